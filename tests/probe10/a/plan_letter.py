"""Plan 3: engineer's letter report to the Somers Planning Board. Letter and text enclosures typeset with
groff (raw troff + tbl, -Tps) and converted with ps2pdf; drawing enclosures from reportlab (one with a CropBox
inside its MediaBox, printer's marks, slug and optional-content layers); whole file encrypted with qpdf."""
import os
import subprocess

import pikepdf
from reportlab.pdfgen import canvas
from reportlab.lib.colors import black, Color

NAME = "p10a_somers_granite_springs_church"
LETTER_PAGES = 6          # troff pages before the drawing enclosures
TOTAL = 12


def esc(s):
    s = s.replace("\\", "\\e").replace("'", "\\(aq")
    out = []
    for ln in s.split("\n"):
        if ln.startswith(".") or ln.startswith("'"):
            ln = "\\&" + ln
        out.append(ln)
    return "\n".join(out)


def fn(n):
    return "@@FN%d@@" % n


HEAD = r"""
.pl 11i
.po 1i
.ll 6.5i
.nh
.ad l
.lg 0
.ft R
.ps 11
.vs 14p
.de PP
.sp 0.5
.in 0
..
.de NP
.sp 0.5
.in 0.35i
.ti -0.35i
\\$1\h'|0.35i'\c
..
.de FN
.sp |9.25i
\l'2i'
.sp 0.2
.ps 9
.vs 11p
..
.de FE
.ps 11
.vs 14p
..
.de RH
.sp |0.5i
.ps 9
Town of Somers Planning Board \(em Granite Springs Community Church SPPP
.br
August 19, 2024 \(em Page \\$1 of 6
.ps 11
.sp 1.5
..
"""


def para_num(n, text):
    body = esc(text)
    for k in range(1, 10):
        body = body.replace("@@FN%d@@" % k, "\\u\\s-3%d\\s+3\\d" % k)
    return ".NP %d.\n%s\n" % (n, body)


def letter_troff():
    T = [HEAD]
    a = T.append
    # ---- page 1: letterhead
    a(r""".sp |0.45i
.ps 20
.ft B
TARRANT & OYELARAN ENGINEERING, PLLC
.ft R
.ps 10
.br
Civil \(bu Site \(bu Stormwater \(bu 22 Hunters Run, Suite 4, Goldens Bridge, New York 10526 \(bu (914) 555-0150
.br
\l'6.5i'
.ps 11
.sp 1.2
August 19, 2024
.sp 1
Chairman and Members of the Planning Board
.br
Town of Somers
.br
Somers, New York 10589
.sp 1
.in 0.9i
.ti -0.9i
.ft B
Re:\h'|0.9i'Granite Springs Community Church \(em Fellowship Hall Addition and Parking Expansion
.br
86 Granite Springs Road, Tax Map Section 27.08, Block 2, Lot 11
.br
Stormwater Pollution Prevention Plan (SPPP) under Town Code Chapter 93
.ft R
.in 0
.sp 1
Dear Chairman Adebayo-Reyes and Members of the Board:
""")
    a(para_num(1, "On behalf of the Granite Springs Community Church (the Applicant) we submit this letter report and "
                  "its enclosures, which together form the Stormwater Pollution Prevention Plan for the project "
                  "named above. The full-size drawing set (Sheets C-001 to C-502, revised August 16, 2024) is "
                  "submitted to the Planning Board office under separate cover."))
    a(para_num(2, "The project. The Church occupies a 5.62-acre parcel on the north side of Granite Springs Road in "
                  "the hamlet of Granite Springs. The Applicant proposes a one-story, 6,800 square foot fellowship "
                  "hall addition on the east side of the existing sanctuary, the expansion of the parking lot from "
                  "38 to 74 spaces, a widened two-way driveway, a relocated septic system and site lighting. Land "
                  "disturbance totals 1.74 acres and new impervious cover totals 0.83 acres. As a church disturbing "
                  "more than one acre, the project is listed in Town Code 93-6A(2)(h), and the post-construction "
                  "requirements of 93-6A(3) apply." + fn(1)))
    a(para_num(3, "Receiving water. Runoff from the developed area reaches an unnamed watercourse at the east "
                  "property line, which flows to the Amawalk Reservoir, a New York City water supply reservoir in "
                  "the phosphorus-restricted East of Hudson basin."))
    a(""".FN
1 The project is also subject to the NYSDEC SPDES General Permit GP-0-20-001 and to NYCDEP review of the SWPPP under 15 RCNY 18-39; the DEP application was filed on August 2, 2024.
.FE
.bp
""")
    # ---- page 2
    a(".RH 2\n")
    a(para_num(4, "Site map. Enclosure 1 is the Location Map and Site Map, with the general location map inset and "
                  "the site map drawn at 1 inch = 60 feet. It shows the total site area, the existing and proposed "
                  "improvements, the 1.74-acre limit of disturbance and the areas that will not be disturbed, the "
                  "existing woods and lawn, the watercourse and its Town wetland buffer, drainage patterns, existing "
                  "and final contours, the soil map unit boundaries, and the two discharge points. No material, "
                  "waste, borrow or equipment storage will take place on adjacent properties."))
    a(para_num(5, "Soils. The Soil Survey of Putnam and Westchester Counties maps the west half of the site, where "
                  "the addition and the parking lot are built, as Charlton fine sandy loam, 3 to 8 percent slopes "
                  "(ChB), and the lower east part along the watercourse as Sutton loam, 3 to 8 percent slopes "
                  "(SuB)." + fn(2) + " Deep test holes DT-1 to DT-3 found brown fine sandy loam over glacial till with "
                  "mottling at 34 to 40 inches in DT-3."))
    a(para_num(6, "Construction sequence. The work will be done in two phases, and at no time will more than "
                  "1.1 acres be disturbed, well under the five acres allowed at any one time. Phase 1: install "
                  "the stabilized construction entrance, silt fence and the temporary sediment trap; clear and "
                  "grub the parking expansion; strip and stockpile topsoil; excavate and grade the parking area; "
                  "install storm drains and the underground chambers; place base course. Phase 2: begin only when "
                  "the Phase 1 area has base course or temporary seed; excavate the addition foundation; build "
                  "the addition; relocate the septic system; build the bioretention area last; topsoil, seed and "
                  "pave; remove temporary controls after final stabilization."))
    a(para_num(7, "Pollution prevention. Construction debris will be kept in a covered roll-off container and "
                  "litter picked up daily. Paints, sealers, form oil and fuel additives will be kept closed in a "
                  "locked storage container off the pavement edge; fueling will be done from a service truck with "
                  "a spill kit, at least 100 feet from the watercourse. Concrete trucks will wash out only in a "
                  "lined washout pit, and spills will be cleaned up at once and reported as the law requires."))
    a(""".FN
2 Soil descriptions are from the USDA NRCS Web Soil Survey, accessed July 8, 2024, and the test hole logs of July 11, 2024, witnessed by the Westchester County Department of Health.
.FE
.bp
""")
    # ---- page 3
    a(".RH 3\n")
    a(para_num(8, "Soil stabilization. Temporary and permanent stabilization will follow the New York State "
                  "Standards and Specifications for Erosion and Sediment Control (2016) for each stage of the work: "
                  "any disturbed area left idle for seven days or more will receive temporary seed (annual ryegrass, "
                  "40 lb/acre) and straw mulch (2 tons/acre); stockpiles will be seeded and ringed with silt "
                  "fence; at final grade, 4 inches of topsoil and the Blue Book permanent lawn mix will be placed, "
                  "with erosion control blanket on slopes steeper than 3:1, until final stabilization is reached."))
    a(para_num(9, "Erosion and sediment control practices. The location, size and length of each erosion and "
                  "sediment control practice are shown on Sheet C-301, Erosion and Sediment Control Plan, of the "
                  "drawing set submitted under separate cover."))
    a(para_num(10, "Details. Enclosure 2 gives the dimensions, material specifications, installation details and "
                   "maintenance requirements of the stabilized construction entrance, silt fence, inlet protection, "
                   "the temporary diversion swale that carries runoff from the exposed parking area, and temporary "
                   "sediment trap ST-1, which is sized at 3,600 cubic feet per acre for its 1.1-acre drainage area "
                   "(3,960 cubic feet required, 4,100 cubic feet provided)."))
    a(para_num(11, "Industrial discharges. There will be no stormwater discharges associated with industrial "
                   "activity other than construction." + fn(3)))
    a(para_num(12, "Minimum practices and schedule. The minimum practices for each soil-disturbing activity, when "
                   "each goes in, and how long it stays, are as follows:"))
    a(r""".sp 0.5
.ps 9.5
.vs 12p
.TS
box tab(|);
lB | lB | lB | lB
l | l | l | l.
Activity|Practice|Initial placement|Minimum time in place
_
Site access|Construction entrance|Before any clearing|Until base course
Clearing, grubbing|Silt fence, tree protection|Before clearing|Until 80% cover
Parking excavation|Diversion swale, trap ST-1|Start of Phase 1 grading|Until chambers online
Storm drain work|Inlet protection|As each inlet is set|Until final paving
Topsoil stripping|Stockpile ring, seed|Before stripping|Until respread
Addition foundation|Silt fence at east side|Start of Phase 2|Until lawn established
.TE
.ps 11
.vs 14p
""")
    a(""".FN
3 No asphalt plant, concrete batch plant or other industrial activity will operate on the site; concrete will come from off-site ready-mix suppliers.
.FE
.bp
""")
    # ---- page 4
    a(".RH 4\n")
    a(para_num(13, "Inspections. The contractor will check all erosion and sediment control practices at the end of "
                   "each work day. A qualified inspector retained by the Applicant will inspect the practices at "
                   "least once every seven calendar days and within 24 hours after any storm of 0.5 inch or more, "
                   "in accordance with the Blue Book and the General Permit, and will give a written report to the "
                   "contractor and the Town Engineer within one business day. Deficiencies are to be corrected "
                   "within one business day of the report."))
    a(para_num(14, "Conformance with the Blue Book. No element of the erosion and sediment control design departs "
                   "from the New York State Standards and Specifications for Erosion and Sediment Control." + fn(4)))
    a(para_num(15, "Post-construction practices. Runoff from the new parking lot and the addition roof will be "
                   "treated and controlled by two practices: bioretention area BR-1, a 2,450 square foot filter "
                   "bed at the east edge of the lot that provides the water quality volume and enhanced phosphorus "
                   "removal; and underground detention system UD-1, 46 plastic arch chambers in a stone bed under "
                   "the new parking, which attenuates the 10- and 100-year peak discharges. The locations and sizes "
                   "of both are shown on Enclosure 1."))
    a(para_num(16, "Hydrology. Enclosure 3 contains the hydrologic and hydraulic analysis (HydroCAD, TR-20 method, "
                   "Type III 24-hour storms) for the pre- and post-development conditions and for each structural "
                   "component of the system, and the sizing calculations."))
    a(para_num(17, "Sizing criteria. The practices are designed to the Enhanced Phosphorus Removal Standards of "
                   "the New York State Stormwater Management Design Manual. The water quality volume is the runoff "
                   "of the 1-year, 24-hour storm (2.75 inches): 5,310 cubic feet required and 5,480 cubic feet "
                   "provided in BR-1. Runoff reduction of 1,260 cubic feet is provided by BR-1 (1,210 cubic feet "
                   "required). Channel protection is met by 24-hour extended detention of the 1-year storm in UD-1. "
                   "No Design Manual criterion is waived or departed from."))
    a(""".FN
4 The temporary sediment trap, silt fence and construction entrance are all standard Blue Book practices built to the standard dimensions; no alternative design is proposed.
.FE
.bp
""")
    # ---- page 5
    a(".RH 5\n")
    a(para_num(18, "Details of permanent practices. Enclosure 2 includes the bioretention cross-section (6 inches "
                   "of ponding, 2.5 feet of bioretention soil, 12 inches of stone with a 6-inch underdrain) and the "
                   "UD-1 chamber bed section (chambers 30 inches high on 9 inches of stone, wrapped in non-woven "
                   "geotextile, with an isolator row for pretreatment), with materials and installation notes."))
    a(para_num(19, "Operation and maintenance. Enclosure 4 is the Operation and Maintenance Plan. It gives the "
                   "inspection and maintenance schedule for BR-1, UD-1 and the catch basins and names the Church, "
                   "through its Board of Trustees, as the entity responsible for their long-term operation and "
                   "maintenance."))
    a(para_num(20, "Easement. A drainage access and maintenance easement in favor of the Town will be prepared and "
                   "will be provided prior to the Chairman\u2019s signature of the final site plan.".replace("\u2019", "'")))
    a(para_num(21, "Maintenance agreement. The Church will execute the Town's stormwater maintenance agreement "
                   "under Town Code 93-8. A draft agreement is Enclosure 6."))
    a(para_num(22, "Contractor certification. Enclosure 5 holds the certifications signed by the site contractor "
                   "and its erosion control subcontractor before any land development activity begins."))
    a(para_num(23, "Certification. I certify that this Stormwater Pollution Prevention Plan was prepared by me or "
                   "under my direct supervision and that the design of all stormwater management practices meets "
                   "the requirements of Chapter 93 of the Code of the Town of Somers."))
    a(r""".sp 1
Respectfully submitted,
.sp 0.3
.ft I
/s/ Olufemi A. Oyelaran
.ft R
.br
Olufemi A. Oyelaran, P.E., Principal
.br
New York State Professional Engineer License No. 088215
.br
Tarrant & Oyelaran Engineering, PLLC
.bp
""")
    # ---- page 6 enclosures and cc
    a(".RH 6\n")
    a(r""".ft B
Enclosures
.ft R
.sp 0.5
.in 0.4i
.ti -0.4i
1.\h'|0.4i'Location Map and Site Map, 1 inch = 60 feet (bound)
.br
.ti -0.4i
2.\h'|0.4i'Erosion and Sediment Control and Stormwater Details (bound)
.br
.ti -0.4i
3.\h'|0.4i'Stormwater Calculations: HydroCAD summary and sizing (bound)
.br
.ti -0.4i
4.\h'|0.4i'Operation and Maintenance Plan (bound)
.br
.ti -0.4i
5.\h'|0.4i'Contractor Certifications (bound)
.br
.ti -0.4i
6.\h'|0.4i'Draft Stormwater Maintenance Agreement
.in 0
.sp 1.5
.ft B
Copies
.ft R
.sp 0.5
cc:\ \ Town Engineer, Town of Somers (with enclosures)
.br
\h'|0.4i'Rev. Martha Lindgren-Obi, Granite Springs Community Church
.br
\h'|0.4i'NYCDEP Bureau of Water Supply, Stormwater Programs (Enclosures 1-3)
.br
\h'|0.4i'File 24-057
.bp
""")
    # ---- enclosure 3 (2 pages), 4, 5
    a(r""".sp |0.5i
.ps 9
Granite Springs Community Church SPPP \(em Tarrant & Oyelaran Engineering, PLLC
.ps 11
.sp 1
.ft B
.ps 13
Enclosure 3 \(em Stormwater Calculations
.ps 11
.ft R
.sp 0.5
HydroCAD 10.2 summary, SCS TR-20 method, Type III 24-hour rainfall (NOAA Atlas 14, Somers): 1-year 2.75 in., 10-year 4.95 in., 100-year 8.85 in.
.sp 0.5
.ft B
Subcatchments
.ft R
.sp 0.3
.ps 9.5
.vs 12p
.TS
box tab(|);
lB | lB | lB | lB | lB
l | n | n | n | l.
Subcatchment|Area (ac)|CN|Tc (min)|Cover
_
E-1 Existing to DP-1|2.31|64|16.4|Lawn and woods, good
E-2 Existing to DP-2|0.62|62|12.0|Woods, good
P-1 Proposed to BR-1 / UD-1|1.58|83|6.0|Pavement, roof, lawn
P-2 Proposed bypass to DP-1|0.73|66|14.1|Lawn and woods
P-3 Proposed to DP-2|0.62|62|12.0|Woods, unchanged
.TE
.sp 0.5
.ps 11
.vs 14p
.ft B
Peak discharge comparison
.ft R
.sp 0.3
.ps 9.5
.vs 12p
.TS
box tab(|);
lB | lB | lB | lB | lB
l | n | n | n | n.
Design point|Storm|Pre (cfs)|Post (cfs)|Change
_
DP-1|1-year|1.62|1.20|-0.42
DP-1|10-year|4.88|4.31|-0.57
DP-1|100-year|10.95|10.40|-0.55
DP-2|1-year|0.31|0.31|0.00
DP-2|10-year|1.12|1.12|0.00
DP-2|100-year|2.64|2.64|0.00
.TE
.ps 11
.vs 14p
.sp 0.5
Post-development peak discharge at DP-1 is lower than pre-development for the 1-, 10- and 100-year storms; DP-2 is unchanged.
.bp
.sp |0.5i
.ps 9
Granite Springs Community Church SPPP \(em Tarrant & Oyelaran Engineering, PLLC
.ps 11
.sp 1
.ft B
Enclosure 3 (continued) \(em Structural Components and Sizing
.ft R
.sp 0.5
.ps 9.5
.vs 12p
.TS
box tab(|);
lB | lB | lB
l | l | l.
Component|Hydraulic analysis|Result
_
BR-1 overflow riser|24 in. dome grate, crest 512.50|100-yr inflow 5.9 cfs at 0.45 ft head
UD-1 chambers|Storage 7,950 cf, invert 505.00|100-yr peak elevation 508.10, 0.4 ft below top of stone
UD-1 outlet control|3 in. orifice at 505.00; 10 in. orifice at 506.60; weir at 508.00|Routed results above
Outfall pipe to DP-1|15 in. HDPE at 2.0 percent|Capacity 9.2 cfs; exit velocity 5.6 ft/s
Riprap apron at DP-1|d50 6 in., 10 ft long|Sized for 100-yr outlet velocity
.TE
.sp 0.5
.TS
box tab(|);
lB | lB | lB | lB
l | l | l | l.
Criterion|Basis|Required|Provided
_
WQv|1-yr 24-hr runoff, 1.58 ac|5,310 cf|5,480 cf (BR-1)
RRv|Specific reduction factor|1,210 cf|1,260 cf (BR-1)
Cpv|24-hr ED of 1-yr storm|4,420 cf|4,600 cf (UD-1)
Qp|10-yr post <= pre|4.88 cfs|4.31 cfs
Qf|100-yr post <= pre|10.95 cfs|10.40 cfs
.TE
.ps 11
.vs 14p
.sp 0.5
WQv = [(P)(Rv)(A)]/12 is not used; under the enhanced phosphorus standard the WQv is the TR-55 runoff volume of the 1-year, 24-hour storm from the contributing area: Q = 0.93 in. x 1.58 ac x 43,560 / 12 = 5,310 cf.
.bp
""")
    # enclosure 4
    a(r""".sp |0.5i
.ps 9
Granite Springs Community Church SPPP \(em Tarrant & Oyelaran Engineering, PLLC
.ps 11
.sp 1
.ft B
.ps 13
Enclosure 4 \(em Operation and Maintenance Plan
.ps 11
.ft R
.sp 0.5
Responsible entity: Granite Springs Community Church, acting through its Board of Trustees, is responsible for the long-term operation and maintenance of BR-1, UD-1 and the site catch basins.
.sp 0.5
.ps 9.5
.vs 12p
.TS
box tab(|);
lB | lB | lB
l | l | l.
Practice|Inspection and maintenance action|Schedule
_
BR-1 bioretention|Inspect for ponding over 48 hours, erosion, sediment|Quarterly and after storms over 1 in.
BR-1 bioretention|Replace mulch; replace dead plants; weed|Each spring
BR-1 bioretention|Remove sediment from forebay|When 3 in. deep
UD-1 chambers|Inspect isolator row through ports|Twice a year
UD-1 chambers|JetVac isolator row|When sediment exceeds 3 in.
Outlet structure|Clear orifices and trash rack|Twice a year
Catch basins|Clean sumps|When half full; at least yearly
All practices|Written inspection report to Town Engineer|Each year by March 1
.TE
.ps 11
.vs 14p
.sp 0.5
Records of each inspection and maintenance action are kept by the Church office for at least five years and are available to the Town on request.
.bp
""")
    # enclosure 5
    a(r""".sp |0.5i
.ps 9
Granite Springs Community Church SPPP \(em Tarrant & Oyelaran Engineering, PLLC
.ps 11
.sp 1
.ft B
.ps 13
Enclosure 5 \(em Contractor Certifications
.ps 11
.ft R
.sp 0.5
Certification statement (Town Code 93-6D):
.sp 0.3
.in 0.3i
.ft I
I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.
.ft R
.in 0
.sp 1
.ft B
Contractor
.ft R
.br
Signature: /s/ Vincent R. Castellano\h'|3.6i'Date: August 12, 2024
.br
Name and title: Vincent R. Castellano, President
.br
Firm: Castellano Brothers Site Work, Inc., 310 Route 6, Mahopac, NY 10541, (845) 555-0127
.br
Site: Granite Springs Community Church, 86 Granite Springs Road, Somers, NY
.sp 1
.ft B
Subcontractor (erosion control and seeding)
.ft R
.br
Signature: /s/ Dana Whitcombe-Ortiz\h'|3.6i'Date: August 13, 2024
.br
Name and title: Dana Whitcombe-Ortiz, Operations Manager
.br
Firm: Hilltop Erosion Control LLC, 45 Baldwin Road, Mount Kisco, NY 10549, (914) 555-0188
.br
Site: Granite Springs Community Church, 86 Granite Springs Road, Somers, NY
""")
    return "".join(T)


def drawing_pages(work):
    """Enclosures 1 and 2 (letter size). Base content, a layer PDF for the drawing, printer's marks."""
    W, H = 684, 864      # media 9.5 x 12 in; crop 8.5 x 11 in centred
    X0, Y0 = 36, 36
    base = os.path.join(work, "lt_base.pdf")
    lay = os.path.join(work, "lt_layer.pdf")
    c = canvas.Canvas(base, pagesize=(W, H))
    L = canvas.Canvas(lay, pagesize=(W, H))
    heads = []
    for n, title in [(1, "Enclosure 1 - Location Map and Site Map"),
                     (2, "Enclosure 2 - Erosion and Sediment Control and Stormwater Details")]:
        c.setLineWidth(1)
        c.rect(X0 + 24, Y0 + 24, 612 - 48, 792 - 48)
        c.setFont("Helvetica-Bold", 12)
        c.drawString(X0 + 36, Y0 + 792 - 48, title)
        heads.append((LETTER_PAGES + n, title))
        c.setFont("Helvetica", 7)
        c.drawString(X0 + 36, Y0 + 34, "Tarrant & Oyelaran Engineering, PLLC | Granite Springs Community Church | "
                     "Drawing E-%d | August 16, 2024" % n)
        # printer's marks and slug (outside the crop box)
        c.setLineWidth(0.3)
        for (x, y, dx, dy) in [(X0, Y0, -1, -1), (X0 + 612, Y0, 1, -1), (X0, Y0 + 792, -1, 1), (X0 + 612, Y0 + 792, 1, 1)]:
            c.line(x + dx * 4, y, x + dx * 26, y)
            c.line(x, y + dy * 4, x, y + dy * 26)
        for (x, y) in [(W / 2, 14), (W / 2, H - 14)]:
            c.circle(x, y, 6); c.line(x - 9, y, x + 9, y); c.line(x, y - 9, x, y + 9)
        c.setFont("Helvetica", 5.5)
        c.drawString(60, 8, "SLUG  T&O 24-057  E-%d.dwg  plotted 08/16/2024 09:41  DWG plot  crop 8.5x11" % n)
        # layer content
        if n == 1:
            L.setFillColor(Color(0.95, 0.94, 0.9)); L.rect(X0 + 380, Y0 + 560, 180, 170, stroke=1, fill=1)
            L.setFillColor(black); L.setFont("Helvetica-Bold", 7)
            L.drawString(X0 + 386, Y0 + 718, "LOCATION MAP  1 in. = 2,000 ft")
            L.setStrokeColor(Color(0.7, 0.2, 0.2)); L.setLineWidth(2)
            L.line(X0 + 390, Y0 + 600, X0 + 550, Y0 + 690)
            L.setStrokeColor(black); L.setLineWidth(0.5)
            L.circle(X0 + 470, Y0 + 645, 6, stroke=1, fill=1)
            L.drawString(X0 + 420, Y0 + 580, "GRANITE SPRINGS ROAD")
            # site map: parcel 560 x 437 ft at 1 in = 60 ft -> 0.6 pt/ft * 2 = 1.2
            s = 1.2
            ox, oy = X0 + 50, Y0 + 70
            L.setDash([8, 3]); L.rect(ox, oy, 420 * s, 400 * s); L.setDash()
            L.setFillColor(Color(0.8, 0.8, 0.8)); L.rect(ox + 60 * s, oy + 230 * s, 110 * s, 70 * s, stroke=1, fill=1)
            L.setFillColor(Color(0.9, 0.8, 0.7)); L.rect(ox + 170 * s, oy + 230 * s, 80 * s, 70 * s, stroke=1, fill=1)
            L.setFillColor(Color(0.85, 0.85, 0.85)); L.rect(ox + 40 * s, oy + 90 * s, 220 * s, 120 * s, stroke=1, fill=1)
            L.setFillColor(Color(0.6, 0.8, 0.6)); L.rect(ox + 270 * s, oy + 120 * s, 60 * s, 40 * s, stroke=1, fill=1)
            L.setStrokeColor(Color(0.3, 0.3, 0.8)); L.setDash([4, 2])
            L.rect(ox + 60 * s, oy + 110 * s, 150 * s, 60 * s); L.setDash()
            L.setStrokeColor(Color(0.9, 0.45, 0.05)); L.setLineWidth(1.4); L.setDash([10, 4])
            L.rect(ox + 30 * s, oy + 80 * s, 310 * s, 240 * s); L.setDash(); L.setLineWidth(0.5)
            L.setStrokeColor(Color(0.3, 0.5, 0.8)); L.setLineWidth(1.5)
            L.bezier(ox + 400 * s, oy + 400 * s, ox + 380 * s, oy + 250 * s, ox + 410 * s, oy + 150 * s, ox + 390 * s, oy)
            L.setStrokeColor(Color(0.55, 0.35, 0.1)); L.setDash([2, 2]); L.setLineWidth(0.8)
            L.line(ox + 350 * s, oy, ox + 350 * s, oy + 400 * s); L.setDash()
            L.setStrokeColor(black); L.setLineWidth(0.5)
            L.setFillColor(black); L.setFont("Helvetica", 6.5)
            for txt, fx, fy in [("EXIST. SANCTUARY", 70, 265), ("FELLOWSHIP HALL ADDITION 6,800 SF", 172, 305),
                                ("PARKING 74 SPACES", 90, 190), ("BR-1 BIORETENTION 2,450 SF", 265, 165),
                                ("UD-1 CHAMBERS 46 UNITS, 7,950 CF", 62, 100), ("LIMIT OF DISTURBANCE 1.74 AC", 35, 325),
                                ("ChB", 20, 380), ("SuB", 360, 380), ("UNNAMED WATERCOURSE", 330, 20),
                                ("TOWN WETLAND BUFFER - NOT DISTURBED", 300, 345), ("EXISTING WOODS", 355, 250),
                                ("DP-1", 392, 60), ("DP-2", 380, 300), ("GRANITE SPRINGS ROAD", 150, -18),
                                ("TOTAL SITE AREA 5.62 AC", 20, 60)]:
                L.drawString(ox + fx * s, oy + fy * s, txt)
            L.drawString(ox, oy - 40, "SITE MAP  SCALE 1 INCH = 60 FEET.  EXIST. CONTOURS DASHED, PROPOSED SOLID; "
                         "ESC PRACTICES: SEE SHEET C-301.")
        else:
            L.setFont("Helvetica", 6.5)
            boxes = [("A. STABILIZED CONSTRUCTION ENTRANCE", ["50 FT LONG x 24 FT WIDE x 8 IN. THICK",
                      "2-3 IN. CRUSHED STONE ON WOVEN GEOTEXTILE", "MAINTAIN: TOP-DRESS STONE; SWEEP ROAD DAILY"]),
                     ("B. SILT FENCE", ["36 IN. WOVEN GEOTEXTILE, STAKES 8 FT O.C.", "TOE BURIED 6 IN. IN TRENCH",
                      "MAINTAIN: REMOVE SEDIMENT AT 1/2 HEIGHT"]),
                     ("C. INLET PROTECTION", ["FABRIC ON 2 x 4 FRAME, 1.5 FT HIGH", "MAINTAIN: CLEAN AFTER EACH STORM"]),
                     ("D. TEMPORARY DIVERSION SWALE", ["2 FT BOTTOM, 1.5 FT DEEP, 2:1 SIDES", "SEED AND JUTE MAT",
                      "MAINTAIN: REPAIR BREACHES"]),
                     ("E. TEMPORARY SEDIMENT TRAP ST-1", ["4,100 CF, 4 FT DEEP, 2:1 SIDES", "STONE OUTLET 4 FT WIDE",
                      "MAINTAIN: CLEAN AT 50% OF WET STORAGE"]),
                     ("F. BIORETENTION BR-1 SECTION", ["6 IN. PONDING; 2.5 FT BIORETENTION SOIL",
                      "12 IN. NO. 57 STONE, 6 IN. UNDERDRAIN", "3 IN. HARDWOOD MULCH"]),
                     ("G. UD-1 CHAMBER BED SECTION", ["30 IN. ARCH CHAMBERS ON 9 IN. STONE",
                      "NON-WOVEN GEOTEXTILE WRAP", "ISOLATOR ROW, 4 INSPECTION PORTS"])]
            for i, (t, notes) in enumerate(boxes):
                col, row = i % 2, i // 2
                bx, by = X0 + 40 + col * 270, Y0 + 560 - row * 170
                L.rect(bx, by, 255, 150)
                L.setFont("Helvetica-Bold", 7); L.drawString(bx + 6, by + 138, t)
                L.setFont("Helvetica", 6.5)
                for k, ln in enumerate(notes):
                    L.drawString(bx + 6, by + 124 - k * 9, ln)
                L.setFillColor(Color(0.75, 0.75, 0.75))
                L.rect(bx + 40, by + 20, 170, 40 + (i % 3) * 8, stroke=1, fill=1)
                L.setFillColor(black)
        c.showPage()
        L.showPage()
    c.save()
    L.save()
    return base, lay, heads, (X0, Y0, X0 + 612, Y0 + 792)


def build(work):
    tr = os.path.join(work, NAME + ".tr")
    ps = os.path.join(work, NAME + ".ps")
    gpdf = os.path.join(work, NAME + "_groff.pdf")
    with open(tr, "w") as f:
        f.write(letter_troff())
    with open(ps, "wb") as f:
        tbl = subprocess.run(["tbl", tr], capture_output=True, check=True).stdout
        f.write(subprocess.run(["groff", "-Tps", "-P-pletter"], input=tbl, capture_output=True, check=True).stdout)
    subprocess.run(["ps2pdf", "-sPAPERSIZE=letter", ps, gpdf], check=True)
    base, lay, dheads, crop = drawing_pages(work)

    out_plain = os.path.join(work, NAME + "_plain.pdf")
    g = pikepdf.open(gpdf)
    d = pikepdf.open(base)
    lsrc = pikepdf.open(lay)
    assert len(g.pages) == LETTER_PAGES + 4, len(g.pages)
    ocg_draw = g.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("E-Drawing")))
    ocg_base = g.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("E-Border and title")))
    g.Root.OCProperties = pikepdf.Dictionary(
        OCGs=pikepdf.Array([ocg_base, ocg_draw]),
        D=pikepdf.Dictionary(BaseState=pikepdf.Name.ON, ON=pikepdf.Array([ocg_base, ocg_draw]),
                             OFF=pikepdf.Array(), Order=pikepdf.Array([ocg_base, ocg_draw])))
    for i in range(2):
        g.pages.insert(LETTER_PAGES + i, d.pages[i])
        pg = g.pages[LETTER_PAGES + i]
        form = g.copy_foreign(lsrc.pages[i].as_form_xobject())
        form.OC = ocg_draw
        nm = pg.add_resource(form, pikepdf.Name.XObject, prefix="Dwg")
        pg.contents_add(pikepdf.Stream(g, b"q %s Do Q" % str(nm).encode()), prepend=False)
        pg.obj.CropBox = pikepdf.Array(list(crop))
        pg.obj.TrimBox = pikepdf.Array(list(crop))
    g.docinfo["/Title"] = "Granite Springs Community Church - SPPP letter report"
    g.docinfo["/Author"] = "Tarrant & Oyelaran Engineering, PLLC"
    g.save(out_plain)
    for x in (g, d, lsrc):
        x.close()
    out = os.path.join(work, NAME + ".pdf")
    subprocess.run(["qpdf", "--encrypt", "", "tando-owner-057", "256", "--extract=n", "--modify=none",
                    "--print=full", "--", out_plain, out], check=True)
    for p in (tr, ps, gpdf, base, lay, out_plain):
        os.remove(p)
    heads = [(1, "TARRANT & OYELARAN ENGINEERING, PLLC"), (6, "Enclosures"), (9, "Enclosure 3"),
             (10, "Structural Components and Sizing"), (11, "Enclosure 4"), (11, "Operation and Maintenance Plan"),
             (12, "Enclosure 5"), (12, "Contractor Certifications")] + dheads
    return out, label(), heads


def label():
    ev = {
        "93-6A(1)(a)": ([1], "one-story, 6,800 square foot fellowship hall addition"),
        "93-6A(1)(b)": ([7], "SITE MAP SCALE 1 INCH = 60 FEET"),
        "93-6A(1)(d)": ([2], "at no time will more than 1.1 acres be disturbed"),
        "93-6A(1)(e)": ([2], "Construction debris will be kept in a covered roll-off container"),
        "93-6A(1)(f)": ([3], "Temporary and permanent stabilization will follow the New York State"),
        "93-6A(1)(h)": ([8], "50 FT LONG x 24 FT WIDE x 8 IN. THICK"),
        "93-6A(1)(i)": ([3], "There will be no stormwater discharges associated with industrial"),
        "93-6A(1)(j)": ([3], "The minimum practices for each soil-disturbing activity, when each goes in, and how long it stays"),
        "93-6A(1)(k)": ([4], "at least once every seven calendar days"),
        "93-6A(1)(l)": ([4], "No element of the erosion and sediment control design departs"),
        "93-6A(3)(b)": ([4], "bioretention area BR-1, a 2,450 square foot filter"),
        "93-6A(3)(c)": ([7], "BR-1 BIORETENTION 2,450 SF"),
        "93-6A(3)(d)": ([9], "HydroCAD 10.2 summary, SCS TR-20 method"),
        "93-6A(3)(e)": ([4], "5,310 cubic feet required and 5,480 cubic feet provided in BR-1"),
        "93-6A(3)(f)": ([5], "6 inches of ponding, 2.5 feet of bioretention soil"),
        "93-6A(3)(g)": ([11], "is responsible for the long-term operation and maintenance of BR-1"),
        "93-6B": ([5], "New York State Professional Engineer License No. 088215"),
        "93-6D": ([12], "has received a minimum of four hours of acceptable training"),
    }
    from common import ITEM_IDS
    gaps = {
        "93-6A(1)(c)": "incomplete: paragraph 5 (p. 2) and its footnote name the soil series (Charlton ChB, Sutton "
                       "SuB) and test-hole findings but never identify the hydrologic soil group; the calculations "
                       "(pp. 9-10) give curve numbers only",
        "93-6A(1)(g)": "pointer to a sheet not bound: paragraph 9 (p. 3) says the location, size and length of each "
                       "ESC practice are on Sheet C-301 of the drawing set submitted under separate cover; the bound "
                       "site map (Enclosure 1, p. 7) says 'ESC PRACTICES: SEE SHEET C-301'",
        "93-6A(3)(h)": "deferred: paragraph 20 (p. 5) says the easement 'will be provided prior to the Chairman's "
                       "signature of the final site plan'; no easement is shown on the bound site map",
        "93-6A(3)(i)": "pointer to a document not bound: paragraph 21 (p. 5) says the Church will execute the Town "
                       "agreement and that a draft is Enclosure 6; Enclosure 6 is in the enclosure list (p. 6) but "
                       "is not bound, and no binding terms are stated",
    }
    items = {i: ("missing" if i in gaps else "present") for i in ITEM_IDS["somers-ch93"]}
    return {
        "checklist": "somers-ch93",
        "style": "engineer's letter report to the Planning Board: letterhead, Re: block, numbered paragraphs, "
                 "footnotes carrying content, enclosure list, enclosures bound behind",
        "producer": "groff (raw troff + tbl, -Tps) -> ps2pdf (Ghostscript) for the letter and text enclosures; "
                    "reportlab drawing enclosures with CropBox inside MediaBox, printer's marks, slug and OCG "
                    "layers (all ON) merged by pikepdf; whole file encrypted with qpdf (AES-256, empty user "
                    "password, owner password, extract=n, modify=none)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.74, "project_type": "church fellowship hall addition and parking expansion "
                  "(93-6A(2)(h))", "single_family": False, "impaired_water": True},
        "items": items,
        "evidence": {k: {"pages": v[0], "quote": v[1]} for k, v in ev.items()},
        "gaps": gaps,
        "image_only_pages": [],
        "ambiguous_items": ["93-6A(1)(g)"],
        "acceptable_decisions": ["incomplete"],
        "notes": "Church disturbing 1.74 ac: 93-6A(2)(h), so 93-6A(3) applies. Amawalk Reservoir basin "
                 "(phosphorus-restricted) per paragraph 3. 93-6A(1)(i) and 93-6A(1)(l) are 'none' statements "
                 "(paragraph 11 with footnote 3, paragraph 14 with footnote 4), present by convention. 93-6A(1)(j) "
                 "is the table under paragraph 12 (activity, practice, initial placement, minimum time in place). "
                 "93-6A(1)(h) is Enclosure 2 (p. 8, details A-E with maintenance notes) plus paragraph 10 "
                 "(trap sizing, diversion swale). 93-6A(3)(d) is Enclosure 3 pp. 9-10 (subcatchments, peak "
                 "comparison, component analysis); 93-6A(3)(e) is paragraph 17 and the criteria table on p. 10. "
                 "93-6A(1)(g) is listed ambiguous under the convention for drawings referenced by sheet but not "
                 "bound (Sheet C-301); the decision is incomplete either way because of (1)(c), (3)(h) and "
                 "(3)(i). The contractor certifications (p. 12) are signed with the full statement including the "
                 "training clause. The file is encrypted (opens with no password).",
    }
