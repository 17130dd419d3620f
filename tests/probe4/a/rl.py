"""Tiny reportlab canvas layout helper (headings, wrapped paragraphs, grid tables, page breaks)."""
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit

class Doc:
    def __init__(self, path, header="", footer="", font="Helvetica", bold="Helvetica-Bold", size=10, margin=60):
        self.c = canvas.Canvas(path, pagesize=letter)
        self.W, self.H = letter
        self.m = margin
        self.font, self.bold, self.size = font, bold, size
        self.header, self.footer = header, footer
        self.page = 0
        self.start_page()

    def start_page(self):
        self.page += 1
        c = self.c
        if self.header:
            c.setFont(self.font, 7.5); c.setFillGray(0.3)
            c.drawString(self.m, self.H - 34, self.header)
            c.setLineWidth(0.4); c.line(self.m, self.H - 38, self.W - self.m, self.H - 38)
            c.setFillGray(0)
        if self.footer:
            c.setFont(self.font, 7.5); c.setFillGray(0.3)
            c.drawString(self.m, 30, self.footer)
            c.drawRightString(self.W - self.m, 30, f"Page {self.page}")
            c.setFillGray(0)
        self.y = self.H - 62

    def new_page(self):
        self.c.showPage(); self.start_page()

    def need(self, h):
        if self.y - h < 52:
            self.new_page()

    def h1(self, t, size=13):
        self.need(40); self.y -= 6
        self.c.setFont(self.bold, size); self.c.drawString(self.m, self.y, t); self.y -= 6
        self.c.setLineWidth(0.8); self.c.line(self.m, self.y, self.W - self.m, self.y); self.y -= 14

    def h2(self, t, size=10.5):
        self.need(30); self.y -= 4
        self.c.setFont(self.bold, size); self.c.drawString(self.m, self.y, t); self.y -= 14

    def para(self, t, size=None, font=None, indent=0, lead=None, gap=6):
        size = size or self.size; font = font or self.font; lead = lead or size * 1.3
        width = self.W - 2 * self.m - indent
        for line in simpleSplit(t, font, size, width):
            self.need(lead)
            self.c.setFont(font, size); self.c.drawString(self.m + indent, self.y, line); self.y -= lead
        self.y -= gap

    def table(self, rows, widths, size=8.5, header=True, lead=None):
        lead = lead or size * 1.25
        total = sum(widths); scale = (self.W - 2 * self.m) / total
        widths = [w * scale for w in widths]
        for ri, r in enumerate(rows):
            font = self.bold if (header and ri == 0) else self.font
            cells = [simpleSplit(str(x), font, size, w - 6) for x, w in zip(r, widths)]
            h = max(len(x) for x in cells) * lead + 5
            if self.y - h < 52:
                self.new_page()
            top = self.y
            x = self.m
            if header and ri == 0:
                self.c.setFillGray(0.88); self.c.rect(self.m, top - h + lead - 2, sum(widths), h, fill=1, stroke=0); self.c.setFillGray(0)
            for lines, w in zip(cells, widths):
                yy = top
                self.c.setFont(font, size)
                for ln in lines:
                    self.c.drawString(x + 3, yy, ln); yy -= lead
                x += w
            self.c.setLineWidth(0.4)
            self.c.rect(self.m, top - h + lead - 2, sum(widths), h, fill=0)
            x = self.m
            for w in widths[:-1]:
                x += w; self.c.line(x, top - h + lead - 2, x, top + lead - 2)
            self.y = top - h
        self.y -= 10

    def save(self):
        self.c.showPage(); self.c.save()
