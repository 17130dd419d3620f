"""Page layout: the document template (running header and footer), headings that record the
page they land on, and the dot-leader lines of the table of contents."""
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Table

from .blocks import ST


class Heading(Paragraph):
    """A section heading whose page number is recorded during the build."""

    def __init__(self, text, style, key):
        super().__init__(escape(text), ST[style])
        self.key = key


class TocLine(Flowable):
    """One table-of-contents line: title, dot leaders, right-aligned page label."""

    def __init__(self, text, page_label, level):
        super().__init__()
        self.text, self.page_label, self.level = text, page_label, level

    def wrap(self, aw, ah):
        self.width = aw
        return aw, 15.5 if self.level == 0 else 13.5

    def draw(self):
        c = self.canv
        font = "Helvetica-Bold" if self.level == 0 else "Helvetica"
        size = 10
        indent = 20 * self.level
        c.setFont(font, size)
        c.drawString(indent, 3, self.text)
        c.drawRightString(self.width, 3, self.page_label)
        start = indent + stringWidth(self.text, font, size) + 5
        end = self.width - stringWidth(self.page_label, font, size) - 5
        dot = stringWidth(".", "Helvetica", size) * 1.6
        n = int((end - start) / dot)
        c.setFont("Helvetica", size)
        for i in range(n):
            c.drawString(end - (n - i) * dot, 3, ".")


class SwpppDoc(BaseDocTemplate):
    """Letter pages with 1-inch margins; every page but the cover carries the project name and
    plan title on top and the firm and page label at the foot. Records where headings and tables
    land so the builder can number the table of contents and the labels can cite pages."""

    def __init__(self, buf, ctx):
        # The creator string is kept from the single-file generator: it is in every PDF's bytes.
        super().__init__(buf, pagesize=letter, leftMargin=inch, rightMargin=inch,
                         topMargin=0.9 * inch, bottomMargin=0.9 * inch,
                         title=f"{ctx.s['project']} - Stormwater Pollution Prevention Plan",
                         author=ctx.s["firm"]["name"], subject=ctx.town_line,
                         creator="swppp-audit samples/generate.py")
        self.ctx = ctx
        self.heading_pages: dict[str, int] = {}
        self.table_pages: list[int] = []  # page of every drawn ruled table (for verification)
        frame = Frame(self.leftMargin, self.bottomMargin, self.width, self.height, id="f")
        self.addPageTemplates([PageTemplate(id="p", frames=[frame], onPage=self._decorate)])

    def afterFlowable(self, f):
        if isinstance(f, Table):
            self.table_pages.append(self.page)
        key = getattr(f, "key", None)
        if key and key not in self.heading_pages:
            self.heading_pages[key] = self.page

    def _decorate(self, canv, doc):
        ctx = self.ctx
        n = doc.page
        if n == 1:
            return
        canv.saveState()
        canv.setFont("Helvetica", 8)
        canv.setFillColor(colors.HexColor("#444444"))
        canv.drawString(inch, letter[1] - 0.55 * inch, ctx.s["project"])
        canv.drawRightString(letter[0] - inch, letter[1] - 0.55 * inch,
                             ctx.s.get("header_title", "Stormwater Pollution Prevention Plan"))
        canv.line(inch, letter[1] - 0.6 * inch, letter[0] - inch, letter[1] - 0.6 * inch)
        canv.drawString(inch, 0.55 * inch, ctx.s["firm"]["name"])
        canv.drawRightString(letter[0] - inch, 0.55 * inch, ctx.page_label(n, footer=True))
        canv.restoreState()
