"""Shared helpers for the probe6b build: HTML -> PDF through Chromium, page texts, checks."""
import os, re, subprocess, tempfile, json

CHROMIUM = "/usr/bin/chromium"


def html_to_pdf(html, out_pdf, workdir):
    os.makedirs(workdir, exist_ok=True)
    src = os.path.join(workdir, os.path.basename(out_pdf).replace(".pdf", ".html"))
    with open(src, "w", encoding="utf-8") as f:
        f.write(html)
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
           "--user-data-dir=" + os.path.join(workdir, "chrome-profile"),
           "--print-to-pdf=" + out_pdf, "file://" + os.path.abspath(src)]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    return out_pdf


def n_pages(pdf):
    from pypdf import PdfReader
    return len(PdfReader(pdf).pages)


def page_text(pdf, p):
    r = subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"],
                       capture_output=True, text=True, check=True)
    return r.stdout


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def ocr_page(pdf, p, workdir, dpi=300):
    os.makedirs(workdir, exist_ok=True)
    base = os.path.join(workdir, "ocr-p%03d" % p)
    subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(p), "-l", str(p), "-singlefile", "-gray", "-png",
                    pdf, base], check=True)
    r = subprocess.run(["tesseract", base + ".png", "-", "--psm", "3"], capture_output=True, text=True)
    return r.stdout


def text_pages(pdf):
    """1-based page numbers that have a text layer."""
    out = []
    for p in range(1, n_pages(pdf) + 1):
        if page_text(pdf, p).strip():
            out.append(p)
    return out


def verify(name, pdf, lab, ids, workdir, expected_pages=None):
    errs = []
    np_ = n_pages(pdf)
    if expected_pages and np_ != expected_pages:
        errs.append("%s: %d pages, expected %d" % (name, np_, expected_pages))
    if os.path.getsize(pdf) >= 5 * 1024 * 1024:
        errs.append("%s: PDF is %d bytes (>= 5 MB)" % (name, os.path.getsize(pdf)))
    items = lab["items"]
    if list(items.keys()) != ids:
        errs.append("%s: item ids differ from item-ids.tsv (or order)" % name)
    tp = set(text_pages(pdf))
    img = sorted(set(range(1, np_ + 1)) - tp)
    if img != sorted(lab["image_only_pages"]):
        errs.append("%s: image_only_pages %s but pages without text layer are %s" % (name, lab["image_only_pages"], img))
    cache = {}
    def txt(p):
        if p not in cache:
            cache[p] = norm(ocr_page(pdf, p, workdir) if p in img else page_text(pdf, p))
        return cache[p]
    for iid, st in items.items():
        if st not in ("present", "missing", "not_applicable"):
            errs.append("%s %s: bad status %s" % (name, iid, st))
        if st == "present":
            ev = lab["evidence"].get(iid)
            if not ev:
                errs.append("%s %s: present without evidence" % (name, iid)); continue
            q = norm(ev["quote"])
            if not any(q in txt(p) for p in ev["pages"]):
                errs.append("%s %s: quote not found on pages %s: %r" % (name, iid, ev["pages"], ev["quote"]))
        if st == "missing" and iid not in lab["gaps"]:
            errs.append("%s %s: missing without a gap entry" % (name, iid))
    for h in lab.get("_headings", []):
        p, t = h
        if norm(t) not in txt(p):
            errs.append("%s: heading %r not on page %d" % (name, t, p))
    return errs, cache
