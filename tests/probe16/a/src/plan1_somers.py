"""Plan 1: Town of Somers, car-dealership expansion, SWPPP Amendment No. 1 (LibreOffice)."""
from fodt import doc, p, h, table, rect, line, label, e

NAME = "p16a_somers_dealership_amendment"
HDR = "Yorktown Ridge Auto Group, 3611 US Route 6 - SWPPP Amendment No. 1"
FTR = "Tallman Brook Engineering, P.C. - Issued October 20, 2025"

TOC = [  # (text, level) -- page numbers are filled on the second pass
    ("A. Amendment Schedule and Summary of Changes", 1),
    ("1.0 Project Description (Reissued)", 1),
    ("2.0 Permit Coverage and Regulatory Basis (Unchanged)", 1),
    ("3.0 Site Conditions, Soils and Receiving Waters (Reissued)", 1),
    ("4.0 Construction Phasing and Sequence of Operations (Reissued)", 1),
    ("5.0 Erosion and Sediment Control (Reissued)", 1),
    ("6.0 Pollution Prevention and Materials Management (Unchanged)", 1),
    ("7.0 Post-Construction Stormwater Management (Reissued)", 1),
    ("8.0 Long-Term Operation and Maintenance (Reissued)", 1),
    ("9.0 Certifications (Reissued)", 1),
    ("10.0 Inspections, Reporting and Record Keeping (Unchanged)", 1),
    ("Figure 1. Vicinity Map and Amended Site Plan", 1),
]


def body(pages):
    b = []
    # ---------- cover (page 1)
    b.append('<text:p text:style-name="ToStd"/>')
    b.append(p("TOWN OF SOMERS, WESTCHESTER COUNTY, NEW YORK", "Center"))
    b.append(p("Stormwater Pollution Prevention Plan", "Title"))
    b.append(p("AMENDMENT No. 1", "Title"))
    b.append(p("Yorktown Ridge Auto Group - Dealership Expansion (Inventory Lot and Service Building Addition)", "Center"))
    b.append(p("3611 US Route 6, Shenorock, Town of Somers, New York 10587  |  Tax Parcel 16.14-2-7", "Center"))
    b.append(p("Submitted to the Town of Somers Planning Board under Chapter 93, Stormwater Management and Erosion and Sediment Control", "Center"))
    b.append(p("Prepared for: Yorktown Ridge Auto Group, LLC, 3611 US Route 6, Shenorock, NY 10587", "Center"))
    b.append(p("Prepared by: Tallman Brook Engineering, P.C., 41 Old Tomahawk Street, Yorktown Heights, NY 10598, (914) 555-0187", "Center"))
    b.append(p("Original SWPPP dated April 12, 2024  |  Amendment No. 1 issued October 20, 2025", "Center"))
    b.append(p("This Amendment reissues only the sections marked \"Reissued\" in the Amendment Schedule. "
               "Every other section of the SWPPP dated April 12, 2024 is unchanged and remains in effect. "
               "Where a reissued section conflicts with the original plan, the reissued section governs.", "Note"))
    # ---------- TOC (page 2)
    b.append(p("Table of Contents", "H1PB").replace('text:p', 'text:p'))
    for (t, lvl) in TOC:
        pg = pages.get(t, "00")
        b.append(f'<text:p text:style-name="{"TOC" if lvl == 1 else "TOC2"}">{e(t)}<text:tab/>{pg}</text:p>')
    b.append(p("Sections marked (Unchanged) are not reprinted in this Amendment; the April 12, 2024 text of those sections "
               "remains in effect and is kept in the site copy of the SWPPP.", "Small"))

    # ---------- A. Amendment schedule
    b.append(h("A. Amendment Schedule and Summary of Changes", style="H1PB"))
    b.append(p("The Town of Somers Planning Board granted preliminary approval of the original 1.24-acre inventory-lot "
               "project in 2024. The owner has since acquired the adjoining parcel to the east (former landscape-supply "
               "yard) and proposes a larger expansion. Because the total disturbance now exceeds one acre on a commercial "
               "development, the SWPPP must include post-construction stormwater controls under Town Code § 93-6A(2)(g) "
               "and § 93-6A(3). The sections below record what this Amendment changes."))
    b.append(table([
        ["Section", "Title", "Status in Amendment No. 1", "Reason"],
        ["1.0", "Project Description", "Reissued", "Added east parcel; disturbance increased to 2.85 acres"],
        ["2.0", "Permit Coverage and Regulatory Basis", "Unchanged, remains in effect", "NOI modification filed separately with NYSDEC"],
        ["3.0", "Site Conditions, Soils and Receiving Waters", "Reissued", "Soils of east parcel added"],
        ["4.0", "Construction Phasing and Sequence", "Reissued", "Two phases replace the single phase"],
        ["5.0", "Erosion and Sediment Control", "Reissued", "Sediment trap ST-1 and added silt fence"],
        ["6.0", "Pollution Prevention and Materials Management", "Unchanged, remains in effect", "No change in materials or staging"],
        ["7.0", "Post-Construction Stormwater Management", "Reissued", "New bioretention and infiltration chambers"],
        ["8.0", "Long-Term Operation and Maintenance", "Reissued", "New practices added to O&M"],
        ["9.0", "Certifications", "Reissued", "Re-signed for Amendment No. 1"],
        ["10.0", "Inspections, Reporting and Record Keeping", "Unchanged, remains in effect", "-"],
    ], [0.5, 2, 1.6, 2.4]))
    b.append(p("Revision marks: text that is new in this Amendment is identified in each reissued section by the note "
               "\"[Rev. 1]\" at the end of the paragraph."))

    # ---------- 1.0
    b.append(h("1.0 Project Description (Reissued)"))
    b.append(p("Yorktown Ridge Auto Group operates a new- and used-vehicle dealership at 3611 US Route 6 in the hamlet of "
               "Shenorock. The expansion consists of (1) a 41,500 square foot paved vehicle inventory lot on the east parcel, "
               "(2) a 6,200 square foot, four-bay service building addition on the north side of the existing showroom, "
               "(3) relocation of the customer entrance drive with a new curb cut on US Route 6 under a NYSDOT highway work "
               "permit, and (4) stormwater collection, treatment and infiltration for the new impervious areas. [Rev. 1]"))
    b.append(p("The combined site area of the two parcels is 5.62 acres. The project will disturb 2.85 acres and will add "
               "1.74 acres of new impervious cover, for a total impervious area after construction of 3.21 acres. The "
               "project is a commercial development listed in § 93-6A(2)(g) and disturbs more than one acre; the plan "
               "therefore includes erosion and sediment controls under § 93-6A(1) and post-construction controls under "
               "§ 93-6A(3). [Rev. 1]"))
    b.append(p("Construction is expected to begin in April 2026 and to last about eleven months, ending with final "
               "stabilization in the spring of 2027."))

    b.append(h("2.0 Permit Coverage and Regulatory Basis (Unchanged)"))
    b.append(p("Unchanged, remains in effect. See SWPPP dated April 12, 2024, Section 2.0.", "Note"))

    # ---------- 3.0
    b.append(h("3.0 Site Conditions, Soils and Receiving Waters (Reissued)"))
    b.append(h("3.1 Existing Land Cover and Topography", 2))
    b.append(p("The west parcel is developed with the showroom, a 1.3-acre paved display lot and lawn strips along Route 6. "
               "The east parcel is a former landscape-supply yard with compacted gravel bins, scattered red maple and black "
               "birch along its east line, and an old-field meadow in its northeast corner. Grades fall from elevation 512 at "
               "Route 6 to about elevation 488 at the north property line; existing slopes are 2 to 8 percent across the "
               "yard and up to 15 percent on the wooded bank above the stream. No State or Town regulated wetland lies "
               "within the limit of disturbance; the Town wetland buffer of the unnamed stream is shown on Figure 1 and will "
               "not be disturbed. [Rev. 1]"))
    b.append(h("3.2 Soils", 2))
    b.append(p("Soils were mapped from the USDA NRCS Web Soil Survey for Westchester County and confirmed with six test pits "
               "(TP-1 to TP-6) excavated by Tallman Brook Engineering on August 6, 2025."))
    b.append(table([
        ["Map unit", "Soil name", "Slope", "Hydrologic soil group (HSG)", "Location on site", "Test pit findings"],
        ["ChB", "Charlton fine sandy loam", "3-8 %", "HSG B", "Most of east parcel, inventory lot", "Brown fine sandy loam over gravelly loam; no water to 96 in."],
        ["CtC", "Charlton-Chatfield complex, rocky", "8-15 %", "HSG B", "Wooded bank, north", "Ledge at 52 in. (TP-5)"],
        ["PnB", "Paxton fine sandy loam", "3-8 %", "HSG C", "West parcel, service addition", "Dense till at 28 in.; mottles at 30 in."],
        ["Uf", "Urban land", "0-8 %", "not rated (treated as HSG C)", "Existing pavement and showroom", "Fill over till"],
    ], [0.6, 1.4, 0.5, 1.0, 1.5, 1.6]))
    b.append(p("Infiltration testing at TP-2 and TP-3 in the Charlton soil measured 2.4 and 3.1 inches per hour; the design "
               "uses 1.2 inches per hour (half the lower rate). The Paxton soil under the service addition is not suitable "
               "for infiltration because of the dense till. [Rev. 1]"))
    b.append(h("3.3 Receiving Waters", 2))
    b.append(p("Runoff leaves the site at two points: DP-1, the existing 15-inch culvert under the north property line, and "
               "DP-2, overland flow to the wooded bank. Both reach an unnamed tributary of the Muscoot River, which flows to "
               "the Muscoot Reservoir of the New York City water supply. The Muscoot Reservoir basin is subject to the "
               "phosphorus TMDL for the Croton watershed, and the post-construction practices are designed to the enhanced "
               "phosphorus removal standards."))

    # ---------- 4.0
    b.append(h("4.0 Construction Phasing and Sequence of Operations (Reissued)"))
    b.append(p("Work is divided into two phases so that no more than 1.9 acres is disturbed at any one time, well below the "
               "five-acre limit of the New York State Standards and Specifications for Erosion and Sediment Control. "
               "Phase 2 earthwork does not begin until Phase 1 areas are paved or have reached 80 percent vegetative cover. [Rev. 1]"))
    b.append(table([
        ["Step", "Phase", "Operation", "Approx. duration"],
        ["1", "1", "Pre-construction meeting with the Town Stormwater Management Officer; flag limit of disturbance and tree protection", "1 week"],
        ["2", "1", "Install stabilized construction entrance SCE-1, silt fence SF-1 and SF-2, and inlet protection on existing catch basins", "1 week"],
        ["3", "1", "Clear and grub east parcel (inventory lot area, 1.55 ac); strip and stockpile topsoil at SP-1", "2 weeks"],
        ["4", "1", "Excavate and stabilize temporary sediment trap ST-1; install diversion swale DS-1 to the trap", "1 week"],
        ["5", "1", "Rough grade inventory lot; install storm drain trunk line and underground infiltration chambers UIC-1 (kept offline)", "6 weeks"],
        ["6", "1", "Subbase and binder course on inventory lot; stabilize slopes with seed and erosion control blanket", "4 weeks"],
        ["7", "2", "Demolish north lawn strip and part of display lot (0.85 ac) for service addition and new entrance drive", "2 weeks"],
        ["8", "2", "Building foundation, utilities, entrance drive and curb cut under NYSDOT permit", "12 weeks"],
        ["9", "2", "Convert sediment trap ST-1 to bioretention area BR-1 after the contributing area is stabilized", "2 weeks"],
        ["10", "2", "Top course paving, landscaping, final seeding; bring UIC-1 online", "4 weeks"],
        ["11", "2", "Final stabilization inspection; remove temporary controls; file Notice of Termination", "2 weeks"],
    ], [0.4, 0.5, 4.4, 1.2]))

    # ---------- 5.0
    b.append(h("5.0 Erosion and Sediment Control (Reissued)"))
    b.append(h("5.1 Soil Stabilization Plan", 2))
    b.append(p("Temporary and permanent stabilization follows the New York State Standards and Specifications for Erosion and "
               "Sediment Control (November 2016). Disturbed areas where work has stopped and will not resume within 7 days "
               "will be stabilized with temporary seeding (annual ryegrass at 40 lb/acre with straw mulch at 2 tons/acre) "
               "no later than 7 days after work stops; slopes steeper than 3H:1V receive a North American Green S150 or "
               "equal erosion control blanket. Stockpile SP-1 is seeded and ringed with silt fence. Permanent stabilization "
               "is pavement, the building, and a turf mix of tall fescue, perennial ryegrass and Kentucky bluegrass at "
               "5 lb/1,000 sf over 4 inches of topsoil, or the bioretention planting plan. Final stabilization means 80 percent "
               "uniform perennial vegetative cover over all unpaved areas. [Rev. 1]"))
    b.append(h("5.2 Practice Details, Dimensions and Maintenance", 2))
    b.append(table([
        ["Practice", "Location and size", "Materials and installation", "Operation and maintenance"],
        ["SCE-1 stabilized construction entrance", "Relocated drive at Route 6; 50 ft long x 24 ft wide", "8 in. of 1.5-4 in. crushed stone on woven geotextile; mountable berm at Route 6", "Top-dress stone when voids fill; sweep Route 6 daily when tracking occurs"],
        ["SF-1, SF-2 silt fence", "SF-1 640 LF along north and east lines; SF-2 210 LF below SP-1", "36 in. woven geotextile on 2 in. hardwood stakes 8 ft o.c.; toe buried 6 in. deep, 4 in. wide trench", "Remove sediment at half fence height; repair undermining within 24 hours"],
        ["IP-1 to IP-5 inlet protection", "Five existing and new catch basins", "Filter fabric drop inlet protection under grate, or stone-and-block on paved inlets", "Clean after each storm; replace torn fabric"],
        ["ST-1 temporary sediment trap", "North of inventory lot; drainage area 1.55 ac; 5,580 cf total at 3,600 cf per acre (2,790 cf wet + 2,790 cf dry)", "Excavated trap, 2:1 side slopes, 4 ft deep; stone outlet 6 ft long of 4-8 in. riprap with 1 ft fine stone face", "Remove sediment when half the wet storage is filled; inspect outlet after each storm"],
        ["DS-1 temporary diversion swale", "Upslope of lot, 380 LF to ST-1", "Parabolic swale 1.5 ft deep, 6 ft top width, 2 % grade; lined with seed and blanket", "Repair breaches; keep outlet to ST-1 clear"],
        ["Temporary seeding and mulch", "All idle areas", "Annual ryegrass 40 lb/ac; straw 2 tons/ac", "Reseed bare spots; keep mulch in place"],
        ["Dust control", "Haul routes", "Water truck; no calcium chloride within 100 ft of stream", "Apply as needed in dry weather"],
    ], [1.3, 1.6, 1.9, 1.7]))
    b.append(p("Locations and lengths of each practice are shown on Figure 1. The schedule of initial placement and minimum "
               "time in place for each practice is Table 5-3, printed sideways on the following page."))
    b.append(h("5.3 Industrial Stormwater Discharges", 2))
    b.append(p("There are no stormwater discharges associated with industrial activity other than construction at this site. "
               "No asphalt plant, concrete batch plant or rock crushing plant will be located on the site; paving and concrete "
               "will be delivered ready to place."))
    b.append(h("5.4 Conformance with the NYS Standards and Specifications", 2))
    b.append(p("All erosion and sediment control practices are designed in conformance with the New York State Standards and "
               "Specifications for Erosion and Sediment Control. There are no deviations or alternative designs in this plan."))
    b.append(h("5.5 Inspection Schedule for Erosion and Sediment Controls", 2))
    b.append(p("The site contractor's trained foreman will inspect the erosion and sediment control practices daily and "
               "keep them in working order. A qualified inspector (licensed professional engineer or CPESC) retained by the "
               "owner will inspect all erosion and sediment control practices at least once every seven calendar days and "
               "within 24 hours after any storm producing 0.5 inch of rain or more, and will record findings and corrective "
               "actions in the site logbook. When more than five acres would be disturbed at once (not planned here), "
               "inspections increase to twice every seven days. Deficiencies are corrected within one business day. [Rev. 1]"))
    # landscape page with Table 5-3
    b.append('<text:p text:style-name="ToLand">Table 5-3. Erosion and Sediment Control Implementation Schedule (Reissued)</text:p>')
    b.append(table([
        ["Construction activity", "Practices installed or implemented", "Timing of initial placement", "Minimum time in place"],
        ["Site mobilization", "SCE-1; tree protection fence; limit-of-disturbance flagging", "Before any clearing", "Until paving of entrance drive (Phase 2, Step 10)"],
        ["Clearing and grubbing, east parcel", "SF-1; IP-1 to IP-3; SF-2 at stockpile", "Before clearing starts (Step 2)", "Until 80 % vegetative cover upslope"],
        ["Mass grading of inventory lot", "ST-1 and DS-1; temporary seeding of idle areas", "Before grading starts (Step 4); seeding within 7 days of stopping work", "ST-1 until converted to BR-1 (Step 9)"],
        ["Storm drain and chamber installation", "IP-4 on new basins; UIC-1 kept offline with capped inlet", "As each basin is set", "Until top course paving"],
        ["Slope work and topsoil", "Erosion control blanket; permanent seed", "Within 3 days of final grade on each slope", "Permanent"],
        ["Service addition and entrance drive (Phase 2)", "SF-1 extension 120 LF; IP-5; dust control", "Before Phase 2 demolition (Step 7)", "Until final stabilization"],
        ["Final stabilization", "Remove silt fence, IP and SCE-1", "After Town inspection", "-"],
    ], [2.2, 2.6, 2.4, 2.4], style="TblL"))

    # ---------- 6.0 (unchanged)
    b.append(h("6.0 Pollution Prevention and Materials Management (Unchanged)", style="ToStdH"))
    b.append(p("Unchanged, remains in effect. See SWPPP dated April 12, 2024, Section 6.0.", "Note"))

    # ---------- 7.0
    b.append(h("7.0 Post-Construction Stormwater Management (Reissued)"))
    b.append(h("7.1 Description of Practices", 2))
    b.append(p("Two practices treat the new impervious areas. Bioretention area BR-1 (1,980 sf filter bed) receives the "
               "service addition roof and the entrance drive through a forebay; it is a standard bioretention filter (F-5) "
               "with an underdrain, sized for the water quality volume under the enhanced phosphorus removal criteria. "
               "Underground infiltration chambers UIC-1 (StormTech SC-740, 84 chambers in 7 rows, stone base 12 inches) "
               "receive the inventory lot through a pretreatment isolator row and infiltrate the runoff reduction volume "
               "into the Charlton soil; larger storms overflow to the existing 15-inch culvert at DP-1. Both practices are "
               "shown with their sizes on Figure 1. [Rev. 1]"))
    b.append(h("7.2 Hydrologic and Hydraulic Analysis", 2))
    b.append(p("Runoff was modelled in HydroCAD 10.2 using the SCS TR-20 method, Type III 24-hour rainfall from NOAA Atlas 14 "
               "for Shenorock (1-yr 2.78 in., 10-yr 5.03 in., 100-yr 8.86 in.). Time of concentration used TR-55 sheet, "
               "shallow concentrated and channel flow. The chambers and BR-1 were routed through their outlet structures; "
               "the 15-inch culvert at DP-1 was checked for the 100-year outflow with headwater 1.1 ft below the lot edge."))
    b.append(table([
        ["Design point / storm", "Pre-development peak (cfs)", "Post-development peak (cfs)", "Change"],
        ["DP-1, 1-year", "2.41", "1.96", "-19 %"],
        ["DP-1, 10-year", "6.88", "6.02", "-13 %"],
        ["DP-1, 100-year", "14.10", "13.27", "-6 %"],
        ["DP-2, 10-year", "1.12", "0.74", "-34 %"],
    ], [2.2, 1.5, 1.5, 1.3]))
    b.append(h("7.3 Sizing Criteria Summary", 2))
    b.append(p("Sizing follows Chapter 4 and Chapter 10 (enhanced phosphorus removal) of the New York State Stormwater "
               "Management Design Manual (January 2015). The site is new development on the east parcel and "
               "redevelopment on the west parcel; the redevelopment portion (0.31 ac of existing pavement rebuilt) is "
               "treated to the full standard and no redevelopment reduction is taken."))
    b.append(table([
        ["Criterion", "Calculation", "Required", "Provided"],
        ["Water quality volume, 1-yr storm (WQv, enhanced P)", "Runoff from 1-yr, 24-hr storm (2.78 in.) on 2.05 ac drainage area, Rv from impervious fraction", "9,870 cf", "10,240 cf (BR-1 2,310 cf + UIC-1 7,930 cf)"],
        ["Runoff reduction volume (RRv)", "Specific reduction factor HSG B 0.30, HSG C 0.20 applied to impervious area", "3,140 cf minimum", "7,930 cf infiltrated in UIC-1"],
        ["Channel protection (Cpv)", "24-hr extended detention of 1-yr storm", "7,410 cf", "Met by infiltration of 1-yr runoff"],
        ["Overbank flood (Qp, 10-yr)", "Post peak not above pre peak", "6.88 cfs", "6.02 cfs"],
        ["Extreme flood (Qf, 100-yr)", "Safe passage; post peak not above pre peak", "14.10 cfs", "13.27 cfs"],
    ], [1.7, 2.4, 1.1, 1.3]))
    b.append(p("No Design Manual criterion is waived and there are no deviations from the Design Manual."))
    b.append(h("7.4 Dimensions, Materials and Installation Details", 2))
    b.append(p("BR-1: filter bed 1,980 sf (36 ft x 55 ft), ponding depth 6 inches, 30 inches of bioretention soil (sand 55 %, "
               "topsoil 30 %, leaf compost 15 %), 3 inches of shredded hardwood mulch, 6-inch perforated HDPE underdrain in "
               "12 inches of No. 57 stone, stone-lined forebay of 230 cf, overflow riser with 24-inch beehive grate at "
               "elevation 494.5. UIC-1: 84 SC-740 chambers in 7 rows of 12 on 12 inches of 3/4 to 2 inch washed stone, "
               "wrapped in non-woven geotextile, 18 inches minimum cover, isolator row on woven fabric, inspection ports "
               "at each row end, bottom of stone at elevation 489.0 (3.5 ft above seasonal high groundwater at TP-2). "
               "Chambers are installed only after the contributing area is stabilized and are kept offline until then. [Rev. 1]"))

    # ---------- 8.0
    b.append(h("8.0 Long-Term Operation and Maintenance (Reissued)"))
    b.append(p("Yorktown Ridge Auto Group, LLC, as owner, is responsible for the long-term operation and maintenance of BR-1, "
               "UIC-1 and the storm drain system, and will keep a maintenance log on site for Town inspection."))
    b.append(table([
        ["Practice", "Inspection", "Maintenance action", "Frequency"],
        ["BR-1 bioretention", "Check forebay, ponding time (drain within 48 h), mulch, plants, overflow", "Remove forebay sediment; replace mulch; replant; rake clogged surface", "Quarterly and after storms over 1 in.; mulch yearly"],
        ["UIC-1 chambers", "Measure sediment in isolator row through inspection ports", "JetVac the isolator row when sediment exceeds 3 in.", "Twice a year for two years, then yearly"],
        ["Catch basins and sumps", "Sediment depth and oil sheen", "Vacuum sumps when half full", "Twice a year (April, October)"],
        ["Pavement", "Sand and debris on lot", "Sweep inventory lot", "Monthly, and after winter sanding"],
    ], [1.3, 1.9, 1.9, 1.4]))
    b.append(h("8.1 Maintenance Easements", 2))
    b.append(p("Maintenance easement: TBD. The easement area and access route for the Town will be shown on the final site "
               "plan to be provided prior to issuance of a building permit."))
    b.append(h("8.2 Inspection and Maintenance Agreement", 2))
    b.append(p("Before final site plan approval the owner will execute the Town of Somers stormwater inspection and maintenance "
               "agreement required by § 93-8. The agreement names the owner as responsible for inspection and maintenance of "
               "BR-1 and UIC-1 as set out in Section 8.0, is binding on all subsequent owners of the property, permits the "
               "Town to inspect and to perform maintenance at the owner's cost if the owner fails to do so, and will be "
               "recorded in the Westchester County Clerk's Office, Division of Land Records, against Tax Parcel 16.14-2-7."))

    # ---------- 9.0
    b.append(h("9.0 Certifications (Reissued)", style="H1PB"))
    b.append(h("9.1 Preparer's Certification", 2))
    b.append(p("I hereby certify that this Stormwater Pollution Prevention Plan, Amendment No. 1, was prepared by me or under "
               "my direct supervision, and that the design of all stormwater management practices meets the requirements of "
               "Chapter 93 of the Code of the Town of Somers."))
    b.append(p("Signed: /s/ Renata Okonkwo-Hale    Renata Okonkwo-Hale, P.E., NY License No. 099812    Date: October 20, 2025"))
    b.append(p("Tallman Brook Engineering, P.C., 41 Old Tomahawk Street, Yorktown Heights, NY 10598    [P.E. seal]"))
    b.append(h("9.2 Contractor Certification", 2))
    b.append(p("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
               "Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or "
               "contribute to a violation of water quality standards.\""))
    b.append(table([
        ["Name and title", "Firm, address and telephone", "Site", "Signature and date"],
        ["Dominic Ferraro, Project Superintendent", "Brightwater Site Contractors, Inc., 220 Route 100, Somers, NY 10589, (914) 555-0142", "3611 US Route 6, Shenorock", "/s/ D. Ferraro  October 17, 2025"],
        ["Lena Marsh, Owner", "Marsh Paving Co., 15 Mill Pond Road, Mahopac, NY 10541, (845) 555-0173", "3611 US Route 6, Shenorock", "/s/ L. Marsh  October 17, 2025"],
    ], [1.5, 2.3, 1.3, 1.4]))
    b.append(h("10.0 Inspections, Reporting and Record Keeping (Unchanged)"))
    b.append(p("Unchanged, remains in effect. See SWPPP dated April 12, 2024, Section 10.0.", "Note"))

    # ---------- Figure 1
    b.append(h("Figure 1. Vicinity Map and Amended Site Plan", style="H1PB"))
    b.append(p("Scale 1 in. = 40 ft (plan); vicinity map not to scale. Base: survey by Hudson Valley Land Surveyors, June 2025.", "Small"))
    b.append(p("Legend and map notes: the site map shows the total site area, existing and proposed improvements, the limit "
               "of disturbance (2.85 ac) and undisturbed areas, existing vegetation to remain, the unnamed tributary and its "
               "wetland buffer, drainage patterns (arrows on the survey base) and discharge points DP-1 and DP-2, existing "
               "2-ft contours and proposed grades (existing slopes 2-15 %, proposed lot grades 1-5 %), soil map unit "
               "boundaries (ChB, CtC, PnB, Uf), and the topsoil stockpile SP-1. No material, waste, borrow or equipment "
               "storage area is located on adjacent properties; all staging is within the limit of disturbance.", "Small"))
    fig = []
    # vicinity map box
    fig.append(rect(0, 0.05, 2.0, 1.5))
    fig.append(label(0.05, 0.08, 1.9, 0.2, "VICINITY MAP (N.T.S.)"))
    fig.append(line(0.1, 0.9, 1.9, 0.7))
    fig.append(label(0.2, 0.55, 1.0, 0.18, "US ROUTE 6"))
    fig.append(line(1.2, 0.3, 1.0, 1.5))
    fig.append(label(1.25, 1.15, 0.7, 0.3, "ROUTE 118\nTO ROUTE 202"))
    fig.append(rect(0.85, 0.82, 0.15, 0.15, "gFill"))
    fig.append(label(0.3, 1.0, 0.6, 0.18, "SITE"))
    fig.append(label(0.05, 1.3, 1.2, 0.2, "MUSCOOT RESERVOIR (N)"))
    # site plan
    X, Y = 0, 1.75
    fig.append(rect(X, Y, 6.5, 5.6))                      # property line
    fig.append(label(X + 0.05, Y + 0.05, 3.2, 0.2, "PROPERTY LINE - TOTAL SITE AREA 5.62 AC"))
    fig.append(line(X, Y + 5.6, X + 6.5, Y + 5.6))
    fig.append(label(X + 1.8, Y + 5.35, 3.0, 0.2, "US ROUTE 6 (NYS)"))
    fig.append(rect(X + 0.4, Y + 3.3, 1.6, 1.2, "gFill"))
    fig.append(label(X + 0.5, Y + 3.75, 1.4, 0.3, "EXISTING SHOWROOM\n(UNDISTURBED)"))
    fig.append(rect(X + 0.4, Y + 2.4, 1.6, 0.8, "gFill"))
    fig.append(label(X + 0.5, Y + 2.6, 1.5, 0.3, "SERVICE ADDITION\n6,200 SF (PHASE 2)"))
    fig.append(rect(X + 2.6, Y + 1.6, 3.2, 2.9))
    fig.append(label(X + 2.7, Y + 2.6, 3.0, 0.45, "INVENTORY LOT 41,500 SF (PHASE 1)\nSOIL ChB (HSG B)"))
    fig.append(rect(X + 2.3, Y + 1.2, 3.9, 3.6, "gDash"))
    fig.append(label(X + 3.3, Y + 4.5, 2.8, 0.2, "LIMIT OF DISTURBANCE - 2.85 AC"))
    fig.append(line(X + 2.2, Y + 1.0, X + 6.3, Y + 1.0, "gDash"))
    fig.append(label(X + 3.0, Y + 0.8, 3.0, 0.2, "SF-1 SILT FENCE 640 LF"))
    fig.append(rect(X + 4.6, Y + 0.35, 0.9, 0.45))
    fig.append(label(X + 4.62, Y + 0.38, 0.86, 0.4, "ST-1 TEMP. TRAP\n5,580 CF / BR-1\n1,980 SF"))
    fig.append(rect(X + 3.0, Y + 3.5, 1.8, 0.6, "gDash"))
    fig.append(label(X + 3.05, Y + 3.55, 1.75, 0.5, "UIC-1 CHAMBERS\n84 SC-740, 7 ROWS\n36 FT x 92 FT"))
    fig.append(line(X + 2.1, Y + 5.6, X + 2.1, Y + 4.6))
    fig.append(label(X + 2.15, Y + 4.9, 1.3, 0.3, "SCE-1 50 FT x 24 FT"))
    fig.append(line(X + 0.2, Y + 0.3, X + 6.3, Y + 0.2, "gWater"))
    fig.append(label(X + 0.25, Y + 0.32, 4.0, 0.2, "UNNAMED TRIB. TO MUSCOOT RIVER - 100 FT TOWN WETLAND BUFFER (NOT DISTURBED)"))
    fig.append(label(X + 5.55, Y + 0.05, 0.9, 0.3, "DP-1\n15 IN. CULVERT"))
    fig.append(label(X + 0.2, Y + 0.62, 1.5, 0.45, "WOODED BANK - EXIST.\nVEGETATION TO REMAIN\nSOIL CtC (HSG B)"))
    fig.append(label(X + 0.2, Y + 1.45, 1.8, 0.3, "DP-2 OVERLAND FLOW\nSOIL BOUNDARY ChB / PnB"))
    fig.append(rect(X + 5.85, Y + 4.6, 0.55, 0.55))
    fig.append(label(X + 5.86, Y + 4.62, 0.54, 0.5, "SP-1\nTOPSOIL\nSF-2 210 LF"))
    fig.append(label(X + 0.45, Y + 2.05, 1.7, 0.3, "BR-1 BIORETENTION\nSEE NORTH OF LOT"))
    b.append('<text:p text:style-name="Standard">' + ''.join(fig) + '</text:p>')
    b.append('<text:p text:style-name="Standard" ><text:span>' + '</text:span></text:p>')
    # spacer: empty paragraphs to reserve room below anchored shapes
    b.append('<text:p text:style-name="Standard"/>' * 1)
    return ''.join(b)


def build(pages=None):
    import fodt
    fodt.COLSTYLES.clear()
    return doc(body(pages or {}), HDR, FTR, "SWPPP Amendment No. 1 - Yorktown Ridge Auto Group")

HEADINGS = [t for t, _ in TOC] + ["Table of Contents", "3.2 Soils", "5.2 Practice Details, Dimensions and Maintenance",
            "5.5 Inspection Schedule for Erosion and Sediment Controls", "7.3 Sizing Criteria Summary",
            "8.1 Maintenance Easements", "8.2 Inspection and Maintenance Agreement", "9.2 Contractor Certification",
            "Table 5-3. Erosion and Sediment Control Implementation Schedule (Reissued)"]
TOC_CHECK = True

LABELS = {
    "checklist": "somers-ch93",
    "style": "amendment that reissues only some sections (\"unchanged, remains in effect\"); running headers with section titles, dot-leader table of contents, one table rotated 90 degrees on a portrait page",
    "producer": "LibreOffice (flat ODT converted with soffice --headless), rotated page merged with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 2.85, "project_type": "commercial development (car dealership expansion: inventory lot and service building addition)",
              "single_family": False, "impaired_water": True, "site_acres": 5.62, "new_impervious_acres": 1.74,
              "amendment": "Amendment No. 1 to SWPPP dated April 12, 2024; Sections 2.0, 6.0 and 10.0 not reissued"},
    "items": {
        "93-6A(1)(a)": "present", "93-6A(1)(b)": "present", "93-6A(1)(c)": "present", "93-6A(1)(d)": "present",
        "93-6A(1)(e)": "missing", "93-6A(1)(f)": "present", "93-6A(1)(g)": "present", "93-6A(1)(h)": "present",
        "93-6A(1)(i)": "present", "93-6A(1)(j)": "present", "93-6A(1)(k)": "present", "93-6A(1)(l)": "present",
        "93-6A(3)(b)": "present", "93-6A(3)(c)": "present", "93-6A(3)(d)": "present", "93-6A(3)(e)": "present",
        "93-6A(3)(f)": "present", "93-6A(3)(g)": "present", "93-6A(3)(h)": "missing", "93-6A(3)(i)": "present",
        "93-6B": "present", "93-6D": "missing"},
    "evidence": {
        "93-6A(1)(a)": {"pages": [3], "quote": "The project will disturb 2.85 acres and will add 1.74"},
        "93-6A(1)(b)": {"pages": [11], "quote": "the site map shows the total site area, existing and proposed improvements"},
        "93-6A(1)(c)": {"pages": [4], "quote": "Charlton fine sandy loam 3-8 % HSG B"},
        "93-6A(1)(d)": {"pages": [4, 5], "quote": "Work is divided into two phases so that no more than 1.9 acres is disturbed at any one time"},
        "93-6A(1)(f)": {"pages": [5], "quote": "Temporary and permanent stabilization follows the New York State Standards and Specifications for Erosion"},
        "93-6A(1)(g)": {"pages": [11], "quote": "SF-1 SILT FENCE 640 LF"},
        "93-6A(1)(h)": {"pages": [5, 6], "quote": "5.2 Practice Details, Dimensions and Maintenance"},
        "93-6A(1)(i)": {"pages": [6], "quote": "There are no stormwater discharges associated with industrial activity other than construction at this site."},
        "93-6A(1)(j)": {"pages": [7], "quote": "Table 5-3. Erosion and Sediment Control Implementation Schedule (Reissued)"},
        "93-6A(1)(k)": {"pages": [6], "quote": "will inspect all erosion and sediment control practices at least once every seven calendar days"},
        "93-6A(1)(l)": {"pages": [6], "quote": "There are no deviations or alternative designs in this plan."},
        "93-6A(3)(b)": {"pages": [8], "quote": "Two practices treat the new impervious areas. Bioretention area BR-1 (1,980 sf filter bed)"},
        "93-6A(3)(c)": {"pages": [11], "quote": "84 SC-740, 7 ROWS"},
        "93-6A(3)(d)": {"pages": [8], "quote": "Runoff was modelled in HydroCAD 10.2 using the SCS TR-20 method"},
        "93-6A(3)(e)": {"pages": [8, 9], "quote": "Sizing follows Chapter 4 and Chapter 10 (enhanced phosphorus removal) of the New York State Stormwater"},
        "93-6A(3)(f)": {"pages": [9], "quote": "BR-1: filter bed 1,980 sf (36 ft x 55 ft), ponding depth 6 inches, 30 inches of bioretention soil"},
        "93-6A(3)(g)": {"pages": [9], "quote": "Yorktown Ridge Auto Group, LLC, as owner, is responsible for the long-term operation and maintenance of"},
        "93-6A(3)(i)": {"pages": [9], "quote": "is binding on all subsequent owners of the property"},
        "93-6B": {"pages": [10], "quote": "Renata Okonkwo-Hale, P.E., NY License No. 099812"}},
    "gaps": {
        "93-6A(1)(e)": "not reprinted: Section 6.0 Pollution Prevention and Materials Management reads only 'Unchanged, remains in effect. See SWPPP dated April 12, 2024, Section 6.0.' (p. 8); the original SWPPP is not bound in this PDF and no litter, chemical or debris controls appear anywhere else",
        "93-6A(3)(h)": "deferred: 8.1 Maintenance Easements says 'Maintenance easement: TBD' and that the easement will be shown on a final site plan to be provided before the building permit (p. 9)",
        "93-6D": "certification missing its training clause: the contractor statement on p. 10 is signed by two contractors with all required details but omits the four-hour erosion and sediment control training clause"},
    "image_only_pages": [],
    "ambiguous_items": ["93-6A(1)(e)"],
    "acceptable_decisions": ["incomplete"],
    "notes": "Commercial development (93-6A(2)(g)) disturbing 2.85 ac, so 93-6A(3) applies. The amendment reissues Sections 1, 3, 4, 5, 7, 8 and 9 and says Sections 2, 6 and 10 are 'unchanged, remains in effect' by reference to an April 2024 SWPPP that is not bound here. 93-6A(1)(e) lives only in unchanged Section 6: labelled missing from this PDF and listed as ambiguous (a reviewer holding the original plan might accept it); the decision is incomplete in any case because of 93-6A(3)(h) and 93-6D. Table 5-3 (93-6A(1)(j)) is on p. 7, a landscape page whose content is turned 90 degrees on a portrait sheet. Receiving water: unnamed tributary of the Muscoot River to the Muscoot Reservoir (phosphorus TMDL), per the plan. The running header repeats the current section title on every page, so heading words such as 'Maintenance Easements' do not appear in headers (only level-1 titles do)."}
