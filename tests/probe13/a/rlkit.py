"""Small reportlab layout helper shared by plans 2 and 3."""
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.lib import colors

W, H = letter


class Doc:
    def __init__(self, path, footer=None, header=None, margins=(72, 72, 66, 72), title="", author=""):
        self.c = canvas.Canvas(path, pagesize=letter, pageCompression=1)
        self.c.setTitle(title); self.c.setAuthor(author)
        self.c.setCreator(author or "reportlab")
        self.left, self.rmargin, self.topm, self.botm = margins
        self.right = W - self.rmargin
        self.top = H - self.topm
        self.bottom = self.botm
        self.footer_fn, self.header_fn = footer, header
        self.page = 1
        self.y = self.top
        self.glyph = False
        if self.header_fn: self.header_fn(self)

    # ---------- page control
    def newpage(self):
        if self.footer_fn: self.footer_fn(self)
        self.c.showPage(); self.page += 1; self.y = self.top
        if self.header_fn: self.header_fn(self)

    def ensure(self, h):
        if self.y - h < self.bottom: self.newpage()

    def save(self):
        if self.footer_fn: self.footer_fn(self)
        self.c.showPage(); self.c.save()

    # ---------- drawing primitives
    def draw(self, x, y, s, font, size, color=colors.black):
        c = self.c
        c.setFillColor(color); c.setFont(font, size)
        if not self.glyph:
            c.drawString(x, y, s)
        else:  # glyph by glyph: every visible character is its own positioned show
            for ch in s:
                w = stringWidth(ch, font, size)
                if ch != " ":
                    c.drawString(x, y, ch)
                x += w + 0.15
        c.setFillColor(colors.black)

    def text(self, s, font="Times-Roman", size=10.5, indent=0, hang=0, lead=None, after=4, label=None, width=None):
        """Paragraph; label (e.g. 'A.') sits at indent, text at indent+hang."""
        lead = lead or size * 1.25
        w = (width or (self.right - self.left)) - indent - hang
        lines = simpleSplit(s, font, size, w)
        for i, ln in enumerate(lines):
            self.ensure(lead)
            self.y -= lead
            if i == 0 and label:
                self.draw(self.left + indent, self.y, label, font, size)
            self.draw(self.left + indent + hang, self.y, ln, font, size)
        self.y -= after

    def band(self, s, size=11, fill=colors.HexColor("#1f3b2c"), h=18, after=6, font="Helvetica-Bold"):
        """Reversed type: white text on a dark band (real text)."""
        self.ensure(h + 4)
        self.y -= h
        self.c.setFillColor(fill)
        self.c.rect(self.left, self.y - 2, self.right - self.left, h, stroke=0, fill=1)
        self.draw(self.left + 6, self.y + 3, s, font, size, colors.white)
        self.y -= after + 2

    def space(self, h): self.y -= h

    def checkbox(self, s, checked=True, size=9.5, indent=10, font="Helvetica"):
        lead = size * 1.35
        lines = simpleSplit(s, font, size, self.right - self.left - indent - 16)
        for i, ln in enumerate(lines):
            self.ensure(lead); self.y -= lead
            if i == 0:
                x = self.left + indent
                self.c.setLineWidth(0.8); self.c.rect(x, self.y - 1, 8, 8, stroke=1, fill=0)
                if checked:
                    self.c.line(x + 1.5, self.y + 3, x + 3.5, self.y + 0.5); self.c.line(x + 3.5, self.y + 0.5, x + 7, self.y + 6.5)
            self.draw(self.left + indent + 14, self.y, ln, font, size)

    def table(self, rows, widths, size=8.5, font="Helvetica", bold="Helvetica-Bold", header=True, pad=2.5, after=6, cont_label="(continued)"):
        lead = size * 1.2
        total = sum(widths); scale = (self.right - self.left) / total
        widths = [w * scale for w in widths]
        def cell_lines(r, f):
            return [simpleSplit(str(t), f, size, widths[i] - 2 * pad) or [""] for i, t in enumerate(r)]
        def draw_row(r, f, shade):
            cl = cell_lines(r, f)
            hgt = max(len(x) for x in cl) * lead + 2 * pad
            top = self.y; x = self.left
            if shade:
                self.c.setFillColor(colors.HexColor("#d9d9d9")); self.c.rect(self.left, top - hgt, self.right - self.left, hgt, stroke=0, fill=1); self.c.setFillColor(colors.black)
            for i, lines in enumerate(cl):
                self.c.setLineWidth(0.6); self.c.rect(x, top - hgt, widths[i], hgt, stroke=1, fill=0)
                yy = top - pad
                for ln in lines:
                    yy -= lead
                    self.draw(x + pad, yy + 2, ln, f, size)
                x += widths[i]
            self.y = top - hgt
        hdr = rows[0] if header else None
        body = rows[1:] if header else rows
        if hdr:
            self.ensure(lead * 4); draw_row(hdr, bold, True)
        for r in body:
            cl = cell_lines(r, font)
            hgt = max(len(x) for x in cl) * lead + 2 * pad
            if self.y - hgt < self.bottom:
                self.newpage()
                if hdr:
                    self.text(cont_label, "Helvetica-Oblique", 8, after=2)
                    draw_row(hdr, bold, True)
            draw_row(r, font, False)
        self.y -= after
