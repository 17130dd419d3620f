# Plan 1 appendices (producer 2: reportlab). Sheets C-1 and C-3 on 11x17, calculations and forms on letter.
import sys, math
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.colors import Color, black, white

TAB = (1224, 792)  # 17 x 11 in landscape

def title_block(c, sheet, title, scale):
    W, H = TAB
    c.setLineWidth(1.5); c.rect(18, 18, W - 36, H - 36)
    x0 = W - 230
    c.setLineWidth(1); c.rect(x0, 18, 212, H - 36)
    c.setFont('Helvetica-Bold', 11); c.drawString(x0 + 10, H - 50, 'HARBOR LINE CIVIL, PLLC')
    c.setFont('Helvetica', 7.5)
    for i, t in enumerate(['27 MAIN STREET', 'NORTHPORT, NY 11768', '(631) 555-0148']):
        c.drawString(x0 + 10, H - 64 - 10 * i, t)
    c.setFont('Helvetica-Bold', 8.5)
    y = H - 130
    for t in ['EATONS NECK BEACH CLUB', 'CLUBHOUSE REPLACEMENT AND', 'PARKING RECONFIGURATION', '412 ASHAROKEN AVENUE',
              'VILLAGE OF ASHAROKEN, SUFFOLK CO., NY']:
        c.drawString(x0 + 10, y, t); y -= 12
    c.setFont('Helvetica', 7)
    c.drawString(x0 + 10, 180, 'DATE: APRIL 22   REV. 0')
    c.drawString(x0 + 10, 168, scale)
    c.drawString(x0 + 10, 156, 'DRAWN: KLM   CHECKED: DRW')
    c.setFont('Helvetica-Bold', 10); c.drawString(x0 + 10, 130, title)
    c.setFont('Helvetica-Bold', 30); c.drawString(x0 + 10, 40, sheet)

def sheet_c1(c):
    W, H = TAB
    title_block(c, 'C-1', 'SITE PLAN, GRADING AND DRAINAGE', 'SCALE: 1" = 40\'')
    # Sound and beach at top
    c.setFillColor(Color(0.82, 0.9, 0.97)); c.rect(20, 640, 970, 132, stroke=0, fill=1)
    c.setFillColor(Color(0.96, 0.92, 0.8)); c.rect(20, 590, 970, 50, stroke=0, fill=1)
    c.setFillColor(black)
    c.setFont('Helvetica-Oblique', 14); c.drawString(380, 720, 'LONG ISLAND SOUND')
    c.setFont('Helvetica', 7); c.drawString(90, 612, 'BEACH (Bc) - NOT TO BE DISTURBED')
    c.setDash(6, 3); c.setStrokeColor(Color(0, 0.5, 0)); c.line(20, 596, 990, 600)
    c.setFillColor(Color(0, 0.45, 0)); c.drawString(600, 603, 'NYSDEC TIDAL WETLAND BOUNDARY (FLAGGED 3/9)')
    c.setStrokeColor(black); c.setFillColor(black); c.setDash()
    # bluff face hatch
    c.setStrokeColor(Color(0.5, 0.35, 0.2))
    for x in range(30, 980, 14):
        c.line(x, 540, x + 10, 590)
    c.setStrokeColor(black)
    c.drawString(300, 560, 'VEGETATED BLUFF FACE (CpE) - BEACH GRASS AND BAYBERRY TO REMAIN, AREA NOT TO BE DISTURBED')
    # property line
    c.setDash([12, 3, 3, 3]); c.setLineWidth(1.2); c.rect(40, 120, 930, 470); c.setDash(); c.setLineWidth(1)
    c.setFont('Helvetica', 7); c.drawString(48, 126, 'PROPERTY LINE  -  TOTAL SITE AREA: 3.92 AC')
    # road
    c.setFillColor(Color(0.85, 0.85, 0.85)); c.rect(20, 40, 970, 70, stroke=0, fill=1); c.setFillColor(black)
    c.setFont('Helvetica-Bold', 11); c.drawString(420, 70, 'ASHAROKEN AVENUE (VILLAGE ROAD)')
    # limit of disturbance
    c.setStrokeColor(Color(0.8, 0, 0)); c.setDash(8, 4); c.setLineWidth(1.6)
    c.rect(120, 140, 720, 390); c.setDash(); c.setLineWidth(1)
    c.setFillColor(Color(0.8, 0, 0)); c.setFont('Helvetica-Bold', 8)
    c.drawString(126, 520, 'LIMIT OF DISTURBANCE (1.62 AC)')
    c.drawString(126, 146, 'AREA OUTSIDE LIMIT OF DISTURBANCE (2.30 AC) NOT TO BE DISTURBED')
    c.setFillColor(black); c.setStrokeColor(black)
    # clubhouse
    c.setFillColor(Color(0.9, 0.9, 0.9)); c.rect(420, 380, 230, 110, fill=1); c.setFillColor(black)
    c.setFont('Helvetica-Bold', 9); c.drawString(450, 440, 'PROPOSED 2-STORY CLUBHOUSE')
    c.setFont('Helvetica', 7.5); c.drawString(450, 428, 'FOOTPRINT 6,850 SF  FF EL. 24.0')
    # parking
    c.rect(160, 190, 600, 150)
    for x in range(170, 750, 19):
        c.line(x, 190, x, 215); c.line(x, 315, x, 340)
    c.setFillColor(Color(0.75, 0.9, 0.7)); c.rect(300, 250, 260, 30, fill=1); c.setFillColor(black)
    c.setFont('Helvetica', 7.5); c.drawString(170, 350, 'PROPOSED 68-SPACE ASPHALT PARKING')
    c.drawString(305, 262, 'BR-1 BIORETENTION (1,150 SF)')
    # leaching pools
    pools = [(200, 230, 'LP-1'), (250, 230, 'LP-2'), (640, 230, 'LP-3'), (690, 230, 'LP-4'), (680, 400, 'LP-5'), (720, 400, 'LP-6')]
    for x, y, n in pools:
        c.circle(x, y, 8); c.setFont('Helvetica', 6.5); c.drawString(x - 8, y - 17, n)
    c.setFont('Helvetica', 7)
    c.drawString(560, 170, 'LP-1 TO LP-4: 10\' DIA. x 8\' EFFECTIVE DEPTH LEACHING POOLS')
    c.drawString(560, 160, 'LP-5, LP-6: 8\' DIA. x 6\' EFFECTIVE DEPTH (ROOF LEADERS)')
    c.drawString(560, 150, 'CB-1, CB-2: NEW 4\' x 4\' CATCH BASINS')
    # contours
    c.setStrokeColor(Color(0.55, 0.4, 0.25)); c.setDash(2, 2)
    for i, (y, lab) in enumerate([(505, '24 EX'), (470, '22 EX'), (365, '20 EX'), (300, '18 EX'), (160, '16 EX')]):
        c.line(60, y, 960, y + 6 * math.sin(i)); c.setFont('Helvetica', 5.5); c.drawString(940, y + 3, lab)
    c.setDash(); c.setStrokeColor(Color(0.2, 0.2, 0.2))
    for y, lab in [(360, '21.0 PROP'), (225, '19.5 PROP')]:
        c.line(160, y, 760, y); c.drawString(765, y - 2, lab)
    c.setStrokeColor(black)
    # vegetation
    c.setStrokeColor(Color(0, 0.45, 0))
    for x, y in [(70, 480), (90, 430), (75, 360), (900, 470), (930, 400), (895, 330), (915, 250)]:
        c.circle(x, y, 12)
    c.setStrokeColor(black); c.setFont('Helvetica', 6.5)
    c.drawString(60, 455, 'EXISTING BLACK PINE'); c.drawString(860, 305, 'EXISTING OAKS TO REMAIN')
    # drainage arrows
    def arrow(x1, y1, x2, y2):
        c.line(x1, y1, x2, y2); a = math.atan2(y2 - y1, x2 - x1)
        for s in (2.6, -2.6):
            c.line(x2, y2, x2 - 8 * math.cos(a + s / 6), y2 - 8 * math.sin(a + s / 6))
    c.setStrokeColor(Color(0, 0, 0.7))
    for a in [(400, 300, 400, 230), (600, 300, 640, 240), (520, 370, 520, 345), (150, 380, 130, 300)]:
        arrow(*a)
    c.setFillColor(Color(0, 0, 0.7)); c.setFont('Helvetica', 7)
    c.drawString(405, 290, 'EXISTING AND PROPOSED DRAINAGE PATTERN: SHEET FLOW SOUTH TO LOT')
    c.drawString(60, 92, 'DP-1: EXISTING DISCHARGE POINT TO ASHAROKEN AVE. CATCH BASIN (NORTHPORT BAY)')
    c.drawString(600, 610 + 8, 'DP-2: BLUFF FACE SHEET FLOW TO SOUND (UNCHANGED)')
    c.setFillColor(black); c.setStrokeColor(black)
    # location map inset
    c.rect(1000, 560, 0, 0)
    # notes
    c.setFont('Helvetica-Bold', 8); c.drawString(1000 - 0, 0, '')
    # location map drawn in title column area top
    x0, y0 = W - 225, 420
    c.rect(x0, y0, 200, 150)
    c.setFont('Helvetica-Bold', 7); c.drawString(x0 + 5, y0 + 140, 'LOCATION MAP  1" = 2,000\'')
    c.setStrokeColor(Color(0.3, 0.3, 0.6))
    p = c.beginPath(); p.moveTo(x0 + 10, y0 + 30); p.curveTo(x0 + 60, y0 + 80, x0 + 120, y0 + 60, x0 + 190, y0 + 110); c.drawPath(p)
    c.setStrokeColor(black); c.circle(x0 + 110, y0 + 72, 5)
    c.setFont('Helvetica', 6); c.drawString(x0 + 118, y0 + 68, 'SITE'); c.drawString(x0 + 20, y0 + 110, 'LONG ISLAND SOUND')
    c.drawString(x0 + 40, y0 + 15, 'NORTHPORT BAY'); c.drawString(x0 + 120, y0 + 40, 'DUCK ISLAND HARBOR')
    # notes (left of title block, bottom right corner of drawing)
    notes = ['NOTES:', '1. SITE AREA 3.92 AC; AREA OF DISTURBANCE 1.62 AC.',
             '2. EXISTING TOPOGRAPHY FROM SURVEY BY SOUNDVIEW', '    LAND SURVEYING, 2/28. ELEVATIONS NAVD 88.',
             '3. EXISTING SLOPES 2-6% ON UPLAND; BLUFF FACE', '    1.5:1 TO 2.5:1.',
             '4. FINAL SLOPES: PARKING 1.0-2.5%; LANDSCAPE 3:1 MAX.',
             '5. NO OFF-SITE MATERIAL, WASTE, BORROW OR', '    EQUIPMENT STORAGE AREAS. STAGING AND STOCKPILE',
             '    WITHIN LOD AT WEST END OF PARKING.',
             '6. NO FRESHWATER WETLANDS ON OR ADJACENT TO SITE.',
             '7. EROSION AND SEDIMENT CONTROLS: SEE SHEET C-2.']
    c.setFont('Helvetica', 6.8)
    for i, t in enumerate(notes):
        c.drawString(W - 225, 395 - 10 * i, t)
    c.setFont('Helvetica-Bold', 7); c.drawString(60, 510, 'STAGING / STOCKPILE')

def sheet_c3(c):
    W, H = TAB
    title_block(c, 'C-3', 'CONSTRUCTION DETAILS', 'SCALE: AS NOTED')
    boxes = [
        ('STABILIZED CONSTRUCTION ENTRANCE', ['50\' MIN. LENGTH x 24\' MIN. WIDTH', '2" CRUSHED STONE, 6" MIN. THICKNESS',
          'OVER NONWOVEN GEOTEXTILE (MIRAFI 140N OR EQUAL)', 'MOUNTABLE BERM 6" HIGH AT ROAD EDGE',
          'INSTALL BEFORE ANY OTHER WORK. TOP-DRESS AS NEEDED.']),
        ('SILT FENCE', ['36" WOVEN GEOTEXTILE FABRIC, 24" MIN. ABOVE GRADE', '2" x 2" HARDWOOD STAKES AT 8\' O.C. MAX.',
          'TOE FABRIC INTO 6" x 6" TRENCH, BACKFILL AND COMPACT', 'JOIN SECTIONS BY WRAPPING STAKES TOGETHER',
          'REMOVE SEDIMENT AT 1/2 HEIGHT.']),
        ('COMPOST FILTER SOCK', ['12" DIA. SOCK, PHOTODEGRADABLE MESH', 'FILLED WITH COMPOST PER NYS STD. 5B', 'STAKE 2" x 2" AT 10\' O.C.',
          'USE ON PAVED OR ROOTED AREAS WHERE', 'TRENCHING IS NOT POSSIBLE.']),
        ('BLUFF-CREST DIVERSION BERM', ['18" HIGH COMPACTED EARTH BERM', '2:1 SIDE SLOPES, 3\' MIN. TOP WIDTH', 'COMPACT IN 6" LIFTS',
          'SEED AND MULCH WITHIN 24 HRS', 'LOCATE 10\' LANDWARD OF BLUFF CREST.']),
        ('CATCH BASIN INLET PROTECTION', ['SILT SACK (OR EQUAL) UNDER GRATE', 'HIGH-FLOW WOVEN POLYPROPYLENE', 'OVERFLOW PORTS AT TOP',
          'EMPTY WHEN 1/3 FULL', '']),
        ('CONCRETE WASHOUT', ['10\' x 10\' x 3\' DEEP PIT', '10 MIL POLY LINER, STRAW BALE BERM', 'SIGN: "CONCRETE WASHOUT"', '', '']),
        ('PRECAST LEACHING POOL', ['10\' DIA. (LP-1 TO LP-4) OR 8\' DIA. (LP-5, LP-6)', 'PRECAST RINGS, 4000 PSI, H-20 TRAFFIC SLAB',
          '8\' EFFECTIVE DEPTH (LP-1 TO 4); 6\' (LP-5, 6)', '3\' COLLAR OF CLEAN SAND AND GRAVEL', 'BOTTOM MIN. 3\' ABOVE GROUNDWATER']),
        ('BIORETENTION BR-1 SECTION', ['AREA 1,150 SF, PONDING DEPTH 6"', '2.5\' ENGINEERED SOIL MEDIA (SAND 60%,', 'TOPSOIL 25%, COMPOST 15%)',
          '3" SHREDDED HARDWOOD MULCH', 'OVERFLOW RISER TO LP-5 / LP-6']),
    ]
    bw, bh = 228, 170
    for i, (t, lines) in enumerate(boxes):
        col, row = i % 4, i // 4
        x = 40 + col * (bw + 10); y = H - 60 - (row + 1) * (bh + 20) - 20 * row
        c.rect(x, y, bw, bh)
        # a schematic section sketch
        c.setStrokeColor(Color(0.4, 0.4, 0.4))
        c.line(x + 15, y + 95, x + bw - 15, y + 95)
        c.rect(x + 70, y + 95, 90, 30 if i % 2 else 18)
        c.setStrokeColor(black)
        c.setFont('Helvetica-Bold', 8); c.drawString(x + 8, y + bh - 14, t)
        c.setFont('Helvetica', 6.8)
        for k, l in enumerate(lines):
            c.drawString(x + 8, y + 78 - 11 * k, l)
        c.setFont('Helvetica', 6); c.drawString(x + 8, y + 6, 'N.T.S.')
    c.setFont('Helvetica', 7)
    c.drawString(40, 60, 'ALL EROSION AND SEDIMENT CONTROL PRACTICES PER NEW YORK STANDARDS AND SPECIFICATIONS FOR EROSION AND SEDIMENT CONTROL (NOV. 2016).')

def letter_page(c, head, sub):
    W, H = letter
    c.setFont('Helvetica-Bold', 12); c.drawString(60, H - 62, head)
    c.setFont('Helvetica', 9); c.drawString(60, H - 76, sub)
    c.setLineWidth(0.8); c.line(60, H - 82, W - 60, H - 82)

def table(c, x, y, cols, rows, fs=8, rh=14):
    c.setFont('Helvetica-Bold', fs)
    xx = x
    for w, h in cols:
        c.drawString(xx + 2, y, h); xx += w
    c.line(x, y - 4, xx, y - 4)
    y -= rh
    c.setFont('Helvetica', fs)
    for r in rows:
        xx = x
        for (w, _), v in zip(cols, r):
            c.drawString(xx + 2, y, v); xx += w
        y -= rh
    return y

def calcs(c):
    W, H = letter
    letter_page(c, 'APPENDIX C - DRAINAGE CALCULATIONS', 'Eatons Neck Beach Club, 412 Asharoken Avenue   |   Harbor Line Civil, PLLC')
    y = H - 110
    c.setFont('Helvetica', 9)
    for t in ['Method: NRCS TR-55 / TR-20 (SCS Type III 24-hour distribution), HSG A. Routing of leaching pools by storage-indication',
              'with exfiltration through the pool sidewall and bottom at the measured rate (2 min/in, design rate 8 in/hr with factor of safety 2).',
              'Design storms (NOAA Atlas 14, Asharoken): 1-yr 2.8 in; 2-yr 3.4 in; 10-yr 5.0 in; 25-yr 6.1 in; 100-yr 8.4 in.']:
        c.drawString(60, y, t); y -= 12
    y -= 8
    c.setFont('Helvetica-Bold', 9); c.drawString(60, y, 'Table C-1. Drainage areas'); y -= 16
    y = table(c, 60, y, [(70, 'Area'), (130, 'Description'), (60, 'Area (ac)'), (60, 'Imperv. (ac)'), (50, 'CN'), (60, 'Tc (min)'), (70, 'Outlet')],
              [['EX-1', 'Existing lot and club', '1.18', '0.71', '74', '6.0', 'DP-1 road'],
               ['EX-2', 'Bluff top lawn', '0.44', '0.00', '39', '8.2', 'DP-2 Sound'],
               ['PR-1', 'Parking, south half', '0.52', '0.47', '93', '6.0', 'CB-1 > LP-1..4'],
               ['PR-2', 'Parking, north half', '0.36', '0.25', '82', '6.0', 'BR-1 > LP-5,6'],
               ['PR-3', 'Clubhouse roof', '0.16', '0.16', '98', '5.0', 'LP-5, LP-6'],
               ['PR-4', 'Landscape, bluff top', '0.58', '0.00', '39', '8.2', 'DP-2 Sound']])
    y -= 10
    c.setFont('Helvetica-Bold', 9); c.drawString(60, y, 'Table C-2. Comparison of predevelopment and postdevelopment peak runoff (cfs)'); y -= 16
    y = table(c, 60, y, [(130, 'Discharge point'), (65, 'Storm'), (85, 'Predevelopment'), (90, 'Postdevelopment'), (80, 'Change')],
              [['DP-1 Asharoken Ave.', '1-year', '0.98', '0.00', '-0.98'], ['DP-1 Asharoken Ave.', '2-year', '1.41', '0.00', '-1.41'],
               ['DP-1 Asharoken Ave.', '10-year', '2.21', '0.09', '-2.12'], ['DP-1 Asharoken Ave.', '25-year', '2.87', '0.31', '-2.56'],
               ['DP-2 Long Island Sound', '2-year', '0.00', '0.00', '0.00'], ['DP-2 Long Island Sound', '25-year', '0.04', '0.05', '+0.01']])
    y -= 8
    c.setFont('Helvetica', 9)
    c.drawString(60, y, 'Runoff volume to DP-1 in the 2-year storm: predevelopment 4,310 cf; postdevelopment 0 cf (all retained).'); y -= 24
    c.setFont('Helvetica-Bold', 9); c.drawString(60, y, 'Leaching pool storage check (Suffolk County 2-inch rainfall criterion)'); y -= 16
    y = table(c, 60, y, [(90, 'Structures'), (90, 'Trib. area (sf)'), (60, 'C'), (90, 'Required (cf)'), (90, 'Provided (cf)'), (60, 'OK?')],
              [['LP-1 to LP-4', '22,650', '0.95', '3,586', '4 x 628 + collar = 3,710', 'Yes'],
               ['LP-5, LP-6 + BR-1', '15,680 + 6,970', '1.0 / 0.9', '3,659', '2 x 302 + BR-1 575 + 2,560', 'Yes']])
    c.showPage()
    letter_page(c, 'APPENDIX C (cont.) - ROUTING SUMMARY, 25-YEAR STORM', 'Storage-indication routing, 0.05 hr time step')
    y = H - 110
    y = table(c, 60, y, [(80, 'Node'), (80, 'Peak in (cfs)'), (80, 'Peak out (cfs)'), (80, 'Max stor. (cf)'), (80, 'Max elev.'), (80, 'Overflow')],
              [['BR-1', '1.22', '0.41', '575', '19.50', 'to LP-5'], ['LP-1..LP-4', '3.01', '0.31', '3,710', '18.9', 'CB-1 rim'],
               ['LP-5, LP-6', '1.64', '0.00', '2,310', '17.2', 'none'], ['CB-1', '3.01', '3.01', '-', '-', '-']])
    y -= 14
    c.setFont('Helvetica', 9)
    for t in ['Water quality volume (BR-1): WQv = (P)(Rv)(A)/12 = (1.3)(0.05+0.009x69)(0.36 ac x 43,560)/12 = 1,123 cf;',
              'the 90% storm (1.3 in) is fully captured by BR-1 (575 cf ponding + 548 cf in media voids).',
              'Leaching pool bottoms at El. 5.5 or higher; test holes found no groundwater to El. 2.0 (17 ft below grade).',
              'The 100-year storm overtops CB-1 and flows over the driveway apron to Asharoken Ave. at 0.94 cfs (existing 4.26 cfs).']:
        c.drawString(60, y, t); y -= 12
    c.showPage()

def test_holes(c):
    W, H = letter
    letter_page(c, 'APPENDIX D - TEST HOLE LOGS', 'Observed by D. Whitcomb, P.E., March 14; excavated by backhoe')
    for k, (name, loc) in enumerate([('TH-1', 'Parking field, near LP-2'), ('TH-2', 'East of clubhouse, near LP-6')]):
        x = 70 + k * 250; y = H - 130
        c.setFont('Helvetica-Bold', 10); c.drawString(x, y, name + '  (' + loc + ')')
        layers = [(0, 1.2 if k else 0.8, 'FILL, dark brown sandy loam w/ gravel'), (1.2 if k else 0.8, 3.0, 'Brown loamy sand (SM)'),
                  (3.0, 17.0, 'Pale brown medium to coarse SAND (SP/SW)')]
        yy = y - 20
        for a, b, d in layers:
            hgt = (b - a) * 22
            c.rect(x, yy - hgt, 40, hgt)
            c.setFont('Helvetica', 8); c.drawString(x + 48, yy - 10, '%.1f - %.1f ft  %s' % (a, b, d))
            yy -= hgt
        c.drawString(x, yy - 14, 'No groundwater encountered to 17 ft.')
        c.drawString(x, yy - 26, 'Percolation: 2 min/in at 4 ft.')
    c.showPage()

def inspection_form(c):
    W, H = letter
    letter_page(c, 'APPENDIX E - EROSION AND SEDIMENT CONTROL INSPECTION REPORT', 'Every 7 days and within 24 hours of 0.5 in of rain or more. Keep in site logbook.')
    y = H - 110
    c.setFont('Helvetica', 9)
    for t in ['Date: ____________   Inspector: ______________________   Rain since last inspection (in): ______',
              'Weather: __________  Area disturbed today (ac): ______   Phase / stage of work: ___________________']:
        c.drawString(60, y, t); y -= 18
    y -= 6
    y = table(c, 60, y, [(190, 'Practice'), (70, 'Condition OK'), (80, 'Needs repair'), (150, 'Corrective action / date done')],
              [[p, '[  ]', '[  ]', '______________________'] for p in ['Construction entrance', 'Perimeter silt fence', 'Compost filter sock',
               'Bluff-crest berm', 'Inlet protection CB-1 / CB-2', 'Stockpile ring', 'Concrete washout', 'Temporary seeding / mulch',
               'Road sweeping (Asharoken Ave.)', 'Materials storage / spill kit']], fs=8.5, rh=20)
    y -= 14
    c.drawString(60, y, 'Signature of qualified inspector: ______________________________')
    c.showPage()

def contractor_form(c):
    W, H = letter
    letter_page(c, 'APPENDIX F - CONTRACTOR AND SUBCONTRACTOR FORM', 'Eatons Neck Beach Club, 412 Asharoken Avenue, Village of Asharoken')
    y = H - 115
    c.setFont('Helvetica', 9.5)
    for t in ['Each contractor and subcontractor who will disturb soil or install a stormwater practice on this site shall complete',
              'this form before starting work. Completed forms are kept with the site copy of the SWPPP.']:
        c.drawString(60, y, t); y -= 13
    y -= 10
    for k in range(2):
        c.rect(60, y - 200, W - 120, 200)
        yy = y - 22
        for lab in ['Name of person signing:', 'Title:', 'Contracting firm:', 'Firm address:', 'Telephone:',
                    'Site: 412 Asharoken Avenue, Village of Asharoken', 'Part of site / trade:', 'Signature:', 'Date:']:
            c.drawString(72, yy, lab)
            if ':' == lab[-1]:
                c.line(200, yy - 2, W - 80, yy - 2)
            yy -= 20
        y -= 225
    c.showPage()

def build(path):
    c = canvas.Canvas(path, pagesize=TAB)
    c.setTitle('Eatons Neck Beach Club SWPPP - Appendices'); c.setAuthor('Harbor Line Civil, PLLC')
    c.setPageSize(TAB); sheet_c1(c); c.setFont('Helvetica-Bold', 9); c.drawString(30, 775, 'APPENDIX A'); c.showPage()
    c.setPageSize(TAB); sheet_c3(c); c.setFont('Helvetica-Bold', 9); c.drawString(30, 775, 'APPENDIX B'); c.showPage()
    c.setPageSize(letter); calcs(c)
    c.setPageSize(letter); test_holes(c)
    c.setPageSize(letter); inspection_form(c)
    c.setPageSize(letter); contractor_form(c)
    c.save()

if __name__ == '__main__':
    build(sys.argv[1])
