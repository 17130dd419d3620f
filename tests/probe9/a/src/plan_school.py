"""p9a_somers_csd_middle_school_report: Somers Central School District capital-project design report with the
SWPPP as Part 4-7, legal outline numbering and cross-references. Body by Chromium (letter), printed 2-up on
11x17 sheets (booklet printout); cover letter-size; two 11x17 figures by reportlab."""
import io
from pathlib import Path
from reportlab.pdfgen import canvas
from reportlab.lib.units import inch
from pypdf import PdfReader, PdfWriter
from common import TABLOID_L, chromium_pdf, two_up, bind

NAME = 'p9a_somers_csd_middle_school_report'

COVER = r'''<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: 8.5in 11in; margin: 1in; } body { font-family: "DejaVu Sans", sans-serif; text-align:center; }
h1 { font-size: 19pt; margin-top: 1.1in; } p { font-size: 11pt; line-height: 1.5; }
</style></head><body>
<p style="font-size:12pt; letter-spacing:2px">SOMERS CENTRAL SCHOOL DISTRICT</p>
<h1>2025 CAPITAL IMPROVEMENT PROJECT<br>PHASE II - SOMERS MIDDLE SCHOOL<br>ATHLETIC FIELD AND PARKING RECONSTRUCTION</h1>
<p><b>DESIGN DEVELOPMENT REPORT</b><br>including the Stormwater Pollution Prevention Plan (Parts 4 to 7)</p>
<p>Somers Middle School, 250 Route 202, Somers, New York 10589<br>Town of Somers, Westchester County</p>
<p>NYSED Project Control No. 66-22-01-03-0-004-021</p>
<p style="margin-top:0.8in">Prepared for the Board of Education, Somers Central School District<br>by<br>
Brightwater Campus Design Partners, DPC<br>Architects - Civil and Site Engineers<br>300 Westage Business Center Drive, Fishkill, NY 12524 - (845) 555-0146</p>
<p style="margin-top:0.5in">Issued for Town of Somers Planning Board review - April 6, 2026</p>
</body></html>'''

BODY = r'''<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: 8.5in 11in; margin: 0.85in 0.9in 0.9in 0.9in; }
body { font-family: "Liberation Serif", "DejaVu Serif", serif; font-size: 10.5pt; line-height: 1.3; }
h1 { font-family: "Liberation Sans", sans-serif; font-size: 12.5pt; margin: 14pt 0 6pt; text-transform: uppercase; }
h2 { font-family: "Liberation Sans", sans-serif; font-size: 10.8pt; margin: 9pt 0 3pt; }
p { margin: 3pt 0 4pt; text-align: left; }
p.a { margin-left: 0.3in; } p.i { margin-left: 0.6in; }
table { border-collapse: collapse; width: 100%; font-size: 9pt; margin: 4pt 0 7pt; }
td, th { border: 1px solid #333; padding: 2pt 3pt; vertical-align: top; text-align: left; }
th { background: #eee; }
.toc td { border: none; padding: 1pt 3pt; }
.newpart { page-break-before: always; }
h1, h2 { break-after: avoid; }
</style></head><body>
<h1>Table of Contents</h1>
<table class="toc">
<tr><td>Part 1</td><td>General</td><td>1</td></tr>
<tr><td>Part 2</td><td>Site Description</td><td>2</td></tr>
<tr><td>Part 3</td><td>Site and Athletic Program</td><td>2</td></tr>
<tr><td>Part 4</td><td>Stormwater Pollution Prevention Plan - Construction Phase</td><td>4</td></tr>
<tr><td>&nbsp;&nbsp;4.1</td><td>Applicability</td><td>4</td></tr>
<tr><td>&nbsp;&nbsp;4.2</td><td>Erosion and Sediment Control</td><td>4</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;4.2.1</td><td>Construction Phasing and Sequence</td><td>4</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;4.2.2</td><td>Soil Stabilization</td><td>4</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;4.2.3</td><td>Practices, Locations and Sizes</td><td>5</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;4.2.4</td><td>Dimensions, Materials, Installation and Maintenance</td><td>5</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;4.2.5</td><td>Schedule of Placement and Minimum Time in Place</td><td>6</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;4.2.6</td><td>Inspection Schedule</td><td>6</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;4.2.7</td><td>Deviations from the NYS Standards and Specifications</td><td>6</td></tr>
<tr><td>&nbsp;&nbsp;4.3</td><td>Pollution Prevention</td><td>6</td></tr>
<tr><td>&nbsp;&nbsp;4.4</td><td>Industrial Stormwater Discharges</td><td>6</td></tr>
<tr><td>&nbsp;&nbsp;4.5</td><td>Site Maps</td><td>6</td></tr>
<tr><td>Part 5</td><td>Post-Construction Stormwater Management</td><td>7</td></tr>
<tr><td>Part 6</td><td>Operation and Maintenance</td><td>9</td></tr>
<tr><td>Part 7</td><td>Certifications</td><td>9</td></tr>
<tr><td>Part 8</td><td>Cost and Schedule</td><td>10</td></tr>
<tr><td>Figures</td><td>Figure 2-1 Existing Conditions, Soils and Location Map; Figure 4-1 Erosion Control and Stormwater Management Plan (bound at the back, 11 x 17)</td><td></td></tr>
</table>

<h1 class="newpart">Part 1 - General</h1>
<h2>1.1 Purpose.</h2>
<p>1.1.1 This report records the design development of Phase II of the District's 2025 Capital Improvement Project, approved by the voters on December 10, 2024. It is submitted (a) to the New York State Education Department, Office of Facilities Planning, with the Phase II construction documents, and (b) to the Town of Somers Planning Board, as the District's Stormwater Pollution Prevention Plan under Chapter 93 of the Town Code (see Part 4 to Part 7).</p>
<p>1.1.2 Parts 4 to 7 together form the SWPPP. Where a paragraph of Parts 4 to 7 refers to another paragraph, the reference is to this report.</p>
<h2>1.2 Project team.</h2>
<p class="a">(a) Owner: Somers Central School District, 250 Route 202, Somers, NY 10589; Assistant Superintendent for Business, (914) 555-0120.</p>
<p class="a">(b) Architect and civil/site engineer: Brightwater Campus Design Partners, DPC (see 7.1).</p>
<p class="a">(c) Construction manager: to be selected; prime contractors will be selected by public bid (see 8.2.1).</p>
<h2>1.3 Scope of the capital project.</h2>
<p>1.3.1 Phase II comprises the following work at Somers Middle School:</p>
<p class="a">(a) conversion of the existing natural-grass multipurpose field to a synthetic turf field of 2.05 acres (field and surround), with sports lighting foundations and a new 10-foot wide asphalt walkway;</p>
<p class="a">(b) reconstruction and expansion of the north parking lot from 96 to 128 spaces (1.32 acres of asphalt), with new curbing, lighting and two landscaped bioretention islands;</p>
<p class="a">(c) a new 24-foot bus and emergency access drive, 410 feet long, linking the north lot to the existing bus loop; and</p>
<p class="a">(d) storm drainage, the stormwater management practices of Part 5, and site restoration.</p>
<p>1.3.2 The total area of soil disturbance is <b>4.3 acres</b> of the 31.6-acre school campus. New impervious area (asphalt, walks, and the synthetic turf, treated as impervious for design) is 2.61 acres; existing impervious area removed is 0.88 acre.</p>
<h2>1.4 Approvals.</h2>
<p class="a">(a) NYSED building permit. (b) Town of Somers Planning Board: site plan review and stormwater permit under Chapter 93. (c) NYSDEC SPDES General Permit for construction activity (Notice of Intent after Town acceptance of the SWPPP). (d) New York City Department of Environmental Protection: review under the Watershed Regulations (the campus is in the Croton watershed; see 2.4.2).</p>

<h1>Part 2 - Site Description</h1>
<h2>2.1 Location.</h2>
<p>2.1.1 Somers Middle School is on the south side of US Route 202 about 1.1 miles west of the intersection of Route 202 and NY Route 100 in the hamlet of Somers. The work area is in the northeast quarter of the campus, between the school building and Route 202. A general location map is on Figure 2-1.</p>
<h2>2.2 Existing conditions.</h2>
<p>2.2.1 <i>Land cover.</i> The work area is (a) the natural-grass field (2.2 acres, maintained turf), (b) the north parking lot (0.88 acre of aged asphalt), and (c) lawn and a strip of mixed hardwoods along the east property line, which is to remain (see 4.2.3(a)).</p>
<p>2.2.2 <i>Topography.</i> The field is nearly level (0.5 to 1.5 percent). The lot slopes 2 to 4 percent to the northeast. A 3:1 embankment, 8 feet high, separates the field from the lot. Existing and final contours are on Figures 2-1 and 4-1.</p>
<p>2.2.3 <i>Drainage.</i> Runoff from the field and lot flows northeast to a 15-inch culvert under the campus entrance drive and then to an unnamed tributary of the Muscoot River (Design Point 1), about 400 feet east of the work area. The existing field has no underdrains. No stream gauge data exist for the tributary; existing flows were modelled (see 5.3).</p>
<h2>2.3 Soils.</h2>
<p>2.3.1 Soils are mapped by the NRCS Soil Survey of Putnam and Westchester Counties and were confirmed by eight borings and four infiltration tests by Hudson Geotech, Inc. in January 2026. Soil boundaries are on Figure 2-1.</p>
<table><tr><th>Symbol</th><th>Soil</th><th>HSG</th><th>Location</th><th>Notes</th></tr>
<tr><td>CsB</td><td>Charlton-Chatfield complex, 2-8% slopes</td><td>B</td><td>West half of field; embankment</td><td>Infiltration tests I-1, I-2: 1.8 and 2.4 in/hr</td></tr>
<tr><td>PnB</td><td>Paxton fine sandy loam, 3-8% slopes</td><td>C</td><td>East half of field; north lot</td><td>Fragipan at 24-30 in; tests I-3, I-4: 0.2 and 0.3 in/hr</td></tr>
<tr><td>Ub</td><td>Udorthents, smoothed</td><td>B/C (design C)</td><td>Existing lot and bus loop</td><td>Fill from school construction, 1958</td></tr></table>
<h2>2.4 Wetlands, watercourses and receiving water.</h2>
<p>2.4.1 No wetlands or watercourses regulated under Chapter 167 of the Town Code are within 100 feet of the limit of disturbance.</p>
<p>2.4.2 The receiving water is the unnamed tributary of the Muscoot River described in 2.2.3. It is in the Muscoot Reservoir basin of the New York City water supply, which is subject to the phosphorus TMDL; for that reason the practices in Part 5 are designed to the enhanced phosphorus removal standards (see 5.2.1).</p>

<h1>Part 3 - Site and Athletic Program</h1>
<p>3.1 <i>Field.</i> The synthetic turf field (a) is sized for soccer, lacrosse and field hockey (360 ft x 210 ft playing area); (b) has a 2-inch shock pad, a 6-inch open-graded stone base, and flat-panel underdrains at 20-foot centers; and (c) is used from 7:00 a.m. to 9:00 p.m. under the sports lighting of 3.3.</p>
<p>3.2 <i>Parking.</i> The north lot (a) adds 32 spaces to meet middle-school event demand; (b) is separated from bus traffic by the new access drive of 1.3.1(c); and (c) drains to the bioretention islands of 5.1.1(b).</p>
<p>3.3 <i>Lighting.</i> Six LED poles on drilled-pier foundations, full cut-off, with a 10:00 p.m. curfew.</p>
<p>3.4 <i>Codes.</i> The design follows the NYSED Manual of Planning Standards, the Building Code of New York State, and the accessibility requirements of ICC A117.1.</p>

<h1 class="newpart">Part 4 - Stormwater Pollution Prevention Plan: Construction Phase</h1>
<h2>4.1 Applicability.</h2>
<p>4.1.1 The project is before the Town Planning Board on a site plan application and disturbs 4.3 acres (see 1.3.2). A SWPPP is therefore required by &sect; 93-6 of the Town Code. Because the project is an institutional facility (a school) under &sect; 93-6A(2)(k), and includes parking lot reconstruction (&sect; 93-6A(2)(s)) and an artificial turf athletic field (&sect; 93-6A(2)(u)), post-construction controls are required; they are in Part 5.</p>
<p>4.1.2 The requirements of &sect; 93-6A(1) are met in 4.2 to 4.5, and those of &sect; 93-6A(3) in Parts 5 and 6.</p>
<h2>4.2 Erosion and sediment control.</h2>
<p>4.2.1 <b>Construction phasing and sequence.</b></p>
<p class="a">(a) <i>Phasing.</i> Work is divided into Phase A (field, 2.4 acres of disturbance) in summer 2026 and Phase B (north lot and access drive, 1.9 acres) beginning when the field is stabilized. Not more than 5 acres will be disturbed at any time; in practice no more than 2.4 acres will be open at once.</p>
<p class="a">(b) <i>Sequence.</i> Within each phase the contractor shall:</p>
<p class="i">(i) install the stabilized construction entrance and the perimeter silt fence and compost filter sock shown on Figure 4-1;</p>
<p class="i">(ii) construct temporary sediment trap ST-1 and its diversion swale (see 4.2.4(d) and (e)) before stripping;</p>
<p class="i">(iii) clear and grub, strip topsoil and stockpile it at the location on Figure 4-1;</p>
<p class="i">(iv) excavate and grade (field subgrade; lot subgrade and embankment); install storm drainage and the stone reservoir of 5.1.1(a);</p>
<p class="i">(v) place the field stone base, shock pad and turf (Phase A), or the lot base, curbing and asphalt (Phase B);</p>
<p class="i">(vi) construct the bioretention islands of 5.1.1(b) only after the contributing area is paved (see 4.2.5); and</p>
<p class="i">(vii) respread topsoil, seed and mulch, and remove temporary practices when the area is stabilized (see 4.2.2(c)).</p>
<p>4.2.2 <b>Soil stabilization.</b> Stabilization follows Section 3 (vegetative measures) of the New York State Standards and Specifications for Erosion and Sediment Control (November 2016).</p>
<p class="a">(a) <i>Temporary.</i> Any disturbed area where work has ceased and will not resume for 14 days shall be seeded with annual ryegrass (40 lb/acre) and mulched with straw (2 tons/acre) within 7 days. Stockpiles shall be seeded or tarped.</p>
<p class="a">(b) <i>Permanent.</i> Lawn and slope areas: 4 inches of topsoil, lime and fertilizer per soil test, and a tall fescue / perennial ryegrass / Kentucky bluegrass mix at 150 lb/acre, mulched. The 3:1 embankment shall receive erosion control blanket (S150 or equal) after seeding. Paved areas and the synthetic turf are stabilized when their base course is placed.</p>
<p class="a">(c) <i>Final stabilization</i> is 80 percent uniform perennial cover on all unpaved disturbed areas; temporary practices shall not be removed until it is reached in the area they serve.</p>
<p>4.2.3 <b>Practices, locations and sizes.</b> The practices below are located on Figure 4-1 (1 in = 50 ft).</p>
<table><tr><th>Ref.</th><th>Practice</th><th>Location</th><th>Size / length</th></tr>
<tr><td>E-1</td><td>Stabilized construction entrance</td><td>Campus entrance drive at north lot</td><td>24 ft x 50 ft</td></tr>
<tr><td>E-2</td><td>Silt fence</td><td>Down-slope (north and east) limit of disturbance</td><td>1,620 LF</td></tr>
<tr><td>E-3</td><td>Compost filter sock, 12 in</td><td>Top of embankment; protection of existing hardwood strip</td><td>540 LF</td></tr>
<tr><td>E-4</td><td>Temporary sediment trap ST-1</td><td>Northeast corner of field, future SMP-C</td><td>Drainage area 2.6 ac; 9,360 cf storage</td></tr>
<tr><td>E-5</td><td>Temporary diversion swale</td><td>East side of field to ST-1</td><td>380 LF</td></tr>
<tr><td>E-6</td><td>Inlet protection</td><td>All new and existing catch basins in the work area</td><td>9 inlets</td></tr>
<tr><td>E-7</td><td>Topsoil stockpile</td><td>West of field</td><td>Max. 1,800 CY; silt fence ring 260 LF</td></tr></table>
<p class="a">(a) The hardwood strip of 2.2.1(c) is outside the limit of disturbance and shall be protected by orange construction fence along its edge.</p>
<p>4.2.4 <b>Dimensions, materials, installation and maintenance.</b></p>
<p class="a">(a) <i>Construction entrance (E-1):</i> 2-inch crushed stone, 8 inches thick, on woven geotextile; maintain by top-dressing with stone when voids fill and by sweeping Route 202 daily where sediment is tracked.</p>
<p class="a">(b) <i>Silt fence (E-2):</i> 36-inch woven geotextile on 2 in x 2 in hardwood stakes at 8 ft maximum, toe buried 6 inches; maintain by removing sediment at one-half of the fence height and repairing damage within 24 hours.</p>
<p class="a">(c) <i>Compost filter sock (E-3):</i> 12-inch diameter, staked at 10 ft; maintain by removing sediment at one-half of the sock height.</p>
<p class="a">(d) <i>Sediment trap ST-1 (E-4):</i> sited at the low point of the field so that the whole Phase A drainage area reaches it; sized at 3,600 cf per acre of drainage area (2.6 ac x 3,600 = 9,360 cf), half wet and half dry storage; 3 ft maximum depth below the outlet, 2:1 side slopes; stone outlet of NYSDOT light stone, crest 4 ft wide, 1 ft below the top of embankment. Maintain by removing sediment when it reaches one-half of the wet storage. The trap becomes the location of SMP-C (see 5.1.1(c)).</p>
<p class="a">(e) <i>Diversion swale (E-5):</i> trapezoidal, 2 ft bottom, 1.5 ft deep, 2:1 sides, 1 percent slope, lined with erosion control blanket; it diverts runoff from the exposed field subgrade to ST-1 and keeps clean runoff from the lawn to the south off the work area.</p>
<p class="a">(f) <i>Inlet protection (E-6):</i> woven filter bags below grates; empty when one-third full.</p>
<p class="a">(g) <i>Stockpile (E-7):</i> side slopes no steeper than 2:1, silt fence ring at the toe, seeded or tarped per 4.2.2(a).</p>
<p>4.2.5 <b>Schedule of placement and minimum time in place.</b></p>
<table><tr><th>Construction activity</th><th>Minimum practices</th><th>Initial placement</th><th>Minimum time in place</th></tr>
<tr><td>Mobilization</td><td>E-1, E-2, E-3</td><td>Before any soil disturbance</td><td>Until final stabilization (4.2.2(c))</td></tr>
<tr><td>Clearing, stripping</td><td>E-4, E-5, E-7</td><td>Before stripping of the field</td><td>E-4, E-5: until the field base is placed and the embankment is stabilized; E-7: until topsoil is respread</td></tr>
<tr><td>Drainage installation</td><td>E-6</td><td>As each inlet is set</td><td>Until paving and final stabilization</td></tr>
<tr><td>Grading of embankment</td><td>Erosion control blanket; temporary seed</td><td>Within 7 days of final grade</td><td>Until permanent cover is established</td></tr>
<tr><td>Idle areas</td><td>Temporary seed and mulch</td><td>Within 7 days when idle 14 days or more</td><td>Until work resumes or permanent seeding</td></tr></table>
<p>4.2.6 <b>Inspection schedule.</b></p>
<p class="a">(a) The District shall retain a qualified inspector who shall inspect all erosion and sediment control practices at least every seven days, record the findings in the site logbook, and notify the contractor of needed repairs (see 4.2.4).</p>
<p class="a">(b) The site contractor's superintendent shall inspect the practices daily during active work and after any rainfall that produces runoff, and complete repairs within one business day of an inspector's notice.</p>
<p class="a">(c) Inspections shall continue until the Notice of Termination is filed after final stabilization.</p>
<h2>4.3 Pollution prevention (litter, construction chemicals and construction debris).</h2>
<p>N/A.</p>
<h2>4.4 Industrial stormwater discharges.</h2>
<p>4.4.1 There will be no stormwater discharges associated with industrial activity other than construction. No asphalt plant, concrete batch plant or other industrial activity will be located on the site; asphalt and concrete will be delivered from off-site plants.</p>
<h2>4.5 Site maps.</h2>
<p>4.5.1 Figure 2-1 (1 in = 60 ft, with location map) shows the total campus area and the work area, existing improvements, the limit of disturbance and undisturbed areas, existing vegetation, drainage patterns, the tributary and Design Point 1, existing slopes, and soil boundaries. Figure 4-1 (1 in = 50 ft) shows the proposed improvements, final grades, the erosion and sediment control practices of 4.2.3, and the post-construction practices of Part 5. No material, waste, borrow or equipment storage areas are proposed on adjacent properties.</p>

<h1 class="newpart">Part 5 - Post-Construction Stormwater Management</h1>
<h2>5.1 Practices.</h2>
<p>5.1.1 Three practices serve the new impervious area (see Figure 4-1 for location and size):</p>
<p class="a">(a) <i>SMP-A: turf-field stone reservoir.</i> The 6-inch field base is underlain by a 12-inch reservoir of No. 2 stone over the west (HSG B) half of the field, 44,300 sq ft in area. Flat-panel underdrains convey water from the east (HSG C) half into the reservoir, where it infiltrates; the reservoir overflows through a 6-inch outlet pipe to SMP-C.</p>
<p class="a">(b) <i>SMP-B: bioretention islands B-1 and B-2.</i> Two islands in the north lot (2,150 and 1,880 sq ft) receive lot runoff through curb cuts, with 2.5 ft of filter media over a 12-inch stone layer and 6-inch underdrain; overflow by domed riser to the lot drainage.</p>
<p class="a">(c) <i>SMP-C: micropool extended detention pond (P-1).</i> At the location of ST-1 (see 4.2.4(d)), a pond with a 1,200 sq ft micropool, 2:1 interior benched slopes, and a multi-stage outlet structure (3-inch Cpv orifice, 10-inch orifice, 4-ft weir) discharging to the 15-inch culvert of 2.2.3.</p>
<h2>5.2 Sizing criteria.</h2>
<p>5.2.1 The practices are designed to Chapter 10 (enhanced phosphorus removal) of the New York State Stormwater Management Design Manual, because the site is in the Croton phosphorus-restricted basin (see 2.4.2). The 1-year, 24-hour rainfall of 2.80 inches is used for the water quality volume.</p>
<table><tr><th>Criterion</th><th>Calculation</th><th>Required</th><th>Provided</th></tr>
<tr><td>WQv</td><td>Rv = 0.05 + 0.009(I); I = 2.61/4.30 = 60.7%; Rv = 0.596; WQv = (2.80)(0.596)(4.30)/12</td><td>0.598 ac-ft (26,050 cf)</td><td>SMP-A 14,390 cf + SMP-B 4,110 cf + SMP-C 8,900 cf = 27,400 cf</td></tr>
<tr><td>RRv</td><td>Specific reduction factor: HSG B 0.40, HSG C 0.30, weighted 0.33; minimum RRv = 0.33 x 26,050</td><td>8,600 cf</td><td>SMP-A infiltration 9,800 cf + SMP-B 1,230 cf = 11,030 cf</td></tr>
<tr><td>Cpv</td><td>24-hr extended detention of the 1-year post-development runoff volume</td><td>0.41 ac-ft</td><td>0.43 ac-ft (3-inch orifice, 27.5 hr drawdown)</td></tr>
<tr><td>Qp</td><td>10-year post peak at DP-1 not to exceed pre-development</td><td>9.7 cfs</td><td>9.1 cfs</td></tr>
<tr><td>Qf</td><td>100-year: safe passage; post peak at DP-1 not to exceed pre-development</td><td>24.5 cfs</td><td>23.8 cfs</td></tr></table>
<p>5.2.2 No design criterion is waived and no deviation from the Design Manual is proposed. The redevelopment criteria of Design Manual Chapter 9 were not used, although 0.88 acre of existing lot is reconstructed; all of the lot is treated as new impervious area.</p>
<h2>5.3 Hydrologic and hydraulic analysis.</h2>
<p>5.3.1 HydroCAD 10.2 (TR-20, Type III, NRCC rainfall) was used for pre- and post-development conditions. The SMP-A reservoir was modelled with exfiltration at 1.0 in/hr (half the lower HSG B test rate); SMP-B and SMP-C were modelled as storage with their outlet structures; the 15-inch culvert was checked for the 100-year flow with the pond discharge (headwater 1.6 ft below the entrance drive).</p>
<table><tr><th>Storm</th><th>Rainfall (in)</th><th>Pre peak at DP-1 (cfs)</th><th>Post peak at DP-1 (cfs)</th><th>SMP-C peak stage (ft)</th></tr>
<tr><td>1-year</td><td>2.80</td><td>2.6</td><td>0.9</td><td>421.8</td></tr>
<tr><td>10-year</td><td>5.04</td><td>9.7</td><td>9.1</td><td>423.0</td></tr>
<tr><td>100-year</td><td>9.02</td><td>24.5</td><td>23.8</td><td>424.1 (top of berm 425.5)</td></tr></table>
<h2>5.4 Dimensions, materials and installation.</h2>
<p class="a">(a) <i>SMP-A:</i> 44,300 sq ft x 12 in No. 2 stone (porosity 0.40) on nonwoven geotextile sides only; bottom scarified, not compacted; 6-inch perforated HDPE outlet; installed only after the embankment of 2.2.2 is stabilized.</p>
<p class="a">(b) <i>SMP-B:</i> filter media 2.5 ft (sand 50%, topsoil 30%, compost 20%), 3 in shredded hardwood mulch, 12 in No. 57 stone, 6 in perforated underdrain, 6 in ponding; native plants per the planting plan; installed per 4.2.1(b)(vi).</p>
<p class="a">(c) <i>SMP-C:</i> permanent pool 3 ft deep, micropool 1,200 sq ft; extended detention storage 0.43 ac-ft; berm top 425.5, 10 ft wide, impervious core; precast outlet structure with trash rack; 12 ft emergency spillway lined with turf reinforcement mat. ST-1 sediment shall be removed to 1 ft below pond bottom before the pond is shaped.</p>

<h1 class="newpart">Part 6 - Operation and Maintenance</h1>
<h2>6.1 Responsible entity.</h2>
<p>6.1.1 The Somers Central School District, through its Director of Facilities and Operations, is responsible for the long-term operation and maintenance of SMP-A, SMP-B and SMP-C, and shall budget for it in the annual operations and maintenance budget.</p>
<h2>6.2 Inspection and maintenance schedule.</h2>
<table><tr><th>Practice</th><th>Inspection</th><th>Maintenance</th></tr>
<tr><td>SMP-A turf reservoir</td><td>Annually; observe outlet for flow 48 hours after a 1-inch storm</td><td>Groom turf and remove debris monthly; flush underdrain cleanouts every 3 years</td></tr>
<tr><td>SMP-B bioretention</td><td>Spring and fall; after storms over 2 inches</td><td>Remove trash and sediment; replace mulch annually; replace dead plants; if ponding exceeds 48 hours, replace top 6 in of media</td></tr>
<tr><td>SMP-C pond</td><td>Spring and fall</td><td>Mow berm twice a year; clear trash rack; remove sediment from micropool when depth is reduced by one-half (about every 10 years)</td></tr></table>
<p>6.2.1 Records of inspections and maintenance shall be kept by the Director of Facilities and Operations and submitted to the Town of Somers Stormwater Management Officer annually by January 31.</p>
<h2>6.3 Maintenance easement.</h2>
<p>6.3.1 The District will grant the Town of Somers a drainage and maintenance easement, 20 feet wide around SMP-C and over the access path from the bus loop to SMP-A and SMP-B, for inspection and repair. The easement is shown on Figure 4-1, will be recorded in the office of the Westchester County Clerk, and shall remain in effect with any transfer of title to the property.</p>
<h2>6.4 Maintenance agreement.</h2>
<p>6.4.1 The District acknowledges that &sect; 93-8 of the Town Code requires a maintenance agreement binding on all subsequent landowners. The District's obligations under it are set out at 6.4.2.</p>
<p>6.4.2 [Reserved. The form of agreement will be furnished to the Planning Board prior to final approval.]</p>

<h1>Part 7 - Certifications</h1>
<h2>7.1 Design professional's certification.</h2>
<p>7.1.1 I certify that Parts 4 to 7 of this report were prepared by me or under my direct supervision, and that the design of all stormwater management practices in them meets the requirements of Chapter 93 of the Code of the Town of Somers.</p>
<table><tr><td style="width:35%">Signature</td><td>&nbsp;</td></tr><tr><td>Name</td><td>&nbsp;</td></tr><tr><td>NYS P.E. / R.L.A. License No.</td><td>&nbsp;</td></tr><tr><td>Firm</td><td>Brightwater Campus Design Partners, DPC</td></tr><tr><td>Date</td><td>&nbsp;</td></tr></table>
<h2>7.2 Contractor certification.</h2>
<p>7.2.1 Each contractor and subcontractor who will install, construct, repair, inspect or maintain the practices of 4.2 or Part 5 shall sign the following before starting work, and the signed forms shall be added to the site copy of this SWPPP:</p>
<p class="a">"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."</p>
<table><tr><td style="width:35%">Name and title</td><td>&nbsp;</td></tr><tr><td>Contracting firm</td><td>&nbsp;</td></tr><tr><td>Firm address and telephone</td><td>&nbsp;</td></tr><tr><td>Site</td><td>Somers Middle School, 250 Route 202, Somers, NY 10589</td></tr><tr><td>Signature</td><td>&nbsp;</td></tr><tr><td>Date</td><td>&nbsp;</td></tr></table>

<h1>Part 8 - Cost and Schedule</h1>
<p>8.1 <i>Estimated construction cost.</i> (a) Synthetic turf field and lighting: $2,940,000. (b) Parking and access drive: $1,310,000. (c) Stormwater practices and erosion control: $465,000. (d) Contingency (10%): $471,500. Total: $5,186,500.</p>
<p>8.2 <i>Schedule.</i></p>
<p>8.2.1 Bidding: May 2026; award by the Board of Education: June 2026 (contractors then sign 7.2.1).</p>
<p>8.2.2 Phase A (field): June 29 to October 30, 2026. Phase B (lot and drive): April 5 to August 13, 2027, so that the lot is open for the 2026-27 school year (see 4.2.1(a)).</p>
</body></html>'''

def figures(path):
    W, H = TABLOID_L
    c = canvas.Canvas(str(path), pagesize=TABLOID_L, invariant=1)
    def frame(fig, title, scale):
        c.setLineWidth(1.2); c.rect(0.4 * inch, 0.4 * inch, W - 0.8 * inch, H - 0.8 * inch)
        c.rect(0.4 * inch, 0.4 * inch, W - 0.8 * inch, 0.9 * inch)
        c.setFont('Helvetica-Bold', 11); c.drawString(0.6 * inch, 0.95 * inch, f'{fig}  {title}')
        c.setFont('Helvetica', 8)
        c.drawString(0.6 * inch, 0.65 * inch, f'SOMERS CENTRAL SCHOOL DISTRICT - SOMERS MIDDLE SCHOOL, 250 ROUTE 202, SOMERS, NY   |   SCALE {scale}   |   BRIGHTWATER CAMPUS DESIGN PARTNERS, DPC   |   APRIL 6, 2026')
    def txt(x, y, lines, size=7.5, bold=False):
        c.setFont('Helvetica-Bold' if bold else 'Helvetica', size)
        for ln in lines:
            c.drawString(x * inch, y * inch, ln); y -= size * 1.35 / 72
    # Figure 2-1
    frame('FIGURE 2-1', 'EXISTING CONDITIONS, SOILS AND LOCATION MAP', '1 IN = 60 FT (LOCATION MAP 1 IN = 2,000 FT)')
    c.rect(0.7 * inch, 7.3 * inch, 3.2 * inch, 3.0 * inch)
    txt(0.8, 10.1, ['LOCATION MAP', 'US ROUTE 202', '   * SOMERS MIDDLE SCHOOL', 'NY ROUTE 100 (1.1 MI EAST)', 'MUSCOOT RESERVOIR (SOUTH)'], bold=False)
    c.rect(4.3 * inch, 2.0 * inch, 12.2 * inch, 8.4 * inch)
    c.setDash(6, 3); c.rect(5.0 * inch, 3.0 * inch, 8.2 * inch, 6.2 * inch); c.setDash()
    txt(5.1, 9.0, ['LIMIT OF DISTURBANCE 4.3 AC (DASHED)'], bold=True)
    txt(4.5, 10.1, ['US ROUTE 202'], 9, True)
    txt(5.5, 7.8, ['EXISTING GRASS FIELD 2.2 AC', 'SLOPE 0.5-1.5%'])
    txt(9.6, 7.8, ['EXISTING NORTH LOT 0.88 AC ASPHALT', 'SLOPE 2-4% TO NORTHEAST'])
    txt(5.5, 5.2, ['CsB CHARLTON-CHATFIELD 2-8% (HSG B)'])
    txt(9.6, 5.2, ['PnB PAXTON FSL 3-8% (HSG C)'])
    txt(11.0, 3.6, ['Ub UDORTHENTS (HSG B/C)'])
    c.setDash(2, 2); c.line(9.3 * inch, 3.0 * inch, 9.3 * inch, 9.2 * inch); c.line(10.9 * inch, 3.0 * inch, 13.2 * inch, 4.1 * inch); c.setDash()
    txt(13.5, 8.0, ['HARDWOOD STRIP', 'TO REMAIN', '(NOT DISTURBED)'])
    txt(13.5, 4.2, ['15 IN CULVERT', 'DESIGN POINT 1', 'UNNAMED TRIB. TO', 'MUSCOOT RIVER'])
    txt(7.6, 6.6, ['3:1 EMBANKMENT 8 FT HIGH'])
    txt(0.7, 6.8, ['NOTES', '1. CAMPUS AREA 31.6 AC.', '2. SURVEY: CONTOURS 1 FT, NAVD 88.', '3. SOIL LINES FROM NRCS AND BORINGS', '   B-1 TO B-8, INFILTRATION TESTS I-1 TO I-4.',
                   '4. DRAINAGE: SHEET FLOW NORTHEAST TO', '   DESIGN POINT 1.', '5. NO WETLANDS WITHIN 100 FT.'])
    c.showPage()
    # Figure 4-1
    frame('FIGURE 4-1', 'EROSION CONTROL AND STORMWATER MANAGEMENT PLAN', '1 IN = 50 FT')
    c.rect(0.7 * inch, 2.0 * inch, 11.6 * inch, 8.4 * inch)
    c.setDash(6, 3); c.rect(1.2 * inch, 2.6 * inch, 10.6 * inch, 7.2 * inch); c.setDash()
    txt(1.3, 9.55, ['E-2 SILT FENCE 1,620 LF ALONG NORTH AND EAST LIMIT OF DISTURBANCE'], bold=True)
    txt(1.4, 8.9, ['E-1 STABILIZED CONSTRUCTION ENTRANCE 24 FT X 50 FT'])
    txt(1.6, 7.6, ['PROPOSED SYNTHETIC TURF FIELD 2.05 AC', 'SMP-A STONE RESERVOIR 44,300 SF X 12 IN (WEST HALF)'])
    txt(6.9, 7.6, ['NORTH LOT 128 SPACES 1.32 AC', 'SMP-B BIORETENTION B-1 2,150 SF; B-2 1,880 SF'])
    txt(6.9, 6.5, ['ACCESS DRIVE 24 FT X 410 FT'])
    txt(9.4, 3.6, ['E-4 SEDIMENT TRAP ST-1 9,360 CF', 'FUTURE SMP-C POND P-1, MICROPOOL 1,200 SF', 'ED STORAGE 0.43 AC-FT'])
    txt(1.6, 5.0, ['E-3 FILTER SOCK 540 LF AT TOP OF EMBANKMENT'])
    txt(1.6, 4.4, ['E-5 DIVERSION SWALE 380 LF TO ST-1'])
    txt(1.6, 3.8, ['E-6 INLET PROTECTION - 9 INLETS'])
    txt(1.6, 3.2, ['E-7 TOPSOIL STOCKPILE 1,800 CY MAX, SILT FENCE RING 260 LF'])
    c.setDash(1, 2); c.rect(9.2 * inch, 2.9 * inch, 2.5 * inch, 1.3 * inch); c.setDash()
    txt(12.5, 9.6, ['LEGEND AND NOTES', '--- LIMIT OF DISTURBANCE 4.3 AC', '... 20 FT DRAINAGE AND MAINTENANCE', '    EASEMENT TO TOWN OF SOMERS', '    (SEE REPORT 6.3.1)',
                    '', 'PHASE A: FIELD (2.4 AC)', 'PHASE B: LOT AND DRIVE (1.9 AC)', 'MAX. OPEN AT ONE TIME: 2.4 AC', '', 'FINAL GRADES: FIELD 0.5%;', 'LOT 1.5-3% TO ISLANDS;',
                    'EMBANKMENT 3:1 WITH BLANKET', '', 'SEE REPORT 4.2.3-4.2.5 FOR', 'PRACTICE DETAILS AND TIMING'])
    c.showPage(); c.save()

def stamp_numbers(src, out, first=1):
    r = PdfReader(str(src)); w = PdfWriter()
    for i, pg in enumerate(r.pages):
        pw, ph = float(pg.mediabox.width), float(pg.mediabox.height)
        buf = io.BytesIO(); c = canvas.Canvas(buf, pagesize=(pw, ph), invariant=1)
        c.setFont('Helvetica', 8)
        c.drawString(0.9 * inch, 0.45 * inch, 'SCSD 2025 Capital Project Phase II - Design Development Report')
        c.drawRightString(pw - 0.9 * inch, 0.45 * inch, 'i' if i + first == 0 else f'{i + first}')
        c.save(); buf.seek(0)
        wp = w.add_page(pg); wp.merge_page(PdfReader(buf).pages[0])
    with open(out, 'wb') as f:
        w.write(f)

def build(out_pdf, work):
    ch, bh = work / 'sch_cover.html', work / 'sch_body.html'
    ch.write_text(COVER, encoding='utf-8'); bh.write_text(BODY, encoding='utf-8')
    cp, bp, bn, b2, fg = (work / n for n in ('sch_cover.pdf', 'sch_body.pdf', 'sch_body_n.pdf', 'sch_2up.pdf', 'sch_fig.pdf'))
    chromium_pdf(ch, cp); chromium_pdf(bh, bp)
    # TOC is page "i" (unnumbered); body pages numbered from 1 after it
    stamp_numbers(bp, bn, first=0)
    n = len(PdfReader(str(bn)).pages)
    pairs = [(i, i + 1 if i + 1 < n else None) for i in range(0, n, 2)]
    two_up(bn, b2, pairs)
    figures(fg)
    bind([(cp, None), (b2, None), (fg, None)], out_pdf, 'SCSD Phase II Design Development Report',
         'Brightwater Campus Design Partners, DPC', 'Chromium (HTML print) imposed 2-up with pypdf; figures ReportLab')
