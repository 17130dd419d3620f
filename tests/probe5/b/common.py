"""Shared helpers: outline (path-only) text for reportlab, text-layer checks, metadata fixing."""
import os, re, subprocess, tempfile
from fontTools.ttLib import TTFont
from fontTools.pens.basePen import BasePen
from pypdf import PdfReader, PdfWriter

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
_fonts = {}


def _font(name):
    if name not in _fonts:
        f = TTFont(os.path.join(FONT_DIR, name))
        _fonts[name] = (f, f.getGlyphSet(), f.getBestCmap(), f["head"].unitsPerEm, f["hmtx"])
    return _fonts[name]


class _RLPen(BasePen):
    def __init__(self, glyphset, path):
        super().__init__(glyphset)
        self.p = path

    def _moveTo(self, pt):
        self.p.moveTo(*pt)

    def _lineTo(self, pt):
        self.p.lineTo(*pt)

    def _curveToOne(self, p1, p2, p3):
        self.p.curveTo(p1[0], p1[1], p2[0], p2[1], p3[0], p3[1])

    def _closePath(self):
        self.p.close()


def outline_width(text, size, font="DejaVuSans-Bold.ttf"):
    f, gs, cmap, upem, hmtx = _font(font)
    w = 0
    for ch in text:
        g = cmap.get(ord(ch), ".notdef")
        w += hmtx[g][0]
    return w * size / upem


def outline_text(c, x, y, text, size, font="DejaVuSans-Bold.ttf", align="left", fill=(0, 0, 0)):
    """Draw text as filled vector paths (glyph outlines); no text operators are written."""
    f, gs, cmap, upem, hmtx = _font(font)
    if align == "center":
        x -= outline_width(text, size, font) / 2
    elif align == "right":
        x -= outline_width(text, size, font)
    s = size / upem
    c.saveState()
    c.setFillColorRGB(*fill)
    c.translate(x, y)
    c.scale(s, s)
    pen_x = 0
    for ch in text:
        g = cmap.get(ord(ch), ".notdef")
        if ch != " ":
            path = c.beginPath()
            c.saveState()
            c.translate(pen_x, 0)
            gs[g].draw(_RLPen(gs, path))
            c.drawPath(path, stroke=0, fill=1)
            c.restoreState()
        pen_x += hmtx[g][0]
    c.restoreState()


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def page_texts(pdf):
    n = len(PdfReader(pdf).pages)
    out = []
    for i in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"],
                           capture_output=True, text=True).stdout
        out.append(t)
    return out


def ocr_page(pdf, pageno):
    with tempfile.TemporaryDirectory() as d:
        base = os.path.join(d, "pg")
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", str(pageno), "-l", str(pageno),
                        "-singlefile", pdf, base], check=True)
        r = subprocess.run(["tesseract", base + ".png", "-", "--psm", "3"], capture_output=True, text=True)
        return r.stdout


def fix_metadata(pdf, title, producer, creator, date="D:20260314104200-04'00'"):
    """Rewrite document info with fixed values (deterministic output)."""
    r = PdfReader(pdf)
    w = PdfWriter(clone_from=r)
    w.add_metadata({"/Title": title, "/Producer": producer, "/Creator": creator,
                    "/CreationDate": date, "/ModDate": date})
    w._ID = None
    with open(pdf, "wb") as fh:
        w.write(fh)
