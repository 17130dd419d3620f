"""P3: Asharoken, a single-family residence SWPPP written as questions and answers.
HTML -> Chromium. A landscape site-map page (inline SVG), an image-only scanned
test-hole log (no text layer), a blank contractor certification. Post-construction
items are not applicable on the plan's facts."""
import base64
import io
import os
import random

import p2common as C
from sitegeom import site_plan, loc_map

NAME = "p2_ash_castellano_residence_qa"
FIRM = "BREAKWATER ENGINEERING & LAND SURVEYING, PLLC"
PROJ = "CASTELLANO RESIDENCE - 1150 ASHAROKEN AVENUE"


def scan_png():
    from PIL import Image, ImageDraw, ImageFilter, ImageFont
    rnd = random.Random(44)
    W, H = 1700, 2200
    im = Image.new("L", (W, H), 246)
    d = ImageDraw.Draw(im)
    mono = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 34)
    bold = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", 40)
    y = 140
    lines = [("NORTH SHORE SOIL TESTING CO.", bold), ("TEST HOLE LOG - FIELD COPY", bold), ("", mono),
             ("PROJECT: CASTELLANO RES., 1150 ASHAROKEN AVE", mono),
             ("TEST HOLE TH-1     DATE 11/18/2024", mono),
             ("GROUND EL. 31.5 (NAVD88)  METHOD: BACKHOE", mono), ("", mono),
             ("DEPTH (FT)    DESCRIPTION", bold),
             ("0.0 - 1.0     DARK BROWN LOAM (TOPSOIL)", mono),
             ("1.0 - 3.5     BROWN SILTY SAND (SM)", mono),
             ("3.5 - 17.0    PALE BROWN FINE TO COARSE SAND (SP)", mono),
             ("              TRACE GRAVEL", mono),
             ("NO WATER ENCOUNTERED TO 17.0 FT", mono), ("", mono),
             ("TEST HOLE TH-2     DATE 11/18/2024", mono),
             ("0.0 - 0.8     DARK BROWN LOAM (TOPSOIL)", mono),
             ("0.8 - 15.0    PALE BROWN FINE TO COARSE SAND (SP)", mono),
             ("NO WATER ENCOUNTERED TO 15.0 FT", mono), ("", mono),
             ("PERC RATE TH-1 AT 6 FT: 2 MIN/IN", mono),
             ("SOIL SURVEY UNIT: PLYMOUTH LOAMY SAND (PLC)", mono),
             ("HYDROLOGIC SOIL GROUP A", mono), ("", mono),
             ("LOGGED BY: T. BRANNIGAN", mono)]
    for txt, f in lines:
        d.text((150, y), txt, fill=35, font=f)
        y += 62
    d.rectangle((110, 100, W - 110, y + 40), outline=60, width=3)
    for _ in range(5000):
        x, yy = rnd.randrange(W), rnd.randrange(H)
        d.point((x, yy), fill=rnd.choice([120, 170, 200]))
    im = im.rotate(0.7, resample=Image.BICUBIC, fillcolor=238).filter(ImageFilter.GaussianBlur(0.6))
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return base64.b64encode(buf.getvalue()).decode()


QA = [
    ("Part 1 - The Project", [
        ("What is being built?",
         "Paul and Dana Castellano will remove the 1950s cottage at 1150 Asharoken Avenue, near the Eatons Neck end "
         "of the Village, and build a two-story single-family house of about 5,600 sq. ft. with an attached "
         "garage, a pool and pool house, a gravel-and-paver driveway and a new I/A OWTS. The lot is 2.90 acres, "
         "with a 30-foot bluff down to the beach. The limit of disturbance is 1.32 acres (57,500 sq. ft.)."),
        ("Is this part of a bigger development?",
         "No. The lot is a single tax parcel, not part of any subdivision or common plan of development or sale."),
        ("Why is a SWPPP needed?",
         "Because the work disturbs 1.32 acres, it is a land development activity under Chapter 44 of the Village "
         "Code and needs a SWPPP approved by the Village's Stormwater Management Officer. The owners will also "
         "file a Notice of Intent under NYSDEC General Permit GP-0-25-001; for a single-family home on a lot that "
         "does not drain to an impaired water, the permit calls for an erosion and sediment control SWPPP only."),
        ("Does the plan need post-construction stormwater practices under Section 44-8B(3)?",
         "No. Condition B does not apply (less than five acres). Condition C covers one to five acres but "
         "excludes the construction of single-family residences. Condition A does not apply because runoff goes "
         "only to Long Island Sound, and the Sound off Asharoken Beach is not listed in Appendix E of "
         "GP-0-25-001 or on the 303(d) list for silt, phosphorus, nitrogen or pathogens. The roof drywells "
         "described in Q20 are there to meet the Village Building Department's rule that two inches of rain be "
         "held on site; they are not Chapter 44 post-construction practices."),
    ]),
    ("Part 2 - The Site", [
        ("Where are the site maps?",
         "Figure 1 (Appendix A), drawn at 1 in. = 40 ft, is the site map and erosion control plan. It includes "
         "a location map and shows the lot lines and total area, the house, pool and drive, the limit of "
         "disturbance and the areas left alone, the existing woods and bluff vegetation, the Sound, the "
         "absence of wetlands, drainage arrows, existing and finished contours, where runoff leaves the lot, "
         "and every erosion control with its size or length. No off-site storage areas will be used."),
        ("What soils are on the site?",
         "The soils were described by the soil tester from two deep test holes dug in November 2024. The "
         "tester's field log is reproduced in Appendix B as received."),
        ("What do we know about runoff on the site today?",
         "Almost all rain soaks into the sandy soils. The exception is the old asphalt driveway, which sheds "
         "water toward the bluff path: the owners have photographs of a rill about 8 inches deep that cut down "
         "the bluff path in the storm of August 18, 2023, and the Village Highway Department has no record of "
         "runoff from the lot reaching Asharoken Avenue. A TR-55 estimate by Breakwater puts the existing "
         "10-year peak from the driveway area at 0.41 cfs."),
        ("Where does runoff end up?",
         "Long Island Sound, over the bluff face and the beach (discharge point DP-1 on Figure 1). No runoff "
         "from this lot reaches Northport Bay or Duck Island Harbor."),
    ]),
    ("Part 3 - During Construction", [
        ("In what order will the work be done?",
         "1) Pre-construction meeting with the Village; stake the limit of disturbance and fence the bluff "
         "edge. 2) Install the erosion and sediment controls (see Q12 and Q16). 3) Demolish the cottage and old "
         "driveway; haul out the debris. 4) Clear and grub the house, pool and drive areas; strip topsoil to "
         "the stockpile. 5) Excavate for the foundation, pool and I/A OWTS. 6) Build the house; install "
         "utilities and drywells, backfilling trenches the same day. 7) Rough and fine grade. 8) Place the "
         "driveway. 9) Topsoil, seed and plant. The whole 1.32-acre area may be open at once, which is well "
         "below the five-acre ceiling in the Blue Book and Chapter 44."),
        ("How will litter, construction chemicals and debris be kept out of runoff?",
         "A covered 20-yard dumpster stays at the staging area and is swapped when full; crews pick up loose "
         "trash before leaving each day, with a walk along the bluff fence. Demolition debris from the cottage "
         "goes straight into roll-offs for a licensed C&D facility. Paints, stains, sealers and pool chemicals "
         "are brought in as needed, kept closed, and never washed out on the ground; painters clean brushes in "
         "a sink connected to a holding drum."),
        ("What materials will be kept on site, and what if something spills?",
         "Expected on site: lumber and sheathing, block and bagged mortar, roofing, drywall, fuel in the "
         "excavator and skid steer, hydraulic oil, paint and stain, pool plaster and chemicals, and topsoil and "
         "fertilizer for the final seeding. Bagged and powdered materials are kept on pallets under a tarp or "
         "in the storage container at the staging area, 75 feet back from the bluff. Liquids are kept in a "
         "locked flammables cabinet in the container. Machines are fuelled from a tank truck at the staging "
         "area with a drip pan under the nozzle. A spill kit sits beside the container. If there is a spill the "
         "crew stops the leak, surrounds it with absorbent booms, keeps it off the bluff, bags the used "
         "absorbent and the stained soil for disposal, and the builder calls the NYSDEC Spill Hotline "
         "(1-800-457-7362) for any reportable petroleum spill."),
        ("Which erosion and sediment controls will be used, and how are they built?",
         "Stabilized construction entrance: 50 ft long, 14 ft wide, 6 in. of 1.5 to 3.5 in. crushed stone on "
         "woven geotextile. Silt fence: 36 in. woven geotextile on 2 in. hardwood stakes 8 ft apart, with a "
         "6 in. by 6 in. toe trench, along the north and east edges of the work. Compost filter sock, 12 in., "
         "along the top of the bluff fence line and around the stockpile. Temporary sediment trap ST-1 at the "
         "low corner west of the pool: 0.78 acre drains to it, so it needs 2,808 cubic feet (3,600 cf per "
         "acre); it is built 3 ft deep with 2:1 sides and a 4 ft stone outlet for 2,950 cf. Silt sacks in the "
         "two Village catch basins in front of the lot. All follow the New York State Standards and "
         "Specifications for Erosion and Sediment Control (2016)."),
        ("Where are the controls shown?",
         "On Figure 1, which gives each control's location and length or size."),
        ("How is runoff kept off the bluff during construction?",
         "An earth diversion berm, 18 in. high, runs along the north side of the graded area and turns runoff "
         "from the bare soil west into ST-1, where it is stored and settles before it can reach the bluff. The "
         "compost sock at the bluff fence is a second line."),
        ("How will bare soil be covered during and after the work?",
         "During demolition and clearing, the bluff and woods stay fenced and untouched. During grading and "
         "building, any area left idle for 7 days is seeded with annual ryegrass (30 lb per acre) and straw "
         "mulched (2 tons per acre) within 7 days; after October 31 straw mulch alone is used, tacked with "
         "netting. The stockpile is seeded or tarped if it will sit for more than 14 days. At the end, 4 in. of "
         "topsoil and a fescue-ryegrass mix at 5 lb per 1,000 sq. ft. go on the lawn, with straw mulch, and the "
         "bluff edge is planted with bayberry and beach grass; the house, pool deck and driveway cover the rest."),
        ("When will each control be installed, and how long will it stay in place?",
         "The builder will set the installation dates and removal dates once the building permit is issued and "
         "the excavation subcontractor is hired. An installation schedule will be provided to the Village before "
         "work starts."),
        ("Will any temporary control stay as a permanent one?",
         "Yes. The diversion berm along the north side of the graded area will be left in place, topsoiled and "
         "planted with bayberry, to keep lawn runoff away from the bluff for good. The other controls are "
         "temporary."),
        ("Who inspects the controls, and how are they kept working?",
         "Breakwater's qualified inspector will inspect the controls every 7 days and within 24 hours after "
         "0.5 in. of rain, and will leave a report in the logbook in the storage container (form in Appendix C). "
         "Maintenance: silt fence and sock are cleaned when sediment reaches one-half of their height and "
         "repaired the same day they are found damaged; stone is added to the entrance when it fills with "
         "sand; ST-1 is cleaned out when it is half full; silt sacks are emptied after every storm of 0.5 in. "
         "or more; bare spots in seeded areas are re-seeded within 7 days."),
        ("Who is responsible for what?",
         "See the table below."),
    ]),
]

RESP = [["House, garage and pool areas", "General contractor (to be selected)", "Owner's representative"],
        ["Driveway, entrance and staging area", "Excavation subcontractor (to be selected)", "General contractor"],
        ["ST-1, diversion berm and bluff fence", "Excavation subcontractor", "Breakwater (inspection)"],
        ["Bluff-edge plantings and lawn", "Landscape contractor (to be selected)", "General contractor"],
        ["Weekly inspections and logbook", "Breakwater qualified inspector", "Susan K. Marchetti, P.E."]]

QA2 = [
    ("Part 4 - After Construction", [
        ("What stays on the site permanently?",
         "Roof leaders from the house and pool house discharge to four 8 ft diameter by 4 ft deep drywells sized "
         "for two inches of rain over 6,900 sq. ft. of roof, as the Village Building Department requires. The "
         "gravel driveway and paver walks let water soak in. The owners will clean the gutters each spring and "
         "fall and look into the drywells once a year."),
        ("Who certified this plan?",
         "Susan K. Marchetti, P.E., of Breakwater. Her certification is the last page of Part 5."),
    ]),
]


def html_doc(img_b64):
    W, H = 1224, 792
    lm = loc_map([(10, 20, "LONG ISLAND SOUND"), (90, 58, "ASHAROKEN AVENUE"), (140, 50, "SITE"),
                  (200, 40, "EATONS NECK"), (20, 120, "NORTHPORT BAY")])
    L = dict(road="ASHAROKEN AVENUE", water="LONG ISLAND SOUND",
             parcel="PROPERTY LINE - LOT AREA 2.90 AC",
             wet="TOE OF BLUFF / BEACH - NO WETLANDS ON OR NEAR LOT",
             veg="EXISTING WOODS AND BLUFF", veg2="VEGETATION - NOT DISTURBED",
             ex_contours=[(190, "EX 34"), (300, "EX 32"), (410, "EX 30"), (520, "EX 20 (BLUFF)")],
             pr_contours=[(170, "33"), (290, "32"), (400, "31")],
             lod="LIMIT OF DISTURBANCE 1.32 AC", undist="NOT DISTURBED",
             dp="DP-1 TO LONG ISLAND SOUND", bldg="PROPOSED HOUSE", bldg2="FF 35.0",
             park="POOL, POOL HOUSE, DRIVE", park2="",
             sf="SILT FENCE 560 LF + FILTER SOCK 12\" 420 LF AT BLUFF FENCE",
             sce="SCE 50' x 14' x 6\"", ip="SILT SACKS (2 VILLAGE CB)", inlets=[(560, 92), (700, 92)],
             stock="STOCKPILE", wash="WASHOUT", trap="ST-1 TRAP 2,950 CF",
             div="DIVERSION BERM 18\" - 300 LF", stage="STAGING AREA / STORAGE CONTAINER",
             smps=[(230, 290, "DW-1 TO DW-4 DRYWELLS 8' DIA")])
    svg = C.draw_svg(C.sheet(W, H, "FIGURE 1 - SITE MAP AND EROSION CONTROL PLAN", "FIG. 1", PROJ, FIRM,
                             site_plan(L, proposed=True, esc=True, pcsm=True),
                             [("dash", "LIMIT OF DISTURBANCE / EX. CONTOUR"), ("fence", "SILT FENCE / SOCK"),
                              ("line", "FINISHED CONTOUR"), ("arrow", "DRAINAGE")],
                             ["1. EXISTING COTTAGE AND ASPHALT DRIVE TO BE REMOVED.",
                              "2. EXISTING SLOPES 2-6%; BLUFF FACE 1.5:1 NOT DISTURBED.",
                              "3. FINISHED SLOPES 2-5%, BERM 3:1.",
                              "4. NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE.",
                              "5. TOTAL LOT AREA 2.90 AC; DISTURBED 1.32 AC."],
                             "1\" = 40'", loc_map=lm), W, H)
    e = C.html.escape
    parts = ['<div class="cover"><p class="small">BREAKWATER ENGINEERING &amp; LAND SURVEYING, PLLC</p>'
             '<h1 class="title">Stormwater Pollution Prevention Plan<br>in Questions and Answers</h1>'
             '<p class="big">Castellano Residence<br>1150 Asharoken Avenue, Village of Asharoken, NY 11768</p>'
             '<p>SCTM No. 0101-001.00-01.00-032.000<br>Prepared for Paul and Dana Castellano<br>'
             'Prepared by Breakwater Engineering &amp; Land Surveying, PLLC, 66 Main Street, Northport, NY 11768, '
             '(631) 555-0129<br>May 6, 2025</p>'
             '<p class="box">This plan is written as the questions the Village reviewer, the builder and the owners '
             'are most likely to ask. Each answer is the plan. Appendices: A - Figure 1 site map; B - test hole log; '
             'C - inspection report form; D - contractor certification.</p></div><div class="pb"></div>']
    n = 0
    for part, qs in QA:
        parts.append(f"<h2>{e(part)}</h2>")
        for q, a in qs:
            n += 1
            parts.append(f'<div class="qa"><p class="q">Q{n}. {e(q)}</p><p class="a"><b>A.</b> {e(a)}</p></div>')
    parts.append(C.blocks_html([("table", ["Part of the site", "Carries out the SWPPP there", "Backed up by"],
                                 RESP)]))
    for part, qs in QA2:
        parts.append(f"<h2>{e(part)}</h2>")
        for q, a in qs:
            n += 1
            parts.append(f'<div class="qa"><p class="q">Q{n}. {e(q)}</p><p class="a"><b>A.</b> {e(a)}</p></div>')
    parts.append('<h2>Part 5 - Certification of the Plan</h2>'
                 '<p>I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me, and that '
                 'the design of all stormwater management practices in it meets the requirements of Chapter 44 of '
                 'the Code of the Village of Asharoken.</p>'
                 '<div class="sig">/s/ Susan K. Marchetti<br>Susan K. Marchetti, P.E.<br>NYS P.E. License No. '
                 '078832<br>Breakwater Engineering &amp; Land Surveying, PLLC<br>May 6, 2025</div>'
                 '<div class="pb"></div>')
    parts.append('<div class="wide"><p class="apx">Appendix A - Figure 1</p>' + svg + '</div>')
    parts.append('<div class="scan"><img src="data:image/png;base64,' + img_b64 + '"></div>')
    parts.append('<div class="pb0"><h2>Appendix C - Weekly Erosion Control Inspection Report</h2>'
                 + C.blocks_html([("table", ["Field", "Entry"],
                                   [["Date / time", ""], ["Inspector", ""], ["Rain since last inspection (in.)", ""],
                                    ["Inspection type (weekly / after 0.5 in. storm)", ""],
                                    ["Construction entrance - condition", ""], ["Silt fence and filter sock", ""],
                                    ["ST-1 - sediment depth / outlet", ""], ["Diversion berm", ""],
                                    ["Silt sacks", ""], ["Seeded / mulched areas", ""],
                                    ["Corrective actions and date completed", ""], ["Signature", ""]])])
                 + '</div><div class="pb"></div>')
    parts.append('<h2>Appendix D - Contractor Certification</h2>'
                 '<p>To be signed by each contractor and subcontractor who will disturb soil or install a '
                 'stormwater practice, before starting work.</p>'
                 '<p class="box">"I certify under penalty of law that I understand and agree to comply with the '
                 'terms and conditions of the stormwater pollution prevention plan. I also understand that it is '
                 'unlawful for any person to cause or contribute to a violation of water quality standards."</p>'
                 + ''.join('<table class="form"><tr><td>Name and title</td><td>______________________________</td>'
                           '</tr><tr><td>Firm</td><td>______________________________</td></tr><tr><td>Firm address and '
                           'telephone</td><td>______________________________</td></tr><tr><td>Site</td><td>1150 '
                           'Asharoken Avenue, Village of Asharoken</td></tr><tr><td>Signature</td><td>'
                           '______________________________</td></tr><tr><td>Date</td><td>__________</td></tr></table>'
                           for _ in range(2)))
    css = """
@page { size: 8.5in 11in; margin: 0.8in 0.85in; }
@page wide { size: 11in 8.5in; margin: 0.3in; }
@page scan { size: 8.5in 11in; margin: 0; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; line-height: 1.42;
       font-variant-ligatures: none; font-feature-settings: "liga" 0, "clig" 0; color: #111; }
h1.title { font-size: 26pt; color: #0b4f6c; margin-top: 1.2in; }
h2 { color: #0b4f6c; border-bottom: 2px solid #0b4f6c; font-size: 14pt; margin-top: 18pt; }
.big { font-size: 15pt; } .small { letter-spacing: 2px; font-size: 9pt; }
.box { border: 1px solid #888; padding: 8pt; background: #f4f7f9; }
.qa { break-inside: avoid; margin-bottom: 8pt; }
.q { font-weight: bold; color: #0b4f6c; margin-bottom: 2pt; }
.a { margin-top: 0; padding-left: 14pt; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; margin: 6pt 0 10pt; }
th, td { border: 1px solid #999; padding: 3pt 5pt; text-align: left; vertical-align: top; }
th { background: #e3edf2; }
table.form td { height: 22pt; } table.form td:first-child { width: 35%; }
.sig { margin-top: 14pt; }
.pb { break-after: page; }
.wide { page: wide; } .apx { font-weight: bold; margin: 0 0 4pt; }
.scan { page: scan; break-before: page; break-after: page; }
.scan img { width: 8.5in; height: 11in; display: block; }
"""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>SWPPP Q&amp;A</title><style>{css}</style></head>" \
           f"<body>{''.join(parts)}</body></html>"


def build(outdir, tmp):
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    C.chromium_pdf(html_doc(scan_png()), out)
    pp, po = C.pypdf_pages(out), C.poppler_pages(out)
    blank = [i + 1 for i in range(len(pp)) if not pp[i] and not po[i]]
    assert len(blank) == 1, blank
    SPEC["image_only_pages"] = blank
    ev = SPEC["evidence"]["44-8B(1)(c)"]
    SPEC["evidence"]["44-8B(1)(c)"] = ("image", blank[0]) + ev[2:]
    SPEC["notes"] = SPEC["notes"].replace("p. 12", f"p. {blank[0]}")
    return out


SPEC = {
    "checklist": "asharoken-ch44",
    "house_style": "question-and-answer SWPPP (Q1..Qn with answers), landscape site-map page, scanned appendix",
    "producer": "Chromium print to PDF from HTML/CSS (inline SVG map, embedded PNG scan)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.32, "disturbed_sq_ft": 57500,
              "project_type": "single-family residence (rebuild with pool)", "single_family": True,
              "impaired_water": False, "receiving_water": "Long Island Sound (stated not listed)",
              "conditions": []},
    "items": {
        "44-8B(1)(a)": "present", "44-8B(1)(b)": "present", "44-8B(1)(c)": "present",
        "44-8B(1)(d)": "present", "44-8B(1)(e)": "present", "44-8B(1)(f)": "present",
        "44-8B(1)(g)": "present", "44-8B(1)(h)": "present", "44-8B(1)(i)": "present",
        "44-8B(1)(j)": "present", "44-8B(1)(k)": "missing", "44-8B(1)(l)": "present",
        "44-8B(1)(m)": "present", "44-8B(1)(n)": "present", "44-8B(1)(o)": "present",
        "44-8B(1)(p)": "present", "44-8B(3)(b)": "not_applicable", "44-8B(3)(c)": "not_applicable",
        "44-8B(3)(d)": "not_applicable", "44-8B(3)(e)": "not_applicable", "44-8B(3)(f)": "not_applicable",
        "44-8B(3)(g)": "not_applicable", "44-8B(3)(h)": "not_applicable", "44-8B(3)(i)": "not_applicable",
        "44-8C": "present", "44-8E": "missing"},
    "evidence": {
        "44-8B(1)(a)": "The limit of disturbance is 1.32 acres (57,500 sq. ft.).",
        "44-8B(1)(b)": "PROPERTY LINE - LOT AREA 2.90 AC",
        "44-8B(1)(c)": ("image", 12, "3.5 - 17.0 PALE BROWN FINE TO COARSE SAND (SP)", "FINE TO COARSE SAND"),
        "44-8B(1)(d)": "ceiling in the Blue Book and Chapter 44",
        "44-8B(1)(e)": "crews pick up loose trash before leaving each day",
        "44-8B(1)(f)": "surrounds it with absorbent booms, keeps it off the bluff",
        "44-8B(1)(g)": "any area left idle for 7 days is seeded with annual ryegrass",
        "44-8B(1)(h)": "SILT FENCE 560 LF + FILTER SOCK 12\" 420 LF AT BLUFF FENCE",
        "44-8B(1)(i)": "it is built 3 ft deep with 2:1 sides and a 4 ft stone outlet for 2,950 cf",
        "44-8B(1)(j)": "The diversion berm along the north side of the graded area will be left in place",
        "44-8B(1)(l)": "ST-1 is cleaned out when it is half full",
        "44-8B(1)(m)": "Long Island Sound, over the bluff face and the beach",
        "44-8B(1)(n)": "Driveway, entrance and staging area",
        "44-8B(1)(o)": "turns runoff from the bare soil west into ST-1",
        "44-8B(1)(p)": "the owners have photographs of a rill about 8 inches deep",
        "44-8C": "the design of all stormwater management practices in it meets the requirements of Chapter 44",
    },
    "gaps": {
        "44-8B(1)(k)": "deferred: Q16 answers 'The builder will set the installation dates and removal dates once "
                       "the building permit is issued ... An installation schedule will be provided to the "
                       "Village before work starts'; the sequence (Q9 step 2) says only that the controls go in "
                       "before demolition, with no duration for any practice "
                       "[{p:An installation schedule will be provided to the Village before work starts.}]",
        "44-8E": "blank form: Appendix D has the Chapter 44 statement but both blocks have blank name/title, "
                 "firm, address and telephone, signature and date lines (contractors 'to be selected') "
                 "[{p:To be signed by each contractor and subcontractor who will disturb soil}]",
    },
    "image_only_pages": [12],
    "ambiguous_items": ["44-8E"],
    "notes": "Single-family residence disturbing 1.32 ac, not part of a common plan: a land development "
             "activity (1 acre or more), so Chapter 44 applies. Post-construction items 44-8B(3)(b)-(i) are "
             "not_applicable: Condition B needs 5 ac, Condition C excludes single-family residences, and the plan "
             "states the only receiving water (Long Island Sound off Asharoken Beach) is not listed, so Condition "
             "A fails. The plan still describes roof drywells (Village 2-inch rule) and says they are not "
             "Chapter 44 practices: a tool should not mark (3) items present or missing. Soils (1)(c): the "
             "narrative (Q6) only points to Appendix B; the soil description is on p. 12, a scanned image with no "
             "text layer (quote is what the image shows). (1)(k) missing: deferred; step 2 of the sequence gives "
             "only the initial placement, no durations. 44-8E: the statement is present but the form is entirely "
             "blank (no contractor engaged), labelled missing and listed as ambiguous (writers differ on blank "
             "forms). Site map Figure 1 is a landscape page (inline SVG text).",
}
