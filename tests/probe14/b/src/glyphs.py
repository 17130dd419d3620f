# A small flowing-text engine that writes every character as its own positioned glyph
# (one text-matrix move per character), justified body text with wide letter-spacing,
# tracked headings.  Used by plan 2.
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.lib.colors import black, Color

TRACK = 0.32          # extra space after each glyph in body text (pt)
HEAD_TRACK = 3.2      # tracking of headings (pt)

def glyph_line(c, x, y, text, font, size, track=TRACK, width=None, color=black):
    """Place each character of text individually. If width is given, justify to that width."""
    nat = sum(stringWidth(ch, font, size) + track for ch in text)
    gaps = text.count(' ')
    extra = (width - nat) / gaps if (width and gaps) else 0.0
    t = c.beginText(); t.setFont(font, size); t.setFillColor(color)
    for ch in text:
        t.setTextOrigin(x, y); t.textOut(ch)
        x += stringWidth(ch, font, size) + track + (extra if ch == ' ' else 0.0)
    c.drawText(t)
    return x

def wrap(text, font, size, width, track=TRACK):
    words = text.split(' ')
    lines, cur = [], ''
    for w in words:
        trial = (cur + ' ' + w) if cur else w
        if sum(stringWidth(ch, font, size) + track for ch in trial) <= width:
            cur = trial
        else:
            lines.append(cur); cur = w
    if cur:
        lines.append(cur)
    return lines

class Flow:
    def __init__(self, c, pagesize, header, footer_fn, margins=(72, 72, 66, 72)):
        self.c = c; self.W, self.H = pagesize
        self.l, self.r, self.t, self.b = margins[0], self.W - margins[1], self.H - margins[2], margins[3]
        self.header = header; self.footer_fn = footer_fn
        self.page = 0; self.y = None
        self.new_page()

    def new_page(self):
        if self.page:
            self.c.showPage()
        self.page += 1
        c = self.c
        c.setPageSize((self.W, self.H))
        glyph_line(c, self.l, self.H - 40, self.header, 'Helvetica', 7.2, track=0.45, color=Color(0.3, 0.3, 0.3))
        c.setStrokeColor(Color(0.55, 0.1, 0.1)); c.setLineWidth(0.6); c.line(self.l, self.H - 45, self.r, self.H - 45)
        f = self.footer_fn(self.page)
        glyph_line(c, self.l, 40, f, 'Helvetica', 7.5, track=0.9, color=Color(0.3, 0.3, 0.3))
        c.setStrokeColor(black)
        self.y = self.t

    def need(self, h):
        if self.y - h < self.b:
            self.new_page()

    def h1(self, text):
        self.need(60)
        self.y -= 10
        t = text.upper(); size, tr = 13, HEAD_TRACK
        while sum(stringWidth(ch, 'Helvetica-Bold', size) + tr for ch in t) > (self.r - self.l) and size > 9:
            if tr > 1.6: tr -= 0.4
            else: size -= 0.5
        glyph_line(self.c, self.l, self.y - 14, t, 'Helvetica-Bold', size, track=tr, color=Color(0.55, 0.1, 0.1))
        self.y -= 30

    def h2(self, text):
        self.need(40)
        self.y -= 4
        size, tr = 10, 1.6
        while sum(stringWidth(ch, 'Helvetica-Bold', size) + tr for ch in text) > (self.r - self.l) and size > 8:
            size -= 0.25
        glyph_line(self.c, self.l, self.y - 11, text, 'Helvetica-Bold', size, track=tr)
        self.y -= 22

    def p(self, text, font='Times-Roman', size=10.2, lead=13.6, indent=0, bullet=None):
        width = self.r - self.l - indent
        lines = wrap(text, font, size, width)
        for i, ln in enumerate(lines):
            self.need(lead)
            if bullet and i == 0:
                glyph_line(self.c, self.l + indent - 11, self.y - size, bullet, font, size)
            last = (i == len(lines) - 1)
            glyph_line(self.c, self.l + indent, self.y - size, ln, font, size, width=None if last else width)
            self.y -= lead
        self.y -= 5

    def bullets(self, items, sym='\u2022'):
        for it in items:
            self.p(it, indent=16, bullet=sym)

    def table(self, cols, rows, size=8.4, lead=10.6, head_fill=Color(0.9, 0.86, 0.82)):
        """cols: list of (width_fraction, heading). Cells wrap."""
        total = self.r - self.l
        ws = [f * total for f, _ in cols]
        def row_lines(cells, font):
            return [wrap(str(v), font, size, w - 6, track=0.2) for v, w in zip(cells, ws)]
        def draw_row(cells, font, fill=None):
            ls = row_lines(cells, font)
            h = max(len(x) for x in ls) * lead + 4
            self.need(h)
            if fill:
                self.c.setFillColor(fill); self.c.rect(self.l, self.y - h, total, h, stroke=0, fill=1); self.c.setFillColor(black)
            x = self.l
            for lines, w in zip(ls, ws):
                yy = self.y - size - 2
                for ln in lines:
                    glyph_line(self.c, x + 3, yy, ln, font, size, track=0.2); yy -= lead
                x += w
            self.c.setLineWidth(0.4); self.c.line(self.l, self.y - h, self.r, self.y - h)
            self.y -= h
        draw_row([h for _, h in cols], 'Helvetica-Bold', head_fill)
        for r in rows:
            draw_row(r, 'Helvetica')
        self.y -= 8

    def space(self, h):
        self.y -= h
