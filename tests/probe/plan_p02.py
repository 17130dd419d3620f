"""p02: Asharoken, beach association clubhouse and parking lot, 1.62 ac, Conditions A and C. A small civil
engineer's narrative letter-report to the Board ("Dear Mayor ...") with enclosures. reportlab. Complete."""
from figs import rect, poly, line, text, arrow, circle, north, title_block, legend, location_map
import render

NAME = 'p02_ash_letter_report_bayview_clubhouse'


def fig_location():
    return location_map(
        500, 360,
        roads=[([(20, 320), (110, 280), (200, 235), (290, 190), (380, 150), (480, 110)], 'Asharoken Avenue', (330, 160)),
               ([(20, 320), (5, 350)], '', (0, 0))],
        waters=[([(0, 0), (500, 0), (500, 85), (390, 125), (290, 165), (190, 215), (90, 262), (0, 300)], 'LONG ISLAND SOUND', (170, 50)),
                ([(0, 360), (0, 335), (110, 300), (210, 255), (300, 212), (390, 170), (500, 130), (500, 360)], 'DUCK ISLAND HARBOR', (300, 290))],
        site_xy=(250, 222), site_label='SITE - 230 Asharoken Avenue',
        title='ENCLOSURE 1 - LOCATION MAP',
        notes=['Village of Asharoken, Suffolk County. Northport Bay lies west/southwest of Duck Island Harbor.', 'Not to scale.'])


def site(kind):
    W, H = 500, 520
    p = [poly([(0, 420), (500, 400), (500, 520), (0, 520)], stroke='blue', fill='lightblue'),
         text(170, 480, 'DUCK ISLAND HARBOR', 10, True),
         poly([(0, 395), (500, 375), (500, 400), (0, 420)], stroke='green', fill='lightgreen'),
         text(20, 408, 'INTERTIDAL MARSH / NYSDEC TIDAL WETLAND - NO DISTURBANCE', 6.5),
         line([(0, 40), (500, 40)], width=2), text(200, 30, 'ASHAROKEN AVENUE', 8, True),
         poly([(30, 50), (470, 50), (470, 390), (30, 392)], stroke='black', dash='10,4', width=1.2),
         text(36, 62, 'PROPERTY LINE - 3.40 AC', 6.5, True)]
    # LOD
    p.append(poly([(60, 70), (440, 70), (440, 330), (60, 330)], stroke='red', dash='8,3', width=1.3))
    p.append(text(64, 82, 'LIMIT OF DISTURBANCE - 1.62 AC', 6.5, True))
    p.append(rect(445, 70, 22, 300, stroke='green', fill='lightgreen'))
    p.append(text(332, 350, 'UNDISTURBED LAWN / DUNE BUFFER (1.78 AC total outside LOD)', 6))
    for i, y in enumerate([110, 170, 230, 290]):
        p.append(line([(35, y), (465, y + 6)], stroke='grey', dash='3,2', width=0.6))
        p.append(text(36, y - 2, 'ex %d' % (14 - 2 * i), 5.5))
    if kind != 'existing':
        p.append(rect(200, 120, 120, 70, fill='lightgrey'))
        p.append(text(215, 160, 'PROPOSED CLUBHOUSE', 6.5, True))
        p.append(rect(80, 95, 100, 150, fill='lightgrey'))
        p.append(text(88, 175, 'ASPHALT PARKING', 6.5))
        p.append(text(88, 184, '(38 SPACES)', 6.5))
        p.append(rect(340, 200, 90, 60, stroke='grey', fill='tan'))
        p.append(text(345, 232, 'PERVIOUS PAVERS PP-1', 6))
    else:
        p.append(rect(215, 130, 80, 50, fill='lightgrey'))
        p.append(text(220, 158, 'EX. CLUBHOUSE (REMOVE)', 6))
        p.append(rect(80, 100, 110, 140, fill='lightgrey'))
        p.append(text(88, 170, 'EX. ASPHALT LOT', 6.5))
        p.append(circle(120, 255, 4))
        p.append(circle(160, 255, 4))
        p.append(text(100, 268, 'EX. CB-1, CB-2', 6))
        p.append(line([(140, 258), (140, 430)], stroke='blue', width=1.2))
        p.append(text(145, 440, 'EX. 12-in OUTFALL OF-1 (DISCHARGE POINT)', 6.5, True))
        for x in (100, 250, 380):
            p.append(arrow(x, 200, x, 300))
        p.append(text(240, 315, 'sheet flow to marsh edge (DP-2)', 6.5))
        p.append(rect(200, 120, 120, 70, dash='4,2'))
        p.append(text(205, 200, 'PROPOSED CLUBHOUSE (dashed)', 6))
        p.append(rect(80, 95, 100, 150, dash='4,2'))
        p.append(rect(340, 200, 90, 60, dash='4,2'))
        p.append(text(342, 272, 'PROPOSED PAVERS / LOT (dashed)', 6))
        for i, y in enumerate([150, 250]):
            p.append(line([(70, y), (430, y + 4)], stroke='black', width=0.6))
            p.append(text(380, y + 1, 'pr %d' % (13 - 5 * i), 5.5))
    if kind == 'esc':
        p.append(line([(62, 325), (438, 325)], stroke='orange', width=2.2))
        p.append(text(150, 320, 'SF-1 silt fence 410 LF (double row at marsh side)', 6))
        p.append(line([(62, 75), (62, 325)], stroke='orange', width=2.2))
        p.append(line([(438, 75), (438, 325)], stroke='orange', width=2.2))
        p.append(text(446, 300, 'SF-2', 6))
        p.append(text(446, 309, '95 LF', 6))
        p.append(rect(285, 45, 28, 55, fill='lightgrey'))
        p.append(text(318, 70, 'SCE-1 50 x 20 ft', 6))
        p.append(rect(90, 260, 60, 40, stroke='brown', fill='tan'))
        p.append(text(92, 312, 'ST-1 (future BR-1) 2,800 cf', 6))
        p.append(line([(190, 250), (330, 250), (330, 270)], stroke='brown', width=2, dash='2,2'))
        p.append(text(200, 262, 'TD-1 diversion swale 180 LF to ST-1', 6))
        p.append(circle(380, 140, 15, stroke='brown', fill='tan'))
        p.append(text(360, 165, 'TS-1 stockpile', 6))
        p.append(rect(395, 95, 15, 15))
        p.append(text(370, 90, 'CW-1 10x10 ft', 6))
        p.append(circle(120, 255, 6, stroke='orange'))
        p.append(circle(160, 255, 6, stroke='orange'))
        p.append(text(100, 248, 'IP-1, IP-2 inlet protection', 6))
    if kind == 'sw':
        p.append(rect(90, 260, 60, 40, stroke='green', fill='lightgreen'))
        p.append(text(92, 312, 'BR-1 bioretention 1,450 sf', 6, True))
        for i in range(6):
            p.append(circle(215 + i * 18, 205, 6, stroke='blue'))
        p.append(text(210, 222, 'LP-1 to LP-6 leaching pools (10 ft dia x 8 ft eff.)', 6))
        p.append(poly([(70, 255), (70, 340), (250, 340), (250, 255)], stroke='purple' if False else 'green', dash='4,2', width=1))
        p.append(text(160, 350, '25-FT STORMWATER ACCESS AND MAINTENANCE EASEMENT (TO VILLAGE)', 6, True))
        p.append(line([(120, 300), (120, 430)], stroke='blue', width=1.2))
        p.append(text(125, 440, 'BR-1 OVERFLOW TO EX. OUTFALL OF-1', 6.5))
    p += north(480, 60)
    ttl = {'existing': 'ENCL. 2 - EXISTING CONDITIONS / SITE MAP', 'esc': 'ENCL. 3 - E&SC PLAN', 'sw': 'ENCL. 5 - STORMWATER PLAN'}[kind]
    p += title_block(W, H, [ttl, 'Scale 1 in = 50 ft', 'Harbor Light Engineering, P.C.'])
    return dict(w=W, h=H, prims=p)


def fig_details():
    p = [text(10, 18, 'ENCLOSURE 4 - E&SC AND BIORETENTION DETAILS', 9, True)]
    p.append(text(10, 45, 'A. SILT FENCE: 36-in woven geotextile, 2x2 hardwood posts 6 ft o.c., 6x6-in trench, backfilled', 7))
    p.append(text(10, 60, 'B. SCE-1: 50 ft x 20 ft x 8 in, NYSDOT No. 3 (1.5-3 in) stone on woven geotextile', 7))
    p.append(text(10, 75, 'C. ST-1: 2,800 cf, 1,400 cf wet + 1,400 cf dry; 2:1 sides; 4-ft stone outlet weir', 7))
    p.append(text(10, 90, 'D. IP-1/IP-2: filter fabric drop inlet protection on 2x4 frame, 1.5 ft high', 7))
    p.append(text(10, 105, 'E. TD-1: swale 1 ft deep, 4 ft bottom, 3:1 sides, lined with jute mesh', 7))
    p.append(text(10, 120, 'F. CW-1: 10 x 10 x 3 ft lined pit, 10-mil poly, sign "CONCRETE WASHOUT"', 7))
    # bioretention section
    p.append(text(10, 160, 'G. BR-1 BIORETENTION - SECTION', 8, True))
    layers = [('6-in ponding (max)', 'lightblue'), ('3-in shredded hardwood mulch', 'tan'),
              ('30-in bioretention soil (85% sand / 15% compost)', 'lightgreen'), ('3-in pea gravel choker', 'lightgrey'),
              ('12-in No. 57 stone w/ 6-in perf. underdrain', 'grey')]
    y = 175
    for lab, col in layers:
        p.append(rect(40, y, 220, 28, fill=col))
        p.append(text(270, y + 17, lab, 7))
        y += 28
    p.append(text(40, y + 15, 'Bottom 2 ft above seasonal high groundwater (el. 3.5); overflow riser 6 in above surface', 7))
    p.append(text(10, 345, 'H. LEACHING POOL: 10-ft dia precast ring, 8 ft effective depth, H-20 slab, 2 ft clean sand collar', 7))
    return dict(w=500, h=370, prims=p)


def blocks():
    B = []
    a = B.append
    a(('p', 'March 3, 2025'))
    a(('p', 'Hon. Gregory Tolan, Mayor, and Members of the Board of Trustees'))
    a(('p', 'Village of Asharoken, 1 Asharoken Avenue, Northport, New York 11768'))
    a(('p', 'Attention: Stormwater Management Officer'))
    a(('lead', 'Re:', 'Stormwater Pollution Prevention Plan - Bayview Beach Association clubhouse replacement and parking area, 230 Asharoken Avenue (SCTM 0401-006.00-01.00-027.000)'))
    a(('p', 'Dear Mayor Tolan and Members of the Board:'))
    a(('p', 'On behalf of the Bayview Beach Association, Inc., we submit this stormwater pollution prevention plan for the '
            'clubhouse replacement at the Association\'s bay-side property. We have written it as a report letter so that '
            'Board members can read it straight through; the drawings, calculations, agreement terms and forms are enclosed. '
            'The Association\'s contractor has already been engaged, and its certifications are in Enclosure 9.'))
    a(('h2', '1. What is being built'))
    a(('p', 'The Association will take down its 1962 clubhouse (2,400 sq ft) and build a new one-story clubhouse of 3,800 sq ft '
            'on the same part of the lot, rebuild the parking area as a 38-space asphalt lot with an 18-space pervious-paver '
            'overflow area, replace the water service and the sanitary system, and rebuild the walk to the beach. The parcel is '
            '3.40 acres between Asharoken Avenue and Duck Island Harbor. We will disturb 1.62 acres (70,570 sq ft); impervious '
            'cover goes from 0.58 acre today to 0.66 acre. Work is planned from September 2025 to June 2026.'))
    a(('p', 'Because more than one acre is disturbed, this is a land development activity under Chapter 44 and the project '
            'needs coverage under NYSDEC General Permit GP-0-25-001. It is not a single-family house and it disturbs between '
            'one and five acres (Condition C), and it discharges to Duck Island Harbor, which is part of the Northport Bay '
            'waters listed as impaired for pathogens with urban stormwater named as a source (Condition A). Post-construction '
            'water quality and quantity controls are therefore part of this plan (Section 8).'))
    a(('h2', '2. The site'))
    a(('p', 'The lot slopes gently from the road (el. 16) down to a fringe of intertidal marsh along the harbor (el. 3). Today it '
            'holds the clubhouse, a worn asphalt lot, lawn, a strip of dune grass and black pine along the east line, and the '
            'marsh. Two old catch basins in the lot drain through a 12-inch pipe (OF-1) to the harbor; the rest sheet-flows to '
            'the marsh edge. The marsh is NYSDEC tidal wetland and will not be touched; a NYSDEC Tidal Wetlands permit for the '
            'work inside the adjacent area was issued on January 22, 2025.'))
    a(('p', 'Enclosure 1 is a general location map. Enclosure 2, drawn at 1 inch = 50 feet, shows the whole 3.40-acre parcel and '
            'its boundary, the existing and proposed buildings and paving, the 1.62-acre limit of disturbance and the 1.78 acres '
            'that will not be disturbed, the dune grass and pines, the harbor and the tidal marsh, the drainage arrows and the '
            'two points where water leaves the site (the outfall OF-1 and sheet flow at the marsh edge), and the existing '
            '2-foot contours with the proposed grades. Nothing will be stored off the property: the contractor\'s staging, '
            'stockpile and dumpster are all inside the limit of disturbance.'))
    a(('h2', '3. Soils'))
    a(('p', 'The Suffolk County soil survey maps the upland as Plymouth loamy sand, 3 to 8 percent slopes (PlB), a deep, '
            'excessively drained sand of hydrologic soil group A, and the shore as Tidal marsh (Tm). Our three test pits '
            '(TP-1 to TP-3, December 2024) found 8 to 14 inches of loamy topsoil over tan medium sand, with groundwater at '
            '7.5 feet below grade at TP-3 nearest the harbor. Double-ring tests in the sand gave 9 to 14 inches per hour; we '
            'used 5 inches per hour for design.'))
    a(('h2', '4. Where the water goes today'))
    a(('p', 'All runoff from the property reaches Duck Island Harbor, either through OF-1 or across the marsh fringe. There '
            'are no streams on the lot. From our HydroCAD model of existing conditions (Enclosure 6), the site now sends '
            '1.9 cfs to the harbor in the 1-year storm, 3.6 cfs in the 10-year storm and 6.4 cfs in the 100-year storm. We '
            'watched the lot during the 1.2-inch rain of November 14, 2024: both catch basins ran full, the east end of the '
            'lot ponded about 2 inches deep, and sandy sediment was visible at the OF-1 headwall. The Village DPW reports '
            'no flooding complaints for this property.'))
    a(('h2', '5. How the work will be sequenced, and who is responsible where'))
    a(('p', 'The contractor will work in this order. Only the 1.62 acres inside the limit are ever disturbed, so the '
            'Blue Book\'s five-acre limit on open ground is never approached.'))
    a(('numlist', [
        'Pre-construction meeting; 48-hour notice to the Village; stake the limit of disturbance and fence the marsh and dune buffer.',
        'Build the construction entrance SCE-1; install silt fence SF-1 and SF-2 and inlet protection IP-1 and IP-2 on the two old catch basins.',
        'Dig sediment trap ST-1 in the footprint of the future bioretention area and cut diversion swale TD-1 to it.',
        'Demolish the clubhouse and old lot; clear and grub; strip topsoil to stockpile TS-1.',
        'Excavate and rough grade the building pad and parking area; temporary seed and mulch idle areas.',
        'Install utilities: water service, electric, the new I/A sanitary system, roof leaders and the six leaching pools.',
        'Build the clubhouse; pour the walks using washout CW-1.',
        'Pave the asphalt lot and lay the pervious pavers only after everything draining to them is stabilized.',
        'Convert ST-1 to bioretention area BR-1 (see Section 6), plant it, and final-grade, topsoil and seed the lawn.',
        'When 80 percent perennial cover is reached, remove the silt fence and inlet protection, file the NOT, and submit as-built plans.',
    ]))
    a(('p', 'Responsibilities are divided by part of the site. Shoreline Site Contractors, Inc., the general contractor, '
            'is responsible for the entrance, the parking area and pavers, the stockpile and the washout. Its subcontractor '
            'Eatons Neck Landscape Co. is responsible for the lawn areas, the dune buffer fencing, all seeding and mulching, and '
            'the planting of BR-1. The Association\'s property manager, Joan Ferraro, is responsible for the clubhouse '
            'footprint during the building work by the Association\'s separate building contractor (housekeeping, dumpsters and '
            'materials there). Our firm\'s qualified inspector covers the whole site.'))
    a(('h2', '6. Keeping soil on the site'))
    a(('p', 'Stabilization is planned stage by stage. During clearing and demolition the entrance, silt fence and inlet '
            'protection hold sediment; during grading, any area left idle for seven days gets annual ryegrass at 40 pounds per '
            'acre and straw mulch at two tons per acre, and slopes steeper than 3:1 get a straw blanket; after final grading '
            'the lawn gets 4 inches of topsoil and a bluegrass-fescue mix at 4 pounds per 1,000 square feet, the dune buffer '
            'gets Cape American beachgrass plugs, and the lot and walks are paved. Runoff from the graded area is caught by '
            'the TD-1 swale and held in ST-1.'))
    a(('p', 'TD-1, a shallow 180-foot swale across the bottom of the work area, diverts runoff from the exposed pad and lot '
            'into ST-1 so that it cannot reach the marsh; ST-1 stores it and lets it settle and soak into the sand; the '
            'double silt fence at the marsh side is the last line. Enclosure 3 shows each of these controls with its size or '
            'length, and Enclosure 4 gives the details. The table below gives their dimensions, materials and installation.'))
    a(('table', ['Control', 'Size / dimensions', 'Materials', 'How installed'], [
        ['SF-1, SF-2 silt fence', '410 LF and 95 LF; 30 in high', 'Woven geotextile; 2x2 hardwood posts 6 ft o.c.', 'Trenched 6 x 6 in, backfilled and tamped; double row on marsh side'],
        ['SCE-1 entrance', '50 ft x 20 ft x 8 in', 'NYSDOT No. 3 stone on woven geotextile', 'Full width of gate; mountable berm at road'],
        ['IP-1, IP-2 inlet protection', '2 existing catch basins', 'Filter fabric on 2x4 frame, 1.5 ft high', 'Frame anchored around grate'],
        ['TD-1 diversion swale', '180 LF, 1 ft deep, 4 ft bottom', 'Jute mesh lining, seeded', '3:1 side slopes; outlets to ST-1'],
        ['ST-1 sediment trap', '2,800 cf (1,400 wet + 1,400 dry)', 'Excavated; stone outlet weir 4 ft long', '2:1 sides; 0.70 ac drainage area'],
        ['CW-1 concrete washout', '10 x 10 x 3 ft', '10-mil poly liner; sandbag berm', 'At least 50 ft from the marsh'],
        ['TS-1 stockpile', 'max. 8 ft high', 'Seeded; silt fence ring', 'Inside the limit, upslope of ST-1'],
    ], [0.21, 0.23, 0.27, 0.29]))
    a(('p', 'ST-1 was sized by the Blue Book rule of 3,600 cubic feet per acre of drainage area: 0.70 acre x 3,600 = 2,520 cf '
            'needed, 2,800 cf provided. No larger sediment basin is needed.'))
    a(('p', 'Two temporary controls become permanent ones. ST-1 is dug where bioretention area BR-1 will be: when its drainage '
            'area is stabilized, the trapped sediment is removed, the bottom is over-excavated one foot, and the trap is rebuilt '
            'as BR-1 with its underdrain, soil media and plants. The stone of SCE-1 is reused as the base course of the '
            'pervious-paver overflow parking. Every other temporary control is removed at close-out.'))
    a(('p', 'The controls go in and come out on this schedule:'))
    a(('table', ['Control', 'When installed', 'How long it stays'], [
        ['Marsh / dune fencing', 'Step 1, before any other work', 'Until final planting is accepted'],
        ['SCE-1', 'Step 2', 'Until paving (stone then reused)'],
        ['SF-1, SF-2', 'Step 2, before clearing', 'Until 80% perennial cover upslope'],
        ['IP-1, IP-2', 'Step 2', 'Until the old basins are removed in step 5'],
        ['TD-1 and ST-1', 'Step 3, before demolition', 'Until the pad and lot are paved and the lawn is stabilized (step 9)'],
        ['CW-1', 'Before the first pour', 'Until the last concrete work'],
        ['Temporary seed / mulch', 'Within 7 days of work stopping on an area', 'Until permanent stabilization'],
    ], [0.27, 0.33, 0.4]))
    a(('p', 'The controls will be maintained as follows (the qualified inspector checks them at each inspection in Section 9):'))
    a(('table', ['Control', 'Maintenance', 'How often'], [
        ['Silt fence', 'Remove sediment at one-third of fence height; re-set or replace torn or undercut fabric', 'Within 24 hours of finding'],
        ['SCE-1', 'Top-dress with clean stone; sweep tracked sediment from Asharoken Avenue', 'Weekly, and street sweeping daily as needed'],
        ['Inlet protection', 'Clean fabric; replace if clogged', 'After each rain of 0.5 in or more'],
        ['ST-1', 'Remove sediment when half of the wet storage is full; repair outlet stone', 'Checked weekly'],
        ['TD-1', 'Repair erosion of lining; remove sediment', 'Weekly and after rain'],
        ['Seeded areas', 'Re-seed and re-mulch bare spots', 'Monthly in growing season'],
        ['CW-1', 'Remove hardened concrete at half capacity; replace torn liner', 'Weekly'],
    ], [0.2, 0.55, 0.25]))
    a(('h2', '7. Housekeeping'))
    a(('p', 'Litter and debris: a covered 20-yard dumpster is kept by the entrance and emptied weekly; the crews pick up '
            'wind-blown trash along the marsh fence every Friday; demolition debris and the old asphalt go to licensed '
            'recycling and C&D facilities and nothing is buried. Construction chemicals (form release, sealers, paint, '
            'adhesives, fertilizer) are bought in small containers, used by the label, and never washed into the lot drains.'))
    a(('p', 'Materials on site will be lumber, block, bagged cement and mortar, paver stone and sand, asphalt (delivered hot, '
            'none stored), topsoil and mulch, diesel in equipment tanks, hydraulic oil and small cans of paint. Lumber and '
            'bagged goods are kept on pallets under cover inside a locked storage box at the north end of the site; oils and '
            'paints sit in a covered spill-containment cabinet; stone and sand stockpiles are kept away from the marsh and '
            'ringed with silt fence. Fueling is done from a truck with an absorbent mat under the nozzle and never within 100 '
            'feet of the marsh. Two spill kits sit by the storage box and in the loader. Any spill is stopped and cleaned up '
            'immediately, the waste is bagged for disposal, and spills of petroleum that reach the marsh or harbor, or exceed '
            'five gallons, are reported to the NYSDEC Spill Hotline within two hours and to the Village.'))
    a(('h2', '8. After construction: permanent stormwater practices'))
    a(('p', 'The permanent system has three parts, each sized to the NYS Stormwater Management Design Manual: '
            '(1) bioretention area BR-1, 1,450 square feet, which takes the asphalt lot through a curb cut and stone '
            'diaphragm and filters it through 30 inches of planted soil media over an underdrain before overflowing to OF-1; '
            '(2) the 18-space pervious-paver area PP-1, 5,200 square feet, which soaks up its own rain; and (3) six precast '
            'leaching pools, LP-1 to LP-6, 10 feet in diameter with 8 feet of effective depth, which take the roof leaders. '
            'Enclosure 5 shows where each one is and its size, and Enclosure 4 has the BR-1 section.'))
    a(('p', 'BR-1 construction: 6 inches of ponding, 3 inches of shredded hardwood mulch, 30 inches of bioretention soil '
            '(85 percent sand, 15 percent leaf compost), a 3-inch pea gravel choker, and 12 inches of No. 57 stone around a '
            '6-inch perforated HDPE underdrain; the bottom is kept 2 feet above seasonal high groundwater. PP-1 is 3-1/8-inch '
            'permeable pavers on 2 inches of No. 8 bedding stone, 4 inches of No. 57 and 10 inches of No. 2 stone on '
            'non-woven geotextile.'))
    a(('p', 'We modeled the site in HydroCAD 10.2 with TR-20 methods and NOAA Atlas 14 24-hour rainfall for Northport: 2.8 '
            'inches (1-year), 4.9 inches (10-year) and 8.5 inches (100-year). Every pipe, the leaching pools, BR-1 and its overflow '
            'riser were routed for each storm; Enclosure 6 has the summary. The water quality volume is 2,140 cubic feet '
            '(90 percent rule, 1.3 inches); the runoff reduction volume of 1,320 cubic feet is met by infiltration in PP-1 and the '
            'leaching pools, with BR-1 treating the rest.'))
    a(('table', ['Storm (24-hr)', 'Existing peak to harbor (cfs)', 'Proposed peak to harbor (cfs)', 'Change'], [
        ['1-year, 2.8 in', '1.9', '0.7', '-63%'],
        ['10-year, 4.9 in', '3.6', '2.1', '-42%'],
        ['100-year, 8.5 in', '6.4', '5.6', '-13%'],
        ['Runoff volume, 1-year (cf)', '6,900', '2,300', '-67%'],
    ], [0.28, 0.26, 0.26, 0.2]))
    a(('p', 'Post-development peak flows and volumes are lower than pre-development for every storm, as the table shows.'))
    a(('p', 'Maintenance of the permanent practices is scheduled in Enclosure 7: BR-1 is inspected monthly in the first '
            'growing season and quarterly after that, with mulch renewed each spring; PP-1 is vacuum-swept twice a year; the '
            'leaching pools are inspected each spring and pumped when sediment is 12 inches deep.'))
    a(('p', 'A 25-foot stormwater access and maintenance easement in favor of the Village covers BR-1, PP-1 and the leaching '
            'pools. It is drawn on Enclosure 5 and described by metes and bounds in Enclosure 8, will be filed with the Suffolk '
            'County Clerk together with the Declaration, and runs with the land, remaining in force after any sale or transfer '
            'of the property.'))
    a(('p', 'The Association will sign the Declaration of Covenants for Stormwater Facility Maintenance in Enclosure 8. It '
            'obliges the Association and every later owner of the property to inspect and maintain the facilities as set out in '
            'Enclosure 7, lets the Village inspect them, and lets the Village do the work and charge the owner if it is not done. '
            'It will be recorded against the deed before final approval.'))
    a(('h2', '9. Inspections during construction'))
    a(('p', 'Our qualified inspector, Kevin Marsh, CPESC, will inspect every seven days and within 24 hours of any rain of one '
            'half inch or more, using the form in Enclosure 10, and will keep the logbook and this plan on site. The Village '
            'will get 48 hours notice before each milestone listed in Section 44-13.'))
    a(('h2', '10. Certification'))
    a(('p', 'I prepared this plan and certify that the design of all stormwater management practices in it meets the '
            'requirements of Chapter 44 of the Village Code, the NYS Stormwater Management Design Manual and the NYS Standards '
            'and Specifications for Erosion and Sediment Control. Please call me with any questions.'))
    a(('sig', ['Very truly yours,', 'HARBOR LIGHT ENGINEERING, P.C.', '/s/ Daniel K. Oyelaran',
               'Daniel K. Oyelaran, P.E., NYS License No. 088207', '[seal]']))
    a(('small', 'Enclosures: 1 Location map; 2 Existing conditions / site map; 3 E&SC plan; 4 Details; 5 Stormwater plan; 6 HydroCAD '
                'summary; 7 O&M schedule; 8 Declaration and easement description; 9 Contractor certifications; 10 Inspection form. '
                'cc: Bayview Beach Association, Inc.; Shoreline Site Contractors, Inc.'))
    a(('break',))
    a(('fig', fig_location(), 'Enclosure 1 - Location map'))
    a(('break',))
    a(('fig', site('existing'), 'Enclosure 2 - Existing conditions and site map'))
    a(('break',))
    a(('fig', site('esc'), 'Enclosure 3 - Erosion and sediment control plan'))
    a(('break',))
    a(('fig', fig_details(), 'Enclosure 4 - Details'))
    a(('break',))
    a(('fig', site('sw'), 'Enclosure 5 - Post-construction stormwater plan'))
    a(('break',))
    a(('h1', 'Enclosure 6 - HydroCAD summary and sizing'))
    a(('table', ['Subcatchment', 'Area (ac)', 'CN', 'Tc (min)', 'Outlet'], [
        ['E-1 existing lot and clubhouse', '0.92', '84', '6.0', 'OF-1'], ['E-2 existing lawn to marsh', '0.70', '45', '8.5', 'Marsh edge'],
        ['P-1 asphalt lot', '0.41', '98', '6.0', 'BR-1'], ['P-2 roof', '0.09', '98', '6.0', 'LP-1 to LP-6'],
        ['P-3 pavers PP-1', '0.12', '76', '6.0', 'Self'], ['P-4 lawn', '1.00', '39', '9.0', 'Marsh edge'],
    ], [0.36, 0.14, 0.12, 0.14, 0.24]))
    a(('table', ['Practice', 'Storage provided (cf)', '1-yr peak stage (ft)', '100-yr peak stage (ft)', 'Overflow'], [
        ['BR-1', '1,310 (ponding + media voids)', '0.38', '0.61', 'Riser at 0.5 ft to OF-1'],
        ['LP-1 to LP-6', '3,770', '2.1', '6.9', 'None (100-yr contained)'],
        ['PP-1', '1,560 (stone voids)', '0.2', '0.7', 'Sheet flow to lawn'],
    ], [0.18, 0.26, 0.18, 0.18, 0.2]))
    a(('p', 'WQv = (P)(Rv)(A)/12 = 1.3 in x 0.69 x 0.62 ac = 2,140 cf (impervious fraction 0.66/0.62 contributing area capped). '
            'RRv required (HSG A, S = 0.55) = 1,180 cf; provided by infiltration = 1,320 cf. Cpv: not required (discharge to tidal '
            'water). Qp and Qf: tidal discharge, shown for information only; peaks reduced in all storms.'))
    a(('h1', 'Enclosure 7 - Operation and maintenance schedule'))
    a(('table', ['Practice', 'Inspect', 'Routine work', 'Trigger for repair'], [
        ['BR-1', 'Monthly first season, then quarterly and after 1-in rain', 'Mulch each spring; prune; weed', 'Ponding over 48 hours; dead plants over 10%'],
        ['PP-1', 'Twice a year', 'Vacuum sweep spring and fall', 'Surface infiltration under 10 in/hr'],
        ['LP-1 to LP-6', 'Each spring', 'Remove debris at inlets', 'Sediment over 12 in deep - pump'],
        ['Roof leaders', 'Twice a year', 'Clean gutters and cleanouts', 'Overflowing leaders'],
    ], [0.15, 0.3, 0.27, 0.28]))
    a(('break',))
    a(('h1', 'Enclosure 8 - Declaration of Covenants (terms) and easement description'))
    a(('p', 'Draft Declaration of Covenants and Restrictions for Stormwater Facility Maintenance, 230 Asharoken Avenue. '
            '1. The Declarant (Bayview Beach Association, Inc.) and its successors and assigns shall inspect, operate and maintain '
            'BR-1, PP-1 and LP-1 to LP-6 in accordance with the operation and maintenance schedule approved by the Village. '
            '2. These covenants run with the land and bind all subsequent owners of the property. 3. The Village and its agents '
            'may enter at reasonable times to inspect the facilities. 4. If the owner fails to maintain the facilities within 30 days '
            'of written notice, the Village may do the work and the cost shall be a lien on the property. 5. This Declaration shall be '
            'recorded in the Office of the Suffolk County Clerk as a deed restriction before final approval.'))
    a(('p', 'Easement description: all that area 25 feet wide lying 12.5 feet either side of a line beginning at a point on the '
            'westerly line of the premises distant 212.40 feet southerly from Asharoken Avenue, running thence N 78-14-20 E 168.25 '
            'feet and thence S 11-45-40 E 64.00 feet, enclosing BR-1, PP-1 and LP-1 to LP-6, as shown on Enclosure 5.'))
    a(('h1', 'Enclosure 9 - Contractor certifications'))
    for nm, tl, firm, ph, dt in [
            ('Anthony R. DeMarco', 'President', 'Shoreline Site Contractors, Inc., 18 Fort Salonga Road, Northport, NY 11768', '(631) 555-0131', 'February 24, 2025'),
            ('Megan Sullivan', 'Owner', 'Eatons Neck Landscape Co., 5 Cove Road, Huntington, NY 11743', '(631) 555-0156', 'February 25, 2025')]:
        a(('p', 'I certify under penalty of law that I understand and agree to comply with the terms and conditions of the '
                'stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or '
                'contribute to a violation of water quality standards.'))
        a(('sig', ['Name and title: %s, %s' % (nm, tl), 'Firm, address, phone: %s, %s' % (firm, ph),
                   'Site: Bayview Beach Association clubhouse, 230 Asharoken Avenue, Asharoken', 'Signature: /s/ %s    Date: %s' % (nm, dt)]))
    a(('break',))
    a(('h1', 'Enclosure 10 - Construction inspection form'))
    a(('table', None, [['Date', '', 'Inspector', ''], ['Rain since last visit', '', 'Area disturbed now', '']], [0.25, 0.25, 0.25, 0.25]))
    a(('table', ['Item', 'OK?', 'Action needed / done'], [[c, '', ''] for c in [
        'SCE-1 and road', 'SF-1 / SF-2', 'IP-1 / IP-2', 'TD-1', 'ST-1', 'CW-1', 'Stockpile', 'Seeded areas', 'Marsh fence', 'Spill kits / storage']],
        [0.35, 0.15, 0.5]))
    a(('sig', ['Inspector: ____________________  Signature: ____________________']))
    return B


def _first(c, d):
    c.saveState()
    c.setFont('Helvetica-Bold', 15)
    c.drawString(72, 752, 'HARBOR LIGHT ENGINEERING, P.C.')
    c.setFont('Helvetica', 8.5)
    c.drawString(72, 740, 'Civil / Site / Coastal   310 Main Street, Northport, New York 11768   (631) 555-0171')
    c.line(72, 734, 540, 734)
    c.restoreState()


def _later(c, d):
    c.saveState()
    c.setFont('Helvetica', 8)
    c.drawString(72, 760, 'Village of Asharoken - Bayview Beach Association SWPPP - March 3, 2025')
    c.drawRightString(540, 40, 'Page %d' % d.page)
    c.restoreState()


def build(out_pdf):
    render.to_reportlab(blocks(), out_pdf, first_page=_first, later_pages=_later, margins=(72, 72, 86, 60))


ITEMS_ASH = ['44-8B(1)(%s)' % c for c in 'abcdefghijklmnop'] + ['44-8B(3)(%s)' % c for c in 'bcdefghi'] + ['44-8C', '44-8E']

LABEL = dict(
    checklist='asharoken-ch44',
    house_style='Narrative letter-report to the Board with enclosures',
    producer='reportlab (platypus)',
    decision='complete',
    facts=dict(disturbed_acres=1.62, disturbed_sq_ft=70570, project_type='beach association clubhouse replacement and parking lot',
               single_family=False, impaired_water=True, conditions=['A', 'C'], phased=False,
               receiving_water='Duck Island Harbor / Northport Bay (stated impaired for pathogens)', municipality='Village of Asharoken'),
    status={i: 'present' for i in ITEMS_ASH},
    evidence={
        '44-8B(1)(a)': 'We will disturb 1.62 acres (70,570 sq ft)',
        '44-8B(1)(b)': 'drawn at 1 inch = 50 feet, shows the whole 3.40-acre parcel',
        '44-8B(1)(c)': 'Plymouth loamy sand, 3 to 8 percent slopes (PlB)',
        '44-8B(1)(d)': 'the Blue Book\'s five-acre limit on open ground is never approached',
        '44-8B(1)(e)': 'the crews pick up wind-blown trash along the marsh fence every Friday',
        '44-8B(1)(f)': 'oils and paints sit in a covered spill-containment cabinet',
        '44-8B(1)(g)': 'Stabilization is planned stage by stage.',
        '44-8B(1)(h)': 'Enclosure 3 shows each of these controls with its size or length',
        '44-8B(1)(i)': 'ST-1 was sized by the Blue Book rule of 3,600 cubic feet per acre of drainage area',
        '44-8B(1)(j)': 'Two temporary controls become permanent ones.',
        '44-8B(1)(k)': 'The controls go in and come out on this schedule:',
        '44-8B(1)(l)': 'The controls will be maintained as follows',
        '44-8B(1)(m)': 'All runoff from the property reaches Duck Island Harbor',
        '44-8B(1)(n)': 'Responsibilities are divided by part of the site.',
        '44-8B(1)(o)': 'diverts runoff from the exposed pad and lot into ST-1',
        '44-8B(1)(p)': 'the site now sends 1.9 cfs to the harbor in the 1-year storm',
        '44-8B(3)(b)': 'bioretention area BR-1, 1,450 square feet',
        '44-8B(3)(c)': 'Enclosure 5 shows where each one is and its size',
        '44-8B(3)(d)': 'Every pipe, the leaching pools, BR-1 and its overflow riser were routed for each storm',
        '44-8B(3)(e)': 'Post-development peak flows and volumes are lower than pre-development for every storm',
        '44-8B(3)(f)': '30 inches of bioretention soil',
        '44-8B(3)(g)': 'Maintenance of the permanent practices is scheduled in Enclosure 7',
        '44-8B(3)(h)': 'runs with the land, remaining in force after any sale or transfer',
        '44-8B(3)(i)': 'every later owner of the property to inspect and maintain the facilities',
        '44-8C': 'Daniel K. Oyelaran, P.E., NYS License No. 088207',
        '44-8E': 'Name and title: Anthony R. DeMarco, President',
    },
    gaps={},
    ambiguous_items=[],
    acceptable_decisions=None,
    notes=('Clubhouse and parking (not single-family), 1.62 ac disturbed: land development activity; Condition C (1-5 ac, not a '
           'single-family residence) and Condition A on the plan\'s own statement (Duck Island Harbor / Northport Bay impaired for '
           'pathogens, stormwater a source), so 44-8B(3)(b)-(i) apply. Everything is written as narrative letter paragraphs, not '
           'under statutory headings: (1)(j) ST-1 converted to BR-1 and SCE stone reused; (1)(k) and (1)(l) are short tables '
           'introduced by plain sentences; (1)(p) is existing HydroCAD peaks and a field observation; (3)(h) easement drawn on '
           'Enclosure 5, described by metes and bounds and to be recorded, runs with the land; (3)(i) Declaration terms bind all '
           'later owners and are recorded before final approval (counts present under the corpus convention). Plan certification '
           'is signed (/s/) with licence number; both contractor certifications carry the Chapter 44 statement and all fields, '
           'signed /s/.'),
)
