"""Plan 2: Town of Somers SWPPP received by fax: image-only pages, ~200 x 100 dpi black and white, one page upside down."""
from PIL import Image, ImageDraw, ImageFont
from reportlab.pdfgen import canvas
from reportlab.lib.utils import ImageReader
import textwrap, io

NAME = 'p7b_somers_vet_clinic_fax'
FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
FONTB = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
FONTM = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf'
PW, PH = 1700, 2200   # 200 dpi letter; stored at 1700 x 1100 (200 x 100 dpi)

P = []  # list of pages: list of (kind, text)
P.append([('h', 'HUDSON VALLEY SITE DESIGN, P.C.'), ('t', '28 Commerce Street, Mahopac NY 10541  Tel (845) 555-0188'), ('s', ''),
 ('h', 'FAX TRANSMITTAL'), ('t', 'To: Town of Somers Planning Department, Attn: Stormwater / Town Engineer'),
 ('t', 'Fax: (914) 555-0190'), ('t', 'From: Dana Whitlock, P.E.'), ('t', 'Date: 11/19/2026   Pages (incl. cover): 10'),
 ('t', 'Re: SPPP - Route 100 Animal Hospital, 312 Route 100, Somers NY (TM 17.14-1-9)'), ('s', ''),
 ('p', 'Attached is the Stormwater Pollution Prevention Plan for the above project for the Planning Board submission of 12/03/2026. Originals with seal and the full size drawing will follow by courier. Please call if any page is illegible.')])
P.append([('h', '1. PROJECT BACKGROUND'),
 ('p', 'The project is construction of a one-story 6,200 sq ft animal hospital with a 38-space parking lot on a 2.9 acre lot on the west side of Route 100, about 0.4 mile north of Route 139. The site is a former nursery, now meadow and brush with a wooded strip along the rear line.'),
 ('p', 'Total disturbance is 1.35 acres (58,800 sq ft). New impervious cover is 0.71 acres. The use is a commercial development, an activity listed in Section 93-6A(2), so post-construction controls are provided.'),
 ('p', 'Construction is planned from April 2027 to November 2027.'),
 ('h', '2. SOILS'),
 ('p', 'Per the Westchester County Soil Survey the site is Charlton loam, 3 to 8 percent slopes (ChB), hydrologic soil group B, and Paxton fine sandy loam (PnB), HSG C, near the rear line. Two deep test pits found loam over firm till at 4.5 feet. Infiltration tests measured 1.1 in/hr.')])
P.append([('h', '3. RECEIVING WATER AND EXISTING RUNOFF'),
 ('p', 'Runoff flows west as sheet flow to a wooded swale and on to the Muscoot River. The site is in the Croton watershed (phosphorus TMDL).'),
 ('h', '4. CONSTRUCTION SEQUENCE'),
 ('p', 'No more than 1.35 acres will be disturbed at any one time.'),
 ('p', '1. Install construction entrance and silt fence on the down slope side.'),
 ('p', '2. Clear and grub building and parking areas; strip topsoil to stockpile.'),
 ('p', '3. Excavate sediment trap ST-1 at the future bioretention location.'),
 ('p', '4. Rough grade; install utilities and storm drains with inlet protection.'),
 ('p', '5. Building foundation and construction.'),
 ('p', '6. Pave parking lot; topsoil and seed all other areas.'),
 ('p', '7. Convert ST-1 to bioretention after the site is stabilized.'),
 ('p', '8. Remove silt fence after 80 percent vegetative cover.')])
P.append([('h', '5. POLLUTION PREVENTION'),
 ('p', 'Litter and debris go in a covered dumpster emptied weekly. No burying or burning on site. Fuel and oils are kept in a locked trailer with secondary containment and a spill kit. Concrete washout is in a lined pit at the staging area.'),
 ('h', '6. SOIL STABILIZATION'),
 ('p', 'All stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (2016). Areas idle for more than 7 days get temporary seed of ryegrass and straw mulch. Final stabilization is topsoil, seed and mulch, and erosion blanket on slopes steeper than 3 to 1.'),
 ('h', '7. INDUSTRIAL DISCHARGES'),
 ('p', 'There will be no asphalt plant, concrete plant or other industrial activity on the site. No such discharges exist.')])
# page 5 is the site map (drawn)
P.append('MAP')
P.append([('h', '8. EROSION CONTROL PRACTICES AND SCHEDULE'),
 ('p', 'Silt fence: 36 in. woven fabric on hardwood stakes 8 ft apart, toe buried 6 in. Placed before clearing; remains until final stabilization.'),
 ('p', 'Construction entrance: 50 ft by 20 ft, 8 in. of 2 in. stone on fabric. Placed first; remains until paving.'),
 ('p', 'Sediment trap ST-1: 1,800 cu ft, 3 ft deep, stone outlet. Placed before grading; remains until the site is stable.'),
 ('p', 'Inlet protection: fabric filter at each new inlet as built; remains until paving.'),
 ('p', 'Sediment must be removed from the trap and the fence when half full. Repair damaged fence within one day.'),
 ('h', '9. INSPECTIONS'),
 ('p', 'The contractor and a qualified inspector will check all erosion controls every 7 days and within 24 hours after 0.5 inch of rain. Reports will be kept on site.')])
P.append([('h', '10. DEVIATIONS FROM STANDARDS'),
 ('p', 'There are no elements of the design that deviate from the New York State Standards and Specifications for Erosion and Sediment Control.'),
 ('h', '11. POST-CONSTRUCTION PRACTICES'),
 ('p', 'Bioretention area BR-1 (4,800 sq ft) treats runoff from the parking lot and roof (1.0 ac, 71 percent impervious). It has 2.5 ft of soil media, 6 in. of ponding, an underdrain and an overflow riser.'),
 ('p', 'Sizing (Design Manual, enhanced phosphorus standard): WQv = P x Rv x A / 12 with P = 2.8 in. (1-yr, 24-hr), Rv = 0.05 + 0.009 x 71 = 0.69, A = 1.0 ac. WQv required 7,010 cu ft; provided 7,200 cu ft. RRv required 1,380 cu ft; provided 1,520 cu ft by infiltration below the underdrain. CPv: 1-yr storm held 24 hr by a 2 in. orifice. No criteria waived; no deviations.'),
 ('p', 'Peak flows (HydroCAD): 1-yr 0.9 to 0.7 cfs; 10-yr 2.6 to 2.3 cfs; 100-yr 5.8 to 5.5 cfs. The 12 in. outlet pipe carries the 100-yr flow.'),
 ('p', 'Maintenance easement: N/A')])
P.append([('h', '12. OPERATION AND MAINTENANCE'),
 ('p', 'The owner, Route 100 Animal Hospital LLC, will maintain BR-1. Inspect twice a year and after large storms. Remove trash and sediment. Replace mulch each spring. Mow the side slopes.'),
 ('p', 'The owner will sign the Town stormwater maintenance agreement. It binds all later owners and will be recorded with the County Clerk.'),
 ('h', '13. CERTIFICATION'),
 ('p', 'I certify that this SPPP was prepared under my direction and that the design of the stormwater practices meets Chapter 93 of the Town of Somers Code.'),
 ('p', 'Signed: Dana Whitlock, P.E.  NY License 091552   11/18/2026')])
P.append([('h', 'CONTRACTOR CERTIFICATION'),
 ('p', 'I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.'),
 ('t', 'Name: Luis Ferreira         Title: Site Superintendent'), ('t', 'Firm: Ferreira Brothers Excavating Inc.'),
 ('t', '90 Tomahawk Street, Yorktown Heights NY  (914) 555-0163'), ('t', 'Site: 312 Route 100, Somers NY'),
 ('t', 'Signature: L. Ferreira (signed)     Date: 11/17/2026')])
P.append([('h', 'APPENDIX - SITE PHOTOS AND NOTES'),
 ('p', 'Photo 1: meadow at the front of the lot, looking west.'),
 ('p', 'Photo 2: wooded strip along the rear line, to remain.'),
 ('p', 'Photo 3: existing gravel drive from Route 100, to be removed.'),
 ('p', 'Test pit logs and HydroCAD output are in the full report.')])
UPSIDE = 10

def render_text(page):
    im = Image.new('L', (PW, PH), 255)
    d = ImageDraw.Draw(im)
    fh, fb, fm = ImageFont.truetype(FONTB, 44), ImageFont.truetype(FONT, 38), ImageFont.truetype(FONT, 38)
    y = 170
    for kind, txt in page:
        if kind == 'h':
            d.text((130, y), txt, font=fh, fill=0); y += 78
        elif kind == 's':
            y += 30
        elif kind == 't':
            d.text((130, y), txt, font=fm, fill=0); y += 56
        else:
            for line in textwrap.wrap(txt, 62):
                d.text((130, y), line, font=fb, fill=0); y += 54
            y += 22
    return im

def render_map():
    im = Image.new('L', (PW, PH), 255)
    d = ImageDraw.Draw(im)
    f, fb, fs = ImageFont.truetype(FONT, 30), ImageFont.truetype(FONTB, 40), ImageFont.truetype(FONT, 26)
    d.text((130, 160), 'SITE MAP - EROSION CONTROL AND STORMWATER', font=fb, fill=0)
    d.text((130, 215), 'SCALE 1 IN = 50 FT (FULL SIZE SHEET C-1)', font=f, fill=0)
    d.rectangle((150, 300, 1550, 1800), outline=0, width=6)
    d.text((1430, 1000), 'ROUTE 100', font=f, fill=0)
    d.text((200, 440), 'NO WETLANDS OR WATERCOURSES ON SITE', font=f, fill=0)
    d.text((200, 820), 'DRAINAGE: SHEET FLOW WEST <<<', font=f, fill=0)
    d.rectangle((900, 500, 1250, 800), outline=0, width=4); d.text((910, 630), 'BUILDING 6,200 SF', font=f, fill=0)
    d.rectangle((700, 900, 1400, 1350), outline=0, width=4); d.text((760, 1100), 'PARKING 38 SPACES', font=f, fill=0)
    d.ellipse((300, 1050, 600, 1300), outline=0, width=4); d.text((250, 1320), 'BR-1 BIORETENTION 4,800 SF', font=f, fill=0)
    d.text((250, 1360), '(ST-1 TRAP DURING CONSTRUCTION)', font=f, fill=0)
    for x in range(220, 1480, 40):
        d.line((x, 1550, x + 20, 1550), fill=0, width=4)
    d.text((250, 1575), 'SILT FENCE 640', font=f, fill=0)
    d.rectangle((1400, 1150, 1550, 1230), outline=0, width=4); d.text((1120, 1250), 'CONSTR. ENTRANCE 50 X 20 FT', font=f, fill=0)
    d.text((200, 380), 'WOODS TO REMAIN (NOT DISTURBED)', font=f, fill=0)
    d.text((200, 700), 'LIMIT OF DISTURBANCE 1.35 AC', font=f, fill=0)
    d.text((200, 1660), 'DISCHARGE TO WOODED SWALE', font=f, fill=0)
    d.text((200, 1700), 'TO MUSCOOT RIVER', font=f, fill=0)
    d.text((700, 1420), 'SOIL LINE ChB (HSG B) / PnB (HSG C)', font=f, fill=0)
    for i in range(5):
        d.arc((-300 + i * 120, 200 + i * 80, 1200 + i * 120, 2400 + i * 80), 250, 290, fill=0, width=2)
    d.text((1000, 1450), 'EXISTING SLOPE 3-6 %', font=f, fill=0)
    d.text((1000, 1490), 'FINISHED SLOPE 2 % MAX IN LOT', font=f, fill=0)
    d.rectangle((1150, 1650, 1540, 1990), outline=0, width=3)
    d.text((1165, 1660), 'LOCATION MAP', font=f, fill=0)
    d.line((1250, 1720, 1300, 1980), fill=0, width=3); d.text((1310, 1800), 'RT 100', font=fs, fill=0)
    d.ellipse((1262, 1790, 1282, 1810), fill=0); d.text((1165, 1940), 'SITE', font=fs, fill=0)
    d.text((150, 1850), 'STAGING AND STOCKPILE ON SITE; NO OFF-SITE STORAGE', font=f, fill=0)
    return im

def fax(im, n, total):
    d = ImageDraw.Draw(im)
    f = ImageFont.truetype(FONTM, 30)
    d.text((60, 40), 'NOV-19-2026  14:32     FROM:8455550188       TO:19145550190          P.%d/%d' % (n, total), font=f, fill=0)
    im = im.resize((PW, PH // 2), Image.BILINEAR)  # vertical 100 dpi
    im = im.point(lambda v: 0 if v < 150 else 255, '1')
    import random
    rnd = random.Random(n)
    px = im.load()
    for _ in range(1500):
        px[rnd.randrange(PW), rnd.randrange(PH // 2)] = 0
    return im

def build(out):
    total = len(P)
    c = canvas.Canvas(out, pagesize=(612, 792))
    c.setTitle('Fax 11/19/2026'); c.setCreator('RightFax eFax Gateway'); c.setProducer('RightFax eFax Gateway')
    for i, pg in enumerate(P, 1):
        im = render_map() if pg == 'MAP' else render_text(pg)
        im = fax(im, i, total)
        if i == UPSIDE:
            im = im.rotate(180)
        buf = io.BytesIO(); im.save(buf, 'PNG'); buf.seek(0)
        c.drawImage(ImageReader(buf), 0, 0, 612, 792)
        c.showPage()
    c.save()

def EXPECT_IMAGE_ONLY(n):
    return list(range(1, n + 1))

QUOTES = {
 '93-6A(1)(a)': 'one-story 6,200 sq ft animal hospital',
 '93-6A(1)(b)': 'SITE MAP - EROSION CONTROL AND STORMWATER',
 '93-6A(1)(c)': 'hydrologic soil group B',
 '93-6A(1)(d)': 'Clear and grub building and parking areas',
 '93-6A(1)(e)': 'Litter and debris go in a covered dumpster',
 '93-6A(1)(f)': 'Areas idle for more than 7 days',
 '93-6A(1)(g)': 'SILT FENCE 640',
 '93-6A(1)(h)': 'woven fabric on hardwood stakes',
 '93-6A(1)(i)': 'No such discharges exist',
 '93-6A(1)(j)': 'Placed before clearing; remains until final stabilization',
 '93-6A(1)(k)': 'check all erosion controls every 7 days',
 '93-6A(1)(l)': 'There are no elements of the design that deviate',
 '93-6A(3)(b)': 'Bioretention area BR-1 (4,800 sq ft)',
 '93-6A(3)(c)': 'BR-1 BIORETENTION 4,800 SF',
 '93-6A(3)(d)': 'The 12 in. outlet pipe carries the 100-yr flow',
 '93-6A(3)(e)': 'WQv required 7,010 cu ft',
 '93-6A(3)(f)': 'It has 2.5 ft of soil media',
 '93-6A(3)(g)': 'The owner, Route 100 Animal Hospital LLC, will maintain BR-1',
 '93-6A(3)(i)': 'It binds all later owners',
 '93-6B': 'Signed: Dana Whitlock',
}
MISSING = {
 '93-6A(3)(h)': 'Bare "N/A" where the item applies: section 11 (fax p. 7) says "Maintenance easement: N/A" although BR-1 is a post-construction practice on the lot; no easement is described or shown on the site map.',
 '93-6D': 'Certification missing its training clause: the signed contractor certification (fax p. 9) omits the statement that the signer or on-site staff has received four hours of erosion and sediment control training within the last three years.',
}
META = dict(checklist='somers-ch93', style='Whole submission received by fax: cover transmittal plus SPPP narrative, site map and contractor certification, every page a black-and-white fax image (200 x 100 dpi) with a fax header line, one page stored upside down, no text layer',
            producer='PIL-rendered fax images wrapped in PDF by reportlab (creator "RightFax eFax Gateway")',
            decision='incomplete',
            facts={'disturbed_acres': 1.35, 'project_type': 'commercial development (animal hospital)', 'single_family': False, 'impaired_water': True},
            ambiguous_items=['93-6A(1)(f)', '93-6A(3)(d)'],
            acceptable_decisions=['incomplete'],
            notes='Every page is an image (no text layer); quotes are tesseract OCR of each page rendered at 200 dpi. Page 10 (photo notes) is stored upside down and carries no evidence. 93-6A(1)(f) is terse but names the standard, temporary seed/mulch at 7 days and final stabilization (ambiguous). 93-6A(3)(d) gives only a peak-flow summary and the outlet pipe capacity; full HydroCAD output is said to be "in the full report" (ambiguous). The site map is a reduced fax of full-size sheet C-1 stated at 1 in = 50 ft; it shows soil line, LOD, woods, discharge, slopes and location map. The maintenance agreement is counted present (states who maintains, binds later owners, recorded). Croton/Muscoot phosphorus TMDL stated.')
