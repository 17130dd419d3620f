"""Shared helpers: text extraction, OCR, verification."""
import re, subprocess, os, json, tempfile
from pypdf import PdfReader

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\ufb01", "fi").replace("\ufb02", "fl")
    return re.sub(r"\s+", " ", s).strip().lower()

def page_texts(pdf):
    n = len(PdfReader(pdf).pages)
    out = []
    for i in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"],
                           capture_output=True, text=True).stdout
        out.append(t)
    return out

def ocr_page(pdf, i, dpi=300):
    with tempfile.TemporaryDirectory() as d:
        subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-f", str(i), "-l", str(i), "-png", pdf, d + "/p"], check=True)
        f = [x for x in os.listdir(d) if x.endswith(".png")][0]
        return subprocess.run(["tesseract", d + "/" + f, "-", "--psm", "1"], capture_output=True, text=True).stdout

def field_values_by_page(pdf):
    r = PdfReader(pdf)
    res = {}
    for i, p in enumerate(r.pages, 1):
        vals = []
        for a in p.get("/Annots") or []:
            a = a.get_object()
            if a.get("/FT") == "/Tx" or (a.get("/Parent") and a["/Parent"].get_object().get("/FT") == "/Tx"):
                v = a.get("/V")
                if v is None and a.get("/Parent"):
                    v = a["/Parent"].get_object().get("/V")
                if v:
                    vals.append(str(v))
        res[i] = vals
    return res

def image_only(pdf, texts):
    return [i + 1 for i, t in enumerate(texts) if not t.strip()]

def verify(name, pdf, lab, item_ids, form_field_items=(), headings=()):
    errs = []
    texts = page_texts(pdf)
    npages = len(texts)
    io = image_only(pdf, texts)
    if sorted(io) != sorted(lab["image_only_pages"]):
        errs.append(f"{name}: image_only_pages {lab['image_only_pages']} != actual {io}")
    ocr = {}
    for p in io:
        ocr[p] = ocr_page(pdf, p)
    fields = field_values_by_page(pdf)
    ids = list(lab["items"].keys())
    if ids != item_ids:
        errs.append(f"{name}: item ids/order differ from item-ids.tsv")
    for iid, st in lab["items"].items():
        if st not in ("present", "missing", "not_applicable"):
            errs.append(f"{name}: bad status {iid}")
        if st == "present":
            ev = lab["evidence"].get(iid)
            if not ev:
                errs.append(f"{name}: no evidence for {iid}"); continue
            for p in ev["pages"]:
                if p < 1 or p > npages:
                    errs.append(f"{name}: {iid} page {p} out of range"); continue
                q = norm(ev["quote"])
                src = ocr[p] if p in ocr else texts[p - 1]
                ok = q in norm(src)
                if not ok and iid in form_field_items:
                    ok = any(q in norm(v) for v in fields.get(p, []))
                if not ok:
                    errs.append(f"{name}: quote for {iid} not found on page {p}: {ev['quote']!r}")
        if st == "missing" and iid not in lab["gaps"]:
            errs.append(f"{name}: missing {iid} has no gap description")
    if lab["decision"] == "complete" and any(v == "missing" for v in lab["items"].values()):
        errs.append(f"{name}: complete but has missing items")
    if lab["decision"] == "incomplete" and not any(v == "missing" for v in lab["items"].values()):
        errs.append(f"{name}: incomplete but nothing missing")
    whole = norm(" ".join(ocr[i + 1] if (i + 1) in ocr else t for i, t in enumerate(texts)))
    for h in headings:
        if norm(h) not in whole:
            errs.append(f"{name}: heading not found in text layer/OCR: {h!r}")
    size = os.path.getsize(pdf)
    if size > 5 * 1024 * 1024:
        errs.append(f"{name}: PDF {size} bytes > 5 MB")
    return errs, npages, texts, ocr

def find_pages(pdf, quotes, texts=None, ocr=None):
    """Development helper: where does each quote occur."""
    texts = texts or page_texts(pdf)
    res = {}
    for k, q in quotes.items():
        nq = norm(q)
        res[k] = [i + 1 for i, t in enumerate(texts) if nq in norm((ocr or {}).get(i + 1, t))]
    return res
