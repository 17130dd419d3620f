"""A small typesetter on a reportlab canvas that writes every body line as one TJ array:
words are separate strings with the interword space given as a kerning offset (no space
characters, as TeX-like engines do), lines are justified through those offsets, and some
long words are split into pieces by a wide kerning offset (-260/1000 em), so the text layer
reads e.g. 'sedi ment'. Headings are written as plain strings."""
import random
from reportlab.pdfbase.pdfmetrics import stringWidth

SPLIT_OFFSET = 260      # thousandths of an em; > pdftotext's word-break threshold
SPACE_EM = 250          # Times-Roman space width in thousandths

def pdfstr(s):
    return "(" + s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


class Typesetter:
    def __init__(self, canvas, font="Times-Roman", size=10.5, leading=13.6,
                 left=72, right=540, top=720, bottom=72, seed=19, split_rate=0.22, footer=None):
        self.c, self.font, self.size, self.leading = canvas, font, size, leading
        self.left, self.right, self.top, self.bottom = left, right, top, bottom
        self.y = top
        self.rnd = random.Random(seed)
        self.split_rate = split_rate
        self.footer = footer
        self.page = 1
        self.split_words = []

    # -- page handling
    def finish_page(self):
        if self.footer:
            self.footer(self.c, self.page)
        self.c.showPage()
        self.page += 1
        self.y = self.top

    def need(self, h):
        if self.y - h < self.bottom:
            self.finish_page()

    # -- low-level TJ line
    def _fontname(self, font):
        self.c.setFont(font, self.size)   # makes sure the font resource is on the page
        return self.c._doc.getInternalFontName(font)

    def tj_line(self, words, x, y, font=None, size=None, width=None, split=True):
        font = font or self.font
        size = size or self.size
        fn = self._fontname(font)
        natural = sum(stringWidth(w, font, size) for w in words)
        gaps = len(words) - 1
        space = SPACE_EM
        if width and gaps > 0:
            extra = (width - natural) * 1000.0 / size / gaps
            space = max(SPACE_EM * 0.8, extra)
        arr = []
        for i, w in enumerate(words):
            pieces = [w]
            core = w.strip(".,;:()")
            if split and len(core) >= 8 and core.isalpha() and self.rnd.random() < self.split_rate:
                k = self.rnd.randint(3, len(w) - 4)
                pieces = [w[:k], w[k:]]
                self.split_words.append(w)
            for j, p in enumerate(pieces):
                if j:
                    arr.append(str(-SPLIT_OFFSET))
                # light kerning noise inside a piece (below the word-break threshold)
                if len(p) > 5 and self.rnd.random() < 0.3:
                    m = self.rnd.randint(2, len(p) - 2)
                    arr.append(pdfstr(p[:m])); arr.append(str(self.rnd.choice([-15, 18, 25, -30])))
                    arr.append(pdfstr(p[m:]))
                else:
                    arr.append(pdfstr(p))
            if i < gaps:
                arr.append(str(-round(space, 1)))
        self.c._code.append(f"BT {fn} {size} Tf 1 0 0 1 {x:.2f} {y:.2f} Tm [{' '.join(arr)}] TJ ET")

    # -- blocks
    def wrap(self, text, width, font=None, size=None):
        font = font or self.font; size = size or self.size
        words, lines, cur = text.split(), [], []
        for w in words:
            trial = " ".join(cur + [w])
            if cur and stringWidth(trial, font, size) > width:
                lines.append(cur); cur = [w]
            else:
                cur.append(w)
        if cur:
            lines.append(cur)
        return lines

    def para(self, text, indent=0, first=0, space_after=5, font=None, size=None, hang=None):
        """hang: a label (e.g. note number) set in the left margin of the first line."""
        font = font or self.font; size = size or self.size
        width = self.right - self.left - indent
        lines = self.wrap(text, width - first, font, size)
        for i, ln in enumerate(lines):
            self.need(self.leading)
            x = self.left + indent + (first if i == 0 else 0)
            if i == 0 and hang:
                self.c.setFont("Times-Bold", size)
                self.c.drawString(self.left, self.y, hang)
            last = i == len(lines) - 1
            self.tj_line(ln, x, self.y, font, size, None if last else width - (first if i == 0 else 0))
            self.y -= self.leading
        self.y -= space_after

    def heading(self, text, size=12.5, before=8, after=4, font="Helvetica-Bold"):
        self.need(before + size + 3 * self.leading)
        self.y -= before
        self.c.setFont(font, size)
        self.c.drawString(self.left, self.y, text)
        self.y -= size + after

    def table(self, head, rows, widths, size=8.8):
        lead = size * 1.25
        def draw_row(cells, bold=False):
            font = "Helvetica-Bold" if bold else "Helvetica"
            wrapped = [self.wrap(str(t), w - 6, font, size) for t, w in zip(cells, widths)]
            h = max(len(x) for x in wrapped) * lead + 4
            self.need(h)
            x = self.left
            top = self.y + size
            for lines, w in zip(wrapped, widths):
                self.c.rect(x, top - h, w, h, stroke=1, fill=0)
                yy = self.y - 1
                for ln in lines:
                    self.c.setFont(font, size)
                    self.c.drawString(x + 3, yy, " ".join(ln))
                    yy -= lead
                x += w
            self.y -= h
        self.c.setLineWidth(0.5)
        draw_row(head, True)
        for r in rows:
            draw_row(r)
        self.y -= 8
