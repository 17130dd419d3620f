"""P4: Somers, NYSDEC-style SWPPP narrative that mostly points to Appendices A-F,
where the content lives. fpdf2. Inspection schedule heading in Appendix D is
empty; the easement is deferred; the contractor certification is filled in but
unsigned (ambiguous)."""
import os

import p2common as C
from sitegeom import site_plan, loc_map

NAME = "p2_som_muscoot_ridge_storage_appendices"
FIRM = "CROTON VALLEY ENGINEERING, P.C."
PROJ = "MUSCOOT RIDGE SELF-STORAGE - ROUTE 100, SOMERS"

NARR = [
    ("h1", "1.0 Project Overview"),
    ("p", "Muscoot Ridge Storage LLC proposes a self-storage facility on a 6.80-acre parcel on the east side of "
          "NYS Route 100 in the Town of Somers, Westchester County (Section 17.11, Block 1, Lot 22). The work "
          "comprises three one-story storage buildings totalling 48,600 sq. ft., a 1,200 sq. ft. office, paved "
          "drive aisles, 14 parking spaces, a stormwater management system, and utilities. It is a commercial "
          "development under Section 93-6A(2)(g) of the Town Code. Total disturbance is 3.36 acres "
          "(146,360 sq. ft.); 3.44 acres of woods and the wetland buffer on the east side are left undisturbed."),
    ("p", "The site lies in the Croton watershed, East of Hudson, draining to an unnamed tributary of the Muscoot "
          "Reservoir, a New York City water supply reservoir. The Muscoot Reservoir basin is subject to the "
          "phosphorus TMDL for the Croton reservoirs, so the post-construction practices follow the enhanced "
          "phosphorus removal standards (Chapter 10 of the NYS Stormwater Management Design Manual). The SWPPP "
          "is also submitted to NYCDEP under 15 RCNY Chapter 18 and covered by NYSDEC SPDES GP-0-25-001."),
    ("h1", "2.0 Site Maps"),
    ("p", "See Appendix A. Figure A-1 is the existing conditions and soils map with a location map; Figure A-2 "
          "is the erosion and sediment control plan; Figure A-3 is the post-construction stormwater plan. All "
          "are at 1 in. = 50 ft."),
    ("h1", "3.0 Soils"),
    ("p", "See Appendix B for the NRCS soil map units, hydrologic soil groups and the deep test pit and "
          "infiltration results."),
    ("h1", "4.0 Construction Sequence and Phasing"),
    ("p", "Work is in two phases so that no more than 1.90 acres is open at one time, well under the five-acre "
          "limit; Phase 2 clearing does not begin until Phase 1 is stabilized."),
    ("ol", ["Pre-construction meeting with the Town Engineer, NYCDEP and the qualified inspector; flag the limit "
            "of disturbance and the wetland buffer.",
            "Install the stabilized construction entrance, perimeter silt fence and the orange barrier fence at "
            "the buffer.",
            "Phase 1 (west 1.90 ac): clear and grub; build sediment trap ST-1 and its diversion swale; strip and "
            "stockpile topsoil.",
            "Phase 1: mass grade the front building pads and drive; install storm drainage with inlet protection, "
            "water, sewer force main and electric.",
            "Phase 1: build Buildings 1 and 2 and the office; place binder course; stabilize slopes.",
            "Phase 2 (east 1.46 ac): once Phase 1 has 80 percent cover or pavement, clear and grub; build ST-2; "
            "grade the Building 3 pad.",
            "Phase 2: install the underground infiltration chambers and the bioretention area only after the "
            "areas draining to them are stabilized.",
            "Build Building 3; place top course; topsoil, seed and plant all remaining areas.",
            "Remove temporary controls after final stabilization; file the Notice of Termination."]),
    ("h1", "5.0 Erosion and Sediment Control"),
    ("p", "The erosion and sediment control practices, their dimensions, materials, installation and operation "
          "and maintenance are in Appendix C. Their locations, sizes and lengths are on Figure A-2. The table "
          "below lists, for each construction activity, the minimum practices and when each is placed and how "
          "long it stays."),
    ("table", ["Activity", "Minimum practices", "Placed", "Minimum time in place"],
     [["Site access", "Stabilized construction entrance", "Before any clearing", "Until the binder course is placed"],
      ["Clearing and grubbing", "Perimeter silt fence; barrier fence at buffer", "Before clearing", "Until final stabilization"],
      ["Mass grading", "ST-1 / ST-2 with diversion swales; dust control", "Before grading in that phase", "Until the drainage area is stabilized"],
      ["Topsoil stockpile", "Silt fence ring; seed or cover", "When stockpile is started", "Until the stockpile is removed"],
      ["Storm drainage", "Inlet protection on every new inlet", "When each inlet is set", "Until pavement and lawn are stabilized"],
      ["Slopes 3:1 and steeper", "Erosion control blanket", "Within 7 days of final grade", "Until 80 percent vegetative cover"],
      ["Idle areas", "Temporary seed and mulch", "Within 7 days of work stopping", "Until permanent stabilization"]],
     [110, 140, 112, 130]),
    ("p", "Soil stabilization follows the NYS Standards and Specifications for Erosion and Sediment Control "
          "(2016). Temporary: areas idle for 7 days or more are seeded with annual ryegrass at 40 lb per acre "
          "and mulched with straw at 2 tons per acre within 7 days; after October 15, straw mulch at 3 tons per "
          "acre, anchored. Slopes 3:1 and steeper get a straw/coconut erosion control blanket. Permanent: 6 in. "
          "of topsoil with the Blue Book conservation mix (tall fescue, creeping red fescue, perennial ryegrass) "
          "at 100 lb per acre, mulched; pavement and buildings elsewhere. Final stabilization is 80 percent "
          "uniform perennial cover."),
    ("h1", "6.0 Pollution Prevention"),
    ("p", "Litter and debris: two covered dumpsters at the staging area, emptied weekly; daily pickup of wind-blown "
          "trash; no burning or burial. Construction chemicals (form oil, curing compound, paint, sealants) are "
          "kept in their labelled containers in a locked job box with secondary containment; fuelling is done "
          "by tank truck at the staging area with a spill kit on the truck. Concrete washout in a lined, "
          "prefabricated container; hardened waste hauled off."),
    ("p", "Stormwater discharges from industrial activity other than construction: none. No asphalt plant, "
          "concrete batch plant or other industrial activity will be located on the site; asphalt and concrete "
          "are delivered ready-mixed."),
    ("h1", "7.0 Inspections"),
    ("p", "See Appendix D for the qualified inspector and the inspection report form."),
    ("h1", "8.0 Deviations from the NYS Standards and Specifications"),
    ("p", "One element departs from the Blue Book. Sediment trap ST-2 is cut into ledge found at about 4 ft "
          "below grade; its side slopes in rock are 1:1 rather than the 2:1 called for in the Blue Book "
          "Standard for Temporary Sediment Trap. Reason: blasting the ledge to flatten the slopes would disturb "
          "more of the buffer and add dust and noise. Equivalence: the rock walls do not erode, and the trap is "
          "lengthened so that it stores 8,820 cf, 18 percent more than the 7,488 cf required at 3,600 cf per "
          "acre, with the same 2:1 length-to-width ratio and a stone outlet; the earth portion above the ledge "
          "keeps 2:1 slopes. No other element departs from the Blue Book."),
    ("h1", "9.0 Post-Construction Stormwater Management"),
    ("p", "The practices, their sizing, the hydrologic and hydraulic analysis and the operation and maintenance "
          "plan are in Appendix E; their locations and sizes are on Figure A-3."),
    ("p", "Maintenance easement: a stormwater maintenance easement over the bioretention area, the infiltration "
          "chambers and the access drive will be prepared by the applicant's surveyor and submitted to the Town "
          "Attorney for review before the final site plan is signed."),
    ("h1", "10.0 Certifications"),
    ("p", "See Appendix F."),
]

APP_B = [
    ("h1", "Appendix B - Soils"),
    ("p", "Source: USDA NRCS Web Soil Survey, Westchester County, accessed February 2025; field verification by "
          "Croton Valley Engineering."),
    ("table", ["Map unit", "Name", "Slope", "HSG", "Share of disturbed area", "Notes"],
     [["ChB", "Charlton fine sandy loam", "2-8%", "B", "58%", "Well drained; depth to water > 6 ft"],
      ["PnC", "Paxton fine sandy loam", "8-15%", "C", "34%", "Firm dense till at 20-36 in.; slow permeability"],
      ["LeB", "Leicester loam", "3-8%", "D", "8%", "Poorly drained; near the wetland buffer; not used for infiltration"]],
     [40, 110, 40, 32, 80, 190]),
    ("p", "Deep test pits DTP-1 to DTP-6 (January 14, 2025): 8 to 12 in. of topsoil over brown fine sandy loam "
          "to 3 to 5 ft, then olive gray dense till; ledge at 4.2 ft in DTP-5 (ST-2 area); mottling at 38 in. in "
          "DTP-6. Infiltration tests at the chamber location (DTP-2, DTP-3) measured 2.4 and 3.1 in./hr; the "
          "design rate is 1.2 in./hr."),
    ("p", "By area, the disturbed part of the site is 58 percent Charlton fine sandy loam (HSG B), 34 percent "
          "Paxton fine sandy loam (HSG C) and 8 percent Leicester loam (HSG D)."),
]

APP_C = [
    ("h1", "Appendix C - Erosion and Sediment Control Details"),
    ("pb", "C.1 Stabilized construction entrance.",
     "50 ft long x 24 ft wide x 6 in. thick, 1.5 to 4 in. crushed stone on woven geotextile (Mirafi 600X or "
     "equal). Install before any clearing. O&M: top-dress with clean stone when sediment fills the voids; sweep "
     "Route 100 at the end of any day that soil is tracked onto it."),
    ("pb", "C.2 Silt fence.",
     "Woven geotextile 36 in. wide, 2 in. x 2 in. hardwood stakes at 8 ft on center, fabric toed 6 in. into the "
     "ground and backfilled; 1,140 LF as shown on Figure A-2. O&M: remove sediment when it reaches one-half the "
     "fence height; replace torn or sagging fabric within 24 hours."),
    ("pb", "C.3 Temporary sediment traps ST-1 and ST-2.",
     "ST-1: 1.72 ac drainage, 6,192 cf required, 6,400 cf provided, 3 ft deep, 2:1 slopes, stone outlet 8 ft "
     "wide. ST-2: 2.08 ac drainage, 7,488 cf required, 8,820 cf provided (see Section 8.0 for the ledge side "
     "slopes). O&M: remove sediment when it fills one-half of the wet storage; rebuild the outlet stone if "
     "displaced. No temporary sediment basin is required (each drainage area is under 5 acres)."),
    ("pb", "C.4 Diversion swales DS-1 and DS-2.",
     "Parabolic swales 1.5 ft deep, 6 ft top width, lined with erosion control blanket; DS-1 is 420 LF, DS-2 "
     "is 310 LF; they carry runoff from the exposed pads to ST-1 and ST-2. O&M: repair scour and remove debris "
     "blocking the flow."),
    ("pb", "C.5 Inlet protection.",
     "Filter fabric drop inlet protection on the nine new yard inlets; curb inlet sediment filter bags in the "
     "two NYSDOT inlets on Route 100 (with NYSDOT permit). O&M: empty bags and clean fabric when one-third "
     "full."),
    ("pb", "C.6 Dust control.",
     "Water by truck on haul roads and exposed areas whenever dust is visible."),
    ("pb", "C.7 Erosion control blanket.",
     "Straw/coconut blanket, double net, stapled at 1.5 staples per sq. yd., top anchored in a 6 in. trench. "
     "O&M: re-staple lifted edges and replace torn sections."),
]

APP_D = [
    ("h1", "Appendix D - Inspections"),
    ("h2", "D.1 Qualified Inspector"),
    ("p", "The owner will retain a qualified inspector as defined in GP-0-25-001: a licensed professional engineer, "
          "a CPESC, a registered landscape architect, or someone working under one of them who has completed "
          "four hours of NYSDEC-endorsed training in erosion and sediment control. For this project the "
          "qualified inspector is Lauren P. Haas, CPESC, of Croton Valley Engineering. Reports are kept in the "
          "site logbook and copies are sent to the Town Engineer and NYCDEP."),
    ("h2", "D.2 Inspection Schedule"),
    ("h2", "D.3 Inspection Report Form"),
    ("table", ["Field", "Entry"],
     [["Date and time of inspection", ""], ["Inspector name and qualification", ""], ["Weather / rainfall", ""],
      ["Phase and areas disturbed (ac)", ""], ["Construction entrance", ""], ["Silt fence", ""],
      ["ST-1 / ST-2 sediment depth", ""], ["Diversion swales", ""], ["Inlet protection", ""],
      ["Stabilized areas (% cover)", ""], ["Discharge turbidity observed", ""], ["Corrective actions", ""],
      ["Inspector signature", ""]], [200, 292]),
]

APP_E = [
    ("h1", "Appendix E - Post-Construction Stormwater Management"),
    ("h2", "E.1 Practices"),
    ("pb", "Pretreatment.", "A hydrodynamic separator (HDS-1, 4 ft diameter, rated 1.6 cfs treatment flow) ahead "
                            "of the chambers removes coarse sediment and floatables."),
    ("pb", "Bioretention area BR-1 (enhanced phosphorus).",
     "Bottom area 3,150 sq. ft.; 6 in. ponding; 3 in. shredded hardwood mulch; 30 in. bioretention soil with "
     "less than 30 mg/kg phosphorus; 12 in. No. 57 stone with a 6 in. perforated underdrain; overflow to the "
     "chambers. Treats the front drive and parking (1.14 ac)."),
    ("pb", "Infiltration chambers IC-1.",
     "StormTech SC-740 chambers, 54 units in 6 rows, in 6 in. of stone below and 6 in. above, wrapped in "
     "non-woven geotextile; installed volume 5,920 cf; bottom 3 ft above mottling. Receives roofs and the rear "
     "drive after HDS-1."),
    ("pb", "Extended detention.", "A 3 in. orifice in the outlet control structure OCS-1 gives 24-hour extended "
                                  "detention of the 1-year storm (Cpv); 12 in. and 18 in. weirs pass the 10- and "
                                  "100-year storms."),
    ("h2", "E.2 Sizing Summary"),
    ("table", ["Criterion", "Basis", "Required", "Provided"],
     [["WQv (enhanced phosphorus, 1-yr 24-hr storm, 2.9 in.)", "Design Manual Ch. 10", "9,860 cf", "10,410 cf (BR-1 4,490 + IC-1 5,920)"],
      ["RRv (HSG B/C, S = 0.26 / 0.13)", "Ch. 4", "2,240 cf", "5,920 cf infiltrated (IC-1)"],
      ["Cpv (1-yr ED, 24 hr)", "Ch. 4", "7,150 cf", "24.3 hr detention, 3 in. orifice"],
      ["Qp (10-yr)", "Post <= pre", "pre 8.92 cfs", "post 7.84 cfs"],
      ["Qf (100-yr)", "Post <= pre", "pre 16.40 cfs", "post 15.75 cfs"]], [150, 90, 80, 172]),
    ("p", "No deviation from the Design Manual is proposed and no criterion is waived; the site is new "
          "development, so the redevelopment criteria do not apply."),
    ("h2", "E.3 Hydrologic and Hydraulic Analysis"),
    ("p", "HydroCAD 10.20, SCS TR-20, NRCS Type III 24-hour distribution, NOAA Atlas 14 depths for Somers "
          "(1-year 2.9 in., 10-year 5.1 in., 100-year 8.9 in.). Pre-development: woods and meadow, CN 60-70, "
          "time of concentration 18 min. Post-development: impervious 2.02 ac. The chambers, BR-1 and OCS-1 are "
          "routed with exfiltration at 1.2 in./hr. Pipes were sized by the rational method for the 25-year storm "
          "with the hydraulic grade line at least 1 ft below every rim."),
    ("h2", "E.4 Operation and Maintenance Plan"),
    ("p", "Responsible entity: Muscoot Ridge Storage LLC, the owner, which will operate and maintain every "
          "practice for as long as the facility exists, through its facility manager."),
    ("table", ["Practice", "Inspection", "Maintenance"],
     [["HDS-1", "Quarterly for the first year, then twice a year", "Vacuum out when sediment is 12 in. deep or floatables cover the surface"],
      ["BR-1", "Monthly April-October and after 1 in. storms", "Remove trash; replace mulch each spring; replace dead plants; restore media if water stands over 48 hr"],
      ["IC-1", "Through inspection ports twice a year", "Jet-vac the isolator row when sediment exceeds 3 in."],
      ["OCS-1 and pipes", "Twice a year", "Clear debris from the orifice and weirs"]], [80, 160, 252]),
    ("h2", "E.5 Inspection and Maintenance Agreement"),
    ("p", "Before the final site plan is signed, the owner will sign the Town of Somers Stormwater Control Facility "
          "Maintenance Agreement, which follows the NYSDEC sample agreement. Its terms: the owner and every later "
          "owner of the parcel must inspect and maintain HDS-1, BR-1, IC-1 and OCS-1 as set out in E.4 and keep "
          "records for the Town; the Town may enter to inspect and, if the owner fails to maintain, do the work "
          "and charge the cost to the owner; and the agreement binds all subsequent owners and is recorded in the "
          "Westchester County Clerk's office as a deed restriction."),
]

APP_F = [
    ("h1", "Appendix F - Certifications"),
    ("h2", "F.1 Professional Engineer"),
    ("p", "I certify that this SWPPP was prepared by me or under my direct supervision and that the design of "
          "all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of "
          "Somers."),
    ("sig", ["/s/ Anil R. Deshpande", "Anil R. Deshpande, P.E., NYS License No. 087120",
             "Croton Valley Engineering, P.C., 1955 Commerce Street, Yorktown Heights, NY 10598, (914) 555-0148",
             "Date: March 3, 2025"]),
    ("h2", "F.2 Contractor Certification (Town of Somers Section 93-6D)"),
    ("p", "\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
          "of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a "
          "minimum of four hours of acceptable training in erosion and sediment control within the last three "
          "years. I also understand that it is unlawful for any person to cause or contribute to a violation of "
          "water quality standards.\""),
    ("table", ["Field", "Entry"],
     [["Name and title", "Frank J. Russo, General Superintendent"],
      ["Contracting firm", "Hilltop Site Contractors, Inc."],
      ["Firm address and telephone", "44 Old Tomahawk Street, Yorktown Heights, NY 10598 - (914) 555-0172"],
      ["Site", "Muscoot Ridge Self-Storage, Route 100, Somers, NY (Sec. 17.11, Blk. 1, Lot 22)"],
      ["Signature", ""], ["Date", ""]], [160, 332]),
]


def maps():
    W, H = 1224, 792
    lm = loc_map([(10, 20, "MUSCOOT RESERVOIR"), (90, 58, "NYS ROUTE 100"), (150, 50, "SITE"),
                  (200, 80, "ROUTE 202"), (20, 120, "TOWN OF SOMERS")])
    base = dict(road="NYS ROUTE 100", water="",
                parcel="PROPERTY LINE - TOTAL SITE AREA = 6.80 AC",
                wet="NYSDEC / TOWN WETLAND BOUNDARY (100' BUFFER NOT DISTURBED)",
                veg="EXISTING WOODS AND WETLAND", veg2="BUFFER TO REMAIN",
                ex_contours=[(190, "EX 412"), (300, "EX 406"), (410, "EX 400"), (520, "EX 394")],
                pr_contours=[(170, "410"), (290, "404"), (400, "398")],
                lod="LIMIT OF DISTURBANCE = 3.36 AC", undist="UNDISTURBED 3.44 AC",
                dp="DP-1 TO UNNAMED TRIB. TO MUSCOOT RESERVOIR",
                bldg="BLDGS 1 & 2 + OFFICE", park="BUILDING 3 / DRIVE AISLES", park2="",
                soil1="ChB (HSG B)", soil2="PnC (HSG C)")
    A1 = C.sheet(W, H, "FIGURE A-1 EXISTING CONDITIONS, SOILS AND LOCATION MAP", "A-1", PROJ, FIRM,
                 site_plan(dict(base, bldg="EX. MEADOW", park="EX. FARM LANE"), proposed=False, esc=False,
                           pcsm=False, soils=True),
                 [("dash", "EXISTING CONTOUR / SOIL BOUNDARY"), ("line", "PROPERTY LINE"),
                  ("arrow", "DRAINAGE PATTERN")],
                 ["1. SOIL BOUNDARIES FROM NRCS WEB SOIL SURVEY; LeB ALONG BUFFER.",
                  "2. EXISTING SLOPES 3-12%; WOODS AND MEADOW.",
                  "3. NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS",
                  "   ON ADJACENT PROPERTIES.",
                  "4. DRAINAGE FLOWS EAST TO THE WETLAND AND TRIBUTARY."],
                 "1\" = 50'", loc_map=lm)
    esc = dict(base, sf="SILT FENCE - 1,140 LF", sce="SCE 50' x 24' x 6\"",
               ip="INLET PROTECTION (9 NEW + 2 NYSDOT)", stock="TOPSOIL STOCKPILE",
               wash="CONCRETE WASHOUT", trap="ST-1 6,400 CF / ST-2 8,820 CF",
               div="DS-1 420 LF / DS-2 310 LF", stage="STAGING AREA",
               extra=[(160, 520, "PHASE 1 = 1.90 AC (WEST)   PHASE 2 = 1.46 AC (EAST)")])
    A2 = C.sheet(W, H, "FIGURE A-2 EROSION AND SEDIMENT CONTROL PLAN", "A-2", PROJ, FIRM,
                 site_plan(esc, proposed=True, esc=True, pcsm=False),
                 [("dash", "LIMIT OF DISTURBANCE"), ("fence", "SILT FENCE"), ("line", "PROPOSED CONTOUR"),
                  ("circle", "INLET PROTECTION")],
                 ["1. SEE APPENDIX C FOR DETAILS.", "2. FINAL SLOPES 1-3% PAVED, 3:1 MAX GRASSED."],
                 "1\" = 50'")
    pc = dict(base, smps=[(760, 330, "BR-1 BIORETENTION 3,150 SF"),
                          (230, 290, "IC-1 SC-740 CHAMBERS (54) 5,920 CF"),
                          (560, 440, "HDS-1 4' DIA / OCS-1")])
    A3 = C.sheet(W, H, "FIGURE A-3 POST-CONSTRUCTION STORMWATER MANAGEMENT PLAN", "A-3", PROJ, FIRM,
                 site_plan(pc, proposed=True, esc=False, pcsm=True),
                 [("box", "STORMWATER MANAGEMENT PRACTICE"), ("line", "PROPOSED CONTOUR")],
                 ["1. SEE APPENDIX E FOR SIZING AND O&M."], "1\" = 50'")
    return [A1, A2, A3]


def build(outdir, tmp):
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    pdf = C.new_fpdf()
    pdf.set_title("SWPPP - Muscoot Ridge Self-Storage")

    def header():
        if pdf.page_no() > 1:
            pdf.set_font("dv", "", 7.5)
            pdf.set_xy(60, 30)
            pdf.cell(0, 10, "Muscoot Ridge Self-Storage - Stormwater Pollution Prevention Plan - March 2025")

    def footer():
        pdf.set_font("dv", "", 7.5)
        pdf.set_xy(60, pdf.h - 40)
        pdf.cell(0, 10, f"Croton Valley Engineering, P.C.   Page {pdf.page_no()}", align="R")
    pdf.header = header
    pdf.footer = footer
    pdf.add_page()
    C.fpdf_blocks(pdf, [("sp",), ("sp",), ("center", "STORMWATER POLLUTION PREVENTION PLAN", 20, True), ("sp",),
                        ("center", "Muscoot Ridge Self-Storage", 15, True),
                        ("center", "NYS Route 100, Town of Somers, Westchester County, New York", 11),
                        ("center", "Tax Map Section 17.11, Block 1, Lot 22", 10), ("sp",),
                        ("center", "Prepared in accordance with Town of Somers Code Chapter 93, NYSDEC SPDES "
                                   "General Permit GP-0-25-001, and NYCDEP 15 RCNY Chapter 18", 10), ("sp",), ("sp",),
                        ("center", "Owner/Operator: Muscoot Ridge Storage LLC, 300 Westchester Avenue, "
                                   "Rye Brook, NY 10573, (914) 555-0110", 9.5),
                        ("center", "Prepared by: Croton Valley Engineering, P.C., 1955 Commerce Street, "
                                   "Yorktown Heights, NY 10598, (914) 555-0148", 9.5), ("sp",),
                        ("center", "March 3, 2025", 10), ("sp",), ("sp",),
                        ("table", ["Contents", ""],
                         [["Narrative, Sections 1.0 - 10.0", ""], ["Appendix A", "Site Maps (Figures A-1 to A-3)"],
                          ["Appendix B", "Soils"], ["Appendix C", "Erosion and Sediment Control Details"],
                          ["Appendix D", "Inspections"], ["Appendix E", "Post-Construction Stormwater Management"],
                          ["Appendix F", "Certifications"]], [150, 342]),
                        ("pagebreak",)])
    C.fpdf_blocks(pdf, NARR)
    pdf.add_page()
    C.fpdf_blocks(pdf, [("h1", "Appendix A - Site Maps"),
                        ("p", "Figures A-1, A-2 and A-3 follow, reduced from 24 x 36 in. sheets; the scale bar "
                              "on each figure is correct at the original size.")])
    for prims in maps():
        pdf.add_page(orientation="L")
        C.draw_fpdf(pdf, prims, 0, 0, scale=792 / 1224)
    for app in (APP_B, APP_C, APP_D, APP_E, APP_F):
        pdf.add_page(orientation="P")
        C.fpdf_blocks(pdf, app)
    pdf.output(out)
    return out


SPEC = {
    "checklist": "somers-ch93",
    "house_style": "NYSDEC-style SWPPP narrative pointing to Appendices A-F (maps, soils, details, inspection, "
                   "post-construction, certifications) where most content lives",
    "producer": "fpdf2 (vector figures drawn in fpdf2)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 3.36, "disturbed_sq_ft": 146360,
              "project_type": "commercial development (self-storage facility), 93-6A(2)(g)",
              "single_family": False, "impaired_water": True,
              "receiving_water": "unnamed tributary to Muscoot Reservoir (phosphorus TMDL, NYC water supply)",
              "phased": True, "max_disturbed_at_once_acres": 1.9},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "missing", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "missing", "93-6A(3)(i)": "present",
        "93-6B": "present", "93-6D": "present"},
    "evidence": {
        "93-6A(1)(a)": "Total disturbance is 3.36 acres (146,360 sq. ft.)",
        "93-6A(1)(b)": "1. SOIL BOUNDARIES FROM NRCS WEB SOIL SURVEY; LeB ALONG BUFFER.",
        "93-6A(1)(c)": "58 percent Charlton fine sandy loam (HSG B)",
        "93-6A(1)(d)": "Work is in two phases so that no more than 1.90 acres is open at one time",
        "93-6A(1)(e)": "two covered dumpsters at the staging area, emptied weekly",
        "93-6A(1)(f)": "Final stabilization is 80 percent uniform perennial cover.",
        "93-6A(1)(g)": "SILT FENCE - 1,140 LF",
        "93-6A(1)(h)": "6,192 cf required, 6,400 cf provided",
        "93-6A(1)(i)": "No asphalt plant, concrete batch plant or other industrial activity will be located on the site",
        "93-6A(1)(j)": "the minimum practices and when each is placed and how long it stays",
        "93-6A(1)(l)": "its side slopes in rock are 1:1 rather than the 2:1 called for in the Blue Book",
        "93-6A(3)(b)": "Treats the front drive and parking (1.14 ac).",
        "93-6A(3)(c)": "BR-1 BIORETENTION 3,150 SF",
        "93-6A(3)(d)": "The chambers, BR-1 and OCS-1 are routed with exfiltration",
        "93-6A(3)(e)": "No deviation from the Design Manual is proposed and no criterion is waived",
        "93-6A(3)(f)": "StormTech SC-740 chambers, 54 units in 6 rows",
        "93-6A(3)(g)": "Responsible entity: Muscoot Ridge Storage LLC",
        "93-6A(3)(i)": "the agreement binds all subsequent owners and is recorded in the",
        "93-6B": "all stormwater management practices meets the requirements of Chapter 93",
        "93-6D": "minimum of four hours of acceptable training in erosion and sediment control",
    },
    "gaps": {
        "93-6A(1)(k)": "heading with nothing under it: Appendix D 'D.2 Inspection Schedule' is followed directly "
                       "by 'D.3 Inspection Report Form' (a blank form); the narrative (7.0) only points to "
                       "Appendix D, D.1 names the qualified inspector without any frequency, and nowhere does the "
                       "plan say how often the E&SC practices are inspected [{p:D.2 Inspection Schedule}]",
        "93-6A(3)(h)": "deferred: Section 9.0 says the maintenance easement 'will be prepared by the applicant's "
                       "surveyor and submitted to the Town Attorney for review before the final site plan is "
                       "signed'; no easement appears on Figure A-3 or elsewhere "
                       "[{p:will be prepared by the applicant's surveyor}]",
    },
    "ambiguous_items": ["93-6D"],
    "notes": "Commercial self-storage (93-6A(2)(g)) disturbing 3.36 ac: post-construction items 93-6A(3)(b)-(i) "
             "apply and 93-6B applies. Phased (1.90 ac then 1.46 ac). The narrative mostly says 'see Appendix X'; "
             "the content is in the appendices and the landscape Figures A-1 to A-3 (vector text, reduced "
             "sheets). (1)(c): Appendix B table gives each unit's HSG. (1)(i) by an explicit statement of none; "
             "(1)(l) by one identified deviation (ledge side slopes of ST-2) with reason and equivalence. "
             "(1)(h): Appendix C gives dimensions, materials, installation and O&M for each practice including "
             "the traps and the diversion swales. (3)(e): Appendix E.2 table plus the 'no deviation, none "
             "waived' statement. (3)(i): the agreement's binding terms are stated although it is signed later "
             "(present by the corpus convention). 93-6D: the Somers statement with the four-hour training "
             "clause and all fields filled in, but the signature and date lines are blank: labelled present, "
             "listed as ambiguous.",
}
