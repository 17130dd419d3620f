"""Plan 1: SWPPP organised by construction phase (Somers). reportlab; vertical sidebars and vertical
table column headers, row-spanning cells, long tables continued over page breaks with repeated headers."""
import sys
from reportlab.lib.pagesizes import letter, landscape
from reportlab.lib import colors
from reportlab.lib.units import inch
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table,
                                TableStyle, PageBreak, NextPageTemplate, Flowable, KeepTogether)
from common_rl import BODY, SMALL, CELL, CELLB, H1, H2, H3, TITLE, CENTER, BUL, VText
import p1_site

OUT = sys.argv[1]
TABLOID_L = (17 * inch, 11 * inch)
STATE = {"side": "GENERAL INFORMATION", "col": colors.Color(0.25, 0.3, 0.38), "fig": None}
PHASECOL = {1: colors.Color(0.55, 0.27, 0.07), 2: colors.Color(0.72, 0.45, 0.1),
            3: colors.Color(0.2, 0.35, 0.55), 4: colors.Color(0.18, 0.48, 0.25)}


class Side(Flowable):
    def __init__(self, text, col):
        super().__init__(); self.text, self.col = text, col
    def wrap(self, aw, ah):
        return 0, 0
    def draw(self):
        STATE["side"], STATE["col"] = self.text, self.col


class Fig(Flowable):
    def __init__(self, fn):
        super().__init__(); self.fn = fn
    def wrap(self, aw, ah):
        return 0, 0
    def draw(self):
        STATE["fig"] = self.fn


def sidebar(c, W, H):
    c.saveState()
    c.setFillColor(STATE["col"])
    c.rect(0, 0, 0.62 * inch, H, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont("Helvetica-Bold", 13)
    c.translate(0.40 * inch, 0.9 * inch)
    c.rotate(90)
    c.drawString(0, 0, STATE["side"])
    c.setFont("Helvetica", 8)
    c.drawString(H - 5.6 * inch, -0.0, "SWPPP  |  BALDWIN PLACE FLEX COMMERCE CENTER")
    c.restoreState()


def page_letter(c, doc):
    W, H = letter
    sidebar(c, W, H)
    c.saveState()
    c.setFont("Helvetica", 7.5)
    c.setFillColor(colors.Color(0.3, 0.3, 0.3))
    c.drawString(0.95 * inch, H - 0.45 * inch, "Stormwater Pollution Prevention Plan - Baldwin Place Flex Commerce Center, Town of Somers")
    c.drawRightString(W - 0.55 * inch, H - 0.45 * inch, "Rev. 2 - March 2025")
    c.line(0.95 * inch, H - 0.52 * inch, W - 0.55 * inch, H - 0.52 * inch)
    c.drawString(0.95 * inch, 0.45 * inch, "Kestrel Civil & Site, PLLC  -  Project 23-118")
    c.drawRightString(W - 0.55 * inch, 0.45 * inch, "Page %d" % doc.page)
    c.restoreState()


def page_tab(c, doc):
    W, H = TABLOID_L
    sidebar(c, W, H)
    if STATE["fig"]:
        STATE["fig"](c, W, H)
        STATE["fig"] = None
    c.saveState()
    c.setFont("Helvetica", 7)
    c.drawRightString(W - 0.55 * inch, 0.3 * inch, "SWPPP Page %d" % doc.page)
    c.restoreState()


def P(t, st=BODY):
    return Paragraph(t, st)


def bullets(items):
    return [Paragraph(t, BUL, bulletText="\u2022") for t in items]


def tbl(rows, widths, header_rows=1, spans=(), vhead=False, extra=(), repeat=True):
    data = []
    for i, r in enumerate(rows):
        row = []
        for j, v in enumerate(r):
            if isinstance(v, str):
                if i < header_rows and vhead:
                    row.append(VText(v))
                else:
                    row.append(Paragraph(v, CELLB if i < header_rows else CELL))
            else:
                row.append(v)
        data.append(row)
    t = Table(data, colWidths=widths, repeatRows=header_rows if repeat else 0, splitByRow=1)
    st = [("GRID", (0, 0), (-1, -1), 0.5, colors.Color(0.35, 0.35, 0.35)),
          ("VALIGN", (0, 0), (-1, -1), "TOP"),
          ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.Color(0.88, 0.9, 0.93)),
          ("VALIGN", (0, 0), (-1, header_rows - 1), "BOTTOM"),
          ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3)]
    for s in spans:
        st.append(("SPAN",) + s)
        st.append(("VALIGN", s[0], s[0], "MIDDLE"))
    st.extend(extra)
    t.setStyle(TableStyle(st))
    return t


def phase_block(n, name, weeks, area, resp, intro, activities, controls, timing_rows, insp, handoff):
    col = PHASECOL[n]
    f = [NextPageTemplate("letter"), PageBreak(), Side("PHASE %d  -  %s" % (n, name.upper()), col),
         P("Chapter %d. Phase %d - %s" % (n + 4, n, name), H1),
         tbl([["Phase", "Duration", "Area disturbed", "Responsible party (SWPPP implementation)"],
              ["Phase %d" % n, weeks, area, resp]],
             [0.8 * inch, 1.35 * inch, 1.2 * inch, 3.55 * inch]),
         Spacer(1, 6),
         P("%d.1 Scope of the phase" % (n + 4), H2)]
    f += [P(t) for t in intro]
    f += [P("%d.2 Sequence of operations in Phase %d" % (n + 4, n), H2)]
    f += [Paragraph(t, BUL, bulletText="%d%s." % (n, chr(97 + i))) for i, t in enumerate(activities)]
    f += [P("%d.3 Controls installed or maintained in Phase %d" % (n + 4, n), H2)]
    f += [P(t) for t in controls]
    f += [P("%d.4 Timing of controls in Phase %d" % (n + 4, n), H2)]
    f += [tbl([["Practice", "Install / implement", "Minimum time in place", "Remove / convert"]] + timing_rows,
              [1.75 * inch, 1.75 * inch, 1.7 * inch, 1.7 * inch], vhead=False)]
    f += [P("%d.5 Inspection during Phase %d" % (n + 4, n), H2)]
    f += [P(t) for t in insp]
    f += [P("%d.6 Phase %d completion and hand-off" % (n + 4, n), H2), P(handoff)]
    return f


def build():
    doc = BaseDocTemplate(OUT, pagesize=letter, title="SWPPP - Baldwin Place Flex Commerce Center",
                          author="Kestrel Civil & Site, PLLC", subject="Stormwater Pollution Prevention Plan",
                          leftMargin=0.95 * inch, rightMargin=0.55 * inch, topMargin=0.75 * inch, bottomMargin=0.7 * inch)
    fr = Frame(0.95 * inch, 0.7 * inch, letter[0] - 1.5 * inch, letter[1] - 1.45 * inch, id="f")
    frt = Frame(0.9 * inch, 0.5 * inch, TABLOID_L[0] - 1.4 * inch, TABLOID_L[1] - 1.0 * inch, id="t")
    doc.addPageTemplates([PageTemplate("letter", [fr], onPageEnd=page_letter, pagesize=letter),
                          PageTemplate("tab", [frt], onPageEnd=page_tab, pagesize=TABLOID_L)])
    s = []
    # ---------------- cover ----------------
    s += [Spacer(1, 1.0 * inch), P("STORMWATER POLLUTION PREVENTION PLAN", TITLE),
          P("Organised by Construction Phase", ParagraphStyle_center(13)),
          Spacer(1, 0.35 * inch),
          P("<b>Baldwin Place Flex Commerce Center</b><br/>Route 6, Baldwin Place, Town of Somers<br/>Westchester County, New York<br/>Tax Map Section 4.20, Block 1, Lot 12", CENTER),
          Spacer(1, 0.3 * inch),
          P("Prepared for the Town of Somers Planning Board under Chapter 93, Stormwater Management and Erosion and Sediment Control, of the Code of the Town of Somers, and for coverage under the NYSDEC SPDES General Permit for Stormwater Discharges from Construction Activity.", CENTER),
          Spacer(1, 0.4 * inch),
          tbl([["Owner / operator", "Design engineer (SWPPP preparer)"],
               ["BPFC Realty LLC<br/>75 Miller Road, Mahopac, NY 10541<br/>Contact: Andrea Villanueva, Managing Member<br/>(845) 555-0178",
                "Kestrel Civil &amp; Site, PLLC<br/>14 Commerce Street, Katonah, NY 10536<br/>Daniel R. Okonkwo, P.E.<br/>(914) 555-0142"]],
              [3.45 * inch, 3.45 * inch]),
          Spacer(1, 0.4 * inch),
          tbl([["Rev.", "Date", "Description"],
               ["0", "November 2024", "Initial submission to Planning Board"],
               ["1", "January 2025", "Town Engineer comments of 12/18/2024: phase limits, basin sizing"],
               ["2", "March 2025", "Final for site plan approval; contractor certifications bound"]],
              [0.6 * inch, 1.3 * inch, 5.0 * inch])]
    # ---------------- contents ----------------
    s += [PageBreak(), P("Contents", H1)]
    toc = [("Chapter 1", "Project background and how this plan is organised", "3"),
           ("Chapter 2", "Site description: existing conditions, soils, receiving water", "3"),
           ("Chapter 3", "Site maps (Figures 1 to 6)", "5"),
           ("Chapter 4", "Phasing overview and disturbed-area limits", "11"),
           ("Chapter 5", "Phase 1 - Clearing and perimeter controls", "12"),
           ("Chapter 6", "Phase 2 - Mass grading", "13"),
           ("Chapter 7", "Phase 3 - Utilities and paving", "14"),
           ("Chapter 8", "Phase 4 - Stabilisation", "15"),
           ("Chapter 9", "Practice schedule, specifications and maintenance (all phases)", "16"),
           ("Chapter 10", "Site-wide pollution prevention and materials management", "19"),
           ("Chapter 11", "Inspection program", "19"),
           ("Chapter 12", "Post-construction stormwater management", "20"),
           ("Chapter 13", "Long-term operation, maintenance, easement and agreement", "21"),
           ("Chapter 14", "Certifications", "22")]
    s += [tbl([["Chapter", "Title", "Page"]] + [list(r) for r in toc], [1.0 * inch, 5.2 * inch, 0.7 * inch])]
    s += [Spacer(1, 10), P("The four construction phases (Chapters 5 to 8) each carry their own controls, timing, inspection duties and responsible party. Material common to all phases (site description, soils, maps) comes before the phase chapters; practice specifications, pollution prevention, inspection, post-construction practices and certifications come after them.", SMALL)]
    # ---------------- chapter 1-2 ----------------
    s += [PageBreak(), P("Chapter 1. Project background", H1),
          P("1.1 Scope, location, type and size", H2),
          P("The project is the construction of a flex commercial park on a 7.90-acre parcel on the north side of U.S. Route 6 in the hamlet of Baldwin Place, Town of Somers. It comprises two single-storey flex commercial buildings (Building 1, 28,000 sq ft; Building 2, 16,500 sq ft), a 96-space parking field, a 36-ft wide access drive to Route 6, a water service from the Route 6 main, a sanitary connection to the Somers Sewer District manhole in Route 6, site lighting, and stormwater management practices. The land disturbance is 6.20 acres; new impervious cover is 2.90 acres."),
          P("The project is a commercial development (Chapter 93, &#167; 93-6A(2)(g)) disturbing more than one acre, so this SWPPP contains both erosion and sediment controls and post-construction water quantity and quality controls designed to the enhanced phosphorus removal standards of the New York State Stormwater Management Design Manual. Construction is expected to take about 30 weeks beginning in May 2025."),
          P("1.2 Organisation of this plan", H2),
          P("Rather than listing every practice once, this plan follows the site through four phases. Each phase chapter states what is disturbed, the order of work, which controls go in first, how long they stay, who inspects, and the condition that must be met before the next phase may begin. Chapter 9 gives the specifications and maintenance of every practice in one place."),
          P("Chapter 2. Site description", H1),
          P("2.1 Existing conditions", H2),
          P("The parcel is a former nursery. About 4.6 acres in the north are mixed hardwood woods, 2.9 acres are meadow and old nursery rows, and 0.31 acre near Route 6 is a gravel yard. Ground falls from a knoll at elevation 560 in the northwest to about elevation 522 at the southeast corner, with slopes generally of 2 to 12 percent and up to 15 percent on the knoll. Runoff sheet-flows southeast to a single discharge point (DP-1) at the unnamed tributary along the east line. Town-regulated Wetland A (0.82 acre) lies in the northeast corner; its 100-ft buffer is outside the limit of disturbance except for the diversion outlet described in Phase 1."),
          P("2.2 Soils", H2),
          P("Soils mapped by the USDA NRCS Soil Survey of Westchester County and confirmed by six test pits (TP-1 to TP-6, December 2024) are:"),
          tbl([["Map unit", "Name", "HSG", "Where on site", "Notes from test pits"],
               ["ChB", "Charlton loam, 3 to 8 percent slopes", "B", "North and central (buildings, B-1)", "Brown loam over sandy loam till; no water to 8 ft; infiltration test 1.9 in/hr at TP-2"],
               ["PnC", "Paxton fine sandy loam, 8 to 15 percent slopes", "C", "South and southwest (parking, B-2)", "Dense fragipan-like till at 26-34 in; mottling at 30 in; 0.3 in/hr"],
               ["Sh", "Sun loam", "D", "East fringe at Wetland A and pond area", "Gray silt loam, seasonal high water at 12 in (TP-5)"]],
              [0.6 * inch, 1.6 * inch, 0.45 * inch, 1.5 * inch, 2.75 * inch]),
          Spacer(1, 5),
          P("Charlton and Paxton soils are erodible when bare on slopes over 8 percent; the Paxton till perches water in spring, which governs the choice of underdrained bioretention. Soil boundaries are drawn on Figure 3."),
          P("2.3 Receiving water", H2),
          P("The site discharges at DP-1 to an unnamed tributary of the Muscoot River (Class C), which flows south about 0.7 mile to the Muscoot River and then to the Muscoot Reservoir. The receiving waters are the unnamed tributary, the Muscoot River and the Muscoot Reservoir, a New York City water supply reservoir within the phosphorus-TMDL watershed of the Croton system."),
          P("2.4 Existing stormwater runoff data", H2),
          P("No stream gauge or water quality record exists for the tributary at the site. The pre-development runoff model (Chapter 12) gives 10-year peak flow of 7.42 cfs at DP-1. During the site walk of 3 October 2024 after 1.1 in of rain, flow at DP-1 was clear and about 0.2 cfs; the Route 6 culvert downstream showed no scour."),
          P("2.5 Off-site areas and other discharges", H2),
          P("No material, waste, borrow or equipment storage areas will be located on adjacent properties; staging is inside the limit of disturbance as shown on Figure 4. No asphalt plant, concrete batch plant or other industrial activity will operate on the site, so there are no stormwater discharges associated with industrial activity other than construction. Ready-mix concrete arrives by truck and washout is contained at CW-1."),
          ]
    # ---------------- chapter 3 maps ----------------
    s += [PageBreak(), Side("SITE MAPS", colors.Color(0.25, 0.3, 0.38)), P("Chapter 3. Site maps", H1),
          P("The figures that follow are the site map and construction drawings for this SWPPP. Figure 1 is the general location map. Figures 3, 4 and 5 are drawn at a scale of 1 in = 80 ft on 11 x 17 in sheets."),
          tbl([["Figure", "Title", "Scale", "Shows"],
               ["1", "General location map", "1 in = 2,000 ft", "Site, Route 6, Route 118, Muscoot River and Reservoir"],
               ["2", "Phase limits diagram", "none", "Four phases and acreage disturbed at one time"],
               ["3", "Existing conditions and soils", "1 in = 80 ft", "Site area, woods, meadow, wetland, tributary, drainage patterns, existing contours, soil boundaries, DP-1"],
               ["4", "Erosion and sediment control plan", "1 in = 80 ft", "LOD, areas not disturbed, final grades, location, size and length of every ESC practice, staging"],
               ["5", "Post-construction SMP plan", "1 in = 80 ft", "Location and size of P-1, B-1, B-2, outlet, easement"],
               ["6", "ESC and SMP details", "not to scale", "Dimensions, materials and installation details"]],
              [0.55 * inch, 1.9 * inch, 1.0 * inch, 3.45 * inch]),
          Spacer(1, 8), P("Figure 1. General location map (scale 1 in = 2,000 ft)", H3), LocMap()]
    s += [PageBreak(), P("Figure 2. Phase limits diagram", H3), PhaseDiagram(),
          P("Figure 2 shows the order in which the site is opened. Area W (2.30 ac) is cleared in Phase 1 together with the 0.40-ac entrance, basin and swale corridor; Area E (2.50 ac) is cleared at the start of Phase 2 only after Area W reaches rough grade. Total disturbance is 6.20 ac, but the largest area open at any one time is 4.80 ac, below the five-acre limit.")]
    for fn in (p1_site.existing_sheet, p1_site.esc_sheet, p1_site.post_sheet):
        s += [NextPageTemplate("tab"), PageBreak(), Fig(fn), Spacer(1, 1)]
    s += [NextPageTemplate("letter"), PageBreak(), P("Figure 6. Erosion and sediment control and SMP details", H3)]
    s += details()
    # ---------------- chapter 4 phasing overview ----------------
    s += [PageBreak(), Side("PHASING OVERVIEW", colors.Color(0.25, 0.3, 0.38)),
          P("Chapter 4. Phasing overview", H1),
          P("Construction proceeds in four phases. The overall sequence of operations is: install perimeter controls, clear and grub, build the sediment basin and diversions; strip and stockpile topsoil and mass grade; install utilities, storm drainage and pavement; and finally stabilise, convert the sediment basin and build the bioretention areas. Each phase starts only when the Qualified Inspector confirms the completion condition of the phase before it (section x.6 of each phase chapter)."),
          phase_table(),
          Spacer(1, 6),
          P("Not more than five acres will be disturbed at any one time. The phasing above keeps the open area at or below 4.80 acres; if the contractor proposes to open more, the SWPPP must first be amended and approved by the Town of Somers Stormwater Management Officer and NYSDEC.")]
    # ---------------- phases ----------------
    s += phase_block(1, "Clearing and perimeter controls", "Weeks 1-4 (May 2025)", "2.70 ac (Area W + corridor)",
        "Hilltop Excavating Corp. (site contractor) - Foreman Luis Ortega; trained contractor for Phase 1",
        ["Phase 1 opens the site. Before any tree is felled the perimeter controls, the stabilized construction entrance and the sediment basin are in place. Only Area W and the corridor for the basin, swales and entrance are cleared; Area E stays wooded or in meadow."],
        ["Hold pre-construction meeting with Owner, Qualified Inspector, Town of Somers SMO and contractor; collect signed contractor certifications (Chapter 14).",
         "Stake the limit of disturbance and Wetland A buffer; install CF-1 orange construction fence (860 LF) and tree protection.",
         "Install SCE-1 stabilized construction entrance at Route 6.",
         "Install SF-1 silt fence along the south, west and east limits (1,420 LF).",
         "Clear the basin footprint only; excavate SB-1 temporary sediment basin with riser, barrel and emergency spillway; place OP-1 riprap outlet protection.",
         "Excavate ST-1 sediment trap and DS-2 diversion swale on the west; then DS-1 diversion swale on the north with stone check dams CD-1 to CD-3; stabilise swale linings within 24 hours.",
         "Clear and grub Area W. Chip brush on site; haul stumps to Putnam Recycling (licensed facility). No burning."],
        ["Phase 1 relies on structural practices that divert flows from exposed soils and store them: DS-1 intercepts clean runoff from the wooded north slope and the cleared north edge and carries it to SB-1; DS-2 carries runoff from the west half of Area W to ST-1; SB-1 and ST-1 store runoff and settle sediment before discharge at DP-1. Silt fence SF-1 limits sheet flow from the perimeter. Dust is controlled by water truck."],
        [["SCE-1 stabilized construction entrance", "Day 1, before any other work", "Until paving of drive (Phase 3)", "Removed when binder course placed"],
         ["SF-1 silt fence", "Before clearing, Days 1-3", "Until 80% perennial cover upslope", "Removed in Phase 4"],
         ["CF-1 construction fence", "Days 1-2", "Whole project", "Removed at closeout"],
         ["SB-1 sediment basin", "Week 1, before clearing upslope", "Until contributing area stabilised", "Converted to P-1 in Phase 4"],
         ["ST-1 trap, DS-1, DS-2, CD-1 to CD-3", "Week 1-2, before clearing Area W", "Through Phase 3", "Removed or regraded in Phase 4"]],
        ["The Qualified Inspector (Section 11.1) inspects the Phase 1 controls before clearing begins, then at least once every seven calendar days and within 24 hours after any storm of 0.5 in or more. The contractor's trained foreman checks silt fence, the entrance and the basin outlet at the end of each working day."],
        "Phase 2 may begin when SB-1, ST-1, DS-1, DS-2, SF-1 and SCE-1 are installed and stabilised and the Qualified Inspector has signed the Phase 1 completion entry in the site logbook.")
    s += phase_block(2, "Mass grading", "Weeks 5-14 (June - July 2025)", "4.80 ac maximum open",
        "Hilltop Excavating Corp. (site contractor) - Superintendent Marta Kowalczyk",
        ["Phase 2 strips topsoil, clears Area E and brings the site to subgrade: about 18,500 CY of cut from the northwest knoll and 16,900 CY of fill in the east building and parking area. This is the phase with the largest open area."],
        ["Strip topsoil in Area W to TS-1 stockpile (4,200 CY); ring TS-1 with SF-2 silt fence (380 LF); seed the stockpile within 7 days.",
         "Rough grade Area W (Building 1 pad and west parking). Place ECB erosion control blanket on the 3:1 slope along the north edge as each section reaches grade.",
         "When Area W reaches rough grade, apply temporary seeding and mulch there, then clear and grub Area E (Area W and Area E open together = 4.80 ac).",
         "Grade Area E, Building 2 pad and the east parking; compact fill in 12-in lifts.",
         "Maintain DS-1, CD-1 to CD-3 and SB-1 as the graded surfaces change; extend DS-1 where grading moves the ridge."],
        ["Temporary stabilisation: wherever soil disturbance stops and will not resume for 7 days, temporary seeding and mulch are applied by the end of the next business day and completed within 7 days (the shorter time applies because the site drains to a phosphorus-TMDL water). Slopes of 3:1 or steeper receive ECB. TS-1 is seeded and ringed with silt fence."],
        [["TS-1 stockpile with SF-2", "At start of stripping", "Until topsoil respread (Phase 4)", "SF-2 removed after respread"],
         ["Temporary seeding and mulch", "Within 7 days of inactivity", "Until final grading of that area", "Overseeded in Phase 4"],
         ["ECB on 3:1 slopes", "As each slope reaches grade", "Permanent (biodegradable)", "Left in place"],
         ["Dust control (water)", "Daily in dry weather", "Whole phase", "-"]],
        ["Weekly and post-storm inspections continue as in Phase 1. While Area W and Area E are both open the contractor's trained superintendent walks SB-1, DS-1 and the silt fence daily and records it. If more than five acres were ever open, inspections would rise to twice every seven days; the phasing prevents this."],
        "Phase 3 may begin in each area when it is at subgrade, slopes are blanketed, and every inactive area is seeded and mulched.")
    s += phase_block(3, "Utilities and paving", "Weeks 12-24 (July - October 2025)", "4.80 ac, falling as paving proceeds",
        "Croton Pipe &amp; Utility Inc. (storm, water, sanitary) - Foreman Kevin Brandt; Route 6 Paving Co. (paving) - Owner Gino Ferraro",
        ["Phase 3 installs the storm drainage, water, sanitary and electric lines and builds the pavement section and building foundations. Trenching creates short-lived exposed soil and dewatering discharges, so the controls here are inlet protection, trench practices, dewatering and concrete washout."],
        ["Install storm drainage from P-1 outlet upstream (CB-1 to CB-9, 15-in HDPE); place IP inlet protection at each catch basin as it is set.",
         "Install water and sanitary services to Route 6 under a NYSDOT highway work permit; backfill and stabilise trenches the same day; no more than 300 LF of trench open at once.",
         "Dewater trenches and footings through the DW dewatering bag on stabilised ground draining to SB-1; never directly to the tributary.",
         "Pour foundations; all concrete washout to CW-1.",
         "Place subbase and binder course on the drive and parking; remove SCE-1 when the drive binder is placed and shift wheel cleaning to a street sweeper."],
        ["Storm drain inlets are protected with filter fabric drop inlet protection (before paving) and curb inlet protection (after paving). Trench spoil is placed on the uphill side. The concrete washout is a lined, leak-proof 10 x 10 ft pit with 1 ft freeboard."],
        [["IP inlet protection (CB-1 to CB-9)", "As each inlet is set", "Until pavement and upslope areas stable", "Removed at final paving"],
         ["DW dewatering bag", "Before any dewatering", "Whenever pumping", "Disposed when 3/4 full"],
         ["CW-1 concrete washout", "Before first pour", "Until last pour", "Hardened concrete removed; pit backfilled"],
         ["Trench limits (300 LF open)", "Each trench", "Same-day backfill", "-"]],
        ["The Qualified Inspector also checks each inlet protection, the dewatering bag and CW-1 at every weekly and post-storm inspection. Croton Pipe &amp; Utility's trained foreman checks open trenches and inlets daily."],
        "Phase 4 may begin in each area when utilities are backfilled and tested and pavement binder is placed.")
    s += phase_block(4, "Stabilisation", "Weeks 22-30 (September - November 2025)", "Falls from 3.1 ac to 0",
        "Amawalk Landscape Services, Inc. (landscaping, bioretention) - Manager Priya Natarajan; Hilltop Excavating Corp. (basin conversion)",
        ["Phase 4 brings every area to final stabilisation and converts the temporary practices to the permanent post-construction practices. Bioretention areas are built only after their drainage areas are stable so that they do not clog."],
        ["Respread topsoil (6 in) and apply permanent seeding with hay mulch at 2 tons per acre on all pervious areas; ECB on 3:1 slopes.",
         "When the contributing area to SB-1 is stabilised, dewater SB-1, remove accumulated sediment, regrade to the P-1 pond design, install the permanent outlet control structure OCS-1 and plant the aquatic bench.",
         "Build bioretention areas B-1 and B-2 after their drainage areas have 80 percent cover: excavate, place underdrain, stone and 2.5 ft of soil media, plant.",
         "Place top course pavement; remove IP inlet protection; clean storm drains and structures.",
         "Remove SF-1, SF-2, ST-1, DS-1, DS-2 and CD-1 to CD-3 after 80 percent uniform perennial vegetative cover; seed the disturbed strips."],
        ["Temporary practices converted to permanent control measures: SB-1 becomes the P-1 wet extended detention pond (its excavation, embankment and OP-1 outlet protection are kept); the DS-1 swale alignment is kept as the permanent grass swale carrying the north woods runoff around Building 1. Final stabilisation means all soil disturbance is complete and there is a uniform perennial vegetative cover of at least 80 percent, or permanent pavement or structures, over all disturbed areas."],
        [["Permanent seeding + mulch", "As each area reaches final grade", "Until 80% cover", "-"],
         ["SB-1 to P-1 conversion", "After contributing area stable", "Permanent", "Converted"],
         ["B-1, B-2 construction", "After drainage area has 80% cover", "Permanent", "-"],
         ["Removal of SF-1, SF-2, ST-1, DS-2, CD-1 to CD-3", "After 80% cover", "-", "Removed; DS-1 kept as grass swale"]],
        ["Inspections continue weekly and after storms until the Qualified Inspector certifies final stabilisation. The Owner then files the Notice of Termination after the Town's final inspection of P-1, B-1 and B-2."],
        "The project is closed out when final stabilisation is reached, the as-built plans of P-1, B-1 and B-2 are certified by a licensed professional engineer, and the Town accepts the maintenance agreement.")
    # ---------------- chapter 9 practice schedule ----------------
    s += [PageBreak(), Side("ALL PHASES  -  PRACTICES", colors.Color(0.25, 0.3, 0.38)),
          P("Chapter 9. Practice schedule, specifications and maintenance", H1),
          P("Table 9-1 lists every erosion and sediment control practice with its location, size or length, the phase in which it is placed, and its minimum time in place. Cells in the first column span all practices of a phase. The table continues over the page; its header repeats."),
          practice_table(),
          Spacer(1, 8),
          P("9.2 Specifications and installation", H2)]
    s += bullets([
        "<b>SCE-1 stabilized construction entrance:</b> 24 ft wide x 60 ft long, 8 in thick of 1 to 4 in crushed stone (NYSDOT No. 4) on woven geotextile; mountable berm where it meets Route 6.",
        "<b>Silt fence SF-1, SF-2:</b> woven geotextile 36 in wide, 2 x 2 in hardwood stakes at 8 ft on centre driven 16 in; fabric toed 6 in deep in a trench and backfilled; ends turned uphill; maximum 100 ft of fence per 1/4 acre drained.",
        "<b>Diversion swales DS-1, DS-2:</b> parabolic channel, 4 ft bottom, 1.0 ft deep, 3:1 side slopes, ridge 1.5 ft high; lined with seed and ECB within 24 hours; stable outlet to SB-1 / ST-1.",
        "<b>Stone check dams CD-1 to CD-3:</b> 2 ft high at centre, NYSDOT No. 2 stone, 100 ft spacing, centre 6 in lower than ends.",
        "<b>ST-1 sediment trap:</b> drainage area 1.8 ac; required storage 3,600 cf/ac = 6,480 cf; provided 6,900 cf (bottom 60 x 25 ft, 4 ft deep, 2:1 side slopes); stone outlet 6 ft long of 4-8 in stone faced with No. 2 stone.",
        "<b>SB-1 temporary sediment basin:</b> drainage area 4.1 ac; required 3,600 cf/ac = 14,760 cf; provided 16,200 cf below riser crest el. 528.0 (half wet, half dry storage); length to width 3:1 using a baffle; 24-in CMP riser with trash rack and floating skimmer, 15-in barrel with anti-seep collar, 20-ft emergency spillway at el. 529.5 lined with riprap; embankment 10 ft top width.",
        "<b>IP inlet protection:</b> filter fabric drop inlet protection on 2 x 4 frames before paving; curb inlet filter bags after paving.",
        "<b>ECB:</b> double-net straw/coconut blanket, staples 1.5 per sq yd, top anchored in a 6 x 6 in trench; about 2,600 SY on 3:1 slopes.",
        "<b>Temporary seeding:</b> annual ryegrass 30 lb/ac with hay mulch 2 tons/ac; <b>permanent seeding:</b> Town/NYS roadside mix (tall fescue, creeping red fescue, perennial ryegrass) 100 lb/ac, lime and fertiliser per soil test.",
        "<b>CW-1 concrete washout:</b> 10 x 10 ft x 3 ft, 10-mil plastic liner, sign posted, 1 ft freeboard.",
        "<b>DW dewatering bag:</b> nonwoven geotextile bag sized to the pump, on stone or vegetation, discharging to SB-1."])
    s += [P("9.3 Maintenance schedule of erosion and sediment control practices", H2),
          maint_table(),
          P("9.4 Conformance with the NYS Standards and Specifications", H2),
          P("All erosion and sediment control practices are designed to the New York State Standards and Specifications for Erosion and Sediment Control (November 2016). There are no elements of the design that are not in conformance with the Standards and Specifications; no deviation or alternative design is proposed.")]
    # ---------------- chapter 10 ----------------
    s += [PageBreak(), Side("ALL PHASES  -  POLLUTION PREVENTION", colors.Color(0.25, 0.3, 0.38)),
          P("Chapter 10. Site-wide pollution prevention and materials management", H1),
          P("10.1 Litter, construction chemicals and construction debris", H2)]
    s += bullets([
        "Litter: covered dumpsters at the staging area, emptied weekly or when three-quarters full; daily litter pick-up of the site and the Route 6 frontage.",
        "Construction debris: separate roll-off containers for wood, metal and mixed C&amp;D; no burial of debris on site; hauled to a permitted facility.",
        "Construction chemicals (form oil, curing compound, sealants, paints, fertiliser): kept in a locked, covered storage container on pallets; used per label; not applied before forecast rain; empty containers removed.",
        "Fuel and oil: equipment fuelled from a double-walled tank truck at the staging area, at least 100 ft from Wetland A and the tributary; drip pans under parked equipment.",
        "Sanitary waste: portable toilets staked down at the staging area, serviced weekly.",
        "Street cleaning: Route 6 swept whenever sediment is tracked onto it, and at least weekly in Phases 1 to 3."])
    s += [P("10.2 Materials stored on site and spill response", H2),
          P("Materials expected on site: diesel (tank truck only), hydraulic oil (5-gal pails), form oil, curing compound, fertiliser and lime (bagged), pipe and structures, stone and topsoil stockpiles. A spill kit (absorbent pads, booms, granular absorbent, shovels, drums) is kept in the storage container and on the fuel truck. Spills are contained, cleaned up and the waste bagged for disposal; any petroleum spill that reaches water or exceeds 5 gallons is reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours and to the Owner and Town SMO."),
          P("Chapter 11. Inspection program", H1),
          P("11.1 Qualified Inspector", H2),
          P("Owner's Qualified Inspector: Renata Silva, CPESC, Kestrel Civil &amp; Site, PLLC, (914) 555-0149. The Qualified Inspector inspects and documents the effectiveness of all erosion and sediment control practices."),
          P("11.2 Inspection schedule", H2),
          tbl([["Who", "What", "When"],
               ["Qualified Inspector", "All ESC practices, disturbed areas, stockpiles, DP-1 discharge, construction entrance", "Before each phase starts; at least once every seven calendar days; within 24 hours after 0.5 in of rain or more"],
               ["Contractor's trained person (each phase, Chapters 5 to 8)", "Silt fence, entrance, basin and trap outlets, inlets, washout", "End of each working day; before forecast storms"],
               ["Qualified Inspector", "Temporary and final stabilisation", "Monthly when site is temporarily shut down; at final stabilisation"],
               ["Town of Somers SMO", "Compliance inspections", "At its discretion; at each phase completion on request"]],
              [1.7 * inch, 2.9 * inch, 2.3 * inch]),
          Spacer(1, 4),
          P("Inspection reports are kept in the site logbook with this SWPPP. Deficiencies are given to the contractor the same day and corrected within one business day, or before the next storm if sooner.")]
    # ---------------- chapter 12 post-construction ----------------
    s += [PageBreak(), Side("POST-CONSTRUCTION", colors.Color(0.18, 0.4, 0.45)),
          P("Chapter 12. Post-construction stormwater management", H1),
          P("12.1 Practices", H2),
          P("<b>P-1 wet extended detention pond (Design Manual practice P-3).</b> Located at the southeast corner in the footprint of SB-1; receives 5.10 ac (2.40 ac impervious) through the storm drain system and B-1/B-2 underdrains. Permanent pool 9,850 cf at el. 526.0 (bottom el. 524.0 in the deep zones, 6 ft maximum depth), forebay 10 percent of WQv, 10-ft aquatic bench, extended detention above the pool to el. 528.3. Outlet control structure OCS-1 with a 2.5-in Cpv orifice at el. 526.0, a 10-in weir at el. 528.3 and a 4 x 4 ft top grate at el. 529.2; 15-in outlet pipe to OP-1; emergency spillway 20 ft wide at el. 529.5."),
          P("<b>B-1 bioretention (F-5).</b> North of the parking field, 140 x 34 ft (4,760 sq ft) surface, ponding 9 in, 2.5 ft soil media over 12 in of No. 2 stone with a 6-in perforated underdrain to CB-6; treats 1.20 ac. <b>B-2 bioretention (F-5).</b> West edge, 36 x 120 ft (4,320 sq ft), same section; treats 0.95 ac. Both provide runoff reduction through infiltration into the Charlton soil below the stone and through evapotranspiration."),
          P("12.2 Sizing criteria (Design Manual Chapters 4 and 10, enhanced phosphorus removal)", H2),
          tbl([["Criterion", "Basis", "Required", "Provided"],
               ["WQv (enhanced P)", "Runoff from 1-yr 24-hr storm, P = 2.80 in, TR-55 CN 84, area 6.20 ac", "0.70 ac-ft (30,490 cf)", "B-1 6,050 cf + B-2 5,480 cf + P-1 pool/ED 19,200 cf = 30,730 cf"],
               ["RRv", "(P)(Rv*)(S)(Ai)/12 with P = 1.3 in, Rv* = 0.95, S = 0.34 weighted B/C, Ai = 0.99 ac", "0.102 ac-ft (4,440 cf)", "4,620 cf (bioretention infiltration 40% and ET)"],
               ["Cpv", "1-yr 24-hr runoff held 24 hr (enhanced P standard)", "24 hr extended detention", "24.6 hr through 2.5-in orifice"],
               ["Qp", "10-yr 24-hr, P = 4.90 in, post &lt;= pre at DP-1", "7.42 cfs", "6.85 cfs"],
               ["Qf", "100-yr 24-hr, P = 8.30 in, safe passage, post &lt;= pre", "15.90 cfs", "14.60 cfs; freeboard 1.1 ft"]],
              [1.1 * inch, 2.7 * inch, 1.4 * inch, 1.7 * inch]),
          Spacer(1, 4),
          P("WQv calculation: Q = (P - 0.2S)<super>2</super>/(P + 0.8S) with CN 84, S = 1.905 in: Q = (2.80 - 0.381)<super>2</super>/(2.80 + 1.524) = 1.353 in; WQv = 1.353 in x 6.20 ac / 12 = 0.70 ac-ft. No criterion is waived, and there are no deviations from the Design Manual. The site is not a redevelopment project."),
          P("12.3 Hydrologic and hydraulic analysis", H2),
          P("HydroCAD 10.2 (TR-20 method, Type III 24-hour storms, NOAA Atlas 14 depths) was used for pre- and post-development conditions. Results at design point DP-1:"),
          tbl([["Storm", "Rain (in)", "Pre peak (cfs)", "Post peak (cfs)", "P-1 peak el.", "P-1 storage (cf)", "Pipe CB-9 to P-1 (15 in) Q / capacity"],
               ["1-yr", "2.80", "1.96", "0.48", "527.61", "14,950", "3.9 / 6.9 cfs"],
               ["10-yr", "4.90", "7.42", "6.85", "528.74", "23,400", "6.1 / 6.9 cfs"],
               ["100-yr", "8.30", "15.90", "14.60", "529.38", "30,800", "surcharged 0.4 ft, overflow to spillway"]],
              [0.55 * inch, 0.6 * inch, 0.85 * inch, 0.9 * inch, 0.85 * inch, 1.0 * inch, 2.15 * inch]),
          Spacer(1, 4),
          P("Pre-development subcatchment E-1 (6.20 ac, CN 66, Tc 18.4 min) and post-development subcatchments PR-1 (storm drains, 3.00 ac, CN 91), PR-2 (to B-1, 1.20 ac, CN 86), PR-3 (to B-2, 0.95 ac, CN 84) and PR-4 (undetained lawn and woods edge, 1.05 ac, CN 68) were modelled. Storm drains were sized by the Rational Method for the 10-year storm; each pipe flows less than full. The P-1 embankment has 1.1 ft of freeboard above the 100-year water surface."),
          P("12.4 Dimensions, materials and installation of post-construction practices", H2)]
    s += bullets([
        "P-1: embankment of compacted CL/ML fill (95% standard Proctor) with a 12 ft top, 3:1 side slopes, clay core and anti-seep collars; OCS-1 precast concrete 4 x 4 ft with aluminum orifice plate; aquatic bench planted with pickerelweed and soft rush; 4 in topsoil and seed above the pool; 12 ft gravel access drive from the parking field.",
        "B-1, B-2: bioretention soil media 2.5 ft (sand 60%, topsoil 25%, compost 15%, P-index below 30 ppm); 3 in shredded hardwood mulch; pea-gravel diaphragm and stone inlet aprons; 6-in perforated HDPE underdrain with cleanouts; built only after the drainage area is stable, using tracked equipment outside the cell.",
        "Installation inspected and certified by the design engineer at excavation, underdrain, media placement and planting; as-built survey submitted to the Town."])
    s += [P("Chapter 13. Long-term operation, maintenance, easement and agreement", H1),
          P("13.1 Operations and maintenance plan", H2),
          P("The entity responsible for the long-term operation and maintenance of P-1, B-1 and B-2 is the owner, BPFC Realty LLC, and its successors in title. The owner's property manager carries out the schedule below and keeps the records for inspection by the Town."),
          tbl([["Practice", "Inspection", "Maintenance action"],
               ["P-1 pond and OCS-1", "Quarterly and after storms over 1 in; annual by a P.E.", "Clear trash rack and orifice; mow embankment twice a year; no woody growth on embankment; remove forebay sediment when 50% full (about every 5-7 yr)"],
               ["B-1, B-2 bioretention", "Monthly in first year, then quarterly", "Remove trash; replace mulch annually; replace dead plants; flush underdrain; scarify or replace top 3 in of media if ponding exceeds 48 hr"],
               ["Catch basins, pipes", "Twice a year", "Vacuum sumps when 50% full; jet pipes as needed"],
               ["Pavement", "Annually", "Sweep parking field in spring and fall"]],
              [1.4 * inch, 2.0 * inch, 3.5 * inch]),
          P("13.2 Maintenance easement", H2),
          P("A 20-ft wide stormwater maintenance easement over P-1, OCS-1, B-1, B-2 and the access drive, in favour of the Town of Somers, is shown on Figure 5 and will be recorded on the approved site plan filed with the Westchester County Clerk. The easement provides access for inspection and repair and remains in effect with any transfer of title to the property."),
          P("13.3 Inspection and maintenance agreement", H2),
          P("Before the certificate of occupancy, BPFC Realty LLC will execute the Town of Somers stormwater inspection and maintenance agreement under Chapter 93, &#167; 93-8. Its terms, agreed with the Town Attorney: the owner maintains P-1, B-1 and B-2 to this schedule at its cost; submits an annual inspection report by a P.E. to the SMO by 1 March; allows Town entry to inspect; and lets the Town perform neglected work and charge the cost to the property. The agreement is recorded with the deed and is binding on all subsequent landowners served by the practices.")]
    # ---------------- chapter 14 certifications ----------------
    s += [PageBreak(), Side("CERTIFICATIONS", colors.Color(0.25, 0.3, 0.38)),
          P("Chapter 14. Certifications", H1),
          P("14.1 Preparer's certification", H2),
          P("I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers."),
          sig_table([["Signature", "<font name='Times-Italic' size='13'>Daniel R. Okonkwo</font>"],
                     ["Name / title", "Daniel R. Okonkwo, P.E., Principal, Kestrel Civil &amp; Site, PLLC"],
                     ["NYS P.E. license", "No. 089412 (seal affixed to original)"],
                     ["Date", "March 14, 2025"]]),
          P("14.2 Contractor certifications", H2),
          P("Each contractor and subcontractor responsible for installing, constructing, repairing, inspecting and maintaining the erosion and sediment control practices and the post-construction practices signed the following statement before undertaking any land development activity:"),
          P("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\""),
          P("Site: Baldwin Place Flex Commerce Center, Route 6, Baldwin Place, Town of Somers (Tax Map 4.20-1-12)", SMALL),
          Spacer(1, 4),
          cert_table()]
    doc.build(s)


def ParagraphStyle_center(sz):
    from reportlab.lib.styles import ParagraphStyle
    return ParagraphStyle("c%d" % sz, parent=CENTER, fontSize=sz, leading=sz * 1.3)


def sig_table(rows):
    t = Table([[Paragraph(a, CELLB), Paragraph(b, CELL)] for a, b in rows], colWidths=[1.5 * inch, 5.4 * inch])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    return t


def cert_table():
    hdr = ["Signature", "Name and title", "Firm, address and telephone", "Responsible for", "Date"]
    rows = [
        ["<font name='Times-Italic' size='12'>Luis Ortega</font>", "Luis Ortega, Foreman", "Hilltop Excavating Corp., 210 Route 118, Yorktown Heights, NY 10598, (914) 555-0163", "Phases 1, 2, 4 ESC practices; SB-1 conversion", "04/28/2025"],
        ["<font name='Times-Italic' size='12'>Marta Kowalczyk</font>", "Marta Kowalczyk, Superintendent", "Hilltop Excavating Corp., 210 Route 118, Yorktown Heights, NY 10598, (914) 555-0163", "Phase 2 mass grading", "04/28/2025"],
        ["<font name='Times-Italic' size='12'>Kevin Brandt</font>", "Kevin Brandt, Foreman", "Croton Pipe &amp; Utility Inc., 9 Old Post Road, Croton-on-Hudson, NY 10520, (914) 555-0127", "Phase 3 utilities, inlet protection, dewatering", "05/02/2025"],
        ["<font name='Times-Italic' size='12'>Gino Ferraro</font>", "Gino Ferraro, Owner", "Route 6 Paving Co., 48 Route 6, Mahopac, NY 10541, (845) 555-0190", "Phase 3 paving", "05/02/2025"],
        ["<font name='Times-Italic' size='12'>Priya Natarajan</font>", "Priya Natarajan, Manager", "Amawalk Landscape Services, Inc., 3 Wood Street, Amawalk, NY 10501, (914) 555-0111", "Phase 4 seeding, B-1, B-2", "05/05/2025"]]
    data = [[VText(h) for h in hdr]] + [[Paragraph(v, CELL) for v in r] for r in rows]
    t = Table(data, colWidths=[1.2 * inch, 1.3 * inch, 2.15 * inch, 1.4 * inch, 0.85 * inch], repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.9, 0.93))]))
    return t


def phase_table():
    hdr = ["Phase", "Weeks", "Work", "Area opened (ac)", "Open at one time (ac)", "Key controls first", "Responsible party"]
    rows = [["1\nClearing and\nperimeter", "1-4", "Perimeter controls, SCE-1, SB-1, ST-1, DS-1, DS-2; clear Area W and corridor", "2.70", "2.70", "SF-1, CF-1, SCE-1, SB-1", "Hilltop Excavating Corp."],
            ["2\nMass grading", "5-14", "Strip topsoil; grade Area W; clear and grade Area E", "2.10 + 2.50 - 0.40 seeded", "4.80", "TS-1/SF-2, temp. seeding, ECB", "Hilltop Excavating Corp."],
            ["3\nUtilities and\npaving", "12-24", "Storm, water, sewer, electric; foundations; subbase and binder", "0", "4.80 falling to 3.10", "IP, DW, CW-1", "Croton Pipe &amp; Utility; Route 6 Paving"],
            ["4\nStabilisation", "22-30", "Topsoil, seed, SB-1 to P-1, B-1, B-2, top course, remove temporary controls", "0", "3.10 falling to 0", "Permanent seeding, conversions", "Amawalk Landscape; Hilltop"]]
    data = [[VText(h) for h in hdr]]
    for r in rows:
        data.append([VText(r[0], font="Helvetica-Bold", size=7.2)] + [Paragraph(v, CELL) for v in r[1:]])
    t = Table(data, colWidths=[0.55 * inch, 0.5 * inch, 2.2 * inch, 0.8 * inch, 0.8 * inch, 1.1 * inch, 0.95 * inch])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.9, 0.93))]))
    return t


PRACTICES = [
    (1, [("SCE-1", "Stabilized construction entrance", "Route 6 access drive", "24 ft x 60 ft x 8 in", "Day 1", "To drive binder (Phase 3)"),
         ("SF-1", "Silt fence", "South, west and east LOD", "1,420 LF", "Days 1-3, before clearing", "To 80% cover (Phase 4)"),
         ("CF-1", "Orange construction fence / tree protection", "Wetland A buffer, north woods", "860 LF", "Days 1-2", "Whole project"),
         ("SB-1", "Temporary sediment basin", "Southeast corner (future P-1)", "16,200 cf; 4.1 ac drainage", "Week 1", "To conversion (Phase 4)"),
         ("OP-1", "Riprap outlet protection", "SB-1 / P-1 outlet at DP-1", "20 x 12 ft, d50 6 in, 18 in thick", "Week 1", "Permanent"),
         ("ST-1", "Temporary sediment trap", "Southwest corner", "6,900 cf; 1.8 ac drainage", "Week 1-2", "Through Phase 3"),
         ("DS-1", "Diversion swale", "North edge to SB-1", "520 LF", "Week 2", "Kept as grass swale"),
         ("DS-2", "Diversion swale", "West edge to ST-1", "410 LF", "Week 2", "Through Phase 3"),
         ("CD-1 to CD-3", "Stone check dams", "In DS-1 at 100 ft", "3 each, 2 ft high", "Week 2", "Through Phase 3")]),
    (2, [("TS-1", "Topsoil stockpile (seeded)", "Centre-west, Area W", "4,200 CY, 60 ft dia.", "Start of stripping", "To respread (Phase 4)"),
         ("SF-2", "Silt fence ring", "Around TS-1", "380 LF", "Start of stripping", "To respread"),
         ("TSD", "Temporary seeding and mulch", "Any area inactive 7 days", "As needed (est. 3.5 ac)", "Within 7 days", "To final grading"),
         ("ECB", "Erosion control blanket", "3:1 slopes, north and southwest", "2,600 SY", "As slopes reach grade", "Permanent"),
         ("DC", "Dust control (water truck)", "All disturbed areas", "-", "Daily in dry weather", "Whole phase")]),
    (3, [("IP", "Inlet protection", "CB-1 to CB-9", "9 inlets", "As each inlet is set", "To final paving"),
         ("DW", "Dewatering bag", "Stabilised ground draining to SB-1", "1 bag, 15 x 15 ft", "Before pumping", "While pumping"),
         ("CW-1", "Concrete washout", "Staging area, east parking", "10 x 10 x 3 ft", "Before first pour", "To last pour"),
         ("TR", "Trench limits, same-day backfill", "Utility corridors", "300 LF open max.", "Each trench", "Each trench")]),
    (4, [("PS", "Permanent seeding and mulch", "All pervious areas", "2.9 ac", "At final grade", "Until 80% cover"),
         ("P-1", "SB-1 converted to wet ED pond", "Southeast corner", "See Chapter 12", "After contributing area stable", "Permanent"),
         ("B-1, B-2", "Bioretention (permanent)", "North and west of parking", "4,760 sf; 4,320 sf", "After drainage area stable", "Permanent"),
         ("-", "Removal of temporary controls", "SF-1, SF-2, ST-1, DS-2, CD", "-", "After 80% cover", "-")])]


def practice_table():
    hdr = ["Phase", "ID", "Practice", "Location", "Size / length", "Initial placement", "Minimum time in place"]
    data = [[VText(h) for h in hdr]]
    spans = []
    r = 1
    for ph, items in PRACTICES:
        start = r
        for i, it in enumerate(items):
            first = VText("PHASE %d" % ph, font="Helvetica-Bold", size=8, color=PHASECOL[ph]) if i == 0 else ""
            data.append([first] + [Paragraph(v, CELL) for v in it])
            r += 1
        spans.append(((0, start), (0, r - 1)))
    t = Table(data, colWidths=[0.42 * inch, 0.62 * inch, 1.35 * inch, 1.45 * inch, 1.15 * inch, 1.0 * inch, 0.95 * inch],
              repeatRows=1, splitByRow=1)
    st = [("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
          ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.9, 0.93)), ("VALIGN", (0, 0), (-1, 0), "BOTTOM")]
    for a, b in spans:
        st += [("SPAN", a, b), ("VALIGN", a, b, "MIDDLE")]
    t.setStyle(TableStyle(st))
    return t


def maint_table():
    hdr = ["Practice", "Maintenance action", "Frequency / trigger"]
    rows = [["SCE-1", "Top-dress with clean stone; remove sediment-clogged stone; sweep Route 6", "When voids fill or sediment reaches Route 6; street sweeping at least weekly"],
            ["SF-1, SF-2", "Remove sediment; repair or replace torn or undermined fabric and stakes", "Sediment removed at one-half the fence height; repairs within 24 hours"],
            ["SB-1, ST-1", "Remove sediment; clean skimmer, riser and stone outlet; repair embankment", "Sediment removed when storage is half full (SB-1 cleanout marker el. 525.5)"],
            ["DS-1, DS-2, CD-1 to CD-3", "Repair eroded lining; remove sediment above check dams; replace displaced stone", "After every inspection showing damage; sediment at one-half dam height"],
            ["IP inlet protection", "Remove sediment; replace clogged fabric or filter bags", "When sediment reaches one-third of height; after each storm of 0.5 in"],
            ["Seeded and blanketed areas", "Reseed, re-mulch, re-staple blanket; water in dry spells", "Where cover is under 80% or rills form"],
            ["CW-1, DW", "Remove hardened concrete; replace bag", "Washout at 75% capacity; bag at 3/4 full"]]
    data = [[Paragraph(h, CELLB) for h in hdr]] + [[Paragraph(v, CELL) for v in r] for r in rows]
    t = Table(data, colWidths=[1.35 * inch, 3.0 * inch, 2.55 * inch], repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.9, 0.93))]))
    return t


class LocMap(Flowable):
    def wrap(self, aw, ah):
        return aw, 5.0 * inch
    def draw(self):
        c = self.canv
        c.saveState()
        c.translate(-0.61 * inch, -1.49 * inch)
        c.scale(0.7, 0.7)
        p1_site.location_sheet(c, 8.5 * inch, 11 * inch)
        c.restoreState()


class PhaseDiagram(Flowable):
    def wrap(self, aw, ah):
        return aw, 3.6 * inch
    def draw(self):
        c = self.canv
        cols = [PHASECOL[1], PHASECOL[2], PHASECOL[3], PHASECOL[4]]
        c.setFont("Helvetica-Bold", 8)
        c.drawString(0, 3.45 * inch, "Acres open vs. week")
        c.line(0.5 * inch, 0.4 * inch, 6.7 * inch, 0.4 * inch)
        c.line(0.5 * inch, 0.4 * inch, 0.5 * inch, 3.3 * inch)
        y5 = 0.4 * inch + 5 * 0.55 * inch
        c.setDash(4, 2); c.setStrokeColor(colors.red); c.line(0.5 * inch, y5, 6.7 * inch, y5); c.setDash()
        c.setFillColor(colors.red); c.setFont("Helvetica", 7); c.drawString(5.3 * inch, y5 + 3, "5.0 AC LIMIT")
        pts = [(0, 0), (1, 2.7), (4, 2.7), (5, 4.3), (8, 4.8), (14, 4.8), (18, 4.0), (22, 3.1), (26, 1.5), (30, 0)]
        c.setStrokeColor(colors.black); c.setLineWidth(1.5)
        for (a, b), (d, e) in zip(pts, pts[1:]):
            c.line(0.5 * inch + a * 0.2 * inch, 0.4 * inch + b * 0.55 * inch, 0.5 * inch + d * 0.2 * inch, 0.4 * inch + e * 0.55 * inch)
        for i, (a, b) in enumerate([(0, 4), (5, 14), (12, 24), (22, 30)]):
            c.setFillColor(cols[i])
            c.rect(0.5 * inch + a * 0.2 * inch, 0.1 * inch + i * 0.0, (b - a) * 0.2 * inch, 0.12 * inch, fill=1, stroke=0)
            c.setFont("Helvetica", 6.5)
            c.drawString(0.5 * inch + a * 0.2 * inch, 0.26 * inch - (i % 2) * 0.24 * inch, "PHASE %d" % (i + 1))
        c.setFillColor(colors.black)
        for w in range(0, 31, 5):
            c.drawString(0.48 * inch + w * 0.2 * inch, 0.42 * inch - 0.5 * inch, "")


def details():
    out = [P("Details are not to scale. Dimensions govern.", SMALL)]
    rows = [["Detail", "Dimensions", "Materials", "Installation"],
            ["D1 Stabilized construction entrance", "24 ft W x 60 ft L x 8 in D", "NYSDOT No. 4 stone (1-4 in); woven geotextile", "Strip topsoil, grade to drain away from Route 6, place fabric then stone"],
            ["D2 Silt fence", "36 in fabric, 24-30 in above grade; stakes 8 ft o.c.", "Woven polypropylene; 2x2 in hardwood stakes 48 in", "Trench 6 x 6 in, toe fabric, backfill and compact; fabric on upslope side"],
            ["D3 Diversion swale", "4 ft bottom, 1.0 ft deep, 3:1 sides, 1.5 ft ridge", "Seed and double-net ECB", "Grade positive to outlet; line within 24 h"],
            ["D4 Stone check dam", "2 ft high centre, 6 in lower centre, 100 ft spacing", "NYSDOT No. 2 stone", "Key 6 in into channel; extend to top of bank"],
            ["D5 Sediment basin SB-1", "Riser 24 in CMP crest 528.0; barrel 15 in; spillway 20 ft at 529.5; 10 ft top", "CMP, anti-seep collar, skimmer, riprap", "Compact embankment in 8 in lifts; baffle for 3:1 flow path; cleanout stake at 525.5"],
            ["D6 Sediment trap ST-1", "60 x 25 ft bottom, 4 ft deep, 2:1 sides", "Stone outlet 4-8 in stone with No. 2 face", "Outlet crest 1 ft below top of embankment"],
            ["D7 Inlet protection", "2x4 frame, fabric to 1.5 ft; curb filter bag", "Nonwoven fabric; commercial curb bag", "Frame around grate, fabric buried 12 in"],
            ["D8 Concrete washout", "10 x 10 x 3 ft", "10-mil liner, straw bales or berm", "Sign, 1 ft freeboard"],
            ["D9 Bioretention B-1/B-2", "9 in ponding; 2.5 ft media; 12 in stone; 6 in underdrain", "Media sand/topsoil/compost 60/25/15; HDPE", "After drainage area stable; no compaction of cell floor"],
            ["D10 Pond P-1 / OCS-1", "Pool el. 526.0; ED to 528.3; 4x4 ft structure; 2.5 in orifice", "Precast concrete, aluminum plate, clay core", "Per Chapter 12.4"]]
    out.append(tbl(rows, [1.45 * inch, 1.9 * inch, 1.75 * inch, 1.8 * inch]))
    return out


if __name__ == "__main__":
    build()
