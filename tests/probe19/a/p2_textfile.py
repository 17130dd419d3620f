"""Plan 2: Village of Asharoken, single-family residence, a plain-text SWPPP printed the way enscript prints a
text file (Courier, a header line on every page with the file name, a date and "Page n of N"), with the
engineer's erosion and sediment control drawing (vector, 11 x 17) bound after it.
"""
import os
from reportlab.lib.pagesizes import letter, landscape, TABLOID
from reportlab.pdfgen import canvas
from asciitab import table, wrap
import common

NAME = "p19a_asharoken_vanderhoef_residence_textfile"
FILE = "SWPPP_412_Asharoken_Ave_rev1.txt"
DATE = "Tue Apr 08 2025 16:42:07"


def content():
    L = []
    def add(*lines): L.extend(lines)
    def para(t, ind=""): L.extend(wrap(t, 78, ind))
    add("=" * 78,
        "            STORMWATER POLLUTION PREVENTION PLAN (SWPPP)",
        "              Vanderhoef Residence - 412 Asharoken Avenue",
        "          Village of Asharoken, Suffolk County, New York",
        "=" * 78, "",
        "  Owner/applicant : Pieter and Helen Vanderhoef",
        "                    412 Asharoken Avenue, Northport, NY 11768",
        "  Prepared by     : Gull Rock Civil Engineering, P.C.",
        "                    96 Main Street, Northport, NY 11768  (631) 555-0196",
        "  Tax map         : District 0101, Section 001.00, Block 02.00, Lot 017.000",
        "  Date            : March 18, 2025   Rev. 1: April 8, 2025",
        "  Submitted to    : Village of Asharoken Stormwater Management Officer",
        "                    under Chapter 44 of the Village Code", "",
        "  NOTE: this plan is kept as a plain text file so that the contractor and",
        "  the inspector can update it on site; tables are drawn with ASCII rules.", "",
        "-" * 78, "CONTENTS", "-" * 78,
        "   1.  Project background", "   2.  Site map and drawings", "   3.  Soils",
        "   4.  Construction phasing and sequence", "   5.  Pollution prevention",
        "   6.  Materials stored on site; spill prevention and response",
        "   7.  Stabilization, runoff and sediment control measures",
        "   8.  Erosion and sediment control practices: locations, sizes, details",
        "   9.  Temporary practices converted to permanent measures",
        "  10.  Implementation schedule", "  11.  Maintenance schedule",
        "  12.  Receiving waters", "  13.  Responsibilities by part of the site",
        "  14.  Structural practices to divert, store and limit runoff",
        "  15.  Existing runoff data", "  16.  Post-construction controls",
        "  17.  Certifications", "")
    add("-" * 78, "1. PROJECT BACKGROUND", "-" * 78, "")
    para("The owners will demolish the existing one-story house, detached garage and asphalt driveway at "
         "412 Asharoken Avenue and build a new two-story single-family residence with an attached garage, a "
         "pervious paver driveway, an in-ground pool with terrace, a septic system (I/A OWTS) and roof drywells. "
         "The lot lies on the Long Island Sound side of Asharoken Avenue.")
    add(*table([["Item", "Quantity"],
                ["Lot area", "2.61 acres (113,690 sq ft)"],
                ["Area of disturbance", "1.36 acres (59,240 sq ft)"],
                ["Existing impervious", "6,870 sq ft"],
                ["Proposed impervious", "9,410 sq ft (house, garage, pool terrace)"],
                ["Land use", "single-family residence, Residence A district"],
                ["Common plan of development", "No - the lot is not part of a subdivision or larger common plan"],
                ["Construction period", "May 2025 to September 2026"]], [30, 43]))
    add("")
    para("Because the disturbance exceeds one acre, the work is a land development activity under Section 44-3 "
         "and this SWPPP is submitted under Section 44-8.")
    add("-" * 78, "2. SITE MAP AND DRAWINGS", "-" * 78, "")
    para("Drawing ESC-1, Erosion and Sediment Control and Site Plan, at 1 in = 50 ft, is bound at the end of "
         "this printout. It shows the general location map (inset, 1 in = 2,000 ft), the total site area, the "
         "existing and proposed improvements, the limit of disturbance and the areas not to be disturbed (the "
         "vegetated bluff face and beach), existing vegetation, Long Island Sound, drainage patterns, existing "
         "and final contours, the stockpile and staging area, and the discharge points. There are no off-site "
         "material, waste, borrow or equipment storage areas; no wetlands are on or next to the lot.")
    add("  ASCII key to Drawing ESC-1 (not to scale):", "",
        "        LONG ISLAND SOUND  ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~",
        "        . . . . . . . . . . beach (not disturbed) . . . . . . . .",
        "        /\\/\\/\\/\\/\\ bluff face - NO DISTURBANCE /\\/\\/\\/\\/\\/\\/\\/\\",
        "        xxxxxxxxxxxxxxxxxx SF-1 silt fence + CTL-1 xxxxxxxxxxxxxx",
        "        |   [POOL]      [  NEW HOUSE  ]        (DW-1..DW-4)    |",
        "        |   ST-1 trap      [GARAGE]   STOCKPILE  CW-1         |",
        "        xxxx SF-2 xxxx    driveway      xxxxx SF-3 xxxxxxxxxxx",
        "        ===== SCE-1 ========= ASHAROKEN AVENUE ==================", "")
    add("-" * 78, "3. SOILS", "-" * 78, "")
    para("From the Soil Survey of Suffolk County (USDA NRCS) and two test holes by McDonald Geoscience on "
         "February 11, 2025:")
    add(*table([["Unit", "Soil", "Texture / notes", "HSG"],
                ["PlB", "Plymouth loamy sand, 3-8%", "Excessively drained sand; rapid permeability", "A"],
                ["CpE", "Carver and Plymouth sands, 15-35%", "Bluff face; highly erodible when bare", "A"],
                ["Bc", "Beaches", "Sand and gravel below bluff toe", "-"]], [5, 24, 33, 4]))
    para("TH-1: 0-10 in dark brown loamy sand (topsoil); 10-30 in brown loamy sand; 30-156 in pale brown "
         "medium to coarse sand with gravel; no groundwater to 13 ft. TH-2 showed the same profile; groundwater "
         "at 11.5 ft. The sandy soils infiltrate readily but erode quickly on slopes and in concentrated flow.")
    add("-" * 78, "4. CONSTRUCTION PHASING AND SEQUENCE", "-" * 78, "")
    para("The project is built in one phase. The total disturbance is 1.36 acres, so not more than 5 acres "
         "will be disturbed at any one time. Sequence:")
    add(*table([["Step", "Activity"],
                ["1", "Pre-construction meeting with the Village SMO; stake the limit of disturbance"],
                ["2", "Install SCE-1, silt fence SF-1 to SF-3 and the compost filter sock CTL-1 along the bluff crest"],
                ["3", "Excavate sediment trap ST-1 and the diversion berm DB-1; stabilize them"],
                ["4", "Demolish house, garage and driveway; remove debris off site"],
                ["5", "Clear and grub the building envelope; strip topsoil to the stockpile"],
                ["6", "Excavate foundation and pool; install drywells DW-1 to DW-4 with inlet filters"],
                ["7", "Build house and garage; install septic system and utilities"],
                ["8", "Fine grade; place pervious pavers; spread topsoil; seed and plant"],
                ["9", "Remove temporary controls after 80% uniform vegetative cover; convert ST-1 (Section 9)"]],
               [5, 67]))
    add("")
    add("-" * 78, "5. POLLUTION PREVENTION", "-" * 78, "")
    para("Litter: a covered 20 cu yd dumpster at the staging area; the site is policed for wind-blown litter at "
         "the end of each work day. Construction debris from the demolition is sorted and hauled to a permitted "
         "C&D facility; nothing is buried on site. Construction chemicals (sealers, paints, pool chemicals, form "
         "oil) are kept in their original containers in a locked shed on pallets under cover. Concrete trucks "
         "wash out only in CW-1. Portable toilet staked down 50 ft from the bluff crest.")
    add("-" * 78, "6. MATERIALS STORED ON SITE; SPILL PREVENTION AND RESPONSE", "-" * 78, "")
    add(*table([["Material", "Storage practice"],
                ["Diesel fuel (equipment)", "No bulk storage; fuelled from a tank truck with drip pans"],
                ["Lumber, block, pavers", "On pallets, covered with tarps, in the staging area"],
                ["Cement, mortar, grout (bags)", "In the shed, off the ground"],
                ["Pool chemicals", "Delivered at start-up only; not stored during construction"],
                ["Paints, sealers, solvents", "Shed, in a spill tray; 5 gal maximum"],
                ["Demolition debris", "Covered dumpster; removed weekly"],
                ["Topsoil stockpile", "Silt fence ring; seeded and mulched if idle 7 days"]], [30, 43]))
    para("Spill prevention and response: a spill kit (absorbent pads, booms, 50 lb of absorbent, bags) is kept "
         "in the shed and on each piece of tracked equipment. Leaks are stopped, contained and soaked up at "
         "once; contaminated soil is dug out and drummed. Spills over 5 gallons or any spill reaching the beach "
         "are reported to the NYSDEC Spill Hotline (1-800-457-7362) and to the Village.")
    add("-" * 78, "7. STABILIZATION, RUNOFF AND SEDIMENT CONTROL MEASURES", "-" * 78, "")
    add(*table([["Stage", "Temporary measures", "Permanent measures"],
                ["Demolition and clearing", "SCE-1; SF-1 to SF-3; CTL-1 sock on bluff crest; dust control by water", "-"],
                ["Excavation and grading", "ST-1 trap; DB-1 berm; seed and mulch idle areas within 7 days; stockpile ring", "-"],
                ["Building and utilities", "Drywell inlet filters; mulch on bare ground", "Roof leaders to drywells DW-1 to DW-4"],
                ["Final grading", "Erosion blanket on slopes over 3:1", "Topsoil 4 in; seed; beach grass plugs on bluff crest"],
                ["Closeout", "Remove temporary controls after 80% cover", "Lawn, plantings, pervious pavers"]],
               [20, 26, 24]))
    add("")
    add("-" * 78, "8. EROSION AND SEDIMENT CONTROL PRACTICES: LOCATIONS, SIZES, DETAILS", "-" * 78, "")
    para("Locations, sizes and lengths (shown on Drawing ESC-1):")
    add(*table([["ID", "Practice", "Location", "Size / length"],
                ["SCE-1", "Stabilized construction entrance", "Driveway at Asharoken Ave", "50 ft x 12 ft x 6 in"],
                ["SF-1", "Silt fence", "Landward of bluff crest", "310 LF"],
                ["SF-2", "Silt fence", "West lot line", "180 LF"],
                ["SF-3", "Silt fence", "East lot line", "195 LF"],
                ["CTL-1", "Compost filter sock, 12 in", "Bluff crest, seaward of SF-1", "300 LF"],
                ["DB-1", "Diversion berm", "North of pool", "140 LF, 18 in high"],
                ["ST-1", "Sediment trap", "Northwest low corner", "2,520 cu ft for 0.7 ac"],
                ["CW-1", "Concrete washout", "Staging area", "8 ft x 8 ft x 2 ft"]], [6, 20, 22, 18]))
    para("Dimensions, material specifications and installation details (NYS Standards and Specifications for "
         "Erosion and Sediment Control, November 2016):")
    add(*table([["Practice", "Specification and installation"],
                ["Silt fence", "Woven geotextile on 2 in x 2 in hardwood stakes, 36 in long, 8 ft apart; fabric toed into a 6 in deep trench and backfilled; height 16-34 in"],
                ["Compost sock", "12 in diameter sock filled with coarse compost, staked every 10 ft with 2 in x 2 in stakes; ends turned upslope"],
                ["SCE-1", "ASTM C-33 No. 2 stone (2.5-3 in), 6 in thick over woven geotextile; 50 ft long, 12 ft wide"],
                ["DB-1", "Compacted earth berm, 18 in high, 2:1 side slopes, 4 ft base width, seeded and mulched at once"],
                ["ST-1", "Excavated trap, 3,600 cu ft per acre drained; 4 ft deep; 2:1 sides; stone outlet 4 ft wide of 4-8 in rock faced with 1 ft of No. 57 stone; in sand, bottom lined with filter fabric"],
                ["CW-1", "Excavated pit lined with 10 mil polyethylene, berm around it, sign 'CONCRETE WASHOUT'"],
                ["Drywell inlet filter", "Filter fabric under the grate plus a stone ring until the lawn is established"]],
               [20, 51]))
    para("There are no temporary sediment basins; the trap ST-1 serves 0.7 acre, under the 5 acre limit for a "
         "trap.")
    add("-" * 78, "9. TEMPORARY PRACTICES CONVERTED TO PERMANENT MEASURES", "-" * 78, "")
    para("Sediment trap ST-1 will be converted to a permanent vegetated infiltration depression (rain garden) "
         "of 600 sq ft: accumulated sediment is removed, the bottom is scarified 12 in, 12 in of sandy loam is "
         "placed and native plants are set. The stone of SCE-1 is regraded as the base course under the pervious "
         "paver driveway. Diversion berm DB-1 remains as a permanent vegetated berm directing lawn runoff away "
         "from the bluff.")
    add("-" * 78, "10. IMPLEMENTATION SCHEDULE", "-" * 78, "")
    add(*table([["Practice", "Initial placement", "Remains in place until"],
                ["SCE-1", "Day 1, before any other work", "Pavers are placed (step 8)"],
                ["SF-1 to SF-3, CTL-1", "Day 1-2, before demolition", "80% vegetative cover on upslope areas"],
                ["ST-1, DB-1", "Before grubbing (step 3)", "Upslope drainage area stabilized; then converted"],
                ["Drywell inlet filters", "When each drywell is set", "Lawn established"],
                ["CW-1", "Before the first pour", "Last pour complete"],
                ["Temporary seed and mulch", "Within 7 days after work stops on an area", "Permanent cover established"]],
               [22, 25, 22]))
    add("")
    add("-" * 78, "11. MAINTENANCE SCHEDULE", "-" * 78, "")
    para("The site is inspected by the qualified inspector at least once every seven calendar days and within "
         "24 hours after any storm of 0.5 inch or more, and the contractor makes repairs within one day of "
         "being notified:")
    add(*table([["Practice", "Maintenance", "Frequency"],
                ["Silt fence, sock", "Remove sediment at half height; repair or replace torn or sagging sections", "Weekly and after 0.5 in rain"],
                ["SCE-1", "Add clean stone; sweep road", "Daily sweeping; stone as needed"],
                ["ST-1", "Remove sediment when half full; repair outlet", "Weekly and after 0.5 in rain"],
                ["DB-1", "Repair breaches, reseed", "Weekly"],
                ["CW-1", "Empty at 75% full; replace liner if torn", "Weekly"],
                ["Seeded areas", "Reseed bare spots; water", "Weekly until established"]], [18, 32, 20]))
    add("")
    add("-" * 78, "12. RECEIVING WATERS", "-" * 78, "")
    para("Runoff that is not infiltrated flows north by sheet flow over the bluff face to Long Island Sound. "
         "There is no storm sewer connection; the south edge of the lot sheds a small area to the Asharoken "
         "Avenue gutter, which drains by the Village outfall to Duck Island Harbor (Northport Bay). Neither "
         "receiving water is listed on the NYSDEC 303(d) list for sediment or a construction-related pollutant of "
         "concern, and the site is not in a TMDL watershed that names stormwater as a source of the impairment.")
    add("-" * 78, "13. RESPONSIBILITIES BY PART OF THE SITE", "-" * 78, "")
    add(*table([["Part of the site", "Responsible party", "Duties"],
                ["Whole site, SWPPP overall", "Owners (P. and H. Vanderhoef)", "Keep SWPPP on site; hire inspector; pay for repairs"],
                ["Entrance, perimeter, trap, berm, stockpile", "Coastline Builders Inc. (general contractor)", "Install, maintain and remove all ESC practices"],
                ["Pool and terrace area", "Blue Harbor Pools LLC (subcontractor)", "Keep pool spoil inside SF ring; dewater to ST-1 only"],
                ["Bluff crest and face", "Coastline Builders Inc.; Sound Shore Landscapes (planting)", "No equipment seaward of SF-1; beach grass planting"],
                ["Inspections", "Gull Rock Civil Engineering, P.C.", "7-day and storm inspections; reports to owner and SMO"]],
               [22, 24, 24]))
    add("")
    add("-" * 78, "14. STRUCTURAL PRACTICES TO DIVERT, STORE AND LIMIT RUNOFF", "-" * 78, "")
    para("Diversion berm DB-1 turns runoff from the graded pool and house area away from the bluff crest and "
         "into trap ST-1, which stores the runoff and lets it settle and infiltrate. Silt fence SF-1 backed by "
         "sock CTL-1 limits any sheet flow toward the bluff. Roof leaders are connected to drywells DW-1 to DW-4 "
         "(8 ft dia x 6 ft deep, 2,160 cu ft in all) as soon as the roof is on, so roof water does not cross "
         "disturbed ground.")
    add("-" * 78, "15. EXISTING RUNOFF DATA", "-" * 78, "")
    para("No stream gauge or monitoring data exist for the lot. Existing runoff was estimated with the NRCS "
         "TR-55 method for the 2-year storm (3.5 in): existing cover (lawn, woods, 6,870 sq ft impervious) on "
         "HSG A soils gives a weighted curve number of 46 and a peak of 0.04 cfs to the Sound. Site visits on "
         "February 11 and March 4, 2025 found no rills, gullies or concentrated flow on the bluff face; the "
         "Village has no record of drainage complaints for this lot.")
    add("-" * 78, "16. POST-CONSTRUCTION CONTROLS", "-" * 78, "")
    para("The project is the construction of a single-family residence disturbing 1.36 acres (between one "
         "and five acres), and the receiving waters are not impaired for a pollutant of concern. Conditions A, "
         "B and C of Section 44-8B(2) therefore do not apply and the post-construction requirements of Section "
         "44-8B(3) are not required. The roof drywells and pervious pavers are provided voluntarily and are "
         "maintained by the owners.")
    add("-" * 78, "17. CERTIFICATIONS", "-" * 78, "", "17.1 Preparer's certification", "")
    para("I certify that this SWPPP was prepared by me, a licensed professional engineer in the State of New "
         "York, and that the design of all stormwater management practices meets the requirements of Chapter 44 "
         "of the Code of the Village of Asharoken.")
    add("     Signed: /s/ Miriam T. Oduya", "     Miriam T. Oduya, P.E., NYS License No. 101277",
        "     Gull Rock Civil Engineering, P.C.          Date: April 8, 2025", "",
        "17.2 Contractor certification (Section 44-8E)", "")
    para("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
         "of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to "
         "cause or contribute to a violation of water quality standards.\"", "  ")
    add(*table([["Field", "General contractor", "Subcontractor"],
                ["Name and title", "Nicholas Brandt, President", "Carla Jimenez, Operations Manager"],
                ["Firm", "Coastline Builders Inc.", "Blue Harbor Pools LLC"],
                ["Firm address", "27 Fort Salonga Road, Northport, NY 11768", "140 New York Avenue, Huntington, NY 11743"],
                ["Telephone", "(631) 555-0133", "(631) 555-0187"],
                ["Site", "412 Asharoken Avenue, Asharoken, NY", "412 Asharoken Avenue, Asharoken, NY"],
                ["Signature", "/s/ Nicholas Brandt", "/s/ Carla Jimenez"],
                ["Date", "April 3, 2025", "April 7, 2025"]], [16, 27, 27]))
    add("", "                              -- end of file --")
    return L


def render(path, lines, per_page=62):
    pages = [lines[i:i + per_page] for i in range(0, len(lines), per_page)]
    # keep a heading rule from being orphaned at the foot of a page
    n = len(pages)
    c = canvas.Canvas(path, pagesize=letter)
    c.setTitle(FILE)
    c.setCreator("GNU Enscript 1.6.6")
    for k, pg in enumerate(pages, 1):
        c.setFillGray(0.85)
        c.rect(36, 748, 540, 16, fill=1, stroke=0)
        c.setFillGray(0)
        c.setFont("Courier-Bold", 10)
        c.drawString(42, 752, DATE)
        c.drawCentredString(306, 752, FILE)
        c.drawRightString(570, 752, f"Page {k} of {n}")
        c.setFont("Courier", 9.2)
        y = 728
        for ln in pg:
            c.drawString(48, y, ln)
            y -= 11.1
        c.showPage()
    c.save()
    return n


def drawing(path):
    W, H = landscape(TABLOID)
    c = canvas.Canvas(path, pagesize=(W, H))
    c.setTitle("ESC-1")
    c.setLineWidth(2); c.rect(24, 24, W - 48, H - 48)
    # title block, right side
    c.setLineWidth(1); c.rect(W - 230, 24, 206, H - 48)
    c.setFont("Helvetica-Bold", 11)
    ty = H - 60
    for t in ["GULL ROCK CIVIL", "ENGINEERING, P.C.", "96 Main Street, Northport NY", "", "VANDERHOEF RESIDENCE",
              "412 ASHAROKEN AVENUE", "VILLAGE OF ASHAROKEN", "", "EROSION AND SEDIMENT", "CONTROL AND SITE PLAN",
              "", "SCALE: 1 in = 50 ft", "DATE: 04/08/2025", "SHEET ESC-1"]:
        c.drawString(W - 220, ty, t); ty -= 16
    c.setFont("Helvetica", 8)
    c.drawString(W - 220, 90, "M. T. ODUYA, P.E. NO. 101277")
    # plan
    s = 72 / 50.0  # points per foot: 1 in = 50 ft
    ox, oy = 90, 120
    def P(x, y): return ox + x * s, oy + y * s
    c.setLineWidth(1.5)
    lot = [(0, 0), (300, 0), (300, 380), (0, 380)]
    c.setDash([12, 4, 3, 4])
    p = c.beginPath(); p.moveTo(*P(*lot[0]))
    for q in lot[1:]: p.lineTo(*P(*q))
    p.close(); c.drawPath(p)
    c.setDash()
    c.setFont("Helvetica", 8)
    c.drawString(*P(5, 5), "PROPERTY LINE - LOT AREA 2.61 AC")
    # sound and bluff
    c.setStrokeColorRGB(0, 0, .7)
    for yy in (372, 377):
        c.line(*P(-20, yy), *P(320, yy))
    c.drawString(*P(110, 384), "LONG ISLAND SOUND (RECEIVING WATER)")
    c.setStrokeColorRGB(.4, .3, 0)
    for x in range(0, 300, 12):
        c.line(*P(x, 300), *P(x + 6, 320)); c.line(*P(x + 6, 320), *P(x + 12, 300))
    c.setFillColorRGB(.4, .3, 0)
    c.drawString(*P(100, 330), "VEGETATED BLUFF FACE - NOT TO BE DISTURBED (CpE)")
    c.drawString(*P(100, 352), "BEACH (Bc) - NOT TO BE DISTURBED")
    c.setFillColorRGB(0, 0, 0); c.setStrokeColorRGB(0, 0, 0)
    # limit of disturbance
    c.setStrokeColorRGB(.8, 0, 0); c.setDash(6, 3)
    c.rect(*P(20, 20), 260 * s, 270 * s)
    c.setDash(); c.setFillColorRGB(.8, 0, 0)
    c.drawString(*P(22, 282), "LIMIT OF DISTURBANCE 1.36 AC")
    # silt fence lines with x marks
    def sf(x1, y1, x2, y2, label):
        c.setStrokeColorRGB(.8, 0, 0); c.line(*P(x1, y1), *P(x2, y2))
        n = int(max(abs(x2 - x1), abs(y2 - y1)) / 10)
        for i in range(n + 1):
            x = x1 + (x2 - x1) * i / max(n, 1); y = y1 + (y2 - y1) * i / max(n, 1)
            px, py = P(x, y); c.line(px - 3, py - 3, px + 3, py + 3); c.line(px - 3, py + 3, px + 3, py - 3)
        c.drawString(*P((x1 + x2) / 2 + 3, (y1 + y2) / 2 + 3), label)
    sf(20, 290, 280, 290, "SF-1 SILT FENCE 310 LF")
    c.setStrokeColorRGB(.0, .5, 0); c.setLineWidth(3); c.line(*P(25, 295), *P(275, 295)); c.setLineWidth(1.5)
    c.setFillColorRGB(0, .5, 0); c.drawString(*P(170, 298), "CTL-1 12 IN COMPOST SOCK 300 LF")
    c.setFillColorRGB(.8, 0, 0)
    sf(20, 20, 20, 290, "SF-2 180 LF")
    sf(280, 20, 280, 290, "SF-3 195 LF")
    c.setFillColorRGB(0, 0, 0); c.setStrokeColorRGB(0, 0, 0)
    # house, garage, pool
    c.rect(*P(110, 150), 90 * s, 60 * s); c.drawString(*P(125, 180), "PROPOSED 2-STORY DWELLING FF 38.5")
    c.rect(*P(200, 150), 35 * s, 30 * s); c.drawString(*P(202, 160), "GARAGE")
    c.rect(*P(60, 220), 50 * s, 25 * s); c.drawString(*P(66, 230), "POOL & TERRACE")
    # driveway, SCE
    c.rect(*P(210, 0), 16 * s, 150 * s); c.drawString(*P(228, 60), "PERVIOUS PAVER DRIVEWAY")
    c.setFillGray(.7); c.rect(*P(210, -5), 12 * s, 50 * s, fill=1); c.setFillGray(0)
    c.drawString(*P(160, 8), "SCE-1 50 x 12 FT")
    # trap, berm, drywells, stockpile, washout
    c.circle(*P(40, 255), 14 * s); c.drawString(*P(28, 238), "ST-1 SEDIMENT TRAP 2,520 CF")
    c.setLineWidth(3); c.line(*P(60, 262), *P(200, 262)); c.setLineWidth(1.5)
    c.drawString(*P(115, 266), "DB-1 DIVERSION BERM 140 LF")
    for i, (x, y) in enumerate([(112, 145), (198, 145), (112, 214), (198, 214)], 1):
        c.circle(*P(x, y), 4 * s); c.drawString(*P(x + 5, y - 2), f"DW-{i}")
    c.setDash(2, 2); c.rect(*P(240, 200), 30 * s, 25 * s); c.setDash()
    c.drawString(*P(241, 228), "STOCKPILE w/ SF RING")
    c.rect(*P(240, 110), 12 * s, 12 * s); c.drawString(*P(254, 114), "CW-1")
    # contours and slopes
    c.setStrokeGray(.5); c.setDash(1, 3)
    for k, yy in enumerate([60, 120, 180, 240]):
        c.line(*P(0, yy), *P(300, yy + 8)); c.drawString(*P(2, yy + 2), f"EX {20 + 6 * k}")
    c.setDash(); c.setStrokeGray(0)
    c.drawString(*P(40, 100), "EXISTING SLOPE 2-6% TO NORTH; FINAL 2-5%")
    c.drawString(*P(40, 90), "DRAINAGE: SHEET FLOW NORTH TO ST-1, DRYWELLS AND SOUND")
    c.drawString(*P(0, -12), "ASHAROKEN AVENUE - GUTTER TO VILLAGE OUTFALL, DUCK ISLAND HARBOR")
    # location map inset
    c.rect(W - 470, H - 190, 220, 150)
    c.setFont("Helvetica-Bold", 8); c.drawString(W - 465, H - 52, "LOCATION MAP  1 in = 2,000 ft")
    c.setFont("Helvetica", 7)
    c.line(W - 460, H - 150, W - 260, H - 100); c.drawString(W - 420, H - 118, "ASHAROKEN AVE")
    c.circle(W - 350, H - 123, 5, fill=1); c.drawString(W - 342, H - 135, "SITE")
    c.drawString(W - 460, H - 75, "LONG ISLAND SOUND"); c.drawString(W - 440, H - 175, "DUCK ISLAND HARBOR")
    # notes
    c.setFont("Helvetica-Bold", 9); c.drawString(W - 470, H - 215, "ESC NOTES")
    c.setFont("Helvetica", 7.5)
    ny = H - 230
    for t in ["1. NO OFF-SITE STORAGE, BORROW OR WASTE AREAS.", "2. NO EQUIPMENT SEAWARD OF SF-1.",
              "3. DISCHARGE POINTS: SHEET FLOW TO SOUND; ROAD GUTTER.", "4. SEE SWPPP SECTIONS 8-11 FOR DETAILS",
              "   AND SCHEDULES.", "5. NO WETLANDS ON OR NEAR THE LOT."]:
        c.drawString(W - 470, ny, t); ny -= 11
    c.showPage(); c.save()


def build(outdir, tmp):
    txt = os.path.join(tmp, FILE)
    lines = content()
    for ln in lines:
        assert len(ln) <= 80, ln
    open(txt, "w").write("\n".join(lines) + "\n")
    printed = os.path.join(tmp, "p2_text.pdf")
    render(printed, lines)
    dwg = os.path.join(tmp, "p2_esc1.pdf")
    drawing(dwg)
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.merge([printed, dwg], out, title=FILE)
    items = {i: "present" for i in common.ASHAROKEN}
    for i in common.ASHAROKEN:
        if i.startswith("44-8B(3)"):
            items[i] = "not_applicable"
    spec = {
        "checklist": "asharoken-ch44",
        "style": "plain-text SWPPP with ASCII tables printed like enscript (header with file name, date, Page n of N), ESC drawing bound at the end",
        "producer": "reportlab (Courier text-file printout, creator 'GNU Enscript 1.6.6') + reportlab vector 11x17 drawing, merged with pypdf",
        "decision": "complete",
        "facts": {"disturbed_acres": 1.36, "project_type": "single-family residence (demolition and rebuild)",
                  "single_family": True, "impaired_water": False, "common_plan": False},
        "items": items,
        "evidence_quotes": {
            "44-8B(1)(a)": "build a new two-story single-family residence",
            "44-8B(1)(b)": "SCALE: 1 in = 50 ft",
            "44-8B(1)(c)": "Soil Survey of Suffolk County (USDA NRCS) and two test holes",
            "44-8B(1)(d)": "more than 5 acres will be disturbed at any one time",
            "44-8B(1)(e)": "Construction debris from the demolition is sorted",
            "44-8B(1)(f)": "Spill prevention and response: a spill kit",
            "44-8B(1)(g)": "7. STABILIZATION, RUNOFF AND SEDIMENT CONTROL MEASURES",
            "44-8B(1)(h)": "SF-1 SILT FENCE 310 LF",
            "44-8B(1)(i)": "Dimensions, material specifications and installation details (NYS Standards and",
            "44-8B(1)(j)": "Sediment trap ST-1 will be converted to a permanent vegetated infiltration depression",
            "44-8B(1)(k)": "10. IMPLEMENTATION SCHEDULE",
            "44-8B(1)(l)": "11. MAINTENANCE SCHEDULE",
            "44-8B(1)(m)": "Runoff that is not infiltrated flows north by sheet flow over the bluff face to Long Island Sound",
            "44-8B(1)(n)": "13. RESPONSIBILITIES BY PART OF THE SITE",
            "44-8B(1)(o)": "Diversion berm DB-1 turns runoff from the graded pool and house area away from the bluff crest",
            "44-8B(1)(p)": "No stream gauge or monitoring data exist for the lot. Existing runoff was estimated",
            "44-8C": "practices meets the requirements of Chapter 44 of the Code of the Village of",
            "44-8E": "I certify under penalty of law that I understand and agree to comply with the terms and conditions",
        },
        "gaps": {},
        "ambiguous_items": [],
        "acceptable_decisions": ["complete"],
        "notes": "1.36 acres disturbed (over one acre), not part of a common plan: a land development activity under "
                 "section 44-3, so Ch. 44 applies. Single-family residence between one and five acres, receiving waters "
                 "stated not impaired for a pollutant of concern: Conditions A, B and C of 44-8B(2) fail (Condition C "
                 "excludes single-family residences), so 44-8B(3)(b)-(i) are not_applicable. The drywells and pervious pavers "
                 "are voluntary. Pages 1 to N-1 are the enscript-style text printout; the last page is Drawing ESC-1 "
                 "(11x17 landscape vector, text layer) with the site map, location map inset, LOD, ESC practice locations "
                 "and lengths, 1 in = 50 ft. The contractor certification is signed by both contractors with all fields. "
                 "Whether Long Island Sound's nitrogen TMDL could trigger Condition A is outside the document; the plan's "
                 "own statement is taken.",
    }
    spec = common.finish_labels(out, spec)
    headings = ["STORMWATER POLLUTION PREVENTION PLAN (SWPPP)", "1. PROJECT BACKGROUND", "3. SOILS",
                "6. MATERIALS STORED ON SITE; SPILL PREVENTION AND RESPONSE",
                "9. TEMPORARY PRACTICES CONVERTED TO PERMANENT MEASURES", "12. RECEIVING WATERS",
                "15. EXISTING RUNOFF DATA", "16. POST-CONSTRUCTION CONTROLS", "17. CERTIFICATIONS",
                "EROSION AND SEDIMENT", "SHEET ESC-1"]
    return NAME, spec, headings
