"""Plan 3: Town of Somers SWPPP with Errata No. 1 bound at the end (fpdf2)."""
from fpdf import FPDF

NAME = "p7a_somers_errata_lincolndale_cottages"
PROJ = "Lincolndale Cottages - Senior Residential Community"

class Doc(FPDF):
    section_label = "SWPPP"
    def header(self):
        if self.page_no() == 1: return
        self.set_font("Helvetica", "I", 8)
        self.cell(0, 5, f"{PROJ} - Stormwater Pollution Prevention Plan", align="L")
        self.set_x(-75); self.cell(60, 5, self.section_label, align="R")
        self.ln(8)
    def footer(self):
        if self.page_no() == 1: return
        self.set_y(-14); self.set_font("Helvetica", "", 8)
        self.cell(0, 6, f"Page {self.page_no()}", align="C", new_x="LMARGIN", new_y="NEXT")

def H1(p, t):
    p.set_font("Helvetica", "B", 13); p.ln(2); p.multi_cell(0, 7, t, new_x="LMARGIN", new_y="NEXT"); p.ln(1)

def H2(p, t):
    p.set_font("Helvetica", "B", 10.5); p.ln(1); p.multi_cell(0, 6, t, new_x="LMARGIN", new_y="NEXT")

def P(p, t, style=""):
    p.set_font("Helvetica", style, 10); p.multi_cell(0, 5, t, new_x="LMARGIN", new_y="NEXT"); p.ln(2)

def T(p, rows, widths, size=8.5):
    p.set_font("Helvetica", "", size)
    for i, r in enumerate(rows):
        p.set_font("Helvetica", "B" if i == 0 else "", size)
        # compute row height
        lines = max(len(p.multi_cell(w, 4.4, c, dry_run=True, output="LINES", align="L")) for w, c in zip(widths, r))
        h = 4.4 * lines + 1
        if p.get_y() + h > p.h - 20: p.add_page()
        x0, y0 = p.get_x(), p.get_y()
        for w, c in zip(widths, r):
            p.set_xy(x0, y0); p.multi_cell(w, 4.4, c, border=0, align="L")
            p.rect(x0, y0, w, h); x0 += w
        p.set_xy(p.l_margin, y0 + h)
    p.ln(3)

def figure3(p):
    p.add_page()
    H2(p, "Figure 3. E&SC and Stormwater Management Plan (reduced; 1 in = 60 ft at full size)")
    x0, y0, w, h = 15, 32, 180, 200
    p.set_draw_color(0); p.set_line_width(0.5); p.rect(x0, y0, w, h)
    p.set_font("Helvetica", "", 6.5)
    p.set_line_width(0.3)
    # property
    p.set_dash_pattern(dash=4, gap=1.5); p.rect(x0 + 8, y0 + 10, w - 16, h - 28); p.set_dash_pattern()
    p.text(x0 + 10, y0 + 8, "PROPERTY LINE - TOTAL SITE 9.82 AC")
    p.set_line_width(1.2); p.line(x0, y0 + h - 8, x0 + w, y0 + h - 8); p.set_line_width(0.3)
    p.text(x0 + 60, y0 + h - 3, "NYS ROUTE 118 (SAW MILL RIVER ROAD)")
    # LOD phase lines
    p.set_dash_pattern(dash=2, gap=1)
    p.rect(x0 + 20, y0 + 95, 140, 85); p.rect(x0 + 20, y0 + 25, 140, 68)
    p.set_dash_pattern()
    p.text(x0 + 22, y0 + 178, "PHASE 1 LOD - 1.9 AC (ROAD, UNITS 1-6, P-1)")
    p.text(x0 + 22, y0 + 30, "PHASE 2 LOD - 1.7 AC (UNITS 7-14, B-1, B-2)")
    for i in range(7):
        p.rect(x0 + 30 + i * 18, y0 + 45, 14, 10); p.rect(x0 + 30 + i * 18, y0 + 120, 14, 10)
    p.text(x0 + 30, y0 + 62, "UNITS 7-14 (DUPLEX COTTAGES)"); p.text(x0 + 30, y0 + 137, "UNITS 1-6 + COMMUNITY BLDG")
    p.set_line_width(0.8); p.line(x0 + 85, y0 + 190, x0 + 85, y0 + 70); p.set_line_width(0.3)
    p.text(x0 + 87, y0 + 160, "PRIVATE ROAD 'COTTAGE LANE' 24 FT")
    p.rect(x0 + 120, y0 + 150, 34, 20); p.text(x0 + 121, y0 + 158, "P-1 MICROPOOL ED POND"); p.text(x0 + 121, y0 + 162, "0.31 AC @ EL 521.0")
    p.text(x0 + 121, y0 + 147, "SB-1 (TEMP) 11,900 CF IN P-1 FOOTPRINT")
    p.text(x0 + 22, y0 + 150, "IP = INLET PROTECTION AT CB-1 TO CB-9 (9 INLETS)")
    for k in range(9): p.rect(x0 + 82, y0 + 76 + k * 12, 2.5, 2.5); p.text(x0 + 76, y0 + 79 + k * 12, "IP")
    p.rect(x0 + 25, y0 + 80, 22, 9); p.text(x0 + 25, y0 + 78, "B-1 2,400 SF")
    p.rect(x0 + 135, y0 + 80, 22, 9); p.text(x0 + 135, y0 + 78, "B-2 2,100 SF")
    p.set_dash_pattern(dash=0.8, gap=0.8); p.set_line_width(0.6)
    p.line(x0 + 20, y0 + 182, x0 + 160, y0 + 182); p.line(x0 + 162, y0 + 25, x0 + 162, y0 + 180)
    p.set_dash_pattern(); p.set_line_width(0.3)
    p.text(x0 + 22, y0 + 186, "SILT FENCE - 1,480 LF TOTAL (PHASE 1: 820 LF, PHASE 2: 660 LF)")
    p.rect(x0 + 80, y0 + 184, 10, 8); p.text(x0 + 92, y0 + 190, "SCE 24 x 50 FT")
    p.text(x0 + 163, y0 + 100, "WETLAND"); p.text(x0 + 163, y0 + 104, "BUFFER"); p.text(x0 + 163, y0 + 108, "(NO DIST.)")
    p.text(x0 + 120, y0 + 176, "DP-1 OUTFALL TO TRIB.")
    p.text(x0 + 22, y0 + 18, "SOIL BOUNDARY: CtC (HSG C) / ChB (HSG B) - DASHED")
    p.text(x0 + 100, y0 + 18, "TEMP. DIVERSION SWALE TDS-1 410 LF")
    p.text(x0 + 22, y0 + 112, "STAGING, STOCKPILE, WASHOUT (ON SITE)")
    p.text(x0 + 100, y0 + 112, "20 FT DRAINAGE & MAINT. EASEMENT (HATCHED)")
    p.text(x0 + 22, y0 + 22, "EXIST. SLOPES 3-15%; FINAL 3:1 MAX; EXIST. WOODS OUTSIDE LOD TO REMAIN")
    p.set_y(y0 + h + 4)
    P(p, "Adjacent properties: no material, waste, borrow or equipment storage areas are located on adjacent properties. "
         "Off-site surface water: unnamed tributary of the Muscoot River, 180 feet east of the property line. "
         "The full-size plan set (Sheets C-1 to C-9) accompanies the site plan application.")

def build(out):
    p = Doc(format="letter"); p.set_auto_page_break(True, 18); p.set_margins(18, 14, 18)
    p.set_creator("fpdf2"); p.set_title("Lincolndale Cottages SWPPP"); p.set_creation_date(__import__("datetime").datetime(2026, 1, 20))
    # cover
    p.add_page(); p.set_font("Helvetica", "B", 20); p.ln(40)
    p.multi_cell(0, 10, "STORMWATER POLLUTION PREVENTION PLAN", align="C", new_x="LMARGIN", new_y="NEXT")
    p.set_font("Helvetica", "", 13); p.ln(6)
    p.multi_cell(0, 7, "Lincolndale Cottages\nSenior Residential Community (14 units)\n2 Cottage Lane (Route 118), Lincolndale\nTown of Somers, Westchester County, New York", align="C", new_x="LMARGIN", new_y="NEXT")
    p.ln(10); p.set_font("Helvetica", "", 11)
    p.multi_cell(0, 6, "Applicant: Lincolndale Cottages LLC\n300 Route 118, Lincolndale, NY 10540\n\nPrepared by: Croton Valley Engineering, P.C.\n18 Heritage Hills Drive, Somers, NY 10589 - (914) 555-0162\n\nJanuary 20, 2026\n\nErrata No. 1 (March 3, 2026) is bound at the end of this document and amends it.", align="C", new_x="LMARGIN", new_y="NEXT")
    # TOC
    p.add_page(); H1(p, "Contents")
    p.set_font("Helvetica", "", 10)
    for t in ["1. Project Description", "2. Existing Site Conditions and Soils", "3. Site Maps (Figures 1-3)",
              "4. Construction Phasing and Sequence", "5. Erosion and Sediment Control", "6. Inspection and Maintenance",
              "7. Industrial Stormwater Discharges", "8. Pollution Prevention", "9. Post-Construction Stormwater Management",
              "10. Preparer's Certification", "Appendix D - Contractor Certification", "Appendix F - Stormwater Facility O&M Checklist",
              "Errata No. 1"]:
        p.cell(0, 6, t, new_x="LMARGIN", new_y="NEXT")
    p.ln(4)
    H1(p, "1. Project Description")
    P(p, "Lincolndale Cottages LLC proposes a 14-unit senior residential community of one-story duplex cottages with a "
         "community building, a 24-foot private road (Cottage Lane), water and sewer connections, and stormwater management "
         "on a 9.82-acre wooded parcel on the west side of Route 118 in the hamlet of Lincolndale (Tax Map 5.20-1-14). It is a "
         "multifamily residential development under Section 93-6A(2)(c) of the Town Code. The project will disturb 3.6 acres "
         "in two phases; 6.2 acres of woods and wetland buffer will be left undisturbed. New impervious cover totals 1.48 acres.")
    H1(p, "2. Existing Site Conditions and Soils")
    P(p, "The parcel is wooded (red oak, tulip poplar, red maple) with a stone wall along the north line. Grades fall from "
         "elevation 574 at the northwest corner to 518 at Route 118, at 3 to 15 percent. Drainage is by sheet flow and a "
         "shallow swale to an unnamed tributary of the Muscoot River east of the site, in the Muscoot Reservoir basin, which "
         "is subject to the New York City reservoir phosphorus TMDL. A Town-regulated wetland lies along the east line.")
    T(p, [("Map unit", "Name", "HSG", "Area on site", "Notes"),
          ("ChB", "Charlton loam, 3-8% slopes", "B", "4.1 ac", "Deep, well drained; good for infiltration"),
          ("CtC", "Charlton-Chatfield complex, rolling, very rocky", "C", "4.9 ac", "Bedrock 20-40 in in places; ledge at SB-1/P-1"),
          ("Sh", "Sun silt loam", "D", "0.8 ac", "Poorly drained; wetland along east line")],
      [20, 60, 14, 24, 62])
    P(p, "Deep test holes TP-1 to TP-4 (December 9, 2025) found 12 to 30 inches of sandy loam over weathered gneiss at P-1 "
         "and 6 feet of loam with no water at B-1 and B-2; percolation rates were 4 to 11 minutes per inch.")
    # Figures
    p.add_page(); H1(p, "3. Site Maps (Figures 1-3)")
    P(p, "Figure 1 (location map, 1 in = 2,000 ft) and Figure 2 (existing conditions and soils, 1 in = 60 ft) were prepared "
         "from the Town GIS and the survey by Hilltop Land Surveying dated October 14, 2025. Figure 3 (next page) shows the "
         "site area, improvements, limits of disturbance by phase, areas to remain undisturbed, existing vegetation, surface "
         "waters and wetland, drainage, existing and final slopes, soil boundaries, the stormwater discharge point, each "
         "erosion and sediment control practice with its size or length, and each post-construction practice.")
    p.set_draw_color(0); p.rect(18, p.get_y(), 80, 60); y = p.get_y()
    p.set_font("Helvetica", "", 7)
    p.line(22, y + 50, 94, y + 8); p.text(60, y + 26, "ROUTE 118"); p.circle(52, y + 28, 4); p.text(44, y + 38, "SITE")
    p.text(22, y + 12, "LINCOLNDALE"); p.text(60, y + 55, "LAKE LINCOLNDALE"); p.text(20, y + 58, "Fig. 1 - 1 in = 2,000 ft")
    p.rect(105, y, 87, 60); p.set_dash_pattern(dash=2, gap=1); p.line(110, y + 10, 185, y + 50); p.set_dash_pattern()
    p.text(112, y + 8, "ChB (HSG B)"); p.text(150, y + 55, "CtC (HSG C)"); p.text(170, y + 20, "Sh (D)")
    p.text(107, y + 58, "Fig. 2 - soils and existing contours, 1 in = 60 ft")
    p.set_y(y + 64)
    figure3(p)
    # 4
    p.add_page(); H1(p, "4. Construction Phasing and Sequence")
    P(p, "The work is in two phases; no more than 1.9 acres will be disturbed at one time, well under the five-acre limit. "
         "Phase 2 clearing may not start until Phase 1 has been stabilized and the Town Engineer has inspected it.")
    T(p, [("Step", "Activity", "Duration"),
          ("1", "Preconstruction meeting; flag LOD and wetland buffer; install SCE, Phase 1 silt fence and TDS-1", "1 week"),
          ("2", "Clear and grub SB-1 area; build temporary sediment basin SB-1 with riser and baffle; stabilize embankment", "2 weeks"),
          ("3", "Clear, grub and rough grade Phase 1 (Cottage Lane, units 1-6, community building)", "3 weeks"),
          ("4", "Install water, sewer, storm drains with inlet protection; road subbase", "5 weeks"),
          ("5", "Build units 1-6; binder pavement; topsoil and seed Phase 1 lawns", "16 weeks"),
          ("6", "Phase 2: install Phase 2 silt fence; clear, grub and grade units 7-14", "3 weeks"),
          ("7", "Build units 7-14; after drainage areas stabilize, build B-1 and B-2", "18 weeks"),
          ("8", "Convert SB-1 to micropool extended detention pond P-1; final paving; final seeding", "4 weeks"),
          ("9", "Remove silt fence and TDS-1 after 80 % vegetative cover; as-built survey", "2 weeks")],
      [14, 136, 24])
    H1(p, "5. Erosion and Sediment Control")
    H2(p, "5.1 Soil stabilization")
    P(p, "All practices follow the New York State Standards and Specifications for Erosion and Sediment Control (November "
         "2016). Temporary stabilization: disturbed areas where work stops for 7 days or more are seeded with annual ryegrass "
         "(30 lb/ac) and mulched with straw (2 tons/ac) within 7 days; soil stockpiles are seeded and ringed with silt fence. "
         "Permanent stabilization: 6 inches of topsoil, lime and fertilizer by soil test, and a seed mix of 50 % tall fescue, "
         "30 % Kentucky bluegrass and 20 % perennial ryegrass at 120 lb/ac, with erosion control blanket on slopes 3:1 or "
         "steeper. Final stabilization is 80 % uniform perennial cover or pavement over all disturbed areas, phase by phase.")
    H2(p, "5.2 Practice specifications and maintenance")
    T(p, [("Practice", "Dimensions / materials / installation", "Operation and maintenance"),
          ("Stabilized construction entrance", "24 ft wide x 50 ft long, 8 in of 2-3 in crushed stone over geotextile", "Top-dress stone when voids fill; sweep Route 118 daily if mud is tracked"),
          ("Silt fence (1,480 LF)", "36 in woven geotextile on hardwood stakes at 8 ft, toe trenched 6 in", "Remove sediment at half height; repair sags and tears within 24 hr"),
          ("Temporary diversion swale TDS-1 (410 LF)", "1.5 ft deep, 4 ft bottom, 2:1 sides, 1 % grade, jute-lined; diverts upslope woods runoff around Phase 1", "Repair scour and lining where damaged"),
          ("Inlet protection (9 inlets)", "Filter fabric drop-inlet protection; curb inlet bags after paving", "Remove sediment when one-third of the fabric area is blinded; replace torn fabric"),
          ("Temporary sediment basin SB-1", "See 5.3", "Clean out when sediment reaches the marked cleanout stake (50 % of wet storage)")],
      [44, 70, 60])
    H2(p, "5.3 Temporary sediment basin SB-1")
    P(p, "SB-1 serves the 3.1 acres draining to the P-1 location. Required storage is 3,600 cubic feet per acre of drainage "
         "area, or 11,160 cubic feet (half wet, half dry); 11,900 cubic feet is provided, 4 feet deep, with a 24-inch CMP riser, "
         "a 4-inch dewatering hole with skimmer, a 15-inch barrel with anti-seep collar, and an emergency spillway 12 feet wide "
         "lined with riprap. A porous baffle divides the basin. The basin is built in the footprint of pond P-1 and is "
         "converted to P-1 in step 8 after its drainage area is stabilized.")
    H2(p, "5.4 Minimum practices by activity and schedule")
    T(p, [("Construction activity", "Minimum practices", "Installed", "Remain in place until"),
          ("Clearing and grubbing", "SCE, silt fence, TDS-1, SB-1", "Before clearing (steps 1-2)", "Final stabilization of the phase"),
          ("Grading and excavation", "SB-1, silt fence, stockpile protection, dust control", "As grading starts", "Slopes seeded and 80 % covered"),
          ("Utilities and road", "Inlet protection, trench dewatering bag", "As each inlet/trench is opened", "Road binder paved and shoulders stabilized"),
          ("Building construction", "Silt fence, concrete washout, temporary seeding", "Before foundation work", "Lot lawns stabilized"),
          ("Final grading and landscaping", "Blanket on 3:1 slopes, permanent seeding", "Within 7 days of final grade", "80 % perennial cover")],
      [40, 52, 40, 42])
    H2(p, "5.5 Dust and winter conditions")
    P(p, "Water is applied to haul roads in dry weather. Between November 15 and April 1 mulch is applied at twice the normal "
         "rate and anchored, and the SCE is kept clear of snow.")
    H2(p, "5.6 Design elements not in conformance with the NYS Standards")
    P(p, "TBD - to be confirmed after the Town Engineer's review.")
    # 6
    H1(p, "6. Inspection and Maintenance")
    H2(p, "6.1 Inspections")
    P(p, "The contractor shall designate a trained superintendent, and the owner shall retain a qualified inspector, for the "
         "erosion and sediment control practices. The qualified inspector shall inspect all erosion and sediment control "
         "practices at least once every seven calendar days and within 24 hours after any storm producing 0.5 inch of rain or "
         "more, until final stabilization. Inspection reports shall be signed, kept in the site logbook with this SWPPP, and "
         "given to the Town Engineer on request.")
    H2(p, "6.2 Maintenance")
    P(p, "Deficiencies found by an inspection are corrected within one business day, or before the next storm if sooner, "
         "following the maintenance column of Section 5.2.")
    H1(p, "7. Industrial Stormwater Discharges")
    P(p, "There are no stormwater discharges associated with industrial activity other than construction. No asphalt plant, "
         "concrete batch plant or rock crushing operation will be set up on the site; ready-mix concrete is delivered by truck.")
    H1(p, "8. Pollution Prevention")
    P(p, "Litter is collected daily into covered dumpsters in the staging area. Paints, solvents, form oil, fertilizer and "
         "other construction chemicals are kept in closed original containers in a locked shipping container on pallets, "
         "away from drainage paths; only the amount needed is kept on site. Construction debris goes to roll-off containers "
         "and a licensed C&D facility; nothing is buried on site. Concrete washout is a lined 10 x 10 ft pit in the staging "
         "area. A spill kit is kept on site; spills are contained and cleaned up at once and petroleum spills are reported to "
         "the NYSDEC Spill Hotline. Equipment is fueled over drip pans at least 100 feet from the wetland.")
    # 9
    H1(p, "9. Post-Construction Stormwater Management")
    H2(p, "9.1 Practices")
    P(p, "Enhanced phosphorus removal standards (Design Manual Chapter 10) apply. Cottage Lane, the community building and "
         "units 1-6 drain to micropool extended detention pond P-1 (permanent pool 0.31 acre at elevation 521.0, forebay, "
         "aquatic bench, 8-foot micropool, extended detention of 24 hours above the pool). Units 7-14 roofs and driveways drain "
         "to bioretention areas B-1 (2,400 sf) and B-2 (2,100 sf) on the ChB soils, which provide runoff reduction by "
         "infiltration and overflow to the P-1 system.")
    H2(p, "9.2 Sizing criteria")
    T(p, [("Criterion (Design Manual)", "Required", "Provided", "Practice / basis"),
          ("WQv, enhanced P (1-yr storm, P = 2.8 in)", "16,490 cf", "17,400 cf", "P-1 pool + ED 13,900 cf; B-1/B-2 3,500 cf"),
          ("RRv (HSG B S=0.30, C S=0.20)", "2,240 cf", "2,610 cf", "B-1, B-2 infiltration below underdrain"),
          ("Cpv (1-yr, 24-hr ED)", "9,400 cf", "9,650 cf", "P-1, 3-in orifice"),
          ("Qp (10-yr)", "Post <= pre 6.84 cfs", "6.10 cfs", "P-1 riser weir"),
          ("Qf (100-yr)", "Post <= pre 15.2 cfs", "14.6 cfs", "P-1 emergency spillway not used")],
      [58, 34, 28, 54])
    P(p, "WQv = P x Rv x A / 12, with Rv = 0.05 + 0.009 I. For the 5.9-acre contributing area, I = 25 %, Rv = 0.275. "
         "WQv = 2.8 x 0.275 x 5.9 ac x 43,560 / 12 = 16,490 cf. No criterion is waived; the project is new development, not redevelopment. No deviations from the Design Manual are proposed.")
    H2(p, "9.3 Hydrologic and hydraulic analysis")
    T(p, [("Design Point 1 (tributary)", "1-yr", "10-yr", "100-yr"),
          ("Pre-development peak (cfs)", "1.21", "6.84", "15.2"),
          ("Post-development peak (cfs)", "0.44", "6.10", "14.6"),
          ("P-1 peak stage (ft)", "522.6", "524.1", "525.3 (top of berm 526.5)")],
      [70, 34, 34, 36])
    P(p, "Analysis by TR-20 (HydroCAD 10.2), Type III 24-hour storms of 2.8, 5.1 and 9.0 inches; storm drains were sized "
         "for the 10-year storm by the rational method with hydraulic grade lines checked at all structures.")
    H2(p, "9.4 Dimensions, materials and installation")
    P(p, "P-1: clay-lined where bedrock is within 3 ft (12 in compacted clay liner, k <= 1x10-6 cm/s); 3:1 interior slopes, "
         "10-ft aquatic bench at 1 ft depth, 4 ft precast concrete riser with 3-in Cpv orifice at 521.0, 2 ft weir at 523.8, "
         "18-in RCP barrel with concrete cradle, 20-ft riprap-lined emergency spillway at 525.4. B-1 and B-2: 2.5 ft of "
         "bioretention soil (sand 85 %, fines 10 %, organics 5 %), 6-in perforated underdrain in No. 57 stone, 6 in ponding, "
         "native plantings; excavated with tracked equipment outside the footprint to avoid compaction.")
    H2(p, "9.5 Operation and maintenance")
    P(p, "The Lincolndale Cottages Homeowners Association is responsible for the long-term operation and maintenance of P-1, "
         "B-1, B-2 and the storm drains. P-1 is inspected twice a year and after storms of 2 inches or more (embankment, riser, "
         "orifice, forebay sediment; forebay cleaned when half full, mowing twice a year). B-1 and B-2 are inspected monthly "
         "April to October (remove trash, remulch yearly, replace dead plants, restore ponding if water stands over 48 hours). "
         "Catch basin sumps are cleaned yearly. The checklist used for these inspections is Appendix F.")
    H2(p, "9.6 Maintenance easements")
    P(p, "A 20-foot drainage and maintenance easement in favor of the Town of Somers covers P-1, B-1, B-2, the outfall and the "
         "access path from Cottage Lane. It is shown hatched on Figure 3 and on the site plan, will be recorded with the "
         "site plan, and remains in effect on any transfer of title.")
    H2(p, "9.7 Maintenance agreement")
    P(p, "The stormwater control facility maintenance agreement required by Section 93-8 is provided in Appendix F.")
    H1(p, "10. Preparer's Certification")
    P(p, "I certify that this SWPPP was prepared by me and that the design of all stormwater management practices meets the "
         "requirements of Chapter 93 of the Code of the Town of Somers.")
    p.set_font("Times", "I", 15); p.cell(0, 8, "Laura J. Beaumont", new_x="LMARGIN", new_y="NEXT")
    P(p, "Signed: Laura J. Beaumont, P.E., NYS License No. 094302, Croton Valley Engineering, P.C. - January 20, 2026")
    # Appendix D
    p.section_label = "Appendix D"; p.add_page(); H1(p, "Appendix D - Contractor Certification")
    P(p, "\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
         "Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or contribute "
         "to a violation of water quality standards.\"", "I")
    T(p, [("Field", "Entry"),
          ("Firm", "Amawalk Site Development Corp."),
          ("Name and title", "Gregory A. Lanza, Vice President"),
          ("Firm address and telephone", "55 Wood Street, Mahopac, NY 10541 - (845) 555-0177"),
          ("Site", "Lincolndale Cottages, 2 Cottage Lane (Route 118), Lincolndale, Town of Somers"),
          ("Responsible for", "Clearing, grading, SCE, silt fence, SB-1, TDS-1, storm drains, P-1"),
          ("Signature", "Gregory A. Lanza"),
          ("Date", "January 28, 2026")], [60, 114], size=9)
    # Appendix F
    p.section_label = "Appendix F"; p.add_page(); H1(p, "Appendix F - Stormwater Facility O&M Inspection Checklist")
    T(p, [("Item", "Condition (OK / needs work)", "Action taken"),
          ("P-1 embankment: erosion, burrows, woody growth", "", ""),
          ("P-1 riser, trash rack, 3-in orifice clear", "", ""),
          ("P-1 forebay sediment depth (clean at 50 %)", "", ""),
          ("P-1 emergency spillway riprap", "", ""),
          ("B-1 / B-2 ponding drains within 48 hr", "", ""),
          ("B-1 / B-2 mulch, plants, inlet stone", "", ""),
          ("Underdrain cleanouts capped and clear", "", ""),
          ("Catch basin sumps (clean at 50 %)", "", ""),
          ("Outfall DP-1 and channel below", "", "")], [80, 50, 44], size=9)
    P(p, "Inspector: ______________________   Date: ____________   Send a copy to the Town Engineer each year by June 30.")
    # Errata
    p.section_label = "Errata No. 1"; p.add_page(); H1(p, "ERRATA No. 1")
    P(p, "Lincolndale Cottages SWPPP dated January 20, 2026 - Errata No. 1 dated March 3, 2026. This errata sheet is part of "
         "the SWPPP. The following corrections are made; all other sections remain unchanged.", "B")
    H2(p, "Item 1 - Section 5.6")
    P(p, "Section 5.6 is replaced in its entirety by the following:")
    P(p, "5.6 Design elements not in conformance with the NYS Standards. One element departs from the Standards. Temporary "
         "sediment basin SB-1 has a flow length to width ratio of 1.6:1 instead of the minimum 2:1, because ledge on the CtC "
         "soils limits the basin footprint to the area of the future pond P-1. Reason: bedrock was found at 20 to 30 inches in "
         "test holes TP-1 and TP-2. Equivalence: the porous baffle in Section 5.3 lengthens the effective flow path to 2.4 "
         "times the width, the skimmer draws clean water from the surface, and the provided storage (11,900 cf) exceeds the "
         "required 11,160 cf, so the trapping efficiency is equal to or better than a 2:1 basin. No other element of the "
         "design departs from the Standards.", "I")
    H2(p, "Item 2 - Section 6.1")
    P(p, "Delete the second sentence of Section 6.1. (It repeated the frequency of the superseded permit. The inspection "
         "frequency will be set out in the Construction Inspection Plan, which will be submitted with the preconstruction "
         "meeting package.)")
    H2(p, "Item 3 - Section 9.2, Table")
    P(p, "In the sizing criteria table, the required WQv is corrected from 16,490 cf to 17,030 cf (contributing area 5.9 "
         "acres; Rv recomputed with I = 26 percent). The provided WQv of 17,400 cf is unchanged and exceeds the corrected "
         "requirement.")
    H2(p, "Item 4 - Section 1")
    P(p, "In the first sentence of Section 1, the tax map designation is corrected from 5.20-1-14 to 5.20-1-41.")
    P(p, "Issued by: Laura J. Beaumont, P.E., Croton Valley Engineering, P.C. - March 3, 2026")
    p.output(out)

from common import SOMERS
LABEL = {
  "checklist": "somers-ch93",
  "style": "SWPPP with an errata sheet bound at the end: 'Errata No. 1' replaces Section 5.6 in its entirety, deletes the second sentence of 6.1, corrects a table figure (WQv) and a tax map number",
  "producer": "fpdf2",
  "decision": "incomplete",
  "facts": {"disturbed_acres": 3.6, "project_type": "multifamily residential development (14-unit senior cottages)", "single_family": False, "impaired_water": True},
  "items": {k: "present" for k in SOMERS},
  "evidence": {},
  "gaps": {
    "93-6A(1)(k)": "removed by the errata and deferred: the main text's only inspection schedule is the second sentence of Section 6.1, which Errata No. 1 Item 2 deletes; the frequency 'will be set out in the Construction Inspection Plan, which will be submitted with the preconstruction meeting package'",
    "93-6A(3)(i)": "pointer to an appendix that does not hold the item: Section 9.7 says the Section 93-8 maintenance agreement 'is provided in Appendix F', but Appendix F is only an O&M inspection checklist; no agreement terms (binding on subsequent owners, recording) are given anywhere",
    "93-6D": "certification missing its training clause: Appendix D's statement (signed by Amawalk Site Development Corp.) omits the four-hour erosion and sediment control training clause of Section 93-6D",
  },
  "image_only_pages": [],
  "ambiguous_items": ["93-6A(1)(b)"],
  "acceptable_decisions": ["incomplete"],
  "notes": "Multifamily development (93-6A(2)(c)) disturbing 3.6 ac, so 93-6A(3) applies. Labelled by the plan as corrected by Errata No. 1: 93-6A(1)(l) is 'TBD' in the main text (Section 5.6) but supplied by Errata Item 1, so present with evidence on the errata page; 93-6A(1)(k) is given in the main text (6.1) but deleted by Errata Item 2, so missing. Errata Item 3 corrects the required WQv figure in the 9.2 table (still met); Item 4 corrects the tax map number. Figure 3 is a reduced plot labelled 1 in = 60 ft at full size and the full sheets C-1 to C-9 are not bound, so 93-6A(1)(b) (scale) is listed as ambiguous. Muscoot Reservoir phosphorus TMDL basin per the plan.",
}
for k in ["93-6A(1)(k)", "93-6A(3)(i)", "93-6D"]:
    LABEL["items"][k] = "missing"
QUOTES = {
  "93-6A(1)(a)": "14-unit senior residential community",
  "93-6A(1)(b)": "PROPERTY LINE - TOTAL SITE 9.82 AC",
  "93-6A(1)(c)": "Charlton loam, 3-8% slopes",
  "93-6A(1)(d)": "no more than 1.9 acres will be disturbed at one time",
  "93-6A(1)(e)": "Litter is collected daily into covered dumpsters",
  "93-6A(1)(f)": "5.1 Soil stabilization",
  "93-6A(1)(g)": "SILT FENCE - 1,480 LF TOTAL",
  "93-6A(1)(h)": "5.2 Practice specifications and maintenance",
  "93-6A(1)(i)": "There are no stormwater discharges associated with industrial activity other than construction.",
  "93-6A(1)(j)": "5.4 Minimum practices by activity and schedule",
  "93-6A(1)(l)": "flow length to width ratio of 1.6:1 instead of the minimum 2:1",
  "93-6A(3)(b)": "9.1 Practices",
  "93-6A(3)(c)": "P-1 MICROPOOL ED POND",
  "93-6A(3)(d)": "9.3 Hydrologic and hydraulic analysis",
  "93-6A(3)(e)": "9.2 Sizing criteria",
  "93-6A(3)(f)": "9.4 Dimensions, materials and installation",
  "93-6A(3)(g)": "The Lincolndale Cottages Homeowners Association is responsible for the long-term operation",
  "93-6A(3)(h)": "20-foot drainage and maintenance easement in favor of the Town of Somers",
  "93-6B": "the design of all stormwater management practices meets the",
}
PAGES = {"93-6A(1)(a)": 2, "93-6A(1)(b)": 4, "93-6A(1)(c)": 2, "93-6A(1)(d)": 5, "93-6A(1)(e)": 6, "93-6A(1)(f)": 5,
         "93-6A(1)(g)": 4, "93-6A(1)(h)": 5, "93-6A(1)(i)": 6, "93-6A(1)(j)": 6, "93-6A(1)(l)": 11, "93-6A(3)(b)": 7,
         "93-6A(3)(c)": 4, "93-6A(3)(d)": 7, "93-6A(3)(e)": 7, "93-6A(3)(f)": 7, "93-6A(3)(g)": 7, "93-6A(3)(h)": 7, "93-6B": 8}
LABEL["evidence"] = {k: {"pages": [PAGES[k]], "quote": q} for k, q in QUOTES.items()}
