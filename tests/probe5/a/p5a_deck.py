"""Plan 1: slide deck presented to the Village of Asharoken Board of Trustees, submitted as the SWPPP.
Producer: Chromium headless print to PDF, @page 13.333in x 7.5in (16:9)."""
import os, subprocess

NAME = "p5a_deck_asharoken_shore_club"

CSS = """
@page { size: 13.333in 7.5in; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1d2b36; }
.slide { width: 13.333in; height: 7.5in; position: relative; overflow: hidden; page-break-after: always;
         background: #ffffff; }
.band { position: absolute; top: 0; left: 0; right: 0; height: 0.95in; background: #0f4c5c; color: #fff;
        padding: 0.18in 0.5in 0 0.5in; }
.band h1 { margin: 0; font-size: 27pt; font-weight: bold; letter-spacing: 0.2px; }
.band .kick { position: absolute; right: 0.5in; top: 0.34in; font-size: 11pt; color: #b9dde5; }
.content { position: absolute; top: 1.15in; left: 0.55in; right: 0.55in; bottom: 1.2in; font-size: 14.5pt; }
.content ul { margin: 0.05in 0 0 0; padding-left: 0.3in; }
.content li { margin-bottom: 0.07in; line-height: 1.22; }
.notes { position: absolute; left: 0; right: 0; bottom: 0; height: 1.02in; background: #eef3f5;
         border-top: 2px solid #0f4c5c; padding: 0.1in 0.55in; font-size: 10.5pt; line-height: 1.3; color: #33454f; }
.notes b { color: #0f4c5c; }
.pgno { position: absolute; right: 0.3in; bottom: 0.05in; font-size: 8pt; color: #7a8a94; }
.cols { display: flex; gap: 0.35in; }
.col { flex: 1; }
.callout { border-left: 6px solid #e07a1f; background: #fff6ec; padding: 0.1in 0.18in; margin: 0.08in 0 0.12in 0;
           font-size: 13.5pt; line-height: 1.25; }
.callout.blue { border-left-color: #0f7c8c; background: #eaf6f8; }
table { border-collapse: collapse; width: 100%; font-size: 12pt; }
th { background: #0f4c5c; color: #fff; text-align: left; padding: 4px 7px; font-weight: bold; }
td { border-bottom: 1px solid #c9d6dc; padding: 4px 7px; vertical-align: top; }
tr:nth-child(even) td { background: #f5f9fa; }
.small { font-size: 11pt; }
.title-slide { background: linear-gradient(120deg, #0f4c5c 0%, #1d6f7f 55%, #3a91a0 100%); color: #fff; }
.title-slide h1 { font-size: 34pt; margin: 0 0 0.15in 0; }
.title-slide .sub { font-size: 17pt; color: #d9eef2; line-height: 1.35; }
.photo { width: 6.1in; height: 3.7in; position: relative; border: 1px solid #555;
         background: linear-gradient(180deg, #9cc3dd 0%, #c9dfea 34%, #7f9aa6 35%, #8aa0a8 44%, #b9a98a 45%,
         #a99a7c 60%, #8d8d86 61%, #77776f 100%); }
.photo .bldg { position: absolute; left: 2.2in; top: 1.1in; width: 2.0in; height: 1.05in; background: #d8d2c4;
               border: 1px solid #8b8474; }
.photo .roof { position: absolute; left: 2.05in; top: 0.78in; width: 0; height: 0; border-left: 1.15in solid transparent;
               border-right: 1.15in solid transparent; border-bottom: 0.34in solid #5b4a42; }
.photo .tree { position: absolute; width: 0.6in; height: 0.8in; border-radius: 50%; background: #3f6b3a; }
.photo .car { position: absolute; width: 0.45in; height: 0.18in; background: #c0392b; border-radius: 3px; }
.cap { font-size: 10.5pt; font-style: italic; color: #44555f; margin-top: 0.05in; }
.sig { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 16pt; color: #1a3d8f; }
.seal { width: 1.25in; height: 1.25in; border: 3px double #1a3d8f; border-radius: 50%; text-align: center;
        font-size: 7.5pt; color: #1a3d8f; padding-top: 0.36in; line-height: 1.25; display: inline-block; }
"""

SITE_SVG = """
<svg xmlns="http://www.w3.org/2000/svg" width="7.6in" height="4.9in" viewBox="0 0 760 490"
     font-family="DejaVu Sans" font-size="9">
  <rect x="0" y="0" width="760" height="490" fill="#fbfbf7" stroke="#333"/>
  <!-- harbor to the south-west -->
  <path d="M0,420 C120,400 260,430 380,445 C500,460 640,440 760,450 L760,490 L0,490 Z" fill="#bfe0ef"/>
  <text x="300" y="478" font-size="11" fill="#1b5d7a">DUCK ISLAND HARBOR (NORTHPORT BAY)</text>
  <!-- tidal wetland -->
  <path d="M40,410 C150,385 300,405 420,420 L420,432 C300,420 150,402 40,424 Z" fill="#cfe6c4" stroke="#4f7f3f" stroke-dasharray="4,3"/>
  <text x="60" y="398" fill="#3d6b2f">NYSDEC TIDAL WETLAND BOUNDARY (FLAGGED 3/2026)</text>
  <!-- property line -->
  <polygon points="30,30 720,30 730,380 20,395" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="14,4,3,4"/>
  <text x="36" y="24">PROPERTY LINE - TOTAL SITE 2.14 AC</text>
  <!-- Asharoken Ave -->
  <rect x="0" y="0" width="760" height="14" fill="#ddd"/>
  <text x="300" y="11">ASHAROKEN AVENUE</text>
  <!-- limits of disturbance -->
  <polygon points="50,45 578,45 582,345 55,352" fill="#fff2d6" stroke="#d35400" stroke-width="2.5" stroke-dasharray="9,5"/>
  <text x="60" y="60" fill="#a04000">LIMIT OF DISTURBANCE - 1.42 AC</text>
  <!-- undisturbed wooded area -->
  <path d="M590,50 L715,45 L722,360 L594,345 Z" fill="#e2efdc" stroke="#6d9a5a"/>
  <text x="600" y="120" fill="#3d6b2f">EXISTING WOODS</text>
  <text x="600" y="132" fill="#3d6b2f">(BLACK OAK / PITCH PINE)</text>
  <text x="600" y="144" fill="#3d6b2f">NOT TO BE DISTURBED</text>
  <!-- clubhouse -->
  <rect x="300" y="120" width="150" height="80" fill="#c8c8c8" stroke="#000"/>
  <text x="318" y="160">PROPOSED CLUBHOUSE</text><text x="330" y="172">FF EL. 14.0</text>
  <!-- parking -->
  <rect x="120" y="90" width="160" height="150" fill="#e8e8e8" stroke="#555"/>
  <text x="128" y="105">PERMEABLE PAVER PARKING</text><text x="128" y="117">(PP-1, 9,800 SF)</text>
  <!-- contours -->
  <path d="M40,340 C200,330 400,340 700,330" fill="none" stroke="#8a6d3b" stroke-dasharray="3,3"/>
  <text x="620" y="325" fill="#8a6d3b">(8) EX.</text>
  <path d="M40,250 C200,245 400,255 560,245" fill="none" stroke="#8a6d3b" stroke-dasharray="3,3"/>
  <text x="480" y="240" fill="#8a6d3b">(12) EX.</text>
  <path d="M95,270 C220,262 420,275 560,262" fill="none" stroke="#5b3d10"/>
  <text x="470" y="282" fill="#5b3d10">11 PROP.</text>
  <!-- bioretention -->
  <ellipse cx="470" cy="265" rx="55" ry="20" fill="#cde8d0" stroke="#2e7d32" stroke-width="2"/>
  <text x="432" y="268">BR-1 2,150 SF</text>
  <rect x="400" y="238" width="140" height="54" fill="none" stroke="#6a1b9a" stroke-dasharray="6,2,2,2"/>
  <text x="545" y="250" fill="#6a1b9a">20' SW ACCESS &amp;</text><text x="545" y="261" fill="#6a1b9a">MAINT. EASEMENT</text>
  <!-- dry wells -->
  <circle cx="460" cy="110" r="8" fill="none" stroke="#000"/><text x="472" y="113">DW-1</text>
  <circle cx="470" cy="215" r="8" fill="none" stroke="#000"/><text x="482" y="218">DW-2</text>
  <!-- silt fence -->
  <path d="M55,360 C250,360 400,358 585,352" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="2,2"/>
  <text x="140" y="374">SF-1 SILT FENCE 470 LF</text>
  <!-- SCE -->
  <rect x="200" y="14" width="40" height="50" fill="#bbb" stroke="#000"/>
  <text x="246" y="40">SCE 24' x 50'</text>
  <!-- stockpile -->
  <rect x="470" y="70" width="60" height="30" fill="#f3d9a4" stroke="#000"/>
  <text x="468" y="64">STOCKPILE / STAGING</text>
  <!-- trap -->
  <rect x="300" y="268" width="60" height="26" fill="#d6eaf8" stroke="#000"/>
  <text x="262" y="305">ST-1 SED. TRAP</text>
  <!-- drainage arrows -->
  <path d="M200,250 L215,280" stroke="#1565c0" stroke-width="2" marker-end="url(#a)"/>
  <path d="M380,220 L395,255" stroke="#1565c0" stroke-width="2" marker-end="url(#a)"/>
  <path d="M520,300 L520,405" stroke="#1565c0" stroke-width="2" marker-end="url(#a)"/>
  <text x="526" y="365" fill="#1565c0">DP-1 (SHEET FLOW</text><text x="526" y="377" fill="#1565c0">TO WETLAND FRINGE)</text>
  <defs><marker id="a" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto">
    <path d="M0,0 L8,4 L0,8 Z" fill="#1565c0"/></marker></defs>
  <!-- north arrow and scale -->
  <path d="M735,70 L745,40 L755,70 Z" fill="#000"/><text x="740" y="84">N</text>
  <rect x="600" y="440" width="100" height="6" fill="#000"/>
  <text x="600" y="436">0   30   60 FT</text>
</svg>
"""

LOC_SVG = """
<svg xmlns="http://www.w3.org/2000/svg" width="5.4in" height="3.7in" viewBox="0 0 540 370" font-family="DejaVu Sans" font-size="10">
  <rect width="540" height="370" fill="#bfe0ef" stroke="#333"/>
  <text x="150" y="40" font-size="13" fill="#1b5d7a">LONG ISLAND SOUND</text>
  <path d="M0,250 C80,230 140,200 200,190 C260,180 330,160 400,120 C450,95 500,90 540,80 L540,110 C500,120 455,130 410,150
           C340,190 270,210 210,222 C150,235 90,262 0,290 Z" fill="#f2ecd9" stroke="#8a7f5f"/>
  <path d="M0,290 L0,370 L220,370 C180,330 120,300 60,290 Z" fill="#f2ecd9" stroke="#8a7f5f"/>
  <text x="40" y="345">NORTHPORT</text>
  <text x="230" y="300" font-size="12" fill="#1b5d7a">NORTHPORT BAY</text>
  <text x="380" y="190" fill="#1b5d7a">DUCK ISLAND</text><text x="380" y="202" fill="#1b5d7a">HARBOR</text>
  <circle cx="300" cy="183" r="9" fill="#d35400"/>
  <text x="250" y="160" font-weight="bold">PROJECT SITE</text>
  <text x="430" y="70">EATONS NECK</text>
  <text x="120" y="214" font-size="9">ASHAROKEN AVE</text>
  <path d="M470,340 L480,310 L490,340 Z" fill="#000"/><text x="476" y="355">N</text>
  <text x="12" y="18" font-size="9">LOCATION MAP - NOT TO SCALE (after USGS Northport quadrangle)</text>
</svg>
"""


def slide(n, title, body, notes, kick="Shore Club Clubhouse & Parking | SWPPP"):
    return f"""<div class="slide"><div class="band"><h1>{title}</h1><div class="kick">{kick}</div></div>
<div class="content">{body}</div>
<div class="notes"><b>Speaker notes:</b> {notes}</div><div class="pgno">Slide {n}</div></div>"""


def slides():
    S = []
    # 1 title
    S.append("""<div class="slide title-slide"><div style="position:absolute;left:0.8in;top:1.5in;right:0.8in">
<div style="font-size:13pt;color:#b9dde5;margin-bottom:0.2in">VILLAGE OF ASHAROKEN BOARD OF TRUSTEES | REGULAR MEETING, APRIL 14, 2026</div>
<h1>Shore Club Clubhouse Replacement<br>and Parking Improvements</h1>
<div class="sub">Stormwater Pollution Prevention Plan (SWPPP) under Village Code Chapter 44<br>
411 Asharoken Avenue, Asharoken, NY 11768 | SCTM 0102-002.00-03.00-017.000<br>
Applicant: Asharoken Shore Club, Inc. | Prepared by Larkfield Coastal Engineering, PLLC</div>
<div style="margin-top:0.45in;font-size:12pt;color:#d9eef2">This deck, with its speaker notes, is submitted as the project SWPPP. Revision 0, March 30, 2026.</div>
</div><div class="pgno" style="color:#b9dde5">Slide 1</div></div>""")
    # 2 agenda / compliance map
    S.append(slide(2, "How this deck covers Chapter 44",
        """<table class="small"><tr><th>§ 44-8B item</th><th>Where in this deck</th><th>§ 44-8B item</th><th>Where in this deck</th></tr>
<tr><td>(1)(a) Project background</td><td>Slide 3</td><td>(1)(k) Implementation schedule</td><td>Slide 11</td></tr>
<tr><td>(1)(b) Site map, location map</td><td>Slides 4-5</td><td>(1)(l) Maintenance schedule</td><td>Slide 12</td></tr>
<tr><td>(1)(c) Soils</td><td>Slide 7</td><td>(1)(m) Receiving waters</td><td>Slide 3</td></tr>
<tr><td>(1)(d) Construction phasing</td><td>Slide 8</td><td>(1)(n) Responsibilities</td><td>Slide 15</td></tr>
<tr><td>(1)(e) Litter, chemicals, debris</td><td>Slide 13</td><td>(1)(o) Diversion / storage practices</td><td>Slide 14</td></tr>
<tr><td>(1)(f) Materials storage, spills</td><td>Slide 13</td><td>(1)(p) Existing runoff data</td><td>Slide 7</td></tr>
<tr><td>(1)(g) Stabilization by stage</td><td>Slide 9</td><td>(3)(b)-(c) Permanent practices</td><td>Slide 16</td></tr>
<tr><td>(1)(h) E&amp;SC practice locations</td><td>Slides 5-6</td><td>(3)(d)-(e) Hydrology, pre vs post</td><td>Slide 17</td></tr>
<tr><td>(1)(i) E&amp;SC details</td><td>Slide 10</td><td>(3)(f) Permanent practice details</td><td>Slide 18</td></tr>
<tr><td>(1)(j) Temporary to permanent</td><td>Slide 9</td><td>(3)(g)-(i) O&amp;M, easement, agreement</td><td>Slide 19</td></tr>
<tr><td colspan="2">Certifications (§ 44-8C, § 44-8E)</td><td colspan="2">Slides 20-21</td></tr></table>""",
        "The Village Engineer asked that the SWPPP be presented to the Board in this format. The table maps each "
        "Chapter 44 content item to a slide. Full-size construction drawings accompany the site plan application; "
        "the plan excerpt on Slide 5 is reproduced at its drawing scale."))
    # 3 background
    S.append(slide(3, "Project background",
        """<div class="cols"><div class="col"><ul>
<li>Replace the 1962 one-story clubhouse (2,900 sf) with a new two-story clubhouse (4,250 sf footprint) on pilings above the FEMA AE-11 flood elevation</li>
<li>Regrade and reconstruct the gravel parking field as a 38-space permeable paver lot</li>
<li>New water service, sanitary (I/A OWTS), electric and a 2,150 sf bioretention area</li>
<li>Type: private membership beach club (non-residential)</li></ul></div>
<div class="col"><table><tr><th>Size</th><th>Value</th></tr>
<tr><td>Total site area</td><td>2.14 acres</td></tr><tr><td>Area disturbed</td><td>1.42 acres</td></tr>
<tr><td>Impervious, existing</td><td>0.41 ac (incl. gravel)</td></tr><tr><td>Impervious, proposed</td><td>0.33 ac</td></tr>
<tr><td>Receiving water</td><td>Duck Island Harbor</td></tr></table>
<div class="callout blue">Runoff leaves the site at DP-1 to the tidal wetland fringe of Duck Island Harbor, an arm of Northport Bay. Long Island Sound (north beach) receives no site runoff.</div></div></div>""",
        "Disturbance of 1.42 acres is between one and five acres and the project is not a single-family residence, "
        "so Condition C of § 44-8B(2) applies and the post-construction items of § 44-8B(3) are included (Slides 16-19). "
        "Construction is planned for September 2026 through May 2027."))
    # 4 location + photo
    S.append(slide(4, "Location and existing conditions",
        f"""<div class="cols"><div class="col" style="flex:0 0 5.5in">{LOC_SVG}
<div class="cap">Figure 1. General location map, Village of Asharoken (not to scale).</div></div>
<div class="col"><div class="photo"><div class="roof"></div><div class="bldg"></div>
<div class="tree" style="left:0.2in;top:0.9in"></div><div class="tree" style="left:0.7in;top:0.8in"></div>
<div class="tree" style="left:5.2in;top:0.85in"></div><div class="car" style="left:1.0in;top:2.6in"></div>
<div class="car" style="left:1.6in;top:2.75in;background:#2c3e50"></div><div class="car" style="left:4.6in;top:2.55in;background:#ecf0f1"></div></div>
<div class="cap">Photo 1. Existing clubhouse and gravel parking field looking north from the harbor side, March 2026.</div></div></div>""",
        "The site lies on the harbor (south) side of Asharoken Avenue. Existing vegetation is lawn around the clubhouse, "
        "a black oak and pitch pine woodland on the east side, and high-marsh grasses at the harbor edge. Slopes are gentle: "
        "2 to 4 percent across the parking field and up to 8 percent on the bank above the wetland."))
    # 5 site plan
    S.append(slide(5, "Site plan: disturbance and controls",
        f"""<div class="cols"><div class="col" style="flex:0 0 7.7in">{SITE_SVG}</div>
<div class="col small"><b>Plan excerpt from Sheet C-2, scale 1 in = 60 ft</b> (reproduced at drawing scale on this slide)
<ul><li>Limit of disturbance: 1.42 ac (hatched orange)</li><li>Areas not to be disturbed: east woodland and the wetland buffer</li>
<li>Existing contours dashed, proposed contours solid (1-ft interval on the sheet)</li>
<li>Off-site material, waste or equipment storage: none; all staging in the on-site stockpile area</li>
<li>Discharge point DP-1: sheet flow to the wetland fringe</li>
<li>E&amp;SC practices and lengths: see the table on Slide 6</li></ul></div></div>""",
        "Existing drainage runs from Asharoken Avenue southwest across the gravel lot to the harbor. After construction the "
        "parking and roof runoff is captured by the permeable pavers, dry wells DW-1 and DW-2 and bioretention area BR-1; "
        "only overflow from BR-1 reaches DP-1. The 20-ft maintenance easement around BR-1 and the dry wells is drawn on Sheet C-2."))
    # 6 E&SC table
    S.append(slide(6, "E&amp;SC practices: location and size",
        """<table><tr><th>ID</th><th>Practice</th><th>Location</th><th>Size / length</th></tr>
<tr><td>SCE-1</td><td>Stabilized construction entrance</td><td>Asharoken Ave driveway apron</td><td>24 ft wide x 50 ft long, 8 in thick</td></tr>
<tr><td>SF-1</td><td>Silt fence</td><td>Down-slope edge of the limit of disturbance, above wetland</td><td>470 linear feet</td></tr>
<tr><td>SF-2</td><td>Silt fence</td><td>Around stockpile / staging area</td><td>180 linear feet</td></tr>
<tr><td>ST-1</td><td>Temporary sediment trap</td><td>Low point south of parking field</td><td>0.46 ac drainage area, 1,660 cf</td></tr>
<tr><td>IP-1, IP-2</td><td>Inlet protection</td><td>Village catch basins CB-A7 and CB-A8</td><td>2 inlets</td></tr>
<tr><td>TS-1</td><td>Temporary swale with stone check dams</td><td>West edge of parking field to ST-1</td><td>210 linear feet, 3 check dams</td></tr>
<tr><td>CF-1</td><td>Orange construction fence (tree and wetland protection)</td><td>East woodland edge and wetland buffer</td><td>560 linear feet</td></tr>
<tr><td>CW-1</td><td>Concrete washout</td><td>North of stockpile area</td><td>8 ft x 8 ft lined pit</td></tr></table>""",
        "Each practice is plotted on Sheet C-2 and on the excerpt on Slide 5 using the same ID. Lengths are measured along "
        "the plotted line; field adjustments of more than 10 percent are to be approved by the engineer."))
    # 7 soils + existing data
    S.append(slide(7, "Soils and existing runoff data",
        """<div class="cols"><div class="col"><table class="small"><tr><th>Map unit</th><th>Description</th><th>Where</th></tr>
<tr><td>CpC</td><td>Carver and Plymouth sands, 3-15% slopes: deep, excessively drained sand; very rapid permeability</td><td>Parking field, clubhouse</td></tr>
<tr><td>Bc</td><td>Beaches: sand and gravel, subject to tidal flooding</td><td>Harbor edge</td></tr>
<tr><td>Ur</td><td>Urban land / fill: sandy fill over native sand</td><td>Existing building pad</td></tr></table>
<div class="cap">Source: Soil Survey of Suffolk County, USDA SCS; confirmed by test holes TH-1 to TH-3 (Feb. 2026): brown fine to medium sand to 11 ft, groundwater at el. 3.5.</div></div>
<div class="col"><div class="callout"><b>Existing runoff data</b><br>Village DPW drainage log 2019-2025: 4 ponding reports at CB-A7 during storms over 2 in.; no outfall sampling exists for this drainage area.</div>
<div class="callout blue">Existing-condition peak runoff computed (TR-55): 1-yr 0.71 cfs, 10-yr 2.36 cfs, 100-yr 4.92 cfs at DP-1.</div></div></div>""",
        "Infiltration tests in TH-2 gave 9.4 in/hr; a design rate of 4.7 in/hr (factor of safety 2) is used for the "
        "permeable pavers and dry wells. The sands are highly erodible when bare on slopes, which is why the wetland bank is protected first."))
    # 8 sequence
    S.append(slide(8, "Construction phasing and sequence",
        """<div class="cols"><div class="col"><ol style="margin:0;padding-left:0.3in;line-height:1.2">
<li>Pre-construction meeting; flag limit of disturbance and wetland buffer</li>
<li>Install SCE-1, CF-1, SF-1, SF-2, inlet protection IP-1 and IP-2</li>
<li>Excavate ST-1 and TS-1; stabilize swale and check dams</li>
<li>Clear and grub; strip topsoil to stockpile (Phase 1, 0.78 ac open)</li>
<li>Demolish existing clubhouse; remove slab and debris</li>
<li>Drive pilings; build clubhouse</li></ol></div>
<div class="col"><ol start="7" style="margin:0;padding-left:0.3in;line-height:1.2">
<li>Utilities: water, I/A OWTS, electric (Phase 2, remaining 0.64 ac)</li>
<li>Fine grade parking field; install DW-1 and DW-2</li>
<li>Install pavers PP-1 after upslope areas are stabilized</li>
<li>Build BR-1 last, after its drainage area is stabilized</li>
<li>Topsoil, seed, plant; remove temporary controls at final stabilization</li></ol>
<div class="callout">Maximum disturbed at one time: 1.42 ac, well under the 5-acre limit.</div></div></div>""",
        "Phase 1 covers the clubhouse footprint and the north half of the parking field; Phase 2 covers the south half and the "
        "utility corridor. Phase 2 clearing does not begin until Phase 1 slopes have temporary seed and mulch."))
    # 9 stabilization by stage
    S.append(slide(9, "Stabilization measures at each stage",
        """<table><tr><th>Stage</th><th>Temporary measures</th><th>Permanent measures</th></tr>
<tr><td>Clearing and grubbing</td><td>Silt fence, SCE, construction fence; stockpile seeded and ringed with silt fence</td><td>-</td></tr>
<tr><td>Demolition and building</td><td>Dust control by water truck; inlet protection; mulch on bare areas idle 7 days</td><td>-</td></tr>
<tr><td>Utilities and grading</td><td>Temporary seed (annual ryegrass 40 lb/ac) and straw mulch 2 tons/ac within 7 days</td><td>Riprap apron at BR-1 overflow</td></tr>
<tr><td>Paving and BR-1</td><td>Erosion control blanket on slopes steeper than 3:1</td><td>Pavers, BR-1 planting, topsoil 4 in.</td></tr>
<tr><td>Closeout</td><td>Remove silt fence after 80% cover</td><td>Native beach grass and lawn seed mix</td></tr></table>""",
        "Soil stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control. "
        "Disturbed areas where work has stopped for 7 days or more will be stabilized within 14 days."))
    # 10 details
    S.append(slide(10, "Details and specifications of the controls",
        """<div class="cols"><div class="col small"><div class="callout"><b>Silt fence (SF-1, SF-2)</b>: woven geotextile, 36 in wide, on 2-in hardwood stakes at 8 ft on centre, toe buried 6 in.</div>
<div class="callout"><b>SCE-1</b>: 1.5 to 4 in crushed stone over woven geotextile, 8 in thick, 24 ft x 50 ft.</div>
<div class="callout"><b>Inlet protection</b>: fabric drop inlet filter under the grate, replaced when half full.</div></div>
<div class="col small"><div class="callout blue"><b>Temporary sediment trap ST-1</b>: sized at 3,600 cf per acre of drainage area; 0.46 ac requires 1,660 cf. Wet storage 2.5 ft deep, 2:1 side slopes, stone outlet 4 ft wide of 4 to 6 in stone.</div>
<div class="callout blue"><b>Check dams (TS-1)</b>: 2 ft high stone, centre 6 in lower than the edges, spaced so the toe of the upstream dam is level with the top of the next.</div>
<div class="callout blue"><b>Concrete washout CW-1</b>: 8 ft x 8 ft pit lined with 10-mil plastic, 1 ft freeboard.</div></div></div>""",
        "Standard details for every practice, with these dimensions, are on Sheet C-5 of the drawing set; the dimensions "
        "and material specifications shown here are the ones the contractor will build to."))
    # 11 implementation schedule
    S.append(slide(11, "When each temporary control goes in and comes out",
        """<table><tr><th>Practice</th><th>Installed</th><th>Remains in place until</th></tr>
<tr><td>SCE-1</td><td>Day 1, before any other work</td><td>Paver base is placed (about month 7)</td></tr>
<tr><td>Silt fence SF-1, SF-2</td><td>Day 1-2, before clearing</td><td>80% vegetative cover upslope</td></tr>
<tr><td>Inlet protection</td><td>Day 1-2</td><td>Pavers and topsoil complete</td></tr>
<tr><td>ST-1 and TS-1</td><td>Week 1, before grubbing</td><td>Drainage area stabilized; then removed</td></tr>
<tr><td>Temporary seed and mulch</td><td>Within 7 days of inactivity</td><td>Permanent seeding</td></tr>
<tr><td>Concrete washout</td><td>Before first pour</td><td>Last concrete work</td></tr></table>""",
        "Dates are tied to construction events, not calendar days, so the schedule holds if the start date moves."))
    # 12 maintenance
    S.append(slide(12, "Maintenance schedule for erosion and sediment controls",
        """<table><tr><th>Practice</th><th>Check</th><th>Maintenance</th></tr>
<tr><td>Silt fence</td><td>Every 7 days and after 0.5 in of rain</td><td>Remove sediment at 1/3 fence height; repair tears same day</td></tr>
<tr><td>SCE-1</td><td>Daily during hauling</td><td>Top-dress stone; sweep Asharoken Ave as needed</td></tr>
<tr><td>ST-1</td><td>Weekly and after storms</td><td>Clean out when half of the wet storage is filled</td></tr>
<tr><td>Inlet protection</td><td>Weekly and after storms</td><td>Empty or replace filter bag when half full</td></tr>
<tr><td>Seed and mulch</td><td>Weekly</td><td>Reseed and re-mulch bare spots</td></tr></table>
<div class="callout blue">A qualified inspector will inspect all controls every 7 days and within 24 hours of a 0.5-inch storm; reports go in the site logbook.</div>""",
        "The contractor performs the maintenance; the inspector records deficiencies and the date each was corrected."))
    # 13 pollution prevention
    S.append(slide(13, "Good housekeeping, materials and spills",
        """<div class="cols"><div class="col"><div class="callout"><b>Litter and debris</b>: covered 30-yd dumpster emptied weekly; demolition debris hauled off site daily to a permitted C&amp;D facility; daily litter pick-up.</div>
<div class="callout"><b>Construction chemicals</b>: paints, form oil and sealers kept in a locked job box off the ground; no washing of tools into drains.</div></div>
<div class="col"><div class="callout blue"><b>Materials stored on site</b>: diesel (500-gal double-walled tank), hydraulic oil, cement bags, treated lumber, paver sand and stone.</div>
<div class="callout blue"><b>Storage practices</b>: bags and lumber on pallets under tarps; fuel tank in the staging area, 100 ft from the wetland.</div>
<div class="callout blue"><b>Spills</b>: spill kit at the tank; report petroleum spills to NYSDEC (1-800-457-7362) within 2 hours.</div></div></div>""",
        "The list of stored materials will be updated in the logbook if the contractor brings other materials to the site. "
        "Fuelling is done only in the staging area with drip pans."))
    # 14 structural diversion
    S.append(slide(14, "Keeping runoff off bare soil",
        """<ul><li><b>TS-1 temporary swale</b> diverts runoff from the exposed parking subgrade to the trap</li>
<li><b>ST-1 sediment trap</b> stores runoff from 0.46 ac and releases it slowly through a stone outlet</li>
<li><b>Earth berm</b> along Asharoken Avenue (18 in high) keeps road runoff out of the work area</li>
<li><b>Silt fence SF-1</b> limits discharge toward the wetland fringe</li>
<li><b>Dry wells DW-1 and DW-2</b> take roof runoff once the clubhouse roof is on</li></ul>
<div class="callout">Together these limit runoff and pollutant discharge from exposed areas to the degree attainable on a flat sandy site.</div>""",
        "Because the sands infiltrate quickly, most runoff from the work area soaks in; the diversion and trap handle the "
        "storms that exceed it."))
    # 15 responsibilities
    S.append(slide(15, "Who is responsible for what part of the site",
        """<table><tr><th>Part of site</th><th>Responsible party</th><th>SWPPP duties</th></tr>
<tr><td>Whole site</td><td>Asharoken Shore Club, Inc. (owner/operator)</td><td>Keeps SWPPP on site; hires inspector</td></tr>
<tr><td>Clubhouse footprint, pilings</td><td>Harborline Builders, Inc. (general contractor)</td><td>Installs and maintains SCE, silt fence, washout</td></tr>
<tr><td>Parking field, utilities, BR-1</td><td>Crab Meadow Excavating, LLC (site contractor)</td><td>ST-1, TS-1, inlet protection, pavers, BR-1</td></tr>
<tr><td>Wetland buffer, plantings</td><td>Bayview Native Landscapes (landscaper)</td><td>Seeding, mulch, beach grass, fence removal</td></tr>
<tr><td>Inspections</td><td>Larkfield Coastal Engineering, PLLC</td><td>7-day and storm inspections, reports</td></tr></table>""",
        "Each contractor signs the Chapter 44 certification (Slide 21) before it starts soil-disturbing work."))
    # 16 postconstruction practices
    S.append(slide(16, "Permanent stormwater practices",
        """<table><tr><th>ID</th><th>Practice</th><th>Location</th><th>Size</th></tr>
<tr><td>PP-1</td><td>Permeable interlocking concrete pavers over 12 in stone reservoir</td><td>38-space parking field</td><td>9,800 sf</td></tr>
<tr><td>DW-1, DW-2</td><td>Precast dry wells for roof leaders</td><td>NE and SE corners of clubhouse</td><td>8 ft dia x 6 ft deep each</td></tr>
<tr><td>BR-1</td><td>Bioretention area with underdrain to riprap apron</td><td>South of parking, 60 ft from wetland</td><td>2,150 sf, 9 in ponding</td></tr></table>
<div class="callout blue">PP-1 infiltrates the water quality volume from the parking field; DW-1 and DW-2 infiltrate all roof runoff up to the 10-year storm; BR-1 treats lawn and walkway runoff and overflow from PP-1.</div>""",
        "Locations are plotted on the site plan excerpt (Slide 5) and on Sheet C-3. The practices were chosen from the "
        "NYS Stormwater Management Design Manual runoff reduction practices suited to sandy soils."))
    # 17 hydrology
    S.append(slide(17, "Hydrology: before and after",
        """<table><tr><th>Storm (24-hr)</th><th>Rainfall</th><th>Pre-development peak at DP-1</th><th>Post-development peak at DP-1</th></tr>
<tr><td>1-year</td><td>2.8 in</td><td>0.71 cfs</td><td>0.18 cfs</td></tr>
<tr><td>10-year</td><td>4.9 in</td><td>2.36 cfs</td><td>1.41 cfs</td></tr>
<tr><td>100-year</td><td>8.3 in</td><td>4.92 cfs</td><td>4.05 cfs</td></tr></table>
<div class="cols"><div class="col"><div class="callout">Water quality volume WQv = 1,890 cf required; 2,740 cf provided in PP-1 stone reservoir and BR-1.</div></div>
<div class="col"><div class="callout blue">Dry wells: 1,340 cf storage each; 10-yr roof inflow 1,160 cf; no overflow.</div></div></div>""",
        "The HydroCAD model (SCS TR-20 method, Type III distribution) routes each structural component: PP-1 stone "
        "reservoir, DW-1, DW-2, BR-1 and its underdrain and overflow weir. Post-development peaks are below pre-development for every design storm."))
    # 18 details
    S.append(slide(18, "Permanent practice construction details",
        """<div class="cols"><div class="col small"><div class="callout blue"><b>PP-1 pavers</b>: 3-1/8 in interlocking pavers, 2 in ASTM No. 8 bedding, 4 in No. 57 base, 12 in No. 2 stone reservoir, on non-woven geotextile sides only; subgrade not compacted.</div>
<div class="callout blue"><b>DW-1, DW-2</b>: 8 ft diameter precast leaching rings, 6 ft effective depth, 2 ft of clean stone collar, traffic-bearing cover with cleanout.</div></div>
<div class="col small"><div class="callout"><b>BR-1</b>: 9 in ponding; 3 in shredded hardwood mulch; 30 in planting soil (sand 85%, fines 10%, organic 5%); 3 in pea gravel; 12 in No. 57 stone with 6 in perforated underdrain; 18 in overflow riser to a 10 ft riprap apron of 6 in stone.</div>
<div class="callout">Planting: switchgrass, swamp milkweed, inkberry at 18 in spacing.</div></div></div>""",
        "These are the dimensions and materials shown on detail Sheet C-6. Installation: pavers are laid only after the "
        "upslope areas are stabilized, and BR-1 is excavated with light equipment working from outside the basin floor."))
    # 19 O&M, easement, agreement
    S.append(slide(19, "Long-term maintenance and access",
        """<table class="small"><tr><th>Practice</th><th>Inspect</th><th>Maintain</th></tr>
<tr><td>PP-1 pavers</td><td>Twice a year and after storms over 2 in</td><td>Vacuum sweep twice a year; refill joint stone</td></tr>
<tr><td>DW-1, DW-2</td><td>Twice a year</td><td>Remove sediment when 6 in accumulates; clean leaders</td></tr>
<tr><td>BR-1</td><td>Monthly in first year, then quarterly</td><td>Replace mulch yearly; remove sediment; replant</td></tr></table>
<div class="callout">A 20-ft stormwater access and maintenance easement over BR-1, DW-1 and DW-2 in favor of the Village is shown on the plan and will be recorded; it runs with the land and survives transfer of title.</div>
<div class="callout blue">Asharoken Shore Club, Inc. is the long-term operator of all three practices.</div>""",
        "The club house manager keeps the maintenance log. Village counsel has asked to prepare the inspection and maintenance "
        "agreement on the Village form; a draft will be provided for the Board's review before the building permit is issued."))
    # 20 PE certification
    S.append(slide(20, "Plan certification",
        """<div class="callout blue" style="font-size:14pt">I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and that the design of all stormwater management<br>practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.</div>
<div class="cols"><div class="col" style="flex:2"><div style="margin-top:0.2in"><span class="sig">Renata J. Ostrowski</span><br>Renata J. Ostrowski, P.E., NY License No. 091447<br>Larkfield Coastal Engineering, PLLC, 58 Main Street, Northport, NY 11768<br>Date: March 30, 2026</div></div>
<div class="col" style="flex:1;text-align:center"><div class="seal">STATE OF NEW YORK<br>RENATA J. OSTROWSKI<br>LICENSED<br>PROFESSIONAL ENGINEER<br>No. 091447</div></div></div>""",
        "The signed and sealed original of this page is on file with the Village Clerk."))
    # 21 contractor certs
    cert = ("I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
            "stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or "
            "contribute to a violation of water quality standards.")
    S.append(slide(21, "Contractor certifications (§ 44-8E)",
        f"""<div class="callout" style="font-size:12pt">{cert}</div>
<table class="small"><tr><th>Signature</th><th>Name, title</th><th>Firm, address, phone</th><th>Date</th></tr>
<tr><td class="sig" style="font-size:13pt">Paul Vitale</td><td>Paul Vitale, President</td><td>Harborline Builders, Inc., 12 Woodbine Ave, Northport NY 11768, (631) 555-0148</td><td>3/27/2026</td></tr>
<tr><td class="sig" style="font-size:13pt">Dawn Ruiz</td><td>Dawn Ruiz, Operations Manager</td><td>Crab Meadow Excavating, LLC, 7 Waterside Rd, Northport NY 11768, (631) 555-0172</td><td>3/27/2026</td></tr>
<tr><td class="sig" style="font-size:13pt">Kevin Alcott</td><td>Kevin Alcott, Owner</td><td>Bayview Native Landscapes, 301 Fort Salonga Rd, Northport NY 11768, (631) 555-0119</td><td>3/28/2026</td></tr></table>
<div class="small" style="margin-top:0.06in">Site: Shore Club, 411 Asharoken Avenue, Asharoken, NY 11768 (SCTM 0102-002.00-03.00-017.000)</div>""",
        "All three contractors named on Slide 15 signed before the hearing; any later subcontractor signs this same statement "
        "before beginning soil disturbance, and the signed copies become part of the SWPPP."))
    # 22 questions
    S.append(slide(22, "Questions",
        """<ul><li>Renata J. Ostrowski, P.E., Larkfield Coastal Engineering: (631) 555-0190</li>
<li>Asharoken Shore Club, Inc., Board of Governors: (631) 555-0100</li>
<li>A copy of this SWPPP will be kept in the site trailer from the start of construction to final stabilization.</li></ul>""",
        "Thank you. We ask the Board to accept the SWPPP and refer the site plan to the Village Engineer for final review."))
    return S


EVIDENCE = {
    "44-8B(1)(a)": (3, "Type: private membership beach club (non-residential)"),
    "44-8B(1)(b)": (5, "Plan excerpt from Sheet C-2, scale 1 in = 60 ft"),
    "44-8B(1)(c)": (7, "Carver and Plymouth sands, 3-15% slopes:"),
    "44-8B(1)(d)": (8, "Maximum disturbed at one time: 1.42 ac, well under the 5-acre limit."),
    "44-8B(1)(e)": (13, "permitted C&D facility; daily litter pick-up."),
    "44-8B(1)(f)": (13, "spill kit at the tank"),
    "44-8B(1)(g)": (9, "Silt fence, SCE, construction fence; stockpile seeded and ringed with silt fence"),
    "44-8B(1)(h)": (6, "Around stockpile / staging area 180 linear feet"),
    "44-8B(1)(i)": (10, "acre of drainage area; 0.46 ac requires 1,660 cf."),
    "44-8B(1)(k)": (11, "Week 1, before grubbing"),
    "44-8B(1)(l)": (12, "Remove sediment at 1/3 fence height"),
    "44-8B(1)(m)": (3, "Duck Island Harbor, an arm of Northport Bay"),
    "44-8B(1)(n)": (15, "Crab Meadow Excavating, LLC (site contractor)"),
    "44-8B(1)(o)": (14, "diverts runoff from the exposed parking subgrade to the trap"),
    "44-8B(1)(p)": (7, "Village DPW drainage log 2019-2025: 4 ponding reports at"),
    "44-8B(3)(b)": (16, "Bioretention area with underdrain to riprap apron"),
    "44-8B(3)(c)": (16, "South of parking, 60 ft from wetland"),
    "44-8B(3)(d)": (17, "routes each structural component"),
    "44-8B(3)(e)": (17, "Pre-development peak at DP-1"),
    "44-8B(3)(f)": (18, "18 in overflow riser to a 10 ft riprap apron of 6 in stone."),
    "44-8B(3)(g)": (19, "Vacuum sweep twice a year; refill joint stone"),
    "44-8B(3)(h)": (19, "runs with the land and survives transfer of title"),
    "44-8C": (20, "practices meets the requirements of Chapter 44"),
    "44-8E": (21, "Paul Vitale, President"),
}

HEADINGS = [(i, t) for i, t in [
    (2, "How this deck covers Chapter 44"), (3, "Project background"), (4, "Location and existing conditions"),
    (5, "Site plan: disturbance and controls"), (7, "Soils and existing runoff data"),
    (8, "Construction phasing and sequence"), (9, "Stabilization measures at each stage"),
    (10, "Details and specifications of the controls"), (12, "Maintenance schedule for erosion and sediment controls"),
    (13, "Good housekeeping, materials and spills"), (14, "Keeping runoff off bare soil"),
    (16, "Permanent stormwater practices"), (17, "Hydrology: before and after"),
    (18, "Permanent practice construction details"), (19, "Long-term maintenance and access"),
    (20, "Plan certification"), (21, "Contractor certifications")]]


def build(outdir):
    srcdir = os.path.join(outdir, "src")
    os.makedirs(srcdir, exist_ok=True)
    html = ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>Shore Club SWPPP</title><style>" + CSS +
            "</style></head><body>" + "\n".join(slides()) + "</body></html>")
    hp = os.path.join(srcdir, NAME + ".html")
    with open(hp, "w") as f:
        f.write(html)
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--print-to-pdf=" + out, hp], check=True, capture_output=True)
    ids = [l.split("\t")[1] for l in open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")).read().splitlines()[1:]
           if l.startswith("asharoken-ch44")]
    items, evidence = {}, {}
    gaps = {
        "44-8B(1)(j)": "pointer to a slide that does not hold the item: the compliance table on Slide 2 (p. 2) sends "
                       "'(1)(j) Temporary to permanent' to Slide 9, but Slide 9 is the stabilization-by-stage table and "
                       "names no temporary practice that becomes permanent; no other slide says so (ST-1 is removed).",
        "44-8B(3)(i)": "deferral buried in the speaker notes of Slide 19 (p. 19): the inspection and maintenance agreement "
                       "'will be provided for the Board's review before the building permit is issued'; the slide only names "
                       "the operator and states no binding terms on later owners.",
    }
    for i in ids:
        if i in gaps:
            items[i] = "missing"
        else:
            items[i] = "present"
            p, q = EVIDENCE[i]
            evidence[i] = {"pages": [p], "quote": q}
    label = {
        "checklist": "asharoken-ch44",
        "style": "slide deck presented to the Village Board of Trustees and submitted as the SWPPP (16:9 slides, "
                 "bullets, callout boxes, speaker-note footers, tables on slides, photo-like figure, compliance map slide)",
        "producer": "Chromium headless print to PDF from HTML/CSS (@page 13.333in x 7.5in), inline SVG drawings",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.42, "project_type": "private beach club clubhouse replacement and permeable paver parking lot",
                  "single_family": False, "impaired_water": False},
        "items": items, "evidence": evidence, "gaps": gaps,
        "image_only_pages": [],
        "ambiguous_items": ["44-8B(1)(b)", "44-8B(1)(i)"],
        "acceptable_decisions": ["incomplete"],
        "notes": "1.42 ac disturbed, non-residential: a land development activity (>= 1 ac) and Condition C, so "
                 "§ 44-8B(3) applies. Site map (b) is an SVG excerpt on Slide 5 stated to be at 1 in = 60 ft, with the "
                 "full-size Sheet C-2 not bound: the excerpt shows the listed features, but a reviewer may still ask for the "
                 "sheet (ambiguous). (i) gives dimensions and materials in callouts; the standard details are said to be "
                 "on unbound Sheet C-5 (ambiguous, labelled present). 44-8E: three filled, typed-signature contractor "
                 "certifications on Slide 21. Speaker-note footers carry part of the content (condition C, easement on "
                 "Sheet C-2, the agreement deferral).",
        "_headings": HEADINGS,
    }
    return NAME, label
