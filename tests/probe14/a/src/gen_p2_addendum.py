"""Writes the 132-column line-printer text of Addendum D (the SWPPP) of plan 2, with ASCII box
tables and form feeds. Usage: gen_p2_addendum.py out.txt"""
import sys
import textwrap

W = 132
PAGES = []
CUR = []
HDR = ("EATONS NECK GEOTECHNICAL, P.C.        JOB 24-061  ASHAROKEN SHORE CLUB - CLUBHOUSE AND PARKING RECONSTRUCTION"
       "    ADDENDUM D")


def ln(s=""):
    CUR.append(s)


def para(s, indent=0):
    for l in textwrap.wrap(s, W - indent):
        ln(" " * indent + l)
    ln()


def head(s):
    ln(s)
    ln("=" * len(s))
    ln()


def box(headers, rows, widths):
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    def emit(cells):
        wrapped = [textwrap.wrap(c, w) or [""] for c, w in zip(cells, widths)]
        n = max(len(x) for x in wrapped)
        for i in range(n):
            ln("|" + "|".join(" " + (x[i] if i < len(x) else "").ljust(w) + " " for x, w in zip(wrapped, widths)) + "|")
    ln(sep)
    emit(headers)
    ln(sep.replace("-", "="))
    for r in rows:
        emit(r)
        ln(sep)
    ln()


def ff():
    global CUR
    PAGES.append(CUR)
    CUR = []


def page_header(n):
    ln(HDR[:W])
    ln("RUN DATE 03/21/2025  PRINTED BY ENG-LP2  PAGE D-%d" % n)
    ln("-" * W)
    ln()


def main(out):
    ln("ADDENDUM D.  STORMWATER POLLUTION PREVENTION PLAN (SWPPP)")
    ln("VILLAGE OF ASHAROKEN CODE CHAPTER 44 - STORMWATER MANAGEMENT AND EROSION AND SEDIMENT CONTROL")
    ln()
    para("This addendum is the SWPPP for the project described in the geotechnical report that precedes it. It uses the boring, laboratory, groundwater and "
         "infiltration data of Sections 3 to 6 and Appendices A to C of that report. It was prepared for the Asharoken Shore Club, Inc. for submission to the "
         "Village of Asharoken Board of Trustees and Planning Board. Figures D-1 and D-2 follow the text of this addendum.")
    head("D.1  PROJECT BACKGROUND")
    para("Location: 400 block of Asharoken Avenue, Village of Asharoken, Suffolk County, New York (Suffolk County Tax Map District 0101, Section 2, Block 1, "
         "Lot 7), on the barrier spit between Long Island Sound to the north and Northport Bay to the south. Owner/applicant: Asharoken Shore Club, Inc., "
         "c/o Thomas Reilly, President, P.O. Box 112, Northport, NY 11768, (631) 555-0134.")
    para("Type and size: demolition of the existing 2,900 sq ft clubhouse and 0.62 acre asphalt parking lot, construction of a new 4,200 sq ft elevated clubhouse on "
         "timber piles, a reconstructed 52-space parking lot with a 0.21 acre porous-asphalt section, a beach access walk over the dune, underground dry wells, "
         "landscaping and dune restoration. Total site area 2.05 acres; area of land disturbance 1.35 acres; new impervious cover 0.71 acre (existing 0.74 acre). "
         "The project is not a single-family residence and is not part of a larger common plan of development or sale. Because it disturbs at least one but "
         "less than five acres, Condition C of Section 44-8B(2) applies and post-construction controls are included (Sections D.16 to D.20).")
    head("D.2  SITE MAP AND DRAWINGS")
    para("Figure D-1 (SWPPP Site and Erosion Control Plan, scale 1 in = 40 ft, with general location map inset) shows the total site area, all improvements, "
         "areas of disturbance and areas that will not be disturbed, existing vegetation, the Sound and Bay shorelines and dune, drainage patterns, existing and "
         "final grades, the contractor staging area, the discharge points, and the location, size and length of each erosion and sediment control practice. "
         "Figure D-2 shows the post-construction practices. There are no off-site material, waste, borrow or equipment storage areas.")
    head("D.3  SOILS")
    para("The Suffolk County Soil Survey maps the developed part of the site as Cut and fill land, gently sloping (CuB), and the dune as Beaches and Dune land. Borings "
         "B-1 to B-10 (Appendix A) found 0.5 to 2.5 ft of fill (brown fine to medium sand with gravel, asphalt and shell fragments) over tan to gray fine to medium "
         "SAND, trace silt (SP, SP-SM), loose to medium dense, to the 32 to 42 ft depth explored, with a 1 to 3 ft layer of gray organic silty sand (OL/SM) at 14 to 17 ft in "
         "B-2 and B-5. Fines content of the upper sand is 2 to 6 percent (Appendix B). The sand is highly permeable (field infiltration 11.5 to 19.8 in/hr, Appendix C) "
         "and highly erodible by wind and by concentrated flow; it is hydrologic soil group A.")
    head("D.4  CONSTRUCTION PHASING AND SEQUENCE")
    para("The whole disturbance is 1.35 acres, so not more than five acres will ever be disturbed at one time. Work proceeds in this order:")
    box(["Step", "Activity", "Weeks", "Disturbed (ac)"],
        [["1", "Pre-construction meeting; install dune protection fence, silt fence and compost filter sock; stabilized construction entrance; inlet protection on Village catch basins CB-14 and CB-15", "1", "0.05"],
         ["2", "Demolish clubhouse; remove asphalt; clearing and grubbing of the lawn and shrub area; stockpile reclaimed sand on the staging pad", "2-3", "1.10"],
         ["3", "Drive timber piles; construct clubhouse; excavate and install dry wells DW-1 to DW-10 and the overflow pipe", "3-14", "1.35"],
         ["4", "Fine grading; utility installation (water, electric, sanitary to the County-approved I/A septic system); parking subbase", "10-16", "1.35"],
         ["5", "Paving, porous-asphalt section (placed last, after upslope areas stable); beach walk; dune restoration planting", "16-19", "0.60"],
         ["6", "Topsoil, seed and plant; remove temporary controls after final stabilisation", "19-22", "0"]],
        [5, 86, 8, 14])
    head("D.5  POLLUTION PREVENTION: LITTER, CHEMICALS AND DEBRIS")
    para("Litter is collected daily into a covered dumpster at the staging pad; the dumpster lid stays closed because of wind off the Sound. Demolition debris (asphalt, "
         "lumber, roofing) goes directly into roll-off containers and is hauled to a licensed C&D facility; asbestos-containing material identified in the survey is removed by a "
         "licensed abatement firm before demolition. Construction chemicals (paints, sealers, pile preservative, form oil) are kept in a locked steel cabinet inside the "
         "contractor trailer and are not used within 100 ft of the Bay shoreline or when rain is forecast. No washing of equipment on site.")
    head("D.6  MATERIALS STORED ON SITE, STORAGE PRACTICES, SPILL PREVENTION AND RESPONSE")
    box(["Material", "Expected quantity", "Storage practice", "Spill prevention / response"],
        [["Diesel fuel", "Fuel truck visits only", "No on-site tank; fuelling on the staging pad over a drip mat", "Spill kit on truck and in trailer; report to NYSDEC Spill Hotline 1-800-457-7362"],
         ["Hydraulic oil, lubricants", "Two 5-gal pails", "Locked cabinet in trailer, secondary containment tray", "Absorbent pads; contaminated sand excavated and drummed"],
         ["Pile preservative (CCA-free), paints", "Under 20 gal", "Locked cabinet, off the ground, covered", "Kept closed; used only under cover"],
         ["Fertiliser, lime", "Bagged, 1 pallet", "On pallet under tarp on staging pad", "Swept up dry; never hosed"],
         ["Sand, stone, pipe", "Stockpiles on staging pad", "Sand stockpile covered with tarp when not in use (wind)", "-"],
         ["Construction waste", "Roll-offs", "Covered roll-off containers", "Emptied when full"]],
        [30, 22, 34, 33])
    ln("D.7  TEMPORARY PRACTICES TO BE CONVERTED TO PERMANENT CONTROL MEASURES")
    ln("======================================================================")
    ln()
    head("D.8  SOIL STABILIZATION, RUNOFF AND SEDIMENT CONTROL MEASURES FOR EACH STAGE")
    para("Clearing and demolition (steps 1-2): dune protection fence and silt fence/compost filter sock around the limit of work; stabilized construction entrance; inlet "
         "protection on CB-14 and CB-15; wetting of exposed sand for dust and wind erosion. Construction (steps 3-4): temporary stabilisation of any area idle for 7 days "
         "with straw mulch crimped in or a tackifier (sand does not hold seed in summer); sand fence on the dune side; excavated sand placed on the staging pad "
         "inside the sock. Paving and finishing (steps 5-6): permanent stabilisation with 4 in topsoil and a salt-tolerant seed mix or American beachgrass on the dune, "
         "planted 18 in on centre; porous asphalt placed only after all upslope areas are stable. Closeout when 80 percent uniform perennial cover is established.")
    head("D.9  STRUCTURAL PRACTICES TO DIVERT, STORE OR LIMIT RUNOFF FROM EXPOSED AREAS")
    para("A 12-in compost filter sock berm along the Asharoken Avenue frontage keeps runoff from the exposed lot out of the Village drainage system and turns it west to "
         "TS-1, a 24 ft x 12 ft x 2 ft temporary sump in the sand at the low corner of the lot, where it infiltrates. Sand fence and a dune protection fence limit wind-blown "
         "sand loss toward the Sound. The dry wells are not used during construction: their inlets are capped until the site is stable.")
    head("D.10  EROSION AND SEDIMENT CONTROL PRACTICES - DIMENSIONS, MATERIALS, INSTALLATION")
    box(["ID", "Practice", "Location / size or length (Fig. D-1)", "Material specification", "Installation detail"],
        [["SCE", "Stabilized construction entrance", "Asharoken Ave. east driveway; 20 ft x 50 ft", "1-4 in crushed stone, 6 in thick, on woven geotextile", "Graded to drain into the lot, not the road"],
         ["SF", "Silt fence", "South and east limit of work; 610 LF", "Woven geotextile 36 in; hardwood stakes 8 ft o.c.", "Toe 6 in deep; fabric upslope of stakes"],
         ["CFS", "Compost filter sock", "Asharoken Ave. frontage; 380 LF", "12 in diameter sock, certified compost", "Staked every 10 ft; ends turned upslope"],
         ["DPF", "Dune protection fence", "North limit of work at dune crest; 430 LF", "4 ft orange safety fence on steel posts", "Posts 8 ft o.c.; no entry beyond"],
         ["SDF", "Sand fence", "Dune face; 260 LF", "Wood slat snow fence 4 ft", "Placed parallel to shore, 2 rows 15 ft apart"],
         ["IP", "Inlet protection", "Village CB-14 and CB-15 (2 each)", "Filter fabric insert bag", "Installed under grate, overflow ports open"],
         ["TS-1", "Temporary sump", "West corner of lot; 24 x 12 x 2 ft (576 cf)", "Excavated in native sand", "Sized per the note below this table"],
         ["MU", "Straw mulch / tackifier", "Any area idle 7 days", "Straw 2 tons/ac crimped; or guar tackifier", "Apply within 24 h of stopping work"]],
        [4, 20, 36, 30, 26])
    para("Note on TS-1: the sump holds 576 cf but infiltrates at over 11 in/hr over 288 sq ft (about 4.4 cfm), so it passes the 1-in runoff from the exposed lot "
         "(about 3,990 cf spread over the storm) without overflow; no temporary sediment basin is needed because the disturbed drainage area is under 2 acres and discharges "
         "to infiltration, not to a surface water.")
    head("D.11  IMPLEMENTATION SCHEDULE FOR TEMPORARY PRACTICES")
    box(["Practice", "Initial placement", "Duration in place"],
        [["DPF dune protection fence, SF, CFS", "Step 1, before demolition", "Until final stabilisation (step 6)"],
         ["SCE stabilized construction entrance", "Step 1", "Until parking subbase is placed (step 4)"],
         ["IP inlet protection on CB-14, CB-15", "Step 1", "Until paving and final stabilisation"],
         ["TS-1 temporary sump", "Step 2, when asphalt removed", "Until dry wells are opened (step 5)"],
         ["SDF sand fence", "Step 1", "Until beachgrass is established (one growing season)"],
         ["MU straw mulch / tackifier", "Within 24 h of work stopping on an area for 7 days", "Until permanent stabilisation"]],
        [40, 40, 40])
    head("D.12  MAINTENANCE SCHEDULE")
    box(["Practice", "Inspection frequency", "Maintenance"],
        [["DW-1 to DW-10 dry wells", "Quarterly, and after storms over 2 in", "Remove sediment from the sump of each dry well when 6 in accumulates; clear inlet grates"],
         ["Porous asphalt (0.21 ac)", "Twice a year", "Vacuum sweep spring and fall; no sand for winter traction; no sealcoat"],
         ["Overflow pipe and outlet", "Annually", "Flush pipe; check the flap gate at the bulkhead"],
         ["Beachgrass / dune planting", "Spring and fall", "Replant bare spots; repair sand fence"]],
        [28, 34, 58])
    para("Inspections during construction: the Owner's qualified inspector inspects the site every seven days and within 24 hours after a storm of 0.5 in or more and "
         "records the inspection in the site logbook.")
    head("D.13  RECEIVING WATERS")
    para("Runoff that is not infiltrated enters the Village of Asharoken storm drain on Asharoken Avenue (catch basins CB-14 and CB-15), which outfalls to Northport Bay. "
         "Wind-blown sand and runoff from the dune side reach Long Island Sound. Receiving waters: Northport Bay and Long Island Sound.")
    head("D.14  SWPPP IMPLEMENTATION RESPONSIBILITIES")
    box(["Part of the site", "Responsible party", "Duties"],
        [["Whole site", "Asharoken Shore Club, Inc. (Owner/operator) - Thomas Reilly", "Retains the qualified inspector; keeps the SWPPP on site; files NOI and NOT"],
         ["Whole site (inspection)", "Qualified inspector: Joanne Pak, CPESC, Eatons Neck Geotechnical, P.C., (631) 555-0176", "7-day and post-storm inspections; logbook; corrective action notices"],
         ["Parking lot, dry wells, utilities, staging pad, entrance (Area P)", "Sitework contractor: Crab Meadow Site Contractors, LLC - Dave Lindqvist", "Installs and maintains SCE, SF, CFS, IP, TS-1; builds dry wells and porous asphalt"],
         ["Clubhouse footprint and piles (Area B)", "General contractor: Bayview Builders of Northport, Inc. - Ana Duarte", "Demolition debris, chemicals cabinet, dumpsters, concrete and pile work within its area"],
         ["Dune, beach walk, plantings (Area D)", "Marine/landscape contractor: Sound Shore Dune Restoration Co. - Eric Hwang", "Dune protection fence, sand fence, beachgrass, beach walk"]],
        [34, 48, 38])
    head("D.15  EXISTING DATA DESCRIBING STORMWATER RUNOFF AT THE SITE")
    para("Village of Asharoken DPW work orders (2019-2024) record ponding over CB-14 after storms of about 1.5 in and sand clogging of both catch basins twice a year; the "
         "existing lot drains entirely to CB-14 and CB-15. During the geotechnical field work on 11 February 2025 (0.8 in of rain the night before) no standing water remained "
         "on the lot except at CB-14, where 3 in of water and sand covered the grate. Groundwater readings in observation wells OW-2 and OW-5 (Section 5 of the report) "
         "ranged from el. +3.1 to +4.6 ft NAVD 88 with the tide. Field infiltration tests (Appendix C) gave 11.5 to 19.8 in/hr in the sand below the fill.")
    head("D.16  POST-CONSTRUCTION STORMWATER MANAGEMENT PRACTICES")
    para("PCSM-1, dry wells DW-1 to DW-10: ten precast concrete leaching rings, 8 ft inside diameter x 4 ft effective depth, each surrounded by 2 ft of clean crushed stone, "
         "with traffic-rated slab tops and inlet grates, located in the parking lot islands and along the west edge (Figure D-2). Storage per dry well including stone voids "
         "(40 percent): 201 + 160 = 361 cf; total 3,610 cf. Bottom of each dry well at el. +7.8 ft or higher, so at least 3 ft above the highest groundwater reading of +4.6 ft.")
    para("PCSM-2, porous asphalt: 0.21 acre (9,150 sq ft) in the east parking bays, 3 in porous asphalt over 2 in choker course and 18 in of No. 2 stone reservoir (storage "
         "5,490 cf at 40 percent voids), no underdrain. PCSM-3: roof leaders of the clubhouse piped to DW-9 and DW-10. Overflow from DW-1 through a 12-in HDPE pipe to CB-15 "
         "only when all dry wells are full.")
    head("D.17  HYDROLOGIC AND HYDRAULIC ANALYSIS AND PRE/POST COMPARISON")
    para("Method: TR-55 runoff volumes and TR-20 routing (HydroCAD 10.2), NOAA Atlas 14 24-hour depths for Asharoken: 1-yr 2.7 in, 10-yr 5.0 in, 25-yr 6.2 in, 100-yr 8.6 in. "
         "Water quality volume WQv = P x Rv x A / 12 = 1.2 x (0.05 + 0.009 x 52) x 1.36 ac / 12 = 0.070 ac-ft (3,060 cf); the Village also requires retention of 2 in of rain over "
         "all impervious surfaces (0.71 ac x 2 in = 5,150 cf). Storage provided 3,610 + 5,490 = 9,100 cf.")
    box(["Storm (24-hr)", "Rain (in)", "Pre-development peak to Village system (cfs)", "Post-development peak to Village system (cfs)", "Pre volume (cf)", "Post volume to Village (cf)", "Max storage used (cf)"],
        [["1-yr", "2.7", "1.62", "0.00", "5,610", "0", "6,240"],
         ["10-yr", "5.0", "3.21", "0.00", "11,050", "0", "8,880"],
         ["25-yr", "6.2", "4.04", "0.38", "13,920", "310", "9,100"],
         ["100-yr", "8.6", "5.71", "1.92", "19,710", "4,980", "9,100"]],
        [13, 9, 22, 22, 12, 14, 14])
    para("The post-development peak rate and volume discharged to the Village storm drain and Northport Bay are lower than the pre-development values for every design storm. "
         "The 12-in overflow pipe (capacity 3.4 cfs at 1 percent) carries the 100-year overflow; the lot grades to Asharoken Avenue at 0.5 ft below the clubhouse floor.")
    head("D.18  DIMENSIONS, MATERIAL SPECIFICATIONS AND INSTALLATION - POST-CONSTRUCTION PRACTICES")
    box(["Practice", "Dimensions", "Materials", "Installation"],
        [["Dry wells DW-1 to DW-10", "8 ft ID x 4 ft effective depth; 2 ft stone ring; bottom el. >= +7.8", "Precast concrete leaching rings (H-20), 3/4-1.5 in washed stone, nonwoven geotextile on sides only", "Excavate to clean sand; remove any fill or OL layer below; no compaction of bottom; cap inlets until site stable"],
         ["Porous asphalt", "9,150 sf; 3 in surface; 2 in choker; 18 in reservoir", "NYSDOT porous mix with PG 76-22 binder; No. 57 choker; No. 2 stone", "Placed last; subgrade not compacted; tracked equipment only; test infiltration after placement (> 100 in/hr)"],
         ["Overflow pipe", "12 in HDPE, 1 percent, 140 LF to CB-15", "Smooth-interior HDPE, watertight joints", "Connection to Village CB-15 under Village road opening permit"]],
        [22, 32, 34, 31])
    head("D.19  MAINTENANCE EASEMENTS")
    para("A 15-ft drainage access easement in favor of the Village of Asharoken over the parking lot, dry wells DW-1 to DW-10, the porous asphalt and the overflow pipe is shown on "
         "Figure D-2 and will be recorded on the approved site plan and in a declaration filed with the Suffolk County Clerk. The easement allows the Village to enter for "
         "inspection and repair and remains in effect with any transfer of title to the property.")
    head("D.20  INSPECTION AND MAINTENANCE AGREEMENT")
    para("The Asharoken Shore Club, Inc. will sign the Village's stormwater inspection and maintenance agreement before the certificate of occupancy. The Club maintains the "
         "dry wells, porous asphalt and overflow pipe to the schedule in D.12 at its own cost, has them inspected each spring by a licensed engineer and sends the report to the "
         "Village Stormwater Management Officer, and allows the Village to do neglected work at the Club's expense. The agreement is recorded against the property and is binding "
         "on all subsequent landowners served by these practices.")
    head("D.21  CERTIFICATIONS")
    para("The preparer's certification (signed and sealed) is the last page of this document. Contractor forms follow.")
    ln()
    ln("CONTRACTOR ACKNOWLEDGEMENT - SWPPP RECEIPT")
    ln("-----------------------------------------")
    ln()
    para("Each contractor and subcontractor listed in D.14 shall fill in the line below before starting work. Site: Asharoken Shore Club, 400 block of Asharoken Avenue, "
         "Village of Asharoken, SCTM 0101-002.00-01.00-007.000.")
    box(["Name and title", "Firm, address and telephone", "Signature", "Date"],
        [["Dave Lindqvist, Project Manager", "Crab Meadow Site Contractors, LLC, 61 Waterside Avenue, Northport, NY 11768, (631) 555-0152", "/s/ D. Lindqvist", "04/07/2025"],
         ["Ana Duarte, Superintendent", "Bayview Builders of Northport, Inc., 288 Main Street, Northport, NY 11768, (631) 555-0119", "/s/ Ana Duarte", "04/07/2025"],
         ["Eric Hwang, Owner", "Sound Shore Dune Restoration Co., 14 Eatons Neck Road, Northport, NY 11768, (631) 555-0188", "/s/ E. Hwang", "04/09/2025"]],
        [34, 50, 20, 12])
    ln("                                                   *** END OF ADDENDUM D TEXT - FIGURES D-1 AND D-2 FOLLOW ***")
    stream = CUR[:]
    pages, i, cap = [], 0, 55
    while i < len(stream):
        if len(stream) - i <= cap:
            chunk = stream[i:]
            i = len(stream)
        else:
            j = i + cap
            while j > i and stream[j - 1] != "":
                j -= 1
            while j - 2 > i and set(stream[j - 2]) <= {"="}:
                j -= 3
                while j > i and stream[j - 1] != "":
                    j -= 1
            chunk = stream[i:j]
            i = j
        pages.append(chunk)
    global PAGES
    PAGES = []
    for k, chunk in enumerate(pages, 1):
        CUR.clear()
        page_header(k)
        PAGES.append(CUR[:] + chunk)
    open(out, "w").write("\f".join("\n".join(p) for p in PAGES) + "\n")
    for i, p in enumerate(PAGES, 1):
        assert len(p) <= 60, (i, len(p))
        assert max(len(l) for l in p) <= W, (i, max(len(l) for l in p))


if __name__ == "__main__":
    main(sys.argv[1])
