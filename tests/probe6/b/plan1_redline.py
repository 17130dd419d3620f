"""Plan 1: Town of Somers, revised SWPPP shown as a redline (Rev. 2 compared with Rev. 1)."""
from common import html_to_pdf

NAME = "p6b_redline_somers_lincolndale_animal_hospital"
TOTAL = 13

CSS = """
@page { size: Letter; margin: 0; }
body { margin:0; font-family: 'DejaVu Serif', 'Liberation Serif', serif; font-size: 10.2pt; color:#111; }
.page { width: 8.5in; height: 11in; box-sizing: border-box; padding: 0.55in 0.7in 0.5in 0.7in; position: relative;
        page-break-after: always; }
.page:last-child { page-break-after: auto; }
.revblock { position:absolute; right:0.7in; bottom:0.35in; border:1.2px solid #333; font-family:'DejaVu Sans',sans-serif;
        font-size:7pt; width:3.4in; }
.revblock table { border-collapse:collapse; width:100%; }
.revblock td { border:0.6px solid #555; padding:1px 3px; }
.hdr { font-family:'DejaVu Sans',sans-serif; font-size:7.5pt; border-bottom:1px solid #444; padding-bottom:2px; margin-bottom:8px; }
.hdr span.r { float:right; }
del { text-decoration: line-through; color:#b00000; }
ins { text-decoration: underline; color:#0033aa; }
.bar { border-left: 3px solid #0033aa; padding-left: 6px; margin-left:-9px; }
h1 { font-size: 15pt; margin: 4px 0 6px 0; } h2 { font-size: 12pt; margin: 10px 0 4px 0; } h3 { font-size: 10.5pt; margin: 8px 0 3px 0; }
p { margin: 3px 0 5px 0; text-align: justify; }
table.t { border-collapse: collapse; width:100%; font-size: 8.8pt; margin: 4px 0 6px 0; }
table.t th, table.t td { border: 0.7px solid #444; padding: 2px 4px; vertical-align: top; text-align:left; }
table.t th { background:#e8e8e8; }
ol, ul { margin: 2px 0 4px 0; padding-left: 20px; } li { margin-bottom: 2px; }
.small { font-size: 8pt; }
.note { font-family:'DejaVu Sans',sans-serif; font-size:8pt; border:1px dashed #777; padding:4px; margin:6px 0; }
"""

def page(n, body):
    rev = f"""<div class="revblock"><table>
<tr><td><b>REV</b></td><td><b>DATE</b></td><td><b>DESCRIPTION</b></td><td><b>BY</b></td></tr>
<tr><td>1</td><td>2025-12-08</td><td>Initial submission to Planning Board</td><td>DRW</td></tr>
<tr><td>2</td><td>2026-03-16</td><td>Revised per Town Engineer memo of 2026-02-11 (redline)</td><td>DRW</td></tr>
<tr><td colspan="4">Compare: Rev 1 &rarr; Rev 2. <del>Deleted</del> / <ins>Added</ins>. Page {n} of {TOTAL}</td></tr>
</table></div>"""
    hdr = ('<div class="hdr">SWPPP &mdash; Lincolndale Animal Hospital, Town of Somers'
           '<span class="r">REDLINE COMPARISON &mdash; REVISION 2</span></div>')
    return f'<div class="page">{hdr}{body}{rev}</div>'

PAGES = []

# 1 cover
PAGES.append(page(1, """
<div style="height:1.2in"></div>
<p style="text-align:center;font-family:'DejaVu Sans',sans-serif;font-size:11pt">TOWN OF SOMERS PLANNING BOARD &mdash; SITE PLAN APPLICATION</p>
<h1 style="text-align:center;font-size:22pt">Stormwater Pollution Prevention Plan</h1>
<p style="text-align:center;font-size:14pt">Lincolndale Animal Hospital<br>NYS Route 118 (Tomahawk Street), Hamlet of Lincolndale<br>Town of Somers, Westchester County, New York</p>
<p style="text-align:center">Tax Map Section 16.15, Block 2, Lot 41</p>
<div style="height:0.5in"></div>
<p style="text-align:center"><b>Revision 2 &mdash; March 16, 2026</b><br><del>Revision 1 &mdash; December 8, 2025</del></p>
<p style="text-align:center">Prepared for: Tomahawk Veterinary Realty, LLC, 14 Wood Duck Lane, Lincolndale, NY 10540</p>
<p style="text-align:center">Prepared by: Stonebridge Civil Associates, PLLC<br>62 Gleneida Avenue, Carmel, NY 10512 &middot; (845) 555-0148</p>
<div class="note" style="margin-top:0.6in">THIS IS A COMPARISON DOCUMENT. Text shown <del>struck through in red</del> has been deleted from
Revision 1 and is not part of this plan. Text shown <ins>underlined in blue</ins> has been added in Revision 2. A vertical bar in the
left margin marks a changed paragraph. A clean copy of Revision 2 is available from the preparer on request.</div>
"""))

# 2 revision summary
PAGES.append(page(2, """
<h1>Summary of Revisions</h1>
<p>Revision 2 responds to the Town Engineer's review memorandum dated February 11, 2026. Comment numbers refer to that memorandum.</p>
<table class="t">
<tr><th>Cmt</th><th>Town Engineer comment (paraphrased)</th><th>Change in Revision 2</th><th>Section</th></tr>
<tr><td>1</td><td>Disturbed area on the cover letter and the SWPPP disagree.</td><td>Limit of disturbance re-measured; text revised.</td><td>1.2</td></tr>
<tr><td>2</td><td>Soil hydrologic groups do not match the Web Soil Survey.</td><td>Soils table corrected; test pit data added.</td><td>2.2</td></tr>
<tr><td>3</td><td>Sequence does not say when inlet protection goes in.</td><td>Step added.</td><td>3.0</td></tr>
<tr><td>4</td><td>Stabilization time frames exceed the current standard.</td><td>Revised to 14 days / 7 days.</td><td>4.2</td></tr>
<tr><td>5</td><td>Confirm whether an on-site concrete or crushing operation is proposed.</td><td>Paragraph withdrawn pending contractor selection.</td><td>4.5</td></tr>
<tr><td>6</td><td>Sediment trap outlet differs from the Standard detail.</td><td>Deviation identified and justified.</td><td>4.6</td></tr>
<tr><td>7</td><td>Inspection frequency is not acceptable.</td><td>Inspection schedule revised.</td><td>5.1</td></tr>
<tr><td>8</td><td>Maintenance agreement referenced as Appendix F is not attached.</td><td>Reference revised.</td><td>7.3</td></tr>
<tr><td>9</td><td>Contractor certification should use the Chapter 93 wording.</td><td>Form replaced.</td><td>8.2</td></tr>
</table>
<h2>Contents</h2>
<table class="t" style="width:70%">
<tr><td>1.0 Project Description</td><td>3</td></tr>
<tr><td>2.0 Existing Site Conditions and Soils</td><td>4</td></tr>
<tr><td>3.0 Construction Phasing and Sequence</td><td>5</td></tr>
<tr><td>4.0 Erosion and Sediment Control</td><td>6</td></tr>
<tr><td>5.0 Construction Inspection and Maintenance</td><td>9</td></tr>
<tr><td>Drawing SP-1 Erosion Control and Stormwater Plan</td><td>10</td></tr>
<tr><td>6.0 Post-Construction Stormwater Management</td><td>11</td></tr>
<tr><td>7.0 Long-Term Operation and Maintenance</td><td>12</td></tr>
<tr><td>8.0 Certifications</td><td>13</td></tr>
</table>
"""))

# 3 project description
PAGES.append(page(3, """
<h1>1.0 Project Description</h1>
<h3>1.1 Location</h3>
<p>The project site is a 3.86-acre parcel on the east side of NYS Route 118 (Tomahawk Street), approximately 900 feet north of
its intersection with Route 202, in the hamlet of Lincolndale, Town of Somers. The parcel is bounded by Route 118 on the west,
wooded residential lots on the north and east, and a Town-owned drainage parcel on the south. A general location map is included
on Drawing SP-1 (page 10).</p>
<h3>1.2 Scope, type and size of project</h3>
<p class="bar">The applicant proposes a single-story veterinary hospital of 7,400 square feet with a 38-space parking lot, a
gravel-free paved service drive, a refuse enclosure, site lighting, water service from the Lincolndale water district and an
on-site subsurface sewage treatment system. The project is a commercial development under &sect; 93-6A(2)(g). Total land
disturbance is <del>1.72 acres (74,900 sq ft)</del> <ins>1.94 acres (84,500 sq ft)</ins>, and new impervious cover totals
<del>0.71 acre</del> <ins>0.78 acre</ins>.</p>
<p>Because the project disturbs more than one acre and is a listed activity, this SWPPP includes both erosion and sediment
controls and post-construction stormwater management practices designed to the enhanced phosphorus removal standards of the
New York State Stormwater Management Design Manual. Coverage under the NYSDEC SPDES General Permit for Stormwater Discharges
from Construction Activity will be obtained by the owner before any disturbance.</p>
<h3>1.3 Receiving waters</h3>
<p>Site runoff flows to an unnamed tributary of the Muscoot River and thence to the Muscoot Reservoir, part of the New York City
Croton water supply system. <ins>The Muscoot Reservoir lies in the Croton phosphorus TMDL watershed; phosphorus is the pollutant
of concern.</ins></p>
<h3>1.4 Project team</h3>
<table class="t">
<tr><th>Role</th><th>Party</th></tr>
<tr><td>Owner / operator</td><td>Tomahawk Veterinary Realty, LLC &mdash; Dr. Maren Ekholm, Managing Member</td></tr>
<tr><td>SWPPP preparer</td><td>Stonebridge Civil Associates, PLLC &mdash; Daniel R. Whitlock, P.E.</td></tr>
<tr><td>Site contractor</td><td><del>To be determined</del> <ins>Hollow Brook Excavating, Inc.</ins></td></tr>
<tr><td>Qualified inspector</td><td>Stonebridge Civil Associates, PLLC &mdash; Priya Anand, CPESC</td></tr>
</table>
"""))

# 4 site conditions and soils
PAGES.append(page(4, """
<h1>2.0 Existing Site Conditions and Soils</h1>
<h3>2.1 Topography, cover and drainage</h3>
<p>The parcel slopes from east to west toward Route 118 at 3 to 12 percent, with a steeper wooded bank of up to 18 percent along the
east line. About 2.9 acres are second-growth hardwood forest; the remainder is an abandoned nursery field in grass and brush. There
are no wetlands or watercourses on the parcel. Runoff sheet-flows west to a roadside swale on Route 118 that carries it south
to a 24-inch culvert (Design Point DP-1) and into the unnamed tributary noted above.</p>
<h3>2.2 Soils</h3>
<p class="bar">Soils were mapped from the USDA-NRCS Web Soil Survey for Westchester County <ins>and confirmed by four deep test pits
and two falling-head percolation tests on January 14, 2026</ins>. Soil boundaries are plotted on Drawing SP-1.</p>
<table class="t">
<tr><th>Map unit</th><th>Soil name</th><th>Slope</th><th>Hydrologic soil group</th><th>Depth to seasonal high water</th></tr>
<tr><td>ChB</td><td>Charlton fine sandy loam</td><td>3-8%</td><td><del>C</del> <ins>HSG B</ins></td><td>&gt; 6 ft</td></tr>
<tr><td>ChC</td><td>Charlton fine sandy loam</td><td>8-15%</td><td><del>C</del> <ins>HSG B</ins></td><td>&gt; 6 ft</td></tr>
<tr><td>PnB</td><td>Paxton fine sandy loam</td><td>3-8%</td><td>HSG C</td><td>1.5-2.5 ft (perched)</td></tr>
</table>
<p>Charlton soils are deep, well-drained loams formed in glacial till; Paxton soils have a dense fragipan at 20 to 36 inches that
perches water in spring. <ins>Test pits TP-1 and TP-2 in the bioretention footprint found sandy loam to 7.5 ft with no mottling;
the measured infiltration rate was 1.9 in/hr.</ins></p>
<h3>2.3 Existing stormwater runoff data</h3>
<p class="bar">No stream gauge or water quality sampling data exist for the tributary. <del>Existing peak flows were estimated using
the Rational Method.</del> <ins>Existing runoff was modelled with TR-55/TR-20 methods in HydroCAD; the existing condition
produces 2.31 cfs at DP-1 in the 1-year storm and 7.86 cfs in the 10-year storm (see Section 6.3).</ins></p>
"""))

# 5 sequence
PAGES.append(page(5, """
<h1>3.0 Construction Phasing and Sequence</h1>
<p>The work will be performed in a single phase. The total disturbance of 1.94 acres is less than the five-acre limit of the
New York State Standards and Specifications for Erosion and Sediment Control, so no more than five acres will be disturbed at one time.
The sequence of operations is:</p>
<ol>
<li>Hold a pre-construction meeting with the Town Engineer, the qualified inspector and the site contractor. Post the SWPPP and permit documents at the site.</li>
<li>Stake the limit of disturbance and install orange construction fence along it and around trees to be saved.</li>
<li>Install the stabilized construction entrance at the Route 118 driveway location.</li>
<li>Install perimeter silt fence and the temporary diversion swale along the east (upslope) side of the work area.</li>
<li><ins>Install inlet protection on the existing Route 118 catch basin at DP-1 before any clearing.</ins></li>
<li>Clear and grub the building, parking and septic areas. Chip brush on site; haul stumps off site.</li>
<li>Strip topsoil and stockpile it at the location shown on SP-1; surround the stockpile with silt fence and seed it.</li>
<li>Excavate and grade temporary sediment trap ST-1 at the low point and stabilize its embankment.</li>
<li>Rough grade the building pad and parking area. Do not excavate the bioretention area below 1 ft above final grade until the site is stabilized.</li>
<li>Install water service, the sewage treatment system, storm drains and the subsurface chambers; protect new inlets with inlet protection.</li>
<li>Construct the building foundation and building.</li>
<li>Place parking lot subbase and binder course; seed or stabilize graded areas as each is completed.</li>
<li>When the contributing drainage area is stabilized, remove ST-1, excavate the bioretention area to final grade, and install its soil media and plantings.</li>
<li>Place top course, restore topsoil, seed and mulch all remaining areas.</li>
<li>After 80 percent uniform perennial cover is established, remove silt fence and temporary controls with the inspector's approval and file the Notice of Termination.</li>
</ol>
<p>Expected duration: April 2026 through December 2026.</p>
"""))

# 6 minimum practices and stabilization
PAGES.append(page(6, """
<h1>4.0 Erosion and Sediment Control</h1>
<h3>4.1 Minimum practices for each construction activity</h3>
<table class="t">
<tr><th>Construction activity</th><th>Minimum practices</th><th>Initial placement</th><th>Minimum time in place</th></tr>
<tr><td>Site access</td><td>Stabilized construction entrance</td><td>Before any other disturbance</td><td>Until the driveway binder course is placed</td></tr>
<tr><td>Clearing and grubbing</td><td>Silt fence, diversion swale, tree protection, inlet protection</td><td>Before clearing begins</td><td>Until upslope areas are stabilized with 80% cover</td></tr>
<tr><td>Topsoil stockpiling</td><td>Perimeter silt fence, temporary seeding</td><td>When the stockpile is formed</td><td>Until the stockpile is removed</td></tr>
<tr><td>Mass grading</td><td>Sediment trap ST-1, check dams in swale</td><td>Before rough grading</td><td>Until the drainage area to ST-1 is stabilized</td></tr>
<tr><td>Utility trenching</td><td>Spoil on uphill side, trench dewatering to a filter bag</td><td>During each trench run</td><td>Until backfilled and seeded</td></tr>
<tr><td>Paving and building</td><td>Inlet protection on new structures, dust control</td><td>When each structure is set</td><td>Until the pavement top course is placed</td></tr>
<tr><td>Final grading</td><td>Topsoil, seed and mulch; erosion control blanket on slopes over 3:1</td><td>Within 14 days of final grade</td><td>Permanent</td></tr>
</table>
<h3>4.2 Temporary and permanent soil stabilization</h3>
<p class="bar">Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (November 2016).
Where soil disturbance has temporarily or permanently ceased, stabilization measures will be initiated by the end of the next
business day and completed within <del>21 days</del> <ins>fourteen (14) days</ins> from the date the activity ceased<ins>; because
the site discharges to a phosphorus TMDL watershed, this period is shortened to seven (7) days</ins>.</p>
<ul>
<li><b>Temporary stabilization:</b> annual ryegrass at 40 lb/acre, or winter rye at 100 lb/acre after September 15, with straw mulch at 2 tons/acre; on stockpiles and areas idle longer than the period above.</li>
<li><b>Winter stabilization:</b> areas disturbed after November 15 receive mulch at double rate and anchoring; no frozen soil will be left without cover.</li>
<li><b>Permanent stabilization:</b> 4 inches of topsoil with a perennial mix of Kentucky bluegrass, creeping red fescue and perennial ryegrass at 100 lb/acre; slopes steeper than 3:1 receive a biodegradable erosion control blanket.</li>
<li><b>Final stabilization</b> is reached when all disturbed areas have a uniform perennial vegetative cover of 80 percent density or are covered by pavement or structures.</li>
</ul>
"""))

# 7 details
PAGES.append(page(7, """
<h3>4.3 Erosion and sediment control practice details</h3>
<p>Dimensions, materials, installation and maintenance of each practice are given below. Standard details from the New York State
Standards and Specifications are reproduced on the plan set; the essentials are repeated here so that the SWPPP stands alone.</p>
<table class="t">
<tr><th>Practice</th><th>Dimensions and materials</th><th>Installation</th><th>Operation and maintenance</th></tr>
<tr><td>Stabilized construction entrance (SCE)</td><td>50 ft long x 24 ft wide x 6 in deep; 1 to 4 in crushed stone over woven geotextile</td><td>Graded to drain back to the site; mountable berm at the road edge</td><td>Top-dress with stone when voids fill; sweep Route 118 daily if tracking occurs</td></tr>
<tr><td>Silt fence (SF)</td><td>36 in woven geotextile on 2 in hardwood stakes at 8 ft on center; 24 in above grade</td><td>Toe trenched 6 in x 6 in and backfilled; ends turned upslope</td><td>Remove sediment at half height; replace torn fabric within 24 hours</td></tr>
<tr><td>Temporary diversion swale (DS-1)</td><td>Parabolic, 1.5 ft deep, 8 ft top width, 3:1 side slopes, 1% min grade; lined with erosion control blanket</td><td>Built before clearing below it; outlets to a stone apron at the trap</td><td>Repair breaches and remove sediment after each storm</td></tr>
<tr><td>Stone check dams (CD)</td><td>2 ft high, 2 to 3 in stone, center 6 in lower than ends</td><td>Spaced so toe of upper dam equals crest of lower</td><td>Remove sediment at half height</td></tr>
<tr><td>Temporary sediment trap ST-1</td><td>Drainage area 1.6 ac; required storage 3,600 cu ft/ac = 5,760 cu ft; provided 6,100 cu ft; 3 ft deep, 2:1 L:W, 2:1 side slopes</td><td>Stone outlet 4 ft long of 4 to 8 in riprap faced with 1 ft of No. 57 stone</td><td>Clean out when sediment reaches half the wet storage depth</td></tr>
<tr><td>Inlet protection (IP)</td><td>Geotextile drop-inlet sack or stone-and-block type per detail</td><td>Installed as each inlet is set</td><td>Empty sack when half full; inspect after each rain</td></tr>
<tr><td>Dewatering filter bag</td><td>15 ft x 15 ft non-woven bag on a stone pad</td><td>Discharge hose clamped in the bag neck</td><td>Replace when 3/4 full</td></tr>
</table>
<p>The locations, sizes and lengths of these practices are shown on Drawing SP-1 (page 10): 1,140 linear feet of silt fence,
one construction entrance, 310 linear feet of diversion swale DS-1, four check dams, one sediment trap and six inlet protection
devices.</p>
"""))

# 8 pollution prevention, industrial (struck), deviations
PAGES.append(page(8, """
<h3>4.4 Pollution prevention: litter, chemicals and debris</h3>
<ul>
<li>Covered dumpsters will be kept at the staging area and emptied weekly; the site will be policed for litter at the end of each work day.</li>
<li>Fuel, oil, paint and other construction chemicals will be stored in their original containers inside a locked storage trailer with secondary containment; refuelling takes place only at the staging area, at least 100 feet from any drainage inlet.</li>
<li>A spill kit with absorbent, booms and bags will be kept in the trailer and on each fuel truck; spills over 5 gallons are reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours.</li>
<li>Concrete trucks wash out only in a lined washout pit marked on SP-1; hardened waste is broken up and removed.</li>
<li>Demolition and construction debris is removed from the site at least weekly; no burial of debris is permitted.</li>
<li>Sanitary facilities are kept at least 50 feet from inlets and staked against tipping.</li>
</ul>
<h3>4.5 Stormwater discharges from industrial activity</h3>
<p class="bar"><del>There are no stormwater discharges associated with industrial activity other than construction at this site.
No asphalt plant, concrete batch plant or rock crushing operation will be located on the construction site.</del></p>
<p class="small"><ins>[Paragraph withdrawn in Revision 2 &mdash; see Summary of Revisions, comment 5.]</ins></p>
<h3>4.6 Elements not in conformance with the Standards and Specifications</h3>
<p class="bar"><del>None. All erosion and sediment control practices conform to the New York State Standards and Specifications.</del>
<ins>One element departs from the Standards and Specifications. The outlet of sediment trap ST-1 is a 4-ft stone weir set 1 ft
below the embankment crest instead of the standard perforated riser, because the shallow ledge found in TP-3 prevents the riser
excavation. The stone outlet provides the same wet and dry storage volumes (6,100 cu ft total, exceeding the 3,600 cu ft per
acre standard) and a lower outflow velocity than the riser detail, so it is equivalent to the standard practice.</ins> All
other practices conform to the Standards and Specifications.</p>
<h3>4.7 Construction and waste materials stored on site</h3>
<p>Materials expected on site are crushed stone, pipe, precast structures, lumber, bagged cement and mortar, asphalt emulsion,
fuel and lubricants. Bulk materials are stored at the staging area on the level parking area inside the silt fence; bagged
and liquid materials are kept in the storage trailer.</p>
"""))

# 9 inspection
PAGES.append(page(9, """
<h1>5.0 Construction Inspection and Maintenance</h1>
<h3>5.1 Inspection schedule</h3>
<p class="bar">The contractor, Hollow Brook Excavating, Inc., is responsible for installing, constructing, repairing and maintaining
all erosion and sediment control practices. The qualified inspector will inspect the practices
<del>once a month and after major storms</del> <ins>at least once every seven (7) calendar days and within 24 hours of the end of
any storm producing 0.5 inch of rain or more</ins>, in accordance with the New York State Standards and Specifications.
<ins>The contractor's trained site supervisor will also check the construction entrance, silt fence and inlet protection at the end of each work day.</ins></p>
<table class="t">
<tr><th>Who</th><th>What</th><th>When</th></tr>
<tr><td>Qualified inspector (P. Anand, CPESC)</td><td>All E&amp;SC practices, disturbed areas, discharge point DP-1; written report</td><td><del>Monthly</del> <ins>Every 7 days and within 24 hours after 0.5 in rain</ins></td></tr>
<tr><td>Contractor's site supervisor</td><td>Entrance, silt fence, inlet protection, stockpile cover</td><td><ins>Daily (end of work day)</ins></td></tr>
<tr><td>Contractor</td><td>Repairs and sediment removal found in inspections</td><td>Within 1 business day of the report</td></tr>
</table>
<p>If soil disturbance is suspended and the site is temporarily stabilized, the inspector may reduce inspections to once every 30 days with the Town Engineer's written approval.</p>
<h3>5.2 Records</h3>
<p>Inspection reports are signed by the qualified inspector, kept in the site logbook with a copy of this SWPPP, and provided to the
owner and the Town Engineer within one business day. Corrective actions are recorded and dated.</p>
<h3>5.3 Maintenance</h3>
<p>Maintenance of each practice follows the operation and maintenance column of the table in Section 4.3. Sediment removed from
controls is spread on stabilized areas on site upslope of controls, or hauled off site.</p>
"""))

# 10 site plan (SVG)
svg = """
<svg width="7.1in" height="7.1in" viewBox="0 0 710 710" xmlns="http://www.w3.org/2000/svg" style="border:1px solid #000;font-family:'DejaVu Sans',sans-serif">
<rect x="5" y="5" width="700" height="700" fill="none" stroke="#000"/>
<!-- road -->
<rect x="20" y="20" width="55" height="560" fill="#eee" stroke="#000"/>
<text x="52" y="300" font-size="11" transform="rotate(-90 52 300)" text-anchor="middle">NYS ROUTE 118 (TOMAHAWK STREET)</text>
<!-- property line -->
<polygon points="80,40 560,30 600,560 90,575" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="14,4,3,4"/>
<text x="330" y="48" font-size="9" text-anchor="middle">PROPERTY LINE (3.86 AC TOTAL SITE AREA)</text>
<!-- woods -->
<path d="M440,40 C470,120 470,200 520,260 L590,300 L560,32 Z" fill="#dfeedd" stroke="#4a7"/>
<text x="520" y="110" font-size="9" fill="#275">EXISTING WOODS</text><text x="520" y="122" font-size="9" fill="#275">TO REMAIN</text>
<!-- contours -->
<path d="M150,40 C170,200 160,400 170,575" fill="none" stroke="#999"/><text x="150" y="70" font-size="8" fill="#777">EX 452</text>
<path d="M260,35 C280,200 270,400 290,570" fill="none" stroke="#999"/><text x="262" y="70" font-size="8" fill="#777">EX 458</text>
<path d="M370,33 C390,200 380,400 400,565" fill="none" stroke="#999"/><text x="372" y="70" font-size="8" fill="#777">EX 466</text>
<!-- soil boundary -->
<path d="M90,420 C200,400 330,440 600,430" fill="none" stroke="#a50" stroke-width="1.5" stroke-dasharray="2,3"/>
<text x="300" y="415" font-size="9" fill="#a50">ChB (HSG B)</text><text x="300" y="455" font-size="9" fill="#a50">PnB (HSG C)</text>
<path d="M420,40 C430,150 440,300 600,330" fill="none" stroke="#a50" stroke-width="1.5" stroke-dasharray="2,3"/>
<text x="470" y="200" font-size="9" fill="#a50">ChC (HSG B)</text>
<!-- limit of disturbance -->
<polygon points="95,90 430,80 455,400 100,410" fill="none" stroke="#c00" stroke-width="2" stroke-dasharray="8,4"/>
<text x="270" y="96" font-size="9" fill="#c00" text-anchor="middle">LIMIT OF DISTURBANCE 1.94 AC</text>
<!-- building, parking -->
<rect x="250" y="150" width="120" height="80" fill="#ccc" stroke="#000"/><text x="310" y="192" font-size="10" text-anchor="middle">PROP. HOSPITAL</text><text x="310" y="205" font-size="8" text-anchor="middle">FFE 461.0</text>
<rect x="120" y="130" width="110" height="200" fill="#f4f4f4" stroke="#000"/><text x="175" y="235" font-size="9" text-anchor="middle">38-SPACE PARKING</text>
<rect x="75" y="210" width="45" height="28" fill="#bbb" stroke="#000"/><text x="97" y="256" font-size="7" text-anchor="middle">SCE 50'x24'</text>
<!-- silt fence -->
<polyline points="100,415 455,405" fill="none" stroke="#000" stroke-width="2"/><text x="280" y="400" font-size="8">SF (TYP) 1,140 LF TOTAL</text>
<!-- diversion -->
<polyline points="430,85 450,300 440,390" fill="none" stroke="#05a" stroke-width="2.5" stroke-dasharray="10,3"/><text x="458" y="360" font-size="8" fill="#05a">DS-1 310 LF</text>
<!-- sediment trap -->
<ellipse cx="160" cy="375" rx="38" ry="22" fill="none" stroke="#05a" stroke-width="2"/><text x="160" y="378" font-size="8" text-anchor="middle" fill="#05a">ST-1 6,100 CF</text>
<!-- bioretention -->
<rect x="230" y="300" width="110" height="60" fill="#e7f3e7" stroke="#070" stroke-width="2"/><text x="285" y="326" font-size="8" text-anchor="middle">BIORETENTION BR-1</text><text x="285" y="338" font-size="7" text-anchor="middle">2,350 SF, 110' x 21'</text>
<rect x="355" y="255" width="70" height="35" fill="none" stroke="#070" stroke-width="2" stroke-dasharray="3,2"/><text x="390" y="270" font-size="7" text-anchor="middle">UG CHAMBERS</text><text x="390" y="280" font-size="7" text-anchor="middle">UC-1 (30 UNITS)</text>
<!-- stockpile, staging -->
<circle cx="395" cy="130" r="20" fill="none" stroke="#000"/><text x="395" y="133" font-size="7" text-anchor="middle">STOCKPILE</text>
<rect x="130" y="90" width="80" height="30" fill="none" stroke="#000" stroke-dasharray="2,2"/><text x="170" y="108" font-size="7" text-anchor="middle">STAGING / WASHOUT</text>
<!-- discharge -->
<circle cx="45" cy="520" r="7" fill="#000"/><text x="60" y="535" font-size="9">DP-1 (EX. 24" CULVERT)</text>
<path d="M300,560 L70,520" stroke="#05a" stroke-width="1" marker-end="none" stroke-dasharray="1,3"/>
<text x="300" y="595" font-size="8">FLOW TO UNNAMED TRIB. OF MUSCOOT RIVER</text>
<!-- location map -->
<rect x="560" y="560" width="140" height="140" fill="#fff" stroke="#000"/>
<text x="630" y="575" font-size="8" text-anchor="middle">LOCATION MAP 1"=2000'</text>
<path d="M580,690 L690,600" stroke="#000"/><text x="600" y="660" font-size="7">RT 118</text>
<path d="M565,640 L700,650" stroke="#000"/><text x="640" y="640" font-size="7">RT 202</text>
<circle cx="640" cy="618" r="5" fill="#c00"/><text x="648" y="614" font-size="7">SITE</text>
<!-- north arrow/scale -->
<text x="40" y="640" font-size="9">SCALE: 1" = 40'</text><line x1="40" y1="648" x2="150" y2="648" stroke="#000" stroke-width="2"/>
<text x="40" y="668" font-size="9">EXISTING SLOPES 3-12%, 18% AT EAST BANK; PROPOSED SLOPES 2% PAVED, 3:1 MAX GRASSED</text>
</svg>"""
PAGES.append(page(10, f"""
<h2 style="margin-top:0">Drawing SP-1 &mdash; Erosion Control and Stormwater Plan (reduced)</h2>
{svg}
<p class="small" style="width:3.6in">LEGEND: red dashed = limit of disturbance; heavy line = silt fence; blue dashed = diversion swale; brown dotted = soil boundary;
green = post-construction practice. No material, waste, borrow or equipment storage areas are located on adjacent properties.
No wetlands or surface waters on site. Original plotted at 24 x 36 in.</p>
"""))

# 11 post construction
PAGES.append(page(11, """
<h1>6.0 Post-Construction Stormwater Management</h1>
<h3>6.1 Practices</h3>
<p><b>Bioretention area BR-1</b> (Design Manual practice F-5) treats runoff from the parking lot and service drive: a 2,350 sq ft
planted basin, 110 ft by 21 ft at the bottom, with 6 inches of ponding, 2.5 ft of filter media, a 12-inch stone reservoir and a
6-inch perforated underdrain, and an overflow riser to the storm drain. <b>Underground infiltration chambers UC-1</b> (30 plastic
arch chambers in a 36 ft x 52 ft stone bed) receive roof runoff and the overflow from BR-1 and infiltrate it into the Charlton
sandy loam.</p>
<h3>6.2 Sizing criteria</h3>
<table class="t">
<tr><th>Criterion</th><th>Calculation</th><th>Required</th><th>Provided</th></tr>
<tr><td>Water quality volume (WQv), enhanced phosphorus</td><td>1-yr, 24-hr rainfall P = 2.8 in; Rv = 0.05 + 0.009(I) with I = 40%, Rv = 0.41; A = 1.94 ac; WQv = P Rv A / 12</td><td>0.186 ac-ft (8,090 cu ft)</td><td>8,450 cu ft (BR-1 5,300 + UC-1 3,150)</td></tr>
<tr><td>Runoff reduction volume (RRv)</td><td>Minimum RRv = S x Aic x WQv factor, S = 0.40 for HSG B</td><td>2,620 cu ft</td><td>3,150 cu ft infiltrated in UC-1</td></tr>
<tr><td>Channel protection (Cpv)</td><td>24-hr extended detention of 1-yr runoff</td><td>2,710 cu ft</td><td>Provided in UC-1 by infiltration</td></tr>
<tr><td>Overbank flood (Qp), 10-yr</td><td>Post &le; pre peak at DP-1</td><td>&le; 7.86 cfs</td><td>7.41 cfs</td></tr>
<tr><td>Extreme flood (Qf), 100-yr</td><td>Safe passage; post &le; pre</td><td>&le; 14.92 cfs</td><td>14.60 cfs</td></tr>
</table>
<p>No deviations from the Design Manual are proposed and no criteria are waived under the redevelopment or waiver provisions.</p>
<h3>6.3 Hydrologic and hydraulic analysis</h3>
<p>HydroCAD 10.2 (SCS TR-20, Type III 24-hour storms, NOAA Atlas 14 depths) modelled the existing and proposed conditions to DP-1.
The BR-1 overflow riser (24-in diameter, crest 458.5) and the UC-1 outlet (6-in orifice at 455.2) were routed for each storm.</p>
<table class="t">
<tr><th>Storm (24-hr)</th><th>Rain (in)</th><th>Existing peak at DP-1 (cfs)</th><th>Proposed peak at DP-1 (cfs)</th><th>BR-1 peak elevation</th></tr>
<tr><td>1-year</td><td>2.8</td><td>2.31</td><td>1.02</td><td>457.9</td></tr>
<tr><td>10-year</td><td>4.9</td><td>7.86</td><td>7.41</td><td>458.8</td></tr>
<tr><td>100-year</td><td>8.9</td><td>14.92</td><td>14.60</td><td>459.4 (0.6 ft freeboard)</td></tr>
</table>
<h3>6.4 Dimensions, materials and installation</h3>
<p><b>BR-1:</b> filter media 50% sand, 30% topsoil, 20% compost; 12 in of No. 57 stone; 6-in HDPE perforated underdrain at 0.5%;
native shrubs and perennials at 18 in on center. Installed only after the drainage area is stabilized, excavated with tracked
equipment from outside the footprint to avoid compaction. <b>UC-1:</b> 30 chambers, each 51 in wide by 30 in high by 85 in long,
on 9 in of 1.5-in clean stone wrapped in non-woven geotextile; inspection ports at each end row.</p>
"""))

# 12 O&M
PAGES.append(page(12, """
<h1>7.0 Long-Term Operation and Maintenance</h1>
<h3>7.1 Responsible entity</h3>
<p>Tomahawk Veterinary Realty, LLC, and its successors as owners of the parcel are responsible for the long-term operation and
maintenance of BR-1, UC-1 and the storm drain system.</p>
<h3>7.2 Inspection and maintenance schedule</h3>
<table class="t">
<tr><th>Practice</th><th>Inspection</th><th>Maintenance action</th></tr>
<tr><td>Bioretention BR-1</td><td>Monthly in the first growing season, then quarterly and after storms over 1 inch</td><td>Remove trash and sediment; replace dead plants; re-mulch annually; if ponding lasts more than 48 hours, scarify or replace the top 3 in of media</td></tr>
<tr><td>Chambers UC-1</td><td>Twice a year through the inspection ports</td><td>Vacuum sediment when 3 in deep in the isolator row</td></tr>
<tr><td>Catch basins and pipes</td><td>Twice a year</td><td>Clean sumps when half full; repair grates</td></tr>
<tr><td>Pavement</td><td>Spring</td><td>Sweep parking lot each spring and fall</td></tr>
</table>
<p>Inspection records will be kept by the owner for five years and made available to the Town on request.</p>
<h3>7.3 Maintenance easement and agreement</h3>
<p class="bar">A 20-foot-wide stormwater maintenance easement in favor of the Town of Somers covers BR-1, UC-1 and the access from
the parking lot. The easement is shown on the site plan, will be recorded in the Westchester County Clerk's office with the
approved plan, and remains in effect on transfer of title to the property.</p>
<p class="bar"><del>The Stormwater Management Facilities Maintenance Agreement executed by the owner is attached as Appendix F.</del>
<ins>The owner will enter into a Stormwater Management Facilities Maintenance Agreement with the Town in accordance with &sect; 93-8.
The agreement will be submitted to the Town Attorney under separate cover prior to the signing of the site plan.</ins></p>
"""))

# 13 certifications
PAGES.append(page(13, """
<h1>8.0 Certifications</h1>
<h3>8.1 Preparer's certification</h3>
<p>I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and that the
design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers.</p>
<p>Signed: <i>/s/ Daniel R. Whitlock</i> &nbsp;&nbsp; Daniel R. Whitlock, P.E., NYS License No. 091874 &nbsp;&nbsp; Date: <del>12/08/2025</del> <ins>03/16/2026</ins><br>
Stonebridge Civil Associates, PLLC (seal affixed on original)</p>
<h3>8.2 Contractor's certification</h3>
<p class="bar"><del>"I certify that I understand and agree to comply with the SWPPP."</del>
<ins>"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution
Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and
sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a
violation of water quality standards."</ins></p>
<table class="t">
<tr><td style="width:30%">Name and title</td><td>Thomas J. Varga, President</td></tr>
<tr><td>Contracting firm</td><td>Hollow Brook Excavating, Inc.</td></tr>
<tr><td>Firm address and telephone</td><td>315 Old Croton Turnpike, Somers, NY 10589 &middot; (914) 555-0172</td></tr>
<tr><td>Site</td><td>Lincolndale Animal Hospital, NYS Route 118, Lincolndale (Tax Map 16.15-2-41)</td></tr>
<tr><td>Responsibility</td><td>Installation and maintenance of all erosion and sediment controls and post-construction practices</td></tr>
<tr><td>Signature and date</td><td><i>/s/ Thomas J. Varga</i> &nbsp; March 12, 2026</td></tr>
</table>
<p class="small">This certification becomes part of the SWPPP. Each subcontractor responsible for soil disturbance or practice installation shall sign a copy before starting work.</p>
"""))

assert len(PAGES) == TOTAL
HTML = f"<!doctype html><html><head><meta charset='utf-8'><style>{CSS}</style></head><body>{''.join(PAGES)}</body></html>"

S = "93-6A(1)"
EVID = {
 "93-6A(1)(a)": ([3], "The project is a commercial development under § 93-6A(2)(g)."),
 "93-6A(1)(b)": ([10], "LOCATION MAP 1\"=2000'"),
 "93-6A(1)(c)": ([4], "Charlton fine sandy loam"),
 "93-6A(1)(d)": ([5], "The sequence of operations is:"),
 "93-6A(1)(e)": ([8], "Covered dumpsters will be kept at the staging area and emptied weekly"),
 "93-6A(1)(f)": ([6], "stabilization measures will be initiated by the end of the next business day"),
 "93-6A(1)(g)": ([10], "SF (TYP) 1,140 LF TOTAL"),
 "93-6A(1)(h)": ([7], "Dimensions, materials, installation and maintenance of each practice are given below."),
 "93-6A(1)(j)": ([6], "Minimum practices for each construction activity"),
 "93-6A(1)(k)": ([9], "at least once every seven (7) calendar days"),
 "93-6A(1)(l)": ([8], "One element departs from the Standards and Specifications."),
 "93-6A(3)(b)": ([11], "Bioretention area BR-1"),
 "93-6A(3)(c)": ([10], "BIORETENTION BR-1"),
 "93-6A(3)(d)": ([11], "HydroCAD 10.2 (SCS TR-20, Type III 24-hour storms, NOAA Atlas 14 depths)"),
 "93-6A(3)(e)": ([11], "WQv = P Rv A / 12"),
 "93-6A(3)(f)": ([11], "filter media 50% sand, 30% topsoil, 20% compost"),
 "93-6A(3)(g)": ([12], "are responsible for the long-term operation and maintenance of BR-1, UC-1"),
 "93-6A(3)(h)": ([12], "remains in effect on transfer of title to the property"),
 "93-6B": ([13], "Daniel R. Whitlock, P.E., NYS License No. 091874"),
 "93-6D": ([13], "has received a minimum of four hours of acceptable training in erosion and"),
}
GAPS = {
 "93-6A(1)(i)": "only struck-out text (p. 8, Section 4.5): the 'no industrial discharges / no asphalt or concrete plant' statement is deleted in the redline and nothing replaces it; the plan now neither describes nor disclaims such discharges, and the revision summary (p. 2, comment 5) says an on-site concrete or crushing operation is undecided",
 "93-6A(3)(i)": "deferred (p. 12, Section 7.3): the Rev 1 pointer to an attached agreement (Appendix F, not bound) is struck and replaced by 'will be submitted ... under separate cover prior to the signing of the site plan'; no binding terms stated",
}
HEADINGS = [(3, "1.0 Project Description"), (4, "2.2 Soils"), (5, "3.0 Construction Phasing and Sequence"),
            (9, "5.1 Inspection schedule"), (11, "6.0 Post-Construction Stormwater Management"), (13, "8.0 Certifications")]


def build(outdir, work, ids):
    pdf = f"{outdir}/pdf/{NAME}.pdf"
    html_to_pdf(HTML, pdf, work)
    items = {}
    for i in ids:
        items[i] = "missing" if i in GAPS else "present"
    ev = {k: {"pages": v[0], "quote": v[1]} for k, v in EVID.items()}
    lab = {
        "checklist": "somers-ch93",
        "style": "Revised SWPPP shown as a redline comparison (Rev. 1 to Rev. 2): struck-through deletions and underlined insertions, revision block on every page, summary of revisions keyed to the Town Engineer's memo",
        "producer": "Chromium headless print to PDF from HTML/CSS (<del>/<ins> styled line-through/underline, inline SVG drawing)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.94, "project_type": "commercial development (veterinary hospital, 38-space parking lot)",
                  "single_family": False, "impaired_water": True},
        "items": items, "evidence": ev, "gaps": GAPS, "image_only_pages": [],
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": ("Redline: deleted text remains in the text layer and must not be read as plan content. Struck passages by page: "
                  "p.1 (Rev 1 date line); p.3 (old disturbed area 1.72 ac and 0.71 ac impervious; 'To be determined' contractor); "
                  "p.4 (HSG 'C' for ChB and ChC, replaced by HSG B; Rational Method sentence, replaced by HydroCAD data); "
                  "p.6 ('21 days', replaced by fourteen/seven days); p.8 (Section 4.5 industrial-activity 'none' statement, deleted with no "
                  "replacement -> 93-6A(1)(i) missing; Section 4.6 'None.' replaced by an identified deviation -> 93-6A(1)(l) present through the "
                  "inserted text); p.9 ('once a month and after major storms' and 'Monthly', replaced by 7-day / 24-hour schedule -> 93-6A(1)(k) present "
                  "through inserted text); p.12 (Appendix F agreement sentence, replaced by an under-separate-cover deferral -> 93-6A(3)(i) missing); "
                  "p.13 (old short contractor statement and old date, replaced by the Chapter 93 statement with the four-hour training clause). "
                  "1.94 ac disturbed, commercial development (93-6A(2)(g)) so post-construction items apply. Muscoot Reservoir phosphorus TMDL stated by the plan. "
                  "Drawing SP-1 is bound as page 10 (reduced; scale note 1 in = 40 ft), with location map, soils boundaries, LOD, practices and DP-1."),
        "_headings": HEADINGS,
    }
    return NAME, pdf, lab, TOTAL
