"""P6: Somers, SWPPP written as a CSI MasterFormat specification section
(Section 01 57 23, PART 1 GENERAL / PART 2 PRODUCTS / PART 3 EXECUTION) in a school
district's project manual, with attachments. python-docx -> LibreOffice, reduced
drawings by reportlab, bound with pypdf. The deviations statement is about the
Design Manual, not the Blue Book; the sizing summary is 'TBD'."""
import os

import p2common as C
from sitegeom import site_plan, loc_map

NAME = "p2_som_school_athletic_csi_spec"
FIRM = "HUDSON RIDGE CIVIL, D.P.C."
PROJ = "SOMERS CSD - TOMAHAWK TRAIL CAMPUS ATHLETIC IMPROVEMENTS"


def a(letter, text):
    return ("p", f"{letter}. {text}")


def blocks():
    B = [("sp",),
         ("center", "SOMERS CENTRAL SCHOOL DISTRICT", 12, True),
         ("center", "Tomahawk Trail Campus Athletic Improvements", 16, True),
         ("center", "Route 139, Town of Somers, Westchester County, New York", 11), ("sp",),
         ("center", "PROJECT MANUAL - VOLUME 1 (EXCERPT)", 11, True),
         ("center", "SECTION 01 57 23", 20, True),
         ("center", "STORMWATER POLLUTION PREVENTION PLAN AND TEMPORARY STORMWATER POLLUTION CONTROL", 12, True),
         ("sp",),
         ("center", "Issued for Planning Board Review and Bidding - NYSED Project No. 66-18-01-06-0-012-004", 10),
         ("center", "Hudson Ridge Civil, D.P.C., 400 Route 22, Brewster, NY 10509, (845) 555-0134", 10),
         ("center", "April 11, 2025", 10), ("sp",), ("sp",),
         ("p", "This section is the Stormwater Pollution Prevention Plan (SWPPP) for the project under Chapter 93 "
               "of the Code of the Town of Somers and NYSDEC SPDES General Permit GP-0-25-001. It is written as a "
               "specification section so that it binds the Contractor through the construction contract. "
               "Attachment A holds the certifications; Attachment B holds reduced copies of Drawings C-100, C-200 "
               "and C-300."),
         ("pagebreak",),
         ("h1", "PART 1 - GENERAL"),
         ("h2", "1.1 RELATED DOCUMENTS"),
         a("A", "Drawings and general provisions of the Contract, including General and Supplementary Conditions "
                "and other Division 01 Specification Sections, apply to this Section."),
         a("B", "Related sections: Section 31 10 00 Site Clearing; Section 31 20 00 Earth Moving; Section 32 18 23 "
                "Synthetic Turf; Section 32 12 16 Asphalt Paving; Section 33 40 00 Storm Drainage Utilities; "
                "Section 32 92 00 Turf and Grasses."),
         ("h2", "1.2 SUMMARY"),
         a("A", "The Work of the project consists of a synthetic turf multipurpose field (2.05 acres) with a "
                "six-lane track, a 120-space parking lot replacing the existing gravel overflow lot, a field house "
                "for restrooms and storage (2,400 sq. ft.), lighting, fencing, walkways and the storm drainage "
                "and stormwater management system, at the District's Tomahawk Trail Campus on Route 139 in the "
                "Town of Somers. The campus parcel is 31.6 acres; the Work disturbs 4.65 acres (202,550 sq. ft.)."),
         a("B", "The project is an institutional facility with an artificial turf athletic field and a parking "
                "lot (Section 93-6A(2)(k), (s) and (u)) disturbing more than one acre; post-construction controls "
                "designed to the enhanced phosphorus removal standards are therefore required and are specified "
                "in Article 1.12 and Parts 2 and 3."),
         a("C", "This Section specifies the temporary stormwater pollution controls the Contractor shall install, "
                "inspect and maintain, and the permanent stormwater management practices the Contractor shall "
                "build."),
         ("h2", "1.3 REFERENCES"),
         a("A", "NYSDEC SPDES General Permit for Stormwater Discharges from Construction Activity, GP-0-25-001."),
         a("B", "New York State Standards and Specifications for Erosion and Sediment Control, November 2016 "
                "(the Blue Book)."),
         a("C", "New York State Stormwater Management Design Manual, 2024 (the Design Manual)."),
         a("D", "Code of the Town of Somers, Chapter 93; NYCDEP Rules and Regulations for the Protection from "
                "Contamination, Degradation and Pollution of the New York City Water Supply and its Sources "
                "(15 RCNY Chapter 18)."),
         ("h2", "1.4 DEFINITIONS"),
         a("A", "Qualified Inspector: as defined in GP-0-25-001. Qualified Professional: a New York licensed "
                "professional engineer or registered landscape architect. SMO: the Town of Somers Stormwater "
                "Management Officer. Final Stabilization: 80 percent uniform perennial vegetative cover or "
                "permanent pavement, turf system or structure on all disturbed areas."),
         ("h2", "1.5 SITE DESCRIPTION"),
         a("A", "Existing conditions: the work area is a mowed playfield, the gravel overflow lot and a strip of "
                "second-growth woods. Slopes are 2 to 10 percent toward the southeast. Runoff sheet-flows across "
                "the playfield to a swale along the woods and on to Angle Fly Brook, which crosses the campus "
                "about 400 ft southeast of the work (discharge points DP-1 and DP-2)."),
         a("B", "Soils (NRCS Web Soil Survey and eight test pits, January 2025): Charlton-Chatfield complex, 0 to "
                "15 percent slopes, very rocky (CrC), hydrologic soil group B, over most of the field area; Paxton "
                "fine sandy loam, 3 to 8 percent slopes (PnB), hydrologic soil group C, under the parking lot; "
                "Ridgebury loam (RdB), hydrologic soil group D, in a narrow band near the swale. Bedrock was met at "
                "5.5 ft in TP-3; seasonal high groundwater (mottling) at 30 in. in TP-7 and TP-8 only. "
                "Infiltration tests: 1.4 to 3.0 in./hr in CrC, 0.3 in./hr in PnB."),
         a("C", "Existing runoff data: the District's facilities staff report that the southeast corner of the "
                "playfield is unusable for one to two days after storms over 1 in. and that the gravel lot erodes "
                "into the swale. Existing peak flows from the HydroCAD model are listed in Article 1.12."),
         a("D", "Receiving water: Angle Fly Brook, a tributary of the Muscoot Reservoir in the New York City "
                "Croton watershed; the Muscoot Reservoir basin is subject to the phosphorus TMDL."),
         ("h2", "1.6 DRAWINGS"),
         a("A", "Drawing C-100, Existing Conditions, Soils and Location Map (1 in. = 50 ft): total site area and "
                "work area, existing vegetation, Angle Fly Brook and the Town-regulated wetland, soil boundaries, "
                "drainage patterns, existing contours, and discharge points. No off-site or adjacent-property "
                "storage areas will be used."),
         a("B", "Drawing C-200, Erosion and Sediment Control Plan (1 in. = 50 ft): the limit of disturbance, "
                "undisturbed areas, proposed contours, and the location, size and length of every temporary "
                "control."),
         a("C", "Drawing C-300, Grading, Drainage and Stormwater Management Plan (1 in. = 50 ft): the location and "
                "size of each permanent stormwater management practice and the maintenance easement."),
         a("D", "Reduced copies of C-100, C-200 and C-300 are bound in Attachment B."),
         ("h2", "1.7 SEQUENCE AND PHASING"),
         a("A", "The Work is built in two phases. Phase A (2.40 ac): parking lot, field house and the west half of "
                "the track. Phase B (2.25 ac): turf field and the east half of the track. Phase B clearing shall "
                "not start until Phase A is paved or seeded. Even if both phases were open together the total "
                "would be 4.65 acres, under the five-acre limit; no authorization to exceed five acres is "
                "requested."),
         a("B", "Sequence within each phase: (1) pre-construction meeting with the SMO and NYCDEP; (2) install the "
                "stabilized construction entrance, perimeter silt fence and compost filter sock, and barrier "
                "fence at the wetland buffer; (3) build sediment trap ST-1 (Phase A) or ST-2 (Phase B) with its "
                "diversion swale; (4) clear and grub; strip topsoil to the stockpile; (5) excavate and grade; "
                "(6) install storm drainage, underdrains and utilities with inlet protection; (7) build the field "
                "house, the track base and the field's stone base; (8) pave and install the turf system; "
                "(9) convert ST-1 into bioretention area BR-1 once its drainage area is stabilized; (10) topsoil, "
                "seed and mulch; (11) remove temporary controls after final stabilization."),
         ("h2", "1.8 DEVIATIONS FROM STANDARDS"),
         a("A", "None. All permanent stormwater management practices conform to the New York State Stormwater "
                "Management Design Manual (2024) without deviation."),
         ("h2", "1.9 INDUSTRIAL ACTIVITY"),
         a("A", "There will be no stormwater discharges associated with industrial activity other than "
                "construction. No asphalt plant, concrete batch plant or rock crusher is permitted on the campus."),
         ("h2", "1.10 SUBMITTALS"),
         a("A", "Before mobilization: signed contractor certifications (Attachment A) from the Contractor and every "
                "subcontractor who will disturb soil or build a stormwater practice; name and training certificate "
                "of the trained contractor on site; product data for geotextiles, filter sock, inlet protection "
                "and erosion control blanket."),
         a("B", "During construction: copies of the qualified inspector's reports within one business day."),
         ("h2", "1.11 QUALITY ASSURANCE AND INSPECTIONS"),
         a("A", "The District will retain a qualified inspector who shall inspect all erosion and sediment control "
                "practices at least once every seven calendar days, and within 24 hours after any storm of 0.5 in. "
                "or more, and shall report deficiencies to the Contractor in writing. The Contractor's trained "
                "contractor shall check the controls at the end of each working day and after each storm."),
         a("B", "The Contractor shall repair or replace deficient controls by the end of the next working day "
                "after notice."),
         ("h2", "1.12 POST-CONSTRUCTION STORMWATER MANAGEMENT"),
         a("A", "Practices: (1) Bioretention area BR-1, 3,600 sq. ft., treating the parking lot; (2) the turf "
                "field's open-graded stone base used as subsurface detention and infiltration (field storage "
                "system FS-1) with a controlled outlet; (3) pretreatment with a 4 ft diameter hydrodynamic "
                "separator (HDS-1) ahead of FS-1 for the track and walkways; (4) outlet control structure OCS-1 "
                "at the swale. Details are in Articles 2.7 and 3.8 and on Drawing C-300."),
         a("B", "Hydrologic and hydraulic analysis: HydroCAD 10.20 with TR-20 methods, NRCS Type III 24-hour "
                "storms and NOAA Atlas 14 depths for Somers; FS-1 and BR-1 routed as storage with exfiltration "
                "at one-half the measured rates; storm pipes sized for the 25-year storm."),
         ("table", ["Design storm", "Pre-development peak, DP-1 + DP-2 (cfs)", "Post-development peak (cfs)"],
          [["1-year (2.9 in.)", "3.84", "1.92"], ["10-year (5.1 in.)", "10.65", "8.71"],
           ["100-year (8.9 in.)", "22.30", "20.86"]], [2.2, 2.3, 2.0]),
         a("C", "Sizing criteria summary (WQv, RRv, Cpv, Qp and Qf calculations): TBD. The detailed sizing "
                "summary will be issued with the final SWPPP after the supplemental infiltration testing is "
                "complete."),
         a("D", "Operation and maintenance: the Somers Central School District, through its Director of "
                "Facilities, is responsible for long-term operation and maintenance of all practices, on this "
                "schedule:"),
         ("table", ["Practice", "Inspection", "Maintenance"],
          [["BR-1", "Monthly April-October; after storms over 1 in.", "Remove trash and sediment; replace mulch annually; replace dead plants; restore media if ponding lasts over 48 hr"],
           ["FS-1 field base", "Twice a year through the observation wells", "Groom turf per manufacturer; flush underdrains if drawdown exceeds 72 hr"],
           ["HDS-1", "Quarterly in year one, then twice a year", "Vacuum when sediment reaches 12 in."],
           ["OCS-1 and pipes", "Twice a year", "Clear debris from orifice and grate"]], [1.3, 2.1, 3.1]),
         a("E", "Maintenance easement: a stormwater maintenance easement in favor of the Town of Somers over BR-1, "
                "FS-1, HDS-1 and OCS-1 and a 20-ft access route is shown on Drawing C-300 and on the amended "
                "site plan. It remains in effect upon transfer of title to the property."),
         a("F", "Maintenance agreement: the District will execute the Town's Stormwater Control Facility "
                "Maintenance Agreement (NYSDEC sample form) binding the District and all subsequent owners of the "
                "campus to inspect and maintain the practices per paragraph D, allowing the Town to inspect and "
                "to perform neglected maintenance at the owner's cost, and to be recorded in the Westchester "
                "County Clerk's office as a deed restriction before final site plan signature."),
         ("h2", "1.13 RESPONSIBILITIES"),
         ("table", ["Area / task", "Responsible party"],
          [["Phase A: parking lot, field house, west track", "Contractor's site superintendent"],
           ["Phase B: turf field, east track, FS-1", "Contractor's site superintendent; turf subcontractor for the turf system"],
           ["Weekly inspections and reports", "District's qualified inspector (Hudson Ridge Civil)"],
           ["Permanent practices after acceptance", "District Director of Facilities"]], [3.2, 3.3]),
         ("h1", "PART 2 - PRODUCTS"),
         ("h2", "2.1 SILT FENCE"),
         a("A", "Woven polypropylene geotextile, 36 in. wide, grab tensile strength 100 lb minimum (ASTM D4632), "
                "apparent opening size No. 30 sieve (ASTM D4751), UV resistance 70 percent at 500 hours; 2 in. x "
                "2 in. hardwood stakes 4 ft long."),
         ("h2", "2.2 COMPOST FILTER SOCK"),
         a("A", "12 in. diameter photodegradable mesh sock filled with weed-free compost meeting the particle size "
                "and organic matter requirements of the manufacturer."),
         ("h2", "2.3 STONE"),
         a("A", "Construction entrance: clean crushed stone, 1.5 to 3.5 in. (NYSDOT Item 703-02, size "
                "designation 3 and 4 blend). Trap outlets: 4 to 8 in. rock faced with No. 57 stone."),
         ("h2", "2.4 INLET PROTECTION"),
         a("A", "Drop inlet: woven geotextile on a 2 x 4 wood frame. Curb inlets on Route 139 (NYSDOT permit): "
                "manufactured sediment filter bags with overflow."),
         ("h2", "2.5 STABILIZATION MATERIALS"),
         a("A", "Temporary seed: annual ryegrass. Permanent seed: tall fescue 60 percent, creeping red fescue 25 "
                "percent, perennial ryegrass 15 percent. Mulch: clean straw. Erosion control blanket: "
                "straw/coconut, double net, biodegradable."),
         ("h2", "2.6 SPILL RESPONSE MATERIALS"),
         a("A", "Spill kits with absorbent pads, socks and granular absorbent, sized 55 gallons at the fuel area "
                "and 20 gallons in each service vehicle."),
         ("h2", "2.7 PERMANENT STORMWATER PRACTICE MATERIALS"),
         a("A", "Bioretention soil media: 85 to 88 percent sand, 8 to 12 percent fines, 3 to 5 percent organic "
                "matter, phosphorus index below 30 mg/kg. Underdrain: 6 in. perforated HDPE (AASHTO M252). Stone: "
                "AASHTO No. 57 and No. 2, washed. Geotextile: non-woven, 6 oz/sq. yd."),
         ("h1", "PART 3 - EXECUTION"),
         ("h2", "3.1 GENERAL"),
         a("A", "Install temporary controls before the land disturbance they serve, keep them working, and remove "
                "them only after the area they protect reaches final stabilization."),
         ("h2", "3.2 INSTALLATION OF TEMPORARY CONTROLS"),
         a("A", "Stabilized construction entrance: one at the Route 139 service drive, 50 ft long, 24 ft wide, "
                "6 in. thick on woven geotextile."),
         a("B", "Silt fence: 1,620 LF along the south and east limits as shown on C-200; fabric toed 6 in. into a "
                "trench, stakes 8 ft on center on the downhill side, ends turned uphill."),
         a("C", "Compost filter sock: 380 LF along the wetland buffer and around the stockpile, staked 10 ft on "
                "center."),
         a("D", "Temporary sediment traps: ST-1 (Phase A) drains 2.1 ac, 7,560 cf required at 3,600 cf per acre, "
                "7,900 cf provided, 3.5 ft deep, 2:1 side slopes; ST-2 (Phase B) drains 2.6 ac, 9,360 cf required, "
                "9,700 cf provided. Each has a stone outlet 8 ft wide set 1.5 ft below the embankment top. No "
                "sediment basin is needed; no drainage area reaches 5 ac."),
         a("E", "Diversion swales DS-1 (380 LF) and DS-2 (450 LF): 1.5 ft deep, 2:1 side slopes, lined with "
                "erosion control blanket, directing runoff from the exposed subgrade to ST-1 and ST-2."),
         a("F", "Inlet protection on every new drain inlet as it is set and on the two Route 139 curb inlets."),
         ("h2", "3.3 SCHEDULE OF TEMPORARY CONTROLS"),
         ("table", ["Construction activity", "Minimum controls", "Initial placement", "Minimum time in place"],
          [["Mobilization / access", "Construction entrance", "Before any other work", "Until paving base is placed"],
           ["Clearing and grubbing", "Silt fence, filter sock, barrier fence", "Before clearing", "Until final stabilization"],
           ["Mass grading", "ST-1 / ST-2, DS-1 / DS-2", "Before grading in the phase", "Until the drainage area is stabilized"],
           ["Drainage and utility work", "Inlet protection; same-day trench backfill", "As each inlet is set", "Until paving and lawn are established"],
           ["Soil stockpile", "Filter sock ring; seed or cover", "When started", "Until removed"],
           ["Inactive areas", "Temporary seed and mulch", "Within 7 days of inactivity", "Until permanent stabilization"]],
          [1.6, 1.7, 1.6, 1.6]),
         ("h2", "3.4 STABILIZATION"),
         a("A", "Temporary: seed annual ryegrass at 40 lb per acre and mulch with straw at 2 tons per acre within "
                "7 days on any area where work has stopped for 7 days; from October 15 to April 15, straw mulch "
                "at 3 tons per acre anchored with netting."),
         a("B", "Slopes 3:1 and steeper: erosion control blanket within 24 hours of final grading."),
         a("C", "Permanent: 6 in. topsoil, lime and fertilizer per soil test, permanent seed mix at 100 lb per "
                "acre, straw mulch. The turf field, track and pavement are permanent stabilization once placed."),
         ("h2", "3.5 MAINTENANCE OF TEMPORARY CONTROLS"),
         a("A", "Silt fence and filter sock: remove sediment when it reaches one-half the height; repair or "
                "replace damaged sections."),
         a("B", "Sediment traps: remove sediment when it reaches one-half the wet storage depth; keep the outlet "
                "stone free of sediment. Diversion swales: repair scour; keep clear."),
         a("C", "Construction entrance: top-dress with clean stone; sweep Route 139 daily when tracking occurs."),
         a("D", "Inlet protection: clean after each storm; replace torn fabric or bags."),
         ("h2", "3.6 POLLUTION PREVENTION"),
         a("A", "Litter: covered dumpsters at the staging area; daily pickup around the work area and along the "
                "Angle Fly Brook buffer."),
         a("B", "Construction debris: removed to a licensed facility in roll-off containers; no burial or "
                "burning on the campus."),
         a("C", "Construction chemicals and materials: fuel is kept in a double-walled tank in a lined "
                "containment area at the staging area; oils, paints, adhesives and turf infill additives are "
                "stored in a locked container, off the ground; bagged materials on pallets under cover; refuel "
                "only at the staging area with drip pans; keep the spill kits of Article 2.6 at hand; contain and "
                "clean up any spill at once, and report reportable spills to the NYSDEC Spill Hotline within two "
                "hours. Concrete washout in a lined container."),
         ("h2", "3.7 INSTALLATION OF PERMANENT PRACTICES"),
         a("A", "BR-1: excavate only after the drainage area is stabilized (conversion of ST-1); 3,600 sq. ft. "
                "filter bed, 9 in. ponding depth, 3 in. hardwood mulch, 30 in. bioretention soil media, 12 in. "
                "No. 57 stone with 6 in. underdrain, overflow riser at elevation 371.5."),
         a("B", "FS-1: 12 in. AASHTO No. 2 stone reservoir and 4 in. No. 57 leveling course under the turf "
                "system, 2.05 ac, with 6 in. perforated underdrains at 25 ft centers to OCS-1; subgrade not "
                "compacted in the CrC infiltration zone."),
         a("C", "HDS-1: 4 ft diameter precast unit on 12 in. stone base; OCS-1: 4 ft x 4 ft precast box with a "
                "3 in. orifice and a 24 in. weir."),
         ("h2", "3.8 FINAL STABILIZATION AND CLOSEOUT"),
         a("A", "When final stabilization is reached, the qualified inspector will certify it; the Contractor "
                "removes the temporary controls and repairs the areas they occupied; the District files the "
                "Notice of Termination after the SMO signs the MS4 acceptance."),
         ("center", "END OF SECTION 01 57 23", 10, True),
         ]
    return B


def attach_a():
    return [("h1", "ATTACHMENT A - CERTIFICATIONS"),
            ("h2", "A.1 Preparer's Certification (Town of Somers Section 93-6B)"),
            ("p", "I certify that this SWPPP was prepared by me or under my direct supervision and that the design "
                  "of all stormwater management practices meets the requirements of Chapter 93 of the Code of the "
                  "Town of Somers."),
            ("sig", ["/s/ Marcus T. Oyelaran", "Marcus T. Oyelaran, P.E., NYS License No. 081956",
                     "Hudson Ridge Civil, D.P.C.", "April 11, 2025"]),
            ("h2", "A.2 Contractor Certification (Town of Somers Section 93-6D)"),
            ("p", "I certify under penalty of law that I understand and agree to comply with the terms and "
                  "conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, "
                  "has received a minimum of four hours of acceptable training in erosion and sediment control "
                  "within the last three years. I also understand that it is unlawful for any person to cause or "
                  "contribute to a violation of water quality standards."),
            ("table", ["", "Contractor", "Subcontractor"],
             [["Name and title", "Gregory A. Pham, Project Manager", "Kelsey Durant, Operations Manager"],
              ["Firm", "Peekskill Hollow Site Works, Inc.", "FieldLine Turf Systems LLC"],
              ["Address and telephone", "1200 Peekskill Hollow Road, Putnam Valley, NY 10579, (845) 555-0176",
               "88 Commerce Drive, Brewster, NY 10509, (845) 555-0122"],
              ["Site", "Tomahawk Trail Campus, Route 139, Somers, NY", "Tomahawk Trail Campus, Route 139, Somers, NY"],
              ["Signature", "/s/ Gregory A. Pham", "/s/ Kelsey Durant"],
              ["Date", "May 2, 2025", "May 5, 2025"]], [1.5, 2.5, 2.5])]


def drawings(path):
    W, H = 1224, 792
    lm = loc_map([(10, 20, "MUSCOOT RESERVOIR"), (90, 58, "NYS ROUTE 139"), (150, 50, "SITE"),
                  (200, 80, "ANGLE FLY BROOK"), (20, 120, "TOWN OF SOMERS")])
    base = dict(road="NYS ROUTE 139 / CAMPUS SERVICE DRIVE", water="",
                parcel="CAMPUS PARCEL - TOTAL SITE AREA = 31.6 AC (WORK AREA SHOWN)",
                wet="ANGLE FLY BROOK / TOWN-REGULATED WETLAND BUFFER",
                veg="EXISTING WOODS TO REMAIN", veg2="(NOT DISTURBED)",
                ex_contours=[(190, "EX 384"), (300, "EX 380"), (410, "EX 376"), (520, "EX 372")],
                pr_contours=[(170, "382"), (290, "378"), (400, "374")],
                lod="LIMIT OF DISTURBANCE = 4.65 AC (202,550 SF)", undist="NOT DISTURBED",
                dp="DP-1 / DP-2 TO ANGLE FLY BROOK", bldg="FIELD HOUSE + PARKING (120)", park="SYNTHETIC TURF FIELD",
                park2="AND 6-LANE TRACK", soil1="CrC (HSG B)", soil2="PnB (HSG C)")
    P1 = C.sheet(W, H, "EXISTING CONDITIONS, SOILS AND LOCATION MAP", "C-100", PROJ, FIRM,
                 site_plan(dict(base, bldg="EX. GRAVEL LOT", park="EX. PLAYFIELD", park2=""), proposed=False,
                           esc=False, pcsm=False, soils=True),
                 [("dash", "EXISTING CONTOUR / SOIL BOUNDARY"), ("line", "PROPERTY LINE"), ("arrow", "DRAINAGE")],
                 ["1. SOILS FROM NRCS WEB SOIL SURVEY; RdB (HSG D) ALONG SWALE.",
                  "2. EXISTING SLOPES 2-10% TO THE SOUTHEAST.",
                  "3. NO STORAGE AREAS ON ADJACENT PROPERTIES OR OFF SITE."],
                 "1\" = 50'", loc_map=lm)
    esc = dict(base, sf="SILT FENCE - 1,620 LF", sce="SCE 50' x 24' x 6\"", ip="INLET PROTECTION (TYP.)",
               stock="STOCKPILE + FILTER SOCK 380 LF", wash="WASHOUT", trap="ST-1 7,900 CF / ST-2 9,700 CF",
               div="DS-1 380 LF / DS-2 450 LF", stage="STAGING AREA",
               extra=[(160, 520, "PHASE A = 2.40 AC   PHASE B = 2.25 AC")])
    P2 = C.sheet(W, H, "EROSION AND SEDIMENT CONTROL PLAN", "C-200", PROJ, FIRM,
                 site_plan(esc, proposed=True, esc=True, pcsm=False),
                 [("dash", "LIMIT OF DISTURBANCE"), ("fence", "SILT FENCE"), ("line", "PROPOSED CONTOUR"),
                  ("circle", "INLET PROTECTION")],
                 ["1. SEE SECTION 01 57 23 PART 3.", "2. FINAL SLOPES 0.5-1% FIELD, 3:1 MAX."], "1\" = 50'")
    pc = dict(base, smps=[(760, 330, "BR-1 BIORETENTION 3,600 SF"), (560, 440, "HDS-1 4' DIA / OCS-1"),
                          (230, 290, "FS-1 FIELD STONE BASE 2.05 AC")],
              esmt="STORMWATER MAINTENANCE EASEMENT TO TOWN OF SOMERS (20' ACCESS)")
    P3 = C.sheet(W, H, "GRADING, DRAINAGE AND STORMWATER MANAGEMENT PLAN", "C-300", PROJ, FIRM,
                 site_plan(pc, proposed=True, esc=False, pcsm=True),
                 [("box", "STORMWATER MANAGEMENT PRACTICE"), ("line", "PROPOSED CONTOUR")],
                 ["1. SEE SECTION 01 57 23 ARTICLES 1.12, 2.7, 3.7."], "1\" = 50'")
    C.sheets_pdf([P1, P2, P3], path, W, H)


def build(outdir, tmp):
    kw = dict(header="Somers CSD - Tomahawk Trail Campus Athletic Improvements - Project Manual",
              footer="Section 01 57 23 - Stormwater Pollution Prevention Plan", font="Liberation Sans", size=10)
    d1, p1 = os.path.join(tmp, "s.docx"), os.path.join(tmp, "s.pdf")
    d2, p2 = os.path.join(tmp, "a.docx"), os.path.join(tmp, "a.pdf")
    dw = os.path.join(tmp, "dw.pdf")
    C.render_docx(blocks(), d1, **kw)
    C.soffice_pdf(d1, p1)
    C.render_docx(attach_a(), d2, **kw)
    C.soffice_pdf(d2, p2)
    drawings(dw)
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    C.concat_pdfs([p1, p2, dw], out)
    return out


SPEC = {
    "checklist": "somers-ch93",
    "house_style": "CSI MasterFormat specification section (Section 01 57 23: PART 1 GENERAL, PART 2 PRODUCTS, "
                   "PART 3 EXECUTION) in a school district project manual, with attachments",
    "producer": "LibreOffice from Word (python-docx) + reportlab drawing sheets, bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 4.65, "disturbed_sq_ft": 202550,
              "project_type": "institutional: school athletic complex (artificial turf field, track, parking), "
                              "93-6A(2)(k), (s), (u)",
              "single_family": False, "impaired_water": True,
              "receiving_water": "Angle Fly Brook, tributary of Muscoot Reservoir (phosphorus TMDL)",
              "phased": True},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "present", "93-6A(1)(l)": "missing",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "missing",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "present", "93-6A(3)(i)": "present",
        "93-6B": "present", "93-6D": "present"},
    "evidence": {
        "93-6A(1)(a)": "the Work disturbs 4.65 acres (202,550 sq. ft.)",
        "93-6A(1)(b)": "CAMPUS PARCEL - TOTAL SITE AREA = 31.6 AC (WORK AREA SHOWN)",
        "93-6A(1)(c)": "hydrologic soil group B, over most of the field area",
        "93-6A(1)(d)": "Phase B clearing shall not start until Phase A is paved or seeded",
        "93-6A(1)(e)": "daily pickup around the work area and along the Angle Fly Brook buffer",
        "93-6A(1)(f)": "Slopes 3:1 and steeper: erosion control blanket within 24 hours of final grading.",
        "93-6A(1)(g)": "SILT FENCE - 1,620 LF",
        "93-6A(1)(h)": "ST-1 (Phase A) drains 2.1 ac, 7,560 cf required at 3,600 cf per acre",
        "93-6A(1)(i)": "There will be no stormwater discharges associated with industrial activity other than",
        "93-6A(1)(j)": "SCHEDULE OF TEMPORARY CONTROLS",
        "93-6A(1)(k)": "at least once every seven calendar days, and within 24 hours after any storm",
        "93-6A(3)(b)": "stone base used as subsurface detention and infiltration",
        "93-6A(3)(c)": "BR-1 BIORETENTION 3,600 SF",
        "93-6A(3)(d)": "FS-1 and BR-1 routed as storage with exfiltration",
        "93-6A(3)(f)": "12 in. AASHTO No. 2 stone reservoir and 4 in. No. 57 leveling course under the turf",
        "93-6A(3)(g)": "Facilities, is responsible for long-term operation and maintenance of all practices",
        "93-6A(3)(h)": "It remains in effect upon transfer of title to the property.",
        "93-6A(3)(i)": "binding the District and all subsequent owners of the",
        "93-6B": "of all stormwater management practices meets the requirements of Chapter 93",
        "93-6D": "/s/ Gregory A. Pham",
    },
    "gaps": {
        "93-6A(1)(l)": "content for the wrong thing: Article 1.8 'Deviations from Standards' says 'None' but only "
                       "for the permanent practices against the Stormwater Management Design Manual; nowhere does "
                       "the plan identify erosion and sediment control elements that depart from the Blue Book or "
                       "state that none do [{p:Management Design Manual (2024) without deviation.}]",
        "93-6A(3)(e)": "deferred ('TBD'): Article 1.12C 'Sizing criteria summary (WQv, RRv, Cpv, Qp and Qf "
                       "calculations): TBD ... will be issued with the final SWPPP'; no WQv, RRv or Cpv figure "
                       "or calculation appears anywhere (1.12B and the table give only the routing method and "
                       "peak flows) [{p:Sizing criteria summary (WQv, RRv, Cpv, Qp and Qf}]",
    },
    "ambiguous_items": [],
    "notes": "School athletic complex (institutional, artificial turf field, parking lot) disturbing 4.65 ac: "
             "93-6A(3)(b)-(i) and 93-6B apply; phased (2.40 + 2.25 ac), under 5 ac even if both are open. The "
             "SWPPP is a CSI specification section; item content is spread over PART 1 (site description, "
             "sequence, inspections, post-construction), PART 2 (materials) and PART 3 (installation, schedule, "
             "maintenance, pollution prevention). (1)(h): dimensions/installation in 3.2, materials in Part 2, "
             "O&M in 3.5, traps and diversion swales sized. (1)(j): table 3.3. (1)(k): 1.11A (qualified "
             "inspector every 7 days and after 0.5 in.; contractor daily). (1)(l) missing: the only deviation "
             "statement is about the Design Manual (wrong standard); Part 2 cites ASTM, not the Blue Book. (3)(d) "
             "present (method plus pre/post peak table) while (3)(e) is deferred as TBD. (3)(h): easement drawn "
             "on C-300 (bound) and survives transfer. Contractor and turf subcontractor certifications signed "
             "with the four-hour training clause.",
}
