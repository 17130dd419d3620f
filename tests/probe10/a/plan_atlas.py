"""Plan 2: GIS map-book / atlas SWPPP (Asharoken). reportlab pages, map layers merged as optional-content
form XObjects with pikepdf, CropBox/TrimBox inside a larger MediaBox with printer's marks and a slug line;
last page a scanned (image-only) signed contractor certification."""
import io
import os
import random
import subprocess

import pikepdf
from PIL import Image, ImageFilter
from reportlab.pdfgen import canvas
from reportlab.lib.colors import black, white, Color, CMYKColor
from common import Writer, GREY, LIGHT

NAME = "p10a_asharoken_bayview_pavilion"
MW, MH = 1296, 864           # media box 18 x 12 in
BLEED = 36                   # crop/trim box inset 0.5 in
NMAPS = 9
TOTAL = 12
S = 1.8                      # points per foot: 1 in = 40 ft on the trimmed 17 x 11 sheet
OX, OY = 80, 120             # map origin (parcel SW corner) in points

WATER = Color(0.66, 0.8, 0.93)
SAND = Color(0.96, 0.91, 0.76)
DUNE = Color(0.84, 0.88, 0.66)
LAWN = Color(0.8, 0.9, 0.74)
PAVE = Color(0.78, 0.78, 0.78)
ORANGE = Color(0.92, 0.45, 0.05)
PURPLE = Color(0.5, 0.15, 0.55)
GREENL = Color(0.1, 0.5, 0.2)

LAYERS = [("basemap", "Basemap - parcels, shoreline, roads"), ("existing", "Existing conditions and soils"),
          ("proposed", "Proposed improvements and limits of disturbance"), ("esc", "Erosion and sediment control"),
          ("postcon", "Post-construction stormwater"), ("annot", "Map annotation"), ("marks", "Printer marks and slug")]

MAP_TITLES = {
    1: "General Location Map",
    2: "Existing Conditions, Vegetation and Soils",
    3: "Site Plan, Disturbance and Discharge Points",
    4: "Erosion and Sediment Control Plan",
    5: "Construction Phasing and Schedule",
    6: "Erosion and Sediment Control Details",
    7: "Pollution Prevention and Materials Storage",
    8: "Post-Construction Stormwater Practices",
    9: "Drainage Areas, Hydrology and Maintenance",
}


def P(fx, fy):
    return OX + fx * S, OY + fy * S


# ------------------------------------------------------------------ map layer drawing
def basemap(c, n):
    if n == 1:
        return
    # bay to the south (parcel rear is the bay shore at y ~ 300 ft -> actually bay is below y=0)
    c.setFillColor(WATER)
    c.rect(62, 62, 756, OY - 62 + 20 * S, stroke=0, fill=1)
    c.setFillColor(SAND)
    c.rect(62, OY + 20 * S, 756, 30 * S, stroke=0, fill=1)
    # Asharoken Avenue along the north
    c.setFillColor(Color(0.6, 0.6, 0.6))
    c.rect(62, OY + 335 * S, 756, 36 * S, stroke=0, fill=1)
    c.setStrokeColor(black)
    c.setLineWidth(1.3)
    c.setDash([10, 3, 2, 3])
    c.rect(OX, OY + 20 * S, 400 * S, 310 * S)   # parcel 400 x 310 ft = 2.85 ac above MHW
    c.setDash()
    c.setLineWidth(0.5)
    c.setFillColor(black)
    c.setFont("Helvetica-Bold", 10)
    c.drawString(P(140, 350)[0], P(140, 350)[1], "ASHAROKEN AVENUE")
    c.setFont("Helvetica-Oblique", 12)
    c.setFillColor(Color(0.1, 0.3, 0.6))
    c.drawString(P(150, -5)[0], P(150, -5)[1], "NORTHPORT BAY")
    c.setFillColor(black)


def location_map(c, layers):
    if "basemap" in layers:
        c.setFillColor(WATER)
        c.rect(62, 62, 756, 716, stroke=0, fill=1)
        c.setFillColor(Color(0.93, 0.92, 0.86))
        # Long Island main shore (south-west) and Eatons Neck (east) with the Asharoken spit joining them
        p = c.beginPath()
        p.moveTo(62, 62); p.lineTo(62, 380); p.curveTo(150, 400, 200, 360, 260, 330)
        p.lineTo(300, 300); p.lineTo(300, 62); p.close()
        c.drawPath(p, stroke=1, fill=1)
        p = c.beginPath()
        p.moveTo(250, 335); p.curveTo(380, 420, 520, 470, 620, 500); p.lineTo(640, 488)
        p.curveTo(530, 452, 390, 405, 262, 322); p.close()
        c.drawPath(p, stroke=1, fill=1)
        p = c.beginPath()
        p.moveTo(600, 470); p.curveTo(650, 600, 760, 640, 818, 600); p.lineTo(818, 420)
        p.curveTo(740, 400, 660, 430, 600, 470); p.close()
        c.drawPath(p, stroke=1, fill=1)
        c.setStrokeColor(Color(0.7, 0.2, 0.2)); c.setLineWidth(2)
        c.bezier(120, 200, 200, 280, 240, 320, 270, 330)
        c.bezier(270, 332, 400, 412, 520, 458, 625, 493)
        c.setStrokeColor(black); c.setLineWidth(0.5)
    if "proposed" in layers:
        c.setFillColor(Color(0.9, 0.2, 0.1))
        c.circle(450, 437, 8, stroke=1, fill=1)
    if "annot" in layers:
        c.setFillColor(Color(0.1, 0.3, 0.6)); c.setFont("Helvetica-Oblique", 14)
        c.drawString(330, 640, "LONG ISLAND SOUND")
        c.drawString(360, 250, "NORTHPORT BAY")
        c.setFillColor(black); c.setFont("Helvetica-Bold", 9)
        c.drawString(690, 540, "EATONS NECK")
        c.drawString(90, 300, "NORTHPORT")
        c.drawString(330, 395, "ASHAROKEN AVENUE")
        c.drawString(390, 455, "PROJECT SITE - 411 ASHAROKEN AVE")
        c.setFont("Helvetica", 8)
        c.drawString(80, 80, "Scale 1 inch = 2,000 feet.  Base: NYS GIS Clearinghouse shoreline and roads (generalized).")


def existing(c, layers):
    if "existing" in layers:
        c.setFillColor(DUNE)
        c.rect(*P(0, 20), 400 * S, 45 * S, stroke=0, fill=1)
        c.setFillColor(LAWN)
        c.rect(*P(0, 65), 400 * S, 265 * S, stroke=0, fill=1)
        c.setFillColor(Color(0.85, 0.83, 0.78))
        c.rect(*P(40, 180), 210 * S, 120 * S, stroke=1, fill=1)      # gravel lot
        c.setFillColor(PAVE)
        c.rect(*P(270, 190), 80 * S, 50 * S, stroke=1, fill=1)       # old clubhouse
        # existing contours
        c.setStrokeColor(Color(0.55, 0.4, 0.25)); c.setLineWidth(0.6)
        for i, fy in enumerate([60, 110, 170, 240, 310]):
            c.bezier(*P(0, fy), *P(120, fy + 8), *P(280, fy - 8), *P(400, fy + 4))
        # soils
        c.setStrokeColor(Color(0.6, 0.3, 0.0)); c.setDash([3, 2]); c.setLineWidth(1)
        c.line(*P(0, 65), *P(400, 65))
        c.line(*P(0, 40), *P(400, 40))
        c.setDash(); c.setStrokeColor(black); c.setLineWidth(0.5)
        # trees
        c.setFillColor(Color(0.2, 0.5, 0.25))
        for fx in range(355, 395, 12):
            for fy in range(90, 320, 30):
                c.circle(*P(fx, fy), 5, stroke=0, fill=1)
        c.setFillColor(black)
    if "annot" in layers:
        c.setFont("Helvetica-Bold", 9); c.setFillColor(Color(0.6, 0.3, 0.0))
        c.drawString(*P(10, 200), "CpA")
        c.drawString(*P(10, 50), "Du")
        c.drawString(*P(10, 27), "Bc")
        c.setFillColor(black); c.setFont("Helvetica", 7.5)
        c.drawString(*P(60, 240), "EXISTING GRAVEL LOT (0.49 AC)")
        c.drawString(*P(272, 214), "EXIST. CLUBHOUSE")
        c.drawString(*P(272, 204), "(TO BE REMOVED)")
        c.drawString(*P(300, 45), "BEACH GRASS DUNE - NOT DISTURBED")
        c.drawString(*P(330, 300), "BLACK PINE / BAYBERRY")
        for fy, el in [(60, "EL 6"), (110, "EL 8"), (170, "EL 10"), (240, "EL 12"), (310, "EL 13")]:
            c.drawString(*P(402, fy + 2), el)
        c.drawString(*P(150, 140), "SHEET FLOW 2-4% TO BAY")
        c.drawString(*P(180, 325), "EX. 15 IN. CULVERT / VILLAGE OUTFALL")


def proposed(c, layers, show_lod=True):
    if "proposed" in layers:
        c.setFillColor(PAVE)
        c.rect(*P(40, 180), 230 * S, 130 * S, stroke=1, fill=1)      # parking lot 42 stalls
        c.setFillColor(Color(0.9, 0.8, 0.7))
        c.rect(*P(285, 150), 70 * S, 60 * S, stroke=1, fill=1)       # pavilion
        c.setFillColor(Color(0.85, 0.85, 0.85))
        c.rect(*P(150, 80), 180 * S, 12 * S, stroke=1, fill=1)       # boardwalk path
        c.setFillColor(black)
        if show_lod:
            c.setStrokeColor(ORANGE); c.setLineWidth(1.6); c.setDash([12, 4])
            c.rect(*P(30, 75), 345 * S, 245 * S)
            c.setDash(); c.setStrokeColor(black); c.setLineWidth(0.5)


def proposed_annot(c):
    c.setFont("Helvetica", 7.5)
    c.drawString(*P(90, 250), "PARKING - 42 STALLS (PERMEABLE PAVER STALLS)")
    c.drawString(*P(288, 180), "PAVILION 4,200 SF")
    c.drawString(*P(160, 95), "BOARDWALK PATH")


def esc(c, layers):
    if "esc" in layers:
        c.setStrokeColor(Color(0.35, 0.2, 0.05)); c.setLineWidth(2.2)
        c.line(*P(30, 72), *P(375, 72))                # compost filter sock along dune edge
        c.setLineWidth(1); c.setDash([1, 2])
        c.line(*P(375, 75), *P(375, 320))              # silt fence east
        c.line(*P(30, 75), *P(30, 320))                # silt fence west
        c.setDash()
        c.setStrokeColor(GREENL); c.setLineWidth(1.5)
        c.line(*P(40, 100), *P(260, 100))              # diversion berm
        c.setFillColor(Color(0.55, 0.55, 0.55))
        c.rect(*P(180, 320), 24 * S, 50 * S * 0.3, stroke=1, fill=1)   # SCE at avenue
        c.setFillColor(Color(0.85, 0.75, 0.55))
        c.rect(*P(262, 90), 30 * S, 20 * S, stroke=1, fill=1)           # sediment sump
        c.circle(*P(80, 140), 14 * S, stroke=1, fill=0)                 # stockpile
        c.rect(*P(120, 130), 10 * S, 10 * S, stroke=1, fill=0)          # washout
        for fx in (160, 240):
            c.rect(*P(fx, 338), 6 * S, 6 * S, stroke=1, fill=1)         # inlet protection on avenue
        c.setFillColor(black); c.setStrokeColor(black); c.setLineWidth(0.5)


def esc_annot(c):
    c.setFont("Helvetica-Bold", 7.5)
    c.drawString(*P(60, 62), "CFS-1 COMPOST FILTER SOCK 12 IN. - 345 LF")
    c.drawString(*P(378, 200), "SF-1 SILT FENCE")
    c.drawString(*P(378, 190), "245 LF")
    c.drawString(*P(-2, 330), "SF-2 245 LF")
    c.drawString(*P(50, 104), "DB-1 DIVERSION BERM 220 LF, 18 IN. HIGH")
    c.drawString(*P(206, 322), "SCE-1 50 x 24 FT")
    c.drawString(*P(255, 114), "SS-1 SEDIMENT SUMP 30 x 20 FT")
    c.drawString(*P(62, 160), "TS-1 STOCKPILE 600 CY")
    c.drawString(*P(133, 134), "CW-1 WASHOUT")
    c.drawString(*P(150, 348), "IP-1")
    c.drawString(*P(230, 348), "IP-2")


def phasing(c, layers):
    if "proposed" in layers:
        for (x0, y0, w, h, col) in [(30, 180, 250, 140, Color(1, 0.85, 0.6)), (30, 75, 250, 105, Color(0.75, 0.85, 1)),
                                    (280, 75, 95, 245, Color(0.85, 1, 0.75))]:
            c.setFillColor(col)
            c.rect(*P(x0, y0), w * S, h * S, stroke=1, fill=1)
        c.setFillColor(black)
    if "annot" in layers:
        c.setFont("Helvetica-Bold", 12)
        c.drawString(*P(120, 250), "PHASE 1 - 0.81 AC")
        c.drawString(*P(110, 130), "PHASE 2 - 0.53 AC")
        c.drawString(*P(290, 200), "PHASE 3")
        c.drawString(*P(290, 188), "0.28 AC")


def details(c, layers):
    if "esc" not in layers and "annot" not in layers:
        return
    # four detail boxes
    boxes = [(70, 430, "DETAIL A - STABILIZED CONSTRUCTION ENTRANCE"), (440, 430, "DETAIL B - SILT FENCE"),
             (70, 80, "DETAIL C - COMPOST FILTER SOCK"), (440, 80, "DETAIL D - INLET PROTECTION")]
    for (x, y, t) in boxes:
        if "esc" in layers:
            c.setLineWidth(0.8)
            c.rect(x, y, 360, 330)
            if "ENTRANCE" in t:
                c.setFillColor(Color(0.7, 0.7, 0.7)); c.rect(x + 30, y + 150, 300, 40, stroke=1, fill=1)
                c.setDash([2, 2]); c.line(x + 30, y + 145, x + 330, y + 145); c.setDash()
            elif "SILT" in t:
                c.line(x + 120, y + 60, x + 120, y + 260); c.line(x + 180, y + 60, x + 180, y + 260)
                c.setLineWidth(2); c.line(x + 100, y + 100, x + 200, y + 100); c.setLineWidth(0.8)
                c.line(x + 40, y + 100, x + 320, y + 100)
            elif "SOCK" in t:
                c.setFillColor(Color(0.55, 0.4, 0.25)); c.circle(x + 180, y + 140, 40, stroke=1, fill=1)
                c.line(x + 40, y + 100, x + 320, y + 100)
                c.line(x + 150, y + 100, x + 150, y + 210); c.line(x + 210, y + 100, x + 210, y + 210)
            else:
                c.setFillColor(Color(0.8, 0.8, 0.8)); c.rect(x + 130, y + 110, 100, 80, stroke=1, fill=1)
                c.rect(x + 110, y + 90, 140, 120, stroke=1, fill=0)
            c.setFillColor(black)
        if "annot" in layers:
            c.setFont("Helvetica-Bold", 9)
            c.drawString(x + 8, y + 314, t)
    if "annot" in layers:
        c.setFont("Helvetica", 7.5)
        txt = {
            0: ["2-3 IN. CRUSHED STONE, 8 IN. THICK", "WOVEN GEOTEXTILE UNDER STONE", "50 FT MIN. LENGTH x 24 FT WIDTH",
                "SLOPE AWAY FROM ASHAROKEN AVE"],
            1: ["WOVEN GEOTEXTILE 36 IN. HIGH", "2 x 2 IN. HARDWOOD STAKES AT 8 FT MAX.", "TOE BURIED 6 IN. IN 6 x 6 IN. TRENCH",
                "FLOW"],
            2: ["12 IN. DIA. COMPOST FILTER SOCK", "2 x 2 IN. STAKES AT 10 FT, DOWNSLOPE SIDE", "NO TRENCH - LAID ON SAND",
                "ENDS TURNED UPSLOPE 8 FT"],
            3: ["FILTER FABRIC ON 2 x 4 FRAME", "1.5 FT HIGH ABOVE GRATE", "OR GEOTEXTILE INSERT BAG IN PAVED INLETS",
                "IP-1, IP-2 (VILLAGE CATCH BASINS)"],
        }
        for i, (x, y, t) in enumerate(boxes):
            yy = y + 290
            for ln in txt[i]:
                c.drawString(x + 12, yy, ln); yy -= 11
        c.drawString(80, 420, "No temporary sediment basin is needed: no drainage area to one point exceeds 1 acre.")


def materials(c, layers):
    proposed(c, layers, show_lod=False)
    if "esc" in layers:
        c.setFillColor(Color(1, 0.95, 0.6))
        c.rect(*P(40, 110), 100 * S, 60 * S, stroke=1, fill=1)    # staging area
        c.setFillColor(Color(0.9, 0.3, 0.3))
        c.rect(*P(60, 120), 12 * S, 8 * S, stroke=1, fill=1)      # fuel
        c.setFillColor(Color(0.4, 0.4, 0.8))
        c.rect(*P(90, 120), 20 * S, 8 * S, stroke=1, fill=1)      # dumpster
        c.setFillColor(Color(0.6, 0.6, 0.6))
        c.rect(*P(120, 130), 10 * S, 10 * S, stroke=1, fill=1)
        c.setFillColor(black)
    if "annot" in layers:
        c.setFont("Helvetica-Bold", 7.5)
        c.drawString(*P(45, 172), "STAGING AREA 100 x 60 FT")
        c.drawString(*P(52, 112), "FUEL")
        c.drawString(*P(90, 112), "ROLL-OFF")
        c.drawString(*P(120, 145), "CW-1")


def postcon(c, layers):
    proposed(c, layers, show_lod=False)
    if "postcon" in layers:
        c.setFillColor(Color(0.5, 0.75, 0.5))
        c.rect(*P(100, 220), 110 * S, 14 * S, stroke=1, fill=1)    # bioretention island
        c.setFillColor(Color(0.65, 0.65, 0.9))
        for i in range(6):
            c.circle(*P(300 + (i % 3) * 20, 120 + (i // 3) * 15), 5 * S, stroke=1, fill=1)   # drywells
        c.setStrokeColor(Color(0.3, 0.3, 0.8)); c.setDash([6, 2])
        c.rect(*P(45, 185), 220 * S, 25 * S)                        # permeable paver stalls
        c.setDash()
        c.setStrokeColor(PURPLE); c.setDash([3, 2]); c.setLineWidth(1.2)
        c.rect(*P(90, 110), 270 * S, 135 * S)
        c.setDash(); c.setStrokeColor(black); c.setLineWidth(0.5)
        c.setFillColor(black)
    if "annot" in layers:
        c.setFont("Helvetica-Bold", 7.5)
        c.drawString(*P(102, 238), "PC-2 BIORETENTION 1,540 SF")
        c.drawString(*P(290, 100), "PC-1 DRYWELLS DW-1 TO DW-6")
        c.drawString(*P(290, 90), "8 FT DIA. x 6 FT EFFECTIVE DEPTH")
        c.drawString(*P(50, 189), "PC-3 PERMEABLE PAVERS 5,500 SF")
        c.setFillColor(PURPLE)
        c.drawString(*P(95, 113), "15 FT DRAINAGE ACCESS AND MAINTENANCE EASEMENT (PURPLE)")
        c.setFillColor(black)


def drainage(c, layers):
    proposed(c, layers, show_lod=False)
    if "postcon" in layers:
        c.setStrokeColor(Color(0.1, 0.4, 0.8)); c.setLineWidth(1.5); c.setDash([8, 3])
        c.rect(*P(30, 170), 250 * S, 150 * S)
        c.rect(*P(280, 75), 95 * S, 245 * S)
        c.rect(*P(30, 75), 250 * S, 95 * S)
        c.setDash(); c.setLineWidth(0.5); c.setStrokeColor(black)
    if "annot" in layers:
        c.setFont("Helvetica-Bold", 10)
        c.drawString(*P(110, 280), "DA-1 0.92 AC")
        c.drawString(*P(290, 280), "DA-2")
        c.drawString(*P(290, 268), "0.55 AC")
        c.drawString(*P(110, 120), "DA-3 0.55 AC (LAWN)")
        c.setFont("Helvetica", 8)
        c.drawString(*P(200, 10), "DP-1 OUTFALL TO NORTHPORT BAY")


def draw_map_layers(c, n, layers):
    """Draw map n's content for the given set of layers only."""
    if n == 1:
        location_map(c, layers)
        return
    if "basemap" in layers:
        basemap(c, n)
    if n == 2:
        existing(c, layers)
    elif n == 3:
        existing(c, layers & {"existing"})
        proposed(c, layers)
        if "annot" in layers:
            proposed_annot(c)
            c.setFont("Helvetica-Bold", 7.5)
            c.drawString(*P(35, 325), "LIMIT OF DISTURBANCE - 1.62 AC")
            c.drawString(*P(200, 10), "DP-1 OUTFALL TO NORTHPORT BAY")
            c.drawString(*P(50, 45), "UNDISTURBED DUNE AND BEACH")
            c.drawString(*P(380, 280), "UNDISTURBED")
            c.drawString(*P(380, 270), "WOODED BUFFER")
            c.drawString(*P(100, 165), "FINAL GRADE 1.5-2% TO PC-2")
    elif n == 4:
        proposed(c, layers)
        esc(c, layers)
        if "annot" in layers:
            esc_annot(c)
    elif n == 5:
        phasing(c, layers)
    elif n == 6:
        details(c, layers)
    elif n == 7:
        materials(c, layers)
    elif n == 8:
        postcon(c, layers)
    elif n == 9:
        drainage(c, layers)


def marks(c, label):
    """Printer's marks and slug outside the trim box."""
    c.setStrokeColor(black); c.setLineWidth(0.3)
    t = BLEED
    for (x, y, dx, dy) in [(t, t, -1, -1), (MW - t, t, 1, -1), (t, MH - t, -1, 1), (MW - t, MH - t, 1, 1)]:
        c.line(x + dx * 6, y, x + dx * 30, y)
        c.line(x, y + dy * 6, x, y + dy * 30)
    for (x, y) in [(MW / 2, 16), (MW / 2, MH - 16), (16, MH / 2), (MW - 16, MH / 2)]:
        c.circle(x, y, 7); c.line(x - 11, y, x + 11, y); c.line(x, y - 11, x, y + 11)
    cols = [CMYKColor(1, 0, 0, 0), CMYKColor(0, 1, 0, 0), CMYKColor(0, 0, 1, 0), CMYKColor(0, 0, 0, 1),
            CMYKColor(0, 0, 0, 0.5), CMYKColor(0, 0, 0, 0.25)]
    for i, col in enumerate(cols):
        c.setFillColor(col)
        c.rect(MW - 300 + i * 22, 8, 20, 14, stroke=0, fill=1)
    c.setFillColor(black)
    c.setFont("Helvetica", 6)
    c.drawString(70, 14, "SLUG: SHG job 23-214 | %s | plotted 2024-07-09 14:22 | atlas.mxd export | plotter HP-T1700 | "
                 "trim 17 x 11 in | layers ON: all" % label)


def chrome_base(c, n):
    """Frames, title strip, title block on trimmed sheet (base content, not in a layer)."""
    c.setLineWidth(1.2)
    c.rect(54, 54, MW - 108, MH - 108)
    c.setLineWidth(0.8)
    c.rect(60, 60, 760, 720)            # map panel
    c.rect(826, 60, 410, 720)           # text panel
    c.setFillColor(Color(0.12, 0.25, 0.42))
    c.rect(60, 782, MW - 120, 24, stroke=0, fill=1)
    c.setFillColor(white)
    c.setFont("Helvetica-Bold", 12)
    c.drawString(70, 789, "BAYVIEW BEACH ASSOCIATION - PAVILION AND PARKING IMPROVEMENTS - STORMWATER POLLUTION PREVENTION ATLAS")
    c.drawRightString(MW - 70, 789, "Village of Asharoken, Suffolk County, NY")
    c.setFillColor(black)
    # title block in text panel bottom
    c.setLineWidth(0.6)
    c.rect(826, 60, 410, 92)
    c.setFont("Helvetica-Bold", 8)
    c.drawString(834, 140, "Sound Harbor Geomatics & Engineering, P.C.")
    c.setFont("Helvetica", 7)
    c.drawString(834, 130, "140 Main Street, Suite 2, Northport, NY 11768  |  (631) 555-0124")
    c.drawString(834, 120, "GIS: NAD83 NY State Plane Long Island (ft); NAVD88; survey by SHG 11/2023")
    c.drawString(834, 110, "Atlas rev. 1, July 9, 2024  |  R. O. Lindqvist, P.E.")
    c.drawString(834, 100, "Print on 17 x 11 in. (tabloid) at 100% for stated scales")


def index_grid(c, n, x, y):
    """Map N of M index grid: 3 x 3 tiles, current one shaded."""
    c.setFont("Helvetica-Bold", 8)
    c.drawString(x, y + 72, "MAP INDEX")
    for i in range(NMAPS):
        col, row = i % 3, i // 3
        tx, ty = x + col * 36, y + 48 - row * 24
        if i + 1 == n:
            c.setFillColor(Color(0.95, 0.55, 0.2)); c.rect(tx, ty, 34, 22, stroke=1, fill=1); c.setFillColor(black)
        else:
            c.rect(tx, ty, 34, 22, stroke=1, fill=0)
        c.setFont("Helvetica", 7)
        c.drawCentredString(tx + 17, ty + 8, str(i + 1))


def legend(c, x, y, entries):
    c.setFont("Helvetica-Bold", 8)
    c.drawString(x, y, "LEGEND")
    y -= 12
    for col, dash, lab in entries:
        c.setStrokeColor(col); c.setLineWidth(1.6)
        if dash:
            c.setDash(dash)
        c.line(x, y + 3, x + 24, y + 3)
        c.setDash(); c.setStrokeColor(black); c.setLineWidth(0.5)
        c.setFont("Helvetica", 7)
        c.drawString(x + 30, y, lab)
        y -= 10


LEG_BASE = [(black, [10, 3, 2, 3], "Property line (2.85 ac above mean high water)")]
LEGENDS = {
    1: [(Color(0.7, 0.2, 0.2), None, "Asharoken Avenue / main roads")],
    2: LEG_BASE + [(Color(0.55, 0.4, 0.25), None, "Existing contour (ft NAVD88)"),
                   (Color(0.6, 0.3, 0.0), [3, 2], "Soil map unit boundary")],
    3: LEG_BASE + [(ORANGE, [12, 4], "Limit of disturbance")],
    4: LEG_BASE + [(ORANGE, [12, 4], "Limit of disturbance"), (Color(0.35, 0.2, 0.05), None, "Compost filter sock"),
                   (black, [1, 2], "Silt fence"), (GREENL, None, "Diversion berm")],
    5: LEG_BASE,
    6: [],
    7: LEG_BASE,
    8: LEG_BASE + [(PURPLE, [3, 2], "Drainage access and maintenance easement"),
                   (Color(0.3, 0.3, 0.8), [6, 2], "Permeable paver stalls")],
    9: LEG_BASE + [(Color(0.1, 0.4, 0.8), [8, 3], "Drainage area boundary")],
}

SCALES = {1: "1 in. = 2,000 ft", 2: "1 in. = 40 ft", 3: "1 in. = 40 ft", 4: "1 in. = 40 ft", 5: "1 in. = 40 ft",
          6: "Not to scale", 7: "1 in. = 40 ft", 8: "1 in. = 40 ft", 9: "1 in. = 40 ft"}


# ------------------------------------------------------------------ text panels
PANELS = {}

PANELS[1] = [
    ("h", "Project Location"),
    ("p", "The Bayview Beach Association property is a 2.85-acre bay-front parcel at 411 Asharoken Avenue in the "
          "Village of Asharoken, Town of Huntington, Suffolk County, on the narrow neck that joins Eatons Neck to "
          "the main shore of Long Island. Long Island Sound lies north of Asharoken Avenue and Northport Bay south "
          "of it. The site is on the bay side."),
    ("p", "Tax map: District 0101, Section 2.00, Block 1, Lot 14. Zoning: R-A. FEMA Zone AE (EL 11) on the "
          "seaward third of the parcel; all new structures are landward of the zone line."),
    ("h", "What the Project Is"),
    ("p", "The Association will remove its 1960s clubhouse and gravel lot and build a 4,200 sf open-sided beach "
          "pavilion with restrooms, a 42-stall parking lot with permeable paver stalls, a boardwalk path to the "
          "beach, lighting, water service and a new sanitary system."),
    ("p", "Disturbance: 1.62 acres. New impervious cover: 0.61 acres. The project is not a single-family residence."),
]
PANELS[2] = [
    ("h", "Existing Conditions"),
    ("p", "The parcel slopes gently from Asharoken Avenue (EL 13) to the dune crest (EL 6) at 2 to 4 percent. "
          "Existing cover is mown lawn, a 0.49-acre gravel lot, the clubhouse, a black pine and bayberry strip "
          "along the east line, and a beach grass dune above the beach. Runoff leaves as sheet flow toward the "
          "bay; the gravel lot drains to a 15 in. culvert under the avenue that joins the Village outfall."),
    ("p", "There are no freshwater wetlands on the parcel. The tidal wetland boundary (NYSDEC, flagged 10/2023) "
          "is at the toe of the dune, outside the limit of disturbance."),
    ("h", "Soils (USDA NRCS Soil Survey of Suffolk County)"),
    ("p", "CpA - Carver and Plymouth sands, 0 to 3 percent slopes: deep, excessively drained sands, HSG A; covers "
          "the lot, clubhouse and lawn. Du - Dune land: loose wind-blown sand, HSG A. Bc - Beaches: tidal sand "
          "and gravel, not rated. Test holes TH-1 and TH-2 (11/14/2023) found medium sand to 12 ft with "
          "groundwater at 6.5 ft and 7.0 ft below grade (EL 5.8 and 6.1)."),
    ("h", "Existing Runoff Data"),
    ("p", "Data describing existing stormwater runoff: the Village 2019 Asharoken Avenue Drainage Assessment "
          "(Sheet 4) records ponding at the avenue in front of the site in storms over 1.5 in. and tidal "
          "backwater in the Village outfall at high tide. Our existing-condition model (Map 9) gives peak "
          "runoff to the bay of 0.42 cfs (1-yr), 1.38 cfs (10-yr) and 3.10 cfs (100-yr)."),
]
PANELS[3] = [
    ("h", "Site Plan and Disturbance"),
    ("p", "Total site area is 2.85 acres above mean high water. The orange line is the limit of disturbance, "
          "enclosing 1.62 acres. The dune, beach and the wooded east buffer (1.23 acres) will not be disturbed "
          "and are fenced off before work starts."),
    ("p", "Improvements shown: pavilion, 42-stall lot, boardwalk path, lighting, water service and the sanitary "
          "system. Final grades in the lot are 1.5 to 2 percent toward the bioretention island; lawn areas are 2 "
          "to 4 percent; no final slope is steeper than 4:1."),
    ("p", "Discharge points: DP-1, the existing Village outfall to Northport Bay (pipe and overflow flows), and "
          "DP-2, sheet flow across the undisturbed dune to the bay."),
    ("p", "Storage areas: staging, stockpile and washout are all inside the limit of disturbance (Map 7). There "
          "are no off-site material, waste, borrow or equipment storage areas."),
    ("h", "Receiving Water"),
    ("p", "The receiving water for all site runoff is Northport Bay, an embayment of Long Island Sound."),
]
PANELS[4] = [
    ("h", "Erosion and Sediment Control Plan"),
    ("p", "Each practice is shown with its tag, size and length. Practices follow the New York State Standards "
          "and Specifications for Erosion and Sediment Control (November 2016)."),
    ("t", [["Tag", "Practice", "Size / length"],
           ["SCE-1", "Stabilized construction entrance", "50 x 24 ft"],
           ["CFS-1", "Compost filter sock, 12 in.", "345 LF"],
           ["SF-1, SF-2", "Silt fence", "245 LF each"],
           ["DB-1", "Diversion berm, 18 in. high", "220 LF"],
           ["SS-1", "Sediment sump, 3 ft deep", "30 x 20 ft"],
           ["IP-1, IP-2", "Inlet protection", "2 Village basins"],
           ["TS-1", "Topsoil stockpile", "600 cy"],
           ["CW-1", "Concrete washout", "8 x 8 x 3 ft"]], [60, 200, 110]),
    ("h", "Structural Practices that Divert or Store Flow"),
    ("p", "Diversion berm DB-1 intercepts runoff from the graded lot and turns it away from the dune into "
          "sediment sump SS-1, which stores it and lets it soak into the sand. The filter sock backs up DB-1."),
    ("h", "Stabilization by Stage"),
    ("p", "Clearing: filter sock and silt fence first. Grading: DB-1 and SS-1 seeded with ryegrass; "
          "stockpile covered. Idle areas are seeded and mulched within 7 days. Final: topsoil, "
          "salt-tolerant seed mix, beach grass plugs at disturbed dune edge, paving and pavers."),
]
PANELS[5] = [
    ("h", "Construction Phasing"),
    ("p", "Only 1.62 acres is disturbed in total, far below the five-acre limit; the work is phased so that no "
          "more than 0.81 acres is open at one time."),
    ("t", [["Step", "Activity"],
           ["1", "Fence dune and buffer; install SCE-1, CFS-1, SF-1, SF-2"],
           ["2", "Phase 1: demolish clubhouse; clear and grub; strip topsoil to TS-1"],
           ["3", "Phase 1: build DB-1 and SS-1; rough grade lot; utilities"],
           ["4", "Phase 2: pavilion foundations and building; sanitary system"],
           ["5", "Phase 2: drywells DW-1 to DW-6 after roof is framed"],
           ["6", "Phase 3: lot base course, pavers, bioretention PC-2 (last)"],
           ["7", "Topsoil, seed, beach grass; remove controls at 80% cover"]], [34, 336]),
    ("h", "Implementation Schedule for Temporary Practices"),
    ("t", [["Practice", "Installed", "Remains until"],
           ["SCE-1", "Day 1, before equipment", "Lot base course"],
           ["CFS-1, SF-1, SF-2", "Day 1-2, before clearing", "80% cover upslope"],
           ["DB-1, SS-1", "Start of Phase 1 grading", "PC-2 built (Step 6)"],
           ["IP-1, IP-2", "Day 1", "Final paving"],
           ["TS-1, CW-1", "Phase 1 / first pour", "Respread / last pour"]], [110, 130, 130]),
    ("p", "Silt fence and sock go in on Day 1-2 and stay until 80% cover upslope."),
    ("h", "Temporary Practices Converted to Permanent"),
    ("p", "Sediment sump SS-1 is cleaned of fines, then regraded as part of the PC-2 bioretention. "
          "SCE-1 stone is reused as base under the permeable paver stalls."),
]
PANELS[6] = [
    ("h", "Details and Specifications"),
    ("p", "Details A to D give the dimensions, materials and installation of each practice. Notes:"),
    ("p", "A - SCE-1: 2 to 3 in. crushed stone 8 in. thick on woven geotextile, 50 ft by 24 ft; graded away "
          "from the avenue."),
    ("p", "B - Silt fence: 36 in. woven geotextile on 2 x 2 in. hardwood stakes at 8 ft; toe buried 6 in."),
    ("p", "C - Compost filter sock: 12 in. diameter, stakes at 10 ft on the downslope side; used on the dune "
          "edge where trenching would disturb the dune."),
    ("p", "D - Inlet protection: fabric on a 2 x 4 frame, or a geotextile insert bag in paved basins."),
    ("p", "Sediment basin: none; SS-1 is a 30 x 20 ft, 3 ft deep sump holding 1,800 cf for DA 0.6 ac."),
    ("h", "Maintenance Schedule for ESC Practices"),
    ("t", [["Practice", "Inspect", "Maintain"],
           ["SCE-1", "Daily", "Add stone when voids fill; sweep avenue"],
           ["CFS-1, silt fence", "Weekly + after 0.5 in. rain", "Remove sediment at 1/2 height"],
           ["DB-1, SS-1", "Weekly + after 0.5 in. rain", "Repair berm; clean sump at 1/2 full"],
           ["IP-1, IP-2", "Weekly + after 0.5 in. rain", "Empty bag; replace fabric"],
           ["CW-1", "Weekly", "Empty at 75% full"]], [90, 120, 160]),
    ("p", "Sediment is removed from the sock and fence at 1/2 height, checked weekly."),
    ("p", "A qualified inspector inspects every seven days and within 24 hours of 0.5 in. of rain."),
]
PANELS[7] = [
    ("h", "Pollution Prevention"),
    ("p", "Litter: lidded cans at the staging area and pavilion site; crews pick up litter daily. "
          "Construction debris goes to the 20-yard covered roll-off, emptied weekly."),
    ("p", "Construction chemicals (paint, sealer, form oil, adhesive for pavers) are kept closed in a locked job "
          "box on a spill pallet; only a day's supply is at the work face."),
    ("h", "Materials Stored on Site and Storage Practices"),
    ("t", [["Material", "Storage practice"],
           ["Diesel (250 gal tank)", "Double-walled tank, 100 ft from dune"],
           ["Cement, mortar, grout", "On pallets, under tarp"],
           ["Stone, sand, pavers", "In staging area; filter sock ring"],
           ["Lumber, piping", "On dunnage, covered"],
           ["Fertilizer, lime", "In job box; applied per Map 4"],
           ["Wastes: debris, concrete", "Roll-off; CW-1 washout"]], [140, 230]),
    ("h", "Spill Prevention and Response"),
    ("p", "Spill kits at the tank and in each truck. Fueling is attended, never within 100 ft of the dune. "
          "On a spill: stop, contain, absorb, bag, report to the superintendent; any petroleum spill "
          "reaching water or over 5 gal is called in to the NYSDEC Spill Hotline (1-800-457-7362)."),
]
PANELS[8] = [
    ("h", "Post-Construction Practices"),
    ("p", "PC-1 Drywells: six 8 ft dia. precast leaching pools (DW-1 to DW-6), 6 ft effective depth, take the "
          "pavilion roof. Bottom EL 8.0, 2 ft above seasonal high groundwater."),
    ("p", "PC-2 Bioretention: a 1,540 sf island in the lot, 6 in. ponding, 2.5 ft of soil media over 12 in. stone; "
          "no underdrain (HSG A sand); overflow to the Village outfall."),
    ("p", "PC-3 Permeable pavers: 5,500 sf of parking stalls on 4 in. ASTM No. 8 bedding over 12 in. No. 57 "
          "reservoir stone; the drive aisle sheds to the paver stalls."),
    ("h", "Dimensions, Materials and Installation"),
    ("p", "DW-1 to DW-6: 8 ft dia. x 6 ft, H-20 slab, 2 ft of clean sand collar, 10 ft spacing. PC-2 media: "
          "sand 50 / topsoil 30 / compost 20, planted with switchgrass and bayberry; built only after the lot "
          "is stabilized. PC-3: pavers per ICPI, edge restraint, no compaction of subgrade sand."),
    ("h", "Maintenance Easement"),
    ("p", "A 15 ft drainage access and maintenance easement in favor of the Village of Asharoken covers PC-1, "
          "PC-2 and PC-3 (purple). It is shown on the site plan to be filed with the Suffolk County Clerk."),
    ("p", "The easement remains in effect with any transfer of title to the property."),
    ("h", "Maintenance Agreement"),
    ("p", "The Association will sign the Village stormwater maintenance agreement before the pavilion is "
          "occupied; the Association maintains PC-1 to PC-3 to the Map 9 schedule, the Village may enter and "
          "inspect, and the agreement is recorded against the lot."),
    ("p", "The agreement is binding on all subsequent landowners."),
]
PANELS[9] = [
    ("h", "Hydrologic and Hydraulic Analysis"),
    ("p", "HydroCAD 10.2, TR-20, Type III 24-hour storms (NOAA Atlas 14, Asharoken: 1-yr 2.8 in., 10-yr "
          "4.9 in., 100-yr 8.6 in.). WQv (90% rain, 1.3 in.) for DA-1 and DA-2 = 2,780 cf; provided 3,950 cf."),
    ("h", "Pre- and Post-Development Runoff"),
    ("t", [["Storm", "Pre (cfs)", "Post (cfs)", "Pre vol (cf)", "Post vol (cf)"],
           ["1-yr", "0.42", "0.18", "3,120", "1,240"],
           ["10-yr", "1.38", "0.95", "8,450", "5,880"],
           ["100-yr", "3.10", "2.72", "19,900", "17,300"]], [60, 70, 70, 85, 85]),
    ("p", "Post-development peaks and volumes are below pre-development for every storm."),
    ("p", "Drywells store the 100-yr roof runoff (1,520 cf; 1,810 cf provided). PC-2 overflow weir passes "
          "the 100-yr peak with 0.3 ft head; the 15 in. outfall pipe has 3.4 cfs capacity at tidal backwater."),
    ("h", "Maintenance Schedule - Permanent Practices"),
    ("t", [["Practice", "Action", "When"],
           ["PC-1 drywells", "Inspect, vacuum sediment", "Twice a year"],
           ["PC-2 bioretention", "Weed, mulch, drawdown check", "Spring and fall"],
           ["PC-3 pavers", "Vacuum sweep joints", "Twice a year"],
           ["All", "Written report to the Village", "Each year by May 1"]], [100, 160, 110]),
    ("p", "Permanent practices: drywells and pavers are cleaned twice a year."),
]


def draw_panel(w, n):
    for ent in PANELS[n]:
        kind = ent[0]
        if kind == "h":
            w.heading(ent[1], size=10, space=3)
        elif kind == "p":
            w.para(ent[1], size=8.3, after=4)
        elif kind == "t":
            w.table(ent[1], ent[2], size=7.5, after=5)


# ------------------------------------------------------------------ pages
def build_base(path):
    """Base pages: cover, summary, 9 map pages (frames + panels), placeholder for the scan."""
    c = canvas.Canvas(path, pagesize=(MW, MH))
    c.setTitle("Stormwater Pollution Prevention Atlas - Bayview Beach Association")
    c.setAuthor("Sound Harbor Geomatics & Engineering, P.C.")
    c.setProducer("ReportLab (GIS atlas export) + pikepdf optional content")
    headings = []

    # page 1 cover
    chrome_base(c, 0)
    w = Writer(c, MW, MH, left=80, right=MW - 800, top=120, bottom=160)
    c.setFont("Helvetica-Bold", 30)
    c.drawString(90, 690, "Stormwater Pollution Prevention Plan")
    c.setFont("Helvetica-Bold", 20)
    c.drawString(90, 655, "Map Atlas - Pavilion and Parking Improvements")
    headings += [(1, "Stormwater Pollution Prevention Plan"), (1, "Map Atlas - Pavilion and Parking Improvements")]
    w.y = 620
    for t in ["Bayview Beach Association, Inc., 411 Asharoken Avenue, Asharoken, NY 11768",
              "Submitted to the Village of Asharoken Planning Board under Village Code Chapter 44, Stormwater "
              "Management and Erosion and Sediment Control",
              "Prepared by Sound Harbor Geomatics & Engineering, P.C., Northport, New York",
              "Atlas revision 1 - July 9, 2024. Nine map sheets with text panels, a front summary, and the signed "
              "contractor certifications."]:
        w.para(t, size=12, after=8)
    # sheet index grid on cover
    c.setFont("Helvetica-Bold", 11)
    c.drawString(900, 740, "Sheet Index")
    headings.append((1, "Sheet Index"))
    for i in range(NMAPS):
        col, row = i % 3, i // 3
        tx, ty = 860 + col * 120, 620 - row * 120
        c.rect(tx, ty, 110, 100)
        c.setFont("Helvetica-Bold", 9)
        c.drawString(tx + 6, ty + 86, "Map %d of %d" % (i + 1, NMAPS))
        c.setFont("Helvetica", 6.5)
        words = MAP_TITLES[i + 1].split(" ")
        lines, cur = [], ""
        for wd in words:
            if len(cur) + len(wd) > 22:
                lines.append(cur); cur = wd
            else:
                cur = (cur + " " + wd).strip()
        lines.append(cur)
        for k, ln in enumerate(lines):
            c.drawString(tx + 6, ty + 70 - k * 9, ln)
        c.drawString(tx + 6, ty + 6, "page %d" % (i + 3))
    c.setFont("Helvetica", 8)
    c.drawString(860, 240, "Front summary: page 2.  Contractor certifications: page 12.")
    c.showPage()

    # page 2 summary
    chrome_base(c, 0)
    w = Writer(c, MW, MH, left=80, right=MW - 800, top=100, bottom=70)
    w.heading("Front Summary", size=16)
    w.para("This atlas is the Stormwater Pollution Prevention Plan (SWPPP) for the project. It was produced from the "
           "project GIS: every sheet is a map panel with a text panel at the right, a legend and a \"Map N of 9\" "
           "index grid. The narrative of the SWPPP is carried in the text panels; this page summarises it and "
           "holds the responsibilities and certification.", size=9.5)
    w.heading("Project in Brief", size=11)
    w.para("Scope: demolition of a clubhouse and gravel lot and construction of a 4,200 sf beach pavilion, a "
           "42-stall parking lot with permeable paver stalls, a boardwalk path and utilities. Location: 411 "
           "Asharoken Avenue, bay side. Type: private association recreational facility. Size: 2.85-acre parcel, "
           "1.62 acres disturbed, 0.61 acres new impervious cover.", size=9.5)
    w.para("Chapter 44 applies: the project is a land development activity disturbing more than one acre. It "
           "meets Condition C of Section 44-8B(2) (one to five acres, not a single-family residence), so the "
           "post-construction requirements of Section 44-8B(3) apply and are met on Maps 8 and 9.", size=9.5)
    w.heading("SWPPP Implementation Responsibilities", size=11)
    w.para("Each part of the site has one party responsible for carrying out the SWPPP there:", size=9.5)
    w.table([["Part of site", "Responsible party", "Contact"],
             ["Whole site: SWPPP on site, controls, daily upkeep", "Eatons Neck Excavating Corp. (general contractor)",
              "Dominic Ferrante, Superintendent, (631) 555-0183"],
             ["Pavilion building footprint and drywells", "Eatons Neck Excavating Corp. with its building crew", "as above"],
             ["Dune edge, beach grass plugs, seeding", "North Shore Turf & Dune, LLC (subcontractor)",
              "Keiko Amundsen, (631) 555-0109"],
             ["Weekly inspections, reports, SWPPP updates", "Sound Harbor Geomatics & Engineering, qualified inspector",
              "Marcus Oyelowo, CPESC, (631) 555-0124"],
             ["Permanent practices after completion", "Bayview Beach Association, Inc.", "Harold Benning, President"]],
            [200, 240, 200], size=8.5)
    w.heading("Where Each Requirement Is", size=11)
    w.table([["Chapter 44 requirement", "Atlas location"],
             ["Background; location map", "Map 1"], ["Soils; existing vegetation; existing runoff data", "Map 2"],
             ["Site map, disturbance, slopes, discharge points; receiving water", "Map 3"],
             ["ESC practices, sizes and lengths; diversion; stabilization", "Map 4"],
             ["Phasing; implementation schedule; temporary to permanent", "Map 5"],
             ["ESC details; maintenance schedule", "Map 6"], ["Pollution prevention; materials; spills", "Map 7"],
             ["Post-construction practices, details, easement, agreement", "Map 8"],
             ["Hydrology, pre/post comparison, maintenance", "Map 9"]], [420, 220], size=8.5)
    w.heading("Preparer's Certification", size=11)
    w.para("I certify that this SWPPP was prepared by me and that the design of all stormwater management "
           "practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.", size=9.5)
    w.para("/s/ Renata O. Lindqvist    Renata O. Lindqvist, P.E., NY License No. 101582, July 9, 2024", size=9.5,
           font="Helvetica-Oblique")
    headings += [(2, h_) for (_, h_) in w.headings]
    c.showPage()

    # map pages 3..11
    for n in range(1, NMAPS + 1):
        pg = n + 2
        chrome_base(c, n)
        w = Writer(c, MW, MH, left=836, right=MW - 1226, top=96, bottom=262)
        c.setFont("Helvetica-Bold", 13)
        c.drawString(836, 760, "Map %d of %d" % (n, NMAPS))
        c.setFont("Helvetica-Bold", 10.5)
        c.drawString(836, 745, MAP_TITLES[n])
        headings += [(pg, "Map %d of %d" % (n, NMAPS)), (pg, MAP_TITLES[n])]
        w.y = 735
        draw_panel(w, n)
        for (p_, h_) in w.headings:
            headings.append((pg, h_))
        index_grid(c, n, 1120, 160)
        legend(c, 836, 250, LEGENDS[n])
        c.setFont("Helvetica", 7)
        c.drawString(836, 165, "Scale: %s (at 17 x 11 in.)" % SCALES[n])
        c.drawString(70, 66, "Map %d of %d  |  %s" % (n, NMAPS, MAP_TITLES[n]))
        c.showPage()

    # page 12 placeholder (replaced by scan)
    c.showPage()
    c.save()
    return headings


def build_layer(path, layer):
    c = canvas.Canvas(path, pagesize=(MW, MH))
    for pg in range(1, TOTAL + 1):
        if layer == "marks" and pg < TOTAL:
            marks(c, "page %d of %d" % (pg, TOTAL))
        elif 3 <= pg <= 11 and layer != "marks":
            draw_map_layers(c, pg - 2, {layer})
        c.showPage()
    c.save()


def build_scan(work):
    """Signed contractor certification sheet, printed, signed, scanned: image only."""
    tmp = os.path.join(work, "cert_src.pdf")
    c = canvas.Canvas(tmp, pagesize=(612, 792))
    y = 720
    c.setFont("Helvetica-Bold", 15)
    c.drawString(72, y, "CONTRACTOR CERTIFICATION")
    y -= 22
    c.setFont("Helvetica", 11)
    c.drawString(72, y, "Village of Asharoken Code Section 44-8E - Bayview Beach Association Pavilion")
    y -= 34
    stmt = ["\"I certify under penalty of law that I understand and agree to comply",
            "with the terms and conditions of the stormwater pollution prevention",
            "plan. I also understand that it is unlawful for any person to cause or",
            "contribute to a violation of water quality standards.\""]
    c.setFont("Helvetica", 12)
    for ln in stmt:
        c.drawString(72, y, ln); y -= 17
    y -= 14
    entries = [
        ("Name / title:", "Dominic Ferrante, Superintendent"),
        ("Firm:", "Eatons Neck Excavating Corp."),
        ("Address / phone:", "7 Cedar Point Lane, Centerport, NY 11721  (631) 555-0183"),
        ("Site:", "411 Asharoken Avenue, Asharoken, NY"),
        ("Date:", "July 15, 2024"),
        None,
        ("Name / title:", "Keiko Amundsen, Managing Member"),
        ("Firm:", "North Shore Turf & Dune, LLC"),
        ("Address / phone:", "52 Fort Salonga Road, Northport, NY 11768  (631) 555-0109"),
        ("Site:", "411 Asharoken Avenue, Asharoken, NY"),
        ("Date:", "July 16, 2024"),
    ]
    for e in entries:
        if e is None:
            y -= 28
            continue
        c.setFont("Helvetica-Bold", 11); c.drawString(72, y, e[0])
        c.setFont("Helvetica", 11); c.drawString(190, y, e[1])
        y -= 20
        if e[0] == "Date:":
            c.setFont("Helvetica", 11); c.drawString(72, y - 4, "Signature:")
            c.setLineWidth(1.4)
            c.bezier(190, y - 4, 220, y + 14, 240, y - 14, 270, y + 6)
            c.bezier(270, y + 6, 290, y - 10, 310, y + 10, 340, y - 2)
            c.setLineWidth(0.5)
            c.line(190, y - 8, 420, y - 8)
            y -= 26
    c.setStrokeColor(Color(0.7, 0.1, 0.1)); c.setFillColor(Color(0.7, 0.1, 0.1))
    c.setLineWidth(2)
    c.rect(400, 90, 150, 50)
    c.setFont("Helvetica-Bold", 12)
    c.drawString(412, 120, "RECEIVED")
    c.setFont("Helvetica", 9)
    c.drawString(412, 102, "JUL 18 2024  V.O.A.")
    c.save()
    base = os.path.join(work, "cert_scan")
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-singlefile", tmp, base], check=True)
    im = Image.open(base + ".png").convert("L")
    im = im.rotate(0.7, resample=Image.BICUBIC, fillcolor=255, expand=False)
    rnd = random.Random(44)
    px = im.load()
    W, H = im.size
    for _ in range(9000):
        x, y = rnd.randrange(W), rnd.randrange(H)
        px[x, y] = rnd.choice((120, 160, 200))
    im = im.filter(ImageFilter.GaussianBlur(0.5))
    out = io.BytesIO()
    im.save(out, format="JPEG", quality=70)
    os.remove(tmp); os.remove(base + ".png")
    return out.getvalue(), im.size


def build(work):
    base_path = os.path.join(work, NAME + "_base.pdf")
    headings = build_base(base_path)
    layer_paths = {}
    for key, _ in LAYERS:
        lp = os.path.join(work, NAME + "_L_%s.pdf" % key)
        build_layer(lp, key)
        layer_paths[key] = lp
    jpg, (iw, ih) = build_scan(work)

    pdf = pikepdf.open(base_path)
    ocgs = {}
    for key, title in LAYERS:
        ocgs[key] = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String(title)))
    arr = pikepdf.Array([ocgs[k] for k, _ in LAYERS])
    pdf.Root.OCProperties = pikepdf.Dictionary(
        OCGs=arr,
        D=pikepdf.Dictionary(Name=pikepdf.String("GIS export default"), BaseState=pikepdf.Name.ON,
                             ON=pikepdf.Array([ocgs[k] for k, _ in LAYERS]), OFF=pikepdf.Array(),
                             Order=pikepdf.Array([ocgs[k] for k, _ in LAYERS])))
    pdf.Root.PageMode = pikepdf.Name.UseOC
    srcs = {k: pikepdf.open(p) for k, p in layer_paths.items()}
    for i, page in enumerate(pdf.pages):
        pg = i + 1
        if pg == TOTAL:
            continue
        # map layers under the base panel drawing so frames stay on top; marks last
        for k, _ in LAYERS:
            if k != "marks" and not (3 <= pg <= 11):
                continue
            src_page = srcs[k].pages[i]
            form = pdf.copy_foreign(src_page.as_form_xobject())
            form.OC = ocgs[k]
            nm = page.add_resource(form, pikepdf.Name.XObject, prefix="Lyr")
            if k == "marks":
                page.contents_add(pikepdf.Stream(pdf, b"q 1 0 0 1 0 0 cm %s Do Q" % str(nm).encode()), prepend=False)
            else:
                page.contents_add(pikepdf.Stream(pdf, b"q %s Do Q" % str(nm).encode()), prepend=True)
        box = pikepdf.Array([BLEED, BLEED, MW - BLEED, MH - BLEED])
        page.obj.CropBox = box
        page.obj.TrimBox = box
        page.obj.BleedBox = pikepdf.Array([BLEED - 9, BLEED - 9, MW - BLEED + 9, MH - BLEED + 9])
    # scanned page 12 (letter size, image only)
    last = pdf.pages[TOTAL - 1]
    img = pikepdf.Stream(pdf, jpg)
    img.Type = pikepdf.Name.XObject
    img.Subtype = pikepdf.Name.Image
    img.Width, img.Height = iw, ih
    img.ColorSpace = pikepdf.Name.DeviceGray
    img.BitsPerComponent = 8
    img.Filter = pikepdf.Name.DCTDecode
    last.obj.MediaBox = pikepdf.Array([0, 0, 612, 792])
    last.obj.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(Scan=img))
    last.obj.Contents = pikepdf.Stream(pdf, b"q 612 0 0 792 0 0 cm /Scan Do Q")
    out = os.path.join(work, NAME + ".pdf")
    pdf.save(out)
    for s in srcs.values():
        s.close()
    pdf.close()
    for p in list(layer_paths.values()) + [base_path]:
        os.remove(p)
    return out, label(), headings


def label():
    ev = {
        "44-8B(1)(a)": ([2], "construction of a 4,200 sf beach pavilion"),
        "44-8B(1)(b)": ([5], "Total site area is 2.85 acres above mean high water."),
        "44-8B(1)(c)": ([4], "CpA - Carver and Plymouth sands, 0 to 3 percent slopes"),
        "44-8B(1)(d)": ([7], "far below the five-acre limit; the work is phased"),
        "44-8B(1)(e)": ([9], "crews pick up litter daily"),
        "44-8B(1)(f)": ([9], "Double-walled tank, 100 ft from dune"),
        "44-8B(1)(g)": ([6], "Idle areas are seeded and mulched within 7 days."),
        "44-8B(1)(h)": ([6], "CFS-1 COMPOST FILTER SOCK 12 IN. - 345 LF"),
        "44-8B(1)(i)": ([8], "2 x 2 in. hardwood stakes at 8 ft; toe buried 6 in."),
        "44-8B(1)(j)": ([7], "then regraded as part of the PC-2 bioretention"),
        "44-8B(1)(k)": ([7], "Silt fence and sock go in on Day 1-2 and stay until 80% cover upslope."),
        "44-8B(1)(l)": ([8], "Sediment is removed from the sock and fence at 1/2 height, checked weekly."),
        "44-8B(1)(m)": ([5], "The receiving water for all site runoff is Northport Bay"),
        "44-8B(1)(n)": ([2], "Each part of the site has one party responsible for carrying out the SWPPP there"),
        "44-8B(1)(o)": ([6], "Diversion berm DB-1 intercepts runoff from the graded lot"),
        "44-8B(1)(p)": ([4], "Data describing existing stormwater runoff"),
        "44-8B(3)(b)": ([10], "PC-2 Bioretention: a 1,540 sf island in the lot"),
        "44-8B(3)(c)": ([10], "PC-2 BIORETENTION 1,540 SF"),
        "44-8B(3)(d)": ([11], "HydroCAD 10.2, TR-20, Type III 24-hour storms"),
        "44-8B(3)(e)": ([11], "Post-development peaks and volumes are below pre-development for every storm."),
        "44-8B(3)(f)": ([10], "DW-1 to DW-6: 8 ft dia. x 6 ft, H-20 slab, 2 ft of clean sand collar"),
        "44-8B(3)(g)": ([11], "Permanent practices: drywells and pavers are cleaned twice a year."),
        "44-8B(3)(h)": ([10], "The easement remains in effect with any transfer of title to the property."),
        "44-8B(3)(i)": ([10], "The agreement is binding on all subsequent landowners."),
        "44-8C": ([2], "Renata O. Lindqvist, P.E., NY License No. 101582"),
        "44-8E": ([12], "with the terms and conditions of the stormwater pollution prevention"),
    }
    from common import ITEM_IDS
    items = {i: "present" for i in ITEM_IDS["asharoken-ch44"]}
    return {
        "checklist": "asharoken-ch44",
        "style": "GIS map-book / atlas: cover with sheet index, front summary, nine map panels (vector shapes) each "
                 "with a side text panel, legend and 'Map N of 9' index grid",
        "producer": "reportlab base pages; map content merged by pikepdf as optional-content (OCG) form XObjects, "
                    "seven layers all ON by default; CropBox/TrimBox 17 x 11 in inside an 18 x 12 in MediaBox with "
                    "crop marks, registration targets, colour bar and slug line outside the crop; last page a "
                    "scanned JPEG (image only)",
        "decision": "complete",
        "facts": {"disturbed_acres": 1.62, "project_type": "private beach association pavilion and parking lot",
                  "single_family": False, "impaired_water": False},
        "items": items,
        "evidence": {k: {"pages": v[0], "quote": v[1]} for k, v in ev.items()},
        "gaps": {},
        "image_only_pages": [12],
        "ambiguous_items": [],
        "acceptable_decisions": ["complete"],
        "notes": "1.62 ac disturbed, not single-family: Condition C, so 44-8B(3) applies. Panel tables carry most "
                 "of the substance (phasing steps, implementation schedule, materials, maintenance, pre/post "
                 "comparison); quotes are single panel lines because pdftotext -layout interleaves map labels "
                 "with panel lines on the same rows. 44-8B(1)(b) "
                 "site map is Map 3 (1 in. = 40 ft) with the location map on Map 1; 44-8B(1)(h) sizes and lengths "
                 "are drawn on Map 4 and tabled in its panel. 44-8B(1)(i) details are Map 6 (sediment basin: "
                 "'none' with SS-1 sizing). 44-8E: page 12 is a scanned, signed certification of two firms with "
                 "name, title, firm address, phone, site and date (quote is OCR text). Map text is in optional "
                 "content form XObjects (all ON); panel text is base content.",
    }
