"""Shared helpers: page photos, stamps / imposition as Form XObjects, text extraction, verification."""
import io
import math
import os
import random
import re
import subprocess
import tempfile

import pikepdf
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

HERE = os.path.dirname(os.path.abspath(__file__))
DEJAVU = "/usr/share/fonts/truetype/dejavu/"


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, **kw)


def npages(pdf):
    out = run(["pdfinfo", pdf]).stdout.decode()
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def page_text(pdf, p):
    return run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"]).stdout.decode("utf-8", "replace")


def norm(s):
    s = s.replace("\u00ad", "")
    return re.sub(r"\s+", " ", s).strip()


# ---------------------------------------------------------------- photos
def render_page_png(pdf, p, dpi, out_png):
    base = out_png[:-4]
    run(["pdftoppm", "-r", str(dpi), "-f", str(p), "-l", str(p), "-singlefile", "-png", pdf, base])
    return out_png


def phone_photo(src_png, out_jpg, seed, tilt=2.5):
    """Make a phone-camera photo of a printed page: page on a desk, perspective tilt,
    uneven light, a soft shadow across one corner, JPEG."""
    rnd = random.Random(seed)
    page = Image.open(src_png).convert("RGB")
    w, h = page.size
    W, H = int(w * 1.12), int(h * 1.10)
    desk = Image.new("RGB", (W, H), (118, 96, 74))
    # wood-ish streaks
    dd = ImageDraw.Draw(desk)
    for i in range(0, H, 7):
        c = 100 + rnd.randint(0, 30)
        dd.line([(0, i), (W, i + rnd.randint(-5, 5))], fill=(c + 14, c - 4, c - 26), width=3)
    ox, oy = (W - w) // 2, (H - h) // 2
    desk.paste(page, (ox, oy))
    # perspective: move the four corners a little
    j = lambda a: rnd.uniform(-a, a)
    k = w * 0.018
    quad = [ox + j(k) - k, oy + j(k) - k * 0.6,          # upper-left
            ox + j(k) - k * 0.3, oy + h + j(k) + k,      # lower-left
            ox + w + j(k) + k * 0.4, oy + h + j(k) + k * 0.3,  # lower-right
            ox + w + j(k) + k, oy + j(k) - k]            # upper-right
    img = desk.transform((W, H), Image.QUAD, quad, resample=Image.BICUBIC)
    img = img.rotate(tilt * (1 if rnd.random() > 0.5 else -1), resample=Image.BICUBIC,
                     fillcolor=(110, 90, 70))
    # uneven lighting: radial falloff plus a warm cast
    light = Image.new("L", (W, H), 0)
    ld = ImageDraw.Draw(light)
    cx, cy = W * rnd.uniform(0.3, 0.6), H * rnd.uniform(0.2, 0.45)
    R = max(W, H)
    for r in range(R, 0, -max(1, R // 60)):
        v = int(255 * (1 - (r / R) ** 1.6) * 0.55 + 110)
        ld.ellipse([cx - r, cy - r, cx + r, cy + r], fill=min(255, v))
    light = light.filter(ImageFilter.GaussianBlur(40))
    dark = Image.new("RGB", (W, H), (40, 34, 28))
    img = Image.composite(img, dark, light)
    # shadow of the phone / hand across a corner
    sh = Image.new("L", (W, H), 0)
    sd = ImageDraw.Draw(sh)
    sd.polygon([(W * 0.62, H), (W, H * 0.70), (W, H), ], fill=150)
    sh = sh.filter(ImageFilter.GaussianBlur(60))
    img = Image.composite(Image.new("RGB", (W, H), (25, 22, 20)), img, sh)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    img.save(out_jpg, "JPEG", quality=72)
    return out_jpg


def jpg_to_pdf_page(jpg, out_pdf, pagesize=letter):
    c = canvas.Canvas(out_pdf, pagesize=pagesize)
    c.drawImage(jpg, 0, 0, pagesize[0], pagesize[1])
    c.showPage()
    c.save()
    return out_pdf


def photograph_pages(src_pdf, pages, workdir, seed):
    """Return {page: pdf_of_photo} for the given 1-based pages of src_pdf."""
    out = {}
    for p in pages:
        png = os.path.join(workdir, f"ph_{seed}_{p}.png")
        render_page_png(src_pdf, p, 150, png)
        jpg = phone_photo(png, png[:-4] + ".jpg", seed * 100 + p)
        out[p] = jpg_to_pdf_page(jpg, png[:-4] + ".pdf")
    return out


# ---------------------------------------------------------------- XObjects
def stamp_pdf(path, lines, color=(0.75, 0.1, 0.1), size=(3.2 * 72, 1.7 * 72)):
    """A rubber stamp as a one-page PDF (later overlaid as a Form XObject)."""
    c = canvas.Canvas(path, pagesize=size)
    c.setStrokeColorRGB(*color)
    c.setFillColorRGB(*color)
    c.setLineWidth(2.2)
    c.roundRect(4, 4, size[0] - 8, size[1] - 8, 8)
    c.setLineWidth(0.8)
    c.roundRect(8, 8, size[0] - 16, size[1] - 16, 6)
    total = sum(fs for _, fs in lines) + 7 * (len(lines) - 1)
    y = size[1] / 2 + total / 2
    for txt, fs in lines:
        y -= fs
        c.setFont("Helvetica-Bold", fs)
        c.drawCentredString(size[0] / 2, y + 2, txt)
        y -= 7
    c.showPage()
    c.save()
    return path


def overlay_stamp(pdf_path, page_index, stamp_path, rect):
    """Overlay stamp page onto a page as a Form XObject (pikepdf add_overlay)."""
    with pikepdf.open(pdf_path, allow_overwriting_input=True) as pdf, pikepdf.open(stamp_path) as st:
        pg = pdf.pages[page_index]
        pg.add_overlay(st.pages[0], pikepdf.Rectangle(*rect))
        pdf.save(pdf_path)


def impose_2up(src_pdf, pages, out_pdf, header=None):
    """Impose src pages two to a landscape letter sheet; every source page becomes a Form XObject."""
    W, H = 11 * 72, 8.5 * 72
    with pikepdf.open(src_pdf) as src:
        dst = pikepdf.new()
        for i in range(0, len(pages), 2):
            blank = os.path.join(tempfile.gettempdir(), f"blank_{os.getpid()}.pdf")
            c = canvas.Canvas(blank, pagesize=(W, H))
            c.setStrokeColorRGB(0.5, 0.5, 0.5)
            c.setLineWidth(0.5)
            c.rect(36, 30, W / 2 - 45, H - 66)
            c.rect(W / 2 + 9, 30, W / 2 - 45, H - 66)
            if header:
                c.setFont("Helvetica", 7.5)
                c.drawString(36, H - 26, header)
            c.showPage()
            c.save()
            with pikepdf.open(blank) as b:
                dst.pages.append(b.pages[0])
            page = dst.pages[-1]
            for k, p in enumerate(pages[i:i + 2]):
                x0 = 36 if k == 0 else W / 2 + 9
                page.add_overlay(src.pages[p - 1], pikepdf.Rectangle(x0 + 2, 32, x0 + W / 2 - 47, H - 38))
        dst.save(out_pdf)
    return out_pdf


def concat(parts, out_pdf):
    """parts: list of (pdf_path, [1-based pages] or None for all)."""
    dst = pikepdf.new()
    opened = []
    for path, pages in parts:
        s = pikepdf.open(path)
        opened.append(s)
        idx = range(len(s.pages)) if pages is None else [p - 1 for p in pages]
        for i in idx:
            dst.pages.append(s.pages[i])
    dst.save(out_pdf, compress_streams=True)
    for s in opened:
        s.close()
    return out_pdf


# ---------------------------------------------------------------- verification
def ocr_page(pdf, p, workdir):
    png = os.path.join(workdir, f"ocr_{os.path.basename(pdf)}_{p}.png")
    render_page_png(pdf, p, 200, png)
    return run(["tesseract", png, "-", "--psm", "3"]).stdout.decode("utf-8", "replace")


def verify(pdf, label, headings, workdir):
    errors = []
    n = npages(pdf)
    texts = {p: page_text(pdf, p) for p in range(1, n + 1)}
    empty = sorted(p for p, t in texts.items() if not t.strip())
    if empty != sorted(label["image_only_pages"]):
        errors.append(f"image_only_pages {label['image_only_pages']} but pages without text {empty}")
    ocr = {}
    for item, ev in label["evidence"].items():
        q = norm(ev["quote"])
        for p in ev["pages"]:
            if p < 1 or p > n:
                errors.append(f"{item}: page {p} out of range")
                continue
            if p in empty:
                if p not in ocr:
                    ocr[p] = ocr_page(pdf, p, workdir)
                hay = norm(ocr[p])
            else:
                hay = norm(texts[p])
            if q not in hay:
                errors.append(f"{item}: quote not on page {p}: {ev['quote']!r}")
    for h in headings:
        if not any(norm(h) in norm(t) for t in texts.values()):
            errors.append(f"heading not in text layer: {h!r}")
    for item, v in label["items"].items():
        if v == "present" and item not in label["evidence"]:
            errors.append(f"{item}: present without evidence")
        if v == "missing" and item not in label["gaps"]:
            errors.append(f"{item}: missing without gap note")
    return n, errors
