"""p9b_somers_lincolndale_vet_workbook: a SWPPP kept as a spreadsheet workbook and printed to PDF
(each tab a printed sheet with gridlines, wrapped cells, rows continued across pages), Town of Somers.
The contractor certification tab is a printed form filled by hand and scanned (image only)."""
import os
from pypdf import PdfWriter
from common import chromium_pdf, finish, append, esc
import scanform

NAME = "p9b_somers_lincolndale_vet_workbook"
WB = "LVH_SWPPP_rev2.xlsx"

CSS = """
@page { size: letter landscape; margin: 0.55in 0.45in 0.6in 0.45in;
  @top-left { content: "%WB%"; font: 7.5pt 'DejaVu Sans'; color:#444 }
  @top-right { content: "Sheet: %TAB%"; font: bold 7.5pt 'DejaVu Sans'; color:#444 }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font: 7.5pt 'DejaVu Sans' }
  @bottom-left { content: "Printed 3/12/2026 4:51 PM"; font: 7pt 'DejaVu Sans'; color:#666 } }
body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans'; font-size: 7.6pt; margin: 0; }
h1.tab { string-set: tab content(); font-size: 0; height: 0; margin: 0; }
.sheet { break-before: page; }
.sheet:first-of-type { break-before: auto; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
td, th { border: 0.5pt solid #9a9a9a; padding: 1.5pt 3pt; vertical-align: top; word-wrap: break-word; }
th { background: #d9e1f2; font-weight: bold; text-align: left; }
td.rh, th.rh { background: #efefef; color: #555; text-align: center; width: 22pt; font-size: 6.8pt; }
tr.colhdr th { background: #efefef; color: #555; text-align: center; font-weight: normal; font-size: 6.8pt; }
td.k { font-weight: bold; background: #f6f6f6; }
td.sec { background: #fff2cc; font-weight: bold; }
thead { display: table-header-group; }
tr { break-inside: auto; }
.note { font-size: 7pt; color: #333; margin: 3pt 0; }
svg text { font-family: 'DejaVu Sans Condensed'; }
""".replace("%WB%", WB)


def grid(cols, widths, rows, first_row=1, headings=True, header_rows=1):
    """cols: header labels; rows: list of lists (cells). Row numbers printed like Excel headings."""
    letters = "ABCDEFGHIJKL"
    h = ['<table><colgroup><col style="width:22pt">' + "".join(f'<col style="width:{w}">' for w in widths) + "</colgroup><thead>"]
    if headings:
        h.append('<tr class="colhdr"><th class="rh"></th>' + "".join(f"<th>{letters[i]}</th>" for i in range(len(cols))) + "</tr>")
    h.append(f'<tr><th class="rh">{first_row}</th>' + "".join(f"<th>{esc(c)}</th>" for c in cols) + "</tr></thead><tbody>")
    n = first_row + 1
    for r in rows:
        if isinstance(r, str):
            h.append(f'<tr><td class="rh">{n}</td><td class="sec" colspan="{len(cols)}">{esc(r)}</td></tr>')
        else:
            cells = []
            for i, c in enumerate(r):
                cls = ' class="k"' if (i == 0) else ""
                cells.append(f"<td{cls}>{esc(c)}</td>")
            h.append(f'<tr><td class="rh">{n}</td>' + "".join(cells) + "</tr>")
        n += 1
    h.append("</tbody></table>")
    return "".join(h)


PROJECT = [
    "GENERAL",
    ["Project name", "Lincolndale Veterinary Hospital - new building and parking", "Site plan application PB 2025-14"],
    ["Site address", "1160 Route 118, Lincolndale (Town of Somers), Westchester County, NY 10540", "Tax map section 26.06, block 1, lot 22"],
    ["Owner / applicant", "Lincolndale Animal Realty LLC, c/o Dr. Maren Voss, 22 Mill Pond Lane, Somers NY 10589, (914) 555-0142", ""],
    ["Operator (site contractor)", "Tarkhill Site Works, Inc., 8 Depot Square, Baldwin Place NY 10505, (845) 555-0178", "Contract signed 2/2026"],
    ["SWPPP preparer", "Brookhollow Engineering, PLLC - Samuel R. Achterberg, P.E. (NY Lic. 086214)", "Workbook rev 2, 3/12/2026"],
    "SCOPE OF PROJECT (93-6A(1)(a))",
    ["Project type", "Commercial development: one-story veterinary hospital (6,850 sf), 41-space paved parking lot, driveway, utilities, landscaping", "Activity 93-6A(2)(g), Commercial developments"],
    ["Total site area", "3.40 acres", "Survey by Hudson Line Surveying, 11/2025"],
    ["Area to be disturbed", "1.86 acres (81,020 sf)", "Limit of disturbance, SiteMap tab"],
    ["New impervious cover", "0.94 acres (building 0.16 ac, pavement and walks 0.78 ac)", "Existing impervious: 0.07 ac (gravel drive)"],
    ["Existing use", "Vacant former nursery field, partly wooded on the east, with an old gravel drive to Route 118", ""],
    ["Construction period", "April 2026 - December 2026 (approx. 8 months)", ""],
    ["Max. area disturbed at one time", "1.86 acres - the whole project is less than 5 acres; no phasing waiver needed", "See Sequence tab"],
    "RECEIVING WATERS AND EXISTING DRAINAGE",
    ["Receiving water(s)", "Unnamed tributary of Plum Brook, thence Plum Brook to the Muscoot Reservoir (NYC Croton system)", "Discharge point DP-1 at the west property line"],
    ["Impairment status", "Muscoot Reservoir is within the Croton phosphorus TMDL watershed; post-construction practices designed to the enhanced phosphorus removal standards", "NYSDEC 303(d) list"],
    ["Wetlands", "Town-regulated wetland (WL-A, 0.31 ac) along the west line; 100-ft buffer; no disturbance inside the wetland", "Wetland flagging by E. Pruitt, PWS, 10/2025"],
    ["Existing runoff data", "Existing 1-yr peak to DP-1 is 1.92 cfs and 100-yr is 9.84 cfs (HydroCAD, PostConstr tab). No stream gauge or monitoring data exists for the tributary; Town drainage complaint file for Route 118 has one 2019 entry (ponding at the culvert)", "Pre-development model E-1"],
    "SOILS (93-6A(1)(c))",
    ["ChB - Charlton fine sandy loam, 3-8% slopes", "Hydrologic soil group B. Deep, well drained glacial till; depth to water table > 6 ft; most of the building and parking area", "Web Soil Survey, Westchester County"],
    ["PnC - Paxton fine sandy loam, 8-15% slopes", "Hydrologic soil group C. Dense fragipan-like substratum at 20-36 in; slow permeability; east wooded slope", "Test pits TP-1 to TP-4, 1/2026"],
    ["Sh - Sun loam (hydric)", "Hydrologic soil group D. Poorly drained; wetland WL-A only; not disturbed", ""],
    ["Infiltration testing", "TP-2 at bioretention BR-1: 1.8 in/hr (ChB); TP-4 at chambers: 0.9 in/hr", "Design uses 50% of field rate"],
    "DRAWINGS AND REFERENCES",
    ["Site map", "SiteMap tab (this workbook) - existing and proposed conditions, soil boundaries, erosion and sediment controls; scale 1 in = 50 ft; location map inset 1 in = 2,000 ft", ""],
    ["Standards used", "NYS Standards and Specifications for Erosion and Sediment Control (Nov. 2016, the Blue Book); NYS Stormwater Management Design Manual (2015), Chapter 10 enhanced phosphorus removal", ""],
    ["Deviations from the Blue Book (93-6A(1)(l))", "See Practices tab, row P-14", ""],
    ["Off-site storage", "No material, waste, borrow or equipment storage on adjacent properties; all staging inside the limit of disturbance (staging area SA on SiteMap)", ""],
]

PRACTICES_COLS = ["ID", "Practice (Blue Book std.)", "Location / size / length", "Dimensions and materials", "Installation details", "Operation and maintenance", "Initial placement", "Remain in place until"]
PRACTICES = [
    "TEMPORARY EROSION AND SEDIMENT CONTROL PRACTICES",
    ["P-01", "Stabilized construction entrance (Std. for Stabilized Construction Access)", "Route 118 entrance; 50 ft long x 24 ft wide", "1-4 in crushed stone (ASTM C-33 No. 2/3), 8 in thick, over woven geotextile (Mirafi 600X or equal)", "Grade to drain back to site; mountable berm where entrance crosses swale; Detail 1 on SiteMap tab", "Top-dress with clean stone when voids fill with sediment; sweep Route 118 of tracked soil at end of each day", "Before any clearing", "Base course of driveway is placed"],
    ["P-02", "Silt fence (Std. for Silt Fence)", "Downslope of all disturbance along wetland buffer and west line; total 740 LF (SF-1 410 LF, SF-2 330 LF)", "36 in woven geotextile on 2 in x 2 in hardwood stakes at 8 ft o.c.; 6 in x 6 in trench toe-in", "Install on contour, ends turned upslope 10 ft; no more than 1/4 acre per 100 LF of fence; Detail 2", "Remove sediment when deposits reach half the fence height; replace torn or undermined fabric within 24 hours", "Before clearing and grubbing", "Upslope area is permanently stabilized"],
    ["P-03", "Compost filter sock (Std. for Compost Filter Sock)", "Around topsoil stockpile TS-1 and at the east slope toe; 380 LF of 12 in sock", "12 in diameter sock filled with Blue Book-graded compost; staked 10 ft o.c.", "Lay on contour in continuous lengths; overlap ends 2 ft; Detail 3", "Remove sediment at half the sock height; replace crushed or split sock", "With stockpile placement", "Stockpile removed and area seeded"],
    ["P-04", "Storm drain inlet protection (Std. for Storm Drain Inlet Protection)", "Existing Route 118 catch basin CB-E1 and new inlets CB-1 to CB-6 (7 inlets)", "Excavated drop inlet protection at yard inlets; filter fabric insert (Dandy Bag or equal) in paved inlets", "Install each new inlet protection as the inlet is set; Detail 4", "Empty insert when half full; remove accumulated sediment around excavated inlet protection", "CB-E1 at mobilization; others as set", "Pavement and contributing area stabilized"],
    ["P-05", "Temporary sediment trap ST-1 (Std. for Stone Outlet Sediment Trap)", "West of parking lot at future bioretention BR-1; drainage area 1.42 ac", "Required storage 3,600 cf/ac x 1.42 ac = 5,112 cf (wet 2,556 cf, dry 2,556 cf); provided 5,350 cf; 3.5 ft deep, 2:1 side slopes; stone outlet 4 ft wide, 1 ft below top of embankment", "Excavate to grade shown in Detail 5; compacted embankment with 1.5 ft freeboard; outlet over rip-rap apron to wetland buffer, never into WL-A", "Remove sediment when it reaches the cleanout stake at half the wet storage; repair embankment erosion at once", "After P-01 and P-02, before mass grading", "Contributing area stabilized; then converted to BR-1 (see row P-16)"],
    ["P-06", "Temporary diversion swale DS-1 (Std. for Temporary Swale)", "Along the top of the east slope, 260 LF, diverting upslope woods runoff around the work area", "Trapezoidal, 2 ft bottom, 1 ft deep, 2:1 sides; lined with jute mesh and temporary seed; 1% min. slope", "Outlet to stabilized flat area at the north line; Detail 6", "Repair breaches and remove sediment build-up", "Before grading of the east slope", "East slope permanently stabilized"],
    ["P-07", "Temporary seeding (Std. for Temporary Construction Area Seeding)", "All areas idle more than 14 days; stockpile TS-1", "Annual ryegrass 30 lb/ac or winter rye 100 lb/ac after Sept. 15; straw mulch 2 tons/ac", "Seed and mulch within 7 days of the last disturbance where work stops", "Reseed bare spots greater than 10% of the area", "As areas go idle", "Permanent cover is established"],
    ["P-08", "Mulching (Std. for Mulching)", "All temporary and permanent seeding; winter stabilization", "Straw or hay 2 tons/ac, crimped or tacked; wood chips on paths", "Apply to 90% cover; anchor on slopes steeper than 3:1 with netting", "Replace mulch that is blown or washed away", "With seeding", "Vegetation established"],
    ["P-09", "Rolled erosion control blanket (Std. for Rolled Erosion Control Products)", "East cut slope 2.5:1, 6,200 sf", "North American Green S150 or equal, 12-month straw blanket with biodegradable netting", "Anchor in 6 in trench at top; staple per manufacturer pattern; Detail 7", "Re-staple loose blanket; repair rills before reseeding", "Immediately after final grading of slope", "Permanent (blanket degrades)"],
    ["P-10", "Topsoil stockpile TS-1 (Std. for Topsoiling)", "North of building pad, max 900 cy, 8 ft high", "Side slopes 2:1 or flatter", "Place outside wetland buffer and 50 ft from any drainage way", "Keep sock (P-03) intact; temporary seed if idle over 14 days", "With stripping", "Topsoil respread"],
    ["P-11", "Dust control (Std. for Dust Control)", "All unpaved travel ways", "Water by tank truck; calcium chloride not used within 100 ft of WL-A", "Apply as needed to keep dust from leaving the site", "Reapply water as needed", "Mobilization", "Pavement complete"],
    ["P-12", "Concrete washout (Std. for Concrete Truck Washout)", "Staging area SA, 10 ft x 10 ft", "Prefabricated lined container or 10 mil plastic-lined pit with straw-bale berm", "Locate 100 ft from wetland and inlets; sign 'CONCRETE WASHOUT'", "Remove hardened concrete at 75% capacity; replace torn liner", "Before first concrete pour", "Last concrete pour"],
    ["P-13", "Dewatering sediment bag", "Foundation and chamber excavations as needed", "Woven geotextile bag 15 ft x 15 ft on stone pad", "Discharge to vegetated buffer, 50 ft from WL-A", "Replace when half full", "When pumping is needed", "Dewatering ends"],
    ["P-14", "Winter stabilization", "All disturbed areas after Nov. 15", "Double mulch rate (4 tons/ac) with netting on slopes; stone on travel ways", "Install before the first frost; stockpiles covered with tarp", "Repair after snow melt", "Nov. 15", "Spring seeding established"],
    "PERMANENT PRACTICES",
    ["P-15", "Permanent seeding and landscaping (Std. for Permanent Construction Area Planting)", "All lawns and slopes (0.82 ac)", "4 in topsoil; Town of Somers low-maintenance mix 5 lb/1000 sf; lime and fertilizer per soil test (no phosphorus unless test shows need)", "Seed April 1 - May 31 or Aug. 15 - Oct. 15; mulch per P-08", "Water to establish; mow no lower than 3 in", "Final grading of each area", "Permanent (80% uniform cover = final stabilization)"],
    ["P-16", "Conversion of ST-1 to bioretention BR-1", "ST-1 footprint", "See PostConstr tab for BR-1 dimensions", "After the contributing area is stabilized: pump dry, remove all trapped sediment, excavate 2 ft below trap bottom to remove fines, then build BR-1", "See Inspections tab", "-", "Permanent"],
    "POLLUTION PREVENTION (93-6A(1)(e))",
    ["P-17", "Litter and construction debris", "Staging area SA", "Two 30 cy covered roll-off containers; separate scrap-metal bin", "Containers closed at end of day; no burying or burning of debris on site", "Empty containers when 3/4 full; police site for litter every Friday", "Mobilization", "Demobilization"],
    ["P-18", "Construction chemicals, fuel and paint", "Staging area SA", "Fuel in double-walled tank (500 gal) on impervious pad; paints and solvents in locked job box; spill kit with 50 lb absorbent", "Refuel equipment only at SA; drip pans under parked equipment; report spills of 5 gal or more to NYSDEC Spill Hotline (1-800-457-7362) within 2 hours", "Restock spill kit after use", "Mobilization", "Demobilization"],
    ["P-19", "Sanitary waste", "Staging area SA", "One portable toilet, staked", "Place 50 ft from inlets and WL-A", "Serviced weekly by vendor", "Mobilization", "Demobilization"],
]

SEQ_COLS = ["Step", "Construction activity", "Controls in place before the step starts", "Duration", "Area disturbed (cum.)", "Stabilization at end of step"]
SEQ = [
    ["1", "Pre-construction meeting with Town Engineer; stake limit of disturbance; flag wetland buffer; 48-hour notice to the Town (start of construction)", "-", "1 day", "0 ac", "-"],
    ["2", "Install stabilized construction entrance P-01, silt fence P-02, inlet protection on CB-E1", "-", "3 days", "0.05 ac", "-"],
    ["3", "Clearing and grubbing of the work area; chip brush on site; strip topsoil to stockpile TS-1 with sock P-03", "P-01, P-02", "1 week", "1.10 ac", "Temporary seed TS-1 if idle 14 days"],
    ["4", "Excavate temporary sediment trap ST-1 and temporary diversion DS-1; 48-hour notice to the Town for the ES&C installation inspection", "P-01, P-02, P-03", "1 week", "1.25 ac", "Seed and jute-line DS-1 at once"],
    ["5", "Mass excavation and grading of building pad and parking lot; cut of east slope; rolled blanket on the slope", "P-05, P-06", "3 weeks", "1.86 ac (max.)", "Slope blanket P-09 within 7 days of final grade"],
    ["6", "Utility and infrastructure installation: water, sewer lateral, storm drains CB-1 to CB-6, underground chambers UD-1 (chambers kept offline, inlet plugged, until stabilization)", "P-04 at each new inlet; P-13 for dewatering", "4 weeks", "1.86 ac", "Backfill and temporary seed trench lines"],
    ["7", "Building foundation and structure", "P-12 before the first pour", "16 weeks", "1.86 ac", "Temporary seed idle areas"],
    ["8", "Parking lot base course and curbing; remove construction entrance when base is placed", "P-04", "2 weeks", "1.60 ac", "Pavement base"],
    ["9", "Topsoil, permanent seeding and landscaping", "P-15", "2 weeks", "1.60 ac", "Permanent seed and mulch"],
    ["10", "After 80% cover: convert ST-1 to bioretention BR-1 (row P-16); remove plugs to UD-1; final paving", "Contributing area stabilized", "2 weeks", "0.30 ac", "Plant BR-1; blanket BR-1 side slopes"],
    ["11", "Remove silt fence, sock and inlet protection; seed the disturbed strips; Town final inspection and as-built plans", "-", "1 week", "0 ac", "Final stabilization"],
]

INSP_COLS = ["Practice", "Inspection item", "Frequency", "Maintenance action", "Responsible party"]
INSP = [
    "POST-CONSTRUCTION STORMWATER MANAGEMENT PRACTICES - OWNER'S INSPECTION SCHEDULE",
    ["BR-1 bioretention", "Ponding longer than 48 hours after rain; erosion of side slopes; dead plants; sediment at the forebay", "Monthly for the first year, then quarterly and after storms of 1 in or more", "Remove sediment from the forebay when 6 in deep; replace mulch each spring; replace dead plants; rake and replace the top 3 in of media if ponding persists", "Lincolndale Animal Realty LLC (owner)"],
    ["BR-1 underdrain", "Observation well water level; cleanout caps in place", "Quarterly", "Jet underdrain if the well holds water 72 hours after rain", "Owner"],
    ["UD-1 chambers (isolator row)", "Sediment depth in isolator row via inspection port", "Twice a year (spring and fall)", "Vacuum the isolator row when sediment exceeds 3 in", "Owner, by licensed vac-truck contractor"],
    ["CB-1 to CB-6 sumps", "Sump sediment depth; hoods in place", "Twice a year", "Clean sumps when half full", "Owner"],
    ["Outlet OS-1 and rip-rap apron", "Debris at orifice; scour at apron", "Twice a year and after the 10-yr storm", "Clear debris; replace displaced stone", "Owner"],
    ["Pavement", "Sweeping", "Monthly April - November", "Vacuum sweep; no coal-tar sealants", "Owner"],
    ["Records", "Log of inspections and maintenance", "Each inspection", "Keep 5 years; copy to the Town Stormwater Management Officer each January", "Owner"],
]

POST_COLS = ["Item", "Description", "Values / details"]
POST = [
    "POST-CONSTRUCTION PRACTICES (93-6A(3)(b), (c), (f))",
    ["BR-1 bioretention (standard design, Design Manual 6.4)", "Treats the parking lot and building roof (1.28 ac, 0.94 ac impervious). Filter area 2,150 sf; ponding depth 9 in; 2.5 ft soil media (sand 50%, topsoil 30%, compost 20%) over 3 in pea gravel and 12 in No. 57 stone with 6 in perforated HDPE underdrain; forebay 280 sf, 18 in deep; planted with native perennials and shrubs", "Location: west of parking, SiteMap tab; surface elev. 482.00; overflow riser 482.75 to UD-1"],
    ["UD-1 underground chamber system", "42 StormTech SC-740 chambers in 3 rows on 6 in of clean stone; isolator row wrapped in woven geotextile; outlet structure OS-1 with 4 in orifice at 476.40 and 18 in weir at 478.10", "Location: under the north parking aisle, 86 ft x 36 ft; storage 7,930 cf"],
    ["Pretreatment", "Deep-sump catch basins with hoods CB-1 to CB-6; grass filter strip 15 ft along the east lawn", ""],
    ["Installation", "BR-1 built only after the contributing area is stabilized; media placed in 12 in lifts without compaction equipment in the cell; UD-1 installed per manufacturer's manual with 12 in cover before traffic", "Engineer to observe BR-1 media and UD-1 stone placement"],
    "SIZING CRITERIA SUMMARY (93-6A(3)(e)) - Design Manual Ch. 4 and Ch. 10",
    ["WQv (enhanced phosphorus: runoff from 1-yr, 24-hr storm, 2.8 in)", "Contributing 1.28 ac, I = 73%; runoff by TR-55, CN 88 = 1.72 in", "WQv required 7,990 cf; provided by BR-1 (ponding + media voids) 8,120 cf"],
    ["RRv (runoff reduction)", "RRv = [(P)(Rv)(Ai)/12] x S, with specific reduction factor S = 0.40 (HSG B/C weighted) over 0.94 ac impervious", "RRv required 2,870 cf; provided by BR-1 infiltration below underdrain (12 in stone sump) 3,010 cf"],
    ["Cpv (channel protection, 24-hr extended detention of the 1-yr storm)", "Required 6,410 cf over 24 hours", "UD-1 orifice 4 in gives 24.6 hr drawdown; provided 6,690 cf"],
    ["Qp (overbank, 10-yr, 5.0 in) and Qf (extreme, 100-yr, 8.9 in)", "Peak discharge at DP-1 kept at or below pre-development", "See comparison below; no waivers or deviations from the Design Manual"],
    "HYDROLOGIC AND HYDRAULIC ANALYSIS (93-6A(3)(d)) - HydroCAD 10.2, SCS TR-20, Type III, Westchester rainfall",
    ["Design point DP-1 peak flow, 1-yr (2.8 in)", "Pre 1.92 cfs", "Post 1.41 cfs"],
    ["DP-1 peak flow, 10-yr (5.0 in)", "Pre 5.36 cfs", "Post 4.88 cfs"],
    ["DP-1 peak flow, 25-yr (6.1 in)", "Pre 6.93 cfs", "Post 6.41 cfs"],
    ["DP-1 peak flow, 100-yr (8.9 in)", "Pre 9.84 cfs", "Post 9.52 cfs"],
    ["UD-1 peak elevation, 100-yr", "479.62 (top of stone 480.10)", "BR-1 peak 482.91 (berm 483.50)"],
    ["Conveyance", "Storm drains sized for the 25-yr storm by Rational method; max HGL 1.1 ft below rims", "Pipe table in drainage report, App. 3"],
    "LONG-TERM OPERATION AND MAINTENANCE (93-6A(3)(g), (h), (i))",
    ["Responsible entity", "Lincolndale Animal Realty LLC and its successors in title operate and maintain BR-1, UD-1, the catch basins and OS-1 for the life of the project", "Inspection schedule: Inspections tab"],
    ["Maintenance easement", "TBD", ""],
    ["Maintenance agreement", "Stormwater Facilities Maintenance Agreement with the Town of Somers per Section 93-8: owner inspects and maintains the practices per the Inspections tab; Town may enter, inspect and perform work at owner's cost; binding on all subsequent owners of lot 22; recorded in the Westchester County Clerk's Office before the certificate of occupancy", "Draft agreement form submitted with the site plan"],
]


def sitemap_svg():
    return """
<svg viewBox="0 0 1000 560" width="100%" height="6.1in" xmlns="http://www.w3.org/2000/svg" font-size="10">
<rect x="1" y="1" width="998" height="558" fill="none" stroke="#000"/>
<!-- parcel -->
<polygon points="90,60 760,40 800,500 110,520" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="18,4,4,4"/>
<text x="400" y="34">PROPERTY LINE - TOTAL SITE AREA 3.40 AC</text>
<!-- route 118 -->
<rect x="40" y="525" width="820" height="28" fill="#ddd"/><text x="330" y="544" font-size="12">NYS ROUTE 118 (TOMAHAWK STREET)</text>
<!-- wetland -->
<path d="M110,140 C160,120 190,200 170,300 C160,380 190,430 120,470 Z" fill="#cfe8cf" stroke="#2a7a2a"/>
<text x="118" y="300" transform="rotate(-80 118 300)">WETLAND WL-A 0.31 AC (NOT DISTURBED)</text>
<path d="M200,120 C250,160 270,260 255,330 C245,410 260,450 220,500" fill="none" stroke="#2a7a2a" stroke-dasharray="6,4"/>
<text x="262" y="180" fill="#2a7a2a">100-FT WETLAND BUFFER</text>
<!-- soils -->
<path d="M560,45 C540,200 600,330 610,505" fill="none" stroke="#8a5a00" stroke-dasharray="2,3"/>
<text x="470" y="80" fill="#8a5a00">ChB (HSG B)</text><text x="640" y="90" fill="#8a5a00">PnC (HSG C)</text><text x="125" y="110" fill="#8a5a00">Sh (HSG D)</text>
<text x="566" y="470" fill="#8a5a00" font-size="8">SOIL BOUNDARY</text>
<!-- contours existing / proposed -->
<path d="M300,60 C320,200 330,380 320,520" fill="none" stroke="#999" stroke-dasharray="5,3"/><text x="305" y="395" fill="#777" font-size="8">EX 484</text>
<path d="M420,50 C430,220 440,380 430,520" fill="none" stroke="#999" stroke-dasharray="5,3"/><text x="436" y="505" fill="#777" font-size="8">EX 488</text>
<path d="M640,45 C660,200 680,380 690,510" fill="none" stroke="#999" stroke-dasharray="5,3"/><text x="694" y="300" fill="#777" font-size="8">EX 498</text>
<path d="M600,45 C610,200 630,380 640,510" fill="none" stroke="#444"/><text x="616" y="250" font-size="8">PR 494 (2.5:1 CUT SLOPE, BLANKET P-09)</text>
<!-- woods -->
<path d="M650,50 L755,42 L790,420 L700,430 C690,300 670,150 650,50" fill="#eef6e8" stroke="#6a6" stroke-dasharray="3,3"/>
<text x="700" y="200" fill="#363">EXISTING WOODS</text><text x="700" y="214" fill="#363">(TO REMAIN)</text>
<!-- LOD -->
<polygon points="260,70 645,55 680,480 280,500" fill="none" stroke="#c00" stroke-width="2" stroke-dasharray="10,5"/>
<text x="430" y="70" fill="#c00">LIMIT OF DISTURBANCE - 1.86 AC</text>
<!-- improvements -->
<rect x="420" y="120" width="150" height="95" fill="#e5e5e5" stroke="#000"/><text x="432" y="160">PROPOSED</text><text x="432" y="174">VETERINARY HOSPITAL</text><text x="432" y="188">6,850 SF  FF 490.5</text>
<rect x="330" y="250" width="260" height="170" fill="#f2f2f2" stroke="#000"/><text x="370" y="300">41-SPACE PARKING LOT</text>
<rect x="360" y="420" width="40" height="105" fill="#f2f2f2" stroke="#000"/><text x="345" y="470" transform="rotate(-90 375 470)" font-size="8">DRIVEWAY</text>
<!-- ES&C -->
<rect x="355" y="470" width="50" height="52" fill="none" stroke="#00c" stroke-width="2"/><text x="410" y="515" fill="#00c">P-01 CONSTRUCTION ENTRANCE 50 FT x 24 FT</text>
<path d="M268,80 C285,200 290,330 285,495" fill="none" stroke="#00c" stroke-width="3" stroke-dasharray="1,6"/>
<text x="190" y="520" fill="#00c">SF-1 SILT FENCE 410 LF</text>
<path d="M290,497 L675,482" fill="none" stroke="#00c" stroke-width="3" stroke-dasharray="1,6"/><text x="520" y="478" fill="#00c">SF-2 SILT FENCE 330 LF</text>
<ellipse cx="290" cy="235" rx="26" ry="40" fill="none" stroke="#00c" stroke-width="2"/><text x="230" y="225" fill="#00c" font-size="9">ST-1</text>
<text x="190" y="330" fill="#00c" font-size="9">ST-1 SEDIMENT TRAP</text><text x="190" y="342" fill="#00c" font-size="9">5,350 CF (FUTURE BR-1)</text>
<path d="M650,70 C680,200 690,300 690,330" fill="none" stroke="#00c" stroke-width="2"/><text x="700" y="350" fill="#00c">DS-1 DIVERSION 260 LF</text>
<ellipse cx="520" cy="95" rx="45" ry="16" fill="none" stroke="#00c"/><text x="478" y="98" fill="#00c" font-size="8">TS-1 STOCKPILE + SOCK</text>
<rect x="600" y="420" width="55" height="40" fill="none" stroke="#00c"/><text x="560" y="415" fill="#00c" font-size="8">SA STAGING / WASHOUT P-12</text>
<text x="340" y="245" fill="#00c" font-size="8">CB-1..CB-6 INLET PROTECTION P-04</text>
<!-- post-construction -->
<rect x="350" y="265" width="210" height="40" fill="none" stroke="#090" stroke-width="1.5" stroke-dasharray="4,2"/><text x="356" y="318" fill="#090" font-size="9">UD-1 SC-740 CHAMBERS 86 FT x 36 FT</text>
<text x="196" y="270" fill="#090" font-size="9">BR-1 BIORETENTION 2,150 SF</text>
<!-- discharge -->
<path d="M262,240 L200,250" stroke="#000" marker-end="url(#a)"/><circle cx="196" cy="251" r="5" fill="#000"/>
<text x="136" y="268" font-size="9">DP-1 DISCHARGE</text>
<text x="820" y="80">NORTH &#8593;</text>
<text x="820" y="110">SCALE: 1 IN = 50 FT</text>
<line x1="820" y1="120" x2="920" y2="120" stroke="#000" stroke-width="2"/><text x="820" y="134" font-size="8">0   25   50   100 FT</text>
<rect x="815" y="160" width="170" height="150" fill="#fafafa" stroke="#000"/>
<text x="822" y="176" font-size="9">LOCATION MAP 1 IN = 2,000 FT</text>
<path d="M830,300 C860,250 900,230 975,190" stroke="#555" fill="none"/><text x="860" y="290" font-size="8">RT 118</text>
<path d="M900,305 C905,250 920,210 930,170" stroke="#555" fill="none"/><text x="905" y="240" font-size="8">RT 100</text>
<circle cx="885" cy="255" r="6" fill="#c00"/><text x="840" y="222" font-size="8">SITE</text><text x="925" y="290" font-size="8">LINCOLNDALE</text>
<text x="815" y="340" font-size="8">LEGEND</text>
<text x="815" y="354" font-size="8" fill="#c00">- - LIMIT OF DISTURBANCE</text>
<text x="815" y="366" font-size="8" fill="#00c">..... SILT FENCE</text>
<text x="815" y="378" font-size="8" fill="#777">- - EXISTING CONTOUR</text>
<text x="815" y="390" font-size="8">___ PROPOSED CONTOUR</text>
<text x="815" y="402" font-size="8" fill="#8a5a00">. . SOIL BOUNDARY</text>
<text x="815" y="420" font-size="8">Drainage: sheet flow west</text>
<text x="815" y="432" font-size="8">to WL-A and DP-1; then</text>
<text x="815" y="444" font-size="8">tributary of Plum Brook.</text>
<text x="815" y="462" font-size="8">Undisturbed: woods, WL-A,</text>
<text x="815" y="474" font-size="8">buffer outside LOD (1.54 ac)</text>
</svg>"""


CERT_HTML = """
<table><colgroup><col style="width:22pt"><col style="width:28%"><col></colgroup>
<thead><tr class="colhdr"><th class="rh"></th><th>A</th><th>B</th></tr></thead><tbody>
<tr><td class="rh">1</td><td class="sec" colspan="2">PREPARER'S CERTIFICATION (Town of Somers Section 93-6B)</td></tr>
<tr><td class="rh">2</td><td class="k">Statement</td><td>I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers and the New York State Stormwater Management Design Manual.</td></tr>
<tr><td class="rh">3</td><td class="k">Name / title</td><td>Samuel R. Achterberg, P.E., Principal, Brookhollow Engineering, PLLC</td></tr>
<tr><td class="rh">4</td><td class="k">NY P.E. license</td><td>086214</td></tr>
<tr><td class="rh">5</td><td class="k">Signature</td><td style="height:58pt"><svg width="220" height="52"><path d="M5,40 C20,5 30,50 45,20 C55,2 60,45 75,30 C90,15 95,38 110,22 C125,8 140,40 160,25 L205,20" fill="none" stroke="#123" stroke-width="1.6"/></svg><span style="display:inline-block;border:1.5pt solid #555;border-radius:50%;width:50pt;height:50pt;text-align:center;font-size:5.5pt;vertical-align:middle;line-height:7pt;padding-top:9pt;box-sizing:border-box">STATE OF NEW YORK<br>SAMUEL R.<br>ACHTERBERG<br>086214<br>PROF. ENGINEER</span></td></tr>
<tr><td class="rh">6</td><td class="k">Date</td><td>3/12/2026</td></tr>
<tr><td class="rh">7</td><td class="sec" colspan="2">CONTRACTOR CERTIFICATIONS (Section 93-6D)</td></tr>
<tr><td class="rh">8</td><td class="k">Form</td><td>Signed contractor certification for Tarkhill Site Works, Inc. is scanned on the next page. Each subcontractor that installs, inspects or maintains erosion and sediment control practices or installs post-construction practices signs the same form before starting work; copies are kept in the site log.</td></tr>
</tbody></table>"""


def html():
    """One HTML document per workbook tab (each printed as its own sheet, numbered per sheet)."""
    parts = []

    def sheet(tab, title, body, note=""):
        parts.append((tab, f"<html><head><meta charset='utf-8'><style>{CSS.replace('%TAB%', tab)}</style></head><body>"
                     f"<div class='sheet'><div style='font-size:10pt;font-weight:bold;margin:0 0 4pt'>{esc(title)}</div>{note}{body}</div></body></html>"))

    sheet("ProjectData", "LINCOLNDALE VETERINARY HOSPITAL - STORMWATER POLLUTION PREVENTION PLAN (SWPPP) - PROJECT DATA",
          grid(["Field", "Value", "Source / note"], ["22%", "52%", "26%"], PROJECT),
          "<div class='note'>Town of Somers Chapter 93 stormwater management and erosion and sediment control permit application. Workbook tabs: ProjectData, SiteMap, Practices, Sequence, Inspections, PostConstr, Certifications.</div>")
    sheet("SiteMap", "SITE MAP - EXISTING AND PROPOSED CONDITIONS WITH EROSION AND SEDIMENT CONTROLS",
          sitemap_svg(), "<div class='note'>Picture object pasted from the site plan drawing (Brookhollow dwg C-101, rev 2). Existing and proposed contours at 2 ft; details 1-7 are the Blue Book standard details for the practices listed on the Practices tab.</div>")
    sheet("Practices", "EROSION AND SEDIMENT CONTROL PRACTICES - LOCATION, SIZE, DIMENSIONS, MATERIALS, INSTALLATION, O&M, SCHEDULE",
          grid(PRACTICES_COLS, ["5%", "13%", "13%", "16%", "15%", "14%", "10%", "11%"], PRACTICES),
          "<div class='note'>Temporary and permanent soil stabilization follows the NYS Standards and Specifications for Erosion and Sediment Control (Blue Book): stabilization of any disturbed area where work has stopped is initiated by the end of the next business day and completed within 14 days; areas at final grade are seeded within 7 days.</div>")
    sheet("Sequence", "CONSTRUCTION SEQUENCE OF OPERATIONS (93-6A(1)(d))",
          grid(SEQ_COLS, ["5%", "36%", "18%", "8%", "11%", "17%"], SEQ),
          "<div class='note'>Not more than five acres will be disturbed at any one time; the maximum disturbed area is 1.86 ac at step 5.</div>")
    sheet("Inspections", "INSPECTION SCHEDULE",
          grid(INSP_COLS, ["16%", "24%", "17%", "27%", "16%"], INSP))
    sheet("PostConstr", "POST-CONSTRUCTION STORMWATER MANAGEMENT",
          grid(POST_COLS, ["26%", "44%", "30%"], POST))
    sheet("Certifications", "CERTIFICATIONS", CERT_HTML)
    return parts


def build(work, outpdf):
    scan = scanform.contractor_scan(os.path.join(work, NAME + "_scan.pdf"))
    w = PdfWriter()
    for tab, doc in html():
        append(w, chromium_pdf(doc, os.path.join(work, NAME + "_" + tab + ".pdf")))
    append(w, scan)
    finish(w, outpdf, "LVH_SWPPP_rev2", "sachterberg", "Microsoft Excel (printed)", "Chromium print to PDF; scanned page added with reportlab")
