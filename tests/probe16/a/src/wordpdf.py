"""reportlab layout in which every word is drawn at its own x position: the text layer has no space characters."""
from reportlab.pdfgen import canvas
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.lib.pagesizes import letter

W, H = letter
LM, RM, TOP, BOT = 72, 72, 60, 60


class Doc:
    def __init__(self, path, header, footer, title, author):
        self.c = canvas.Canvas(path, pagesize=letter, pageCompression=1)
        self.c.setTitle(title); self.c.setAuthor(author); self.c.setCreator("reportlab, per-word placement")
        self.header, self.footer = header, footer
        self.page = 0
        self.y = None
        self.new_page()

    # ------------------------------------------------------------------ primitives
    def words(self, x, y, text, font="Helvetica", size=10, gap=None):
        """Draw text word by word; return the x after the last word."""
        sp = stringWidth(" ", font, size) if gap is None else gap
        self.c.setFont(font, size)
        for w in text.split():
            self.c.drawString(x, y, w)
            x += stringWidth(w, font, size) + sp
        return x

    def words_right(self, xr, y, text, font="Helvetica", size=8):
        wid = self.width_of(text, font, size)
        self.words(xr - wid, y, text, font, size)

    def words_center(self, xc, y, text, font="Helvetica", size=10):
        wid = self.width_of(text, font, size)
        self.words(xc - wid / 2, y, text, font, size)

    @staticmethod
    def width_of(text, font, size):
        ws = text.split()
        return sum(stringWidth(w, font, size) for w in ws) + stringWidth(" ", font, size) * max(0, len(ws) - 1)

    @staticmethod
    def wrap(text, font, size, width):
        lines, cur = [], []
        for w in text.split():
            trial = cur + [w]
            if cur and Doc.width_of(" ".join(trial), font, size) > width:
                lines.append(" ".join(cur)); cur = [w]
            else:
                cur = trial
        if cur:
            lines.append(" ".join(cur))
        return lines or [""]

    # ------------------------------------------------------------------ pages
    def new_page(self):
        if self.page:
            self.c.showPage()
        self.page += 1
        c = self.c
        c.setLineWidth(0.5)
        self.words(LM, H - 40, self.header, "Helvetica", 8)
        self.words_right(W - RM, H - 40, f"01 57 23 - {self.page}", "Helvetica-Bold", 8)
        c.line(LM, H - 44, W - RM, H - 44)
        c.line(LM, 46, W - RM, 46)
        self.words(LM, 36, self.footer, "Helvetica", 7.5)
        self.y = H - TOP - 10

    def need(self, h):
        if self.y - h < BOT:
            self.new_page()
            return True
        return False

    def space(self, h):
        self.y -= h

    def para(self, text, font="Times-Roman", size=11.2, indent=0, lead=None, first=None):
        lead = lead or size * 1.28
        x0 = LM + indent
        width = W - RM - x0
        if first:  # hanging label such as "A."
            lines = self.wrap(text, font, size, width)
            self.need(lead)
            self.words(x0 - 22, self.y, first, font, size)
        else:
            lines = self.wrap(text, font, size, width)
        for ln in lines:
            self.need(lead)
            self.words(x0, self.y, ln, font, size)
            self.y -= lead
        self.y -= 3

    def heading(self, text, size=11, font="Helvetica-Bold", before=8):
        self.need(90)
        self.y -= before
        self.words(LM, self.y, text, font, size)
        self.y -= size * 1.5

    def table(self, title, head, rows, widths, size=8.8, font="Helvetica"):
        lead = size * 1.2
        tw = sum(widths)
        scale = (W - LM - RM) / tw
        widths = [w * scale for w in widths]

        def draw_head(cont):
            t = title + (" (continued)" if cont else "")
            self.words(LM, self.y, t, "Helvetica-Bold", 9)
            self.y -= 12
            hl = [self.wrap(h, "Helvetica-Bold", size, w - 6) for h, w in zip(head, widths)]
            hh = max(len(x) for x in hl) * lead + 5
            self.c.setFillGray(0.85)
            self.c.rect(LM, self.y - hh + lead, sum(widths), hh, stroke=1, fill=1)
            self.c.setFillGray(0)
            x = LM
            for lines, w in zip(hl, widths):
                yy = self.y
                for ln in lines:
                    self.words(x + 3, yy - 1, ln, "Helvetica-Bold", size)
                    yy -= lead
                x += w
            self.y -= hh

        self.need(60)
        draw_head(False)
        for r in rows:
            cl = [self.wrap(str(v), font, size, w - 6) for v, w in zip(r, widths)]
            rh = max(len(x) for x in cl) * lead + 4
            if self.y - rh < BOT:
                self.new_page()
                draw_head(True)
            top = self.y + lead
            x = LM
            for lines, w in zip(cl, widths):
                self.c.rect(x, top - rh, w, rh, stroke=1, fill=0)
                yy = self.y - 1
                for ln in lines:
                    self.words(x + 3, yy, ln, font, size)
                    yy -= lead
                x += w
            self.y -= rh
        self.y -= 10

    def save(self):
        self.c.showPage()
        self.c.save()
