"""Plan 2: Somers senior housing - SWPPP published as a documentation website (MkDocs look), each page
printed from Chromium and bound together; fixed top header and left navigation repeat on every printed
page; the construction sequence is an SVG Gantt chart."""
import os, sys, subprocess, html
from pypdf import PdfReader, PdfWriter
sys.path.insert(0, os.path.dirname(__file__))
import common

NAME = "p18b_senior"
SITE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "senior_site")
TITLE = "Lincolndale Commons Senior Residences - SWPPP"

CSS = """
@page { size: letter; margin: 0.45in 0.35in 0.5in 0.35in; }
* { box-sizing: border-box; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.2pt; color: #222; margin: 0; }
.top { position: fixed; top: 0; left: 0; right: 0; height: 0.52in; background: #3f51b5; color: #fff;
       display: flex; align-items: center; padding: 0 0.18in; z-index: 5; }
.top .logo { font-weight: bold; font-size: 12.5pt; }
.top .ver { margin-left: 0.15in; font-size: 8.5pt; opacity: .85; }
.top .search { margin-left: auto; background: rgba(255,255,255,.18); border-radius: 3px; padding: 3px 10px;
       font-size: 8.5pt; width: 1.9in; }
.nav { position: fixed; top: 0.62in; left: 0; width: 1.85in; font-size: 8.3pt; line-height: 1.35; }
.nav .nt { font-weight: bold; color: #555; margin: 0 0 4px 6px; font-size: 8pt; text-transform: uppercase; }
.nav a { display: block; color: #333; text-decoration: none; padding: 2px 6px; border-left: 2px solid transparent; }
.nav a.cur { color: #3f51b5; font-weight: bold; border-left: 2px solid #3f51b5; background: #eef0fa; }
table.frame { margin-left: 2.05in; width: calc(100% - 2.05in); border-collapse: collapse; }
table.frame > thead td { height: 0.66in; padding: 0; }
table.frame > tfoot td { height: 0.1in; padding: 0; }
table.frame > tbody > tr > td { padding: 0; }
h1 { font-size: 17pt; font-weight: 400; color: #111; margin: 0 0 8px 0; }
h2 { font-size: 12.5pt; font-weight: 600; margin: 14px 0 5px 0; color: #222; }
h3 { font-size: 10.8pt; margin: 10px 0 4px 0; }
p { margin: 0 0 7px 0; line-height: 1.38; }
.crumbs { font-size: 8pt; color: #777; margin-bottom: 6px; }
.admon { border-left: 4px solid #448aff; background: #f1f6ff; padding: 6px 10px; margin: 8px 0; font-size: 9.4pt; }
.admon.warn { border-color: #ff9100; background: #fff6ea; }
.admon b.t { display: block; margin-bottom: 2px; }
table.d { border-collapse: collapse; width: 100%; margin: 6px 0 10px 0; font-size: 8.8pt; }
table.d th { background: #eceff8; text-align: left; }
table.d th, table.d td { border: 1px solid #c7cbe0; padding: 3px 5px; vertical-align: top; }
tr { break-inside: avoid; }
code { font-family: 'Liberation Mono', monospace; font-size: 8.8pt; background: #f3f3f3; padding: 0 2px; }
.pn { margin-top: 14px; border-top: 1px solid #ddd; padding-top: 5px; font-size: 8.3pt; color: #3f51b5; }
.sig { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 13pt; color: #1b2a8a; }
svg text { font-family: 'Liberation Sans', Arial, sans-serif; }
figure { margin: 6px 0 10px 0; } figcaption { font-size: 8.5pt; color: #555; }
"""

PAGES = []  # (slug, title, body)
SECTION_PAGES = {}
def page(slug, title, body): PAGES.append((slug, title, body))

def tbl(head, rows):
    h = "".join(f"<th>{c}</th>" for c in head)
    b = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="d"><thead><tr>{h}</tr></thead><tbody>{b}</tbody></table>'

# ---------------------------------------------------------------- SVG drawings
def svg_site(mode):
    """mode 'exist' (site map), 'esc' (erosion control plan), 'post' (post-construction plan)."""
    s = ['<svg xmlns="http://www.w3.org/2000/svg" width="520" height="430" viewBox="0 0 520 430" style="border:1px solid #888">']
    s.append('<rect x="20" y="20" width="440" height="340" fill="none" stroke="#000" stroke-width="1.4" stroke-dasharray="10,4,2,4"/>')
    s.append('<text x="24" y="15" font-size="8">PROPERTY LINE - TOTAL SITE AREA 6.92 AC (TAX LOT 5.19-2-33)</text>')
    # route 100 on west
    s.append('<rect x="0" y="20" width="16" height="340" fill="#bbb"/><text x="10" y="250" font-size="8" transform="rotate(-90 10 250)">N.Y. ROUTE 100</text>')
    # wetland east
    s.append('<path d="M400 40 C 440 90, 430 200, 455 340 L460 340 L460 40 Z" fill="#cfe8cf" stroke="#3a7a3a"/>')
    s.append('<text x="404" y="120" font-size="7.5" fill="#245a24">TOWN-REGULATED</text><text x="404" y="130" font-size="7.5" fill="#245a24">WETLAND W-1</text>')
    s.append('<path d="M330 40 C 370 90, 360 200, 385 340" fill="none" stroke="#3a7a3a" stroke-dasharray="3,3"/>')
    s.append('<text x="300" y="352" font-size="7" fill="#245a24">100 FT WETLAND BUFFER - NOT DISTURBED</text>')
    # stream
    s.append('<path d="M455 340 C 470 370, 490 390, 515 420" stroke="#2a6fd6" stroke-width="2" fill="none"/>')
    s.append('<text x="360" y="395" font-size="7.5" fill="#1a4fa6">UNNAMED TRIB. TO MUSCOOT RIVER</text>')
    # soils boundaries
    s.append('<path d="M20 200 C 120 180, 220 230, 330 190" stroke="#a0522d" stroke-dasharray="6,3" fill="none"/>')
    s.append('<path d="M220 20 C 230 80, 260 130, 330 190" stroke="#a0522d" stroke-dasharray="6,3" fill="none"/>')
    s.append('<text x="60" y="80" font-size="8" fill="#a0522d">ChB (HSG B)</text><text x="270" y="70" font-size="8" fill="#a0522d">PnC (HSG C)</text>')
    s.append('<text x="90" y="300" font-size="8" fill="#a0522d">SuB (HSG C)</text>')
    # LOD
    s.append('<rect x="40" y="45" width="285" height="275" fill="none" stroke="#d00" stroke-dasharray="4,3"/>')
    s.append('<text x="44" y="40" font-size="7.5" fill="#d00">LIMIT OF DISTURBANCE 3.40 AC</text>')
    if mode == "exist":
        s.append('<text x="60" y="130" font-size="8">EX. MEADOW AND HEDGEROW</text><text x="60" y="140" font-size="8">EX. SLOPES 3-8%</text>')
        s.append('<text x="180" y="270" font-size="8">EX. WOODS (PART TO REMAIN)</text>')
        for i, y in enumerate([90, 150, 210, 270]):
            s.append(f'<path d="M40 {y} C 150 {y-15}, 250 {y+15}, 330 {y}" stroke="#999" fill="none" stroke-width=".7"/>')
            s.append(f'<text x="332" y="{y+3}" font-size="6.5" fill="#666">{512 - 4*i}</text>')
        s.append('<text x="40" y="375" font-size="7.5">PROP.: 3-STORY 48-UNIT BUILDING, 62-SPACE PARKING, ACCESS DRIVE FROM RTE 100; FINAL SLOPES 1-5%, MAX 3H:1V AT BR-2</text>')
        s.append('<text x="40" y="386" font-size="7.5">DISCHARGE POINTS: DP-1 (EAST, TO WETLAND W-1 AND TRIBUTARY), DP-2 (NORTH-WEST, RTE 100 CLOSED DRAINAGE)</text>')
        s.append('<text x="40" y="397" font-size="7.5">NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS ON ADJACENT PROPERTIES.</text>')
    if mode in ("esc", "post"):
        s.append('<rect x="110" y="90" width="120" height="70" fill="#ddd" stroke="#333"/><text x="125" y="128" font-size="8">PROP. BUILDING</text>')
        s.append('<rect x="90" y="180" width="180" height="80" fill="#eee" stroke="#333"/><text x="130" y="222" font-size="8">PARKING (62)</text>')
        s.append('<rect x="16" y="205" width="74" height="18" fill="#ccc" stroke="#333"/>')
    if mode == "esc":
        s.append('<path d="M325 45 L325 320 L40 320" stroke="#1a6a1a" stroke-width="2" stroke-dasharray="7,2,1,2" fill="none"/>')
        s.append('<text x="165" y="333" font-size="7.5" fill="#1a6a1a">SF-1 SILT FENCE 620 LF</text>')
        s.append('<text x="258" y="60" font-size="7.5" fill="#1a6a1a">SF-2 360 LF</text>')
        s.append('<path d="M240 45 L240 60 L320 60" stroke="#1a6a1a" stroke-width="2" stroke-dasharray="7,2,1,2" fill="none"/>')
        s.append('<rect x="18" y="206" width="55" height="16" fill="none" stroke="#000" stroke-width="2"/><text x="22" y="243" font-size="7.5">SCE 50 x 24 FT</text>')
        s.append('<path d="M60 70 L300 70 L300 290" stroke="#0050c8" stroke-width="1.6" fill="none" marker-end="url(#a)"/>')
        s.append('<text x="70" y="66" font-size="7.5" fill="#0050c8">DS-1 DIVERSION SWALE 410 LF</text>')
        s.append('<rect x="280" y="285" width="40" height="30" fill="#bcd7f5" stroke="#0050c8"/><text x="246" y="281" font-size="7.5">SB-1 SEDIMENT BASIN</text>')
        s.append('<circle cx="200" cy="250" r="4" fill="none" stroke="#000"/><text x="206" y="253" font-size="7">IP (TYP. 6)</text>')
        s.append('<rect x="60" y="270" width="30" height="20" fill="#e6d3a8" stroke="#7a5a1a"/><text x="58" y="300" font-size="7">TSP-1</text>')
        s.append('<text x="40" y="375" font-size="7.5">SB-1: 84 x 36 FT AT TOP, 4 FT DEEP; SF-1 620 LF + SF-2 360 LF = 980 LF SILT FENCE; INLET PROTECTION AT 6 CB</text>')
        s.append('<text x="40" y="386" font-size="7.5">PHASE 1 = BUILDING, DRIVE AND SB-1 AREA (2.0 AC); PHASE 2 = PARKING, BR-1, BR-2 AND RETAINING WALL (1.4 AC)</text>')
    if mode == "post":
        s.append('<rect x="280" y="250" width="45" height="60" fill="#9fd49f" stroke="#2a7a2a"/><text x="284" y="283" font-size="7.5">BR-2</text>')
        s.append('<rect x="40" y="120" width="55" height="35" fill="#9fd49f" stroke="#2a7a2a"/><text x="46" y="141" font-size="7.5">BR-1</text>')
        s.append('<rect x="120" y="270" width="110" height="26" fill="none" stroke="#6a3" stroke-width="1.5" stroke-dasharray="2,2"/><text x="124" y="287" font-size="7.5">SC-1 CHAMBERS</text>')
        s.append('<path d="M280 315 L280 335 L395 335 L395 315" fill="none" stroke="#000" stroke-dasharray="1,2"/><text x="282" y="346" font-size="6.5">20 FT SW EASEMENT</text>')
        s.append('<text x="40" y="375" font-size="7.5">BR-1 BIORETENTION 1,650 SF; BR-2 BIORETENTION 2,900 SF; SC-1 SUBSURFACE CHAMBERS 96 x 26 FT (5,360 CF)</text>')
        s.append('<text x="40" y="386" font-size="7.5">20 FT STORMWATER ACCESS AND MAINTENANCE EASEMENT TO THE TOWN OF SOMERS OVER BR-1, BR-2, SC-1 AND ACCESS PATHS</text>')
    s.append('<defs><marker id="a" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 Z" fill="#0050c8"/></marker></defs>')
    # north arrow, scale
    s.append('<path d="M490 60 L490 25 M484 36 L490 25 L496 36" stroke="#000" fill="none"/><text x="486" y="72" font-size="9">N</text>')
    s.append('<line x1="380" y1="410" x2="476" y2="410" stroke="#000" stroke-width="3"/><text x="380" y="423" font-size="7">0      25      50 FT</text>')
    s.append('<text x="40" y="410" font-size="8" font-weight="bold">SCALE: 1 IN = 50 FT (FULL-SIZE SHEET %s)</text>' % {"exist": "SW-1", "esc": "SW-2", "post": "SW-3"}[mode])
    # location map inset
    s.append('<rect x="466" y="90" width="50" height="90" fill="#fff" stroke="#000"/><text x="468" y="100" font-size="6">LOCATION</text>')
    s.append('<text x="468" y="108" font-size="6">MAP (NTS)</text><path d="M480 115 L490 175" stroke="#999" stroke-width="2"/>')
    s.append('<text x="470" y="140" font-size="6">* SITE</text><text x="468" y="170" font-size="5.5">MUSCOOT RES.</text>')
    s.append('</svg>')
    return "".join(s)

def svg_gantt():
    tasks = [("Pre-construction meeting; notify SMO 48 h", 0, 1, "#607d8b"),
             ("SCE, silt fence SF-1/SF-2, tree protection", 1, 2, "#2e7d32"),
             ("Diversion swale DS-1 and sediment basin SB-1", 2, 3, "#2e7d32"),
             ("Phase 1 clear, grub, strip topsoil (2.0 ac)", 3, 5, "#ef6c00"),
             ("Phase 1 mass grading; building pad", 4, 8, "#ef6c00"),
             ("Temporary seeding of idle Phase 1 areas", 6, 9, "#9e9d24"),
             ("Foundations and building shell", 8, 30, "#5c6bc0"),
             ("Storm sewer, CB inlet protection, utilities", 9, 14, "#00838f"),
             ("Phase 2 clear and grade (1.4 ac)", 12, 16, "#ef6c00"),
             ("SC-1 chambers (after upslope stabilized)", 16, 19, "#6a1b9a"),
             ("Parking base course; retaining wall", 17, 22, "#5c6bc0"),
             ("Permanent seeding, landscaping", 26, 32, "#9e9d24"),
             ("Convert SB-1 to BR-2; build BR-1", 30, 34, "#6a1b9a"),
             ("Top course paving; remove controls at 80% cover", 33, 36, "#607d8b")]
    x0, wk, rh = 215, 7.2, 17
    H = 40 + rh * len(tasks) + 20
    s = [f'<svg xmlns="http://www.w3.org/2000/svg" width="520" height="{H}" viewBox="0 0 520 {H}">']
    for w in range(0, 37, 4):
        x = x0 + w * wk
        s.append(f'<line x1="{x}" y1="28" x2="{x}" y2="{H-18}" stroke="#ddd"/><text x="{x-4}" y="22" font-size="7.5">W{w}</text>')
    s.append('<text x="4" y="12" font-size="8.5" font-weight="bold">Construction weeks from notice to proceed (April 2026 = W0)</text>')
    for i, (lab, a, b, col) in enumerate(tasks):
        y = 34 + i * rh
        s.append(f'<text x="4" y="{y+10}" font-size="7.6">{html.escape(lab)}</text>')
        s.append(f'<rect x="{x0+a*wk}" y="{y+1}" width="{(b-a)*wk}" height="{rh-5}" rx="2" fill="{col}"/>')
        s.append(f'<text x="{x0+b*wk+3}" y="{y+10}" font-size="6.8" fill="#444">W{a}-W{b}</text>')
    s.append(f'<text x="4" y="{H-4}" font-size="7">Max. disturbed at one time: 3.4 ac (Phases 1 and 2 overlap W12-W16). Never more than 5 acres.</text>')
    s.append('</svg>')
    return "".join(s)

def svg_details():
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="520" height="190" viewBox="0 0 520 190">'
            '<rect x="1" y="1" width="518" height="188" fill="none" stroke="#888"/>'
            '<text x="8" y="14" font-size="8.5" font-weight="bold">BIORETENTION BR-2 - TYPICAL SECTION (NTS)</text>'
            '<path d="M20 60 L80 60 L110 90 L410 90 L440 60 L500 60" fill="none" stroke="#000" stroke-width="1.5"/>'
            '<rect x="110" y="90" width="300" height="14" fill="#c9a66b"/><rect x="110" y="104" width="300" height="48" fill="#e8d9a8"/>'
            '<rect x="110" y="152" width="300" height="14" fill="#bdbdbd"/><circle cx="260" cy="159" r="4" fill="#fff" stroke="#000"/>'
            '<text x="118" y="86" font-size="7">PONDING 9 IN MAX.</text><text x="118" y="100" font-size="7">MULCH 3 IN SHREDDED HARDWOOD</text>'
            '<text x="118" y="128" font-size="7">FILTER MEDIA 30 IN (SAND 80-85%, SOIL FINES 10-15%, ORGANIC 3-5%; P-INDEX 10-30)</text>'
            '<text x="118" y="163" font-size="7">NO. 57 STONE 12 IN WITH 6 IN PERF. HDPE UNDERDRAIN</text>'
            '<text x="420" y="55" font-size="7">3H:1V</text><text x="20" y="182" font-size="7">OVERFLOW: 24 IN DOMED RISER AT EL 497.25 TO SC-1; PEA GRAVEL DIAPHRAGM AT INLETS; OBSERVATION WELL</text>'
            '</svg>')

def build_pages():
    PAGES.clear()
    page("index", "Overview", f"""
<h1>Stormwater Pollution Prevention Plan</h1>
<p><b>Lincolndale Commons Senior Residences, Lincolndale, Town of Somers, New York</b></p>
<p>This site is the Stormwater Pollution Prevention Plan (SWPPP) for Lincolndale Commons, a senior housing
project in the hamlet of Lincolndale, Town of Somers, Westchester County, New York. It is prepared under
Chapter 93 of the Code of the Town of Somers and the NYSDEC SPDES General Permit for Stormwater Discharges
from Construction Activity (GP-0-25-001). The printed copy of every page is bound and submitted to the
Somers Planning Board; the web version is kept current on site.</p>
<div class="admon"><b class="t">Document control</b>Revision 3, published October 20, 2025. Applicant:
Lincolndale Commons Housing Development Fund Company, Inc. Preparer: Kestrel Ridge Engineering, P.C.,
Brewster, New York.</div>
<h2>How this SWPPP is organised</h2>
<p>Each page in the navigation is one section of the plan. The contractor certifications are the last page.
Drawings are shown as figures in the pages where they are used; the full-size sheets match the figures.</p>
{tbl(["Role", "Name", "Contact"], [["Owner / operator", "Lincolndale Commons Housing Development Fund Company, Inc.", "c/o Hudson Valley Senior Living Partners, 14 Main Street, Goldens Bridge, NY 10526, (914) 555-0171"],
     ["SWPPP preparer", "Kestrel Ridge Engineering, P.C. (Anjali Mehta, P.E.)", "1580 Route 22, Brewster, NY 10509, (845) 555-0126"],
     ["Site contractor", "Croton Valley Excavating Corp.", "(914) 555-0188"],
     ["Qualified inspector", "Tomas Wierzbicki, CPESC, Kestrel Ridge Engineering", "(845) 555-0129"],
     ["Town of Somers SMO", "Town Engineer", "335 Route 202, Somers, NY 10589"]])}
""")
    page("background", "Project Background", """
<h1>Project Background</h1>
<h2>Scope, location, type and size</h2>
<p>The project builds a three-story, 48-unit independent-living apartment building for residents aged 55 and
over, with a 62-space parking lot, an access drive from N.Y. Route 100, walks, a community garden, site
lighting, water and sewer connections, and a stormwater management system. The 6.92-acre parcel (Tax Lot
5.19-2-33) is on the east side of Route 100 about 0.4 mile north of the Lincolndale post office.</p>
<p>The total area of soil disturbance is 3.40 acres. New impervious cover is 1.52 acres (building 0.41 acre,
parking and drive 0.98 acre, walks 0.13 acre). The remaining 3.52 acres, including the wetland W-1 buffer
and the wooded east slope, will not be disturbed.</p>
<h2>Applicability</h2>
<p>The project disturbs more than one acre and is a multifamily residential development (senior housing
complex) listed in Section 93-6A(2)(c), so this SWPPP includes post-construction water quantity and
quality controls designed to the enhanced phosphorus removal standards of the New York State Stormwater
Management Design Manual. The site lies in the Muscoot Reservoir basin, which is subject to the phosphorus
TMDL for the New York City reservoirs.</p>
<h2>Receiving waters</h2>
<p>Runoff from the east part of the site reaches wetland W-1 and an unnamed tributary of the Muscoot River
(DP-1), which flows to the Muscoot Reservoir. The west part drains to the Route 100 closed drainage
system (DP-2), which also discharges to the Muscoot River.</p>
""")
    page("site-maps", "Site Maps", f"""
<h1>Site Maps</h1>
<p>Figure 1 is the existing conditions and site map. It shows the total site area, the proposed improvements,
the limit of disturbance and the areas that will not be disturbed, existing vegetation, wetland W-1 and the
tributary, drainage patterns, existing contours and final slopes, soil map unit boundaries, and discharge
points DP-1 and DP-2. The full-size sheet SW-1 is plotted at 1 in = 50 ft.</p>
<figure>{svg_site("exist")}<figcaption>Figure 1 - Site map with general location map (sheet SW-1).</figcaption></figure>
""")
    page("soils", "Soils", """
<h1>Soils</h1>
<p>The Soil Survey of Putnam and Westchester Counties (USDA-NRCS Web Soil Survey, accessed June 2025) maps
three units inside the limit of disturbance. Deep test holes DT-1 to DT-4 and percolation tests were done
on June 18, 2025.</p>
<table class="d"><thead><tr><th>Map unit</th><th>Name</th><th>Hydrologic soil group</th><th>Share of disturbed area</th><th>Test-hole findings</th></tr></thead><tbody>
<tr><td>ChB</td><td>Charlton loam, 3 to 8 percent slopes</td><td>HSG B</td><td>46%</td><td>DT-1: loam over fine sandy loam to 96 in; no water; perc 6 min/in</td></tr>
<tr><td>PnC</td><td>Paxton fine sandy loam, 8 to 15 percent slopes</td><td>HSG C</td><td>31%</td><td>DT-2: firm dense till at 28 in; perched water at 30 in in spring</td></tr>
<tr><td>SuB</td><td>Sutton loam, 3 to 8 percent slopes</td><td>HSG C</td><td>23%</td><td>DT-3, DT-4: mottling at 24-30 in</td></tr>
</tbody></table>
<p>The till under PnC and SuB limits infiltration, so the bioretention areas have underdrains and the
runoff reduction credit is taken for partial infiltration only at BR-1 on Charlton soil.</p>
""")
    page("sequence", "Construction Sequence", f"""
<h1>Construction Sequence and Phasing</h1>
<p>Construction is in two phases so that no more than 2.0 acres is first exposed and the total exposed at
any time never exceeds 3.4 acres; not more than five acres will be disturbed at one time. Phase 2 may not
start grading until Phase 1 disturbed areas outside the building pad have temporary seeding.</p>
<h2>Gantt chart</h2>
<figure>{svg_gantt()}<figcaption>Figure 2 - Construction sequence (bars are weeks from notice to proceed).</figcaption></figure>
<h2>Sequence of operations</h2>
<p>1. Pre-construction meeting; notify the Town SMO 48 hours before start. 2. Install the stabilized
construction entrance, silt fence SF-1 and SF-2, and tree protection fence. 3. Build diversion swale DS-1
and sediment basin SB-1; stabilize their slopes before any upslope grading. 4. Clear, grub and strip
topsoil in Phase 1; stockpile at TSP-1. 5. Mass grade Phase 1 and the building pad. 6. Install storm sewer
and utilities, protecting each inlet as it is set. 7. Clear and grade Phase 2. 8. Build the SC-1 chambers
after the parking area subgrade is stable. 9. Pave base course, build the retaining wall, landscape and seed.
10. Convert SB-1 to bioretention BR-2 and build BR-1 when their drainage areas are stabilized. 11. Pave the
top course and remove temporary controls after 80 percent perennial cover.</p>
""")
    page("pollution-prevention", "Pollution Prevention", """
<h1>Pollution Prevention</h1>
<h2>Litter and construction debris</h2>
<p>Two covered 30-yard dumpsters are kept at the staging area; the site contractor's laborers walk the site
every Friday to pick up litter. Waste is hauled to a permitted transfer station. No debris is buried or burned.</p>
<h2>Construction chemicals</h2>
<p>Paint, sealants, form oil, fuel and curing compounds are kept in a locked steel storage container with
secondary containment at the staging area. Fueling is done from a double-walled tank over a drip pan.
Spill kits are kept in the container and on the fuel truck; spills are reported to NYSDEC (1-800-457-7362).</p>
<h2>Concrete washout</h2>
<p>A lined, above-grade washout at least 50 feet from any inlet or the W-1 buffer; cleaned when 75 percent full.</p>
""")
    page("stabilization", "Soil Stabilization", """
<h1>Temporary and Permanent Soil Stabilization Plan</h1>
<p>This plan meets the New York State Standards and Specifications for Erosion and Sediment Control
(November 2016, the "Blue Book") for every stage, from clearing and grubbing to final stabilization.</p>
<table class="d"><thead><tr><th>Stage</th><th>Temporary stabilization</th><th>Permanent stabilization</th></tr></thead><tbody>
<tr><td>Clearing and grubbing</td><td>Stone construction entrance; wood-chip mulch on cleared areas not graded within 7 days</td><td>-</td></tr>
<tr><td>Mass grading</td><td>Temporary seeding (annual ryegrass 30 lb/ac) and straw mulch 2 tons/ac within 7 days on areas idle 14 days; rolled erosion control product on slopes steeper than 3H:1V</td><td>-</td></tr>
<tr><td>Utilities and building</td><td>Same-day trench backfill; stockpile TSP-1 seeded and ringed with silt fence</td><td>-</td></tr>
<tr><td>Final grading</td><td>Mulch until seeded</td><td>4 in topsoil, lawn mix (tall fescue 60%, Kentucky bluegrass 20%, perennial ryegrass 20%) at 5 lb/1,000 sf; BR-1/BR-2 plantings; pavement</td></tr>
<tr><td>Final stabilization</td><td colspan="2">80 percent uniform perennial vegetative cover on all unpaved areas, with no unstable slopes</td></tr>
</tbody></table>
""")
    page("esc-practices", "E&amp;S Control Practices", f"""
<h1>Erosion and Sediment Control Practices</h1>
<p>Figure 3 shows the location, size and length of each practice. Specifications follow the Blue Book.</p>
<figure>{svg_site("esc")}<figcaption>Figure 3 - Erosion and sediment control plan (sheet SW-2).</figcaption></figure>
<h2>Dimensions, materials, installation, operation and maintenance</h2>
{tbl(["Practice", "Dimensions and materials", "Installation", "Operation and maintenance"],
 [["Silt fence SF-1, SF-2 (980 LF)", "Woven geotextile 36 in, 2 in x 2 in hardwood stakes at 8 ft", "6 in x 6 in toe trench, backfilled and compacted; ends turned upslope", "Remove sediment at one-third height; repair or replace torn fabric within 24 hours"],
  ["Stabilized construction entrance", "50 ft x 24 ft x 8 in, 2-4 in crushed stone on geotextile", "Before any other work", "Top-dress with stone when voids fill; sweep Route 100 daily if tracking occurs"],
  ["Diversion swale DS-1 (410 LF)", "Parabolic, 2 ft bottom, 1.5 ft deep, 3H:1V sides, erosion control blanket", "Before upslope grading; outlets to SB-1", "Repair washouts after each storm; remove sediment deposits"],
  ["Sediment basin SB-1", "Sized at 3,600 cf/ac for 2.6 ac drainage = 9,360 cf required, 10,100 cf provided; 84 x 36 ft at top, 4 ft deep, 2H:1V sides; 18 in riser with trash rack, 12 in barrel, anti-seep collar; 6 ft stone emergency spillway", "Before Phase 1 clearing; embankment compacted in 8 in lifts", "Clean out when sediment reaches 50% of design capacity (cleanout stake at 2 ft); inspect riser and spillway after each storm"],
  ["Inlet protection (6 CB)", "Geotextile and stone drop-inlet filter", "As each inlet is set", "Clean after each storm; replace clogged fabric"],
  ["Topsoil stockpile TSP-1", "Max. 20 ft high, 2H:1V sides; seeded; silt fence ring", "When stripping begins", "Reseed bare areas; repair fence"]])}
""")
    page("esc-schedule", "Practices by Activity", """
<h1>Minimum Practices for Each Construction Activity</h1>
<p>The table lists, for every activity that disturbs soil, the minimum erosion and sediment control practices,
when each is first placed, and the minimum time it stays in place.</p>
<table class="d"><thead><tr><th>Construction activity</th><th>Minimum practices</th><th>Initial placement</th><th>Minimum time in place</th></tr></thead><tbody>
<tr><td>Site access</td><td>Stabilized construction entrance</td><td>Week 1, before any clearing</td><td>Until top-course paving of the drive (W33)</td></tr>
<tr><td>Clearing and grubbing</td><td>Silt fence SF-1, SF-2; tree protection fence</td><td>Weeks 1-2, before clearing</td><td>Until 80% perennial cover downslope</td></tr>
<tr><td>Mass grading</td><td>Diversion swale DS-1; sediment basin SB-1; temporary seeding</td><td>Weeks 2-3, before grading</td><td>SB-1 until its drainage area is stabilized (about W30); seeding until permanent cover</td></tr>
<tr><td>Utility trenching</td><td>Same-day backfill; trench-spoil on uphill side; inlet protection</td><td>As each run and inlet is built</td><td>Inlet protection until pavement and lawn are stabilized</td></tr>
<tr><td>Building construction</td><td>Concrete washout; perimeter silt fence</td><td>Before the first pour</td><td>Until the last pour and final grading</td></tr>
<tr><td>Final grading and landscaping</td><td>Topsoil, seed and mulch; erosion control blanket on slopes over 3H:1V</td><td>Within 7 days of final grade</td><td>Blanket left to degrade in place</td></tr>
</tbody></table>
""")
    page("industrial", "Industrial Discharges", """
<h1>Stormwater Discharges from Industrial Activity</h1>
<p>There will be no stormwater discharges associated with industrial activity other than construction at this
site. No asphalt plant, concrete batch plant, rock crusher or other support activity will be set up on the
site; ready-mixed concrete and hot-mix asphalt are delivered by truck from off-site plants.</p>
""")
    page("inspections", "Inspection Schedule", """
<h1>Inspection Schedule</h1>
<p>This schedule applies to the site contractor (Croton Valley Excavating Corp.) and each subcontractor that
installs, builds, repairs, inspects or maintains the erosion and sediment control practices, and follows the
New York State Standards and Specifications for Erosion and Sediment Control.</p>
<table class="d"><thead><tr><th>Who</th><th>What</th><th>When</th></tr></thead><tbody>
<tr><td>Site contractor's trained foreman</td><td>Walk all practices; repair as needed; log in the daily report</td><td>Every working day</td></tr>
<tr><td>Qualified inspector (CPESC)</td><td>Written inspection of all practices, discharge points and disturbed areas; corrective action list</td><td>At least once every seven calendar days, and within 24 hours after 0.5 in of rain or more</td></tr>
<tr><td>Qualified inspector</td><td>Inspection of stabilized areas while construction is suspended</td><td>Every 30 days during winter shutdown</td></tr>
<tr><td>Site contractor</td><td>Complete corrective actions</td><td>By the end of the next working day</td></tr>
</tbody></table>
<p>Reports are kept in the site logbook with this SWPPP in the site trailer.</p>
""")
    page("deviations", "Deviations from Standards", """
<h1>Deviations from the NYS Standards and Specifications</h1>
<p>None. No element of the erosion and sediment control design departs from the New York State Standards and
Specifications for Erosion and Sediment Control; every practice is designed and sized to the Blue Book
without alternative design.</p>
""")
    page("post-construction", "Post-Construction Practices", f"""
<h1>Post-Construction Stormwater Management Practices</h1>
<h2>Description of each practice</h2>
<p><b>BR-1 bioretention (1,650 sf)</b> treats the north drive and building roof leaders (0.48 ac drainage). It is
on Charlton soil and is built with an internal water storage layer to allow partial infiltration.</p>
<p><b>BR-2 bioretention (2,900 sf)</b> treats the parking lot and south lawn (0.91 ac drainage) and is built in
the footprint of sediment basin SB-1 after that area is stabilized.</p>
<p><b>SC-1 subsurface chambers</b> are 96 x 26 ft of arched plastic chambers (5,360 cf) under the north parking
aisle, receiving the BR-1 and BR-2 overflow and controlling the 1-, 10- and 100-year peaks to DP-1.</p>
<figure>{svg_site("post")}<figcaption>Figure 4 - Post-construction stormwater management plan (sheet SW-3).</figcaption></figure>
<h2>Dimensions, materials and installation</h2>
{tbl(["Practice", "Dimensions", "Materials", "Installation"],
 [["BR-1", "1,650 sf floor, 9 in ponding, 30 in media, 12 in stone with 6 in IWS", "Media per Design Manual Table 6.x (sand 80-85%); 6 in perforated HDPE underdrain", "After drainage area stabilized; light equipment only; no compaction of subgrade"],
  ["BR-2", "2,900 sf floor, 9 in ponding, 30 in media, 12 in stone", "Same as BR-1; observation well; domed riser at EL 497.25", "Excavate 18 in below SB-1 bottom to remove silt before building"],
  ["SC-1", "96 x 26 ft bed, 4 rows of 30 in chambers, 12 in stone base, 6 in cover stone", "Chambers per manufacturer; non-woven geotextile wrap; 6 in and 3 in orifices, 100-yr weir in outlet structure OCS-1", "Build after parking subgrade is stable; protect from construction runoff until BR-2 is online"]])}
<figure>{svg_details()}<figcaption>Figure 5 - Bioretention detail.</figcaption></figure>
""")
    page("hydrology", "Hydrology &amp; Sizing", """
<h1>Hydrologic and Hydraulic Analysis and Sizing Criteria</h1>
<h2>Hydrologic and hydraulic analysis</h2>
<p>HydroCAD 10.2 (NRCS TR-20, Type III 24-hour rainfall from NOAA Atlas 14 for Somers: 1-yr 2.80 in, 10-yr
4.95 in, 100-yr 8.75 in). Every structural component (BR-1, BR-2, SC-1, OCS-1 orifices and weir, and the
storm sewer pipes) was routed for these design storms; pipe capacities were checked for the 25-year storm.</p>
<table class="d"><thead><tr><th>Design point</th><th>Storm</th><th>Pre-dev. peak (cfs)</th><th>Post-dev. peak (cfs)</th><th>SC-1 max stage</th></tr></thead><tbody>
<tr><td>DP-1</td><td>1-year</td><td>1.42</td><td>0.61</td><td>491.6</td></tr>
<tr><td>DP-1</td><td>10-year</td><td>4.88</td><td>3.95</td><td>492.9</td></tr>
<tr><td>DP-1</td><td>100-year</td><td>11.30</td><td>10.72</td><td>494.1</td></tr>
<tr><td>DP-2</td><td>10-year</td><td>0.93</td><td>0.71</td><td>-</td></tr>
<tr><td>DP-2</td><td>100-year</td><td>2.05</td><td>1.66</td><td>-</td></tr>
</tbody></table>
<h2>Sizing criteria summary</h2>
<p>Enhanced phosphorus removal standards (Design Manual Chapter 10) govern.</p>
<table class="d"><thead><tr><th>Criterion</th><th>Required</th><th>Provided</th><th>Calculation / note</th></tr></thead><tbody>
<tr><td>WQv (enhanced P, 1-yr 24-hr runoff)</td><td>9,870 cf</td><td>10,240 cf</td><td>Runoff of the 2.80 in 1-year storm from 1.39 ac to BR-1/BR-2 by TR-55 (CN 89, Q = 1.95 in); BR-1 3,460 cf, BR-2 6,780 cf in ponding, media and stone voids</td></tr>
<tr><td>RRv</td><td>2,190 cf (minimum, HSG B/C specific reduction factors)</td><td>2,410 cf</td><td>Infiltration in BR-1 IWS (40% voids x 1,650 sf x 1.0 ft = 660 cf) plus 40% of BR-2 volume credit; Design Manual Section 4.3</td></tr>
<tr><td>Cpv</td><td>24-hr extended detention of 1-yr</td><td>25.6 hr drawdown</td><td>SC-1 6 in orifice at EL 490.5; center-of-mass detention time from HydroCAD</td></tr>
<tr><td>Qp (10-yr)</td><td>Post &le; pre</td><td>3.95 &lt; 4.88 cfs</td><td>Routing above</td></tr>
<tr><td>Qf (100-yr)</td><td>Post &le; pre, safe passage</td><td>10.72 &lt; 11.30 cfs</td><td>OCS-1 weir; 1.0 ft freeboard</td></tr>
</tbody></table>
<p>Deviations from the Design Manual: none. No criterion is waived and the redevelopment criteria do not apply.</p>
""")
    page("om", "Operations &amp; Maintenance", """
<h1>Operations and Maintenance Plan</h1>
<p>The owner, Lincolndale Commons Housing Development Fund Company, Inc., is the entity responsible for long-term
operation and maintenance of BR-1, BR-2, SC-1, OCS-1 and the storm sewer; the work is carried out by its property
manager, Hudson Valley Senior Living Partners, LLC.</p>
<table class="d"><thead><tr><th>Practice</th><th>Inspection</th><th>Maintenance action</th><th>Schedule</th></tr></thead><tbody>
<tr><td>BR-1, BR-2</td><td>Ponding over 48 h, erosion, plant health, sediment at inlets</td><td>Remove trash and sediment; replace mulch; replace plants; rake/replace top media if clogged</td><td>Inspect monthly and after 1 in storms; mulch each spring; media check every 2 years</td></tr>
<tr><td>SC-1 chambers</td><td>Sediment depth at inspection ports</td><td>Jet-vac isolator row when sediment exceeds 3 in</td><td>Inspect twice a year</td></tr>
<tr><td>OCS-1 and catch basins</td><td>Debris at orifices; sump depth</td><td>Clean sumps when half full; clear orifices</td><td>Inspect quarterly; vacuum sumps annually</td></tr>
<tr><td>Parking lot</td><td>-</td><td>Sweep</td><td>Monthly March-November</td></tr>
</tbody></table>
<p>An annual inspection report, signed by a professional engineer, is sent to the Town of Somers SMO by March 31 of each year.</p>
""")
    page("easements", "Easements &amp; Agreements", """
<h1>Maintenance Easements and Maintenance Agreement</h1>
<h2>Maintenance easement</h2>
<p>A 20-foot-wide stormwater access and maintenance easement in favor of the Town of Somers over BR-1, BR-2,
SC-1, OCS-1 and the access paths is recorded on the approved site plan (sheet SW-3, Figure 4) and on the
easement map filed with the deed. The easement runs with the land and remains in effect with any transfer of
title to the property.</p>
<h2>Inspection and maintenance agreement</h2>
<p>The owner has executed a Stormwater Control Facility Maintenance Agreement with the Town of Somers, in the
form of the NYSDEC sample agreement on file with the Town Clerk, under Section 93-8. The agreement requires the
owner to inspect and maintain every practice as set out in the Operations and Maintenance Plan, gives the Town
the right to enter, inspect and do the work at the owner's cost, and is binding on all subsequent landowners
served by the on-site stormwater management measures. It was recorded in the Westchester County Clerk's
Office as a deed restriction on October 8, 2025 (Control No. 653290114).</p>
""")
    page("certifications", "Certifications", """
<h1>Preparer's Certification</h1>
<p>I, Anjali Mehta, a professional engineer registered in the State of New York, prepared this Stormwater
Pollution Prevention Plan and the design of its stormwater management practices. I certify that the design
of all stormwater management practices meet the requirements in Chapter 93 of the Code of the Town of Somers.</p>
<p class="sig">Anjali Mehta</p>
<p>Anjali Mehta, P.E., NYS License No. 098215<br/>Kestrel Ridge Engineering, P.C., 1580 Route 22, Brewster, NY
10509<br/>Signed October 20, 2025</p>
<h2>Owner's acknowledgment</h2>
<p>The owner has read this SWPPP and will carry it out and keep a copy on site from the start of
construction to final stabilization.</p>
<p class="sig">Denise Ferraro</p><p>Denise Ferraro, President, Lincolndale Commons Housing Development Fund
Company, Inc., October 21, 2025</p>
""")
    stmt = ("I certify under penalty of law that I understand and agree to comply with the terms and conditions "
            "of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a "
            "minimum of four hours of acceptable training in erosion and sediment control within the last three "
            "years. I also understand that it is unlawful for any person to cause or contribute to a violation of "
            "water quality standards.")
    def cert(name, title, firm, addr, phone, resp, date):
        return f"""<div class="admon"><b class="t">Contractor certification - {firm}</b>
<p>&ldquo;{stmt}&rdquo;</p>
{tbl(["Field", "Entry"], [["Name and title", f"{name}, {title}"], ["Contracting firm", firm], ["Firm address and telephone", f"{addr}; {phone}"],
    ["Site", "Lincolndale Commons, N.Y. Route 100, Lincolndale (Town of Somers), Tax Lot 5.19-2-33"],
    ["Responsible for", resp], ["Signature", f'<span class="sig">{name}</span>'], ["Date", date]])}</div>"""
    page("contractor-certifications", "Contractor Certifications",
         "<h1>Contractor Certifications</h1><p>Each contractor and subcontractor that installs, builds, repairs, "
         "inspects or maintains the erosion and sediment control practices or the post-construction practices signed "
         "the following statement before starting work. The signed statements are part of this SWPPP.</p>"
         + cert("Michael Donnelly", "Vice President", "Croton Valley Excavating Corp.", "212 Old Route 100, Somers, NY 10589",
                "(914) 555-0188", "All E&amp;S controls, SB-1, storm sewer, SC-1", "November 3, 2025")
         + cert("Lucia Ortega", "Owner", "Greenleaf Landscape Contractors, LLC", "47 Tomahawk Street, Yorktown Heights, NY 10598",
                "(914) 555-0152", "Seeding, blankets, BR-1 and BR-2 planting", "November 5, 2025"))

def render(slug, title, body):
    nav = "".join(f'<a class="{"cur" if s == slug else ""}" href="{s}.html">{t}</a>' for s, t, _ in PAGES)
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title} - {TITLE}</title>
<style>{CSS}</style></head><body>
<div class="top"><span class="logo">Lincolndale Commons SWPPP</span><span class="ver">Rev. 3 &middot; Town of Somers Ch. 93</span>
<span class="search">Search</span></div>
<div class="nav"><div class="nt">Contents</div>{nav}</div>
<table class="frame"><thead><tr><td></td></tr></thead><tfoot><tr><td></td></tr></tfoot><tbody><tr><td>
<div class="crumbs">Home &rsaquo; {title}</div>
{body}
<div class="pn">Kestrel Ridge Engineering, P.C. &middot; built with MkDocs</div>
</td></tr></tbody></table></body></html>"""

def write_headings(pdf):
    """Record each h1/h2 with the page of its section where the text layer carries it."""
    import re, json
    hs = []
    for slug, title, body in PAGES:
        for h in re.findall(r"<h[12]>(.*?)</h[12]>", body):
            h = html.unescape(re.sub("<[^>]+>", "", h)).replace("\u2014", "-")
            for pno in SECTION_PAGES[slug]:
                if common.norm(h) in common.norm(common.page_text(pdf, pno)):
                    hs.append([pno, h]); break
            else:
                raise SystemExit(f"heading not in text layer: {h}")
    hp = os.path.join(os.path.dirname(os.path.abspath(__file__)), "headings.json")
    d = json.load(open(hp)); d[NAME] = hs
    json.dump(d, open(hp, "w"), indent=1)

def build(out_dir):
    build_pages()
    os.makedirs(SITE, exist_ok=True)
    tmp = os.path.join(out_dir, "_tmp_senior"); os.makedirs(tmp, exist_ok=True)
    w = PdfWriter()
    for slug, title, body in PAGES:
        hp = os.path.join(SITE, slug + ".html")
        open(hp, "w").write(render(slug, title, body))
        pp = os.path.join(tmp, slug + ".pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        f"--print-to-pdf={pp}", "file://" + hp], capture_output=True, timeout=120)
        start = len(w.pages) + 1
        for pg in PdfReader(pp).pages:
            w.add_page(pg)
        SECTION_PAGES[slug] = list(range(start, len(w.pages) + 1))
    final = os.path.join(out_dir, NAME + ".pdf")
    w.add_metadata({"/Title": TITLE, "/Producer": "Skia/PDF (Chromium print to PDF), bound with pypdf"})
    with open(final, "wb") as f:
        w.write(f)
    write_headings(final)
    for f in os.listdir(tmp): os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)
    return final

SPEC = {
    "checklist": "somers-ch93",
    "style": "documentation website (MkDocs look) printed page by page: fixed top header and left navigation repeated on every page; SVG Gantt chart for the sequence",
    "producer": "Chromium print to PDF (one print per web page, browser header/footer on), bound with pypdf",
    "decision": "complete",
    "facts": {"disturbed_acres": 3.4, "project_type": "senior housing (48-unit multifamily, 93-6A(2)(c))",
              "single_family": False, "impaired_water": True},
    "items": {},
    "evidence": {
        "93-6A(1)(a)": ("The project builds a three-story, 48-unit independent-living apartment building", 2),
        "93-6A(1)(b)": ("SCALE: 1 IN = 50 FT (FULL-SIZE SHEET SW-1)", 3),
        "93-6A(1)(c)": ("Charlton loam, 3 to 8       HSG B", 4),
        "93-6A(1)(d)": ("not more than five acres will be disturbed at", 5),
        "93-6A(1)(e)": ("Two covered 30-yard dumpsters are kept at the staging area", 6),
        "93-6A(1)(f)": ("Temporary seeding (annual ryegrass 30 lb/ac)", 7),
        "93-6A(1)(g)": ("SF-1 SILT FENCE 620 LF", 8),
        "93-6A(1)(h)": ("Sized at 3,600 cf/ac for 2.6 ac", 8),
        "93-6A(1)(i)": ("There will be no stormwater discharges associated with industrial activity other than", 11),
        "93-6A(1)(j)": ("Minimum Practices for Each Construction Activity", 10),
        "93-6A(1)(k)": ("At least once every seven calendar", 12),
        "93-6A(1)(l)": ("None. No element of the erosion and sediment control design departs from the New York", 13),
        "93-6A(3)(b)": ("BR-2 bioretention (2,900 sf) treats the parking lot and south lawn", 14),
        "93-6A(3)(c)": ("BR-1 BIORETENTION 1,650 SF; BR-2 BIORETENTION 2,900 SF; SC-1 SUBSURFACE CHAMBERS 96 x 26 FT (5,360 CF)", 14),
        "93-6A(3)(d)": ("HydroCAD 10.2 (NRCS TR-20, Type III 24-hour rainfall from NOAA Atlas 14 for Somers", 16),
        "93-6A(3)(e)": ("WQv (enhanced", 16),
        "93-6A(3)(f)": ("1,650 sf floor, 9 in", 14),
        "93-6A(3)(g)": ("The owner, Lincolndale Commons Housing Development Fund Company, Inc., is the entity", 17),
        "93-6A(3)(h)": ("A 20-foot-wide stormwater access and maintenance easement in favor of the Town of", 18),
        "93-6A(3)(i)": ("enter, inspect and do the work at the owner's cost, and is binding on all subsequent", 18),
        "93-6B": ("practices. I certify that the design of all stormwater management practices meet the", 19),
        "93-6D": ("has received a minimum of four hours of acceptable training in erosion and sediment control", 20),
    },
    "gaps": {},
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": "3.40 ac disturbed for a senior housing complex, listed in 93-6A(2)(c): post-construction items and 93-6B apply. "
             "The left navigation (every section title) and the header repeat on each printed page, so section titles occur on every page; evidence is taken from the page whose content provides the item. "
             "93-6A(1)(i) and (l) are satisfied by statements that there are none (pp. 11, 13). "
             "93-6D: two filled, signed contractor certifications with the full statement including the four-hour training clause (p. 20). "
             "The plan states the Muscoot Reservoir phosphorus TMDL (impaired_water true), which changes no Somers item.",
}
for _iid in common.item_ids(SPEC["checklist"]):
    SPEC["items"][_iid] = "missing" if _iid in SPEC["gaps"] else "present"

if __name__ == "__main__":
    print(build(sys.argv[1] if len(sys.argv) > 1 else "."))
