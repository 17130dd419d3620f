"""Plan 3: Town of Somers - SWPPP written as responses to a Planning Board resolution's conditions of approval.
Two-producer bind: responses by reportlab, exhibits by Chromium (one table continued over three pages; one
landscape exhibit stored rotated with /Rotate 270)."""
import os, tempfile
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, PageBreak, KeepTogether)
from pypdf import PdfReader, PdfWriter, Transformation
from pypdf.generic import NameObject, NumberObject, RectangleObject
from cdp import print_pdf
from common import fix_metadata

NAME = "p5b_somers_vet_hospital_condition_responses"
TITLE = "Somers Veterinary Hospital - Response to Resolution PB-2025-31 Conditions - SWPPP"
W, H = letter

base = ParagraphStyle("b", fontName="Helvetica", fontSize=9.8, leading=12.6, spaceAfter=5)
cond = ParagraphStyle("c", parent=base, fontName="Helvetica-Oblique", fontSize=9.3, leading=11.8, spaceAfter=0)
resp = ParagraphStyle("r", parent=base, fontName="Helvetica-Bold", spaceBefore=4, spaceAfter=3)
small = ParagraphStyle("s", parent=base, fontSize=8.4, leading=10.2, spaceAfter=0)
smallb = ParagraphStyle("sb", parent=small, fontName="Helvetica-Bold")
h1 = ParagraphStyle("h1", parent=base, fontName="Helvetica-Bold", fontSize=12, leading=15, spaceAfter=6)
h2 = ParagraphStyle("h2", parent=base, fontName="Helvetica-Bold", fontSize=10.2, leading=13, spaceBefore=8, spaceAfter=3,
                    textColor=colors.HexColor("#3b2a6b"))


def P(t, st=base):
    return Paragraph(t, st)


def condition(num, text):
    t = Table([[P("<b>Condition %s.</b> \u201c%s\u201d" % (num, text), cond)]], colWidths=[6.8 * inch])
    t.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.HexColor("#eeeaf5")),
                           ("BOX", (0, 0), (-1, -1), 0.6, colors.HexColor("#3b2a6b")),
                           ("LEFTPADDING", (0, 0), (-1, -1), 7), ("RIGHTPADDING", (0, 0), (-1, -1), 7),
                           ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    return [Spacer(1, 6), t, P("Response:", resp)]


def tbl(rows, widths):
    data = [[P(c, smallb if r == 0 else small) for c in row] for r, row in enumerate(rows)]
    t = Table(data, colWidths=widths, repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dcd6ea")),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    return t


def responses_pdf(out):
    doc = SimpleDocTemplate(out, pagesize=letter, leftMargin=0.85 * inch, rightMargin=0.85 * inch,
                            topMargin=0.8 * inch, bottomMargin=0.8 * inch, title=TITLE,
                            author="Brightwater Site Design, PLLC", invariant=1)

    def onpage(c, d):
        c.saveState()
        c.setFont("Helvetica", 7.5)
        c.drawString(0.85 * inch, 0.5 * inch, "Somers Veterinary Hospital  |  Response to Resolution PB-2025-31 "
                     "(Stormwater Conditions 14-27)  |  March 2, 2026")
        c.drawRightString(W - 0.85 * inch, 0.5 * inch, "Page %d" % d.page)
        c.restoreState()

    s = []
    # cover letter
    s += [P("<b>BRIGHTWATER SITE DESIGN, PLLC</b><br/>14 Cross River Road, Katonah, New York 10536 &nbsp; "
            "(914) 555-0177", ParagraphStyle("lh", parent=base, fontSize=10.5, leading=14,
                                              textColor=colors.HexColor("#3b2a6b"))),
          Spacer(1, 12),
          P("March 2, 2026"),
          P("Chairman and Members of the Planning Board<br/>Town of Somers<br/>Somers Town House<br/>335 Route 202"
            "<br/>Somers, New York 10589"),
          P("<b>Re: Somers Veterinary Hospital, 286 Route 202 (Tax Map 17.15-1-9)<br/>Resolution PB-2025-31 - "
            "Response to Stormwater Conditions of Approval (Conditions 14 through 27)</b>"),
          P("Dear Chairman and Members of the Board:"),
          P("On December 10, 2025 the Board adopted Resolution PB-2025-31 granting conditional site plan, "
            "wetland and stormwater permit approval for the Somers Veterinary Hospital. Conditions 14 through 27 "
            "require revisions to the Stormwater Pollution Prevention Plan dated August 18, 2025 before the site "
            "plan is signed. This submission quotes each condition and gives our response. Together with the "
            "exhibits bound behind it, and the unchanged sections of the August 2025 SWPPP reproduced where "
            "noted, this document is the revised SWPPP for the project under Chapter 93 of the Town Code."),
          P("Enclosed exhibits:"),
          tbl([["Exhibit", "Title", "PDF page"],
               ["A", "Site, Soils and Erosion Control Plan (11 x 8.5 in. reduction of Sheets C-2 and C-3)", "6"],
               ["B", "Table B-1, Erosion and Sediment Control Practice Schedule", "7-9"],
               ["C", "Post-Construction Stormwater Calculations and Practice Details", "10-11"],
               ["D", "Operations and Maintenance Plan, Easement and Maintenance Agreement Terms", "11"],
               ["E", "Contractor Certifications", "12"]], [0.8 * inch, 5.1 * inch, 0.9 * inch]),
          Spacer(1, 10),
          P("Very truly yours,"),
          P("<i>Elena Marchetti</i><br/>Elena Marchetti, P.E., Principal<br/>cc: Town Engineer; Dr. Priya "
            "Raman, Somers Veterinary Holdings LLC"),
          PageBreak()]

    s += [P("Responses to Stormwater Conditions of Resolution PB-2025-31", h1)]
    s += condition(14, "The SWPPP shall include background information on the scope of the project, including "
                       "its location, type and size, consistent with the approved site plan.")
    s += [P("Somers Veterinary Holdings LLC will build a one-story, 6,800 sf veterinary hospital (small-animal "
            "clinic with boarding wing) on a 2.41-acre vacant lot at 286 Route 202, on the north side of the road "
            "about 0.4 mile east of the Somers Town House. The work includes a 38-space parking lot, a right-in/"
            "right-out driveway on Route 202, a fenced dog exercise yard, an on-site septic system approved by "
            "the Westchester County Department of Health, underground utilities, landscaping and the stormwater "
            "practices described under Condition 25. The project is a commercial development. Total area of soil "
            "disturbance is 1.62 acres; proposed impervious cover is 0.83 acre (building 0.16 ac, pavement and "
            "walks 0.67 ac) where none exists today. The eastern 0.79 acre, including the 100-ft wetland buffer "
            "of a Town-regulated wetland, is not disturbed.")]
    s += condition(15, "Provide a site map showing the total site area, improvements, limits of disturbance, "
                       "undisturbed areas, existing vegetation, surface waters, wetlands and drainage patterns, "
                       "existing and final slopes, soil boundaries, storage areas on adjacent properties and "
                       "discharge points, at a scale no smaller than 1 inch = 100 feet, with a location map.")
    s += [P("Exhibit A is an 11 x 8.5 in. reduction of Sheets C-2 (Grading and Drainage) and C-3 (Erosion and "
            "Sediment Control), drawn at 1 inch = 40 feet with a general location map inset. It shows each of "
            "the features listed in the condition. Its legend states that no material, waste, borrow or "
            "equipment storage will be on adjacent properties; the contractor's staging area is inside the limit "
            "of disturbance at the northwest corner. Existing slopes are 2 to 9 percent falling north-east toward "
            "the wetland; final slopes are 1 to 5 percent on pavement and no steeper than 3:1 on graded banks.")]
    s += condition(16, "Describe the soils present at the site, including the hydrologic soil group.")
    s += [P("The Westchester County soil survey and five deep test holes (DT-1 to DT-5, witnessed by the Town "
            "Engineer on July 9, 2025) give the following; boundaries are on Exhibit A."),
          tbl([["Map unit", "Soil", "Location", "HSG", "Test-hole findings"],
               ["CsB", "Charlton-Sutton complex, 3-8% slopes", "Western two-thirds (building, parking)", "B",
                "Fine sandy loam to 40 in., then gravelly loamy sand; no water to 96 in.; perc 6 min/in"],
               ["SuB", "Sutton loam, 3-8% slopes", "Northeast corner", "B/D (B used, water > 3 ft in DT-4)",
                "Mottling at 30 in.; water at 52 in. in April"],
               ["Sh", "Sun loam (wetland)", "East of the 100-ft buffer, off the work area", "D",
                "Not tested; not disturbed"]],
              [0.65 * inch, 1.45 * inch, 1.55 * inch, 1.05 * inch, 2.1 * inch])]
    s += condition(17, "Provide a construction phasing plan and sequence of operations, including clearing and "
                       "grubbing, excavation and grading, and utility and infrastructure installation, and confirm "
                       "that no more than five acres will be disturbed at any one time.")
    s += [P("Section 4.1 of the August 2025 SWPPP is replaced by the following. The project is built in two "
            "phases; the maximum area disturbed at one time is 1.62 acres, so the five-acre limit is never "
            "reached."),
          tbl([["Step", "Operation", "Weeks"],
               ["1", "Pre-construction meeting; stake LOD; install SCE-1, silt fence and sock, inlet protection on "
                     "Route 202 inlet; build sediment trap ST-1 and diversion DD-1", "1-2"],
               ["2", "Phase 1: clear and grub the building pad and parking area (western 1.2 ac); strip topsoil to "
                     "stockpile SP-1", "2-3"],
               ["3", "Mass excavation and grading; building foundation; underground chambers UC-1 excavated but "
                     "kept offline", "3-8"],
               ["4", "Utilities: water, gas, electric, sanitary to septic field; storm drains CB-1 to CB-4", "6-10"],
               ["5", "Phase 2: septic field and dog yard (remaining 0.42 ac); building shell and roof", "8-18"],
               ["6", "Binder course paving; connect UC-1 once the parking area is paved; build bioretention BR-1",
                "18-20"],
               ["7", "Topsoil, seed and landscaping; top course; remove temporary controls after final stabilization",
                "20-24"]], [0.5 * inch, 5.5 * inch, 0.8 * inch])]
    s += condition(18, "Describe the measures that will keep litter, construction chemicals and construction "
                       "debris from becoming a pollutant source in stormwater runoff.")
    s += [P("Section 5.2 of the August 2025 SWPPP did not address construction chemicals and is replaced: (a) a "
            "covered dumpster and a separate roll-off for wood and masonry waste at the staging area, emptied "
            "before they are full; daily site clean-up of wrappers, food waste and packaging; (b) paints, "
            "solvents, form release agents and fuels for small equipment in a locked, roofed storage box on a "
            "spill-containment pallet, with a spill kit at the box and in each piece of heavy equipment; fuelling "
            "only at the staging area, 100 ft or more from any inlet, with drip pans; spills are cleaned up at once "
            "and reported to the NYSDEC Spill Hotline if reportable; (c) concrete washout only in the lined "
            "washout at the staging area; (d) no burying or burning of debris; (e) portable toilets staked down at "
            "the staging area away from inlets.")]
    s += condition(19, "Provide a temporary and permanent soil stabilization plan meeting the New York State "
                       "Standards and Specifications for Erosion and Sediment Control for each stage, from initial "
                       "clearing and grubbing to final stabilization.")
    s += [P("Stabilization follows the New York State Standards and Specifications for Erosion and Sediment "
            "Control (2016): disturbed areas where work has stopped for 7 days are stabilized within 7 days with "
            "temporary seeding (perennial ryegrass 30 lb/ac, or winter rye 100 lb/ac after September 15) and straw "
            "mulch at 2 tons/ac; stockpile SP-1 is seeded and ringed with compost sock; between October 15 and "
            "April 1 bare soil is mulched with straw at 3 tons/ac with tackifier; 3:1 banks receive a biodegradable "
            "erosion control blanket; permanent stabilization is 4 in. topsoil with the Exhibit A lawn and "
            "conservation seed mixes, pavement, or landscape beds with 3 in. shredded bark. Final stabilization is "
            "80 percent uniform perennial cover on all unpaved disturbed areas.")]
    s += condition(20, "Show the location, size and length of each erosion and sediment control practice on the "
                       "plan, and provide dimensions, material specifications, installation details and operation "
                       "and maintenance requirements for all practices, including the temporary sediment trap and "
                       "the diversion.")
    s += [P("Locations are on Exhibit A. Table B-1 in Exhibit B lists every practice by its plan tag with its "
            "location, size or length, dimensions, materials, installation and operation and maintenance "
            "requirements, including sediment trap ST-1 (sized at 3,600 cubic feet per acre of drainage area) "
            "and diversion DD-1.")]
    s += condition(21, "Describe and locate any stormwater discharges associated with industrial activity other "
                       "than construction, such as asphalt or concrete plants on the site.")
    s += [P("There are none. No asphalt plant, concrete batch plant or other industrial activity will operate on "
            "the site; concrete and asphalt arrive ready-mixed. The completed hospital is not an industrial "
            "facility.")]
    s += condition(22, "For each construction activity that will disturb soil, identify the minimum erosion and "
                       "sediment control practices and a schedule for their initial placement and the minimum time "
                       "each is to remain in place.")
    s += [tbl([["Construction activity", "Minimum practices", "Placed", "Minimum time in place"],
               ["Clearing and grubbing", "SCE-1, SF-1 to SF-4, CFS-1, IP-1, ST-1, DD-1", "Before any clearing (Step 1)",
                "Until the contributing area is stabilized"],
               ["Topsoil stripping and stockpiling", "SP-1 sock ring, temporary seeding", "As the pile is formed",
                "Until the pile is used (Step 7)"],
               ["Mass grading and foundation", "ST-1, DD-1, dust control", "Before grading", "Until binder paving (Step 6)"],
               ["Utility trenching", "Trench spoil upslope, IP-2 to IP-5 at new inlets, dewatering bag DW-1",
                "As each inlet is set", "Until top course paving"],
               ["Septic field and dog yard", "SF-5, CFS-2", "Start of Phase 2", "Until 80% grass cover"],
               ["Paving and landscaping", "IP-2 to IP-5, BR-1 kept offline with CFS-3", "Before paving",
                "Until final stabilization"]],
              [1.5 * inch, 2.2 * inch, 1.45 * inch, 1.65 * inch])]
    s += condition(23, "Provide an inspection schedule for the contractor responsible for installing, "
                       "repairing, inspecting and maintaining the erosion and sediment control practices, consistent "
                       "with the New York State Standards and Specifications.")
    s += [P("The site contractor's designated trained person checks every erosion and sediment control practice "
            "at the end of each working day and repairs deficiencies by the end of the next day. The owner's "
            "qualified inspector (Brightwater Site Design) inspects all practices at least once every seven "
            "calendar days and within 24 hours of the end of any storm of 0.5 inch or more, and reports in writing "
            "to the contractor and the Town Engineer; items are corrected within one business day. When the site "
            "is temporarily stabilized and work is suspended, inspections may drop to once every 30 days with "
            "written notice to the Town Engineer. Inspection reports stay in the site logbook.")]
    s += condition(24, "Identify any elements of the design that do not conform to the New York State Standards "
                       "and Specifications, with the reason for the deviation and a demonstration of equivalence.")
    s += [P("No element of the erosion and sediment control design deviates from the New York State Standards "
            "and Specifications for Erosion and Sediment Control; every practice in Table B-1 is built to the "
            "Standards' detail for that practice.")]
    s += condition(25, "Provide a description of each post-construction stormwater management practice, its "
                       "location and size, a hydrologic and hydraulic analysis for the design storms, a detailed "
                       "summary with calculations of the sizing criteria (enhanced phosphorus removal standards), "
                       "and the dimensions, materials and installation details of each practice.")
    s += [P("Two practices in series treat all new impervious cover, designed to the enhanced phosphorus removal "
            "standards of Chapter 10 of the New York State Stormwater Management Design Manual:"),
          P("<b>BR-1 bioretention</b> (2,100 sf filter bed at the northeast edge of the parking lot) receives the "
            "parking lot through curb cuts and a stone forebay and filters the water quality volume through 2.5 ft "
            "of soil media to an underdrain; overflow goes to UC-1."),
          P("<b>UC-1 subsurface infiltration chambers</b> (48 StormTech SC-740 chambers in 4 rows under the "
            "east parking bay, 2,950 cf) take the roof leaders, the BR-1 underdrain and overflow, and infiltrate "
            "into the CsB soils; a 15 in. outlet controls larger storms to the wetland at discharge point DP-1."),
          P("Locations and sizes are on Exhibit A. The hydrologic and hydraulic analysis, the comparison of pre- "
            "and post-development peak flows, the sizing criteria calculations (WQv, RRv, Cpv, Qp, Qf) and the "
            "dimensions, materials and installation details of both practices are in Exhibit C. Section 6 of the "
            "August 2025 SWPPP is superseded by Exhibit C.")]
    s += condition(26, "Provide an operations and maintenance plan identifying the entity responsible for long-"
                       "term maintenance, show maintenance easements on the plan, and provide an inspection and "
                       "maintenance agreement binding on all subsequent owners in accordance with Section 93-8.")
    s += [P("Exhibit D gives the operations and maintenance plan, with inspection and maintenance schedules for BR-1 "
            "and UC-1; Somers Veterinary Holdings LLC, the owner, and its successors are responsible for long-term "
            "operation and maintenance. A 20-ft wide stormwater facilities access and maintenance easement in favor "
            "of the Town over BR-1, UC-1 and the access drive is now shown on Exhibit A and on Sheet C-2 of the "
            "signed site plan. The easement and the Stormwater Control Facility Maintenance Agreement are described "
            "in Exhibit D: the agreement follows the NYSDEC sample form on file with the Town, binds the owner and "
            "all subsequent owners of the lot, and is recorded with the Westchester County Clerk as a deed "
            "restriction before final plan approval.")]
    s += condition(27, "The SWPPP shall be signed and certified by the professional engineer or landscape "
                       "architect who prepared it, and the certification of each contractor and subcontractor "
                       "required by Section 93-6D shall be included.")
    s += [P("Preparer's certification: I certify that this SWPPP, consisting of these responses, Exhibits A to E "
            "and the sections of the August 18, 2025 SWPPP that remain in effect, was prepared by me, and that the "
            "design of all stormwater management practices meets the requirements of Chapter 93 of the Code of "
            "the Town of Somers."),
          tbl([["Signature", "Name, licence", "Date"],
               ["/s/ Elena Marchetti", "Elena Marchetti, P.E., NY Lic. No. 092268, Brightwater Site Design, PLLC",
                "March 2, 2026"]], [1.6 * inch, 3.9 * inch, 1.3 * inch]),
          Spacer(1, 4),
          P("Contractor certifications signed by the site contractor and the paving subcontractor are in Exhibit E. "
            "Any other subcontractor will sign the same form before starting work."),
          Spacer(1, 8),
          P("<i>Sections of the August 18, 2025 SWPPP not named above (1.0 Purpose, 2.0 Contacts, 3.0 Permits) are "
            "unchanged and remain in effect.</i>")]
    doc.build(s, onFirstPage=onpage, onLaterPages=onpage)


CSS = """body{font-family:'DejaVu Sans',sans-serif;font-size:10px;color:#111;margin:0}
.ex{font-size:15px;font-weight:bold;color:#3b2a6b;border-bottom:2px solid #3b2a6b;margin-bottom:6px}
.sub{font-size:10px;color:#555;margin-bottom:8px}
table{border-collapse:collapse;width:100%}
td,th{border:1px solid #888;padding:4px 5px;vertical-align:top;text-align:left;font-size:10.8px;line-height:1.32}
th{background:#e3deef}
tr{break-inside:avoid}
thead tr.cap th{background:#3b2a6b;color:#fff;font-size:10px}
h4{margin:10px 0 4px;font-size:11px}
.pb{page-break-before:always}
.sig{font-family:'DejaVu Serif',serif;font-style:italic;font-size:13px}
.foot{font-size:8px;color:#666;margin-top:10px}
"""

ESC_ROWS = [
    ("SCE-1", "Stabilized construction entrance", "Route 202 driveway", "50 ft x 24 ft", "50 ft long, 24 ft wide, 6 in. thick",
     "NYSDOT No. 2 stone (1.5-3.5 in.) on woven geotextile", "Grade subgrade, lay fabric, place stone; mountable berm where it crosses the swale",
     "Top-dress when stone is clogged; sweep Route 202 the same day; remove at binder paving"),
    ("SF-1", "Silt fence", "North LOD, behind building pad", "310 lf", "36 in. fabric, 24 in. above grade, posts 8 ft o.c.",
     "Woven geotextile, 2 in. hardwood posts", "Toe trenched 6 in. x 6 in., backfilled and compacted; ends turned up",
     "Remove sediment at one-half fence height; repair tears and sags within one day"),
    ("SF-2", "Silt fence", "East LOD at 100-ft wetland buffer", "285 lf", "As SF-1, posts 6 ft o.c. (buffer)",
     "As SF-1", "As SF-1; orange construction fence 2 ft behind", "As SF-1; no entry to the buffer for repairs"),
    ("SF-3", "Silt fence", "West LOD along No. 290 lot line", "190 lf", "As SF-1", "As SF-1", "As SF-1", "As SF-1"),
    ("SF-4", "Silt fence", "Ring around stockpile SP-1", "160 lf", "As SF-1", "As SF-1", "Around pile toe, 5 ft out", "As SF-1"),
    ("SF-5", "Silt fence", "Septic field, downslope side", "140 lf", "As SF-1", "As SF-1", "Installed at start of Phase 2", "As SF-1"),
    ("CFS-1", "Compost filter sock", "Route 202 frontage, both sides of driveway", "220 lf", "12 in. diameter",
     "Mesh tube with weed-free compost meeting NYS gradation", "Laid on contour, staked 10 ft o.c., joints overlapped 2 ft",
     "Remove sediment at one-half sock height; replace split socks"),
    ("CFS-2", "Compost filter sock", "Dog yard, north edge", "120 lf", "12 in. diameter", "As CFS-1", "As CFS-1", "As CFS-1"),
    ("CFS-3", "Compost filter sock", "Around BR-1 until final stabilization", "210 lf", "18 in. diameter", "As CFS-1",
     "Ring the BR-1 footprint; keeps it offline", "As CFS-1; remove when the parking lot is swept and lawn is stable"),
    ("IP-1", "Inlet protection", "Existing NYSDOT inlet, Route 202 frontage", "1 inlet", "Fits 2 x 2 ft grate",
     "Geotextile insert bag with overflow", "Placed under grate before work", "Empty when one-third full; replace torn bags"),
    ("IP-2", "Inlet protection", "CB-1, parking lot", "1 inlet", "Excavated drop inlet, then insert bag after paving",
     "Stone ring NYSDOT No. 3 / insert bag", "Ring 2 ft from frame during grading", "Clean stone when clogged; empty bag one-third full"),
    ("IP-3", "Inlet protection", "CB-2, parking lot", "1 inlet", "As IP-2", "As IP-2", "As IP-2", "As IP-2"),
    ("IP-4", "Inlet protection", "CB-3, parking lot", "1 inlet", "As IP-2", "As IP-2", "As IP-2", "As IP-2"),
    ("IP-5", "Inlet protection", "CB-4, entrance drive", "1 inlet", "As IP-2", "As IP-2", "As IP-2", "As IP-2"),
    ("ST-1", "Temporary sediment trap", "Northeast corner, future UC-1 area outside the chamber footprint",
     "Drainage area 1.05 ac; 3,780 cf", "1,890 cf wet + 1,890 cf dry; 3.5 ft deep; 2:1 sides; 40 ft x 28 ft at top",
     "Embankment of compacted till; stone outlet NYSDOT No. 4 riprap faced with No. 2 stone",
     "Excavate; compact embankment in 8 in. lifts; outlet crest 1 ft below top of embankment, 6 ft long",
     "Remove sediment at one-half wet storage depth; restore outlet stone; remove after pavement and lawn stable"),
    ("DD-1", "Temporary diversion (dike and swale)", "Upslope (south-west) of the graded area, to ST-1", "260 lf",
     "Dike 18 in. high, 2:1 sides, 4 ft top; swale 1 ft deep; grade 1%", "Compacted on-site soil, seeded and mulched",
     "Build before grading; outlet into ST-1; stabilize within 2 days", "Repair breaches; remove sediment; remove at Step 7"),
    ("SP-1", "Topsoil stockpile", "Northwest staging area", "1,100 cy; 60 ft x 80 ft", "8 ft max height, 2:1 side slopes",
     "Temporary seed or tarp", "50 ft from drains; SF-4 around toe", "Seed or cover if idle 7 days"),
    ("DW-1", "Dewatering filter bag", "Staging area, on stone pad", "15 ft x 15 ft", "One bag per pump",
     "Non-woven geotextile bag", "Level ground over 6 in. stone; discharge through SF-1", "Replace at one-half full"),
    ("CW-1", "Concrete washout", "Staging area", "10 ft x 10 ft", "3 ft deep, below grade", "10-mil liner, sign",
     "Excavate, line, anchor with sand bags", "Remove hardened concrete at two-thirds full; reline when torn"),
    ("TS", "Temporary seeding and mulch", "All areas idle 7 days or more", "As needed (est. 0.6 ac)",
     "Seed rates per Condition 19 response", "Perennial ryegrass or winter rye; straw mulch 2 t/ac", "Lime and fertilize, seed, mulch, crimp",
     "Reseed bare spots; re-mulch where lost"),
    ("ECB", "Erosion control blanket", "3:1 banks at the building's north side", "4,200 sf", "Rolls 8 ft wide",
     "Straw-coconut, biodegradable netting", "Key in 6 in. at top; staples 1.5 per sq yd; 4 in. overlaps",
     "Re-staple lifted edges; replace torn sections"),
    ("DC", "Dust control", "Haul route and graded areas", "Site-wide", "-", "Water only", "Sprinkle as needed in dry weather",
     "Stop work in high wind"),
    ("SS", "Street sweeping", "Route 202 frontage", "300 ft of road", "-", "Mechanical sweeper", "End of each day when tracking occurs",
     "Increase entrance stone if tracking persists"),
    ("OF", "Orange construction fence", "Wetland buffer line (with SF-2)", "285 lf", "4 ft high", "HDPE barrier fence",
     "Posts 8 ft o.c.", "Re-set when down; remove at final stabilization"),
    ("SF-6", "Silt fence", "Dog exercise yard, east side", "95 lf", "As SF-1", "As SF-1", "Installed at start of Phase 2",
     "As SF-1"),
    ("SP-2", "Subsoil stockpile", "Septic field area, Phase 2", "300 cy; 30 ft x 40 ft", "6 ft max height, 2:1 side slopes",
     "Tarp weighted with sand bags", "At least 50 ft from CB-4; CFS-2 on downslope side",
     "Keep covered when idle; remove before septic field topsoiling"),
    ("CD-1 to CD-3", "Stone check dams", "In the DD-1 swale", "3 dams", "2 ft high at center, center 6 in. lower than ends; "
     "spaced so the toe of each upstream dam is level with the crest of the next", "NYSDOT No. 3 stone",
     "Keyed 6 in. into swale sides and bottom", "Remove sediment at one-half dam height; restore displaced stone"),
    ("TPF", "Tree protection fence", "Drip line of the three oaks to remain at the west lot line", "180 lf", "4 ft high, at drip line",
     "HDPE barrier fence on steel posts", "Before clearing; no storage or traffic inside", "Re-set when damaged; remove at Step 7"),
    ("SSA", "Stabilized staging pad", "Northwest corner", "60 ft x 40 ft", "6 in. thick", "NYSDOT No. 2 stone on geotextile",
     "Placed with SCE-1", "Top-dress as needed; remove and restore lawn at Step 7"),
    ("SUMP", "Pump sump for foundation dewatering", "Building excavation", "1 sump", "24 in. perforated riser in 3 ft of stone",
     "HDPE riser, No. 57 stone, geotextile wrap", "Placed at the low corner of the excavation as needed",
     "Pump only through DW-1; pull riser before backfill"),
    ("RLD", "Temporary roof leader diversion", "Building roof leaders before UC-1 is online", "4 leaders", "6 in. flexible pipe to grade",
     "Corrugated HDPE, splash pads", "Direct leaders to the grassed north lawn, not to the chambers",
     "Re-set splash pads; connect to UC-1 only after the parking lot is paved"),
    ("PT", "Portable toilet staking", "Staging area", "2 units", "-", "Stakes and straps", "Staked down on level ground",
     "Serviced weekly by the supplier"),
]


def exhibits_html(part):
    if part == "A":
        return None
    h = ['<html><head><meta charset="utf-8"><title>Exhibits B-E</title><style>%s</style></head><body>' % CSS]
    h.append('<div class="ex">Exhibit B &mdash; Erosion and Sediment Control Practice Schedule</div>'
             '<div class="sub">Somers Veterinary Hospital, 286 Route 202, Somers NY &nbsp;|&nbsp; Tags match Exhibit A '
             '(Sheet C-3). Details per the New York State Standards and Specifications for Erosion and Sediment Control (2016).</div>')
    h.append('<table><thead><tr class="cap"><th colspan="8">Table B-1. Erosion and sediment control practices '
             '(location, size, dimensions, materials, installation, operation and maintenance)</th></tr>'
             '<tr><th>Tag</th><th>Practice</th><th>Location</th><th>Size / length</th><th>Dimensions</th>'
             '<th>Materials</th><th>Installation</th><th>Operation and maintenance</th></tr></thead><tbody>')
    for r in ESC_ROWS:
        h.append("<tr>" + "".join("<td>%s</td>" % c for c in r) + "</tr>")
    h.append("</tbody></table>")
    h.append('<div class="foot">Table B-1 ends. Inspection frequency: see response to Condition 23.</div>')
    # Exhibit C
    h.append('<div class="pb"></div><div class="ex">Exhibit C &mdash; Post-Construction Stormwater Calculations and Details</div>'
             '<div class="sub">HydroCAD 10.20 model, SCS TR-20 method, Type III 24-hour storms, NOAA Atlas 14 depths for Somers: '
             '1-yr 2.80 in., 10-yr 5.10 in., 100-yr 9.05 in. Design point DP-1: wetland edge at the east LOD.</div>')
    h.append("<h4>C-1 Hydrologic and hydraulic analysis &mdash; peak flows at DP-1</h4>")
    h.append("<table><tr><th>Storm</th><th>Pre-development (cfs)</th><th>Post-development (cfs)</th><th>UC-1 peak elev. (ft)</th>"
             "<th>BR-1 peak elev. (ft)</th><th>Freeboard</th></tr>"
             "<tr><td>1-year</td><td>1.12</td><td>0.74</td><td>402.10</td><td>405.35</td><td>1.15 ft</td></tr>"
             "<tr><td>10-year</td><td>3.96</td><td>3.41</td><td>403.02</td><td>405.62</td><td>0.88 ft</td></tr>"
             "<tr><td>100-year</td><td>9.18</td><td>8.95</td><td>403.71</td><td>405.94</td><td>0.56 ft</td></tr></table>")
    h.append("<p>Structural components analysed: BR-1 (storage-indication routing with 2.5 ft media, underdrain and 12 in. overflow "
             "riser at el. 405.50), UC-1 (48 SC-740 chambers, stone voids 40%, exfiltration 1.5 in/hr from test DT-2 at a "
             "factor of safety of 2), 15 in. HDPE outlet with 4 in. orifice at el. 401.00 and 18 in. weir at el. 402.80, and "
             "the storm drains CB-1 to CB-4 (12 in. HDPE at 1.0%, 25-year capacity 3.9 cfs against 2.2 cfs flow).</p>")
    h.append("<h4>C-2 Sizing criteria (Design Manual Chapters 4, 5 and 10, enhanced phosphorus removal)</h4>")
    h.append("<table><tr><th>Criterion</th><th>Calculation</th><th>Required</th><th>Provided</th></tr>"
             "<tr><td>WQv (1-yr storm runoff, Ch. 10)</td><td>Runoff from 2.80 in. over 1.62 ac, 51% impervious, by TR-55 "
             "(CN 87): 1.48 in.</td><td>8,700 cf</td><td>9,210 cf (BR-1 3,040 + UC-1 6,170)</td></tr>"
             "<tr><td>RRv</td><td>Specific reduction factor S = 0.40 (HSG B) x WQv; 1-yr runoff reduced by infiltration</td>"
             "<td>3,480 cf min.</td><td>6,170 cf infiltrated in UC-1</td></tr>"
             "<tr><td>Cpv</td><td>24-hr extended detention of the 1-yr post-development runoff</td><td>8,700 cf over 24 hr</td>"
             "<td>4 in. orifice; 26.5 hr drawdown</td></tr>"
             "<tr><td>Qp (10-yr)</td><td>Post not more than pre at DP-1</td><td>3.96 cfs</td><td>3.41 cfs</td></tr>"
             "<tr><td>Qf (100-yr)</td><td>Post not more than pre; safe passage</td><td>9.18 cfs</td><td>8.95 cfs</td></tr></table>")
    h.append("<p>No deviation from the Design Manual is proposed and no design criterion is waived. The site is new "
             "development, not redevelopment.</p>")
    h.append('<h4 class="pb">C-3 Dimensions, materials and installation</h4>')
    h.append("<table><tr><th>Practice</th><th>Dimensions</th><th>Materials</th><th>Installation</th></tr>"
             "<tr><td>BR-1 bioretention</td><td>2,100 sf filter bed (30 ft x 70 ft), 6 in. ponding, 2.5 ft media, 12 in. stone with "
             "6 in. perforated underdrain; forebay 10 ft x 15 ft x 18 in. deep</td><td>Media: 85% sand, 10% fines, 5% compost; "
             "NYSDOT No. 57 stone; SDR-35 PVC; native plantings (Cornus sericea, Panicum virgatum, Iris versicolor)</td>"
             "<td>Built after the parking lot is paved; excavated with tracked equipment from outside the bed; media placed in "
             "12 in. lifts, not compacted; kept offline with CFS-3 until lawn is stable</td></tr>"
             "<tr><td>UC-1 infiltration chambers</td><td>48 StormTech SC-740 chambers, 4 rows of 12, 30 in. high; bed 58 ft x 52 ft; "
             "6 in. stone below, 6 in. above; isolator row with 24 in. manhole</td><td>HDPE chambers; 3/4-2 in. washed stone; "
             "non-woven geotextile on sides and top; 15 in. HDPE outlet; outlet control structure OCS-1 (precast, 4 ft dia.)</td>"
             "<td>Excavated after ST-1 is removed; bed bottom scarified; no equipment on bottom; connected only after the "
             "parking lot is paved and BR-1 is stable</td></tr></table>")
    # Exhibit D
    h.append('<div class="ex" style="margin-top:16px">Exhibit D &mdash; Operations and Maintenance Plan, Easement and Agreement Terms</div>')
    h.append("<table><tr><th>Practice</th><th>Inspection</th><th>Maintenance</th><th>Responsible</th></tr>"
             "<tr><td>BR-1</td><td>Monthly in the first year, then quarterly and after storms over 1 in.</td><td>Remove forebay sediment "
             "when half full; replace mulch yearly; replace dead plants; scarify or replace top 3 in. of media if ponding lasts "
             "more than 48 hours</td><td>Somers Veterinary Holdings LLC</td></tr>"
             "<tr><td>UC-1 and OCS-1</td><td>Twice a year (spring and fall) through the isolator-row manhole</td><td>Jet-vac the "
             "isolator row when sediment exceeds 3 in.; clear orifice and weir</td><td>Somers Veterinary Holdings LLC</td></tr>"
             "<tr><td>CB-1 to CB-4</td><td>Twice a year</td><td>Clean sumps when half full</td><td>Somers Veterinary Holdings LLC</td></tr></table>")
    h.append("<p><b>Easement.</b> A 20-ft wide stormwater facilities access and maintenance easement in favor of the Town of "
             "Somers, from Route 202 along the entrance drive to BR-1, UC-1 and OCS-1, is shown on Exhibit A and Sheet C-2. It "
             "is recorded with the Westchester County Clerk with the filed site plan and runs with the land, remaining in effect "
             "on any transfer of title.</p>"
             "<p><b>Maintenance agreement.</b> The owner will execute the Town's Stormwater Control Facility Maintenance Agreement "
             "(NYSDEC sample form): the owner inspects and maintains BR-1, UC-1, OCS-1 and the catch basins per this plan, files an "
             "annual inspection report with the Town Engineer, allows Town inspection, and reimburses the Town for any work the "
             "Town must perform. The agreement is binding on the owner's heirs, successors and assigns and on all subsequent "
             "owners of the lot, and is recorded as a deed restriction in the Westchester County Clerk's office before final plan "
             "approval.</p>")
    # Exhibit E
    h.append('<div class="pb"></div><div class="ex">Exhibit E &mdash; Contractor Certifications (Town Code Section 93-6D)</div>')
    stmt = ("\u201cI certify under penalty of law that I understand and agree to comply with the terms and conditions of "
            "the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of "
            "four hours of acceptable training in erosion and sediment control within the last three years. I also "
            "understand that it is unlawful for any person to cause or contribute to a violation of water quality "
            "standards.\u201d")
    for (nm, title, firm, addr, ph, role, sig, dt) in [
        ("Robert Haines", "President", "Haines Excavating & Site Work, Inc.", "51 Old Route 6, Carmel, NY 10512",
         "(845) 555-0114", "Site contractor: all erosion and sediment controls, BR-1, UC-1, storm drains", "Robert Haines", "02/24/2026"),
        ("Maria Esposito", "Operations Manager", "Esposito Paving Corp.", "300 Route 22, Brewster, NY 10509",
         "(845) 555-0139", "Paving subcontractor: inlet protection upkeep during paving", "Maria Esposito", "02/25/2026")]:
        h.append('<div style="border:1px solid #888;padding:8px;margin:10px 0">' + "<p>%s</p>" % stmt +
                 "<table><tr><th>Name and title</th><td>%s, %s</td></tr><tr><th>Firm</th><td>%s</td></tr>"
                 "<tr><th>Address and telephone</th><td>%s; %s</td></tr><tr><th>Site</th><td>Somers Veterinary Hospital, "
                 "286 Route 202, Somers, NY 10589 (Tax Map 17.15-1-9)</td></tr><tr><th>Responsibility</th><td>%s</td></tr>"
                 "<tr><th>Signature</th><td><span class='sig'>%s</span></td></tr><tr><th>Date</th><td>%s</td></tr></table></div>"
                 % (nm, title, firm, addr, ph, role, sig, dt))
    h.append("</body></html>")
    return "\n".join(h)


def exhibit_a_html():
    s = 2.4  # px per ft in a 96 dpi CSS page -> 1 in = 40 ft
    svg = ['<svg width="1000" height="640" viewBox="0 0 1000 640" xmlns="http://www.w3.org/2000/svg" '
           'font-family="DejaVu Sans" font-size="9">']
    ox, oy = 20, 20
    # parcel 400 x 262 ft
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="12 3 3 3"/>'
               % (ox, oy, 400 * s, 220 * s))
    # wetland east
    svg.append('<path d="M %d %d C %d %d %d %d %d %d L %d %d Z" fill="#bcd9ee" stroke="#2a6fb0"/>' %
               (ox + 400 * s, oy, ox + 360 * s, oy + 60 * s, ox + 380 * s, oy + 160 * s, ox + 400 * s, oy + 220 * s,
                ox + 400 * s, oy))
    svg.append('<text x="%d" y="%d" fill="#2a6fb0">TOWN WETLAND (Sh)</text>' % (ox + 352 * s, oy + 100 * s))
    svg.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#1b7a3a" stroke-dasharray="6 3"/>' % (ox + 290 * s, oy, ox + 290 * s, oy + 220 * s))
    svg.append('<text x="%d" y="%d" fill="#1b7a3a" transform="rotate(-90 %d %d)">100-FT WETLAND BUFFER - NOT DISTURBED</text>'
               % (ox + 286 * s, oy + 190 * s, ox + 286 * s, oy + 190 * s))
    # woods
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#cfe3c4" opacity="0.7"/>' % (ox + 292 * s, oy + 2, 55 * s, 216 * s))
    # LOD
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#c0392b" stroke-width="2" stroke-dasharray="9 4"/>'
               % (ox + 15 * s, oy + 15 * s, 270 * s, 200 * s))
    svg.append('<text x="%d" y="%d" fill="#c0392b">LIMIT OF DISTURBANCE 1.62 AC</text>' % (ox + 20 * s, oy + 24 * s))
    # building
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#ddd" stroke="#000"/>' % (ox + 40 * s, oy + 40 * s, 85 * s, 80 * s))
    svg.append('<text x="%d" y="%d">VETERINARY HOSPITAL 6,800 SF FFE 408.0</text>' % (ox + 42 * s, oy + 82 * s))
    # parking
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#bbb" stroke="#444"/>' % (ox + 135 * s, oy + 40 * s, 130 * s, 120 * s))
    svg.append('<text x="%d" y="%d">PARKING 38 SPACES</text>' % (ox + 160 * s, oy + 100 * s))
    # UC-1
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#16a085" stroke-width="2"/>' % (ox + 200 * s, oy + 45 * s, 58 * s, 52 * s))
    svg.append('<text x="%d" y="%d" fill="#0e6655">UC-1 48 SC-740 CHAMBERS 58x52 FT</text>' % (ox + 180 * s, oy + 44 * s))
    # BR-1
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#9fd3c7" stroke="#16a085"/>' % (ox + 240 * s, oy + 165 * s, 30 * s, 40 * s))
    svg.append('<text x="%d" y="%d" fill="#0e6655">BR-1 2,100 SF</text>' % (ox + 205 * s, oy + 215 * s))
    # easement
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#7d3c98" stroke-dasharray="4 3" stroke-width="1.5"/>'
               % (ox + 195 * s, oy + 40 * s, 80 * s, 180 * s))
    svg.append('<text x="%d" y="%d" fill="#7d3c98">20 FT SWM EASEMENT TO TOWN</text>' % (ox + 140 * s, oy + 230 * s))
    # soils
    svg.append('<path d="M %d %d L %d %d" stroke="#8a5a2b" stroke-dasharray="2 3" stroke-width="1.5"/>' % (ox + 220 * s, oy, ox + 290 * s, oy + 90 * s))
    svg.append('<text x="%d" y="%d" fill="#8a5a2b" font-style="italic">CsB</text><text x="%d" y="%d" fill="#8a5a2b" font-style="italic">SuB</text>'
               % (ox + 100 * s, oy + 30 * s, ox + 262 * s, oy + 30 * s))
    # ESC
    svg.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#e67e22" stroke-width="3" stroke-dasharray="2 3"/>' % (ox + 15 * s, oy + 12 * s, ox + 285 * s, oy + 12 * s))
    svg.append('<text x="%d" y="%d" fill="#e67e22">SF-1 310 LF</text>' % (ox + 60 * s, oy + 10 * s))
    svg.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#e67e22" stroke-width="3" stroke-dasharray="2 3"/>' % (ox + 287 * s, oy + 15 * s, ox + 287 * s, oy + 215 * s))
    svg.append('<text x="%d" y="%d" fill="#e67e22">SF-2 285 LF</text>' % (ox + 250 * s, oy + 150 * s))
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#f5cba7" stroke="#e67e22"/>' % (ox + 240 * s, oy + 100 * s, 40 * s, 28 * s))
    svg.append('<text x="%d" y="%d" fill="#e67e22">ST-1 3,780 CF</text>' % (ox + 241 * s, oy + 117 * s))
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#e67e22"/>' % (ox + 20 * s, oy + 140 * s, 60 * s, 55 * s))
    svg.append('<text x="%d" y="%d" fill="#e67e22">SP-1 / STAGING</text>' % (ox + 24 * s, oy + 170 * s))
    svg.append('<text x="%d" y="%d" fill="#e67e22">DD-1 260 LF</text>' % (ox + 20 * s, oy + 135 * s))
    # road
    svg.append('<rect x="0" y="%d" width="1000" height="34" fill="#999"/>' % (oy + 222 * s))
    svg.append('<text x="420" y="%d" fill="#fff" font-size="12">ROUTE 202</text>' % (oy + 222 * s + 22))
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="#f5cba7" stroke="#e67e22"/>' % (ox + 150 * s, oy + 205 * s, 24 * s, 17 * s))
    svg.append('<text x="%d" y="%d" fill="#e67e22">SCE-1</text>' % (ox + 176 * s, oy + 216 * s))
    # contours
    for k, el in enumerate([404, 406, 408, 410]):
        x = ox + (40 + 70 * k) * s
        svg.append('<path d="M %d %d C %d %d %d %d %d %d" stroke="#999" fill="none" stroke-dasharray="3 3"/>'
                   % (x + 60, oy, x - 40, oy + 200, x + 60, oy + 350, x, oy + 220 * s))
    svg.append('<circle cx="%d" cy="%d" r="5" fill="#2a6fb0"/><text x="%d" y="%d" fill="#2a6fb0">DP-1</text>'
               % (ox + 330 * s, oy + 80 * s, ox + 333 * s, oy + 78 * s))
    svg.append("</svg>")
    legend = ("LEGEND: total site area 2.41 ac (property line); limit of disturbance 1.62 ac (red); undisturbed: wetland buffer and "
              "woods (green), 0.79 ac; existing vegetation: second-growth hardwoods in the buffer, old field elsewhere; wetland and "
              "drainage: sheet flow north-east to the Town wetland, tributary to Plum Brook and the Muscoot Reservoir; existing "
              "contours dashed grey (2 ft, labels on C-2), existing slopes 2-9%, final slopes 1-5% paved, 3:1 max on banks; soil "
              "boundary brown dotted (CsB / SuB / Sh); storage areas on adjacent properties: none; discharge point DP-1 at the "
              "wetland edge. ESC tags per Table B-1. Post-construction: BR-1 2,100 sf, UC-1 2,950 cf.")
    return ('<html><head><meta charset="utf-8"><title>Exhibit A</title><style>body{margin:0;font-family:"DejaVu Sans",sans-serif}'
            '.b{border:2px solid #000;height:7.7in;position:relative}.t{position:absolute;right:6px;top:6px;width:2.5in;'
            'border:1px solid #000;font-size:9px;padding:5px;background:#fff}.lg{position:absolute;left:6px;bottom:6px;'
            'right:6px;font-size:8.6px;border:1px solid #555;padding:4px;background:#fff}.loc{position:absolute;right:6px;'
            'top:1.25in;width:2.5in;height:1.5in;border:1px solid #000;background:#f4f1e8;font-size:8px}</style></head><body>'
            '<div class="b">' + "".join(svg) +
            '<div class="t"><b>EXHIBIT A</b> &mdash; SITE, SOILS AND EROSION CONTROL PLAN<br>Somers Veterinary Hospital, 286 Route 202, '
            'Somers NY<br>Reduction of Sheets C-2 and C-3 (Rev. 3, 02/27/2026)<br>Scale: 1 in = 40 ft<br>Brightwater Site Design, PLLC'
            '</div><div class="loc"><svg width="240" height="130"><rect width="240" height="130" fill="#f4f1e8"/>'
            '<path d="M0 80 L240 60" stroke="#888" stroke-width="3"/><text x="6" y="76" font-size="8">Route 202</text>'
            '<path d="M120 0 L130 130" stroke="#888" stroke-width="2"/><text x="134" y="20" font-size="8">Route 100</text>'
            '<ellipse cx="190" cy="110" rx="40" ry="14" fill="#bcd9ee"/><text x="160" y="113" font-size="7">Muscoot Res.</text>'
            '<circle cx="95" cy="70" r="4" fill="red"/><text x="60" y="62" font-size="8">SITE</text></svg>'
            'GENERAL LOCATION MAP (not to scale)</div><div class="lg">' + legend + "</div></div></body></html>")


def rotate_landscape_page(writer, src_pdf):
    """Add a page whose content (drawn landscape, 792 x 612) is stored on a portrait 612 x 792 page with /Rotate 270."""
    pg = writer.add_page(PdfReader(src_pdf).pages[0])
    w, h = float(pg.mediabox.width), float(pg.mediabox.height)
    pg.add_transformation(Transformation((0, -1, 1, 0, 0, w)))
    box = RectangleObject([0, 0, h, w])
    pg.mediabox = box
    pg.cropbox = box
    pg[NameObject("/Rotate")] = NumberObject(270)


def build(out_pdf):
    with tempfile.TemporaryDirectory() as d:
        r = os.path.join(d, "responses.pdf")
        responses_pdf(r)
        fa = os.path.join(d, "exa.html"); open(fa, "w", encoding="utf-8").write(exhibit_a_html())
        pa = os.path.join(d, "exa.pdf")
        print_pdf(fa, pa, header_footer=False, margins=(0.3, 0.3, 0.3, 0.3), paper=(11, 8.5))
        fb = os.path.join(d, "exb.html"); open(fb, "w", encoding="utf-8").write(exhibits_html("B"))
        pb = os.path.join(d, "exb.pdf")
        print_pdf(fb, pb, header_footer=False, margins=(0.6, 0.55, 0.6, 0.55))
        w = PdfWriter()
        for pg in PdfReader(r).pages:
            w.add_page(pg)
        rotate_landscape_page(w, pa)
        for pg in PdfReader(pb).pages:
            w.add_page(pg)
        with open(out_pdf, "wb") as fh:
            w.write(fh)
    fix_metadata(out_pdf, TITLE, "ReportLab PDF Library + Skia/PDF m156 (bound with pypdf)", "Brightwater Site Design")


LABEL = {
    "checklist": "somers-ch93",
    "style": "SWPPP written as responses to a Planning Board resolution's conditions of approval (cover letter, each "
             "condition quoted then 'Response:', responses pointing to bound exhibits and to unchanged sections of "
             "the original SWPPP)",
    "producer": "two-producer bind: responses by reportlab, exhibits by Chromium print to PDF (Table B-1 continued "
                "over three pages with repeated header; Exhibit A landscape page stored portrait with /Rotate 270); "
                "bound with pypdf",
    "decision": "complete",
    "facts": {"disturbed_acres": 1.62, "project_type": "veterinary hospital (commercial development)",
              "single_family": False, "impaired_water": True},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "present", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "present", "93-6A(3)(i)": "present",
        "93-6B": "present", "93-6D": "present"},
    "evidence": {
        "93-6A(1)(a)": {"pages": [2], "quote": "The project is a commercial development."},
        "93-6A(1)(b)": {"pages": [6], "quote": "storage areas on adjacent properties: none"},
        "93-6A(1)(c)": {"pages": [2], "quote": "CsB Charlton-Sutton Western two-thirds B Fine sandy loam to 40 in., then"},
        "93-6A(1)(d)": {"pages": [2, 3], "quote": "the maximum area disturbed at one time is 1.62 acres"},
        "93-6A(1)(e)": {"pages": [3], "quote": "daily site clean-up of wrappers, food waste and packaging"},
        "93-6A(1)(f)": {"pages": [3], "quote": "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment"},
        "93-6A(1)(g)": {"pages": [7], "quote": "SF-1 Silt fence North LOD, 310 lf"},
        "93-6A(1)(h)": {"pages": [7, 8, 9], "quote": "Table B-1. Erosion and sediment control practices (location, size, dimensions, materials,"},
        "93-6A(1)(i)": {"pages": [4], "quote": "There are none. No asphalt plant, concrete batch plant or other industrial activity"},
        "93-6A(1)(j)": {"pages": [4], "quote": "Clearing and grubbing SCE-1, SF-1 to SF-4, CFS-1, IP-1, Before any clearing"},
        "93-6A(1)(k)": {"pages": [4], "quote": "inspects all practices at least once every seven"},
        "93-6A(1)(l)": {"pages": [4], "quote": "No element of the erosion and sediment control design deviates from the New York State Standards"},
        "93-6A(3)(b)": {"pages": [5], "quote": "UC-1 subsurface infiltration chambers (48 StormTech SC-740 chambers"},
        "93-6A(3)(c)": {"pages": [6], "quote": "Post-construction: BR-1 2,100 sf, UC-1 2,950 cf."},
        "93-6A(3)(d)": {"pages": [10], "quote": "Structural components analysed: BR-1"},
        "93-6A(3)(e)": {"pages": [10], "quote": "C-2 Sizing criteria (Design Manual Chapters 4, 5 and 10, enhanced phosphorus removal)"},
        "93-6A(3)(f)": {"pages": [11], "quote": "C-3 Dimensions, materials and installation"},
        "93-6A(3)(g)": {"pages": [11], "quote": "Jet-vac the isolator row when sediment exceeds 3 in.; clear"},
        "93-6A(3)(h)": {"pages": [11], "quote": "A 20-ft wide stormwater facilities access and maintenance easement in favor of the Town of"},
        "93-6A(3)(i)": {"pages": [11], "quote": "binding on the owner's heirs, successors and assigns and on all subsequent"},
        "93-6B": {"pages": [5], "quote": "Elena Marchetti, P.E., NY Lic. No. 092268"},
        "93-6D": {"pages": [12], "quote": "four hours of acceptable training in erosion and sediment control"},
    },
    "gaps": {},
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": "Veterinary hospital, 1.62 ac disturbed: a commercial development under 93-6A(2)(g) disturbing one acre "
             "or more, so 93-6A(3)(b)-(i) apply. Drains to a Town wetland tributary to Plum Brook and the Muscoot "
             "Reservoir (phosphorus TMDL basin; impaired_water true, changes no Somers item). The document is the "
             "revised SWPPP in the form of responses to Resolution PB-2025-31 conditions 14-27; responses that "
             "replace or point to sections of the August 2025 SWPPP reproduce the content or point to bound "
             "exhibits. Page 6 (Exhibit A) is stored portrait with /Rotate 270 and has a text layer. Table B-1 "
             "(93-6A(1)(g) sizes/lengths and (h) details with O&M for every practice incl. sediment trap ST-1 and "
             "diversion DD-1) runs over pages 7-9 with repeated header. 93-6A(1)(i) and (l) are satisfied by 'none' "
             "statements. 93-6A(3)(d)-(f) and (g)-(i) are in Exhibits C and D (pp. 10-11). 93-6D: two filled and "
             "signed certifications with the four-hour training clause.",
}
HEADINGS = ["Responses to Stormwater Conditions of Resolution PB-2025-31", "Condition 14.", "Condition 27.",
            "EXHIBIT A", "Exhibit B", "Exhibit C", "Exhibit D", "Exhibit E", "C-1 Hydrologic and hydraulic analysis",
            "C-2 Sizing criteria", "C-3 Dimensions, materials and installation"]
OCR_HEADINGS = {}
IMAGE_ONLY = []
