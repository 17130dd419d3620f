"""Plan 1: Village of Asharoken forms packet (SW-8B requirement sheets, flattened) + two 36x24 drawing sheets."""
import os, subprocess
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.colors import black, white, Color
from pypdf import PdfReader, PdfWriter
from common import wrap, run

NAME = "p20a_forms_asharoken_bevin_road_swim_club"
PROJECT = "Bevin Road Swim & Tennis Club - Clubhouse and Parking Renovation"
SITE = "120 Bevin Road, Village of Asharoken (Northport), NY 11768; SCTM 0105-001.00-02.00-014.000"
APPLICANT = "Bevin Road Swim & Tennis Club, Inc."
PREPARER = "Harbor Line Civil Engineering, PLLC, 44 Woodbine Avenue, Northport, NY 11768, (631) 555-0147"

# (item id, requirement as printed on the Village form, answer, see also)
SHEETS = [
("44-8B(1)(a)", "Background information about the scope of the project, including location, type and size of project.",
"The Bevin Road Swim & Tennis Club occupies a 3.06-acre parcel on the south (Northport Bay) side of Bevin Road in the Village of Asharoken. The work replaces the 1968 clubhouse with a new 4,850 sq ft one-story clubhouse, rebuilds and enlarges the gravel parking area as a 62-space asphalt lot, relocates two tennis courts and adds a drainage system of a bioretention area and four leaching pools.\nProject type: private recreational club (non-residential). Total disturbance: 1.42 acres. Impervious cover increases from 0.61 acre to 0.94 acre. Construction is planned to begin in September and to end the following June.",
"Sheet C-101 (location map and site plan)"),
("44-8B(1)(b)", "Site map/construction drawing(s) including a general location map, site area, improvements, disturbed and undisturbed areas, vegetation, surface waters, wetlands, drainage patterns, existing and final slopes, off-site storage areas and discharge locations; scale no smaller than 1 in = 100 ft.",
"Sheet C-101 (36 x 24 in., scale 1 in. = 30 ft.) shows the location map, the 3.06-acre parcel, existing and proposed improvements, the limit of disturbance (1.42 ac.), the undisturbed wooded slope and lawn to remain, existing vegetation, the Northport Bay shoreline and the NYSDEC tidal wetland boundary (flagged by others, 2-ft contours), drainage patterns with flow arrows, existing and final contours, and the single discharge point. No off-site material, waste, borrow or equipment storage areas will be used.",
"Sheet C-101"),
("44-8B(1)(c)", "Description of the soil(s) present at the site.",
"The USDA-NRCS Soil Survey of Suffolk County maps two units on the parcel: Plymouth loamy sand, 3 to 8 percent slopes (PlB), over the clubhouse, courts and parking area; and Carver and Plymouth sands, 15 to 35 percent slopes (CpE), on the wooded bank toward the bay. Both are deep, excessively drained sands (Hydrologic Soil Group A). Test hole TH-1 (McDonald Geoscience, 4/11) found 0-1 ft topsoil, 1-3 ft brown loamy sand, 3-14 ft brown medium to coarse sand; groundwater at elevation 2.8 (13.2 ft below grade).",
"Test hole log on Sheet C-501"),
("44-8B(1)(d)", "Construction phasing plan describing the intended sequence of construction activities; not more than five acres disturbed at any one time.",
"Sequence of construction (single phase; total disturbance 1.42 ac., never more than 5 acres at one time):\n1. Pre-construction meeting with the Village SMO; flag limit of disturbance.\n2. Install stabilized construction entrance, silt fence and inlet protection.\n3. Demolish existing clubhouse; clear and grub the parking and court areas.\n4. Strip and stockpile topsoil at the stockpile area shown on C-101.\n5. Excavate and pour clubhouse foundations; rough grade parking lot and courts.\n6. Install leaching pools DW-1 to DW-4, catch basins and piping; protect inlets.\n7. Place base course and pave parking; construct courts.\n8. Construct bioretention area BR-1 only after its drainage area is stabilized.\n9. Topsoil, seed and mulch; remove temporary controls after final stabilization.",
"Sheet C-101 construction sequence notes"),
("44-8B(1)(e)", "Description of the pollution prevention measures that will be used to control litter, construction chemicals and construction debris.",
"A covered 20-cubic-yard roll-off dumpster will be kept near the construction entrance and emptied weekly or when three-quarters full. Litter is picked up daily by the site superintendent. Paints, sealers and form oils are kept in a locked, roofed storage container with secondary containment. Demolition debris from the old clubhouse is loaded directly into trucks and hauled to a licensed facility; no burial or burning on site. A portable toilet is staked down 50 ft from any inlet.",
"Sheet C-101 (dumpster, storage container locations)"),
("44-8B(1)(f)", "Description of construction and waste materials expected to be stored on site, controls to reduce pollutants including storage practices to minimize exposure, and spill prevention and response.",
"Materials expected on site: lumber, masonry block, bagged cement and mortar, asphalt tack coat, paint, diesel fuel for equipment, hydraulic oil, demolition debris and packaging waste. Lumber and block are stored on pallets under tarps; bagged cement and liquids are kept in the storage container. No fuel tanks are stored on site; equipment is fuelled by a mobile truck over a drip pan at least 100 ft from the bay and any inlet. A spill kit (absorbent pads, booms, 55-gal drum) is kept in the container. Spills are contained at once, cleaned up with absorbent, and any spill of petroleum is reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours. The list is updated as materials change.",
"Spill kit location on Sheet C-101"),
("44-8B(1)(g)", "Temporary and permanent structural and vegetative measures for soil stabilization, runoff control and sediment control for each stage of the project, from initial clearing and grubbing to project closeout.",
"Clearing and demolition stage: stabilized construction entrance, silt fence along the downslope limit of disturbance, inlet protection on the two existing Bevin Road catch basins. Grading stage: temporary seeding (annual ryegrass, 40 lb/ac) and straw mulch (2 tons/ac) on any area left inactive 7 days or more; stockpile ringed with silt fence and covered. Utility and paving stage: inlet protection on new catch basins CB-1 to CB-3; dust control by water truck. Closeout: permanent seeding (fescue mix, 6 lb/1,000 sq ft) on 4 in. topsoil, erosion control blanket on slopes of 3:1 or steeper, planting of BR-1, and the permanent drainage system.",
"Sheet C-501 details 1 to 4"),
("44-8B(1)(h)", "A site map/construction drawing(s) specifying the location(s), size(s) and length(s) of each erosion and sediment control practice.",
"Sheet C-101 shows each practice with its size or length: stabilized construction entrance 20 ft x 50 ft; silt fence 610 linear feet (SF-1, 385 LF, and SF-2, 225 LF); inlet protection at 5 inlets; topsoil stockpile area 40 ft x 30 ft ringed with 140 LF of silt fence; concrete washout 10 ft x 10 ft.",
"Sheet C-101"),
("44-8B(1)(i)", "Dimensions, material specifications and installation details for all erosion and sediment control practices, including the siting and sizing of any temporary sediment basins.",
"Details are on Sheet C-501: silt fence (36 in. woven geotextile, 2 in. x 2 in. hardwood stakes at 8 ft on center, toe buried 6 in.), stabilized construction entrance (1.5 to 4 in. crushed stone, 8 in. thick, over geotextile), drop inlet protection (filter fabric on 2x4 frame), and concrete washout (lined 10 mil plastic). No temporary sediment basin is needed: the disturbed area draining to any single point is under 1 acre and is controlled by silt fence per the Erosion Control Manual.",
"Sheet C-501"),
("44-8B(1)(j)", "Temporary practices that will be converted to permanent control measures.",
"The temporary diversion swale along the east side of the parking lot (Sheet C-101) will be regraded, topsoiled and seeded at closeout to become the permanent grass swale conveying parking runoff to BR-1. No other temporary practice is converted; all silt fence, inlet protection and the construction entrance are removed after final stabilization.",
"Sheet C-101"),
("44-8B(1)(k)", "Implementation schedule for staging temporary erosion and sediment control practices, including timing of initial placement and duration each practice should remain in place.",
"Construction entrance: installed before any other work; remains until paving base course is placed (about month 6). Silt fence SF-1 and SF-2: installed before demolition; remains until final stabilization (70 percent uniform vegetative cover). Inlet protection: placed on existing inlets before demolition and on new inlets as each is built; remains until paving and stabilization are complete. Temporary seeding and mulch: within 7 days of any area becoming inactive; remains until permanent seeding. Stockpile silt fence and cover: from stockpile creation until topsoil is respread.",
"Sheet C-101 construction sequence notes"),
("44-8B(1)(l)", "Maintenance schedule to ensure continuous and effective operation of the erosion and sediment control practice.",
"Bioretention area BR-1: inspect monthly during the first growing season and after storms of 1 inch or more; remove sediment from the forebay when 3 in. deep; replace mulch each spring; replace dead plants. Leaching pools DW-1 to DW-4: inspect twice a year; vacuum sediment when 25 percent of the depth is filled.",
"Sheet C-501, Bioretention maintenance note"),
("44-8B(1)(m)", "Name(s) of the receiving water(s).",
"Runoff from the site discharges to Northport Bay (NYSDEC waterbody segment Northport Bay, Long Island Sound drainage) through the outlet at the southwest corner of the parcel. Northport Bay is not designated on the Section 303(d) list for a pollutant of concern discharged by this project.",
"Sheet C-101 discharge point DP-1"),
("44-8B(1)(n)", "Delineation of SWPPP implementation responsibilities for each part of the site.",
"Owner (Bevin Road Swim & Tennis Club, Inc., Marcus Ellery, Board President): overall compliance, retains the qualified inspector, keeps the SWPPP on site. General contractor (Tidewater Builders Corp., Dana Kowalczyk, superintendent): installs and maintains all erosion and sediment controls in the clubhouse, parking and court areas. Site/utility subcontractor (North Shore Excavating, Inc.): drainage system, BR-1, grading of the wooded bank area. Qualified inspector (Harbor Line Civil Engineering, PLLC): weekly inspections of the whole site and reports to the owner and the Village.",
"Contractor certifications, requirement sheet 44-8E"),
("44-8B(1)(o)", "Description of structural practices designed to divert flows from exposed soils, store flows, or otherwise limit runoff and the discharge of pollutants from exposed areas of the site.",
"A temporary earth diversion swale (2 ft bottom, 1 ft deep, 3:1 side slopes) along the east edge of the parking lot intercepts runoff from Bevin Road and keeps it off the exposed parking subgrade. Silt fence SF-1 and SF-2 pond and filter flow at the downslope edge. Runoff from the paved areas is stored in leaching pools DW-1 to DW-4 (total storage 1,420 cu ft) as they come on line, and BR-1 stores and infiltrates the water quality volume after stabilization.",
"Sheet C-101; Sheet C-501 detail 5"),
("44-8B(1)(p)", "Any existing data that describes the stormwater runoff at the site.",
"TBD",
""),
("44-8B(3)(b)", "Description of each postconstruction stormwater management practice.",
"Condition C applies (1.42 acres disturbed; not a single-family residence). Post-construction practices: (1) Bioretention area BR-1, 2,150 sq ft, treats the water quality volume (WQv = 2,480 cu ft) from the parking lot and courts by filtration through 2.5 ft of planting soil and infiltration into the sand. (2) Leaching pools DW-1 to DW-4 (8 ft dia. x 6 ft effective depth, precast concrete) receive clubhouse roof runoff and catch basin overflow and infiltrate it, providing runoff reduction and storage for storms up to the 10-year event.",
"Sheet C-101; Sheet C-501 details 5 and 6"),
("44-8B(3)(c)", "Site map/construction drawing(s) showing the specific location(s) and size(s) of each postconstruction stormwater management practice.",
"Sheet C-101 shows BR-1 (2,150 sq ft, bottom elevation 15.5) west of the parking lot and leaching pools DW-1 to DW-4 (8 ft dia.) with their rim and invert elevations and connecting pipes.",
"Sheet C-101"),
("44-8B(3)(d)", "Hydrologic and hydraulic analysis for all structural components of the stormwater management system for the applicable design storms.",
"HydroCAD 10.2 model, SCS TR-20 method, Type III 24-hour storm, NOAA Atlas 14 depths for Northport: 1-yr 2.8 in., 10-yr 5.0 in., 100-yr 8.4 in. Subcatchments: 1S parking and courts (0.71 ac., CN 89), 2S clubhouse roof (0.11 ac., CN 98), 3S lawn and woods (0.60 ac., CN 45). Exfiltration 8.0 in./hr (design 4.0 in./hr after factor of safety 2). BR-1 peak stage in the 10-yr storm: 16.9 (top of berm 17.5); leaching pools: no overflow through the 10-yr storm; 100-yr overflow 0.21 cfs to the yard inlet.",
"Sheet C-501 drainage calculation table"),
("44-8B(3)(e)", "Comparison of postdevelopment stormwater runoff conditions with predevelopment conditions.",
"Peak discharge at DP-1 (cfs), pre / post: 1-yr 0.38 / 0.12; 10-yr 1.21 / 0.44; 100-yr 2.86 / 1.97. Runoff volume, 10-yr (cu ft), pre / post: 5,210 / 1,960. Post-development peak rates and volumes are below pre-development values for every design storm.",
"Sheet C-501 drainage calculation table"),
("44-8B(3)(f)", "Dimensions, material specifications and installation details for each postconstruction stormwater management practice.",
"Sheet C-501 detail 5 (BR-1): 2,150 sq ft surface, 6 in. ponding depth, 3 in. shredded hardwood mulch, 2.5 ft planting soil (sand 50%, topsoil 30%, compost 20%), 12 in. pea gravel, 4 in. perforated underdrain capped for infiltration, 3:1 side slopes, stone forebay. Detail 6 (DW-1 to DW-4): 8 ft dia. precast concrete leaching rings, 6 ft effective depth, 2 ft of clean gravel collar, traffic-bearing slab and cast-iron frame and cover, bottom at least 3 ft above seasonal high groundwater.",
"Sheet C-501 details 5 and 6"),
("44-8B(3)(g)", "Maintenance schedule to ensure continuous and effective operation of each postconstruction stormwater management practice.",
"BR-1: inspect monthly April to October for the first year and then quarterly and after any storm over 1 inch; remove forebay sediment when 3 in. deep; re-mulch each spring; replace dead plants within 30 days; clear the overflow weekly during leaf fall. DW-1 to DW-4 and CB-1 to CB-3: inspect each April and October; vacuum when sediment is 25 percent of depth; jet pipes as needed. Parking lot: sweep twice a year. The Club keeps a maintenance log available to the Village.",
"Sheet C-501, maintenance notes"),
("44-8B(3)(h)", "Maintenance easements to ensure access to all stormwater management practices at the site for inspection and repair; recorded on the plan and remaining in effect with transfer of title.",
"A 20-ft wide stormwater access and maintenance easement in favor of the Village of Asharoken over BR-1, DW-1 to DW-4 and the access drive is shown and described on Sheet C-101. The easement will be filed with the Suffolk County Clerk with the approved plan and runs with the land, remaining in effect upon any transfer of title.",
"Sheet C-101, easement note"),
("44-8B(3)(i)", "Inspection and maintenance agreement binding on all subsequent landowners served by the on-site stormwater management measures.",
"The inspection and maintenance agreement will be submitted under separate cover prior to the issuance of a building permit.",
""),
("44-8C", "Plan certification: the SWPPP shall be prepared by a licensed professional landscape architect or licensed professional engineer and signed by the professional, who shall certify that the design of all stormwater management practices meets the requirements of Chapter 44.",
"Preparer's certification: I certify that this SWPPP was prepared by me or under my direct supervision and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.\nSigned: /s/ Teresa M. Quintero\nTeresa M. Quintero, P.E., NYS License No. 094127, Harbor Line Civil Engineering, PLLC\nDate: May 6",
"Seal on Sheets C-101 and C-501"),
("44-8E", "Contractor certification: each contractor and subcontractor shall sign and date the certification statement of 44-8E(1), with name and title, address and telephone number of the contracting firm, site address and date.",
"\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"\n(1) /s/ Dana Kowalczyk, Superintendent, Tidewater Builders Corp., 310 Fort Salonga Road, Northport, NY 11768, (631) 555-0188. Site: 120 Bevin Road, Asharoken. Date: May 14\n(2) /s/ Luis Ferreira, President, North Shore Excavating, Inc., 18 Depot Road, Huntington Station, NY 11746, (631) 555-0163. Site: 120 Bevin Road, Asharoken. Date: May 14",
"Requirement sheet 44-8B(1)(n)"),
]

def form_pages(path):
    W, H = letter
    c = canvas.Canvas(path, pagesize=letter)
    c.setTitle("Village of Asharoken SWPPP Requirement Sheets - " + PROJECT)
    c.setAuthor("Harbor Line Civil Engineering, PLLC")
    c.setCreator("Village of Asharoken Form SW-8B (fillable)")
    f = c.acroForm
    # cover
    c.setFont("Helvetica-Bold", 15); c.drawCentredString(W/2, 730, "VILLAGE OF ASHAROKEN")
    c.setFont("Helvetica", 10.5); c.drawCentredString(W/2, 714, "1 Asharoken Avenue, Northport, New York 11768  -  Office of the Stormwater Management Officer")
    c.setFont("Helvetica-Bold", 13); c.drawCentredString(W/2, 680, "SWPPP SUBMISSION PACKET - FORM SW-8A (COVER)")
    c.setFont("Helvetica", 9.5); c.drawCentredString(W/2, 664, "Chapter 44, Stormwater Management and Erosion and Sediment Control")
    rows = [("Project", PROJECT), ("Site", SITE), ("Applicant", APPLICANT),
            ("SWPPP preparer", PREPARER), ("Total disturbance (acres)", "1.42"),
            ("Part of larger common plan?", "No"), ("Condition A / B / C (44-8B(2))", "Condition C"),
            ("Requirement sheets attached", "26 (one per requirement of 44-8B, 44-8C and 44-8E)"),
            ("Drawing sheets attached", "C-101 Site, Erosion Control and Drainage Plan; C-501 Details"),
            ("Date submitted", "May 16")]
    y = 620
    for i, (k, v) in enumerate(rows):
        c.rect(60, y - 26, 492, 26)
        c.setFont("Helvetica", 8); c.drawString(64, y - 10, k.upper())
        f.textfield(name=f"cover{i}", x=220, y=y - 23, width=328, height=20, value=v, borderWidth=0,
                    fontName="Helvetica", fontSize=9, fillColor=white, textColor=black)
        y -= 26
    c.setFont("Helvetica-Oblique", 8.5)
    c.drawString(60, y - 24, "Applicant: complete one Form SW-8B for each requirement. Attach drawings at a scale no smaller than 1 in. = 100 ft.")
    c.setFont("Helvetica", 7.5); c.drawString(60, 40, "Form SW-8A (rev. 3/2019)")
    c.showPage()
    n = len(SHEETS)
    for idx, (iid, req, ans, see) in enumerate(SHEETS, 1):
        c.setFont("Helvetica-Bold", 12); c.drawString(60, 742, "VILLAGE OF ASHAROKEN")
        c.setFont("Helvetica", 8.5); c.drawRightString(552, 742, "Stormwater Management Officer")
        c.setFont("Helvetica-Bold", 13); c.drawString(60, 722, "SWPPP REQUIREMENT SHEET")
        c.setFont("Helvetica", 8.5); c.drawRightString(552, 722, "Form SW-8B")
        c.setLineWidth(1.6); c.rect(60, 620, 492, 92); c.setLineWidth(0.8)
        c.setFillColor(Color(0.88, 0.88, 0.88)); c.rect(60, 690, 492, 22, fill=1, stroke=1); c.setFillColor(black)
        c.setFont("Helvetica-Bold", 11); c.drawString(66, 697, "REQUIREMENT:  Chapter 44, \u00a7 " + iid)
        c.setFont("Helvetica", 8.5)
        yy = 678
        for ln in wrap(req, "Helvetica", 8.5, 478):
            c.drawString(66, yy, ln); yy -= 11
        # project lines
        c.rect(60, 588, 492, 26); c.rect(60, 562, 492, 26)
        c.setFont("Helvetica", 7.5); c.drawString(64, 604, "PROJECT"); c.drawString(64, 578, "SHEET")
        f.textfield(name=f"p{idx}", x=130, y=591, width=418, height=20, value=PROJECT, borderWidth=0,
                    fontName="Helvetica", fontSize=9, fillColor=white, textColor=black)
        f.textfield(name=f"s{idx}", x=130, y=565, width=418, height=20, value=f"{idx} of {n}", borderWidth=0,
                    fontName="Helvetica", fontSize=9, fillColor=white, textColor=black)
        c.setFont("Helvetica-Bold", 9); c.drawString(60, 546, "APPLICANT'S RESPONSE (type or print; attach additional sheets if needed)")
        c.rect(60, 150, 492, 390)
        lines = wrap(ans, "Helvetica", 9, 470)
        f.textfield(name=f"a{idx}", x=64, y=154, width=484, height=382, value="\n".join(lines), borderWidth=0,
                    fontName="Helvetica", fontSize=9, fillColor=white, textColor=black, fieldFlags="multiline")
        c.setFont("Helvetica-Bold", 9); c.drawString(60, 132, "SEE ALSO (sheet, page or document)")
        c.rect(60, 100, 492, 26)
        f.textfield(name=f"v{idx}", x=64, y=103, width=484, height=20, value=see, borderWidth=0,
                    fontName="Helvetica", fontSize=9, fillColor=white, textColor=black)
        c.setFont("Helvetica", 7.5)
        c.drawString(60, 70, "Reviewer use:  [ ] Adequate   [ ] Inadequate   [ ] Not applicable     Initials: ______")
        c.drawString(60, 40, "Form SW-8B (rev. 3/2019)")
        c.showPage()
    c.save()

def drawings(path):
    W, H = 36 * 72, 24 * 72
    c = canvas.Canvas(path, pagesize=(W, H))
    c.setCreator("AutoCAD Civil 3D 2022 - DWG To PDF.pc3")
    def frame(num, title):
        c.setLineWidth(2); c.rect(36, 36, W - 72, H - 72); c.setLineWidth(1)
        c.rect(W - 36 - 300, 36, 300, 360)
        c.setFont("Helvetica-Bold", 14); c.drawString(W - 326, 370, "HARBOR LINE CIVIL ENGINEERING, PLLC")
        c.setFont("Helvetica", 10); c.drawString(W - 326, 354, "44 Woodbine Avenue, Northport, NY 11768")
        c.setFont("Helvetica-Bold", 12); c.drawString(W - 326, 320, "BEVIN ROAD SWIM & TENNIS CLUB")
        c.setFont("Helvetica", 10); c.drawString(W - 326, 305, "120 Bevin Road, Village of Asharoken, NY")
        c.setFont("Helvetica-Bold", 13)
        for i, t in enumerate(title): c.drawString(W - 326, 260 - 16 * i, t)
        c.setFont("Helvetica", 10); c.drawString(W - 326, 150, "T. M. QUINTERO, P.E. LIC. 094127")
        c.drawString(W - 326, 135, "DATE: MAY 6    DRAWN: JRK    CHECKED: TMQ")
        c.setFont("Helvetica-Bold", 30); c.drawString(W - 326, 70, num)
    # ---------------- C-101
    frame("C-101", ["SITE, EROSION CONTROL", "AND DRAINAGE PLAN"])
    # location map inset
    c.rect(60, H - 380, 330, 320)
    c.setFont("Helvetica-Bold", 11); c.drawString(70, H - 78, "LOCATION MAP")
    c.setFont("Helvetica", 9); c.drawString(70, H - 92, "SCALE: 1 IN. = 2,000 FT.")
    c.setLineWidth(3); c.bezier(90, H - 300, 160, H - 220, 260, H - 200, 370, H - 140); c.setLineWidth(1)
    c.setFont("Helvetica", 9); c.drawString(230, H - 182, "ASHAROKEN AVE."); c.drawString(110, H - 150, "LONG ISLAND SOUND")
    c.drawString(150, H - 340, "NORTHPORT BAY"); c.circle(240, H - 235, 9); c.drawString(252, H - 240, "SITE")
    # plan area
    c.setFont("Helvetica-Bold", 16); c.drawString(440, H - 80, "SITE, EROSION AND SEDIMENT CONTROL AND DRAINAGE PLAN")
    c.setFont("Helvetica", 11); c.drawString(440, H - 98, "SCALE: 1 IN. = 30 FT.   CONTOURS AT 2 FT.   DATUM NAVD 88")
    c.setDash(12, 6); c.rect(480, 520, 1350, 1050); c.setDash()  # property line
    c.setFont("Helvetica", 10); c.drawString(490, 1580, "PROPERTY LINE - 3.06 ACRES")
    c.setFont("Helvetica-Bold", 12); c.drawString(900, 1590, "BEVIN ROAD")
    # existing/proposed contours
    c.setDash(4, 4)
    for i, e in enumerate(range(30, 8, -2)):
        y = 1520 - i * 85
        c.line(500, y, 1810, y - 40); c.setFont("Helvetica", 8); c.drawString(1815, y - 44, f"EX {e}")
    c.setDash()
    c.setLineWidth(1.6); c.setDash([20, 5, 3, 5])
    c.rect(640, 760, 980, 760); c.setDash(); c.setLineWidth(1)
    c.setFont("Helvetica-Bold", 11); c.drawString(650, 1528, "LIMIT OF DISTURBANCE - 1.42 AC.")
    # improvements
    c.rect(760, 1250, 260, 170); c.setFont("Helvetica-Bold", 11); c.drawString(775, 1340, "PROPOSED CLUBHOUSE 4,850 SF")
    c.setFont("Helvetica", 9); c.drawString(775, 1325, "FF EL. 24.0")
    c.rect(1080, 1000, 480, 420); c.setFont("Helvetica-Bold", 11); c.drawString(1100, 1210, "PROPOSED ASPHALT PARKING - 62 SPACES")
    c.rect(700, 820, 300, 360); c.drawString(720, 1000, "TENNIS COURTS (2) RELOCATED")
    # E&SC labels
    c.setFont("Helvetica", 10)
    c.drawString(1600, 1560, "STABILIZED CONSTRUCTION ENTRANCE 20 FT x 50 FT (DETAIL 2/C-501)")
    c.drawString(660, 740, "SF-1 SILT FENCE 385 LF (DETAIL 1/C-501)")
    c.drawString(1240, 740, "SF-2 SILT FENCE 225 LF")
    c.drawString(520, 1460, "TOPSOIL STOCKPILE 40 FT x 30 FT WITH 140 LF SILT FENCE")
    c.drawString(1420, 1460, "CONCRETE WASHOUT 10 FT x 10 FT (DETAIL 4/C-501)")
    c.drawString(1570, 950, "TEMPORARY DIVERSION SWALE - CONVERT TO PERMANENT GRASS SWALE")
    c.drawString(880, 1605, "INLET PROTECTION (TYP. 5 LOCATIONS, DETAIL 3/C-501)")
    c.drawString(1100, 1440, "DUMPSTER / LOCKED STORAGE CONTAINER / SPILL KIT")
    # post-construction
    c.ellipse(520, 900, 640, 1080)
    c.setFont("Helvetica-Bold", 10); c.drawString(505, 1090, "BIORETENTION BR-1 2,150 SF")
    c.setFont("Helvetica", 9); c.drawString(505, 1078, "BOTTOM EL. 15.5, BERM EL. 17.5")
    for i, (x, y) in enumerate([(1130, 960), (1260, 960), (1390, 960), (1520, 960)], 1):
        c.circle(x, y, 14); c.drawString(x - 40, y - 30, f"DW-{i} 8' DIA.")
    c.drawString(1130, 905, "RIM 22.1 / INV 18.4 (TYP.)")
    c.setDash(3, 3); c.rect(500, 880, 1080, 230); c.setDash()
    c.drawString(1000, 1120, "20-FT STORMWATER ACCESS AND MAINTENANCE EASEMENT TO VILLAGE OF ASHAROKEN")
    # drainage / discharge
    c.setFont("Helvetica", 9)
    for x in (800, 1100, 1400): c.line(x, 700, x - 30, 640); c.drawString(x - 20, 625, "FLOW")
    c.drawString(500, 560, "DP-1 DISCHARGE TO NORTHPORT BAY")
    c.drawString(1000, 560, "NYSDEC TIDAL WETLAND BOUNDARY (FLAGGED) - NO DISTURBANCE")
    c.drawString(1450, 600, "WOODED BANK TO REMAIN UNDISTURBED")
    c.drawString(700, 660, "EXISTING LAWN TO REMAIN")
    # notes
    x0, y0 = 60, 880
    c.setFont("Helvetica-Bold", 12); c.drawString(x0, y0, "CONSTRUCTION SEQUENCE NOTES")
    c.setFont("Helvetica", 9)
    notes = ["1. PRE-CONSTRUCTION MEETING WITH VILLAGE SMO.", "2. INSTALL ENTRANCE, SILT FENCE, INLET PROTECTION.",
             "3. DEMOLISH CLUBHOUSE; CLEAR AND GRUB.", "4. STRIP AND STOCKPILE TOPSOIL.",
             "5. FOUNDATIONS; ROUGH GRADE PARKING AND COURTS.", "6. DRAINAGE: DW-1 TO DW-4, CB-1 TO CB-3.",
             "7. BASE COURSE, PAVING, COURTS.", "8. BR-1 AFTER DRAINAGE AREA IS STABILIZED.",
             "9. TOPSOIL, SEED, MULCH; REMOVE CONTROLS.", "NO OFF-SITE STORAGE, BORROW OR WASTE AREAS."]
    for i, n_ in enumerate(notes): c.drawString(x0, y0 - 16 - 13 * i, n_)
    c.showPage()
    # ---------------- C-501
    frame("C-501", ["EROSION CONTROL AND", "STORMWATER DETAILS"])
    def detail(x, y, num, title, lines):
        c.rect(x, y, 560, 500)
        c.setFont("Helvetica-Bold", 12); c.drawString(x + 12, y + 478, f"DETAIL {num}: {title}")
        c.setFont("Helvetica", 9)
        for i, ln in enumerate(lines): c.drawString(x + 12, y + 40 + 12 * (len(lines) - i), ln)
        c.line(x + 60, y + 300, x + 500, y + 300); c.line(x + 200, y + 300, x + 200, y + 420)
    detail(60, 1130, 1, "SILT FENCE", ["36 IN. WOVEN GEOTEXTILE FABRIC", "2 IN. x 2 IN. HARDWOOD STAKES 8 FT O.C.",
           "BURY TOE 6 IN. MIN.; BACKFILL AND COMPACT", "JOIN ROLLS BY WRAPPING END STAKES"])
    detail(640, 1130, 2, "STABILIZED CONSTRUCTION ENTRANCE", ["1.5 TO 4 IN. CRUSHED STONE, 8 IN. THICK",
           "20 FT WIDE x 50 FT LONG MIN.", "GEOTEXTILE UNDER STONE", "FULL WIDTH OF EGRESS POINT"])
    detail(1220, 1130, 3, "DROP INLET PROTECTION", ["FILTER FABRIC ON 2 x 4 WOOD FRAME", "FRAME 1.5 FT HIGH MAX.",
           "STAKE FRAME AT CORNERS"])
    detail(1800, 1130, 4, "CONCRETE WASHOUT", ["10 FT x 10 FT x 3 FT DEEP", "LINED 10 MIL PLASTIC", "SIGN: CONCRETE WASHOUT"])
    detail(60, 560, 5, "BIORETENTION AREA BR-1", ["2,150 SF SURFACE; 6 IN. PONDING", "3 IN. SHREDDED HARDWOOD MULCH",
           "2.5 FT PLANTING SOIL: SAND 50% TOPSOIL 30% COMPOST 20%", "12 IN. PEA GRAVEL; 4 IN. PERF. UNDERDRAIN (CAPPED)",
           "3:1 SIDE SLOPES; STONE FOREBAY"])
    detail(640, 560, 6, "LEACHING POOL DW-1 TO DW-4", ["8 FT DIA. PRECAST CONCRETE RINGS", "6 FT EFFECTIVE DEPTH",
           "2 FT CLEAN GRAVEL COLLAR", "TRAFFIC SLAB, CAST-IRON FRAME AND COVER", "BOTTOM 3 FT MIN. ABOVE SEASONAL HIGH GW"])
    # tables
    x, y = 1240, 1040
    c.setFont("Helvetica-Bold", 12); c.drawString(x, y, "DRAINAGE CALCULATION TABLE (DP-1)")
    c.setFont("Helvetica", 10)
    for i, r in enumerate(["STORM     PRE (CFS)   POST (CFS)", "1-YR 2.8 IN.    0.38    0.12",
                           "10-YR 5.0 IN.   1.21    0.44", "100-YR 8.4 IN.  2.86    1.97", "WQV REQUIRED 2,480 CF; PROVIDED 2,610 CF"]):
        c.drawString(x, y - 18 - 14 * i, r)
    y = 900
    c.setFont("Helvetica-Bold", 12); c.drawString(x, y, "TEST HOLE TH-1 (4/11)")
    c.setFont("Helvetica", 10)
    for i, r in enumerate(["0-1 FT TOPSOIL", "1-3 FT BROWN LOAMY SAND", "3-14 FT BROWN MED. TO COARSE SAND", "GW AT EL. 2.8"]):
        c.drawString(x, y - 18 - 14 * i, r)
    y = 760
    c.setFont("Helvetica-Bold", 12); c.drawString(x, y, "MAINTENANCE NOTES")
    c.setFont("Helvetica", 10)
    for i, r in enumerate(["BIORETENTION: INSPECT MONTHLY FIRST SEASON; REMOVE FOREBAY SEDIMENT AT 3 IN.",
                           "LEACHING POOLS: INSPECT APRIL AND OCTOBER; VACUUM AT 25% DEPTH.",
                           "OWNER KEEPS MAINTENANCE LOG FOR VILLAGE REVIEW."]):
        c.drawString(x, y - 18 - 14 * i, r)
    c.showPage(); c.save()

def build(outdir, tmp):
    forms = os.path.join(tmp, "p1_forms_fillable.pdf"); flat = os.path.join(tmp, "p1_forms_flat.pdf")
    dw = os.path.join(tmp, "p1_drawings.pdf")
    form_pages(forms)
    run(["qpdf", "--generate-appearances", "--flatten-annotations=all", forms, flat])
    drawings(dw)
    w = PdfWriter()
    for p in (flat, dw):
        for pg in PdfReader(p).pages: w.add_page(pg)
    if "/AcroForm" in w._root_object: del w._root_object["/AcroForm"]
    w.add_metadata({"/Title": "SWPPP Submission Packet - " + PROJECT, "/Producer": "qpdf flattened forms + AutoCAD plots"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as fh: w.write(fh)
    return out

HEADINGS = ["SWPPP SUBMISSION PACKET - FORM SW-8A (COVER)", "SWPPP REQUIREMENT SHEET", "APPLICANT'S RESPONSE", "SEE ALSO (sheet, page or document)", "SITE, EROSION AND SEDIMENT CONTROL AND DRAINAGE PLAN", "CONSTRUCTION SEQUENCE NOTES", "DETAIL 5: BIORETENTION AREA BR-1", "DRAINAGE CALCULATION TABLE (DP-1)", "MAINTENANCE NOTES"]
IDS = [s[0] for s in SHEETS]
def page_of(iid): return IDS.index(iid) + 2

def labels():
    ev, items, gaps = {}, {}, {}
    q = {
     "44-8B(1)(a)": "Project type: private recreational club (non-residential). Total disturbance: 1.42 acres.",
     "44-8B(1)(c)": "Plymouth loamy sand, 3 to 8 percent slopes (PlB)",
     "44-8B(1)(d)": "Sequence of construction (single phase; total disturbance 1.42 ac., never more than 5 acres at one time):",
     "44-8B(1)(e)": "Litter is picked up daily by the site superintendent.",
     "44-8B(1)(f)": "Materials expected on site: lumber, masonry block, bagged cement and mortar, asphalt tack coat, paint,",
     "44-8B(1)(g)": "Clearing and demolition stage: stabilized construction entrance, silt fence along the downslope limit of",
     "44-8B(1)(i)": "Details are on Sheet C-501: silt fence (36 in. woven geotextile, 2 in. x 2 in. hardwood stakes at 8 ft on",
     "44-8B(1)(j)": "will be regraded, topsoiled and seeded at closeout to become the permanent grass swale conveying parking",
     "44-8B(1)(k)": "Construction entrance: installed before any other work; remains until paving base course is placed (about",
     "44-8B(1)(m)": "Runoff from the site discharges to Northport Bay",
     "44-8B(1)(n)": "General contractor (Tidewater Builders Corp., Dana Kowalczyk, superintendent): installs and maintains all",
     "44-8B(1)(o)": "A temporary earth diversion swale (2 ft bottom, 1 ft deep, 3:1 side slopes) along the east edge of the",
     "44-8B(3)(b)": "Bioretention area BR-1, 2,150 sq ft, treats the water quality volume",
     "44-8B(3)(d)": "HydroCAD 10.2 model, SCS TR-20 method, Type III 24-hour storm, NOAA Atlas 14 depths for Northport: 1-yr",
     "44-8B(3)(e)": "Peak discharge at DP-1 (cfs), pre / post: 1-yr 0.38 / 0.12; 10-yr 1.21 / 0.44; 100-yr 2.86 / 1.97.",
     "44-8B(3)(f)": "6 in. ponding depth, 3 in. shredded hardwood mulch, 2.5 ft planting soil (sand 50%, topsoil 30%, compost",
     "44-8B(3)(g)": "BR-1: inspect monthly April to October for the first year and then quarterly and after any storm over 1",
     "44-8B(3)(h)": "The easement will be filed with the Suffolk County Clerk with the approved plan and runs with the land,",
     "44-8C": "Teresa M. Quintero, P.E., NYS License No. 094127, Harbor Line Civil Engineering, PLLC",
     "44-8E": "(1) /s/ Dana Kowalczyk, Superintendent, Tidewater Builders Corp., 310 Fort Salonga Road, Northport, NY",
    }
    for iid in IDS: items[iid] = "present"
    for iid, qq in q.items(): ev[iid] = {"pages": [page_of(iid)], "quote": qq}
    ev["44-8B(1)(b)"] = {"pages": [28], "quote": "LOCATION MAP"}
    ev["44-8B(1)(h)"] = {"pages": [28], "quote": "SF-1 SILT FENCE 385 LF (DETAIL 1/C-501)"}
    ev["44-8B(3)(c)"] = {"pages": [28], "quote": "BIORETENTION BR-1 2,150 SF"}
    for iid, g in {
        "44-8B(1)(l)": "present for the wrong thing: requirement sheet 12 of 26 (PDF p. 13) gives a maintenance schedule for the permanent bioretention area and leaching pools only; no maintenance schedule for silt fence, entrance or inlet protection anywhere (the C-501 maintenance notes are also post-construction only)",
        "44-8B(1)(p)": "deferred: requirement sheet 16 of 26 (PDF p. 17) answers only 'TBD'",
        "44-8B(3)(i)": "deferred: requirement sheet 24 of 26 (PDF p. 25) says the agreement will be submitted under separate cover prior to the building permit",
    }.items():
        items[iid] = "missing"; gaps[iid] = g
    return {
        "checklist": "asharoken-ch44", "style": "forms packet: Village SW-8B requirement sheet per requirement (flattened fillable form) + two 36x24 drawing sheets",
        "producer": "reportlab AcroForm filled, flattened with qpdf --generate-appearances --flatten-annotations; reportlab CAD-style plots; merged with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.42, "project_type": "private recreational club: clubhouse replacement and parking lot", "single_family": False, "impaired_water": False},
        "items": items, "evidence": ev, "gaps": gaps, "image_only_pages": [],
        "ambiguous_items": ["44-8B(1)(p)"],
        "acceptable_decisions": ["incomplete"],
        "notes": "1.42 ac. disturbed, non-residential: Section 44-3 land development activity and Condition C applies, so 44-8B(3) items apply. Page 1 is the SW-8A cover; pages 2-27 are the 26 SW-8B sheets in item order; page 28 is C-101 (36x24), page 29 is C-501. Each requirement sheet prints the law's requirement text in its header box (form template text); evidence quotes come from the applicant's answers or the drawings. 44-8B(1)(p) is listed ambiguous: the requirement sheet says only TBD, but sheets 20 and C-501 give modelled pre-development peak flows at DP-1, which a lenient reviewer might take as existing runoff data (no observed or measured data is given). 44-8B(1)(l): neither the requirement sheet nor the E&SC details on C-501 give any maintenance for the temporary controls. 44-8B(3)(h): easement shown and described on C-101 and the sheet states it runs with the land, so present. The SW-8B 'Reviewer use' line is blank template text.",
    }
