"""Plan 1: HOA annual stormwater report laid out as an HTML e-mail newsletter
(nested layout tables with visible borders), printed from Chromium.
Town of Somers Ch. 93. Clubhouse and pool amenity SWPPP inside the newsletter."""
import os, subprocess, html
from common import assemble

NAME = "p19b_somers_hoa_newsletter_clubhouse_pool"

CSS = """
@page { size: Letter; margin: 0.55in 0.5in 0.6in 0.5in; }
body { font-family: Arial, Helvetica, sans-serif; font-size: 10pt; color: #1d2b36; margin: 0; }
table { border-collapse: separate; border-spacing: 3px; width: 100%; }
td { border: 1px solid #8fa7b8; padding: 5px 7px; vertical-align: top; }
table.outer { border: 2px solid #2e5b7a; }
td.mast { background: #2e5b7a; color: #fff; font-size: 17pt; font-weight: bold; text-align: center; }
td.sub { background: #dbe8f1; text-align: center; font-size: 9.5pt; }
td.h { background: #e9f1f6; font-weight: bold; font-size: 11.5pt; color: #173a52; }
td.h2 { background: #f5f8fa; font-weight: bold; font-size: 10.5pt; }
td.bul { width: 12px; border: 1px dotted #b9c9d4; text-align: center; }
td.li { border: 1px dotted #b9c9d4; }
table.grid td { font-size: 9pt; padding: 3px 5px; }
table.grid td.th { background: #dbe8f1; font-weight: bold; }
td.foot { font-size: 8.5pt; text-align: center; color: #4a5d6b; }
.sig { font-family: 'Brush Script MT', 'URW Chancery L', cursive; font-size: 15pt; color: #1a3d8f; }
table.grid tr { page-break-inside: avoid; }
td.h, td.h2 { page-break-after: avoid; }
"""

def esc(s):
    return html.escape(s, quote=False)

def P(text):
    return f"<tr><td>{esc(text)}</td></tr>"

def RAW(h):
    return f"<tr><td>{h}</td></tr>"

def UL(items):
    rows = "".join(f"<tr><td class='bul'>&bull;</td><td class='li'>{esc(i)}</td></tr>" for i in items)
    return f"<tr><td><table>{rows}</table></td></tr>"

def GRID(head, rows, widths=None):
    h = "".join(f"<td class='th'>{esc(c)}</td>" for c in head)
    b = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows)
    return f"<tr><td><table class='grid'><tr>{h}</tr>{b}</table></td></tr>"

def H2(t):
    return f"<tr><td class='h2'>{esc(t)}</td></tr>"

def SEC(title, *rows, brk=False):
    style = " style='page-break-before: always'" if brk else ""
    return (f"<tr{style}><td><table><tr><td class='h'>{esc(title)}</td></tr>"
            f"<tr><td><table>{''.join(rows)}</table></td></tr></table></td></tr>")

# ---------------------------------------------------------------- drawings
def svg_existing():
    return """
<svg width="680" height="500" viewBox="0 0 680 500" xmlns="http://www.w3.org/2000/svg" font-family="Arial" font-size="10">
<rect x="1" y="1" width="678" height="498" fill="#fff" stroke="#333"/>
<!-- location inset -->
<rect x="500" y="12" width="168" height="128" fill="#f4f4f4" stroke="#333"/>
<text x="508" y="26" font-weight="bold">GENERAL LOCATION MAP</text>
<path d="M515 120 L560 40 L600 60 L650 35" stroke="#999" stroke-width="3" fill="none"/>
<text x="600" y="52" font-size="8">US ROUTE 202</text>
<path d="M520 60 Q560 90 655 118" stroke="#999" stroke-width="2" fill="none"/>
<text x="560" y="104" font-size="8">PRIMROSE ST</text>
<circle cx="583" cy="78" r="6" fill="#c33"/><text x="592" y="82" font-size="8">SITE</text>
<path d="M505 135 Q540 125 560 132" stroke="#39c" stroke-width="3" fill="none"/>
<text x="508" y="131" font-size="7">TO MUSCOOT RESERVOIR</text>
<!-- property -->
<polygon points="40,60 460,40 480,420 60,450" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="12,4,2,4"/>
<text x="48" y="56">HOA COMMON PARCEL (TAX LOT 16.07-1-22) - 4.31 AC TOTAL SITE AREA</text>
<!-- woods -->
<path d="M300 48 Q350 120 470 150 L462 44 Z" fill="#dfeedd" stroke="#4a7a42" stroke-dasharray="3,3"/>
<text x="350" y="80" fill="#2d5a27">EXISTING WOODS</text><text x="350" y="92" fill="#2d5a27">(TO REMAIN, UNDISTURBED)</text>
<!-- wetland -->
<path d="M70 360 Q120 330 190 360 Q210 420 120 440 Q60 430 70 360" fill="#d7ecf5" stroke="#2f7fa8"/>
<text x="86" y="392" fill="#1f5f80">NYSDEC/TOWN</text><text x="86" y="404" fill="#1f5f80">WETLAND W-1</text>
<text x="86" y="416" fill="#1f5f80">(UNDISTURBED)</text>
<path d="M190 400 Q300 470 470 460" stroke="#2f7fa8" stroke-width="2" fill="none"/>
<text x="300" y="478" fill="#1f5f80">UNNAMED TRIBUTARY TO PLUM BROOK (OFF-SITE)</text>
<!-- contours -->
<path d="M60 120 Q250 100 470 115" stroke="#a86" fill="none"/><text x="62" y="116" fill="#865">EX 412</text>
<path d="M60 190 Q250 170 470 190" stroke="#a86" fill="none"/><text x="62" y="186" fill="#865">EX 408</text>
<path d="M60 260 Q250 245 470 262" stroke="#a86" fill="none"/><text x="62" y="256" fill="#865">EX 404</text>
<path d="M60 330 Q250 320 470 335" stroke="#a86" fill="none"/><text x="62" y="326" fill="#865">EX 400</text>
<!-- soils -->
<path d="M40 230 Q260 215 470 280" stroke="#7a3" stroke-dasharray="8,3" fill="none"/>
<text x="200" y="212" fill="#5a2">ChB (HSG B)</text><text x="200" y="300" fill="#5a2">PnB (HSG C)</text>
<path d="M60 345 Q150 300 250 360 Q270 420 230 450" stroke="#7a3" stroke-dasharray="8,3" fill="none"/>
<text x="238" y="380" fill="#5a2">WdB (HSG C/D)</text>
<!-- LOD and improvements -->
<rect x="150" y="130" width="250" height="190" fill="none" stroke="#c00" stroke-width="1.5" stroke-dasharray="6,3"/>
<text x="154" y="143" fill="#c00">LIMIT OF DISTURBANCE 1.62 AC</text>
<rect x="185" y="160" width="90" height="55" fill="#ddd" stroke="#000"/><text x="192" y="190">PROP. CLUBHOUSE</text>
<rect x="290" y="165" width="80" height="40" fill="#cfe6f6" stroke="#000"/><text x="308" y="189">PROP. POOL</text>
<rect x="175" y="240" width="200" height="60" fill="#eee" stroke="#000"/><text x="220" y="274">PROP. PARKING (32 SPACES)</text>
<!-- drainage -->
<path d="M330 115 L330 150" stroke="#06c" marker-end="url(#a)"/><path d="M300 320 L250 345" stroke="#06c"/>
<text x="255" y="340" fill="#06c">DRAINAGE</text>
<circle cx="205" cy="352" r="5" fill="#06c"/><text x="213" y="356" fill="#06c">DP-1 (DISCHARGE POINT TO W-1)</text>
<!-- scale -->
<line x1="40" y1="475" x2="136" y2="475" stroke="#000" stroke-width="3"/>
<text x="40" y="490">SCALE: 1 IN = 40 FT (0 - 40 - 80 FT)</text>
<text x="560" y="490">N &#8593;</text>
</svg>"""

def svg_esc():
    return """
<svg width="680" height="470" viewBox="0 0 680 470" xmlns="http://www.w3.org/2000/svg" font-family="Arial" font-size="10">
<rect x="1" y="1" width="678" height="468" fill="#fff" stroke="#333"/>
<rect x="110" y="60" width="420" height="320" fill="none" stroke="#c00" stroke-dasharray="6,3"/>
<text x="114" y="55" fill="#c00">LIMIT OF DISTURBANCE 1.62 AC</text>
<rect x="170" y="100" width="140" height="80" fill="#ddd" stroke="#000"/><text x="190" y="145">CLUBHOUSE FFE 409.5</text>
<rect x="330" y="110" width="120" height="60" fill="#cfe6f6" stroke="#000"/><text x="360" y="145">POOL</text>
<rect x="160" y="230" width="300" height="90" fill="#eee" stroke="#000"/><text x="255" y="280">PARKING</text>
<!-- silt fence -->
<path d="M105 390 L535 390 L540 300" stroke="#000" stroke-width="2" stroke-dasharray="2,2" fill="none"/>
<text x="200" y="405">SF-1 SILT FENCE 610 LF (TOE OF SLOPE, DOWNSLOPE OF LOD)</text>
<!-- construction entrance -->
<rect x="530" y="240" width="120" height="30" fill="#bbb" stroke="#000"/>
<text x="534" y="232">SCE-1 STABILIZED CONSTR.</text><text x="534" y="285">ENTRANCE 50 FT x 24 FT</text>
<!-- inlet protection -->
<circle cx="200" cy="300" r="6" fill="none" stroke="#000"/><text x="210" y="304">IP-1</text>
<circle cx="420" cy="300" r="6" fill="none" stroke="#000"/><text x="430" y="304">IP-2</text>
<circle cx="520" cy="200" r="6" fill="none" stroke="#000"/><text x="470" y="215">IP-3 (EX. CB)</text>
<!-- sediment trap -->
<ellipse cx="200" cy="355" rx="55" ry="18" fill="#f3e6c8" stroke="#000"/>
<text x="152" y="359">ST-1 SEDIMENT TRAP</text><text x="60" y="440">ST-1: 3,600 CF TOTAL (1,800 CF WET + 1,800 CF DRY), 2.0 AC DRAINAGE</text>
<!-- diversion -->
<path d="M115 80 L520 70" stroke="#06c" stroke-width="2" fill="none"/>
<text x="200" y="66" fill="#06c">DS-1 TEMPORARY DIVERSION SWALE 420 LF TO ST-1</text>
<!-- stockpile -->
<ellipse cx="590" cy="130" rx="40" ry="25" fill="#e8dcc8" stroke="#000"/>
<text x="556" y="100">SP-1 TOPSOIL STOCKPILE</text><text x="556" y="170">PERIMETER SF 90 LF</text>
<!-- washout / staging -->
<rect x="560" y="330" width="30" height="30" fill="none" stroke="#000"/><text x="596" y="345">CW-1 CONCRETE</text><text x="596" y="357">WASHOUT 10x10 FT</text>
<rect x="470" y="400" width="80" height="40" fill="none" stroke="#000" stroke-dasharray="4,2"/>
<text x="474" y="418">STAGING / FUEL</text><text x="474" y="430">AREA (ON SITE)</text>
<line x1="20" y1="455" x2="116" y2="455" stroke="#000" stroke-width="3"/>
<text x="20" y="450">1 IN = 40 FT</text>
</svg>"""

def svg_post():
    return """
<svg width="680" height="400" viewBox="0 0 680 400" xmlns="http://www.w3.org/2000/svg" font-family="Arial" font-size="10">
<rect x="1" y="1" width="678" height="398" fill="#fff" stroke="#333"/>
<rect x="170" y="60" width="140" height="80" fill="#ddd" stroke="#000"/><text x="190" y="105">CLUBHOUSE</text>
<rect x="330" y="70" width="120" height="60" fill="#cfe6f6" stroke="#000"/><text x="360" y="105">POOL</text>
<rect x="160" y="180" width="300" height="90" fill="#eee" stroke="#000"/><text x="255" y="230">PARKING</text>
<rect x="480" y="190" width="150" height="70" fill="#d8efd2" stroke="#000"/>
<text x="486" y="210">BR-1 BIORETENTION</text><text x="486" y="224">1,450 SF FILTER BED</text><text x="486" y="238">TOP 401.0 / BOTTOM 400.5</text>
<rect x="170" y="300" width="200" height="50" fill="none" stroke="#000" stroke-dasharray="5,3"/>
<text x="176" y="320">IS-1 SUBSURFACE INFILTRATION</text><text x="176" y="334">42 CHAMBERS, 3 ROWS x 14, 84 x 27 FT</text>
<path d="M240 140 L240 300" stroke="#06c" stroke-dasharray="3,2"/><text x="246" y="290" fill="#06c">ROOF LEADER 8 IN HDPE</text>
<path d="M460 225 L480 225" stroke="#06c"/><text x="400" y="175" fill="#06c">CURB CUT + FOREBAY</text>
<circle cx="420" cy="330" r="5" fill="#06c"/><text x="430" y="334" fill="#06c">DP-1 OUTLET (EX. W-1)</text>
<line x1="20" y1="385" x2="116" y2="385" stroke="#000" stroke-width="3"/><text x="20" y="380">1 IN = 40 FT</text>
</svg>"""


def build_html():
    parts = []
    A = parts.append
    A("<table class='outer'>")
    A("<tr><td class='mast'>STILLMEADOW AT SOMERS HOMEOWNERS ASSOCIATION</td></tr>")
    A("<tr><td class='sub'>The Meadowlark &middot; Issue No. 14 &middot; March 2025 &middot; Annual Stormwater Report to Members for 2024 "
      "&middot; 40 Stillmeadow Lane, Somers, New York 10589 &middot; (914) 555-0148</td></tr>")
    A(SEC("From the Board of Directors",
        P("Dear Neighbors, this issue of The Meadowlark is our annual stormwater report. Every year the Association reports to members "
          "on the ponds, swales and catch basins that the Association owns and maintains under its stormwater agreement with the Town of Somers."),
        P("This year the issue is longer than usual. In the second half you will find the complete Stormwater Pollution Prevention Plan (SWPPP) "
          "for the new clubhouse and pool amenity, which the Board filed with the Town of Somers Planning Board with the site plan application. "
          "Members asked at the November meeting to see the plan in full, so it is reproduced here as filed."),
        P("With thanks to our volunteers on the Grounds and Drainage Committee, - Margaret Quist-Aldana, President")))
    A(SEC("Inside this issue",
        GRID(["Part", "Topic", "Page"], [
            ["A", "2024 stormwater facility report (ponds, swales, catch basins)", "1-2"],
            ["B", "Clubhouse and Pool Amenity SWPPP", "3"],
            ["B-1", "Project background and site description", "3"],
            ["B-2", "Soils", "4"],
            ["B-3", "Site maps", "4-6"],
            ["B-4", "Construction phasing and sequence", "6"],
            ["B-5", "Pollution prevention", "7"],
            ["B-6", "Soil stabilization plan", "7"],
            ["B-7", "Erosion and sediment control practices and details", "8"],
            ["B-8", "Schedule of initial placement and time in place", "9"],
            ["B-9", "Inspection schedule for erosion controls", "9"],
            ["B-10", "Post-construction stormwater management", "10"],
            ["B-11", "Operation and maintenance; easements; agreements", "11"],
            ["B-12", "Certifications", "12"],
        ])))
    A(SEC("Part A - 2024 Stormwater Facility Report",
        P("The Association owns three stormwater facilities built with the original Stillmeadow subdivision in 2006: the north wet pond (Pond P-1), "
          "the south dry detention basin (Basin P-2) and 1,900 feet of grass swales along Stillmeadow Lane and Thrush Court. "
          "Our engineer inspected all three in April and October 2024."),
        GRID(["Facility", "April 2024", "October 2024", "Work done"], [
            ["Pond P-1 (wet pond)", "Forebay 30% full of sediment", "Forebay 35% full", "Cattails cut back at outlet riser; trash rack cleared"],
            ["Basin P-2 (dry basin)", "Low-flow channel clear", "Minor scour at outfall", "Riprap at outfall reset (6 sq yd)"],
            ["Grass swales", "Two areas of bare soil", "Stabilized", "Reseeded 1,100 sq ft; check dams cleaned"],
            ["Catch basins (22)", "Sumps average 4 in", "Sumps average 7 in", "All sumps vacuumed by Hudson Valley Vac-Tek, Nov. 2024"],
        ]),
        P("Forebay sediment in Pond P-1 is approaching the 50% clean-out trigger. The Board has budgeted $14,500 in the 2025 reserve draw "
          "for forebay dredging in late summer 2025, after the clubhouse work is complete."),
        P("The Association's annual certification of maintenance was sent to the Town of Somers Stormwater Management Officer on January 28, 2025.")))
    A(SEC("Reminders for homeowners",
        UL(["Do not blow leaves or grass clippings into the street; they wash into the catch basins and then to Pond P-1.",
            "Pick up after pets. Pet waste is a source of phosphorus and bacteria in the Muscoot Reservoir watershed.",
            "Use phosphorus-free lawn fertilizer, as Westchester County law requires, and keep it off driveways and walks.",
            "Pool owners: never drain a pool to a catch basin without first letting the chlorine dissipate; call the management office first."])))
    # ---------------------------------------------------------------- SWPPP
    A(SEC("Part B - Clubhouse and Pool Amenity SWPPP",
        P("Stormwater Pollution Prevention Plan for the Stillmeadow Clubhouse and Pool Amenity, Town of Somers, Westchester County, New York. "
          "Prepared for the Stillmeadow at Somers Homeowners Association, Inc. by Orchard Hill Civil Design, PLLC, 118 Route 100, Katonah, NY 10536. "
          "Prepared under Chapter 93 of the Code of the Town of Somers. SWPPP date: October 14, 2024."), brk=True))
    A(SEC("B-1 Project Background and Site Description",
        P("Scope of project: The Association will build a one-story clubhouse of 4,800 square feet, an in-ground swimming pool of 2,400 square feet "
          "with a 2,800 square foot pool deck, a 32-space parking lot with a 24-foot two-way drive, walkways, site lighting and landscaping, together "
          "with water, sewer and electric service connections to the existing Stillmeadow Lane utilities."),
        P("Location: The work is on the Association's common parcel at the east end of Stillmeadow Lane, Somers, New York (Tax Map Section 16.07, "
          "Block 1, Lot 22), about 0.6 mile north of Primrose Street (NY Route 139) and west of US Route 202."),
        P("Type and size of project: a private recreational amenity serving a 96-unit multifamily residential development. Total site area is 4.31 acres; "
          "the area of disturbance is 1.62 acres; new impervious cover is 0.61 acre (26,500 square feet)."),
        P("Existing conditions: the work area is a mowed meadow with scattered shrubs that slopes from elevation 414 in the northeast to elevation 398 "
          "at the edge of Wetland W-1 in the southwest, at slopes of 4 to 9 percent. Woods along the north and east property lines will remain undisturbed."),
        P("Receiving water: runoff from the work area flows southwest as sheet flow to Wetland W-1 and then to an unnamed tributary of Plum Brook, "
          "which flows to the Muscoot Reservoir, a New York City water supply reservoir in the Croton watershed. The Muscoot Reservoir is listed "
          "for phosphorus and is within the phosphorus TMDL watershed; the post-construction practices are therefore designed to the enhanced "
          "phosphorus removal standards."),
        P("Applicability: the project disturbs more than one acre and includes the construction of a parking lot and of impervious area serving a "
          "multifamily residential development (Section 93-6A(2)(c) and (s)); post-construction water quantity and water quality controls are provided in B-10.")))
    A(SEC("B-2 Soils",
        P("Soils are mapped from the USDA NRCS Web Soil Survey for Westchester County and were confirmed by four deep test holes and two "
          "percolation tests performed by Orchard Hill Civil Design on August 6, 2024."),
        GRID(["Map unit", "Name", "Slope", "Hydrologic soil group", "Where on site"], [
            ["ChB", "Charlton fine sandy loam", "3-8%", "HSG B", "north half of work area, clubhouse and pool"],
            ["PnB", "Paxton fine sandy loam", "3-8%", "HSG C", "parking lot and south half of work area"],
            ["WdB", "Woodbridge loam", "3-8%", "HSG C/D", "margin of Wetland W-1 (outside limit of disturbance)"],
        ]),
        P("Test holes TH-1 and TH-2 (clubhouse and IS-1 area) found 14 inches of topsoil over brown fine sandy loam to 96 inches, no groundwater and no "
          "mottling; measured infiltration rates were 2.1 and 2.6 inches per hour. TH-3 and TH-4 (parking) found a firm Paxton hardpan at 30 inches "
          "with seasonal mottling at 34 inches; no infiltration practice is placed in the Paxton soils.")))
    A(SEC("B-3 Site Maps",
        P("Figure 1 shows the existing conditions, the limit of disturbance and the general location map; Figure 2 the erosion and sediment control "
          "plan; Figure 3 (in B-10) the post-construction practices. The figures are reduced from the 24 x 36 inch plan set (drawing scale 1 in = 20 ft) "
          "and are shown here at 1 in = 40 ft."),
        H2("Figure 1 - Existing Conditions, Soils and Location Map"),
        RAW(svg_existing()),
        P("Notes to Figure 1: Areas outside the limit of disturbance, including the woods and Wetland W-1 and its 100-foot buffer, will not be disturbed. "
          "Existing contours are shown at 4-foot intervals; proposed finished grades do not exceed 3 horizontal to 1 vertical on any slope. "
          "There are no material, waste, borrow or equipment storage areas on adjacent properties; all staging is within the limit of disturbance. "
          "Stormwater leaves the work area at one discharge point, DP-1, at the edge of Wetland W-1."),
        H2("Figure 2 - Erosion and Sediment Control Plan"),
        RAW(svg_esc()),
        P("Figure 2 legend: SF-1 silt fence 610 LF; SP-1 stockpile perimeter silt fence 90 LF; SCE-1 stabilized construction entrance 50 ft by 24 ft; "
          "IP-1 to IP-3 inlet protection at three inlets; DS-1 temporary diversion swale 420 LF; ST-1 temporary sediment trap 3,600 cubic feet; "
          "CW-1 concrete washout 10 ft by 10 ft.")))
    A(SEC("B-4 Construction Phasing and Sequence of Operations",
        P("The whole work area is 1.62 acres, so no more than 1.62 acres will be disturbed at any one time, well under the five-acre limit. "
          "Work will be done in one phase in the following order:"),
        GRID(["Step", "Activity", "Duration"], [
            ["1", "Pre-construction meeting with the Town of Somers Stormwater Management Officer; stake limit of disturbance; flag Wetland W-1 buffer", "1 week"],
            ["2", "Install SCE-1, SF-1 and inlet protection IP-3 at the existing catch basin", "2 days"],
            ["3", "Clear and grub; strip topsoil to stockpile SP-1; install SP-1 perimeter silt fence", "1 week"],
            ["4", "Excavate ST-1 and DS-1; stabilize the trap side slopes and the swale with seed and mulch", "3 days"],
            ["5", "Mass excavation and rough grading of building pad, pool and parking lot", "2 weeks"],
            ["6", "Foundations, pool shell excavation and concrete; CW-1 in use", "6 weeks"],
            ["7", "Utility installation: water, sewer, electric, storm drainage; IP-1 and IP-2 placed as each inlet is set", "3 weeks"],
            ["8", "Building construction; pool finishes; paving base course", "14 weeks"],
            ["9", "Install IS-1 after the contributing roof area is complete; keep IS-1 offline until stabilization", "1 week"],
            ["10", "Fine grading, topsoil, permanent seeding and landscaping", "2 weeks"],
            ["11", "After 80% vegetative cover: convert ST-1 to BR-1 (remove sediment, excavate to design, place filter media)", "1 week"],
            ["12", "Final paving; remove SF-1, inlet protection and SCE-1; seed disturbed strips; notice of final stabilization", "1 week"],
        ])))
    A(SEC("B-5 Pollution Prevention Measures",
        H2("Litter and construction debris"),
        P("A covered 30-cubic-yard roll-off container will be kept at the staging area for construction debris and a lidded dumpster for litter and food "
          "waste. Both will be emptied weekly or when three-quarters full. The contractor will pick up litter across the site at the end of each work day."),
        H2("Construction chemicals"),
        P("Paints, solvents, form oil, pool chemicals and curing compounds will be kept in their original containers in a locked storage trailer at the staging "
          "area, off the ground and under a roof. Pool chemicals (calcium hypochlorite, muriatic acid) will be delivered only when the pool is ready to fill."),
        H2("Fuel and spills"),
        P("Equipment will be fueled only in the staging area, from a double-walled tank with a drip pan, at least 100 feet from Wetland W-1. A spill kit "
          "(absorbent pads, booms, 55-gallon overpack drum) will be kept at the staging area. Spills will be contained and cleaned up at once and reported "
          "to the NYSDEC Spill Hotline (1-800-457-7362) when they are reportable."),
        H2("Industrial stormwater discharges"),
        P("There will be no asphalt plant, concrete batch plant or other industrial activity on the site. The only stormwater discharges "
          "from the site during the work are those associated with the construction activity itself."),
        H2("Concrete washout and sanitary facilities"),
        P("Concrete trucks will wash out only in CW-1. Portable toilets will be staked down at the staging area and serviced weekly. "
          "Pool fill water and the first filter backwash will be dechlorinated before discharge to the ground.")))
    A(SEC("B-6 Temporary and Permanent Soil Stabilization Plan",
        P("Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (November 2016), sections on "
          "temporary and permanent vegetative cover, mulching and rolled erosion control products, for each stage of the work:"),
        GRID(["Stage", "Temporary stabilization", "Permanent stabilization"], [
            ["Clearing and grubbing", "Areas idle more than 14 days: annual ryegrass 40 lb/ac and straw mulch 2 tons/ac within 7 days", "-"],
            ["Topsoil stockpile SP-1", "Seed and mulch within 7 days of forming; perimeter silt fence", "Topsoil re-spread; stockpile area seeded"],
            ["ST-1 and DS-1 slopes", "Seed and straw mulch at once on completion; jute mesh on swale bottom", "ST-1 converted to BR-1; DS-1 filled and seeded"],
            ["Rough grading", "Slopes steeper than 3:1 none; slopes 4:1 get erosion control blanket (North American Green S150 or equal)", "-"],
            ["Final grading", "-", "6 in topsoil; seed mix of tall fescue 60%, creeping red fescue 25%, perennial ryegrass 15% at 5 lb per 1,000 sq ft; lime and fertilizer per soil test (no phosphorus unless test requires)"],
            ["Project completion", "-", "Final stabilization when 80% uniform perennial cover is established or hard surfaces are in place"],
        ]),
        P("Where work stops in an area for 14 days or more, temporary stabilization will start no later than the end of the next work day, and be complete within seven days.")))
    A(SEC("B-7 Erosion and Sediment Control Practices: Dimensions, Materials and Installation",
        GRID(["Practice", "Dimensions and materials", "Installation", "Operation and maintenance"], [
            ["SF-1 / SP-1 silt fence", "Woven geotextile 36 in wide, 2 in x 2 in hardwood stakes 36 in long at 10 ft on center; fabric height 16 in above grade",
             "Trench 6 in x 6 in; fabric buried and backfilled; ends turned upslope ('J-hooks') every 100 ft", "Remove sediment when it reaches one-half the fabric height; replace torn fabric"],
            ["SCE-1 stabilized construction entrance", "50 ft long x 24 ft wide x 8 in thick, 2 to 3 in crushed stone (NYSDOT 703-02) on woven geotextile",
             "Place before any other work; mountable berm where drive meets Stillmeadow Lane", "Top-dress with stone when voids fill; sweep tracked soil from the road daily"],
            ["IP-1 to IP-3 inlet protection", "Excavated drop inlet protection with 2 x 4 frame and geotextile (IP-1, IP-2); silt sack for the existing grate (IP-3)",
             "IP-3 before clearing; IP-1, IP-2 as each inlet is set", "Empty silt sack when half full; remove sediment around frames"],
            ["DS-1 temporary diversion swale", "Trapezoidal, 2 ft bottom, 1.5 ft deep, 2:1 side slopes, 1.0% grade, 420 LF; jute mesh lining",
             "Built in step 4 after ST-1; outlets to ST-1", "Repair breaks; remove sediment; keep lining in contact with soil"],
            ["ST-1 temporary sediment trap", "Drainage area 2.0 ac; storage 3,600 cf (1,800 cf wet, 1,800 cf dry); 3 ft deep; stone outlet 4 ft long of 4 to 6 in riprap with 1 ft of 3/4 in stone on the face",
             "Sited at the low point of the work area, 60 ft from Wetland W-1, at the future BR-1 location", "Remove sediment when storage is reduced by 50%; dispose of sediment in upland areas"],
            ["CW-1 concrete washout", "10 ft x 10 ft x 3 ft, lined with 10-mil polyethylene, straw-bale berm; sign 'CONCRETE WASHOUT'",
             "Before the first pour", "Remove hardened concrete when 75% full; replace liner if torn"],
        ]),
        P("Structural practices that divert flows from exposed soils and store flows: DS-1 intercepts clean runoff from the meadow upslope of the work "
          "area and carries it around the excavation to ST-1, and ST-1 stores and settles runoff from the exposed soils before it leaves the site at DP-1.")))
    A(SEC("B-8 Minimum Erosion and Sediment Control Practices by Activity: Schedule of Initial Placement and Time in Place",
        GRID(["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"], [
            ["Site access", "SCE-1", "Step 2, before any soil disturbance", "Until final paving of the drive (step 12)"],
            ["Clearing, grubbing and topsoil stripping", "SF-1, IP-3, SP-1 perimeter fence", "Step 2 and step 3 as stockpile is formed", "Until 80% perennial cover upslope"],
            ["Mass excavation and grading", "DS-1, ST-1, temporary seeding of idle areas", "Step 4, before mass excavation", "ST-1 until conversion to BR-1 in step 11; DS-1 until final grading"],
            ["Foundations and pool concrete", "CW-1", "Before first pour", "Until last concrete pour"],
            ["Utility trenching", "IP-1, IP-2; trench spoil on uphill side", "As each inlet is set", "Until paving is complete"],
            ["Final grading and landscaping", "Permanent seeding, erosion control blanket on 4:1 slopes", "Within 7 days of final grade", "Permanent"],
        ]),
        P("The contractor will keep the erosion and sediment controls in effective condition throughout construction and will keep the inspection "
          "reports in the site logbook at the clubhouse trailer.")))
    A(SEC("B-10 Post-Construction Stormwater Management",
        P("Two practices treat and control runoff from the new impervious cover. Both are designed to the enhanced phosphorus removal standards of "
          "Chapter 10 of the New York State Stormwater Management Design Manual (January 2015), because the site drains to the Muscoot Reservoir "
          "phosphorus TMDL watershed.", ),
        H2("BR-1 Bioretention area"),
        P("BR-1 receives runoff from the parking lot and drive (0.34 acre impervious) through a curb cut and a stone-lined forebay of 220 cubic feet. "
          "The 1,450 square foot filter bed sits in the footprint of the former sediment trap ST-1, with 6 inches of ponding, 2.5 feet of filter media, "
          "12 inches of #57 stone and a 6-inch perforated underdrain that outlets to a level spreader at DP-1. Because the Paxton soils below have a "
          "hardpan, BR-1 is a filtering practice and no infiltration credit is taken."),
        H2("IS-1 Subsurface infiltration system"),
        P("IS-1 receives roof runoff from the clubhouse and the pool deck drains (0.17 acre) through an isolator row for pretreatment. It consists of 42 "
          "Cultec Recharger 330XLHD chambers in 3 rows of 14 on a 12-inch stone base, 84 feet by 27 feet, in the Charlton soils where the measured "
          "infiltration rate is 2.1 inches per hour. An overflow pipe carries storms above the 10-year storm to BR-1."),
        H2("Figure 3 - Post-Construction Stormwater Management Plan"),
        RAW(svg_post()),
        H2("Hydrologic and hydraulic analysis"),
        P("The analysis uses HydroCAD 10.2 with the NRCS TR-20 method, Type III 24-hour rainfall from NOAA Atlas 14 for Somers (1-year 2.79 in, "
          "10-year 4.98 in, 100-year 8.86 in). Pre-development and post-development drainage areas both total 2.00 acres to DP-1."),
        GRID(["Design point DP-1", "Pre-development peak (cfs)", "Post-development peak (cfs)", "Change"], [
            ["1-year storm", "0.62", "0.41", "-34%"],
            ["10-year storm", "2.48", "2.31", "-7%"],
            ["100-year storm", "6.05", "5.88", "-3%"],
        ]),
        GRID(["Structure", "Design storm", "Peak inflow (cfs)", "Peak elevation", "Freeboard / capacity"], [
            ["BR-1 bioretention", "10-year", "1.62", "401.42", "0.58 ft to top of berm 402.0"],
            ["BR-1 overflow riser 24 in", "100-year", "3.95", "401.71", "Riser capacity 6.1 cfs"],
            ["IS-1 chambers", "10-year", "1.08", "407.36", "Top of chambers 408.0"],
            ["12 in HDPE outlet pipe", "100-year", "4.40", "-", "Capacity 5.2 cfs at 1.0%"],
        ]),
        H2("Sizing criteria (Design Manual Chapters 4 and 10)"),
        GRID(["Criterion", "Method", "Required", "Provided"], [
            ["Water quality volume (WQv), enhanced phosphorus", "Runoff from the 1-year, 24-hour storm over the new impervious area (TR-55)", "2,180 cf", "2,310 cf (BR-1 1,390 cf; IS-1 920 cf)"],
            ["Runoff reduction volume (RRv)", "Specific reduction factor S = 0.40 (HSG B) and 0.30 (HSG C) applied to impervious area", "760 cf", "920 cf by infiltration in IS-1"],
            ["Channel protection (Cpv)", "24-hour extended detention of the 1-year storm", "1,410 cf", "1,520 cf; BR-1 underdrain orifice 1.0 in"],
            ["Overbank flood (Qp)", "10-year post peak not to exceed pre peak", "2.48 cfs", "2.31 cfs"],
            ["Extreme flood (Qf)", "100-year post peak not to exceed pre peak; safe conveyance", "6.05 cfs", "5.88 cfs"],
        ]),
        P("No design criterion is waived and the redevelopment criteria do not apply. There are no deviations from the Design Manual."),
        H2("Dimensions, materials and installation details"),
        GRID(["Component", "BR-1 bioretention", "IS-1 infiltration"], [
            ["Footprint", "1,450 sf filter bed; 3:1 side slopes; berm top 402.0", "84 ft x 27 ft stone bed; 42 Cultec Recharger 330XLHD chambers"],
            ["Media / stone", "2.5 ft filter media: 50% sand, 30% topsoil, 20% leaf compost; 3 in shredded hardwood mulch", "12 in base and 6 in cover of 3/4 to 1-1/2 in washed stone"],
            ["Underdrain / inlet", "6 in perforated HDPE in 12 in #57 stone; 24 in riser with grate", "Isolator row wrapped in woven geotextile; 12 in HDPE manifold"],
            ["Geotextile", "None at filter bottom; pea gravel choking layer 3 in", "Non-woven geotextile on sides and top only"],
            ["Installation", "Build only after the drainage area is stabilized; excavate with light equipment; no compaction of the bed", "Keep offline until roof and deck are complete; no equipment on the bed"],
        ])))
    A(SEC("B-11 Operation and Maintenance; Easements; Agreements",
        H2("Operation and maintenance plan"),
        P("The Stillmeadow at Somers Homeowners Association, Inc. owns BR-1 and IS-1 and is responsible for their long-term operation and maintenance, "
          "through its managing agent, and reports to the Town each January as it does now for Pond P-1 and Basin P-2."),
        GRID(["Practice", "Inspection", "Maintenance action"], [
            ["BR-1 bioretention", "Monthly April-October in the first year; then twice a year and after storms over 1 inch", "Remove trash; replace mulch yearly; replace dead plants; remove forebay sediment when 50% full; if ponding lasts over 48 hours, clean or replace top 3 in of media"],
            ["IS-1 infiltration", "Twice a year through the inspection ports; after storms over 2 inches", "Vacuum the isolator row when sediment depth exceeds 3 in; flush manifold"],
            ["Catch basins and roof leaders", "Twice a year", "Vacuum sumps when half full; clear leaf screens"],
            ["Parking lot", "-", "Sweep in April and November; no salt storage on site; sand only on the drive"],
        ]),
        H2("Maintenance easements"),
        P("N/A"),
        H2("Inspection and maintenance agreement"),
        P("The Association will sign a Stormwater Control Facility Maintenance Agreement with the Town of Somers, in the form of the NYSDEC sample "
          "agreement on file with the Town, covering BR-1 and IS-1. The agreement is binding on the Association, its successors and all subsequent owners "
          "of the common parcel and of the 96 units it serves, and will be recorded in the Westchester County Clerk's office as a deed restriction on the "
          "common parcel before final site plan approval. The Declaration of Covenants for Stillmeadow (Article IX) already obliges every owner to "
          "pay assessments for stormwater maintenance.")))
    A(SEC("B-12 Certifications",
        H2("Preparer's certification"),
        P("I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and that the design of all "
          "stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers."),
        RAW("<span class='sig'>Daniel R. Okonkwo</span><br>Daniel R. Okonkwo, P.E., NYS P.E. License No. 091557, Orchard Hill Civil Design, PLLC &nbsp; Date: October 14, 2024"),
        H2("Contractor certification"),
        P("I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan. "
          "I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."),
        GRID(["Field", "Entry"], [
            ["Name and title", "Peter J. Lindqvist, Project Superintendent"],
            ["Firm", "Lindqvist Brothers Site Work, Inc."],
            ["Firm address and telephone", "22 Tomahawk Street, Baldwin Place, NY 10505; (914) 555-0173"],
            ["Site", "Stillmeadow Clubhouse and Pool Amenity, east end of Stillmeadow Lane, Somers, NY"],
            ["Responsible for", "Installation, inspection and maintenance of all erosion and sediment controls; BR-1 and IS-1 installation"],
            ["Date", "February 3, 2025"],
        ]),
        RAW("Signature: <span class='sig'>Peter J. Lindqvist</span>")))
    A("<tr><td class='foot'>The Meadowlark is published by the Board of Directors of Stillmeadow at Somers Homeowners Association, Inc. "
      "Questions about this report: Grounds and Drainage Committee, (914) 555-0148.</td></tr>")
    A("</table>")
    return f"<!doctype html><html><head><meta charset='utf-8'><title>The Meadowlark - Annual Stormwater Report</title><style>{CSS}</style></head><body>{''.join(parts)}</body></html>"


HEADINGS = [
    "STILLMEADOW AT SOMERS HOMEOWNERS ASSOCIATION", "From the Board of Directors", "Inside this issue",
    "Part A - 2024 Stormwater Facility Report", "Part B - Clubhouse and Pool Amenity SWPPP",
    "B-1 Project Background and Site Description", "B-2 Soils", "B-3 Site Maps",
    "B-4 Construction Phasing and Sequence of Operations", "B-5 Pollution Prevention Measures",
    "B-6 Temporary and Permanent Soil Stabilization Plan",
    "B-7 Erosion and Sediment Control Practices: Dimensions, Materials and Installation",
    "B-10 Post-Construction Stormwater Management", "B-11 Operation and Maintenance; Easements; Agreements",
    "Maintenance easements", "B-12 Certifications",
]


def build(outdir, tmp):
    htmlp = os.path.join(tmp, NAME + ".html")
    open(htmlp, "w", encoding="utf-8").write(build_html())
    pdf = os.path.join(outdir, "pdf", NAME + ".pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--user-data-dir={os.path.join(tmp, 'chrome-profile')}",
                    f"--print-to-pdf={pdf}", "file://" + htmlp], check=True, capture_output=True)
    items = {k: "present" for k in [
        "93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)", "93-6A(1)(g)",
        "93-6A(1)(h)", "93-6A(1)(i)", "93-6A(1)(j)", "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)",
        "93-6A(3)(f)", "93-6A(3)(g)", "93-6A(3)(i)", "93-6B"]}
    items.update({"93-6A(1)(k)": "missing", "93-6A(1)(l)": "missing", "93-6A(3)(h)": "missing", "93-6D": "missing"})
    evidence = {
        "93-6A(1)(a)": "Type and size of project: a private recreational amenity serving a 96-unit multifamily residential development",
        "93-6A(1)(b)": "Figure 1 - Existing Conditions, Soils and Location Map",
        "93-6A(1)(c)": "Paxton fine sandy loam",
        "93-6A(1)(d)": "no more than 1.62 acres will be disturbed at any one time",
        "93-6A(1)(e)": "A covered 30-cubic-yard roll-off container will be kept at the staging area for construction debris",
        "93-6A(1)(f)": "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control",
        "93-6A(1)(g)": "SF-1 SILT FENCE 610 LF",
        "93-6A(1)(h)": "Woven geotextile 36 in wide, 2 in x 2 in",
        "93-6A(1)(i)": "There will be no asphalt plant, concrete batch plant or other industrial activity on the site.",
        "93-6A(1)(j)": "B-8 Minimum Erosion and Sediment Control Practices by Activity: Schedule of Initial Placement and Time in Place",
        "93-6A(3)(b)": "BR-1 receives runoff from the parking lot and drive",
        "93-6A(3)(c)": "Figure 3 - Post-Construction Stormwater Management Plan",
        "93-6A(3)(d)": "The analysis uses HydroCAD 10.2 with the NRCS TR-20 method",
        "93-6A(3)(e)": "Sizing criteria (Design Manual Chapters 4 and 10)",
        "93-6A(3)(f)": "12 inches of #57 stone and a 6-inch perforated underdrain",
        "93-6A(3)(g)": "The Stillmeadow at Somers Homeowners Association, Inc. owns BR-1 and IS-1 and is responsible for their",
        "93-6A(3)(i)": "binding on the Association, its successors and all subsequent owners",
        "93-6B": "stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers",
    }
    return items, evidence

CHECKLIST = "somers-ch93"
META = {
    "style": "HOA annual stormwater report as an HTML e-mail newsletter (nested bordered layout tables) containing the SWPPP for a new amenity",
    "house_style": "HOA newsletter with embedded SWPPP",
    "producer": "Chromium print to PDF from HTML (nested tables, inline SVG figures)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.62, "project_type": "HOA amenity: clubhouse, pool and 32-space parking lot for a multifamily development",
              "single_family": False, "impaired_water": True},
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": ("1.62 ac disturbed, parking lot and amenity for a 96-unit multifamily development (93-6A(2)(c), (s)): post-construction items apply. "
              "Part A (pages 1-2) is the HOA's report on its existing ponds and is not part of the SWPPP; its April/October pond inspections and the "
              "B-11 O&M inspection table for BR-1/IS-1 are post-construction inspections, not the 93-6A(1)(k) erosion-control inspection schedule. "
              "'Inside this issue' lists 'B-9 Inspection schedule for erosion controls' but no B-9 exists. The 'no deviations from the Design Manual' "
              "sentence concerns post-construction sizing, not the Erosion Control Manual conformance of 93-6A(1)(l). Muscoot Reservoir phosphorus TMDL per the plan."),
}
GAPS = {
    "93-6A(1)(k)": "only in the contents: 'Inside this issue' lists B-9 'Inspection schedule for erosion controls', but the section is absent; the only ESC inspection wording is a passing mention of keeping inspection reports in the logbook (B-8), and the inspection table in B-11 is for the post-construction practices only",
    "93-6A(1)(l)": "absent entirely: no statement on design elements not conforming to the NYS Standards and Specifications for Erosion and Sediment Control (the only 'no deviations' sentence is about the Design Manual)",
    "93-6A(3)(h)": "bare 'N/A' under the 'Maintenance easements' heading in B-11, although the plan has post-construction practices the Town must be able to reach",
    "93-6D": "contractor certification is signed and filled in but its statement omits the four-hour erosion and sediment control training clause",
}
