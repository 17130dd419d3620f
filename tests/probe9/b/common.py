import os, subprocess, tempfile, shutil
from pypdf import PdfReader, PdfWriter

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DATE = "D:20260315090000-04'00'"


def chromium_pdf(html, out_pdf):
    """Print an HTML string with headless Chromium (its own @page margin boxes)."""
    tmpd = tempfile.mkdtemp(prefix="p9b_")
    src = os.path.join(tmpd, "doc.html")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    prof = os.path.join(tmpd, "profile")
    cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
           "--no-first-run", "--user-data-dir=" + prof, "--no-pdf-header-footer",
           "--print-to-pdf=" + out_pdf, "file://" + src]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    shutil.rmtree(tmpd, ignore_errors=True)
    return out_pdf


def finish(writer, out_pdf, title, author, creator, producer):
    writer.add_metadata({"/Title": title, "/Author": author, "/Creator": creator, "/Producer": producer,
                         "/CreationDate": FIXED_DATE, "/ModDate": FIXED_DATE})
    with open(out_pdf, "wb") as fh:
        writer.write(fh)


def append(writer, pdf_path, pages=None):
    r = PdfReader(pdf_path)
    for i, p in enumerate(r.pages):
        if pages is None or i in pages:
            writer.add_page(p)


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def page_texts(pdf, layout=True):
    """Text layer of each page via pdftotext (the verification's reference)."""
    import re
    from pypdf import PdfReader
    n = len(PdfReader(pdf).pages)
    out = []
    for i in range(1, n + 1):
        args = ["pdftotext", "-f", str(i), "-l", str(i)] + (["-layout"] if layout else []) + [pdf, "-"]
        out.append(subprocess.run(args, capture_output=True, text=True).stdout)
    return out


def norm(s):
    import re
    return re.sub(r"\s+", " ", s).strip()
