"""Plan 2: Village of Asharoken, school athletic fields, SWPPP issued as CSI specification Section 01 57 23.
reportlab, each word drawn at its own x position (no space characters in the text layer); tables continue
over pages with repeated header rows."""
from wordpdf import Doc, W, H, LM, RM

NAME = "p16a_asharoken_school_fields"
HDR = "St. Brendan's School - Athletic Fields Reconstruction - Bid Set - Section 01 57 23"
FTR = "Harbor Hill Design Group, PLLC - Project 2024-17 - Issued for Bid March 3, 2026 - Storm Water Pollution Control"

HEADINGS = [
    "SECTION 01 57 23", "TEMPORARY AND PERMANENT STORM WATER POLLUTION CONTROL",
    "PART 1 - GENERAL", "1.1 SUMMARY", "1.2 PROJECT DESCRIPTION", "1.3 SITE CONDITIONS AND RECEIVING WATERS",
    "1.4 EXISTING STORMWATER RUNOFF DATA", "1.5 RESPONSIBILITIES", "1.6 SUBMITTALS", "1.7 SEQUENCE AND PHASING",
    "PART 2 - PRODUCTS", "2.1 EROSION AND SEDIMENT CONTROL MATERIALS", "2.2 POST-CONSTRUCTION PRACTICE MATERIALS",
    "PART 3 - EXECUTION", "3.1 INSTALLATION OF EROSION AND SEDIMENT CONTROLS", "3.2 STABILIZATION",
    "3.3 POLLUTION PREVENTION AND MATERIALS MANAGEMENT", "3.4 INSPECTION AND MAINTENANCE DURING CONSTRUCTION",
    "3.5 POST-CONSTRUCTION STORMWATER MANAGEMENT", "3.6 LONG-TERM OPERATION, EASEMENT AND AGREEMENT",
    "3.7 CERTIFICATIONS", "END OF SECTION 01 57 23",
    "FIGURE 01 57 23-1 SITE PLAN, EROSION AND SEDIMENT CONTROL AND STORMWATER PRACTICES",
]


def figure(d):
    c = d.c
    d.new_page() if d.y < H - 100 else None
    d.words(LM, d.y, "FIGURE 01 57 23-1 SITE PLAN, EROSION AND SEDIMENT CONTROL AND STORMWATER PRACTICES", "Helvetica-Bold", 10)
    d.y -= 13
    d.words(LM, d.y, "Plan scale 1 in. = 60 ft (reduced from 1 in. = 30 ft drawing C-101). Location map not to scale.", "Helvetica", 8)
    # location map inset
    x0, y0 = LM, d.y - 130
    c.rect(x0, y0, 150, 118)
    d.words(x0 + 4, y0 + 108, "LOCATION MAP (N.T.S.)", "Helvetica-Bold", 7)
    c.setStrokeColorRGB(0.1, 0.3, 0.7); c.setLineWidth(1.2)
    c.bezier(x0 + 5, y0 + 70, x0 + 50, y0 + 90, x0 + 100, y0 + 60, x0 + 145, y0 + 80)
    c.setStrokeColorRGB(0, 0, 0); c.setLineWidth(0.8)
    c.line(x0 + 10, y0 + 45, x0 + 140, y0 + 55)
    d.words(x0 + 8, y0 + 92, "LONG ISLAND SOUND", "Helvetica", 6.5)
    d.words(x0 + 40, y0 + 38, "ASHAROKEN AVENUE", "Helvetica", 6.5)
    d.words(x0 + 8, y0 + 14, "NORTHPORT BAY", "Helvetica", 6.5)
    c.rect(x0 + 88, y0 + 50, 8, 8, fill=1)
    d.words(x0 + 99, y0 + 28, "SITE - BEVIN ROAD", "Helvetica", 6.5)
    # plan
    px, py, pw, ph = LM, 60, W - LM - RM, d.y - 145 - 60
    c.setLineWidth(1.0); c.rect(px, py, pw, ph)
    d.words(px + 4, py + ph - 10, "PROPERTY LINE - TOTAL SITE AREA 6.10 AC - SCHOOL TAX LOT 0101-002.00-03.00-014.000", "Helvetica", 6.5)
    # field
    c.setLineWidth(0.8)
    c.rect(px + 150, py + 150, 250, 150)
    d.words(px + 190, py + 235, "SYNTHETIC TURF MULTI-PURPOSE FIELD 225 FT x 360 FT", "Helvetica", 6.5)
    d.words(px + 190, py + 225, "STONE BASE STORAGE SB-1 (8 IN. STONE, UNDERDRAINS 20 FT O.C.)", "Helvetica", 6.5)
    # parking
    c.rect(px + 15, py + 250, 118, 70)
    d.words(px + 24, py + 300, "PARKING LOT 28 SPACES", "Helvetica", 6.5)
    d.words(px + 24, py + 290, "LP-1 TO LP-6 LEACHING POOLS", "Helvetica", 6.5)
    d.words(px + 19, py + 280, "10 FT DIA x 8 FT EFF. DEPTH", "Helvetica", 6.5)
    # building
    c.setFillGray(0.8); c.rect(px + 20, py + 150, 90, 60, fill=1); c.setFillGray(0)
    d.words(px + 24, py + 185, "EXISTING SCHOOL", "Helvetica", 6.5)
    d.words(px + 24, py + 176, "(NOT DISTURBED)", "Helvetica", 6.5)
    # limit of disturbance (dashed)
    c.setDash(4, 3)
    c.rect(px + 135, py + 80, 285, 255)
    d.words(px + 260, py + 340, "LIMIT OF DISTURBANCE 3.40 AC", "Helvetica", 6.5)
    # silt fence
    c.line(px + 130, py + 70, px + 425, py + 70)
    d.words(px + 200, py + 60, "SF-1 SILT FENCE 1,150 LF (SOUTH AND EAST)", "Helvetica", 6.5)
    c.setDash()
    # sediment trap / recharge basin
    c.rect(px + 300, py + 85, 90, 50)
    d.words(px + 303, py + 125, "ST-1 SEDIMENT TRAP 6,120 CF", "Helvetica", 6)
    d.words(px + 303, py + 116, "CONVERTED TO RB-1", "Helvetica", 6)
    d.words(px + 303, py + 107, "RECHARGE BASIN 4,200 SF", "Helvetica", 6)
    # construction entrance
    c.rect(px + 60, py + 320, 20, ph - 330)
    d.words(px + 84, py + ph - 25, "SCE-1 STABILIZED ENTRANCE 50 FT x 24 FT AT BEVIN ROAD", "Helvetica", 6.5)
    # diversion
    c.setDash(1, 2); c.line(px + 140, py + 320, px + 415, py + 320); c.setDash()
    d.words(px + 160, py + 324, "DB-1 DIVERSION BERM 420 LF, 18 IN. HIGH", "Helvetica", 6.5)
    # stockpile + staging
    c.rect(px + 430, py + 250, 30, 40)
    d.words(px + 425, py + 240, "SP-1 STOCKPILE", "Helvetica", 6)
    # wetland and bay
    c.setStrokeColorRGB(0.1, 0.3, 0.7); c.setLineWidth(1.5)
    c.line(px + 5, py + 28, px + pw - 5, py + 22)
    c.setStrokeColorRGB(0, 0, 0); c.setLineWidth(0.8)
    d.words(px + 8, py + 10, "NORTHPORT BAY (MEAN HIGH WATER) - NYSDEC TIDAL WETLAND BOUNDARY, 75 FT ADJACENT AREA NOT DISTURBED", "Helvetica", 6.5)
    d.words(px + 8, py + 36, "DP-1 EXISTING 18 IN. OUTFALL TO NORTHPORT BAY (OVERFLOW ONLY)", "Helvetica", 6.5)
    d.words(px + 8, py + 110, "EXISTING WOODS AND MARITIME SHRUB", "Helvetica", 6.5)
    d.words(px + 8, py + 101, "TO REMAIN (UNDISTURBED)", "Helvetica", 6.5)
    d.words(px + 160, py + 200, "EXISTING GRADE 2-4 %, FIELD FINISH GRADE 0.5 % CROWN; SLOPES TO SOUTH", "Helvetica", 6)
    d.words(px + 150, py + 310, "SOIL PlB / CpA BOUNDARY", "Helvetica", 6)
    # arrows for drainage
    for ax, ay in [(px + 250, py + 165), (px + 330, py + 165), (px + 100, py + 90)]:
        c.line(ax, ay, ax, ay - 20); c.line(ax, ay - 20, ax - 3, ay - 14); c.line(ax, ay - 20, ax + 3, ay - 14)
    d.words(px + 20, py + 240, "20 FT VILLAGE MAINTENANCE EASEMENT", "Helvetica", 6)
    d.words(px + 20, py + 232, "TO RB-1 AND LP-1 TO LP-6", "Helvetica", 6)
    d.words(px + 430, py + 90, "IP-1 TO IP-4", "Helvetica", 6)
    d.words(px + 430, py + 81, "INLET PROTECTION", "Helvetica", 6)
    d.words(LM + 165, py + ph + 95, "NOTES: NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS.", "Helvetica", 6)
    d.words(LM + 165, py + ph + 104, "ARROWS SHOW DRAINAGE PATTERN. DISCHARGE POINT DP-1 AT SOUTH.", "Helvetica", 6)
    d.words(LM + 165, py + ph + 86, "EXISTING SLOPES 1-6 % (ELEV. 14 TO ELEV. 6); FINAL SLOPES 0.5-3 %.", "Helvetica", 6)
    d.y = 50


def box_detail(d, x, y, w, h, title, notes):
    c = d.c
    c.setLineWidth(0.6)
    c.rect(x, y, w, h)
    d.words(x + 5, y + h - 12, title, "Helvetica-Bold", 7.5)
    yy = y + h - 24
    for n in notes:
        for ln in Doc.wrap(n, "Helvetica", 6.8, w - 12):
            d.words(x + 6, yy, ln, "Helvetica", 6.8)
            yy -= 8.6
        yy -= 2
    return yy


def details(d):
    c = d.c
    d.words(LM, d.y, "FIGURE 01 57 23-2 DETAILS (REPRODUCED FROM DRAWING C-501, NOT TO SCALE)", "Helvetica-Bold", 10)
    top = d.y - 12
    colw = (W - LM - RM - 10) / 2
    hh = (top - 60 - 20) / 3
    boxes = [
        ("DETAIL 1 - SILT FENCE SF-1", ["Woven geotextile, 36 in. wide, grab tensile 100 lb min.",
          "2 in. x 2 in. hardwood stakes, 4 ft long, 8 ft on center, driven 16 in.",
          "Bury toe of fabric in 6 in. x 6 in. trench; backfill and compact.", "Joints: wrap end stakes together one full turn."]),
        ("DETAIL 2 - STABILIZED CONSTRUCTION ENTRANCE SCE-1", ["50 ft minimum length x 24 ft width.",
          "1 in. to 4 in. crushed stone, 8 in. thick, on woven geotextile.", "Mountable berm 6 in. high at Bevin Road.",
          "Top-dress with clean stone when sediment fills voids."]),
        ("DETAIL 3 - TEMPORARY SEDIMENT TRAP ST-1", ["Storage 3,600 cf per acre of drainage area: 1.70 ac x 3,600 = 6,120 cf.",
          "Wet storage 3,060 cf below outlet crest; dry storage 3,060 cf above.", "Depth 4 ft; side slopes 2:1; length to width 2:1.",
          "Stone outlet: 4 to 8 in. riprap, 1 ft No. 57 stone facing, crest 1 ft below top of embankment."]),
        ("DETAIL 4 - DIVERSION BERM DB-1", ["Compacted sand berm, 18 in. high, 4 ft top, 2:1 slopes.",
          "Seed and mulch within 24 hours; blanket where grade exceeds 2 percent.", "Outlet to ST-1 stone apron 10 ft x 6 ft."]),
        ("DETAIL 5 - LEACHING POOL LP-1 TO LP-6 (POST-CONSTRUCTION)", ["Precast concrete rings 10 ft I.D., 8 ft effective depth.",
          "H-20 traffic slab with 24 in. cast iron frame and grate.", "2 ft clean sand and gravel collar; bottom min. 2 ft above groundwater.",
          "Filter fabric cover over grate until lot is paved and swept."]),
        ("DETAIL 6 - RECHARGE BASIN RB-1 AND STONE BASE SB-1", ["RB-1 bottom 4,200 sf, elev. 3.8 min (groundwater elev. 0.8 at B-4); 3 ft deep; 3:1 sides.",
          "Forebay 600 cf with stone check dam 2 ft high; 18 in. overflow to DP-1 at elev. 6.5.",
          "SB-1: 8 in. 3/4 in. crushed stone, porosity 0.40, over non-woven geotextile; 4 in. perforated HDPE underdrains 20 ft o.c. at 0.5 percent to 12 in. collector."]),
    ]
    for i, (t, n) in enumerate(boxes):
        col, row = i % 2, i // 2
        x = LM + col * (colw + 10)
        y = top - (row + 1) * (hh + 10) + 10
        box_detail(d, x, y, colw, hh, t, n)
        # small sketch
        c.setLineWidth(0.4)
        c.line(x + 10, y + 14, x + colw - 10, y + 14)
        c.rect(x + colw / 2 - 20, y + 14, 40, 14)
    d.y = 50


def build(path):
    d = Doc(path, HDR, FTR, "Section 01 57 23 Storm Water Pollution Control - St. Brendan's School Athletic Fields",
            "Harbor Hill Design Group, PLLC")
    T = d
    T.words_center(W / 2, T.y, "SECTION 01 57 23", "Helvetica-Bold", 13); T.y -= 17
    T.words_center(W / 2, T.y, "TEMPORARY AND PERMANENT STORM WATER POLLUTION CONTROL", "Helvetica-Bold", 12); T.y -= 15
    T.words_center(W / 2, T.y, "(Stormwater Pollution Prevention Plan under Village of Asharoken Code Chapter 44)", "Helvetica", 9.5); T.y -= 22

    T.heading("PART 1 - GENERAL", 11.5)
    T.heading("1.1 SUMMARY", 10.5)
    T.para("A. This Section is the Stormwater Pollution Prevention Plan (SWPPP) for the St. Brendan's School Athletic "
           "Fields Reconstruction and sets out the erosion and sediment controls, pollution prevention measures and "
           "post-construction stormwater management practices that the Contractor shall install, inspect and maintain. "
           "It is submitted to the Village of Asharoken Stormwater Management Officer under Chapter 44 of the Village Code.")
    T.para("B. Related Sections: Section 31 10 00 Site Clearing; Section 31 20 00 Earth Moving; Section 32 18 23 "
           "Synthetic Turf; Section 33 46 00 Subdrainage. Drawing C-101 (Site and Grading Plan) and Drawing C-501 "
           "(Details) are reproduced, reduced, as Figures 01 57 23-1 and 01 57 23-2 bound at the end of this Section.")
    T.para("C. Referenced standards: New York State Standards and Specifications for Erosion and Sediment Control "
           "(November 2016, the Blue Book); New York State Stormwater Management Design Manual (January 2015); "
           "NYSDEC SPDES General Permit for Stormwater Discharges from Construction Activity.")

    T.heading("1.2 PROJECT DESCRIPTION", 10.5)
    T.para("A. Location: St. Brendan's School, 40 Bevin Road, Village of Asharoken, Suffolk County, New York. The school "
           "parcel is 6.10 acres on the Northport Bay side of the Asharoken isthmus.")
    T.para("B. Scope: remove the existing natural grass field and cinder track; construct a 225 ft by 360 ft synthetic "
           "turf multi-purpose field over a stone base storage layer with underdrains; new 28-space paved parking lot "
           "with leaching pools; bleacher pad and walkways; lighting conduit; and a recharge basin. Type of project: "
           "institutional (school) athletic facility. Size: 3.40 acres disturbed, of which 2.06 acres becomes new or "
           "replaced impervious or synthetic surface.")
    T.para("C. Applicability: the project disturbs more than one acre and is a land development activity under "
           "Chapter 44. It disturbs between one and five acres and is not the construction of a single-family "
           "residence, so Condition C of Section 44-8B(2) applies and this SWPPP includes post-construction "
           "controls under Section 44-8B(3).")

    T.heading("1.3 SITE CONDITIONS AND RECEIVING WATERS", 10.5)
    T.para("A. Existing cover: worn natural grass field (2.4 acres), cinder track, gravel parking, and a band of "
           "maritime shrub and black cherry woods along the south line that will not be disturbed. The site slopes "
           "gently south at 1 to 6 percent from elevation 14 at Bevin Road to elevation 6 at the tidal wetland edge.")
    T.para("B. Soils (USDA NRCS Soil Survey of Suffolk County and four borings, B-1 to B-4, by Long Island Test "
           "Borings, Inc., January 2026):")
    T.table("Table 1.3-1 Soils", ["Map unit", "Name", "Hydrologic soil group", "Where", "Borings"],
            [["PlB", "Plymouth loamy sand, 3 to 8 percent slopes", "A", "North half, parking lot, field north end",
              "Loamy sand over coarse sand; groundwater at 9.5 ft (B-1)"],
             ["CpA", "Carver and Plymouth sands, 0 to 3 percent slopes", "A", "South half of field, recharge basin",
              "Medium to coarse sand; groundwater at 6.8 ft (B-3), 6.2 ft (B-4)"],
             ["Fd", "Fill land, dredged material", "A (rated as D where compacted)", "Old track area",
              "Sand fill with shell fragments to 3 ft"]],
            [0.7, 2.0, 1.0, 1.7, 2.2])
    T.para("C. Receiving waters: the site drains south to Northport Bay, an embayment of Long Island Sound, by "
           "overland flow and through the existing 18-inch school outfall (DP-1). Northport Bay is the only receiving "
           "water. The plan assumes no discharge of a pollutant of concern to a 303(d)-listed segment; Condition C "
           "alone triggers post-construction controls.")

    T.heading("1.4 EXISTING STORMWATER RUNOFF DATA", 10.5)
    T.para("A. Existing data: the Village of Asharoken Drainage Inventory (2019) records no flooding complaints at "
           "Bevin Road; the school maintenance log records ponding on the south end of the grass field after storms "
           "over 1.5 inches, draining within a day. Pre-development runoff modelled for this SWPPP (Article 3.5) gives "
           "a 10-year peak of 4.62 cfs at DP-1 and 2.15 cfs by overland flow to the wetland edge. Percolation tests "
           "P-1 and P-2 measured 9 and 12 inches per hour in the CpA sand.")

    T.heading("1.5 RESPONSIBILITIES", 10.5)
    T.table("Table 1.5-1 Delineation of SWPPP Implementation Responsibilities",
            ["Part of site", "Responsible party", "Duties"],
            [["Entire site, all phases", "Owner: St. Brendan's School, Board of Trustees (contact: Facilities Director, Mark Ianucci, (631) 555-0134)",
              "Retains qualified inspector; keeps SWPPP on site; files certifications; long-term maintenance"],
             ["Field, track area, recharge basin ST-1/RB-1", "General Contractor: Caldera Site Works, Inc.",
              "Installs, maintains and repairs all erosion and sediment controls; daily checks; spill response"],
             ["Parking lot, leaching pools, walkways", "Paving subcontractor: North Shore Asphalt Corp.",
              "Inlet protection on its work; sweeping; leaching pool protection until paving"],
             ["Synthetic turf and stone base", "Turf subcontractor: FieldPro Surfaces LLC",
              "Protects stone base from sediment; keeps underdrains capped until field is stabilized"],
             ["Inspections, all areas", "Qualified inspector: Harbor Hill Design Group, PLLC (P.E.)",
              "Weekly and post-storm inspections; reports to Owner and Village SMO"]],
            [1.8, 2.6, 3.2])

    T.heading("1.6 SUBMITTALS", 10.5)
    T.para("A. Before mobilization: signed contractor certifications (Article 3.7); name and qualifications of the "
           "Contractor's trained erosion control foreman; spill kit inventory. During construction: inspection "
           "reports within two days of each inspection. At completion: as-built plans of RB-1, SB-1 and LP-1 to LP-6 "
           "certified by a licensed professional engineer.")

    T.heading("1.7 SEQUENCE AND PHASING", 10.5)
    T.para("A. Construction is in two phases. Not more than 2.1 acres will be disturbed at any one time, and never "
           "more than five acres. Phase 2 clearing does not start until the Phase 1 field subgrade is covered by stone "
           "base or temporarily seeded.")
    T.table("Table 1.7-1 Construction Sequence", ["Step", "Phase", "Activity", "Duration"],
            [["1", "1", "Pre-construction meeting with the Village SMO; stake limit of disturbance; tree protection at south woods", "1 week"],
             ["2", "1", "Install SCE-1 at Bevin Road, silt fence SF-1 along south and east, inlet protection IP-1 to IP-4", "1 week"],
             ["3", "1", "Excavate temporary sediment trap ST-1 and build diversion berm DB-1 directing field runoff to ST-1", "1 week"],
             ["4", "1", "Strip turf and topsoil on field (2.1 ac) to stockpile SP-1; remove cinder track", "2 weeks"],
             ["5", "1", "Fine grade field subgrade; install underdrains and collector pipe (capped at RB-1)", "4 weeks"],
             ["6", "1", "Place stone base SB-1; temporary seed field margins", "3 weeks"],
             ["7", "2", "Clear and grade parking area (0.9 ac); install leaching pools LP-1 to LP-6 with filter fabric covers", "3 weeks"],
             ["8", "2", "Pave parking lot binder course; bleacher pad and walkways", "2 weeks"],
             ["9", "2", "Install synthetic turf carpet and infill", "3 weeks"],
             ["10", "2", "Clean out ST-1 and convert it to recharge basin RB-1; connect underdrains", "2 weeks"],
             ["11", "2", "Top course paving; topsoil and seed all remaining areas", "2 weeks"],
             ["12", "2", "Final inspection; remove silt fence, inlet protection and SCE-1 after 80 percent cover", "1 week"]],
            [0.5, 0.6, 5.3, 1.1])

    T.heading("PART 2 - PRODUCTS", 11.5)
    T.heading("2.1 EROSION AND SEDIMENT CONTROL MATERIALS", 10.5)
    T.table("Table 2.1-1 Erosion and Sediment Control Practices: Dimensions, Materials and Installation",
            ["Practice", "Location, size, length", "Materials", "Installation"],
            [["SCE-1 stabilized construction entrance", "Bevin Road gate; 50 ft long, 24 ft wide", "1 to 4 in. crushed stone, 8 in. thick; woven geotextile",
              "Excavate 4 in., lay fabric, place stone; mountable berm at road"],
             ["SF-1 silt fence", "1,150 LF along south and east limits", "Woven geotextile 36 in. wide; 2 in. x 2 in. hardwood stakes",
              "Stakes 8 ft on center, 16 in. into ground; fabric toe buried in 6 in. x 6 in. trench"],
             ["IP-1 to IP-4 inlet protection", "Four existing drainage inlets on Bevin Road side", "Geotextile drop inlet filter; 2 x 4 frame",
              "Fabric under grate, frame around inlet, overflow 2 in. below grate rim"],
             ["DB-1 diversion berm", "420 LF across north edge of field", "Compacted on-site sand, seeded and mulched",
              "18 in. high, 2:1 side slopes, 4 ft top width, outlet to ST-1"],
             ["ST-1 temporary sediment trap", "South-east corner; drainage area 1.70 ac", "Excavated; stone outlet of 4 to 8 in. riprap faced with No. 57 stone",
              "Sized at 3,600 cf per acre: 6,120 cf (3,060 cf wet, 3,060 cf dry); 4 ft deep; 2:1 sides; outlet crest 1 ft below top"],
             ["SP-1 stockpile", "East staging area, 60 ft x 80 ft", "Silt fence ring; tarp or temporary seed",
              "Max height 10 ft; side slopes 2:1; seeded if idle more than 7 days"],
             ["Temporary seeding", "All idle disturbed areas", "Annual ryegrass 40 lb/ac; straw mulch 2 tons/ac",
              "Within 7 days after work stops in any area"],
             ["Erosion control blanket", "RB-1 side slopes and DB-1", "Straw-coconut double net blanket",
              "Anchor trench at top; staples 3 ft on center"]],
            [1.5, 1.7, 2.1, 2.5])
    T.heading("2.2 POST-CONSTRUCTION PRACTICE MATERIALS", 10.5)
    T.para("A. Stone base storage SB-1: 8 inches of clean 3/4 in. crushed stone (porosity 0.40) under the field, over "
           "non-woven geotextile on the compacted subgrade; 4-inch perforated HDPE underdrains at 20 ft on center "
           "sloped 0.5 percent to an 12-inch collector. Leaching pools LP-1 to LP-6: 10 ft diameter precast concrete "
           "rings, 8 ft effective depth, traffic-bearing slab and cast iron grate, 2 ft of clean sand and gravel "
           "collar. Recharge basin RB-1: 4,200 sf bottom, 3 ft deep, 3:1 side slopes, bottom 3.0 ft above groundwater "
           "(B-4), sand bottom scarified, forebay of 600 cf with stone check dam, 18-inch overflow to DP-1.")

    T.heading("PART 3 - EXECUTION", 11.5)
    T.heading("3.1 INSTALLATION OF EROSION AND SEDIMENT CONTROLS", 10.5)
    T.para("A. Install each practice at the location, size and length shown on Figure 01 57 23-1 and Table 2.1-1 "
           "before the soil disturbance it protects begins.")
    T.para("B. Structural practices that divert and store flows: diversion berm DB-1 diverts runoff from the exposed "
           "field subgrade to sediment trap ST-1, which stores it and releases it through the stone outlet; silt fence "
           "and inlet protection limit discharge of sediment from the remaining exposed areas.")
    T.table("Table 3.1-1 Implementation Schedule for Temporary Practices",
            ["Practice", "Timing of initial placement", "Duration in place"],
            [["SCE-1", "Step 2, before any clearing", "Until parking lot binder course is placed (Step 8)"],
             ["SF-1 silt fence", "Step 2, before clearing", "Until 80 percent vegetative cover upslope (Step 12)"],
             ["IP-1 to IP-4", "Step 2", "Until top course paving and final stabilization"],
             ["DB-1 and ST-1", "Step 3, before field stripping", "Until SB-1 and turf are complete (Step 10)"],
             ["SP-1 silt fence ring", "When stockpile is started (Step 4)", "Until stockpile is removed"],
             ["Temporary seed and mulch", "Within 7 days after work stops in an area", "Until permanent cover or paving"],
             ["Leaching pool fabric covers", "As each pool is set (Step 7)", "Until the lot is paved and swept"]],
            [1.7, 2.8, 3.1])
    T.para("C. Temporary practices converted to permanent controls: sediment trap ST-1 becomes recharge basin RB-1 "
           "(Step 10) after its drainage area is stabilized, accumulated fines are removed, and the bottom is "
           "over-excavated 12 inches and scarified; diversion berm DB-1 is regraded into the permanent grass swale "
           "along the north edge of the field.")

    T.heading("3.2 STABILIZATION", 10.5)
    T.para("A. Temporary stabilization: seed and mulch any disturbed area where work stops for more than 7 days, "
           "within 7 days; erosion control blanket on slopes of 3:1 or steeper. Permanent stabilization: synthetic "
           "turf and stone base, pavement, and 4 inches of topsoil seeded with a salt-tolerant fescue mix at 5 lb per "
           "1,000 sf, or beach grass plugs at the wetland edge. Final stabilization is 80 percent uniform perennial "
           "cover on all unpaved areas. Each phase follows the same stage order: clearing, grading, utilities, "
           "surfacing, closeout.")

    T.heading("3.3 POLLUTION PREVENTION AND MATERIALS MANAGEMENT", 10.5)
    T.para("A. Litter and debris: covered dumpsters at the east staging area, emptied weekly; daily litter pick-up; "
           "demolished cinder and old turf hauled off site to a permitted facility. Construction chemicals: turf "
           "adhesive, paint and form oil kept in a locked job box on pallets under cover, with labels and safety data "
           "sheets. No concrete washout on site except the lined washout pit at SP-1.")
    T.para("B. Materials expected on site: crushed stone, sand infill, topsoil, asphalt (delivered hot, none stored), "
           "diesel in a 500-gallon double-walled tank with spill pad at the staging area, precast leaching rings. "
           "Storage practices: bulk materials stockpiled inside the silt fence ring, tarped before forecast rain; "
           "fuelling only at the tank pad, never within 100 ft of the wetland. Spill prevention and response: spill "
           "kits at the tank and on each machine; spills cleaned at once and reported to the Owner; spills over "
           "5 gallons or any spill reaching water reported to NYSDEC Spill Hotline (1-800-457-7362).")

    T.heading("3.4 INSPECTION AND MAINTENANCE DURING CONSTRUCTION", 10.5)
    T.table("Table 3.4-1 Maintenance Schedule for Erosion and Sediment Control Practices",
            ["Practice", "Inspect", "Maintenance"],
            [["SCE-1", "Daily", "Add stone when clogged; sweep Bevin Road when sediment is tracked"],
             ["SF-1 silt fence", "Weekly and after each storm of 0.5 in.", "Remove sediment at one-half fence height; repair tears within 24 hours"],
             ["IP-1 to IP-4", "Weekly and after each storm", "Clean fabric; replace when torn"],
             ["ST-1 sediment trap", "Weekly and after each storm", "Remove sediment when 50 percent of wet storage is filled; repair outlet"],
             ["DB-1 berm", "Weekly", "Repair low spots and breaches; reseed"],
             ["Seeded areas", "Weekly", "Reseed and re-mulch bare spots"]],
            [1.6, 2.2, 3.8])
    T.para("A. A qualified inspector shall inspect all practices every seven days and within 24 hours of any storm "
           "of 0.5 inch or more, and record findings in the site logbook kept with this SWPPP.")

    T.heading("3.5 POST-CONSTRUCTION STORMWATER MANAGEMENT", 10.5)
    T.para("A. Practices: (1) stone base storage SB-1 under the synthetic turf field, which stores the field runoff "
           "and releases it through underdrains to RB-1; (2) recharge basin RB-1, an infiltration basin in the CpA "
           "sand receiving SB-1 and overland flow from the field margins; (3) leaching pools LP-1 to LP-6, which "
           "infiltrate the parking lot runoff. Locations and sizes are shown on Figure 01 57 23-1; dimensions and "
           "materials are in Article 2.2.")
    T.para("B. Hydrologic and hydraulic analysis: HydroCAD 10.2, SCS TR-20, NRCS Type III 24-hour storms (1-year "
           "2.8 in., 2-year 3.4 in., 10-year 5.0 in., 25-year 6.2 in., 100-year 8.6 in.). SB-1 was modelled as a "
           "storage layer routed through the underdrains; RB-1 and LP-1 to LP-6 use exfiltration at 4.5 inches per "
           "hour (half the lower test rate); the 18-inch overflow was checked for the 100-year storm. The water quality "
           "volume of 5,480 cf (90 percent rule, 1.2 in.) and runoff reduction volume are fully infiltrated.")
    T.table("Table 3.5-1 Comparison of Pre- and Post-Development Peak Runoff",
            ["Design point", "Storm", "Pre-development (cfs)", "Post-development (cfs)", "Volume change"],
            [["DP-1 outfall", "1-year", "1.18", "0.00", "all infiltrated"],
             ["DP-1 outfall", "10-year", "4.62", "1.37", "-71 percent"],
             ["DP-1 outfall", "100-year", "9.85", "6.40", "-35 percent"],
             ["Wetland edge, overland", "10-year", "2.15", "1.02", "-53 percent"],
             ["Wetland edge, overland", "100-year", "4.40", "2.88", "-35 percent"]],
            [1.8, 1.0, 1.6, 1.7, 1.5])
    T.para("C. Installation: SB-1 subgrade shall not be compacted by tracked equipment after fine grading; underdrains "
           "remain capped and RB-1 is not excavated to final grade until the field and its margins are stabilized.")

    T.heading("3.6 LONG-TERM OPERATION, EASEMENT AND AGREEMENT", 10.5)
    T.table("Table 3.6-1 Post-Construction Maintenance Schedule",
            ["Practice", "Frequency", "Task"],
            [["SB-1 and underdrains", "Twice a year and after storms over 2 in.", "Flush underdrain cleanouts; check field for ponding over 24 hours"],
             ["RB-1 recharge basin", "Quarterly; after storms over 2 in.", "Remove forebay sediment; mow side slopes; scarify bottom if water stands over 72 hours"],
             ["LP-1 to LP-6", "Twice a year", "Measure sediment; vacuum when 25 percent of depth is filled"],
             ["Parking lot", "Monthly", "Sweep; remove winter sand each April"]],
            [1.7, 2.3, 3.6])
    T.para("A. The Owner, St. Brendan's School, is responsible for all post-construction maintenance.")
    T.para("B. Maintenance easement: a 20-foot access and maintenance easement in favor of the Village of Asharoken "
           "over RB-1, LP-1 to LP-6 and the access drive from Bevin Road is shown on Figure 01 57 23-1 "
           "(Drawing C-101), will be recorded with the Suffolk County Clerk, and runs with the land, remaining in "
           "effect on any transfer of title.")
    T.para("C. Inspection and maintenance agreement: the Owner has executed the Village's Stormwater Facilities "
           "Maintenance Agreement (signed February 10, 2026), which requires the Owner to inspect and maintain SB-1, "
           "RB-1 and LP-1 to LP-6 on the schedule above, allows the Village to enter, inspect and perform work at the "
           "Owner's cost, is binding on all subsequent landowners, and is to be recorded as a deed restriction in the "
           "Office of the Suffolk County Clerk before final approval.")

    T.heading("3.7 CERTIFICATIONS", 10.5)
    T.para("A. Preparer's certification: I certify that this SWPPP was prepared by me, and that the design of all "
           "stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of "
           "Asharoken.")
    T.para("Signed: /s/ Theodore J. Lindqvist Theodore J. Lindqvist, P.E., New York License No. 091377, Harbor Hill "
           "Design Group, PLLC, 12 Woodbine Avenue, Northport, NY 11768. Date: March 3, 2026. [Seal]")
    T.para("B. Contractor certification (each contractor and subcontractor): \"I certify under penalty of law that I "
           "understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. "
           "I also understand that it is unlawful for any person to cause or contribute to a violation of water "
           "quality standards.\"")
    T.table("Table 3.7-1 Contractor Certifications (site: St. Brendan's School, 40 Bevin Road, Asharoken, NY)",
            ["Name and title", "Firm, address, telephone", "Signature", "Date"],
            [["Paul Okafor-Reyes, President", "Caldera Site Works, Inc., 88 Pulaski Road, Kings Park, NY 11754, (631) 555-0160", "/s/ P. Okafor-Reyes", "March 24, 2026"],
             ["Donna Schultz, Operations Manager", "North Shore Asphalt Corp., 5 Depot Road, Huntington Station, NY 11746, (631) 555-0119", "/s/ D. Schultz", "March 24, 2026"],
             ["Kevin Marr, Project Manager", "FieldPro Surfaces LLC, 310 Main Street, Farmingdale, NY 11735, (516) 555-0182", "/s/ K. Marr", "March 25, 2026"]],
            [1.8, 3.3, 1.4, 1.1])
    T.words_center(W / 2, T.y - 6, "END OF SECTION 01 57 23", "Helvetica-Bold", 10)
    T.new_page()
    figure(T)
    T.new_page()
    details(T)
    T.save()


LABELS = None  # filled below

NO_SPACES = True
_ids = ["44-8B(1)(%s)" % x for x in "abcdefghijklmnop"] + ["44-8B(3)(%s)" % x for x in "bcdefghi"] + ["44-8C", "44-8E"]
LABELS = {
    "checklist": "asharoken-ch44",
    "style": "specification section (CSI format): Section 01 57 23 Temporary and Permanent Storm Water Pollution Control, PART 1 General / PART 2 Products / PART 3 Execution, with two reduced drawing figures at the end",
    "producer": "reportlab, every word drawn at its own x position (no space characters in the text layer); tables continued over pages with repeated header rows",
    "decision": "complete",
    "facts": {"disturbed_acres": 3.4, "project_type": "institutional: school athletic fields (synthetic turf field, parking lot, recharge basin)",
              "single_family": False, "impaired_water": False, "site_acres": 6.1, "condition": "C (1 to 5 acres, not single-family)"},
    "items": {i: "present" for i in _ids},
    "evidence": {
        "44-8B(1)(a)": {"pages": [1], "quote": "A. Location: St. Brendan's School, 40 Bevin Road, Village of Asharoken, Suffolk County, New York."},
        "44-8B(1)(b)": {"pages": [7], "quote": "PROPERTY LINE - TOTAL SITE AREA 6.10 AC"},
        "44-8B(1)(c)": {"pages": [1, 2], "quote": "Table 1.3-1 Soils"},
        "44-8B(1)(d)": {"pages": [2, 3], "quote": "A. Construction is in two phases. Not more than 2.1 acres will be disturbed at any one time"},
        "44-8B(1)(e)": {"pages": [5], "quote": "A. Litter and debris: covered dumpsters at the east staging area, emptied weekly; daily litter pick-up;"},
        "44-8B(1)(f)": {"pages": [5], "quote": "B. Materials expected on site: crushed stone, sand infill, topsoil"},
        "44-8B(1)(g)": {"pages": [4], "quote": "A. Temporary stabilization: seed and mulch any disturbed area where work stops for more than 7 days,"},
        "44-8B(1)(h)": {"pages": [7], "quote": "SF-1 SILT FENCE 1,150 LF (SOUTH AND EAST)"},
        "44-8B(1)(i)": {"pages": [3], "quote": "Table 2.1-1 Erosion and Sediment Control Practices: Dimensions, Materials and Installation"},
        "44-8B(1)(j)": {"pages": [4], "quote": "C. Temporary practices converted to permanent controls: sediment trap ST-1 becomes recharge basin"},
        "44-8B(1)(k)": {"pages": [4], "quote": "Table 3.1-1 Implementation Schedule for Temporary Practices"},
        "44-8B(1)(l)": {"pages": [5], "quote": "Table 3.4-1 Maintenance Schedule for Erosion and Sediment Control Practices"},
        "44-8B(1)(m)": {"pages": [2], "quote": "C. Receiving waters: the site drains south to Northport Bay, an embayment of Long Island Sound, by"},
        "44-8B(1)(n)": {"pages": [2], "quote": "Table 1.5-1 Delineation of SWPPP Implementation Responsibilities"},
        "44-8B(1)(o)": {"pages": [4], "quote": "B. Structural practices that divert and store flows: diversion berm DB-1 diverts runoff from the exposed"},
        "44-8B(1)(p)": {"pages": [2], "quote": "A. Existing data: the Village of Asharoken Drainage Inventory (2019) records no flooding complaints at"},
        "44-8B(3)(b)": {"pages": [5], "quote": "A. Practices: (1) stone base storage SB-1 under the synthetic turf field, which stores the field runoff and"},
        "44-8B(3)(c)": {"pages": [7], "quote": "LP-1 TO LP-6 LEACHING POOLS"},
        "44-8B(3)(d)": {"pages": [5], "quote": "B. Hydrologic and hydraulic analysis: HydroCAD 10.2, SCS TR-20, NRCS Type III 24-hour storms"},
        "44-8B(3)(e)": {"pages": [5], "quote": "Table 3.5-1 Comparison of Pre- and Post-Development Peak Runoff"},
        "44-8B(3)(f)": {"pages": [4, 8], "quote": "A. Stone base storage SB-1: 8 inches of clean 3/4 in. crushed stone (porosity 0.40) under the field, over"},
        "44-8B(3)(g)": {"pages": [6], "quote": "Table 3.6-1 Post-Construction Maintenance Schedule"},
        "44-8B(3)(h)": {"pages": [6], "quote": "remaining in effect on any transfer of title."},
        "44-8B(3)(i)": {"pages": [6], "quote": "work at the Owner's cost, is binding on all subsequent landowners, and is to be recorded as a deed"},
        "44-8C": {"pages": [6], "quote": "Signed: /s/ Theodore J. Lindqvist Theodore J. Lindqvist, P.E., New York License No. 091377"},
        "44-8E": {"pages": [6], "quote": "B. Contractor certification (each contractor and subcontractor): \"I certify under penalty of law that I"},
    },
    "gaps": {},
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["complete"],
    "notes": "Land development activity of 3.40 ac (section 44-3), not a single-family residence: Condition C of 44-8B(2) applies and all of 44-8B(3)(b)-(i) are required. Every item is present. Drawings C-101 and C-501 are referenced but reproduced in the PDF as Figures 01 57 23-1 (p. 7) and 01 57 23-2 (p. 8), so no unbound-sheet ambiguity. The text layer has no space characters: each word is a separate text object, so text extraction must infer word breaks from gaps; pdftotext -layout does so. Tables 1.3-1 (soils, pp. 1-2) continue across pages with the header row repeated and '(continued)' in the title. The contractor certification table is filled in and signed by all three firms with name, title, firm address and phone, site and date."}
