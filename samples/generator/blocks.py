"""PDF building blocks: paragraph styles and the paragraphs, lists and ruled tables every
section is written with."""
import re
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, Table, TableStyle

# Justified 10.5 pt Helvetica, like the engineering reports the samples imitate.
BASE = ParagraphStyle("base", fontName="Helvetica", fontSize=10.5, leading=14.2,
                      spaceAfter=7, alignment=TA_JUSTIFY)
ST = {
    "body": BASE,
    "left": ParagraphStyle("left", parent=BASE, alignment=0),
    "bullet": ParagraphStyle("bullet", parent=BASE, leftIndent=18, bulletIndent=6,
                             spaceAfter=3, alignment=0),
    "h1": ParagraphStyle("h1", fontName="Helvetica-Bold", fontSize=13, leading=17,
                         spaceBefore=4, spaceAfter=10, keepWithNext=1),
    "h2": ParagraphStyle("h2", fontName="Helvetica-Bold", fontSize=11, leading=14,
                         spaceBefore=8, spaceAfter=6, keepWithNext=1),
    "cell": ParagraphStyle("cell", fontName="Helvetica", fontSize=8.8, leading=10.6),
    "cellb": ParagraphStyle("cellb", fontName="Helvetica-Bold", fontSize=8.8, leading=10.6),
    "caption": ParagraphStyle("caption", fontName="Helvetica-Oblique", fontSize=9, leading=11,
                              spaceBefore=3, spaceAfter=9),
    "cover_title": ParagraphStyle("ct", fontName="Helvetica-Bold", fontSize=19, leading=24,
                                  alignment=TA_CENTER, spaceAfter=10),
    "cover_sub": ParagraphStyle("cs", fontName="Helvetica-Bold", fontSize=13.5, leading=18,
                                alignment=TA_CENTER, spaceAfter=6),
    "cover": ParagraphStyle("cv", fontName="Helvetica", fontSize=11, leading=14.5,
                            alignment=TA_CENTER, spaceAfter=2),
    "cover_small": ParagraphStyle("cvs", fontName="Helvetica", fontSize=9.5, leading=12,
                                  alignment=TA_CENTER),
    "quote": ParagraphStyle("quote", parent=BASE, leftIndent=24, rightIndent=24,
                            fontName="Helvetica-Oblique"),
    "sig": ParagraphStyle("sig", fontName="Helvetica", fontSize=10.5, leading=15, spaceAfter=1),
    "esig": ParagraphStyle("esig", fontName="Helvetica-Oblique", fontSize=13, leading=16),
}


def P(text: str, style: str = "body", markup: bool = False) -> Paragraph:
    """Paragraph; plain text is XML-escaped unless ``markup`` is set."""
    return Paragraph(text if markup else escape(text), ST[style])


def bullets(items, style="bullet"):
    return [Paragraph(escape(t), ST[style], bulletText="\u2022") for t in items]


def numbered(items):
    return [Paragraph(escape(t), ST["bullet"], bulletText=f"{i}.") for i, t in enumerate(items, 1)]


def ruled_table(header, rows, widths=None):
    """A ruled (GRID) table with wrapped Paragraph cells and a shaded header row; ``widths`` are
    relative and scaled to the 6.5-inch text width."""
    cell = ST["cell"]
    data = [[Paragraph(escape(str(h)), ST["cellb"]) for h in header]]
    for r in rows:
        data.append([Paragraph(escape(str(x)), cell) for x in r])
    total = 6.5 * inch
    if widths is None:
        widths = [total / len(header)] * len(header)
    else:
        s = sum(widths)
        widths = [w * total / s for w in widths]
    t = Table(data, colWidths=widths, repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#D9D9D9")),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    t.spaceAfter = 10
    return t


def caption(text):
    return P(text, "caption")


def fill(ctx, text: str) -> str:
    """Resolve {sec:key} and {app:key} placeholders in sample text: section numbers and appendix
    letters depend on which sections and appendices a sample has."""
    text = re.sub(r"\{sec:([a-z_]+)\}", lambda m: ctx.num(m.group(1)), text)
    return re.sub(r"\{app:([a-z_]+)\}", lambda m: ctx.appx(m.group(1)), text)


def PD(ctx, text: str, style: str = "body") -> Paragraph:
    """Paragraph of sample text that may refer to sections or appendices."""
    return P(fill(ctx, text), style)


def title_case(text: str) -> str:
    """Appendix titles are upper case in the body and title case in the table of contents."""
    small = {"and", "of", "or", "the", "to", "for", "in"}
    words = text.lower().split()
    keep = {"nrcs": "NRCS"}
    return " ".join(keep.get(w, w if (i and w in small) else w.capitalize())
                    for i, w in enumerate(words))


def fmt_int(x: float) -> str:
    return f"{int(round(x)):,}"


def sig_block(rows, signed=True):
    """Ruled two-column block of label / entry rows; blank entries when unsigned."""
    data = []
    for label, value in rows:
        data.append([Paragraph(escape(label), ST["cellb"]),
                     Paragraph(escape(value) if signed else "", ST["cell"])])
    t = Table(data, colWidths=[1.9 * inch, 4.6 * inch], rowHeights=[22] * len(data))
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#EFEFEF")),
    ]))
    t.spaceAfter = 10
    return t


def line_block(rows, signed=True):
    """The same rows as "Label: entry" lines (underlined entries; blank lines when unsigned)."""
    out = []
    for label, value in rows:
        if signed:
            out.append(P(f"{escape(label)}: <u>{escape(value)}</u>", "sig", markup=True))
        else:
            out.append(P(f"{escape(label)}: ________________________________________", "sig"))
    return out
