"""p12a_somers_granite_ridge_pond_faq

Style 3: pond dredging and dam spillway repair plan for a homeowners' association, written as questions
and answers. Body: HTML printed to PDF by headless Chromium; the section headings are banner graphics
(PNG images of text, no text layer); page 2 ("at a glance") is set by reportlab in a display face with
every glyph placed individually (one text object per character, as a desktop-publishing export writes it).
"""
import os
import html

from PIL import Image, ImageDraw, ImageFont
from reportlab.pdfgen import canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from common import chromium_to_pdf, merge, FONT_DIR

NAME = "p12a_somers_granite_ridge_pond_faq"

BANNERS = {
    "b1": "Part 1 - About the Project",
    "b2": "Part 2 - Keeping Sediment Out of the Brook",
    "b3": "Part 3 - Building It",
    "b4": "Part 4 - After Construction",
    "b5": "Part 5 - Sign-offs",
}


def make_banners(work):
    font = ImageFont.truetype(os.path.join(FONT_DIR, "dejavu/DejaVuSerifCondensed-Bold.ttf"), 64)
    paths = {}
    for k, text in BANNERS.items():
        im = Image.new("RGB", (2000, 130), (233, 240, 226))
        d = ImageDraw.Draw(im)
        d.rectangle([0, 0, 24, 130], fill=(46, 94, 62))
        d.rectangle([0, 118, 2000, 130], fill=(46, 94, 62))
        d.ellipse([52, 30, 112, 90], outline=(46, 94, 62), width=8)
        d.line([60, 74, 104, 46], fill=(46, 94, 62), width=6)
        d.text((140, 22), text, font=font, fill=(20, 48, 30))
        p = os.path.join(work, "banner_%s.png" % k)
        im.save(p)
        paths[k] = p
    return paths


CONTENTS = [
    ("b1", [(1, "What will be done, where, and how big is the project?"),
            (2, "Why does the Town require this plan, and which rules apply?"),
            (3, "Where is everything shown?"),
            (4, "What soils are on the site?"),
            (5, "Where does the water go?")]),
    ("b2", [(6, "What will be done to keep sediment out of the brook?"),
            (7, "How are the controls built and maintained?"),
            (8, "How will the dredged sediment be handled?"),
            (9, "When does each control go in, and how long does it stay?"),
            (10, "How often will the controls be inspected?"),
            (11, "How will bare soil be stabilized?"),
            (12, "What about fuel, litter and other pollutants?"),
            (13, "Will there be an asphalt or concrete plant, or any industrial discharge?"),
            (14, "Does any part of the design depart from the State Standards?")]),
    ("b3", [(15, "In what order will the work be done?"),
            (16, "Who is responsible for what?")]),
    ("b4", [(17, "What permanent stormwater practices will be built?"),
            (18, "How was the runoff analysed?"),
            (19, "How were the dry swale and the bioretention cell sized?"),
            (20, "How are the permanent practices built?"),
            (21, "Who maintains them, and how often?"),
            (22, "Are maintenance easements needed?"),
            (23, "Will the maintenance duties bind future owners?")]),
    ("b5", [(24, "Who prepared and certified this plan?"),
            (25, "What must the contractors sign?")]),
]

E = html.escape


def table(rows, cls=""):
    h = "<table class='%s'><tr>%s</tr>" % (cls, "".join("<th>%s</th>" % E(c) for c in rows[0]))
    for r in rows[1:]:
        h += "<tr>%s</tr>" % "".join("<td>%s</td>" % E(c) for c in r)
    return h + "</table>"


def svg_site_map():
    # 1 in = 100 ft; 96 px per inch in CSS -> 0.96 px per foot
    return """
<svg width="6.6in" height="6.2in" viewBox="0 0 660 620" xmlns="http://www.w3.org/2000/svg" font-family="Liberation Sans" font-size="8.5">
<rect x="1" y="1" width="658" height="618" fill="none" stroke="#000" stroke-width="1.2"/>
<text x="10" y="16" font-size="11" font-weight="bold">FIGURE 1. SITE MAP - SCALE: 1 IN = 100 FT</text>
<text x="10" y="30">Total HOA parcel (Parcel C): 9.6 acres. Limit of disturbance: 2.30 acres.</text>
<!-- pond -->
<path d="M120 150 C 200 90, 380 100, 430 170 C 470 230, 420 330, 330 350 C 240 370, 130 320, 110 240 Z" fill="#d8e8f5" stroke="#246" stroke-width="1.2"/>
<text x="210" y="230" font-weight="bold">GRANITE RIDGE POND (3.4 AC, NORMAL POOL EL. 412.0)</text>
<text x="205" y="244">SEDIMENT REMOVAL AREA 1.05 AC (DREDGE TO EL. 405.5)</text>
<!-- inflow brook -->
<path d="M40 60 C 70 90, 90 120, 120 150" fill="none" stroke="#246" stroke-width="2" stroke-dasharray="6 3"/>
<text x="20" y="52">UNNAMED TRIBUTARY (INFLOW) - FLOW</text>
<!-- dam & spillway -->
<path d="M330 350 L 360 420 L 420 430" fill="none" stroke="#000" stroke-width="5"/>
<text x="372" y="400">EARTH DAM, 14 FT HIGH</text>
<rect x="355" y="414" width="16" height="16" fill="#999"/>
<text x="376" y="446">NEW 16 FT SPILLWAY (REPLACES 8 FT WEIR)</text>
<path d="M363 430 C 370 480, 380 540, 400 610" fill="none" stroke="#246" stroke-width="2" stroke-dasharray="6 3"/>
<text x="405" y="560">OUTLET CHANNEL TO ANGLE FLY BROOK</text><text x="405" y="572">DISCHARGE POINT DP-1</text>
<!-- wetlands -->
<path d="M60 70 C 100 60, 130 100, 115 140 C 80 150, 50 110, 60 70 Z" fill="none" stroke="#070" stroke-dasharray="2 2"/>
<text x="10" y="160" fill="#070">TOWN-REGULATED WETLAND (INLET FRINGE) - NOT DISTURBED</text>
<!-- spoil area -->
<rect x="470" y="90" width="150" height="120" fill="none" stroke="#000" stroke-dasharray="8 3"/>
<text x="474" y="104" font-weight="bold">SPOIL DEWATERING AND</text>
<text x="474" y="116" font-weight="bold">PLACEMENT AREA 0.62 AC</text>
<text x="474" y="130">EX. MEADOW, SLOPE 4-7%</text>
<text x="474" y="142">FINAL: +18 IN, SLOPE 4-7%</text>
<!-- access drive -->
<path d="M640 600 L 600 480 L 470 440 L 430 430" fill="none" stroke="#000" stroke-width="8" stroke-opacity="0.35"/>
<text x="520" y="500">NEW PAVED ACCESS DRIVE 420 FT x 12 FT</text>
<text x="520" y="512">FROM GRANITE RIDGE DRIVE</text>
<circle cx="440" cy="432" r="14" fill="none" stroke="#000"/>
<text x="452" y="420">TURNAROUND</text>
<!-- staging -->
<rect x="560" y="540" width="60" height="40" fill="none" stroke="#000"/>
<text x="500" y="594">STAGING 0.14 AC</text>
<!-- soils -->
<path d="M20 380 C 200 400, 450 380, 650 300" fill="none" stroke="#630" stroke-dasharray="1 3" stroke-width="1.5"/>
<text x="20" y="372" fill="#630">SOIL BOUNDARY</text>
<text x="470" y="240" fill="#630">SOIL CrC - CHARLTON-CHATFIELD (HSG B)</text>
<text x="30" y="420" fill="#630">SOIL Ff - FLUVAQUENTS (HSG D), BROOK BOTTOM</text>
<text x="130" y="350" fill="#630">POND SEDIMENT: ORGANIC SILT</text>
<!-- vegetation, undisturbed -->
<text x="20" y="470">EX. VEGETATION: MIXED HARDWOOD WOODS - NOT TO BE DISTURBED</text>
<text x="20" y="484">EX. SLOPES 8-15% WOODED; DAM FACES 2.5:1 (FINAL: SAME)</text>
<text x="470" y="60">EX. LAWN AND MEADOW</text>
<path d="M520 230 L 480 280" stroke="#000" marker-end="url(#a)"/><text x="488" y="270">FLOW</text>
<path d="M600 420 L 560 400" stroke="#000"/><text x="570" y="398">FLOW</text>
<text x="20" y="520">LIMIT OF DISTURBANCE: - - - - (DASHED). OUTSIDE IT: AREA NOT TO BE DISTURBED.</text>
<text x="20" y="534">NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE ON ADJACENT PROPERTIES.</text>
<!-- location map inset -->
<rect x="480" y="300" width="170" height="100" fill="#fff" stroke="#000"/>
<text x="486" y="314" font-weight="bold">GENERAL LOCATION MAP (NTS)</text>
<text x="490" y="334">ROUTE 139 (PRIMROSE ST)</text>
<text x="490" y="350">ANGLE FLY PRESERVE</text>
<text x="560" y="368">* SITE</text>
<text x="490" y="388">MUSCOOT RESERVOIR</text>
</svg>"""


def svg_esc_map():
    return """
<svg width="6.6in" height="4.6in" viewBox="0 0 660 460" xmlns="http://www.w3.org/2000/svg" font-family="Liberation Sans" font-size="8.5">
<rect x="1" y="1" width="658" height="458" fill="none" stroke="#000" stroke-width="1.2"/>
<text x="10" y="16" font-size="11" font-weight="bold">FIGURE 2. EROSION AND SEDIMENT CONTROL PLAN - SCALE: 1 IN = 100 FT</text>
<path d="M120 120 C 200 60, 380 70, 430 140 C 470 200, 420 300, 330 320 C 240 340, 130 290, 110 210 Z" fill="#d8e8f5" stroke="#246"/>
<path d="M40 40 C 70 70, 90 95, 120 120" fill="none" stroke="#246" stroke-width="2"/>
<path d="M40 40 C 30 120, 60 330, 340 400" fill="none" stroke="#000" stroke-width="2.5"/>
<text x="40" y="300">BP-1 BYPASS PIPE, 18 IN HDPE, 620 LF (INFLOW AROUND POND)</text>
<path d="M150 112 C 220 80, 360 90, 400 140" fill="none" stroke="#c60" stroke-width="2" stroke-dasharray="10 4"/>
<text x="180" y="80">TC-1 TURBIDITY CURTAIN, 340 LF</text>
<rect x="470" y="60" width="150" height="120" fill="none" stroke="#000" stroke-dasharray="2 2"/>
<text x="474" y="74">GT-1 TO GT-3 DEWATERING TUBES</text>
<text x="474" y="86">3 TUBES, 45 FT DIA-EQUIV. 60 FT LONG</text>
<text x="474" y="120">SF-1 SILT FENCE 310 LF (AROUND</text>
<text x="474" y="132">SPOIL AREA, DOWNSLOPE SIDES)</text>
<text x="474" y="196">DV-1 DIVERSION BERM 140 LF (UPSLOPE)</text>
<text x="474" y="208">ST-1 SEDIMENT TRAP 2,300 CF</text>
<text x="474" y="220">(FILTRATE BEFORE RETURN TO POND)</text>
<text x="330" y="350">CD-1 SPILLWAY COFFERDAM</text>
<text x="330" y="362">(SANDBAG / AQUA-BARRIER) 60 LF</text>
<text x="380" y="420">SF-2 SILT FENCE 260 LF BELOW DAM TOE</text>
<text x="500" y="300">SCE-1 CONSTRUCTION ENTRANCE</text>
<text x="500" y="312">20 FT x 50 FT AT GRANITE RIDGE DR</text>
<text x="500" y="340">SF-3 SILT FENCE 380 LF ALONG DRIVE</text>
<text x="500" y="352">CFS-1 FILTER SOCK 120 LF AT STAGING</text>
<text x="20" y="440">ALL CONTROLS ON HOA PARCEL C. LENGTHS MEASURED ALONG THE LINE OF THE PRACTICE.</text>
</svg>"""


def svg_post_map():
    return """
<svg width="6.6in" height="3.0in" viewBox="0 0 660 300" xmlns="http://www.w3.org/2000/svg" font-family="Liberation Sans" font-size="8.5">
<rect x="1" y="1" width="658" height="298" fill="none" stroke="#000" stroke-width="1.2"/>
<text x="10" y="16" font-size="11" font-weight="bold">FIGURE 3. PERMANENT STORMWATER PRACTICES - SCALE: 1 IN = 100 FT</text>
<path d="M640 290 L 600 170 L 470 130 L 430 120" fill="none" stroke="#000" stroke-width="8" stroke-opacity="0.35"/>
<path d="M630 280 L 592 175" fill="none" stroke="#070" stroke-width="3"/>
<text x="470" y="250">DS-1 DRY SWALE, 180 LF,</text>
<text x="470" y="262">4 FT BOTTOM, 3:1 SIDES</text>
<rect x="400" y="80" width="40" height="26" fill="#cfe8cf" stroke="#070"/>
<text x="300" y="70">BC-1 BIORETENTION CELL 650 SF (26 FT x 25 FT)</text>
<text x="20" y="120">ACCESS DRIVE AND TURNAROUND: 6,240 SF NEW IMPERVIOUS (0.14 AC)</text>
<text x="20" y="134">DRAINAGE AREA TO DS-1 / BC-1: 0.48 AC</text>
<text x="20" y="160">SPILLWAY: 16 FT BROAD-CRESTED CONCRETE WEIR, CREST EL. 412.0</text>
<text x="20" y="174">RIPRAP STILLING BASIN 30 FT x 18 FT, D50 = 12 IN</text>
</svg>"""


def qa(n, q, body):
    return "<div class='qa'><h3 class='q'>Q%d. %s</h3><div class='a'><b>A.</b> %s</div></div>" % (n, E(q), body)


def html_doc(banners):
    Q = {n: q for _, lst in CONTENTS for n, q in lst}
    css = """
@page { size: letter; margin: 0.7in 0.75in 0.75in 0.75in; }
body { font-family: 'DejaVu Serif', serif; font-size: 10pt; line-height: 1.32; }
h1 { font-family: 'Liberation Sans'; font-size: 20pt; margin: 0 0 4pt 0; }
h3.q { font-family: 'Liberation Sans'; font-size: 11pt; margin: 10pt 0 3pt 0; color: #143; }
.banner { width: 100%; margin: 14pt 0 4pt 0; display: block; }
table { border-collapse: collapse; width: 100%; font-size: 8.5pt; margin: 4pt 0; }
th, td { border: 0.6pt solid #555; padding: 2pt 4pt; vertical-align: top; text-align: left; }
th { background: #e9f0e2; }
.brk { break-before: page; }
.toc p { margin: 1pt 0; }
.sig td { height: 20pt; }
.small { font-size: 8.5pt; }
figure { margin: 6pt 0; break-inside: avoid; }
"""
    h = ["<!doctype html><html><head><meta charset='utf-8'><title>Granite Ridge Pond SWPPP Q&amp;A</title>"
         "<style>%s</style></head><body>" % css]
    # cover
    h.append("<div style='height:1.6in'></div><h1>Granite Ridge Pond</h1>"
             "<p style='font-size:15pt;font-family:Liberation Sans'>Sediment Removal and Dam Spillway Repair<br>"
             "Stormwater Pollution Prevention Plan, in Questions and Answers</p>"
             "<p>Granite Ridge Homeowners Association, Inc.<br>Granite Ridge Drive, Town of Somers, Westchester "
             "County, New York</p><p>Prepared for the Town of Somers Planning Board with the application for a "
             "stormwater management and erosion and sediment control permit and a Chapter 167 wetland permit</p>"
             "<p>Prepared by Stillwater Lake &amp; Dam Engineering, PLLC<br>27 Parkway, Katonah, New York 10536 - "
             "(914) 555-0176</p><p>May 6, 2024</p>")
    # contents (page 3 after the glyph page is inserted)
    h.append("<div class='brk toc'><h1>Questions in this plan</h1>")
    for b, lst in CONTENTS:
        h.append("<p style='margin-top:7pt'><b>%s</b></p>" % E(BANNERS[b]))
        for n, q in lst:
            h.append("<p>Q%d. %s</p>" % (n, E(q)))
    h.append("<p style='margin-top:10pt'>Figures: 1 Site Map; 2 Erosion and Sediment Control Plan; 3 Permanent "
             "Stormwater Practices. Attachment: Stormwater Facilities Maintenance Agreement (draft).</p></div>")

    def banner(k, brk=True):
        return "<img class='banner%s' src='file://%s' alt=''>" % (" brk" if brk else "", banners[k])

    # ---- part 1
    h.append(banner("b1"))
    h.append(qa(1, Q[1],
        "The Granite Ridge Homeowners Association will remove about 4,200 cubic yards of accumulated sediment "
        "from Granite Ridge Pond, a 3.4-acre pond that the Association owns on its common parcel (Parcel C, "
        "9.6 acres) off Granite Ridge Drive in the Town of Somers. It will also rebuild the pond's deteriorated "
        "8-foot concrete spillway as a 16-foot concrete weir with a riprap stilling basin, as the NYSDEC Dam "
        "Safety Section has directed, and build a 420-foot paved maintenance drive from Granite Ridge Drive to "
        "the dam. The dredged sediment is dewatered on the Association's upland meadow and spread there. The "
        "project disturbs 2.30 acres: the 1.05-acre sediment removal area, the 0.62-acre spoil area, 0.18 acre "
        "at the dam and spillway, 0.31 acre for the drive, turnaround and its stormwater practices, and the "
        "0.14-acre staging area."))
    h.append(qa(2, Q[2],
        "More than 5,000 square feet will be disturbed and the work is within a Town-regulated wetland and its "
        "buffer, so Chapter 93 requires a stormwater management and erosion and sediment control permit and "
        "this plan. The work is not routine maintenance under Section 93-5A(3): the spillway is widened to "
        "twice its width, the spoil is placed as fill on the upland, and a new paved drive is built. The drive "
        "and turnaround add 6,240 square feet of impervious cover and change the hydrology of their drainage "
        "area, so the project is an activity under Section 93-6A(2)(w), and with 2.30 acres disturbed the "
        "post-construction requirements of Section 93-6A(3) apply (Part 4). The Association will also obtain "
        "coverage under the NYSDEC SPDES General Permit GP-0-20-001 and the NYSDEC dam safety approval."))
    h.append(qa(3, Q[3],
        "Figure 1 (next page) is the site map, at 1 inch = 100 feet, with a general location map. It shows the "
        "total parcel area, all new work, the limit of disturbance and the areas that will not be disturbed, "
        "existing vegetation, the pond, the brook and the wetland, drainage patterns, existing and final "
        "slopes, the soil types and their boundaries, and the discharge point. Figure 2 shows the erosion and "
        "sediment controls, and Figure 3 the permanent practices."))
    h.append("<figure class='brk'>%s</figure>" % svg_site_map())
    h.append(qa(4, Q[4],
        "The Soil Survey of Putnam and Westchester Counties maps two soils on the work areas. Charlton-Chatfield "
        "complex, rolling, very rocky (CrC) covers the meadow, the drive and the dam abutments: well drained "
        "loamy till over bedrock at 2 to 6 feet, hydrologic soil group B. Fluvaquents, frequently flooded (Ff) "
        "lie in the brook bottom below the dam: poorly drained alluvium, hydrologic soil group D. The pond "
        "sediment itself is a soft organic silt (8 to 15 percent organic matter) with fine sand near the inlet; "
        "samples taken in March 2024 met the NYSDEC Part 375 unrestricted-use soil cleanup objectives, so it "
        "may be placed on the upland. Two test pits in the bioretention cell area found 3.5 feet of sandy loam "
        "over rock, with an infiltration rate of 0.9 inch per hour."))
    h.append(qa(5, Q[5],
        "The pond is fed by an unnamed tributary of Angle Fly Brook. Its outflow leaves over the spillway at "
        "Discharge Point DP-1 and runs 900 feet to Angle Fly Brook, which flows to the Muscoot Reservoir. The "
        "Muscoot Reservoir is in the New York City watershed, lies in the phosphorus TMDL basin and is on the "
        "State's Section 303(d) list for phosphorus. Runoff from the drive goes through the dry swale and the "
        "bioretention cell to the outlet channel below the dam."))
    # ---- part 2
    h.append(banner("b2"))
    h.append(qa(6, Q[6],
        "The brook never flows through open work. First, the pond is lowered 3 feet through the low-level "
        "outlet at no more than 6 inches a day, so the outflow stays clear. The inflowing brook is then "
        "carried around the pond and the dam in an 18-inch bypass pipe (BP-1) from a sandbag intake above "
        "the wetland fringe to the outlet channel below the spillway. Dredging is done by a small hydraulic "
        "dredge inside a floating turbidity curtain (TC-1) that encloses the sediment removal area. The "
        "slurry is pumped to three geotextile dewatering tubes on the upland spoil area; their filtrate runs "
        "through a stone channel into sediment trap ST-1 before it returns to the pond. The spillway is built "
        "in the dry behind a cofferdam (CD-1). Silt fence surrounds the spoil area, the dam toe and the drive, "
        "and a diversion berm keeps clean runoff from the meadow above out of the spoil area. Figure 2 shows "
        "each control, its size and its length."))
    h.append("<figure>%s</figure>" % svg_esc_map())
    h.append(qa(7, Q[7], "The table gives the dimensions, materials, installation and upkeep of each control. "
                         "Placement and removal times: see Q9." + table([
        ["Control", "Dimensions and materials", "Installation", "Operation and maintenance"],
        ["Silt fence SF-1 to SF-3 (950 LF)", "Woven geotextile 36 in wide, 24 in above grade, 2 x 2 in hardwood "
         "posts 4 ft long at 8 ft", "Toe buried 6 in in a trench; ends turned upslope", "Remove sediment at "
         "one-half height; repair sags and undercutting"],
        ["Turbidity curtain TC-1 (340 LF)", "Type II floating curtain, 18 oz PVC, 5 ft skirt, ballast chain",
         "Anchored at 50 ft and at each end on the bank", "Re-set anchors; keep the skirt off the dredge "
         "cutter"],
        ["Bypass pipe BP-1 (620 LF)", "18 in smooth-lined HDPE, sandbag intake dam 3 ft high", "Laid on the "
         "bank above the wetland fringe; outlet on riprap apron 10 ft x 8 ft", "Clear the intake of debris; "
         "re-set sandbags; watch the outlet apron for scour"],
        ["Dewatering tubes GT-1 to GT-3", "Woven high-strength geotextile tubes 60 ft long, 45 ft "
         "circumference, on a 40 mil liner with a stone drainage layer", "Filled in lifts to 5 ft high; "
         "polymer dosed at the dredge line as the supplier's jar test sets", "Stop filling if filtrate turns "
         "cloudy; patch seams"],
        ["Sediment trap ST-1 (2,300 CF)", "Excavated trap 40 ft x 15 ft x 4 ft, 2:1 sides, stone outlet",
         "Excavated at the low side of the spoil area; sized at 3,600 CF per acre for 0.62 acre plus the "
         "filtrate flow", "Remove sediment when half full"],
        ["Diversion berm DV-1 (140 LF)", "Compacted earth, 18 in high, 2:1 sides, seeded", "Upslope of the "
         "spoil area, outlets to stable woods", "Repair breaches; reseed"],
        ["Cofferdam CD-1 (60 LF)", "Water-filled barrier, 4 ft high, or 3-row sandbag dam with liner",
         "Across the spillway approach, keyed into both abutments", "Pump seepage to ST-1 only"],
        ["Construction entrance SCE-1", "1.5 to 4 in crushed stone, 6 in thick, 20 ft x 50 ft, on geotextile",
         "At Granite Ridge Drive", "Top-dress stone; sweep the street when tracking occurs"],
        ["Filter sock CFS-1 (120 LF)", "12 in compost filter sock", "Around the staging area", "Remove "
         "sediment at one-half height"]])))
    h.append(qa(8, Q[8],
        "The slurry is pumped at about 4 percent solids to the tubes, where a polymer flocculant (an anionic "
        "polyacrylamide on the NYSDEC list of approved products) binds the fines so that they stay in the "
        "tubes. The filtrate is checked by eye and with a turbidity meter before it leaves ST-1; if it is more "
        "than 50 NTU above the pond, pumping stops. After about eight weeks the tubes are cut open and the "
        "dried spoil is spread 18 inches deep over the 0.62-acre meadow, graded to its existing 4 to 7 percent "
        "slopes, topsoiled and seeded."))
    # Q9 intentionally not answered in the body (it appears only in the list of questions)
    h.append(qa(10, Q[10],
        "A qualified inspector (a licensed engineer or a Certified Professional in Erosion and Sediment "
        "Control) inspects every erosion and sediment control at least once every 7 days, and within 24 hours "
        "after any storm of 0.5 inch of rain or more, until final stabilization; the reports go in the site "
        "logbook. The dredge operator checks the turbidity curtain, the tubes, the filtrate and the bypass "
        "intake at the start and end of every working day. Deficiencies are corrected within one working day."))
    h.append(qa(11, Q[11],
        "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment "
        "Control at each stage. Because the site drains to the phosphorus TMDL basin, any disturbed area where "
        "work stops for 7 days is seeded and mulched within 7 days: annual ryegrass at 1 pound per 1,000 square "
        "feet with straw at 2 tons per acre, or straw alone after October 15. The dam faces and the spillway "
        "banks are covered with erosion control blanket over seed on the day they are finished. The spoil "
        "area receives 4 inches of topsoil and a meadow mix of native warm-season grasses and wildflowers with "
        "a nurse crop of oats. The drive shoulders get topsoil, a roadside fescue mix and straw. Fertilizer is "
        "phosphorus-free. Final stabilization is 80 percent uniform perennial cover on all disturbed soil."))
    h.append(qa(12, Q[12],
        "Fuel for the dredge and the excavator is kept in a 275-gallon double-walled tank inside a lined berm "
        "on the staging area, 150 feet from the pond; the dredge is fueled on the water only from 5-gallon "
        "safety cans over an absorbent mat, with a boom around the fill point. Spill kits are on the dredge, "
        "the excavator and at the tank. The polymer is kept in its closed totes under cover on the staging "
        "area. Litter and construction debris go in a covered dumpster at the staging area, emptied weekly; "
        "the crew picks up litter daily. Concrete trucks wash out only into a lined washout container. Any "
        "spill is cleaned up at once and petroleum spills are reported to the NYSDEC Spill Hotline within "
        "two hours."))
    h.append(qa(13, Q[13],
        "No. There will be no asphalt plant, concrete plant or any other industrial activity on the site, and "
        "so no stormwater discharge associated with industrial activity. Concrete for the spillway is "
        "delivered ready-mixed."))
    h.append("<div class='qa'><h3 class='q'>Q14. %s</h3><div class='a'><b>A.</b></div></div>" % E(Q[14]))
    # ---- part 3
    h.append(banner("b3"))
    h.append(qa(15, Q[15],
        "The work is done in one phase between July 8 and October 31, 2024, and no more than 2.30 acres, well "
        "under the 5-acre limit, is disturbed at any time."
        "<ol><li>Preconstruction meeting with the Town Engineer; flag the limit of disturbance and the wetland "
        "fringe.</li><li>Build the construction entrance and the staging area; install the erosion and "
        "sediment controls.</li><li>Clear and grub the drive corridor and the spoil area; strip and stockpile "
        "topsoil.</li><li>Lower the pond 3 feet; set the bypass intake and pipe; start the bypass.</li><li>Lay "
        "out the dewatering tubes and build ST-1; float the dredge and set the turbidity curtain.</li><li>Dredge "
        "(about six weeks), filling the tubes in rotation.</li><li>Build the cofferdam; demolish the old "
        "spillway; form and pour the new weir and training walls; place the stilling basin riprap; remove the "
        "cofferdam.</li><li>Rough grade and pave the drive; build the dry swale and the bioretention cell after "
        "the drive shoulders are stabilized.</li><li>Open the tubes, spread and grade the spoil, topsoil and "
        "seed.</li><li>Refill the pond; remove the bypass; stabilize the remaining areas.</li></ol>"))
    h.append(qa(16, Q[16], table([
        ["Party", "Responsibility"],
        ["Granite Ridge Homeowners Association, Inc. (owner), property manager Ellen Ruiz, (914) 555-0150",
         "Permits; hires the inspector; long-term maintenance"],
        ["Stillwater Lake & Dam Engineering, PLLC", "Design; qualified inspector; amendments to this plan"],
        ["Aquatic Restoration Contractors, Inc.", "Dredging, dewatering, spillway, drive; installs and maintains "
         "all erosion and sediment controls"],
        ["Town Engineer, Town of Somers", "Permit; inspections under Section 93-15"]])))
    # ---- part 4
    h.append(banner("b4"))
    h.append(qa(17, Q[17],
        "Two practices treat the runoff from the new paved drive and turnaround: dry swale DS-1, 180 feet "
        "long along the lower side of the drive, which filters the runoff through an engineered soil bed and "
        "an underdrain; and bioretention cell BC-1, 650 square feet at the turnaround, which receives the "
        "swale's flow and the turnaround runoff, filters it through planted soil media and infiltrates part "
        "of it. Both are designed to the enhanced phosphorus removal standards of the New York State "
        "Stormwater Management Design Manual. The rebuilt spillway and its stilling basin are the permanent "
        "outlet works of the pond. Figure 3 shows where each practice is and its size."))
    h.append("<figure>%s</figure>" % svg_post_map())
    h.append(qa(18, Q[18],
        "The pond watershed (142 acres) and the drive drainage area (0.48 acre) were modeled in HydroCAD 10.2 "
        "with the NRCS TR-20 method, Type III 24-hour storms and NOAA Atlas 14 rainfall for Somers: 1-year "
        "2.8 inches, 10-year 5.0 inches, 100-year 8.6 inches. The spillway was routed through the pond for "
        "the dam-safety design flood (150 percent of the 100-year storm)." + table([
        ["Storm", "Pond inflow (cfs)", "Spillway outflow (cfs)", "Pond peak el.", "Drive area pre / post (cfs)"],
        ["1-year", "58", "41", "413.1", "0.21 / 0.20"],
        ["10-year", "171", "139", "414.3", "0.86 / 0.80"],
        ["100-year", "386", "342", "415.6", "1.94 / 1.90"],
        ["150% of 100-year", "579", "531", "416.4 (top of dam 418.0)", "-"]]) +
        "The new 16-foot weir passes the design flood with 1.6 feet of freeboard; the old 8-foot weir would "
        "have overtopped the dam. The dry swale carries the 10-year flow at 0.3 foot depth and 1.4 feet per "
        "second."))
    h.append(qa(19, Q[19],
        "The sizing calculations for DS-1 and BC-1 (water quality volume, runoff reduction volume and the "
        "enhanced phosphorus criteria) will be provided to the Town Engineer prior to the Planning Board's "
        "final approval."))
    h.append(qa(20, Q[20], table([
        ["Practice", "Dimensions and materials", "Installation"],
        ["DS-1 dry swale", "180 ft long; 4 ft bottom; 3:1 sides; 1.5 percent slope; 30 in engineered soil "
         "(sand, topsoil, compost); 4 in perforated underdrain in 12 in No. 2 stone; turf cover", "Built after "
         "the drive shoulders are stabilized; light equipment only on the bed"],
        ["BC-1 bioretention cell", "650 sq ft (26 x 25 ft) filter bed; 6 in ponding; 30 in soil media; 3 in "
         "mulch; 6 in underdrain with 12 in upturned elbow for infiltration storage; overflow riser to the "
         "outlet channel; native shrubs and perennials", "Excavate after the drainage area is stabilized; "
         "place media in 12 in lifts; plant and water"],
        ["Spillway", "16 ft broad-crested reinforced concrete weir, crest el. 412.0, 12 in walls, training "
         "walls 5 ft high; stilling basin 30 x 18 ft of riprap, D50 12 in, on geotextile", "Built in the dry "
         "behind CD-1; concrete 4,000 psi air-entrained"]])))
    h.append(qa(21, Q[21],
        "The Granite Ridge Homeowners Association is responsible for the long-term operation and maintenance "
        "of DS-1, BC-1 and the spillway, through its property manager." + table([
        ["Practice", "Inspection", "Maintenance"],
        ["DS-1", "Twice a year and after storms of 1 inch or more", "Mow to 4 to 6 in; remove sediment and "
         "debris; repair erosion; if water stands more than 48 hours, clean the underdrain"],
        ["BC-1", "Monthly in the first growing season, then quarterly", "Remove trash; replace mulch yearly; "
         "replace dead plants; rake or replace the top 3 in of media if it clogs"],
        ["Spillway and dam", "Each spring and after storms of 3 inches or more; engineer's inspection every "
         "2 years per the dam safety rules", "Clear debris from the weir; mow the dam; keep woody growth off; "
         "repair riprap"]])))
    h.append(qa(22, Q[22],
        "No. The Association owns every parcel on which the practices are built, so no easement is needed and "
        "none is shown on the figures."))
    h.append(qa(23, Q[23],
        "Yes. The Association will sign the Town's Stormwater Control Facility Maintenance Agreement, based on "
        "the NYSDEC sample agreement, for DS-1, BC-1 and the spillway. It binds the Association and all "
        "subsequent owners of Parcel C and will be recorded in the office of the Westchester County Clerk as a "
        "deed restriction on Parcel C before final plan approval. Under it the owner must inspect and "
        "maintain the practices as Q21 describes, keep the records for five years, and pay the Town's costs "
        "if the Town has to do the work after notice."))
    # ---- part 5
    h.append(banner("b5"))
    h.append(qa(24, Q[24],
        "This plan was prepared by Stillwater Lake &amp; Dam Engineering, PLLC. Preparer's certification:"
        "<p><i>I certify that this Stormwater Pollution Prevention Plan was prepared under my direction and "
        "that the design of all stormwater management practices meets the requirements of Chapter 93 of the "
        "Code of the Town of Somers.</i></p>"
        "<table class='sig'><tr><td style='width:35%'>Signature</td><td></td></tr><tr><td>Name</td><td></td></tr>"
        "<tr><td>NY P.E. or R.L.A. license no.</td><td></td></tr><tr><td>Date</td><td></td></tr></table>"))
    h.append(qa(25, Q[25],
        "Every contractor and subcontractor who will install, build, repair, inspect or maintain an erosion "
        "and sediment control or a permanent practice signs this statement before starting work:"
        "<p><i>\"I certify under penalty of law that I understand and agree to comply with the terms and "
        "conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has "
        "received a minimum of four hours of acceptable training in erosion and sediment control within the "
        "last three years. I also understand that it is unlawful for any person to cause or contribute to a "
        "violation of water quality standards.\"</i></p>" + table([
            ["Entry", "Contractor", "Subcontractor (paving)"],
            ["Signature", "/s/ Luis E. Marquez", ""],
            ["Name and title", "Luis E. Marquez, Operations Manager", ""],
            ["Firm", "Aquatic Restoration Contractors, Inc.", ""],
            ["Firm address and telephone", "12 Hillside Avenue, Brewster, NY 10509; (845) 555-0193", ""],
            ["Site", "Granite Ridge Pond, Parcel C, Granite Ridge Drive, Somers, NY", ""],
            ["Date", "April 29, 2024", ""]])))
    h.append("<p class='small'>Attachment: the draft Stormwater Control Facility Maintenance Agreement follows "
             "the NYSDEC sample form and is on file with the Association's counsel.</p>")
    h.append("</body></html>")
    return "\n".join(h)


GLANCE = [
    ("h", "Granite Ridge Pond at a glance"),
    ("s", ""),
    ("b", "Owner: Granite Ridge Homeowners Association, Inc."),
    ("b", "Where: Granite Ridge Pond, Parcel C, off Granite Ridge Drive, Town of Somers"),
    ("b", "What: remove about 4,200 cubic yards of pond sediment,"),
    ("b", "rebuild and widen the dam spillway, and pave a maintenance drive"),
    ("b", "Disturbed area: 2.30 acres of a 9.6-acre parcel"),
    ("b", "Work window: July 8 to October 31, 2024"),
    ("b", "Receiving water: unnamed tributary of Angle Fly Brook, then the Muscoot Reservoir"),
    ("s", ""),
    ("h2", "Quick answers"),
    ("b", "No asphalt, concrete or other industrial plant will operate on the site."),
    ("b", "The brook is piped around the work while the pond is dredged."),
    ("b", "Dredged sediment is dewatered in geotextile tubes on the upland meadow."),
    ("b", "The Association maintains the new swale, bioretention cell and spillway."),
]


def glyph_page(path):
    pdfmetrics.registerFont(TTFont("Display", os.path.join(FONT_DIR, "dejavu/DejaVuSerifCondensed-Bold.ttf")))
    pdfmetrics.registerFont(TTFont("DisplayBook", os.path.join(FONT_DIR, "dejavu/DejaVuSerifCondensed.ttf")))
    c = canvas.Canvas(path, pagesize=(612, 792))
    c.setProducer("Desktop publishing export (reportlab, per-glyph)")
    c.setFillColorRGB(0.91, 0.94, 0.89)
    c.rect(0, 0, 612, 792, stroke=0, fill=1)
    c.setFillColorRGB(0.08, 0.19, 0.12)
    y = 700
    for kind, text in GLANCE:
        if kind == "s":
            y -= 18
            continue
        font, size, lead = {"h": ("Display", 30, 48), "h2": ("Display", 20, 34), "b": ("DisplayBook", 13, 24)}[kind]
        x = 54
        # one text object per glyph, absolute position; spaces are not drawn, only advanced
        for ch in text:
            wdt = pdfmetrics.stringWidth(ch, font, size)
            if ch != " ":
                t = c.beginText(x, y)
                t.setFont(font, size)
                t.textOut(ch)
                c.drawText(t)
            x += wdt + (0.4 if kind != "b" else 0.15)
        y -= lead
    c.setFont("DisplayBook", 9)
    c.drawString(54, 60, "Stormwater Pollution Prevention Plan - Questions and Answers - May 6, 2024")
    c.showPage()
    c.save()


def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    banners = make_banners(work)
    hp = os.path.join(work, NAME + ".html")
    with open(hp, "w") as f:
        f.write(html_doc(banners))
    body = chromium_to_pdf(hp, os.path.join(work, NAME + "_body.pdf"))
    gp = os.path.join(work, NAME + "_glance.pdf")
    glyph_page(gp)
    from pypdf import PdfReader
    n = len(PdfReader(body).pages)
    merge([(body, [0]), (gp, None), (body, list(range(1, n)))], out_pdf,
          producer="Chromium print to PDF (Skia) + reportlab page (per-glyph), bound with pypdf",
          title="Granite Ridge Pond - SWPPP in Questions and Answers")
    return out_pdf
