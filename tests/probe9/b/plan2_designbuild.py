"""p9b_asharoken_bevin_road_designbuild: a design-build contractor's SWPPP with a crew field guide
(short bulleted cards, boxed callouts, sidebars, captions under figures), Village of Asharoken.
Revision 1 answers the Village SMO's review letter with FreeText comment boxes and sticky notes
added to the PDF (annotations), one of which carries content found nowhere in the page text."""
import os
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (DictionaryObject, NameObject, ArrayObject, FloatObject, NumberObject,
                           TextStringObject, StreamObject, DecodedStreamObject)
from common import chromium_pdf, finish, append, esc, page_texts, norm

NAME = "p9b_asharoken_bevin_road_designbuild"

CSS = """
@page { size: letter; margin: 0.6in 0.6in 0.7in 0.6in;
  @top-left { content: "Bevin Road Reconstruction | SWPPP + Crew Field Guide | Rev 1"; font: 7.5pt 'DejaVu Sans'; color: #0b4f6c }
  @top-right { content: "Saltmarsh Design-Build Corp."; font: bold 7.5pt 'DejaVu Sans'; color: #0b4f6c }
  @bottom-center { content: counter(page); font: 8pt 'DejaVu Sans' } }
@page cover { @top-left { content: none } @top-right { content: none } @bottom-center { content: none } }
body { font-family: 'DejaVu Sans'; font-size: 8.8pt; line-height: 1.32; color: #111; margin: 0 }
.cover { page: cover; height: 9.4in; background: #0b4f6c; color: white; padding: 0.6in 0.5in; box-sizing: border-box; break-after: page }
.cover h1 { font-size: 27pt; line-height: 1.1; margin: 1.4in 0 10pt }
.cover .sub { font-size: 12pt }
.cover .team { margin-top: 1.8in; font-size: 9.5pt; border-top: 1pt solid #9cd; padding-top: 8pt }
h2 { font-size: 14pt; color: #0b4f6c; border-bottom: 2pt solid #f2a900; padding-bottom: 2pt; margin: 14pt 0 6pt; break-after: avoid }
h3 { font-size: 10.5pt; color: #0b4f6c; margin: 9pt 0 3pt; break-after: avoid }
.part { break-before: page }
.wrap { display: grid; grid-template-columns: 1fr 2.05in; gap: 14pt }
.side { background: #eef5f8; border-left: 3pt solid #0b4f6c; padding: 6pt 8pt; font-size: 7.8pt; align-self: start }
.side h4 { margin: 0 0 3pt; font-size: 8.5pt; color: #0b4f6c; text-transform: uppercase }
.callout { border: 1.5pt solid #f2a900; background: #fff8e1; padding: 5pt 8pt; margin: 7pt 0; font-size: 8.4pt; break-inside: avoid }
.callout b.tag { color: #a06b00 }
.cards { display: grid; grid-template-columns: 1fr 1fr; gap: 9pt }
.card { border: 1pt solid #0b4f6c; border-radius: 5pt; padding: 0 8pt 6pt; break-inside: avoid; font-size: 8.2pt }
.card .ct { background: #0b4f6c; color: #fff; margin: 0 -8pt 5pt; padding: 3pt 8pt; border-radius: 4pt 4pt 0 0; font-weight: bold; font-size: 8.6pt }
.card ul { margin: 0; padding-left: 12pt } .card li { margin: 1pt 0 }
figure { margin: 8pt 0; break-inside: avoid } figcaption { font-size: 7.6pt; font-style: italic; color: #333; border-top: 0.5pt solid #999; padding-top: 2pt; margin-top: 2pt }
table { border-collapse: collapse; width: 100%; font-size: 7.9pt; margin: 4pt 0 }
th { background: #0b4f6c; color: #fff; text-align: left; padding: 2pt 4pt } td { border-bottom: 0.5pt solid #bbb; padding: 2pt 4pt; vertical-align: top }
svg text { font-family: 'DejaVu Sans Condensed' }
.sig { font-family: 'DejaVu Serif'; font-style: italic; font-size: 15pt; color: #123 }
"""

SITE_SVG = """
<svg viewBox="0 0 700 430" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="9">
<rect x="0.5" y="0.5" width="699" height="429" fill="#f7fbfd" stroke="#000"/>
<path d="M0,40 C200,20 500,30 700,18 L700,0 L0,0 Z" fill="#cfe3f0"/><text x="250" y="14" font-size="10">LONG ISLAND SOUND</text>
<path d="M0,395 C200,380 450,400 700,385 L700,430 L0,430 Z" fill="#cfe3f0"/><text x="260" y="420" font-size="10">DUCK ISLAND HARBOR</text>
<path d="M40,70 C200,60 500,75 660,62" fill="none" stroke="#999" stroke-width="14"/><text x="470" y="58">ASHAROKEN AVENUE</text>
<path d="M330,70 C335,160 345,250 350,360" fill="none" stroke="#444" stroke-width="16"/>
<path d="M330,70 C335,160 345,250 350,360" fill="none" stroke="#c00" stroke-width="30" stroke-opacity="0.18"/>
<text x="360" y="150">BEVIN ROAD (PRIVATE) - 1,850 LF x 24 FT, RECONSTRUCTED</text>
<text x="360" y="163" fill="#c00">SHADED: AREA OF DISTURBANCE 1.34 AC (ROAD, SHOULDERS, DRAINAGE TRENCHES)</text>
<circle cx="352" cy="368" r="18" fill="none" stroke="#444" stroke-width="3"/><text x="380" y="372">SOUTH TURNAROUND</text>
<g fill="#d6ead0" stroke="#5a8a4a"><rect x="60" y="90" width="230" height="280"/><rect x="390" y="180" width="250" height="190"/></g>
<text x="80" y="120" fill="#35602a">LOTS 1-9: LAWNS, OAK AND CEDAR -</text><text x="80" y="132" fill="#35602a">NOT DISTURBED (OUTSIDE SHADED AREA)</text>
<text x="400" y="205" fill="#35602a">EXISTING VEGETATION TO REMAIN; BAYBERRY</text><text x="400" y="217" fill="#35602a">AND BEACH GRASS ON HARBOR BANK</text>
<path d="M280,300 C300,330 320,360 340,380" fill="none" stroke="#29a" stroke-dasharray="4,3"/><text x="200" y="300" fill="#157">TIDAL WETLAND (NYSDEC) - NO WORK</text>
<path d="M350,378 L352,398" stroke="#000" stroke-width="2"/><circle cx="352" cy="400" r="4"/><text x="358" y="396">OF-1 EXISTING 15 IN OUTFALL (DISCHARGE POINT)</text>
<g fill="none" stroke="#777" stroke-dasharray="5,3"><path d="M200,80 C260,160 280,260 300,380"/><path d="M420,80 C410,160 400,260 395,380"/></g>
<text x="150" y="250" fill="#666">EX. GRADE 2-4%, FALLS SOUTH</text><text x="405" y="300" fill="#666">PROP. CROWN 2%, PROFILE 1.1% S</text>
<text x="150" y="265" fill="#666">BLUFF SIDE SLOPE 15-35% (N END)</text>
<rect x="560" y="80" width="90" height="60" fill="#fde9c9" stroke="#a06b00"/><text x="563" y="95" font-size="8">OFF-SITE STAGING</text><text x="563" y="106" font-size="8">LOT 14 (OWNER</text><text x="563" y="117" font-size="8">CONSENT ON FILE):</text><text x="563" y="128" font-size="8">STOCKPILE + EQUIP.</text>
<text x="20" y="395" font-size="8">ARROWS: DRAINAGE PATTERN</text>
<path d="M335,120 L318,125" stroke="#157" marker-end="url(#m)"/><path d="M345,300 L350,350" stroke="#157"/>
<text x="560" y="270">N &#8593;</text><text x="560" y="285">SCALE: 1 IN = 60 FT</text>
<line x1="560" y1="292" x2="650" y2="292" stroke="#000" stroke-width="2"/>
<rect x="20" y="150" width="120" height="90" fill="#fff" stroke="#000"/><text x="26" y="162" font-size="8">LOCATION MAP</text><text x="26" y="174" font-size="7">1 IN = 2,000 FT</text>
<path d="M25,230 C60,205 100,190 135,170" fill="none" stroke="#157"/><circle cx="82" cy="200" r="4" fill="#c00"/><text x="30" y="222" font-size="7">EATONS NECK</text><text x="86" y="196" font-size="7">SITE</text>
</svg>"""

ESC_SVG = """
<svg viewBox="0 0 700 330" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="9">
<rect x="0.5" y="0.5" width="699" height="329" fill="#fff" stroke="#000"/>
<path d="M200,30 C205,120 215,210 220,290" fill="none" stroke="#444" stroke-width="16"/>
<rect x="188" y="18" width="30" height="40" fill="none" stroke="#00c" stroke-width="2"/><text x="225" y="32" fill="#00c">SCE-1 STABILIZED ENTRANCE 50 FT x 20 FT AT ASHAROKEN AVE</text>
<path d="M180,60 C185,150 195,230 200,300" fill="none" stroke="#00c" stroke-width="2.5" stroke-dasharray="1,5"/><text x="20" y="150" fill="#00c">CFS-W COMPOST SOCK 1,700 LF</text><text x="20" y="162" fill="#00c">(12 IN, WEST SHOULDER)</text>
<path d="M228,60 C233,150 243,230 248,300" fill="none" stroke="#00c" stroke-width="2.5" stroke-dasharray="1,5"/><text x="258" y="150" fill="#00c">CFS-E COMPOST SOCK 1,690 LF (EAST SHOULDER)</text>
<path d="M150,280 C190,305 260,305 290,280" fill="none" stroke="#00c" stroke-width="3" stroke-dasharray="6,3"/><text x="300" y="290" fill="#00c">SF-1 SILT FENCE 240 LF ALONG TIDAL WETLAND LINE</text>
<ellipse cx="222" cy="300" rx="24" ry="12" fill="none" stroke="#00c" stroke-width="2"/><text x="70" y="318" fill="#00c">ST-1 TEMP. SEDIMENT TRAP 1,450 CF</text>
<g fill="#00c"><circle cx="204" cy="80" r="4"/><circle cx="206" cy="120" r="4"/><circle cx="209" cy="160" r="4"/><circle cx="212" cy="200" r="4"/><circle cx="215" cy="240" r="4"/><circle cx="217" cy="270" r="4"/></g>
<text x="258" y="205" fill="#00c">IP-1..IP-8 INLET / LEACHING POOL PROTECTION (8 EA.)</text>
<rect x="520" y="40" width="120" height="70" fill="#fde9c9" stroke="#a06b00"/><text x="526" y="58" font-size="8">LOT 14 STAGING:</text><text x="526" y="70" font-size="8">STOCKPILE SP-1 + SOCK 160 LF,</text><text x="526" y="82" font-size="8">WASHOUT CW-1, FUEL, DUMPSTER</text>
<text x="520" y="250">SCALE: 1 IN = 60 FT</text><text x="520" y="264">N &#8593;</text>
</svg>"""

DETAIL_SVG = """
<svg viewBox="0 0 700 250" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="8.5">
<rect x="0.5" y="0.5" width="699" height="249" fill="#fff" stroke="#000"/>
<text x="12" y="18" font-weight="bold">D-1 STABILIZED ENTRANCE</text>
<rect x="15" y="40" width="200" height="28" fill="#ccc" stroke="#000"/><text x="20" y="58">1-4 IN STONE, 8 IN THICK</text>
<line x1="15" y1="72" x2="215" y2="72" stroke="#0a0" stroke-width="2"/><text x="20" y="86">WOVEN GEOTEXTILE UNDERLAY</text>
<text x="20" y="100">LENGTH 50 FT MIN, WIDTH 20 FT</text>
<text x="245" y="18" font-weight="bold">D-2 COMPOST FILTER SOCK</text>
<circle cx="300" cy="70" r="24" fill="#a98" stroke="#000"/><line x1="300" y1="30" x2="300" y2="110" stroke="#000" stroke-width="3"/>
<text x="245" y="125">12 IN DIA. SOCK, 2 IN x 2 IN STAKE</text><text x="245" y="137">10 FT O.C., ON CONTOUR</text>
<text x="470" y="18" font-weight="bold">D-3 SILT FENCE</text>
<line x1="520" y1="30" x2="520" y2="110" stroke="#000" stroke-width="3"/><path d="M520,35 L560,35 L560,100 L540,105" fill="none" stroke="#0a0" stroke-width="2"/>
<text x="470" y="125">36 IN WOVEN FABRIC, STAKES 8 FT O.C.</text><text x="470" y="137">TOE-IN TRENCH 6 IN x 6 IN</text>
<text x="12" y="165" font-weight="bold">D-4 LEACHING POOL / INLET PROTECTION</text>
<rect x="20" y="175" width="120" height="60" fill="none" stroke="#000"/><rect x="40" y="175" width="80" height="20" fill="#bbb"/><text x="150" y="190">FILTER FABRIC INSERT UNDER GRATE;</text><text x="150" y="202">SILT SACK RATED 40 GPM/SF;</text><text x="150" y="214">COMPOST SOCK RING 4 FT DIA. AROUND</text><text x="150" y="226">OPEN POOL COVERS DURING BACKFILL</text>
<text x="420" y="165" font-weight="bold">D-5 TEMP. SEDIMENT TRAP ST-1</text>
<path d="M420,185 L460,230 L560,230 L600,185" fill="none" stroke="#000" stroke-width="2"/><text x="430" y="245">3 FT DEEP, 2:1 SIDES, STONE OUTLET 4 FT</text>
</svg>"""

LP_SVG = """
<svg viewBox="0 0 700 220" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="8.5">
<rect x="0.5" y="0.5" width="699" height="219" fill="#fff" stroke="#000"/>
<text x="12" y="18" font-weight="bold">D-6 LEACHING POOL LP (TYP. OF 8)</text>
<rect x="60" y="40" width="130" height="150" fill="none" stroke="#000" stroke-width="2"/>
<g stroke="#000">""" + "".join(f'<line x1="60" y1="{60+i*16}" x2="190" y2="{60+i*16}" stroke-dasharray="3,3"/>' for i in range(8)) + """</g>
<rect x="40" y="40" width="170" height="150" fill="none" stroke="#999" stroke-dasharray="2,2"/>
<text x="220" y="60">PRECAST CONCRETE LEACHING RINGS, 10 FT I.D.</text><text x="220" y="73">EFFECTIVE DEPTH 8 FT; H-20 SLAB AND FRAME/GRATE</text><text x="220" y="86">2 FT COLLAR OF 3/4-1.5 IN CLEAN STONE</text><text x="220" y="99">BOTTOM 2 FT MIN. ABOVE SEASONAL HIGH GROUNDWATER</text><text x="220" y="112">STORAGE 628 CF EACH (RING + STONE VOIDS)</text><text x="220" y="125">OVERFLOW: 12 IN HDPE TO NEXT POOL; LP-8 TO OF-1</text>
<text x="430" y="18" font-weight="bold">D-7 BIORETENTION BR-1</text>
<path d="M440,60 L470,110 L640,110 L670,60" fill="none" stroke="#000" stroke-width="2"/><text x="440" y="130">640 SF FILTER BED, 6 IN PONDING, 24 IN MEDIA,</text><text x="440" y="143">12 IN STONE SUMP, NO UNDERDRAIN (INFILTRATES)</text><text x="440" y="156">BEACH PLUM, SWITCHGRASS, BAYBERRY</text>
</svg>"""

EASE_SVG = """
<svg viewBox="0 0 700 200" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="8.5">
<rect x="0.5" y="0.5" width="699" height="199" fill="#fff" stroke="#000"/>
<path d="M60,100 L640,100" stroke="#444" stroke-width="22"/>
<rect x="55" y="80" width="590" height="40" fill="none" stroke="#c06" stroke-width="1.5" stroke-dasharray="8,3"/>
<g fill="#fff" stroke="#000">""" + "".join(f'<circle cx="{90+i*75}" cy="100" r="9"/>' for i in range(8)) + """</g>
<text x="60" y="60" fill="#c06">DRAINAGE AND MAINTENANCE EASEMENT (EASEMENT AREA E-1) IN FAVOR OF THE VILLAGE OF ASHAROKEN:</text>
<text x="60" y="72" fill="#c06">FULL 40-FT BEVIN ROAD RIGHT-OF-WAY OVER LP-1 TO LP-8, BR-1 AND OF-1</text>
<text x="60" y="150">TO BE RECORDED WITH THE SUFFOLK COUNTY CLERK ON THE FILED ROAD MAP; RUNS WITH THE LAND AND</text>
<text x="60" y="162">REMAINS IN EFFECT ON ANY TRANSFER OF TITLE. GRANTOR: BEVIN ROAD ASSOCIATION, INC.</text>
</svg>"""


def card(title, items):
    return f"<div class='card'><div class='ct'>{esc(title)}</div><ul>" + "".join(f"<li>{esc(i)}</li>" for i in items) + "</ul></div>"


def table(head, rows):
    return "<table><tr>" + "".join(f"<th>{esc(h)}</th>" for h in head) + "</tr>" + "".join(
        "<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows) + "</table>"


def html():
    P = []
    P.append("""<div class='cover'><div style='font-size:9pt;letter-spacing:2pt'>SALTMARSH DESIGN-BUILD CORP.</div>
<h1>Bevin Road Reconstruction<br>and Drainage Improvements</h1>
<div class='sub'>Stormwater Pollution Prevention Plan and Crew Field Guide<br>Village of Asharoken, Suffolk County, New York</div>
<div class='sub' style='margin-top:14pt'>Revision 1 - March 6, 2026 (responds to SMO review letter of February 20, 2026)</div>
<div class='team'>Owner: Bevin Road Association, Inc.<br>Design-builder: Saltmarsh Design-Build Corp., 410 Fort Salonga Road, Northport NY 11768, (631) 555-0193<br>
Engineer of record: Corran Point Engineering, PLLC - Thea M. Lindqvist, P.E.<br>Submitted to: Village of Asharoken Stormwater Management Officer under Chapter 44</div></div>""")

    P.append("<h2>Part A - The Plan</h2><div class='wrap'><div>")
    P.append("""<h3>A1. Project background</h3>
<p>Bevin Road is a private lane of about 1,850 feet that runs from Asharoken Avenue south to Duck Island Harbor and serves
nine homes. The Bevin Road Association, Inc. has engaged Saltmarsh Design-Build Corp. to reconstruct the full length of the
lane: remove the failed asphalt and base, regrade to a 24-ft section with a 2% crown, install a new drainage system of
eight leaching pools and a bioretention area at the south turnaround, and repave. The project is a road reconstruction of
1.34 acres of land disturbance on a 2.06-acre road parcel (Suffolk County Tax Map 0101-002.00-01.00-031.000). No homes
are built as part of this work.</p>
<p>Because more than one acre is disturbed, the work is a land development activity under Village Code Chapter 44. It is
not the construction of a single-family residence, so Condition C of Section 44-8B(2) applies and the post-construction
stormwater controls of Part C are included.</p>
<h3>A2. Receiving waters</h3>
<p>Runoff from the lane reaches Duck Island Harbor through the existing 15-inch outfall OF-1 at the south turnaround;
the north end of the lane drains by sheet flow toward Asharoken Avenue and Long Island Sound. Duck Island Harbor is part
of the Northport Bay system, which is listed on the NYSDEC 303(d) list for pathogens.</p>
<h3>A3. Soils</h3>
<p>The Suffolk County Soil Survey maps three units along the lane: Plymouth loamy sand (PlA, 0-3% slopes) over most of the
road, excessively drained with rapid permeability; Carver and Plymouth sands (CpE, 15-35% slopes) on the bluff face at the
north end; and Udipsamments, graded (Ug), sandy fill at the south turnaround. Borings B-1 to B-4 (January 2026) found
medium to fine sand to 14 ft, with groundwater at 5.8 ft below grade at the turnaround (B-4) and deeper than 12 ft
elsewhere. Infiltration tests gave 8 to 14 in/hr.</p>
<h3>A4. Existing stormwater data</h3>
<p>The lane has two old catch basins piped to OF-1. The Village Highway log lists ponding complaints at the turnaround in
2021, 2023 and 2024, and the 2024 outfall inspection by the Village found a sand delta at OF-1 about 30 ft long.
Existing-condition peak runoff to OF-1 computed for this plan is 2.31 cfs for the 2-year storm (Part C, Table C-2).</p>
</div><div class='side'><h4>At a glance</h4>
<p>Road reconstruction, private lane<br>Disturbance: 1.34 ac<br>Max. open at once: 0.45 ac (one road segment)<br>Duration: April 6 - June 26, 2026<br>Receiving water: Duck Island Harbor via OF-1<br>Soils: PlA, CpE, Ug<br>Condition C: yes</p>
<h4>Who to call</h4><p>Site super: Luis Ferrante (631) 555-0114<br>Engineer: T. Lindqvist (631) 555-0127<br>Village SMO: (631) 555-0100<br>NYSDEC Spill Hotline: 1-800-457-7362</p></div></div>""")

    P.append("<figure>" + SITE_SVG + "<figcaption>Figure 1 - Site map: Bevin Road existing and proposed conditions, area of disturbance (shaded), undisturbed lots and vegetation, tidal wetland, drainage pattern, existing and proposed slopes, off-site staging on Lot 14 and discharge point OF-1. Location map inset. Scale 1 in = 60 ft.</figcaption></figure>")

    P.append("""<h3>A5. Construction phasing and sequence</h3>
<p>The lane is rebuilt in three segments so that no more than 0.45 acre is open at any one time, far below the five-acre
limit. Each segment is paved before the next is opened.</p>""")
    P.append(table(["Step", "Activity", "When"], [
        ["1", "Pre-construction meeting with the Village SMO; 48-hour notice of start; mark area of disturbance", "Week 1"],
        ["2", "Install SCE-1 entrance, silt fence SF-1, compost socks CFS-W/E, stockpile sock at Lot 14, inlet protection at existing catch basins", "Week 1"],
        ["3", "Segment 1 (south, Sta 0+00 to 6+00): clear shoulders and grub; mill and remove asphalt; excavate ST-1", "Weeks 2-3"],
        ["4", "Segment 1: excavation and grading of subgrade; utility work (drainage pipe, LP-1 to LP-3, gas service sleeves by subcontractor)", "Weeks 3-4"],
        ["5", "Segment 1: base course, binder pave; topsoil and seed shoulders", "Week 5"],
        ["6", "Segment 2 (Sta 6+00 to 12+00): same operations, LP-4 to LP-6", "Weeks 6-8"],
        ["7", "Segment 3 (Sta 12+00 to 18+50, bluff end): same operations, LP-7 and LP-8; blanket on bluff shoulder", "Weeks 8-10"],
        ["8", "Build BR-1 at the south turnaround; top course paving", "Week 11"],
        ["9", "Remove socks, silt fence and entrance after 80% grass cover; Village final inspection", "Week 12"]]))
    P.append("<div class='callout'><b class='tag'>FIVE-ACRE RULE</b> - never more than 0.45 acre of Bevin Road open at one time. Do not start a new segment until the last one is paved and its shoulders are seeded and mulched.</div>")

    P.append("""<h3>A6. Stabilization - temporary and permanent measures, each stage</h3>
<p><b>Clearing and grubbing:</b> compost socks on both shoulders and silt fence at the wetland line go in first; grubbed
shoulders are mulched the same day. <b>Excavation and grading:</b> exposed subgrade is stabilized with 2 in of crushed
stone at the end of each day; idle soil is seeded with annual ryegrass (30 lb/ac) and straw-mulched (2 tons/ac) within 7
days. <b>Utility installation:</b> trench spoil goes to Lot 14 stockpile SP-1, never into the lane; trenches are backfilled
the same day. <b>Paving and closeout:</b> shoulders get 4 in topsoil and the Village salt-tolerant mix (tall fescue,
perennial ryegrass, beach grass plugs on the harbor bank), mulched; the bluff shoulder (CpE) gets a straw erosion
control blanket. Final stabilization is 80% uniform perennial cover.</p>
<h3>A7. Runoff control - structural practices</h3>
<p>Structural practices limit runoff from exposed soil: compost socks on both shoulders keep lane runoff from spreading
onto lawns; the temporary sediment trap ST-1 at the turnaround stores runoff from the open segment (1,450 cf for 0.40 ac
of drainage area at 3,600 cf/ac) before it can reach OF-1; inlet protection on every catch basin and open leaching pool
filters the flow; and a temporary earth berm 8 in high across the lane at the downhill end of each open segment diverts
flow from exposed subgrade to ST-1.</p>""")

    P.append("<div class='part'></div><h2>Part B - Crew Field Guide</h2><p>Cards B1-B10 are printed on waterproof stock and kept in every truck. Each card is part of the SWPPP.</p><div class='cards'>")
    P.append(card("B1. Before you dig", ["Read this guide; sign the contractor certification (Part E)", "Check the shaded area of disturbance on Figure 1 - stay inside it", "SCE-1, SF-1, both socks and inlet protection must be in before any clearing", "Call the Village 48 hours ahead of start and of control installation"]))
    P.append(card("B2. Stabilized entrance SCE-1", ["50 ft x 20 ft, 1-4 in stone 8 in thick on woven geotextile (Detail D-1)", "Place: day 1, before any clearing", "Keep until: segment 3 binder course is paved", "Top-dress with stone when the voids fill; sweep Asharoken Ave daily"]))
    P.append(card("B3. Compost socks and silt fence", ["Socks CFS-W 1,700 LF and CFS-E 1,690 LF, 12 in, stakes 10 ft o.c. (D-2)", "Silt fence SF-1 240 LF at tidal wetland line, 36 in fabric, 6 in toe-in (D-3)", "Place: day 1; stay until shoulders reach 80% cover", "Clean out at half height; replace crushed sock or torn fabric within 24 hours"]))
    P.append(card("B4. Inlet and leaching pool protection", ["Fabric insert under every grate: IP-1 to IP-8 (D-4)", "Cover open pools with plywood and sock ring while backfilling", "Place: as each structure is set; stay until the segment is paved and seeded", "Empty the insert when half full"]))
    P.append(card("B5. Stockpiles and off-site staging - Lot 14", ["All stockpiles, equipment and materials at Lot 14 (owner consent on file)", "Sock ring 160 LF around SP-1; cover with tarp at night and before rain", "Nothing stored on the lane or on lots 1-9", "Stored materials: stone, topsoil, precast rings, HDPE pipe, cold patch, fuel"]))
    P.append(card("B6. Fuel, oil and spills", ["Fuel in a 250 gal double-walled tank on Lot 14, 100 ft from the harbor", "Refuel only on the Lot 14 pad with drip pans", "Spill kit in every truck and at the tank", "Stop, contain with absorbent, call super; 5 gal or more: NYSDEC Spill Hotline within 2 hours"]))
    P.append(card("B7. Trash, debris and chemicals", ["Covered 20 cy dumpster at Lot 14; lids shut each night", "Asphalt millings hauled off daily to the recycler, never stockpiled on the lane", "Paint, sealer and curing compound in a locked job box", "Pick up litter along the lane every afternoon"]))
    P.append(card("B8. Concrete washout CW-1", ["Lined washout at Lot 14, 8 ft x 8 ft", "Wash chutes only here - never in the lane, a pool or the harbor", "Remove hardened concrete at 75% full"]))
    P.append(card("B9. Stabilize as you go", ["Crushed stone on open subgrade at end of each day", "Seed and mulch idle soil within 7 days", "Blanket on the bluff shoulder (CpE) after final grade", "Salt-tolerant mix on all shoulders; beach grass plugs on harbor bank"]))
    P.append(card("B10. Inspect and maintain", ["Qualified inspector: every 7 days and within 24 hours after 0.5 in of rain", "Super walks all controls at the end of each work day", "Sediment trap ST-1: clean when half full (cleanout stake)", "Fix anything failed within 24 hours; log every inspection in the site book"]))
    P.append("</div>")

    P.append("<figure>" + ESC_SVG + "<figcaption>Figure 2 - Erosion and sediment control plan: location, size and length of each practice (SCE-1, CFS-W, CFS-E, SF-1, ST-1, IP-1 to IP-8, Lot 14 staging). Scale 1 in = 60 ft.</figcaption></figure>")
    P.append("<figure>" + DETAIL_SVG + "<figcaption>Figure 3 - Erosion and sediment control details D-1 to D-5 (NYS Standards and Specifications for Erosion and Sediment Control, 2016).</figcaption></figure>")
    P.append("""<h3>B11. Implementation schedule for temporary practices</h3>""")
    P.append(table(["Practice", "Initial placement", "Duration (remove when)"], [
        ["SCE-1 entrance", "Day 1, before clearing", "Segment 3 binder paved (about week 9)"],
        ["CFS-W, CFS-E socks", "Day 1", "Shoulders at 80% cover (week 12)"],
        ["SF-1 silt fence", "Day 1", "Harbor bank planting established (week 12)"],
        ["ST-1 sediment trap", "Week 2, before segment 1 grading", "Segment 3 paved and seeded (week 11)"],
        ["IP-1 to IP-8", "As each structure is set", "Segment paved and shoulders seeded"],
        ["Temporary berms", "End of each day on open segment", "Segment paved"],
        ["SP-1 stockpile sock", "Before first stockpile", "Lot 14 restored (week 12)"]]))
    P.append("""<h3>B12. Maintenance schedule - erosion and sediment controls</h3>""")
    P.append(table(["Practice", "Check", "Maintenance"], [
        ["SCE-1", "Daily", "Top-dress stone; sweep Asharoken Avenue"],
        ["Socks and SF-1", "Daily walk; after every rain", "Remove sediment at half height; restake; replace"],
        ["ST-1", "After every rain", "Remove sediment at half of wet storage; repair outlet stone"],
        ["Inlet protection", "After every rain", "Empty insert at half full; replace torn fabric"],
        ["Seeded areas", "Weekly", "Reseed and remulch bare spots over 10%"]]))

    P.append("<div class='part'></div><h2>Part C - Post-Construction Stormwater Management</h2><div class='wrap'><div>")
    P.append("""<h3>C1. Practices</h3>
<p><b>Leaching pools LP-1 to LP-8.</b> Eight precast leaching pools, 10 ft inside diameter and 8 ft effective depth,
spaced along the east shoulder at about 230 ft, each with an H-20 slab, frame and grate, set in a 2-ft collar of clean
stone. They capture and infiltrate the lane runoff; pools are linked by 12-in HDPE overflow pipes, and LP-8 overflows to
OF-1. <b>Bioretention BR-1.</b> A 640 sf bioretention area at the south turnaround with 6 in of ponding over 24 in of
sandy media and a 12-in stone sump, planted with beach plum, switchgrass and bayberry; it treats the turnaround and the
last 150 ft of lane before the overflow reaches OF-1. <b>OF-1.</b> The existing 15-in outfall is kept as the overflow only,
with a new tide-flex check valve.</p>
<h3>C2. Location and size</h3><p>The pools, BR-1 and OF-1 are shown on Figure 4 with their sizes; the easement over them is on Figure 5.</p>""")
    P.append("</div><div class='side'><h4>Design basis</h4><p>NYS Stormwater Management Design Manual (2015), Chapters 4 and 6. WQv from the 90% rainfall of 1.3 in. Design storms (NOAA Atlas 14, 24-hr): 1-yr 2.8 in, 2-yr 3.4 in, 10-yr 5.0 in, 25-yr 6.0 in, 100-yr 7.9 in.</p></div></div>")
    P.append("<figure>" + LP_SVG + "<figcaption>Figure 4 - Post-construction practices: leaching pool LP (typical of 8, along the east shoulder) and bioretention BR-1 at the south turnaround - dimensions, materials and installation.</figcaption></figure>")
    P.append("""<h3>C3. Hydrologic and hydraulic analysis</h3>
<p>The lane and turnaround were modelled in HydroCAD 10.2 (SCS TR-20, Type III 24-hr) with two subcatchments: S-1,
the lane (1.02 ac, 0.98 ac impervious after reconstruction, CN 96) and S-2, the turnaround and harbor shoulder (0.32 ac,
CN 84). Existing conditions use the failed asphalt and compacted shoulders (CN 93 and 80). The leaching pools were
routed as exfiltration structures at 50% of the lowest measured infiltration rate (4 in/hr) on the pool wall and floor.
The 12-in overflow pipes were checked for the 25-year storm by Manning's equation (n = 0.012): the highest pipe flows at
38% of capacity. Table C-1 gives the storage routing.</p>""")
    P.append(table(["Storm (24-hr)", "Inflow S-1 (cf)", "LP storage used (cf)", "LP peak water depth (ft)", "Overflow to BR-1 (cf)"], [
        ["1-yr 2.8 in", "9,150", "3,020", "1.2", "0"], ["10-yr 5.0 in", "16,870", "4,610", "1.8", "0"],
        ["25-yr 6.0 in", "20,410", "5,020", "2.0", "0"], ["100-yr 7.9 in", "27,120", "5,024 (full)", "8.0", "2,260"]]))
    P.append("<p><b>Table C-1</b> - Leaching pool routing (8 pools, 5,024 cf total).</p>")
    P.append("<h3>C4. Post-development compared with pre-development</h3>")
    P.append(table(["Storm", "Pre-development peak to OF-1 (cfs)", "Post-development peak to OF-1 (cfs)", "Change"], [
        ["1-yr", "1.86", "0.00", "-100%"], ["2-yr", "2.31", "0.00", "-100%"], ["10-yr", "3.62", "0.04", "-99%"],
        ["25-yr", "4.38", "0.11", "-97%"], ["100-yr", "5.79", "1.06", "-82%"]]))
    P.append("<p><b>Table C-2</b> - Pre- and post-development peak discharge at OF-1. WQv required 4,620 cf; provided 5,024 cf in the pools plus 410 cf in BR-1.</p>")
    P.append("""<h3>C5. Installation of post-construction practices</h3>
<p>Leaching pools are set on undisturbed sand, never on fill; the stone collar is placed in 12-in lifts. Pool grates stay
covered (Card B4) until the segment is paved. BR-1 is built last (step 8), after the lane is paved, so no construction
sediment reaches the media; no equipment drives on the BR-1 floor. The engineer observes each pool excavation and the
BR-1 media placement and issues as-built plans to the Village.</p>
<h3>C6. Maintenance schedule - post-construction practices</h3>""")
    P.append(table(["Practice", "Inspection", "Maintenance", "By"], [
        ["LP-1 to LP-8", "Twice a year (April, October) and after storms over 2 in", "Vacuum sediment when 12 in deep; clear grates of leaves", "Bevin Road Association, Inc."],
        ["BR-1", "Monthly in the first growing season, then quarterly", "Replace mulch yearly; replace dead plants; remove sediment; rake surface if water stands over 48 hours", "Bevin Road Association, Inc."],
        ["OF-1 and check valve", "Twice a year", "Clear sand; exercise valve; report scour to the Village", "Bevin Road Association, Inc."],
        ["Lane surface", "Spring", "Sweep winter sand before it reaches the pools", "Bevin Road Association, Inc."]]))
    P.append("""<h3>C7. Maintenance easement</h3>
<p>A drainage and maintenance easement (Easement Area E-1) in favor of the Village of Asharoken covers the full 40-ft
Bevin Road right-of-way over LP-1 to LP-8, BR-1 and OF-1, giving the Village access for inspection and repair at
reasonable times. The easement is shown on Figure 5 and on the filed road map, is recorded in the office of the Suffolk
County Clerk, and remains in effect with any transfer of title to the road parcel.</p>""")
    P.append("<figure>" + EASE_SVG + "<figcaption>Figure 5 - Easement Area E-1 over the drainage practices, as recorded on the plan.</figcaption></figure>")
    P.append("""<h3>C8. Inspection and maintenance agreement</h3>
<p>The Bevin Road Association, Inc. will execute the Village's Stormwater Facilities Inspection and Maintenance Agreement
before final approval. Under it the Association inspects and maintains LP-1 to LP-8, BR-1 and OF-1 on the schedule of
C6, keeps records for the Village, and allows the Village to perform work at the Association's cost if it does not. The
agreement is recorded in the Office of the Suffolk County Clerk as a deed restriction on the road parcel and is binding on
the Association and on all subsequent landowners served by the drainage system, including the owners of lots 1-9, whose
deeds carry the Association's maintenance covenant.</p>""")

    P.append("<div class='part'></div><h2>Part D - Who Does What</h2>")
    P.append("<p>SWPPP implementation responsibilities, by part of the site:</p>")
    P.append(table(["Part of the site", "Responsible party", "Duties"], [
        ["Bevin Road segments 1-3, SCE-1, socks, SF-1, ST-1", "Saltmarsh Design-Build Corp. (Luis Ferrante, superintendent)", "Install, maintain and remove all ES&C controls; daily walk; stabilization"],
        ["Leaching pools and drainage pipe", "Saltmarsh Design-Build Corp.", "Set pools; keep pools covered; inlet protection"],
        ["Gas service sleeves (Sta 2+10, 9+40, 14+75)", "North Shore Utility Services LLC (subcontractor)", "Backfill trenches the same day; keep spoil at Lot 14"],
        ["Lot 14 staging area", "Saltmarsh Design-Build Corp.", "Stockpile sock, fuel, washout, dumpster; restore lot at closeout"],
        ["Weekly and storm inspections, all areas", "Corran Point Engineering, PLLC (qualified inspector: Priya Natarajan, CPESC)", "Inspect every 7 days and within 24 hours of 0.5 in of rain; report to the super and the Village"],
        ["Lots 1-9 (not disturbed)", "Bevin Road Association, Inc.", "Keep residents' vehicles out of the work zone"],
        ["Post-construction practices after acceptance", "Bevin Road Association, Inc.", "Part C maintenance; agreement C8"]]))
    P.append("<h2>Part E - Certifications</h2>")
    P.append("""<h3>E1. Plan certification (Section 44-8C)</h3>
<div class='callout'>I certify that this Stormwater Pollution Prevention Plan was prepared under my direction, and that the design of all
stormwater management practices in it meets the requirements of Chapter 44 of the Code of the Village of Asharoken.<br><br>
<span class='sig'>Thea M. Lindqvist</span><br>Thea M. Lindqvist, P.E., Corran Point Engineering, PLLC, 74 Main Street, Northport NY 11768 - NY P.E. License No. 091377 - Date: March 6, 2026</div>
<h3>E2. Contractor certification (Section 44-8E)</h3>
<div class='callout'>"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the
stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a
violation of water quality standards."<br><br>
<span class='sig'>Luis Ferrante</span><br>Name: Luis Ferrante - Title: Superintendent - Firm: Saltmarsh Design-Build Corp., 410 Fort Salonga Road,
Northport NY 11768 - Tel. (631) 555-0193<br>Site: Bevin Road, Village of Asharoken (SCTM 0101-002.00-01.00-031.000) - Date: March 4, 2026</div>
<div class='callout'>"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the
stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a
violation of water quality standards."<br><br>
<span class='sig'>Kevin Duarte</span><br>Name: Kevin Duarte - Title: Field Manager - Firm: North Shore Utility Services LLC, 15 Laurel Hill Road,
Centerport NY 11721 - Tel. (631) 555-0166<br>Site: Bevin Road, Village of Asharoken - Date: March 5, 2026</div>
<p style='font-size:7.6pt'>Signed originals are kept in the site log book; these copies are part of the SWPPP.</p>""")
    return f"<html><head><meta charset='utf-8'><style>{CSS}</style></head><body>" + "".join(P) + "</body></html>"


# --- annotations (Rev 1 responses) -------------------------------------------------------------
ANNOTS = [
    # (page_index_finder_text, kind, rect, author, contents)
    ("Revision 1 - March 6, 2026", "Text", (520, 700, 540, 720), "T. Lindqvist",
     "Rev 1 responds to the SMO review letter of 2/20/2026, comments 1-6. Each response is a red comment box on the page it changes."),
    ("A7. Runoff control", "FreeText", (330, 60, 570, 160), "T. Lindqvist",
     "RESPONSE TO SMO COMMENT 3 (temporary practices converted to permanent): Temporary sediment trap ST-1 at the south turnaround becomes the permanent bioretention area BR-1. After segment 3 is paved and the shoulders are seeded, pump ST-1 dry, remove all trapped sand and silt, excavate to the BR-1 design grade, then place the stone sump, media and plants per Detail D-7."),
    ("B10. Inspect and maintain", "FreeText", (330, 70, 575, 130), "T. Lindqvist",
     "RESPONSE TO SMO COMMENT 5: inspection frequency for the qualified inspector is on Card B10 (every 7 days and within 24 hours of 0.5 in of rain)."),
    ("C4. Post-development compared", "Text", (545, 600, 565, 620), "T. Lindqvist",
     "SMO comment 4: the 100-yr storm was added to Tables C-1 and C-2 in Rev 1."),
]


def _freetext_ap(rect, text):
    x1, y1, x2, y2 = rect
    w, h = x2 - x1, y2 - y1
    # simple wrapped Helvetica text, red border
    words, lines, line = text.split(), [], ""
    maxc = int((w - 8) / (7.2 * 0.5))
    for wd in words:
        t = (line + " " + wd).strip()
        if len(t) > maxc and line:
            lines.append(line)
            line = wd
        else:
            line = t
    lines.append(line)
    ops = ["1 1 0.85 rg 0 0 %.1f %.1f re f" % (w, h), "0.8 0 0 RG 1 w 0.5 0.5 %.1f %.1f re S" % (w - 1, h - 1),
           "BT /Helv 7.2 Tf 0.75 0 0 rg"]
    y = h - 10
    for ln in lines:
        s = ln.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        ops.append("1 0 0 1 4 %.1f Tm (%s) Tj" % (y, s))
        y -= 8.4
    ops.append("ET")
    return "\n".join(ops).encode("latin-1"), (w, h)


def add_annotations(writer, src_pdf):
    helv = DictionaryObject({NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type1"),
                             NameObject("/BaseFont"): NameObject("/Helvetica"), NameObject("/Encoding"): NameObject("/WinAnsiEncoding")})
    helv_ref = writer._add_object(helv)
    texts = [norm(t) for t in page_texts(src_pdf)]
    placed = []
    for needle, kind, rect, author, contents in ANNOTS:
        idx = next(i for i, t in enumerate(texts) if needle in t)
        page = writer.pages[idx]
        a = DictionaryObject()
        a[NameObject("/Type")] = NameObject("/Annot")
        a[NameObject("/Subtype")] = NameObject("/" + kind)
        a[NameObject("/Rect")] = ArrayObject([FloatObject(v) for v in rect])
        a[NameObject("/Contents")] = TextStringObject(contents)
        a[NameObject("/T")] = TextStringObject(author)
        a[NameObject("/M")] = TextStringObject("D:20260306101500-05'00'")
        a[NameObject("/F")] = NumberObject(4)
        a[NameObject("/C")] = ArrayObject([FloatObject(0.8), FloatObject(0), FloatObject(0)])
        if kind == "FreeText":
            a[NameObject("/DA")] = TextStringObject("/Helv 7.2 Tf 0.75 0 0 rg")
            a[NameObject("/Q")] = NumberObject(0)
            data, (w, h) = _freetext_ap(rect, contents)
            ap = DecodedStreamObject()
            ap.set_data(data)
            ap.update({NameObject("/Type"): NameObject("/XObject"), NameObject("/Subtype"): NameObject("/Form"),
                       NameObject("/BBox"): ArrayObject([FloatObject(0), FloatObject(0), FloatObject(w), FloatObject(h)]),
                       NameObject("/Resources"): DictionaryObject({NameObject("/Font"): DictionaryObject({NameObject("/Helv"): helv_ref})})})
            a[NameObject("/AP")] = DictionaryObject({NameObject("/N"): writer._add_object(ap)})
        else:
            a[NameObject("/Name")] = NameObject("/Comment")
            a[NameObject("/Open")] = NameObject("/false") if False else __import__("pypdf").generic.BooleanObject(False)
        ref = writer._add_object(a)
        if "/Annots" not in page:
            page[NameObject("/Annots")] = ArrayObject()
        page["/Annots"].append(ref)
        placed.append((idx + 1, kind, contents))
    return placed


def build(work, outpdf):
    main = chromium_pdf(html(), os.path.join(work, NAME + "_main.pdf"))
    w = PdfWriter()
    append(w, main)
    placed = add_annotations(w, main)
    finish(w, outpdf, "Bevin Road SWPPP and Crew Field Guide Rev 1", "Saltmarsh Design-Build Corp.",
           "Chromium (HTML field guide); review responses added as PDF comments", "Chromium print to PDF; annotations added with pypdf")
    return placed
