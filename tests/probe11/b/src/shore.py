"""p11b_ash_bayview_bulkhead: marine contractor's work plan for bulkhead replacement and upland regrading,
SWPPP items woven into Means and Methods (Village of Asharoken). Chromium print-to-PDF; the engineer's
signature and a field note are carried in FreeText annotations added with pikepdf."""
import os, subprocess
import pikepdf
from pikepdf import Dictionary, Name, Array, String
from pypdf import PdfReader, PdfWriter

NAME = "p11b_ash_bayview_bulkhead"

CSS = """
@page { size: letter; margin: 0.75in 0.8in 0.8in 0.8in; }
body { font-family: 'DejaVu Serif', serif; font-size: 10.2pt; line-height: 1.32; color:#111; }
h1 { font-family: 'DejaVu Sans', sans-serif; font-size: 17pt; margin: 0 0 6pt 0; }
h2 { font-family: 'DejaVu Sans', sans-serif; font-size: 12pt; border-bottom: 1.5px solid #234; margin: 12pt 0 5pt 0; padding-bottom:2pt; }
h3 { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; margin: 9pt 0 3pt 0; }
.pg { page-break-after: always; }
.run { font-family: 'DejaVu Sans', sans-serif; font-size: 7.5pt; color:#555; border-bottom: 0.5px solid #999; margin-bottom: 10pt; }
.swppp { border-left: 4px solid #2a6; background:#eef7f0; padding: 3pt 7pt; margin: 4pt 0 6pt 0; font-size: 9.6pt; }
.swppp b { font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; color:#175; }
table { border-collapse: collapse; width: 100%; font-size: 8.8pt; margin: 4pt 0 8pt 0; }
td, th { border: 0.6px solid #444; padding: 2.5pt 4pt; vertical-align: top; text-align: left; }
th { background: #dde4ea; font-family: 'DejaVu Sans', sans-serif; }
.step { font-family: 'DejaVu Sans', sans-serif; font-weight: bold; font-size: 10.5pt; margin-top: 9pt; }
.cover { text-align:left; padding-top: 1.2in; }
.small { font-size: 8.5pt; }
.box { border: 1px solid #333; padding: 8pt; margin: 8pt 0; }
"""

def run(n):
    return f'<div class="run">Crab Meadow Marine Contractors, Inc. &middot; Work Plan WP-25-07 &middot; Bayview Shores Beach Association &middot; Rev. 1, April 2025 &middot; page {n} of 12</div>'

def html():
    P = []
    # 1 cover
    P.append(f"""<div class="pg cover">
<div class="small">CRAB MEADOW MARINE CONTRACTORS, INC. &middot; 88 Bayview Avenue, Northport, NY 11768 &middot; (631) 555-0164</div>
<br><br><h1>CONSTRUCTION WORK PLAN<br>AND STORMWATER POLLUTION PREVENTION PLAN</h1>
<p style="font-size:13pt">Bulkhead Replacement, Stone Return Revetment<br>and Upland Regrading of the Association Parking Area</p>
<p><b>Project site:</b> Bayview Shores Beach Association, Inc., common property, Asharoken Avenue,
Village of Asharoken, Suffolk County, New York &mdash; SCTM District 0101, Section 004.00, Block 02.00, Lot 017.000</p>
<p><b>Owner:</b> Bayview Shores Beach Association, Inc., c/o Board President Lorraine Petrakis, P.O. Box 412, Northport, NY 11768, (631) 555-0121</p>
<p><b>Marine contractor:</b> Crab Meadow Marine Contractors, Inc. &mdash; Work Plan WP-25-07</p>
<p><b>Engineer of record:</b> Quill Coastal Engineering, PC, 15 Main Street, Suite 3, Huntington, NY 11743, (631) 555-0187</p>
<p>Submitted to the Village of Asharoken Stormwater Management Officer and Board of Trustees under Chapter 44 of the Village Code,
with the NYSDEC Tidal Wetlands permit and Army Corps Nationwide Permit 3 materials under separate cover.</p>
<p><b>Revision 1 &mdash; April 7, 2025</b></p></div>""")
    # 2 project description
    P.append(f"""<div class="pg">{run(2)}
<h2>1. Project Description</h2>
<p>The Association owns a 2.9-acre common parcel on the bay side of Asharoken Avenue used by its 64 member households for
beach access, boat storage and parking. Its 640-foot timber bulkhead, built about 1978, has failed along most of its length:
sheathing is split, tie-rods have corroded, and the parking area behind it has settled by as much as 14 inches, with sinkholes
where fill has washed out through the wall. Stormwater from the parking area runs over the failed wall and carries sand and
gravel into the bay.</p>
<p>The work consists of: (a) replacement of the 640 LF bulkhead in place with vinyl sheet piling and a timber cap, 18 inches
landward of the old face; (b) a 90-foot stone revetment return at the north end, where the bulkhead now ends in an eroding
scarp; (c) regrading and resurfacing of the 0.58-acre parking area, replacing broken asphalt with permeable interlocking
pavers; (d) a 15-foot vegetated buffer of native beach grass and shrubs behind the new bulkhead; and (e) two new leaching
pools for the remaining paved access drive.</p>
<table><tr><th>Quantity</th><th>Value</th></tr>
<tr><td>Total parcel area</td><td>2.90 acres</td></tr>
<tr><td>Upland area disturbed (parking, buffer, bulkhead backfill, staging)</td><td>1.24 acres</td></tr>
<tr><td>Impervious cover, existing / proposed</td><td>0.61 ac asphalt / 0.07 ac asphalt drive (pavers 0.51 ac counted as pervious)</td></tr>
<tr><td>Bulkhead / revetment</td><td>640 LF vinyl sheet pile; 90 LF stone return</td></tr>
<tr><td>Construction period</td><td>September 15, 2025 &ndash; March 31, 2026 (outside the beach season and the shorebird window)</td></tr></table>
<p>The land disturbance is 1.24 acres, which is more than one acre, so the work is a land development activity under
Chapter 44. The project is not the construction of a single-family residence, so Condition C of Section 44-8B(2) applies
and this plan includes post-construction stormwater controls (Section 6).</p>
<h3>1.1 Receiving water</h3>
<p>All runoff from the site discharges to Northport Bay (Duck Island Harbor side), part of the Long Island Sound estuary.
There are no freshwater streams or freshwater wetlands on the parcel; the intertidal zone seaward of the bulkhead is NYSDEC
regulated tidal wetland (littoral zone).</p>
</div>""")
    # 3 site conditions
    P.append(f"""<div class="pg">{run(3)}
<h2>2. Site Conditions</h2>
<h3>2.1 Topography and drainage</h3>
<p>The parcel is nearly flat: the parking area lies between elevation 6.5 and 8.0 ft (NAVD88), rising to 14 ft at the
landward edge along Asharoken Avenue, which is lawn and mature black pine that will not be disturbed. Runoff from the road
shoulder and the parking area flows bayward as sheet flow. One existing 12-inch outfall pipe through the bulkhead drains
a single catch basin at the low point of the lot; the pipe is broken and will be removed.</p>
<h3>2.2 Existing stormwater runoff data</h3>
<p>No gauged flow data exist for the site. The Association's caretaker has recorded, since 2019, standing water over
6 inches deep in the north half of the lot after storms of about 1.5 inches, draining within 8 to 10 hours through the
washouts in the wall. The Village highway department reports that Asharoken Avenue does not discharge onto the parcel
(the road drains to Village leaching basins on the Sound side). The engineer's TR-55 estimate of existing runoff is in
Table 6-2.</p>
<h3>2.3 Soils</h3>
<p>The Suffolk County Soil Survey maps the parcel as <i>Cut and fill land, gently sloping</i> (CuB) landward of the
bulkhead and <i>Beaches</i> (Bc) seaward. Four borings by Quill Coastal Engineering (January 2025) found 4 to 7 feet of
loose brown medium sand fill with gravel and shell fragments over grey fine-to-medium beach and bay sand; groundwater
is tidal at 3.5 to 5.0 feet below the lot surface. The fill is highly erodible where unvegetated and drains rapidly
(percolation 8 to 12 in/hr above the water table). Hydrologic soil group A.</p>
<h3>2.4 Vegetation and sensitive areas</h3>
<p>The lot is bare asphalt and gravel. The landward strip holds lawn and black pine. The beach and intertidal zone
are tidal wetland; piping plover nesting on the Asharoken beach is on the Sound side and not on this parcel, but
the schedule avoids April&ndash;August in any case. Shellfish beds in Northport Bay are seasonally closed areas; the
turbidity curtain in Step 3 protects them.</p>
</div>""")
    # 4-6 means and methods
    P.append(f"""<div class="pg">{run(4)}
<h2>3. Means and Methods</h2>
<p>The steps below are the order in which Crab Meadow Marine Contractors will do the work. Each step lists, in a green box,
the stormwater pollution prevention measures that go with it. The crane barge works from the water; all upland equipment
enters from Asharoken Avenue through the north gate.</p>
<div class="step">Step 1 &mdash; Mobilization and staging (week 1)</div>
<p>Set up the site trailer, sanitary unit and a fenced staging yard of about 0.15 acre in the south-east corner of the lot,
away from the bulkhead. Deliver sheet piling, timber and stone by truck to the staging yard; the barge is loaded at the
contractor's Northport yard, not on site. No equipment or materials are stored on any neighbouring property or on the
Village road shoulder.</p>
<div class="swppp"><b>SWPPP &mdash; STEP 1</b><br>Install the stabilized construction entrance at the north gate and silt fence around the staging yard and
along the landward limit of work, as shown on Sheet ES-2. Place the dumpster, the covered materials rack and the spill
kit in the staging yard. Post a copy of this plan in the site trailer.</div>
<div class="step">Step 2 &mdash; Upland protection and demolition of asphalt (weeks 1&ndash;2)</div>
<p>Saw-cut and remove the broken asphalt and the old catch basin; haul to a licensed recycler the same day. Excavated
fill that will be reused is stockpiled in the staging yard.</p>
<div class="swppp"><b>SWPPP &mdash; STEP 2</b><br>Stockpiles are ringed with silt fence and covered with anchored poly sheeting at the end of each day.
Remove the broken outfall pipe and plug the opening so that no runoff drains directly to the bay during the work.</div>
<div class="step">Step 3 &mdash; In-water protection (week 2)</div>
<p>Deploy a Type II floating turbidity curtain from the barge, enclosing the work face from the south property line to
the end of the new stone return, 15 feet seaward of the existing bulkhead face, anchored every 50 feet.</p>
<div class="swppp"><b>SWPPP &mdash; STEP 3</b><br>The curtain stays in place until the new wall is backfilled and the revetment stone is placed.
If turbidity outside the curtain is visibly higher than the open bay, the work stops and the curtain is repaired.</div>
</div>""")
    P.append(f"""<div class="pg">{run(5)}
<div class="step">Step 4 &mdash; Bulkhead replacement in 80-foot sections (weeks 3&ndash;12)</div>
<p>Working from north to south in eight sections, drive the new vinyl sheet piling 18 inches landward of the old face,
install the whalers, tie-rods and deadmen, then cut the old sheathing down to the mudline and remove it. Backfill each
section with clean imported sand behind a filter fabric lining the new sheathing. Only one section of the wall is open
(old wall removed, new wall not yet backfilled) at any time; the rest of the upland stays behind silt fence.</p>
<div class="swppp"><b>SWPPP &mdash; STEP 4</b><br>Filter fabric (non-woven, 8 oz) behind the sheathing keeps backfill from washing through the joints.
Dewatering of deadman excavations is pumped to a dewatering bag on the gravel of the lot, never directly to the bay.
Backfilled sections are covered with 3 inches of crushed stone the same day until the pavers are laid.</div>
<div class="step">Step 5 &mdash; Stone return revetment (weeks 10&ndash;13)</div>
<p>Regrade the eroding north scarp to 2H:1V, place geotextile, 12-inch bedding stone and two layers of 1- to 2-ton
armour stone, tying into the new bulkhead end.</p>
<div class="swppp"><b>SWPPP &mdash; STEP 5</b><br>Cut the scarp only as far as the stone can be placed the same day; cover any open face with
anchored erosion control blanket overnight.</div>
<div class="step">Step 6 &mdash; Upland regrading and drainage (weeks 12&ndash;18)</div>
<p>Fine-grade the parking area to drain landward at 1 percent toward the paver bed, away from the bulkhead. Install the
two leaching pools and their inlet at the access drive.</p>
<div class="swppp"><b>SWPPP &mdash; STEP 6</b><br>During grading the leaching pool excavation serves as a temporary sediment sump; it is pumped
and cleaned out, and the inlet is protected with a filter insert, before the pools are set. The temporary gravel cover
over the backfill is reused as the paver base course. Permanent controls are described in Section 6.</div>
<div class="step">Step 7 &mdash; Pavers, buffer planting and final stabilization (weeks 18&ndash;24)</div>
<p>Lay the permeable interlocking pavers. Plant the 15-foot buffer with Cape American beach grass at 18 inches on centre
and bayberry and beach plum at 5 feet on centre; mulch with 3 inches of shredded bark. Seed the disturbed lawn strip
with a salt-tolerant fescue mix and mulch with straw.</p>
<div class="swppp"><b>SWPPP &mdash; STEP 7</b><br>Any disturbed area left unworked for 7 days is mulched or covered. Silt fence along the buffer
stays until the beach grass is established (80 percent cover), then is removed by hand.</div>
<div class="step">Step 8 &mdash; Demobilization (week 24&ndash;26)</div>
<p>Remove the trailer, staging yard fence and the construction entrance; restore the staging yard as paver parking.</p>
</div>""")
    # 6 schedule + materials
    P.append(f"""<div class="pg">{run(6)}
<h3>3.1 Staging schedule for temporary controls</h3>
<table><tr><th>Temporary practice</th><th>Placed</th><th>Remains until</th></tr>
<tr><td>Stabilized construction entrance</td><td>Step 1, before trucks enter</td><td>Step 8, demobilization</td></tr>
<tr><td>Silt fence, staging yard and landward limit of work</td><td>Step 1, before demolition</td><td>Beach grass at 80% cover (Step 7)</td></tr>
<tr><td>Stockpile covers and silt fence rings</td><td>Day a stockpile is formed</td><td>Stockpile removed</td></tr>
<tr><td>Floating turbidity curtain</td><td>Step 3, before any wall work</td><td>Backfill and revetment complete (end of Step 5)</td></tr>
<tr><td>Dewatering bag</td><td>Before each pumping</td><td>End of each pumping event</td></tr>
<tr><td>Temporary gravel cover on backfill</td><td>Same day each section is backfilled</td><td>Pavers laid (Step 7)</td></tr>
<tr><td>Inlet filter insert at access drive</td><td>Step 6, when inlet is set</td><td>Pavers and drive complete</td></tr></table>
<p>Not more than 1.24 acres is disturbed at any time, and in practice less: one 80-foot wall section and the area behind it.</p>
<h3>3.2 Temporary practices that become permanent</h3>
<p>The temporary gravel cover over the backfill becomes the base course of the permeable pavers, and the leaching pool
excavation used as a sediment sump during grading becomes the permanent leaching pools once cleaned out.</p>
<h2>4. Materials, Waste, Storage and Spill Response</h2>
<p><b>Materials expected on site:</b> vinyl sheet piling, CCA-treated timber (whalers and cap; cut-offs collected in a
covered bin, never left on the beach), galvanized tie-rods, filter fabric, sand backfill, crushed stone, armour stone,
pavers and bedding, diesel fuel and hydraulic oil for the excavator and the barge crane, and bar and chain oil.</p>
<p><b>Storage practices:</b> timber and fabric on dunnage under tarps in the staging yard; no fuel stored on site &mdash;
the excavator is fuelled from a tank truck in the staging yard over a drip pan, and the barge is fuelled at the contractor's
yard. Lubricants are kept in a locked, bermed job box. The crane barge uses biodegradable hydraulic fluid.</p>
<p><b>Litter, chemicals and debris:</b> a covered 30-yard dumpster for demolition debris (old sheathing and asphalt) is
emptied weekly or when three-quarters full; lidded trash cans at the trailer are emptied daily. Old timber sheathing
pulled from the water is landed directly in the dumpster, not on the beach. No concrete is poured on site; no paints or
solvents are used except the cap sealer, which is kept in the job box.</p>
<p><b>Spill prevention and response:</b> spill kits with absorbent boom are kept on the barge and in the staging yard.
Any sheen on the water is boomed at once; spills reaching the water, or of 5 gallons or more on land, are reported to the
NYSDEC Spill Hotline within two hours and to the Village. The foreman is trained in the kit's use.</p>
</div>""")
    # 7 inspection
    P.append(f"""<div class="pg">{run(7)}
<h2>5. Inspection and Maintenance of Erosion Controls</h2>
<h3>5.1 Inspections</h3>
<p>A qualified professional from Quill Coastal Engineering will inspect the site and document the effectiveness of all
erosion and sediment control practices every seven days and within 24 hours of any storm producing 0.5 inch of rain or
more, and will enter each report in the site logbook kept in the trailer. The Village SMO will be notified 48 hours before
the start of construction, installation of the controls, completion of rough grading, final grading and final planting.</p>
<h3>5.2 Maintenance of erosion and sediment controls</h3>
<h3>5.3 Site logbook</h3>
<p>The logbook holds the inspection reports, the contractor acknowledgements in Section 8, the NOI acknowledgement and a
copy of each Village inspection. It stays in the site trailer from the start of work until final stabilization.</p>
<h2>7. SWPPP Responsibilities by Part of the Site</h2>
<table><tr><th>Part of the site</th><th>Responsible</th><th>Duties</th></tr>
<tr><td>Water side: wall face, turbidity curtain, revetment</td><td>Crab Meadow Marine Contractors, Inc. (barge superintendent Kevin Draghi)</td><td>Curtain, sheathing fabric, barge spill kit, removal of old sheathing</td></tr>
<tr><td>Upland: parking area, staging yard, backfill, stockpiles</td><td>Harbor Hill Excavating, Inc. (subcontractor, foreman Luis Ocampo)</td><td>Construction entrance, silt fence, stockpile covers, dewatering bag, leaching pools</td></tr>
<tr><td>Buffer and lawn strip</td><td>Seaside Native Landscapes, LLC (subcontractor)</td><td>Planting, seeding and mulching; final stabilization</td></tr>
<tr><td>Whole site</td><td>Quill Coastal Engineering, PC</td><td>Inspections, logbook, SWPPP updates</td></tr>
<tr><td>After completion</td><td>Bayview Shores Beach Association, Inc.</td><td>Post-construction maintenance (Section 6.4)</td></tr></table>
</div>""")
    # 8-9 post construction
    P.append(f"""<div class="pg">{run(8)}
<h2>6. Permanent Stormwater Management (Post-Construction)</h2>
<h3>6.1 Practices</h3>
<p><b>PP-1 Permeable interlocking paver parking (0.51 ac).</b> Replaces the asphalt lot. Runoff from the pavers and from
the lawn strip above them infiltrates through the paver joints into an open-graded stone reservoir and then into the
sandy fill. The lot is graded away from the bulkhead so that no surface flow reaches the bay in the design storms.</p>
<p><b>LP-1 and LP-2 Leaching pools.</b> Two 8-ft diameter by 6-ft effective depth precast leaching pools with a
traffic-bearing slab and a grate inlet receive runoff from the 0.07-acre asphalt access drive.</p>
<p><b>VB-1 Vegetated buffer.</b> A 15-foot strip of beach grass and shrubs along the full 640 LF behind the bulkhead
filters any overflow from the pavers in storms larger than the design storm.</p>
<p>The location and size of PP-1, LP-1, LP-2 and VB-1 are shown on Sheet WP-1 bound at the back of this plan.</p>
<h3>6.2 Design and hydrologic analysis</h3>
<p>Runoff was computed by the NRCS TR-55 method for the Type III 24-hour storm (Suffolk County rainfall: 1-yr 2.7 in,
2-yr 3.4 in, 10-yr 5.0 in, 100-yr 8.5 in), and the Village's requirement to retain a 2-inch rainfall on site was checked.
HSG A sand; paver surface CN 76 before storage credit.</p>
<table><tr><th>Table 6-1 Structural component</th><th>Design storm</th><th>Inflow volume</th><th>Storage provided</th><th>Result</th></tr>
<tr><td>PP-1 stone reservoir (12 in at 40% voids)</td><td>10-yr (5.0 in)</td><td>7,780 cf</td><td>8,880 cf + infiltration at 4 in/hr (design, half of tested)</td><td>No overflow; drains in 6.3 hr</td></tr>
<tr><td>PP-1</td><td>100-yr (8.5 in)</td><td>14,100 cf</td><td>8,880 cf + infiltration</td><td>Overflow 0.6 cfs peak, to VB-1</td></tr>
<tr><td>LP-1 + LP-2</td><td>2-inch retention</td><td>0.07 ac x 2 in = 508 cf</td><td>2 x 302 cf = 604 cf</td><td>Retained</td></tr>
<tr><td>LP-1 + LP-2</td><td>10-yr</td><td>1,190 cf</td><td>604 cf + exfiltration</td><td>Surcharge to pavers, no bay discharge</td></tr></table>
<h3>6.3 Comparison of post-development with pre-development runoff</h3>
<table><tr><th>Table 6-2 Discharge to Northport Bay</th><th>1-yr</th><th>10-yr</th><th>100-yr</th></tr>
<tr><td>Pre-development peak (asphalt lot, failed wall)</td><td>1.84 cfs</td><td>3.62 cfs</td><td>6.55 cfs</td></tr>
<tr><td>Post-development peak (with PP-1, LP-1/2, VB-1)</td><td>0.00 cfs</td><td>0.00 cfs</td><td>0.61 cfs</td></tr>
<tr><td>Pre-development runoff volume</td><td>3,950 cf</td><td>8,310 cf</td><td>15,600 cf</td></tr>
<tr><td>Post-development runoff volume</td><td>0 cf</td><td>0 cf</td><td>5,220 cf</td></tr></table>
</div>""")
    P.append(f"""<div class="pg">{run(9)}
<h3>6.4 Practice details</h3>
<table><tr><th>Practice</th><th>Dimensions and materials</th><th>Installation</th></tr>
<tr><td>PP-1 permeable pavers</td><td>80 mm interlocking concrete pavers with 3/8-in joints; 2-in ASTM No. 8 bedding; 4-in No. 57 base; 12-in No. 2 stone reservoir; non-woven geotextile on sides only</td><td>Subgrade not compacted; base placed in 4-in lifts; joints filled with No. 8 stone; edge restraint along bulkhead cap</td></tr>
<tr><td>LP-1, LP-2 leaching pools</td><td>8-ft dia. x 6-ft effective depth precast rings, H-20 slab, 24-in grate; 2-ft clean sand/gravel collar</td><td>Bottom 2 ft above seasonal high tide groundwater (el. 2.0); inlet filter insert removed at completion</td></tr>
<tr><td>VB-1 vegetated buffer</td><td>15 ft wide x 640 LF; Cape American beach grass 18 in o.c.; bayberry, beach plum 5 ft o.c.; 3 in bark mulch</td><td>Plant October&ndash;November or April; water weekly first season</td></tr></table>
<h3>6.5 Maintenance schedule for permanent practices</h3>
<table><tr><th>Practice</th><th>Frequency</th><th>Action</th></tr>
<tr><td>PP-1</td><td>Twice a year (spring, fall) and after any storm over 2 in</td><td>Vacuum-sweep joints; replenish joint stone; no sand for winter traction; no sealcoat; check for ponding over 1 hr</td></tr>
<tr><td>LP-1, LP-2</td><td>Quarterly; after storms over 2 in</td><td>Remove sediment when more than 1 ft deep; clean grate</td></tr>
<tr><td>VB-1</td><td>Spring and fall</td><td>Replace dead plants; remove debris and wrack; no mowing or fertiliser</td></tr></table>
<h3>6.6 Maintenance easement</h3>
<p>N/A</p>
<h3>6.7 Inspection and maintenance agreement</h3>
<p>Before final plan approval the Association will sign and record in the Office of the Suffolk County Clerk a
Declaration of Stormwater Maintenance Covenants in the form approved by Village counsel. The Declaration obliges the
Association to inspect and maintain PP-1, LP-1, LP-2 and VB-1 on the schedule in 6.5, permits the Village to inspect and,
after notice, to perform neglected maintenance at the Association's cost, and runs with the land as a deed restriction
binding on the Association, its successors and every subsequent owner of the parcel.</p>
</div>""")
    # 10 certification
    P.append(f"""<div class="pg">{run(10)}
<h2>8. Certifications</h2>
<h3>8.1 Engineer's certification (Village Code Section 44-8C)</h3>
<div class="box">I certify that this Stormwater Pollution Prevention Plan and the stormwater management practices in it were
designed by me or under my direct supervision, and that the design of all stormwater management practices meets the
requirements of Chapter 44 of the Code of the Village of Asharoken.<br><br>
Signature: ______________________________ &nbsp;&nbsp; Date: ______________<br><br>
Licensed Professional Engineer, Quill Coastal Engineering, PC<br><br><br><br><br></div>
<h3>8.2 Contractor acknowledgement</h3>
<p>Each contractor and subcontractor doing upland or in-water work signs below before starting work.</p>
<div class="box">I have received and read the Construction Work Plan and SWPPP for the Bayview Shores bulkhead project and
will follow the work steps, the stormwater measures and the directions of the inspecting engineer.</div>
<table><tr><th>Name and title</th><th>Firm, address and telephone</th><th>Signature</th><th>Date</th></tr>
<tr><td>Kevin Draghi, Barge Superintendent</td><td>Crab Meadow Marine Contractors, Inc., 88 Bayview Ave., Northport, NY 11768, (631) 555-0164</td><td><i>Kevin Draghi</i></td><td>04/09/2025</td></tr>
<tr><td>Luis Ocampo, Foreman</td><td>Harbor Hill Excavating, Inc., 301 Pulaski Road, Greenlawn, NY 11740, (631) 555-0139</td><td><i>L. Ocampo</i></td><td>04/10/2025</td></tr>
<tr><td>Dana Whitford, Owner</td><td>Seaside Native Landscapes, LLC, 9 Waterside Road, Northport, NY 11768, (631) 555-0150</td><td><i>Dana Whitford</i></td><td>04/10/2025</td></tr></table>
<p class="small">Site: Bayview Shores Beach Association common parcel, Asharoken Avenue, Village of Asharoken, NY (SCTM 0101-004.00-02.00-017.000).</p>
</div>""")
    # 11 list of drawings
    P.append(f"""<div class="pg">{run(11)}
<h2>Attachments and Drawings</h2>
<table><tr><th>Sheet</th><th>Title</th><th>Status</th></tr>
<tr><td>WP-1</td><td>Work Plan, Existing Conditions and Post-Construction Practices (1 in = 30 ft), with location map</td><td>Bound at back of this plan</td></tr>
<tr><td>ES-2</td><td>Erosion and Sediment Control Plan (silt fence, entrance, stockpiles, turbidity curtain)</td><td>Quill Coastal Engineering drawing set, Rev. 1 (separate)</td></tr>
<tr><td>S-1 to S-4</td><td>Bulkhead and revetment structural plans and sections</td><td>Submitted with NYSDEC Tidal Wetlands application</td></tr></table>
<h3>Typical erosion control details</h3>
<table><tr><th>Practice</th><th>Dimensions and material</th><th>Installation</th></tr>
<tr><td>Silt fence</td><td>36-in woven geotextile on 2-in hardwood stakes 8 ft o.c.</td><td>6-in toe trench, fabric buried and backfilled; in sand, stakes driven 24 in</td></tr>
<tr><td>Stabilized construction entrance</td><td>50 ft x 20 ft x 6 in, 1- to 4-in crushed stone on geotextile</td><td>Placed before first delivery</td></tr>
<tr><td>Floating turbidity curtain</td><td>Type II, 18-in flotation, 6-ft skirt, ballast chain</td><td>Anchored 50 ft o.c.; skirt 1 ft clear of bottom at low water</td></tr>
<tr><td>Dewatering bag</td><td>15 ft x 15 ft non-woven geotextile bag</td><td>On gravel, at least 50 ft from the bulkhead</td></tr>
<tr><td>Erosion control blanket</td><td>Double-net straw/coconut blanket</td><td>Staples 1 per sq yd; anchor trench at top</td></tr></table>
<p class="small">No temporary sediment basin is required: the largest drainage area to any one point during construction is
under 0.6 acre and drains to the plugged outfall area, which is controlled by the silt fence and the leaching pool sump.</p>
</div>""")
    return "<html><head><meta charset='utf-8'><style>" + CSS + "</style></head><body>" + "".join(P) + "</body></html>"


SHEET = """<html><head><meta charset='utf-8'><style>@page{size:17in 11in;margin:0.3in}body{margin:0;font-family:'DejaVu Sans',sans-serif}
svg text{font-family:'DejaVu Sans',sans-serif}</style></head><body>
<svg width="16.4in" height="10.4in" viewBox="0 0 1640 1040" xmlns="http://www.w3.org/2000/svg">
<rect x="5" y="5" width="1630" height="1030" fill="none" stroke="#000" stroke-width="3"/>
<rect x="1390" y="5" width="245" height="1030" fill="none" stroke="#000" stroke-width="2"/>
<text x="1400" y="40" font-size="15" font-weight="bold">QUILL COASTAL</text><text x="1400" y="60" font-size="15" font-weight="bold">ENGINEERING, PC</text>
<text x="1400" y="82" font-size="11">15 Main Street, Suite 3</text><text x="1400" y="97" font-size="11">Huntington, NY 11743</text>
<text x="1400" y="140" font-size="12">BAYVIEW SHORES BEACH</text><text x="1400" y="156" font-size="12">ASSOCIATION, INC.</text>
<text x="1400" y="172" font-size="11">Asharoken Avenue</text><text x="1400" y="187" font-size="11">Village of Asharoken, NY</text>
<text x="1400" y="220" font-size="11">Rev. 1  04/07/2025</text>
<text x="1400" y="900" font-size="14" font-weight="bold">WORK PLAN AND</text><text x="1400" y="918" font-size="14" font-weight="bold">POST-CONSTRUCTION</text>
<text x="1400" y="936" font-size="14" font-weight="bold">PRACTICES</text>
<text x="1400" y="1005" font-size="40" font-weight="bold">WP-1</text>
<text x="30" y="40" font-size="18" font-weight="bold">SHEET WP-1  WORK PLAN, EXISTING CONDITIONS AND POST-CONSTRUCTION PRACTICES   SCALE: 1 INCH = 30 FEET</text>
<rect x="30" y="60" width="260" height="200" fill="none" stroke="#000"/>
<text x="38" y="78" font-size="11" font-weight="bold">LOCATION MAP  1 in = 2,000 ft</text>
<path d="M50 240 C 120 180, 180 120, 280 80" fill="none" stroke="#000" stroke-width="2"/>
<text x="120" y="170" font-size="10" transform="rotate(-35 120 170)">ASHAROKEN AVE</text>
<text x="40" y="110" font-size="10">LONG ISLAND SOUND</text><text x="150" y="235" font-size="10">NORTHPORT BAY</text>
<circle cx="205" cy="150" r="9" fill="none" stroke="#000" stroke-width="2"/><text x="218" y="154" font-size="10">SITE</text>
<rect x="330" y="90" width="1030" height="830" fill="none" stroke="#000" stroke-dasharray="14 6"/>
<text x="340" y="110" font-size="12">PROPERTY LINE - PARCEL 2.90 AC</text>
<text x="700" y="80" font-size="14">ASHAROKEN AVENUE</text>
<path d="M330 700 L 1360 700" stroke="#000" stroke-width="5"/>
<text x="600" y="690" font-size="12" font-weight="bold">NEW VINYL BULKHEAD 640 LF (18" LANDWARD OF EXISTING)</text>
<path d="M1360 700 L 1360 560" stroke="#555" stroke-width="12"/><text x="1200" y="550" font-size="11">STONE RETURN 90 LF</text>
<text x="650" y="800" font-size="16">NORTHPORT BAY (DUCK ISLAND HARBOR) - RECEIVING WATER</text>
<text x="600" y="740" font-size="11">TIDAL WETLAND (LITTORAL ZONE) - MHW LINE</text>
<path d="M330 725 L 1360 725" stroke="#000" stroke-dasharray="4 4"/>
<rect x="420" y="300" width="800" height="300" fill="#eee" stroke="#000"/>
<text x="600" y="440" font-size="14" font-weight="bold">PP-1 PERMEABLE PAVER PARKING 0.51 AC</text>
<text x="600" y="460" font-size="11">12" STONE RESERVOIR - GRADED 1% LANDWARD</text>
<rect x="420" y="610" width="940" height="70" fill="none" stroke="#070" stroke-width="2"/>
<text x="560" y="650" font-size="12">VB-1 VEGETATED BUFFER 15 FT x 640 LF</text>
<circle cx="380" cy="250" r="16" fill="none" stroke="#000" stroke-width="2"/><circle cx="380" cy="300" r="16" fill="none" stroke="#000" stroke-width="2"/>
<text x="345" y="340" font-size="11">LP-1, LP-2 8' DIA x 6' LEACHING POOLS</text>
<text x="350" y="200" font-size="11">ASPHALT DRIVE 0.07 AC</text>
<rect x="1230" y="180" width="110" height="90" fill="none" stroke="#000"/><text x="1233" y="200" font-size="10">STAGING YARD</text><text x="1233" y="214" font-size="10">0.15 AC</text>
<text x="340" y="150" font-size="11">LAWN AND BLACK PINE - NOT DISTURBED</text>
<path d="M330 280 L 1360 280" stroke="#a00" stroke-width="2" stroke-dasharray="20 6 4 6"/>
<text x="900" y="275" font-size="11" fill="#a00">LIMIT OF DISTURBANCE - 1.24 AC</text>
<text x="340" y="880" font-size="11">EXISTING 12" OUTFALL (DISCHARGE POINT) TO BE REMOVED AND PLUGGED</text>
<text x="340" y="900" font-size="11">EXISTING GRADES EL. 6.5-8.0 (LOT), 14.0 (ROAD EDGE); PROPOSED 1% TO PAVERS. SOILS: CuB FILL / Bc BEACHES</text>
<text x="340" y="960" font-size="11">NOTE: EROSION AND SEDIMENT CONTROLS ARE SHOWN ON SHEET ES-2.</text>
</svg></body></html>"""


def chrome(html_text, pdf, work, stem):
    hp = os.path.join(work, stem + ".html")
    open(hp, "w").write(html_text)
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--print-to-pdf=" + pdf, hp], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)


def freetext(pdf, page, rect, lines, contents, rgb=(0, 0, 0.55), fill=(1, 1, 0.86), size=10):
    w, h = rect[2] - rect[0], rect[3] - rect[1]
    ops = [f"q {fill[0]} {fill[1]} {fill[2]} rg 0 0 {w} {h} re f {rgb[0]} {rgb[1]} {rgb[2]} RG 1.2 w 1 1 {w-2} {h-2} re S Q",
           f"BT /Helv {size} Tf {rgb[0]} {rgb[1]} {rgb[2]} rg 8 {h - size - 6} Td {size + 3} TL"]
    for l in lines:
        ops.append("(" + l.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") Tj T*")
    ops.append("ET")
    ap = pikepdf.Stream(pdf, "\n".join(ops).encode("latin-1"))
    ap.Type = Name.XObject; ap.Subtype = Name.Form; ap.BBox = [0, 0, w, h]
    ap.Resources = Dictionary(Font=Dictionary(Helv=Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name.Helvetica,
                                                              Encoding=Name.WinAnsiEncoding)))
    annot = Dictionary(Type=Name.Annot, Subtype=Name.FreeText, Rect=rect, Contents=String(contents),
                       DA=String(f"/Helv {size} Tf {rgb[0]} {rgb[1]} {rgb[2]} rg"), F=4, T=String("M. Quill"),
                       AP=Dictionary(N=ap))
    if "/Annots" not in page.obj:
        page.obj.Annots = pdf.make_indirect(Array([]))
    page.obj.Annots.append(pdf.make_indirect(annot))


def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    b = os.path.join(work, "body.pdf"); chrome(html(), b, work, "body")
    s = os.path.join(work, "sheet.pdf"); chrome(SHEET, s, work, "sheet")
    w = PdfWriter()
    for f in (b, s):
        for p in PdfReader(f).pages: w.add_page(p)
    tmp = os.path.join(work, "merged.pdf")
    with open(tmp, "wb") as fh: w.write(fh)
    pdf = pikepdf.open(tmp)
    # engineer's e-signature stamp on the certification page (page 10), over the blank signature box
    freetext(pdf, pdf.pages[9], [75, 478, 320, 536],
             ["/s/ Margaret T. Quill, P.E.", "NY P.E. License No. 091437", "Digitally signed 04/07/2025"],
             "/s/ Margaret T. Quill, P.E. NY P.E. License No. 091437 Digitally signed 04/07/2025")
    # a field note on the Means and Methods page (page 4)
    freetext(pdf, pdf.pages[3], [330, 40, 575, 80], ["Field note 4/2/25 (MTQ): curtain set 15 ft", "off old face per DEC permit condition 11."],
             "Field note 4/2/25 (MTQ): curtain set 15 ft off old face per DEC permit condition 11.", size=8.5)
    pdf.save(out_pdf)

GARBAGE_PAGES = []
