"""p9b_somers_hawthorn_hill_estate: a landscape architect's stormwater plan for a country estate,
magazine-like layout (pull quotes, sidebars, photo captions, narrative running around boxes),
Town of Somers. Appendix B, the engineer's stormwater calculations, was typeset with old TeX/dvips
and carries Type3 bitmap fonts (text layer present, no ToUnicode, no space glyphs)."""
import os
from pypdf import PdfWriter
from common import chromium_pdf, finish, append, esc
import type3

NAME = "p9b_somers_hawthorn_hill_estate"

CSS = """
@page { size: letter; margin: 0.65in 0.7in 0.75in 0.7in;
  @bottom-left { content: "Hawthorn Hill | Land, Water & Stormwater Plan"; font: 7pt 'DejaVu Serif'; color: #6b5b3e }
  @bottom-right { content: counter(page); font: 8pt 'DejaVu Serif'; color: #6b5b3e } }
@page opener { margin: 0; @bottom-left { content: none } @bottom-right { content: none } }
body { font-family: 'DejaVu Serif'; font-size: 9pt; line-height: 1.42; color: #2b2b2b; margin: 0 }
.opener { page: opener; height: 11in; background: linear-gradient(160deg, #51663f, #a8b77d 55%, #e9e1c7); color: #fff; padding: 1.2in 0.9in; box-sizing: border-box; break-after: page }
.opener .kick { font-family: 'DejaVu Sans'; letter-spacing: 3pt; font-size: 9pt }
.opener h1 { font-size: 40pt; line-height: 1.05; margin: 0.5in 0 12pt; font-weight: normal }
.opener .dek { font-size: 13pt; font-style: italic; max-width: 5in }
.opener .by { position: absolute; bottom: 1.1in; font-family: 'DejaVu Sans'; font-size: 8.5pt; line-height: 1.5 }
.cols { column-count: 2; column-gap: 20pt; }
.cols p { margin: 0 0 6pt; text-align: justify; hyphens: auto }
h2 { font-weight: normal; font-size: 20pt; color: #51663f; margin: 14pt 0 6pt; column-span: all; break-after: avoid }
h3 { font-family: 'DejaVu Sans'; font-size: 8.6pt; text-transform: uppercase; color: #8a4b2a; margin: 8pt 0 3pt; break-after: avoid }
.pull { float: right; width: 44%; margin: 4pt 0 6pt 10pt; font-size: 13pt; font-style: italic; line-height: 1.25; color: #51663f; border-top: 2pt solid #8a4b2a; border-bottom: 2pt solid #8a4b2a; padding: 5pt 0 }
.box { float: left; width: 46%; margin: 2pt 12pt 6pt 0; background: #f3efe2; padding: 6pt 8pt; font-family: 'DejaVu Sans'; font-size: 7.6pt; line-height: 1.35; break-inside: avoid }
.box h4 { margin: 0 0 3pt; font-size: 8pt; text-transform: uppercase; color: #8a4b2a }
.side { background: #e8eddc; padding: 6pt 8pt; font-family: 'DejaVu Sans'; font-size: 7.6pt; break-inside: avoid; margin: 0 0 8pt }
.side h4 { margin: 0 0 3pt; font-size: 8pt; text-transform: uppercase; color: #51663f }
.photo { break-inside: avoid; margin: 4pt 0 8pt }
.photo .img { height: 1.6in; background: linear-gradient(120deg, #6d7f4a, #c7c29a 60%, #8fa3b5); }
.photo .cap { font-family: 'DejaVu Sans'; font-size: 7pt; color: #555; margin-top: 2pt }
.wide { column-span: all; margin: 6pt 0 }
table { border-collapse: collapse; width: 100%; font-family: 'DejaVu Sans'; font-size: 7.4pt; margin: 3pt 0 }
th { text-align: left; border-bottom: 1.2pt solid #51663f; color: #51663f; padding: 2pt 3pt } td { border-bottom: 0.5pt solid #ccc; padding: 2pt 3pt; vertical-align: top }
.newpage { break-before: page }
svg text { font-family: 'DejaVu Sans Condensed' }
"""

PLAN_SVG = """
<svg viewBox="0 0 760 470" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="9">
<rect x="0.5" y="0.5" width="759" height="469" fill="#fbfaf4" stroke="#000"/>
<polygon points="30,30 700,20 730,440 40,450" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="16,4,3,4"/>
<text x="300" y="16">PROPERTY LINE - 14.2 AC</text>
<rect x="30" y="452" width="700" height="14" fill="#ddd"/><text x="320" y="463">WOOD STREET</text>
<path d="M380,452 C390,380 420,330 470,280 C520,230 540,200 545,170" fill="none" stroke="#777" stroke-width="9"/>
<text x="395" y="390" transform="rotate(-55 395 390)">DRIVE 1,050 LF (PERVIOUS GRAVEL SHOULDERS)</text>
<rect x="500" y="110" width="110" height="60" fill="#e3ddd0" stroke="#000"/><text x="508" y="135">RESIDENCE 7,400 SF</text><text x="508" y="148">FF 612.0</text>
<rect x="615" y="120" width="45" height="35" fill="#e3ddd0" stroke="#000"/><text x="617" y="168" font-size="7">GARAGE</text>
<rect x="520" y="175" width="80" height="30" fill="#cde" stroke="#000"/><text x="525" y="194" font-size="8">POOL TERRACE</text>
<rect x="430" y="80" width="60" height="60" fill="none" stroke="#8a4b2a" stroke-width="2"/><text x="420" y="75" font-size="8">WALLED KITCHEN GARDEN</text>
<polygon points="420,60 690,50 700,230 560,260 470,300 400,440 360,440 390,330 410,200" fill="#c33" fill-opacity="0.08" stroke="#c00" stroke-width="2" stroke-dasharray="10,5"/>
<text x="560" y="45" fill="#c00">LIMIT OF DISTURBANCE 2.35 AC</text>
<path d="M60,40 C120,140 140,260 110,440" fill="none" stroke="#29a" stroke-width="2.5"/><text x="66" y="120" fill="#157" transform="rotate(75 66 120)">INTERMITTENT STREAM (TRIB. OF ANGLE FLY BROOK)</text>
<path d="M80,200 C150,190 190,260 160,330 C130,380 90,360 85,300 Z" fill="#cfe8cf" stroke="#2a7a2a"/><text x="95" y="280" fill="#2a7a2a" font-size="8">WETLAND W-1</text><text x="95" y="291" fill="#2a7a2a" font-size="8">(NOT DISTURBED)</text>
<path d="M200,40 C220,200 240,330 230,445" fill="none" stroke="#2a7a2a" stroke-dasharray="5,4"/><text x="205" y="70" fill="#2a7a2a" font-size="8">150-FT TOWN WETLAND BUFFER</text>
<path d="M250,30 L400,26 C380,120 360,250 330,445 L240,445 C250,300 260,150 250,30" fill="#e6f0dc" stroke="#6a6" stroke-dasharray="3,3"/><text x="262" y="200" fill="#363" font-size="8">OAK-HICKORY WOODS</text><text x="262" y="211" fill="#363" font-size="8">(TO REMAIN)</text>
<text x="440" y="330" fill="#5a6b2f" font-size="8">EAST MEADOW (EXISTING HAYFIELD,</text><text x="440" y="341" fill="#5a6b2f" font-size="8">RESTORED TO NATIVE MEADOW)</text>
<path d="M300,26 C320,180 420,300 560,445" fill="none" stroke="#8a5a00" stroke-dasharray="2,3"/><path d="M600,22 C590,150 640,250 725,300" fill="none" stroke="#8a5a00" stroke-dasharray="2,3"/>
<text x="330" y="120" fill="#8a5a00">CrC (HSG B)</text><text x="470" y="250" fill="#8a5a00">PnB (HSG C)</text><text x="650" y="95" fill="#8a5a00">ChB (HSG B)</text><text x="120" y="420" fill="#8a5a00">Ff (HSG B/D)</text>
<g fill="none" stroke="#999" stroke-dasharray="5,3"><path d="M420,60 C450,200 480,330 470,440"/><path d="M560,40 C560,200 620,300 700,360"/></g>
<text x="474" y="425" fill="#777" font-size="7">EX 598</text><text x="660" y="345" fill="#777" font-size="7">EX 614</text>
<path d="M470,70 C500,200 530,300 520,440" fill="none" stroke="#444"/><text x="522" y="420" font-size="7">PR 604</text>
<text x="600" y="300" font-size="7">SLOPES: EX. 4-12%; PROP. MAX 3:1 AT TERRACE WALL</text>
<!-- ES&C -->
<path d="M405,210 C395,300 380,380 372,440" fill="none" stroke="#00c" stroke-width="3" stroke-dasharray="1,6"/><text x="300" y="330" fill="#00c" font-size="8">SF-A SILT FENCE 620 LF</text>
<path d="M470,300 C520,262 600,250 700,232" fill="none" stroke="#00c" stroke-width="3" stroke-dasharray="1,6"/><text x="590" y="270" fill="#00c" font-size="8">SF-B SILT FENCE 410 LF</text>
<rect x="370" y="440" width="30" height="12" fill="none" stroke="#00c" stroke-width="2"/><text x="408" y="446" fill="#00c" font-size="8">SCE STABILIZED ENTRANCE 50 x 20 FT</text>
<ellipse cx="440" cy="255" rx="22" ry="12" fill="none" stroke="#00c" stroke-width="2"/><text x="330" y="262" fill="#00c" font-size="8">TRAP ST-A 4,100 CF</text>
<ellipse cx="640" cy="75" rx="32" ry="12" fill="none" stroke="#00c"/><text x="612" y="64" fill="#00c" font-size="7">TOPSOIL STOCKPILE + SOCK 210 LF</text>
<rect x="630" y="180" width="50" height="30" fill="none" stroke="#00c"/><text x="626" y="222" fill="#00c" font-size="7">STAGING / WASHOUT</text>
<path d="M450,60 C520,55 600,52 680,60" fill="none" stroke="#00c" stroke-width="2"/><text x="470" y="100" fill="#00c" font-size="7">DIV-1 DIVERSION 240 LF</text>
<!-- post-construction -->
<ellipse cx="455" cy="250" rx="30" ry="16" fill="none" stroke="#090" stroke-width="1.5" stroke-dasharray="4,2"/><text x="420" y="282" fill="#090" font-size="8">BG-1 BIORETENTION GARDEN 1,900 SF</text>
<circle cx="580" cy="215" r="10" fill="none" stroke="#090" stroke-width="1.5"/><text x="596" y="218" fill="#090" font-size="7">RG-1 RAIN GARDEN 420 SF</text>
<path d="M395,440 C402,380 420,335 455,300" fill="none" stroke="#090" stroke-width="4" stroke-opacity="0.6"/><text x="300" y="365" fill="#090" font-size="8">DS-1 DRY SWALE 380 LF</text>
<rect x="500" y="100" width="110" height="6" fill="#090" fill-opacity="0.5"/><text x="500" y="98" fill="#090" font-size="7">IT-1 ROOF INFILTRATION TRENCH 96 LF</text>
<path d="M425,232 L490,232 L560,200 L600,200 L600,230 L560,232 L490,272 L425,272 Z M395,440 L420,440 L470,300 L455,292 Z" fill="none" stroke="#c06" stroke-width="1.2" stroke-dasharray="7,3"/>
<text x="600" y="244" fill="#c06" font-size="7">20-FT STORMWATER ACCESS EASEMENT</text><text x="600" y="253" fill="#c06" font-size="7">(TOWN OF SOMERS) OVER BG-1, RG-1, DS-1, IT-1</text>
<path d="M430,262 L405,280" stroke="#000"/><circle cx="402" cy="282" r="4"/><text x="250" y="300" font-size="8">DP-1 (WOODS EDGE, TO STREAM)</text>
<circle cx="372" cy="448" r="4"/><text x="250" y="440" font-size="8">DP-2 WOOD ST. DITCH</text>
<text x="40" y="60" font-size="8">N &#8593;  SCALE 1 IN = 80 FT</text>
<rect x="600" y="360" width="140" height="95" fill="#fff" stroke="#000"/><text x="606" y="372" font-size="8">LOCATION MAP 1 IN = 2,000 FT</text>
<path d="M605,440 C640,420 690,400 735,380" stroke="#777" fill="none"/><text x="690" y="402" font-size="7">RT 139</text><circle cx="660" cy="415" r="4" fill="#c00"/><text x="620" y="400" font-size="7">SITE</text><text x="606" y="452" font-size="7">MUSCOOT RESERVOIR (W)</text>
</svg>"""


def photo(cap, h="1.6in", hue=""):
    style = f" style='height:{h}'" if h else ""
    return f"<div class='photo'><div class='img'{style}></div><div class='cap'>{esc(cap)}</div></div>"


def table(head, rows):
    return "<table><tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>" + "".join(
        "<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows) + "</table>"


def html():
    P = []
    P.append("""<div class='opener'><div class='kick'>FIELDSTONE &amp; FERN LANDSCAPE ARCHITECTURE</div>
<h1>Hawthorn Hill</h1><div class='dek'>A house, a meadow and a walled garden on fourteen acres of Somers hill country - and the plan that keeps its soil and water in place.</div>
<div class='by'>Stormwater Pollution Prevention Plan - Town of Somers Chapter 93<br>Wood Street, Somers, New York - Tax lot 17.09-1-4<br>
Prepared for Eliot and Mara Castellane by Fieldstone &amp; Fern Landscape Architecture, PLLC<br>Stormwater engineering: Orchard Hill Engineering, P.C. (Appendix B)<br>February 27, 2026</div></div>""")

    P.append("<h2>The land we found</h2><div class='cols'>")
    P.append("<div class='box'><h4>The project at a glance</h4>Owner: Eliot and Mara Castellane<br>Parcel: 14.2 acres, Wood Street, Town of Somers<br>Work: new single-family residence (7,400 sf) with attached garage, pool terrace, 1,050-ft drive, walled kitchen garden, restored meadow, septic system and well<br>Disturbance: 2.35 acres<br>New impervious: 0.71 acre<br>Activity: single-family home construction, Section 93-6A(2)(a)<br>Build: May 2026 - August 2027</div>")
    P.append("""<p>Hawthorn Hill rises from Wood Street through an old hayfield to a ridge of oak and hickory. The owners asked us
to set a house on the ridge, to bring a drive up through the meadow without scarring it, and to leave the woods, the
stream and the wetland at the foot of the hill as we found them. This plan describes that work and, in the same breath,
how the site will be kept from washing away while it is built and how its rain will be handled once the house is lived in.</p>
<p>The scope is a single-family residence of about 7,400 square feet with an attached three-car garage, a pool terrace
with a low stone retaining wall, a 1,050-foot drive, a walled kitchen garden, a septic system and a drilled well, and the
restoration of the east hayfield to a native meadow. The work disturbs 2.35 acres of the 14.2-acre parcel.</p>""")
    P.append("<div class='pull'>\"The best drainage plan on this hill is the one that lets most of the rain stay where it falls.\"</div>")
    P.append("""<h3>Water on the hill</h3>
<p>The west third of the parcel drains to an intermittent stream, a tributary of Angle Fly Brook, which flows to the
Muscoot Reservoir. The Muscoot is a New York City water supply reservoir in the Croton system with a phosphorus TMDL,
so the post-construction practices follow the enhanced phosphorus removal standards of the Design Manual. A Town-regulated
wetland, W-1, lies along the stream; its 150-foot buffer is left untouched. The east meadow sheet-drains to the roadside
ditch on Wood Street. These are the receiving waters: the unnamed tributary of Angle Fly Brook (design point DP-1) and
the Wood Street ditch (DP-2), both reaching the Muscoot Reservoir.</p>
<p>The only data on existing runoff are our own: the pre-development model in Appendix B and field observations of the
seep below the meadow, which ran through the wet spring of 2025 and was dry by July.</p>""")
    P.append(photo("Photo 1 - The old hayfield from the Wood Street gate, November 2025. The drive will climb along the hedgerow at left."))
    P.append("""<h3>Soils</h3>
<p>The Westchester County soil survey and six deep test holes (January 2026) agree. The ridge is Charlton loam (ChB,
3-8% slopes), deep and well drained, hydrologic soil group B. The hayfield slope is Paxton fine sandy loam (PnB), with a
dense till layer at 24-30 inches and a perched water table in spring, hydrologic soil group C. The woods are Chatfield-
Charlton complex (CrC), HSG B, with ledge at 4-6 feet. Fluvaquents (Ff, HSG B/D) line the stream and are not disturbed.
Infiltration tests at the bioretention garden measured 1.2 in/hr; at the roof trench, 2.6 in/hr.</p>""")
    P.append(photo("Photo 2 - The seep at the foot of the east meadow, looking south. Bioretention garden BG-1 sits just above it.", "1.3in"))
    P.append("</div>")

    P.append("<div class='wide'>" + PLAN_SVG + "<div class='photo'><div class='cap'>Site plan - existing and proposed conditions: property and total site area, improvements, limit of disturbance, woods and meadow to remain, stream and wetland W-1 with buffer, drainage to DP-1 and DP-2, existing and proposed contours, soil map units with boundaries, erosion and sediment controls with sizes and lengths, and the post-construction practices. No material, waste, borrow or equipment storage will be on adjacent properties; staging is inside the limit of disturbance. Scale 1 in = 80 ft.</div></div></div>")

    P.append("<h2 class='newpage'>Building it in stages</h2><div class='cols'>")
    P.append("<div class='side'><h4>Sequence in brief</h4>1 Controls first - 2 Drive and clearing - 3 House excavation - 4 Utilities - 5 House and terrace - 6 Gardens and meadow - 7 Practices online - 8 Controls out</div>")
    P.append("""<p>The house site is worked in one phase; at its peak the open ground is 2.35 acres, well under the five-acre
limit of the Blue Book, and no waiver is sought. Each step below begins only when the controls named for it are in.</p>""")
    P.append(table(["Step", "Operation", "Weeks"], [
        ["1", "Pre-construction meeting with the Town Engineer; stake the limit of disturbance; install entrance SCE, silt fence SF-A and SF-B, diversion DIV-1, and trap ST-A", "1-2"],
        ["2", "Clearing and grubbing along the drive and house site; strip topsoil to the stockpile; rough-cut the drive", "2-4"],
        ["3", "Excavation and grading for the house, garage and pool terrace; blast ledge if needed (permit by contractor)", "4-8"],
        ["4", "Utility and infrastructure installation: septic field, well line, electric conduit, roof leaders to IT-1 (trench capped)", "8-12"],
        ["5", "House construction; terrace wall; drive base course", "12-52"],
        ["6", "Topsoil; walled garden; meadow seeding; lawn", "52-60"],
        ["7", "Build BG-1, RG-1 and DS-1 once their drainage areas are stabilized; open IT-1", "60-62"],
        ["8", "Remove silt fence, trap and entrance after 80% cover; as-built survey", "62-64"]]))
    P.append("<h3>Pollution prevention</h3>")
    P.append("<h3>Holding the soil - temporary and permanent stabilization</h3>")
    P.append("""<p>Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control
(2016) at each stage. During clearing and grubbing, the chipped brush is spread as mulch on the drive shoulders. While
grading and excavating, any area left idle is seeded with annual ryegrass at 30 lb/acre and mulched with straw at
2 tons/acre, starting by the end of the next business day and finished within 14 days; after October 15 winter rye at
100 lb/acre with double mulch is used. Slopes of 3:1 at the terrace get a straw erosion control blanket. For permanent
stabilization, lawn areas receive 4 inches of topsoil and a fine fescue mix; the meadow is drill-seeded with a native
warm-season mix (little bluestem, Indian grass, wild bergamot) with an oat nurse crop, and the woods edge is replanted
with native shrubs. Final stabilization is 80% uniform perennial cover across all disturbed ground.</p>""")
    P.append("<div class='pull'>\"Controls go in before the first tree comes down, and come out only when the meadow is green.\"</div>")
    P.append("""<h3>No industrial stormwater</h3><p>There are no stormwater discharges associated with industrial activity other
than construction at this site: no asphalt plant, concrete batch plant or other industrial activity will be set up on
the property.</p>
<h3>Departures from the Blue Book</h3><p>None. Every erosion and sediment control element of this plan is designed to the
New York State Standards and Specifications for Erosion and Sediment Control without deviation.</p>
<h3>Inspections during construction</h3><p>The contractor's trained site lead checks all controls at the end of every
work day. A qualified inspector (Orchard Hill Engineering) inspects every erosion and sediment control practice at least
once every seven days and within 24 hours of any storm of 0.5 inch or more, and reports to the contractor, who makes
repairs within one business day. Inspection reports are kept in the site log.</p>""")
    P.append("</div>")

    P.append("<h2 class='newpage'>The controls, one by one</h2>")
    P.append(table(["Practice", "Where / size / length", "Dimensions and materials", "Installation", "Operation and maintenance"], [
        ["SCE stabilized construction entrance", "Wood Street gate; 50 ft x 20 ft", "2-3 in crushed stone 8 in deep on woven geotextile", "Before clearing; grade to drain into the site", "Top-dress stone when clogged; sweep Wood Street daily"],
        ["SF-A, SF-B silt fence", "SF-A 620 LF along the woods edge above DP-1; SF-B 410 LF above the meadow toe", "36 in woven geotextile, hardwood stakes 8 ft o.c.", "Trench 6 in x 6 in, on contour, ends turned up", "Remove sediment at half height; replace damaged fabric within 24 hours"],
        ["DIV-1 diversion", "Above the house site, 240 LF", "Earth dike 18 in high, 2:1 sides, seeded and mulched", "Before grading of the house site; outlet to woods on level spreader", "Repair low spots and breaches after storms"],
        ["ST-A sediment trap", "Meadow low point; drainage area 1.14 ac", "4,100 cf (3,600 cf/ac) - 3 ft deep, 2:1 sides, stone outlet 4 ft wide", "Before grading of the drive", "Clean out when sediment reaches the half-storage stake"],
        ["Topsoil stockpile", "North of the residence; 210 LF of 12 in compost sock", "Max 10 ft high, 2:1 sides", "With stripping", "Seed if idle over 14 days; keep sock intact"],
        ["Erosion control blanket", "Terrace slope 3:1, 3,800 sf", "Straw blanket, biodegradable net", "Staple per manufacturer", "Re-staple and repair rills"],
        ["Concrete washout", "Staging area, 10 ft x 10 ft", "Lined prefabricated container", "Before first pour", "Empty at 75% full"]]))
    P.append("<h3>Minimum practices for each construction activity, with timing</h3>")
    P.append(table(["Construction activity", "Minimum practices", "Placed", "Remain in place"], [
        ["Clearing and grubbing", "SCE, SF-A, SF-B, DIV-1", "Step 1, before any tree is felled", "Until final stabilization (step 8)"],
        ["Drive rough-cut and grading", "ST-A; temporary seed and mulch of cut banks", "Step 1 (ST-A); banks within 7 days of cut", "ST-A until meadow is at 80% cover"],
        ["House excavation", "Stockpile sock; dewatering bag if groundwater is met", "Step 2-3", "Until topsoil is respread (step 6)"],
        ["Utilities", "Spoil on uphill side; same-day backfill; seed and mulch trench lines", "Step 4", "Until trench lines are grassed"],
        ["Terrace and slopes", "Erosion control blanket", "Within 7 days of final grade", "Permanent (degrades)"],
        ["Concrete work", "Concrete washout", "Before the first pour", "Until the last pour"]]))
    P.append(photo("Photo 3 - Compost sock and silt fence at a comparable Fieldstone & Fern site in North Salem, spring 2024.", "1.4in"))

    P.append("<h2>Rain after the house is built</h2><div class='cols'>")
    P.append("<div class='box'><h4>Post-construction practices</h4>BG-1 bioretention garden, 1,900 sf<br>RG-1 rain garden, 420 sf<br>DS-1 dry swale along the drive, 380 LF<br>IT-1 roof infiltration trench, 96 LF<br>Sizing: Appendix B (Orchard Hill Engineering)</div>")
    P.append("""<p><b>Bioretention garden BG-1</b> sits at the lower edge of the meadow and takes runoff from the drive and the
lawns. Its filter bed is 1,900 square feet with 9 inches of ponding over 30 inches of bioretention soil (sand, topsoil and
leaf compost), 3 inches of pea gravel and 12 inches of washed stone around a 6-inch perforated underdrain that daylights
to a stone level spreader above the seep. A 320-square-foot stone forebay catches grit first. It is planted as a wet
meadow: blue flag iris, swamp milkweed, switchgrass and buttonbush.</p>
<p><b>Rain garden RG-1</b> (420 square feet, 6 inches of ponding, 18 inches of soil) below the pool terrace takes the
terrace and the garage roof. <b>Dry swale DS-1</b>, 380 feet along the lower drive, has a 4-foot bottom, 3:1 sides, 24
inches of filter soil over an underdrain and check dams every 60 feet. <b>Infiltration trench IT-1</b>, 96 feet long,
4 feet wide and 4 feet deep, filled with washed 1.5-inch stone wrapped in non-woven geotextile, receives the house roof
leaders through a cleanout and sediment sump; it overflows to BG-1.</p>
<p>All four practices are shown on the site plan with their sizes. Each is built only after the area draining to it is
stabilized; the engineer observes the media, stone and underdrain placement, and no heavy equipment crosses the
practice floors. The hydrologic and hydraulic analysis and the sizing summary are in Appendix B.</p>""")
    P.append("<div class='pull'>\"The meadow is the stormwater plan: the garden at its foot only finishes the work.\"</div>")
    P.append("<h3>Caring for the practices</h3>")
    P.append("</div>")
    P.append(table(["Practice", "Inspection", "Maintenance", "Responsible"], [
        ["BG-1", "Monthly in the first year; then each spring and fall and after storms over 2 in", "Clean forebay when 6 in of sediment; remulch yearly; replace plants; flush underdrain if water stands over 48 hours", "Property owner (Castellane) and successors"],
        ["RG-1", "Spring and fall", "Weed, remulch, replace plants", "Property owner"],
        ["DS-1", "Spring and fall and after storms over 2 in", "Mow to 6 in twice a year; repair check dams; remove sediment", "Property owner"],
        ["IT-1", "Twice a year at the observation well", "Clean sump; if water stands 72 hours, rebuild the top 12 in of stone", "Property owner"],
        ["Meadow", "Annually", "Mow once in late March; no fertilizer", "Property owner, by grounds contractor"]]))
    P.append("""<div class='cols'><h3>Access easement and agreement</h3>
<p>A stormwater access easement, 20 feet wide from the drive, over BG-1, RG-1, DS-1 and IT-1, in favor of the Town of
Somers is shown on the site plan, will be recorded with the Westchester County Clerk with the plan, and runs with the
land on any transfer of title. A Stormwater Maintenance Agreement under Section 93-8 will be provided prior to issuance of
the certificate of occupancy.</p></div>""")

    P.append("<h2 class='newpage'>Certifications</h2>")
    P.append("""<div class='side' style='font-size:8.4pt'><h4>Preparer</h4>I certify that this Stormwater Pollution Prevention Plan was
prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the
requirements of Chapter 93 of the Code of the Town of Somers.<br><br>
<span style='font-family:DejaVu Serif;font-style:italic;font-size:16pt;color:#234'>Clara Wynn-Abernethy</span><br>
Clara Wynn-Abernethy, RLA - New York Registered Landscape Architect No. 002187 - Fieldstone &amp; Fern Landscape Architecture,
PLLC, 19 Titicus Road, North Salem NY 10560 - February 27, 2026</div>
<div class='side' style='font-size:8.4pt'><h4>Contractor</h4>"I certify under penalty of law that I understand and agree to comply with the terms
and conditions of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause
or contribute to a violation of water quality standards."<br><br>
<span style='font-family:DejaVu Serif;font-style:italic;font-size:16pt;color:#234'>Roy Mazzanti</span><br>
Name: Roy Mazzanti - Title: President - Firm: Mazzanti Brothers Excavating, Inc., 300 Route 100, Katonah NY 10536,
(914) 555-0137 - Site: Hawthorn Hill, Wood Street, Somers (tax lot 17.09-1-4) - Date: February 24, 2026</div>
<p style='font-family:DejaVu Sans;font-size:7.5pt'>Appendix A (septic design) is filed with the Westchester County Department of Health and is not reproduced here. Appendix B follows.</p>""")
    return f"<html><head><meta charset='utf-8'><style>{CSS}</style></head><body>" + "".join(P) + "</body></html>"


def appendix_b(out):
    d = type3.Doc()
    f = type3.Flow(d, header="Hawthorn Hill, Town of Somers -- Appendix B: Stormwater Calculations", footer_prefix="B-")
    f.h("Appendix B. Stormwater Calculations")
    f.p("Orchard Hill Engineering, P.C., 55 Bedford Road, Katonah NY 10536. Prepared for Fieldstone & Fern Landscape Architecture, PLLC. February 2026.", "I")
    f.h("B.1 Design Criteria", "B")
    f.p("The post-construction practices are designed to the enhanced phosphorus removal standards of Chapter 10 of the New York State Stormwater Management Design Manual (January 2015), as Section 93-6A(2) requires for the Croton watershed. The criteria are the water quality volume (WQv) from the 1-year, 24-hour design storm, the runoff reduction volume (RRv), channel protection (Cpv) as 24-hour extended detention of the 1-year storm, overbank flood control (Qp) for the 10-year storm and extreme flood control (Qf) for the 100-year storm. Rainfall depths (NRCC Extreme Precipitation, Somers): 1-year 2.8 in, 10-year 5.0 in, 25-year 6.1 in, 100-year 8.9 in, Type III distribution.")
    f.h("B.2 Subcatchments, Soils and Curve Numbers", "B")
    f.table(["Subcatchment  Cover                       HSG   Area (ac)   CN   Tc (min)",
             "E-1  (to DP-1) Hayfield, woods              B/C     1.62      62    18.4",
             "E-2  (to DP-2) Hayfield                     C       0.73      71    12.6",
             "P-1  (to DP-1) Roof, drive, lawn, meadow    B/C     1.62      70    11.2",
             "P-2  (to DP-2) Lower drive, lawn, meadow    C       0.73      76     9.8"])
    f.p("Hydrologic soil groups are from the Web Soil Survey: Charlton loam (ChB) and Chatfield-Charlton complex (CrC) are group B; Paxton fine sandy loam (PnB) is group C. The restored meadow is modelled as meadow in good condition (CN 58 on B, 71 on C).")
    f.h("B.3 Hydrologic and Hydraulic Analysis", "B")
    f.p("The model (HydroCAD 10.2, SCS TR-20 method) routes P-1 through IT-1, RG-1 and BG-1 in series and P-2 through DS-1. BG-1 outflow is by its underdrain (6 in orifice at 591.25) and an 18 in overflow riser at 592.00; DS-1 has a 4 in underdrain and overtops its check dams above 2.5 in of rainfall. All structural components were checked for the 1-, 10-, 25- and 100-year storms.")
    f.table(["Design   Storm      Pre-development     Post-development    Change",
             "point               peak (cfs)          peak (cfs)",
             "DP-1     1-yr       0.88                0.61                -31%",
             "DP-1     10-yr      3.02                2.74                 -9%",
             "DP-1     25-yr      4.12                3.86                 -6%",
             "DP-1     100-yr     7.05                6.88                 -2%",
             "DP-2     1-yr       0.79                0.52                -34%",
             "DP-2     10-yr      2.01                1.93                 -4%",
             "DP-2     25-yr      2.61                2.55                 -2%",
             "DP-2     100-yr     4.07                4.01                 -1%"], rule_after=(1,))
    f.p("Peak water surface in BG-1 for the 100-year storm is 592.41, leaving 0.59 ft of freeboard to the berm at 593.00. IT-1 fills to 3.6 ft of its 4.0 ft depth in the 10-year storm before overflowing to BG-1. The 12 in HDPE roof leader header carries the 25-year peak (1.18 cfs) at 46% of full-flow capacity.")
    f.h("B.4 Sizing Summary", "B")
    f.p("Water quality volume. WQv = P x Rv x A / 12, with P = 2.8 in (1-year storm, enhanced phosphorus standard), Rv = 0.05 + 0.009 I. For P-1, I = 31%, Rv = 0.33, A = 1.62 ac: WQv = 2.8 x 0.33 x 1.62 / 12 = 0.125 ac-ft = 5,440 cf. For P-2, I = 18%, Rv = 0.21, A = 0.73 ac: WQv = 1,560 cf. Total WQv required = 7,000 cf.")
    f.p("Bioretention filter area. Af = WQv x df / (k x (hf + df) x tf) with df = 2.5 ft, k = 0.5 ft/day, hf = 0.375 ft (half of the 9 in ponding), tf = 2 days. For the 4,150 cf of WQv routed to BG-1 after IT-1 and RG-1: Af = 4,150 x 2.5 / (0.5 x 2.875 x 2) = 3,609 sf for a standard design; the enhanced phosphorus design allows the infiltration trench and rain garden credit, reducing the required filter area to 1,820 sf. Provided: 1,900 sf.")
    f.p("Runoff reduction. RRv required = [(P)(0.95)(Ai)/12] x S, with S = 0.40 (HSG B) and 0.30 (HSG C), weighted 0.36: RRv = 2,150 cf. Provided: IT-1 infiltration 1,290 cf, RG-1 infiltration 340 cf, BG-1 stone sump 610 cf, total 2,240 cf. RRv is met.")
    f.p("Channel protection. Cpv = 24-hour extended detention of the 1-year runoff from P-1, 5,900 cf; BG-1 ponding plus media voids store 6,120 cf and drain through the 6 in underdrain orifice in 25.3 hours.")
    f.p("Overbank and extreme flood control. Post-development peaks at DP-1 and DP-2 do not exceed pre-development peaks for the 10-year and 100-year storms (Table B.3), so Qp and Qf are met without separate detention.")
    f.p("Deviations and waivers. None. No design criterion was waived under the redevelopment or waiver provisions of the Design Manual, and no practice deviates from Chapter 10.")
    f.h("B.5 Practice Dimensions", "B")
    f.table(["Practice  Size                    Depths                               Outlet",
             "BG-1      1,900 sf filter bed     9 in pond, 30 in media, 12 in stone  6 in underdrain; 18 in riser",
             "RG-1      420 sf                  6 in pond, 18 in soil                overflow to lawn",
             "DS-1      380 LF, 4 ft bottom     24 in filter soil                    4 in underdrain",
             "IT-1      96 LF x 4 ft x 4 ft     1.5 in washed stone                  overflow to BG-1"])
    f.p("Samuel K. Odhiambo, P.E., New York License No. 079455, Orchard Hill Engineering, P.C.", "I")
    d.save(out, title="hawthorn_appB.dvi")
    return out


def build(work, outpdf):
    main = chromium_pdf(html(), os.path.join(work, NAME + "_main.pdf"))
    apb = appendix_b(os.path.join(work, NAME + "_appB.pdf"))
    w = PdfWriter()
    append(w, main)
    append(w, apb)
    finish(w, outpdf, "Hawthorn Hill - Land, Water and Stormwater Plan", "Fieldstone & Fern Landscape Architecture",
           "Chromium (magazine layout) + dvips/Ghostscript (Appendix B)", "Chromium print to PDF; appendix from dvips Type3 bitmap fonts")
