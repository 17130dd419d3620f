"""Render a typewritten text file as skewed, unevenly inked 200 dpi page images (no text layer)."""
import random
from PIL import Image, ImageDraw, ImageFont, ImageFilter

DPI = 200
W, H = 1700, 2200
MONO = "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf"
HAND = "/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf"
LEFT, TOP, LH = 190, 190, 33


def type_page(lines, rng):
    img = Image.new("L", (W, H), 255)
    d = ImageDraw.Draw(img)
    f = ImageFont.truetype(MONO, 33)
    adv = f.getlength("M")
    ribbon = rng.uniform(0.0, 1.0)  # ribbon wear varies by page
    for i, line in enumerate(lines):
        y = TOP + i * LH
        for j, ch in enumerate(line):
            if ch == " ":
                continue
            base = 15 + int(35 * ribbon) + rng.randint(-10, 20)
            if rng.random() < 0.03:
                base += 45  # weak strike
            d.text((LEFT + j * adv + rng.uniform(-0.8, 0.8), y + rng.uniform(-1.2, 1.2)),
                   ch, font=f, fill=max(0, min(150, base)))
    return img


def draw_sketch(rng):
    img = Image.new("L", (W, H), 255)
    d = ImageDraw.Draw(img)
    f = ImageFont.truetype(MONO, 30)
    fs = ImageFont.truetype(MONO, 26)
    k = 40
    d.text((190, 150), "SITE PLAN SKETCH - ST. BRENDAN'S CHURCH PARKING", font=f, fill=k)
    d.text((190, 190), "SCALE: 1 INCH = 60 FEET", font=f, fill=k)
    # location map inset
    d.rectangle((1150, 260, 1560, 620), outline=k, width=3)
    d.text((1165, 270), "LOCATION MAP", font=fs, fill=k)
    d.text((1165, 300), "NOT TO SCALE", font=fs, fill=k)
    d.line((1180, 560, 1540, 380), fill=k, width=5)
    d.text((1330, 500), "RT. 139", font=fs, fill=k)
    d.line((1250, 340, 1270, 610), fill=k, width=5)
    d.text((1180, 600 - 30), "RT.100", font=fs, fill=k)
    d.ellipse((1390, 400, 1440, 450), outline=k, width=4)
    d.text((1450, 410), "SITE", font=fs, fill=k)
    # property line
    d.line([(200, 300), (1100, 300), (1100, 1400), (200, 1400), (200, 300)], fill=k, width=3)
    d.text((210, 310), "PROPERTY LINE (4.8 AC)", font=fs, fill=k)
    # road
    d.line((150, 1460, 1150, 1460), fill=k, width=4)
    d.line((150, 1520, 1150, 1520), fill=k, width=4)
    d.text((400, 1475), "PRIMROSE STREET (RT. 139)", font=fs, fill=k)
    # church and existing lot
    d.rectangle((300, 1000, 560, 1300), outline=k, width=4)
    d.text((330, 1130), "CHURCH", font=f, fill=k)
    d.rectangle((620, 1050, 1000, 1330), outline=k, width=3)
    d.text((640, 1160), "EXIST. LOT", font=fs, fill=k)
    d.text((640, 1190), "46 SPACES", font=fs, fill=k)
    # new lot
    d.rectangle((600, 620, 1020, 1000), outline=k, width=5)
    d.text((650, 760), "NEW PARKING", font=f, fill=k)
    d.text((650, 800), "62 SPACES", font=f, fill=k)
    d.line((1020, 980, 1020, 1460), fill=k, width=5)
    d.text((1030, 1370), "SCE", font=fs, fill=k)
    # bioretention
    d.rectangle((700, 420, 900, 560), outline=k, width=5)
    d.text((720, 470), "BIO/ST", font=f, fill=k)
    # silt fence
    for x in range(560, 1080, 40):
        d.line((x, 380, x + 24, 380), fill=k, width=3)
        d.text((x + 26, 366), "x", font=fs, fill=k)
    for y in range(380, 1000, 40):
        d.line((1070, y, 1070, y + 24), fill=k, width=3)
    d.text((600, 340), "SILT FENCE 420 LF", font=fs, fill=k)
    # soil boundary
    for x in range(210, 1090, 30):
        d.ellipse((x, 880 - (x % 7), x + 6, 886 - (x % 7)), fill=k)
    d.text((230, 840), "PnC", font=f, fill=k)
    d.text((230, 900), "ChB", font=f, fill=k)
    # contours
    for off in (0, 70, 140):
        d.arc((150, 450 + off, 1300, 1500 + off), 200, 340, fill=k + 60, width=2)
    # stockpile
    d.ellipse((300, 600, 500, 760), outline=k, width=3)
    d.text((350, 665), "SP", font=f, fill=k)
    # swale and outfall
    d.line((800, 420, 800, 300), fill=k, width=3)
    d.line((800, 300, 900, 250), fill=k, width=3)
    d.text((830, 222), "DP-1", font=fs, fill=k)
    # diversion dike
    d.line((580, 1010, 1060, 1010), fill=k, width=2)
    d.text((380, 960), "DD", font=fs, fill=k)
    legend = [
        "LEGEND",
        "---- LIMIT OF DISTURBANCE, 1.62 ACRES",
        "-x-x SILT FENCE, 420 LF, PLUS 160 LF AT STOCKPILE",
        "SCE  STABILIZED CONSTRUCTION ENTRANCE 50 FT x 20 FT",
        "IP   INLET PROTECTION AT 4 CATCH BASINS",
        "BIO  BIORETENTION AREA 58 FT x 37 FT, 2,150 SF",
        "ST   TEMPORARY SEDIMENT TRAP IN BIO EXCAVATION",
        "DD   DIVERSION DIKE 18 IN. HIGH",
        "SP   TOPSOIL STOCKPILE AND STAGING AREA",
        ".... SOIL BOUNDARY BETWEEN ChB AND PnC",
        "EXISTING CONTOURS 2 FT; FINAL SLOPES 2 TO 5 PERCENT",
        "AREA OUTSIDE LIMIT IS UNDISTURBED LAWN AND WOODS",
        "NO WETLANDS OR STREAMS ON SITE",
        "NO STORAGE ON ADJACENT PROPERTIES",
        "DP-1 DISCHARGE TO SWALE, TRIBUTARY TO MUSCOOT RIVER",
    ]
    for i, t in enumerate(legend):
        d.text((190, 1600 + i * 34), t, font=fs, fill=k)
    return img


def hand_note(img, x, y, text, size, angle, rng, fill=70):
    f = ImageFont.truetype(HAND, size)
    w = int(f.getlength(text)) + 20
    layer = Image.new("L", (w, size * 2), 0)
    ImageDraw.Draw(layer).text((10, 5), text, font=f, fill=255)
    layer = layer.rotate(angle, expand=True, resample=Image.BICUBIC)
    dark = Image.new("L", layer.size, fill)
    img.paste(dark, (x, y), layer)


def finish(img, angle, rng):
    # ink spread, paper tone, skew, noise, speckles
    img = img.filter(ImageFilter.GaussianBlur(0.55))
    img = img.rotate(angle, resample=Image.BICUBIC, fillcolor=255)
    px = img.load()
    noise = Image.frombytes("L", (W, H), rng.randbytes(W * H)).point(lambda v: 100 + v // 6)
    img = Image.blend(img, noise, 0.06)
    d = ImageDraw.Draw(img)
    for _ in range(160):
        x, y = rng.randrange(W), rng.randrange(H)
        r = rng.choice((1, 1, 2))
        d.ellipse((x, y, x + r, y + r), fill=rng.randint(60, 160))
    # scanner edge shadow
    d.rectangle((0, 0, 12, H), fill=150)
    img = img.point(lambda v: int(18 + v * 0.90))  # paper tone ~ 230
    return img


def render(text, notes, seed, angles):
    rng = random.Random(seed)
    pages_src = text.split("@@PAGE@@\n")
    imgs = []
    for n, src in enumerate(pages_src, 1):
        if src.strip() == "@@SKETCH@@":
            img = draw_sketch(rng)
        else:
            img = type_page(src.rstrip("\n").split("\n"), rng)
        for (p, x, y, t, size, ang) in notes:
            if p == n:
                hand_note(img, x, y, t, size, ang, rng)
        imgs.append(finish(img, angles[(n - 1) % len(angles)], rng))
    return imgs
