"""Plan 1: Stony Hill Self Storage (Somers). Front checklist (reportlab, comb boxes, vector
check boxes) + two-column Chromium narrative + reportlab drawing sheet SP-1."""
import os
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from reportlab.lib.units import inch
from pypdf import PdfReader, PdfWriter
import common

NAME = "p16b_01_somers_self_storage_checklist"
HERE = os.path.dirname(os.path.abspath(__file__))

def comb(c, x, y, text, n, w=13, h=15, size=9):
    """n boxes, one character each, drawn left to right from (x, y) lower-left."""
    c.setLineWidth(0.6)
    for i in range(n):
        c.rect(x + i * w, y, w, h)
    c.setFont("Courier-Bold", size + 1)
    for i, ch in enumerate(text[:n]):
        if ch != " ":
            c.drawCentredString(x + i * w + w / 2, y + 4, ch)
    return x + n * w

def checkbox(c, x, y, ticked, s=9):
    c.setLineWidth(0.7)
    c.rect(x, y, s, s)
    if ticked:
        c.setLineWidth(1.6)
        p = c.beginPath()
        p.moveTo(x + 1.5, y + s * 0.5); p.lineTo(x + s * 0.42, y + 1.5); p.lineTo(x + s + 2, y + s + 2.5)
        c.drawPath(p, stroke=1, fill=0)
        c.setLineWidth(0.7)

ROWS1 = [
    ("93-6A(1)(a)", "Background: scope, location, type and size of project", "Y", "desc"),
    ("93-6A(1)(b)", "Site map with location map, soil boundaries, storage areas (1 in = 100 ft or larger)", "Y", "map"),
    ("93-6A(1)(c)", "Description of soils including hydrologic soil group", "Y", "soils_wrong"),
    ("93-6A(1)(d)", "Construction phasing and sequence; max. 5 acres disturbed at one time", "Y", "seq"),
    ("93-6A(1)(e)", "Pollution prevention: litter, construction chemicals, debris", "Y", "pp"),
    ("93-6A(1)(f)", "Temporary and permanent soil stabilization plan (NYS Standards)", "Y", "stab"),
    ("93-6A(1)(g)", "Map of location, size and length of each E&SC practice", "Y", "map"),
    ("93-6A(1)(h)", "Dimensions, specifications, installation, O&M of E&SC practices", "Y", "esc"),
    ("93-6A(1)(i)", "Industrial stormwater discharges other than construction", "Y", "industrial_wrong"),
    ("93-6A(1)(j)", "Minimum E&SC practices per activity; placement and duration", "Y", "minpr"),
    ("93-6A(1)(k)", "Inspection schedule for E&SC practices", "Y", "insp"),
    ("93-6A(1)(l)", "Design elements not conforming to NYS Standards; equivalence", "Y", "esc"),
]
ROWS2 = [
    ("93-6A(3)(b)", "Description of each post-construction practice", "Y", "pc"),
    ("93-6A(3)(c)", "Map showing location and size of each post-construction practice", "Y", "map"),
    ("93-6A(3)(d)", "Hydrologic and hydraulic analysis, design storms", "Y", "hh"),
    ("93-6A(3)(e)", "Summary of sizing criteria with calculations", "Y", "sizing"),
    ("93-6A(3)(f)", "Dimensions, specifications, installation of each practice", "Y", "dims"),
    ("93-6A(3)(g)", "O&M plan, schedules, responsible entity", "Y", "om"),
    ("93-6A(3)(h)", "Maintenance easements recorded on the plan", "Y", "ease"),
    ("93-6A(3)(i)", "Inspection and maintenance agreement (93-8)", "Y", "agree"),
    ("93-6B", "Plan prepared and certified by P.E. or R.L.A.", "Y", "cert"),
    ("93-6D", "Contractor certification incl. 4-hour training", "Y", "ccert"),
]

def build_checklist(path, ptr):
    c = canvas.Canvas(path, pagesize=letter)
    c.setTitle("Preparer's Checklist - Stony Hill Self Storage")
    c.setAuthor("Greenfork Civil Engineering, PLLC")
    W, H = letter
    def header(pg):
        c.setFont("Helvetica-Bold", 12.5)
        c.drawString(0.6 * inch, H - 0.7 * inch, "TOWN OF SOMERS - SWPPP PREPARER'S CHECKLIST")
        c.setFont("Helvetica", 8.5)
        c.drawString(0.6 * inch, H - 0.88 * inch, "Chapter 93, Stormwater Management and Erosion and Sediment Control. To be completed by the plan preparer and bound in front of the SWPPP.")
        c.drawRightString(W - 0.6 * inch, H - 0.7 * inch, f"Form SW-2   Page {pg} of 2")
        c.setLineWidth(1.2); c.line(0.6 * inch, H - 0.95 * inch, W - 0.6 * inch, H - 0.95 * inch)
    def rows(y, rr):
        c.setFont("Helvetica-Bold", 8)
        x0 = 0.6 * inch
        c.drawString(x0, y, "Item"); c.drawString(x0 + 72, y, "Required content")
        c.drawString(x0 + 392, y, "Yes"); c.drawString(x0 + 418, y, "No"); c.drawString(x0 + 442, y, "N/A")
        c.drawString(x0 + 472, y, "Page")
        y -= 6; c.line(x0, y, W - 0.6 * inch, y); y -= 18
        for item, text, ans, key in rr:
            c.setFont("Helvetica-Bold", 8); c.drawString(x0, y + 4, item)
            c.setFont("Helvetica", 8); c.drawString(x0 + 72, y + 4, text)
            checkbox(c, x0 + 393, y + 2, ans == "Y"); checkbox(c, x0 + 418, y + 2, ans == "N"); checkbox(c, x0 + 444, y + 2, ans == "NA")
            comb(c, x0 + 472, y, "%02d" % ptr[key], 2)
            c.setLineWidth(0.3); c.line(x0, y - 4, W - 0.6 * inch, y - 4)
            y -= 24
        return y
    # page 1
    header(1)
    y = H - 1.3 * inch
    c.setFont("Helvetica-Bold", 9.5); c.drawString(0.6 * inch, y, "PART A - PROJECT INFORMATION (one character per box)")
    y -= 26
    fields = [("Project name", "STONY HILL SELF STORAGE", 26), ("Site address", "1140 ROUTE 202", 26),
              ("Tax map (S-B-L)", "17.15-1-22", 12), ("Owner / applicant", "STONY HILL STORAGE PARTNERS", 28),
              ("Parcel area (ac)", "4.12", 5), ("Disturbed area (ac)", "2.85", 5),
              ("New impervious (ac)", "1.46", 5), ("HSG on site", "B/C", 4),
              ("93-6A(2) activity", "COMMERCIAL DEVELOPMENT", 24), ("Receiving water", "MUSCOOT RIVER TRIB.", 22),
              ("Phosphorus basin (Y/N)", "Y", 1), ("SPDES permit", "GP-0-25-001", 12)]
    for lab, val, n in fields:
        c.setFont("Helvetica", 8.5); c.drawString(0.6 * inch, y + 4, lab)
        comb(c, 2.1 * inch, y, val, n)
        y -= 22
    y -= 8
    c.setFont("Helvetica-Bold", 9.5); c.drawString(0.6 * inch, y, "PART B - SWPPP CONTENTS, SECTION 93-6A(1) (tick one box; enter the SWPPP page)")
    y -= 18
    rows(y, ROWS1)
    c.setFont("Helvetica-Oblique", 7.5)
    c.drawString(0.6 * inch, 0.55 * inch, "Page numbers refer to the consecutive page number of the bound PDF submission, counting this checklist as pages 1 and 2.")
    c.showPage()
    # page 2
    header(2)
    y = H - 1.3 * inch
    c.setFont("Helvetica-Bold", 9.5); c.drawString(0.6 * inch, y, "PART C - POST-CONSTRUCTION, SECTION 93-6A(3), AND CERTIFICATIONS")
    y -= 18
    y = rows(y, ROWS2)
    y -= 14
    c.setFont("Helvetica-Bold", 9.5); c.drawString(0.6 * inch, y, "PART D - PREPARER")
    y -= 26
    for lab, val, n in [("Preparer", "DANIEL R. OKONKWO, P.E.", 24), ("NYS license no.", "078431", 6),
                        ("Firm", "GREENFORK CIVIL ENGINEERING", 27), ("Telephone", "845-628-4410", 12),
                        ("Date (MM/DD/YYYY)", "03/11/2025", 10)]:
        c.setFont("Helvetica", 8.5); c.drawString(0.6 * inch, y + 4, lab)
        comb(c, 2.1 * inch, y, val, n)
        y -= 22
    y -= 10
    c.setFont("Helvetica", 8.5)
    c.drawString(0.6 * inch, y, "I have reviewed the SWPPP against Chapter 93 and the entries above are accurate to the best of my knowledge.")
    y -= 34
    c.setLineWidth(0.7); c.line(0.6 * inch, y, 3.6 * inch, y)
    # drawn signature (vector scribble, no text)
    p = c.beginPath(); p.moveTo(0.75 * inch, y + 4)
    for i, (dx, dy) in enumerate([(10, 14), (8, -12), (12, 18), (9, -16), (14, 10), (10, -6), (20, 8), (30, -4)]):
        p.lineTo(0.75 * inch + sum(d[0] for d in [(10, 14), (8, -12), (12, 18), (9, -16), (14, 10), (10, -6), (20, 8), (30, -4)][:i + 1]), y + 4 + dy * 0.6)
    c.setLineWidth(1.1); c.drawPath(p, stroke=1, fill=0)
    c.setFont("Helvetica", 7.5); c.drawString(0.6 * inch, y - 10, "Signature of preparer")
    c.showPage()
    c.save()

def build_drawing(path):
    W, H = 17 * inch, 11 * inch
    c = canvas.Canvas(path, pagesize=(W, H))
    c.setTitle("SP-1 Site Plan and Erosion Control Plan"); c.setAuthor("Greenfork Civil Engineering, PLLC")
    c.setLineWidth(2); c.rect(0.4 * inch, 0.4 * inch, W - 0.8 * inch, H - 0.8 * inch)
    ft = inch / 60.0  # 1 in = 60 ft
    ox, oy = 2.0 * inch, 2.2 * inch
    def P(x, y): return ox + x * ft, oy + y * ft
    # parcel 300 ft x 600 ft (approx 4.12 ac)
    c.setLineWidth(1.4); c.setDash([12, 3, 3, 3])
    c.rect(*P(0, 0), 600 * ft, 300 * ft)
    c.setDash()
    c.setFont("Helvetica-Bold", 9)
    c.drawString(*P(250, 305), "PROPERTY LINE - 4.12 AC")
    # route 202 at west
    c.setLineWidth(1); c.line(*P(-30, -20), *P(-30, 330)); c.line(*P(-5, -20), *P(-5, 330))
    c.saveState(); c.translate(*P(-20, 120)); c.rotate(90); c.drawString(0, 0, "NYS ROUTE 202"); c.restoreState()
    # buildings
    c.setLineWidth(1.2)
    for i, (x, y, w, h, lab) in enumerate([(120, 200, 320, 60, "STORAGE BLDG A 19,200 SF"), (120, 110, 240, 50, "STORAGE BLDG B 12,000 SF"),
                                          (380, 110, 120, 60, "BLDG C 7,200 SF"), (40, 230, 40, 30, "OFFICE 1,200 SF")]):
        c.setFillGray(0.85); c.rect(*P(x, y), w * ft, h * ft, fill=1); c.setFillGray(0)
        c.setFont("Helvetica-Bold", 7); c.drawCentredString(*P(x + w / 2, y + h / 2 - 2), lab)
    c.setFont("Helvetica", 7)
    c.drawString(*P(130, 180), "24' PAVED DRIVE AISLE"); c.drawString(*P(30, 190), "PARKING (11)")
    # LOD
    c.setLineWidth(1.6); c.setStrokeColorRGB(0.8, 0, 0); c.setDash(8, 4)
    c.rect(*P(10, 40), 520 * ft, 250 * ft); c.setDash(); c.setStrokeColorRGB(0, 0, 0)
    c.setFont("Helvetica-Bold", 7.5); c.drawString(*P(12, 32), "LIMIT OF DISTURBANCE - 2.85 AC")
    # woods
    c.setFont("Helvetica-Oblique", 8)
    for yy in range(20, 290, 40):
        c.drawString(*P(545, yy), "~ woods ~")
    c.saveState(); c.translate(*P(590, 60)); c.rotate(90); c.setFont("Helvetica-Bold", 8)
    c.drawString(0, 0, "EXISTING WOODS - NOT TO BE DISTURBED (1.27 AC)"); c.restoreState()
    c.setFont("Helvetica", 7); c.drawString(*P(535, 8), "ORANGE CONSTRUCTION FENCE 860 LF")
    # silt fence west & north
    c.setLineWidth(1); c.setDash(2, 2)
    c.line(*P(5, 35), *P(5, 295)); c.line(*P(5, 295), *P(535, 295)); c.line(*P(5, 35), *P(535, 35)); c.setDash()
    c.setFont("Helvetica-Bold", 7); c.drawString(*P(200, 297), "SF SILT FENCE (1,140 LF TOTAL)")
    # SCE
    c.rect(*P(-5, 150), 50 * ft, 24 * ft); c.drawString(*P(0, 142), "SCE 50' x 24' STONE")
    # ST-1 and diversion
    c.ellipse(*P(60, 50), *P(110, 90)); c.drawString(*P(55, 44), "ST-1 TEMP SEDIMENT TRAP 3,600 CF")
    c.setDash([6, 2, 1, 2]); c.line(*P(110, 70), *P(500, 70)); c.line(*P(500, 70), *P(500, 190)); c.setDash()
    c.drawString(*P(280, 74), "DS-1 / DS-2 DIVERSION SWALE 370 LF")
    # IP
    for (x, y) in [(150, 185), (250, 185), (350, 185), (450, 185), (60, 180), (420, 95)]:
        c.rect(*P(x, y), 4 * ft, 4 * ft); c.drawString(*P(x + 6, y), "IP")
    # BR-1, IC-1, OCS
    c.setFillColorRGB(0.75, 0.88, 0.75); c.rect(*P(20, 95), 40 * ft, 59 * ft, fill=1); c.setFillGray(0)
    c.drawString(*P(22, 100), "BR-1 BIORETENTION 2,350 SF")
    c.setFillColorRGB(0.8, 0.85, 0.95); c.rect(*P(260, 165), 200 * ft, 28 * ft, fill=1); c.setFillGray(0)
    c.drawString(*P(265, 170), "IC-1 84 SC-740 CHAMBERS (4 ROWS)")
    c.circle(*P(10, 120), 4 * ft); c.drawString(*P(14, 126), "OCS-1")
    c.setFont("Helvetica-Bold", 7.5); c.drawString(*P(-90, 110), "DP-1: 15\" CULVERT TO"); c.drawString(*P(-90, 102), "ROADSIDE SWALE")
    # contours
    c.setFont("Helvetica", 6.5); c.setLineWidth(0.5)
    for k, x in enumerate(range(80, 560, 80)):
        c.setDash(4, 3); c.bezier(*P(x, 0), *P(x + 20, 100), *P(x - 20, 200), *P(x + 10, 300)); c.setDash()
        c.drawString(*P(x + 3, 10), "%d EX." % (418 + 2 * k))
        c.line(*P(x + 8, 0), *P(x + 8, 300)) if k % 2 else None
    c.drawString(*P(300, 262), "PROPOSED GRADE - SOLID, EXISTING - DASHED")
    # soils boundary
    c.setLineWidth(1); c.setDash(1, 3); c.line(*P(200, 0), *P(190, 300)); c.setDash()
    c.setFont("Helvetica-Bold", 8); c.drawString(*P(150, 20), "PnB (HSG C)"); c.drawString(*P(210, 20), "CtC (HSG B)")
    c.drawString(*P(95, 263), "TOPSOIL STOCKPILE"); c.drawString(*P(440, 265), "STAGING / FUEL / WASHOUT")
    # wetland note
    c.setFont("Helvetica", 7.5); c.drawString(*P(100, 318), "NYSDEC WETLAND M-23 LIES 180 FT NORTH (OFF SITE); 100 FT ADJACENT AREA NOT DISTURBED")
    c.drawString(*P(100, 326), "DRAINAGE: SHEET FLOW EAST TO WEST TO ROUTE 202 SWALE; SWALE FLOWS NORTH TO UNNAMED TRIB. OF MUSCOOT RIVER")
    # location map inset
    lx, ly = W - 4.3 * inch, H - 3.4 * inch
    c.setLineWidth(1); c.rect(lx, ly, 3.6 * inch, 2.7 * inch)
    c.setFont("Helvetica-Bold", 8); c.drawString(lx + 6, ly + 2.7 * inch - 12, "LOCATION MAP  (1\" = 2,000')")
    c.line(lx + 40, ly + 10, lx + 120, ly + 180); c.line(lx + 20, ly + 100, lx + 250, ly + 70)
    c.setFont("Helvetica", 7); c.drawString(lx + 110, ly + 160, "RT 202"); c.drawString(lx + 200, ly + 78, "RT 118")
    c.circle(lx + 95, ly + 130, 6, fill=1); c.drawString(lx + 104, ly + 128, "SITE")
    c.drawString(lx + 160, ly + 150, "MUSCOOT RESERVOIR")
    # legend & notes
    nx, ny = W - 4.3 * inch, H - 6.6 * inch
    c.rect(nx, ny, 3.6 * inch, 3.0 * inch)
    c.setFont("Helvetica-Bold", 8); c.drawString(nx + 6, ny + 3.0 * inch - 12, "EROSION CONTROL DETAILS")
    c.setFont("Helvetica", 6.8)
    notes = ["SILT FENCE: 36\" WOVEN FABRIC, HARDWOOD STAKES 8' O.C.,", "  TOE BURIED 6\" IN TRENCH; NYS STD. & SPEC. 5B.",
             "SCE: 50' L x 24' W x 8\" DEEP, 1-4\" STONE ON GEOTEXTILE.", "ST-1: 4' DEEP, 2:1 SIDES, STONE OUTLET 4' WIDE.",
             "DIVERSION: 1' DEEP, 4' BOTTOM, 2:1, BLANKET LINED.", "INLET PROTECTION: GEOTEXTILE INSERT OR STONE/BLOCK.",
             "BR-1: 6\" PONDING, 2.5' SOIL MEDIA, 12\" STONE, 6\" UNDERDRAIN.", "IC-1: SC-740 ON 6\" STONE, 6\" COVER, NON-WOVEN WRAP,",
             "  ISOLATOR ROW, INSPECTION PORT EACH ROW END.", "OCS-1: 6\" ORIFICE, 2' WEIR, 18\" GRATE, 15\" OUTLET."]
    for i, t in enumerate(notes):
        c.drawString(nx + 8, ny + 3.0 * inch - 28 - i * 11, t)
    # title block
    tx, ty = W - 4.3 * inch, 0.6 * inch
    c.setLineWidth(1.2); c.rect(tx, ty, 3.6 * inch, 2.5 * inch)
    c.setFont("Helvetica-Bold", 10); c.drawString(tx + 8, ty + 2.5 * inch - 16, "STONY HILL SELF STORAGE")
    c.setFont("Helvetica", 8)
    for i, t in enumerate(["1140 ROUTE 202, TOWN OF SOMERS, NY", "SITE PLAN AND EROSION CONTROL PLAN", "SCALE: 1\" = 60'",
                           "GREENFORK CIVIL ENGINEERING, PLLC", "DATE: 03/11/2025", "SHEET SP-1"]):
        c.drawString(tx + 8, ty + 2.5 * inch - 34 - i * 14, t)
    # scale bar
    c.setLineWidth(2); c.line(*P(0, -25), *P(120, -25)); c.setFont("Helvetica", 7); c.drawString(*P(0, -35), "0      60      120 FT   SCALE 1\" = 60'")
    c.showPage(); c.save()

# markers used to compute checklist page pointers (text found in the narrative)
MARK = {"desc": "1. Project Description", "soils": "4. Soils", "seq": "5. Construction Sequence and Phasing",
        "pp": "6. Pollution Prevention", "stab": "7.1 Soil stabilization plan", "esc": "7.2 Practices: dimensions",
        "minpr": "7.3 Minimum practices", "insp": "8. Site Inspections", "pc": "9.1 Practices", "hh": "9.3 Hydrologic and hydraulic",
        "sizing": "9.2 Sizing criteria", "dims": "9.4 Dimensions, materials", "om": "9.5 Operation and maintenance plan",
        "ease": "9.6 Maintenance easement", "agree": "9.7 Inspection and",
        "cert": "11. Certification of the Plan Preparer", "ccert": "12. Contractor Certification"}

def build(outdir, tmp):
    narr = os.path.join(tmp, "p1_narr.pdf")
    common.chrome_pdf(os.path.join(HERE, "src", "p16b_01_narrative.html"), narr)
    nn = len(PdfReader(narr).pages)
    ptr = {k: common.find_page(narr, v) + 2 for k, v in MARK.items()}
    ptr["map"] = 2 + nn + 1
    ptr["soils_wrong"] = ptr["soils"] + 1        # wrong pointer (soils are on the page before)
    ptr["industrial_wrong"] = ptr["esc"]         # wrong pointer: page has no industrial-discharge statement
    chk = os.path.join(tmp, "p1_chk.pdf"); build_checklist(chk, ptr)
    drw = os.path.join(tmp, "p1_drw.pdf"); build_drawing(drw)
    w = PdfWriter()
    for f in (chk, narr, drw):
        for pg in PdfReader(f).pages:
            w.add_page(pg)
    w.add_metadata({"/Title": "Stony Hill Self Storage SWPPP", "/Producer": "reportlab + Chromium (Skia/PDF), bound with pypdf"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as f:
        w.write(f)
    return out, ptr

import re as _re
_src = open(os.path.join(HERE, "src", "p16b_01_narrative.html")).read()
HEADINGS = ["TOWN OF SOMERS - SWPPP PREPARER'S CHECKLIST", "PART A - PROJECT INFORMATION", "PART B - SWPPP CONTENTS, SECTION 93-6A(1)",
            "PART C - POST-CONSTRUCTION, SECTION 93-6A(3), AND CERTIFICATIONS", "PART D - PREPARER",
            "SITE PLAN AND EROSION CONTROL PLAN", "EROSION CONTROL DETAILS", "LOCATION MAP"] + \
           [_re.sub(r"<[^>]+>", "", h).replace("&amp;", "&").replace("&mdash;", "\u2014") for h in _re.findall(r"<h[123][^>]*>(.*?)</h[123]>", _src)]
