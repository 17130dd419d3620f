"""Shared helpers for the p20b_ plans: producers, page text, label assembly."""
import json
import os
import re
import shutil
import subprocess
import tempfile

from pypdf import PdfReader, PdfWriter


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def soffice_to_pdf(src, outdir):
    """Convert a .docx (or .html) with LibreOffice; returns the PDF path."""
    prof = tempfile.mkdtemp(prefix="lo_prof_")
    try:
        run(["soffice", f"-env:UserInstallation=file://{prof}", "--headless",
             "--convert-to", "pdf", "--outdir", outdir, src])
    finally:
        shutil.rmtree(prof, ignore_errors=True)
    return os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".pdf")


def chromium_to_pdf(html_path, pdf_path):
    prof = tempfile.mkdtemp(prefix="chr_prof_")
    try:
        run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
             f"--user-data-dir={prof}", "--no-pdf-header-footer",
             f"--print-to-pdf={pdf_path}", "file://" + os.path.abspath(html_path)])
    finally:
        shutil.rmtree(prof, ignore_errors=True)
    return pdf_path


def merge(parts, out_path):
    """parts: list of (pdf_path, page_index_list or None)."""
    w = PdfWriter()
    for path, pages in parts:
        r = PdfReader(path)
        idx = range(len(r.pages)) if pages is None else pages
        for i in idx:
            w.add_page(r.pages[i])
    with open(out_path, "wb") as f:
        w.write(f)
    return out_path


def page_texts(pdf_path):
    n = len(PdfReader(pdf_path).pages)
    out = []
    for p in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf_path, "-"],
                           capture_output=True, text=True).stdout
        out.append(t)
    return out


def ocr_page(pdf_path, page, tmpdir):
    base = os.path.join(tmpdir, f"ocr_{page}")
    subprocess.run(["pdftoppm", "-r", "300", "-gray", "-f", str(page), "-l", str(page),
                    "-png", pdf_path, base], check=True)
    png = [f for f in os.listdir(tmpdir) if f.startswith(f"ocr_{page}") and f.endswith(".png")][0]
    t = subprocess.run(["tesseract", os.path.join(tmpdir, png), "-", "--psm", "4"],
                       capture_output=True, text=True).stdout
    os.remove(os.path.join(tmpdir, png))
    return t


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def page_text_or_ocr(pdf_path, tmpdir):
    """Per page: (text, is_image_only)."""
    texts = page_texts(pdf_path)
    res = []
    for i, t in enumerate(texts, start=1):
        if t.strip():
            res.append((t, False))
        else:
            res.append((ocr_page(pdf_path, i, tmpdir), True))
    return res


def locate(pdf_path, evidence_quotes, tmpdir, allowed_pages=None):
    """evidence_quotes: {item: quote or (quote, [page-hints])}. Returns evidence dict with pages
    on which the quote occurs (within allowed_pages). Raises if a quote is not found."""
    pages = page_text_or_ocr(pdf_path, tmpdir)
    ev = {}
    fails = []
    for item, q in evidence_quotes.items():
        hint = None
        if isinstance(q, tuple):
            q, hint = q
        found = []
        for i, (t, _) in enumerate(pages, start=1):
            if allowed_pages is not None and i not in allowed_pages:
                continue
            if hint is not None and i not in hint:
                continue
            if norm(q) in norm(t):
                found.append(i)
        if not found:
            fails.append(f"{os.path.basename(pdf_path)}: quote for {item} not found: {q!r}")
            continue
        if not any(norm(q) in norm(l) for l in pages[found[0] - 1][0].splitlines()):
            print(f"  note: {item} quote spans lines on page {found[0]}")
        ev[item] = {"pages": found[:3], "quote": q}
    if fails:
        raise SystemExit("\n".join(fails))
    image_only = [i for i, (_, img) in enumerate(pages, start=1) if img]
    return ev, image_only, len(pages)


def item_ids(checklist):
    here = os.path.dirname(os.path.abspath(__file__))
    cand = [os.path.join(here, "item-ids.tsv"), "/work/shared/item-ids.tsv"]
    for c in cand:
        if os.path.exists(c):
            path = c
            break
    ids = []
    with open(path) as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if parts[0] == checklist:
                ids.append(parts[1])
    return ids
