"""P1: Asharoken, site-plan application report in which the SWPPP is one chapter
(Chapter 6) among traffic, lighting, utilities and landscaping. python-docx ->
LibreOffice, with reduced drawing sheets drawn by reportlab and bound by pypdf."""
import os
import tempfile

import p2common as C
from sitegeom import site_plan, loc_map

NAME = "p2_ash_beach_club_site_plan_report"
FIRM = "HALYARD POINT ENGINEERING, P.C."
PROJ = "ASHAROKEN BEACH CLUB - CLUBHOUSE RENOVATION & PARKING"

HEADINGS = [
    ("1.0 Introduction and Project Description", "1.0 Introduction and Project Description"),
    ("2.0 Zoning and Site Data", "2.0 Zoning and Site Data"),
    ("3.0 Traffic, Access and Parking", "3.0 Traffic, Access and Parking"),
    ("4.0 Site Lighting", "4.0 Site Lighting"),
    ("5.0 Utilities", "5.0 Utilities"),
    ("6.0 Stormwater Management Plan (SWPPP)", "6.0 Stormwater Management Plan (SWPPP)"),
    ("    6.1 Scope of Work Subject to Chapter 44", "6.1 Scope of Work Subject to Chapter 44"),
    ("    6.2 Site Maps and Drawings", "6.2 Site Maps and Drawings"),
    ("    6.3 Soils", "6.3 Soils"),
    ("    6.4 Existing Stormwater Runoff", "6.4 Existing Stormwater Runoff"),
    ("    6.5 Receiving Waters", "6.5 Receiving Waters"),
    ("    6.6 Construction Sequence and Phasing", "6.6 Construction Sequence and Phasing"),
    ("    6.7 Pollution Prevention", "6.7 Pollution Prevention"),
    ("    6.8 Erosion and Sediment Control Measures", "6.8 Erosion and Sediment Control Measures"),
    ("    6.9 Installation Schedule for Temporary Controls", "6.9 Installation Schedule"),
    ("    6.10 Inspection and Maintenance During Construction", "6.10 Inspection and Maintenance"),
    ("    6.11 SWPPP Implementation Responsibilities", "6.12 Post-Construction"),
    ("    6.12 Post-Construction Stormwater Management", "6.12 Post-Construction"),
    ("    6.13 Long-Term Maintenance, Easement and Agreement", "6.13 Long-Term Maintenance"),
    ("7.0 Landscaping", "7.0 Landscaping"),
    ("Appendix A - Reduced Drawings (Sheets C-1, C-2, C-3)", "EXISTING CONDITIONS AND LOCATION MAP"),
    ("Appendix B - Certifications", "Appendix B - Certifications"),
]


def blocks(toc_pages):
    B = []
    B += [("sp",), ("sp",),
          ("center", "VILLAGE OF ASHAROKEN PLANNING BOARD", 12, True),
          ("center", "SITE PLAN APPLICATION REPORT", 22, True),
          ("sp",),
          ("center", "Asharoken Beach Club", 16, True),
          ("center", "Clubhouse Renovation and Parking Reconfiguration", 13),
          ("center", "412 Asharoken Avenue, Village of Asharoken, Suffolk County, New York", 11),
          ("center", "SCTM No. 0101-002.00-01.00-018.000", 10),
          ("sp",), ("sp",),
          ("center", "Including the Stormwater Pollution Prevention Plan required by Chapter 44 of the "
                     "Village Code (Chapter 6 of this report)", 10),
          ("sp",), ("sp",),
          ("center", "Prepared for: Asharoken Beach Club, Inc., 412 Asharoken Avenue, Northport, NY 11768", 10),
          ("center", "Prepared by: Halyard Point Engineering, P.C., 38 Harbor Road, Centerport, NY 11721, "
                     "(631) 555-0142", 10),
          ("sp",),
          ("center", "March 14, 2025  -  HPE Project No. 24-117", 10),
          ("pagebreak",)]
    B.append(("title", "Table of Contents", 16))
    B.append(("toc", [(t, toc_pages.get(t, "")) for t, _ in HEADINGS]))
    B.append(("pagebreak",))

    B += [("h1", "1.0 Introduction and Project Description"),
          ("p", "Halyard Point Engineering, P.C. (HPE) has prepared this report on behalf of Asharoken Beach "
                "Club, Inc. (the Club) in support of its application to the Village of Asharoken Planning Board "
                "for site plan approval. The report collects in one place the engineering information the Board "
                "and its consultants asked for at the pre-application meeting of January 9, 2025: zoning data, "
                "traffic and parking, site lighting, utilities, the stormwater management plan, and landscaping."),
          ("p", "The Club occupies a 3.05-acre parcel on the south side of Asharoken Avenue, roughly 0.6 mile "
                "east of the Bevin Road intersection, with frontage on Northport Bay. The existing improvements "
                "are a one-story clubhouse built in 1962 (4,850 sq. ft.), a detached snack bar (1,900 sq. ft.), "
                "a cabana row, an unpaved gravel parking field of approximately 88 spaces, and a timber "
                "boardwalk to the beach."),
          ("p", "The Club proposes to demolish the snack bar, renovate the clubhouse and add a 3,400 sq. ft. "
                "one-story dining addition on its east side, replace the gravel parking field with a paved lot "
                "of 96 spaces (two rows of porous asphalt stalls), install a new innovative/alternative onsite "
                "wastewater treatment system (I/A OWTS), and replant the disturbed areas. Work is limited to the "
                "northern two-thirds of the parcel; the dune, beach grass and the black pine stand along the "
                "bay are not touched."),
          ("table", ["Item", "Existing", "Proposed"],
           [["Lot area", "3.05 ac (132,860 sq. ft.)", "no change"],
            ["Building coverage", "7,980 sq. ft. (6.0%)", "9,480 sq. ft. (7.1%)"],
            ["Impervious surfaces (roof, walks, pavement)", "14,210 sq. ft.", "31,640 sq. ft."],
            ["Porous asphalt stalls", "-", "11,200 sq. ft."],
            ["Gravel parking", "36,900 sq. ft.", "-"],
            ["Area of land disturbance", "-", "1.74 ac (75,800 sq. ft.)"]], [2.6, 1.9, 1.9]),
          ("h2", "1.1 Applicant and Consultants"),
          ("table", ["Role", "Name", "Contact"],
           [["Applicant / Owner", "Asharoken Beach Club, Inc. (Walter Pryce, President)", "(631) 555-0190"],
            ["Civil engineer", "Halyard Point Engineering, P.C.", "(631) 555-0142"],
            ["Architect", "Mariner Lane Architects, LLP", "(631) 555-0177"],
            ["Lighting designer", "Lumen North Design", "(516) 555-0126"]], [1.6, 3.0, 1.8]),
          ("h1", "2.0 Zoning and Site Data"),
          ("p", "The parcel is in the Village's Residence A district; the Club is a pre-existing membership "
                "club. The Zoning Board of Appeals granted a special permit for the dining addition on "
                "February 20, 2025 (ZBA No. 25-03). The addition meets the 50-foot front yard and the 25-foot "
                "side yards. No part of the addition is within the NYSDEC tidal wetlands adjacent area; the "
                "Club has applied to NYSDEC for a letter of non-jurisdiction for the parking work, which lies "
                "more than 300 feet from mean high water."),
          ("table", ["Requirement", "Required / permitted", "Proposed"],
           [["Front yard (Asharoken Avenue)", "50 ft min.", "64 ft"],
            ["Side yards", "25 ft min. each", "31 ft / 118 ft"],
            ["Building height", "30 ft max.", "22 ft"],
            ["Lot coverage (buildings)", "15% max.", "7.1%"],
            ["Off-street parking", "1 per 3 members' families on peak day (94)", "96"]], [2.4, 2.2, 1.8]),
          ("h1", "3.0 Traffic, Access and Parking"),
          ("p", "Asharoken Avenue (County Road 86 east of the Village line, a Village road here) carries about "
                "4,200 vehicles per day in summer, with a weekday PM peak of 390 vehicles per hour measured by "
                "automatic recorder on July 11-17, 2024. The Club's existing two driveways will be consolidated "
                "into one 24-foot two-way driveway aligned opposite Sound Court, improving sight distance to "
                "the east from 310 feet to more than 450 feet, which exceeds AASHTO stopping sight distance for "
                "the 30 mph posted speed."),
          ("p", "Trip generation was estimated from the Club's own gate counts: 61 entering and 48 exiting "
                "vehicles in the Saturday peak hour of the 2024 season. The dining addition is for members and "
                "their guests and is expected to add no more than 12 peak-hour trips. The driveway operates at "
                "level of service A on the minor approach in both existing and build conditions (HCM 7th "
                "edition, two-way stop control)."),
          ("p", "Parking: 96 spaces including 4 accessible spaces (2 van-accessible) adjacent to the clubhouse "
                "entrance. Drive aisles are 24 feet wide; stalls are 9 x 18 feet. A bicycle rack for 12 bicycles "
                "is provided at the boardwalk. Fire apparatus access has been reviewed with the Eatons Neck Fire "
                "Department: the aisle loop accommodates the district's 38-foot ladder truck."),
          ("h1", "4.0 Site Lighting"),
          ("p", "All new exterior fixtures are full-cutoff, 3000 K LED luminaires on 14-foot poles in the "
                "parking lot and bollards along the walk, designed to IES RP-8 and the Village's dark-sky "
                "provision. Average maintained illuminance in the lot is 0.9 footcandle with a uniformity ratio "
                "(avg/min) of 3.6:1; light trespass at the property line is 0.0 footcandle on the bay side and "
                "no more than 0.1 footcandle at the Asharoken Avenue right-of-way. Lot lighting is on a timer "
                "and is off from 11:30 PM to dusk except two security fixtures at the building entrance."),
          ("table", ["Type", "Description", "Qty", "Mounting"],
           [["SA", "LED area light, Type III, full cutoff, 3000 K, 38 W", "6", "14 ft pole on 30 in. base"],
            ["SB", "LED area light, Type IV, house-side shield, 3000 K, 38 W", "2", "14 ft pole"],
            ["BL", "LED bollard, 3000 K, 12 W", "9", "42 in. bollard"],
            ["WP", "LED wall pack, full cutoff, 3000 K, 18 W", "4", "10 ft on building"]], [0.5, 3.4, 0.5, 2.0]),
          ("h1", "5.0 Utilities"),
          ("p", "Water: the clubhouse is served by a 2-inch service from the Suffolk County Water Authority main "
                "in Asharoken Avenue; the addition will be served by a new 2-inch service and a separate 4-inch "
                "fire service with backflow preventer in a heated enclosure, subject to SCWA approval."),
          ("p", "Sanitary: the existing cesspools will be abandoned and replaced by a Suffolk County Department of "
                "Health Services approved I/A OWTS (nitrogen-reducing treatment unit with pressurized shallow "
                "drainfield) under Article 19 of the Suffolk County Sanitary Code, sized for a design flow of "
                "1,480 gallons per day. Health Department approval is being sought in parallel (SCDHS Ref. No. "
                "C-24-0311)."),
          ("p", "Electric and communications: PSEG Long Island service will be relocated underground from the "
                "pole at the driveway to a new pad-mounted transformer. Gas service is not available on this "
                "section of Asharoken Avenue; the kitchen will use electric appliances."),
          ("pagebreak",)]

    # ---------------- Chapter 6: the SWPPP
    B += [("h1", "6.0 Stormwater Management Plan (SWPPP)"),
          ("p", "This chapter is the Stormwater Pollution Prevention Plan for the project under Chapter 44 of the "
                "Code of the Village of Asharoken. Because the work disturbs more than one acre, the Club will "
                "also file a Notice of Intent for coverage under the NYSDEC SPDES General Permit for Stormwater "
                "Discharges from Construction Activity, GP-0-25-001, after the Village's MS4 SWPPP Acceptance "
                "Form is signed. Erosion and sediment controls follow the New York State Standards and "
                "Specifications for Erosion and Sediment Control (November 2016, the Blue Book) and the "
                "post-construction practices follow the New York State Stormwater Management Design Manual "
                "(2024)."),
          ("h2", "6.1 Scope of Work Subject to Chapter 44"),
          ("p", "The land development activity is the renovation of and addition to a private beach club "
                "(a commercial recreational use): demolition of the snack bar, the clubhouse addition, "
                "replacement of the gravel lot with a 96-space paved and porous asphalt lot, the I/A OWTS, "
                "utilities, and landscaping, at 412 Asharoken Avenue on a 3.05-acre parcel. The limit of "
                "disturbance encloses 1.74 acres (75,800 sq. ft.). Because 1.74 acres is at least one acre and "
                "less than five, and the project is not a single-family residence, Condition C of Section "
                "44-8B(2) applies, and the post-construction items of Section 44-8B(3) are included in Sections "
                "6.12 and 6.13."),
          ("h2", "6.2 Site Maps and Drawings"),
          ("p", "Reduced copies of the three civil sheets are bound in Appendix A. Sheet C-1 (Existing "
                "Conditions and Location Map, 1 in. = 40 ft) shows the total site area, existing vegetation, "
                "existing 1-foot contours, the bay, the NYSDEC tidal wetland line, drainage patterns and the "
                "point where runoff leaves the site. Sheet C-2 (Site, Grading, Drainage and Erosion Control "
                "Plan, 1 in. = 40 ft) shows the improvements, the limit of disturbance, areas that will not be "
                "disturbed, final grades, every erosion and sediment control practice with its size or length, "
                "and the post-construction practices. Sheet C-3 holds the construction details. No off-site "
                "material, waste, borrow or equipment storage areas will be used."),
          ("h2", "6.3 Soils"),
          ("p", "The Soil Survey of Suffolk County (USDA NRCS Web Soil Survey, accessed January 2025) maps the "
                "upland part of the parcel as Plymouth loamy sand, 0 to 3 percent slopes (PlA), and the "
                "seaward strip as Beaches (Bc). Four test holes dug by HPE on December 12, 2024 found 8 to 14 "
                "inches of dark brown loamy sand topsoil over light brown medium to coarse sand with trace "
                "gravel (SP/SW) to the bottom of each hole at 12 to 14 feet. Groundwater was met at 6.5 to 7.0 "
                "feet below grade (elevation 2.1 to 2.6, NAVD88) and is tidally influenced. Field infiltration "
                "tests in TH-2 and TH-4 measured 14 and 18 inches per hour; a design rate of 5 inches per hour "
                "is used. The sands are highly erodible by wind and by concentrated flow once the surface is "
                "stripped."),
          ("h2", "6.4 Existing Stormwater Runoff"),
          ("p", "Runoff from Asharoken Avenue does not enter the site; the road crown and curb carry it to the "
                "Village catch basins. On site, the gravel lot and roofs drain by sheet flow to the south and "
                "southeast to a shallow swale behind the cabanas that spills onto the beach at the east "
                "property line (Design Point DP-1). Club staff report ponding 2 to 4 inches deep in the "
                "northwest corner of the gravel lot after storms of about one inch, and sand washed onto the "
                "boardwalk after the storm of September 2023. Existing peak flows at DP-1 computed with TR-55 "
                "(NRCS Type III, Suffolk County rainfall from NOAA Atlas 14) are 0.84 cfs (1-year), 1.92 cfs "
                "(10-year) and 3.70 cfs (100-year)."),
          ("h2", "6.5 Receiving Waters"),
          ("p", "All runoff from the site reaches Northport Bay, either as sheet flow across the beach at DP-1 "
                "or, for the small area along the driveway, through the Village catch basin on Asharoken "
                "Avenue and its outfall to the bay. Northport Bay is listed in Appendix E of GP-0-25-001 as "
                "impaired for pathogens, with urban/storm runoff identified as a source; Condition A therefore "
                "also applies. Long Island Sound, north of Asharoken Avenue, receives no runoff from the site."),
          ("h2", "6.6 Construction Sequence and Phasing"),
          ("p", "The work will be done in one phase of about nine months beginning in September 2025, after the "
                "Club's season. The whole 1.74-acre limit of disturbance may be open at once; this is well "
                "under the five-acre limit of the Blue Book and Chapter 44."),
          ("ol", ["Pre-construction meeting on site with the Village Building Inspector and the Club; stake the "
                  "limit of disturbance and install orange construction fence along the dune and pine stand.",
                  "Install the stabilized construction entrance, perimeter silt fence and the temporary "
                  "sediment trap (ST-1) with its diversion swale.",
                  "Demolish the snack bar and cabana slab; haul debris off site the same day it is generated.",
                  "Clear and grub the building pad and parking area; strip topsoil to the stockpile area shown "
                  "on Sheet C-2.",
                  "Excavate for the addition foundation and the I/A OWTS; rough grade the parking area.",
                  "Install water, electric and the I/A OWTS; backfill and compact trenches the day they are "
                  "opened.",
                  "Build the addition; install the leaching galleys, drainage pipe and catch basins, with "
                  "inlet protection on each new grate.",
                  "Fine grade; place the dense-graded base and standard asphalt in the drive aisles.",
                  "Convert ST-1 to the bioretention area and place the porous asphalt stalls last, after the "
                  "upslope areas are stabilized.",
                  "Topsoil, seed and plant; when 80 percent vegetative cover is reached, request the Village's "
                  "final inspection."]),
          ("h2", "6.7 Pollution Prevention"),
          ("p", "Litter: covered dumpsters will be kept at the staging area and emptied weekly or when full; "
                "the site will be policed for wind-blown litter at the end of each workday, with special care "
                "along the dune fence so that wrappers and foam do not reach the beach."),
          ("p", "Construction debris: demolition debris from the snack bar (block, roofing, wood) will be loaded "
                "directly into roll-off containers and removed to a permitted transfer station; no debris will "
                "be buried or burned on site."),
          ("p", "Construction chemicals: paints, sealers and form oil will be used only in the quantities needed "
                "for the day's work and kept closed when not in use. Construction materials will be kept in the "
                "staging area on Sheet C-2."),
          ("p", "Concrete washout: a lined washout pit (10 ft x 10 ft, 2 ft deep, 10-mil polyethylene liner) "
                "will be placed at the staging area; hardened residue will be removed when the pit is half "
                "full."),
          ("h2", "6.8 Erosion and Sediment Control Measures"),
          ("p", "The measures below are shown on Sheet C-2 with their location, size and length and are detailed "
                "on Sheet C-3. Each follows the Blue Book standard noted."),
          ("pb", "Stabilized construction entrance (SCE).",
           "One entrance, 50 ft long by 24 ft wide, 6 in. thick of 1.5 to 3.5 in. crushed stone over woven "
           "geotextile (Blue Book p. 2.30). Top-dressed with clean stone when the voids fill."),
          ("pb", "Silt fence.",
           "640 LF of standard silt fence along the south and east limit of disturbance: woven geotextile 36 in. "
           "wide on 2 in. x 2 in. hardwood stakes at 8 ft on center, toe buried in a 6 in. x 6 in. trench "
           "(Blue Book p. 5.56). A second row, 180 LF, backs the first where it runs closest to the dune."),
          ("pb", "Temporary sediment trap ST-1.",
           "Located at the low southeast corner of the parking area, draining 1.12 acres. Required storage is "
           "3,600 cubic feet per acre of drainage area, or 4,032 cf; the trap provides 4,350 cf with a 2 ft wet "
           "storage depth, 2 ft dry storage, 2:1 side slopes and a 6-foot-wide crushed-stone outlet weir "
           "(Blue Book p. 5.27). No temporary sediment basin is needed, as no drainage area exceeds 5 acres."),
          ("pb", "Diversion swale.",
           "A temporary diversion swale along the north edge of the stripped parking area, 1.5 ft deep with 3:1 "
           "side slopes, collects runoff from the exposed soil and carries it to ST-1 instead of onto the "
           "boardwalk (Blue Book p. 3.9)."),
          ("pb", "Inlet protection.",
           "Filter fabric drop-inlet protection on the four new catch basins and a silt sack in the existing "
           "Village basin at the driveway (Blue Book p. 5.35)."),
          ("pb", "Topsoil stockpile.",
           "One stockpile, not more than 12 ft high with side slopes no steeper than 2:1, ringed with silt "
           "fence and covered with tarps or seeded if left more than 14 days."),
          ("pb", "Dust control.",
           "Water applied by tank truck to haul routes and exposed sand whenever dust is visible leaving the "
           "site; the sands here blow readily."),
          ("pb", "Temporary stabilization.",
           "Any disturbed area where work stops for 7 days or more will be seeded within 7 days with annual "
           "ryegrass at 30 lb per acre and mulched with straw at 2 tons per acre (90 lb per 1,000 sq. ft.); "
           "between November 1 and March 31 straw mulch alone, anchored with netting, is used."),
          ("pb", "Permanent stabilization.",
           "Buildings, pavement and the porous asphalt cover most of the disturbed area. Lawn and landscaped "
           "areas receive 4 in. of topsoil and a seed mix of 50% tall fescue, 30% perennial ryegrass and 20% "
           "creeping red fescue at 5 lb per 1,000 sq. ft., with straw mulch; the disturbed edge at the dune "
           "fence is planted with American beach grass culms 12 in. on center."),
          ("h2", "6.9 Installation Schedule for Temporary Controls"),
          ("table", ["Practice", "Installed", "Stays in place until"],
           [["Construction fence at dune and pines", "Step 1, before any other work", "Final inspection"],
            ["Stabilized construction entrance", "Step 2, before any truck enters", "Drive aisles are paved"],
            ["Silt fence (perimeter and second row)", "Step 2, before demolition", "80% cover on all lawn and plantings"],
            ["Sediment trap ST-1 and diversion swale", "Step 2, before clearing", "Parking area is paved and upslope areas are stabilized (Step 9)"],
            ["Inlet protection", "As each catch basin is set (Step 7)", "Pavement and lawn are stabilized"],
            ["Stockpile silt fence ring / cover", "When the stockpile is started", "Stockpile is removed"],
            ["Concrete washout", "Before the first concrete pour", "Last pour is complete"]], [2.2, 2.1, 2.1]),
          ("h2", "6.10 Inspection and Maintenance During Construction"),
          ("p", "A qualified inspector (a licensed professional engineer, or a person with four hours of "
                "NYSDEC-endorsed training working under one) will inspect the erosion and sediment controls at "
                "least once every seven calendar days and within 24 hours of any storm of 0.5 inch or more, and "
                "will record each inspection in the site logbook kept in the job trailer. Maintenance is done "
                "on the following schedule:"),
          ("table", ["Practice", "Maintenance"],
           [["Silt fence", "Remove sediment when it reaches one-third of the fence height; repair or replace torn or undermined fence within 24 hours"],
            ["Construction entrance", "Add clean stone when the surface is packed with soil; sweep any tracked sand from Asharoken Avenue the same day"],
            ["Sediment trap ST-1", "Clean out when sediment reaches one-half of the wet storage depth; repair the stone outlet after each storm that displaces it"],
            ["Inlet protection", "Empty silt sacks and replace clogged fabric after each storm of 0.5 in. or more"],
            ["Seeded and mulched areas", "Re-seed and re-mulch bare spots within 7 days of the inspection that finds them"]], [1.8, 4.6]),
          ("h2", "6.12 Post-Construction Stormwater Management"),
          ("p", "The post-construction practices were selected and sized using the five-step process of "
                "Chapter 3 of the Design Manual. Runoff reduction is emphasised because the sands infiltrate "
                "freely and the bay is impaired for pathogens."),
          ("pb", "PCSM-1, porous asphalt stalls.",
           "11,200 sq. ft. of porous asphalt in the two stall rows: 3 in. porous asphalt over 2 in. choker "
           "course (AASHTO No. 57) and an 18 in. reservoir of AASHTO No. 2 stone on non-woven geotextile, with "
           "the reservoir bottom at least 2 ft above seasonal high groundwater. The drive aisles (standard "
           "asphalt) drain onto the stalls."),
          ("pb", "PCSM-2, bioretention area BR-1.",
           "A 1,450 sq. ft. bioretention area at the southeast corner of the lot, built where ST-1 was: 6 in. "
           "ponding, 3 in. shredded hardwood mulch, 2.5 ft of bioretention soil media, 12 in. of No. 57 stone "
           "and an overflow riser to the leaching galleys. It treats the drive aisles east of the clubhouse and "
           "the addition's walkway."),
          ("pb", "PCSM-3, leaching galleys LG-1 to LG-6.",
           "Six precast concrete leaching galleys, 8 ft x 4 ft x 4.5 ft high, set in crushed stone, receive the "
           "roof leaders of the clubhouse and addition and the overflow of BR-1."),
          ("table", ["Criterion (Design Manual)", "Required", "Provided"],
           [["Water quality volume WQv (90% rule, P = 1.3 in.)", "2,980 cf", "3,420 cf"],
            ["Runoff reduction volume RRv (HSG A, S = 0.55)", "1,640 cf", "3,420 cf (100% of WQv infiltrated)"],
            ["Channel protection Cpv", "Waived: discharge to tidal water (Section 4.2)", "-"],
            ["Overbank flood Qp (10-year)", "Waived: discharge to tidal water", "post 0.31 cfs < pre 1.92 cfs"],
            ["Extreme flood Qf (100-year)", "Safe conveyance", "post 1.44 cfs < pre 3.70 cfs"]], [2.6, 1.9, 1.9]),
          ("p", "Hydrology was computed with HydroCAD 10.20 using TR-20 methods, the NRCS Type III 24-hour "
                "storm and NOAA Atlas 14 depths for the site (1-year 2.8 in., 10-year 5.0 in., 100-year 8.7 "
                "in.). The porous asphalt reservoir, BR-1 and the galleys were routed as storage nodes with "
                "exfiltration at the 5 in. per hour design rate. Post-development peak flows at DP-1 are "
                "0.12 cfs (1-year), 0.31 cfs (10-year) and 1.44 cfs (100-year), compared with 0.84, 1.92 and "
                "3.70 cfs before development. The HydroCAD node summaries are reproduced in the table below."),
          ("table", ["Node", "1-yr peak in / out (cfs)", "10-yr peak in / out (cfs)", "100-yr peak elev."],
           [["PCSM-1 porous asphalt", "1.02 / 0.00", "1.86 / 0.09", "reservoir 88% full"],
            ["PCSM-2 BR-1", "0.41 / 0.00", "0.75 / 0.14", "EL 9.2 (riser EL 9.4)"],
            ["PCSM-3 galleys", "0.66 / 0.00", "1.21 / 0.00", "EL 7.8 (top EL 8.5)"],
            ["DP-1 total", "0.12", "0.31", "1.44 cfs"]], [1.8, 1.6, 1.6, 1.4]),
          ("h2", "6.13 Long-Term Maintenance, Easement and Agreement"),
          ("p", "The Club will own, inspect and maintain the post-construction practices. Its grounds "
                "superintendent will follow this schedule and keep a log for the Village's review:"),
          ("table", ["Practice", "Schedule"],
           [["Porous asphalt", "Vacuum sweep twice a year (April and October); never sand or seal-coat; check after storms of 1 in. or more that water is not ponding on the surface"],
            ["Bioretention BR-1", "Inspect monthly May through October; remove trash and sediment; replace mulch each spring; replace dead plants; clear the overflow riser"],
            ["Leaching galleys", "Inspect through the manhole covers twice a year; remove sediment when it exceeds 6 in."],
            ["Roof gutters and leaders", "Clean each spring and fall"]], [1.8, 4.6]),
          ("p", "A 20-foot-wide drainage and maintenance easement in favor of the Village of Asharoken over "
                "PCSM-1, BR-1 and the galleys is shown on Sheet C-2. It gives the Village access for inspection "
                "and repair at reasonable times. The easement is recorded on the site plan and will remain in "
                "effect upon any transfer of title to the property."),
          ("p", "A stormwater maintenance agreement will be submitted to the Village Attorney for review prior to "
                "final site plan approval."),
          ("h1", "7.0 Landscaping"),
          ("p", "The landscape plan by Mariner Lane Architects replaces the gravel lot's bare edges with native "
                "plantings suited to the salt spray and sandy soils: bayberry, beach plum, switchgrass and "
                "little bluestem around the lot, inkberry and sweet pepperbush at the building, and two rows of "
                "American beach grass where the work abuts the dune fence. Nine shade trees (swamp white oak and "
                "black gum) are planted in the islands. Irrigation is limited to a drip system at the building "
                "beds, on a rain sensor."),
          ("p", "No trees in the black pine stand will be removed. Three dead pines near the cabanas will be "
                "cut flush and the stumps left in place to avoid disturbing the dune."),
          ]
    return B


def cert_blocks():
    return [("h1", "Appendix B - Certifications"),
            ("h2", "B.1 Certification of the Professional Engineer (Chapter 44, Section 44-8C)"),
            ("p", "I hereby certify that the Stormwater Pollution Prevention Plan in Chapter 6 of this report and "
                  "the drawings in Appendix A were prepared by me or under my direct supervision, and that the "
                  "design of all stormwater management practices meets the requirements of Chapter 44 of the "
                  "Code of the Village of Asharoken."),
            ("sig", ["/s/ Catherine M. Dorsey", "Catherine M. Dorsey, P.E.",
                     "New York State Professional Engineer License No. 089415",
                     "Halyard Point Engineering, P.C.", "Date: March 14, 2025", "[P.E. SEAL]"]),
            ("sp",),
            ("h2", "B.2 Contractor Certification"),
            ("p", "I certify under penalty of law that I understand and agree to comply with the terms and "
                  "conditions of the stormwater pollution prevention plan. I also understand that it is "
                  "unlawful for any person to cause or contribute to a violation of water quality standards."),
            ("table", ["Field", "Entry"],
             [["Name and title", "Dominic R. Ferrante, Vice President"],
              ["Contracting firm", "Bayside Site Development Corp."],
              ["Firm address and telephone", "221 Pulaski Road, Greenlawn, NY 11740 - (631) 555-0163"],
              ["Responsible for", "Clearing, grading, E&SC installation and maintenance, drainage, paving"],
              ["Site", "Asharoken Beach Club, 412 Asharoken Avenue, Village of Asharoken, NY"],
              ["Signature", "/s/ Dominic R. Ferrante"],
              ["Date", "March 10, 2025"]], [2.0, 4.4]),
            ]


def drawings(path):
    W, H = 1224, 792
    lm = loc_map([(10, 20, "LONG ISLAND SOUND"), (90, 58, "ASHAROKEN AVENUE"),
                  (160, 80, "SITE"), (20, 120, "NORTHPORT BAY"), (190, 120, "DUCK ISLAND HARBOR"),
                  (200, 50, "EATONS NECK")])
    base = dict(road="ASHAROKEN AVENUE (VILLAGE ROAD, 50' R.O.W.)", water="NORTHPORT BAY",
                parcel="PROPERTY LINE - TOTAL SITE AREA = 3.05 AC (132,860 SF)",
                wet="NYSDEC TIDAL WETLAND LINE / MEAN HIGH WATER",
                veg="EXISTING BLACK PINE STAND AND", veg2="BEACH GRASS DUNE TO REMAIN",
                ex_contours=[(200, "EX 12"), (320, "EX 11"), (430, "EX 10"), (540, "EX 8")],
                lod="LIMIT OF DISTURBANCE = 1.74 AC (75,800 SF)",
                undist="AREA NOT TO BE DISTURBED", dp="DP-1 DISCHARGE TO NORTHPORT BAY",
                bldg="CLUBHOUSE + 3,400 SF ADDITION", park="96-SPACE PARKING LOT",
                park2="POROUS ASPHALT STALL ROWS (PCSM-1)")
    ex = dict(base)
    P1 = C.sheet(W, H, "EXISTING CONDITIONS AND LOCATION MAP", "C-1", PROJ, FIRM,
                 site_plan(dict(ex, bldg="EX. CLUBHOUSE", park="EX. GRAVEL PARKING (88)", park2=""),
                           proposed=True, esc=False, pcsm=False) +
                 [("text", 60, 150, "EX. SNACK BAR (TO BE REMOVED)", {"size": 6})],
                 [("dash", "EXISTING CONTOUR (1 FT)"), ("line", "PROPERTY LINE"), ("arrow", "DRAINAGE PATTERN"),
                  ("box", "EXISTING VEGETATION TO REMAIN")],
                 ["1. SURVEY BY SOUNDVIEW LAND SURVEYING, 11/2024. DATUM NAVD88.",
                  "2. NO FRESHWATER WETLANDS ON OR ADJACENT TO THE SITE.",
                  "3. EXISTING DRAINAGE: SHEET FLOW S/SE TO SWALE AND DP-1.",
                  "4. EXISTING GRAVEL LOT SLOPES 1-2%; DUNE FACE 3:1.",
                  "5. NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT",
                  "   STORAGE AREAS WILL BE USED.",
                  "6. TEST HOLES TH-1 TO TH-4 SEE REPORT SECTION 6.3."],
                 "1\" = 40'", loc_map=lm)
    esc = dict(base, pr_contours=[(180, "12"), (300, "11"), (410, "10")],
               sf="SILT FENCE - 640 LF (SECOND ROW 180 LF AT DUNE)",
               sce="SCE 50' x 24' x 6\" STONE", ip="INLET PROTECTION (4 NEW CB + 1 EX.)",
               stock="TOPSOIL STOCKPILE (SILT FENCE RING)", wash="CONCRETE WASHOUT 10'x10'",
               trap="ST-1 SEDIMENT TRAP 4,350 CF", div="TEMP. DIVERSION SWALE 310 LF",
               stage="STAGING / MATERIAL STORAGE AREA",
               smps=[(760, 330, "BR-1 BIORETENTION 1,450 SF"), (230, 290, "LG-1 TO LG-6 GALLEYS 8'x4'x4.5'")],
               esmt="20' DRAINAGE & MAINTENANCE EASEMENT IN FAVOR OF THE VILLAGE OF ASHAROKEN (RECORDED ON THIS PLAN)")
    P2 = C.sheet(W, H, "SITE, GRADING, DRAINAGE AND EROSION CONTROL PLAN", "C-2", PROJ, FIRM,
                 site_plan(esc, proposed=True, esc=True, pcsm=True),
                 [("dash", "LIMIT OF DISTURBANCE"), ("fence", "SILT FENCE"), ("line", "PROPOSED CONTOUR"),
                  ("circle", "INLET PROTECTION"), ("box", "POST-CONSTRUCTION PRACTICE")],
                 ["1. E&SC PER NYS STANDARDS AND SPECIFICATIONS FOR ESC (2016).",
                  "2. PCSM-1 POROUS ASPHALT 11,200 SF (STALL ROWS).",
                  "3. BR-1 BUILT IN FOOTPRINT OF ST-1 AFTER STABILIZATION.",
                  "4. FINAL GRADES: PARKING 1.0-2.0%, LAWN MAX. 4:1.",
                  "5. SEE SHEET C-3 FOR DETAILS."],
                 "1\" = 40'")
    det = []
    boxes = [
        ("SILT FENCE", ["WOVEN GEOTEXTILE 36\" WIDE", "2\"x2\" HARDWOOD STAKES @ 8' O.C.",
                        "TOE IN 6\"x6\" TRENCH, BACKFILL & COMPACT", "MAX. SLOPE LENGTH 100 FT"]),
        ("STABILIZED CONSTRUCTION ENTRANCE", ["1.5\"-3.5\" CRUSHED STONE, 6\" THICK",
                                              "50' LONG x 24' WIDE", "WOVEN GEOTEXTILE UNDER STONE"]),
        ("TEMPORARY SEDIMENT TRAP ST-1", ["3,600 CF/AC; DA 1.12 AC; 4,350 CF PROVIDED",
                                          "2' WET + 2' DRY STORAGE, 2:1 SIDES", "STONE OUTLET 6' WIDE"]),
        ("POROUS ASPHALT (PCSM-1)", ["3\" POROUS ASPHALT", "2\" CHOKER COURSE (NO. 57)",
                                     "18\" NO. 2 STONE RESERVOIR", "NON-WOVEN GEOTEXTILE; 2' ABOVE SHGW"]),
        ("BIORETENTION BR-1", ["6\" PONDING, 3\" MULCH", "30\" BIORETENTION SOIL MEDIA",
                               "12\" NO. 57 STONE; OVERFLOW RISER EL 9.4"]),
        ("LEACHING GALLEY", ["PRECAST 8'x4'x4.5' H", "12\" STONE SURROUND", "TRAFFIC-BEARING COVER"]),
    ]
    for i, (t, lines) in enumerate(boxes):
        x = 30 + (i % 3) * 300
        y = 40 + (i // 3) * 330
        det.append(("rect", x, y, 280, 300, {"w": 0.8}))
        det.append(("rect", x + 40, y + 40, 200, 120, {"w": 0.5, "fill": "#f4f4f4"}))
        det.append(("text", x + 10, y + 200, t, {"size": 8, "bold": True}))
        for j, l in enumerate(lines):
            det.append(("text", x + 10, y + 216 + 11 * j, l, {"size": 6.5}))
    P3 = C.sheet(W, H, "CONSTRUCTION DETAILS", "C-3", PROJ, FIRM, det, [],
                 ["DETAILS NOT TO SCALE."], "N.T.S.")
    C.sheets_pdf([P1, P2, P3], path, W, H)


def build(outdir, tmp):
    docx_path = os.path.join(tmp, NAME + ".docx")
    body_pdf = os.path.join(tmp, NAME + "_body.pdf")
    cert_docx = os.path.join(tmp, NAME + "_cert.docx")
    cert_pdf = os.path.join(tmp, NAME + "_cert.pdf")
    dwg_pdf = os.path.join(tmp, NAME + "_dwg.pdf")
    out_pdf = os.path.join(outdir, "pdf", NAME + ".pdf")
    kw = dict(header="Asharoken Beach Club - Site Plan Application Report",
              footer="Halyard Point Engineering, P.C.  |  HPE 24-117", font="Liberation Serif", size=11)
    drawings(dwg_pdf)
    C.render_docx(cert_blocks(), cert_docx, **kw)
    C.soffice_pdf(cert_docx, cert_pdf)
    toc = {}
    for _ in range(2):
        C.render_docx(blocks(toc), docx_path, **kw)
        C.soffice_pdf(docx_path, body_pdf)
        C.concat_pdfs([body_pdf, dwg_pdf, cert_pdf], out_pdf)
        pp = C.pypdf_pages(out_pdf)
        new = {}
        for t, key in HEADINGS:
            hits = [i + 1 for i, txt in enumerate(pp) if key in txt and i > 1]
            new[t] = str(hits[0]) if hits else ""
        if new == toc:
            break
        toc = new
    return out_pdf


SPEC = {
    "checklist": "asharoken-ch44",
    "house_style": "site-plan application report with the SWPPP as one chapter (traffic, lighting, utilities, "
                   "landscaping chapters around it), reduced drawing sheets bound at the back",
    "producer": "LibreOffice from Word (python-docx) + reportlab drawing sheets, bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.74, "disturbed_sq_ft": 75800,
              "project_type": "private beach club: clubhouse addition, paved and porous parking lot",
              "single_family": False, "impaired_water": True,
              "receiving_water": "Northport Bay (stated as 303(d)/Appendix E listed for pathogens)",
              "conditions": ["A", "C"]},
    "items": {
        "44-8B(1)(a)": "present", "44-8B(1)(b)": "present", "44-8B(1)(c)": "present",
        "44-8B(1)(d)": "present", "44-8B(1)(e)": "present", "44-8B(1)(f)": "missing",
        "44-8B(1)(g)": "present", "44-8B(1)(h)": "present", "44-8B(1)(i)": "present",
        "44-8B(1)(j)": "present", "44-8B(1)(k)": "present", "44-8B(1)(l)": "present",
        "44-8B(1)(m)": "present", "44-8B(1)(n)": "missing", "44-8B(1)(o)": "present",
        "44-8B(1)(p)": "present", "44-8B(3)(b)": "present", "44-8B(3)(c)": "present",
        "44-8B(3)(d)": "present", "44-8B(3)(e)": "present", "44-8B(3)(f)": "present",
        "44-8B(3)(g)": "present", "44-8B(3)(h)": "present", "44-8B(3)(i)": "missing",
        "44-8C": "present", "44-8E": "present"},
    "evidence": {
        "44-8B(1)(a)": "The limit of disturbance encloses 1.74 acres (75,800 sq. ft.).",
        "44-8B(1)(b)": "PROPERTY LINE - TOTAL SITE AREA = 3.05 AC (132,860 SF)",
        "44-8B(1)(c)": "Plymouth loamy sand, 0 to 3 percent slopes (PlA)",
        "44-8B(1)(d)": "this is well under the five-acre limit of the Blue Book and Chapter 44",
        "44-8B(1)(e)": "the site will be policed for wind-blown litter at the end of each workday",
        "44-8B(1)(g)": "Any disturbed area where work stops for 7 days or more will be seeded within 7 days",
        "44-8B(1)(h)": "SILT FENCE - 640 LF (SECOND ROW 180 LF AT DUNE)",
        "44-8B(1)(i)": "the trap provides 4,350 cf with a 2 ft wet storage depth",
        "44-8B(1)(j)": "Convert ST-1 to the bioretention area and place the porous asphalt stalls last",
        "44-8B(1)(k)": "Step 2, before any truck enters",
        "44-8B(1)(l)": "Remove sediment when it reaches one-third of the fence height",
        "44-8B(1)(m)": "All runoff from the site reaches Northport Bay",
        "44-8B(1)(o)": "carries it to ST-1 instead of onto the boardwalk",
        "44-8B(1)(p)": "Club staff report ponding 2 to 4 inches deep in the northwest corner of the gravel lot",
        "44-8B(3)(b)": "A 1,450 sq. ft. bioretention area at the southeast corner of the lot",
        "44-8B(3)(c)": "BR-1 BIORETENTION 1,450 SF",
        "44-8B(3)(d)": "Hydrology was computed with HydroCAD 10.20 using TR-20 methods",
        "44-8B(3)(e)": "compared with 0.84, 1.92 and 3.70 cfs before development",
        "44-8B(3)(f)": "3 in. porous asphalt over 2 in. choker course",
        "44-8B(3)(g)": "Vacuum sweep twice a year (April and October)",
        "44-8B(3)(h)": "will remain in effect upon any transfer of title to the property",
        "44-8C": "the design of all stormwater management practices meets the requirements of Chapter 44",
        "44-8E": "/s/ Dominic R. Ferrante",
    },
    "gaps": {
        "44-8B(1)(f)": "passing mention only: Section 6.7 says 'Construction materials will be kept in the staging "
                       "area on Sheet C-2' and that chemicals are kept closed; the plan never says which "
                       "construction and waste materials will be stored on site, how they are kept out of the "
                       "weather, or how spills are prevented and cleaned up (no spill kit, no response "
                       "procedure) [{p:Construction materials will be kept in the staging area on Sheet C-2.}]",
        "44-8B(1)(n)": "only in the table of contents: the Contents lists '6.11 SWPPP Implementation "
                       "Responsibilities' with a page number, but the body goes from 6.10 to 6.12; the only "
                       "roles given are the consultant list in 1.1 (applicant, engineer, architect, lighting), "
                       "which assigns no SWPPP responsibility for any part of the site "
                       "[{p:6.11 SWPPP Implementation Responsibilities}]",
        "44-8B(3)(i)": "deferred: 'A stormwater maintenance agreement will be submitted to the Village Attorney "
                       "for review prior to final site plan approval' (Section 6.13); no agreement or binding "
                       "terms are given [{p:A stormwater maintenance agreement will be submitted}]",
    },
    "ambiguous_items": [],
    "notes": "Private beach club (commercial recreation) disturbing 1.74 ac: Condition C applies (1 to <5 ac, "
             "not a single-family residence) and the plan also states Northport Bay is listed for pathogens "
             "(Condition A), so 44-8B(3)(b)-(i) apply. The SWPPP is Chapter 6 of a site-plan report; chapters "
             "3-5 and 7 (traffic, lighting, utilities, landscaping) are distractors (the lighting chapter has a "
             "fixture schedule, the utilities chapter a sanitary system). (1)(k) is the table in 6.9 (placement "
             "step and how long each control stays). (1)(j): step 9 of the sequence converts sediment trap ST-1 "
             "into bioretention BR-1 (also note 3 on Sheet C-2). (3)(h): the easement is drawn and labelled on "
             "Sheet C-2 and the text says it survives transfer of title. (3)(i) is only a promise of a later "
             "agreement, so missing. Site map (1)(b) is Sheet C-1 with location map and Sheet C-2 (final grades, "
             "disturbed/undisturbed areas), both at 1 in. = 40 ft, bound in the PDF.",
}
