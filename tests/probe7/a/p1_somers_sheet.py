"""Plan 1: Town of Somers, drawing-sheet SWPPP (reportlab). Cover report + one 36x24 sheet + appendices."""
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.lib.units import inch

NAME = "p7a_somers_sheet_amawalk_vet"
TITLE = "AMAWALK ANIMAL HOSPITAL"

def wrap_par(c, text, x, y, width, font="Helvetica", size=10, lead=13):
    c.setFont(font, size)
    for line in simpleSplit(text, font, size, width):
        c.drawString(x, y, line); y -= lead
    return y - 4

def header(c, pg):
    c.setFont("Helvetica", 8)
    c.drawString(72, 750, "Amawalk Animal Hospital - Stormwater Pollution Prevention Plan (Cover Report)")
    c.drawRightString(540, 750, "Hudson Ridge Civil, PLLC")
    c.line(72, 746, 540, 746)
    c.drawCentredString(306, 40, f"Cover Report - Page {pg} of 4")

def cover_pages(c):
    W = 468
    # page 1
    c.setPageSize(letter)
    c.setFont("Helvetica-Bold", 20); c.drawCentredString(306, 640, "STORMWATER POLLUTION PREVENTION PLAN")
    c.setFont("Helvetica", 13)
    c.drawCentredString(306, 612, "Cover Report to accompany Drawing SW-1")
    c.setFont("Helvetica-Bold", 15); c.drawCentredString(306, 560, "Amawalk Animal Hospital")
    c.setFont("Helvetica", 12)
    for i, t in enumerate(["1180 Route 202, Town of Somers, Westchester County, New York",
                           "Tax Map Section 16.13, Block 1, Lot 22",
                           "Applicant: Muscoot Veterinary Realty LLC, 40 Tomahawk Street, Baldwin Place, NY 10505",
                           "Submitted to the Town of Somers Planning Board under Chapter 93",
                           "Site Plan Application - February 9, 2026"]):
        c.drawCentredString(306, 530 - 20 * i, t)
    c.setFont("Helvetica", 11)
    c.drawCentredString(306, 300, "Prepared by:")
    c.drawCentredString(306, 282, "Hudson Ridge Civil, PLLC")
    c.drawCentredString(306, 266, "77 Old Tomahawk Road, Somers, NY 10589   (914) 555-0148")
    c.drawCentredString(306, 250, "Dana K. Ostrowski, P.E., NYS License No. 091447")
    y = 190
    y = wrap_par(c, "How to use this plan: this report is short by design. The erosion and sediment control plan, "
                 "general notes, legend, construction sequence and most of the stormwater details are on the single "
                 "36 x 24 inch Drawing SW-1 bound as page 5 of this PDF. The hydrologic summary, the post-construction "
                 "operation and maintenance plan and the contractor certification follow the drawing.", 90, y, 432, size=10)
    c.showPage()
    # page 2
    header(c, 2)
    y = 715
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "1. Project Description"); y -= 18
    y = wrap_par(c, "Muscoot Veterinary Realty LLC proposes to construct a one-story, 6,800 square foot veterinary "
                 "hospital with a 34-space parking lot, a rear exercise yard, a new driveway to Route 202, a septic "
                 "system and site lighting on a 4.21-acre wooded parcel on the north side of Route 202 about 0.6 mile "
                 "west of the Amawalk hamlet. The project is a commercial development under Section 93-6A(2)(g) of the "
                 "Town Code. The total area of soil disturbance is 2.18 acres; the remaining 2.03 acres, including the "
                 "wetland buffer along the east line, will not be disturbed.", 72, y, W)
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "2. Existing Conditions"); y -= 18
    y = wrap_par(c, "The parcel is second-growth mixed hardwood forest with an abandoned farm lane. Slopes fall from "
                 "elevation 462 at the northwest corner to 431 at the southeast corner, generally 4 to 12 percent, with "
                 "a short 18 percent bank above the wetland. Runoff sheet-flows southeast to a Town-regulated wetland "
                 "and an unnamed tributary of the Muscoot River, which flows to the Muscoot Reservoir, a New York City "
                 "water supply reservoir in the Croton system subject to the phosphorus TMDL.", 72, y, W)
    y = wrap_par(c, "Existing runoff information: the only existing data are the Town's 2019 culvert inventory, which "
                 "records the 24-inch CMP under Route 202 at the southeast corner as clear and in fair condition, and "
                 "our field observation of March 2025 of no channel erosion at the wetland edge.", 72, y, W)
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "3. Soils"); y -= 18
    y = wrap_par(c, "Soils are described on Drawing SW-1 (Soils note 5 and the soil boundaries shown on the plan). "
                 "Two deep test holes and two percolation tests were made on November 12, 2025; the logs are "
                 "summarized in note 6 of the drawing.", 72, y, W)
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "4. Where each Chapter 93 item is found"); y -= 18
    rows = [("93-6A(1)(a) project background", "Cover Report Section 1"),
            ("93-6A(1)(b) site map, location map", "Drawing SW-1, plan view and location map"),
            ("93-6A(1)(c) soils and HSG", "Drawing SW-1, notes 5-6 and plan"),
            ("93-6A(1)(d) phasing and sequence", "Drawing SW-1, Construction Sequence block"),
            ("93-6A(1)(e)-(l) E&SC plan", "Drawing SW-1, General Notes 9-35"),
            ("93-6A(3)(b)-(f) post-construction", "Cover Report Section 5; Drawing SW-1 notes 36-50; Appendix A"),
            ("93-6A(3)(g)-(i) O&M, easement, agreement", "Appendix B; Drawing SW-1 note 42"),
            ("93-6B / 93-6D certifications", "Cover Report Section 6; Appendix C")]
    c.setFont("Helvetica", 9)
    for a, b in rows:
        c.drawString(80, y, a); c.drawString(300, y, b); y -= 13
    c.showPage()
    # page 3
    header(c, 3)
    y = 715
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "5. Post-Construction Stormwater Management"); y -= 18
    y = wrap_par(c, "Because the project disturbs more than one acre and is a commercial development, water quality and "
                 "quantity controls are designed to the enhanced phosphorus removal standards of Chapter 10 of the New "
                 "York State Stormwater Management Design Manual. Runoff from the roof, driveway and parking lot "
                 "(1.02 acres of new impervious cover) is treated by three practices in series:", 72, y, W)
    for t in ["Dry swale DS-1 (210 feet long, 4-foot bottom, 3:1 side slopes, 18 inches of filter media over a "
              "12-inch stone underdrain layer) along the east side of the parking lot, receiving sheet flow through "
              "curb cuts with a stone diaphragm.",
              "Bioretention area B-1 (2,650 square feet of filter surface, 6-inch ponding depth, 2.5 feet of planting "
              "soil media over a 6-inch perforated underdrain) at the southeast corner of the lot, receiving DS-1, "
              "the roof leaders and the driveway inlet.",
              "Subsurface detention SD-1 (sixty Cultec Recharger 330XLHD chambers in a 48 x 62 foot stone bed) "
              "below the exercise yard, receiving the B-1 underdrain and overflow, with a 4-inch orifice and a "
              "weir outlet structure OCS-1 discharging through a level spreader to the wetland buffer."]:
        c.setFont("Helvetica", 10); c.drawString(80, y, "-")
        y = wrap_par(c, t, 92, y, W - 20)
    c.setFont("Helvetica-Bold", 10); c.drawString(72, y, "Table 1. Sizing criteria (Design Manual Chapters 4 and 10)"); y -= 15
    tab = [("Criterion", "Required", "Provided", "Basis"),
           ("WQv (enhanced P, 1-yr storm)", "5,780 cf", "6,120 cf", "DS-1 + B-1 storage"),
           ("RRv (HSG B/C, S = 0.30/0.20)", "1,120 cf", "1,310 cf", "B-1 infiltration, DS-1"),
           ("Cpv (1-yr, 24-hr extended det.)", "2,870 cf", "3,050 cf", "SD-1, 24-hr drawdown"),
           ("Qp 10-yr peak at Design Point 1", "<= 4.16 cfs", "3.98 cfs", "SD-1 routing, App. A"),
           ("Qf 100-yr peak at Design Point 1", "<= 9.85 cfs", "9.41 cfs", "SD-1 routing, App. A")]
    for r in tab:
        c.setFont("Helvetica-Bold" if r[0] == "Criterion" else "Helvetica", 9)
        for x, t in zip((76, 250, 330, 410), r): c.drawString(x, y, t)
        y -= 13
    y -= 6
    y = wrap_par(c, "WQv = [(P)(Rv)(A)]/12 with P = 2.8 inches (1-year, 24-hour storm, enhanced phosphorus standard), "
                 "Rv = 0.05 + 0.009(I), I = 48 percent of the 1.18-acre contributing area; Rv = 0.482, "
                 "WQv = (2.8)(0.482)(1.18 x 43,560)/12 = 5,780 cf. No Design Manual criterion is waived and "
                 "there are no deviations from the Design Manual.", 72, y, W)
    y = wrap_par(c, "Peak discharges were computed with the SCS TR-20 method (HydroCAD 10.2) for the 1-, 10- and 100-year "
                 "24-hour storms (Type III, 2.8, 5.0 and 8.9 inches). Post-development peaks at Design Point 1 are at "
                 "or below pre-development peaks for every design storm; the full summary is Appendix A.", 72, y, W)
    c.showPage()
    # page 4
    header(c, 4)
    y = 715
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "6. Preparer's Certification"); y -= 18
    y = wrap_par(c, "I, Dana K. Ostrowski, a professional engineer licensed in the State of New York, prepared this "
                 "Stormwater Pollution Prevention Plan, consisting of this Cover Report, Drawing SW-1 and Appendices "
                 "A through C. I certify that the design of all stormwater management practices meets the requirements "
                 "of Chapter 93 of the Code of the Town of Somers.", 72, y, W)
    c.setFont("Helvetica-Oblique", 14); c.drawString(90, y - 10, "Dana K. Ostrowski"); y -= 16
    c.line(72, y, 300, y); y -= 12
    c.setFont("Helvetica", 9)
    c.drawString(72, y, "Signed: Dana K. Ostrowski, P.E., NYS Lic. No. 091447   Date: February 9, 2026"); y -= 14
    c.circle(495, y + 14, 30); c.setFont("Helvetica", 5)
    c.drawCentredString(495, y + 18, "STATE OF NEW YORK"); c.drawCentredString(495, y + 12, "PROFESSIONAL ENGINEER")
    c.drawCentredString(495, y + 6, "No. 091447")
    y -= 12
    y -= 20
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "7. Responsibilities"); y -= 18
    y = wrap_par(c, "Owner/operator: Muscoot Veterinary Realty LLC (Dr. Priya Menon, managing member, (914) 555-0172). "
                 "The owner will retain a site contractor before construction; the contractor and each subcontractor "
                 "who installs or maintains erosion and sediment controls or post-construction practices will sign the "
                 "certification in Appendix C. The owner's qualified inspector is Hudson Ridge Civil, PLLC.", 72, y, W)
    c.setFont("Helvetica-Bold", 12); c.drawString(72, y, "8. Other permits"); y -= 18
    y = wrap_par(c, "NYSDEC SPDES General Permit GP-0-25-001 coverage (Notice of Intent to be filed after the Town's "
                 "MS4 acceptance), NYCDEP review under the watershed regulations, NYSDOT highway work permit for the "
                 "Route 202 driveway, and a Town of Somers wetland permit under Chapter 167 for work in the buffer.", 72, y, W)
    c.showPage()

# ----------------------------------------------------------------- the sheet
NOTES = [
 ("GENERAL", [
  "THIS SHEET, WITH THE COVER REPORT AND APPENDICES A-C, IS THE STORMWATER POLLUTION PREVENTION PLAN (SWPPP) FOR THE PROJECT UNDER TOWN OF SOMERS CODE CHAPTER 93.",
  "BASE MAPPING: TOPOGRAPHIC AND BOUNDARY SURVEY BY LAKELAND SURVEY ASSOCIATES, DATED 10/02/2025. CONTOUR INTERVAL 2 FEET, NAVD 88.",
  "TOTAL SITE AREA 4.21 AC. AREA OF DISTURBANCE 2.18 AC. AREA NOT TO BE DISTURBED 2.03 AC (WOODS AND WETLAND BUFFER, SHOWN UNHATCHED OUTSIDE THE LIMIT OF DISTURBANCE).",
  "NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS ARE LOCATED ON ADJACENT PROPERTIES. ALL STAGING IS WITHIN THE STAGING AREA SHOWN ON THIS SHEET.",
 ]),
 ("SOILS", [
  "SOILS PER USDA-NRCS WEB SOIL SURVEY, WESTCHESTER COUNTY: ChB CHARLTON FINE SANDY LOAM, 3-8% SLOPES, HSG B, WELL DRAINED, DEPTH TO WATER >6 FT; PnC PAXTON FINE SANDY LOAM, 8-15% SLOPES, HSG C, FRAGIPAN AT 20-30 IN; Sh SUN SILT LOAM, HSG D, POORLY DRAINED (WETLAND). SOIL BOUNDARIES SHOWN DASHED ON PLAN.",
  "DEEP TEST HOLES 11/12/2025: DT-1 (B-1) 0-10 IN TOPSOIL, 10-84 IN BROWN FINE SANDY LOAM, NO WATER, NO ROCK TO 96 IN; PERC 6 MIN/IN. DT-2 (SD-1) 0-8 IN TOPSOIL, 8-60 IN SANDY LOAM, MOTTLING AT 78 IN; PERC 9 MIN/IN.",
 ]),
 ("EROSION AND SEDIMENT CONTROL", [
  "ALL EROSION AND SEDIMENT CONTROL PRACTICES SHALL BE INSTALLED AND MAINTAINED IN ACCORDANCE WITH THE NEW YORK STATE STANDARDS AND SPECIFICATIONS FOR EROSION AND SEDIMENT CONTROL (NOVEMBER 2016, THE \"BLUE BOOK\").",
  "SILT FENCE: 36-IN WOVEN GEOTEXTILE (MIRAFI 100X OR EQUAL) ON 2-IN HARDWOOD STAKES AT 8 FT O.C. MAX, TOE TRENCHED 6 IN DEEP AND BACKFILLED. ENDS TURNED UPSLOPE. SEE DETAIL 1.",
  "STABILIZED CONSTRUCTION ENTRANCE (SCE): 1-4 IN CRUSHED STONE, 8 IN THICK, 24 FT WIDE x 50 FT LONG OVER WOVEN GEOTEXTILE, WITH MOUNTABLE BERM WHERE GRADE FALLS TO ROUTE 202. SEE DETAIL 2.",
  "TEMPORARY SEDIMENT TRAP ST-1 (STONE OUTLET TYPE): CONTRIBUTING AREA 1.6 AC; REQUIRED STORAGE 3,600 CF/AC = 5,760 CF; PROVIDED 6,100 CF (3,050 CF WET + 3,050 CF DRY), 3 FT DEEP, 2:1 L:W, OUTLET CREST 4 FT LONG x 1.0 FT BELOW TOP OF EMBANKMENT. SEE DETAIL 3.",
  "TEMPORARY DIVERSION SWALE TS-1 (DIVERSION): 1.5 FT DEEP, 4 FT BOTTOM, 2:1 SIDES, GRADE 1-2%, LINED WITH NORTH AMERICAN GREEN S150 BLANKET; DIVERTS UPSLOPE WOODLAND RUNOFF AROUND THE EXPOSED PARKING AREA TO THE LEVEL SPREADER. SEE DETAIL 4.",
  "INLET PROTECTION: FABRIC DROP INLET PROTECTION AT CB-1 AND CB-2 UNTIL BINDER COURSE, THEN CURB INLET SEDIMENT BAGS UNTIL FINAL STABILIZATION.",
  "TOPSOIL AND SPOIL STOCKPILES: NOT MORE THAN 15 FT HIGH, 2:1 SIDE SLOPES, RINGED WITH SILT FENCE, SEEDED WITH ANNUAL RYEGRASS WITHIN 7 DAYS IF NOT USED WITHIN 14 DAYS.",
  "DUST CONTROL: WATER HAUL ROADS AND EXPOSED AREAS AS NEEDED; NO CALCIUM CHLORIDE WITHIN 100 FT OF THE WETLAND.",
  "TEMPORARY STABILIZATION: ANY DISTURBED AREA WHERE WORK HAS CEASED AND WILL NOT RESUME FOR 14 DAYS SHALL BE STABILIZED WITHIN 7 DAYS WITH ANNUAL RYEGRASS 40 LB/AC AND HAY MULCH 2 TONS/AC.",
  "PERMANENT STABILIZATION: TOPSOIL 4 IN MIN, LIME AND FERTILIZER PER SOIL TEST, SEED MIX 40% KENTUCKY BLUEGRASS / 40% CREEPING RED FESCUE / 20% PERENNIAL RYEGRASS AT 100 LB/AC, MULCH 2 TONS/AC. SLOPES 3:1 AND STEEPER RECEIVE S150 BLANKET.",
  "FINAL STABILIZATION MEANS ALL SOIL-DISTURBING WORK IS COMPLETE AND A UNIFORM PERENNIAL VEGETATIVE COVER OF 80% DENSITY, OR PAVEMENT, STONE OR BUILDINGS, COVERS ALL DISTURBED AREAS.",
  "WINTER STABILIZATION (NOV 15 - APR 1): MULCH AT DOUBLE RATE, ANCHOR WITH TACKIFIER; SCE ENLARGED AS NEEDED; STOCKPILES COVERED.",
  "THE TEMPORARY SEDIMENT TRAP ST-1 SHALL NOT BE CONVERTED TO A PERMANENT PRACTICE. BIORETENTION AREA B-1 SHALL NOT RECEIVE CONSTRUCTION RUNOFF UNTIL ITS DRAINAGE AREA IS STABILIZED.",
  "NO INDUSTRIAL STORMWATER DISCHARGES: NO ASPHALT PLANT, CONCRETE BATCH PLANT OR OTHER INDUSTRIAL ACTIVITY WILL BE LOCATED ON THE SITE. CONCRETE TRUCK WASHOUT SHALL BE IN THE LINED WASHOUT PIT IN THE STAGING AREA ONLY.",
  "DESIGN CONFORMANCE: ALL ELEMENTS OF THE EROSION AND SEDIMENT CONTROL DESIGN CONFORM TO THE NYS STANDARDS AND SPECIFICATIONS. THERE ARE NO DEVIATIONS OR ALTERNATIVE DESIGNS.",
  "DEWATERING: PUMPED WATER FROM EXCAVATIONS SHALL DISCHARGE TO A DEWATERING BAG ON A STABLE VEGETATED AREA AT LEAST 50 FT FROM THE WETLAND, NEVER DIRECTLY TO A SWALE OR INLET.",
  "SOIL RESTORATION: COMPACTED LAWN AREAS OUTSIDE THE BUILDING AND PAVEMENT SHALL BE DEEP-RIPPED 12 IN AND RECEIVE 4 IN TOPSOIL BEFORE PERMANENT SEEDING.",
 ]),
 ("POLLUTION PREVENTION", [
  "LITTER: COVERED DUMPSTER IN STAGING AREA, EMPTIED WEEKLY OR WHEN 3/4 FULL. SITE POLICED FOR LITTER AT END OF EACH WORK DAY.",
  "CONSTRUCTION CHEMICALS (PAINTS, SEALANTS, FORM OIL, FERTILIZER) STORED IN ORIGINAL CONTAINERS IN A LOCKED, COVERED CONEX BOX; NO MORE THAN ONE WEEK'S SUPPLY ON SITE.",
  "FUEL: NO FUEL STORAGE ON SITE. MOBILE FUELING ONLY, WITH DRIP PANS, MIN. 100 FT FROM WETLAND. SPILL KIT (ABSORBENT PADS, BOOM, SPEEDY-DRI) KEPT IN CONEX BOX.",
  "SPILLS: CONTAIN, CLEAN UP WITH ABSORBENTS, DISPOSE OF OFF SITE; REPORT PETROLEUM SPILLS TO NYSDEC SPILL HOTLINE 1-800-457-7362 WITHIN 2 HOURS.",
  "CONSTRUCTION DEBRIS: SEGREGATED ROLL-OFF FOR C&D; NO BURIAL OR BURNING ON SITE. TREE STUMPS GROUND AND REMOVED.",
  "SANITARY: PORTABLE TOILET IN STAGING AREA, STAKED, SERVICED WEEKLY.",
  "CONCRETE WASHOUT: 10 x 10 FT PIT LINED WITH 10 MIL POLY, 3 FT DEEP, SIGNED; HARDENED WASTE REMOVED WHEN HALF FULL.",
 ]),
 ("INSPECTION AND MAINTENANCE", [
  "THE OWNER'S QUALIFIED INSPECTOR SHALL INSPECT ALL E&SC PRACTICES AT LEAST ONCE EVERY 7 CALENDAR DAYS AND WITHIN 24 HOURS OF ANY STORM OF 0.5 IN OR MORE, FROM INSTALLATION OF THE FIRST PRACTICE UNTIL FINAL STABILIZATION.",
  "THE CONTRACTOR'S TRAINED SUPERINTENDENT SHALL CHECK SILT FENCE, SCE AND INLET PROTECTION DAILY WHEN SOIL IS BEING DISTURBED AND REPAIR DEFICIENCIES BY THE END OF THE NEXT WORK DAY.",
  "INSPECTION REPORTS KEPT IN THE SITE LOGBOOK WITH THE SWPPP AT THE SITE TRAILER; COPIES TO THE TOWN ENGINEER MONTHLY.",
  "MAINTENANCE: SILT FENCE - REMOVE SEDIMENT AT 1/2 FENCE HEIGHT, REPLACE TORN FABRIC. SCE - ADD STONE WHEN VOIDS FILL; SWEEP ROUTE 202 DAILY IF TRACKING. ST-1 - CLEAN OUT WHEN HALF THE WET STORAGE (1,525 CF) IS FILLED; MARK CLEANOUT ELEV 444.5 ON STAKE.",
  "MAINTENANCE (CONT.): TS-1 - REPAIR BLANKET AND SCOUR AFTER EACH STORM. INLET PROTECTION - REMOVE SEDIMENT AFTER EACH STORM, REPLACE BAGS WHEN TORN. SEEDED AREAS - RESEED BARE SPOTS OVER 10 SF.",
 ]),
 ("POST-CONSTRUCTION PRACTICES", [
  "DRY SWALE DS-1: 210 LF, 4 FT BOTTOM, 3:1 SIDES, 0.5% SLOPE, CHECK DAMS AT 70 FT. 18 IN FILTER MEDIA (SEE NOTE 38) OVER 12 IN NO. 57 STONE WITH 4 IN PERFORATED HDPE UNDERDRAIN. SEE DETAIL 5.",
  "BIORETENTION B-1: FILTER BED 2,650 SF AT ELEV 438.0, 6 IN PONDING, OVERFLOW RISER RIM 438.5. SEE DETAIL 6.",
  "FILTER / PLANTING SOIL MEDIA: 85-88% SAND (ASTM C33), 8-12% SILT+CLAY, 3-5% ORGANIC MATTER; PHOSPHORUS INDEX 10-30; 2.5 FT DEPTH IN B-1. 3 IN SHREDDED HARDWOOD MULCH. PLANTS PER PLANTING SCHEDULE DETAIL 6.",
  "UNDERDRAIN: 6 IN PERFORATED SCH 40 PVC IN 12 IN NO. 57 STONE WITH 3 IN PEA GRAVEL CHOKER; CLEANOUTS AT ENDS. NO FILTER FABRIC BETWEEN MEDIA AND STONE.",
  "SUBSURFACE DETENTION SD-1: 60 CULTEC RECHARGER 330XLHD CHAMBERS, 4 ROWS, IN 48 x 62 FT BED OF 3/4-1.5 IN CLEAN STONE, 6 IN BELOW AND 12 IN ABOVE CHAMBERS, WRAPPED IN NON-WOVEN GEOTEXTILE. STORAGE 4,980 CF. SEE DETAIL 7.",
  "OUTLET CONTROL STRUCTURE OCS-1: 4 FT PRECAST MANHOLE, 4 IN ORIFICE INV 433.20, 2.0 FT WEIR CREST 435.60, 15 IN HDPE OUTLET TO LEVEL SPREADER LS-1 (20 FT LONG, TIMBER LIP ON GRADE).",
  "STORMWATER MAINTENANCE EASEMENT: A 20 FT WIDE ACCESS AND MAINTENANCE EASEMENT IN FAVOR OF THE TOWN OF SOMERS OVER DS-1, B-1, SD-1, OCS-1 AND LS-1, AS SHOWN HATCHED ON THIS PLAN, SHALL BE RECORDED WITH THE SITE PLAN AND RUNS WITH THE LAND UPON TRANSFER OF TITLE.",
  "POST-CONSTRUCTION PRACTICES SHALL BE CONSTRUCTED ONLY AFTER THEIR DRAINAGE AREAS ARE STABILIZED (SEQUENCE STEP 9). THE ENGINEER SHALL OBSERVE EXCAVATION, UNDERDRAIN AND MEDIA PLACEMENT.",
  "AS-BUILT: THE OWNER'S ENGINEER SHALL SUBMIT AN AS-BUILT SURVEY OF DS-1, B-1, SD-1 AND OCS-1 AND A CERTIFICATION OF CONSTRUCTION BEFORE THE CERTIFICATE OF OCCUPANCY.",
  "LONG-TERM OPERATION AND MAINTENANCE IS THE RESPONSIBILITY OF THE OWNER PER APPENDIX B OF THE COVER REPORT.",
  "SNOW STORAGE: PLOWED SNOW SHALL NOT BE STORED IN DS-1 OR B-1. DEICING SALT ON THE PARKING LOT LIMITED TO 3 LB PER 1,000 SF PER EVENT.",
  "PLANTING IN B-1: 1 GAL PERENNIALS AT 18 IN O.C. (SWITCHGRASS, BLUE FLAG IRIS, NEW ENGLAND ASTER) AND 3 RIVER BIRCH; WATER WEEKLY FOR FIRST GROWING SEASON.",
  "CONTRACTOR CERTIFICATION (APPENDIX C) SHALL BE SIGNED BY EACH CONTRACTOR AND SUBCONTRACTOR BEFORE THEY BEGIN WORK.",
  "A COPY OF THE SWPPP (COVER REPORT, THIS SHEET, APPENDICES, SIGNED CERTIFICATIONS AND INSPECTION REPORTS) SHALL BE KEPT AT THE SITE FROM START OF CONSTRUCTION UNTIL FINAL STABILIZATION.",
  "THE SWPPP SHALL BE AMENDED BY THE OWNER'S ENGINEER WHENEVER THE DESIGN, CONSTRUCTION OR OPERATION CHANGES IN A WAY THAT AFFECTS THE DISCHARGE OF POLLUTANTS, OR IF INSPECTIONS SHOW IT IS NOT EFFECTIVE.",
 ]),
]

SEQ = [
 "1. PRE-CONSTRUCTION MEETING WITH TOWN ENGINEER; FLAG LIMIT OF DISTURBANCE AND WETLAND BUFFER.",
 "2. INSTALL SCE AT ROUTE 202 DRIVEWAY AND PERIMETER SILT FENCE (DAY 1-3).",
 "3. CLEAR AND GRUB ST-1 AND TS-1 AREAS ONLY; BUILD ST-1 AND TS-1; STABILIZE EMBANKMENTS (WEEK 1-2).",
 "4. CLEAR AND GRUB REMAINDER OF PHASE A (PARKING, DRIVEWAY, BUILDING PAD) - 1.45 AC MAX OPEN (WEEK 2-3).",
 "5. STRIP AND STOCKPILE TOPSOIL; ROUGH GRADE; EXCAVATE FOUNDATION (WEEK 3-6).",
 "6. INSTALL UTILITIES, STORM PIPING, CB-1 AND CB-2 WITH INLET PROTECTION; SEPTIC SYSTEM (WEEK 6-10).",
 "7. PHASE B: CLEAR EXERCISE YARD AND SD-1 AREA (0.73 AC) ONLY AFTER PHASE A SUBGRADE IS STONED (WEEK 9).",
 "8. BUILDING CONSTRUCTION; BINDER PAVEMENT; CURBS (WEEK 10-26).",
 "9. AFTER UPSLOPE STABILIZATION: BUILD SD-1, OCS-1, LS-1, DS-1 AND B-1 (WEEK 22-26).",
 "10. TOPSOIL, SEED, LANDSCAPE; TOP COURSE PAVEMENT (WEEK 26-28).",
 "11. AFTER 80% COVER: REMOVE ST-1 AND TS-1, REGRADE AND SEED; REMOVE SILT FENCE LAST WITH ENGINEER'S APPROVAL.",
 "MAXIMUM DISTURBED AT ANY ONE TIME: 2.18 AC (LESS THAN 5 AC).",
]

SCHED = [("PRACTICE", "INSTALL", "REMAIN IN PLACE UNTIL"),
         ("SCE", "STEP 2, BEFORE CLEARING", "BINDER PAVEMENT OF DRIVEWAY"),
         ("SILT FENCE 1,140 LF", "STEP 2", "FINAL STABILIZATION (80% COVER)"),
         ("ST-1 TRAP", "STEP 3, BEFORE GRADING", "UPSLOPE AREA STABILIZED (STEP 11)"),
         ("TS-1 DIVERSION 380 LF", "STEP 3", "PARKING LOT BINDER PAVED"),
         ("INLET PROTECTION (2)", "WHEN EACH INLET IS SET", "FINAL STABILIZATION"),
         ("STOCKPILE FENCE", "WHEN PILE IS STARTED", "PILE REMOVED"),
         ("TEMP. SEED/MULCH", "WITHIN 7 DAYS OF INACTIVITY", "UNTIL PERMANENT SEEDING"),
         ("CONCRETE WASHOUT", "BEFORE FIRST POUR", "LAST CONCRETE POUR")]

def sheet(c):
    W, H = 36 * inch, 24 * inch
    c.setPageSize((W, H))
    c.setLineWidth(2); c.rect(0.5 * inch, 0.5 * inch, W - 1 * inch, H - 1 * inch)
    c.setLineWidth(0.8)
    # plan view frame: left 14.5 in, top 14 in
    px, py, pw, ph = 0.8 * inch, 9.3 * inch, 14.2 * inch, 14.2 * inch
    c.rect(px, py, pw, ph)
    c.setFont("Helvetica-Bold", 14)
    c.drawString(px + 10, py + ph - 22, "EROSION CONTROL AND STORMWATER PLAN")
    c.setFont("Helvetica", 9)
    c.drawString(px + 10, py + ph - 36, "SCALE: 1\" = 40'   (GRAPHIC SCALE BELOW)   NORTH UP")
    # property line
    c.setDash([12, 4, 2, 4]); c.setLineWidth(1.4)
    c.rect(px + 60, py + 60, pw - 120, ph - 130)
    c.setDash(); c.setLineWidth(0.5)
    # contours
    import math
    for k in range(12):
        p = c.beginPath(); y0 = py + 90 + k * 75
        p.moveTo(px + 60, y0)
        for s in range(1, 41):
            xx = px + 60 + s * (pw - 120) / 40
            p.lineTo(xx, y0 - s * 4 + 10 * math.sin(s / 5.0))
        c.setStrokeGray(0.6); c.drawPath(p); c.setStrokeGray(0)
        c.setFont("Helvetica", 6); c.drawString(px + 64, y0 + 2, f"{431 + 3*k - (k%2)}")
    # LOD
    c.setDash(6, 3); c.setLineWidth(1.2)
    lod = [(px + 150, py + 150), (px + 700, py + 140), (px + 760, py + 560), (px + 520, py + 820), (px + 160, py + 760)]
    p = c.beginPath(); p.moveTo(*lod[0])
    for q in lod[1:]: p.lineTo(*q)
    p.close(); c.drawPath(p)
    c.setDash(); c.setLineWidth(0.8)
    c.setFont("Helvetica-Bold", 7)
    c.drawString(px + 165, py + 770, "LIMIT OF DISTURBANCE (LOD) - 2.18 AC")
    # building, parking
    c.rect(px + 300, py + 560, 170, 110); c.setFont("Helvetica-Bold", 8)
    c.drawCentredString(px + 385, py + 620, "PROPOSED 1-STORY HOSPITAL"); c.drawCentredString(px + 385, py + 608, "6,800 SF  FFE 452.0")
    c.rect(px + 250, py + 330, 300, 170); c.drawCentredString(px + 400, py + 420, "PROPOSED PARKING - 34 SPACES")
    c.rect(px + 380, py + 160, 40, 170); c.setFont("Helvetica", 7); c.drawString(px + 424, py + 200, "PROPOSED DRIVEWAY TO ROUTE 202")
    # road
    c.setLineWidth(2); c.line(px, py + 40, px + pw, py + 40); c.setLineWidth(0.8)
    c.setFont("Helvetica-Bold", 9); c.drawCentredString(px + pw / 2, py + 26, "NYS ROUTE 202 (CROMPOND ROAD)")
    # SCE
    c.setFillGray(0.8); c.rect(px + 380, py + 100, 40, 60, fill=1); c.setFillGray(0)
    c.setFont("Helvetica", 7); c.drawString(px + 270, py + 120, "SCE 24' x 50' (NOTE 9)")
    # wetland
    c.setStrokeColorRGB(0, 0.4, 0.2)
    c.ellipse(px + 800, py + 120, px + 960, py + 520)
    c.setStrokeColorRGB(0, 0, 0)
    c.setFont("Helvetica", 7)
    c.drawString(px + 815, py + 320, "TOWN-REGULATED")
    c.drawString(px + 815, py + 310, "WETLAND (Sh SOIL)")
    c.drawString(px + 815, py + 300, "UNNAMED TRIB. TO")
    c.drawString(px + 815, py + 290, "MUSCOOT RIVER")
    c.drawString(px + 770, py + 540, "100' WETLAND BUFFER - NOT TO BE DISTURBED")
    # silt fence
    c.setDash(2, 2); c.setLineWidth(1.5)
    c.line(px + 170, py + 140, px + 720, py + 130); c.line(px + 720, py + 130, px + 775, py + 560)
    c.setDash(); c.setLineWidth(0.8)
    c.drawString(px + 450, py + 120, "SILT FENCE (SF) - 1,140 LF TOTAL (NOTE 8)")
    # trap, diversion
    c.rect(px + 600, py + 170, 90, 60); c.drawString(px + 604, py + 200, "ST-1 TRAP 6,100 CF")
    c.drawString(px + 604, py + 190, "(NOTE 10)")
    c.setDash([8, 2, 2, 2]); c.line(px + 180, py + 700, px + 740, py + 640); c.setDash()
    c.drawString(px + 300, py + 700, "TS-1 TEMP. DIVERSION SWALE 380 LF (NOTE 11)")
    # post-construction
    c.rect(px + 560, py + 330, 30, 190); c.drawString(px + 594, py + 430, "DS-1 DRY SWALE 210 LF")
    c.rect(px + 620, py + 250, 100, 60); c.drawString(px + 624, py + 280, "B-1 BIORETENTION 2,650 SF")
    c.rect(px + 180, py + 520, 100, 130); c.drawString(px + 184, py + 590, "SD-1 60 CHAMBERS")
    c.drawString(px + 184, py + 580, "48' x 62' (NOTE 40)")
    c.drawString(px + 730, py + 250, "OCS-1 / LS-1 20 LF")
    c.drawString(px + 730, py + 240, "DISCHARGE POINT DP-1")
    c.setDash(1, 3); c.rect(px + 170, py + 240, 570, 420); c.setDash()
    c.drawString(px + 180, py + 670, "20' STORMWATER MAINTENANCE EASEMENT (HATCHED) - NOTE 42")
    # soil boundaries
    c.setDash([14, 4, 2, 4, 2, 4]); c.line(px + 60, py + 480, px + 700, py + 980); c.setDash()
    c.drawString(px + 90, py + 900, "ChB (HSG B)"); c.drawString(px + 600, py + 700, "PnC (HSG C)")
    c.drawString(px + 350, py + 880, "SOIL BOUNDARY")
    # staging
    c.rect(px + 150, py + 180, 90, 70); c.drawString(px + 154, py + 230, "STAGING AREA:")
    c.drawString(px + 154, py + 220, "CONEX, DUMPSTER,"); c.drawString(px + 154, py + 210, "WASHOUT, STOCKPILE")
    c.drawString(px + 154, py + 200, "CONSTRUCTION TRAILER")
    for (ax, ay) in [(px + 220, py + 860), (px + 480, py + 300), (px + 700, py + 420)]:
        c.line(ax, ay, ax + 40, ay - 30); c.line(ax + 40, ay - 30, ax + 30, ay - 30); c.line(ax + 40, ay - 30, ax + 38, ay - 20)
        c.drawString(ax + 44, ay - 34, "DRAINAGE FLOW")
    c.drawString(px + 90, py + 460, "EXISTING WOODS TO REMAIN")
    c.drawString(px + 90, py + 450, "(MIXED HARDWOOD)")
    c.drawString(px + 650, py + 760, "EXIST. SLOPES 4-12%; FINAL SLOPES 3:1 MAX")
    # location map
    lx, ly = px, 0.8 * inch
    c.rect(lx, ly, 6 * inch, 4.3 * inch)
    c.setFont("Helvetica-Bold", 9); c.drawString(lx + 8, ly + 4.3 * inch - 16, "LOCATION MAP  SCALE: 1\" = 2,000'")
    c.setFont("Helvetica", 7)
    c.line(lx + 20, ly + 120, lx + 410, ly + 160); c.drawString(lx + 30, ly + 128, "ROUTE 202")
    c.line(lx + 300, ly + 20, lx + 320, ly + 280); c.drawString(lx + 325, ly + 200, "ROUTE 35")
    c.circle(lx + 200, ly + 145, 10); c.drawString(lx + 214, ly + 150, "SITE")
    c.ellipse(lx + 40, ly + 190, lx + 160, ly + 270); c.drawString(lx + 60, ly + 228, "MUSCOOT RESERVOIR")
    c.drawString(lx + 340, ly + 60, "AMAWALK")
    # legend
    gx, gy = 7.2 * inch, 0.8 * inch
    c.rect(gx, gy, 7.8 * inch, 4.3 * inch)
    c.setFont("Helvetica-Bold", 9); c.drawString(gx + 8, gy + 4.3 * inch - 16, "LEGEND")
    c.setFont("Helvetica", 7)
    leg = ["- - - - -   LIMIT OF DISTURBANCE", ".........   SILT FENCE (SF)", "[ ]  STABILIZED CONSTRUCTION ENTRANCE (SCE)",
           "-.-.-.-   TEMPORARY DIVERSION SWALE (TS-1)", "ST   TEMPORARY SEDIMENT TRAP", "IP   INLET PROTECTION",
           "-- . --   SOIL BOUNDARY", "~~~~   EXISTING CONTOUR (2 FT)", "____   PROPOSED CONTOUR", "////   STORMWATER MAINTENANCE EASEMENT",
           "WL   WETLAND BOUNDARY (FLAGGED 9/2025)", "DP   STORMWATER DISCHARGE POINT"]
    for i, t in enumerate(leg): c.drawString(gx + 12, gy + 4.3 * inch - 34 - 11 * i, t)
    # schedule table under legend (right part)
    c.setFont("Helvetica-Bold", 7); c.drawString(gx + 250, gy + 4.3 * inch - 16, "E&SC SCHEDULE - INITIAL PLACEMENT AND MINIMUM TIME IN PLACE")
    for i, r in enumerate(SCHED):
        c.setFont("Helvetica-Bold" if i == 0 else "Helvetica", 6.5)
        yy = gy + 4.3 * inch - 32 - 11 * i
        c.drawString(gx + 250, yy, r[0]); c.drawString(gx + 340, yy, r[1]); c.drawString(gx + 440, yy, r[2])
    # notes columns
    colx = [15.4 * inch, 20.6 * inch, 25.8 * inch, 31.0 * inch]
    colw = 4.9 * inch
    top = 23.2 * inch
    col = 0; y = top
    c.setFont("Helvetica-Bold", 11); c.drawString(colx[0], y, "GENERAL NOTES"); y -= 16
    n = 1
    limit_bottom = [1.0 * inch, 1.0 * inch, 1.0 * inch, 9.5 * inch]
    for sec, notes in NOTES:
        if y < limit_bottom[col] + 40:
            col += 1; y = top
        c.setFont("Helvetica-Bold", 8); c.drawString(colx[col], y, sec); y -= 11
        for t in notes:
            lines = simpleSplit(f"{n}. {t}", "Helvetica", 8.6, colw)
            if y - 11 * len(lines) < limit_bottom[col]:
                col += 1; y = top
            c.setFont("Helvetica", 8.6)
            for ln in lines:
                c.drawString(colx[col], y, ln); y -= 11
            y -= 3; n += 1
        y -= 4
    # construction sequence block (column 4 top)
    y = top
    c.setFont("Helvetica-Bold", 9); c.drawString(colx[3], y, "CONSTRUCTION SEQUENCE"); y -= 12
    c.setFont("Helvetica", 8.6)
    for t in SEQ:
        for ln in simpleSplit(t, "Helvetica", 8.6, colw - 0.4 * inch):
            c.drawString(colx[3], y, ln); y -= 11
        y -= 2
    c._note_count = n - 1
    # detail boxes row (column area 1-3 bottom reserved? draw small details under plan at right of legend)
    dx = 15.3 * inch
    # title block lower right
    tx, ty, tw, th = 31.0 * inch, 0.6 * inch, 4.4 * inch, 8.6 * inch
    c.setLineWidth(1.5); c.rect(tx, ty, tw, th); c.setLineWidth(0.8)
    c.setFont("Helvetica-Bold", 10); c.drawString(tx + 8, ty + th - 18, "HUDSON RIDGE CIVIL, PLLC")
    c.setFont("Helvetica", 7)
    tb = ["77 OLD TOMAHAWK ROAD, SOMERS, NY 10589", "(914) 555-0148", "", "PROJECT:", "AMAWALK ANIMAL HOSPITAL",
          "1180 ROUTE 202, TOWN OF SOMERS", "TAX MAP 16.13-1-22", "", "OWNER / APPLICANT:", "MUSCOOT VETERINARY REALTY LLC",
          "", "SHEET TITLE:", "STORMWATER POLLUTION PREVENTION PLAN", "EROSION CONTROL PLAN, NOTES AND SEQUENCE", "",
          "REV  DATE      DESCRIPTION", "0    02/09/26  ISSUED FOR PLANNING BOARD", "",
          "DESIGNED: DKO   DRAWN: JLM   CHECKED: DKO", "SCALE: AS NOTED", "",
          "DANA K. OSTROWSKI, P.E. LIC. NO. 091447", "SIGNED: Dana K. Ostrowski  DATE: 02/09/2026",
          "UNAUTHORIZED ALTERATION OF THIS PLAN IS A VIOLATION", "OF SECTION 7209 OF THE NYS EDUCATION LAW."]
    for i, t in enumerate(tb): c.drawString(tx + 8, ty + th - 34 - 10 * i, t)
    c.circle(tx + tw - 60, ty + 80, 44); c.setFont("Helvetica", 5)
    c.drawCentredString(tx + tw - 60, ty + 84, "PROFESSIONAL ENGINEER"); c.drawCentredString(tx + tw - 60, ty + 76, "No. 091447")
    c.setFont("Helvetica-Bold", 28); c.drawString(tx + 10, ty + 30, "SW-1")
    c.setFont("Helvetica", 7); c.drawString(tx + 10, ty + 16, "SHEET 1 OF 1")
    # details row under plan? place details in band between legend bottom and notes col 1-3? skip: details described in notes
    c.setFont("Helvetica-Bold", 8)
    c.showPage()

def appendices(c):
    c.setPageSize(letter)
    W = 468
    # Appendix A
    c.setFont("Helvetica-Bold", 13); c.drawString(72, 720, "Appendix A - Hydrologic and Hydraulic Summary")
    c.setFont("Courier", 8)
    lines = [
     "HydroCAD(R) 10.20 s/n 05512  Amawalk Animal Hospital   Type III 24-hr  Rainfall: 1-yr 2.80\", 10-yr 5.00\", 100-yr 8.90\"",
     "",
     "Subcatchment  Area(ac)  CN   Tc(min)   Description",
     "E-1 (pre)      3.12     61    18.4     Woods, good, HSG B/C; to Design Point 1",
     "P-1 (post)     1.18     88     6.0     Parking, drive, roof; to DS-1/B-1/SD-1",
     "P-2 (post)     1.94     62    17.9     Woods and lawn, bypass to Design Point 1",
     "",
     "Pond  Description                 Peak Elev  Storage(cf)  Inflow(cfs)  Outflow(cfs)   [100-yr]",
     "B-1   Bioretention (2,650 sf)       438.52      1,325        6.88         6.71",
     "SD-1  Cultec chambers (60)          436.41      4,760        6.71         2.12",
     "",
     "Design Point 1 (24-in CMP at Route 202 / wetland)",
     "Storm      Pre Qp(cfs)   Post Qp(cfs)   Change",
     "1-yr          0.62          0.41         -34%",
     "10-yr         4.16          3.98          -4%",
     "100-yr        9.85          9.41          -4%",
     "",
     "Conveyance check: 15\" HDPE OCS-1 outlet, n=0.012, S=1.0%, capacity 6.9 cfs > 2.12 cfs (100-yr).",
     "DS-1 100-yr velocity 1.8 fps (permissible 4.0 fps, grass). LS-1 exit velocity 0.6 fps.",
     "Drawdown: B-1 ponding 6 in / 1.0 in/hr design = 6 hr; SD-1 Cpv drawdown 24.3 hr via 4\" orifice.",
    ]
    y = 690
    for l in lines: c.drawString(72, y, l); y -= 12
    c.setFont("Helvetica", 8); c.drawCentredString(306, 40, "Appendix A - Page 1 of 1"); c.showPage()
    # Appendix B
    c.setFont("Helvetica-Bold", 13); c.drawString(72, 720, "Appendix B - Post-Construction Operation and Maintenance Plan")
    y = 696
    y = wrap_par(c, "Responsible entity: the owner of the property, Muscoot Veterinary Realty LLC, and each later owner, "
                 "is responsible for long-term operation and maintenance of DS-1, B-1, SD-1, OCS-1 and LS-1 at its own cost.", 72, y, W)
    rows = [("Practice", "Inspect", "Maintenance action"),
            ("DS-1 dry swale", "Quarterly; after 1 in+ storms", "Mow to 4-6 in; remove sediment > 2 in; repair check dams"),
            ("B-1 bioretention", "Monthly Apr-Oct; after storms", "Remove trash; remulch yearly; replace dead plants; till if ponding > 48 hr"),
            ("SD-1 chambers", "Twice yearly via inspection ports", "Jet-vac isolator row when sediment > 3 in"),
            ("OCS-1 / orifice", "Twice yearly", "Clear debris from orifice and weir; check trash rack"),
            ("LS-1 spreader", "Yearly; after 2 in+ storms", "Repair erosion below lip; keep lip level"),
            ("CB-1, CB-2 sumps", "Twice yearly", "Vacuum sumps when half full; sweep lot each spring")]
    for r in rows:
        c.setFont("Helvetica-Bold" if r[0] == "Practice" else "Helvetica", 8)
        c.drawString(72, y, r[0]); c.drawString(170, y, r[1]); c.drawString(310, y, r[2]); y -= 13
    y -= 8
    c.setFont("Helvetica-Bold", 11); c.drawString(72, y, "Stormwater Control Facility Maintenance Agreement - terms"); y -= 16
    y = wrap_par(c, "Before the building permit, the owner will sign the Town of Somers stormwater control facility "
                 "maintenance agreement under Section 93-8. Its terms are: (1) the owner shall maintain the practices "
                 "listed above in good working order per this plan; (2) the Town and its agents may enter over the "
                 "recorded 20-foot easement to inspect and, on the owner's default after 30 days' notice, to repair at "
                 "the owner's cost, which becomes a lien on the property; (3) the agreement is recorded in the "
                 "Westchester County Clerk's Office, runs with the land and binds all subsequent owners of the parcel; "
                 "(4) inspection reports by a qualified professional are filed with the Town Engineer each year by June 30.", 72, y, W)
    c.setFont("Helvetica", 8); c.drawCentredString(306, 40, "Appendix B - Page 1 of 1"); c.showPage()
    # Appendix C
    c.setFont("Helvetica-Bold", 13); c.drawString(72, 720, "Appendix C - Contractor Certification (Section 93-6D)")
    y = 696
    y = wrap_par(c, "\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
                 "of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum "
                 "of four hours of acceptable training in erosion and sediment control within the last three years. I also "
                 "understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"", 72, y, W)
    for blk in [("Granite Springs Excavating, Inc.", "Thomas R. Fiore", "President", "212 Mahopac Avenue, Granite Springs, NY 10527", "(914) 555-0193", "Site contractor: clearing, grading, E&SC, drainage, SD-1, DS-1, B-1", "March 2, 2026"),
                ("Lincolndale Landscape Co.", "Maria E. Santos", "Operations Manager", "9 Locust Road, Lincolndale, NY 10540", "(914) 555-0126", "Subcontractor: seeding, stabilization, B-1 planting", "March 4, 2026")]:
        c.setFont("Helvetica-Bold", 10); c.drawString(72, y, blk[0]); y -= 14
        c.setFont("Helvetica", 9)
        for lab, v in zip(["Name:", "Title:", "Firm address:", "Telephone:", "Responsible for:", "Date:"], blk[1:]):
            c.drawString(84, y, lab); c.drawString(180, y, v); y -= 12
        c.drawString(84, y, "Signature:"); c.setFont("Helvetica-Oblique", 12); c.drawString(180, y, blk[1]); y -= 12
        c.setFont("Helvetica", 9)
        c.drawString(84, y, "Site:"); c.drawString(180, y, "Amawalk Animal Hospital, 1180 Route 202, Somers, NY (TM 16.13-1-22)"); y -= 22
    c.setFont("Helvetica", 8); c.drawCentredString(306, 40, "Appendix C - Page 1 of 1"); c.showPage()

def build(out):
    c = canvas.Canvas(out, invariant=1)
    c.setTitle("Amawalk Animal Hospital SWPPP"); c.setAuthor("Hudson Ridge Civil, PLLC")
    cover_pages(c); sheet(c); appendices(c)
    c.save()

LABEL = {
  "checklist": "somers-ch93",
  "style": "drawing-sheet SWPPP: 4-page cover report, one 36 x 24 in sheet SW-1 carrying ~50 numbered general notes in four columns, legend, E&SC schedule, construction sequence and title block lower right; three letter-size appendices",
  "producer": "reportlab",
  "decision": "complete",
  "facts": {"disturbed_acres": 2.18, "project_type": "commercial development (veterinary hospital)", "single_family": False, "impaired_water": True},
  "items": {},
  "evidence": {
    "93-6A(1)(a)": {"pages": [2], "quote": "6,800 square foot veterinary"},
    "93-6A(1)(b)": {"pages": [5], "quote": "TOTAL SITE AREA 4.21 AC. AREA OF DISTURBANCE 2.18 AC."},
    "93-6A(1)(c)": {"pages": [5], "quote": "PnC PAXTON FINE SANDY LOAM, 8-15% SLOPES, HSG C"},
    "93-6A(1)(d)": {"pages": [5], "quote": "MAXIMUM DISTURBED AT ANY ONE TIME: 2.18 AC (LESS THAN 5 AC)."},
    "93-6A(1)(e)": {"pages": [5], "quote": "LITTER: COVERED DUMPSTER IN STAGING AREA"},
    "93-6A(1)(f)": {"pages": [5], "quote": "PERMANENT STABILIZATION: TOPSOIL 4 IN MIN"},
    "93-6A(1)(g)": {"pages": [5], "quote": "SILT FENCE (SF) - 1,140 LF TOTAL (NOTE 8)"},
    "93-6A(1)(h)": {"pages": [5], "quote": "REQUIRED STORAGE 3,600 CF/AC = 5,760 CF"},
    "93-6A(1)(i)": {"pages": [5], "quote": "NO INDUSTRIAL STORMWATER DISCHARGES: NO ASPHALT PLANT"},
    "93-6A(1)(j)": {"pages": [5], "quote": "E&SC SCHEDULE - INITIAL PLACEMENT AND MINIMUM TIME IN PLACE"},
    "93-6A(1)(k)": {"pages": [5], "quote": "LEAST ONCE EVERY 7 CALENDAR DAYS AND WITHIN 24 HOURS OF ANY STORM"},
    "93-6A(1)(l)": {"pages": [5], "quote": "THERE ARE NO DEVIATIONS OR ALTERNATIVE DESIGNS."},
    "93-6A(3)(b)": {"pages": [3], "quote": "Bioretention area B-1 (2,650 square feet of filter surface"},
    "93-6A(3)(c)": {"pages": [5], "quote": "B-1 BIORETENTION 2,650 SF"},
    "93-6A(3)(d)": {"pages": [6], "quote": "Design Point 1 (24-in CMP at Route 202 / wetland)"},
    "93-6A(3)(e)": {"pages": [3], "quote": "Table 1. Sizing criteria (Design Manual Chapters 4 and 10)"},
    "93-6A(3)(f)": {"pages": [5], "quote": "FILTER / PLANTING SOIL MEDIA: 85-88% SAND (ASTM C33)"},
    "93-6A(3)(g)": {"pages": [7], "quote": "Responsible entity: the owner of the property"},
    "93-6A(3)(h)": {"pages": [5], "quote": "20' STORMWATER MAINTENANCE EASEMENT (HATCHED) - NOTE 42"},
    "93-6A(3)(i)": {"pages": [7], "quote": "binds all subsequent owners of the parcel"},
    "93-6B": {"pages": [4], "quote": "I certify that the design of all stormwater management practices meets the requirements"},
    "93-6D": {"pages": [8], "quote": "of four hours of acceptable training in erosion and sediment control"},
  },
  "gaps": {},
  "image_only_pages": [],
  "ambiguous_items": ["93-6A(1)(h)"],
  "acceptable_decisions": ["complete"],
  "notes": "Commercial development (93-6A(2)(g)) disturbing 2.18 ac, so 93-6A(3) applies. Most items live only in the general notes, legend, schedule and sequence of sheet SW-1 (page 5); the cover report holds background, sizing criteria, certification. Notes refer to Details 1-7 that are not drawn on the sheet; the notes themselves give dimensions, materials, installation and maintenance, so 93-6A(1)(h) and 93-6A(3)(f) are labelled present, with (1)(h) listed as ambiguous for the missing detail drawings. Easement is shown hatched on the plan with note 44 saying it is recorded with the site plan. Contractor certifications are filled in with typed names and signatures. Muscoot Reservoir phosphorus TMDL per the plan; changes no Somers item.",
}
for k in __import__("common").SOMERS:
    LABEL["items"][k] = "present"
