"""Plan 3: technical memorandum from a campus facilities office, laid out like a LaTeX report
(numbered equations, footnotes carrying content, captions, two-level numbering, references). Producer: fpdf2."""
import os
from fpdf import FPDF

NAME = "p5a_memo_asharoken_campus_sailing_center"
FD = "/usr/share/fonts/truetype/dejavu/"
SUP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


class Memo(FPDF):
    def __init__(self):
        super().__init__(format="letter", unit="mm")
        self.add_font("S", "", FD + "DejaVuSerif.ttf")
        self.add_font("S", "B", FD + "DejaVuSerif-Bold.ttf")
        self.add_font("S", "I", FD + "DejaVuSerif-Italic.ttf")
        self.add_font("S", "BI", FD + "DejaVuSerif-BoldItalic.ttf")
        self.set_auto_page_break(False)
        self.set_margins(28, 25, 28)
        self.b_margin = 22
        self.fn_no = 0
        self.page_fns = []
        self.evidence = {}
        self.headings = []
        self.last_text = ""
        self.set_creation_date(__import__("datetime").datetime(2026, 2, 20, 9, 0, 0,
                                                              tzinfo=__import__("datetime").timezone.utc))
        self.body_started = False

    # ---- page furniture
    def header(self):
        if self.page_no() == 1:
            return
        self.set_font("S", "I", 8.5)
        self.set_xy(self.l_margin, 12)
        self.cell(0, 5, "TM-FAC-2026-03  Sailing Center and North Parking Lot: Stormwater Pollution Prevention Plan", align="L")
        self.line(self.l_margin, 17.5, self.w - self.r_margin, 17.5)

    def footer(self):
        self.set_font("S", "", 9)
        self.set_xy(self.l_margin, self.h - 14)
        self.cell(0, 5, str(self.page_no()), align="C")

    # ---- footnotes
    def fn_height(self, fns):
        if not fns:
            return 0
        self.set_font("S", "", 8)
        h = 4
        for n, t in fns:
            lines = self.multi_cell(self.epw - 5, 3.6, t, dry_run=True, output="LINES")
            h += len(lines) * 3.6 + 0.8
        return h

    def flush_fns(self):
        if not self.page_fns:
            return
        h = self.fn_height(self.page_fns)
        y = self.h - self.b_margin - h
        self.set_line_width(0.2)
        self.line(self.l_margin, y + 1.5, self.l_margin + 45, y + 1.5)
        y += 3
        self.set_font("S", "", 8)
        for n, t in self.page_fns:
            self.set_xy(self.l_margin, y)
            self.cell(5, 3.6, str(n).translate(SUP))
            self.set_xy(self.l_margin + 5, y)
            self.multi_cell(self.epw - 5, 3.6, t, align="L")
            y = self.get_y() + 0.8
        self.page_fns = []

    def new_page(self, **kw):
        self.flush_fns()
        self.add_page(**kw)
        self.set_y(24)

    def room(self, h, fns=()):
        limit = self.h - self.b_margin - self.fn_height(self.page_fns + list(fns)) - 2
        if self.get_y() + h > limit:
            self.new_page()

    # ---- text blocks
    def para(self, text, fns=(), indent=True, size=10.5, style=""):
        """text may contain {1},{2}.. placeholders for footnotes given in fns (in order)."""
        fn_list = []
        for t in fns:
            self.fn_no += 1
            fn_list.append((self.fn_no, t))
        marks = [str(n).translate(SUP) for n, _ in fn_list]
        body = text.format(*marks) if fns else text
        self.set_font("S", style, size)
        lh = size * 0.48
        lines = self.multi_cell(self.epw, lh, body, dry_run=True, output="LINES")
        self.room(len(lines) * lh + 1.5, fn_list)
        self.set_font("S", style, size)
        self.set_x(self.l_margin)
        self.multi_cell(self.epw, lh, body, align="J")
        self.ln(1.8)
        self.page_fns += fn_list
        self.last_text = body + "\n" + "\n".join(t for _, t in fn_list)
        return self

    def ev(self, item, quote):
        assert quote in self.last_text.replace("\n", " ") or quote in self.last_text, (item, quote)
        self.evidence[item] = {"pages": [self.page_no()], "quote": quote}

    def section(self, num, title):
        self.room(45)
        self.ln(3)
        self.set_font("S", "B", 13)
        self.cell(0, 7, f"{num}   {title}", new_x="LMARGIN", new_y="NEXT")
        self.ln(1.5)
        self.headings.append((self.page_no(), f"{num} {title}"))

    def subsection(self, num, title):
        self.room(30)
        self.ln(1.5)
        self.set_font("S", "B", 11)
        self.cell(0, 6, f"{num}   {title}", new_x="LMARGIN", new_y="NEXT")
        self.ln(0.8)
        self.headings.append((self.page_no(), f"{num} {title}"))

    def equation(self, expr, num):
        self.room(10)
        self.ln(1)
        self.set_font("S", "I", 11)
        y = self.get_y()
        self.set_x(self.l_margin)
        self.cell(self.epw, 6, expr, align="C")
        self.set_xy(self.l_margin, y)
        self.set_font("S", "", 11)
        self.cell(self.epw, 6, f"({num})", align="R", new_x="LMARGIN", new_y="NEXT")
        self.ln(2)
        self.last_text = expr

    def table(self, caption, head, rows, widths, size=9):
        lh = 5.0
        hrow = []
        self.set_font("S", "", size)
        tot = 0
        row_lines = []
        for r in rows:
            n = max(len(self.multi_cell(w, lh, str(c), dry_run=True, output="LINES")) for c, w in zip(r, widths))
            row_lines.append(n)
            tot += n * lh
        self.room(tot + 2 * lh + 12)
        self.set_font("S", "", 9.5)
        self.set_x(self.l_margin)
        self.multi_cell(self.epw, 4.6, caption, align="C")
        self.headings.append((self.page_no(), caption.split(".")[0]))
        self.ln(1)
        x0 = self.l_margin + (self.epw - sum(widths)) / 2
        self.set_line_width(0.4)
        self.line(x0, self.get_y(), x0 + sum(widths), self.get_y())
        self.set_font("S", "B", size)
        y = self.get_y() + 0.5
        x = x0
        hn = max(len(self.multi_cell(w, lh, c, dry_run=True, output="LINES")) for c, w in zip(head, widths))
        for c, w in zip(head, widths):
            self.set_xy(x, y); self.multi_cell(w, lh, c, align="L"); x += w
        y += hn * lh + 0.8
        self.set_line_width(0.2)
        self.line(x0, y, x0 + sum(widths), y)
        self.set_font("S", "", size)
        y += 0.6
        texts = []
        for r, n in zip(rows, row_lines):
            x = x0
            for c, w in zip(r, widths):
                self.set_xy(x, y); self.multi_cell(w, lh, str(c), align="L"); x += w
            y += n * lh + 0.4
            texts.append("  ".join(str(c) for c in r))
        self.set_line_width(0.4)
        self.line(x0, y, x0 + sum(widths), y)
        self.set_y(y + 4)
        self.last_text = caption + "\n" + "\n".join(texts)


def site_figure(pdf):
    """Figure 2 on an 11 x 17 in landscape sheet, drawn at 1 in = 50 ft."""
    pdf.new_page(format=(279.4, 431.8), orientation="L")
    s = 25.4 / 50.0  # mm per foot
    ox, oy = 30, 45
    pdf.set_line_width(0.5)
    pdf.rect(10, 10, 431.8 - 20, 279.4 - 20)
    def P(x, y):
        return ox + x * s, oy + y * s
    # parcel 480 x 400 ft
    pdf.set_dash_pattern(dash=6, gap=2)
    pdf.polygon([P(0, 0), P(480, 0), P(480, 400), P(0, 400)], style="D")
    pdf.set_dash_pattern()
    pdf.set_font("S", "", 7)
    pdf.text(*P(2, -3), "CAMPUS PARCEL BOUNDARY (BAYVIEW CAMPUS, 4.41 AC)")
    # road top
    pdf.set_fill_color(225, 225, 225)
    pdf.rect(*P(0, -40), 480 * s, 25 * s, style="F")
    pdf.text(*P(180, -25), "ASHAROKEN AVENUE")
    # LOD
    pdf.set_draw_color(200, 80, 0)
    pdf.set_dash_pattern(dash=4, gap=2)
    pdf.polygon([P(20, 15), P(350, 15), P(350, 285), P(20, 285)], style="D")
    pdf.set_dash_pattern()
    pdf.set_draw_color(0, 0, 0)
    pdf.text(*P(24, 25), "LIMIT OF DISTURBANCE (2.05 AC)")
    # parking lot
    pdf.rect(*P(40, 40), 170 * s, 140 * s)
    pdf.text(*P(60, 110), "NORTH PARKING LOT - 60 SPACES (POROUS ASPHALT PA-1, 0.39 AC)")
    # building
    pdf.set_fill_color(200, 200, 200)
    pdf.rect(*P(240, 50), 80 * s, 48 * s, style="DF")
    pdf.text(*P(243, 76), "SAILING CENTER 3,800 SF")
    # boat yard
    pdf.rect(*P(230, 120), 100 * s, 70 * s)
    pdf.text(*P(235, 158), "GRAVEL BOAT YARD")
    # infiltration basin / temp sediment basin
    pdf.ellipse(*P(120, 205), 110 * s, 50 * s)
    pdf.text(*P(126, 232), "IB-1 INFILTRATION BASIN 3,900 SF FLOOR")
    pdf.text(*P(126, 242), "(TEMP. SEDIMENT BASIN SB-1 DURING CONSTR.)")
    # dry wells
    for i, (x, y) in enumerate([(330, 55), (330, 95)]):
        pdf.circle(*P(x, y), 3)
        pdf.text(*P(x + 6, y + 2), f"DW-{i+1} 10' DIA.")
    # easement
    pdf.set_draw_color(110, 30, 150)
    pdf.set_dash_pattern(dash=2, gap=1)
    pdf.rect(*P(105, 195), 140 * s, 70 * s)
    pdf.set_dash_pattern()
    pdf.text(*P(250, 222), "25' STORMWATER ACCESS & MAINTENANCE EASEMENT TO VILLAGE OF ASHAROKEN (TO BE RECORDED)")
    pdf.set_draw_color(0, 0, 0)
    # silt fence
    pdf.set_dash_pattern(dash=1, gap=1)
    pdf.line(*P(20, 290), *P(350, 290))
    pdf.line(*P(355, 15), *P(355, 290))
    pdf.set_dash_pattern()
    pdf.text(*P(30, 297), "SF-1 SILT FENCE 330 LF")
    pdf.text(*P(358, 150), "SF-2 275 LF")
    pdf.text(*P(20, 10), "SCE-1 25' x 50'")
    pdf.text(*P(215, 195), "DD-1 DIVERSION DIKE 240 LF")
    pdf.text(*P(40, 200), "CB-1..CB-4 INLET PROT.")
    pdf.text(*P(290, 250), "STOCKPILE 50' x 40'")
    # contours
    pdf.set_draw_color(140, 110, 60)
    for k, yy in enumerate([60, 140, 220, 300, 360]):
        pdf.set_dash_pattern(dash=2, gap=2)
        pdf.line(*P(0, yy), *P(480, yy + 8))
        pdf.set_dash_pattern()
        pdf.text(*P(440, yy + 6), f"EX {18 - 3 * k}")
    pdf.set_draw_color(90, 60, 20)
    pdf.set_line_width(0.35)
    for yy, lab in [(120, "PROP 15"), (200, "PROP 12"), (260, "PROP 10")]:
        pdf.line(*P(20, yy + 6), *P(350, yy + 12))
        pdf.text(*P(300, yy + 10), lab)
    pdf.text(*P(130, 262), "IB-1 FLOOR EL 6.0")
    pdf.set_line_width(0.3)
    pdf.set_draw_color(0, 0, 0)
    # undisturbed and water
    pdf.text(*P(380, 60), "EXISTING MAPLE-OAK WOODS")
    pdf.text(*P(380, 68), "NOT DISTURBED")
    pdf.set_fill_color(190, 222, 238)
    pdf.rect(*P(0, 340), 480 * s, 60 * s, style="F")
    pdf.set_font("S", "", 9)
    pdf.text(*P(150, 375), "DUCK ISLAND HARBOR / NORTHPORT BAY")
    pdf.set_font("S", "", 7)
    pdf.text(*P(20, 335), "TIDAL WETLAND LINE (NYSDEC) - 100' SETBACK SHOWN DASHED")
    pdf.set_dash_pattern(dash=3, gap=3)
    pdf.line(*P(0, 300), *P(480, 300))
    pdf.set_dash_pattern()
    pdf.text(*P(250, 320), "DP-1: IB-1 EMERGENCY SPILLWAY, RIPRAP APRON TO WETLAND FRINGE")
    # arrows (drainage)
    for (x1, y1, x2, y2) in [(100, 60, 100, 200), (280, 110, 200, 210), (420, 100, 420, 330)]:
        pdf.line(*P(x1, y1), *P(x2, y2))
        pdf.text(*P(x2 + 2, y2), "flow")
    # title block
    tx = 310
    pdf.rect(tx, 200, 112, 60)
    pdf.set_font("S", "B", 10)
    pdf.text(tx + 3, 208, "FIGURE 2 - SWPPP SITE PLAN")
    pdf.set_font("S", "", 8)
    for i, t in enumerate(["Sailing Center and North Parking Lot", "Bayview Campus, 600 Asharoken Avenue",
                           "SCALE: 1 in = 50 ft (at 11 x 17 in)", "Existing contours dashed, proposed solid",
                           "Soils: see Table 1; all units HSG A", "Office of Campus Facilities, Feb. 2026"]):
        pdf.text(tx + 3, 216 + i * 6, t)
    # scale bar
    pdf.set_line_width(1.2)
    pdf.line(tx + 3, 255, tx + 3 + 50 * s * 2, 255)
    pdf.set_line_width(0.3)
    pdf.text(tx + 3, 252, "0      50      100 ft")
    pdf.headings.append((pdf.page_no(), "FIGURE 2 - SWPPP SITE PLAN"))
    return pdf.page_no()


def make_doc(toc):
    p = Memo()
    p.set_title("TM-FAC-2026-03 Sailing Center and North Parking Lot SWPPP")
    p.set_author("Office of Campus Facilities and Planning")
    p.set_creator("fpdf2")
    p.add_page()
    # ------------------------------------------------ title page
    p.set_y(40)
    p.set_font("S", "", 10)
    p.cell(0, 5, "HUNTINGTON BAY COLLEGE  |  OFFICE OF CAMPUS FACILITIES AND PLANNING", align="C", new_x="LMARGIN", new_y="NEXT")
    p.ln(14)
    p.set_font("S", "B", 19)
    p.multi_cell(0, 9, "Sailing Center and North Parking Lot,\nBayview Campus:\nStormwater Pollution Prevention Plan", align="C")
    p.ln(6)
    p.set_font("S", "I", 12)
    p.cell(0, 6, "Technical Memorandum TM-FAC-2026-03", align="C", new_x="LMARGIN", new_y="NEXT")
    p.ln(12)
    p.set_font("S", "", 11)
    for t in ["Samuel K. Adeyemi, P.E., Director of Campus Engineering",
              "Lena Farris, Environmental Compliance Coordinator", "", "February 20, 2026", "",
              "Submitted to the Village of Asharoken Stormwater Management Officer",
              "and the Board of Trustees under Chapter 44 of the Village Code"]:
        p.cell(0, 6, t, align="C", new_x="LMARGIN", new_y="NEXT")
    p.ln(14)
    p.set_font("S", "B", 10.5)
    p.cell(0, 6, "Abstract", align="C", new_x="LMARGIN", new_y="NEXT")
    p.set_x(p.l_margin + 12)
    p.set_font("S", "", 9.5)
    p.multi_cell(p.epw - 24, 4.6,
                 "This memorandum is the stormwater pollution prevention plan (SWPPP) for the construction of a "
                 "3,800 square foot sailing center and a 60-space parking lot on the Bayview Campus of Huntington "
                 "Bay College, 600 Asharoken Avenue. It sets out the erosion and sediment controls for the 2.05 acres "
                 "to be disturbed and the permanent practices (a porous asphalt lot, two dry wells and an "
                 "infiltration basin) that manage runoff after construction. Sections 1 and 2 describe the project "
                 "and the site, Section 3 the construction-phase controls, Section 4 the post-construction "
                 "practices and Section 5 the certifications.", align="J")
    # ------------------------------------------------ contents
    p.new_page()
    p.set_font("S", "B", 13)
    p.cell(0, 8, "Contents", new_x="LMARGIN", new_y="NEXT")
    p.set_font("S", "", 10)
    for n, t in (toc or []):
        ind = 8 if (t.split(" ")[0].count(".") == 1 and t[0].isdigit()) else 0
        p.set_x(p.l_margin + ind)
        p.cell(p.epw - 20 - ind, 5.2, t)
        p.cell(12, 5.2, str(n), align="R", new_x="LMARGIN", new_y="NEXT")
    # ------------------------------------------------ 1
    p.new_page()
    p.section("1", "Introduction")
    p.subsection("1.1", "Purpose")
    p.para("The College proposes to build a sailing center and parking lot on the harbor side of its Bayview Campus. "
           "Because the work disturbs more than one acre it is a land development activity under Section 44-3 of the "
           "Village Code, and Section 44-8A requires a SWPPP before the Board reviews the site plan. This memorandum "
           "is that SWPPP; it follows the contents list of Section 44-8B in order.{0}",
           fns=["The College's Office of Campus Facilities keeps the design computations (HydroCAD files, "
                "infiltration test logs) on file and will provide them to the Village Engineer on request."])
    p.subsection("1.2", "Project scope, location, type and size")
    p.para("The project is an institutional (college) facility. It consists of (i) a one-story, 3,800 square foot "
           "sailing center with boat storage bays, classroom and locker rooms; (ii) a 60-space parking lot of 0.39 "
           "acres in porous asphalt; (iii) a 7,000 square foot gravel boat yard; and (iv) water, sewer and electric "
           "connections to the campus loop. The site is the northwest corner of the 4.41 acre campus parcel at 600 "
           "Asharoken Avenue (Suffolk County Tax Map 0102-003.00-01.00-009.000), between Asharoken Avenue and Duck "
           "Island Harbor. The area disturbed is 2.05 acres.")
    p.ev("44-8B(1)(a)", "The project is an institutional (college) facility.")
    p.subsection("1.3", "Applicable requirements")
    p.para("The project disturbs between one and five acres and is not the construction of a single-family "
           "residence; Condition C of Section 44-8B(2) therefore applies, and the post-construction items of "
           "Section 44-8B(3) are addressed in Section 4.{0}",
           fns=["Condition A was also checked: the College found no 303(d) listing or TMDL for a pollutant of concern "
                "discharged by this project to Duck Island Harbor. The plan does not rely on that finding, since "
                "Condition C already requires the post-construction controls."])
    # ------------------------------------------------ 2
    p.section("2", "Existing Conditions")
    p.subsection("2.1", "Site and surroundings")
    p.para("The site slopes gently (2 to 5 percent) from Asharoken Avenue at elevation 18 down to the tidal "
           "wetland fringe of Duck Island Harbor at elevation 4. It is now mown lawn, a gravel overflow lot used in "
           "summer, and a stand of red maple and black oak along the east line that will not be disturbed. "
           "Figure 1 shows the general location; Figure 2, the site plan at 1 in = 50 ft, shows the total site area, "
           "improvements, the limit of disturbance, areas not to be disturbed, existing vegetation, the harbor and "
           "tidal wetland, drainage directions, existing contours and proposed grades, the stockpile area and the "
           "discharge point DP-1.{0}",
           fns=["No material, waste, borrow or equipment storage will be located off the site. The only off-campus "
                "destination is the permitted construction and demolition debris facility that receives waste."])
    p.ev("44-8B(1)(b)", "Figure 2, the site plan at 1 in = 50 ft")
    # location map figure (small vector)
    p.room(70)
    y0 = p.get_y() + 2
    x0 = p.l_margin + 25
    p.set_fill_color(200, 225, 240)
    p.rect(x0, y0, 110, 55, style="F")
    p.set_fill_color(240, 232, 210)
    p.polygon([(x0, y0 + 40), (x0 + 40, y0 + 30), (x0 + 80, y0 + 20), (x0 + 110, y0 + 14), (x0 + 110, y0 + 20),
               (x0 + 80, y0 + 27), (x0 + 40, y0 + 37), (x0, y0 + 47)], style="DF")
    p.set_font("S", "", 7)
    p.text(x0 + 30, y0 + 10, "LONG ISLAND SOUND")
    p.text(x0 + 40, y0 + 50, "NORTHPORT BAY")
    p.text(x0 + 75, y0 + 36, "DUCK ISLAND HARBOR")
    p.set_fill_color(200, 60, 0)
    p.circle(x0 + 58, y0 + 30, 1.6, style="F")
    p.text(x0 + 60, y0 + 31, "SITE")
    p.set_y(y0 + 58)
    p.set_font("S", "", 9.5)
    p.multi_cell(p.epw, 4.6, "Figure 1. General location map, Village of Asharoken (not to scale).", align="C")
    p.headings.append((p.page_no(), "Figure 1. General location map"))
    p.ln(3)
    p.subsection("2.2", "Soils")
    p.para("The soil survey of Suffolk County [3] maps the site in two units, confirmed by three test pits dug on "
           "January 14, 2026 (Table 1). Both are deep, excessively drained sands of hydrologic soil group A.{0}",
           fns=["Test pit TP-2, at the floor of the proposed infiltration basin, showed brown medium sand to 12 ft "
                "with groundwater at elevation 2.1 (8.4 ft below grade). A double-ring test gave 11.8 in/hr; the "
                "design uses 5.9 in/hr."])
    p.ev("44-8B(1)(c)", "Both are deep, excessively drained sands of hydrologic soil group A.")
    p.table("Table 1. Soils mapped on the site.", ["Unit", "Name", "Texture and drainage", "Location"],
            [["CpC", "Carver and Plymouth sands, 3-15% slopes", "sand, excessively drained", "parking lot, building"],
             ["PlA", "Plymouth loamy sand, 0-3% slopes", "loamy sand over sand", "boat yard, basin"]],
            [14, 50, 46, 44])
    p.subsection("2.3", "Receiving water")
    p.para("All runoff from the site that is not infiltrated discharges at DP-1 to the tidal wetland fringe and then "
           "to Duck Island Harbor, an embayment of Northport Bay. No site runoff reaches Long Island Sound.")
    p.ev("44-8B(1)(m)", "to Duck Island Harbor, an embayment of Northport Bay.")
    p.subsection("2.4", "Existing runoff data")
    p.para("The College samples its campus outfall OF-3, which drains the existing gravel lot, twice a year under "
           "its MS4 outreach agreement with the Village.{0} No flooding or erosion at OF-3 has been reported to "
           "the Village since 2015. Existing-condition peak flows computed for this memorandum are in Table 6.",
           fns=["OF-3 results, 2021-2025 (n = 9 wet-weather grab samples): total suspended solids mean 41 mg/L, "
                "range 12-96 mg/L; total nitrogen mean 1.9 mg/L; visible oil sheen on none."])
    p.ev("44-8B(1)(p)", "total suspended solids mean 41 mg/L")
    # ------------------------------------------------ 3
    p.section("3", "Construction-Phase Controls")
    p.subsection("3.1", "Phasing and sequence of construction")
    p.para("Work proceeds in two phases over about nine months. Phase 1 (1.10 acres) is the parking lot, the "
           "temporary sediment basin and the utility trench; Phase 2 (0.95 acres) is the building and boat yard. "
           "No more than 1.10 acres is open at one time, well below the five-acre limit. The sequence is: "
           "(1) pre-construction meeting and staking of the limit of disturbance; (2) install the construction "
           "entrance, silt fence, inlet protection and tree protection; (3) excavate sediment basin SB-1 and build "
           "diversion dike DD-1; (4) clear, grub and strip topsoil to the stockpile; (5) rough grade the lot and "
           "install utilities; (6) stabilize Phase 1 with temporary seed and mulch; (7) excavate and build the "
           "sailing center foundations and structure; (8) grade the boat yard; (9) convert SB-1 to infiltration "
           "basin IB-1; (10) place porous asphalt once all upslope areas are stabilized; (11) topsoil, seed and "
           "plant; (12) remove temporary controls after final stabilization.")
    p.ev("44-8B(1)(d)", "No more than 1.10 acres is open at one time, well below the five-acre limit.")
    p.subsection("3.2", "Stabilization measures for each stage")
    p.para("Temporary and permanent measures follow the New York State Standards and Specifications for Erosion "
           "and Sediment Control [1]. During clearing and grubbing the stockpile is seeded with annual ryegrass and "
           "ringed with silt fence. During grading, exposed areas idle for seven days are seeded (ryegrass, 40 "
           "lb/acre) and mulched with straw at 2 tons/acre. Slopes of 3:1 or steeper receive a straw erosion "
           "control blanket. During building construction the boat yard subgrade is covered with 4 in of crushed "
           "stone as soon as it is graded. At closeout all lawn areas receive 4 in of topsoil and a "
           "fescue-bluegrass mix, the wetland buffer is planted with American beach grass and bayberry, and the "
           "IB-1 side slopes receive an erosion control blanket and seed.")
    p.ev("44-8B(1)(g)", "exposed areas idle for seven days are seeded (ryegrass, 40 lb/acre)")
    p.subsection("3.3", "Practices, locations and sizes")
    p.para("Table 2 lists every erosion and sediment control practice. Each is plotted on Figure 2 with the "
           "label used here.")
    p.table("Table 2. Erosion and sediment control practices.", ["ID", "Practice", "Location", "Size / length"],
            [["SCE-1", "Stabilized construction entrance", "Asharoken Ave curb cut", "25 ft x 50 ft"],
             ["SF-1", "Silt fence", "South limit of disturbance", "330 lf"],
             ["SF-2", "Silt fence", "East limit, along woods", "275 lf"],
             ["DD-1", "Diversion dike", "Between boat yard and lot", "240 lf, 1.5 ft high"],
             ["SB-1", "Temporary sediment basin", "Future IB-1 location", "1.62 ac DA, 5,830 cf"],
             ["IP-1..4", "Inlet protection", "Campus catch basins CB-1 to CB-4", "4 inlets"],
             ["TP-1", "Tree protection fence", "Woods edge and drip lines", "410 lf"],
             ["STK", "Topsoil stockpile", "South of boat yard", "50 ft x 40 ft"]],
            [16, 46, 54, 40])
    p.ev("44-8B(1)(h)", "SF-2  Silt fence  East limit, along woods  275 lf")
    p.subsection("3.4", "Dimensions, materials and installation")
    p.para("The temporary sediment basin SB-1 is sized for the 1.62 acre area draining to it using the standard "
           "storage rate of 3,600 cubic feet per acre of drainage area [1]:")
    p.equation("V = 3,600 ft³/ac × A = 3,600 × 1.62 = 5,830 ft³", 1)
    p.para("half as wet storage (permanent pool 2.5 ft deep) and half as dry storage above it. Its length to width "
           "ratio is 2:1, side slopes 3:1, and the outlet is a perforated riser with a 12 in barrel and a stone "
           "emergency spillway 10 ft wide. Silt fence is woven geotextile 36 in wide on 2 in square hardwood posts "
           "driven 16 in deep at 8 ft spacing, with the toe buried in a 6 in trench. SCE-1 is 25 ft wide, 50 ft "
           "long and 8 in thick of 2 to 4 in crushed stone on woven geotextile. DD-1 is a compacted earth dike "
           "1.5 ft high with a 2 ft top and 2:1 side slopes, seeded immediately. Inlet protection is a geotextile "
           "drop-in filter sack under each grate.", indent=False)
    p.ev("44-8B(1)(i)", "Silt fence is woven geotextile 36 in wide on 2 in square hardwood posts")
    p.subsection("3.5", "Temporary practices converted to permanent control")
    p.para("Sediment basin SB-1 is built at the location of the permanent infiltration basin IB-1. When the "
           "drainage area is stabilized, the accumulated sediment is removed, the basin floor is excavated a further "
           "18 in to the clean sand at elevation 6.0, the riser is replaced with the permanent overflow weir, and "
           "the floor is tilled and seeded. The diversion dike DD-1 is regraded into the permanent grass swale "
           "that carries boat-yard runoff to IB-1.")
    p.ev("44-8B(1)(j)", "Sediment basin SB-1 is built at the location of the permanent infiltration basin IB-1.")
    p.subsection("3.6", "Implementation schedule")
    p.table("Table 3. Timing of initial placement and duration of temporary practices.",
            ["Practice", "Installed", "Remains until"],
            [["SCE-1, SF-1, SF-2, TP-1, IP-1..4", "Before any clearing (week 1)", "Final stabilization"],
             ["SB-1, DD-1", "Week 1-2, before grubbing", "Drainage area stabilized; then converted"],
             ["Stockpile seed and silt fence", "Within 7 days of stripping", "Topsoil reused"],
             ["Temporary seed and mulch", "Areas idle 7 days", "Permanent cover established"],
             ["Erosion control blanket", "At final grading of 3:1 slopes", "Permanent cover established"]],
            [54, 50, 52])
    p.ev("44-8B(1)(k)", "Before any clearing (week 1)")
    p.subsection("3.7", "Inspection and maintenance of the controls")
    p.para("A qualified inspector engaged by the College inspects the controls every seven days and within 24 hours "
           "of a storm of 0.5 in or more, as Section 44-12 requires, and records findings in the site logbook. "
           "Maintenance is as listed in Table 4; repairs are made within one working day of the inspection.")
    p.table("Table 4. Maintenance schedule for erosion and sediment controls.", ["Practice", "Maintenance"],
            [["Silt fence", "Remove sediment at half the fence height; reset or replace damaged fabric"],
             ["SCE-1", "Add stone when voids fill; sweep Asharoken Avenue daily during hauling"],
             ["SB-1", "Remove sediment when 50% of wet storage is filled; check riser and spillway"],
             ["Inlet protection", "Empty sack when half full or after each storm over 1 in"],
             ["Seeded and mulched areas", "Reseed and re-mulch bare or washed areas weekly"]],
            [40, 116])
    p.ev("44-8B(1)(l)", "Remove sediment when 50% of wet storage is filled")
    p.subsection("3.8", "Structural practices that divert, store or limit runoff")
    p.para("DD-1 diverts runoff from the graded parking subgrade away from the building pad toward SB-1. SB-1 "
           "stores the runoff from 1.62 acres and releases it through its riser, limiting the discharge of "
           "sediment to the harbor. Silt fence SF-1 and SF-2 limit sheet flow from the exposed areas at the "
           "down-slope edges, and the campus inlets are protected so that no sediment enters the storm sewer.")
    p.ev("44-8B(1)(o)", "DD-1 diverts runoff from the graded parking subgrade")
    p.subsection("3.9", "Litter, construction chemicals and debris")
    p.para("The general contractor keeps a covered dumpster at the staging area, emptied weekly or when "
           "three-quarters full, and picks up litter across the site each afternoon. Construction chemicals "
           "(curing compound, sealers, paint) are kept closed in a locked, roofed storage container, and "
           "demolition debris from the old overflow lot is hauled off the same day it is broken out.")
    p.ev("44-8B(1)(e)", "picks up litter across the site each afternoon")
    p.subsection("3.10", "Materials stored on site, storage practices and spills")
    p.para("Materials expected on site are: diesel fuel in a 300 gallon double-walled tank; hydraulic oil and "
           "lubricants; bagged cement and mortar; asphalt tack coat; lumber; and crushed stone and sand. Bagged and "
           "liquid materials are stored on pallets under cover in the storage container; stone and sand piles are "
           "kept inside the limit of disturbance behind silt fence. The list is updated in the logbook when new "
           "materials arrive.{0}",
           fns=["Spill prevention and response: fuelling only at the staging area over drip pans; a spill kit "
                "(absorbent pads, boom, 55-gal drum) at the tank; spills of petroleum are contained, cleaned up and "
                "reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours, and to the College's "
                "Environmental Compliance Coordinator."])
    p.ev("44-8B(1)(f)", "diesel fuel in a 300 gallon double-walled tank")
    p.subsection("3.11", "Implementation responsibilities")
    p.table("Table 5. SWPPP responsibilities for each part of the site.", ["Part of site", "Responsible party"],
            [["Whole site, SWPPP custody, inspector", "Huntington Bay College, Office of Campus Facilities"],
             ["Parking lot, SB-1/IB-1, utilities", "Northshore Paving & Site Corp. (site contractor)"],
             ["Sailing center and boat yard", "Carrow Construction Co. (general contractor)"],
             ["Wetland buffer planting, final seeding", "Greenlawn Native Plantings, LLC"]],
            [70, 86])
    p.ev("44-8B(1)(n)", "Northshore Paving & Site Corp. (site contractor)")
    # ------------------------------------------------ 4
    p.section("4", "Post-Construction Stormwater Management")
    p.subsection("4.1", "Practices")
    p.para("Three permanent practices are proposed. The porous asphalt lot PA-1 infiltrates rain falling on the "
           "lot through a 24 in stone reservoir. Dry wells DW-1 and DW-2 receive the roof leaders of the sailing "
           "center. Infiltration basin IB-1 receives the boat yard and lawn runoff through a grass swale and "
           "forebay, and overflow from PA-1 in large storms.")
    p.ev("44-8B(3)(b)", "Infiltration basin IB-1 receives the boat yard and lawn runoff")
    p.subsection("4.2", "Locations and sizes")
    p.table("Table 6a. Post-construction practices: location and size.", ["ID", "Location (Figure 2)", "Size"],
            [["PA-1", "North parking lot", "0.39 ac surface, 24 in reservoir"],
             ["DW-1, DW-2", "East side of sailing center", "10 ft dia. x 8 ft deep each"],
             ["IB-1", "South of parking lot, 100 ft from wetland", "3,900 sf floor, 2.0 ft deep"]],
            [26, 70, 60])
    p.ev("44-8B(3)(c)", "South of parking lot, 100 ft from wetland")
    p.subsection("4.3", "Hydrologic and hydraulic analysis")
    p.para("Runoff was computed with the SCS curve number method [4] for the 1, 10 and 100-year, 24-hour Type III "
           "storms (2.8, 4.9 and 8.4 in [5]). Runoff depth for each subcatchment is")
    p.equation("Q = (P − 0.2S)² / (P + 0.8S),   S = 1000/CN − 10", 2)
    p.para("and the hydrographs were routed through each structural component (PA-1 reservoir, DW-1, DW-2, IB-1 "
           "and its overflow weir) with the storage-indication method. The water quality volume follows the "
           "Design Manual [2]:", indent=False)
    p.ev("44-8B(3)(d)", "the hydrographs were routed through each structural component")
    p.equation("Rv = 0.05 + 0.009 I = 0.05 + 0.009(21) = 0.24", 3)
    p.equation("WQv = P Rv A / 12 = (1.5)(0.24)(2.05 ac)(43,560) / 12 = 2,680 ft³", 4)
    p.para("where I is the percent impervious cover (21 percent) and P is the 90 percent rainfall (1.5 in). The "
           "practices provide 6,950 cubic feet of infiltration storage, more than twice the WQv; the runoff "
           "reduction volume is met in full by infiltration in HSG A soils.", indent=False)
    p.subsection("4.4", "Comparison of post-development and pre-development runoff")
    p.table("Table 6. Peak discharge at DP-1, pre- and post-development.",
            ["Storm", "Rain (in)", "Pre-development (cfs)", "Post-development (cfs)", "Change"],
            [["1-year", "2.8", "0.62", "0.00", "-100%"], ["10-year", "4.9", "2.15", "0.34", "-84%"],
             ["100-year", "8.4", "5.08", "2.71", "-47%"]],
            [26, 22, 38, 40, 22])
    p.ev("44-8B(3)(e)", "Table 6. Peak discharge at DP-1, pre- and post-development.")
    p.para("Runoff volume leaving the site in the 10-year storm falls from 7,310 to 880 cubic feet.{0}",
           fns=["IB-1 holds 5,860 cubic feet below its overflow weir at elevation 8.0, with 1.0 ft of freeboard to "
                "the top of berm in the 100-year storm."])
    p.subsection("4.5", "Dimensions, materials and installation details")
    p.para("PA-1: 3 in open-graded porous asphalt (NYSDOT 403 modified, 16-20 percent voids) on a 2 in choker course "
           "of No. 57 stone over a 24 in reservoir of No. 2 stone, non-woven geotextile on the sides only, with an "
           "overflow edge drain to IB-1; the subgrade is not compacted. DW-1 and DW-2: 10 ft diameter precast "
           "leaching rings, 8 ft deep, set in a 2 ft collar of clean 3/4 in stone, traffic-rated cover. IB-1: "
           "3,900 sf floor at elevation 6.0, 3:1 side slopes, 2.0 ft maximum depth, sediment forebay of 10 percent "
           "of WQv with a stone check, 12 ft concrete overflow weir at elevation 8.0 to a riprap apron. IB-1 is "
           "placed in service only after its drainage area is stabilized; heavy equipment is kept off its floor.")
    p.ev("44-8B(3)(f)", "24 in reservoir of No. 2 stone")
    p.subsection("4.6", "Maintenance schedule")
    p.table("Table 7. Post-construction maintenance schedule.", ["Practice", "Inspection", "Maintenance"],
            [["PA-1", "Quarterly, and after storms over 2 in", "Vacuum sweep 3 times a year; no sand in winter"],
             ["DW-1, DW-2", "Twice a year", "Clean leaders; remove sediment at 6 in"],
             ["IB-1", "Quarterly, after storms over 2 in", "Mow twice a year; clean forebay; till if ponding > 72 h"]],
            [26, 52, 78])
    p.ev("44-8B(3)(g)", "Vacuum sweep 3 times a year;")
    p.subsection("4.7", "Maintenance easement")
    p.para("A 25 ft stormwater access and maintenance easement over IB-1 and its access path from the parking lot, "
           "in favor of the Village of Asharoken, is shown on Figure 2 and will be recorded with the site plan. The "
           "easement remains in effect with any transfer of title to the campus parcel.")
    p.ev("44-8B(3)(h)", "The easement remains in effect with any transfer of title to the campus parcel.")
    p.subsection("4.8", "Inspection and maintenance agreement")
    p.para("The College will execute the Village's stormwater inspection and maintenance agreement before the "
           "certificate of occupancy. Its terms: the College maintains PA-1, DW-1, DW-2 and IB-1 per Table 7 and "
           "keeps records for Village inspection; the Village may enter, inspect and, after notice, perform neglected "
           "maintenance at the owner's cost; the agreement is recorded in the Suffolk County Clerk's office and is "
           "binding on all subsequent owners of the parcel.")
    p.ev("44-8B(3)(i)", "binding on all subsequent owners of the parcel")
    # ------------------------------------------------ 5
    p.section("5", "Certifications")
    p.subsection("5.1", "Preparer's certification")
    p.para("I certify that this SWPPP was prepared by me or under my direct supervision and that the design of all "
           "stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of "
           "Asharoken.")
    p.ev("44-8C", "the design of all stormwater management practices meets the requirements of Chapter 44")
    p.set_font("S", "I", 14)
    p.set_text_color(30, 50, 140)
    p.cell(0, 8, "Samuel K. Adeyemi", new_x="LMARGIN", new_y="NEXT")
    p.set_text_color(0, 0, 0)
    p.para("Samuel K. Adeyemi, P.E., NY License No. 084215, Director of Campus Engineering, Huntington Bay "
           "College, 600 Asharoken Avenue, Asharoken, NY 11768. Signed February 20, 2026.", size=10)
    p.subsection("5.2", "Contractor certifications")
    p.para("Each contractor and subcontractor named in Table 5 signed the following statement before beginning "
           "soil disturbance: \"I certify under penalty of law that I understand and agree to comply with the terms "
           "and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for "
           "any person to cause or contribute to a violation of water quality standards.\" Site: Bayview Campus, "
           "600 Asharoken Avenue, Asharoken, NY 11768.")
    p.table("Table 8. Signed contractor certifications (originals in the site logbook).",
            ["Signed", "Name and title", "Firm, address, telephone", "Date"],
            [["/s/ R. Delacroix", "Rene Delacroix, Vice President", "Northshore Paving & Site Corp., 40 Cuba Hill Rd, Greenlawn NY 11740, (631) 555-0134", "2/17/2026"],
             ["/s/ M. Carrow", "Martin Carrow, Project Manager", "Carrow Construction Co., 9 Elm St, Huntington NY 11743, (631) 555-0187", "2/17/2026"],
             ["/s/ A. Ruiz", "Ana Ruiz, Owner", "Greenlawn Native Plantings, LLC, 221 Broadway, Greenlawn NY 11740, (631) 555-0151", "2/18/2026"]],
            [22, 54, 62, 20], size=8.5)
    p.ev("44-8E", "Rene Delacroix, Vice President")
    # ------------------------------------------------ references
    p.section("", "References")
    for r in ["[1] NYS Department of Environmental Conservation, New York State Standards and Specifications for "
              "Erosion and Sediment Control, November 2016.",
              "[2] NYS Department of Environmental Conservation, New York State Stormwater Management Design Manual.",
              "[3] USDA Soil Conservation Service, Soil Survey of Suffolk County, New York, 1975.",
              "[4] USDA, Urban Hydrology for Small Watersheds, Technical Release 55, 1986.",
              "[5] Northeast Regional Climate Center, Extreme Precipitation in New York and New England.",
              "[6] Village of Asharoken Code, Chapter 44, Stormwater Management and Erosion and Sediment Control."]:
        p.para(r, size=9.5)
    fig_page = site_figure(p)
    p.flush_fns()
    return p, fig_page


def build(outdir):
    p0, fig0 = make_doc(None)
    toc = [(n, t) for n, t in p0.headings if not t.startswith(("Table", "Figure", "FIGURE"))]
    toc.append((fig0, "Figure 2. SWPPP site plan (11 x 17 in)"))
    p, fig_page = make_doc(toc)
    assert p.headings == p0.headings
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    p.output(out)
    ids = [l.split("\t")[1] for l in open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")).read().splitlines()[1:] if l.startswith("asharoken-ch44")]
    items = {i: "present" for i in ids}
    for i in ids:
        assert i in p.evidence, i
    evidence = {i: p.evidence[i] for i in ids}
    label = {
        "checklist": "asharoken-ch44",
        "style": "technical memorandum from a college campus facilities office laid out like a LaTeX report: title page "
                 "with abstract, contents, two-level decimal numbering, numbered display equations, footnotes that carry "
                 "content (spill response, outfall data, off-site storage), table and figure captions, references list, "
                 "an 11 x 17 in site plan figure",
        "producer": "fpdf2 (DejaVu Serif, justified text, footnotes set at the page foot, vector figures)",
        "decision": "complete",
        "facts": {"disturbed_acres": 2.05, "project_type": "college sailing center building and 60-space parking lot",
                  "single_family": False, "impaired_water": False},
        "items": items, "evidence": evidence, "gaps": {},
        "image_only_pages": [],
        "ambiguous_items": [],
        "acceptable_decisions": ["complete"],
        "notes": "2.05 ac disturbed, institutional, not single-family: land development activity and Condition C, so "
                 "§ 44-8B(3) applies. Items are spread over body text, tables and footnotes: existing runoff data (p) "
                 "and the spill response part of (f) are in footnotes; the receiving water is named in 2.3; the "
                 "inspection and maintenance agreement (i) is to be executed before the certificate of occupancy but its "
                 "binding terms (who maintains, Village entry, recorded, binds later owners) are stated, so present per "
                 "the corpus convention. The maintenance easement is drawn on Figure 2 and 'will be recorded' with the "
                 "site plan. Contractor certifications: the statement and a table of three signed entries.",
        "_headings": p.headings,
    }
    return NAME, label
