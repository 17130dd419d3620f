"""Plan 3: NRCS-style conservation practice job sheets with cover narrative (Town of Somers)."""
from rlkit import Doc, W, H
from reportlab.lib import colors

GREEN = colors.HexColor("#23402f")
FARM = "Tomahawk Hollow Farm"


def footer(d):
    c = d.c
    c.setFont("Helvetica", 7.5)
    c.setLineWidth(0.5); c.line(60, 46, W - 60, 46)
    c.drawString(60, 36, f"{FARM} - Farm Access Road and Pond - SWPPP / Job Sheets")
    c.drawRightString(W - 60, 36, getattr(d, "foot_label", ""))


def N(d, s, size=9.5, after=3, indent=0):
    d.text(s, "Helvetica", size, indent=indent, after=after, lead=size * 1.28)


def cover(d):
    d.glyph = True
    c = d.c
    c.setFillColor(GREEN); c.rect(0, H - 250, W, 250, stroke=0, fill=1)
    d.draw(60, H - 90, "STORMWATER POLLUTION PREVENTION PLAN", "Helvetica-Bold", 20, colors.white)
    d.draw(60, H - 118, "CONSERVATION PRACTICE JOB SHEETS", "Helvetica-Bold", 15, colors.white)
    d.draw(60, H - 150, "Farm Access Road and Irrigation Pond", "Helvetica", 14, colors.white)
    d.draw(60, H - 172, "Tomahawk Hollow Farm, 200 Hallocks Mill Road, Town of Somers, Westchester County, NY", "Helvetica", 10.5, colors.white)
    d.draw(60, H - 190, "Tax Map Section 5.20, Block 2, Lot 31  -  Farm area 62 acres  -  Disturbed area 4.4 acres", "Helvetica", 10.5, colors.white)
    y = H - 290
    for s, f, z in [("Owner / operator:", "Helvetica-Bold", 10.5), ("Tomahawk Hollow Farm LLC (Peter and Joan Vasquez)", "Helvetica", 10.5),
                    ("200 Hallocks Mill Road, Somers, NY 10589  -  (914) 248-0000", "Helvetica", 10.5), ("", "Helvetica", 6),
                    ("Prepared by:", "Helvetica-Bold", 10.5), ("Hudson Valley Agricultural Engineering, PLLC", "Helvetica", 10.5),
                    ("Eleanor S. Wyckoff, P.E., 41 Main Street, Brewster, NY 10509  -  (845) 279-0000", "Helvetica", 10.5),
                    ("Job sheets follow the USDA-NRCS New York conservation practice standards and the", "Helvetica", 10.5),
                    ("New York State Standards and Specifications for Erosion and Sediment Control (2016).", "Helvetica", 10.5),
                    ("", "Helvetica", 6), ("Submitted to the Town of Somers Planning Board  -  April 2, 2025", "Helvetica-Bold", 10.5)]:
        d.draw(60, y, s, f, z); y -= z * 1.5
    y -= 14
    d.draw(60, y, "CONTENTS", "Helvetica-Bold", 11); y -= 16
    for s in ["Cover narrative .................................................. pages 2-5",
              "Conservation plan map ........................................... page 6",
              "JS-1  Access Road (560) ......................................... page 7",
              "JS-2  Pond (378) ................................................ page 8",
              "JS-3  Sediment Basin (350) ...................................... page 9",
              "JS-4  Diversion (362) ........................................... page 10",
              "JS-5  Grassed Waterway (412) .................................... page 11",
              "JS-6  Critical Area Planting (342) .............................. page 12",
              "JS-7  Mulching (484) ............................................ page 13",
              "JS-8  Stabilized Construction Entrance (NYS Std.) ................ page 14",
              "JS-9  Sediment Barriers - Silt Fence (NYS Std.) .................... page 15",
              "Contractor certification (signed) ............................... page 16"]:
        d.draw(72, y, s, "Courier", 9); y -= 12.5
    d.glyph = False
    d.foot_label = "Cover"


def narrative(d):
    d.foot_label = "Narrative 1"
    d.band("1. PROJECT BACKGROUND", fill=GREEN)
    N(d, "Tomahawk Hollow Farm is a 62-acre hay and fruit farm on the north side of Hallocks Mill Road. The upper fields and the new orchard block are now reached only by a rutted tractor path that washes out every spring and carries sediment to Hallocks Mill Brook. The project builds:")
    N(d, "- a new farm access road, 2,150 feet long, 14 feet wide, crushed stone surface, with a 60-foot asphalt apron at Hallocks Mill Road, roadside grassed waterways and two stone-lined culvert crossings;", indent=10)
    N(d, "- a 0.62-acre irrigation pond with an earth embankment 11 feet high, which also serves as the permanent wet pond for the road runoff;", indent=10)
    N(d, "- a diversion above the road cut and critical area planting of all disturbed ground.", indent=10)
    N(d, "Size: the limit of disturbance is 4.4 acres within the 62-acre farm; new impervious cover (asphalt apron and stone road, counted as impervious) is 0.71 acre. Location: 200 Hallocks Mill Road, Town of Somers, Tax Map 5.20-2-31.", after=6)
    d.band("2. REGULATORY STATUS", fill=GREEN)
    N(d, "Section 93-5A(2) exempts agriculture activity. The Planning and Engineering Department advised by letter of January 14, 2025 that construction of a new road and an embankment pond is not normal agricultural activity and requires a permit under Chapter 93. Because the project disturbs more than one acre and is road construction under section 93-6A(2)(r), this SWPPP includes post-construction controls designed to the enhanced phosphorus removal standards of the Design Manual (Section 7). NOI coverage under SPDES GP-0-25-001 will be obtained, and the NYSDEC dam safety classification for the pond is Class A (low hazard).", after=6)
    d.band("3. SITE, SOILS AND RECEIVING WATER", fill=GREEN)
    N(d, "The road climbs from elevation 402 at Hallocks Mill Road to 486 at the upper field, at grades of 2 to 9 percent, through hayfield and a 300-foot strip of hardwood hedgerow. The pond site is a wet swale in the lower hayfield fed by a spring. Soils, from the Web Soil Survey (Westchester County) and six test pits dug on February 20, 2025:")
    d.table([
        ["Map unit", "Soil", "HSG", "Where on the project", "Notes"],
        ["PnB", "Paxton fine sandy loam, 3-8% slopes", "C", "Road Sta. 0+00 to 9+00", "Dense till (fragipan) at 24 in; slow permeability"],
        ["PnC", "Paxton fine sandy loam, 8-15% slopes", "C", "Road Sta. 9+00 to 16+50; road cut", "Erodible on cut slopes"],
        ["ChC", "Charlton fine sandy loam, 8-15% slopes", "B", "Road Sta. 16+50 to 21+50", "Well drained"],
        ["RdB", "Ridgebury loam, 3-8% slopes", "D", "Pond basin and embankment toe", "Seasonal high water at 6-12 in"],
        ["SuB", "Sutton fine sandy loam, 3-8% slopes", "B/D", "Pond embankment borrow area", "Suitable for embankment core"],
    ], [0.7, 2.0, 0.5, 1.8, 1.8], size=8.3)
    N(d, "Receiving water: all runoff reaches Hallocks Mill Brook, which flows to the Amawalk Reservoir, part of the New York City water supply. The Amawalk Reservoir basin is phosphorus restricted and is covered by the Croton watershed phosphorus TMDL. A state-regulated wetland lies 180 feet east of the pond; the limit of disturbance stays outside its 100-foot adjacent area.")
    d.newpage(); d.foot_label = "Narrative 2"
    d.band("4. SITE MAP", fill=GREEN)
    N(d, "The conservation plan map (page 6) is at 1 inch = 100 feet and shows the general location, farm boundary and total site area, the road, pond and other improvements, the limit of disturbance and undisturbed areas, existing vegetation, the brook and wetland, drainage patterns, existing and final slopes, soil map unit boundaries, the discharge points, and the location, size and length of every practice on the job sheets. No materials, waste, borrow or equipment will be stored on adjacent properties; all borrow comes from the on-farm area SuB shown on the map.", after=6)
    d.band("5. CONSTRUCTION PHASING AND SEQUENCE", fill=GREEN)
    N(d, "Phase 1 (May-July 2025, 2.6 acres open at most): (1) install the stabilized construction entrance (JS-8) and silt fence (JS-9); (2) clear and grub the pond site and build the pond as a temporary sediment basin (JS-3), with the principal spillway riser perforated and wrapped; (3) build the diversion (JS-4); (4) clear, grub and rough grade road Sta. 0+00 to 11+00 and the culverts; (5) seed and mulch each section within 7 days (JS-6, JS-7).")
    N(d, "Phase 2 (August-October 2025, 1.8 acres open at most): (6) clear, grub and grade road Sta. 11+00 to 21+50; (7) place road base and stone surface and the asphalt apron; (8) shape and line the grassed waterways (JS-5); (9) when the road drainage area is stabilized, clean the sediment basin and convert it to the permanent pond (JS-2); (10) final seeding; remove silt fence after 80 percent cover.", after=3)
    N(d, "Phase 2 clearing shall not start until Phase 1 areas are stabilized. No more than 2.6 acres will be disturbed at any one time, well under the five-acre limit.", after=6)
    d.band("6. POLLUTION PREVENTION", fill=GREEN)
    N(d, "Litter and debris: a covered dumpster at the staging area by the barn, emptied weekly; cleared brush chipped and spread on the farm outside the limit of disturbance; stumps buried only outside the pond embankment. Construction chemicals: fuel and lubricants kept in the farm's existing double-walled fuel tank and a locked cabinet at the barn, 300 feet from the brook; no fueling or equipment washing within 100 feet of the brook, pond or waterways; spill kit on each machine; spills over 5 gallons reported to the NYSDEC Spill Hotline. No fertilizer other than the seeding rates on JS-6; no manure spread on disturbed ground.", after=6)
    d.band("7. OTHER DISCHARGES AND NON-CONFORMING ELEMENTS", fill=GREEN)
    N(d, "Industrial discharges: there are no stormwater discharges associated with industrial activity other than construction. No asphalt or concrete plant will be on the site; the apron asphalt is delivered from a commercial plant.")
    N(d, "Non-conforming elements: one element departs from the NYS Standards. The stabilized construction entrance (JS-8) is 35 feet long instead of the standard 50 feet, because the farm lane at Hallocks Mill Road is only 40 feet from the brook culvert. Equivalence: a steel rumble-grate wheel cleaner (10 feet) is added at the road end, and the contractor sweeps Hallocks Mill Road daily; the combination removes mud at least as well as a 50-foot stone pad (manufacturer data, JS-8).", after=6)
    d.newpage(); d.foot_label = "Narrative 3"
    d.band("8. SOIL STABILIZATION PLAN", fill=GREEN)
    N(d, "Each stage is stabilized per the NYS Standards and Specifications for Erosion and Sediment Control: clearing and grubbing - silt fence, construction entrance and sediment basin first; rough grading - temporary seed (annual ryegrass 40 lb/ac) and straw mulch within 7 days of the last disturbance on any area idle 7 days or more (JS-6, JS-7); road cut slopes 2:1 - erosion control blanket the day they are shaped; waterways - sod or blanket on completion (JS-5); final - permanent seed mix, lime and fertilizer to soil test, mulch, to 80 percent perennial cover. After October 15, dormant seeding with mulch at 3 tons/acre.", after=6)
    d.band("9. SCHEDULE OF PRACTICES BY ACTIVITY", fill=GREEN)
    d.table([
        ["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"],
        ["Mobilization", "JS-8 construction entrance; JS-9 silt fence", "Before any earth moving", "Until road surface is placed (entrance); until 80% cover (fence)"],
        ["Pond excavation and embankment", "JS-3 sediment basin; JS-9 silt fence at toe", "Basin built first, before road clearing", "Until road drainage area is stabilized, then converted to pond"],
        ["Road clearing, grubbing and grading", "JS-4 diversion; JS-9 silt fence; JS-6/JS-7 temporary seed and mulch", "Diversion before the road cut; seed within 7 days", "Diversion permanent; seed until permanent cover"],
        ["Culverts and waterways", "Stone inlet/outlet aprons; JS-5 lining", "Same day as culvert placement", "Permanent"],
        ["Final stabilization", "JS-6 permanent seed; JS-7 mulch; blanket on 2:1 slopes", "Within 7 days of final grade", "Permanent"],
    ], [1.5, 1.9, 1.6, 1.8], size=8.3)
    d.band("10. INSPECTION SCHEDULE AND RESPONSIBILITIES", fill=GREEN)
    N(d, "The earthwork contractor, Ridgeview Excavating, Inc., installs, repairs and maintains all erosion and sediment controls and checks them at the end of every work day. A qualified inspector (Hudson Valley Agricultural Engineering) inspects all practices at least once every 7 days and within 24 hours of 0.5 inch of rain, records the findings in the site logbook kept in the farm office, and gives the contractor a list of repairs, which are made within one business day. The farm owner inspects the practices monthly after construction (job sheet O&M sections). The check boxes on each job sheet are the inspector's installation checklist.", after=6)
    d.band("11. POST-CONSTRUCTION STORMWATER MANAGEMENT", fill=GREEN)
    N(d, "Practices: (a) Pond P-1 (JS-2), a wet pond (Design Manual P-2, wet extended detention) with a 0.62-acre permanent pool, a forebay at each inlet, and a riser and barrel outlet; it receives road runoff from Sta. 0+00 to 14+00 through waterway GW-1. (b) Grassed waterways GW-1 and GW-2 (JS-5), 1,320 and 760 feet, as grass channels (Design Manual O-1 family) that convey and pretreat road runoff. (c) Vegetated filter strip VF-1, 25 feet wide along the downhill side of the upper road, Sta. 14+00 to 21+50, for runoff reduction. Locations and sizes are on the conservation plan map.")
    d.newpage(); d.foot_label = "Narrative 4"
    N(d, "Hydrologic and hydraulic analysis: HydroCAD 10.2, TR-20, Type III 24-hour rainfall from NOAA Atlas 14 for Somers. Structural components analyzed: pond riser and barrel, emergency spillway, both culverts and both waterways.")
    d.table([
        ["Storm", "Rain (in)", "Pre peak at DP-1 (cfs)", "Post peak at DP-1 (cfs)", "Pond peak elev. (ft)", "Culvert C-1 HW/D", "GW-1 velocity (ft/s)"],
        ["1-yr", "2.80", "3.1", "0.9", "431.6", "0.45", "2.1"],
        ["10-yr", "4.95", "11.8", "8.2", "432.8", "0.78", "3.6"],
        ["100-yr", "8.80", "29.4", "27.0", "434.1 (emergency spillway 0.4 ft)", "1.10", "4.7"],
    ], [0.6, 0.6, 1.0, 1.0, 1.4, 0.9, 0.9], size=8.3)
    N(d, "Sizing criteria (Design Manual Chapter 10, enhanced phosphorus removal):")
    d.table([
        ["Criterion", "Calculation", "Required", "Provided"],
        ["WQv (1-yr storm, 2.80 in)", "A = 9.6 ac to pond, I = 7.4%, Rv = 0.05 + 0.009(7.4) = 0.117; WQv = 2.80 x 0.117 x 9.6 / 12", "0.262 ac-ft (11,400 cf)", "Permanent pool 0.55 ac-ft (24,000 cf)"],
        ["RRv", "HSG C/D; filter strip VF-1 and grass channels; specific reduction factor 0.20 x impervious area", "2,070 cf (minimum)", "2,350 cf (VF-1 and GW-2)"],
        ["Cpv (1-yr, 24-hr extended detention)", "Qi/Qu method, 24-hr ED of 1-yr runoff", "0.21 ac-ft", "0.24 ac-ft ED above pool; 2.25-in orifice"],
        ["Qp (10-yr)", "Post peak not to exceed pre", "11.8 cfs", "8.2 cfs"],
        ["Qf (100-yr)", "Safe passage; pre peak not exceeded", "29.4 cfs", "27.0 cfs; 1.0 ft freeboard"],
        ["Deviations", "None from the Design Manual. No criterion was waived.", "-", "-"],
    ], [1.3, 2.9, 1.2, 1.6], size=8.3)
    N(d, "Dimensions, materials and installation of each practice are on job sheets JS-2, JS-5 and JS-6. The operation and maintenance plan is in the O&M section of each job sheet; Tomahawk Hollow Farm LLC and its successors are the entity responsible for long-term operation and maintenance of the pond, waterways and filter strip.")
    N(d, "Maintenance easement: a 25-foot stormwater access and maintenance easement to the Town of Somers from Hallocks Mill Road along the access road to the pond, the forebays, the riser and the emergency spillway is shown on the conservation plan map. It will be recorded in the Westchester County Clerk's Office with the easement map and remains in effect on any transfer of title.")
    N(d, "Maintenance agreement: the owner will sign the Town's Stormwater Control Facility Maintenance Agreement (based on the NYSDEC sample) before final approval. Under it the owner and all subsequent owners of the farm must inspect and maintain the pond, waterways and filter strip as set out on the job sheets, the Town may inspect at reasonable times and, after notice, do the work at the owner's cost, and the agreement is recorded in the County Clerk's Office as a deed restriction binding on all later landowners.", after=6)
    d.band("12. PREPARER'S CERTIFICATION", fill=GREEN)
    N(d, "I certify that this SWPPP and the attached job sheets were prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers.")
    d.text("Eleanor S. Wyckoff", "Times-Italic", 14, indent=20, after=0)
    N(d, "Eleanor S. Wyckoff, P.E., NYS P.E. License No. 088214, Hudson Valley Agricultural Engineering, PLLC. Date: April 1, 2025  [P.E. SEAL]", indent=20)


def plan_map(d):
    d.foot_label = "Map"
    c = d.c
    d.band("CONSERVATION PLAN MAP - TOMAHAWK HOLLOW FARM ACCESS ROAD AND POND", fill=GREEN, size=10)
    x0, y0 = 60, 80; w = W - 120; h = d.y - 90
    c.setLineWidth(1.2); c.rect(x0, y0, w, h)
    c.setFont("Helvetica", 6.8)
    # road Hallocks Mill at bottom
    c.setLineWidth(12); c.setStrokeColor(colors.HexColor("#bbbbbb")); c.line(x0 + 4, y0 + 30, x0 + w - 4, y0 + 40); c.setStrokeColor(colors.black)
    c.setFont("Helvetica-Bold", 8); c.drawString(x0 + 20, y0 + 30, "HALLOCKS MILL ROAD"); c.setFont("Helvetica", 6.8)
    # farm boundary
    c.setLineWidth(1); c.setDash([8, 3, 2, 3]); c.rect(x0 + 10, y0 + 50, w - 20, h - 60); c.setDash()
    c.drawString(x0 + 16, y0 + h - 20, "FARM BOUNDARY - TOTAL SITE AREA 62 AC;  LIMIT OF DISTURBANCE 4.4 AC;  UNDISTURBED 57.6 AC (HAYFIELD, ORCHARD, WOODS)")
    # access road path
    pts = [(x0 + 250, y0 + 45), (x0 + 260, y0 + 180), (x0 + 320, y0 + 300), (x0 + 300, y0 + 420), (x0 + 380, y0 + 540)]
    c.setLineWidth(7); c.setStrokeColor(colors.HexColor("#888888"))
    p = c.beginPath(); p.moveTo(*pts[0]); [p.lineTo(*q) for q in pts[1:]]; c.drawPath(p); c.setStrokeColor(colors.black)
    c.setLineWidth(0.8)
    c.drawString(x0 + 270, y0 + 90, "JS-1 ACCESS ROAD (560), 2,150 LF x 14 FT, STONE;")
    c.drawString(x0 + 270, y0 + 81, "60 LF ASPHALT APRON; GRADE 2-9%")
    c.drawString(x0 + 330, y0 + 560, "UPPER FIELD (EL. 486)")
    # LOD
    c.setDash(5, 3); c.setLineWidth(1.2)
    c.rect(x0 + 225, y0 + 45, 140, 510); c.rect(x0 + 60, y0 + 120, 160, 150); c.setDash(); c.setLineWidth(0.8)
    c.drawString(x0 + 375, y0 + 500, "LIMIT OF DISTURBANCE (TYP.)")
    # pond
    c.ellipse(x0 + 80, y0 + 140, x0 + 200, y0 + 240)
    c.drawString(x0 + 90, y0 + 195, "JS-2 POND P-1 (378)")
    c.drawString(x0 + 90, y0 + 186, "0.62 AC POOL, EL. 430.0")
    c.drawString(x0 + 90, y0 + 177, "EMBANKMENT 11 FT, 320 LF")
    c.drawString(x0 + 65, y0 + 128, "JS-3 SEDIMENT BASIN (350) DURING CONSTR.")
    c.drawString(x0 + 65, y0 + 110, "EMERGENCY SPILLWAY 30 FT WIDE")
    # forebay
    c.circle(x0 + 205, y0 + 225, 8); c.drawString(x0 + 215, y0 + 240, "FOREBAY F-1 (10% WQv)")
    # waterways
    c.setDash(1, 2); c.setLineWidth(2); c.line(x0 + 240, y0 + 60, x0 + 245, y0 + 330); c.line(x0 + 245, y0 + 330, x0 + 205, y0 + 230)
    c.line(x0 + 340, y0 + 330, x0 + 350, y0 + 520); c.setDash(); c.setLineWidth(0.8)
    c.drawString(x0 + 100, y0 + 350, "JS-5 GW-1 GRASSED WATERWAY (412),")
    c.drawString(x0 + 100, y0 + 341, "1,320 LF, 6 FT BOTTOM, TO FOREBAY F-1")
    c.drawString(x0 + 372, y0 + 380, "JS-5 GW-2 GRASSED WATERWAY, 760 LF")
    c.drawString(x0 + 372, y0 + 371, "VF-1 FILTER STRIP 25 FT x 750 LF")
    # diversion
    c.setLineWidth(1.5); c.line(x0 + 330, y0 + 455, x0 + 440, y0 + 430); c.setLineWidth(0.8)
    c.drawString(x0 + 372, y0 + 445, "JS-4 DIVERSION (362), 420 LF")
    # silt fence
    c.setDash(1, 5); c.setLineWidth(3); c.line(x0 + 222, y0 + 60, x0 + 222, y0 + 300); c.line(x0 + 368, y0 + 60, x0 + 368, y0 + 300); c.setDash(); c.setLineWidth(0.8)
    c.drawString(x0 + 385, y0 + 200, "JS-9 SILT FENCE, 2,900 LF TOTAL")
    c.drawString(x0 + 385, y0 + 191, "(BOTH SIDES OF ROAD, POND TOE)")
    c.rect(x0 + 240, y0 + 46, 20, 14, fill=0); c.drawString(x0 + 300, y0 + 55, "JS-8 CONSTRUCTION ENTRANCE 35 FT x 20 FT + GRATE")
    # culverts
    c.drawString(x0 + 270, y0 + 240, "CULVERT C-1 24\" HDPE, 42 LF")
    c.drawString(x0 + 330, y0 + 420, "C-2 18\" HDPE, 36 LF")
    # brook and wetland
    c.setLineWidth(2); c.bezier(x0 + 20, y0 + 300, x0 + 60, y0 + 250, x0 + 40, y0 + 130, x0 + 70, y0 + 50); c.setLineWidth(0.8)
    c.drawString(x0 + 14, y0 + 310, "HALLOCKS MILL BROOK")
    c.drawString(x0 + 14, y0 + 301, "(TO AMAWALK RES.)")
    c.setDash(2, 2); c.ellipse(x0 + 30, y0 + 380, x0 + 130, y0 + 450); c.setDash()
    c.drawString(x0 + 40, y0 + 412, "NYSDEC WETLAND"); c.drawString(x0 + 30, y0 + 370, "100-FT ADJACENT AREA")
    c.circle(x0 + 72, y0 + 160, 3, fill=1); c.drawString(x0 + 20, y0 + 150, "DP-1 POND OUTFALL")
    c.circle(x0 + 245, y0 + 50, 3, fill=1); c.drawString(x0 + 140, y0 + 60, "DP-2 ROAD APRON")
    # soils
    c.setDash(1, 3); c.line(x0 + 10, y0 + 280, x0 + w - 10, y0 + 300); c.line(x0 + 10, y0 + 480, x0 + w - 10, y0 + 470); c.line(x0 + 215, y0 + 50, x0 + 215, y0 + 280); c.setDash()
    c.setFont("Helvetica-Bold", 8)
    c.drawString(x0 + 420, y0 + 120, "PnB (HSG C)"); c.drawString(x0 + 430, y0 + 320, "PnC (HSG C)"); c.drawString(x0 + 430, y0 + 520, "ChC (HSG B)")
    c.drawString(x0 + 150, y0 + 260, "RdB (HSG D)"); c.drawString(x0 + 20, y0 + 240, "SuB (B/D) BORROW")
    c.setFont("Helvetica", 6.8)
    # vegetation / slopes
    c.drawString(x0 + 420, y0 + 150, "EX. HAYFIELD"); c.drawString(x0 + 250, y0 + 470, "HEDGEROW - HARDWOODS (CLEAR 300 FT x 30 FT)")
    c.drawString(x0 + 420, y0 + 260, "EX. SLOPES 3-12%; FINAL ROAD 2-9%, CUT 2:1, FILL 3:1")
    c.drawString(x0 + 420, y0 + 95, "ARROWS: EXISTING DRAINAGE TO BROOK (WEST)")
    c.drawString(x0 + 20, y0 + h - 45, "EASEMENT: 25-FT STORMWATER ACCESS AND MAINTENANCE EASEMENT TO TOWN OF SOMERS, ROAD STA. 0+00 TO 4+50 AND AROUND POND (TO BE RECORDED)")
    c.drawString(x0 + 20, y0 + h - 55, "NO STORAGE ON ADJACENT PROPERTIES. STAGING AT EXISTING BARN.")
    # inset location map
    c.rect(x0 + w - 130, y0 + h - 150, 118, 85); c.setFont("Helvetica-Bold", 6.5); c.drawString(x0 + w - 126, y0 + h - 75, "LOCATION MAP (NTS)")
    c.setFont("Helvetica", 6); c.drawString(x0 + w - 126, y0 + h - 85, "Town of Somers, Westchester Co.")
    c.line(x0 + w - 125, y0 + h - 140, x0 + w - 20, y0 + h - 100); c.drawString(x0 + w - 90, y0 + h - 135, "Route 100")
    c.circle(x0 + w - 70, y0 + h - 110, 3, fill=1); c.drawString(x0 + w - 64, y0 + h - 112, "SITE")
    # scale
    c.setLineWidth(3); c.line(x0 + w - 200, y0 + 12, x0 + w - 128, y0 + 12); c.setLineWidth(0.8)
    c.setFont("Helvetica-Bold", 7.5); c.drawString(x0 + w - 120, y0 + 10, "SCALE: 1 INCH = 100 FEET")
    d.y = y0 - 5


def jobsheet(d, code_label, name, code, purpose, site, design, install, om, checks, label, practice_id):
    d.foot_label = label
    d.band("CONSERVATION PRACTICE JOB SHEET", fill=GREEN, size=9, h=14, after=2)
    d.band(f"{name.upper()} ({code})", fill=GREEN, size=13, h=22)
    d.table([["Landowner", "Farm / tract", "Practice ID", "Job sheet"],
             ["Tomahawk Hollow Farm LLC", "Tomahawk Hollow Farm, 200 Hallocks Mill Rd, Somers", practice_id, code_label]], [1.6, 2.6, 1.1, 0.8], size=8.3, after=4)
    def sec(t, body):
        d.text(t, "Helvetica-Bold", 9.5, after=1)
        for b in body:
            N(d, b, size=9, after=2)
        d.space(2)
    sec("PURPOSE", [purpose])
    sec("SITE SPECIFICS", site)
    d.text("DESIGN TABLE", "Helvetica-Bold", 9.5, after=1)
    d.table([["Item", "Design value"]] + design, [2.2, 4.0], size=8.3, after=4)
    sec("INSTALLATION", install)
    sec("OPERATION AND MAINTENANCE", om)
    d.text("INSTALLATION CHECKLIST (qualified inspector)", "Helvetica-Bold", 9.5, after=1)
    for ch in checks:
        d.checkbox(ch, checked=False, size=8.8)
    d.space(4)
    N(d, "Designed by: E. S. Wyckoff, P.E.   Checked by: R. T. Lindqvist   Date: 03/28/2025", size=8)


STD_OM_SEED = "Inspect weekly during construction and after each storm of 0.5 inch or more; reseed and re-mulch bare areas within 7 days."

SHEETS = [
    dict(code_label="JS-1", name="Access Road", code="560", practice_id="AR-1",
         purpose="Provide a stable all-weather route for farm equipment to the upper fields while controlling runoff and erosion from the travel way.",
         site=["2,150 feet from Hallocks Mill Road (Sta. 0+00) to the upper field gate (Sta. 21+50). Grades 2 to 9 percent; cut up to 6 feet at Sta. 9+00 to 12+00 in PnC soils. Two cross culverts: C-1 at Sta. 6+40 and C-2 at Sta. 15+10."],
         design=[["Travel width / shoulders", "14 ft / 2 ft grass each side"], ["Surface", "6 in NYSDOT Type 2 crushed stone over 12 in run-of-bank gravel on woven geotextile; 60 ft asphalt apron (3 in top, 4 in binder) at Sta. 0+00"],
                 ["Cross slope", "Crowned 3 percent; outsloped 2 percent on fills"], ["Culverts", "C-1 24-in HDPE, 42 ft; C-2 18-in HDPE, 36 ft; stone inlet and outlet aprons 10 ft x 6 ft, 12 in light stone"],
                 ["Cut / fill slopes", "2:1 cut with blanket; 3:1 fill"], ["Drainage", "Roadside waterways GW-1, GW-2 (JS-5); filter strip VF-1 Sta. 14+00 to 21+50"]],
         install=["Clear and grub only the road corridor (44 ft). Strip topsoil to the stockpile at the barn. Build in the phases of narrative Section 5. Place geotextile on the compacted subgrade, then gravel and stone in 6-inch lifts compacted to 95 percent."],
         om=["Owner: grade the surface and restore crown each spring; replace stone where ruts exceed 2 inches; keep culvert inlets clear; inspect after storms over 1 inch for the first year."],
         checks=["Subgrade compacted and geotextile placed", "Stone thickness checked at 100-ft stations", "Culverts bedded, aprons placed", "Cut slopes blanketed same day"]),
    dict(code_label="JS-2", name="Pond", code="378", practice_id="P-1",
         purpose="Provide an irrigation water supply for the orchard and, as the permanent wet pond P-1, treat and detain road runoff to the enhanced phosphorus standards.",
         site=["Embankment pond in the lower hayfield on RdB soils; drainage area 9.6 acres; spring-fed. NYSDEC dam hazard Class A (low). Core and embankment from on-farm borrow area SuB."],
         design=[["Normal pool / area / depth", "El. 430.0; 0.62 ac; 8 ft maximum, 4 ft mean; permanent pool 0.55 ac-ft"], ["Embankment", "Top el. 435.1; top width 12 ft; 3:1 upstream, 2.5:1 downstream; length 320 ft; height 11 ft"],
                 ["Core trench", "8 ft bottom width, to 3 ft into dense till; SuB borrow compacted in 8-in lifts to 95% Standard Proctor"], ["Principal spillway", "4-ft x 4-ft concrete riser, 2.25-in WQv/Cpv orifice at el. 430.0, 8-in slot at 431.8, top at 433.2; 18-in RCP barrel 64 ft; 2 anti-seep collars replaced by a sand filter diaphragm"],
                 ["Emergency spillway", "30 ft bottom width in cut, el. 434.0, 3:1 sides, vegetated; 1.0 ft freeboard over 100-yr"], ["Forebay F-1", "At GW-1 inlet; 1,150 cf (10% of WQv); 4 ft deep; stone berm"],
                 ["Aquatic bench", "10 ft wide, 18 in deep, planted"], ["Outlet", "Riprap apron 20 ft x 10 ft, 18 in medium stone, to Hallocks Mill Brook (DP-1)"]],
         install=["Build first as sediment basin JS-3. Strip the foundation, excavate the core trench, and place fill in 8-inch lifts; install the riser on a 12-inch concrete footing; place the filter diaphragm around the barrel. Seed the embankment immediately (JS-6). After the road drainage area is stabilized, remove sediment, raise the riser orifice to el. 430.0, plant the bench, and fill."],
         om=["Entity responsible: Tomahawk Hollow Farm LLC and successors. Inspect the embankment, riser and spillways each spring and fall and after storms over 2 inches; mow the embankment twice a year (no woody growth); clear trash from the riser monthly; remove forebay sediment when half full (about every 5 years); remove pool sediment when the pool depth is reduced by 25 percent; repair animal burrows and seepage at once; keep the orifice clear."],
         checks=["Core trench inspected by P.E. before backfill", "Compaction tests every 2 ft of fill", "Riser, barrel and diaphragm installed to grade", "Emergency spillway elevation verified", "As-built survey submitted to Town"]),
    dict(code_label="JS-3", name="Sediment Basin", code="350", practice_id="SB-1",
         purpose="Trap sediment from the pond and road construction areas during construction. Temporary; converted to permanent pond P-1 (JS-2).",
         site=["Located in the footprint of pond P-1; drains 9.6 acres, of which no more than 2.6 acres are disturbed at one time."],
         design=[["Required storage", "3,600 cf per acre of drainage area x 9.6 ac = 34,560 cf"], ["Provided storage", "38,000 cf below the riser crest (wet 19,000, dry 19,000)"],
                 ["Dewatering", "Perforated riser wrapped in filter fabric and stone, 2 ft of stone around; skimmer 3-in orifice"], ["Length to width", "3:1 (baffle of silt fence across the basin)"],
                 ["Cleanout marker", "Post marked at 50 percent of wet storage"]],
         install=["Build before clearing the road; stabilize the embankment and spillway the same week; install the cleanout marker."],
         om=["Inspect weekly and after each 0.5 inch of rain; remove sediment when it reaches the cleanout mark (50 percent of design capacity); replace clogged riser stone; keep the emergency spillway clear."],
         checks=["Storage volume verified", "Riser wrapped and skimmer installed", "Cleanout marker set", "Conversion to pond P-1 inspected"]),
    dict(code_label="JS-4", name="Diversion", code="362", practice_id="DV-1",
         purpose="Divert clean runoff from the upper hayfield away from the road cut and exposed soil, to a stable outlet in the hedgerow.",
         site=["420 feet along the top of the cut, Sta. 9+00 to 13+20, in PnC soils; drainage area 6.2 acres of hayfield."],
         design=[["Capacity", "10-yr peak 9.1 cfs with 0.3 ft freeboard"], ["Ridge", "Height 1.5 ft, top width 4 ft, 3:1 sides"], ["Channel", "Parabolic, 10 ft top width, 1.2 ft deep, grade 1.0 percent"],
                 ["Lining", "Seed and double-net straw blanket"], ["Outlet", "Level spreader 20 ft long at the hedgerow, stabilized with stone"]],
         install=["Build before the road cut is opened; seed and blanket the same day."],
         om=["Inspect after each storm during construction; repair low spots and washouts; after construction mow once a year and keep the outlet spreader level."],
         checks=["Ridge height and grade checked", "Blanket stapled", "Outlet spreader level"]),
    dict(code_label="JS-5", name="Grassed Waterway", code="412", practice_id="GW-1, GW-2",
         purpose="Convey road runoff at non-erosive velocity and pretreat it as a grass channel before pond P-1 and filter strip VF-1.",
         site=["GW-1, east side of the road, Sta. 0+40 to 13+60 (1,320 ft), to forebay F-1. GW-2, west side, Sta. 14+00 to 21+60 (760 ft), spilling to filter strip VF-1."],
         design=[["Section", "Parabolic / trapezoidal, 6 ft bottom, 4:1 sides, 1.5 ft deep"], ["Grade", "1.5 to 6 percent; check dams of stone 12 in high every 100 ft where over 4 percent"],
                 ["Capacity", "GW-1 10-yr 6.4 cfs, velocity 3.6 ft/s; GW-2 10-yr 3.1 cfs"], ["Lining", "Sod on grades over 4%, else seed with coconut blanket"], ["Post-construction role", "Grass channel pretreatment, RRv credit for GW-2"]],
         install=["Shape after the road subgrade is built; place topsoil 4 in; sod or seed and blanket the same day; divert flow around until grass is established."],
         om=["Entity responsible: farm owner. Inspect monthly the first year and after storms over 1 inch; mow to no less than 4 inches; remove sediment over 2 inches; repair rills; no vehicle traffic in the waterway."],
         checks=["Cross-section checked every 100 ft", "Check dams placed", "Lining / sod installed"]),
    dict(code_label="JS-6", name="Critical Area Planting", code="342", practice_id="CP-1",
         purpose="Stabilize all disturbed ground with temporary and permanent vegetation per the NYS Standards and Specifications.",
         site=["All disturbed areas: road shoulders, cut and fill slopes, pond embankment, spillways, borrow area, waterways; about 3.3 acres of seeding."],
         design=[["Temporary seed", "Annual ryegrass 40 lb/ac (spring-summer); winter rye 100 lb/ac (after Aug. 15)"], ["Permanent seed", "Tall fescue 20, creeping red fescue 15, perennial ryegrass 5, birdsfoot trefoil 8 lb/ac"],
                 ["Soil amendments", "Lime and 10-20-10 fertilizer per soil test; 4 in topsoil"], ["Timing", "Within 7 days after the last disturbance of any area idle 7 days or more"], ["Slopes 2:1", "Double-net blanket"]],
         install=["Prepare a firm seedbed, apply amendments, seed by hydroseeder or drill, mulch at once (JS-7)."],
         om=["Stand is accepted at 80 percent uniform perennial cover. " + STD_OM_SEED],
         checks=["Soil test and amendments", "Seeding rates and dates recorded", "80 percent cover achieved"]),
    dict(code_label="JS-7", name="Mulching", code="484", practice_id="MU-1",
         purpose="Protect seeded and bare soil from raindrop impact and runoff until vegetation is established.",
         site=["All seeded areas; and bare areas that cannot be seeded between October 15 and April 1."],
         design=[["Material", "Straw, clean, weed free"], ["Rate", "2 tons/ac with seed; 3 tons/ac on bare areas in winter"], ["Anchoring", "Tackifier or crimping; netting on slopes over 3:1"]],
         install=["Apply immediately after seeding; anchor the same day."],
         om=["Inspect weekly and after storms; replace mulch that has blown or washed away."],
         checks=["Rate verified (about 90 bales per acre)", "Anchoring checked"]),
    dict(code_label="JS-8", name="Stabilized Construction Entrance", code="NYS Std.", practice_id="SCE-1",
         purpose="Reduce tracking of sediment onto Hallocks Mill Road.",
         site=["At Sta. 0+00 on the farm lane; 40 feet from the brook culvert, which limits the pad length (see narrative Section 7)."],
         design=[["Length / width", "35 ft / 20 ft (standard 50 ft; non-conforming, see equivalence)"], ["Stone", "1 to 4 in crushed stone, 8 in thick, on woven geotextile"],
                 ["Added measure", "Steel rumble-grate wheel cleaner, 10 ft x 12 ft, at the road end"], ["Drainage", "Runoff from the pad to silt fence and GW-1 sump"]],
         install=["Install before any earth moving."],
         om=["Top-dress stone when voids are filled; clean the rumble grate daily; sweep Hallocks Mill Road at the end of each day."],
         checks=["Pad and grate installed", "Road sweeping log kept"]),
    dict(code_label="JS-9", name="Sediment Barriers - Silt Fence", code="NYS Std.", practice_id="SF-1",
         purpose="Intercept sheet flow sediment at the downhill limit of disturbance.",
         site=["Both sides of the road corridor where it falls toward the field or brook, and the toe of the pond embankment: 2,900 linear feet."],
         design=[["Fabric", "Woven geotextile, 36 in"], ["Posts", "Hardwood 2 x 2 in, 8 ft maximum spacing"], ["Drainage area", "Not over 1/4 acre per 100 ft of fence"], ["Toe", "6 in x 6 in trench, backfilled and compacted"]],
         install=["Install on the contour before clearing; turn ends upslope."],
         om=["Inspect daily by the contractor and weekly by the inspector; remove sediment at one-half fence height; repair within 24 hours; remove after 80 percent cover."],
         checks=["Fence on contour with ends turned up", "Trench backfilled", "Sediment removed as needed"]),
]


def build(path):
    d = Doc(path, footer=footer, margins=(60, 60, 56, 62), title="Tomahawk Hollow Farm SWPPP Job Sheets",
            author="Hudson Valley Agricultural Engineering PLLC")
    cover(d); d.newpage()
    narrative(d); d.newpage()
    plan_map(d)
    for s in SHEETS:
        d.newpage()
        jobsheet(d, s["code_label"], s["name"], s["code"], s["purpose"], s["site"], s["design"], s["install"], s["om"], s["checks"],
                 f"{s['code_label']} - {s['name']} ({s['code']})", s["practice_id"])
    d.save()
