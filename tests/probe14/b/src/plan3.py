# Plan 3: landscape architect's presentation boards (11x17 landscape) + letter-size narrative booklet,
# Brookside Country Day School upper field renovation, Town of Somers.
# Boards: many small separate text objects (callouts, notes) drawn in a shuffled order; board L-4 is stored
# portrait with /Rotate 90 so that it displays landscape.
import random, math
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.colors import Color, black, white
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, PageBreak
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.lib.units import inch

BW, BH = 1224, 792
GREEN = Color(0.16, 0.4, 0.25); TURF = Color(0.45, 0.7, 0.4); SOFT = Color(0.93, 0.95, 0.9)
PROJECT = 'BROOKSIDE COUNTRY DAY SCHOOL  \u00b7  UPPER FIELD RENOVATION'

# ---------------------------------------------------------------- booklet (letter, platypus)
def booklet(path):
    ss = getSampleStyleSheet()
    body = ParagraphStyle('b', parent=ss['Normal'], fontName='Times-Roman', fontSize=10.5, leading=14, spaceAfter=6)
    h1 = ParagraphStyle('h1', parent=ss['Heading1'], fontName='Helvetica-Bold', fontSize=14, textColor=GREEN, spaceBefore=8, spaceAfter=6)
    h2 = ParagraphStyle('h2', parent=ss['Heading2'], fontName='Helvetica-Bold', fontSize=11, textColor=GREEN, spaceBefore=6, spaceAfter=3)
    small = ParagraphStyle('s', parent=body, fontSize=9, leading=12)
    P = lambda t, s=body: Paragraph(t, s)
    st = []
    st += [Spacer(1, 1.3 * inch), P('TOWN OF SOMERS PLANNING BOARD  \u00b7  SITE PLAN AND STORMWATER PERMIT', small),
           P('Brookside Country Day School', ParagraphStyle('t', parent=h1, fontSize=24, leading=28)),
           P('Upper Field Renovation', ParagraphStyle('t2', parent=h1, fontSize=18, leading=22, textColor=black)),
           P('Stormwater Pollution Prevention Plan &mdash; Narrative', ParagraphStyle('t3', parent=h2, fontSize=13)),
           Spacer(1, 12),
           P('This narrative accompanies presentation boards L-1 to L-8, which are bound after it. Together they form the SPPP '
             'required by Chapter 93 of the Code of the Town of Somers.'),
           Spacer(1, 0.4 * inch)]
    toc = [['Section', 'Page'], ['1. Project background', '2'], ['2. Soils', '2'], ['3. Construction sequence', '3'],
           ['4. Pollution prevention', '3'], ['5. Industrial stormwater discharges', '4'], ['6. Postconstruction stormwater practices', '4'],
           ['7. Inspection schedule', '4'], ['8. Long-term maintenance and agreements', '5'], ['9. Certification', '5'],
           ['Contractor certification form', '6'], ['Boards L-1 to L-8', '7-14']]
    t = Table(toc, colWidths=[4.2 * inch, 0.8 * inch])
    t.setStyle(TableStyle([('FONT', (0, 0), (-1, -1), 'Helvetica', 9.5), ('FONT', (0, 0), (-1, 0), 'Helvetica-Bold', 9.5),
                           ('LINEBELOW', (0, 0), (-1, 0), 0.8, GREEN), ('ALIGN', (1, 0), (1, -1), 'RIGHT')]))
    st += [P('<b>Contents</b>', h2), t, Spacer(1, 0.6 * inch),
           P('Prepared by Ferncliff Landscape Architecture, PLLC, 14 Tomahawk Street, Yorktown Heights, NY 10598, (914) 555-0190, '
             'for Brookside Country Day School, 2 Brookside Lane, Somers, NY 10589. March 18.', small), PageBreak()]
    st += [P('1. Project background', h1),
           P('Brookside Country Day School (pre-K to grade 8, 410 students) occupies a 22.6-acre campus on Brookside Lane off Route 100 in the '
             'Town of Somers (Tax Map 17.12-2-4). The upper field, a worn natural grass soccer and lacrosse field built in 1988, is to be '
             'rebuilt as a 78,000 sq ft synthetic turf multi-purpose field with LED lighting (the practice running loop shown in the campus '
             'master plan is not part of this project). The work also includes a 24-space paved parking lot beside the field, a spectator plaza with bleachers, an '
             'accessible walk from the lower campus, a new storage building of 900 sq ft, and planting.'),
           P('The project disturbs 3.4 acres. It is an institutional facility (a school) and includes athletic fields with artificial turf, '
             'so under &sect; 93-6A(2)(k) and (u) postconstruction water quantity and water quality controls designed to the enhanced '
             'phosphorus removal standards are required. The site drains to an unnamed tributary of Plum Brook, in the Muscoot Reservoir '
             'basin, which is subject to the phosphorus TMDL for the New York City reservoirs.'),
           P('2. Soils', h1),
           P('The Westchester County Soil Survey maps three soils in the work area (Board L-2). <i>Paxton fine sandy loam, 3 to 8 percent '
             'slopes (PnB)</i>, under most of the field, is well drained with a firm fragipan at 18 to 30 in; Hydrologic Soil Group C. '
             '<i>Charlton loam, 3 to 8 percent slopes (ChB)</i>, at the north end and under the parking lot, is well drained, HSG B. '
             '<i>Sun loam (Sh)</i>, a poorly drained soil in the swale along the east edge, is HSG D and is kept outside the grading limit '
             'except for the outlet of the field underdrain. Six test pits (March 2) found 8 to 14 in of topsoil over firm brown fine sandy '
             'loam; seasonal high groundwater was at 42 in in TP-4 and below 72 in elsewhere; rock was not met.'),
           PageBreak()]
    st += [P('3. Construction sequence', h1),
           P('The work is phased so that no more than 2.1 acres is open at one time (Board L-8 shows the phases):'),
           P('Phase 1 (weeks 1-3): install the stabilized construction entrance from Brookside Lane, the perimeter silt fence, the '
             'temporary diversion swale along the west edge and sediment trap ST-1; strip topsoil from the field and stockpile it in the '
             'north stockpile area.'),
           P('Phase 2 (weeks 3-9): excavate the field subgrade to the design slope of 0.5 percent; install the underdrain collectors '
             'and the 8-in open-graded stone storage layer; build the storage building foundation; install lighting bases.'),
           P('Phase 3 (weeks 9-14): build the parking lot and walk; install the bioretention cell BR-1 only after the parking lot base '
             'is placed; place the turf, bleachers and plaza; topsoil, plant and seed all remaining areas; remove temporary controls '
             'when upslope areas reach 80 percent cover.'),
           P('4. Pollution prevention', h1),
           P('Construction litter and packaging, including turf offcuts and infill bags, will be collected each day into a covered '
             'container in the staging area and removed weekly. Crumb-rubber is not used; the infill is coated sand and cork, which will be '
             'stored on pallets under cover and loaded into the field from the turf side only. Fuel, oil, paint and sealants are kept in a '
             'locked, bermed storage box; equipment is fuelled on absorbent pads in the staging area, away from the swale. Concrete trucks '
             'wash out only into a lined washout next to the staging area. A spill kit is kept in the staging area and spills are reported '
             'to NYSDEC within two hours.'),
           PageBreak()]
    st += [P('5. Postconstruction stormwater practices', h1),
           P('<b>Field storage bed (FS-1).</b> The synthetic turf field is underlain by an 8-inch layer of open-graded stone over the '
             'subgrade, with perforated collector pipes at 20 ft spacing. The stone layer stores and slowly releases runoff through an outlet '
             'control structure (OCS-1) with a 2-in orifice, and infiltrates part of it into the subgrade.'),
           P('<b>Bioretention BR-1.</b> A 1,650 sq ft bioretention cell in the island between the parking lot and the plaza treats the '
             'runoff from the parking lot, plaza and walk (0.58 acre impervious).'),
           P('<b>Vegetated swale VS-1.</b> A 260 ft grass swale conveys the OCS-1 outflow and BR-1 overflow to a level spreader at the edge '
             'of the east swale, so that the discharge leaves as sheet flow.'),
           P('6. Inspection schedule', h1),
           P('The School\u2019s facilities staff will inspect the stormwater practices on the following schedule:'),
           ]
    insp = [['Practice', 'Inspection', 'Frequency'],
            ['Field storage bed FS-1 and OCS-1', 'Orifice and trash rack clear; water level in observation well drains within 72 h', 'Quarterly and after storms over 2 in'],
            ['Bioretention BR-1', 'Ponding drains within 24 h; mulch and plants; overflow inlet', 'Monthly April to October'],
            ['Vegetated swale VS-1 and level spreader', 'Erosion, sediment, flow spreading evenly', 'Twice a year'],
            ['Synthetic turf surface', 'Infill migration onto walks and into BR-1', 'Monthly during playing season']]
    tt = Table(insp, colWidths=[1.9 * inch, 3.1 * inch, 1.6 * inch])
    tt.setStyle(TableStyle([('FONT', (0, 0), (-1, -1), 'Helvetica', 8.5), ('FONT', (0, 0), (-1, 0), 'Helvetica-Bold', 8.5),
                            ('BACKGROUND', (0, 0), (-1, 0), SOFT), ('GRID', (0, 0), (-1, -1), 0.4, Color(0.6, 0.6, 0.6)), ('VALIGN', (0, 0), (-1, -1), 'TOP')]))
    st += [tt, Spacer(1, 6), P('Inspection results are entered in the facilities log and reported to the Town Engineer each year.'), PageBreak()]
    st += [P('7. Long-term maintenance and agreements', h1),
           P('Brookside Country Day School is responsible for the long-term operation and maintenance of FS-1, OCS-1, BR-1 and VS-1 '
             '(see the operation and maintenance table on Board L-7). A 20-foot drainage and maintenance easement in favor of the Town of '
             'Somers is shown on Board L-3.'),
           P('An inspection and maintenance agreement with the Town of Somers under &sect; 93-8 will be provided under separate cover '
             'prior to final approval.'),
           P('8. Certification', h1),
           P('I certify that this stormwater pollution prevention plan was prepared by me and that the design of all stormwater '
             'management practices meets the requirements of Chapter 93 of the Code of the Town of Somers.'),
           Spacer(1, 8),
           P('<font name="Times-Italic" size="20" color="#1a2a80">Elena M. Vasquez</font>'),
           P('Elena M. Vasquez, RLA, New York State Registered Landscape Architect No. 002871<br/>'
             'Ferncliff Landscape Architecture, PLLC, 14 Tomahawk Street, Yorktown Heights, NY 10598<br/>Date: March 18'),
           PageBreak()]
    st += [P('Contractor certification', h1),
           P('Each contractor and subcontractor responsible for installing, constructing, repairing, inspecting and maintaining the erosion '
             'and sediment control practices or installing the postconstruction practices shall sign below before starting work.'),
           P('<i>&ldquo;I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater '
             'pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of '
             'water quality standards.&rdquo;</i>')]
    form = [[lab, ''] for lab in ['Name of person signing', 'Title', 'Contracting firm', 'Firm address', 'Telephone',
                                  'Site', 'Signature', 'Date']]
    form[5][1] = 'Brookside Country Day School, 2 Brookside Lane, Somers, NY'
    ft = Table(form, colWidths=[1.8 * inch, 4.6 * inch], rowHeights=24)
    ft.setStyle(TableStyle([('FONT', (0, 0), (-1, -1), 'Helvetica', 9.5), ('LINEBELOW', (1, 0), (1, -1), 0.5, black), ('VALIGN', (0, 0), (-1, -1), 'BOTTOM')]))
    st += [Spacer(1, 8), ft]

    def on_page(c, d):
        n = c.getPageNumber()
        if n > 1:
            c.setFont('Helvetica', 7.5); c.setFillColor(GREEN)
            c.drawString(0.9 * inch, 0.55 * inch, 'Brookside Country Day School  \u00b7  Upper Field Renovation  \u00b7  SPPP narrative')
            c.drawRightString(letter[0] - 0.9 * inch, 0.55 * inch, 'page %d' % n)
    doc = SimpleDocTemplate(path, pagesize=letter, leftMargin=0.9 * inch, rightMargin=0.9 * inch, topMargin=0.8 * inch, bottomMargin=0.8 * inch,
                            title='Brookside Country Day School - Upper Field Renovation - SPPP Narrative', author='Ferncliff Landscape Architecture, PLLC')
    doc.build(st, onFirstPage=on_page, onLaterPages=on_page)

# ---------------------------------------------------------------- boards
class Board:
    """Collects drawing operations; text ops and callouts are shuffled before output."""
    def __init__(self, seed):
        self.ops = []; self.rnd = random.Random(seed)
    def add(self, fn):
        self.ops.append(fn)
    def text(self, x, y, s, font='Helvetica', size=7, color=black):
        def f(c):
            c.setFillColor(color); c.setFont(font, size); c.drawString(x, y, s); c.setFillColor(black)
        self.ops.append(('after', [f]))   # every text object joins the shuffled pool
    def lines(self, x, y, ls, font='Helvetica', size=7, lead=None, color=black):
        lead = lead or size * 1.3
        for i, s in enumerate(ls):
            self.text(x, y - i * lead, s, font, size, color)
    def callout(self, bx, by, ls, ax, ay, size=6.4, w=None):
        lead = size * 1.28
        w = w or max(len(s) for s in ls) * size * 0.55 + 10
        h = len(ls) * lead + 6
        def box(c):
            c.setFillColor(white); c.setStrokeColor(GREEN); c.setLineWidth(0.6)
            c.rect(bx, by - h + lead, w, h, fill=1)
            # leader line from nearest box edge to anchor
            ex = bx if ax < bx else (bx + w if ax > bx + w else ax)
            ey = by - h / 2 + lead / 2
            c.line(ex, ey, ax, ay); c.setFillColor(GREEN); c.circle(ax, ay, 1.6, fill=1); c.setFillColor(black); c.setStrokeColor(black)
        self.add(box)
        txt = []
        for i, s in enumerate(ls):
            def f(c, i=i, s=s):
                c.setFillColor(black); c.setFont('Helvetica', size); c.drawString(bx + 4, by - i * lead, s)
            txt.append(f)
        self.ops.append(('after', txt))
    def render(self, c):
        graphics = [o for o in self.ops if not isinstance(o, tuple)]
        texts = [f for o in self.ops if isinstance(o, tuple) for f in o[1]]
        # boxes (graphics) must be under their text; shuffle text objects and shuffle boxes among themselves
        self.rnd.shuffle(texts)
        for g in graphics: g(c)
        for t in texts: t(c)

def frame(b, code, title, scale):
    def f(c):
        c.setFillColor(SOFT); c.rect(0, 0, BW, BH, stroke=0, fill=1)
        c.setFillColor(GREEN); c.rect(0, BH - 46, BW, 46, stroke=0, fill=1)
        c.setFillColor(white); c.setFont('Helvetica-Bold', 15); c.drawString(28, BH - 31, title)
        c.setFont('Helvetica', 8.5); c.drawRightString(BW - 120, BH - 28, PROJECT)
        c.setFont('Helvetica-Bold', 22); c.drawRightString(BW - 26, BH - 34, code)
        c.setFillColor(black)
        c.setFont('Helvetica', 7); c.drawString(28, 16, 'FERNCLIFF LANDSCAPE ARCHITECTURE, PLLC  \u00b7  14 TOMAHAWK STREET, YORKTOWN HEIGHTS, NY  \u00b7  MARCH 18  \u00b7  ' + scale)
        c.setStrokeColor(GREEN); c.line(930, 30, 930, BH - 56); c.setStrokeColor(black)
    b.add(f)

def notes_column(b, title, notes, x=942, y=BH - 72):
    b.text(x, y, title, 'Helvetica-Bold', 8.5, GREEN)
    yy = y - 14
    for n in notes:
        b.text(x, yy, n, 'Helvetica', 6.6); yy -= 9.2
    return yy

def site_graphics(b, lod=False, grading=False):
    def f(c):
        # property / campus edge, woods, stream, wetland, field, parking, plaza, building
        c.setFillColor(Color(0.78, 0.86, 0.74)); c.rect(40, 50, 870, 670, stroke=0, fill=1)
        c.setFillColor(Color(0.55, 0.72, 0.55))
        rnd = random.Random(3)
        for i in range(70):
            x = rnd.uniform(50, 250) if i % 2 else rnd.uniform(760, 900); y = rnd.uniform(60, 700)
            c.circle(x, y, rnd.uniform(7, 13), stroke=0, fill=1)
        c.setStrokeColor(Color(0.2, 0.45, 0.8)); c.setLineWidth(2.2)
        p = c.beginPath(); p.moveTo(860, 720); p.curveTo(820, 520, 880, 300, 830, 50); c.drawPath(p); c.setLineWidth(1)
        c.setStrokeColor(Color(0, 0.45, 0.2)); c.setDash(4, 3); c.ellipse(780, 180, 900, 400); c.setDash()
        c.setFillColor(TURF); c.setStrokeColor(white); c.rect(330, 260, 380, 230, fill=1)
        c.line(520, 260, 520, 490); c.circle(520, 375, 30); c.rect(330, 330, 40, 90); c.rect(670, 330, 40, 90)
        c.setFillColor(Color(0.72, 0.72, 0.72)); c.setStrokeColor(black); c.rect(340, 540, 260, 80, fill=1)
        for x in range(350, 600, 21):
            c.line(x, 540, x, 560); c.line(x, 600, x, 620)
        c.setFillColor(Color(0.6, 0.8, 0.55)); c.rect(610, 545, 90, 50, fill=1)
        c.setFillColor(Color(0.88, 0.84, 0.76)); c.rect(430, 495, 180, 38, fill=1)
        c.setFillColor(Color(0.75, 0.65, 0.55)); c.rect(720, 520, 40, 28, fill=1)
        c.setFillColor(Color(0.88, 0.84, 0.76)); c.rect(300, 120, 14, 420, fill=1)
        c.setFillColor(Color(0.8, 0.8, 0.8)); c.rect(40, 600, 300, 24, fill=1, stroke=0)
        c.setFillColor(black)
        c.setStrokeColor(Color(0.5, 0.35, 0.2)); c.setDash(2, 2)
        for i in range(6):
            y = 200 + i * 75
            p = c.beginPath(); p.moveTo(60, y); p.curveTo(300, y + 20, 600, y - 20, 900, y + 5); c.drawPath(p)
        c.setDash(); c.setStrokeColor(black)
        if lod:
            c.setStrokeColor(Color(0.8, 0, 0)); c.setDash(8, 4); c.setLineWidth(1.5)
            c.rect(290, 230, 490, 410); c.setDash(); c.setLineWidth(1); c.setStrokeColor(black)
    b.add(f)

def north_arrow(b, x, y, scale_txt):
    def f(c):
        p = c.beginPath(); p.moveTo(x, y); p.lineTo(x + 8, y - 22); p.lineTo(x, y - 16); p.lineTo(x - 8, y - 22); p.close(); c.drawPath(p, fill=1)
        c.rect(x + 20, y - 20, 80, 5); c.rect(x + 20, y - 20, 40, 5, fill=1)
    b.add(f)
    b.text(x - 3, y + 4, 'N', 'Helvetica-Bold', 8)
    b.text(x + 20, y - 30, scale_txt, 'Helvetica', 6.5)

def board_l1():
    b = Board(11); frame(b, 'L-1', 'PROJECT OVERVIEW AND LOCATION', 'BOARD 1 OF 8')
    site_graphics(b)
    def f(c):
        c.setFillColor(white); c.rect(60, 80, 220, 170, fill=1); c.setFillColor(black)
        c.setStrokeColor(Color(0.4, 0.4, 0.4)); c.line(80, 100, 260, 230); c.line(120, 90, 150, 240); c.setStrokeColor(black)
        c.circle(175, 165, 6)
    b.add(f)
    b.text(66, 238, 'LOCATION MAP  1" = 2,000\'', 'Helvetica-Bold', 7)
    b.text(185, 162, 'SITE', 'Helvetica-Bold', 6.5); b.text(200, 205, 'ROUTE 100', 'Helvetica', 6); b.text(80, 110, 'PLUM BROOK', 'Helvetica', 6)
    b.callout(360, 460, ['SYNTHETIC TURF MULTI-PURPOSE FIELD', '78,000 SF (REPLACES 1988 GRASS FIELD)'], 450, 420)
    b.callout(360, 660, ['NEW 24-SPACE PARKING LOT'], 420, 600)
    b.callout(620, 700, ['SPECTATOR PLAZA AND BLEACHERS'], 520, 520)
    b.callout(720, 620, ['STORAGE BUILDING 900 SF'], 740, 540)
    b.callout(120, 560, ['ACCESSIBLE WALK FROM LOWER CAMPUS'], 306, 400)
    b.callout(560, 160, ['BROOKSIDE LANE ENTRANCE (EXISTING)'], 200, 612)
    notes_column(b, 'PROJECT SUMMARY', ['OWNER: BROOKSIDE COUNTRY DAY SCHOOL', '2 BROOKSIDE LANE, SOMERS, NY 10589', 'TAX MAP 17.12-2-4',
        'CAMPUS AREA: 22.6 AC', 'TOTAL AREA OF DISTURBANCE: 3.4 AC', 'USE: INSTITUTIONAL (SCHOOL); ARTIFICIAL', 'TURF ATHLETIC FIELD',
        '', 'BOARD INDEX', 'L-1 PROJECT OVERVIEW AND LOCATION', 'L-2 EXISTING CONDITIONS AND SOILS', 'L-3 SITE PLAN AND STORMWATER',
        'L-4 EROSION AND SEDIMENT CONTROL PLAN', 'L-5 EROSION CONTROL DETAILS AND SCHEDULES', 'L-6 PLANTING PLAN AND SMP DETAILS',
        'L-7 STORMWATER MANAGEMENT SUMMARY', 'L-8 CONSTRUCTION PHASING'])
    return b

def board_l2():
    b = Board(22); frame(b, 'L-2', 'EXISTING CONDITIONS, SOILS AND DRAINAGE', 'SCALE 1" = 60\'')
    site_graphics(b, lod=True)
    def f(c):
        c.setStrokeColor(Color(0.55, 0.25, 0)); c.setDash([9, 2, 2, 2]); c.setLineWidth(1.2)
        c.line(40, 520, 780, 470); c.line(760, 50, 770, 720); c.setDash(); c.setLineWidth(1); c.setStrokeColor(black)
        c.setStrokeColor(Color(0, 0, 0.7))
        for (x1, y1, x2, y2) in [(400, 450, 470, 400), (600, 420, 700, 380), (740, 380, 800, 340), (500, 600, 560, 540)]:
            c.line(x1, y1, x2, y2); c.line(x2, y2, x2 - 6, y2 + 5); c.line(x2, y2, x2 - 2, y2 + 8)
        c.setStrokeColor(black)
    b.add(f)
    b.text(120, 640, 'ChB', 'Helvetica-Bold', 10, Color(0.55, 0.25, 0)); b.text(420, 300, 'PnB', 'Helvetica-Bold', 10, Color(0.55, 0.25, 0))
    b.text(800, 420, 'Sh', 'Helvetica-Bold', 10, Color(0.55, 0.25, 0))
    b.callout(330, 215, ['EXISTING NATURAL GRASS FIELD (WORN), SLOPES 1-4%'], 450, 300)
    b.callout(60, 420, ['EXISTING WOODS - NOT TO BE DISTURBED'], 150, 380)
    b.callout(600, 205, ['LIMIT OF DISTURBANCE 3.4 AC (DASHED RED)'], 700, 232)
    b.callout(640, 700, ['UNNAMED TRIBUTARY OF PLUM BROOK'], 850, 650)
    b.callout(660, 120, ['TOWN WETLAND / EAST SWALE (Sh SOILS)', '100-FT BUFFER OUTSIDE LOD EXCEPT OUTFALL'], 820, 260)
    b.callout(60, 130, ['EXISTING SLOPES: FIELD 1-4%; BANKS 3:1 TO 2:1'], 250, 230)
    b.callout(380, 720, ['EXISTING GRAVEL PARKING AND BROOKSIDE LANE'], 300, 612)
    b.callout(520, 100, ['DP-1: EXISTING DISCHARGE POINT, SHEET FLOW TO EAST SWALE'], 790, 300)
    b.callout(120, 300, ['DRAINAGE: SHEET FLOW WEST TO EAST AT 1-4%'], 420, 440)
    north_arrow(b, 880, 120, '1" = 60\'')
    notes_column(b, 'SOILS (WESTCHESTER CO. SOIL SURVEY)', ['PnB  PAXTON FINE SANDY LOAM, 3-8%, HSG C', 'ChB  CHARLTON LOAM, 3-8%, HSG B',
        'Sh   SUN LOAM, POORLY DRAINED, HSG D', 'SOIL BOUNDARIES SHOWN DASH-DOT', '', 'SITE DATA', 'TOTAL SITE AREA (CAMPUS): 22.6 AC',
        'AREA OF DISTURBANCE: 3.4 AC', 'EXISTING IMPROVEMENTS: GRASS FIELD, GRAVEL', 'LOT, FOOTPATH, BACKSTOP', '',
        'NO MATERIAL, WASTE, BORROW OR EQUIPMENT', 'STORAGE AREAS ON ADJACENT PROPERTIES.', 'ALL STAGING ON CAMPUS WITHIN LOD.', '',
        'TOPOGRAPHY: HUDSON VALLEY SURVEYING, 1/12', 'CONTOUR INTERVAL 2 FT, NAVD 88'])
    return b

def board_l3():
    b = Board(33); frame(b, 'L-3', 'SITE PLAN AND STORMWATER MANAGEMENT', 'SCALE 1" = 60\'')
    site_graphics(b)
    def f(c):
        c.setStrokeColor(Color(0.5, 0, 0.5)); c.setDash(3, 3); c.rect(600, 250, 210, 360); c.setDash(); c.setStrokeColor(black)
        c.setStrokeColor(Color(0.2, 0.4, 0.8)); c.setLineWidth(1.5); c.line(710, 300, 790, 300); c.line(790, 300, 795, 240); c.setLineWidth(1); c.setStrokeColor(black)
    b.add(f)
    b.callout(350, 240, ['FS-1 FIELD STORAGE BED: 78,000 SF x 8" STONE', '(40% VOIDS = 20,800 CF), COLLECTORS 20\' O.C.'], 450, 300)
    b.callout(450, 700, ['BR-1 BIORETENTION 1,650 SF'], 650, 570)
    b.callout(820, 700, ['OCS-1 OUTLET CONTROL', 'STRUCTURE, 2" ORIFICE'], 712, 300, w=98)
    b.callout(620, 180, ['VS-1 VEGETATED SWALE 260 LF', 'TO LEVEL SPREADER LS-1 (30 LF)'], 792, 245)
    b.callout(60, 480, ['PROPOSED FINAL SLOPES: FIELD 0.5%;', 'PARKING 1-2%; LAWN BANKS 3:1 MAX.'], 320, 480)
    b.callout(60, 720, ['24-SPACE ASPHALT PARKING (0.42 AC)'], 360, 590)
    b.callout(230, 150, ['STORAGE BUILDING 900 SF, ROOF TO BR-1'], 740, 530)
    b.callout(470, 110, ['20\' DRAINAGE AND MAINTENANCE EASEMENT', 'IN FAVOR OF THE TOWN OF SOMERS (DASHED PURPLE)'], 640, 250)
    notes_column(b, 'STORMWATER NOTES', ['1. EASEMENT: A 20\' DRAINAGE AND MAINTENANCE', '   EASEMENT OVER FS-1 OUTLET, OCS-1, BR-1, VS-1',
        '   AND LS-1 IN FAVOR OF THE TOWN OF SOMERS', '   SHALL BE RECORDED WITH THE SITE PLAN AND', '   REMAINS IN EFFECT WITH TRANSFER OF TITLE.',
        '2. POSTCONSTRUCTION PRACTICES DESIGNED TO', '   ENHANCED PHOSPHORUS REMOVAL STANDARDS.', '3. FIELD SUBGRADE 0.5% TO COLLECTORS.',
        '4. IMPERVIOUS: PARKING, PLAZA, WALK, BLDG', '   0.58 AC; TURF FIELD 1.79 AC (TREATED AS', '   IMPERVIOUS IN CALCULATIONS).'])
    north_arrow(b, 880, 120, '1" = 60\'')
    return b

def board_l4():
    b = Board(44); frame(b, 'L-4', 'EROSION AND SEDIMENT CONTROL PLAN', 'SCALE 1" = 60\'')
    site_graphics(b, lod=True)
    def f(c):
        c.setStrokeColor(Color(0.85, 0.1, 0.1))
        for x in range(300, 780, 10):
            c.line(x, 228, x + 5, 228)
        for y in range(230, 640, 10):
            c.line(782, y, 782, y + 5)
        c.setStrokeColor(Color(0.3, 0.3, 0.9)); c.setLineWidth(1.6); c.line(296, 640, 296, 240); c.setLineWidth(1)
        c.setFillColor(Color(0.85, 0.75, 0.6)); c.rect(700, 240, 60, 40, fill=1); c.rect(120, 600, 60, 30, fill=1)
        c.setFillColor(Color(0.6, 0.6, 0.6)); c.rect(40, 604, 70, 16, fill=1); c.setFillColor(black); c.setStrokeColor(black)
    b.add(f)
    b.callout(60, 720, ['SCE-1 STABILIZED CONSTRUCTION', 'ENTRANCE 50\' x 24\''], 80, 612)
    b.callout(330, 200, ['SF: PERIMETER SILT FENCE 1,150 LF'], 500, 228)
    b.callout(800, 700, ['SF ALONG EAST EDGE', '410 LF (INCL. ABOVE)'], 782, 500, w=95)
    b.callout(60, 470, ['TDS-1 TEMPORARY DIVERSION SWALE', '420 LF, 1.5\' DEEP, TO ST-1'], 296, 420)
    b.callout(560, 140, ['ST-1 TEMPORARY SEDIMENT TRAP', '1.9 AC DRAINAGE, 6,840 CF'], 730, 260)
    b.callout(200, 700, ['TOPSOIL STOCKPILE 1,900 CY', 'SILT FENCE RING 220 LF'], 150, 615)
    b.callout(470, 720, ['INLET PROTECTION AT BR-1 OVERFLOW'], 650, 570)
    b.callout(380, 300, ['CONCRETE WASHOUT 10\' x 10\''], 330, 625)
    b.callout(520, 420, ['FIELD SUBGRADE: TEMP. SEED', 'IF IDLE 7 DAYS'], 560, 380)
    notes_column(b, 'LEGEND', ['SF   SILT FENCE (RED TICKS)', 'TDS  TEMPORARY DIVERSION SWALE (BLUE)', 'ST   TEMPORARY SEDIMENT TRAP',
        'SCE  STABILIZED CONSTRUCTION ENTRANCE', 'IP   INLET PROTECTION', 'LOD  LIMIT OF DISTURBANCE 3.4 AC', '',
        'PRACTICE QUANTITIES', 'SILT FENCE, TOTAL ......... 1,370 LF', 'DIVERSION SWALE ............ 420 LF',
        'SEDIMENT TRAP ST-1 ....... 6,840 CF', 'CONSTRUCTION ENTRANCE .. 50 x 24 FT', 'STOCKPILE RING ............ 220 LF', '',
        'DETAILS AND SCHEDULES: BOARD L-5'])
    north_arrow(b, 880, 120, '1" = 60\'')
    return b

def table_ops(b, x, y, cols, rows, size=6.5, lead=10, head=GREEN):
    widths = [w for w, _ in cols]
    tw = sum(widths)
    def f(c):
        c.setFillColor(head); c.rect(x, y - 3, tw, lead + 1, stroke=0, fill=1); c.setFillColor(black)
        c.setStrokeColor(Color(0.6, 0.6, 0.6)); c.setLineWidth(0.3)
        for i in range(len(rows) + 1):
            c.line(x, y - 3 - lead * i, x + tw, y - 3 - lead * i)
        c.setStrokeColor(black)
    b.add(f)
    xx = x
    for w, h in cols:
        b.text(xx + 2, y, h, 'Helvetica-Bold', size, white); xx += w
    for r, row in enumerate(rows):
        xx = x
        for (w, _), v in zip(cols, row):
            b.text(xx + 2, y - lead * (r + 1), v, 'Helvetica', size); xx += w
    return y - lead * (len(rows) + 1)

def detail_box(b, x, y, w, h, title, lines):
    def f(c):
        c.setFillColor(white); c.rect(x, y - h, w, h, fill=1); c.setFillColor(black)
        c.setStrokeColor(Color(0.45, 0.45, 0.45)); c.line(x + 10, y - 40, x + w - 10, y - 40); c.rect(x + w / 2 - 40, y - 40, 80, 18); c.setStrokeColor(black)
    b.add(f)
    b.text(x + 5, y - 12, title, 'Helvetica-Bold', 7, GREEN)
    for i, l in enumerate(lines):
        b.text(x + 5, y - 54 - 8.6 * i, l, 'Helvetica', 6.2)

def board_l5():
    b = Board(55); frame(b, 'L-5', 'EROSION CONTROL DETAILS AND SCHEDULES', 'DETAILS N.T.S.')
    dets = [('SILT FENCE', ['36" WOVEN GEOTEXTILE, 2"x2" HARDWOOD', 'STAKES 8\' O.C., TOE 6" x 6" TRENCH', 'O&M: REMOVE SEDIMENT AT 1/2 HEIGHT;',
             'REPLACE TORN FABRIC']),
            ('STABILIZED CONSTRUCTION ENTRANCE', ['50\' x 24\' x 6" OF 2" STONE ON', 'NONWOVEN GEOTEXTILE; 6" BERM AT ROAD', 'O&M: TOP-DRESS STONE; SWEEP',
             'BROOKSIDE LANE WHEN TRACKED']),
            ('TEMPORARY DIVERSION SWALE TDS-1', ['1.5\' DEEP, 4\' BOTTOM, 2:1 SIDES,', '1% GRADE, SEEDED AND MULCHED; DIVERTS', 'FLOW FROM EXPOSED SOILS TO ST-1',
             'O&M: REPAIR BREACHES; REMOVE SEDIMENT']),
            ('TEMPORARY SEDIMENT TRAP ST-1', ['DRAINAGE AREA 1.9 AC x 3,600 CF/AC', '= 6,840 CF REQUIRED, 7,100 CF PROVIDED', '3.5\' DEEP, 2:1 L:W, STONE OUTLET 8\' WIDE',
             'O&M: CLEAN OUT AT 1/2 STORAGE DEPTH']),
            ('INLET PROTECTION', ['FABRIC AND STONE RING AT BR-1', 'OVERFLOW; 12" HIGH NO. 3 STONE', 'O&M: REPLACE CLOGGED STONE']),
            ('CONCRETE WASHOUT', ['10\' x 10\' x 3\' PIT, 10 MIL LINER,', 'STRAW BALE BERM, SIGNED', 'O&M: EMPTY AT 75% FULL'])]
    for i, (t, ls) in enumerate(dets):
        detail_box(b, 30 + (i % 3) * 300, BH - 62 - (i // 3) * 140, 290, 130, t, ls)
    y = table_ops(b, 30, 440, [(170, 'STAGE'), (330, 'TEMPORARY STABILIZATION (NYS STANDARDS, 2016)'), (390, 'PERMANENT STABILIZATION')],
        [['CLEARING, GRUBBING, STRIPPING', 'MULCH OR SEED WITHIN 7 DAYS OF IDLE (RESERVOIR BASIN); STRAW 2 T/AC', 'N/A AT THIS STAGE'],
         ['FIELD SUBGRADE AND STONE', 'STONE BASE PLACED WITHIN 14 DAYS OF SUBGRADE APPROVAL', 'SYNTHETIC TURF SYSTEM'],
         ['PARKING, WALK, PLAZA', 'STONE BASE; TACK COAT', 'ASPHALT AND CONCRETE PAVING'],
         ['BANKS AND LAWN AREAS', 'ANNUAL RYEGRASS 40 LB/AC + STRAW; BLANKET ON 3:1 SLOPES', 'TOPSOIL 6"; TURF-TYPE TALL FESCUE MIX 175 LB/AC'],
         ['BIORETENTION AND SWALE', 'COIR BLANKET ON SWALE SIDES', 'PLANTING PER L-6; SWALE SEED MIX AND BLANKET'],
         ['FINAL STABILIZATION', '-', '80% UNIFORM PERENNIAL COVER ON ALL PERVIOUS AREAS']])
    b.text(30, 456, 'SOIL STABILIZATION PLAN - EACH STAGE, INITIAL CLEARING TO FINAL STABILIZATION', 'Helvetica-Bold', 8, GREEN)
    y -= 26
    b.text(30, y + 10, 'SCHEDULE OF MINIMUM EROSION AND SEDIMENT CONTROL PRACTICES', 'Helvetica-Bold', 8, GREEN)
    table_ops(b, 30, y - 6, [(170, 'CONSTRUCTION ACTIVITY'), (270, 'MINIMUM PRACTICES'), (200, 'INITIAL PLACEMENT'), (250, 'MINIMUM TIME IN PLACE')],
        [['SITE ACCESS', 'SCE-1', 'DAY 1, BEFORE ANY GRADING', 'UNTIL PARKING LOT IS PAVED'],
         ['TOPSOIL STRIPPING', 'SILT FENCE, TDS-1, ST-1, STOCKPILE RING', 'BEFORE STRIPPING', 'UNTIL 80% COVER UPSLOPE'],
         ['FIELD EXCAVATION', 'ST-1, TDS-1, TEMPORARY SEEDING', 'BEFORE EXCAVATION', 'UNTIL TURF IS INSTALLED'],
         ['PARKING AND PLAZA', 'INLET PROTECTION, SILT FENCE', 'BEFORE BASE COURSE', 'UNTIL PAVING AND BR-1 PLANTING'],
         ['CONCRETE WORK', 'WASHOUT', 'BEFORE FIRST POUR', 'UNTIL LAST POUR'],
         ['LANDSCAPE', 'BLANKET, MULCH', 'AT SEEDING', 'UNTIL 80% COVER']])
    notes_column(b, 'GENERAL NOTES', ['1. INSTALL PERIMETER CONTROLS BEFORE', '   ANY SOIL DISTURBANCE.', '2. NO MORE THAN 2.1 AC OPEN AT ANY TIME.',
        '3. STOCKPILES OVER 14 DAYS: SEED AND', '   MULCH.', '4. DUST: WATER TRUCK AS NEEDED.', '5. REMOVE TEMPORARY CONTROLS ONLY', '   AFTER FINAL STABILIZATION.'])
    return b

def board_l6():
    b = Board(66); frame(b, 'L-6', 'PLANTING PLAN AND STORMWATER PRACTICE DETAILS', 'SCALE 1" = 30\' / DETAILS N.T.S.')
    def f(c):
        c.setFillColor(Color(0.78, 0.86, 0.74)); c.rect(30, 330, 560, 390, stroke=0, fill=1)
        c.setFillColor(Color(0.72, 0.72, 0.72)); c.rect(60, 560, 300, 120, fill=1)
        c.setFillColor(Color(0.6, 0.8, 0.55)); c.rect(380, 570, 160, 90, fill=1)
        rnd = random.Random(9); c.setFillColor(Color(0.3, 0.55, 0.3))
        for i in range(26):
            c.circle(rnd.uniform(50, 570), rnd.uniform(350, 540), rnd.uniform(6, 14), stroke=0, fill=1)
        c.setFillColor(black)
    b.add(f)
    b.callout(60, 720, ['BR-1: 1,650 SF, SEE SECTION'], 460, 620, size=6.4)
    b.callout(380, 470, ['SCREEN PLANTING ALONG PARKING:', 'IV-GL, CL-AL (SEE SCHEDULE)'], 300, 560)
    b.callout(80, 360, ['SHADE TREES AT PLAZA: AR, QB'], 200, 440)
    y = table_ops(b, 30, 300, [(40, 'KEY'), (170, 'BOTANICAL / COMMON NAME'), (60, 'QTY'), (90, 'SIZE'), (60, 'NATIVE')],
        [['AR', 'ACER RUBRUM / RED MAPLE', '8', '3" CAL. B&B', 'YES'], ['QB', 'QUERCUS BICOLOR / SWAMP WHITE OAK', '6', '3" CAL. B&B', 'YES'],
         ['NS', 'NYSSA SYLVATICA / BLACK GUM', '4', '2.5" CAL.', 'YES'], ['IV-GL', 'ILEX VERTICILLATA / WINTERBERRY', '40', '#5 CONT.', 'YES'],
         ['CL-AL', 'CLETHRA ALNIFOLIA / SWEETPEPPERBUSH', '55', '#3 CONT.', 'YES'], ['PV', 'PANICUM VIRGATUM / SWITCHGRASS (BR-1)', '310', '#1 CONT.', 'YES'],
         ['CS', 'CAREX STRICTA / TUSSOCK SEDGE (BR-1)', '420', 'PLUG', 'YES'], ['SM', 'NYS CONSERVATION SEED MIX (SWALE)', '-', '60 LB/AC', 'YES']])
    b.text(30, 316, 'PLANTING SCHEDULE', 'Helvetica-Bold', 8, GREEN)
    detail_box(b, 610, 720, 310, 190, 'BIORETENTION BR-1 SECTION', ['SURFACE 1,650 SF; PONDING DEPTH 9"', '30" FILTER MEDIA: 85% SAND, 10% FINES,',
        '5% ORGANIC (DESIGN MANUAL 6.4)', '3" SHREDDED HARDWOOD MULCH', '12" NO. 57 STONE, 6" PERF. PVC UNDERDRAIN', 'OVERFLOW: 24" NYLOPLAST DOME GRATE',
        'SIDE SLOPES 3:1; NO COMPACTION OF BASE'])
    detail_box(b, 610, 515, 310, 130, 'FIELD STORAGE BED FS-1', ['8" OPEN-GRADED NO. 57 STONE, 40% VOIDS', '4" PERF. HDPE COLLECTORS AT 20\' O.C.',
        'NONWOVEN GEOTEXTILE ON SUBGRADE', 'OCS-1: 48" PRECAST, 2" ORIFICE, WEIR AT 0.6\''])
    detail_box(b, 610, 370, 310, 110, 'VEGETATED SWALE VS-1 / LS-1', ['2\' BOTTOM, 3:1 SIDES, 1.0% GRADE, 260 LF', 'LS-1: 30 LF LEVEL LIP, 6" x 12" STONE'])
    notes_column(b, 'PLANTING NOTES', ['1. ALL PLANTS NURSERY GROWN, NORTHEAST', '   ECOTYPE WHERE AVAILABLE.', '2. WATER WEEKLY FIRST SEASON.',
        '3. ONE-YEAR WARRANTY; REPLACE DEAD', '   PLANTS IN NEXT PLANTING SEASON.', '4. NO FERTILIZER IN BR-1 OR VS-1.'])
    return b

def board_l7():
    b = Board(77); frame(b, 'L-7', 'STORMWATER MANAGEMENT SUMMARY', 'CALCULATIONS: HYDROCAD 10.2, TR-20, NOAA ATLAS 14')
    b.text(30, 716, 'HYDROLOGIC AND HYDRAULIC ANALYSIS - PEAK DISCHARGE AT DP-1 (CFS)', 'Helvetica-Bold', 8, GREEN)
    table_ops(b, 30, 700, [(160, 'STORM (24-HR)'), (120, 'RAINFALL (IN)'), (130, 'PREDEVELOPMENT'), (130, 'POSTDEV. ROUTED'), (120, 'FS-1 MAX STAGE')],
        [['1-YEAR', '2.80', '2.14', '0.42', '0.41 FT'], ['10-YEAR', '5.00', '6.91', '4.88', '0.58 FT'], ['100-YEAR', '8.90', '15.30', '14.62', '0.66 FT (+WEIR)']])
    b.text(30, 636, 'SIZING CRITERIA (NYS STORMWATER MANAGEMENT DESIGN MANUAL, CH. 4 AND 10 - ENHANCED PHOSPHORUS)', 'Helvetica-Bold', 8, GREEN)
    table_ops(b, 30, 620, [(90, 'CRITERION'), (400, 'CALCULATION'), (100, 'REQUIRED'), (100, 'PROVIDED'), (120, 'PRACTICE')],
        [['WQv', '1-YR 24-HR RUNOFF: Q = 2.28 IN (CN 98) x 2.37 AC IMPERV. + 0.05 AC = 0.460 AC-FT', '20,040 CF', '20,800 + 1,980 CF', 'FS-1, BR-1'],
         ['RRv', 'HSG B/C SPECIFIC REDUCTION 0.30 x WQv = 6,010 CF; INFILTRATION BELOW FS-1', '6,010 CF', '6,240 CF', 'FS-1 (SUBGRADE), BR-1'],
         ['Cpv', '24-HR EXTENDED DETENTION OF 1-YR STORM VIA 2" ORIFICE', '0.460 AC-FT', '0.48 AC-FT', 'OCS-1'],
         ['Qp', '10-YR POST PEAK NOT ABOVE PRE PEAK', '6.91 CFS', '4.88 CFS', 'OCS-1 WEIR'],
         ['Qf', '100-YR SAFELY PASSED; POST NOT ABOVE PRE', '15.30 CFS', '14.62 CFS', 'OCS-1 / LS-1'],
         ['DEVIATIONS', 'NONE FROM DESIGN MANUAL; NO CRITERIA WAIVED', '-', '-', '-']])
    b.text(30, 520, 'OPERATION AND MAINTENANCE PLAN - RESPONSIBLE ENTITY: BROOKSIDE COUNTRY DAY SCHOOL (FACILITIES DIRECTOR)', 'Helvetica-Bold', 8, GREEN)
    table_ops(b, 30, 504, [(170, 'PRACTICE'), (460, 'MAINTENANCE ACTION'), (260, 'SCHEDULE')],
        [['FS-1 / OCS-1', 'CLEAR ORIFICE AND TRASH RACK; JET COLLECTORS IF DRAWDOWN EXCEEDS 72 HR', 'QUARTERLY; JETTING AS NEEDED'],
         ['BIORETENTION BR-1', 'REMOVE TRASH AND SEDIMENT; REPLACE DEAD PLANTS; REMULCH; CUT BACK GRASSES', 'MONTHLY APR-OCT; MULCH YEARLY (MAY)'],
         ['VEGETATED SWALE VS-1, LS-1', 'MOW TO 4-6"; REPAIR EROSION; RELEVEL LIP', 'MONTHLY IN SEASON; LIP YEARLY'],
         ['SYNTHETIC TURF', 'GROOM; RECOVER MIGRATED INFILL FROM WALKS AND BR-1', 'WEEKLY IN SEASON'],
         ['PARKING LOT', 'SWEEP; NO SNOW STORAGE IN BR-1', 'SPRING AND FALL']])
    b.text(30, 420, 'EASEMENTS AND AGREEMENTS', 'Helvetica-Bold', 8, GREEN)
    b.lines(30, 406, ['20\' DRAINAGE AND MAINTENANCE EASEMENT IN FAVOR OF THE TOWN OF SOMERS, SHOWN ON BOARD L-3, TO BE RECORDED WITH THE SITE PLAN;',
                      'REMAINS IN EFFECT WITH TRANSFER OF TITLE.', 'INSPECTION AND MAINTENANCE AGREEMENT (SECTION 93-8): TO BE PROVIDED UNDER SEPARATE COVER.'], size=7)
    notes_column(b, 'DRAINAGE AREAS', ['DA-1 FIELD (FS-1): 1.79 AC TURF', 'DA-2 PARKING/PLAZA (BR-1): 0.64 AC,', '     0.58 AC IMPERVIOUS',
        'DA-3 BANKS AND LAWN: 0.97 AC, CN 74', 'DP-1 EAST SWALE (SHEET FLOW VIA LS-1)', '', 'DESIGN STORMS (NOAA ATLAS 14, SOMERS)',
        '1-YR 2.80 IN; 10-YR 5.00 IN; 100-YR 8.90 IN'])
    return b

def board_l8():
    b = Board(88); frame(b, 'L-8', 'CONSTRUCTION PHASING', 'NOT TO SCALE')
    for i, (t, col, ls) in enumerate([('PHASE 1  WEEKS 1-3', Color(0.95, 0.8, 0.6), ['SCE-1, SILT FENCE, TDS-1, ST-1', 'STRIP TOPSOIL; STOCKPILE NORTH', 'OPEN AREA 2.1 AC']),
                                      ('PHASE 2  WEEKS 3-9', Color(0.9, 0.7, 0.5), ['FIELD SUBGRADE, COLLECTORS, STONE', 'BUILDING FOUNDATION, LIGHT BASES', 'OPEN AREA 2.1 AC']),
                                      ('PHASE 3  WEEKS 9-14', Color(0.8, 0.9, 0.7), ['PARKING, WALK, BR-1 (AFTER BASE)', 'TURF, PLAZA; TOPSOIL AND SEED', 'OPEN AREA 1.3 AC'])]):
        x = 30 + i * 300
        def f(c, x=x, col=col):
            c.setFillColor(white); c.rect(x, 250, 285, 460, fill=1)
            c.setFillColor(col); c.rect(x + 30, 420, 225, 200, fill=1); c.setFillColor(black)
        b.add(f)
        b.text(x + 8, 694, t, 'Helvetica-Bold', 9, GREEN)
        b.lines(x + 10, 390, ls, size=7.5)
    notes_column(b, 'PHASING NOTES', ['1. MAXIMUM OPEN AREA AT ANY TIME 2.1 AC,', '   LESS THAN THE 5 AC LIMIT.', '2. NEXT PHASE STARTS ONLY WHEN PRIOR',
        '   PHASE AREAS ARE STABILIZED OR', '   PROTECTED.', '3. FIELD CLOSED TO SCHOOL USE FOR', '   DURATION OF WORK.'])
    return b

BOARDS = [board_l1, board_l2, board_l3, board_l4, board_l5, board_l6, board_l7, board_l8]
ROTATED = 'L-4'

def boards(path):
    c = canvas.Canvas(path, pagesize=(BW, BH))
    c.setTitle('Brookside Country Day School - Upper Field Renovation - Boards L-1 to L-8'); c.setAuthor('Ferncliff Landscape Architecture, PLLC')
    for fn in BOARDS:
        b = fn()
        if fn is board_l4:
            c.setPageSize((BH, BW))          # stored portrait; /Rotate 90 added afterwards
            c.saveState(); c.transform(0, 1, -1, 0, BH, 0); b.render(c); c.restoreState()
        else:
            c.setPageSize((BW, BH)); b.render(c)
        c.showPage()
    c.save()

def build(out, tmp):
    import os
    from pypdf import PdfReader, PdfWriter
    bk = os.path.join(tmp, 'p3_booklet.pdf'); bd = os.path.join(tmp, 'p3_boards.pdf')
    booklet(bk); boards(bd)
    w = PdfWriter()
    for p in PdfReader(bk).pages: w.add_page(p)
    for i, p in enumerate(PdfReader(bd).pages):
        w.add_page(p)
        if i == BOARDS.index(board_l4):
            w.pages[-1].rotate(90)
    w.add_metadata({'/Title': 'Brookside Country Day School - Upper Field Renovation - SPPP narrative and boards',
                    '/Author': 'Ferncliff Landscape Architecture, PLLC'})
    w.write(out)
