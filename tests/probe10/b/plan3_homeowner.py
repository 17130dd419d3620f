"""p10b_somers_varga_plum_brook_house: a homeowner's own plan for a single lot, written as a letter,
with a hand-drawn-looking sketch page, site photos (drawn shapes) and the engineer's sheets behind.
Letter typeset by LibreOffice Writer from HTML; sketch, photos and engineer's sheets by reportlab/Pillow;
the engineer's signed certification sheet bound as a phone-camera photo (no text layer);
RECEIVED stamp overlaid as a Form XObject."""
import math
import os
import random
import subprocess

from PIL import Image, ImageDraw, ImageFilter
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

import common

NAME = "p10b_somers_varga_plum_brook_house"
HEADINGS = []

LETTER = [
    ("p", "Linnea and Tomás Varga<br/>86 Plum Brook Road<br/>Somers, New York 10589<br/>(914) 555-0106 &nbsp; linnea.varga@example.net"),
    ("p", "August 12, 2024"),
    ("p", "Town of Somers Planning and Engineering<br/>335 Route 202<br/>Somers, New York 10589"),
    ("p", "Re: Our stormwater plan for a new house at 86 Plum Brook Road (Tax lot 16.14-1-22)"),
    ("p", "Dear Town Engineer and Members of the Planning Board,"),
    ("p", "We are the owners of the lot and we will be our own general contractor. Our engineer told us that, "
          "because our house and driveway will disturb a little more than an acre, we need a stormwater pollution "
          "prevention plan under Chapter 93 of the Town Code. Rather than hand you a stack of forms, we have tried to "
          "explain our plan in our own words. Our engineer's certification and design sheets are attached behind "
          "this letter, after our sketch and photos."),
    ("h", "What we are building"),
    ("p", "We are building one new single-family house (about 2,400 square feet on two floors, with a 1,650 square "
          "foot footprint and attached garage), a 410 foot gravel-and-asphalt driveway up from Plum Brook Road, a "
          "septic system in the upper meadow, and a well. The lot is 4.6 acres. Clearing, grading and the driveway "
          "will disturb about 1.12 acres; the rest of the lot, mostly woods along the brook, will not be touched. "
          "The house will add about 0.29 acres of roof, driveway and walks."),
    ("h", "Our soil"),
    ("p", "We looked our lot up on the USDA Web Soil Survey. Most of the building area is Charlton loam, 8 to 15 "
          "percent slopes (ChC), which is hydrologic soil group B: a deep, well drained stony loam. The lower "
          "driveway crosses Sutton loam (SuB), hydrologic soil group B/D, which stays wet in spring; we saw water "
          "at 20 inches in the test pit there. Our engineer's deep test holes in June found no rock within 8 feet at "
          "the house."),
    ("h", "Where the water goes now"),
    ("p", "Rain now soaks into the meadow and woods or runs down the hill as sheet flow to Plum Brook, which "
          "crosses the front of the lot and flows to the Muscoot Reservoir. The Muscoot basin has a phosphorus "
          "limit (TMDL), so the engineer designed to the enhanced phosphorus standards. There is a Town-regulated "
          "wetland along the brook; the driveway stays more than 100 feet from it."),
    ("h", "The order of work"),
    ("p", "We will open only what we need, in this order, and we will never have more than about 1.1 acres open, "
          "far below the 5 acre limit:"),
    ("ol", ["Mark the limits of clearing with orange fence; meet the Town inspector on site.",
            "Build the stone construction entrance at Plum Brook Road and put up the silt fence along the downhill edge.",
            "Cut trees and grub only inside the marked limits; chip the brush; pile the topsoil in the upper meadow.",
            "Dig the small sediment trap at the bottom of the driveway cut and the temporary swale that feeds it.",
            "Rough grade the driveway and house pad; dig the foundation; seed and mulch the topsoil pile.",
            "Install the septic system, well line and electric conduit.",
            "Build the house. Install the two drywells for the roof leaders when the roof is on.",
            "Finish the driveway, spread topsoil, seed and mulch; build the rain garden last, once the yard is grassed.",
            "Take out the silt fence and fill the trap only after the grass has grown in and the inspector agrees."]),
    ("h", "Keeping trash, chemicals and debris out of the rain"),
    ("p", "A covered dumpster will sit on the driveway pad and be swapped when full; the framers pick up their scraps "
          "every Friday. Paint, stain, sealers and fuel cans stay in a locked shed on a pallet, under roof. Nobody "
          "will wash out paint or concrete on the lot except in the lined washout box next to the dumpster, and any "
          "spill gets covered with the spill kit kept in the shed. Portable toilet is staked down and away from the "
          "swale."),
    ("h", "How we will keep the soil in place"),
    ("p", "Following the New York State Standards and Specifications for Erosion and Sediment Control (the Blue "
          "Book): any bare area we are not going to work for 7 days gets seed and straw mulch within 7 days. From "
          "mid-November to April we use straw mulch alone, and heavier. The topsoil pile is seeded and ringed with "
          "silt fence. For the finished yard we will spread 4 inches of topsoil and use a lawn-and-meadow seed mix "
          "with mulch; the slopes next to the driveway (3 to 1 at most) get a straw erosion blanket. We will call "
          "the job stable when everything is covered with grass at least 80 percent thick, or with pavement, stone "
          "or the house."),
    ("h", "Each control, when it goes in and how long it stays"),
    ("table", [["Control", "Size / where", "When it goes in", "How long it stays"],
               ["Stone construction entrance", "50 ft long, 12 ft wide, 8 in of 2 in stone on fabric, at Plum Brook Road", "Day 1, before any cutting", "Until the driveway is paved"],
               ["Silt fence", "520 ft along the downhill edge and around the topsoil pile", "Day 1", "Until the grass is grown in"],
               ["Temporary swale", "190 ft along the driveway cut, 1 ft deep", "Before rough grading", "Until the driveway is finished"],
               ["Sediment trap", "At the bottom of the swale, holds 1,900 cubic feet (0.5 acre drains to it)", "Before rough grading", "Until the uphill area is grassed"],
               ["Seed and straw mulch", "Any bare area idle 7 days; topsoil pile", "Within 7 days", "Until permanent grass"],
               ["Erosion blanket", "Driveway side slopes, about 3,000 sq ft", "At final grading", "Stays (it rots away)"]]),
    ("h", "How each control is built and kept up"),
    ("p", "Silt fence: 36 inch woven fabric on wooden stakes no more than 8 feet apart, with the bottom 6 inches buried; "
          "we clean it out when the mud is halfway up and fix any sag the same day. Stone entrance: 2 inch stone over "
          "filter fabric; we add stone when it clogs and sweep the road. Sediment trap: 3 feet deep with a stone outlet; "
          "we dig it out when it is half full. Swale: lined with seed and blanket; we fix any washout. The engineer's "
          "detail sheet behind this letter shows each one."),
    ("h", "Checking the controls"),
    ("p", "I (Tomás) will walk every control every 7 days and within 24 hours after any rain of half an inch or more, "
          "and write what I find and what we fixed in a notebook kept in the garage. Our engineer's office will also "
          "do the weekly inspections that the Town requires for an acre or more, and will send you the reports."),
    ("h", "After the house is built"),
    ("p", "The roof water goes to two drywells and the driveway and lawn water goes through a grassed swale to a rain "
          "garden below the house; the engineer's sheets describe them. We will look after them ourselves: clean the "
          "gutters and drywell inlet filters each spring and fall, weed and re-mulch the rain garden each spring, and "
          "mow the swale. There is no easement on our property, and none is needed because we will maintain "
          "everything ourselves."),
    ("p", "Our excavator, Ridgeline Site Work, has been told about this plan and will sign whatever the Town needs "
          "before they start."),
    ("p", "Thank you for taking the time to read our plan. Please call either of us with any questions."),
    ("p", "Sincerely,<br/><br/>Linnea Varga &nbsp; &nbsp; Tomás Varga"),
]


def build_letter_html(path):
    css = ("body{font-family:'DejaVu Serif';font-size:10.5pt} h3{font-family:'DejaVu Sans';font-size:11pt;"
           "margin-top:8pt;margin-bottom:2pt} td,th{font-family:'DejaVu Serif';font-size:9pt;vertical-align:top}"
           " th{background:#eeeeee}")
    out = [f"<html><head><meta charset='utf-8'><title>Varga stormwater plan</title><style>{css}</style></head><body>"]
    for kind, val in LETTER:
        if kind == "p":
            out.append(f"<p>{val}</p>")
        elif kind == "h":
            HEADINGS.append(val)
            out.append(f"<h3>{val}</h3>")
        elif kind == "ol":
            out.append("<ol>" + "".join(f"<li>{x}</li>" for x in val) + "</ol>")
        elif kind == "table":
            out.append("<table width='100%' border='1' cellpadding='3' cellspacing='0'>")
            for i, r in enumerate(val):
                tag = "th" if i == 0 else "td"
                out.append("<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in r) + "</tr>")
            out.append("</table>")
    out.append("</body></html>")
    open(path, "w", encoding="utf-8").write("\n".join(out))


def wobbly(c, pts, rnd, amp=1.6, closed=False):
    p = c.beginPath()
    pts = list(pts) + ([pts[0]] if closed else [])
    p.moveTo(*pts[0])
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        n = max(2, int(math.hypot(x1 - x0, y1 - y0) / 12))
        for k in range(1, n + 1):
            t = k / n
            p.lineTo(x0 + (x1 - x0) * t + rnd.uniform(-amp, amp), y0 + (y1 - y0) * t + rnd.uniform(-amp, amp))
    c.drawPath(p)


def build_sketch(c):
    rnd = random.Random(7)
    W, H = letter
    c.setFillColor(colors.HexColor("#fbfaf3")); c.rect(0, 0, W, H, fill=1, stroke=0)
    c.setStrokeColor(colors.HexColor("#d6e2ef")); c.setLineWidth(0.3)
    for y in range(40, int(H), 18):
        c.line(0, y, W, y)
    c.setFillColor(colors.HexColor("#1a237e")); c.setStrokeColor(colors.HexColor("#1a237e"))
    c.setFont("Helvetica-BoldOblique", 14)
    c.drawString(50, H - 50, "Our sketch of the lot - 86 Plum Brook Road")
    c.setFont("Helvetica-Oblique", 9)
    c.drawString(50, H - 66, "Drawn by Linnea from the survey and the engineer's grading plan. Scale about 1 inch = 40 feet. North is up.")
    c.setLineWidth(1.1)
    # lot lines
    wobbly(c, [(60, 120), (540, 110), (560, 640), (80, 660)], rnd, closed=True)
    c.drawString(250, 96, "LOT LINE - 4.6 ACRES TOTAL")
    # road
    c.setLineWidth(1.4); wobbly(c, [(40, 80), (580, 70)], rnd); wobbly(c, [(40, 60), (580, 50)], rnd)
    c.drawString(250, 38, "PLUM BROOK ROAD")
    # brook
    c.setStrokeColor(colors.HexColor("#1565c0")); c.setLineWidth(1.8)
    wobbly(c, [(60, 200), (200, 180), (330, 215), (450, 170), (540, 190)], rnd, amp=2.5)
    c.setFillColor(colors.HexColor("#1565c0")); c.drawString(380, 150, "PLUM BROOK -> to Muscoot Reservoir")
    c.setDash([2, 3]); wobbly(c, [(70, 230), (540, 225)], rnd); c.setDash()
    c.drawString(70, 236, "wetland line (flagged) - stay out")
    # LOD
    c.setStrokeColor(colors.HexColor("#c62828")); c.setFillColor(colors.HexColor("#c62828")); c.setLineWidth(1.2)
    c.setDash([7, 4]); wobbly(c, [(230, 300), (430, 300), (470, 560), (200, 580)], rnd, closed=True); c.setDash()
    c.drawString(300, 588, "LIMIT OF DISTURBANCE (about 1.12 ac) - inside = disturbed")
    c.drawString(90, 420, "WOODS - NOT")
    c.drawString(90, 408, "DISTURBED")
    # house, drive
    c.setStrokeColor(colors.black); c.setFillColor(colors.black)
    wobbly(c, [(300, 430), (380, 430), (380, 490), (300, 490)], rnd, closed=True)
    c.drawString(310, 458, "NEW HOUSE")
    c.setLineWidth(0.9)
    wobbly(c, [(330, 70), (335, 200), (320, 330), (330, 430)], rnd); wobbly(c, [(348, 70), (353, 200), (338, 330), (348, 430)], rnd)
    c.drawString(358, 300, "DRIVEWAY 410 ft")
    wobbly(c, [(250, 520), (290, 520), (290, 560), (250, 560)], rnd, closed=True); c.drawString(215, 530, "SEPTIC")
    c.drawString(400, 540, "TOPSOIL PILE")
    # silt fence
    c.setStrokeColor(colors.HexColor("#2e7d32")); c.setFillColor(colors.HexColor("#2e7d32")); c.setLineWidth(1.5)
    c.setDash([3, 3]); wobbly(c, [(225, 290), (440, 290)], rnd); wobbly(c, [(225, 290), (195, 575)], rnd); c.setDash()
    c.drawString(235, 276, "SILT FENCE 520 ft (xxxx) downhill edge + around topsoil pile")
    # SCE, trap, swale
    c.setStrokeColor(colors.black); c.setFillColor(colors.black)
    wobbly(c, [(322, 72), (356, 72), (356, 122), (322, 122)], rnd, closed=True)
    c.drawString(362, 110, "STONE ENTRANCE 50 x 12 ft")
    wobbly(c, [(280, 310), (310, 310), (310, 330), (280, 330)], rnd, closed=True)
    c.drawString(200, 340, "SEDIMENT TRAP 1,900 cu ft")
    c.drawString(360, 360, "TEMP. SWALE 190 ft ->")
    # post-construction
    c.setStrokeColor(colors.HexColor("#6a1b9a")); c.setFillColor(colors.HexColor("#6a1b9a"))
    c.circle(295, 500, 7); c.circle(385, 500, 7)
    c.drawString(395, 500, "2 DRYWELLS DW-1, DW-2 (8 ft dia x 6 ft)")
    wobbly(c, [(380, 360), (440, 360), (440, 395), (380, 395)], rnd, closed=True)
    c.drawString(445, 380, "RAIN GARDEN RG-1")
    c.drawString(445, 368, "420 sq ft")
    c.drawString(420, 335, "GRASS SWALE 150 ft")
    # arrows & slopes
    c.setStrokeColor(colors.HexColor("#1565c0")); c.setFillColor(colors.HexColor("#1565c0"))
    for (x, y) in [(150, 520), (480, 470), (260, 380)]:
        wobbly(c, [(x, y), (x + 10, y - 40)], rnd); c.line(x + 10, y - 40, x + 4, y - 32); c.line(x + 10, y - 40, x + 15, y - 31)
    c.drawString(60, 300, "arrows = water runs downhill to brook")
    c.drawString(60, 288, "(rain leaves the lot only at the brook)")
    c.setFillColor(colors.black)
    c.setFont("Helvetica-Oblique", 8.5)
    notes = ["Existing slope 8-15% down to the brook (steeper, about 20%, at the driveway cut).",
             "Final slopes: house pad about 2%, driveway 10% max, side slopes 3:1 max.",
             "Soil line: ChC (Charlton, HSG B) above the dotted brown line, SuB (Sutton, HSG B/D) below it.",
             "Nothing will be stored on the neighbors' land; no off-site storage or borrow areas."]
    for i, t in enumerate(notes):
        c.drawString(50, H - 84 - i * 11, t)
    c.setStrokeColor(colors.HexColor("#8d6e63")); c.setDash([1, 2]); wobbly(c, [(70, 260), (540, 275)], rnd); c.setDash()
    # location inset
    c.setStrokeColor(colors.black); c.setLineWidth(0.8)
    wobbly(c, [(440, 620), (565, 620), (565, 720), (440, 720)], rnd, closed=True)
    c.setFont("Helvetica-Oblique", 7.5)
    c.drawString(446, 708, "WHERE WE ARE (not to scale)")
    wobbly(c, [(445, 640), (560, 700)], rnd); c.drawString(470, 648, "Route 100")
    wobbly(c, [(500, 622), (505, 700)], rnd); c.drawString(508, 680, "Plum Brook Rd")
    c.circle(505, 665, 4, fill=1); c.drawString(512, 660, "US")
    c.drawString(446, 628, "Somers hamlet ->")


def make_photo(path, kind, seed):
    rnd = random.Random(seed)
    W, H = 640, 480
    im = Image.new("RGB", (W, H), (150, 190, 230))
    d = ImageDraw.Draw(im)
    for y in range(H // 2):
        c = int(150 + y * 0.25)
        d.line([(0, y), (W, y)], fill=(c, c + 30, 235))
    d.polygon([(0, H // 2 + rnd.randint(-20, 20)), (W, H // 2 - 40), (W, H), (0, H)], fill=(96, 140, 60))
    if kind == "meadow":
        for i in range(14):
            x = rnd.randint(0, W); y = rnd.randint(H // 2 - 60, H // 2)
            d.rectangle([x - 3, y, x + 3, y + 50], fill=(80, 55, 30)); d.ellipse([x - 30, y - 50, x + 30, y + 10], fill=(40, 95, 40))
        d.line([(300, H), (330, H // 2 + 10)], fill=(255, 140, 0), width=4)
    elif kind == "brook":
        d.polygon([(0, 390), (W, 350), (W, 400), (0, 440)], fill=(70, 110, 160))
        for i in range(20):
            x = rnd.randint(0, W); y = rnd.randint(H // 2 - 80, H // 2 + 20)
            d.ellipse([x - 35, y - 60, x + 35, y + 15], fill=(30, 85, 35))
    elif kind == "road":
        d.polygon([(0, 380), (W, 360), (W, 420), (0, 450)], fill=(90, 90, 95))
        d.polygon([(280, 372), (360, 368), (420, 250), (380, 248)], fill=(170, 160, 140))
        for i in range(10):
            x = rnd.randint(0, W); y = rnd.randint(H // 2 - 60, H // 2)
            d.ellipse([x - 30, y - 50, x + 30, y + 10], fill=(45, 100, 45))
    else:  # test pit
        d.ellipse([200, 300, 460, 420], fill=(110, 80, 50)); d.ellipse([240, 330, 420, 400], fill=(70, 50, 35))
        d.rectangle([470, 250, 600, 330], fill=(230, 180, 30)); d.rectangle([480, 330, 500, 360], fill=(20, 20, 20))
    im = im.filter(ImageFilter.GaussianBlur(1.2))
    px = im.load()
    for _ in range(9000):
        x, y = rnd.randrange(W), rnd.randrange(H)
        r, g, b = px[x, y]; k = rnd.randint(-18, 18)
        px[x, y] = (max(0, min(255, r + k)), max(0, min(255, g + k)), max(0, min(255, b + k)))
    im.save(path, "JPEG", quality=70)
    return path


def build_sketch_and_photos(path, work):
    c = canvas.Canvas(path, pagesize=letter)
    build_sketch(c)
    c.showPage()
    W, H = letter
    c.setFont("Helvetica-Bold", 14); c.drawString(50, H - 50, "Photos of the lot (taken July 2024)")
    caps = [("meadow", "1. Upper meadow where the house and septic go, looking north. Orange stake marks the clearing limit."),
            ("brook", "2. Plum Brook and the wooded wetland strip along the front of the lot (to be left alone)."),
            ("road", "3. Where the driveway meets Plum Brook Road - stone entrance goes here."),
            ("pit", "4. Engineer's test pit at the house site, June 2024 (no water or rock within 8 ft).")]
    for i, (k, cap) in enumerate(caps):
        jp = make_photo(os.path.join(work, f"p3_photo_{k}.jpg"), k, 30 + i)
        x = 50 + (i % 2) * 265; y = H - 320 - (i // 2) * 320
        c.drawImage(jp, x, y, 250, 188)
        c.setFont("Helvetica", 8)
        words, line, yy = cap.split(), "", y - 14
        for w in words:
            if c.stringWidth(line + " " + w, "Helvetica", 8) > 250:
                c.drawString(x, yy, line.strip()); yy -= 10; line = ""
            line += " " + w
        c.drawString(x, yy, line.strip())
    c.showPage()
    c.save()


def eng_header(c, sheet, title):
    W, H = letter
    c.setLineWidth(1); c.rect(36, 36, W - 72, H - 72)
    c.setFont("Helvetica-Bold", 11); c.drawString(50, H - 62, "MUSCOOT VALLEY ENGINEERING, PLLC")
    c.setFont("Helvetica", 8); c.drawString(50, H - 74, "19 Mill Street, Katonah, NY 10536  -  (914) 555-0175")
    c.drawRightString(W - 50, H - 62, f"Sheet {sheet}")
    c.drawRightString(W - 50, H - 74, "Varga Residence, 86 Plum Brook Road, Somers")
    c.setFont("Helvetica-Bold", 12); c.drawString(50, H - 100, title)
    c.line(50, H - 106, W - 50, H - 106)


def lines(c, x, y, rows, font="Helvetica", size=9.2, lead=12.6):
    c.setFont(font, size)
    for r in rows:
        if r.startswith("**"):
            c.setFont("Helvetica-Bold", size); c.drawString(x, y, r[2:]); c.setFont(font, size)
        else:
            c.drawString(x, y, r)
        y -= lead
    return y


def build_engineer(path):
    W, H = letter
    c = canvas.Canvas(path, pagesize=letter)
    # E-1 certification (to be photographed)
    eng_header(c, "E-1", "ENGINEER'S CERTIFICATION")
    y = lines(c, 60, H - 140, [
        "Project: New single-family residence, 86 Plum Brook Road, Town of Somers",
        "Owners: Linnea and Tomas Varga", "",
        "I hereby certify that the stormwater pollution prevention plan for this",
        "project, consisting of the owners' letter dated August 12, 2024, the sketch,",
        "and Sheets E-1 to E-3, was prepared under my supervision, and that the",
        "design of all stormwater management practices meets the requirements",
        "of Chapter 93 of the Code of the Town of Somers.", "",
        "Signed: Priya N. Albrecht", "",
        "Priya N. Albrecht, P.E.", "NYS Professional Engineer License No. 090263",
        "Muscoot Valley Engineering, PLLC", "Date: August 9, 2024"], size=12.5, lead=19)
    c.setStrokeColor(colors.HexColor("#1a237e")); c.setLineWidth(1.4)
    c.bezier(190, 470, 215, 492, 240, 462, 320, 482)
    c.circle(460, 250, 62); c.circle(460, 250, 48)
    c.setFont("Helvetica-Bold", 8); c.drawCentredString(460, 258, "PRIYA N. ALBRECHT"); c.drawCentredString(460, 246, "LIC. 090263")
    c.setStrokeColor(colors.black)
    c.showPage()
    # E-2 design summary
    eng_header(c, "E-2", "STORMWATER DESIGN SUMMARY")
    y = lines(c, 56, H - 128, [
        "**1. Postconstruction stormwater management practices",
        "DW-1 and DW-2: two precast drywells for the roof leaders (1,650 sq ft of roof).",
        "SW-1: grass swale, 150 ft, conveying driveway and lawn runoff to the rain garden.",
        "RG-1: rain garden (Design Manual F-6), 420 sq ft, treating the driveway (0.17 ac impervious).",
        "Practices are designed to the enhanced phosphorus removal standards (Muscoot Reservoir basin).", "",
        "**2. Hydrologic and hydraulic analysis",
        "Method: NRCS TR-55 / TR-20 (HydroCAD 10.2), Type III 24-hour storms, Westchester County rainfall.",
        "Drywells and rain garden routed with no exfiltration credit above the measured rate (1.4 in/hr, ChC).",
        "Swale SW-1 checked for the 10-year storm: depth 0.32 ft, velocity 1.9 ft/s (stable in grass).", ""])
    data = [("Design point: Plum Brook", "1-yr", "10-yr", "100-yr"), ("Pre-development peak (cfs)", "0.41", "1.62", "3.85"),
            ("Post-development peak (cfs)", "0.33", "1.51", "3.71"), ("Pre-development volume (cf)", "2,180", "7,050", "15,900"),
            ("Post-development volume (cf)", "1,960", "6,880", "15,620")]
    c.setFont("Helvetica", 9)
    for i, row in enumerate(data):
        for j, v in enumerate(row):
            c.drawString(60 + (0 if j == 0 else 170 + j * 80), y - i * 15, v)
        c.line(58, y - i * 15 - 4, 540, y - i * 15 - 4)
    y -= 15 * len(data) + 16
    y = lines(c, 56, y, [
        "**3. Sizing criteria (WQv, RRv, Cpv, Qp, Qf)",
        "Water quality volume and runoff reduction sizing calculations will be provided prior to",
        "issuance of the building permit.", "",
        "**4. Erosion and sediment control - conformance with the technical standard",
        "No element of the erosion and sediment control design departs from the NYS Standards and",
        "Specifications for Erosion and Sediment Control (2016); no alternative designs are proposed.", "",
        "**5. Inspections during construction",
        "Qualified inspector (this office) inspects every 7 days while 1 acre or more is disturbed;",
        "reports kept in the site logbook and copied to the Town Engineer."])
    c.showPage()
    # E-3 details and O&M
    eng_header(c, "E-3", "DETAILS, MAINTENANCE AND AGREEMENT")
    y = lines(c, 56, H - 128, [
        "**Drywells DW-1, DW-2",
        "8 ft diameter x 6 ft effective depth precast concrete drywell, traffic-rated slab and cover at grade;",
        "surrounded by 2 ft of 3/4 in to 1-1/2 in clean stone wrapped in non-woven geotextile (6 oz);",
        "bottom at least 3 ft above seasonal high groundwater; leaf screen / filter basket at each inlet.",
        "Install after the roof is on; no construction runoff may enter the drywells.", "",
        "**Rain garden RG-1",
        "420 sq ft surface, 6 in ponding depth, 18 in planting soil (60% sand, 20% topsoil, 20% compost),",
        "3 in shredded hardwood mulch, native plants at 18 in spacing; 12 ft riprap overflow to grass.",
        "Build only after the contributing yard is stabilized; do not compact the bottom.", "",
        "**Grass swale SW-1",
        "150 ft long, 2 ft bottom, 3:1 side slopes, 2% grade, seeded and lined with straw blanket.", "",
        "**Erosion control details",
        "Silt fence: 36 in woven geotextile, hardwood stakes 8 ft o.c. max, 6 in x 6 in toe trench.",
        "Construction entrance: 50 ft x 12 ft x 8 in of 2 in crushed stone over geotextile.",
        "Sediment trap ST-1: 1,900 cf (0.5 ac x 3,600 cf/ac), 3 ft deep, 2:1 sides, 4 ft stone outlet.",
        "Maintenance: clean silt fence and trap at half capacity; top-dress entrance stone as needed.", "",
        "**Long-term operation and maintenance (responsible party: the owners and their successors)",
        "Drywells: inspect inlet baskets spring and fall; remove sediment when 6 in deep.",
        "Rain garden: inspect after storms over 1 in in the first year; weed and re-mulch each spring;",
        "replace dead plants; remove sediment over 2 in. Swale: mow to 4-6 in; repair bare spots.", "",
        "**Maintenance agreement",
        "The owners will sign the Town of Somers Stormwater Control Facility Maintenance Agreement for",
        "DW-1, DW-2, SW-1 and RG-1. It requires the maintenance listed above, is binding on all subsequent",
        "owners of the lot, and will be recorded in the Westchester County Clerk's office as a deed",
        "restriction before final plan approval."], size=8.9, lead=12.2)
    c.showPage()
    c.save()


def build(outdir, work):
    h = os.path.join(work, "p3_letter.html")
    build_letter_html(h)
    prof = "file://" + os.path.join(work, "lo_profile")
    subprocess.run(["soffice", f"-env:UserInstallation={prof}", "--headless", "--infilter=HTML (StarWriter)",
                    "--convert-to", "pdf:writer_pdf_Export", "--outdir", work, h], check=True, capture_output=True)
    letter_pdf = os.path.join(work, "p3_letter.pdf")
    sk = os.path.join(work, "p3_sketch.pdf")
    build_sketch_and_photos(sk, work)
    eng = os.path.join(work, "p3_eng.pdf")
    build_engineer(eng)
    photo = common.photograph_pages(eng, [1], work, seed=31)[1]
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.concat([(letter_pdf, None), (sk, None), (photo, None), (eng, [2, 3])], out)
    st = common.stamp_pdf(os.path.join(work, "p3_stamp.pdf"),
                          [("RECEIVED", 20), ("AUG 15 2024", 13), ("TOWN OF SOMERS", 9), ("ENGINEERING DEPT.", 9)])
    common.overlay_stamp(out, 0, st, (400, 730, 585, 832))
    return out, HEADINGS + ["Our sketch of the lot - 86 Plum Brook Road", "Photos of the lot (taken July 2024)",
                            "STORMWATER DESIGN SUMMARY", "DETAILS, MAINTENANCE AND AGREEMENT"]
