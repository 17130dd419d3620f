"""Shared helpers: a small reportlab page writer and the verification step."""
import os
import re
import subprocess
import tempfile

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.lib.colors import black, white, Color

ITEM_IDS = {
    "asharoken-ch44": [
        "44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)",
        "44-8B(1)(g)", "44-8B(1)(h)", "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(l)",
        "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)", "44-8B(1)(p)", "44-8B(3)(b)", "44-8B(3)(c)",
        "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)",
        "44-8C", "44-8E"],
    "somers-ch93": [
        "93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)",
        "93-6A(1)(g)", "93-6A(1)(h)", "93-6A(1)(i)", "93-6A(1)(j)", "93-6A(1)(k)", "93-6A(1)(l)",
        "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)",
        "93-6A(3)(h)", "93-6A(3)(i)", "93-6B", "93-6D"],
}

GREY = Color(0.45, 0.45, 0.45)
LIGHT = Color(0.88, 0.88, 0.88)


def wrap(text, font, size, width):
    out = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            t = (line + " " + w) if line else w
            if stringWidth(t, font, size) <= width:
                line = t
            else:
                if line:
                    out.append(line)
                line = w
        out.append(line)
    return out


class Writer:
    """Flowing text on a reportlab canvas with explicit page control."""

    def __init__(self, canvas, width, height, left=72, right=72, top=72, bottom=72,
                 font="Helvetica", bold="Helvetica-Bold", on_page=None):
        self.c = canvas
        self.W, self.H = width, height
        self.left, self.right, self.top, self.bottom = left, right, top, bottom
        self.font, self.bold = font, bold
        self.on_page = on_page
        self.page = 1
        self.headings = []
        self.y = height - top
        if on_page:
            on_page(self)

    @property
    def width(self):
        return self.W - self.left - self.right

    def newpage(self):
        self.c.showPage()
        self.page += 1
        self.y = self.H - self.top
        if self.on_page:
            self.on_page(self)

    def need(self, h):
        if self.y - h < self.bottom:
            raise RuntimeError("page %d overflow (need %.0f, have %.0f)" % (self.page, h, self.y - self.bottom))

    def heading(self, text, size=13, space=6, record=True):
        self.need(size + space + 14)
        self.y -= size + 2
        self.c.setFont(self.bold, size)
        self.c.setFillColor(black)
        self.c.drawString(self.left, self.y, text)
        self.y -= space
        if record:
            self.headings.append((self.page, text))

    def para(self, text, size=10, indent=0, lead=None, font=None, after=5, x=None, width=None):
        font = font or self.font
        lead = lead or size * 1.28
        x0 = (x if x is not None else self.left) + indent
        w = (width if width is not None else self.width) - indent
        lines = wrap(text, font, size, w)
        self.need(lead * len(lines))
        self.c.setFont(font, size)
        self.c.setFillColor(black)
        for ln in lines:
            self.y -= lead
            self.c.drawString(x0, self.y, ln)
        self.y -= after

    def labelled(self, label, text, size=10, after=5, lw=None):
        """Bold run-in label followed by wrapped text."""
        lw = lw or stringWidth(label + " ", self.bold, size)
        lines = wrap(text, self.font, size, self.width - lw)
        lead = size * 1.28
        self.need(lead * len(lines))
        self.y -= lead
        self.c.setFont(self.bold, size)
        self.c.drawString(self.left, self.y, label)
        self.c.setFont(self.font, size)
        for i, ln in enumerate(lines):
            if i:
                self.y -= lead
            self.c.drawString(self.left + lw, self.y, ln)
        self.y -= after

    def bullets(self, items, size=10, after=4, mark="-"):
        for it in items:
            lines = wrap(it, self.font, size, self.width - 16)
            lead = size * 1.28
            self.need(lead * len(lines))
            self.c.setFont(self.font, size)
            for i, ln in enumerate(lines):
                self.y -= lead
                if i == 0:
                    self.c.drawString(self.left + 4, self.y, mark)
                self.c.drawString(self.left + 16, self.y, ln)
            self.y -= 1.5
        self.y -= after

    def table(self, rows, widths, size=8.5, header=True, after=8, pad=3, shade=True):
        lead = size * 1.22
        total = sum(widths)
        scale = self.width / total if total > self.width else 1.0
        widths = [w * scale for w in widths]
        for r, row in enumerate(rows):
            font = self.bold if (header and r == 0) else self.font
            cells = [wrap(str(cell), font, size, widths[i] - 2 * pad) for i, cell in enumerate(row)]
            h = max(len(c) for c in cells) * lead + 2 * pad
            self.need(h)
            x = self.left
            if header and r == 0 and shade:
                self.c.setFillColor(LIGHT)
                self.c.rect(self.left, self.y - h, sum(widths), h, stroke=0, fill=1)
                self.c.setFillColor(black)
            self.c.setLineWidth(0.5)
            for i, cl in enumerate(cells):
                self.c.rect(x, self.y - h, widths[i], h, stroke=1, fill=0)
                self.c.setFont(font, size)
                yy = self.y - pad
                for ln in cl:
                    yy -= lead
                    self.c.drawString(x + pad, yy + 2, ln)
                x += widths[i]
            self.y -= h
        self.y -= after

    def space(self, h):
        self.y -= h


# ---------------------------------------------------------------- verification

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u00ad", "")
    return re.sub(r"\s+", " ", s).strip().lower()


def page_texts(pdf):
    out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout
    pages = out.split("\f")
    if pages and pages[-1].strip() == "":
        pages = pages[:-1]
    return pages


def ocr_page(pdf, n):
    with tempfile.TemporaryDirectory() as td:
        base = os.path.join(td, "p")
        subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", str(n), "-l", str(n), pdf, base], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        r = subprocess.run(["tesseract", os.path.join(td, png), "-", "--psm", "6"], capture_output=True, text=True)
        return r.stdout


def verify(pdf, name, label, headings):
    errs = []
    size = os.path.getsize(pdf)
    if size > 5 * 1024 * 1024:
        errs.append("%s: file over 5 MB" % name)
    texts = page_texts(pdf)
    npages = len(texts)
    if not 8 <= npages <= 40:
        errs.append("%s: %d pages outside 8-40" % (name, npages))
    image_only = [i + 1 for i, t in enumerate(texts) if not t.strip()]
    if sorted(image_only) != sorted(label["image_only_pages"]):
        errs.append("%s: image_only_pages %s but text layer says %s" % (name, label["image_only_pages"], image_only))
    ocr_cache = {}
    ids = ITEM_IDS[label["checklist"]]
    if sorted(label["items"]) != sorted(ids):
        errs.append("%s: items do not cover the checklist exactly" % name)
    for iid, st in label["items"].items():
        if st not in ("present", "missing", "not_applicable"):
            errs.append("%s %s: bad status %s" % (name, iid, st))
        if st == "present" and iid not in label["evidence"]:
            errs.append("%s %s: present without evidence" % (name, iid))
        if st == "missing" and iid not in label["gaps"]:
            errs.append("%s %s: missing without a gap note" % (name, iid))
    for iid, ev in label["evidence"].items():
        q = norm(ev["quote"])
        found = False
        for p in ev["pages"]:
            if p < 1 or p > npages:
                errs.append("%s %s: page %d out of range" % (name, iid, p))
                continue
            if p in image_only:
                if p not in ocr_cache:
                    ocr_cache[p] = norm(ocr_page(pdf, p))
                hay = ocr_cache[p]
            else:
                hay = norm(texts[p - 1])
            if q in hay:
                found = True
            else:
                errs.append("%s %s: quote not on page %d: %r" % (name, iid, p, ev["quote"]))
        if not ev["pages"]:
            errs.append("%s %s: no pages" % (name, iid))
    for p, h in headings:
        if p in image_only:
            continue
        if norm(h) not in norm(texts[p - 1]):
            errs.append("%s: heading not in text layer of page %d: %r" % (name, p, h))
    return errs, npages
