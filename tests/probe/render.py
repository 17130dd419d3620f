"""Tiny block-model renderers for the probe set.

A document is a list of blocks (tuples):
  ('title', text) ('subtitle', text) ('h1', text) ('h2', text) ('h3', text)
  ('p', text) ('lead', bold_lead, text) ('bullets', [text]) ('numlist', [text])
  ('table', header_or_None, rows, col_fractions) ('fig', figspec, caption)
  ('break',) ('space', points) ('small', text) ('sig', [lines]) ('center', text)
  ('cols_on',) ('cols_off',)  -- two-column flow (HTML renderer only)
A figspec is dict(w=pt, h=pt, prims=[...]) with primitives in points, origin top-left:
  ('poly', [(x,y),...], closed, stroke, dash, fill, width)
  ('text', x, y, text, size, bold)
  ('arrow', x1, y1, x2, y2)
  ('circle', x, y, r, stroke, fill)
"""
import html
import os
import subprocess
import tempfile

COLORS = {'black': (0, 0, 0), 'grey': (120, 120, 120), 'blue': (40, 90, 200),
          'green': (40, 140, 60), 'red': (200, 40, 40), 'brown': (140, 90, 40),
          'orange': (230, 130, 20), 'lightblue': (200, 225, 250), 'lightgreen': (215, 240, 210),
          'lightgrey': (230, 230, 230), 'tan': (245, 230, 200), None: None}


def hexcol(c):
    v = COLORS.get(c, c)
    if v is None:
        return 'none'
    return '#%02x%02x%02x' % v


# --------------------------------------------------------------------------- HTML

def fig_svg(fig):
    w, h = fig['w'], fig['h']
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%dpt" height="%dpt" viewBox="0 0 %d %d">' % (w, h, w, h),
           '<rect x="0.5" y="0.5" width="%d" height="%d" fill="none" stroke="#000" stroke-width="1"/>' % (w - 1, h - 1),
           '<defs><marker id="ah" markerWidth="8" markerHeight="8" refX="6" refY="3" orient="auto">'
           '<path d="M0,0 L6,3 L0,6 z" fill="#2858c8"/></marker></defs>']
    for p in fig['prims']:
        if p[0] == 'poly':
            _, pts, closed, stroke, dash, fill, width = p
            tag = 'polygon' if closed else 'polyline'
            d = ' stroke-dasharray="%s"' % dash if dash else ''
            out.append('<%s points="%s" fill="%s" stroke="%s" stroke-width="%s"%s/>' % (
                tag, ' '.join('%g,%g' % q for q in pts), hexcol(fill) if closed else 'none', hexcol(stroke), width, d))
        elif p[0] == 'text':
            _, x, y, t, size, bold = p
            out.append('<text x="%g" y="%g" font-family="Arial, Helvetica, sans-serif" font-size="%g"%s>%s</text>' % (
                x, y, size, ' font-weight="bold"' if bold else '', html.escape(t)))
        elif p[0] == 'arrow':
            _, x1, y1, x2, y2 = p
            out.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#2858c8" stroke-width="1.2" marker-end="url(#ah)"/>' % (x1, y1, x2, y2))
        elif p[0] == 'circle':
            _, x, y, r, stroke, fill = p
            out.append('<circle cx="%g" cy="%g" r="%g" stroke="%s" fill="%s" stroke-width="1"/>' % (x, y, r, hexcol(stroke), hexcol(fill)))
    out.append('</svg>')
    return '\n'.join(out)


def to_html(blocks, css, header_html=''):
    e = html.escape
    out = ['<!DOCTYPE html><html><head><meta charset="utf-8"><style>%s</style></head><body>' % css, header_html]
    for b in blocks:
        k = b[0]
        if k == 'title':
            out.append('<div class="title">%s</div>' % e(b[1]))
        elif k == 'subtitle':
            out.append('<div class="subtitle">%s</div>' % e(b[1]))
        elif k == 'center':
            out.append('<p class="center">%s</p>' % e(b[1]))
        elif k in ('h1', 'h2', 'h3'):
            out.append('<%s>%s</%s>' % (k, e(b[1]), k))
        elif k == 'p':
            out.append('<p>%s</p>' % e(b[1]))
        elif k == 'small':
            out.append('<p class="small">%s</p>' % e(b[1]))
        elif k == 'lead':
            out.append('<p><b>%s</b> %s</p>' % (e(b[1]), e(b[2])))
        elif k == 'bullets':
            out.append('<ul>%s</ul>' % ''.join('<li>%s</li>' % e(x) for x in b[1]))
        elif k == 'numlist':
            out.append('<ol>%s</ol>' % ''.join('<li>%s</li>' % e(x) for x in b[1]))
        elif k == 'table':
            hdr, rows, fr = b[1], b[2], b[3]
            t = ['<table>']
            if fr:
                t.append('<colgroup>%s</colgroup>' % ''.join('<col style="width:%d%%">' % int(f * 100) for f in fr))
            if hdr:
                t.append('<tr>%s</tr>' % ''.join('<th>%s</th>' % e(c) for c in hdr))
            for r in rows:
                t.append('<tr>%s</tr>' % ''.join('<td>%s</td>' % e(c) for c in r))
            t.append('</table>')
            out.append(''.join(t))
        elif k == 'fig':
            out.append('<div class="fig">%s<div class="cap">%s</div></div>' % (fig_svg(b[1]), e(b[2])))
        elif k == 'break':
            out.append('<div class="pb"></div>')
        elif k == 'space':
            out.append('<div style="height:%dpt"></div>' % b[1])
        elif k == 'sig':
            out.append('<div class="sig">%s</div>' % '<br>'.join(e(x) for x in b[1]))
        elif k == 'cols_on':
            out.append('<div class="cols">')
        elif k == 'cols_off':
            out.append('</div>')
        else:
            raise ValueError(k)
    out.append('</body></html>')
    return '\n'.join(out)


def chromium_pdf(html_text, out_pdf):
    with tempfile.TemporaryDirectory() as td:
        src = os.path.join(td, 'doc.html')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(html_text)
        subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer',
                        '--print-to-pdf=' + os.path.abspath(out_pdf), 'file://' + src],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# --------------------------------------------------------------------------- PIL (for docx figures)

def fig_png(fig, path, scale=3):
    from PIL import Image, ImageDraw, ImageFont
    w, h = int(fig['w'] * scale), int(fig['h'] * scale)
    im = Image.new('RGB', (w, h), 'white')
    d = ImageDraw.Draw(im)

    def font(size, bold):
        for fp in (['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'] if bold else []) + \
                ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
                 '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf']:
            if os.path.exists(fp):
                return ImageFont.truetype(fp, int(size * scale))
        return ImageFont.load_default()

    d.rectangle([0, 0, w - 1, h - 1], outline='black', width=2)
    for p in fig['prims']:
        if p[0] == 'poly':
            _, pts, closed, stroke, dash, fill, width = p
            sp = [(x * scale, y * scale) for x, y in pts]
            if closed and fill:
                d.polygon(sp, fill=COLORS[fill])
            seq = sp + ([sp[0]] if closed else [])
            if dash:
                on = float(str(dash).split(',')[0]) * scale
                for (x1, y1), (x2, y2) in zip(seq, seq[1:]):
                    L = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** .5 or 1
                    t = 0.0
                    while t < L:
                        t2 = min(t + on, L)
                        d.line([(x1 + (x2 - x1) * t / L, y1 + (y2 - y1) * t / L),
                                (x1 + (x2 - x1) * t2 / L, y1 + (y2 - y1) * t2 / L)], fill=COLORS[stroke], width=int(width * scale))
                        t += 2 * on
            else:
                d.line(seq, fill=COLORS[stroke], width=max(1, int(width * scale)))
        elif p[0] == 'text':
            _, x, y, t, size, bold = p
            d.text((x * scale, (y - size) * scale), t, fill='black', font=font(size, bold))
        elif p[0] == 'arrow':
            _, x1, y1, x2, y2 = [v * scale if i else v for i, v in enumerate(p)]
            d.line([(x1, y1), (x2, y2)], fill=COLORS['blue'], width=int(1.2 * scale))
            import math
            a = math.atan2(y2 - y1, x2 - x1)
            L = 6 * scale
            d.polygon([(x2, y2), (x2 - L * math.cos(a - .4), y2 - L * math.sin(a - .4)),
                       (x2 - L * math.cos(a + .4), y2 - L * math.sin(a + .4))], fill=COLORS['blue'])
        elif p[0] == 'circle':
            _, x, y, r, stroke, fill = p
            d.ellipse([(x - r) * scale, (y - r) * scale, (x + r) * scale, (y + r) * scale],
                      outline=COLORS[stroke], fill=COLORS[fill] if fill else None, width=2)
    im.save(path)


# --------------------------------------------------------------------------- DOCX via LibreOffice

def to_docx(blocks, path, font='Calibri', size=11, header_text=None, footer_text=None, margins_in=1.0):
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
    from docx.shared import Pt, Inches
    doc = docx.Document()
    st = doc.styles['Normal']
    st.font.name = font
    st.font.size = Pt(size)
    for s in doc.sections:
        s.left_margin = s.right_margin = Inches(margins_in)
        s.top_margin = s.bottom_margin = Inches(0.9)
        if header_text:
            s.header.paragraphs[0].text = header_text
            s.header.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.RIGHT
        if footer_text:
            s.footer.paragraphs[0].text = footer_text
            s.footer.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER
    tmpdir = tempfile.mkdtemp()
    nfig = 0
    for b in blocks:
        k = b[0]
        if k == 'title':
            p = doc.add_paragraph()
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            r = p.add_run(b[1]); r.bold = True; r.font.size = Pt(20)
        elif k == 'subtitle':
            p = doc.add_paragraph()
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            r = p.add_run(b[1]); r.font.size = Pt(13)
        elif k == 'center':
            p = doc.add_paragraph(b[1]); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif k == 'h1':
            doc.add_heading(b[1], 1)
        elif k == 'h2':
            doc.add_heading(b[1], 2)
        elif k == 'h3':
            doc.add_heading(b[1], 3)
        elif k == 'p':
            doc.add_paragraph(b[1])
        elif k == 'small':
            p = doc.add_paragraph(); r = p.add_run(b[1]); r.font.size = Pt(8.5)
        elif k == 'lead':
            p = doc.add_paragraph(); r = p.add_run(b[1] + ' '); r.bold = True; p.add_run(b[2])
        elif k == 'bullets':
            for x in b[1]:
                doc.add_paragraph(x, style='List Bullet')
        elif k == 'numlist':
            for i, x in enumerate(b[1], 1):
                doc.add_paragraph('%d. %s' % (i, x))
        elif k == 'table':
            hdr, rows, fr = b[1], b[2], b[3]
            ncol = len(rows[0]) if rows else len(hdr)
            t = doc.add_table(rows=0, cols=ncol)
            t.style = 'Table Grid'
            if hdr:
                cells = t.add_row().cells
                for c, v in zip(cells, hdr):
                    c.text = ''
                    r = c.paragraphs[0].add_run(v); r.bold = True; r.font.size = Pt(size - 1.5)
            for row in rows:
                cells = t.add_row().cells
                for c, v in zip(cells, row):
                    c.text = ''
                    r = c.paragraphs[0].add_run(v); r.font.size = Pt(size - 1.5)
            if fr:
                tot = 6.5 if margins_in == 1.0 else 8.5 - 2 * margins_in
                for row in t.rows:
                    for c, f in zip(row.cells, fr):
                        c.width = Inches(tot * f)
            doc.add_paragraph()
        elif k == 'fig':
            nfig += 1
            png = os.path.join(tmpdir, 'fig%d.png' % nfig)
            fig_png(b[1], png)
            doc.add_picture(png, width=Inches(min(6.5, b[1]['w'] / 72.0)))
            p = doc.add_paragraph(b[2]); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif k == 'break':
            doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
        elif k == 'space':
            p = doc.add_paragraph(); p.paragraph_format.space_after = Pt(b[1])
        elif k == 'sig':
            for x in b[1]:
                p = doc.add_paragraph(x); p.paragraph_format.space_after = Pt(2)
        elif k in ('cols_on', 'cols_off'):
            pass
        else:
            raise ValueError(k)
    doc.save(path)


def soffice_pdf(docx_path, out_pdf):
    outdir = os.path.dirname(os.path.abspath(docx_path))
    subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', outdir, docx_path],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    produced = os.path.splitext(os.path.abspath(docx_path))[0] + '.pdf'
    os.replace(produced, out_pdf)


# --------------------------------------------------------------------------- reportlab

def rl_drawing(fig):
    from reportlab.graphics.shapes import Drawing, PolyLine, Polygon, String, Line, Circle, Rect
    from reportlab.lib import colors as C
    w, h = fig['w'], fig['h']
    dr = Drawing(w, h)

    def col(c):
        v = COLORS.get(c, None)
        return None if v is None else C.Color(v[0] / 255., v[1] / 255., v[2] / 255.)
    dr.add(Rect(0, 0, w, h, strokeColor=C.black, fillColor=None))
    for p in fig['prims']:
        if p[0] == 'poly':
            _, pts, closed, stroke, dash, fill, width = p
            flat = []
            for x, y in pts:
                flat += [x, h - y]
            if closed:
                g = Polygon(flat, strokeColor=col(stroke), fillColor=col(fill), strokeWidth=width)
            else:
                g = PolyLine(flat, strokeColor=col(stroke), strokeWidth=width)
            if dash:
                g.strokeDashArray = [float(v) for v in str(dash).split(',')]
            dr.add(g)
        elif p[0] == 'text':
            _, x, y, t, size, bold = p
            dr.add(String(x, h - y, t, fontSize=size, fontName='Helvetica-Bold' if bold else 'Helvetica'))
        elif p[0] == 'arrow':
            import math
            _, x1, y1, x2, y2 = p
            dr.add(Line(x1, h - y1, x2, h - y2, strokeColor=col('blue'), strokeWidth=1.2))
            a = math.atan2((h - y2) - (h - y1), x2 - x1)
            L = 6
            dr.add(Polygon([x2, h - y2, x2 - L * math.cos(a - .4), h - y2 - L * math.sin(a - .4),
                            x2 - L * math.cos(a + .4), h - y2 - L * math.sin(a + .4)], fillColor=col('blue'), strokeColor=None))
        elif p[0] == 'circle':
            _, x, y, r, stroke, fill = p
            dr.add(Circle(x, h - y, r, strokeColor=col(stroke), fillColor=col(fill)))
    return dr


# --------------------------------------------------------------------------- fpdf2

def fpdf_figure(pdf, fig, x0, y0, scale=1.0):
    """Draw fig with its top-left at (x0, y0) (pt units)."""
    import math
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(1)
    pdf.rect(x0, y0, fig['w'] * scale, fig['h'] * scale)
    for p in fig['prims']:
        if p[0] == 'poly':
            _, pts, closed, stroke, dash, fill, width = p
            sp = [(x0 + x * scale, y0 + y * scale) for x, y in pts]
            pdf.set_draw_color(*COLORS[stroke])
            pdf.set_line_width(width)
            if dash:
                on = float(str(dash).split(',')[0])
                pdf.set_dash_pattern(dash=on, gap=on)
            if closed and fill:
                pdf.set_fill_color(*COLORS[fill])
                pdf.polygon(sp, style='DF')
            elif closed:
                pdf.polygon(sp, style='D')
            else:
                pdf.polyline(sp)
            pdf.set_dash_pattern()
        elif p[0] == 'text':
            _, x, y, t, size, bold = p
            pdf.set_font('Helvetica', 'B' if bold else '', size * scale)
            pdf.text(x0 + x * scale, y0 + y * scale, t)
        elif p[0] == 'arrow':
            _, x1, y1, x2, y2 = p
            X1, Y1, X2, Y2 = x0 + x1 * scale, y0 + y1 * scale, x0 + x2 * scale, y0 + y2 * scale
            pdf.set_draw_color(*COLORS['blue'])
            pdf.set_line_width(1.2)
            pdf.line(X1, Y1, X2, Y2)
            a = math.atan2(Y2 - Y1, X2 - X1)
            L = 6
            pdf.set_fill_color(*COLORS['blue'])
            pdf.polygon([(X2, Y2), (X2 - L * math.cos(a - .4), Y2 - L * math.sin(a - .4)),
                         (X2 - L * math.cos(a + .4), Y2 - L * math.sin(a + .4))], style='F')
        elif p[0] == 'circle':
            _, x, y, r, stroke, fill = p
            pdf.set_draw_color(*COLORS[stroke])
            pdf.set_line_width(1)
            if fill:
                pdf.set_fill_color(*COLORS[fill])
            pdf.circle(x0 + x * scale, y0 + y * scale, r * scale, style='DF' if fill else 'D')
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(0.5)


# --------------------------------------------------------------------------- reportlab platypus

def to_reportlab(blocks, path, first_page=None, later_pages=None, base_font='Times-Roman', bold_font='Times-Bold',
                 size=10.5, margins=(72, 72, 80, 72)):
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib import colors
    from reportlab.lib.enums import TA_CENTER
    from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, PageBreak,
                                    ListFlowable, ListItem, KeepTogether)
    from xml.sax.saxutils import escape as x
    lm, rm, tm, bm = margins
    S = {
        'p': ParagraphStyle('p', fontName=base_font, fontSize=size, leading=size * 1.3, spaceAfter=6),
        'small': ParagraphStyle('s', fontName=base_font, fontSize=size - 2, leading=(size - 2) * 1.25, spaceAfter=4),
        'h1': ParagraphStyle('h1', fontName=bold_font, fontSize=size + 2.5, leading=(size + 2.5) * 1.3, spaceBefore=10, spaceAfter=5),
        'h2': ParagraphStyle('h2', fontName=bold_font, fontSize=size + 1, leading=(size + 1) * 1.3, spaceBefore=7, spaceAfter=3),
        'h3': ParagraphStyle('h3', fontName=bold_font, fontSize=size, leading=size * 1.3, spaceBefore=5, spaceAfter=2),
        'title': ParagraphStyle('t', fontName=bold_font, fontSize=18, leading=23, alignment=TA_CENTER, spaceAfter=8),
        'subtitle': ParagraphStyle('st', fontName=base_font, fontSize=12.5, leading=16, alignment=TA_CENTER, spaceAfter=4),
        'center': ParagraphStyle('c', fontName=base_font, fontSize=size, leading=size * 1.3, alignment=TA_CENTER),
        'cell': ParagraphStyle('cell', fontName=base_font, fontSize=size - 1.5, leading=(size - 1.5) * 1.2),
        'cellb': ParagraphStyle('cellb', fontName=bold_font, fontSize=size - 1.5, leading=(size - 1.5) * 1.2),
    }
    W = letter[0] - lm - rm
    story = []
    for b in blocks:
        k = b[0]
        if k in ('p', 'small', 'h1', 'h2', 'h3', 'title', 'subtitle', 'center'):
            story.append(Paragraph(x(b[1]), S[k]))
        elif k == 'lead':
            story.append(Paragraph('<font name="%s">%s</font> %s' % (bold_font, x(b[1]), x(b[2])), S['p']))
        elif k in ('bullets', 'numlist'):
            items = [ListItem(Paragraph(x(t), S['p']), leftIndent=14) for t in b[1]]
            story.append(ListFlowable(items, bulletType='bullet' if k == 'bullets' else '1', start=None if k == 'bullets' else 1,
                                      leftIndent=16, bulletFontName=base_font, bulletFontSize=size - 1))
        elif k == 'table':
            hdr, rows, fr = b[1], b[2], b[3]
            data = []
            if hdr:
                data.append([Paragraph(x(c), S['cellb']) for c in hdr])
            for r in rows:
                data.append([Paragraph(x(c), S['cell']) for c in r])
            ncol = len(data[0])
            cw = [W * f for f in fr] if fr else [W / ncol] * ncol
            t = Table(data, colWidths=cw, repeatRows=1 if hdr else 0)
            st = [('GRID', (0, 0), (-1, -1), 0.5, colors.black), ('VALIGN', (0, 0), (-1, -1), 'TOP'),
                  ('TOPPADDING', (0, 0), (-1, -1), 2), ('BOTTOMPADDING', (0, 0), (-1, -1), 3)]
            if hdr:
                st.append(('BACKGROUND', (0, 0), (-1, 0), colors.Color(.88, .88, .88)))
            t.setStyle(TableStyle(st))
            story.append(t)
            story.append(Spacer(1, 6))
        elif k == 'fig':
            d = rl_drawing(b[1])
            sc = min(1.0, W / b[1]['w'])
            d.scale(sc, sc)
            d.width, d.height = b[1]['w'] * sc, b[1]['h'] * sc
            story.append(KeepTogether([d, Spacer(1, 4), Paragraph(x(b[2]), S['center'])]))
        elif k == 'break':
            story.append(PageBreak())
        elif k == 'space':
            story.append(Spacer(1, b[1]))
        elif k == 'sig':
            for t in b[1]:
                story.append(Paragraph(x(t), ParagraphStyle('sg', parent=S['p'], spaceAfter=1)))
            story.append(Spacer(1, 8))
        elif k in ('cols_on', 'cols_off'):
            pass
        else:
            raise ValueError(k)
    doc = SimpleDocTemplate(path, pagesize=letter, leftMargin=lm, rightMargin=rm, topMargin=tm, bottomMargin=bm,
                            title='SWPPP', author='', producer='ReportLab')
    doc.build(story, onFirstPage=first_page or (lambda c, d: None), onLaterPages=later_pages or (lambda c, d: None))
