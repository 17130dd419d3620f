"""Tiny PDF writer that typesets with Type3 *bitmap* fonts, the way old TeX/dvips
output does: every glyph is an inline 1-bit image mask (300 dpi), no ToUnicode
map, glyph names in an /Encoding /Differences array, and no space glyphs (words
are placed by TJ offsets, so a viewer has to infer word breaks).
Deterministic: no dates, fixed object order."""
from PIL import Image, ImageDraw, ImageFont
import zlib

FONTDIR = "/usr/share/fonts/truetype/dejavu/"
FACES = {
    "R": ("DejaVuSerif.ttf", 10.0),
    "B": ("DejaVuSerif-Bold.ttf", 10.0),
    "I": ("DejaVuSerif-Italic.ttf", 10.0),
    "H": ("DejaVuSerif-Bold.ttf", 13.0),
    "T": ("DejaVuSansMono.ttf", 8.6),
}
DPI = 300

# standard glyph names so that a consumer can map codes by name
LIGS = [("ff", "\ufb00"), ("fi", "\ufb01"), ("fl", "\ufb02")]
NAMES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", " ": "space", "!": "exclam", '"': "quotedbl", "#": "numbersign", "$": "dollar",
         "%": "percent", "&": "ampersand", "'": "quoteright", "(": "parenleft", ")": "parenright",
         "*": "asterisk", "+": "plus", ",": "comma", "-": "hyphen", ".": "period", "/": "slash",
         ":": "colon", ";": "semicolon", "<": "less", "=": "equal", ">": "greater",
         "?": "question", "@": "at", "[": "bracketleft", "\\": "backslash", "]": "bracketright",
         "^": "asciicircum", "_": "underscore", "`": "quoteleft", "{": "braceleft", "|": "bar",
         "}": "braceright", "~": "asciitilde",
         "0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five",
         "6": "six", "7": "seven", "8": "eight", "9": "nine"}


def glyph_name(ch, idx):
    if ch.isascii() and ch.isalpha():
        return ch
    if ch in NAMES:
        return NAMES[ch]
    # non-ASCII symbols get dvips-like opaque names (they will not extract)
    return "a%d" % idx


class T3Font:
    def __init__(self, key):
        fname, size = FACES[key]
        self.key = key
        self.size = size
        self.px = int(round(size / 72.0 * DPI))
        self.ft = ImageFont.truetype(FONTDIR + fname, self.px)
        self.chars = {}  # ch -> code

    def code(self, ch):
        if ch not in self.chars:
            self.chars[ch] = 33 + len(self.chars)
            if self.chars[ch] > 255:
                raise ValueError("too many glyphs")
        return self.chars[ch]

    def adv(self, ch):  # advance in glyph units (pixels)
        return self.ft.getlength(ch)

    def width_pt(self, s):
        return sum(self.adv(c) for c in s) / self.px * self.size

    def space_pt(self):
        if self.key == "T":
            return self.adv(" ") / self.px * self.size
        return 0.333 * self.size

    def charproc(self, ch):
        adv = round(self.adv(ch), 2)
        x0, y0, x1, y1 = self.ft.getbbox(ch, anchor="ls")
        w, h = max(1, x1 - x0), max(1, y1 - y0)
        img = Image.new("1", (w, h), 0)
        ImageDraw.Draw(img).text((-x0, -y0), ch, font=self.ft, fill=1, anchor="ls")
        data = img.tobytes().hex()
        llx, lly, urx, ury = x0, -y1, x0 + w, -y1 + h
        return (f"{adv} 0 {llx} {lly} {urx} {ury} d1\nq {w} 0 0 {h} {llx} {lly} cm\n"
                f"BI /W {w} /H {h} /IM true /BPC 1 /D [1 0] /F /AHx ID\n{data}>\nEI\nQ\n").encode()


class Page:
    W, H = 612, 792

    def __init__(self, doc):
        self.doc = doc
        self.ops = []

    def text(self, x, y, s, font="R"):
        f = self.doc.font(font)
        if font != "T":  # TeX-style ligatures in text fonts
            for a, b in LIGS:
                s = s.replace(a, b)
        words = s.split(" ")
        parts = []
        for i, wd in enumerate(words):
            if i:
                # TeX-like inter-word glue as a TJ displacement (thousandths of text space)
                parts.append("%d" % -round(f.space_pt() / f.size * 1000))
            if wd:
                parts.append("<" + "".join("%02x" % f.code(c) for c in wd) + ">")
        self.ops.append(f"BT /F{f.key} {f.size} Tf 1 0 0 1 {x:.2f} {y:.2f} Tm [{' '.join(parts)}] TJ ET")

    def line(self, x1, y1, x2, y2, w=0.5):
        self.ops.append(f"{w} w {x1:.2f} {y1:.2f} m {x2:.2f} {y2:.2f} l S")

    def rect(self, x, y, w, h, lw=0.5):
        self.ops.append(f"{lw} w {x:.2f} {y:.2f} {w:.2f} {h:.2f} re S")


class Doc:
    def __init__(self):
        self.fonts = {}
        self.pages = []

    def font(self, key):
        if key not in self.fonts:
            self.fonts[key] = T3Font(key)
        return self.fonts[key]

    def new_page(self):
        p = Page(self)
        self.pages.append(p)
        return p

    def save(self, path, title="", creator="dvips(k) 5.86 Copyright 1999 Radical Eye Software"):
        objs = []  # list of bytes, index+1 = obj number

        def add(b):
            objs.append(b)
            return len(objs)

        def reserve():
            objs.append(None)
            return len(objs)

        catalog = reserve()
        pages_id = reserve()
        font_ids = {}
        for key, f in sorted(self.fonts.items()):
            procs = {}
            for ch, code in sorted(f.chars.items(), key=lambda kv: kv[1]):
                procs[code] = add(stream(f.charproc(ch)))
            if key == "T":
                # the table font lost its encoding (opaque dvips names): it does not extract
                names = {code: "g%d" % code for ch, code in f.chars.items()}
            else:
                names = {code: glyph_name(ch, code) for ch, code in f.chars.items()}
            first, last = 33, 32 + len(f.chars)
            diffs = " ".join("/" + names[c] for c in range(first, last + 1))
            cp = " ".join(f"/{names[c]} {procs[c]} 0 R" for c in range(first, last + 1))
            chars_by_code = {v: k for k, v in f.chars.items()}
            widths = " ".join(str(round(f.adv(chars_by_code[c]), 2)) for c in range(first, last + 1))
            s = 1.0 / f.px
            font_ids[key] = add((
                f"<< /Type /Font /Subtype /Type3 /FontBBox [0 -{f.px} {2*f.px} {f.px}] "
                f"/FontMatrix [{s:.7f} 0 0 {s:.7f} 0 0] /CharProcs << {cp} >> "
                f"/Encoding << /Type /Encoding /Differences [{first} {diffs}] >> "
                f"/FirstChar {first} /LastChar {last} /Widths [{widths}] /Resources << >> >>").encode())
        fres = " ".join(f"/F{k} {v} 0 R" for k, v in sorted(font_ids.items()))
        page_ids = []
        for p in self.pages:
            content = add(stream("\n".join(p.ops).encode(), compress=True))
            page_ids.append(add((f"<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 {p.W} {p.H}] "
                                 f"/Resources << /Font << {fres} >> >> /Contents {content} 0 R >>").encode()))
        objs[pages_id - 1] = (f"<< /Type /Pages /Kids [{' '.join(f'{i} 0 R' for i in page_ids)}] "
                              f"/Count {len(page_ids)} >>").encode()
        objs[catalog - 1] = f"<< /Type /Catalog /Pages {pages_id} 0 R >>".encode()
        info = add(f"<< /Title ({title}) /Creator ({creator}) /Producer (GPL Ghostscript 9.05) >>".encode())
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offs = []
        for i, b in enumerate(objs, 1):
            offs.append(len(out))
            out += f"{i} 0 obj\n".encode() + b + b"\nendobj\n"
        xref = len(out)
        out += f"xref\n0 {len(objs)+1}\n0000000000 65535 f \n".encode()
        for o in offs:
            out += f"{o:010d} 00000 n \n".encode()
        out += f"trailer\n<< /Size {len(objs)+1} /Root {catalog} 0 R /Info {info} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
        with open(path, "wb") as fh:
            fh.write(out)


def stream(data, compress=False):
    if compress:
        data = zlib.compress(data, 9)
        return f"<< /Length {len(data)} /Filter /FlateDecode >>\nstream\n".encode() + data + b"\nendstream"
    return f"<< /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream"


class Flow:
    """Very small page-flow typesetter: headings, paragraphs, mono tables, footers."""

    def __init__(self, doc, header="", footer_prefix="", first_no=1, margin=72):
        self.doc, self.header, self.fp, self.no = doc, header, footer_prefix, first_no
        self.m = margin
        self.page = None
        self.newpage()

    def newpage(self):
        if self.page is not None:
            self.no += 1
        self.page = self.doc.new_page()
        self.y = Page.H - self.m
        if self.header:
            self.page.text(self.m, Page.H - 48, self.header, "I")
            self.page.line(self.m, Page.H - 52, Page.W - self.m, Page.H - 52, 0.4)
        self.page.text(Page.W / 2 - 20, 40, f"{self.fp}{self.no}", "R")

    def need(self, h):
        if self.y - h < 70:
            self.newpage()

    def h(self, s, key="H", before=10, after=6):
        f = self.doc.font(key)
        self.need(before + f.size * 3)
        self.y -= before + f.size
        self.page.text(self.m, self.y, s, key)
        self.y -= after

    def p(self, s, key="R", indent=0, lead=12.5, after=5):
        f = self.doc.font(key)
        width = Page.W - 2 * self.m - indent
        words, line = s.split(), ""
        lines = []
        for w in words:
            t = (line + " " + w).strip()
            if f.width_pt(t) > width and line:
                lines.append(line)
                line = w
            else:
                line = t
        if line:
            lines.append(line)
        for ln in lines:
            self.need(lead)
            self.y -= lead
            self.page.text(self.m + indent, self.y, ln, key)
        self.y -= after

    def table(self, rows, key="T", lead=11.5, rule_after=(0,)):
        # rows: list of preformatted strings (monospaced)
        x1, x2 = self.m, Page.W - self.m
        self.need(lead * 2)
        self.page.line(x1, self.y - 3, x2, self.y - 3)
        for i, r in enumerate(rows):
            self.need(lead)
            self.y -= lead
            self.page.text(self.m, self.y, r, key)
            if i in rule_after:
                self.page.line(x1, self.y - 3, x2, self.y - 3)
        self.page.line(x1, self.y - 4, x2, self.y - 4)
        self.y -= 10
