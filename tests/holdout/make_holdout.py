#!/usr/bin/env python3
"""Held-out evaluation set for swppp-audit.

Writes six synthetic New York SWPPPs (three for the Village of Asharoken,
Chapter 44, three for the Town of Somers, Chapter 93) plus ``labels.json``
with a reviewer's item-by-item determination for each document.

The documents and labels were written independently of the project's matcher,
checklists and samples, from the law texts only, so that the set can be used
to measure agreement between the tool and a careful human review.

Usage::

    python tests/holdout/make_holdout.py OUTDIR

or, from Python, ``generate(outdir) -> Path`` (path of labels.json).
Output is deterministic (fixed creation dates, no randomness).
"""
from __future__ import annotations

import json
import math
import sys
from datetime import datetime, timezone
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

ASH = "asharoken-ch44"
SOM = "somers-ch93"

# Canonical item ids (shared/item-ids.tsv), in checklist order.
ITEM_IDS = {
    ASH: [
        "44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)",
        "44-8B(1)(f)", "44-8B(1)(g)", "44-8B(1)(h)", "44-8B(1)(i)", "44-8B(1)(j)",
        "44-8B(1)(k)", "44-8B(1)(l)", "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)",
        "44-8B(1)(p)",
        "44-8B(3)(b)", "44-8B(3)(c)", "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)",
        "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)",
        "44-8C", "44-8E",
    ],
    SOM: [
        "93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)",
        "93-6A(1)(f)", "93-6A(1)(g)", "93-6A(1)(h)", "93-6A(1)(i)", "93-6A(1)(j)",
        "93-6A(1)(k)", "93-6A(1)(l)",
        "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)",
        "93-6A(3)(g)", "93-6A(3)(h)", "93-6A(3)(i)",
        "93-6B", "93-6D",
    ],
}
POST_IDS = {
    ASH: [i for i in ITEM_IDS[ASH] if i.startswith("44-8B(3)")],
    SOM: [i for i in ITEM_IDS[SOM] if i.startswith("93-6A(3)")],
}
PHOS_ID = "93-6A(2)-phosphorus"

FIXED_DATE = datetime(2025, 3, 14, 9, 30, 0, tzinfo=timezone.utc)

_REPL = {
    "\u2014": "-", "\u2013": "-", "\u2018": "'", "\u2019": "'", "\u201c": '"',
    "\u201d": '"', "\u2022": "-", "\u2026": "...", "\u2264": "<=", "\u2265": ">=",
    "\u00a0": " ",
}


def clean(s: str) -> str:
    for a, b in _REPL.items():
        s = s.replace(a, b)
    s.encode("latin-1")  # fail loudly on anything the core fonts cannot show
    return s


def roman(n: int) -> str:
    vals = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, r in vals:
        while n >= v:
            out += r
            n -= v
    return out


# ---------------------------------------------------------------------------
# Heading styles
# ---------------------------------------------------------------------------
STYLES = {
    # "SECTION 4 - EROSION AND SEDIMENT CONTROL" / "4.1 Temporary Stabilization"
    "section": dict(
        h1=lambda n, t: f"SECTION {n} - {t.upper()}",
        h2=lambda n, t: f"{n}  {t}",
        app=lambda l, t: f"APPENDIX {l} - {t.upper()}",
        h1size=13, h2size=11, rule=True,
    ),
    # "4.0 Erosion & Sediment Control Practices" / "4.1 ..."
    "decimal": dict(
        h1=lambda n, t: f"{n}.0  {t}",
        h2=lambda n, t: f"{n}  {t}",
        app=lambda l, t: f"Appendix {l}: {t}",
        h1size=14, h2size=11, rule=False,
    ),
    # "PART IV. EROSION AND SEDIMENT CONTROL" / "B. Temporary Stabilization"
    "part": dict(
        h1=lambda n, t: f"PART {roman(int(n))}. {t.upper()}",
        h2=lambda n, t: f"{n}. {t}",
        app=lambda l, t: f"EXHIBIT {l} - {t}",
        h1size=13, h2size=11.5, rule=True,
    ),
}


class Doc(FPDF):
    """Thin layer over FPDF with the blocks a SWPPP narrative needs."""

    def __init__(self, *, style: str, font: str, header_text: str, footer_fmt: str,
                 accent=(0, 0, 0), body_size: float = 10.5, margins=(22, 20),
                 title: str = "", author: str = "", bookmarks: bool = False):
        super().__init__(format="letter", unit="mm")
        self.st = STYLES[style]
        self.fam = font
        self.header_text = clean(header_text)
        self.footer_fmt = footer_fmt
        self.accent = accent
        self.body = body_size
        self.lh = body_size * 0.47
        self.bookmarks = bookmarks
        self.toc_entries: list[tuple[int, str, int]] = []
        self.set_margins(margins[0], 22, margins[1])
        self.set_auto_page_break(True, 20)
        self.set_creation_date(FIXED_DATE)
        self.set_title(clean(title))
        self.set_author(clean(author))
        self.set_creator("SWPPP document assembly")
        self.set_subject("Stormwater Pollution Prevention Plan")

    # -- page furniture -----------------------------------------------------
    def header(self):
        if self.page_no() == 1:
            return
        self.set_font(self.fam, "I", 8)
        self.set_text_color(90, 90, 90)
        self.set_y(9)
        self.cell(0, 4, self.header_text, align="R")
        self.set_draw_color(*self.accent)
        self.set_line_width(0.3)
        self.line(self.l_margin, 14, self.w - self.r_margin, 14)
        self.set_text_color(0, 0, 0)
        self.set_draw_color(0, 0, 0)
        self.set_y(20)

    def footer(self):
        if self.page_no() == 1:
            return
        self.set_y(-13)
        self.set_font(self.fam, "", 8)
        self.set_text_color(90, 90, 90)
        self.cell(0, 4, self.footer_fmt.format(n=self.page_no()), align="C")
        self.set_text_color(0, 0, 0)

    # -- text blocks --------------------------------------------------------
    def need(self, mm: float):
        if self.get_y() + mm > self.h - 22:
            self.add_page()

    def _bm(self, level: int, text: str):
        if self.bookmarks:
            self.start_section(text, level=level, strict=False)

    def _newpage(self):
        if getattr(self, "_after_toc", False):
            self._after_toc = False  # the ToC placeholder already broke the page
            return
        self.add_page()

    def h1(self, num, title, newpage=True):
        if newpage:
            self._newpage()
        else:
            self.need(30)
            self.ln(3)
        text = clean(self.st["h1"](num, title))
        self.toc_entries.append((0, text, self.page_no()))
        self._bm(0, text)
        self.set_font(self.fam, "B", self.st["h1size"])
        self.set_text_color(*self.accent)
        self.multi_cell(0, 7, text, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        if self.st["rule"]:
            self.set_line_width(0.4)
            self.line(self.l_margin, self.get_y() + 0.5, self.w - self.r_margin, self.get_y() + 0.5)
        self.ln(4)

    def appendix(self, letter, title, newpage=True):
        if newpage:
            self._newpage()
        text = clean(self.st["app"](letter, title))
        self.toc_entries.append((0, text, self.page_no()))
        self._bm(0, text)
        self.set_font(self.fam, "B", self.st["h1size"])
        self.set_text_color(*self.accent)
        self.multi_cell(0, 7, text, align="C", new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        self.ln(4)

    def h2(self, num, title, toc=True):
        self.need(22)
        self.ln(1.5)
        text = clean(self.st["h2"](num, title))
        if toc:
            self.toc_entries.append((1, text, self.page_no()))
            self._bm(1, text)
        self.set_font(self.fam, "B", self.st["h2size"])
        self.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
        self.ln(1)

    def h3(self, title):
        self.need(16)
        self.set_font(self.fam, "BI", self.body)
        self.multi_cell(0, self.lh + 0.6, clean(title), new_x="LMARGIN", new_y="NEXT")
        self.ln(0.5)

    def toc_stub(self, level: int, num, title, appendix=False):
        """Entry in the table of contents for a section absent from the body."""
        if appendix:
            text = self.st["app"](num, title)
        elif level == 0:
            text = self.st["h1"](num, title)
        else:
            text = self.st["h2"](num, title)
        self.toc_entries.append((level, clean(text), self.page_no()))

    def p(self, text, align="J", style=""):
        self.set_font(self.fam, style, self.body)
        self.multi_cell(0, self.lh + 0.4, clean(text), align=align, new_x="LMARGIN", new_y="NEXT")
        self.ln(2)

    def bullets(self, items, mark="-", indent=6):
        self.set_font(self.fam, "", self.body)
        for it in items:
            self.need(10)
            x0 = self.l_margin
            self.set_x(x0 + 2)
            self.cell(indent - 2, self.lh + 0.4, mark)
            self.set_x(x0 + indent)
            self.multi_cell(self.w - self.r_margin - x0 - indent, self.lh + 0.4, clean(it),
                            align="L", new_x="LMARGIN", new_y="NEXT")
            self.ln(0.8)
        self.ln(1.2)

    def numbered(self, items, fmt="{i}."):
        self.set_font(self.fam, "", self.body)
        for i, it in enumerate(items, 1):
            self.need(10)
            x0 = self.l_margin
            self.set_x(x0 + 1)
            self.cell(8, self.lh + 0.4, fmt.format(i=i))
            self.set_x(x0 + 9)
            self.multi_cell(self.w - self.r_margin - x0 - 9, self.lh + 0.4, clean(it),
                            align="L", new_x="LMARGIN", new_y="NEXT")
            self.ln(0.8)
        self.ln(1.2)

    def tbl(self, header, rows, widths=None, size=8.5, caption=None, align="LEFT"):
        if caption:
            self.need(20)
            self.set_font(self.fam, "B", self.body - 0.5)
            self.multi_cell(0, 5, clean(caption), new_x="LMARGIN", new_y="NEXT")
            self.ln(1)
        self.set_font(self.fam, "", size)
        shade = tuple(min(255, 200 + c // 4) for c in self.accent)
        with self.table(col_widths=widths, text_align=align, line_height=size * 0.5,
                        headings_style=FontFace(emphasis="B", fill_color=shade),
                        borders_layout="ALL", padding=1.2) as t:
            for r in [header] + list(rows):
                row = t.row()
                for c in r:
                    row.cell(clean(str(c)))
        self.ln(3)

    def mono(self, lines, size=7.8):
        self.set_font("Courier", "", size)
        for ln in lines:
            self.need(5)
            self.cell(0, size * 0.45, clean(ln), new_x="LMARGIN", new_y="NEXT")
        self.ln(2)

    def twocol(self, blocks, gutter=8):
        """blocks: list of ("h", text) / ("p", text). Text flows in two columns."""
        page = self.page_no()
        with self.text_columns(ncols=2, gutter=gutter, text_align="J", line_height=1.1,
                               balance=True) as cols:
            for kind, txt in blocks:
                if kind == "h":
                    self.toc_entries.append((1, clean(txt), page))
                    self.set_font(self.fam, "B", self.st["h2size"] - 0.5)
                    cols.write(clean(txt) + "\n")
                else:
                    self.set_font(self.fam, "", self.body - 0.5)
                    cols.write(clean(txt) + "\n\n")
        self.ln(2)

    def field_lines(self, fields, label_w=48):
        """fields: list of (label, value or None). None renders a blank line."""
        for label, value in fields:
            self.need(9)
            self.set_font(self.fam, "", self.body)
            self.cell(label_w, 8, clean(label))
            if value is None:
                x = self.get_x()
                y = self.get_y() + 6.5
                self.line(x, y, self.w - self.r_margin, y)
                self.ln(8)
            else:
                self.set_font(self.fam, "B", self.body)
                self.multi_cell(0, 8, clean(value), new_x="LMARGIN", new_y="NEXT")
        self.ln(2)

    # -- table of contents ---------------------------------------------------
    def toc_here(self, pages=1, title="TABLE OF CONTENTS"):
        self.add_page()
        self.set_font(self.fam, "B", 14)
        self.cell(0, 10, title, align="C", new_x="LMARGIN", new_y="NEXT")
        self.ln(3)
        self.insert_toc_placeholder(_render_toc, pages=pages)
        self._after_toc = True


def _render_toc(pdf: Doc, _outline):
    avail = pdf.w - pdf.l_margin - pdf.r_margin
    for level, text, page in pdf.toc_entries:
        indent = 8 * level
        size = 10 if level == 0 else 9.5
        pdf.set_font(pdf.fam, "B" if level == 0 else "", size)
        pnum = str(page)
        tw = pdf.get_string_width(text)
        pw = pdf.get_string_width(pnum)
        room = avail - indent - pw - 2
        if tw > room:  # truncate very long entries rather than wrap
            while text and pdf.get_string_width(text + "...") > room:
                text = text[:-1]
            text += "..."
            tw = pdf.get_string_width(text)
        dotw = pdf.get_string_width(".")
        ndots = max(2, int((room - tw - 2) / dotw))
        pdf.set_x(pdf.l_margin + indent)
        pdf.cell(tw + 1, 5.6 if level == 0 else 5.0, text)
        pdf.cell(room - tw - 1, 5.6 if level == 0 else 5.0, " " + "." * (ndots - 1), align="L")
        pdf.cell(pw + 2, 5.6 if level == 0 else 5.0, pnum, align="R", new_x="LMARGIN", new_y="NEXT")
        if level == 0:
            pdf.ln(0.6)
    ph = pdf.toc_placeholder  # fill the reserved pages exactly
    while pdf.page < ph.start_page + ph.pages - 1:
        pdf.add_page()


# ---------------------------------------------------------------------------
# Drawings (location maps and plan figures drawn with vector primitives)
# ---------------------------------------------------------------------------
def draw_location_map(pdf: Doc, *, title, roads, site_xy, site_label, waters=(),
                      notes=(), quad=""):
    """Schematic location map. Coordinates are in a 0..100 box."""
    pdf.set_font(pdf.fam, "B", 11)
    pdf.cell(0, 6, clean(title), align="C", new_x="LMARGIN", new_y="NEXT")
    x0, y0 = pdf.l_margin + 8, pdf.get_y() + 4
    W, H = pdf.w - pdf.l_margin - pdf.r_margin - 16, 120
    sx = lambda u: x0 + W * u / 100.0
    sy = lambda v: y0 + H * v / 100.0
    pdf.set_line_width(0.5)
    pdf.rect(x0, y0, W, H)
    for poly, label in waters:
        pdf.set_fill_color(205, 225, 240)
        pdf.set_draw_color(120, 150, 190)
        pdf.polygon([(sx(a), sy(b)) for a, b in poly], style="DF")
        cx = sum(a for a, _ in poly) / len(poly)
        cy = sum(b for _, b in poly) / len(poly)
        pdf.set_font(pdf.fam, "I", 9)
        pdf.set_text_color(40, 70, 120)
        pdf.text(sx(cx) - pdf.get_string_width(label) / 2, sy(cy), clean(label))
        pdf.set_text_color(0, 0, 0)
    pdf.set_draw_color(60, 60, 60)
    for pts, name, width in roads:
        pdf.set_line_width(width)
        pdf.polyline([(sx(a), sy(b)) for a, b in pts])
        (a1, b1), (a2, b2) = pts[len(pts) // 2 - 1], pts[len(pts) // 2]
        pdf.set_font(pdf.fam, "", 7.5)
        pdf.text(sx((a1 + a2) / 2) + 1.5, sy((b1 + b2) / 2) - 1.5, clean(name))
    pdf.set_draw_color(200, 0, 0)
    pdf.set_line_width(0.8)
    pdf.circle(sx(site_xy[0]), sy(site_xy[1]), 4.5)
    pdf.set_font(pdf.fam, "B", 9)
    pdf.set_text_color(200, 0, 0)
    pdf.text(sx(site_xy[0]) + 6, sy(site_xy[1]) + 1, clean(site_label))
    pdf.set_text_color(0, 0, 0)
    pdf.set_draw_color(0, 0, 0)
    _north_arrow(pdf, x0 + W - 12, y0 + 8)
    pdf.set_line_width(0.2)
    pdf.set_y(y0 + H + 3)
    pdf.set_font(pdf.fam, "", 8.5)
    if quad:
        pdf.multi_cell(0, 4.2, clean(quad), align="C", new_x="LMARGIN", new_y="NEXT")
    for n in notes:
        pdf.multi_cell(0, 4.2, clean(n), new_x="LMARGIN", new_y="NEXT")


def _north_arrow(pdf, x, y):
    pdf.set_fill_color(0, 0, 0)
    pdf.polygon([(x, y - 6), (x - 2.5, y + 3), (x, y + 1.5), (x + 2.5, y + 3)], style="DF")
    pdf.set_font("Helvetica", "B", 9)
    pdf.text(x - 1.3, y - 7, "N")


def draw_plan(pdf: Doc, *, title, scale_ft_per_in, parcel, features, notes, legend,
              origin=(0, 0), height_mm=118):
    """Plan figure. ``parcel`` and feature coordinates are in feet (x east, y south).

    features: list of dicts with key "kind" in
      poly(pts, style, fill, label), rect(x,y,w,h,fill,label), line(pts, dash, color,
      width, label), circle(x,y,r_ft,label), contour(pts,label), arrow(x,y,dx,dy),
      text(x,y,txt,size,style), trees(x,y,w,h)
    """
    pdf.set_font(pdf.fam, "B", 11)
    pdf.cell(0, 6, clean(title), align="C", new_x="LMARGIN", new_y="NEXT")
    mm_per_ft = 25.4 / scale_ft_per_in
    x0, y0 = pdf.l_margin, pdf.get_y() + 2
    W = pdf.w - pdf.l_margin - pdf.r_margin
    pdf.set_line_width(0.5)
    pdf.set_draw_color(0, 0, 0)
    pdf.rect(x0, y0, W, height_mm)
    ox, oy = origin
    X = lambda fx: x0 + 6 + (fx - ox) * mm_per_ft
    Y = lambda fy: y0 + 6 + (fy - oy) * mm_per_ft
    for f in features:
        k = f["kind"]
        color = f.get("color", (0, 0, 0))
        pdf.set_draw_color(*color)
        pdf.set_line_width(f.get("width", 0.25))
        if f.get("dash"):
            pdf.set_dash_pattern(dash=f["dash"][0], gap=f["dash"][1])
        else:
            pdf.set_dash_pattern()
        if k == "poly":
            style = "D"
            if f.get("fill"):
                pdf.set_fill_color(*f["fill"])
                style = "DF"
            pdf.polygon([(X(a), Y(b)) for a, b in f["pts"]], style=style)
        elif k == "rect":
            style = "D"
            if f.get("fill"):
                pdf.set_fill_color(*f["fill"])
                style = "DF"
            pdf.rect(X(f["x"]), Y(f["y"]), f["w"] * mm_per_ft, f["h"] * mm_per_ft, style=style)
        elif k in ("line", "contour"):
            pdf.polyline([(X(a), Y(b)) for a, b in f["pts"]])
            if f.get("marks"):  # silt fence style tick marks
                pts = f["pts"]
                for (a1, b1), (a2, b2) in zip(pts, pts[1:]):
                    seg = math.hypot(a2 - a1, b2 - b1)
                    n = max(1, int(seg / 25))
                    for i in range(n):
                        t = (i + 0.5) / n
                        cx, cy = X(a1 + (a2 - a1) * t), Y(b1 + (b2 - b1) * t)
                        pdf.set_dash_pattern()
                        pdf.line(cx - 0.9, cy - 0.9, cx + 0.9, cy + 0.9)
                        pdf.line(cx - 0.9, cy + 0.9, cx + 0.9, cy - 0.9)
        elif k == "circle":
            style = "D"
            if f.get("fill"):
                pdf.set_fill_color(*f["fill"])
                style = "DF"
            pdf.circle(X(f["x"]), Y(f["y"]), max(0.8, f["r"] * mm_per_ft), style=style)
        elif k == "arrow":
            xa, ya = X(f["x"]), Y(f["y"])
            xb, yb = X(f["x"] + f["dx"]), Y(f["y"] + f["dy"])
            pdf.set_draw_color(30, 90, 200)
            pdf.set_line_width(0.35)
            pdf.line(xa, ya, xb, yb)
            ang = math.atan2(yb - ya, xb - xa)
            for da in (2.6, -2.6):
                pdf.line(xb, yb, xb - 2.2 * math.cos(ang + da / 6), yb - 2.2 * math.sin(ang + da / 6))
        elif k == "trees":
            pdf.set_draw_color(40, 120, 40)
            pdf.set_dash_pattern()
            step = 16
            yy = f["y"]
            while yy <= f["y"] + f["h"]:
                xx = f["x"]
                while xx <= f["x"] + f["w"]:
                    pdf.circle(X(xx), Y(yy), 5 * mm_per_ft)
                    xx += step
                yy += step
        if f.get("label"):
            pdf.set_dash_pattern()
            lx, ly = f.get("lxy") or _label_anchor(f)
            pdf.set_font(pdf.fam, f.get("lstyle", ""), f.get("lsize", 6.5))
            pdf.set_text_color(*f.get("lcolor", (0, 0, 0)))
            pdf.text(X(lx), Y(ly), clean(f["label"]))
            pdf.set_text_color(0, 0, 0)
    pdf.set_dash_pattern()
    pdf.set_draw_color(0, 0, 0)
    _north_arrow(pdf, x0 + W - 10, y0 + 12)
    # graphic scale
    sb_x, sb_y = x0 + W - 62, y0 + height_mm + 4
    pdf.set_line_width(0.3)
    for i in range(4):
        seg = 12.7
        pdf.set_fill_color(*((0, 0, 0) if i % 2 == 0 else (255, 255, 255)))
        pdf.rect(sb_x + i * seg, sb_y, seg, 1.6, style="DF")
    pdf.set_font("Helvetica", "", 6)
    for i in range(5):
        pdf.text(sb_x + i * 12.7 - 1, sb_y - 1, str(int(i * scale_ft_per_in / 2)))
    pdf.text(sb_x + 52, sb_y + 1.5, "FT")
    pdf.set_font(pdf.fam, "B", 7.5)
    pdf.text(sb_x, sb_y + 5, f"SCALE: 1 INCH = {scale_ft_per_in} FEET")
    pdf.set_y(y0 + height_mm + 12)
    # legend as a bordered table, notes as text
    if legend:
        pdf.tbl(["Symbol", "Legend"], legend, widths=(38, 132), size=7.5)
    pdf.set_font(pdf.fam, "", 7.8)
    for n in notes:
        pdf.need(8)
        pdf.multi_cell(0, 3.7, clean(n), new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.4)


def _label_anchor(f):
    k = f["kind"]
    if k in ("poly", "line", "contour"):
        a, b = f["pts"][0]
        return a + 2, b - 2
    if k in ("rect", "trees"):
        return f["x"] + 2, f["y"] + f["h"] / 2 + 2
    if k == "circle":
        return f["x"] + f["r"] + 3, f["y"] + 2
    return f.get("x", 0), f.get("y", 0)


def silt_fence(pts, label=None, lxy=None):
    return dict(kind="line", pts=pts, marks=True, color=(0, 0, 0), width=0.35,
                label=label, lxy=lxy, lstyle="B")


def lod(pts, label="LIMIT OF DISTURBANCE", lxy=None):
    return dict(kind="line", pts=pts + [pts[0]], dash=(2.5, 1.2), color=(200, 30, 30),
                width=0.45, label=label, lxy=lxy, lcolor=(200, 30, 30))


def contour(pts, elev, lxy=None):
    return dict(kind="contour", pts=pts, dash=(1.2, 0.8), color=(150, 110, 70), width=0.2,
                label=str(elev), lxy=lxy or (pts[len(pts) // 2][0], pts[len(pts) // 2][1] - 1),
                lsize=5.5, lcolor=(150, 110, 70))


def seg_len(pts):
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:]))


# ---------------------------------------------------------------------------
# Hydrology (SCS curve number runoff, crude graphical peak) and a HydroCAD-like
# report printout.
# ---------------------------------------------------------------------------
def runoff_depth(P, CN):
    S = 1000.0 / CN - 10.0
    Ia = 0.2 * S
    return 0.0 if P <= Ia else (P - Ia) ** 2 / (P + 0.8 * S)


def weighted_cn(comps):
    tot = sum(a for a, _, _ in comps)
    return sum(a * cn for a, cn, _ in comps) / tot, tot


def peak_flow(P, comps, tc_min):
    cn, area_sf = weighted_cn(comps)
    Q = runoff_depth(P, cn)
    acres = area_sf / 43560.0
    if Q <= 0:
        return dict(cn=cn, Q=0.0, q=0.0, vol_cf=0.0, t=0.0, acres=acres)
    S = 1000.0 / cn - 10.0
    iap = min(0.5, max(0.1, 0.2 * S / P))
    tc = max(6.0, tc_min) / 60.0
    qu = (1100 - 900 * (iap - 0.1)) * (0.1 / tc) ** 0.38
    q = qu * acres / 640.0 * Q
    return dict(cn=cn, Q=Q, q=q, vol_cf=Q / 12.0 * area_sf, t=12.07 + 0.55 * tc, acres=acres)


def route(inflow, storage_cf, pre_q, kind="infiltration"):
    vol = inflow["vol_cf"]
    if vol <= storage_cf:
        out = 0.0 if kind == "infiltration" else round(inflow["q"] * 0.03, 2)
        frac = vol / storage_cf if storage_cf else 0
    else:
        over = 1.0 - storage_cf / vol
        out = inflow["q"] * over * 0.8
        out = min(out, 0.9 * pre_q) if pre_q > 0 else out
        frac = 1.0
    return out, frac


def hydrocad_pages(*, firm, proj, storms, pre, post, pond, show_hsg=True):
    """Return (pages, summary_rows). Each page is a list of text lines."""
    pages, summary = [], []
    hdr2 = "HydroCAD(R) 10.20-5c  s/n 07713  (c) 2023 HydroCAD Software Solutions LLC"
    for sname, P in storms:
        r_pre = peak_flow(P, pre["comps"], pre["tc"])
        r_post = peak_flow(P, post["comps"], post["tc"])
        out, frac = route(r_post, pond["storage_cf"], r_pre["q"], pond.get("kind", "infiltration"))
        elev = pond["bottom"] + frac * (pond["top"] - pond["bottom"])
        exf = min(r_post["q"], pond.get("exfil_cfs", 0.0))
        L = [
            f"{proj:<52s}Type III 24-hr  {sname} Rainfall={P:.2f}\"",
            f"Prepared by {firm:<40s}Printed  3/12/2025",
            hdr2,
            "",
            f"Time span=0.00-36.00 hrs, dt=0.01 hrs, 3601 points",
            f"Runoff by SCS TR-20 method, UH=SCS, Weighted-CN",
            f"Reach routing by Dyn-Stor-Ind method  -  Pond routing by Dyn-Stor-Ind method",
            "",
            f"Subcatchment {pre['id']}: {pre['name']:<28s} Runoff Area={r_pre['acres']*43560:,.0f} sf"
            f"  Runoff Depth>{r_pre['Q']:.2f}\"",
            f"        Tc={pre['tc']:.1f} min  CN={r_pre['cn']:.0f}   Runoff={r_pre['q']:.2f} cfs"
            f"  {r_pre['vol_cf']/43560:.3f} af",
            f"Subcatchment {post['id']}: {post['name']:<28s} Runoff Area={r_post['acres']*43560:,.0f} sf"
            f"  Runoff Depth>{r_post['Q']:.2f}\"",
            f"        Tc={post['tc']:.1f} min  CN={r_post['cn']:.0f}   Runoff={r_post['q']:.2f} cfs"
            f"  {r_post['vol_cf']/43560:.3f} af",
            f"Pond {pond['id']}: {pond['name']:<36s} Peak Elev={elev:.2f}'"
            f"  Storage={min(r_post['vol_cf'], pond['storage_cf']):,.0f} cf",
            f"        Inflow={r_post['q']:.2f} cfs  {r_post['vol_cf']/43560:.3f} af"
            f"   Primary={out:.2f} cfs",
            "",
            "-" * 92,
            f"Summary for Subcatchment {pre['id']}: {pre['name']}",
            "",
            f"Runoff  =  {r_pre['q']:6.2f} cfs @ {r_pre['t']:5.2f} hrs,  Volume= {r_pre['vol_cf']/43560:7.3f} af,"
            f"  Depth> {r_pre['Q']:.2f}\"",
            f"     Routed to Link DP-1 : {pre['dp']}",
            "",
            "     Area (sf)  CN  Description",
        ]
        for a, cn, d in pre["comps"]:
            L.append(f" *  {a:>10,.0f}  {cn:>2.0f}  {d if show_hsg else d.split(', HSG')[0]}")
        L += [f"    {sum(a for a,_,_ in pre['comps']):>10,.0f}  {r_pre['cn']:>2.0f}  Weighted Average",
              f"    {sum(a for a,_,_ in pre['comps']):>10,.0f}       100.00% Pervious Area" if all(c < 98 for _, c, _ in pre['comps']) else "",
              "",
              f"     Tc  Length   Slope  Velocity   Description",
              f"  (min)  (feet)   (ft/ft) (ft/sec)",
              f"  {pre['tc']:5.1f}  {pre['len']:>6d}  {pre['slope']:.4f}    {pre['len']/pre['tc']/60:.2f}    Sheet/Shallow Conc. Flow, Grassed/Woods",
              "",
              "-" * 92,
              f"Summary for Subcatchment {post['id']}: {post['name']}",
              "",
              f"Runoff  =  {r_post['q']:6.2f} cfs @ {r_post['t']:5.2f} hrs,  Volume= {r_post['vol_cf']/43560:7.3f} af,"
              f"  Depth> {r_post['Q']:.2f}\"",
              f"     Routed to Pond {pond['id']} : {pond['name']}",
              "",
              "     Area (sf)  CN  Description"]
        for a, cn, d in post["comps"]:
            L.append(f" *  {a:>10,.0f}  {cn:>2.0f}  {d if show_hsg else d.split(', HSG')[0]}")
        L += [f"    {sum(a for a,_,_ in post['comps']):>10,.0f}  {r_post['cn']:>2.0f}  Weighted Average",
              "",
              f"  {post['tc']:5.1f}                              Direct Entry, Min. Tc",
              "",
              "-" * 92,
              f"Summary for Pond {pond['id']}: {pond['name']}",
              "",
              f"Inflow Area = {r_post['acres']*43560:,.0f} sf,  Inflow Depth > {r_post['Q']:.2f}\"  for  {sname} event",
              f"Inflow    = {r_post['q']:6.2f} cfs @ {r_post['t']:5.2f} hrs,  Volume= {r_post['vol_cf']/43560:7.3f} af",
              f"Outflow   = {out + (exf if r_post['q'] else 0):6.2f} cfs @ {r_post['t']+0.25:5.2f} hrs,"
              f"  Atten= {100*(1-out/r_post['q']) if r_post['q'] else 0:.0f}%",
              (f"Discarded = {exf if r_post['q'] else 0:6.2f} cfs   (exfiltration)"
               if pond.get("kind", "infiltration") == "infiltration" else None),
              f"Primary   = {out:6.2f} cfs   (routed to Link DP-1)",
              "",
              f"Peak Elev= {elev:.2f}' @ {r_post['t']+0.3:5.2f} hrs   Surf.Area= {pond['area_sf']:,} sf"
              f"   Storage= {min(r_post['vol_cf'], pond['storage_cf']):,.0f} cf",
              "",
              f"Volume   Invert   Avail.Storage  Storage Description",
              f"  #1     {pond['bottom']:6.2f}'   {pond['storage_cf']:>9,} cf   {pond['desc']}",
              ""]
        pages.append(L)
        summary.append((sname, P, r_pre["q"], r_post["q"], out))
    return pages, summary


# ---------------------------------------------------------------------------
# Shared building blocks
# ---------------------------------------------------------------------------
def cover(pdf: Doc, d: dict, variant: str = "box"):
    pdf.add_page()
    fam = pdf.fam
    if variant == "band":
        pdf.set_fill_color(*pdf.accent)
        pdf.rect(0, 0, pdf.w, 46, style="F")
        pdf.set_text_color(255, 255, 255)
        pdf.set_y(14)
        pdf.set_font(fam, "B", 20)
        pdf.cell(0, 9, "STORMWATER POLLUTION PREVENTION PLAN", align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font(fam, "", 11)
        pdf.cell(0, 6, clean(d.get("subtitle", "")), align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        pdf.set_y(60)
    else:
        pdf.set_y(32)
        pdf.set_font(fam, "B", 19)
        pdf.multi_cell(0, 9, "STORMWATER POLLUTION\nPREVENTION PLAN" if variant == "box" else
                       "Stormwater Pollution Prevention Plan (SWPPP)", align="C",
                       new_x="LMARGIN", new_y="NEXT")
        pdf.set_font(fam, "I", 10.5)
        pdf.multi_cell(0, 5.5, clean(d.get("subtitle", "")), align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(8)
    pdf.set_font(fam, "B", 15)
    pdf.multi_cell(0, 7.5, clean(d["project"]), align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(fam, "", 11.5)
    pdf.multi_cell(0, 6, clean(d["address"]), align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(fam, "B", 12)
    pdf.multi_cell(0, 6.5, clean(d["muni"]), align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(fam, "", 10)
    if d.get("taxmap"):
        pdf.multi_cell(0, 5.5, clean(d["taxmap"]), align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(10)
    y = pdf.get_y()
    colw = (pdf.w - pdf.l_margin - pdf.r_margin) / 2
    if variant == "box":
        pdf.set_line_width(0.4)
        pdf.rect(pdf.l_margin, y - 3, colw * 2, 52)
    for i, (head, lines) in enumerate((("PREPARED FOR:", d["owner"]), ("PREPARED BY:", d["preparer"]))):
        pdf.set_xy(pdf.l_margin + i * colw + 4, y)
        pdf.set_font(fam, "B", 10)
        pdf.cell(colw - 8, 5.5, head, new_x="LEFT", new_y="NEXT")
        pdf.set_font(fam, "", 10)
        for ln in lines:
            pdf.set_x(pdf.l_margin + i * colw + 4)
            pdf.multi_cell(colw - 8, 5.2, clean(ln), new_x="LEFT", new_y="NEXT")
    pdf.set_y(y + 56)
    pdf.set_font(fam, "", 10.5)
    pdf.multi_cell(0, 5.5, clean(d["date"]), align="C", new_x="LMARGIN", new_y="NEXT")
    if d.get("revision"):
        pdf.multi_cell(0, 5.5, clean(d["revision"]), align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font(fam, "I", 9)
    pdf.multi_cell(0, 4.6, clean(d["basis"]), align="C", new_x="LMARGIN", new_y="NEXT")


def esc_spec_blocks(v: dict, with_om: bool, sce_len=50, sce_w=24, lot="commercial"):
    """Dimensions / materials / installation for standard E&SC practices.

    ``with_om`` adds maintenance requirements (never inspection frequencies).
    """
    out = []
    sf = ("Woven geotextile (Mirafi 100X, Amoco 2130 or approved equal) at least 36 inches wide, "
          "fastened to 2-inch square hardwood stakes set no more than 8 feet apart and driven at least "
          "16 inches into the ground. The lower 6 inches of fabric is placed in a 6-inch by 6-inch trench "
          "dug on the uphill side, backfilled and tamped, leaving 16 to 34 inches of fabric above grade. "
          "Adjoining rolls are spliced by wrapping the end stakes together; the fence ends are turned "
          "upslope about 10 feet so runoff cannot bypass them.")
    if with_om:
        sf += (" Trapped sediment is removed once it builds up to roughly half the exposed fabric "
               "height; torn, undermined or sagging sections are replaced the same day they are found.")
    out.append(("Silt Fence (SF)", sf))
    sce = (f"Crushed stone, 1.5 to 4 inch (NYSDOT No. 3 / ASTM C-33 size 2 or 1), placed at least 6 inches "
           f"thick over a non-woven geotextile separator. Minimum dimensions {sce_len} feet long by "
           f"{sce_w} feet wide (full width of the driveway apron where vehicles turn). Where a roadside "
           "swale crosses the entrance, a 12-inch HDPE pipe carries the swale flow beneath the stone. "
           "Runoff from the entrance is directed to a sediment-trapping device, not to the street.")
    if with_om:
        sce += (" Stone is top-dressed with fresh stone when voids fill with soil; any soil tracked onto the "
                "public road is swept up by the end of the work day (no washing into catch basins).")
    out.append(("Stabilized Construction Entrance (SCE)", sce))
    ip = ("Drop inlets and drywell grates receiving runoff from disturbed ground are protected with a "
          "filter-fabric drop inlet protection: 2-inch x 4-inch wood frame, stakes no more than 3 feet apart "
          "and at least 3 feet long, fabric stretched around the frame and buried 12 inches, top of "
          "fabric 1.5 feet above the grate. Paved-area inlets receive a manufactured filter insert "
          "(Dandy Bag or equal) sized to the grate.")
    if with_om:
        ip += (" Accumulated sediment is removed from around the structure after each storm, and the "
               "insert is emptied when one-third full; clogged fabric is replaced.")
    out.append(("Storm Drain Inlet Protection (IP)", ip))
    sp = ("Topsoil and excavated material are stockpiled only inside the limit of disturbance, at least 50 "
          "feet from any drainage structure or surface water, with side slopes no steeper than 2:1 "
          "(horizontal:vertical). A ring of silt fence is set 5 feet off the toe of each pile. Piles "
          "that will sit idle for more than 7 days receive temporary seed and mulch or a weighted tarp.")
    out.append(("Soil Stockpile (SP)", sp))
    cw = ("A prefabricated, watertight washout container (Concrete Washout Systems or equal), or an "
          "excavated pit at least 10 feet by 10 feet by 3 feet deep lined with a single piece of 10-mil "
          "polyethylene sheeting, placed at least 50 feet from inlets, swales and surface water, and "
          "signed 'CONCRETE WASHOUT'.")
    if with_om:
        cw += (" Hardened concrete is removed and the liner replaced when the washout reaches 75 percent of "
               "capacity; the facility is never allowed to overflow.")
    out.append(("Concrete Truck Washout (CWO)", cw))
    dust = ("Exposed areas and haul routes are kept damp with a water truck or hose during dry, windy "
            "weather; calcium chloride is not used within 100 feet of surface water.")
    out.append(("Dust Control", dust))
    return out


TEMP_SEED = ("Temporary seeding: annual ryegrass at 40 lb/acre (about 1 lb per 1,000 sf) between "
             "March 15 and August 15, or winter rye at 100 lb/acre from August 15 to October 15, with "
             "straw mulch spread at 2 tons/acre (90 lb per 1,000 sf). Outside the seeding windows, "
             "disturbed areas are mulched only and seeded at the first opportunity.")
PERM_SEED = ("Permanent seeding: 4 inches of screened topsoil, lime and fertilizer as indicated by soil test "
             "(default 10-20-20 at 20 lb per 1,000 sf), and a seed mix of 40% creeping red fescue, "
             "40% perennial ryegrass and 20% Kentucky bluegrass applied at 5 lb per 1,000 sf, mulched "
             "with straw or hydro-mulch. Slopes 3:1 and steeper receive a biodegradable erosion control "
             "blanket (North American Green S150 or equal) stapled per the manufacturer's pattern.")


# ---------------------------------------------------------------------------
# Document 1: Asharoken single-family residence, 1.2 ac disturbed (no SMPs)
# ---------------------------------------------------------------------------
def _a1_base():
    W, H = 300, 272
    f = [
        dict(kind="poly", pts=[(-20, -28), (320, -28), (320, -8), (-20, -14)], fill=(205, 225, 240),
             color=(120, 150, 190), label="LONG ISLAND SOUND", lxy=(110, -15), lstyle="I", lsize=8,
             lcolor=(40, 70, 120)),
        dict(kind="poly", pts=[(0, 0), (W, 0), (W, H), (0, H)], color=(0, 0, 0), width=0.5,
             label="PROPERTY LINE (TYP.)", lxy=(W + 3, 120)),
        dict(kind="rect", x=-20, y=H + 4, w=340, h=26, fill=(225, 225, 225),
             label="ASHAROKEN AVENUE (C.R. 86)", lxy=(110, H + 19), lstyle="B", lsize=7),
        dict(kind="poly", pts=[(0, 0), (W, 0), (W, 62), (0, 58)], fill=(245, 238, 215),
             color=(190, 170, 120), label="BEACH / DUNE - NOT TO BE DISTURBED", lxy=(90, 32),
             lsize=6.5),
        dict(kind="trees", x=2, y=80, w=10, h=180),
        dict(kind="trees", x=288, y=80, w=10, h=180, label="EXISTING TREES TO REMAIN", lxy=(236, 78)),
        contour([(0, 66), (150, 70), (W, 64)], 10),
        contour([(0, 120), (150, 126), (W, 118)], 12),
        contour([(0, 190), (150, 196), (W, 188)], 14),
        contour([(0, 250), (150, 254), (W, 248)], 15),
        dict(kind="rect", x=95, y=120, w=110, h=62, fill=(235, 235, 235), width=0.5,
             label="PROP. 2-STORY DWELLING  FFE 17.0", lxy=(100, 153), lstyle="B"),
        dict(kind="poly", pts=[(188, 182), (205, 182), (212, H), (190, H)], fill=(230, 220, 200),
             label="GRAVEL DRIVE", lxy=(214, 230)),
        dict(kind="rect", x=40, y=200, w=55, h=40, dash=(1.5, 1), color=(80, 80, 80),
             label="I/A OWTS + LEACHING", lxy=(42, 222)),
        dict(kind="circle", x=80, y=110, r=5, fill=(255, 255, 255), label="DW-1"),
        dict(kind="circle", x=220, y=110, r=5, fill=(255, 255, 255), label="DW-2"),
        dict(kind="arrow", x=150, y=105, dx=0, dy=-30),
        dict(kind="arrow", x=60, y=160, dx=-5, dy=-40),
        dict(kind="arrow", x=250, y=160, dx=5, dy=-40),
        dict(kind="text", x=150, y=64, label="DP-1: SHEET FLOW TO BEACH", lxy=(155, 50), lsize=6),
        lod([(12, 72), (288, 72), (288, 262), (12, 262)], lxy=(140, 268)),
    ]
    return f


def doc_a1(pdf_path: Path) -> dict:
    d = dict(
        project="Proposed Single-Family Residence - Whitcomb Property",
        address="318 Asharoken Avenue, Northport, New York 11768",
        muni="Village of Asharoken, Suffolk County, New York",
        taxmap="Suffolk County Tax Map No. 0400-002.00-01.00-014.000",
        owner=["Paul and Dana Whitcomb", "14 Bayview Terrace", "Northport, NY 11768", "(631) 555-0188"],
        preparer=["Soundview Civil Associates, P.C.", "75 Woodbine Avenue, Suite 2",
                  "Northport, NY 11768", "Tel. (631) 555-0142", "Contact: Elena M. Marchetti, P.E."],
        date="March 2025",
        subtitle="Erosion and Sediment Control SWPPP",
        basis=("Prepared under NYSDEC SPDES General Permit for Stormwater Discharges from Construction "
               "Activity GP-0-25-001 and Chapter 44 (Stormwater Management and Erosion and Sediment "
               "Control) of the Code of the Village of Asharoken"),
    )
    pdf = Doc(style="section", font="Helvetica", accent=(20, 80, 50),
              header_text="SWPPP - Whitcomb Residence, 318 Asharoken Avenue",
              footer_fmt="Soundview Civil Associates, P.C.  |  Page {n}",
              title="SWPPP - Whitcomb Residence", author="Soundview Civil Associates, P.C.")
    cover(pdf, d, "box")
    pdf.toc_here(pages=1)

    pdf.h1(1, "Project Overview")
    pdf.h2("1.1", "Purpose")
    pdf.p("This Stormwater Pollution Prevention Plan (SWPPP) sets out the erosion and sediment controls "
          "and pollution prevention measures to be used while a new single-family house is built at "
          "318 Asharoken Avenue in the Village of Asharoken. It was written to satisfy the New York "
          "State Department of Environmental Conservation (NYSDEC) SPDES General Permit GP-0-25-001 and "
          "the SWPPP content requirements of Village Code Chapter 44, and it must be kept at the site "
          "from the start of work until final stabilization.")
    pdf.p("Because the work consists of the construction of one single-family residence, disturbs "
          "less than five acres, and does not discharge to a water body listed by NYSDEC as impaired for "
          "a construction-related pollutant, neither the permit nor Chapter 44 (Conditions A, B and C) "
          "calls for post-construction water quantity and quality controls. This SWPPP therefore "
          "addresses erosion and sediment control only. Roof drywells are shown on the plans to meet the "
          "Village's on-site drainage policy; they are not post-construction practices designed under "
          "the Design Manual.")
    pdf.h2("1.2", "Project Location and Scope")
    pdf.p("The property lies on the north (Long Island Sound) side of Asharoken Avenue, about 0.6 mile "
          "east of the Village Hall, and is identified as SCTM No. 0400-002.00-01.00-014.000. "
          "It is a vacant residential lot of 1.87 acres (81,460 square feet). The northern portion "
          "is open beach and primary dune; the remainder is a mix of lawn, scrub and scattered black "
          "cherry and pitch pine.")
    pdf.p("The owner proposes a two-story single-family dwelling with a 3,950 square foot footprint and "
          "attached two-car garage, a gravel driveway from Asharoken Avenue, an innovative/alternative "
          "on-site wastewater treatment system (I/A OWTS) approved by the Suffolk County Department of "
          "Health Services, two roof-leader drywells, and new lawn and native coastal plantings. "
          "No work is proposed seaward of the landward toe of the dune.")
    pdf.h2("1.3", "Site Area and Disturbance")
    pdf.tbl(["Parameter", "Value"], [
        ("Total lot area", "1.87 ac (81,460 sf)"),
        ("Area within limit of disturbance (LOD)", "approx. 52,300 sf (1.20 ac ±)"),
        ("Area to remain undisturbed (beach, dune, tree buffers)", "0.67 ac ±"),
        ("Existing impervious cover", "0 sf"),
        ("Proposed impervious cover (roof, walks, patio)", "5,480 sf"),
        ("Maximum disturbed at one time", "1.20 ac (single phase)"),
        ("Anticipated start / completion", "May 2025 / April 2026"),
    ], widths=(110, 60), caption="Table 1-1. Project Summary")

    pdf.h1(2, "Existing Site Conditions")
    pdf.h2("2.1", "Topography and Vegetation")
    pdf.p("Grades rise gently from about elevation 9 at the landward toe of the dune to elevation 15 along "
          "Asharoken Avenue (NAVD 88), i.e. slopes of 2 to 5 percent over most of the lot. The dune face "
          "itself is steeper (up to 30 percent) and will not be touched. Existing vegetation within the "
          "work area is mowed lawn and bayberry/beach plum scrub; the tree rows along the east and west "
          "property lines will be protected with orange construction fence.")
    pdf.h2("2.2", "Soils")
    pdf.p("The USDA-NRCS Web Soil Survey (Suffolk County, New York) maps two units on the property: "
          "Carver and Plymouth sands, 3 to 15 percent slopes (CpC), over nearly all of the upland, and "
          "Beaches (Bc) along the shoreline. CpC is a deep, excessively drained coarse sand with very "
          "rapid permeability and a water table well below 6 feet, Hydrologic Soil Group A. "
          "Surface erodibility is low for water but high for wind when bare, which drives the dust "
          "and mulching measures in Section 4. Test holes dug for the sanitary design (McDonald "
          "Geoscience, 2/4/2025) found brown fine to coarse sand to 17 feet with groundwater at 11.5 "
          "feet. Appendix B contains the soil survey map unit descriptions.")
    pdf.h2("2.3", "Receiving Waters")
    pdf.p("There are no streams, ponds or freshwater wetlands on or next to the lot. Runoff that is not "
          "absorbed by the sandy soils moves as sheet flow north across the beach to Long Island Sound "
          "(NYSDEC Class SA saline water). The Sound at this location is not on the NYSDEC Section "
          "303(d) list for silt, sediment or phosphorus, and the site is not in a watershed listed in "
          "the impaired-waters appendix of GP-0-25-001. The NYSDEC tidal wetland boundary and the "
          "Coastal Erosion Hazard Area line are shown on the plans; both lie seaward of the limit of "
          "disturbance.")
    pdf.h2("2.4", "Site Plans")
    pdf.p("Appendix A contains a general location map (Figure 1), the site plan showing existing "
          "conditions, proposed improvements, limits of disturbance, undisturbed areas, vegetation, "
          "drainage patterns, slopes and the discharge point (Figure 2), and the erosion and sediment "
          "control plan (Figure 3). The full-size drawings (Sheets C-1 to C-3, 1 inch = 20 feet) are "
          "part of the building permit set.")

    pdf.h1(3, "Construction Sequence")
    pdf.p("The project will be built in a single phase; no more than 1.2 acres will be exposed at any "
          "time, well under the five-acre ceiling of the Erosion Control Manual. The contractor shall "
          "follow the order below and notify the Village Building Inspector 48 hours before steps 2, 4 "
          "and 9.")
    pdf.numbered([
        "Hold a pre-construction meeting with the owner, contractor, SWPPP manager and design engineer; "
        "stake the limit of disturbance and install orange protection fence along the dune and tree rows.",
        "Build the stabilized construction entrance at the driveway location, then install silt fence "
        "along the northern, eastern and western limits of disturbance.",
        "Clear and grub the work area. Strip topsoil and stockpile it in the location shown on Figure 3.",
        "Excavate for the foundation; rough grade the house pad and driveway. Excavated sand not reused "
        "is hauled off site the same week.",
        "Install the I/A OWTS, leaching structures and water service; backfill and compact trenches at "
        "the end of each day.",
        "Frame and enclose the house. Install roof leaders and drywells DW-1 and DW-2 once the roof is "
        "on; keep drywell grates covered until the lawn is established.",
        "Place the gravel driveway and stone walks.",
        "Final grade, spread topsoil, seed and mulch lawn areas and plant the dune-landward buffer.",
        "When at least 80 percent uniform vegetative cover is established, remove silt fence, the "
        "construction entrance and temporary fencing, and restore the disturbed spots.",
    ])

    pdf.h1(4, "Erosion and Sediment Control")
    pdf.h2("4.1", "Soil Stabilization Measures by Stage")
    pdf.p("The measures below are tied to each stage of the work, from clearing through closeout. Any "
          "area where work has stopped for more than 7 days must be stabilized by the end of the next "
          "business day, with stabilization complete within 14 days.")
    pdf.tbl(["Stage", "Temporary measures", "Permanent measures"], [
        ("Clearing and grubbing", "SCE, silt fence, protection fence; mulch cleared ground not "
         "worked within 7 days", "-"),
        ("Excavation / rough grading", "Stockpile ringed with silt fence; temporary seed + straw "
         "mulch on idle slopes; water for dust", "-"),
        ("Utilities / OWTS", "Trench spoil placed upslope; trenches backfilled daily; inlet protection "
         "on drywell grates", "-"),
        ("Building construction", "Gravel on work pads; wind fencing on stockpiles", "Gravel driveway"),
        ("Final grading and landscaping", "Straw mulch until seed takes", "Topsoil, seed and mulch; "
         "erosion blanket on 3:1 slopes; native dune plantings (Cape American beachgrass, bayberry)"),
    ], widths=(40, 70, 60), caption="Table 4-1. Stabilization by Construction Stage")
    pdf.p(TEMP_SEED)
    pdf.p(PERM_SEED)
    pdf.h2("4.2", "Runoff Diversion and Storage Practices")
    pdf.p("Runoff from exposed ground is kept inside the work area by the perimeter silt fence, which "
          "ponds sheet flow briefly so sand settles out before water soaks into the CpC soils. A low "
          "earth berm (12 inches high, 2:1 side slopes) along the inside of the northern silt fence "
          "holds runoff back from the dune during heavy rain. Once the roof is on, roof runoff is "
          "piped to drywells DW-1 and DW-2 (8-foot diameter by 6 feet deep), which store and infiltrate "
          "it rather than letting it flow across bare soil.")
    pdf.h2("4.3", "Location, Size and Length of Practices")
    pdf.tbl(["Practice", "Location (see Figure 3)", "Size / length"], [
        ("Silt fence SF-1", "North limit of disturbance, landward of dune", "±276 LF"),
        ("Silt fence SF-2 / SF-3", "East and west limits of disturbance", "±190 LF each"),
        ("Earth berm", "Inside SF-1", "±250 LF, 12 in. high"),
        ("Stabilized construction entrance", "Driveway at Asharoken Avenue", "30 ft x 20 ft"),
        ("Topsoil stockpile", "Southwest corner of work area", "±1,500 sf, max 8 ft high"),
        ("Concrete washout", "Next to stockpile", "10 ft x 10 ft"),
        ("Inlet protection", "Drywells DW-1 and DW-2", "2 locations"),
        ("Orange protection fence", "Dune line and tree rows", "±650 LF"),
    ], widths=(50, 80, 40), caption="Table 4-2. Erosion and Sediment Control Quantities")
    pdf.h2("4.4", "Specifications and Installation Details")
    for t, txt in esc_spec_blocks({}, with_om=False, sce_len=30, sce_w=20, lot="residence"):
        pdf.h3(t)
        pdf.p(txt)
    pdf.p("A single-residence lot qualifies for the 30-foot minimum entrance length allowed by the "
          "Erosion Control Manual. No temporary sediment basin or trap is proposed: the contributing "
          "area is small and the sandy soils absorb most runoff.")
    pdf.h2("4.5", "Temporary Practices Converted to Permanent Use")
    pdf.h2("4.6", "Installation Schedule")
    pdf.tbl(["Practice", "Put in place", "Stays until"], [
        ("Protection fence", "Before any clearing", "Landscaping complete"),
        ("Construction entrance", "Before clearing, first day on site", "Driveway gravel placed"),
        ("Silt fence and berm", "Before clearing and grubbing", "80% vegetative cover upslope"),
        ("Stockpile controls", "When stockpile is created", "Stockpile removed"),
        ("Inlet protection", "When drywells are set", "Lawn established"),
        ("Concrete washout", "Before first concrete pour", "Last pour and cleanup"),
        ("Temporary seed / mulch", "Within 7 days of work stopping on an area", "Permanent cover"),
    ], widths=(50, 65, 55), caption="Table 4-3. Timing of Temporary Practices")
    pdf.h2("4.7", "Maintenance Schedule")
    pdf.p("TBD - The maintenance schedule for the erosion and sediment control practices will be "
          "prepared by the site contractor and provided prior to construction.", style="I")

    pdf.h1(5, "Pollution Prevention")
    pdf.h2("5.1", "Litter, Debris and Construction Chemicals")
    pdf.p("A covered 20-yard roll-off is kept in the staging area for framing scraps, packaging and "
          "other trash; crews pick up windblown litter along the beach side of the site every Friday. "
          "Paints, sealants, adhesives and form oil are brought in only as needed and used according to "
          "label directions. Brushes and containers are never rinsed on the ground. Portable toilets "
          "are staked down at least 50 feet from the dune and serviced by a licensed hauler.")
    pdf.h2("5.2", "Materials on Site; Storage and Spill Response")
    pdf.p("Materials expected on site: lumber, concrete, masonry units, asphalt shingles, PVC pipe, "
          "gasoline and diesel for small equipment, hydraulic oil, paint and fertilizer. Fuels and "
          "liquids are kept in a locked steel job box with secondary containment sized for 110% of the "
          "largest container. Equipment is refueled only inside the LOD, at least 100 feet from the "
          "dune, with drip pans under nozzles. A spill kit (absorbent pads, boom, granular absorbent, "
          "bags) stays in the job box. Spills are contained immediately, cleaned up with dry methods "
          "and, if 5 gallons or more of petroleum or any amount reaching water, reported to the NYSDEC "
          "Spill Hotline (1-800-457-7362) within 2 hours. This list is updated as materials change.")

    pdf.h1(6, "Post-Construction Stormwater Management", newpage=False)
    pdf.p("Not required. The project is a single-family residence disturbing 1.2 acres and does not "
          "discharge to a 303(d)-listed or TMDL water, so it meets none of Conditions A, B or C of "
          "Village Code § 44-8B(2). Roof drainage is handled by two 8-foot diameter drywells sized "
          "under the Village's 2-inch on-site retention policy (roof 3,950 sf x 2/12 = 658 cf; "
          "provided 2 x 330 cf).")

    pdf.h1(7, "SWPPP Responsibilities")
    pdf.p("The following table assigns responsibility for carrying out each part of this SWPPP.")
    pdf.tbl(["Part of site / task", "Responsible party", "Duties"], [
        ("Whole site", "Owner (Paul Whitcomb)", "Files NOI and NOT; keeps SWPPP current; retains "
         "qualified inspector; stops work if controls fail"),
        ("Perimeter controls, entrance, stockpile", "General contractor - Bayside Builders Inc. "
         "(SWPPP manager: T. Russo)", "Installs and keeps all erosion and sediment controls working; "
         "keeps copy of SWPPP on site"),
        ("Foundation and concrete work", "Subcontractor - North Shore Foundations", "Uses washout; "
         "keeps spoil inside silt fence"),
        ("OWTS and drywells", "Subcontractor - Hamlet Septic Service", "Backfills trenches daily; "
         "sets inlet protection"),
        ("Landscaping and dune plantings", "Subcontractor - Eatons Neck Landscape", "Topsoil, seeding, "
         "blankets, plantings"),
        ("Inspections and reports", "Qualified inspector - Soundview Civil Associates", "Site "
         "inspections, reports, stabilization sign-off"),
    ], widths=(48, 55, 67), caption="Table 7-1. Responsibility Matrix")

    pdf.h1(8, "Inspections and Record Keeping")
    pdf.twocol([
        ("h", "8.1  Qualified Inspector"),
        ("p", "A qualified inspector (a licensed professional engineer or a person with current "
              "NYSDEC-endorsed 4-hour training working under one) will inspect the site at least once "
              "every seven calendar days while soil is exposed. Each inspection covers every control "
              "practice, the construction entrance, stockpiles, material storage areas and the "
              "discharge point at the beach."),
        ("h", "8.2  Reports"),
        ("p", "Each inspection is written up on the form in Appendix D, signed by the inspector and given "
              "to the owner and contractor within one business day. Reports note the weather, "
              "approximate disturbed area, the condition of each practice and any sediment leaving the "
              "site, with photographs."),
        ("h", "8.3  Site Logbook"),
        ("p", "The logbook, this SWPPP, the NOI and acknowledgment letter, contractor certifications and "
              "all inspection reports are kept in the job trailer or site mailbox and shown to "
              "Village or NYSDEC staff on request. Records are kept for five years after the Notice "
              "of Termination is filed."),
        ("h", "8.4  Village Inspections"),
        ("p", "The contractor notifies the Village at least 48 hours before start of construction, "
              "installation of erosion controls, completion of clearing, rough grading, final "
              "grading and final landscaping, as required by the Stormwater Management Officer."),
        ("h", "8.5  SWPPP Amendments"),
        ("p", "The SWPPP is amended whenever the design, construction or operation changes in a way "
              "that affects the discharge of pollutants, or when inspections show the plan is not "
              "working. Amendments are dated and kept with the plan."),
    ])

    pdf.h1(9, "Certifications", newpage=False)
    pdf.p("The engineer's certification is in Appendix F. Each contractor and subcontractor who will "
          "disturb soil must sign the certification in Appendix E before starting work.")

    # Appendices
    pdf.appendix("A", "Location Map and Site Plans")
    draw_location_map(pdf, title="FIGURE 1 - LOCATION MAP (NOT TO SCALE)",
                      roads=[([(0, 70), (30, 62), (60, 55), (100, 48)], "ASHAROKEN AVENUE", 1.2),
                             ([(60, 55), (70, 80), (78, 100)], "EATONS NECK RD", 0.8),
                             ([(0, 90), (20, 80), (30, 62)], "BEVIN RD", 0.6)],
                      site_xy=(44, 57), site_label="SITE - 318 ASHAROKEN AVE",
                      waters=[([(0, 0), (100, 0), (100, 42), (60, 50), (30, 57), (0, 64)], "LONG ISLAND SOUND"),
                              ([(0, 72), (28, 66), (58, 60), (66, 80), (0, 100)], "DUCK ISLAND HARBOR")],
                      quad="USGS 7.5-minute quadrangle: Northport, NY.  Lat. 40.93 N, Long. 73.36 W (approx.)")
    pdf.add_page()
    draw_plan(pdf, title="FIGURE 2 - SITE PLAN: EXISTING AND PROPOSED CONDITIONS", scale_ft_per_in=60,
              parcel=None, features=_a1_base(), origin=(-20, -30), height_mm=146,
              legend=[("Solid heavy line", "Property line"),
                      ("Red dashed line", "Limit of disturbance (LOD), 1.20 ac ±"),
                      ("Brown dashed line", "Existing contour, 2-ft interval (NAVD 88)"),
                      ("Green circles", "Existing trees / vegetation to remain"),
                      ("Blue arrow", "Drainage pattern (sheet flow)")],
              notes=["1. Total lot area 1.87 ac (81,460 sf); area of disturbance 1.20 ac ±; area not to be "
                     "disturbed 0.67 ac ± (beach, dune and tree buffers).",
                     "2. No freshwater wetlands, streams or ponds are on or adjacent to the site. The NYSDEC "
                     "tidal wetland line is on the beach, seaward of the dune.",
                     "3. Existing slopes 2 to 5 percent in the work area; finished slopes no steeper than 3:1.",
                     "4. Discharge point DP-1: sheet flow north across the beach to Long Island Sound.",
                     "5. No off-site material, waste, borrow or equipment storage areas will be used; all "
                     "staging is within the LOD."])
    pdf.add_page()
    f3 = _a1_base() + [
        silt_fence([(12, 75), (288, 75)], "SF-1 (±276 LF)", (120, 80)),
        silt_fence([(12, 75), (12, 262)], "SF-3", (14, 180)),
        silt_fence([(288, 75), (288, 262)], "SF-2", (278, 180)),
        dict(kind="rect", x=188, y=242, w=20, h=30, fill=(180, 180, 180), label="SCE 30'x20'",
             lxy=(212, 262), lstyle="B"),
        dict(kind="circle", x=30, y=240, r=14, fill=(210, 190, 150), label="SP", lxy=(25, 242)),
        dict(kind="rect", x=50, y=244, w=10, h=10, fill=(160, 160, 200), label="CWO", lxy=(62, 252)),
    ]
    draw_plan(pdf, title="FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN", scale_ft_per_in=60,
              parcel=None, features=f3, origin=(-20, -30), height_mm=146,
              legend=[("Line with x marks", "Silt fence (SF) with 12-in. earth berm inside SF-1"),
                      ("Grey box", "Stabilized construction entrance (SCE)"),
                      ("Tan circle", "Topsoil stockpile (SP) ringed by silt fence"),
                      ("Blue box", "Concrete washout (CWO)"),
                      ("Red dashed line", "Limit of disturbance")],
              notes=["Quantities: SF-1 ±276 LF; SF-2 ±190 LF; SF-3 ±190 LF; SCE 30 ft x 20 ft; stockpile "
                     "±1,500 sf; CWO 10 ft x 10 ft; inlet protection at DW-1 and DW-2.",
                     "See Section 4.4 for installation details."])

    pdf.appendix("B", "Soils Information")
    pdf.p("Source: USDA Natural Resources Conservation Service, Web Soil Survey, Suffolk County, New "
          "York (survey area version 21, Sept. 2024). Map units within the property:")
    pdf.tbl(["Map symbol", "Map unit name", "Acres in AOI", "Drainage class", "HSG", "Depth to water table"], [
        ("CpC", "Carver and Plymouth sands, 3 to 15 percent slopes", "1.41", "Excessively drained", "A",
         "> 80 in."),
        ("Bc", "Beaches", "0.46", "-", "-", "0 in."),
    ], widths=(20, 55, 20, 30, 12, 33), caption="Table B-1. Map Unit Summary")
    pdf.p("CpC - Carver and Plymouth sands: deep, excessively drained soils on moraines and outwash "
          "plains, formed in sandy glacial outwash. Typical profile: 0 to 4 inches loamy coarse sand; "
          "4 to 30 inches coarse sand; 30 to 60 inches stratified coarse sand and gravel. Available "
          "water capacity is very low; runoff class negligible to very low. Wind erosion hazard is "
          "severe when the surface is bare.")
    pdf.p("Bc - Beaches: sandy and gravelly shore deposits washed and reworked by waves and tides. Not "
          "rated for hydrologic group; no disturbance is proposed in this unit.")

    pdf.appendix("C", "Notice of Intent (Summary)")
    pdf.p("The owner submitted the Notice of Intent through the NYSDEC eNOI system on 03/10/2025. "
          "A summary of the information submitted follows; the acknowledgment letter will be added "
          "to this appendix when received.")
    pdf.tbl(["NOI field", "Entry"], [
        ("Owner/operator", "Paul and Dana Whitcomb"),
        ("Project site", "318 Asharoken Avenue, Village of Asharoken, Suffolk County"),
        ("Type of construction", "Single family home"),
        ("Total site area / disturbed area", "1.87 ac / 1.20 ac"),
        ("Existing / future impervious area", "0.00 ac / 0.13 ac"),
        ("Nearest surface waterbody", "Long Island Sound"),
        ("303(d) segment or TMDL watershed", "No"),
        ("Post-construction SMPs required", "No (single-family home < 5 ac)"),
        ("SWPPP prepared by", "Soundview Civil Associates, P.C."),
        ("MS4 acceptance", "Village of Asharoken - SWPPP acceptance form attached"),
    ], widths=(70, 100))

    pdf.appendix("D", "Inspection Report Form")
    pdf.field_lines([("Project:", "Whitcomb Residence, 318 Asharoken Avenue"), ("Date / time:", None),
                     ("Inspector:", None), ("Weather / rain since last inspection:", None),
                     ("Approx. disturbed area (ac):", None)], label_w=70)
    pdf.tbl(["Item", "OK", "Needs attention", "Notes"], [
        ("Construction entrance", "", "", ""), ("Silt fence SF-1", "", "", ""),
        ("Silt fence SF-2 / SF-3", "", "", ""), ("Earth berm", "", "", ""),
        ("Stockpile controls", "", "", ""), ("Inlet protection DW-1 / DW-2", "", "", ""),
        ("Concrete washout", "", "", ""), ("Material storage / spill kit", "", "", ""),
        ("Sediment at beach / off site", "", "", ""), ("Stabilized areas (%)", "", "", ""),
    ], widths=(60, 15, 30, 65))
    pdf.field_lines([("Inspector signature:", None)], label_w=45)

    pdf.appendix("E", "Contractor Certifications")
    pdf.p("Each contractor and subcontractor responsible for soil disturbance or for installing any "
          "erosion and sediment control practice shall complete and sign the following statement "
          "before beginning work:")
    pdf.p('"I certify under penalty of law that I understand and agree to comply with the terms and '
          'conditions of the Stormwater Pollution Prevention Plan for this site, and that I will carry '
          'out any corrective action identified by the qualified inspector. I also understand that it is '
          'unlawful for any person to cause or contribute to a violation of water quality standards."',
          style="I")
    for _ in range(2):
        pdf.field_lines([("Name:", None), ("Title:", None), ("Firm:", None),
                         ("Firm address:", None), ("Telephone:", None),
                         ("Site address:", None), ("Signature:", None), ("Date:", None)], label_w=35)
        pdf.ln(3)

    pdf.appendix("F", "Engineer's Certification")
    pdf.p("I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my "
          "direct supervision, and that the erosion and sediment control and stormwater management "
          "practices it contains are designed in accordance with Chapter 44 of the Code of the Village "
          "of Asharoken, the New York State Standards and Specifications for Erosion and Sediment "
          "Control, and SPDES General Permit GP-0-25-001.")
    pdf.field_lines([("Name:", "Elena M. Marchetti, P.E."), ("NYS P.E. License No.:", "089517"),
                     ("Firm:", "Soundview Civil Associates, P.C."), ("Signature:", None),
                     ("Date:", "March 12, 2025")], label_w=52)
    pdf.output(str(pdf_path))

    items = {i: "present" for i in ITEM_IDS[ASH]}
    for i in POST_IDS[ASH]:
        items[i] = "not_applicable"
    pj = _page_of(pdf, "4.5")
    pm = _page_of(pdf, "4.7")
    gaps = {
        "44-8B(1)(j)": f"Heading '4.5 Temporary Practices Converted to Permanent Use' (p. {pj}) is "
                       "immediately followed by heading 4.6; no conversion is described anywhere.",
        "44-8B(1)(l)": f"Section 4.7 Maintenance Schedule (p. {pm}) reads 'TBD - ... will be provided "
                       "prior to construction'; no maintenance schedule for the E&SC practices elsewhere.",
        "44-8B(1)(p)": "No existing stormwater runoff data are given anywhere (no section, no TOC entry).",
        "44-8E": f"Appendix E (p. {_page_of(pdf, 'APPENDIX E')}) has the certification statement but every "
                 "name, title, firm, address, phone, signature and date line is blank.",
    }
    for k in gaps:
        items[k] = "missing"
    return dict(
        file=pdf_path.name, checklist=ASH,
        description=("Asharoken single-family residence on a 1.87-acre Long Island Sound lot, 1.20 ac "
                     "disturbed; erosion and sediment control SWPPP only (no Condition A/B/C)."),
        facts=dict(disturbed_acres=1.2, total_site_acres=1.87, single_family=True, impaired_water=False,
                   project_type="single-family residence", receiving_waters=["Long Island Sound"]),
        items=items, gaps=gaps, pages=pdf.page_no())


def _page_of(pdf: Doc, prefix: str) -> int:
    for _lvl, text, page in pdf.toc_entries:
        if text.startswith(prefix):
            return page
    raise KeyError(prefix)



def hydro_appendix(pdf: Doc, pages):
    for i, L in enumerate(pages):
        if i:
            pdf.add_page()
        pdf.mono([ln for ln in L if ln is not None])


def comparison_rows(summary):
    rows = []
    for sname, P, pre, post_in, out in summary:
        rows.append((sname, f'{P:.1f}"', f"{pre:.2f}", f"{post_in:.2f}", f"{out:.2f}",
                     f"{out - pre:+.2f}"))
    return rows


# ---------------------------------------------------------------------------
# Document 2: Asharoken 3.0 ac retail center (Condition C)
# ---------------------------------------------------------------------------
A2_STORMS = [("1-Year", 2.80), ("10-Year", 5.00), ("100-Year", 8.60)]
A2_PRE = dict(id="1S", name="PRE-DEVELOPMENT DA-1", dp="DP-1 STREET / SOUTH LINE", tc=16.0,
              len=410, slope=0.0150,
              comps=[(62000, 61, ">75% Grass cover, Good, HSG B"), (40000, 55, "Woods, Good, HSG B"),
                     (30400, 39, ">75% Grass cover, Good, HSG A"), (16000, 85, "Gravel surface, HSG B")])
A2_POST = dict(id="2S", name="POST-DEVELOPMENT DA-1", tc=6.0,
               comps=[(97400, 98, "Roofs and paved parking"), (30000, 61, ">75% Grass cover, Good, HSG B"),
                      (21000, 39, ">75% Grass cover, Good, HSG A")])
A2_POND = dict(id="1P", name="LEACHING POOLS LP-1 TO LP-14 + IB-1", storage_cf=31500, bottom=4.50,
               top=16.50, area_sf=5200, exfil_cfs=1.85,
               desc="14 leaching pools 10' dia x 12' eff. + 2' stone; IB-1 4,600 sf x 2.5' deep")


def _a2_features(esc=False, post=False):
    f = [
        dict(kind="poly", pts=[(0, 0), (470, 0), (470, 426), (0, 426)], width=0.5,
             label="PROPERTY LINE", lxy=(474, 200)),
        dict(kind="rect", x=-10, y=430, w=490, h=28, fill=(225, 225, 225),
             label="ASHAROKEN AVENUE", lxy=(190, 447), lstyle="B", lsize=7),
        dict(kind="trees", x=8, y=6, w=455, h=40, label="EXISTING WOODS TO REMAIN (UNDISTURBED)",
             lxy=(150, 56)),
        contour([(0, 120), (240, 100), (470, 150)], 18),
        contour([(0, 220), (240, 205), (470, 260)], 16),
        contour([(0, 330), (240, 320), (470, 370)], 14),
        dict(kind="rect", x=140, y=80, w=185, h=100, fill=(235, 235, 235), width=0.5,
             label="PROP. 1-STORY RETAIL  18,500 SF  FFE 19.5", lxy=(146, 134), lstyle="B"),
        dict(kind="rect", x=70, y=200, w=320, h=150, fill=(215, 215, 215), dash=(1, 0.6),
             label="PROP. PARKING (92 SPACES)", lxy=(180, 280)),
        dict(kind="rect", x=205, y=350, w=40, h=80, fill=(215, 215, 215), label="ENTRANCE", lxy=(250, 410)),
        dict(kind="arrow", x=230, y=190, dx=40, dy=60),
        dict(kind="arrow", x=100, y=330, dx=20, dy=40),
        dict(kind="arrow", x=420, y=250, dx=0, dy=60),
        dict(kind="text", x=0, y=0, label="DP-1 (SOUTH LINE / STREET)", lxy=(300, 424), lsize=6),
        lod([(40, 60), (430, 60), (430, 395), (40, 395)], lxy=(44, 392)),
    ]
    if esc:
        f += [
            silt_fence([(40, 395), (200, 395)], "SF-1 ±160 LF", (90, 388)),
            silt_fence([(250, 395), (430, 395)], "SF-2 ±180 LF", (320, 388)),
            silt_fence([(430, 60), (430, 395)], "SF-3 ±335 LF", (400, 90)),
            silt_fence([(40, 60), (40, 395)], "SF-4 ±335 LF", (44, 90)),
            silt_fence([(40, 60), (430, 60)], "SF-5 ±390 LF", (330, 74)),
            dict(kind="line", pts=[(60, 190), (340, 175), (380, 300)], color=(30, 90, 200), width=0.5,
                 dash=(3, 1), label="DIVERSION SWALE DS-1 ±410 LF", lxy=(240, 172)),
            dict(kind="rect", x=345, y=305, w=55, h=30, fill=(190, 210, 230), label="ST-1",
                 lxy=(362, 323), lstyle="B"),
            dict(kind="rect", x=205, y=380, w=24, h=50, fill=(170, 170, 170), label="SCE 50'x24'",
                 lxy=(160, 420), lstyle="B"),
            dict(kind="circle", x=85, y=120, r=22, fill=(210, 190, 150), label="SP-1"),
            dict(kind="rect", x=60, y=160, w=12, h=12, fill=(160, 160, 200), label="CWO", lxy=(75, 170)),
        ]
    if post:
        lp = [(90, 230), (150, 230), (210, 230), (270, 230), (330, 230), (370, 230), (90, 300),
              (150, 300), (210, 300), (270, 300), (330, 300), (150, 195), (230, 195), (310, 195)]
        for i, (x, y) in enumerate(lp, 1):
            f.append(dict(kind="circle", x=x, y=y, r=5, fill=(255, 255, 255), label=f"LP-{i}",
                          lsize=5.5))
        f.append(dict(kind="rect", x=345, y=300, w=70, h=66, fill=(190, 225, 190), label="IB-1",
                      lxy=(372, 336), lstyle="B"))
    return f


def doc_a2(pdf_path: Path) -> dict:
    d = dict(
        project="Bevin Point Retail Center",
        address="601 Asharoken Avenue, Northport, New York 11768",
        muni="Village of Asharoken, Suffolk County, New York",
        taxmap="SCTM No. 0400-004.00-02.00-031.001",
        owner=["Bevin Point Retail LLC", "1200 Veterans Memorial Highway, Suite 310",
               "Hauppauge, NY 11788", "Attn: Karen Liebowitz, Managing Member"],
        preparer=["Meridian Site Engineering, PLLC", "35 Arkay Drive, Suite 120", "Hauppauge, NY 11788",
                  "(631) 555-0277", "Project Manager: Daniel Ortiz"],
        date="February 28, 2025", revision="Revised March 11, 2025 (Village comments)",
        subtitle="Site Plan Application - Stormwater Management and Erosion & Sediment Control",
        basis=("Prepared in accordance with Village of Asharoken Code Chapter 44 and NYSDEC SPDES General "
               "Permit GP-0-25-001; post-construction practices designed to the NYS Stormwater Management "
               "Design Manual"),
    )
    pdf = Doc(style="decimal", font="Helvetica", accent=(25, 45, 100),
              header_text="Bevin Point Retail Center | Stormwater Pollution Prevention Plan",
              footer_fmt="Page {n} of {{nb}}", title="SWPPP - Bevin Point Retail Center",
              author="Meridian Site Engineering, PLLC", bookmarks=True)
    cover(pdf, d, "band")
    pdf.toc_here(pages=2)

    pdf.h1(1, "Introduction")
    pdf.h2("1.1", "Project Background")
    pdf.p("Bevin Point Retail LLC proposes to build a single-story, 18,500 square foot neighborhood "
          "retail building with a 92-space parking lot, site lighting, landscaping, water and electric "
          "services and a subsurface stormwater system on a 4.60-acre parcel at 601 Asharoken Avenue. "
          "The parcel is a former garden nursery: a gravel yard and greenhouse slabs in the south, old "
          "field in the middle, and mixed oak woods along the north line. The project requires site plan "
          "approval from the Village Board of Trustees.")
    pdf.p("Work will occur on roughly 3.0 acres (130,700 sf) inside the limit of disturbance. The "
          "remaining 1.6 acres, mainly the northern woods and side buffers, will not be touched.")
    pdf.h2("1.2", "Regulatory Basis")
    pdf.p("Because more than one acre will be disturbed, the owner must obtain coverage under SPDES "
          "General Permit GP-0-25-001 and submit this SWPPP to the Village for acceptance. Under Village "
          "Code § 44-8B(2), a commercial project disturbing at least one but less than five acres falls "
          "under Condition C, so the SWPPP includes post-construction water quantity and water quality "
          "controls (Section 6.0) in addition to the erosion and sediment controls.")
    pdf.h2("1.3", "Site Data")
    pdf.tbl(["Item", "Existing", "Proposed"], [
        ("Total parcel area", "4.60 ac (200,376 sf)", "4.60 ac"),
        ("Disturbed area (LOD)", "-", "3.0 ac ± (130,700 sf)"),
        ("Impervious cover", "0.37 ac (gravel yard, slabs)", "2.24 ac (roof + pavement)"),
        ("Building area", "greenhouse slabs only", "18,500 sf"),
        ("Parking spaces", "-", "92 incl. 4 accessible"),
        ("Zoning", "Business (B-1)", "no change"),
    ], widths=(60, 55, 55), caption="Table 1. Site Data Summary")

    pdf.h1(2, "Site Description")
    pdf.h2("2.1", "Existing Land Cover and Topography")
    pdf.p("The site slopes gently from about elevation 20 near the wooded north line to elevation 13 at "
          "Asharoken Avenue, with grades of 1 to 4 percent except for a short 10 percent bank behind the "
          "old greenhouse pads. Vegetation consists of old-field grasses and goldenrod, a few ornamental "
          "nursery trees, and second-growth oak and black locust woods along the north 45 feet.")
    pdf.h2("2.2", "Soils")
    pdf.p("Mapped soils (USDA-NRCS Web Soil Survey) are Haven loam, 0 to 2 percent slopes (HaA), "
          "HSG B, across most of the middle of the site; Riverhead sandy loam, 3 to 8 percent slopes "
          "(RdB), HSG A, along the eastern third; and Cut and fill land, gently sloping (CuB) in the "
          "former nursery yard, which was treated as HSG B for design. Eight deep test holes and four "
          "double-ring infiltration tests by Long Island Geotech (January 2025) found 1 to 3 feet of "
          "loam over stratified sand and gravel, with measured rates of 9 to 21 in/hr in the sand. "
          "Groundwater was not reached at 20 feet. Soil descriptions are in Appendix B.")
    pdf.h2("2.3", "Surface Waters and Drainage")
    pdf.p("There are no wetlands or watercourses on the parcel. Stormwater from the site eventually "
          "reaches nearby tidal waters by way of the Asharoken Avenue roadside drainage. The site does "
          "not drain to a water on the NYSDEC 303(d) list.")
    pdf.h2("2.4", "Existing Stormwater Runoff Data")
    pdf.p("No stream gauge, outfall monitoring or drainage complaint records exist for this parcel; the "
          "Village DPW reported no history of flooding or ponding at the frontage. Field observation "
          "during the 1.9-inch storm of January 9, 2025 showed sheet flow from the gravel yard reaching the "
          "road shoulder, with no concentrated flow or erosion elsewhere. Existing peak runoff from the "
          "3.40-acre analysis area (DA-1) was modeled in HydroCAD (Appendix E): 1-year, 10-year and "
          "100-year peaks are summarized in Table 6. Measured infiltration rates are listed in 2.2.")
    pdf.h2("2.5", "Site Maps")
    pdf.p("Appendix A contains the general location map (Figure A-1), the overall site plan showing "
          "total site area, improvements, areas to be disturbed and left undisturbed, existing vegetation, "
          "drainage patterns, existing and finished slopes and the discharge point (Figure A-2), the "
          "erosion and sediment control plan (Figure A-3) and the post-construction stormwater plan "
          "(Figure A-4).")

    pdf.h1(3, "Construction Phasing and Sequence")
    pdf.p("The work is divided into two phases so that less ground is open at once. The whole LOD is "
          "3.0 acres, so the five-acre maximum on simultaneous disturbance in the Erosion Control "
          "Manual is never approached.")
    pdf.tbl(["Phase", "Area", "Main activities", "Duration"], [
        ("1", "1.6 ac (south and east)", "Entrance, sediment trap ST-1, diversion swale, demolition of "
         "slabs, parking lot subgrade, leaching pools LP-1 to LP-11", "Apr - Jul 2025"),
        ("2", "1.4 ac (north and west)", "Building pad, foundations, utilities, remaining leaching pools, "
         "conversion of ST-1 to IB-1", "Jul 2025 - Jan 2026"),
        ("Closeout", "entire site", "Paving top course, landscaping, final stabilization, removal of "
         "temporary controls", "Feb - Apr 2026"),
    ], widths=(18, 35, 85, 32), caption="Table 2. Construction Phases")
    pdf.p("Within each phase the order is: (1) install perimeter controls and construction entrance; "
          "(2) clear and grub; (3) strip and stockpile topsoil; (4) mass excavation and grading; "
          "(5) install storm drainage and utilities; (6) build foundations and structures; "
          "(7) place pavement base; (8) final grading, topsoil and seeding; (9) remove temporary controls "
          "after the upslope area is stabilized.")

    pdf.h1(4, "Erosion & Sediment Control Practices")
    pdf.h2("4.1", "Temporary and Permanent Stabilization")
    pdf.p("During grubbing and mass grading, cleared areas that will not be worked again within 7 days "
          "receive temporary seed and straw mulch; the topsoil stockpile is seeded and ringed with silt "
          "fence. During utility and building work, trench backfill is tracked and mulched the same day "
          "and the parking lot subbase is stoned as soon as it reaches grade. At closeout, all landscape "
          "areas get topsoil, permanent seed or sod, and the IB-1 side slopes get erosion control blanket. "
          "Stabilization of idle areas starts by the end of the next business day and is finished within "
          "14 days.")
    pdf.p(TEMP_SEED)
    pdf.p(PERM_SEED)
    pdf.h2("4.2", "Structural Practices to Divert and Store Runoff")
    pdf.p("A temporary diversion swale (DS-1) across the top of the work area intercepts runoff from the "
          "undisturbed woods and the building pad and carries it to temporary sediment trap ST-1 in the "
          "southeast corner, so that clean and sediment-laden water are not mixed and runoff from bare "
          "ground is stored and settled before it leaves. Perimeter silt fence backs up the swale along "
          "the south and side lines.")
    pdf.h2("4.3", "Locations, Sizes and Lengths")
    pdf.tbl(["ID", "Practice", "Location", "Size / length"], [
        ("SF-1 / SF-2", "Silt fence", "South LOD along Asharoken Ave", "±160 LF / ±180 LF"),
        ("SF-3 / SF-4", "Silt fence", "East and west LOD", "±335 LF each"),
        ("SF-5", "Silt fence", "North LOD at woods edge", "±390 LF"),
        ("DS-1", "Diversion swale", "Across building pad to ST-1", "±410 LF, 1.5 ft deep"),
        ("ST-1", "Stone outlet sediment trap", "Southeast corner (future IB-1)", "55 x 30 ft, 4 ft deep"),
        ("SCE", "Construction entrance", "Site driveway", "50 x 24 ft"),
        ("SP-1", "Topsoil stockpile", "Northwest corner", "±1,600 sf"),
        ("CWO", "Concrete washout", "Next to SP-1", "10 x 10 ft"),
        ("IP", "Inlet protection", "All new catch basins (CB-1 to CB-9)", "9 locations"),
    ], widths=(25, 40, 65, 40), caption="Table 3. E&SC Practice Schedule (see Figure A-3)")
    pdf.h2("4.4", "Practice Details and Specifications")
    for t, txt in esc_spec_blocks({}, with_om=False):
        pdf.h3(t)
        pdf.p(txt)
    pdf.h3("Temporary Sediment Trap ST-1 (siting and sizing)")
    pdf.p("Drainage area to ST-1 is 1.9 acres. At the Erosion Control Manual rate of 3,600 cubic feet "
          "of storage per acre drained, 6,840 cf is needed, half as wet storage and half as dry storage. "
          "ST-1 is 55 ft by 30 ft at the top with 2:1 side slopes and a 4.0 ft depth, providing about "
          "7,100 cf. The outlet is a stone embankment of NYSDOT light stone fill faced with 1 ft of No. 2 "
          "stone, crest 1.5 ft below the top of embankment, with a 10 ft long weir. The trap sits on the "
          "footprint of the future infiltration basin IB-1, with its bottom kept 2 ft above final basin "
          "grade to avoid sealing the sand.")
    pdf.h3("Diversion Swale DS-1")
    pdf.p("Parabolic swale, 1.5 ft deep and 8 ft top width, 1 percent minimum grade, lined with jute "
          "mesh over seed; earth dike on the downhill side compacted in 6-inch lifts.")
    pdf.h2("4.5", "Temporary Practices Converted to Permanent Controls")
    pdf.p("Sediment trap ST-1 becomes infiltration basin IB-1. Once Phase 1 and Phase 2 areas draining to "
          "it are stabilized, the trap is dewatered through a filter bag, all accumulated sediment and the "
          "top 2 feet of soil are dug out down to clean sand, and the basin is shaped to the IB-1 grades "
          "and planted. The upper reach of swale DS-1 is regraded into the permanent grass swale along the "
          "north side of the building.")
    pdf.h2("4.6", "Implementation Schedule")
    pdf.tbl(["Practice", "Initial placement", "Remains in place until"], [
        ("Construction entrance", "Day 1, before any earthwork", "Pavement binder course placed"),
        ("Silt fence SF-1 to SF-5", "Before clearing", "Upslope area 80% vegetated"),
        ("Diversion swale DS-1", "Immediately after clearing strip", "Phase 2 stabilized"),
        ("Sediment trap ST-1", "Before mass grading", "Conversion to IB-1"),
        ("Inlet protection", "As each catch basin is set", "Binder course and landscaping complete"),
        ("Stockpile controls", "When pile is formed", "Pile removed"),
        ("Concrete washout", "Before first pour", "Last concrete work"),
    ], widths=(50, 60, 60), caption="Table 4. Timing of Temporary Practices")
    pdf.h2("4.7", "Maintenance Schedule")
    pdf.tbl(["Practice", "Frequency", "Maintenance action"], [
        ("Silt fence", "Weekly and after 0.5 in. rain", "Remove sediment at 1/2 fabric height; repair "
         "sags, tears, undercutting same day"),
        ("Construction entrance", "Daily during earthwork", "Top-dress stone; sweep tracked soil off "
         "Asharoken Ave"),
        ("Sediment trap ST-1", "Weekly and after storms", "Clean out when half the wet storage is "
         "filled; rebuild outlet stone"),
        ("Diversion swale", "Weekly", "Repair erosion, reseed bare spots, clear debris"),
        ("Inlet protection", "After every storm", "Remove sediment; empty inserts at 1/3 full"),
        ("Seeded / mulched areas", "Weekly", "Re-mulch bare spots, reseed failed areas"),
        ("Concrete washout", "Weekly", "Empty at 75% full; replace torn liner"),
    ], widths=(40, 45, 85), caption="Table 5. E&SC Maintenance Schedule")

    pdf.h1(5, "Pollution Prevention")
    pdf.h2("5.1", "Litter, Debris and Construction Chemicals")
    pdf.p("Covered roll-off containers are provided for construction debris and a separate lidded "
          "dumpster for food waste and packaging; crews police the site and the Asharoken Avenue frontage "
          "for litter at the end of each day. Construction chemicals (curing compounds, sealers, form "
          "release agents, line-striping paint) are applied only in dry weather and according to the "
          "manufacturer's directions, and leftover product is taken back by the supplier. No burial or "
          "burning of debris is allowed.")
    pdf.h2("5.2", "Construction and Waste Materials Storage; Spill Prevention and Response")
    pdf.p("Will be provided prior to construction.", style="I")

    pdf.h1(6, "Post-Construction Stormwater Management")
    pdf.h2("6.1", "Applicability")
    pdf.p("Condition C of § 44-8B(2) applies (commercial, 3.0 acres disturbed). Water quality volume "
          "(WQv), runoff reduction volume (RRv), channel protection (Cpv), overbank (Qp) and extreme "
          "flood (Qf) criteria of the NYS Stormwater Management Design Manual were considered. Because "
          "the sandy subsoils accept water readily and there is no positive outfall other than the "
          "street, the design infiltrates runoff on site.")
    pdf.h2("6.2", "Description of Post-Construction Practices")
    pdf.bullets([
        "Leaching pool system (LP-1 to LP-14): precast concrete leaching rings, 10 ft diameter with "
        "12 ft of effective depth and a 2 ft stone collar, connected in groups to the parking lot catch "
        "basins. Runoff reduction by infiltration (Design Manual infiltration system).",
        "Pretreatment: catch basins with 3 ft sumps and hooded outlets ahead of every pool group, plus a "
        "hydrodynamic separator (Contech CDS 2015-4 or equal) ahead of LP-1, providing 25% WQv "
        "pretreatment.",
        "Infiltration basin IB-1: 4,600 sf landscaped basin, 2.5 ft deep, on the footprint of sediment "
        "trap ST-1, receiving roof runoff from the east half of the building and overflow from LP-12 "
        "to LP-14.",
    ])
    pdf.p("WQv = (P)(Rv)(A)/12 = (1.3 in)(0.05 + 0.009 x 66%)(3.40 ac)/12, roughly 0.237 ac-ft "
          "(10,330 cf). Storage provided below the lowest overflow is 31,500 cf, so the entire WQv and "
          "RRv are infiltrated, along with the 1-year and most of the 10-year storm.")
    pdf.h2("6.3", "Location and Size of Each Practice")
    pdf.tbl(["Practice", "Location", "Size", "Contributing area"], [
        ("LP-1 to LP-6", "South parking bay", "6 @ 10 ft dia x 12 ft", "0.95 ac"),
        ("LP-7 to LP-11", "Middle parking bay", "5 @ 10 ft dia x 12 ft", "0.80 ac"),
        ("LP-12 to LP-14", "Front of building", "3 @ 10 ft dia x 12 ft", "0.45 ac (west roof)"),
        ("IB-1", "Southeast corner", "4,600 sf bottom, 2.5 ft deep", "1.20 ac (east roof, lawn)"),
        ("CDS unit", "Upstream of LP-1", "2015-4 model", "0.95 ac"),
    ], widths=(35, 45, 50, 40), caption="Table 6a. Post-Construction Practices (see Figure A-4)")
    pages, summary = hydrocad_pages(firm="Meridian Site Engineering, PLLC", proj="Bevin Point Retail",
                                    storms=A2_STORMS, pre=A2_PRE, post=A2_POST, pond=A2_POND)
    pdf.h2("6.4", "Hydrologic and Hydraulic Analysis")
    pdf.p("Runoff was modeled with HydroCAD 10.20 using the SCS TR-20 method and NRCS Type III 24-hour "
          "rainfall (NOAA Atlas 14: 1-yr 2.8 in., 10-yr 5.0 in., 100-yr 8.6 in.). Pre-development "
          "subcatchment 1S and post-development subcatchment 2S both cover analysis area DA-1 "
          "(3.40 ac). The post-development runoff is routed through the leaching pools and IB-1 "
          "(pond 1P) with exfiltration at 5 in/hr, a safety factor of 2 applied to the lowest measured "
          "rate. Storage-indication routing output is in Appendix E.")
    pdf.h2("6.5", "Pre- vs. Post-Development Runoff Comparison")
    pdf.tbl(["Storm", "Rain", "Pre peak (cfs)", "Post inflow (cfs)", "Post outflow (cfs)", "Change (cfs)"],
            comparison_rows(summary), widths=(25, 18, 30, 33, 34, 30),
            caption="Table 6. Peak Discharge at DP-1, Pre- vs. Post-Development")
    pdf.p("Post-development peak discharge leaving the site is less than or equal to the existing peak "
          "for each storm analyzed, so the overbank and extreme flood criteria are satisfied and no "
          "added runoff reaches the Asharoken Avenue drainage.")
    pdf.h2("6.6", "Dimensions, Materials and Installation")
    pdf.p("Leaching pools: precast concrete rings (4,000 psi, H-20 rated) 10 ft ID, set on undisturbed "
          "sand at least 2 ft above seasonal high groundwater, surrounded by a 2 ft wide collar of "
          "3/4-inch clean crushed stone, with traffic-bearing slab tops and frame and grate at finished "
          "grade. Connecting pipe is 15-inch HDPE (AASHTO M294, smooth interior) at 0.5% minimum. The "
          "pool bottoms must not be excavated with tracked equipment in the final 12 inches and must be "
          "inspected by the engineer before rings are set.")
    pdf.p("Infiltration basin IB-1: bottom elevation 10.0, 3:1 side slopes, 12-inch overflow riser with "
          "dome grate at elevation 12.0 discharging to LP-6. Basin floor is tilled 12 inches deep after "
          "excavation, topped with 4 inches of sandy topsoil and seeded with a Long Island native "
          "meadow mix. IB-1 is brought on line only after its drainage area is stabilized.")
    pdf.h2("6.7", "Post-Construction Maintenance Schedule")
    pdf.tbl(["Practice", "Task", "Frequency"], [
        ("Catch basins and sumps", "Inspect; vacuum sediment when sump is half full", "Quarterly; clean at least yearly"),
        ("CDS unit", "Measure sediment depth; vacuum clean", "Semi-annually"),
        ("Leaching pools", "Inspect through grate for standing water 72 hr after rain; jet/vac as needed",
         "Semi-annually and after 2 in. storms"),
        ("Infiltration basin IB-1", "Mow, remove trash, check drawdown within 48 hr, reseed bare areas",
         "Monthly Apr-Oct; drawdown check twice a year"),
        ("Pavement", "Sweep parking lot", "Monthly; after winter sanding season"),
    ], widths=(45, 85, 40), caption="Table 7. Long-Term Operation and Maintenance (owner's responsibility)")
    pdf.h2("6.8", "Stormwater Facilities Maintenance Agreement")
    pdf.p("To be submitted under separate cover.", style="I")
    pdf.toc_stub(1, "6.9", "Maintenance Easements")  # listed in the contents, never written

    pdf.h1(7, "SWPPP Implementation Responsibilities")
    pdf.tbl(["Area / activity", "Party", "Responsibility"], [
        ("Entire site; permit compliance", "Owner - Bevin Point Retail LLC", "NOI/NOT, SWPPP updates, "
         "retaining qualified inspector, long-term SMP maintenance"),
        ("Phase 1 and 2 earthwork, all E&SC practices", "Site contractor - Carrano Site Development "
         "Corp. (trained contractor: M. Carrano)", "Install, maintain and remove temporary controls; "
         "daily sweeping; keep SWPPP on site"),
        ("Building pad and structure", "General contractor - Lighthouse Builders Inc.", "Concrete washout, "
         "debris containers, stockpile controls at building"),
        ("Paving and striping", "Paving sub - Suffolk Asphalt Co.", "Inlet protection during paving; "
         "sweeping"),
        ("Landscaping, IB-1 planting", "Landscape sub - Green Harbor Landscaping", "Topsoil, seed, "
         "blankets, plantings"),
        ("Inspections", "Meridian Site Engineering (qualified inspector)", "Inspections and reports; "
         "final stabilization sign-off"),
    ], widths=(48, 55, 67), caption="Table 8. Responsibility Matrix")

    pdf.h1(8, "Inspection and Reporting", newpage=False)
    pdf.p("A qualified inspector will inspect all erosion and sediment control practices at least once "
          "every 7 days and within 24 hours after any storm of 0.5 inch or more, as Condition C projects "
          "require under Village Code § 44-9. Reports use the form in Appendix F and are kept in the site "
          "logbook with this SWPPP. Deficiencies are reported to the site contractor the same day.")
    pdf.h1(9, "Plan Certification", newpage=False)
    pdf.p("See Appendix G for the design professional's certification and Appendix H for contractor "
          "certifications.")

    pdf.appendix("A", "Site Maps and Plans")
    draw_location_map(pdf, title="Figure A-1. Location Map (not to scale)",
                      roads=[([(0, 62), (35, 55), (70, 50), (100, 44)], "ASHAROKEN AVE", 1.2),
                             ([(35, 55), (40, 80), (42, 100)], "BEVIN RD", 0.7),
                             ([(70, 50), (80, 75), (92, 100)], "EATONS NECK RD", 0.7)],
                      site_xy=(52, 52), site_label="SITE",
                      waters=[([(0, 0), (100, 0), (100, 38), (50, 45), (0, 55)], ""),
                              ([(0, 70), (30, 64), (36, 95), (0, 100)], "")],
                      quad="Base: USGS 7.5' Northport quadrangle (schematic).")
    pdf.add_page()
    draw_plan(pdf, title="Figure A-2. Overall Site Plan", scale_ft_per_in=100, parcel=None,
              features=_a2_features(), origin=(-15, -10), height_mm=132,
              legend=[("Red dashed", "Limit of disturbance, 3.0 ac ±"),
                      ("Brown dashed", "Existing 2-ft contours"), ("Green circles", "Woods to remain"),
                      ("Blue arrow", "Proposed drainage direction")],
              notes=["Total site area 4.60 ac; disturbed 3.0 ac ±; undisturbed 1.6 ac ± (north woods, side "
                     "buffers). Existing slopes 1-4% (10% bank at old slabs); finished slopes 1-5% "
                     "paved, 3:1 max. landscaped.",
                     "No wetlands or surface waters on or adjacent to the site. No off-site storage, borrow "
                     "or waste areas. Discharge location DP-1: south property line / Asharoken Avenue.",
                     "Reduced from Sheet C-3 (1\" = 30')."])
    pdf.add_page()
    draw_plan(pdf, title="Figure A-3. Erosion and Sediment Control Plan", scale_ft_per_in=100, parcel=None,
              features=_a2_features(esc=True), origin=(-15, -10), height_mm=132,
              legend=[("x-marked line", "Silt fence"), ("Blue dashed", "Diversion swale DS-1"),
                      ("Blue box", "Sediment trap ST-1 (55 x 30 x 4 ft)"),
                      ("Grey box", "Stabilized construction entrance 50 x 24 ft"),
                      ("Tan circle", "Topsoil stockpile SP-1")],
              notes=["Lengths and sizes per Table 3. Details per Section 4.4 and Appendix D."])
    pdf.add_page()
    draw_plan(pdf, title="Figure A-4. Post-Construction Stormwater Management Plan", scale_ft_per_in=100,
              parcel=None, features=_a2_features(post=True), origin=(-15, -10), height_mm=132,
              legend=[("Circles LP-#", "Leaching pools, 10 ft dia x 12 ft effective depth (14)"),
                      ("Green box", "Infiltration basin IB-1, 4,600 sf, 2.5 ft deep")],
              notes=["CDS hydrodynamic separator upstream of LP-1. Sizes per Table 6a."])

    pdf.appendix("B", "Soils Report")
    pdf.tbl(["Symbol", "Map unit", "% of site", "HSG", "Drainage", "K factor"], [
        ("HaA", "Haven loam, 0 to 2 percent slopes", "48", "B", "Well drained", "0.43"),
        ("RdB", "Riverhead sandy loam, 3 to 8 percent slopes", "31", "A", "Well drained", "0.24"),
        ("CuB", "Cut and fill land, gently sloping", "21", "not rated (B used)", "Variable", "-"),
    ], widths=(18, 62, 18, 27, 27, 18), caption="Table B-1. NRCS Map Units")
    pdf.tbl(["Test", "Depth to sand (ft)", "Rate (in/hr)", "Groundwater"], [
        ("TH-1 / DR-1", "2.0", "14", "none to 20 ft"), ("TH-3 / DR-2", "1.5", "21", "none to 20 ft"),
        ("TH-5 / DR-3", "3.0", "9", "none to 20 ft"), ("TH-7 / DR-4", "2.5", "12", "none to 20 ft"),
    ], widths=(40, 45, 40, 45), caption="Table B-2. Field Test Results (Long Island Geotech, Jan. 2025)")

    pdf.appendix("C", "Notice of Intent")
    pdf.tbl(["NOI question", "Response"], [
        ("Owner/Operator", "Bevin Point Retail LLC"), ("Project", "Bevin Point Retail Center"),
        ("Municipality", "Village of Asharoken (MS4)"), ("Disturbed / total area", "3.0 ac / 4.60 ac"),
        ("Type of construction", "Commercial"),
        ("Name of receiving water", "See SWPPP"), ("Post-construction SMPs", "Yes - infiltration"),
        ("Start / end", "04/2025 - 04/2026"),
    ], widths=(70, 100))

    pdf.appendix("D", "Construction Details")
    pdf.p("Standard details from the Erosion Control Manual apply to silt fence, stabilized construction "
          "entrance, stone outlet sediment trap, diversion, drop inlet protection and concrete washout. "
          "Project-specific dimensions are listed in Section 4.4 and Section 6.6.")
    pdf.appendix("E", "HydroCAD Calculations")
    hydro_appendix(pdf, pages)
    pdf.appendix("F", "Inspection Report Form")
    pdf.field_lines([("Date:", None), ("Inspector / qualification:", None), ("Rainfall since last:", None),
                     ("Phase / area disturbed:", None)], label_w=60)
    pdf.tbl(["Practice", "Condition", "Corrective action", "Done (date)"], [
        (x, "", "", "") for x in ["SCE", "SF-1 / SF-2", "SF-3 / SF-4 / SF-5", "DS-1", "ST-1", "Inlet protection",
                                   "Stockpile SP-1", "Concrete washout", "Seeded/mulched areas"]
    ], widths=(45, 40, 55, 30))

    pdf.appendix("G", "Design Professional's Certification")
    pdf.p("I certify that this Stormwater Pollution Prevention Plan was prepared under my direction and "
          "supervision, and that the stormwater management practices described in it have been designed "
          "to meet the requirements of Chapter 44 of the Village of Asharoken Code.")
    pdf.field_lines([("Name:", None), ("NYS License No. (P.E./R.L.A.):", None), ("Signature:", None),
                     ("Date:", None)], label_w=62)
    pdf.appendix("H", "Contractor Certifications")
    stmt = ('"I certify under penalty of law that I understand and agree to comply with the terms and '
            'conditions of the stormwater pollution prevention plan for Bevin Point Retail Center. I also '
            'understand that it is unlawful for any person to cause or contribute to a violation of water '
            'quality standards."')
    for fields in (
        [("Name:", "Michael Carrano"), ("Title:", "President / Site Superintendent"),
         ("Firm:", "Carrano Site Development Corp."), ("Firm address:", "44 Old Dock Road, Kings Park, NY 11754"),
         ("Telephone:", "(631) 555-0319"), ("Site:", "Bevin Point Retail Center, 601 Asharoken Avenue"),
         ("Signature:", "/s/ Michael Carrano"), ("Date:", "03/27/2025")],
        [("Name:", "Joseph Amato"), ("Title:", "Operations Manager"), ("Firm:", "Suffolk Asphalt Co."),
         ("Firm address:", "210 Commerce Drive, Hauppauge, NY 11788"), ("Telephone:", "(631) 555-0466"),
         ("Site:", "Bevin Point Retail Center, 601 Asharoken Avenue"), ("Signature:", "/s/ Joseph Amato"),
         ("Date:", "03/31/2025")]):
        pdf.p(stmt, style="I")
        pdf.field_lines(fields, label_w=35)
    pdf.output(str(pdf_path))

    items = {i: "present" for i in ITEM_IDS[ASH]}
    gaps = {
        "44-8B(1)(m)": f"Section 2.3 (p. {_page_of(pdf, '2.3')}) only says runoff 'eventually reaches nearby "
                       "tidal waters'; no receiving water is named anywhere (NOI says 'See SWPPP').",
        "44-8B(1)(f)": f"Section 5.2 (p. {_page_of(pdf, '5.2')}) heading followed only by 'Will be provided "
                       "prior to construction.'; no materials inventory, storage practices or spill response.",
        "44-8B(3)(h)": f"'6.9 Maintenance Easements' is listed in the table of contents (as p. {_page_of(pdf, '6.9')}) "
                       "but the section does not exist; no easement is shown or described anywhere.",
        "44-8B(3)(i)": f"Section 6.8 (p. {_page_of(pdf, '6.8')}) maintenance agreement 'To be submitted under "
                       "separate cover.'",
        "44-8C": f"Appendix G (p. {_page_of(pdf, 'Appendix G')}) has the certification statement but name, "
                 "license number, signature and date are blank; the cover lists only a project manager.",
    }
    for k in gaps:
        items[k] = "missing"
    return dict(
        file=pdf_path.name, checklist=ASH,
        description=("Asharoken 18,500 sf retail building and parking on 4.60 ac, 3.0 ac disturbed "
                     "(Condition C); leaching pools and infiltration basin; HydroCAD appendix."),
        facts=dict(disturbed_acres=3.0, total_site_acres=4.6, single_family=False, impaired_water=False,
                   project_type="retail", receiving_waters=[]),
        items=items, gaps=gaps, pages=pdf.page_no())


# ---------------------------------------------------------------------------
# Document 3: Asharoken 0.5 ac parking reconstruction, impaired water (Condition A)
# ---------------------------------------------------------------------------
A3_STORMS = [("1-Year", 2.80), ("10-Year", 5.00), ("100-Year", 8.60)]
A3_PRE = dict(id="1S", name="EXISTING LOT", dp="DP-1 HARBOR (EX. OUTFALL)", tc=6.0, len=190, slope=0.0120,
              comps=[(15000, 98, "Paved parking (broken asphalt)"), (6800, 76, "Gravel surface"),
                     (5200, 61, ">75% Grass cover, Good")])
A3_POST = dict(id="2S", name="RECONSTRUCTED LOT", tc=6.0,
               comps=[(20500, 98, "Paved parking"), (6500, 61, ">75% Grass cover, Good")])
A3_POND = dict(id="1P", name="DRYWELLS DW-1 TO DW-4 + BR-1", storage_cf=4600, bottom=1.50, top=7.20,
               area_sf=1920, exfil_cfs=0.35,
               desc="4 drywells 8' dia x 8' eff. w/ 1' stone + BR-1 1,920 sf x 0.75' ponding")


def _a3_features(esc=False, post=False):
    f = [
        dict(kind="rect", x=-10, y=-32, w=285, h=26, fill=(225, 225, 225), label="ASHAROKEN AVENUE",
             lxy=(100, -16), lstyle="B", lsize=7),
        dict(kind="poly", pts=[(0, 0), (260, 0), (260, 184), (0, 184)], width=0.5, label="PROPERTY LINE",
             lxy=(232, -2)),
        dict(kind="poly", pts=[(-10, 188), (275, 188), (275, 216), (-10, 216)], fill=(205, 225, 240),
             color=(120, 150, 190), label="DUCK ISLAND HARBOR", lxy=(100, 205), lstyle="I", lsize=8,
             lcolor=(40, 70, 120)),
        dict(kind="line", pts=[(0, 184), (260, 184)], width=0.9, label="EX. TIMBER BULKHEAD",
             lxy=(5, 182)),
        dict(kind="rect", x=8, y=60, w=54, h=70, fill=(235, 235, 235), width=0.5,
             label="EX. CLUBHOUSE", lxy=(12, 97), lstyle="B"),
        dict(kind="rect", x=75, y=35, w=170, h=100, fill=(215, 215, 215), dash=(1, 0.6),
             label="RECONSTRUCTED PARKING (48 SPACES)", lxy=(110, 88)),
        contour([(0, 40), (130, 45), (260, 38)], 8),
        contour([(0, 110), (130, 118), (260, 112)], 6),
        contour([(0, 170), (130, 174), (260, 170)], 4),
        dict(kind="arrow", x=120, y=60, dx=0, dy=60),
        dict(kind="arrow", x=200, y=60, dx=-10, dy=60),
        dict(kind="line", pts=[(160, 150), (160, 188)], width=0.6, color=(60, 60, 60),
             label="EX. 15\" OUTFALL", lxy=(163, 170)),
        dict(kind="circle", x=118, y=128, r=2.5, fill=(0, 0, 0), label="CB-1", lsize=5.5),
        dict(kind="circle", x=200, y=128, r=2.5, fill=(0, 0, 0), label="CB-2", lsize=5.5),
        dict(kind="trees", x=250, y=20, w=6, h=150),
        dict(kind="text", label="DP-1", lxy=(150, 194), lsize=6, lstyle="B"),
        lod([(70, 30), (250, 30), (250, 151), (70, 151)], lxy=(175, 28)),
    ]
    if esc:
        f += [
            silt_fence([(70, 155), (250, 155)], "SF-1 ±180 LF", (72, 161)),
            dict(kind="line", pts=[(70, 178), (250, 178)], color=(120, 90, 40), width=0.8,
                 label="STONE FILTER BERM ±180 LF", lxy=(175, 176)),
            dict(kind="rect", x=92, y=-6, w=24, h=40, fill=(170, 170, 170), label="SCE 40'x24'",
                 lxy=(118, 24), lstyle="B"),
            dict(kind="circle", x=230, y=45, r=10, fill=(210, 190, 150), label="SP", lxy=(226, 47)),
            dict(kind="rect", x=160, y=147, w=6, h=6, fill=(200, 60, 60), label="OUTFALL PLUG",
                 lxy=(168, 150)),
        ]
    if post:
        for i, (x, y) in enumerate([(100, 70), (150, 70), (200, 70), (225, 110)], 1):
            f.append(dict(kind="circle", x=x, y=y, r=4, fill=(255, 255, 255), label=f"DW-{i}", lsize=5.5))
        f.append(dict(kind="rect", x=80, y=138, w=160, h=12, fill=(190, 225, 190),
                      label="BIORETENTION STRIP BR-1 (1,920 SF)", lxy=(95, 146), lstyle="B", lsize=6))
    return f


def doc_a3(pdf_path: Path) -> dict:
    d = dict(
        project="Duck Island Harbor Yacht Club - Parking Lot Reconstruction and Drainage Improvements",
        address="880 Asharoken Avenue, Northport, New York 11768",
        muni="Incorporated Village of Asharoken, County of Suffolk",
        taxmap="S.C.T.M. District 0400, Section 005.00, Block 01.00, Lot 009.000",
        owner=["Duck Island Harbor Yacht Club, Inc.", "P.O. Box 412", "Northport, New York 11768",
               "Commodore: Richard A. Feeney"],
        preparer=["Eaton Point Engineering, P.C.", "16 Main Street, 2nd Floor", "Huntington, New York 11743",
                  "(631) 555-0390  |  gvance@eatonpointeng.example", "Gregory T. Vance, P.E."],
        date="Issued for Village Review: January 17, 2025",
        subtitle="Village Code Chapter 44 - Condition A (Impaired Receiving Water)",
        basis=("This plan follows Chapter 44 of the Village Code and the New York State Standards and "
               "Specifications for Erosion and Sediment Control. Coverage under GP-0-25-001 is not "
               "required (disturbance under one acre)."),
    )
    pdf = Doc(style="part", font="Times", accent=(110, 20, 30), body_size=11,
              header_text="DIHYC Parking Lot Reconstruction - SWPPP",
              footer_fmt="- {n} -", title="SWPPP - DIHYC Parking Lot", author="Eaton Point Engineering, P.C.")
    cover(pdf, d, "plain")
    pdf.toc_here(pages=1, title="CONTENTS")

    pdf.h1(1, "Project Description")
    pdf.p("Duck Island Harbor Yacht Club, Inc. (the Club) will reconstruct the deteriorated parking area "
          "between its clubhouse and the bulkhead at 880 Asharoken Avenue. The work replaces about 15,000 "
          "square feet of broken asphalt and loose gravel with a new paved lot of 48 spaces, adds an "
          "accessible route to the docks, and replaces the direct pipe discharge to the harbor with four "
          "drywells and a bioretention strip along the bulkhead. The clubhouse, docks and boat storage "
          "rack are not part of the project.")
    pdf.p("The Club's property is 1.10 acres (47,840 sq. ft.). Ground disturbance is confined to the "
          "parking area, approximately 21,800 square feet (0.50 acre), as bounded by the LOD on Exhibit A. "
          "Construction is planned for the off-season, from October 2025 to March 2026. Since the "
          "disturbance is under one acre and not part of a larger plan, a Notice of Intent under "
          "GP-0-25-001 is not needed; the Village requires this SWPPP under Chapter 44 because the site "
          "discharges to an impaired water (see Part II-C).")

    pdf.h1(2, "Site Conditions")
    pdf.h2("A", "Existing Conditions")
    pdf.p("The lot is nearly flat, falling from about elevation 8.5 at Asharoken Avenue to elevation 4 "
          "at the top of the timber bulkhead (slopes of 1 to 3 percent). Two catch basins in the southern "
          "part of the lot collect runoff and discharge it directly to the harbor through a 15-inch "
          "corrugated metal outfall pipe in the bulkhead. A narrow row of Japanese black pine and privet "
          "lines the east property line and will be kept.")
    pdf.h2("B", "Soils")
    pdf.h2("C", "Receiving Waters")
    pdf.p("All runoff from the work area reaches Duck Island Harbor, an embayment of Northport Bay, either "
          "through the existing outfall or by sheet flow over the bulkhead. Duck Island Harbor and "
          "Northport Bay appear on the NYSDEC Section 303(d) List of Impaired Waters for pathogens and "
          "nitrogen, with urban stormwater runoff identified as a source. The discharge therefore meets "
          "Condition A of Village Code § 44-8B(2)(a), and the plan includes post-construction water "
          "quality and quantity controls (Part VI). The nearby waters are also designated shellfishing "
          "areas, a sensitive area under Chapter 44.")
    pdf.h2("D", "Existing Runoff Data")
    pdf.p("There are no monitoring data for the outfall. The Club's grounds committee reports ponding "
          "6 to 8 inches deep at catch basin CB-2 after heavy rain and visible sediment plumes at the "
          "outfall after storms (photographs dated 8/19/2024 are on file). An existing-conditions "
          "HydroCAD model (Exhibit C) gives peak runoff to the outfall of the values listed in Table VI-2 "
          "for the 1-, 10- and 100-year storms. The existing lot is about 55 percent impervious.")
    pdf.h2("E", "Plans")
    pdf.p("Exhibit A contains the location map and the site plan, which shows the total site area, "
          "existing and proposed improvements, limits of disturbance, undisturbed areas, vegetation, "
          "the harbor and bulkhead, drainage patterns, existing and proposed slopes and the discharge "
          "point, at a scale of 1 inch = 50 feet; and the erosion and sediment control and "
          "post-construction plans. The full plan set (Sheets C-100 to C-501, 1\" = 20') accompanies the "
          "application.")

    pdf.h1(3, "Construction Phasing")
    pdf.p("The reconstruction is one phase of about 0.5 acre; the five-acre limit on simultaneous "
          "disturbance is not a constraint. The order of work is:")
    pdf.numbered([
        "Mobilize, set up the staging area in the northeast corner and close the lot to members.",
        "Saw-cut and remove existing asphalt and gravel; load and haul millings to a licensed recycler.",
        "Excavate and install drywells DW-1 to DW-4 and the connecting pipe; abandon the existing "
        "outfall by filling it with flowable fill and capping it at the bulkhead.",
        "Excavate and build bioretention strip BR-1 (underdrain, soil media, plantings) along the bulkhead.",
        "Fine grade and compact subgrade; place stone base course.",
        "Pave binder and top courses; stripe.",
        "Topsoil, seed and plant landscaped islands; demobilize.",
    ], fmt="({i})")

    pdf.h1(4, "Erosion and Sediment Control")
    pdf.h2("A", "Stabilization Practices")
    pdf.p("Temporary stabilization: after pavement removal the exposed subgrade is covered with crushed "
          "stone or the stone base course rather than left as bare soil; soil stockpiles are covered with "
          "weighted tarps; landscaped islands and the bioretention area are mulched with straw until "
          "planted. Permanent stabilization consists of the new pavement, the planted bioretention strip "
          "(switchgrass, bayberry, seaside goldenrod) and seeded islands using the mix in Part IV-D.")
    pdf.h2("B", "Flow Diversion and Storage Practices")
    pdf.p("Runoff is kept away from the harbor during construction by (1) a temporary plug in the existing "
          "outfall pipe at CB-2, so the two catch basins act as sediment sumps and water soaks out through "
          "the open joints; (2) a stone filter berm along the top of the bulkhead that holds back sheet "
          "flow and filters it; and (3) silt fence along the southern limit of disturbance.")
    pdf.h2("C", "Location and Quantities")
    pdf.tbl(["Practice", "Location", "Quantity"], [
        ("Silt fence SF-1", "South limit of disturbance", "±180 LF"),
        ("Stone filter berm", "Top of bulkhead, full width of lot", "±180 LF, 2 ft high x 6 ft base"),
        ("Stabilized construction entrance", "North driveway at Asharoken Avenue", "40 ft x 24 ft"),
        ("Outfall plug", "Existing 15\" outfall at CB-2", "1 (inflatable plug)"),
        ("Inlet protection", "CB-1, CB-2; new drywell grates", "6"),
        ("Stockpile area", "Northeast corner", "±600 sf, tarped"),
    ], widths=(55, 70, 45), caption="Table IV-1. Practices shown on Exhibit A-3")
    pdf.h2("D", "Specifications and Installation")
    for t, txt in esc_spec_blocks({}, with_om=True, sce_len=40, sce_w=24):
        if t.startswith("Soil Stockpile"):
            txt = ("Stockpiles are placed only in the northeast staging area, at least 50 feet from the "
                   "bulkhead, with side slopes no steeper than 2:1, ringed with silt fence and covered "
                   "with a weighted tarp.")
        pdf.h3(t)
        pdf.p(txt)
    pdf.h3("Stone Filter Berm")
    pdf.p("NYSDOT No. 2 crushed stone over non-woven geotextile, 2 feet high, 6 feet wide at the base, "
          "with 1 foot of No. 57 stone on the upslope face. Sediment is removed when it reaches half the "
          "berm height.")
    pdf.p(PERM_SEED)
    pdf.h2("E", "Temporary Practices Converted to Permanent Measures")
    pdf.p("The stone filter berm along the bulkhead is not removed at the end of the job: after the lot "
          "is paved, its stone is cleaned of accumulated sediment, regraded, and incorporated as the "
          "stone diaphragm (pretreatment and level spreader) on the harbor side of bioretention strip "
          "BR-1, as detailed on Sheet C-501.")
    pdf.h2("F", "Maintenance Schedule")
    pdf.tbl(["Practice", "Frequency", "Action"], [
        ("Silt fence", "Weekly and after 0.5 in. of rain", "Remove sediment at half height; fix sags, "
         "tears and gaps"),
        ("Stone filter berm", "Weekly and after storms", "Remove sediment; replace clogged stone"),
        ("Construction entrance", "Daily while hauling", "Add stone; sweep Asharoken Avenue"),
        ("Outfall plug / inlet protection", "After each storm", "Check seal; pump sumps through a filter "
         "bag onto stabilized ground"),
        ("Tarps / mulch", "Weekly", "Re-secure and replace as needed"),
    ], widths=(45, 50, 75), caption="Table IV-2. Maintenance of E&SC Practices")

    pdf.h1(5, "Pollution Prevention")
    pdf.h2("A", "Litter, Debris and Chemicals")
    pdf.p("Demolition debris is loaded directly into lidded containers and removed weekly; no debris is "
          "stored on the bulkhead. Trash is picked up daily because wind carries it into the harbor. "
          "Asphalt tack coat and sealers are applied only when no rain is forecast for 24 hours, and "
          "tools are cleaned in a lined pan, never over the bulkhead.")
    pdf.h2("B", "Materials Storage and Spill Response")
    pdf.p("Materials on site: asphalt millings (removed daily), stone, precast drywell rings, HDPE pipe, "
          "bioretention soil, diesel fuel for the excavator and paver, hydraulic oil, tack coat. Fuel is "
          "delivered by a tender truck; no fuel is stored on site. Refueling takes place in the staging "
          "area at least 75 feet from the bulkhead with absorbent pads under the nozzle. The Club's "
          "marina spill kit and a 50-foot containment boom are staged at the dock; the contractor keeps "
          "a second kit in the staging area. Any sheen on the water or release of 5 gallons or more is "
          "reported to the NYSDEC Spill Hotline (1-800-457-7362) and the Club's dockmaster at once.")

    pdf.h1(6, "Post-Construction Stormwater Management")
    pdf.h2("A", "Applicability")
    pdf.p("Although only 0.5 acre is disturbed, the discharge to a 303(d)-listed water makes this a "
          "Condition A project, so the Part VI practices are required. Design follows Chapter 10 "
          "(redevelopment) and Chapter 5 (green infrastructure) of the Design Manual, with the full "
          "water quality volume treated because the receiving water is impaired.")
    pdf.h2("B", "Description of Practices")
    pdf.bullets([
        "Drywells DW-1 to DW-4: precast leaching rings that capture and infiltrate runoff from the "
        "paved lot; each has a sediment sump and a solid-top inlet with a removable grate.",
        "Bioretention strip BR-1: a 1,920 square foot planted filter along the bulkhead that treats "
        "drywell overflow and sheet flow from the southern edge of the lot, with an underdrain "
        "discharging through a stone level spreader rather than a pipe.",
        "Removal of the direct 15-inch outfall: the existing pipe is abandoned, eliminating the "
        "untreated point discharge to the harbor.",
    ])
    pdf.h2("C", "Location and Size")
    pdf.tbl(["Practice", "Location (Exhibit A-4)", "Size"], [
        ("DW-1", "West parking row", "8 ft dia x 8 ft effective depth"),
        ("DW-2", "Center parking row", "8 ft dia x 8 ft effective depth"),
        ("DW-3", "East parking row", "8 ft dia x 8 ft effective depth"),
        ("DW-4", "Southeast corner", "8 ft dia x 8 ft effective depth"),
        ("BR-1", "Along bulkhead, full lot width", "160 ft x 12 ft (1,920 sf), 9 in. ponding"),
    ], widths=(30, 75, 65), caption="Table VI-1. Post-Construction Practice Locations and Sizes")
    pages, summary = hydrocad_pages(firm="Eaton Point Engineering, P.C.", proj="DIHYC Parking",
                                    storms=A3_STORMS, pre=A3_PRE, post=A3_POST, pond=A3_POND, show_hsg=False)
    pdf.h2("D", "Hydrologic and Hydraulic Analysis")
    pdf.p("HydroCAD 10.20 (SCS TR-20, Type III 24-hour storm; 1-yr 2.8 in., 10-yr 5.0 in., 100-yr 8.6 in.) "
          "was used to model the lot before and after reconstruction and to route the post-development "
          "runoff through the drywells and BR-1 together as a single storage node with exfiltration of "
          "0.35 cfs. Water quality volume: WQv = (1.5 in.)(0.05 + 0.009 x 76)(0.62 ac)/12 = 0.057 ac-ft "
          "(2,480 cf), all held in the drywells below the BR-1 overflow. Output is in Exhibit C.")
    pdf.h2("E", "Comparison of Pre- and Post-Development Runoff")
    pdf.tbl(["Storm", "Rainfall", "Existing (cfs)", "Proposed inflow (cfs)", "Proposed discharge (cfs)",
             "Difference"], comparison_rows(summary), widths=(22, 20, 28, 35, 37, 28),
            caption="Table VI-2. Peak Flow to Duck Island Harbor (DP-1)")
    pdf.p("Post-development discharge to the harbor is lower than existing for every storm, and no runoff "
          "leaves the site for the 1-year event. The untreated point discharge is eliminated.")
    pdf.h2("F", "Dimensions, Materials and Installation")
    pdf.p("Drywells: precast concrete leaching rings, 8 ft inside diameter, H-20 traffic slab, 8 ft "
          "effective depth, 1 ft collar of 3/4-inch crushed stone, 24-inch cast iron frame and grate; "
          "bottom set at elevation 1.5, at least 2 ft above mean high water table as measured in the "
          "Club's monitoring well. Bioretention: 2.5 ft of engineered soil media (sand 85-88%, fines "
          "8-12%, organic matter 3-5%) over 3 in. of pea gravel and 12 in. of No. 57 stone with a 6-inch "
          "perforated HDPE underdrain; 9-inch ponding depth; shredded hardwood mulch 3 in. thick; "
          "salt-tolerant native plantings per Sheet C-401. BR-1 is not to receive runoff until the lot "
          "is paved, and heavy equipment is kept off the media.")
    pdf.h2("G", "Maintenance Schedule for Post-Construction Practices")
    pdf.p("TBD", style="B")
    pdf.h2("H", "Access to Practices")
    pdf.p("The Club will provide access to the drywells and bioretention strip as needed.")
    pdf.h2("I", "Maintenance Covenant")
    pdf.p("The Club will execute the Declaration of Covenants in Exhibit G, which commits the owner of the "
          "property, and every later owner, to operate, inspect and maintain the drywells and BR-1 so "
          "they keep working as designed. The declaration will be recorded in the Office of the Suffolk "
          "County Clerk as a deed restriction before final plan approval and runs with the land.")

    pdf.h1(7, "SWPPP Responsibilities")
    pdf.tbl(["Area of site", "Responsible party", "Tasks"], [
        ("Parking area and staging area", "Paving contractor - Coastal Paving & Sealing Corp. "
         "(SWPPP contact: Luis Ortega)", "Install and maintain silt fence, entrance, stockpile covers; "
         "daily sweeping"),
        ("Bulkhead edge and BR-1", "Site/utility contractor - Bayview Excavating LLC", "Stone filter "
         "berm, outfall plug, drywells, BR-1 construction"),
        ("Landscaped islands and BR-1 plantings", "Club grounds committee (via landscaper)", "Seeding, "
         "planting, watering"),
        ("Whole site - oversight", "Club (Commodore / House Chair)", "Keep SWPPP on site; stop work on "
         "inspector's request"),
        ("Inspections", "Eaton Point Engineering, P.C.", "Inspections and reports, final sign-off"),
    ], widths=(45, 60, 65), caption="Table VII-1. Delineation of Responsibilities")

    pdf.h1(8, "Inspections", newpage=False)
    pdf.p("Because the project meets Condition A, a qualified professional will inspect the site and "
          "document the effectiveness of the erosion and sediment controls every seven days and within "
          "24 hours of any storm of 0.5 inch or more (Village Code § 44-9A(2)). Reports are kept in a "
          "site logbook in the clubhouse office with this SWPPP. The Village is notified 48 hours ahead "
          "of start of work, installation of controls, completion of demolition, final grading and "
          "final landscaping.")
    pdf.h1(9, "Certifications", newpage=False)
    pdf.p("Exhibit E: contractor certifications. Exhibit F: professional engineer's certification.")

    pdf.appendix("A", "Location Map and Plans")
    draw_location_map(pdf, title="EXHIBIT A-1  LOCATION MAP", 
                      roads=[([(0, 30), (40, 40), (75, 48), (100, 55)], "ASHAROKEN AVENUE", 1.2),
                             ([(75, 48), (82, 30), (90, 0)], "EATONS NECK ROAD", 0.8)],
                      site_xy=(66, 52), site_label="DIHYC",
                      waters=[([(0, 0), (70, 0), (60, 25), (0, 20)], "LONG ISLAND SOUND"),
                              ([(0, 42), (65, 56), (100, 62), (100, 100), (0, 100)], "DUCK ISLAND HARBOR / NORTHPORT BAY")],
                      quad="USGS Northport and Lloyd Harbor quadrangles (schematic, not to scale)")
    pdf.add_page()
    draw_plan(pdf, title="EXHIBIT A-2  SITE PLAN", scale_ft_per_in=50, parcel=None,
              features=_a3_features(), origin=(-12, -36), height_mm=138,
              legend=[("Red dashed", "Limit of disturbance - 21,800 sf (0.50 ac)"),
                      ("Brown dashed", "Existing contours (ft, NAVD 88)"),
                      ("Heavy line at harbor", "Existing timber bulkhead"),
                      ("Blue arrows", "Drainage direction")],
              notes=["Site area 1.10 ac. Disturbed area 0.50 ac; clubhouse, docks, boat rack and east tree "
                     "row (0.60 ac) not disturbed. Existing slopes 1-3%; proposed 1-2.5%.",
                     "No tidal or freshwater wetlands landward of the bulkhead. No off-site storage or borrow "
                     "areas. Discharge: DP-1 at bulkhead (existing outfall, to be abandoned)."])
    pdf.add_page()
    draw_plan(pdf, title="EXHIBIT A-3  EROSION AND SEDIMENT CONTROL PLAN", scale_ft_per_in=50, parcel=None,
              features=_a3_features(esc=True), origin=(-12, -36), height_mm=138,
              legend=[("x-marked line", "Silt fence SF-1 (±180 LF)"),
                      ("Brown heavy line", "Stone filter berm (±180 LF)"),
                      ("Grey box", "Stabilized construction entrance 40 x 24 ft"),
                      ("Red square", "Temporary outfall plug at CB-2")], notes=[])
    pdf.add_page()
    draw_plan(pdf, title="EXHIBIT A-4  POST-CONSTRUCTION STORMWATER PLAN", scale_ft_per_in=50, parcel=None,
              features=_a3_features(post=True), origin=(-12, -36), height_mm=138,
              legend=[("Circles DW-#", "Drywells, 8 ft dia x 8 ft"),
                      ("Green strip", "Bioretention strip BR-1, 160 x 12 ft")], notes=[])
    pdf.toc_stub(0, "B", "Soil Survey Data", appendix=True)
    pdf.appendix("C", "Hydrologic Calculations")
    hydro_appendix(pdf, pages)
    pdf.appendix("D", "Inspection Form")
    pdf.field_lines([("Date / time:", None), ("Inspector:", None), ("Rain in last 24 hr (in.):", None)],
                    label_w=55)
    pdf.tbl(["Practice", "Condition", "Action needed"], [(x, "", "") for x in
            ["Silt fence SF-1", "Stone filter berm", "Construction entrance", "Outfall plug",
             "Inlet protection", "Stockpile cover", "Turbidity at bulkhead"]], widths=(55, 50, 65))
    pdf.appendix("E", "Contractor Certifications")
    stmt = ('"I certify under penalty of law that I understand and agree to comply with the terms and '
            'conditions of the stormwater pollution prevention plan. I also understand that it is unlawful '
            'for any person to cause or contribute to a violation of water quality standards."')
    for fields in (
        [("Name:", "Luis Ortega"), ("Title:", "Project Foreman"), ("Firm:", "Coastal Paving & Sealing Corp."),
         ("Firm address:", "8 Industry Court, Deer Park, NY 11729"), ("Telephone:", "(631) 555-0512"),
         ("Site:", "DIHYC parking lot, 880 Asharoken Avenue"), ("Signature:", "/s/ Luis Ortega"),
         ("Date:", "September 29, 2025")],
        [("Name:", "Thomas Keegan"), ("Title:", "Owner"), ("Firm:", "Bayview Excavating LLC"),
         ("Firm address:", "55 Fort Salonga Road, Northport, NY 11768"), ("Telephone:", "(631) 555-0725"),
         ("Site:", "DIHYC parking lot, 880 Asharoken Avenue"), ("Signature:", "/s/ Thomas Keegan"),
         ("Date:", "September 30, 2025")]):
        pdf.p(stmt, style="I")
        pdf.field_lines(fields, label_w=35)
    pdf.appendix("F", "Professional Engineer's Certification")
    pdf.p("I, the undersigned, certify that this SWPPP was prepared by me, and that the design of all "
          "stormwater management practices included in it meets the requirements of Chapter 44 of the "
          "Code of the Incorporated Village of Asharoken.")
    pdf.field_lines([("Name:", "Gregory T. Vance, P.E."), ("New York License No.:", "078842"),
                     ("Signature:", None), ("Date:", "January 17, 2025")], label_w=52)
    pdf.appendix("G", "Declaration of Covenants (Stormwater Facilities)")
    pdf.p("THIS DECLARATION, made this 17th day of January 2025 by DUCK ISLAND HARBOR YACHT CLUB, INC. "
          "(the Declarant), owner of premises known as 880 Asharoken Avenue (SCTM 0400-005.00-01.00-009.000):")
    pdf.numbered([
        "The Declarant shall construct the stormwater management facilities (drywells DW-1 to DW-4 and "
        "bioretention strip BR-1) shown on the approved plans and shall operate, inspect and maintain them "
        "in good working order.",
        "If the Declarant fails to maintain the facilities, the Village may, after written notice, perform "
        "the work and charge its cost to the owner as a lien on the property.",
        "These covenants run with the land and bind the Declarant and its successors, heirs, grantees and "
        "assigns, and all later owners of the premises served by the facilities.",
        "This Declaration shall be recorded in the Office of the Suffolk County Clerk and may be modified "
        "or released only with the written consent of the Village Board of Trustees.",
    ])
    pdf.field_lines([("By:", "Richard A. Feeney, Commodore"), ("Date:", "January 17, 2025")], label_w=30)
    pdf.output(str(pdf_path))

    items = {i: "present" for i in ITEM_IDS[ASH]}
    gaps = {
        "44-8B(1)(c)": f"Heading 'B. Soils' (p. {_page_of(pdf, 'B. Soils')}) is immediately followed by "
                       "'C. Receiving Waters'; Exhibit B (Soil Survey Data) is listed in the contents but "
                       "absent. No soil description anywhere.",
        "44-8B(1)(k)": "No implementation schedule for the temporary E&SC practices (timing of placement or "
                       "how long each stays); the phasing in Part III lists only construction activities.",
        "44-8B(3)(g)": f"Part VI-G maintenance schedule for the post-construction practices (p. "
                       f"{_page_of(pdf, 'G. Maintenance Schedule')}) reads only 'TBD'.",
        "44-8B(3)(h)": f"Part VI-H (p. {_page_of(pdf, 'H. Access')}) only says the Club 'will provide access "
                       "... as needed'; no maintenance easement recorded on the plan.",
    }
    for k in gaps:
        items[k] = "missing"
    return dict(
        file=pdf_path.name, checklist=ASH,
        description=("Asharoken yacht club parking lot reconstruction, 0.50 ac disturbed on a 1.10 ac site, "
                     "discharging to Duck Island Harbor / Northport Bay (303(d) listed) - Condition A; "
                     "drywells and bioretention; HydroCAD exhibit; no NOI (under 1 acre)."),
        facts=dict(disturbed_acres=0.5, total_site_acres=1.1, single_family=False, impaired_water=True,
                   project_type="parking lot reconstruction (yacht club)",
                   receiving_waters=["Duck Island Harbor", "Northport Bay"]),
        items=items, gaps=gaps, pages=pdf.page_no())


# ---------------------------------------------------------------------------
# Document 4: Somers 2.0 ac office building (postconstruction applies)
# ---------------------------------------------------------------------------
S1_STORMS = [("1-Year", 2.80), ("10-Year", 5.00), ("100-Year", 9.00)]
S1_PRE = dict(id="10S", name="PRE DA-1 TO WETLAND", dp="DP-1 WETLAND W-A", tc=18.5, len=520, slope=0.0420,
              comps=[(61000, 60, "Woods, Good"), (58500, 65, "Meadow, non-grazed"),
                     (9800, 89, "Gravel drive and farm lane"), (4200, 98, "Existing barn roof")])
S1_POST = dict(id="20S", name="POST DA-1 TO WP-1", tc=6.0,
               comps=[(53500, 98, "Roof, pavement, walks"), (46000, 74, "Lawn, >75% grass cover, Good"),
                      (34000, 60, "Woods, Good")])
S1_POND = dict(id="30P", name="WET EXTENDED DETENTION POND WP-1", storage_cf=21400, bottom=404.00, top=409.50,
               area_sf=6100, kind="detention",
               desc="Micropool + ED + flood storage; 4\" Cpv orifice, 18\" weir, 24\" barrel")


def _s1_features(esc=False, post=False):
    f = [
        dict(kind="rect", x=-40, y=-5, w=34, h=470, fill=(225, 225, 225)),
        dict(kind="text", label="N.Y.S. ROUTE 202", lxy=(-37, 60), lstyle="B", lsize=6.5),
        dict(kind="poly", pts=[(0, 0), (560, 0), (560, 451), (0, 451)], width=0.5, label="PROPERTY LINE",
             lxy=(470, 448)),
        dict(kind="poly", pts=[(505, 15), (555, 20), (555, 125), (515, 130), (495, 70)], fill=(200, 230, 210),
             color=(40, 120, 80), label="WETLAND W-A", lxy=(500, 75), lsize=5.5,
             lcolor=(20, 90, 50)),
        dict(kind="poly", pts=[(405, 0), (560, 0), (560, 228), (405, 228)], dash=(1.5, 1),
             color=(40, 120, 80), label="100-FT WETLAND BUFFER", lxy=(440, 222), lsize=5.5),
        dict(kind="trees", x=420, y=240, w=130, h=200, label="WOODS TO REMAIN", lxy=(450, 236)),
        dict(kind="line", pts=[(0, 120), (200, 135), (420, 170), (560, 165)], dash=(3, 1, ), color=(130, 60, 160),
             width=0.3, label="SOIL BOUNDARY", lxy=(150, 128), lsize=5.5, lcolor=(130, 60, 160)),
        dict(kind="text", label="ChB", lxy=(120, 100), lsize=7, lstyle="B", lcolor=(130, 60, 160)),
        dict(kind="text", label="PnC", lxy=(120, 420), lsize=7, lstyle="B", lcolor=(130, 60, 160)),
        dict(kind="text", label="WdB", lxy=(500, 175), lsize=7, lstyle="B", lcolor=(130, 60, 160)),
        contour([(80, 0), (70, 200), (90, 451)], 426),
        contour([(200, 0), (190, 200), (210, 451)], 420),
        contour([(320, 0), (310, 200), (330, 451)], 414),
        contour([(420, 0), (410, 200), (430, 451)], 408),
        dict(kind="rect", x=90, y=170, w=140, h=90, fill=(235, 235, 235), width=0.5,
             label="PROP. 2-STORY OFFICE", lxy=(110, 212), lstyle="B"),
        dict(kind="rect", x=70, y=280, w=250, h=95, fill=(215, 215, 215), dash=(1, 0.6),
             label="PROP. PARKING (80 SPACES)", lxy=(120, 340)),
        dict(kind="rect", x=-5, y=318, w=75, h=30, fill=(215, 215, 215)),
        dict(kind="arrow", x=240, y=230, dx=60, dy=20),
        dict(kind="arrow", x=330, y=240, dx=10, dy=-60),
        dict(kind="arrow", x=400, y=230, dx=70, dy=-90),
        dict(kind="text", label="DP-1 (OUTLET TO W-A)", lxy=(440, 140), lstyle="B", lsize=6),
        lod([(40, 150), (400, 150), (400, 386), (40, 386), (40, 350), (0, 350), (0, 316), (40, 316)],
            lxy=(44, 146)),
    ]
    if esc:
        f += [
            silt_fence([(40, 392), (405, 392)], "SF-1 ±365 LF", (160, 402)),
            dict(kind="line", pts=[(406, 150), (406, 392)], color=(120, 80, 30), width=0.9,
                 label="CFS-1 ±240 LF", lxy=(360, 402)),
            silt_fence([(40, 144), (406, 144)], "SF-2 ±365 LF", (230, 140)),
            dict(kind="rect", x=-5, y=320, w=50, h=24, fill=(170, 170, 170), label="SCE 50'x24'",
                 lxy=(-2, 360), lstyle="B"),
            dict(kind="rect", x=335, y=260, w=55, h=45, fill=(190, 210, 230), label="ST-1", lxy=(352, 285),
                 lstyle="B"),
            dict(kind="line", pts=[(80, 160), (280, 165), (340, 262)], color=(30, 90, 200), dash=(3, 1),
                 width=0.5, label="DIV-1 ±330 LF", lxy=(180, 160)),
            dict(kind="circle", x=268, y=205, r=20, fill=(210, 190, 150), label="SP-1"),
            dict(kind="rect", x=55, y=160, w=12, h=12, fill=(160, 160, 200), label="CWO", lxy=(45, 182)),
        ]
    if post:
        f += [
            dict(kind="rect", x=328, y=255, w=70, h=70, fill=(170, 200, 230), label="WP-1", lxy=(353, 292),
                 lstyle="B"),
            dict(kind="rect", x=255, y=285, w=60, h=30, fill=(190, 225, 190), label="BR-1", lxy=(275, 302),
                 lstyle="B"),
            dict(kind="poly", pts=[(320, 245), (405, 245), (405, 335), (320, 335)], dash=(2, 1),
                 color=(200, 120, 0), label="20' STORMWATER MAINT. EASEMENT", lxy=(300, 345), lsize=5.5,
                 lcolor=(200, 120, 0)),
        ]
    return f


def doc_s1(pdf_path: Path) -> dict:
    d = dict(
        project="Tomahawk Ridge Professional Office Building",
        address="340 Route 202, Somers, New York 10589",
        muni="Town of Somers, Westchester County, New York",
        taxmap="Tax Map Section 17.15, Block 1, Lot 8",
        owner=["Route 202 Office Partners, LLC", "1 North Lexington Avenue, Suite 1100",
               "White Plains, NY 10601"],
        preparer=["Croton Ridge Civil Engineering, PLLC", "1520 Route 22", "Brewster, NY 10509",
                  "(845) 555-0163", "Anthony P. Russo, P.E., Principal"],
        date="April 4, 2025",
        subtitle="Submitted to the Town of Somers Planning Board with the Site Plan Application",
        basis=("Prepared pursuant to Chapter 93 of the Code of the Town of Somers and NYSDEC SPDES General "
               "Permit GP-0-25-001. Site lies within the New York City East of Hudson watershed."),
    )
    pdf = Doc(style="section", font="Times", accent=(0, 70, 110), body_size=11,
              header_text="Tomahawk Ridge Office Building - Stormwater Pollution Prevention Plan",
              footer_fmt="Croton Ridge Civil Engineering, PLLC - Page {n}",
              title="SWPPP Tomahawk Ridge Office", author="Croton Ridge Civil Engineering, PLLC")
    cover(pdf, d, "plain")
    pdf.toc_here(pages=2)

    pdf.h1(1, "Project Description")
    pdf.h2("1.1", "Scope")
    pdf.p("Route 202 Office Partners, LLC proposes a two-story professional office building of 24,000 "
          "square feet gross floor area (12,000 sf footprint) with 80 parking spaces, a single full-access "
          "driveway on N.Y.S. Route 202, underground utilities, a bioretention area and a wet extended "
          "detention pond. The 5.80-acre parcel (Section 17.15, Block 1, Lot 8) is an abandoned horse farm "
          "with a small barn, a gravel lane and overgrown pasture, bounded by Route 202 on the west and "
          "woods and a Town-regulated wetland to the east.")
    pdf.p("The limit of disturbance (LOD) encloses 2.0± acres (about 87,000 square feet), including the "
          "driveway connection to Route 202. Roughly 3.8 acres, comprising the wetland, its 100-foot buffer "
          "and the eastern woods, will remain undisturbed. Construction is expected to last 11 months "
          "beginning in June 2025.")
    pdf.h2("1.2", "Regulatory Setting")
    pdf.p("The project needs a Town of Somers stormwater management and erosion and sediment control "
          "permit (Chapter 93), site plan approval and a wetland permit (Chapter 167) from the Planning "
          "Board, NYSDOT highway work permit for the driveway, NYCDEP review under the Watershed "
          "Regulations, and coverage under SPDES General Permit GP-0-25-001. Office complexes and "
          "commercial developments are among the activities listed in Town Code § 93-6A(2), and more "
          "than one acre is disturbed, so post-construction stormwater controls are required.")
    pdf.p("Consistent with Town Code § 93-6A(2) and § 93-7A, the post-construction practices in "
          "Section 6 are designed to the enhanced phosphorus removal standards (Chapter 10) of the "
          "New York State Stormwater Management Design Manual, as applies throughout the New York City "
          "East of Hudson watershed.")

    pdf.h1(2, "Site Characteristics")
    pdf.h2("2.1", "Topography, Vegetation and Wetlands")
    pdf.p("Elevations fall from about 428 feet along Route 202 to 404 feet at the wetland edge, a slope "
          "of 4 to 8 percent across the pasture and up to 15 percent along the east woods. The pasture is "
          "grass and goldenrod with scattered red cedar; the woods are red maple, tulip poplar and black "
          "birch. Wetland W-A (0.55 ac), delineated by Hudson Wetland Consulting in October 2024, drains "
          "north-east off site.")
    pdf.h2("2.2", "Soils")
    pdf.p("According to the NRCS Web Soil Survey for Westchester County, the site is mapped as Charlton "
          "fine sandy loam, 3 to 8 percent slopes (ChB), in the northern pasture; Paxton fine sandy loam, "
          "8 to 15 percent slopes (PnC), across the southern half; and Woodbridge loam, 3 to 8 percent "
          "slopes (WdB), along the wetland fringe. Charlton soils are deep and well drained; Paxton and "
          "Woodbridge soils have a dense glacial till layer (fragipan) 18 to 30 inches down, which perches "
          "water in spring. Six deep test pits (Appendix B) found seasonal mottling at 22 to 40 inches in "
          "the PnC and WdB areas and none in ChB; no bedrock was encountered to 9 feet. Percolation rates "
          "were slow (45 to 90 min/in) in the till, which rules out infiltration practices.")
    pdf.h2("2.3", "Receiving Waters")
    pdf.p("Runoff from the developed area discharges to Wetland W-A, then through a culvert under Stony "
          "Lane to an unnamed tributary of Angle Fly Brook, which flows to the Muscoot Reservoir, a New "
          "York City water supply reservoir in the Croton system. The Muscoot Reservoir is on the NYSDEC "
          "303(d) list for phosphorus and is covered by the Croton Watershed phosphorus TMDL.")
    pdf.h2("2.4", "Site Maps")
    pdf.p("Appendix A includes the location map (Figure 1), the existing and proposed site plan with "
          "limits of disturbance, undisturbed areas, vegetation, wetlands and buffer, soil map unit "
          "boundaries, slopes, drainage and discharge point (Figure 2), the erosion and sediment control "
          "plan (Figure 3) and the post-construction stormwater plan (Figure 4). No material, waste, "
          "borrow or equipment storage will occur on adjacent properties.")

    pdf.h1(3, "Construction Phasing and Sequence")
    pdf.p("The work is a single phase of 2.0 acres. The five-acre limit on disturbed area at any one time "
          "does not come into play. Sequence:")
    pdf.numbered([
        "Pre-construction meeting with the Town Engineer, owner, contractor and qualified inspector; "
        "flag the LOD and wetland buffer; install orange construction fence and the compost filter sock "
        "along the buffer line.",
        "Build the stabilized construction entrance at Route 202 (under NYSDOT permit).",
        "Install silt fence, diversion DIV-1 and sediment trap ST-1 at the pond location.",
        "Demolish the barn; clear and grub; strip and stockpile topsoil at SP-1.",
        "Mass grade the building pad and parking area; haul excess till off site.",
        "Install storm sewer, water, sewer (to Somers Sewer District No. 2 main) and electric.",
        "Construct foundations and building shell.",
        "Place pavement base and binder course; build curbs and walks.",
        "After the contributing area is stabilized, convert ST-1 into wet ED pond WP-1; build "
        "bioretention BR-1 last and keep it off line until the lot is paved and lawns are established.",
        "Top course paving, landscaping, final stabilization; remove temporary controls with the "
        "inspector's approval; file the Notice of Termination.",
    ])

    pdf.h1(4, "Erosion and Sediment Control Plan")
    pdf.h2("4.1", "Soil Stabilization Plan")
    pdf.p("Temporary and permanent stabilization follows the current New York State Standards and "
          "Specifications for Erosion and Sediment Control (Blue Book) for every stage of the job:")
    pdf.tbl(["Stage", "Temporary stabilization", "Permanent stabilization"], [
        ("Clearing / grubbing", "Mulch or temporary seed on areas idle > 7 days; stabilize SCE", "-"),
        ("Mass grading", "Track-walk slopes; temporary seed + mulch; rolled erosion control product on "
         "slopes 3:1 or steeper", "-"),
        ("Utilities", "Backfill and mulch trench lines daily", "-"),
        ("Building / paving", "Stone on pads; inlet protection", "Pavement, walks"),
        ("Final grading", "Mulch until seed germinates", "Topsoil, seed, sod at curbs, plantings; "
         "permanent matting on pond slopes"),
    ], widths=(35, 75, 60), caption="Table 4-1. Stabilization by Stage")
    pdf.p("Soil disturbance that stops for more than 7 days must be stabilized; stabilization begins by "
          "the end of the next business day and is completed within 7 days, the shorter time that applies "
          "in the East of Hudson watershed. " + TEMP_SEED)
    pdf.p(PERM_SEED)
    pdf.h2("4.2", "Practice Locations")
    pdf.tbl(["Practice", "Location", "Size / length"], [
        ("Silt fence SF-1", "South LOD", "±365 LF"),
        ("Silt fence SF-2", "North LOD", "±365 LF"),
        ("Compost filter sock CFS-1", "East LOD at wetland buffer", "±240 LF, 18 in. dia"),
        ("Diversion DIV-1", "North edge of building pad to ST-1", "±330 LF"),
        ("Sediment trap ST-1", "Future pond WP-1 location", "55 x 45 ft, 4.5 ft deep"),
        ("Stabilized construction entrance", "Route 202 driveway", "50 x 24 ft"),
        ("Stockpile SP-1", "North of building pad", "±2,000 sf"),
        ("Concrete washout", "Northwest corner of pad", "10 x 10 ft"),
        ("Inlet protection", "CB-1 to CB-8", "8 inlets"),
    ], widths=(55, 70, 45), caption="Table 4-2. E&SC Practices (Figure 3)")
    pdf.h2("4.3", "Specifications, Installation and Maintenance Requirements")
    for t, txt in esc_spec_blocks({}, with_om=True):
        pdf.h3(t)
        pdf.p(txt)
    pdf.h3("Compost Filter Sock (CFS-1)")
    pdf.p("18-inch diameter knitted mesh sock filled with weed-free compost (Blue Book particle size "
          "gradation), staked with 2x2 stakes 10 feet on center on the downhill side. Replace sections "
          "that are crushed or torn; remove sediment at half the sock height.")
    pdf.h3("Temporary Sediment Trap ST-1 and Diversion DIV-1")
    pdf.p("ST-1 drains 2.2 acres and needs 3,600 cf per acre, or 7,920 cf (half wet, half dry). The trap "
          "is 55 by 45 feet at the top, 4.5 feet deep with 2:1 side slopes, providing about 8,300 cf, and "
          "has a riprap outlet with a 12-foot weir. Sediment is removed when half the wet storage is "
          "filled. DIV-1 is an earth dike 18 inches high with 2:1 side slopes and a swale on the uphill "
          "side, seeded and mulched, with a 1 percent grade to ST-1; it is repaired after any breach.")
    pdf.h2("4.4", "Minimum Practices and Schedule by Activity")
    pdf.tbl(["Construction activity", "Minimum practices", "Installed", "Stays until"], [
        ("Site access", "SCE; street sweeping", "Day 1", "Binder course paved"),
        ("Clearing and demolition", "SF-1, SF-2, CFS-1, orange fence", "Before clearing", "Final stabilization"),
        ("Mass grading", "DIV-1, ST-1, temporary seed/mulch", "Before grading starts", "Area above stabilized"),
        ("Stockpiling", "Silt fence ring, seed or tarp", "When pile formed", "Pile removed"),
        ("Storm sewer / utilities", "Inlet protection, trench mulch", "As inlets set", "Landscaping done"),
        ("Concrete work", "Washout", "Before first pour", "Last pour"),
    ], widths=(40, 55, 35, 40), caption="Table 4-3. Minimum Practices, Timing and Duration")
    pdf.h2("4.5", "Inspection Schedule")
    pdf.p("A qualified inspector (licensed P.E. or CPESC working for Croton Ridge Civil Engineering) "
          "will inspect all E&SC practices at least once every seven calendar days, and within 24 hours "
          "after any rainfall of 0.5 inch or more, from the start of clearing until final stabilization, "
          "in line with Blue Book and Town Code § 93-8A(2). The contractor's SWPPP manager walks the "
          "perimeter controls at the end of each working day and before forecast storms. Inspection "
          "reports are given to the owner and contractor within one business day and kept in the site "
          "logbook; the Town Engineer may review the logbook at any time.")
    pdf.h2("4.6", "Design Elements Not Conforming to the Standards")
    pdf.p("One element departs from the Blue Book: along the east side of the LOD (CFS-1) a compost filter "
          "sock replaces the standard silt fence, because trenching for silt fence would cut roots of the "
          "mature trees at the buffer line. The Blue Book lists compost filter socks as an approved "
          "perimeter practice for sheet flow; at the 150-foot maximum slope length upslope of CFS-1 "
          "and 6 percent grade, the 18-inch sock provides filtration and ponding equal to or better than "
          "silt fence, so the substitute is equivalent. All other practices follow the standard details.")

    pdf.h1(5, "Pollution Prevention")
    pdf.p("Litter and debris: two covered 30-yard containers; daily site clean-up; no burning. Hazardous "
          "debris from the barn (asbestos shingles, if confirmed) is removed by a licensed abatement "
          "contractor before demolition. Construction chemicals (form oil, curing compound, sealants, "
          "paint) are stored in a locked conex box with secondary containment and used per label. Fuel is "
          "dispensed from a double-walled 500-gallon tank at least 100 feet from the wetland buffer; a "
          "spill kit is kept beside it and spills are reported to the NYSDEC Spill Hotline. Concrete "
          "trucks wash out only in the washout facility. Sanitary facilities are serviced weekly.")

    pdf.h1(6, "Post-Construction Stormwater Management")
    pdf.h2("6.1", "Description of Practices")
    pdf.p("Because infiltration is not feasible in the till soils, runoff reduction and phosphorus "
          "removal are provided by filtering practices and a wet pond:")
    pdf.bullets([
        "Bioretention area BR-1 (Design Manual F-5): receives runoff from the front parking lot through "
        "a curb cut and stone forebay; filters through engineered soil to an underdrain that discharges "
        "to WP-1.",
        "Wet extended detention pond WP-1 (P-2): permanent micropool, extended detention of the 1-year "
        "storm for channel protection, and flood storage for the 10- and 100-year storms; discharges to "
        "Wetland W-A through a riprap apron (DP-1).",
        "Vegetated swale along the north side of the building (O-1) conveys roof drains to WP-1.",
    ])
    pdf.h2("6.2", "Location and Size")
    pdf.tbl(["Practice", "Location (Figure 4)", "Size"], [
        ("BR-1", "East end of parking lot", "60 x 30 ft filter bed (1,800 sf)"),
        ("WP-1", "Southeast corner of LOD", "70 x 70 ft at top; 6,100 sf at flood elev."),
        ("Swale O-1", "North side of building", "±180 LF, 6 ft bottom width"),
    ], widths=(30, 70, 70), caption="Table 6-1. Post-Construction Practices")
    pages, summary = hydrocad_pages(firm="Croton Ridge Civil Engineering", proj="Tomahawk Ridge Office",
                                    storms=S1_STORMS, pre=S1_PRE, post=S1_POST, pond=S1_POND, show_hsg=False)
    pdf.h2("6.3", "Hydrologic and Hydraulic Analysis")
    pdf.p("The pre- and post-development drainage areas to DP-1 (3.07 acres each, including off-LOD "
          "woods and meadow) were modeled in HydroCAD with NRCS Type III 24-hour rainfall from NOAA Atlas "
          "14 (1-yr 2.8 in., 10-yr 5.0 in., 100-yr 9.0 in.). WP-1 was routed with its outlet structure "
          "(4-inch extended detention orifice, 18-inch weir, 24-inch barrel). The results are "
          "summarized below; full output is in Appendix D.")
    pdf.tbl(["Storm", "Rain", "Pre (cfs)", "Post inflow (cfs)", "Post outflow (cfs)", "Change (cfs)"],
            comparison_rows(summary), widths=(25, 18, 28, 35, 35, 29),
            caption="Table 6-2. Peak Flows at DP-1")
    pdf.h2("6.4", "Sizing Criteria Summary")
    pdf.p("The detailed sizing computations for the water quality volume, runoff reduction volume, channel "
          "protection, overbank and extreme flood criteria are being finalized with the NYCDEP and will be "
          "submitted under separate cover.", style="I")
    pdf.h2("6.5", "Dimensions, Materials and Installation Details")
    pdf.p("BR-1: filter bed 60 x 30 ft; 2.5 ft engineered soil media (sand/topsoil/compost blend per "
          "Design Manual Appendix H) over 3 in. of pea gravel and 12 in. of No. 57 stone with 6-in. "
          "perforated PVC underdrains at 10 ft spacing; 6-in. ponding depth; 3 in. shredded hardwood mulch; "
          "stone forebay of 4 to 6-inch riprap at the curb cut. BR-1 is built after its drainage area is "
          "stabilized, and no construction traffic is allowed on the bed.")
    pdf.p("WP-1: permanent pool elevation 405.0 with 4-ft deep micropool at the outlet and a forebay "
          "holding 10 percent of the treatment volume; 12-ft aquatic bench; interior slopes 3:1; "
          "clay-lined (12-inch compacted low-permeability soil); precast outlet structure with 4-in. "
          "orifice at 405.0, 18-in. weir at 407.4, and 24-in. RCP barrel with anti-seep collar; "
          "emergency spillway 15 ft wide at 409.0 lined with turf reinforcement mat.")
    pdf.h2("6.6", "Operation and Maintenance Plan")
    pdf.p("Route 202 Office Partners, LLC, as owner, is responsible for long-term operation and "
          "maintenance of BR-1, WP-1 and swale O-1, and must keep a maintenance log available to the Town.")
    pdf.tbl(["Practice", "Inspection", "Maintenance action"], [
        ("BR-1", "Monthly in first year; then quarterly and after 1-in. storms",
         "Remove trash and sediment from forebay; replace mulch annually; replace plants; if ponding lasts "
         "> 48 hr, rake or replace top 3 in. of media"),
        ("WP-1", "Semi-annually and after major storms", "Clear outlet trash rack; mow embankment twice a "
         "year; remove forebay sediment at 50% capacity; repair erosion"),
        ("Swale O-1", "Semi-annually", "Mow to 4-6 in.; repair bare spots and check dams"),
        ("Catch basins", "Semi-annually", "Vacuum sumps when half full"),
    ], widths=(25, 55, 90), caption="Table 6-3. Inspection and Maintenance Schedule")
    pdf.h2("6.7", "Maintenance Easement")
    pdf.p("A 20-foot wide stormwater maintenance easement in favor of the Town of Somers, covering WP-1, "
          "BR-1 and the access drive to them, is shown on Figure 4 and on the site plan to be filed. It "
          "gives the Town access for inspection and repair and will be recorded with the Westchester "
          "County Clerk, remaining in force upon any transfer of title.")
    pdf.h2("6.8", "Maintenance Agreement")
    pdf.p("The owner will execute the Town's Stormwater Control Facility Maintenance Agreement (based on "
          "the NYSDEC sample agreement) under § 93-8, to be recorded as a deed restriction before final "
          "plan approval and binding on all later owners of the property. The executed draft is in "
          "Appendix F.")

    pdf.h1(7, "Roles and Responsibilities", newpage=False)
    pdf.tbl(["Party", "Role"], [
        ("Route 202 Office Partners, LLC (owner/operator)", "Permit holder; SWPPP implementation; long-term SMP O&M"),
        ("Hudson Valley Site Contractors, Inc.", "Install and maintain E&SC practices; SWPPP manager on site"),
        ("Croton Ridge Civil Engineering, PLLC", "Qualified inspector; SWPPP amendments"),
    ], widths=(75, 95))

    pdf.h1(8, "Certifications", newpage=False)
    pdf.p("Preparer's certification: Appendix G. Contractor certifications: Appendix H.")

    pdf.appendix("A", "Figures")
    draw_location_map(pdf, title="FIGURE 1 - LOCATION MAP", 
                      roads=[([(10, 0), (18, 40), (25, 70), (30, 100)], "NYS ROUTE 202", 1.2),
                             ([(0, 55), (30, 50), (60, 48), (100, 45)], "NYS ROUTE 100", 1.0),
                             ([(22, 32), (50, 25), (80, 10)], "STONY LANE", 0.6)],
                      site_xy=(21, 38), site_label="SITE",
                      waters=[([(60, 70), (80, 62), (98, 75), (88, 95), (62, 92)], "MUSCOOT RESERVOIR")],
                      quad="USGS 7.5' Peekskill / Ossining quadrangles (schematic). Approx. 41.31 N, 73.72 W.")
    pdf.add_page()
    draw_plan(pdf, title="FIGURE 2 - EXISTING AND PROPOSED SITE PLAN", scale_ft_per_in=100, parcel=None,
              features=_s1_features(), origin=(-45, -10), height_mm=128,
              legend=[("Red dashed", "Limit of disturbance, 2.0± ac"), ("Green fill", "Wetland W-A"),
                      ("Green dashed", "100-ft wetland buffer"), ("Purple dashed", "Soil map unit boundary"),
                      ("Brown dashed", "Existing contours (ft)")],
              notes=["Total site 5.80 ac; disturbed 2.0± ac; undisturbed 3.8 ac. Existing slopes 4-8% (15% "
                     "in woods); finished slopes max 3:1. Discharge point DP-1 at wetland W-A.",
                     "No storage, borrow or waste areas on adjacent properties."])
    pdf.add_page()
    draw_plan(pdf, title="FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN", scale_ft_per_in=100, parcel=None,
              features=_s1_features(esc=True), origin=(-45, -10), height_mm=128,
              legend=[("x-marked line", "Silt fence"), ("Brown heavy line", "Compost filter sock CFS-1"),
                      ("Blue dashed", "Diversion DIV-1"), ("Blue box", "Sediment trap ST-1"),
                      ("Grey box", "Stabilized construction entrance")],
              notes=["See Table 4-2 for lengths and sizes."])
    pdf.add_page()
    draw_plan(pdf, title="FIGURE 4 - POST-CONSTRUCTION STORMWATER PLAN", scale_ft_per_in=100, parcel=None,
              features=_s1_features(post=True), origin=(-45, -10), height_mm=128,
              legend=[("Blue box", "Wet extended detention pond WP-1"), ("Green box", "Bioretention BR-1"),
                      ("Orange dashed", "20-ft stormwater maintenance easement to Town of Somers")],
              notes=[])

    pdf.appendix("B", "Soils Data and Test Pit Logs")
    pdf.tbl(["Symbol", "Map unit name", "Drainage class", "Depth to restrictive layer", "Erodibility (Kw)"], [
        ("ChB", "Charlton fine sandy loam, 3 to 8 percent slopes", "Well drained", "> 80 in.", "0.20"),
        ("PnC", "Paxton fine sandy loam, 8 to 15 percent slopes", "Well drained", "18-39 in. (dense till)", "0.24"),
        ("WdB", "Woodbridge loam, 3 to 8 percent slopes", "Moderately well drained", "20-43 in. (dense till)", "0.32"),
    ], widths=(18, 65, 32, 35, 20), caption="Table B-1. Map Units (NRCS Web Soil Survey)")
    pdf.tbl(["Test pit", "Depth (in.)", "Mottling (in.)", "Groundwater", "Perc (min/in)"], [
        ("TP-1", "108", "none", "none", "-"), ("TP-2", "96", "none", "none", "-"),
        ("TP-3", "102", "30", "none", "60"), ("TP-4", "90", "22", "seep at 70", "90"),
        ("TP-5", "96", "40", "none", "45"), ("TP-6", "84", "26", "none", "75"),
    ], widths=(30, 30, 35, 40, 35), caption="Table B-2. Test Pits (witnessed by Town Engineer's office, 11/14/2024)")
    pdf.appendix("C", "Notice of Intent Summary")
    pdf.tbl(["Item", "Entry"], [
        ("Owner/operator", "Route 202 Office Partners, LLC"), ("Project type", "Commercial (office)"),
        ("Disturbance / site area", "2.0 ac / 5.80 ac"),
        ("Receiving water", "Unnamed trib. to Angle Fly Brook / Muscoot Reservoir"),
        ("East of Hudson watershed", "Yes"), ("303(d) / TMDL", "Yes - phosphorus (Croton TMDL)"),
        ("SMPs", "Bioretention (F-5), wet ED pond (P-2)"), ("MS4 SWPPP acceptance", "Town of Somers"),
    ], widths=(60, 110))
    pdf.appendix("D", "HydroCAD Output")
    hydro_appendix(pdf, pages)
    pdf.appendix("E", "Inspection Report Form")
    pdf.field_lines([("Date:", None), ("Inspector:", None), ("Rain since last inspection:", None),
                     ("Disturbed area at time of inspection:", None)], label_w=72)
    pdf.tbl(["Practice", "Satisfactory", "Corrective action", "Completed"], [(x, "", "", "") for x in
            ["SCE", "SF-1 / SF-2", "CFS-1", "DIV-1", "ST-1", "Inlet protection", "SP-1", "Washout",
             "Temporary stabilization"]], widths=(45, 30, 60, 35))
    pdf.appendix("F", "Maintenance Agreement (Executed Draft)")
    pdf.p("STORMWATER CONTROL FACILITY MAINTENANCE AGREEMENT between the Town of Somers and Route 202 "
          "Office Partners, LLC for the Tomahawk Ridge Office Building (Tax Map 17.15-1-8).")
    pdf.numbered([
        "The Owner shall maintain BR-1, WP-1 and swale O-1 in good working condition per the operation and "
        "maintenance plan in the approved SWPPP, and keep records of all inspections and maintenance.",
        "The Owner grants the Town access over the recorded stormwater maintenance easement to inspect the "
        "facilities and, after notice, to perform needed maintenance at the Owner's expense.",
        "This Agreement is a deed restriction recorded in the Office of the Westchester County Clerk; it runs "
        "with the land and binds the Owner's successors and assigns and all later owners.",
    ])
    pdf.field_lines([("For the Owner:", "Marc Delaney, Managing Member"), ("Date:", "April 2, 2025")], label_w=40)
    pdf.appendix("G", "Preparer's Certification")
    pdf.p("I certify that this SWPPP was prepared by me or under my direct supervision and that the "
          "design of all stormwater management practices herein meets the requirements of Chapter 93 of "
          "the Town of Somers Code.")
    pdf.field_lines([("Name:", "Anthony P. Russo, P.E."), ("NYS P.E. License No.:", "084411"),
                     ("Signature:", None), ("Date:", "April 4, 2025")], label_w=52)
    pdf.appendix("H", "Contractor Certification")
    pdf.p('"I hereby certify under penalty of law that I understand and agree to comply with the terms and '
          'conditions of the SWPPP and agree to implement any corrective actions identified by the '
          'qualified inspector during a site inspection. I also understand that the owner or operator must '
          'comply with the terms and conditions of the most current version of the New York State SPDES '
          'general permit for stormwater discharges from construction activities and that it is unlawful '
          'for any person to cause or contribute to a violation of water quality standards."', style="I")
    pdf.field_lines([("Name:", "Kevin O'Hara"), ("Title:", "Project Superintendent"),
                     ("Company:", "Hudson Valley Site Contractors, Inc."),
                     ("Address:", "88 Old Route 6, Carmel, NY 10512"), ("Telephone:", "(845) 555-0428"),
                     ("Site:", "Tomahawk Ridge Office Building, 340 Route 202, Somers"),
                     ("Responsible for:", "All E&SC practices; WP-1 and BR-1 construction"),
                     ("Signature:", "/s/ Kevin O'Hara"), ("Date:", "05/28/2025")], label_w=40)
    pdf.output(str(pdf_path))

    items = {i: "present" for i in ITEM_IDS[SOM]}
    items[PHOS_ID] = "present"
    gaps = {
        "93-6A(1)(c)": f"Soils are described in Section 2.2 (p. {_page_of(pdf, '2.2')}) and Appendix B but the "
                       "hydrologic soil group is never identified (HydroCAD covers give none either).",
        "93-6A(1)(i)": "No statement anywhere about industrial stormwater discharges other than construction "
                       "(e.g. asphalt or concrete plants) - neither a description nor a 'none'.",
        "93-6A(3)(e)": f"Section 6.4 Sizing Criteria Summary (p. {_page_of(pdf, '6.4')}): computations 'will "
                       "be submitted under separate cover'; no WQv/RRv/Cpv/Qp/Qf summary.",
        "93-6D": f"Appendix H (p. {_page_of(pdf, 'APPENDIX H')}) certification is signed and complete but the "
                 "statement omits the four-hour erosion and sediment control training clause.",
    }
    for k in gaps:
        items[k] = "missing"
    return dict(
        file=pdf_path.name, checklist=SOM,
        description=("Somers 24,000 sf office building on 5.80 ac, 2.0 ac disturbed; bioretention and wet "
                     "ED pond; East of Hudson / Muscoot Reservoir; HydroCAD appendix."),
        facts=dict(disturbed_acres=2.0, total_site_acres=5.8, single_family=False, impaired_water=True,
                   project_type="office building",
                   receiving_waters=["Wetland W-A", "unnamed tributary to Angle Fly Brook",
                                     "Angle Fly Brook", "Muscoot Reservoir"]),
        items=items, gaps=gaps, pages=pdf.page_no())


def draw_details(pdf: Doc, title="STANDARD DETAILS (NOT TO SCALE)"):
    """Simple silt fence and construction entrance cross-sections."""
    pdf.set_font(pdf.fam, "B", 11)
    pdf.cell(0, 6, clean(title), align="C", new_x="LMARGIN", new_y="NEXT")
    x0, y0 = pdf.l_margin + 10, pdf.get_y() + 8
    pdf.set_line_width(0.4)
    pdf.set_draw_color(0, 0, 0)
    # silt fence section
    g = y0 + 45
    pdf.line(x0, g, x0 + 60, g)
    pdf.line(x0 + 30, g - 30, x0 + 30, g + 12)          # stake
    pdf.set_draw_color(60, 60, 160)
    pdf.line(x0 + 29, g - 26, x0 + 29, g + 4)           # fabric
    pdf.line(x0 + 29, g + 4, x0 + 22, g + 4)            # fabric toe in trench
    pdf.set_draw_color(0, 0, 0)
    pdf.rect(x0 + 21, g, 8, 5)                          # trench
    pdf.set_font(pdf.fam, "", 7)
    for dy, t in ((-30, "2\" x 2\" HARDWOOD STAKE, 8' O.C. MAX."), (-22, "WOVEN GEOTEXTILE FABRIC"),
                  (-12, "16\" MIN. - 34\" MAX. ABOVE GRADE"), (3, "6\" x 6\" TRENCH, BACKFILL + COMPACT"),
                  (12, "16\" MIN. EMBEDMENT")):
        pdf.text(x0 + 36, g + dy, clean(t))
    pdf.text(x0 + 2, g - 4, "FLOW ->")
    pdf.set_font(pdf.fam, "B", 8)
    pdf.text(x0, g + 22, "DETAIL 1 - SILT FENCE")
    # construction entrance
    x1 = x0 + 95
    pdf.set_line_width(0.4)
    pdf.polygon([(x1, g), (x1 + 65, g), (x1 + 65, g - 6), (x1, g - 6)], style="D")
    pdf.set_font(pdf.fam, "", 7)
    for i in range(14):
        pdf.circle(x1 + 3 + i * 4.6, g - 3, 1.2)
    pdf.set_dash_pattern(dash=1, gap=0.8)
    pdf.line(x1, g + 1, x1 + 65, g + 1)
    pdf.set_dash_pattern()
    pdf.text(x1, g - 10, clean("1.5\"-4\" CRUSHED STONE, 6\" MIN. THICK"))
    pdf.text(x1, g + 5, "NON-WOVEN GEOTEXTILE UNDER STONE")
    pdf.text(x1, g + 10, clean("LENGTH 50' MIN. (30' SINGLE LOT); WIDTH 12' MIN."))
    pdf.set_font(pdf.fam, "B", 8)
    pdf.text(x1, g + 22, "DETAIL 2 - STABILIZED CONSTRUCTION ENTRANCE")
    pdf.set_y(g + 30)


# ---------------------------------------------------------------------------
# Document 5: Somers single-family home, 1.4 ac disturbed (postconstruction applies)
# ---------------------------------------------------------------------------
S2_STORMS = [("1-Year", 2.80), ("10-Year", 5.00), ("100-Year", 9.00)]
S2_PRE = dict(id="1S", name="EXISTING WOODED LOT", dp="DP-1 HILLTOP LANE SWALE", tc=14.0, len=430,
              slope=0.1150,
              comps=[(40000, 55, "Woods, Good, HSG B"), (27500, 70, "Woods, Good, HSG C")])
S2_POST = dict(id="2S", name="DEVELOPED LOT", tc=7.0,
               comps=[(13900, 98, "Roof, driveway, patio"), (21000, 61, ">75% Grass cover, Good, HSG B"),
                      (8000, 74, ">75% Grass cover, Good, HSG C"), (24600, 62, "Woods, Good, HSG B/C")])
S2_POND = dict(id="3P", name="CULTEC CH-1 + BIORETENTION BR-1", storage_cf=3900, bottom=511.00, top=515.50,
               area_sf=2400, exfil_cfs=0.14,
               desc="CH-1: 24 Cultec 330XLHD in stone (2,310 cf); BR-1 2,400 sf x 0.5' + media voids")


def _s2_features(esc=False, post=False):
    f = [
        dict(kind="poly", pts=[(0, 0), (300, 0), (300, 465), (0, 465)], width=0.5, label="PROPERTY LINE",
             lxy=(210, -3)),
        dict(kind="rect", x=-20, y=469, w=400, h=24, fill=(225, 225, 225), label="HILLTOP LANE",
             lxy=(40, 484), lstyle="B", lsize=7),
        dict(kind="line", pts=[(345, -10), (335, 120), (350, 260), (338, 400), (345, 469)],
             color=(40, 90, 200), width=0.6, label="INTERMITTENT STREAM (OFF SITE)", lxy=(352, 200),
             lcolor=(40, 70, 150), lsize=5.5),
        dict(kind="trees", x=8, y=8, w=30, h=440),
        dict(kind="trees", x=262, y=8, w=30, h=440, label="WOODS TO REMAIN", lxy=(220, 250)),
        dict(kind="line", pts=[(0, 300), (150, 280), (300, 250)], dash=(3, 1), color=(130, 60, 160), width=0.3,
             label="SOIL BOUNDARY CrC / PnC", lxy=(40, 297), lcolor=(130, 60, 160), lsize=5.5),
        contour([(0, 70), (150, 60), (300, 80)], 540),
        contour([(0, 170), (150, 160), (300, 180)], 530),
        contour([(0, 270), (150, 255), (300, 280)], 520),
        contour([(0, 370), (150, 360), (300, 380)], 512),
        contour([(0, 450), (150, 445), (300, 455)], 506),
        dict(kind="rect", x=95, y=75, w=95, h=60, fill=(235, 235, 235), width=0.5, label="PROP. DWELLING",
             lxy=(105, 108), lstyle="B"),
        dict(kind="rect", x=190, y=150, w=55, h=55, dash=(1.5, 1), color=(90, 90, 90), label="SEPTIC",
             lxy=(200, 180)),
        dict(kind="circle", x=60, y=200, r=3, fill=(0, 0, 0), label="WELL"),
        dict(kind="poly", pts=[(140, 135), (150, 135), (165, 300), (150, 469), (138, 469), (152, 300)],
             fill=(210, 210, 210), label="PROP. DRIVEWAY (14 FT)", lxy=(170, 330)),
        dict(kind="arrow", x=120, y=230, dx=10, dy=50),
        dict(kind="arrow", x=200, y=330, dx=-5, dy=60),
        dict(kind="text", label="DP-1", lxy=(120, 478), lstyle="B", lsize=6),
        lod([(40, 40), (260, 40), (260, 220), (200, 220), (200, 465), (110, 465), (110, 220), (40, 220)],
            lxy=(44, 36)),
    ]
    if esc:
        f += [silt_fence([(110, 463), (200, 463)], "SF"), silt_fence([(40, 224), (110, 224), (106, 463)]),
              silt_fence([(204, 463), (204, 224), (262, 224)])]
    if post:
        f += [dict(kind="rect", x=50, y=150, w=40, h=30, fill=(190, 210, 230), label="CH-1", lxy=(60, 168),
                   lstyle="B"),
              dict(kind="rect", x=165, y=380, w=33, h=70, fill=(190, 225, 190), label="BR-1", lxy=(170, 418),
                   lstyle="B")]
    return f


def doc_s2(pdf_path: Path) -> dict:
    d = dict(
        project="Santangelo Residence - New Single-Family Dwelling",
        address="27 Hilltop Lane, Somers, NY 10589",
        muni="Town of Somers, Westchester County, New York",
        taxmap="Tax ID 26.16-1-12",
        owner=["Michael and Priya Santangelo", "410 East 57th Street, Apt. 8C", "New York, NY 10022"],
        preparer=["Kensico Valley Engineering, P.C.", "75 Commerce Street", "Mount Kisco, NY 10549",
                  "(914) 555-0194", "Laura W. Chen, P.E."],
        date="May 2025",
        subtitle="Stormwater Management and Erosion & Sediment Control Permit Application (Chapter 93)",
        basis=("Prepared for submission to the Town of Somers Planning and Engineering Department under Town "
               "Code Chapter 93 and NYSDEC General Permit GP-0-25-001"),
    )
    pdf = Doc(style="part", font="Helvetica", accent=(90, 60, 20), body_size=10,
              header_text="27 Hilltop Lane, Somers - SWPPP", footer_fmt="SWPPP - 27 Hilltop Lane - p. {n}",
              title="SWPPP 27 Hilltop Lane", author="Kensico Valley Engineering, P.C.")
    cover(pdf, d, "box")
    pdf.toc_here(pages=1)

    pdf.h1(1, "Project Description")
    pdf.p("The owners plan to build a four-bedroom single-family dwelling with an attached two-car garage "
          "(4,100 sf footprint), a 620-foot asphalt driveway climbing from Hilltop Lane, a subsurface "
          "sewage treatment system approved by the Westchester County Department of Health, a drilled "
          "well, a rear patio and lawn. The lot is 3.20 acres (139,400 sf) of second-growth hardwood "
          "forest on the north side of Hilltop Lane.")
    pdf.p("Clearing and grading are confined to about 61,600 sq. ft. (1.4 acres) for the house, septic "
          "area, lawn and driveway corridor; the remaining 1.8 acres of woods on the east and west sides "
          "of the lot will stay undisturbed. The driveway crosses slopes of 15 to 25 percent, so a steep "
          "slope permit (Chapter 148) is also required. Single-family home construction disturbing one "
          "acre or more is listed in Town Code § 93-6A(2)(a), so the plan includes post-construction "
          "stormwater controls (Part VI).")
    pdf.tbl(["", "Area"], [
        ("Lot area", "3.20 ac"), ("Limit of disturbance", "1.4 ac (61,600 sf)"),
        ("New impervious (roof 4,100 sf, driveway 8,700 sf, patio/walks 1,100 sf)", "13,900 sf"),
        ("Undisturbed woods", "1.8 ac"),
    ], widths=(120, 50), caption="Table I-1. Areas")

    pdf.h1(2, "Existing Site Conditions")
    pdf.twocol([
        ("h", "A. Topography and Cover"),
        ("p", "The lot rises from elevation 506 at Hilltop Lane to about 545 at its north line. Slopes are "
              "10 to 25 percent on the lower two-thirds and 5 to 10 percent on the knoll where the house "
              "will sit. Cover is mature oak-hickory forest with mountain laurel understory and scattered "
              "rock outcrops. There are no structures, drives or drainage systems on the lot today."),
        ("h", "B. Soils"),
        ("p", "The Web Soil Survey maps the upper lot as Charlton-Chatfield complex, rolling, very rocky "
              "(CrC), Hydrologic Soil Group B, and the lower lot as Paxton fine sandy loam, 8 to 15 percent "
              "slopes (PnC), Hydrologic Soil Group C. Deep test holes (Appendix B) confirmed 5 to 7 feet of "
              "sandy loam over weathered schist on the knoll, with infiltration of 2.6 in/hr, and firm "
              "till with mottling at 26 inches in the PnC area near the road. The boundary between the "
              "units is shown on the site plan."),
        ("h", "C. Receiving Waters"),
        ("p", "Runoff sheet flows south to the roadside swale on Hilltop Lane, which drains to an "
              "intermittent stream about 50 feet east of the property: an unnamed tributary of the "
              "Muscoot River, which feeds the Muscoot Reservoir (NYC water supply). The reservoir is "
              "303(d)-listed for phosphorus. No wetlands are on the lot; the stream's Town wetland "
              "buffer just reaches the southeast corner, outside the LOD."),
        ("h", "D. Existing Runoff"),
        ("p", "No drainage complaints or flow measurements exist for the lot. Under existing conditions "
              "the wooded lot produces little runoff in small storms; the modeled existing peak flows "
              "to the Hilltop Lane swale (design point DP-1) appear in Table VI-2."),
        ("h", "E. Site Plan"),
        ("p", "Appendix A has the location map and the site plan: total site area, proposed improvements, "
              "area of disturbance and undisturbed woods, existing vegetation, the off-site stream, "
              "drainage patterns, existing and final contours, soil unit boundary, and the discharge point, "
              "together with the erosion and sediment control layout. No material, waste or equipment "
              "storage is proposed on adjacent properties, and there are no off-site borrow areas."),
    ])

    pdf.h1(3, "Construction Sequence")
    pdf.p("The project is built in one phase; at no time will more than the 1.4-acre LOD, far below the "
          "five-acre maximum, be open.")
    pdf.numbered([
        "Mark the LOD and protect trees to be saved with orange fencing.",
        "Install the stabilized construction entrance at Hilltop Lane and the silt fence along the "
        "downhill sides of the driveway corridor and house area.",
        "Clear and grub the driveway corridor; build the driveway base with the stone from rock removal.",
        "Clear the house and septic area; strip topsoil to the stockpile.",
        "Excavate foundation; rock hammering as needed; backfill.",
        "Install septic system, well line and utilities.",
        "Frame the house; install roof leaders to Cultec system CH-1 once the roof is complete.",
        "Pave the driveway; build BR-1 after the driveway and lawn areas above it are stabilized.",
        "Topsoil, seed and mulch; remove silt fence after 80% cover is established.",
    ])

    pdf.h1(4, "Erosion and Sediment Control")
    pdf.h2("A", "Soil Stabilization Plan")
    pdf.p("Stabilization uses the vegetative measures of the Blue Book at each stage. During clearing and "
          "grading, areas idle for 7 days or more get temporary seed and straw mulch within one business "
          "day of stopping work, completed within 7 days. Steep cut and fill slopes along the driveway are "
          "covered with a double-net straw/coconut blanket immediately after grading. At final grading, "
          "lawns receive 4 inches of topsoil and permanent seed; slopes steeper than 3:1 receive a woodland "
          "seed mix with blanket; driveway shoulders get 4 inches of stone.")
    pdf.p(TEMP_SEED)
    pdf.p(PERM_SEED)
    pdf.h2("B", "Practice Locations")
    pdf.tbl(["Practice", "Location", "Size / length"], [
        ("Silt fence", "West side of driveway corridor and house area", "±300 LF"),
        ("Silt fence", "East side of driveway corridor and house area", "±300 LF"),
        ("Silt fence", "Along Hilltop Lane inside ROW line", "±90 LF"),
        ("Construction entrance", "Driveway at Hilltop Lane", "50 x 14 ft"),
        ("Stone check dams", "Temporary driveway ditch, every 40 ft", "6 dams, 2 ft high"),
        ("Topsoil stockpile", "East of house", "±1,200 sf"),
        ("Erosion control blanket", "Driveway cut/fill slopes", "±6,500 sf"),
    ], widths=(45, 85, 40), caption="Table IV-1. E&SC Practices (see Site Plan, Appendix A)")
    pdf.h2("C", "Details, Materials and Maintenance")
    for t, txt in esc_spec_blocks({}, with_om=True, sce_len=50, sce_w=14):
        pdf.h3(t)
        pdf.p(txt)
    pdf.h3("Stone Check Dams")
    pdf.p("NYSDOT light stone fill, 2 ft high at the center with the center 6 inches lower than the ends, "
          "spaced so the toe of the upstream dam is level with the crest of the next. Sediment is removed "
          "when it reaches half the dam height. No temporary sediment basin is needed for this lot; "
          "runoff from the driveway corridor is held behind the check dams and silt fence.")
    pdf.h2("D", "Industrial Activity")
    pdf.p("There will be no stormwater discharges from industrial activity at this site. No asphalt, "
          "concrete or crushing plants will operate on the lot; concrete and asphalt are delivered by truck.")
    pdf.h2("E", "Practices and Timing for Each Activity")
    pdf.tbl(["Activity", "Minimum E&SC practices", "Place", "Keep in place"], [
        ("Access", "Construction entrance", "First day", "Driveway paved"),
        ("Clearing", "Silt fence, tree protection", "Before cutting", "Lawn 80% established"),
        ("Driveway grading", "Check dams, blanket", "As ditch is cut", "Driveway paved, shoulders stable"),
        ("Foundation / septic", "Stockpile ring, temporary seed", "When pile formed", "Pile removed"),
        ("Concrete", "Washout", "Before first pour", "Last pour"),
    ], widths=(35, 55, 40, 40), caption="Table IV-2. Minimum Practices by Activity")
    pdf.h2("F", "Inspections")
    pdf.p("The site will be inspected periodically.")

    pdf.h1(5, "Pollution Prevention")
    pdf.p("A covered dumpster is kept at the top of the driveway; packaging and food waste are picked up "
          "daily. Paints, solvents and sealers are stored in the garage once it is enclosed and before "
          "then in a locked job box; they are used per the label and not washed out on the ground. The "
          "excavator and rock hammer are refueled from a tank truck over absorbent pads; a spill kit is "
          "kept on the excavator. Portable toilet is serviced weekly and staked against tipping.")

    pdf.h1(6, "Post-Construction Stormwater Management")
    pdf.h2("A", "Practices")
    pdf.p("Two practices manage runoff from the new impervious areas:")
    pdf.bullets([
        "CH-1, a subsurface infiltration system of 24 Cultec Recharger 330XLHD chambers in a 3/4-inch "
        "stone bed on the knoll (Charlton-Chatfield soils), receiving all roof leaders and the upper "
        "patio through a sediment sump.",
        "BR-1, a bioretention area at the foot of the driveway, which receives driveway runoff from a "
        "trench drain and stone diaphragm and overflows to the Hilltop Lane swale.",
    ])
    pdf.h2("B", "Location and Size")
    pdf.tbl(["Practice", "Location", "Size"], [
        ("CH-1", "West of the dwelling, 20 ft from foundation", "24 chambers in 3 rows; 44 x 22 ft stone bed"),
        ("BR-1", "East side of lower driveway", "2,400 sf filter bed; 6 in. ponding"),
    ], widths=(25, 70, 75), caption="Table VI-1. Practice Locations (Site Plan, Appendix A)")
    pages, summary = hydrocad_pages(firm="Kensico Valley Engineering, P.C.", proj="27 Hilltop Lane",
                                    storms=S2_STORMS, pre=S2_PRE, post=S2_POST, pond=S2_POND)
    pdf.h2("C", "Hydrologic and Hydraulic Analysis")
    pdf.p("The lot was modeled in HydroCAD (TR-20, Type III 24-hr rainfall per NOAA Atlas 14: 1-yr 2.8 in., "
          "10-yr 5.0 in., 100-yr 9.0 in.) as a single 1.55-acre drainage area to DP-1. CH-1 and BR-1 were "
          "modeled as one storage node with exfiltration at 1.3 in/hr (half the measured rate).")
    pdf.tbl(["Storm", "Rain", "Pre (cfs)", "Post inflow (cfs)", "Post outflow (cfs)", "Change"],
            comparison_rows(summary), widths=(25, 18, 28, 35, 35, 29), caption="Table VI-2. Peak Flows at DP-1")
    pdf.h2("D", "Sizing Criteria")
    pdf.tbl(["Criterion", "Computation", "Required", "Provided"], [
        ("Water quality volume (WQv)", "P = 1.5 in. (90% rainfall); I = 21%; Rv = 0.05 + 0.009(21) = 0.24; "
         "A = 1.55 ac; WQv = P Rv A / 12", "2,020 cf", "2,310 cf (CH-1) + 1,200 cf (BR-1)"),
        ("Runoff reduction (RRv)", "Min. RRv = S x WQv-impervious; S = 0.30 (HSG B/C)", "610 cf",
         "2,310 cf infiltrated in CH-1"),
        ("Channel protection (Cpv)", "24-hr extended detention of 1-yr storm", "Met - no 1-yr discharge",
         "1-yr fully retained"),
        ("Overbank (Qp, 10-yr)", "Post peak <= pre peak at DP-1", "See Table VI-2", "Met"),
        ("Extreme flood (Qf, 100-yr)", "Safe conveyance; post <= pre", "See Table VI-2", "Met"),
    ], widths=(38, 70, 30, 32), caption="Table VI-3. Design Manual Sizing Summary")
    pdf.p("No deviations from the Design Manual are proposed, and none of the criteria are waived.")
    pdf.h2("E", "Dimensions, Materials and Installation")
    pdf.p("CH-1: 24 Cultec Recharger 330XLHD chambers (52 in. wide x 30.5 in. high x 8.5 ft long) in three "
          "rows on a 6-inch stone base, 12 inches of 3/4-inch clean stone over the chambers, wrapped in "
          "non-woven geotextile on the sides and top; inlet via 6-inch SDR-35 PVC from a 24-inch sediment "
          "sump with hood; 4-inch inspection ports at each row end. Bed bottom at elevation 531.0 on "
          "scarified native soil; no compaction of the bed bottom. Connect roof leaders only after the "
          "roof and surrounding lawn are stabilized.")
    pdf.p("BR-1: 2.0 ft of bioretention soil media over 12 inches of No. 57 stone and a 4-inch perforated "
          "HDPE underdrain daylighting to the swale; 6-inch ponding; 3-inch mulch; native shrubs and "
          "perennials per the landscape plan; 12-inch wide stone diaphragm along the driveway edge.")
    pdf.h2("F", "Operation and Maintenance")
    pdf.p("The property owners (Michael and Priya Santangelo and any later owners) are responsible for "
          "operating and maintaining CH-1 and BR-1.")
    pdf.tbl(["Practice", "Inspect", "Maintain"], [
        ("CH-1", "Twice a year via inspection ports and sump", "Vacuum sump when sediment > 6 in.; jet "
         "chambers if water stands more than 72 hours"),
        ("BR-1", "Quarterly and after storms over 1 in.", "Remove sediment from diaphragm; re-mulch "
         "each spring; replace dead plants; correct ponding > 48 hr"),
        ("Roof gutters / leaders", "Spring and fall", "Clean leaves and debris"),
    ], widths=(30, 60, 80), caption="Table VI-4. Operation and Maintenance Plan")
    pdf.h2("G", "Maintenance Easement")
    pdf.h2("H", "Maintenance Agreement")
    pdf.p("Will be provided prior to construction.", style="I")

    pdf.h1(7, "Certifications", newpage=False)
    pdf.p("The engineer's certification and contractor certifications are in Appendices E and F.")

    pdf.appendix("A", "Location Map and Site Plan")
    draw_location_map(pdf, title="LOCATION MAP", 
                      roads=[([(0, 40), (30, 45), (60, 52), (100, 58)], "ROUTE 139 (PRIMROSE ST)", 1.0),
                             ([(40, 47), (45, 70), (55, 95)], "HILLTOP LANE", 0.6)],
                      site_xy=(47, 75), site_label="SITE",
                      waters=[([(70, 75), (95, 70), (100, 100), (75, 100)], "MUSCOOT RESERVOIR")],
                      quad="Base map: USGS Mohegan Lake quadrangle (schematic)")
    pdf.add_page()
    draw_plan(pdf, title="SITE PLAN - GRADING, DRAINAGE AND EROSION CONTROL", scale_ft_per_in=100, parcel=None,
              features=_s2_features(esc=True, post=True), origin=(-25, -10), height_mm=135,
              legend=[("Red dashed", "Limit of disturbance (1.4 ac)"), ("x-marked line", "Silt fence"),
                      ("Purple dashed", "Soil unit boundary"), ("Blue box", "Cultec system CH-1"),
                      ("Green box", "Bioretention BR-1")],
              notes=["Lot 3.20 ac; disturbance 1.4 ac; undisturbed woods 1.8 ac. Existing slopes 5-25%; "
                     "proposed slopes 3:1 max (2:1 with blanket on driveway fills). DP-1 at Hilltop Lane swale.",
                     "Construction entrance at driveway apron (50 x 14 ft). Check dams in driveway ditch."])
    pdf.appendix("B", "Soil Information")
    pdf.tbl(["Unit", "Name", "HSG", "Slope", "Notes"], [
        ("CrC", "Charlton-Chatfield complex, rolling, very rocky", "B", "2-15%", "House, CH-1"),
        ("PnC", "Paxton fine sandy loam, 8 to 15 percent slopes", "C", "8-15%", "Lower driveway, BR-1"),
    ], widths=(15, 75, 15, 20, 45))
    pdf.tbl(["Deep hole", "Profile", "Water / mottling", "Infiltration (in/hr)"], [
        ("DH-1 (CH-1)", "0-8\" topsoil; 8-72\" brown sandy loam; weathered rock 72\"", "none", "2.6"),
        ("DH-2 (BR-1)", "0-6\" topsoil; 6-26\" sandy loam; 26-84\" firm till", "mottling 26\"", "0.3"),
    ], widths=(30, 80, 30, 30), caption="Deep test holes, witnessed 3/21/2025")
    pdf.appendix("C", "HydroCAD Report")
    hydro_appendix(pdf, pages)
    pdf.appendix("D", "Inspection Report")
    pdf.field_lines([("Date:", None), ("Inspector:", None), ("Weather:", None)], label_w=40)
    pdf.tbl(["Practice", "OK?", "Action"], [(x, "", "") for x in
            ["Entrance", "Silt fence", "Check dams", "Blankets", "Stockpile", "Washout"]], widths=(60, 30, 80))
    pdf.appendix("E", "Engineer's Certification")
    pdf.p("I certify that this SWPPP was prepared by me and that the stormwater management practices "
          "shown meet the requirements of Town of Somers Code Chapter 93.")
    pdf.field_lines([("Name:", "Laura W. Chen, P.E."), ("NYS License No.:", "093127"), ("Signature:", None),
                     ("Date:", "May 9, 2025")], label_w=45)
    pdf.appendix("F", "Contractor Certification")
    pdf.p('"I certify under penalty of law that I understand and agree to comply with the terms and '
          'conditions of the Stormwater Pollution Prevention Plan, and that I, or one of my on-site staff, '
          'have had at least four hours of acceptable erosion and sediment control training within the '
          'past three years. I also understand that it is unlawful for any person to cause or contribute to '
          'a violation of water quality standards."', style="I")
    pdf.field_lines([("Name / title:", "Robert Lanza, Owner"), ("Firm:", "Lanza Excavating Corp."),
                     ("Firm address / phone:", "19 Baldwin Place Road, Mahopac, NY 10541 / (845) 555-0617"),
                     ("Site:", "27 Hilltop Lane, Somers (Tax ID 26.16-1-12)"),
                     ("Signature:", "/s/ Robert Lanza"), ("Date:", "June 2, 2025")], label_w=50)
    pdf.output(str(pdf_path))

    items = {i: "present" for i in ITEM_IDS[SOM]}
    items[PHOS_ID] = "missing"
    gaps = {
        PHOS_ID: "No statement that the post-construction design meets the enhanced phosphorus removal "
                 "standards; WQv is sized with the ordinary 90% rainfall (P = 1.5 in.) although the site "
                 "drains to the Muscoot Reservoir.",
        "93-6A(1)(l)": "No identification of design elements that do not conform to the NYS Standards and "
                       "Specifications (nor a statement that there are none).",
        "93-6A(1)(k)": f"Part IV-F Inspections (p. {_page_of(pdf, 'F. Inspections')}) only says 'The site "
                       "will be inspected periodically.' - no schedule, frequency or responsible party.",
        "93-6A(3)(h)": f"Heading 'G. Maintenance Easement' (p. {_page_of(pdf, 'G. Maintenance Easement')}) is "
                       "immediately followed by 'H. Maintenance Agreement'; no easement anywhere.",
        "93-6A(3)(i)": f"Part VI-H Maintenance Agreement (p. {_page_of(pdf, 'H. Maintenance Agreement')}): "
                       "'Will be provided prior to construction.'",
    }
    for k in gaps:
        items[k] = "missing"
    return dict(
        file=pdf_path.name, checklist=SOM,
        description=("Somers new single-family dwelling on a 3.20 ac wooded lot, 1.4 ac disturbed "
                     "(§ 93-6A(2)(a) applies); Cultec infiltration and bioretention; two-column site "
                     "description page; HydroCAD appendix."),
        facts=dict(disturbed_acres=1.4, total_site_acres=3.2, single_family=True, impaired_water=True,
                   project_type="single-family residence",
                   receiving_waters=["unnamed tributary of the Muscoot River", "Muscoot River",
                                     "Muscoot Reservoir"]),
        items=items, gaps=gaps, pages=pdf.page_no())


# ---------------------------------------------------------------------------
# Document 6: Somers 0.7 ac detached garage addition (no postconstruction)
# ---------------------------------------------------------------------------
def _s3_features():
    return [
        dict(kind="rect", x=-20, y=-30, w=380, h=24, fill=(225, 225, 225),
             label="PRIMROSE STREET (N.Y.S. ROUTE 139)", lxy=(90, -15), lstyle="B", lsize=7),
        dict(kind="poly", pts=[(0, 0), (340, 0), (340, 333), (0, 333)], width=0.5, label="PROPERTY LINE",
             lxy=(5, 330)),
        dict(kind="trees", x=10, y=200, w=320, h=120, label="EXISTING WOODS - NOT DISTURBED", lxy=(30, 196)),
        dict(kind="line", pts=[(0, 150), (170, 175), (340, 160)], dash=(3, 1), color=(130, 60, 160), width=0.3,
             label="ChB", lxy=(60, 150), lcolor=(130, 60, 160), lsize=6.5, lstyle="B"),
        dict(kind="text", label="CrC", lxy=(60, 190), lcolor=(130, 60, 160), lsize=6.5, lstyle="B"),
        contour([(0, 40), (170, 50), (340, 35)], 478),
        contour([(0, 110), (170, 125), (340, 105)], 472),
        contour([(0, 190), (170, 205), (340, 185)], 466),
        contour([(0, 270), (170, 285), (340, 265)], 460),
        dict(kind="rect", x=50, y=60, w=80, h=55, fill=(235, 235, 235), width=0.5, label="EX. DWELLING",
             lxy=(62, 90), lstyle="B"),
        dict(kind="poly", pts=[(130, -6), (150, -6), (150, 120), (300, 120), (300, 175), (230, 175), (230, 140),
                               (130, 140)], fill=(215, 215, 215), dash=(1, 0.6),
             label="EXPANDED DRIVE / TURNAROUND", lxy=(155, 133), lsize=5.5),
        dict(kind="rect", x=232, y=60, w=60, h=40, fill=(235, 235, 235), width=0.5, label="PROP. 4-BAY GARAGE",
             lxy=(236, 82), lstyle="B", lsize=5.5),
        dict(kind="line", pts=[(225, 180), (310, 180)], width=0.9, color=(90, 90, 90),
             label="PROP. 6-FT RETAINING WALL", lxy=(240, 188), lsize=5.5),
        dict(kind="circle", x=200, y=100, r=4, fill=(255, 255, 255), label="DW-G"),
        dict(kind="arrow", x=260, y=150, dx=0, dy=60),
        dict(kind="arrow", x=180, y=80, dx=0, dy=50),
        dict(kind="line", pts=[(-20, 345), (120, 355), (360, 348)], color=(40, 90, 200), width=0.6,
             label="UNNAMED TRIB. TO AMAWALK RESERVOIR (OFF SITE)", lxy=(130, 362), lsize=5.5,
             lcolor=(40, 70, 150)),
        dict(kind="text", label="DP-1 (SHEET FLOW TO WOODS)", lxy=(240, 220), lsize=5.5, lstyle="B"),
        lod([(150, 20), (320, 20), (320, 200), (150, 200)], lxy=(154, 16)),
    ]


def doc_s3(pdf_path: Path) -> dict:
    d = dict(
        project="Hartley Residence - Detached Garage and Driveway Improvements",
        address="212 Primrose Street, Somers, New York 10589",
        muni="Town of Somers (Westchester County)",
        taxmap="Section 5.20, Block 2, Lot 41",
        owner=["David and Ellen Hartley", "212 Primrose Street", "Somers, NY 10589", "(914) 555-0271"],
        preparer=["Hilltop Design Group, PLLC", "300 Route 6, Suite 4", "Mahopac, NY 10541", "(845) 555-0350",
                  "Brian J. Kessler, P.E."],
        date="June 2025",
        subtitle="Administrative Stormwater Permit - Town Code Chapter 93",
        basis="Prepared for the Town of Somers Planning & Engineering Department",
    )
    pdf = Doc(style="decimal", font="Times", accent=(40, 40, 40), body_size=11,
              header_text="Hartley Garage - SWPPP (June 2025)", footer_fmt="Page {n}",
              title="Hartley Garage SWPPP", author="Hilltop Design Group, PLLC", bookmarks=True)
    cover(pdf, d, "box")
    pdf.toc_here(pages=1)

    pdf.h1(1, "Project Overview")
    pdf.h2("1.1", "Description of Work")
    pdf.p("David and Ellen Hartley propose a detached four-bay garage (2,400 square foot footprint with "
          "storage loft) east of their existing house at 212 Primrose Street, together with an expanded "
          "and repaved driveway and turnaround, a 6-foot high segmental block retaining wall, relocation "
          "of the existing yard drain, regrading and new lawn. The existing house, well and septic system "
          "are not affected.")
    pdf.p("The parcel is 2.6 acres. The area of disturbance is approximately 30,500 square feet "
          "(0.70 acre), in the eastern half of the lot; the house area and the wooded southern third "
          "of the lot are outside the LOD.")
    pdf.h2("1.2", "Permits and Applicability")
    pdf.p("Because the work disturbs more than 5,000 square feet, it needs a Town of Somers stormwater "
          "management and erosion and sediment control permit under Chapter 93 (administrative permit). "
          "The site is in the New York City East of Hudson watershed, so a Notice of Intent under "
          "GP-0-25-001 is filed as well. Town Code § 93-6A(2) post-construction controls do not apply: "
          "the disturbance is less than one acre.")
    pdf.tbl(["Item", "Value"], [
        ("Parcel area", "2.6 ac (113,250 sf)"), ("Disturbed area (LOD)", "30,500 sf ± (0.70 ac)"),
        ("New impervious area", "garage 2,400 sf + driveway 5,150 sf = 7,550 sf"),
        ("Earthwork", "cut 620 cy / fill 410 cy; 210 cy exported"),
        ("Construction period", "August 2025 - March 2026"),
    ], widths=(55, 115), caption="Table 1.1 Site Statistics")

    pdf.h1(2, "Site Conditions")
    pdf.h2("2.1", "Existing Features")
    pdf.p("The lot slopes south from Primrose Street (elevation 480) toward a wooded ravine (elevation 458), "
          "at 6 to 12 percent in the lawn and up to 20 percent in the woods. The work area is mowed lawn with "
          "a few sugar maples, two of which will be removed. Runoff moves as sheet flow south into the woods.")
    pdf.h2("2.2", "Soils")
    pdf.p("USDA Web Soil Survey mapping: Charlton fine sandy loam, 3 to 8 percent slopes (ChB), Hydrologic "
          "Soil Group B, under the house, driveway and garage; Charlton-Chatfield complex, rolling, very "
          "rocky (CrC), HSG B, in the southern woods. Both are well drained with a deep water table. "
          "Shallow rock may be met in the CrC unit below the retaining wall. See Appendix D.")
    pdf.h2("2.3", "Surface Waters")
    pdf.p("There are no wetlands or watercourses on the property. Flow from the woods reaches an unnamed "
          "tributary to the Amawalk Reservoir roughly 40 feet beyond the south property line.")
    pdf.h2("2.4", "Site Maps")
    pdf.p("Appendix A: location map. Appendix B: site plan showing the total parcel, existing and proposed "
          "improvements, area of disturbance and areas left undisturbed, existing vegetation, the off-site "
          "tributary, drainage patterns, existing contours and finished grades, soil unit boundary, and the "
          "discharge point. There will be no material, waste or equipment storage on neighboring properties.")

    pdf.h1(3, "Construction Sequence")
    pdf.p("TBD - the contractor will furnish the sequence of construction prior to the start of work.",
          style="I")

    pdf.h1(4, "Erosion and Sediment Control")
    pdf.h2("4.1", "Soil Stabilization Plan")
    pdf.p("Stabilization follows the current New York State Standards and Specifications for Erosion and "
          "Sediment Control. During excavation and wall construction, any area left idle for 7 days is "
          "seeded with annual ryegrass and mulched with hay or straw; in the East of Hudson watershed "
          "stabilization is started by the end of the next business day and completed within 7 days. "
          "Slopes behind the retaining wall steeper than 3:1 receive an erosion control blanket. Final "
          "stabilization consists of pavement, 4 inches of topsoil with permanent seed and mulch on lawn "
          "areas, and plantings; the site is considered stable when 80 percent uniform perennial cover is "
          "achieved.")
    pdf.p(TEMP_SEED)
    pdf.p(PERM_SEED)
    pdf.h2("4.2", "Erosion and Sediment Control Plan Drawing")
    pdf.p("The erosion and sediment control plan (Drawing ESC-1) will be submitted under separate cover.",
          style="I")
    pdf.h2("4.3", "Practice Specifications and Maintenance")
    for t, txt in esc_spec_blocks({}, with_om=True, sce_len=30, sce_w=14):
        if t.startswith("Storm Drain"):
            continue
        pdf.h3(t)
        pdf.p(txt)
    pdf.h3("Erosion Control Blanket")
    pdf.p("Biodegradable straw/coconut blanket (North American Green SC150BN or equal) placed on prepared, "
          "seeded slopes, anchored in a 6-inch trench at the top of the slope and stapled 2 staples per "
          "square yard. Blankets that lift or tear are re-stapled or replaced.")
    pdf.p("No temporary sediment basin, trap or diversion is needed; the largest area draining to any "
          "perimeter control is well under one acre.")
    pdf.h2("4.4", "Minimum Practices for Each Activity")
    pdf.tbl(["Activity", "Minimum practices", "Initial placement", "Minimum time in place"], [
        ("Site access", "Construction entrance (30 x 14 ft)", "Before any work", "Until driveway base course"),
        ("Tree removal / stripping", "Silt fence downslope of the work; tree protection", "Before stripping",
         "Until lawn 80% covered"),
        ("Excavation for garage and wall", "Stockpile with silt fence ring; temporary seed", "When spoil is "
         "stockpiled", "Until pile is gone"),
        ("Wall backfill / grading", "Erosion control blanket on slopes", "Same day slope is graded",
         "Until vegetation is established"),
        ("Concrete footings and slab", "Washout container", "Before first pour", "Through last pour"),
    ], widths=(38, 52, 38, 42), caption="Table 4.1 Practices and Schedule")
    pdf.h2("4.5", "Inspection Schedule")
    pdf.p("A qualified inspector from Hilltop Design Group will inspect the erosion and sediment controls "
          "at least once every seven calendar days from the start of soil disturbance until final "
          "stabilization and within 24 hours of any storm of 0.5 inch or more. The contractor's on-site "
          "supervisor checks the silt fence and entrance at the end of each work day. Findings are "
          "recorded on the form in Appendix F and kept in the site logbook for the Town's review.")
    pdf.h2("4.6", "Conformance with the Standards")
    pdf.p("All erosion and sediment control practices in this plan follow the standard details of the New "
          "York State Standards and Specifications for Erosion and Sediment Control. No alternative or "
          "non-conforming designs are proposed.")

    pdf.h1(5, "Pollution Prevention", newpage=False)
    pdf.h2("5.1", "Good Housekeeping")
    pdf.p("Good housekeeping practices will be followed at all times.")
    pdf.h2("5.2", "Non-Construction Discharges")
    pdf.p("No stormwater discharges associated with industrial activity other than construction will occur. "
          "There will be no asphalt or concrete plants on the site; ready-mix concrete and asphalt are "
          "trucked in.")

    pdf.h1(6, "Post-Construction Stormwater Management", newpage=False)
    pdf.p("Not applicable under Town Code § 93-6A(2): less than one acre will be disturbed. To offset the "
          "new roof, the garage roof leaders discharge to an 8-foot diameter, 4-foot deep drywell (DW-G) "
          "per the Town Engineer's standard detail for new impervious surfaces.")

    pdf.h1(7, "Responsibilities", newpage=False)
    pdf.tbl(["Party", "Responsibility"], [
        ("Owners - David and Ellen Hartley", "Permit holder; NOI/NOT; keep SWPPP on site"),
        ("Contractor - Granite Springs Builders, LLC", "Install and maintain all E&SC practices"),
        ("Hilltop Design Group, PLLC", "Weekly inspections; SWPPP updates"),
    ], widths=(70, 100))

    pdf.appendix("A", "Location Map")
    draw_location_map(pdf, title="Location Map", 
                      roads=[([(0, 30), (35, 38), (70, 42), (100, 40)], "PRIMROSE ST (RT 139)", 1.1),
                             ([(35, 38), (30, 70), (28, 100)], "RT 100", 1.0),
                             ([(70, 42), (75, 70), (85, 100)], "ROUTE 118", 0.8)],
                      site_xy=(55, 45), site_label="SITE",
                      waters=[([(40, 65), (62, 60), (68, 85), (45, 92)], "AMAWALK RESERVOIR")],
                      quad="Not to scale.")
    pdf.appendix("B", "Site Plan")
    draw_plan(pdf, title="SITE PLAN - EXISTING CONDITIONS AND PROPOSED IMPROVEMENTS", scale_ft_per_in=80,
              parcel=None, features=_s3_features(), origin=(-25, -35), height_mm=150,
              legend=[("Red dashed", "Limit of disturbance, 30,500 sf ± (0.70 ac)"),
                      ("Purple dashed", "Soil unit boundary (ChB / CrC)"),
                      ("Brown dashed", "Existing contour (2 ft shown at 6 ft interval)"),
                      ("Green circles", "Woods to remain")],
              notes=["Parcel 2.6 ac. No wetlands or watercourses on site. Existing slopes 6-12% (20% in woods); "
                     "finished slopes 3:1 max. DP-1: sheet flow south into woods."])
    pdf.appendix("C", "Standard Details")
    draw_details(pdf)
    pdf.appendix("D", "Soils Information")
    pdf.tbl(["Symbol", "Name", "HSG", "Drainage", "Depth to bedrock"], [
        ("ChB", "Charlton fine sandy loam, 3 to 8 percent slopes", "B", "Well drained", "> 60 in."),
        ("CrC", "Charlton-Chatfield complex, rolling, very rocky", "B", "Well drained", "20-40 in. (Chatfield)"),
    ], widths=(18, 72, 14, 30, 36))
    pdf.appendix("E", "Notice of Intent (copy of summary page)", newpage=False)
    pdf.tbl(["Field", "Entry"], [
        ("Owner", "David and Ellen Hartley"), ("Disturbance", "0.70 ac (East of Hudson, > 5,000 sf)"),
        ("Receiving water", "Unnamed tributary to Amawalk Reservoir"),
        ("Post-construction SMPs", "Drywell DW-G (roof)"),
    ], widths=(60, 110))
    pdf.appendix("F", "Inspection Form")
    pdf.field_lines([("Date:", None), ("Inspector:", None), ("Rain since last inspection:", None)], label_w=60)
    pdf.tbl(["Item", "Condition / action"], [(x, "") for x in
            ["Construction entrance", "Silt fence", "Stockpile", "Blankets", "Washout", "Street cleanliness"]],
            widths=(60, 110))
    pdf.appendix("G", "Contractor Certification")
    pdf.p('"I certify under penalty of law that I understand and agree to comply with the terms and conditions '
          'of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received '
          'a minimum of four hours of acceptable training in erosion and sediment control within the last '
          'three years. I also understand that it is unlawful for any person to cause or contribute to a '
          'violation of water quality standards."', style="I")
    pdf.field_lines([("Name:", None), ("Title:", None), ("Contracting firm:", None), ("Address:", None),
                     ("Telephone:", None), ("Site:", None), ("Signature:", None), ("Date:", None)], label_w=45)
    pdf.appendix("H", "Professional's Certification")
    pdf.p("I certify that this SWPPP was prepared under my supervision and that the design of the "
          "stormwater management practices meets the requirements of Chapter 93 of the Town of Somers Code.")
    pdf.field_lines([("Name:", "Brian J. Kessler, P.E."), ("NYS P.E. License No.:", "097845"),
                     ("Signature:", None), ("Date:", "June 20, 2025")], label_w=55)
    pdf.output(str(pdf_path))

    items = {i: "present" for i in ITEM_IDS[SOM]}
    for i in POST_IDS[SOM]:
        items[i] = "not_applicable"
    items[PHOS_ID] = "not_applicable"
    gaps = {
        "93-6A(1)(d)": f"Section 3.0 Construction Sequence (p. {_page_of(pdf, '3.0')}) is 'TBD - ... prior to "
                       "the start of work'; no phasing or sequence of operations anywhere.",
        "93-6A(1)(g)": f"Section 4.2 (p. {_page_of(pdf, '4.2')}): E&SC plan drawing 'will be submitted under "
                       "separate cover'; the site plan in Appendix B shows no E&SC practices, and no "
                       "practice lengths or sizes by location are given.",
        "93-6A(1)(e)": f"Section 5.1 (p. {_page_of(pdf, '5.1')}) says only 'Good housekeeping practices will be "
                       "followed at all times.' - nothing on litter, construction chemicals or debris.",
        "93-6D": f"Appendix G (p. {_page_of(pdf, 'Appendix G')}) has the full certification statement, "
                 "including the four-hour training clause, but every name, title, firm, address, phone, "
                 "site, signature and date line is blank.",
    }
    for k in gaps:
        items[k] = "missing"
    return dict(
        file=pdf_path.name, checklist=SOM,
        description=("Somers detached four-bay garage and driveway expansion at an existing house, 0.70 ac "
                     "(30,500 sf) disturbed on a 2.6 ac lot; postconstruction not applicable (< 1 acre)."),
        facts=dict(disturbed_acres=0.7, total_site_acres=2.6, single_family=False, impaired_water=None,
                   project_type="garage addition (accessory to existing single-family house)",
                   receiving_waters=["unnamed tributary to the Amawalk Reservoir", "Amawalk Reservoir"]),
        items=items, gaps=gaps, pages=pdf.page_no())


# ---------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------
DOCS = [
    ("holdout_asharoken_single_family.pdf", doc_a1),
    ("holdout_asharoken_retail.pdf", doc_a2),
    ("holdout_asharoken_yacht_club_impaired.pdf", doc_a3),
    ("holdout_somers_office.pdf", doc_s1),
    ("holdout_somers_single_family.pdf", doc_s2),
    ("holdout_somers_garage.pdf", doc_s3),
]


def _check(sample: dict):
    ids = ITEM_IDS[sample["checklist"]]
    items = sample["items"]
    extra = set(items) - set(ids) - {PHOS_ID}
    assert not extra, extra
    assert all(i in items for i in ids), [i for i in ids if i not in items]
    if sample["checklist"] == SOM:
        assert PHOS_ID in items
    assert set(items.values()) <= {"present", "missing", "not_applicable"}
    assert set(sample["gaps"]) == {k for k, v in items.items() if v == "missing"}
    assert 3 <= len(sample["gaps"]) <= 6, sample["file"]
    assert 10 <= sample["pages"] <= 30, (sample["file"], sample["pages"])


def generate(outdir) -> Path:
    """Write the six PDFs and labels.json into ``outdir``; return the labels path."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    samples = []
    for name, fn in DOCS:
        s = fn(outdir / name)
        _check(s)
        order = ITEM_IDS[s["checklist"]] + ([PHOS_ID] if s["checklist"] == SOM else [])
        samples.append({
            "file": s["file"], "checklist": s["checklist"], "description": s["description"],
            "facts": s["facts"],
            "items": {k: s["items"][k] for k in order},
            "gaps": s["gaps"],
        })
    path = outdir / "labels.json"
    path.write_text(json.dumps({"samples": samples}, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1 or argv[0].startswith("-"):
        print("usage: python tests/holdout/make_holdout.py OUTDIR", file=sys.stderr)
        return 2
    print(generate(argv[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
