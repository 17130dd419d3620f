"""Plan 3: Somers subdivision submission built around the NYSDEC Notice of Intent: the NOI questions
laid out as a form (typed answers in boxes, X-marked checkboxes), then a short narrative, then 11x17
drawing sheets. Headings set in small capitals. All reportlab."""
import sys, os
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, PageBreak
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

OUT = sys.argv[1]
FD = "/usr/share/fonts/truetype/liberation/"
pdfmetrics.registerFont(TTFont("LS", FD + "LiberationSans-Regular.ttf"))
pdfmetrics.registerFont(TTFont("LSB", FD + "LiberationSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("LSe", FD + "LiberationSerif-Regular.ttf"))
pdfmetrics.registerFont(TTFont("LSeB", FD + "LiberationSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("LM", FD + "LiberationMono-Regular.ttf"))

PROJ = "Bailey Ridge Estates"
ADDR = "Bailey Ridge Road at Route 139 (Primrose Street), Town of Somers"

def sc_markup(text, size):
    """small caps as paragraph markup: capitals full size, lower case as smaller capitals"""
    out, small = [], int(size * 0.78)
    for ch in text:
        if ch.islower(): out.append(f"<font size={small}>{ch.upper()}</font>")
        else: out.append(ch)
    return "".join(out)

def sc_draw(c, x, y, text, font, size):
    t = c.beginText(x, y)
    for ch in text:
        if ch.islower(): t.setFont(font, size*0.78); t.textOut(ch.upper())
        else: t.setFont(font, size); t.textOut(ch)
    c.drawText(t)

# ---------------- NOI form pages ----------------
def noi_form(path):
    W, H = letter
    c = canvas.Canvas(path, pagesize=letter)
    c.setTitle("NOI and SWPPP - Bailey Ridge Estates"); c.setAuthor("Stonewall Land Design, PLLC")
    state = {"y": 0, "page": 0}
    def header():
        state["page"] += 1
        c.setFont("LSB", 9); c.drawString(40, H-30, "New York State Department of Environmental Conservation - Division of Water")
        sc_draw(c, 40, H-50, "Notice of Intent - SPDES General Permit for Construction Activity (GP-0-25-001)", "LSB", 12)
        c.setFont("LS", 8); c.drawString(40, H-63, f"Project: {PROJ}, Town of Somers MS4    Copy bound with SWPPP for Town of Somers Planning Board (Ch. 93)")
        c.drawRightString(W-40, 25, f"NOI page {state['page']} of 4")
        c.line(40, H-68, W-40, H-68)
        state["y"] = H-88
    def section(title):
        y = state["y"]
        c.setFillGray(0.85); c.rect(40, y-4, W-80, 16, fill=1, stroke=0); c.setFillGray(0)
        sc_draw(c, 44, y, title, "LSB", 10.5)
        state["y"] -= 24
    def q(num, question, answer, lines=1):
        y = state["y"]
        c.setFont("LS", 8); c.drawString(44, y, f"{num}. {question}")
        h = 13*lines + 4
        c.rect(44, y-4-h, W-88, h)
        c.setFont("LM", 8.5)
        for i, a in enumerate(answer if isinstance(answer, list) else [answer]):
            c.drawString(50, y-15-13*i, a)
        state["y"] = y - h - 18
    def cb(num, question, options, chosen):
        y = state["y"]
        c.setFont("LS", 8); c.drawString(44, y, f"{num}. {question}")
        x = 60; y2 = y - 15
        for o in options:
            c.rect(x, y2-2, 9, 9)
            if o in chosen:
                c.setFont("LSB", 9); c.drawString(x+1.6, y2-0.5, "X")
            c.setFont("LS", 8); c.drawString(x+13, y2, o)
            x += 22 + c.stringWidth(o, "LS", 8) + 8
            if x > W-120: x = 60; y2 -= 14
        state["y"] = y2 - 20
    header()
    section("Owner or Operator Information")
    q(1, "Owner/Operator (company name / private owner name / municipality name)", "Bailey Ridge Development, LLC")
    q(2, "Owner/Operator contact person, address, phone, email", ["Marcus Delgado, Member, 1 Old Bedford Road, Goldens Bridge, NY 10526", "(914) 555-0123   mdelgado@baileyridgedev.example"], 2)
    section("Project Site Information")
    q(3, "Project / site name", PROJ)
    q(4, "Street address, town, county, zip; tax map numbers", [f"{ADDR}, Westchester County, NY 10589", "Tax Map Section 16.20, Block 2, Lots 31 and 32 (combined parcel 11.8 acres)"], 2)
    q(5, "Latitude / longitude of site center (NAD83)", "41.3262 N / 73.6818 W")
    q(6, "Type of construction activity (Table 1 category)", "Single-family residential subdivision - 5 lots, new road, stormwater facilities")
    q(7, "Describe the project", ["Subdivide 11.8 acres into five single-family building lots (1.6 to 2.4 ac each) with", "a 720-ft private road (Bailey Ridge Road), common driveway, on-site septic systems,", "private wells, a wet extended detention pond P-1 and bioretention area BR-1."], 3)
    cb(8, "Pre-development land use", ["Forest", "Pasture/open land", "Cultivated", "Single family home", "Commercial", "Other"], ["Forest", "Pasture/open land"])
    q(9, "Total site area / total area to be disturbed / existing impervious / future impervious (acres)", "11.8 ac  /  4.2 ac  /  0.0 ac  /  1.38 ac")
    cb(10, "Do you plan to disturb more than 5 acres of soil at any one time?", ["Yes", "No"], ["No"])
    cb(11, "Indicate the percentage of each Hydrologic Soil Group (HSG) at the site", ["A: 0%", "B: 62%", "C: 38%", "D: 0%"], ["B: 62%", "C: 38%"])
    q(12, "Planned construction start and end dates", "May 5, 2025  to  October 30, 2026")
    c.showPage(); header()
    section("Receiving Waters")
    q(13, "Identify the nearest surface waterbody(ies) to which runoff will discharge", "Angle Fly Brook (Class C(T)), tributary to the Muscoot Reservoir")
    cb(14, "Type of waterbody", ["Wetland/State jurisdiction", "Wetland/Federal", "Stream/Creek on site", "Stream/Creek off site", "Lake", "Other"], ["Stream/Creek off site"])
    cb(15, "Is this a property within the NYC East-of-Hudson watershed / a phosphorus TMDL basin (Appendix C)?", ["Yes", "No"], ["Yes"])
    cb(16, "Does this construction activity discharge to a 303(d) segment listed in Appendix E?", ["Yes", "No"], ["Yes"])
    q(17, "If yes, segment and pollutant", "Muscoot Reservoir - phosphorus (Croton watershed TMDL)")
    section("SWPPP Information")
    cb(18, "Has a Stormwater Pollution Prevention Plan (SWPPP) been prepared?", ["Yes", "No"], ["Yes"])
    q(19, "SWPPP preparer (name, firm, license)", "Alana Bright, P.E. (NY 091876), Stonewall Land Design, PLLC, Katonah NY")
    cb(20, "Does the SWPPP use the NYS Standards and Specifications for Erosion and Sediment Control?", ["Yes", "No"], ["Yes"])
    cb(21, "Does the SWPPP include design elements not in conformance with the NYS Standards and Specifications?", ["Yes", "No"], ["No"])
    cb(22, "Will stormwater discharges associated with industrial activity other than construction occur at the site", ["Yes", "No"], ["No"])
    q(22.1 if False else "22a", "If yes, describe (e.g. asphalt or concrete plant on site)", "None - no asphalt plant, concrete plant or other industrial activity will be on site.")
    cb(23, "Does the SWPPP include post-construction stormwater management practices?", ["Yes", "No"], ["Yes"])
    c.showPage(); header()
    section("Erosion and Sediment Control Practices")
    cb(24, "Temporary structural practices", ["Check dams", "Construction road stabilization", "Dust control", "Silt fence", "Stabilized construction entrance",
        "Sediment basin", "Sediment trap", "Diversion", "Storm drain inlet protection", "Rock outlet protection", "Turbidity curtain"],
       ["Check dams", "Dust control", "Silt fence", "Stabilized construction entrance", "Sediment basin", "Diversion", "Storm drain inlet protection", "Rock outlet protection"])
    cb(25, "Temporary and permanent vegetative practices", ["Temporary seeding", "Mulching", "Rolled erosion control blanket", "Topsoiling", "Permanent seeding", "Sodding", "Protecting vegetation"],
       ["Temporary seeding", "Mulching", "Rolled erosion control blanket", "Topsoiling", "Permanent seeding", "Protecting vegetation"])
    section("Post-Construction Criteria")
    q(26, "Total Water Quality Volume (WQv) required (acre-feet)", "0.196 ac-ft (1-yr storm, enhanced phosphorus removal)")
    q(27, "Runoff Reduction Volume (RRv) required / provided (acre-feet)", "0.042 (minimum)  /  0.061")
    q(28, "Total WQv provided by standard SMPs (acre-feet)", "0.214")
    q(29, "Post-construction SMPs (practice, total contributing area)", ["P-1 Wet extended detention pond (P-3)  - 3.1 ac", "BR-1 Bioretention (F-5)  - 0.9 ac", "Lot rain gardens RG-1 to RG-5 (RR)  - 0.6 ac"], 3)
    cb(30, "Is a long-term Operation and Maintenance Manual included?", ["Yes", "No"], ["Yes"])
    q(31, "Entity responsible for long-term operation and maintenance", "Bailey Ridge Homeowners Association, Inc.")
    c.showPage(); header()
    section("Certifications")
    c.setFont("LS", 8)
    lines = ["SWPPP Preparer Certification: I hereby certify that the Stormwater Pollution Prevention Plan (SWPPP) for this",
             "project has been prepared in accordance with the terms and conditions of the GP-0-25-001 and the Town of Somers",
             "Code Chapter 93, and that the design of all stormwater management practices meets the requirements of that chapter."]
    y = state["y"]
    for l in lines: c.drawString(44, y, l); y -= 11
    c.rect(44, y-40, W-88, 34); c.setFont("LM", 9)
    c.drawString(50, y-18, "Alana Bright, P.E.    Stonewall Land Design, PLLC    Date: 03/24/2025")
    c.setFont("Helvetica-Oblique", 14); c.drawString(380, y-34, "Alana Bright")
    y -= 62
    c.setFont("LS", 8)
    lines = ["Owner/Operator Certification: I have read or been advised of the permit conditions and believe that I understand",
             "them. I also understand that, under the terms of the permit, there may be reporting requirements. I certify under",
             "penalty of law that this document and the corresponding documents were prepared under my direction or supervision."]
    for l in lines: c.drawString(44, y, l); y -= 11
    c.rect(44, y-40, W-88, 34); c.setFont("LM", 9)
    c.drawString(50, y-18, "Marcus Delgado, Member, Bailey Ridge Development, LLC    Date: 03/26/2025")
    c.setFont("Helvetica-Oblique", 14); c.drawString(380, y-34, "M. Delgado")
    c.showPage(); c.save()

# ---------------- narrative (platypus) ----------------
def narrative(path):
    doc = SimpleDocTemplate(path, pagesize=letter, leftMargin=60, rightMargin=60, topMargin=54, bottomMargin=54,
                            title="SWPPP narrative - Bailey Ridge Estates", author="Stonewall Land Design, PLLC")
    body = ParagraphStyle("b", fontName="LSe", fontSize=10.5, leading=13.5, spaceAfter=5)
    h1 = ParagraphStyle("h1", fontName="LSeB", fontSize=13, leading=16, spaceBefore=8, spaceAfter=5)
    h2 = ParagraphStyle("h2", fontName="LSeB", fontSize=11.5, leading=14, spaceBefore=7, spaceAfter=3)
    cell = ParagraphStyle("c", fontName="LSe", fontSize=8.5, leading=10)
    def H(t, st=h1): return Paragraph(sc_markup(t, st.fontSize), st)
    def B(t): return Paragraph(t, body)
    def T(rows, widths):
        t = Table([[Paragraph(x, cell) for x in r] for r in rows], colWidths=widths, repeatRows=1)
        t.setStyle(TableStyle([("GRID", (0,0), (-1,-1), 0.5, colors.black), ("BACKGROUND", (0,0), (-1,0), colors.lightgrey), ("VALIGN", (0,0), (-1,-1), "TOP")]))
        return t
    s = []
    s.append(H("Stormwater Pollution Prevention Plan - Narrative"))
    s.append(B(f"{PROJ}, {ADDR}, Westchester County. Prepared for Bailey Ridge Development, LLC by Stonewall Land Design, PLLC, 14 Parkway, Katonah, NY 10536. March 24, 2025."))
    s.append(H("Contents", h2))
    toc = [("1. Project Description", "5"), ("2. Soils", "5"), ("3. Construction Sequence", "5"), ("4. Pollution Prevention", "6"),
           ("5. Soil Stabilization", "6"), ("6. Erosion Control Practices and Schedule", "6"), ("7. Inspection Schedule", "6"),
           ("8. Post-Construction Stormwater Management", "6"), ("9. Maintenance Easements", "7"), ("10. Maintenance Agreement", "7"),
           ("11. Certifications", "7"), ("Drawings C-1 to C-4 (11 x 17)", "9")]
    t = Table([[Paragraph(a, cell), Paragraph(b, cell)] for a, b in toc], colWidths=[300, 40])
    t.setStyle(TableStyle([("LINEBELOW", (0,0), (-1,-1), 0.25, colors.grey)])); s.append(t)
    s.append(H("1. Project Description", h2))
    s.append(B("The project subdivides an 11.8-acre wooded and former pasture parcel on the north side of Route 139 into five single-family lots. Work includes a 720-foot private road with a cul-de-sac, a common driveway for Lots 4 and 5, five houses with driveways, septic systems and wells, and the stormwater facilities described in Section 8. Total disturbance is 4.2 acres. The activity is a single-family residential subdivision under Somers Code § 93-6A(2)(b), so post-construction controls designed to the enhanced phosphorus removal standards are required. The location map and existing conditions are on Sheet C-1."))
    s.append(H("2. Soils", h2))
    s.append(B("Soils are mapped in the Soil Survey of Putnam and Westchester Counties and were confirmed by eight deep test pits and four percolation tests witnessed by the Westchester County Department of Health:"))
    s.append(T([["Map unit", "Name", "HSG", "Notes"],
                ["ChB", "Charlton loam, 3-8% slopes", "B", "Well drained; bedrock over 6 ft; Lots 1-3, road"],
                ["CrC", "Charlton-Chatfield complex, rocky, 8-15% slopes", "B", "Ledge at 3-5 ft in places; Lot 5"],
                ["LcB", "Leicester loam, 3-8% slopes, stony", "C", "Poorly drained; seasonal high water 12-18 in; pond site P-1"],
                ["PnB", "Paxton fine sandy loam, 3-8% slopes", "C", "Dense till at 2 ft; Lot 4"]], [55, 170, 35, 230]))
    s.append(B("Soil boundaries are shown on Sheet C-1."))
    s.append(H("3. Construction Sequence", h2))
    seq = ["Stage 1 (road, about 1.6 ac): flag limits; install construction entrance, silt fence and tree protection; clear the road corridor; build sediment basin SB-1 at the future P-1 site and diversion swales DV-1 and DV-2; grub and rough grade the road; install drainage pipes with inlet protection; place road base.",
           "Stage 2 (lots 1-3, about 1.5 ac): after the road subbase is in and SB-1 is stabilized, clear each lot, build driveways, foundations, septic systems and wells, with silt fence below each lot.",
           "Stage 3 (lots 4-5, about 1.1 ac): as stage 2, on the common driveway.",
           "Stage 4: convert SB-1 to pond P-1 after the tributary area is stable; build BR-1 and rain gardens last; topsoil, seed and stabilize; remove temporary controls.",
           "No more than 2.5 acres will be disturbed at any one time, well below the five-acre limit."]
    for x in seq: s.append(B(x))
    s.append(H("4. Pollution Prevention", h2))
    s.append(B("Litter and construction debris are placed in covered roll-off containers at the staging area off the cul-de-sac and hauled off site weekly. Construction chemicals (fuel, oil, paint, sealants, fertilizer) are kept in a locked shed with secondary containment; no fueling occurs within 100 feet of wetland or watercourse buffers. Concrete trucks wash out only in the lined washout at the staging area. A spill kit is kept on site and spills are reported to the NYSDEC Spill Hotline."))
    s.append(H("5. Soil Stabilization", h2))
    s.append(B("Temporary and permanent stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (November 2016). Disturbed areas where work stops for 7 days or more are seeded with annual ryegrass and mulched with straw at 2 tons per acre within 24 hours; from October 15 to April 1 mulch is applied at double rate and anchored. Slopes of 3:1 or steeper receive an erosion control blanket. Final stabilization: 6 inches of topsoil and the Standard's permanent seed mix, or sod on lawns, until a uniform perennial cover of 80% is established on all disturbed areas."))
    s.append(H("6. Erosion Control Practices and Schedule", h2))
    s.append(B("No element of the erosion and sediment control design departs from the NYS Standards and Specifications for Erosion and Sediment Control; there are no deviations or alternative designs."))
    s.append(B("Locations and lengths are on Sheet C-2 and details on Sheet C-3. The minimum practices for each activity, when each is placed, and how long each stays in place:"))
    s.append(T([["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"],
                ["Mobilization", "Stabilized construction entrance SCE-1; tree protection fence", "Before any clearing", "Until road binder course"],
                ["Clearing and grubbing", "Silt fence SF-1 to SF-4; sediment basin SB-1", "Before clearing each stage", "Until 80% cover upslope"],
                ["Road grading", "Diversions DV-1, DV-2; stone check dams CD-1 to CD-6", "Same day as cut", "Until ditch is lined/stable"],
                ["Drainage installation", "Inlet protection IP-1 to IP-6; outlet protection", "As each structure is set", "Until road paved and shoulders seeded"],
                ["House construction", "Lot silt fence; stockpile ring; dust control", "Before lot clearing", "Until lot is stabilized"],
                ["Final grading", "Topsoil, seed, mulch, blanket", "Within 24 hours of final grade", "Permanent"]], [95, 150, 120, 125]))
    s.append(H("7. Inspection Schedule", h2))
    s.append(B("The following inspection schedule applies to the stormwater management practices:"))
    s.append(T([["Practice", "Inspection frequency", "Inspected by"],
                ["Pond P-1 (embankment, riser, forebay)", "Quarterly for the first year, then twice a year and after storms of 2 inches or more", "HOA's engineer"],
                ["Bioretention BR-1", "Monthly April-October for first two years, then twice a year", "HOA's engineer"],
                ["Rain gardens RG-1 to RG-5", "Twice a year", "Lot owner; HOA annual check"]], [170, 200, 120]))
    s.append(H("8. Post-Construction Stormwater Management", h2))
    s.append(B("<b>Practices.</b> P-1 is a wet extended detention pond (Design Manual P-3) at the southeast corner receiving the road, common driveway and Lots 1-3 (3.1 ac). BR-1 is a bioretention area (F-5) treating Lots 4-5 and the cul-de-sac (0.9 ac). Rain gardens RG-1 to RG-5, one per lot, take roof runoff for runoff reduction. Locations and sizes are on Sheet C-4."))
    s.append(B("<b>Hydrologic and hydraulic analysis.</b> HydroCAD 10.2 (SCS TR-20, Type III 24-hour) was used for all structural components: pond P-1 and its riser and barrels, BR-1 and its overflow, and the road culverts and ditches."))
    s.append(T([["Storm", "Rain (in)", "Pre-dev peak to Angle Fly Brook (cfs)", "Post-dev peak (cfs)", "P-1 peak elev. (ft)", "Freeboard (ft)"],
                ["1-yr", "2.8", "1.84", "0.46", "412.9", "3.1"], ["10-yr", "5.0", "6.71", "5.22", "413.8", "2.2"],
                ["100-yr", "9.0", "17.40", "15.10", "415.0", "1.0"]], [50, 45, 135, 85, 85, 90]))
    s.append(B("<b>Sizing criteria summary (NYS Stormwater Management Design Manual, Chapters 4, 6 and 10).</b>"))
    s.append(T([["Criterion", "Calculation", "Required", "Provided"],
                ["WQv (enhanced P, 1-yr 2.8 in)", "WQv = P x Rv x A / 12; Rv = 0.05 + 0.009 x 33% = 0.35; A = 4.2 ac (11.8 ac site, 4.2 ac developed)", "0.196 ac-ft", "0.214 ac-ft (P-1 0.158, BR-1 0.056)"],
                ["RRv", "Specific reduction factor S: HSG B 0.40, C 0.30; RRv min = P Rv Ai S / 12", "0.042 ac-ft", "0.061 ac-ft (RG-1 to RG-5, BR-1)"],
                ["CPv", "24-hr extended detention of 1-yr runoff", "0.21 ac-ft", "0.23 ac-ft, 2.0 in orifice"],
                ["Qp (10-yr)", "Post peak not to exceed pre", "6.71 cfs", "5.22 cfs"],
                ["Qf (100-yr)", "Safe passage; post not to exceed pre", "17.40 cfs", "15.10 cfs; 20 ft spillway"]], [95, 200, 70, 125]))
    s.append(B("No deviations from the Design Manual are proposed and no criteria are waived; this is new development, so the redevelopment criteria do not apply."))
    s.append(B("<b>Dimensions, materials and installation.</b> P-1: permanent pool 5,400 cf, 6 ft deep, 3:1 interior slopes with a 10-ft aquatic bench; forebay 10% of WQv; 24 in precast concrete riser with 2.0 in CPv orifice, 18 in RCP barrel with anti-seep collar; embankment of compacted Leicester subsoil in 8-in lifts at 95% Standard Proctor. BR-1: 1,900 sf filter bed, 2.5 ft planting soil (sand/topsoil/compost 50/30/20), 3 in hardwood mulch, 6 in PVC underdrain in 12 in No. 2 stone, 6 in ponding. Rain gardens: 150 sf each, 12 in amended soil, 6 in ponding. Details are on Sheet C-4."))
    s.append(B("<b>Operation and maintenance plan.</b> Bailey Ridge Homeowners Association, Inc. is the entity responsible for the long-term operation and maintenance of P-1 and BR-1; each lot owner maintains its rain garden under the HOA Declaration. Inspection is on the schedule in Section 7. Maintenance actions: mow the P-1 embankment twice a year; remove woody growth from the embankment; clear the riser trash rack after each inspection; dredge the forebay when sediment fills 50% of its depth; BR-1 - remove sediment and trash, replace mulch every two years, replace dead plants, clean underdrain if ponding lasts more than 48 hours; rain gardens - weed and re-mulch yearly."))
    s.append(H("10. Maintenance Agreement", h2))
    s.append(B("Before the subdivision plat is signed, the HOA and the owner will execute a Stormwater Facility Maintenance Agreement with the Town of Somers under § 93-8. Its terms: the HOA maintains P-1 and BR-1 and each lot owner maintains its rain garden as set out in Section 8; the Town may inspect, and after 30 days' written notice perform the maintenance at the HOA's cost, which becomes a lien; the HOA submits an annual inspection report to the Town Engineer. The agreement runs with the land, is binding on all subsequent owners of the lots and on the HOA's successors, and will be recorded in the Westchester County Clerk's Office with the plat."))
    s.append(H("11. Certifications", h2))
    s.append(B("<b>Preparer (§ 93-6B).</b> I certify that this SWPPP was prepared by me, and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Town of Somers Code."))
    s.append(B("<font name='Helvetica-Oblique' size=14>Alana Bright</font> &nbsp; Alana Bright, P.E., NY License 091876, Stonewall Land Design, PLLC. Date: March 24, 2025."))
    s.append(B("<b>Contractor certification.</b> Each contractor and subcontractor responsible for installing, inspecting or maintaining the erosion and sediment controls signs below before starting work:"))
    s.append(B("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\""))
    s.append(T([["Signature", "Name / title", "Firm address / telephone", "Site", "Date"],
                ["<font name='Helvetica-Oblique' size=12>Victor Amato</font>", "Victor Amato, President", "Amato Excavating Corp., 210 Route 6, Mahopac, NY 10541, (845) 555-0164", "Bailey Ridge Estates, Route 139, Somers", "04/21/2025"],
                ["<font name='Helvetica-Oblique' size=12>S. Kowalczyk</font>", "Stan Kowalczyk, Foreman", "Amato Excavating Corp., 210 Route 6, Mahopac, NY 10541, (845) 555-0164", "Bailey Ridge Estates, Route 139, Somers", "04/21/2025"]], [85, 95, 150, 95, 65]))
    doc.build(s)

# ---------------- 11 x 17 drawings ----------------
def drawings(path):
    W, H = 17*72, 11*72
    c = canvas.Canvas(path, pagesize=(W, H))
    def frame(num, title, scale="1 IN = 50 FT", site=True):
        c.setLineWidth(2); c.rect(24, 24, W-48, H-48)
        # title block along right edge
        c.setLineWidth(1); c.rect(W-190, 24, 166, H-48)
        sc_draw(c, W-182, 120, "Stonewall Land Design", "LSB", 11)
        c.setFont("LS", 8)
        c.drawString(W-182, 106, "14 Parkway, Katonah NY 10536")
        c.drawString(W-182, 86, PROJ.upper()); c.drawString(W-182, 76, "TOWN OF SOMERS, WESTCHESTER CO.")
        c.drawString(W-182, 60, f"SCALE: {scale}"); c.drawString(W-182, 50, "DATE: 03/24/2025")
        c.setFont("LSB", 22); c.drawString(W-182, 150, num)
        c.saveState(); c.translate(W-110, 420); c.rotate(90)
        sc_draw(c, 0, 0, title, "LSB", 14); c.restoreState()
        if not site: return
        # parcel, road, houses
        c.setDash([14, 4, 3, 4]); c.rect(80, 80, 820, 620); c.setDash()
        c.setLineWidth(10); c.setStrokeGray(0.6); c.line(40, 60, 940, 60); c.setStrokeGray(0); c.setLineWidth(1)
        c.setFont("LSB", 10); c.drawString(420, 40, "ROUTE 139 (PRIMROSE STREET)")
        c.setLineWidth(5); c.setStrokeGray(0.75); p = c.beginPath(); p.moveTo(300, 62); p.lineTo(320, 420); p.lineTo(520, 520); c.drawPath(p); c.circle(540, 530, 30); c.setStrokeGray(0); c.setLineWidth(1)
        c.setFont("LS", 8); c.drawString(330, 300, "BAILEY RIDGE ROAD (720 LF)")
        for i, (x, y) in enumerate([(180, 250), (170, 480), (400, 620), (680, 600), (720, 380)]):
            c.rect(x, y, 50, 36); c.drawString(x, y-10, f"LOT {i+1}")
        c.setStrokeColorRGB(0, 0.35, 0.8); c.setLineWidth(3); p = c.beginPath(); p.moveTo(960, 90); p.curveTo(930, 300, 990, 500, 950, 720); c.drawPath(p); c.setStrokeGray(0); c.setLineWidth(1)
        c.setFillColorRGB(0, 0.35, 0.8); c.drawString(840, 700, "ANGLE FLY BROOK"); c.setFillGray(0)
    frame("C-1", "Existing Conditions, Soils and Site Map")
    c.setFont("LS", 8)
    c.setStrokeColorRGB(0.6, 0.35, 0.1); c.setDash(3, 3); p = c.beginPath(); p.moveTo(80, 350); p.curveTo(300, 400, 600, 300, 900, 330); c.drawPath(p)
    p = c.beginPath(); p.moveTo(600, 80); p.curveTo(650, 250, 620, 500, 700, 700); c.drawPath(p); c.setDash(); c.setStrokeGray(0)
    c.drawString(120, 200, "ChB (HSG B)"); c.drawString(150, 600, "ChB (HSG B)"); c.drawString(760, 520, "CrC (HSG B)"); c.drawString(700, 160, "LcB (HSG C)"); c.drawString(450, 200, "PnB (HSG C)")
    c.drawString(100, 420, "SOIL BOUNDARY (TYP.)")
    c.setStrokeColorRGB(0.8, 0, 0); c.setDash(8, 4); c.rect(150, 70, 700, 600); c.setDash(); c.setStrokeGray(0)
    c.setFillColorRGB(0.8, 0, 0); c.drawString(160, 74, "LIMIT OF DISTURBANCE - 4.2 AC"); c.setFillGray(0)
    c.drawString(100, 680, "EXISTING WOODS TO REMAIN - NOT DISTURBED (7.6 AC)")
    c.drawString(860, 420, "WETLAND W-1 AND 100-FT BUFFER")
    c.drawString(260, 540, "EX. PASTURE"); c.drawString(500, 420, "EX. CONTOURS 2 FT / PROPOSED GRADES")
    c.drawString(620, 130, "DRAINAGE PATTERN: SHEET FLOW SE TO BROOK"); c.drawString(800, 100, "DP-1 DISCHARGE POINT")
    c.drawString(100, 110, "EXISTING SLOPES 3-12%; FINAL SLOPES MAX 3:1")
    c.rect(960, 560, 56, 0.1)
    c.rect(40, H-200, 0.1, 0.1)
    c.setFont("LSB", 8); c.drawString(W-182, 250, "LOCATION MAP 1 IN = 2,000 FT"); c.rect(W-182, 260, 150, 120)
    c.setFont("LS", 7); c.drawString(W-175, 330, "MUSCOOT RES."); c.drawString(W-160, 300, "RTE 139"); c.circle(W-110, 318, 4, fill=1); c.drawString(W-104, 316, "SITE")
    c.setFont("LS", 8)
    c.drawString(W-182, 230, "TOTAL SITE AREA 11.8 AC"); c.drawString(W-182, 220, "NO MATERIAL, WASTE, BORROW OR")
    c.drawString(W-182, 210, "EQUIPMENT STORAGE ON ADJACENT"); c.drawString(W-182, 200, "PROPERTIES.")
    c.showPage()
    frame("C-2", "Erosion and Sediment Control Plan")
    c.setFont("LS", 8); c.setDash(2, 4); c.setLineWidth(2)
    c.line(160, 90, 160, 650); c.line(840, 90, 840, 650); c.line(160, 650, 840, 650); c.setDash(); c.setLineWidth(1)
    labels = [(170, 520, "SF-1 SILT FENCE 610 LF"), (700, 640, "SF-2 SILT FENCE 540 LF"), (760, 300, "SF-3 SILT FENCE 480 LF"), (600, 450, "SF-4 SILT FENCE 220 LF (LOTS 4-5)"),
              (280, 75, "SCE-1 STABILIZED ENTRANCE 50 FT x 24 FT"), (720, 160, "SB-1 SEDIMENT BASIN 15,100 CF (4.2 AC x 3,600 CF/AC)"),
              (360, 380, "DV-1 DIVERSION SWALE 380 LF"), (560, 480, "DV-2 DIVERSION SWALE 260 LF"), (340, 250, "CD-1 TO CD-6 STONE CHECK DAMS @ 50 FT"),
              (440, 560, "IP-1 TO IP-6 INLET PROTECTION"), (200, 600, "TREE PROTECTION FENCE 900 LF"), (570, 590, "STAGING / WASHOUT / STOCKPILE")]
    for x, y, t in labels: c.drawString(x, y, t)
    c.rect(700, 120, 80, 30)
    c.showPage()
    frame("C-3", "Erosion and Sediment Control Details", "NTS", site=False)
    c.setFont("LS", 8)
    blocks = [("STABILIZED CONSTRUCTION ENTRANCE SCE-1", ["50 FT LONG x 24 FT WIDE x 6 IN MIN THICKNESS", "1-4 IN CRUSHED STONE (NYSDOT 703-02) OVER WOVEN GEOTEXTILE",
               "INSTALL BEFORE CLEARING; GRADE TO DRAIN TO SB-1", "MAINTENANCE: ADD STONE AS NEEDED; REMOVE MUD FROM ROAD SAME DAY"]),
              ("SILT FENCE SF-1 TO SF-4", ["36 IN WOVEN GEOTEXTILE, 2 IN HARDWOOD POSTS 8 FT O.C., 16 IN EMBED.", "TRENCH 6 x 6 IN, BACKFILL AND COMPACT; ENDS TURNED UPSLOPE",
               "MAINTENANCE: REMOVE SEDIMENT AT HALF HEIGHT; REPLACE DAMAGED FABRIC"]),
              ("SEDIMENT BASIN SB-1", ["DRAINAGE AREA 4.2 AC; STORAGE 3,600 CF/AC = 15,100 CF (WET 7,550 / DRY 7,550)", "LENGTH:WIDTH 2:1; DEPTH 4 FT; 24 IN CMP RISER WITH ANTI-SEEP COLLAR, 15 IN BARREL",
               "EMERGENCY SPILLWAY 12 FT WIDE, 1 FT BELOW TOP OF EMBANKMENT", "MAINTENANCE: CLEAN OUT AT 50% OF WET STORAGE; CONVERT TO P-1 IN STAGE 4"]),
              ("DIVERSION SWALES DV-1, DV-2", ["BOTTOM 2 FT, DEPTH 1.5 FT, 2:1 SIDES, 1-4% GRADE", "LINE WITH SEED, MULCH AND NAG S150 BLANKET WITHIN 24 HR",
               "OUTLET TO SB-1 VIA ROCK OUTLET PROTECTION (D50 6 IN, 10 FT x 6 FT)", "MAINTENANCE: REPAIR BREACHES; REMOVE SEDIMENT"]),
              ("STONE CHECK DAM CD-1 TO CD-6", ["2 FT HIGH, 2-9 IN STONE, CENTER 6 IN LOWER THAN SIDES", "SPACING SO TOE OF UPPER = CREST OF LOWER (50 FT AT 4%)", "MAINTENANCE: REMOVE SEDIMENT AT HALF HEIGHT"]),
              ("INLET PROTECTION IP-1 TO IP-6", ["GEOTEXTILE INSERT FOR 2 x 2 FT GRATES; STONE AND BLOCK AT FIELD INLETS", "MAINTENANCE: EMPTY WHEN HALF FULL"])]
    x, y = 60, H-80
    for title, lines in blocks:
        c.setFont("LSB", 9); c.drawString(x, y, title); c.setFont("LS", 8)
        c.rect(x, y-12*len(lines)-40, 440, 12*len(lines)+34)
        for i, l in enumerate(lines): c.drawString(x+6, y-16-12*i, l)
        y -= 12*len(lines) + 95
        if y < 140: x, y = 540, H-80
    c.showPage()
    frame("C-4", "Post-Construction Stormwater Plan and Details")
    c.setFont("LS", 8)
    c.setFillColorRGB(0.75, 0.85, 0.95); c.ellipse(690, 110, 830, 200, fill=1); c.setFillGray(0)
    c.drawString(700, 150, "P-1 WET ED POND (P-3)"); c.drawString(700, 140, "PERM. POOL 5,400 CF; WQv 0.158 AC-FT")
    c.setFillColorRGB(0.8, 0.9, 0.75); c.rect(600, 470, 70, 40, fill=1); c.setFillGray(0); c.drawString(600, 460, "BR-1 BIORETENTION 1,900 SF")
    for i, (x, y) in enumerate([(240, 250), (230, 480), (460, 620), (740, 600), (780, 380)]):
        c.circle(x, y, 8); c.drawString(x+10, y-3, f"RG-{i+1} 150 SF")
    c.rect(40, 100, 0.1, 0.1)
    c.drawString(100, 740, "P-1 SECTION: 6 FT POOL, 10 FT AQUATIC BENCH, 3:1 SLOPES, 24 IN RISER, 2.0 IN CPv ORIFICE, 18 IN RCP BARREL")
    c.drawString(100, 728, "BR-1 SECTION: 6 IN PONDING / 3 IN MULCH / 2.5 FT SOIL MEDIA / 12 IN NO. 2 STONE / 6 IN PVC UNDERDRAIN")
    c.showPage(); c.save()

noi_form(f"{OUT}/p3_noi.pdf"); narrative(f"{OUT}/p3_narr.pdf"); drawings(f"{OUT}/p3_dwg.pdf")
