"""Make 200 dpi bitonal CCITT G4 'scanned' pages with a Bates stamp and no text layer."""
import random
from PIL import Image, ImageDraw, ImageFont
import img2pdf

SERIF = "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf"
SERIFB = "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"
SANS = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
SANSB = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
SCRIPT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-BoldItalic.ttf"


def render(lines, bates, out_pdf, seed=1, skew=0.45, seal=None):
    """lines: list of (text, font_path, px_size, x, extra_gap)."""
    random.seed(seed)
    Wp, Hp = 1700, 2200
    im = Image.new("L", (Wp, Hp), 255)
    dr = ImageDraw.Draw(im)
    y = 170
    for item in lines:
        if item[0] == "__RULE__":
            dr.line([(150, y + 10), (1550, y + 10)], fill=0, width=3); y += 30; continue
        text, fp, px, x, gap = item
        f = ImageFont.truetype(fp, px)
        dr.text((x, y), text, font=f, fill=0)
        y += int(px * 1.45) + gap
    if seal:
        cx, cy = seal["xy"]
        for r in (150, 146, 112):
            dr.ellipse([cx - r, cy - r, cx + r, cy + r], outline=0, width=3)
        f = ImageFont.truetype(SANSB, 22)
        for t, dy in seal["text"]:
            w = dr.textlength(t, font=f)
            dr.text((cx - w / 2, cy + dy), t, font=f, fill=0)
    # Bates stamp, boxed, bottom right
    f = ImageFont.truetype(SANSB, 34)
    w = dr.textlength(bates, font=f)
    dr.rectangle([1560 - w - 24, 2040, 1560, 2100], outline=0, width=3)
    dr.text((1560 - w - 12, 2050), bates, font=f, fill=0)
    # speckle noise and a scanner edge shadow
    for _ in range(2200):
        x, yy = random.randrange(Wp), random.randrange(Hp)
        dr.point((x, yy), fill=0)
    dr.rectangle([0, 0, 18, Hp], fill=90)
    im = im.rotate(skew, resample=Image.BICUBIC, expand=False, fillcolor=255)
    bw = im.point(lambda v: 0 if v < 150 else 255, mode="1")
    tif = out_pdf.replace(".pdf", ".tif")
    bw.save(tif, compression="group4", dpi=(200, 200))
    with open(out_pdf, "wb") as fh:
        fh.write(img2pdf.convert(tif, layout_fun=img2pdf.get_fixed_dpi_layout_fun((200, 200))))
    return out_pdf
