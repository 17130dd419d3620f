"""p17b_ash_dune_photolog: dune and beach-access restoration SWPPP written as a photo-log report.
Placeholder photographs drawn with Pillow; reportlab pages (captions are the text layer)."""
import io, random
from lib import *
from PIL import Image, ImageDraw, ImageFilter
from reportlab.lib.utils import ImageReader

NAME = 'p17b_ash_dune_photolog'


def photo(seed, kind):
    rnd = random.Random(seed)
    W, H = 1100, 720
    im = Image.new('RGB', (W, H))
    d = ImageDraw.Draw(im)
    hz = rnd.randint(200, 300)
    for y in range(hz):  # sky gradient
        t = y / hz
        d.line([(0, y), (W, y)], fill=(int(150 + 60 * t), int(180 + 50 * t), int(220 + 25 * t)))
    if kind in ('sound', 'scarp', 'plant', 'fence'):
        d.rectangle([0, hz, W, hz + 70], fill=(58, 96, 120))  # water
        for i in range(60):
            x = rnd.randint(0, W); y = rnd.randint(hz, hz + 70)
            d.line([(x, y), (x + rnd.randint(8, 30), y)], fill=(200, 215, 225))
        top = hz + 70
    else:
        d.rectangle([0, hz, W, hz + 40], fill=(70, 100, 70))  # trees
        for i in range(40):
            x = rnd.randint(0, W)
            d.ellipse([x - 40, hz - 40, x + 40, hz + 30], fill=(50 + rnd.randint(0, 30), 85 + rnd.randint(0, 30), 50))
        top = hz + 40
    d.rectangle([0, top, W, H], fill=(214, 196, 160))  # sand
    for i in range(9000):
        x = rnd.randint(0, W - 1); y = rnd.randint(top, H - 1)
        c = rnd.randint(-25, 25)
        im.putpixel((x, y), (214 + c // 2, 196 + c // 2, 160 + c // 2))
    if kind in ('scarp',):
        d.polygon([(0, top + 60), (W * 0.55, top + 40), (W * 0.6, top + 140), (0, top + 170)], fill=(180, 150, 110))
    if kind in ('plant', 'scarp', 'fence', 'path'):
        for i in range(500 if kind == 'plant' else 200):
            x = rnd.randint(0, W); y = rnd.randint(top + 30, H)
            d.line([(x, y), (x + rnd.randint(-8, 8), y - rnd.randint(12, 40))], fill=(110, 130, 60), width=2)
    if kind in ('fence', 'silt'):
        y0 = top + 120
        for x in range(40, W, 55):
            d.rectangle([x, y0 - 70, x + 6, y0 + 10], fill=(120, 85, 50))
        d.rectangle([40, y0 - 60, W, y0], fill=(40, 40, 40) if kind == 'silt' else None,
                    outline=(120, 85, 50))
        if kind == 'fence':
            for x in range(40, W, 9):
                d.line([(x, y0 - 60), (x, y0)], fill=(150, 110, 70), width=4)
    if kind in ('stage', 'mat'):
        d.rectangle([0, top + 100, W, H], fill=(120, 118, 112))  # pavement / mats
        for x in range(80, W, 260):
            d.rectangle([x, top + 60, x + 180, top + 150], fill=(rnd.randint(90, 200), 60, 40))
    if kind == 'trench':
        d.rectangle([300, top + 120, 800, top + 260], fill=(150, 150, 150))
        for i in range(900):
            x = rnd.randint(300, 800); y = rnd.randint(top + 120, top + 260)
            d.ellipse([x, y, x + 6, y + 5], fill=(rnd.randint(110, 190),) * 3)
    if kind == 'path':
        d.polygon([(480, H), (640, H), (580, top), (540, top)], fill=(190, 170, 130))
        d.line([(400, top + 30), (720, top + 70)], fill=(140, 110, 80), width=14)
    im = im.filter(ImageFilter.GaussianBlur(0.8))
    d = ImageDraw.Draw(im)
    d.text((W - 230, H - 30), '2025-04-%02d  10:%02d' % (rnd.randint(2, 28), rnd.randint(0, 59)), fill=(255, 140, 0))
    b = io.BytesIO()
    im.save(b, 'JPEG', quality=62)
    b.seek(0)
    return b


PHOTOS = [
    ('scarp', 'Photo 1. Existing conditions, looking west from Station 2+40 of the Association beach. Winter storms '
              'have cut a 3 to 5 ft vertical scarp into the primary dune along 420 ft of frontage, and the unmanaged '
              'footpath at Station 1+10 has become a blowout 14 ft wide. Existing runoff data: during the storm of '
              'January 10, 2025 the Village DPW observed runoff from Asharoken Avenue entering the blowout and cutting '
              'a rill 18 in. deep to the beach; the roadside leaching basin at the path head (catch basin CB-7) was '
              'recorded as surcharged on three occasions in 2024. No other runoff measurements exist for the site.'),
    ('sound', 'Photo 2. Looking north from the dune crest to Long Island Sound, the receiving water for all runoff '
              'from the site. Soils: the Suffolk County Soil Survey maps the work area as Beaches (Bc) and Dune land '
              '(Du); both are loose, excessively drained fine to medium sand (Hydrologic Soil Group A) with no '
              'cohesive fraction. Borrow sand will be beach-compatible medium sand (D50 0.35 to 0.50 mm) from an '
              'upland pit, with less than 5 percent fines.'),
    ('stage', 'Photo 3. Staging area in the Association parking lot, south of Asharoken Avenue. Materials to be stored '
              'here: beach-compatible sand (stockpile of up to 300 cy, covered and ringed with silt fence), bundled '
              'sand fence and cedar posts, coir fiber logs, bagged American beachgrass plugs, timber for the access '
              'walkway, and fuel for the compact track loader (in a 50-gallon double-walled tank on a spill pallet). '
              'A spill kit is kept at the tank; spills are contained, cleaned up with absorbent and reported to '
              'NYSDEC and the Village the same day. Litter and construction debris go into a lidded dumpster emptied '
              'weekly; no cut vegetation, strapping or plastic may be left on the beach, and the crew walks the '
              'wrack line at the end of each day to collect debris. Treated-wood offcuts and sealant containers are '
              'bagged and removed from the site daily.'),
    ('mat', 'Photo 4. Access from Asharoken Avenue to the beach at Station 1+10. A stabilized construction entrance '
            '(25 ft long x 12 ft wide, 6 in. of 1 to 3 in. crushed stone over woven geotextile) is placed at the road '
            'edge, and HDPE ground-protection mats (4 ft x 8 ft) are laid on the path so the loader never runs on '
            'bare sand above the dune toe. Inlet protection (filter fabric under the grate) is placed on CB-7.'),
    ('silt', 'Photo 5. Perimeter controls. Silt fence, 180 LF, encloses the staging stockpile (Detail A: 36-in. woven '
             'geotextile on 2x2 hardwood stakes at 6 ft centres, toe buried 6 in.). Along the landward edge of the '
             'work, 12-in. coir fiber logs, 420 LF, are staked with 2x2 stakes at 4 ft centres along the contour '
             '(Detail B). Locations and lengths of every control are shown on the Site Plan on page 2.'),
    ('path', 'Photo 6. Sequence of work. Phase 1 (week 1): install the entrance, mats, inlet protection, silt fence and '
             'fiber logs. Phase 2 (weeks 2 to 4): regrade the scarp to a 1:3 slope and place 2,400 cy of sand from '
             'west to east in 100-ft cells, fencing and planting each cell before the next is opened. Phase 3 '
             '(week 5): build the dune walkover and path, install the infiltration trench, remove the mats. Only '
             '1.35 acres is disturbed in total and no more than 0.4 acre is open at once.'),
    ('plant', 'Photo 7. Permanent stabilization. Each completed sand cell is planted with American beachgrass '
              '(Ammophila breviligulata), two culms per plug at 18 in. centres, with a mix of seaside goldenrod and '
              'beach plum on the back dune, between October 15 and April 15. Until planting, exposed sand is '
              'temporarily stabilized with straw mulch crimped into the sand and covered with biodegradable jute '
              'netting, staked at 3 ft centres.'),
    ('fence', 'Photo 8. Sand fence. Four-foot wooden slat sand fence is set in a zig-zag along the seaward toe during '
              'construction to hold the placed sand. This temporary fence will be left in place as permanent '
              'dune-building fence once planting is complete, and the coir fiber logs are left to decompose '
              'in place under the planted back dune as permanent toe protection.'),
    ('path', 'Photo 9. Diversion at the path head. A 10-in. high asphalt berm along the north edge of Asharoken '
             'Avenue and a stone-lined water bar across the top of the path divert road runoff away from the '
             'exposed dune and into the infiltration trench, so that flow no longer reaches the beach through the '
             'blowout. During construction the water bar directs runoff from the path into a 4 ft x 8 ft x 2 ft '
             'stone sediment sump lined with filter fabric, which stores the runoff and lets it seep into the sand.'),
    ('trench', 'Photo 10. Post-construction practice. A stone infiltration trench, 40 ft long x 4 ft wide x 4 ft '
               'deep, is built at the path head to receive runoff from 0.21 acre of Asharoken Avenue now reaching '
               'the blowout. It is filled with 1.5 to 2.5 in. washed stone wrapped in non-woven geotextile, with a '
               '6-in. perforated HDPE distribution pipe, an observation well and a 12-in. stone overflow into CB-7 '
               '(Detail C). The trench bottom is 3 ft above the seasonal high water table.'),
]


def site_plan(c):
    W, H = letter
    c.setFont('Helvetica-Bold', 11)
    c.drawString(54, H - 60, 'SITE PLAN AND PHOTO KEY (page 2)')
    c.setFont('Helvetica', 8)
    c.drawString(54, H - 74, 'Scale 1 in = 40 ft. Total site (Association beach lot) 2.6 acres; limit of disturbance 1.35 acres.')
    x0, y0, w, h = 54, 220, W - 108, H - 320
    c.rect(x0, y0, w, h)
    c.setFont('Helvetica', 7)
    c.drawString(x0 + 6, y0 + h - 14, 'LONG ISLAND SOUND (MEAN HIGH WATER) - DISCHARGE BY SHEET FLOW ACROSS BEACH')
    c.setDash(5, 3); c.line(x0, y0 + h - 40, x0 + w, y0 + h - 30); c.setDash()
    c.drawString(x0 + 6, y0 + h - 52, 'TIDAL WETLAND / COASTAL EROSION HAZARD LINE - BEACH NOT DISTURBED SEAWARD OF SAND FENCE')
    c.drawString(x0 + 6, y0 + h - 100, 'SAND FENCE 440 LF (ZIG-ZAG)')
    for x in range(int(x0 + 10), int(x0 + w - 10), 14):
        c.line(x, y0 + h - 90, x + 7, y0 + h - 84)
    c.setDash(2, 2); c.rect(x0 + 10, y0 + 70, w - 20, h - 170); c.setDash()
    c.drawString(x0 + 14, y0 + 74, 'LIMIT OF DISTURBANCE 1.35 AC')
    c.drawString(x0 + 60, y0 + 150, 'PRIMARY DUNE RESTORATION - SAND PLACEMENT 2,400 CY, CELLS 1-4 (100 FT EACH)')
    c.drawString(x0 + 60, y0 + 140, 'EXISTING SCARP 3-5 FT, FINAL SLOPE 1:3; EX. VEGETATION BEACHGRASS/BAYBERRY')
    c.drawString(x0 + 14, y0 + 110, 'CFL - COIR FIBER LOG 420 LF')
    c.line(x0 + 14, y0 + 104, x0 + w - 14, y0 + 104)
    c.rect(x0 + 140, y0 + 10, 40, 60)
    c.drawString(x0 + 185, y0 + 40, 'DUNE WALKOVER / PATH STA 1+10')
    c.drawString(x0 + 185, y0 + 30, 'IT-1 INFILTRATION TRENCH 40x4x4 FT')
    c.drawString(x0 + 185, y0 + 20, 'SCE 25x12; WATER BAR; SEDIMENT SUMP 4x8x2')
    c.drawString(x0 + 185, y0 + 10, 'MAINTENANCE EASEMENT 15 FT WIDE (SEE PAGE 13)')
    for k, (px, py) in enumerate([(0.2, 0.7), (0.5, 0.85), (0.8, 0.1), (0.32, 0.1), (0.7, 0.35), (0.45, 0.45),
                                 (0.6, 0.6), (0.25, 0.78), (0.38, 0.16), (0.3, 0.2)]):
        cx, cy = x0 + px * w, y0 + py * h
        c.circle(cx, cy, 7); c.drawCentredString(cx, cy - 2.5, str(k + 1))
    c.drawString(x0, y0 - 14, 'ASHAROKEN AVENUE - ROAD RUNOFF 0.21 AC TO CB-7; STAGING AREA IN ASSOCIATION LOT SOUTH OF ROAD (NO OFF-SITE STORAGE)')
    c.drawString(x0, y0 - 26, 'DRAINAGE: DUNE AND BEACH DRAIN NORTH TO THE SOUND; ROAD DRAINS TO CB-7 AND IT-1.')
    # location map
    c.rect(x0, 60, 180, 130)
    c.drawString(x0 + 4, 180, 'LOCATION MAP (NOT TO SCALE)')
    p = c.beginPath(); p.moveTo(x0 + 5, 110); p.curveTo(x0 + 60, 130, x0 + 120, 100, x0 + 175, 125); c.drawPath(p)
    c.drawString(x0 + 40, 150, 'LONG ISLAND SOUND'); c.drawString(x0 + 30, 75, 'NORTHPORT BAY')
    c.circle(x0 + 100, 112, 4, fill=1); c.drawString(x0 + 106, 100, 'SITE')
    c.rect(x0 + 200, 60, w - 200, 130)
    c.setFont('Helvetica-Bold', 8)
    c.drawString(x0 + 206, 176, 'DETAILS')
    c.setFont('Helvetica', 7)
    for i, t in enumerate(['A. SILT FENCE: 36 IN. WOVEN GEOTEXTILE, 2x2 STAKES 6 FT O.C., TOE IN 6 IN.',
                           'B. COIR FIBER LOG: 12 IN. DIA., 7 LB/FT, 2x2x24 IN. STAKES 4 FT O.C.',
                           'C. INFILTRATION TRENCH IT-1: 40 FT x 4 FT x 4 FT, 1.5-2.5 IN. STONE (n = 0.40),',
                           '   NON-WOVEN GEOTEXTILE SIDES AND TOP, 6 IN. PERF. HDPE, 4 IN. OBS. WELL,',
                           '   12 IN. PEA-STONE SURFACE, OVERFLOW TO CB-7.',
                           'D. SAND FENCE: 4 FT WOOD SLAT, 4x4 POSTS 10 FT O.C., ZIG-ZAG AT 30 DEG.']):
        c.drawString(x0 + 206, 162 - i * 11, t)


def cover_story():
    s = [P('ASHAROKEN BEACH ASSOCIATION', ParagraphStyle('c1', parent=H1, alignment=1)),
         P('Dune and Beach-Access Restoration &mdash; Stormwater Pollution Prevention Plan<br/>Photographic Log Report',
           ParagraphStyle('c2', parent=H2, alignment=1)),
         P('Association beach lot, north side of Asharoken Avenue opposite No. 455, Village of Asharoken, Suffolk '
           'County, New York &middot; prepared by Seacliff Coastal Engineering, P.C., Cold Spring Harbor, NY &middot; '
           'April 30, 2025', CENTER),
         P('Project Narrative', H2),
         P('The Association proposes to rebuild 420 ft of storm-damaged primary dune, close the blowout at the '
           'existing footpath, build an elevated dune walkover and a defined beach-access path, and intercept the '
           'road runoff that now erodes the path. The work disturbs 1.35 acres of the 2.6-acre beach lot and is '
           'therefore a land development activity under Chapter 44. It is not a single-family residence and '
           'disturbs between one and five acres, so Condition C applies and post-construction controls are '
           'included. This report presents the SWPPP as a photographic log: the numbered captions that follow '
           'describe each practice at the place it will be built, keyed to the Site Plan on page 2.'),
         P('Responsibilities', H2),
         table([['Part of site', 'Responsible for SWPPP implementation'],
                ['Staging area and stockpile (Photo 3)', 'General contractor, Dunewood Marine Construction Inc.'],
                ['Access path, entrance, water bar, trench (Photos 4, 9, 10)', 'General contractor'],
                ['Dune cells, fencing, planting (Photos 5-8)', 'Planting subcontractor, North Shore Native Plantings LLC'],
                ['Inspections (every 7 days and after 0.5 in. of rain)', 'Seacliff Coastal Engineering, P.C.'],
                ['Long-term maintenance of trench, fence and plantings', 'Asharoken Beach Association, Inc.']],
               [3.4 * inch, 3.3 * inch]),
         ]
    return s


def closing_story():
    s = [P('Schedules, Analysis and Long-Term Maintenance', H2),
         P('Implementation schedule for temporary practices', H3),
         table([['Practice', 'Placed', 'Remains until'],
                ['Construction entrance, mats, inlet protection', 'Phase 1, before any sand is moved', 'End of Phase 3'],
                ['Silt fence at stockpile', 'Phase 1', 'Stockpile removed'],
                ['Coir fiber logs', 'Phase 1', 'Permanent (left in place)'],
                ['Straw mulch and jute netting', 'Same day a cell is graded', 'Beachgrass planted in that cell'],
                ['Sediment sump at water bar', 'Phase 1', 'Trench IT-1 in service (Phase 3)']],
               [2.6 * inch, 2.2 * inch, 1.9 * inch]),
         P('Maintenance schedule for erosion and sediment controls', H3),
         P('Silt fence and fiber logs: inspected every 7 days and after 0.5 in. of rain; sediment removed when it '
           'reaches one-third of the height; torn fabric or displaced logs replaced within 24 hours. Entrance: '
           'top-dressed with clean stone when voids fill. Mats: reset daily. Inlet protection: cleaned after each '
           'storm. Mulch and netting: repaired within 24 hours of wind or wave damage. Sediment sump: cleaned out '
           'when half full.'),
         P('Hydrologic and hydraulic analysis', H3),
         P('Tributary area to IT-1 is 0.21 acre of road and shoulder (CN 98/61). Using TR-55 with NOAA Atlas 14 '
           'rainfall (1-yr 2.8 in., 10-yr 5.0 in., 100-yr 8.4 in.), trench storage of 256 cf (40 x 4 x 4 ft x 0.40) '
           'plus exfiltration at a design rate of 4 in./hr holds the 10-year runoff volume of 248 cf; larger storms '
           'overflow to CB-7.'),
         table([['Storm', 'Pre-development peak to beach (cfs)', 'Post-development peak to beach (cfs)'],
                ['1-year', '0.29', '0.00'], ['10-year', '0.61', '0.00'], ['100-year', '1.08', '0.41 (overflow via CB-7)']],
               [1.4 * inch, 2.6 * inch, 2.7 * inch]),
         P('Post-construction maintenance schedule', H3),
         P('Trench IT-1: check the observation well quarterly and within 72 hours of storms over 1 in.; if water '
           'stands more than 72 hours, remove and replace the pea-stone surface and top geotextile. Remove sand and '
           'leaves from CB-7 each spring and fall. Sand fence: repair after every coastal storm. Beachgrass: replant '
           'bare areas each spring for three years.'),
         P('Maintenance easement and agreement', H3),
         P('A 15-ft wide maintenance easement over the path and trench IT-1, in favour of the Village for inspection '
           'and repair, is shown on the Site Plan and will be recorded on the filed plan with the Suffolk County '
           'Clerk; it remains in effect on any transfer of title. The Association and the Village have executed a '
           'Stormwater Inspection and Maintenance Agreement (April 22, 2025) under which the Association inspects and '
           'maintains the practices; the agreement is recorded against the beach lot and is binding on the '
           'Association and all subsequent owners of the lot.'),
         ]
    return s


def cert_story():
    s = [P('Certifications', H2),
         P('Preparer', H3),
         P('I certify that this SWPPP was prepared under my direction and that the design of all stormwater '
           'management practices meets the requirements of Chapter 44 of the Village of Asharoken Code.'),
         P('<font name="Times-Italic" size="15">Renata S. Albrecht</font><br/>Renata S. Albrecht, P.E., NY Lic. No. '
           '091552, Seacliff Coastal Engineering, P.C. &middot; Date: April 30, 2025'),
         P('Contractor and subcontractor', H3),
         P('"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the '
           'stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or '
           'contribute to a violation of water quality standards."'),
         table([['Signature', 'Name / title', 'Firm, address, phone', 'Site', 'Date'],
                ['<font name="Times-Italic" size="12">Glen Mortimer</font>', 'Glen Mortimer, President',
                 'Dunewood Marine Construction Inc., 14 Bay Road, Northport NY 11768, (631) 555-0118',
                 'Assoc. beach lot opp. 455 Asharoken Ave', 'May 2, 2025'],
                ['<font name="Times-Italic" size="12">Ana L. Brito</font>', 'Ana L. Brito, Owner',
                 'North Shore Native Plantings LLC, 9 Depot Rd, Huntington Station NY 11746, (631) 555-0163',
                 'Assoc. beach lot opp. 455 Asharoken Ave', 'May 2, 2025']],
               [1.1 * inch, 1.2 * inch, 2.1 * inch, 1.3 * inch, 0.9 * inch], size=8)]
    return s


def build():
    # page 1 cover+narrative, page 2 site plan (canvas), pages 3-12 photos, page 13 closing, 14 certs
    p1 = rl_section(cover_story(), lambda n: 'Photo-log SWPPP - page 1')
    p2 = canvas_pages([lambda c: (site_plan(c), c.setFont('Helvetica', 8.5),
                                  c.drawCentredString(letter[0] / 2, 0.55 * inch, 'Photo-log SWPPP - page 2'))])
    photos = []
    for i, (kind, cap) in enumerate(PHOTOS):
        img = photo(100 + i, kind)
        s = [RLImage(img, width=6.6 * inch, height=4.32 * inch), Spacer(1, 10), P(cap, CAP)]
        photos.append(rl_section(s, (lambda k: (lambda n: 'Photo-log SWPPP - page %d' % (k + 3)))(i)))
    p13 = rl_section(closing_story(), lambda n: 'Photo-log SWPPP - page %d' % (12 + n))
    p14 = rl_section(cert_story(), lambda n: 'Photo-log SWPPP - page 14')
    return merge([p1, p2] + photos + [p13, p14])


HEADINGS = ['ASHAROKEN BEACH ASSOCIATION', 'Project Narrative', 'Responsibilities', 'SITE PLAN AND PHOTO KEY',
            'Schedules, Analysis and Long-Term Maintenance', 'Implementation schedule for temporary practices',
            'Maintenance schedule for erosion and sediment controls', 'Hydrologic and hydraulic analysis',
            'Post-construction maintenance schedule', 'Maintenance easement and agreement', 'Certifications',
            'Contractor and subcontractor'] + ['Photo %d.' % i for i in range(1, 11)]

ITEMS = {
    '44-8B(1)(a)': ('present', 'disturbs 1.35 acres of the 2.6-acre beach lot'),
    '44-8B(1)(b)': ('present', 'Scale 1 in = 40 ft.'),
    '44-8B(1)(c)': ('present', 'the Suffolk County Soil Survey maps the work area as Beaches (Bc) and Dune land'),
    '44-8B(1)(d)': ('present', 'Sequence of work. Phase 1 (week 1)'),
    '44-8B(1)(e)': ('present', 'Litter and construction debris go into a lidded dumpster'),
    '44-8B(1)(f)': ('present', 'Materials to be stored'),
    '44-8B(1)(g)': ('present', 'Permanent stabilization. Each completed sand cell is planted'),
    '44-8B(1)(h)': ('present', 'CFL - COIR FIBER LOG 420 LF'),
    '44-8B(1)(i)': ('present', '36-in. woven geotextile on 2x2 hardwood stakes at 6 ft centres'),
    '44-8B(1)(j)': ('present', 'This temporary fence will be left in place as permanent'),
    '44-8B(1)(k)': ('present', 'Implementation schedule for temporary practices'),
    '44-8B(1)(l)': ('present', 'sediment removed when it reaches one-third of the height'),
    '44-8B(1)(m)': ('present', 'Long Island Sound, the receiving water for all runoff'),
    '44-8B(1)(n)': ('present', 'Responsible for SWPPP implementation'),
    '44-8B(1)(o)': ('present', 'divert road runoff away from the exposed dune'),
    '44-8B(1)(p)': ('present', 'Existing runoff data: during the storm of'),
    '44-8B(3)(b)': ('present', 'Post-construction practice. A stone infiltration trench'),
    '44-8B(3)(c)': ('present', 'IT-1 INFILTRATION TRENCH 40x4x4 FT'),
    '44-8B(3)(d)': ('present', 'trench storage of 256 cf'),
    '44-8B(3)(e)': ('present', 'Pre-development peak to beach (cfs)'),
    '44-8B(3)(f)': ('present', 'C. INFILTRATION TRENCH IT-1: 40 FT x 4 FT x 4 FT'),
    '44-8B(3)(g)': ('present', 'check the observation well quarterly'),
    '44-8B(3)(h)': ('present', 'A 15-ft wide maintenance easement over the path and trench IT-1'),
    '44-8B(3)(i)': ('present', 'binding on the'),
    '44-8C': ('present', 'management practices meets the requirements of Chapter 44'),
    '44-8E': ('present', 'I certify under penalty of law that I understand and agree to comply'),
}

LABEL = {
    'checklist': 'asharoken-ch44',
    'style': 'photo-log report: a narrative page, a site plan/photo key, then ten pages each a photograph with a '
             'numbered caption paragraph carrying the plan content, then schedules/analysis and certifications',
    'producer': 'reportlab with Pillow-drawn JPEG placeholder photographs, sections merged with pypdf',
    'decision': 'complete',
    'facts': {'disturbed_acres': 1.35, 'project_type': 'dune restoration and beach-access path with infiltration '
              'trench (homeowners association beach lot)', 'single_family': False, 'impaired_water': False},
    'gaps': {},
    'ambiguous_items': [],
    'acceptable_decisions': ['complete'],
    'notes': 'Condition C (1.35 ac, not a single-family residence) so 44-8B(3) applies. The content is spread over '
             'photo captions; the site plan is on page 2 with photo key numbers, control lengths and a location '
             'map. Contractor certifications are completed and signed (typed script signatures).',
}
