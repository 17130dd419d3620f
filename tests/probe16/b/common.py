"""Shared helpers for the p16b build."""
import os, re, subprocess, tempfile, shutil, html

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync"]

def chrome_pdf(html_path, pdf_path):
    d = tempfile.mkdtemp()
    try:
        cmd = CHROMIUM + [f"--user-data-dir={d}", "--no-pdf-header-footer",
                          f"--print-to-pdf={pdf_path}", "file://" + os.path.abspath(html_path)]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    assert os.path.exists(pdf_path), pdf_path

def page_texts(pdf_path, layout=True):
    args = ["pdftotext"] + (["-layout"] if layout else []) + [pdf_path, "-"]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    pages = out.split("\f")
    if pages and pages[-1].strip() == "":
        pages = pages[:-1]
    return pages

def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()

def find_page(pdf_path, needle):
    """1-based page number of first page containing needle (normalised), or None."""
    n = norm(needle)
    for i, t in enumerate(page_texts(pdf_path)):
        if n in norm(t):
            return i + 1
    return None

_VOW = "aeiouy"
def soft_hyphenate(text, minlen=9):
    """Insert soft hyphens into long words (crude syllable rule: break after a vowel
    followed by a consonant, at least 3 letters from each end). Works on plain text
    segments of HTML (tags left alone)."""
    def hy(w):
        if len(w) < minlen or not w.isalpha():
            return w
        out, last = [], 0
        for i in range(3, len(w) - 3):
            if w[i-1].lower() in _VOW and w[i].lower() not in _VOW and w[i+1].lower() in _VOW and i - last >= 3:
                out.append(w[last:i]); last = i
        out.append(w[last:])
        return "\u00ad".join(out)
    parts = re.split(r"(<[^>]+>)", text)
    res = []
    for p in parts:
        if p.startswith("<"):
            res.append(p)
        else:
            res.append(re.sub(r"[A-Za-z]+", lambda m: hy(m.group(0)), p))
    return "".join(res)
