"""Plan 1: Town of Somers, golf course renovation SWPPP organised by work areas (reportlab).
Cover and section dividers are drawn as glyph outlines (no text layer)."""
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, PageBreak,
                                NextPageTemplate, LongTable, Table, TableStyle, Flowable, KeepTogether)
from common import outline_text

NAME = "p5b_somers_golf_renovation_workareas"
TITLE = "SWPPP - Golf Course Renovation - Angle Fly Hills Golf Club"
W, H = letter

base = ParagraphStyle("b", fontName="Times-Roman", fontSize=10.2, leading=13, spaceAfter=5)
small = ParagraphStyle("s", parent=base, fontSize=8.4, leading=10, spaceAfter=0)
smallb = ParagraphStyle("sb", parent=small, fontName="Times-Bold")
h1 = ParagraphStyle("h1", parent=base, fontName="Helvetica-Bold", fontSize=13, leading=16, spaceBefore=4,
                    spaceAfter=7, textColor=colors.HexColor("#1d4d2b"))
h2 = ParagraphStyle("h2", parent=base, fontName="Helvetica-Bold", fontSize=10.5, leading=13, spaceBefore=6,
                    spaceAfter=4)
bul = ParagraphStyle("bul", parent=base, leftIndent=14, bulletIndent=4, spaceAfter=2)

GREEN = (0.11, 0.30, 0.17)


def P(t, st=base):
    return Paragraph(t, st)


def B(t):
    return Paragraph(t, bul, bulletText="\u2022")


def tbl(rows, widths, header=1, font=8.4, zebra=True):
    data = [[P(c, smallb if r < header else small) if isinstance(c, str) else c for c in row]
            for r, row in enumerate(rows)]
    t = LongTable(data, colWidths=widths, repeatRows=header)
    st = [("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#6b7b6e")),
          ("BACKGROUND", (0, 0), (-1, header - 1), colors.HexColor("#d8e6da")),
          ("VALIGN", (0, 0), (-1, -1), "TOP"),
          ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
          ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
    if zebra:
        for r in range(header, len(rows)):
            if (r - header) % 2:
                st.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#f2f6f2")))
    t.setStyle(TableStyle(st))
    return t


class OutlinePage(Flowable):
    """A full page whose lettering is vector outlines only."""

    def __init__(self, kind, lines):
        super().__init__()
        self.kind, self.lines = kind, lines

    def wrap(self, aw, ah):
        self.aw, self.ah = aw, ah
        return aw, ah - 1

    def draw(self):
        c = self.canv
        c.saveState()
        c.translate(0, -1)
        if self.kind == "cover":
            c.setFillColorRGB(*GREEN)
            c.rect(0, H - 2.3 * inch, W, 2.3 * inch, stroke=0, fill=1)
            outline_text(c, W / 2, H - 1.05 * inch, "STORMWATER POLLUTION PREVENTION PLAN", 19,
                         align="center", fill=(1, 1, 1))
            outline_text(c, W / 2, H - 1.55 * inch, "Golf Course Renovation Program", 15, align="center",
                         fill=(1, 1, 1), font="DejaVuSans.ttf")
            y = H - 3.2 * inch
            for size, txt, fnt in self.lines:
                outline_text(c, W / 2, y, txt, size, align="center", font=fnt)
                y -= size * 1.55
            # decorative flag
            c.setStrokeColorRGB(*GREEN)
            c.setLineWidth(2)
            c.line(W / 2, 2.2 * inch, W / 2, 3.6 * inch)
            c.setFillColorRGB(0.75, 0.1, 0.1)
            p = c.beginPath(); p.moveTo(W / 2, 3.6 * inch); p.lineTo(W / 2 + 0.7 * inch, 3.35 * inch)
            p.lineTo(W / 2, 3.1 * inch); p.close(); c.drawPath(p, stroke=0, fill=1)
            c.setFillColorRGB(0.35, 0.6, 0.35)
            c.ellipse(W / 2 - 1.2 * inch, 2.05 * inch, W / 2 + 1.2 * inch, 2.35 * inch, stroke=0, fill=1)
            outline_text(c, W / 2, 1.2 * inch, "Hollowell & Birch Engineering, PLLC", 11, align="center")
            outline_text(c, W / 2, 0.95 * inch, "Brewster, New York   |   March 2026", 9.5, align="center",
                         font="DejaVuSans.ttf")
        else:
            c.setFillColorRGB(*GREEN)
            c.rect(0.75 * inch, H / 2 - 1.3 * inch, W - 1.5 * inch, 2.6 * inch, stroke=0, fill=1)
            y = H / 2 + 0.55 * inch
            for i, (size, txt) in enumerate(self.lines):
                outline_text(c, W / 2, y, txt, size, align="center", fill=(1, 1, 1),
                             font="DejaVuSans-Bold.ttf" if i < 2 else "DejaVuSans.ttf")
                y -= size * 1.7
            c.setStrokeColorRGB(*GREEN)
            c.setLineWidth(1)
            c.line(0.75 * inch, 1.0 * inch, W - 0.75 * inch, 1.0 * inch)
        c.restoreState()


class Figure(Flowable):
    def __init__(self, fn, height):
        super().__init__()
        self.fn, self.h = fn, height

    def wrap(self, aw, ah):
        self.aw, self.ah = aw, ah
        return aw, ah - 1

    def draw(self):
        self.canv.saveState(); self.canv.translate(0, -1)
        self.fn(self.canv, self.aw, self.ah)
        self.canv.restoreState()


def _holes(c, ox, oy, s, labels=True, esc=False, post=False):
    """Schematic course layout. s = points per foot."""
    c.saveState()
    c.setLineWidth(0.6)
    # property line
    c.setStrokeColor(colors.black); c.setDash([6, 2, 1, 2])
    c.rect(ox, oy, 1500 * s, 820 * s)
    c.setDash()
    # stream
    c.setStrokeColor(colors.HexColor("#2a6fb0")); c.setLineWidth(1.4)
    p = c.beginPath(); p.moveTo(ox + 300 * s, oy + 820 * s)
    p.curveTo(ox + 420 * s, oy + 600 * s, ox + 620 * s, oy + 560 * s, ox + 700 * s, oy + 380 * s)
    p.curveTo(ox + 760 * s, oy + 240 * s, ox + 820 * s, oy + 120 * s, ox + 900 * s, oy)
    c.drawPath(p)
    # wetland
    c.setFillColor(colors.HexColor("#bcd9ee")); c.setLineWidth(0.5)
    c.ellipse(ox + 640 * s, oy + 330 * s, ox + 780 * s, oy + 430 * s, stroke=1, fill=1)
    # wooded (undisturbed)
    c.setFillColor(colors.HexColor("#cfe3c4")); c.setStrokeColor(colors.HexColor("#5d8a4e"))
    for (x, y, w, h) in [(20, 600, 250, 200), (1180, 20, 300, 180), (980, 640, 500, 160)]:
        c.roundRect(ox + x * s, oy + y * s, w * s, h * s, 8, stroke=1, fill=1)
    # soil boundaries
    c.setStrokeColor(colors.HexColor("#8a5a2b")); c.setDash(2, 2)
    c.line(ox + 500 * s, oy, ox + 560 * s, oy + 820 * s)
    c.line(ox + 1000 * s, oy, ox + 1050 * s, oy + 820 * s)
    c.line(ox + 560 * s, oy + 300 * s, ox + 1010 * s, oy + 300 * s)
    c.setDash()
    if labels:
        c.setFillColor(colors.HexColor("#8a5a2b")); c.setFont("Helvetica-Oblique", 7)
        for (x, y, t) in [(250, 120, "ChB"), (470, 700, "CrC"), (800, 200, "PnB"), (640, 470, "RdA"),
                          (1260, 560, "Ub"), (1300, 120, "CrC")]:
            c.drawString(ox + x * s, oy + y * s, t)
    # contours
    c.setStrokeColor(colors.HexColor("#999999")); c.setLineWidth(0.3)
    for k in range(6):
        p = c.beginPath(); p.moveTo(ox + (80 + 220 * k) * s, oy)
        p.curveTo(ox + (150 + 220 * k) * s, oy + 300 * s, ox + (40 + 220 * k) * s, oy + 500 * s,
                  ox + (110 + 220 * k) * s, oy + 820 * s)
        c.drawPath(p)
    # work areas (LOD)
    areas = [("A", 60, 200, 380, 340), ("B", 560, 450, 380, 300), ("C", 1060, 230, 380, 360),
             ("D", 1130, 660, 200, 140)]
    c.setLineWidth(1.0)
    for tag, x, y, w, h in areas:
        c.setStrokeColor(colors.HexColor("#c0392b")); c.setDash(5, 2)
        c.rect(ox + x * s, oy + y * s, w * s, h * s)
        c.setDash()
        if labels:
            c.setFillColor(colors.HexColor("#c0392b")); c.setFont("Helvetica-Bold", 7)
            c.drawString(ox + (x + 8) * s, oy + (y + h - 30) * s, "WORK AREA " + tag)
    # cart path
    c.setStrokeColor(colors.HexColor("#555555")); c.setLineWidth(1.6)
    p = c.beginPath(); p.moveTo(ox + 1230 * s, oy + 660 * s)
    p.curveTo(ox + 900 * s, oy + 560 * s, ox + 500 * s, oy + 620 * s, ox + 250 * s, oy + 400 * s)
    p.curveTo(ox + 150 * s, oy + 300 * s, ox + 400 * s, oy + 150 * s, ox + 800 * s, oy + 300 * s)
    p.curveTo(ox + 1100 * s, oy + 420 * s, ox + 1300 * s, oy + 300 * s, ox + 1250 * s, oy + 250 * s)
    c.drawPath(p)
    # discharge points
    c.setFillColor(colors.HexColor("#2a6fb0"))
    for (x, y, t) in [(700, 380, "DP-1"), (905, 10, "DP-2"), (1335, 700, "DP-3")]:
        c.circle(ox + x * s, oy + y * s, 3, stroke=0, fill=1)
        if labels:
            c.setFont("Helvetica", 6); c.drawString(ox + x * s + 4, oy + y * s + 2, t)
    if esc:
        c.setStrokeColor(colors.HexColor("#e67e22")); c.setLineWidth(1.2); c.setDash(1, 2)
        for (x1, y1, x2, y2) in [(60, 200, 440, 200), (560, 450, 940, 450), (1060, 230, 1440, 230),
                                 (1130, 660, 1330, 660)]:
            c.line(ox + x1 * s, oy + y1 * s - 3, ox + x2 * s, oy + y2 * s - 3)
        c.setDash()
        c.setFillColor(colors.HexColor("#e67e22"))
        for (x, y) in [(1180, 640), (620, 430)]:
            c.rect(ox + x * s, oy + y * s, 40 * s, 25 * s, stroke=0, fill=1)
    if post:
        c.setFillColor(colors.HexColor("#16a085"))
        c.rect(ox + 1250 * s, oy + 670 * s, 60 * s, 35 * s, stroke=0, fill=1)
        c.rect(ox + 700 * s, oy + 560 * s, 160 * s, 14 * s, stroke=0, fill=1)
        c.rect(ox + 1150 * s, oy + 300 * s, 120 * s, 10 * s, stroke=0, fill=1)
    c.restoreState()


def _titleblock(c, aw, title, sheet):
    c.setLineWidth(1.2); c.rect(18, 18, aw - 36, 792 - 36)
    c.setLineWidth(0.8); c.rect(aw - 318, 18, 300, 140)
    c.setFont("Helvetica-Bold", 9); c.drawString(aw - 310, 144, "ANGLE FLY HILLS GOLF CLUB - RENOVATION")
    c.setFont("Helvetica", 7.5)
    c.drawString(aw - 310, 130, "1180 Route 118, Somers, NY 10589")
    c.setFont("Helvetica-Bold", 8.5); c.drawString(aw - 310, 110, title)
    c.setFont("Helvetica", 7.5)
    c.drawString(aw - 310, 94, "Hollowell & Birch Engineering, PLLC, Brewster, NY")
    c.drawString(aw - 310, 82, "Scale: 1 in = 100 ft (at 11 x 17 in.)    Date: March 2026")
    c.drawString(aw - 310, 70, "Base: 2024 topographic survey, 2 ft contours; NRCS soils")
    c.setFont("Helvetica-Bold", 14); c.drawString(aw - 310, 36, sheet)
    # graphic scale bar
    c.setLineWidth(0.8)
    for k in range(4):
        c.setFillColor(colors.black if k % 2 == 0 else colors.white)
        c.rect(aw - 200 + k * 36, 40, 36, 5, fill=1)
    c.setFillColor(colors.black); c.setFont("Helvetica", 6)
    for k in range(5):
        c.drawCentredString(aw - 200 + k * 36, 48, "%d" % (k * 50))
    c.drawString(aw - 200 + 4 * 36 + 6, 40, "ft")


def fig_site(c, aw, h):
    c.saveState()
    _titleblock(c, aw, "FIGURE 2 - EXISTING CONDITIONS, SOILS AND WORK AREAS", "FIG. 2")
    _holes(c, 72, 172, 0.72)
    # location map inset
    c.setFont("Helvetica-Bold", 7.5); c.setFillColor(colors.black)
    c.drawString(30, 146, "FIGURE 1 - GENERAL LOCATION MAP (USGS Mohegan Lake quad., not to scale)")
    ix, iy, iw, ih = 30, 24, 190, 116
    c.setFillColor(colors.HexColor("#f4f1e8")); c.rect(ix, iy, iw, ih, fill=1)
    c.setStrokeColor(colors.HexColor("#888888"))
    c.line(ix + 20, iy, ix + 60, iy + ih); c.line(ix, iy + 70, ix + iw, iy + 50)
    c.setFillColor(colors.HexColor("#bcd9ee")); c.ellipse(ix + 110, iy + 10, ix + 180, iy + 45, fill=1)
    c.setFillColor(colors.red); c.circle(ix + 70, iy + 75, 4, fill=1, stroke=0)
    c.setFillColor(colors.black); c.setFont("Helvetica", 6)
    c.drawString(ix + 76, iy + 78, "SITE"); c.drawString(ix + 118, iy + 25, "Muscoot Res.")
    c.drawString(ix + 4, iy + 60, "Rte 118"); c.drawString(ix + 28, iy + 100, "Rte 100")
    c.setFont("Helvetica-Bold", 7.5)
    c.drawString(262, 146, "LEGEND")
    c.setFont("Helvetica", 7)
    leg = ["Dashed black: property line, total site area 148.2 ac (course), 4.60 ac to be disturbed",
           "Dashed red: limit of disturbance (work areas A-D); all land outside is not disturbed",
           "Green: existing woods and vegetated buffer to remain; fairways and roughs are existing turf",
           "Blue line: unnamed tributary of the Muscoot River; blue fill: NYSDEC / Town wetland W-1",
           "Brown dotted: soil boundaries (ChB, CrC, PnB, RdA, Ub); grey: existing 10-ft contours",
           "Final grades: tees, greens and bunkers within 2 ft of existing; no new slope steeper than 3:1",
           "Blue dots: stormwater discharge points DP-1, DP-2, DP-3; drainage flows toward the tributary",
           "Storage: contractor staging in Work Area D only; no storage areas on adjacent properties",
           ]
    y = 134
    for l in leg:
        c.drawString(264, y, l); y -= 13
    c.restoreState()


def fig_esc(c, aw, h):
    c.saveState()
    _titleblock(c, aw, "FIGURE 3 - EROSION CONTROL AND SMP PLAN", "FIG. 3")
    _holes(c, 72, 172, 0.72, esc=True, post=True)
    c.setFont("Helvetica-Bold", 7.5); c.setFillColor(colors.black)
    c.drawString(30, 146, "ESC LEGEND (quantities in Tables A-2, B-2, C-2, D-2)")
    c.setFont("Helvetica", 7)
    leg = ["Orange dotted: silt fence SF / compost filter sock CFS along downslope LOD (lengths per area tables)",
           "Orange block: stabilized construction entrance SCE-1 (Area D, 50 ft x 20 ft) and SCE-2 (Area B)",
           "ST-1: temporary sediment trap at Hole 9 green, 1,150 cu ft wet + 1,150 cu ft dry storage",
           "Teal: post-construction practices BR-1 (bioretention, 1,850 sf), DS-1 (dry swale, 310 lf),",
           "IT-1 (infiltration trench, 320 lf); filter-strip disconnection along all new cart paths",
           "Stockpiles SP-A to SP-C inside the LOD, 100 ft from drains; concrete washout CW-1 in Area D"]
    y = 134
    for l in leg:
        c.drawString(32, y, l); y -= 13
    c.restoreState()


def build(out_pdf):
    doc = BaseDocTemplate(out_pdf, pagesize=letter, leftMargin=0.85 * inch, rightMargin=0.85 * inch,
                          topMargin=0.85 * inch, bottomMargin=0.8 * inch, title=TITLE,
                          author="Hollowell & Birch Engineering, PLLC", subject="SWPPP", creator="reportlab",
                          invariant=1)
    fr = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
    frfull = Frame(0, 0, W, H, id="full", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)

    def body(c, d):
        c.saveState()
        c.setFont("Helvetica", 7.5)
        c.setFillColor(colors.HexColor("#1d4d2b"))
        c.drawString(0.85 * inch, H - 0.55 * inch, "Angle Fly Hills Golf Club - Course Renovation Program")
        c.drawRightString(W - 0.85 * inch, H - 0.55 * inch, "Stormwater Pollution Prevention Plan - Rev. 0")
        c.line(0.85 * inch, H - 0.6 * inch, W - 0.85 * inch, H - 0.6 * inch)
        c.drawString(0.85 * inch, 0.5 * inch, "Hollowell & Birch Engineering, PLLC  |  Project 24-117")
        c.drawRightString(W - 0.85 * inch, 0.5 * inch, "Page %d" % d.page)
        c.restoreState()

    TAB = (17 * inch, 11 * inch)
    frtab = Frame(0, 0, TAB[0], TAB[1], id="tab", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate("outline", [frfull]), PageTemplate("body", [fr], onPage=body),
                          PageTemplate("tabloid", [frtab], pagesize=TAB)])

    def divider(lines):
        o = OutlinePage("div", lines)
        return [NextPageTemplate("outline"), PageBreak(), o, NextPageTemplate("body"), PageBreak()]

    s = []
    cover = OutlinePage("cover", [
        (16, "Angle Fly Hills Golf Club", "DejaVuSans-Bold.ttf"),
        (11.5, "1180 Route 118, Somers, New York 10589", "DejaVuSans.ttf"),
        (11.5, "Tax Map Section 4.19, Block 1, Lot 7", "DejaVuSans.ttf"),
        (11.5, "Town of Somers Chapter 93 Stormwater Permit Application", "DejaVuSans.ttf"),
        (11.5, "Organised by Work Area: Holes 1-6, 7-12, 13-18, Maintenance Compound", "DejaVuSans.ttf"),
    ])
    s += [NextPageTemplate("body"), cover, PageBreak()]

    # ---- page 2: contents and directory
    s += [P("Contents", h1)]
    toc = [["Part", "Title", "Page"],
           ["1", "Project and Site (background, receiving waters, existing data, soils, Figures 1-2)", "3"],
           ["2A", "Work Area A - Holes 1 through 6", "7"],
           ["2B", "Work Area B - Holes 7 through 12", "9"],
           ["2C", "Work Area C - Holes 13 through 18", "11"],
           ["2D", "Work Area D - Maintenance Compound", "13"],
           ["3", "Site-Wide Provisions (phasing, stabilization, practice details, inspections, Figure 3)", "15"],
           ["4", "Post-Construction Stormwater Management", "20"],
           ["5", "Certifications", "24"]]
    s += [tbl(toc, [0.6 * inch, 5.0 * inch, 0.7 * inch], zebra=False), Spacer(1, 10)]
    s += [P("Project Directory", h1)]
    dirt = [["Role", "Party", "Contact"],
            ["Owner / Operator", "Angle Fly Hills Golf Club, Inc.", "Daniel Forsythe, General Manager, (914) 555-0146"],
            ["Golf course superintendent", "Angle Fly Hills Golf Club, Inc.", "Renata Vasquez, CGCS, (914) 555-0149"],
            ["SWPPP preparer", "Hollowell & Birch Engineering, PLLC, 40 Main Street, Brewster, NY 10509",
             "Martin J. Okonkwo, P.E., (845) 555-0120"],
            ["Golf course architect", "Fairlie Course Design LLC", "Graham Fairlie, ASGCA"],
            ["General contractor", "Greensward Construction Corp., 22 Commerce Drive, Carmel, NY 10512",
             "Thomas Keegan, Project Manager, (845) 555-0182"],
            ["Qualified inspector", "Hollowell & Birch Engineering, PLLC", "Ana Lindqvist, CPESC, (845) 555-0127"]]
    s += [tbl(dirt, [1.55 * inch, 2.55 * inch, 2.7 * inch])]
    s += [Spacer(1, 8), P("This plan is arranged by work area so that the crew assigned to each hole group "
                          "can carry the pages for its area. Part 1 and Part 3 apply to the whole course; Part 2 "
                          "gives the scope, sequence and erosion and sediment control quantities for each area; "
                          "Part 4 covers the permanent stormwater practices.")]

    # ---- Part 1
    s += divider([(24, "PART 1"), (18, "PROJECT AND SITE"), (11, "Background, receiving waters, soils, site mapping")])
    s += [P("1.1  Project Background", h1),
          P("Angle Fly Hills Golf Club, Inc. proposes a renovation of its existing 18-hole private golf course "
            "at 1180 Route 118 in the Town of Somers, Westchester County. The project is a golf course "
            "renovation (Town Code &sect; 93-6A(2)(j), golf courses) and consists of the reconstruction of "
            "six tee complexes, three putting greens and 41 sand bunkers, replacement of approximately "
            "5,600 linear feet of gravel cart path with 8-foot-wide asphalt path, and the rebuilding of the "
            "maintenance compound with a new equipment wash pad, a covered chemical and fuel storage building "
            "and a paved yard. No change in the use of the property is proposed and play will continue on the "
            "holes outside the active work area."),
          P("The course occupies 148.2 acres. The work is divided into four work areas. The total area "
            "of soil disturbance is 4.60 acres, as tabulated below; new impervious cover is 1.24 acres "
            "(asphalt cart path 1.03 acres and compound paving and roofs 0.21 acres), offset in part by the "
            "removal of 0.38 acres of compacted gravel path and yard.")]
    size = [["Work area", "Holes / facility", "Main work", "Disturbed (ac)", "New impervious (ac)"],
            ["A", "Holes 1-6", "Tees 2 and 5, 14 bunkers, 1,900 lf cart path", "1.45", "0.35"],
            ["B", "Holes 7-12", "Green 9 rebuild, 13 bunkers, 1,800 lf cart path", "1.30", "0.33"],
            ["C", "Holes 13-18", "Greens 14 and 17, tees 13, 16, 18, 14 bunkers, 1,900 lf path", "1.20", "0.35"],
            ["D", "Maintenance compound", "Wash pad, storage building, paved yard, staging", "0.65", "0.21"],
            ["", "Total", "", "4.60", "1.24"]]
    s += [tbl(size, [0.6 * inch, 1.1 * inch, 3.0 * inch, 0.95 * inch, 1.15 * inch])]
    s += [P("1.2  Receiving Waters", h2),
          P("Runoff from the course drains to an unnamed tributary of the Muscoot River that crosses the course "
            "between Holes 9 and 10, and from there to the Muscoot Reservoir, a New York City water supply "
            "reservoir in the Croton system. The Muscoot Reservoir basin is subject to the phosphorus TMDL for "
            "the New York City reservoirs, and the permanent practices in Part 4 are designed to the enhanced "
            "phosphorus removal standards. Discharge points DP-1 (tributary at the Hole 10 culvert), DP-2 "
            "(tributary at the south property line) and DP-3 (Route 118 roadside swale, which joins the same "
            "tributary) are shown on Figure 2."),
          P("1.3  Existing Stormwater Data", h2),
          P("The Club's irrigation consultant has operated a tipping-bucket rain gauge at the maintenance "
            "compound since 2019. The Westchester County Department of Planning sampled the tributary at the "
            "south property line in 2021 and 2022 under its Croton watershed monitoring program (total "
            "phosphorus 0.031 to 0.058 mg/L, total suspended solids 4 to 19 mg/L in base flow). No flooding "
            "complaints are on file with the Town for the Route 118 swale. Existing peak flows at DP-1 to DP-3 "
            "were computed for this plan and are given in Section 4.3.")]
    s += [PageBreak()]
    s += [P("1.4  Soils", h1),
          P("Soils were taken from the USDA-NRCS Web Soil Survey for Westchester County and checked with six "
            "test pits dug by the Club's crew in October 2025 and logged by the preparer. Greens and tees "
            "are built on imported sand root zones over native material; the roughs are on native soils. "
            "Soil boundaries are shown on Figure 2.")]
    soils = [["Map unit", "Name", "Slope", "Where on the course", "HSG", "Notes"],
             ["ChB", "Charlton fine sandy loam", "3-8%", "Holes 1-4 fairways, Work Area A", "B",
              "Well drained; depth to water > 6 ft; test pits TP-1, TP-2"],
             ["CrC", "Charlton-Chatfield complex, very rocky", "2-15%", "Holes 5-6 and 16-18", "B",
              "Bedrock at 30-60 in. in places; ledge at TP-5 at 44 in."],
             ["PnB", "Paxton fine sandy loam", "3-8%", "Holes 7-12, Work Area B", "C",
              "Dense till (fragipan) at 20-30 in.; slow permeability; seasonal perched water"],
             ["RdA", "Ridgebury loam", "0-3%", "Along the tributary at Holes 9-10", "D",
              "Poorly drained; wetland W-1 soils; no work proposed in this unit"],
             ["Ub", "Udorthents, smoothed", "0-8%", "Maintenance compound, Work Area D", "B (assumed)",
              "Fill placed in 1960s; TP-6 showed sandy fill over till at 4 ft; infiltration 1.8 in/hr"]]
    s += [tbl(soils, [0.55 * inch, 1.35 * inch, 0.5 * inch, 1.45 * inch, 0.6 * inch, 2.35 * inch])]
    s += [P("Erodibility: the Charlton and Paxton surface layers have K factors of 0.24 to 0.32 and erode "
            "readily when bare on the longer fairway slopes. Sand root zones removed from greens and bunkers "
            "are highly erodible and are stockpiled only within the limits of disturbance."),
          P("1.5  Site Mapping", h2),
          P("Figure 1 (general location map) and Figure 2 (existing conditions, soils and work areas, 1 in = "
            "100 ft) follow on the next page. Figure 2 shows the total site area, the limits of disturbance "
            "for each work area and the land that will not be disturbed, existing vegetation, the tributary "
            "and wetland W-1, drainage patterns, existing slopes and final grading intent, soil boundaries, "
            "staging and storage, and the discharge points. Figure 3 in Part 3 shows the erosion and "
            "sediment control practices and the permanent practices. Full-size 24 x 36 in. grading sheets "
            "G-1 to G-4 accompany the site plan application and match these figures."),
          P("Existing slopes on the fairways range from 2 to 12 percent, with short 3:1 banks at tees 5 and "
            "16. Final grades at tees, greens and bunkers stay within 2 feet of existing and no slope steeper "
            "than 3:1 will be created.")]
    s += [NextPageTemplate("tabloid"), PageBreak(), Figure(fig_site, 0), NextPageTemplate("body")]

    # ---- Part 2: work areas
    areas = [
        ("A", "Holes 1 through 6", "WORK AREA A", "HOLES 1 - 6", "1.45",
         "Reconstruct tees 2 and 5, renovate 14 bunkers on Holes 1, 3, 4 and 6, and replace 1,900 lf of cart "
         "path from the first tee to the sixth green. Tee 5 sits on a 3:1 bank above the Hole 4 fairway; it is "
         "rebuilt first so that the bank is restored before the fairway bunkers are opened.",
         [["Practice", "Location", "Size / length", "Placed", "Remains until"],
          ["Silt fence SF-A1", "Downslope of tee 5 bank, Hole 4 side", "260 lf", "Before tee 5 strip",
           "Bank has 80% cover"],
          ["Compost filter sock CFS-A1", "Downslope edge of new cart path, Holes 1-6", "1,900 lf (12 in.)",
           "Ahead of path excavation", "Path shoulders sodded"],
          ["Inlet protection IP-A1 to A3", "Fairway drain inlets, Holes 3 and 4", "3 inlets", "Before bunker work",
           "Bunkers sodded"],
          ["Stockpile SP-A", "Hole 3 rough, 100 ft from any drain", "40 ft x 60 ft, 300 cy max",
           "With first excavation", "Material used or removed"],
          ["Bunker sand cover", "Each open bunker", "Tarps on sand deliveries", "Daily", "Bunker complete"],
          ["Temporary seeding / sod", "All disturbed rough", "0.9 ac", "Within 7 days of final grade",
           "Permanent turf"]],
         ["Stake limits, install SF-A1 and CFS-A1 and inlet protection IP-A1 to A3.",
          "Strip and rebuild tee 5 and the 3:1 bank; sod bank face and pin with biodegradable staples.",
          "Rebuild tee 2; renovate bunkers two holes at a time, closing each hole's bunkers before opening the next.",
          "Excavate and pave cart path in 400-ft runs; backfill and sod shoulders the same week.",
          "Remove controls after the Club's superintendent and the qualified inspector agree turf is established."]),
        ("B", "Holes 7 through 12", "WORK AREA B", "HOLES 7 - 12", "1.30",
         "Rebuild the ninth green and surrounds (USGA method), renovate 13 bunkers and replace 1,800 lf of cart "
         "path including the approaches to the existing cart bridge over the tributary. The ninth green lies "
         "within 120 ft of wetland W-1; its reconstruction drains through temporary sediment trap ST-1.",
         [["Practice", "Location", "Size / length", "Placed", "Remains until"],
          ["Stabilized entrance SCE-2", "Service road off Hole 8 to Route 118", "50 ft x 20 ft, 6 in. thick",
           "First day in area", "Area B stabilized"],
          ["Silt fence SF-B1 (double row)", "Wetland W-1 side of green 9 and bridge approaches", "420 lf",
           "Before any disturbance", "Green grown in"],
          ["Temporary sediment trap ST-1", "Low corner of green 9 surrounds", "Serves 0.64 ac; see Table 3-1",
           "Before green excavation", "Surrounds sodded"],
          ["Compost filter sock CFS-B1", "Cart path, Holes 7, 8, 11, 12", "1,800 lf (12 in.)", "Ahead of path work",
           "Shoulders sodded"],
          ["Check dams CD-B1 to B4", "Hole 11 swale (future DS-1)", "4 stone dams, 2 ft high", "Before swale grading",
           "Swale converted to DS-1"],
          ["Temporary seeding / sod", "Green surrounds and rough", "0.7 ac", "Within 7 days of final grade",
           "Permanent turf"]],
         ["Install SCE-2, double silt fence SF-B1 and sediment trap ST-1 before touching green 9.",
          "Strip and stockpile the old root zone inside the LOD; build subgrade, drainage and new root zone.",
          "Replace cart path on Holes 7, 8, 11 and 12; grade the Hole 11 swale with check dams in place.",
          "Sod surrounds; seed or sprig the green; close ST-1 after surrounds are stabilized.",
          "Convert the Hole 11 swale to dry swale DS-1 once the contributing path and rough are stable."]),
        ("C", "Holes 13 through 18", "WORK AREA C", "HOLES 13 - 18", "1.20",
         "Rebuild greens 14 and 17, tees 13, 16 and 18 and 14 bunkers, and replace 1,900 lf of cart path. "
         "Ledge was found at 44 in. near tee 16; any rock removal will be by mechanical hammer only.",
         [["Practice", "Location", "Size / length", "Placed", "Remains until"],
          ["Silt fence SF-C1", "Below greens 14 and 17", "340 lf", "Before green strip", "Greens grown in"],
          ["Compost filter sock CFS-C1", "Cart path, Holes 13-18", "1,900 lf (12 in.)", "Ahead of path work",
           "Shoulders sodded"],
          ["Diversion berm DB-C1", "Above tee 16 bank", "180 lf, 18 in. high", "Before tee 16 strip",
           "Bank sodded"],
          ["Dewatering bag DW-C1", "Hole 15, trench IT-1 excavation", "15 ft x 15 ft bag", "If water in trench",
           "Trench backfilled"],
          ["Temporary seeding / sod", "All disturbed rough", "0.6 ac", "Within 7 days of final grade",
           "Permanent turf"]],
         ["Install SF-C1, CFS-C1 and diversion berm DB-C1.",
          "Rebuild tee 16 behind the berm; sod the bank face.",
          "Rebuild greens 14 and 17 one at a time; tees 13 and 18 and bunkers follow.",
          "Replace the cart path and construct infiltration trench IT-1 along Hole 15 last, after the "
          "contributing areas are stabilized.",
          "Remove controls after turf is established."]),
        ("D", "Maintenance Compound", "WORK AREA D", "MAINTENANCE COMPOUND", "0.65",
         "Demolish the 1970s equipment shed, build a 2,400 sf covered chemical, fertilizer and fuel storage "
         "building with a closed-loop equipment wash pad, pave 0.14 acres of yard, and build bioretention "
         "area BR-1. The compound is the contractor's staging area for the whole program.",
         [["Practice", "Location", "Size / length", "Placed", "Remains until"],
          ["Stabilized entrance SCE-1", "Compound drive at Route 118", "50 ft x 20 ft, 6 in. thick",
           "First day of the program", "Yard paved"],
          ["Silt fence SF-D1", "East and south edges of compound", "380 lf", "First day of the program",
           "BR-1 planted"],
          ["Inlet protection IP-D1", "Route 118 roadside inlet", "1 inlet", "First day of the program",
           "Yard paved"],
          ["Concrete washout CW-1", "North yard, 50 ft from BR-1 site", "10 ft x 10 ft lined pit",
           "Before first pour", "Last pour"],
          ["Temporary seeding", "Disturbed lawn around compound", "0.25 ac", "Within 7 days of final grade",
           "Permanent lawn"]],
         ["Install SCE-1, SF-D1 and IP-D1; set up staging, trailer and material storage.",
          "Demolish the shed; build the storage building and wash pad.",
          "Pave the yard; rough-grade BR-1 but do not place its soil media.",
          "Place BR-1 media and plantings only after the yard and lawn are stabilized.",
          "Remove SF-D1 and SCE-1 at the end of the program."]),
    ]
    for tag, holes, dl1, dl2, ac, scope, esc, seq in areas:
        s += divider([(24, dl1), (18, dl2), (11, "Scope, sequence and erosion and sediment control quantities")])
        s += [P("2%s  Work Area %s - %s" % (tag, tag, holes), h1),
              P("<b>Scope.</b> " + scope),
              P("<b>Disturbance.</b> %s acres within the limit of disturbance shown on Figures 2 and 3." % ac),
              P("Sequence of operations - Work Area %s" % tag, h2)]
        for i, x in enumerate(seq):
            s += [Paragraph(x, bul, bulletText="%d." % (i + 1))]
        s += [P("Table %s-2  Erosion and sediment control practices, location, size and schedule" % tag, h2),
              tbl(esc, [1.55 * inch, 1.9 * inch, 1.25 * inch, 1.05 * inch, 1.05 * inch])]
        if tag == "D":
            s += [P("Pollution prevention at the compound", h2),
                  P("<b>Litter and debris.</b> Two 30-cubic-yard roll-off containers (one for demolition debris, "
                    "one for general refuse) are kept in the north yard with covers closed at the end of each "
                    "day. Crews pick up litter along the cart path work zones at the end of each shift. Old "
                    "cart path gravel and asphalt millings are hauled to a licensed recycler."),
                  P("<b>Construction chemicals.</b> Form oil, curing compound, paint and sealants are kept in "
                    "a locked steel cabinet inside the contractor's trailer. Fertilizer and pesticides used for "
                    "grow-in stay in the Club's existing licensed storage room and are applied only by the "
                    "Club's certified applicators, never within 100 ft of the tributary or wetland W-1."),
                  P("<b>Fuel and spills.</b> Equipment is fuelled from the Club's existing 1,000-gallon "
                    "double-walled diesel tank on its containment pad. Spill kits are kept at the tank, at the "
                    "trailer and on each service truck. A spill is stopped, contained with absorbent and "
                    "reported to the superintendent; any petroleum spill of reportable quantity is reported to "
                    "the NYSDEC Spill Hotline (1-800-457-7362) within two hours."),
                  P("<b>Concrete washout.</b> Truck chutes are washed out only into CW-1."),
                  P("<b>Other industrial discharges.</b> No asphalt plant, concrete batch plant or other "
                    "industrial activity will operate on the site; asphalt and concrete are delivered "
                    "ready-mixed. The site has no stormwater discharges associated with industrial activity "
                    "other than construction. Wash-pad water is recycled in a closed-loop system and is not "
                    "discharged.")]
        elif tag == "B":
            s += [P("Note: the cart bridge deck and abutments are not altered; no work is proposed in the "
                    "tributary channel or in wetland W-1, and no stream crossing permit is required. The "
                    "Hole 11 swale check dams (CD-B1 to B4) are a temporary practice that becomes part of "
                    "permanent dry swale DS-1: the swale is fine-graded and its check dams are rebuilt as "
                    "permanent stone check dams once the area is stable.")]
        else:
            s += [P("Work in this area is scheduled so that no more than two holes are out of play at once. "
                    "Practices are placed in the order given in the sequence above and stay until the "
                    "condition in the last column is met.")]

    # ---- Part 3
    s += divider([(24, "PART 3"), (18, "SITE-WIDE PROVISIONS"), (11, "Phasing, stabilization, practice details, inspection")])
    s += [P("3.1  Construction Phasing and Sequence", h1),
          P("The program runs from April 2026 to October 2027 and is phased so that play continues. Work "
            "Area D is opened first because it is the staging area; the hole groups follow one at a time."),
          tbl([["Phase", "Dates", "Work areas open", "Max. disturbed at one time (ac)"],
               ["1", "Apr - Jun 2026", "D (compound, staging)", "0.65"],
               ["2", "Jul - Oct 2026", "D (finishing) + A (Holes 1-6)", "2.10"],
               ["3", "Apr - Jul 2027", "B (Holes 7-12)", "1.30"],
               ["4", "Aug - Oct 2027", "C (Holes 13-18); D closes out", "1.85"]],
              [0.6 * inch, 1.3 * inch, 2.6 * inch, 2.3 * inch]),
          Spacer(1, 4),
          P("Not more than 2.10 acres will be disturbed at any one time, well under the five-acre limit. In "
            "each work area the order of operations is: (1) install perimeter controls, inlet protection and "
            "entrances; (2) clearing and grubbing, limited to 11 small trees at tee 5 and tee 16; (3) stripping "
            "and stockpiling of turf and root zone; (4) excavation and grading of tees, greens, bunkers and "
            "cart path subgrade; (5) installation of drainage and irrigation laterals and of permanent practices "
            "BR-1, DS-1 and IT-1; (6) paving, root zone placement and sodding; (7) removal of temporary controls "
            "after stabilization."),
          P("3.2  Temporary and Permanent Soil Stabilization", h1),
          P("Stabilization follows the New York State Standards and Specifications for Erosion and Sediment "
            "Control (November 2016), sections on temporary critical area seeding, mulching, topsoiling, "
            "sodding and permanent critical area planting, for every stage from the first stripping to final "
            "stabilization:"),
          B("<b>Temporary:</b> where disturbed soil will sit idle 7 days or more, apply temporary seeding "
            "(annual ryegrass 40 lb/ac, or winter rye 100 lb/ac after September 15) with straw mulch at "
            "2 tons/ac, crimped; stockpiles left over 7 days are seeded or covered; after October 15 areas are "
            "mulched only with straw at 3 tons/ac and tackifier."),
          B("<b>Slopes:</b> 3:1 banks at tees 5 and 16 receive sod pinned with biodegradable staples, or a "
            "straw-coconut erosion control blanket where sod cannot be placed within 7 days."),
          B("<b>Permanent:</b> roughs and surrounds are sodded with the Club's bluegrass-fescue sod or seeded "
            "with the course rough mix at 175 lb/ac on 4 in. topsoil; greens receive creeping bentgrass on "
            "the new root zone; BR-1 is planted per Section 4.5."),
          B("<b>Final stabilization</b> is reached when all disturbed soil has a uniform perennial cover of at "
            "least 80 percent density or is paved, and the cart path shoulders are sodded."),
          ]
    s += [P("3.3  Erosion and Sediment Control Practice Details", h1),
          P("Table 3-1 gives dimensions, materials, installation and operation and maintenance requirements "
            "for every erosion and sediment control practice named in the work area tables, including "
            "sediment trap ST-1 and the diversion practices. Standard details are those of the New York "
            "State Standards and Specifications; the table repeats its header where it continues.")]
    det = [["Practice", "Dimensions", "Materials", "Installation", "Operation and maintenance"],
           ["Silt fence (SF)", "36 in. fabric, 24 in. above grade, posts 8 ft o.c. max (6 ft for double row)",
            "Woven geotextile, min. grab strength 100 lb; 2 in. hardwood posts 36 in. long",
            "Bury toe 6 in. deep x 6 in. wide, backfill and compact; ends turned upslope; on contour",
            "Remove sediment at one-half fence height; replace torn fabric and sagging posts"],
           ["Compost filter sock (CFS)", "12 in. diameter; 18 in. on slopes over 5%",
            "Photodegradable mesh filled with weed-free compost meeting NYS gradation",
            "Lay on contour, stake 10 ft o.c. with 2x2 stakes, overlap joints 2 ft",
            "Remove sediment at one-half sock height; replace split socks; spread compost at removal"],
           ["Stabilized construction entrance (SCE)", "50 ft long x 20 ft wide x 6 in. thick",
            "NYSDOT No. 2 stone (1.5-3.5 in.) over woven geotextile",
            "Grade subgrade, place fabric, place stone; culvert under entrance where it crosses the swale",
            "Top-dress with stone when voids fill; sweep tracked material from Route 118 the same day"],
           ["Storm drain inlet protection (IP)", "Fits inlet grate; 12 in. stone ring for yard inlets",
            "Geotextile insert bag rated for 0.5 cfs, or excavated drop inlet with stone ring",
            "Place before upslope disturbance; secure bag under grate",
            "Empty bag when one-third full; replace damaged bags"],
           ["Temporary sediment trap ST-1", "Drainage area 0.64 ac; 3,600 cf/ac = 2,300 cf total (1,150 cf wet, "
            "1,150 cf dry); 3 ft deep, 2:1 side slopes, 1.5 ft freeboard",
            "Stone outlet: NYSDOT No. 4 riprap with 1 ft layer of No. 2 stone on the upstream face",
            "Excavate, compact embankment in 8-in. lifts, build stone outlet 4 ft long at crest",
            "Clean out when sediment reaches half the wet storage depth; rebuild outlet stone as needed"],
           ["Stone check dams (CD)", "2 ft high at center, 6 in. lower than edges; spacing so toe of upstream "
            "dam = crest of downstream dam", "NYSDOT No. 3 stone", "Key 6 in. into channel sides and bottom",
            "Remove sediment at one-half dam height; restore stone"],
           ["Diversion berm (DB)", "18 in. high, 2:1 side slopes, 4 ft base; positive grade 1-2% to outlet",
            "Compacted on-site soil, seeded and mulched", "Build before upslope disturbance; stable outlet to sock",
            "Repair breaches; remove sediment that reduces capacity"],
           ["Dewatering bag (DW)", "15 ft x 15 ft", "Non-woven geotextile bag", "Place on level stable ground "
            "over a stone pad, 100 ft from the tributary", "Replace when one-half full; dispose within LOD"],
           ["Concrete washout (CW)", "10 ft x 10 ft x 3 ft deep", "10-mil plastic liner, sandbag edges, sign",
            "Excavate below grade, line and anchor", "Remove hardened concrete at two-thirds capacity; "
            "reline when torn"],
           ["Stockpile (SP)", "8 ft max. height, 2:1 side slopes", "Perimeter compost sock; tarp or seed",
            "Locate 100 ft from drains and the tributary; sock around toe", "Cover or seed if left over 7 days"],
           ["Temporary seeding", "All idle disturbed soil", "Annual ryegrass 40 lb/ac or winter rye 100 lb/ac; "
            "straw mulch 2 t/ac", "Lime and fertilize per soil test, seed, mulch and crimp",
            "Reseed bare spots; re-mulch where blown or washed"],
           ["Erosion control blanket", "Rolls 8 ft x 112.5 ft", "Straw-coconut, biodegradable netting",
            "Key in top of slope 6 in.; staple 1.5 per sq yd; overlap 4 in.",
            "Re-staple lifted edges; replace torn sections"],
           ["Sod", "Strips 18 in. x 72 in.", "Bluegrass-fescue, NYS certified", "Lay on 4 in. topsoil, stagger "
            "joints, roll; pin on slopes", "Water daily for 2 weeks; re-lay failed sod"],
           ["Dust control", "Active haul roads", "Water truck; no oil or chemicals", "Wet haul roads as needed",
            "Stop hauling in high wind"],
           ]
    s += [tbl(det, [1.15 * inch, 1.45 * inch, 1.45 * inch, 1.4 * inch, 1.35 * inch])]
    s += [PageBreak(),
          P("3.4  Deviations from the New York State Standards", h1),
          P("One element of the design departs from the New York State Standards and Specifications for Erosion "
            "and Sediment Control. Compost filter sock is used instead of silt fence along the downslope edge "
            "of the new cart paths, including runs that follow the contour on slopes up to 10 percent where "
            "the Standards contemplate silt fence. Reason: silt fence would have to be trenched through "
            "irrigation laterals and across play. Equivalence: the Standards list compost filter sock as a "
            "perimeter practice; an 18-inch sock is specified on slopes over 5 percent and slope lengths above "
            "each sock are held to 100 ft or less, within the sock's rated slope length; the sock holds "
            "sediment as well as fence and needs no trench. No other element deviates from the Standards."),
          P("3.5  Inspection and Maintenance During Construction", h1),
          P("The contractor is responsible for installing, repairing and maintaining the erosion and sediment "
            "control practices in each work area, and the qualified inspector reports on their condition to "
            "the Club. Maintenance actions for each practice are given in Table 3-1. The inspection schedule "
            "for the practices is set out in Section 4.6, which also lists who performs each inspection. "
            "Inspection reports are kept in the site logbook in the contractor's trailer with a copy of this "
            "plan."),
          P("3.6  Temporary Practices Converted to Permanent Use", h2),
          P("The Hole 11 swale and its check dams become dry swale DS-1; the rough-graded BR-1 basin in Work "
            "Area D is protected from sediment during construction and is not used as a sediment trap. No "
            "other temporary practice becomes permanent."),
          P("3.7  Figure 3", h2),
          P("Figure 3 on the next page shows the location of each erosion and sediment control practice; the "
            "size and length of each are those of Tables A-2, B-2, C-2 and D-2. The permanent practices BR-1, "
            "DS-1 and IT-1 are shown on the same figure.")]
    s += [NextPageTemplate("tabloid"), PageBreak(), Figure(fig_esc, 0), NextPageTemplate("body")]

    # ---- Part 4
    s += divider([(24, "PART 4"), (18, "POST-CONSTRUCTION"), (11, "Permanent stormwater management practices")])
    s += [P("4.1  Post-Construction Stormwater Management Practices", h1),
          P("The course renovation is a golf course activity under &sect; 93-6A(2)(j) disturbing more than one "
            "acre, so permanent water quantity and water quality controls designed to the enhanced phosphorus "
            "removal standards are provided:"),
          B("<b>BR-1 bioretention area</b> (Work Area D) receives runoff from the paved yard and the storage "
            "building roof, 0.45 ac with 0.30 ac impervious, through a stone diaphragm and forebay; it has an "
            "underdrain to the Route 118 swale and an overflow riser."),
          B("<b>DS-1 dry swale</b> (Hole 11) treats the Hole 7-12 cart path and the adjacent rough, 1.1 ac "
            "with 0.33 ac impervious; 310 lf with a filter media bed and underdrain, stone check dams."),
          B("<b>IT-1 infiltration trench</b> (Hole 15) takes runoff from 1,900 lf of Holes 13-18 cart path and "
            "the adjoining rough (0.52 ac, 0.35 ac impervious) through a grass filter strip pretreatment."),
          B("<b>Cart path disconnection</b> - all new cart path outside the DS-1 and IT-1 drainage areas sheds "
            "to at least 25 ft of maintained rough (filter strip), a runoff reduction practice."),
          P("4.2  Location and Size", h2),
          tbl([["Practice", "Location", "Size", "Drainage area (ac)", "Figure"],
               ["BR-1", "Maintenance compound, SE corner", "1,850 sf surface; 2.5 ft media", "0.45", "3"],
               ["DS-1", "Hole 11, right of cart path", "310 lf x 6 ft bottom", "1.10", "3"],
               ["IT-1", "Hole 15, left of cart path", "320 lf x 6 ft x 5 ft deep", "0.52", "3"],
               ["Disconnection", "All other cart path", "25 ft min. filter strip", "0.37 imp.", "3"]],
              [0.9 * inch, 2.1 * inch, 1.9 * inch, 1.1 * inch, 0.7 * inch]),
          P("4.3  Hydrologic and Hydraulic Analysis", h2),
          P("Runoff was modelled in HydroCAD 10 using the SCS TR-20 method, Type III 24-hour storms (NOAA Atlas "
            "14: 1-year 2.75 in., 10-year 5.05 in., 100-year 8.95 in.), for each design point. BR-1, DS-1 and "
            "IT-1 were routed with their storage, underdrains, risers and overflows; the BR-1 overflow riser "
            "(24 in.) and 12 in. outlet pipe pass the 100-year storm with 0.8 ft freeboard."),
          tbl([["Design point", "1-yr pre (cfs)", "1-yr post", "10-yr pre", "10-yr post", "100-yr pre",
                "100-yr post"],
               ["DP-1 tributary at Hole 10", "6.42", "6.10", "21.8", "21.5", "49.6", "49.4"],
               ["DP-2 south property line", "9.15", "8.88", "30.2", "29.9", "68.1", "67.9"],
               ["DP-3 Route 118 swale", "0.94", "0.61", "2.71", "2.38", "5.52", "5.31"]],
              [1.8 * inch, 0.8 * inch, 0.75 * inch, 0.75 * inch, 0.8 * inch, 0.8 * inch, 0.8 * inch]),
          P("Post-development peak flows at every design point are at or below pre-development flows for all "
            "three storms.", base)]
    s += [PageBreak(), P("4.4  Sizing Criteria", h1),
          P("Sizing follows the New York State Stormwater Management Design Manual (January 2015), Chapter 10 "
            "enhanced phosphorus removal standards for the New York City East of Hudson watershed. The water "
            "quality volume is the runoff from the 1-year, 24-hour storm."),
          tbl([["Criterion", "Required", "Provided", "How"],
               ["Water quality volume, WQv (1-yr storm runoff)", "BR-1 0.067 ac-ft; DS-1 0.081; IT-1 0.078",
                "BR-1 0.081; DS-1 0.085; IT-1 0.088", "Ponding plus media / stone voids (0.40)"],
               ["Runoff reduction volume, RRv", "Minimum 0.062 ac-ft (specific reduction factor 0.40 HSG B, "
                "0.30 HSG C)", "0.131 ac-ft", "IT-1 infiltration (0.088), BR-1 infiltration at 1.8 in/hr (0.043), "
                "disconnection"],
               ["Channel protection, Cpv (24-hr extended detention of 1-yr)", "24-hr ED of the 1-yr runoff",
                "BR-1 and DS-1: 1 in. orifice caps on underdrains, 26-28 hr drawdown; IT-1 infiltrates", "Routing"],
               ["Overbank flood, Qp (10-yr)", "Post <= pre", "Met, see 4.3", "Routing"],
               ["Extreme flood, Qf (100-yr)", "Post <= pre; safe passage", "Met, see 4.3", "Routing"]],
              [1.9 * inch, 1.75 * inch, 1.35 * inch, 1.8 * inch]),
          Spacer(1, 4),
          P("WQv = [(P)(Rv)(A)]/12 with P = 2.75 in. For BR-1, A = 0.45 ac, I = 67%, Rv = 0.05 + 0.009(67) = "
            "0.653, WQv = 2.75 x 0.653 x 0.45 / 12 = 0.067 ac-ft; BR-1 holds 0.081 ac-ft (6 in. ponding over "
            "1,850 sf = 925 cf, plus 40% voids in 2.5 ft media and 1 ft stone = 2,590 cf). For DS-1, A = 1.10 ac, "
            "I = 30%, Rv = 0.32, WQv = 0.081 ac-ft. For IT-1, A = 0.52 ac, I = 67%, Rv = 0.655, WQv = 0.078 "
            "ac-ft; the trench holds 320 x 6 x 5 x 0.40 = 3,840 cf = 0.088 ac-ft. No deviation from the Design "
            "Manual is proposed and no criterion is waived. Drawdown of BR-1 is under 48 hours."),
          P("4.5  Dimensions, Materials and Installation", h1),
          tbl([["Practice", "Dimensions", "Materials", "Installation"],
               ["BR-1", "1,850 sf bed, 6 in. ponding, 2.5 ft media, 12 in. stone, 6 in. underdrain",
                "Bioretention media (sand 85%, fines 10%, compost 5%); No. 57 stone; SDR-35 perforated pipe; "
                "native shrubs and perennials per planting list on sheet L-2 reproduced below",
                "Excavate with light equipment; scarify bottom; place stone, pipe and media in 12 in. lifts "
                "without compaction; plant; after contributing area is stable"],
               ["DS-1", "310 lf, 6 ft bottom, 3:1 sides, 30 in. filter bed, 4 permanent check dams",
                "Filter media as BR-1, 6 in. underdrain, NYSDOT No. 3 stone dams", "Fine-grade after Area B "
                "is stable; place media; sod with swale mix"],
               ["IT-1", "320 lf x 6 ft wide x 5 ft deep, 20 ft grass filter strip",
                "1.5-2.5 in. washed stone, non-woven geotextile sides, observation wells 50 ft o.c.",
                "Excavate after contributing path is paved and rough sodded; no equipment on trench bottom"]],
              [0.65 * inch, 1.85 * inch, 2.3 * inch, 2.0 * inch]),
          P("Planting list (BR-1): Cornus sericea, Ilex verticillata, Clethra alnifolia, Panicum virgatum, "
            "Carex vulpinoidea, Iris versicolor, at 18 in. spacing for perennials and 5 ft for shrubs.")]
    s += [PageBreak(), P("4.6  Operation and Maintenance Plan", h1),
          P("Angle Fly Hills Golf Club, Inc. owns the course and is the entity responsible for the long-term "
            "operation and maintenance of BR-1, DS-1, IT-1 and the filter strips, through its golf course "
            "superintendent. The schedule below applies once each practice is placed in service."),
          tbl([["Practice", "Inspection", "Maintenance action", "By"],
               ["BR-1", "Monthly April-October and after storms over 1 in.; annual report to Town",
                "Remove forebay sediment when 50% full; replace mulch yearly; prune and replace plants; "
                "restore media if ponding exceeds 48 hours", "Superintendent's crew"],
               ["DS-1", "Quarterly and after storms over 1 in.", "Mow to 4-6 in.; remove sediment at check dams; "
                "repair erosion", "Superintendent's crew"],
               ["IT-1", "Quarterly; observation wells after storms over 1 in.",
                "Mow filter strip; remove sediment; rebuild trench if water remains after 72 hours",
                "Superintendent's crew"],
               ["Filter strips", "Twice yearly", "Maintain turf cover; no fertilizer within 10 ft of path edge",
                "Superintendent's crew"]],
              [0.8 * inch, 1.9 * inch, 2.9 * inch, 1.2 * inch]),
          Spacer(1, 4),
          P("4.7  Maintenance Easements", h2),
          P("The permanent practices lie wholly on the Club's own parcel, well inside its boundaries, and the "
            "Club will own and maintain them. No maintenance easement is needed for access, and none is shown on "
            "the plans."),
          P("4.8  Inspection and Maintenance Agreement", h2),
          P("Before final approval the Club will sign the Town of Somers Stormwater Control Facility Maintenance "
            "Agreement, on the NYSDEC sample form kept by the Planning and Engineering Department. The "
            "agreement obliges the owner to inspect and maintain BR-1, DS-1, IT-1 and the filter strips per "
            "Section 4.6, binds the owner's successors and all subsequent owners of the property, and is "
            "recorded in the Westchester County Clerk's office as a deed restriction."),
          P("As-built drawings of the permanent practices certified by a professional engineer will be given "
            "to the Town Stormwater Management Officer after construction.")]

    # ---- Part 5
    s += [PageBreak(), P("Part 5  Certifications", h1),
          P("5.1  Preparer's Certification", h2),
          P("I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct "
            "supervision, and that the design of all stormwater management practices in it meets the "
            "requirements of Chapter 93 of the Code of the Town of Somers."),
          tbl([["Signature", "Name / licence", "Date"],
               ["/s/ Martin J. Okonkwo", "Martin J. Okonkwo, P.E., NY Lic. No. 089417, Hollowell & Birch "
                "Engineering, PLLC", "March 9, 2026"]], [1.6 * inch, 3.9 * inch, 1.3 * inch], zebra=False),
          Spacer(1, 10),
          P("5.2  Contractor's Certification", h2),
          P("Each contractor and subcontractor who will install, inspect or maintain erosion and sediment "
            "control practices or the permanent practices signs the statement below before starting work."),
          P("\"I certify under penalty of law that I understand and agree to comply with the terms and "
            "conditions of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful "
            "for any person to cause or contribute to a violation of water quality standards.\""),
          tbl([["Field", "Entry"],
               ["Name and title", "Thomas Keegan, Project Manager"],
               ["Firm, address and telephone", "Greensward Construction Corp., 22 Commerce Drive, Carmel, NY "
                "10512, (845) 555-0182"],
               ["Site", "Angle Fly Hills Golf Club, 1180 Route 118, Somers, NY - all work areas"],
               ["Responsible for", "All erosion and sediment control practices and BR-1, DS-1, IT-1"],
               ["Signature / date", "/s/ Thomas Keegan      March 11, 2026"]],
              [2.0 * inch, 4.8 * inch], zebra=False),
          Spacer(1, 8),
          tbl([["Field", "Entry"],
               ["Name and title", "Luis Ortega, Foreman"],
               ["Firm, address and telephone", "Ortega Paving LLC, 7 Industrial Lane, Mahopac, NY 10541, "
                "(845) 555-0163"],
               ["Site", "Angle Fly Hills Golf Club - cart path paving, Work Areas A to C"],
               ["Responsible for", "Compost filter sock along cart paths during paving"],
               ["Signature / date", "/s/ Luis Ortega      March 12, 2026"]],
              [2.0 * inch, 4.8 * inch], zebra=False)]
    doc.build(s)


PAGES_OUTLINE = None  # computed by verification (pages with no text layer)

LABEL = {
    "checklist": "somers-ch93",
    "style": "Golf course renovation SWPPP organised by work area (hole groups and maintenance compound); "
             "cover and section dividers drawn as outlines; tables continued over pages with repeated headers",
    "producer": "reportlab (glyph-outline cover and divider pages drawn from fontTools outlines)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 4.6, "project_type": "golf course renovation", "single_family": False,
              "impaired_water": True},
}

LABEL.update({
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "missing", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "missing", "93-6A(3)(i)": "present",
        "93-6B": "present", "93-6D": "missing"},
    "evidence": {
        "93-6A(1)(a)": {"pages": [4], "quote": "The project is a golf course renovation"},
        "93-6A(1)(b)": {"pages": [6], "quote": "FIGURE 2 - EXISTING CONDITIONS, SOILS AND WORK AREAS"},
        "93-6A(1)(c)": {"pages": [5], "quote": "Paxton fine sandy loam"},
        "93-6A(1)(d)": {"pages": [16], "quote": "Not more than 2.10 acres will be disturbed at any one time"},
        "93-6A(1)(e)": {"pages": [14], "quote": "Construction chemicals. Form oil, curing compound, paint and sealants are kept in a locked steel cabinet"},
        "93-6A(1)(f)": {"pages": [16], "quote": "Stabilization follows the New York State Standards and Specifications for Erosion"},
        "93-6A(1)(g)": {"pages": [19], "quote": "ST-1: temporary sediment trap at Hole 9 green"},
        "93-6A(1)(h)": {"pages": [16, 17], "quote": "for every erosion and sediment control practice named in the work area tables, including"},
        "93-6A(1)(i)": {"pages": [14], "quote": "The site has no stormwater discharges associated with industrial activity"},
        "93-6A(1)(j)": {"pages": [8], "quote": "Silt fence SF-A1 Downslope of tee 5 bank, Hole 4 side 260 lf Before tee 5 strip Bank has 80% cover"},
        "93-6A(1)(l)": {"pages": [18], "quote": "Compost filter sock is used instead of silt fence"},
        "93-6A(3)(b)": {"pages": [21], "quote": "BR-1 bioretention area (Work Area D) receives runoff from the paved yard"},
        "93-6A(3)(c)": {"pages": [21], "quote": "BR-1 Maintenance compound, SE corner 1,850 sf surface; 2.5 ft media 0.45 3"},
        "93-6A(3)(d)": {"pages": [21], "quote": "Runoff was modelled in HydroCAD 10 using the SCS TR-20 method"},
        "93-6A(3)(e)": {"pages": [22], "quote": "WQv = [(P)(Rv)(A)]/12 with P = 2.75 in. For BR-1, A = 0.45 ac"},
        "93-6A(3)(f)": {"pages": [22], "quote": "4.5 Dimensions, Materials and Installation"},
        "93-6A(3)(g)": {"pages": [23], "quote": "is the entity responsible for the long-term"},
        "93-6A(3)(i)": {"pages": [23], "quote": "binds the owner's successors and all subsequent owners of the property"},
        "93-6B": {"pages": [24], "quote": "Martin J. Okonkwo, P.E., NY Lic. No. 089417"},
    },
    "gaps": {
        "93-6A(1)(k)": "pointer to the wrong section: 3.5 (p. 18) says the inspection schedule for the erosion and "
                       "sediment control practices is in Section 4.6, but 4.6 (p. 23) schedules inspections of the "
                       "permanent practices BR-1, DS-1, IT-1 and filter strips only; no inspection frequency for the "
                       "ESC practices is given anywhere",
        "93-6A(3)(h)": "statement that none exists where the law needs it: 4.7 (p. 23) says no maintenance easement "
                       "is needed because the practices are on the Club's own parcel, and none is shown on the plans",
        "93-6D": "contractor certification (p. 24) signed by two contractors but its statement omits the four-hour "
                 "erosion and sediment control training clause",
    },
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": "Golf course renovation, 4.60 ac disturbed: a golf course under 93-6A(2)(j) disturbing one acre or "
             "more, so 93-6A(3)(b)-(i) apply. Muscoot Reservoir phosphorus TMDL basin (impaired_water true; "
             "changes no Somers item). Pages 1, 3, 7, 9, 11, 13, 15 and 20 (cover and part/work-area dividers) "
             "are glyph outlines with no text layer; no evidence is taken from them. Figures 2 and 3 (pp. 6, 19) "
             "are 11 x 17 in. sheets at 1 in = 100 ft. 93-6A(1)(h): Table 3-1 gives dimensions, materials, "
             "installation and O&M requirements for every practice including sediment trap ST-1 and diversion "
             "berm; it begins on p. 16 and continues on p. 17 with a repeated header. 93-6A(1)(j): each work-"
             "area table (pp. 8, 10, 12, 14) gives placement timing and the time each practice stays. "
             "93-6A(1)(k): the maintenance actions in Table 3-1 are triggers, not an inspection schedule. "
             "93-6A(1)(l): one deviation (compost sock for silt fence) with reason and equivalence. "
             "93-6A(3)(i): the agreement's binding terms are stated (owner maintains, binds all subsequent "
             "owners, recorded as deed restriction) though it is to be signed before final approval.",
})

# headings that must be in the text layer
HEADINGS = ["Contents", "Project Directory", "1.1 Project Background", "1.2 Receiving Waters",
            "1.3 Existing Stormwater Data", "1.4 Soils", "1.5 Site Mapping",
            "2A Work Area A - Holes 1 through 6", "2B Work Area B - Holes 7 through 12",
            "2C Work Area C - Holes 13 through 18", "2D Work Area D - Maintenance Compound",
            "3.1 Construction Phasing and Sequence", "3.2 Temporary and Permanent Soil Stabilization",
            "3.3 Erosion and Sediment Control Practice Details", "3.4 Deviations from the New York State Standards",
            "3.5 Inspection and Maintenance During Construction", "4.1 Post-Construction Stormwater Management Practices",
            "4.2 Location and Size", "4.3 Hydrologic and Hydraulic Analysis", "4.4 Sizing Criteria",
            "4.5 Dimensions, Materials and Installation", "4.6 Operation and Maintenance Plan",
            "4.7 Maintenance Easements", "4.8 Inspection and Maintenance Agreement", "Part 5 Certifications",
            "5.1 Preparer's Certification", "5.2 Contractor's Certification"]
# outline pages: words OCR must read (headings drawn as outlines)
OCR_HEADINGS = {1: "STORMWATER POLLUTION PREVENTION PLAN", 3: "PROJECT AND SITE", 7: "HOLES 1 - 6",
                9: "HOLES 7 - 12", 11: "HOLES 13 - 18", 13: "MAINTENANCE COMPOUND", 15: "SITE-WIDE PROVISIONS",
                20: "POST-CONSTRUCTION"}
IMAGE_ONLY = [1, 3, 7, 9, 11, 13, 15, 20]
