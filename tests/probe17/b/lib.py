"""Shared helpers for the probe17/b build: reportlab sections, chromium HTML, merge, stamps."""
import io, os, subprocess, tempfile, shutil
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.lib import colors
from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, Image as RLImage, KeepTogether)
from reportlab.pdfgen import canvas
from pypdf import PdfReader, PdfWriter

SS = getSampleStyleSheet()
BODY = ParagraphStyle('body', parent=SS['BodyText'], fontName='Times-Roman', fontSize=10.5,
                      leading=13.5, spaceAfter=6)
SMALL = ParagraphStyle('small', parent=BODY, fontSize=9, leading=11)
H1 = ParagraphStyle('h1', parent=SS['Heading1'], fontName='Helvetica-Bold', fontSize=14, spaceAfter=8)
H2 = ParagraphStyle('h2', parent=SS['Heading2'], fontName='Helvetica-Bold', fontSize=11.5, spaceAfter=4,
                    spaceBefore=8)
H3 = ParagraphStyle('h3', parent=SS['Heading3'], fontName='Helvetica-BoldOblique', fontSize=10.5,
                    spaceAfter=3, spaceBefore=6)
CENTER = ParagraphStyle('center', parent=BODY, alignment=1)
CAP = ParagraphStyle('cap', parent=BODY, fontName='Times-Roman', fontSize=10, leading=12.5)


def P(t, st=BODY):
    return Paragraph(t, st)


def table(rows, widths, head=True, size=9):
    cell = ParagraphStyle('cell', parent=BODY, fontSize=size, leading=size + 2, spaceAfter=0)
    data = [[Paragraph(str(c), cell) for c in r] for r in rows]
    t = Table(data, colWidths=widths, repeatRows=1 if head else 0)
    st = [('GRID', (0, 0), (-1, -1), 0.5, colors.black), ('VALIGN', (0, 0), (-1, -1), 'TOP')]
    if head:
        st.append(('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#dddddd')))
    t.setStyle(TableStyle(st))
    return t


def rl_section(story, footer, pagesize=letter, margins=(0.9, 0.9, 0.9, 1.0), header=None):
    """Build story to PDF bytes. footer(page_index)->str drawn bottom centre."""
    buf = io.BytesIO()
    l, r, t, b = margins

    def onpage(c, doc):
        c.saveState()
        c.setFont('Helvetica', 8.5)
        w, h = pagesize
        if footer:
            c.drawCentredString(w / 2, 0.55 * inch, footer(doc.page))
        if header:
            c.drawString(l * inch, h - 0.55 * inch, header)
            c.line(l * inch, h - 0.6 * inch, w - r * inch, h - 0.6 * inch)
        c.restoreState()
    doc = SimpleDocTemplate(buf, pagesize=pagesize, leftMargin=l * inch, rightMargin=r * inch,
                            topMargin=t * inch, bottomMargin=b * inch)
    doc.build(story, onFirstPage=onpage, onLaterPages=onpage)
    return buf.getvalue()


def canvas_pages(drawfuncs, pagesize=letter):
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=pagesize)
    for f in drawfuncs:
        f(c)
        c.showPage()
    c.save()
    return buf.getvalue()


def chromium_pdf(html):
    d = tempfile.mkdtemp()
    src = os.path.join(d, 'in.html')
    out = os.path.join(d, 'out.pdf')
    with open(src, 'w') as f:
        f.write(html)
    prof = tempfile.mkdtemp()
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
                    '--disable-background-networking', '--disable-component-update', '--disable-sync',
                    '--user-data-dir=' + prof, '--no-pdf-header-footer', '--print-to-pdf=' + out, src],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    data = open(out, 'rb').read()
    shutil.rmtree(d, ignore_errors=True)
    shutil.rmtree(prof, ignore_errors=True)
    return data


def soffice_pdf(html):
    d = tempfile.mkdtemp()
    src = os.path.join(d, 'vol.html')
    with open(src, 'w') as f:
        f.write(html)
    prof = tempfile.mkdtemp()
    subprocess.run(['soffice', '-env:UserInstallation=file://' + prof, '--headless',
                    '--infilter=HTML (StarWriter)', '--convert-to', 'pdf:writer_pdf_Export', '--outdir', d, src],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    data = open(os.path.join(d, 'vol.pdf'), 'rb').read()
    shutil.rmtree(d, ignore_errors=True)
    shutil.rmtree(prof, ignore_errors=True)
    return data


def merge(parts):
    w = PdfWriter()
    for p in parts:
        for pg in PdfReader(io.BytesIO(p)).pages:
            w.add_page(pg)
    buf = io.BytesIO()
    w.write(buf)
    return buf.getvalue()


def stamp(pdf_bytes, textfn, pos='br'):
    """Overlay textfn(i) (0-based page index) on each page."""
    w = PdfWriter(clone_from=io.BytesIO(pdf_bytes))
    for i, pg in enumerate(w.pages):
        W = float(pg.mediabox.width)
        Hh = float(pg.mediabox.height)
        b = io.BytesIO()
        c = canvas.Canvas(b, pagesize=(W, Hh))
        c.setFont('Courier-Bold', 9)
        t = textfn(i)
        if t:
            if pos == 'br':
                c.drawRightString(W - 0.45 * inch, 0.3 * inch, t)
            else:
                c.drawString(0.45 * inch, Hh - 0.35 * inch, t)
        c.save()
        pg.merge_page(PdfReader(io.BytesIO(b.getvalue())).pages[0])
    out = io.BytesIO()
    w.write(out)
    return out.getvalue()


def roman(n):
    vals = [(10, 'x'), (9, 'ix'), (5, 'v'), (4, 'iv'), (1, 'i')]
    s = ''
    for v, sym in vals:
        while n >= v:
            s += sym
            n -= v
    return s


def pdftext_pages(path):
    out = subprocess.run(['pdftotext', '-layout', path, '-'], capture_output=True, text=True).stdout
    pages = out.split('\f')
    if pages and pages[-1].strip() == '':
        pages = pages[:-1]
    return pages
