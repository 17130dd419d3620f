"""p17b_som_two_volume_reversed: Town of Somers SWPPP in two volumes bound out of order in one PDF.
Cover (reportlab) -> Volume 2 appendices (reportlab) -> Volume 1 narrative (LibreOffice from HTML) + site plan
(reportlab canvas). Each volume numbers its own pages (stamped with pypdf on the LibreOffice pages)."""
from lib import *
from reportlab.lib.pagesizes import letter, landscape

NAME = 'p17b_som_two_volume_reversed'
PROJ = 'Somers Self Storage &mdash; 330 Route 100, Town of Somers, Westchester County, NY'


def cover():
    s = [Spacer(1, 60), P('STORMWATER POLLUTION PREVENTION PLAN', ParagraphStyle('c', parent=H1, alignment=1, fontSize=18)),
         P('SOMERS SELF STORAGE', ParagraphStyle('c2', parent=H1, alignment=1)),
         P('330 Route 100 (Section 17.11, Block 1, Lot 22), Town of Somers, Westchester County, New York', CENTER),
         Spacer(1, 20),
         P('Prepared for: Route 100 Storage Partners LLC, 41 Tomahawk Street, Yorktown Heights, NY 10598', CENTER),
         P('Prepared by: Croton Valley Engineering, P.C., 1800 Saw Mill River Road, Yorktown Heights, NY 10598 &middot; '
           '(914) 555-0177', CENTER),
         P('Submitted to the Town of Somers Planning Board &middot; June 9, 2025', CENTER),
         Spacer(1, 30),
         P('CONTENTS OF THIS SUBMISSION', H2),
         table([['Volume', 'Title', 'Pages'],
                ['Volume 1', 'SWPPP Narrative and Site Plan (Sections 1-9, Drawing SP-1)', '1-1 to 1-4'],
                ['Volume 2', 'Appendices: A Certifications; B Inspection Forms; C Stormwater Calculations', '2-1 to 2-4']],
               [1.1 * inch, 4.2 * inch, 1.3 * inch]),
         P('Note: the volumes are bound in this file with Volume 2 first, followed by Volume 1. Each volume is '
           'paginated separately.', SMALL)]
    return rl_section(s, None)


def vol2():
    s = [P('VOLUME 2 &mdash; APPENDICES', H1), P('Appendix A &mdash; Certifications', H2),
         P('A-1 Preparer\'s Certification', H3),
         P('I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my '
           'supervision, and that the design of all stormwater management practices meets the requirements of '
           'Chapter 93 of the Code of the Town of Somers.'),
         P('<font name="Times-Italic" size="15">Michael A. Terranova</font><br/>Michael A. Terranova, P.E., NYS '
           'License No. 084630, Croton Valley Engineering, P.C. &middot; June 6, 2025 &middot; [SEAL]'),
         P('A-2 Contractor Certification', H3),
         P('Each contractor and subcontractor responsible for erosion and sediment control work shall sign below '
           'before beginning work:'),
         P('"I certify under penalty of law that I understand and agree to comply with the terms and conditions of '
           'the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or '
           'contribute to a violation of water quality standards."'),
         table([['Name / title', 'Firm, address, telephone', 'Site', 'Signature / date'],
                ['Frank DeLuca, Vice President', 'DeLuca Site Development Corp., 77 Baldwin Road, Mahopac NY 10541, '
                 '(845) 555-0139', '330 Route 100, Somers', '<font name="Times-Italic" size="12">F. DeLuca</font> 6/3/2025'],
                ['Joanne Whitlock, Foreman', 'Whitlock Paving Inc., 5 Front Street, Brewster NY 10509, (845) 555-0152',
                 '330 Route 100, Somers', '<font name="Times-Italic" size="12">J. Whitlock</font> 6/4/2025']],
               [1.4 * inch, 2.5 * inch, 1.2 * inch, 1.5 * inch], size=8.5),
         PageBreak(),
         P('Appendix B &mdash; Inspection Forms', H2),
         P('Post-Construction Stormwater Practice Inspection Report (Owner)', H3),
         P('Inspection schedule: the owner\'s qualified inspector shall inspect the bioretention area and the '
           'underground infiltration system every three months during the first year after final stabilization, '
           'and twice a year thereafter (April and October), and after any storm of 2 in. or more.'),
         table([['Item', 'Condition observed', 'Action needed (Y/N)'],
                ['Bioretention BR-1: ponding more than 24 h after rain', '', ''],
                ['BR-1: mulch depth, plant cover, erosion at inlet', '', ''],
                ['BR-1: sediment at forebay (depth in.)', '', ''],
                ['Infiltration chambers UIS-1: sediment in isolator row (in.)', '', ''],
                ['UIS-1: observation port water level 72 h after rain', '', ''],
                ['Outlet control structure OCS-1: debris, orifice clear', '', ''],
                ['Catch basin sumps CB-1 to CB-6 (percent full)', '', ''],
                ['Inspector name / date / signature', '', '']],
               [3.2 * inch, 2.0 * inch, 1.4 * inch]),
         PageBreak(),
         P('Appendix C &mdash; Stormwater Calculations', H2),
         P('C-1 Hydrologic Analysis (HydroCAD 10.20, TR-20 method)', H3),
         P('Rainfall: NRCS Type III, 24-hour; Westchester County depths (NOAA Atlas 14 / NRCC): 1-yr 2.80 in., 10-yr '
           '4.90 in., 100-yr 8.80 in. Subcatchments: E-1 (existing, 3.52 ac, woods/meadow, HSG B and C), P-1 (to BR-1, '
           '1.14 ac, CN 92), P-2 (to UIS-1, 1.71 ac, CN 94), P-3 (undetained lawn, 0.67 ac, CN 69).'),
         table([['Design point DP-1 (wetland buffer, east)', '1-yr (cfs)', '10-yr (cfs)', '100-yr (cfs)'],
                ['Existing', '1.62', '5.84', '12.91'], ['Proposed, routed through BR-1 and UIS-1', '1.21', '5.02', '12.10']],
               [3.0 * inch, 1.2 * inch, 1.2 * inch, 1.2 * inch]),
         P('C-2 Hydraulic Routing of Structural Components', H3),
         table([['Component', 'Storm', 'Peak in (cfs)', 'Peak out (cfs)', 'Max. elev. (ft)'],
                ['BR-1 bioretention (ponding 6 in., overflow riser 412.5)', '10-yr', '4.11', '1.88', '412.41'],
                ['BR-1', '100-yr', '7.32', '6.05', '412.86'],
                ['UIS-1 (72 chambers, stone base; 4 in. orifice at 404.0)', '10-yr', '6.27', '0.94', '406.12'],
                ['UIS-1', '100-yr', '11.06', '4.48', '407.35'],
                ['15-in. HDPE outfall pipe, 1.0%, capacity 6.9 cfs', '100-yr', '-', '6.05', '-']],
               [2.6 * inch, 0.7 * inch, 1.0 * inch, 1.1 * inch, 1.2 * inch], size=8.5),
         P('Tailwater at DP-1 assumed free outfall. Routing reports for each storm are retained in the engineer\'s '
           'project file.'),
         PageBreak(),
         P('C-3 Conveyance', H3),
         table([['Pipe run', 'Dia. (in.)', 'Slope (%)', 'Q25 (cfs)', 'Capacity (cfs)', 'Velocity (ft/s)'],
                ['CB-1 to CB-2', '12', '1.5', '1.21', '4.36', '5.6'], ['CB-2 to CB-4', '15', '1.0', '2.90', '6.90', '5.6'],
                ['CB-3 to CB-4', '12', '2.0', '0.88', '5.03', '6.4'], ['CB-4 to UIS-1', '18', '1.0', '4.76', '11.2', '6.3'],
                ['CB-5 to BR-1 forebay', '12', '1.0', '1.61', '3.56', '4.5'], ['OCS-1 to outfall', '15', '1.0', '4.48', '6.90', '5.6']],
               [1.5 * inch, 0.8 * inch, 0.8 * inch, 0.9 * inch, 1.1 * inch, 1.1 * inch]),
         P('C-4 Outlet Protection', H3),
         P('Riprap apron at the outfall to the wetland buffer: d50 6 in., length 12 ft, width 3 ft at the pipe '
           'widening to 15 ft, thickness 15 in., on non-woven geotextile, per the NYS Standards and Specifications '
           'for Erosion and Sediment Control (Rock Outlet Protection).'),
         ]
    return rl_section(s, lambda n: 'Volume 2 - Page 2-%d' % n)


VOL1_HTML = """<html><head><meta charset="utf-8"><style>
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; }
h1 { font-size: 15pt; } h2 { font-size: 12pt; } h3 { font-size: 10.5pt; }
td, th { font-size: 9pt; vertical-align: top; }
</style></head><body>
<h1>VOLUME 1 &mdash; SWPPP NARRATIVE</h1>
<p>Somers Self Storage, 330 Route 100, Town of Somers. Croton Valley Engineering, P.C., June 9, 2025.</p>
<h2>1. Project Description</h2>
<p>The 5.48-acre parcel is on the east side of NYS Route 100, about 0.7 mile north of the Route 100/Route 202
intersection. It is vacant former pasture with a hedgerow and second-growth woods along the east line, where it
abuts a Town-regulated wetland. The applicant will build three one-story self-storage buildings (total 38,400 sq ft),
an office with a manager's apartment, 1.1 acres of paved drives and parking, and the stormwater practices described
in Section 7. Land disturbance is 3.52 acres and new impervious cover is 2.29 acres. The project is the construction
of a commercial facility with a parking lot and impervious drives that alter the hydrology, and therefore requires
post-construction controls under &sect; 93-6A(2) and (3).</p>
<h2>2. Site Map</h2>
<p>Drawing SP-1 (bound at the end of this volume, page 1-4; original at 1 in = 40 ft) shows the total site area, all
improvements, the areas of disturbance and areas to remain undisturbed, existing vegetation, the wetland and its
100-ft buffer, drainage patterns, existing and final contours, the soil map unit boundaries, the staging area, the
off-site storage arrangement on the adjoining property, the erosion and sediment control practices, the
post-construction practices and the discharge point, with a general location map.</p>
<h2>3. Soils</h2>
<table border="1" cellpadding="3" cellspacing="0" width="100%">
<tr><th>Map unit (Westchester County Soil Survey)</th><th>Hydrologic Soil Group</th><th>Where on site</th></tr>
<tr><td>CrC &mdash; Charlton-Chatfield complex, 0-15% slopes, very rocky</td><td>B</td><td>West half, Buildings 1 and 2</td></tr>
<tr><td>PnB &mdash; Paxton fine sandy loam, 3-8% slopes</td><td>C</td><td>East half, Building 3, BR-1</td></tr>
<tr><td>Sh &mdash; Sun silt loam (wetland)</td><td>D</td><td>East property line (not disturbed)</td></tr>
</table>
<p>Deep test pits DT-1 to DT-4 (March 18, 2025) found sandy loam till; percolation at UIS-1 averaged 2.6 in./hr
with mottling at 7.5 ft; at BR-1 the infiltration rate was 0.8 in./hr, so BR-1 has an underdrain.</p>
<h2>4. Construction Sequence and Phasing</h2>
<p>The work is in two phases so that no more than 2.0 acres is disturbed at one time (less than the five-acre limit):</p>
<ol>
<li>Phase 1 (weeks 1-10): install stabilized construction entrance, perimeter silt fence and the temporary sediment
trap TST-1; clear and grub the west half; strip topsoil to the stockpile; rough grade; install UIS-1 (kept off-line
with the inlet plugged), drainage pipes and utilities; build Buildings 1 and 2; pave binder course; stabilize.</li>
<li>Phase 2 (weeks 10-22): clear the east half; grade; build Building 3 and the office; excavate BR-1 to within 1 ft
of final grade (TST-1 remains in service); install curbing and top course; convert TST-1 to BR-1 once the
contributing area is stable; landscape and seed; remove perimeter controls after final stabilization.</li>
</ol>
<h2>5. Erosion and Sediment Control</h2>
<h3>5.1 Soil Stabilization Plan</h3>
<p>All stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control
(November 2016). Temporary: disturbed areas where work stops for 7 days or more are seeded with annual ryegrass at
30 lb/acre and mulched with straw at 2 tons/acre within 7 days (within 24 hours on slopes steeper than 3:1); topsoil
stockpiles are seeded and ringed with silt fence. Permanent: topsoil 6 in., Conservation mix seed at 100 lb/acre with
lime and fertilizer per soil test, erosion control blanket on slopes of 3:1 and steeper, and landscaping; pavement
and buildings stabilize the rest. Final stabilization is uniform perennial cover of 80 percent on all unpaved areas.</p>
<h3>5.2 Practices, Sizes and Details</h3>
<table border="1" cellpadding="3" cellspacing="0" width="100%">
<tr><th>Practice</th><th>Size / length (Drawing SP-1)</th><th>Specification and installation</th><th>Operation and maintenance</th></tr>
<tr><td>Stabilized construction entrance SCE-1</td><td>50 ft x 24 ft x 8 in.</td><td>NYSDOT No. 2 stone (1.5-4 in.) on woven geotextile; mountable berm at road</td><td>Top-dress with clean stone when sediment fills voids; sweep Route 100 as needed</td></tr>
<tr><td>Silt fence SF</td><td>1,240 LF</td><td>36 in. woven geotextile, hardwood stakes 8 ft o.c., 6 in. trench toe-in</td><td>Remove sediment at one-half fence height; replace torn fabric</td></tr>
<tr><td>Temporary sediment trap TST-1</td><td>1,440 cf wet + 1,440 cf dry storage (3,600 cf/ac drainage, 0.8 ac)</td><td>Excavated, 2:1 side slopes, stone outlet 4 ft long, crest 1 ft below top of embankment</td><td>Clean out when storage is half full; restore stone outlet</td></tr>
<tr><td>Inlet protection IP</td><td>6 inlets</td><td>Geotextile and stone drop-inlet protection</td><td>Remove sediment after each storm</td></tr>
<tr><td>Diversion swale DS-1</td><td>380 LF, 1 ft deep, 2:1 sides</td><td>Seeded and lined with erosion control blanket; carries clean runoff from the west around the work to the existing swale</td><td>Repair eroded lining; keep outlet clear</td></tr>
<tr><td>Dust control</td><td>All drives</td><td>Water truck</td><td>Daily in dry weather</td></tr>
</table>
<h3>5.3 Minimum Practices by Activity and Schedule</h3>
<table border="1" cellpadding="3" cellspacing="0" width="100%">
<tr><th>Construction activity</th><th>Minimum practices</th><th>Placed</th><th>Minimum time in place</th></tr>
<tr><td>Clearing and grubbing</td><td>SCE-1, silt fence, DS-1, TST-1</td><td>Before any clearing in each phase</td><td>Until final stabilization of that phase</td></tr>
<tr><td>Mass grading and stockpiling</td><td>Stockpile silt fence, temporary seed/mulch, dust control</td><td>Same day stockpile is started</td><td>Until stockpile removed</td></tr>
<tr><td>Drainage and utility installation</td><td>Inlet protection, end-of-day trench backfill</td><td>As each inlet is set</td><td>Until pavement top course</td></tr>
<tr><td>Paving and building</td><td>Inlet protection, street sweeping</td><td>Binder course</td><td>Until top course and curbing complete</td></tr>
<tr><td>Landscaping</td><td>Erosion control blanket on 3:1 slopes, seed and mulch</td><td>Within 7 days of final grade</td><td>Until 80 percent cover</td></tr>
</table>
<h3>5.4 Inspections</h3>
<p>Inspection forms for this project are in Volume 2, Appendix B. The qualified inspector will keep the completed
reports in the site logbook.</p>
<h2>6. Pollution Prevention</h2>
<p>Litter and construction debris are placed in covered dumpsters at the staging area, which are emptied weekly;
the site is policed for litter daily. Construction chemicals (form oils, curing compounds, sealants, paints) are
stored in a locked job trailer with secondary containment and kept closed. Fuelling is done from a double-walled
tank at the staging area with a spill kit; spills are contained and reported to NYSDEC Spill Hotline
(1-800-457-7362). Concrete washout is in a lined, signed washout at the staging area. Excess fill is stored on the
adjoining property of Route 100 Storage Partners LLC (Lot 23), inside its own silt fence, under a written
agreement. Industrial discharges: there will be no stormwater discharges associated with industrial activity
other than construction; no asphalt plant, concrete batch plant or other industrial operation will be located on the site.</p>
<h2>7. Post-Construction Stormwater Management</h2>
<p>Following the five-step process of the NYS Stormwater Management Design Manual, runoff from the north
drive and Buildings 1 and 2 (1.71 ac) is collected by catch basins CB-1 to CB-4 and routed to underground infiltration
system UIS-1 (72 StormTech SC-740 chambers on 12 in. of clean stone, 110 ft x 32 ft, with an isolator row and
observation ports). Runoff from Building 3, the office and the east parking (1.14 ac) flows to bioretention area
BR-1 (4,850 sq ft filter bed; 2.5 ft planting soil, 12 in. stone and 6 in. perforated underdrain; 6-in. ponding;
sediment forebay). Both discharge through outlet control structure OCS-1 and a riprap apron to the wetland buffer
at design point DP-1. Locations and sizes are on Drawing SP-1; hydrologic and hydraulic analysis is in Volume 2,
Appendix C.</p>
<p>Sizing criteria (WQv, RRv, Cpv, Qp and Qf) were computed in accordance with the Design Manual and are included in
Volume 2, Appendix C.</p>
<h3>7.1 Practice Details</h3>
<table border="1" cellpadding="3" cellspacing="0" width="100%">
<tr><th>Practice</th><th>Dimensions and materials</th><th>Installation</th></tr>
<tr><td>UIS-1</td><td>72 SC-740 chambers (51 x 30 in.), 12 in. ASTM No. 57 stone base, 6 in. stone cover, non-woven
geotextile all sides; bottom elev. 403.5</td><td>Install only after the tributary area is paved; no equipment over
chambers until 18 in. cover; verify infiltration rate at bottom before stone placement</td></tr>
<tr><td>BR-1</td><td>Filter bed 4,850 sf, planting soil 2.5 ft (sand 85-88%, fines 8-12%, organic 3-5%), 3 in.
shredded hardwood mulch, 6 in. perforated HDPE underdrain in 12 in. No. 57 stone, overflow riser 412.5</td><td>
Excavate to final grade only after contributing area is stabilized; no compaction of the bed; plant per planting
schedule</td></tr>
<tr><td>OCS-1</td><td>4 ft x 4 ft precast box, 4 in. orifice at 404.0, weir at 406.0, grate at 407.5</td><td>Set on 6 in.
stone; seal joints</td></tr>
</table>
<h2>8. Operation, Maintenance and Responsibility</h2>
<p>Long-term operation and maintenance of UIS-1, BR-1, OCS-1 and the catch basins is the responsibility of the owner,
Route 100 Storage Partners LLC, and its successors. Maintenance actions: remove sediment from the isolator row by
jet-vac when it reaches 3 in.; clean catch basin sumps when half full; replace BR-1 mulch annually, remove sediment
from the forebay when 6 in. deep, replace dead plants each spring, and scarify or replace the top 3 in. of planting
soil if ponding lasts over 24 hours; keep OCS-1 orifice and grate free of debris. Inspection frequency is set out on
the form in Volume 2, Appendix B.</p>
<p>A 20-ft wide stormwater maintenance easement in favour of the Town of Somers over UIS-1, BR-1, OCS-1 and the
outfall is shown on Drawing SP-1 and will be recorded with the subdivision/site plan in the Westchester County
Clerk's Office; it runs with the land and survives any transfer of title. The owner will enter into a Stormwater
Control Facility Maintenance Agreement with the Town under &sect; 93-8, recorded against the property, binding on
the owner and all subsequent owners, which gives the Town the right to perform maintenance at the owner's cost if the
owner fails to do so.</p>
<h2>9. Design Elements Not Conforming to State Standards</h2>
<p>None. All erosion and sediment control practices conform to the NYS Standards and Specifications for Erosion and
Sediment Control, and all post-construction practices to the Design Manual; no equivalence demonstration is needed.</p>
</body></html>"""


def site_plan(c):
    W, H = landscape(letter)
    c.setLineWidth(1.2); c.rect(18, 18, W - 36, H - 36)
    c.setFont('Helvetica-Bold', 9)
    c.drawString(28, H - 34, 'DRAWING SP-1  SITE, SOILS, EROSION CONTROL AND STORMWATER PLAN  (REDUCED; ORIGINAL 1 IN = 40 FT)')
    c.setFont('Helvetica', 6.5)
    c.rect(40, 60, 520, 480)
    c.drawString(44, 64, 'PROPERTY LINE - TOTAL SITE AREA 5.48 AC')
    c.drawString(44, 548, 'NYS ROUTE 100')
    c.setDash(2, 2); c.rect(60, 90, 420, 420); c.setDash()
    c.drawString(64, 94, 'LIMIT OF DISTURBANCE 3.52 AC (PHASE 1 WEST 1.9 AC / PHASE 2 EAST 1.62 AC)')
    c.line(270, 90, 270, 510); c.drawString(274, 500, 'PHASE LINE')
    for (x, y, w, h, t) in [(80, 380, 150, 60, 'BLDG 1'), (80, 260, 150, 60, 'BLDG 2'), (300, 380, 150, 60, 'BLDG 3'),
                            (300, 280, 70, 40, 'OFFICE')]:
        c.rect(x, y, w, h); c.drawString(x + 5, y + h / 2, t)
    c.rect(90, 130, 110, 40); c.drawString(94, 148, 'UIS-1 110x32 FT (72 CHAMBERS)')
    c.rect(380, 130, 80, 60); c.drawString(384, 160, 'BR-1 4,850 SF'); c.drawString(384, 150, '(TST-1 DURING CONSTR.)')
    c.circle(470, 110, 5); c.drawString(478, 108, 'OCS-1 / OUTFALL DP-1, RIPRAP APRON')
    c.drawString(490, 300, 'WETLAND (Sh)'); c.drawString(490, 290, '100-FT BUFFER'); c.drawString(490, 280, 'UNDISTURBED WOODS')
    c.setDash(6, 3); c.line(480, 60, 480, 540); c.line(270, 200, 480, 240); c.setDash()
    c.drawString(200, 210, 'SOIL BOUNDARY CrC (HSG B) / PnB (HSG C)')
    c.drawString(64, 520, 'SCE-1 50x24 FT')
    for y in range(92, 510, 10): c.line(62, y, 62, y + 5)
    c.drawString(64, 470, 'SF 1,240 LF')
    c.drawString(64, 232, 'DS-1 DIVERSION SWALE 380 LF')
    c.drawString(64, 222, 'IP AT CB-1 TO CB-6')
    c.drawString(300, 230, 'EASEMENT 20 FT (TOWN OF SOMERS)')
    c.drawString(300, 110, 'STAGING AREA / STOCKPILE / WASHOUT')
    c.drawString(300, 540, 'EX. CONTOURS 2 FT; FINAL GRADES; SLOPES 2-12% EX., 1-5% PROP.')
    c.drawString(300, 530, 'EXISTING VEGETATION: MEADOW, HEDGEROW, WOODS (EAST)')
    c.drawString(300, 520, 'DRAINAGE: SHEET FLOW EAST TO WETLAND')
    c.rect(580, 360, 170, 180); c.drawString(584, 530, 'LOCATION MAP 1 IN = 2000 FT')
    c.line(600, 370, 640, 530); c.drawString(644, 470, 'RTE 100'); c.circle(630, 450, 4, fill=1); c.drawString(636, 446, 'SITE')
    c.drawString(590, 390, 'MUSCOOT RESERVOIR')
    c.rect(580, 60, 170, 290)
    c.drawString(584, 330, 'OFF-SITE STORAGE: ADJOINING LOT 23')
    c.drawString(584, 320, '(SAME OWNER) FILL STOCKPILE IN SF')
    c.drawString(584, 300, 'CROTON VALLEY ENGINEERING, P.C.')
    c.drawString(584, 290, 'SCALE AS NOTED  DATE 06/06/2025')
    c.drawString(584, 280, 'SHEET SP-1')


def build():
    v1 = soffice_pdf(VOL1_HTML)
    sp = canvas_pages([site_plan], landscape(letter))
    v1all = merge([v1, sp])
    from pypdf import PdfReader
    n1 = len(PdfReader(io.BytesIO(v1all)).pages)
    v1all = stamp(v1all, lambda i: 'Volume 1 - Page 1-%d of %d' % (i + 1, n1))
    return merge([cover(), vol2(), v1all])


HEADINGS = ['CONTENTS OF THIS SUBMISSION', 'VOLUME 2', 'Appendix A', 'Appendix B', 'Appendix C',
            'VOLUME 1', '1. Project Description', '2. Site Map', '3. Soils', '4. Construction Sequence and Phasing',
            '5. Erosion and Sediment Control', '5.4 Inspections', '6. Pollution Prevention',
            '7. Post-Construction Stormwater Management', '8. Operation, Maintenance and Responsibility',
            '9. Design Elements Not Conforming to State Standards', 'DRAWING SP-1']

ITEMS = {
    '93-6A(1)(a)': ('present', 'Land disturbance is 3.52 acres'),
    '93-6A(1)(b)': ('present', 'SOIL BOUNDARY CrC (HSG B) / PnB (HSG C)'),
    '93-6A(1)(c)': ('present', 'Hydrologic Soil Group'),
    '93-6A(1)(d)': ('present', 'no more than 2.0 acres is disturbed at one time'),
    '93-6A(1)(e)': ('present', 'Litter and construction debris are placed in covered dumpsters'),
    '93-6A(1)(f)': ('present', 'All stabilization follows the New York State Standards and Specifications'),
    '93-6A(1)(g)': ('present', 'SF 1,240 LF'),
    '93-6A(1)(h)': ('present', 'Remove sediment at one-half'),
    '93-6A(1)(i)': ('present', 'there will be no stormwater discharges associated with industrial activity'),
    '93-6A(1)(j)': ('present', 'Minimum time in place'),
    '93-6A(1)(k)': ('missing', None),
    '93-6A(1)(l)': ('present', 'All erosion and sediment control practices conform to the NYS Standards'),
    '93-6A(3)(b)': ('present', 'routed to underground infiltration'),
    '93-6A(3)(c)': ('present', 'UIS-1 110x32 FT (72 CHAMBERS)'),
    '93-6A(3)(d)': ('present', 'C-2 Hydraulic Routing of Structural Components'),
    '93-6A(3)(e)': ('missing', None),
    '93-6A(3)(f)': ('present', '72 SC-740 chambers'),
    '93-6A(3)(g)': ('present', 'Long-term operation and maintenance of UIS-1, BR-1, OCS-1'),
    '93-6A(3)(h)': ('present', 'stormwater maintenance easement in favour of the Town of Somers'),
    '93-6A(3)(i)': ('present', 'binding on'),
    '93-6B': ('present', 'Chapter 93 of the Code of the Town of Somers'),
    '93-6D': ('missing', None),
}

LABEL = {
    'checklist': 'somers-ch93',
    'style': 'two-volume SWPPP bound out of order in one PDF: cover listing both volumes, then Volume 2 (appendices: '
             'certifications, inspection forms, calculations, pages 2-1..2-4), then Volume 1 (narrative and site plan, '
             'pages 1-1..1-N), each volume paginated separately',
    'producer': 'reportlab (cover, Volume 2, site plan sheet) + LibreOffice Writer from HTML (Volume 1 narrative); '
                'Volume 1 page numbers stamped with reportlab/pypdf; merged with pypdf',
    'decision': 'incomplete',
    'facts': {'disturbed_acres': 3.52, 'project_type': 'commercial self-storage facility with parking (93-6A(2) '
              'parking lot / impervious area)', 'single_family': False, 'impaired_water': False},
    'gaps': {
        '93-6A(1)(k)': 'present for the wrong thing: the only inspection schedule (Volume 2, Appendix B) is for the '
                       'post-construction practices; Volume 1 section 5.4 only points to Appendix B and gives no '
                       'inspection schedule for the erosion and sediment controls',
        '93-6A(3)(e)': 'pointer to content not there: Volume 1 Section 7 says the WQv/RRv/Cpv/Qp/Qf sizing '
                       'calculations "are included in Volume 2, Appendix C", but Appendix C has only peak-flow, routing, '
                       'conveyance and outlet-protection tables; no sizing-criteria summary',
        '93-6D': 'certification missing its training clause: the signed contractor statement (Volume 2, A-2) omits '
                 'the four-hour erosion and sediment control training sentence',
    },
    'ambiguous_items': [],
    'acceptable_decisions': ['incomplete'],
    'notes': 'Disturbs 3.52 ac (> 1 ac) with a parking lot and impervious cover, so 93-6A(3) applies. Not exempt. '
             'The site is in the Muscoot Reservoir basin per the location map, but the plan makes no impairment '
             'statement, so impaired_water is false; it changes no Somers item. Volume 2 precedes Volume 1 in the file.',
}
