"""Small reportlab helpers shared by the builders (vertical text cells, styles)."""
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.platypus import Flowable
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.lib import colors

ss = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=ss["Normal"], fontName="Helvetica", fontSize=9.6,
                      leading=12.6, spaceAfter=5)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=8.2, leading=10.2, spaceAfter=0)
CELL = ParagraphStyle("cell", parent=BODY, fontSize=8.2, leading=10, spaceAfter=0)
CELLB = ParagraphStyle("cellb", parent=CELL, fontName="Helvetica-Bold")
H1 = ParagraphStyle("h1", parent=BODY, fontName="Helvetica-Bold", fontSize=14, leading=18,
                    spaceBefore=4, spaceAfter=8)
H2 = ParagraphStyle("h2", parent=BODY, fontName="Helvetica-Bold", fontSize=11, leading=14,
                    spaceBefore=8, spaceAfter=4)
H3 = ParagraphStyle("h3", parent=BODY, fontName="Helvetica-BoldOblique", fontSize=9.8,
                    leading=12.5, spaceBefore=5, spaceAfter=3)
TITLE = ParagraphStyle("title", parent=BODY, fontName="Helvetica-Bold", fontSize=20,
                       leading=25, alignment=TA_CENTER, spaceAfter=10)
CENTER = ParagraphStyle("center", parent=BODY, alignment=TA_CENTER)
BUL = ParagraphStyle("bul", parent=BODY, leftIndent=14, bulletIndent=4, spaceAfter=2)


class VText(Flowable):
    """Text set vertically (rotated 90 degrees, reading bottom to top) inside a table cell."""

    def __init__(self, text, font="Helvetica-Bold", size=7.6, pad=3, color=colors.black):
        super().__init__()
        self.lines = text.split("\n")
        self.font, self.size, self.pad, self.color = font, size, pad, color

    def wrap(self, aw, ah):
        w = max(stringWidth(l, self.font, self.size) for l in self.lines)
        self.h = w + 2 * self.pad
        self.w = len(self.lines) * self.size * 1.2
        return self.w, self.h

    def draw(self):
        c = self.canv
        c.saveState()
        c.setFillColor(self.color)
        c.setFont(self.font, self.size)
        c.translate(self.w, self.pad)
        c.rotate(90)
        for i, l in enumerate(self.lines):
            c.drawString(0, self.w - ((i + 1) * self.size * 1.2 - 0.28 * self.size), l)
        c.restoreState()
