"""P2: Asharoken, a design-build contractor's SWPPP written as a register of
commitments ("The Contractor shall ..."). reportlab (platypus) narrative plus a
reportlab drawing sheet, bound with pypdf. Complete; one drawing referenced by
sheet number is not bound (ambiguous)."""
import os

import p2common as C
from sitegeom import site_plan, loc_map

NAME = "p2_ash_sound_dunes_townhomes_designbuild"
FIRM = "KESTREL CIVIL DESIGN PLLC"
PROJ = "SOUND DUNES TOWNHOMES - 560 ASHAROKEN AVENUE"


def reg(rows):
    return ("table", ["Ref.", "Commitment", "Lead", "Verified by"], rows, [0.08, 0.62, 0.14, 0.16])


def blocks():
    B = [("sp",), ("center", "TIDEWATER BUILDERS GROUP LLC  -  DESIGN-BUILD", 10, True), ("sp",),
         ("center", "Stormwater Pollution Prevention Plan", 22, True),
         ("center", "Contractor Commitments Register", 15, True), ("sp",),
         ("center", "Sound Dunes Townhomes (8 units, 2 buildings, private drive)", 12),
         ("center", "560 Asharoken Avenue, Village of Asharoken, Suffolk County, New York", 10),
         ("center", "SCTM No. 0101-001.00-02.00-007.001", 9), ("sp",),
         ("center", "Submitted to the Village of Asharoken Stormwater Management Officer under Chapter 44 "
                    "of the Village Code, and for coverage under NYSDEC SPDES General Permit GP-0-25-001", 9),
         ("sp",), ("sp",),
         ("table", ["", ""],
          [["Owner", "Sound Dunes Partners LLC, 14 Woodbine Avenue, Northport, NY 11768, (631) 555-0104"],
           ["Design-Builder (the Contractor)", "Tidewater Builders Group LLC, 75 Fort Salonga Road, Northport, "
                                               "NY 11768, (631) 555-0118"],
           ["Engineer of Record", "Kestrel Civil Design PLLC, 210 New York Avenue, Huntington, NY 11743, "
                                  "(631) 555-0151; Jonathan A. Whitfield, P.E."],
           ["Revision", "DB-2, issued for Village review, April 2, 2025"]], [0.3, 0.7]),
         ("pagebreak",),
         ("h1", "How to Use This Register"),
         ("p", "This SWPPP is written for the people who build the job. Each numbered line is a commitment the "
               "Contractor makes to the Village and to NYSDEC; the Lead column names who carries it out and the "
               "Verified by column names who checks it. The site superintendent keeps a copy of this register in "
               "the field office with the inspection log and ticks each commitment when it is met. Where a "
               "commitment refers to a sheet, the sheet governs for location and the register governs for "
               "timing and method."),
         ("p", "Abbreviations: SCE - stabilized construction entrance; SF - silt fence; ST - sediment trap; "
               "IB - infiltration basin; DW - drywell; QI - qualified inspector; EOR - engineer of record; "
               "SMO - Village Stormwater Management Officer; HOA - Sound Dunes Homeowners Association."),
         ("h1", "Part A - Project Basis"),
         ("h2", "A.1 The Work"),
         ("p", "Sound Dunes Townhomes is a multifamily residential project of eight attached townhouse units in "
               "two buildings, with a 20-foot private drive, 20 garage and guest parking spaces, water and "
               "electric services, and an I/A OWTS for each building, on a 4.20-acre lot on the north (Long "
               "Island Sound) side of Asharoken Avenue. The lot is a former estate: a vacant house, a barn and a "
               "gravel drive, with lawn, a hedgerow and a wooded dune along the Sound. Land disturbance totals "
               "2.41 acres (104,980 sq. ft.). The project is not part of a larger common plan."),
         ("p", "Because 2.41 acres is between one and five acres and the project is not a single-family "
               "residence, Condition C of Chapter 44, Section 44-8B(2) applies and the post-construction "
               "commitments in Part C are part of this SWPPP."),
         ("h2", "A.2 Soils"),
         ("p", "The NRCS Soil Survey of Suffolk County maps the upland as Carver and Plymouth sands, 3 to 15 "
               "percent slopes (CpC), and the wooded dune as Dune land (Du). Test pits TP-1 to TP-5 (Kestrel, "
               "November 2024) show 6 to 10 inches of loamy sand topsoil over yellow-brown fine to coarse sand "
               "(SP) to 15 feet, no groundwater encountered; double-ring infiltration in TP-2 and TP-4 measured "
               "16 and 21 inches per hour. Hydrologic soil group A. The sands ravel and blow once stripped."),
         ("h2", "A.3 Existing Runoff and Receiving Water"),
         ("p", "The lot falls about 14 feet from Asharoken Avenue to the top of the dune. Runoff today soaks in "
               "except from the gravel drive and barn roof, which drain to a gully at the dune path; the Owner's "
               "photographs from the storms of August 2024 show a 2-foot-deep erosion gully there and sand on "
               "the beach. Kestrel's TR-55 model of existing conditions gives peak flows at the dune path (DP-1) "
               "of 0.46 cfs, 1.38 cfs and 3.02 cfs for the 1-, 10- and 100-year storms."),
         ("p", "The receiving water is Long Island Sound. The segment of the Sound along Asharoken Beach is "
               "not listed in Appendix E of GP-0-25-001 as impaired by a construction-related pollutant; no "
               "runoff from the lot reaches Northport Bay or Duck Island Harbor."),
         ("h2", "A.4 Drawings"),
         ("p", "Sheet ESC-101, Existing Conditions and Erosion and Sediment Control Plan (1 in. = 40 ft), is "
               "bound at the back of this register. The full civil set (Sheets C-001 to C-502 and SD-201) is "
               "issued separately by Kestrel for construction."),
         ("pagebreak",),
         ("h1", "Part B - Construction-Phase Commitments"),
         ("h2", "B.1 Sequence and Phasing"),
         reg([["B-01", "The Contractor shall not open more than the 2.41 acres shown on ESC-101, and in no event "
                       "more than five acres at one time.", "Superintendent", "QI weekly"],
              ["B-02", "The Contractor shall hold a pre-construction meeting with the SMO and stake the limit of "
                       "disturbance and the dune protection fence before any clearing.", "Project manager",
               "SMO"],
              ["B-03", "The Contractor shall install the SCE, perimeter silt fence, ST-1 and the diversion berm "
                       "before clearing and grubbing.", "Site foreman", "QI"],
              ["B-04", "The Contractor shall demolish the house and barn, then clear and grub the building and "
                       "drive areas, stripping topsoil to the stockpile.", "Site foreman", "QI"],
              ["B-05", "The Contractor shall excavate foundations and rough grade the drive, then install water, "
                       "electric and the two I/A OWTS, backfilling trenches the same day.", "Site foreman",
               "QI"],
              ["B-06", "The Contractor shall frame and roof both buildings, then install drywells DW-1 to DW-8 "
                       "and connect roof leaders only after the roofs are complete.", "Superintendent", "EOR"],
              ["B-07", "The Contractor shall fine grade, pave the drive and lay the permeable paver guest "
                       "stalls, then convert ST-1 to IB-1 (B-30).", "Site foreman", "EOR"],
              ["B-08", "The Contractor shall topsoil, seed and plant all remaining disturbed areas and restore "
                       "the dune path with beach grass.", "Landscape sub", "QI"]]),
         ("h2", "B.2 Erosion and Sediment Control Practices"),
         reg([["B-10", "The Contractor shall build one SCE at the Asharoken Avenue curb cut: 50 ft long, 20 ft "
                       "wide, 6 in. of 1.5 to 3.5 in. crushed stone on woven geotextile (Blue Book Standard for "
                       "Stabilized Construction Access).", "Site foreman", "QI"],
              ["B-11", "The Contractor shall install 820 LF of silt fence on the north and east limits and around "
                       "the stockpile: 36 in. woven geotextile on hardwood stakes 8 ft on center, toe buried 6 in. "
                       "deep; ends turned uphill.", "Site foreman", "QI"],
              ["B-12", "The Contractor shall excavate ST-1 at the low point north of Building B: drainage area 1.30 "
                       "ac; storage 3,600 cf per acre = 4,680 cf required, 4,900 cf provided; 3 ft deep, 2:1 side "
                       "slopes, stone outlet 6 ft wide, 1 ft below the top of embankment. No sediment basin is "
                       "needed (no drainage area reaches 5 ac).", "Site foreman", "EOR"],
              ["B-13", "The Contractor shall build a temporary earth diversion berm, 18 in. high with 2:1 sides, "
                       "across the top of the dune (410 LF) to turn runoff from the stripped lot away from the "
                       "dune face and into ST-1.", "Site foreman", "QI"],
              ["B-14", "The Contractor shall place compost filter sock (12 in.) at the toe of the topsoil "
                       "stockpile and around each drywell excavation (about 240 LF).", "Site foreman", "QI"],
              ["B-15", "The Contractor shall protect the existing Village catch basin at the curb cut with a silt "
                       "sack until the drive is paved.", "Site foreman", "QI"],
              ["B-16", "The Contractor shall water haul roads and exposed sand whenever dust leaves the site.",
               "Superintendent", "QI"]]),
         ("h2", "B.3 Stabilization, Stage by Stage"),
         reg([["B-20", "Clearing and demolition stage: the Contractor shall keep the dune and hedgerow fenced "
                       "and unstripped, and shall mulch any bare area outside the work zones within 7 days.",
               "Site foreman", "QI"],
              ["B-21", "Grading and utility stage: the Contractor shall seed with annual ryegrass (30 lb/ac) and "
                       "straw mulch (2 tons/ac) any area where work stops for 7 days or more, within 7 days; "
                       "slopes steeper than 3:1 get a jute or coir erosion control blanket.", "Site foreman",
               "QI"],
              ["B-22", "Winter: after November 15 the Contractor shall apply straw mulch at double rate, anchored "
                       "with netting, instead of seed.", "Superintendent", "QI"],
              ["B-23", "Final stage: the Contractor shall spread 4 in. of topsoil and seed lawns with a tall "
                       "fescue, perennial ryegrass and fine fescue mix at 5 lb per 1,000 sq. ft., plant American "
                       "beach grass at 12 in. centers on the dune path, and keep watering until 80 percent "
                       "uniform cover is reached.", "Landscape sub", "QI / SMO"]]),
         ("h2", "B.4 Temporary Practices that Become Permanent"),
         reg([["B-30", "The Contractor shall convert ST-1 into infiltration basin IB-1 once the drive is paved and "
                       "the lots are stabilized: remove accumulated sediment and the stone outlet, excavate 12 in. "
                       "below the trap bottom to clean sand, and shape the basin to the IB-1 dimensions in C.2.",
               "Site foreman", "EOR"],
              ["B-31", "The Contractor shall leave the diversion berm in place, reshaped to a 12 in. high planted "
                       "berm, as the permanent top-of-dune diversion.", "Landscape sub", "EOR"]]),
         ("h2", "B.5 Placement and Duration Schedule"),
         ("table", ["Practice", "Placed", "Kept until"],
          [["Dune protection fence", "Before clearing (B-02)", "Final acceptance"],
           ["Stabilized construction entrance", "Before the first truck enters", "Drive base course is placed"],
           ["Silt fence", "Before clearing", "80% cover on all lawn and beach grass"],
           ["ST-1 and diversion berm", "Before clearing", "ST-1 converted to IB-1 (B-30); berm stays (B-31)"],
           ["Compost filter sock", "When the stockpile or a drywell pit is started", "Stockpile gone / drywell backfilled"],
           ["Silt sack in Village catch basin", "Before demolition", "Drive is paved"],
           ["Temporary seed and mulch", "Within 7 days of work stopping in an area", "Replaced by final stabilization"]],
          [0.32, 0.34, 0.34]),
         ("h2", "B.6 Inspection and Maintenance of the Controls"),
         reg([["B-40", "The Contractor shall have a qualified inspector inspect all controls every 7 days and "
                       "within 24 hours after 0.5 in. of rain, and keep the reports in the site logbook.",
               "QI", "SMO"],
              ["B-41", "Silt fence and filter sock: remove sediment when it is one-half the height of the fence "
                       "or sock; repair or replace damaged sections within one working day.", "Site foreman",
               "QI"],
              ["B-42", "SCE: top-dress with clean stone when voids fill; sweep Asharoken Avenue at the end of any "
                       "day that sand is tracked onto it.", "Site foreman", "QI"],
              ["B-43", "ST-1: clean out when sediment fills one-half of the storage volume; repair the outlet "
                       "after any storm that moves the stone.", "Site foreman", "QI"],
              ["B-44", "Diversion berm and seeded areas: repair breaches and re-seed bare spots within 7 days "
                       "of the inspection that finds them.", "Site foreman", "QI"]]),
         ("h2", "B.7 Pollution Prevention"),
         reg([["B-50", "Litter: the Contractor shall keep two covered dumpsters at the staging area, pick up "
                       "loose trash daily, and keep food waste in closed containers so gulls do not scatter it.",
               "Superintendent", "QI"],
              ["B-51", "Debris: demolition and construction debris goes straight into roll-offs and to a "
                       "licensed C&D facility; no burial or burning on site.", "Superintendent", "QI"],
              ["B-52", "Construction chemicals: paints, sealants, form release and curing compound are used "
                       "only from labelled original containers and returned to storage at day's end; no "
                       "rinsing of tools onto the ground.", "All trades", "QI"],
              ["B-53", "Concrete washout: a prefabricated lined washout container at the staging area; "
                       "replace or empty at 75 percent full.", "Site foreman", "QI"]]),
         ("h2", "B.8 Materials Kept on Site, Storage and Spills"),
         ("p", "Materials expected on site: lumber, sheathing and trusses; concrete block and bagged cement and "
               "mortar; asphalt (delivered hot, none stored); diesel in the equipment and in one 250-gallon "
               "double-walled fuel tank; hydraulic and motor oil; paint, stain and sealants; fertilizer and "
               "lime for the final seeding; and the waste from these materials."),
         reg([["B-60", "The Contractor shall store bagged cement, mortar, fertilizer and lime on pallets under "
                       "a roofed trailer or waterproof tarps, and lumber on dunnage, at the staging area shown on "
                       "ESC-101, at least 100 ft from the top of the dune.", "Superintendent", "QI"],
              ["B-61", "The Contractor shall keep oils, paints and sealants in a locked steel flammables cabinet "
                       "in the field office, and keep the fuel tank in a lined containment berm sized for 110 "
                       "percent of its volume.", "Superintendent", "QI"],
              ["B-62", "The Contractor shall refuel equipment only at the staging area, with drip pans under "
                       "the nozzle, and keep a 55-gallon spill kit (absorbent socks, pads, granular absorbent, "
                       "gloves, bags) at the tank and a smaller kit in each machine.", "Equipment operator",
               "QI"],
              ["B-63", "In a spill the Contractor shall stop the source, contain it with the kit, keep it out of "
                       "the catch basin and off the dune, clean up and containerize the material, and report "
                       "any petroleum spill that is not contained and cleaned up within 2 hours (or any spill "
                       "that reaches water) to the NYSDEC Spill Hotline at 1-800-457-7362 and to the SMO.",
               "Superintendent", "SMO"]]),
         ("h2", "B.9 Who Does What, Part of Site by Part of Site"),
         ("table", ["Part of the site", "SWPPP implementation lead", "Backup"],
          [["Building A pad, west drive and SCE", "Tidewater site foreman (R. Okonkwo)", "Tidewater superintendent"],
           ["Building B pad, ST-1 / IB-1, diversion berm", "Tidewater site foreman (R. Okonkwo)", "Kestrel (EOR) for conversion"],
           ["Utility trenches and I/A OWTS areas", "Harborline Utilities Inc. foreman", "Tidewater superintendent"],
           ["Dune, hedgerow and beach grass restoration", "Greenspire Landscape Co. crew leader", "Tidewater superintendent"],
           ["Weekly inspections and logbook, whole site", "QI: Marisol Vega, CPESC (Kestrel)", "J. Whitfield, P.E."],
           ["Post-construction practices after turnover", "Sound Dunes Homeowners Association", "Village SMO (inspection)"]],
          [0.36, 0.36, 0.28]),
         ("pagebreak",),
         ("h1", "Part C - Post-Construction Commitments"),
         ("h2", "C.1 The Practices"),
         ("p", "Kestrel designed the permanent practices with the five-step process of the NYS Stormwater "
               "Management Design Manual. Every practice is an infiltration practice suited to the HSG A sands."),
         reg([["C-01", "IB-1 infiltration basin: the Contractor shall build a 2,600 sq. ft. basin (bottom "
                       "area) with 2.0 ft maximum ponding, 3:1 side slopes, a 6 in. sand layer over the "
                       "native sand bottom, a stone-lined emergency spillway 10 ft wide at elevation 15.5, and a "
                       "sediment forebay of 10 percent of WQv. It receives the drive and the guest stalls.",
               "Site foreman", "EOR"],
              ["C-02", "Drywells DW-1 to DW-8: one per unit, 8 ft diameter by 6 ft deep precast leaching rings "
                       "in 2 ft of clean stone, with traffic-rated slab covers; each takes its unit's roof "
                       "leaders.", "Site foreman", "EOR"],
              ["C-03", "Permeable interlocking concrete pavers, 1,800 sq. ft. of guest stalls: 3-1/8 in. pavers, "
                       "2 in. ASTM No. 8 bedding, 4 in. No. 57 base, 12 in. No. 2 subbase on non-woven "
                       "geotextile.", "Paving sub", "EOR"],
              ["C-04", "The Contractor shall build each practice at the location and size shown on Sheet SD-201, "
                       "Stormwater Management Plan, of the Kestrel civil set.", "Superintendent", "EOR"]]),
         ("h2", "C.2 Hydrologic and Hydraulic Analysis"),
         ("p", "Runoff was computed in HydroCAD 10.20 (SCS TR-20, NRCS Type III 24-hour rainfall, NOAA Atlas 14: "
               "1-year 2.8 in., 10-year 5.0 in., 100-year 8.6 in.) with the basin, drywells and paver base "
               "routed as storage with exfiltration at a design rate of 8 in. per hour (one-half the lower test "
               "rate). Water quality volume WQv is 3,150 cf (P = 1.3 in.); RRv required is 1,730 cf (specific "
               "reduction factor 0.55 for HSG A) and all of WQv is infiltrated."),
         ("table", ["Design storm", "Pre-development peak at DP-1 (cfs)", "Post-development peak at DP-1 (cfs)",
                    "IB-1 peak stage"],
          [["1-year", "0.46", "0.00", "EL 13.9"],
           ["10-year", "1.38", "0.00", "EL 14.6"],
           ["100-year", "3.02", "0.21 (spillway)", "EL 15.6"]], [0.2, 0.28, 0.28, 0.24]),
         ("p", "Post-development runoff at the dune path is zero through the 10-year storm and one-fourteenth "
               "of the existing peak in the 100-year storm, so the dune gully that formed in 2024 will no longer "
               "receive concentrated flow."),
         ("h2", "C.3 Maintenance of the Permanent Practices"),
         ("table", ["Practice", "Task and frequency"],
          [["IB-1 and forebay", "Inspect quarterly and after storms over 2 in.; mow side slopes twice a season; "
                                "remove forebay sediment when 6 in. deep; scarify the bottom if water stands "
                                "more than 72 hours"],
           ["Drywells", "Inspect twice a year; clean gutters each spring and fall; vacuum out sediment over 12 in."],
           ["Permeable pavers", "Vacuum sweep twice a year; replenish joint stone; no sand in winter"],
           ["Top-of-dune berm and beach grass", "Inspect each spring; replant bare spots"]], [0.3, 0.7]),
         ("h2", "C.4 Easement and Maintenance Agreement"),
         ("p", "A 15-foot-wide stormwater access and maintenance easement in favor of the Village of Asharoken "
               "covers IB-1, the paver stalls and each drywell, and is shown on Sheet ESC-101 and on the filed "
               "condominium map. The easement runs with the land and remains in effect when title to any unit "
               "or to the common area is transferred."),
         ("p", "The Declaration of Covenants, Conditions and Restrictions for Sound Dunes, to be recorded in the "
               "Office of the Suffolk County Clerk before the first certificate of occupancy, contains the "
               "stormwater inspection and maintenance agreement: the HOA shall inspect and maintain IB-1, the "
               "drywells and the pavers on the schedule in C.3 and keep records for the Village; the obligation "
               "binds the Owner, the HOA and all subsequent owners of every unit; and if the HOA fails to "
               "maintain, the Village may do the work and charge the cost to the owners."),
         ("pagebreak",),
         ("h1", "Part D - Certifications"),
         ("h2", "D.1 Engineer of Record"),
         ("p", "I certify that this Stormwater Pollution Prevention Plan, including the commitments register and "
               "Sheet ESC-101, was prepared under my direction and that the design of all stormwater management "
               "practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken."),
         ("sig", ["/s/ Jonathan A. Whitfield", "Jonathan A. Whitfield, P.E., NYS License No. 092276",
                  "Kestrel Civil Design PLLC", "April 2, 2025"]),
         ("h2", "D.2 Contractor and Subcontractor Certifications"),
         ("p", "Each firm below signs this statement: I certify under penalty of law that I understand and agree "
               "to comply with the terms and conditions of the stormwater pollution prevention plan. I also "
               "understand that it is unlawful for any person to cause or contribute to a violation of water "
               "quality standards."),
         ("table", ["Name / title", "Firm, address, telephone", "Site", "Signature", "Date"],
          [["Robert Okonkwo, Site Superintendent", "Tidewater Builders Group LLC, 75 Fort Salonga Road, "
            "Northport, NY 11768, (631) 555-0118", "560 Asharoken Avenue, Asharoken", "/s/ Robert Okonkwo",
            "03/28/2025"],
           ["Teresa Lind, President", "Harborline Utilities Inc., 9 Cuba Hill Road, Huntington, NY 11743, "
            "(631) 555-0137", "560 Asharoken Avenue, Asharoken", "/s/ Teresa Lind", "03/31/2025"],
           ["Marco Bellini, Owner", "Greenspire Landscape Co., 402 Main Street, Northport, NY 11768, "
            "(631) 555-0185", "560 Asharoken Avenue, Asharoken", "/s/ Marco Bellini", "04/01/2025"]],
          [0.2, 0.3, 0.18, 0.18, 0.14]),
         ]
    return B


def drawing(path):
    W, H = 1224, 792
    lm = loc_map([(10, 20, "LONG ISLAND SOUND"), (90, 58, "ASHAROKEN AVENUE"), (150, 50, "SITE"),
                  (20, 120, "NORTHPORT BAY"), (200, 50, "EATONS NECK")])
    L = dict(road="ASHAROKEN AVENUE", water="LONG ISLAND SOUND",
             parcel="PROPERTY LINE - TOTAL SITE AREA = 4.20 AC",
             wet="APPARENT HIGH WATER LINE / NYSDEC TIDAL WETLAND BOUNDARY",
             veg="WOODED DUNE AND HEDGEROW", veg2="TO REMAIN - NOT DISTURBED",
             ex_contours=[(190, "EX 24"), (300, "EX 20"), (410, "EX 16"), (520, "EX 12")],
             pr_contours=[(170, "23"), (290, "19"), (400, "15")],
             lod="LIMIT OF DISTURBANCE = 2.41 AC (104,980 SF)", undist="UNDISTURBED AREA",
             dp="DP-1 DUNE PATH (DISCHARGE TO LONG ISLAND SOUND)",
             bldg="BUILDING A (4 UNITS)", bldg2="FF 26.0", park="BUILDING B (4 UNITS) AND PRIVATE DRIVE",
             park2="FF 25.0",
             sf="SILT FENCE - 820 LF", sce="SCE 50' x 20' x 6\"", ip="SILT SACK IN EX. VILLAGE CB",
             inlets=[(620, 92)],
             stock="TOPSOIL STOCKPILE + 12\" FILTER SOCK", wash="WASHOUT CONTAINER",
             trap="ST-1 SEDIMENT TRAP 4,900 CF", div="DIVERSION BERM 18\" HIGH - 410 LF",
             stage="STAGING / MATERIAL STORAGE",
             esmt="15' STORMWATER ACCESS & MAINTENANCE EASEMENT TO VILLAGE OF ASHAROKEN")
    P = C.sheet(W, H, "EXISTING CONDITIONS AND EROSION AND SEDIMENT CONTROL PLAN", "ESC-101", PROJ, FIRM,
                site_plan(L, proposed=True, esc=True, pcsm=False),
                [("dash", "LIMIT OF DISTURBANCE / EXISTING CONTOUR"), ("fence", "SILT FENCE"),
                 ("line", "PROPOSED CONTOUR"), ("circle", "INLET PROTECTION"), ("arrow", "DRAINAGE DIRECTION")],
                ["1. SURVEY: NORTH SHORE LAND SURVEYORS, 10/2024, NAVD88.",
                 "2. EXISTING VACANT HOUSE, BARN AND GRAVEL DRIVE TO BE REMOVED.",
                 "3. NO FRESHWATER WETLANDS ON OR NEAR THE SITE.",
                 "4. NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE.",
                 "5. ST-1 CONVERTS TO IB-1 AFTER STABILIZATION (REGISTER B-30).",
                 "6. EXISTING SLOPES 4-8%; FINAL SLOPES 2-5%, MAX 3:1 AT BERM.",
                 "7. ALL PRACTICES PER NYS STANDARDS AND SPECIFICATIONS FOR ESC."],
                "1\" = 40'", loc_map=lm)
    C.sheets_pdf([P], path, W, H)


def build(outdir, tmp):
    body = os.path.join(tmp, "body.pdf")
    dwg = os.path.join(tmp, "dwg.pdf")
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    C.render_reportlab(blocks(), body, header="Sound Dunes Townhomes - SWPPP Commitments Register (Rev. DB-2)",
                       footer="Tidewater Builders Group LLC / Kestrel Civil Design PLLC", title="SWPPP")
    drawing(dwg)
    C.concat_pdfs([body, dwg], out)
    return out


SPEC = {
    "checklist": "asharoken-ch44",
    "house_style": "design-build contractor's SWPPP as a commitments register ('The Contractor shall ...', "
                   "Lead / Verified-by columns)",
    "producer": "reportlab (platypus) narrative + reportlab drawing sheet, bound with pypdf",
    "decision": "complete",
    "facts": {"disturbed_acres": 2.41, "disturbed_sq_ft": 104980,
              "project_type": "multifamily residential (8 townhouse units, private drive)",
              "single_family": False, "impaired_water": False,
              "receiving_water": "Long Island Sound (stated not listed for a construction pollutant)",
              "conditions": ["C"]},
    "items": {i: "present" for i in [
        "44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)",
        "44-8B(1)(g)", "44-8B(1)(h)", "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(l)",
        "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)", "44-8B(1)(p)", "44-8B(3)(b)", "44-8B(3)(c)",
        "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)",
        "44-8C", "44-8E"]},
    "evidence": {
        "44-8B(1)(a)": "Land disturbance totals 2.41 acres (104,980 sq. ft.).",
        "44-8B(1)(b)": "PROPERTY LINE - TOTAL SITE AREA = 4.20 AC",
        "44-8B(1)(c)": "Carver and Plymouth sands, 3 to 15 percent slopes (CpC)",
        "44-8B(1)(d)": "more than five acres at one time",
        "44-8B(1)(e)": "keep food waste in closed containers so gulls do not scatter it",
        "44-8B(1)(f)": "keep the fuel tank in a lined containment berm sized for 110 percent of its volume",
        "44-8B(1)(g)": "slopes steeper than 3:1 get a jute or coir erosion control blanket",
        "44-8B(1)(h)": "SILT FENCE - 820 LF",
        "44-8B(1)(i)": "4,900 cf provided; 3 ft deep, 2:1 side slopes",
        "44-8B(1)(j)": "The Contractor shall convert ST-1 into infiltration basin IB-1",
        "44-8B(1)(k)": "Drive base course is placed",
        "44-8B(1)(l)": "remove sediment when it is one-half the height of the fence or sock",
        "44-8B(1)(m)": "The receiving water is Long Island Sound.",
        "44-8B(1)(n)": "Dune, hedgerow and beach grass restoration",
        "44-8B(1)(o)": "to turn runoff from the stripped lot away from the dune face and into ST-1",
        "44-8B(1)(p)": "show a 2-foot-deep erosion gully there and sand on the beach",
        "44-8B(3)(b)": "It receives the drive and the guest stalls.",
        "44-8B(3)(c)": "The Contractor shall build each practice at the location and size shown on Sheet SD-201",
        "44-8B(3)(d)": "Runoff was computed in HydroCAD 10.20",
        "44-8B(3)(e)": "Post-development runoff at the dune path is zero through the 10-year storm",
        "44-8B(3)(f)": "2 in. ASTM No. 8 bedding, 4 in. No. 57 base, 12 in. No. 2 subbase",
        "44-8B(3)(g)": "remove forebay sediment when 6 in. deep",
        "44-8B(3)(h)": "The easement runs with the land and remains in effect when title to any unit",
        "44-8B(3)(i)": "binds the Owner, the HOA and all subsequent owners of every unit",
        "44-8C": "the design of all stormwater management practices meets the requirements of Chapter 44",
        "44-8E": "/s/ Robert Okonkwo",
    },
    "gaps": {},
    "ambiguous_items": ["44-8B(3)(c)"],
    "notes": "Eight-unit townhouse project (multifamily, not a single-family residence) disturbing 2.41 ac: "
             "Condition C applies, so 44-8B(3)(b)-(i) apply. Complete. Every item is written as a contractor "
             "commitment rather than a description. (1)(j): B-30 converts ST-1 to IB-1 and B-31 keeps the "
             "diversion berm. (1)(n): table B.9 assigns a lead for each part of the site. (3)(c): commitment "
             "C-04 puts the location and size of each post-construction practice on Sheet SD-201, which is not "
             "bound (only ESC-101 is); the text gives sizes but not locations, so a reviewer would check the "
             "civil set: labelled present, listed as ambiguous (needs_review naming SD-201). (3)(h): the "
             "easement is drawn on ESC-101 and the text says it survives transfer of title. (3)(i): the "
             "Declaration's stated terms (who maintains, binds all later owners, recorded) count as present "
             "although the Declaration is recorded later. The contractor certification is the Chapter 44 "
             "statement, signed (/s/) by the site contractor and two subcontractors with all fields.",
}
