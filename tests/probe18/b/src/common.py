"""Shared helpers for the p18b plans: text layer, OCR, scan effect, page location."""
import os, re, subprocess, tempfile, random, io
from PIL import Image, ImageDraw, ImageFont, ImageFilter, ImageOps
import img2pdf
from pypdf import PdfReader, PdfWriter

HERE = os.path.dirname(os.path.abspath(__file__))
FONT_DIR = "/usr/share/fonts/truetype"

def page_count(pdf):
    return len(PdfReader(pdf).pages)

def page_text(pdf, n):
    """pdftotext -layout text of 1-based page n."""
    return subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-"],
                          capture_output=True, text=True).stdout

def all_texts(pdf):
    return [page_text(pdf, i) for i in range(1, page_count(pdf) + 1)]

def ocr_page(pdf, n):
    with tempfile.TemporaryDirectory() as td:
        base = os.path.join(td, "p")
        subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", str(n), "-l", str(n), pdf, base], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        return subprocess.run(["tesseract", os.path.join(td, png), "-", "--psm", "3"],
                              capture_output=True, text=True).stdout

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\ufb01", "fi").replace("\ufb02", "fl")
    return re.sub(r"\s+", " ", s).strip()

def image_only_pages(texts):
    return [i + 1 for i, t in enumerate(texts) if not t.strip()]

def _font(name, size):
    for p in [f"{FONT_DIR}/liberation/{name}", f"{FONT_DIR}/liberation2/{name}", f"{FONT_DIR}/dejavu/{name}"]:
        if os.path.exists(p):
            return ImageFont.truetype(p, size)
    return ImageFont.load_default()

def scan_pdf_page(src_pdf, page_no, paper=(250, 238, 160), stamp=None, angle=0.5, seed=1, dpi=200,
                  signature=None):
    """Rasterise one page of src_pdf and return bytes of a one-page image-only PDF that looks
    photocopied on coloured paper, with an optional RECEIVED stamp (list of lines) and signature."""
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as td:
        base = os.path.join(td, "s")
        subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", "-f", str(page_no), "-l", str(page_no),
                        src_pdf, base], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        g = Image.open(os.path.join(td, png)).convert("L")
    w, h = g.size
    # toner: darken text slightly, blur a touch
    g = g.filter(ImageFilter.GaussianBlur(0.6))
    g = g.point(lambda v: 0 if v < 110 else (v if v < 230 else 255))
    # colour paper
    paper_img = Image.new("RGB", (w, h), paper)
    ink = Image.new("RGB", (w, h), (35, 35, 40))
    rgb = Image.composite(paper_img, ink, g)
    # speckle noise
    px = rgb.load()
    for _ in range(int(w * h / 900)):
        x, y = rnd.randrange(w), rnd.randrange(h)
        v = rnd.randrange(60, 160)
        px[x, y] = (v, v, v)
    d = ImageDraw.Draw(rgb)
    if signature:
        sx, sy, text = signature
        f = _font("DejaVuSerif-Italic.ttf", int(dpi * 0.28))
        sig = Image.new("RGBA", (int(dpi * 3.2), int(dpi * 0.6)), (0, 0, 0, 0))
        ImageDraw.Draw(sig).text((4, 4), text, font=f, fill=(20, 30, 120, 255))
        sig = sig.rotate(4, expand=True)
        rgb.paste(sig, (int(sx * dpi), int(sy * dpi)), sig)
    if stamp:
        sx, sy, lines = stamp
        sw, sh = int(dpi * 2.7), int(dpi * 1.25)
        st = Image.new("RGBA", (sw, sh), (0, 0, 0, 0))
        sd = ImageDraw.Draw(st)
        col = (190, 30, 40, 150)
        sd.rectangle([3, 3, sw - 4, sh - 4], outline=col, width=6)
        fbig = _font("LiberationSans-Bold.ttf", int(dpi * 0.28))
        fsm = _font("LiberationSans-Bold.ttf", int(dpi * 0.14))
        y = 12
        for i, ln in enumerate(lines):
            f = fbig if i == 0 or i == 1 else fsm
            tw = sd.textlength(ln, font=f)
            sd.text(((sw - tw) / 2, y), ln, font=f, fill=col)
            y += int(f.size * 1.2)
        st = st.rotate(-9, expand=True)
        rgb.paste(st, (int(sx * dpi), int(sy * dpi)), st)
    rgb = rgb.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=paper)
    buf = io.BytesIO()
    rgb.save(buf, "JPEG", quality=72, dpi=(dpi, dpi))
    layout = img2pdf.get_layout_fun((img2pdf.in_to_pt(8.5), img2pdf.in_to_pt(11)))
    return img2pdf.convert(buf.getvalue(), layout_fun=layout)

def replace_with_scans(pdf_in, pdf_out, scans):
    """scans: {page_no: kwargs for scan_pdf_page}. Pages not listed are copied."""
    r = PdfReader(pdf_in)
    w = PdfWriter()
    for i, p in enumerate(r.pages, start=1):
        if i in scans:
            b = scan_pdf_page(pdf_in, i, **scans[i])
            w.add_page(PdfReader(io.BytesIO(b)).pages[0])
        else:
            w.add_page(p)
    with open(pdf_out, "wb") as f:
        w.write(f)

def locate(pdf, quote, texts=None, ocr_cache=None):
    """Pages where quote occurs: exact substring of the text layer, or normalised in OCR text."""
    texts = texts or all_texts(pdf)
    hits = []
    for i, t in enumerate(texts, start=1):
        if t.strip():
            if quote in t:
                hits.append(i)
        else:
            if ocr_cache is not None and i not in ocr_cache:
                ocr_cache[i] = ocr_page(pdf, i)
            o = ocr_cache[i] if ocr_cache is not None else ocr_page(pdf, i)
            if norm(quote) in norm(o):
                hits.append(i)
    return hits

def build_labels(pdf, spec):
    """spec: dict with checklist, style, producer, decision, facts, items, evidence {id: quote}
    (or {id: (quote, expected_page)}), gaps, ambiguous_items, acceptable_decisions, notes."""
    texts = all_texts(pdf)
    cache = {}
    ev = {}
    for iid, q in spec["evidence"].items():
        exp = None
        if isinstance(q, tuple):
            q, exp = q
        pages = locate(pdf, q, texts, cache)
        if not pages:
            raise SystemExit(f"{os.path.basename(pdf)}: quote for {iid} not found: {q!r}")
        if exp is not None:
            if exp not in pages:
                raise SystemExit(f"{iid}: expected page {exp}, found {pages}")
            pages = [exp]
        else:
            pages = pages[:1]
        ev[iid] = {"pages": pages, "quote": q}
    out = {k: spec[k] for k in ("checklist", "style", "producer", "decision", "facts", "items")}
    out["evidence"] = ev
    out["gaps"] = spec.get("gaps", {})
    out["image_only_pages"] = image_only_pages(texts)
    out["ambiguous_items"] = spec.get("ambiguous_items", [])
    out["acceptable_decisions"] = spec.get("acceptable_decisions", [spec["decision"]])
    out["notes"] = spec.get("notes", "")
    for iid, st in spec["items"].items():
        if st == "present" and iid not in ev:
            raise SystemExit(f"present item {iid} lacks evidence")
        if st == "missing" and iid not in out["gaps"]:
            raise SystemExit(f"missing item {iid} lacks gap")
    return out

def item_ids(checklist):
    ids = []
    with open("/work/shared/item-ids.tsv") as f:
        next(f)
        for ln in f:
            parts = ln.rstrip("\n").split("\t")
            if parts[0] == checklist:
                ids.append(parts[1])
    return ids
