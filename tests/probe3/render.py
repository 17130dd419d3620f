"""Renderers for the probe3 plans: Chromium (HTML), LibreOffice (docx), reportlab, fpdf2.

A plan is a list of blocks:
  ("cover", [(text, size_pt, bold), ...])
  ("h1"|"h2"|"h3", text)      ("p", text)      ("small", text)
  ("ul", [text, ...])         ("kv", [(key, value), ...])
  ("table", [headers], [[cells]], [width fractions] or None)
  ("box", title, [blocks])    ("map", spec)    ("break",)
Map spec: title, sheet, ft_per_in, w, h (feet), els, legend (lines), notes (lines).
Map elements (feet, y up): ("rect", x, y, w, h, opts), ("poly", [(x, y), ...], opts),
  ("circle", x, y, r, opts), ("text", x, y, text, size_pt).
opts: dash (bool), fill ("#rrggbb" or None), stroke ("#rrggbb"), width (pt).
"""
import html
import os
import re
import subprocess

from reportlab.lib.pagesizes import letter, landscape

PT = 72.0


# ---------------------------------------------------------------- maps (reportlab)
def _hex(c):
    from reportlab.lib import colors
    return colors.HexColor(c)


def draw_map_reportlab(c, spec, page_w, page_h, header=None):
    """Draw a landscape map sheet on reportlab canvas c (whole page)."""
    s = PT / spec["ft_per_in"]  # points per foot
    x0, y0 = 36, 60
    c.setLineWidth(1.2)
    c.rect(24, 24, page_w - 48, page_h - 48)
    for el in spec["els"]:
        kind = el[0]
        o = el[-1] if isinstance(el[-1], dict) else {}
        if kind in ("rect", "poly", "circle"):
            c.setStrokeColor(_hex(o.get("stroke", "#000000")))
            c.setLineWidth(o.get("width", 0.8))
            c.setDash(4, 3) if o.get("dash") else c.setDash()
            fill = o.get("fill")
            if fill:
                c.setFillColor(_hex(fill))
        if kind == "rect":
            _, x, y, w, h = el[:5]
            c.rect(x0 + x * s, y0 + y * s, w * s, h * s, fill=1 if o.get("fill") else 0)
        elif kind == "poly":
            pts = el[1]
            p = c.beginPath()
            p.moveTo(x0 + pts[0][0] * s, y0 + pts[0][1] * s)
            for (x, y) in pts[1:]:
                p.lineTo(x0 + x * s, y0 + y * s)
            c.drawPath(p, stroke=1, fill=0)
        elif kind == "circle":
            _, x, y, r = el[:4]
            c.circle(x0 + x * s, y0 + y * s, max(r * s, 2), fill=1 if o.get("fill") else 0)
        elif kind == "text":
            _, x, y, t, size = el[:5]
            c.setFillColor(_hex("#000000"))
            c.setFont("Helvetica", size)
            c.drawString(x0 + x * s, y0 + y * s, t)
        c.setDash()
        c.setFillColor(_hex("#000000"))
        c.setStrokeColor(_hex("#000000"))
    # scale bar
    c.setLineWidth(1)
    c.line(x0, 40, x0 + PT, 40)
    c.line(x0, 37, x0, 43)
    c.line(x0 + PT, 37, x0 + PT, 43)
    c.setFont("Helvetica", 7)
    c.drawString(x0 + PT + 6, 37, f"GRAPHIC SCALE: 1 inch = {spec['ft_per_in']} ft (true scale on this sheet)")
    # right column: title block, legend, notes
    rx = page_w - 24 - 190
    c.line(rx, 24, rx, page_h - 24)
    y = page_h - 44
    if header:
        c.setFont("Helvetica", 7)
        c.drawString(rx + 8, y, header)
        y -= 16
    c.setFont("Helvetica-Bold", 9)
    for line in _wrap(spec["title"], 34):
        c.drawString(rx + 8, y, line)
        y -= 11
    c.setFont("Helvetica", 8)
    c.drawString(rx + 8, y, "Sheet " + spec["sheet"])
    y -= 16
    for head, lines in (("LEGEND", spec.get("legend", [])), ("NOTES", spec.get("notes", []))):
        if not lines:
            continue
        c.setFont("Helvetica-Bold", 8)
        c.drawString(rx + 8, y, head)
        y -= 11
        c.setFont("Helvetica", 7)
        for ln in lines:
            for part in _wrap(ln, 44):
                c.drawString(rx + 8, y, part)
                y -= 9
            y -= 2
        y -= 6


def _wrap(text, n):
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > n:
            lines.append(cur)
            cur = w
        else:
            cur = (cur + " " + w).strip()
    if cur:
        lines.append(cur)
    return lines


def map_pdf_page(spec, path, header=None):
    from reportlab.pdfgen import canvas
    w, h = landscape(letter)
    c = canvas.Canvas(path, pagesize=(w, h))
    draw_map_reportlab(c, spec, w, h, header)
    c.showPage()
    c.save()


# ---------------------------------------------------------------- maps (SVG)
def map_svg(spec):
    s = PT / spec["ft_per_in"]
    W, H = spec["w"] * s, spec["h"] * s
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W / PT:.2f}in" height="{H / PT:.2f}in" '
           f'viewBox="0 0 {W:.1f} {H:.1f}" font-family="Liberation Sans, Arial">']
    out.append(f'<rect x="0" y="0" width="{W:.1f}" height="{H:.1f}" fill="none" stroke="#999" stroke-width="0.5"/>')

    def Y(y):
        return H - y * s
    for el in spec["els"]:
        kind = el[0]
        o = el[-1] if isinstance(el[-1], dict) else {}
        st = f'stroke="{o.get("stroke", "#000")}" stroke-width="{o.get("width", 0.8)}" ' \
             f'fill="{o.get("fill") or "none"}"' + (' stroke-dasharray="4 3"' if o.get("dash") else "")
        if kind == "rect":
            _, x, y, w, h = el[:5]
            out.append(f'<rect x="{x * s:.1f}" y="{Y(y + h):.1f}" width="{w * s:.1f}" height="{h * s:.1f}" {st}/>')
        elif kind == "poly":
            pts = " ".join(f"{x * s:.1f},{Y(y):.1f}" for x, y in el[1])
            out.append(f'<polyline points="{pts}" {st}/>')
        elif kind == "circle":
            _, x, y, r = el[:4]
            out.append(f'<circle cx="{x * s:.1f}" cy="{Y(y):.1f}" r="{max(r * s, 2):.1f}" {st}/>')
        elif kind == "text":
            _, x, y, t, size = el[:5]
            out.append(f'<text x="{x * s:.1f}" y="{Y(y):.1f}" font-size="{size}">{html.escape(t)}</text>')
    out.append("</svg>")
    return "\n".join(out)


# ---------------------------------------------------------------- HTML / Chromium
def _html_blocks(blocks, maphdr):
    o = []
    for b in blocks:
        k = b[0]
        if k == "cover":
            o.append('<div class="cover">')
            for t, size, bold in b[1]:
                o.append(f'<div style="font-size:{size}pt;{"font-weight:bold;" if bold else ""}margin:6pt 0">'
                         f'{html.escape(t)}</div>')
            o.append("</div>")
        elif k in ("h1", "h2", "h3"):
            o.append(f"<{k}>{html.escape(b[1])}</{k}>")
        elif k == "p":
            o.append(f"<p>{html.escape(b[1])}</p>")
        elif k == "small":
            o.append(f'<p class="small">{html.escape(b[1])}</p>')
        elif k == "ul":
            o.append("<ul>" + "".join(f"<li>{html.escape(t)}</li>" for t in b[1]) + "</ul>")
        elif k == "kv":
            o.append('<table class="kv">' + "".join(
                f"<tr><th>{html.escape(a)}</th><td>{html.escape(v)}</td></tr>" for a, v in b[1]) + "</table>")
        elif k == "table":
            hdr, rows = b[1], b[2]
            widths = b[3] if len(b) > 3 and b[3] else None
            cols = ""
            if widths:
                cols = "<colgroup>" + "".join(f'<col style="width:{w * 100:.0f}%">' for w in widths) + "</colgroup>"
            o.append('<table class="grid">' + cols + "<thead><tr>" +
                     "".join(f"<th>{html.escape(h)}</th>" for h in hdr) + "</tr></thead><tbody>" +
                     "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in rows) +
                     "</tbody></table>")
        elif k == "box":
            o.append(f'<div class="box"><div class="boxtitle">{html.escape(b[1])}</div>'
                     + _html_blocks(b[2], maphdr) + "</div>")
        elif k == "map":
            spec = b[1]
            brk = "break-before: page; " if spec.get("fullpage", True) else ""
            o.append(f'<div class="mapsheet" style="{brk}break-inside: avoid"><div class="maptitle">' + html.escape(spec["title"]) +
                     " &mdash; Sheet " + html.escape(spec["sheet"]) + "</div>" + map_svg(spec) +
                     f'<div class="scalebar"><span class="bar"></span> 1 inch = {spec["ft_per_in"]} ft '
                     "(true scale as printed)</div>")
            for head, lines in (("Legend", spec.get("legend", [])), ("Notes", spec.get("notes", []))):
                if lines:
                    o.append(f'<div class="maplegend"><b>{head}</b><ul>' +
                             "".join(f"<li>{html.escape(t)}</li>" for t in lines) + "</ul></div>")
            o.append("</div>")
        elif k == "break":
            o.append('<div class="pb"></div>')
        else:
            raise ValueError(k)
    return "\n".join(o)


def render_html(plan, out_pdf, tmp):
    st = plan["style"]
    body = _html_blocks(plan["blocks"], st.get("header", ""))
    doc = f"""<!doctype html><html><head><meta charset="utf-8"><style>
@page {{ size: letter; margin: {st.get('margin', '0.8in 0.75in 0.8in 0.75in')}; }}
body {{ font-family: {st.get('font', '"Liberation Sans", Arial, sans-serif')}; font-size: {st.get('size', '10pt')};
  font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0; hyphens: manual; line-height: 1.3; }}
.pb {{ break-after: page; }}
h1 {{ font-size: 14pt; margin: 10pt 0 6pt 0; }} h2 {{ font-size: 11.5pt; margin: 10pt 0 4pt 0; }}
h3 {{ font-size: 10.5pt; margin: 8pt 0 3pt 0; }}
p {{ margin: 4pt 0; }} .small {{ font-size: 8.5pt; color: #333; }}
table {{ border-collapse: collapse; width: 100%; margin: 5pt 0; page-break-inside: auto; }}
tr {{ page-break-inside: avoid; }}
table.grid th, table.grid td {{ border: 0.6pt solid #555; padding: 2pt 4pt; vertical-align: top; text-align: left; }}
table.grid th {{ background: #e4e4e4; }}
table.kv th {{ text-align: left; width: 32%; padding: 2pt 4pt; vertical-align: top; border-bottom: 0.4pt solid #aaa; }}
table.kv td {{ padding: 2pt 4pt; border-bottom: 0.4pt solid #aaa; }}
.box {{ border: 1pt solid #000; margin: 6pt 0; padding: 0 6pt 4pt 6pt; page-break-inside: avoid; }}
.boxtitle {{ background: #ddd; margin: 0 -6pt 4pt -6pt; padding: 3pt 6pt; font-weight: bold; }}
.cover {{ margin-top: 1.2in; text-align: center; }}
.mapsheet svg {{ display: block; margin: 4pt 0; }}
.maptitle {{ font-weight: bold; font-size: 11pt; }}
.scalebar {{ font-size: 8pt; }} .scalebar .bar {{ display: inline-block; width: 1in; border-bottom: 1.5pt solid #000; }}
.maplegend {{ font-size: 8pt; }} .maplegend ul {{ margin: 2pt 0 2pt 14pt; padding: 0; }}
.docid {{ font-size: 7.5pt; color: #444; border-bottom: 0.5pt solid #888; margin-bottom: 6pt; }}
.runhead {{ position: fixed; top: -0.55in; left: 0; right: 0; font-size: 7.5pt; color: #444;
  border-bottom: 0.5pt solid #888; }}
.runfoot {{ position: fixed; bottom: -0.55in; left: 0; right: 0; font-size: 7.5pt; color: #444;
  border-top: 0.5pt solid #888; }}
{st.get('css', '')}
</style></head><body>
<div class="docid">{html.escape(st.get('header', ''))}</div>
{body}
</body></html>"""
    src = os.path.join(tmp, plan["name"] + ".html")
    with open(src, "w") as f:
        f.write(doc)
    prof = os.path.join(tmp, "chromium-profile")
    subprocess.run(["/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu",
                    f"--user-data-dir={prof}", "--no-pdf-header-footer",
                    f"--print-to-pdf={out_pdf}", "file://" + src],
                   check=True, capture_output=True, timeout=180)


# ---------------------------------------------------------------- DOCX / LibreOffice
def render_docx(plan, out_pdf, tmp):
    from docx import Document
    from docx.shared import Pt, Inches
    from docx.enum.text import WD_BREAK
    from docx.oxml.ns import qn
    from docx.oxml import OxmlElement
    st = plan["style"]
    d = Document()
    sec = d.sections[0]
    sec.page_width, sec.page_height = Inches(8.5), Inches(11)
    sec.left_margin = sec.right_margin = Inches(1)
    sec.top_margin = sec.bottom_margin = Inches(0.9)
    normal = d.styles["Normal"]
    normal.font.name = st.get("font", "Liberation Serif")
    normal.font.size = Pt(st.get("size", 10.5))
    for hn, sz in (("Heading 1", 14), ("Heading 2", 12), ("Heading 3", 10.5)):
        hs = d.styles[hn]
        hs.font.name = st.get("hfont", "Liberation Sans")
        hs.font.size = Pt(sz)
    hp = sec.header.paragraphs[0]
    hp.text = st.get("header", "")
    hp.runs[0].font.size = Pt(8)
    fp = sec.footer.paragraphs[0]
    r = fp.add_run(st.get("footer", "") + "    Page ")
    r.font.size = Pt(8)
    fld = OxmlElement("w:fldSimple")
    fld.set(qn("w:instr"), "PAGE")
    rr = OxmlElement("w:r")
    tt = OxmlElement("w:t")
    tt.text = "1"
    rr.append(tt)
    fld.append(rr)
    fp._p.append(fld)
    maps = {}

    def page_break():
        d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

    def add_table(hdr, rows, widths, grid=True):
        t = d.add_table(rows=0, cols=len(hdr) if hdr else len(rows[0]))
        t.style = "Table Grid"
        if hdr:
            cells = t.add_row().cells
            for i, h in enumerate(hdr):
                cells[i].text = ""
                run = cells[i].paragraphs[0].add_run(h)
                run.bold = True
                run.font.size = Pt(9)
        for row in rows:
            cells = t.add_row().cells
            for i, v in enumerate(row):
                cells[i].text = ""
                run = cells[i].paragraphs[0].add_run(v)
                run.font.size = Pt(9)
        if widths:
            for row in t.rows:
                for i, w in enumerate(widths):
                    row.cells[i].width = Inches(6.5 * w)
        d.add_paragraph()

    state = {"broke": True}

    def emit(blocks):
        for b in blocks:
            k = b[0]
            state["broke"] = False
            if k == "cover":
                for _ in range(5):
                    d.add_paragraph()
                for t, size, bold in b[1]:
                    p = d.add_paragraph()
                    p.alignment = 1
                    run = p.add_run(t)
                    run.font.size = Pt(size)
                    run.bold = bold
            elif k in ("h1", "h2", "h3"):
                d.add_heading(b[1], level=int(k[1]))
            elif k == "p":
                d.add_paragraph(b[1])
            elif k == "small":
                p = d.add_paragraph()
                run = p.add_run(b[1])
                run.font.size = Pt(8.5)
                run.italic = True
            elif k == "ul":
                for t in b[1]:
                    d.add_paragraph(t, style="List Bullet")
            elif k == "kv":
                add_table(None, [[a, v] for a, v in b[1]], [0.32, 0.68])
            elif k == "table":
                add_table(b[1], b[2], b[3] if len(b) > 3 else None)
            elif k == "box":
                p = d.add_paragraph()
                run = p.add_run(b[1])
                run.bold = True
                emit(b[2])
            elif k == "map":
                key = f"MAPPLACEHOLDER{len(maps) + 1}"
                maps[key] = b[1]
                if not state["broke"]:
                    page_break()
                d.add_paragraph(key)
                page_break()
                state["broke"] = True
                continue
            elif k == "break":
                if not state["broke"]:
                    page_break()
                state["broke"] = True
                continue
            else:
                raise ValueError(k)
    emit(plan["blocks"])
    src = os.path.join(tmp, plan["name"] + ".docx")
    d.save(src)
    prof = os.path.join(tmp, "lo-profile")
    subprocess.run(["/usr/bin/soffice", f"-env:UserInstallation=file://{prof}", "--headless",
                    "--convert-to", "pdf", "--outdir", tmp, src], check=True, capture_output=True, timeout=300)
    conv = os.path.join(tmp, plan["name"] + ".pdf")
    from pypdf import PdfReader, PdfWriter
    rd = PdfReader(conv)
    wr = PdfWriter()
    for page in rd.pages:
        txt = page.extract_text() or ""
        m = re.search(r"MAPPLACEHOLDER\d+", txt)
        if m:
            mp = os.path.join(tmp, m.group(0) + plan["name"] + ".pdf")
            map_pdf_page(maps[m.group(0)], mp, st.get("header"))
            wr.add_page(PdfReader(mp).pages[0])
        else:
            wr.add_page(page)
    wr.add_metadata({"/Producer": "LibreOffice 7 (Writer) with map sheets from ReportLab, merged by pypdf",
                     "/Title": plan["name"]})
    with open(out_pdf, "wb") as f:
        wr.write(f)


# ---------------------------------------------------------------- reportlab platypus
def render_reportlab(plan, out_pdf, tmp):
    from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table,
                                    TableStyle, PageBreak, NextPageTemplate, KeepTogether)
    from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
    from reportlab.lib import colors
    from reportlab.platypus.flowables import Flowable
    st = plan["style"]
    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Times-Roman", fontSize=10.5, leading=13.5)
    small = ParagraphStyle("s", parent=body, fontSize=8.5, leading=10.5, fontName="Times-Italic")
    cell = ParagraphStyle("c", parent=body, fontSize=8.8, leading=10.6, fontName="Helvetica")
    cellb = ParagraphStyle("cb", parent=cell, fontName="Helvetica-Bold")
    hs = {"h1": ParagraphStyle("h1", parent=ss["Heading1"], fontName="Helvetica-Bold", fontSize=14),
          "h2": ParagraphStyle("h2", parent=ss["Heading2"], fontName="Helvetica-Bold", fontSize=11.5),
          "h3": ParagraphStyle("h3", parent=ss["Heading3"], fontName="Helvetica-Bold", fontSize=10.5)}
    W, H = letter

    def esc(t):
        return html.escape(t)

    class MapFlow(Flowable):
        def __init__(self, spec):
            super().__init__()
            self.spec = spec

        def wrap(self, aw, ah):
            return (aw, ah)

        def draw(self):
            c = self.canv
            c.saveState()
            c.translate(-self._frame_x if hasattr(self, "_frame_x") else 0, 0)
            c.restoreState()

    maps = []

    def on_page(c, doc):
        c.saveState()
        c.setFont("Helvetica", 7.5)
        c.drawString(54, H - 36, st.get("header", ""))
        c.drawRightString(W - 54, 30, f"{st.get('footer', '')}   Page {doc.page}")
        c.restoreState()

    def on_map(c, doc):
        spec = maps.pop(0)
        pw, ph = landscape(letter)
        draw_map_reportlab(c, spec, pw, ph, st.get("header"))

    doc = BaseDocTemplate(out_pdf, pagesize=letter, title=plan["name"], author=st.get("author", ""))
    frame = Frame(54, 54, W - 108, H - 108, id="f")
    lw, lh = landscape(letter)
    mframe = Frame(30, 30, lw - 60, lh - 60, id="m")
    doc.addPageTemplates([PageTemplate("normal", [frame], onPage=on_page),
                          PageTemplate("map", [mframe], onPage=on_map, pagesize=landscape(letter))])
    story = []

    def mk_table(hdr, rows, widths, grid=True, keyw=None):
        data = []
        if hdr:
            data.append([Paragraph(esc(h), cellb) for h in hdr])
        for r in rows:
            data.append([Paragraph(esc(c), cell) for c in r])
        avail = W - 108
        cw = [avail * w for w in widths] if widths else None
        t = Table(data, colWidths=cw, repeatRows=1 if hdr else 0)
        style = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("GRID", (0, 0), (-1, -1), 0.5, colors.grey)]
        if hdr:
            style.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e6e6e6")))
        t.setStyle(TableStyle(style))
        return t

    def emit(blocks, into):
        for b in blocks:
            k = b[0]
            if k == "cover":
                into.append(Spacer(1, 120))
                for t, size, bold in b[1]:
                    into.append(Paragraph(esc(t), ParagraphStyle("cv", parent=body, fontSize=size,
                                                                  leading=size * 1.3, alignment=1,
                                                                  fontName="Helvetica-Bold" if bold else "Helvetica")))
                    into.append(Spacer(1, 6))
            elif k in hs:
                into.append(Paragraph(esc(b[1]), hs[k]))
            elif k == "p":
                into.append(Paragraph(esc(b[1]), body))
            elif k == "small":
                into.append(Paragraph(esc(b[1]), small))
            elif k == "ul":
                for t in b[1]:
                    into.append(Paragraph(esc(t), body, bulletText="\u2022"))
            elif k == "kv":
                into.append(mk_table(None, [[a, v] for a, v in b[1]], [0.3, 0.7]))
                into.append(Spacer(1, 6))
            elif k == "table":
                into.append(mk_table(b[1], b[2], b[3] if len(b) > 3 else None))
                into.append(Spacer(1, 6))
            elif k == "box":
                inner = []
                emit(b[2], inner)
                t = Table([[Paragraph(esc(b[1]), cellb)], [inner]], colWidths=[W - 108])
                t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1, colors.black),
                                       ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dddddd"))]))
                into.append(t)
                into.append(Spacer(1, 6))
            elif k == "map":
                maps.append(b[1])
                into.append(NextPageTemplate("map"))
                into.append(PageBreak())
                into.append(Spacer(1, 1))
                into.append(NextPageTemplate("normal"))
                into.append(PageBreak())
            elif k == "break":
                into.append(PageBreak())
            else:
                raise ValueError(k)
    emit(plan["blocks"], story)
    doc.build(story)


# ---------------------------------------------------------------- fpdf2
def render_fpdf(plan, out_pdf, tmp):
    from fpdf import FPDF
    st = plan["style"]
    fontdir = "/usr/share/fonts/truetype/dejavu/"

    class P(FPDF):
        def header(self):
            if getattr(self, "is_map", False):
                return
            self.set_font("dv", "", 7.5)
            self.set_text_color(70, 70, 70)
            self.cell(0, 10, st.get("header", ""), new_x="LMARGIN", new_y="NEXT")
            self.line(self.l_margin, self.get_y(), self.w - self.r_margin, self.get_y())
            self.ln(6)
            self.set_text_color(0, 0, 0)

        def footer(self):
            if getattr(self, "is_map", False):
                return
            self.set_y(-36)
            self.set_font("dv", "", 7.5)
            self.cell(0, 10, f"{st.get('footer', '')}    Page {self.page_no()}", align="R")

    pdf = P(unit="pt", format="letter")
    pdf.add_font("dv", "", fontdir + "DejaVuSans.ttf")
    pdf.add_font("dv", "B", fontdir + "DejaVuSans-Bold.ttf")
    pdf.add_font("dv", "I", fontdir + "DejaVuSans-Oblique.ttf")
    pdf.set_margins(54, 50, 54)
    pdf.set_auto_page_break(True, 54)
    pdf.is_map = False
    pdf.add_page()
    fs = st.get("size", 9.5)

    def para(t, size=fs, style="", h=None):
        pdf.set_font("dv", style, size)
        pdf.multi_cell(0, h or size * 1.35, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)

    def table(hdr, rows, widths):
        pdf.set_font("dv", "", fs - 1)
        avail = pdf.w - pdf.l_margin - pdf.r_margin
        cw = tuple(avail * w for w in widths) if widths else None
        with pdf.table(col_widths=cw, first_row_as_headings=bool(hdr), line_height=(fs - 1) * 1.3,
                       text_align="LEFT", width=avail) as t:
            if hdr:
                r = t.row()
                for h in hdr:
                    r.cell(h)
            for row in rows:
                r = t.row()
                for c in row:
                    r.cell(c)
        pdf.ln(4)

    def emit(blocks):
        for b in blocks:
            k = b[0]
            if k == "cover":
                pdf.ln(90)
                for t, size, bold in b[1]:
                    pdf.set_font("dv", "B" if bold else "", size)
                    pdf.multi_cell(0, size * 1.35, t, align="C", new_x="LMARGIN", new_y="NEXT")
                    pdf.ln(4)
            elif k in ("h1", "h2", "h3"):
                size = {"h1": 13.5, "h2": 11.5, "h3": 10}[k]
                if pdf.get_y() > pdf.h - 140:
                    pdf.add_page()
                pdf.ln(4)
                para(b[1], size, "B")
            elif k == "p":
                para(b[1])
            elif k == "small":
                para(b[1], fs - 1.5, "I")
            elif k == "ul":
                for t in b[1]:
                    pdf.set_font("dv", "", fs)
                    x = pdf.get_x()
                    pdf.cell(12, fs * 1.35, "\u2022")
                    pdf.multi_cell(0, fs * 1.35, t, new_x="LMARGIN", new_y="NEXT")
                    pdf.set_x(x)
                pdf.ln(3)
            elif k == "kv":
                table(None, [[a, v] for a, v in b[1]], [0.3, 0.7])
            elif k == "table":
                table(b[1], b[2], b[3] if len(b) > 3 else None)
            elif k == "box":
                if pdf.get_y() > pdf.h - 160:
                    pdf.add_page()
                pdf.set_fill_color(215, 215, 215)
                pdf.set_font("dv", "B", fs + 0.5)
                pdf.multi_cell(0, (fs + 0.5) * 1.5, b[1], border=1, fill=True, new_x="LMARGIN", new_y="NEXT")
                y0 = pdf.get_y()
                pdf.ln(3)
                pdf.set_left_margin(64)
                pdf.set_right_margin(64)
                pdf.set_x(64)
                emit(b[2])
                pdf.set_left_margin(54)
                pdf.set_right_margin(54)
                pdf.set_x(54)
                y1 = pdf.get_y()
                if y1 > y0:
                    pdf.line(54, y0, 54, y1)
                    pdf.line(pdf.w - 54, y0, pdf.w - 54, y1)
                pdf.line(54, y1, pdf.w - 54, y1)
                pdf.ln(8)
            elif k == "map":
                draw_map_fpdf(pdf, b[1], st.get("header", ""))
            elif k == "break":
                pdf.add_page()
            else:
                raise ValueError(k)
    emit(plan["blocks"])
    pdf.set_creator("fpdf2")
    pdf.set_title(plan["name"])
    pdf.output(out_pdf)


def draw_map_fpdf(pdf, spec, header):
    pdf.is_map = True
    pdf.add_page(orientation="L")
    pw, ph = pdf.w, pdf.h
    s = PT / spec["ft_per_in"]
    x0, ybase = 36, ph - 60  # ybase: page y of plan y=0

    def X(x):
        return x0 + x * s

    def Y(y):
        return ybase - y * s
    pdf.set_line_width(1.2)
    pdf.rect(24, 24, pw - 48, ph - 48)

    def col(hx):
        return tuple(int(hx[i:i + 2], 16) for i in (1, 3, 5))
    for el in spec["els"]:
        kind = el[0]
        o = el[-1] if isinstance(el[-1], dict) else {}
        if kind in ("rect", "poly", "circle"):
            pdf.set_draw_color(*col(o.get("stroke", "#000000")))
            pdf.set_line_width(o.get("width", 0.8))
            if o.get("dash"):
                pdf.set_dash_pattern(dash=4, gap=3)
            else:
                pdf.set_dash_pattern()
            if o.get("fill"):
                pdf.set_fill_color(*col(o["fill"]))
        if kind == "rect":
            _, x, y, w, h = el[:5]
            pdf.rect(X(x), Y(y + h), w * s, h * s, style="DF" if o.get("fill") else "D")
        elif kind == "poly":
            pdf.polyline([(X(x), Y(y)) for x, y in el[1]])
        elif kind == "circle":
            _, x, y, r = el[:4]
            rr = max(r * s, 2)
            pdf.ellipse(X(x) - rr, Y(y) - rr, 2 * rr, 2 * rr, style="DF" if o.get("fill") else "D")
        elif kind == "text":
            _, x, y, t, size = el[:5]
            pdf.set_font("dv", "", size)
            pdf.text(X(x), Y(y), t)
        pdf.set_dash_pattern()
        pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(1)
    pdf.line(x0, ph - 40, x0 + PT, ph - 40)
    pdf.set_font("dv", "", 7)
    pdf.text(x0 + PT + 6, ph - 37, f"GRAPHIC SCALE: 1 inch = {spec['ft_per_in']} ft (true scale on this sheet)")
    rx = pw - 24 - 190
    pdf.line(rx, 24, rx, ph - 24)
    y = 44
    pdf.set_font("dv", "", 6.5)
    pdf.text(rx + 8, y, header[:60])
    y += 16
    pdf.set_font("dv", "B", 8.5)
    for line in _wrap(spec["title"], 34):
        pdf.text(rx + 8, y, line)
        y += 11
    pdf.set_font("dv", "", 8)
    pdf.text(rx + 8, y, "Sheet " + spec["sheet"])
    y += 16
    for head, lines in (("LEGEND", spec.get("legend", [])), ("NOTES", spec.get("notes", []))):
        if not lines:
            continue
        pdf.set_font("dv", "B", 8)
        pdf.text(rx + 8, y, head)
        y += 11
        pdf.set_font("dv", "", 6.8)
        for ln in lines:
            for part in _wrap(ln, 42):
                pdf.text(rx + 8, y, part)
                y += 9
            y += 2
        y += 6
    pdf.is_map = False
    pdf.add_page(orientation="P")


RENDERERS = {"chromium": render_html, "libreoffice": render_docx, "reportlab": render_reportlab,
             "fpdf2": render_fpdf}


def render(plan, out_pdf, tmp):
    RENDERERS[plan["engine"]](plan, out_pdf, tmp)
