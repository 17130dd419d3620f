"""p20b_reissue_somers_hickory_ridge: reissued plan (Revision 1). Cover memo (Word via LibreOffice),
plan pages (reportlab), revised pages stamped REVISED with a date, and the superseded pages still bound
behind them, crossed out with a large drawn X (their text stays in the text layer)."""
import io
import os

from docx import Document
from docx.shared import Pt, Inches
from pypdf import PdfReader, PdfWriter
from reportlab.lib.pagesizes import letter, landscape
from reportlab.lib.units import inch
from reportlab.pdfgen import canvas
from reportlab.platypus import PageBreak, Paragraph, Spacer

import common
import rl

NAME = "p20b_reissue_somers_hickory_ridge"
PROJ = "Hickory Ridge Subdivision - Stormwater Pollution Prevention Plan"


def memo(tmp):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Liberation Sans"
    st.font.size = Pt(10.5)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(1)
    p = d.add_paragraph()
    r = p.add_run("BRANCHWATER ENGINEERING & SURVEYING, P.C.")
    r.bold = True
    r.font.size = Pt(13)
    d.add_paragraph("14 Tomahawk Street, Baldwin Place, NY 10505  |  (914) 555-0137")
    p = d.add_paragraph()
    r = p.add_run("MEMORANDUM - SWPPP REISSUE, REVISION 1")
    r.bold = True
    r.font.size = Pt(12)
    for line in ["To: Town of Somers Planning Board; Town Engineer",
                 "From: Claire Whitfield, P.E.",
                 "Date: May 20, 2025",
                 "Re: Hickory Ridge Subdivision, 4 lots, 118 Granite Springs Road, Somers, NY - SWPPP dated "
                 "February 3, 2025, reissued as Revision 1"]:
        d.add_paragraph(line)
    d.add_paragraph("This reissue answers the Town Engineer's review memo of April 22, 2025. Only the pages "
                    "listed below have changed. Each revised page is stamped REVISED 05/20/2025 and is "
                    "followed by the page it replaces, which is crossed out and marked SUPERSEDED and is kept "
                    "for the record only. All other pages are unchanged from the February 3, 2025 plan and "
                    "remain in effect.")
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    hdr = t.rows[0].cells
    hdr[0].text, hdr[1].text, hdr[2].text = "Plan page", "Section", "Change"
    for a, b, c in [("4", "3 Construction Phasing and Sequence",
                     "Phase limits redrawn; lot 4 driveway moved to Phase 2 (comment 3)."),
                    ("7", "6 Inspection Schedule and Conformance",
                     "Construction inspection schedule added for the contractor and the inspector (comment 5)."),
                    ("10", "9 Long-Term Operation and Maintenance",
                     "Maintenance responsibility moved from lot owners to the HOA; easement text revised to "
                     "follow the Town Attorney's comments (comment 8).")]:
        row = t.add_row().cells
        row[0].text, row[1].text, row[2].text = a, b, c
    d.add_paragraph()
    d.add_paragraph("Unchanged: pages 1-3, 5, 6, 8, 9, 11 and 12.")
    d.add_paragraph("Claire Whitfield, P.E.")
    path = os.path.join(tmp, "p3_memo.docx")
    d.save(path)
    return common.soffice_to_pdf(path, tmp)


def site_sheet(tmp):
    W, H = landscape(letter)
    path = os.path.join(tmp, "p3_sheet.pdf")
    c = canvas.Canvas(path, pagesize=(W, H))
    c.setFont("Helvetica-Bold", 11)
    c.drawString(0.5 * inch, H - 0.55 * inch, "2 SITE MAP AND EROSION AND SEDIMENT CONTROL PLAN")
    c.setFont("Helvetica", 7)
    c.drawString(0.5 * inch, H - 0.72 * inch, PROJ + " - Plan page 3 of 12")
    c.rect(0.4 * inch, 0.4 * inch, W - 0.8 * inch, H - 1.3 * inch)
    # parcel
    x0, y0 = 0.8 * inch, 0.8 * inch
    c.setDash([9, 3, 2, 3])
    c.rect(x0, y0, 6.0 * inch, 5.4 * inch)
    c.setDash()
    c.drawString(x0 + 4, y0 + 5.4 * inch + 4, "BOUNDARY - 6.35 AC")
    c.line(x0 - 0.3 * inch, y0 - 0.15 * inch, x0 + 6.3 * inch, y0 - 0.15 * inch)
    c.drawString(x0 + 2 * inch, y0 - 0.32 * inch, "GRANITE SPRINGS ROAD")
    for k in range(4):
        lx = x0 + 0.3 * inch + k * 1.45 * inch
        c.rect(lx, y0 + 2.6 * inch, 1.2 * inch, 1.0 * inch)
        c.drawString(lx + 4, y0 + 3.3 * inch, f"LOT {k + 1} HOUSE")
    c.line(x0 + 0.2 * inch, y0 + 2.2 * inch, x0 + 5.8 * inch, y0 + 2.2 * inch)
    c.drawString(x0 + 0.3 * inch, y0 + 2.05 * inch, "HICKORY RIDGE COURT (PRIVATE)")
    c.setLineWidth(1.8)
    c.setDash([2, 2])
    c.rect(x0 + 0.1 * inch, y0 + 0.3 * inch, 5.8 * inch, 3.6 * inch)
    c.setDash()
    c.setLineWidth(1)
    c.drawString(x0 + 0.15 * inch, y0 + 3.95 * inch, "LIMIT OF DISTURBANCE 2.90 AC")
    c.drawString(x0 + 0.2 * inch, y0 + 4.6 * inch, "UNDISTURBED WOODS 3.45 AC (CONSERVATION AREA)")
    c.circle(x0 + 5.2 * inch, y0 + 4.7 * inch, 0.4 * inch)
    c.drawString(x0 + 4.95 * inch, y0 + 4.68 * inch, "WETLAND")
    c.rect(x0 + 4.3 * inch, y0 + 0.5 * inch, 1.3 * inch, 0.9 * inch)
    c.drawString(x0 + 4.35 * inch, y0 + 1.2 * inch, "P-1 POND / ST-1")
    c.drawString(x0 + 5.7 * inch, y0 + 0.45 * inch, "DP-1")
    c.drawString(x0 + 1.0 * inch, y0 + 0.45 * inch, "RG-1 to RG-4 (one per lot)")
    c.setDash([1, 3])
    c.line(x0 + 3.0 * inch, y0, x0 + 3.3 * inch, y0 + 5.4 * inch)
    c.setDash()
    c.drawString(x0 + 2.4 * inch, y0 + 5.1 * inch, "ChC | PnC")
    # notes
    nx = 7.3 * inch
    y = H - 1.2 * inch
    lines = [("LOCATION MAP: site on Granite Springs Road, 0.4 mi west of NYS Route 118 (inset 1 in = 2,000 ft)", False),
             ("SCALE: 1 INCH = 50 FEET", True),
             ("SITE DATA", True),
             ("Total site area 6.35 ac; disturbed 2.90 ac; undisturbed 3.45 ac.", False),
             ("Existing vegetation: oak-hickory woods; old lawn at the road.", False),
             ("Wetland W-1 (NYSDEC/Town) with 100 ft buffer, north; not disturbed.", False),
             ("Drainage: north-east to DP-1, culvert under Granite Springs Rd.", False),
             ("Existing contours 2 ft; final slopes 2:1 max. at the pond.", False),
             ("Soils: ChC Charlton, PnC Paxton; boundary dotted.", False),
             ("No storage areas on adjacent properties.", False),
             ("Discharge: DP-1 to unnamed tributary of Amawalk Reservoir.", False),
             ("EROSION AND SEDIMENT CONTROLS", True),
             ("SCE construction entrance 50 x 24 ft, 1", False),
             ("SF silt fence 1,180 LF, south and east LOD", False),
             ("DS diversion swales DS-1 320 LF, DS-2 210 LF", False),
             ("ST-1 sediment trap in pond footprint, 5,400 cf", False),
             ("IP inlet protection, 5 inlets", False),
             ("SP stockpiles, 2, silt fence ring 220 LF", False),
             ("POST-CONSTRUCTION PRACTICES", True),
             ("P-1 wet extended detention pond, 0.21 ac surface", False),
             ("RG-1 to RG-4 rain gardens, 400 sf each", False)]
    for t, b in lines:
        c.setFont("Helvetica-Bold" if b else "Helvetica", 7)
        c.drawString(nx, y, t if len(t) < 75 else t[:74])
        y -= 10
    c.showPage()
    c.save()
    return path


def pages(st, rev):
    """Plan pages as lists of flowables. rev = 1 (current) or 0 (February version of pages 4, 7, 10)."""
    P = lambda t, s="body": Paragraph(t, st[s])
    T = lambda rows, w: rl.table(rows, [x * inch for x in w], st)
    pg = {}
    pg[1] = [Spacer(1, 1.2 * inch), P("STORMWATER POLLUTION PREVENTION PLAN", "center"), Spacer(1, 8),
             P("HICKORY RIDGE SUBDIVISION", "center"),
             P("Four-lot single-family residential subdivision<br/>118 Granite Springs Road, Town of Somers, "
               "Westchester County, New York<br/>Section 16.06, Block 1, Lot 22"), Spacer(1, 12),
             P("Applicant: Hickory Ridge Homes LLC, 9 Lakeview Drive, Somers, NY 10589"),
             P("Prepared by: Branchwater Engineering &amp; Surveying, P.C., Baldwin Place, NY"),
             P("Prepared under Chapter 93 of the Code of the Town of Somers"), Spacer(1, 12),
             P("Original issue: February 3, 2025<br/>Revision 1: May 20, 2025 (pages 4, 7 and 10)"),
             Spacer(1, 12),
             T([["Page", "Contents"], ["2", "1 Project Description, Receiving Water and Soils"],
                ["3", "2 Site Map and Erosion and Sediment Control Plan"], ["4", "3 Construction Phasing and Sequence"],
                ["5", "4 Pollution Prevention and Soil Stabilization"], ["6", "5 Erosion and Sediment Control Practices"],
                ["7", "6 Inspection Schedule and Conformance"], ["8", "7 Post-Construction Stormwater Management"],
                ["9", "8 Hydrologic and Hydraulic Analysis"], ["10", "9 Long-Term Operation and Maintenance"],
                ["11", "10 Preparer's Certification"], ["12", "11 Contractor Certification"]], [0.7, 5.0])]
    pg[2] = [P("1 PROJECT DESCRIPTION, RECEIVING WATER AND SOILS", "h1"),
             P("1.1 Scope", "h2"),
             P("Hickory Ridge Homes LLC proposes to subdivide a 6.35-acre wooded parcel at 118 Granite Springs Road "
               "into four single-family lots served by a 460-foot private road (Hickory Ridge Court), with wells, "
               "septic systems, four rain gardens and one wet extended detention pond. Total disturbance is 2.90 acres; "
               "new impervious cover is 0.82 acres. The project is a single-family residential subdivision under "
               "Section 93-6A(2)(b) and disturbs more than one acre, so the post-construction requirements of "
               "Section 93-6A(3) apply."),
             P("1.2 Receiving water", "h2"),
             P("Runoff leaves the site at DP-1, the culvert under Granite Springs Road, and flows in an unnamed "
               "tributary to the Amawalk Reservoir, a New York City water supply reservoir in the Croton watershed "
               "with a phosphorus TMDL. The practices are designed to the enhanced phosphorus removal standards."),
             P("1.3 Soils", "h2"),
             T([["Map unit", "Soil series", "HSG", "Depth to water / rock", "Location"],
                ["ChC", "Charlton fine sandy loam, 8-15% slopes", "B", "> 6 ft / > 6 ft", "West half, lots 1 and 2"],
                ["PnC", "Paxton fine sandy loam, 8-15% slopes", "C", "1.5-2.5 ft perched / > 6 ft", "East half, lots 3-4, pond"],
                ["Sh", "Sun loam", "D", "0-0.5 ft / > 6 ft", "Wetland W-1 (not disturbed)"]],
               [0.6, 2.2, 0.45, 1.6, 2.05]),
             P("Deep test holes DT-1 to DT-6 (January 2025) confirm the mapped units; infiltration tests at the rain "
               "gardens gave 1.8-2.6 in/hr in the Charlton soils and 0.3 in/hr in the Paxton soils."),
             P("1.4 Existing runoff", "h2"),
             P("The site is wooded and drains by sheet flow and one swale to DP-1. Existing 10-year peak at DP-1 "
               "is 6.10 cfs (Section 8).")]
    if rev == 1:
        pg[4] = [P("3 CONSTRUCTION PHASING AND SEQUENCE", "h1"),
                 P("Two phases. Phase 1 (1.70 ac): road, pond, lots 1 and 2. Phase 2 (1.20 ac): lots 3 and 4 and the "
                   "lot 4 driveway, started only after Phase 1 is stabilized. Not more than 5 acres are disturbed at "
                   "any one time; the maximum open at once is 1.70 acres."),
                 T([["Step", "Phase", "Activity"],
                    ["1", "1", "Pre-construction meeting; stake limits of disturbance and wetland buffer."],
                    ["2", "1", "Install construction entrance and silt fence."],
                    ["3", "1", "Excavate P-1 footprint as sediment trap ST-1; build diversion swales DS-1 and DS-2."],
                    ["4", "1", "Clear and grub road corridor and lots 1-2; stockpile topsoil."],
                    ["5", "1", "Rough grade road; install drainage, inlet protection and utilities."],
                    ["6", "1", "Build houses on lots 1-2; base course on road."],
                    ["7", "1", "Stabilize Phase 1; convert ST-1 to pond P-1 after its drainage area is stabilized."],
                    ["8", "2", "Clear and grub lots 3-4 and lot 4 driveway; silt fence extended."],
                    ["9", "2", "Build houses on lots 3-4; rain gardens RG-1 to RG-4 after lots are stabilized."],
                    ["10", "2", "Top course on road; final stabilization; remove temporary controls."]],
                   [0.5, 0.6, 5.8])]
        pg[7] = [P("6 INSPECTION SCHEDULE AND CONFORMANCE", "h1"),
                 P("6.1 Inspection schedule for erosion and sediment controls", "h2"),
                 T([["Who", "What", "When"],
                    ["Site contractor (trained foreman)", "Walk all controls: entrance, silt fence, swales, ST-1, inlet protection, stockpiles",
                     "Daily when working; before forecast rain of 0.5 in or more"],
                    ["Qualified inspector (Branchwater Engineering)", "Written inspection of every practice and all disturbed areas; "
                     "report to owner and Town Engineer", "Every 7 days and within 24 hours after 0.5 in of rain or more"],
                    ["Site contractor", "Repair or replace any deficient practice found", "Within 24 hours of the report, or before the next storm"],
                    ["Qualified inspector", "Final stabilization inspection", "When 80% perennial cover is reached"]],
                   [1.6, 3.3, 2.0]),
                 P("Inspection reports are kept in the site logbook with the SWPPP."),
                 P("6.2 Conformance with the State Standards", "h2"),
                 P("No element of the design departs from the New York State Standards and Specifications for Erosion "
                   "and Sediment Control. There are no deviations or alternative designs.")]
        pg[10] = [P("9 LONG-TERM OPERATION AND MAINTENANCE", "h1"),
                  P("9.1 Operation and maintenance plan", "h2"),
                  T([["Practice", "Inspection", "Maintenance"],
                     ["P-1 wet extended detention pond", "Quarterly and after storms over 2 in",
                      "Mow embankment twice a year; remove trash from the outlet; remove forebay sediment when 50% full; dredge pool every 10-15 years"],
                     ["RG-1 to RG-4 rain gardens", "Spring and fall", "Replace mulch; replant; remove sediment; correct ponding over 24 hours"],
                     ["Road drainage", "Annually", "Clean catch basin sumps"]],
                    [1.7, 1.6, 3.6]),
                  P("Responsible entity: Hickory Ridge Homeowners Association, Inc., formed by the declaration filed with "
                    "the final plat, is responsible for the long-term operation and maintenance of P-1, the rain gardens "
                    "and the road drainage."),
                  P("9.2 Maintenance easement", "h2"),
                  P("The location and terms of the drainage and maintenance easement are under discussion with the Town "
                    "Attorney. The easement will be provided prior to final plat approval."),
                  P("9.3 Inspection and maintenance agreement", "h2"),
                  P("The HOA will enter into the Town's stormwater maintenance agreement under Section 93-8 before the "
                    "final plat is signed. The agreement is binding on the HOA and on all subsequent owners of the four "
                    "lots, gives the Town the right to enter and maintain the practices at the HOA's expense, and will be "
                    "recorded in the Westchester County Clerk's Office.")]
    else:
        pg[4] = [P("3 CONSTRUCTION PHASING AND SEQUENCE", "h1"),
                 P("Two phases. Phase 1 (1.95 ac): road, pond, lots 1, 2 and the lot 4 driveway. Phase 2 (0.95 ac): "
                   "lots 3 and 4. Not more than 5 acres are disturbed at any one time."),
                 T([["Step", "Phase", "Activity"],
                    ["1", "1", "Install construction entrance and silt fence."],
                    ["2", "1", "Excavate sediment trap ST-1; build diversion swales."],
                    ["3", "1", "Clear and grub road corridor, lots 1-2 and lot 4 driveway."],
                    ["4", "1", "Rough grade road; drainage and utilities."],
                    ["5", "1", "Houses on lots 1-2; convert ST-1 to pond P-1."],
                    ["6", "2", "Lots 3-4; rain gardens; final stabilization."]],
                   [0.5, 0.6, 5.8])]
        pg[7] = [P("6 INSPECTION SCHEDULE AND CONFORMANCE", "h1"),
                 P("6.1 Inspection schedule for erosion and sediment controls", "h2"),
                 P("The inspection schedule will be set by the site contractor at the pre-construction meeting (TBD)."),
                 P("6.2 Conformance with the State Standards", "h2"),
                 P("No element of the design departs from the New York State Standards and Specifications for Erosion "
                   "and Sediment Control. There are no deviations or alternative designs.")]
        pg[10] = [P("9 LONG-TERM OPERATION AND MAINTENANCE", "h1"),
                  P("9.1 Operation and maintenance plan", "h2"),
                  P("Each lot owner maintains the rain garden on that lot; Hickory Ridge Homes LLC maintains P-1 until "
                    "the lots are sold. Inspect P-1 quarterly and rain gardens in spring and fall."),
                  P("9.2 Maintenance easement", "h2"),
                  P("A 25-foot drainage and maintenance easement to the Town of Somers over P-1, its outlet and the "
                    "rain gardens is shown on Sheet 3 and will be recorded on the final subdivision plat. It shall remain "
                    "in effect with transfer of title to any lot."),
                  P("9.3 Inspection and maintenance agreement", "h2"),
                  P("Agreement to be provided under separate cover.")]
        return pg
    pg[5] = [P("4 POLLUTION PREVENTION AND SOIL STABILIZATION", "h1"),
             P("4.1 Litter, construction chemicals and construction debris", "h2"),
             P("A covered dumpster is kept at the staging area by the entrance and emptied weekly or when full; crews "
               "pick up litter daily. Fuels, paints, solvents and form oil are stored in a locked, covered container on "
               "an impervious pad away from swales; equipment is refueled only at the staging area with drip pans and a "
               "spill kit. Construction debris is sorted into roll-offs and hauled to a licensed facility; no burning or "
               "burial. Concrete trucks wash out only in the lined washout at the staging area."),
             P("4.2 Soil stabilization plan", "h2"),
             P("Per the New York State Standards and Specifications for Erosion and Sediment Control (November 2016):"),
             T([["Stage", "Temporary stabilization", "Permanent stabilization"],
                ["Clearing and grubbing", "Seed (ryegrass 40 lb/ac) and mulch within 7 days where work stops for 14 days or more", "-"],
                ["Stockpiles", "Seed and mulch within 7 days; silt fence ring", "-"],
                ["Road and utilities", "Stone base on road within 14 days of rough grade; mulch shoulders", "Pavement; seeded shoulders"],
                ["House construction", "Mulch lot areas not worked; winter: 3 tons/ac straw", "-"],
                ["Final grading", "-", "4 in topsoil, seed and mulch; erosion control blanket on slopes 3:1 and steeper and in the pond embankment"],
                ["Final stabilization", "-", "80% uniform perennial vegetative cover on all unpaved areas"]],
               [1.5, 2.9, 2.5])]
    pg[6] = [P("5 EROSION AND SEDIMENT CONTROL PRACTICES", "h1"),
             P("5.1 Details, specifications and maintenance", "h2"),
             T([["Practice", "Dimensions and installation", "Materials", "Operation and maintenance"],
                ["Construction entrance", "50 x 24 ft x 8 in deep on geotextile", "2-3 in crushed stone", "Top-dress when clogged; sweep road daily"],
                ["Silt fence", "Toe buried 6 in; stakes 8 ft o.c.; 1,180 LF", "Woven geotextile, hardwood stakes", "Remove sediment at half height; repair breaks"],
                ["Diversion swales DS-1, DS-2", "1.5 ft deep, 3:1 sides, 2% max. grade; 320 LF and 210 LF", "Seeded, straw blanket lined", "Repair scour; keep outlet to ST-1 open"],
                ["Sediment trap ST-1", "5,400 cf (3,600 cf/ac x 1.5 ac), 2:1 sides, 4 ft deep; in the P-1 footprint", "Stone outlet, 4-8 in rock, #2 stone face", "Clean out at 50% of storage"],
                ["Inlet protection", "Filter fabric and stone at 5 inlets", "Geotextile, #3 stone", "Clean after each storm"],
                ["Stockpile ring", "220 LF silt fence around 2 piles", "As silt fence", "As silt fence"]],
               [1.4, 2.1, 1.6, 1.8]),
             P("5.2 Minimum practices for each construction activity", "h2"),
             T([["Activity", "Practices", "Placed", "Remain until"],
                ["Site access", "Construction entrance", "Before any clearing", "Road base course placed"],
                ["Clearing and grubbing", "Silt fence, DS-1, DS-2, ST-1", "Before clearing", "Upslope area 80% stabilized"],
                ["Topsoil stockpiles", "Stockpile ring, seed", "When pile starts", "Pile used"],
                ["Road and drainage", "Inlet protection", "As each inlet is set", "Road paved"],
                ["House construction", "Silt fence below each lot", "Before excavation", "Lot stabilized"]],
               [1.5, 1.9, 1.6, 1.9])]
    pg[8] = [P("7 POST-CONSTRUCTION STORMWATER MANAGEMENT", "h1"),
             P("7.1 Practices", "h2"),
             P("P-1, wet extended detention pond (Design Manual P-2): permanent pool 6,900 cf, forebay 10% of WQv, "
               "extended detention above the pool, 4 in low-flow orifice, 36 in riser, 18 in outlet to DP-1. "
               "RG-1 to RG-4, rain gardens (Design Manual F-6), one per lot, 400 sf each, taking roof leaders."),
             P("7.2 Sizing criteria", "h2"),
             T([["Criterion", "Required", "Provided", "Method"],
                ["WQv (enhanced P, 1-yr storm 2.8 in)", "8,840 cf", "9,300 cf", "Rv = 0.05 + 0.009(28%); A = 2.90 ac"],
                ["RRv", "2,110 cf", "2,240 cf", "Rain gardens in HSG B (1,600 cf) + pond pretreatment credit"],
                ["Cpv", "6,020 cf", "6,100 cf", "24-hr ED of 1-yr storm"],
                ["Qp (10-yr)", "<= 6.10 cfs", "5.55 cfs", "HydroCAD, Section 8"],
                ["Qf (100-yr)", "<= 13.9 cfs", "12.8 cfs", "HydroCAD, Section 8"]],
               [1.9, 1.0, 1.0, 3.0]),
             P("No deviations from the Design Manual; no criteria waived."),
             P("7.3 Dimensions and materials", "h2"),
             P("P-1: 3:1 interior slopes with 10 ft aquatic bench; embankment of compacted impervious till with anti-seep "
               "collar; riser precast concrete 4 ft x 4 ft; outlet 18 in RCP Class III; riprap apron 15 x 10 ft, d50 9 in. "
               "Rain gardens: 6 in ponding, 18 in planting soil (sand 50%, topsoil 30%, compost 20%), native perennials; "
               "overflow by level spreader to lawn.")]
    pg[9] = [P("8 HYDROLOGIC AND HYDRAULIC ANALYSIS", "h1"),
             P("HydroCAD 10.2, TR-20 method, Type III 24-hour storms (NOAA Atlas 14): 1-yr 2.8 in, 10-yr 5.0 in, "
               "100-yr 8.9 in. Design point DP-1."),
             T([["Storm", "Pre-development peak (cfs)", "Post-development peak (cfs)"],
                ["1-yr", "1.21", "0.44"], ["10-yr", "6.10", "5.55"], ["100-yr", "13.9", "12.8"]], [1.5, 2.5, 2.5]),
             T([["P-1 structure", "1-yr", "10-yr", "100-yr"],
                ["Peak elevation (ft)", "402.1", "403.4", "404.6"], ["Outflow (cfs)", "0.30", "4.9", "11.6"],
                ["Freeboard to top of dam 406.0 (ft)", "3.9", "2.6", "1.4"]], [2.5, 1.3, 1.3, 1.3]),
             P("The 18 in outlet (capacity 14.2 cfs) and the Granite Springs Road culvert (24 in, 21 cfs) pass the 100-yr flow.")]
    pg[11] = [P("10 PREPARER'S CERTIFICATION", "h1"),
              P("I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direction, and "
                "that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code "
                "of the Town of Somers."), Spacer(1, 18),
              P("Signed: <i>Claire Whitfield</i>"),
              P("Claire Whitfield, P.E., New York License No. 087123"),
              P("Branchwater Engineering &amp; Surveying, P.C.  Date: February 3, 2025; reaffirmed for Revision 1, May 20, 2025"),
              P("[SEAL]")]
    pg[12] = [P("11 CONTRACTOR CERTIFICATION", "h1"),
              P("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of "
                "the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum "
                "of four hours of acceptable training in erosion and sediment control within the last three years. I also "
                "understand that it is unlawful for any person to cause or contribute to a violation of water quality "
                "standards.\""), Spacer(1, 8),
              T([["Field", "Entry"], ["Name and title", "Gregory Sauer, President"],
                 ["Firm", "Sauer Excavating Corp."],
                 ["Firm address and telephone", "210 Route 6, Mahopac, NY 10541; (845) 555-0114"],
                 ["Site", "Hickory Ridge Subdivision, 118 Granite Springs Road, Somers, NY"],
                 ["Signature", "Gregory Sauer (signed)"], ["Date", "May 14, 2025"]], [2.0, 4.9])]
    return pg


def render(pgs, order, path, st_footer, rev_label):
    story = []
    for k, n in enumerate(order):
        story += pgs[n]
        if k < len(order) - 1:
            story.append(PageBreak())
    rl.build_story(path, story, header=PROJ, footer=None)
    r = PdfReader(path)
    assert len(r.pages) == len(order), (path, len(r.pages), order)
    return path


def overlay(page, kind, n):
    W, H = float(page.mediabox.width), float(page.mediabox.height)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(W, H))
    c.setFont("Helvetica", 8)
    c.drawRightString(W - 0.75 * inch, 0.45 * inch, f"Plan page {n} of 12")
    if kind == "revised":
        c.setStrokeColorRGB(0.8, 0, 0)
        c.setFillColorRGB(0.8, 0, 0)
        c.setLineWidth(2)
        c.rect(W - 2.6 * inch, H - 0.62 * inch, 2.0 * inch, 0.42 * inch)
        c.setFont("Helvetica-Bold", 12)
        c.drawCentredString(W - 1.6 * inch, H - 0.42 * inch, "REVISED")
        c.setFont("Helvetica-Bold", 8)
        c.drawCentredString(W - 1.6 * inch, H - 0.56 * inch, "05/20/2025 - REV. 1")
    elif kind == "superseded":
        c.setStrokeColorRGB(0.1, 0.1, 0.1)
        c.setLineWidth(5)
        c.line(0.5 * inch, 0.5 * inch, W - 0.5 * inch, H - 0.5 * inch)
        c.line(0.5 * inch, H - 0.5 * inch, W - 0.5 * inch, 0.5 * inch)
        c.setFillColorRGB(0.2, 0.2, 0.2)
        c.setFont("Helvetica-Bold", 11)
        c.drawString(0.6 * inch, 0.55 * inch, f"SUPERSEDED - see revised page {n} (Rev. 1, 05/20/2025)")
    c.save()
    buf.seek(0)
    page.merge_page(PdfReader(buf).pages[0])
    return page


def build(outdir, tmp):
    st = rl.styles(9.5)
    cur = pages(st, 1)
    old = pages(st, 0)
    body_order = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    cur_pdf = render(cur, body_order, os.path.join(tmp, "p3_cur.pdf"), None, 1)
    old_pdf = render(old, [4, 7, 10], os.path.join(tmp, "p3_old.pdf"), None, 0)
    sheet = site_sheet(tmp)
    m = memo(tmp)
    cr, orr, sr = PdfReader(cur_pdf), PdfReader(old_pdf), PdfReader(sheet)
    w = PdfWriter()
    for p in PdfReader(m).pages:
        w.add_page(p)
    allowed = set(range(1, len(w.pages) + 1))
    superseded = []
    cur_pages = {n: cr.pages[i] for i, n in enumerate(body_order)}
    cur_pages[3] = sr.pages[0]
    old_pages = {4: orr.pages[0], 7: orr.pages[1], 10: orr.pages[2]}
    for n in range(1, 13):
        kind = "revised" if n in old_pages else "plain"
        wp = w.add_page(cur_pages[n])
        if n != 3:
            overlay(wp, kind, n)
        allowed.add(len(w.pages))
        if n in old_pages:
            overlay(w.add_page(old_pages[n]), "superseded", n)
            superseded.append(len(w.pages))
    pdf = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(pdf, "wb") as f:
        w.write(f)
    quotes = {
        "93-6A(1)(a)": "Hickory Ridge Homes LLC proposes to subdivide a 6.35-acre wooded parcel",
        "93-6A(1)(b)": "Total site area 6.35 ac; disturbed 2.90 ac; undisturbed 3.45 ac.",
        "93-6A(1)(c)": "Charlton fine sandy loam, 8-15% slopes",
        "93-6A(1)(d)": "Not more than 5 acres are disturbed at",
        "93-6A(1)(e)": "4.1 Litter, construction chemicals and construction debris",
        "93-6A(1)(f)": "4.2 Soil stabilization plan",
        "93-6A(1)(g)": "SF silt fence 1,180 LF, south and east LOD",
        "93-6A(1)(h)": "5.1 Details, specifications and maintenance",
        "93-6A(1)(j)": "5.2 Minimum practices for each construction activity",
        "93-6A(1)(k)": "6.1 Inspection schedule for erosion and sediment controls",
        "93-6A(1)(l)": "There are no deviations or alternative designs.",
        "93-6A(3)(b)": "P-1, wet extended detention pond (Design Manual P-2)",
        "93-6A(3)(c)": "P-1 wet extended detention pond, 0.21 ac surface",
        "93-6A(3)(d)": "8 HYDROLOGIC AND HYDRAULIC ANALYSIS",
        "93-6A(3)(e)": "7.2 Sizing criteria",
        "93-6A(3)(f)": "7.3 Dimensions and materials",
        "93-6A(3)(g)": "9.1 Operation and maintenance plan",
        "93-6A(3)(i)": "The agreement is binding on the HOA and on all subsequent owners",
        "93-6B": "Claire Whitfield, P.E., New York License No. 087123",
        "93-6D": "Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable",
    }
    ev, image_only, npages = common.locate(pdf, quotes, tmp, allowed_pages=allowed)
    items = {i: "present" for i in common.item_ids("somers-ch93")}
    gaps = {
        "93-6A(1)(i)": "absent entirely: no statement anywhere about stormwater discharges associated with "
                       "industrial activity other than construction (asphalt or concrete plants), not even 'none'.",
        "93-6A(3)(h)": "deferred on the current page: revised plan page 10 (9.2) says the easement 'will be provided "
                       "prior to final plat approval'; the recorded-easement text exists only on the crossed-out, "
                       "superseded February page 10.",
    }
    for k in gaps:
        items[k] = "missing"
    label = {
        "checklist": "somers-ch93",
        "style": "reissued plan (Revision 1): cover memo listing changed pages, revised pages stamped REVISED with a "
                 "date, superseded pages still bound behind them and crossed out with a large drawn X",
        "producer": "LibreOffice (Word memo) + reportlab (plan pages, landscape site sheet, stamps and X overlays "
                    "merged with pypdf)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 2.9, "project_type": "four-lot single-family residential subdivision",
                  "single_family": True, "impaired_water": True,
                  "superseded_pages": superseded},
        "items": items,
        "evidence": ev,
        "gaps": gaps,
        "image_only_pages": image_only,
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": f"PDF pages {superseded} are superseded February pages, crossed out with a drawn X but with their "
                 "text still in the text layer; they are not the plan's content and no evidence points to them. "
                 "Traps: the superseded page 7 defers the inspection schedule ('TBD') but the revised page 7 gives it "
                 "(93-6A(1)(k) present); the superseded page 10 states a recorded easement surviving transfer of title "
                 "but the revised page 10 defers it (93-6A(3)(h) missing); the superseded page 10 defers the "
                 "agreement 'under separate cover' but the revised page gives its binding terms (93-6A(3)(i) present). "
                 "Single-family residential subdivision disturbing 2.90 ac: 93-6A(2)(b), so post-construction "
                 "items apply. The site map and E&S plan are one landscape sheet (plan page 3) at 1 in = 50 ft.",
    }
    headings = ["MEMORANDUM - SWPPP REISSUE, REVISION 1", "STORMWATER POLLUTION PREVENTION PLAN",
                "1 PROJECT DESCRIPTION, RECEIVING WATER AND SOILS",
                "2 SITE MAP AND EROSION AND SEDIMENT CONTROL PLAN", "3 CONSTRUCTION PHASING AND SEQUENCE",
                "4 POLLUTION PREVENTION AND SOIL STABILIZATION", "5 EROSION AND SEDIMENT CONTROL PRACTICES",
                "6 INSPECTION SCHEDULE AND CONFORMANCE", "7 POST-CONSTRUCTION STORMWATER MANAGEMENT",
                "8 HYDROLOGIC AND HYDRAULIC ANALYSIS", "9 LONG-TERM OPERATION AND MAINTENANCE",
                "10 PREPARER'S CERTIFICATION", "11 CONTRACTOR CERTIFICATION", "REVISED", "SUPERSEDED"]
    return NAME, label, headings, npages
