"""Plan 2: Village of Asharoken - browser printout of an online permit portal submission (Chromium print to
PDF with header and footer lines), followed by the uploaded attachments as the applicant appended them."""
import os, tempfile, html
from pypdf import PdfWriter, PdfReader
from cdp import print_pdf
from common import fix_metadata

NAME = "p5b_asharoken_portal_printout_beach_club"
DOC_TITLE = "Village of Asharoken Permit Portal - Stormwater Permit Application SW-2026-0014 (Review)"
URL = "https://permits.asharoken-ny.example/portal/applications/SW-2026-0014/review?print=1"

CSS = """
body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:11.5px;color:#222;margin:0}
.top{background:#0b4f71;color:#fff;padding:8px 12px;display:flex;justify-content:space-between}
.top b{font-size:14px}
.crumb{font-size:9.5px;color:#555;margin:6px 0 8px}
.status{border:1px solid #9cc3d5;background:#eef6fa;padding:6px 10px;margin-bottom:10px}
h2{font-size:12.5px;background:#e4ecf0;border-left:4px solid #0b4f71;padding:4px 8px;margin:14px 0 6px}
.q{margin:6px 0 8px;break-inside:avoid}
.q.long{break-inside:auto}
.lbl{font-weight:bold;font-size:10px;margin-bottom:2px}
.lbl .req{color:#b00}
.hint{font-size:9px;color:#666;margin-bottom:2px}
.box{border:1px solid #9aa;border-radius:3px;padding:4px 6px;background:#fff;min-height:13px}
.ta{border:1px solid #9aa;border-radius:3px;padding:5px 7px;white-space:pre-wrap;background:#fcfcfc;line-height:1.35}
.row{display:flex;gap:10px}.row>.q{flex:1}
.opt{margin-right:14px}
table.g{border-collapse:collapse;width:100%;font-size:9.5px}
table.g th,table.g td{border:1px solid #aab;padding:3px 4px;vertical-align:top;text-align:left}
table.g th{background:#eef2f4}
.att td{font-family:'DejaVu Sans Mono',monospace;font-size:9px}
.sig{font-family:'DejaVu Serif',serif;font-style:italic;font-size:13px}
.btns{margin-top:10px;color:#777;font-size:9px}
"""


def q(label, answer, hint=None, long=False, req=True):
    h = '<div class="q%s"><div class="lbl">%s%s</div>' % (" long" if long else "", label,
                                                          ' <span class="req">*</span>' if req else "")
    if hint:
        h += '<div class="hint">%s</div>' % hint
    cls = "ta" if long else "box"
    h += '<div class="%s">%s</div></div>' % (cls, answer)
    return h


def radios(label, opts, sel):
    s = '<div class="q"><div class="lbl">%s <span class="req">*</span></div><div>' % label
    for o in opts:
        s += '<span class="opt">%s %s</span>' % ("\u25c9" if o == sel else "\u25cb", o)
    return s + "</div></div>"


def checks(label, opts, sel):
    s = '<div class="q"><div class="lbl">%s</div><div>' % label
    for o in opts:
        s += '<span class="opt">%s %s</span><br>' % ("\u2611" if o in sel else "\u2610", o)
    return s + "</div></div>"


def form_html():
    e = html.escape
    p = []
    p.append('<html><head><meta charset="utf-8"><title>%s</title><style>%s</style></head><body>' % (e(DOC_TITLE), CSS))
    p.append('<div class="top"><b>Village of Asharoken &mdash; Online Permits</b><span>Signed in as: '
             'kduarte@seacliffcivil.example</span></div>')
    p.append('<div class="crumb">Home &rsaquo; My Applications &rsaquo; SW-2026-0014 &rsaquo; Review &amp; Print</div>')
    p.append('<div class="status"><b>Application SW-2026-0014</b> &nbsp; Stormwater Permit (Chapter 44 SWPPP) '
             '&nbsp;|&nbsp; Status: <b>Submitted</b> 03/13/2026 4:58 PM &nbsp;|&nbsp; Fee: $750.00 paid '
             '(receipt 44-118203)</div>')
    p.append("<h2>Section 1. Applicant, Owner and Preparer</h2>")
    p.append('<div class="row">' + q("Applicant / owner", "Bayview Beach Association, Inc.") +
             q("Contact name and title", "Carol Whitaker, President") + "</div>")
    p.append('<div class="row">' + q("Mailing address", "P.O. Box 214, Northport, NY 11768") +
             q("Phone / e-mail", "(631) 555-0191 / board@bayviewbeach.example") + "</div>")
    p.append('<div class="row">' + q("SWPPP preparer (firm)", "Seacliff Civil Engineering, P.C., 61 Main Street, "
                                      "Northport, NY 11768") +
             q("Preparer name, licence", "Kevin Duarte, P.E., NY Lic. No. 081552, (631) 555-0130") + "</div>")
    p.append("<h2>Section 2. Property</h2>")
    p.append('<div class="row">' + q("Site address", "455 Asharoken Avenue, Asharoken, NY 11768") +
             q("Suffolk County Tax Map No.", "0401-003.00-01.00-012.000") + "</div>")
    p.append('<div class="row">' + q("Lot area", "2.91 acres") + q("Zoning district", "R-1 (club use by special permit, 1958)") +
             q("FEMA flood zone", "AE (el. 12) and VE (el. 14), FIRM 36103C0158H") + "</div>")
    p.append("<h2>Section 3. Project Description</h2>")
    p.append(q("3.1 Describe the scope of the project, including its location, type and size",
               "The Bayview Beach Association proposes to replace its 1962 clubhouse on the Long Island Sound side "
               "of Asharoken Avenue, about 0.6 mile east of the Village Hall. The existing 2,100 sf slab-on-grade "
               "clubhouse, its septic system and the 0.55-acre gravel parking area will be removed. A new 3,200 sf "
               "clubhouse will be built on timber piles above the base flood elevation, with a 0.31-acre asphalt "
               "drive and parking court, 0.11 acre of permeable pavers, a new I/A septic system, a 1,400 sf beach "
               "deck, walkways, landscaping and stormwater controls.\n\nProject type: private beach club "
               "(non-residential). Total lot area 2.91 acres; area to be disturbed 1.35 acres; existing impervious "
               "0.68 acre (including compacted gravel), proposed impervious 0.49 acre. No work is proposed "
               "seaward of the existing timber bulkhead line or on the beach face.", long=True))
    p.append(radios("3.2 Type of land development activity", ["Single-family residence", "Multifamily",
                                                                 "Commercial / club / institutional", "Municipal", "Other"],
                    "Commercial / club / institutional"))
    p.append('<div class="row">' + q("3.3 Area of soil disturbance (acres)", "1.35") +
             radios("3.4 Part of a larger common plan of development or sale?", ["Yes", "No"], "No") + "</div>")
    p.append("<h2>Section 4. Postconstruction Controls Applicability (&sect; 44-8B(2))</h2>")
    p.append(checks("4.1 Check each condition that applies",
                    ["Condition A - discharge of a pollutant of concern to a 303(d)-listed water or TMDL watershed",
                     "Condition B - disturbance of five or more acres",
                     "Condition C - disturbance of 1 to less than 5 acres, other than single-family residences"],
                    ["Condition C - disturbance of 1 to less than 5 acres, other than single-family residences"]))
    p.append(radios("4.2 Is the receiving water on the NYSDEC 303(d) list for a pollutant of concern from this site?",
                    ["Yes", "No", "Unknown"], "No"))
    p.append("<h2>Section 5. Site Map / Construction Drawings</h2>")
    p.append(q("5.1 Upload the site map and general location map (scale no smaller than 1 in = 100 ft)",
               "C-100_Existing_Conditions_and_Site_Plan.pdf (2.1 MB) &mdash; uploaded 03/13/2026 &mdash; "
               "appended as Attachment 1"))
    p.append(q("5.2 List what the site map shows",
               "Total site area and property lines; existing and proposed buildings, paving, septic and utilities; "
               "limit of disturbance (1.35 ac) and undisturbed areas (dune grass, beach, east lawn); existing "
               "vegetation; Long Island Sound shoreline and the tidal wetland boundary (flagged by Coastal "
               "Ecology Group, 2025); drainage patterns; existing 1-ft and proposed contours; staging and "
               "stockpile area; stormwater discharge points; general location map inset. Scale 1 in = 30 ft.", long=True))
    p.append("<h2>Section 6. Soils</h2>")
    p.append(q("6.1 Describe the soils present at the site",
               "Suffolk County Soil Survey map units: Plymouth loamy sand, 0-3% slopes (PlA), under the clubhouse "
               "and parking area, and Beaches (Bc) seaward of the bulkhead; the parking area is largely Urban land "
               "fill (Ur) of dredged sand placed in the 1950s. All are hydrologic soil group A. Test holes TH-1 "
               "and TH-2 (Sept. 2025) found 1 to 2 ft of gravelly sand fill over medium to coarse beach sand to 10 "
               "ft, with groundwater at elevation 2.1 ft (NAVD88), 7 to 8 ft below grade. Measured infiltration "
               "rate 8.5 in/hr. The sands are highly erodible by wind and by concentrated flow.", long=True))
    p.append("<h2>Section 7. Construction Phasing and Sequence</h2>")
    p.append(q("7.1 Describe the construction phasing plan and the intended sequence of construction",
               "Single phase; total disturbance 1.35 acres, which is under the five-acre limit at any one time.\n"
               "1. Pre-construction meeting with the Village Stormwater Management Officer; stake limit of "
               "disturbance; install stabilized construction entrance, silt fence and sand-fence along the "
               "dune, and inlet protection on the Asharoken Avenue catch basin (Week 1).\n"
               "2. Demolish the clubhouse, remove the slab and the old septic system; clear and grub the "
               "landscaped strip along the east lawn (Weeks 2-3).\n"
               "3. Strip gravel from the parking area and stockpile for reuse; rough grading (Weeks 3-4).\n"
               "4. Drive timber piles and build the clubhouse shell (Weeks 4-16).\n"
               "5. Install the I/A septic system, water and electric services and the drywells DW-1 to DW-4 "
               "(Weeks 10-13).\n"
               "6. Fine grade; install pavers and asphalt binder; build bioretention area BR-1 after the "
               "contributing areas are paved (Weeks 14-18).\n"
               "7. Topsoil, plant dune grass and lawn, asphalt top course (Weeks 18-20).\n"
               "8. Remove temporary controls after the Village accepts final stabilization (Week 22).", long=True))
    p.append("<h2>Section 8. Pollution Prevention</h2>")
    p.append(q("8.1 Describe the measures that will keep litter, construction chemicals and construction debris "
               "from becoming a pollutant source in stormwater runoff",
               "A covered 20-cy roll-off for demolition debris and a lidded dumpster for trash are kept at the "
               "staging area, emptied weekly or when three-quarters full. The site is picked up for litter at the "
               "end of each day, with particular attention to the beach and dune. Paints, adhesives and "
               "sealants are kept closed in the contractor's locked job box and are not washed out on site. "
               "Concrete for the pile caps is pumped; truck washout is limited to a lined washout pit at the "
               "staging area. Asbestos-containing floor tile identified in the clubhouse survey is abated by a "
               "licensed contractor before demolition.", long=True))
    p.append("<h2>Section 9. Materials Storage</h2>")
    p.append(q("9.1 Describe construction and waste materials expected to be stored on site, storage practices "
               "to limit exposure to stormwater, and spill prevention and response",
               "Materials expected on site: timber piles and lumber, bagged portland cement and mortar, pavers and "
               "bedding stone, asphalt emulsion tack coat (drums), gasoline for small tools in approved cans, "
               "diesel in the pile rig, fertilizer and seed for final stabilization, and demolition debris.\n"
               "Storage: all materials are kept in the staging area at the west end of the parking area, at "
               "least 75 ft from the tidal wetland line, on pallets or dunnage off the ground; bagged cement, "
               "fertilizer and seed are kept in a closed storage container; lumber and pavers are covered with "
               "tarps at the end of each day; drums of tack coat are delivered the day of use. Quantities are "
               "updated in the site logbook as deliveries change.", long=True))
    p.append("<h2>Section 10. Erosion and Sediment Control Measures</h2>")
    p.append(q("10.1 Temporary and permanent structural and vegetative measures for each stage of the project",
               '<table class="g"><tr><th>Stage</th><th>Temporary measures</th><th>Permanent measures</th></tr>'
               "<tr><td>Clearing, grubbing, demolition</td><td>Stabilized construction entrance; silt fence on "
               "the east and north limits; sand fence along the dune; inlet protection; water for dust</td><td>-</td></tr>"
               "<tr><td>Grading and stockpiling</td><td>Stockpile on west side with silt fence ring and tarp; "
               "temporary seeding of areas idle 7 days; sand bag dike at bulkhead gap</td><td>-</td></tr>"
               "<tr><td>Building and utilities</td><td>Trench spoil placed upslope; same-day backfill; "
               "dewatering to a filter bag if needed</td><td>-</td></tr>"
               "<tr><td>Paving and final grading</td><td>Inlet protection kept in place; mulch on bare areas</td>"
               "<td>Asphalt, pavers, topsoil and lawn; American beachgrass planted on the dune at 12 in. o.c.; "
               "bioretention plantings</td></tr>"
               "<tr><td>Closeout</td><td>Remove controls after 80% uniform cover</td><td>Permanent vegetation, "
               "drywells and BR-1 in service</td></tr></table>", long=True))
    p.append(q("10.2 Upload the erosion and sediment control plan (location, size and length of each practice)",
               "C-200_Erosion_and_Sediment_Control_Plan.pdf (1.6 MB) &mdash; uploaded 03/13/2026 &mdash; appended "
               "as Attachment 2"))
    p.append(q("10.3 Dimensions, material specifications and installation details of each practice, including siting "
               "and sizing of any temporary sediment basin",
               '<table class="g"><tr><th>Practice</th><th>Dimensions</th><th>Materials</th><th>Installation</th></tr>'
               "<tr><td>Stabilized construction entrance</td><td>50 ft x 24 ft x 8 in. thick</td><td>1-4 in. crushed "
               "stone over woven geotextile</td><td>Full width of the Asharoken Avenue curb cut; mountable berm "
               "where it meets the road</td></tr>"
               "<tr><td>Silt fence</td><td>36 in. fabric, 24 in. exposed, stakes 6 ft o.c.</td><td>Woven "
               "polypropylene geotextile; 2 in. x 2 in. oak stakes</td><td>Toe buried 6 in. in a trench; ends "
               "turned upslope; on contour</td></tr>"
               "<tr><td>Sand fence</td><td>4 ft high</td><td>Wood-slat snow fence, 50% porosity</td><td>Parallel to "
               "the dune toe, posts 10 ft o.c. driven 3 ft</td></tr>"
               "<tr><td>Inlet protection</td><td>Fits 2 ft x 3 ft grate</td><td>Geotextile insert bag with overflow</td>"
               "<td>Installed under the grate before demolition</td></tr>"
               "<tr><td>Sand bag dike</td><td>2 bags high, 30 ft long</td><td>Woven bags filled with on-site sand</td>"
               "<td>Across the bulkhead stair gap, staggered joints</td></tr>"
               "<tr><td>Filter bag (dewatering)</td><td>10 ft x 15 ft</td><td>Non-woven geotextile bag</td><td>On "
               "level ground over stone, discharging to the west lawn</td></tr></table>"
               "\nNo temporary sediment basin or trap is proposed: the largest drainage area to any single control is "
               "0.6 acre and the sands infiltrate rapidly.", long=True))
    p.append(q("10.4 Temporary practices that will be converted to permanent control measures", "N/A"))
    p.append(q("10.5 Implementation schedule: timing of initial placement and how long each practice stays",
               '<table class="g"><tr><th>Practice</th><th>Installed</th><th>Remains until</th></tr>'
               "<tr><td>Construction entrance</td><td>Week 1, before any other work</td><td>Asphalt binder placed (Week 17)</td></tr>"
               "<tr><td>Silt fence and sand fence</td><td>Week 1</td><td>Final stabilization accepted (Week 22)</td></tr>"
               "<tr><td>Inlet protection</td><td>Week 1</td><td>Asphalt top course placed (Week 20)</td></tr>"
               "<tr><td>Stockpile controls</td><td>When each stockpile is formed</td><td>Stockpile removed</td></tr>"
               "<tr><td>Sand bag dike</td><td>Week 2</td><td>Beach deck built (Week 16)</td></tr>"
               "<tr><td>Temporary seeding / mulch</td><td>Within 7 days of inactivity</td><td>Permanent cover</td></tr></table>",
               long=True))
    p.append(q("10.6 Maintenance schedule for the erosion and sediment control practices",
               "The contractor inspects all practices daily during active work, and the applicant's qualified "
               "professional inspects every seven days and within 24 hours after 0.5 in. or more of rain, recording "
               "findings in the site logbook. Silt fence: remove sediment when it reaches one-third of the fence "
               "height; repair tears within 24 hours. Sand fence: re-set leaning posts after each storm. "
               "Construction entrance: add stone when sediment fills the voids; sweep Asharoken Avenue daily if "
               "tracking occurs. Inlet protection: empty the bag when half full and after each storm. Sand bag "
               "dike: replace split bags the same day. Seeded areas: reseed bare spots weekly until established.",
               long=True))
    p.append("<h2>Section 11. Receiving Waters and Responsibilities</h2>")
    p.append(q("11.1 Name(s) of the receiving water(s)",
               "Long Island Sound (directly, by overland flow across the beach). No stormwater is piped to "
               "Northport Bay or Duck Island Harbor from this site."))
    p.append(q("11.2 Delineate SWPPP implementation responsibilities for each part of the site",
               '<table class="g"><tr><th>Part of site</th><th>Responsible party</th><th>Responsibilities</th></tr>'
               "<tr><td>Whole site, ESC installation and maintenance</td><td>North Shore Sitework, Inc. (site "
               "contractor)</td><td>Install, maintain and remove all erosion and sediment controls; daily checks</td></tr>"
               "<tr><td>Clubhouse footprint, piles and deck</td><td>Harbor Light Builders LLC (building contractor)</td>"
               "<td>Keep spoil and materials inside the LOD; concrete washout; debris roll-off</td></tr>"
               "<tr><td>Dune, beach and bulkhead gap</td><td>North Shore Sitework, Inc.</td><td>Sand fence, sand bag "
               "dike, dune planting</td></tr>"
               "<tr><td>Whole site, inspections</td><td>Seacliff Civil Engineering, P.C. (qualified professional)</td>"
               "<td>Seven-day and post-storm inspections; reports to Association and Village</td></tr>"
               "<tr><td>Whole site, SWPPP compliance</td><td>Bayview Beach Association, Inc. (owner)</td><td>Keeps the "
               "SWPPP on site; contacts the Village; long-term maintenance</td></tr></table>", long=True))
    p.append(q("11.3 Structural practices to divert flows from exposed soils, store flows, or otherwise limit runoff "
               "and the discharge of pollutants from exposed areas",
               "A 12-in. high earth diversion berm along the north edge of the parking area turns runoff from the "
               "graded area west to the west lawn, where it spreads and infiltrates, instead of toward the beach. "
               "The sand bag dike closes the gap in the bulkhead at the beach stair. The excavations for drywells "
               "DW-1 to DW-4 are kept covered until the paving that drains to them is placed, so they never take "
               "sediment-laden water.", long=True))
    p.append(q("11.4 Existing data describing stormwater runoff at the site",
               "No monitoring data exist for the site. Observations by the Association's caretaker (2023-2025) show "
               "ponding of up to 3 in. in the gravel lot after heavy rain and sheet flow across the beach stair "
               "during nor'easters; the Village DPW reports no complaints for the Asharoken Avenue catch basin in "
               "front of the site. Pre-development runoff computed by the preparer is listed in Section 12.4.",
               long=True))
    p.append("<h2>Section 12. Postconstruction Stormwater Management</h2>")
    p.append(q("12.1 Describe each postconstruction stormwater management practice",
               "BR-1: bioretention area, 1,150 sf, at the west end of the parking court; receives the drive and "
               "parking court through a curb cut and stone forebay; 6 in. ponding, 2.5 ft of soil media over the "
               "native sand (no underdrain; infiltration).\nDW-1 to DW-4: four 8 ft diameter x 6 ft deep precast "
               "leaching drywells with traffic-bearing covers, taking all clubhouse roof leaders and deck drains.\n"
               "Permeable pavers (0.11 ac) at the overflow parking, on 12 in. of open-graded stone.", long=True))
    p.append(q("12.2 Drawing showing location and size of each practice",
               "Shown on C-100 (Attachment 1), which labels BR-1, DW-1 to DW-4 and the paver area with their sizes."))
    p.append(q("12.3 Hydrologic and hydraulic analysis of all structural components for the design storms",
               "HydroCAD 10.2, SCS TR-20, Type III 24-hour rainfall (NOAA Atlas 14, Asharoken): 1-year 2.8 in., "
               "2-year 3.4 in., 10-year 5.3 in., 25-year 6.5 in., 100-year 8.9 in. The drywells are routed as "
               "storage with exfiltration at 4.2 in/hr (half the measured rate); BR-1 is routed with its ponding, "
               "media voids and a 10 ft overflow weir at el. 9.5 to the west lawn. All four drywells hold the "
               "10-year storm without overflow; the 100-year overflow from DW-4 spills to the lawn. Summary output "
               "is Attachment 3.", long=True))
    p.append(q("12.4 Compare post-development with pre-development runoff",
               '<table class="g"><tr><th>Storm</th><th>Pre peak (cfs)</th><th>Post peak (cfs)</th><th>Pre volume (cf)</th>'
               "<th>Post volume (cf)</th></tr>"
               "<tr><td>1-yr</td><td>0.42</td><td>0.00</td><td>1,310</td><td>0</td></tr>"
               "<tr><td>10-yr</td><td>1.71</td><td>0.38</td><td>4,980</td><td>820</td></tr>"
               "<tr><td>100-yr</td><td>3.55</td><td>2.10</td><td>10,460</td><td>5,240</td></tr></table>"
               "\nPost-development runoff leaving the site toward the beach is lower than pre-development for every "
               "storm. The water quality volume (1,850 cf required) is fully retained in BR-1 and the drywells.", long=True))
    p.append(q("12.5 Dimensions, material specifications and installation details of each practice",
               "BR-1: 1,150 sf bottom at el. 8.5, 3:1 side slopes, 6 in. ponding, 2.5 ft media (sand 80%, topsoil "
               "15%, compost 5%), 3 in. shredded hardwood mulch, forebay 6 ft x 10 ft of 4-8 in. stone; plants: "
               "switchgrass, bayberry, beach plum. Installed after the parking court is paved; no equipment on the "
               "bottom.\nDW-1 to DW-4: 8 ft ID precast concrete leaching rings, 6 ft effective depth, 2 ft "
               "collar of 3/4 in. clean stone, H-20 slab and cast-iron cover; bottom at el. 4.5 or higher "
               "(2.4 ft above groundwater). Roof leaders 6 in. SDR-35.\nPavers: 3 1/8 in. permeable interlocking "
               "pavers, 2 in. No. 8 stone bedding, 12 in. No. 57 stone base, non-woven fabric sides only.", long=True))
    p.append(q("12.6 Maintenance schedule for each postconstruction practice",
               '<table class="g"><tr><th>Practice</th><th>Inspect</th><th>Maintain</th></tr>'
               "<tr><td>BR-1</td><td>Monthly May-Oct; after storms over 1 in.</td><td>Clean forebay when half full; "
               "re-mulch each spring; replace dead plants; remove trash</td></tr>"
               "<tr><td>DW-1 to DW-4</td><td>Twice a year (April, October)</td><td>Vacuum sediment when over 6 in. "
               "deep; clear roof leader screens</td></tr>"
               "<tr><td>Permeable pavers</td><td>Twice a year</td><td>Vacuum-sweep twice a year; replace joint stone</td></tr></table>",
               long=True))
    p.append(q("12.7 Maintenance easements (recorded on the plan; remain in effect with transfer of title)",
               "A 15-ft wide stormwater maintenance easement in favor of the Village of Asharoken over BR-1, the "
               "drywells and the paver area, with access from Asharoken Avenue, is shown and labeled on C-100 "
               "(Attachment 1). The easement will be recorded with the Suffolk County Clerk against the lot and "
               "runs with the land, remaining in effect upon any transfer of title.", long=True))
    p.append(q("12.8 Inspection and maintenance agreement binding on all subsequent landowners",
               "The Association will inspect and maintain all practices on the schedule in 12.6 and keep the "
               "records at the clubhouse. The inspection and maintenance agreement is being drafted by the "
               "Association's counsel and will be submitted to the Village under separate cover before a "
               "certificate of occupancy is requested.", long=True))
    p.append("<h2>Section 13. Certifications</h2>")
    p.append(q("13.1 Plan certification by licensed professional engineer or landscape architect (&sect; 44-8C)",
               "\u2611 I certify that this SWPPP was prepared by me, and that the design of all stormwater "
               "management practices meets the requirements of Chapter 44 of the Code of the Village of "
               "Asharoken.<br>Electronic signature: <span class='sig'>Kevin Duarte</span> &nbsp; Kevin Duarte, P.E., "
               "NY Lic. No. 081552 &nbsp; Signed 03/13/2026 4:51 PM"))
    p.append(q("13.2 Contractor certification (&sect; 44-8E) &mdash; one entry per contractor",
               "\u2611 \"I certify under penalty of law that I understand and agree to comply with the terms and "
               "conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for "
               "any person to cause or contribute to a violation of water quality standards.\"<br>"
               '<table class="g"><tr><th>Name and title</th><th>Firm, address, phone</th><th>Site</th><th>Signature</th><th>Date</th></tr>'
               "<tr><td>Michael Brandt, Vice President</td><td>North Shore Sitework, Inc., 118 Fort Salonga Road, "
               "Northport, NY 11768, (631) 555-0148</td><td>455 Asharoken Avenue, Asharoken</td>"
               "<td><span class='sig'>M. Brandt</span></td><td>03/12/2026</td></tr>"
               "<tr><td>Dana Liu, Owner</td><td>Harbor Light Builders LLC, 9 Woodbine Avenue, Northport, NY 11768, "
               "(631) 555-0172</td><td>455 Asharoken Avenue, Asharoken</td><td><span class='sig'>Dana Liu</span></td>"
               "<td>03/12/2026</td></tr></table>", long=True))
    p.append("<h2>Section 14. Attachments</h2>")
    p.append('<table class="g att"><tr><th>#</th><th>File name</th><th>Size</th><th>Uploaded</th><th>Type</th></tr>'
             "<tr><td>1</td><td>C-100_Existing_Conditions_and_Site_Plan.pdf</td><td>2.1 MB</td><td>03/13/2026</td><td>Site plan</td></tr>"
             "<tr><td>2</td><td>C-200_Erosion_and_Sediment_Control_Plan.pdf</td><td>1.6 MB</td><td>03/13/2026</td><td>ESC plan</td></tr>"
             "<tr><td>3</td><td>HydroCAD_Summary_BBA_Clubhouse.pdf</td><td>0.4 MB</td><td>03/13/2026</td><td>Calculations</td></tr>"
             "<tr><td>4</td><td>Survey_2025-08_Bayview.pdf</td><td>3.3 MB</td><td>03/13/2026</td><td>Survey</td></tr>"
             "<tr><td>5</td><td>Tidal_Wetland_Delineation_Report.pdf</td><td>5.8 MB</td><td>03/13/2026</td><td>Report</td></tr>"
             "</table>")
    p.append('<h2 style="page-break-before:always">Section 15. Submission History</h2>')
    p.append('<table class="g"><tr><th>Date / time</th><th>User</th><th>Event</th></tr>'
             "<tr><td>02/20/2026 9:14 AM</td><td>kduarte@seacliffcivil.example</td><td>Application started (draft)</td></tr>"
             "<tr><td>02/27/2026 3:02 PM</td><td>kduarte@seacliffcivil.example</td><td>Sections 1-9 saved</td></tr>"
             "<tr><td>03/12/2026 11:40 AM</td><td>kduarte@seacliffcivil.example</td><td>Contractor certification entries added (2)</td></tr>"
             "<tr><td>03/13/2026 4:44 PM</td><td>kduarte@seacliffcivil.example</td><td>Attachments 1-5 uploaded</td></tr>"
             "<tr><td>03/13/2026 4:51 PM</td><td>kduarte@seacliffcivil.example</td><td>Section 13.1 electronically signed</td></tr>"
             "<tr><td>03/13/2026 4:58 PM</td><td>cwhitaker@bayviewbeach.example</td><td>Fee paid; application submitted</td></tr>"
             "<tr><td>03/14/2026 9:05 AM</td><td>Village Clerk</td><td>Received; assigned to Stormwater Management Officer for "
             "completeness review</td></tr></table>")
    p.append('<div class="q"><div class="lbl">Reviewer comments</div><div class="box">No comments have been posted.</div></div>')
    p.append('<div class="btns">[ Back ] &nbsp; [ Print ] &nbsp; [ Download attachments ] &nbsp; &copy; 2026 Village '
             'of Asharoken &middot; 1 Asharoken Avenue, Northport, NY 11768</div>')
    p.append("</body></html>")
    return "\n".join(p)


# ---------------- attachments (11 x 17 drawings and a letter calc summary) -------------
def _svg_site(esc=False):
    # 1 in = 30 ft on 17 x 11 sheet: 96 px per inch in CSS -> 3.2 px per ft
    s = 3.2
    parts = ['<svg width="1500" height="820" viewBox="0 0 1500 820" xmlns="http://www.w3.org/2000/svg" '
             'font-family="DejaVu Sans" font-size="11">']
    ox, oy = 60, 40
    # sound (north = top)
    parts.append('<rect x="0" y="0" width="1500" height="%d" fill="#cfe6f5"/>' % (oy + 30))
    parts.append('<text x="600" y="30" font-size="15" fill="#1b5e8a">LONG ISLAND SOUND</text>')
    # beach
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#f3e7c1"/>' % (ox, oy + 30, 400 * s, 22 * s))
    parts.append('<text x="%d" y="%d" fill="#8a6d1d">BEACH (Bc) - NO DISTURBANCE</text>' % (ox + 20, oy + 60))
    # tidal wetland line & bulkhead
    parts.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#1b7a3a" stroke-width="2" stroke-dasharray="8 4"/>'
                 % (ox, oy + 30 + 22 * s, ox + 400 * s, oy + 30 + 22 * s))
    parts.append('<text x="%d" y="%d" fill="#1b7a3a">TIDAL WETLAND BOUNDARY (CEG 2025) / TIMBER BULKHEAD</text>'
                 % (ox + 700, oy + 30 + 22 * s - 4))
    # dune grass
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#dcebc6" stroke="#6b8e3a"/>'
                 % (ox, oy + 30 + 22 * s, 400 * s, 25 * s))
    parts.append('<text x="%d" y="%d" fill="#4b6b22">DUNE GRASS - UNDISTURBED</text>' % (ox + 20, oy + 30 + 22 * s + 50))
    # property
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#000" stroke-width="1.5" '
                 'stroke-dasharray="14 4 3 4"/>' % (ox, oy + 30, 400 * s, 230 * s - 30))
    top = oy + 30 + 47 * s
    # LOD
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#c0392b" stroke-width="2" '
                 'stroke-dasharray="10 5"/>' % (ox + 40 * s, top, 300 * s, 150 * s))
    parts.append('<text x="%d" y="%d" fill="#c0392b">LIMIT OF DISTURBANCE - 1.35 AC</text>' % (ox + 40 * s + 6, top + 16))
    # clubhouse
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#ddd" stroke="#000"/>' % (ox + 170 * s, top + 20 * s, 80 * s, 40 * s))
    parts.append('<text x="%d" y="%d">PROP. CLUBHOUSE 3,200 SF (FFE 16.0)</text>' % (ox + 172 * s, top + 42 * s))
    # parking court
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#bbb" stroke="#444"/>' % (ox + 60 * s, top + 80 * s, 250 * s, 55 * s))
    parts.append('<text x="%d" y="%d">PROP. ASPHALT DRIVE AND PARKING 0.31 AC</text>' % (ox + 120 * s, top + 110 * s))
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#e8d8c0" stroke="#444"/>' % (ox + 260 * s, top + 20 * s, 60 * s, 50 * s))
    parts.append('<text x="%d" y="%d" font-size="10">PERMEABLE PAVERS 0.11 AC</text>' % (ox + 262 * s, top + 45 * s))
    # BR-1
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#9fd3c7" stroke="#16a085"/>' % (ox + 45 * s, top + 85 * s, 34 * s, 34 * s))
    parts.append('<text x="%d" y="%d" font-size="10">BR-1 1,150 SF</text>' % (ox + 46 * s, top + 104 * s))
    for i, (x, y) in enumerate([(160, 18), (255, 18), (160, 64), (255, 64)]):
        parts.append('<circle cx="%d" cy="%d" r="%d" fill="#9fd3c7" stroke="#16a085"/>' % (ox + x * s, top + y * s, 4 * s))
        parts.append('<text x="%d" y="%d" font-size="9">DW-%d 8\'D x 6\'</text>' % (ox + x * s + 14, top + y * s + 4, i + 1))
    # easement
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#7d3c98" stroke-width="1.5" '
                 'stroke-dasharray="4 3"/>' % (ox + 40 * s, top + 78 * s, 45 * s, 72 * s))
    parts.append('<text x="%d" y="%d" fill="#7d3c98" font-size="10">15\' STORMWATER MAINT. EASEMENT</text>' % (ox + 20 * s, top + 160 * s))
    # road
    parts.append('<rect x="0" y="%d" width="1500" height="50" fill="#999"/>' % (oy + 230 * s))
    parts.append('<text x="600" y="%d" fill="#fff" font-size="14">ASHAROKEN AVENUE</text>' % (oy + 230 * s + 30))
    parts.append('<rect x="%d" y="%d" width="14" height="10" fill="#333"/>' % (ox + 200 * s, oy + 230 * s - 4))
    parts.append('<text x="%d" y="%d" font-size="9">EX. CB</text>' % (ox + 200 * s + 18, oy + 230 * s + 4))
    # contours
    for k, el in enumerate([9, 10, 11]):
        y = top + (20 + 45 * k) * s
        parts.append('<path d="M %d %d C %d %d %d %d %d %d" stroke="#999" fill="none" stroke-dasharray="3 3"/>'
                     % (ox, y, ox + 400, y - 20, ox + 900, y + 20, ox + 400 * s, y))
        parts.append('<text x="%d" y="%d" fill="#777" font-size="9">%d</text>' % (ox + 4, y - 3, el))
    # drainage arrows
    for (x1, y1, x2, y2) in [(200, 120, 200, 70), (100, 100, 70, 100)]:
        parts.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#2a6fb0" stroke-width="2" marker-end="url(#a)"/>'
                     % (ox + x1 * s, top + y1 * s, ox + x2 * s, top + y2 * s))
    parts.insert(1, '<defs><marker id="a" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto">'
                    '<path d="M0,0 L8,4 L0,8 z" fill="#2a6fb0"/></marker></defs>')
    # staging
    parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#d35400" stroke-width="1.5"/>' % (ox + 45 * s, top + 20 * s, 60 * s, 40 * s))
    parts.append('<text x="%d" y="%d" fill="#d35400" font-size="10">STAGING / STOCKPILE</text>' % (ox + 47 * s, top + 40 * s))
    if esc:
        parts.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#e67e22" stroke-width="3" stroke-dasharray="2 4"/>'
                     % (ox + 40 * s, top, ox + 340 * s, top))
        parts.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#e67e22" stroke-width="3" stroke-dasharray="2 4"/>'
                     % (ox + 340 * s, top, ox + 340 * s, top + 150 * s))
        parts.append('<text x="%d" y="%d" fill="#e67e22">SF-1 SILT FENCE 300 LF</text>' % (ox + 150 * s, top - 6))
        parts.append('<text x="%d" y="%d" fill="#e67e22" transform="rotate(90 %d %d)">SF-2 SILT FENCE 150 LF</text>'
                     % (ox + 343 * s, top + 40 * s, ox + 343 * s, top + 40 * s))
        parts.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#f5cba7" stroke="#e67e22"/>'
                     % (ox + 190 * s, top + 150 * s - 50 * s + 50 * s, 24 * s, 50 * s - 50 * s + 30 * s))
        parts.append('<text x="%d" y="%d" fill="#e67e22" font-size="10">SCE 50\'x24\'</text>' % (ox + 218 * s, top + 160 * s))
        parts.append('<text x="%d" y="%d" fill="#e67e22" font-size="10">SAND FENCE 380 LF ALONG DUNE TOE</text>' % (ox + 60 * s, top - 22))
        parts.append('<text x="%d" y="%d" fill="#e67e22" font-size="10">DIVERSION BERM 12" HIGH, 210 LF</text>' % (ox + 60 * s, top + 12 * s))
    parts.append("</svg>")
    return "\n".join(parts)


def attachments_html():
    tb = lambda *args: (
        '<div class="sheet"><div class="hdr">Attachment %s &mdash; %s</div>%s<div class="tb"><b>BAYVIEW BEACH '
        'ASSOCIATION CLUBHOUSE</b><br>455 Asharoken Avenue, Village of Asharoken, Suffolk County, NY<br><b>%s</b><br>'
        'Seacliff Civil Engineering, P.C., Northport NY &nbsp; Kevin Duarte, P.E. 081552<br>Scale: 1 in = 30 ft '
        '&nbsp; Date 02/27/2026 &nbsp; <b style="font-size:20px">%s</b></div><div class="notes">%s</div></div>') % args
    css = """body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:11px}
    .sheet{width:16.3in;height:10.25in;box-sizing:border-box;border:2px solid #000;position:relative;page-break-after:always;overflow:hidden}
    .hdr{position:absolute;top:4px;left:8px;font-size:10px;color:#444}
    svg{position:absolute;top:26px;left:10px}
    .tb{position:absolute;right:8px;bottom:8px;width:4.2in;border:1.5px solid #000;padding:6px;font-size:10px;line-height:1.4;background:#fff}
    .notes{position:absolute;left:10px;bottom:8px;width:10.8in;font-size:10px;line-height:1.35;border:1px solid #666;padding:5px;background:#fff}
    .loc{position:absolute;right:8px;top:30px;width:2.6in;height:1.8in;border:1px solid #000;background:#f4f1e8;font-size:9px}
    table.c{border-collapse:collapse;font-size:10px;width:7.5in}
    table.c td,table.c th{border:1px solid #999;padding:2px 5px;text-align:right}
    table.c th{background:#eee}"""
    loc = ('<div class="loc"><svg width="250" height="170" style="position:static"><rect width="250" height="170" fill="#cfe6f5"/>'
           '<path d="M0 120 C60 90 120 80 250 60 L250 90 C120 105 70 120 0 150 z" fill="#f3e7c1"/>'
           '<circle cx="150" cy="82" r="5" fill="red"/><text x="158" y="80" font-size="10">SITE</text>'
           '<text x="10" y="20" font-size="10">Long Island Sound</text><text x="20" y="160" font-size="10">Northport Bay</text>'
           '<text x="120" y="110" font-size="9">Asharoken Ave</text></svg>GENERAL LOCATION MAP (not to scale)</div>')
    notes1 = ("LEGEND / NOTES: Total site area 2.91 ac (property line dash-dot). Limit of disturbance 1.35 ac; beach, dune "
              "grass and east lawn not disturbed. Existing vegetation: dune grass, lawn, 6 black pines to remain. Surface "
              "water: Long Island Sound; tidal wetland boundary flagged by Coastal Ecology Group, 2025. Existing grades "
              "8.5 to 11.5 ft with slopes under 3%; proposed grades 9.0 to 11.0 ft. Drainage (blue arrows) sheet flows north "
              "to the beach. Off-site storage areas: none; staging and stockpile inside the LOD. Discharge point: overland "
              "flow across the dune to Long Island Sound. Post-construction practices: BR-1 bioretention 1,150 sf; DW-1 to "
              "DW-4 drywells 8 ft dia. x 6 ft; permeable pavers 0.11 ac; 15 ft stormwater maintenance easement to the Village.")
    notes2 = ("ESC NOTES: SF-1 silt fence 300 lf along the north LOD; SF-2 silt fence 150 lf along the east LOD; sand fence "
              "380 lf along the dune toe; stabilized construction entrance 50 ft x 24 ft at Asharoken Avenue; inlet "
              "protection on existing catch basin EX. CB; sand bag dike 30 ft at bulkhead stair gap; diversion berm 12 in. "
              "high x 210 lf; staging / stockpile 60 ft x 40 ft ringed with silt fence; concrete washout 8 ft x 8 ft at staging. "
              "Details and maintenance per the application, Sections 10.3 to 10.6.")
    calc = ('<div style="page-break-before:always;padding:0.4in;font-size:12px"><div class="hdr" style="position:static">'
            'Attachment 3 &mdash; HydroCAD_Summary_BBA_Clubhouse.pdf</div><h3>HydroCAD 10.20 &mdash; Summary of Results</h3>'
            '<p>Bayview Beach Association Clubhouse &nbsp; Type III 24-hr &nbsp; Rainfall: 1-yr 2.80 in, 10-yr 5.30 in, '
            '100-yr 8.90 in &nbsp; Runoff by SCS TR-20, Dyn-Stor-Ind routing</p>'
            '<table class="c"><tr><th style="text-align:left">Node</th><th>Area (ac)</th><th>CN</th><th>1-yr Qp (cfs)</th>'
            '<th>10-yr Qp</th><th>100-yr Qp</th><th>100-yr peak elev.</th></tr>'
            '<tr><td style="text-align:left">1S Existing site to beach</td><td>1.35</td><td>62</td><td>0.42</td><td>1.71</td><td>3.55</td><td>-</td></tr>'
            '<tr><td style="text-align:left">2S Roof to DW-1..DW-4</td><td>0.08</td><td>98</td><td>0.23</td><td>0.45</td><td>0.77</td><td>-</td></tr>'
            '<tr><td style="text-align:left">3S Drive and parking to BR-1</td><td>0.38</td><td>89</td><td>0.71</td><td>1.62</td><td>2.86</td><td>-</td></tr>'
            '<tr><td style="text-align:left">4S Lawn, pavers, dune to beach</td><td>0.89</td><td>45</td><td>0.00</td><td>0.38</td><td>1.64</td><td>-</td></tr>'
            '<tr><td style="text-align:left">1P Drywells DW-1..4 (4 x 301 cf)</td><td>-</td><td>-</td><td>0.00 out</td><td>0.00 out</td><td>0.31 out</td><td>10.6</td></tr>'
            '<tr><td style="text-align:left">2P Bioretention BR-1</td><td>-</td><td>-</td><td>0.00 out</td><td>0.00 out</td><td>0.42 out</td><td>9.61</td></tr>'
            '<tr><td style="text-align:left">DP-1 Total to beach (post)</td><td>1.35</td><td>-</td><td>0.00</td><td>0.38</td><td>2.10</td><td>-</td></tr>'
            '</table><p>Exfiltration: 4.2 in/hr over wetted area (50% of measured 8.5 in/hr). WQv required 1,850 cf; '
            'retained in BR-1 (1,120 cf) and drywells (1,204 cf).</p></div>')
    return ('<html><head><meta charset="utf-8"><title>Attachments</title><style>%s</style></head><body>' % css +
            tb("1", "C-100_Existing_Conditions_and_Site_Plan.pdf", _svg_site(False) + loc,
               "EXISTING CONDITIONS AND SITE PLAN", "C-100", notes1) +
            tb("2", "C-200_Erosion_and_Sediment_Control_Plan.pdf", _svg_site(True), "EROSION AND SEDIMENT CONTROL PLAN",
               "C-200", notes2).replace("page-break-after:always", "") + calc + "</body></html>")


HEADER = ('<div style="font-size:8px;font-family:Arial,sans-serif;width:100%;padding:0 0.45in;display:flex;'
          'justify-content:space-between;color:#000"><span>3/14/26, 10:42 AM</span><span class="title"></span>'
          '<span></span></div>')
FOOTER = ('<div style="font-size:8px;font-family:Arial,sans-serif;width:100%%;padding:0 0.45in;display:flex;'
          'justify-content:space-between;color:#000"><span>%s</span><span>Page <span class="pageNumber"></span> of '
          '<span class="totalPages"></span></span></div>' % URL)


def build(out_pdf):
    with tempfile.TemporaryDirectory() as d:
        f1 = os.path.join(d, "sw-2026-0014.html")
        open(f1, "w", encoding="utf-8").write(form_html())
        a = os.path.join(d, "form.pdf")
        print_pdf(f1, a, HEADER, FOOTER, margins=(0.55, 0.45, 0.55, 0.45))
        f2 = os.path.join(d, "att.html")
        open(f2, "w", encoding="utf-8").write(attachments_html())
        b = os.path.join(d, "att.pdf")
        # attachments: 11 x 17 landscape drawings printed without header/footer
        print_pdf(f2, b, header_footer=False, margins=(0.3, 0.3, 0.3, 0.3), paper=(17, 11))
        w = PdfWriter()
        for src in (a, b):
            for pg in PdfReader(src).pages:
                w.add_page(pg)
        with open(out_pdf, "wb") as fh:
            w.write(fh)
    fix_metadata(out_pdf, DOC_TITLE, "Skia/PDF m156", "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0")




LABEL = {
    "checklist": "asharoken-ch44",
    "style": "Browser printout of an online permit portal submission (Review & Print view of the Village web "
             "form: labelled answer boxes, radio buttons and checkboxes, long answers pasted into text areas, "
             "uploaded attachments listed by file name, three attachments appended after the form)",
    "producer": "Chromium print to PDF with browser header/footer (date, document title, URL, Page n of m); "
                "attachments printed by Chromium at 11 x 17 without header/footer and bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.35, "project_type": "beach club clubhouse and parking reconstruction",
              "single_family": False, "impaired_water": False},
    "items": {
        "44-8B(1)(a)": "present", "44-8B(1)(b)": "present", "44-8B(1)(c)": "present", "44-8B(1)(d)": "present",
        "44-8B(1)(e)": "present", "44-8B(1)(f)": "missing", "44-8B(1)(g)": "present", "44-8B(1)(h)": "present",
        "44-8B(1)(i)": "present", "44-8B(1)(j)": "missing", "44-8B(1)(k)": "present", "44-8B(1)(l)": "present",
        "44-8B(1)(m)": "present", "44-8B(1)(n)": "present", "44-8B(1)(o)": "present", "44-8B(1)(p)": "present",
        "44-8B(3)(b)": "present", "44-8B(3)(c)": "present", "44-8B(3)(d)": "present", "44-8B(3)(e)": "present",
        "44-8B(3)(f)": "present", "44-8B(3)(g)": "present", "44-8B(3)(h)": "present", "44-8B(3)(i)": "missing",
        "44-8C": "present", "44-8E": "present"},
    "evidence": {
        "44-8B(1)(a)": {"pages": [1], "quote": "A new 3,200 sf clubhouse will be built on timber piles"},
        "44-8B(1)(b)": {"pages": [7], "quote": "Total site area 2.91 ac"},
        "44-8B(1)(c)": {"pages": [2], "quote": "Plymouth loamy sand, 0-3% slopes (PlA)"},
        "44-8B(1)(d)": {"pages": [2], "quote": "which is under the five-acre limit at any one time"},
        "44-8B(1)(e)": {"pages": [2], "quote": "lidded dumpster for trash"},
        "44-8B(1)(g)": {"pages": [3], "quote": "Remove controls after 80% uniform cover"},
        "44-8B(1)(h)": {"pages": [8], "quote": "SF-1 silt fence 300 lf along the north LOD"},
        "44-8B(1)(i)": {"pages": [3], "quote": "No temporary sediment basin or trap is proposed"},
        "44-8B(1)(k)": {"pages": [3], "quote": "Week 1, before any other work"},
        "44-8B(1)(l)": {"pages": [3], "quote": "Silt fence: remove sediment when it reaches one-third of the fence"},
        "44-8B(1)(m)": {"pages": [3], "quote": "Long Island Sound (directly, by overland flow across the beach)"},
        "44-8B(1)(n)": {"pages": [4], "quote": "Dune, beach and bulkhead gap North Shore Sitework, Inc. Sand fence, sand bag dike, dune planting"},
        "44-8B(1)(o)": {"pages": [4], "quote": "12-in. high earth diversion berm"},
        "44-8B(1)(p)": {"pages": [4], "quote": "ponding of up to 3 in. in the gravel lot after heavy rain"},
        "44-8B(3)(b)": {"pages": [4], "quote": "BR-1: bioretention area, 1,150 sf"},
        "44-8B(3)(c)": {"pages": [7], "quote": "BR-1 bioretention 1,150 sf; DW-1 to DW-4 drywells 8 ft dia. x 6 ft"},
        "44-8B(3)(d)": {"pages": [4], "quote": "HydroCAD 10.2, SCS TR-20, Type III 24-hour rainfall"},
        "44-8B(3)(e)": {"pages": [4], "quote": "Post-development runoff leaving the site toward the beach is lower than"},
        "44-8B(3)(f)": {"pages": [4, 5], "quote": "8 ft ID precast concrete leaching rings"},
        "44-8B(3)(g)": {"pages": [5], "quote": "DW-1 to DW-4 Twice a year (April, October) Vacuum sediment when over 6 in. deep; clear roof leader screens"},
        "44-8B(3)(h)": {"pages": [5], "quote": "A 15-ft wide stormwater maintenance easement in favor of the Village"},
        "44-8C": {"pages": [5], "quote": "management practices meets the requirements of Chapter 44 of the Code of the Village of"},
        "44-8E": {"pages": [5], "quote": "Dana Liu, Owner Harbor Light Builders LLC, 9 Woodbine Avenue, Northport, NY"},
    },
    "gaps": {
        "44-8B(1)(f)": "present for only part of the item: answer 9.1 (p. 2) lists the materials stored and how "
                       "they are stored, but the question's spill prevention and response part is not answered "
                       "anywhere in the submission",
        "44-8B(1)(j)": "bare \"N/A\" in form field 10.4 (p. 3) where the item applies",
        "44-8B(3)(i)": "deferred: answer 12.8 (p. 5) gives the Association's maintenance intent, then says the "
                       "agreement is being drafted and will be submitted under separate cover before a certificate "
                       "of occupancy; no binding terms on later owners are stated",
    },
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": "Beach club clubhouse and parking reconstruction, 1.35 ac disturbed, not single-family, not part of a "
             "larger common plan: a land development activity under 44-3 meeting Condition C, so 44-8B(3)(b)-(i) "
             "apply. The form answers 'No' to a 303(d) listing (impaired_water false). Pages 1-6 are the portal's "
             "Review & Print view printed by the browser (header: date and document title; footer: URL and "
             "'Page n of 6'); pages 7-9 are the uploaded attachments (C-100 site plan with location map at 1 in = "
             "30 ft; C-200 ESC plan with lengths and sizes; HydroCAD summary). Attachments 4 and 5 (survey, "
             "wetland report) are listed but not appended; no item depends on them. 44-8B(1)(p): no monitoring "
             "data, but caretaker observations and DPW records are given. 44-8B(1)(l): the maintenance answer "
             "covers all ESC practices. 44-8E: two contractors, statement, names, titles, firm addresses and "
             "phones, site and dates.",
}
HEADINGS = ["Section 1. Applicant, Owner and Preparer", "Section 2. Property", "Section 3. Project Description",
            "Section 4. Postconstruction Controls Applicability", "Section 5. Site Map / Construction Drawings",
            "Section 6. Soils", "Section 7. Construction Phasing and Sequence", "Section 8. Pollution Prevention",
            "Section 9. Materials Storage", "Section 10. Erosion and Sediment Control Measures",
            "Section 11. Receiving Waters and Responsibilities", "Section 12. Postconstruction Stormwater Management",
            "Section 13. Certifications", "Section 14. Attachments", "Page 1 of 6", "Page 6 of 6", "Section 15. Submission History",
            "Attachment 1", "Attachment 2", "Attachment 3"]
OCR_HEADINGS = {}
IMAGE_ONLY = []
