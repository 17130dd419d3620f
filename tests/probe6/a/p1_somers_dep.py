"""Plan 1: Town of Somers SWPPP organised by the NYC DEP Watershed Regulations' stormwater sections.
Producer: reportlab platypus (text, tables continued over pages) + reportlab canvas drawing sheets, merged
with pypdf."""
import io
from reportlab.lib.pagesizes import letter, landscape, TABLOID
from reportlab.lib.units import inch
from reportlab.lib import colors
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, PageBreak,
                                LongTable, Table, TableStyle, KeepTogether)
from reportlab.pdfgen import canvas
from pypdf import PdfReader, PdfWriter

NAME = "p6a_somers_dep_watershed_office"
TITLE = "Stormwater Pollution Prevention Plan - Tomahawk Ridge Professional Building"

ss = getSampleStyleSheet()
B = ParagraphStyle("b", parent=ss["BodyText"], fontName="Times-Roman", fontSize=10.5, leading=13.5,
                   spaceAfter=6)
SM = ParagraphStyle("sm", parent=B, fontName="Helvetica", fontSize=8, leading=9.6, spaceAfter=0)
SMB = ParagraphStyle("smb", parent=SM, fontName="Helvetica-Bold")
H1 = ParagraphStyle("h1", parent=B, fontName="Helvetica-Bold", fontSize=13, leading=16, spaceBefore=4,
                    spaceAfter=8, textColor=colors.HexColor("#123a5c"))
H2 = ParagraphStyle("h2", parent=B, fontName="Helvetica-Bold", fontSize=10.5, leading=13, spaceBefore=6,
                    spaceAfter=4)
NOTE = ParagraphStyle("note", parent=B, fontName="Helvetica-Oblique", fontSize=8.5, leading=10.5,
                      textColor=colors.HexColor("#333333"), leftIndent=12)
CENTER = ParagraphStyle("c", parent=B, alignment=1)


def P(t, s=B):
    return Paragraph(t, s)


def tbl(rows, widths, repeat=1, long=True, head_bg="#dfe7ee"):
    esc = lambda c: c.replace("&", "&amp;") if "<" not in c and "&amp;" not in c else c
    data = [[P(esc(c), SMB if r == 0 and repeat else SM) if isinstance(c, str) else c for c in row]
            for r, row in enumerate(rows)]
    T = (LongTable if long else Table)(data, colWidths=widths, repeatRows=repeat)
    st = [("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
          ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3)]
    if repeat:
        st.append(("BACKGROUND", (0, 0), (-1, repeat - 1), colors.HexColor(head_bg)))
    T.setStyle(TableStyle(st))
    return T


def on_page(c, doc):
    c.saveState()
    c.setFont("Helvetica", 7.5)
    c.setFillColor(colors.HexColor("#555555"))
    c.drawString(0.75 * inch, 10.55 * inch, "Tomahawk Ridge Professional Building  |  SWPPP organized per 15 RCNY Chapter 18 (NYC DEP)")
    c.drawRightString(7.75 * inch, 10.55 * inch, "Croton Valley Civil, PLLC  |  Rev. 1  March 20, 2026")
    c.line(0.75 * inch, 10.5 * inch, 7.75 * inch, 10.5 * inch)
    c.drawCentredString(4.25 * inch, 0.5 * inch, "Page %d" % doc.page)
    c.restoreState()


def on_cover(c, doc):
    pass


def story():
    s = []
    # ---------------- cover
    s += [Spacer(1, 1.2 * inch),
          P("STORMWATER POLLUTION PREVENTION PLAN", ParagraphStyle("t", parent=H1, fontSize=20, leading=24, alignment=1)),
          P("Organized in accordance with the Rules and Regulations for the Protection from Contamination, "
            "Degradation and Pollution of the New York City Water Supply and its Sources (15 RCNY Chapter 18), "
            "Subchapter C, Section 18-39, with cross-reference to Town of Somers Code Chapter 93", CENTER),
          Spacer(1, 0.3 * inch),
          P("<b>TOMAHAWK RIDGE PROFESSIONAL BUILDING</b><br/>2214 Route 100 (Tax Map 17.15-1-22)<br/>Town of Somers, Westchester County, New York", CENTER),
          Spacer(1, 0.25 * inch),
          P("Muscoot Reservoir Basin - East of Hudson Watershed<br/>NYCDEP Application No. 2026-MU-0117-SP (pending)", CENTER),
          Spacer(1, 0.6 * inch),
          P("Prepared for:<br/>Tomahawk Ridge Holdings LLC<br/>41 Primrose Street, Katonah, NY 10536", CENTER),
          Spacer(1, 0.2 * inch),
          P("Prepared by:<br/>Croton Valley Civil, PLLC<br/>18 Stoneleigh Plaza, Brewster, NY 10509 - (845) 555-0143", CENTER),
          Spacer(1, 0.4 * inch),
          P("Original: January 9, 2026<br/>Revision 1: March 20, 2026 (Town of Somers Planning Board comments)", CENTER),
          PageBreak()]
    # ---------------- TOC and cross-reference
    s += [P("CONTENTS", H1)]
    toc = [["Chapter", "Title (after 15 RCNY § 18-39)"],
           ["1", "§ 18-39(a)-(b): Regulated Activity, Applicability and Review"],
           ["2", "§ 18-39(c)(1): Existing Site Conditions"],
           ["3", "§ 18-39(c)(2): Erosion and Sediment Control Plan"],
           ["4", "§ 18-39(c)(3): Post-Construction Stormwater Management and Phosphorus Controls"],
           ["5", "§ 18-39(c)(4): Hydrologic and Hydraulic Analysis"],
           ["6", "§ 18-39(c)(5): Operation, Maintenance and Responsibility"],
           ["7", "§ 18-39(b)(3)-(4): Impervious Surfaces, Setbacks and Variances"],
           ["8", "Certifications"],
           ["App. A", "Drawings SP-1 to SP-4"],
           ["App. B", "HydroCAD Node Summary"],
           ["App. C", "Weekly Inspection Report Form"]]
    s += [tbl(toc, [0.8 * inch, 5.6 * inch], long=False), Spacer(1, 14)]
    s += [P("Note on organization and Town of Somers cross-reference", H2),
          P("This SWPPP is organized by the stormwater requirements of the New York City Department of "
            "Environmental Protection (DEP) because the site lies in the Muscoot Reservoir basin of the East of "
            "Hudson watershed and the DEP is an involved agency for the stormwater approval. The Town of Somers "
            "requires the contents listed in Code § 93-6A and the certifications of § 93-6B and § 93-6D. These "
            "are not repeated in a separate chapter; they are addressed under the DEP headings as listed below.")]
    xr = [["Town of Somers Code item", "Where addressed in this SWPPP"],
          ["§ 93-6A(1)(a) Background information", "Chapter 1, § 1.1"],
          ["§ 93-6A(1)(b) Site map / location map", "Appendix A, Sheet SP-1"],
          ["§ 93-6A(1)(c) Soils and hydrologic soil groups", "Chapter 2, § 2.2"],
          ["§ 93-6A(1)(d) Phasing and sequence of operations", "Chapter 3, § 3.2"],
          ["§ 93-6A(1)(e) Pollution prevention measures", "Chapter 3, § 3.7"],
          ["§ 93-6A(1)(f) Soil stabilization plan", "Chapter 3, § 3.3"],
          ["§ 93-6A(1)(g) E&SC practice locations, sizes and lengths", "Appendix A, Sheet SP-2"],
          ["§ 93-6A(1)(h) E&SC dimensions, specifications, O&M", "Chapter 3, § 3.4; Sheet SP-4"],
          ["§ 93-6A(1)(i) Industrial stormwater discharges", "Chapter 1, § 1.4"],
          ["§ 93-6A(1)(j) Minimum practices and schedule", "Chapter 3, § 3.5"],
          ["§ 93-6A(1)(k) Inspection schedule", "Chapter 3, § 3.6"],
          ["§ 93-6A(1)(l) Deviations from NYS Standards and Specifications", "Chapter 7, § 7.3"],
          ["§ 93-6A(3)(b)-(f) Post-construction practices and analysis", "Chapters 4 and 5; Sheets SP-3, SP-4; App. B"],
          ["§ 93-6A(3)(g)-(i) O&M plan, easements, agreement", "Chapter 6"],
          ["§ 93-6B and § 93-6D Certifications", "Chapter 8"]]
    s += [tbl(xr, [3.6 * inch, 2.8 * inch], long=False), PageBreak()]

    # ---------------- Chapter 1
    s += [P("CHAPTER 1 - § 18-39(a)-(b): REGULATED ACTIVITY, APPLICABILITY AND REVIEW", H1),
          P("1.1 The regulated activity", H2),
          P("Tomahawk Ridge Holdings LLC proposes to construct a two-story professional office building of "
            "14,600 square feet (7,300 sf footprint) with a 62-space parking lot, a 24-foot-wide access driveway "
            "from New York State Route 100, a subsurface sanitary connection to the Somers sewer district force main, "
            "and associated grading, landscaping, lighting and stormwater management practices. The 6.92-acre "
            "parcel is on the east side of Route 100 approximately 0.6 mile north of the Route 100/Route 202 "
            "intersection in the hamlet of Somers. The parcel is wooded in its eastern half and was used as a "
            "nursery (field-grown trees) in its western half until 2019."),
          P("The total area of soil disturbance is 3.18 acres. New impervious surface totals 1.21 acres "
            "(building 0.17 ac, parking and drive 0.93 ac, walks and pads 0.11 ac). The project is a commercial "
            "development under Town Code § 93-6A(2)(g) and disturbs more than one acre; the post-construction "
            "requirements of § 93-6A(3) therefore apply, designed to the enhanced phosphorus removal standards of "
            "the NYS Stormwater Management Design Manual (Chapter 10)."),
          P("1.2 Why the DEP regulations govern the organization of this plan", H2),
          P("Under 15 RCNY § 18-39 a SWPPP approved by the DEP is required for the construction of an impervious "
            "surface of more than 40,000 square feet within the East of Hudson basins in specific circumstances, and "
            "for any activity that requires a DEC construction stormwater permit in a phosphorus-restricted basin. "
            "The Muscoot Reservoir basin is phosphorus restricted. This plan is therefore submitted to the DEP "
            "for approval and to the Town of Somers Planning Board (site plan application SP-2025-14) for the "
            "Town's stormwater permit under Chapter 93. Coverage under DEC General Permit GP-0-25-001 will be "
            "obtained by filing the Notice of Intent with the Town's MS4 acceptance form."),
          P("1.3 Approvals and involved agencies", H2)]
    ap = [["Agency", "Approval", "Status"],
          ["Town of Somers Planning Board", "Site plan; Chapter 93 stormwater permit; Chapter 167 wetland permit", "Under review"],
          ["NYC DEP, Bureau of Water Supply", "SWPPP approval under 15 RCNY § 18-39", "Application filed 01/12/2026"],
          ["NYS DEC Region 3", "SPDES GP-0-25-001 coverage (NOI)", "To be filed after MS4 acceptance"],
          ["NYS DOT Region 8", "Highway work permit (PERM 33) for Route 100 curb cut", "Filed 02/03/2026"],
          ["Westchester County Dept. of Health", "Water service connection", "Pending"]]
    s += [tbl(ap, [2.0 * inch, 3.0 * inch, 1.5 * inch], long=False)]
    s += [P("1.4 Other activities on the site", H2),
          P("The site will not host an asphalt plant, a concrete batch plant or any other support activity. Ready-mix "
            "concrete and hot-mix asphalt will be delivered from off-site suppliers. There will be no stormwater "
            "discharges associated with industrial activity other than construction at this site."),
          PageBreak()]

    # ---------------- Chapter 2
    s += [P("CHAPTER 2 - § 18-39(c)(1): EXISTING SITE CONDITIONS", H1),
          P("2.1 Topography, cover and drainage", H2),
          P("The site rises from elevation 366 at Route 100 to elevation 414 along the eastern property line. "
            "Slopes in the former nursery area are 3 to 8 percent; the wooded eastern slope is 10 to 22 percent, "
            "with a short reach steeper than 25 percent near the northeast corner that is outside the limit of "
            "disturbance. Cover is mown grass and scattered nursery stock in the west and mixed oak-hickory forest in "
            "the east. Runoff sheet flows westward to a roadside swale on the east shoulder of Route 100 (Design "
            "Point DP-1) and, from the northern third of the site, northwest to a wetland and intermittent "
            "watercourse along the north property line (Design Point DP-2)."),
          P("2.2 Soils", H2),
          P("Soils were mapped from the USDA-NRCS Web Soil Survey for Westchester County and confirmed with six "
            "deep test holes and four percolation tests witnessed by the Town Engineer's office on November 18, "
            "2025. Soil boundaries are shown on Sheet SP-1.")]
    so = [["Map unit", "Name", "Slope", "Hydrologic soil group", "Area on site", "Test-hole findings"],
          ["CrC", "Charlton-Chatfield complex, rocky", "2-15%", "HSG B", "3.41 ac", "Brown fine sandy loam to 40 in; bedrock at 7.5 ft in TH-5"],
          ["PnB", "Paxton fine sandy loam", "3-8%", "HSG C", "2.36 ac", "Firm dense till (fragipan) at 26-30 in; mottling at 30 in"],
          ["LcB", "Leicester loam, stony", "3-8%", "HSG C/D (drained C)", "0.84 ac", "Gleyed at 14 in; groundwater at 38 in (TH-6)"],
          ["Ff", "Fluvaquents-Udifluvents", "0-3%", "HSG B/D", "0.31 ac", "Not tested (wetland, not disturbed)"]]
    s += [tbl(so, [0.55 * inch, 1.5 * inch, 0.5 * inch, 1.05 * inch, 0.7 * inch, 2.2 * inch], long=False),
          Spacer(1, 6),
          P("Measured percolation rates in the Charlton-Chatfield soils near the proposed infiltration chambers "
            "were 5 to 9 minutes per inch (field infiltration 2.1 in/hr after a factor of safety of 2). The Paxton "
            "soils are not suitable for infiltration because of the dense till; the bioretention areas in those "
            "soils are designed with underdrains.")]
    s += [P("2.3 Receiving waters and watershed", H2),
          P("DP-1 flows in the Route 100 roadside swale and a 24-inch culvert to Plum Brook; DP-2 drains through "
            "the on-site wetland to the same intermittent tributary, which joins Plum Brook 900 feet downstream. Plum "
            "Brook is a tributary of the Muscoot Reservoir, a New York City water supply reservoir in the Croton "
            "System. The Muscoot Reservoir is listed on the DEC Section 303(d) list and has an approved phosphorus "
            "TMDL (Phase II Phosphorus TMDLs for the New York City reservoirs); phosphorus is the pollutant of concern."),
          P("2.4 Wetlands and watercourses", H2),
          P("Town-regulated wetland W-A (0.31 ac) and its 100-foot buffer occupy the northwest corner. The "
            "intermittent watercourse is a DEP-regulated watercourse under 15 RCNY § 18-16. No work is proposed in "
            "the wetland; 0.22 acre of buffer disturbance (grading for BR-2) is the subject of the Chapter 167 "
            "wetland permit and its mitigation planting."),
          P("2.5 Existing stormwater runoff data", H2),
          P("No stormwater monitoring has been done at the site. Existing runoff conditions were computed in "
            "HydroCAD (TR-20 method) for the two design points; the results, and the NRCC rainfall depths used, are:")]
    ex = [["Design point", "Drainage area", "Weighted CN", "Tc (min)", "1-yr (2.81 in)", "10-yr (5.05 in)", "100-yr (8.92 in)"],
          ["DP-1 Route 100 swale", "4.66 ac", "66", "14.2", "1.38 cfs", "5.94 cfs", "15.71 cfs"],
          ["DP-2 Wetland W-A", "2.26 ac", "63", "18.6", "0.41 cfs", "2.17 cfs", "6.38 cfs"]]
    s += [tbl(ex, [1.4 * inch, 0.8 * inch, 0.75 * inch, 0.6 * inch, 0.95 * inch, 1.0 * inch, 1.0 * inch], long=False),
          PageBreak()]

    # ---------------- Chapter 3
    s += [P("CHAPTER 3 - § 18-39(c)(2): EROSION AND SEDIMENT CONTROL PLAN", H1),
          P("3.1 Standard", H2),
          P("Temporary and permanent erosion and sediment controls are designed to the New York State Standards and "
            "Specifications for Erosion and Sediment Control (November 2016, the \"Blue Book\"). Locations, sizes and "
            "lengths of the practices are shown on Sheet SP-2; details are on Sheet SP-4."),
          P("3.2 Construction phasing and sequence of operations", H2),
          P("Construction is divided into two phases so that no more than 2.0 acres are exposed at one time; the "
            "five-acre limit of the Blue Book is never approached. Phase 1 is the western 1.75 acres (driveway, "
            "parking and BR-1); Phase 2 is the eastern 1.43 acres (building pad, upper parking, IC-1 and BR-2). "
            "Phase 2 clearing may not begin until Phase 1 areas outside the building footprint are stabilized.")]
    seq = [["Step", "Operation", "Area / phase"],
           ["1", "Pre-construction meeting with Town Engineer, DEP inspector and qualified inspector; flag limit of disturbance and wetland buffer; install orange construction fence at tree-save areas.", "Whole site"],
           ["2", "Install stabilized construction entrance SCE-1 at Route 100; install perimeter silt fence and compost filter sock along the west and north limits; install inlet protection at the Route 100 catch basin.", "Phase 1"],
           ["3", "Clear and grub Phase 1; stockpile topsoil in SP-A; excavate temporary sediment trap ST-1 at the BR-1 location and diversion swale DS-1.", "Phase 1"],
           ["4", "Rough grade driveway and lower parking; install storm drainage (CB-1 to CB-6) with inlet protection as each structure is set; install water and sewer services.", "Phase 1"],
           ["5", "Place subbase on driveway and lower parking; seed and mulch all Phase 1 slopes within 7 days of reaching final grade.", "Phase 1"],
           ["6", "Clear and grub Phase 2; install diversion swale DS-2 and temporary sediment trap ST-2 at the BR-2 location; silt fence along the east limit.", "Phase 2"],
           ["7", "Excavate building foundation; stockpile spoil in SP-B; construct building; install roof leaders to IC-1 only after the upslope drainage area is stabilized.", "Phase 2"],
           ["8", "Install IC-1 chambers and isolator row; protect with filter fabric and keep offline until stabilization.", "Phase 2"],
           ["9", "Fine grade and pave; convert ST-1 and ST-2 to BR-1 and BR-2 (Section 4.2) after the contributing area is stabilized.", "Both"],
           ["10", "Final landscaping; remove temporary controls after the qualified inspector confirms 80 percent uniform perennial cover; file Notice of Termination.", "Both"]]
    s += [tbl(seq, [0.45 * inch, 5.0 * inch, 1.0 * inch])]
    s += [P("3.3 Temporary and permanent soil stabilization", H2),
          P("Stabilization follows Section 3 (Vegetative Measures) and Section 4 of the Blue Book. Disturbed areas "
            "where work has temporarily ceased will be stabilized within 7 days (the site discharges to a "
            "phosphorus-restricted basin, so the 7-day limit, not 14 days, applies). Temporary seeding is annual "
            "ryegrass at 40 lb/acre (spring/summer) or winter rye at 100 lb/acre (after September 15), with straw mulch at "
            "2 tons/acre. Stockpiles SP-A and SP-B are seeded and ringed with silt fence. Slopes of 3:1 or steeper "
            "receive a rolled erosion control blanket (North American Green S150 or equal) over the seed. Permanent "
            "stabilization: 4 inches of topsoil, lime and fertilizer by soil test (phosphorus-free starter unless the "
            "soil test shows a deficiency), and the Blue Book \"Conservation Mix\" at 45 lb/acre; bioretention "
            "areas receive the planting of Sheet SP-4. Final stabilization means 80 percent uniform perennial "
            "cover on all unpaved areas."),
          P("3.4 Erosion and sediment control practices: dimensions, specifications, installation and maintenance", H2)]
    pr = [["Practice", "Dimensions / size", "Material specification", "Installation", "Operation and maintenance"],
          ["Stabilized construction entrance SCE-1", "50 ft long x 24 ft wide x 8 in thick", "ASTM C-33 No. 2 stone (1.5-3.5 in) on woven geotextile (Mirafi 600X)", "Full width of the entrance; 6 in mountable berm where the entrance grade exceeds 2%", "Top-dress with clean stone when voids fill; sweep Route 100 daily if tracking occurs"],
          ["Silt fence SF", "Total 1,240 LF; 36 in fabric, 16 in embedded", "Woven polypropylene fabric, AOS 30 sieve; 2 in hardwood stakes at 8 ft max", "Fabric keyed into 6 in x 6 in trench on the contour; ends turned upslope", "Remove sediment at 1/2 fence height; replace torn fabric within 24 hours"],
          ["Compost filter sock CFS", "12 in diameter; 310 LF", "Blue Book compost sock, 1/8 in mesh", "Staked at 10 ft; placed on contour at the wetland buffer", "Replace when flattened or clogged; remove sediment at 1/2 height"],
          ["Temporary sediment trap ST-1", "Drainage area 1.72 ac; 3,600 cf wet storage + 3,600 cf dry storage (3,600 cf/ac total); 4 ft deep; 2:1 side slopes", "Stone outlet: 4 ft crest of No. 4 stone (2-3 in) faced with 1 ft of No. 57 stone", "Excavated at BR-1 footprint; bottom kept 12 in above the BR-1 design bottom", "Clean out when sediment reaches 50 percent of wet storage (marker stake at 2 ft)"],
          ["Temporary sediment trap ST-2", "Drainage area 1.18 ac; 4,250 cf total storage; 3.5 ft deep", "Stone outlet as ST-1, 3 ft crest", "Excavated at BR-2 footprint", "As ST-1"],
          ["Diversion swales DS-1, DS-2", "DS-1 280 LF; DS-2 195 LF; 1.5 ft deep, 2:1 sides, 6 ft bottom", "Seeded and lined with S150 blanket; stone check dams at 50 ft", "Constructed before upslope clearing; outlets to ST-1/ST-2", "Repair breaches after each storm; remove sediment at check dams"],
          ["Storm drain inlet protection IP", "7 inlets (CB-1 to CB-6 and the existing Route 100 basin)", "Geotextile drop inlet filter bags; gravel-and-wire mesh at the Route 100 basin", "Installed as each structure is set", "Empty bag when half full; replace torn bags"],
          ["Stockpile areas SP-A, SP-B", "SP-A 40 x 90 ft; SP-B 30 x 60 ft; max 10 ft high", "Silt fence ring; temporary seed", "Located 100 ft or more from wetland W-A", "Seed within 7 days of last disturbance"],
          ["Dust control", "As needed", "Water; calcium chloride not permitted within 100 ft of W-A", "-", "Daily during dry periods"]]
    s += [tbl(pr, [1.1 * inch, 1.3 * inch, 1.35 * inch, 1.35 * inch, 1.4 * inch])]
    s += [P("3.5 Minimum practices for each construction activity and their schedule", H2),
          P("The table lists, for each activity that disturbs soil, the practices that must be in place, when they are "
            "placed, and the minimum time they remain.")]
    sc = [["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"]]
    rows = [
        ["Site access and mobilization", "SCE-1; inlet protection at Route 100 basin", "Before any equipment enters the site", "Until driveway binder course is placed"],
        ["Clearing and grubbing, Phase 1", "Perimeter silt fence; CFS at wetland buffer; tree-save fence", "Before clearing begins", "Until final stabilization of Phase 1"],
        ["Topsoil stripping and stockpiling", "SP-A with silt fence ring and temporary seed", "At first stockpiling", "Until stockpile is removed"],
        ["Mass grading, Phase 1", "ST-1; DS-1; dust control", "ST-1 and DS-1 before grading upslope", "Until BR-1 conversion (step 9)"],
        ["Storm drainage installation", "Inlet protection at each structure", "As each structure is set", "Until pavement and upslope areas are stabilized"],
        ["Utility trenching (water, sewer)", "Spoil on uphill side; trench plugs; pump discharge to filter bag", "Daily, as trench is opened", "Until trench is backfilled and seeded"],
        ["Clearing and grubbing, Phase 2", "Silt fence east limit; DS-2; ST-2", "Before Phase 2 clearing", "Until final stabilization of Phase 2"],
        ["Foundation excavation", "SP-B; dewatering to filter bag on vegetated area", "At start of excavation", "Until backfill"],
        ["Building construction", "Concrete washout CW-1; dumpster with cover", "Before first concrete pour", "Until last pour / end of construction"],
        ["Infiltration chamber installation", "Chambers kept offline; filter fabric over inlets", "At installation", "Until the contributing area is stabilized"],
        ["Paving", "Inlet protection maintained; sweeping", "Before paving", "Until top course is complete"],
        ["Final grading and landscaping", "Seed, mulch, S150 blanket on 3:1 slopes", "Within 7 days of final grade", "Until 80 percent perennial cover"],
        ["Sediment trap conversion", "Temporary seed around BR-1/BR-2 rims; CFS upstream", "At conversion", "Until bioretention planting established"],
    ]
    sc += rows
    s += [tbl(sc, [1.55 * inch, 1.9 * inch, 1.5 * inch, 1.55 * inch])]
    s += [P("3.6 Inspections during construction", H2),
          P("The owner will retain a qualified inspector (a licensed Professional Engineer, a CPESC, or a person with "
            "DEC-endorsed four-hour training working under a PE) who will inspect all erosion and sediment control "
            "practices at least once every seven calendar days and within 24 hours of the end of any storm producing 0.5 "
            "inch of rain or more, and twice every seven days if more than five acres are ever disturbed at one time. "
            "The site contractor's trained contractor (the person named on the contractor certification) will check "
            "the construction entrance, silt fence and inlet protection every working day and after each rainfall. "
            "Reports use the form in Appendix C, are kept in the site logbook with this SWPPP, and are sent to the Town "
            "Engineer and the DEP inspector within one business day. Deficiencies are corrected by the end of the next "
            "working day. The DEP and the Town are notified 48 hours before the start of construction, installation of "
            "the controls, completion of clearing, rough grading and final grading."),
          P("3.7 Pollution prevention during construction", H2),
          P("<b>Litter and debris.</b> Covered roll-off containers (one 30 cy for construction debris, one 6 cy for "
            "trash) are kept at the laydown area; the site is policed for litter at the end of each day; containers are "
            "emptied when three-quarters full by a licensed hauler. <b>Construction chemicals.</b> Paints, form-release oil, "
            "sealants and curing compounds are kept in a locked, roofed storage container with secondary containment "
            "trays; fuels are dispensed only from a double-walled 500-gallon tank more than 100 feet from wetland W-A "
            "and any inlet; a spill kit (absorbent pads, booms, granular absorbent, drums) is kept at the tank and in "
            "each service truck, and any release is reported to the DEC Spill Hotline (1-800-457-7362) and the DEP "
            "within two hours. <b>Concrete washout.</b> A lined washout pit CW-1 (10 x 10 ft, 3 ft deep, 10-mil "
            "polyethylene) is located as shown on SP-2. <b>Fertilizer.</b> No phosphorus fertilizer is applied unless "
            "a soil test shows a deficiency."),
          PageBreak()]

    # ---------------- Chapter 4
    s += [P("CHAPTER 4 - § 18-39(c)(3): POST-CONSTRUCTION STORMWATER MANAGEMENT AND PHOSPHORUS CONTROLS", H1),
          P("4.1 Design basis", H2),
          P("The post-construction practices are designed to the enhanced phosphorus removal standards of Chapter 10 of "
            "the NYS Stormwater Management Design Manual (January 2015), as both the DEP and Town Code § 93-6A(2) require: "
            "the water quality volume is based on the 1-year, 24-hour storm (2.81 in) rather than the 90 percent rainfall "
            "event, and the runoff reduction volume is provided by infiltration and bioretention."),
          P("4.2 Stormwater management practices", H2),
          P("<b>BR-1 Bioretention (lower parking).</b> A 3,150 sf bioretention area receiving sheet flow and curb-cut flow "
            "from the driveway and lower parking (1.04 ac, 0.72 ac impervious) through a stone diaphragm and a grass filter "
            "strip. It is built in the footprint of temporary sediment trap ST-1, which is converted after stabilization. "
            "Underdrained because of the Paxton till; the underdrain discharges to CB-6 and the Route 100 swale (DP-1)."),
          P("<b>BR-2 Bioretention (upper parking).</b> A 2,280 sf bioretention area in the footprint of ST-2 treating the upper "
            "parking (0.61 ac, 0.44 ac impervious); its overflow weir discharges to a riprap level spreader in the wetland "
            "buffer (DP-2)."),
          P("<b>IC-1 Infiltration chambers (roof).</b> Forty StormTech SC-740 chambers in four rows on 12 in of clean stone "
            "below and 6 in above, with an isolator row, receiving the 7,300 sf roof through a sump manhole. Located in "
            "Charlton-Chatfield soils 3.2 ft above seasonal high groundwater and 5 ft above bedrock at TH-3."),
          P("<b>HS-1 Hydrodynamic separator.</b> A Contech CDS 2015-4 unit upstream of BR-1 as pretreatment for the parking "
            "runoff collected in CB-1 to CB-5."),
          P("4.3 Sizing criteria (Design Manual Chapters 4 and 10)", H2)]
    sz = [["Criterion", "Requirement and calculation", "Provided", "Status"],
          ["Water quality volume (WQv), enhanced phosphorus", "WQv = P Rv A / 12 with P = 2.81 in (1-yr, 24-hr); Rv = 0.05 + 0.009(I); I = 38% over 3.18 ac; Rv = 0.392; WQv = 2.81 x 0.392 x 3.18 / 12 = 0.292 ac-ft = 12,720 cf", "BR-1 5,630 cf; BR-2 3,940 cf; IC-1 3,380 cf; total 12,950 cf", "Meets"],
          ["Runoff reduction volume (RRv)", "Minimum RRv = S x Aic x P Rv/12, S = 0.40 (HSG B) / 0.30 (HSG C) weighted 0.33: required 4,160 cf", "IC-1 infiltration 3,380 cf + BR-1/BR-2 40% credit 3,828 cf = 7,208 cf", "Meets"],
          ["Channel protection (Cpv)", "24-hour extended detention of the 1-yr storm; Cpv = 4,880 cf", "BR-1 and BR-2 ponding with 1.0 in orifices, drawdown 26 and 25 hours", "Meets"],
          ["Overbank flood (Qp, 10-yr)", "Post-development 10-yr peak not to exceed pre-development at DP-1 and DP-2", "See Chapter 5 table", "Meets"],
          ["Extreme flood (Qf, 100-yr)", "Safe passage; no increase at DP-1 (Route 100 culvert)", "See Chapter 5 table", "Meets"],
          ["Deviations from the Design Manual", "None. No criteria are waived; redevelopment criteria do not apply.", "-", "-"]]
    s += [tbl(sz, [1.35 * inch, 2.85 * inch, 1.65 * inch, 0.65 * inch]), PageBreak()]

    # ---------------- Chapter 5
    s += [P("CHAPTER 5 - § 18-39(c)(4): HYDROLOGIC AND HYDRAULIC ANALYSIS", H1),
          P("Pre- and post-development runoff was modelled with HydroCAD 10.20 (SCS TR-20, Type III 24-hour "
            "distribution, NRCC extreme precipitation depths for Somers: 1-yr 2.81 in, 2-yr 3.39 in, 10-yr 5.05 in, "
            "25-yr 6.31 in, 100-yr 8.92 in). Each structural component of the system was routed: the bioretention "
            "ponding and outlet weirs, the chamber storage with exfiltration at 2.1 in/hr, the CB-1 to CB-6 pipe network "
            "(Manning n = 0.012, checked for the 25-yr storm without surcharge), and the Route 100 swale. Node results are in "
            "Appendix B."),
          P("5.1 Peak discharge comparison", H2)]
    pk = [["Design point", "Storm", "Pre-development (cfs)", "Post-development (cfs)", "Change"],
          ["DP-1", "1-yr", "1.38", "1.02", "-26%"], ["DP-1", "10-yr", "5.94", "5.61", "-6%"],
          ["DP-1", "100-yr", "15.71", "15.44", "-2%"], ["DP-2", "1-yr", "0.41", "0.22", "-46%"],
          ["DP-2", "10-yr", "2.17", "2.03", "-6%"], ["DP-2", "100-yr", "6.38", "6.21", "-3%"]]
    s += [tbl(pk, [1.0 * inch, 0.8 * inch, 1.6 * inch, 1.6 * inch, 0.9 * inch], long=False),
          P("5.2 Pipe and structure capacity", H2),
          P("The 15-inch HDPE pipes CB-1 to HS-1 carry the 25-year peak of 3.46 cfs at 71 percent of full-flow capacity. "
            "The BR-1 overflow weir (6 ft broad-crested, elevation 371.5) passes the 100-year inflow of 8.9 cfs with 0.6 ft of "
            "head and 0.4 ft of freeboard to the berm. The BR-2 weir (4 ft) passes 4.7 cfs with 0.5 ft of head. The IC-1 "
            "sump overflow is a 12-inch pipe to BR-2 sized for the 100-year roof peak of 0.78 cfs."),
          PageBreak()]

    # ---------------- Chapter 6
    s += [P("CHAPTER 6 - § 18-39(c)(5): OPERATION, MAINTENANCE AND RESPONSIBILITY", H1),
          P("6.1 Long-term operation and maintenance plan", H2),
          P("Tomahawk Ridge Holdings LLC, as owner, is the entity responsible for long-term operation and maintenance "
            "of BR-1, BR-2, IC-1, HS-1 and the storm drainage system. The owner's property manager keeps the inspection "
            "records and submits an annual certification to the Town Engineer by January 31 of each year.")]
    om = [["Practice", "Inspection", "Maintenance action", "Frequency"],
          ["BR-1, BR-2", "Ponding after storms; drawdown within 48 hours; plant health; inlet erosion", "Remove trash and sediment from stone diaphragm; replace mulch; replace dead plants; rake or replace top 3 in of media if ponding exceeds 48 hours", "Quarterly and after storms over 1 in; mulch annually in spring"],
          ["IC-1 chambers", "Sediment depth in isolator row through inspection ports", "JetVac the isolator row when sediment exceeds 3 in", "Twice yearly for the first year, then annually"],
          ["HS-1 separator", "Sediment and floatables depth", "Vacuum clean-out when sediment reaches 75% of sump capacity", "Quarterly for the first year, then semi-annually"],
          ["Catch basins CB-1 to CB-6", "Sump sediment; grate debris", "Vacuum sumps", "Annually in spring"],
          ["Parking lot", "Sand and debris accumulation", "Sweep; no coal-tar sealants", "Monthly April-November"],
          ["Level spreader (BR-2 outlet)", "Erosion, channeling", "Reset riprap; re-seed", "Annually and after storms over 2 in"]]
    s += [tbl(om, [1.1 * inch, 1.7 * inch, 2.3 * inch, 1.4 * inch]),
          P("6.2 Access for inspection and repair", H2),
          P("Each practice is reached from the paved parking lot. A 20-foot-wide stormwater access and maintenance "
            "easement in favor of the Town of Somers will run with the land and cover BR-1, BR-2, IC-1 and HS-1 and the "
            "paths to them. The easement area, with its metes and bounds, will be prepared by the project surveyor and "
            "added to the final site plan after Planning Board approval; it is not shown on the drawings in this "
            "submission."),
          P("6.3 Maintenance agreement", H2),
          P("Before the Town's final site plan approval the owner will execute the Town of Somers Stormwater Control "
            "Facility Maintenance Agreement (consistent with the DEC sample agreement on file with the Town Clerk). The "
            "agreement obliges the owner and every subsequent owner of tax lot 17.15-1-22 to inspect and maintain the "
            "practices in Section 6.1, grants the Town the right to enter and inspect, allows the Town to perform "
            "neglected maintenance at the owner's cost as a lien on the property, and is recorded in the Westchester "
            "County Clerk's office as a deed restriction binding on all subsequent landowners."),
          PageBreak()]

    # ---------------- Chapter 7
    s += [P("CHAPTER 7 - § 18-39(b)(3)-(4): IMPERVIOUS SURFACES, SETBACKS AND VARIANCES", H1),
          P("7.1 Impervious surface summary", H2)]
    im = [["Surface", "Existing (sf)", "Proposed (sf)"], ["Building", "0", "7,300"],
          ["Parking and driveway", "1,150 (gravel nursery lane)", "40,510"], ["Walks, pads, dumpster enclosure", "0", "4,790"],
          ["Total", "1,150", "52,600 (1.21 ac)"]]
    s += [tbl(im, [2.6 * inch, 2.0 * inch, 1.9 * inch], long=False),
          P("7.2 Setbacks from watercourses, wetlands and reservoir", H2)]
    sb = [["Resource", "Required setback", "Provided", "Source"],
          ["Intermittent watercourse (DEP-regulated)", "100 ft for new impervious surfaces", "148 ft (upper parking)", "15 RCNY § 18-39"],
          ["Wetland W-A", "100 ft buffer (Town Ch. 167); disturbance by permit", "BR-2 grading 62 ft; pavement 121 ft", "Town Code Ch. 167"],
          ["Muscoot Reservoir", "300 ft / 500 ft limits", "More than 1.5 miles", "15 RCNY § 18-38"],
          ["Private wells (off site)", "100 ft to infiltration", "210 ft", "WCDOH"]]
    s += [tbl(sb, [1.7 * inch, 1.8 * inch, 1.6 * inch, 1.4 * inch], long=False),
          P("7.3 Variances from the Watershed Regulations", H2),
          P("No variance from the Watershed Regulations is requested. The new impervious surfaces meet the setbacks of "
            "Section 7.2, and the SWPPP is submitted for DEP approval under the standard review. Should the DEP require "
            "changes to the bioretention outlets during its review, a revised Chapter 4 will be submitted to the Town "
            "with the DEP approval letter."),
          PageBreak()]

    # ---------------- Chapter 8
    s += [P("CHAPTER 8 - CERTIFICATIONS", H1),
          P("8.1 Preparer's certification (Town Code § 93-6B)", H2),
          P("I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct "
            "supervision, and that the design of all stormwater management practices in it meets the requirements of "
            "Chapter 93 of the Code of the Town of Somers and the New York State Stormwater Management Design Manual, "
            "including its enhanced phosphorus removal standards."),
          P("Signature: <i>/s/ Marguerite T. Hallsten</i> &nbsp;&nbsp; Date: March 20, 2026<br/>"
            "Marguerite T. Hallsten, P.E., NYS Professional Engineer License No. 091447<br/>"
            "Croton Valley Civil, PLLC, 18 Stoneleigh Plaza, Brewster, NY 10509 &nbsp; [P.E. seal]"),
          P("8.2 Owner/operator certification", H2),
          P("I certify under penalty of law that this document and all attachments were prepared under my direction or "
            "supervision and that I will implement this SWPPP and its maintenance provisions.<br/>"
            "<i>/s/ Leonard P. Vasquez</i>, Managing Member, Tomahawk Ridge Holdings LLC &nbsp; Date: March 20, 2026"),
          P("8.3 Contractor certifications", H2),
          P("Each contractor and subcontractor who will install, inspect or maintain erosion and sediment control or "
            "stormwater management practices signs the statement below before starting work."),
          P("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
            "Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or "
            "contribute to a violation of water quality standards.\"", NOTE)]
    cc = [["Name and title", "Firm, address and telephone", "Site", "Responsibility", "Signature / date"],
          ["Anthony R. DiNapoli, Superintendent", "DiNapoli Site Development Corp., 77 Old Route 6, Carmel, NY 10512, (845) 555-0188", "Tomahawk Ridge Professional Building, 2214 Route 100, Somers", "General site contractor: all E&SC practices, BR-1, BR-2, IC-1", "/s/ A. R. DiNapoli  04/06/2026"],
          ["Priya Raman, Project Manager", "Hudson Highlands Paving Inc., 5 Cortlandt Lane, Peekskill, NY 10566, (914) 555-0126", "Same", "Paving; inlet protection during paving", "/s/ P. Raman  04/06/2026"]]
    s += [tbl(cc, [1.2 * inch, 1.7 * inch, 1.3 * inch, 1.3 * inch, 1.0 * inch], long=False),
          PageBreak()]

    # ---------------- Appendix B HydroCAD (long table, continued)
    s += [P("APPENDIX B - HYDROCAD NODE SUMMARY", H1),
          P("HydroCAD 10.20 s/n 07231, Croton Valley Civil. Type III 24-hr storms, NRCC depths. Pre = existing "
            "conditions; Post = proposed. Continued over the following pages.", NOTE)]
    hc = [["Node", "Description", "Storm", "Inflow (cfs)", "Outflow (cfs)", "Peak elev. (ft)", "Storage (cf)"]]
    import random
    rnd = random.Random(611)
    nodes = [("1S", "Pre DA-1 to DP-1"), ("2S", "Pre DA-2 to DP-2"), ("10S", "Post lower parking to CB-1-5"),
             ("11S", "Post driveway to BR-1"), ("12S", "Post roof to IC-1"), ("13S", "Post upper parking to BR-2"),
             ("14S", "Post bypass lawn to DP-1"), ("15S", "Post bypass woods to DP-2"), ("20P", "HS-1 separator"),
             ("21P", "BR-1 bioretention"), ("22P", "IC-1 chambers"), ("23P", "BR-2 bioretention"),
             ("30R", "Route 100 swale reach"), ("DP-1", "Design point 1"), ("DP-2", "Design point 2")]
    for node, desc in nodes:
        for storm, f in (("1-yr", 0.25), ("2-yr", 0.36), ("10-yr", 1.0), ("25-yr", 1.5), ("100-yr", 2.6)):
            base = rnd.uniform(0.4, 2.3)
            inflow = base * f * (2.5 if node.startswith("DP") else 1)
            outflow = inflow * (rnd.uniform(0.35, 0.8) if node.endswith("P") else 1)
            elev = "%.2f" % (366 + rnd.uniform(2, 40)) if node.endswith("P") else "-"
            stor = "{:,}".format(int(inflow * rnd.uniform(900, 2200))) if node.endswith("P") else "-"
            hc.append([node, desc, storm, "%.2f" % inflow, "%.2f" % outflow, elev, stor])
    s += [tbl(hc, [0.5 * inch, 1.9 * inch, 0.6 * inch, 0.8 * inch, 0.85 * inch, 0.9 * inch, 0.9 * inch]),
          PageBreak()]

    # ---------------- Appendix C inspection form
    s += [P("APPENDIX C - WEEKLY INSPECTION REPORT FORM", H1),
          P("Qualified inspector's report - Tomahawk Ridge Professional Building - complete every 7 days and within 24 "
            "hours after 0.5 in of rain")]
    fr = [["Item", "Condition (OK / needs repair)", "Corrective action and date"]]
    for it in ["Stabilized construction entrance SCE-1", "Silt fence - west limit", "Silt fence - north limit",
               "Silt fence - east limit", "Compost filter sock at wetland buffer", "Sediment trap ST-1 (depth at marker)",
               "Sediment trap ST-2 (depth at marker)", "Diversion swale DS-1", "Diversion swale DS-2",
               "Inlet protection CB-1 to CB-6", "Route 100 basin protection", "Stockpile SP-A", "Stockpile SP-B",
               "Concrete washout CW-1", "Fuel tank area / spill kit", "Dumpsters covered", "Disturbed area (ac)",
               "Areas inactive > 7 days - stabilized?", "Turbidity at DP-1 / DP-2 (visual)"]:
        fr.append([it, "", ""])
    s += [tbl(fr, [2.6 * inch, 1.8 * inch, 2.1 * inch], long=False),
          Spacer(1, 12), P("Inspector: ____________________  Date: ________  Rain since last inspection: ______ in")]
    return s


# ---------------------------------------------------------------- drawings (tabloid landscape)
W, H = landscape(TABLOID)


def title_block(c, sheet, title, scale):
    c.setLineWidth(1.2)
    c.rect(0.4 * inch, 0.4 * inch, W - 0.8 * inch, H - 0.8 * inch)
    x0 = W - 3.4 * inch
    c.rect(x0, 0.4 * inch, 3.0 * inch, H - 0.8 * inch)
    c.setFont("Helvetica-Bold", 11)
    c.drawString(x0 + 0.15 * inch, 2.6 * inch, "CROTON VALLEY CIVIL, PLLC")
    c.setFont("Helvetica", 7)
    c.drawString(x0 + 0.15 * inch, 2.42 * inch, "18 STONELEIGH PLAZA, BREWSTER, NY 10509")
    c.setFont("Helvetica-Bold", 9)
    c.drawString(x0 + 0.15 * inch, 2.1 * inch, "TOMAHAWK RIDGE PROFESSIONAL BUILDING")
    c.setFont("Helvetica", 7)
    c.drawString(x0 + 0.15 * inch, 1.95 * inch, "2214 ROUTE 100, TOWN OF SOMERS, NY")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(x0 + 0.15 * inch, 1.55 * inch, title)
    c.setFont("Helvetica", 7)
    c.drawString(x0 + 0.15 * inch, 1.3 * inch, scale)
    c.drawString(x0 + 0.15 * inch, 1.15 * inch, "DATE: 03/20/2026   REV 1")
    c.drawString(x0 + 0.15 * inch, 1.0 * inch, "M. T. HALLSTEN, P.E. LIC. 091447")
    c.setFont("Helvetica-Bold", 22)
    c.drawString(x0 + 0.15 * inch, 0.55 * inch, sheet)


def base_plan(c, ox, oy, s):
    """s = points per foot. Draw property, contours, wetland, stream, existing woods."""
    c.setLineWidth(1.5)
    c.setDash([6, 2, 2, 2])
    pts = [(0, 0), (520, 0), (560, 560), (0, 540)]
    p = c.beginPath()
    p.moveTo(ox + pts[0][0] * s, oy + pts[0][1] * s)
    for x, y in pts[1:]:
        p.lineTo(ox + x * s, oy + y * s)
    p.close()
    c.drawPath(p)
    c.setDash()
    c.setLineWidth(0.4)
    c.setStrokeColor(colors.HexColor("#8a6d3b"))
    for i, e in enumerate(range(370, 414, 4)):
        x = 40 + i * 42
        c.line(ox + x * s, oy + 10 * s, ox + (x + 30) * s, oy + 530 * s)
        c.setFont("Helvetica", 5)
        c.drawString(ox + (x + 16) * s, oy + 270 * s, str(e))
    c.setStrokeColor(colors.black)
    # Route 100
    c.setLineWidth(1)
    c.line(ox - 40 * s, oy - 10 * s, ox - 40 * s, oy + 560 * s)
    c.line(ox - 8 * s, oy - 10 * s, ox - 8 * s, oy + 560 * s)
    c.setFont("Helvetica-Bold", 8)
    c.saveState(); c.translate(ox - 26 * s, oy + 200 * s); c.rotate(90); c.drawString(0, 0, "NYS ROUTE 100"); c.restoreState()
    # wetland + stream
    c.setStrokeColor(colors.HexColor("#2a6f97"))
    c.setLineWidth(1)
    c.ellipse(ox + 20 * s, oy + 430 * s, ox + 150 * s, oy + 530 * s)
    c.line(ox + 0 * s, oy + 520 * s, ox + 400 * s, oy + 545 * s)
    c.setStrokeColor(colors.black)
    c.setFont("Helvetica", 6)
    c.drawString(ox + 40 * s, oy + 475 * s, "WETLAND W-A (0.31 AC)")
    c.drawString(ox + 180 * s, oy + 548 * s, "INTERMITTENT WATERCOURSE TO PLUM BROOK")


def sheet1(c):
    title_block(c, "SP-1", "EXISTING CONDITIONS AND SOILS PLAN", "SCALE: 1 IN = 80 FT")
    s = 72 / 80.0  # 1 in = 80 ft
    ox, oy = 1.4 * inch, 1.0 * inch
    base_plan(c, ox, oy, s)
    c.setFont("Helvetica", 6)
    c.setStrokeColor(colors.HexColor("#b5179e")); c.setDash(2, 2)
    c.line(ox + 250 * s, oy, ox + 270 * s, oy + 540 * s)
    c.line(ox, oy + 300 * s, ox + 260 * s, oy + 310 * s)
    c.setDash(); c.setStrokeColor(colors.black)
    c.drawString(ox + 80 * s, oy + 150 * s, "PnB PAXTON FSL (HSG C)")
    c.drawString(ox + 330 * s, oy + 200 * s, "CrC CHARLTON-CHATFIELD (HSG B)")
    c.drawString(ox + 60 * s, oy + 360 * s, "LcB LEICESTER (HSG C/D)")
    c.drawString(ox + 300 * s, oy + 420 * s, "EXISTING OAK-HICKORY WOODS")
    c.drawString(ox + 60 * s, oy + 60 * s, "FORMER NURSERY - MOWN GRASS")
    c.drawString(ox - 36 * s, oy + 80 * s, "DP-1")
    c.drawString(ox + 10 * s, oy + 500 * s, "DP-2")
    # location map inset
    lx, ly = W - 7.0 * inch, H - 3.6 * inch
    c.rect(lx, ly, 3.3 * inch, 2.9 * inch)
    c.setFont("Helvetica-Bold", 7); c.drawString(lx + 6, ly + 2.9 * inch - 10, "LOCATION MAP  1 IN = 2,000 FT")
    c.setFont("Helvetica", 6)
    c.line(lx + 1.2 * inch, ly + 0.1 * inch, lx + 1.5 * inch, ly + 2.6 * inch)
    c.drawString(lx + 1.55 * inch, ly + 1.9 * inch, "RTE 100")
    c.line(lx + 0.1 * inch, ly + 0.9 * inch, lx + 3.1 * inch, ly + 0.7 * inch)
    c.drawString(lx + 2.2 * inch, ly + 0.8 * inch, "RTE 202")
    c.circle(lx + 1.45 * inch, ly + 1.6 * inch, 5, fill=1)
    c.drawString(lx + 0.3 * inch, ly + 1.6 * inch, "SITE")
    c.drawString(lx + 0.2 * inch, ly + 2.3 * inch, "MUSCOOT RESERVOIR (NE)")
    notes = ["NOTES:", "1. TOTAL SITE AREA 6.92 AC; LIMIT OF DISTURBANCE 3.18 AC (SEE SP-2).",
             "2. AREAS NOT TO BE DISTURBED: WETLAND W-A, NE WOODS, SLOPES > 25%.",
             "3. EXISTING SLOPES 3-8% (WEST), 10-22% (EAST); PROPOSED SLOPES SHOWN ON SP-2.",
             "4. SOIL BOUNDARIES FROM USDA-NRCS WEB SOIL SURVEY, FIELD VERIFIED 11/18/2025.",
             "5. DRAINAGE: SHEET FLOW WEST TO ROUTE 100 SWALE (DP-1) AND NW TO W-A (DP-2).",
             "6. NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE ON ADJACENT PROPERTIES.",
             "7. PROPOSED BUILDING, PARKING AND PRACTICES SHOWN ON SP-2 AND SP-3."]
    y = 4.2 * inch
    for n in notes:
        c.drawString(W - 7.0 * inch, y, n); y -= 10


def sheet2(c):
    title_block(c, "SP-2", "EROSION AND SEDIMENT CONTROL PLAN", "SCALE: 1 IN = 80 FT")
    s = 72 / 80.0
    ox, oy = 1.4 * inch, 1.0 * inch
    base_plan(c, ox, oy, s)
    c.setFillColor(colors.HexColor("#dddddd"))
    c.rect(ox + 300 * s, oy + 250 * s, 100 * s, 73 * s, fill=1)
    c.rect(ox + 60 * s, oy + 40 * s, 220 * s, 160 * s, fill=1)
    c.setFillColor(colors.black)
    c.setFont("Helvetica", 6)
    c.drawString(ox + 310 * s, oy + 285 * s, "PROPOSED BUILDING FF 398.0")
    c.drawString(ox + 90 * s, oy + 120 * s, "LOWER PARKING")
    c.setStrokeColor(colors.red); c.setLineWidth(1.3); c.setDash(8, 3)
    c.rect(ox + 20 * s, oy + 20 * s, 450 * s, 390 * s)
    c.setDash(); c.setStrokeColor(colors.black)
    labels = [(30, 410, "LIMIT OF DISTURBANCE 3.18 AC"), (25, 5, "SCE-1 50 FT x 24 FT"),
              (140, 25, "SF SILT FENCE 1,240 LF TOTAL (WEST, NORTH, EAST LIMITS)"),
              (60, 415, "CFS COMPOST SOCK 310 LF AT WETLAND BUFFER"),
              (90, 210, "ST-1 SEDIMENT TRAP 7,200 CF (DA 1.72 AC)"), (260, 370, "ST-2 SEDIMENT TRAP 4,250 CF (DA 1.18 AC)"),
              (180, 230, "DS-1 DIVERSION SWALE 280 LF"), (330, 340, "DS-2 DIVERSION SWALE 195 LF"),
              (400, 90, "SP-A STOCKPILE 40 x 90 FT"), (420, 240, "SP-B STOCKPILE 30 x 60 FT"),
              (240, 60, "CW-1 CONCRETE WASHOUT 10 x 10 FT"), (120, 175, "IP INLET PROTECTION (7)"),
              (420, 380, "PHASE 2 (1.43 AC)"), (150, 90, "PHASE 1 (1.75 AC)")]
    for x, y, t in labels:
        c.drawString(ox + x * s, oy + y * s, t)
    notes = ["EROSION CONTROL NOTES:", "1. ALL PRACTICES PER NYS STANDARDS AND SPECIFICATIONS FOR E&SC (2016).",
             "2. SEQUENCE AND SCHEDULE: SEE SWPPP SECTIONS 3.2 AND 3.5.",
             "3. STABILIZE INACTIVE AREAS WITHIN 7 DAYS.", "4. DETAILS ON SHEET SP-4.",
             "5. PROPOSED CONTOURS AT 2 FT; MAX PROPOSED SLOPE 3:1."]
    y = 4.2 * inch
    for n in notes:
        c.drawString(W - 7.0 * inch, y, n); y -= 10


def sheet3(c):
    title_block(c, "SP-3", "STORMWATER MANAGEMENT PLAN", "SCALE: 1 IN = 80 FT")
    s = 72 / 80.0
    ox, oy = 1.4 * inch, 1.0 * inch
    base_plan(c, ox, oy, s)
    c.setFont("Helvetica", 6)
    for x, y, t in [(90, 215, "BR-1 BIORETENTION 3,150 SF (BOTTOM EL. 368.0)"),
                    (260, 372, "BR-2 BIORETENTION 2,280 SF (BOTTOM EL. 389.5)"),
                    (330, 230, "IC-1 40 SC-740 CHAMBERS (54 FT x 31 FT BED)"),
                    (60, 190, "HS-1 CDS 2015-4"), (120, 150, "CB-1 TO CB-6, 15 IN HDPE"),
                    (250, 420, "LEVEL SPREADER LS-1 20 FT"), (300, 285, "PROPOSED BUILDING")]:
        c.drawString(ox + x * s, oy + y * s, t)
    c.rect(ox + 85 * s, oy + 200 * s, 70 * s, 45 * s)
    c.rect(ox + 255 * s, oy + 360 * s, 57 * s, 40 * s)
    c.rect(ox + 330 * s, oy + 210 * s, 54 * s, 31 * s)
    y = 4.2 * inch
    for n in ["STORMWATER NOTES:", "1. PRACTICES DESIGNED TO DESIGN MANUAL CH. 10 (ENHANCED PHOSPHORUS REMOVAL).",
              "2. SIZING: SWPPP CHAPTER 4. ANALYSIS: CHAPTER 5 AND APPENDIX B.",
              "3. IC-1 TO BE KEPT OFFLINE UNTIL ROOF AND UPSLOPE AREAS ARE STABILIZED."]:
        c.drawString(W - 7.0 * inch, y, n); y -= 10


def sheet4(c):
    title_block(c, "SP-4", "EROSION CONTROL AND STORMWATER DETAILS", "SCALE: NOT TO SCALE")
    c.setFont("Helvetica-Bold", 8)
    boxes = [
        ("DETAIL 1 - STABILIZED CONSTRUCTION ENTRANCE", ["50 FT MIN LENGTH x 24 FT WIDTH", "8 IN THICK ASTM C-33 NO. 2 STONE",
                                                          "WOVEN GEOTEXTILE UNDER STONE", "MOUNTABLE BERM 6 IN WHERE GRADE > 2%"]),
        ("DETAIL 2 - SILT FENCE", ["36 IN WOVEN FABRIC, 16 IN EMBEDDED", "2 IN HARDWOOD STAKES 8 FT O.C. MAX",
                                   "6 IN x 6 IN TRENCH, COMPACTED BACKFILL", "REMOVE SEDIMENT AT 1/2 HEIGHT"]),
        ("DETAIL 3 - TEMPORARY SEDIMENT TRAP", ["3,600 CF/AC OF DRAINAGE AREA", "STONE OUTLET NO. 4 STONE, 1 FT NO. 57 FACE",
                                                 "2:1 SIDE SLOPES, 4 FT MAX DEPTH", "CLEANOUT MARKER AT 50% WET STORAGE"]),
        ("DETAIL 4 - BIORETENTION BR-1 / BR-2", ["6 IN PONDING, 3 IN HARDWOOD MULCH", "30 IN ENGINEERED SOIL MEDIA (SAND/TOPSOIL/COMPOST)",
                                                 "3 IN PEA GRAVEL CHOKING LAYER", "12 IN NO. 57 STONE WITH 6 IN PERFORATED HDPE UNDERDRAIN",
                                                 "1.0 IN ORIFICE ON UNDERDRAIN OUTLET", "6 FT BROAD-CRESTED OVERFLOW WEIR (BR-1), 4 FT (BR-2)"]),
        ("DETAIL 5 - INFILTRATION CHAMBERS IC-1", ["STORMTECH SC-740, 40 UNITS IN 4 ROWS", "12 IN CLEAN 3/4-2 IN STONE BELOW, 6 IN ABOVE",
                                                   "ADS 601T NON-WOVEN GEOTEXTILE WRAP", "ISOLATOR ROW WITH WOVEN FABRIC, 4 IN INSPECTION PORTS",
                                                   "MIN. 3 FT SEPARATION TO SEASONAL HIGH GROUNDWATER"]),
        ("DETAIL 6 - DIVERSION SWALE", ["1.5 FT DEEP, 6 FT BOTTOM, 2:1 SIDES", "S150 EROSION CONTROL BLANKET", "STONE CHECK DAMS 50 FT O.C."]),
    ]
    x, y = 0.8 * inch, H - 1.0 * inch
    for i, (t, lines) in enumerate(boxes):
        bx = 0.7 * inch + (i % 3) * 4.3 * inch
        by = H - 0.8 * inch - (i // 3 + 1) * 4.6 * inch
        c.rect(bx, by, 4.1 * inch, 4.4 * inch)
        c.setFont("Helvetica-Bold", 8)
        c.drawString(bx + 8, by + 4.4 * inch - 14, t)
        c.setFont("Helvetica", 7)
        yy = by + 4.4 * inch - 30
        for l in lines:
            c.drawString(bx + 8, yy, l); yy -= 10
        c.setFillColor(colors.HexColor("#eeeeee"))
        c.rect(bx + 0.4 * inch, by + 0.3 * inch, 3.3 * inch, 1.8 * inch, fill=1)
        c.setFillColor(colors.black)


def drawings_pdf():
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(W, H), invariant=1)
    c.setTitle("Drawings")
    for f in (sheet1, sheet2, sheet3, sheet4):
        f(c); c.showPage()
    c.save()
    buf.seek(0)
    return buf


def build(out):
    buf = io.BytesIO()
    doc = BaseDocTemplate(buf, pagesize=letter, leftMargin=0.75 * inch, rightMargin=0.75 * inch,
                          topMargin=0.75 * inch, bottomMargin=0.75 * inch, title=TITLE,
                          author="Croton Valley Civil, PLLC", invariant=1)
    fr = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
    doc.addPageTemplates([PageTemplate("p", [fr], onPage=on_page)])
    doc.build(story())
    buf.seek(0)
    main = PdfReader(buf)
    dr = PdfReader(drawings_pdf())
    w = PdfWriter()
    pages = list(main.pages)
    # drawings bound as Appendix A after Chapter 8 (before Appendix B)
    ch8 = None
    for i, p in enumerate(pages):
        if "CHAPTER 8 - CERTIFICATIONS" in p.extract_text():
            ch8 = i
    for i, p in enumerate(pages):
        w.add_page(p)
        if i == ch8:
            for q in dr.pages:
                w.add_page(q)
    w.add_metadata({"/Title": TITLE, "/Producer": "ReportLab PDF Library - www.reportlab.com; pypdf"})
    with open(out, "wb") as f:
        w.write(f)


HEADINGS = ["CHAPTER 1 - § 18-39(a)-(b): REGULATED ACTIVITY, APPLICABILITY AND REVIEW",
            "CHAPTER 2 - § 18-39(c)(1): EXISTING SITE CONDITIONS",
            "CHAPTER 3 - § 18-39(c)(2): EROSION AND SEDIMENT CONTROL PLAN",
            "CHAPTER 5 - § 18-39(c)(4): HYDROLOGIC AND HYDRAULIC ANALYSIS",
            "CHAPTER 6 - § 18-39(c)(5): OPERATION, MAINTENANCE AND RESPONSIBILITY",
            "CHAPTER 7 - § 18-39(b)(3)-(4): IMPERVIOUS SURFACES, SETBACKS AND VARIANCES",
            "CHAPTER 8 - CERTIFICATIONS", "APPENDIX B - HYDROCAD NODE SUMMARY",
            "APPENDIX C - WEEKLY INSPECTION REPORT FORM", "7.3 Variances from the Watershed Regulations",
            "3.4 Erosion and sediment control practices: dimensions, specifications, installation and maintenance"]


STYLE = ("SWPPP organised by another regulator's list: chapters follow the NYC DEP Watershed Regulations' "
         "stormwater sections (15 RCNY § 18-39), Town of Somers Ch. 93 items scattered under them with a "
         "cross-reference note; tabloid drawing sheets bound as Appendix A")
LABEL = {
    "checklist": "somers-ch93",
    "style": STYLE, "house_style": STYLE,
    "producer": "reportlab platypus (LongTable tables continued over pages, repeated header rows) + reportlab canvas tabloid drawing sheets, merged with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 3.18, "project_type": "commercial office building with parking (Ch. 93-6A(2)(g) commercial development)",
              "single_family": False, "impaired_water": True},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "present", "93-6A(1)(l)": "missing",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "missing", "93-6A(3)(i)": "present",
        "93-6B": "present", "93-6D": "missing"},
    "evidence": {
        "93-6A(1)(a)": {"pages": [3], "quote": "Tomahawk Ridge Holdings LLC proposes to construct a two-story professional office building of 14,600 square feet"},
        "93-6A(1)(b)": {"pages": [13], "quote": "TOTAL SITE AREA 6.92 AC; LIMIT OF DISTURBANCE 3.18 AC"},
        "93-6A(1)(c)": {"pages": [4], "quote": "PnB Paxton fine sandy loam 3-8% HSG C"},
        "93-6A(1)(d)": {"pages": [5], "quote": "Construction is divided into two phases so that no more than 2.0 acres are exposed at one time"},
        "93-6A(1)(e)": {"pages": [7], "quote": "Covered roll-off containers (one 30 cy for construction debris, one 6 cy for trash)"},
        "93-6A(1)(f)": {"pages": [5], "quote": "Disturbed areas where work has temporarily ceased will be stabilized within 7 days"},
        "93-6A(1)(g)": {"pages": [14], "quote": "SF SILT FENCE 1,240 LF TOTAL (WEST, NORTH, EAST LIMITS)"},
        "93-6A(1)(h)": {"pages": [16], "quote": "STONE OUTLET NO. 4 STONE, 1 FT NO. 57 FACE"},
        "93-6A(1)(i)": {"pages": [3], "quote": "There will be no stormwater discharges associated with industrial activity other than construction at this site."},
        "93-6A(1)(j)": {"pages": [6], "quote": "the practices that must be in place, when they are placed, and the minimum time they remain."},
        "93-6A(1)(k)": {"pages": [7], "quote": "will inspect all erosion and sediment control practices at least once every seven calendar days"},
        "93-6A(3)(b)": {"pages": [8], "quote": "A 3,150 sf bioretention area receiving sheet flow and curb-cut flow"},
        "93-6A(3)(c)": {"pages": [15], "quote": "BR-1 BIORETENTION 3,150 SF (BOTTOM EL. 368.0)"},
        "93-6A(3)(d)": {"pages": [9], "quote": "Each structural component of the system was routed"},
        "93-6A(3)(e)": {"pages": [8], "quote": "WQv = P Rv A / 12 with P = 2.81 in (1-yr, 24-hr)"},
        "93-6A(3)(f)": {"pages": [16], "quote": "30 IN ENGINEERED SOIL MEDIA (SAND/TOPSOIL/COMPOST)"},
        "93-6A(3)(g)": {"pages": [10], "quote": "is the entity responsible for long-term operation and maintenance"},
        "93-6A(3)(i)": {"pages": [10], "quote": "recorded in the Westchester County Clerk's office as a deed restriction binding on all subsequent landowners"},
        "93-6B": {"pages": [12], "quote": "Marguerite T. Hallsten, P.E., NYS Professional Engineer License No. 091447"},
    },
    "gaps": {
        "93-6A(1)(l)": "pointer to a section that does not hold the item: the front cross-reference note sends § 93-6A(1)(l) to Chapter 7, § 7.3 (p. 11), which only says no variance from the DEP Watershed Regulations is requested; nowhere does the plan identify deviations from the NYS Standards and Specifications for E&SC or state there are none (the 'Deviations ... None' row on p. 8 is about the Design Manual sizing criteria)",
        "93-6A(3)(h)": "deferral buried in a later sentence: § 6.2 (p. 10) first describes a 20-foot access and maintenance easement 'in favor of the Town', then says its area will be added to the final site plan after Planning Board approval and 'is not shown on the drawings in this submission'; not recorded on the plan",
        "93-6D": "certification missing its training clause: § 8.3 (p. 12) contractor statement is the short form (comply with SWPPP; unlawful to contribute to a violation) without the four-hour erosion and sediment control training clause; the two contractors signed it with full name, title, firm address, phone, site and date",
    },
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": ("Commercial office development, 3.18 ac disturbed in the Muscoot Reservoir basin (phosphorus TMDL): § 93-6A(2)(g) "
              "and over one acre, so § 93-6A(3) applies. Organised by NYC DEP 15 RCNY § 18-39 headings; Town items are "
              "found through the cross-reference note on p. 2, which is right for every item except (l). Drawings "
              "SP-1 to SP-4 (pp. 13-16) are bound. § 93-6A(3)(i) is present under the Conventions: § 6.3 states the "
              "binding, recorded terms of the agreement although the instrument is executed later. The ESC inspection "
              "schedule (§ 3.6) is for the construction-phase practices, so (k) is present."),
}
