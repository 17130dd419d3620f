"""Plan 1: Somers garden center SWPPP exported from a project-management board (task cards),
printed from HTML by Chromium, landscape letter."""
import html, sys

PROJECT = "Hilltop Growers Garden Center - Route 118, Somers NY"
BOARD = "SWPPP board: Hilltop Growers Garden Center (Town of Somers Ch. 93)"

def e(s): return html.escape(s)

cards = []
def card(lane, cid, title, assignee, due, checks, notes, extra=""):
    cards.append(dict(lane=lane, cid=cid, title=title, assignee=assignee, due=due,
                      checks=checks, notes=notes, extra=extra))

B, D, C = "Before construction", "During construction", "Closeout"

card(B, "HG-01", "Project scope, location, type and size", "R. Okonkwo, P.E. (Ridgeback Civil)", "Mar 3, 2025",
 [(1, "Confirm parcel data with Town Assessor"), (1, "Confirm disturbance total with grading plan"), (1, "Confirm Ch. 93 activity type")],
 ["Scope: build a 6,400 sq ft retail greenhouse and sales building,",
  "a 38-space paved parking lot, a gravel loading yard and a bioretention area.",
  "Location: 212 Route 118, Town of Somers, Westchester County, NY",
  "(Tax Map 26.08-1-14), on the east side of Route 118 north of Tomahawk Street.",
  "Type: commercial development (Somers Ch. 93 § 93-6A(2)(g)).",
  "Size: parcel 4.7 acres; total land disturbance 1.9 acres; new impervious 0.86 acre."])
card(B, "HG-02", "Soils and hydrologic soil groups", "R. Okonkwo, P.E.", "Mar 3, 2025",
 [(1, "Pull Westchester County Soil Survey (NRCS Web Soil Survey)"), (1, "Deep test holes TH-1 to TH-4 logged"), (1, "Percolation tests at BR-1 footprint")],
 ["ChB - Charlton fine sandy loam, 3-8% slopes: HSG B, well drained, water table > 6 ft.",
  "PnC - Paxton fine sandy loam, 8-15% slopes: HSG C, dense till (fragipan) at 24-30 in.",
  "Ub - Udorthents, smoothed (old farm lane fill): treated as HSG C.",
  "Test holes found no groundwater to 8 ft at TH-1 and TH-2 (BR-1 area);",
  "measured infiltration rate at BR-1 was 2.1 in/hr. Soil boundaries are drawn on Sheet SK-1."])
card(B, "HG-03", "Receiving waters and existing runoff data", "R. Okonkwo, P.E.", "Mar 5, 2025",
 [(1, "Identify receiving water and basin"), (1, "Collect existing drainage data")],
 ["The site drains east to Plum Brook, a tributary of the Muscoot Reservoir",
  "(NYC East-of-Hudson watershed, phosphorus TMDL basin). Discharge point DP-1 is",
  "the existing 15-in culvert under the farm lane. Existing 10-yr peak at DP-1: 3.42 cfs",
  "(HydroCAD, pre-development). No stream gauge data exists for this reach."])
card(B, "HG-04", "Construction phasing plan and sequence of operations", "T. Marchetti (Marchetti Site Contractors)", "Apr 14, 2025",
 [(1, "Sequence approved by design engineer"), (0, "Pre-construction meeting with Town Engineer"), (0, "Notify Town 48 hours before start")],
 ["Phase 1 (approx. 0.7 ac): install construction entrance, silt fence, orange fence",
  "at limits; clear and grub the loading yard; build sediment trap ST-1 and diversion DS-1.",
  "Phase 2 (approx. 1.2 ac): strip and stockpile topsoil; rough grade building pad and",
  "parking lot; install storm drains, water and electric; building foundation.",
  "Phase 3: pave base course; final grade; topsoil and seed; build BR-1 only after",
  "its drainage area is stabilized; remove ST-1 and convert DS-1; final paving.",
  "Disturbance at one time never exceeds 1.9 acres (well under the 5-acre limit)."])
card(B, "HG-05", "Install perimeter controls and construction entrance", "T. Marchetti", "Apr 21, 2025",
 [(0, "Stabilized construction entrance SCE-1"), (0, "Silt fence SF-1 and SF-2"), (0, "Orange construction fence at wetland buffer")],
 ["Install before any grubbing. Locations, sizes and lengths are on Sheet SK-2;",
  "details and specifications are on Sheet SK-4."])
card(B, "HG-06", "Non-conforming design elements", "R. Okonkwo, P.E.", "Mar 5, 2025",
 [(1, "Reviewed each practice against the Blue Book")],
 ["There are no elements of the design that do not conform to the New York State",
  "Standards and Specifications for Erosion and Sediment Control (Nov. 2016). No",
  "deviations or alternative designs are proposed."])
card(B, "HG-07", "Industrial stormwater discharges", "R. Okonkwo, P.E.", "Mar 5, 2025",
 [(1, "Confirm no batch plants")],
 ["There are no stormwater discharges associated with industrial activity other than",
  "construction at this site: no asphalt plant, concrete batch plant or rock crusher",
  "will be set up. Ready-mix concrete arrives by truck; washout is covered in HG-10."])

card(D, "HG-08", "Temporary and permanent soil stabilization (each stage)", "T. Marchetti", "ongoing",
 [(0, "Temporary seed/mulch areas idle 7 days"), (0, "Final seed and erosion blanket on slopes")],
 ["All stabilization follows the NYS Standards and Specifications for Erosion and",
  "Sediment Control (Blue Book). Clearing/grubbing: leave stumps until grading reaches them.",
  "Grading: any area not worked for 7 days gets temporary seed (annual ryegrass 40 lb/ac)",
  "and straw mulch at 2 tons/ac within 24 hours; stockpiles are seeded and ringed with silt fence.",
  "Winter (after Oct 15): mulch at double rate and anchor. Slopes 3:1 or steeper: North American",
  "Green S150 erosion control blanket. Final stabilization: 4 in topsoil, Blue Book mix",
  "(tall fescue / perennial ryegrass / red fescue), 80% uniform perennial cover."])
card(D, "HG-09", "Minimum E&SC practices per activity: placement and time in place", "T. Marchetti", "ongoing",
 [(0, "Keep table on site with the SWPPP")],
 [], extra="""<table class=t><tr><th>Activity</th><th>Practice</th><th>Initial placement</th><th>Minimum time in place</th></tr>
<tr><td>Mobilization</td><td>SCE-1 entrance</td><td>Day 1, before any trucks enter</td><td>Until base course paving</td></tr>
<tr><td>Clearing / grubbing</td><td>SF-1, SF-2 silt fence</td><td>Before grubbing begins</td><td>Until 80% cover upslope</td></tr>
<tr><td>Grading</td><td>ST-1 trap, DS-1 swale</td><td>Within 5 days of grubbing</td><td>Until drainage area stable</td></tr>
<tr><td>Stockpiling</td><td>Seed + perimeter fence</td><td>Within 7 days of placing</td><td>Until stockpile removed</td></tr>
<tr><td>Utilities</td><td>Inlet protection IP-1 to IP-4</td><td>As each inlet is set</td><td>Until paving and lawn stable</td></tr>
<tr><td>Final grading</td><td>Blanket / seed and mulch</td><td>Within 24 hours of grade</td><td>Permanent</td></tr></table>""")
card(D, "HG-10", "Pollution prevention: litter, chemicals, debris, washout", "Site superintendent", "ongoing",
 [(0, "Dumpster with lid on site"), (0, "Washout container delivered"), (0, "Spill kit in the job trailer")],
 ["Litter: one 20-yd covered dumpster at the yard, emptied weekly; crews pick up daily.",
  "Construction chemicals (form oil, curing compound, fuel, fertilizer) are stored in a",
  "locked, roofed job box on secondary containment; fueling only at the yard, 100 ft from",
  "Plum Brook, with drip pans. Construction debris goes to the dumpster, never buried.",
  "Concrete washout: lined, prefabricated washout container next to SCE-1.",
  "Spills: stop, contain with the spill kit, notify NYSDEC Spill Hotline (1-800-457-7362)."])
card(D, "HG-11", "Inspection schedule for E&SC practices", "K. Lindqvist, CPESC (qualified inspector)", "weekly",
 [(0, "Weekly inspection report filed"), (0, "Post-storm inspection within 24 hours")],
 ["Qualified inspector: inspect all E&SC practices every 7 calendar days and within",
  "24 hours after any rain of 0.5 inch or more, per the Blue Book; written report to owner.",
  "Contractor (Marchetti): walk the silt fence, entrance, trap and inlet protection every",
  "working day and repair the same day; log in the site book.",
  "Maintenance: remove sediment from silt fence at 1/3 height and from ST-1 at half of",
  "wet storage; top-dress SCE-1 stone when voids fill; replace torn inlet filters."])
card(D, "HG-12", "Keep SWPPP on site", "Site superintendent", "ongoing",
 [(0, "Binder in job trailer")],
 ["A copy of the SWPPP, the signed certifications and the inspection reports stay in",
  "the job trailer from start until final stabilization."])

card(C, "HG-13", "Convert temporary practices and remove controls", "T. Marchetti", "Sep 30, 2025",
 [(0, "Remove ST-1 and restore"), (0, "Regrade DS-1 as permanent grass swale")],
 ["Diversion swale DS-1 is regraded and lined with turf reinforcement mat to become the",
  "permanent grass swale GS-1. ST-1 is removed, and BR-1 is excavated in its footprint",
  "after upslope areas are stabilized. Silt fence comes out after 80% cover."])
card(C, "HG-14", "Post-construction practices: description", "R. Okonkwo, P.E.", "Sep 30, 2025",
 [(0, "As-built survey of BR-1 and IT-1")],
 ["BR-1 bioretention (standard F-5, Design Manual ch. 5/6) treats the parking lot and",
  "yard: 2,150 sq ft filter bed, 6 in ponding, 2.5 ft soil media, underdrain to DP-1.",
  "IT-1 infiltration trench (I-4) takes roof runoff from the greenhouse: 110 ft x 4 ft x 4 ft.",
  "GS-1 grass swale conveys BR-1 overflow to the existing culvert. Locations on Sheet SK-3."])
card(C, "HG-15", "Long-term O&M, easement and agreement", "Hilltop Growers LLC (owner)", "before C.O.",
 [(0, "Record easement and agreement"), (0, "Hand O&M manual to owner")],
 ["Responsible entity: Hilltop Growers LLC, owner, at its cost, for the life of the site.",
  "Maintenance easement: a 20-ft access easement from Route 118 to BR-1 and IT-1 in favor",
  "of the Town of Somers is shown on Sheet SK-3 and on the filed site plan; it runs with",
  "the land and remains in effect upon transfer of title.",
  "Agreement: a Stormwater Control Facility Maintenance Agreement under § 93-8, binding on",
  "all subsequent landowners, will be recorded with the Westchester County Clerk before",
  "the certificate of occupancy; its terms (owner maintains, Town may enter and repair at",
  "owner cost, annual report) are set out in Attachment C."])

# attachments (pages after the board)
def svg_site(kind):
    # simple site plan drawing; kind: 'SK-1','SK-2','SK-3'
    parts = ['<svg viewBox="0 0 1000 560" width="100%" height="520" xmlns="http://www.w3.org/2000/svg" font-family="Arial" font-size="13">',
             '<rect x="5" y="5" width="990" height="550" fill="none" stroke="#000" stroke-width="2"/>',
             '<polygon points="60,60 780,40 820,500 80,520" fill="none" stroke="#000" stroke-width="3" stroke-dasharray="18,6,4,6"/>',
             '<text x="90" y="80">PROPERTY LINE (4.7 AC)</text>',
             '<line x1="30" y1="20" x2="30" y2="540" stroke="#555" stroke-width="10"/>',
             '<text x="40" y="300" transform="rotate(-90 40 300)">ROUTE 118</text>',
             '<rect x="220" y="150" width="160" height="90" fill="#ddd" stroke="#000"/><text x="230" y="200">GREENHOUSE 6,400 SF</text>',
             '<rect x="180" y="270" width="300" height="120" fill="none" stroke="#000"/><text x="200" y="335">PARKING (38 SPACES)</text>',
             '<path d="M 870 30 C 850 200 900 350 860 550" fill="none" stroke="#06c" stroke-width="4"/>',
             '<text x="880" y="120" fill="#06c">PLUM BROOK</text>']
    if kind == "SK-1":
        parts += ['<polygon points="120,110 560,100 580,460 130,470" fill="none" stroke="#c00" stroke-width="2" stroke-dasharray="8,4"/>',
                  '<text x="140" y="455" fill="#c00">LIMIT OF DISTURBANCE 1.9 AC</text>',
                  '<text x="600" y="200">EXISTING WOODS - NOT DISTURBED</text>',
                  '<path d="M 700 250 q 60 40 120 0 q 30 80 -20 120 q -80 20 -100 -120" fill="none" stroke="#063" stroke-dasharray="3,3"/>',
                  '<text x="690" y="400">WETLAND WL-A (FLAGGED)</text>',
                  '<path d="M 120 300 Q 350 420 560 300" fill="none" stroke="#963" stroke-width="1.5"/><text x="400" y="420" fill="#963">SOIL LINE ChB / PnC</text>',
                  '<text x="150" y="130">ChB (HSG B)</text><text x="470" y="440">PnC (HSG C)</text>',
                  '<text x="600" y="330">EX. 300 / PR. 298 CONTOURS</text>',
                  '<text x="640" y="480">DP-1 EX. 15" CULVERT</text><circle cx="800" cy="490" r="7" fill="#000"/>',
                  '<text x="560" y="160">DRAINAGE FLOW &#8594; EAST</text>']
    if kind == "SK-2":
        parts += ['<polyline points="130,470 580,460 600,150" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="2,6"/>',
                  '<text x="300" y="490">SF-1 SILT FENCE 620 LF</text>',
                  '<text x="610" y="300">SF-2 SILT FENCE 240 LF</text>',
                  '<rect x="500" y="380" width="60" height="40" fill="none" stroke="#000"/><text x="470" y="375">ST-1 SEDIMENT TRAP 3,420 CF</text>',
                  '<text x="80" y="250">SCE-1 50 FT x 24 FT</text>',
                  '<path d="M 200 120 L 520 110 L 530 380" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="10,3"/>',
                  '<text x="300" y="105">DS-1 DIVERSION SWALE 410 LF</text>',
                  '<text x="200" y="420">IP-1 TO IP-4 INLET PROTECTION (4 EA)</text>',
                  '<text x="650" y="240">ORANGE FENCE 380 LF AT WETLAND BUFFER</text>']
    if kind == "SK-3":
        parts += ['<rect x="520" y="380" width="110" height="70" fill="#cde" stroke="#000"/><text x="500" y="470">BR-1 BIORETENTION 2,150 SF</text>',
                  '<rect x="200" y="120" width="220" height="16" fill="#bbb" stroke="#000"/><text x="200" y="112">IT-1 INFILTRATION TRENCH 110 LF x 4 FT</text>',
                  '<path d="M 630 420 L 800 490" stroke="#000" stroke-width="2"/><text x="660" y="430">GS-1 GRASS SWALE</text>',
                  '<path d="M 100 410 L 520 405" stroke="#090" stroke-width="10" opacity="0.4"/><text x="110" y="400">20-FT STORMWATER MAINTENANCE ACCESS EASEMENT</text>']
    parts.append('</svg>')
    return "\n".join(parts)

sheets = [
 ("SK-1", "Site map: existing conditions, soils and disturbance", svg_site("SK-1"),
  ["SCALE: 1 IN = 40 FT. Location map inset: USGS Peach Lake quad, site 0.4 mi north of Tomahawk St.",
   "Shows total site area, proposed improvements, areas of disturbance and undisturbed woods, existing vegetation,",
   "Plum Brook and wetland WL-A, drainage patterns, existing and final contours, soil boundaries, and discharge point DP-1.",
   "Equipment, material and waste storage: on-site yard only; no storage areas on adjacent properties."]),
 ("SK-2", "Erosion and sediment control plan", svg_site("SK-2"),
  ["SCALE: 1 IN = 40 FT. Location, size and length of each practice: SCE-1 50 ft x 24 ft; SF-1 620 LF; SF-2 240 LF;",
   "DS-1 410 LF; ST-1 3,420 cf; IP-1 to IP-4; orange fence 380 LF. Temporary stockpile and yard inside the LOD."]),
 ("SK-3", "Post-construction stormwater management plan", svg_site("SK-3"),
  ["SCALE: 1 IN = 40 FT. BR-1 bioretention 2,150 sf filter bed; IT-1 infiltration trench 110 LF x 4 ft x 4 ft;",
   "GS-1 grass swale 180 LF; 20-ft maintenance access easement in favor of the Town of Somers, also shown on the filed site plan."]),
]

details_html = """
<h2>SK-4 Erosion and sediment control details (NTS)</h2>
<table class=t>
<tr><th>Practice</th><th>Dimensions</th><th>Materials</th><th>Installation</th><th>Operation and maintenance</th></tr>
<tr><td>SCE-1 stabilized construction entrance</td><td>50 ft long x 24 ft wide x 8 in thick</td><td>NYSDOT 703-02 No. 4 stone (1-4 in) on woven geotextile</td><td>Grade, lay fabric, place stone; mountable berm at road edge</td><td>Top-dress stone when voids fill; sweep Route 118 daily if tracked</td></tr>
<tr><td>SF-1/SF-2 silt fence</td><td>36 in fabric, 24 in min above grade, posts 8 ft on center</td><td>Woven monofilament geotextile; 2 in hardwood stakes</td><td>Trench 6 in x 6 in, bury toe, backfill and compact; ends turned upslope</td><td>Remove sediment at 1/3 fence height; replace torn fabric within 24 hr</td></tr>
<tr><td>ST-1 sediment trap</td><td>Drainage area 1.0 ac; wet storage 1,800 cf + dry storage 1,620 cf (3,600 cf/ac x 0.95); 4 ft deep; 2:1 side slopes</td><td>Stone outlet: 3 ft crest of NYSDOT light stone fill faced with 1 ft of No. 2 stone</td><td>Build before upslope grading; outlet crest 1 ft below top of embankment</td><td>Clean out when sediment fills half of wet storage; dewater only through outlet</td></tr>
<tr><td>DS-1 diversion swale</td><td>Bottom 2 ft, depth 1.5 ft, 2:1 sides, grade 1-3%</td><td>Seed and mulch; North American Green S150 blanket</td><td>Stabilize within 24 hr of construction; outlet into ST-1</td><td>Repair breaches and remove sediment after each storm</td></tr>
<tr><td>IP-1 to IP-4 inlet protection</td><td>Fits 2 ft x 2 ft grates</td><td>Filter fabric insert (Dandy Bag or equal)</td><td>Install as each inlet is set</td><td>Empty when half full; replace damaged inserts</td></tr>
<tr><td>Temporary seeding / mulch</td><td>-</td><td>Annual ryegrass 40 lb/ac; straw 2 tons/ac</td><td>Within 24 hr on areas idle 7 days</td><td>Reseed bare spots</td></tr>
</table>
<h2>Attachment A: Hydrologic and hydraulic analysis summary (HydroCAD 10.2, NRCS Type III, Westchester Co.)</h2>
<table class=t><tr><th>Design storm (24-hr)</th><th>Rainfall (in)</th><th>Pre-dev peak at DP-1 (cfs)</th><th>Post-dev peak at DP-1 (cfs)</th><th>BR-1 peak stage (ft)</th><th>GS-1 velocity (fps)</th></tr>
<tr><td>1-year</td><td>2.8</td><td>0.94</td><td>0.61</td><td>0.42</td><td>1.1</td></tr>
<tr><td>10-year</td><td>5.0</td><td>3.42</td><td>3.05</td><td>0.71</td><td>2.3</td></tr>
<tr><td>100-year</td><td>9.0</td><td>8.87</td><td>8.60</td><td>0.98 (overflow weir)</td><td>3.4</td></tr></table>
<p>Structural components analyzed: BR-1 with 6 in underdrain and 12 in overflow riser, IT-1 with 6 in overflow, GS-1 and the existing 15 in culvert (capacity 6.9 cfs, overtops the lane by 0.2 ft at 100-yr, acceptable to the Town Engineer).</p>
<h2>Attachment B: Sizing criteria summary (NYS Stormwater Management Design Manual, Jan. 2015, enhanced phosphorus removal, ch. 10)</h2>
<table class=t><tr><th>Criterion</th><th>Required</th><th>Provided</th><th>Calculation / practice</th></tr>
<tr><td>Water quality volume WQv (1-yr, 2.8 in)</td><td>3,980 cf</td><td>4,110 cf</td><td>WQv = P Rv A /12; Rv = 0.05 + 0.009(I); I = 46%; A = 1.9 ac; BR-1 + IT-1</td></tr>
<tr><td>Runoff reduction RRv</td><td>1,150 cf (HSG B/C specific reduction)</td><td>1,620 cf</td><td>IT-1 infiltration (100%) + BR-1 (40%)</td></tr>
<tr><td>Channel protection CPv</td><td>Extended detention of 1-yr</td><td>24-hr ED in BR-1</td><td>Orifice 1.5 in</td></tr>
<tr><td>Overbank Qp (10-yr)</td><td>Post &lt;= pre</td><td>3.05 &lt;= 3.42 cfs</td><td>Attachment A</td></tr>
<tr><td>Extreme Qf (100-yr)</td><td>Safe passage</td><td>8.60 &lt;= 8.87 cfs</td><td>Overflow weir</td></tr></table>
<p>Deviations from the Design Manual: none. No criteria are waived; the site is new development, not redevelopment.</p>
"""

bmp_details = """
<h2>SK-5 Post-construction practice details</h2>
<table class=t><tr><th>Practice</th><th>Dimensions</th><th>Material specifications</th><th>Installation</th></tr>
<tr><td>BR-1 bioretention</td><td>2,150 sf bed; 6 in ponding; 3 in mulch; 2.5 ft soil media; 12 in stone; 4:1 side slopes</td><td>Media: 50% sand, 30% topsoil, 20% compost, P-index 10-30; 6 in perforated HDPE underdrain in No. 2 stone; 12 in PVC overflow riser</td><td>Excavate after contributing area is stable; scarify bottom; no equipment on bed; plant per planting list</td></tr>
<tr><td>IT-1 infiltration trench</td><td>110 ft x 4 ft x 4 ft deep</td><td>1.5-3 in washed stone, nonwoven geotextile sides, 6 in observation well</td><td>Excavate with light equipment; keep sediment out until roof drains connect</td></tr>
<tr><td>GS-1 grass swale</td><td>180 LF; 4 ft bottom; 3:1 sides; 2% slope</td><td>Turf reinforcement mat NAG P300; Blue Book seed mix</td><td>Regraded from DS-1 after site is stable</td></tr></table>
<h2>Attachment C: Post-construction operation and maintenance plan</h2>
<table class=t><tr><th>Practice</th><th>Inspection</th><th>Maintenance action</th><th>Responsible</th></tr>
<tr><td>BR-1</td><td>Monthly Apr-Oct, and after storms over 1 in</td><td>Remove trash; re-mulch yearly; replace dead plants; clean underdrain if ponding lasts over 48 hr</td><td>Hilltop Growers LLC</td></tr>
<tr><td>IT-1</td><td>Quarterly; check observation well 72 hr after a storm</td><td>Clean gutters and leaf screens; rebuild trench if water stands over 72 hr</td><td>Hilltop Growers LLC</td></tr>
<tr><td>GS-1</td><td>Twice a year</td><td>Mow to 4-6 in; repair eroded areas</td><td>Hilltop Growers LLC</td></tr></table>
<p>Maintenance agreement terms (§ 93-8): the owner and every later owner shall inspect and maintain BR-1, IT-1 and GS-1 as above; the Town may enter over the easement to inspect and, after notice, repair at the owner's cost; an annual inspection report is due to the Stormwater Management Officer by January 31. The agreement runs with the land, is binding on all subsequent landowners, and is recorded in the Westchester County Clerk's Office.</p>
"""

cert_html = """
<h2>Attachment D: Certifications</h2>
<div class=cert><b>Preparer's certification (Somers § 93-6B)</b><br>
I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers.<br>
<span class=sig>Rukayat Okonkwo</span> Rukayat Okonkwo, P.E., NY License No. 094417, Ridgeback Civil PLLC &nbsp; Date: March 10, 2025</div>
<div class=cert><b>Contractor certification (Somers § 93-6D)</b><br>
"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."<br>
Signature: <span class=sig>Tomas Marchetti</span> &nbsp; Name: Tomas Marchetti &nbsp; Title: President<br>
Firm: Marchetti Site Contractors, Inc., 18 Mill Pond Road, Mahopac, NY 10541 &nbsp; Tel. (845) 628-4410<br>
Site: Hilltop Growers Garden Center, 212 Route 118, Somers, NY &nbsp; Date: April 2, 2025 &nbsp; Trained person: D. Ruiz, 4-hr DEC-endorsed E&amp;SC course, Oct. 2023</div>
"""

CSS = """
@page { size: 11in 8.5in; margin: 0.4in; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color:#222; }
.hdr { display:flex; justify-content:space-between; border-bottom:2px solid #4a6; padding-bottom:4px; margin-bottom:8px; font-size:9pt; }
.lane { font-size: 14pt; font-weight:bold; color:#fff; background:#4a6; padding:4px 10px; margin: 4px 0 8px 0; }
.grid { display:grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.card { border:1px solid #999; border-left:6px solid #4a6; border-radius:4px; padding:6px 8px; break-inside: avoid; background:#fcfcf8; }
.card h3 { margin:0 0 3px 0; font-size:11pt; }
.meta { font-size:8pt; color:#555; margin-bottom:3px; }
.chk { font-family: 'Liberation Mono', monospace; font-size:8.5pt; margin:0; }
.notes { margin-top:4px; font-size:8.6pt; }
.notes div { white-space: nowrap; }
table.t { border-collapse:collapse; width:100%; font-size:8pt; margin-top:4px; }
table.t td, table.t th { border:1px solid #888; padding:2px 4px; vertical-align:top; text-align:left; }
.sheet { break-before: page; }
.sheet h2, h2 { font-size:12pt; margin:4px 0; }
.cap div { font-size:8.5pt; white-space:nowrap; }
.cert { border:1px solid #000; padding:8px; margin:8px 0; font-size:9.5pt; }
.sig { font-family: 'URW Chancery L', 'Z003', cursive; font-size:15pt; padding:0 12px; border-bottom:1px solid #000; }
.pb { break-before: page; }
"""

def render():
    out = [f"<!doctype html><html><head><meta charset=utf-8><title>{e(BOARD)}</title><style>{CSS}</style></head><body>"]
    out.append(f"<div class=hdr><span><b>{e(BOARD)}</b></span><span>Exported Mar 10, 2025 - view: lanes - 15 cards</span></div>")
    out.append("""<p style="font-size:9pt">Stormwater Pollution Prevention Plan (SWPPP) for Hilltop Growers Garden Center, 212 Route 118, Somers, NY,
prepared for the Town of Somers Planning Board under Chapter 93. Owner/operator: Hilltop Growers LLC (J. Brandt, 914-555-0187).
Design engineer: Ridgeback Civil PLLC. Site contractor: Marchetti Site Contractors, Inc. Each card below is one SWPPP task;
drawings SK-1 to SK-5 and Attachments A-D follow the board.</p>""")
    out.append("""<div class=card style="margin-bottom:8px"><h3>Board legend: SWPPP implementation responsibilities by area</h3>
<table class=t><tr><th>Area of site</th><th>Installs / maintains E&amp;SC</th><th>Inspects</th><th>Post-construction owner</th></tr>
<tr><td>Entrance, parking lot, storm drains</td><td>Marchetti Site Contractors</td><td>K. Lindqvist, CPESC</td><td>Hilltop Growers LLC</td></tr>
<tr><td>Building pad and greenhouse roof drains</td><td>Marchetti; roof drains by Brandt Builders</td><td>K. Lindqvist, CPESC</td><td>Hilltop Growers LLC</td></tr>
<tr><td>Loading yard, ST-1, DS-1, BR-1</td><td>Marchetti Site Contractors</td><td>K. Lindqvist, CPESC</td><td>Hilltop Growers LLC</td></tr></table></div>""")
    for lane in (B, D, C):
        if lane != B: out.append("<div class=pb></div>")
        out.append(f"<div class=lane>Lane: {e(lane)}</div><div class=grid>")
        for c in [c for c in cards if c["lane"] == lane]:
            chk = "".join(f"<p class=chk>[{'x' if d else ' '}] {e(t)}</p>" for d, t in c["checks"])
            notes = "".join(f"<div>{e(n)}</div>" for n in c["notes"])
            span = ' style="grid-column: span 2"' if c["extra"] else ''
            out.append(f"<div class=card{span}><h3>{c['cid']}  {e(c['title'])}</h3><div class=meta>Assignee: {e(c['assignee'])} | Due: {e(c['due'])}</div>{chk}<div class=notes><b>Notes</b>{notes}</div>{c['extra']}</div>")
        out.append("</div>")
    for sk, title, svg, cap in sheets:
        out.append(f"<div class=sheet><h2>{sk} {e(title)}</h2>{svg}<div class=cap>{''.join(f'<div>{e(x)}</div>' for x in cap)}</div></div>")
    out.append(f"<div class=pb>{details_html}</div>")
    out.append(f"<div class=pb>{bmp_details}</div>")
    out.append(f"<div class=pb>{cert_html}</div>")
    out.append("</body></html>")
    return "\n".join(out)

if __name__ == "__main__":
    open(sys.argv[1], "w").write(render())
