"""Colour 'scan' of a hand-signed, stamped certification page (plan 2): PIL raster -> JPEG ->
one-page PDF with no text layer. Usage: make_scan.py out.jpg out.pdf"""
import math
import random
import sys
from PIL import Image, ImageDraw, ImageFont, ImageFilter
import numpy as np
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter

random.seed(7)
DPI = 150
W, H = int(8.5 * DPI), int(11 * DPI)
SER = "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf"
SERB = "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"
SANS = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"

img = Image.new("RGB", (W, H), (246, 243, 234))
d = ImageDraw.Draw(img)
f = ImageFont.truetype(SER, 27)
fb = ImageFont.truetype(SERB, 30)
fs = ImageFont.truetype(SER, 22)

y = 150
for t in ["EATONS NECK GEOTECHNICAL, P.C.", "31 Bayview Avenue, Northport, New York 11768"]:
    d.text((W // 2, y), t, font=fb if y == 150 else fs, fill=(25, 25, 30), anchor="mm")
    y += 44
d.line((150, y, W - 150, y), fill=(40, 40, 40), width=2)
y += 60
d.text((W // 2, y), "ADDENDUM D - STORMWATER POLLUTION PREVENTION PLAN", font=fb, fill=(20, 20, 25), anchor="mm")
y += 48
d.text((W // 2, y), "PREPARER'S CERTIFICATION", font=fb, fill=(20, 20, 25), anchor="mm")
y += 80
body = [
    "Project: Asharoken Shore Club - Clubhouse Replacement and Parking Lot",
    "Reconstruction, Asharoken Avenue, Village of Asharoken, Suffolk County, NY",
    "",
    "I hereby certify that this Stormwater Pollution Prevention Plan was",
    "prepared by me or under my direct supervision, and that the design of all",
    "stormwater management practices meets the requirements of Chapter 44",
    "of the Code of the Village of Asharoken.",
]
for t in body:
    d.text((170, y), t, font=f, fill=(22, 22, 28))
    y += 42
y += 120
sig_y = y
d.line((170, y + 40, 760, y + 40), fill=(30, 30, 30), width=2)
d.text((170, y + 50), "Signature", font=fs, fill=(30, 30, 30))
y += 130
for t in ["Name: Samuel K. Oduya, P.E., Principal Engineer",
          "New York State Professional Engineer License No. 081377",
          "Date: March 21, 2025"]:
    d.text((170, y), t, font=f, fill=(22, 22, 28))
    y += 44

# handwritten signature: a few pen strokes
ink = (22, 38, 120)
def stroke(pts, w0=3.2):
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        d.line((x0, y0, x1, y1), fill=ink, width=int(w0 + random.uniform(-0.8, 1.0)))
def curve(x, yy, parts):
    pts = []
    t = 0
    for amp, per, length in parts:
        for k in range(int(length)):
            pts.append((x + t, yy + amp * math.sin(k / per) + random.uniform(-0.6, 0.6)))
            t += 1
    return pts
stroke(curve(190, sig_y + 18, [(18, 6, 60), (8, 3, 90), (22, 9, 120), (6, 2.5, 160), (14, 5, 80)]))
stroke([(200, sig_y + 40), (330, sig_y - 8), (460, sig_y + 26), (640, sig_y + 4)], 2.6)
stroke(curve(560, sig_y + 10, [(10, 4, 50), (4, 2, 60)]))

# PE seal (semi-transparent red-violet ink), overlapping the signature line
seal = Image.new("RGBA", (360, 360), (0, 0, 0, 0))
sd = ImageDraw.Draw(seal)
col = (150, 30, 90, 170)
sd.ellipse((8, 8, 352, 352), outline=col, width=6)
sd.ellipse((62, 62, 298, 298), outline=col, width=4)
sf = ImageFont.truetype(SANS, 24)
txt = "STATE OF NEW YORK * LICENSED PROFESSIONAL ENGINEER * "
for i, ch in enumerate(txt):
    a = -math.pi / 2 + i * 2 * math.pi / len(txt)
    cx, cy = 180 + 146 * math.cos(a), 180 + 146 * math.sin(a)
    chimg = Image.new("RGBA", (30, 30), (0, 0, 0, 0))
    ImageDraw.Draw(chimg).text((15, 15), ch, font=sf, fill=col, anchor="mm")
    chimg = chimg.rotate(-math.degrees(a) - 90, resample=Image.BICUBIC)
    seal.alpha_composite(chimg, (int(cx - 15), int(cy - 15)))
sd.text((180, 160), "SAMUEL K. ODUYA", font=ImageFont.truetype(SANS, 22), fill=col, anchor="mm")
sd.text((180, 205), "No. 081377", font=ImageFont.truetype(SANS, 22), fill=col, anchor="mm")
seal = seal.rotate(-11, resample=Image.BICUBIC)
img.paste(seal, (800, sig_y - 150), seal)

# 'RECEIVED' stamp of the Village, blue, lower right
st = Image.new("RGBA", (430, 150), (0, 0, 0, 0))
s2 = ImageDraw.Draw(st)
bc = (30, 70, 170, 150)
s2.rectangle((4, 4, 426, 146), outline=bc, width=5)
s2.text((215, 45), "RECEIVED", font=ImageFont.truetype(SANS, 38), fill=bc, anchor="mm")
s2.text((215, 100), "MAR 24 2025  VILLAGE OF ASHAROKEN", font=ImageFont.truetype(SANS, 20), fill=bc, anchor="mm")
st = st.rotate(6, resample=Image.BICUBIC, expand=True)
img.paste(st, (720, H - 330), st)

# scanner artefacts: slight rotation, blur, noise, uneven illumination, dark edge
img = img.rotate(1.3, resample=Image.BICUBIC, expand=False, fillcolor=(60, 60, 62))
img = img.filter(ImageFilter.GaussianBlur(0.6))
a = np.asarray(img).astype(np.float32)
a += np.random.default_rng(3).normal(0, 6.0, a.shape)
grad = np.linspace(1.0, 0.93, W)[None, :, None]
a *= grad
a[:, :10, :] *= 0.4
img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
img.save(sys.argv[1], "JPEG", quality=72)

c = canvas.Canvas(sys.argv[2], pagesize=letter)
c.setTitle("Preparer certification (scan)")
c.drawImage(sys.argv[1], 0, 0, width=letter[0], height=letter[1])
c.showPage()
c.save()
