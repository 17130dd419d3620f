"""Shared helpers for the p19a_ plans: text layer, OCR, LibreOffice conversion, page lookup."""
import os, re, subprocess, shutil, tempfile

def page_count(pdf):
    from pypdf import PdfReader
    return len(PdfReader(pdf).pages)

def page_text(pdf, p):
    """pdftotext -layout text of 1-based page p."""
    r = subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"],
                       capture_output=True, text=True)
    return r.stdout

_ocr_cache = {}
def ocr_text(pdf, p, dpi=300):
    key = (os.path.abspath(pdf), p, os.path.getmtime(pdf))
    if key in _ocr_cache:
        return _ocr_cache[key]
    d = tempfile.mkdtemp()
    try:
        subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(p), "-l", str(p), "-png", pdf,
                        os.path.join(d, "pg")], check=True)
        img = [f for f in os.listdir(d) if f.endswith(".png")][0]
        r = subprocess.run(["tesseract", os.path.join(d, img), "-", "--psm", "3"],
                           capture_output=True, text=True)
        _ocr_cache[key] = r.stdout
        return r.stdout
    finally:
        shutil.rmtree(d, ignore_errors=True)

def norm(s):
    return re.sub(r"\s+", " ", s).strip()

def image_only_pages(pdf):
    return [p for p in range(1, page_count(pdf) + 1) if not page_text(pdf, p).strip()]

def text_of(pdf, p, image_pages):
    return ocr_text(pdf, p) if p in image_pages else page_text(pdf, p)

def locate(pdf, quote, image_pages=None, pages=None):
    """Return the 1-based pages whose text (or OCR) holds the quote (whitespace-normalised)."""
    image_pages = image_only_pages(pdf) if image_pages is None else image_pages
    n = page_count(pdf)
    q = norm(quote)
    out = []
    for p in (pages or range(1, n + 1)):
        if q in norm(text_of(pdf, p, image_pages)):
            out.append(p)
    return out

def soffice_pdf(src, outdir):
    """Convert a docx/html with LibreOffice; return the pdf path."""
    prof = tempfile.mkdtemp(prefix="lo_prof_")
    subprocess.run(["soffice", f"-env:UserInstallation=file://{prof}", "--headless",
                    "--convert-to", "pdf", "--outdir", outdir, src],
                   check=True, capture_output=True)
    shutil.rmtree(prof, ignore_errors=True)
    return os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".pdf")

def merge(parts, out, title=None, producer=None):
    from pypdf import PdfWriter, PdfReader
    w = PdfWriter()
    for part in parts:
        for pg in PdfReader(part).pages:
            w.add_page(pg)
    meta = {}
    if title: meta["/Title"] = title
    if producer: meta["/Producer"] = producer
    if meta: w.add_metadata(meta)
    with open(out, "wb") as f:
        w.write(f)

def finish_labels(pdf, spec, image_pages=None):
    """spec['evidence'] holds {item: quote or (quote, [allowed pages])}; fill in pages by lookup."""
    image_pages = image_only_pages(pdf) if image_pages is None else image_pages
    ev = {}
    for item, q in spec.pop("evidence_quotes").items():
        allowed = None
        if isinstance(q, tuple):
            q, allowed = q
        pages = locate(pdf, q, image_pages, allowed)
        if not pages:
            raise SystemExit(f"{pdf}: quote for {item} not found: {q!r}")
        if len(pages) > 1:
            print(f"  note: {item} quote on pages {pages}")
        ev[item] = {"pages": pages, "quote": q}
    spec["evidence"] = ev
    spec["image_only_pages"] = image_pages
    for item, st in spec["items"].items():
        if st == "present":
            assert item in ev, f"present item {item} has no evidence"
        if st == "missing":
            assert item in spec["gaps"], f"missing item {item} has no gap"
    return spec

SOMERS = ["93-6A(1)(a)","93-6A(1)(b)","93-6A(1)(c)","93-6A(1)(d)","93-6A(1)(e)","93-6A(1)(f)",
          "93-6A(1)(g)","93-6A(1)(h)","93-6A(1)(i)","93-6A(1)(j)","93-6A(1)(k)","93-6A(1)(l)",
          "93-6A(3)(b)","93-6A(3)(c)","93-6A(3)(d)","93-6A(3)(e)","93-6A(3)(f)","93-6A(3)(g)",
          "93-6A(3)(h)","93-6A(3)(i)","93-6B","93-6D"]
ASHAROKEN = ["44-8B(1)(" + c + ")" for c in "abcdefghijklmnop"] + \
            ["44-8B(3)(" + c + ")" for c in "bcdefghi"] + ["44-8C", "44-8E"]
