"""Plan 3: Town of Somers in-house memo (Engineering Dept. to the Stormwater Management Officer) for a Highway
Department culvert replacement; the whole submission is scanned: every page an image, skewed, noisy, stamped, hand-signed."""
import os, random, subprocess, math
from reportlab.lib.colors import black, Color
from PIL import Image, ImageDraw, ImageFont, ImageFilter
import numpy as np
from rl import Doc

NAME = "p4a_somers_lovell_st_culvert_memo_scanned"
HDR = "Town of Somers Engineering Department - Memo re HWY-26-02 Lovell Street Culvert"
FTR = "335 Route 202, Somers, NY 10589 - (914) 555-0135"

def memo_head(d):
    c = d.c
    c.setFont("Times-Bold", 16); c.drawCentredString(306, 728, "TOWN OF SOMERS")
    c.setFont("Times-Roman", 11); c.drawCentredString(306, 713, "ENGINEERING DEPARTMENT")
    c.setFont("Times-Roman", 9); c.drawCentredString(306, 700, "Somers Town House, 335 Route 202, Somers, New York 10589   Tel. (914) 555-0135")
    c.setLineWidth(1.2); c.line(60, 692, 552, 692)
    c.setFont("Times-Bold", 14); c.drawString(60, 668, "MEMORANDUM")
    y = 646
    for k, v in [("TO:", "Stormwater Management Officer"), ("FROM:", "Priya N. Raghunathan, P.E., Assistant Town Engineer"),
                 ("CC:", "Superintendent of Highways; Town Engineer; Highway Foreman K. Dwyer"),
                 ("DATE:", "March 3, 2026"),
                 ("RE:", "Stormwater Pollution Prevention Plan - Lovell Street Culvert Replacement and"),
                 ("", "Roadside Drainage Improvements, Highway Department Project HWY-26-02")]:
        c.setFont("Times-Bold", 11); c.drawString(60, y, k); c.setFont("Times-Roman", 11); c.drawString(120, y, v); y -= 16
    c.setLineWidth(0.6); c.line(60, y + 4, 552, y + 4)
    d.y = y - 16

def fig_location(d):
    c = d.c
    d.h1("FIGURE 1 - LOCATION MAP (NOT TO SCALE)")
    ox, oy, w, h = 80, 330, 450, 330
    c.rect(ox, oy, w, h)
    c.setLineWidth(2.2); c.line(ox + 20, oy + 60, ox + 430, oy + 280); c.setLineWidth(0.8)
    c.setFont("Times-Roman", 10); c.drawString(ox + 300, oy + 200, "ROUTE 100")
    c.setLineWidth(1.6); c.line(ox + 40, oy + 250, ox + 420, oy + 190); c.setLineWidth(0.8)
    c.drawString(ox + 60, oy + 256, "LOVELL STREET")
    c.setDash(4, 3); c.bezier(ox + 210, oy + 320, ox + 230, oy + 220, ox + 180, oy + 150, ox + 250, oy + 20); c.setDash()
    c.drawString(ox + 255, oy + 30, "TRIBUTARY TO MUSCOOT RIVER")
    c.circle(ox + 218, oy + 218, 12); c.setFont("Times-Bold", 11); c.drawString(ox + 235, oy + 228, "PROJECT SITE (STA. 14+60)")
    c.setFont("Times-Roman", 10); c.drawString(ox + 20, oy + 20, "MUSCOOT RESERVOIR - APPROX. 1.6 MI DOWNSTREAM")
    c.drawString(ox + 380, oy + 300, "N")
    d.y = oy - 24
    d.para("Site: Lovell Street (Town road), Somers, Westchester County, at the crossing of an unnamed tributary of the Muscoot "
           "River about 0.4 mile west of Route 100. Latitude 41.3152 N, longitude 73.7049 W (approximate).", font="Times-Roman", size=10.5)
    d.new_page()

def fig_site(d):
    c = d.c
    c.setFont("Times-Bold", 12); c.drawString(60, 735, "FIGURE 2 - SITE AND EROSION AND SEDIMENT CONTROL PLAN")
    c.setFont("Times-Roman", 10); c.drawString(60, 721, "SCALE: 1 INCH = 40 FEET     (Highway Dept. field survey 1/2026; contours in feet)")
    ox, oy, w, h = 60, 110, 492, 600
    c.setLineWidth(1); c.rect(ox, oy, w, h)
    # road east-west across middle
    c.setFillColor(Color(0.8, 0.8, 0.8)); c.rect(ox, oy + 280, w, 48, fill=1, stroke=0); c.setFillColor(black)
    c.setFont("Times-Bold", 10); c.drawString(ox + 20, oy + 300, "LOVELL STREET (TOWN ROAD, 24 FT PAVEMENT)")
    c.setFont("Times-Roman", 8)
    # ROW lines
    c.setDash(8, 4); c.line(ox, oy + 262, ox + w, oy + 262); c.line(ox, oy + 346, ox + w, oy + 346); c.setDash()
    c.drawString(ox + 360, oy + 350, "50 FT TOWN RIGHT-OF-WAY")
    # stream north->south
    c.setLineWidth(2); c.bezier(ox + 250, oy + h, ox + 240, oy + 480, ox + 260, oy + 400, ox + 250, oy + 346)
    c.bezier(ox + 250, oy + 262, ox + 245, oy + 200, ox + 270, oy + 120, ox + 260, oy); c.setLineWidth(0.8)
    c.drawString(ox + 262, oy + 560, "UNNAMED TRIBUTARY (FLOW SOUTH)")
    c.drawString(ox + 262, oy + 548, "TO MUSCOOT RIVER")
    # culvert
    c.setLineWidth(1.5); c.rect(ox + 238, oy + 255, 24, 98); c.setLineWidth(0.8)
    c.drawString(ox + 140, oy + 370, "NEW 6 FT x 4 FT PRECAST BOX CULVERT, 48 FT,")
    c.drawString(ox + 140, oy + 360, "WITH HEADWALL AND WINGWALLS (REPLACES 36 IN CMP)")
    # pump-around
    c.setDash(2, 2); c.bezier(ox + 235, oy + 420, ox + 190, oy + 360, ox + 190, oy + 230, ox + 235, oy + 180); c.setDash()
    c.drawString(ox + 60, oy + 420, "PA: PUMP-AROUND, 2 SANDBAG")
    c.drawString(ox + 60, oy + 410, "COFFERDAMS + 6 IN BYPASS HOSE, 210 LF")
    c.rect(ox + 300, oy + 150, 30, 20); c.drawString(ox + 335, oy + 158, "DW: DEWATERING FILTER BAG 15x15 FT")
    c.drawString(ox + 335, oy + 148, "ON STONE PAD, 50 FT FROM STREAM")
    # silt fence both sides
    c.setDash(6, 3); c.setLineWidth(1.3)
    c.line(ox + 40, oy + 240, ox + 220, oy + 240); c.line(ox + 280, oy + 240, ox + 470, oy + 240)
    c.line(ox + 40, oy + 368 - 0, ox + 130, oy + 368); c.line(ox + 290, oy + 386, ox + 470, oy + 386)
    c.setDash(); c.setLineWidth(0.8)
    c.drawString(ox + 40, oy + 228, "SF-1 SILT FENCE 180 LF")
    c.drawString(ox + 350, oy + 228, "SF-2 SILT FENCE 190 LF")
    c.drawString(ox + 40, oy + 376, "SF-3 90 LF")
    c.drawString(ox + 350, oy + 392, "SF-4 SILT FENCE 180 LF")
    # swale with check dams along north side east
    c.setLineWidth(1.2); c.line(ox + 290, oy + 338, ox + 480, oy + 338); c.setLineWidth(0.8)
    for xx in (320, 380, 440):
        c.line(ox + xx, oy + 334, ox + xx, oy + 342)
    c.drawString(ox + 300, oy + 410, "STONE-LINED SWALE 620 LF (N. SIDE, BOTH DIRECTIONS)")
    c.drawString(ox + 300, oy + 420, "CD: STONE CHECK DAMS 2 FT HIGH @ 60 FT, 9 EA")
    # catch basins
    for xx in (80, 160, 340, 430):
        c.rect(ox + xx, oy + 270, 8, 8)
    c.drawString(ox + 60, oy + 268 - 12, "")
    c.drawString(ox + 330, oy + 268, "CB-1..CB-4 WITH IP INLET PROTECTION")
    # soils boundaries (dash-dot)
    c.setDash([10, 3, 2, 3], 0)
    c.bezier(ox + 160, oy + h, ox + 170, oy + 450, ox + 150, oy + 150, ox + 170, oy)
    c.bezier(ox + 340, oy + h, ox + 330, oy + 450, ox + 350, oy + 150, ox + 340, oy)
    c.setDash()
    c.setFont("Times-Bold", 8)
    c.drawString(ox + 10, oy + 520, "SOIL: ChC CHARLTON")
    c.drawString(ox + 180, oy + 480, "SOIL: Ff FLUVAQUENTS")
    c.drawString(ox + 360, oy + 500, "SOIL: PnC PAXTON")
    c.drawString(ox + 175, oy + 316, "Ub UDORTHENTS (ROAD FILL)")
    c.setFont("Times-Roman", 8)
    # wetland / woods
    c.drawString(ox + 10, oy + 505, "EXISTING WOODS (MAPLE/ASH) - NOT DISTURBED")
    c.drawString(ox + 10, oy + 90, "EXISTING WOODS - NOT DISTURBED")
    c.drawString(ox + 180, oy + 60, "TOWN WETLAND/WATERCOURSE BUFFER (CH. 167)")
    c.drawString(ox + 180, oy + 50, "NO WETLAND DISTURBANCE BEYOND STREAM BED")
    # contours
    c.setDash(1, 2)
    for i, yy in enumerate((150, 200, 450, 500)):
        c.line(ox + 10, oy + yy, ox + 480, oy + yy + 8)
    c.setDash()
    c.drawString(ox + 440, oy + 160, "EL 402"); c.drawString(ox + 440, oy + 210, "EL 404")
    c.drawString(ox + 440, oy + 460, "EL 408"); c.drawString(ox + 440, oy + 510, "EL 410")
    c.drawString(ox + 10, oy + 140, "EX. SLOPES 8-15%; FINAL EMBANKMENT SLOPES 1V:3H")
    c.drawString(ox + 10, oy + 130, "(STONE-FACED 1V:2H AT WINGWALLS)")
    # staging and LOD
    c.setLineWidth(1.2); c.rect(ox + 380, oy + 440, 90, 40); c.setLineWidth(0.8)
    c.drawString(ox + 384, oy + 468, "STOCKPILE (IN ROW)"); c.drawString(ox + 384, oy + 458, "SF-5 RING 80 LF")
    c.drawString(ox + 384, oy + 448, "MAX 100 CY")
    c.drawString(ox + 10, oy + 40, "LIMIT OF DISTURBANCE = SILT FENCE LINES AND ROW; DISTURBED 0.58 AC (25,300 SF)")
    c.drawString(ox + 10, oy + 30, "TOTAL PROJECT AREA (ROW, STA. 11+50 TO 17+70) 1.42 AC; AREA NOT DISTURBED 0.84 AC")
    c.drawString(ox + 10, oy + 20, "DISCHARGE POINTS: D-1 CULVERT OUTLET; D-2 SWALE OUTLET AT STA. 17+70. NO STORAGE ON ADJACENT PROPERTIES")
    c.drawString(ox + 10, oy + 10, "ARROWS = DRAINAGE PATTERN; ROAD DRAINS TO CB-1..CB-4 AND SWALE, THEN TO STREAM")
    c.drawString(ox + w - 30, oy + h - 20, "N")
    c.setLineWidth(2); c.line(ox + 380, oy + 110, ox + 440, oy + 110); c.setLineWidth(0.8)
    c.drawString(ox + 380, oy + 100, "0"); c.drawString(ox + 425, oy + 100, "60 FT")
    for (x1, y1, x2, y2) in [(120, 300, 90, 300), (400, 300, 440, 300), (250, 520, 250, 470)]:
        c.line(ox + x1, oy + y1 - 14, ox + x2, oy + y2 - 14)
    d.new_page()

def fig_details(d):
    c = d.c
    c.setFont("Times-Bold", 12); c.drawString(60, 735, "FIGURE 3 - EROSION AND SEDIMENT CONTROL DETAILS (NOT TO SCALE)")
    boxes = [
        ("DETAIL 1 - SILT FENCE", ["36 IN WOVEN GEOTEXTILE FABRIC", "2 IN x 2 IN HARDWOOD STAKES, 8 FT O.C. MAX", "BURY FABRIC TOE 6 IN DEEP x 6 IN WIDE", "FENCE HEIGHT 16 TO 34 IN ABOVE GROUND", "MAINT.: REMOVE SEDIMENT AT 1/2 HEIGHT;", "REPLACE TORN OR SAGGING FABRIC"]),
        ("DETAIL 2 - STONE CHECK DAM", ["NYSDOT NO. 4 STONE (2-4 IN), 2 FT HIGH", "CENTER 6 IN LOWER THAN EDGES", "SPACING: TOE OF UPPER = CREST OF LOWER", "KEY 6 IN INTO SWALE SIDES", "MAINT.: REMOVE SEDIMENT AT 1/2 HEIGHT;", "REPLACE DISPLACED STONE"]),
        ("DETAIL 3 - PUMP-AROUND / COFFERDAM", ["SANDBAG COFFERDAMS 3 FT HIGH, LINED WITH", "10 MIL POLY; 6 IN PUMP, 6 IN HOSE 210 LF", "BYPASS SIZED FOR 2X BASE FLOW (EST. 0.8 CFS)", "DISCHARGE ON RIPRAP PAD 5 FT x 8 FT", "REMOVE DAMS DOWNSTREAM FIRST", "MAINT.: KEEP FUEL IN SECONDARY CONTAINMENT"]),
        ("DETAIL 4 - DEWATERING FILTER BAG", ["NONWOVEN GEOTEXTILE BAG 15 FT x 15 FT", "ON 8 IN STONE PAD OVER GEOTEXTILE", "50 FT MIN. FROM STREAM; OUTLET TO VEG. AREA", "PUMP RATE NOT OVER BAG RATING", "MAINT.: REPLACE BAG AT 3/4 FULL;", "DISPOSE SEDIMENT IN STOCKPILE"]),
        ("DETAIL 5 - INLET PROTECTION (CB)", ["GEOTEXTILE SILT SACK UNDER GRATE", "WITH OVERFLOW HOLES AND LIFT STRAPS", "INSTALL AS SOON AS EACH CB IS SET", "MAINT.: EMPTY WHEN 1/2 FULL", "", ""]),
        ("DETAIL 6 - STONE-LINED SWALE", ["V-SHAPE, 1V:3H SIDES, 1.5 FT DEEP", "12 IN NYSDOT LIGHT STONE FILL ON", "GEOTEXTILE; TOPSOIL AND SEED ABOVE LINING", "PERMANENT PRACTICE", "", ""]),
    ]
    for i, (t, lines) in enumerate(boxes):
        col, row = i % 2, i // 2
        x = 60 + col * 250; y = 700 - row * 205
        c.setLineWidth(1); c.rect(x, y - 190, 240, 190)
        c.setFont("Times-Bold", 10); c.drawString(x + 8, y - 16, t)
        # sketch
        c.setLineWidth(0.8)
        c.line(x + 20, y - 70, x + 220, y - 70)
        if i == 0:
            c.line(x + 110, y - 70, x + 110, y - 30); c.line(x + 112, y - 70, x + 112, y - 85)
        elif i == 1:
            c.line(x + 60, y - 70, x + 120, y - 40); c.line(x + 120, y - 40, x + 180, y - 70)
        elif i == 2:
            c.rect(x + 40, y - 70, 30, 25); c.rect(x + 170, y - 70, 30, 25); c.bezier(x + 55, y - 45, x + 90, y - 20, x + 150, y - 20, x + 185, y - 45)
        elif i == 3:
            c.rect(x + 80, y - 70, 80, 22)
        elif i == 4:
            c.rect(x + 90, y - 70, 60, 30); c.line(x + 90, y - 40, x + 150, y - 40)
        else:
            c.line(x + 60, y - 40, x + 120, y - 70); c.line(x + 120, y - 70, x + 180, y - 40)
        c.setFont("Times-Roman", 9)
        yy = y - 100
        for ln in lines:
            c.drawString(x + 8, yy, ln); yy -= 13
    c.setFont("Times-Roman", 9)
    c.drawString(60, 80, "All practices per New York State Standards and Specifications for Erosion and Sediment Control (November 2016).")
    d.new_page()

def content(path):
    d = Doc(path, header="", footer="", font="Times-Roman", bold="Times-Bold", size=11, margin=66)
    memo_head(d)
    d.h2("1. Purpose")
    d.para("This memorandum is the Stormwater Pollution Prevention Plan (SWPPP) for the Highway Department's replacement of the "
           "Lovell Street culvert and the related roadside drainage work, submitted to you for review under Chapter 93 of the "
           "Town Code. The Engineering Department prepared the design; the work will be done by Highway Department forces.")
    d.h2("2. Project Description")
    d.para("The existing 36-inch corrugated metal pipe carrying an unnamed tributary under Lovell Street at Station 14+60 has "
           "rusted through at the invert and the road shoulder has settled. The project replaces it with a 6 ft x 4 ft precast "
           "concrete box culvert, 48 feet long, with a cast-in-place headwall and wingwalls; reconstructs 300 feet of road full "
           "depth over the culvert; and replaces 620 feet of eroding roadside ditch with a stone-lined swale, four catch basins "
           "and 380 feet of 15-inch HDPE pipe. The project is a road drainage and culvert reconstruction within the Town "
           "right-of-way between Station 11+50 and Station 17+70.")
    d.para("Size: total land disturbance is 0.58 acre (about 25,300 square feet). This is more than the 5,000 square foot threshold "
           "of Section 93-5, so the work is regulated, but less than one acre, so the post-construction controls of Section "
           "93-6A(2) and (3) are not required. No new impervious area is created beyond the replacement of existing pavement.")
    d.h2("3. Site Description")
    d.para("The right-of-way is 50 feet wide. Lovell Street crosses the stream valley on a fill embankment about 8 feet high. "
           "North of the road the stream runs in a wooded channel 6 to 10 feet wide; south of the road it drops through a "
           "riprap apron into a wooded ravine. Side slopes on the embankment are 8 to 15 percent; the wooded land beyond the "
           "right-of-way is private and will not be entered. The stream is regulated as a watercourse under Town Chapter 167; "
           "no wetland other than the stream bed will be disturbed. Figure 1 is the location map and Figure 2 the site plan.")
    d.h2("4. Receiving Water")
    d.para("The stream flows south about 1.6 miles to the Muscoot River and the Muscoot Reservoir, part of the New York City water "
           "supply. The Muscoot Reservoir basin is subject to the phosphorus TMDL for the Croton watershed; the work will not add "
           "impervious cover.")
    d.h2("5. Soils")
    d.para("The Westchester County soil survey maps three soils in the work area, and the Highway Department's test holes in "
           "January 2026 agree:")
    d.para("Udorthents, smoothed (Ub) - the road embankment fill: gravelly loam and sand with cobbles, compacted, 8 feet thick "
           "over the original ground.", indent=14)
    d.para("Fluvaquents (Ff) - the stream bottom: stratified silt, sand and gravel, wet most of the year, water at 0 to 1 foot.", indent=14)
    d.para("Charlton loam (ChC), 8 to 15 percent slopes, on the west side, and Paxton fine sandy loam (PnC), 8 to 15 percent slopes, "
           "on the east side: deep, well drained upland till soils; the Paxton has a firm dense layer at 20 to 30 inches. "
           "Both erode readily when bare on slopes.", indent=14)
    d.para("Bedrock was not found within 10 feet. Soil boundaries are shown on Figure 2.")
    d.h2("6. Other Approvals")
    d.para("NYSDEC: the stream is Class C; no Article 15 permit is needed. NYC DEP has been notified under the Watershed "
           "Regulations. U.S. Army Corps of Engineers Nationwide Permit 3 (maintenance) applies; the Highway Department will "
           "follow its general conditions. Because disturbance is under one acre, no SPDES notice of intent is filed.")
    d.new_page()
    fig_location(d)
    fig_site(d)
    d.h2("7. Construction Phasing and Sequence of Operations")
    d.para("The whole project disturbs 0.58 acre, so the five-acre limit of the Erosion Control Manual cannot be reached. The work "
           "is done in two stages so that one lane of Lovell Street stays open with flaggers, except for a two-week full closure "
           "for the culvert setting (detour by Route 100). Sequence:")
    steps = [
        "Notify the Stormwater Management Officer 48 hours before start. Install silt fence SF-1 to SF-5, inlet protection at the existing inlets and the stockpile area (Week 1, late June 2026, in the low-flow season).",
        "Clear and grub the embankment slopes within the silt fence lines only (Week 1).",
        "Install the pump-around: upstream and downstream sandbag cofferdams and the bypass pump and hose; set the dewatering filter bag on its stone pad (Week 2).",
        "Full road closure. Remove pavement and excavate the embankment over the culvert; remove the 36-inch pipe; prepare the stone bedding; set the box culvert sections and pour the headwall and wingwalls (Weeks 2-4).",
        "Backfill in 8-inch lifts; rebuild the road base; place binder course; reopen the road. Stone-face the wingwall slopes and place topsoil, seed and mulch on the rebuilt embankment slopes within 3 days of final grade (Weeks 4-5).",
        "Remove the cofferdams, downstream first, and restore the stream bed with native streambed material (Week 5).",
        "Roadside drainage, north side: excavate and line the swale in 200-foot reaches, set CB-1 to CB-4 and lay the 15-inch pipe (utility installation), with check dams placed as each reach is lined (Weeks 5-8).",
        "Top course paving; final seeding; remove temporary controls once 80 percent vegetative cover is reached (Weeks 8-10, then September 2026).",
    ]
    for i, t in enumerate(steps, 1):
        d.para(f"Step {i}. {t}", indent=10, gap=3)
    d.h2("8. Soil Stabilization (each stage to final stabilization)")
    d.para("Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (November "
           "2016). Temporary: any disturbed area that will not be worked for 7 days is seeded with annual ryegrass at 40 lb/acre "
           "and mulched with straw at 2 tons/acre within 7 days (within 3 days on the embankment slopes, which drain straight "
           "to the stream). Permanent: 4 inches of topsoil, the NYSDOT roadside seed mix at 100 lb/acre, straw mulch, and "
           "jute mesh on slopes steeper than 1V:3H; stone facing (NYSDOT light stone fill) at the wingwalls; stone lining in "
           "the swale. Final stabilization is 80 percent uniform perennial cover on all unpaved disturbed areas.")
    d.h2("9. Minimum Erosion and Sediment Control Practices by Activity, with Schedule")
    d.table([["Construction activity", "Practices", "Initial placement", "Minimum time in place"],
             ["Clearing and grubbing", "Silt fence SF-1 to SF-5", "Before any clearing (Step 1)", "Until 80% cover (Step 8)"],
             ["Culvert replacement (in-stream)", "Pump-around, cofferdams, filter bag", "Before excavation below water (Step 3)", "Until headwall and wingwalls cured and stream bed restored (Step 6)"],
             ["Embankment and road rebuild", "Temporary seed/mulch, jute mesh", "Within 3 days of final grade", "Until permanent cover established"],
             ["Drainage installation", "Inlet protection, check dams", "As each CB is set / each reach is lined", "Until swale and road shoulders stabilized"],
             ["Stockpiling", "SF-5 ring, tarp", "When the pile is started", "Until the pile is removed"]],
            [120, 120, 130, 130], size=9)
    d.new_page()
    fig_details(d)
    d.h2("10. Pollution Prevention: Litter, Construction Chemicals and Debris")
    d.para("Highway crews carry trash out each day in the crew truck; no litter is left on site. Pavement millings and the "
           "removed pipe go back to the Highway Garage for recycling. Fuel for the pump and equipment is kept in a 50-gallon "
           "double-walled transfer tank on the fuel truck, which is parked at least 100 feet from the stream; refuelling of the "
           "bypass pump is done over a drip pan. Concrete for the headwall is delivered by truck; chutes are washed out only into "
           "a lined roll-off washout at the stockpile area. A spill kit is kept with the pump. Spills are reported to NYSDEC "
           "(1-800-457-7362) within two hours.")
    d.h2("11. Discharges from Industrial Activity")
    d.para("There are no stormwater discharges associated with industrial activity at the site. No asphalt plant, concrete plant "
           "or other support facility will be set up; asphalt comes from a commercial plant.")
    d.h2("12. Design Elements Not Conforming to the NYS Standards")
    d.para("None. All erosion and sediment control practices in this SWPPP conform to the New York State Standards and "
           "Specifications for Erosion and Sediment Control.")
    d.h2("13. Inspections")
    d.para("After construction, the Highway Department will inspect the new box culvert, the headwall and wingwalls, the outlet "
           "apron and the stone-lined swale once a year in the spring and after any storm that overtops the road, as part of "
           "the Town's MS4 culvert inventory, and will clear debris as needed. The Engineering Department's inspector will be "
           "present while the culvert sections are set.")
    d.h2("14. Responsibilities")
    d.para("Installation and maintenance of all erosion and sediment controls: Highway Department (Foreman K. Dwyer). Design "
           "and technical questions: Engineering Department.")
    d.new_page()
    d.h2("15. Certification of Plan Preparer")
    d.para("I certify that this SWPPP was prepared by me and that the design of all stormwater management practices meets the "
           "requirements of Chapter 93 of the Code of the Town of Somers.")
    d.y -= 46
    sig1_y = d.y + 32
    d.para("Priya N. Raghunathan, P.E., Assistant Town Engineer", gap=0)
    d.para("New York P.E. License No. 093517          Date: March 3, 2026")
    d.y -= 16
    d.h2("16. Contractor Certification - Highway Department Crew")
    d.para("I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater "
           "Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or contribute to a violation "
           "of water quality standards.")
    d.y -= 46
    sig2_y = d.y + 32
    for t in ["Name: Kevin M. Dwyer                Title: Highway Foreman",
              "Firm: Town of Somers Highway Department, Route 100, Somers, NY 10589   Tel. (914) 555-0172",
              "Site: Lovell Street culvert at Sta. 14+60, Somers, NY (Project HWY-26-02)",
              "Date: March 2, 2026"]:
        d.para(t, gap=2)
    d.new_page()
    d.h1("ATTACHMENT A - TEST HOLE LOG (HIGHWAY DEPT., JANUARY 14, 2026)")
    d.table([["Hole", "Location", "Depth (in)", "Material", "Water"],
             ["TH-1", "Sta. 14+40, road shoulder, north", "0-14", "Asphalt and subbase", "-"],
             ["", "", "14-96", "Brown gravelly loam fill with cobbles, dense", "none"],
             ["", "", "96-120", "Gray silt and fine sand, organic streaks (original stream bottom)", "seep at 100"],
             ["TH-2", "Sta. 14+85, road shoulder, south", "0-12", "Asphalt and subbase", "-"],
             ["", "", "12-90", "Brown sand and gravel fill", "none"],
             ["", "", "90-120", "Stratified silt, sand and gravel", "at 94"],
             ["TH-3", "Sta. 16+20, north ditch", "0-8", "Topsoil, dark brown loam", "-"],
             ["", "", "8-26", "Yellowish brown fine sandy loam", "none"],
             ["", "", "26-72", "Olive firm dense gravelly fine sandy loam (till)", "perched at 30"],
             ["TH-4", "Sta. 12+10, north ditch", "0-6", "Topsoil", "-"],
             ["", "", "6-60", "Brown loam with stones, friable", "none"]],
            [40, 150, 60, 190, 60], size=9.5)
    d.para("Logged by K. Dwyer (Highway Foreman) and reviewed by the Engineering Department. Holes dug with the Highway "
           "Department backhoe and backfilled the same day.", size=10)
    d.save()
    return sig1_y, sig2_y

def signature(draw, x, y, rng, scale=1.0):
    """Looping trochoid strokes with jitter and a slanted baseline: reads as a hurried hand signature."""
    pts = []
    loops = rng.randint(5, 7)
    t = 0.0
    while t < loops * 2 * math.pi:
        d = (1.6 + 0.5 * math.sin(t * 0.37 + rng.uniform(0, 0.3))) * scale
        r = 1.0 * scale
        px = x + 9 * (r * t - d * math.sin(t)) * (1.7 + 0.25 * math.sin(t * 0.23))
        py = y - 9 * (-d * math.cos(t)) * 1.6 - t * 0.9 * scale
        pts.append((px + rng.uniform(-1.2, 1.2), py + rng.uniform(-1.2, 1.2)))
        t += 0.12
    draw.line(pts, fill=30, width=5, joint="curve")
    ex, ey = pts[-1]
    draw.line([(x - 10, y + 28 * scale), (x + 140 * scale, y + 22 * scale), (ex + 30, ey + 20)], fill=50, width=4, joint="curve")
    draw.line([(x + 60 * scale, y - 50 * scale), (x + 40 * scale, y + 30 * scale)], fill=40, width=4)

def stamp(img, rng):
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 46)
    font2 = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 34)
    st = Image.new("L", (700, 250), 255)
    dr = ImageDraw.Draw(st)
    dr.rectangle([5, 5, 695, 245], outline=70, width=6)
    dr.text((40, 20), "RECEIVED", font=font, fill=70)
    dr.text((40, 90), "MAR 04 2026", font=font, fill=70)
    dr.text((40, 165), "STORMWATER MGMT OFFICER", font=font2, fill=70)
    st = st.rotate(8, expand=True, fillcolor=255)
    mask = Image.eval(st, lambda v: 255 - v)
    img.paste(st, (1790, 10), mask)

def scan(src_pdf, out_pdf, tmp, sig_pages, seed=9306):
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", src_pdf, os.path.join(tmp, "s")], check=True)
    files = sorted(f for f in os.listdir(tmp) if f.startswith("s-") and f.endswith(".png"))
    pages = []
    for i, f in enumerate(files, 1):
        im = Image.open(os.path.join(tmp, f)).convert("L")
        dr = ImageDraw.Draw(im)
        if i == 1:
            stamp(im, rng)
        for (pg, yy) in sig_pages:
            if pg == i:
                ypx = int((792 - yy) * 300 / 72)
                signature(dr, 300, ypx, rng, scale=1.1)
        ang = rng.choice([-1, 1]) * rng.uniform(0.5, 1.5)
        im = im.rotate(ang, resample=Image.BICUBIC, expand=False, fillcolor=255)
        im = im.filter(ImageFilter.GaussianBlur(0.7))
        a = np.asarray(im).astype(np.float32)
        a += nrng.normal(0, 18, a.shape)
        # scanner edge shadow and specks
        a[:, :18] -= 120; a[:12, :] -= 90
        specks = nrng.random(a.shape) < 0.0009
        a[specks] = 0
        b = (a > 150).astype(np.uint8) * 255
        bi = Image.fromarray(b, "L").convert("1")
        bi.info["dpi"] = (300, 300)
        pages.append(bi)
    pages[0].save(out_pdf, save_all=True, append_images=pages[1:], resolution=300.0,
                  title="Lovell St culvert SWPPP memo (scan)", producer="Scanner (bilevel 300 dpi, CCITT G4)")
    return len(pages)

def build(outdir, tmp):
    src = os.path.join(tmp, "p3_src.pdf")
    s1, s2 = content(src)
    st = os.path.join(tmp, "p3scan"); os.makedirs(st, exist_ok=True)
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    n = scan(src, out, st, [(SIG_PAGE, s1), (SIG_PAGE, s2)])
    return out

SIG_PAGE = 8

def ev(pages, quote):
    return {"pages": pages, "quote": quote}

NOT_APPLICABLE = ["93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)", "93-6A(3)(h)", "93-6A(3)(i)"]
STYLE = "municipality's in-house memo for its own road culvert job (Engineering Department to the Stormwater Management Officer)"
HEADINGS = ["MEMORANDUM", "Purpose", "Project Description", "Site Description", "Receiving W", "Soils", "Other Approvals",
            "LOCATION MAP", "SITE AND EROSION AND SEDIMENT CONTROL PLAN", "Construction Phasing and Sequence of Operations",
            "Soil Stabilization", "Minimum Erosion and Sediment Control Practices by Activity", "EROSION AND SEDIMENT CONTROL DETAILS",
            "Pollution Prevention", "Discharges from Industrial Activity", "Design Elements Not Conforming", "Inspections",
            "Responsibilities", "Certification of Plan Preparer", "Highway Department Crew", "TEST HOLE LOG"]
LABEL = {
    "checklist": "somers-ch93",
    "style": STYLE, "house_style": STYLE,
    "producer": "reportlab pages rasterised at 300 dpi (pdftoppm), skewed 0.5-1.5 deg, blurred, noise and specks, received stamp and drawn signatures, thresholded to bilevel and bound by Pillow as CCITT G4 images; no text layer on any page",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 0.58, "project_type": "municipal road culvert replacement and roadside drainage (Town Highway Department, in Town right-of-way)",
              "single_family": False, "impaired_water": True},
    "items": {},
    "evidence": {
        "93-6A(1)(a)": ev([1], "total land disturbance is 0.58 acre (about 25,300 square feet)"),
        "93-6A(1)(b)": ev([4], "FIGURE 2 - SITE AND EROSION AND SEDIMENT CONTROL PLAN"),
        "93-6A(1)(d)": ev([5], "The whole project disturbs 0.58 acre, so the five-acre limit of the Erosion Control Manual"),
        "93-6A(1)(e)": ev([7], "Highway crews carry trash out each day in the crew truck; no litter is left on site."),
        "93-6A(1)(f)": ev([5], "Temporary: any disturbed area that will not be worked for 7 days is seeded with annual"),
        "93-6A(1)(g)": ev([4], "STONE CHECK DAMS 2 FT HIGH @ 60 FT"),
        "93-6A(1)(h)": ev([6], "BURY FABRIC TOE 6 IN DEEP x 6 IN WIDE"),
        "93-6A(1)(i)": ev([7], "There are no stormwater discharges associated with industrial activity at the site."),
        "93-6A(1)(j)": ev([5], "Before any clearing (Step 1) Until 80% cover (Step 8)"),
        "93-6A(1)(l)": ev([7], "All erosion and sediment control practices in this SWPPP conform to the"),
        "93-6B": ev([8], "meets the requirements of Chapter 93 of the Code of the Town of Somers."),
    },
    "gaps": {
        "93-6A(1)(c)": "present for only part of the item: Section 5 (pp. 1-2) and the test hole log (p. 9) describe the four soils (Udorthents, Fluvaquents, Charlton, Paxton) but no hydrologic soil group is identified anywhere in the memo.",
        "93-6A(1)(k)": "present for the wrong thing: Section 13 'Inspections' (p. 7) gives an inspection schedule only for the permanent culvert, headwall, apron and swale after construction (yearly and after overtopping storms), plus a passing mention that the Engineering inspector will be present while the culvert is set; there is no inspection schedule for the erosion and sediment control practices. The detail notes (p. 6) give maintenance actions without any inspection frequency.",
        "93-6D": "certification missing its training clause: the Highway Department crew certification (p. 8) is signed and complete as to name, title, firm address and phone, site and date, but its statement omits 'that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and sediment control within the last three years'.",
    },
    "image_only_pages": [1, 2, 3, 4, 5, 6, 7, 8, 9],
    "ambiguous_items": ["93-6B"],
    "acceptable_decisions": ["incomplete"],
    "notes": ("Whole submission scanned: all nine pages are bilevel images with no text layer; quotes are tesseract readings of the pages. "
              "0.58 acre (25,300 sq ft) disturbed: above the 5,000 sq ft exemption of 93-5, so the plan is required, but under one acre, so the "
              "post-construction items 93-6A(3)(b)-(i) are not_applicable although road reconstruction is an activity of 93-6A(2)(r). "
              "93-6B is present (signed PE certification that the design meets Chapter 93, p. 8) but listed ambiguous: by its words 93-6B binds "
              "activities of 93-3 and 93-6A(2), and a reviewer could call it not_applicable below one acre. impaired_water is true because the memo "
              "says the Muscoot Reservoir basin is under the Croton phosphorus TMDL; it changes no Somers item. 93-6A(1)(i) and (l) are present "
              "as statements that there are none. The site plan (p. 4, 1 in = 40 ft) shows soil boundaries, practice lengths and the statement that "
              "nothing is stored on adjacent properties; its OCR is noisy because labels cross line work."),
}
