"""p06: Somers, 24-unit senior cottage community (multifamily), 4.6 ac, Amawalk Reservoir basin. Two-column layout
with decimal-numbered paragraphs, separate sections per drainage area. Chromium print-to-PDF."""
from figs import rect, poly, line, text, arrow, circle, north, title_block, location_map
import render

NAME = 'p06_som_twocolumn_drainage_areas_granite_springs'

CSS = """
@page { size: letter; margin: 0.65in 0.6in 0.75in 0.6in;
  @top-right { content: "Granite Springs Cottages - SWPPP"; font-size: 7.5pt; color: #555; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font-size: 7.5pt; } }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 9.4pt; line-height: 1.28; }
.title { font-size: 19pt; font-weight: bold; text-align: center; margin-top: 40pt; }
.subtitle { font-size: 11.5pt; text-align: center; margin-top: 6pt; }
.center { text-align: center; }
.cols { column-count: 2; column-gap: 20pt; column-rule: 0.5pt solid #bbb; }
h1 { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11pt; text-transform: uppercase; border-top: 1.5pt solid #000;
     padding-top: 3pt; margin: 10pt 0 4pt 0; break-after: avoid; }
h2 { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.6pt; margin: 7pt 0 3pt 0; break-after: avoid; }
p { margin: 0 0 5pt 0; text-align: justify; }
table { border-collapse: collapse; width: 100%; margin: 3pt 0 7pt 0; font-size: 7.8pt; break-inside: avoid; }
th { background: #e6e6e6; } th, td { border: 0.6pt solid #444; padding: 1.5pt 3pt; vertical-align: top; text-align: left; }
.pb { break-after: page; }
.fig { text-align: center; margin: 4pt 0; } .cap { font-size: 8.5pt; font-weight: bold; margin-top: 3pt; }
.small { font-size: 8pt; } .sig { margin: 8pt 0; line-height: 1.5; }
ul, ol { margin: 0 0 5pt 0; padding-left: 16pt; }
"""


def fig_location():
    return location_map(
        500, 300,
        roads=[([(10, 130), (140, 150), (260, 160), (390, 190), (490, 210)], 'Granite Springs Road', (300, 168)),
               ([(420, 10), (410, 120), (400, 290)], 'US Route 202 (to east)', (420, 90))],
        waters=[([(20, 200), (200, 215), (250, 290), (30, 290)], 'AMAWALK RESERVOIR', (60, 260))],
        site_xy=(250, 140), site_label='SITE',
        title='FIGURE 1 - LOCATION MAP', notes=['Hamlet of Granite Springs, Town of Somers. Not to scale.'])


def fig_da():
    W, H = 520, 470
    p = [poly([(20, 20), (500, 20), (500, 440), (20, 440)], stroke='black', dash='10,4', width=1.2),
         text(26, 32, 'PROPERTY LINE 11.2 AC', 6.5, True),
         line([(0, 450), (520, 450)], width=2.5), text(200, 464, 'GRANITE SPRINGS ROAD', 8, True),
         rect(22, 22, 476, 90, stroke='green', fill='lightgreen'),
         text(40, 70, 'DA-3: WOODS TO REMAIN (6.6 AC incl. wetland buffer) - NOT DISTURBED', 7, True),
         poly([(60, 120), (470, 120), (470, 420), (60, 420)], stroke='red', dash='8,3', width=1.3),
         text(64, 132, 'LIMIT OF DISTURBANCE 4.6 AC', 6.5, True),
         line([(265, 120), (265, 420)], stroke='purple' if False else 'blue', dash='6,3', width=1.5),
         text(120, 145, 'DA-1 (2.3 ac) - to BR-1', 7, True), text(300, 145, 'DA-2 (2.3 ac) - to P-1', 7, True),
         line([(22, 250), (180, 270), (330, 230), (498, 260)], stroke='brown', dash='1,2', width=1.2),
         text(70, 240, 'ChB (HSG B)', 6.5), text(70, 290, 'WdB (HSG C)', 6.5), text(400, 222, 'soil boundary', 6),
         poly([(475, 30), (498, 30), (498, 440), (475, 440)], stroke='blue', fill='lightblue'),
         text(430, 300, 'WETLAND WB-1', 6)]
    for i in range(6):
        p.append(rect(80 + (i % 3) * 55, 170 + (i // 3) * 70, 40, 30, fill='lightgrey'))
        p.append(rect(285 + (i % 3) * 55, 170 + (i // 3) * 70, 40, 30, fill='lightgrey'))
    p.append(text(100, 330, '12 COTTAGES', 6))
    p.append(text(305, 330, '12 COTTAGES', 6))
    p.append(poly([(250, 420), (280, 420), (280, 160), (250, 160)], fill='lightgrey'))
    for i, y in enumerate([180, 260, 340, 410]):
        p.append(line([(25, y), (495, y - 12)], stroke='grey', dash='3,2', width=0.6))
        p.append(text(26, y - 2, 'ex %d' % (560 - 4 * i), 5.5))
    p.append(rect(80, 350, 90, 45, stroke='green', fill='lightgreen'))
    p.append(text(82, 405, 'BR-1 bioretention 3,300 sf', 6.5, True))
    p.append(poly([(330, 350), (450, 350), (460, 405), (320, 405)], stroke='blue', fill='lightblue'))
    p.append(text(325, 415, 'P-1 micropool ED pond 0.21 ac', 6.5, True))
    p.append(arrow(125, 395, 125, 440))
    p.append(arrow(455, 385, 478, 385))
    p.append(text(40, 435, 'DP-1 (BR-1 outfall to roadside swale)', 6))
    p.append(text(380, 345, 'DP-2 (P-1 outlet to WB-1)', 6))
    p += north(490, 130)
    p += title_block(W, H, ['FIGURE 2 - SITE, DRAINAGE AREA AND SMP MAP', 'Scale 1 in = 100 ft', 'Croton Hill Engineering Group, LLP'])
    return dict(w=W, h=H, prims=p)


def blocks():
    B = []
    a = B.append
    a(('title', 'STORMWATER POLLUTION PREVENTION PLAN'))
    a(('subtitle', 'Granite Springs Cottages - 24-Unit Senior Residential Community'))
    a(('subtitle', 'Granite Springs Road, Hamlet of Granite Springs, Town of Somers, Westchester County, NY'))
    a(('subtitle', 'Croton Hill Engineering Group, LLP - 200 Main Street, Mount Kisco, NY 10549 - (914) 555-0166'))
    a(('subtitle', 'June 2, 2025'))
    a(('space', 8))
    a(('h1', 'Contents'))
    a(('table', None, [
        ['1 General', '1.1 Project; 1.2 Regulatory basis; 1.3 Parties'],
        ['2 Site', '2.1 Setting; 2.2 Soils; 2.3 Maps'],
        ['3 Site-wide construction management', '3.1 Phasing; 3.2 Pollution prevention; 3.3 Stabilization; 3.4 Industrial activity; 3.5 Technical standards; 3.6 Inspections; 3.7 E&SC drawings'],
        ['4 Drainage Area 1 (north-west)', '4.1 E&SC; 4.2 Schedule; 4.3 Permanent practice BR-1; 4.4 Hydrology'],
        ['5 Drainage Area 2 (south-east)', '5.1 E&SC; 5.2 Schedule; 5.3 Permanent practice P-1; 5.4 Hydrology'],
        ['6 Drainage Area 3 (undisturbed)', '6.1 Protection'],
        ['7 Long-term stormwater management', '7.1 Sizing summary; 7.2 O&M plan; 7.3 Responsible entity; 7.4 Maintenance easements; 7.5 Maintenance agreement'],
        ['8 Certifications', '8.1 Engineer; 8.2 Contractors'],
    ], [0.33, 0.67]))
    a(('break',))
    a(('cols_on',))
    a(('h1', '1 General'))
    a(('h2', '1.1 Project'))
    a(('p', '1.1.1 Stone Hill Senior Housing LLC proposes 24 one-story age-restricted cottages in six clusters on an 11.2-acre '
            'parcel on the south side of Granite Springs Road, with a 1,200-ft private loop road, 52 parking spaces, a community '
            'building, water and sewer connections, and stormwater facilities.'))
    a(('p', '1.1.2 Land disturbance is 4.6 acres; 6.6 acres of woods and wetland buffer are left undisturbed. New impervious '
            'cover is 1.94 acres.'))
    a(('h2', '1.2 Regulatory basis'))
    a(('p', '1.2.1 The project is a multifamily residential development disturbing more than one acre, so Chapter 93 requires '
            'post-construction controls designed to the enhanced phosphorus removal standards. It also needs NYSDEC GP-0-25-001 '
            'coverage and NYCDEP SWPPP approval.'))
    a(('p', '1.2.2 The site drains to the Amawalk Reservoir, a New York City water supply reservoir in the Croton system '
            'subject to the phosphorus TMDL.'))
    a(('h2', '1.3 Parties'))
    a(('table', ['Role', 'Party'], [
        ['Owner / operator', 'Stone Hill Senior Housing LLC, 60 Croton Avenue, Ossining, NY 10562, (914) 555-0110'],
        ['Engineer of record', 'Croton Hill Engineering Group, LLP'],
        ['Site contractor', 'Muscoot Valley Excavating Corp., 12 Depot Lane, Goldens Bridge, NY 10526, (914) 555-0177'],
        ['Qualified inspector', 'Alicia Brennan, CPESC, CPSWQ (Croton Hill Engineering)'],
    ], [0.32, 0.68]))
    a(('h1', '2 Site'))
    a(('h2', '2.1 Setting'))
    a(('p', '2.1.1 The parcel is former pasture grown up in red cedar and old-field shrubs in front, with mature oak-maple woods '
            'and a forested wetland (WB-1, Town-regulated) along the east line. Slopes are 3 to 10 percent, falling south toward '
            'the road.'))
    a(('h2', '2.2 Soils'))
    a(('p', '2.2.1 Per the Westchester County soil survey, the north-west half is Charlton fine sandy loam, 3-8% slopes (ChB, '
            'hydrologic soil group B) and the south-east half is Woodbridge loam, 3-8% slopes (WdB, HSG C/D, seasonal high '
            'water at 18-30 in). Test pits confirm: ChB infiltration 0.9-1.4 in/hr; WdB mottling at 24 in.'))
    a(('h2', '2.3 Maps'))
    a(('p', '2.3.1 Figure 1 is a location map. Figure 2, at 1 inch = 100 feet, is the site map: it shows the whole 11.2-acre '
            'parcel, the cottages, road and SMPs, the limit of disturbance and the areas outside it that stay undisturbed, the '
            'woods, wetland WB-1 and the drainage divides of DA-1, DA-2 and DA-3, flow arrows, existing contours and finished '
            'grades, the ChB/WdB soil boundary, and discharge points DP-1 and DP-2.'))
    a(('p', '2.3.2 No material, waste, borrow or equipment storage areas will be located on adjacent properties.'))
    a(('h1', '3 Site-wide construction management'))
    a(('h2', '3.1 Phasing'))
    a(('p', '3.1.1 Work proceeds in two stages. Stage A (DA-1, 2.3 acres): clearing and grubbing, mass grading, road, utilities '
            'and the first 12 cottages. Stage B (DA-2, 2.3 acres) begins once DA-1 is at rough grade with temporary seed, so at '
            'most about 3.5 acres are open at once and never more than five.'))
    a(('p', '3.1.2 Sequence within each stage: perimeter controls and sediment basin; clearing and grubbing; topsoil stripping; '
            'excavation and grading; water main, sanitary sewer, storm drains, electric and gas; foundations and buildings; '
            'paving; final grading and landscaping; conversion of temporary basins to permanent practices.'))
    a(('h2', '3.2 Pollution prevention'))
    a(('p', '3.2.1 Trash and construction debris are collected daily into covered dumpsters at the staging area and hauled '
            'weekly. Construction chemicals (paints, solvents, sealers, fertilizer, form oil) are kept in a locked, covered '
            'container on secondary containment; fuel in a double-walled tank at least 100 ft from WB-1. Spill kits at the '
            'staging area and fueling point; spills are cleaned up at once and reportable releases called in to NYSDEC.'))
    a(('h2', '3.3 Stabilization'))
    a(('p', '3.3.1 Stabilization follows the NYS Standards and Specifications for Erosion and Sediment Control at every stage: '
            'temporary seed (annual ryegrass 30 lb/ac) and straw mulch (2 tons/ac) within 7 days on any area idle for 7 days; '
            'erosion-control blanket on slopes 3:1 and steeper within 24 hours; stone base on road subgrade; at completion, 4 in '
            'of topsoil, permanent seed (tall fescue/perennial rye/creeping red fescue, 5 lb/1,000 sq ft) and mulch, and meadow '
            'mix on the basin embankments, until 80 percent perennial cover.'))
    a(('h2', '3.4 Industrial activity'))
    a(('p', '3.4.1 There will be no asphalt plant, concrete plant or other industrial activity on site and therefore no '
            'non-construction industrial stormwater discharge.'))
    a(('h2', '3.5 Technical standards'))
    a(('p', '3.5.1 E&SC practices are generally designed in accordance with the Blue Book.'))
    a(('h2', '3.6 Inspections'))
    a(('p', '3.6.1 The qualified inspector inspects every E&SC practice at least once every 7 calendar days (twice every 7 '
            'days if more than five acres were ever open), and the site contractor\'s superintendent checks the perimeter '
            'controls, basins and entrance daily and after every rainfall. Findings go on the Blue Book-format report in the '
            'site logbook.'))
    a(('h2', '3.7 E&SC drawings'))
    a(('p', '3.7.1 The location, size and length of every E&SC practice are shown on Sheets C-201 (Stage A) and C-202 '
            '(Stage B) of the site plan set; details are on Sheet C-501.'))
    a(('h1', '4 Drainage Area 1 (north-west, 2.3 ac)'))
    a(('h2', '4.1 E&SC in DA-1'))
    a(('table', ['Practice', 'Size / materials / installation', 'O&M'], [
        ['SCE-1', '50 x 24 ft x 8 in, 1.5-3 in stone on geotextile, at road', 'Top-dress; sweep road'],
        ['SF-A', '780 LF woven geotextile, 8 ft posts, 6x6 in trench', 'Clean at 1/2 height; fix in 24 h'],
        ['DD-1 dike', '420 LF, 18 in high, compacted, seeded', 'Repair breaches'],
        ['SB-1 basin', '8,300 cf; riser + 12 in barrel; 10 ft spillway', 'Clean at 50% wet storage'],
        ['IP-1 to IP-5', 'Stone-and-block drop inlet protection', 'Clean after each storm'],
    ], [0.2, 0.55, 0.25]))
    a(('p', '4.1.1 SB-1 sits in the footprint of BR-1 and serves 2.3 acres: 2.3 x 3,600 = 8,280 cf required (half wet, half '
            'dry), 8,300 cf provided; 2:1 inside slopes, perforated riser with stone jacket, anti-seep collar. DD-1 along the '
            'upslope edge diverts runoff from exposed soil into SB-1.'))
    a(('h2', '4.2 Schedule in DA-1'))
    a(('table', ['Activity', 'Minimum practices', 'Placed / stays'], [
        ['Access', 'SCE-1', 'Day 1 / until binder course'],
        ['Clearing', 'SF-A, DD-1, SB-1', 'Before clearing / until 80% cover'],
        ['Grading', 'Temp. seed + mulch, blanket', '7 days idle / until final'],
        ['Drainage', 'IP-1 to IP-5', 'As set / until paving'],
    ], [0.25, 0.38, 0.37]))
    a(('h2', '4.3 Permanent practice BR-1'))
    a(('p', '4.3.1 BR-1 is a 3,300 sq ft infiltrating bioretention area that treats DA-1 road and roof runoff after a '
            'grass-filter-strip and forebay pretreatment. Section: 6 in ponding, 3 in mulch, 30 in bioretention soil, 12 in '
            'No. 57 stone sump; no underdrain (ChB, 0.9 in/hr); overflow yard inlet to DP-1.'))
    a(('h2', '4.4 Hydrology of DA-1'))
    a(('p', '4.4.1 HydroCAD (TR-20, NOAA Atlas 14: 1-yr 2.9 in, 10-yr 5.0 in, 100-yr 8.9 in) routes the DA-1 pipes and BR-1: '
            'DP-1 peaks fall from 1.4/4.2/8.1 cfs to 0.6/3.8/7.9 cfs.'))
    a(('h1', '5 Drainage Area 2 (south-east, 2.3 ac)'))
    a(('h2', '5.1 E&SC in DA-2'))
    a(('table', ['Practice', 'Size / materials / installation', 'O&M'], [
        ['SF-B', '690 LF, double row along WB-1 buffer', 'Clean at 1/2 height'],
        ['DS-2 swale', '380 LF, 1 ft deep, jute-lined, to SB-2', 'Repair scour'],
        ['SB-2 basin', '8,300 cf in P-1 footprint; riser + spillway', 'Clean at 50% wet storage'],
        ['CW-1', '12 x 12 x 3 ft lined washout', 'Empty at 75%'],
        ['TS-1 stockpile', 'max 10 ft, seeded, silt fence ring', 'Re-seed'],
    ], [0.2, 0.55, 0.25]))
    a(('p', '5.1.1 SB-2: 2.3 acres x 3,600 cf = 8,280 cf required; 8,300 cf provided. DS-2 collects runoff from the graded '
            'cottage pads and carries it to SB-2, keeping it off the wetland buffer.'))
    a(('h2', '5.2 Schedule in DA-2'))
    a(('table', ['Activity', 'Minimum practices', 'Placed / stays'], [
        ['Clearing', 'SF-B, DS-2, SB-2', 'Before Stage B clearing / until 80% cover'],
        ['Grading', 'Temp. seed + mulch', '7 days idle / until final'],
        ['Concrete', 'CW-1', 'Before first pour / last pour'],
        ['Stockpiling', 'TS-1 ring', 'Same day / until used'],
    ], [0.25, 0.38, 0.37]))
    a(('h2', '5.3 Permanent practice P-1'))
    a(('p', '5.3.1 P-1 is a micropool extended detention pond (P-2 type, Design Manual) of 0.21 acre at the permanent pool: '
            'forebay 10% of WQv, 4-ft deep micropool, 3:1 interior benches, 3-in low-flow orifice for Cpv, concrete outlet '
            'structure with 10-yr and 100-yr weirs, 15-in RCP outlet with riprap apron to WB-1 (DP-2), clay liner in the WdB soils.'))
    a(('h2', '5.4 Hydrology of DA-2'))
    a(('p', '5.4.1 DP-2 peaks fall from 1.5/4.5/8.7 cfs (existing) to 0.3/3.9/8.2 cfs (proposed). P-1 detains the 1-yr '
            'storm for 24 hours.'))
    a(('h1', '6 Drainage Area 3 (undisturbed)'))
    a(('p', '6.1.1 DA-3 (6.6 acres) is protected by orange fence along the limit of disturbance and receives no new runoff.'))
    a(('h1', '7 Long-term stormwater management'))
    a(('h2', '7.1 Sizing summary'))
    a(('table', ['Criterion', 'Required', 'Provided'], [
        ['WQv (enhanced P, 1-yr)', '7,120 cf', 'BR-1 3,600 + P-1 3,700'],
        ['RRv', '2,050 cf', '2,300 cf (BR-1)'],
        ['Cpv', '6,400 cf', '6,600 cf (P-1)'],
        ['Qp (10-yr)', 'post < pre', 'yes, DP-1 and DP-2'],
        ['Qf (100-yr)', 'post < pre', 'yes'],
    ], [0.38, 0.24, 0.38]))
    a(('p', '7.1.1 No Design Manual criteria were waived and there are no deviations from the Design Manual.'))
    a(('h2', '7.2 O&M plan'))
    a(('p', '7.2.1 BR-1: inspect monthly for the first year, then quarterly and after storms over 1 in; remove forebay '
            'sediment at 3 in; renew mulch yearly; replace dead plants. P-1: inspect twice a year; mow embankment twice a '
            'year; remove forebay sediment when half full; clear trash racks monthly. Catch basins: clean twice a year.'))
    a(('h2', '7.3 Responsible entity'))
    a(('p', '7.3.1 The Granite Springs Cottages Homeowners Association, Inc. will own and is responsible for long-term '
            'operation and maintenance of BR-1, P-1 and the drainage system; until it is formed, Stone Hill Senior Housing LLC.'))
    a(('h2', '7.5 Maintenance agreement'))
    a(('p', '7.5.1 The stormwater maintenance agreement will be submitted to the Town Attorney under separate cover prior to '
            'final site plan approval.'))
    a(('cols_off',))
    a(('break',))
    a(('fig', fig_location(), 'Figure 1 - Location map'))
    a(('fig', fig_da(), 'Figure 2 - Site, drainage area and SMP map'))
    a(('break',))
    a(('h1', '8 Certifications'))
    a(('h2', '8.1 Engineer'))
    a(('p', '8.1.1 I certify that this SWPPP was prepared under my supervision and that the design of all stormwater '
            'management practices in it meets the requirements of Chapter 93 of the Code of the Town of Somers.'))
    a(('sig', ['/s/ Howard T. Lindgren', 'Howard T. Lindgren, P.E., NYS License No. 081764', 'Croton Hill Engineering Group, LLP - June 2, 2025']))
    a(('h2', '8.2 Contractors'))
    a(('p', '"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the '
            'Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours '
            'of acceptable training in erosion and sediment control within the last three years. I also understand that it is '
            'unlawful for any person to cause or contribute to a violation of water quality standards."'))
    a(('table', ['Name, title', 'Firm, address, telephone', 'Site', 'Signature, date'], [
        ['Victor Amato, President', 'Muscoot Valley Excavating Corp., 12 Depot Lane, Goldens Bridge, NY 10526, (914) 555-0177', 'Granite Springs Cottages, Granite Springs Road, Somers', '/s/ Victor Amato, May 28, 2025'],
        ['Keisha Monroe, Operations Manager', 'Lake Lincolndale Paving, Inc., 40 Route 6, Mahopac, NY 10541, (845) 555-0119', 'Granite Springs Cottages, Granite Springs Road, Somers', '/s/ Keisha Monroe, May 29, 2025'],
    ], [0.22, 0.36, 0.22, 0.2]))
    a(('h1', 'Appendix - Inspection report (Blue Book format)'))
    a(('table', ['Practice', 'Stage', 'Condition', 'Corrective action / date'], [[c, '', '', ''] for c in [
        'SCE-1', 'SF-A', 'SF-B', 'DD-1', 'DS-2', 'SB-1', 'SB-2', 'IP-1 to IP-5', 'CW-1', 'TS-1', 'Seeded areas']], [0.2, 0.15, 0.25, 0.4]))
    a(('break',))
    a(('h1', 'Appendix - HydroCAD node summary'))
    a(('table', ['Node', 'Area (ac)', 'CN', 'Tc (min)', '1-yr (cfs)', '10-yr (cfs)', '100-yr (cfs)', 'Peak elev. 100-yr'], [
        ['E-1 existing DA-1', '2.30', '61', '14.2', '1.4', '4.2', '8.1', '-'],
        ['E-2 existing DA-2', '2.30', '70', '12.5', '1.5', '4.5', '8.7', '-'],
        ['P-1A cottages/road DA-1', '1.02', '98', '6.0', '2.9', '5.1', '9.0', '-'],
        ['P-1B lawn DA-1', '1.28', '61', '10.0', '0.3', '1.6', '3.8', '-'],
        ['BR-1 (pond)', '-', '-', '-', '0.4 out', '3.3 out', '7.2 out', '561.9 (overflow 561.5)'],
        ['P-2A cottages/road DA-2', '0.92', '98', '6.0', '2.6', '4.6', '8.1', '-'],
        ['P-2B lawn DA-2', '1.38', '74', '10.0', '0.9', '2.9', '6.0', '-'],
        ['P-1 pond', '-', '-', '-', '0.3 out', '3.9 out', '8.2 out', '548.6 (berm 550.0)'],
    ], [0.22, 0.09, 0.07, 0.09, 0.11, 0.11, 0.11, 0.2]))
    a(('h1', 'Appendix - WQv and RRv computations'))
    a(('p', 'DA-1: Rv = 0.05 + 0.009(I), I = 44% -> Rv = 0.45; 1-yr design storm P = 2.9 in (enhanced phosphorus); '
            'WQv = P Rv A / 12 = 2.9 x 0.45 x 2.30 / 12 = 0.250 ac-ft = 3,600 cf (rounded). DA-2: I = 40%, Rv = 0.41, '
            'WQv = 2.9 x 0.41 x 2.30 / 12 = 0.228 ac-ft = 3,520 cf (3,700 cf provided in P-1 with forebay). RRv (minimum, '
            'specific reduction factor S = 0.55 for HSG B and 0.30 for HSG C, weighted) = 2,050 cf, met entirely by infiltration '
            'in BR-1 (2,300 cf in the stone sump and soil voids below the overflow).'))
    a(('h1', 'Appendix - Seed mixes and mulch'))
    a(('table', ['Use', 'Species', 'Rate'], [
        ['Temporary', 'Annual ryegrass (winter rye after Sept. 15)', '30 lb/ac (100 lb/ac winter rye)'],
        ['Permanent lawn', 'Tall fescue 60%, perennial ryegrass 20%, creeping red fescue 20%', '5 lb/1,000 sq ft'],
        ['Basin embankments', 'NY conservation meadow mix (native warm-season grasses and forbs)', '20 lb/ac with oats nurse crop'],
        ['Mulch', 'Clean straw, anchored', '2 tons/ac'],
    ], [0.2, 0.55, 0.25]))
    a(('h1', 'Appendix - Permit summary'))
    a(('table', ['Agency', 'Approval', 'Status'], [
        ['Town of Somers Planning Board', 'Site plan, wetland permit, Chapter 93 stormwater permit', 'Pending'],
        ['NYSDEC', 'SPDES GP-0-25-001 (NOI)', 'To be filed after MS4 acceptance'],
        ['NYCDEP', 'SWPPP approval (East of Hudson)', 'Submitted May 2025'],
        ['Westchester County DOH', 'Water and sewer extensions', 'Pending'],
    ], [0.3, 0.45, 0.25]))
    return B


def build(out_pdf):
    render.chromium_pdf(render.to_html(blocks(), CSS), out_pdf)


ITEMS_SOM = ['93-6A(1)(%s)' % c for c in 'abcdefghijkl'] + ['93-6A(3)(%s)' % c for c in 'bcdefghi'] + ['93-6B', '93-6D']

LABEL = dict(
    checklist='somers-ch93',
    house_style='Two-column layout, decimal-numbered paragraphs, sections per drainage area',
    producer='Chromium print to PDF (HTML/CSS columns, inline SVG)',
    decision='incomplete',
    facts=dict(disturbed_acres=4.6, project_type='multifamily senior housing (24 cottages, private road) (93-6A(2)(c))',
               single_family=False, impaired_water=True, phased=True, max_disturbed_at_once_acres=3.5,
               receiving_water='wetland WB-1 and roadside swale, to the Amawalk Reservoir (phosphorus TMDL)', municipality='Town of Somers'),
    status={**{i: 'present' for i in ITEMS_SOM}, '93-6A(1)(l)': 'missing', '93-6A(3)(h)': 'missing', '93-6A(3)(i)': 'missing'},
    evidence={
        '93-6A(1)(a)': 'Land disturbance is 4.6 acres',
        '93-6A(1)(b)': 'Figure 2, at 1 inch = 100 feet, is the site map',
        '93-6A(1)(c)': 'hydrologic soil group B',
        '93-6A(1)(d)': 'at most about 3.5 acres are open at once and never more than five',
        '93-6A(1)(e)': 'Trash and construction debris are collected daily into covered dumpsters',
        '93-6A(1)(f)': 'Stabilization follows the NYS Standards and Specifications for Erosion and Sediment Control at every stage',
        '93-6A(1)(g)': 'The location, size and length of every E&SC practice are shown on Sheets C-201',
        '93-6A(1)(h)': 'SB-1 sits in the footprint of BR-1 and serves 2.3 acres',
        '93-6A(1)(i)': 'non-construction industrial stormwater discharge',
        '93-6A(1)(j)': '4.2 Schedule in DA-1',
        '93-6A(1)(k)': 'inspects every E&SC practice at least once every 7 calendar days',
        '93-6A(3)(b)': 'P-1 is a micropool extended detention pond',
        '93-6A(3)(c)': 'BR-1 bioretention 3,300 sf',
        '93-6A(3)(d)': 'routes the DA-1 pipes and BR-1',
        '93-6A(3)(e)': 'No Design Manual criteria were waived',
        '93-6A(3)(f)': 'Section: 6 in ponding, 3 in mulch, 30 in bioretention soil',
        '93-6A(3)(g)': 'Homeowners Association, Inc. will own and is responsible for long-term operation',
        '93-6B': 'Howard T. Lindgren, P.E., NYS License No. 081764',
        '93-6D': 'Victor Amato, President',
    },
    gaps={
        '93-6A(1)(l)': dict(kind='passing mention',
                            where="3.5.1 (PDF p. {pg:generally designed in accordance with the Blue Book}) says only 'E&SC practices are generally designed in accordance with the Blue Book'; it neither identifies any non-conforming element (with reason and equivalence) nor states that there are none (the 7.1.1 no-deviation sentence concerns the Design Manual, not the Blue Book)"),
        '93-6A(3)(h)': dict(kind='only in the table of contents',
                            where="Contents (PDF p. {pg:7.4 Maintenance easements}) lists '7.4 Maintenance easements', but the body goes from 7.3 Responsible entity to 7.5 Maintenance agreement; no easement is described or shown on Figure 2"),
        '93-6A(3)(i)': dict(kind='deferred',
                            where="7.5.1 (PDF p. {pg:will be submitted to the Town Attorney under separate cover}): 'The stormwater maintenance agreement will be submitted to the Town Attorney under separate cover prior to final site plan approval'; no terms are given"),
    },
    ambiguous_items=['93-6A(1)(g)', '93-6A(1)(l)'],
    acceptable_decisions=None,
    notes=('Multifamily residential development (93-6A(2)(c)) disturbing 4.6 ac: 93-6A(3)(b)-(i) and 93-6B apply. Phased in two '
           'stages, about 3.5 ac open at most. Amawalk Reservoir is stated to be under the phosphorus TMDL (impaired_water true; '
           'changes no Somers item). Content is split by drainage area in two text columns: (1)(h) and (1)(j) appear twice (DA-1 '
           'and DA-2 tables), the quote is from DA-1. (1)(g): the text says the location, size and length of every E&SC practice '
           'are on Sheets C-201/C-202, which are not bound in this PDF (Figure 2 shows no E&SC practices, only the SMPs and the '
           'basins\' future locations): labelled present under the corpus convention for referenced sheets, ambiguous - a tool '
           'seeing one PDF should say needs_review naming C-201/C-202. (1)(l): "generally designed in accordance" is a passing '
           'mention, labelled missing, listed ambiguous because some reviewers accept a general conformance statement. (3)(c): '
           'Figure 2 (bound) shows BR-1 (3,300 sf) and P-1 (0.21 ac) with their sizes. (3)(e): sizing table 7.1 plus the '
           'no-waiver statement. 93-6D: signed, four-hour training clause present, all fields in the table.'),
)
