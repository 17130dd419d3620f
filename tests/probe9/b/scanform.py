"""A printed contractor-certification form, filled in by hand and scanned: rendered as an image
(200 dpi, slight skew, speckle, blue 'ink'), placed on a PDF page with no text layer."""
import random
from PIL import Image, ImageDraw, ImageFont, ImageFilter
from reportlab.pdfgen import canvas
from reportlab.lib.utils import ImageReader

FD = "/usr/share/fonts/truetype/dejavu/"
DPI = 200


def _wrap(draw, text, font, width):
    words, lines, line = text.split(), [], ""
    for w in words:
        t = (line + " " + w).strip()
        if draw.textlength(t, font=font) > width and line:
            lines.append(line)
            line = w
        else:
            line = t
    lines.append(line)
    return lines


def _hand(img, xy, text, rnd, size=34):
    """Handwriting-like: oblique face, each letter jittered in size, angle and baseline."""
    x, y = xy
    for ch in text:
        s = size + rnd.randint(-3, 3)
        f = ImageFont.truetype(FD + "DejaVuSans-Oblique.ttf", s)
        w = int(f.getlength(ch)) + 6
        tile = Image.new("L", (w + 10, s + 20), 0)
        ImageDraw.Draw(tile).text((5, 5), ch, font=f, fill=255)
        tile = tile.rotate(rnd.uniform(-9, 9), resample=Image.BICUBIC)
        ink = Image.new("RGB", tile.size, (25, 40, 120))
        img.paste(ink, (int(x), int(y + rnd.randint(-2, 2))), tile)
        x += f.getlength(ch) * rnd.uniform(0.86, 1.0)
    return x


def _signature(draw, x, y, rnd):
    pts = []
    cx = x
    for i in range(34):
        cx += rnd.uniform(6, 13)
        pts.append((cx, y + rnd.uniform(-22, 18)))
    draw.line(pts, fill=(20, 35, 110), width=3, joint="curve")
    draw.line([(x - 5, y + 24), (cx + 20, y + 14)], fill=(20, 35, 110), width=2)


def render(rows, statement, title, subtitle, seed):
    rnd = random.Random(seed)
    W, H = int(8.5 * DPI), int(11 * DPI)
    img = Image.new("RGB", (W, H), (250, 249, 245))
    d = ImageDraw.Draw(img)
    fb = ImageFont.truetype(FD + "DejaVuSans-Bold.ttf", 34)
    fr = ImageFont.truetype(FD + "DejaVuSans.ttf", 27)
    fs = ImageFont.truetype(FD + "DejaVuSans.ttf", 23)
    y = 170
    d.text((170, y), title, font=fb, fill=(0, 0, 0)); y += 50
    d.text((170, y), subtitle, font=fs, fill=(0, 0, 0)); y += 70
    d.rectangle([160, y - 10, W - 160, y + 10 + 38 * len(_wrap(d, statement, fr, W - 360))], outline=(0, 0, 0), width=2)
    for ln in _wrap(d, statement, fr, W - 360):
        d.text((180, y), ln, font=fr, fill=(0, 0, 0)); y += 38
    y += 60
    for label, value in rows:
        d.text((170, y), label, font=fr, fill=(0, 0, 0))
        lx = 170 + d.textlength(label, font=fr) + 14
        d.line([(lx, y + 32), (W - 170, y + 32)], fill=(0, 0, 0), width=2)
        if value == "@SIG":
            _signature(d, lx + 30, y + 6, rnd)
        elif value:
            _hand(img, (lx + 16, y - 12), value, rnd)
        y += 82
    d.text((170, H - 180), "Keep signed original in the site log book. Form SW-C (rev. 01/2024)", font=fs, fill=(60, 60, 60))
    # a received stamp
    st = Image.new("L", (520, 150), 0)
    sd = ImageDraw.Draw(st)
    sd.rectangle([4, 4, 515, 145], outline=255, width=5)
    sd.text((30, 22), "RECEIVED", font=ImageFont.truetype(FD + "DejaVuSans-Bold.ttf", 52), fill=255)
    sd.text((30, 90), "MAR 10 2026  BROOKHOLLOW ENG.", font=ImageFont.truetype(FD + "DejaVuSans-Bold.ttf", 26), fill=255)
    st = st.rotate(7, expand=True)
    img.paste(Image.new("RGB", st.size, (170, 40, 40)), (W - 700, 40), st.point(lambda v: v * 0.7))
    # scanner: skew, blur, speckle
    img = img.rotate(-0.9, resample=Image.BICUBIC, fillcolor=(235, 235, 232))
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    px = img.load()
    for _ in range(9000):
        x, yy = rnd.randrange(W), rnd.randrange(H)
        v = rnd.randint(90, 200)
        px[x, yy] = (v, v, v)
    return img.convert("L")


def to_pdf(img, out):
    c = canvas.Canvas(out, pagesize=(612, 792), invariant=1)
    c.drawImage(ImageReader(img), 0, 0, 612, 792)
    c.showPage()
    c.save()
    return out


SOMERS_STMT = ("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
               "of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a "
               "minimum of four hours of acceptable training in erosion and sediment control within the last three "
               "years. I also understand that it is unlawful for any person to cause or contribute to a violation of "
               "water quality standards.\"")


def contractor_scan(out):
    rows = [("Name of person signing:", "Dale P. Okonkwo"),
            ("Title:", "Project Superintendent"),
            ("Contracting firm:", "Tarkhill Site Works, Inc."),
            ("Firm address:", "8 Depot Square, Baldwin Place NY 10505"),
            ("Firm telephone:", "(845) 555-0178"),
            ("Site address / description:", "1160 Route 118, Lincolndale"),
            ("Responsible for:", "all ES&C + chambers UD-1"),
            ("Trained person / date of course:", "D. Okonkwo  4 hr  10/2024"),
            ("Signature:", "@SIG"),
            ("Date:", "3/9/2026")]
    img = render(rows, SOMERS_STMT, "CONTRACTOR CERTIFICATION",
                 "Town of Somers Code Section 93-6D - Lincolndale Veterinary Hospital SWPPP", seed=9101)
    return to_pdf(img, out)
