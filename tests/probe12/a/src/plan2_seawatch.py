"""p12a_asharoken_seawatch_subdivision

Style 2: subdivision master SWPPP (six lots): common part, lot-by-lot pages, HOA maintenance agreement.
PDF form: every page has a CropBox smaller than its MediaBox, with printer's crop marks, a slug line and a
DRAFT watermark drawn only in the area outside the CropBox; body text set by groff (-ms, justified, with
automatic hyphenation, so words are split across line ends). Drawings by reportlab.
"""
import os
import io

from reportlab.pdfgen import canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from pypdf import PdfReader, PdfWriter, Transformation
from pypdf.generic import RectangleObject

from common import run, merge, FONT_DIR

NAME = "p12a_asharoken_seawatch_subdivision"

LOTS = [
    # lot, area, disturbance, house footprint, drive, features
    dict(n=1, area="1.62", dist="0.68", foot="3,350", drive="2,050", sf="410", sock="60", dw=3,
         note="Lot 1 fronts Asharoken Avenue at the subdivision entrance. It slopes 2 to 4 percent to the "
              "south-west toward the natural swale that forms Discharge Point DP-1. The existing farm lane "
              "crosses the lot and is removed."),
    dict(n=2, area="1.48", dist="0.66", foot="3,200", drive="1,900", sf="380", sock="40", dw=3,
         note="Lot 2 lies west of Seawatch Court. Old field with scattered red cedar; slopes 3 to 6 percent to "
              "the south. The west swale (DP-1) runs along its rear line and is outside the limit of "
              "disturbance."),
    dict(n=3, area="1.55", dist="0.70", foot="3,400", drive="2,000", sf="430", sock="50", dw=3,
         note="Lot 3 is at the west side of the cul-de-sac. Oak woods over most of the lot; 0.70 acre is "
              "cleared for the house, septic system and drive, and the remaining 0.85 acre of woods is a "
              "no-disturbance area shown on Drawing SP-1."),
    dict(n=4, area="1.91", dist="0.74", foot="3,600", drive="2,100", sf="520", sock="0", dw=3,
         note="Lot 4 is the bluff lot at the head of the cul-de-sac. The bluff crest lies 60 to 90 feet "
              "behind the building envelope and the bluff face (slopes of 35 to 60 percent) is not disturbed. "
              "A temporary diversion berm keeps all construction runoff away from the bluff crest."),
    dict(n=5, area="1.77", dist="0.72", foot="3,500", drive="2,000", sf="460", sock="50", dw=3,
         note="Lot 5 lies east of the cul-de-sac. Oak woods; slopes 4 to 8 percent to the south-east toward the "
              "open space parcel and Discharge Point DP-2."),
    dict(n=6, area="1.39", dist="0.70", foot="3,300", drive="1,950", sf="400", sock="40", dw=3,
         note="Lot 6 fronts Asharoken Avenue east of the entrance. Lawn and old field, slopes 2 to 5 percent "
              "to the south-east. The existing barn is demolished before lot work begins."),
]


def esc(s):
    s = s.replace("\\", "\\e")
    out = []
    for line in s.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        out.append(line)
    return "\n".join(out)


class MS:
    def __init__(self):
        self.buf = [
            ".nr PS 10.5", ".nr VS 12.5", ".nr LL 6.5i", ".nr PO 1i", ".nr HM 0.8i", ".nr FM 0.9i",
            ".nr PI 0", ".nr PD 0.45v", ".hy 14", ".ds CH", ".ds LF Seawatch Estates - Master SWPPP",
            ".ds RF Breakwater Civil Design, P.C.", ".ds CF Page %",
        ]

    def raw(self, s):
        self.buf.append(s)

    def h1(self, s):
        self.buf += [".SH", ".ps +2", esc(s), ".ps -2"]

    def h2(self, s):
        self.buf += [".SH", esc(s)]

    def p(self, s):
        self.buf += [".PP", esc(s)]

    def lp(self, s):
        self.buf += [".LP", esc(s)]

    def bullets(self, items, numbered=False):
        for i, it in enumerate(items, 1):
            self.buf += [".IP \"%s\" 4" % ("%d." % i if numbered else "\\(bu"), esc(it)]
        self.buf.append(".LP")

    def table(self, rows, fmt=None, size=9):
        n = len(rows[0])
        fmt = fmt or " ".join(["lw(%.2fi)" % (6.3 / n)] * n)
        self.buf += [".ps %d" % size, ".vs %d" % (size + 2), ".TS", "allbox tab(@);", "lb " * (n - 1) + "lb",
                     fmt + "."]
        for i, r in enumerate(rows):
            cells = ["T{\n%s\nT}" % esc(c) for c in r]
            self.buf.append("@".join(cells))
        self.buf += [".TE", ".ps 10.5", ".vs 12.5"]

    def bp(self):
        self.buf.append(".bp")

    def text(self):
        return "\n".join(self.buf) + "\n"


def narrative():
    m = MS()
    # -------- cover
    m.raw(".sp 1.4i")
    m.raw(".nh")
    m.raw(".ce 100")
    m.raw(".ps 20")
    m.raw(".B \"MASTER STORMWATER POLLUTION PREVENTION PLAN\"")
    m.raw(".ps 15")
    m.raw(".sp 0.3i")
    m.raw(".B \"SEAWATCH ESTATES\"")
    m.raw(".ps 11")
    m.raw("A Six-Lot Residential Subdivision")
    m.raw("Asharoken Avenue, Village of Asharoken, Suffolk County, New York")
    m.raw("Suffolk County Tax Map District 0101, Section 002.00, Block 01.00, Lot 015.000")
    m.raw(".sp 0.5i")
    m.raw("Applicant: Seawatch Estates LLC, 18 Bayview Road, Northport, New York 11768")
    m.raw(".sp 0.2i")
    m.raw("Prepared by: Breakwater Civil Design, P.C.")
    m.raw("200 New York Avenue, Huntington, New York 11743 \\(em (631) 555-0119")
    m.raw(".sp 0.5i")
    m.raw("Submitted to the Village of Asharoken Planning Board with the application for final subdivision plat approval")
    m.raw("April 2, 2024")
    m.raw(".ce 0")
    m.raw(".hy 14")
    m.bp()
    # -------- contents
    m.h1("Contents")
    m.table([["Part", "Subject", "Page"],
             ["A", "Common elements of the subdivision (sections A1 to A16)", "3"],
             ["B", "Lot-by-lot pages: Lots 1 to 6", "8"],
             ["C", "Post-construction stormwater management (sections C1 to C8)", "11"],
             ["D", "Certifications", "13"],
             ["E", "HOA stormwater facilities maintenance agreement", "14"],
             ["Drawings", "SP-1 Site Map; ESC-1 Erosion and Sediment Control Plan; PC-1 Post-Construction "
                          "Practices and Easements; DT-1 Details", "15"]],
            fmt="lw(0.8i) lw(4.6i) lw(0.7i)")
    m.p("This is the master SWPPP for the whole subdivision. The common part (Part A) governs the road, "
        "utilities, drainage and common parcels and applies to every lot. Part B adds what is particular to "
        "each lot. A builder or purchaser of any lot is bound by Part A, by the page for that lot in Part B, "
        "and by Parts C and E.")
    m.bp()
    # -------- part A
    m.h1("Part A. Common Elements")
    m.h2("A1. Project background")
    m.p("Seawatch Estates LLC proposes to subdivide an 11.20-acre parcel on the north side of Asharoken Avenue "
        "into six single-family residential lots of 1.39 to 1.91 acres, a road parcel (Parcel R, 0.86 acre) "
        "and an open space parcel along the bluff and the tidal wetland (Parcel OS, 0.62 acre). The work "
        "consists of a new private road, Seawatch Court (640 feet long, 22 feet wide, ending in a cul-de-sac), "
        "a Suffolk County Water Authority water main extension, underground electric and communications, the "
        "road drainage system and its bioretention basin, and, on each lot, a single-family house with a "
        "driveway, an on-site wastewater treatment system and roof-runoff drywells.")
    m.p("Total land disturbance over the life of the project is 5.60 acres: 1.40 acres for the road, utilities "
        "and common drainage and 4.20 acres on the six lots. Because the lots are parts of one common plan of "
        "development and sale, the whole subdivision is a land development activity under Section 44-3 of the "
        "Village Code, and because more than five acres will be disturbed it meets Condition B of Section "
        "44-8B(2). This SWPPP therefore includes the post-construction controls of Section 44-8B(3) (Part C). "
        "The project will also be covered under the NYSDEC SPDES General Permit for Stormwater Discharges from "
        "Construction Activity, GP-0-20-001.")
    m.h2("A2. Site description and site map")
    m.p("The parcel rises from Asharoken Avenue (elevation 12) to a wooded crest (elevation 46) and falls at the "
        "north to the bluff above Duck Island Harbor. Existing cover is 4.1 acres of oak and red cedar woods, "
        "5.3 acres of old field and lawn, 0.9 acre of bluff face in beach grass and bayberry, and a barn and "
        "farm lane. A NYSDEC-regulated tidal wetland borders the harbor at the foot of the bluff; no work is "
        "proposed within 100 feet of it. Runoff leaves the parcel at two points: DP-1, a natural swale at the "
        "south-west corner that drains to the tidal wetland at the harbor edge, and DP-2, sheet flow across "
        "Parcel OS to the same wetland.")
    m.p("Drawing SP-1, at the back of this plan, is the site map at 1 inch = 100 feet. It shows the general "
        "location map, the total site area, the lots and all improvements, the limits of disturbance and the "
        "areas that will not be disturbed, existing vegetation, the harbor and the tidal wetland, the drainage "
        "patterns and the two discharge points, and the existing and final contours. There are no off-site "
        "material, waste, borrow or equipment storage areas: all stockpiles and the equipment yard are on "
        "Parcel R and Lot 6 as shown on Drawing ESC-1.")
    m.h2("A3. Soils")
    m.p("The Soil Survey of Suffolk County maps three soils on the parcel. Plymouth loamy sand, 3 to 8 percent "
        "slopes (PlB), covers the crest and most of Lots 3, 4 and 5: a deep, excessively drained sand with very "
        "rapid permeability (hydrologic soil group A). Riverhead sandy loam, 3 to 8 percent slopes (RhB), "
        "covers the southern half of the parcel, Lots 1, 2 and 6 and the road: a deep, well drained sandy loam "
        "over stratified sand and gravel (group B). Carver and Plymouth sands, 15 to 35 percent slopes (CpE), "
        "form the bluff face; they are loose and highly erodible once the vegetation is lost. Seven test holes "
        "(TH-1 to TH-7, October 2023) found 1.5 to 2.5 feet of loamy topsoil and subsoil over clean medium sand "
        "to 17 feet, with groundwater at elevation 3.8 near the bluff and none within 17 feet elsewhere.")
    m.h2("A4. Receiving waters")
    m.p("Receiving waters: the tidal wetland at the south-west of the parcel and Duck Island Harbor, an arm of "
        "Northport Bay and Long Island Sound. Duck Island Harbor is not listed on the 2018 New York State "
        "Section 303(d) list of impaired waters, and the parcel is not in a TMDL watershed for a pollutant that "
        "this project would discharge, so Condition A does not apply.")
    m.h2("A5. Existing stormwater runoff data")
    m.p("There is no stream gauge, outfall sampling or water-quality monitoring on the parcel or its swales. The "
        "existing information that describes runoff from the site is:")
    m.bullets([
        "The Village drainage complaint log for 2014 through 2023 lists no complaints for the parcel frontage "
        "and one report (August 2018) of ponding on Asharoken Avenue at the parcel's south-west corner, which "
        "the Village attributed to a clogged leaching basin in the road.",
        "The Village 2021 drainage inventory shows that the parcel is not connected to any Village storm drain; "
        "all its runoff reaches the harbor through DP-1 and DP-2.",
        "Field observations by Breakwater staff on October 30, 2023, the morning after 1.6 inches of rain: "
        "concentrated flow only in the DP-1 swale, about 3 inches deep and clear; no rills on the bluff face; "
        "no flow across Asharoken Avenue.",
        "Pre-development peak flows computed for this plan (TR-55, Section C4): 0.42 cfs at DP-1 and 0.18 cfs "
        "at DP-2 in the 1-year storm.",
    ])
    m.h2("A6. Construction phasing and sequence")
    m.p("The work is built in two phases so that no more than 5.0 acres are disturbed at any one time; the "
        "largest area open at once is 4.20 acres.")
    m.table([["Phase", "Work", "Area (ac)", "Start condition"],
             ["1", "Road, utilities, drainage, BR-1 (as sediment trap ST-1), Lots 1, 2 and 3", "3.44",
              "Preconstruction meeting with the Village SMO; perimeter controls installed and accepted"],
             ["2", "Lots 4, 5 and 6", "2.16",
              "Road binder course placed; Parcel R and road shoulders seeded and mulched; no more than 2.04 acres of "
              "Phase 1 still open"]], fmt="lw(0.5i) lw(2.6i) lw(0.7i) lw(2.5i)")
    m.lp("Sequence of construction:")
    m.bullets([
        "Stake the limits of disturbance; install orange construction fence at the bluff setback line and "
        "around the no-disturbance woods on Lots 3 and 5.",
        "Install the stabilized construction entrance at Asharoken Avenue and the perimeter silt fence along "
        "the downslope limits.",
        "Clear and grub the road corridor and Parcel R; strip topsoil to the stockpile on Parcel R.",
        "Excavate temporary sediment trap ST-1 at the BR-1 location and build temporary diversion D-1 along "
        "the west side of the road to carry road-corridor runoff to ST-1; build diversion berm DB-1 behind "
        "the bluff setback.",
        "Rough grade the road; install the water main, electric and communications; install catch basins, "
        "pipes and leaching galley LG-1 with inlet protection.",
        "Place road base and binder course; seed and mulch road shoulders and Parcel R.",
        "Clear Lots 1 to 3 only within their building envelopes; build houses, septic systems and drywells; "
        "connect roof leaders to drywells only after the lot is stabilized.",
        "Begin Phase 2 when the Phase 2 start conditions are met; clear and build Lots 4 to 6 in the same way.",
        "When the road drainage area is stabilized, convert ST-1 to bioretention basin BR-1 and D-1 to grass "
        "swale GS-1 (Section A13); place the road top course.",
        "Final stabilization of every lot; remove temporary controls; submit as-built drawings of BR-1, GS-1, "
        "LG-1 and the drywells to the Village.",
    ], numbered=True)
    m.h2("A7. Pollution prevention: litter, construction chemicals and debris")
    m.p("A covered 30-cubic-yard dumpster for construction debris and a lidded container for litter stand on "
        "Parcel R, on level ground 300 feet from the bluff crest. Each lot builder keeps a lidded container on "
        "the lot. Containers are emptied when three-quarters full and never overfilled; lids are closed at the "
        "end of each day and before rain. Demolition debris from the barn goes directly into trucks. Packaging, "
        "food waste and litter are picked up across the site daily. Portable toilets stand at least 50 feet "
        "from any swale and are staked against wind. Paints, sealants and solvents are kept closed in a "
        "locked job box; painting equipment is cleaned only into a lined container, never on the ground.")
    m.h2("A8. Materials stored on site, storage practices, spill prevention and response")
    m.table([["Material", "Where stored", "Storage practice"],
             ["Diesel fuel (up to 250 gal)", "Double-walled tank on Parcel R",
              "Inside a lined secondary containment berm; fueling only on Parcel R over drip pans"],
             ["Hydraulic oil, motor oil, grease", "Job box on Parcel R", "Closed containers on a spill pallet under cover"],
             ["Bagged cement, mortar, grout", "Lot under construction", "On pallets under tarps, off the ground"],
             ["Asphalt binder and top course", "Delivered hot, not stored", "Tack coat applied only in dry weather"],
             ["Aggregate, topsoil, sand", "Stockpile area, Parcel R", "Ringed with silt fence; seeded if left 7 days"],
             ["Fertilizer and lime", "Builder job box", "Kept closed; applied only at seeding, per soil test"],
             ["Concrete washout", "Lined washout container on each active lot", "Emptied at 75 percent of capacity"]],
            fmt="lw(1.9i) lw(1.9i) lw(2.5i)")
    m.p("Spill prevention and response: spill kits (absorbent pads and booms, granular absorbent, shovels, "
        "drums) are kept at the fuel tank and on each active lot. Any spill is stopped at its source, contained "
        "with absorbent, cleaned up and the contaminated material placed in a drum for licensed disposal. The "
        "site superintendent reports any petroleum spill to the NYSDEC Spill Hotline (1-800-457-7362) within two "
        "hours of discovery and to the Village SMO the same day. The spill log is kept with this SWPPP.")
    m.h2("A9. Temporary and permanent stabilization and controls for each stage")
    m.table([["Stage", "Temporary measures", "Permanent measures"],
             ["Clearing and grubbing", "Construction entrance; perimeter silt fence; construction fence; "
              "diversion berm DB-1 behind the bluff setback", "Undisturbed woods and bluff vegetation kept"],
             ["Road grading and utilities", "Diversion D-1 to sediment trap ST-1; inlet protection; stockpile "
              "silt fence; temporary seeding of idle areas", "Road pavement; seeded shoulders"],
             ["Lot construction", "Lot silt fence and filter sock; lot construction entrance on the drive; "
              "temporary seeding and mulch of idle areas; dust control by watering",
              "Lawn, landscape beds, drives; drywells"],
             ["Conversion and closeout", "Sediment removal from ST-1 and D-1", "Bioretention BR-1, grass swale GS-1, "
              "erosion control blanket on slopes steeper than 3:1"]],
            fmt="lw(1.4i) lw(2.6i) lw(2.3i)")
    m.p("Temporary stabilization: any disturbed area where work stops for 7 days or more is seeded with annual "
        "ryegrass at 1 pound per 1,000 square feet and mulched with straw at 2 tons per acre within 7 days; "
        "after October 15 mulch alone is applied and anchored. Permanent stabilization: 6 inches of topsoil, "
        "the lawn mix (Kentucky bluegrass, perennial ryegrass and fine fescue) at 5 pounds per 1,000 square "
        "feet or a native coastal mix on Parcel OS, and straw mulch. Final stabilization is 80 percent uniform "
        "perennial cover on all unpaved disturbed areas.")
    m.h2("A10. Structural practices that divert, store or limit runoff")
    m.p("Diversion berm DB-1 (18 inches high, 330 feet long) runs behind the bluff setback line on Lots 4 and 5 "
        "so that no runoff from the work areas reaches the bluff crest; it discharges at each end through stone "
        "level spreaders onto undisturbed woods. Temporary diversion swale D-1 (380 feet) carries runoff from "
        "the road corridor to temporary sediment trap ST-1, which stores it and releases it through a stone "
        "outlet. Lot perimeter silt fence and filter sock limit runoff from each lot, and roof leaders are not "
        "connected to the drywells until the lot is stabilized, so that the drywells never receive sediment.")
    m.h2("A11. Erosion and sediment control practices: locations, sizes and lengths")
    m.table([["Practice", "Location", "Size / length"],
             ["Stabilized construction entrance SCE-1", "Seawatch Court at Asharoken Avenue", "24 ft x 50 ft"],
             ["Perimeter silt fence SF-1", "South and west limits, Lots 1, 2, 6 and Parcel R", "1,220 LF"],
             ["Diversion berm DB-1", "Bluff setback line, Lots 4 and 5", "330 LF, 18 in high"],
             ["Diversion swale D-1", "West side of Seawatch Court", "380 LF"],
             ["Sediment trap ST-1", "Parcel R, cul-de-sac (future BR-1)", "10,080 cf; 60 ft x 40 ft at top"],
             ["Inlet protection IP-1 to IP-6", "Road catch basins CB-1 to CB-6", "6 inlets"],
             ["Stockpile silt fence", "Topsoil stockpile, Parcel R", "260 LF"],
             ["Construction fence", "Bluff setback and no-disturbance woods", "1,150 LF"],
             ["Lot silt fence and filter sock", "Each lot, see Part B", "2,600 LF fence; 240 LF sock"]],
            fmt="lw(2.2i) lw(2.6i) lw(1.5i)")
    m.p("All of these are drawn on Drawing ESC-1 with their labels and lengths.")
    m.h2("A12. Dimensions, materials and installation details; sizing of the sediment trap")
    m.p("Silt fence: woven geotextile 36 inches wide on 2 x 2 inch hardwood posts 4 feet long at 8 feet on "
        "center, 24 inches above grade, with the bottom 6 inches buried in a trench and backfilled. Filter "
        "sock: 12-inch diameter, filled with weed-free compost, staked at 10 feet. Stabilized construction "
        "entrance: 1.5 to 4 inch crushed stone, 6 inches thick, on nonwoven geotextile, 24 feet wide and 50 "
        "feet long. Inlet protection: geotextile insert bags with overflow. Diversion berm DB-1: compacted "
        "earth, 18 inches high, 2:1 side slopes, seeded and mulched on completion. Diversion swale D-1: "
        "parabolic, 1 foot deep, 6 feet wide, lined with erosion control blanket.")
    m.p("Sediment trap ST-1 drains 2.80 acres. At the Standard's 3,600 cubic feet per acre of drainage area "
        "(1,800 wet and 1,800 dry) it needs 10,080 cubic feet; the trap as graded stores 10,400 cubic feet "
        "below its stone outlet, 60 feet by 40 feet at the top, 4 feet deep, with 2:1 side slopes and a "
        "crushed-stone outlet 6 feet long at elevation 20.0. It is placed within the footprint of BR-1 so "
        "that the excavation serves both. Details are on Drawing DT-1.")
    m.h2("A13. Temporary practices converted to permanent control measures")
    m.p("Sediment trap ST-1 becomes bioretention basin BR-1: once the road drainage area is stabilized, the "
        "trapped sediment is removed, the bottom is excavated 2 feet below the trap floor, and the underdrain, "
        "stone and bioretention soil media are placed and planted (Section C5). Diversion swale D-1 becomes "
        "permanent grass swale GS-1: the sediment is removed, the swale is reshaped to the GS-1 section and "
        "permanently seeded under turf reinforcement mat. The stone of construction entrance SCE-1 is reused "
        "as subbase under the road apron.")
    m.h2("A14. Implementation schedule for the temporary practices")
    m.table([["Practice", "Initial placement", "Remains in place until"],
             ["Construction fence", "Before any clearing", "Final stabilization of the adjoining lot"],
             ["SCE-1", "Before any clearing", "Road binder course is placed"],
             ["Perimeter silt fence SF-1", "Before any clearing", "80 percent cover upslope"],
             ["Diversion berm DB-1", "Before clearing on Lots 4 and 5", "Final stabilization of Lots 4 and 5"],
             ["D-1 and ST-1", "Immediately after the road corridor is cleared", "Road drainage area stabilized, "
              "then converted (A13)"],
             ["Inlet protection", "As each catch basin is set", "Road top course and shoulders stabilized"],
             ["Lot silt fence and sock", "Before clearing of that lot", "80 percent cover on that lot"],
             ["Temporary seeding and mulch", "Within 7 days of work stopping on an area", "Permanent seeding"]],
            fmt="lw(1.9i) lw(2.2i) lw(2.2i)")
    m.h2("A15. Maintenance schedule and inspections")
    m.p("A qualified professional (a licensed engineer or a Certified Professional in Erosion and Sediment "
        "Control) inspects every erosion and sediment control practice at least once every 7 days and within "
        "24 hours of any storm producing 0.5 inch of rain or more, as Section 44-10A(2) requires, and records "
        "each inspection in the site logbook kept with this SWPPP. Repairs found necessary are made within one "
        "working day. Maintenance standards:")
    m.table([["Practice", "Maintenance"],
             ["Silt fence and sock", "Remove sediment at one-half height; repair or replace torn or undercut sections"],
             ["SCE-1", "Add clean stone when sediment fills the voids; sweep the road the same day if tracking occurs"],
             ["Sediment trap ST-1", "Remove sediment when the wet storage is half full (design capacity reduced by 50 percent); repair the outlet"],
             ["Diversions DB-1 and D-1", "Repair breaches and low spots; reseed bare areas"],
             ["Inlet protection", "Empty insert bags when one-third full"],
             ["Seeded and mulched areas", "Reseed and remulch bare spots until 80 percent cover"]],
            fmt="lw(1.8i) lw(4.5i)")
    m.h2("A16. Delineation of SWPPP implementation responsibilities")
    m.table([["Part of the site", "Responsible party", "Duties"],
             ["Seawatch Court, Parcel R, Parcel OS, all common drainage", "Seawatch Estates LLC, through its site "
              "contractor Harborline Site Development Corp.", "All Part A controls, ST-1, D-1, DB-1, conversion to "
              "BR-1 and GS-1, inspections and logbook"],
             ["Each lot, before it is sold", "Seawatch Estates LLC", "The lot controls in Part B"],
             ["Each lot, after it is sold", "The lot owner and the lot builder, who sign the contractor "
              "certification in Part D before starting", "The lot controls in Part B; drywells; stabilization "
              "of the lot"],
             ["Permanent practices after final stabilization", "Seawatch Estates Homeowners Association, Inc. "
              "(BR-1, GS-1, LG-1); each lot owner (own drywells)", "Part C maintenance and the Part E agreement"]],
            fmt="lw(1.9i) lw(2.2i) lw(2.2i)")
    m.p("A copy of this SWPPP is kept in the site contractor's field office on Parcel R from the start of "
        "construction until final stabilization.")
    m.bp()
    # -------- part B
    m.h1("Part B. Lot-by-Lot Pages")
    m.p("Each lot page gives the lot's disturbance, its controls and its stabilization. The Part A controls "
        "stay in place around every lot. No lot may be cleared until its controls are installed and the "
        "lot builder has signed the contractor certification.")
    for i, lot in enumerate(LOTS):
        m.h2("Lot %d" % lot["n"])
        m.p(lot["note"])
        imp = int(lot["foot"].replace(",", "")) + int(lot["drive"].replace(",", ""))
        m.table([["Item", "Lot %d" % lot["n"]],
                 ["Lot area / disturbance", "%s acres / %s acre" % (lot["area"], lot["dist"])],
                 ["New impervious area", "House %s sq ft, driveway %s sq ft (%s sq ft in all)" %
                  (lot["foot"], lot["drive"], "{:,}".format(imp))],
                 ["Controls", "Silt fence %s LF on the downslope limit; %s; lot construction entrance on "
                              "the driveway line, 12 ft x 30 ft; concrete washout container; inlet protection "
                              "on the nearest road catch basin stays in place" %
                  (lot["sf"], ("filter sock %s LF at the road edge" % lot["sock"]) if lot["sock"] != "0"
                   else "diversion berm DB-1 behind the bluff setback")],
                 ["Drywells", "%d precast leaching pools, 8 ft diameter x 8 ft deep, for roof and driveway runoff "
                              "(2-inch rainfall storage)" % lot["dw"]],
                 ["Stabilization", "Temporary seed and mulch of idle areas within 7 days; permanent lawn "
                                   "or landscape beds before the certificate of occupancy; 80 percent cover "
                                   "before the lot controls are removed"]],
                fmt="lw(1.6i) lw(4.7i)")
        if i in (1, 3):
            m.bp()
    m.bp()
    # -------- part C
    m.h1("Part C. Post-Construction Stormwater Management")
    m.h2("C1. Description of each post-construction practice")
    m.p("Bioretention basin BR-1, on Parcel R north of the cul-de-sac, treats the runoff from Seawatch Court "
        "and its shoulders (drainage area 1.20 acres, 0.46 acre impervious). Road runoff enters six catch "
        "basins and is piped to a stone forebay at BR-1; flows above the bioretention ponding depth overflow "
        "to leaching galley LG-1 below the cul-de-sac, which infiltrates them into the Plymouth sand. Grass "
        "swale GS-1 along the west side of the road conveys and filters the runoff from the west shoulder and "
        "the fronts of Lots 2 and 3 to BR-1. On every lot, roof leaders and the driveway trench drain discharge "
        "to three drywells that store and infiltrate the runoff from 2 inches of rainfall.")
    m.h2("C2. Locations and sizes")
    m.table([["Practice", "Location", "Size"],
             ["BR-1 bioretention basin", "Parcel R, north of cul-de-sac", "2,400 sq ft filter bed; 9-in ponding; 2.5 ft soil media"],
             ["Forebay", "BR-1 inlet", "320 cu ft, stone-lined"],
             ["LG-1 leaching galley", "Under cul-de-sac", "Eight 4 ft x 4 ft x 8 ft galley units, 1,950 cu ft with stone"],
             ["GS-1 grass swale", "West side of Seawatch Court", "380 LF; 4 ft bottom, 3:1 sides, 1.0% slope"],
             ["Lot drywells", "Each lot, see Part B", "3 pools per lot, 8 ft dia x 8 ft deep"]],
            fmt="lw(1.7i) lw(2.0i) lw(2.6i)")
    m.p("Drawing PC-1 shows the location and size of each practice and the maintenance easements.")
    m.h2("C3. Hydrologic and hydraulic analysis")
    m.p("Runoff was computed with the NRCS TR-55 method (HydroCAD 10.2, Type III 24-hour storms, NOAA Atlas 14 "
        "depths for Asharoken: 1-year 2.8 inches, 10-year 5.0 inches, 100-year 8.2 inches). Curve numbers: woods "
        "in good condition 30 (A) and 55 (B); lawn 39 (A) and 61 (B); impervious 98. Times of concentration "
        "were measured from the existing and proposed contours. The catch basins and pipes were sized for the "
        "10-year storm by the Rational Method (intensity 5.6 inches per hour, C = 0.9 pavement, 0.25 lawn); "
        "the 15-inch HDPE pipes carry 3.1 cfs at 62 percent of capacity. BR-1 and LG-1 together hold the "
        "10-year runoff from the road drainage area without discharge; the 100-year overflow leaves BR-1 over "
        "a 10-foot stone weir at elevation 21.5 with 0.4 foot of head. The drywells hold 1,206 cubic feet per "
        "lot against a required 2-inch volume of 850 to 950 cubic feet.")
    m.p("Water quality volume (Design Manual Chapter 4): 90 percent rainfall 1.3 inches; for BR-1, Rv = 0.05 + "
        "0.009(38) = 0.39, WQv = (1.3)(0.39)(1.20)/12 = 0.051 acre-foot, or 2,220 cubic feet. BR-1 holds "
        "1,800 cubic feet in its ponding zone and 1,500 cubic feet in the voids of its soil media and stone, "
        "3,300 cubic feet in all. The lot drywells infiltrate the full WQv from the roofs and driveways, so the "
        "runoff reduction volume is met by infiltration in hydrologic soil group A and B soils. Channel "
        "protection (Cpv) and overbank control are not required because the site discharges directly to tidal "
        "waters, as the Design Manual allows; peak flows are nonetheless reduced (C4).")
    m.h2("C4. Comparison of post-development with pre-development runoff")
    m.table([["Design point / storm", "Pre-development (cfs)", "Post-development (cfs)", "Change"],
             ["DP-1, 1-year", "0.42", "0.31", "-26%"],
             ["DP-1, 10-year", "1.86", "1.44", "-23%"],
             ["DP-1, 100-year", "4.95", "4.60", "-7%"],
             ["DP-2, 1-year", "0.18", "0.12", "-33%"],
             ["DP-2, 10-year", "0.77", "0.61", "-21%"],
             ["DP-2, 100-year", "2.10", "1.98", "-6%"]],
            fmt="lw(1.8i) lw(1.5i) lw(1.6i) lw(1.0i)")
    m.p("Runoff volume in the 1-year storm falls from 2,950 cubic feet to 2,100 cubic feet at DP-1 and from "
        "1,240 to 860 cubic feet at DP-2. Post-development peak flows are lower than pre-development peak "
        "flows at both discharge points for every design storm.")
    m.h2("C5. Dimensions, materials and installation of each practice")
    m.table([["Practice", "Dimensions and materials", "Installation"],
             ["BR-1", "Filter bed 60 ft x 40 ft; 9-in ponding; 2.5 ft bioretention soil (85% sand, 10% fines, "
                      "5% organic matter); 3 in shredded hardwood mulch; 12 in No. 2 stone with 6-in perforated "
                      "HDPE underdrain to LG-1; native shrub and perennial planting",
              "Excavate only after the drainage area is stabilized; no heavy equipment on the bed; place media "
              "in 12-in lifts without compaction; plant and mulch; water until established"],
             ["Forebay", "Stone-lined pool 4 ft deep, NYSDOT medium stone over geotextile", "Built with BR-1"],
             ["LG-1", "Eight precast galley units 4 x 4 x 8 ft, traffic-rated, in 12 in of clean stone wrapped "
                      "in nonwoven geotextile; inspection port", "Installed after road rough grading; bottom in "
                                                                 "clean sand at least 3 ft above groundwater"],
             ["GS-1", "Trapezoidal, 4 ft bottom, 3:1 sides, 1 ft deep; turf reinforcement mat over topsoil and "
                      "seed", "Shaped from D-1 after sediment removal; mat stapled per maker's pattern"],
             ["Drywells", "Precast concrete leaching pools, 8 ft dia x 8 ft deep, H-20 slab and cast-iron cover, "
                          "in 2 ft of clean stone", "Bottom in clean sand; leaders connected only after the lot "
                                                    "is stabilized"]],
            fmt="lw(0.9i) lw(3.0i) lw(2.4i)")
    m.p("Details of each practice are on Drawing DT-1.")
    m.h2("C6. Maintenance schedule for each practice")
    m.table([["Practice", "Inspection", "Maintenance"],
             ["BR-1 and forebay", "Monthly in the first growing season; then quarterly and after any storm of "
              "1 inch or more", "Remove trash and sediment from the forebay when one-half full; replace mulch yearly; "
              "replace dead plants; if water stands more than 48 hours, rake or replace the top 3 in of media"],
             ["LG-1", "Twice a year at the inspection port", "Vacuum sediment when more than 6 in deep"],
             ["GS-1", "Twice a year and after storms of 1 inch or more", "Mow to 4 to 6 in; repair erosion; "
              "remove sediment"],
             ["Lot drywells", "Once a year by the lot owner", "Clean leaders and gutters; vacuum sediment"]],
            fmt="lw(1.2i) lw(2.1i) lw(3.0i)")
    m.h2("C7. Maintenance easements")
    m.p("A 20-foot-wide stormwater maintenance and access easement over BR-1, LG-1 and GS-1, and over the "
        "access strip from Seawatch Court to BR-1, is granted to the Seawatch Estates Homeowners Association, "
        "Inc. and to the Village of Asharoken for inspection and repair. The easements are shown on Drawing "
        "PC-1 and on the final subdivision plat, will be recorded with the plat in the office of the Suffolk "
        "County Clerk, and remain in effect on any transfer of title to the road parcel or to any lot. On each "
        "lot a 10-foot easement around the drywells gives the Village the same right of access.")
    m.h2("C8. Inspection and maintenance agreement")
    m.p("The Stormwater Facilities Maintenance Agreement in Part E binds the Homeowners Association and every "
        "owner of every lot, and all their successors, to inspect and maintain the practices of this Part. It "
        "is to be approved by the Village, recorded in the office of the Suffolk County Clerk as a deed "
        "restriction on each lot and on Parcel R before final plat approval, and referenced in every deed.")
    m.bp()
    # -------- part D
    m.h1("Part D. Certifications")
    m.h2("D1. Preparer's certification (Section 44-8C)")
    m.p("I certify that this Stormwater Pollution Prevention Plan was prepared by me and that the design of all "
        "stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of "
        "Asharoken.")
    m.raw(".sp 1")
    m.raw(".nf")
    m.raw("Signature: /s/ Jonathan R. Albrecht")
    m.raw("Jonathan R. Albrecht, P.E., New York License No. 091533")
    m.raw("Breakwater Civil Design, P.C., 200 New York Avenue, Huntington, NY 11743")
    m.raw("Date: April 2, 2024                    [SEAL]")
    m.raw(".fi")
    m.h2("D2. Contractor certification (Section 44-8E)")
    m.p("Each contractor and subcontractor identified in this SWPPP who will disturb soil or install a "
        "stormwater management practice signs this statement before any work:")
    m.p("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
        "of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to "
        "cause or contribute to a violation of water quality standards.\"")
    m.table([["Field", "Site contractor"],
             ["Signature", "/s/ Kevin M. Doyle"],
             ["Name and title", "Kevin M. Doyle, Vice President"],
             ["Firm", "Harborline Site Development Corp."],
             ["Firm address and telephone", "55 Fort Salonga Road, Northport, NY 11768; (631) 555-0164"],
             ["Site", "Seawatch Estates, Asharoken Avenue, Village of Asharoken (SCTM 0101-002.00-01.00-015.000)"],
             ["Responsible for", "Part A controls, road, utilities, drainage, BR-1, GS-1, LG-1"],
             ["Date", "March 28, 2024"]],
            fmt="lw(1.8i) lw(4.5i)")
    m.p("Lot builders sign a copy of the same statement, with the same entries, before starting work on their "
        "lot; the signed copies are added to this Part and become part of the SWPPP.")
    m.bp()
    # -------- part E
    m.h1("Part E. Stormwater Facilities Maintenance Agreement")
    m.lp("Seawatch Estates Homeowners Association, Inc. and the owners of Lots 1 to 6, Seawatch Estates")
    m.p("This Agreement is made by Seawatch Estates LLC (the Declarant), the Seawatch Estates Homeowners "
        "Association, Inc. (the Association) and the Village of Asharoken (the Village).")
    m.bullets([
        "Facilities. This Agreement covers bioretention basin BR-1 with its forebay, leaching galley LG-1, "
        "grass swale GS-1, the road catch basins and pipes, and the drywells on each lot, as built and as shown "
        "on Drawing PC-1 of the approved SWPPP.",
        "Maintenance by the Association. The Association shall inspect and maintain BR-1, LG-1, GS-1 and the "
        "road drainage system at its own cost in accordance with Section C6 of the SWPPP, and shall keep a "
        "written record of each inspection and repair for at least five years.",
        "Maintenance by lot owners. The owner of each lot shall inspect and maintain the drywells on the lot "
        "once a year and shall not connect any other flow to them or build over them.",
        "Binding effect. This Agreement runs with the land and binds the Declarant, the Association, every "
        "owner of any lot and all their heirs, successors and assigns. Every deed to a lot shall refer to it.",
        "Recording. The Declarant shall record this Agreement in the office of the Suffolk County Clerk as a "
        "deed restriction on Lots 1 to 6 and Parcel R after approval by counsel for the Village and before "
        "final plat approval.",
        "Right of entry. The Village, its officers and agents may enter the easements shown on Drawing PC-1 at "
        "reasonable times to inspect the facilities.",
        "Failure to maintain. If the Association or a lot owner fails to maintain a facility within 30 days of "
        "written notice, the Village may do the work and charge its cost to the Association or the owner; "
        "unpaid charges become a lien on the property collected as real property taxes are.",
        "Funding. The Association shall keep a stormwater reserve of at least $6,000, replenished yearly from "
        "the common charges.",
        "Amendment. This Agreement may be amended only with the written consent of the Village.",
    ], numbered=True)
    m.raw(".sp 1")
    m.raw(".nf")
    m.raw("Declarant: Seawatch Estates LLC, by /s/ Andrea L. Moretti, Managing Member    Date: March 29, 2024")
    m.raw("Association: Seawatch Estates Homeowners Association, Inc., by /s/ Andrea L. Moretti, President")
    m.raw("Village of Asharoken: by ____________________ (upon approval of Village counsel)")
    m.raw(".fi")
    return m.text()


# ---------------------------------------------------------------------------------------------
# Drawings
# ---------------------------------------------------------------------------------------------
LW, LH = 11 * 72, 8.5 * 72


def _frame(c, sheet, title):
    c.setLineWidth(1.2)
    c.rect(20, 20, LW - 40, LH - 40)
    c.rect(LW - 220, 20, 200, 92)
    c.setFont("DV-B", 8)
    c.drawString(LW - 212, 98, "BREAKWATER CIVIL DESIGN, P.C.")
    c.setFont("DV", 6.5)
    c.drawString(LW - 212, 86, "SEAWATCH ESTATES - VILLAGE OF ASHAROKEN")
    c.drawString(LW - 212, 75, title)
    c.drawString(LW - 212, 64, "DATE: 04/02/2024   SCALE: AS NOTED")
    c.setFont("DV-B", 10)
    c.drawString(LW - 212, 44, "DRAWING " + sheet)


def _site_base(c, x0, y0, s):
    """s = points per foot (1 in = 100 ft -> 0.72)."""
    # parcel ~ 700 x 700 ft
    P = lambda x, y: (x0 + x * s, y0 + y * s)
    c.setLineWidth(1.4)
    pts = [P(0, 0), P(700, 0), P(700, 640), P(0, 700)]
    p = c.beginPath()
    p.moveTo(*pts[0])
    for q in pts[1:]:
        p.lineTo(*q)
    p.close()
    c.drawPath(p)
    c.setFont("DV", 6)
    c.drawString(*P(250, -22), "ASHAROKEN AVENUE")
    # road
    c.setLineWidth(0.8)
    c.line(*P(340, 0), *P(340, 520))
    c.line(*P(362, 0), *P(362, 520))
    c.circle(x0 + 351 * s, y0 + 560 * s, 45 * s)
    c.drawString(*P(370, 250), "SEAWATCH COURT (22 FT)")
    # lots
    c.setLineWidth(0.4)
    c.setDash([4, 2])
    for a, b in [((0, 240), (340, 240)), ((0, 470), (300, 470)), ((362, 240), (700, 240)), ((400, 470), (700, 470))]:
        c.line(*P(*a), *P(*b))
    c.setDash([])
    c.setFont("DV-B", 7)
    for lab, x, y in [("LOT 1", 120, 110), ("LOT 2", 120, 350), ("LOT 3", 120, 580), ("LOT 4", 400, 610),
                      ("LOT 5", 540, 380), ("LOT 6", 540, 110)]:
        c.drawString(*P(x, y), lab)
    # bluff and harbor
    c.setDash([2, 2])
    c.line(*P(0, 650), *P(700, 600))
    c.setDash([])
    c.setFont("DV", 5.5)
    c.drawString(*P(10, 660), "TOP OF BLUFF - BLUFF FACE NOT TO BE DISTURBED")
    c.drawString(*P(10, 712), "DUCK ISLAND HARBOR / TIDAL WETLAND (NYSDEC)")


def drawings(path):
    pdfmetrics.registerFont(TTFont("DV", os.path.join(FONT_DIR, "dejavu/DejaVuSansCondensed.ttf")))
    pdfmetrics.registerFont(TTFont("DV-B", os.path.join(FONT_DIR, "dejavu/DejaVuSansCondensed-Bold.ttf")))
    c = canvas.Canvas(path, pagesize=(LW, LH))
    s = 0.72
    x0, y0 = 60, 40
    # ---- SP-1
    _frame(c, "SP-1", "SITE MAP - EXISTING AND PROPOSED")
    _site_base(c, x0, y0, s)
    c.setFont("DV-B", 9)
    c.drawString(40, LH - 40, "SITE MAP   SCALE: 1 IN = 100 FT   TOTAL SITE AREA 11.20 AC   DISTURBED 5.60 AC")
    c.setFont("DV", 6)
    for lab, x, y in [("EX. WOODS (OAK / RED CEDAR) - NOT TO BE DISTURBED", 20, 520),
                      ("EX. OLD FIELD AND LAWN", 420, 60), ("EX. BARN (REMOVE)", 560, 40),
                      ("EX. CONTOUR 20", 200, 180), ("EX. CONTOUR 30", 220, 300), ("EX. CONTOUR 40", 240, 430),
                      ("FINAL GRADES: 2-6% LOTS, 1.5-4% ROAD; EX. BLUFF 35-60% UNCHANGED", 380, 560),
                      ("SOIL RhB (RIVERHEAD, HSG B)", 420, 170), ("SOIL PlB (PLYMOUTH, HSG A)", 420, 420),
                      ("SOIL CpE (BLUFF)", 560, 630), ("LIMIT OF DISTURBANCE (TYP.)", 150, 262)]:
        c.drawString(x0 + x * s, y0 + y * s, lab)
    c.setDash([1, 2])
    c.line(x0, y0 + 300 * s, x0 + 700 * s, y0 + 300 * s)
    c.setDash([])
    c.setFont("DV-B", 6.5)
    c.drawString(x0 - 30, y0 + 20 * s, "DP-1 (SWALE)")
    c.drawString(x0 + 640 * s, y0 + 560 * s, "DP-2")
    c.setFont("DV", 6)
    for (x, y) in [(60, 120), (200, 380), (600, 500), (500, 300)]:
        c.line(x0 + x * s, y0 + y * s, x0 + (x - 20) * s, y0 + (y - 30) * s)
        c.drawString(x0 + x * s + 2, y0 + y * s, "FLOW")
    # location map inset
    c.rect(LW - 205, LH - 230, 180, 190)
    c.setFont("DV-B", 7)
    c.drawString(LW - 200, LH - 52, "GENERAL LOCATION MAP (NTS)")
    c.setFont("DV", 6)
    c.drawString(LW - 195, LH - 110, "LONG ISLAND SOUND")
    c.drawString(LW - 190, LH - 170, "ASHAROKEN AVENUE")
    c.drawString(LW - 110, LH - 200, "NORTHPORT BAY")
    c.drawString(LW - 140, LH - 140, "* SITE")
    c.drawString(LW - 195, LH - 215, "EATONS NECK")
    c.setFont("DV", 5.5)
    c.drawString(LW - 205, LH - 245, "NO OFF-SITE MATERIAL, WASTE, BORROW OR")
    c.drawString(LW - 205, LH - 253, "EQUIPMENT STORAGE AREAS.")
    c.showPage()
    # ---- ESC-1
    _frame(c, "ESC-1", "EROSION AND SEDIMENT CONTROL PLAN")
    _site_base(c, x0, y0, s)
    c.setFont("DV-B", 9)
    c.drawString(40, LH - 40, "EROSION AND SEDIMENT CONTROL PLAN   SCALE: 1 IN = 100 FT")
    c.setFont("DV", 6)
    for lab, x, y in [("SCE-1 STABILIZED CONSTRUCTION ENTRANCE 24 FT x 50 FT", 372, 12),
                      ("SF-1 PERIMETER SILT FENCE 1,220 LF", 20, 12), ("DB-1 DIVERSION BERM 330 LF", 380, 585),
                      ("D-1 DIVERSION SWALE 380 LF", 250, 420), ("ST-1 SEDIMENT TRAP 10,080 CF (FUTURE BR-1)", 380, 520),
                      ("IP-1 TO IP-6 INLET PROTECTION", 372, 300), ("STOCKPILE + SILT FENCE 260 LF", 372, 200),
                      ("CONSTRUCTION FENCE 1,150 LF", 20, 540), ("LOT SILT FENCE / SOCK PER PART B", 420, 120)]:
        c.drawString(x0 + x * s, y0 + y * s, lab)
    c.setDash([2, 2])
    c.setLineWidth(1)
    c.line(x0 + 5 * s, y0 + 5 * s, x0 + 330 * s, y0 + 5 * s)
    c.line(x0 + 330 * s, y0 + 520 * s, x0 + 330 * s, y0 + 60 * s)
    c.setDash([])
    c.rect(x0 + 380 * s, y0 + 530 * s, 60 * s, 40 * s)
    c.showPage()
    # ---- PC-1
    _frame(c, "PC-1", "POST-CONSTRUCTION PRACTICES AND EASEMENTS")
    _site_base(c, x0, y0, s)
    c.setFont("DV-B", 9)
    c.drawString(40, LH - 40, "POST-CONSTRUCTION STORMWATER PRACTICES AND EASEMENTS   SCALE: 1 IN = 100 FT")
    c.setFont("DV", 6)
    for lab, x, y in [("BR-1 BIORETENTION 2,400 SF, 9 IN PONDING", 380, 535), ("FOREBAY 320 CF", 380, 525),
                      ("LG-1 LEACHING GALLEY 1,950 CF", 372, 575), ("GS-1 GRASS SWALE 380 LF", 250, 430),
                      ("20 FT STORMWATER MAINTENANCE AND ACCESS EASEMENT (HOA AND VILLAGE)", 372, 495),
                      ("DW: 3 DRYWELLS 8 FT DIA x 8 FT PER LOT, 10 FT EASEMENT (TYP.)", 20, 200)]:
        c.drawString(x0 + x * s, y0 + y * s, lab)
    c.rect(x0 + 380 * s, y0 + 540 * s, 60 * s, 40 * s)
    c.setDash([5, 3])
    c.rect(x0 + 370 * s, y0 + 505 * s, 80 * s, 80 * s)
    c.setDash([])
    for x, y in [(150, 150), (150, 400), (150, 600), (450, 640), (560, 420), (560, 160)]:
        for k in range(3):
            c.circle(x0 + (x + k * 14) * s, y0 + y * s, 4 * s)
    c.showPage()
    # ---- DT-1
    _frame(c, "DT-1", "DETAILS")
    c.setFont("DV-B", 9)
    c.drawString(40, LH - 40, "DETAILS (NOT TO SCALE)")
    dets = [("SILT FENCE", ["WOVEN GEOTEXTILE 36 IN, 24 IN ABOVE GRADE", "2x2 HARDWOOD POSTS 4 FT @ 8 FT O.C.", "BURY 6 IN TOE"]),
            ("SEDIMENT TRAP ST-1", ["60 FT x 40 FT TOP, 4 FT DEEP, 2:1 SIDES", "10,400 CF BELOW OUTLET (10,080 CF REQ.)",
                                   "STONE OUTLET 6 FT LONG AT EL. 20.0"]),
            ("BIORETENTION BR-1", ["9 IN PONDING, 3 IN MULCH", "2.5 FT SOIL MEDIA 85/10/5", "12 IN NO. 2 STONE, 6 IN UNDERDRAIN TO LG-1"]),
            ("DRYWELL", ["PRECAST POOL 8 FT DIA x 8 FT", "2 FT CLEAN STONE SURROUND", "H-20 SLAB, CAST-IRON COVER"]),
            ("GRASS SWALE GS-1", ["4 FT BOTTOM, 3:1 SIDES, 1 FT DEEP", "TURF REINFORCEMENT MAT", "SLOPE 1.0%"]),
            ("CONSTRUCTION ENTRANCE", ["1.5-4 IN STONE, 6 IN THICK", "24 FT x 50 FT", "NONWOVEN GEOTEXTILE"])]
    for i, (t, lines) in enumerate(dets):
        x = 40 + (i % 3) * 240
        y = LH - 80 - (i // 3) * 230
        c.rect(x, y - 200, 220, 190)
        c.setFont("DV-B", 7.5)
        c.drawString(x + 8, y - 24, t)
        c.setFont("DV", 6.5)
        for j, l in enumerate(lines):
            c.drawString(x + 8, y - 140 - j * 11, l)
        c.line(x + 20, y - 100, x + 200, y - 100)
    c.showPage()
    c.save()


# ---------------------------------------------------------------------------------------------
# Print marks outside the CropBox
# ---------------------------------------------------------------------------------------------
BLEED = 36


def add_marks(src, out, producer):
    w = PdfWriter(clone_from=src)
    n = len(w.pages)
    for i, page in enumerate(w.pages):
        pw, ph = float(page.mediabox.width), float(page.mediabox.height)
        buf = io.BytesIO()
        c = canvas.Canvas(buf, pagesize=(pw + 2 * BLEED, ph + 2 * BLEED))
        c.setLineWidth(0.3)
        W2, H2 = pw + 2 * BLEED, ph + 2 * BLEED
        b = BLEED
        for (x, y) in [(b, b), (b + pw, b), (b, b + ph), (b + pw, b + ph)]:
            c.line(x, y - 30 if y == b else y + 6, x, y - 6 if y == b else y + 30)
            c.line(x - 30 if x == b else x + 6, y, x - 6 if x == b else x + 30, y)
        c.setFont("DV", 6)
        c.drawString(b + 10, 10, "Seawatch_SWPPP_master_v7.indd   %d / %d   04/02/2024 3:41 PM   Proof 2" % (i + 1, n))
        c.setFont("DV-B", 14)
        c.setFillGray(0.6)
        c.drawString(b + pw / 2 - 120, H2 - 24, "DRAFT - NOT FOR RECORDING")
        c.saveState()
        c.translate(W2 - 14, b + 40)
        c.rotate(90)
        c.setFont("DV-B", 12)
        c.drawString(0, 0, "DRAFT  DRAFT  DRAFT")
        c.restoreState()
        c.setFillGray(0)
        c.save()
        ov = PdfReader(io.BytesIO(buf.getvalue())).pages[0]
        page.mediabox = RectangleObject([-BLEED, -BLEED, pw + BLEED, ph + BLEED])
        page.merge_transformed_page(ov, Transformation().translate(-BLEED, -BLEED), over=True)
        page.mediabox = RectangleObject([-BLEED, -BLEED, pw + BLEED, ph + BLEED])
        page.cropbox = RectangleObject([0, 0, pw, ph])
        page.trimbox = RectangleObject([0, 0, pw, ph])
    w.add_metadata({"/Producer": producer, "/Title": "Seawatch Estates Master SWPPP"})
    with open(out, "wb") as f:
        w.write(f)


def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    ms = os.path.join(work, NAME + ".ms")
    with open(ms, "w") as f:
        f.write(narrative())
    ps = os.path.join(work, NAME + ".ps")
    with open(ps, "w") as f:
        f.write(run(["groff", "-t", "-ms", "-Tps", "-P-pletter", ms]))
    npdf = os.path.join(work, NAME + "_text.pdf")
    run(["ps2pdf", "-sPAPERSIZE=letter", ps, npdf])
    dpdf = os.path.join(work, NAME + "_dwg.pdf")
    drawings(dpdf)
    both = os.path.join(work, NAME + "_bound.pdf")
    merge([(npdf, None), (dpdf, None)], both)
    add_marks(both, out_pdf, producer="groff 1.22 -ms + Ghostscript (text); reportlab (drawings); "
                                      "imposition marks via pypdf")
    return out_pdf
