"""p04: Somers, self-storage facility on Route 202, 2.9 ac, organised by construction phase (controls described
inside each phase). Word document converted by LibreOffice."""
import os
import tempfile
from figs import rect, poly, line, text, arrow, circle, north, title_block, location_map
import render

NAME = 'p04_som_phased_route202_self_storage'


def fig_location():
    return location_map(
        460, 320,
        roads=[([(10, 250), (120, 210), (240, 180), (350, 150), (450, 120)], 'US Route 202', (300, 150)),
               ([(200, 10), (210, 100), (230, 185), (245, 310)], 'NY Route 100', (250, 60)),
               ([(350, 150), (380, 240), (420, 310)], 'NY Route 116', (390, 250))],
        waters=[([(20, 20), (150, 30), (160, 90), (60, 110), (15, 70)], 'MUSCOOT RESERVOIR', (30, 60))],
        site_xy=(150, 203), site_label='SITE - Route 202',
        title='FIGURE 1 - LOCATION MAP', notes=['Town of Somers, Westchester County, NY - NYC East of Hudson watershed. Not to scale.'])


def site(kind):
    W, H = 460, 470
    p = [line([(0, 440), (460, 440)], width=2.5), text(180, 458, 'US ROUTE 202', 8, True),
         poly([(20, 30), (440, 30), (440, 430), (20, 430)], stroke='black', dash='10,4', width=1.2),
         text(26, 42, 'PROPERTY LINE - 5.12 AC', 6.5, True),
         poly([(60, 60), (400, 60), (400, 420), (60, 420)], stroke='red', dash='8,3', width=1.3),
         text(64, 72, 'LIMIT OF DISTURBANCE 2.90 AC', 6.5, True),
         rect(22, 32, 34, 396, stroke='green', fill='lightgreen'), text(24, 240, 'WOODS', 6),
         poly([(405, 32), (438, 32), (438, 428), (405, 428)], stroke='green', fill='lightgreen'),
         line([(420, 32), (422, 200), (418, 428)], stroke='blue', width=1.5),
         text(300, 110, 'UNNAMED TRIB. TO MUSCOOT RIVER', 6),
         text(300, 120, '(100-ft Town wetland buffer - no work)', 6)]
    for i, y in enumerate([100, 180, 260, 340]):
        p.append(line([(25, y), (435, y - 20)], stroke='grey', dash='3,2', width=0.6))
        p.append(text(26, y - 3, 'ex %d' % (512 - 6 * i), 5.5))
    if kind in ('site', 'sw', 'esc'):
        for i, y in enumerate([110, 190, 270]):
            p.append(rect(100, y, 220, 40, fill='lightgrey'))
            p.append(text(110, y + 24, 'STORAGE BLDG %s' % 'ABC'[i], 6.5))
        p.append(rect(330, 380, 60, 35, fill='lightgrey'))
        p.append(text(332, 400, 'OFFICE', 6))
        for x in (90, 250, 380):
            p.append(arrow(x, 100, x + 10, 180))
        p.append(text(260, 432, 'DP-1 to trib. culvert', 6.5, True))
        for i, y in enumerate([160, 240, 320]):
            p.append(line([(70, y), (395, y - 8)], stroke='black', width=0.6))
            p.append(text(72, y - 2, 'pr %d' % (508 - 5 * i), 5.5))
    if kind == 'esc':
        p.append(line([(62, 418), (398, 418)], stroke='orange', width=2.2))
        p.append(line([(398, 62), (398, 418)], stroke='orange', width=2.2))
        p.append(text(300, 350, 'SF-1 silt fence 920 LF', 6))
        p.append(text(300, 360, '(double row along buffer)', 6))
        p.append(rect(200, 420, 28, 18, fill='tan'))
        p.append(text(160, 412, 'SCE-1 50x24', 6))
        p.append(rect(330, 330, 60, 40, stroke='brown', fill='tan'))
        p.append(text(320, 325, 'SB-1 sediment basin 9,400 cf', 6))
        p.append(line([(70, 90), (380, 90), (380, 330)], stroke='brown', dash='2,2', width=2))
        p.append(text(120, 86, 'DD-1 diversion dike 560 LF', 6))
        p.append(circle(80, 380, 14, stroke='brown', fill='tan'))
        p.append(text(62, 402, 'TS-1', 6))
    if kind == 'sw':
        p.append(rect(330, 330, 60, 40, stroke='green', fill='lightgreen'))
        p.append(text(322, 325, 'BR-1 bioretention 2,900 sf', 6, True))
        p.append(rect(60, 330, 40, 60, stroke='green', fill='lightgreen'))
        p.append(text(62, 325, 'BR-2 1,600 sf', 6, True))
        p.append(rect(150, 330, 150, 30, stroke='blue', dash='4,2'))
        p.append(text(152, 348, 'UD-1 chambers 5,600 cf', 6))
        p.append(poly([(320, 320), (400, 320), (400, 380), (320, 380)], stroke='green', dash='4,2'))
        p.append(text(250, 395, '20-ft Town SW maintenance easement', 6))
    p += north(430, 60)
    t = {'existing': 'FIGURE 2 - EXISTING CONDITIONS / SITE MAP', 'esc': 'FIGURE 3 - E&SC PLAN', 'sw': 'FIGURE 4 - STORMWATER PLAN', 'site': 'FIGURE 2 - EXISTING CONDITIONS / SITE MAP'}[kind]
    p += title_block(W, H, [t, 'Scale 1 in = 80 ft', 'Titicus Valley Engineering, PLLC'])
    return dict(w=W, h=H, prims=p)


PHASE_TXT = {}


def blocks():
    B = []
    a = B.append
    a(('space', 30))
    a(('title', 'STORMWATER POLLUTION PREVENTION PLAN'))
    a(('subtitle', 'Route 202 Self-Storage'))
    a(('subtitle', 'US Route 202, Town of Somers, Westchester County, New York'))
    a(('subtitle', 'Tax Map Section 16.13, Block 1, Lot 44'))
    a(('space', 20))
    a(('center', 'Prepared for: Route 202 Storage LLC, 410 Saw Mill River Road, Yonkers, NY 10701'))
    a(('center', 'Prepared by: Titicus Valley Engineering, PLLC, 1620 Route 22, Brewster, NY 10509, (845) 555-0133'))
    a(('center', 'April 7, 2025'))
    a(('space', 20))
    a(('h3', 'Contents'))
    a(('table', None, [
        ['1', 'Project Summary'], ['2', 'Existing Site'], ['3', 'E&SC Practices - Standards and Details'],
        ['4', 'Construction Phasing (Phases 0-5)'], ['5', 'Housekeeping and Pollution Prevention'], ['6', 'Inspections'],
        ['7', 'Post-Construction Stormwater Management'], ['8', 'Engineer\'s Certification'], ['9', 'Contractor Certifications'],
        ['App. A-C', 'Soil data; HydroCAD summary; inspection form'],
    ], [0.15, 0.85]))
    a(('break',))
    a(('h1', '1. Project Summary'))
    a(('p', 'Route 202 Storage LLC proposes a self-storage facility on a 5.12-acre parcel on the north side of US Route 202, '
            'about 0.8 mile west of NY Route 100 in Somers: three one-story storage buildings (total 38,400 sq ft), a 900 sq ft '
            'office, paved drive aisles and 12 parking spaces, a stormwater system and landscaping. Soil disturbance totals '
            '2.90 acres; new impervious cover is 1.86 acres. This is commercial development disturbing more than one acre, '
            'so post-construction water quantity and quality controls designed to the enhanced phosphorus removal standards '
            'of the Design Manual are included (Section 7).'))
    a(('p', 'The site is in the Muscoot Reservoir basin of the New York City East of Hudson watershed, which is subject '
            'to the phosphorus TMDL. Approvals: Town of Somers Planning Board site plan and Chapter 93 stormwater permit; '
            'NYSDEC SPDES GP-0-25-001; NYCDEP SWPPP approval (impervious surfaces within the watershed); NYSDOT highway work '
            'permit for the Route 202 driveway.'))
    a(('table', ['Role', 'Name', 'Contact'], [
        ['Owner / operator', 'Route 202 Storage LLC (Mark Halvorsen)', '(914) 555-0188'],
        ['Engineer', 'Titicus Valley Engineering, PLLC (Janet R. Whitcomb, P.E.)', '(845) 555-0133'],
        ['Site contractor', 'Amawalk Site Works, Inc., 33 Tomahawk Street, Yorktown Heights, NY 10598', '(914) 555-0172'],
        ['Qualified inspector', 'Owen Park, CPESC (Titicus Valley Engineering)', '(845) 555-0139'],
    ], [0.25, 0.5, 0.25]))
    a(('h1', '2. Existing Site'))
    a(('p', 'The parcel is an old field with hedgerows and second-growth woods along the west line, falling about 18 feet from '
            'north to south toward Route 202 at 3 to 8 percent. An unnamed tributary of the Muscoot River runs along the '
            'east line in a wooded strip; it and its 100-foot Town wetland buffer are outside the limit of disturbance. All '
            'runoff reaches the tributary, either directly or through the Route 202 culvert at the southeast corner (DP-1); '
            'the tributary flows to the Muscoot River and the Muscoot Reservoir.'))
    a(('p', 'Soils (NRCS Web Soil Survey, Westchester County):'))
    a(('table', ['Map unit', 'Name', 'HSG', 'Drainage', 'Share of LOD'], [
        ['ChB', 'Charlton fine sandy loam, 3-8% slopes', 'B', 'Well drained', '62%'],
        ['PnB', 'Paxton fine sandy loam, 3-8% slopes', 'C', 'Well drained, firm substratum', '28%'],
        ['Wd', 'Woodbridge loam, 3-8% slopes', 'C/D', 'Moderately well drained', '10%'],
    ], [0.12, 0.4, 0.08, 0.25, 0.15]))
    a(('p', 'Deep test pits DT-1 to DT-4 and percolation tests are in Appendix A; the Charlton soils at BR-1 infiltrate at 1.2 '
            'in/hr, the Paxton soils at BR-2 at under 0.3 in/hr.'))
    a(('p', 'Figure 1 is a location map. Figure 2, at 1 inch = 80 feet, shows the whole parcel, proposed buildings and paving, '
            'the 2.90-acre limit of disturbance and the areas left alone, woods and hedgerows, the tributary and its buffer, '
            'drainage arrows, existing and proposed contours and the discharge point DP-1. No materials, waste, borrow or '
            'equipment will be stored on adjacent properties.'))
    a(('break',))
    a(('fig', fig_location(), 'Figure 1 - Location map'))
    a(('fig', site('site'), 'Figure 2 - Existing conditions / site map'))
    a(('h1', '3. E&SC Practices - Standards and Details'))
    a(('p', 'Every practice is designed and installed to the NYS Standards and Specifications for Erosion and Sediment '
            'Control (November 2016). No element of this plan departs from those standards; no alternative designs are proposed.'))
    a(('p', 'No asphalt plant, concrete batch plant or other non-construction industrial activity will operate on the site; '
            'concrete and asphalt will be delivered from off-site suppliers, so there are no industrial stormwater discharges.'))
    a(('p', 'Figure 3 shows where each practice goes and its size or length. Dimensions, materials, installation and upkeep:'))
    a(('table', ['Practice', 'Size / materials', 'Installation', 'Operation and maintenance'], [
        ['SCE-1 stabilized construction entrance', '50 ft x 24 ft x 8 in; 1.5-3 in stone on geotextile', 'At the Route 202 curb cut; mountable berm', 'Top-dress when clogged; sweep Route 202 daily when tracking'],
        ['SF-1 silt fence', '920 LF; woven geotextile, 36 in, hardwood posts 8 ft o.c.', '6x6 in trench; double row along buffer', 'Remove sediment at half height; replace damaged fabric within 24 hr'],
        ['DD-1 diversion dike', '560 LF; 18 in high, 4 ft base, compacted', 'Upslope edge of grading; outlets to SB-1', 'Repair breaches; re-seed'],
        ['SB-1 temporary sediment basin', '9,400 cf (see sizing); 3:1 sides; perforated riser with 4-in stone jacket; 12-in barrel; anti-seep collar', 'Excavated at future BR-1 location; emergency spillway 10 ft wide', 'Remove sediment when 50% of wet storage is filled; mark cleanout stake'],
        ['IP inlet protection', 'Stone and block, each new catch basin', 'As each basin is set', 'Clean stone after each storm'],
        ['TS-1 topsoil stockpile', 'max. 10 ft high, 2:1 sides', 'Seeded; silt fence ring', 'Re-seed bare areas'],
        ['CW-1 concrete washout', '12 x 12 x 3 ft lined pit', '10-mil liner, signed', 'Empty at 75% full'],
        ['Temporary seeding / mulch', 'Annual ryegrass 30 lb/ac; straw 2 tons/ac', 'Within 7 days on idle areas', 'Re-apply on bare spots'],
    ], [0.2, 0.3, 0.25, 0.25]))
    a(('p', 'SB-1 sizing: drainage area 2.6 acres x 3,600 cf/ac = 9,360 cf required (4,680 cf wet + 4,680 cf dry); provided '
            '9,400 cf at the BR-1 location. The riser crest is set at the top of the dry storage; the emergency spillway passes '
            'the 10-year storm with 1 foot of freeboard. DD-1 diverts clean upslope water around the graded area and collects '
            'runoff from exposed soil into SB-1.'))
    a(('break',))
    a(('fig', site('esc'), 'Figure 3 - Erosion and sediment control plan'))
    a(('h1', '4. Construction Phasing'))
    a(('p', 'The work is organised in six phases. The whole disturbance is 2.90 acres, so not more than five acres is ever '
            'open. Each phase lists the soil-disturbing work, the minimum controls that must be in place for it, when they go '
            'in and how long they stay, and the stabilization that closes the phase.'))
    phases = [
        ('Phase 0 - Mobilization (week 1)', 'Pre-construction meeting with the Town SMO; 48-hour notice to the Town. Stake the LOD and buffer; install orange construction fence at the buffer and woods.',
         'SCE-1 and SF-1 go in first, before any equipment goes beyond the entrance. Both stay until the binder course is paved and upslope areas have 80% cover.'),
        ('Phase 1 - Clearing and grubbing (weeks 2-3)', 'Clear the hedgerows and field inside the LOD; grub stumps; strip topsoil to TS-1.',
         'DD-1 and SB-1 are built at the start of Phase 1, before grubbing upslope of them, and remain until Phase 5. TS-1 is seeded and ringed with silt fence the day it is formed and stays protected until it is used up. Cleared areas not graded within 7 days get temporary seed and straw mulch.'),
        ('Phase 2 - Mass grading (weeks 4-8)', 'Cut the north half and fill the south half to the building pads and drive grades.',
         'All Phase 0-1 controls in place. Graded slopes steeper than 3:1 receive an erosion-control blanket within 24 hours of final shaping; other idle areas get temporary seed and mulch within 7 days. The pads are covered with stone base within 14 days of reaching grade.'),
        ('Phase 3 - Utilities and drainage (weeks 8-14)', 'Install storm drains and catch basins, underground chambers UD-1, water and sewer services, electric and telecom.',
         'Inlet protection on each catch basin as it is set, kept until paving and lawn stabilization. Trench spoil on the uphill side; no more than 300 LF of trench open at a time; trench water pumped to a dewatering bag inside SF-1. UD-1 is not connected until Phase 5.'),
        ('Phase 4 - Buildings and paving (weeks 14-30)', 'Foundations, building erection, curbs, binder course.',
         'CW-1 is installed before the first pour and stays until the last concrete work. The binder course stabilizes the drive aisles; SCE-1 comes out only after the binder is down.'),
        ('Phase 5 - Final stabilization and conversion (weeks 30-36)', 'Top course, landscaping, conversion of SB-1 to BR-1, construction of BR-2.',
         'Topsoil 4 in and permanent seed (tall fescue, perennial ryegrass, creeping red fescue at 5 lb/1,000 sq ft) with straw mulch; SB-1 is pumped, the sediment removed, and the basin rebuilt as BR-1 only when its drainage area is stabilized; DD-1 is graded out and seeded; silt fence removed when 80% perennial cover is reached.'),
    ]
    for title, work, controls in phases:
        a(('h2', title))
        a(('lead', 'Work:', work))
        a(('lead', 'Controls and timing:', controls))
    a(('h1', '5. Housekeeping and Pollution Prevention'))
    a(('p', 'Trash and debris go into two covered 30-yard containers emptied weekly; loose trash is picked up daily. '
            'Fuels are kept in a double-walled 500-gallon tank with a 110% containment berm at the staging area, at least 100 '
            'feet from the tributary. Paints, form oils, curing compounds and sealants are kept in a locked, roofed storage '
            'container and used according to the label; no rinsing into drains. Spill kits at the tank and in each loader; '
            'spills are cleaned up at once and reportable releases called in to the NYSDEC Spill Hotline. Portable toilets are '
            'staked and serviced weekly. Dust is controlled by water.'))
    a(('h1', '6. Inspections'))
    a(('p', 'A qualified inspector (Owen Park, CPESC) inspects all E&SC practices every 7 calendar days and within 24 hours of '
            'a rain of 0.5 inch or more, as the Blue Book and GP-0-25-001 require; if more than five acres were ever disturbed '
            'at once the frequency would go to twice every 7 days. The site contractor\'s foreman walks the controls at the end '
            'of each working day and before forecast storms. Reports use the form in Appendix C and are kept in the site logbook '
            'with this SWPPP.'))
    a(('break',))
    a(('h1', '7. Post-Construction Stormwater Management'))
    a(('p', 'Three practices treat and control runoff from the 1.86 acres of new impervious cover: bioretention area BR-1 '
            '(2,900 sq ft, Charlton soils, infiltrating), bioretention area BR-2 (1,600 sq ft, Paxton soils, with underdrain), '
            'and underground detention chambers UD-1 (5,600 cf of storage in 84 StormTech SC-740 chambers) downstream of BR-2 '
            'for peak control. Figure 4 shows the location and size of each practice and the maintenance easement.'))
    a(('p', 'Bioretention section (BR-1, BR-2): 9-inch ponding, 3 inches of mulch, 30 inches of bioretention soil, 3-inch '
            'pea gravel, 12 inches of No. 57 stone; BR-2 has a 6-inch perforated underdrain to UD-1. Stone diaphragm and '
            'pretreatment forebay at each curb cut. UD-1: chambers on 9 inches of No. 57 stone, wrapped in non-woven geotextile, '
            'isolator row for sediment, 18-in inlet and a 4-in orifice outlet control structure.'))
    a(('p', 'Hydrology: HydroCAD 10.2 (TR-20) models of existing and proposed conditions, with NOAA Atlas 14 rainfall (1-year '
            '2.9 in, 10-year 5.0 in, 100-year 8.8 in), route every pipe, BR-1, BR-2, UD-1 and the outlet structure (Appendix B).'))
    a(('p', 'Sizing summary (Design Manual, Chapter 10 enhanced phosphorus removal):'))
    a(('table', ['Criterion', 'Required', 'Provided', 'How'], [
        ['WQv (1-yr runoff volume)', '6,480 cf', '6,720 cf', 'BR-1 + BR-2'],
        ['RRv (HSG B/C)', '1,950 cf', '2,210 cf', 'Infiltration in BR-1'],
        ['Cpv (1-yr, 24-hr ext. detention)', '5,900 cf', '6,100 cf', 'UD-1 with 4-in orifice'],
        ['Qp (10-yr)', 'post <= pre 4.8 cfs', '4.1 cfs', 'UD-1'],
        ['Qf (100-yr)', 'safe conveyance; post <= pre 9.6 cfs', '8.9 cfs', 'UD-1 overflow weir'],
    ], [0.3, 0.22, 0.18, 0.3]))
    a(('p', 'No Design Manual criterion is waived and there are no deviations from the Design Manual.'))
    a(('p', 'O&M plan: Route 202 Storage LLC, as owner, is responsible for long-term operation and maintenance of all '
            'practices. BR-1/BR-2: inspect monthly for the first year then quarterly and after storms over 1 inch; remove '
            'sediment from forebays when 3 inches deep; replace mulch yearly; replace dead plants. UD-1: inspect the isolator '
            'row twice a year and jet-vac when sediment exceeds 3 inches. Catch basins: clean sumps twice a year. Records are '
            'kept for Town inspection.'))
    a(('p', 'A 20-foot stormwater maintenance easement in favor of the Town of Somers over BR-1, BR-2, UD-1 and their access '
            'is shown on Figure 4 and the site plan and will be recorded in the Westchester County Clerk\'s office; it remains '
            'in effect upon any transfer of title.'))
    a(('p', 'The owner will execute a Stormwater Control Facility Maintenance Agreement based on the NYSDEC sample agreement '
            'on file with the Town: it binds the owner and all subsequent owners of the parcel to maintain the practices, grants '
            'the Town access and the right to perform work at the owner\'s cost, and is recorded as a deed restriction before '
            'final plan approval.'))
    a(('fig', site('sw'), 'Figure 4 - Post-construction stormwater plan'))
    a(('h1', '8. Engineer\'s Certification'))
    a(('p', 'I certify that this SWPPP was prepared under my direction and that the stormwater management practices designed '
            'in it meet the requirements of Chapter 93 of the Code of the Town of Somers.'))
    a(('sig', ['/s/ Janet R. Whitcomb', 'Janet R. Whitcomb, P.E., NYS License No. 090336', 'Titicus Valley Engineering, PLLC - April 7, 2025']))
    a(('h1', '9. Contractor Certifications'))
    a(('p', 'The certification statements of the site contractor and its subcontractors will be submitted under separate '
            'cover before the pre-construction meeting.'))
    a(('break',))
    a(('h1', 'Appendix A - Soil Test Data'))
    a(('table', ['Pit', 'Location', 'Depth to mottling / rock', 'Perc. rate', 'Infiltration (in/hr)'], [
        ['DT-1', 'BR-1', '>8 ft / none', '6 min/in', '1.2'], ['DT-2', 'BR-1', '>8 ft / none', '7 min/in', '1.1'],
        ['DT-3', 'BR-2', '32 in mottling', '>60 min/in', '<0.3'], ['DT-4', 'UD-1', '40 in mottling', '45 min/in', '0.4'],
    ], [0.1, 0.2, 0.3, 0.2, 0.2]))
    a(('h1', 'Appendix B - HydroCAD Summary'))
    a(('table', ['Point', '1-yr (cfs)', '10-yr (cfs)', '100-yr (cfs)'], [
        ['DP-1 existing', '1.6', '4.8', '9.6'], ['DP-1 proposed', '0.9', '4.1', '8.9'], ['UD-1 peak stage (ft)', '1.9', '2.6', '3.0'],
    ], [0.4, 0.2, 0.2, 0.2]))
    a(('h1', 'Appendix C - Inspection Report'))
    a(('table', ['Practice', 'Condition', 'Action / date'], [[c, '', ''] for c in ['SCE-1', 'SF-1', 'DD-1', 'SB-1', 'Inlet protection', 'TS-1', 'CW-1', 'Seeded areas']], [0.3, 0.3, 0.4]))
    return B


def build(out_pdf):
    td = tempfile.mkdtemp()
    dx = os.path.join(td, NAME + '.docx')
    render.to_docx(blocks(), dx, font='Cambria', size=10.5, header_text='Route 202 Self-Storage - SWPPP',
                   footer_text='Titicus Valley Engineering, PLLC - April 2025')
    render.soffice_pdf(dx, out_pdf)


ITEMS_SOM = ['93-6A(1)(%s)' % c for c in 'abcdefghijkl'] + ['93-6A(3)(%s)' % c for c in 'bcdefghi'] + ['93-6B', '93-6D']

LABEL = dict(
    checklist='somers-ch93',
    house_style='Phase-organised SWPPP (controls described inside each construction phase)',
    producer='LibreOffice from Word (python-docx)',
    decision='incomplete',
    facts=dict(disturbed_acres=2.9, project_type='commercial self-storage facility (93-6A(2)(g))', single_family=False,
               impaired_water=True, phased=True, max_disturbed_at_once_acres=2.9,
               receiving_water='unnamed tributary of the Muscoot River / Muscoot Reservoir (phosphorus TMDL)', municipality='Town of Somers'),
    status={**{i: 'present' for i in ITEMS_SOM}, '93-6A(1)(b)': 'missing', '93-6D': 'missing'},
    evidence={
        '93-6A(1)(a)': 'Soil disturbance totals 2.90 acres',
        '93-6A(1)(c)': 'Charlton fine sandy loam, 3-8% slopes',
        '93-6A(1)(d)': 'The whole disturbance is 2.90 acres, so not more than five acres is ever open.',
        '93-6A(1)(e)': 'Trash and debris go into two covered 30-yard containers emptied weekly',
        '93-6A(1)(f)': 'Topsoil 4 in and permanent seed',
        '93-6A(1)(g)': 'Figure 3 shows where each practice goes and its size or length.',
        '93-6A(1)(h)': 'SB-1 sizing: drainage area 2.6 acres x 3,600 cf/ac = 9,360 cf required',
        '93-6A(1)(i)': 'so there are no industrial stormwater discharges',
        '93-6A(1)(j)': 'the minimum controls that must be in place for it, when they go in and how long they stay',
        '93-6A(1)(k)': 'inspects all E&SC practices every 7 calendar days',
        '93-6A(1)(l)': 'No element of this plan departs from those standards',
        '93-6A(3)(b)': 'bioretention area BR-1 (2,900 sq ft, Charlton soils, infiltrating)',
        '93-6A(3)(c)': 'Figure 4 shows the location and size of each practice',
        '93-6A(3)(d)': 'route every pipe, BR-1, BR-2, UD-1 and the outlet structure',
        '93-6A(3)(e)': 'No Design Manual criterion is waived and there are no deviations from the Design Manual.',
        '93-6A(3)(f)': 'Bioretention section (BR-1, BR-2): 9-inch ponding',
        '93-6A(3)(g)': 'is responsible for long-term operation and maintenance of all practices',
        '93-6A(3)(h)': 'it remains in effect upon any transfer of title',
        '93-6A(3)(i)': 'subsequent owners of the parcel to maintain the practices',
        '93-6B': 'Janet R. Whitcomb, P.E., NYS License No. 090336',
    },
    gaps={
        '93-6A(1)(b)': dict(kind='partial: required content missing from the site map',
                            where="Figure 2 and its description in Section 2 (PDF p. {pg:Figure 2, at 1 inch = 80 feet}) show every other required element, but no figure or drawing shows the locations of the different soil types with their boundaries; soils appear only as the Section 2 table (ChB, PnB, Wd with percentages of the LOD)"),
        '93-6D': dict(kind='deferred',
                      where="Section 9 'Contractor Certifications' (PDF p. {pg:will be submitted under separate}): 'will be submitted under separate cover before the pre-construction meeting'; no certification statement or form is in the plan"),
    },
    ambiguous_items=[],
    acceptable_decisions=None,
    notes=('Commercial development (93-6A(2)(g)) disturbing 2.90 ac, so 93-6A(3)(b)-(i) and 93-6B apply. Impaired water: the plan '
           'states the Muscoot Reservoir basin is under the phosphorus TMDL (changes no Somers item). Controls are described inside '
           'Phases 0-5: (1)(j) minimum controls per activity with placement timing and minimum duration, and (1)(f) the stabilization '
           'for each stage, live in the phase paragraphs, not under their own headings. (1)(h): the 3. table gives size, materials, '
           'installation and O&M for every practice, plus SB-1 siting/sizing and DD-1. (1)(i) and (1)(l) are present as statements that '
           'there are none. (1)(b): Somers alone requires soil-type boundaries on the site map; this plan has everything else '
           '(location map, 1 in = 80 ft, LOD, undisturbed areas, vegetation, watercourse, buffer, drainage, slopes, adjacent-property '
           'storage statement, DP-1) but no soil boundaries: missing. 93-6D: deferred to separate cover.'),
)
