"""p20b_fieldguide_asharoken_shores_pavilion: SWPPP printed as a 5 x 8 in pocket field guide
(Chromium print of HTML) with a fold-out 11 x 17 in site map (reportlab) bound at the back."""
import os

from reportlab.lib.units import inch
from reportlab.pdfgen import canvas

import common

NAME = "p20b_fieldguide_asharoken_shores_pavilion"

CSS = """
@page { size: 5in 8in; margin: 0.3in 0.32in 0.38in 0.32in; }
body { font-family: 'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif; font-size: 7.6pt;
       line-height: 1.22; margin: 0; }
h1 { font-size: 11pt; margin: 0 0 4pt 0; border-bottom: 1.5pt solid #000; padding-bottom: 2pt; }
h2 { font-size: 8.6pt; margin: 6pt 0 2pt 0; background: #ddd; padding: 1pt 3pt; }
p { margin: 0 0 3pt 0; }
table { border-collapse: collapse; width: 100%; margin: 2pt 0 4pt 0; }
td, th { border: 0.5pt solid #000; padding: 1.5pt 2pt; vertical-align: top; font-size: 7pt; text-align: left; }
th { background: #eee; }
.sec { break-before: page; }
.card { border: 1.2pt solid #000; padding: 3pt 4pt; margin: 0 0 5pt 0; break-inside: avoid; }
.card b.t { font-size: 8.2pt; display: block; margin-bottom: 1pt; }
.tab { float: right; font-weight: bold; border: 1pt solid #000; padding: 0 3pt; }
.cover { text-align: center; padding-top: 0.6in; }
.cover .big { font-size: 16pt; font-weight: bold; margin: 8pt 0; }
.box { border: 1pt dashed #000; padding: 4pt; margin: 6pt 0; }
ul { margin: 0 0 3pt 12pt; padding: 0; } li { margin: 0 0 1pt 0; }
"""


def html():
    S = []
    a = S.append
    a('<div class="cover"><p style="font-size:9pt;font-weight:bold">VILLAGE OF ASHAROKEN - CHAPTER 44</p>'
      '<p class="big">POCKET FIELD GUIDE</p>'
      '<p style="font-size:10pt"><b>Stormwater Pollution Prevention Plan</b></p>'
      '<p style="font-size:9pt">Asharoken Shores Beach Pavilion and Parking Area<br/>'
      '611 Asharoken Avenue, Village of Asharoken, Suffolk County, NY<br/>SCTM 0101-002.00-01.00-018.000</p>'
      '<p>Owner: Asharoken Shores Homeowners Association, Inc.<br/>'
      'Prepared by: Seacliff Engineering, P.C., Huntington, NY</p>'
      '<p>Issue 1 - April 7, 2025</p>'
      '<div class="box">KEEP THIS GUIDE ON SITE: in the job trailer, in the foreman\'s truck and with every '
      'subcontractor who disturbs soil. It is the SWPPP, not a summary of it. The fold-out site map is '
      'bound at the back (Map 1).</div></div>')
    a('<div class="sec"><h1>CONTENTS</h1><table>'
      + "".join(f"<tr><td>{n}</td><td>{t}</td></tr>" for n, t in [
          ("1", "Project at a glance"), ("2", "Who is responsible for what"), ("3", "Soils and existing runoff"),
          ("4", "Construction sequence"), ("5", "Stabilization at each stage"), ("6", "Practice cards"),
          ("7", "When each practice goes in and comes out"), ("8", "Maintenance and inspection of controls"),
          ("9", "Temporary to permanent"), ("10", "Structural practices that divert, store or limit runoff"),
          ("11", "Housekeeping, materials and spills"), ("12", "Permanent stormwater practices"),
          ("13", "Hydrology: before and after"), ("14", "Permanent practice details"),
          ("15", "Long-term maintenance, easement and agreement"), ("16", "Certifications"),
          ("Map 1", "Fold-out site map (11 x 17), back of guide")]) + "</table>"
      '<p>Code references: each section header carries the Chapter 44 paragraph it answers, e.g. '
      '<b>[44-8B(1)(a)]</b>.</p></div>')
    a('<div class="sec"><h1>1 PROJECT AT A GLANCE <span class="tab">44-8B(1)(a), (m)</span></h1>'
      '<p><b>What:</b> demolition of the gravel parking area and old cabana and construction of a 1,450 sq ft '
      'beach pavilion, a 28-space porous asphalt parking area, a boardwalk dune crossing, '
      'a water service and lighting, for the members of the Asharoken Shores Homeowners Association.</p>'
      '<p><b>Where:</b> 611 Asharoken Avenue, on the Northport Bay (west) side of the road.</p>'
      '<p><b>Size:</b> lot 2.05 acres; disturbance 1.22 acres; new impervious 0.19 acres (pavilion roof and walks).</p>'
      '<p><b>Type:</b> common recreational amenity of a homeowners association; not a single-family residence.</p>'
      '<p><b>Why a SWPPP:</b> more than one acre is disturbed, so this is a land development activity under '
      'Section 44-3. Condition C of Section 44-8B(2) applies (1 to 5 acres, not single-family), so the '
      'post-construction controls of Section 44-8B(3) are included (Sections 12-15).</p>'
      '<h2>Receiving waters</h2>'
      '<p>Receiving water: Northport Bay (via sheet flow across the beach and the Village drainage outfall at the '
      'foot of the lot). No runoff from the site reaches Long Island Sound; the road crown divides the flow.</p>'
      '<h2>Key numbers for the crew</h2><table><tr><th>Item</th><th>Value</th></tr>'
      '<tr><td>Max. area open at one time</td><td>1.22 ac (single phase; limit 5 ac)</td></tr>'
      '<tr><td>Groundwater</td><td>5.5 ft below grade at mean high water</td></tr>'
      '<tr><td>Work hours</td><td>7:00 a.m. to 6:00 p.m. weekdays</td></tr>'
      '<tr><td>Rain gauge</td><td>On the staging-area fence post</td></tr></table></div>')
    a('<div class="sec"><h1>2 WHO IS RESPONSIBLE FOR WHAT <span class="tab">44-8B(1)(n)</span></h1>'
      '<p>SWPPP implementation responsibilities by part of the site (zones are shown on Map 1):</p>'
      '<table><tr><th>Zone</th><th>Part of site</th><th>Responsible</th><th>Duties</th></tr>'
      '<tr><td>Z-1</td><td>Pavilion pad and walks</td><td>Harborline Builders (general contractor)</td>'
      '<td>Silt fence, washout, housekeeping, pavilion foundation</td></tr>'
      '<tr><td>Z-2</td><td>Parking area and leaching pools</td><td>Bayview Paving &amp; Drainage (subcontractor)</td>'
      '<td>Entrance, inlet filters, leaching pools, porous asphalt</td></tr>'
      '<tr><td>Z-3</td><td>Dune and boardwalk crossing</td><td>Coastal Dune Works (subcontractor)</td>'
      '<td>Sand fence, dune berm, beachgrass planting</td></tr>'
      '<tr><td>Z-4</td><td>Staging and stockpile area</td><td>Harborline Builders</td>'
      '<td>Fuel and materials storage, stockpile ring, spill kit</td></tr>'
      '<tr><td>All</td><td>Whole site</td><td>Seacliff Engineering (qualified inspector)</td>'
      '<td>Inspections, reports, SWPPP updates</td></tr>'
      '<tr><td>All</td><td>Whole site</td><td>Asharoken Shores HOA (owner)</td>'
      '<td>Keeps the SWPPP on site; long-term maintenance</td></tr></table>'
      '<h2>Contacts</h2><table>'
      '<tr><td>Owner</td><td>Asharoken Shores HOA, Inc., Karen Duval, President, (631) 555-0148</td></tr>'
      '<tr><td>Engineer / inspector</td><td>Seacliff Engineering, P.C., Peter Lindqvist, P.E., (631) 555-0190</td></tr>'
      '<tr><td>General contractor</td><td>Harborline Builders Inc., Rosa Alvarez, (631) 555-0123</td></tr>'
      '<tr><td>Village</td><td>Stormwater Management Officer, Village of Asharoken, 1 Asharoken Avenue</td></tr>'
      '</table></div>')
    a('<div class="sec"><h1>3 SOILS AND EXISTING RUNOFF <span class="tab">44-8B(1)(c), (p)</span></h1>'
      '<h2>Soils present at the site</h2><table><tr><th>Unit</th><th>Soil</th><th>Notes</th></tr>'
      '<tr><td>CpA</td><td>Carver and Plymouth sands, 0-3% slopes</td><td>Excessively drained coarse sand; HSG A; '
      'most of the lot</td></tr>'
      '<tr><td>Bc</td><td>Beaches</td><td>Sand and gravel below the bluff; tidal; not disturbed except boardwalk piles</td></tr>'
      '<tr><td>Ug</td><td>Udorthents, smoothed</td><td>Old gravel fill under the existing parking, 1-2 ft thick</td></tr>'
      '</table><p>Test holes TH-1 and TH-2 (March 2025): brown medium sand to 9 ft; water at 5.5 ft in TH-1. '
      'Sands are highly erodible by wind once the surface crust is broken.</p>'
      '<h2>Existing data on stormwater runoff</h2>'
      '<p>Existing data: the existing parking area (0.41 ac of compacted gravel) sheds runoff west to the '
      'beach; the Village drainage complaint log shows ponding at the Asharoken Avenue curb after the '
      'August 2023 storm (3.4 in). Existing-conditions HydroCAD model: 10-year peak to Northport Bay 1.62 cfs. '
      'No gauging or water quality sampling data exist for the site.</p></div>')
    a('<div class="sec"><h1>4 CONSTRUCTION SEQUENCE <span class="tab">44-8B(1)(d)</span></h1>'
      '<p>One phase. The whole disturbance is 1.22 acres: never more than 5 acres open.</p><table>'
      '<tr><th>#</th><th>Step</th></tr>'
      + "".join(f"<tr><td>{i}</td><td>{t}</td></tr>" for i, t in enumerate([
          "Pre-construction meeting with the Village SMO; flag limits of disturbance and the dune line.",
          "Install stabilized construction entrance at Asharoken Avenue.",
          "Install silt fence and sand fence along the west (bay) side; build the dune-toe berm.",
          "Set up staging area Z-4: fuel pad, dumpster, washout, stockpile ring.",
          "Demolish cabana; remove gravel; clear and grub.",
          "Rough grade the pavilion pad and parking area.",
          "Install water service, lighting conduit and the six leaching pools; cap pools with inlet filters.",
          "Construct pavilion foundation and building.",
          "Install boardwalk piles and boardwalk (hand tools on the beach side).",
          "Final grade; place the porous asphalt stone reservoir and pavement only after all other areas are stabilized.",
          "Plant beachgrass and seed; remove temporary controls after final stabilization.",
      ], start=1)) + "</table></div>")
    a('<div class="sec"><h1>5 STABILIZATION AT EACH STAGE <span class="tab">44-8B(1)(g)</span></h1>'
      '<p>Temporary and permanent structural and vegetative measures, from initial clearing to closeout:</p>'
      '<table><tr><th>Stage</th><th>Temporary measures</th><th>Permanent measures</th></tr>'
      '<tr><td>Clearing and grubbing</td><td>Entrance, silt fence, sand fence, dune-toe berm; wet the sand to stop blowing</td><td>-</td></tr>'
      '<tr><td>Rough grading</td><td>Straw mulch 2 tons/ac, tackified, on any area idle 7 days (wind); stockpile covered</td><td>-</td></tr>'
      '<tr><td>Utilities and building</td><td>Inlet filters on pools; washout; mulch areas not worked</td><td>-</td></tr>'
      '<tr><td>Final grading</td><td>Jute mesh on the dune face</td><td>American beachgrass, 2 culms per hole at 18 in o.c.; '
      'lawn areas: 4 in topsoil and salt-tolerant seed mix; porous asphalt</td></tr>'
      '<tr><td>Closeout</td><td>Remove silt fence, sand fence, entrance</td><td>80% vegetative cover; dune berm planted; pavement complete</td></tr>'
      '</table></div>')
    cards = [
        ("SCE - Stabilized construction entrance", "50 ft long x 20 ft wide x 8 in deep, on woven geotextile.",
         "1-4 in crushed stone; geotextile per NYS Standards.", "Excavate 8 in, lay fabric, place stone; "
         "grade so runoff goes to the silt fence, not the road."),
        ("SF - Silt fence", "36 in fabric, 24 in exposed; stakes at 6 ft o.c. (sand: 8 ft stakes driven 24 in). Length 430 LF.",
         "Woven polypropylene geotextile; 2 x 2 in hardwood stakes.", "Trench 6 x 6 in, bury fabric toe, backfill "
         "and compact; ends turned uphill."),
        ("SN - Sand fence", "4 ft wood-slat fence, 50% porosity. Length 210 LF along the dune line.",
         "Snow-fence slats on 2 x 4 in posts at 10 ft.", "Set parallel to the shore, 10 ft seaward of the dune toe."),
        ("DB - Dune-toe diversion berm", "18 in high, 6 ft base, 180 LF along the west limit.",
         "On-site sand, covered with jute mesh.", "Shape by hand or small loader; mesh stapled 3 ft o.c."),
        ("IF - Leaching pool inlet filters", "One per pool, 6 pools.", "Geotextile sheet under the grate plus a "
         "ring of #2 stone 12 in high.", "Place as soon as each pool is set."),
        ("CW - Concrete washout", "8 ft x 8 ft x 2 ft, above grade.", "Straw bales and 10-mil liner.",
         "In Z-4, at least 100 ft from the beach; sign it."),
        ("SP - Stockpile", "Max. 200 cy sand and topsoil; ring of silt fence 120 LF.", "Tarp weighted with sandbags.",
         "Cover at end of each day; never on the beach side."),
    ]
    a('<div class="sec"><h1>6 PRACTICE CARDS <span class="tab">44-8B(1)(i)</span></h1>'
      '<p>Dimensions, materials and installation for every erosion and sediment control practice. '
      'Locations, sizes and lengths: Map 1.</p>'
      + "".join(f'<div class="card"><b class="t">{t}</b><b>Dimensions:</b> {d}<br/><b>Materials:</b> {m}<br/>'
                f'<b>Install:</b> {i}</div>' for t, d, m, i in cards)
      + '<p><b>Sediment basin:</b> none. No drainage area exceeds 0.6 acre and the sand soils drain '
      'rapidly, so no temporary sediment basin is needed; the silt fence and dune-toe berm hold sediment on site.</p></div>')
    a('<div class="sec"><h1>7 WHEN EACH PRACTICE GOES IN AND COMES OUT <span class="tab">44-8B(1)(k)</span></h1>'
      '<table><tr><th>Practice</th><th>Install (timing)</th><th>Stays in until</th></tr>'
      '<tr><td>SCE</td><td>Step 2, before any other work</td><td>Porous asphalt base placed</td></tr>'
      '<tr><td>SF</td><td>Step 3, before demolition</td><td>80% cover uphill</td></tr>'
      '<tr><td>SN</td><td>Step 3</td><td>Beachgrass established (one growing season)</td></tr>'
      '<tr><td>DB</td><td>Step 3</td><td>Permanent - becomes the dune berm (Section 9)</td></tr>'
      '<tr><td>IF</td><td>Step 7, as each pool is set</td><td>Pavement complete and swept</td></tr>'
      '<tr><td>CW</td><td>Step 4, before the first pour</td><td>Last pour</td></tr>'
      '<tr><td>SP ring</td><td>When the pile is started</td><td>Pile removed</td></tr></table></div>')
    a('<div class="sec"><h1>8 MAINTENANCE AND INSPECTION OF CONTROLS <span class="tab">44-8B(1)(l)</span></h1>'
      '<p>Maintenance schedule for the erosion and sediment control practices. The qualified inspector '
      'inspects every 7 days and within 24 hours after 0.5 in of rain or more (Chapter 44), and logs it in '
      'the site logbook.</p><table><tr><th>Practice</th><th>Check</th><th>Fix</th></tr>'
      '<tr><td>SCE</td><td>Daily</td><td>Add stone when sand shows; sweep Asharoken Avenue at day end</td></tr>'
      '<tr><td>SF</td><td>Daily and after rain</td><td>Remove sediment at 1/2 height; reset undermined fence within 24 h</td></tr>'
      '<tr><td>SN / DB</td><td>Weekly and after storms or high tides</td><td>Reset slats; reshape berm; restaple mesh</td></tr>'
      '<tr><td>IF</td><td>After every rain</td><td>Replace clogged fabric; reset stone</td></tr>'
      '<tr><td>CW</td><td>Weekly</td><td>Empty at 75% full; patch liner</td></tr>'
      '<tr><td>Mulch</td><td>Weekly, after wind</td><td>Re-mulch bare spots the same day</td></tr></table></div>')
    a('<div class="sec"><h1>9 TEMPORARY TO PERMANENT <span class="tab">44-8B(1)(j)</span></h1>'
      '<p>Temporary practices converted to permanent control measures:</p><ul>'
      '<li>The dune-toe diversion berm (DB) stays: at final grading it is planted with American beachgrass '
      'and becomes the permanent vegetated dune berm.</li>'
      '<li>The six leaching pools are installed early and used, with inlet filters, to take runoff during '
      'construction; after the filters are removed and the pools are cleaned they become the permanent '
      'stormwater system.</li></ul>'
      '<h1>10 STRUCTURAL PRACTICES THAT DIVERT, STORE OR LIMIT RUNOFF <span class="tab">44-8B(1)(o)</span></h1>'
      '<ul><li>Divert: the dune-toe berm turns runoff from the graded area away from the beach and back to the '
      'silt fence; the construction entrance is graded away from the road.</li>'
      '<li>Store: the leaching pools (with inlet filters) store and infiltrate runoff from the graded parking '
      'area during construction.</li>'
      '<li>Limit: silt fence and sand fence trap sediment and wind-blown sand at the limits.</li></ul></div>')
    a('<div class="sec"><h1>11 HOUSEKEEPING, MATERIALS AND SPILLS <span class="tab">44-8B(1)(e), (f)</span></h1>'
      '<h2>Litter, construction chemicals and debris</h2><ul>'
      '<li>Litter: lidded dumpster at Z-4, closed at day end (wind); site swept and beach walked daily.</li>'
      '<li>Construction chemicals: paints, sealers and form oil in a locked steel cabinet in Z-4.</li>'
      '<li>Construction debris: cabana demolition debris hauled off within 48 hours; nothing buried.</li></ul>'
      '<h2>Materials stored on site and how</h2><table><tr><th>Material</th><th>Storage practice</th></tr>'
      '<tr><td>Diesel fuel (250 gal)</td><td>Double-walled tank on lined pad with berm, Z-4</td></tr>'
      '<tr><td>Lumber, boardwalk decking</td><td>On dunnage, tarped</td></tr>'
      '<tr><td>Cement, grout (bags)</td><td>On pallets under cover</td></tr>'
      '<tr><td>Sand, topsoil</td><td>Stockpile SP, tarped daily</td></tr>'
      '<tr><td>Waste (C&amp;D, trash)</td><td>Covered roll-off and dumpster, Z-4</td></tr></table>'
      '<h2>Spill prevention and response</h2>'
      '<p>Refuel only on the lined pad; drip pans under parked equipment. Spill kit (absorbent, booms, bags) '
      'at Z-4 and in each truck. On a spill: stop the source, contain with absorbent, keep it off the beach, '
      'call the foreman; report spills of 5 gallons or more of petroleum to the NYSDEC Spill Hotline '
      '(1-800-457-7362) within 2 hours; record it in the logbook.</p></div>')
    a('<div class="sec"><h1>12 PERMANENT STORMWATER PRACTICES <span class="tab">44-8B(3)(b), (c)</span></h1>'
      '<p><b>PA-1 porous asphalt parking area</b> - 0.37 ac (16,100 sq ft) of porous asphalt over a 24 in '
      'stone reservoir; infiltrates the parking area runoff into the sands.</p>'
      '<p><b>LP-1 to LP-6 leaching pools</b> - six 10 ft diameter x 6 ft deep precast leaching pools that take the '
      'pavilion roof, walks and the PA-1 overflow; each sits 2 ft or more above groundwater.</p>'
      '<p><b>VB-1 vegetated dune berm</b> - 180 LF planted berm that spreads and slows any overflow before the beach.</p>'
      '<p>Location and size of each practice: Map 1 (fold-out), legend items PA-1, LP-1 to LP-6 and VB-1.</p></div>')
    a('<div class="sec"><h1>13 HYDROLOGY: BEFORE AND AFTER <span class="tab">44-8B(3)(d), (e)</span></h1>'
      '<p>Hydrologic and hydraulic analysis: HydroCAD 10.2, TR-20, Type III 24-hour storms for Suffolk County '
      '(1-yr 2.8 in, 2-yr 3.4 in, 10-yr 5.0 in, 100-yr 8.6 in). Design point DP-1, the beach at the west line.</p>'
      '<table><tr><th>Storm</th><th>Pre peak (cfs)</th><th>Post peak (cfs)</th><th>Pre volume (cf)</th><th>Post volume (cf)</th></tr>'
      '<tr><td>1-yr</td><td>0.38</td><td>0.00</td><td>1,960</td><td>0</td></tr>'
      '<tr><td>2-yr</td><td>0.61</td><td>0.00</td><td>2,820</td><td>0</td></tr>'
      '<tr><td>10-yr</td><td>1.62</td><td>0.21</td><td>6,150</td><td>740</td></tr>'
      '<tr><td>100-yr</td><td>3.95</td><td>1.88</td><td>14,300</td><td>6,900</td></tr></table>'
      '<p>Post-development runoff is less than pre-development runoff in every storm. Structural components: '
      'PA-1 reservoir 16,100 sq ft x 2 ft x 0.4 voids = 12,880 cf storage, infiltration 8.3 in/hr measured at '
      'TH-1 (design 4.1 in/hr); leaching pools 6 x 470 cf = 2,820 cf plus stone ring. Water quality volume '
      '(1-yr) 3,050 cf, all infiltrated. Pool overflow pipe capacity 2.4 cfs.</p></div>')
    a('<div class="sec"><h1>14 PERMANENT PRACTICE DETAILS <span class="tab">44-8B(3)(f)</span></h1>'
      '<div class="card"><b class="t">PA-1 Porous asphalt</b>3 in porous asphalt (NAPA IS-131 mix, PG 76-22) '
      'over 1 in choker course (#57 stone) over 24 in reservoir of #2 stone (AASHTO No. 2) on non-woven '
      'geotextile on the sides only; subgrade not compacted; no equipment on subgrade; observation well at '
      'the low corner. Place last, after the site is stabilized.</div>'
      '<div class="card"><b class="t">LP-1 to LP-6 Leaching pools</b>Precast concrete, 10 ft ID x 6 ft effective '
      'depth, H-20 traffic slab and cast-iron grate; 2 ft ring of 3/4 in clean stone; 12 in HDPE connecting pipe at '
      '0.5%; bottom at least 2 ft above seasonal high groundwater (elev. 2.5).</div>'
      '<div class="card"><b class="t">VB-1 Vegetated dune berm</b>18 in high, 6 ft base, sand core; American '
      'beachgrass (Ammophila breviligulata) culms 18 in o.c.; jute mesh until established.</div></div>')
    a('<div class="sec"><h1>15 LONG-TERM MAINTENANCE, EASEMENT AND AGREEMENT <span class="tab">44-8B(3)(g)-(i)</span></h1>'
      '<h2>Maintenance schedule for each permanent practice</h2><table>'
      '<tr><th>Practice</th><th>Schedule and action</th></tr>'
      '<tr><td>PA-1</td><td>Vacuum sweep 2 times a year (spring and fall); never sand or seal; check observation '
      'well after storms over 1 in - water gone within 72 hours</td></tr>'
      '<tr><td>LP-1 to 6</td><td>Inspect grates quarterly; measure sediment annually; pump out when 1/3 full</td></tr>'
      '<tr><td>VB-1</td><td>Inspect each spring and after coastal storms; replant and reshape as needed</td></tr></table>'
      '<h2>Maintenance easement</h2>'
      '<p>An access and maintenance easement to the Village of Asharoken over PA-1, LP-1 to LP-6 and VB-1 is shown '
      'on Map 1 and on the easement map filed with the Suffolk County Clerk; it runs with the land and remains in '
      'effect with any transfer of title to the property.</p>'
      '<h2>Inspection and maintenance agreement</h2>'
      '<p>The HOA has signed the Village stormwater inspection and maintenance agreement (recorded April 2, 2025, '
      'Liber D00013102 page 441). It binds the HOA and all subsequent owners of the lot served by these '
      'practices, requires an annual inspection report to the SMO, and lets the Village do the work and '
      'charge the owner if maintenance is not done.</p></div>')
    a('<div class="sec"><h1>16 CERTIFICATIONS <span class="tab">44-8C, 44-8E</span></h1>'
      '<h2>Preparer</h2><p>I certify that this SWPPP was prepared by me and that the design of all stormwater '
      'management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.</p>'
      '<p>Signed: <i>Peter Lindqvist</i> &nbsp; Peter Lindqvist, P.E., NY License No. 081552<br/>'
      'Seacliff Engineering, P.C., 200 New York Avenue, Huntington, NY 11743 &nbsp; Date: April 7, 2025 &nbsp; [P.E. SEAL]</p>'
      '<h2>Contractor certification</h2>'
      '<p>"I certify under penalty of law that I understand and agree to comply with the terms and conditions of '
      'the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or '
      'contribute to a violation of water quality standards."</p><table>'
      '<tr><th>Name / title</th><th>Firm, address, phone</th><th>Signature / date</th></tr>'
      '<tr><td>Rosa Alvarez, Project Manager</td><td>Harborline Builders Inc., 75 Wall St, Huntington NY 11743, (631) 555-0123</td>'
      '<td><i>R. Alvarez</i> 4/9/2025</td></tr>'
      '<tr><td>Tom Brennan, Owner</td><td>Bayview Paving &amp; Drainage, 12 Fort Salonga Rd, Northport NY 11768, (631) 555-0166</td>'
      '<td><i>T. Brennan</i> 4/9/2025</td></tr>'
      '<tr><td>Ana Ferreira, Foreman</td><td>Coastal Dune Works LLC, 4 Bay Ave, Centerport NY 11721, (631) 555-0107</td>'
      '<td><i>A. Ferreira</i> 4/10/2025</td></tr></table>'
      '<p>Site: Asharoken Shores Beach Pavilion and Parking Area, 611 Asharoken Avenue, Asharoken, NY.</p></div>')
    return ("<!doctype html><html><head><meta charset='utf-8'><style>" + CSS + "</style></head><body>"
            + "".join(S) + "</body></html>")


def build_map(tmp):
    W, H = 17 * inch, 11 * inch
    path = os.path.join(tmp, "p2_map.pdf")
    c = canvas.Canvas(path, pagesize=(W, H))
    c.setLineWidth(1.5)
    c.rect(0.4 * inch, 0.4 * inch, W - 0.8 * inch, H - 0.8 * inch)
    c.setFont("Helvetica-Bold", 14)
    c.drawString(0.7 * inch, H - 0.9 * inch, "MAP 1 - SITE MAP (FOLD-OUT)")
    c.setFont("Helvetica", 9)
    c.drawString(0.7 * inch, H - 1.15 * inch, "Asharoken Shores Beach Pavilion and Parking Area, 611 Asharoken Avenue")
    # plan area: road on the east (right), bay on the west (left)
    px0, px1, py0, py1 = 1.0 * inch, 11.0 * inch, 1.0 * inch, 9.3 * inch
    c.setFillGray(0.85)
    c.rect(px0, py0, 1.4 * inch, py1 - py0, fill=1, stroke=0)
    c.setFillGray(0)
    c.saveState()
    c.translate(px0 + 0.6 * inch, (py0 + py1) / 2)
    c.rotate(90)
    c.setFont("Helvetica-Bold", 12)
    c.drawCentredString(0, 0, "NORTHPORT BAY")
    c.restoreState()
    c.setFont("Helvetica", 8)
    c.drawString(px0 + 1.5 * inch, py0 + 0.2 * inch, "BEACH (Bc)")
    c.line(px1 - 1.0 * inch, py0, px1 - 1.0 * inch, py1)
    c.line(px1 - 0.3 * inch, py0, px1 - 0.3 * inch, py1)
    c.saveState()
    c.translate(px1 - 0.6 * inch, (py0 + py1) / 2)
    c.rotate(90)
    c.drawCentredString(0, 0, "ASHAROKEN AVENUE")
    c.restoreState()
    # property line
    c.setDash([10, 4, 2, 4])
    c.rect(px0 + 1.4 * inch, py0 + 1.0 * inch, 8.2 * inch, 6.4 * inch)
    c.setDash()
    c.drawString(px0 + 1.5 * inch, py0 + 7.5 * inch, "PROPERTY LINE - LOT 2.05 AC")
    # LOD
    c.setLineWidth(2)
    c.setDash([3, 3])
    c.rect(px0 + 3.2 * inch, py0 + 1.6 * inch, 6.2 * inch, 5.2 * inch)
    c.setDash()
    c.setLineWidth(1)
    c.drawString(px0 + 3.3 * inch, py0 + 6.9 * inch, "LIMIT OF DISTURBANCE - 1.22 AC (ALL OTHER AREAS UNDISTURBED: 0.83 AC)")
    # zones
    c.rect(px0 + 4.0 * inch, py0 + 4.3 * inch, 1.8 * inch, 1.2 * inch)
    c.drawString(px0 + 4.1 * inch, py0 + 4.9 * inch, "Z-1 PAVILION 1,450 SF")
    c.rect(px0 + 6.2 * inch, py0 + 2.0 * inch, 2.6 * inch, 3.6 * inch)
    c.drawString(px0 + 6.3 * inch, py0 + 5.3 * inch, "Z-2 PA-1 POROUS ASPHALT")
    c.drawString(px0 + 6.3 * inch, py0 + 5.1 * inch, "16,100 SF, 28 SPACES")
    for k in range(6):
        x = px0 + 6.5 * inch + (k % 3) * 0.8 * inch
        y = py0 + 2.5 * inch + (k // 3) * 1.2 * inch
        c.circle(x, y, 0.18 * inch)
        c.drawString(x - 10, y - 22, f"LP-{k + 1}")
    c.drawString(px0 + 6.3 * inch, py0 + 2.1 * inch, "LP-1 TO LP-6: 10 FT DIA x 6 FT")
    c.rect(px0 + 3.4 * inch, py0 + 1.8 * inch, 1.6 * inch, 1.4 * inch)
    c.drawString(px0 + 3.5 * inch, py0 + 2.9 * inch, "Z-4 STAGING")
    c.drawString(px0 + 3.5 * inch, py0 + 2.7 * inch, "SP STOCKPILE, CW")
    c.drawString(px0 + 3.5 * inch, py0 + 2.5 * inch, "FUEL PAD")
    # dune / berm
    c.setLineWidth(2.5)
    c.line(px0 + 3.0 * inch, py0 + 1.6 * inch, px0 + 3.0 * inch, py0 + 6.8 * inch)
    c.setLineWidth(1)
    c.drawString(px0 + 2.0 * inch, py0 + 6.95 * inch, "Z-3 DUNE")
    c.saveState()
    c.translate(px0 + 2.9 * inch, py0 + 3.0 * inch)
    c.rotate(90)
    c.drawString(0, 0, "DB / VB-1 DUNE-TOE BERM 180 LF")
    c.drawString(0, 22, "SN SAND FENCE 210 LF")
    c.restoreState()
    c.drawString(px0 + 3.25 * inch, py0 + 1.35 * inch, "SF SILT FENCE 430 LF (ALONG WEST AND SOUTH LOD)")
    c.rect(px0 + 8.9 * inch, py0 + 3.6 * inch, 0.5 * inch, 0.25 * inch)
    c.drawString(px0 + 8.2 * inch, py0 + 3.95 * inch, "SCE 50 x 20 FT")
    c.drawString(px0 + 1.6 * inch, py0 + 4.5 * inch, "DP-1")
    c.drawString(px0 + 1.6 * inch, py0 + 4.3 * inch, "DISCHARGE")
    # boardwalk
    c.rect(px0 + 2.0 * inch, py0 + 5.2 * inch, 2.0 * inch, 0.15 * inch)
    c.drawString(px0 + 2.0 * inch, py0 + 5.45 * inch, "BOARDWALK")
    # contours and arrows
    c.setLineWidth(0.4)
    for k, lab in enumerate(["6", "8", "10", "12"]):
        x = px0 + 3.6 * inch + k * 1.6 * inch
        c.setDash([5, 3])
        c.line(x, py0 + 1.1 * inch, x + 0.3 * inch, py0 + 7.3 * inch)
        c.setDash()
        c.drawString(x + 0.32 * inch, py0 + 7.1 * inch, lab)
    c.setLineWidth(1)
    for y in (3.8, 6.0):
        c.line(px0 + 5.6 * inch, py0 + y * inch, px0 + 4.6 * inch, py0 + y * inch)
        c.line(px0 + 4.6 * inch, py0 + y * inch, px0 + 4.75 * inch, py0 + y * inch + 5)
        c.line(px0 + 4.6 * inch, py0 + y * inch, px0 + 4.75 * inch, py0 + y * inch - 5)
    c.setDash([1, 4])
    c.line(px0 + 7.7 * inch, py0 + 1.0 * inch, px0 + 7.7 * inch, py0 + 7.4 * inch)
    c.setDash()
    c.drawString(px0 + 7.75 * inch, py0 + 1.1 * inch, "CpA | Ug SOIL BOUNDARY")
    # easement
    c.setDash([12, 3])
    c.rect(px0 + 6.0 * inch, py0 + 1.8 * inch, 3.0 * inch, 4.0 * inch)
    c.setDash()
    # right panel: legend, notes, location map
    rx = 12.0 * inch
    c.line(rx - 0.2 * inch, 0.4 * inch, rx - 0.2 * inch, H - 0.4 * inch)
    c.rect(rx, H - 3.6 * inch, 4.4 * inch, 2.6 * inch)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(rx + 0.1 * inch, H - 1.2 * inch, "LOCATION MAP  (1 IN = 2,000 FT)")
    c.setFont("Helvetica", 8)
    c.bezier(rx + 0.3 * inch, H - 3.4 * inch, rx + 1.5 * inch, H - 2.2 * inch, rx + 2.5 * inch, H - 2.0 * inch,
             rx + 4.1 * inch, H - 1.5 * inch)
    c.drawString(rx + 0.4 * inch, H - 2.4 * inch, "NORTHPORT BAY")
    c.drawString(rx + 2.4 * inch, H - 3.2 * inch, "LONG ISLAND SOUND")
    c.circle(rx + 1.9 * inch, H - 2.25 * inch, 4, fill=1)
    c.drawString(rx + 2.0 * inch, H - 2.3 * inch, "SITE")
    notes = [
        ("NOTES", True),
        ("1. Scale: 1 inch = 30 feet.", False),
        ("2. Total site area 2.05 ac; disturbed 1.22 ac; undisturbed 0.83 ac.", False),
        ("3. Existing vegetation: beachgrass and bayberry on the dune (Z-3),", False),
        ("   to remain; lawn and gravel in the work area.", False),
        ("4. Surface water: Northport Bay (west). No wetlands on site.", False),
        ("5. Drainage: existing sheet flow west to the beach, DP-1.", False),
        ("6. Contours 2 ft, existing dashed; final slopes 1-2% parking,", False),
        ("   5% max. lawn, 3:1 dune face.", False),
        ("7. No off-site material, waste, borrow or equipment storage areas.", False),
        ("8. Stormwater discharge location: DP-1 (beach, overflow only).", False),
        ("9. Zones Z-1 to Z-4: responsibilities in Guide Section 2.", False),
        ("10. Maintenance easement (long dashes) to the Village over PA-1,", False),
        ("    LP-1 to LP-6 and VB-1.", False),
        ("", False),
        ("LEGEND - EROSION AND SEDIMENT CONTROLS", True),
        ("SCE  Stabilized construction entrance 50 ft x 20 ft", False),
        ("SF   Silt fence 430 LF", False),
        ("SN   Sand fence 210 LF", False),
        ("DB   Dune-toe diversion berm 180 LF, 18 in high", False),
        ("IF   Inlet filters, 6 ea.", False),
        ("CW   Concrete washout 8 ft x 8 ft", False),
        ("SP   Stockpile 200 cy max., ring 120 LF", False),
        ("", False),
        ("LEGEND - PERMANENT PRACTICES", True),
        ("PA-1 Porous asphalt parking 16,100 sf", False),
        ("LP-1 to LP-6 Leaching pools 10 ft dia x 6 ft deep", False),
        ("VB-1 Vegetated dune berm 180 LF", False),
    ]
    y = H - 4.0 * inch
    for t, b in notes:
        c.setFont("Helvetica-Bold" if b else "Helvetica", 8)
        c.drawString(rx + 0.05 * inch, y, t)
        y -= 11.5
    c.setFont("Helvetica-Bold", 8)
    c.drawString(rx + 0.05 * inch, 0.9 * inch, "SEACLIFF ENGINEERING, P.C. - SHEET SWP-1 - 04/07/2025")
    c.showPage()
    c.save()
    return path


def build(outdir, tmp):
    hp = os.path.join(tmp, "p2_guide.html")
    open(hp, "w").write(html())
    guide = common.chromium_to_pdf(hp, os.path.join(tmp, "p2_guide.pdf"))
    mp = build_map(tmp)
    pdf = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.merge([(guide, None), (mp, None)], pdf)
    quotes = {
        "44-8B(1)(a)": "Size: lot 2.05 acres; disturbance 1.22 acres; new impervious 0.19 acres",
        "44-8B(1)(b)": "2. Total site area 2.05 ac; disturbed 1.22 ac; undisturbed 0.83 ac.",
        "44-8B(1)(c)": "Excessively drained coarse sand; HSG A; most of the lot",
        "44-8B(1)(d)": "4 CONSTRUCTION SEQUENCE",
        "44-8B(1)(e)": "Litter, construction chemicals and debris",
        "44-8B(1)(f)": "Materials stored on site and how",
        "44-8B(1)(g)": "5 STABILIZATION AT EACH STAGE",
        "44-8B(1)(h)": "LEGEND - EROSION AND SEDIMENT CONTROLS",
        "44-8B(1)(i)": "6 PRACTICE CARDS",
        "44-8B(1)(j)": "Temporary practices converted to permanent control measures:",
        "44-8B(1)(k)": "7 WHEN EACH PRACTICE GOES IN AND COMES OUT",
        "44-8B(1)(l)": "Maintenance schedule for the erosion and sediment control practices.",
        "44-8B(1)(m)": "Receiving water: Northport Bay",
        "44-8B(1)(n)": "SWPPP implementation responsibilities by part of the site",
        "44-8B(1)(o)": "10 STRUCTURAL PRACTICES THAT DIVERT, STORE OR LIMIT RUNOFF",
        "44-8B(1)(p)": "Existing data on stormwater runoff",
        "44-8B(3)(b)": "12 PERMANENT STORMWATER PRACTICES",
        "44-8B(3)(c)": "LP-1 to LP-6 Leaching pools 10 ft dia x 6 ft deep",
        "44-8B(3)(d)": "Hydrologic and hydraulic analysis: HydroCAD 10.2",
        "44-8B(3)(e)": "Post-development runoff is less than pre-development runoff in every storm.",
        "44-8B(3)(f)": "14 PERMANENT PRACTICE DETAILS",
        "44-8B(3)(g)": "Maintenance schedule for each permanent practice",
        "44-8B(3)(h)": "it runs with the land and remains in effect",
        "44-8B(3)(i)": "binds the HOA and all subsequent owners",
        "44-8C": "Peter Lindqvist, P.E., NY License No. 081552",
        "44-8E": "I certify under penalty of law that I understand and agree to comply with the terms and conditions of the",
    }
    ev, image_only, npages = common.locate(pdf, quotes, tmp)
    items = {i: "present" for i in common.item_ids("asharoken-ch44")}
    label = {
        "checklist": "asharoken-ch44",
        "style": "pocket field guide for the site crew (5 x 8 in pages, small type, code-paragraph tabs) with a "
                 "fold-out 11 x 17 in site map at the back",
        "producer": "Chromium print to PDF from HTML/CSS (guide) + reportlab (11 x 17 fold-out map), bound with pypdf",
        "decision": "complete",
        "facts": {"disturbed_acres": 1.22, "project_type": "homeowners association beach pavilion and parking area",
                  "single_family": False, "impaired_water": False},
        "items": items,
        "evidence": ev,
        "gaps": {},
        "image_only_pages": image_only,
        "ambiguous_items": [],
        "acceptable_decisions": ["complete"],
        "notes": "1.22 ac disturbed: a land development activity (44-3); Condition C (1-5 ac, not single-family) "
                 "so 44-8B(3) applies. The plan does not claim an impaired receiving water. Site map, practice "
                 "locations and lengths and post-construction locations are on the fold-out Map 1 (last page, "
                 "11 x 17, scale 1 in = 30 ft). No temporary sediment basin; the guide says why. Contractor "
                 "certifications carry typed/italic signatures, names, firms, phones, site and dates; the preparer "
                 "is a P.E. with the Chapter 44 design statement.",
    }
    headings = ["POCKET FIELD GUIDE", "CONTENTS", "1 PROJECT AT A GLANCE", "2 WHO IS RESPONSIBLE FOR WHAT",
                "3 SOILS AND EXISTING RUNOFF", "4 CONSTRUCTION SEQUENCE", "5 STABILIZATION AT EACH STAGE",
                "6 PRACTICE CARDS", "7 WHEN EACH PRACTICE GOES IN AND COMES OUT",
                "8 MAINTENANCE AND INSPECTION OF CONTROLS", "9 TEMPORARY TO PERMANENT",
                "10 STRUCTURAL PRACTICES THAT DIVERT, STORE OR LIMIT RUNOFF",
                "11 HOUSEKEEPING, MATERIALS AND SPILLS", "12 PERMANENT STORMWATER PRACTICES",
                "13 HYDROLOGY: BEFORE AND AFTER", "14 PERMANENT PRACTICE DETAILS",
                "15 LONG-TERM MAINTENANCE, EASEMENT AND AGREEMENT", "16 CERTIFICATIONS",
                "MAP 1 - SITE MAP (FOLD-OUT)"]
    return NAME, label, headings, npages
