"""Three fictional Village of Asharoken (Chapter 44) SWPPPs for probe3."""

ASH_CERT = ("I certify under penalty of law that I understand and agree to comply with the terms and conditions "
            "of the stormwater pollution prevention plan. I also understand that it is unlawful for any person "
            "to cause or contribute to a violation of water quality standards.")

# =====================================================================================
# A1: municipal engineer's template with numbered "Checklist Item" boxes (fpdf2)
# =====================================================================================
A1_MAP = {
    "title": "SITE MAP - EXISTING AND PROPOSED CONDITIONS, EATONS NECK BEACH CLUB",
    "sheet": "SM-1 (bound in this submission)", "ft_per_in": 80, "w": 575, "h": 450,
    "els": [
        ("rect", 0, 0, 340, 34, {"fill": "#d5e6f5", "stroke": "#3366aa"}),
        ("text", 8, 14, "DUCK ISLAND HARBOR (TIDAL) - RECEIVING WATER", 6.5),
        ("rect", 0, 40, 340, 380, {"width": 1.6}),
        ("text", 4, 412, "PROPERTY LINE - TOTAL SITE AREA 2.97 AC", 5.5),
        ("rect", 0, 424, 340, 24, {"fill": "#eeeeee"}),
        ("text", 100, 432, "ASHAROKEN AVENUE", 7),
        ("rect", 0, 40, 340, 72, {"dash": True, "stroke": "#2d7a2d", "fill": "#eef6e4"}),
        ("text", 8, 92, "UNDISTURBED BEACH AND DUNE VEGETATION", 5.5),
        ("text", 8, 84, "(0.62 AC) - NO DISTURBANCE", 5.5),
        ("poly", [(0, 58), (340, 58)], {"stroke": "#2d7a2d", "dash": True}),
        ("text", 8, 62, "TIDAL WETLAND BOUNDARY (NYSDEC FLAGGED)", 5.5),
        ("poly", [(25, 118), (335, 118), (335, 415), (25, 415), (25, 118)], {"stroke": "#cc0000", "dash": True, "width": 1.4}),
        ("text", 190, 405, "LIMIT OF DISTURBANCE - 2.10 AC", 5.5),
        ("circle", 10, 200, 5, {"stroke": "#2d7a2d"}), ("circle", 12, 260, 5, {"stroke": "#2d7a2d"}),
        ("circle", 9, 320, 5, {"stroke": "#2d7a2d"}),
        ("text", 4, 350, "EXISTING BLACK PINE TO REMAIN", 5),
        ("rect", 120, 300, 110, 60, {"fill": "#f4e9d8"}),
        ("text", 124, 334, "PROPOSED CLUBHOUSE 6,600 SF", 5.5),
        ("text", 124, 326, "(FF EL 14.0, FEMA AE-12)", 5.5),
        ("rect", 40, 165, 260, 110, {"fill": "#f0f0f0"}),
        ("text", 60, 220, "POROUS ASPHALT PARKING (62 SPACES, 24,900 SF)", 5.5),
        ("rect", 250, 124, 70, 28, {"fill": "#cfe8cf"}),
        ("text", 252, 140, "BR-1 BIORETENTION", 5), ("text", 252, 132, "1,850 SF", 5),
        ("circle", 60, 140, 4, {}), ("circle", 100, 140, 4, {}), ("circle", 140, 140, 4, {}),
        ("circle", 180, 140, 4, {}),
        ("text", 52, 128, "LP-1 TO LP-4 LEACHING POOLS 8 FT DIA X 8 FT DEEP", 5),
        ("rect", 45, 119, 285, 40, {"dash": True, "stroke": "#2255cc"}),
        ("text", 48, 153, "20-FT DRAINAGE AND MAINTENANCE EASEMENT TO VILLAGE", 5),
        ("poly", [(200, 300), (200, 180)], {"stroke": "#2255cc"}),
        ("text", 204, 290, "EXISTING DRAINAGE: SHEET FLOW SOUTH TO HARBOR", 5),
        ("text", 40, 290, "EXISTING SLOPE 2-4% TO SOUTH", 5),
        ("text", 40, 284, "FINAL SLOPE 1.5% PARKING, 3:1 MAX AT DUNE EDGE", 5),
        ("circle", 300, 112, 4, {"fill": "#2255cc"}),
        ("text", 240, 104, "DP-1 OVERFLOW TO DUNE SWALE / HARBOR", 5),
        ("rect", 360, 250, 200, 170, {}),
        ("text", 364, 410, "GENERAL LOCATION MAP (NOT TO SCALE)", 5.5),
        ("text", 380, 390, "LONG ISLAND SOUND", 6),
        ("poly", [(370, 330), (420, 345), (470, 340), (530, 360)], {}),
        ("text", 420, 350, "ASHAROKEN AVENUE", 5),
        ("text", 480, 330, "EATONS NECK", 6),
        ("circle", 455, 320, 6, {"fill": "#cc0000"}), ("text", 462, 316, "SITE", 6),
        ("text", 380, 280, "DUCK ISLAND HARBOR", 5.5),
        ("text", 380, 266, "NORTHPORT BAY", 6),
    ],
    "legend": ["Heavy solid line: property line", "Red dashed: limit of disturbance",
               "Green dashed: undisturbed areas and tidal wetland boundary",
               "Blue dashed: drainage and maintenance easement", "Blue dot: discharge point DP-1"],
    "notes": ["Survey: Harborline Land Surveying, P.C., topography NAVD88, field date 4 March 2025.",
              "No off-site material, waste, borrow or equipment storage areas are proposed; all staging is inside the limit of disturbance.",
              "Erosion and sediment control practices: see the attached Erosion and Sediment Control Map."],
}

A1_BLOCKS = [
    ("cover", [("VILLAGE OF ASHAROKEN", 16, True),
               ("Stormwater Pollution Prevention Plan - Applicant Response Form SW-2", 13, True),
               ("Chapter 44, Stormwater Management and Erosion and Sediment Control", 11, False),
               ("EATONS NECK BEACH CLUB - CLUBHOUSE REPLACEMENT AND PARKING RECONSTRUCTION", 12, True),
               ("925 Asharoken Avenue, Village of Asharoken, Suffolk County, New York", 10.5, False),
               ("SCTM District 0400, Section 002.00, Block 01.00, Lot 018.000", 10, False),
               ("Prepared by Lasky & Quinn Engineering, PLLC, Northport, New York", 10, False),
               ("Submitted 14 April 2025 - Revision 1 (responds to Village Engineer letter of 2 April 2025)", 9.5, False),
               ("Form SW-2 is the Village Engineer's template. Each numbered Checklist Item box below repeats one "
                "requirement of Section 44-8 and holds the applicant's response. Boxes may not be left blank; "
                "enter N/A only where the requirement does not apply and explain why.", 9, False)]),
    ("break",),
    ("h1", "Part 1 - Project Contacts and Summary"),
    ("kv", [("Owner / applicant", "Eatons Neck Beach Club, Inc., 925 Asharoken Avenue, Northport, NY 11768; "
                                   "Harold V. Brenner, President, (631) 555-0181"),
            ("Design professional", "Lasky & Quinn Engineering, PLLC, 61 Main Street, Northport, NY 11768; "
                                    "Marguerite O. Lasky, P.E., (631) 555-0142"),
            ("Site contractor", "Sound Shore Site Work Corp., 14 Industrial Court, Huntington Station, NY 11746; "
                                "Carmine J. Aiello, Superintendent, (631) 555-0127"),
            ("Qualified professional (inspections)", "Devin Oyelaran, CPESC, Lasky & Quinn Engineering, (631) 555-0143"),
            ("NYSDEC coverage", "GP-0-25-001; NOI to be filed after Village acceptance (MS4 SWPPP Acceptance Form)"),
            ("Total site area / disturbed area", "2.97 acres / 2.10 acres (91,476 sq ft)"),
            ("Applicable conditions (44-8B(2))", "Condition C (1 to 5 acres, not a single-family residence) and "
                                                 "Condition A (Northport Bay is on the 303(d) list for pathogens)")]),
    ("p", "The Village Engineer's letter of 2 April 2025 asked for a fuller soils description, the leaching pool "
          "test hole data and a corrected discharge point. Those changes are incorporated in Checklist Items 3, 16 "
          "and 19. Nothing else has changed from the original submission of 10 March 2025."),
    ("h1", "Part 2 - Checklist Items, Section 44-8B(1)"),
    ("box", "Checklist Item 1 - 44-8B(1)(a) Background: scope, location, type and size of project", [
        ("p", "The Eatons Neck Beach Club occupies a 2.97-acre parcel on the south side of Asharoken Avenue at "
              "Eatons Neck, between the road and Duck Island Harbor. The project demolishes the 1962 frame "
              "clubhouse and its gravel parking field and builds a 6,600 sq ft elevated clubhouse on timber piles, "
              "a 62-space porous asphalt parking lot, a bioretention area and four leaching pools. The beach, the "
              "dune and the tidal wetland fringe are not disturbed. Total disturbance is 2.10 acres."),
        ("p", "Type of project: private recreational club (commercial use, not a single-family residence). "
              "Construction is planned from September 2025 to May 2026, outside the summer season."),
    ]),
    ("box", "Checklist Item 2 - 44-8B(1)(b) Site map with general location map", [
        ("p", "Sheet SM-1, bound at the back of this form, is drawn at 1 inch = 80 feet and shows the total site "
              "area, all improvements, the limit of disturbance, the undisturbed beach and dune, existing "
              "vegetation to remain, Duck Island Harbor, the NYSDEC tidal wetland boundary, the drainage pattern, "
              "existing and final slopes, and discharge point DP-1. A general location map is inset on the sheet. "
              "No off-site storage areas are proposed."),
    ]),
    ("box", "Checklist Item 3 - 44-8B(1)(c) Description of the soils present at the site", [
        ("p", "The Suffolk County Soil Survey maps the upland part of the parcel as Plymouth loamy sand, 3 to 8 "
              "percent slopes (PlB), and the shore as Beaches (Bc). Test holes TH-1 and TH-2 (McDonald "
              "Geoscience, 18 February 2025) found 2 feet of sandy fill over brown medium to coarse sand to "
              "14 feet, with groundwater at 8.5 feet below grade at TH-2 near the harbor. The sands are "
              "excessively drained and highly erodible when bare and dry; wind erosion of exposed sand is the "
              "main construction concern."),
    ]),
    ("box", "Checklist Item 4 - 44-8B(1)(d) Construction phasing plan and sequence", [
        ("p", "The work is one phase. No more than 2.10 acres will be disturbed at any time, well below the "
              "five-acre limit. Sequence:"),
        ("ul", ["1. Pre-construction meeting with the Village Engineer; stake the limit of disturbance.",
                "2. Install the stabilized construction entrance, perimeter silt fence and the dune sand fence.",
                "3. Install inlet protection on the two Asharoken Avenue catch basins.",
                "4. Demolish the clubhouse; strip and stockpile topsoil in the stockpile area.",
                "5. Excavate temporary sediment trap ST-1 at the future BR-1 location.",
                "6. Drive piles and build the clubhouse; rough grade the parking field.",
                "7. Install leaching pools LP-1 to LP-4 and drainage piping; keep the inlets plugged.",
                "8. Place porous asphalt base and course only after the upslope areas are stabilized.",
                "9. Convert ST-1 to bioretention BR-1; plant and mulch.",
                "10. Final stabilization; remove temporary controls with Village Engineer approval."]),
    ]),
    ("box", "Checklist Item 5 - 44-8B(1)(e) Pollution prevention: litter, construction chemicals, debris", [
        ("p", "Covered dumpsters are kept at the staging area and emptied weekly or when three-quarters full. "
              "Crews pick up wind-blown litter along the dune fence each afternoon. Demolition debris is loaded "
              "directly into trucks for disposal at a permitted facility. Paints, solvents and sealants are "
              "brought to the site only in the amounts needed for the day, and no washing of tools into the "
              "drainage system is allowed. Concrete trucks wash out only into the lined washout at the staging area."),
    ]),
    ("box", "Checklist Item 6 - 44-8B(1)(f) Materials stored on site, storage practices, spill prevention and response", [
        ("p", "Materials expected on site: diesel fuel (day tank on the pile rig), hydraulic oil, form oil, "
              "timber piles, treated lumber, bagged cement, asphalt tack coat and landscape fertilizer."),
        ("p", "Storage practices: fuel and oils are kept in a locked steel storage container with secondary "
              "containment at the staging area, more than 100 feet from the tidal wetland boundary. Lumber and "
              "bagged materials are kept on pallets under tarps. Refueling takes place only at the staging area "
              "over drip pans."),
        ("p", "Spill prevention and response: a spill kit with absorbent pads, booms and granular absorbent is kept "
              "at the container and on the pile rig. Spills are contained at once, cleaned up with the kit, and "
              "any petroleum spill that reaches the harbor or exceeds five gallons is reported to the NYSDEC "
              "Spill Hotline within two hours. The list of stored materials is updated in the site log."),
    ]),
    ("box", "Checklist Item 7 - 44-8B(1)(g) Temporary and permanent stabilization, runoff and sediment control, each stage", [
        ("p", "Stage 1 (clearing and demolition): perimeter silt fence and dune sand fence, stabilized entrance, "
              "inlet protection. Stage 2 (grading and piles): disturbed areas not worked for 7 days receive "
              "temporary seed and straw mulch at 2 tons per acre; exposed sand is wetted to control dust; "
              "stockpiles are seeded and ringed with silt fence. Stage 3 (utilities and paving): ST-1 receives "
              "runoff from the parking field until the porous asphalt is placed. Stage 4 (closeout): permanent "
              "stabilization with 4 inches of topsoil and a Cape American beachgrass and fescue mix, BR-1 "
              "planting, and mulch on landscape beds. Final stabilization means 80 percent uniform perennial cover."),
    ]),
    ("box", "Checklist Item 8 - 44-8B(1)(h) Site map with location, size and length of each E&SC practice", [
        ("p", "The location, size and length of each erosion and sediment control practice are shown on the "
              "attached Erosion and Sediment Control Map, which is part of this submission."),
    ]),
    ("box", "Checklist Item 9 - 44-8B(1)(i) Dimensions, material specifications, installation details; sediment basins", [
        ("table", ["Practice", "Dimensions and materials", "Installation"], [
            ["Silt fence", "36-inch woven geotextile, hardwood posts 2 in square at 8 ft spacing",
             "Toe fabric into a trench 6 in wide and 6 in deep; backfill and compact"],
            ["Dune sand fence", "4 ft wooden slat fence on 6 ft posts", "Posts driven 2 ft into sand, slats facing the wind"],
            ["Stabilized construction entrance", "1 1/2 to 4 inch crushed stone, 8 in thick, 24 ft wide by 50 ft long, on geotextile",
             "Full width of the driveway opening to Asharoken Avenue"],
            ["Inlet protection", "Manufactured filter insert sized for a 2 ft by 2 ft grate",
             "Fit under the grate of both catch basins on Asharoken Avenue"],
            ["Sediment trap ST-1", "Excavated trap, 3,600 cubic feet of storage (1,800 cf wet, 1,800 cf dry), 2:1 side slopes, 4 ft stone outlet",
             "Excavate at the BR-1 location, 3 ft above seasonal high groundwater"],
            ["Concrete washout", "10 ft by 10 ft lined pit with 10 mil plastic", "At the staging area, above ground level"],
        ], [0.22, 0.44, 0.34]),
        ("p", "ST-1 is sized at 3,600 cubic feet per acre of drainage area for the 1.0-acre parking field, as "
              "required by the Blue Book. No other sediment basin is proposed."),
    ]),
    ("box", "Checklist Item 10 - 44-8B(1)(j) Temporary practices converted to permanent control measures", [
        ("p", "Sediment trap ST-1 is excavated at the footprint of bioretention area BR-1. After the parking "
              "field is paved and the upslope areas are stabilized, the trap is dewatered, the accumulated "
              "sediment is removed and the excavation is reshaped, underdrained and planted as BR-1. The dune "
              "sand fence remains in place permanently."),
    ]),
    ("box", "Checklist Item 11 - 44-8B(1)(k) Implementation schedule for temporary practices", [
        ("table", ["Practice", "Initial placement", "Remains in place until"], [
            ["Stabilized construction entrance", "Sequence step 2, before any demolition", "Paving of the driveway apron (step 8)"],
            ["Silt fence and dune sand fence", "Sequence step 2", "Final stabilization of the upslope area"],
            ["Inlet protection", "Sequence step 3", "Porous asphalt placed and the road shoulder stabilized"],
            ["Sediment trap ST-1", "Sequence step 5, before rough grading", "Conversion to BR-1 (step 9)"],
            ["Temporary seed and mulch", "Within 7 days on any area idle for 7 days", "Permanent seeding"],
            ["Concrete washout", "Before the first concrete pour", "Last concrete pour"],
        ], [0.34, 0.33, 0.33]),
        ("p", "A qualified professional will inspect the erosion and sediment control practices every seven days "
              "and within 24 hours after any storm of 0.5 inch or more, and will record the findings in the "
              "site logbook kept in the construction trailer."),
    ]),
    ("box", "Checklist Item 12 - 44-8B(1)(l) Maintenance schedule to ensure continuous and effective operation", [
        ("p", "Maintenance Schedule. The practices below are maintained by Club staff on the following schedule:"),
        ("table", ["Practice", "Maintenance", "Frequency"], [
            ["BR-1 bioretention", "Remove trash, prune plants, replace dead plants; restore mulch", "Monthly May to October"],
            ["BR-1 bioretention", "Check that water drains within 48 hours; scarify surface if ponding persists", "After storms over 1 inch"],
            ["LP-1 to LP-4 leaching pools", "Inspect through the covers; vacuum silt when more than 2 ft deep", "Twice a year"],
            ["Porous asphalt parking", "Vacuum sweep; no sand or sealcoat", "Four times a year"],
        ], [0.28, 0.5, 0.22]),
    ]),
    ("box", "Checklist Item 13 - 44-8B(1)(m) Name(s) of the receiving water(s)", [
        ("p", "Duck Island Harbor, an arm of Northport Bay, which opens to Long Island Sound. Northport Bay is on "
              "the NYSDEC 303(d) list for pathogens, with urban stormwater as a listed source."),
    ]),
    ("box", "Checklist Item 14 - 44-8B(1)(n) Delineation of SWPPP implementation responsibilities for each part of the site", [
        ("table", ["Part of site", "Responsible party"], [
            ["Clubhouse footprint and pile work", "Sound Shore Site Work Corp. (site contractor) and its pile subcontractor"],
            ["Parking field, ST-1, BR-1 and leaching pools", "Sound Shore Site Work Corp."],
            ["Dune, beach and tidal wetland (no-disturbance zone)", "Club grounds manager keeps the sand fence intact and keeps crews out"],
            ["Asharoken Avenue frontage and catch basins", "Sound Shore Site Work Corp.; Village DPW notified of any tracking"],
            ["Inspections and SWPPP updates, whole site", "Devin Oyelaran, CPESC (qualified professional)"],
        ], [0.45, 0.55]),
    ]),
    ("box", "Checklist Item 15 - 44-8B(1)(o) Structural practices to divert flows, store flows or limit runoff", [
        ("p", "A temporary earth dike along the north edge of the parking field diverts Asharoken Avenue shoulder "
              "runoff around the exposed subgrade to the existing roadside swale. Sediment trap ST-1 stores runoff "
              "from the exposed parking field, and the dune sand fence limits wind-driven sand toward the harbor."),
    ]),
    ("box", "Checklist Item 16 - 44-8B(1)(p) Existing data describing stormwater runoff at the site", [
        ("p", "There is no piped drainage on the parcel. The gravel field sheds runoff south to the dune, where "
              "it infiltrates. Club staff report standing water of 2 to 4 inches at the southeast corner of the "
              "field after storms of about 1.5 inches, draining within a day. The existing 2-year peak at DP-1 "
              "was modelled at 1.9 cfs (see Checklist Item 19)."),
    ]),
    ("break",),
    ("h1", "Part 3 - Checklist Items, Section 44-8B(3) (Conditions A, B or C)"),
    ("box", "Checklist Item 17 - 44-8B(3)(b) Description of each postconstruction practice", [
        ("p", "BR-1 is a 1,850 sq ft bioretention area with 2.5 feet of planting soil over a 12-inch stone layer "
              "and a perforated underdrain to LP-4; it treats the water quality volume from the parking field. "
              "LP-1 to LP-4 are precast leaching pools that take clubhouse roof runoff and BR-1 underdrain flow. "
              "The 24,900 sq ft porous asphalt parking lot infiltrates rainfall into a 14-inch stone reservoir."),
    ]),
    ("box", "Checklist Item 18 - 44-8B(3)(c) Site map showing location and size of each postconstruction practice", [
        ("p", "Sheet SM-1 shows BR-1 (1,850 sq ft), leaching pools LP-1 to LP-4 (8 ft diameter by 8 ft deep) and "
              "the porous asphalt parking area."),
    ]),
    ("box", "Checklist Item 19 - 44-8B(3)(d) Hydrologic and hydraulic analysis", [
        ("p", "Runoff was modelled in HydroCAD 10.2 (NRCS TR-20, Type III 24-hour storm) for the 1-, 2-, 10- and "
              "100-year storms of 2.8, 3.4, 5.0 and 8.4 inches. BR-1 is routed with its overflow riser and "
              "underdrain; the leaching pools are routed with an exfiltration rate of 8 inches per hour from "
              "the test hole data, halved as a safety factor."),
    ]),
    ("box", "Checklist Item 20 - 44-8B(3)(e) Comparison of postdevelopment and predevelopment runoff", [
        ("table", ["Storm (24-hr)", "Existing peak at DP-1 (cfs)", "Proposed peak at DP-1 (cfs)", "Change"], [
            ["1-year, 2.8 in", "1.3", "0.2", "-85%"], ["2-year, 3.4 in", "1.9", "0.4", "-79%"],
            ["10-year, 5.0 in", "3.6", "1.5", "-58%"], ["100-year, 8.4 in", "7.4", "5.9", "-20%"]],
         [0.25, 0.27, 0.27, 0.21]),
        ("p", "Runoff volume to the dune for the 1-year storm falls from 3,950 cf to 640 cf."),
    ]),
    ("box", "Checklist Item 21 - 44-8B(3)(f) Dimensions, material specifications and installation details", [
        ("table", ["Practice", "Specification and installation"], [
            ["BR-1", "Planting soil 2.5 ft deep (sand 85%, fines 10%, compost 5%); 12 in of washed No. 57 stone; "
                     "6-inch perforated HDPE underdrain; overflow riser 6 in above the surface"],
            ["LP-1 to LP-4", "Precast concrete, 8 ft diameter, 8 ft effective depth, H-20 slab and cast iron cover; "
                             "2 ft clean sand and gravel collar; bottom 3 ft above groundwater"],
            ["Porous asphalt", "2.5 in open-graded porous asphalt over 2 in choker course and 14 in of No. 2 stone; "
                               "placed only after upslope stabilization"],
        ], [0.25, 0.75]),
    ]),
    ("box", "Checklist Item 22 - 44-8B(3)(g) Maintenance schedule for each postconstruction practice", [
        ("p", "See the Maintenance Schedule in Checklist Item 12."),
    ]),
    ("box", "Checklist Item 23 - 44-8B(3)(h) Maintenance easements recorded on the plan", [
        ("p", "A 20-foot drainage and maintenance easement in favor of the Village of Asharoken over BR-1 and "
              "LP-1 to LP-4, with access from Asharoken Avenue, is shown on Sheet SM-1 and on the survey. It "
              "will be recorded in the Office of the Suffolk County Clerk and remains in effect with any "
              "transfer of title to the property."),
    ]),
    ("box", "Checklist Item 24 - 44-8B(3)(i) Inspection and maintenance agreement", [
        ("p", "The Club will execute the Village's stormwater inspection and maintenance agreement before the "
              "certificate of occupancy. Under the agreement Club staff inspect and maintain BR-1, the leaching "
              "pools and the porous asphalt on the schedule in Checklist Item 12, keep a maintenance log, and "
              "allow the Village Engineer to inspect on 48 hours notice. If the Club fails to maintain a practice "
              "after written notice, the Village may do the work and charge the Club."),
    ]),
    ("break",),
    ("h1", "Part 4 - Certifications"),
    ("box", "Checklist Item 25 - 44-8C Plan certification", [
        ("p", "I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my "
              "direct supervision and that the design of all stormwater management practices described herein "
              "meets the requirements of Chapter 44 of the Code of the Village of Asharoken."),
        ("kv", [("Signed", "Marguerite O. Lasky (signature on file, sealed original submitted)"),
                ("Name and licence", "Marguerite O. Lasky, P.E., New York Professional Engineer Lic. No. 087412"),
                ("Firm", "Lasky & Quinn Engineering, PLLC"), ("Date", "14 April 2025")]),
    ]),
    ("box", "Checklist Item 26 - 44-8E Contractor certification (one copy for each contractor and subcontractor)", [
        ("p", '"' + ASH_CERT + '"'),
        ("kv", [("Name and title", "____________________________________"),
                ("Contracting firm", "____________________________________"),
                ("Firm address and telephone", "____________________________________"),
                ("Site", "Eatons Neck Beach Club, 925 Asharoken Avenue, Village of Asharoken"),
                ("Signature", "____________________________________"),
                ("Date", "______________")]),
        ("small", "Contractors have not yet been engaged. Signed copies will be added to the on-site SWPPP before "
                  "any land development activity begins."),
    ]),
    ("box", "Village Engineer use only", [
        ("kv", [("Received", "__________"), ("Reviewed by", "__________"), ("Complete (Y/N)", "__________")]),
    ]),
    ("map", A1_MAP),
    ("h1", "Attachment - Site Inspection Report Form"),
    ("p", "Eatons Neck Beach Club, 925 Asharoken Avenue. Qualified professional: Devin Oyelaran, CPESC. "
          "Use one form per inspection; file in the site logbook."),
    ("kv", [("Date and time", ""), ("Weather and rainfall since last inspection", ""),
            ("Disturbed area at time of inspection (ac)", ""),
            ("Practices inspected (silt fence, sand fence, entrance, inlet protection, ST-1, washout)", ""),
            ("Deficiencies found and location", ""), ("Corrective action requested", ""),
            ("Signature of qualified professional", "")]),
]

A1 = {
    "name": "p3_a1_checklist_eatons_neck_beach_club",
    "checklist": "asharoken-ch44",
    "house_style": "municipal engineer's template (Village form SW-2) with numbered Checklist Item boxes",
    "producer": "fpdf2",
    "engine": "fpdf2",
    "style": {"header": "Village of Asharoken - Form SW-2 Applicant Response - Eatons Neck Beach Club - Rev. 1",
              "footer": "Lasky & Quinn Engineering, PLLC", "size": 9.2},
    "blocks": A1_BLOCKS,
    "decision": "incomplete",
    "facts": {"disturbed_acres": 2.10, "disturbed_sq_ft": 91476,
              "project_type": "private beach club (clubhouse replacement, porous parking lot)",
              "single_family": False, "impaired_water": True,
              "receiving_water": "Duck Island Harbor / Northport Bay (stated 303(d)-listed for pathogens)",
              "conditions": ["A", "C"], "phased": False},
    "items": {
        "44-8B(1)(a)": "present", "44-8B(1)(b)": "present", "44-8B(1)(c)": "present", "44-8B(1)(d)": "present",
        "44-8B(1)(e)": "present", "44-8B(1)(f)": "present", "44-8B(1)(g)": "present", "44-8B(1)(h)": "missing",
        "44-8B(1)(i)": "present", "44-8B(1)(j)": "present", "44-8B(1)(k)": "present", "44-8B(1)(l)": "missing",
        "44-8B(1)(m)": "present", "44-8B(1)(n)": "present", "44-8B(1)(o)": "present", "44-8B(1)(p)": "present",
        "44-8B(3)(b)": "present", "44-8B(3)(c)": "present", "44-8B(3)(d)": "present", "44-8B(3)(e)": "present",
        "44-8B(3)(f)": "present", "44-8B(3)(g)": "present", "44-8B(3)(h)": "present", "44-8B(3)(i)": "missing",
        "44-8C": "present", "44-8E": "present"},
    "evidence": {
        "44-8B(1)(a)": "builds a 6,600 sq ft elevated clubhouse on timber piles",
        "44-8B(1)(b)": "GENERAL LOCATION MAP (NOT TO SCALE)",
        "44-8B(1)(c)": "maps the upland part of the parcel as Plymouth loamy sand",
        "44-8B(1)(d)": "No more than 2.10 acres will be disturbed at any time",
        "44-8B(1)(e)": "Crews pick up wind-blown litter along the dune fence each afternoon.",
        "44-8B(1)(f)": "fuel and oils are kept in a locked steel storage container with secondary containment",
        "44-8B(1)(g)": "receive temporary seed and straw mulch at 2 tons per acre",
        "44-8B(1)(i)": "36-inch woven geotextile, hardwood posts 2 in square at 8 ft spacing",
        "44-8B(1)(j)": "the excavation is reshaped, underdrained and planted as BR-1",
        "44-8B(1)(k)": "Sequence step 5, before rough grading",
        "44-8B(1)(m)": "Duck Island Harbor, an arm of Northport Bay, which opens to Long Island Sound.",
        "44-8B(1)(n)": "Club grounds manager keeps the sand fence intact and keeps crews out",
        "44-8B(1)(o)": "diverts Asharoken Avenue shoulder runoff around the exposed subgrade",
        "44-8B(1)(p)": "Club staff report standing water of 2 to 4 inches at the southeast corner",
        "44-8B(3)(b)": "BR-1 is a 1,850 sq ft bioretention area with 2.5 feet of planting soil",
        "44-8B(3)(c)": "LP-1 TO LP-4 LEACHING POOLS 8 FT DIA X 8 FT DEEP",
        "44-8B(3)(d)": "Runoff was modelled in HydroCAD 10.2 (NRCS TR-20, Type III 24-hour storm)",
        "44-8B(3)(e)": "Existing peak at DP-1 (cfs)",
        "44-8B(3)(f)": "6-inch perforated HDPE underdrain",
        "44-8B(3)(g)": "vacuum silt when more than 2 ft deep",
        "44-8B(3)(h)": "transfer of title to the property",
        "44-8C": "meets the requirements of Chapter 44 of the Code of the Village of Asharoken",
        "44-8E": "I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards",
    },
    "gaps": {
        "44-8B(1)(h)": "map described in text but not included: Checklist Item 8 ([[p:Checklist Item 8 - 44-8B(1)(h)]]) "
                       "says each practice's location, size and length is on 'the attached Erosion and Sediment "
                       "Control Map, which is part of this submission', but no such map is in the PDF and no sheet "
                       "number is given; the only drawing, SM-1 ([[p:GENERAL LOCATION MAP (NOT TO SCALE)]]), shows "
                       "existing and proposed conditions and no silt fence, entrance, inlet protection or trap",
        "44-8B(1)(l)": "content for the wrong thing: Checklist Item 12 'Maintenance Schedule' "
                       "([[p:Checklist Item 12 - 44-8B(1)(l)]]) lists only the post-construction practices (BR-1, "
                       "leaching pools, porous asphalt); no maintenance schedule or cleanout/repair requirement is "
                       "given anywhere for the silt fence, sand fence, entrance, inlet protection or ST-1 (the 7-day "
                       "inspection in Item 11 is an inspection frequency, not maintenance)",
        "44-8B(3)(i)": "agreement described without binding later owners: Checklist Item 24 "
                       "([[p:Checklist Item 24 - 44-8B(3)(i)]]) describes an agreement between the Village and "
                       "'the Club' (who maintains, inspection access, self-help) but never says it binds subsequent "
                       "landowners or is recorded as a deed restriction; the easement in Item 23 is a separate item",
    },
    "gap_quotes": [("44-8B(1)(h)", "attached Erosion and Sediment Control Map, which is part of this submission")],
    "forbidden": [
        ("44-8B(1)(h)", r"\bLF\b|linear (feet|ft)|\blin\. ?ft"),
        ("44-8B(1)(h)", r"E ?& ?S ?C (PLAN|MAP) SHEET|SHEET (ESC|EC|C)-?\d"),
        ("44-8B(1)(l)", r"(silt fence|sand fence|inlet protection|construction entrance|sediment trap|ST-1|stockpile)"
                        r"[^.]{0,100}\b(repair|replace|remove|clean|restore|top.?dress)"),
        ("44-8B(1)(l)", r"\b(repair|replace|clean ?out|top.?dress)\w*[^.]{0,100}(silt fence|sand fence|inlet protection|construction entrance|sediment trap)"),
        ("44-8B(1)(l)", r"one-half|half (the|its) (height|capacity|depth)|50 ?(%|percent)"),
        ("44-8B(3)(i)", r"subsequent (land)?owners|successors|heirs|assigns|runs? with the land|deed restriction|binding (on|upon)"),
    ],
    "ambiguous_items": ["44-8E"],
    "notes": "A 2.10-acre private club (not a single-family residence) is Condition C; the plan also states "
             "Northport Bay is 303(d)-listed for pathogens (Condition A), so 44-8B(3)(b)-(i) apply. "
             "Hard cases: (1)(h) - the site map SM-1 is bound and complete for (1)(b) and (3)(c), which makes it "
             "easy to tick (h) too, but it shows no erosion and sediment control practice and the 'attached' E&SC "
             "map is absent. (1)(l) - the box titled 'Maintenance schedule' is filled in, but with the "
             "post-construction schedule; that same table satisfies (3)(g), to which Item 22 points. (1)(i) gives "
             "practice dimensions, not run lengths, so it does not fill (h). 44-8E is the exact Chapter 44 "
             "statement with blank signer fields (contractors not engaged): labelled present, listed ambiguous. "
             "(3)(h) easement is shown on SM-1, to be recorded, and survives transfer of title: present.",
}

# =====================================================================================
# A2: plan with bilingual (English / Spanish) headings for the crew (LibreOffice)
# =====================================================================================
A2_MAP = {
    "title": "SITE MAP AND EROSION AND SEDIMENT CONTROL PLAN / PLANO DEL SITIO - 418 ASHAROKEN AVENUE",
    "sheet": "SW-1", "ft_per_in": 60, "w": 440, "h": 330,
    "els": [
        ("rect", 0, 300, 440, 28, {"fill": "#d5e6f5", "stroke": "#3366aa"}),
        ("text", 140, 312, "LONG ISLAND SOUND (RECEIVING WATER)", 6.5),
        ("rect", 20, 20, 300, 270, {"width": 1.6}),
        ("text", 24, 24, "PROPERTY LINE - LOT AREA 1.86 AC", 5.5),
        ("rect", 20, 0, 300, 16, {"fill": "#eeeeee"}), ("text", 120, 4, "ASHAROKEN AVENUE", 6.5),
        ("rect", 20, 240, 300, 50, {"dash": True, "stroke": "#2d7a2d", "fill": "#eef6e4"}),
        ("text", 26, 276, "PRIMARY DUNE AND BEACH GRASS - UNDISTURBED (0.34 AC)", 5),
        ("poly", [(35, 22), (305, 22), (305, 235), (35, 235), (35, 22)], {"stroke": "#cc0000", "dash": True, "width": 1.4}),
        ("text", 40, 224, "LIMIT OF DISTURBANCE 1.32 AC", 5),
        ("rect", 120, 120, 100, 60, {"fill": "#f4e9d8"}), ("text", 124, 150, "PROPOSED RESIDENCE 4,200 SF", 5),
        ("rect", 230, 140, 50, 30, {"fill": "#d5e6f5"}), ("text", 232, 152, "POOL", 5),
        ("rect", 150, 30, 16, 90, {"fill": "#f0f0f0"}), ("text", 170, 70, "GRAVEL DRIVEWAY", 5),
        ("rect", 140, 30, 36, 12, {"fill": "#999999"}),
        ("text", 180, 36, "SCE: STABILIZED CONSTRUCTION ENTRANCE 24 FT X 50 FT", 5),
        ("poly", [(40, 236), (300, 236)], {"stroke": "#000000", "width": 1.2}),
        ("text", 42, 238, "SF-1: SILT FENCE ALONG DUNE EDGE - 260 FT", 5),
        ("poly", [(38, 40), (38, 234)], {"stroke": "#000000", "width": 1.2}),
        ("text", 42, 100, "SF-2: SILT FENCE WEST SIDE - 195 FT", 5),
        ("poly", [(302, 40), (302, 234)], {"stroke": "#000000", "width": 1.2}),
        ("text", 248, 100, "SF-3: EAST SIDE - 195 FT", 5),
        ("rect", 60, 60, 30, 24, {"dash": True}), ("text", 60, 88, "TSP: TOPSOIL STOCKPILE 30 X 24 FT", 5),
        ("rect", 240, 50, 20, 20, {}), ("text", 228, 44, "CW: CONCRETE WASHOUT 10 X 10 FT", 5),
        ("poly", [(230, 200), (230, 236)], {"stroke": "#2255cc"}),
        ("text", 234, 206, "EXISTING DRAINAGE: SHEET FLOW NORTH TO SOUND", 5),
        ("text", 40, 200, "EXISTING SLOPE 3-6% N; FINAL SLOPE 2-5% N, 3:1 MAX", 5),
        ("circle", 170, 238, 4, {"fill": "#2255cc"}), ("text", 176, 228, "DP-1 DISCHARGE POINT (SHEET FLOW)", 5),
        ("circle", 60, 190, 5, {"stroke": "#2d7a2d"}), ("circle", 290, 60, 5, {"stroke": "#2d7a2d"}),
        ("text", 64, 180, "EXISTING OAKS TO REMAIN, TREE PROTECTION FENCE", 5),
        ("rect", 335, 170, 100, 110, {}), ("text", 338, 270, "LOCATION MAP (N.T.S.)", 5.5),
        ("text", 340, 250, "LONG ISLAND SOUND", 5), ("poly", [(340, 215), (375, 225), (430, 220)], {}),
        ("text", 340, 205, "ASHAROKEN AVE", 5), ("circle", 385, 226, 4, {"fill": "#cc0000"}),
        ("text", 390, 230, "SITE", 5.5), ("text", 340, 185, "NORTHPORT BAY", 5),
    ],
    "legend": ["Heavy line: silt fence (SF-1 to SF-3)", "Red dashed: limit of disturbance",
               "Green dashed: undisturbed dune", "SCE / TSP / CW: construction entrance, stockpile, washout"],
    "notes": ["No wetlands on or adjacent to the lot (NYSDEC tidal wetland map checked).",
              "No off-site material, waste, borrow or equipment storage areas.",
              "Roof drywells (Village Chapter 45) are not part of this SWPPP review."],
}

A2_BLOCKS = [
    ("cover", [("STORMWATER POLLUTION PREVENTION PLAN", 17, True),
               ("PLAN DE PREVENCIÓN DE LA CONTAMINACIÓN DE AGUAS PLUVIALES", 12, False),
               ("New Single-Family Residence / Residencia Unifamiliar Nueva", 13, True),
               ("418 Asharoken Avenue, Village of Asharoken, Suffolk County, New York", 11, False),
               ("Owners: Priya and Thomas Vandermolen", 11, False),
               ("Prepared by Harborline Site Design LLC, 9 Woodbine Avenue, Northport, NY 11768, (631) 555-0166", 10, False),
               ("May 2025", 11, False),
               ("Headings are given in English and Spanish for the site crew. The English text governs. / "
                "Los títulos están en inglés y español para el personal de obra. El texto en inglés prevalece.", 9, False)]),
    ("break",),
    ("h1", "Contents / Contenido"),
    ("ul", ["1. Contacts / Contactos", "2. Project Description / Descripción del proyecto",
            "3. Site, Drainage and Receiving Water / Sitio, drenaje y aguas receptoras", "4. Soils / Suelos",
            "5. Construction Sequence / Secuencia de construcción", "6. Erosion and Sediment Controls / Controles de erosión y sedimentos",
            "7. Stabilization / Estabilización", "8. Schedule / Calendario", "9. Maintenance / Mantenimiento",
            "10. Pollution Prevention / Prevención de la contaminación", "11. Spill Prevention and Response / Prevención y respuesta a derrames",
            "12. Responsibilities / Responsabilidades", "13. Certifications / Certificaciones",
            "Appendix A Site Map / Plano del sitio", "Appendix B Soils Information / Información de suelos",
            "Appendix C Contractor Certifications / Certificaciones de contratistas", "Appendix D Inspection Form / Formulario de inspección"]),
    ("h1", "1. Contacts / Contactos"),
    ("table", ["Role / Función", "Name / Nombre", "Telephone / Teléfono"], [
        ["Owners / Propietarios", "Priya and Thomas Vandermolen, 418 Asharoken Avenue, Northport, NY 11768", "(631) 555-0170"],
        ["SWPPP preparer / Preparador", "Daniel R. Ferreira, CPESC, CPSWQ, Harborline Site Design LLC", "(631) 555-0166"],
        ["General contractor / Contratista general", "Ortega Brothers Builders Inc., 55 New York Avenue, Huntington, NY 11743; Luis A. Ortega, President", "(631) 555-0188"],
        ["Qualified inspector / Inspector calificado", "Kayla M. Brandt, CPESC, Harborline Site Design LLC", "(631) 555-0167"],
        ["Village Stormwater Management Officer", "Village of Asharoken, 1 Asharoken Avenue", "(631) 555-0100"],
    ], [0.3, 0.5, 0.2]),
    ("h1", "2. Project Description / Descripción del proyecto"),
    ("p", "The owners will demolish the existing one-story cottage and build a two-story single-family residence "
          "with a 4,200 sq ft footprint, an in-ground pool, a gravel driveway and lawn on a 1.86-acre lot on the "
          "Long Island Sound side of Asharoken Avenue. Land disturbance totals 1.32 acres (57,500 sq ft). The lot is "
          "not part of a larger common plan of development or sale. Construction is expected to take 14 months, "
          "starting in September 2025."),
    ("p", "Because the project disturbs more than one acre it is a land development activity under Chapter 44 and "
          "needs NYSDEC coverage under GP-0-25-001. It is the construction of a single-family residence that "
          "does not meet Condition A or B, so post-construction stormwater management practices under "
          "Section 44-8B(3) are not required; this is an erosion and sediment control SWPPP only."),
    ("h1", "3. Site, Drainage and Receiving Water / Sitio, drenaje y aguas receptoras"),
    ("p", "The lot slopes gently north, at 3 to 6 percent, from Asharoken Avenue toward the primary dune. Runoff "
          "leaves the lot as sheet flow across the dune to Long Island Sound, which is the receiving water. This "
          "reach of Long Island Sound is not listed in Appendix E of GP-0-25-001 and is not on the 303(d) list for "
          "a pollutant associated with construction stormwater, so Condition A does not apply. There are no "
          "wetlands or streams on or next to the lot."),
    ("p", "Existing runoff data / Datos existentes de escorrentía: no flow monitoring or drainage study exists for "
          "this lot. During a site visit on 21 March 2025, after 1.2 inches of rain, no ponding, rills or "
          "concentrated flow were observed; the lawn and the dune absorbed the runoff."),
    ("h1", "4. Soils / Suelos"),
    ("p", "Soil information for the lot is provided in Appendix B, Soils Information."),
    ("h1", "5. Construction Sequence / Secuencia de construcción"),
    ("p", "Only one phase is proposed, and the whole 1.32 acres may be open at once, far below the five-acre limit."),
    ("ul", ["1. Stake the limit of disturbance and install tree protection fence around the oaks to remain.",
            "2. Install the stabilized construction entrance (SCE) at the driveway opening.",
            "3. Install silt fence SF-1 along the dune edge and SF-2 and SF-3 along the side lines.",
            "4. Demolish the cottage; remove the debris by truck the same week.",
            "5. Strip topsoil to the stockpile (TSP); excavate the foundation and pool.",
            "6. Build the house; set up the concrete washout (CW) before the footings are poured.",
            "7. Rough grade, install utilities, backfill the pool.",
            "8. Spread topsoil, seed the lawn and plant the dune buffer; place the driveway gravel.",
            "9. Remove the silt fence and washout after 80 percent vegetative cover is reached."]),
    ("break",),
    ("h1", "6. Erosion and Sediment Controls / Controles de erosión y sedimentos"),
    ("table", ["Practice / Práctica", "Location and size / Ubicación y tamaño", "Specification and installation / Especificación e instalación"], [
        ["Stabilized construction entrance (SCE)", "Driveway opening, 24 ft by 50 ft", "1.5 to 4 inch crushed stone 8 in thick on geotextile fabric; reduces tracking onto Asharoken Avenue"],
        ["Silt fence SF-1, SF-2, SF-3", "Dune edge 260 ft; side lines 195 ft each", "36-inch woven geotextile on 2-inch hardwood stakes at 8 ft centers, toe buried 6 in deep"],
        ["Topsoil stockpile (TSP)", "30 ft by 24 ft, southwest corner", "Ringed by silt fence; side slopes 2:1 or flatter"],
        ["Concrete washout (CW)", "10 ft by 10 ft near the entrance", "Above-ground straw bale pit lined with 10 mil plastic"],
        ["Tree protection fence", "Around the two oaks at the drip line", "4 ft orange safety fence on steel posts"],
    ], [0.25, 0.3, 0.45]),
    ("p", "No sediment basin or trap is needed: the drainage area to any single point is under one acre and "
          "runoff soaks into the lawn. Silt fence SF-1 along the dune edge is the structural practice that limits "
          "runoff and sediment leaving the exposed areas toward the Sound; the undisturbed dune behind it acts as "
          "a vegetated filter. Locations are shown on Sheet SW-1 in Appendix A."),
    ("h1", "7. Stabilization / Estabilización"),
    ("p", "Temporary: any disturbed area that will not be worked for 7 days is seeded with annual ryegrass at 40 "
          "pounds per acre and mulched with straw at 2 tons per acre within 7 days; the topsoil stockpile is "
          "seeded the same way. Exposed areas are watered in dry, windy weather."),
    ("p", "Permanent: 4 inches of topsoil, a lawn seed mix of turf-type tall fescue and perennial ryegrass, and "
          "Cape American beachgrass planted 12 inches on center in the dune buffer. Final stabilization is 80 "
          "percent uniform perennial cover over all disturbed areas."),
    ("p", "Temporary to permanent / Temporal a permanente: the crushed stone of the construction entrance is "
          "regraded and left in place as the base of the permanent gravel driveway. The tree protection fence "
          "and the silt fence are removed at the end of the job."),
    ("h1", "8. Schedule / Calendario"),
    ("table", ["Practice / Práctica", "Installed / Instalación", "Remains until / Permanece hasta"], [
        ["SCE", "Step 2, before demolition", "Driveway gravel placed (step 8)"],
        ["Silt fence SF-1 to SF-3", "Step 3, before demolition", "80 percent cover (step 9)"],
        ["Tree protection fence", "Step 1", "Final grading complete"],
        ["Topsoil stockpile controls", "Step 5, when the stockpile is made", "Stockpile used up"],
        ["Concrete washout", "Step 6, before the first pour", "Last concrete work"],
        ["Temporary seed and mulch", "Within 7 days of stopping work on an area", "Permanent seeding"],
    ], [0.34, 0.33, 0.33]),
    ("h1", "9. Maintenance / Mantenimiento"),
    ("table", ["Practice / Práctica", "Maintenance / Mantenimiento", "When / Cuándo"], [
        ["SCE", "Add clean stone when the surface is clogged with soil; sweep any soil off Asharoken Avenue the same day", "Weekly and after each rain"],
        ["Silt fence", "Remove sediment when it reaches one-half the fence height; repair sagging or torn fence", "Within 24 hours of finding it"],
        ["Stockpile", "Re-seed bare spots; repair the ring of silt fence", "Weekly"],
        ["Concrete washout", "Remove hardened concrete when the pit is half full; replace torn liner", "Weekly"],
    ], [0.2, 0.55, 0.25]),
    ("p", "The qualified inspector inspects the controls every 7 days and within 24 hours after 0.5 inch of rain, "
          "and records the results on the form in Appendix D."),
    ("h1", "10. Pollution Prevention / Prevención de la contaminación"),
    ("p", "Litter and debris: a roll-off container is kept by the driveway and emptied when full; crews "
          "pick up trash on the lot and the beach side each day. Demolition debris is hauled to a permitted "
          "transfer station. Construction chemicals: paint, primer, sealant and pool chemicals are used as the "
          "labels direct, and empty containers go in the roll-off container, never on the ground. Wash water "
          "from painting and drywall work goes to the concrete washout, not onto the lawn or the dune. Portable "
          "toilets are set back from the dune and serviced weekly."),
    ("h1", "11. Spill Prevention and Response / Prevención y respuesta a derrames"),
    ("p", "A spill kit with absorbent pads, socks and a bag of granular absorbent is kept in the contractor's "
          "truck and at the house while work is underway. Equipment is checked every morning for leaks. If a "
          "spill happens: stop the source, keep it off the dune with socks or a small earth berm, soak it up with "
          "the absorbent, and put the used material in a sealed bag for disposal. Any spill that reaches Long "
          "Island Sound, or any petroleum spill that cannot be cleaned up in two hours, is reported to the "
          "NYSDEC Spill Hotline and to the Village. The contractor's superintendent is in charge of spill response."),
    ("h1", "12. Responsibilities / Responsabilidades"),
    ("table", ["Part of the site / Parte del sitio", "Responsible / Responsable"], [
        ["House, pool and driveway area (inside the limit of disturbance)", "Ortega Brothers Builders Inc. - installs and maintains all controls"],
        ["Dune edge and silt fence SF-1", "Ortega Brothers Builders Inc.; owners keep guests and vehicles off the dune"],
        ["Asharoken Avenue frontage", "Ortega Brothers Builders Inc. sweeps any tracked soil"],
        ["Inspections and SWPPP updates, whole lot", "Kayla M. Brandt, CPESC, qualified inspector"],
    ], [0.45, 0.55]),
    ("break",),
    ("h1", "13. Certifications / Certificaciones"),
    ("h2", "Preparer's Certification / Certificación del preparador"),
    ("p", "I certify that this Stormwater Pollution Prevention Plan was prepared by me, that the information in it "
          "is true and complete to the best of my knowledge, and that the design of all stormwater management "
          "practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken."),
    ("kv", [("Signature / Firma", "/s/ Daniel R. Ferreira"),
            ("Name and credentials", "Daniel R. Ferreira, CPESC No. 8841, CPSWQ - Project Manager"),
            ("Firm", "Harborline Site Design LLC"), ("Date / Fecha", "12 May 2025")]),
    ("h2", "Owner's Certification / Certificación del propietario"),
    ("p", "We certify that we have read this SWPPP and will see that it is carried out, and that a copy will be "
          "kept on the site from the start of work until final stabilization."),
    ("kv", [("Signature / Firma", "/s/ Priya Vandermolen     /s/ Thomas Vandermolen"), ("Date / Fecha", "12 May 2025")]),
    ("map", A2_MAP),
    ("break",),
    ("h1", "Appendix B - Soils Information / Apéndice B - Información de suelos"),
    ("break",),
    ("h1", "Appendix C - Contractor Certifications / Apéndice C - Certificaciones de contratistas"),
    ("p", '"' + ASH_CERT + '"'),
    ("kv", [("Name and title / Nombre y cargo", "Luis A. Ortega, President"),
            ("Firm / Empresa", "Ortega Brothers Builders Inc."),
            ("Firm address and telephone", "55 New York Avenue, Huntington, NY 11743, (631) 555-0188"),
            ("Site / Sitio", "418 Asharoken Avenue, Village of Asharoken"),
            ("Signature / Firma", "/s/ Luis A. Ortega"), ("Date / Fecha", "19 May 2025")]),
    ("break",),
    ("h1", "Appendix D - Inspection Form / Apéndice D - Formulario de inspección"),
    ("kv", [("Date / Fecha", ""), ("Inspector", ""), ("Rain since last inspection / Lluvia", ""),
            ("SCE condition / Entrada", ""), ("Silt fence SF-1 to SF-3 / Cerca de sedimentos", ""),
            ("Stockpile / Acopio", ""), ("Concrete washout / Lavado de concreto", ""),
            ("Temporary seeding / Siembra temporal", ""), ("Corrective actions / Acciones correctivas", ""),
            ("Signature / Firma", "")]),
]

A2 = {
    "name": "p3_a2_bilingual_asharoken_ave_residence",
    "checklist": "asharoken-ch44",
    "house_style": "crew-facing SWPPP with bilingual English/Spanish headings (English text governs)",
    "producer": "LibreOffice from Word (python-docx), map sheet from ReportLab merged with pypdf",
    "engine": "libreoffice",
    "style": {"header": "SWPPP - 418 Asharoken Avenue - Harborline Site Design LLC - May 2025",
              "footer": "Vandermolen Residence SWPPP / PPCAP", "font": "Liberation Serif", "size": 10.5},
    "blocks": A2_BLOCKS,
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.32, "disturbed_sq_ft": 57500,
              "project_type": "single-family residence (demolition and new house, pool)",
              "single_family": True, "impaired_water": False,
              "receiving_water": "Long Island Sound (stated not in GP Appendix E / not 303(d)-listed for a construction pollutant)",
              "conditions": [], "phased": False, "common_plan": False},
    "items": {
        "44-8B(1)(a)": "present", "44-8B(1)(b)": "present", "44-8B(1)(c)": "missing", "44-8B(1)(d)": "present",
        "44-8B(1)(e)": "present", "44-8B(1)(f)": "missing", "44-8B(1)(g)": "present", "44-8B(1)(h)": "present",
        "44-8B(1)(i)": "present", "44-8B(1)(j)": "present", "44-8B(1)(k)": "present", "44-8B(1)(l)": "present",
        "44-8B(1)(m)": "present", "44-8B(1)(n)": "present", "44-8B(1)(o)": "present", "44-8B(1)(p)": "present",
        "44-8B(3)(b)": "not_applicable", "44-8B(3)(c)": "not_applicable", "44-8B(3)(d)": "not_applicable",
        "44-8B(3)(e)": "not_applicable", "44-8B(3)(f)": "not_applicable", "44-8B(3)(g)": "not_applicable",
        "44-8B(3)(h)": "not_applicable", "44-8B(3)(i)": "not_applicable",
        "44-8C": "missing", "44-8E": "present"},
    "evidence": {
        "44-8B(1)(a)": "build a two-story single-family residence with a 4,200 sq ft footprint",
        "44-8B(1)(b)": "PRIMARY DUNE AND BEACH GRASS - UNDISTURBED (0.34 AC)",
        "44-8B(1)(d)": "Only one phase is proposed, and the whole 1.32 acres may be open at once",
        "44-8B(1)(e)": "crews pick up trash on the lot and the beach side each day",
        "44-8B(1)(g)": "mulched with straw at 2 tons per acre within 7 days",
        "44-8B(1)(h)": "SF-1: SILT FENCE ALONG DUNE EDGE - 260 FT",
        "44-8B(1)(i)": "36-inch woven geotextile on 2-inch hardwood stakes at 8 ft centers",
        "44-8B(1)(j)": "left in place as the base of the permanent gravel driveway",
        "44-8B(1)(k)": "Step 3, before demolition",
        "44-8B(1)(l)": "repair sagging or torn fence",
        "44-8B(1)(m)": "Long Island Sound, which is the receiving water",
        "44-8B(1)(n)": "owners keep guests and vehicles off the dune",
        "44-8B(1)(o)": "is the structural practice that limits runoff and sediment leaving the exposed areas",
        "44-8B(1)(p)": "no ponding, rills or concentrated flow were observed",
        "44-8E": "I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards",
    },
    "gaps": {
        "44-8B(1)(c)": "'provided in Appendix X' where the appendix holds only its title: Section 4 Soils "
                       "([[p:Soil information for the lot is provided in Appendix B, Soils Information.]]) refers to "
                       "Appendix B, which is a title page with nothing under it "
                       "([[p:Appendix B - Soils Information / Apéndice B]]); no soil is described anywhere",
        "44-8B(1)(f)": "spill section that names no storage practices: Section 11 "
                       "([[p:A spill kit with absorbent pads, socks and a bag of granular absorbent]]) gives a spill "
                       "kit and response steps, but the plan never lists the construction and waste materials to be "
                       "stored on site or any practice for storing them out of the rain",
        "44-8C": "certification not by a licensed professional: the preparer's certification "
                 "([[p:Preparer's Certification / Certificación del preparador]]) has the right design statement but "
                 "is signed by a CPESC/CPSWQ project manager; Chapter 44 requires a licensed professional engineer "
                 "or licensed landscape architect, and no P.E. or R.L.A. signs or seals the plan",
    },
    "gap_quotes": [("44-8C", "Daniel R. Ferreira, CPESC No. 8841, CPSWQ - Project Manager")],
    "forbidden": [
        ("44-8B(1)(c)", r"\bsand(s|y)?\b|\bloam|\bsilt loam|hydrologic soil|\bHSG\b|soil survey|Riverhead|Plymouth|Carver|Haven|test hole|boring|groundwater|well drained"),
        ("44-8B(1)(f)", r"stored|(?<!equipment )storage (area|container|trailer|practice|shed)|secondary containment|under (cover|tarps?)|covered (storage|area)|on pallets|fuel (tank|storage)|out of the rain"),
        ("44-8C", r"P\.E\.|Professional Engineer|Landscape Architect|R\.L\.A\.|Lic\. No"),
    ],
    "ambiguous_items": ["44-8B(1)(p)"],
    "notes": "Single-family residence disturbing 1.32 acres: a land development activity (one acre or more), so "
             "the 44-8B(1) items, 44-8C and 44-8E apply. Condition C excludes single-family residences, Condition "
             "B needs five acres, and the plan states the receiving water (Long Island Sound at this reach) is not "
             "listed for a construction pollutant, so Condition A does not apply: all 44-8B(3) items are "
             "not_applicable. (1)(p): the plan says no runoff data exist and reports one post-storm observation of "
             "no ponding or rills - labelled present, listed ambiguous. (1)(o): silt fence along the dune edge "
             "described as the structural practice limiting runoff and sediment (no trap needed, reason given) - "
             "present. The owner's certification is not a 44-8C plan certification. The Appendix C contractor "
             "certification is the exact Chapter 44 statement, filled in and signed: present.",
}

# =====================================================================================
# A3: plan exported from a spreadsheet workbook (Chromium)
# =====================================================================================
def sheet(title, n, total=13):
    return ("h1", f"Worksheet {n} of {total}: {title}")


A3_MAP = {
    "title": "Map_Sheet - HARBOR BLUFF SUBDIVISION SITE MAP AND E&SC PLAN", "sheet": "WB-13",
    "ft_per_in": 100, "w": 620, "h": 560,
    "els": [
        ("rect", 0, 0, 620, 40, {"fill": "#d5e6f5", "stroke": "#3366aa"}),
        ("text", 10, 14, "NORTHPORT BAY (RECEIVING WATER)", 6),
        ("rect", 20, 60, 520, 440, {"width": 1.6}), ("text", 24, 490, "TRACT BOUNDARY - 5.02 AC", 5.5),
        ("rect", 20, 505, 520, 22, {"fill": "#eeeeee"}), ("text", 200, 512, "ASHAROKEN AVENUE", 6.5),
        ("rect", 250, 150, 30, 355, {"fill": "#f0f0f0"}), ("text", 284, 420, "HARBOR BLUFF LANE (PRIVATE, 420 FT)", 5),
        ("poly", [(20, 340), (250, 340)], {"dash": True}), ("poly", [(280, 340), (540, 340)], {"dash": True}),
        ("text", 60, 420, "LOT 1 (1.61 AC)", 6), ("text", 60, 250, "LOT 2 (1.52 AC)", 6), ("text", 360, 300, "LOT 3 (1.55 AC)", 6),
        ("poly", [(40, 120), (520, 120), (520, 495), (40, 495), (40, 120)], {"stroke": "#cc0000", "dash": True, "width": 1.4}),
        ("text", 300, 480, "LIMIT OF DISTURBANCE 3.60 AC", 5),
        ("rect", 20, 60, 520, 55, {"dash": True, "stroke": "#2d7a2d", "fill": "#eef6e4"}),
        ("text", 30, 95, "WOODED BLUFF AND TIDAL WETLAND BUFFER - UNDISTURBED (1.42 AC)", 5),
        ("poly", [(20, 72), (540, 72)], {"stroke": "#2d7a2d", "dash": True}), ("text", 300, 76, "TIDAL WETLAND LINE", 5),
        ("rect", 200, 125, 40, 22, {"fill": "#cfe8cf"}), ("text", 150, 136, "ST-1 / BR-1", 5),
        ("rect", 300, 125, 40, 22, {"fill": "#cfe8cf"}), ("text", 344, 136, "ST-2 / BR-2", 5),
        ("text", 60, 150, "ST-1: SEDIMENT TRAP 5,400 CF; BECOMES BR-1 (2,400 SF)", 5),
        ("text", 330, 150, "ST-2: TRAP 3,600 CF; BECOMES BR-2 (1,900 SF)", 5),
        ("poly", [(42, 122), (518, 122)], {"width": 1.2}), ("text", 44, 114, "SILT FENCE SF-1 ALONG BLUFF CREST - 480 FT", 5),
        ("poly", [(42, 125), (42, 490)], {"width": 1.2}), ("text", 46, 380, "SF-2 WEST LINE - 365 FT", 5),
        ("poly", [(518, 125), (518, 490)], {"width": 1.2}), ("text", 440, 380, "SF-3 EAST LINE - 365 FT", 5),
        ("rect", 250, 470, 30, 30, {"fill": "#999999"}), ("text", 284, 462, "SCE 24 FT X 60 FT AT ASHAROKEN AVE", 5),
        ("circle", 240, 516, 4, {}), ("circle", 300, 516, 4, {}), ("text", 310, 530, "IP-1, IP-2 INLET PROTECTION ON ROAD CATCH BASINS", 5),
        ("poly", [(60, 470), (245, 470)], {"stroke": "#8a5a00"}), ("text", 62, 460, "DD-1 DIVERSION DIKE 185 FT TO ST-1", 5),
        ("text", 60, 200, "EX. SLOPE 4-8% S; FINAL 2-6% S; BLUFF 35% UNCHANGED", 5),
        ("poly", [(400, 450), (400, 200)], {"stroke": "#2255cc"}), ("text", 404, 440, "EX. DRAINAGE SOUTH TO BAY", 5),
        ("circle", 220, 110, 4, {"fill": "#2255cc"}), ("text", 150, 100, "DP-1 (BR-1 OUTFALL LEVEL SPREADER)", 5),
        ("circle", 320, 110, 4, {"fill": "#2255cc"}), ("text", 330, 100, "DP-2 (BR-2 LEVEL SPREADER)", 5),
        ("circle", 100, 300, 6, {"stroke": "#2d7a2d"}), ("circle", 460, 250, 6, {"stroke": "#2d7a2d"}),
        ("text", 104, 290, "EXISTING OAK-HICKORY WOODS TO REMAIN", 5),
        ("circle", 150, 410, 4, {}), ("circle", 170, 410, 4, {}), ("circle", 150, 240, 4, {}), ("circle", 170, 240, 4, {}),
        ("circle", 380, 280, 4, {}), ("circle", 400, 280, 4, {}),
        ("text", 60, 230, "DW: 2 ROOF DRYWELLS PER LOT (8 FT DIA X 6 FT) AT EACH HOUSE", 5),
        ("rect", 560, 380, 58, 140, {}), ("text", 562, 508, "LOCATION (NTS)", 5),
        ("text", 562, 490, "L.I. SOUND", 5), ("text", 562, 460, "ASHAROKEN", 5), ("text", 562, 450, "AVENUE", 5),
        ("circle", 585, 430, 4, {"fill": "#cc0000"}), ("text", 562, 415, "SITE", 5), ("text", 562, 395, "NORTHPORT BAY", 4.5),
    ],
    "legend": ["Red dashed: limit of disturbance", "Heavy line: silt fence", "Green: undisturbed / wetland line",
               "ST = sediment trap, BR = bioretention, SCE = entrance, IP = inlet protection, DD = dike"],
    "notes": ["No off-site material, waste, borrow or equipment storage areas.",
              "Soils: Carver and Plymouth sands (CpE on bluff, PlB elsewhere) per Suffolk County Soil Survey."],
}

A3_CSS = """
body { font-family: "Liberation Sans", Arial, sans-serif; }
h1 { font-size: 11pt; background: #1f5c2e; color: #fff; padding: 3pt 6pt; margin-top: 0; }
h2 { font-size: 10pt; border-bottom: 1pt solid #1f5c2e; }
table.grid th { background: #d9ead3; font-size: 8.5pt; } table.grid td { font-size: 8.5pt; }
table.grid td:first-child { font-family: "Liberation Mono", monospace; }
table.kv th { background: #f3f3f3; font-size: 8.5pt; border: 0.5pt solid #bbb; }
table.kv td { font-size: 8.5pt; border: 0.5pt solid #bbb; }
"""

A3_BLOCKS = [
    ("cover", [("HARBOR BLUFF SUBDIVISION - 3 LOTS", 16, True),
               ("Stormwater Pollution Prevention Plan - SWPPP Workbook (exported to PDF)", 12, False),
               ("Village of Asharoken Chapter 44 / NYSDEC GP-0-25-001", 11, False),
               ("Asharoken Avenue (south side, Northport Bay), Village of Asharoken, Suffolk County, NY", 10.5, False),
               ("Applicant: Bayview Land Holdings LLC - Engineer: Pellegrino Civil Engineering, P.C.", 10.5, False),
               ("Workbook file SWPPP_HarborBluff_rev3.xlsx, exported 2 June 2025, 13 worksheets", 9.5, False)]),
    ("break",),
    sheet("1_Project", 1),
    ("kv", [("A1 Project", "Harbor Bluff Subdivision: 3 single-family lots and a 420 ft private lane"),
            ("A2 Location", "South side of Asharoken Avenue, Village of Asharoken, on the Northport Bay shore; SCTM 0400-003.00-02.00-011.000"),
            ("A3 Type", "Residential subdivision (common plan of development) with private road and shared stormwater practices"),
            ("A4 Size", "Tract 5.02 ac; total disturbance 3.60 ac (156,800 sq ft); impervious after build-out 0.78 ac"),
            ("A5 Applicant", "Bayview Land Holdings LLC, 300 Main Street, Huntington, NY 11743; Nadia F. Kowalczyk, Managing Member, (631) 555-0150"),
            ("A6 Engineer", "Pellegrino Civil Engineering, P.C., 17 Bayview Avenue, Northport, NY 11768; Robert A. Pellegrino, P.E., (631) 555-0155"),
            ("A7 Site contractor", "Kings Point Excavating Inc., 8 Commerce Drive, Commack, NY 11725; Gina Salerno, Project Manager, (631) 555-0158"),
            ("A8 Conditions 44-8B(2)", "Condition C (1 to 5 ac, subdivision, not construction of single-family residences alone) and Condition A (Northport Bay 303(d) listed, pathogens)"),
            ("A9 Receiving water", "Northport Bay, via two level spreaders above the tidal wetland; Northport Bay opens to Long Island Sound"),
            ("A10 Existing runoff data", "Village drainage complaint file (2019-2024): two reports of sand washing onto Asharoken Avenue at the site driveway in storms over 2 in; no ponding reported"),
            ("A11 Existing runoff data", "Existing 10-year peak to the bluff at DP-1 plus DP-2 modelled at 4.1 cfs (worksheet 9_Hydrology)")]),
    ("p", "The workbook is the complete SWPPP. Each worksheet prints on its own page; cell references (A1, B4 ...) "
          "are used in the Village Engineer's comment letters."),
    ("break",),
    sheet("2_Site_Soils", 2),
    ("table", ["Cell", "Item", "Entry"], [
        ["B2", "Topography", "Gently sloping upland (4 to 8 percent) falling south to a wooded bluff (35 percent) above the tidal wetland"],
        ["B3", "Vegetation", "Oak-hickory woods on the bluff and west side; old field on the upland; 1.42 ac left undisturbed"],
        ["B4", "Soils (map units)", "PlB Plymouth loamy sand, 3-8% slopes (upland); CpE Carver and Plymouth sands, 15-35% slopes (bluff)"],
        ["B5", "Soils (test pits)", "TP-1 to TP-4: 1 ft topsoil over yellow-brown fine to coarse sand to 12 ft; no groundwater to 12 ft"],
        ["B6", "Erodibility", "Sands are highly erodible when bare; the bluff face is not disturbed"],
        ["B7", "Wetlands", "NYSDEC tidal wetland along the Northport Bay shore, flagged 12 Feb 2025; 75 ft adjacent area kept undisturbed"],
        ["B8", "Site map", "Worksheet 13 (Map_Sheet) at 1 in = 100 ft with location inset"],
    ], [0.08, 0.22, 0.7]),
    sheet("3_Sequence", 3),
    ("p", "Phase 1 - Road, utilities and shared stormwater practices (1.55 ac):"),
    ("table", ["Step", "Activity", "Controls in place before the step"], [
        ["1", "Pre-construction meeting with the Village SMO; stake limits of disturbance and wetland buffer", "-"],
        ["2", "Install SCE at Asharoken Avenue, inlet protection IP-1 and IP-2, silt fence SF-1 to SF-3", "-"],
        ["3", "Clear and grub the lane corridor and the ST-1 and ST-2 areas", "Step 2"],
        ["4", "Excavate sediment traps ST-1 and ST-2; build diversion dike DD-1", "Step 2"],
        ["5", "Rough grade Harbor Bluff Lane; install water, electric and drainage", "Steps 2 and 4"],
        ["6", "Pave the lane binder course; stabilize shoulders", "Steps 2 and 4"],
        ["7", "Convert ST-1 and ST-2 to bioretention BR-1 and BR-2", "Step 6"],
    ], [0.07, 0.6, 0.33]),
    ("p", "Phase 2 - Lots 1 to 3 (house construction, 2.05 ac): the construction sequence for each lot will be "
          "prepared by the lot builder and submitted with the building permit application for that lot."),
    ("break",),
    sheet("4_ESC_Practices", 4),
    ("table", ["ID", "Practice", "Dimensions and material specification", "Installation detail"], [
        ["SCE", "Stabilized construction entrance", "24 ft x 60 ft, 8 in of 1.5-4 in crushed stone on woven geotextile", "Full width of the lane opening; mountable berm at the road"],
        ["SF-1..3", "Silt fence", "36 in woven geotextile, 2 in hardwood stakes at 8 ft", "Toe-in trench 6 in x 6 in; ends turned upslope"],
        ["IP-1,2", "Inlet protection", "Filter fabric insert with overflow, sized for 24 in x 24 in grate", "Under the grate of the two Asharoken Avenue catch basins"],
        ["ST-1", "Sediment trap", "5,400 cf (1.5 ac x 3,600 cf/ac), 50% wet, 2:1 slopes, stone outlet 6 ft wide", "At the BR-1 footprint, bottom 3 ft above groundwater"],
        ["ST-2", "Sediment trap", "3,600 cf (1.0 ac x 3,600 cf/ac), 2:1 slopes, stone outlet 4 ft wide", "At the BR-2 footprint"],
        ["DD-1", "Diversion dike", "18 in high, 2:1 side slopes, 4 ft top, seeded", "Directs upland runoff from the lane cut to ST-1"],
        ["CW", "Concrete washout", "Prefabricated 8 ft x 8 ft container", "Next to the SCE"],
    ], [0.08, 0.18, 0.42, 0.32]),
    sheet("5_Structural_Practices", 5),
    ("p", "Diversion dike DD-1 carries runoff from the upland away from the exposed lane cut to ST-1. Traps ST-1 "
          "and ST-2 store runoff from the exposed areas and release it through stone outlets to level spreaders "
          "above the bluff, so no concentrated flow reaches the bluff face."),
    ("table", ["ID", "Temporary practice", "Converted to permanent measure"], [
        ["ST-1", "Sediment trap", "Bioretention BR-1 (excavate sediment, place media and underdrain, plant)"],
        ["ST-2", "Sediment trap", "Bioretention BR-2"],
        ["DD-1", "Diversion dike", "Regraded as the permanent grass swale along the lane"],
    ], [0.1, 0.3, 0.6]),
    ("break",),
    sheet("6_Implementation_Schedule", 6),
    ("table", ["ID", "Practice", "Initial placement (timing)", "Duration (time in place)"], [
        ["SCE", "Stabilized construction entrance", "TBD", "TBD"],
        ["SF-1..3", "Silt fence", "TBD", "TBD"],
        ["IP-1,2", "Inlet protection", "TBD", "TBD"],
        ["ST-1", "Sediment trap", "TBD", "TBD"],
        ["ST-2", "Sediment trap", "TBD", "TBD"],
        ["DD-1", "Diversion dike", "TBD", "TBD"],
        ["CW", "Concrete washout", "TBD", "TBD"],
        ["TS", "Temporary seeding", "TBD", "TBD"],
    ], [0.1, 0.3, 0.3, 0.3]),
    ("small", "Schedule cells to be completed by the site contractor."),
    sheet("7_Stabilization", 7),
    ("table", ["Stage", "Temporary measures", "Permanent measures"], [
        ["Clearing and grubbing", "Perimeter silt fence, SCE; disturbed areas idle 7 days receive annual rye 40 lb/ac and straw mulch 2 tons/ac", "-"],
        ["Grading and utilities", "Temporary seed and mulch within 7 days; stockpiles seeded and ringed with silt fence; dust control by watering", "Lane shoulders topsoiled and seeded"],
        ["Paving and lots", "Erosion control blanket on slopes steeper than 3:1", "4 in topsoil, fescue mix; BR-1 and BR-2 planted"],
        ["Closeout", "-", "80 percent uniform perennial cover"],
    ], [0.2, 0.45, 0.35]),
    ("break",),
    sheet("8_ESC_Maintenance", 8),
    ("table", ["ID", "Maintenance", "Frequency"], [
        ["SCE", "Top-dress with clean stone when voids fill; sweep the road", "As needed, checked daily"],
        ["SF-1..3", "Remove sediment at one-half fence height; repair or replace torn fabric", "Within 24 hours of the inspection"],
        ["IP-1,2", "Empty the insert when half full", "After each storm"],
        ["ST-1,2", "Remove sediment when storage is reduced by 50 percent", "Checked weekly"],
        ["DD-1", "Repair breaches and re-seed", "After each storm"],
    ], [0.12, 0.58, 0.3]),
    ("p", "Qualified professional: Gina Salerno's crew installs and maintains; inspections by Priyanka Desai, "
          "CPESC, every 7 days and within 24 hours of 0.5 in of rain."),
    sheet("9_Pollution_Prevention", 9),
    ("kv", [("Litter", "Covered dumpster at the staging area; litter patrol each Friday along the bluff fence and Asharoken Avenue"),
            ("Construction chemicals", "Used only per label; no wash water to the traps or bioretention areas"),
            ("Debris", "Cleared brush chipped on site and used as mulch away from the bluff; stumps hauled off"),
            ("Materials stored on site", "Diesel fuel (double-walled 250 gal tank), hydraulic oil, pipe and structures, bagged concrete, fertilizer"),
            ("Storage practices", "Tank on a lined pad at the staging area 150 ft from the wetland line; bagged goods on pallets under cover; pipe stacked on dunnage"),
            ("Spill prevention and response", "Spill kit at the tank and in each excavator; spills stopped, contained and cleaned up; reportable spills called in to NYSDEC within 2 hours; list of stored materials updated monthly")]),
    ("break",),
    sheet("10_PostConstruction", 10),
    ("table", ["ID", "Practice", "Size", "Description"], [
        ["BR-1", "Bioretention", "2,400 sf, 2.5 ft media", "Treats lane and Lots 1-2 driveways; underdrain to level spreader LS-1"],
        ["BR-2", "Bioretention", "1,900 sf, 2.5 ft media", "Treats lane east half and Lot 3 driveway; underdrain to LS-2"],
        ["DW", "Roof drywells", "Two 8 ft dia x 6 ft per lot", "Each house roof to drywells on the lot (infiltration, RRv credit)"],
        ["LS-1,2", "Level spreaders", "20 ft long, stone", "Return treated flow as sheet flow above the bluff"],
    ], [0.08, 0.18, 0.22, 0.52]),
    ("table", ["Item", "Specification / installation"], [
        ["Bioretention media", "Sand 80-85%, fines 8-12%, compost 3-5%; placed in 12 in lifts, not compacted"],
        ["Underdrain", "6 in perforated HDPE in 12 in of No. 57 stone"],
        ["Drywells", "Precast concrete rings, H-20 slab, 2 ft stone collar"],
        ["Level spreaders", "Crushed stone trench 20 ft x 2 ft x 1.5 ft on geotextile, level to 0.05 ft"],
    ], [0.25, 0.75]),
    ("kv", [("Easements", "Drainage easement limits over BR-1, BR-2 and the level spreaders will be finalized with the Village Attorney during the building permit process.")]),
    ("kv", [("Maintenance agreement", "The Harbor Bluff Homeowners Association maintains BR-1, BR-2, LS-1 and LS-2; each lot owner maintains the drywells on the lot. The declaration of covenants, recorded as a deed restriction in the Suffolk County Clerk's office before the final plat is signed, binds the Association and all subsequent owners of Lots 1 to 3 and gives the Village the right to inspect and, after notice, to maintain at the owners' cost.")]),
    ("break",),
    sheet("11_Hydrology", 11),
    ("p", "Method: HydroCAD 10.2, NRCS TR-20, Type III 24-hour rainfall (NOAA Atlas 14): 1-yr 2.8 in, 10-yr 5.0 in, "
          "100-yr 8.4 in. Water quality volume WQv = (P)(Rv)(A)/12 with P = 1.3 in."),
    ("table", ["Design point / storm", "Pre-development peak (cfs)", "Post-development peak (cfs)", "Volume pre / post (cf)"], [
        ["DP-1, 1-yr", "0.9", "0.4", "2,350 / 1,020"], ["DP-1, 10-yr", "2.4", "1.7", "6,900 / 5,100"],
        ["DP-1, 100-yr", "5.6", "5.1", "15,800 / 14,700"], ["DP-2, 1-yr", "0.6", "0.3", "1,600 / 700"],
        ["DP-2, 10-yr", "1.7", "1.2", "4,800 / 3,600"], ["DP-2, 100-yr", "4.0", "3.6", "11,300 / 10,500"],
    ], [0.28, 0.24, 0.24, 0.24]),
    ("table", ["Practice", "WQv required (cf)", "WQv provided (cf)", "Hydraulic check"], [
        ["BR-1", "2,180", "2,400", "100-yr overflow through 24 in riser, 0.6 ft freeboard"],
        ["BR-2", "1,640", "1,900", "100-yr overflow through 24 in riser, 0.7 ft freeboard"],
        ["Drywells (per lot)", "RRv 310", "Storage 340 per lot", "10-yr roof runoff contained"],
    ], [0.22, 0.2, 0.2, 0.38]),
    sheet("12_Responsibilities_OandM", 12),
    ("table", ["Party", "Responsibility"], [
        ["Bayview Land Holdings LLC (applicant)", "Overall SWPPP compliance; NOI and NOT; retains the qualified professional"],
        ["Kings Point Excavating Inc.", "Installs and maintains all erosion and sediment controls"],
        ["Lot builders (to be named)", "Sign the contractor certification before starting; follow this SWPPP"],
        ["Priyanka Desai, CPESC", "Inspections, reports, SWPPP updates"],
    ], [0.4, 0.6]),
    ("table", ["Post-construction practice", "Maintenance", "Schedule"], [
        ["BR-1, BR-2", "Remove trash; replace dead plants; restore mulch; check 48-hour drawdown", "Spring and fall, and after storms over 1.5 in"],
        ["LS-1, LS-2", "Check for channels below the spreader; re-level stone", "Twice a year"],
        ["Drywells", "Inspect through cover; remove silt over 1 ft", "Once a year"],
    ], [0.25, 0.5, 0.25]),
    ("break",),
    sheet("13_Certifications", 13),
    ("p", "Plan certification (44-8C): I hereby certify that this SWPPP was prepared under my direct supervision "
          "and that the design of all stormwater management practices meets the requirements of Chapter 44 of "
          "the Village of Asharoken Code."),
    ("kv", [("Signed", "/s/ Robert A. Pellegrino (sealed)"),
            ("Name", "Robert A. Pellegrino, P.E., NY Lic. No. 079305"), ("Date", "2 June 2025")]),
    ("p", "Contractor certification (44-8E): " + ASH_CERT),
    ("table", ["Name and title", "Firm, address and telephone", "Site", "Signature", "Date"], [
        ["Gina Salerno, Project Manager", "Kings Point Excavating Inc., 8 Commerce Drive, Commack, NY 11725, (631) 555-0158",
         "Harbor Bluff Subdivision, Asharoken Avenue", "/s/ Gina Salerno", "30 May 2025"],
    ], [0.2, 0.32, 0.2, 0.15, 0.13]),
    ("map", A3_MAP),
]

A3 = {
    "name": "p3_a3_workbook_harbor_bluff_subdivision",
    "checklist": "asharoken-ch44",
    "house_style": "SWPPP exported from a spreadsheet workbook (one worksheet per page, many tables)",
    "producer": "Chromium print to PDF (HTML tables, inline SVG map)",
    "engine": "chromium",
    "style": {"header": "SWPPP_HarborBluff_rev3.xlsx - Pellegrino Civil Engineering, P.C.",
              "footer": "Printed from workbook - Harbor Bluff Subdivision SWPPP", "css": A3_CSS, "size": "9.5pt"},
    "blocks": A3_BLOCKS,
    "decision": "incomplete",
    "facts": {"disturbed_acres": 3.60, "disturbed_sq_ft": 156800,
              "project_type": "residential subdivision (3 lots, private lane)", "single_family": False,
              "impaired_water": True, "receiving_water": "Northport Bay (stated 303(d)-listed, pathogens)",
              "conditions": ["A", "C"], "phased": True},
    "items": {
        "44-8B(1)(a)": "present", "44-8B(1)(b)": "present", "44-8B(1)(c)": "present", "44-8B(1)(d)": "missing",
        "44-8B(1)(e)": "present", "44-8B(1)(f)": "present", "44-8B(1)(g)": "present", "44-8B(1)(h)": "present",
        "44-8B(1)(i)": "present", "44-8B(1)(j)": "present", "44-8B(1)(k)": "missing", "44-8B(1)(l)": "present",
        "44-8B(1)(m)": "present", "44-8B(1)(n)": "present", "44-8B(1)(o)": "present", "44-8B(1)(p)": "present",
        "44-8B(3)(b)": "present", "44-8B(3)(c)": "present", "44-8B(3)(d)": "present", "44-8B(3)(e)": "present",
        "44-8B(3)(f)": "present", "44-8B(3)(g)": "present", "44-8B(3)(h)": "missing", "44-8B(3)(i)": "present",
        "44-8C": "present", "44-8E": "present"},
    "evidence": {
        "44-8B(1)(a)": "Harbor Bluff Subdivision: 3 single-family lots and a 420 ft private lane",
        "44-8B(1)(b)": "WOODED BLUFF AND TIDAL WETLAND BUFFER - UNDISTURBED (1.42 AC)",
        "44-8B(1)(c)": "PlB Plymouth loamy sand, 3-8% slopes (upland)",
        "44-8B(1)(e)": "litter patrol each Friday along the bluff fence and Asharoken Avenue",
        "44-8B(1)(f)": "Tank on a lined pad at the staging area 150 ft from the wetland line",
        "44-8B(1)(g)": "Erosion control blanket on slopes steeper than 3:1",
        "44-8B(1)(h)": "SILT FENCE SF-1 ALONG BLUFF CREST - 480 FT",
        "44-8B(1)(i)": "5,400 cf (1.5 ac x 3,600 cf/ac), 50% wet, 2:1 slopes, stone outlet 6 ft wide",
        "44-8B(1)(j)": "Regraded as the permanent grass swale along the lane",
        "44-8B(1)(l)": "Remove sediment at one-half fence height",
        "44-8B(1)(m)": "Northport Bay, via two level spreaders above the tidal wetland",
        "44-8B(1)(n)": "Installs and maintains all erosion and sediment controls",
        "44-8B(1)(o)": "Diversion dike DD-1 carries runoff from the upland away from the exposed lane cut to ST-1",
        "44-8B(1)(p)": "two reports of sand washing onto Asharoken Avenue at the site driveway",
        "44-8B(3)(b)": "Treats lane and Lots 1-2 driveways; underdrain to level spreader LS-1",
        "44-8B(3)(c)": "ST-1: SEDIMENT TRAP 5,400 CF; BECOMES BR-1 (2,400 SF)",
        "44-8B(3)(d)": "100-yr overflow through 24 in riser, 0.6 ft freeboard",
        "44-8B(3)(e)": "Pre-development peak (cfs)",
        "44-8B(3)(f)": "Sand 80-85%, fines 8-12%, compost 3-5%",
        "44-8B(3)(g)": "Remove trash; replace dead plants; restore mulch",
        "44-8B(3)(i)": "binds the Association and all subsequent owners of Lots 1 to 3",
        "44-8C": "meets the requirements of Chapter 44 of the Village of Asharoken Code",
        "44-8E": "I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards",
    },
    "gaps": {
        "44-8B(1)(d)": "content for only one phase (with a deferral): worksheet 3_Sequence "
                       "([[p:Worksheet 3 of 13: 3_Sequence]]) sequences only Phase 1 (road, utilities, traps, 1.55 "
                       "ac); for Phase 2, the house construction on Lots 1-3 (2.05 of the 3.60 ac), it says the "
                       "sequence 'will be prepared by the lot builder and submitted with the building permit "
                       "application'",
        "44-8B(1)(k)": "table with the right headings but every row TBD: worksheet 6_Implementation_Schedule "
                       "([[p:Worksheet 6 of 13: 6_Implementation_Schedule]]) has columns for initial placement and "
                       "duration, all 'TBD', 'to be completed by the site contractor'; the Phase 1 sequence says "
                       "which step installs each control but gives no duration for any practice",
        "44-8B(3)(h)": "polite deferral: worksheet 10_PostConstruction "
                       "([[p:will be finalized with the Village Attorney during the building permit process]]) says "
                       "the drainage easement limits 'will be finalized with the Village Attorney during the "
                       "building permit process'; no easement is shown on the map or recorded on the plan",
    },
    "gap_quotes": [],
    "forbidden": [
        ("44-8B(3)(h)", r"easement[^.]{0,80}(recorded|transfer of title|shown on)|recorded (on|with) the (plan|plat)[^.]{0,60}easement"),
        ("44-8B(1)(k)", r"remains? in place|remove(d)? (after|when|once)"),
    ],
    "ambiguous_items": ["44-8B(1)(n)"],
    "notes": "3-lot subdivision with a private lane disturbing 3.60 acres: Condition C (not merely construction of "
             "single-family residences) and Condition A (plan states Northport Bay is 303(d)-listed for "
             "pathogens), so 44-8B(3)(b)-(i) apply. (1)(k): the Phase 1 sequence table gives the step at which "
             "controls go in but no durations, and the implementation schedule itself is all TBD - missing. "
             "(1)(n): responsibilities are given by party (applicant, site contractor, lot builders, inspector) "
             "rather than by part of the site; the lots are implicitly the builders' - labelled present, listed "
             "ambiguous. (3)(i): the declaration of covenants is described with its binding terms (who maintains, "
             "binds subsequent owners, recorded as deed restriction) - present under the corpus convention even "
             "though not yet signed. Map is at 1 in = 100 ft (allowed: not smaller than 1 in = 100 ft).",
}

PLANS = [A1, A2, A3]
