"""Shared helpers: external producers, PDF binding, simple drawing-sheet primitives."""
import math
import os
import re
import shutil
import subprocess
import tempfile

from pypdf import PdfReader, PdfWriter
from reportlab.lib.colors import black, white, Color
from reportlab.pdfgen import canvas as rl_canvas

GREY = Color(0.45, 0.45, 0.45)
LIGHT = Color(0.85, 0.85, 0.85)


def run(cmd, **kw):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kw)


def html_to_pdf(html, out_pdf, workdir):
    """Chromium headless print-to-PDF (the 'browser print' producer)."""
    src = os.path.join(workdir, os.path.basename(out_pdf).replace(".pdf", ".html"))
    with open(src, "w", encoding="utf-8") as f:
        f.write(html)
    prof = tempfile.mkdtemp(prefix="p12b_chrome_")
    try:
        run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={prof}",
             "--no-pdf-header-footer", f"--print-to-pdf={out_pdf}", "file://" + os.path.abspath(src)])
    finally:
        shutil.rmtree(prof, ignore_errors=True)
    return out_pdf


def docx_to_pdf(docx_path, workdir):
    """LibreOffice headless conversion (the 'Word via LibreOffice' producer)."""
    prof = tempfile.mkdtemp(prefix="p12b_lo_")
    try:
        run(["soffice", f"-env:UserInstallation=file://{prof}", "--headless", "--convert-to", "pdf",
             "--outdir", workdir, docx_path])
    finally:
        shutil.rmtree(prof, ignore_errors=True)
    return os.path.join(workdir, os.path.splitext(os.path.basename(docx_path))[0] + ".pdf")


def npages(pdf):
    return len(PdfReader(pdf).pages)


def bind(parts, out_pdf, title, author, rotate=None, attachments=None):
    """Concatenate PDFs. parts: list of paths. rotate: {1-based page: degrees}."""
    w = PdfWriter()
    for p in parts:
        r = PdfReader(p)
        for pg in r.pages:
            w.add_page(pg)
    for pno, deg in (rotate or {}).items():
        w.pages[pno - 1].rotate(deg)
    for name, data in (attachments or []):
        w.add_attachment(name, data)
    w.add_metadata({"/Title": title, "/Author": author})
    with open(out_pdf, "wb") as f:
        w.write(f)
    return out_pdf


def page_texts(pdf):
    n = npages(pdf)
    out = []
    for i in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"],
                           capture_output=True, text=True, check=True).stdout
        out.append(t)
    return out


def ocr_page(pdf, pno, workdir):
    base = os.path.join(workdir, f"ocr_{os.getpid()}_{pno}")
    run(["pdftoppm", "-r", "300", "-gray", "-f", str(pno), "-l", str(pno), "-png", "-singlefile", pdf, base])
    t = subprocess.run(["tesseract", base + ".png", "-", "--psm", "3"], capture_output=True, text=True,
                       check=True).stdout
    os.remove(base + ".png")
    return t


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\ufb01", "fi").replace("\ufb02", "fl")
    return re.sub(r"\s+", " ", s).strip().lower()


# ---------------------------------------------------------------- drawing primitives (reportlab)

def polyline(c, pts, dash=None, width=0.8, color=black, close=False, fill=None):
    c.saveState()
    c.setStrokeColor(color)
    c.setLineWidth(width)
    if dash:
        c.setDash(list(dash), 0)
    p = c.beginPath()
    p.moveTo(*pts[0])
    for x, y in pts[1:]:
        p.lineTo(x, y)
    if close:
        p.close()
    if fill is not None:
        c.setFillColor(fill)
        c.drawPath(p, stroke=1, fill=1)
    else:
        c.drawPath(p, stroke=1, fill=0)
    c.restoreState()


def silt_fence(c, pts, width=0.9):
    """Silt fence: line with tick marks every ~10 pt."""
    polyline(c, pts, width=width)
    c.saveState()
    c.setLineWidth(0.6)
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        L = math.hypot(x1 - x0, y1 - y0)
        n = max(1, int(L / 10))
        ux, uy = (x1 - x0) / L, (y1 - y0) / L
        for k in range(n):
            x = x0 + ux * (k + 0.5) * L / n
            y = y0 + uy * (k + 0.5) * L / n
            c.line(x, y, x - uy * 4, y + ux * 4)
    c.restoreState()


def label(c, x, y, text, size=6, font="Helvetica", angle=0, color=black, anchor="l"):
    c.saveState()
    c.setFillColor(color)
    c.setFont(font, size)
    c.translate(x, y)
    c.rotate(angle)
    if anchor == "c":
        c.drawCentredString(0, 0, text)
    elif anchor == "r":
        c.drawRightString(0, 0, text)
    else:
        c.drawString(0, 0, text)
    c.restoreState()


def contour(c, pts, elev, major=False):
    polyline(c, pts, dash=None if major else (3, 2), width=0.7 if major else 0.35, color=GREY)
    mid = pts[len(pts) // 2]
    label(c, mid[0] + 2, mid[1] + 2, str(elev), size=5, color=GREY)


def north_arrow(c, x, y, s=14):
    polyline(c, [(x, y), (x + s / 3, y - s / 2), (x, y + s), (x - s / 3, y - s / 2)], close=True, fill=black)
    label(c, x, y + s + 3, "N", size=8, font="Helvetica-Bold", anchor="c")


def scale_bar(c, x, y, pts_per_ft, feet=(0, 20, 40, 80), text="SCALE: 1\" = 40'"):
    c.saveState()
    c.setLineWidth(0.5)
    for i, (a, b) in enumerate(zip(feet, feet[1:])):
        c.setFillColor(black if i % 2 == 0 else white)
        c.rect(x + a * pts_per_ft, y, (b - a) * pts_per_ft, 4, stroke=1, fill=1)
    for f in feet:
        label(c, x + f * pts_per_ft, y + 6, str(f), size=5, anchor="c")
    label(c, x, y - 8, text, size=6, font="Helvetica-Bold")
    c.restoreState()


def title_block(c, W, H, rows, sheet_no, sheet_title, firm_lines, vertical=True):
    """Title block strip along the right edge (rotated lettering, CAD style)."""
    bw = 90
    x0 = W - bw - 18
    c.saveState()
    c.setLineWidth(1.2)
    c.rect(18, 18, W - 36, H - 36)
    c.rect(x0, 18, bw, H - 36)
    y = H - 30
    for ln in firm_lines:
        label(c, x0 + 5, y, ln, size=6, font="Helvetica-Bold" if ln == firm_lines[0] else "Helvetica")
        y -= 8
    y -= 6
    c.line(x0, y, x0 + bw, y)
    y -= 10
    for k, v in rows:
        label(c, x0 + 5, y, k, size=4.5, color=GREY)
        y -= 7
        for part in v.split("\n"):
            label(c, x0 + 5, y, part, size=6)
            y -= 7
        y -= 3
    c.line(x0, 110, x0 + bw, 110)
    label(c, x0 + bw / 2, 80, sheet_no, size=16, font="Helvetica-Bold", anchor="c")
    label(c, x0 + bw / 2, 64, "SHEET", size=5, anchor="c", color=GREY)
    if vertical:
        label(c, x0 + 12, 130, sheet_title, size=9, font="Helvetica-Bold", angle=90)
    c.restoreState()
    return x0


def notes_block(c, x, y, title, lines, size=5.6, width_chars=70, lead=None):
    lead = lead or size + 1.6
    label(c, x, y, title, size=size + 1.2, font="Helvetica-Bold")
    y -= lead + 2
    for ln in lines:
        for part in wrap(ln, width_chars):
            label(c, x, y, part, size=size)
            y -= lead
        y -= 1.5
    return y


def wrap(text, n):
    words, out, cur = text.split(), [], ""
    for w_ in words:
        if len(cur) + len(w_) + 1 > n and cur:
            out.append(cur)
            cur = w_
        else:
            cur = (cur + " " + w_).strip()
    if cur:
        out.append(cur)
    return out


def new_canvas(path, size):
    c = rl_canvas.Canvas(path, pagesize=size)
    c.setAuthor("")
    return c
