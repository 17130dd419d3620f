"""p03: Asharoken, 3-lot subdivision with private road, 2.74 ac, Conditions A and C. Resubmission: response-to-
comments letter in front of a revised SWPPP (Rev. 1). Word document converted by LibreOffice."""
import os
import tempfile
from figs import rect, poly, line, text, arrow, circle, north, title_block, location_map
import render

NAME = 'p03_ash_response_to_comments_bayberry_point'


def fig_location():
    return location_map(
        460, 330,
        roads=[([(20, 300), (110, 260), (200, 215), (290, 170), (380, 130), (450, 100)], 'Asharoken Avenue', (300, 160))],
        waters=[([(0, 0), (460, 0), (460, 75), (370, 112), (280, 152), (190, 196), (100, 240), (0, 282)], 'LONG ISLAND SOUND', (140, 45)),
                ([(0, 330), (0, 318), (110, 282), (210, 237), (300, 194), (390, 152), (460, 122), (460, 330)], 'NORTHPORT BAY', (260, 280))],
        site_xy=(230, 222), site_label='BAYBERRY POINT (SITE)',
        title='FIGURE 1 - LOCATION MAP', notes=['Village of Asharoken, Suffolk County, NY. Not to scale.'])


def site(esc):
    W, H = 460, 470
    p = [line([(0, 30), (460, 30)], width=2), text(170, 22, 'ASHAROKEN AVENUE', 8, True),
         poly([(20, 40), (440, 40), (440, 420), (20, 420)], stroke='black', dash='10,4', width=1.2),
         text(26, 52, 'TRACT BOUNDARY 4.06 AC', 6.5, True),
         poly([(0, 430), (460, 430), (460, 470), (0, 470)], stroke='blue', fill='lightblue'),
         text(150, 455, 'NORTHPORT BAY (via Village drain at road)', 8, True),
         poly([(40, 60), (420, 60), (420, 330), (40, 330)], stroke='red', dash='8,3', width=1.3),
         text(44, 72, 'LIMIT OF DISTURBANCE 2.74 AC', 6.5, True),
         rect(40, 335, 380, 80, stroke='green', fill='lightgreen'),
         text(120, 375, 'WOODED AREA TO REMAIN (OAK-HICKORY) - NOT DISTURBED', 6.5)]
    p.append(poly([(215, 30), (245, 30), (245, 260), (215, 260)], fill='lightgrey'))
    p.append(text(250, 150, 'PRIVATE ROAD "BAYBERRY LANE" 400 LF', 6))
    p.append(circle(230, 275, 22, stroke='black', fill='lightgrey'))
    for i, (x, y) in enumerate([(70, 100), (300, 100), (150, 230)]):
        p.append(rect(x, y, 70, 45, fill='lightgrey'))
        p.append(text(x + 4, y + 26, 'LOT %d DWELLING' % (i + 1), 6))
    for i, y in enumerate([90, 160, 230, 300]):
        p.append(line([(25, y), (435, y + 10)], stroke='grey', dash='3,2', width=0.6))
        p.append(text(26, y - 2, 'ex %d' % (42 - 4 * i), 5.5))
    p.append(rect(330, 250, 70, 50, stroke='blue', fill='lightblue' if not esc else 'tan'))
    p.append(text(332, 312, 'RB-1 recharge basin' if not esc else 'ST-1 (future RB-1) 6,900 cf', 6))
    for x in (120, 280, 380):
        p.append(arrow(x, 120, x, 200))
    p.append(text(36, 426, 'DP-1: overflow to Village drain, Asharoken Ave (to Northport Bay)', 6))
    if esc:
        p.append(line([(42, 328), (418, 328)], stroke='orange', width=2.2))
        p.append(line([(42, 62), (42, 328)], stroke='orange', width=2.2))
        p.append(line([(418, 62), (418, 328)], stroke='orange', width=2.2))
        p.append(text(60, 322, 'SF-1 silt fence 1,050 LF (perimeter, three sides)', 6))
        p.append(rect(217, 32, 26, 50, fill='tan'))
        p.append(text(160, 95, 'SCE-1 50x24 ft', 6))
        p.append(line([(60, 200), (320, 270)], stroke='brown', dash='2,2', width=2))
        p.append(text(90, 190, 'DS-1 temp. diversion swale 290 LF', 6))
        p.append(circle(380, 170, 16, stroke='brown', fill='tan'))
        p.append(text(360, 195, 'TS-1 stockpile', 6))
        for x in (230,):
            p.append(circle(x, 240, 5, stroke='orange'))
        p.append(text(250, 245, 'IP-1 to IP-4 at new CBs', 6))
    p += north(430, 60)
    p += title_block(W, H, ['FIGURE %d - %s' % ((3, 'E&SC PLAN') if esc else (2, 'EXISTING / PROPOSED SITE MAP')),
                            'Scale 1 in = 60 ft', 'Crescent Bay Civil Associates, LLP'])
    return dict(w=W, h=H, prims=p)


def blocks():
    B = []
    a = B.append
    a(('p', 'CRESCENT BAY CIVIL ASSOCIATES, LLP - 140 New York Avenue, Huntington, New York 11743 - (631) 555-0128'))
    a(('p', 'February 18, 2025'))
    a(('p', 'Village of Asharoken, Planning Board, 1 Asharoken Avenue, Northport, New York 11768'))
    a(('p', 'Attn: Stormwater Management Officer; Village Engineer'))
    a(('lead', 'Re:', 'Bayberry Point Subdivision (3 lots), Asharoken Avenue - SWPPP Revision 1 and Response to Review Letter dated January 10, 2025'))
    a(('p', 'Dear Members of the Board:'))
    a(('p', 'We have revised the stormwater pollution prevention plan for Bayberry Point in response to the Village '
            'Engineer\'s review letter. Each comment is repeated below in italics in the original; our response follows. '
            'The complete revised SWPPP (Rev. 1) is attached after this letter and supersedes the October 2024 version.'))
    C = [
        ('Comment 1: Describe the soils on site.', 'Response to Comment 1: Section 2.3 has been added with the Web Soil Survey units and our test hole logs.'),
        ('Comment 2: The construction sequence does not address utility installation.', 'Response to Comment 2: Steps 6 and 7 of Section 3.1 now cover the water main, electric and gas, drainage structures and the lot services.'),
        ('Comment 3: Give the dimensions and sizing of the temporary sediment trap.', 'Response to Comment 3: See Section 4.3. ST-1 is sized at 3,600 cf per acre of drainage area.'),
        ('Comment 4: Provide a schedule showing when each temporary control is installed and how long it stays.', 'Response to Comment 4: Table 4-2 has been added.'),
        ('Comment 5: Identify temporary controls that will become permanent.', 'Response to Comment 5: See Section 4.5. ST-1 becomes recharge basin RB-1.'),
        ('Comment 6: Compare post-development runoff to pre-development runoff.', 'Response to Comment 6: Table 6-2 compares the two for the 1-, 10- and 100-year storms.'),
        ('Comment 7: Show the drainage maintenance easement over RB-1 and the drainage system.', 'Response to Comment 7: The drainage maintenance easement will be shown on the final subdivision plat, which will be submitted to the Village under separate cover.'),
        ('Comment 8: Provide the contractor certification form.', 'Response to Comment 8: Appendix D has been added. The site contractor will be selected by bid and will sign before mobilizing.'),
        ('Comment 9: Delineate who is responsible for the SWPPP in each part of the site (road, lots, basin).', 'Response to Comment 9: See Section 2.4.'),
    ]
    for c, r in C:
        a(('p', c))
        a(('p', r))
    a(('p', 'We trust these responses address the Engineer\'s comments. Please call with any questions.'))
    a(('sig', ['Sincerely,', '/s/ Laura M. Petrakis', 'Laura M. Petrakis, P.E., Principal']))
    a(('break',))
    a(('title', 'STORMWATER POLLUTION PREVENTION PLAN'))
    a(('subtitle', 'Bayberry Point Subdivision - Asharoken Avenue, Village of Asharoken, NY'))
    a(('subtitle', 'Revision 1 - February 18, 2025 (supersedes October 2024)'))
    a(('subtitle', 'Applicant: Bayberry Point Development LLC, 22 Bay Avenue, Huntington Bay, NY 11743'))
    a(('space', 12))
    a(('h2', 'Table of Contents'))
    a(('table', None, [
        ['1.0 Project Overview', '1.1 Description; 1.2 Permits; 1.3 Project Contacts'],
        ['2.0 Site Conditions', '2.1 Setting; 2.2 Drainage and Existing Runoff; 2.3 Soils; 2.4 Responsibilities by Site Area'],
        ['3.0 Construction Sequence', '3.1 Sequence of Operations'],
        ['4.0 Erosion and Sediment Control', '4.1 Stabilization; 4.2 Practices; 4.3 Sediment Trap; 4.4 Schedule; 4.5 Conversion; 4.6 Maintenance'],
        ['5.0 Pollution Prevention', '5.1 Waste and Chemicals; 5.2 Materials and Spills'],
        ['6.0 Post-Construction Stormwater Management', '6.1 Practices; 6.2 Hydrology; 6.3 O&M; 6.4 Agreement'],
        ['7.0 Certification', 'Appendices A-D'],
    ], [0.38, 0.62]))
    a(('break',))
    a(('h1', '1.0 Project Overview'))
    a(('h2', '1.1 Description'))
    a(('p', 'Bayberry Point subdivides a 4.06-acre wooded tract on the bay side of Asharoken Avenue into three single-family '
            'lots served by a 400-foot private road (Bayberry Lane) ending in a cul-de-sac. The developer will build the road, '
            'drainage, utilities and all three houses. Total soil disturbance is 2.74 acres; 1.32 acres of woods at the rear of '
            'the tract will not be disturbed. New impervious cover totals 0.71 acre.'))
    a(('h2', '1.2 Permits'))
    a(('p', 'Subdivision approval (Village Planning Board); Chapter 44 SWPPP acceptance; NYSDEC SPDES GP-0-25-001 coverage. '
            'The project disturbs between one and five acres and is a subdivision rather than a single house (Condition C), '
            'and its drainage reaches Northport Bay, listed for pathogens (Condition A), so post-construction controls are '
            'provided in Section 6.'))
    a(('h2', '1.3 Project Contacts'))
    a(('table', ['Role', 'Name', 'Phone'], [
        ['Owner / operator', 'Bayberry Point Development LLC (Peter Vasquez, managing member)', '(631) 555-0104'],
        ['Engineer', 'Crescent Bay Civil Associates, LLP (Laura M. Petrakis, P.E.)', '(631) 555-0128'],
        ['Site contractor', 'To be selected by bid', '-'],
    ], [0.25, 0.55, 0.2]))
    a(('h1', '2.0 Site Conditions'))
    a(('h2', '2.1 Setting'))
    a(('p', 'The tract is mature oak-hickory woods with a cleared strip along the road. Ground rises from the road (el. 28) '
            'to a knoll (el. 44) near the rear line. There are no wetlands or watercourses on or next to the tract. Figure 1 '
            'is the location map; Figure 2 (1 inch = 60 feet) shows the tract boundary, the road and three house sites, the '
            '2.74-acre limit of disturbance and the woods that will not be disturbed, existing contours and proposed grades, '
            'flow arrows, the discharge point to the Village drain in Asharoken Avenue, and the location of Northport Bay. '
            'All staging, parking and stockpiles are inside the limit of disturbance; no off-site areas will be used.'))
    a(('h2', '2.2 Drainage and Existing Runoff'))
    a(('p', 'Today the woods absorb nearly all rainfall; only the road strip drains to the Village catch basin at the '
            'tract frontage, which discharges to Northport Bay through the Village outfall at Bay Avenue. The existing-'
            'condition HydroCAD model (Appendix B) gives peak runoff leaving the tract of 0.3 cfs (1-year), 1.4 cfs (10-year) '
            'and 3.9 cfs (100-year). The receiving water is Northport Bay.'))
    a(('h2', '2.3 Soils'))
    a(('p', 'Web Soil Survey units are Riverhead sandy loam, 3 to 8 percent slopes (RdB), and Riverhead sandy loam, 8 to 15 '
            'percent slopes (RdC), both well drained, HSG B, over stratified sand and gravel. Test holes TH-1 to TH-3 found '
            '2 to 3 feet of sandy loam over coarse sand to 17 feet, no groundwater.'))
    a(('h1', '3.0 Construction Sequence'))
    a(('h2', '3.1 Sequence of Operations'))
    a(('numlist', [
        'Pre-construction meeting; notify the Village 48 hours before start; flag the limit of disturbance and protect the rear woods with orange fence.',
        'Install SCE-1 at the road opening and silt fence SF-1 along the downslope sides.',
        'Clear and grub the road corridor and the recharge basin area only; excavate ST-1 at the RB-1 location and cut diversion swale DS-1 to it.',
        'Strip topsoil to TS-1; rough grade the road and cul-de-sac.',
        'Clear and grub the three house sites (one at a time; a lot is cleared only when its foundation can start within 14 days).',
        'Install the drainage structures and leaching pools, with inlet protection on each new catch basin as soon as it is set.',
        'Install the water main, electric and gas in the road, and the lot services.',
        'Build the houses; pave the road binder course.',
        'Final grade, topsoil, seed and landscape each lot; pave the top course.',
        'Convert ST-1 to RB-1 (Section 4.5); remove remaining temporary controls when 80 percent cover is established.',
    ]))
    a(('p', 'Total disturbance is 2.74 acres, so at no time will more than five acres be disturbed.'))
    a(('break',))
    a(('h1', '4.0 Erosion and Sediment Control'))
    a(('h2', '4.1 Stabilization'))
    a(('p', 'Temporary: areas idle for 7 days are seeded with annual ryegrass (40 lb/ac) and mulched with straw (2 tons/ac); '
            'stockpiles are seeded and ringed with silt fence; the road subgrade is covered with stone base within 7 days of '
            'reaching grade. Permanent: 4 inches of topsoil with a tall fescue/perennial rye/fine fescue mix at 5 lb/1,000 sq ft, '
            'erosion-control blanket on the RB-1 side slopes, paving of the road, and foundation plantings. These apply at '
            'each stage from clearing through final landscaping.'))
    a(('h2', '4.2 Practices'))
    a(('table', ['Practice', 'Size', 'Material / installation'], [
        ['SF-1 silt fence', '1,050 LF', '36-in woven geotextile on 2x2 hardwood posts 8 ft o.c.; toe trenched 6 in x 6 in'],
        ['SCE-1 entrance', '50 ft x 24 ft x 8 in', '1.5-3 in crushed stone over woven geotextile'],
        ['DS-1 diversion swale', '290 LF; 1.5 ft deep; 2 ft bottom; 3:1 sides', 'Seeded and jute-netted; outlets to ST-1'],
        ['IP-1 to IP-4 inlet protection', '4 catch basins', 'Stone-and-block drop inlet protection per Blue Book'],
        ['TS-1 topsoil stockpile', 'up to 900 cy', 'Seeded; silt fence ring'],
        ['CW-1 concrete washout', '10 ft x 10 ft x 3 ft', 'Excavated pit with 10-mil liner'],
    ], [0.27, 0.28, 0.45]))
    a(('p', 'Figure 3 shows the location of each practice with its size and length.'))
    a(('h2', '4.3 Sediment Trap'))
    a(('p', 'ST-1 receives 1.90 acres through DS-1. At 3,600 cf per acre the required storage is 6,840 cf (half wet, half '
            'dry); 6,900 cf is provided in an excavated trap 60 ft x 40 ft at the bottom, 3 ft deep, 2:1 side slopes, with a 6-ft '
            'stone outlet of NYSDOT No. 4 stone. DS-1 intercepts runoff from the graded road and lots and carries it away from '
            'the downslope edge into ST-1, where it is stored and settles.'))
    a(('h2', '4.4 Schedule'))
    a(('p', 'Table 4-2 - Installation and duration of temporary controls'))
    a(('table', ['Control', 'Installed', 'Remains until'], [
        ['Tree protection fence', 'Step 1', 'Final landscaping'], ['SCE-1', 'Step 2', 'Road binder course placed'],
        ['SF-1', 'Step 2', '80% cover upslope'], ['ST-1 / DS-1', 'Step 3', 'All lots stabilized; then converted (4.5)'],
        ['IP-1 to IP-4', 'As each basin is set (step 6)', 'Top course paving and lawn stabilized'],
        ['CW-1', 'Before first foundation pour', 'Last house foundation complete'],
    ], [0.3, 0.35, 0.35]))
    a(('h2', '4.5 Conversion'))
    a(('p', 'ST-1 is dug inside the footprint of the permanent recharge basin RB-1. After the contributing area is stabilized '
            'the accumulated fines are removed, the floor is scarified and over-excavated to expose clean sand, and the basin is '
            'graded to the RB-1 dimensions and seeded. DS-1 is regraded as the permanent grass swale along the rear of Lot 2.'))
    a(('h2', '4.6 Maintenance'))
    a(('table', ['Control', 'Maintenance and frequency'], [
        ['SF-1', 'Check weekly and after 0.5-in rain; remove sediment at half height; repair within 24 hours'],
        ['SCE-1', 'Add stone when voids fill; sweep Asharoken Avenue daily if tracking occurs'],
        ['ST-1', 'Clean out when sediment reaches half the wet storage depth; inspect weekly'],
        ['DS-1', 'Weekly: repair scour, re-seed bare lining'],
        ['IP-1 to IP-4', 'After every storm: clean stone, remove sediment'],
        ['Seeded areas', 'Re-seed where cover is thin, monthly during growing season'],
    ], [0.25, 0.75]))
    a(('h1', '5.0 Pollution Prevention'))
    a(('h2', '5.1 Waste and Chemicals'))
    a(('p', 'Each house site has a covered dumpster; the road crew keeps one at the staging area. Trash is picked up at the '
            'end of each day. Construction chemicals are stored in the locked job box and used per label; no washing of tools '
            'into catch basins.'))
    a(('h2', '5.2 Materials and Spills'))
    a(('p', 'Stored on site: pipe and precast structures, stone, lumber, bagged cement, diesel in equipment, oils and paint. '
            'Pipe and precast are laid out on level ground away from DS-1; lumber and bagged goods are kept under tarps on '
            'pallets; oils and paint are kept in the job box on a containment tray. A spill kit is kept at the staging area. '
            'Spills are contained with absorbent at once, cleaned up, and reported to NYSDEC (1-800-457-7362) if reportable.'))
    a(('break',))
    a(('h1', '6.0 Post-Construction Stormwater Management'))
    a(('h2', '6.1 Practices'))
    a(('p', 'Road runoff is collected by four catch basins piped to RB-1, an infiltration (recharge) basin with a 2,400 sq ft '
            'floor, 4 ft deep, 3:1 interior slopes, and a 10-ft wide stone emergency spillway to the road drain. Each house has '
            'two 8-ft diameter by 6-ft deep precast leaching pools for the roof leaders. The locations and sizes of RB-1, the '
            'leaching pools and the drainage system are shown on Sheet C-4, Grading and Drainage Plan, of the subdivision '
            'drawing set.'))
    a(('p', 'RB-1 details: floor of clean native sand, scarified; 6-inch sand filter layer at the inlet forebay (300 cf, '
            '12 inches deep, separated by a stone check dam); side slopes topsoiled and seeded; 4-ft chain-link fence with '
            '12-ft gate. Leaching pools: precast concrete rings, 8-ft diameter, 6-ft effective depth, H-20 traffic-bearing '
            'slab, 3-ft clean sand collar.'))
    a(('h2', '6.2 Hydrology'))
    a(('p', 'HydroCAD 10.2 (SCS TR-20) was used with NOAA Atlas 14 rainfall (1-year 2.8 in, 10-year 4.9 in, 100-year 8.6 in). '
            'The catch basins, pipes, leaching pools and RB-1 with its spillway were routed for each storm; RB-1 infiltrates at '
            '4 in/hr (half of the measured rate). WQv is 2,460 cf and RRv 1,350 cf, both infiltrated in RB-1.'))
    a(('p', 'Table 6-2 - Peak flow leaving the tract (cfs)'))
    a(('table', ['Storm', 'Existing', 'Proposed'], [['1-year', '0.3', '0.1'], ['10-year', '1.4', '0.6'], ['100-year', '3.9', '2.8']], [0.4, 0.3, 0.3]))
    a(('h2', '6.3 O&M'))
    a(('table', ['Practice', 'Inspection', 'Maintenance'], [
        ['RB-1', 'Quarterly and after 2-in storms', 'Mow twice a year; remove forebay sediment at 6 in depth; scarify floor if water stands over 72 hours'],
        ['Catch basins', 'Twice a year', 'Vacuum sumps when half full'],
        ['Leaching pools', 'Annually', 'Pump sediment over 12 in'],
    ], [0.2, 0.3, 0.5]))
    a(('h2', '6.4 Agreement'))
    a(('p', 'The Bayberry Point Homeowners Association will own the road, drainage system and RB-1. Its Declaration of '
            'Covenants, Conditions and Restrictions obliges the Association and every present and future lot owner to inspect '
            'and maintain the stormwater facilities per Section 6.3, gives the Village the right to inspect and to perform '
            'neglected maintenance at the owners\' expense, and will be recorded with the Suffolk County Clerk as a deed '
            'restriction on all three lots before final plat approval.'))
    a(('h1', '7.0 Certification'))
    a(('p', 'I certify that this SWPPP was prepared under my supervision and that the stormwater management practices '
            'designed in it meet the requirements of Chapter 44 of the Village of Asharoken Code.'))
    a(('sig', ['/s/ Laura M. Petrakis', 'Laura M. Petrakis, P.E., NYS License No. 084411', 'Crescent Bay Civil Associates, LLP - February 18, 2025']))
    a(('break',))
    a(('fig', fig_location(), 'Figure 1 - Location map'))
    a(('fig', site(False), 'Figure 2 - Site map'))
    a(('fig', site(True), 'Figure 3 - Erosion and sediment control plan'))
    a(('break',))
    a(('h1', 'Appendix A - Test Hole Logs'))
    a(('table', ['Hole', '0 - 2.5 ft', '2.5 - 17 ft', 'Water'], [
        ['TH-1', 'Brown sandy loam', 'Tan coarse sand and fine gravel', 'None to 17 ft'],
        ['TH-2', 'Brown sandy loam', 'Tan coarse sand', 'None to 17 ft'],
        ['TH-3', 'Dark brown sandy loam (3 ft)', 'Tan coarse sand', 'None to 17 ft'],
    ], [0.15, 0.3, 0.35, 0.2]))
    a(('h1', 'Appendix B - HydroCAD Summary'))
    a(('table', ['Node', '1-yr (cfs)', '10-yr (cfs)', '100-yr (cfs)', '100-yr peak elev.'], [
        ['Existing tract outflow', '0.3', '1.4', '3.9', '-'], ['RB-1 inflow', '2.2', '4.1', '7.6', '-'],
        ['RB-1 outflow (spillway)', '0.0', '0.0', '1.9', '31.6 (spillway 31.0)'], ['Proposed tract outflow', '0.1', '0.6', '2.8', '-'],
    ], [0.32, 0.15, 0.15, 0.15, 0.23]))
    a(('h1', 'Appendix C - Inspection Report Form'))
    a(('table', ['Practice', 'Condition', 'Corrective action'], [[c, '', ''] for c in ['SCE-1', 'SF-1', 'DS-1', 'ST-1', 'IP-1 to IP-4', 'CW-1', 'TS-1']], [0.3, 0.3, 0.4]))
    a(('break',))
    a(('h1', 'Appendix D - Contractor Certification'))
    a(('p', 'Each contractor and subcontractor who will disturb soil or install stormwater practices signs below before '
            'starting work.'))
    for _ in range(2):
        a(('p', '"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the '
                'stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or '
                'contribute to a violation of water quality standards."'))
        a(('sig', ['Name: ______________________   Title: ______________________',
                   'Firm: ______________________   Address: ______________________   Telephone: ____________',
                   'Site: Bayberry Point Subdivision, Asharoken Avenue, Village of Asharoken',
                   'Signature: ______________________   Date: ____________']))
    return B


def build(out_pdf):
    td = tempfile.mkdtemp()
    dx = os.path.join(td, NAME + '.docx')
    render.to_docx(blocks(), dx, font='Arial', size=10.5, header_text='Bayberry Point - SWPPP Rev. 1 / Response to Comments',
                   footer_text='Crescent Bay Civil Associates, LLP')
    render.soffice_pdf(dx, out_pdf)


ITEMS_ASH = ['44-8B(1)(%s)' % c for c in 'abcdefghijklmnop'] + ['44-8B(3)(%s)' % c for c in 'bcdefghi'] + ['44-8C', '44-8E']

LABEL = dict(
    checklist='asharoken-ch44',
    house_style='Resubmission: response-to-comments letter + revised SWPPP',
    producer='LibreOffice from Word (python-docx)',
    decision='incomplete',
    facts=dict(disturbed_acres=2.74, project_type='residential subdivision (3 lots, private road, houses built by developer)',
               single_family=False, impaired_water=True, conditions=['A', 'C'], phased=False,
               receiving_water='Northport Bay via Village drain (stated listed for pathogens)', municipality='Village of Asharoken'),
    status={**{i: 'present' for i in ITEMS_ASH}, '44-8B(1)(n)': 'missing', '44-8B(3)(h)': 'missing'},
    evidence={
        '44-8B(1)(a)': 'Total soil disturbance is 2.74 acres',
        '44-8B(1)(b)': 'Figure 2 (1 inch = 60 feet) shows the tract boundary',
        '44-8B(1)(c)': 'Riverhead sandy loam, 3 to 8 percent slopes (RdB)',
        '44-8B(1)(d)': 'at no time will more than five acres be disturbed',
        '44-8B(1)(e)': 'Trash is picked up at the end of each day.',
        '44-8B(1)(f)': 'oils and paint are kept in the job box on a containment tray',
        '44-8B(1)(g)': 'These apply at each stage from clearing through final landscaping.',
        '44-8B(1)(h)': 'Figure 3 shows the location of each practice with its size and length.',
        '44-8B(1)(i)': 'At 3,600 cf per acre the required storage is 6,840 cf',
        '44-8B(1)(j)': 'ST-1 is dug inside the footprint of the permanent recharge basin RB-1.',
        '44-8B(1)(k)': 'Table 4-2 - Installation and duration of temporary controls',
        '44-8B(1)(l)': 'Maintenance and frequency',
        '44-8B(1)(m)': 'The receiving water is Northport Bay.',
        '44-8B(1)(o)': 'DS-1 intercepts runoff from the graded road and lots',
        '44-8B(1)(p)': 'gives peak runoff leaving the tract of 0.3 cfs',
        '44-8B(3)(b)': 'an infiltration (recharge) basin with a 2,400 sq ft',
        '44-8B(3)(c)': 'shown on Sheet C-4, Grading and Drainage Plan',
        '44-8B(3)(d)': 'The catch basins, pipes, leaching pools and RB-1 with its spillway were routed for each storm',
        '44-8B(3)(e)': 'Table 6-2 - Peak flow leaving the tract (cfs)',
        '44-8B(3)(f)': 'RB-1 details: floor of clean native sand',
        '44-8B(3)(g)': 'Quarterly and after 2-in storms',
        '44-8B(3)(i)': 'obliges the Association and every present and future lot owner to inspect',
        '44-8C': 'Laura M. Petrakis, P.E., NYS License No. 084411',
        '44-8E': 'Site: Bayberry Point Subdivision, Asharoken Avenue, Village of Asharoken',
    },
    gaps={
        '44-8B(1)(n)': dict(kind='only in the table of contents',
                            where="The revised SWPPP's Table of Contents (PDF p. {pg:2.4 Responsibilities by Site Area}) lists '2.4 Responsibilities by Site Area' and Response to Comment 9 says 'See Section 2.4', but Section 2 ends at 2.3; the only related content is the 1.3 contacts table (owner, engineer, contractor 'to be selected by bid'), with no assignment by part of the site"),
        '44-8B(3)(h)': dict(kind='deferred',
                            where="Response to Comment 7 (PDF p. {pg:Response to Comment 7}): 'The drainage maintenance easement will be shown on the final subdivision plat, which will be submitted to the Village under separate cover'; no easement appears in the SWPPP or figures (the 6.4 HOA Declaration gives inspection rights but is not an easement recorded on the plan)"),
    },
    ambiguous_items=['44-8E', '44-8B(3)(c)'],
    acceptable_decisions=None,
    notes=('Three-lot subdivision with road, 2.74 ac: land development activity; Condition C (1-5 ac, not the construction of a '
           'single-family residence as such) and Condition A on the plan\'s statement (drains to Northport Bay, listed for pathogens), '
           'so 44-8B(3)(b)-(i) apply. The response letter claims every comment is addressed; two are not: (1)(n) points to a section '
           'that exists only in the TOC, and (3)(h) is deferred to the final plat. 44-8E: Appendix D has the exact Chapter 44 statement '
           'and name/title/firm/address/phone/site/date lines, all blank and unsigned because the contractor is to be selected by bid - '
           'labelled present (form and statement provided; signatures come before mobilization) but listed ambiguous. 44-8B(3)(c): '
           'locations and sizes of the permanent practices are stated to be on Sheet C-4 of the subdivision drawing set, which is not '
           'bound in this PDF (Figures 2 and 3 show only RB-1/ST-1); labelled present under the corpus convention for referenced '
           'sheets, ambiguous - a tool seeing one PDF should say needs_review naming Sheet C-4. (1)(l): quote is the column heading '
           'of the 4.6 maintenance table.'),
)
