"""p01: Asharoken, single-family residence 1.32 ac, county SWCD small-site format with a compliance
matrix ("Checklist / Location in SWPPP") at the front. Chromium print-to-PDF."""
from figs import rect, poly, line, text, arrow, circle, north, title_block, legend, location_map
import render

NAME = 'p01_ash_swcd_matrix_lindqvist_residence'

CSS = """
@page { size: letter; margin: 0.7in 0.75in 0.8in 0.75in;
  @bottom-center { content: "Lindqvist Residence SWPPP - page " counter(page); font-size: 8pt; } }
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.6pt; line-height: 1.35; }
.title { font-size: 20pt; font-weight: bold; text-align: center; margin-top: 60pt; }
.subtitle { font-size: 12pt; text-align: center; margin-top: 8pt; }
.center { text-align: center; }
h1 { font-size: 12.5pt; background: #1d4f2e; color: white; padding: 3pt 6pt; margin: 14pt 0 6pt 0; }
h2 { font-size: 10.5pt; border-bottom: 1px solid #1d4f2e; margin: 10pt 0 4pt 0; }
h3 { font-size: 10pt; margin: 8pt 0 3pt 0; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0 8pt 0; font-size: 8.4pt; }
th { background: #dfe9df; } th, td { border: 1px solid #555; padding: 2pt 4pt; vertical-align: top; text-align: left; }
.pb { page-break-after: always; }
.fig { text-align: center; margin: 6pt 0; } .cap { font-size: 8.5pt; font-style: italic; margin-top: 3pt; }
.small { font-size: 8pt; } .sig { margin: 10pt 0 10pt 0; line-height: 1.6; }
"""

# ----------------------------------------------------------------------------- figures

def fig_location():
    return location_map(
        500, 380,
        roads=[([(40, 330), (120, 300), (210, 250), (300, 200), (380, 160), (470, 120)], 'Asharoken Avenue', (250, 240)),
               ([(20, 360), (60, 335)], 'to Northport / Ft. Salonga Rd (Rte 25A)', (30, 372))],
        waters=[([(0, 0), (500, 0), (500, 95), (400, 130), (300, 175), (200, 225), (100, 275), (0, 310)], 'LONG ISLAND SOUND', (150, 60)),
                ([(0, 380), (0, 345), (120, 325), (230, 275), (330, 228), (420, 190), (500, 160), (500, 380)], 'DUCK ISLAND HARBOR / NORTHPORT BAY', (220, 330))],
        site_xy=(300, 196), site_label='SITE - 418 Asharoken Ave',
        title='FIGURE 1 - GENERAL LOCATION MAP',
        notes=['Village of Asharoken, Town of Huntington, Suffolk County, NY', 'Schematic; not to scale. Eatons Neck lies to the east.'])


def site_base(show_esc):
    W, H = 520, 560
    p = []
    # sound / beach / bluff
    p.append(poly([(0, 0), (520, 0), (520, 60), (0, 75)], stroke='blue', fill='lightblue'))
    p.append(text(180, 30, 'LONG ISLAND SOUND', 10, True))
    p.append(poly([(0, 75), (520, 60), (520, 110), (0, 125)], stroke='brown', fill='tan'))
    p.append(text(30, 100, 'BEACH (Bc) - mean high water line / NYSDEC tidal wetland boundary at seaward edge', 6.5))
    p.append(line([(0, 125), (520, 110)], stroke='brown', width=2))
    p.append(text(330, 124, 'TOE OF BLUFF', 6.5))
    p.append(poly([(0, 125), (520, 110), (520, 170), (0, 185)], stroke='green', fill='lightgreen'))
    p.append(text(40, 160, 'BLUFF FACE - beach grass and bayberry - TO REMAIN UNDISTURBED (CpE, 15-35%)', 6.5))
    p.append(line([(0, 185), (520, 170)], stroke='brown', width=2, dash='6,3'))
    p.append(text(360, 182, 'CREST OF BLUFF', 6.5))
    # property line
    p.append(poly([(20, 75), (500, 62), (500, 530), (20, 530)], stroke='black', dash='10,4', width=1.2))
    p.append(text(430, 545, 'ASHAROKEN AVENUE', 8, True))
    p.append(line([(0, 535), (520, 535)], width=2))
    # contours existing (grey dashed) and proposed (black)
    for i, y in enumerate([230, 290, 350, 410, 470]):
        p.append(line([(25, y + 8), (200, y), (495, y - 6)], stroke='grey', dash='3,2', width=0.6))
        p.append(text(470, y - 9, 'ex %d' % (36 - 2 * i), 5.5))
    for i, y in enumerate([245, 315, 385]):
        p.append(line([(120, y), (420, y - 4)], stroke='black', width=0.6))
        p.append(text(122, y - 2, 'pr %d' % (36 - 3 * i), 5.5))
    # LOD
    p.append(poly([(70, 205), (455, 197), (455, 520), (70, 520)], stroke='red', dash='8,3', width=1.3))
    p.append(text(74, 216, 'LIMIT OF DISTURBANCE (1.32 ac)', 6.5, True))
    # woods east (undisturbed)
    p.append(rect(458, 195, 40, 330, stroke='green', fill='lightgreen'))
    p.append(text(461, 300, 'WOODS', 6))
    p.append(text(461, 309, 'TO', 6))
    p.append(text(461, 318, 'REMAIN', 6))
    # house, pool, driveway, OWTS
    p.append(rect(190, 300, 130, 75, fill='lightgrey'))
    p.append(text(205, 340, 'PROPOSED 2-STORY DWELLING', 6.5, True))
    p.append(text(215, 350, 'FF EL. 38.0', 6))
    p.append(rect(220, 245, 70, 35, stroke='blue', fill='lightblue'))
    p.append(text(232, 266, 'POOL', 6.5))
    p.append(poly([(300, 375), (330, 375), (360, 520), (330, 520)], fill='lightgrey'))
    p.append(text(340, 470, 'STONE DRIVEWAY', 6))
    p.append(rect(110, 400, 60, 45, dash='3,2'))
    p.append(text(112, 425, 'I/A OWTS', 6))
    for x, y in [(175, 320), (335, 320)]:
        p.append(circle(x, y, 5, stroke='black'))
    p.append(text(150, 312, 'DW', 5.5))
    # drainage arrows toward sound
    for x, y in [(130, 300), (400, 300), (260, 230)]:
        p.append(arrow(x, y, x + 2, y - 55))
    p.append(text(268, 195, 'DP-1 (sheet flow to beach)', 6.5, True))
    if show_esc:
        p.append(line([(72, 225), (453, 217)], stroke='orange', width=2.2))
        p.append(text(90, 234, 'CFS-1 12-in compost filter sock, 160 LF + SF-1 silt fence, 385 LF (total perimeter)', 6))
        p.append(line([(72, 240), (453, 232)], stroke='brown', width=2.2, dash='2,2'))
        p.append(text(330, 246, 'TD-1 diversion berm 140 LF', 6))
        p.append(line([(72, 225), (72, 515)], stroke='orange', width=2.2))
        p.append(line([(453, 217), (453, 515)], stroke='orange', width=2.2))
        p.append(rect(80, 250, 34, 26, stroke='brown', fill='tan'))
        p.append(text(80, 284, 'ST-1 2,400 cf', 6))
        p.append(rect(325, 490, 30, 35, stroke='black', fill='lightgrey'))
        p.append(text(260, 505, 'SCE-1 50x12 ft', 6))
        p.append(circle(400, 420, 16, stroke='brown', fill='tan'))
        p.append(text(378, 446, 'TS-1 topsoil stockpile', 6))
        p.append(rect(380, 470, 16, 16, stroke='black'))
        p.append(text(400, 482, 'CW-1 8x8 ft', 6))
    p += north(495, 200 if show_esc else 200)
    return W, H, p


def fig_site():
    W, H, p = site_base(False)
    p += title_block(W, H, ['FIGURE 2 - EXISTING CONDITIONS AND SITE MAP', 'Scale: 1 in = 40 ft (plotted)', 'Contours: 2-ft, NAVD88'])
    return dict(w=W, h=H, prims=p)


def fig_esc():
    W, H, p = site_base(True)
    p += title_block(W, H, ['FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN', 'Scale: 1 in = 40 ft (plotted)', 'See Table 4-2 for details'])
    return dict(w=W, h=H, prims=p)


def fig_details():
    p = []
    # silt fence detail
    p.append(text(10, 18, 'DETAIL A - SILT FENCE (SF-1)', 8, True))
    p.append(line([(20, 150), (230, 150)], width=1.5))
    for x in (60, 140):
        p.append(rect(x, 60, 4, 110, fill='brown'))
    p.append(line([(64, 70), (140, 70)], stroke='grey', width=1))
    p.append(rect(64, 70, 76, 80, stroke='grey', fill='lightgrey'))
    p.append(text(150, 80, '36-in woven geotextile', 6.5))
    p.append(text(150, 90, '2x2-in hardwood stakes, 8 ft o.c.', 6.5))
    p.append(text(150, 100, 'fabric toe buried 6 in x 6 in', 6.5))
    p.append(text(150, 110, 'upslope side -> left', 6.5))
    # SCE detail
    p.append(text(260, 18, 'DETAIL B - STABILIZED CONSTRUCTION ENTRANCE', 8, True))
    p.append(rect(270, 50, 220, 60, fill='lightgrey'))
    p.append(text(280, 80, '1-4 in crushed stone, 8 in thick, over woven geotextile', 6.5))
    p.append(text(280, 125, 'Length 50 ft min; width 12 ft min; full width of ingress/egress', 6.5))
    # compost sock
    p.append(text(10, 200, 'DETAIL C - COMPOST FILTER SOCK (CFS-1)', 8, True))
    p.append(circle(80, 250, 20, stroke='brown', fill='tan'))
    p.append(text(120, 245, '12-in diameter sock, staked 10 ft o.c.', 6.5))
    p.append(text(120, 255, 'with 2x2 stakes through center', 6.5))
    # sediment trap
    p.append(text(260, 200, 'DETAIL D - TEMPORARY SEDIMENT TRAP (ST-1)', 8, True))
    p.append(poly([(270, 220), (300, 280), (440, 280), (470, 220)], stroke='brown', fill='tan'))
    p.append(text(290, 300, 'Wet storage 1,200 cf + dry storage 1,200 cf; 2:1 side slopes', 6.5))
    p.append(text(290, 310, 'Stone outlet: 4-in stone core faced with 1 ft of No. 2 stone', 6.5))
    # concrete washout
    p.append(text(10, 340, 'DETAIL E - CONCRETE WASHOUT (CW-1)', 8, True))
    p.append(rect(40, 360, 120, 50, fill='lightgrey'))
    p.append(text(40, 425, '8 ft x 8 ft x 2 ft deep, 10-mil poly liner,', 6.5))
    p.append(text(40, 435, 'straw-bale or sandbag berm', 6.5))
    p.append(text(260, 340, 'DETAIL F - TEMPORARY DIVERSION BERM (TD-1)', 8, True))
    p.append(poly([(280, 410), (330, 370), (350, 370), (400, 410)], stroke='brown', fill='tan'))
    p.append(text(280, 425, '18 in high, 2 ft top, 2:1 sides, compacted; seeded', 6.5))
    return dict(w=520, h=460, prims=p)


# ----------------------------------------------------------------------------- text

MATRIX = [
    ('44-8B(1)(a)', 'Project background - scope, location, type, size', 'Part 1, 1.1'),
    ('44-8B(1)(b)', 'Site map and general location map (1 in = 100 ft or larger)', 'Figs. 1 and 2'),
    ('44-8B(1)(c)', 'Soils description', 'Part 2, 2.3'),
    ('44-8B(1)(d)', 'Phasing / sequence; 5-acre maximum', 'Part 3, 3.1'),
    ('44-8B(1)(e)', 'Litter, chemicals, debris', 'Part 5, 5.1'),
    ('44-8B(1)(f)', 'Materials storage, spill prevention/response', 'Part 5, 5.2'),
    ('44-8B(1)(g)', 'Temp./perm. stabilization, runoff and sediment control', 'Part 4, 4.1'),
    ('44-8B(1)(h)', 'E&SC plan - location, size, length', 'Fig. 3'),
    ('44-8B(1)(i)', 'E&SC dimensions, materials, details; basin sizing', 'Part 4, 4.2; Fig. 4'),
    ('44-8B(1)(j)', 'Temporary practices converted to permanent', 'Part 4, 4.6'),
    ('44-8B(1)(k)', 'Implementation schedule (placement, duration)', 'Part 4, 4.4'),
    ('44-8B(1)(l)', 'E&SC maintenance schedule', 'Appendix C'),
    ('44-8B(1)(m)', 'Receiving water(s)', 'Part 2, 2.4'),
    ('44-8B(1)(n)', 'Responsibilities by part of site', 'Part 3, 3.2'),
    ('44-8B(1)(o)', 'Diversion / storage structures', 'Part 4, 4.3'),
    ('44-8B(1)(p)', 'Existing runoff data', 'Part 2, 2.5 - TBD'),
    ('44-8B(3)(b)-(i)', 'Post-construction SMPs, easements, agreement', 'N/A - see 1.2'),
    ('44-8C', 'Design professional certification', 'Part 7'),
    ('44-8D', 'Other permits', 'Part 1, 1.3'),
    ('44-8E', 'Contractor / subcontractor certifications', 'Appendix E'),
    ('44-8F', 'SWPPP copy kept on site', 'Part 6, 6.3'),
]


def blocks():
    B = []
    a = B.append
    a(('space', 10))
    a(('center', 'Suffolk County Small-Site SWPPP Format (District Form SS-1, Rev. 2024)'))
    a(('title', 'STORMWATER POLLUTION PREVENTION PLAN'))
    a(('subtitle', 'Lindqvist Residence - 418 Asharoken Avenue'))
    a(('subtitle', 'Village of Asharoken, Suffolk County, New York'))
    a(('subtitle', 'SCTM No. 0401-004.00-02.00-011.000'))
    a(('space', 30))
    a(('table', None, [
        ['Owner / Operator', 'Erik and Dana Lindqvist, 418 Asharoken Avenue, Northport, NY 11768, (631) 555-0119'],
        ['SWPPP Preparer', 'North Shore Site Engineering, PLLC, 72 Main Street, Northport, NY 11768, (631) 555-0142'],
        ['Submitted to', 'Village of Asharoken Stormwater Management Officer and Board of Trustees'],
        ['Permit basis', 'Village Code Chapter 44; NYSDEC SPDES General Permit GP-0-25-001'],
        ['Date', 'March 14, 2025'],
    ], [0.28, 0.72]))
    a(('space', 40))
    a(('small', 'This plan follows the District small-site outline. The compliance checklist on the next page shows where each '
                'Village requirement is addressed. Section numbers refer to Parts 1-7 and Appendices A-E.'))
    a(('break',))
    a(('h1', 'SWPPP COMPLIANCE CHECKLIST - VILLAGE CODE SECTION 44-8'))
    a(('p', 'Checklist / Location in SWPPP. The applicant completes the right-hand column; the reviewer initials each row.'))
    a(('table', ['Code ref.', 'Checklist item', 'Location in SWPPP', 'Reviewer'],
       [[r[0], r[1], r[2], ''] for r in MATRIX], [0.16, 0.46, 0.26, 0.12]))
    a(('break',))
    # Part 1
    a(('h1', 'PART 1 - PROJECT INFORMATION'))
    a(('h2', '1.1 Project Description'))
    a(('p', 'The owners propose to demolish the existing one-story cottage at 418 Asharoken Avenue and build a two-story '
            'single-family dwelling (3,150 sq ft footprint) with attached garage, an in-ground pool and patio, a crushed-stone '
            'driveway, a new I/A OWTS sanitary system, and re-grading of the rear lawn. The parcel is 2.05 acres on the Long Island '
            'Sound side of Asharoken Avenue; the limit of disturbance encloses 1.32 acres (57,500 sq ft). Work is expected to '
            'start in May 2025 and take about 14 months.'))
    a(('h2', '1.2 Regulatory Applicability'))
    a(('p', 'Soil disturbance exceeds one acre, so the work is a land development activity under Chapter 44 and needs coverage '
            'under GP-0-25-001; the NOI will be filed once the Village accepts this SWPPP. The lot is not part of a larger common '
            'plan of development or sale.'))
    a(('p', 'Post-construction stormwater management practices are not required. The project is construction of one '
            'single-family residence disturbing less than five acres, so neither Condition B nor Condition C of Section 44-8B(2) '
            'applies, and the lot does not discharge to a 303(d)-listed or TMDL water (Condition A; see 2.4). Under the General '
            'Permit this is an E&SC-only SWPPP. Roof leaders will be piped to two drywells (DW) as the Village Building Department '
            'requires for new dwellings; these are building-code items and are not part of this plan.'))
    a(('h2', '1.3 Other Permits'))
    a(('table', ['Agency', 'Approval', 'Status'], [
        ['NYSDEC', 'SPDES GP-0-25-001 coverage (NOI)', 'To be filed after Village acceptance'],
        ['NYSDEC', 'Tidal Wetlands - letter of non-jurisdiction (work landward of bluff crest)', 'Issued Jan. 2025'],
        ['Suffolk County DHS', 'Article 6 / I/A OWTS approval', 'Approved Feb. 2025'],
        ['Village of Asharoken', 'Building permit; Chapter 44 SWPPP acceptance', 'Pending'],
    ], [0.25, 0.5, 0.25]))
    a(('h2', '1.4 Contacts'))
    a(('table', ['Role', 'Name / firm', 'Phone'], [
        ['Owner / operator', 'Erik and Dana Lindqvist', '(631) 555-0119'],
        ['Design engineer', 'Paul R. Ambrosino, P.E., North Shore Site Engineering, PLLC', '(631) 555-0142'],
        ['General contractor', 'Bayside Builders Corp., 45 New York Avenue, Huntington, NY 11743', '(631) 555-0187'],
        ['Site/excavation subcontractor', 'Crab Meadow Excavating, Inc., 9 Waterside Road, Northport, NY 11768', '(631) 555-0163'],
        ['Qualified inspector', 'Renee Castellano, CPESC, North Shore Site Engineering', '(631) 555-0145'],
    ], [0.3, 0.5, 0.2]))
    a(('break',))
    # Part 2
    a(('h1', 'PART 2 - SITE ASSESSMENT'))
    a(('h2', '2.1 Location and Land Use'))
    a(('p', 'The lot lies on the north (Sound) side of Asharoken Avenue about 0.6 mile west of the Eatons Neck line (Figure 1). '
            'It holds a one-story cottage, a shell driveway, lawn, a stand of black locust and oak along the east line, and a '
            'vegetated bluff that drops about 28 ft to the beach. Neighbouring land is single-family residential.'))
    a(('h2', '2.2 Topography and Drainage Patterns'))
    a(('p', 'The lawn rises gently from the road (el. 30) to about el. 38 near the bluff crest, then the bluff face falls at '
            '15-35% to the beach. Surface flow from the lawn moves north toward the bluff crest; the road side drains to the '
            'Asharoken Avenue shoulder. Existing and proposed contours are on Figure 2.'))
    a(('h2', '2.3 Soils'))
    a(('p', 'The NRCS Web Soil Survey for Suffolk County maps the building envelope as Carver and Plymouth sands, 3 to 15 percent '
            'slopes (CpC): deep, excessively drained sands, hydrologic soil group A. The bluff face is Carver and Plymouth sands, '
            '15 to 35 percent slopes (CpE), and the shore is mapped Beaches (Bc). Test hole TH-1 (Feb. 2025) found 0-1 ft brown '
            'loamy sand over brown fine to medium sand to 16 ft, with no groundwater encountered. These sands erode readily once '
            'the sod is stripped and are prone to wind transport.'))
    a(('h2', '2.4 Receiving Waters'))
    a(('p', 'Runoff leaves the lot as sheet flow over the bluff and beach to Long Island Sound, the only receiving water. The '
            'road-side strip drains to the Asharoken Avenue shoulder, which also outlets to the Sound. The Sound segment off '
            'Asharoken is not listed in GP-0-25-001 Appendix E for a construction-related pollutant, and the lot does not drain to '
            'Duck Island Harbor or Northport Bay.'))
    a(('h2', '2.5 Existing Stormwater Runoff Data'))
    a(('p', 'TBD - pre-development runoff computations will be furnished with the building permit drawings.'))
    a(('h2', '2.6 Wetlands, Vegetation and Sensitive Areas'))
    a(('p', 'The NYSDEC tidal wetland boundary is the seaward edge of the beach; no freshwater wetlands are on or next to the lot. '
            'The bluff face (beach grass, bayberry, rugosa rose) and the east woodland strip stay undisturbed and are fenced off '
            'with orange safety fence before any clearing.'))
    a(('break',))
    # Part 3
    a(('h1', 'PART 3 - CONSTRUCTION SEQUENCE AND RESPONSIBILITIES'))
    a(('h2', '3.1 Sequence of Construction'))
    a(('numlist', [
        'Pre-construction meeting with the owner, GC, excavation subcontractor, qualified inspector and Village SMO; give the Village 48 hours notice of start (week 1).',
        'Stake the limit of disturbance; install orange safety fence at the bluff crest and east woods; build SCE-1; install SF-1 and CFS-1 (week 1).',
        'Build TD-1 and ST-1 at the northwest corner of the work area before any stripping upslope of them (week 1-2).',
        'Demolish the cottage and remove the old cesspools; clear and grub the building envelope, driveway and OWTS area (weeks 2-3).',
        'Strip topsoil to stockpile TS-1; seed and sock the stockpile (weeks 3-4).',
        'Excavate for the foundation and pool; rough grade the lawn; temporarily seed and mulch any area idle for 7 days (weeks 4-8).',
        'Install utilities: water service, electric and gas in a common trench from the road, the I/A OWTS and leaching field, and roof drain piping to the drywells (weeks 8-12).',
        'Frame and close in the house; build the pool and patio (months 3-10).',
        'Place the driveway stone base and finish grading; spread 4 in of topsoil and seed and mulch all lawn areas (months 10-12).',
        'Plant beach grass and shrubs on the repaired bluff edge; once 80% perennial cover is established and the qualified inspector and SMO agree, the site is closed out and the NOT filed (months 12-14).',
    ]))
    a(('p', 'The whole disturbance is 1.32 acres, so no more than 1.32 acres will be open at any one time, well below the '
            'five-acre limit of the Blue Book.'))
    a(('h2', '3.2 Who Is Responsible for Each Part of the Site'))
    a(('p', 'Responsibility for carrying out this SWPPP is split by area as follows:'))
    a(('table', ['Area of site', 'Responsible party', 'Duties'], [
        ['Construction entrance, driveway and road shoulder', 'Bayside Builders Corp. (GC)', 'SCE-1 upkeep, street sweeping, dust control'],
        ['Building envelope, pool and patio', 'Bayside Builders Corp. (GC)', 'Waste container, materials storage, concrete washout'],
        ['Lawn grading, OWTS area, stockpile', 'Crab Meadow Excavating, Inc.', 'SF-1, CFS-1, TS-1, seeding and mulching'],
        ['Bluff crest, diversion berm, sediment trap', 'Crab Meadow Excavating, Inc.', 'TD-1, ST-1, blanket on bluff edge'],
        ['Whole site - inspections and records', 'Renee Castellano, CPESC (qualified inspector)', '7-day inspections, logbook, SMO contact'],
        ['Whole site - permit holder', 'Erik and Dana Lindqvist (owners)', 'NOI/NOT, final authority, funding of corrective work'],
    ], [0.34, 0.3, 0.36]))
    a(('break',))
    # Part 4
    a(('h1', 'PART 4 - EROSION AND SEDIMENT CONTROL (E&SC)'))
    a(('h2', '4.1 Stabilization, Runoff Control and Sediment Control by Stage'))
    a(('p', 'Each stage of the work carries its own temporary and permanent measures, listed in Table 4-1. All practices follow '
            'the New York State Standards and Specifications for Erosion and Sediment Control (Blue Book, November 2016).'))
    a(('table', ['Stage', 'Temporary measures', 'Permanent measures'], [
        ['Start-up / clearing and grubbing', 'SCE-1, SF-1, CFS-1, safety fence, water truck for dust', 'None yet'],
        ['Demolition and stripping', 'TD-1 berm, ST-1 trap, seeded/socked topsoil stockpile', '-'],
        ['Excavation and rough grading', 'Temporary seeding (annual ryegrass 40 lb/ac) and straw mulch 2 tons/ac on areas idle 7 days; blanket on slopes steeper than 3:1', '-'],
        ['Utilities and building', 'Inlet-free site; trench spoil on upslope side; daily backfill', 'Stone driveway base'],
        ['Final grading', 'Straw mulch on seeded areas', 'Topsoil 4 in; lawn seed mix (see 4.5 of Appendix A); beach grass plugs 18 in o.c. on bluff edge; patio and driveway surfaces'],
        ['Close-out', '-', '80% perennial vegetative cover over all pervious areas'],
    ], [0.22, 0.44, 0.34]))
    a(('h2', '4.2 Practice Dimensions, Materials and Installation'))
    a(('table', ['Practice', 'Dimensions', 'Materials', 'Installation'], [
        ['SF-1 silt fence', '385 LF, 30 in above grade', 'Woven geotextile, 2x2-in hardwood stakes 8 ft o.c.', 'Toe trenched 6 in x 6 in and backfilled; ends turned upslope (Detail A)'],
        ['CFS-1 compost filter sock', '160 LF, 12 in diameter', 'Blue Book-grade compost in photodegradable mesh', 'Staked 10 ft o.c. through the sock on the bluff-crest side (Detail C)'],
        ['SCE-1 construction entrance', '50 ft x 12 ft x 8 in', '1-4 in crushed stone on woven geotextile', 'Full width of access; graded to drain to SF-1 (Detail B)'],
        ['TD-1 diversion berm', '140 LF, 18 in high, 2 ft top', 'Compacted on-site sand, seeded', '2:1 side slopes; outlets to ST-1 (Detail F)'],
        ['ST-1 sediment trap', '2,400 cf total', 'Excavated; stone outlet', '2:1 sides; outlet crest 1.5 ft below top of embankment (Detail D)'],
        ['CW-1 concrete washout', '8 ft x 8 ft x 2 ft', '10-mil poly liner, sandbag berm', 'At least 100 ft from bluff crest (Detail E)'],
        ['Erosion control blanket', '4,200 sq ft', 'Straw/coconut double-net blanket', 'Staple per manufacturer; top anchored in 6-in trench'],
    ], [0.2, 0.2, 0.28, 0.32]))
    a(('p', 'Sizing of ST-1: the trap serves 0.60 acre of graded lawn. At the Blue Book rate of 3,600 cf per acre of drainage '
            'area the required volume is 2,160 cf (1,080 cf wet plus 1,080 cf dry storage); 2,400 cf is provided. No temporary '
            'sediment basin is needed because no control receives more than 0.6 acre.'))
    a(('h2', '4.3 Diversion and Runoff-Limiting Structures'))
    a(('p', 'TD-1, an 18-in compacted sand berm just landward of the bluff crest, intercepts sheet flow from the graded lawn and '
            'turns it west into ST-1 so that no construction runoff spills over the bluff face. ST-1 holds that flow and lets it '
            'soak into the HSG A sands. The compost sock on the crest is a second line behind the berm.'))
    a(('h2', '4.4 Implementation Schedule'))
    a(('table', ['Practice', 'Initial placement', 'Stays in place until'], [
        ['Safety fence (bluff, woods)', 'Before any clearing', 'Final landscaping complete'],
        ['SCE-1', 'First day, before equipment enters', 'Driveway stone base placed'],
        ['SF-1 and CFS-1', 'Before clearing and grubbing', 'Upslope area has 80% perennial cover'],
        ['TD-1 and ST-1', 'Before stripping upslope of the bluff crest', 'Lawn area draining to them is stabilized'],
        ['TS-1 stockpile protection', 'Same day stockpile is formed', 'Stockpile used up'],
        ['CW-1', 'Before first concrete pour', 'Last masonry/pool concrete work'],
        ['Temporary seeding / mulch', 'Within 7 days after work stops on an area', 'Area is final-graded and permanently seeded'],
    ], [0.3, 0.35, 0.35]))
    a(('h2', '4.5 Dust Control'))
    a(('p', 'Exposed sand is wetted with a water truck during dry, windy weather; no calcium chloride is used within 100 ft of '
            'the bluff.'))
    a(('h2', '4.6 Conversion of Temporary Practices to Permanent Controls'))
    a(('h2', '4.7 Location of E&SC Practices'))
    a(('p', 'Figure 3 locates every control and gives its size or length: SF-1 silt fence (385 LF), CFS-1 compost filter sock '
            '(160 LF), SCE-1 (50 ft x 12 ft), TD-1 berm (140 LF), ST-1 trap (2,400 cf), TS-1 stockpile, CW-1 washout (8 ft x 8 ft) '
            'and the blanket area on the bluff edge (4,200 sq ft). Details A-F are on Figure 4.'))
    a(('break',))
    # Part 5
    a(('h1', 'PART 5 - POLLUTION PREVENTION'))
    a(('h2', '5.1 Litter, Construction Chemicals and Debris'))
    a(('p', 'A 30-yard roll-off with a tarp cover sits beside the driveway; crews police the site at the end of each workday for '
            'wrappers, cups and loose packaging. Demolition debris goes out in the roll-off to a permitted C&D facility; nothing is '
            'buried or burned on site. Paints, stains, sealers, form oil and pool chemicals are brought in only in the quantities '
            'needed, kept closed in original containers, and empty containers leave in the roll-off. Portable toilets are staked '
            'down away from the bluff.'))
    a(('h2', '5.2 Materials Stored on Site; Spill Prevention and Response'))
    a(('p', 'Expected on site: lumber and sheathing, concrete block, bagged mortar and grout, driveway stone, topsoil, pool '
            'chemicals during start-up, diesel for equipment and small quantities of hydraulic oil, paint and sealant. There is no '
            'bulk fuel tank; equipment is fueled from a pickup transfer tank over a drip pan, never within 100 ft of the bluff crest.'))
    a(('p', 'Storage: lumber on dunnage under tarps; bagged goods, paints and oils on pallets inside a locked 20-ft shipping '
            'container with a spill pallet; stone and topsoil stockpiles ringed with compost sock. Spill kits (absorbent pads, '
            'sorbent boom, granular absorbent and disposal bags) are kept in the container and in the excavator cab. Any spill is '
            'stopped, contained and cleaned up at once; petroleum spills that are 5 gallons or more, or that reach the beach or '
            'water, are reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours and to the Village SMO.'))
    a(('break',))
    # Part 6
    a(('h1', 'PART 6 - INSPECTIONS AND RECORDS'))
    a(('h2', '6.1 Qualified Inspector'))
    a(('p', 'Renee Castellano, CPESC, will inspect the site at least once every 7 calendar days and within 24 hours after any '
            'storm of 0.5 in or more, using the form in Appendix D. Reports go to the owners and the GC within one business day '
            'and are kept in the on-site logbook.'))
    a(('h2', '6.2 Village Notifications'))
    a(('p', 'The Village enforcement official will be given 48 hours notice before start of work, installation of the E&SC '
            'measures, completion of clearing, rough grading and final grading, close of the construction season and completion '
            'of final landscaping.'))
    a(('h2', '6.3 Plan on Site'))
    a(('p', 'A copy of this SWPPP, the NOI, the acknowledgment letter and the inspection logbook are kept in the job trailer from '
            'the start of work until final stabilization.'))
    a(('h2', '6.4 Post-Construction Stormwater Management'))
    a(('p', 'Not applicable - see 1.2.'))
    a(('break',))
    a(('fig', fig_location(), 'Figure 1 - General location map'))
    a(('break',))
    a(('p', 'Figure 2 shows the whole 2.05-acre parcel, the proposed house, pool, driveway and sanitary system, the limit of '
            'disturbance, the areas that stay undisturbed (bluff face, beach and east woods), existing vegetation, Long Island '
            'Sound and the tidal wetland line, drainage arrows, existing and proposed contours, and the single discharge point '
            '(DP-1, sheet flow to the beach). No off-site staging, borrow, waste or equipment storage areas will be used.'))
    a(('fig', fig_site(), 'Figure 2 - Existing conditions and site map'))
    a(('break',))
    a(('fig', fig_esc(), 'Figure 3 - Erosion and sediment control plan'))
    a(('break',))
    a(('fig', fig_details(), 'Figure 4 - E&SC details (Blue Book standard details adapted)'))
    a(('break',))
    # Part 7
    a(('h1', 'PART 7 - CERTIFICATIONS'))
    a(('h2', '7.1 Design Professional'))
    a(('p', 'I certify that this SWPPP was prepared by me or under my direct supervision, and that the design of the stormwater '
            'management and erosion and sediment control practices in it meets the requirements of Chapter 44 of the Code of the '
            'Village of Asharoken and the NYS Standards and Specifications for Erosion and Sediment Control.'))
    a(('sig', ['Signed: /s/ Paul R. Ambrosino', 'Paul R. Ambrosino, P.E., NYS License No. 079814',
               'North Shore Site Engineering, PLLC - March 14, 2025', '[P.E. seal affixed]']))
    a(('h2', '7.2 Owner / Operator'))
    a(('p', 'We have read this SWPPP and will see that it is carried out, and we understand that the Village may stop work if '
            'the controls are not maintained.'))
    a(('sig', ['/s/ Erik Lindqvist    /s/ Dana Lindqvist    Date: March 17, 2025']))
    a(('break',))
    a(('h1', 'APPENDIX A - SEEDING AND MULCHING'))
    a(('table', ['Use', 'Mix', 'Rate', 'Notes'], [
        ['Temporary cover', 'Annual ryegrass', '40 lb/ac (1 lb/1,000 sq ft)', 'Spring to Aug. 15; winter rye after Aug. 15 at 100 lb/ac'],
        ['Permanent lawn', 'Kentucky bluegrass 40%, perennial ryegrass 30%, creeping red fescue 30%', '4 lb/1,000 sq ft', 'Lime and fertilize per soil test'],
        ['Bluff edge', 'Cape American beachgrass plugs', '2-3 culms per plug, 18 in o.c.', 'Plant Nov. 1 - Apr. 15'],
        ['Mulch', 'Clean straw', '2 tons/ac (90 lb/1,000 sq ft)', 'Crimp or tack on slopes'],
    ], [0.18, 0.38, 0.22, 0.22]))
    a(('h1', 'APPENDIX B - NOI SUMMARY'))
    a(('table', None, [
        ['Permit', 'GP-0-25-001'], ['Owner/operator', 'Erik and Dana Lindqvist'], ['Total site area', '2.05 ac'],
        ['Disturbed area', '1.32 ac'], ['Existing impervious', '0.09 ac'], ['Future impervious', '0.21 ac'],
        ['Receiving water', 'Long Island Sound'], ['SWPPP type', 'Erosion and sediment control only'],
    ], [0.4, 0.6]))
    a(('break',))
    a(('h1', 'APPENDIX C - E&SC MAINTENANCE SCHEDULE'))
    a(('p', 'To be completed by the site contractor and returned to the qualified inspector before work begins.'))
    a(('table', ['Practice', 'Maintenance frequency', 'Maintenance action', 'Responsible'], [
        ['', '', '', ''], ['', '', '', ''], ['', '', '', ''], ['', '', '', ''], ['', '', '', ''], ['', '', '', ''], ['', '', '', ''],
    ], [0.25, 0.25, 0.3, 0.2]))
    a(('h1', 'APPENDIX D - INSPECTION REPORT FORM'))
    a(('table', None, [
        ['Date / time', '', 'Inspector', ''], ['Rain since last inspection (in)', '', 'Weather', ''],
        ['Disturbed area now open (ac)', '', 'Areas stabilized since last visit', ''],
    ], [0.3, 0.2, 0.3, 0.2]))
    a(('table', ['Practice', 'Condition (OK / needs work)', 'Corrective action and date done'], [
        ['SCE-1', '', ''], ['SF-1', '', ''], ['CFS-1', '', ''], ['TD-1', '', ''], ['ST-1', '', ''], ['CW-1', '', ''],
        ['Stockpile TS-1', '', ''], ['Seeded / mulched areas', '', ''],
    ], [0.3, 0.3, 0.4]))
    a(('sig', ['Qualified inspector signature: ____________________   Date: __________']))
    a(('break',))
    a(('h1', 'APPENDIX E - CONTRACTOR CERTIFICATIONS'))
    for who in [('Thomas J. Keegan', 'President', 'Bayside Builders Corp., 45 New York Avenue, Huntington, NY 11743', '(631) 555-0187', 'March 20, 2025'),
                ('Luis Ferreira', 'Site Superintendent', 'Crab Meadow Excavating, Inc., 9 Waterside Road, Northport, NY 11768', '(631) 555-0163', 'March 21, 2025')]:
        a(('p', '"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the '
                'stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute '
                'to a violation of water quality standards."'))
        a(('sig', ['Name: %s    Title: %s' % (who[0], who[1]), 'Firm and address: %s' % who[2], 'Telephone: %s' % who[3],
                   'Site: Lindqvist Residence, 418 Asharoken Avenue, Village of Asharoken', 'Signature: /s/ %s    Date: %s' % (who[0], who[4])]))
    return B


def build(out_pdf):
    render.chromium_pdf(render.to_html(blocks(), CSS), out_pdf)


ITEMS_ASH = ['44-8B(1)(%s)' % c for c in 'abcdefghijklmnop'] + ['44-8B(3)(%s)' % c for c in 'bcdefghi'] + ['44-8C', '44-8E']

LABEL = dict(
    checklist='asharoken-ch44',
    house_style='County SWCD small-site format with compliance matrix',
    producer='Chromium print to PDF (HTML/CSS, inline SVG)',
    decision='incomplete',
    facts=dict(disturbed_acres=1.32, disturbed_sq_ft=57500, project_type='single-family residence (demolition and rebuild, pool)',
               single_family=True, impaired_water=False, conditions=[], phased=False,
               receiving_water='Long Island Sound (stated not in GP Appendix E)', municipality='Village of Asharoken'),
    status={**{i: 'present' for i in ITEMS_ASH},
            **{'44-8B(3)(%s)' % c: 'not_applicable' for c in 'bcdefghi'},
            '44-8B(1)(j)': 'missing', '44-8B(1)(l)': 'missing', '44-8B(1)(p)': 'missing'},
    evidence={
        '44-8B(1)(a)': 'the limit of disturbance encloses 1.32 acres (57,500 sq ft)',
        '44-8B(1)(b)': 'Figure 2 shows the whole 2.05-acre parcel',
        '44-8B(1)(c)': 'deep, excessively drained sands, hydrologic soil group A',
        '44-8B(1)(d)': 'no more than 1.32 acres will be open at any one time',
        '44-8B(1)(e)': 'crews police the site at the end of each workday',
        '44-8B(1)(f)': 'Spill kits (absorbent pads, sorbent boom, granular absorbent and disposal bags)',
        '44-8B(1)(g)': 'Each stage of the work carries its own temporary and permanent measures',
        '44-8B(1)(h)': 'Figure 3 locates every control and gives its size or length',
        '44-8B(1)(i)': 'At the Blue Book rate of 3,600 cf per acre of drainage area',
        '44-8B(1)(k)': 'Stays in place until',
        '44-8B(1)(m)': 'Long Island Sound, the only receiving water',
        '44-8B(1)(n)': 'Responsibility for carrying out this SWPPP is split by area as follows:',
        '44-8B(1)(o)': 'intercepts sheet flow from the graded lawn',
        '44-8C': 'Paul R. Ambrosino, P.E., NYS License No. 079814',
        '44-8E': 'Name: Thomas J. Keegan',
    },
    gaps={
        '44-8B(1)(j)': dict(kind='heading with nothing under it',
                            where="Part 4, heading '4.6 Conversion of Temporary Practices to Permanent Controls' (PDF p. {pg:4.6 Conversion of Temporary Practices}) is followed directly by 4.7; the compliance checklist points to 4.6 but no text anywhere says which temporary practices become permanent (or that none do)"),
        '44-8B(1)(l)': dict(kind='blank form',
                            where="Appendix C 'E&SC Maintenance Schedule' (PDF p. {pg:APPENDIX C - E&SC MAINTENANCE SCHEDULE}) is an empty table 'to be completed by the site contractor'; no maintenance frequency or action for any E&SC practice appears elsewhere (inspections in Part 6 are not a maintenance schedule)"),
        '44-8B(1)(p)': dict(kind='deferred',
                            where="Section 2.5 'Existing Stormwater Runoff Data' (PDF p. {pg:2.5 Existing Stormwater Runoff Data}) reads 'TBD - pre-development runoff computations will be furnished with the building permit drawings'"),
    },
    ambiguous_items=[],
    acceptable_decisions=None,
    notes=('Single-family residence disturbing 1.32 ac (>= 1 acre), so it is a land development activity under 44-3 and Chapter 44 applies. '
           'Conditions: B fails (< 5 ac), C fails (construction of a single-family residence is excluded), A fails on the plan\'s own statement '
           '(Long Island Sound segment not in GP Appendix E; no discharge to Duck Island Harbor / Northport Bay). So 44-8B(3)(b)-(i) are '
           'not_applicable; the roof drywells mentioned in 1.2 are building-code items and do not make them applicable. The front compliance '
           'matrix lists every item with a location, including (j) -> 4.6 (an empty heading), (l) -> Appendix C (a blank form) and (p) -> '
           '2.5 (TBD): a tool that trusts the matrix will call these present. (1)(k): the evidence quote is the column heading of the 4.4 '
           'implementation table, which gives placement timing and duration for every practice. (1)(i): Table 4.2 plus ST-1 sizing and '
           'Figure 4 details. Contractor certifications (Appendix E) are filled in and signed (/s/) by the GC and the excavation subcontractor.'),
)
