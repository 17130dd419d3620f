"""p11b_som_hallock_hill_golf: golf course renovation SWPPP organised by work area (Town of Somers).
Body: python-docx -> LibreOffice PDF. Appendix B (soils) drawn by reportlab with a scrambled ToUnicode map
(garbage text layer). Drawing sheets C-1..C-3: reportlab 11x17 plots."""
import os, re, random, subprocess
from docx import Document
from docx.shared import Pt, Inches
from docx.enum.text import WD_BREAK
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
import pikepdf
from pypdf import PdfReader, PdfWriter

NAME = "p11b_som_hallock_hill_golf"
HDR = "Hallock Hill Golf Club - Course Improvement Program 2025 - SWPPP"

def P(doc, text, bold=False, size=10, italic=False, space=4):
    p = doc.add_paragraph()
    r = p.add_run(text); r.bold = bold; r.italic = italic; r.font.size = Pt(size)
    p.paragraph_format.space_after = Pt(space)
    return p

def H(doc, text, lvl=1):
    return P(doc, text, bold=True, size=13 if lvl == 1 else 11, space=6)

def T(doc, rows, widths=None, size=9):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = 'Table Grid'
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            c = t.cell(i, j); c.text = ''
            r = c.paragraphs[0].add_run(cell); r.font.size = Pt(size); r.bold = (i == 0)
            if widths: c.width = Inches(widths[j])
    doc.add_paragraph().paragraph_format.space_after = Pt(2)
    return t

def BR(doc):
    doc.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

def body(path):
    doc = Document()
    st = doc.styles['Normal']; st.font.name = 'Liberation Sans'; st.font.size = Pt(10.5)
    sec = doc.sections[0]
    sec.left_margin = sec.right_margin = Inches(1); sec.top_margin = sec.bottom_margin = Inches(0.9)
    hp = sec.header.paragraphs[0]; hp.text = HDR; hp.runs[0].font.size = Pt(8)
    fp = sec.footer.paragraphs[0]; fp.text = "Kettlewood Engineering & Land Design, PLLC  |  Job 24-118  |  March 2025"; fp.runs[0].font.size = Pt(8)

    # ---- p1 cover
    for _ in range(4): P(doc, "")
    P(doc, "STORMWATER POLLUTION PREVENTION PLAN", bold=True, size=20)
    P(doc, "Course Improvement Program 2025", bold=True, size=15)
    P(doc, "Hole 3 Green Complex  -  Hole 7 Pond Edge and Cart Path  -  Maintenance Yard", size=12)
    P(doc, "")
    P(doc, "Hallock Hill Golf Club, Inc.\n2250 Route 202, Town of Somers, Westchester County, New York\nTax Map Section 17.15, Block 2, Lots 41 and 42", size=11)
    P(doc, "")
    P(doc, "Submitted to the Town of Somers Planning Board and Stormwater Management Officer under Chapter 93 of the Town Code (Stormwater Management and Erosion and Sediment Control)", size=10.5)
    P(doc, "")
    P(doc, "Prepared for:\nHallock Hill Golf Club, Inc., Board of Governors\nattn. Gregor Mallin, CGCS, Golf Course Superintendent\n2250 Route 202, Somers, NY 10589   (914) 555-0147", size=10.5)
    P(doc, "Prepared by:\nKettlewood Engineering & Land Design, PLLC\n41 Peaceable Hill Road, Brewster, NY 10509   (845) 555-0192", size=10.5)
    P(doc, "March 14, 2025", bold=True)
    BR(doc)

    # ---- p2 contents + certification
    H(doc, "CONTENTS")
    for line in ["Preparer's Certification ........................................ 2",
                 "1  Project Overview and Organisation of this Plan ........... 3",
                 "2  Existing Site Conditions ......................................... 4",
                 "3  Work Area 1 - Hole 3 Green Complex ........................ 5",
                 "4  Work Area 2 - Hole 7 Pond Edge and Cart Path ............ 6",
                 "5  Work Area 3 - Maintenance Yard ................................ 7",
                 "6  Sitewide Requirements (all work areas) ..................... 8",
                 "7  Erosion and Sediment Control Practice Details and Maintenance ... 9",
                 "8  Post-Construction Stormwater Management ............ 10",
                 "9  Long-Term Operation and Maintenance, Easement and Agreement ... 11",
                 "10 Contractor Certifications ........................................ 12",
                 "Appendix B  Soils and Infiltration Testing ......................... 13",
                 "Sheets C-1 Overall Plan, C-2 Erosion Control Plan, C-3 Details ... 14-16"]:
        P(doc, line, size=10, space=1)
    P(doc, "")
    H(doc, "PREPARER'S CERTIFICATION (Town Code Section 93-6B)")
    P(doc, "I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, "
           "and that the design of all stormwater management practices described herein meets the requirements of Chapter 93 of "
           "the Code of the Town of Somers, the New York State Stormwater Management Design Manual (enhanced phosphorus removal "
           "standards) and the New York State Standards and Specifications for Erosion and Sediment Control.")
    P(doc, "Signature:  /s/ Andrea L. Voss          Date: March 14, 2025")
    P(doc, "Andrea L. Voss, P.E., Principal, Kettlewood Engineering & Land Design, PLLC\nNew York State Professional Engineer License No. 093815")
    P(doc, "[P.E. SEAL]", italic=True, size=9)
    BR(doc)

    # ---- p3 section 1
    H(doc, "1  PROJECT OVERVIEW AND ORGANISATION OF THIS PLAN")
    P(doc, "Hallock Hill Golf Club is an existing private 18-hole course of about 142 acres on the north side of Route 202 "
           "in the Town of Somers. Over the 2025 season (April through October) the Club will carry out three separate "
           "improvements at three work areas of the course. Because each area has its own crew, access route, drainage "
           "outlet and schedule, this SWPPP is organised by work area: Sections 3, 4 and 5 each give the scope, sequence, "
           "controls and responsible party for one area, and Section 6 holds requirements that apply to all of them.")
    T(doc, [["Work area", "Scope", "Disturbed (ac)", "New impervious (ac)"],
             ["1 - Hole 3 green complex", "Rebuild green to USGA method, rebuild 4 bunkers, regrade approach and surrounds", "1.35", "0.00"],
             ["2 - Hole 7 pond edge and cart path", "Rebuild 600 LF of eroded pond edge, regrade fairway landing area, 1,150 LF of new 8-ft asphalt cart path", "1.95", "0.21"],
             ["3 - Maintenance yard", "Expand paved yard, new covered equipment wash pad with water recycler, new fuel and chemical storage building, bioretention area", "0.90", "0.42"],
             ["Total", "", "4.20", "0.63"]], widths=[1.6, 3.0, 0.9, 0.9])
    P(doc, "The total area disturbed is 4.20 acres, so the project is a land development activity disturbing one acre or more. "
           "A golf course is an activity listed in Section 93-6A(2)(j) of the Town Code, and this SWPPP therefore includes "
           "post-construction water quantity and quality controls (Section 8). Coverage under the NYSDEC SPDES General Permit "
           "for Stormwater Discharges from Construction Activity will be obtained before work begins.")
    H(doc, "1.1  Receiving waters", 2)
    P(doc, "Runoff from Work Areas 1 and 2 reaches the Hole 7 irrigation pond, which overflows through a 24-inch culvert under "
           "the 8th fairway to an unnamed tributary of the Muscoot River. The maintenance yard drains by swale to the same "
           "tributary. The Muscoot River flows to the Muscoot Reservoir, part of the New York City Croton water supply system, "
           "which is subject to a phosphorus TMDL; the enhanced phosphorus removal standards of the Design Manual are applied.")
    H(doc, "1.2  Industrial stormwater discharges", 2)
    P(doc, "There will be no stormwater discharges associated with industrial activity other than construction at the site. "
           "No asphalt plant, concrete batch plant or crushing operation will be set up on the course; cart path asphalt and "
           "wash-pad concrete will be delivered ready-mixed from off-site suppliers.")
    H(doc, "1.3  Departures from the NYS Standards and Specifications", 2)
    P(doc, "One element departs from the New York State Standards and Specifications for Erosion and Sediment Control. Around "
           "the Hole 3 green, compost filter sock (12-inch diameter) is used in place of silt fence as perimeter control on "
           "the putting-surface side, because fence posts would puncture the new gravel drainage blanket and subsurface "
           "drain lines. Reason and equivalence: the Standards list compost filter sock as a perimeter practice for slopes of "
           "up to 50 feet of contributing length; the slope above the sock at Hole 3 is 35 feet long at 4 percent, and a "
           "12-inch sock is rated for that length, so its sediment retention is equivalent to silt fence at this location. "
           "No other element of the design departs from the Standards.")
    BR(doc)

    # ---- p4 section 2
    H(doc, "2  EXISTING SITE CONDITIONS")
    P(doc, "Topography. The course occupies rolling glacial upland between elevations 388 and 452 feet. Slopes within the "
           "three work areas are generally 2 to 8 percent; the pond bank at Hole 7 is locally as steep as 1.5H:1V where "
           "wave action has cut it back.")
    P(doc, "Vegetation and land cover. The work areas are maintained turf (bentgrass greens and fairways, bluegrass-fescue "
           "rough), with a fringe of mature oak and hickory on the north side of Hole 7 that will not be disturbed. The "
           "maintenance yard is gravel and broken asphalt.")
    P(doc, "Wetlands and waters. The Hole 7 pond (2.3 acres) is a man-made irrigation impoundment. A Town-regulated wetland "
           "lies 180 feet east of the maintenance yard along the Muscoot River tributary; its 100-foot buffer is shown on "
           "Sheet C-1 and no work takes place within it.")
    H(doc, "2.1  Existing stormwater runoff data", 2)
    P(doc, "The Club's superintendent has kept rain gauge and pond level records since 2016. During the storm of "
           "August 2021 (4.1 inches in 6 hours) the Hole 7 pond rose 1.4 feet and overtopped the low spot of the bank at "
           "the 7th tee, which is the source of the present bank erosion. The maintenance yard sheds runoff across bare "
           "gravel to a roadside swale; turbid discharge from the yard was noted by the Town SMO in 2023. Existing "
           "peak flows computed for Section 8 are listed in Table 8-2.")
    P(doc, "Soils. The soils of the three work areas, their hydrologic soil groups and the infiltration test results are "
           "given in Appendix B; soil boundaries are shown on Sheet C-1.")
    BR(doc)

    # ---- p5 work area 1
    H(doc, "3  WORK AREA 1 - HOLE 3 GREEN COMPLEX")
    P(doc, "Responsible party: Fairway Builders of Putnam, Inc. (golf course contractor) installs and maintains every "
           "erosion and sediment control in Work Area 1; the Club superintendent takes over the area at final stabilization.")
    H(doc, "3.1  Sequence of operations", 2)
    for s in ["1. Install stabilized construction entrance from the service road and compost filter sock CFS-1 (240 LF) and silt fence SF-1 (310 LF).",
              "2. Strip sod and topsoil from green and surrounds; stockpile topsoil at STK-1 inside SF-1 and seed or cover it within 7 days.",
              "3. Excavate green cavity and bunkers; install subsurface drains and gravel blanket; connect outlet to existing drain at inlet DI-3.",
              "4. Place root-zone mix, shape bunkers, place bunker sand.",
              "5. Fine grade surrounds; re-spread topsoil; sod the green surrounds and slopes over 10 percent; seed the green.",
              "6. Remove CFS-1 and SF-1 after 80 percent uniform turf cover and Town acceptance."]:
        P(doc, s, size=10, space=2)
    H(doc, "3.2  Minimum controls and schedule - Work Area 1", 2)
    T(doc, [["Construction activity", "Minimum practice", "Initial placement", "Minimum time in place"],
             ["Access", "Stabilized construction entrance SCE-1 (50 ft x 20 ft)", "Before any stripping", "Until surrounds are sodded"],
             ["Stripping and excavation", "CFS-1 240 LF; SF-1 310 LF; inlet protection IP-3 at DI-3", "Before stripping", "Until 80% turf cover"],
             ["Topsoil stockpile", "Silt fence ring, temporary seed or tarp", "Day stockpile is formed", "Until topsoil is re-spread"],
             ["Final grading", "Sod on slopes over 10%; seed and hydromulch elsewhere", "Within 7 days of final grade", "Permanent"]], widths=[1.4, 2.2, 1.4, 1.4])
    BR(doc)

    # ---- p6 work area 2
    H(doc, "4  WORK AREA 2 - HOLE 7 POND EDGE AND CART PATH")
    P(doc, "Responsible party: Fairway Builders of Putnam, Inc. for the fairway and cart path; its subcontractor Lakeside "
           "Shoreworks, LLC for the pond-edge rebuilding, turbidity curtain and dewatering. Each signs Section 10.")
    H(doc, "4.1  Sequence of operations", 2)
    for s in ["1. Install turbidity curtain TC-1 (640 LF) in the pond 10 feet off the bank before any bank work.",
              "2. Install silt fence SF-2 (520 LF) along the fairway side of the cart path corridor and SF-3 (380 LF) at the top of the pond bank.",
              "3. Lower the pond 2 feet by pumping through a dewatering bag on stabilized turf; no pumped water goes directly to the pond or culvert.",
              "4. Rebuild the bank in 100-foot reaches: excavate, place geotextile and stone toe, place topsoil and coir erosion control blanket, plant. No more than one reach is open at a time.",
              "5. Regrade the fairway landing area (0.9 acre); seed and mulch each day's graded area at the end of the day.",
              "6. Build the cart path: excavate, place subbase, pave; construct dry swale DS-1 alongside (Section 8).",
              "7. Remove TC-1 after the bank plantings are established and pond turbidity matches the open pond."]:
        P(doc, s, size=10, space=2)
    H(doc, "4.2  Minimum controls and schedule - Work Area 2", 2)
    T(doc, [["Construction activity", "Minimum practice", "Initial placement", "Minimum time in place"],
             ["Pond-edge work", "Turbidity curtain TC-1 640 LF; SF-3 380 LF", "Before bank excavation", "Until bank vegetated"],
             ["Dewatering", "Dewatering bag on turf, 15 ft x 15 ft", "Before pumping starts", "For each pumping event"],
             ["Fairway regrading", "SF-2 520 LF; daily seed and straw mulch", "Before grading", "Until 80% turf cover"],
             ["Cart path", "Check dams CD-1 to CD-4 in DS-1 during construction", "As swale is excavated", "Until swale is sodded"]], widths=[1.4, 2.2, 1.4, 1.4])
    P(doc, "The dry swale DS-1 is first cut as a temporary diversion swale with stone check dams to carry fairway runoff "
           "around the path subgrade; after paving it is fine-graded, given its engineered soil and sodded, and becomes the "
           "permanent practice described in Section 8. The check dams are then removed.")
    BR(doc)

    # ---- p7 work area 3
    H(doc, "5  WORK AREA 3 - MAINTENANCE YARD")
    P(doc, "Responsible party: Brightwater Site Contractors, Inc. (site and paving) installs and maintains the yard "
           "controls; the Club's equipment manager is responsible for the storage rules below from the first day.")
    H(doc, "5.1  Sequence of operations", 2)
    for s in ["1. Install silt fence SF-4 (410 LF) on the downhill (east) side and inlet protection IP-5 at the yard catch basin.",
              "2. Excavate temporary sediment trap ST-1 at the future bioretention location (see Section 7) and divert yard runoff to it with earth dike ED-1 (210 LF).",
              "3. Demolish broken asphalt; excavate and place subbase for the yard, wash pad and storage building.",
              "4. Pour wash-pad slab and storage-building slab; pave the yard.",
              "5. After the yard is paved and its shoulders are stabilized, clean ST-1 and convert it to bioretention area BR-1."]:
        P(doc, s, size=10, space=2)
    H(doc, "5.2  Construction materials, chemicals and spill response - Work Area 3", 2)
    P(doc, "Materials expected on site: diesel for the excavator (kept in the contractor's 500-gallon double-walled tank "
           "on a lined berm in the yard), hydraulic fluid, form oil, curing compound, concrete washout, asphalt tack coat, "
           "and, for the Club, its existing stock of fertiliser and pesticide, which is moved to a locked trailer during "
           "construction. Containers are kept closed, off the ground and under cover; no fuelling within 100 feet of the "
           "pond or wetland. A spill kit (absorbent pads, boom, 55-gallon overpack drum) is kept at the yard and at the "
           "Hole 7 staging area. Spills are stopped, contained with absorbent and reported to the superintendent; spills "
           "of petroleum of 5 gallons or more or any amount reaching water are reported to the NYSDEC Spill Hotline "
           "within two hours. Concrete trucks wash out only into the lined washout pit CW-1.")
    H(doc, "5.3  Minimum controls and schedule - Work Area 3", 2)
    T(doc, [["Construction activity", "Minimum practice", "Initial placement", "Minimum time in place"],
             ["Demolition and excavation", "SF-4 410 LF; IP-5; ST-1 with ED-1", "Before demolition", "Until yard is paved"],
             ["Concrete work", "Concrete washout CW-1 (10 ft x 10 ft, lined)", "Before first pour", "Until last pour"],
             ["Paving", "Inlet protection IP-5 kept in place", "-", "Until BR-1 is planted"]], widths=[1.4, 2.2, 1.4, 1.4])
    BR(doc)

    # ---- p8 sitewide
    H(doc, "6  SITEWIDE REQUIREMENTS (ALL WORK AREAS)")
    H(doc, "6.1  Phasing", 2)
    P(doc, "The work areas are built one after another, not together: Work Area 3 (April-May), Work Area 1 "
           "(May-June), Work Area 2 (August-October, after the pond is drawn down for irrigation). The largest area open "
           "at any one time is 1.95 acres, well under the five-acre limit; no new work area is opened until the previous "
           "one has 80 percent turf cover or is paved.")
    H(doc, "6.2  Litter, construction chemicals and debris", 2)
    P(doc, "Each staging area has a covered 20-yard roll-off for construction debris and lidded trash cans emptied "
           "daily. Old bunker sand, broken asphalt and root-zone spoils are hauled off site each week. Fertiliser for "
           "grow-in is applied only by the Club's licensed applicator and never within 24 hours of forecast rain or within "
           "25 feet of the pond. Paints, sealants and solvents are kept in the locked storage trailer.")
    H(doc, "6.3  Temporary and permanent stabilization", 2)
    P(doc, "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control at every "
           "stage from stripping to final turf. Exposed soil on which work has ceased for 7 days is seeded with annual "
           "ryegrass at 40 lb/acre and mulched with straw at 2 tons/acre, or covered with erosion control blanket on slopes "
           "of 3H:1V or steeper. Permanent stabilization is the sod, seed and plantings named in each work area. Final "
           "stabilization is 80 percent uniform perennial cover or pavement.")
    H(doc, "6.4  Inspections", 2)
    P(doc, "A qualified inspector (Kettlewood Engineering, Thomas Reyes, CPESC) will inspect all erosion and sediment controls "
           "in every open work area at least once every seven days and within 24 hours of 0.5 inch of rain, and will record "
           "findings in the site logbook. Each contractor's foreman checks its controls at the end of every working day "
           "and repairs them within one day of an inspector's finding. The Town of Somers enforcement official is given "
           "48 hours' notice before start of construction, installation of controls, completion of clearing, rough "
           "grading, final grading and final landscaping in each work area.")
    BR(doc)

    # ---- p9 section 7 details
    H(doc, "7  EROSION AND SEDIMENT CONTROL PRACTICE DETAILS AND MAINTENANCE")
    T(doc, [["Practice", "Dimensions and materials", "Installation", "Maintenance"],
             ["Silt fence SF-1 to SF-4", "36-in woven geotextile, 2-in hardwood stakes 8 ft o.c.", "Toe trench 6 in x 6 in, fabric buried and backfilled", "Remove sediment at half height; repair sags same day"],
             ["Compost filter sock CFS-1", "12-in diameter, compost per Standards", "Staked 10 ft o.c. on contour, ends turned uphill", "Replace crushed sections; remove sediment at 6 in"],
             ["Stabilized construction entrance SCE-1", "50 ft x 20 ft x 6 in, 1-4 in stone on geotextile", "Before access is used", "Top-dress stone when clogged"],
             ["Turbidity curtain TC-1", "Type II floating curtain, 5-ft skirt", "Anchored every 50 ft", "Inspect daily during bank work; repair tears"],
             ["Inlet protection IP-3, IP-5", "Filter fabric insert with overflow", "Before grading upslope", "Empty after each storm"],
             ["Temporary sediment trap ST-1", "Stone outlet; 1,800 cf wet storage + 1,800 cf dry (3,600 cf for 1.0 ac)", "Before yard demolition", "Clean out at 50% of capacity"],
             ["Earth dike ED-1", "18 in high, 2:1 side slopes, seeded", "With ST-1", "Repair breaches immediately"],
             ["Check dams CD-1 to CD-4", "2 ft high, 4-in stone, 50 ft spacing", "As swale is cut", "Remove sediment at half height"],
             ["Concrete washout CW-1", "10 x 10 ft, 10-mil liner, straw bale berm", "Before first pour", "Remove hardened waste at 75% full"]],
      widths=[1.4, 1.8, 1.6, 1.6], size=8.5)
    P(doc, "The location, size and length of every practice are shown on Sheet C-2; typical details are on Sheet C-3.", size=10)
    BR(doc)

    # ---- p10 section 8 post-construction
    H(doc, "8  POST-CONSTRUCTION STORMWATER MANAGEMENT")
    P(doc, "Two practices treat the 0.63 acre of new impervious surface and the regraded turf that drains to it:")
    P(doc, "BR-1 - Bioretention area at the maintenance yard (2,150 sq ft filter bed) receives runoff from the paved yard "
           "and storage-building roof (0.81 acre, 0.66 impervious). 2.5 ft filter media over 12 in of stone with a 6-in "
           "underdrain; 6-in ponding; overflow riser to the existing swale. The wash pad is a closed-loop system draining to "
           "a recycling tank and does not discharge to BR-1.")
    P(doc, "DS-1 - Dry swale along the Hole 7 cart path (1,150 ft long, 4-ft bottom, 3:1 side slopes, 18-in engineered soil "
           "over a 4-in perforated underdrain) receives runoff from the cart path and the fairway strip beside it (1.10 acre).")
    H(doc, "8.1  Sizing criteria (Design Manual, enhanced phosphorus removal standards)", 2)
    T(doc, [["Criterion", "BR-1", "DS-1"],
             ["WQv = (P)(Rv)(A)/12, P = 1.5 in (enhanced 1-yr)", "Rv = 0.05+0.009(81.5) = 0.78; WQv = 1.5 x 0.78 x 0.81/12 = 0.079 ac-ft = 3,440 cf", "Rv = 0.05+0.009(19.1) = 0.22; WQv = 1.5 x 0.22 x 1.10/12 = 0.030 ac-ft = 1,320 cf"],
             ["Storage provided", "Ponding + media voids: 2,150 x (0.5 + 2.5 x 0.25 + 1.0 x 0.4) = 3,280 cf + 180 cf in forebay = 3,460 cf", "1,150 ft x 1.45 sf ponding = 1,670 cf"],
             ["RRv (HSG B, S = 0.40)", "Required 1,380 cf; 1,410 cf by infiltration below underdrain (sump 9 in)", "Required 530 cf; 560 cf"],
             ["Cpv (1-yr, 24-hr extended detention)", "Waived: post-development 1-yr peak under 2 cfs discharged to pond (Design Manual 4.3 small-site waiver)", "Waived (same)"],
             ["Qp (10-yr) / Qf (100-yr)", "Post peaks do not exceed pre peaks - Table 8-2", "Table 8-2"]], widths=[1.6, 2.5, 2.3], size=8.5)
    P(doc, "No deviation from the Design Manual is proposed other than the Cpv waiver identified above.", size=10)
    H(doc, "8.2  Hydrologic and hydraulic analysis", 2)
    P(doc, "Analysis by HydroCAD 10 (SCS TR-20, Type III 24-hour storm; Westchester County rainfall 1-yr 2.8 in, 10-yr "
           "5.0 in, 100-yr 8.6 in). The BR-1 overflow riser (12-in, rim 0.5 ft above bed) and the DS-1 outlet weir were "
           "routed for each storm.", size=10)
    T(doc, [["Table 8-2  Design point", "Storm", "Pre (cfs)", "Post (cfs)", "Post with SMPs (cfs)"],
             ["DP-1 yard swale", "1-yr / 10-yr / 100-yr", "1.12 / 2.64 / 5.10", "1.48 / 3.20 / 5.92", "0.98 / 2.51 / 5.02"],
             ["DP-2 Hole 7 pond", "1-yr / 10-yr / 100-yr", "3.40 / 8.95 / 18.6", "3.62 / 9.31 / 19.2", "3.31 / 8.80 / 18.5"]],
      widths=[1.5, 1.3, 1.2, 1.2, 1.3], size=8.5)
    BR(doc)

    # ---- p11 section 9
    H(doc, "9  LONG-TERM OPERATION AND MAINTENANCE, EASEMENT AND AGREEMENT")
    P(doc, "Responsible entity. Hallock Hill Golf Club, Inc., through its golf course superintendent, is responsible for the "
           "long-term operation and maintenance of BR-1 and DS-1.")
    T(doc, [["Practice", "Inspection", "Maintenance action"],
             ["BR-1 bioretention", "Monthly April-November and after every storm over 1 in", "Remove trash and sediment from forebay; replace mulch each spring; replace plants that die; if water stands more than 48 hours, till or replace top 6 in of media"],
             ["DS-1 dry swale", "Quarterly and after storms over 1 in", "Mow to 4-6 in; no fertiliser in swale; repair rills; clear underdrain cleanouts yearly"],
             ["Overflow riser / outlet weir", "Quarterly", "Remove debris; repair erosion at outfall"]], widths=[1.4, 1.8, 3.2], size=8.5)
    P(doc, "Maintenance easement. A stormwater maintenance easement in favour of the Town of Somers, 20 feet wide around BR-1 "
           "and along DS-1 with access from Route 202 over the service road, is shown on Sheet C-1 and will be recorded with "
           "the Westchester County Clerk, Division of Land Records. The easement remains in effect upon transfer of title "
           "to the property.")
    P(doc, "Inspection and maintenance agreement (Town Code Section 93-8). The Club will execute the Town's stormwater "
           "facilities maintenance agreement before the permit is issued. Its terms: the owner maintains BR-1 and DS-1 as "
           "set out above; the Town may enter to inspect; if the owner fails to maintain, the Town may do the work and "
           "charge the owner; the agreement is recorded against Lots 41 and 42 and binds the Club and all subsequent "
           "owners of the property.")
    BR(doc)

    # ---- p12 contractor certs
    H(doc, "10  CONTRACTOR CERTIFICATIONS (Town Code Section 93-6D)")
    cert = ("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
            "Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four "
            "hours of acceptable training in erosion and sediment control within the last three years. I also understand "
            "that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"")
    P(doc, cert, size=9.5)
    P(doc, "Site: Hallock Hill Golf Club, 2250 Route 202, Somers, NY - Work Areas 1, 2 and 3", size=9.5)
    T(doc, [["Name / title", "Firm, address, phone", "Responsible for", "Signature", "Date"],
             ["Joseph Cardarelli, Vice President", "Fairway Builders of Putnam, Inc., 18 Tilly Foster Road, Carmel, NY 10512, (845) 555-0133", "Work Areas 1 and 2", "/s/ Joseph Cardarelli", "03/20/2025"],
             ["Renee Szabo, Owner", "Lakeside Shoreworks, LLC, 7 Dell Avenue, Mahopac, NY 10541, (845) 555-0178", "Hole 7 pond edge, TC-1, dewatering", "/s/ Renee Szabo", "03/21/2025"],
             ["Martin Oduya, Project Manager", "Brightwater Site Contractors, Inc., 560 Route 6, Mahopac, NY 10541, (845) 555-0110", "Work Area 3", "/s/ Martin Oduya", "03/24/2025"]],
      widths=[1.3, 2.2, 1.2, 1.0, 0.7], size=8.5)
    doc.save(path)


SOILS_LINES = [
    ("APPENDIX B - SOILS AND INFILTRATION TESTING", 14),
    ("", 10),
    ("Source: USDA NRCS Web Soil Survey, Westchester County, and test pits by Kettlewood Engineering, 11/2024.", 10),
    ("", 10),
    ("Map unit ChB - Charlton loam, 3 to 8 percent slopes. Hydrologic soil group B.", 10.5),
    ("Well drained; loam over fine sandy loam glacial till; depth to water table more than 6 ft.", 10.5),
    ("Covers the Hole 3 green complex and most of the Hole 7 fairway.", 10.5),
    ("", 10),
    ("Map unit PnC - Paxton fine sandy loam, 8 to 15 percent slopes. Hydrologic soil group C.", 10.5),
    ("Dense till (fragipan) at 20 to 30 in restricts infiltration; found at the Hole 7 pond bank.", 10.5),
    ("", 10),
    ("Map unit Ub - Udorthents, smoothed (fill). Hydrologic soil group B assigned from testing.", 10.5),
    ("Gravel and sandy fill; underlies the maintenance yard.", 10.5),
    ("", 10),
    ("Infiltration tests (falling head, in/hr):", 10.5),
    ("TP-1 maintenance yard (BR-1 site), 4.0 ft: 1.6 in/hr; no groundwater or mottling to 8.0 ft.", 10.5),
    ("TP-2 Hole 7 cart path (DS-1), 3.0 ft: 0.9 in/hr; seasonal high groundwater at 6.5 ft.", 10.5),
    ("TP-3 Hole 7 pond bank, 2.5 ft: less than 0.1 in/hr (fragipan); no infiltration practice proposed there.", 10.5),
    ("", 10),
    ("Erodibility: Charlton and Paxton surface layers have K factors of 0.24 to 0.32 (moderately erodible);", 10.5),
    ("exposed slopes over 8 percent in PnC are blanketed rather than only seeded.", 10.5),
]

def soils_page(path):
    pdfmetrics.registerFont(TTFont('KSerif', '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'))
    pdfmetrics.registerFont(TTFont('KSerifB', '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf'))
    c = canvas.Canvas(path, pagesize=letter)
    c.setTitle("Appendix B"); c.setAuthor("Kettlewood")
    y = 720
    for i, (t, s) in enumerate(SOILS_LINES):
        c.setFont('KSerifB' if i == 0 else 'KSerif', s)
        c.drawString(72, y, t); y -= s * 1.6
    c.setLineWidth(0.5); c.line(72, 60, 540, 60)
    c.setFont('KSerif', 8); c.drawString(72, 48, "Kettlewood Engineering & Land Design, PLLC - Job 24-118 - Appendix B")
    c.save()
    # scramble the ToUnicode maps so the text layer is nonsense while the page renders correctly
    pdf = pikepdf.open(path, allow_overwriting_input=True)
    rnd = random.Random(1118)
    pool = [chr(x) for x in range(0x21, 0x7f)]
    for name, f in pdf.pages[0].Resources.Font.items():
        if '/ToUnicode' in f:
            data = f.ToUnicode.read_bytes().decode()
            data = re.sub(r'<([0-9A-F]{2})> <([0-9A-F]{4})>',
                          lambda m: m.group(0) if m.group(2) == '0000' else '<%s> <%04X>' % (m.group(1), ord(rnd.choice(pool))), data)
            f.ToUnicode = pikepdf.Stream(pdf, data.encode())
    pdf.save(path)


def sheet_frame(c, W, Hh, title, no):
    c.setLineWidth(2); c.rect(30, 30, W - 60, Hh - 60)
    # title block along right edge
    x0 = W - 200
    c.setLineWidth(1); c.rect(x0, 30, 170, Hh - 60)
    c.setFont('Helvetica-Bold', 10); c.drawString(x0 + 10, Hh - 60, "KETTLEWOOD ENGINEERING")
    c.setFont('Helvetica', 8)
    for i, t in enumerate(["& LAND DESIGN, PLLC", "41 Peaceable Hill Road", "Brewster, NY 10509", "", "HALLOCK HILL GOLF CLUB",
                           "COURSE IMPROVEMENT", "PROGRAM 2025", "2250 Route 202", "Town of Somers, NY", "", "Job 24-118", "Date 03/14/2025",
                           "Drawn TR  Checked ALV"]):
        c.drawString(x0 + 10, Hh - 74 - i * 11, t)
    c.setFont('Helvetica-Bold', 11); c.drawString(x0 + 10, 120, title)
    c.setFont('Helvetica-Bold', 26); c.drawString(x0 + 10, 60, no)


def sheets(path):
    W, Hh = 17 * 72, 11 * 72
    c = canvas.Canvas(path, pagesize=(W, Hh))
    # ---------- C-1
    sheet_frame(c, W, Hh, "OVERALL SITE PLAN", "C-1")
    c.setFont('Helvetica-Bold', 12); c.drawString(50, Hh - 55, "SHEET C-1  OVERALL SITE PLAN, SOILS AND LOCATION MAP        SCALE: 1 INCH = 100 FEET")
    # location map inset
    c.rect(50, Hh - 230, 200, 160)
    c.setFont('Helvetica-Bold', 8); c.drawString(55, Hh - 80, "LOCATION MAP  (1 in = 2,000 ft)")
    c.setFont('Helvetica', 7)
    c.line(60, Hh - 200, 240, Hh - 150); c.drawString(150, Hh - 180, "ROUTE 202")
    c.line(120, Hh - 225, 130, Hh - 85); c.drawString(132, Hh - 100, "ROUTE 100")
    c.circle(180, Hh - 140, 10); c.drawString(150, Hh - 125, "SITE")
    c.drawString(60, Hh - 215, "MUSCOOT RESERVOIR ->")
    # course layout
    c.setFont('Helvetica', 8)
    c.setDash(6, 3); c.rect(300, 120, 700, 560); c.setDash()
    c.drawString(305, 670, "PROPERTY LINE - TOTAL SITE AREA 142.3 AC")
    # pond
    c.ellipse(560, 330, 720, 430); c.drawString(600, 378, "HOLE 7 POND (2.3 AC)")
    c.drawString(730, 380, "24\" CULVERT / DISCHARGE POINT DP-2 TO")
    c.drawString(730, 370, "UNNAMED TRIB. OF MUSCOOT RIVER")
    # work areas hatched
    c.setLineWidth(1.5)
    c.rect(360, 500, 140, 100); c.drawString(365, 590, "WORK AREA 1 - HOLE 3")
    c.drawString(365, 580, "LIMIT OF DISTURBANCE 1.35 AC")
    c.rect(500, 260, 260, 60); c.drawString(505, 305, "WORK AREA 2 - HOLE 7  LOD 1.95 AC")
    c.drawString(505, 295, "NEW CART PATH 1,150 LF / DS-1")
    c.rect(840, 180, 120, 100); c.drawString(845, 270, "WORK AREA 3 - YARD")
    c.drawString(845, 260, "LOD 0.90 AC  BR-1 2,150 SF")
    c.drawString(845, 250, "DISCHARGE POINT DP-1")
    c.setLineWidth(1)
    c.drawString(320, 470, "UNDISTURBED TURF AND WOODS OUTSIDE LOD")
    c.drawString(620, 470, "EXISTING OAK-HICKORY WOODS (NOT DISTURBED)")
    # soils boundaries
    c.setDash(2, 2); c.line(300, 350, 1000, 450); c.line(820, 120, 820, 300); c.setDash()
    c.drawString(330, 400, "ChB (HSG B)"); c.drawString(640, 220, "PnC (HSG C)"); c.drawString(880, 140, "Ub (HSG B)")
    # wetland
    c.setDash(1, 3); c.rect(980, 150, 15, 300); c.setDash()
    c.drawString(890, 460, "TOWN WETLAND + 100' BUFFER")
    # easement
    c.drawString(845, 200, "20' STORMWATER MAINT. EASEMENT")
    # slopes/contours
    for i in range(6):
        c.setDash(8, 4); c.line(300, 140 + i * 18, 540, 190 + i * 18); c.setDash()
    c.drawString(310, 250, "EXISTING CONTOURS (2 FT) 388-452; FINAL GRADES SHOWN DASHED-DOT IN WORK AREAS")
    c.drawString(310, 240, "EXISTING SLOPES 2-8%, POND BANK TO 1.5:1; FINAL SLOPES 3:1 MAX")
    c.setFont('Helvetica-Bold', 8)
    c.drawString(50, 160, "NOTES")
    c.setFont('Helvetica', 7.5)
    for i, t in enumerate(["1. DRAINAGE: WORK AREAS 1 & 2 DRAIN TO HOLE 7 POND (DP-2);",
                           "   WORK AREA 3 DRAINS TO YARD SWALE (DP-1). ARROWS SHOW FLOW.",
                           "2. STAGING/STOCKPILE: STK-1 (HOLE 3), STAGING AT 7TH TEE,",
                           "   YARD. NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE",
                           "   ON ADJACENT PROPERTIES.",
                           "3. SOIL BOUNDARIES FROM NRCS WEB SOIL SURVEY."]):
        c.drawString(50, 148 - i * 10, t)
    c.showPage()
    # ---------- C-2
    sheet_frame(c, W, Hh, "EROSION & SEDIMENT", "C-2")
    c.setFont('Helvetica-Bold', 12); c.drawString(50, Hh - 55, "SHEET C-2  EROSION AND SEDIMENT CONTROL PLAN - ALL WORK AREAS        SCALE: 1 INCH = 50 FEET")
    c.setFont('Helvetica', 8)
    c.rect(60, 420, 320, 250); c.drawString(65, 660, "WORK AREA 1 - HOLE 3 GREEN")
    c.ellipse(150, 500, 290, 600); c.drawString(190, 550, "GREEN")
    c.setDash(4, 2); c.arc(120, 470, 320, 630, 200, 140); c.setDash()
    c.drawString(70, 450, "CFS-1 COMPOST FILTER SOCK 12\" - 240 LF")
    c.drawString(70, 438, "SF-1 SILT FENCE - 310 LF     SCE-1 50' x 20'")
    c.drawString(70, 426, "STK-1 TOPSOIL STOCKPILE (600 CY)   IP-3 AT DI-3")
    c.rect(420, 420, 420, 250); c.drawString(425, 660, "WORK AREA 2 - HOLE 7")
    c.ellipse(480, 480, 700, 600); c.drawString(560, 540, "POND")
    c.drawString(430, 450, "TC-1 TURBIDITY CURTAIN - 640 LF   SF-3 SILT FENCE - 380 LF")
    c.drawString(430, 438, "SF-2 SILT FENCE - 520 LF   DEWATERING BAG 15' x 15'")
    c.drawString(430, 426, "CD-1 TO CD-4 STONE CHECK DAMS IN DS-1 (2' HIGH, 50' O.C.)")
    c.rect(60, 90, 500, 300); c.drawString(65, 380, "WORK AREA 3 - MAINTENANCE YARD")
    c.rect(200, 200, 120, 80); c.drawString(205, 240, "ST-1 SEDIMENT TRAP")
    c.drawString(205, 230, "3,600 CF -> BR-1")
    c.drawString(70, 130, "SF-4 SILT FENCE - 410 LF   ED-1 EARTH DIKE - 210 LF")
    c.drawString(70, 118, "IP-5 INLET PROTECTION   CW-1 CONCRETE WASHOUT 10' x 10'")
    c.drawString(70, 106, "FUEL TANK 500 GAL ON LINED BERM; SPILL KIT")
    c.setFont('Helvetica-Bold', 8); c.drawString(600, 360, "LEGEND")
    c.setFont('Helvetica', 8)
    for i, t in enumerate(["--x--x--  SILT FENCE (SF)", "ooooooo   COMPOST FILTER SOCK (CFS)", "~~~~~~~   TURBIDITY CURTAIN (TC)",
                           "[####]    STABILIZED CONSTRUCTION ENTRANCE", ">>  >>    FLOW ARROW", "[ST]      SEDIMENT TRAP"]):
        c.drawString(600, 345 - i * 12, t)
    c.showPage()
    # ---------- C-3
    sheet_frame(c, W, Hh, "DETAILS", "C-3")
    c.setFont('Helvetica-Bold', 12); c.drawString(50, Hh - 55, "SHEET C-3  DETAILS        NOT TO SCALE")
    boxes = [("SILT FENCE", ["36\" WOVEN GEOTEXTILE", "2\" x 2\" HARDWOOD STAKES 8' O.C.", "6\" x 6\" TOE TRENCH, BACKFILL + COMPACT"]),
             ("COMPOST FILTER SOCK", ["12\" DIA. SOCK, 2\" x 2\" STAKES 10' O.C.", "ON CONTOUR, ENDS TURNED UPSLOPE"]),
             ("STABILIZED CONSTRUCTION ENTRANCE", ["50' L x 20' W x 6\" DEPTH", "1\"-4\" STONE ON GEOTEXTILE"]),
             ("TEMPORARY SEDIMENT TRAP ST-1", ["3,600 CF TOTAL (1,800 WET / 1,800 DRY)", "STONE OUTLET, 2:1 SIDE SLOPES", "CLEAN AT 50% CAPACITY"]),
             ("BIORETENTION BR-1", ["2,150 SF FILTER BED, 6\" PONDING", "2.5' FILTER MEDIA (SAND/SOIL/COMPOST)", "12\" #57 STONE, 6\" PERF. UNDERDRAIN", "9\" SUMP BELOW UNDERDRAIN", "12\" OVERFLOW RISER, RIM +0.5'"]),
             ("DRY SWALE DS-1", ["4' BOTTOM, 3:1 SIDES, 1,150 LF", "18\" ENGINEERED SOIL", "4\" PERF. UNDERDRAIN IN STONE", "SOD; OUTLET WEIR AT POND"])]
    for k, (t, lines) in enumerate(boxes):
        x = 50 + (k % 3) * 320; y = Hh - 100 - (k // 3) * 300
        c.rect(x, y - 260, 300, 250)
        c.setFont('Helvetica-Bold', 9); c.drawString(x + 8, y - 24, t)
        c.setFont('Helvetica', 8)
        for i, l in enumerate(lines): c.drawString(x + 8, y - 44 - i * 12, l)
        c.line(x + 30, y - 200, x + 270, y - 200); c.line(x + 80, y - 200, x + 110, y - 150); c.line(x + 110, y - 150, x + 190, y - 150); c.line(x + 190, y - 150, x + 220, y - 200)
    c.save()


def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    dx = os.path.join(work, NAME + "_body.docx")
    body(dx)
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", work, dx], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    soils = os.path.join(work, NAME + "_soils.pdf"); soils_page(soils)
    sh = os.path.join(work, NAME + "_sheets.pdf"); sheets(sh)
    w = PdfWriter()
    for f in [dx[:-5] + ".pdf", soils, sh]:
        for p in PdfReader(f).pages: w.add_page(p)
    with open(out_pdf, "wb") as fh: w.write(fh)

GARBAGE_PAGES = [13]
