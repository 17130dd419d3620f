"""Site plan figures for plan 1 (Baldwin Place Flex Commerce Center, Somers), drawn with the
reportlab canvas at 1 in = 80 ft on tabloid (11 x 17 in) landscape sheets."""
from reportlab.lib import colors
from reportlab.lib.units import inch

S = 72.0 / 80.0          # points per foot (1 in = 80 ft)
PARCEL = [(0, 0), (612, 0), (640, 250), (598, 560), (40, 575), (0, 380)]
LOD = [(40, 35), (560, 35), (578, 240), (520, 470), (90, 492), (45, 330)]
WETLAND = [(560, 330), (612, 300), (630, 420), (600, 540), (545, 520), (530, 420)]
BUFFER = [(470, 300), (560, 250), (640, 300), (640, 560), (520, 560), (455, 420)]
B1 = (70, 300, 280, 100)      # building 1 x, y, w, h (ft)
B2 = (330, 300, 165, 100)
POND = [(430, 60), (545, 55), (560, 150), (450, 165)]
BIO1 = (150, 430, 140, 34)
BIO2 = (50, 160, 36, 120)
DRIVE = [(300, 0), (336, 0), (336, 120), (300, 120)]
PARK = (60, 120, 420, 150)


def poly(c, ox, oy, pts, stroke=colors.black, fill=None, dash=None, width=1):
    c.saveState()
    c.setStrokeColor(stroke)
    c.setLineWidth(width)
    if dash:
        c.setDash(list(dash))
    p = c.beginPath()
    x0, y0 = pts[0]
    p.moveTo(ox + x0 * S, oy + y0 * S)
    for x, y in pts[1:]:
        p.lineTo(ox + x * S, oy + y * S)
    p.close()
    if fill is not None:
        c.setFillColor(fill)
        c.drawPath(p, stroke=1, fill=1)
    else:
        c.drawPath(p, stroke=1, fill=0)
    c.restoreState()


def line(c, ox, oy, pts, stroke=colors.black, dash=None, width=1):
    c.saveState()
    c.setStrokeColor(stroke)
    c.setLineWidth(width)
    if dash:
        c.setDash(list(dash))
    p = c.beginPath()
    p.moveTo(ox + pts[0][0] * S, oy + pts[0][1] * S)
    for x, y in pts[1:]:
        p.lineTo(ox + x * S, oy + y * S)
    c.drawPath(p, stroke=1, fill=0)
    c.restoreState()


def rect(c, ox, oy, r, stroke=colors.black, fill=None, width=1):
    x, y, w, h = r
    c.saveState()
    c.setStrokeColor(stroke)
    c.setLineWidth(width)
    if fill is not None:
        c.setFillColor(fill)
    c.rect(ox + x * S, oy + y * S, w * S, h * S, stroke=1, fill=1 if fill is not None else 0)
    c.restoreState()


def label(c, ox, oy, x, y, text, size=6.5, font="Helvetica", color=colors.black, center=False):
    c.saveState()
    c.setFont(font, size)
    c.setFillColor(color)
    for i, t in enumerate(text.split("\n")):
        if center:
            c.drawCentredString(ox + x * S, oy + y * S - i * size * 1.15, t)
        else:
            c.drawString(ox + x * S, oy + y * S - i * size * 1.15, t)
    c.restoreState()


def contours(c, ox, oy, final=False):
    # existing contours: fall from NW (560) to SE (522); simple oblique lines every 2 ft
    col = colors.Color(0.55, 0.42, 0.3) if not final else colors.Color(0.1, 0.3, 0.7)
    for k, el in enumerate(range(524, 561, 2)):
        t = (el - 522) / 38.0
        # line from south/east edge toward north/west
        y0 = 0 + t * 560
        pts = [(0 + t * 40, y0 + 10), (300, y0 - 120 * (1 - t) + 20), (620 - 60 * t, y0 - 260 * (1 - t) + 40)]
        pts = [(x, max(5, min(565, y))) for x, y in pts]
        if final and 90 < pts[1][1] < 470:
            pts = [pts[0], (pts[0][0] + 40, pts[1][1] * 0.6 + 180), (pts[2][0] - 60, pts[1][1] * 0.6 + 170), pts[2]]
        line(c, ox, oy, pts, stroke=col, dash=None if final else (3, 2), width=0.5)
        if el % 10 == 0:
            label(c, ox, oy, pts[1][0] + 4, pts[1][1] + 3, str(el), size=5.5, color=col)


def title_block(c, W, H, sheet, title, notes):
    x0 = W - 3.3 * inch
    c.saveState()
    c.setLineWidth(1.2)
    c.rect(0.9 * inch, 0.5 * inch, W - 1.4 * inch, H - 1.0 * inch)
    c.rect(x0, 0.5 * inch, 2.8 * inch, H - 1.0 * inch)
    c.setFont("Helvetica-Bold", 9)
    y = H - 0.8 * inch
    for t in ["KESTREL CIVIL & SITE, PLLC", "14 Commerce Street, Katonah, NY 10536", "(914) 555-0142"]:
        c.drawString(x0 + 0.12 * inch, y, t)
        c.setFont("Helvetica", 7.5)
        y -= 12
    y -= 8
    c.setFont("Helvetica-Bold", 8.5)
    for t in ["BALDWIN PLACE FLEX COMMERCE CENTER", "Route 6, Baldwin Place, Town of Somers", "Westchester County, New York",
              "Tax Map 4.20-1-12"]:
        c.drawString(x0 + 0.12 * inch, y, t)
        c.setFont("Helvetica", 7.5)
        y -= 11
    y -= 8
    c.setFont("Helvetica", 7)
    for t in notes:
        c.drawString(x0 + 0.12 * inch, y, t)
        y -= 9.2
    c.setFont("Helvetica-Bold", 9)
    c.drawString(x0 + 0.12 * inch, 1.45 * inch, title)
    c.setFont("Helvetica", 7.5)
    c.drawString(x0 + 0.12 * inch, 1.25 * inch, "SCALE: 1 IN = 80 FT")
    c.drawString(x0 + 0.12 * inch, 1.1 * inch, "SWPPP Rev. 2, March 2025")
    c.setFont("Helvetica-Bold", 16)
    c.drawString(x0 + 0.12 * inch, 0.7 * inch, sheet)
    c.restoreState()
    # graphic scale bar
    c.saveState()
    bx, by = 1.3 * inch, 0.8 * inch
    for i in range(4):
        c.setFillColor(colors.black if i % 2 == 0 else colors.white)
        c.rect(bx + i * 40 * S, by, 40 * S, 5, fill=1)
    c.setFillColor(colors.black)
    c.setFont("Helvetica", 6.5)
    for i, t in enumerate(["0", "40", "80", "120", "160 FT"]):
        c.drawString(bx + i * 40 * S - 2, by - 8, t)
    # north arrow
    nx, ny = 12.9 * inch, 9.6 * inch
    p = c.beginPath()
    p.moveTo(nx, ny + 30); p.lineTo(nx - 8, ny); p.lineTo(nx + 8, ny); p.close()
    c.drawPath(p, fill=1)
    c.drawCentredString(nx, ny - 10, "N")
    c.restoreState()


def base(c, ox, oy):
    poly(c, ox, oy, PARCEL, width=1.6, dash=(9, 3, 2, 3))
    label(c, ox, oy, 250, -22, "NYS ROUTE 6 (U.S. 6)  -  60 FT R.O.W.", size=8, font="Helvetica-Bold")
    line(c, ox, oy, [(-20, -8), (680, -8)], width=0.8)
    # tributary along east side
    line(c, ox, oy, [(662, 575), (640, 470), (650, 330), (628, 200), (600, 90), (615, -30)],
         stroke=colors.Color(0.1, 0.35, 0.85), width=2)
    label(c, ox, oy, 648, 140, "UNNAMED TRIBUTARY\nTO MUSCOOT RIVER\n(CLASS C)", size=5.8,
          color=colors.Color(0.1, 0.35, 0.85))
    poly(c, ox, oy, WETLAND, stroke=colors.Color(0.1, 0.5, 0.3), fill=colors.Color(0.8, 0.93, 0.82))
    label(c, ox, oy, 548, 440, "WETLAND A\n0.82 AC", size=6, color=colors.Color(0.1, 0.4, 0.2))
    poly(c, ox, oy, BUFFER, stroke=colors.Color(0.1, 0.5, 0.3), dash=(2, 2), width=0.7)
    label(c, ox, oy, 458, 312, "100 FT WETLAND\nBUFFER", size=5.5, color=colors.Color(0.1, 0.4, 0.2))


def existing_sheet(c, W, H):
    ox, oy = 2.0 * inch, 1.9 * inch
    base(c, ox, oy)
    contours(c, ox, oy)
    # woods
    for x in range(60, 560, 38):
        for y in range(380, 560, 38):
            if 40 + 0.07 * y < x < 520:
                c.circle(ox + x * S, oy + y * S, 6, stroke=1, fill=0)
    label(c, ox, oy, 200, 520, "EXISTING MIXED HARDWOOD WOODS (TO REMAIN NORTH OF LOD)", size=6.2)
    label(c, ox, oy, 140, 190, "EXISTING MEADOW / FORMER NURSERY FIELD", size=6.2)
    label(c, ox, oy, 80, 60, "EXISTING GRAVEL YARD 0.31 AC", size=6.2)
    # soils
    line(c, ox, oy, [(0, 250), (250, 270), (420, 220), (520, 160), (600, 120)], stroke=colors.red, dash=(6, 2, 1, 2))
    line(c, ox, oy, [(470, 560), (505, 420), (540, 300), (612, 260)], stroke=colors.red, dash=(6, 2, 1, 2))
    label(c, ox, oy, 150, 330, "ChB  CHARLTON LOAM, 3-8% (HSG B)", size=7, font="Helvetica-Bold", color=colors.red)
    label(c, ox, oy, 150, 100, "PnC  PAXTON FINE SANDY LOAM, 8-15% (HSG C)", size=7, font="Helvetica-Bold", color=colors.red)
    label(c, ox, oy, 470, 240, "Sh  SUN LOAM\n(HSG D)", size=7, font="Helvetica-Bold", color=colors.red)
    label(c, ox, oy, 20, 280, "SOIL BOUNDARY", size=5.8, color=colors.red)
    # drainage
    for (a, b) in [((150, 420), (230, 300)), ((300, 320), (420, 190)), ((440, 200), (560, 90))]:
        line(c, ox, oy, [a, b], stroke=colors.Color(0.1, 0.35, 0.85), dash=(4, 3))
    label(c, ox, oy, 320, 250, "EXISTING DRAINAGE\nPATTERN (SHEET FLOW)", size=5.8, color=colors.Color(0.1, 0.35, 0.85))
    c.circle(ox + 600 * S, oy + 85 * S, 5, fill=1)
    label(c, ox, oy, 560, 70, "DP-1", size=7, font="Helvetica-Bold")
    label(c, ox, oy, 10, 20, "SITE AREA 7.90 AC", size=7, font="Helvetica-Bold")
    title_block(c, W, H, "FIG. 3", "EXISTING CONDITIONS & SOILS", [
        "LEGEND / NOTES",
        "- - - - EXISTING 2 FT CONTOURS (NAVD 88)",
        "-.-.-.- SOIL BOUNDARY (USDA NRCS WESTCHESTER",
        "        COUNTY SOIL SURVEY)",
        "TOTAL SITE AREA 7.90 AC; WOODS 4.6 AC,",
        "MEADOW 2.9 AC, GRAVEL YARD 0.31 AC",
        "EXISTING SLOPES 2-12%; STEEPEST 15% AT",
        "NORTHWEST KNOLL",
        "WETLAND A DELINEATED 10/2024 (TOWN OF",
        "SOMERS CH. 167 WETLAND)",
        "DP-1 = DESIGN POINT / EXISTING DISCHARGE",
        "TO TRIBUTARY AT SOUTHEAST CORNER",
        "NO OFF-SITE STORAGE AREAS ON ADJACENT",
        "PROPERTIES",
    ])


def esc_sheet(c, W, H):
    ox, oy = 2.0 * inch, 1.9 * inch
    base(c, ox, oy)
    contours(c, ox, oy, final=True)
    poly(c, ox, oy, LOD, stroke=colors.Color(0.8, 0.2, 0.0), dash=(10, 3), width=1.4)
    label(c, ox, oy, 95, 500, "LIMIT OF DISTURBANCE (LOD) - 6.20 AC", size=7, font="Helvetica-Bold", color=colors.Color(0.8, 0.2, 0))
    label(c, ox, oy, 200, 535, "AREA NOT TO BE DISTURBED (1.70 AC WOODS + WETLAND)", size=6.2)
    rect(c, ox, oy, B1, fill=colors.Color(0.9, 0.9, 0.9))
    rect(c, ox, oy, B2, fill=colors.Color(0.9, 0.9, 0.9))
    label(c, ox, oy, 210, 350, "BUILDING 1\n28,000 SF\nFFE 548.0", size=6.5, center=True)
    label(c, ox, oy, 412, 350, "BUILDING 2\n16,500 SF\nFFE 544.5", size=6.5, center=True)
    rect(c, ox, oy, PARK)
    label(c, ox, oy, 270, 200, "PARKING (96 SPACES)", size=6.5, center=True)
    poly(c, ox, oy, DRIVE)
    # phase boundaries
    line(c, ox, oy, [(300, 35), (300, 490)], stroke=colors.purple, dash=(2, 4), width=1.2)
    label(c, ox, oy, 120, 455, "PHASE 1-2 AREA W (2.30 AC)", size=6.5, font="Helvetica-Bold", color=colors.purple)
    label(c, ox, oy, 330, 455, "PHASE 2 AREA E (2.50 AC)", size=6.5, font="Helvetica-Bold", color=colors.purple)
    # ESC practices
    line(c, ox, oy, [(45, 330), (40, 35), (300, 35)], stroke=colors.black, width=2.2, dash=(1, 3))
    line(c, ox, oy, [(340, 35), (560, 35), (578, 240), (540, 320)], stroke=colors.black, width=2.2, dash=(1, 3))
    label(c, ox, oy, 110, 22, "SF-1 SILT FENCE 1,420 LF (SOUTH, WEST & EAST LOD)", size=6.5, font="Helvetica-Bold")
    line(c, ox, oy, [(470, 300), (455, 420), (520, 470)], stroke=colors.orange, width=2.2)
    label(c, ox, oy, 380, 430, "CF-1 ORANGE CONSTRUCTION\nFENCE 860 LF", size=6, color=colors.Color(0.7, 0.4, 0))
    poly(c, ox, oy, [(300, 0), (336, 0), (336, 60), (300, 60)], fill=colors.Color(0.75, 0.75, 0.75))
    label(c, ox, oy, 342, 8, "SCE-1 STABILIZED CONSTRUCTION\nENTRANCE 24 FT x 60 FT", size=6, font="Helvetica-Bold")
    line(c, ox, oy, [(95, 480), (300, 478), (470, 400), (500, 180)], stroke=colors.Color(0.1, 0.35, 0.85), width=1.6)
    label(c, ox, oy, 300, 485, "DS-1 DIVERSION SWALE 520 LF", size=6.5, font="Helvetica-Bold", color=colors.Color(0.1, 0.35, 0.85))
    line(c, ox, oy, [(52, 470), (55, 160)], stroke=colors.Color(0.1, 0.35, 0.85), width=1.6)
    label(c, ox, oy, 58, 250, "DS-2 DIVERSION\nSWALE 410 LF", size=6, font="Helvetica-Bold", color=colors.Color(0.1, 0.35, 0.85))
    rect(c, ox, oy, (50, 80, 70, 40), fill=colors.Color(0.75, 0.85, 1))
    label(c, ox, oy, 52, 68, "ST-1 SEDIMENT TRAP 6,900 CF", size=6, font="Helvetica-Bold")
    poly(c, ox, oy, POND, fill=colors.Color(0.75, 0.85, 1))
    label(c, ox, oy, 448, 120, "SB-1 TEMP. SEDIMENT BASIN\n16,200 CF (FUTURE POND P-1)", size=6, font="Helvetica-Bold")
    for (x, y) in [(480, 330), (490, 260), (497, 210)]:
        c.rect(ox + x * S - 3, oy + y * S - 3, 6, 6, fill=1)
    label(c, ox, oy, 505, 262, "CD-1 TO CD-3 STONE\nCHECK DAMS @ 100 FT", size=5.8)
    c.circle(ox + 150 * S, oy + 250 * S, 30 * S, stroke=1, fill=0)
    label(c, ox, oy, 118, 250, "TS-1 TOPSOIL\nSTOCKPILE 4,200 CY\nSF-2 RING 380 LF", size=5.6)
    rect(c, ox, oy, (430, 230, 10, 10), fill=colors.grey)
    label(c, ox, oy, 405, 220, "CW-1 CONCRETE WASHOUT", size=5.6)
    for (x, y) in [(120, 130), (200, 130), (280, 130), (360, 130), (440, 130), (120, 260), (280, 260), (440, 260), (320, 60)]:
        c.rect(ox + x * S - 3, oy + y * S - 3, 6, 6, stroke=1, fill=0)
    label(c, ox, oy, 150, 140, "IP = INLET PROTECTION AT CB-1 TO CB-9 (PHASE 3)", size=5.8)
    rect(c, ox, oy, (545, 50, 20, 12), fill=colors.Color(0.6, 0.6, 0.6))
    label(c, ox, oy, 560, 40, "OP-1 RIPRAP 20 x 12 FT", size=5.6)
    c.circle(ox + 600 * S, oy + 85 * S, 5, fill=1)
    label(c, ox, oy, 575, 95, "DP-1", size=7, font="Helvetica-Bold")
    label(c, ox, oy, 80, 95, "ECB SLOPES", size=5.6)
    title_block(c, W, H, "FIG. 4", "EROSION & SEDIMENT CONTROL PLAN", [
        "LEGEND / NOTES",
        "1. ALL ESC PRACTICES PER NYS STANDARDS AND",
        "   SPECIFICATIONS FOR EROSION AND SEDIMENT",
        "   CONTROL (NOVEMBER 2016).",
        "2. PRACTICE LENGTHS AND SIZES ARE LISTED IN",
        "   SWPPP TABLE 9-1; DETAILS ON FIG. 6.",
        "3. MAXIMUM DISTURBED AT ONE TIME 4.80 AC.",
        "4. FINAL GRADE CONTOURS SHOWN SOLID BLUE;",
        "   SLOPES 3:1 MAX, ECB ON ALL 3:1 SLOPES.",
        "5. STAGING / STORAGE AREA IN PARKING FIELD",
        "   (PHASE 3), NOT ON ADJACENT PROPERTY.",
        "6. DISCHARGE FROM SITE AT DP-1 ONLY.",
    ])


def post_sheet(c, W, H):
    ox, oy = 2.0 * inch, 1.9 * inch
    base(c, ox, oy)
    contours(c, ox, oy, final=True)
    rect(c, ox, oy, B1, fill=colors.Color(0.9, 0.9, 0.9))
    rect(c, ox, oy, B2, fill=colors.Color(0.9, 0.9, 0.9))
    label(c, ox, oy, 210, 350, "BUILDING 1", size=6.5, center=True)
    label(c, ox, oy, 412, 350, "BUILDING 2", size=6.5, center=True)
    rect(c, ox, oy, PARK)
    poly(c, ox, oy, DRIVE)
    poly(c, ox, oy, POND, fill=colors.Color(0.7, 0.82, 1), width=1.4)
    label(c, ox, oy, 446, 128, "P-1 WET EXTENDED\nDETENTION POND\nPERM. POOL 9,850 CF\nBOTTOM EL. 524.0", size=6, font="Helvetica-Bold")
    rect(c, ox, oy, BIO1, fill=colors.Color(0.8, 0.92, 0.75), width=1.4)
    label(c, ox, oy, 150, 418, "B-1 BIORETENTION 140 FT x 34 FT (4,760 SF)", size=6, font="Helvetica-Bold")
    rect(c, ox, oy, BIO2, fill=colors.Color(0.8, 0.92, 0.75), width=1.4)
    label(c, ox, oy, 90, 200, "B-2 BIORETENTION\n36 FT x 120 FT\n(4,320 SF)", size=6, font="Helvetica-Bold")
    line(c, ox, oy, [(120, 130), (440, 130), (470, 110)], stroke=colors.Color(0.1, 0.35, 0.85), width=1.2)
    label(c, ox, oy, 200, 120, "15-IN HDPE STORM DRAIN CB-1 TO CB-9 TO P-1", size=5.8)
    poly(c, ox, oy, [(420, 40), (570, 35), (585, 175), (440, 185)], stroke=colors.Color(0.4, 0.2, 0.6), dash=(5, 3))
    label(c, ox, oy, 360, 60, "20 FT STORMWATER\nMAINTENANCE EASEMENT\n(SEE NOTE 4)", size=5.8, color=colors.Color(0.4, 0.2, 0.6))
    rect(c, ox, oy, (545, 50, 20, 12), fill=colors.Color(0.6, 0.6, 0.6))
    label(c, ox, oy, 560, 40, "OCS-1 / OP-1", size=5.6)
    c.circle(ox + 600 * S, oy + 85 * S, 5, fill=1)
    label(c, ox, oy, 575, 95, "DP-1", size=7, font="Helvetica-Bold")
    title_block(c, W, H, "FIG. 5", "POST-CONSTRUCTION SMP PLAN", [
        "LEGEND / NOTES",
        "1. P-1 WET EXTENDED DETENTION POND (P-3)",
        "   CONTRIBUTING AREA 5.10 AC (2.40 AC IMP.)",
        "2. B-1, B-2 BIORETENTION (F-5) WITH 2.5 FT",
        "   SOIL MEDIA, 6-IN UNDERDRAIN TO P-1",
        "3. OUTLET CONTROL STRUCTURE OCS-1: 2.5-IN",
        "   Cpv ORIFICE EL. 526.0, 10-IN WEIR EL. 528.3",
        "4. EASEMENT TO BE RECORDED WITH THE SITE",
        "   PLAN IN FAVOR OF THE TOWN OF SOMERS;",
        "   RUNS WITH THE LAND.",
    ])


def location_sheet(c, W, H):
    # general location map, 1 in = 2,000 ft, letter portrait drawn inside a frame
    c.saveState()
    x0, y0, w, h = 1.3 * inch, 2.2 * inch, 6.6 * inch, 6.9 * inch
    c.rect(x0, y0, w, h)
    blue = colors.Color(0.1, 0.35, 0.85)
    c.setStrokeColor(colors.Color(0.4, 0.4, 0.4))
    c.setLineWidth(2.2)
    c.line(x0, y0 + 2.8 * inch, x0 + w, y0 + 3.2 * inch)          # Route 6
    c.line(x0 + 3.6 * inch, y0, x0 + 3.4 * inch, y0 + h)          # Route 118
    c.setLineWidth(1.2)
    c.line(x0 + 0.5 * inch, y0 + h, x0 + 1.6 * inch, y0)          # Taconic / Route 100 area road
    c.setStrokeColor(blue)
    c.setFillColor(colors.Color(0.75, 0.85, 1))
    p = c.beginPath()
    p.moveTo(x0 + 4.3 * inch, y0 + 0.2 * inch); p.curveTo(x0 + 5.5 * inch, y0 + 0.9 * inch, x0 + 6.4 * inch, y0 + 0.4 * inch, x0 + 6.5 * inch, y0 + 1.6 * inch)
    p.lineTo(x0 + 6.5 * inch, y0 + 0.1 * inch); p.close()
    c.drawPath(p, fill=1)
    c.setLineWidth(1.4)
    c.bezier(x0 + 2.7 * inch, y0 + h - 0.3 * inch, x0 + 3.0 * inch, y0 + 4 * inch, x0 + 4.6 * inch, y0 + 2.0 * inch, x0 + 5.2 * inch, y0 + 0.8 * inch)
    c.setFillColor(colors.black)
    c.setFont("Helvetica-Bold", 8)
    c.drawString(x0 + 0.2 * inch, y0 + 2.95 * inch, "U.S. ROUTE 6")
    c.drawString(x0 + 3.7 * inch, y0 + 5.9 * inch, "NYS ROUTE 118")
    c.setFillColor(blue)
    c.drawString(x0 + 4.9 * inch, y0 + 0.45 * inch, "MUSCOOT RESERVOIR")
    c.drawString(x0 + 4.1 * inch, y0 + 1.7 * inch, "MUSCOOT RIVER")
    c.setFillColor(colors.red)
    c.circle(x0 + 2.9 * inch, y0 + 3.25 * inch, 9, fill=0)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(x0 + 3.05 * inch, y0 + 3.45 * inch, "PROJECT SITE")
    c.setFillColor(colors.black)
    c.setFont("Helvetica", 7)
    c.drawString(x0 + 0.2 * inch, y0 + 0.2 * inch, "BALDWIN PLACE")
    c.drawString(x0 + 0.2 * inch, y0 + h - 0.3 * inch, "TOWN OF SOMERS / TOWN OF CARMEL (PUTNAM CO.) LINE")
    c.restoreState()
