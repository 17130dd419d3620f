"""Plan 3: Town of Somers two-volume SPPP bound in one PDF (reportlab), /PageLabels set with pypdf."""
from reportlab.lib.pagesizes import letter
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, Flowable, NextPageTemplate)
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
from pypdf import PdfReader, PdfWriter
import os

NAME = 'p7b_somers_hilltop_farm_two_volume'
W, H = letter
body = ParagraphStyle('b', fontName='Times-Roman', fontSize=10.5, leading=13.6, spaceAfter=6)
h1 = ParagraphStyle('h1', fontName='Helvetica-Bold', fontSize=13, leading=16, spaceBefore=8, spaceAfter=6)
h2 = ParagraphStyle('h2', fontName='Helvetica-Bold', fontSize=10.5, leading=13, spaceBefore=6, spaceAfter=3)
tc = ParagraphStyle('tc', fontName='Helvetica', fontSize=8.6, leading=10.4)
tcb = ParagraphStyle('tcb', parent=tc, fontName='Helvetica-Bold')
cov = ParagraphStyle('cov', fontName='Helvetica-Bold', fontSize=20, leading=26, alignment=1)
covs = ParagraphStyle('covs', fontName='Helvetica', fontSize=12, leading=16, alignment=1)

def P(t, s=body):
    return Paragraph(t, s)

def tbl(rows, widths, head=True):
    data = [[Paragraph(str(c), tcb if (head and i == 0) else tc) for c in r] for i, r in enumerate(rows)]
    t = Table(data, colWidths=widths, repeatRows=1 if head else 0)
    st = [('GRID', (0, 0), (-1, -1), 0.5, colors.black), ('VALIGN', (0, 0), (-1, -1), 'TOP')]
    if head:
        st.append(('BACKGROUND', (0, 0), (-1, 0), colors.HexColor('#d9d9d9')))
    t.setStyle(TableStyle(st))
    return t

class Sheet(Flowable):
    def __init__(self, fn):
        super().__init__(); self.fn = fn
    def wrap(self, aw, ah):
        self.aw = aw; return aw, 600
    def draw(self):
        self.fn(self.canv, self.aw)

def sheet_esc(c, w):
    c.setLineWidth(1); c.rect(0, 0, w, 600)
    c.setFont('Helvetica-Bold', 8.5); c.drawString(8, 586, 'SHEET ESC-1  EROSION AND SEDIMENT CONTROL PLAN - PHASES 1 AND 2')
    c.setFont('Helvetica', 6.5); c.drawString(8, 575, 'SCALE: 1 IN = 60 FT (24 X 36 ORIGINAL; REDUCED COPY)   TOTAL SITE 14.2 AC   DISTURBANCE 6.4 AC')
    c.setDash(5, 3); c.setStrokeColor(colors.red); c.rect(20, 250, 270, 300); c.setStrokeColor(colors.black); c.setDash()
    c.line(155, 250, 155, 550)
    c.drawString(26, 538, 'PHASE 1 (4.1 AC)'); c.drawString(161, 538, 'PHASE 2 (2.3 AC)')
    c.rect(35, 420, 105, 50); c.drawString(39, 442, 'LOTS 1-5 / STA 0+00-6+50')
    c.rect(170, 420, 105, 50); c.drawString(174, 442, 'LOTS 6-9 / STA 6+50-9+80')
    c.circle(80, 320, 26); c.drawString(52, 285, 'ST-1 -> POND P-1')
    c.circle(220, 320, 20); c.drawString(190, 290, 'ST-2 -> BIORET. B-2')
    c.rect(120, 252, 18, 8); c.drawString(100, 263, 'SCE-1')
    c.drawString(24, 240, 'PRIMROSE STREET'); c.line(20, 236, 300, 236)
    c.rect(300, 470, 150, 100); c.drawString(305, 560, 'LOCATION MAP  1 IN = 2000 FT')
    c.line(312, 480, 450, 550); c.drawString(380, 500, 'PRIMROSE ST'); c.circle(395, 522, 4); c.drawString(310, 474, 'SITE - SOMERS, N.Y.')
    c.ellipse(320, 380, 440, 440)
    for i, t in enumerate(['WETLAND W-1 (TOWN REGULATED)', 'NOT DISTURBED; 100 FT BUFFER', 'UNNAMED TRIB. TO ANGLE FLY', 'BROOK -> MUSCOOT RESERVOIR',
                           'DISCHARGE POINTS DP-1, DP-2', 'WOODS TO REMAIN (UNDISTURBED)', 'EX. SLOPES 4-15 %; FINAL MAX 3:1',
                           'DRAINAGE: EAST TO W-1 / TRIB.', 'NO STORAGE ON ADJACENT LOTS']):
        c.drawString(305, 365 - 12 * i, t)
    c.setFont('Helvetica-Bold', 7); c.drawString(8, 215, 'PRACTICE SCHEDULE (LOCATION / SIZE / LENGTH)'); c.setFont('Helvetica', 6.5)
    for i, t in enumerate(['SF-1 SILT FENCE 1,140 LF (DOWNSLOPE LIMIT, PHASES 1-2)',
                           'CFS-1 COMPOST FILTER SOCK 12 IN., 260 LF (W-1 BUFFER EDGE, SPPP SEC. 9)',
                           'SCE-1 STABILIZED CONSTRUCTION ENTRANCE 50 FT X 24 FT AT PRIMROSE STREET',
                           'ST-1 SEDIMENT TRAP 9,720 CF (PHASE 1) / ST-2 SEDIMENT TRAP 6,120 CF (PHASE 2)',
                           'DS-1 TEMP. DIVERSION SWALE 420 LF, 1.5 FT DEEP, TO ST-1; DS-2 310 LF TO ST-2',
                           'IP INLET PROTECTION AT CB-1 TO CB-6; TSP TOPSOIL STOCKPILE IN PHASE 1 AREA',
                           'SOIL BOUNDARIES (DASHED): ChC (HSG B) | PnC (HSG C) | Sh (HSG D, IN W-1)']):
        c.drawString(12, 200 - 13 * i, t)

def sheet_smp(c, w):
    c.setLineWidth(1); c.rect(0, 0, w, 600)
    c.setFont('Helvetica-Bold', 8.5); c.drawString(8, 586, 'SHEET SMP-1  POST-CONSTRUCTION STORMWATER MANAGEMENT PLAN')
    c.setFont('Helvetica', 6.5); c.drawString(8, 575, 'SCALE: 1 IN = 60 FT   EASEMENTS SHOWN ARE TO BE RECORDED WITH THE SUBDIVISION PLAT')
    c.setDash(3, 2); c.rect(30, 300, 150, 120); c.rect(230, 320, 120, 80); c.setDash()
    c.rect(45, 320, 120, 80); c.drawString(49, 406, 'P-1 WET EXTENDED DETENTION POND'); c.drawString(49, 394, 'PERMANENT POOL 9,800 CF, 0.31 AC')
    c.rect(245, 335, 90, 50); c.drawString(236, 390, 'B-2 BIORETENTION 3,150 SF')
    c.drawString(20, 520, 'DW DRY WELLS (2 PER LOT, LOTS 1-9), 6 FT DIA. X 4 FT, ROOF LEADERS')
    c.drawString(20, 505, 'ROAD A: CB-1 TO CB-6, 15-24 IN. HDPE TO P-1 AND B-2')
    c.drawString(20, 270, 'OUTLET DP-1: 18 IN. RCP TO TRIBUTARY')
    c.drawString(20, 257, 'OUTLET DP-2: B-2 OVERFLOW TO W-1 BUFFER (LEVEL SPREADER)')
    c.drawString(20, 200, 'SWMF EASEMENT A (0.62 AC) IN FAVOR OF TOWN OF SOMERS - INSPECTION, MAINTENANCE, REPAIR')
    c.drawString(20, 187, 'SWMF EASEMENT B (0.18 AC) AROUND B-2; 20 FT ACCESS EASEMENT FROM ROAD A TO P-1')
    c.drawString(20, 174, 'EASEMENTS RECORDED ON THE PLAT, RUN WITH THE LAND AND SURVIVE TRANSFER OF TITLE')

V1 = []
def v1_story(T, T2):
    s = []
    s += [Spacer(1, 120), P('STORMWATER POLLUTION PREVENTION PLAN', cov), Spacer(1, 8), P('VOLUME 1 OF 2 - NARRATIVE', cov), Spacer(1, 30),
          P('Hilltop Farm Estates - 9-Lot Residential Subdivision<br/>Primrose Street, Town of Somers, Westchester County, New York<br/>Tax Map 27.10-1-14', covs),
          Spacer(1, 30), P('Prepared for: Hilltop Farm Estates LLC, 45 Tomahawk Plaza, Somers NY 10589', covs),
          P('Prepared by: Brennan &amp; Sato Engineering, PLLC, 11 Railroad Avenue, Katonah NY 10536 - (914) 555-0121', covs),
          Spacer(1, 30), P('October 30, 2026 - Revised November 20, 2026', covs), Spacer(1, 20),
          P('Volume 2 (Appendices A-G) is bound in this file after Volume 1.', covs), PageBreak()]
    s += [P('VOLUME 1 - TABLE OF CONTENTS', h1), tbl([
        ['Section', 'Title', 'Page'],
        ['1', 'Project Description', T.get('1. PROJECT DESCRIPTION', '0')], ['2', 'Existing Site Conditions, Soils and Receiving Waters', T.get('2. EXISTING SITE', '0')], ['3', 'Construction Phasing and Sequence of Operations', T.get('3. CONSTRUCTION PHASING', '0')], ['4', 'Erosion and Sediment Control Practices', T.get('4. EROSION AND SEDIMENT', '0')], ['5', 'Soil Stabilization', T.get('5. SOIL STABILIZATION', '0')], ['6', 'Pollution Prevention and Materials Management', T.get('6. POLLUTION PREVENTION', '0')], ['7', 'Industrial Stormwater Discharges', T.get('7. INDUSTRIAL', '0')], ['8', 'Construction Inspection and Maintenance', T.get('8. CONSTRUCTION INSPECTION', '0')], ['9', 'Deviations from the NYS Standards and Specifications', T.get('9. DEVIATIONS', '0')], ['10', 'Post-Construction Stormwater Management', T.get('10. POST-CONSTRUCTION', '0')], ['11', 'Long-Term Operation and Maintenance, Easements and Agreement', T.get('11. LONG-TERM', '0')], ['12', 'Preparer Certification', T.get('12. PREPARER', '0')],
        ['Vol. 2', 'Appendices A-G (see Volume 2 contents)', 'V2-ii']], [50, 330, 60]),
        Spacer(1, 10), P('Page numbers refer to the printed page numbers at the foot of each page of this volume.', body), NextPageTemplate('main'), PageBreak()]
    s += [P('1. PROJECT DESCRIPTION', h1),
          P('Hilltop Farm Estates LLC proposes to subdivide a 14.2-acre parcel on the north side of Primrose Street into nine single-family residential lots served by a new 980-foot Town road (Road A) ending in a cul-de-sac. Each lot will be served by public water and an individual septic system. Land disturbance totals 6.4 acres (road, lots, stormwater facilities and utilities). The remaining 7.8 acres, including the wetland W-1 and its 100-foot buffer and the wooded northern slope, will not be disturbed.'),
          P('The project is a single-family residential subdivision, an activity listed in Section 93-6A(2) of the Town Code, and disturbs more than one acre; it therefore includes post-construction stormwater controls designed to the enhanced phosphorus removal standards of the NYS Stormwater Management Design Manual (January 2015). Construction is planned from May 2027 through October 2028.'),
          P('2. EXISTING SITE CONDITIONS, SOILS AND RECEIVING WATERS', h1),
          P('The site is an abandoned hay field and hedgerows sloping east at 4 to 15 percent toward wetland W-1 (Town-regulated, 1.3 acres) and an unnamed tributary of Angle Fly Brook, which flows to the Muscoot Reservoir. The Muscoot Reservoir is in the New Croton Reservoir watershed and is subject to the phosphorus TMDL for the Croton system. The site drains by sheet flow to two discharge points: DP-1 at the tributary and DP-2 at the wetland edge.'),
          P('<b>Soils.</b> The Westchester County Soil Survey (NRCS) maps three units, whose boundaries are shown on Sheet ESC-1 (Appendix A):'),
          tbl([['Map unit', 'Name', 'Slope', 'HSG', 'Area on site'],
               ['ChC', 'Charlton fine sandy loam', '8-15 %', 'B', '8.6 ac'],
               ['PnC', 'Paxton fine sandy loam', '8-15 %', 'C', '4.3 ac'],
               ['Sh', 'Sun silt loam (in W-1)', '0-3 %', 'D', '1.3 ac']], [55, 160, 55, 40, 80]),
          Spacer(1, 6),
          P('Deep test holes and infiltration tests (Appendix B) found 30 to 60 inches of fine sandy loam over dense till; the Paxton areas have a firm fragipan at 24 to 30 inches. Measured infiltration rates in the Charlton soils were 1.4 to 2.2 inches per hour, which allow the dry wells and bioretention.'),
          P('<b>Existing runoff data.</b> No flow gauging exists for the tributary. Existing peak runoff at DP-1 and DP-2 was modelled (Appendix C) for the 1, 10 and 100-year storms.'),
          PageBreak(),
          P('3. CONSTRUCTION PHASING AND SEQUENCE OF OPERATIONS', h1),
          P('The work is in two phases so that no more than five acres are disturbed at one time: Phase 1 (4.1 acres) covers the road from Primrose Street to Station 6+50, Lots 1 to 5 and pond P-1; Phase 2 (2.3 acres) covers the road to the cul-de-sac, Lots 6 to 9 and bioretention B-2. Phase 2 clearing may not begin until Phase 1 disturbed areas have at least temporary stabilization and the Town Engineer has inspected them.'),
          tbl([['Step', 'Operation', 'Phase'],
               ['1', 'Pre-construction meeting with Town Engineer; stake limits of disturbance and wetland buffer; install orange construction fence at buffer', '1'],
               ['2', 'Install SCE-1, silt fence SF-1 (Phase 1 portion) and compost filter sock CFS-1', '1'],
               ['3', 'Clearing and grubbing of the road corridor; excavate ST-1 and diversion swale DS-1', '1'],
               ['4', 'Strip topsoil to stockpile TSP; excavation and grading of Road A to Sta 6+50', '1'],
               ['5', 'Utility and infrastructure installation: water main, storm drains CB-1 to CB-4 with inlet protection', '1'],
               ['6', 'Road base course; temporary seed and mulch of road shoulders', '1'],
               ['7', 'Construct P-1 outlet works; convert ST-1 to pond P-1 once contributing area is stabilized', '1'],
               ['8', 'Lot clearing and house construction, Lots 1-5 (each lot: silt fence ring, dry wells after roof completion)', '1'],
               ['9', 'Town Engineer inspection of Phase 1 stabilization; then install SF-1 Phase 2 portion, ST-2, DS-2', '2'],
               ['10', 'Clearing, grading and utilities for Road A Sta 6+50 to 9+80 and Lots 6-9', '2'],
               ['11', 'Binder course paving of Road A; convert ST-2 to bioretention B-2 after stabilization', '2'],
               ['12', 'Final topsoil, seed, mulch; top course paving; remove temporary controls after 80 percent cover', '1, 2']], [36, 370, 44]),
          P('4. EROSION AND SEDIMENT CONTROL PRACTICES', h1),
          P('The practices below are shown with their location, size and length on Sheet ESC-1 and detailed in Appendix D (Vol. 2, page V2-' + T2.get('APPENDIX D -', '0') + '). The schedule column gives the timing of initial placement and the minimum time each practice remains in place.'),
          tbl([['Practice', 'Where used', 'Size / length', 'Placed', 'Remains in place until'],
               ['Stabilized construction entrance SCE-1', 'Road A at Primrose St', '50 ft x 24 ft x 8 in.', 'Step 2, before any clearing', 'Binder course paving (step 11)'],
               ['Silt fence SF-1', 'Downslope limit of disturbance', '1,140 LF', 'Step 2 (Ph. 1), step 9 (Ph. 2)', 'Final stabilization of contributing area'],
               ['Compost filter sock CFS-1', 'Edge of W-1 buffer', '12 in. dia., 260 LF', 'Step 2', 'Final stabilization'],
               ['Diversion swales DS-1, DS-2', 'Upslope of cuts, to traps', '420 LF and 310 LF', 'Step 3 / step 9', 'Trap conversion'],
               ['Sediment traps ST-1, ST-2', 'Future P-1 and B-2', '9,720 cf / 6,120 cf', 'Step 3 / step 9', 'Drainage area stabilized'],
               ['Inlet protection', 'CB-1 to CB-6', 'Each inlet', 'As each inlet is built', 'Top course paving'],
               ['Temporary seed and mulch', 'Idle areas, stockpile', 'As needed', 'Within 7 days of inactivity', 'Permanent cover established'],
               ['Erosion control blanket', 'Slopes 3:1 and steeper', 'About 0.4 ac', 'At final grading', 'Permanent (biodegradable)']],
              [98, 92, 80, 90, 90]),
          PageBreak(),
          P('Temporary practices converted to permanent practices: sediment trap ST-1 becomes the permanent pool of pond P-1, and ST-2 becomes bioretention B-2 after its drainage area is stabilized and the accumulated sediment and fines are removed.'),
          P('5. SOIL STABILIZATION', h1),
          P('Temporary and permanent stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (November 2016) for each stage, from initial clearing and grubbing to final stabilization:'),
          P('(a) Clearing and grubbing: disturbed areas that will be idle 7 days or more receive temporary seeding (annual ryegrass 40 lb/ac) and straw mulch at 2 tons/ac within 7 days (within 7 days of the cessation of work in the area; 14 days is not allowed because of the TMDL watershed). (b) Grading: slopes steeper than 3:1 receive erosion control blanket. (c) Stockpile TSP: seeded and ringed with silt fence. (d) Final stabilization: 4 inches topsoil, permanent seed mix (tall fescue, perennial ryegrass, creeping red fescue) at 100 lb/ac with mulch; final stabilization is reached at 80 percent uniform perennial cover.'),
          P('6. POLLUTION PREVENTION AND MATERIALS MANAGEMENT', h1),
          P('Litter and construction debris are collected in covered dumpsters at the staging area near SCE-1 and removed at least weekly; no debris is buried on site. Construction chemicals (fuel, lubricants, curing compounds, paint) are stored in a lockable container with secondary containment, away from the wetland buffer; fueling is done only at the staging area over drip pans. A spill kit is kept at the container, and any spill is cleaned up immediately and reported to NYSDEC Spill Hotline 1-800-457-7362 when required. Concrete trucks wash out only into a lined washout at the staging area. Sanitary facilities are portable toilets staked against tipping.'),
          P('7. INDUSTRIAL STORMWATER DISCHARGES', h1),
          P('There are no asphalt plants, concrete batch plants or other industrial activities on the construction site, so there are no stormwater discharges associated with industrial activity other than construction.'),
          P('8. CONSTRUCTION INSPECTION AND MAINTENANCE', h1),
          P('Inspection schedule for the developer and the contractor(s) installing, repairing, inspecting and maintaining the practices, in accordance with the NYS Standards and Specifications: the contractor inspects all erosion and sediment control practices daily during active work; a qualified inspector (Brennan &amp; Sato) inspects at least once every seven calendar days, and twice every seven days when more than five acres are disturbed; a report is prepared for each inspection and kept in the site log book. Maintenance: sediment is removed from silt fence and filter sock when it reaches one-half the height, and from traps when one-half of the wet storage is filled; damaged fence is repaired within 24 hours; the construction entrance is top-dressed with stone when voids fill. A blank inspection form is in Appendix E.'),
          P('9. DEVIATIONS FROM THE NYS STANDARDS AND SPECIFICATIONS', h1),
          P('One element departs from the Standards: along the edge of the wetland W-1 buffer (260 feet) a 12-inch compost filter sock CFS-1 is used in place of silt fence, because shallow ledge prevents trenching the fence fabric. Reason: the fence cannot be keyed in. Equivalence: the Standards list compost filter sock as a perimeter practice for sheet flow; at the 4 percent slope and 60-foot maximum slope length above the sock, its capacity exceeds that required for silt fence at the same location, and it is backed by a second row where the slope length exceeds 60 feet. No other element departs from the Standards.'),
          PageBreak(),
          P('10. POST-CONSTRUCTION STORMWATER MANAGEMENT', h1),
          P('<b>Practices.</b> (1) Wet extended detention pond P-1 (NYS Design Manual P-2) treats the road and Lots 1 to 5; permanent pool 9,800 cf, extended detention of the channel protection volume over 24 hours, forebay 10 percent of WQv. (2) Bioretention B-2 (F-5) treats the cul-de-sac and Lots 6 to 9; 3,150 sf filter bed, 2.5 ft soil media, 6 in. ponding, underdrain. (3) Dry wells (two per lot) receive roof runoff for runoff reduction. Locations and sizes are shown on Sheet SMP-1; construction details are in Appendix D.'),
          P('<b>Sizing criteria summary</b> (Design Manual Chapter 4 and the Chapter 10 enhanced phosphorus standards). No criteria were waived and no redevelopment criteria apply.'),
          tbl([['Criterion', 'Required', 'Provided', 'Method / calculation'],
               ['WQv (enhanced P: 1-yr, 24-hr, 2.8 in.)', '21,340 cf', '23,100 cf', 'WQv = P Rv A / 12; Rv = 0.05 + 0.009 I (I = 31 %), A = 6.4 ac'],
               ['RRv (runoff reduction)', '4,270 cf (min. HSG B/C)', '5,180 cf', 'Dry wells 3,660 cf + B-2 infiltration 1,520 cf'],
               ['CPv (1-yr, 24-hr ED)', '14,900 cf', '15,600 cf', 'P-1 ED orifice 3.0 in., 24-hr release'],
               ['Qp (10-yr)', 'Post <= pre', '14.1 vs 14.6 cfs', 'HydroCAD routing, App. C'],
               ['Qf (100-yr)', 'Post <= pre', '27.5 vs 28.3 cfs', 'HydroCAD routing, App. C']], [110, 80, 70, 190]),
          Spacer(1, 6),
          P('Deviations from the Design Manual: none. The pond forebay and the bioretention media meet the Manual geometry and filter media specifications.'),
          P('<b>Hydrologic and hydraulic analysis.</b> HydroCAD 10.2 (TR-20 methods, NOAA Atlas 14 rainfall, Type III distribution) models pre- and post-development subcatchments, routing through P-1 and B-2, and the outlet structures and culverts for the 1, 10 and 100-year storms. Results and node summaries are in Appendix C (Vol. 2, page V2-' + T2.get('APPENDIX C -', '0') + ').'),
          PageBreak(),
          P('11. LONG-TERM OPERATION AND MAINTENANCE, EASEMENTS AND AGREEMENT', h1),
          P('<b>Responsible entity.</b> Until the road is dedicated and the Hilltop Farm Estates Homeowners Association (HOA) is formed, the developer maintains all practices. After that, the HOA is responsible for the long-term operation and maintenance of pond P-1 and bioretention B-2, and each lot owner maintains the dry wells on that lot.'),
          tbl([['Practice', 'Inspection', 'Maintenance actions'],
               ['Pond P-1', 'Twice yearly and after storms over 2 in.', 'Remove trash from trash rack; mow embankment twice yearly; remove forebay sediment when 50 % full (about every 5-7 years); repair outlet; no woody growth on the dam'],
               ['Bioretention B-2', 'Quarterly first year, then twice yearly', 'Remove trash and sediment; replace mulch annually; replace dead plants; if ponded over 48 hr, clean underdrain or replace top 3 in. of media'],
               ['Dry wells (each lot)', 'Annually', 'Clean leaf screens at gutters; remove sediment from sump when over 6 in.']], [90, 120, 240]),
          Spacer(1, 6),
          P('<b>Easements.</b> Drainage and stormwater management facility easements in favor of the Town of Somers (SWMF Easements A and B and a 20-foot access easement to P-1) are shown on Sheet SMP-1 and will be shown on the subdivision plat filed with the Westchester County Clerk; they run with the land and remain in effect with transfer of title.'),
          P('<b>Maintenance agreement.</b> The Stormwater Control Facility Maintenance Agreement under Section 93-8 (Appendix G) is binding on the developer, the HOA and all subsequent owners of the lots served, is recorded with the plat, and allows the Town to perform maintenance and charge its cost if the owner fails to do so.'),
          P('12. PREPARER CERTIFICATION', h1),
          P('I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers.'),
          Spacer(1, 30), P('/s/ Keiko Sato<br/>Keiko Sato, P.E., NYS License No. 084317<br/>Brennan &amp; Sato Engineering, PLLC<br/>Date: November 20, 2026', body),
          Spacer(1, 10), P('[P.E. SEAL]', body)]
    return s

def v2_story(T):
    s = [Spacer(1, 120), P('STORMWATER POLLUTION PREVENTION PLAN', cov), Spacer(1, 8), P('VOLUME 2 OF 2 - APPENDICES', cov), Spacer(1, 30),
         P('Hilltop Farm Estates - 9-Lot Residential Subdivision<br/>Primrose Street, Town of Somers, New York', covs), Spacer(1, 30),
         P('Brennan &amp; Sato Engineering, PLLC - November 20, 2026', covs), PageBreak(),
         P('VOLUME 2 - CONTENTS', h1),
         tbl([['Appendix', 'Title', 'Page'],
              ['A', 'Sheets ESC-1 and SMP-1 (reduced) with location map', 'V2-' + T.get('APPENDIX A -', '0')], ['B', 'Soil Test Results and Infiltration Tests', 'V2-' + T.get('APPENDIX B -', '0')], ['C', 'Hydrologic and Hydraulic Analysis Summary (HydroCAD)', 'V2-' + T.get('APPENDIX C -', '0')], ['D', 'Erosion Control and Stormwater Practice Details', 'V2-' + T.get('APPENDIX D -', '0')], ['E', 'Construction Inspection Report Form', 'V2-' + T.get('APPENDIX E -', '0')], ['F', 'Contractor Certifications', 'V2-' + T.get('APPENDIX F -', '0')], ['G', 'Stormwater Control Facility Maintenance Agreement', 'V2-' + T.get('APPENDIX G -', '0')]], [60, 320, 60]),
         NextPageTemplate('main'), PageBreak(),
         P('APPENDIX A - SHEETS ESC-1 AND SMP-1', h1), Sheet(sheet_esc), PageBreak(), Sheet(sheet_smp), PageBreak(),
         P('APPENDIX B - SOIL TEST RESULTS', h1),
         tbl([['Test hole', 'Location', 'Profile', 'Groundwater / mottling', 'Infiltration'],
              ['DT-1', 'B-2', '0-10 in. topsoil; 10-52 in. brown fine sandy loam; 52-96 in. dense gray till', 'None to 96 in.; mottles at 84 in.', '2.2 in/hr'],
              ['DT-2', 'P-1', '0-8 in. topsoil; 8-40 in. sandy loam; 40-110 in. till', 'Seep at 78 in.', 'n/a (pond)'],
              ['DT-3', 'Lot 3', '0-9 in. topsoil; 9-60 in. fine sandy loam; ledge at 84 in.', 'None', '1.4 in/hr'],
              ['DT-4', 'Lot 7', '0-8 in.; 8-26 in. sandy loam; 26-72 in. firm fragipan', 'Mottles at 30 in.', '0.3 in/hr (dry wells moved upslope)']], [50, 50, 180, 100, 70]),
         P('APPENDIX C - HYDROLOGIC AND HYDRAULIC ANALYSIS SUMMARY', h1),
         P('HydroCAD 10.2, SCS TR-20, NOAA Atlas 14 (Somers): 1-yr 2.8 in., 10-yr 5.0 in., 100-yr 8.9 in.'),
         tbl([['Point', 'Storm', 'Pre peak (cfs)', 'Post peak (cfs)', 'Pre vol (af)', 'Post vol (af)'],
              ['DP-1', '1-yr', '3.9', '2.1', '0.41', '0.39'], ['DP-1', '10-yr', '10.8', '10.3', '1.12', '1.15'], ['DP-1', '100-yr', '21.0', '20.1', '2.39', '2.46'],
              ['DP-2', '1-yr', '1.4', '0.9', '0.15', '0.14'], ['DP-2', '10-yr', '3.8', '3.8', '0.40', '0.41'], ['DP-2', '100-yr', '7.3', '7.4', '0.86', '0.87'],
              ['Total', '100-yr', '28.3', '27.5', '-', '-']], [50, 50, 80, 80, 80, 80]),
         Spacer(1, 6),
         tbl([['Node', 'Storm', 'Peak inflow', 'Peak outflow', 'Peak elev.', 'Top of berm / freeboard'],
              ['Pond P-1', '100-yr', '19.6 cfs', '12.4 cfs', '486.9', '488.0 / 1.1 ft'],
              ['Bioretention B-2', '100-yr', '6.1 cfs', '5.2 cfs', '491.6', '492.5 / 0.9 ft'],
              ['Culvert C-1 (24 in.)', '100-yr', '12.4 cfs', 'capacity 22.5 cfs', 'HW/D 0.71', '-']], [90, 50, 70, 80, 60, 100]),
         PageBreak(),
         P('APPENDIX D - PRACTICE DETAILS', h1),
         tbl([['Detail', 'Dimensions and materials', 'Installation', 'Operation and maintenance'],
              ['D-1 Silt fence', 'Woven geotextile 36 in., 2 in. x 2 in. hardwood stakes 8 ft o.c.', 'Trench 6 in. x 6 in., fabric keyed and backfilled; ends turned upslope', 'Inspect daily; remove sediment at 1/2 height; replace torn fabric'],
              ['D-2 Stabilized construction entrance', '50 ft x 24 ft x 8 in., 2-4 in. crushed stone over geotextile', 'Grade subbase, place fabric then stone; mountable berm', 'Top-dress with stone; wash-down onto rack only'],
              ['D-3 Compost filter sock', '12 in. dia., compost per Standards, staked 10 ft o.c.', 'Place on contour, no trenching; double row where slope length > 60 ft', 'Remove sediment at 1/2 height; replace crushed sock'],
              ['D-4 Sediment trap ST-1 / ST-2', 'ST-1: drainage 2.7 ac, 3,600 cf/ac -> 9,720 cf; bottom 40 x 20 ft, 4 ft deep. ST-2: 1.7 ac -> 6,120 cf; 32 x 18 ft, 4 ft deep. Stone outlet 6 ft wide', 'Excavate within future P-1/B-2 footprint; side slopes 2:1; outlet of No. 4 stone', 'Clean out when half full; dispose of sediment in upland'],
              ['D-5 Diversion swale', '1.5 ft deep, 4 ft bottom, 2:1 sides; grade 1-2 %', 'Stabilize with seed and blanket within 7 days', 'Repair breaches after each storm'],
              ['D-6 Inlet protection', 'Fabric drop inlet filter; stone ring at curb inlets', 'Under grate before paving', 'Empty when 1/3 full']], [80, 140, 120, 110]),
         Spacer(1, 10),
         P('APPENDIX D (continued) - POST-CONSTRUCTION PRACTICE DETAILS', h1),
         tbl([['Practice', 'Dimensions', 'Materials', 'Installation'],
              ['Pond P-1', 'Permanent pool 9,800 cf, 4-6 ft deep; ED volume 15,600 cf; forebay 2,310 cf; 10 ft aquatic bench; 3:1 side slopes', 'Clay core in embankment; riser 4 ft x 4 ft concrete; 3.0 in. ED orifice; 18 in. RCP barrel with anti-seep collar', 'Core compacted to 95 %; riser set on 12 in. base; pool planted with native wetland species'],
              ['Bioretention B-2', '3,150 sf bed, 6 in. ponding, 2.5 ft media', 'Media: 85-88 % sand, 8-12 % fines, 3-5 % organic; 6 in. perforated PVC underdrain in No. 57 stone; 3 in. hardwood mulch', 'Build after drainage area stable; no heavy equipment on bed; media placed in 12 in. lifts'],
              ['Dry wells', '6 ft dia. x 4 ft precast, 2 per lot', 'Surrounded by 12 in. No. 2 stone, filter fabric on sides', 'At least 10 ft from foundations; 20 ft from septic']], [70, 130, 150, 100]),
         PageBreak(),
         P('APPENDIX E - CONSTRUCTION INSPECTION REPORT FORM', h1),
         tbl([['Item', 'Condition (OK / needs repair)', 'Action taken'], ['Construction entrance', '', ''], ['Silt fence / filter sock', '', ''],
              ['Sediment traps', '', ''], ['Diversion swales', '', ''], ['Inlet protection', '', ''], ['Stabilized areas', '', ''], ['Disturbed acreage today', '', '']], [150, 150, 150]),
         Spacer(1, 10), P('Inspector: ____________________  Date: __________  Rainfall since last inspection: ______ in.'),
         Spacer(1, 14),
         P('APPENDIX F - CONTRACTOR CERTIFICATIONS', h1),
         P('"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."'),
         tbl([['Name / title', 'Firm, address, telephone', 'Responsibility', 'Site', 'Signature / date'],
              ['Anthony Ruggiero, President', 'Ruggiero Site Contractors Inc., 210 Route 6, Mahopac NY 10541, (845) 555-0177', 'General site contractor: all E&amp;SC practices, P-1, B-2', 'Hilltop Farm Estates, Primrose St, Somers', '/s/ A. Ruggiero  11/16/2026'],
              ['Maria Okonkwo, Owner', 'Green Ridge Hydroseeding LLC, 8 Hill Rd, Carmel NY 10512, (845) 555-0109', 'Seeding, mulch, blanket', 'Hilltop Farm Estates, Primrose St, Somers', '/s/ M. Okonkwo  11/17/2026']], [80, 120, 90, 80, 80]),
         PageBreak(),
         P('APPENDIX G - STORMWATER CONTROL FACILITY MAINTENANCE AGREEMENT', h1),
         P('This Agreement between Hilltop Farm Estates LLC (Owner) and the Town of Somers (Town) concerns the stormwater management facilities (pond P-1, bioretention B-2 and lot dry wells) on the subdivision known as Hilltop Farm Estates.'),
         P('1. The Owner, and upon its formation the Hilltop Farm Estates Homeowners Association, shall maintain the facilities in accordance with the operation and maintenance plan of the approved SPPP and keep records of inspections and maintenance.'),
         P('2. The Town, its agents and employees may enter the facility easements shown on the filed plat at reasonable times to inspect the facilities and, after 30 days written notice of a failure to maintain, perform the work at the Owner\'s cost, which may be assessed against the lots served.'),
         P('3. This Agreement shall be recorded in the Office of the Westchester County Clerk, Division of Land Records, with the subdivision plat, shall run with the land and shall be binding upon all subsequent owners of the lots served by the facilities, their heirs, successors and assigns.'),
         Spacer(1, 20), P('Hilltop Farm Estates LLC by: /s/ Daniel Ferraro, Managing Member  Date: 11/20/2026'), P('Town of Somers by: ________________________ (upon approval)')]
    return s

def make_vol(path, vol, story):
    def foot(c, doc):
        n = doc.page
        if n == 1:
            return
        c.saveState(); c.setFont('Helvetica', 8)
        c.drawString(54, 30, 'Hilltop Farm Estates SPPP - Volume %d' % vol)
        c.drawRightString(W - 54, 30, 'ii' if n == 2 else 'Page %s%d' % ('V2-' if vol == 2 else '', n - 2))
        c.restoreState()
    doc = BaseDocTemplate(path, pagesize=letter, leftMargin=72, rightMargin=72, topMargin=60, bottomMargin=60)
    fr = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id='f')
    doc.addPageTemplates([PageTemplate(id='front', frames=[fr], onPage=foot), PageTemplate(id='main', frames=[fr], onPage=foot)])
    doc.build(story)
    return len(PdfReader(path).pages)

def find_heads(path, keys):
    import subprocess
    T = {}
    for i in range(len(PdfReader(path).pages)):
        t = subprocess.run(['pdftotext', '-layout', '-f', str(i + 1), '-l', str(i + 1), path, '-'], capture_output=True, text=True).stdout
        for k in keys:
            if k not in T and any(l.strip().startswith(k) for l in t.splitlines()):
                T[k] = str(i - 1)
    return T

K1 = ['1. PROJECT DESCRIPTION', '2. EXISTING SITE', '3. CONSTRUCTION PHASING', '4. EROSION AND SEDIMENT', '5. SOIL STABILIZATION', '6. POLLUTION PREVENTION', '7. INDUSTRIAL', '8. CONSTRUCTION INSPECTION', '9. DEVIATIONS', '10. POST-CONSTRUCTION', '11. LONG-TERM', '12. PREPARER']
K2 = ['APPENDIX A -', 'APPENDIX B -', 'APPENDIX C -', 'APPENDIX D -', 'APPENDIX E -', 'APPENDIX F -', 'APPENDIX G -']

def build(out):
    a, b = out + '.v1', out + '.v2'
    make_vol(b, 2, v2_story({}))
    T2 = find_heads(b, K2)
    n2 = make_vol(b, 2, v2_story(T2))
    assert find_heads(b, K2) == T2
    make_vol(a, 1, v1_story({}, T2))
    T1 = find_heads(a, K1)
    n1 = make_vol(a, 1, v1_story(T1, T2))
    assert find_heads(a, K1) == T1 and len(T1) == len(K1) and len(T2) == len(K2), (T1, T2)
    w = PdfWriter()
    for f in (a, b):
        for p in PdfReader(f).pages:
            w.add_page(p)
    w.set_page_label(0, 1, '/r', prefix='V1-')
    w.set_page_label(2, n1 - 1, '/D', prefix='V1-', start=1)
    w.set_page_label(n1, n1 + 1, '/r', prefix='V2-')
    w.set_page_label(n1 + 2, n1 + n2 - 1, '/D', prefix='V2-', start=1)
    w.add_metadata({'/Title': 'Hilltop Farm Estates SPPP Vols 1-2', '/Producer': 'ReportLab PDF Library - www.reportlab.com; page labels by pypdf'})
    with open(out, 'wb') as fh:
        w.write(fh)
    os.remove(a); os.remove(b)

QUOTES = {
 '93-6A(1)(a)': 'proposes to subdivide a 14.2-acre parcel',
 '93-6A(1)(b)': 'SCALE: 1 IN = 60 FT (24 X 36 ORIGINAL',
 '93-6A(1)(c)': 'Charlton fine sandy loam',
 '93-6A(1)(d)': 'no more than five acres are disturbed at one time',
 '93-6A(1)(e)': 'Litter and construction debris are collected in covered dumpsters',
 '93-6A(1)(f)': 'Temporary and permanent stabilization follows the New York State Standards',
 '93-6A(1)(g)': 'SF-1 SILT FENCE 1,140 LF',
 '93-6A(1)(h)': 'Woven geotextile 36 in.',
 '93-6A(1)(i)': 'there are no stormwater discharges associated with industrial activity',
 '93-6A(1)(j)': 'The schedule column gives the timing of initial placement',
 '93-6A(1)(k)': 'inspects at least once every seven calendar days',
 '93-6A(1)(l)': 'One element departs from the Standards',
 '93-6A(3)(b)': 'Wet extended detention pond P-1',
 '93-6A(3)(c)': 'P-1 WET EXTENDED DETENTION POND',
 '93-6A(3)(d)': 'HydroCAD 10.2, SCS TR-20, NOAA Atlas 14',
 '93-6A(3)(e)': 'WQv = P Rv A / 12',
 '93-6A(3)(f)': 'Permanent pool 9,800 cf, 4-6',
 '93-6A(3)(g)': 'is responsible for the long-term operation and maintenance',
 '93-6A(3)(h)': 'EASEMENTS RECORDED ON THE PLAT, RUN WITH THE LAND',
 '93-6A(3)(i)': 'binding upon all subsequent owners of the lots served',
 '93-6B': 'Keiko Sato, P.E., NYS License No. 084317',
 '93-6D': 'four hours of acceptable training in erosion and sediment control',
}
MISSING = {}
META = dict(checklist='somers-ch93', style='Two-volume SPPP bound in one PDF: Volume 1 narrative and Volume 2 appendices, each with its own cover, contents and printed page numbering restarting at 1 (roman front matter), /PageLabels V1-i.. V1-n, V2-i.. V2-n; contents cite printed numbers; site plan sheets, details, H&H summary, contractor certifications and maintenance agreement in Volume 2',
            producer='reportlab (two builds merged), /PageLabels set with pypdf',
            decision='complete',
            facts={'disturbed_acres': 6.4, 'project_type': 'single-family residential subdivision (9 lots)', 'single_family': True, 'impaired_water': True},
            ambiguous_items=[],
            acceptable_decisions=['complete'],
            notes='Complete. Printed page numbers differ from PDF page indexes: evidence pages are 1-based PDF indexes (Volume 2 cover is the PDF page after Volume 1 page 8). 6.4 ac disturbed in two phases (4.1 and 2.3 ac) so that no more than five acres are open at once. 93-6A(1)(l): one deviation (compost filter sock for silt fence) with reason and equivalence. Sizing-criteria table and H&H summary cover WQv, RRv, CPv, Qp, Qf. Contractor certifications signed (/s/) with the four-hour training clause. Muscoot/New Croton phosphorus TMDL stated.')
