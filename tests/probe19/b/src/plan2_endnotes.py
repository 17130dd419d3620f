"""Plan 2: short narrative SWPPP whose substance is in numbered endnotes at the back.
Village of Asharoken Ch. 44. Typeset on a reportlab canvas with TJ arrays (tjtype.py):
interword spaces are kerning offsets and some words are split by wide offsets."""
import os
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from tjtype import Typesetter

NAME = "p19b_asharoken_racquet_club_endnotes"
CHECKLIST = "asharoken-ch44"

TITLE = "Stormwater Pollution Prevention Plan - Bayfront Racquet Club Court and Clubhouse Reconstruction"

BODY = [
    ("h", "1. The Project"),
    ("p", "Bayfront Racquet Club, Inc. will rebuild its courts and clubhouse at 289 Asharoken Avenue in the Village of Asharoken. "
          "The two clay courts and the 1,900 square foot clubhouse will be removed and replaced by four post-tensioned concrete tennis courts, "
          "two platform paddle courts, a new clubhouse, and a parking lot of permeable pavers (Note 1). The site lies on the narrow neck of the "
          "Village between Long Island Sound and Northport Bay (Note 2). The work disturbs more than one acre and is therefore a land development "
          "activity under Chapter 44 (Note 3)."),
    ("p", "This plan is written as a short narrative. The sizes, quantities, schedules and details that the Village Code asks for are in the "
          "numbered notes that follow the narrative, and the figures are bound at the back."),
    ("h", "2. The Site, its Soils and its Runoff"),
    ("p", "The lot rises from the Avenue to a low vegetated dune along the Sound beach. The soils are deep sands (Note 4). Today the southern "
          "half of the lot drains to the Avenue and the Village storm drains, and the dune drains to the beach (Note 5). The Village has records "
          "of ponding at the frontage, which we used together with our own calculations of existing runoff (Note 6)."),
    ("p", "The receiving waters are named in Note 23. The site, the work area, the undisturbed dune and the drainage patterns are shown on the "
          "figures at the back (Note 7)."),
    ("h", "3. How the Work Will Proceed"),
    ("p", "The work is done in two stages, courts first and then the clubhouse and parking, and far less than five acres will ever be open at "
          "once (Note 8). Erosion and sediment controls go in before any soil is disturbed and stay until the site is stabilized; the schedule for "
          "placing each practice and how long it stays is in Note 20."),
    ("h", "4. Erosion and Sediment Control"),
    ("p", "All practices follow the New York State Standards and Specifications for Erosion and Sediment Control (Note 9). A stabilized "
          "construction entrance will be built at the Avenue (Note 10), and the two Village catch basins in front of the lot will be protected "
          "(Note 11). Silt fence will be installed as shown; see Note 14. A compost filter sock protects the dune (Note 13), and a temporary "
          "sediment trap catches runoff from the court subgrade (Note 12). Stockpiles are handled as Note 15 describes."),
    ("p", "A diversion berm keeps runoff from the dune off the exposed subgrade, and the trap stores and settles runoff from exposed soil "
          "(Note 16). Some temporary work becomes permanent: Note 17 lists which. Disturbed areas are stabilized with seed, mulch and beach "
          "grass as set out in Note 17 and the figure legends. The controls are inspected and maintained on the schedule in Note 21."),
    ("h", "5. Pollution Prevention"),
    ("p", "Litter, construction chemicals and debris are controlled as Note 18 describes, and the materials that will be stored on the site, "
          "how they are stored, and how spills are prevented and cleaned up are set out in Note 19."),
    ("h", "6. Who Is Responsible"),
    ("p", "The site is divided into four zones and each has a named party responsible for carrying out this plan there (Note 22)."),
    ("h", "7. After Construction"),
    ("p", "Because the project disturbs between one and five acres and is not a single-family residence, Condition C of Section 44-8B(2) "
          "applies and post-construction controls are provided (Note 24). The runoff model and the comparison of runoff before and after the "
          "work are in Notes 25 and 26, construction details of the practices in Note 27, and their maintenance schedule in Note 28. The "
          "maintenance easement and the inspection and maintenance agreement are described in Notes 29 and 30."),
    ("h", "8. Certification"),
    ("p", "The engineer's certification is on the last page, followed by the contractor's signed certification (Notes 31 and 32)."),
]

NOTES = [
    (1, "Project data. Parcel area 2.86 acres (Suffolk County Tax Map District 0101, Section 002.00, Block 01.00, Lot 014.000). Area to be "
        "disturbed 1.48 acres. Impervious cover before the work 0.41 acre; after the work 0.69 acre, of which the permeable paver lot is 0.18 acre. "
        "New work: four tennis courts of 7,200 square feet each, two paddle courts on a 3,400 square foot deck, a clubhouse of 3,600 square feet, "
        "28 parking spaces, walks and a new water service."),
    (2, "Location. North side of Asharoken Avenue about 0.8 mile east of Village Hall, latitude 40.930 N, longitude 73.357 W. The Sound beach "
        "forms the north property line; Northport Bay is across the Avenue to the south. A general location map is on Figure 1."),
    (3, "Applicability. Disturbance is 1.48 acres, which is one acre or more. The project is not part of any larger common plan of development or sale."),
    (4, "Soils. USDA NRCS Soil Survey of Suffolk County: Carver and Plymouth sands, 3 to 15 percent slopes (CpC), on the dune; Plymouth loamy sand, "
        "0 to 3 percent slopes (PlA), under most of the work area; and Cut and fill land (CuB) under the old courts. All are hydrologic soil group A. "
        "Test holes TH-1 to TH-3 (April 9, 2024) found 1 to 2 feet of brown loamy sand over pale brown medium sand to 14 feet; groundwater at 8.5 to "
        "9.0 feet. Design infiltration rate 5 inches per hour (field rates 11 to 18 inches per hour)."),
    (5, "Existing drainage. About 1.6 acres drain south by sheet flow to the Asharoken Avenue gutter and two Village catch basins (CB-V1 and CB-V2), "
        "which discharge through Village outfall ASH-07 to Northport Bay. The dune, about 1.2 acres, drains north by infiltration; no channel runs to the beach."),
    (6, "Existing runoff data. The Village Department of Public Works logged ponding over the gutter in front of the lot after six storms between 2017 and 2023, "
        "the deepest 5 inches on August 18, 2021. Existing peak runoff to CB-V1 and CB-V2 computed with HydroCAD (TR-20) is 0.55 cfs in the 1-year storm, "
        "1.72 cfs in the 10-year storm and 3.96 cfs in the 100-year storm. No water quality sampling of the site runoff exists."),
    (7, "Figures. Figure 1, Existing Conditions and Location Map; Figure 2, Erosion and Sediment Control Plan; Figure 3, Post-Construction Stormwater "
        "Plan. All at 1 inch = 40 feet, reduced from the 1 inch = 20 feet plan set. Figure 1 shows the site area, the existing and proposed improvements, "
        "the limit of disturbance, the undisturbed dune and its vegetation, the Sound and the Bay, drainage arrows, existing and final contours, and the "
        "discharge points. There are no off-site material, waste, borrow or equipment storage areas."),
    (8, "Sequence. Stage 1 (about 10 weeks): install the entrance, silt fence, sock, inlet protection, berm and trap; demolish the clay courts and old "
        "clubhouse; rough grade; build court slabs; install court underdrains to LP-1 and LP-2. Stage 2 (about 16 weeks): clubhouse foundation and "
        "building; roof leaders to LP-3 and LP-4; paver lot; convert trap ST-1 to infiltration basin IB-1; final grading, topsoil and seeding. "
        "Maximum area disturbed at one time: 1.48 acres, well under the 5-acre limit."),
    (9, "Standard. New York State Standards and Specifications for Erosion and Sediment Control, November 2016 (the Blue Book). Every practice "
        "in these notes is designed to that standard."),
    (10, "Stabilized construction entrance SCE-1. 50 feet long, 20 feet wide, 8 inches thick of 1 to 4 inch crushed stone on a woven geotextile "
         "(Mirafi 600X or equal), with a mountable berm at the Avenue."),
    (11, "Inlet protection IP-1 and IP-2 at CB-V1 and CB-V2: geotextile silt sacks under the grates, with overflow ports, installed with the "
         "Village's permission before any work starts."),
    (12, "Temporary sediment trap ST-1. Drainage area 0.90 acre; required storage 1,620 cubic feet at 1,800 cubic feet per acre; provided 1,700 "
         "cubic feet, 3 feet deep, 2:1 side slopes; stone outlet of 4 to 6 inch stone with a 1 foot face of 3/4 inch stone. Sited at the low corner of "
         "the court area, where IB-1 will be built. No larger sediment basin is needed: no point receives more than 0.90 acre of disturbed drainage."),
    (13, "Compost filter sock FS-1. 12 inch diameter, 260 linear feet along the foot of the dune, staked every 10 feet; marks the dune as a no-entry area."),
    (14, "Silt fence SF-1. 780 linear feet along the south, east and west edges of the work area as shown on Figure 2. Woven geotextile 36 inches wide; "
         "2 inch by 2 inch hardwood stakes 36 inches long at 8 feet on center; bottom 6 inches buried in a 6 by 6 inch trench and backfilled; ends turned "
         "upslope. See the detail on Figure 2."),
    (15, "Stockpiles. Topsoil and sand stockpile SP-1 no higher than 8 feet, ringed with silt fence, seeded with annual ryegrass if it stands over 14 days, "
         "and covered with a tarp on windy days to keep sand from blowing."),
    (16, "Structural practices. Diversion berm DB-1: 190 feet long, 1.5 feet high, 2:1 side slopes, seeded and mulched, along the north edge of the work "
         "area, turning dune runoff around the subgrade. ST-1 (Note 12) stores and settles runoff from the exposed soils. A 4 foot sand fence on the dune "
         "side limits wind-blown sand."),
    (17, "Temporary practices converted to permanent measures. ST-1 is converted to infiltration basin IB-1 after the court area is stabilized: trapped "
         "fines are removed, the floor is scarified and the basin is graded to its final dimensions (Note 27). Diversion berm DB-1 is kept as a permanent "
         "landscape berm planted with American beachgrass at 18 inch spacing. Temporary stabilization: annual ryegrass 40 lb per acre and straw mulch 2 tons "
         "per acre within 7 days on any area idle 14 days. Permanent stabilization: 4 inches of topsoil, fescue blend 5 lb per 1,000 square feet, mulch."),
    (18, "Litter, construction chemicals and debris. Lidded dumpsters at the staging area, emptied weekly; daily litter pick-up including the beach "
         "edge; court coatings, paints and sealers kept closed in a locked trailer; acrylic surfacing tools rinsed only into a lined washout; "
         "concrete trucks wash out in the lined washout CW-1 (10 by 10 feet)."),
    (19, "Materials stored on site and spill prevention. Expected materials: ready-mix concrete (delivered, not stored), reinforcing steel and "
         "post-tensioning tendons, acrylic court surfacing and paint (about 300 gallons at most), lumber, pavers and bedding stone, and "
         "small quantities of hydraulic oil and lubricants. Storage: under cover and on pallets, liquids in a locked trailer with secondary "
         "containment of 110 percent of the largest container; no fuel is stored on site; equipment is fueled from a tank truck over a drip pan, "
         "at least 100 feet from the dune. Spill response: a spill kit at the trailer; spills contained and cleaned up at once; reportable spills "
         "reported to the NYSDEC Spill Hotline, 1-800-457-7362, within 2 hours. The contractor updates this list in the site logbook when new materials arrive."),
    (20, "Implementation schedule. SCE-1, SF-1, FS-1, IP-1 and IP-2: before any demolition, and left in place until final stabilization. DB-1 and ST-1: "
         "first week of Stage 1, before rough grading; ST-1 stays until the court area has 80 percent cover, then becomes IB-1; DB-1 is permanent. SP-1 "
         "silt fence: when the stockpile is formed, until the pile is gone. CW-1: before the first pour, until the last pour. Temporary seeding: within 7 "
         "days of an area becoming idle; stays until permanent cover."),
    (21, "Maintenance schedule. A qualified inspector inspects all controls every 7 days and within 24 hours after 0.5 inch of rain, and the findings "
         "are kept in the site logbook. Silt fence and sock: remove sediment at one-third of height; repair within 24 hours. Entrance: top-dress when stone "
         "is clogged; sweep the Avenue daily. Silt sacks: empty when half full. ST-1: clean out at 50 percent of storage. Seeding: reseed bare areas."),
    (22, "Responsibilities by part of the site. Zone A, courts and ST-1: Harbor Road Site Works, Inc. (site contractor). Zone B, clubhouse pad and "
         "roof leaders: Northwind Builders, LLC (building contractor). Zone C, parking lot, frontage and the Village inlets: Harbor Road Site Works, Inc. "
         "with Sound Pavers Corp. (paving subcontractor). Zone D, the dune and beach edge (no work): the Club's grounds manager keeps it closed. "
         "Inspections for all zones: Crescent Beach Engineering, P.C."),
    (23, "Receiving waters. Northport Bay, through Village outfall ASH-07, for the southern drainage area; Long Island Sound borders the north side "
         "but receives no piped or channel discharge from the site."),
    (24, "Post-construction practices. IB-1 infiltration basin (from ST-1) takes the court underdrain overflow and the lawn; LP-1 and LP-2 leaching "
         "pools take the court underdrains; LP-3 and LP-4 take the clubhouse roof; PP-1, the permeable paver lot, infiltrates rain on the parking. "
         "The locations and sizes are on Figure 3."),
    (25, "Hydrologic and hydraulic analysis. HydroCAD 10.2, TR-20 method, NOAA Atlas 14 Type III 24-hour rainfall for Asharoken: 1-year 2.79 in, "
         "10-year 5.12 in, 100-year 8.74 in; water quality storm 1.3 in. Each structural component was routed: LP-1 to LP-4 peak stage 7.1 feet of 8.0 "
         "feet in the 10-year storm; IB-1 peak depth 1.6 feet of 2.0 feet in the 100-year storm; PP-1 reservoir peak depth 6.2 inches of 10 inches in "
         "the 10-year storm. Water quality volume required 1,960 cubic feet; infiltrated 2,410 cubic feet."),
    (26, "Comparison with predevelopment runoff. Peak flow to CB-V1 and CB-V2 before and after the work: 1-year 0.55 to 0.12 cfs; 10-year 1.72 "
         "to 0.64 cfs; 100-year 3.96 to 2.05 cfs. Runoff volume to the Village drains in the 10-year storm falls from 4,980 to 1,720 cubic feet."),
    (27, "Details. LP-1 to LP-4: precast concrete leaching rings 8 feet in diameter by 8 feet effective depth, H-20 slab and cast-iron cover, 2 foot "
         "collar of clean sand and gravel; bottom at least 3 feet above groundwater. IB-1: floor 26 by 40 feet, 2 feet deep, 3:1 side slopes, 6 inches "
         "of sandy topsoil and fescue, riprap spillway to the lawn. PP-1: 3-1/8 inch permeable pavers, 2 inches of ASTM No. 8 stone, 4 inches of No. 57 "
         "stone, 10 inches of No. 2 stone reservoir, non-woven geotextile on the sides only. None is built until its drainage area is stabilized."),
    (28, "Post-construction maintenance schedule. Leaching pools: inspect in spring and fall, remove sediment when 6 inches deep. IB-1: inspect "
         "after storms over 2 inches and twice a year; mow twice a year; remove sediment and scarify if water stands 72 hours. PP-1: vacuum sweep twice "
         "a year; never sand or seal. Roof gutters and court underdrain cleanouts: clear each spring and fall."),
    (29, "Maintenance easement. A 15-foot stormwater maintenance easement to the Village of Asharoken around IB-1, LP-1 to LP-4 and PP-1, for inspection "
         "and repair, is shown on Figure 3 and on the final site plan, and will be recorded with it; it remains in effect on any transfer of title."),
    (30, "Inspection and maintenance agreement. The Club will sign the Village's stormwater inspection and maintenance agreement for IB-1, LP-1 to LP-4 "
         "and PP-1. It binds the Club and all subsequent owners of the lot, allows Village inspection, lets the Village do neglected work at the owner's "
         "cost, and is recorded in the Office of the Suffolk County Clerk as a deed restriction before final plan approval."),
    (31, "Engineer's certification: see the last page, signed and sealed by the professional engineer who prepared this plan."),
    (32, "Contractor certification: Harbor Road Site Works, Inc. has signed; each other contractor and subcontractor named in Note 22 signs "
         "the same statement before starting work."),
]


def footer(c, page):
    c.setFont("Helvetica", 8)
    c.drawString(72, 40, "Bayfront Racquet Club SWPPP - Crescent Beach Engineering, P.C. - August 2024")
    c.drawRightString(540, 40, f"Page {page}")


def fig_frame(c, title, n):
    c.setLineWidth(1)
    c.rect(40, 60, 532, 690)
    c.setFont("Helvetica-Bold", 12)
    c.drawString(50, 730, f"Figure {n} - {title}")
    c.setFont("Helvetica", 8)
    c.drawString(50, 70, "BAYFRONT RACQUET CLUB, 289 ASHAROKEN AVENUE, VILLAGE OF ASHAROKEN, SUFFOLK COUNTY, NY  |  SCALE 1 IN = 40 FT")
    c.setLineWidth(3); c.line(450, 85, 522, 85); c.setLineWidth(1)
    c.drawString(450, 90, "0      40 FT")


def site_base(c, proposed=True):
    # sound beach (north), dune, lot, avenue, bay
    c.setFillColorRGB(0.82, 0.9, 0.97); c.rect(41, 640, 530, 70, fill=1, stroke=0)
    c.setFillColorRGB(0, 0, 0); c.setFont("Helvetica", 9)
    c.drawString(250, 690, "LONG ISLAND SOUND")
    c.setFillColorRGB(0.96, 0.92, 0.8); c.rect(41, 610, 530, 30, fill=1, stroke=0)
    c.setFillColorRGB(0, 0, 0); c.drawString(60, 622, "SOUND BEACH")
    c.setFillColorRGB(0.85, 0.93, 0.82); c.rect(90, 520, 430, 90, fill=1, stroke=0)
    c.setFillColorRGB(0, 0, 0); c.drawString(100, 575, "VEGETATED DUNE - UNDISTURBED - 1.2 AC")
    c.setDash(8, 3); c.rect(90, 230, 430, 380); c.setDash()
    c.drawString(95, 236, "PROPERTY LINE - 2.86 AC")
    c.setFillColorRGB(0.85, 0.85, 0.85); c.rect(41, 180, 530, 45, fill=1, stroke=0)
    c.setFillColorRGB(0, 0, 0); c.drawString(250, 198, "ASHAROKEN AVENUE")
    c.setFillColorRGB(0.82, 0.9, 0.97); c.rect(41, 100, 530, 75, fill=1, stroke=0)
    c.setFillColorRGB(0, 0, 0); c.drawString(250, 135, "NORTHPORT BAY")
    c.circle(200, 222, 4); c.drawString(206, 212, "CB-V1")
    c.circle(400, 222, 4); c.drawString(406, 212, "CB-V2")
    c.drawString(300, 160, "VILLAGE OUTFALL ASH-07 (DISCHARGE POINT)")
    c.line(300, 180, 300, 170)
    # contours
    c.setStrokeColorRGB(0.6, 0.4, 0.2)
    for y, lab in [(500, "EL 14"), (430, "EL 12"), (360, "EL 10"), (290, "EL 8")]:
        c.line(95, y, 515, y + 6); c.setFillColorRGB(0.5, 0.3, 0.1); c.drawString(97, y + 3, lab); c.setFillColorRGB(0, 0, 0)
    c.setStrokeColorRGB(0, 0, 0)


def figure1(c):
    fig_frame(c, "Existing Conditions and Location Map", 1)
    site_base(c)
    c.rect(150, 300, 260, 150); c.drawString(160, 430, "EX. CLAY COURTS (2) - TO BE REMOVED")
    c.rect(420, 300, 60, 50); c.drawString(422, 355, "EX. CLUBHOUSE")
    c.setStrokeColorRGB(0.8, 0, 0); c.setDash(6, 3); c.rect(120, 250, 390, 265); c.setDash(); c.setStrokeColorRGB(0, 0, 0)
    c.setFillColorRGB(0.8, 0, 0); c.drawString(125, 505, "LIMIT OF DISTURBANCE - 1.48 AC"); c.setFillColorRGB(0, 0, 0)
    c.drawString(130, 262, "DRAINAGE: SHEET FLOW SOUTH TO AVENUE ->")
    c.drawString(300, 530, "DUNE DRAINS NORTH BY INFILTRATION")
    c.drawString(130, 276, "SOILS: PlA / CuB (HSG A)   |   DUNE: CpC (HSG A)")
    # location inset
    c.rect(400, 250, 150, 0)
    c.setFillColorRGB(1, 1, 1); c.rect(380, 640, 180, 80, fill=1); c.setFillColorRGB(0, 0, 0)
    c.setFont("Helvetica-Bold", 8); c.drawString(385, 710, "GENERAL LOCATION MAP")
    c.setFont("Helvetica", 7)
    c.drawString(385, 698, "EATONS NECK")
    c.line(390, 680, 550, 670); c.drawString(470, 678, "ASHAROKEN AVE")
    c.circle(480, 673, 3, fill=1); c.drawString(486, 662, "SITE")
    c.drawString(385, 650, "NORTHPORT BAY (S)   L.I. SOUND (N)")


def figure2(c):
    fig_frame(c, "Erosion and Sediment Control Plan", 2)
    site_base(c)
    c.rect(150, 300, 260, 150); c.drawString(160, 430, "PROP. TENNIS COURTS (4)")
    c.rect(420, 300, 80, 60); c.drawString(422, 365, "PROP. CLUBHOUSE")
    c.setDash(2, 2); c.setLineWidth(2)
    c.line(115, 245, 515, 245); c.line(115, 245, 115, 515); c.line(515, 245, 515, 515)
    c.setDash(); c.setLineWidth(1)
    c.drawString(200, 250, "SF-1 SILT FENCE 780 LF (NOTE 14)")
    c.setLineWidth(4); c.line(115, 518, 515, 518); c.setLineWidth(1)
    c.drawString(200, 508, "FS-1 COMPOST FILTER SOCK 12 IN, 260 LF (NOTE 13)")
    c.drawString(200, 488, "DB-1 DIVERSION BERM 190 LF (NOTE 16)")
    c.line(160, 495, 350, 495)
    c.rect(330, 226, 40, 18); c.drawString(300, 262, "SCE-1 50 FT x 20 FT (NOTE 10)")
    c.drawString(150, 205, "IP-1"); c.drawString(420, 205, "IP-2")
    c.ellipse(130, 310, 190, 350); c.drawString(120, 355, "ST-1 TRAP 1,700 CF (NOTE 12)")
    c.circle(470, 470, 18); c.drawString(440, 445, "SP-1 STOCKPILE")
    c.rect(480, 270, 20, 20); c.drawString(430, 275, "CW-1")
    # silt fence detail
    c.rect(60, 560, 0, 0)
    c.setFillColorRGB(1, 1, 1); c.rect(60, 540, 210, 0, fill=0)
    c.setFillColorRGB(0, 0, 0)
    c.setFont("Helvetica-Bold", 8); c.drawString(340, 598, "SILT FENCE DETAIL (N.T.S.)")
    c.setFont("Helvetica", 7)
    c.line(340, 540, 520, 540); c.line(420, 540, 420, 580); c.line(424, 535, 424, 582)
    c.drawString(428, 575, "2x2 IN HARDWOOD STAKE, 36 IN, 8 FT O.C.")
    c.drawString(428, 565, "WOVEN GEOTEXTILE 36 IN WIDE")
    c.drawString(428, 555, "16 IN MIN. ABOVE GRADE")
    c.drawString(345, 528, "BURY 6 IN IN 6x6 IN TRENCH, BACKFILL AND COMPACT")


def figure3(c):
    fig_frame(c, "Post-Construction Stormwater Plan", 3)
    site_base(c)
    c.rect(150, 300, 260, 150); c.drawString(160, 430, "TENNIS COURTS (UNDERDRAINS TO LP-1, LP-2)")
    c.rect(420, 300, 80, 60); c.drawString(422, 365, "CLUBHOUSE (ROOF TO LP-3, LP-4)")
    for x, y, n in [(170, 285, "LP-1"), (390, 285, "LP-2"), (430, 290, "LP-3"), (490, 290, "LP-4")]:
        c.circle(x, y, 6); c.drawString(x - 10, y - 16, n)
    c.drawString(150, 462, "LP-1 TO LP-4: 8 FT DIA x 8 FT EFF. DEPTH PRECAST LEACHING POOLS")
    c.rect(125, 310, 20, 30); c.drawString(100, 355, "IB-1 INFILTRATION BASIN 26 x 40 FT, 2 FT DEEP")
    c.setFillColorRGB(0.9, 0.9, 0.9); c.rect(160, 235, 140, 28, fill=1); c.setFillColorRGB(0, 0, 0)
    c.drawString(165, 245, "PP-1 PERMEABLE PAVERS 0.18 AC")
    c.setStrokeColorRGB(0.1, 0.4, 0.1); c.setDash(3, 3); c.rect(95, 232, 420, 140); c.setDash(); c.setStrokeColorRGB(0, 0, 0)
    c.setFillColorRGB(0.1, 0.4, 0.1); c.drawString(100, 376, "15 FT STORMWATER MAINTENANCE EASEMENT TO VILLAGE (NOTE 29)"); c.setFillColorRGB(0, 0, 0)


def build(outdir, tmp):
    pdf = os.path.join(outdir, "pdf", NAME + ".pdf")
    c = canvas.Canvas(pdf, pagesize=letter, invariant=1)
    c.setTitle(TITLE); c.setAuthor("Crescent Beach Engineering, P.C."); c.setCreator("pdfTeX-1.40.25 (compatible layout)")
    t = Typesetter(c, footer=footer)
    # cover block
    c.setFont("Helvetica-Bold", 16); c.drawString(72, 720, "Stormwater Pollution Prevention Plan")
    c.setFont("Helvetica", 12)
    c.drawString(72, 700, "Bayfront Racquet Club - Court and Clubhouse Reconstruction")
    c.drawString(72, 684, "289 Asharoken Avenue, Village of Asharoken, Suffolk County, New York")
    c.setFont("Helvetica", 10)
    c.drawString(72, 664, "Submitted to the Village of Asharoken Stormwater Management Officer under Chapter 44 of the Village Code")
    c.drawString(72, 650, "Prepared by Crescent Beach Engineering, P.C., 74 Main Street, Northport, NY 11768 - (631) 555-0192 - August 2024")
    c.line(72, 640, 540, 640)
    t.y = 620
    for kind, text in BODY:
        if kind == "h":
            t.heading(text)
        else:
            t.para(text, first=14)
    t.finish_page()
    t.heading("Notes", size=14, before=0)
    for n, text in NOTES:
        t.para(text, indent=22, hang=f"{n}.", space_after=6)
    t.finish_page()
    for fig in (figure1, figure2, figure3):
        fig(c); footer(c, t.page); c.showPage(); t.page += 1
    # certifications
    t.y = 720
    t.heading("Engineer's Certification (Section 44-8C)", before=0)
    t.para("I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me, and that the design of all stormwater management "
           "practices in it meets the requirements of Chapter 44 of the Code of the Village of Asharoken.")
    c.setFont("Times-Italic", 15); c.drawString(90, t.y - 14, "Helena M. Vasquez-Orr"); t.y -= 30
    t.para("Helena M. Vasquez-Orr, P.E., New York State Professional Engineer License No. 087214, Crescent Beach Engineering, P.C. Date: August 26, 2024.")
    c.circle(470, t.y + 40, 34); c.setFont("Helvetica", 6)
    c.drawCentredString(470, t.y + 46, "STATE OF NEW YORK"); c.drawCentredString(470, t.y + 38, "H. M. VASQUEZ-ORR"); c.drawCentredString(470, t.y + 30, "P.E. 087214")
    t.y -= 20
    t.heading("Contractor's Certification (Section 44-8E)")
    t.para("I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution "
           "prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.")
    t.table(["Field", "Entry"], [
        ["Name and title", "Raymond T. Castellano, President"],
        ["Contracting firm", "Harbor Road Site Works, Inc."],
        ["Firm address and telephone", "410 Fort Salonga Road, Northport, NY 11768 - (631) 555-0157"],
        ["Site", "Bayfront Racquet Club, 289 Asharoken Avenue, Asharoken, NY"],
        ["Date of certification", "September 9, 2024"],
        ["Signature", "Raymond T. Castellano (signed)"],
    ], [150, 318])
    c.setFont("Times-Italic", 14); c.drawString(330, t.y - 6, "R. T. Castellano"); t.y -= 20
    t.finish_page()
    c.save()
    items = {k: "present" for k in [
        "44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)", "44-8B(1)(g)", "44-8B(1)(h)",
        "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(l)", "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)", "44-8B(1)(p)",
        "44-8B(3)(b)", "44-8B(3)(c)", "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)",
        "44-8C", "44-8E"]}
    evidence = {
        "44-8B(1)(a)": "Area to be disturbed 1.48 acres",
        "44-8B(1)(b)": "Figure 1 - Existing Conditions and Location Map",
        "44-8B(1)(c)": "Carver and Plymouth sands, 3 to 15 percent slopes",
        "44-8B(1)(d)": "Maximum area disturbed at one time: 1.48 acres",
        "44-8B(1)(e)": "Litter, construction chemicals and debris. Lidded dumpsters at the staging area",
        "44-8B(1)(f)": "Materials stored on site and spill prevention. Expected materials",
        "44-8B(1)(g)": "Temporary stabilization: annual ryegrass 40 lb per acre",
        "44-8B(1)(h)": "SF-1 SILT FENCE 780 LF (NOTE 14)",
        "44-8B(1)(i)": "2 inch by 2 inch hardwood stakes 36 inches long at 8 feet on center",
        "44-8B(1)(j)": "Temporary practices converted to permanent measures. ST-1 is converted to infiltration basin IB-1",
        "44-8B(1)(k)": "Implementation schedule. SCE-1, SF-1, FS-1, IP-1 and IP-2: before any demolition",
        "44-8B(1)(l)": "A qualified inspector inspects all controls every 7 days and within 24 hours after 0.5 inch of rain",
        "44-8B(1)(m)": "Receiving waters. Northport Bay, through Village outfall ASH-07",
        "44-8B(1)(n)": "Responsibilities by part of the site. Zone A, courts and ST-1",
        "44-8B(1)(o)": "Diversion berm DB-1: 190 feet long, 1.5 feet high",
        "44-8B(1)(p)": "Existing runoff data. The Village Department of Public Works logged ponding",
        "44-8B(3)(b)": "Post-construction practices. IB-1 infiltration basin (from ST-1) takes the court underdrain overflow",
        "44-8B(3)(c)": "LP-1 TO LP-4: 8 FT DIA x 8 FT EFF. DEPTH PRECAST LEACHING POOLS",
        "44-8B(3)(d)": "Hydrologic and hydraulic analysis. HydroCAD 10.2, TR-20 method",
        "44-8B(3)(e)": "Comparison with predevelopment runoff. Peak flow to CB-V1 and CB-V2 before and after the work",
        "44-8B(3)(f)": "precast concrete leaching rings 8 feet in diameter by 8 feet effective depth",
        "44-8B(3)(g)": "Post-construction maintenance schedule. Leaching pools: inspect in spring and fall",
        "44-8B(3)(h)": "it remains in effect on any transfer of title",
        "44-8B(3)(i)": "It binds the Club and all subsequent owners of the lot",
        "44-8C": "practices in it meets the requirements of Chapter 44 of the Code of the Village of Asharoken",
        "44-8E": "Raymond T. Castellano, President",
    }
    return items, evidence


HEADINGS = ["Stormwater Pollution Prevention Plan", "1. The Project", "2. The Site, its Soils and its Runoff", "3. How the Work Will Proceed",
            "4. Erosion and Sediment Control", "5. Pollution Prevention", "6. Who Is Responsible", "7. After Construction", "8. Certification",
            "Notes", "Figure 1 - Existing Conditions and Location Map", "Figure 2 - Erosion and Sediment Control Plan",
            "Figure 3 - Post-Construction Stormwater Plan", "Engineer's Certification (Section 44-8C)", "Contractor's Certification (Section 44-8E)"]

META = {
    "style": "short narrative SWPPP whose substance is in numbered endnotes at the back, with three figures and certifications",
    "house_style": "narrative with endnotes",
    "producer": "reportlab canvas with hand-written TJ arrays (interword spaces and split words as kerning offsets), TeX-like text layer",
    "decision": "complete",
    "facts": {"disturbed_acres": 1.48, "project_type": "private racquet club: courts, clubhouse and permeable paver parking",
              "single_family": False, "impaired_water": False},
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": ("1.48 ac disturbed, not part of a larger plan: a land development activity under section 44-3. Condition C (1-5 ac, not single-family) "
              "applies, so 44-8B(3)(b)-(i) apply. The narrative body only points to notes ('Silt fence will be installed as shown; see Note 14'); the "
              "content is in Notes 1-32 and Figures 1-3. The text layer is built from TJ arrays: spaces are kerning offsets and about one long word in "
              "five is split by a wide offset, so pdftotext reads e.g. 'sedi ment'; quotes are given exactly as the text layer reads them."),
}
GAPS = {}
