"""Shared helpers for the probe9-a plans: reportlab styles, per-glyph text, Chromium print, binding."""
import subprocess, shutil, os
from pathlib import Path
from reportlab.lib.pagesizes import letter, legal
from reportlab.lib.units import inch
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from pypdf import PdfReader, PdfWriter, PageObject, Transformation

TABLOID_L = (17 * inch, 11 * inch)   # 11 x 17 landscape sheet

def styles():
    s = {}
    s['body'] = ParagraphStyle('body', fontName='Helvetica', fontSize=10, leading=13.2, spaceAfter=6)
    s['small'] = ParagraphStyle('small', fontName='Helvetica', fontSize=8.5, leading=10.5, spaceAfter=3)
    s['cell'] = ParagraphStyle('cell', fontName='Helvetica', fontSize=8.5, leading=10.2)
    s['cellb'] = ParagraphStyle('cellb', fontName='Helvetica-Bold', fontSize=8.5, leading=10.2)
    s['h1'] = ParagraphStyle('h1', fontName='Helvetica-Bold', fontSize=13, leading=16, spaceBefore=8, spaceAfter=6)
    s['h2'] = ParagraphStyle('h2', fontName='Helvetica-Bold', fontSize=11, leading=14, spaceBefore=6, spaceAfter=4)
    s['h3'] = ParagraphStyle('h3', fontName='Helvetica-BoldOblique', fontSize=10, leading=13, spaceBefore=4, spaceAfter=3)
    s['title'] = ParagraphStyle('title', fontName='Helvetica-Bold', fontSize=20, leading=25, alignment=1, spaceAfter=10)
    s['center'] = ParagraphStyle('center', fontName='Helvetica', fontSize=11, leading=15, alignment=1, spaceAfter=6)
    s['bullet'] = ParagraphStyle('bullet', parent=s['body'], leftIndent=16, bulletIndent=6, spaceAfter=3)
    return s

def glyph_line(c, x, y, text, font='Helvetica', size=8, tracking=0.0):
    """Draw text one glyph at a time, each glyph its own text object; spaces are only gaps."""
    for ch in text:
        w = stringWidth(ch, font, size)
        if ch != ' ':
            c.setFont(font, size)
            c.drawString(x, y, ch)
        x += w + tracking
    return x

def glyph_block(c, x, y, lines, font='Helvetica', size=8, leading=None, tracking=0.0):
    leading = leading or size * 1.3
    for ln in lines:
        if isinstance(ln, tuple):
            f, t = ln
        else:
            f, t = font, ln
        glyph_line(c, x, y, t, f, size, tracking)
        y -= leading
    return y

def chromium_pdf(html_path, pdf_path):
    html_path = Path(html_path).resolve()
    cmd = ['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
           '--no-pdf-header-footer', '--print-to-pdf-no-header', f'--print-to-pdf={pdf_path}', html_path.as_uri()]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=180)
    if not Path(pdf_path).exists():
        raise RuntimeError('chromium failed: ' + r.stderr[-2000:])

def bind(parts, out_pdf, title, author, producer_note):
    """parts: list of (pdf_path, page_indices or None). Writes one PDF with fixed metadata."""
    w = PdfWriter()
    for p, idx in parts:
        r = PdfReader(str(p))
        for i in (idx if idx is not None else range(len(r.pages))):
            w.add_page(r.pages[i])
    w.add_metadata({'/Title': title, '/Author': author, '/Producer': producer_note,
                    '/CreationDate': 'D:20260315090000', '/ModDate': 'D:20260315090000'})
    with open(out_pdf, 'wb') as f:
        w.write(f)

def two_up(src_pdf, out_pdf, pairs):
    """Impose pairs of letter pages side by side on 17 x 11 sheets (booklet print). pairs: [(i, j|None)]."""
    r = PdfReader(str(src_pdf))
    w = PdfWriter()
    for a, b in pairs:
        sheet = w.add_blank_page(width=17 * inch, height=11 * inch)
        for k, idx in enumerate((a, b)):
            if idx is None:
                continue
            pg = r.pages[idx]
            pw = float(pg.mediabox.width); ph = float(pg.mediabox.height)
            sc = min(8.5 * inch / pw, 11 * inch / ph)
            tx = k * 8.5 * inch + (8.5 * inch - pw * sc) / 2
            ty = (11 * inch - ph * sc) / 2
            sheet.merge_transformed_page(pg, Transformation().scale(sc).translate(tx, ty))
    with open(out_pdf, 'wb') as f:
        w.write(f)
