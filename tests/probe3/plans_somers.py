"""Three fictional Town of Somers (Chapter 93) SWPPPs for probe3."""

SOM_CERT = ("I certify under penalty of law that I understand and agree to comply with the terms and conditions of "
            "the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a "
            "minimum of four hours of acceptable training in erosion and sediment control within the last three "
            "years. I also understand that it is unlawful for any person to cause or contribute to a violation of "
            "water quality standards.")

# =====================================================================================
# S1: consultant's plan with executive summary and many appendices (LibreOffice)
# =====================================================================================
_S1_BASE = [
    ("rect", 0, 0, 560, 24, {"fill": "#d5e6f5", "stroke": "#3366aa"}),
    ("text", 8, 8, "UNNAMED TRIBUTARY TO AMAWALK RESERVOIR (NYC WATER SUPPLY)", 6),
    ("rect", 0, 30, 560, 500, {"width": 1.6}),
    ("text", 4, 520, "PROPERTY LINE - 6.43 AC", 5.5),
    ("rect", 0, 536, 560, 30, {"fill": "#eeeeee"}), ("text", 200, 546, "NYS ROUTE 202", 7),
    ("rect", 120, 330, 300, 60, {"fill": "#f4e9d8"}), ("text", 124, 356, "STORAGE BUILDING A (18,000 SF)", 5.5),
    ("rect", 120, 220, 300, 60, {"fill": "#f4e9d8"}), ("text", 124, 246, "STORAGE BUILDING B (15,000 SF)", 5.5),
    ("rect", 440, 420, 70, 50, {"fill": "#f4e9d8"}), ("text", 442, 444, "OFFICE / BLDG C", 5),
    ("rect", 100, 180, 350, 240, {"stroke": "#777777"}), ("text", 104, 300, "PAVED DRIVE AISLES", 5),
    ("rect", 260, 420, 30, 116, {"fill": "#f0f0f0"}), ("text", 294, 500, "ENTRANCE DRIVE", 5),
]
_S1_LOC = [
    ("rect", 566, 380, 170, 180, {}), ("text", 570, 548, "LOCATION MAP (NTS)", 5.5),
    ("text", 572, 520, "AMAWALK RESERVOIR", 5), ("poly", [(572, 470), (680, 480), (734, 470)], {}),
    ("text", 620, 484, "ROUTE 202", 5), ("circle", 640, 470, 5, {"fill": "#cc0000"}), ("text", 646, 460, "SITE", 5.5),
    ("text", 572, 420, "TOWN OF SOMERS", 5), ("text", 572, 400, "WESTCHESTER COUNTY", 5),
]
S1_MAP1 = {
    "title": "C-1 EXISTING CONDITIONS, SOILS AND SITE MAP - AMAWALK SELF STORAGE", "sheet": "C-1 (Appendix B)",
    "ft_per_in": 100, "w": 760, "h": 580,
    "els": _S1_BASE + _S1_LOC + [
        ("poly", [(40, 60), (530, 60), (530, 510), (40, 510), (40, 60)], {"stroke": "#cc0000", "dash": True, "width": 1.4}),
        ("text", 44, 504, "LIMIT OF DISTURBANCE 3.90 AC", 5),
        ("rect", 0, 30, 560, 28, {"dash": True, "stroke": "#2d7a2d", "fill": "#eef6e4"}),
        ("text", 10, 40, "TOWN-REGULATED WETLAND AND 100-FT BUFFER - UNDISTURBED", 5),
        ("rect", 532, 60, 28, 470, {"dash": True, "stroke": "#2d7a2d"}), ("text", 470, 150, "WOODS TO REMAIN", 5),
        ("poly", [(0, 300), (200, 280), (560, 180)], {"stroke": "#8a5a00", "dash": True}),
        ("text", 20, 310, "ChB CHARLTON FINE SANDY LOAM (HSG B)", 5), ("text", 300, 170, "PnC PAXTON FINE SANDY LOAM (HSG C)", 5),
        ("text", 44, 470, "EXISTING SLOPES 3-10% SOUTH; FINAL 1-5% (PAVEMENT), 3:1 MAX", 5),
        ("poly", [(470, 400), (470, 80)], {"stroke": "#2255cc"}), ("text", 474, 380, "EXISTING DRAINAGE SOUTH TO TRIBUTARY", 5),
        ("circle", 300, 62, 4, {"fill": "#2255cc"}), ("text", 310, 66, "DP-1 STORMWATER DISCHARGE (P-1 OUTLET)", 5),
    ],
    "legend": ["Red dashed: limit of disturbance", "Brown dashed: soil boundary", "Green dashed: undisturbed areas",
               "Blue: drainage and discharge point"],
    "notes": ["No material, waste, borrow or equipment storage areas on adjacent properties; staging is on site.",
              "Wetland flagged by Ecological Analysis Group, 6 May 2025; no wetland disturbance."],
}
S1_MAP2 = {
    "title": "C-2 EROSION AND SEDIMENT CONTROL PLAN - AMAWALK SELF STORAGE", "sheet": "C-2 (Appendix B)",
    "ft_per_in": 100, "w": 760, "h": 580,
    "els": _S1_BASE + [
        ("poly", [(40, 62), (530, 62)], {"width": 1.4}), ("text", 44, 66, "SF-1 SILT FENCE (REINFORCED) - 490 LF", 5),
        ("poly", [(40, 62), (40, 510)], {"width": 1.4}), ("text", 44, 420, "SF-2 SILT FENCE - 450 LF", 5),
        ("poly", [(530, 62), (530, 510)], {"width": 1.4}), ("text", 470, 420, "SF-3 - 450 LF", 5),
        ("rect", 255, 480, 40, 56, {"fill": "#999999"}), ("text", 300, 520, "SCE 30 FT X 100 FT", 5),
        ("rect", 90, 80, 70, 40, {"fill": "#cfe8cf"}), ("text", 90, 124, "ST-1 SEDIMENT TRAP 7,200 CF", 5),
        ("rect", 380, 80, 60, 40, {"fill": "#cfe8cf"}), ("text", 380, 124, "ST-2 SEDIMENT TRAP 6,800 CF", 5),
        ("poly", [(60, 470), (60, 140), (120, 125)], {"stroke": "#8a5a00"}), ("text", 64, 300, "DS-1 DIVERSION SWALE 360 LF", 5),
        ("poly", [(500, 470), (500, 140), (420, 125)], {"stroke": "#8a5a00"}), ("text", 436, 300, "DS-2 SWALE 370 LF", 5),
        ("circle", 250, 548, 4, {}), ("circle", 310, 548, 4, {}), ("text", 320, 556, "IP-1, IP-2 INLET PROTECTION (ROUTE 202)", 5),
        ("rect", 440, 470, 40, 30, {"dash": True}), ("text", 370, 476, "TSP STOCKPILE 40 X 30 FT", 5),
        ("rect", 200, 470, 12, 12, {}), ("text", 150, 462, "CW WASHOUT 12 X 12 FT", 5),
    ],
    "legend": ["Heavy line: silt fence", "Brown: temporary diversion swale", "ST: sediment trap (becomes P-1 / BR)",
               "SCE: stabilized construction entrance; IP: inlet protection"],
    "notes": ["Details and specifications: Section 5.3 of the SWPPP.",
              "ST-1 becomes wet pond P-1; ST-2 becomes BR-2 (Section 5.5)."],
}
S1_MAP3 = {
    "title": "C-3 STORMWATER MANAGEMENT PLAN - AMAWALK SELF STORAGE", "sheet": "C-3 (Appendix B)",
    "ft_per_in": 100, "w": 760, "h": 580,
    "els": _S1_BASE + [
        ("rect", 80, 70, 100, 55, {"fill": "#cfe0f5"}), ("text", 82, 96, "P-1 WET EXT. DETENTION POND", 5),
        ("text", 82, 88, "(POOL 9,600 SF, FOREBAY 1,100 SF)", 5),
        ("rect", 380, 80, 60, 40, {"fill": "#cfe8cf"}), ("text", 380, 124, "BR-2 BIORETENTION 3,100 SF", 5),
        ("rect", 440, 300, 50, 40, {"fill": "#cfe8cf"}), ("text", 430, 344, "BR-1 BIORETENTION 2,600 SF", 5),
        ("rect", 70, 60, 440, 80, {"dash": True, "stroke": "#2255cc"}),
        ("text", 190, 132, "25-FT STORMWATER MAINTENANCE EASEMENT TO TOWN (RECORDED)", 5),
        ("rect", 430, 290, 70, 60, {"dash": True, "stroke": "#2255cc"}),
        ("circle", 130, 64, 4, {"fill": "#2255cc"}), ("text", 140, 50, "OCS-1 OUTLET, 15 IN RCP TO DP-1", 5),
    ],
    "legend": ["Blue dashed: stormwater maintenance easement", "P-1 / BR-1 / BR-2: post-construction practices"],
    "notes": ["Easement description in Appendix J; liber and page to be added on recording."],
}

S1_BLOCKS = [
    ("cover", [("STORMWATER POLLUTION PREVENTION PLAN", 18, True),
               ("AMAWALK SELF STORAGE", 15, True),
               ("NYS Route 202, Hamlet of Amawalk, Town of Somers, Westchester County, New York", 11, False),
               ("Tax Map Section 16.11, Block 1, Lot 22", 10.5, False),
               ("Prepared for: Amawalk Storage Partners LLC", 11, False),
               ("Prepared by: Cortlandt Ridge Engineering, D.P.C., 2 Croton Lake Road, Katonah, NY 10536, (914) 555-0132", 10.5, False),
               ("Town of Somers Chapter 93 - NYSDEC SPDES General Permit GP-0-25-001 - NYCDEP 10 NYCRR Part 128", 10, False),
               ("June 2025", 11, False)]),
    ("break",),
    ("h1", "Table of Contents"),
    ("ul", ["Executive Summary", "1.0 Introduction", "2.0 Project Description", "3.0 Site Conditions",
            "4.0 Construction Sequence", "5.0 Erosion and Sediment Control", "6.0 Pollution Prevention",
            "7.0 Inspections", "8.0 Post-Construction Stormwater Management", "9.0 Certifications",
            "Appendix A - Location Map", "Appendix B - Drawings C-1 to C-3", "Appendix C - Soils Data",
            "Appendix D - HydroCAD Summary", "Appendix E - Notice of Intent (draft)", "Appendix F - MS4 SWPPP Acceptance Form",
            "Appendix G - NYCDEP Correspondence", "Appendix H - Inspection Forms", "Appendix I - Construction Details",
            "Appendix J - Easement Description", "Appendix K - Maintenance Agreement",
            "Appendix L - Contractor Certifications"]),
    ("break",),
    ("h1", "Executive Summary"),
    ("p", "Amawalk Storage Partners LLC proposes a self-storage facility of three one-story buildings (41,200 sq ft "
          "in all), an office, paved drive aisles and a stormwater management system on a 6.43-acre parcel on the "
          "south side of NYS Route 202 in the hamlet of Amawalk. The project disturbs 3.90 acres. It is a "
          "commercial development listed in Section 93-6A(2)(g) that disturbs more than one acre, so the SWPPP "
          "includes post-construction water quantity and quality controls designed to the enhanced phosphorus "
          "removal standards of the NYS Stormwater Management Design Manual."),
    ("p", "The site drains to an unnamed tributary of the Amawalk Reservoir, a New York City water supply reservoir "
          "in the Croton system. The reservoir basin is a phosphorus-restricted basin under the Croton phosphorus "
          "TMDL, and the project needs NYCDEP approval under 10 NYCRR Part 128 in addition to Planning Board site "
          "plan approval and coverage under GP-0-25-001."),
    ("p", "Erosion and sediment control relies on perimeter silt fence, two sediment traps that later become the "
          "permanent wet pond and a bioretention area, diversion swales, a stabilized construction entrance and "
          "inlet protection. Post-construction treatment is a wet extended detention pond (P-1) and two "
          "bioretention areas (BR-1, BR-2) that together meet WQv, RRv, Cpv, Qp and Qf."),
    ("table", ["Summary item", "Value"], [
        ["Parcel / disturbance", "6.43 ac / 3.90 ac (169,900 sq ft)"],
        ["New impervious cover", "2.41 ac"],
        ["Maximum area disturbed at one time", "3.90 ac (single phase, under 5 ac)"],
        ["Receiving water", "Unnamed tributary to the Amawalk Reservoir (NYCDEP East of Hudson)"],
        ["Post-construction practices", "P-1 wet extended detention pond; BR-1 and BR-2 bioretention"],
        ["Construction period", "August 2025 to July 2026"],
    ], [0.4, 0.6]),
    ("h1", "1.0 Introduction"),
    ("p", "This SWPPP is submitted to the Town of Somers Planning Board with the site plan application and is "
          "prepared under Chapter 93 of the Town Code, GP-0-25-001, the New York State Standards and Specifications "
          "for Erosion and Sediment Control (Blue Book, November 2016) and the NYS Stormwater Management Design "
          "Manual (2024). A copy will be kept at the site office from the start of construction until final "
          "stabilization."),
    ("h1", "2.0 Project Description"),
    ("p", "Building A (18,000 sq ft) and Building B (15,000 sq ft) are single-story climate-controlled storage "
          "buildings on slab; Building C (8,200 sq ft) holds drive-up units and the rental office. Access is a "
          "single 30-foot entrance on Route 202 with a NYSDOT highway work permit. Water is from the Amawalk "
          "Water District main; sanitary flow is to a subsurface treatment system approved by the Westchester "
          "County Department of Health. Site lighting is full cutoff. Total disturbance is 3.90 acres."),
    ("h1", "3.0 Site Conditions"),
    ("h2", "3.1 Topography, Vegetation and Drainage"),
    ("p", "The parcel is an abandoned nursery with old field and hedgerows on the upper two thirds and mixed "
          "hardwood woods along the east line and the south end. It slopes from elevation 512 at Route 202 to "
          "elevation 478 at the tributary, at 3 to 10 percent. Runoff flows south as sheet and shallow "
          "concentrated flow to the tributary; a 12-inch culvert under Route 202 brings 1.1 acres of road runoff "
          "onto the site. Existing runoff data: the Town Engineer's 2021 drainage inspection of the Route 202 "
          "culvert found it 30 percent silted, and the existing 10-year peak at DP-1 is modelled at 9.8 cfs."),
    ("h2", "3.2 Soils"),
    ("p", "The Westchester County Soil Survey maps Charlton fine sandy loam, 3 to 8 percent slopes (ChB, hydrologic "
          "soil group B) over the upper part of the site and Paxton fine sandy loam, 8 to 15 percent slopes (PnC, "
          "hydrologic soil group C) near the tributary, where a dense fragipan lies at 20 to 36 inches. Deep "
          "test holes and infiltration tests are in Appendix C. The soil boundary is shown on Drawing C-1."),
    ("h2", "3.3 Wetlands and Receiving Water"),
    ("p", "A Town-regulated wetland borders the tributary along the south line. The wetland and its 100-foot "
          "buffer are outside the limit of disturbance except for the P-1 outlet pipe, which is covered by a "
          "Chapter 167 wetland permit. The receiving water is the unnamed tributary, which flows 0.6 mile to the "
          "Amawalk Reservoir."),
    ("h1", "4.0 Construction Sequence"),
    ("p", "The project is built in one phase. The full 3.90 acres may be disturbed at once, which is below the "
          "five-acre limit of Section 93-6A(1)(d)."),
    ("ul", ["1. Pre-construction meeting with the Town Engineer and NYCDEP; flag the limit of disturbance and wetland buffer.",
            "2. Install the stabilized construction entrance and Route 202 inlet protection.",
            "3. Install perimeter silt fence SF-1 to SF-3; clear only the lines needed for the fence.",
            "4. Clear and grub the trap sites; build sediment traps ST-1 and ST-2 and diversion swales DS-1 and DS-2.",
            "5. Clear and grub the remaining work area; strip topsoil to the stockpile.",
            "6. Mass grade the building pads and drive aisles; cut and fill balanced on site.",
            "7. Install storm drainage, water, electric and the subsurface treatment system.",
            "8. Build Buildings A, B and C; pave the binder course.",
            "9. Convert ST-1 to wet pond P-1 and ST-2 to BR-2; build BR-1 once its drainage area is stabilized.",
            "10. Final paving, landscaping and permanent seeding; remove temporary controls after the Town Engineer accepts final stabilization."]),
    ("h1", "5.0 Erosion and Sediment Control"),
    ("h2", "5.1 Minimum Practices for Each Construction Activity"),
    ("table", ["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"], [
        ["Site access", "Stabilized construction entrance, inlet protection IP-1 and IP-2", "Before any clearing (step 2)", "Until the entrance drive is paved"],
        ["Clearing and grubbing", "Silt fence SF-1 to SF-3; diversion swales DS-1, DS-2", "Steps 3 and 4", "Until 80 percent cover upslope"],
        ["Mass grading", "Sediment traps ST-1, ST-2; temporary seeding of idle areas", "Step 4, before mass grading", "Until conversion (step 9)"],
        ["Topsoil stockpile", "Silt fence ring; temporary seed", "When the stockpile is made (step 5)", "Until the stockpile is used"],
        ["Utilities", "Trench spoil on the uphill side; trench dewatering to ST-1", "Step 7", "During trench work"],
        ["Building and paving", "Concrete washout; inlet protection on new catch basins", "Before first pour / when basins are set", "Until paving and stabilization"],
    ], [0.18, 0.34, 0.24, 0.24]),
    ("h2", "5.2 Temporary and Permanent Soil Stabilization"),
    ("p", "Stabilization follows the Blue Book at every stage from clearing to final stabilization. Temporary: "
          "where soil disturbance has stopped and will not resume for 7 days, the area is stabilized by the end of "
          "the next business day, and the stabilization is completed within 7 days, with annual ryegrass at 40 "
          "pounds per acre and straw mulch at 2 tons per acre; slopes of 3:1 or steeper get a coir erosion control "
          "blanket. Winter: areas idle after 15 October receive mulch at double rate. Permanent: 4 to 6 inches of "
          "topsoil, lime and fertilizer per soil test, and a Blue Book conservation seed mix; landscape beds are "
          "mulched. Final stabilization is 80 percent uniform perennial cover or permanent pavement."),
    ("h2", "5.3 Dimensions, Specifications, Installation and Operation and Maintenance Requirements"),
    ("table", ["Practice", "Dimensions and materials", "Installation", "Operation and maintenance requirements"], [
        ["Silt fence SF-1 to SF-3", "36 in woven geotextile; SF-1 reinforced with wire mesh; posts 8 ft on center", "Trench 6 in by 6 in, fabric toed in and backfilled", "Remove sediment at one-half the fence height; replace torn or undermined fabric"],
        ["Stabilized construction entrance", "30 ft by 100 ft, 8 in of 2 to 4 in stone on geotextile", "Full width at Route 202; mountable berm", "Top-dress with clean stone when voids fill; sweep Route 202 of tracked soil"],
        ["Sediment trap ST-1", "7,200 cf (2.0 ac x 3,600 cf/ac), 3.5 ft deep, stone outlet 8 ft wide", "Excavated at the future P-1 location", "Remove sediment when storage falls to half the design volume"],
        ["Sediment trap ST-2", "6,800 cf, 3.5 ft deep, stone outlet 6 ft wide", "Excavated at the future BR-2 location", "As ST-1"],
        ["Diversion swales DS-1, DS-2", "Parabolic, 2 ft deep, 8 ft top width, lined with erosion control blanket", "Graded to the traps at 1 to 4 percent", "Repair washouts and reseed bare spots"],
        ["Inlet protection", "Filter insert for 2 ft by 2 ft grates", "Under the grate", "Empty when half full"],
        ["Concrete washout", "12 ft by 12 ft lined pit, 3 ft deep", "Near the entrance, 100 ft from the wetland", "Remove hardened concrete at 75 percent full"],
    ], [0.18, 0.3, 0.24, 0.28]),
    ("h2", "5.4 Site Map of Erosion and Sediment Control Practices"),
    ("p", "Drawing C-2 in Appendix B shows the location, size and length of every practice."),
    ("h2", "5.5 Structural Practices and Conversion to Permanent Measures"),
    ("p", "Diversion swales DS-1 and DS-2 carry runoff from exposed grading areas to the traps. Sediment trap ST-1 "
          "is enlarged and converted to wet extended detention pond P-1, and ST-2 becomes bioretention area BR-2, "
          "after the drainage areas are stabilized; accumulated sediment is removed before the permanent "
          "practices are built."),
    ("h2", "5.6 Industrial Stormwater Discharges"),
    ("p", "No asphalt or concrete batch plants will be located on the site; asphalt and ready-mix concrete will "
          "be delivered from off-site plants."),
    ("h2", "5.7 Deviations from the Blue Book"),
    ("p", "One element does not follow the Blue Book: the east interior side slope of ST-2 is 1.5:1 rather than "
          "2:1 because a ledge outcrop limits the trap footprint. To show equivalence, the slope is armored with "
          "6-inch riprap on geotextile, the trap is deepened by 0.5 ft so it still holds 3,600 cf per acre of "
          "drainage area, and the outlet is unchanged. No other element deviates from the Blue Book."),
    ("h1", "6.0 Pollution Prevention"),
    ("p", "Litter: covered dumpsters at the staging area, emptied weekly; a daily pick-up along the wetland buffer "
          "fence. Construction chemicals: fuels, oils and curing compounds are kept in a locked container with "
          "secondary containment on the staging pad; spill kits are on site; spills are reported to the NYSDEC "
          "Spill Hotline and to NYCDEP. Construction debris: packaging, cut-offs and pallets go to the dumpsters; "
          "no burial or burning. Sanitary: portable toilets 100 ft or more from the wetland, serviced weekly. "
          "Fertilizer is applied only at the rate in the soil test, as required in a phosphorus-restricted basin."),
    ("h1", "7.0 Inspections"),
    ("p", "Inspections are essential to keep the stormwater practices working. The inspection schedule below "
          "applies to the stormwater management system; inspection forms are in Appendix H."),
    ("table", ["Practice", "What to inspect", "Schedule"], [
        ["Wet pond P-1", "Forebay sediment depth, outlet structure OCS-1, embankment, vegetation", "Quarterly in the first year, then twice a year"],
        ["Bioretention BR-1, BR-2", "Ponding longer than 48 hours, plant cover, mulch, inlets", "After storms over 1 inch in the first year, then twice a year"],
        ["Catch basins and pipes", "Sump depth, debris, outlet hoods", "Twice a year"],
    ], [0.22, 0.48, 0.3]),
    ("h1", "8.0 Post-Construction Stormwater Management"),
    ("h2", "8.1 Practices"),
    ("p", "P-1 is a wet extended detention pond (Design Manual P-2) with a 1,100 sq ft forebay, a 9,600 sq ft "
          "permanent pool 6 ft deep, an aquatic bench and a multi-stage outlet OCS-1 that releases the channel "
          "protection volume over 24 hours. BR-1 (2,600 sq ft) treats the Building C roof and front lot; BR-2 "
          "(3,100 sq ft) treats the east drive aisles. Both are bioretention areas with 2.5 ft of media and "
          "underdrains, sized for runoff reduction on the HSG B soils. Locations and sizes are on Drawing C-3."),
    ("h2", "8.2 Hydrologic and Hydraulic Analysis"),
    ("p", "HydroCAD 10.2 with NRCS TR-20 methods and the Type III 24-hour storm (NOAA Atlas 14 for Amawalk: 1-year "
          "2.9 in, 10-year 5.0 in, 100-year 8.9 in). Pipes were sized by the rational method for the 10-year storm, "
          "with the hydraulic grade line checked for the 25-year storm. The HydroCAD routing is summarized in "
          "Appendix D."),
    ("table", ["Design point DP-1", "1-year (cfs)", "10-year (cfs)", "100-year (cfs)"], [
        ["Pre-development", "2.9", "9.8", "21.4"], ["Post-development, routed through P-1", "0.6", "7.9", "19.8"]],
     [0.4, 0.2, 0.2, 0.2]),
    ("h2", "8.3 Sizing Criteria Summary"),
    ("table", ["Criterion", "Method and calculation", "Required", "Provided"], [
        ["WQv (enhanced phosphorus, 1-year storm)", "Runoff from the 1-year, 24-hour storm (2.9 in) over 3.90 ac, TR-55", "22,480 cf", "23,900 cf (P-1 pool 17,100 + BR-1 3,000 + BR-2 3,800)"],
        ["RRv", "Specific reduction factor S = 0.40 (HSG B), 0.30 (HSG C); RRv min = 0.38 x WQv", "8,540 cf", "8,900 cf infiltrated/retained in BR-1 and BR-2"],
        ["Cpv", "24-hour extended detention of the 1-year storm runoff", "19,700 cf", "20,300 cf, orifice 3.4 in"],
        ["Qp", "10-year post peak not above pre peak", "9.8 cfs", "7.9 cfs"],
        ["Qf", "100-year safe passage; 1 ft freeboard on P-1", "21.4 cfs", "19.8 cfs, 1.2 ft freeboard"],
    ], [0.2, 0.36, 0.17, 0.27]),
    ("p", "No deviation from the Design Manual is proposed, and no design criterion is waived under the "
          "redevelopment or waiver criteria."),
    ("h2", "8.4 Dimensions and Installation Details"),
    ("p", "P-1: bottom elevation 472.0, permanent pool 478.0, Cpv 479.6, 100-year 481.3, top of embankment 482.5; "
          "3:1 interior slopes, 10 ft aquatic bench, 12-inch clay liner, OCS-1 precast riser 4 ft by 4 ft with a "
          "3.4-inch Cpv orifice and 24-inch weir, 15-inch RCP outlet with anti-seep collars. BR-1 and BR-2: 2.5 ft "
          "of media (sand 80 percent, topsoil 20 percent), 3 inches of shredded hardwood mulch, 6-inch perforated "
          "underdrain in 12 inches of No. 57 stone, overflow riser. Construction details are in Appendix I."),
    ("h2", "8.5 Operations and Maintenance Plan"),
    ("table", ["Practice", "Maintenance action", "Schedule"], [
        ["P-1 wet pond", "Remove forebay sediment when 50 percent full; mow embankment; clear trash racks", "Embankment mowing twice a year; forebay as needed"],
        ["P-1 wet pond", "Dredge the permanent pool", "When sediment reduces pool volume by 25 percent (about 15 years)"],
        ["BR-1, BR-2", "Replace mulch, remove trash, replace dead plants, restore drawdown", "Spring and fall"],
        ["Catch basins", "Vacuum sumps", "When half full"],
    ], [0.2, 0.5, 0.3]),
    ("p", "The entity responsible for the long-term operation and maintenance of P-1, BR-1 and BR-2 will be "
          "designated when the facility is sold or leased to an operator."),
    ("h2", "8.6 Maintenance Easement"),
    ("p", "A 25-foot stormwater maintenance easement in favor of the Town of Somers over P-1, BR-1, BR-2, OCS-1 and "
          "an access strip from the drive aisle is shown on Drawing C-3 and described in Appendix J. The easement "
          "will be recorded with the Westchester County Clerk and remains in effect with any transfer of title to "
          "the property."),
    ("h2", "8.7 Maintenance Agreement"),
    ("p", "The stormwater control facility maintenance agreement required by Section 93-8 is provided in Appendix K."),
    ("h1", "9.0 Certifications"),
    ("h2", "9.1 Preparer's Certification"),
    ("p", "I certify that this SWPPP was prepared by me or under my direct supervision, and that the design of all "
          "stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers."),
    ("kv", [("Signature", "/s/ Stephen J. Okonkwo (seal affixed to original)"),
            ("Name", "Stephen J. Okonkwo, P.E., New York License No. 091877"),
            ("Firm", "Cortlandt Ridge Engineering, D.P.C."), ("Date", "16 June 2025")]),
    ("h2", "9.2 Contractor Certifications"),
    ("p", "Each contractor and subcontractor identified in this SWPPP signs the certification in Appendix L "
          "before starting work. Contractors identified to date: Putnam Valley Excavation Co., 88 Oscawana Lake "
          "Road, Putnam Valley, NY 10579, (845) 555-0119 (site work and all erosion and sediment controls); "
          "Lakeland Paving Corp., (914) 555-0124 (paving)."),
    ("h2", "9.3 Owner's Certification"),
    ("p", "I certify under penalty of law that this document and all attachments were prepared under my direction "
          "or supervision. /s/ Martin Ebersole, Managing Member, Amawalk Storage Partners LLC, 16 June 2025."),
    ("break",),
    ("h1", "Appendix A - Location Map"),
    ("p", "USGS 7.5-minute quadrangle Mohegan Lake, reduced. The site lies on the south side of NYS Route 202, 0.8 "
          "mile west of the Route 202 and Route 118 intersection, 0.6 mile north of the Amawalk Reservoir. See "
          "also the location inset on Drawing C-1."),
    ("map", S1_MAP1),
    ("map", S1_MAP2),
    ("map", S1_MAP3),
    ("h1", "Appendix C - Soils Data"),
    ("table", ["Test hole", "Depth (in)", "Description", "Infiltration rate"], [
        ["DT-1 (BR-1)", "0-10 / 10-38 / 38-96", "Topsoil / brown fine sandy loam / olive sandy loam with gravel; no water", "2.6 in/hr at 36 in"],
        ["DT-2 (BR-2)", "0-8 / 8-30 / 30-84", "Topsoil / fine sandy loam / dense sandy loam (fragipan); mottles at 30", "0.4 in/hr at 30 in"],
        ["DT-3 (P-1)", "0-6 / 6-26 / 26-120", "Topsoil / sandy loam / dense till; seepage at 84", "not tested (wet pond)"],
    ], [0.16, 0.2, 0.44, 0.2]),
    ("p", "Mapped units: ChB Charlton fine sandy loam, HSG B; PnC Paxton fine sandy loam, HSG C. Because DT-2 "
          "found a fragipan, BR-2 has an underdrain and takes RRv credit only for the media storage."),
    ("break",),
    ("h1", "Appendix D - HydroCAD Summary"),
    ("table", ["Subcatchment", "Area (ac)", "CN", "Tc (min)", "10-yr peak (cfs)"], [
        ["E1 existing to DP-1", "5.31", "66", "18.4", "9.8"], ["P1 to P-1 (routed)", "3.62", "84", "8.0", "14.6 inflow"],
        ["P2 bypass to DP-1", "1.69", "65", "15.2", "2.9"], ["Route 202 culvert (off-site)", "1.10", "90", "6.0", "5.4"]],
     [0.34, 0.14, 0.1, 0.14, 0.28]),
    ("p", "P-1 routing: 1-year peak outflow 0.6 cfs at elevation 479.6; 10-year 7.9 cfs at 480.6; 100-year 19.8 cfs "
          "at 481.3. BR-1 and BR-2 drain down in 30 and 41 hours."),
    ("h1", "Appendix E - Notice of Intent (draft)"),
    ("p", "Draft NOI for GP-0-25-001 prepared; to be filed after the Town signs the MS4 SWPPP Acceptance Form. "
          "Owner/operator: Amawalk Storage Partners LLC; disturbance 3.90 ac; receiving water unnamed tributary to "
          "Amawalk Reservoir; post-construction practices P-1, BR-1, BR-2."),
    ("h1", "Appendix F - MS4 SWPPP Acceptance Form"),
    ("p", "Town of Somers MS4 SWPPP Acceptance Form - to be completed by the Town Engineer. Project: Amawalk Self "
          "Storage. Signature: ____________ Date: ____________"),
    ("break",),
    ("h1", "Appendix G - NYCDEP Correspondence"),
    ("p", "NYCDEP Bureau of Water Supply letter of 28 May 2025 acknowledging receipt of the SWPPP for review under "
          "10 NYCRR Section 18-39 and Part 128, and requesting the HydroCAD files, which were sent on 3 June 2025."),
    ("h1", "Appendix H - Inspection Forms"),
    ("p", "Post-Construction Stormwater Management Practice Inspection Checklist (Amawalk Self Storage)."),
    ("kv", [("Date / inspector", ""), ("P-1: forebay sediment depth (ft)", ""), ("P-1: outlet OCS-1 clear (Y/N)", ""),
            ("P-1: embankment erosion or woody growth", ""), ("BR-1: ponding over 48 hours (Y/N)", ""),
            ("BR-2: ponding over 48 hours (Y/N)", ""), ("Catch basin sump depths", ""), ("Actions required", "")]),
    ("break",),
    ("h1", "Appendix I - Construction Details"),
    ("p", "Detail list (details reproduced from the site plan set, sheet D-1): wet pond P-1 section; outlet "
          "structure OCS-1; bioretention section; silt fence; reinforced silt fence; stabilized construction "
          "entrance; sediment trap with stone outlet; diversion swale; inlet protection; concrete washout."),
    ("table", ["Detail", "Key dimensions"], [
        ["Sediment trap stone outlet", "Crest 1.5 ft below top of embankment; stone 4 to 8 in, filter layer of No. 57 stone on the face"],
        ["Reinforced silt fence", "14 gauge wire mesh 6 in by 6 in on the upslope side of the posts, fabric over the mesh"],
        ["OCS-1", "4 ft by 4 ft precast riser; trash rack; 3.4 in orifice at 478.0; 24 in weir at 479.6; grate at 481.0"],
    ], [0.3, 0.7]),
    ("h1", "Appendix J - Easement Description"),
    ("p", "Stormwater maintenance easement: all that certain plot of land in the Town of Somers, beginning at a point "
          "on the southerly line of NYS Route 202, thence along the centerline of a 25-foot strip to the P-1 "
          "embankment, and around P-1, BR-1 and BR-2 as shown on Drawing C-3, containing 0.71 acre."),
    ("break",),
    ("h1", "Appendix K - Stormwater Control Facility Maintenance Agreement"),
    ("break",),
    ("h1", "Appendix L - Contractor Certifications"),
    ("p", "Contractor Certification - Amawalk Self Storage"),
    ("p", '"' + SOM_CERT + '"'),
    ("kv", [("Signature", "________________________________"), ("Date", "________________")]),
    ("p", '"' + SOM_CERT + '"'),
    ("kv", [("Signature", "________________________________"), ("Date", "________________")]),
]

S1 = {
    "name": "p3_s1_consultant_amawalk_self_storage",
    "checklist": "somers-ch93",
    "house_style": "consultant's SWPPP with executive summary and twelve appendices (A-L)",
    "producer": "LibreOffice from Word (python-docx), drawing sheets from ReportLab merged with pypdf",
    "engine": "libreoffice",
    "style": {"header": "Amawalk Self Storage - Stormwater Pollution Prevention Plan - Cortlandt Ridge Engineering, D.P.C.",
              "footer": "SWPPP June 2025", "font": "Liberation Serif", "size": 10.5},
    "blocks": S1_BLOCKS,
    "decision": "incomplete",
    "facts": {"disturbed_acres": 3.90, "disturbed_sq_ft": 169900,
              "project_type": "commercial development (self-storage buildings and paved drives, 93-6A(2)(g))",
              "single_family": False, "impaired_water": True,
              "receiving_water": "unnamed tributary to the Amawalk Reservoir (stated phosphorus TMDL basin, NYCDEP East of Hudson)",
              "phased": False},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "missing", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "missing", "93-6A(3)(h)": "present", "93-6A(3)(i)": "missing",
        "93-6B": "present", "93-6D": "missing"},
    "evidence": {
        "93-6A(1)(a)": "proposes a self-storage facility of three one-story buildings",
        "93-6A(1)(b)": "ChB CHARLTON FINE SANDY LOAM (HSG B)",
        "93-6A(1)(c)": "hydrologic soil group B",
        "93-6A(1)(d)": "The full 3.90 acres may be disturbed at once, which is below the five-acre limit",
        "93-6A(1)(e)": "a daily pick-up along the wetland buffer fence",
        "93-6A(1)(f)": "the stabilization is completed within 7 days, with annual ryegrass at 40 pounds per acre",
        "93-6A(1)(g)": "SF-1 SILT FENCE (REINFORCED) - 490 LF",
        "93-6A(1)(h)": "Remove sediment at one-half the fence height",
        "93-6A(1)(i)": "No asphalt or concrete batch plants will be located on the site",
        "93-6A(1)(j)": "Until conversion (step 9)",
        "93-6A(1)(l)": "the east interior side slope of ST-2 is 1.5:1 rather than 2:1",
        "93-6A(3)(b)": "P-1 is a wet extended detention pond (Design Manual P-2)",
        "93-6A(3)(c)": "BR-2 BIORETENTION 3,100 SF",
        "93-6A(3)(d)": "HydroCAD 10.2 with NRCS TR-20 methods and the Type III 24-hour storm",
        "93-6A(3)(e)": "WQv (enhanced phosphorus, 1-year storm)",
        "93-6A(3)(f)": "3:1 interior slopes, 10 ft aquatic bench, 12-inch clay liner",
        "93-6A(3)(h)": "remains in effect with any transfer of title to the property",
        "93-6B": "meets the requirements of Chapter 93 of the Code of the Town of Somers",
    },
    "gaps": {
        "93-6A(1)(k)": "content for the wrong thing: Section 7.0 Inspections ([[p:Inspections are essential to keep the stormwater practices working.]]) "
                       "gives an inspection schedule only for the post-construction practices (P-1, BR-1, BR-2, catch "
                       "basins), and Appendix H holds only the post-construction inspection checklist; no inspection "
                       "schedule is given anywhere for the silt fence, traps, swales, entrance or inlet protection "
                       "(5.3 gives maintenance thresholds without any inspection frequency)",
        "93-6A(3)(g)": "maintenance plan with no responsible party (deferred): Section 8.5 "
                       "([[p:designated when the facility is sold or leased to an operator]]) gives actions and "
                       "schedules but says the entity responsible for long-term operation and maintenance 'will be "
                       "designated when the facility is sold or leased to an operator'",
        "93-6A(3)(i)": "'provided in Appendix K' where Appendix K holds only its title page: Section 8.7 "
                       "([[p:The stormwater control facility maintenance agreement required by Section 93-8 is provided in Appendix K.]]) "
                       "points to Appendix K, which is a bare heading page "
                       "([[p:Appendix K - Stormwater Control Facility Maintenance Agreement]]); no terms binding "
                       "subsequent landowners are stated anywhere",
        "93-6D": "certification form lacks the required particulars: Appendix L ([[p:Contractor Certification - Amawalk Self Storage]]) "
                 "has the exact Somers statement with the four-hour training clause, but the form has only "
                 "'Signature' and 'Date' lines - no name and title of the signer, no address and telephone of the "
                 "contracting firm, no site address - and nothing is signed",
    },
    "gap_quotes": [],
    "forbidden": [
        ("93-6A(1)(k)", r"every (7|seven) days|seven-day|7-day insp|weekly inspection|qualified (inspector|professional)|"
                        r"within 24 hours (of|after)|0\.5 (in|inch)|after (each|every) (storm|rain)"),
        ("93-6A(3)(g)", r"Amawalk Storage Partners[^.]{0,120}(maintain|maintenance)|(owner|operator) (shall|will) (maintain|operate|be responsible)"),
        ("93-6A(3)(i)", r"subsequent (land)?owners|successors|heirs|assigns|deed restriction|binding (on|upon)|runs? with the land"),
        ("93-6D", r"(Name|Printed name) and title|Title:|Firm address"),
    ],
    "ambiguous_items": ["93-6A(1)(i)"],
    "notes": "Commercial development (93-6A(2)(g)) disturbing 3.90 acres: all 93-6A(3) items, 93-6B and 93-6D "
             "apply. Hard cases: (1)(k) - the plan has a section titled Inspections with a schedule table, but for "
             "the permanent practices only; the E&SC operation and maintenance requirements in 5.3 are thresholds "
             "without any frequency, and the 7-day qualified-inspector schedule is never stated. (1)(i) - the "
             "plan says no asphalt or concrete batch plants will be on site; it does not say there are no other "
             "industrial discharges - labelled present (a statement of none), listed ambiguous. (1)(l) names one "
             "deviation with reason and equivalence - present. (3)(h) easement shown on C-3 and described in "
             "Appendix J, surviving transfer of title - present. 93-6B PE-signed with the design statement - "
             "present. Impaired water is the plan's own statement (Croton phosphorus TMDL); it changes no Somers item.",
}

# =====================================================================================
# S2: SWPPP Short Form for a single lot (Chromium)
# =====================================================================================
S2_MAP = {
    "title": "SITE SKETCH AND EROSION CONTROL PLAN - 1460 ROUTE 139 (LOT 4, SOMERS)", "sheet": "SK-1",
    "ft_per_in": 50, "w": 340, "h": 360,
    "els": [
        ("rect", 0, 0, 340, 24, {"fill": "#eeeeee"}), ("text", 110, 8, "NYS ROUTE 139", 7),
        ("rect", 10, 30, 320, 320, {"width": 1.6}), ("text", 14, 342, "PROPERTY LINE - LOT 2.14 AC", 5.5),
        ("poly", [(40, 34), (300, 34), (300, 160), (40, 160), (40, 34)], {"stroke": "#cc0000", "dash": True, "width": 1.4}),
        ("text", 44, 150, "LIMIT OF DISTURBANCE 0.74 AC", 5.5),
        ("rect", 120, 90, 80, 45, {"fill": "#f4e9d8"}), ("text", 124, 110, "PROPOSED HOUSE 2,900 SF", 5.5),
        ("rect", 150, 30, 14, 60, {"fill": "#f0f0f0"}), ("text", 168, 60, "DRIVEWAY", 5),
        ("rect", 146, 30, 22, 20, {"fill": "#999999"}), ("text", 172, 40, "SCE 20 FT X 50 FT", 5),
        ("rect", 220, 60, 60, 40, {"dash": True}), ("text", 222, 80, "SEPTIC FIELD (WCDH)", 5),
        ("poly", [(42, 158), (298, 158)], {"width": 1.3}), ("text", 44, 164, "SILT FENCE SF-1 - 260 FT", 5.5),
        ("poly", [(42, 40), (42, 156)], {"width": 1.3}), ("text", 46, 70, "SF-2 - 120 FT", 5.5),
        ("rect", 60, 110, 30, 20, {"dash": True}), ("text", 60, 100, "STOCKPILE 30 X 20 FT", 5),
        ("rect", 100, 45, 10, 10, {}), ("text", 60, 48, "WASHOUT 8 X 8", 5),
        ("rect", 10, 200, 320, 130, {"dash": True, "stroke": "#2d7a2d", "fill": "#eef6e4"}),
        ("text", 20, 250, "EXISTING WOODS - UNDISTURBED", 6),
        ("poly", [(10, 300), (330, 315)], {"stroke": "#2255cc", "dash": True}),
        ("text", 20, 308, "INTERMITTENT STREAM (TO MUSCOOT RESERVOIR)", 5.5),
        ("text", 44, 180, "EX. SLOPE 6-12% NORTH (AWAY FROM ROAD); FINAL 2-8%, 3:1 MAX", 5),
        ("poly", [(260, 140), (260, 295)], {"stroke": "#2255cc"}), ("text", 264, 230, "DRAINAGE NORTH", 5),
        ("circle", 200, 162, 4, {"fill": "#2255cc"}), ("text", 206, 170, "DISCHARGE: SHEET FLOW TO WOODS", 5),
        ("poly", [(10, 190), (330, 180)], {"stroke": "#8a5a00", "dash": True}),
        ("text", 200, 190, "SOIL LINE: CsD (N) / CrC (S)", 5),
    ],
    "legend": ["Red dashed: limit of disturbance; heavy line: silt fence", "Brown dashed: soil boundary",
               "Green: undisturbed woods; blue: stream and drainage"],
    "notes": ["General location: see the General Location Map in Part B.",
              "No wetlands on the lot (Town wetland map). No storage on adjacent properties."],
}

S2_LOC = {
    "title": "GENERAL LOCATION MAP", "sheet": "LM-1", "ft_per_in": 3000, "w": 18000, "h": 6000, "fullpage": False,
    "els": [
        ("poly", [(0, 2500), (6000, 2900), (12000, 3300), (18000, 3600)], {"width": 1.4}), ("text", 13000, 3600, "NYS ROUTE 139", 7),
        ("poly", [(3000, 0), (3200, 3000), (3600, 6000)], {"width": 1.4}), ("text", 3700, 5200, "NYS ROUTE 100", 7),
        ("text", 600, 3300, "SOMERS HAMLET", 6.5), ("text", 14500, 2500, "LINCOLNDALE", 6.5),
        ("circle", 10200, 3250, 180, {"fill": "#cc0000"}), ("text", 10500, 3500, "SITE - 1460 ROUTE 139", 7),
        ("poly", [(5000, 300), (9000, 200), (10000, 1400), (6000, 1500), (5000, 300)], {"fill": "#d5e6f5", "stroke": "#3366aa"}),
        ("text", 6000, 700, "MUSCOOT RESERVOIR", 6.5),
    ],
}

S2_CSS = """
body { font-family: "Liberation Sans", Arial, sans-serif; }
h1 { font-size: 12pt; border: 1.2pt solid #000; padding: 3pt 6pt; background: #efefef; }
h2 { font-size: 10pt; margin-top: 8pt; }
.formhead { border: 2pt solid #000; padding: 6pt; text-align: center; margin-bottom: 8pt; }
table.kv th { width: 36%; background: #fafafa; border: 0.5pt solid #999; }
table.kv td { border: 0.5pt solid #999; }
.cover { margin-top: 0.3in; }
"""

S2_BLOCKS = [
    ("cover", [("TOWN OF SOMERS - PLANNING AND ENGINEERING DEPARTMENT", 12, True),
               ("STORMWATER POLLUTION PREVENTION PLAN - SHORT FORM", 15, True),
               ("Single-family lot, administrative stormwater and erosion and sediment control permit (Chapter 93)", 10, False),
               ("For disturbance of 5,000 sq ft or more and less than one acre", 9.5, False)]),
    ("h1", "Part A - Applicant and Site"),
    ("kv", [("Owner / applicant", "Elena and Marcus Whitfield, 33 Hillcrest Road, Carmel, NY 10512, (845) 555-0177"),
            ("Site address", "1460 NYS Route 139 (Lot 4, Whitfield Minor Subdivision), Somers, NY 10589"),
            ("Tax map", "Section 5.18, Block 2, Lot 7"),
            ("Design professional", "Tamsin R. Oduya, P.E., Greenleaf Civil Design PLLC, 14 Clayton Road, Somers, NY 10589, (914) 555-0191"),
            ("Contractor", "Hudson Highlands Builders Inc., 201 Route 6, Mahopac, NY 10541, (845) 555-0145"),
            ("Person responsible for erosion controls", "Ray Costigan, site foreman, Hudson Highlands Builders, (845) 555-0146")]),
    ("h1", "Part B - Project Information (93-6A(1)(a))"),
    ("kv", [("Type of project", "New single-family dwelling with attached garage, driveway, septic system and well"),
            ("Location", "North side of NYS Route 139, 0.4 mile east of the Lincolndale hamlet line"),
            ("Lot area / disturbed area", "2.14 acres / 0.74 acre (32,200 sq ft)"),
            ("Earthwork", "Cut 640 cy, fill 520 cy; 120 cy of surplus ledge and soil hauled off site"),
            ("New impervious area", "7,450 sq ft (house, garage, driveway, walks)"),
            ("Receiving water", "Sheet flow to the wooded rear of the lot and an intermittent stream tributary to the Muscoot Reservoir (Croton watershed, NYCDEP)"),
            ("Post-construction controls", "Not required: disturbance is under one acre (93-6A(2)); roof leaders go to two drywells at the owner's choice"),
            ("Construction period", "September 2025 to June 2026")]),
    ("map", S2_LOC),
    ("break",),
    ("h1", "Part C - Soils (93-6A(1)(c))"),
    ("kv", [("Soil map units", "CrC Charlton-Chatfield complex, 2 to 15 percent slopes, very rocky (front of lot); CsD Chatfield-Charlton complex, 15 to 35 percent slopes (rear, undisturbed)"),
            ("Description", "Well drained fine sandy loam and gravelly sandy loam formed in glacial till; depth to bedrock 20 to 40 inches in the Chatfield part, with ledge exposed near the driveway; no seasonal high water within 4 ft in the deep test holes (WCDH septic tests, 10 April 2025)"),
            ("Erosion hazard", "Moderate on the 6 to 12 percent front slope when bare")]),
    ("h1", "Part D - Construction Sequence (93-6A(1)(d))"),
    ("p", "One phase; the whole 0.74 acre may be open at once (well under five acres)."),
    ("ul", ["1. Stake the limit of disturbance; install the stabilized construction entrance.",
            "2. Install silt fence SF-1 and SF-2 before any clearing.",
            "3. Clear and grub inside the limit only; strip topsoil to the stockpile.",
            "4. Excavate the foundation; break and remove ledge; build the foundation.",
            "5. Install the septic system (Westchester County Department of Health approval) and the well.",
            "6. Frame the house; rough grade; place driveway base.",
            "7. Spread topsoil, seed and plant; pave the driveway.",
            "8. Remove silt fence after the Town Engineer confirms 80 percent grass cover."]),
    ("break",),
    ("h1", "Part E - Erosion and Sediment Control Practices (93-6A(1)(g), (h), (j))"),
    ("table", ["Used", "Practice", "Size / location", "Specification and installation", "Operation and maintenance"], [
        ["[X]", "Stabilized construction entrance", "20 ft x 50 ft at Route 139", "8 in of 2 to 4 in stone on geotextile", "Add stone when clogged; sweep Route 139 daily if soil is tracked"],
        ["[X]", "Silt fence SF-1, SF-2", "260 ft and 120 ft, shown on SK-1", "36 in woven geotextile, hardwood stakes 8 ft apart, 6 in toe trench", "Remove sediment at half height; repair tears within 24 hours"],
        ["[X]", "Stockpile controls", "30 ft x 20 ft, inside the limit", "Silt fence ring on the downhill side", "Keep the ring intact"],
        ["[X]", "Concrete washout", "8 ft x 8 ft lined pit", "10 mil liner, 2 ft deep", "Remove solids at 75 percent full"],
        ["[ ]", "Sediment trap", "-", "Not needed: drainage area under 1 acre", "-"],
        ["[ ]", "Inlet protection", "-", "No catch basins on Route 139 frontage", "-"],
    ], [0.06, 0.2, 0.2, 0.28, 0.26]),
    ("h2", "Schedule of practices by construction activity"),
    ("table", ["Construction activity", "Practices", "Placed", "Remains in place until"], [
        ["Access", "Construction entrance", "Step 1, first day", "Driveway paved (step 7)"],
        ["Clearing and grubbing", "Silt fence SF-1, SF-2", "Step 2, before clearing", "80 percent grass cover (step 8)"],
        ["Topsoil stripping", "Stockpile controls", "Step 3, when the stockpile is made", "Stockpile used up (step 7)"],
        ["Foundation", "Concrete washout", "Step 4, before the first pour", "Last concrete work"],
    ], [0.25, 0.25, 0.25, 0.25]),
    ("break",),
    ("h1", "Part F - Final Stabilization (93-6A(1)(f))"),
    ("p", "At the end of construction all disturbed areas outside the house, driveway and septic field receive 4 "
          "inches of topsoil, lime and fertilizer at soil-test rates, and a seed mix of Kentucky bluegrass, "
          "perennial ryegrass and creeping red fescue at 5 pounds per 1,000 sq ft. The septic field is seeded "
          "with the same mix. Final stabilization is 80 percent uniform perennial grass cover."),
    ("h1", "Part G - Inspection (93-6A(1)(k))"),
    ("p", "The contractor's site foreman inspects the entrance, silt fence, stockpile and washout at least every 7 "
          "days and within 24 hours after any rain of 0.5 inch or more, following the Blue Book, and fixes any "
          "problem found the same day or the next day. Inspections are logged on the form in Part K and kept on site."),
    ("h1", "Part H - Pollution Prevention (93-6A(1)(e))"),
    ("p", "A dumpster with a lid is kept on the driveway base; the crew picks up litter at the end of each day. "
          "Paints, stains, caulk and fuel cans are kept in the garage once it is closed in, and in the contractor's "
          "locked job box before then. Debris from the old stone wall is reused on site; all other debris is hauled "
          "off in the dumpster. A spill kit is in the job box."),
    ("h1", "Part I - Other Required Statements"),
    ("kv", [("Industrial activity discharges (93-6A(1)(i))", "None. There are no asphalt plants, concrete plants or other industrial activities on the site; concrete is delivered ready-mixed."),
            ("Deviations from the NYS Standards and Specifications (93-6A(1)(l))", "None. All practices follow the Blue Book (November 2016) without change."),
            ("Other permits", "NYSDOT highway work permit (driveway), WCDH septic approval, Town building permit")]),
    ("map", S2_MAP),
    ("h1", "Part J - Certifications"),
    ("h2", "Design professional (93-6B)"),
    ("p", "I certify that this SWPPP Short Form was prepared by me and that the design of all stormwater management "
          "practices meets the requirements of Chapter 93 of the Code of the Town of Somers."),
    ("kv", [("Signature and seal", "/s/ Tamsin R. Oduya"), ("Name and licence", "Tamsin R. Oduya, P.E., NY Lic. No. 094310"),
            ("Date", "8 July 2025")]),
    ("h2", "Contractor certification (93-6D)"),
    ("p", '"' + SOM_CERT + '"'),
    ("kv", [("Name and title", ""), ("Contracting firm address and telephone", ""),
            ("Site address", "1460 NYS Route 139, Somers, NY"), ("Signature", ""), ("Date", "")]),
    ("small", "To be signed by the contractor and any subcontractor doing soil disturbance before work starts."),
    ("break",),
    ("h1", "Part K - Inspection Log"),
    ("table", ["Date", "Rain since last (in)", "Entrance", "Silt fence", "Stockpile", "Washout", "Action taken", "Initials"],
     [["", "", "", "", "", "", "", ""] for _ in range(12)], [0.1, 0.12, 0.11, 0.11, 0.11, 0.11, 0.24, 0.1]),
    ("small", "Keep this log with the SWPPP on site until the Notice of Completion."),
    ("break",),
    ("h1", "Part L - Standard Details (from the Blue Book, November 2016)"),
    ("table", ["Detail", "Key dimensions and installation notes"], [
        ["Stabilized construction entrance", "Stone 2 to 4 in, 8 in thick over woven geotextile; 20 ft wide by 50 ft long for this lot; where the entrance slopes toward Route 139 a 6 in mountable berm is built at the road edge"],
        ["Silt fence", "Woven geotextile 36 in wide, buried 6 in deep in a trench on the upslope side; hardwood stakes 2 in square, 36 in long, 8 ft apart, driven 16 in into the ground; ends turned upslope; joints wrapped around a stake"],
        ["Stockpile ring", "Silt fence set 10 ft from the toe of the stockpile on the downhill side"],
        ["Concrete washout", "Pit 8 ft by 8 ft by 2 ft deep, lined with one piece of 10 mil plastic; sign posted; located 50 ft from the stream buffer"],
    ], [0.25, 0.75]),
    ("h2", "Town Engineer review (office use)"),
    ("kv", [("Date received", ""), ("Administrative permit no.", ""), ("Reviewed by", ""),
            ("Pre-construction meeting date", ""), ("Comments", "")]),
]

S2 = {
    "name": "p3_s2_shortform_route139_residence",
    "checklist": "somers-ch93",
    "house_style": "Town 'SWPPP Short Form' for a single-family lot (form fields, checkboxes, site sketch)",
    "producer": "Chromium print to PDF (HTML form, inline SVG sketch)",
    "engine": "chromium",
    "style": {"header": "Town of Somers - SWPPP Short Form - 1460 NYS Route 139 (Whitfield)",
              "footer": "Short Form rev. 2024 - Greenleaf Civil Design PLLC", "css": S2_CSS, "size": "9.5pt"},
    "blocks": S2_BLOCKS,
    "decision": "incomplete",
    "facts": {"disturbed_acres": 0.74, "disturbed_sq_ft": 32200,
              "project_type": "single-family dwelling on an existing lot (administrative permit)",
              "single_family": True, "impaired_water": False,
              "receiving_water": "intermittent stream tributary to the Muscoot Reservoir (no impairment stated)",
              "phased": False},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "missing", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "missing", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "present", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "not_applicable", "93-6A(3)(c)": "not_applicable", "93-6A(3)(d)": "not_applicable",
        "93-6A(3)(e)": "not_applicable", "93-6A(3)(f)": "not_applicable", "93-6A(3)(g)": "not_applicable",
        "93-6A(3)(h)": "not_applicable", "93-6A(3)(i)": "not_applicable",
        "93-6B": "not_applicable", "93-6D": "present"},
    "evidence": {
        "93-6A(1)(a)": "New single-family dwelling with attached garage, driveway, septic system and well",
        "93-6A(1)(b)": "INTERMITTENT STREAM (TO MUSCOOT RESERVOIR)",
        "93-6A(1)(d)": "One phase; the whole 0.74 acre may be open at once (well under five acres).",
        "93-6A(1)(e)": "the crew picks up litter at the end of each day",
        "93-6A(1)(g)": "SILT FENCE SF-1 - 260 FT",
        "93-6A(1)(h)": "36 in woven geotextile, hardwood stakes 8 ft apart, 6 in toe trench",
        "93-6A(1)(i)": "There are no asphalt plants, concrete plants or other industrial activities on the site",
        "93-6A(1)(j)": "Stockpile used up (step 7)",
        "93-6A(1)(k)": "at least every 7 days and within 24 hours after any rain of 0.5 inch or more",
        "93-6A(1)(l)": "All practices follow the Blue Book (November 2016) without change.",
        "93-6D": "has received a minimum of four hours of acceptable training in erosion and sediment control",
    },
    "gaps": {
        "93-6A(1)(c)": "soils section without any hydrologic soil group: Part C ([[p:Part C - Soils (93-6A(1)(c))]]) "
                       "names the map units and describes texture, drainage and bedrock depth, but no HSG is "
                       "identified there, on the sketch or anywhere else",
        "93-6A(1)(f)": "content for only one stage: Part F is titled 'Final Stabilization' "
                       "([[p:Part F - Final Stabilization (93-6A(1)(f))]]) and gives only permanent topsoil and "
                       "seeding at the end of construction; no temporary stabilization (seeding, mulch, blankets, "
                       "timing for idle areas or the stockpile) is given for any earlier stage",
    },
    "gap_quotes": [],
    "forbidden": [
        ("93-6A(1)(c)", r"\bHSG\b|hydrologic soil|hydrologic group|soil group|group [ABCD]\b"),
        ("93-6A(1)(f)", r"temporary (seed|stabiliz|cover|grass)|mulch|\bstraw\b|\bhay\b|blanket|annual rye|"
                        r"within (7|14|seven|fourteen) days|idle|inactive|dust control"),
    ],
    "ambiguous_items": ["93-6B", "93-6D"],
    "notes": "Single-family dwelling disturbing 0.74 acre (32,200 sq ft): not exempt under 93-5A(4) (5,000 sq ft "
             "or more), so the 93-6A(1) items and the contractor certification apply; under one acre, so the "
             "postconstruction items of 93-6A(3) do not (93-6A(2) needs one acre or more): not_applicable. "
             "93-6B applies to land development activities 'as defined in 93-3 and 93-6A(2)'; read as the "
             "one-acre listed activities it does not apply here (not_applicable), though the plan carries a P.E. "
             "certification with the right wording, so a tool answering present is defensible - listed ambiguous. "
             "93-6D is the exact Somers statement with blank signer lines: present, listed ambiguous. (1)(i) and "
             "(1)(l) are answered 'None' - present. (1)(c) is the classic soils-without-HSG gap; (1)(f) covers "
             "only final stabilization. The Part E table gives sizes, lengths and specifications together with "
             "the sketch SK-1.",
}

# =====================================================================================
# S3: stormwater report to the Planning Board with the SWPPP appended (reportlab)
# =====================================================================================
_S3_BASE = [
    ("rect", 0, 540, 650, 30, {"fill": "#eeeeee"}), ("text", 260, 550, "NYS ROUTE 100", 7),
    ("rect", 0, 40, 650, 495, {"width": 1.6}), ("text", 4, 44, "TRACT BOUNDARY - 7.39 AC", 5.5),
    ("rect", 0, 0, 650, 34, {"fill": "#d5e6f5", "stroke": "#3366aa"}),
    ("text", 8, 12, "UNNAMED TRIBUTARY TO MUSCOOT RESERVOIR", 6),
    ("rect", 300, 120, 26, 415, {"fill": "#f0f0f0"}), ("text", 330, 470, "PRIVATE DRIVE (SOMERS MEADOW LANE)", 5),
    ("rect", 120, 380, 150, 50, {"fill": "#f4e9d8"}), ("text", 124, 402, "TOWNHOMES 1-6 (PHASE 1)", 5.5),
    ("rect", 360, 380, 150, 50, {"fill": "#f4e9d8"}), ("text", 364, 402, "TOWNHOMES 7-10 (PHASE 1)", 5.5),
    ("rect", 120, 200, 150, 50, {"fill": "#f4e9d8"}), ("text", 124, 222, "TOWNHOMES 11-14 (PHASE 2)", 5.5),
    ("rect", 360, 200, 150, 50, {"fill": "#f4e9d8"}), ("text", 364, 222, "CLUBHOUSE AND PARKING (PHASE 2)", 5.5),
    ("poly", [(20, 310), (630, 310)], {"stroke": "#444444", "dash": True}), ("text", 500, 314, "PHASE LINE", 5.5),
]
S3_LOC = {
    "title": "FIGURE 1 - GENERAL LOCATION MAP (USGS PEACH LAKE QUADRANGLE BASE, REDUCED)", "sheet": "FIG-1",
    "ft_per_in": 2000, "w": 14000, "h": 11000,
    "els": [
        ("poly", [(6000, 0), (6200, 3000), (6500, 6000), (6400, 11000)], {"width": 1.4}), ("text", 6600, 9000, "NYS ROUTE 100", 7),
        ("poly", [(0, 5200), (5000, 5400), (6400, 5600), (14000, 6400)], {"width": 1.4}), ("text", 9000, 6200, "US ROUTE 202", 7),
        ("poly", [(800, 1000), (3500, 600), (5200, 1800), (4200, 3200), (1500, 2600), (800, 1000)], {"fill": "#d5e6f5", "stroke": "#3366aa"}),
        ("text", 1500, 1700, "MUSCOOT RESERVOIR", 7),
        ("circle", 6450, 7100, 150, {"fill": "#cc0000"}), ("text", 6750, 7050, "SITE - SOMERS MEADOW TOWNHOMES", 7),
        ("text", 4600, 5800, "SOMERS HAMLET", 6.5), ("text", 9500, 2000, "TOWN OF SOMERS, WESTCHESTER COUNTY", 6.5),
        ("poly", [(6450, 7000), (6100, 4500), (4600, 2600)], {"stroke": "#2255cc", "dash": True}),
        ("text", 6200, 3600, "TRIBUTARY", 6),
    ],
    "legend": ["Red dot: site", "Blue: Muscoot Reservoir and tributary (Croton system)"],
    "notes": ["Base map reduced; 1 inch = 2,000 ft as printed."],
}

S3_MAP1 = {
    "title": "FIGURE 2 - EXISTING CONDITIONS, SOILS AND SITE MAP - SOMERS MEADOW TOWNHOMES", "sheet": "FIG-2",
    "ft_per_in": 100, "w": 660, "h": 575,
    "els": _S3_BASE + [
        ("poly", [(30, 60), (620, 60), (620, 525), (30, 525), (30, 60)], {"stroke": "#cc0000", "dash": True, "width": 1.4}),
        ("text", 34, 516, "LIMIT OF DISTURBANCE 5.60 AC (PHASE 1 3.30 AC + PHASE 2 2.30 AC)", 5),
        ("rect", 0, 40, 650, 18, {"dash": True, "stroke": "#2d7a2d", "fill": "#eef6e4"}),
        ("text", 10, 48, "WETLAND BUFFER AND WOODS - UNDISTURBED", 5),
        ("poly", [(0, 350), (650, 280)], {"stroke": "#8a5a00", "dash": True}),
        ("text", 20, 356, "PaB PAXTON (HSG C)", 5), ("text", 20, 330, "WdB WOODBRIDGE (HSG C/D)", 5),
        ("poly", [(560, 500), (560, 80)], {"stroke": "#2255cc"}), ("text", 564, 460, "EXISTING DRAINAGE SOUTH", 5),
        ("text", 40, 470, "EXISTING SLOPES 2-9% SOUTH; FINAL 1-6%, 3:1 MAX", 5),
        ("circle", 150, 62, 4, {"fill": "#2255cc"}), ("text", 158, 66, "DP-1 DISCHARGE (POND P-1 OUTLET)", 5),
        ("circle", 470, 62, 4, {"fill": "#2255cc"}), ("text", 478, 66, "DP-2 DISCHARGE (IC-2 OVERFLOW)", 5),
        ("circle", 60, 160, 6, {"stroke": "#2d7a2d"}), ("text", 40, 145, "HEDGEROW TREES TO REMAIN", 5),
    ],
    "legend": ["Red dashed: limit of disturbance", "Brown dashed: soil boundary", "Grey dashed: phase line"],
    "notes": ["Location: east side of NYS Route 100, 0.3 mile north of US Route 202 (Somers hamlet); general location map is Figure 1.",
              "No material, waste, borrow or equipment storage areas on adjacent properties."],
}
S3_MAP2 = {
    "title": "FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN (PHASES 1 AND 2)", "sheet": "FIG-3",
    "ft_per_in": 100, "w": 660, "h": 575,
    "els": _S3_BASE + [
        ("poly", [(30, 62), (620, 62)], {"width": 1.4}), ("text", 34, 66, "SF-1 SILT FENCE 590 LF (PH. 1 AND 2)", 5),
        ("poly", [(30, 62), (30, 525)], {"width": 1.4}), ("text", 34, 280, "SF-2 465 LF", 5),
        ("poly", [(620, 62), (620, 525)], {"width": 1.4}), ("text", 580, 280, "SF-3 465 LF", 5),
        ("rect", 300, 525, 26, 15, {"fill": "#999999"}), ("text", 330, 528, "SCE 30 X 60 FT", 5),
        ("rect", 100, 80, 80, 40, {"fill": "#cfe8cf"}), ("text", 100, 124, "ST-1 TRAP 11,900 CF (BECOMES P-1)", 5),
        ("rect", 440, 80, 60, 30, {"fill": "#cfe8cf"}), ("text", 440, 114, "ST-2 TRAP 8,300 CF (PH. 2)", 5),
        ("poly", [(40, 500), (40, 320), (110, 300), (120, 125)], {"stroke": "#8a5a00"}), ("text", 44, 460, "DS-1 SWALE 420 LF", 5),
        ("poly", [(40, 300), (630, 300)], {"stroke": "#000000", "dash": True}), ("text", 350, 292, "SF-4 PHASE LINE SILT FENCE 570 LF", 5),
        ("circle", 280, 548, 4, {}), ("text", 200, 560, "IP-1 INLET PROTECTION (RT 100)", 5),
        ("rect", 540, 440, 50, 30, {"dash": True}), ("text", 520, 430, "STOCKPILE 50 X 30", 5),
    ],
    "legend": ["Heavy line: silt fence", "Brown: temporary swale", "ST: sediment trap", "SCE: construction entrance"],
    "notes": ["Phase 2 controls are installed before Phase 2 clearing (SWPPP Section 3)."],
}
S3_MAP3 = {
    "title": "FIGURE 4 - STORMWATER MANAGEMENT PRACTICES", "sheet": "FIG-4", "ft_per_in": 100, "w": 660, "h": 575,
    "els": _S3_BASE + [
        ("rect", 90, 70, 110, 55, {"fill": "#cfe0f5"}), ("text", 92, 96, "P-1 WET POND 12,400 SF POOL", 5),
        ("rect", 420, 70, 90, 40, {"fill": "#dddddd"}), ("text", 420, 114, "IC-2 INFILTRATION CHAMBERS 4,100 SF", 5),
        ("rect", 150, 330, 80, 25, {"fill": "#cfe8cf"}), ("text", 150, 358, "BR-1 BIORETENTION 2,200 SF", 5),
        ("rect", 80, 62, 130, 75, {"dash": True, "stroke": "#2255cc"}),
        ("text", 82, 140, "30-FT ACCESS AND MAINTENANCE EASEMENT (P-1)", 5),
    ],
    "legend": ["Blue dashed: easement", "P-1, BR-1 (Phase 1); IC-2 (Phase 2)"],
    "notes": ["Sizes per Section 5 of the Stormwater Management Report."],
}

S3_BLOCKS = [
    ("cover", [("STORMWATER MANAGEMENT REPORT", 18, True),
               ("with Stormwater Pollution Prevention Plan (Appendix 1)", 12, False),
               ("SOMERS MEADOW TOWNHOMES", 15, True),
               ("NYS Route 100, Town of Somers, Westchester County, New York", 11, False),
               ("Submitted to the Town of Somers Planning Board for Preliminary Site Plan and Subdivision Approval", 10.5, False),
               ("Applicant: Meadow Ridge Homes LLC, 1 Bedford Road, Katonah, NY 10536", 10.5, False),
               ("Prepared by Vasquez Brandt Engineering, P.C., 40 Old Tomahawk Street, Yorktown Heights, NY 10598, (914) 555-0161", 10, False),
               ("July 2025", 11, False)]),
    ("break",),
    ("p", "July 14, 2025"),
    ("p", "Chair and Members, Town of Somers Planning Board, 337 Route 202, Somers, NY 10589"),
    ("p", "Re: Somers Meadow Townhomes - Stormwater Management Report and SWPPP"),
    ("p", "Dear Chair and Members of the Board: On behalf of Meadow Ridge Homes LLC we submit the stormwater "
          "management report for the 14-unit Somers Meadow Townhomes, with the full Stormwater Pollution Prevention "
          "Plan appended as Appendix 1. The report addresses the Town Engineer's memorandum of 12 June 2025: the "
          "enhanced phosphorus sizing is now shown in Section 5, and the project is split into two phases so that no "
          "more than 3.30 acres is disturbed at one time. We look forward to discussing the plan at the 13 August "
          "work session."),
    ("p", "Very truly yours, Vasquez Brandt Engineering, P.C., Alicia M. Vasquez, P.E., Principal"),
    ("break",),
    ("h1", "Stormwater Management Report"),
    ("h2", "1. Project Description"),
    ("p", "Somers Meadow Townhomes is a multifamily residential development of 14 townhome units in four buildings, "
          "a clubhouse with 18 parking spaces, and a 1,050-foot private drive on a 7.39-acre tract on the east side of "
          "NYS Route 100, 0.3 mile north of US Route 202 in the Somers hamlet. Land disturbance is 5.60 acres: Phase "
          "1 (units 1 to 10, the drive, pond P-1 and BR-1) disturbs 3.30 acres and Phase 2 (units 11 to 14, the "
          "clubhouse and IC-2) disturbs 2.30 acres. The project is a multifamily development under Section "
          "93-6A(2)(c) and disturbs more than one acre, so postconstruction controls meeting the enhanced "
          "phosphorus removal standards are required."),
    ("h2", "2. Existing Conditions"),
    ("p", "The tract is a hay field with hedgerows, sloping south at 2 to 9 percent from Route 100 (elevation 414) "
          "to a wooded wetland at the south line (elevation 381). All runoff flows south as sheet flow to the "
          "wetland and an unnamed tributary of the Muscoot Reservoir, part of the New York City Croton water supply. "
          "The Muscoot Reservoir basin is subject to the Croton phosphorus TMDL. There are no existing drainage "
          "structures on the tract. Existing runoff data: NYCDEP's 2023 stream walk recorded the tributary at the "
          "south line as intermittent with a 3-ft wide channel, and the existing 10-year peak leaving the tract is "
          "modelled at 11.2 cfs."),
    ("table", ["Soil map unit", "Description", "Hydrologic soil group", "Area on tract"], [
        ["PaB", "Paxton fine sandy loam, 3 to 8 percent slopes; dense till (fragipan) at 20 to 36 in", "C", "4.61 ac"],
        ["WdB", "Woodbridge fine sandy loam, 3 to 8 percent slopes; seasonal high water 18 to 30 in", "C/D", "2.78 ac"],
    ], [0.13, 0.55, 0.16, 0.16]),
    ("h2", "3. Proposed Conditions"),
    ("p", "New impervious cover totals 2.46 acres. Roof, drive and parking runoff is collected in catch basins and "
          "piped to wet pond P-1 (Phase 1 area) and to underground infiltration chambers IC-2 beneath the clubhouse "
          "parking (Phase 2 area). Bioretention BR-1 treats the front parking court and provides runoff reduction."),
    ("h2", "4. Methodology"),
    ("p", "Peak flows and volumes were computed with HydroCAD 10.2 using NRCS TR-20 methods and Type III 24-hour "
          "storms from NOAA Atlas 14 (1-year 2.9 in, 10-year 5.0 in, 100-year 9.0 in). Time of concentration uses "
          "TR-55 sheet, shallow concentrated and channel flow. The pipe network was sized by the rational method for "
          "the 25-year storm. Pond P-1 and IC-2 were routed with their outlet structures for all design storms."),
    ("h2", "5. Sizing Criteria (Design Manual Chapters 4, 6 and 10)"),
    ("table", ["Criterion", "Calculation", "Required", "Provided"], [
        ["WQv (enhanced phosphorus)", "Runoff from the 1-year, 24-hour storm over the 5.60 ac disturbed area (TR-55, CN 86 post)", "27,300 cf", "28,900 cf (P-1 19,400; IC-2 6,700; BR-1 2,800)"],
        ["RRv", "Minimum RRv = S x Aic x P; S = 0.30 for HSG C; Aic 2.46 ac", "9,100 cf", "9,500 cf (IC-2 and BR-1)"],
        ["Cpv", "24-hour extended detention of 1-year runoff", "23,800 cf", "24,600 cf"],
        ["Qp (10-year)", "Post peak at or below pre peak", "11.2 cfs", "9.6 cfs"],
        ["Qf (100-year)", "Safe passage, 1 ft freeboard on P-1", "24.8 cfs", "23.1 cfs, freeboard 1.1 ft"],
    ], [0.2, 0.4, 0.15, 0.25]),
    ("p", "No deviation from the Design Manual is proposed, and no criterion is waived: the site is new development, "
          "not redevelopment."),
    ("h2", "6. Pre- and Post-Development Comparison"),
    ("table", ["Storm", "Pre-development peak (cfs)", "Post-development peak (cfs)"], [
        ["1-year", "3.4", "0.9"], ["10-year", "11.2", "9.6"], ["100-year", "24.8", "23.1"]], [0.3, 0.35, 0.35]),
    ("h2", "7. Stormwater Management Practices"),
    ("p", "P-1 is a wet pond (Design Manual P-1 micropool design modified to a full wet pond) with a 1,300 sq ft "
          "forebay, a 12,400 sq ft permanent pool 6 ft deep, a 10 ft aquatic bench and outlet structure OCS-1. "
          "IC-2 is a bed of 110 StormTech SC-740 chambers (4,100 sq ft) in 12 in of stone beneath the clubhouse "
          "parking, with an isolator row for pretreatment. BR-1 is a 2,200 sq ft bioretention area with 2.5 ft of "
          "media and an underdrain to P-1. Locations and sizes are on Figure 4."),
    ("h2", "8. Operations and Maintenance Plan"),
    ("p", "The Somers Meadow Homeowners Association is responsible for the long-term operation and maintenance of "
          "P-1, BR-1, IC-2 and the drainage system. Until the Association is formed, Meadow Ridge Homes LLC is "
          "responsible."),
    ("table", ["Practice", "Action", "Schedule"], [
        ["P-1", "Inspect embankment, outlet and forebay; mow; clear trash racks; remove forebay sediment at 50 percent", "Twice a year and after storms over 2 in"],
        ["IC-2", "Inspect the isolator row through the ports; jet-vac when sediment exceeds 3 in", "Twice a year"],
        ["BR-1", "Mulch, plants, drawdown within 48 hours", "Spring and fall"],
        ["Catch basins", "Clean sumps", "Annually"],
    ], [0.15, 0.6, 0.25]),
    ("h2", "9. Maintenance Easements"),
    ("p", "A 30-foot access and maintenance easement in favor of the Town of Somers over pond P-1, its forebay, "
          "OCS-1 and the access path from Somers Meadow Lane is shown on Figure 4 and will be recorded on the "
          "Phase 1 subdivision plat; it remains in effect with any transfer of title. The easement for the Phase 2 "
          "infiltration chambers IC-2 will be shown on the Phase 2 final plat."),
    ("h2", "10. Inspection and Maintenance Agreement"),
    ("p", "A stormwater control facility maintenance agreement consistent with the NYSDEC sample agreement on file "
          "with the Town will be executed by Meadow Ridge Homes LLC and the Association before final plat approval. "
          "It makes the Association responsible for maintenance, grants the Town access and the right to do the "
          "work at the owners' cost after notice, is recorded in the Westchester County Clerk's office as a deed "
          "restriction, and binds the Association and all subsequent owners of the units."),
    ("h2", "11. Engineer's Statement"),
    ("p", "I hereby state that this report was prepared under my supervision and that the information and "
          "calculations in it are true and accurate to the best of my knowledge and belief."),
    ("kv", [("Signed", "/s/ Alicia M. Vasquez (sealed)"), ("Name", "Alicia M. Vasquez, P.E., NY Lic. No. 086642"),
            ("Date", "14 July 2025")]),
    ("map", S3_LOC),
    ("map", S3_MAP1),
    ("map", S3_MAP3),
    ("h1", "Appendix 1 - Stormwater Pollution Prevention Plan"),
    ("h2", "1. Background"),
    ("p", "This SWPPP covers construction of Somers Meadow Townhomes (14 units, clubhouse, private drive) on the "
          "7.39-acre tract on NYS Route 100 described in Section 1 of the report. Total disturbance 5.60 acres in two "
          "phases. Site maps: Figure 2 (existing conditions, soils, site map, location) and Figure 3 (erosion and "
          "sediment control plan). Owner/operator: Meadow Ridge Homes LLC, Daniel P. Greer, (914) 555-0168. "
          "Site contractor: Croton Falls Contracting Corp., 12 Hardscrabble Road, North Salem, NY 10560, "
          "(914) 555-0172. Utility subcontractor: Titicus Pipe and Utility LLC, (914) 555-0174."),
    ("h2", "2. Soils"),
    ("p", "See Section 2 of the report: Paxton (HSG C) and Woodbridge (HSG C/D) fine sandy loams with dense till; "
          "the soils are moderately erodible and slow to drain, so sediment traps are sized at the full Blue Book "
          "volume."),
    ("h2", "3. Construction Phasing and Sequence"),
    ("p", "No more than 3.30 acres will be disturbed at any time. Phase 2 clearing does not start until Phase 1 has "
          "reached final stabilization or the Town Engineer approves in writing."),
    ("table", ["Step", "Phase 1 (3.30 ac)", "Phase 2 (2.30 ac)"], [
        ["1", "Pre-construction meeting; stake limits; install SCE and IP-1", "Meeting with Town Engineer; stake Phase 2 limit"],
        ["2", "Install SF-1 (west half), SF-2 and the phase-line fence SF-4; clear for ST-1 and DS-1", "Install SF-1 (east half), SF-3; clear for ST-2"],
        ["3", "Build ST-1 and DS-1; clear and grub Phase 1", "Build ST-2; clear and grub Phase 2"],
        ["4", "Mass grade drive and units 1-10 pads; strip topsoil to stockpile", "Grade units 11-14 and clubhouse pad"],
        ["5", "Utilities; drive binder course", "Utilities; install IC-2 after the Phase 2 area is stabilized"],
        ["6", "Build units 1-10; convert ST-1 to P-1; build BR-1", "Build units 11-14 and clubhouse; remove ST-2"],
        ["7", "Topsoil, seed, landscape; Phase 1 final stabilization", "Topsoil, seed; remove all temporary controls"],
    ], [0.07, 0.47, 0.46]),
    ("h2", "4. Pollution Prevention"),
    ("p", "Litter and debris: lidded dumpsters at the staging area, emptied weekly; daily pick-up of wind-blown "
          "litter along the wetland buffer. Construction chemicals: fuel in a double-walled tank on a lined pad; "
          "paints and adhesives kept in a locked trailer; spill kits at the tank and trailer; spills reported to "
          "the NYSDEC Spill Hotline and NYCDEP. No burial or burning of debris."),
    ("h2", "5. Temporary and Permanent Soil Stabilization"),
    ("p", "Per the Blue Book, from initial clearing to final stabilization in each phase: disturbed areas idle for "
          "7 days are stabilized by the end of the next business day with annual ryegrass and straw mulch at 2 tons "
          "per acre; slopes 3:1 and steeper get a coir blanket; stockpiles are seeded and ringed with silt fence; "
          "winter stabilization with double mulch after 15 October. Permanent: 4 in of topsoil, conservation seed "
          "mix, landscape planting; final stabilization is 80 percent perennial cover."),
    ("h2", "6. Erosion and Sediment Control Practices"),
    ("p", "Practices: stabilized construction entrance (SCE), silt fence SF-1 to SF-4, inlet protection IP-1 on the "
          "Route 100 catch basin, temporary swale DS-1, sediment traps ST-1 and ST-2, concrete washout, dust "
          "control by watering. Their locations, sizes and lengths are shown on Figure 3. Dimensions, material "
          "specifications and installation details are provided in Appendix D."),
    ("p", "Traps ST-1 (11,900 cf) and ST-2 (8,300 cf) are sized at 3,600 cf per acre of contributing area. "
          "Operation and maintenance: remove sediment from traps when half full; remove sediment at silt fence when "
          "it reaches one-half the fence height and repair the fence; top-dress the SCE with stone; empty inlet "
          "protection when half full; repair DS-1 washouts."),
    ("h2", "7. Schedule of Practices by Construction Activity"),
    ("table", ["Activity", "Minimum practices", "Initial placement", "Minimum time in place"], [
        ["Site access", "SCE, IP-1", "Step 1, first day of work", "Until the drive is paved"],
        ["Clearing", "Silt fence SF-1 to SF-4, DS-1", "Step 2, before clearing", "Until 80 percent cover upslope"],
        ["Grading", "ST-1 (Phase 1), ST-2 (Phase 2), temporary seeding", "Step 3, before mass grading", "ST-1 until converted to P-1; ST-2 until Phase 2 stabilized"],
        ["Utilities", "Spoil uphill of trench; dewatering to traps", "Step 5", "During trench work"],
        ["Building", "Concrete washout", "Before first pour", "Until the last pour"],
    ], [0.15, 0.32, 0.25, 0.28]),
    ("h2", "8. Inspections"),
    ("p", "A qualified inspector (Hana Lindqvist, CPESC, Vasquez Brandt Engineering) inspects all erosion and "
          "sediment control practices every 7 days and within 24 hours after 0.5 inch or more of rain, in "
          "accordance with the Blue Book and GP-0-25-001, with twice-weekly inspections whenever more than five "
          "acres are open (not expected). Croton Falls Contracting makes repairs within one business day."),
    ("h2", "9. Industrial Discharges and Deviations"),
    ("p", "There are no stormwater discharges associated with industrial activity on the site: no asphalt or "
          "concrete plants, and no other industrial activity. There are no design elements that deviate from the "
          "New York State Standards and Specifications for Erosion and Sediment Control."),
    ("map", S3_MAP2),
    ("h2", "10. Certifications"),
    ("p", "Preparer: see the Engineer's Statement in Section 11 of the report."),
    ("p", "Contractor certification (Section 93-6D), one for each contractor and subcontractor:"),
    ("p", '"' + SOM_CERT + '"'),
    ("kv", [("Name and title", "Owen T. Marchetti, Vice President"),
            ("Firm, address and telephone", "Croton Falls Contracting Corp., 12 Hardscrabble Road, North Salem, NY 10560, (914) 555-0172"),
            ("Site", "Somers Meadow Townhomes, NYS Route 100, Somers"),
            ("Signature", "/s/ Owen T. Marchetti"), ("Date", "10 July 2025")]),
    ("p", '"' + SOM_CERT + '"'),
    ("kv", [("Name and title", ""), ("Firm, address and telephone", "Titicus Pipe and Utility LLC"),
            ("Site", "Somers Meadow Townhomes, NYS Route 100, Somers"), ("Signature", ""), ("Date", "")]),
    ("break",),
    ("h1", "Appendix D - Stormwater Management Practice Details"),
    ("table", ["Detail", "Dimensions, materials and installation"], [
        ["Wet pond P-1", "Permanent pool elevation 386.0, bottom 380.0, 3:1 interior slopes, 10 ft aquatic bench at 0 to 1.5 ft depth, 12 in compacted clay liner, emergency spillway 20 ft wide lined with R-4 riprap"],
        ["Forebay", "1,300 sq ft, 4 ft deep, separated by a stone berm; sediment marker post"],
        ["Outlet structure OCS-1", "5 ft by 5 ft precast riser, 3.6 in Cpv orifice at 386.0, 30 in weir at 388.4, trash rack; 18 in RCP barrel with anti-seep collars"],
        ["Infiltration chambers IC-2", "110 StormTech SC-740 chambers on 6 in of washed 3/4 to 2 in stone, 12 in stone cover, nonwoven geotextile on sides and top; isolator row wrapped in woven fabric; observation ports"],
        ["Bioretention BR-1", "2.5 ft of media (sand 80 percent, compost 20 percent), 3 in mulch, 6 in perforated underdrain in 12 in of No. 57 stone, 12 in ponding, overflow riser to P-1"],
        ["Catch basins", "4 ft diameter precast, 2 ft sump, cast iron grate, outlet hood"],
    ], [0.22, 0.78]),
    ("p", "Installation: IC-2 and BR-1 are built only after their drainage areas are stabilized; no construction "
          "traffic on the infiltration footprint; the P-1 liner is compacted in 6 in lifts and tested."),
    ("break",),
    ("h1", "Appendix E - Inspection Form"),
    ("kv", [("Date / inspector", ""), ("Phase and acres disturbed", ""), ("Rainfall since last inspection", ""),
            ("SCE / IP-1", ""), ("Silt fence SF-1 to SF-4", ""), ("Traps ST-1 / ST-2 (percent full)", ""),
            ("DS-1", ""), ("Stabilization status", ""), ("Corrective actions and date completed", ""),
            ("Signature", "")]),
]

S3 = {
    "name": "p3_s3_pbreport_somers_meadow_townhomes",
    "checklist": "somers-ch93",
    "house_style": "stormwater management report to the Planning Board, with the SWPPP appended (Appendix 1)",
    "producer": "ReportLab (platypus, landscape figure pages)",
    "engine": "reportlab",
    "style": {"header": "Somers Meadow Townhomes - Stormwater Management Report and SWPPP - Vasquez Brandt Engineering, P.C.",
              "footer": "July 2025 submission", "author": "Vasquez Brandt Engineering"},
    "blocks": S3_BLOCKS,
    "decision": "incomplete",
    "facts": {"disturbed_acres": 5.60, "disturbed_sq_ft": 243900,
              "project_type": "multifamily residential (14 townhomes, clubhouse, private drive; 93-6A(2)(c))",
              "single_family": False, "impaired_water": True,
              "receiving_water": "unnamed tributary of the Muscoot Reservoir (stated Croton phosphorus TMDL basin)",
              "phased": True, "max_disturbed_at_once_acres": 3.30},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "present", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "missing",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "present", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "missing", "93-6A(3)(i)": "present",
        "93-6B": "missing", "93-6D": "present"},
    "evidence": {
        "93-6A(1)(a)": "a multifamily residential development of 14 townhome units in four buildings",
        "93-6A(1)(b)": "WdB WOODBRIDGE (HSG C/D)",
        "93-6A(1)(c)": "Woodbridge fine sandy loam, 3 to 8 percent slopes; seasonal high water 18 to 30 in",
        "93-6A(1)(d)": "No more than 3.30 acres will be disturbed at any time.",
        "93-6A(1)(e)": "daily pick-up of wind-blown litter along the wetland buffer",
        "93-6A(1)(f)": "disturbed areas idle for 7 days are stabilized by the end of the next business day",
        "93-6A(1)(g)": "SF-4 PHASE LINE SILT FENCE 570 LF",
        "93-6A(1)(i)": "There are no stormwater discharges associated with industrial activity on the site",
        "93-6A(1)(j)": "ST-1 until converted to P-1; ST-2 until Phase 2 stabilized",
        "93-6A(1)(k)": "every 7 days and within 24 hours after 0.5 inch or more of rain",
        "93-6A(1)(l)": "There are no design elements that deviate from the New York State Standards and Specifications",
        "93-6A(3)(b)": "IC-2 is a bed of 110 StormTech SC-740 chambers (4,100 sq ft)",
        "93-6A(3)(c)": "IC-2 INFILTRATION CHAMBERS 4,100 SF",
        "93-6A(3)(d)": "Pond P-1 and IC-2 were routed with their outlet structures for all design storms.",
        "93-6A(3)(e)": "Minimum RRv = S x Aic x P; S = 0.30 for HSG C; Aic 2.46 ac",
        "93-6A(3)(f)": "110 StormTech SC-740 chambers on 6 in of washed 3/4 to 2 in stone",
        "93-6A(3)(g)": "The Somers Meadow Homeowners Association is responsible for the long-term operation and maintenance",
        "93-6A(3)(i)": "binds the Association and all subsequent owners of the units",
        "93-6D": "has received a minimum of four hours of acceptable training in erosion and sediment control",
    },
    "gaps": {
        "93-6A(1)(h)": "'provided in Appendix D' where Appendix D is a different subject: SWPPP Section 6 "
                       "([[p:Dimensions, material specifications and installation details are provided in Appendix D.]]) "
                       "sends the reader to Appendix D, which holds the post-construction practice details (P-1, "
                       "OCS-1, IC-2, BR-1, catch basins) ([[p:Appendix D - Stormwater Management Practice Details]]); "
                       "no dimensions, materials or installation details are given for the silt fence, entrance, "
                       "swale, inlet protection or traps (only trap volumes and the Figure 3 lengths; the O&M "
                       "requirements are given)",
        "93-6A(3)(h)": "content for only part of the site, with a deferral: report Section 9 "
                       "([[p:The easement for the Phase 2]]) gives a recorded easement surviving transfer of title "
                       "for pond P-1 only; BR-1 is not covered and the IC-2 easement 'will be shown on the Phase 2 "
                       "final plat'; the law asks for access to all practices",
        "93-6B": "certification with the wrong wording: the Engineer's Statement (report Section 11, "
                 "[[p:I hereby state that this report was prepared under my supervision]]) is sealed by a P.E. but "
                 "only says the report was prepared under supervision and is accurate; it does not certify that the "
                 "design of all stormwater management practices meets the requirements of Chapter 93, and the SWPPP "
                 "points back to it",
    },
    "gap_quotes": [],
    "forbidden": [
        ("93-6A(1)(h)", r"geotextile[^.]{0,60}(silt fence|entrance|SCE)|(silt fence|entrance|SCE)[^.]{0,80}(geotextile|\bwire\b|hardwood|stakes? (at|spaced|\d)|\bposts? (at|spaced|\d)|\btoe\b|toe.in|crushed stone|stone size|ft wide|ft long|inches? (of|thick))"),
        ("93-6A(1)(h)", r"stone outlet|riser[^.]{0,40}trap|trap[^.]{0,60}(side slope|depth|ft deep|outlet)"),
        ("93-6B", r"meets? the requirements of Chapter 93|requirements (of|in) this chapter"),
    ],
    "ambiguous_items": ["93-6D"],
    "notes": "Multifamily development (93-6A(2)(c)) disturbing 5.60 acres in two phases (maximum 3.30 acres at "
             "once): all 93-6A(3) items, 93-6B and 93-6D apply. Hard cases: (1)(h) - the SWPPP gives O&M "
             "requirements and trap volumes and the figure gives run lengths, but the dimensions, materials and "
             "installation details it promises are in an Appendix D that holds only the permanent practice "
             "details. (3)(h) - easement recorded and surviving transfer for P-1, none for BR-1, IC-2 deferred to "
             "the Phase 2 plat. 93-6B - a sealed P.E. statement without the certification Chapter 93 requires. "
             "93-6D - the site contractor's certification is complete and signed; the utility subcontractor named "
             "in the SWPPP has an unsigned, blank form - labelled present, listed ambiguous. (3)(i) - the agreement "
             "is described with its binding terms (Association maintains, recorded deed restriction, binds all "
             "subsequent owners) though not yet executed: present under the corpus convention. Impaired water is "
             "the plan's statement (Croton phosphorus TMDL); it changes no Somers item.",
}

PLANS = [S1, S2, S3]
