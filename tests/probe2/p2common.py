"""Shared machinery for the probe2 test set: a small block model, four renderers
(python-docx -> LibreOffice, HTML -> Chromium, reportlab, fpdf2), a vector drawing
model with reportlab / SVG / fpdf2 back ends, and the label verifier."""
import html
import json
import os
import re
import shutil
import subprocess
import tempfile

from pypdf import PdfReader, PdfWriter

# ---------------------------------------------------------------- text utils

def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def pypdf_pages(path):
    return [norm(p.extract_text() or "") for p in PdfReader(path).pages]


def poppler_pages(path):
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", path, "-"], check=True,
                         capture_output=True, text=True).stdout
    pages = out.split("\f")
    n = len(PdfReader(path).pages)
    return [norm(p) for p in pages[:n]]


def find_pages(quote, pp, po):
    q = norm(quote)
    return [i + 1 for i in range(len(pp)) if q in pp[i] and q in po[i]]


def ocr_page(path, page):
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", str(page), "-l", str(page),
                        path, os.path.join(td, "pg")], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        out = subprocess.run(["tesseract", os.path.join(td, png), "-", "--psm", "4"],
                             capture_output=True, text=True, check=True).stdout
    return norm(out)


# ---------------------------------------------------------------- drawing model
# primitives in points, origin top-left:
#  ("line", pts, opts) ("poly", pts, opts) ("rect", x, y, w, h, opts) ("text", x, y, s, opts)
#  ("circle", x, y, r, opts)
# opts: w (line width), dash (bool), fill (hex or None), color (hex), size, bold, anchor


def _hex(c):
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) / 255 for i in (0, 2, 4))


def draw_reportlab(c, prims, ox, oy, H):
    """Draw primitives on a reportlab canvas; (ox, oy) is top-left of the drawing
    in reportlab coordinates (oy measured from bottom), H unused except flips."""
    for p in prims:
        kind = p[0]
        o = p[-1] if isinstance(p[-1], dict) else {}
        c.setLineWidth(o.get("w", 0.6))
        c.setStrokeColorRGB(*_hex(o.get("color", "#000000")))
        c.setDash(4, 3) if o.get("dash") else c.setDash()
        if kind in ("line", "poly"):
            pts = p[1]
            path = c.beginPath()
            path.moveTo(ox + pts[0][0], oy - pts[0][1])
            for x, y in pts[1:]:
                path.lineTo(ox + x, oy - y)
            if kind == "poly":
                path.close()
            if o.get("fill"):
                c.setFillColorRGB(*_hex(o["fill"]))
                c.drawPath(path, stroke=1, fill=1)
            else:
                c.drawPath(path, stroke=1, fill=0)
        elif kind == "rect":
            _, x, y, w, h, _o = p
            if o.get("fill"):
                c.setFillColorRGB(*_hex(o["fill"]))
            c.rect(ox + x, oy - y - h, w, h, stroke=1, fill=1 if o.get("fill") else 0)
        elif kind == "circle":
            _, x, y, r, _o = p
            if o.get("fill"):
                c.setFillColorRGB(*_hex(o["fill"]))
            c.circle(ox + x, oy - y, r, stroke=1, fill=1 if o.get("fill") else 0)
        elif kind == "text":
            _, x, y, s, _o = p
            c.setFillColorRGB(*_hex(o.get("color", "#000000")))
            c.setFont("Helvetica-Bold" if o.get("bold") else "Helvetica", o.get("size", 7))
            if o.get("anchor") == "middle":
                c.drawCentredString(ox + x, oy - y, s)
            else:
                c.drawString(ox + x, oy - y, s)
    c.setDash()
    c.setFillColorRGB(0, 0, 0)
    c.setStrokeColorRGB(0, 0, 0)


def draw_svg(prims, W, H, css_width="100%"):
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" '
           f'style="width:{css_width}" font-family="Helvetica, Arial, sans-serif">']
    for p in prims:
        kind = p[0]
        o = p[-1] if isinstance(p[-1], dict) else {}
        st = f'stroke="{o.get("color", "#000")}" stroke-width="{o.get("w", 0.6)}"'
        if o.get("dash"):
            st += ' stroke-dasharray="4 3"'
        fill = o.get("fill") or "none"
        if kind in ("line", "poly"):
            pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in p[1])
            tag = "polygon" if kind == "poly" else "polyline"
            out.append(f'<{tag} points="{pts}" {st} fill="{fill}"/>')
        elif kind == "rect":
            _, x, y, w, h, _o = p
            out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" {st} fill="{fill}"/>')
        elif kind == "circle":
            _, x, y, r, _o = p
            out.append(f'<circle cx="{x}" cy="{y}" r="{r}" {st} fill="{fill}"/>')
        elif kind == "text":
            _, x, y, s, _o = p
            anc = ' text-anchor="middle"' if o.get("anchor") == "middle" else ""
            wt = ' font-weight="bold"' if o.get("bold") else ""
            out.append(f'<text x="{x}" y="{y}" font-size="{o.get("size", 7)}"{anc}{wt} '
                       f'fill="{o.get("color", "#000")}">{html.escape(s)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def draw_fpdf(pdf, prims, ox, oy, scale=1.0):
    """fpdf2 in points unit expected (unit='pt')."""
    for p in prims:
        kind = p[0]
        o = p[-1] if isinstance(p[-1], dict) else {}
        pdf.set_line_width(o.get("w", 0.6) * scale)
        r, g, b = [int(v * 255) for v in _hex(o.get("color", "#000000"))]
        pdf.set_draw_color(r, g, b)
        if o.get("dash"):
            pdf.set_dash_pattern(dash=4 * scale, gap=3 * scale)
        else:
            pdf.set_dash_pattern()
        style = "D"
        if o.get("fill"):
            fr, fg, fb = [int(v * 255) for v in _hex(o["fill"])]
            pdf.set_fill_color(fr, fg, fb)
            style = "DF"
        if kind == "line":
            pts = [(ox + x * scale, oy + y * scale) for x, y in p[1]]
            pdf.polyline(pts)
        elif kind == "poly":
            pts = [(ox + x * scale, oy + y * scale) for x, y in p[1]]
            pdf.polygon(pts, style=style)
        elif kind == "rect":
            _, x, y, w, h, _o = p
            pdf.rect(ox + x * scale, oy + y * scale, w * scale, h * scale, style=style)
        elif kind == "circle":
            _, x, y, rr, _o = p
            pdf.circle(ox + x * scale, oy + y * scale, rr * scale, style=style)
        elif kind == "text":
            _, x, y, s, _o = p
            pdf.set_font("dv", "B" if o.get("bold") else "", o.get("size", 7) * scale)
            pdf.set_text_color(0, 0, 0)
            tx = ox + x * scale
            if o.get("anchor") == "middle":
                tx -= pdf.get_string_width(s) / 2
            pdf.text(tx, oy + y * scale, s)
    pdf.set_dash_pattern()


def sheet(W, H, title, sheet_no, project, firm, body, legend, notes, scale_txt,
          loc_map=None, date="03/14/2025", extra_title=()):
    """A reduced drawing sheet: plan-view primitives in body (already positioned in
    the area x 20..W-300, y 20..H-20), a legend and notes column on the right, a
    title block at lower right, an optional location-map inset."""
    P = [("rect", 10, 10, W - 20, H - 20, {"w": 1.5})]
    P += body
    rx = W - 285
    P.append(("line", [(rx - 5, 10), (rx - 5, H - 10)], {"w": 1.0}))
    y = 28
    if loc_map:
        P.append(("rect", rx, y - 10, 270, 150, {"w": 0.8}))
        P.append(("text", rx + 6, y + 2, "LOCATION MAP", {"size": 7, "bold": True}))
        for prim in loc_map:
            P.append(_shift(prim, rx, y + 8))
        y += 152
    P.append(("text", rx, y + 6, "LEGEND", {"size": 8, "bold": True}))
    y += 18
    for sym, txt in legend:
        if sym == "dash":
            P.append(("line", [(rx, y - 3), (rx + 26, y - 3)], {"dash": True, "w": 1}))
        elif sym == "fence":
            P.append(("line", [(rx, y - 3), (rx + 26, y - 3)], {"w": 1.4, "color": "#7a4a00"}))
        elif sym == "box":
            P.append(("rect", rx + 4, y - 8, 18, 8, {"fill": "#dddddd"}))
        elif sym == "circle":
            P.append(("circle", rx + 13, y - 3, 3.5, {}))
        elif sym == "line":
            P.append(("line", [(rx, y - 3), (rx + 26, y - 3)], {"w": 0.6}))
        elif sym == "arrow":
            P.append(("line", [(rx, y - 3), (rx + 22, y - 3), (rx + 17, y - 6), (rx + 22, y - 3),
                               (rx + 17, y)], {"w": 0.8}))
        P.append(("text", rx + 32, y, txt, {"size": 6.5}))
        y += 11
    y += 8
    P.append(("text", rx, y, "NOTES", {"size": 8, "bold": True}))
    y += 12
    for n in notes:
        P.append(("text", rx, y, n, {"size": 6.2}))
        y += 9
    # title block
    ty = H - 110
    P.append(("rect", rx - 5, ty, 280, 100, {"w": 1.0}))
    P.append(("text", rx + 2, ty + 14, firm, {"size": 7.5, "bold": True}))
    tl = 26
    for t in extra_title:
        P.append(("text", rx + 2, ty + tl, t, {"size": 6}))
        tl += 9
    P.append(("text", rx + 2, ty + tl + 4, project, {"size": 7}))
    P.append(("text", rx + 2, ty + tl + 18, title, {"size": 8.5, "bold": True}))
    P.append(("text", rx + 2, ty + 92, "SCALE: " + scale_txt + "    DATE: " + date, {"size": 6.5}))
    P.append(("text", rx + 240, ty + 88, sheet_no, {"size": 14, "bold": True, "anchor": "middle"}))
    # north arrow + scale bar near bottom of plan area
    P.append(("line", [(40, H - 70), (40, H - 40)], {"w": 1}))
    P.append(("poly", [(40, H - 72), (35, H - 60), (45, H - 60)], {"fill": "#000000"}))
    P.append(("text", 40, H - 76, "N", {"size": 9, "bold": True, "anchor": "middle"}))
    P.append(("rect", 70, H - 48, 40, 5, {"fill": "#000000"}))
    P.append(("rect", 110, H - 48, 40, 5, {}))
    P.append(("text", 70, H - 32, "GRAPHIC SCALE  " + scale_txt, {"size": 6.5}))
    return P


def _shift(prim, dx, dy):
    k = prim[0]
    if k in ("line", "poly"):
        return (k, [(x + dx, y + dy) for x, y in prim[1]], prim[2])
    if k == "rect":
        return (k, prim[1] + dx, prim[2] + dy, prim[3], prim[4], prim[5])
    if k == "circle":
        return (k, prim[1] + dx, prim[2] + dy, prim[3], prim[4])
    if k == "text":
        return (k, prim[1] + dx, prim[2] + dy, prim[3], prim[4])
    return prim


def shift_all(prims, dx, dy):
    return [_shift(p, dx, dy) for p in prims]


def contour(x0, y0, x1, y1, bulge, label, dash=False):
    pts = []
    for i in range(11):
        t = i / 10
        x = x0 + (x1 - x0) * t
        y = y0 + (y1 - y0) * t + bulge * (4 * t * (1 - t))
        pts.append((x, y))
    out = [("line", pts, {"w": 0.4, "dash": dash, "color": "#555555"})]
    mx, my = pts[5]
    out.append(("text", mx + 2, my - 2, label, {"size": 5.5, "color": "#333333"}))
    return out


def arrow(x0, y0, x1, y1):
    import math
    a = math.atan2(y1 - y0, x1 - x0)
    l = 7
    p1 = (x1 - l * math.cos(a - 0.4), y1 - l * math.sin(a - 0.4))
    p2 = (x1 - l * math.cos(a + 0.4), y1 - l * math.sin(a + 0.4))
    return [("line", [(x0, y0), (x1, y1)], {"w": 0.9}), ("line", [p1, (x1, y1), p2], {"w": 0.9})]


# ---------------------------------------------------------------- docx renderer

def render_docx(blocks, path, header=None, footer=None, font="Calibri", size=10.5,
                margins_in=1.0, landscape=False):
    from docx import Document
    from docx.enum.section import WD_ORIENT
    from docx.enum.text import WD_BREAK
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn
    from docx.shared import Pt, Inches

    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.paragraph_format.space_after = Pt(5)
    for s in ("Heading 1", "Heading 2", "Heading 3", "Title"):
        d.styles[s].font.name = font
    sec = d.sections[0]
    sec.page_width, sec.page_height = Inches(8.5), Inches(11)
    if landscape:
        sec.orientation = WD_ORIENT.LANDSCAPE
        sec.page_width, sec.page_height = Inches(11), Inches(8.5)
    for m in ("left_margin", "right_margin", "top_margin", "bottom_margin"):
        setattr(sec, m, Inches(margins_in))
    if header:
        hp = sec.header.paragraphs[0]
        hp.text = header
        hp.runs[0].font.size = Pt(8)
    if footer:
        fp = sec.footer.paragraphs[0]
        r = fp.add_run(footer + "    Page ")
        r.font.size = Pt(8)
        r2 = fp.add_run()
        r2.font.size = Pt(8)
        for t, txt in (("begin", None), (None, "PAGE"), ("end", None)):
            if t:
                e = OxmlElement("w:fldChar")
                e.set(qn("w:fldCharType"), t)
            else:
                e = OxmlElement("w:instrText")
                e.set(qn("xml:space"), "preserve")
                e.text = txt
            r2._r.append(e)

    def table(header, rows, widths=None, fs=9):
        t = d.add_table(rows=1, cols=len(header))
        t.style = "Table Grid"
        for i, h in enumerate(header):
            c = t.rows[0].cells[i]
            c.text = ""
            run = c.paragraphs[0].add_run(h)
            run.bold = True
            run.font.size = Pt(fs)
        for row in rows:
            cells = t.add_row().cells
            for i, v in enumerate(row):
                cells[i].text = ""
                run = cells[i].paragraphs[0].add_run(v)
                run.font.size = Pt(fs)
        if widths:
            for row in t.rows:
                for i, w in enumerate(widths):
                    row.cells[i].width = Inches(w)
        d.add_paragraph()

    for b in blocks:
        k = b[0]
        if k == "title":
            p = d.add_paragraph()
            r = p.add_run(b[1])
            r.bold = True
            r.font.size = Pt(b[2] if len(b) > 2 else 20)
        elif k == "center":
            p = d.add_paragraph()
            p.alignment = 1
            r = p.add_run(b[1])
            if len(b) > 2:
                r.font.size = Pt(b[2])
            if len(b) > 3 and b[3]:
                r.bold = True
        elif k in ("h1", "h2", "h3"):
            d.add_heading(b[1], level=int(k[1]))
        elif k == "p":
            d.add_paragraph(b[1])
        elif k == "pb":
            p = d.add_paragraph()
            p.add_run(b[1] + " ").bold = True
            p.add_run(b[2])
        elif k == "ul":
            for it in b[1]:
                d.add_paragraph(it, style="List Bullet")
        elif k == "ol":
            for it in b[1]:
                d.add_paragraph(it, style="List Number")
        elif k == "table":
            table(b[1], b[2], b[3] if len(b) > 3 else None)
        elif k == "toc":
            for entry, pg in b[1]:
                p = d.add_paragraph()
                p.paragraph_format.tab_stops.add_tab_stop(Inches(6.4), alignment=2, leader=1)
                p.paragraph_format.space_after = Pt(1)
                p.add_run(f"{entry}\t{pg}")
        elif k == "pagebreak":
            d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
        elif k == "sp":
            d.add_paragraph()
        elif k == "sig":
            for line in b[1]:
                p = d.add_paragraph(line)
                p.paragraph_format.space_after = Pt(1)
        elif k == "mono":
            p = d.add_paragraph()
            r = p.add_run(b[1])
            r.font.name = "Liberation Mono"
            r.font.size = Pt(8.5)
        else:
            raise ValueError(k)
    d.save(path)


def soffice_pdf(docx_path, out_pdf):
    with tempfile.TemporaryDirectory() as td:
        prof = os.path.join(td, "profile")
        subprocess.run(["soffice", f"-env:UserInstallation=file://{prof}", "--headless",
                        "--convert-to", "pdf", "--outdir", td, docx_path], check=True,
                       capture_output=True, timeout=300)
        base = os.path.splitext(os.path.basename(docx_path))[0] + ".pdf"
        shutil.move(os.path.join(td, base), out_pdf)


def chromium_pdf(html_text, out_pdf):
    with tempfile.TemporaryDirectory() as td:
        hp = os.path.join(td, "doc.html")
        with open(hp, "w", encoding="utf-8") as f:
            f.write(html_text)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--no-pdf-header-footer", "--print-to-pdf-no-header",
                        f"--user-data-dir={os.path.join(td, 'ud')}",
                        f"--print-to-pdf={out_pdf}", "file://" + hp], check=True,
                       capture_output=True, timeout=300)


def concat_pdfs(parts, out_pdf):
    w = PdfWriter()
    for p in parts:
        for pg in PdfReader(p).pages:
            w.add_page(pg)
    w.add_metadata({"/Producer": "pypdf"})
    with open(out_pdf, "wb") as f:
        w.write(f)


# ---------------------------------------------------------------- html blocks

def blocks_html(blocks):
    out = []
    for b in blocks:
        k = b[0]
        e = html.escape
        if k == "title":
            out.append(f'<h1 class="title">{e(b[1])}</h1>')
        elif k == "center":
            out.append(f'<p class="center">{e(b[1])}</p>')
        elif k in ("h1", "h2", "h3"):
            out.append(f"<{k}>{e(b[1])}</{k}>")
        elif k == "p":
            out.append(f"<p>{e(b[1])}</p>")
        elif k == "pb":
            out.append(f"<p><b>{e(b[1])}</b> {e(b[2])}</p>")
        elif k in ("ul", "ol"):
            out.append(f"<{k}>" + "".join(f"<li>{e(i)}</li>" for i in b[1]) + f"</{k}>")
        elif k == "table":
            h = "".join(f"<th>{e(x)}</th>" for x in b[1])
            rows = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in b[2])
            out.append(f"<table><thead><tr>{h}</tr></thead><tbody>{rows}</tbody></table>")
        elif k == "pagebreak":
            out.append('<div class="pb"></div>')
        elif k == "sp":
            out.append("<p>&nbsp;</p>")
        elif k == "sig":
            out.append('<div class="sig">' + "<br>".join(e(x) for x in b[1]) + "</div>")
        elif k == "raw":
            out.append(b[1])
        elif k == "mono":
            out.append(f"<pre>{e(b[1])}</pre>")
        else:
            raise ValueError(k)
    return "\n".join(out)


# ---------------------------------------------------------------- labels

def build_label(pdf_path, spec, checklist_ids):
    """spec: dict with checklist, house_style, producer, decision, acceptable_decisions,
    facts, items, evidence {id: quote or ("image", page, quote, ocr_probe)}, gaps {id: text},
    ambiguous_items, notes, image_only_pages. Gap texts may contain {p:QUOTE} markers,
    replaced by the page where QUOTE is found. Raises if anything fails to verify."""
    pp = pypdf_pages(pdf_path)
    po = poppler_pages(pdf_path)
    errors = []
    items = spec["items"]
    ids = checklist_ids[spec["checklist"]]
    if list(items) != ids:
        missing = [i for i in ids if i not in items]
        extra = [i for i in items if i not in ids]
        if missing or extra:
            errors.append(f"item ids mismatch: missing {missing} extra {extra}")
        items = {i: items[i] for i in ids if i in items}
    ev = {}
    for iid, st in items.items():
        if st not in ("present", "missing", "not_applicable"):
            errors.append(f"{iid}: bad status {st}")
        if st == "present":
            q = spec["evidence"].get(iid)
            if q is None:
                errors.append(f"{iid}: present without evidence")
                continue
            if isinstance(q, tuple) and q[0] == "image":
                _, page, quote, probe = q
                if pp[page - 1] or po[page - 1]:
                    errors.append(f"{iid}: image page {page} has a text layer")
                if page not in spec.get("image_only_pages", []):
                    errors.append(f"{iid}: page {page} not in image_only_pages")
                o = ocr_page(pdf_path, page).lower()
                if norm(probe).lower() not in o:
                    errors.append(f"{iid}: OCR of p.{page} lacks probe {probe!r}: {o[:300]}")
                ev[iid] = {"pages": [page], "quote": quote}
                continue
            pages = find_pages(q, pp, po)
            if not pages:
                in_pp = [i + 1 for i in range(len(pp)) if norm(q) in pp[i]]
                in_po = [i + 1 for i in range(len(po)) if norm(q) in po[i]]
                errors.append(f"{iid}: quote not found {q!r} (pypdf pages {in_pp}, pdftotext pages {in_po})")
                continue
            ev[iid] = {"pages": pages, "quote": q}
        elif iid in spec["evidence"]:
            errors.append(f"{iid}: evidence given for a {st} item")
    gaps = {}
    for iid, st in items.items():
        if st == "missing":
            g = spec["gaps"].get(iid)
            if not g:
                errors.append(f"{iid}: missing without gap text")
                continue

            def rep(m):
                pg = find_pages(m.group(1), pp, po)
                if not pg:
                    errors.append(f"{iid}: gap marker not found {m.group(1)!r}")
                    return "p. ?"
                return "p. " + ", ".join(map(str, pg))
            gaps[iid] = re.sub(r"\{p:([^}]*)\}", rep, g)
        elif iid in spec["gaps"]:
            errors.append(f"{iid}: gap text for a {st} item")
    for a in spec.get("ambiguous_items", []):
        if a not in items:
            errors.append(f"ambiguous {a} not an item")
    for ip in spec.get("image_only_pages", []):
        if pp[ip - 1] or po[ip - 1]:
            errors.append(f"image-only page {ip} has text")
    # the decision must follow from the items
    miss = [i for i, s in items.items() if s == "missing"]
    if spec["decision"] == "complete" and miss:
        errors.append("decision complete but items missing")
    if spec["decision"] == "incomplete" and not miss:
        errors.append("decision incomplete but nothing missing")
    if errors:
        raise SystemExit(f"VERIFY FAILED for {pdf_path}:\n  " + "\n  ".join(errors))
    lab = {
        "checklist": spec["checklist"],
        "house_style": spec["house_style"],
        "style": spec["house_style"],
        "producer": spec["producer"],
        "decision": spec["decision"],
        "facts": spec["facts"],
        "items": items,
        "evidence": ev,
        "gaps": gaps,
        "image_only_pages": spec.get("image_only_pages", []),
        "ambiguous_items": spec.get("ambiguous_items", []),
        "acceptable_decisions": spec.get("acceptable_decisions", [spec["decision"]]),
        "notes": spec["notes"],
    }
    return lab, len(pp)


def load_ids(tsv):
    ids = {}
    with open(tsv) as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 2:
                ids.setdefault(parts[0], []).append(parts[1])
    return ids


def sheets_pdf(pages, out_pdf, W=1224, H=792, title=None):
    """Write a list of primitive lists, one per page, with reportlab."""
    from reportlab.pdfgen import canvas
    c = canvas.Canvas(out_pdf, pagesize=(W, H))
    if title:
        c.setTitle(title)
    for prims in pages:
        draw_reportlab(c, prims, 0, H, H)
        c.showPage()
    c.save()


def render_reportlab(blocks, out_pdf, header="", footer="", title="", pagesize=None,
                     base_font=9.5, margins=54):
    """Platypus rendering of the block model. Tables wrap their cells."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
    from reportlab.platypus import (PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                    TableStyle, ListFlowable, ListItem)
    ps = pagesize or letter
    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Helvetica", fontSize=base_font,
                          leading=base_font * 1.3, spaceAfter=5)
    cell = ParagraphStyle("c", parent=body, fontSize=base_font - 1, leading=(base_font - 1) * 1.25,
                          spaceAfter=0)
    cellb = ParagraphStyle("cb", parent=cell, fontName="Helvetica-Bold")
    h = {1: ParagraphStyle("h1", parent=body, fontName="Helvetica-Bold", fontSize=14, leading=18,
                           spaceBefore=10, spaceAfter=6, textColor=colors.HexColor("#12355b")),
         2: ParagraphStyle("h2", parent=body, fontName="Helvetica-Bold", fontSize=11.5, leading=15,
                           spaceBefore=8, spaceAfter=4),
         3: ParagraphStyle("h3", parent=body, fontName="Helvetica-Bold", fontSize=10, spaceBefore=6)}
    e = lambda t: html.escape(t)
    story = []
    W = ps[0] - 2 * margins
    for b in blocks:
        k = b[0]
        if k == "title":
            story.append(Paragraph(e(b[1]), ParagraphStyle("t", parent=body, fontName="Helvetica-Bold",
                                                             fontSize=b[2] if len(b) > 2 else 20,
                                                             leading=(b[2] if len(b) > 2 else 20) * 1.25)))
        elif k == "center":
            sz = b[2] if len(b) > 2 else base_font
            story.append(Paragraph(e(b[1]), ParagraphStyle("ce", parent=body, alignment=1, fontSize=sz,
                                                             leading=sz * 1.3,
                                                             fontName="Helvetica-Bold" if len(b) > 3 and b[3]
                                                             else "Helvetica")))
        elif k in ("h1", "h2", "h3"):
            story.append(Paragraph(e(b[1]), h[int(k[1])]))
        elif k == "p":
            story.append(Paragraph(e(b[1]), body))
        elif k == "pb":
            story.append(Paragraph(f"<b>{e(b[1])}</b> {e(b[2])}", body))
        elif k in ("ul", "ol"):
            story.append(ListFlowable([ListItem(Paragraph(e(i), body)) for i in b[1]],
                                      bulletType="bullet" if k == "ul" else "1", leftIndent=14))
        elif k == "table":
            head, rows = b[1], b[2]
            widths = b[3] if len(b) > 3 and b[3] else [1.0 / len(head)] * len(head)
            data = [[Paragraph(e(x), cellb) for x in head]] + [[Paragraph(e(x), cell) for x in r] for r in rows]
            t = Table(data, colWidths=[W * f for f in widths], repeatRows=1)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dde6f0")),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            story.append(t)
            story.append(Spacer(1, 8))
        elif k == "pagebreak":
            story.append(PageBreak())
        elif k == "sp":
            story.append(Spacer(1, 14))
        elif k == "sig":
            for line in b[1]:
                story.append(Paragraph(e(line), ParagraphStyle("s", parent=body, spaceAfter=0)))
            story.append(Spacer(1, 8))
        else:
            raise ValueError(k)

    def deco(c, d):
        c.saveState()
        c.setFont("Helvetica", 7.5)
        if header:
            c.drawString(margins, ps[1] - margins + 20, header)
            c.line(margins, ps[1] - margins + 16, ps[0] - margins, ps[1] - margins + 16)
        c.drawString(margins, margins - 24, footer)
        c.drawRightString(ps[0] - margins, margins - 24, f"Page {d.page}")
        c.restoreState()

    doc = SimpleDocTemplate(out_pdf, pagesize=ps, leftMargin=margins, rightMargin=margins,
                            topMargin=margins, bottomMargin=margins, title=title)
    doc.build(story, onFirstPage=deco, onLaterPages=deco)


def new_fpdf():
    from fpdf import FPDF
    pdf = FPDF(unit="pt", format="letter")
    d = "/usr/share/fonts/truetype/dejavu/"
    pdf.add_font("dv", "", d + "DejaVuSans.ttf")
    pdf.add_font("dv", "B", d + "DejaVuSans-Bold.ttf")
    pdf.add_font("dv", "I", d + "DejaVuSans-Oblique.ttf")
    pdf.set_auto_page_break(True, margin=60)
    pdf.set_margins(60, 60, 60)
    return pdf


def fpdf_blocks(pdf, blocks, size=9.5):
    """Render blocks into an open fpdf2 document (current page)."""
    from fpdf.fonts import FontFace
    lh = size * 1.35
    for b in blocks:
        k = b[0]
        if k == "title":
            pdf.set_font("dv", "B", b[2] if len(b) > 2 else 20)
            pdf.multi_cell(0, (b[2] if len(b) > 2 else 20) * 1.3, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif k == "center":
            sz = b[2] if len(b) > 2 else size
            pdf.set_font("dv", "B" if len(b) > 3 and b[3] else "", sz)
            pdf.multi_cell(0, sz * 1.35, b[1], align="C", new_x="LMARGIN", new_y="NEXT")
        elif k == "h1":
            pdf.ln(6)
            pdf.set_font("dv", "B", 13)
            pdf.set_fill_color(226, 232, 222)
            pdf.multi_cell(0, 18, b[1], fill=True, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif k == "h2":
            pdf.ln(4)
            pdf.set_font("dv", "B", 10.5)
            pdf.multi_cell(0, 14, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif k == "h3":
            pdf.set_font("dv", "B", size)
            pdf.multi_cell(0, lh, b[1], new_x="LMARGIN", new_y="NEXT")
        elif k == "p":
            pdf.set_font("dv", "", size)
            pdf.multi_cell(0, lh, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif k == "pb":
            pdf.set_font("dv", "", size)
            pdf.multi_cell(0, lh, f"**{b[1]}** {b[2]}", markdown=True, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif k in ("ul", "ol"):
            pdf.set_font("dv", "", size)
            for i, it in enumerate(b[1]):
                mark = "\u2022" if k == "ul" else f"{i + 1}."
                pdf.set_x(pdf.l_margin + 8)
                pdf.multi_cell(0, lh, f"{mark} {it}", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif k == "table":
            pdf.set_font("dv", "", size - 1)
            widths = b[3] if len(b) > 3 and b[3] else None
            kw = {}
            if widths:
                kw["col_widths"] = tuple(widths)
            with pdf.table(headings_style=FontFace(emphasis="BOLD", fill_color=(226, 232, 222)),
                           line_height=(size - 1) * 1.3, padding=3, **kw) as t:
                r = t.row()
                for h in b[1]:
                    r.cell(h)
                for row in b[2]:
                    r = t.row()
                    for c in row:
                        r.cell(c)
            pdf.ln(6)
        elif k == "pagebreak":
            pdf.add_page()
        elif k == "sp":
            pdf.ln(12)
        elif k == "sig":
            pdf.set_font("dv", "", size)
            for line in b[1]:
                pdf.multi_cell(0, lh, line, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        else:
            raise ValueError(k)
