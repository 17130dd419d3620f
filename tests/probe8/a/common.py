import os, re, subprocess, json
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
W, H = letter

class Doc:
    def __init__(self, path, title, header):
        self.c = canvas.Canvas(path, pagesize=letter, invariant=1)
        self.c.setTitle(title); self.header = header; self.page = 0; self.y = None
    def new(self):
        if self.page: self.c.showPage()
        self.page += 1; self.y = H - 72
        self.c.setFont("Helvetica", 8)
        self.c.drawString(72, H - 40, self.header)
        self.c.drawRightString(W - 72, 36, "Page %d" % self.page)
        return self.page
    def text(self, s, font="Times-Roman", size=10.5, indent=0, lead=None, gap=5):
        lead = lead or size * 1.3
        for ln in simpleSplit(s, font, size, W - 144 - indent):
            self.c.setFont(font, size); self.c.drawString(72 + indent, self.y, ln); self.y -= lead
        self.y -= gap
    def head(self, s, size=11.5):
        self.y -= 4; self.text(s, "Helvetica-Bold", size, gap=4)
    def table(self, cols, rows, widths, size=8.5):
        x0 = 72
        def row(cells, font):
            wrapped = [simpleSplit(str(t), font, size, w - 6) for t, w in zip(cells, widths)]
            h = max(len(w) for w in wrapped) * size * 1.25 + 4
            x = x0
            for lines, w in zip(wrapped, widths):
                self.c.rect(x, self.y - h + size, w, h, stroke=1, fill=0)
                yy = self.y
                for ln in lines:
                    self.c.setFont(font, size); self.c.drawString(x + 3, yy, ln); yy -= size * 1.25
                x += w
            self.y -= h
        row(cols, "Helvetica-Bold")
        for r in rows: row(r, "Helvetica")
        self.y -= 8
    def save(self): self.c.save()

def norm(s): return re.sub(r"\s+", " ", s).strip()

def page_text(pdf, p):
    return subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"],
                          capture_output=True, text=True).stdout

def ocr_page(pdf, p, tmp):
    base = os.path.join(tmp, "ocr_%d" % p)
    subprocess.run(["pdftoppm", "-r", "300", "-f", str(p), "-l", str(p), "-png", "-singlefile", pdf, base], check=True)
    return subprocess.run(["tesseract", base + ".png", "-", "--psm", "4"], capture_output=True, text=True).stdout

def npages(pdf):
    from pypdf import PdfReader
    return len(PdfReader(pdf).pages)

def verify(pdf, lab, ids, ocr_quotes=(), tmp="/tmp"):
    errs = []
    items = lab["items"]
    if list(items) != ids: errs.append("item ids/order mismatch")
    n = npages(pdf)
    notext = [p for p in range(1, n + 1) if not page_text(pdf, p).strip()]
    if notext != lab["image_only_pages"]: errs.append("image_only_pages %s != %s" % (notext, lab["image_only_pages"]))
    for i, v in items.items():
        if v == "present":
            ev = lab["evidence"].get(i)
            if not ev: errs.append("no evidence " + i); continue
            q = norm(ev["quote"]).lower()
            ok = False
            for p in ev["pages"]:
                if i in ocr_quotes or p in lab["image_only_pages"]:
                    t = ocr_page(pdf, p, tmp)
                else:
                    t = page_text(pdf, p)
                if q in norm(t).lower(): ok = True
            if not ok: errs.append("quote not found %s p%s: %s" % (i, ev["pages"], ev["quote"]))
        elif v == "missing" and i not in lab["gaps"]: errs.append("no gap note " + i)
    return errs, n
