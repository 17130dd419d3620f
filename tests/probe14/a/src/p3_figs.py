"""Figures A-1 to A-3 of plan 3 (Somers campus), reportlab, tabloid landscape, 1 in = 60 ft."""
import sys
from reportlab.pdfgen import canvas
from reportlab.lib import colors
from reportlab.lib.units import inch
import p1_site as ps

ps.S = 72.0 / 60.0
W, H = 17 * inch, 11 * inch
BLUE = colors.Color(0.1, 0.35, 0.85)
GREEN = colors.Color(0.1, 0.45, 0.25)
OX, OY = 1.25 * inch, 1.35 * inch


def frame_block(c, sheet, title, notes):
    x0 = W - 3.3 * inch
    c.setLineWidth(1.2)
    c.rect(0.8 * inch, 0.5 * inch, W - 1.3 * inch, H - 1.0 * inch)
    c.rect(x0, 0.5 * inch, 2.8 * inch, H - 1.0 * inch)
    # document control block (as on every page of EMP-SW-04)
    c.setFont("Helvetica-Bold", 7.5)
    y = H - 0.75 * inch
    for t in ["HALVORSEN INSTRUMENTS CORPORATION", "Document No. EMP-SW-04  |  Revision 3", "Approved: K. Lindahl, VP EHS, 10 Feb 2025", "Annex A - Somers Campus Building C"]:
        c.drawString(x0 + 0.12 * inch, y, t); y -= 11; c.setFont("Helvetica", 7.5)
    c.line(x0, y + 3, x0 + 2.8 * inch, y + 3)
    y -= 10
    c.setFont("Helvetica", 7)
    for t in notes:
        c.drawString(x0 + 0.12 * inch, y, t); y -= 9.2
    c.setFont("Helvetica-Bold", 9)
    c.drawString(x0 + 0.12 * inch, 1.5 * inch, title)
    c.setFont("Helvetica", 7.5)
    c.drawString(x0 + 0.12 * inch, 1.3 * inch, "SCALE: 1 IN = 60 FT")
    c.drawString(x0 + 0.12 * inch, 1.15 * inch, "Adeyemi Rowe Engineering, PLLC - Feb. 2025")
    c.setFont("Helvetica-Bold", 16)
    c.drawString(x0 + 0.12 * inch, 0.7 * inch, sheet)
    bx, by = 1.2 * inch, 0.8 * inch
    for i in range(4):
        c.setFillColor(colors.black if i % 2 == 0 else colors.white)
        c.rect(bx + i * 30 * ps.S, by, 30 * ps.S, 5, fill=1)
    c.setFillColor(colors.black)
    c.setFont("Helvetica", 6.5)
    for i, t in enumerate(["0", "30", "60", "90", "120 FT"]):
        c.drawString(bx + i * 30 * ps.S - 2, by - 8, t)
    nx, ny = 13.2 * inch, 9.7 * inch
    p = c.beginPath(); p.moveTo(nx, ny + 30); p.lineTo(nx - 8, ny); p.lineTo(nx + 8, ny); p.close()
    c.drawPath(p, fill=1); c.drawCentredString(nx, ny - 10, "N")


def base(c, final=False):
    L, R, T = ps.label, ps.rect, ps.line
    ps.poly(c, OX, OY, [(0, 380), (110, 385), (125, 470), (90, 520), (0, 520)], stroke=GREEN, fill=colors.Color(0.8, 0.93, 0.82))
    L(c, OX, OY, 10, 470, "WETLAND W-3\n(TOWN CH. 167)", size=6, color=GREEN)
    ps.poly(c, OX, OY, [(0, 280), (210, 285), (225, 520), (0, 520)], stroke=GREEN, dash=(2, 2), width=0.7)
    L(c, OX, OY, 130, 296, "100 FT WETLAND BUFFER", size=5.6, color=GREEN)
    T(c, OX, OY, [(-40, 520), (-30, 380), (-20, 250), (-35, 120), (-10, 0)], stroke=BLUE, width=2)
    L(c, OX, OY, -38, 200, "ANGLE FLY\nBROOK", size=6, color=BLUE)
    R(c, OX, OY, (300, 120, 220, 140), fill=colors.Color(0.85, 0.85, 0.85))
    L(c, OX, OY, 410, 190, "EXISTING BUILDING C", size=6.5, center=True)
    R(c, OX, OY, (0, 340, 720, 30), fill=colors.Color(0.93, 0.93, 0.93))
    L(c, OX, OY, 560, 352, "SERVICE DRIVE", size=6)
    R(c, OX, OY, (520, 20, 190, 90), fill=colors.Color(0.93, 0.93, 0.93))
    L(c, OX, OY, 560, 60, "EXISTING PARKING", size=6)
    T(c, OX, OY, [(20, 60), (-12, 58)], stroke=BLUE, width=1.2)
    c.circle(OX + 20 * ps.S, OY + 60 * ps.S, 4, fill=1)
    L(c, OX, OY, 26, 50, "OF-2 CAMPUS OUTFALL (DISCHARGE POINT)", size=6, font="Helvetica-Bold")
    for k, el in enumerate(range(394, 412, 2)):
        y0 = 40 + k * 58
        pts = [(0, y0), (250, y0 + 15 + (30 if final and 380 < y0 + 15 < 500 else 0)), (720, y0 + 40)]
        T(c, OX, OY, pts, stroke=colors.Color(0.1, 0.3, 0.7) if final else colors.Color(0.55, 0.42, 0.3), dash=None if final else (3, 2), width=0.45)
        L(c, OX, OY, 252, y0 + 18, str(el), size=5, color=colors.Color(0.45, 0.3, 0.2))


def fig1(c):
    base(c)
    ps.label(c, OX, OY, 160, 440, "EXISTING MOWN FIELD (FUTURE NORTH PARKING)", size=6.5)
    ps.label(c, OX, OY, 200, 540, "EXISTING WOODS (TO REMAIN)", size=6.5)
    for x in range(230, 700, 40):
        c.circle(OX + x * ps.S, OY + 525 * ps.S, 6)
    ps.line(c, OX, OY, [(0, 300), (240, 310), (300, 380), (330, 520)], stroke=colors.red, dash=(6, 2, 1, 2))
    ps.line(c, OX, OY, [(240, 310), (520, 300), (720, 280)], stroke=colors.red, dash=(6, 2, 1, 2))
    ps.label(c, OX, OY, 20, 320, "Wd WOODBRIDGE LOAM (HSG C/D)", size=6.5, font="Helvetica-Bold", color=colors.red)
    ps.label(c, OX, OY, 350, 480, "CrC CHARLTON-CHATFIELD (HSG B)", size=6.5, font="Helvetica-Bold", color=colors.red)
    ps.label(c, OX, OY, 150, 240, "PnB PAXTON FSL (HSG C)", size=6.5, font="Helvetica-Bold", color=colors.red)
    for a, b in [((400, 480), (300, 400)), ((200, 450), (140, 380)), ((250, 250), (60, 80))]:
        ps.line(c, OX, OY, [a, b], stroke=BLUE, dash=(4, 3))
    ps.label(c, OX, OY, 420, 410, "EXISTING DRAINAGE: SHEET FLOW SW TO\nSWALE AND 18-IN STORM DRAIN TO OF-2", size=5.8, color=BLUE)
    # location inset
    x0, y0 = 13.9 * inch, 6.9 * inch
    c.saveState(); c.setFillColor(colors.Color(0.95, 0.95, 0.92)); c.rect(x0, y0, 2.5 * inch, 1.9 * inch, fill=1); c.restoreState()
    c.setFont("Helvetica-Bold", 6.5); c.drawString(x0 + 4, y0 + 1.9 * inch - 10, "LOCATION MAP 1 IN = 2,000 FT")
    c.setStrokeColor(colors.grey); c.setLineWidth(2); c.line(x0, y0 + 0.6 * inch, x0 + 2.5 * inch, y0 + 1.2 * inch)
    c.setStrokeColor(BLUE); c.setFillColor(colors.Color(0.75, 0.85, 1)); c.rect(x0 + 1.6 * inch, y0 + 0.1 * inch, 0.8 * inch, 0.45 * inch, fill=1)
    c.setFillColor(colors.black); c.setFont("Helvetica", 6); c.drawString(x0 + 0.1 * inch, y0 + 0.75 * inch, "U.S. ROUTE 202")
    c.drawString(x0 + 1.55 * inch, y0 + 0.02 * inch, "MUSCOOT RESERVOIR")
    c.setStrokeColor(colors.red); c.circle(x0 + 1.1 * inch, y0 + 1.05 * inch, 7); c.setFillColor(colors.red); c.drawString(x0 + 1.25 * inch, y0 + 1.1 * inch, "SITE")
    c.setStrokeColor(colors.black); c.setFillColor(colors.black); c.setLineWidth(1)
    frame_block(c, "A-1", "LOCATION AND EXISTING CONDITIONS", ["NOTES", "EXISTING 2 FT CONTOURS DASHED", "SOIL BOUNDARIES PER NRCS WEB SOIL", "SURVEY AND TEST PITS TP-1 TO TP-8", "CAMPUS 48.2 AC (PART SHOWN)", "WETLAND W-3 FLAGGED 09/2024"])


def fig2(c):
    base(c, final=True)
    ps.rect(c, OX, OY, (330, 260, 160, 70), fill=colors.Color(0.9, 0.9, 0.9))
    ps.label(c, OX, OY, 410, 292, "BUILDING C ADDITION 38,000 SF", size=6, center=True)
    ps.rect(c, OX, OY, (120, 380, 480, 120))
    ps.label(c, OX, OY, 360, 480, "NORTH PARKING EXPANSION (160 SPACES)", size=6.5, center=True)
    ps.poly(c, OX, OY, [(110, 375), (610, 375), (615, 510), (110, 512)], stroke=colors.Color(0.8, 0.2, 0), dash=(10, 3), width=1.4)
    ps.poly(c, OX, OY, [(240, 255), (500, 255), (500, 338), (240, 338)], stroke=colors.Color(0.8, 0.2, 0), dash=(10, 3), width=1.4)
    ps.label(c, OX, OY, 250, 518, "LIMIT OF DISTURBANCE (TOTAL 4.40 AC INCL. UTILITY CORRIDORS)", size=6.5, font="Helvetica-Bold", color=colors.Color(0.8, 0.2, 0))
    ps.line(c, OX, OY, [(110, 375), (610, 375)], width=2.2, dash=(1, 3))
    ps.label(c, OX, OY, 300, 366, "SF-A SILT FENCE 980 LF (S, W, E OF PARKING AND ADDITION)", size=5.8, font="Helvetica-Bold")
    ps.line(c, OX, OY, [(112, 378), (114, 510)], stroke=GREEN, width=2.4)
    ps.label(c, OX, OY, 118, 395, "CS-A COMPOST\nSOCK 340 LF", size=5.8, font="Helvetica-Bold", color=GREEN)
    ps.line(c, OX, OY, [(600, 505), (140, 505), (140, 430)], stroke=BLUE, width=1.6)
    ps.label(c, OX, OY, 420, 495, "DV-A DIVERSION 460 LF", size=6, font="Helvetica-Bold", color=BLUE)
    ps.rect(c, OX, OY, (120, 385, 70, 28), fill=colors.Color(0.75, 0.85, 1))
    ps.label(c, OX, OY, 122, 420, "ST-A SEDIMENT TRAP 7,600 CF", size=5.8, font="Helvetica-Bold")
    ps.rect(c, OX, OY, (690, 340, 30, 50), fill=colors.Color(0.7, 0.7, 0.7))
    ps.label(c, OX, OY, 640, 396, "SCE-A 24 x 50 FT", size=5.8, font="Helvetica-Bold")
    ps.rect(c, OX, OY, (600, 270, 80, 55), fill=colors.Color(0.96, 0.96, 0.86))
    ps.label(c, OX, OY, 604, 312, "STAGING / STORAGE\nCW-A WASHOUT 8x8 FT\nFUEL PAD", size=5.4)
    c.circle(OX + 560 * ps.S, OY + 445 * ps.S, 22 * ps.S)
    ps.label(c, OX, OY, 530, 441, "TS-A STOCKPILE", size=5.4)
    for x in range(170, 600, 48):
        c.rect(OX + x * ps.S - 3, OY + 440 * ps.S - 3, 6, 6)
    ps.label(c, OX, OY, 190, 450, "IP AT CB-21 TO CB-30 (10 INLETS)", size=5.8)
    ps.label(c, OX, OY, 250, 230, "DB-A DEWATERING BAG 12 x 15 FT (AT ST-A WHEN PUMPING)", size=5.6)
    frame_block(c, "A-2", "EROSION & SEDIMENT CONTROL PLAN", ["NOTES", "FINAL 2 FT CONTOURS SOLID", "AREAS OUTSIDE LOD NOT DISTURBED", "(WOODS, WETLAND W-3, BUFFER, LAWNS)", "MAX. DISTURBED AT ONE TIME 3.10 AC", "PRACTICE DETAILS: ANNEX A TABLE A.6", "ALL STORAGE ON CAMPUS; NONE OFF SITE"])


def fig3(c):
    base(c, final=True)
    ps.rect(c, OX, OY, (330, 260, 160, 70), fill=colors.Color(0.9, 0.9, 0.9))
    ps.label(c, OX, OY, 410, 292, "BUILDING C ADDITION", size=6, center=True)
    ps.rect(c, OX, OY, (120, 380, 480, 120))
    ps.rect(c, OX, OY, (250, 270, 60, 90), fill=colors.Color(0.8, 0.92, 0.75), width=1.4)
    ps.label(c, OX, OY, 200, 300, "BR-1\nBIORETENTION\n5,400 SF", size=6, font="Helvetica-Bold")
    ps.rect(c, OX, OY, (120, 385, 75, 55), fill=colors.Color(0.8, 0.92, 0.75), width=1.4)
    ps.label(c, OX, OY, 124, 420, "BR-2 BIORETENTION\n4,100 SF", size=6, font="Helvetica-Bold")
    ps.rect(c, OX, OY, (400, 420, 96, 38), fill=colors.Color(0.75, 0.85, 1), width=1.4)
    ps.label(c, OX, OY, 402, 462, "IS-1 INFILTRATION 96 x 38 FT (84 SC-740)", size=6, font="Helvetica-Bold")
    c.circle(OX + 380 * ps.S, OY + 438 * ps.S, 5, fill=0)
    ps.label(c, OX, OY, 340, 425, "HS-1", size=6, font="Helvetica-Bold")
    ps.line(c, OX, OY, [(380, 438), (310, 330), (280, 270), (200, 120), (20, 60)], stroke=BLUE, width=1.1)
    ps.label(c, OX, OY, 150, 140, "EX. 18-IN STORM DRAIN TO OF-2", size=5.8, color=BLUE)
    frame_block(c, "A-3", "POST-CONSTRUCTION SMP PLAN", ["NOTES", "BR-1, BR-2: F-5 BIORETENTION", "IS-1: UNDERGROUND INFILTRATION", "HS-1: HYDRODYNAMIC SEPARATOR", "DETAILS: ANNEX A.15"])


c = canvas.Canvas(sys.argv[1], pagesize=(W, H))
c.setTitle("EMP-SW-04 Annex A figures")
for f in (fig1, fig2, fig3):
    f(c)
    c.setFont("Helvetica", 7)
    c.drawRightString(W - 0.55 * inch, 0.3 * inch, "EMP-SW-04 Rev. 3 - Annex A figures")
    c.showPage()
c.save()
