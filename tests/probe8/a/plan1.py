from common import Doc, W, H
NAME = "p8a_asharoken_bevin_road_drainage_spec"
def build(pdf):
    d = Doc(pdf, "Bevin Road Drainage Improvements - Special Specifications", "VILLAGE OF ASHAROKEN - CONTRACT NO. 2026-D2 - BEVIN ROAD DRAINAGE IMPROVEMENTS - SPECIAL SPECIFICATIONS")
    ev = {}
    p = d.new(); d.y -= 80
    for s in ["VILLAGE OF ASHAROKEN", "SUFFOLK COUNTY, NEW YORK", "", "BEVIN ROAD DRAINAGE IMPROVEMENTS", "CONTRACT NO. 2026-D2", "",
              "SPECIAL SPECIFICATIONS - VOLUME 2", "ITEMS 209 AND 603 - STORMWATER POLLUTION PREVENTION PLAN", "(Chapter 44 of the Code of the Village of Asharoken)", "",
              "Prepared for: Board of Trustees, Village of Asharoken, 1 Asharoken Avenue, Northport, NY 11768",
              "Prepared by: Harbor Line Civil Engineering, P.C., 40 Main Street, Northport, NY 11768 (631) 555-0144", "", "Issued for Bid: March 9, 2026"]:
        d.text(s, "Helvetica-Bold" if s.isupper() else "Helvetica", 12, gap=2)
    p = d.new()
    d.head("SPECIAL SPECIFICATION INDEX")
    d.table(["Item No.", "Title", "Page"], [["209.01", "Stormwater Pollution Prevention Plan - General", "3"], ["209.02", "Temporary Erosion and Sediment Control", "4"],
        ["209.03", "Sequence of Construction and Schedule of Temporary Practices", "5"], ["209.04", "Pollution Prevention and Materials Handling", "6"],
        ["209.05", "Inspection and Maintenance of Erosion and Sediment Controls", "7"], ["603.50", "Hydrodynamic Separator and Outfall Stilling Basin", "8"],
        ["603.51", "Hydrology, Post-Construction Maintenance and Access", "9"], ["--", "Contract Drawing Sheet ESC-1 (bound herein)", "10"], ["--", "Certifications", "11"]], [70, 330, 60])
    d.head("ENGINEER'S CERTIFICATION (Village Code Section 44-8C)")
    d.text("I hereby certify that this Stormwater Pollution Prevention Plan, consisting of Special Specification Items 209.01 through 209.05, 603.50 and 603.51 and Contract Drawing ESC-1, was prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 44, Stormwater Management and Erosion and Sediment Control, of the Code of the Village of Asharoken.")
    d.text("Signed: /s/ Elena M. Vasquez      Elena M. Vasquez, P.E., NYS License No. 089412      Date: March 9, 2026")
    ev["44-8C"] = ([p], "design of all stormwater management practices meets the requirements of Chapter 44")
    p = d.new()
    d.head("ITEM 209.01 - STORMWATER POLLUTION PREVENTION PLAN - GENERAL")
    d.head("209.01.1 DESCRIPTION", 10.5)
    d.text("This work consists of implementing the Stormwater Pollution Prevention Plan (SWPPP) for the Bevin Road Drainage Improvements, a Village capital project. The work replaces 1,180 linear feet of failed 12-inch drainage pipe beneath Bevin Road between Asharoken Avenue and the Bevin Road beach access with 18-inch HDPE pipe, adds eleven leaching catch basins, one hydrodynamic separator, and reconstructs the existing outfall to Duck Island Harbor with a riprap stilling basin. The roadway will be reclaimed and repaved full width over the trench limits.")
    ev["44-8B(1)(a)"] = ([p], "replaces 1,180 linear feet of failed 12-inch drainage pipe beneath Bevin Road")
    d.text("Project size: the limit of work covers 1.62 acres of Village right-of-way and the outfall easement; the total area of soil disturbance is 1.21 acres. The project is a municipal road and drainage reconstruction and is not part of any larger common plan of development or sale. Because the disturbance is at least one but less than five acres and the project is not a single-family residence, Condition C of Section 44-8B(2) applies and post-construction controls are included under Items 603.50 and 603.51.")
    d.head("209.01.2 SITE CONDITIONS", 10.5)
    d.text("Soils. The Suffolk County Soil Survey maps the roadway corridor as Plymouth loamy sand, 0 to 3 percent slopes (PlA), and the outfall area as Beaches (Bc). Test holes TH-1 through TH-4 (February 2026) found 10 to 14 inches of road base and fill over brown medium sand with trace gravel to 9 feet; groundwater was encountered at elevation 3.1 (NAVD88) near the outfall and was not encountered at TH-1 and TH-2. The sands are excessively drained (Hydrologic Soil Group A) and highly erodible when unprotected on slopes.")
    ev["44-8B(1)(c)"] = ([p], "Plymouth loamy sand, 0 to 3 percent slopes (PlA)")
    d.text("Receiving water. Runoff from the Bevin Road drainage area discharges through the reconstructed outfall to Duck Island Harbor, an embayment of Northport Bay and Long Island Sound. No freshwater wetlands lie within the limit of work; the tidal wetland fringe at the outfall is protected by the limits shown on Sheet ESC-1.")
    ev["44-8B(1)(m)"] = ([p], "discharges through the reconstructed outfall to Duck Island Harbor")
    d.text("Existing runoff data. Village DPW flooding logs for 2019 through 2025 record ponding 6 to 10 inches deep at the Bevin Road low point (Sta. 8+40) in fourteen events, the largest during the storm of August 2024 (4.2 inches in 6 hours). Grab samples collected at the existing outfall by the Village on May 14, 2025 showed total suspended solids of 186 mg/L and visible sand deposition across the beach.")
    ev["44-8B(1)(p)"] = ([p], "Grab samples collected at the existing outfall by the Village on May 14, 2025 showed total suspended solids of 186 mg/L")
    p = d.new()
    d.head("ITEM 209.02 - TEMPORARY EROSION AND SEDIMENT CONTROL")
    d.head("209.02.1 DESCRIPTION", 10.5)
    d.text("This work consists of furnishing, installing, maintaining and removing temporary erosion and sediment controls in accordance with the New York State Standards and Specifications for Erosion and Sediment Control (November 2016) at the locations shown on Sheet ESC-1.")
    d.head("209.02.2 MATERIALS", 10.5)
    d.table(["Practice", "Material specification"], [
        ["Silt fence", "Woven polypropylene geotextile, grab tensile 100 lb min., AOS No. 30 sieve; 36-in. fabric on 2-in. x 2-in. hardwood stakes at 8 ft max. spacing"],
        ["Drop inlet protection", "Manufactured filter sack (Dandy Sack or equal) with overflow ports, sized to the grate; or 1/2-in. hardware cloth and No. 2 stone ring"],
        ["Stabilized construction entrance", "NYSDOT No. 4 crushed stone (1.5 to 3.5 in.), 6 in. thick, over non-woven geotextile"],
        ["Compost filter sock", "12-in. diameter sock, compost per NYS Standard, staked at 10 ft"],
        ["Temporary seed / mulch", "Annual ryegrass 40 lb/acre; straw mulch 2 tons/acre, crimped"]], [130, 338])
    d.head("209.02.3 CONSTRUCTION DETAILS", 10.5)
    d.text("Silt fence shall be trenched 6 inches deep and 6 inches wide with the fabric toe buried and backfilled; ends shall be turned upslope 10 feet. The stabilized construction entrance at the Bevin Road staging area shall be 50 feet long by 20 feet wide. Inlet protection shall be installed on every existing and new inlet within 200 feet downstream of open trench. The temporary sediment trap at the outfall shall be excavated 30 feet long by 12 feet wide by 3 feet deep (storage 1,080 cubic feet, 3,600 cubic feet per acre of the 0.30-acre contributing area) with a stone outlet of NYSDOT No. 2 stone.")
    ev["44-8B(1)(i)"] = ([p], "The temporary sediment trap at the outfall shall be excavated 30 feet long by 12 feet wide by 3 feet deep")
    d.text("Stabilization for each stage: trench sections shall be backfilled and temporarily paved with 2-inch binder at the end of each working day; shoulders and disturbed lawn areas shall receive temporary seed and mulch within 7 days when inactive for 14 days or more; final stabilization is topsoil (4 in.), permanent seed mix (Item 610) and erosion control blanket on slopes steeper than 1 on 3, and the final asphalt wearing course.")
    ev["44-8B(1)(g)"] = ([p], "trench sections shall be backfilled and temporarily paved with 2-inch binder at the end of each working day")
    d.text("Diversion and storage: a sandbag diversion dike shall route upslope road runoff around the open outfall excavation to the temporary sediment trap, and runoff from exposed trench shall be pumped only through a dewatering filter bag placed on stabilized ground.")
    ev["44-8B(1)(o)"] = ([p], "a sandbag diversion dike shall route upslope road runoff around the open outfall excavation to the temporary sediment trap")
    d.head("209.02.4 METHOD OF MEASUREMENT / 209.02.5 BASIS OF PAYMENT", 10.5)
    d.text("Silt fence and filter sock will be measured by the linear foot installed; inlet protection by each; the entrance and sediment trap as lump sum. Payment includes maintenance and removal.")
    p = d.new()
    d.head("ITEM 209.03 - SEQUENCE OF CONSTRUCTION AND SCHEDULE OF TEMPORARY PRACTICES")
    d.head("209.03.1 DESCRIPTION", 10.5)
    d.text("The Contractor shall perform the work in the following sequence. No more than 0.40 acre shall be open at any one time, well below the five-acre limit of the Erosion Control Manual.")
    ev["44-8B(1)(d)"] = ([p], "No more than 0.40 acre shall be open at any one time")
    d.table(["Stage", "Activity", "Temporary practice placed", "Remains in place until"], [
        ["1", "Mobilize; clear and grub outfall area", "Construction entrance; silt fence along beach and wetland fringe; inlet protection", "Final stabilization of outfall"],
        ["2", "Excavate outfall; build stilling basin", "Diversion dike; temporary sediment trap; dewatering bag", "Stilling basin stone placed (Stage 5)"],
        ["3", "Pipe and catch basin installation, Sta. 0+00 to 11+80, 300-ft segments", "Inlet protection at each new inlet as set", "Final pavement"],
        ["4", "Install hydrodynamic separator", "Filter sock around excavation", "Backfill and paving"],
        ["5", "Full-depth reclamation and paving", "Street sweeping daily", "Wearing course"],
        ["6", "Topsoil, seed; remove temporary controls", "Temporary seed and mulch", "80 percent vegetative cover"]], [36, 150, 160, 122])
    ev["44-8B(1)(k)"] = ([p], "Remains in place until")
    d.text("Timing: the construction entrance and perimeter silt fence shall be in place before any clearing; each segment's inlet protection shall be installed before that segment is excavated.")
    d.head("209.03.2 CONVERSION OF TEMPORARY PRACTICES", 10.5)
    d.text("The temporary sediment trap at the outfall will be converted to the permanent riprap stilling basin (Item 603.50): after the upstream pipe is stabilized the accumulated sediment is removed, the trap is regraded to the basin dimensions and lined with stone. No other temporary practice becomes permanent.")
    ev["44-8B(1)(j)"] = ([p], "The temporary sediment trap at the outfall will be converted to the permanent riprap stilling basin")
    p = d.new()
    d.head("ITEM 209.04 - POLLUTION PREVENTION AND MATERIALS HANDLING")
    d.head("209.04.1 DESCRIPTION", 10.5)
    d.text("Litter and debris: the Contractor shall keep a covered 20-cubic-yard roll-off at the staging area for construction debris, broken asphalt and pipe offcuts, and lidded trash cans for litter; the work area shall be policed at the end of every day. Construction chemicals (form oil, curing compound, tack coat) shall be kept in their original containers in a locked, covered cabinet.")
    ev["44-8B(1)(e)"] = ([p], "covered 20-cubic-yard roll-off at the staging area for construction debris")
    d.head("209.04.2 MATERIALS STORED ON SITE", 10.5)
    d.text("Materials expected on the Bevin Road staging lot: HDPE pipe and precast structures on dunnage, stone and sand stockpiles (covered with tarps and ringed with filter sock), diesel fuel in a 250-gallon double-walled tank, hydraulic oil, and asphalt tack coat. Fuel shall be dispensed only at the staging lot, over a drip pan, at least 100 feet from the harbor. A spill kit (absorbent pads, booms, 55-gallon overpack) shall be kept at the staging lot; spills shall be contained, cleaned up immediately and reported to the NYSDEC Spill Hotline (1-800-457-7362) when required. Concrete truck washout is to a lined washout pit only.")
    ev["44-8B(1)(f)"] = ([p], "diesel fuel in a 250-gallon double-walled tank")
    p = d.new()
    d.head("ITEM 209.05 - INSPECTION AND MAINTENANCE OF EROSION AND SEDIMENT CONTROLS")
    d.head("209.05.1 DESCRIPTION", 10.5)
    d.text("A qualified inspector retained by the Village shall inspect all controls every seven days and within 24 hours of any storm producing 0.5 inch of rain or more, and record findings in the site logbook. The Contractor shall make repairs within one working day.")
    d.table(["Practice", "Maintenance"], [["Silt fence / filter sock", "Remove sediment at one-half fence height; replace torn fabric"], ["Inlet protection", "Empty filter sack when one-third full; replace when torn"],
        ["Sediment trap", "Clean out when storage reduced by 50 percent"], ["Construction entrance", "Top-dress with stone when voids fill; sweep tracked soil daily"], ["Seed / mulch", "Reseed bare areas; re-mulch after storms"]], [150, 318])
    ev["44-8B(1)(l)"] = ([p], "Empty filter sack when one-third full")
    d.head("209.05.2 RESPONSIBILITIES", 10.5)
    d.table(["Part of site", "Responsible party"], [["Roadway trench, Sta. 0+00 to 11+80", "Contractor (Bayview Site Contracting, Inc.) - installation and maintenance"],
        ["Outfall, stilling basin and beach", "Contractor; Village Engineer approves trap conversion"], ["Staging lot and stockpiles", "Contractor's superintendent"],
        ["Inspections, logbook, all areas", "Village's qualified inspector (Harbor Line Civil Engineering)"], ["Post-construction practices", "Village DPW"]], [190, 278])
    ev["44-8B(1)(n)"] = ([p], "Staging lot and stockpiles")
    p = d.new()
    d.head("ITEM 603.50 - HYDRODYNAMIC SEPARATOR AND OUTFALL STILLING BASIN")
    d.head("603.50.1 DESCRIPTION", 10.5)
    d.text("Post-construction practices: (1) one hydrodynamic separator (HDS-1) at Sta. 10+95 treating the full 6.4-acre drainage area before discharge; (2) eleven leaching catch basins that infiltrate runoff into the Plymouth sands; (3) a riprap stilling basin at the outfall that dissipates energy and stops the beach scour.")
    ev["44-8B(3)(b)"] = ([p], "one hydrodynamic separator (HDS-1) at Sta. 10+95 treating the full 6.4-acre drainage area")
    d.head("603.50.2 MATERIALS", 10.5)
    d.text("HDS-1: precast unit, 6-ft diameter, treatment flow 1.9 cfs, 80 percent TSS removal (NJDEP certified). Leaching basins: 8-ft diameter precast rings, 6 ft effective depth, in 2-ft stone collar. Stilling basin: 20 ft long by 12 ft wide by 2 ft deep, 18-in. d50 riprap over non-woven geotextile.")
    ev["44-8B(3)(f)"] = ([p], "Stilling basin: 20 ft long by 12 ft wide by 2 ft deep, 18-in. d50 riprap")
    d.head("603.50.3 CONSTRUCTION DETAILS", 10.5)
    d.text("Set HDS-1 on 12 in. of compacted No. 2 stone, level within 1/4 in.; leaching rings shall be set with bottoms at least 2 ft above seasonal high groundwater. Riprap shall be placed by bucket, not dumped.")
    d.head("603.50.4 METHOD OF MEASUREMENT / BASIS OF PAYMENT", 10.5)
    d.text("Each separator and each leaching basin installed complete; stilling basin lump sum.")
    p = d.new()
    d.head("ITEM 603.51 - HYDROLOGY, POST-CONSTRUCTION MAINTENANCE AND ACCESS")
    d.head("603.51.1 HYDROLOGIC AND HYDRAULIC ANALYSIS", 10.5)
    d.text("The 6.4-acre drainage area (CN 78, Tc 14 min) was modelled with TR-55 and the pipe system by the rational method (Suffolk County IDF).")
    d.table(["Design storm (24-hr)", "Pre-development peak (cfs)", "Post-development peak (cfs)", "Pipe HGL below rim"], [
        ["1-yr (2.8 in.)", "6.1", "4.0", "Yes"], ["10-yr (5.0 in.)", "13.2", "10.6", "Yes"], ["100-yr (8.6 in.)", "25.8", "23.9", "Surcharge 0.3 ft at CB-4, no overtopping"]], [120, 118, 118, 112])
    ev["44-8B(3)(d)"] = ([p], "The 6.4-acre drainage area (CN 78, Tc 14 min) was modelled with TR-55")
    d.text("Comparison: impervious cover is unchanged (2.9 acres of road and driveways); infiltration in the leaching basins reduces post-development peak discharge below pre-development for every design storm, and the water quality volume of 0.22 acre-foot is treated by HDS-1 and infiltration.")
    ev["44-8B(3)(e)"] = ([p], "reduces post-development peak discharge below pre-development for every design storm")
    d.head("603.51.2 POST-CONSTRUCTION MAINTENANCE SCHEDULE", 10.5)
    d.table(["Practice", "Frequency", "Task"], [["HDS-1", "Twice a year, and after storms over 2 in.", "Vacuum sediment and floatables when sump is 50 percent full"],
        ["Leaching catch basins", "Annually (spring)", "Inspect, remove sediment, jet if drawdown exceeds 72 hours"], ["Stilling basin", "Annually and after coastal storms", "Replace displaced stone; remove sand"]], [110, 150, 208])
    ev["44-8B(3)(g)"] = ([p], "Annually and after coastal storms")
    d.head("603.51.3 ACCESS EASEMENT AND MAINTENANCE AGREEMENT", 10.5)
    d.text("All practices except the stilling basin lie within the Village-owned Bevin Road right-of-way. The stilling basin lies on Lot 14 (SCTM 0100-002.00-01.00-014.000) within a 20-foot-wide drainage and maintenance access easement granted to the Village, shown on Sheet ESC-1 and recorded with the Suffolk County Clerk (Liber D00013412, Page 221); it runs with the land and survives any transfer of title.")
    ev["44-8B(3)(h)"] = ([p], "recorded with the Suffolk County Clerk (Liber D00013412, Page 221)")
    d.text("Inspection and maintenance agreement: by Resolution 2026-17 the Board of Trustees accepted perpetual responsibility for inspecting and maintaining HDS-1, the leaching basins and the stilling basin on the schedule above. The easement agreement with the owner of Lot 14 grants the Village the right of entry for inspection and repair and binds the grantor and all subsequent owners of Lot 14.")
    ev["44-8B(3)(i)"] = ([p], "binds the grantor and all subsequent owners of Lot 14")
    # drawing sheet
    p = d.new(); c = d.c
    c.setFont("Helvetica-Bold", 10); c.drawString(72, H - 62, "SHEET ESC-1  EROSION AND SEDIMENT CONTROL AND DRAINAGE PLAN   SCALE: 1 IN. = 50 FT (reduced to fit; graphic scale)")
    c.rect(60, 170, W - 120, H - 250)
    c.setLineWidth(2); c.line(90, 430, 520, 430); c.line(90, 400, 520, 400); c.setLineWidth(1)
    c.setFont("Helvetica", 7)
    c.drawString(250, 412, "BEVIN ROAD (VILLAGE R.O.W.)  NEW 18-IN. HDPE 1,180 LF")
    for x in range(110, 520, 40): c.circle(x, 415, 3)
    c.drawString(95, 440, "LIMIT OF DISTURBANCE 1.21 AC (DASHED)   TOTAL LIMIT OF WORK 1.62 AC")
    c.setDash(4, 3); c.rect(85, 390, 450, 60); c.setDash()
    c.drawString(95, 380, "EXISTING LAWNS, HEDGES AND TREES OUTSIDE R.O.W. - NOT TO BE DISTURBED")
    c.drawString(95, 470, "EXISTING SLOPE 1-2% TO NORTH;  FINAL ROAD GRADES 0.6-1.5% TO OUTFALL")
    c.rect(520, 440, 30, 60); c.drawString(470, 510, "TEMP. SEDIMENT TRAP 30x12x3 FT")
    c.drawString(470, 520, "-> STILLING BASIN 20x12x2 FT (603.50)")
    c.drawString(455, 530, "OUTFALL - DISCHARGE POINT TO DUCK ISLAND HARBOR")
    c.drawString(430, 545, "TIDAL WETLAND FRINGE / BEACH - SILT FENCE 260 LF")
    c.drawString(420, 555, "20-FT DRAINAGE EASEMENT, LOT 14 (LIBER D00013412 PG 221)")
    c.drawString(90, 360, "STAGING / STOCKPILE AREA (BEVIN RD. LOT) - STABILIZED ENTRANCE 50x20 FT; FILTER SOCK 180 LF")
    c.drawString(90, 350, "NO OFF-SITE STORAGE OR BORROW AREAS")
    c.drawString(300, 390 - 50, "HDS-1 6-FT DIA. AT STA. 10+95")
    c.drawString(90, 330, "INLET PROTECTION: 11 NEW + 4 EXISTING INLETS (EACH)   LEACHING CB 8-FT DIA. (11)")
    c.drawString(90, 320, "DRAINAGE AREA 6.4 AC FLOWS NORTH ALONG BEVIN RD.")
    c.rect(380, 190, 160, 80)
    c.drawString(385, 255, "LOCATION MAP (NOT TO SCALE)"); c.drawString(385, 243, "ASHAROKEN AVE / BEVIN RD, EATONS NECK")
    c.drawString(385, 231, "LONG ISLAND SOUND TO NORTH")
    c.drawString(72, 200, "0    25   50        100 FT  (GRAPHIC SCALE)")
    ev["44-8B(1)(b)"] = ([p], "LIMIT OF DISTURBANCE 1.21 AC (DASHED)")
    ev["44-8B(1)(h)"] = ([p], "TIDAL WETLAND FRINGE / BEACH - SILT FENCE 260 LF")
    ev["44-8B(3)(c)"] = ([p], "HDS-1 6-FT DIA. AT STA. 10+95")
    p = d.new()
    d.head("CONTRACTOR'S CERTIFICATION (Village Code Section 44-8E)")
    d.text('"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."')
    d.table(["Field", "Entry"], [["Name / title", "Raymond T. Okoro, President"], ["Firm", "Bayview Site Contracting, Inc., 212 Fort Salonga Road, Northport, NY 11768"],
        ["Telephone", "(631) 555-0190"], ["Site", "Bevin Road, Sta. 0+00 to 11+80 and outfall, Village of Asharoken"], ["Signature / date", "/s/ Raymond T. Okoro   April 20, 2026"],
        ["Subcontractor name / title", "Luis Ferreira, Foreman"], ["Firm", "Ferreira Paving LLC, 9 Cedar Road, East Northport, NY 11731, (631) 555-0173"], ["Signature / date", "/s/ Luis Ferreira   April 20, 2026"]], [150, 318])
    ev["44-8E"] = ([p], "/s/ Raymond T. Okoro April 20, 2026")
    d.save()
    return ev, d.page

META = dict(checklist="asharoken-ch44", style="Highway-style special specification (ITEM 209.xx / 603.xx, DESCRIPTION / MATERIALS / CONSTRUCTION DETAILS / METHOD OF MEASUREMENT / BASIS OF PAYMENT) for a Village road and outfall drainage capital project",
    producer="reportlab (canvas)", decision="complete", facts=dict(disturbed_acres=1.21, project_type="municipal road drainage reconstruction and outfall", single_family=False, impaired_water=False),
    gaps={}, ambiguous_items=["44-8B(3)(i)"], acceptable_decisions=["complete"],
    notes="Village capital project disturbing 1.21 ac: a land development activity under 44-3; Condition C (1-5 ac, not single-family) so 44-8B(3) applies. Sheet ESC-1 is bound as page 10 (reduced, graphic scale 1 in = 50 ft). 44-8B(3)(i): the Village itself maintains by resolution and the Lot 14 easement binds subsequent owners; a reviewer could want a separate agreement instrument, hence ambiguous. 44-8B(1)(k) quote is the schedule table column on page 5.")
