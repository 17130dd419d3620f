"""Plan 3: knowledge-base (wiki) page printed from Chromium: breadcrumb/URL header and footer, callouts,
nested lists, collapsible sections (one left collapsed when printed), TOC links (two point at the wrong anchor)."""
import os, subprocess

NAME = "p13b_asharoken_wiki_pool_residence"
URL = "https://wiki.harborline-eng.com/display/PRJ/2024-017+52+Bevin+Road+-+SWPPP"
CRUMB = "Harborline Wiki &rsaquo; Projects &rsaquo; 2024 &rsaquo; Village of Asharoken &rsaquo; 2024-017 52 Bevin Road (Pool Residence) &rsaquo; SWPPP"

CSS = """
@page { size: Letter; margin: 0.35in 0.6in; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 12pt; line-height: 1.4; color: #172b4d; margin: 0; }
#s3, #s5, #s7, #s10, #faq { break-before: page; }
.hdr { position: fixed; top: 0; left: 0; right: 0; height: 0.42in; border-bottom: 1px solid #dfe1e6; font-size: 8pt; color: #5e6c84; }
.hdr .logo { font-weight: bold; color: #0052cc; }
.ftr { position: fixed; bottom: 0; left: 0; right: 0; height: 0.3in; border-top: 1px solid #dfe1e6; font-size: 7.5pt; color: #5e6c84; }
table.frame { width: 100%; border-collapse: collapse; } table.frame > thead td { height: 0.55in; } table.frame > tfoot td { height: 0.42in; }
h1 { font-size: 20pt; margin: 6px 0 2px 0; }
.meta { font-size: 8.5pt; color: #5e6c84; margin-bottom: 10px; }
details { margin: 8px 0; } summary { font-size: 13pt; font-weight: bold; color: #172b4d; border-bottom: 1px solid #ebecf0; padding: 3px 0; list-style: none; }
summary::before { content: "\\25BE  "; color: #6b778c; } details:not([open]) > summary::before { content: "\\25B8  "; }
h3 { font-size: 11pt; margin: 10px 0 4px 0; }
.callout { border-left: 4px solid; padding: 6px 10px; margin: 8px 0; border-radius: 3px; break-inside: avoid; }
.note { border-color: #0065ff; background: #deebff; } .warn { border-color: #ff8b00; background: #fffae6; } .info { border-color: #36b37e; background: #e3fcef; }
.callout b.t { display: block; margin-bottom: 2px; }
table.kb { border-collapse: collapse; width: 100%; margin: 6px 0; font-size: 10.5pt; } table.kb th, table.kb td { border: 1px solid #c1c7d0; padding: 3px 5px; vertical-align: top; text-align: left; } table.kb th { background: #f4f5f7; }
ul ul { list-style: circle; } li { margin: 2px 0; }
.toc { border: 1px solid #dfe1e6; background: #fafbfc; padding: 6px 12px; width: 60%; font-size: 9.5pt; } .toc a { color: #0052cc; text-decoration: none; }
.lbl { display: inline-block; background: #dfe1e6; border-radius: 3px; padding: 0 5px; font-size: 8pt; margin-right: 4px; }
.cmt { border-top: 1px solid #ebecf0; padding: 6px 0; font-size: 9pt; }
"""

SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="660" height="560" viewBox="0 0 660 560" style="width:100%;height:auto" font-family="Liberation Sans" font-size="10">
<rect x="1" y="1" width="658" height="558" fill="#fff" stroke="#000"/>
<text x="10" y="18" font-size="12" font-weight="bold">SITE / EROSION CONTROL PLAN - 52 BEVIN ROAD - SCALE 1" = 20'</text>
<text x="20" y="42">LONG ISLAND SOUND BEACH (MHW LINE) - NOT DISTURBED</text>
<line x1="20" y1="50" x2="640" y2="50" stroke="#36f" stroke-dasharray="6 3"/>
<text x="20" y="68">DUNE VEGETATION (BEACH GRASS, ROSA RUGOSA) TO REMAIN</text>
<polygon points="60,80 600,80 600,500 60,500" fill="none" stroke="#000" stroke-width="1.5"/>
<text x="64" y="96">LOT AREA 0.55 AC (24,000 SF)</text>
<rect x="110" y="120" width="440" height="330" fill="none" stroke="#c00" stroke-width="1.5" stroke-dasharray="10 4"/>
<text x="114" y="136" fill="#c00">LIMIT OF DISTURBANCE 0.28 AC (12,200 SF) - SILT FENCE 310 LF</text>
<rect x="300" y="250" width="190" height="150" fill="#eee" stroke="#000"/><text x="310" y="330">PROPOSED HOUSE (2 STORY, 3,100 SF)</text>
<rect x="150" y="170" width="120" height="54" fill="#cdf" stroke="#000"/><text x="156" y="200">POOL 18' x 40'</text>
<text x="150" y="240">PATIO 1,150 SF</text>
<rect x="360" y="410" width="40" height="90" fill="#ddd" stroke="#000"/><text x="406" y="470">SCE 30' x 12' (STONE)</text>
<circle cx="520" cy="230" r="9" fill="none" stroke="#000"/><circle cx="520" cy="420" r="9" fill="none" stroke="#000"/><circle cx="130" cy="300" r="9" fill="none" stroke="#000"/>
<text x="470" y="212">DW-1</text><text x="470" y="440">DW-2</text><text x="140" y="318">DW-3</text>
<rect x="150" y="360" width="80" height="50" fill="none" stroke="#000" stroke-dasharray="3 3"/><text x="152" y="425">STOCKPILE 60 CY</text>
<text x="152" y="437">FIBER ROLL 70 LF</text>
<text x="420" y="160">EX. GRADE 12 - FINAL 12.5</text>
<text x="420" y="176">EX. SLOPE 2-4% TO NORTH</text>
<path d="M 330 120 L 330 90" stroke="#36f" marker-end="url(#a)"/><text x="336" y="104" fill="#36f">SHEET FLOW TO BEACH</text>
<defs><marker id="a" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="#36f"/></marker></defs>
<text x="64" y="520">BEVIN ROAD</text><line x1="20" y1="505" x2="640" y2="505" stroke="#999" stroke-width="6"/>
<text x="64" y="545">SOILS: CARVER AND PLYMOUTH SANDS (CpA), HSG A - ENTIRE LOT</text>
<text x="430" y="545">NO OFF-SITE STORAGE AREAS</text>
</svg>"""

def html():
    H = []
    a = H.append
    a("<!doctype html><html><head><meta charset='utf-8'><title>2024-017 52 Bevin Road - SWPPP - Harborline Wiki</title><style>%s</style></head><body>" % CSS)
    a("<div class='hdr'><span class='logo'>Harborline Wiki</span> &nbsp; <span>%s</span></div>" % CRUMB)
    a("<div class='ftr'>%s &nbsp; | &nbsp; Printed by jlin on Mar 11, 2024 &nbsp; | &nbsp; Page content is controlled; printed copies are uncontrolled</div>" % URL)
    a("<table class='frame'><thead><tr><td></td></tr></thead><tfoot><tr><td></td></tr></tfoot><tbody><tr><td>")
    a("<h1>2024-017 52 Bevin Road - Stormwater Pollution Prevention Plan (SWPPP)</h1>")
    a("<div class='meta'>Created by Jenny Lin, P.E. on Feb 12, 2024 &middot; Last updated by Marco Pellegrino on Mar 8, 2024 (version 14) &middot; 6 min read &nbsp; <span class='lbl'>swppp</span><span class='lbl'>asharoken</span><span class='lbl'>residential</span><span class='lbl'>pool</span></div>")
    a("<div class='callout info'><b class='t'>Status: SUBMITTED to Village of Asharoken Building Department, Mar 8, 2024</b>This page is the controlling copy of the SWPPP for the Delacroix residence. Print it to PDF for the building permit file; the Village SMO asked for a SWPPP with the permit application even though the disturbance is under one acre.</div>")
    a("<div class='toc'><b>On this page</b><ul>")
    toc = [("1. Project summary", "s1"), ("2. Site description and soils", "s2"), ("3. Site plan", "s3"), ("4. Construction sequence", "s4"),
           ("5. Erosion and sediment controls", "s5"), ("6. Maintenance of controls", "s4"), ("7. Pollution prevention and materials", "s7"),
           ("8. Stormwater after construction", "s8"), ("9. Responsibilities and contacts", "s7"), ("10. Certification", "s10")]
    for t, h in toc:
        a("<li><a href='#%s'>%s</a></li>" % (h, t))
    a("</ul></div>")
    # 1
    a("<details open id='s1'><summary>1. Project summary</summary>")
    a("<ul><li><b>Project:</b> demolition of a 1950s one-story cottage and construction of a new two-story single-family house (3,100 sf footprint) with an 18 ft x 40 ft in-ground gunite swimming pool, a 1,150 sf paver patio, pool equipment pad and a gravel driveway.</li>"
      "<li><b>Location:</b> 52 Bevin Road, Village of Asharoken, Suffolk County, NY (SCTM 0602-003.00-02.00-041.000), on the Long Island Sound side of the village.</li>"
      "<li><b>Size:</b><ul><li>Lot area: 0.55 acres (24,000 sf)</li><li>Area of disturbance: 0.28 acres (12,200 sf)</li><li>New impervious cover: 5,020 sf (house, pool coping and patio); existing 1,900 sf removed</li></ul></li>"
      "<li><b>Owner:</b> Claire and Anton Delacroix, 52 Bevin Road, Northport, NY 11768</li>"
      "<li><b>Schedule:</b> April 2024 start; house framed by August; pool and landscaping complete by November 2024.</li></ul>")
    a("<div class='callout note'><b class='t'>Note - permit coverage</b>Disturbance is 0.28 acres, under one acre. The lot is a single existing lot and is not part of a larger common plan of development or sale, so the project is not a \"land development activity\" under Village Code &sect; 44-3 and NYSDEC GP-0-20-001 coverage is not needed. This SWPPP is provided at the Village's request for the building permit.</div></details>")
    # 2
    a("<details open id='s2'><summary>2. Site description and soils</summary>")
    a("<h3>2.1 Existing conditions</h3><ul><li>Lawn and cottage on a nearly level lot (elevation 11-13 ft NAVD 88), sloping 2-4% north toward the beach.</li>"
      "<li>Dune vegetation (American beach grass, Rosa rugosa) along the north 35 feet of the lot; this strip is not disturbed.</li>"
      "<li>No wetlands on the lot; the NYSDEC tidal wetland boundary is at the mean high water line, about 60 ft north of the limit of disturbance.</li>"
      "<li>No existing drainage structures; roof leaders of the cottage discharge to splash blocks.</li></ul>")
    a("<h3>2.2 Soils</h3><ul><li>Soil Survey of Suffolk County: <b>Carver and Plymouth sands, 0 to 3 percent slopes (CpA)</b> over the whole lot; excessively drained, hydrologic soil group A.</li>"
      "<li>Test hole TH-1 (Feb 20, 2024, McDonald Geoscience): 0-8 in topsoil; 8 in-11 ft pale brown medium sand; groundwater at 8.2 ft below grade.</li>"
      "<li>Infiltration: falling head test 14 in/hr; design rate 7 in/hr.</li></ul>")
    a("<h3>2.3 Existing runoff data</h3><ul><li>Village DPW has no drainage complaints on record for Bevin Road between 2015 and 2023 (email from DPW, Feb 26, 2024).</li>"
      "<li>Site walk Feb 20, 2024 after 0.8 in of rain: no ponding or rills; runoff from the lawn infiltrates within the lot or sheet flows north into the dune.</li>"
      "<li>Pre-development 2-inch storm runoff from the disturbed area (CN 49): 0 cf; the sandy soils absorb the design storm.</li></ul>")
    a("<h3>2.4 Receiving waters</h3><p>None. All runoff from the new house, pool deck and patio is captured in drywells DW-1 to DW-3, and the site does not discharge to any surface water, so no receiving water is identified for this project.</p></details>")
    # 3
    a("<details open id='s3'><summary>3. Site plan</summary><p>Drawn from the survey by Sound Land Surveying dated Jan 9, 2024. The plan shows the total lot, the improvements, the limit of disturbance and undisturbed areas, existing vegetation, the beach, drainage direction, existing and final grades, soil unit and all erosion control practices with their sizes and lengths. The full-size plan is attached to this page as <i>SitePlan_SWPPP_rev2.pdf</i>.</p>")
    a(SVG + "</details>")
    # 4
    a("<details open id='s4'><summary>4. Construction sequence</summary><ol>"
      "<li>Pre-construction: stake limit of disturbance; install silt fence along the north, east and west limits and the stabilized construction entrance at Bevin Road; install orange construction fence at the dune line.</li>"
      "<li>Demolish cottage; remove foundation and old cesspool; haul debris off-site the same week.</li>"
      "<li>Excavate house foundation; stockpile topsoil at the SW corner inside a fiber roll ring.</li>"
      "<li>Pour foundation; backfill; install drywells DW-1 and DW-2 with inlets plugged until the roof is on.</li>"
      "<li>Frame house; excavate pool; the pool hole serves as a sediment sump during heavy rain (pump to a filter bag on the lawn only).</li>"
      "<li>Shoot gunite pool shell; install pool equipment pad and patio; connect patio drain to DW-3.</li>"
      "<li>Final grade, topsoil and seed; plant dune edge; remove silt fence only after the lawn is established.</li></ol>"
      "<p>Only 0.28 acres is disturbed, so the five-acre limit on disturbance at one time is not approached.</p></details>")
    # 5
    a("<details open id='s5'><summary>5. Erosion and sediment controls</summary>")
    a("<h3>5.1 Practices</h3><table class='kb'><tr><th>Practice</th><th>Where / how much</th><th>Specification and installation</th><th>Placed</th><th>Remains until</th></tr>"
      "<tr><td>Silt fence</td><td>north, east and west limits - 310 LF</td><td>36 in woven geotextile on 2 in x 2 in hardwood stakes 6 ft apart; bottom 6 in buried in a trench and backfilled</td><td>Step 1, before demolition</td><td>lawn 80% established</td></tr>"
      "<tr><td>Stabilized construction entrance (SCE)</td><td>Bevin Road driveway - 30 ft x 12 ft</td><td>6 in of 1-3 in crushed stone over filter fabric</td><td>Step 1</td><td>driveway is built</td></tr>"
      "<tr><td>Fiber roll</td><td>around topsoil stockpile - 70 LF</td><td>9 in straw wattle staked 4 ft apart</td><td>Step 3</td><td>stockpile used</td></tr>"
      "<tr><td>Construction fence</td><td>dune line - 140 LF</td><td>4 ft orange safety fence</td><td>Step 1</td><td>end of project</td></tr>"
      "<tr><td>Dewatering filter bag</td><td>lawn south of pool - one 10 ft x 15 ft bag</td><td>non-woven geotextile bag, pump discharge only</td><td>Step 5</td><td>pool shell complete</td></tr>"
      "<tr><td>Temporary seed and mulch</td><td>any area idle 7 days</td><td>annual rye 1 lb/1,000 sf, straw 2 bales/1,000 sf</td><td>as needed</td><td>permanent cover</td></tr></table>")
    a("<ul><li>No sediment basin or trap is needed: the drainage area to any point of the limit of disturbance is under 0.3 acres and the sand infiltrates readily.</li>"
      "<li><b>Diversion and storage of runoff from exposed soil:</b><ul><li>a 12 in high earth berm along the upslope (south) side of the pool excavation diverts lawn runoff around the hole;</li><li>the pool excavation stores runoff from the exposed pad during storms and is pumped through the filter bag.</li></ul></li></ul>")
    a("<h3>5.2 Stabilization</h3><ul><li><b>Temporary:</b> seed and straw mulch within 7 days on areas not being worked; stone at the entrance; stockpile covered with tarp when rain is forecast.</li>"
      "<li><b>Permanent:</b> 4 in topsoil and a fescue lawn mix; dune edge replanted with American beach grass culms at 12 in spacing; pool deck and patio pavers; driveway of 3/4 in crushed bluestone.</li>"
      "<li><b>Temporary to permanent:</b> the SCE stone is left in place and becomes the base course of the gravel driveway.</li></ul>")
    a("<div class='callout warn'><b class='t'>Warning - contractor sign-off</b>All contractors working on site must sign off on the SWPPP before they start. Marco will collect signatures at the pre-construction meeting.</div></details>")
    # 6 collapsed
    a("<details id='s6'><summary>6. Maintenance of controls</summary><table class='kb'><tr><th>Control</th><th>Frequency</th><th>Action</th></tr>"
      "<tr><td>Silt fence</td><td>weekly and after 0.5 in rain</td><td>remove sediment at 1/3 height</td></tr></table></details>")
    # 7
    a("<details open id='s7'><summary>7. Pollution prevention and materials</summary>")
    a("<h3>7.1 Litter, debris and construction chemicals</h3><ul><li>One 20 cy dumpster at the driveway, covered with a tarp at the end of each day; demolition debris removed the same week it is generated.</li>"
      "<li>Paint, sealers, gunite admixtures and form oil kept closed in the garage (once built) or in a locked job box before that.</li>"
      "<li>Concrete and gunite washout only into a lined washout pit (8 ft x 8 ft, 10 mil plastic) next to the driveway; hardened waste hauled away.</li></ul>")
    a("<h3>7.2 Materials stored on site, storage and spills</h3><ul><li>Expected on site: lumber, sand and stone, cement bags, pool chemicals (calcium hypochlorite, muriatic acid) at start-up only, gasoline for the compactor (5 gal can).</li>"
      "<li>Storage practices:<ul><li>cement bags on pallets under cover;</li><li>pool chemicals stored in the pool equipment shed on a containment tray, never outdoors;</li><li>fuel can inside the job box on a drip pan.</li></ul></li>"
      "<li>Spill prevention and response: spill kit (absorbent pads, granules, bags) in the job box; spills stopped, absorbed and bagged at once; petroleum spills reported to NYSDEC (1-800-457-7362).</li></ul>")
    a("<div class='callout warn'><b class='t'>Warning - pool water</b>Pool fill and any drain-down water must be dechlorinated (below 0.1 mg/l) and discharged to DW-3, never to Bevin Road or the beach.</div>")
    a("<h3>7.3 Who is responsible for what</h3><table class='kb'><tr><th>Part of site / task</th><th>Responsible</th><th>Contact</th></tr>"
      "<tr><td>Overall SWPPP, inspections, house site</td><td>Pellegrino Builders Inc. (general contractor) - Marco Pellegrino</td><td>(631) 555-0128</td></tr>"
      "<tr><td>Pool excavation, dewatering bag, pool shell, chemicals</td><td>Blue Tide Pools LLC - Sean Whitaker</td><td>(631) 555-0175</td></tr>"
      "<tr><td>Topsoil, seeding, dune planting</td><td>Crab Meadow Landscape - Rosa Kim</td><td>(631) 555-0152</td></tr>"
      "<tr><td>SWPPP design, changes</td><td>Harborline Engineering, PLLC - Jenny Lin, P.E.</td><td>(631) 555-0101</td></tr></table></details>")
    # 8
    a("<details open id='s8'><summary>8. Stormwater after construction</summary><ul>"
      "<li>Drywells: DW-1 and DW-2 (8 ft dia x 6 ft deep precast leaching rings) take the roof; DW-3 (6 ft x 4 ft) takes the patio drain and pool drain-down water. Sized for the 2 in storm on 5,020 sf of new impervious area (837 cf required; 1,010 cf provided).</li>"
      "<li>Post-construction stormwater management practices under &sect; 44-8B(3) are not required: the project is a single-family residence under one acre (Condition C excludes single-family residences), does not disturb five acres, and does not discharge to a 303(d)-listed water.</li>"
      "<li>Owner maintains drywells: inspect each spring, vacuum sediment when 6 in accumulates.</li></ul></details>")
    # 9 responsibilities (already in 7.3) -> 10 cert
    a("<details open id='s10'><summary>10. Certification</summary>")
    a("<p>I certify that this Stormwater Pollution Prevention Plan was prepared under my direct supervision and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Village of Asharoken Code.</p>"
      "<p><b>Jenny Lin, P.E.</b>, NY License No. 097702, Harborline Engineering, PLLC, 200 Main Street, Northport, NY 11768 - signed electronically Mar 8, 2024 (approval workflow step 3 of 3)</p></details>")
    a("<details open id='faq'><summary>Background and FAQ (from template RES-SWPPP-v3)</summary><ul>"
      "<li><b>Why a SWPPP on a small lot?</b><ul><li>Asharoken's stormwater law (Chapter 44) applies to land development activities of one acre or more, or smaller parts of a larger common plan.</li><li>The Building Department still asks for a SWPPP on waterfront lots with pools because of the dune and the beach.</li></ul></li>"
      "<li><b>What the Village checks at the pre-construction inspection</b><ul><li>silt fence and construction entrance installed (48 hour notice to the SMO);</li><li>construction fence at the dune line;</li><li>dumpster and washout pit locations.</li></ul></li>"
      "<li><b>Other permits</b><ul><li>NYSDEC Tidal Wetlands: letter of no jurisdiction issued Feb 2, 2024 (work landward of the 10 ft contour and more than 300 ft... see attachment list);</li><li>Suffolk County Department of Health Services: new I/A septic system permit R10-24-0033;</li><li>Village Building Permit BP-2024-011 (pending).</li></ul></li>"
      "<li><b>Template sections deleted for this project:</b> NOI and MS4 acceptance form (no GP-0-20-001 coverage), post-construction practice O&amp;M plan (not required - see section 8).</li></ul>")
    a("<div class='callout note'><b class='t'>Note - related pages</b><ul><li>2024-017 52 Bevin Road - Drainage calculations (drywells)</li><li>2024-017 52 Bevin Road - Meeting notes, Village SMO, Feb 28, 2024</li><li>Templates / RES-SWPPP-v3 (residential SWPPP template)</li></ul></div></details>")
    # attachments, history, comments
    a("<details open><summary>Attachments (3)</summary><table class='kb'><tr><th>File</th><th>Size</th><th>Uploaded</th></tr>"
      "<tr><td>SitePlan_SWPPP_rev2.pdf</td><td>1.8 MB</td><td>Mar 8, 2024 by jlin</td></tr><tr><td>TH-1_log_McDonald.pdf</td><td>212 KB</td><td>Feb 21, 2024 by jlin</td></tr>"
      "<tr><td>Survey_52Bevin_2024-01-09.pdf</td><td>3.1 MB</td><td>Jan 12, 2024 by mpellegrino</td></tr></table></details>")
    a("<details open><summary>Page history</summary><table class='kb'><tr><th>Version</th><th>Date</th><th>By</th><th>Comment</th></tr>")
    for v, d, b, c in [(14, "Mar 8, 2024", "mpellegrino", "collapsed maintenance section for printing"), (13, "Mar 8, 2024", "jlin", "final review, certification"),
                       (12, "Mar 5, 2024", "jlin", "pool water warning"), (11, "Mar 1, 2024", "skim", "dune planting spacing"), (9, "Feb 26, 2024", "jlin", "DPW records"),
                       (6, "Feb 21, 2024", "jlin", "test hole"), (1, "Feb 12, 2024", "jlin", "created from template RES-SWPPP-v3")]:
        a("<tr><td>%d</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (v, d, b, c))
    a("</table></details>")
    a("<details open><summary>Comments (3)</summary>"
      "<div class='cmt'><b>Marco Pellegrino</b> - Mar 8, 2024<br>Can we get the silt fence moved 5 ft south at the NE corner so the excavator can swing? - <i>Jenny: OK, plan updated (rev 2).</i></div>"
      "<div class='cmt'><b>Sean Whitaker</b> - Mar 6, 2024<br>Pool start-up chemicals will be delivered the day of start-up, not stored ahead.</div>"
      "<div class='cmt'><b>Rosa Kim</b> - Mar 4, 2024<br>Beach grass culms available from the county nursery in April only - planting must be done by May 15.</div></details>")
    a("</td></tr></tbody></table></body></html>")
    return "\n".join(H)

def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    hp = os.path.join(work, "page.html"); open(hp, "w").write(html())
    tmp = os.path.join(work, "chrome.pdf")
    cmd = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--generate-pdf-document-outline",
           "--user-data-dir=" + os.path.join(work, "prof"), "--print-to-pdf=" + tmp, "file://" + hp]
    subprocess.run(cmd, check=True, capture_output=True, timeout=180)
    os.replace(tmp, out_pdf)
    return {}
