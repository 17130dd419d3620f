"""Plan 2: land surveyor's SWPPP for a 3-lot minor subdivision, Town of Somers. Typewriter-style Courier text pages
(reportlab) with scanned pages mixed in (Pillow-rendered, skewed, stamped, hand-signed), bound with pypdf."""
import io, math, os, random, re, textwrap
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter, landscape
from PIL import Image, ImageDraw, ImageFont, ImageFilter
from pypdf import PdfReader, PdfWriter

NAME = "p5a_survey_somers_lovell_street"
W = 78  # characters per line
FIRM = "BRANDRETH & KILEY LAND SURVEYING, P.C."

# ---------------------------------------------------------------- text content
# Each entry: ("h", heading) | ("p", paragraph) | ("pre", [lines]) | ("page",) page break
# | ("scan", key) scanned page | ("map",) drawn map sheet
DOC = []
def H(t): DOC.append(("h", t))
def P(t): DOC.append(("p", t))
def PRE(t): DOC.append(("pre", t.strip("\n").split("\n")))
def BR(): DOC.append(("page",))

DOC.append(("cover",))
BR()
H("TABLE OF CONTENTS")
PRE("""
  1.0  PROJECT DESCRIPTION .................................... 3
  2.0  SITE MAP AND DRAWINGS .................................. 3
  3.0  SOILS .................................................. 4
  4.0  CONSTRUCTION PHASING AND SEQUENCE OF OPERATIONS ........ 4
  5.0  POLLUTION PREVENTION MEASURES .......................... 5
  6.0  TEMPORARY AND PERMANENT SOIL STABILIZATION ............. 5
  7.0  EROSION AND SEDIMENT CONTROL PRACTICES ................. 6
  8.0  INDUSTRIAL STORMWATER DISCHARGES ....................... 6
  9.0  MINIMUM PRACTICES AND IMPLEMENTATION SCHEDULE .......... 7
 10.0  INSPECTION SCHEDULE .................................... 7
 11.0  DEVIATIONS FROM THE NYS STANDARDS ...................... 7
 12.0  POST-CONSTRUCTION STORMWATER MANAGEMENT ................ 8
 13.0  PLAN CERTIFICATION ..................................... 10
 14.0  CONTRACTOR CERTIFICATION ............................... 11

  SHEET SW-1  SWPPP MAP (1" = 80')  ........................... 12
  APPENDIX A  SOILS LETTER, HUDSON VALLEY SOIL CONSULTANTS ..... 13
  APPENDIX B  HYDROCAD SUMMARY AND WQv CALCULATIONS ........... 15
  APPENDIX C  WEEKLY INSPECTION REPORT FORM .................... 16
""")
P("PROJECT DATA")
PRE("""
  OWNER/APPLICANT:  MARGUERITE AND THOMAS HALLORAN
                    118 LOVELL STREET, SOMERS, NY 10589
  PROJECT:          HALLORAN MINOR SUBDIVISION (3 LOTS)
  LOCATION:         118 LOVELL STREET, TOWN OF SOMERS,
                    WESTCHESTER COUNTY, NEW YORK
  TAX MAP:          SECTION 16.10, BLOCK 2, LOT 44
  ZONING:           R-80 (TWO-ACRE RESIDENCE)
  TOTAL TRACT:      9.82 ACRES
  DISTURBED AREA:   2.31 ACRES (100,600 SQ. FT.)
  APPROVAL AUTH.:   TOWN OF SOMERS PLANNING BOARD (SUBDIVISION)
  WATERSHED:        MUSCOOT RESERVOIR (NYC WATER SUPPLY)
""")
BR()
H("1.0  PROJECT DESCRIPTION")
P("The applicants propose to subdivide a 9.82 acre parcel on the east side of Lovell Street into three "
  "single-family residential lots. Lot 1 (3.05 ac) contains the existing farmhouse, which remains. Lots 2 "
  "(3.21 ac) and 3 (3.56 ac) will each receive a new four-bedroom dwelling, a septic system and a well. The "
  "three lots share a new 14 foot wide common driveway, 640 feet long, from Lovell Street. Total land "
  "disturbance is 2.31 acres. The project is a single-family residential subdivision (Section 93-6A(2)(b)) "
  "disturbing more than one acre, so the post-construction requirements of Section 93-6A(3) apply.")
P("The site is gently rolling pasture and second-growth woods sloping east toward an unnamed tributary of "
  "the Muscoot River. Runoff from the site reaches the Muscoot Reservoir, which is listed as impaired for "
  "phosphorus and is within the New York City Reservoir phosphorus TMDL. Post-construction practices are "
  "therefore designed to the enhanced phosphorus removal standards of the NYS Stormwater Management Design "
  "Manual (Chapter 10).")
H("2.0  SITE MAP AND DRAWINGS")
P("Sheet SW-1, bound at page 12 of this SWPPP, is the SWPPP map at a scale of 1 inch = 80 feet. It shows "
  "the total tract and the limits of disturbance, existing and proposed improvements, areas to remain "
  "undisturbed, existing woods and hedgerows, the tributary and the Town-regulated wetland with its 150 "
  "foot buffer, drainage patterns with flow arrows, existing 2-foot contours and proposed grades, the soil "
  "map unit boundaries (ChC, PnB, PnC, SuB), the discharge points DP-1 and DP-2, and every erosion and "
  "sediment control practice with its size or length. A general location map is inset on the sheet.")
P("No material, waste, borrow or equipment storage will occur on adjacent properties. All stockpiles and "
  "equipment parking are on Lot 2 inside the limits of disturbance.")
BR()
H("3.0  SOILS")
P("The Westchester County soil survey maps four units on the tract: Charlton-Chatfield complex, rolling, "
  "very rocky (ChC); Paxton fine sandy loam, 3 to 8 percent slopes (PnB); Paxton fine sandy loam, 8 to 15 "
  "percent slopes (PnC); and Sutton loam, 3 to 8 percent slopes (SuB). Deep test holes and percolation "
  "tests were witnessed by the Westchester County Department of Health on October 9, 2025.")
PRE("""
  UNIT   DESCRIPTION                        DEPTH TO         WHERE
                                            RESTRICTION
  ----   --------------------------------   --------------   ----------------
  ChC    well drained sandy loam, rock      bedrock 40-60"   Lot 3 east knoll
         outcrops
  PnB    well drained fine sandy loam,      dense till 26"   Lots 1 and 2,
         firm substratum                                     common driveway
  PnC    as PnB, steeper                    dense till 24"   Lot 2 rear slope
  SuB    moderately well drained loam,      mottling 20"     Lot 3 west, near
         seasonal high water table                           wetland buffer
""")
P("The soil scientist's letter describing the test pits, textures and infiltration results is bound as "
  "Appendix A. Infiltration tests in the Charlton soils on Lot 3 gave 2.6 to 3.1 inches per hour; the "
  "Paxton soils have a firm substratum and were not used for infiltration.")
H("4.0  CONSTRUCTION PHASING AND SEQUENCE OF OPERATIONS")
P("The work is done in three phases. No more than 1.2 acres will be disturbed at any one time, and the "
  "total project disturbance of 2.31 acres is well under the five acre limit of the Erosion Control Manual.")
PRE("""
  PHASE 1 - COMMON DRIVEWAY AND UTILITIES (APPROX. 0.95 AC)
   1. Stake limits of disturbance; hold pre-construction meeting with the
      Town Engineer.
   2. Install stabilized construction entrance at Lovell Street, silt fence
      SF-1 and SF-2, and orange construction fence at the wetland buffer.
   3. Clear and grub the driveway corridor; strip and stockpile topsoil.
   4. Excavate sediment trap ST-1 and diversion swale DS-1.
   5. Rough grade the driveway; install culvert C-1 and the underground
      electric conduit.
   6. Place driveway subbase; seed and mulch the shoulders.
  PHASE 2 - LOT 2 DWELLING, SEPTIC AND WELL (APPROX. 0.70 AC)
   7. Install silt fence SF-3; clear house site; excavate foundation.
   8. Construct dwelling; install septic system and well.
   9. Rough grade lawn; temporary seed.
  PHASE 3 - LOT 3 DWELLING, SEPTIC AND WELL (APPROX. 0.66 AC)
  10. Install silt fence SF-4 and SF-5; clear house site; excavate.
  11. Construct dwelling; install septic system, well and dry wells.
  FINAL
  12. Construct bioretention BR-1 after its drainage area is stabilized.
  13. Pave the common driveway; topsoil, seed and mulch all lawn areas.
  14. Remove temporary controls after 80 percent uniform cover.
""")
BR()
H("5.0  POLLUTION PREVENTION MEASURES")
P("Litter and construction debris will be collected daily and placed in a covered roll-off container on "
  "Lot 2; the container is emptied when three-quarters full and before forecast storms. Construction "
  "chemicals (paint, sealers, form oil, fuel additives) are kept in closed original containers inside a "
  "locked job box. Fuel and lubricants are dispensed only in the staging area over drip pans, at least 100 "
  "feet from the wetland; a spill kit is kept there and spills are reported to the NYSDEC Spill Hotline. "
  "Concrete trucks wash out only into the lined washout pit CW-1. Sanitary waste is handled by a portable "
  "toilet staked down away from the swale.")
H("6.0  TEMPORARY AND PERMANENT SOIL STABILIZATION")
P("Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control "
  "(November 2016):")
PRE("""
  STAGE                  TEMPORARY                      PERMANENT
  ---------------------  -----------------------------  ---------------------
  Clearing/grubbing      stockpile seeded w/ annual     --
                         ryegrass, ringed w/ silt fence
  Driveway grading       straw mulch 2 tons/ac within   shoulders: topsoil 4",
                         7 days of inactivity           seed mix, mulch
  Dwelling construction  temporary seed + mulch where   --
                         idle 7 days or more
  Lawn and final grade   erosion control blanket on     topsoil 4", lawn seed
                         slopes 3:1 or steeper          (Kentucky bluegrass/
                                                        perennial rye/fescue)
  Final stabilization    --                             80% uniform perennial
                                                        cover; BR-1 planting
""")
P("Where earth disturbance has temporarily ceased for seven days or more, temporary stabilization will be "
  "applied within 14 days. In the Muscoot watershed, areas idle more than 7 days are stabilized within 7 days.")
BR()
H("7.0  EROSION AND SEDIMENT CONTROL PRACTICES")
P("Table 7-1 lists each practice with its location and size; each is plotted on Sheet SW-1 with the same "
  "label.")
PRE("""
  TABLE 7-1  LOCATION, SIZE AND LENGTH OF E&SC PRACTICES
  LABEL  PRACTICE                     LOCATION                    SIZE/LENGTH
  -----  ---------------------------  --------------------------  -----------
  SCE-1  stabilized constr. entrance  Lovell Street apron         20' x 30'
  SF-1   silt fence                   N side of driveway          410 LF
  SF-2   silt fence                   S side of driveway          385 LF
  SF-3   silt fence                   downslope of Lot 2 house    260 LF
  SF-4   silt fence                   downslope of Lot 3 house    300 LF
  SF-5   silt fence                   wetland buffer, Lot 3       220 LF
  DS-1   diversion swale              upslope of driveway cut     350 LF
  ST-1   temporary sediment trap      low point, Sta. 5+40        1.1 ac DA,
                                                                  3,960 CF
  CW-1   concrete washout             staging area, Lot 2         10' x 10'
  TSP-1  topsoil stockpile            Lot 2, rear                 40' x 60'
""")
P("DIMENSIONS, MATERIALS, INSTALLATION AND MAINTENANCE. SCE-1: 2 to 3 inch crushed stone, 6 inches thick "
  "over woven geotextile, 20 feet wide and 30 feet long (see Section 11.0). Silt fence: woven geotextile 36 "
  "inches wide, hardwood posts at 8 feet maximum spacing, toe trenched 6 inches; remove sediment when it "
  "reaches one-half the fence height. DS-1: parabolic swale 1.5 feet deep, 6 foot top width, 2 percent "
  "maximum grade, lined with seed and erosion control blanket; it diverts clean upslope runoff around the "
  "exposed driveway cut. ST-1: sized at 3,600 cubic feet per acre of drainage area (1.1 ac x 3,600 = 3,960 "
  "CF), half wet and half dry storage, maximum 5 foot depth, 2:1 side slopes, stone outlet of 4 to 6 inch "
  "stone 4 feet wide; clean out when sediment reaches half the wet storage depth. CW-1: 10 x 10 foot pit "
  "lined with 10-mil polyethylene; remove hardened concrete when 75 percent full.")
H("8.0  INDUSTRIAL STORMWATER DISCHARGES")
P("There will be no stormwater discharges associated with industrial activity other than construction: no "
  "asphalt plant, concrete batch plant, rock crusher or other industrial operation will be located on the "
  "site. Paving asphalt and concrete are delivered ready-mixed.")
BR()
H("9.0  MINIMUM PRACTICES AND IMPLEMENTATION SCHEDULE")
PRE("""
  ACTIVITY             MINIMUM PRACTICES         PLACED           MINIMUM TIME
                                                                  IN PLACE
  -------------------  ------------------------  ---------------  --------------
  Site access          SCE-1                     before any       until driveway
                                                 clearing         binder course
  Clearing, grubbing   SF-1 to SF-5, constr.     before clearing  until 80% cover
                       fence at wetland buffer   each phase       upslope
  Driveway cut         DS-1, ST-1                before driveway  until driveway
                                                 excavation       shoulders stable
  Stockpiling          TSP-1 ring of silt fence  when stripped    until stockpile
                       + temporary seed          (within 7 days)  is used
  Foundations          dewatering to filter bag  as needed        during pumping
  Concrete work        CW-1                      before 1st pour  until last pour
  Idle areas           seed and straw mulch      within 7 days    until permanent
                                                                  seeding
""")
H("10.0  INSPECTION SCHEDULE")
P("The contractor's trained on-site person checks all erosion and sediment control practices at the end of "
  "each work day. A qualified inspector retained by the owner inspects every practice at least once every "
  "seven calendar days and within 24 hours after any storm producing 0.5 inch of rain or more, using the "
  "form in Appendix C. Deficiencies are corrected by the contractor within one business day; reports are "
  "kept in the site logbook and copies are sent to the Town Engineer.")
H("11.0  DEVIATIONS FROM THE NYS STANDARDS")
P("One element does not conform to the NYS Standards and Specifications: the stabilized construction "
  "entrance SCE-1 is 30 feet long instead of the standard 50 feet, because the Lovell Street right-of-way "
  "and the stone wall on the property line leave only 30 feet before the driveway curves. To provide "
  "equivalent performance a steel rumble plate (10 x 12 ft) is placed at the inner end of the entrance and "
  "the contractor sweeps Lovell Street at the end of each day that trucks leave the site. The rumble plate "
  "removes sediment at least as well as the omitted 20 feet of stone.")
BR()
H("12.0  POST-CONSTRUCTION STORMWATER MANAGEMENT")
P("12.1 PRACTICES. Three practices are proposed:")
PRE("""
  LABEL   PRACTICE                          LOCATION              SIZE
  ------  --------------------------------  --------------------  -------------
  BR-1    bioretention with underdrain,     Lot 2, south of       1,850 SF
          treats the common driveway        driveway Sta. 4+80    surface area
  DW-2    roof dry wells, 2 units           Lot 2 dwelling        6' dia. x 5'
  DW-3    roof dry wells, 2 units           Lot 3 dwelling        6' dia. x 5'
""")
P("BR-1 receives sheet flow from the common driveway through a stone diaphragm and treats the water "
  "quality volume with 2.5 feet of filter media; the underdrain discharges to DP-1. The dry wells infiltrate "
  "roof runoff in the Charlton and Paxton upper soils. Locations and sizes are plotted on Sheet SW-1.")
P("12.2 HYDROLOGIC AND HYDRAULIC ANALYSIS. The site was modelled with HydroCAD (TR-20, Type III 24-hour "
  "storms) for existing and proposed conditions; each structural component (BR-1, its outlet riser and "
  "underdrain, culvert C-1, DW-2, DW-3) is routed. Results at the two design points:")
PRE("""
  DESIGN   STORM     RAIN    EXISTING    PROPOSED    BR-1 PEAK    BR-1
  POINT              (IN)    PEAK (CFS)  PEAK (CFS)  ELEV (FT)    FREEBOARD
  -------  --------  ------  ----------  ----------  -----------  ---------
  DP-1     1-year    2.8     1.12        1.05        461.45       1.05'
  DP-1     10-year   5.0     4.38        4.21        461.90       0.60'
  DP-1     100-year  8.9     10.6        10.3        462.20       0.30'
  DP-2     1-year    2.8     0.64        0.60        --           --
  DP-2     10-year   5.0     2.41        2.33        --           --
  DP-2     100-year  8.9     5.92        5.85        --           --
""")
P("Culvert C-1 (15 inch HDPE, 38 ft) passes the 100-year flow of 3.4 cfs with a headwater of 1.3 ft.")
BR()
P("12.3 SIZING CRITERIA. The practices are sized to the enhanced phosphorus removal standards of Chapter 10 "
  "of the Design Manual:")
PRE("""
  WATER QUALITY VOLUME (ENHANCED, 1-YEAR 24-HOUR STORM, P = 2.8 IN)
    BR-1 drainage area 0.92 ac, impervious 0.29 ac (I = 32%)
    1-yr runoff from drainage area (HydroCAD)      = 2,160 CF  (WQv)
    BR-1 storage: ponding 1,850 SF x 0.75 ft       = 1,388 CF
                  media voids 1,850 x 2.5 x 0.25   = 1,156 CF
                  total                            = 2,544 CF > 2,160 OK
  RUNOFF REDUCTION VOLUME
    Specific reduction factor (HSG-based S) not applied; RRv is met by
    infiltrating the roof WQv in DW-2 and DW-3 (860 CF) plus 40% of
    BR-1 WQv (864 CF) = 1,724 CF provided vs 1,510 CF minimum. OK
  CHANNEL PROTECTION (Cpv): 24-hr extended detention of the 1-yr storm
    not required - DP-1 1-yr peak reduced and discharge is to a
    tributary with stable stone channel; Design Manual 4.3 waiver for
    post-development 1-yr peak <= 2.0 cfs applied.
  OVERBANK (Qp) and EXTREME (Qf): post <= pre at DP-1 and DP-2 for the
    10-yr and 100-yr storms (see 12.2). No deviation from the Manual.
""")
P("12.4 DIMENSIONS, MATERIALS AND INSTALLATION. BR-1: 1,850 SF filter bed, 9 inch ponding depth, 3 inches "
  "of double-shredded hardwood mulch, 2.5 feet of filter media (sand 80-85%, fines 8-12%, organic 3-5%), "
  "3 inch pea gravel choking layer, 12 inches of No. 2 stone with a 6 inch perforated PVC underdrain, "
  "18 inch overflow riser at elevation 461.50 with domed grate; 3:1 side slopes. Dry wells: 6 foot diameter "
  "precast leaching rings 5 feet deep in 1 foot of washed 3/4 inch stone, wrapped in non-woven geotextile, "
  "with an overflow to a splash pad. BR-1 is excavated only after the driveway is paved and the shoulders "
  "are stabilized; equipment works from the edge, not the basin floor.")
P("12.5 OPERATIONS AND MAINTENANCE PLAN. The owner of Lot 2 is responsible for BR-1 and DW-2; the owner of "
  "Lot 3 for DW-3. Until the lots are sold the applicants are responsible for all three.")
PRE("""
  PRACTICE  INSPECT                        MAINTAIN
  --------  -----------------------------  -----------------------------------
  BR-1      monthly first year, then       remove sediment and trash; replace
            spring and fall and after      mulch yearly; replant dead plants;
            storms over 1.5 in             rake media if ponding > 48 hours
  DW-2/3    spring and fall                clean gutters/leaders; remove
                                           sediment when 6" accumulates
""")
P("12.6 EASEMENTS. No maintenance easements are required for this subdivision, since each practice is "
  "on a private lot and will be maintained by that lot's owner.")
P("12.7 MAINTENANCE AGREEMENT. A Declaration of Stormwater Maintenance Covenants in the form required by "
  "Section 93-8 will be recorded in the Westchester County Clerk's Office with the subdivision plat. It "
  "obligates the owners of Lots 2 and 3 and all subsequent owners, heirs and assigns to inspect and "
  "maintain BR-1, DW-2 and DW-3 per Section 12.5, grants the Town the right to enter and perform the work "
  "if the owner fails to, and allows the Town to charge the cost to the owner as a lien. The covenant runs "
  "with the land and binds all subsequent landowners.")
DOC.append(("scan", "cert"))
H("14.0  CONTRACTOR CERTIFICATION")
P("Each contractor and subcontractor responsible for installing, constructing, repairing, inspecting or "
  "maintaining the erosion and sediment control practices or the post-construction practices shall sign "
  "below before beginning work.")
P("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
  "of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to "
  "cause or contribute to a violation of water quality standards.\"")
PRE("""
  SITE: HALLORAN MINOR SUBDIVISION, 118 LOVELL STREET, SOMERS, NY 10589

  NAME: DOMINIC FERRANTE               TITLE: PRESIDENT
  FIRM: FERRANTE SITE WORK, INC.
  ADDRESS: 27 PRIMROSE STREET, KATONAH, NY 10536   PHONE: (914) 555-0163
  SIGNATURE: /s/ Dominic Ferrante      DATE: 03/16/2026

  NAME: ______________________________ TITLE: ____________________________
  FIRM: ______________________________
  ADDRESS: ___________________________ PHONE: ____________________________
  SIGNATURE: _________________________ DATE: _____________________________
""")
DOC.append(("map",))
DOC.append(("scan", "soil1"))
DOC.append(("scan", "soil2"))
H("APPENDIX B  HYDROCAD SUMMARY AND WQv CALCULATIONS")
PRE("""
  HydroCAD 10.20  Halloran Subdivision  Type III 24-hr
  SUBCATCHMENT SUMMARY (PROPOSED)
  ID    AREA(AC)  CN   TC(MIN)  1-YR CFS  10-YR CFS  100-YR CFS
  ----  --------  ---  -------  --------  ---------  ----------
  P1A     0.92    79     8.4      1.02      2.88       5.66
  P1B     4.11    66    21.0      0.78      3.74       9.05
  P2A     3.46    64    18.5      0.55      2.26       5.71
  P2B     1.33    61    12.0      0.12      0.74       2.09
  POND SUMMARY
  BR-1   peak in 2.88 cfs (10-yr), peak out 1.36 cfs, max el. 461.90
         storage 2,544 cf at riser crest 461.50
  DW-2   roof 0.07 ac, 10-yr inflow 610 cf, storage 705 cf, no overflow
  DW-3   roof 0.07 ac, 10-yr inflow 610 cf, storage 705 cf, no overflow
  EXISTING SUBCATCHMENTS
  E1      5.03    64    24.0      1.12      4.38      10.60
  E2      4.79    63    19.0      0.64      2.41       5.92
  CN VALUES USED: woods good 55-70, pasture good 61-74, lawn good 61-80,
  impervious 98 (weighted per soil map unit, see Sheet SW-1)
""")
BR()
H("APPENDIX C  WEEKLY INSPECTION REPORT FORM")
PRE("""
  SITE: HALLORAN MINOR SUBDIVISION     DATE: ________  TIME: ________
  INSPECTOR: ______________________    WEATHER: ______________________
  RAIN SINCE LAST INSPECTION (IN): _____   [ ] WEEKLY  [ ] STORM 0.5"+
  AREAS DISTURBED NOW (AC): _____  AREAS STABILIZED SINCE LAST: ______

  PRACTICE   CONDITION        SEDIMENT   ACTION NEEDED          DONE
  ---------  ---------------  ---------  ---------------------  ------
  SCE-1      [ ]OK [ ]REPAIR  ________   _____________________  ______
  SF-1..5    [ ]OK [ ]REPAIR  ________   _____________________  ______
  DS-1       [ ]OK [ ]REPAIR  ________   _____________________  ______
  ST-1       [ ]OK [ ]REPAIR  ________   _____________________  ______
  CW-1       [ ]OK [ ]REPAIR  ________   _____________________  ______
  TSP-1      [ ]OK [ ]REPAIR  ________   _____________________  ______
  LOVELL ST  [ ]CLEAN [ ]SWEEP

  TURBIDITY AT DP-1 / DP-2 VISIBLY HIGHER THAN UPSTREAM?  [ ]NO  [ ]YES
  SIGNATURE: _________________________
""")

# ---------------------------------------------------------------- pagination
LINES_PER_PAGE = 56


def paginate():
    """Return list of pages; each page is ('text', [lines]) | ('scan', key) | ('map',) | ('cover',)."""
    pages, cur = [], []

    def flush():
        nonlocal cur
        if cur:
            pages.append(("text", cur))
        cur = []

    def add(lines, keep=1):
        nonlocal cur
        if len(cur) + min(len(lines), max(keep, 1)) > LINES_PER_PAGE:
            flush()
        for ln in lines:
            if len(cur) >= LINES_PER_PAGE:
                flush()
            cur.append(ln)

    for e in DOC:
        k = e[0]
        if k == "cover":
            pages.append(("cover",))
        elif k == "page":
            flush()
        elif k == "scan" or k == "map":
            flush(); pages.append(e)
        elif k == "h":
            add(["", e[1], "-" * len(e[1])], keep=6)
        elif k == "p":
            add([""] + textwrap.wrap(e[1], W), keep=4)
        elif k == "pre":
            add([""] + e[1], keep=len(e[1]) + 1 if len(e[1]) < 30 else 6)
    flush()
    # strip leading blank lines on pages
    out = []
    for pg in pages:
        if pg[0] == "text":
            ls = pg[1]
            while ls and not ls[0].strip():
                ls = ls[1:]
            out.append(("text", ls))
        else:
            out.append(pg)
    return out


# ---------------------------------------------------------------- scans
def font(name, size):
    return ImageFont.truetype("/usr/share/fonts/truetype/dejavu/" + name, size)


def signature(draw, x, y, seed, scale=1.0, color=20):
    rnd = random.Random(seed)
    pts = []
    for i in range(70):
        t = i / 69.0
        px = x + t * 330 * scale
        py = y + math.sin(t * 19 + rnd.random() * 0.4) * 22 * scale * (1 - 0.5 * t) + rnd.uniform(-3, 3)
        pts.append((px, py))
    draw.line(pts, fill=color, width=4, joint="curve")
    draw.line([(x + 20, y + 30), (x + 360 * scale, y + 18)], fill=color, width=3)


def finish_scan(img, angle, seed):
    rnd = random.Random(seed)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=250)
    px = img.load()
    w, h = img.size
    for _ in range(9000):  # speckle
        x, y = rnd.randrange(w), rnd.randrange(h)
        px[x, y] = rnd.choice((60, 90, 130))
    # dark scanner edge
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, w, 10], fill=170)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    return img


def scan_cert(total_pages_hint):
    dpi = 200
    img = Image.new("L", (int(8.5 * dpi), 11 * dpi), 250)
    d = ImageDraw.Draw(img)
    mono = font("DejaVuSansMono.ttf", 30)
    monob = font("DejaVuSansMono-Bold.ttf", 34)
    y = 230
    d.text((200, y), "13.0  PLAN CERTIFICATION", font=monob, fill=25); y += 110
    text = ("I hereby certify that this Stormwater Pollution Prevention Plan for the Halloran Minor "
            "Subdivision, 118 Lovell Street, Town of Somers, was prepared by me or under my direct "
            "supervision, and that the design of all stormwater management practices meets the "
            "requirements of Chapter 93 of the Code of the Town of Somers and the New York State "
            "Stormwater Management Design Manual.")
    for ln in textwrap.wrap(text, 62):
        d.text((200, y), ln, font=mono, fill=25); y += 52
    y += 90
    signature(d, 230, y + 40, 7)
    y += 110
    d.line([(200, y), (900, y)], fill=40, width=2)
    d.text((200, y + 15), "JENNIFER A. KILEY, P.E.", font=mono, fill=25)
    d.text((200, y + 65), "N.Y.S. P.E. LICENSE NO. 087362", font=mono, fill=25)
    d.text((200, y + 115), "BRANDRETH & KILEY LAND SURVEYING, P.C.", font=mono, fill=25)
    d.text((200, y + 165), "14 MAHOPAC AVENUE, SOMERS, NY 10589", font=mono, fill=25)
    d.text((200, y + 215), "DATE: MARCH 12, 2026", font=mono, fill=25)
    # embossed/inked seal
    cx, cy, r = 1280, y + 60, 190
    d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=95, width=6)
    d.ellipse([cx - r + 30, cy - r + 30, cx + r - 30, cy + r - 30], outline=95, width=3)
    sf = font("DejaVuSans-Bold.ttf", 21)
    for i, ch in enumerate("STATE OF NEW YORK * LICENSED PROFESSIONAL ENGINEER * "):
        a = math.radians(-90 + i * (360 / 53))
        d.text((cx + (r - 17) * math.cos(a) - 7, cy + (r - 17) * math.sin(a) - 11), ch, font=sf, fill=95)
    d.text((cx - 85, cy - 35), "JENNIFER A.", font=sf, fill=95)
    d.text((cx - 55, cy - 5), "KILEY", font=sf, fill=95)
    d.text((cx - 60, cy + 25), "087362", font=sf, fill=95)
    # received stamp
    st = Image.new("L", (560, 200), 255)
    sd = ImageDraw.Draw(st)
    sd.rectangle([4, 4, 555, 195], outline=80, width=5)
    sd.text((30, 25), "RECEIVED", font=font("DejaVuSans-Bold.ttf", 54), fill=80)
    sd.text((30, 105), "MAR 18 2026  TOWN OF SOMERS", font=font("DejaVuSans-Bold.ttf", 28), fill=80)
    sd.text((30, 145), "PLANNING DEPARTMENT", font=font("DejaVuSans-Bold.ttf", 28), fill=80)
    st = st.rotate(8, expand=True, fillcolor=255)
    img.paste(Image.eval(st, lambda v: v), (1000, 1750), Image.eval(st, lambda v: 255 - v))
    d.text((700, 2080), "- 10 -", font=mono, fill=40)
    return finish_scan(img, 0.9, 11)


def scan_soil(page):
    dpi = 200
    img = Image.new("L", (int(8.5 * dpi), 11 * dpi), 248)
    d = ImageDraw.Draw(img)
    serif = font("DejaVuSerif.ttf", 29)
    serifb = font("DejaVuSerif-Bold.ttf", 38)
    y = 170
    if page == 1:
        d.text((200, y), "HUDSON VALLEY SOIL CONSULTANTS", font=serifb, fill=30); y += 55
        d.text((200, y), "Certified Professional Soil Scientists  *  Brewster, New York 10509", font=serif, fill=50); y += 45
        d.line([(200, y), (1500, y)], fill=60, width=3); y += 60
        paras = [
            "October 21, 2025",
            "Brandreth & Kiley Land Surveying, P.C.\n14 Mahopac Avenue\nSomers, NY 10589",
            "Re: Soil evaluation, Halloran property, 118 Lovell Street, Somers",
            "At your request I observed four deep test pits (TP-1 to TP-4) and four percolation and "
            "infiltration tests on October 9, 2025, with the Westchester County Department of Health present. "
            "My findings are summarized below.",
            "TP-1 (Lot 2, driveway). 0-8 in dark brown fine sandy loam topsoil; 8-26 in yellowish brown fine "
            "sandy loam, friable; 26-96 in olive firm dense fine sandy loam till (Paxton). No mottling. No "
            "groundwater. Dense till restricts downward water movement.",
            "TP-2 (Lot 2, house site). Similar to TP-1; dense till at 24 in. Percolation rate 18 minutes per "
            "inch above the till.",
        ]
    else:
        d.text((200, y), "Halloran property, 118 Lovell Street - page 2", font=serif, fill=50); y += 80
        paras = [
            "TP-3 (Lot 3, east knoll). 0-6 in topsoil; 6-44 in brown gravelly sandy loam, very friable, "
            "many rock fragments (Charlton); bedrock at 52 in. Infiltration test I-3: 3.1 inches per hour. "
            "TP-4 (Lot 3, near the wetland buffer). 0-9 in topsoil; 9-20 in brown loam; common distinct "
            "mottles from 20 in; water seeping at 58 in (Sutton). Infiltration test I-4: 0.4 inches per hour.",
            "In my opinion the Charlton soils on the Lot 3 knoll are suitable for infiltration of roof runoff. "
            "The Paxton soils should not be used for infiltration below 24 in; the Sutton soils near the "
            "wetland have a seasonal high water table at about 20 in and are unsuitable.",
            "The soils are moderately erodible when bare; the loam and fine sandy loam surface layers should "
            "be stabilized promptly after grading, particularly on the Lot 2 rear slope.",
            "Very truly yours,",
        ]
    for para in paras:
        for part in para.split("\n"):
            for ln in textwrap.wrap(part, 64) or [""]:
                d.text((200, y), ln, font=serif, fill=30); y += 44
        y += 26
    if page == 2:
        signature(d, 220, y + 20, 23, scale=0.8, color=35)
        y += 90
        d.text((200, y), "Marcus L. Oyelaran, CPSS No. 31207", font=serif, fill=30)
        d.text((200, y + 44), "Hudson Valley Soil Consultants", font=serif, fill=30)
    return finish_scan(img, -1.4 if page == 1 else 0.6, 30 + page)


def img_pdf(img):
    b = io.BytesIO()
    img.convert("L").save(b, "PDF", resolution=200, quality=55)
    b.seek(0)
    return PdfReader(b)


# ---------------------------------------------------------------- drawing sheet
def draw_map(c):
    c.setPageSize(landscape((11 * 72, 17 * 72)))
    Wd, Hd = 17 * 72, 11 * 72
    c.setLineWidth(2); c.rect(18, 18, Wd - 36, Hd - 36)
    # title block on right
    c.setLineWidth(1); c.rect(Wd - 270, 18, 252, Hd - 36)
    c.setFont("Courier-Bold", 12)
    tb = ["SHEET SW-1", "SWPPP MAP", "HALLORAN MINOR", "SUBDIVISION", "118 LOVELL STREET", "TOWN OF SOMERS",
          "WESTCHESTER CO., N.Y.", "", "SCALE: 1\" = 80'", "DATE: 03/12/2026", "", FIRM[:26], "LAND SURVEYING, P.C.",
          "14 MAHOPAC AVE, SOMERS"]
    for i, t in enumerate(tb):
        c.drawString(Wd - 260, Hd - 50 - i * 17, t)
    c.setFont("Courier", 7.5)
    legend = ["LEGEND", "---- PROPERTY LINE (9.82 AC)", "- - LIMIT OF DISTURBANCE 2.31 AC", "~~~ WETLAND / 150' BUFFER",
              ".... SOIL BOUNDARY", "-x-x SILT FENCE", "==> FLOW ARROW", "--- 2' CONTOUR (EX) ",
              "___ PROPOSED GRADE", "UNDISTURBED: 7.51 AC", "", "NOTES", "1. NO STORAGE ON ADJACENT", "   PROPERTIES.",
              "2. E&SC PER TABLE 7-1.", "3. PC PRACTICES PER 12.1."]
    for i, t in enumerate(legend):
        c.drawString(Wd - 260, 330 - i * 11, t)
    # property (scale 1"=80': 9.82 ac ~ 650 x 660 ft -> 8.1 x 8.2 in)
    ox, oy = 70, 60
    s = 72 / 80.0  # points per foot
    poly = [(0, 0), (640, 0), (680, 650), (20, 660)]
    c.setLineWidth(1.6); c.setDash(12, 3)
    p = c.beginPath(); p.moveTo(ox + poly[0][0] * s, oy + poly[0][1] * s)
    for x, y in poly[1:]:
        p.lineTo(ox + x * s, oy + y * s)
    p.close(); c.drawPath(p)
    c.setDash()
    # Lovell street along the west (left)
    c.setLineWidth(0.8); c.line(ox - 30, oy, ox - 30, oy + 680 * s); c.line(ox - 8, oy, ox - 8, oy + 680 * s)
    c.saveState(); c.translate(ox - 22, oy + 250); c.rotate(90); c.setFont("Courier-Bold", 9)
    c.drawString(0, 0, "LOVELL STREET"); c.restoreState()
    # contours
    c.setDash(2, 2); c.setLineWidth(0.4)
    for k in range(8):
        y0 = 40 + k * 80
        c.bezier(ox + 0, oy + y0 * s, ox + 200 * s, oy + (y0 + 30) * s, ox + 400 * s, oy + (y0 - 25) * s, ox + 660 * s, oy + (y0 + 10) * s)
        c.setFont("Courier", 6); c.drawString(ox + 300 * s, oy + (y0 + 2) * s, str(478 - k * 2))
    c.setDash()
    # proposed grades (solid) around driveway and house sites
    c.setLineWidth(0.7)
    for k, (y0, lab) in enumerate([(300, "470 PROP"), (372, "466 PROP")]):
        c.bezier(ox + 20 * s, oy + y0 * s, ox + 150 * s, oy + (y0 + 12) * s, ox + 330 * s, oy + (y0 - 10) * s, ox + 500 * s, oy + (y0 + 4) * s)
        c.setFont("Courier", 6); c.drawString(ox + 505 * s, oy + (y0 + 2) * s, lab)
    c.setFont("Courier", 7)
    for (x, y) in [(200, 470), (300, 240), (470, 350), (520, 150), (120, 560)]:
        c.drawString(ox + x * s, oy + y * s, "==> FLOW")
    # driveway
    c.setLineWidth(1.2)
    c.line(ox, oy + 330 * s, ox + 420 * s, oy + 330 * s); c.line(ox, oy + 344 * s, ox + 420 * s, oy + 344 * s)
    c.setFont("Courier", 7); c.drawString(ox + 60 * s, oy + 350 * s, "PROP. 14' COMMON DRIVEWAY 640 LF")
    # LOD
    c.setDash(6, 3); c.setLineWidth(0.9)
    c.rect(ox + 0, oy + 250 * s, 520 * s, 200 * s)
    c.setDash()
    c.drawString(ox + 10 * s, oy + 455 * s, "LIMIT OF DISTURBANCE (2.31 AC)")
    # houses
    for (x, y, t) in [(60, 480, "LOT 1 EX. HOUSE"), (300, 270, "LOT 2 PROP. DWELLING"), (450, 380, "LOT 3 PROP. DWELLING")]:
        c.rect(ox + x * s, oy + y * s, 60 * s, 45 * s); c.drawString(ox + x * s, oy + (y - 12) * s, t)
    # wetland
    c.setLineWidth(0.8)
    c.ellipse(ox + 540 * s, oy + 120 * s, ox + 660 * s, oy + 300 * s)
    c.setDash(1, 3); c.ellipse(ox + 440 * s, oy + 40 * s, ox + 760 * s, oy + 380 * s); c.setDash()
    c.drawString(ox + 548 * s, oy + 210 * s, "TOWN WETLAND")
    c.drawString(ox + 520 * s, oy + 60 * s, "150' BUFFER")
    c.drawString(ox + 600 * s, oy + 140 * s, "TRIB. TO MUSCOOT")
    # soil boundaries
    c.setDash(1, 1.5)
    c.line(ox + 380 * s, oy, ox + 380 * s, oy + 660 * s); c.line(ox, oy + 520 * s, ox + 680 * s, oy + 520 * s)
    c.line(ox + 380 * s, oy + 200 * s, ox + 680 * s, oy + 200 * s)
    c.setDash()
    for (x, y, t) in [(100, 120, "PnB"), (150, 580, "PnC"), (470, 580, "ChC"), (470, 230, "ChC"), (420, 100, "SuB")]:
        c.setFont("Courier-Bold", 9); c.drawString(ox + x * s, oy + y * s, t)
    c.setFont("Courier", 7)
    # E&SC
    items = [(5, 305, "SCE-1 20'x30'"), (90, 318, "SF-2 385 LF -x-x-"), (90, 362, "SF-1 410 LF -x-x-"),
             (260, 258, "SF-3 260 LF"), (430, 362, "SF-4 300 LF"), (470, 300, "SF-5 220 LF"),
             (120, 420, "DS-1 350 LF ==>"), (540, 330, "ST-1 3,960 CF"), (190, 280, "TSP-1 40'x60'"),
             (230, 300, "CW-1"), (380, 300, "BR-1 1,850 SF"), (365, 262, "DW-2"), (515, 372, "DW-3")]
    for x, y, t in items:
        c.drawString(ox + x * s, oy + y * s, t)
    c.drawString(ox + 560 * s, oy + 345 * s, "DP-1 ==> TRIB."); c.drawString(ox + 300 * s, oy + 10 * s, "DP-2 (SHEET FLOW S)")
    c.drawString(ox + 200 * s, oy + 190 * s, "EXISTING WOODS - UNDISTURBED")
    c.drawString(ox + 40 * s, oy + 620 * s, "PASTURE / HEDGEROW - UNDISTURBED")
    # scale bar & north
    c.setLineWidth(3); c.line(ox, 35, ox + 160 * s, 35); c.setFont("Courier", 7); c.drawString(ox, 40, "0     80     160 FT")
    c.setLineWidth(1); c.line(Wd - 320, Hd - 120, Wd - 320, Hd - 70); c.drawString(Wd - 323, Hd - 62, "N")
    # location map inset
    c.rect(Wd - 520, Hd - 240, 200, 180)
    c.drawString(Wd - 515, Hd - 72, "LOCATION MAP  1\" = 2000'")
    c.line(Wd - 500, Hd - 200, Wd - 340, Hd - 110); c.drawString(Wd - 470, Hd - 190, "RTE 100")
    c.line(Wd - 460, Hd - 230, Wd - 430, Hd - 80); c.drawString(Wd - 455, Hd - 120, "LOVELL ST")
    c.circle(Wd - 440, Hd - 150, 5, fill=1); c.drawString(Wd - 430, Hd - 155, "SITE")
    c.drawString(Wd - 400, Hd - 225, "MUSCOOT RESERVOIR")


# ---------------------------------------------------------------- build
def build(outdir):
    pages = paginate()
    total = len(pages)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=letter, invariant=1)
    c.setTitle("SWPPP - Halloran Minor Subdivision"); c.setAuthor(FIRM); c.setCreator("reportlab")
    order = []  # ('rl', idx) or ('img', key)
    rl_index = 0
    page_text = {}
    for n, pg in enumerate(pages, start=1):
        if pg[0] == "scan":
            order.append(("img", pg[1], n)); continue
        order.append(("rl", rl_index, n)); rl_index += 1
        if pg[0] == "map":
            draw_map(c); c.showPage(); page_text[n] = "SHEET SW-1 SWPPP MAP"; continue
        c.setPageSize(letter)
        if pg[0] == "cover":
            c.setFont("Courier-Bold", 16)
            lines = ["STORMWATER POLLUTION PREVENTION PLAN", "", "HALLORAN MINOR SUBDIVISION", "(3 LOTS)", "",
                     "118 LOVELL STREET", "TOWN OF SOMERS, WESTCHESTER COUNTY, NEW YORK", "TAX MAP 16.10-2-44"]
            for i, t in enumerate(lines):
                c.drawCentredString(306, 600 - i * 24, t)
            c.setFont("Courier", 11)
            more = ["SUBMITTED TO THE TOWN OF SOMERS PLANNING BOARD", "UNDER CHAPTER 93, STORMWATER MANAGEMENT AND",
                    "EROSION AND SEDIMENT CONTROL", "", "PREPARED BY:", FIRM, "14 MAHOPAC AVENUE",
                    "SOMERS, NEW YORK 10589", "(914) 555-0127", "", "MARCH 12, 2026"]
            for i, t in enumerate(more):
                c.drawCentredString(306, 380 - i * 15, t)
            page_text[n] = "\n".join(lines + more)
            c.showPage(); continue
        c.setFont("Courier", 8.5)
        c.drawString(54, 756, FIRM)
        c.drawRightString(558, 756, "HALLORAN SUBDIVISION SWPPP")
        c.line(54, 751, 558, 751)
        c.setFont("Courier", 10)
        y = 730
        for ln in pg[1]:
            c.drawString(58, y, ln); y -= 12.1
        c.setFont("Courier", 8.5)
        c.drawCentredString(306, 36, f"- {n} -")
        page_text[n] = "\n".join(pg[1])
        c.showPage()
    c.save()
    buf.seek(0)
    rl = PdfReader(buf)
    scans = {"cert": scan_cert(total), "soil1": scan_soil(1), "soil2": scan_soil(2)}
    w = PdfWriter()
    image_pages = []
    for kind, key, n in order:
        if kind == "rl":
            w.add_page(rl.pages[key])
        else:
            w.add_page(img_pdf(scans[key]).pages[0]); image_pages.append(n)
    w.add_metadata({"/Title": "SWPPP - Halloran Minor Subdivision, Somers NY", "/Producer": "reportlab + Pillow + pypdf"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as f:
        w.write(f)

    def find(q):
        nq = re.sub(r"\s+", " ", q)
        hits = [n for n, t in page_text.items() if nq in re.sub(r"\s+", " ", t) and n != 2]
        assert len(hits) == 1, (q, hits)
        return hits
    ev_text = {
        "93-6A(1)(a)": "into three single-family residential lots",
        "93-6A(1)(b)": "Sheet SW-1, bound at page 12 of this SWPPP, is the SWPPP map at a scale of 1 inch = 80 feet",
        "93-6A(1)(d)": "No more than 1.2 acres will be disturbed at any one time",
        "93-6A(1)(e)": "Litter and construction debris will be collected daily",
        "93-6A(1)(f)": "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control",
        "93-6A(1)(g)": "TABLE 7-1 LOCATION, SIZE AND LENGTH OF E&SC PRACTICES",
        "93-6A(1)(h)": "sized at 3,600 cubic feet per acre of drainage area",
        "93-6A(1)(i)": "There will be no stormwater discharges associated with industrial activity other than construction",
        "93-6A(1)(j)": "Driveway cut DS-1, ST-1 before driveway until driveway",
        "93-6A(1)(k)": "inspects every practice at least once every seven calendar days",
        "93-6A(1)(l)": "is 30 feet long instead of the standard 50 feet",
        "93-6A(3)(b)": "BR-1 receives sheet flow from the common driveway through a stone diaphragm",
        "93-6A(3)(c)": "Lot 2, south of",
        "93-6A(3)(d)": "each structural component (BR-1, its outlet riser and",
        "93-6A(3)(e)": "WATER QUALITY VOLUME (ENHANCED, 1-YEAR 24-HOUR STORM, P = 2.8 IN)",
        "93-6A(3)(f)": "2.5 feet of filter media (sand 80-85%, fines 8-12%, organic 3-5%)",
        "93-6A(3)(g)": "The owner of Lot 2 is responsible for BR-1 and DW-2",
        "93-6A(3)(i)": "The covenant runs with the land and binds all subsequent landowners.",
    }
    evidence = {k: {"pages": find(v), "quote": v} for k, v in ev_text.items()}
    cert_page = [n for kind, key, n in order if key == "cert"][0]
    evidence["93-6B"] = {"pages": [cert_page], "quote": "design of all stormwater management practices meets the"}
    gaps = {
        "93-6A(1)(c)": "present for only part of the item: Section 3.0 (p. 4) and the scanned soils letter (Appendix A) "
                       "describe the map units, textures, restrictive layers and infiltration rates, but no page identifies "
                       "the hydrologic soil group; Appendix B even says CNs were 'weighted per soil map unit' and 12.3 says "
                       "the HSG-based factor was 'not applied'.",
        "93-6A(3)(h)": "statement that the thing does not exist where the law needs it: 12.6 says 'No maintenance easements "
                       "are required' although BR-1 on Lot 2 treats the common driveway serving all three lots; no easement "
                       "is shown on Sheet SW-1 or the plan.",
        "93-6D": "certification missing its training clause: the Section 14.0 statement, signed by Ferrante Site Work, omits "
                 "'I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion "
                 "and sediment control within the last three years'.",
    }
    ids = [l.split("\t")[1] for l in open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")).read().splitlines()[1:] if l.startswith("somers-ch93")]
    items = {}
    for i in ids:
        items[i] = "missing" if i in gaps else "present"
        assert items[i] == "missing" or i in evidence, i
    headings = [(find(h)[0], h) for h in ["1.0 PROJECT DESCRIPTION", "3.0 SOILS", "7.0 EROSION AND SEDIMENT CONTROL PRACTICES",
                                           "12.0 POST-CONSTRUCTION STORMWATER MANAGEMENT", "14.0 CONTRACTOR CERTIFICATION"]]
    headings.append((cert_page, "PLAN CERTIFICATION"))
    label = {
        "checklist": "somers-ch93",
        "style": "land surveyor's SWPPP for a 3-lot minor subdivision: typewriter-style monospaced (Courier) text pages, "
                 "Courier tables, a vector SWPPP map sheet, scanned pages mixed in (stamped and hand-signed PE "
                 "certification, two-page soil scientist's letter, slightly skewed, speckled)",
        "producer": "reportlab (Courier text pages and an 11x17 map sheet) + Pillow-rendered scan images (no text layer), bound with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 2.31, "project_type": "3-lot single-family residential minor subdivision with common driveway",
                  "single_family": True, "impaired_water": True},
        "items": items, "evidence": evidence, "gaps": gaps,
        "image_only_pages": image_pages,
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": "2.31 ac disturbed, a single-family residential subdivision (93-6A(2)(b)) and a Planning Board subdivision "
                 "application: the post-construction items of 93-6A(3) and the certification of 93-6B apply. Drains to the "
                 "Muscoot Reservoir (phosphorus TMDL, stated in the plan). Plan certification is a scanned, hand-signed, "
                 "sealed page by a P.E. of the surveying firm (OCR quote). (1)(c): a reviewer could look up the HSG of the named soil series, but the plan never states it and Somers requires the identification. 93-6D: one contractor has signed, "
                 "but the statement lacks the four-hour training clause. (1)(l): one deviation (short construction "
                 "entrance) with reason and equivalence.",
        "_headings": headings,
    }
    return NAME, label
