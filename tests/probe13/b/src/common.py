import subprocess, re, os
def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))
def page_text(pdf, i):
    return subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"], capture_output=True, text=True).stdout
def page_texts(pdf):
    return [page_text(pdf, i) for i in range(1, page_count(pdf) + 1)]
def collapse(t):
    return re.sub(r"\s+", " ", t).strip()
def ocr_page(pdf, i, tmp="/tmp/p13b_ocr"):
    os.makedirs(tmp, exist_ok=True)
    base = os.path.join(tmp, "pg")
    subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", str(i), "-l", str(i), "-singlefile", pdf, base], check=True)
    return subprocess.run(["tesseract", base + ".png", "-", "--psm", "4"], capture_output=True, text=True).stdout
