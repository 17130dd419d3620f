"""reportlab helpers: simple story builder and drawn sheets; scan simulation."""
import os
import random
import subprocess

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.lib.units import inch
from reportlab.platypus import (PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

SS = getSampleStyleSheet()


def styles(base=10):
    return {
        "h1": ParagraphStyle("h1", parent=SS["Heading1"], fontName="Helvetica-Bold", fontSize=base + 3,
                             leading=base + 6, spaceAfter=6),
        "h2": ParagraphStyle("h2", parent=SS["Heading2"], fontName="Helvetica-Bold", fontSize=base + 2,
                             leading=base + 5, spaceBefore=6, spaceAfter=4),
        "body": ParagraphStyle("body", parent=SS["BodyText"], fontName="Helvetica", fontSize=base,
                               leading=base * 1.25, spaceAfter=4),
        "cell": ParagraphStyle("cell", parent=SS["BodyText"], fontName="Helvetica", fontSize=base - 1.5,
                               leading=(base - 1.5) * 1.2),
        "cellb": ParagraphStyle("cellb", parent=SS["BodyText"], fontName="Helvetica-Bold",
                                fontSize=base - 1.5, leading=(base - 1.5) * 1.2),
        "center": ParagraphStyle("center", parent=SS["BodyText"], fontName="Helvetica-Bold",
                                 fontSize=base + 2, leading=base + 5, alignment=TA_CENTER),
    }


def table(rows, widths, st, header=True):
    data = []
    for r_i, row in enumerate(rows):
        sty = st["cellb"] if (header and r_i == 0) else st["cell"]
        data.append([Paragraph(str(c), sty) for c in row])
    t = Table(data, colWidths=widths, repeatRows=1 if header else 0)
    cmds = [("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]
    if header:
        cmds.append(("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.85, 0.85)))
    t.setStyle(TableStyle(cmds))
    return t


def build_story(path, story, pagesize=letter, margins=0.75 * inch, header=None, footer=None,
                first_page_no=1):
    def deco(canv, doc):
        canv.saveState()
        canv.setFont("Helvetica", 7.5)
        w, h = pagesize
        if header:
            canv.drawString(margins, h - margins + 14, header)
        if footer:
            canv.drawRightString(w - margins, margins - 20,
                                 footer.format(n=doc.page + first_page_no - 1))
        canv.restoreState()

    doc = SimpleDocTemplate(path, pagesize=pagesize, leftMargin=margins, rightMargin=margins,
                            topMargin=margins, bottomMargin=margins)
    doc.build(story, onFirstPage=deco, onLaterPages=deco)
    return path


def scan_pdf_page(src_pdf, page, out_pdf, tmpdir, seed=1, angle=0.8, signature=None, stamp=None):
    """Rasterise one page, add skew, noise, an ink signature and a stamp, store as image-only PDF."""
    from PIL import Image, ImageDraw, ImageFilter
    import img2pdf
    base = os.path.join(tmpdir, f"scan_{seed}")
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", str(page), "-l", str(page), "-png",
                    src_pdf, base], check=True)
    png = [f for f in os.listdir(tmpdir) if f.startswith(f"scan_{seed}") and f.endswith(".png")][0]
    im = Image.open(os.path.join(tmpdir, png)).convert("L")
    rnd = random.Random(seed)
    d = ImageDraw.Draw(im)
    if signature:
        x, y = signature
        pts = []
        for k in range(60):
            pts.append((x + k * 6, y + int(14 * __import__("math").sin(k / 3.0) + rnd.randint(-4, 4))))
        d.line(pts, fill=20, width=3)
        d.line([(x + 20, y + 18), (x + 300, y - 6)], fill=40, width=2)
    if stamp:
        x, y, text_lines = stamp
        d.ellipse([x, y, x + 260, y + 260], outline=90, width=5)
        d.ellipse([x + 18, y + 18, x + 242, y + 242], outline=90, width=3)
    for _ in range(2500):
        px, py = rnd.randrange(im.width), rnd.randrange(im.height)
        d.point((px, py), fill=rnd.choice([0, 60, 120]))
    im = im.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    im = im.filter(ImageFilter.GaussianBlur(0.6))
    jpg = os.path.join(tmpdir, f"scan_{seed}.jpg")
    im.save(jpg, "JPEG", quality=70, dpi=(200, 200))
    os.remove(os.path.join(tmpdir, png))
    with open(out_pdf, "wb") as f:
        f.write(img2pdf.convert(jpg, layout_fun=img2pdf.get_fixed_dpi_layout_fun((200, 200))))
    return out_pdf
