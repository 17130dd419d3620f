#!/usr/bin/env python3
"""Build the three p14b_ plans and labels.json.  Run with the venv python:  venv/bin/python build.py"""
import os, sys, subprocess, json, io
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, 'src'))
OUT = os.path.abspath(os.environ.get('OUT') or os.path.join(os.path.dirname(HERE), 'b-out'))
PDF = os.path.join(OUT, 'pdf'); TMP = os.environ.get('BUILD') or os.path.join(HERE, 'build_tmp')
os.makedirs(PDF, exist_ok=True); os.makedirs(TMP, exist_ok=True)
from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen import canvas as rl_canvas

def chromium_pdf(html_path, pdf_path):
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                    '--print-to-pdf=' + pdf_path, 'file://' + html_path], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def footer_overlay(path, text_fn):
    """Stamp a footer on each page (reportlab), returns writer."""
    w = PdfWriter(clone_from=path)
    n = len(w.pages)
    for i, p in enumerate(w.pages):
        t = text_fn(i + 1, n)
        if not t:
            continue
        wd, ht = float(p.mediabox.width), float(p.mediabox.height)
        buf = io.BytesIO(); c = rl_canvas.Canvas(buf, pagesize=(wd, ht))
        c.setFont('Helvetica', 7.5); c.drawRightString(wd - 40 if wd < 1000 else wd - 250, 24, t)
        c.showPage(); c.save(); buf.seek(0)
        p.merge_page(PdfReader(buf).pages[0])
    return w

def plan1():
    import plan1_body, plan1_appx
    h = os.path.join(TMP, 'p1_body.html'); open(h, 'w').write(plan1_body.build_html())
    b = os.path.join(TMP, 'p1_body.pdf'); chromium_pdf(h, b)
    a = os.path.join(TMP, 'p1_appx.pdf'); plan1_appx.build(a)
    w = PdfWriter()
    for f in (b, a):
        for p in PdfReader(f).pages: w.add_page(p)
    m = os.path.join(TMP, 'p1_merged.pdf'); w.write(m)
    w = footer_overlay(m, lambda i, n: None if i == 1 else 'Eatons Neck Beach Club SWPPP  -  page %d of %d' % (i, n))
    w.add_metadata({'/Title': 'Eatons Neck Beach Club - SWPPP - Point-by-point response to Village Code Ch. 44',
                    '/Author': 'Harbor Line Civil, PLLC'})
    w.write(os.path.join(PDF, 'p14b_asharoken_beach_club_code_response.pdf'))

if __name__ == '__main__':
    which = sys.argv[1:] or ['1', '2', '3', 'labels']
    if '1' in which: plan1()
    if '2' in which:
        import plan2; plan2.build(os.path.join(PDF, 'p14b_somers_hillandale_pond_dam_report.pdf'), TMP)
    if '3' in which:
        import plan3; plan3.build(os.path.join(PDF, 'p14b_somers_brookside_field_boards.pdf'), TMP)
    if 'labels' in which:
        import labels_src; labels_src.write(PDF, os.path.join(OUT, 'labels.json'))
