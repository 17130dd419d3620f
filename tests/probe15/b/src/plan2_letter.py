"""Plan 2: Asharoken letter agreement (owner / site contractor) whose Exhibits A-D are the SWPPP.
Letter and Exhibits A, C, D: HTML -> LibreOffice Writer -> PDF. Exhibit B drawings: reportlab.
Exhibit A-2: a scanned geotechnical letter page, grey low-quality JPEG, no text layer."""
import sys, os, random
from PIL import Image, ImageDraw, ImageFont, ImageFilter
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter, landscape

OUT = sys.argv[1]
os.makedirs(OUT, exist_ok=True)

def P(txt, lvl=0, b=False):
    ind = [0, 0.4, 0.8, 1.2][lvl]
    t = f"<b>{txt}</b>" if b else txt
    return f'<p style="margin-left:{ind}in; margin-top:0.04in; margin-bottom:0.04in">{t}</p>'

HEAD = """<html><head><meta charset="utf-8"><style>
body { font-family: 'Liberation Serif'; font-size: 11pt; }
h1 { font-size: 13pt; text-align:center; } h2 { font-size: 12pt; } h3 { font-size: 11pt; }
table { border-collapse: collapse; } td, th { border: 1px solid #000; padding: 2px; font-size: 9.5pt; vertical-align: top; }
</style></head><body>"""
PB = '<p style="page-break-before: always"></p>'

letter_html = HEAD + """
<p>BAYVIEW BEACH ASSOCIATION, INC.<br>400 Asharoken Avenue<br>Asharoken, New York 11768</p>
<p>April 7, 2025</p>
<p>Harborline Site Works, LLC<br>27 Bayview Road, Northport, New York 11768<br>Attention: Daniel Costa, Managing Member</p>
<p><b>Re: Letter Agreement for Site Work and Stormwater Pollution Prevention - Bayview Beach Association Clubhouse Replacement and Parking Area, 400 Asharoken Avenue, Village of Asharoken</b></p>
<p>Dear Mr. Costa:</p>
<p>This letter agreement (this "AGREEMENT") sets out the terms on which Bayview Beach Association, Inc. (the "OWNER") engages Harborline Site Works, LLC (the "CONTRACTOR") to perform the site work for the project described below, and the obligations of each party under Chapter 44 of the Code of the Village of Asharoken. Exhibits A through D are attached to and form part of this AGREEMENT, and together constitute the Stormwater Pollution Prevention Plan for the PROJECT.</p>
""" + P("1. DEFINITIONS.", b=True) + P("(a) \"PROJECT\" means the demolition of the existing clubhouse, construction of a new 3,900 square foot clubhouse and bathhouse, a 52-space parking area, walkways and utilities on the OWNER's 2.6-acre property at 400 Asharoken Avenue (Section 1, Block 4, Lot 12).", 1) + \
P("(b) \"SITE\" means that property, and \"DISTURBED AREA\" means the 1.35 acres inside the limit of disturbance shown on Exhibit B-1.", 1) + \
P("(c) \"SWPPP\" means the Stormwater Pollution Prevention Plan consisting of Exhibits A, B, C and D, as amended under Section 4.", 1) + \
P("(d) \"ENGINEER\" means Corwin &amp; Vale Engineering, P.C., the OWNER's licensed professional engineer who prepared the SWPPP.", 1) + \
P("(e) \"VILLAGE\" means the Incorporated Village of Asharoken, acting through its Stormwater Management Officer (the \"SMO\").", 1) + \
P("(f) \"WORK\" means all clearing, grubbing, demolition, excavation, grading, utility, paving and landscaping work on the SITE.", 1) + \
P("2. ENGAGEMENT AND SCOPE.", b=True) + P("(a) The CONTRACTOR shall perform the WORK for the contract sum and on the schedule stated in the CONTRACTOR's proposal dated March 18, 2025, which is incorporated except where it conflicts with this AGREEMENT.", 1) + \
P("(b) The CONTRACTOR shall furnish all labor, equipment and materials for the erosion and sediment control practices and the post-construction stormwater management practices shown in the SWPPP.", 1) + \
P("3. SWPPP IMPLEMENTATION RESPONSIBILITIES.", b=True) + \
P("(a) Delineation of responsibilities by part of the SITE. Implementation of the SWPPP is divided as follows:", 1) + \
P("(i) Parking area, entrance drive and Asharoken Avenue frontage: the CONTRACTOR installs, maintains and removes all erosion and sediment controls, including the construction entrance and the perimeter silt fence.", 2) + \
P("(ii) Clubhouse building pad and roof drainage: the CONTRACTOR installs drywells DW-1 to DW-4; the OWNER's building contractor, Seacliff Builders, Inc., keeps its work inside the silt fence and reports any damage to the CONTRACTOR the same day.", 2) + \
P("(iii) Beach, dune and vegetated buffer east of the bulkhead: no equipment shall enter; the OWNER's grounds manager, Ms. Leah Marsh, keeps the orange construction fence closed.", 2) + \
P("(iv) Inspections of all parts of the SITE: the ENGINEER's qualified inspector, Mr. Omar Haddad, CPESC.", 2) + \
P("(b) Duties of the CONTRACTOR. The CONTRACTOR shall:", 1) + \
P("(i) install each practice at the time stated in Exhibit C-2 and keep it in working order until the time stated there for removal;", 2) + \
P("(ii) repair any deficiency noted in an inspection report", 2) + \
P("(A) within one business day, or", 3) + P("(B) before the next forecast rain, if sooner;", 3) + \
P("(iii) keep a copy of the SWPPP and all inspection reports in the site trailer from the start of the WORK until final stabilization; and", 2) + \
P("(iv) before any soil disturbance, have each of its subcontractors involved in soil disturbance complete Exhibit D.", 2) + \
P("(c) Duties of the OWNER. The OWNER shall retain the ENGINEER for inspections, submit the SWPPP and amendments to the VILLAGE, and own and maintain the post-construction practices after completion.", 1) + \
P("4. AMENDMENTS. The ENGINEER shall amend the SWPPP whenever the design, construction or operation of the SITE changes in a way that affects discharges, or when an inspection shows that the SWPPP is not effective. The CONTRACTOR shall follow each amendment from the date it receives it.", 0) + \
P("5. MAINTENANCE EASEMENT AND AGREEMENT.", b=True) + \
P("(a) The OWNER grants the VILLAGE a 15-foot-wide maintenance access easement over the route shown on Exhibit B-3 for the inspection and repair of the stormwater management practices. The easement is recorded on the plan filed with the VILLAGE and remains in effect upon any transfer of title to the SITE.", 1) + \
P("(b) The inspection and maintenance agreement required by the VILLAGE will be prepared by the OWNER's counsel and provided to the VILLAGE under separate cover prior to the issuance of a certificate of occupancy.", 1) + \
P("6. PERMITS. The OWNER has obtained or applied for the VILLAGE building permit, NYSDEC tidal wetlands letter of non-jurisdiction (No. 1-4720-01133/00001) and Suffolk County Department of Health Services approval. The CONTRACTOR shall not start WORK until the SMO approves the SWPPP.", 0) + \
P("7. GENERAL. This AGREEMENT is governed by New York law. It may be amended only in writing signed by both parties.", 0) + \
"""<p>If this AGREEMENT is acceptable, please sign below and return one copy.</p>
<p>BAYVIEW BEACH ASSOCIATION, INC.<br><br>By: <i>Margaret Lindell</i> &nbsp;&nbsp; Margaret Lindell, President &nbsp;&nbsp; Date: April 7, 2025</p>
<p>AGREED AND ACCEPTED:<br>HARBORLINE SITE WORKS, LLC<br><br>By: <i>Daniel Costa</i> &nbsp;&nbsp; Daniel Costa, Managing Member &nbsp;&nbsp; Date: April 9, 2025</p>
""" + PB + """
<h1>EXHIBIT A<br>STORMWATER POLLUTION PREVENTION PLAN - NARRATIVE</h1>
<p style="text-align:center">Bayview Beach Association Clubhouse Replacement and Parking Area<br>400 Asharoken Avenue, Village of Asharoken, Suffolk County, New York<br>Prepared by Corwin &amp; Vale Engineering, P.C., Huntington, NY - March 31, 2025</p>
""" + P("A.1 PROJECT BACKGROUND.", b=True) + \
P("(a) Location. The SITE is on the north (Long Island Sound) side of Asharoken Avenue, about 0.6 mile east of the Northport village line. The location map is on Exhibit B-1.", 1) + \
P("(b) Type and scope. Replacement of a 1960s beach clubhouse (private membership association, not a residence) with a new clubhouse and bathhouse of 3,900 square feet on a raised pile foundation, a new 52-space parking area of permeable interlocking concrete pavers, a sanitary system, water service and walkways.", 1) + \
P("(c) Size. Parcel 2.6 acres; disturbed area 1.35 acres; impervious cover 0.31 acre existing, 0.22 acre proposed (pavers not counted).", 1) + \
P("(d) Applicability. The PROJECT disturbs more than one acre and is a land development activity under Chapter 44. It disturbs between one and five acres and is not the construction of a single-family residence, so Condition C of section 44-8B(2) applies and post-construction controls are included (Exhibit C-3).", 1) + \
P("A.2 SOILS. The soils are described in the geotechnical letter reproduced as Exhibit A-2.", b=True) + \
P("A.3 RECEIVING WATERS AND EXISTING RUNOFF DATA.", b=True) + \
P("(a) Receiving waters. Runoff from the parking area now sheets north to the beach and Long Island Sound; runoff from Asharoken Avenue and the south edge of the SITE flows to the Village drainage system, which outfalls to Duck Island Harbor in Northport Bay. The receiving waters are Long Island Sound and Northport Bay (Duck Island Harbor).", 1) + \
P("(b) Existing data. The VILLAGE's 2019 Asharoken Avenue Drainage Study (Nelson &amp; Pope) recorded ponding at the SITE entrance after storms over 1.5 inches and estimated an existing 10-year peak of 2.4 cfs from the SITE toward the road. The ENGINEER measured two drainage outlets on the bluff face (12-inch and 8-inch pipes) discharging untreated roof and lot runoff to the beach.", 1) + \
P("A.4 CONSTRUCTION PHASING AND SEQUENCE.", b=True) + \
P("(a) Phase 1 - Mobilization and perimeter (week 1): install construction entrance CE-1, silt fence SF-1 and SF-2, orange fence at the dune, and inlet protection on the two Asharoken Avenue catch basins.", 1) + \
P("(b) Phase 2 - Demolition and clearing (weeks 2-3): demolish the clubhouse; remove asphalt; clear and grub the parking area; stockpile topsoil at STK-1 inside silt fence; build diversion berm DB-1 and sediment trap ST-1.", 1) + \
P("(c) Phase 3 - Excavation, grading and utilities (weeks 4-8): drive piles; excavate for drywells, sanitary system and water service; rough grade the parking area.", 1) + \
P("(d) Phase 4 - Paving and landscaping (weeks 9-12): install permeable pavers once upslope areas are stable; spread topsoil; seed and plant the buffer; remove temporary controls after final stabilization.", 1) + \
P("(e) The full 1.35 acres may be open at once; this is below the five-acre limit of the Erosion Control Manual.", 1) + \
P("A.5 POLLUTION PREVENTION: LITTER, CONSTRUCTION CHEMICALS AND DEBRIS.", b=True) + \
P("(a) Litter shall be picked up daily and placed in covered containers; no open containers shall be left on the beach side of the SITE.", 1) + \
P("(b) Construction chemicals (paint, sealers, form release, fuel and lubricants) shall be kept in the locked storage container at the staging area, with lids closed, on a spill pallet.", 1) + \
P("(c) Demolition and construction debris shall go to the roll-off container at the staging area and be hauled to a licensed transfer station; nothing is burned or buried on SITE.", 1) + \
P("A.6 MATERIALS STORED ON SITE; STORAGE AND SPILL PRACTICES.", b=True) + \
P("(a) Materials expected on SITE: diesel fuel in equipment tanks (no fuel storage tank), hydraulic oil, paver base stone, bedding sand, concrete for pile caps, lumber, paint and sealers, topsoil and fertilizer, demolition debris (asphalt, wood, roofing). The list will be updated in the site log as materials change.", 1) + \
P("(b) Storage practices: bagged and liquid materials stay in the covered container; stone and sand piles are covered with tarps and ringed with silt fence; no materials are stored within 50 feet of the bulkhead.", 1) + \
P("(c) Spill prevention and response: equipment is fueled at the staging area over drip pans; a spill kit (absorbent pads, boom, 55-gallon recovery drum) is kept at the container; spills are contained at once, and spills of petroleum are reported to the NYSDEC Spill Hotline at 1-800-457-7362 within two hours.", 1) + \
P("A.7 SOIL STABILIZATION, RUNOFF CONTROL AND SEDIMENT CONTROL FOR EACH STAGE.", b=True) + \
P("(a) Clearing and demolition: silt fence, construction entrance, inlet protection; temporary seeding and straw mulch on areas left idle for 7 days.", 1) + \
P("(b) Excavation and grading: diversion berm DB-1 and sediment trap ST-1; stockpile covered or seeded within 7 days; dust control by water truck.", 1) + \
P("(c) Utilities: trenches backfilled the same day; spoil on the uphill side.", 1) + \
P("(d) Final: permanent seeding with a salt-tolerant mix (American beachgrass plugs in the buffer, tall fescue elsewhere) and erosion control blanket on the 3:1 bank; permeable pavers; final stabilization at 80% uniform perennial cover.", 1) + \
P("A.8 STRUCTURAL PRACTICES TO DIVERT, STORE AND LIMIT RUNOFF.", b=True) + \
P("Diversion berm DB-1 (18 inches high, 210 feet long) along the south side of the parking area turns road runoff away from exposed soil. Sediment trap ST-1 stores runoff from the graded parking area and releases it through a stone outlet. Silt fence SF-1 on the north edge keeps sediment off the beach.", 1) + \
P("A.9 TEMPORARY PRACTICES TO BE CONVERTED TO PERMANENT CONTROL MEASURES.", b=True) + \
P("A.10 CERTIFICATION OF THE ENGINEER.", b=True) + \
P("I certify that this Stormwater Pollution Prevention Plan was prepared under my direction, and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.", 1) + \
P("<i>Helen M. Vale</i> &nbsp; Helen M. Vale, P.E., New York License No. 078215, Corwin &amp; Vale Engineering, P.C. &nbsp; Date: March 31, 2025", 1) + \
"</body></html>"

exc_html = HEAD + """
<h1>EXHIBIT C<br>DETAILS, SCHEDULES AND POST-CONSTRUCTION PRACTICES</h1>
""" + P("C-1 EROSION AND SEDIMENT CONTROL PRACTICES: DIMENSIONS, MATERIALS AND INSTALLATION.", b=True) + """
<table><tr><th>Practice</th><th>Dimensions</th><th>Material specification</th><th>Installation</th></tr>
<tr><td>CE-1 construction entrance</td><td>50 ft x 20 ft x 8 in</td><td>1-4 in crushed stone on woven geotextile</td><td>Before any other WORK</td></tr>
<tr><td>SF-1, SF-2 silt fence</td><td>36 in fabric; stakes 8 ft on center</td><td>Woven geotextile; 2 in hardwood stakes</td><td>Toe buried 6 in; ends turned upslope</td></tr>
<tr><td>DB-1 diversion berm</td><td>18 in high, 6 ft base, 210 ft long</td><td>Compacted site soil, seeded</td><td>Before rough grading of the parking area</td></tr>
<tr><td>ST-1 sediment trap</td><td>Drainage area 0.9 ac; 3,240 cf storage (3,600 cf/ac); 3 ft deep; 2:1 sides</td><td>Stone outlet of 4-8 in rock faced with No. 2 stone</td><td>Sited at the low northwest corner, 60 ft from the bulkhead</td></tr>
<tr><td>IP-1, IP-2 inlet protection</td><td>Fits 24 in x 24 in grates</td><td>Geotextile inlet insert</td><td>Phase 1</td></tr>
<tr><td>Orange fence</td><td>4 ft high, 340 ft</td><td>HDPE safety fence</td><td>Phase 1, at the dune</td></tr></table>
""" + P("C-2 IMPLEMENTATION AND MAINTENANCE SCHEDULE FOR TEMPORARY PRACTICES.", b=True) + """
<table><tr><th>Practice</th><th>Initial placement</th><th>Duration in place</th><th>Maintenance</th></tr>
<tr><td>CE-1</td><td>Phase 1, day 1</td><td>Until paving starts</td><td>Add stone when clogged; sweep street daily if tracking occurs</td></tr>
<tr><td>SF-1, SF-2</td><td>Phase 1, before demolition</td><td>Until final stabilization</td><td>Inspect weekly and after 0.5 in rain; remove sediment at 1/3 height; repair same day</td></tr>
<tr><td>DB-1</td><td>Phase 2</td><td>Until pavers are installed</td><td>Repair breaks after each storm; keep seeded</td></tr>
<tr><td>ST-1</td><td>Phase 2</td><td>Until upslope area is stable</td><td>Clean out at half of storage; check outlet weekly</td></tr>
<tr><td>IP-1, IP-2</td><td>Phase 1</td><td>Until final stabilization</td><td>Empty inserts when half full</td></tr>
<tr><td>Temporary seed/mulch</td><td>Within 7 days of idling</td><td>Until permanent seeding</td><td>Reseed bare areas</td></tr></table>
<p>The ENGINEER's qualified inspector inspects the practices every seven days and within 24 hours after 0.5 inch of rain, and records results in the site logbook.</p>
""" + P("C-3 POST-CONSTRUCTION STORMWATER MANAGEMENT PRACTICES.", b=True) + \
P("(a) Description. PP-1: 0.42 acre of permeable interlocking concrete pavers over a 12-inch open-graded stone reservoir in the parking area (Design Manual practice O-2 style porous pavement). DW-1 to DW-4: four 8-foot-diameter precast drywells, 6 feet deep, taking the clubhouse roof leaders. VB-1: a 25-foot vegetated buffer of American beachgrass and bayberry between the parking area and the beach.", 1) + \
P("(b) Dimensions, material specifications and installation.", 1) + """
<table><tr><th>Practice</th><th>Dimensions</th><th>Materials</th><th>Installation</th></tr>
<tr><td>PP-1</td><td>18,300 sf; 3 1/8 in pavers; 2 in bedding; 4 in ASTM No. 57 base; 12 in No. 2 reservoir</td><td>ASTM C936 pavers; ASTM No. 8 joint aggregate; nonwoven geotextile on sides only</td><td>After upslope stabilization; no compaction of subgrade; test infiltration before placing stone</td></tr>
<tr><td>DW-1 to DW-4</td><td>8 ft dia x 6 ft effective depth each</td><td>Precast concrete rings, traffic lid, 2 ft stone surround</td><td>Bottom at least 3 ft above seasonal high groundwater (test pit TP-2)</td></tr>
<tr><td>VB-1</td><td>25 ft x 300 ft</td><td>Beachgrass plugs 18 in on center; bayberry 5 ft on center</td><td>Plant Oct-Apr; no grading in buffer</td></tr></table>
""" + P("(c) Hydrologic and hydraulic analysis; comparison of post- and pre-development runoff (TR-55 / HydroCAD, Type III 24-hour storms, Suffolk County rainfall).", 1) + """
<table><tr><th>Storm</th><th>Rain (in)</th><th>Pre-development peak (cfs)</th><th>Post-development peak (cfs)</th><th>Pre volume (cf)</th><th>Post volume (cf)</th><th>PP-1 reservoir max depth (in)</th><th>DW-1 to DW-4 max stage (ft)</th></tr>
<tr><td>1-year</td><td>2.7</td><td>1.10</td><td>0.18</td><td>3,020</td><td>420</td><td>3.1</td><td>1.9</td></tr>
<tr><td>10-year</td><td>5.0</td><td>2.95</td><td>1.22</td><td>8,450</td><td>3,880</td><td>7.4</td><td>4.3</td></tr>
<tr><td>100-year</td><td>8.9</td><td>6.40</td><td>4.85</td><td>19,100</td><td>12,600</td><td>12.0 (overflow)</td><td>6.0 (overflow to pavers)</td></tr></table>
<p>Post-development peaks and volumes are lower than pre-development for all design storms. The water quality volume (1,960 cf) is fully retained in PP-1 and the drywells.</p>
""" + P("(d) Maintenance schedule for post-construction practices.", 1) + """
<table><tr><th>Practice</th><th>Frequency</th><th>Maintenance</th><th>By</th></tr>
<tr><td>PP-1</td><td>Twice a year (spring and fall)</td><td>Vacuum-sweep joints; replace joint stone; no sand for winter traction</td><td>OWNER</td></tr>
<tr><td>DW-1 to DW-4</td><td>Each spring and after storms over 2 in</td><td>Remove sediment when over 6 in deep; clear roof leader screens</td><td>OWNER</td></tr>
<tr><td>VB-1</td><td>Each spring</td><td>Replace dead plants; remove litter and invasives; no mowing</td><td>OWNER</td></tr></table>
""" + PB + """
<h1>EXHIBIT D<br>CONTRACTOR AND SUBCONTRACTOR ACKNOWLEDGMENT</h1>
<p>Each contractor and subcontractor named below acknowledges that it has received a copy of the SWPPP (Exhibits A through D) for the PROJECT and has reviewed it with its site supervisor.</p>
<table><tr><th>Signature</th><th>Name and title</th><th>Firm, address and telephone</th><th>Site</th><th>Date</th></tr>
<tr><td><i>Daniel Costa</i></td><td>Daniel Costa, Managing Member</td><td>Harborline Site Works, LLC, 27 Bayview Road, Northport, NY 11768, (631) 555-0142</td><td>400 Asharoken Avenue, Asharoken</td><td>April 9, 2025</td></tr>
<tr><td><i>R. Pellegrino</i></td><td>Rosa Pellegrino, Vice President</td><td>Seacliff Builders, Inc., 5 Woodbine Ave, Northport, NY 11768, (631) 555-0177</td><td>400 Asharoken Avenue, Asharoken</td><td>April 10, 2025</td></tr>
<tr><td><i>J. Whelan</i></td><td>James Whelan, Owner</td><td>Whelan Paving &amp; Pavers, 118 Fort Salonga Rd, Fort Salonga, NY 11768, (631) 555-0199</td><td>400 Asharoken Avenue, Asharoken</td><td>April 14, 2025</td></tr></table>
</body></html>"""

open(f"{OUT}/p2_letter.html", "w").write(letter_html)
open(f"{OUT}/p2_exc.html", "w").write(exc_html)

# ---------- Exhibit B drawings (reportlab, landscape letter) ----------
def drawings(path):
    W, H = landscape(letter)
    c = canvas.Canvas(path, pagesize=(W, H))
    c.setTitle("Exhibit B - SWPPP drawings"); c.setAuthor("Corwin & Vale Engineering, P.C.")
    def base(title, num):
        c.setLineWidth(1.5); c.rect(20, 20, W-40, H-40)
        c.rect(W-200, 20, 180, 90)
        c.setFont("Helvetica-Bold", 9); c.drawString(W-195, 95, "CORWIN & VALE ENGINEERING, P.C.")
        c.setFont("Helvetica", 7.5)
        c.drawString(W-195, 83, "BAYVIEW BEACH ASSOCIATION CLUBHOUSE")
        c.drawString(W-195, 73, "400 ASHAROKEN AVENUE, ASHAROKEN NY")
        c.drawString(W-195, 60, title)
        c.drawString(W-195, 48, "SCALE: 1 IN = 30 FT    DATE: 03/31/2025")
        c.setFont("Helvetica-Bold", 14); c.drawString(W-195, 28, "EXHIBIT " + num)
        # shoreline, road, parcel
        c.setStrokeColorRGB(0, 0.3, 0.8); c.setLineWidth(3)
        p = c.beginPath(); p.moveTo(40, H-70); p.curveTo(250, H-50, 450, H-90, W-40, H-65); c.drawPath(p, stroke=1, fill=0)
        c.setFillColorRGB(0, 0.3, 0.8); c.setFont("Helvetica-Oblique", 10); c.drawString(300, H-55, "LONG ISLAND SOUND")
        c.setFillColorRGB(0, 0, 0); c.setStrokeColorRGB(0, 0, 0)
        c.setLineWidth(8); c.setStrokeGray(0.6); c.line(40, 140, W-220, 150); c.setStrokeGray(0)
        c.setFont("Helvetica-Bold", 9); c.drawString(80, 125, "ASHAROKEN AVENUE")
        c.setLineWidth(1.2); c.setDash(12, 4); c.rect(60, 165, 470, H-260); c.setDash()
        c.setFont("Helvetica", 7.5); c.drawString(65, H-90, "PROPERTY LINE (2.6 AC)")
        c.setLineWidth(2); c.line(60, H-110, 530, H-110); c.drawString(300, H-120, "EX. TIMBER BULKHEAD")
        c.setFillGray(0.85); c.rect(330, 260, 120, 80, fill=1); c.setFillGray(0)
        c.drawString(335, 300, "CLUBHOUSE 3,900 SF")
        c.rect(90, 190, 220, 150); c.drawString(100, 330, "PARKING - 52 SPACES")
        # location map
        c.rect(560, 300, 190, 170); c.setFont("Helvetica-Bold", 8); c.drawString(565, 458, "LOCATION MAP  (1 IN = 2,000 FT)")
        c.setFont("Helvetica", 7); c.drawString(570, 440, "NORTHPORT BAY"); c.drawString(640, 380, "ASHAROKEN AVE"); c.drawString(660, 340, "DUCK ISLAND"); c.circle(655, 405, 5, fill=1)
        c.drawString(662, 402, "SITE")
        c.setFont("Helvetica-Bold", 12); c.drawString(30, H-30, title)
    # B-1
    base("SITE MAP - EXISTING AND PROPOSED", "B-1")
    c.setStrokeColorRGB(0.8, 0, 0); c.setDash(6, 3); c.rect(75, 175, 420, 230); c.setDash()
    c.setFillColorRGB(0.8, 0, 0); c.setFont("Helvetica", 7.5); c.drawString(80, 178, "LIMIT OF DISTURBANCE (1.35 AC)")
    c.setFillColorRGB(0, 0, 0); c.setStrokeColorRGB(0, 0, 0)
    c.drawString(80, H-140, "DUNE / BEACHGRASS - NOT DISTURBED"); c.drawString(380, H-150, "EX. BLACK PINE AND BAYBERRY")
    c.drawString(100, 365, "EX. GRADE 12-14 FT; FINAL GRADE 11.5-13 FT (NAVD88)")
    c.drawString(360, 200, "DRAINAGE: SHEET FLOW N TO BEACH; S TO ROAD")
    c.drawString(350, 420, "D-1 12 IN OUTLET (TO BE REMOVED)"); c.drawString(100, 420, "D-2 8 IN OUTLET (TO BE REMOVED)")
    c.drawString(70, 150, "DISCHARGE TO VILLAGE CB - OUTFALL DUCK ISLAND HARBOR")
    c.drawString(350, 180, "NO TIDAL WETLANDS ON SITE (NYSDEC LNJ)")
    c.setFont("Helvetica", 7)
    notes = ["NOTES:", "1. TOPOGRAPHY FROM SURVEY BY YOUNG & YOUNG, 02/2025.",
             "2. EXISTING AND FINAL SLOPES: 1-3% PARKING, 3:1 AT BANK.",
             "3. STAGING/STORAGE: ON-SITE AT STAGING AREA ONLY;",
             "   NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE.",
             "4. SEE EXHIBIT A-2 FOR SOILS."]
    for i, n in enumerate(notes): c.drawString(560, 270 - i*10, n)
    c.showPage()
    # B-2
    base("EROSION AND SEDIMENT CONTROL PLAN", "B-2")
    c.setDash(2, 3); c.setLineWidth(2); c.line(75, 400, 495, 400); c.setDash()
    c.setFont("Helvetica", 7.5)
    c.drawString(80, 388, "SF-1 SILT FENCE - 420 LF"); c.drawString(420, 240, "SF-2 SILT FENCE - 180 LF")
    c.rect(70, 170, 40, 25); c.drawString(115, 178, "CE-1 CONSTRUCTION ENTRANCE 50 FT x 20 FT")
    c.setLineWidth(3); c.line(90, 200, 300, 200); c.drawString(120, 205, "DB-1 DIVERSION BERM 18 IN x 210 LF")
    c.rect(85, 350, 40, 30); c.drawString(130, 360, "ST-1 SEDIMENT TRAP 3,240 CF")
    c.drawString(200, 250, "STK-1 TOPSOIL STOCKPILE (SILT FENCE RING 120 LF)")
    c.drawString(360, 160, "IP-1, IP-2 INLET PROTECTION (2 EA)")
    c.drawString(80, H-135, "ORANGE FENCE AT DUNE - 340 LF"); c.drawString(460, 300, "STAGING")
    c.showPage()
    # B-3
    base("POST-CONSTRUCTION STORMWATER PLAN", "B-3")
    c.setFont("Helvetica", 7.5)
    c.setFillColorRGB(0.8, 0.85, 0.95); c.rect(92, 192, 216, 146, fill=1); c.setFillGray(0)
    c.drawString(100, 260, "PP-1 PERMEABLE PAVERS 18,300 SF (0.42 AC)")
    for i, (x, y) in enumerate([(335, 350), (445, 350), (335, 250), (445, 250)]):
        c.circle(x, y, 6); c.drawString(x+8, y-3, f"DW-{i+1} 8 FT DIA")
    c.setFillColorRGB(0.6, 0.8, 0.6); c.rect(75, H-135, 440, 20, fill=1); c.setFillGray(0)
    c.drawString(80, H-130, "VB-1 VEGETATED BUFFER 25 FT x 300 FT")
    c.setStrokeColorRGB(0.8, 0.5, 0); c.setLineWidth(6); c.line(310, 160, 330, 250); c.setStrokeGray(0)
    c.drawString(240, 150, "15-FT MAINTENANCE ACCESS EASEMENT TO VILLAGE")
    c.showPage()
    c.save()

drawings(f"{OUT}/p2_drawings.pdf")

# ---------- Exhibit A-2 scanned page ----------
def scan(path_jpg, path_pdf):
    dpi = 150
    Wp, Hp = int(8.5*dpi), int(11*dpi)
    img = Image.new("L", (Wp, Hp), 255)
    d = ImageDraw.Draw(img)
    f = ImageFont.truetype("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf", 25)
    fb = ImageFont.truetype("/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf", 30)
    lines = [("b", "SOUND GEOTECHNICAL SERVICES, LLC"), ("", "88 Main Street, Northport, New York 11768"), ("", ""),
             ("", "February 20, 2025"), ("", ""),
             ("", "Corwin & Vale Engineering, P.C."), ("", "Re: Subsurface investigation, 400 Asharoken Avenue"), ("", ""),
             ("", "We excavated four test pits (TP-1 to TP-4) on February 12, 2025."), ("", ""),
             ("b", "Soils encountered"),
             ("", "The NRCS Soil Survey of Suffolk County maps the site as"),
             ("", "Beaches (Bc) along the shore and Carver and Plymouth"),
             ("", "sands, 3 to 15 percent slopes (CpC), on the upland."),
             ("", "Test pits found 6 to 10 inches of dark brown sandy loam"),
             ("", "topsoil over loose to medium dense, light brown, fine to"),
             ("", "medium sand with little gravel to the bottom of each pit"),
             ("", "(9 to 11 feet). These are excessively drained sands of"),
             ("", "hydrologic soil group A with rapid permeability."), ("", ""),
             ("b", "Groundwater"),
             ("", "Groundwater was met at 8.5 feet in TP-2 (elevation 4.0)"),
             ("", "and was not met in TP-1, TP-3 or TP-4. Falling-head"),
             ("", "tests gave infiltration rates of 8 to 12 inches per hour."), ("", ""),
             ("", "The sands are suitable for drywells and permeable"),
             ("", "pavement. Exposed sands erode easily by wind and water"),
             ("", "and should be stabilized quickly."), ("", ""),
             ("", "Very truly yours,"), ("", "Paul Ostrowski, P.E., Principal")]
    y = 150
    for kind, t in lines:
        d.text((150, y), t, font=fb if kind == "b" else f, fill=20)
        y += 40 if t else 22
    d.text((Wp-420, 60), "EXHIBIT A-2", font=fb, fill=40)
    # stamp
    d.rectangle((Wp-460, Hp-260, Wp-130, Hp-150), outline=90, width=4)
    d.text((Wp-440, Hp-235), "RECEIVED MAR 03 2025", font=f, fill=90)
    d.text((Wp-440, Hp-195), "CORWIN & VALE", font=f, fill=90)
    img = img.rotate(0.9, resample=Image.BICUBIC, fillcolor=235)
    rnd = random.Random(15)
    px = img.load()
    for _ in range(12000):
        x, yy = rnd.randrange(Wp), rnd.randrange(Hp)
        px[x, yy] = max(0, px[x, yy] - rnd.randrange(40, 120))
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    img = img.point(lambda v: int(v*0.9 + 18))
    img.save(path_jpg, "JPEG", quality=28)
    c = canvas.Canvas(path_pdf, pagesize=letter)
    c.drawImage(path_jpg, 0, 0, width=letter[0], height=letter[1])
    c.showPage(); c.save()

scan(f"{OUT}/p2_scan.jpg", f"{OUT}/p2_scan.pdf")
