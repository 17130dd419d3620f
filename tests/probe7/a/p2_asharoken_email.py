"""Plan 2: Village of Asharoken, e-mail thread printout + attached SWPPP (Chromium print to PDF)."""
import os, subprocess, tempfile, html

NAME = "p7a_asharoken_email_beach_club"

CSS = """
@page { size: Letter; margin: 0.55in 0.6in 0.6in 0.6in; }
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #111; }
.mailtop { border-bottom: 2px solid #333; font-size: 9pt; padding-bottom: 3px; margin-bottom: 8px; display: flex; justify-content: space-between; }
.subj { font-size: 14pt; font-weight: bold; margin: 6px 0 4px 0; }
.hdr { font-size: 9pt; border-bottom: 1px solid #aaa; padding-bottom: 6px; margin-bottom: 8px; }
.hdr b { display: inline-block; width: 70px; }
.q { white-space: pre-wrap; color: #444; font-family: 'DejaVu Sans Mono', monospace; font-size: 8.6pt; margin: 4px 0; }
.km { color: #1a3f8f; margin: 4px 0 10px 18px; }
.sig { font-size: 9pt; margin-top: 10px; }
.disc { font-size: 7pt; color: #555; border-top: 1px solid #ccc; margin-top: 8px; padding-top: 4px; }
.att { font-size: 9pt; border: 1px solid #999; padding: 4px; margin: 8px 0; }
.pb { break-before: page; }
.doc h1 { font-size: 15pt; margin: 0 0 6px 0; } .doc h2 { font-size: 11.5pt; margin: 12px 0 4px 0; border-bottom: 1px solid #666; }
.doc p { margin: 4px 0; text-align: justify; } .doc { font-size: 9.6pt; }
table { border-collapse: collapse; width: 100%; font-size: 8.6pt; margin: 6px 0; }
td, th { border: 1px solid #555; padding: 2px 4px; vertical-align: top; } th { background: #ddd; }
.run { font-size: 8pt; color: #555; border-bottom: 1px solid #999; margin-bottom: 6px; }
.cover { text-align: center; margin-top: 1.2in; } .cover h1 { font-size: 20pt; }
"""

def q(text, depth=1):
    pre = "&gt; " * depth
    return '<div class="q">' + "\n".join(pre + html.escape(l) if l else pre.rstrip() for l in text.strip("\n").split("\n")) + "</div>"

def km(t):
    return f'<div class="km">KM: {t}</div>'

EMAIL = f"""
<div class="mailtop"><span>Saltmeadow Engineering Mail</span><span>Kevin Marsh &lt;kmarsh@saltmeadoweng.com&gt;</span></div>
<div class="subj">RE: Asharoken Beach Club - Ch. 44 SWPPP - review questions</div>
<div>3 messages</div>
<div class="hdr"><b>From:</b> Kevin Marsh &lt;kmarsh@saltmeadoweng.com&gt;<br>
<b>To:</b> Ruth Halvorsen &lt;rhalvorsen@asharoken-village.example&gt;<br>
<b>Cc:</b> Paul Desrosiers &lt;president@asharokenbeachclub.example&gt;; Village Clerk &lt;clerk@asharoken-village.example&gt;<br>
<b>Date:</b> Thu, Mar 5, 2026 at 4:37 PM</div>
<p>Ruth,</p>
<p>Thanks for the quick review. Our answers are inline below, marked KM. The revised SWPPP (Rev. 1, dated March 5, 2026)
is attached. Where an answer is given only in this e-mail we will carry it into the plan at Rev. 2; please treat this
e-mail as part of the SWPPP until then.</p>
<p>On Mon, Mar 2, 2026 at 9:14 AM, Ruth Halvorsen &lt;rhalvorsen@asharoken-village.example&gt; wrote:</p>
{q('''Kevin -
I have gone through the Beach Club SWPPP (Rev. 0, Feb 10) against Village Code
Chapter 44. Before I can put it on the Planning Board agenda I need the following:''')}
{q('''1. Receiving water. Section 2 says runoff "discharges to the Village drainage
system." That is not a receiving water. Please name it.''')}
{km('''The Village storm drain on Asharoken Avenue (18-inch RCP) outfalls at the Bay Avenue bulkhead to
Duck Island Harbor, an arm of Northport Bay. Duck Island Harbor / Northport Bay is the receiving water for
all runoff from the disturbed area. The seaward strip behind the dune, which will not be disturbed, drains
by sheet flow to Long Island Sound.''')}
{q('''2. Section 2 has no existing runoff information. Is there any?''')}
{km('''Yes. The Village's 2021 Drainage Study (Cashin-Hale, Table 4) recorded 6 to 8 inches of ponding at the
Club entrance in the September 1, 2021 storm and rated the Asharoken Avenue inlet in front of the Club as
surcharging in the 5-year storm. Our double-ring infiltrometer tests on January 20, 2026 gave 8.2 and 9.6
inches per hour at the BR-1 location, and groundwater was 7.5 feet below grade in boring B-2.''')}
{q('''3. Section 1 lists the Club as responsible for everything. Chapter 44 wants the
implementation responsibilities delineated for each part of the site.''')}
{km('''Clubhouse and pool enclosure (Area A): Bayside Builders, Inc., general contractor, installs and
maintains the silt fence and inlet protection around the building pad. Parking lot, drainage, TST-1 and BR-1
(Area B): Northport Paving &amp; Excavation Corp. Dune-side lawn and the stabilization of all seeded areas
(Area C): Eatons Neck Nursery. Inspections of all areas: Saltmeadow Engineering (qualified professional).
After construction: the Asharoken Beach Club, Inc., for all areas.''')}
{q('''4. Provide a maintenance schedule for the erosion and sediment control practices.''')}
{km('''Section 7 of the attached Rev. 1 includes the maintenance schedule.''')}
{q('''5. Are any temporary practices being converted to permanent controls?''')}
{km('''Yes, one. Temporary sediment trap TST-1 is dug inside the footprint of bioretention area BR-1. When the
parking lot is paved and Area B is stabilized, the trap is cleaned out to undisturbed sand, its stone outlet is
removed, and it is regraded to the BR-1 bottom elevation (6.0) and built out as BR-1. The perimeter silt fence
is removed; no other temporary practice becomes permanent.''')}
{q('''6. Easement and maintenance agreement for BR-1, the pavers and the drywells?''')}
{km('''The maintenance agreement is the Declaration of Covenants summarized in Section 9 of the attached; its
terms are final and the Club's counsel has approved them. As for the access easement over BR-1 and the drywells,
the easement area will be shown on the final filed site plan. We will forward the easement map and description
under separate cover before the building permit is issued.''')}
{q('''7. Contractor certifications?''')}
{km('''Appendix C has the form. The contractors will sign it at the preconstruction meeting.''')}
{q('''Thanks,
Ruth''')}
{q('''--
Ruth Halvorsen, P.E.
Stormwater Management Officer / Village Engineer
Village of Asharoken, 1 Asharoken Avenue, Northport, NY 11768''')}
{q('''On Tue, Feb 10, 2026 at 3:02 PM, Kevin Marsh <kmarsh@saltmeadoweng.com> wrote:
Ruth - attached is the SWPPP (Rev. 0) for the Asharoken Beach Club renovation
for your review under Chapter 44. Hard copies to the Clerk tomorrow. - Kevin''', 2)}
<div class="sig">--<br>Kevin Marsh, P.E.<br>Principal | Saltmeadow Engineering, PLLC<br>
255 Main Street, Suite 3, Northport, NY 11768<br>o (631) 555-0187 | m (631) 555-0119</div>
<div class="disc">CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the addressee and may contain
privileged or confidential information. If you are not the intended recipient, please notify the sender and delete this
message. Electronic files are provided for convenience; the signed and sealed hard copy governs in case of conflict.</div>
<div class="att">Attachment: ABC_SWPPP_Rev1_2026-03-05.pdf (2.3 MB) - printed below</div>
"""

SVG_SITE = """
<svg width="680" height="470" viewBox="0 0 680 470" font-family="DejaVu Sans" font-size="9">
<rect x="2" y="2" width="676" height="466" fill="none" stroke="#000"/>
<rect x="30" y="40" width="620" height="380" fill="none" stroke="#000" stroke-dasharray="14 4 3 4" stroke-width="1.5"/>
<text x="34" y="34">PROPERTY LINE - TOTAL SITE AREA 2.90 AC</text>
<line x1="10" y1="440" x2="670" y2="440" stroke="#000" stroke-width="3"/><text x="250" y="458">ASHAROKEN AVENUE (VILLAGE ROAD)</text>
<path d="M60 400 L420 400 L440 120 L60 120 Z" fill="none" stroke="#000" stroke-dasharray="6 3" stroke-width="1.3"/>
<text x="64" y="114">LIMIT OF DISTURBANCE - 1.38 AC</text>
<rect x="90" y="150" width="150" height="90" fill="none" stroke="#000"/><text x="100" y="190">PROPOSED CLUBHOUSE</text><text x="100" y="202">4,200 SF (AREA A)</text>
<rect x="250" y="150" width="90" height="70" fill="none" stroke="#000"/><text x="258" y="190">POOL (AREA A)</text>
<rect x="90" y="260" width="280" height="110" fill="none" stroke="#000"/><text x="110" y="300">PERMEABLE PAVER PARKING - 48 SPACES</text><text x="110" y="312">14,600 SF (AREA B)</text>
<rect x="380" y="300" width="50" height="80" fill="#eee" stroke="#000"/><text x="332" y="396">BR-1 / TST-1</text>
<text x="440" y="330">BR-1 BIORETENTION 1,850 SF</text><text x="440" y="342">(TEMP. TRAP TST-1 1,850 CF)</text>
<circle cx="120" cy="140" r="6" fill="none" stroke="#000"/><circle cx="230" cy="140" r="6" fill="none" stroke="#000"/>
<circle cx="120" cy="250" r="6" fill="none" stroke="#000"/><circle cx="230" cy="250" r="6" fill="none" stroke="#000"/>
<text x="250" y="138">DW-1 TO DW-4: 10' DIA x 8' DEEP LEACHING POOLS</text>
<path d="M60 404 L424 404" stroke="#000" stroke-dasharray="2 2" stroke-width="2"/><text x="70" y="416">SILT FENCE 620 LF (PERIMETER, NORTH, EAST, SOUTH)</text>
<rect x="200" y="404" width="40" height="36" fill="#ccc" stroke="#000"/><text x="246" y="430">SCE 20' x 50'</text>
<path d="M446 120 L446 410" stroke="#000" stroke-dasharray="8 2 2 2" stroke-width="1.5"/><text x="452" y="200">DIVERSION BERM DB-1 290 LF</text><text x="452" y="212">(18" HIGH, ALONG DUNE SIDE)</text>
<text x="470" y="90">DUNE / BEACH GRASS - NOT TO BE DISTURBED</text><text x="500" y="260">LONG ISLAND SOUND (EAST)</text>
<text x="62" y="136">STAGING / STOCKPILE (ON SITE)</text>
<text x="40" y="60">EXIST. GRADE 11.5 - 7.0, 1-4% TO WEST; FINAL 0.5-2%</text>
<path d="M40 80 C200 70 400 95 640 75" fill="none" stroke="#888"/><text x="560" y="70">EL 10</text>
<path d="M40 380 C200 370 350 390 440 382" fill="none" stroke="#888"/><text x="52" y="376">EL 7</text>
<text x="34" y="434">DISCHARGE POINT DP-1: INLET TO VILLAGE 18" RCP</text>
<text x="560" y="430">SCALE 1" = 30'</text><text x="560" y="20">N (UP)</text>
<text x="300" y="60">SOIL: PlA PLYMOUTH LOAMY SAND (ALL); Bc BEACH EAST OF DUNE</text>
</svg>"""

SVG_LOC = """<svg width="300" height="180" viewBox="0 0 300 180" font-family="DejaVu Sans" font-size="8">
<rect x="1" y="1" width="298" height="178" fill="none" stroke="#000"/>
<path d="M20 160 C80 120 150 80 280 30" fill="none" stroke="#000" stroke-width="2"/><text x="150" y="100">ASHAROKEN AVE</text>
<text x="190" y="150">LONG ISLAND SOUND</text><text x="20" y="40">NORTHPORT BAY</text><text x="40" y="80">DUCK ISLAND HARBOR</text>
<circle cx="130" cy="98" r="6" fill="none" stroke="#000" stroke-width="2"/><text x="112" y="118">SITE</text><text x="200" y="20">EATONS NECK</text>
<text x="8" y="172">LOCATION MAP - SCALE 1" = 2,000'</text></svg>"""

def run(n):
    return f'<div class="run">Asharoken Beach Club Renovation - SWPPP Rev. 1 (March 5, 2026) - Saltmeadow Engineering, PLLC - page {n}</div>'

DOC = f"""
<div class="pb doc"><div class="cover">
<h1>STORMWATER POLLUTION PREVENTION PLAN</h1>
<p style="text-align:center;font-size:13pt">Asharoken Beach Club Renovation<br>415 Asharoken Avenue, Village of Asharoken, Suffolk County, New York<br>SCTM 0102-002.00-03.00-021.000</p>
<p style="text-align:center">Owner: Asharoken Beach Club, Inc.<br>Prepared under Village of Asharoken Code Chapter 44</p>
<p style="text-align:center;margin-top:1in">Saltmeadow Engineering, PLLC<br>255 Main Street, Suite 3, Northport, NY 11768<br>Rev. 0 February 10, 2026 - Rev. 1 March 5, 2026</p>
</div></div>

<div class="pb doc">{run(1)}
<h2>1. Project Information</h2>
<p>The Asharoken Beach Club, Inc. will demolish its 1958 one-story clubhouse and cabanas and build a new 4,200 square
foot clubhouse on piles with a 20 x 40 foot pool, replace the gravel parking area with a 48-space permeable paver lot,
and install new drainage and landscaping on its 2.90-acre parcel between Asharoken Avenue and Long Island Sound. The
area of disturbance is 1.38 acres. The project is not a single-family residence, so Condition C of Section 44-8B(2)
applies and the post-construction requirements of Section 44-8B(3) are addressed in Sections 7 through 9.</p>
<p>Owner / operator: Asharoken Beach Club, Inc., Paul Desrosiers, President, (631) 555-0140. The Club is responsible
for implementation of this SWPPP.</p>
<h2>2. Site Description</h2>
<p>The parcel is a low barrier-beach lot. Grades fall from elevation 11.5 at the dune crest to 7.0 at Asharoken Avenue.
Existing cover is gravel parking (0.52 ac), buildings and decks (0.21 ac), mown lawn (0.96 ac) and dune with American
beach grass (1.21 ac). There are no freshwater wetlands on or next to the site; the tidal shoreline is more than 150 feet
east of the limit of disturbance. Runoff from the developed part of the lot flows west across the parking area to the
Village drainage system at Asharoken Avenue (discharge point DP-1).</p>
<p><b>Soils.</b> The Suffolk County Soil Survey maps the developed part of the site as Plymouth loamy sand, 0 to 3
percent slopes (PlA), a deep, excessively drained sandy soil of Hydrologic Soil Group A formed in glacial outwash and
reworked beach sand; the dune and shore are mapped Beaches (Bc). Borings B-1 and B-2 (January 20, 2026) found 0.5 ft of
topsoil over medium to fine sand to 12 ft, with groundwater at 7.5 ft (elevation 0.5 to 1.0, tidal).</p>
<h2>3. Site Maps</h2>
<p>Figure 1 is the location map. Figure 2 (below and next page) shows the site area, improvements, the limit of
disturbance and the undisturbed dune, existing vegetation, surface waters, drainage, existing and final grades, the
staging area and the discharge point, and the location, size and length of each erosion and sediment control practice
and post-construction practice. There are no off-site material, waste, borrow or equipment storage areas.</p>
{SVG_LOC}
<p style="font-size:8pt">Figure 1. Location map.</p>
</div>

<div class="pb doc">{run(2)}
{SVG_SITE}
<p style="font-size:8pt">Figure 2. Erosion and sediment control and post-construction plan. Scale 1" = 30'. Reduced from 24 x 36 sheet C-2.</p>
<h2>4. Construction Sequence</h2>
<table><tr><th>Step</th><th>Activity</th><th>Weeks</th></tr>
<tr><td>1</td><td>Preconstruction meeting; stake limit of disturbance; install stabilized construction entrance (SCE) and perimeter silt fence; build diversion berm DB-1 along the dune side</td><td>1</td></tr>
<tr><td>2</td><td>Excavate temporary sediment trap TST-1 in the BR-1 footprint; install inlet protection on the Asharoken Avenue inlet</td><td>1</td></tr>
<tr><td>3</td><td>Demolish clubhouse and cabanas; clear lawn within LOD; strip and stockpile topsoil in staging area</td><td>2-3</td></tr>
<tr><td>4</td><td>Drive piles; build clubhouse and pool (Area A)</td><td>3-20</td></tr>
<tr><td>5</td><td>Excavate parking lot; install drywells DW-1 to DW-4 and storm piping; place paver base (Area B)</td><td>8-12</td></tr>
<tr><td>6</td><td>Lay permeable pavers; finish grading; topsoil and seed Area C</td><td>18-22</td></tr>
<tr><td>7</td><td>Convert TST-1 to BR-1 after Area B is stabilized; plant BR-1</td><td>22-24</td></tr>
<tr><td>8</td><td>Remove silt fence, DB-1 and SCE after final stabilization; regrade and seed</td><td>24-26</td></tr></table>
<p>The whole 1.38-acre disturbance may be open at one time; this is less than the five-acre limit.</p>
</div>

<div class="pb doc">{run(3)}
<h2>5. Erosion and Sediment Controls</h2>
<p><b>5.1 Measures by stage.</b> During demolition and clearing (steps 1-3) the site is protected by the SCE, 620 feet of
perimeter silt fence, diversion berm DB-1 and TST-1. During building and parking work (steps 4-5), stockpiles are ringed
with silt fence and any area left idle for 7 days is seeded with annual ryegrass (40 lb/ac) and mulched with straw at 2
tons/ac. Before closeout (steps 6-8) all lawn and dune-edge areas are topsoiled 4 inches and seeded with a salt-tolerant
mix (tall fescue 60 %, perennial rye 20 %, hard fescue 20 %, 150 lb/ac) or planted with American beach grass culms at 18
inches on center; pavement, pavers and the building complete permanent stabilization.</p>
<p><b>5.2 Practice details and specifications</b> (New York State Standards and Specifications for Erosion and Sediment Control):</p>
<table><tr><th>Practice</th><th>Size / length</th><th>Materials and installation</th></tr>
<tr><td>Stabilized construction entrance</td><td>20 ft wide x 50 ft long x 8 in thick</td><td>2-inch crushed stone over woven geotextile; 6-inch mountable berm at the road</td></tr>
<tr><td>Silt fence</td><td>620 LF</td><td>36-inch woven geotextile, 2-inch hardwood posts at 8 ft, toe buried 6 inches; wire-backed along the dune side</td></tr>
<tr><td>Diversion berm DB-1</td><td>290 LF, 18 in high, 6 ft base</td><td>Compacted on-site sand with straw blanket; diverts runoff from the exposed parking and building area away from the dune toward TST-1</td></tr>
<tr><td>Temporary sediment trap TST-1</td><td>Drainage area 0.51 ac; required 3,600 cf/ac = 1,836 cf; provided 1,850 cf, 3 ft deep</td><td>Excavated trap with stone outlet (1-2 inch stone, 4 ft crest) to the Asharoken Avenue inlet; 3:1 side slopes</td></tr>
<tr><td>Inlet protection</td><td>1 inlet</td><td>Curb inlet filter bag under the grate; replaced when torn</td></tr></table>
<p><b>5.3 Structural practices that divert and store flows.</b> DB-1 keeps runoff from exposed soil off the dune and the
beach; TST-1 stores runoff from the parking area and releases it slowly through the stone outlet; the four drywells are
not used for construction runoff until Area B is paved.</p>
<p><b>5.4 Implementation schedule.</b></p>
<table><tr><th>Practice</th><th>Placed</th><th>Remains until</th></tr>
<tr><td>SCE</td><td>Step 1, before any other work</td><td>Pavers laid (step 6)</td></tr>
<tr><td>Silt fence</td><td>Step 1</td><td>Final stabilization (step 8)</td></tr>
<tr><td>DB-1</td><td>Step 1</td><td>Final stabilization (step 8)</td></tr>
<tr><td>TST-1</td><td>Step 2</td><td>Area B stabilized; then converted (step 7)</td></tr>
<tr><td>Inlet protection</td><td>Step 2</td><td>Final stabilization</td></tr>
<tr><td>Temporary seed and mulch</td><td>Within 7 days on idle areas</td><td>Permanent seeding</td></tr></table>
<p><b>5.5 Inspections.</b> A qualified professional from Saltmeadow Engineering will inspect the erosion and sediment
controls every seven days and within 24 hours of any storm of 0.5 inch or more, and record each inspection in the site
logbook kept in the construction trailer.</p>
</div>

<div class="pb doc">{run(4)}
<h2>6. Pollution Prevention</h2>
<p><b>6.1 Litter, chemicals and debris.</b> A covered 20-yard dumpster in the staging area receives all trash and is
emptied weekly; crews pick up windblown litter along the dune and the road each afternoon. Demolition debris, including
the old cabana decking, goes to a separate roll-off and is hauled to a licensed C&amp;D facility; nothing is buried or
burned. Pool chemicals are not brought to the site until the pool house is closed in.</p>
<p><b>6.2 Materials stored on site and spill response.</b> Expected on site: pavers and bedding stone on pallets, pile
and lumber stock, cement, paint and sealants, form oil, and the excavator's hydraulic oil. Bagged and liquid products
are kept in a locked steel storage container on pallets, under cover, at least 100 feet from the dune; stone and pavers
are stored on the paved side of the staging area. No fuel is stored on site; equipment is fueled from a tank truck over
a drip pan. A spill kit is kept in the container. Spills are stopped at the source, contained with absorbent and sand,
and the waste drummed for disposal; petroleum spills are reported to the NYSDEC Spill Hotline (1-800-457-7362) within
two hours. This list will be updated in the logbook if other materials are brought to the site.</p>
<h2>7. Maintenance Schedule</h2>
<table><tr><th>Practice</th><th>Inspect</th><th>Maintain</th></tr>
<tr><td>BR-1 bioretention</td><td>Monthly April-October and after storms over 1 inch</td><td>Remove trash and sediment; replace mulch each spring; replace dead plants; rake or replace top 3 inches of media if water stands more than 24 hours</td></tr>
<tr><td>Permeable paver parking</td><td>Twice a year</td><td>Vacuum-sweep joints in spring and fall; refill joint stone; no sand for winter traction</td></tr>
<tr><td>Drywells DW-1 to DW-4</td><td>Twice a year and after storms over 2 inches</td><td>Remove sediment when 12 inches deep in the bottom; clean the inlet grates</td></tr>
<tr><td>Roof leaders and overflow pipe</td><td>Yearly</td><td>Flush and clear debris</td></tr></table>
<h2>8. Post-Construction Stormwater Management</h2>
<p><b>8.1 Practices.</b> (a) The 14,600 square foot permeable interlocking paver lot, with 12 inches of No. 57 stone
reservoir over the native sand, takes its own rain and runoff from the access drive. (b) Four precast leaching pools
(drywells DW-1 to DW-4, 10-foot diameter, 8 feet effective depth, 2 feet of stone collar) take the clubhouse roof. (c)
Bioretention area BR-1 (1,850 square feet, 9-inch ponding, 2 feet of sandy planting soil, no underdrain because the
native sand infiltrates) takes the overflow from the pavers and drywells; a 12-inch overflow grate at elevation 7.0
connects to the Village inlet.</p>
</div>

<div class="pb doc">{run(5)}
<p><b>8.2 Hydrology and hydraulics.</b> Runoff was computed by the NRCS TR-55 / TR-20 method (HydroCAD 10.2) for the
1-, 2-, 10-, 25- and 100-year 24-hour Type III storms (Suffolk County: 2.7, 3.4, 4.9, 5.8 and 8.0 inches). Drywells
were sized to the Suffolk County standard of 2 inches over the roof area. Storage and outflow of the practices:</p>
<table><tr><th>Component</th><th>Storage provided</th><th>Design inflow (25-yr)</th><th>Result</th></tr>
<tr><td>Drywells DW-1 to DW-4</td><td>4 x 628 cf = 2,512 cf</td><td>1,890 cf (roof)</td><td>No overflow to BR-1 below the 25-yr storm</td></tr>
<tr><td>Paver reservoir</td><td>14,600 sf x 1 ft x 0.40 = 5,840 cf</td><td>4,720 cf</td><td>Drains in 2.1 hr at 8.2 in/hr</td></tr>
<tr><td>BR-1</td><td>1,390 cf ponding + 1,480 cf media voids</td><td>100-yr overflow from pavers 1,610 cf</td><td>Peak stage 6.92, below overflow at 7.0</td></tr></table>
<p><b>8.3 Comparison of pre- and post-development runoff at DP-1.</b></p>
<table><tr><th>Storm</th><th>Pre-development peak (cfs)</th><th>Post-development peak (cfs)</th><th>Pre volume (cf)</th><th>Post volume (cf)</th></tr>
<tr><td>1-year</td><td>0.74</td><td>0.00</td><td>2,310</td><td>0</td></tr>
<tr><td>10-year</td><td>2.06</td><td>0.00</td><td>6,480</td><td>0</td></tr>
<tr><td>25-year</td><td>2.88</td><td>0.00</td><td>9,050</td><td>0</td></tr>
<tr><td>100-year</td><td>4.52</td><td>0.61</td><td>14,300</td><td>1,120</td></tr></table>
<p>Post-development runoff to the Village drain is eliminated up to the 25-year storm and the 100-year peak falls by 87
percent, which relieves the ponding at the Club entrance.</p>
<p><b>8.4 Dimensions, materials and installation.</b> Pavers: 3-1/8 inch concrete permeable pavers (ASTM C936) with
No. 8 joint and bedding stone, 4 inches of No. 57 stone base and 8 inches of No. 2 stone subbase, no geotextile at the
bottom, concrete edge restraint; subgrade not compacted. Drywells: 10-foot diameter precast rings, 8 feet effective depth,
traffic-rated slab and 24-inch frame and grate, 2-foot collar of 3/4 to 1-1/2 inch washed stone, bottom at least 3 feet
above seasonal high groundwater. BR-1: bottom at elevation 6.0, 3:1 side slopes, 24 inches of planting soil (85 %
sand, 10 % fines, 5 % compost), 3 inches of hardwood mulch, planted with switchgrass, bayberry and seaside goldenrod;
excavated only after TST-1 is cleaned out, with the bottom scarified 6 inches.</p>
<h2>9. Long-Term Maintenance Agreement</h2>
<p>The Asharoken Beach Club, Inc. will execute a Declaration of Covenants for Stormwater Maintenance in favor of the
Village of Asharoken and record it in the Suffolk County Clerk's Office before the certificate of occupancy. By its terms
the Club and every later owner of the parcel must inspect and maintain the pavers, drywells and BR-1 according to
Section 7, keep a yearly maintenance log for the Village, and allow the Village to enter, inspect and, after 30 days'
written notice of a failure, do the work and charge the cost to the owner as a lien. The Declaration runs with the land
and binds all subsequent owners.</p>
</div>

<div class="pb doc">{run(6)}
<h2>10. Preparer's Certification</h2>
<p>I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and
that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village
of Asharoken.</p>
<p style="font-family:cursive;font-size:15pt;margin:14px 0 0 20px">Kevin Marsh</p>
<p>______________________________________<br>Kevin Marsh, P.E., New York License No. 087215<br>Saltmeadow Engineering, PLLC - March 5, 2026</p>
<h2>Appendix C - Contractor Acknowledgment</h2>
<p>Each contractor and subcontractor who will disturb soil or install stormwater practices on this project shall fill in
and sign this acknowledgment before starting work. The undersigned acknowledges receipt of a copy of the Stormwater
Pollution Prevention Plan for the Asharoken Beach Club Renovation.</p>
<table>
<tr><td style="width:30%">Firm</td><td>&nbsp;</td></tr><tr><td>Name and title of signer</td><td>&nbsp;</td></tr>
<tr><td>Firm address</td><td>&nbsp;</td></tr><tr><td>Telephone</td><td>&nbsp;</td></tr>
<tr><td>Site</td><td>Asharoken Beach Club, 415 Asharoken Avenue, Asharoken, NY</td></tr>
<tr><td>Responsible for</td><td>&nbsp;</td></tr><tr><td>Signature</td><td>&nbsp;</td></tr><tr><td>Date</td><td>&nbsp;</td></tr></table>
<table>
<tr><td style="width:30%">Firm</td><td>&nbsp;</td></tr><tr><td>Name and title of signer</td><td>&nbsp;</td></tr>
<tr><td>Firm address</td><td>&nbsp;</td></tr><tr><td>Telephone</td><td>&nbsp;</td></tr>
<tr><td>Site</td><td>Asharoken Beach Club, 415 Asharoken Avenue, Asharoken, NY</td></tr>
<tr><td>Responsible for</td><td>&nbsp;</td></tr><tr><td>Signature</td><td>&nbsp;</td></tr><tr><td>Date</td><td>&nbsp;</td></tr></table>
</div>
"""

def build(out):
    d = tempfile.mkdtemp()
    h = os.path.join(d, "mail.html")
    with open(h, "w") as f:
        f.write(f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Saltmeadow Engineering Mail - RE: Asharoken Beach Club</title><style>{CSS}</style></head><body>{EMAIL}{DOC}</body></html>")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={out}", h], check=True, capture_output=True)

from common import ASH
P = "present"
LABEL = {
  "checklist": "asharoken-ch44",
  "style": "e-mail thread printout: consultant's inline answers (KM:) to the Village SMO's numbered questions, quoted messages with '>' and 'On ... wrote:' headers, signature and confidentiality notice, followed by the attached SWPPP Rev. 1",
  "producer": "Chromium print to PDF (headless) from HTML with inline SVG",
  "decision": "incomplete",
  "facts": {"disturbed_acres": 1.38, "project_type": "private beach club: clubhouse, pool and parking lot", "single_family": False, "impaired_water": False},
  "items": {k: P for k in ASH},
  "evidence": {
    "44-8B(1)(a)": {"pages": [4], "quote": "area of disturbance is 1.38 acres"},
    "44-8B(1)(b)": {"pages": [5], "quote": "Erosion and sediment control and post-construction plan. Scale 1\" = 30'"},
    "44-8B(1)(c)": {"pages": [4], "quote": "Plymouth loamy sand, 0 to 3"},
    "44-8B(1)(d)": {"pages": [5], "quote": "this is less than the five-acre limit"},
    "44-8B(1)(e)": {"pages": [7], "quote": "6.1 Litter, chemicals and debris."},
    "44-8B(1)(f)": {"pages": [7], "quote": "6.2 Materials stored on site and spill response."},
    "44-8B(1)(g)": {"pages": [6], "quote": "5.1 Measures by stage."},
    "44-8B(1)(h)": {"pages": [5], "quote": "SILT FENCE 620 LF"},
    "44-8B(1)(i)": {"pages": [6], "quote": "20 ft wide x 50 ft long x 8 in thick"},
    "44-8B(1)(j)": {"pages": [1, 2], "quote": "Temporary sediment trap TST-1 is dug inside the footprint of bioretention area BR-1"},
    "44-8B(1)(k)": {"pages": [6], "quote": "5.4 Implementation schedule."},
    "44-8B(1)(m)": {"pages": [1], "quote": "Duck Island Harbor / Northport Bay is the receiving water"},
    "44-8B(1)(n)": {"pages": [1, 2], "quote": "Parking lot, drainage, TST-1 and BR-1"},
    "44-8B(1)(o)": {"pages": [6], "quote": "5.3 Structural practices that divert and store flows."},
    "44-8B(1)(p)": {"pages": [1], "quote": "2021 Drainage Study"},
    "44-8B(3)(b)": {"pages": [7], "quote": "8.1 Practices."},
    "44-8B(3)(c)": {"pages": [5], "quote": "BR-1 BIORETENTION 1,850 SF"},
    "44-8B(3)(d)": {"pages": [8], "quote": "8.2 Hydrology and hydraulics."},
    "44-8B(3)(e)": {"pages": [8], "quote": "8.3 Comparison of pre- and post-development runoff at DP-1."},
    "44-8B(3)(f)": {"pages": [8], "quote": "8.4 Dimensions, materials and installation."},
    "44-8B(3)(g)": {"pages": [7], "quote": "Vacuum-sweep joints in spring and fall"},
    "44-8B(3)(i)": {"pages": [8], "quote": "binds all subsequent owners"},
    "44-8C": {"pages": [9], "quote": "the design of all stormwater management practices meets the requirements of Chapter 44"},
  },
  "gaps": {
    "44-8B(1)(l)": "wrong thing / wrong pointer: the e-mail answers the Village's request for an E&SC maintenance schedule with 'Section 7 ... includes the maintenance schedule', but Section 7 (p. 7) covers only the post-construction practices (BR-1, pavers, drywells); Section 5.5 gives an inspection frequency with no maintenance actions for silt fence, SCE, TST-1 or DB-1",
    "44-8B(3)(h)": "deferred in a later sentence of the e-mail answer to question 6: the easement area 'will be shown on the final filed site plan' and the map and description will follow 'under separate cover before the building permit'; nothing in the plan shows or records an easement",
    "44-8E": "certification missing its statement: Appendix C (p. 9) is a blank 'Contractor Acknowledgment' of receipt of the SWPPP, without the Chapter 44 certification statement (penalty of law, agree to comply, unlawful to cause or contribute to a violation of water quality standards)",
  },
  "image_only_pages": [],
  "ambiguous_items": ["44-8B(1)(b)", "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(p)"],
  "acceptable_decisions": ["incomplete"],
  "notes": "Disturbs 1.38 ac, so a land development activity under 44-3; not a single-family residence, so Condition C applies and all 44-8B(3) items apply. Receiving water, existing runoff data and responsibilities by area are given only in the consultant's e-mail (pp. 1-2), which says it is part of the SWPPP until Rev. 2; the attached plan alone says only 'the Village drainage system' and 'the Club is responsible'. A reviewer who accepts only the plan document would call those three missing, hence ambiguous. The TST-1-to-BR-1 conversion (44-8B(1)(j)) is described fully in the e-mail and also appears in the plan's sequence step 7 and schedule table. Figure 2 is a reduced print of sheet C-2 (not bound) labelled 1 in = 30 ft; a reviewer may ask for the full-size sheet to confirm the 1 in = 100 ft minimum scale, hence 44-8B(1)(b) ambiguous. Pages 1-2 are the e-mail; pp. 3-9 the attached SWPPP.",
}
for k in ["44-8B(1)(l)", "44-8B(3)(h)", "44-8E"]:
    LABEL["items"][k] = "missing"
