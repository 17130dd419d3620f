"""Plan 3: Village of Asharoken, small-firm SWPPP where most pages are phone photos of printed pages."""
import os, io, random
import numpy as np
from PIL import Image, ImageFilter, ImageDraw
from pypdf import PdfReader, PdfWriter
import subprocess
from common import html_to_pdf

NAME = "p6b_phonephotos_asharoken_sound_beach_clubhouse"
TOTAL = 13
PHOTO_PAGES = [2, 3, 4, 6, 7, 8, 9, 10, 11, 12]

CSS = """
@page { size: Letter; margin: 0; }
body { margin:0; font-family: 'DejaVu Serif', serif; font-size: 11.6pt; color:#000; }
.page { width: 8.5in; height: 11in; box-sizing: border-box; padding: 0.7in 0.85in 0.6in 0.85in; position: relative; page-break-after: always; }
.page:last-child { page-break-after: auto; }
.lh { font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; border-bottom: 2px solid #000; padding-bottom: 3px; margin-bottom: 12px; }
.pf { position:absolute; bottom: 0.4in; left: 0.85in; right: 0.85in; font-family:'DejaVu Sans',sans-serif; font-size: 8.5pt; border-top: 1px solid #000; padding-top: 2px; }
.pf span { float:right; }
h1 { font-size: 15pt; margin: 4px 0 8px 0; } h2 { font-size: 12.6pt; margin: 12px 0 4px 0; }
p { margin: 4px 0 8px 0; line-height: 1.35; }
ul, ol { margin: 3px 0 6px 0; padding-left: 22px; } li { margin-bottom: 3px; line-height: 1.3; }
table.t { border-collapse: collapse; width: 100%; font-size: 10.2pt; margin: 5px 0 8px 0; }
table.t td, table.t th { border: 1px solid #000; padding: 3px 5px; text-align: left; vertical-align: top; }
"""

FIRM = "CRAB MEADOW ENGINEERING, P.C. &middot; 9 Bayview Avenue, Northport, NY 11768 &middot; (631) 555-0187"


def page(n, body, lh=True):
    top = f'<div class="lh">{FIRM}</div>' if lh else ""
    return f'<div class="page">{top}{body}<div class="pf">SWPPP - Sound Beach Association Clubhouse, Asharoken<span>Page {n} of {TOTAL}</span></div></div>'


P = []
P.append(page(1, """
<div style="height:1.0in"></div>
<p style="text-align:center;font-family:'DejaVu Sans',sans-serif">VILLAGE OF ASHAROKEN &mdash; BOARD OF TRUSTEES / PLANNING BOARD</p>
<h1 style="text-align:center;font-size:22pt">Stormwater Pollution Prevention Plan</h1>
<p style="text-align:center;font-size:14pt">Sound Beach Association<br>Clubhouse and Parking Area Reconstruction<br>Asharoken Avenue, Village of Asharoken<br>Town of Huntington, Suffolk County, New York</p>
<p style="text-align:center">Suffolk County Tax Map District 0400, Section 002.00, Block 01.00, Lot 018.000</p>
<div style="height:0.6in"></div>
<p style="text-align:center">Owner: Sound Beach Association, Inc., P.O. Box 214, Northport, NY 11768</p>
<p style="text-align:center">Prepared by: Crab Meadow Engineering, P.C.<br>9 Bayview Avenue, Northport, NY 11768 &middot; (631) 555-0187</p>
<p style="text-align:center">April 6, 2026</p>
<div style="height:0.5in"></div>
<table class="t" style="width:80%;margin:auto"><tr><th>Contents</th><th>Page</th></tr>
<tr><td>1. Project Background, Receiving Water, Responsibilities</td><td>2</td></tr>
<tr><td>2. Existing Conditions, Soils, Existing Runoff Data</td><td>3</td></tr>
<tr><td>3. Construction Sequence and Implementation Schedule</td><td>4</td></tr>
<tr><td>Sheet SW-1 Site and Erosion Control Plan</td><td>5</td></tr>
<tr><td>4. Erosion and Sediment Control Measures</td><td>6</td></tr>
<tr><td>5. Pollution Prevention, Materials and Spills</td><td>8</td></tr>
<tr><td>6. Inspection and Maintenance During Construction</td><td>9</td></tr>
<tr><td>7. Post-Construction Stormwater Management</td><td>10</td></tr>
<tr><td>8. Certifications</td><td>13</td></tr></table>
""", lh=False))

P.append(page(2, """
<h1>1. Project Background</h1>
<p>The Sound Beach Association owns a 2.9-acre beach club parcel between Asharoken Avenue and Long Island Sound. The project
demolishes the 1960s clubhouse and its gravel lot and builds a new one-story clubhouse of 3,900 square feet, a paved
parking lot of 46 spaces, a bath house, walkways and a dune walkover. Water service is from the Suffolk County Water
Authority; sanitary waste goes to a new innovative/alternative on-site system.</p>
<p>The total area of soil disturbance is 1.22 acres. The project is not a single-family residence. Because more than one acre is
disturbed, this plan meets Condition C of Village Code Section 44-8B(2), and it includes post-construction controls.</p>
<h2>1.1 Receiving Waters</h2>
<p>Runoff from the parking lot and Asharoken Avenue frontage drains to the Village storm drain on Asharoken Avenue and
discharges to Northport Bay. The beach side of the parcel drains by sheet flow to Long Island Sound. The receiving waters are
Northport Bay and Long Island Sound.</p>
<h2>1.2 Responsibilities</h2>
<table class="t">
<tr><th>Part of site / task</th><th>Responsible party</th></tr>
<tr><td>Whole site; SWPPP compliance; permits</td><td>Sound Beach Association (owner)</td></tr>
<tr><td>Parking lot, drainage, grading</td><td>Eatons Neck Site Contractors, Inc.</td></tr>
<tr><td>Clubhouse and bath house</td><td>Bayside Builders Corp.</td></tr>
<tr><td>Dune walkover and dune planting</td><td>North Shore Marine Landscapes, LLC</td></tr>
<tr><td>Weekly inspections and reports</td><td>Crab Meadow Engineering, P.C.</td></tr>
</table>
"""))

P.append(page(3, """
<h1>2. Existing Conditions</h1>
<p>The parcel is nearly level (elevations 8 to 14 ft NAVD88) behind a vegetated primary dune. The landward half is the gravel lot
and the old clubhouse; the seaward half is beach grass and beach. There are no freshwater wetlands on the parcel. The tidal
wetland boundary and the coastal erosion hazard line are shown on Sheet SW-1; no work is proposed seaward of the line.</p>
<h2>2.1 Soils</h2>
<p>The Soil Survey of Suffolk County maps the site as follows:</p>
<ul>
<li>Carver and Plymouth sands, 0 to 3 percent slopes (CpA): deep, excessively drained sands, hydrologic soil group A.</li>
<li>Beaches (Bc): sand and gravel of the shore, frequently flooded.</li>
<li>Urban land (Ur): the existing gravel lot and clubhouse pad.</li>
</ul>
<p>Two test holes by McDonald Geoscience on February 20, 2026 found brown medium sand to 11 ft. Groundwater was met at
6.5 ft below grade in TH-1 and 7.0 ft in TH-2. The sand is highly permeable and suitable for leaching pools.</p>
<h2>2.2 Existing Stormwater Runoff Data</h2>
<p>The gravel lot now drains to two old cesspool-type drywells and to the Village drain. The Village DPW reports ponding at
the Asharoken Avenue inlet after storms of about 1.5 inches. No flow or water quality sampling data exist for the site. The
existing 10-year peak runoff to the Village drain was computed as 1.84 cfs (Section 7.2).</p>
"""))

P.append(page(4, """
<h1>3. Construction Sequence</h1>
<p>The work is one phase; no more than 1.22 acres will be disturbed at any time, well under the 5-acre limit.</p>
<ol>
<li>Pre-construction meeting with the Village; install construction fence along the dune line.</li>
<li>Install the stabilized construction entrance and the silt fence and sand fence at the dune side.</li>
<li>Install inlet protection in the Village inlet on Asharoken Avenue.</li>
<li>Demolish the clubhouse; remove the old drywells and gravel.</li>
<li>Grade the parking lot and building pad; build the temporary sediment trap.</li>
<li>Install leaching pools, pipes and the sanitary system.</li>
<li>Build the clubhouse and bath house.</li>
<li>Pave the lot; build the rain garden; topsoil, seed and plant.</li>
<li>Remove temporary controls after final stabilization.</li>
</ol>
<h2>3.1 Implementation Schedule</h2>
<table class="t">
<tr><th>Temporary practice</th><th>Put in place</th><th>Stays in place until</th></tr>
<tr><td>Construction entrance</td><td>Day 1</td><td>Paving binder course</td></tr>
<tr><td>Silt fence and sand fence</td><td>Day 1-2</td><td>Final stabilization</td></tr>
<tr><td>Inlet protection</td><td>Day 2</td><td>Paving complete</td></tr>
<tr><td>Sediment trap</td><td>Week 2</td><td>Lot drainage working</td></tr>
<tr><td>Temporary seeding</td><td>Within 7 days of idle areas</td><td>Permanent cover</td></tr>
</table>
<p>Planned start: September 2026. Planned completion: May 2027.</p>
"""))

svg = """
<svg width="6.8in" height="7.4in" viewBox="0 0 680 740" xmlns="http://www.w3.org/2000/svg" style="font-family:'DejaVu Sans',sans-serif;border:1px solid #000">
<rect x="0" y="0" width="680" height="60" fill="#d8ecf7"/><text x="340" y="35" font-size="12" text-anchor="middle">LONG ISLAND SOUND</text>
<path d="M0,60 C200,80 480,70 680,62 L680,120 C480,130 200,125 0,118 Z" fill="#f3ecd2" stroke="#a80"/><text x="540" y="100" font-size="8">BEACH (Bc)</text>
<path d="M0,118 C200,125 480,130 680,120 L680,190 C480,195 200,190 0,186 Z" fill="#e5f0dc" stroke="#585"/><text x="520" y="160" font-size="8">PRIMARY DUNE - NOT DISTURBED</text>
<path d="M0,186 C200,190 480,195 680,190" fill="none" stroke="#c00" stroke-width="1.5" stroke-dasharray="12,3,2,3"/><text x="10" y="203" font-size="7" fill="#c00">COASTAL EROSION HAZARD LINE</text>
<rect x="0" y="590" width="680" height="50" fill="#eee" stroke="#000"/><text x="340" y="620" font-size="11" text-anchor="middle">ASHAROKEN AVENUE</text>
<polygon points="40,180 640,186 640,588 40,588" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="14,4,3,4"/>
<text x="340" y="583" font-size="8" text-anchor="middle">PROPERTY LINE - SITE AREA 2.9 AC</text>
<polygon points="80,240 600,240 600,580 80,580" fill="none" stroke="#c00" stroke-width="2" stroke-dasharray="8,4"/>
<text x="340" y="255" font-size="9" fill="#c00" text-anchor="middle">LIMIT OF DISTURBANCE 1.22 AC</text>
<polyline points="80,236 600,236" stroke="#000" stroke-width="2.5"/><text x="90" y="231" font-size="8">SILT FENCE + SAND FENCE 560 LF</text>
<polyline points="80,240 80,580" stroke="#000" stroke-width="2.5"/><polyline points="600,240 600,580" stroke="#000" stroke-width="2.5"/>
<rect x="250" y="280" width="170" height="80" fill="#ccc" stroke="#000"/><text x="335" y="318" font-size="10" text-anchor="middle">PROP. CLUBHOUSE</text><text x="335" y="332" font-size="8" text-anchor="middle">3,900 SF FFE 15.0</text>
<rect x="460" y="285" width="70" height="45" fill="#ccc" stroke="#000"/><text x="495" y="311" font-size="8" text-anchor="middle">BATH HOUSE</text>
<rect x="110" y="390" width="460" height="150" fill="#f4f4f4" stroke="#000"/><text x="340" y="470" font-size="9" text-anchor="middle">46-SPACE PAVED PARKING (2% SLOPE)</text>
<rect x="300" y="545" width="50" height="45" fill="#999" stroke="#000"/><text x="325" y="560" font-size="7" text-anchor="middle">SCE</text><text x="325" y="570" font-size="7" text-anchor="middle">50x20</text>
<circle cx="160" cy="420" r="10" fill="none" stroke="#070" stroke-width="2"/><text x="175" y="420" font-size="7">LP-1</text>
<circle cx="340" cy="420" r="10" fill="none" stroke="#070" stroke-width="2"/><text x="355" y="420" font-size="7">LP-2</text>
<circle cx="520" cy="420" r="10" fill="none" stroke="#070" stroke-width="2"/><text x="535" y="420" font-size="7">LP-3</text>
<circle cx="160" cy="510" r="10" fill="none" stroke="#070" stroke-width="2"/><text x="175" y="510" font-size="7">LP-4</text>
<circle cx="520" cy="510" r="10" fill="none" stroke="#070" stroke-width="2"/><text x="535" y="510" font-size="7">LP-5</text>
<text x="120" y="460" font-size="7" fill="#070">LEACHING POOLS LP-1 TO LP-5: 10' DIA x 8' DEEP</text>
<rect x="110" y="280" width="110" height="60" fill="#e7f3e7" stroke="#070" stroke-width="2"/><text x="165" y="305" font-size="7" text-anchor="middle">RAIN GARDEN RG-1</text><text x="165" y="316" font-size="7" text-anchor="middle">1,150 SF</text>
<ellipse cx="560" cy="370" rx="32" ry="14" fill="none" stroke="#05a" stroke-width="2"/><text x="560" y="373" font-size="7" text-anchor="middle">TEMP TRAP ST-1</text>
<rect x="455" y="545" width="10" height="10" fill="#05a"/><text x="470" y="555" font-size="7">INLET PROTECTION (VILLAGE INLET)</text>
<circle cx="640" cy="615" r="6" fill="#000"/><text x="675" y="656" font-size="7" text-anchor="end">DISCHARGE: VILLAGE DRAIN TO NORTHPORT BAY</text>
<rect x="450" y="345" width="80" height="22" fill="none" stroke="#000" stroke-dasharray="2,2"/><text x="490" y="359" font-size="6">STAGING/DUMPSTER</text>
<text x="10" y="655" font-size="8">SCALE 1" = 30'. EXISTING GRADES 0-3%; FINAL GRADES 1-2% PAVED, 3% LAWN.</text>
<path d="M0,88 C200,98 480,92 680,86" fill="none" stroke="#069" stroke-width="1.2" stroke-dasharray="5,3"/><text x="20" y="84" font-size="7" fill="#069">TIDAL WETLAND BOUNDARY / MEAN HIGH WATER</text>
<rect x="470" y="662" width="205" height="74" fill="#fff" stroke="#000"/><text x="572" y="673" font-size="7" text-anchor="middle">GENERAL LOCATION MAP 1" = 2,000'</text>
<rect x="471" y="676" width="203" height="18" fill="#d8ecf7"/><text x="520" y="689" font-size="6">LONG ISLAND SOUND</text>
<path d="M471,700 C540,696 600,705 674,698" stroke="#000" fill="none"/><text x="480" y="712" font-size="6">ASHAROKEN AVE</text>
<rect x="471" y="716" width="203" height="19" fill="#d8ecf7"/><text x="520" y="730" font-size="6">NORTHPORT BAY</text>
<circle cx="600" cy="699" r="4" fill="#c00"/><text x="607" y="712" font-size="6">SITE</text>
<text x="10" y="675" font-size="8">VEGETATION: DUNE GRASS AND BEACH PLANTINGS TO REMAIN</text>
<text x="10" y="690" font-size="8">DRAINAGE: LOT TO VILLAGE DRAIN (SOUTH); BEACH SHEET FLOW TO SOUND (NORTH)</text>
</svg>"""
P.append(page(5, f"""<h1 style="font-size:13pt;margin-top:0">Sheet SW-1 &mdash; Site and Erosion Control Plan (reduced)</h1>
{svg}
<p style="font-size:8.5pt">Location: Asharoken Avenue, 0.8 mile west of Eatons Neck Road, on the isthmus between Long Island Sound and Northport Bay.
No off-site storage, borrow or waste areas will be used. Original sheet 24 x 36 in at 1 in = 30 ft.</p>"""))

P.append(page(6, """
<h1>4. Erosion and Sediment Control Measures</h1>
<h2>4.1 Measures for Each Stage</h2>
<p><b>Demolition and clearing:</b> construction entrance, silt fence with sand fence on the dune side, inlet protection, and dust
control by water truck.</p>
<p><b>Grading and utilities:</b> the temporary sediment trap, a temporary earth berm along the north edge of the lot, and stockpiles
covered with tarps. Exposed sand will be stabilized with temporary seed and mulch within 7 days when work stops.</p>
<p><b>Building and paving:</b> inlet protection on new inlets and daily sweeping of Asharoken Avenue.</p>
<p><b>Final stabilization:</b> paving, 4 inches of topsoil with a salt tolerant seed mix on lawns, and American beach grass
planted at 18 inches on center on the repaired dune edge. Final stabilization is 80 percent perennial cover.</p>
<h2>4.2 Structural Practices That Divert or Store Flows</h2>
<p>The temporary earth berm, 18 inches high, keeps runoff from the graded lot away from the dune and directs it to the sediment
trap. The sediment trap stores the runoff of the graded area and lets it soak into the sand. These practices limit runoff
from exposed areas.</p>
<h2>4.3 Temporary Practices Made Permanent</h2>
<p>The temporary sediment trap will be cleaned out, deepened and planted to become the permanent rain garden RG-1. The
sand fence on the dune side will stay as permanent dune protection.</p>
"""))

P.append(page(7, """
<h1>4.4 Details and Specifications</h1>
<p><b>Construction entrance:</b> 50 ft long, 20 ft wide, 8 inches of 2 inch crushed stone over filter fabric.</p>
<p><b>Silt fence:</b> 36 inch woven fabric on wood stakes 6 ft apart, toe buried 6 inches. <b>Sand fence:</b> 4 ft wood slat
fence on posts 10 ft apart, set behind the silt fence.</p>
<p><b>Inlet protection:</b> fabric insert bag sized for the Village inlet grate.</p>
<p><b>Earth berm:</b> 18 inches high, 6 ft wide at base, compacted sand covered with mulch.</p>
<p><b>Temporary sediment trap ST-1:</b> the drainage area is 0.9 acre. At 3,600 cubic feet per acre the required storage is
3,240 cubic feet. The trap is 40 ft by 30 ft and 3 ft deep with 2:1 side slopes and holds 3,400 cubic feet. The outlet is a
stone spillway 4 ft wide.</p>
<p><b>Temporary seed:</b> annual ryegrass at 1 lb per 1,000 square feet with straw mulch at 90 lb per 1,000 square feet.</p>
<p>All practices are installed in accordance with the New York State Standards and Specifications for Erosion and Sediment
Control.</p>
"""))

P.append(page(8, """
<h1>5. Pollution Prevention</h1>
<h2>5.1 Litter, Chemicals and Debris</h2>
<p>A covered dumpster at the staging area will hold litter and demolition debris and will be emptied weekly. Workers will pick up
litter daily. Demolition debris from the old clubhouse will be hauled to a licensed facility. Paint, sealers and other chemicals
will be kept closed and used as the labels direct.</p>
<h2>5.2 Materials Stored on Site</h2>
<p>The materials expected on site are crushed stone, sand, pipe and leaching rings, lumber, roofing, asphalt, cement bags,
paint, and fuel for equipment. These will be kept in the staging area shown on Sheet SW-1.</p>
<p>Storage practices: cement bags, paint and fuel cans are kept in a locked steel container; stone and sand piles are tarped;
lumber is kept on pallets under cover. The staging area will be updated on the plan if it is moved.</p>
<h2>5.3 Spill Prevention and Response</h2>
<p>Equipment is fueled only at the staging area over a drip pan. A spill kit is kept in the container. Any spill is stopped,
soaked up and the material removed. Spills of petroleum are reported to the NYSDEC Spill Hotline at 1-800-457-7362 and to
the Village.</p>
"""))

P.append(page(9, """
<h1>6. Inspection and Maintenance</h1>
<p>A qualified inspector from Crab Meadow Engineering will inspect the site every seven days and within 24 hours after any storm
of 0.5 inch or more. Reports will be kept in the site logbook.</p>
<h2>6.1 Maintenance Schedule</h2>
<ul>
<li>Construction entrance: check daily; add stone when it clogs.</li>
<li>Silt fence and sand fence: check weekly and after storms; remove sediment when half full; fix tears in 24 hours.</li>
<li>Inlet protection: check after each storm; empty the bag when half full.</li>
<li>Earth berm: check weekly; repair breaks the same day.</li>
<li>Sediment trap: check weekly; remove sediment when half full.</li>
<li>Seeded areas: check weekly; reseed bare spots.</li>
</ul>
<p>The contractor makes repairs within one day of each report.</p>
"""))

P.append(page(10, """
<h1>7. Post-Construction Stormwater Management</h1>
<h2>7.1 Practices</h2>
<p>Roof runoff and parking lot runoff are collected in catch basins with sediment sumps and piped to five precast leaching pools,
LP-1 to LP-5, which infiltrate into the sand. Runoff from the entrance and walks flows to rain garden RG-1, a shallow planted
depression. Together they infiltrate the runoff of the new impervious surfaces.</p>
<h2>7.2 Hydrologic Analysis</h2>
<p>The analysis used the TR-55 method with Type III 24-hour storms for the 1, 10 and 100 year storms. The leaching pools and
the rain garden were routed with their storage and an infiltration rate of 8 inches per hour.</p>
<p>Comparison of existing and proposed runoff to the Village drain:</p>
<table class="t">
<tr><th>Storm</th><th>Existing peak</th><th>Proposed peak</th></tr>
<tr><td>1 year (2.8 in)</td><td>0.62 cfs</td><td>0.00 cfs</td></tr>
<tr><td>10 year (5.0 in)</td><td>1.84 cfs</td><td>0.21 cfs</td></tr>
<tr><td>100 year (8.7 in)</td><td>3.97 cfs</td><td>1.35 cfs</td></tr>
</table>
<p>Post-development runoff is less than pre-development runoff in every storm.</p>
<p>The water quality volume is 2,830 cubic feet. The leaching pools store 3,620 cubic feet.</p>
"""))

P.append(page(11, """
<h1>7.3 Practice Details</h1>
<p><b>Leaching pools LP-1 to LP-5:</b> precast concrete rings, 10 ft diameter and 8 ft deep, with traffic bearing slab covers,
surrounded by 2 ft of clean gravel. The bottom of each pool is at least 2 ft above groundwater.</p>
<p><b>Rain garden RG-1:</b> 1,150 square feet, 6 inches deep, with 18 inches of sandy planting soil, mulch, and native salt
tolerant plants. An overflow grate sends large storms to LP-1.</p>
<p><b>Catch basins:</b> 4 ft by 4 ft precast with 2 ft sumps and hooded outlets.</p>
<h2>7.4 Maintenance Schedule</h2>
<ul>
<li>Catch basins: inspect twice a year; clean sumps when half full.</li>
<li>Leaching pools: inspect once a year; remove sediment when 1 ft deep.</li>
<li>Rain garden: inspect each spring and fall; weed, replace mulch and plants.</li>
<li>Parking lot: sweep in spring and fall.</li>
</ul>
<p>The Sound Beach Association will do this work and keep the records.</p>
"""))

P.append(page(12, """
<h1>7.5 Easement and Agreement</h1>
<p>The Association grants the Village a maintenance easement over the drainage system for inspection and repair. The easement
is shown on the site plan, will be recorded with the Suffolk County Clerk, and stays in effect when the property is sold.</p>
<p>The Association and the Village will sign a Stormwater Inspection and Maintenance Agreement. Its terms are: the owner will
inspect and maintain the catch basins, leaching pools and rain garden on the schedule above at its own cost; the Village may
enter to inspect and may do needed repairs and charge the owner; the agreement is recorded with the deed and binds all
later owners of the property.</p>
<p>The signed agreement will be filed before the certificate of occupancy.</p>
"""))

P.append(page(13, """
<h1>8. Certifications</h1>
<h2>8.1 Engineer</h2>
<p>I certify that this Stormwater Pollution Prevention Plan was prepared by me and that the design of all stormwater management
practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.</p>
<p>Signed: <i>/s/ Owen T. Brandt</i> &nbsp; Date: April 6, 2026<br>Owen T. Brandt, P.E., New York License No. 084419<br>Crab Meadow Engineering, P.C.</p>
<h2>8.2 Contractors</h2>
<p>"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution
prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality
standards."</p>
<table class="t">
<tr><th>Name and title</th><th>Firm, address, telephone</th><th>Site</th><th>Signature / date</th></tr>
<tr><td>Gary Lindholm, President</td><td>Eatons Neck Site Contractors, Inc., 40 Eatons Neck Road, Northport, NY 11768, (631) 555-0114</td><td>Sound Beach Assn., Asharoken Ave.</td><td>/s/ Gary Lindholm 4/2/2026</td></tr>
<tr><td>Elena Ruiz, Project Manager</td><td>Bayside Builders Corp., 112 Main Street, Huntington, NY 11743, (631) 555-0139</td><td>Sound Beach Assn., Asharoken Ave.</td><td>/s/ Elena Ruiz 4/3/2026</td></tr>
<tr><td>Sam Ochoa, Owner</td><td>North Shore Marine Landscapes, LLC, 7 Waterside Ave., Northport, NY 11768, (631) 555-0161</td><td>Sound Beach Assn., Asharoken Ave.</td><td>/s/ Sam Ochoa 4/3/2026</td></tr>
</table>
"""))
assert len(P) == TOTAL
HTML = f"<!doctype html><html><head><meta charset='utf-8'><style>{CSS}</style></head><body>{''.join(P)}</body></html>"


def _coeffs(src, dst):
    """Perspective coefficients mapping output (dst) coordinates back to input (src)."""
    A, B = [], []
    for (x, y), (u, v) in zip(dst, src):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); B.append(u)
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y]); B.append(v)
    return np.linalg.solve(np.array(A, float), np.array(B, float)).tolist()


def phone_photo(page_img, seed):
    rnd = random.Random(seed)
    rs = np.random.RandomState(seed)
    W, H = 1760, 2240                      # output canvas (8.8 x 11.2 in at 200 dpi)
    # desk background: warm wood-ish tone with grain
    yy, xx = np.mgrid[0:H, 0:W]
    grain = np.sin(xx / rnd.uniform(9, 14) + np.sin(yy / 90.0) * 3.0) * 10 + rs.normal(0, 6, (H, W))
    base = np.array([118, 86, 58], float) + rnd.uniform(-10, 10)
    desk = np.clip(base[None, None, :] + grain[..., None] * np.array([1.0, 0.8, 0.6]), 0, 255)
    canvas = Image.fromarray(desk.astype(np.uint8), "RGB")
    # paper: slight warm off-white
    pg = page_img.convert("L")
    pw, ph = pg.size
    paper = Image.merge("RGB", [pg.point(lambda v: int(v * 0.97 + 4)), pg.point(lambda v: int(v * 0.95 + 5)), pg.point(lambda v: int(v * 0.90 + 6))])
    j = lambda a: rnd.uniform(-a, a)
    dst = [(70 + j(25), 80 + j(25)), (W - 70 + j(25), 60 + j(25)), (W - 45 + j(25), H - 60 + j(25)), (45 + j(25), H - 45 + j(25))]
    # mild keystone: top narrower than bottom (phone tilted toward the top of the sheet)
    k = rnd.uniform(18, 40)
    dst[0] = (dst[0][0] + k, dst[0][1]); dst[1] = (dst[1][0] - k, dst[1][1])
    src = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    c = _coeffs(src, dst)
    warped = paper.transform((W, H), Image.PERSPECTIVE, c, Image.BICUBIC)
    mask = Image.new("L", (pw, ph), 255).transform((W, H), Image.PERSPECTIVE, c, Image.BILINEAR)
    # soft shadow of the sheet on the desk
    shadow = Image.new("L", (W, H), 0)
    ImageDraw.Draw(shadow).polygon([(x + 14, y + 18) for x, y in dst], fill=110)
    shadow = shadow.filter(ImageFilter.GaussianBlur(18))
    canvas = Image.composite(Image.new("RGB", (W, H), (30, 22, 15)), canvas, shadow)
    canvas = Image.composite(warped, canvas, mask)
    # uneven lighting and vignette
    cx, cy = rnd.uniform(0.25, 0.75) * W, rnd.uniform(0.15, 0.45) * H
    d = np.sqrt(((xx - cx) / W) ** 2 + ((yy - cy) / H) ** 2)
    light = 1.06 - 0.42 * d ** 1.6
    grad = 1.0 - 0.10 * (xx / W) * rnd.choice([1, -1]) - 0.04
    L = np.clip(light * grad, 0.55, 1.08)
    arr = np.asarray(canvas).astype(float) * L[..., None]
    arr += rs.normal(0, 3.0, arr.shape)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")
    img = img.filter(ImageFilter.GaussianBlur(rnd.uniform(0.7, 1.0)))
    return img


def build(outdir, work, ids):
    os.makedirs(work, exist_ok=True)
    clean = os.path.join(work, NAME + "-print.pdf")
    html_to_pdf(HTML, clean, work)
    reader = PdfReader(clean)
    assert len(reader.pages) == TOTAL, len(reader.pages)
    writer = PdfWriter()
    for n in range(1, TOTAL + 1):
        if n in PHOTO_PAGES:
            base = os.path.join(work, "render-%02d" % n)
            subprocess.run(["pdftoppm", "-r", "190", "-f", str(n), "-l", str(n), "-singlefile", "-gray", "-png", clean, base], check=True)
            img = phone_photo(Image.open(base + ".png"), seed=4400 + n)
            buf = io.BytesIO()
            img.save(buf, "PDF", resolution=200.0, quality=50)
            buf.seek(0)
            ipdf = PdfReader(buf)
            writer.add_page(ipdf.pages[0])
            img.save(os.path.join(work, "photo-%02d.jpg" % n), quality=50)
        else:
            writer.add_page(reader.pages[n - 1])
    pdf = f"{outdir}/pdf/{NAME}.pdf"
    writer.add_metadata({"/Producer": "Chromium print to PDF + phone-photo JPEG pages (Pillow) bound with pypdf", "/Title": "SWPPP Sound Beach Association Clubhouse"})
    with open(pdf, "wb") as f:
        writer.write(f)
    items = {i: "present" for i in ids}
    ev = {k: {"pages": v[0], "quote": v[1]} for k, v in EVID.items()}
    lab = {
        "checklist": "asharoken-ch44",
        "style": "Small-firm SWPPP in which most pages are phone-camera photos of the printed pages (perspective, uneven light, vignette, blur, desk border; no text layer), with an ordinary text cover, site plan sheet and certification page",
        "producer": "Chromium headless print to PDF (text pages) + Pillow-made JPEG photo pages, bound with pypdf",
        "decision": "complete",
        "facts": {"disturbed_acres": 1.22, "project_type": "beach club clubhouse and parking lot reconstruction",
                  "single_family": False, "impaired_water": False},
        "items": items, "evidence": ev, "gaps": {}, "image_only_pages": PHOTO_PAGES,
        "ambiguous_items": ["44-8B(3)(i)"],
        "acceptable_decisions": ["complete"],
        "notes": ("Pages 2-4 and 6-12 are phone photos (no text layer); quotes there are what tesseract reads. 1.22 ac disturbed, not a "
                  "single-family residence: Condition C of 44-8B(2) holds, so all post-construction items apply (the plan says so on p. 2). "
                  "44-8B(3)(i): the plan states the agreement's binding terms (owner maintains at own cost, Village may enter and repair, "
                  "recorded with the deed, binds all later owners) and says the signed instrument will be filed before the CO; by the "
                  "corpus convention that is present, listed as ambiguous. Sheet SW-1 (p. 5) is bound, 1 in = 30 ft; the location map is "
                  "an inset at 1 in = 2,000 ft on the same sheet. "
                  "The plan makes no statement on 303(d) status; impaired_water false is the document's silence."),
    }
    return NAME, pdf, lab, TOTAL


EVID = {
 "44-8B(1)(a)": ([2], "The total area of soil disturbance is 1.22 acres."),
 "44-8B(1)(b)": ([5], "GENERAL LOCATION MAP 1\" = 2,000'"),
 "44-8B(1)(c)": ([3], "Carver and Plymouth sands"),
 "44-8B(1)(d)": ([4], "well under the 5-acre limit"),
 "44-8B(1)(e)": ([8], "Workers will pick up litter daily."),
 "44-8B(1)(f)": ([8], "The materials expected on site are crushed stone"),
 "44-8B(1)(g)": ([6], "Exposed sand will be stabilized with temporary seed and mulch within 7 days"),
 "44-8B(1)(h)": ([5], "SILT FENCE + SAND FENCE 560 LF"),
 "44-8B(1)(i)": ([7], "At 3,600 cubic feet per acre the required storage is"),
 "44-8B(1)(j)": ([6], "will be cleaned out, deepened and planted to become the permanent rain garden"),
 "44-8B(1)(k)": ([4], "Implementation Schedule"),
 "44-8B(1)(l)": ([9], "remove sediment when half full; fix tears in 24 hours"),
 "44-8B(1)(m)": ([2], "The receiving waters are"),
 "44-8B(1)(n)": ([2], "Responsibilities"),
 "44-8B(1)(o)": ([6], "keeps runoff from the graded lot away from the dune"),
 "44-8B(1)(p)": ([3], "Existing Stormwater Runoff Data"),
 "44-8B(3)(b)": ([10], "five precast leaching pools"),
 "44-8B(3)(c)": ([5], "LEACHING POOLS LP-1 TO LP-5: 10' DIA x 8' DEEP"),
 "44-8B(3)(d)": ([10], "Hydrologic Analysis"),
 "44-8B(3)(e)": ([10], "runoff is less than pre-development runoff in every storm"),
 "44-8B(3)(f)": ([11], "precast concrete rings, 10 ft diameter and 8 ft deep"),
 "44-8B(3)(g)": ([11], "inspect twice a year"),
 "44-8B(3)(h)": ([12], "stays in effect when the property is sold"),
 "44-8B(3)(i)": ([12], "the agreement is recorded with the deed and binds all later owners"),
 "44-8C": ([13], "Owen T. Brandt, P.E., New York License No. 084419"),
 "44-8E": ([13], "I certify under penalty of law that I understand and agree to comply"),
}
