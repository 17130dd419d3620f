"""Plan 2: CSI specification section 31 25 00 serving as SWPPP (Village of Asharoken)."""
from rlkit import Doc, W, H
from reportlab.lib import colors

PROJ = "BAYVIEW LANDING BULKHEAD AND SITE IMPROVEMENTS"
SEC = "31 25 00"


def footer(d):
    c = d.c
    c.setLineWidth(0.5); c.line(72, 52, W - 72, 52)
    c.setFont("Helvetica", 7.5)
    c.drawString(72, 42, PROJ)
    c.drawCentredString(W / 2, 42, "EROSION AND SEDIMENTATION CONTROLS")
    c.drawRightString(W - 72, 42, f"{SEC}-{d.page}")


def header(d):
    c = d.c
    c.setFont("Helvetica", 7.5)
    c.drawString(72, H - 40, "Sound Coastal Engineering, PLLC  |  Project No. 24-118")
    c.drawRightString(W - 72, H - 40, "Issued for Construction  02/10/2025  |  Submittal 31 25 00-001")


def art(d, s):
    d.text(s, "Helvetica-Bold", 9.5, after=3)


def para(d, label, s, level=1):
    ind = {1: 18, 2: 40, 3: 62}[level]
    d.text(s, "Times-Roman", 10, indent=ind, hang=20, label=label, after=3)


def site_plan(d):
    c = d.c
    d.text("FIGURE 31 25 00-A  EXISTING CONDITIONS AND SITE PLAN", "Helvetica-Bold", 10, after=4)
    x0, y0, w, h = 72, 110, W - 144, d.y - 120
    c.setLineWidth(1.2); c.rect(x0, y0, w, h)
    # water (bay) along bottom
    c.setFillColor(colors.HexColor("#e6e6e6")); c.rect(x0 + 1, y0 + 1, w - 2, 120, stroke=0, fill=1); c.setFillColor(colors.black)
    c.setFont("Helvetica-Bold", 10); c.drawString(x0 + 150, y0 + 60, "NORTHPORT BAY (LONG ISLAND SOUND) - RECEIVING WATER")
    c.setFont("Helvetica", 7)
    c.setLineWidth(2.5); c.line(x0 + 20, y0 + 122, x0 + w - 20, y0 + 126)
    c.drawString(x0 + 30, y0 + 130, "EXISTING TIMBER BULKHEAD 410 LF - REPLACE IN PLACE WITH VINYL SHEET PILE, TOP EL. 8.0 NAVD88")
    c.setLineWidth(0.8); c.setDash(2, 2); c.line(x0 + 20, y0 + 112, x0 + w - 20, y0 + 116); c.setDash()
    c.drawString(x0 + 30, y0 + 100, "MEAN HIGH WATER LINE EL. 3.9 / TIDAL WETLAND BOUNDARY (NYSDEC)")
    # Asharoken Ave at top
    c.setLineWidth(14); c.setStrokeColor(colors.HexColor("#bbbbbb")); c.line(x0 + 5, y0 + h - 28, x0 + w - 5, y0 + h - 20); c.setStrokeColor(colors.black)
    c.setFont("Helvetica-Bold", 8); c.drawString(x0 + 180, y0 + h - 27, "ASHAROKEN AVENUE")
    c.setFont("Helvetica", 7)
    # property line
    c.setLineWidth(1); c.setDash([8, 3, 2, 3]); c.rect(x0 + 15, y0 + 105, w - 30, h - 145); c.setDash()
    c.drawString(x0 + 20, y0 + h - 48, "PROPERTY LINE - TOTAL SITE AREA 3.40 AC (SCTM 0101-003.00-02.00-014.000)")
    # limit of disturbance
    c.setLineWidth(1.6); c.setDash(6, 3); c.rect(x0 + 40, y0 + 118, w - 150, h - 200); c.setDash()
    c.drawString(x0 + 45, y0 + h - 72, "LIMIT OF DISTURBANCE - 1.90 AC")
    # parking lot -> permeable pavement
    c.setLineWidth(0.8); c.rect(x0 + 70, y0 + 260, 170, 110)
    c.drawString(x0 + 75, y0 + 355, "EX. GRAVEL PARKING 0.38 AC TO BE")
    c.drawString(x0 + 75, y0 + 345, "PERMEABLE INTERLOCKING PAVERS PP-1")
    c.drawString(x0 + 75, y0 + 335, "(0.38 AC, 16,550 SF, 12-IN STONE RESERVOIR)")
    # bioretention
    c.ellipse(x0 + 270, y0 + 200, x0 + 350, y0 + 250)
    c.drawString(x0 + 265, y0 + 190, "BIORETENTION BR-1, 1,450 SF")
    c.drawString(x0 + 265, y0 + 180, "(POST-CONSTRUCTION PRACTICE)")
    # boat ramp
    c.rect(x0 + 380, y0 + 100, 40, 110); c.drawString(x0 + 425, y0 + 190, "NEW CONCRETE BOAT RAMP 14' x 90'")
    # clubhouse (not disturbed)
    c.rect(x0 + 300, y0 + 300, 90, 60); c.drawString(x0 + 305, y0 + 330, "EX. CLUBHOUSE (NO WORK)")
    # undisturbed dune/vegetation
    c.drawString(x0 + w - 105, y0 + 260, "UNDISTURBED DUNE,")
    c.drawString(x0 + w - 105, y0 + 250, "BEACH GRASS AND")
    c.drawString(x0 + w - 105, y0 + 240, "BAYBERRY - TO REMAIN")
    c.drawString(x0 + 70, y0 + 420, "EX. LAWN AND SCATTERED BLACK PINE")
    c.drawString(x0 + 70, y0 + 230, "EX. GRADE 2-4% TO BAY; FINAL GRADE 1.5-3% TO BR-1 / PP-1")
    c.drawString(x0 + 250, y0 + 150, "EX. SLOPE AT BULKHEAD 3:1 - FINAL 4:1 BACKFILL")
    # drainage arrows & discharge
    c.drawString(x0 + 160, y0 + 160, "SHEET FLOW TO BAY  ->  DISCHARGE POINT DP-1 (OVER BULKHEAD)")
    c.circle(x0 + 440, y0 + 126, 4, fill=1)
    c.drawString(x0 + 430, y0 + 138, "DP-2: VILLAGE 15\" OUTFALL")
    c.drawString(x0 + 20, y0 + h - 90, "NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS. STAGING IN NE CORNER OF PARKING LOT.")
    # location map inset
    c.rect(x0 + w - 150, y0 + h - 160, 140, 105)
    c.setFont("Helvetica-Bold", 7); c.drawString(x0 + w - 145, y0 + h - 66, "GENERAL LOCATION MAP (NTS)")
    c.setFont("Helvetica", 6.5)
    c.drawString(x0 + w - 145, y0 + h - 78, "Village of Asharoken, Suffolk Co.")
    c.bezier(x0 + w - 145, y0 + h - 150, x0 + w - 110, y0 + h - 100, x0 + w - 60, y0 + h - 120, x0 + w - 15, y0 + h - 90)
    c.drawString(x0 + w - 140, y0 + h - 140, "Northport Bay"); c.drawString(x0 + w - 80, y0 + h - 100, "L.I. Sound")
    c.circle(x0 + w - 95, y0 + h - 117, 4, fill=1); c.drawString(x0 + w - 88, y0 + h - 120, "SITE")
    # scale bar
    c.setLineWidth(3); c.line(x0 + 20, y0 + 20, x0 + 92, y0 + 20); c.setLineWidth(1)
    c.setFont("Helvetica", 7); c.drawString(x0 + 20, y0 + 8, "0"); c.drawString(x0 + 80, y0 + 8, "50 FT")
    c.setFont("Helvetica-Bold", 8); c.drawString(x0 + 110, y0 + 14, "SCALE: 1 INCH = 50 FEET")
    c.setFont("Helvetica", 7); c.drawString(x0 + 250, y0 + 14, "SOILS: Bc BEACHES; CpE CARVER AND PLYMOUTH SANDS; Ug URBAN LAND (ALL HSG A)")
    d.y = y0 - 6


def details(d):
    """Figure drawn in a design tool: every character placed individually."""
    c = d.c
    d.glyph = True
    d.text("FIGURE 31 25 00-B  TYPICAL DETAILS", "Helvetica-Bold", 10, after=6)
    boxes = [
        ("SILT FENCE", ["36 IN WOVEN GEOTEXTILE, 2 X 2 IN", "HARDWOOD POSTS AT 8 FT MAX.", "TOE TRENCH 6 IN X 6 IN, BACKFILLED", "AND COMPACTED; JOINTS WRAPPED"]),
        ("TURBIDITY CURTAIN", ["TYPE II FLOATING CURTAIN, 18 OZ", "PVC FABRIC, SKIRT 5 FT DEEP,", "ANCHORS AT 50 FT, BALLAST CHAIN", "AT SKIRT BOTTOM"]),
        ("STABILIZED CONSTRUCTION ENTRANCE", ["LENGTH 50 FT, WIDTH 24 FT,", "THICKNESS 8 IN OF 1-4 IN STONE", "ON WOVEN GEOTEXTILE"]),
        ("TEMPORARY SEDIMENT TRAP ST-1", ["STORAGE 3,600 CF PER ACRE DRAINED;", "1,800 CF PROVIDED; 3 FT DEEP, 2:1", "SIDE SLOPES, STONE OUTLET 4 FT WIDE"]),
        ("BIORETENTION BR-1", ["1,450 SF; 9 IN PONDING; 30 IN", "SOIL MEDIA; 12 IN NO. 2 STONE WITH", "6 IN PERFORATED UNDERDRAIN;", "OVERFLOW RISER 24 IN DIA."]),
        ("PERMEABLE PAVERS PP-1", ["3-1/8 IN PAVERS ON 2 IN NO. 8", "BEDDING, 4 IN NO. 57 BASE, 12 IN", "NO. 2 STONE RESERVOIR, GEOTEXTILE", "ON SIDES ONLY; NO LINER"]),
    ]
    colw = (W - 144 - 12) / 2
    yt = d.y
    for i, (t, lines) in enumerate(boxes):
        col = i % 2; row = i // 2
        x = 72 + col * (colw + 12); y = yt - row * 180
        c.setLineWidth(1); c.rect(x, y - 170, colw, 170)
        # simple sketch
        c.setLineWidth(0.7)
        c.line(x + 15, y - 60, x + colw - 15, y - 60)
        c.line(x + colw / 2, y - 25, x + colw / 2, y - 80)
        c.rect(x + 30, y - 95, colw - 60, 20)
        d.draw(x + 8, y - 14, t, "Helvetica-Bold", 8.5)
        yy = y - 112
        for ln in lines:
            d.draw(x + 8, yy, ln, "Helvetica", 8)
            yy -= 11
        d.draw(x + colw - 40, y - 163, "NTS", "Helvetica", 7)
    d.y = yt - 3 * 180 - 8
    d.draw(72, d.y, "DETAILS PER NYS STANDARDS AND SPECIFICATIONS FOR EROSION AND SEDIMENT CONTROL (2016)", "Helvetica", 7.5)
    d.glyph = False


def build(path):
    d = Doc(path, footer=footer, header=header, title="Section 31 25 00 Erosion and Sedimentation Controls",
            author="Sound Coastal Engineering PLLC")
    d.text("SECTION 31 25 00 - EROSION AND SEDIMENTATION CONTROLS", "Helvetica-Bold", 12, after=2)
    d.text("(STORMWATER POLLUTION PREVENTION PLAN - VILLAGE OF ASHAROKEN CODE CHAPTER 44)", "Helvetica", 9, after=8)
    d.text("PART 1 - GENERAL", "Helvetica-Bold", 10.5, after=4)
    art(d, "1.01 SUMMARY")
    para(d, "A.", "This Section, with its Figures and Attachments, is the Stormwater Pollution Prevention Plan (SWPPP) for the Bayview Landing Bulkhead and Site Improvements project, and governs all erosion and sediment control and post-construction stormwater work.")
    para(d, "B.", "Project location: Bayview Landing, Asharoken Avenue, Village of Asharoken, Suffolk County, New York; Suffolk County Tax Map 0101-003.00-02.00-014.000. The property is 3.40 acres on the bay side of Asharoken Avenue.")
    para(d, "C.", "Type and scope of project: replacement in place of 410 linear feet of failed timber bulkhead with vinyl sheet pile bulkhead; a new 14-foot by 90-foot concrete boat ramp; reconstruction of the 0.38-acre gravel parking lot as permeable interlocking concrete pavement; regrading and replanting of the upland lawn; and a bioretention area.")
    para(d, "D.", "Size of project: the limit of disturbance is 1.90 acres. New impervious cover is 0.06 acre (boat ramp and walks). The work is a land development activity under Village Code section 44-3 and meets Condition C of section 44-8B(2); post-construction controls are therefore included in Article 3.09.")
    para(d, "E.", "Owner: Bayview Landing Association, Inc. Contractor: Harbor Line Marine Construction, Inc. Engineer: Sound Coastal Engineering, PLLC.")
    art(d, "1.02 REFERENCES")
    para(d, "A.", "New York State Standards and Specifications for Erosion and Sediment Control, November 2016 (Blue Book).")
    para(d, "B.", "New York State Stormwater Management Design Manual, January 2015 (Design Manual).")
    para(d, "C.", "NYSDEC SPDES General Permit for Stormwater Discharges from Construction Activity, GP-0-25-001.")
    para(d, "D.", "Village of Asharoken Code, Chapter 44, Stormwater Management and Erosion and Sediment Control.")
    art(d, "1.03 EXISTING SITE CONDITIONS")
    para(d, "A.", "The site slopes gently (2 to 4 percent) from Asharoken Avenue to the bulkhead. Cover is mowed lawn with scattered Japanese black pine, a gravel parking lot, the clubhouse, and a strip of dune with American beach grass and bayberry along the east line, which is not to be disturbed.")
    para(d, "B.", "Soils: the Soil Survey of Suffolk County maps the site as Carver and Plymouth sands, 3 to 15 percent slopes (CpE), Beaches (Bc) at the shoreline, and Urban land (Ug) under the parking lot. Borings B-1 to B-3 (Sound Geotechnical, December 2024) found medium to fine sand with trace gravel to 22 feet, groundwater at elevation 2.5 to 3.5 (tidal). All soils are Hydrologic Soil Group A, highly permeable and highly erodible by wind and waves when bare.")
    para(d, "C.", "Receiving waters: all runoff from the site discharges to Northport Bay, an embayment of Long Island Sound, either directly over the bulkhead (DP-1) or through the Village 15-inch storm outfall at the south corner of the site (DP-2).")
    para(d, "D.", "Existing runoff data: there is no piped drainage on the site; the gravel lot and lawn shed sheet flow to the bay, and the lot ponds in its southwest corner after storms over 1 inch. Existing peak runoff to the bay computed by TR-55 for the 1.90-acre disturbed area is 0.9 cfs (1-year), 2.4 cfs (10-year) and 4.6 cfs (100-year). Village DPW records show sand washing onto Asharoken Avenue from the lot entrance in heavy storms. No water quality sampling data exist for the site's runoff.")
    para(d, "E.", "The general location map and site map are Figure 31 25 00-A, at 1 inch = 50 feet.")
    art(d, "1.04 SUBMITTALS")
    para(d, "A.", "Product data for geotextile, turbidity curtain, erosion control blanket, bioretention soil media and pavers.")
    para(d, "B.", "Signed contractor certifications (Attachment 31 25 00-1) before any soil disturbance.")
    para(d, "C.", "Inspection reports, weekly, to the Engineer and the Village Stormwater Management Officer.")
    art(d, "1.05 SWPPP IMPLEMENTATION RESPONSIBILITIES")
    d.table([
        ["Part of site", "Responsible party", "Duties"],
        ["Upland: parking lot, lawn, bioretention, staging area", "Harbor Line Marine Construction, Inc. (site superintendent)", "Install, maintain and remove all upland controls; material storage; spill response"],
        ["Shoreline: bulkhead, boat ramp, backfill zone", "Harbor Line Marine Construction, Inc. (marine foreman)", "Turbidity curtain, work-from-barge controls, backfill stabilization"],
        ["Planting and seeding, all areas", "North Shore Landscape Co. (subcontractor)", "Seeding, beach grass planting, mulch and blankets"],
        ["Whole site", "Qualified inspector, Sound Coastal Engineering", "Inspections every 7 days and after 0.5 in of rain; reports"],
        ["Whole site, after construction", "Bayview Landing Association, Inc.", "Long-term operation and maintenance of BR-1 and PP-1"],
    ], [1.6, 1.7, 2.4])
    art(d, "1.06 CONSTRUCTION SEQUENCE")
    para(d, "A.", "The work shall proceed in this order:")
    for lab, s in [("1.", "Pre-construction meeting with the Village SMO; post permits."),
                   ("2.", "Install stabilized construction entrance, silt fence along the limit of disturbance and the dune, turbidity curtain in the bay, and inlet protection on the Village catch basin in Asharoken Avenue."),
                   ("3.", "Excavate temporary sediment trap ST-1."),
                   ("4.", "Clear and grub the upland work areas; strip and stockpile topsoil in the staging area."),
                   ("5.", "Drive the new vinyl sheet pile bulkhead from the barge in front of the existing bulkhead; cut off the timber bulkhead; place backfill behind the new wall in lifts, stabilizing the backfill at the end of each day."),
                   ("6.", "Form and pour the boat ramp within a sheet pile cofferdam at low tide."),
                   ("7.", "Excavate the parking lot, place the permeable paver reservoir and base, and lay pavers. Protect the finished pavers from sediment."),
                   ("8.", "Regrade the lawn; spread topsoil; seed and plant."),
                   ("9.", "When the drainage area is stabilized, construct BR-1."),
                   ("10.", "Remove the remaining temporary controls after final stabilization and file the Notice of Termination.")]:
        para(d, lab, s, level=2)
    para(d, "B.", "The total disturbance is 1.90 acres; no more than five acres will be disturbed at any one time.")
    art(d, "1.07 SCHEDULE OF TEMPORARY PRACTICES")
    d.table([
        ["Practice", "Initial placement", "Duration in place"],
        ["Stabilized construction entrance", "Day 1, before any other work", "Until paving of the parking lot"],
        ["Silt fence, limit of disturbance and dune", "Day 1, before clearing", "Until final stabilization of the area above it"],
        ["Turbidity curtain", "Before any pile driving or removal", "Until the bulkhead backfill is stabilized and the ramp cofferdam removed"],
        ["Inlet protection, Village catch basin", "Day 1", "Until final stabilization"],
        ["Temporary sediment trap ST-1", "Week 1, before clearing", "Until the upland areas are stabilized (approx. 14 weeks)"],
        ["Temporary seed and mulch", "Within 7 days of the last disturbance of an area", "Until permanent seeding"],
        ["Stockpile perimeter silt fence and cover", "When the stockpile is made", "Until the stockpile is removed"],
    ], [2.0, 2.0, 2.0])
    art(d, "1.08 MATERIALS TO BE STORED ON SITE")
    para(d, "A.", "Expected materials: vinyl sheet piles and timber walers (stacked on dunnage in the staging area); bulk sand backfill and stone (stockpiles within silt fence, covered with tarps when not in use); pavers on pallets; bagged bioretention media under tarps; diesel fuel in a 275-gallon double-walled tank; hydraulic oil and lubricants in a covered spill cabinet; concrete curing compound. The Contractor shall update this list in the site logbook when other materials are brought to the site.")
    art(d, "1.09 TEMPORARY PRACTICES TO BE CONVERTED TO PERMANENT CONTROL MEASURES")
    para(d, "A.", "N/A.")
    art(d, "1.10 QUALITY ASSURANCE AND PLAN CERTIFICATION")
    para(d, "A.", "Installer qualifications: the site superintendent or one on-site staff member shall hold current NYSDEC-endorsed erosion and sediment control training.")
    para(d, "B.", "Preparer's certification: \"I certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.\"")
    d.text("Thomas R. Ahearn", "Times-Italic", 13, indent=60, after=0)
    d.text("Thomas R. Ahearn, P.E., NYS License No. 079431, Sound Coastal Engineering, PLLC, Huntington, NY.  Date: 02/10/2025  [P.E. SEAL]", "Times-Roman", 10, indent=60, after=6)

    d.newpage()
    d.text("PART 2 - PRODUCTS", "Helvetica-Bold", 10.5, after=4)
    art(d, "2.01 SILT FENCE")
    para(d, "A.", "Woven polypropylene geotextile, 36 inches wide, grab tensile strength 120 lb, apparent opening size No. 30 sieve, UV resistant for 6 months; posts 2 by 2 inch hardwood, 48 inches long, at 8 feet maximum.")
    art(d, "2.02 TURBIDITY CURTAIN")
    para(d, "A.", "Type II floating turbidity curtain, 18-oz PVC-coated fabric, 8-inch flotation, skirt 5 feet deep with ballast chain, 50-foot sections with anchor points.")
    art(d, "2.03 STONE")
    para(d, "A.", "Construction entrance: 1 to 4 inch crushed stone, clean. Sediment trap outlet: NYSDOT light stone fill faced with No. 57 stone. Paver reservoir: NYSDOT No. 2 washed stone; base No. 57; bedding No. 8.")
    art(d, "2.04 GEOTEXTILE AND EROSION CONTROL BLANKET")
    para(d, "A.", "Woven geotextile under the construction entrance, 200 lb grab strength. Erosion control blanket: double-net 100 percent coconut fiber, 12-month minimum life, for the bulkhead backfill slope and swale areas.")
    art(d, "2.05 SEED, PLANTS AND MULCH")
    para(d, "A.", "Temporary seed: annual ryegrass 30 lb/acre. Permanent lawn seed: Blue Book salt-tolerant mix (tall fescue 60%, perennial ryegrass 20%, creeping red fescue 20%) at 150 lb/acre. Backfill zone behind the bulkhead: American beach grass culms, 2 per planting hole, 18 inches on center. Mulch: straw at 2 tons/acre, anchored with tackifier.")
    art(d, "2.06 BIORETENTION SOIL MEDIA")
    para(d, "A.", "Design Manual bioretention media: 50-60 percent sand, 20-30 percent topsoil, 20 percent leaf compost; phosphorus index (P-index) 10 to 30; permeability at least 1 foot per day.")
    art(d, "2.07 PERMEABLE INTERLOCKING CONCRETE PAVERS")
    para(d, "A.", "ASTM C936 pavers, 3-1/8 inches thick, with 3/16-inch joints filled with No. 8 aggregate; edge restraint concrete curb.")
    art(d, "2.08 SPILL RESPONSE MATERIALS")
    para(d, "A.", "Spill kits with at least 20 gallons absorbent capacity, booms, pads and disposal bags, one at the staging area and one on the barge; oil-absorbent boom 100 feet long on the barge.")
    d.text("PART 3 - EXECUTION", "Helvetica-Bold", 10.5, after=4)
    art(d, "3.01 STABILIZATION AND CONTROL MEASURES BY STAGE")
    para(d, "A.", "Clearing and grubbing: silt fence at the limit of disturbance and along the dune; stabilized entrance; inlet protection; sediment trap ST-1 receiving the lot runoff.")
    para(d, "B.", "Bulkhead and ramp work: turbidity curtain enclosing the work area; all excavated material loaded directly to the barge or to the lined staging area; backfill placed behind the completed wall and covered by blanket at the end of each day.")
    para(d, "C.", "Grading of the lot and lawn: temporary seed and mulch within 7 days on any area not worked for 7 days; topsoil stockpile wrapped in silt fence and tarped.")
    para(d, "D.", "Closeout: permanent seed and straw mulch on the lawn, beach grass on the backfill zone with coconut blanket, and the pavers and bioretention as the permanent surface and treatment. Final stabilization is 80 percent uniform perennial cover on all unpaved disturbed ground.")
    art(d, "3.02 INSTALLATION OF EROSION AND SEDIMENT CONTROLS")
    para(d, "A.", "Locations, sizes and lengths of the silt fence, turbidity curtain, sediment trap, construction entrance and inlet protection are shown on Drawing C-102, Erosion and Sediment Control Plan.")
    para(d, "B.", "Silt fence: excavate a 6-inch by 6-inch trench on the upslope side, place the fabric toe in the trench, backfill and compact; posts on the downslope side at 8 feet maximum; turn the ends of each run upslope.")
    para(d, "C.", "Turbidity curtain: deploy at slack tide, anchored at each 50-foot section and at both ends to the shore; keep the skirt off the bottom by at least 1 foot at mean low water.")
    para(d, "D.", "Stabilized construction entrance: 50 feet long, 24 feet wide, 8 inches of stone on geotextile, graded so runoff goes to the sediment trap.")
    para(d, "E.", "See Figure 31 25 00-B for typical details.")
    art(d, "3.03 TEMPORARY SEDIMENT TRAP")
    para(d, "A.", "Sediment trap ST-1 drains 0.50 acre of the parking lot and lawn. Required storage at 3,600 cubic feet per acre is 1,800 cubic feet (half wet, half dry); the trap is 3 feet deep with 2:1 side slopes and a 4-foot-wide stone outlet. The temporary sediment trap ST-1 shall be excavated within the footprint of bioretention area BR-1.")
    art(d, "3.04 STRUCTURAL PRACTICES TO DIVERT AND STORE FLOWS")
    para(d, "A.", "A temporary earth berm 18 inches high along the north edge of the lot shall divert road runoff from Asharoken Avenue away from the exposed lot to the vegetated strip east of the entrance.")
    para(d, "B.", "Runoff from the exposed lot and lawn shall be directed by grading to sediment trap ST-1, which stores it and releases it through the stone outlet.")
    para(d, "C.", "Work behind the bulkhead is kept landward of the new wall; the turbidity curtain contains any sediment released during pile driving and timber removal.")
    art(d, "3.05 POLLUTION PREVENTION: LITTER, CHEMICALS AND DEBRIS")
    para(d, "A.", "Litter: covered dumpsters at the staging area, emptied weekly; daily pickup of wrappers, strapping and cut-offs; no debris shall be left on the barge deck overnight.")
    para(d, "B.", "Construction debris: the removed timber bulkhead (treated wood) shall be loaded to the barge or to a lined, covered container and disposed of at a permitted facility; it shall not be stockpiled on the ground.")
    para(d, "C.", "Construction chemicals: concrete for the ramp shall be washed out only into a lined washout container at the staging area; curing compound and form release agents kept in the spill cabinet; no fertilizer within 25 feet of the bulkhead.")
    art(d, "3.06 MATERIAL STORAGE AND SPILL PREVENTION AND RESPONSE")
    para(d, "A.", "Store all materials listed in Article 1.08 in the staging area at the northeast corner of the lot, at least 75 feet from the bulkhead. Keep bagged and loose materials covered or under tarps; keep fuel in the double-walled tank with a drip pan under the nozzle. Refuel the barge only with absorbent boom deployed.")
    para(d, "B.", "Spill response: stop the source, contain with absorbent, notify the superintendent; report any petroleum spill reaching the water, or over 5 gallons on land, to the NYSDEC Spill Hotline 1-800-457-7362 within 2 hours and to the Village SMO. Contaminated absorbent shall be drummed and removed from the site.")
    art(d, "3.07 INSPECTION AND MAINTENANCE OF EROSION AND SEDIMENT CONTROLS")
    d.table([
        ["Practice", "Maintenance schedule", "Action"],
        ["Silt fence", "Daily check by superintendent; repair within 24 hours", "Remove sediment at 1/2 fabric height; replace torn or undermined fabric"],
        ["Turbidity curtain", "Twice daily during marine work and after storms", "Re-anchor; repair tears; remove only after turbidity inside equals outside"],
        ["Construction entrance", "Weekly and after storms", "Top-dress with clean stone; sweep Asharoken Avenue daily"],
        ["Sediment trap ST-1", "Weekly and after storms of 0.5 in or more", "Remove sediment when 50 percent of storage is filled; restore outlet stone"],
        ["Inlet protection", "After each storm", "Empty filter sack; replace if torn"],
        ["Seeded and mulched areas", "Weekly", "Reseed and re-mulch bare spots; repair rills"],
    ], [1.5, 2.0, 2.5])
    para(d, "A.", "A qualified inspector shall inspect all practices at least once every 7 days and within 24 hours after any storm producing 0.5 inch or more of rain, and keep the reports in the site logbook.")
    art(d, "3.08 DESCRIPTION OF POST-CONSTRUCTION STORMWATER MANAGEMENT PRACTICES")
    para(d, "A.", "PP-1, permeable interlocking concrete pavers (Design Manual Chapter 5, porous pavement, a runoff reduction practice), 0.38 acre, over a 12-inch No. 2 stone reservoir that infiltrates into the HSG A sand. The reservoir stores 6,200 cubic feet.")
    para(d, "B.", "BR-1, bioretention (F-5), 1,450 square feet, 9-inch ponding depth over 30 inches of soil media, receiving runoff from the lawn, walks and boat ramp approach; overflow by a 24-inch riser to the Village outfall.")
    para(d, "C.", "Locations and sizes are shown on Figure 31 25 00-A; details are on Figure 31 25 00-B.")
    art(d, "3.09 POST-CONSTRUCTION DESIGN")
    para(d, "A.", "Hydrologic and hydraulic analysis: HydroCAD 10.2, TR-20, Type III 24-hour storms, NOAA Atlas 14 rainfall for Asharoken. PP-1 is modeled as an infiltration reservoir at 2.0 in/hr (half of the tested 4.1 in/hr); BR-1 as a bioretention with riser.")
    d.table([
        ["Design storm", "Rain (in)", "Pre-development peak (cfs)", "Post-development peak (cfs)", "BR-1 peak stage (ft)", "PP-1 max. storage used (cf)"],
        ["1-year (Cpv)", "2.70", "0.9", "0.4", "0.52", "2,140"],
        ["10-year (Qp)", "4.60", "2.4", "1.5", "0.71", "4,380"],
        ["100-year (Qf)", "7.90", "4.6", "4.1", "0.88 (riser flowing)", "6,200 (full)"],
    ], [1.2, 0.8, 1.2, 1.2, 1.1, 1.2])
    para(d, "B.", "Comparison: post-development peaks are lower than pre-development peaks for every design storm; runoff volume in the 1-year storm drops from 2,310 cubic feet to 940 cubic feet. The water quality volume (90 percent rainfall, 1.2 in) of 1,860 cubic feet is fully infiltrated by PP-1 and BR-1.")
    para(d, "C.", "Dimensions and materials: see Articles 2.03, 2.06, 2.07 and Figure 31 25 00-B. PP-1: 16,550 square feet; pavers 3-1/8 inches on 2 inches of No. 8 bedding, 4 inches of No. 57 base, 12 inches of No. 2 reservoir; geotextile on the sides only. BR-1: 1,450 square feet; 30 inches of media over 12 inches of No. 2 stone and a 6-inch perforated underdrain. Install BR-1 only after the lawn and lot above it are stabilized, and keep construction traffic off both practices.")
    art(d, "3.10 POST-CONSTRUCTION MAINTENANCE, EASEMENTS AND AGREEMENT")
    d.table([
        ["Practice", "Frequency", "Maintenance"],
        ["PP-1 permeable pavers", "Twice a year (spring and fall)", "Vacuum sweep; replace joint aggregate; inspect for ponding 1 hour after a storm"],
        ["BR-1 bioretention", "Monthly in growing season; after storms over 1 in", "Remove trash and sediment; replace mulch yearly; replace dead plants; check that ponding drains within 48 hours"],
        ["BR-1 riser and underdrain", "Each spring", "Clear grate; flush underdrain"],
    ], [1.6, 1.8, 2.6])
    para(d, "A.", "Maintenance easement: TBD.")
    para(d, "B.", "Maintenance agreement: before the final certificate of completion, the Owner shall execute a stormwater maintenance agreement with the Village, recorded in the Office of the Suffolk County Clerk as a deed restriction. The agreement binds Bayview Landing Association, Inc. and all subsequent owners of the property to inspect and maintain PP-1 and BR-1 on the schedule above, allows the Village to inspect at reasonable times, and allows the Village, after written notice, to do any neglected maintenance at the owner's cost.")
    art(d, "3.11 CONTRACTOR CERTIFICATION")
    para(d, "A.", "Each contractor and subcontractor who disturbs soil or installs stormwater practices shall sign Attachment 31 25 00-1 before starting work. The signed certifications become part of this SWPPP.")
    d.text("END OF SECTION 31 25 00", "Helvetica-Bold", 10, after=4)
    d.newpage()
    site_plan(d)
    d.newpage()
    details(d)
    d.newpage()
    # Attachment: contractor certification
    d.text("ATTACHMENT 31 25 00-1  CONTRACTOR CERTIFICATION", "Helvetica-Bold", 11, after=6)
    d.text("Site: Bayview Landing, Asharoken Avenue, Village of Asharoken, NY (SCTM 0101-003.00-02.00-014.000)", "Times-Roman", 10, after=6)
    d.text("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"", "Times-Roman", 10.5, indent=12, after=10)
    d.table([
        ["Name and title", "Firm, address and telephone", "Signature", "Date"],
        ["Brian K. Ostrowski, Site Superintendent", "Harbor Line Marine Construction, Inc., 22 Fort Salonga Road, Northport, NY 11768; (631) 261-0000", "/s/ Brian K. Ostrowski", "02/24/2025"],
        ["Luis M. Ferreira, Marine Foreman", "Harbor Line Marine Construction, Inc., 22 Fort Salonga Road, Northport, NY 11768; (631) 261-0000", "/s/ Luis M. Ferreira", "02/24/2025"],
        ["Dana C. Whitlock, President", "North Shore Landscape Co., 9 Laurel Hill Road, Centerport, NY 11721; (631) 754-0000", "/s/ Dana C. Whitlock", "02/25/2025"],
    ], [1.6, 2.6, 1.3, 0.8], size=9)
    d.save()
