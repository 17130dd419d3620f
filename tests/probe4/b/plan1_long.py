"""Plan 1: Town of Somers, long SWPPP whose appendices are most of its pages (fpdf2)."""
import math
import random
from fpdf import FPDF

NAME = "p4b_somers_tomahawk_ridge_long"
TITLE = "Tomahawk Ridge Townhomes - Stormwater Pollution Prevention Plan"


class Doc(FPDF):
    def __init__(self):
        super().__init__(orientation="P", unit="pt", format="letter")
        self.set_auto_page_break(True, margin=60)
        self.set_margins(60, 60, 60)
        self.set_creation_date(__import__("datetime").datetime(2026, 3, 16, 9, 0, 0))
        self.appendix_label = ""
        self.ev = {}
        self.heads = []

    def header(self):
        if self.page_no() == 1:
            return
        self.set_font("Helvetica", "", 8)
        self.set_text_color(90, 90, 90)
        self.set_xy(60, 30)
        self.cell(0, 10, TITLE + ("   |   " + self.appendix_label if self.appendix_label else ""))
        self.set_text_color(0, 0, 0)
        self.set_xy(60, 60)

    def footer(self):
        if self.page_no() == 1:
            return
        self.set_y(-40)
        self.set_font("Helvetica", "", 8)
        self.cell(0, 10, "Hudson Ridge Civil Engineering, PLLC  -  March 2026", align="L")
        self.set_y(-40)
        self.cell(0, 10, f"Page {self.page_no()}", align="R")

    # --- writing helpers ---
    def h1(self, t, newpage=True):
        if newpage:
            self.add_page()
        self.set_font("Helvetica", "B", 14)
        self.multi_cell(0, 18, t)
        self.ln(4)
        self.heads.append((self.page_no(), t))

    def h2(self, t):
        if self.get_y() > self.h - 140:
            self.add_page()
        self.ln(4)
        self.set_font("Helvetica", "B", 11)
        self.multi_cell(0, 15, t)
        self.ln(2)
        self.heads.append((self.page_no(), t))

    def p(self, t, size=10):
        self.set_font("Helvetica", "", size)
        self.multi_cell(0, 13.5, t)
        self.ln(5)

    def bullets(self, items, size=10):
        self.set_font("Helvetica", "", size)
        for it in items:
            x = self.get_x()
            self.cell(14, 13.5, "-")
            self.multi_cell(0, 13.5, it)
            self.set_x(x)
        self.ln(4)

    def mark(self, item, quote):
        self.ev[item] = {"pages": [self.page_no()], "quote": quote}

    def table(self, headers, widths, rows, size=8.5, caption=None, mono=False, lh=11):
        """Table continued over pages: header row repeated, caption marked (continued)."""
        font = "Courier" if mono else "Helvetica"

        def head(cont):
            if caption:
                self.set_font("Helvetica", "B", 9)
                self.cell(0, 13, caption + (" (continued)" if cont else ""), new_x="LMARGIN", new_y="NEXT")
            self.set_font(font, "B", size)
            self.set_fill_color(225, 225, 225)
            for h, w in zip(headers, widths):
                self.cell(w, lh + 3, h, border=1, fill=True)
            self.ln(lh + 3)

        head(False)
        self.set_font(font, "", size)
        for r in rows:
            # height of row = max lines
            nl = 1
            for c, w in zip(r, widths):
                n = len(self.multi_cell(w, lh, str(c), dry_run=True, output="LINES", align="L"))
                nl = max(nl, n)
            rh = nl * lh
            if self.get_y() + rh > self.h - 60:
                self.add_page()
                head(True)
                self.set_font(font, "", size)
            y0 = self.get_y()
            x = self.l_margin
            for c, w in zip(r, widths):
                self.set_xy(x, y0)
                self.multi_cell(w, lh, str(c), border=0, align="L")
                self.rect(x, y0, w, rh)
                x += w
            self.set_xy(self.l_margin, y0 + rh)
        self.ln(6)


# ------------------------------------------------------------------ hydrology helpers
RAIN = [("1-Year", 2.80), ("10-Year", 4.95), ("25-Year", 6.10), ("100-Year", 8.70)]


def runoff_depth(P, CN):
    S = 1000.0 / CN - 10
    Ia = 0.2 * S
    return 0.0 if P <= Ia else (P - Ia) ** 2 / (P + 0.8 * S)


def peak(Q, A_ac, tc_hr):
    k = 0.58 * (0.1 / max(tc_hr, 0.1)) ** 0.42
    return Q * A_ac * k


PRE = [
    ("1S", "Pre - Area A to DP-1 (Unnamed tributary)", [(148200, 60, "Woods, Good, HSG B"), (96350, 73, "Woods, Good, HSG C"),
                                                       (41800, 61, ">75% Grass cover, Good, HSG B"), (6900, 98, "Paved roads w/curbs & sewers")], 0.38),
    ("2S", "Pre - Area B to DP-2 (Route 118 ditch)", [(82400, 60, "Woods, Good, HSG B"), (30200, 74, ">75% Grass cover, Good, HSG C"),
                                                    (4100, 98, "Paved parking, HSG B")], 0.27),
]
POST = [
    ("10S", "Post - Area A1 to Bioretention B-1", [(38600, 98, "Roofs, HSG B"), (22400, 98, "Paved roads w/curbs & sewers"), (31800, 61, ">75% Grass cover, Good, HSG B")], 0.10),
    ("11S", "Post - Area A2 to Bioretention B-2", [(26100, 98, "Roofs, HSG C"), (15800, 98, "Paved roads w/curbs & sewers"), (29300, 74, ">75% Grass cover, Good, HSG C")], 0.10),
    ("12S", "Post - Area A3 to Pond P-1 (direct)", [(18200, 98, "Paved roads w/curbs & sewers"), (55400, 74, ">75% Grass cover, Good, HSG C"), (21000, 60, "Woods, Good, HSG B")], 0.17),
    ("13S", "Post - Area A4 undisturbed to DP-1", [(88200, 60, "Woods, Good, HSG B"), (9400, 61, ">75% Grass cover, Good, HSG B")], 0.33),
    ("20S", "Post - Area B1 to Dry Swale DS-1", [(11800, 98, "Paved roads w/curbs & sewers"), (24600, 74, ">75% Grass cover, Good, HSG C")], 0.12),
    ("21S", "Post - Area B2 undisturbed to DP-2", [(58300, 60, "Woods, Good, HSG B"), (7400, 98, "Paved parking, HSG B")], 0.24),
]


def weighted(areas):
    tot = sum(a for a, _, _ in areas)
    return tot, sum(a * c for a, c, _ in areas) / tot


def hydrograph(qp, tp, step=0.25, t0=0.0, t1=36.0):
    out = []
    t = t0
    while t <= t1 + 1e-9:
        if t < 5:
            q = 0.0
        elif t <= tp:
            q = qp * (0.92 * math.exp(-((tp - t) / 0.55) ** 2) + 0.08 * max(0.0, (t - 5) / (tp - 5)) ** 2)
        else:
            q = qp * (0.80 * math.exp(-(t - tp) / 0.45) + 0.20 * math.exp(-(t - tp) / 5.0))
        out.append((t, q))
        t += step
    return out


def write_subcat(pdf, sid, name, areas, tc, storm, P, rng):
    A, CN = weighted(areas)
    Q = runoff_depth(P, CN)
    qp = peak(Q, A / 43560, tc)
    tp = 12.09 + tc * 0.55
    vol = Q / 12 * A / 43560
    pdf.add_page()
    pdf.set_font("Courier", "B", 9.5)
    pdf.cell(0, 12, f"Summary for Subcatchment {sid}: {name}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Courier", "", 8.5)
    pdf.ln(4)
    pdf.multi_cell(0, 11, f"Runoff      =   {qp:6.2f} cfs @ {tp:5.2f} hrs,  Volume=   {vol:7.3f} af,  Depth> {Q:4.2f}\"\n\n"
                   f"Runoff by SCS TR-20 method, UH=SCS, Weighted-CN, Time Span= 0.00-36.00 hrs, dt= 0.05 hrs\n"
                   f"Type III 24-hr  {storm} Rainfall={P:4.2f}\"")
    pdf.ln(4)
    rows = [(f"{a:,}", str(c), d) for a, c, d in areas] + [(f"{A:,.0f}", f"{CN:.0f}", "Weighted Average"),
                                                           (f"{sum(a for a, c, d in areas if c < 98):,}", "", "Pervious Area"),
                                                           (f"{sum(a for a, c, d in areas if c >= 98):,}", "", "Impervious Area")]
    pdf.table(["  Area (sf)", "CN", "Description"], [90, 40, 300], rows, mono=True, size=8)
    tcmin = tc * 60
    L1 = 100
    rows = [(f"{tcmin * 0.62:5.1f}", f"{L1}", f"{rng.uniform(0.03, 0.08):.4f}", f"{0.1 + rng.random() * 0.05:.2f}", "", "Sheet Flow, Woods: Light underbrush n= 0.400 P2= 3.40\""),
            (f"{tcmin * 0.38:5.1f}", f"{int(200 + rng.random() * 400)}", f"{rng.uniform(0.04, 0.12):.4f}", f"{1.2 + rng.random():.2f}", "", "Shallow Concentrated Flow, Woodland Kv= 5.0 fps"),
            (f"{tcmin:5.1f}", "", "", "", "", "Total")]
    pdf.table(["Tc (min)", "Length (ft)", "Slope (ft/ft)", "Vel (ft/sec)", "Cap (cfs)", "Description"], [52, 60, 66, 62, 50, 170], rows, mono=True, size=7.5)
    hg = hydrograph(qp, tp)
    rows = []
    half = (len(hg) + 1) // 2
    for i in range(half):
        a = hg[i]
        b = hg[i + half] if i + half < len(hg) else None
        rows.append((f"{a[0]:5.2f}", f"{a[1]:6.2f}", f"{b[0]:5.2f}" if b else "", f"{b[1]:6.2f}" if b else ""))
    pdf.table(["Time (hours)", "Runoff (cfs)", "Time (hours)", "Runoff (cfs)"], [90, 90, 90, 90], rows, mono=True, size=7.5, lh=9.5,
              caption=f"Hydrograph for Subcatchment {sid}: {storm}")
    return qp, vol


POND = {"B-1": (404.0, 3, 1800, 0.55), "B-2": (398.5, 3, 1500, 0.55), "P-1": (386.0, 8, 9400, 1.0), "DS-1": (402.0, 2, 1200, 0.4)}


def write_pond(pdf, pid, inflow, storm, rng):
    inv, depth, area0, voidr = POND[pid]
    outq = inflow * (0.32 if pid == "P-1" else 0.55)
    elev = inv + depth * min(0.95, 0.35 + inflow / 60.0)
    pdf.add_page()
    pdf.set_font("Courier", "B", 9.5)
    nm = {"B-1": "Bioretention B-1", "B-2": "Bioretention B-2", "P-1": "Micropool Extended Detention Pond P-1", "DS-1": "Dry Swale DS-1"}[pid]
    pdf.cell(0, 12, f"Summary for Pond {pid}: {nm}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Courier", "", 8.5)
    pdf.ln(4)
    pdf.multi_cell(0, 11, f"Inflow      =   {inflow:6.2f} cfs @ 12.14 hrs\n"
                   f"Outflow     =   {outq:6.2f} cfs @ 12.46 hrs,  Atten= {100 * (1 - outq / max(inflow, 0.01)):3.0f}%,  Lag= 19.2 min\n"
                   f"Primary     =   {outq * 0.9:6.2f} cfs @ 12.46 hrs\nSecondary   =   {outq * 0.1:6.2f} cfs @ 12.46 hrs\n\n"
                   f"Routing by Stor-Ind method, Time Span= 0.00-36.00 hrs, dt= 0.05 hrs\n"
                   f"Peak Elev= {elev:7.2f}' @ 12.46 hrs   Surf.Area= {area0 * 1.6:,.0f} sf   Storage= {area0 * (elev - inv) * 0.8:,.0f} cf\n"
                   f"Type III 24-hr  {storm}")
    pdf.ln(4)
    rows = [("#1", "Primary", f"{inv + 0.5:.2f}'", "6.0\" Round Culvert L= 38.0' Ke= 0.500  Inlet / Outlet Invert= %.2f' / %.2f'  S= 0.0100 '/'" % (inv + 0.5, inv + 0.12)),
            ("#2", "Device 1", f"{inv + depth * 0.45:.2f}'", "4.0\" Vert. Orifice/Grate C= 0.600"),
            ("#3", "Device 1", f"{inv + depth * 0.75:.2f}'", "24.0\" x 24.0\" Horiz. Orifice/Grate C= 0.600 Limited to weir flow at low heads"),
            ("#4", "Secondary", f"{inv + depth:.2f}'", "10.0' long x 8.0' breadth Broad-Crested Rectangular Weir (emergency spillway)")]
    pdf.table(["#", "Routing", "Invert", "Outlet Devices"], [25, 60, 55, 290], rows, mono=True, size=7.5)
    rows = []
    e = inv
    stor = 0.0
    a = area0 * 0.6
    while e <= inv + depth + 1.0 + 1e-9:
        rows.append((f"{e:7.2f}", f"{a:8,.0f}", f"{stor:9,.0f}", f"{stor / 43560:6.3f}"))
        a2 = a * 1.035
        stor += (a + a2) / 2 * 0.1 * (voidr if e < inv + 1.5 and pid != "P-1" else 1.0)
        a = a2
        e += 0.1
    pdf.table(["Elevation (feet)", "Surface (sq-ft)", "Storage (cubic-feet)", "Storage (acre-ft)"], [90, 90, 100, 90], rows, mono=True,
              size=7.5, lh=9.5, caption=f"Stage-Area-Storage for Pond {pid}: {nm}")
    return outq


# ------------------------------------------------------------------ soil survey text
SOILS = [
    ("ChB", "Charlton fine sandy loam, 3 to 8 percent slopes", "B", "Well drained", ">80 inches", ">80 inches", "Slight", 3.9,
     "Charlton soils formed in acid glacial till derived mainly from schist, gneiss and granite. They occupy the crests and upper side slopes of till ridges. "
     "Typically the surface layer is dark brown fine sandy loam about 5 inches thick; the subsoil is yellowish brown fine sandy loam and gravelly fine sandy loam "
     "to 28 inches; the substratum to 60 inches is light olive brown gravelly sandy loam. Permeability is moderate or moderately rapid throughout."),
    ("ChC", "Charlton fine sandy loam, 8 to 15 percent slopes", "B", "Well drained", ">80 inches", ">80 inches", "Moderate", 2.6,
     "This soil is on the side slopes of glacial till hills. The profile is similar to that of ChB but the surface layer is thinner in places. "
     "Runoff is medium, and the hazard of erosion is moderate where the surface is bare. Stones on the surface are common where the soil has not been cleared."),
    ("PnC", "Paxton fine sandy loam, 8 to 15 percent slopes", "C", "Well drained", "18 to 30 inches to densic material", ">80 inches", "Moderate", 3.4,
     "Paxton soils formed in compact glacial till (lodgment till) and are on drumlins and till plains. A firm, brittle substratum (fragipan-like densic layer) "
     "begins at 20 to 38 inches and restricts downward movement of water, so a perched water table may occur above it in late winter and early spring. "
     "Permeability is moderate above the dense layer and slow or moderately slow within it."),
    ("PnD", "Paxton fine sandy loam, 15 to 25 percent slopes", "C", "Well drained", "18 to 30 inches to densic material", ">80 inches", "Severe", 1.1,
     "This steeper Paxton soil is on the sides of drumlins. Runoff is rapid and the hazard of erosion is severe where the surface is left bare. "
     "Seepage along the top of the dense substratum is common on cut slopes and may require subsurface drainage or rock lining."),
    ("SuB", "Sutton loam, 3 to 8 percent slopes", "B/D", "Moderately well drained", ">80 inches", "18 to 24 inches", "Slight", 1.7,
     "Sutton soils are in slightly concave areas and at the bases of slopes on glacial till uplands. A seasonal high water table is at 1.5 to 2 feet from November "
     "through April. Wetness limits the use of these soils for infiltration practices and for basements without drains."),
    ("Ub", "Udorthents, smoothed", "C (assigned)", "Variable", "Variable", "Variable", "Slight to moderate", 0.6,
     "Udorthents are areas that have been cut, filled or graded. On this site they occur along the Route 118 frontage and at the former farm lane. "
     "Properties vary from place to place; onsite investigation is required."),
]


def build(outdir):
    rng = random.Random(931)
    pdf = Doc()
    pdf.set_title("Tomahawk Ridge Townhomes SWPPP")
    pdf.set_author("Hudson Ridge Civil Engineering, PLLC")
    # ---------------- cover
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 20)
    pdf.ln(80)
    pdf.multi_cell(0, 26, "STORMWATER POLLUTION PREVENTION PLAN", align="C")
    pdf.set_font("Helvetica", "B", 15)
    pdf.ln(10)
    pdf.multi_cell(0, 20, "Tomahawk Ridge Townhomes\n2410 Route 118 (Tomahawk Street)\nTown of Somers, Westchester County, New York", align="C")
    pdf.ln(16)
    pdf.set_font("Helvetica", "", 11)
    pdf.multi_cell(0, 15, "Tax Map Section 16.11, Block 2, Lot 7\nSubmitted to the Town of Somers Planning Board\npursuant to Chapter 93, Stormwater Management and Erosion and Sediment Control", align="C")
    pdf.ln(40)
    pdf.multi_cell(0, 15, "Applicant:  Tomahawk Ridge Development LLC\n45 Mahopac Avenue, Amawalk, NY 10501\n\n"
                   "Prepared by:  Hudson Ridge Civil Engineering, PLLC\n118 Old Post Road North, Croton-on-Hudson, NY 10520\n(914) 555-0147", align="C")
    pdf.ln(40)
    pdf.multi_cell(0, 15, "March 16, 2026\nVolume 1 of 1: Report and Appendices A through H", align="C")
    pdf.heads.append((1, "STORMWATER POLLUTION PREVENTION PLAN"))

    # ---------------- certification
    pdf.h1("Preparer's Certification")
    pdf.p("I hereby certify that this Stormwater Pollution Prevention Plan for Tomahawk Ridge Townhomes was prepared by me or under my direct supervision, "
          "and that the design of all stormwater management practices described herein meets the requirements of Chapter 93 of the Code of the Town of Somers "
          "and the enhanced phosphorus removal standards of the New York State Stormwater Management Design Manual.")
    pdf.mark("93-6B", "the design of all stormwater management practices described herein meets the requirements of Chapter 93")
    pdf.ln(20)
    pdf.p("Signed:  /s/ Margaret T. Quinlan\n\nMargaret T. Quinlan, P.E.\nNew York State Professional Engineer License No. 081744\nHudson Ridge Civil Engineering, PLLC\nDate: March 16, 2026")
    pdf.ln(10)
    pdf.set_draw_color(120, 30, 30)
    pdf.ellipse(360, pdf.get_y() - 120, 110, 110)
    pdf.set_draw_color(0, 0, 0)

    # ---------------- TOC
    pdf.h1("Table of Contents")
    toc_pos = pdf.page_no()
    pdf.set_font("Helvetica", "", 10)
    toc = ["1.0  Project Description", "2.0  Existing Site Conditions", "3.0  Site Maps and Drawings", "4.0  Construction Phasing and Sequence of Operations",
           "5.0  Soil Stabilization Plan", "6.0  Erosion and Sediment Control Practices", "7.0  Pollution Prevention Measures",
           "8.0  Other Stormwater Discharges", "9.0  Schedule of Minimum Practices", "10.0 Inspection and Maintenance During Construction",
           "11.0 Post-Construction Stormwater Management", "12.0 Contractor Certification",
           "Appendix A  Location Map", "Appendix B  NRCS Custom Soil Resource Report", "Appendix C  Test Pit and Boring Logs",
           "Appendix D  Hydrologic and Hydraulic Model Output", "Appendix E  Water Quality and Runoff Reduction Computations",
           "Appendix F  Blank Inspection Report Forms", "Appendix G  General Permit Conditions (copy)", "Appendix H  Stormwater Facilities Maintenance Agreement (form)"]
    for t in toc:
        pdf.cell(0, 16, t, new_x="LMARGIN", new_y="NEXT")

    # ---------------- 1.0
    pdf.h1("1.0 Project Description")
    pdf.p("Tomahawk Ridge Development LLC proposes to construct twenty-four (24) attached townhouse units in six buildings, a private loop road with "
          "on-street guest parking, a community mailbox kiosk, water and sanitary sewer connections to the Somers Water District and the Heritage Hills "
          "collection system, and the stormwater management system described in this report. The property is a 14.62-acre parcel on the west side of "
          "Route 118 (Tomahawk Street) approximately 0.6 mile north of its intersection with Route 202, in the hamlet of Amawalk, Town of Somers.")
    pdf.mark("93-6A(1)(a)", "proposes to construct twenty-four (24) attached townhouse units in six buildings")
    pdf.p("The project is a multifamily residential development (townhomes) and is therefore an activity listed in Section 93-6A(2)(c) of the Town Code. "
          "Total soil disturbance is 6.84 acres; post-construction stormwater controls designed to the enhanced phosphorus removal standards are therefore "
          "required. New impervious cover totals 2.92 acres (roofs 1.49 ac, road and driveways 1.36 ac, walks and kiosk 0.07 ac).")
    pdf.table(["Parameter", "Value"], [220, 270], [
        ("Parcel area", "14.62 acres"), ("Area of disturbance (total)", "6.84 acres"), ("Maximum disturbed at one time", "4.31 acres (Phase 1)"),
        ("Area to remain undisturbed", "7.78 acres (wooded slopes and wetland buffer)"), ("Zoning district", "R-40 with Multifamily Residence Floating Zone"),
        ("Watershed", "Amawalk Reservoir (New York City East of Hudson watershed)"), ("Anticipated start / completion", "May 2026 / October 2027")],
        size=9, caption="Table 1-1  Project Summary")
    pdf.p("The site lies within the Amawalk Reservoir basin, part of the New York City water supply watershed, for which a phosphorus total maximum daily "
          "load has been established. Coverage will also be obtained under the NYSDEC SPDES General Permit for Stormwater Discharges from Construction "
          "Activity, and the NYCDEP stormwater permit under the Watershed Regulations is being applied for concurrently.")
    pdf.p("This report is organized to follow the contents of Section 93-6A. The narrative is kept brief; supporting data are in the appendices. "
          "Drawings referenced in this report are reduced and bound as Figures 1 through 4 in Section 3.0; the full-size site plan set (Sheets C-100 "
          "through C-504) is submitted separately to the Planning Board.")

    # ---------------- 2.0
    pdf.h1("2.0 Existing Site Conditions")
    pdf.h2("2.1 Topography and Land Cover")
    pdf.p("The parcel rises from elevation 384 at its western wetland edge to elevation 432 along the Route 118 frontage. The eastern half is an abandoned "
          "hayfield with scattered eastern red cedar; the western half is second-growth mixed hardwood forest of red maple, black birch and red oak on "
          "slopes of 10 to 22 percent. A former farm lane crosses the field. There are no existing buildings. Roughly 0.16 acre of impervious cover "
          "exists at the frontage (the remains of a farm stand pad and a gravel pull-off).")
    pdf.h2("2.2 Surface Waters and Wetlands")
    pdf.p("An intermittent unnamed tributary of the Muscoot River flows south along the western property line, within a Town-regulated wetland "
          "(Wetland W-A, 1.36 acres on site, delineated by Tim Miller Associates style field survey, October 2025). The tributary enters the Amawalk "
          "Reservoir approximately 1.1 miles downstream. The Route 118 roadside ditch on the east collects runoff from the frontage and discharges to a "
          "36-inch culvert beneath the highway. No part of the site is within a FEMA special flood hazard area.")
    pdf.h2("2.3 Soils")
    pdf.p("Soils were mapped from the NRCS Web Soil Survey for Westchester County and confirmed by eleven test pits and four soil borings (Appendix C). "
          "The NRCS report, with map unit descriptions and hydrologic soil group ratings, is Appendix B. The soils are summarized below.")
    pdf.table(["Map unit", "Soil name", "HSG", "Acres on site", "Depth to seasonal high water"], [55, 200, 60, 70, 105],
              [(s[0], s[1], s[2], f"{s[7]:.1f}", s[5]) for s in SOILS], size=8.5, caption="Table 2-1  Soils Mapped on the Site")
    pdf.mark("93-6A(1)(c)", "Paxton fine sandy loam, 8 to 15 percent slopes")
    pdf.p("Test pits in the Paxton soils found firm, dense till at 24 to 34 inches with mottling above it; these areas are not suitable for infiltration "
          "and the bioretention areas located on them are designed with underdrains. Charlton soils at TP-3 and TP-7 are deep, gravelly and well drained; "
          "field infiltration tests there measured 2.1 and 3.4 inches per hour.")
    pdf.h2("2.4 Other Resources and Approvals")
    pdf.p("The NYSDEC Environmental Resource Mapper shows no State-regulated freshwater wetland on or within 100 feet of the parcel, no rare plant or "
          "animal record, and no archaeologically sensitive area. The NYS Office of Parks, Recreation and Historic Preservation issued a no-effect letter "
          "on January 8, 2026. Trees larger than 8 inches in diameter to be removed (41) are listed on the tree removal plan under the Town's tree "
          "ordinance. The approvals being sought are listed below.")
    pdf.table(["Agency", "Approval", "Status"], [170, 200, 120], [
        ("Town of Somers Planning Board", "Site plan, wetland permit, steep slope permit, Chapter 93 stormwater approval", "Application pending"),
        ("Town of Somers Town Engineer", "Chapter 93 SPPP review; MS4 SWPPP acceptance", "Under review"),
        ("NYC Department of Environmental Protection", "Stormwater Pollution Prevention Plan approval (Watershed Regulations)", "Submitted Feb. 2026"),
        ("NYSDEC", "SPDES General Permit coverage (Notice of Intent)", "To be filed after MS4 acceptance"),
        ("Westchester County Dept. of Health", "Water main and sewer extensions", "Submitted"),
        ("NYSDOT Region 8", "Highway work permit, Route 118 entrance", "Submitted")], size=8.5, caption="Table 2-2  Permits and Approvals")
    pdf.h2("2.5 Existing Drainage")
    pdf.p("Two design points are used. Design Point 1 (DP-1) is the unnamed tributary at the south property line and receives runoff from 6.71 acres of the "
          "site (Area A). Design Point 2 (DP-2) is the Route 118 roadside ditch at the existing culvert and receives runoff from 2.69 acres (Area B). The "
          "remainder of the parcel drains directly to Wetland W-A and is not altered by the project. No stream gauge or prior drainage study exists for the "
          "tributary; the pre-development runoff was modeled (Appendix D).")

    # ---------------- 3.0 Figures
    pdf.h1("3.0 Site Maps and Drawings")
    pdf.p("The following reduced drawings are bound in this report. Full-size sheets are at 1 inch = 40 feet; the figures below are reproduced at the scale "
          "shown on each.")
    pdf.bullets(["Figure 1 - General Location Map (Appendix A has the USGS quadrangle excerpt)",
                 "Figure 2 - Existing Conditions and Soils Map, 1 inch = 100 feet",
                 "Figure 3 - Erosion and Sediment Control Plan, 1 inch = 100 feet: shows the location, size and length of each temporary erosion and sediment control practice",
                 "Figure 4 - Post-Construction Stormwater Management Plan, 1 inch = 100 feet"])
    figure_pages = {}

    def site_outline(x0, y0, s):
        pts = [(0, 0), (330, 0), (340, 150), (300, 330), (0, 320)]
        pdf.polygon([(x0 + a * s, y0 + b * s) for a, b in pts], style="D")

    # Figure 1 location map
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 14, "Figure 1 - General Location Map", new_x="LMARGIN", new_y="NEXT")
    pdf.heads.append((pdf.page_no(), "Figure 1 - General Location Map"))
    x0, y0 = 80, 120
    pdf.set_line_width(2)
    pdf.line(x0 + 330, y0, x0 + 360, y0 + 450)
    pdf.line(x0, y0 + 380, x0 + 460, y0 + 400)
    pdf.set_line_width(0.6)
    pdf.set_fill_color(200, 220, 240)
    pdf.ellipse(x0 + 40, y0 + 180, 200, 90, style="FD")
    pdf.set_fill_color(255, 80, 80)
    pdf.rect(x0 + 300, y0 + 150, 22, 22, style="FD")
    pdf.set_font("Helvetica", "", 8)
    pdf.text(x0 + 368, y0 + 160, "ROUTE 118 (TOMAHAWK ST)")
    pdf.text(x0 + 260, y0 + 412, "ROUTE 202")
    pdf.text(x0 + 90, y0 + 228, "AMAWALK RESERVOIR")
    pdf.text(x0 + 275, y0 + 145, "PROJECT SITE")
    pdf.text(x0, y0 + 470, "Scale: 1 inch = 2,000 feet.  Source: USGS 7.5-minute Mohegan Lake quadrangle (see Appendix A).")
    # Figure 2 existing / soils
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 14, "Figure 2 - Existing Conditions and Soils Map", new_x="LMARGIN", new_y="NEXT")
    pdf.heads.append((pdf.page_no(), "Figure 2 - Existing Conditions and Soils Map"))
    figure_pages["fig2"] = pdf.page_no()
    s = 1.25
    x0, y0 = 70, 100
    pdf.set_line_width(1.2)
    site_outline(x0, y0, s)
    pdf.set_line_width(0.3)
    for i in range(12):
        pdf.line(x0 + 10 * s, y0 + (30 + i * 24) * s, x0 + 330 * s, y0 + (20 + i * 26) * s)
    pdf.set_dash_pattern(dash=4, gap=3)
    pdf.line(x0 + 150 * s, y0, x0 + 120 * s, y0 + 320 * s)
    pdf.line(x0 + 220 * s, y0, x0 + 250 * s, y0 + 320 * s)
    pdf.set_dash_pattern()
    pdf.set_font("Helvetica", "", 7)
    for (tx, ty, t) in [(30, 40, "ChC"), (180, 60, "ChB"), (270, 150, "PnC"), (60, 250, "PnD"), (190, 260, "SuB"), (300, 40, "Ub")]:
        pdf.text(x0 + tx * s, y0 + ty * s, t)
    pdf.text(x0 + 6 * s, y0 + 180 * s, "WETLAND W-A / UNNAMED TRIB.")
    pdf.text(x0 + 100 * s, y0 + 120 * s, "WOODS (TO REMAIN)")
    pdf.text(x0 + 230 * s, y0 + 110 * s, "HAYFIELD")
    pdf.text(x0 + 20 * s, y0 + 315 * s, "DP-1")
    pdf.text(x0 + 320 * s, y0 + 200 * s, "DP-2")
    pdf.set_font("Helvetica", "", 8)
    pdf.set_xy(x0, y0 + 340 * s + 10)
    pdf.multi_cell(440, 11, "LEGEND: heavy line = property line (14.62 ac); thin lines = existing 2-ft contours (elev. 384 to 432); dashed lines = NRCS soil map unit "
                   "boundaries, labelled with map unit symbol; stippled = Wetland W-A and 100-ft Town wetland buffer; DP-1, DP-2 = design points (stormwater "
                   "discharge locations). Existing slopes: 2-8% hayfield, 10-22% woods. No off-site material, waste, borrow or equipment storage areas are "
                   "proposed on adjacent properties. Scale: 1 inch = 100 feet.")
    pdf.mark("93-6A(1)(b)", "dashed lines = NRCS soil map unit")
    # Figure 3 E&SC plan (no sizes or lengths given - gap)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 14, "Figure 3 - Erosion and Sediment Control Plan", new_x="LMARGIN", new_y="NEXT")
    pdf.heads.append((pdf.page_no(), "Figure 3 - Erosion and Sediment Control Plan"))
    figure_pages["fig3"] = pdf.page_no()
    pdf.set_line_width(1.2)
    site_outline(x0, y0, s)
    pdf.set_line_width(0.5)
    pdf.set_dash_pattern(dash=2, gap=2)
    pdf.polygon([(x0 + a * s, y0 + b * s) for a, b in [(130, 20), (320, 20), (325, 150), (290, 290), (140, 300)]], style="D")
    pdf.set_dash_pattern()
    pdf.set_font("Helvetica", "", 7)
    for (tx, ty, t) in [(135, 310, "SF"), (200, 305, "SF"), (300, 10, "SCE"), (170, 280, "TSB-1"), (250, 90, "STK"), (280, 200, "DV"),
                        (200, 150, "IP"), (230, 200, "IP"), (150, 60, "CF"), (300, 250, "SF")]:
        pdf.text(x0 + tx * s, y0 + ty * s, t)
    pdf.rect(x0 + 160 * s, y0 + 255 * s, 40 * s, 25 * s)
    pdf.set_font("Helvetica", "", 8)
    pdf.set_xy(x0, y0 + 340 * s + 10)
    pdf.multi_cell(440, 11, "LEGEND: dotted line = limit of disturbance (6.84 ac); SF = silt fence; CF = orange construction fence at wetland buffer; "
                   "SCE = stabilized construction entrance; TSB-1 = temporary sediment basin (future Pond P-1); DV = temporary diversion swale; "
                   "IP = inlet protection; STK = topsoil stockpile with perimeter silt fence. Phase 1 limit: north of the loop road centerline; Phase 2: "
                   "south. Refer to Section 6.0 for details. Scale: 1 inch = 100 feet.")
    # Figure 4 post-construction
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 14, "Figure 4 - Post-Construction Stormwater Management Plan", new_x="LMARGIN", new_y="NEXT")
    pdf.heads.append((pdf.page_no(), "Figure 4 - Post-Construction Stormwater Management Plan"))
    pdf.set_line_width(1.2)
    site_outline(x0, y0, s)
    pdf.set_line_width(0.5)
    pdf.rect(x0 + 250 * s, y0 + 60 * s, 40 * s, 20 * s)
    pdf.rect(x0 + 210 * s, y0 + 200 * s, 36 * s, 18 * s)
    pdf.ellipse(x0 + 150 * s, y0 + 250 * s, 70 * s, 40 * s)
    pdf.rect(x0 + 300 * s, y0 + 120 * s, 10 * s, 90 * s)
    pdf.set_font("Helvetica", "", 7)
    pdf.text(x0 + 252 * s, y0 + 56 * s, "B-1 (2,450 sf)")
    pdf.text(x0 + 212 * s, y0 + 196 * s, "B-2 (1,980 sf)")
    pdf.text(x0 + 150 * s, y0 + 300 * s, "POND P-1 (permanent pool 9,400 sf)")
    pdf.text(x0 + 270 * s, y0 + 116 * s, "DS-1 (310 LF x 6 ft)")
    pdf.set_font("Helvetica", "", 8)
    pdf.set_xy(x0, y0 + 340 * s + 10)
    pdf.multi_cell(440, 11, "Bioretention B-1 and B-2, Micropool Extended Detention Pond P-1 with forebay, and Dry Swale DS-1 are shown at their design footprints. "
                   "Storm drains: 12- to 18-inch HDPE. Scale: 1 inch = 100 feet.")
    pdf.mark("93-6A(3)(c)", "POND P-1 (permanent pool 9,400 sf)")

    # ---------------- 4.0 phasing
    pdf.h1("4.0 Construction Phasing and Sequence of Operations")
    pdf.p("Construction will proceed in two phases so that no more than 4.31 acres is disturbed at one time, within the five-acre limit of the Erosion Control "
          "Manual. Phase 2 earthwork will not begin until Phase 1 disturbed areas outside the building pads and road base are stabilized.")
    pdf.mark("93-6A(1)(d)", "no more than 4.31 acres is disturbed at one time")
    seq = [
        ("1", "Pre-construction meeting with the Town Engineer; stake limit of disturbance; install orange construction fence along the wetland buffer.", "Day 1-3"),
        ("2", "Install stabilized construction entrance at Route 118 and the perimeter silt fence downslope of Phase 1.", "Day 2-5"),
        ("3", "Clear and grub the Pond P-1 area; excavate Temporary Sediment Basin TSB-1 and its riser; stabilize embankment and spillway.", "Week 1-2"),
        ("4", "Construct temporary diversion swales to direct Phase 1 runoff to TSB-1; seed and mulch swales within 24 hours.", "Week 2"),
        ("5", "Clear and grub Phase 1 (north half, 4.31 ac); strip topsoil to the stockpile; mass grade road and building pads.", "Week 2-6"),
        ("6", "Install water, sewer and storm drains in Phase 1; inlet protection on each structure as set.", "Week 5-10"),
        ("7", "Place road base; begin building foundations; temporarily seed all graded areas idle for more than 7 days.", "Week 8-14"),
        ("8", "Permanently stabilize Phase 1 slopes; then begin Phase 2 clearing and grading (south half, 2.53 ac).", "Week 14-20"),
        ("9", "Install Phase 2 utilities and storm drains; construct Dry Swale DS-1 after its drainage area is stabilized.", "Week 18-26"),
        ("10", "Convert TSB-1 to Pond P-1: remove sediment, set permanent outlet, plant aquatic bench.", "After 80% of upland is stabilized"),
        ("11", "Construct Bioretention B-1 and B-2 only after contributing areas are stabilized; protect from construction runoff.", "Month 12-15"),
        ("12", "Final paving, topsoil, seed, landscaping; remove temporary controls after final stabilization is accepted.", "Month 15-18"),
    ]
    pdf.table(["Step", "Activity", "Timing"], [35, 345, 110], seq, size=8.5, caption="Table 4-1  Sequence of Operations")

    # ---------------- 5.0 stabilization
    pdf.h1("5.0 Soil Stabilization Plan")
    pdf.p("Temporary and permanent stabilization follows Section 3 (Vegetative Measures) of the New York State Standards and Specifications for Erosion "
          "and Sediment Control (November 2016, the Blue Book) at every stage from clearing and grubbing to final stabilization.")
    pdf.h2("5.1 Temporary Stabilization")
    pdf.p("Where soil disturbance has temporarily ceased and will not resume for 7 days or more, temporary stabilization shall be initiated by the end of the "
          "next business day and completed within 7 days (the site is in a TMDL watershed, so the shorter period applies). Temporary seeding: annual "
          "ryegrass at 30 lb/acre (spring/summer) or winter rye at 100 lb/acre (after September 15), with straw mulch at 2 tons/acre crimped or tacked.")
    pdf.mark("93-6A(1)(f)", "annual ryegrass at 30 lb/acre")
    pdf.p("Topsoil stockpiles will be seeded and ringed with silt fence. Between November 15 and April 1 exposed soil will be mulched with straw at 3 "
          "tons/acre or covered with erosion control blanket where slopes exceed 3:1.")
    pdf.h2("5.2 Permanent Stabilization")
    pdf.p("Final grades will receive 4 inches of topsoil and a seed mix of 40% Kentucky bluegrass, 40% creeping red fescue and 20% perennial ryegrass at "
          "5 lb per 1,000 sf, with lime and fertilizer per soil test. Slopes steeper than 3:1 receive North American Green S150 (or equal) blanket. Final "
          "stabilization means a uniform perennial vegetative cover with a density of 80 percent over the pervious surfaces.")

    # ---------------- 6.0 practices
    pdf.h1("6.0 Erosion and Sediment Control Practices")
    pdf.p("The temporary practices used, their purpose and details are listed in Table 6-1. Their locations are shown on Figure 3. Full construction details "
          "are on Sheet C-501 of the site plan set.")
    rows = [
        ("Stabilized construction entrance (SCE)", "50 ft long min., 24 ft wide, 8 in. thick layer of 1-4 in. crushed stone over geotextile (Mirafi 600X or equal); mountable berm where grade slopes toward road.",
         "Top-dress stone when voids fill; sweep Route 118 daily or as needed."),
        ("Silt fence (SF)", "36 in. woven geotextile, 16 in. buried in 6 x 6 in. trench; 2 in. hardwood posts at 8 ft max. spacing, 36 in. embedment.",
         "Remove sediment at 1/2 height; repair undermining and tears within 24 hours."),
        ("Orange construction fence (CF)", "48 in. high-visibility polyethylene on steel T-posts at 10 ft; at limit of disturbance along wetland buffer.", "Repair immediately when damaged."),
        ("Temporary diversion swale (DV)", "Parabolic, 2 ft bottom, 1.5 ft deep, 2:1 side slopes; seeded and lined with straw blanket; outlet to TSB-1.", "Inspect after each rain; repair breaches."),
        ("Inlet protection (IP)", "Drop-inlet filter fabric insert (Dandy Bag or equal) on each catch basin; stone-and-block at curb inlets after paving.", "Clean when 1/3 full."),
        ("Temporary sediment basin TSB-1", "Sized at 3,600 cf/acre of drainage area: 5.6 ac x 3,600 = 20,160 cf required, 21,700 cf provided; 2:1 length to width; 36 in. CMP riser with dewatering holes, 15 in. barrel, anti-seep collar; stone emergency spillway 10 ft wide.",
         "Remove sediment when 50% of wet storage is filled; mark cleanout stake."),
        ("Check dams", "Stone, 2 ft high at center, 6 in. lower than ends, in DV and DS-1 until stabilized.", "Remove sediment when half height."),
        ("Dust control", "Water truck; calcium chloride only with Town approval.", "As conditions require."),
    ]
    pdf.table(["Practice", "Dimensions / materials / installation", "Operation and maintenance"], [110, 250, 130], rows, size=8, caption="Table 6-1  Temporary Erosion and Sediment Control Practices")
    pdf.mark("93-6A(1)(h)", "36 in. woven geotextile, 16 in. buried in 6 x 6 in. trench")
    pdf.p("Temporary Sediment Basin TSB-1 will be converted to the permanent Micropool Extended Detention Pond P-1 once upland areas are stabilized "
          "(Step 10 of Table 4-1). Sediment will be removed and the riser replaced by the permanent outlet structure.")
    pdf.p("Structural practices that divert flows from exposed soils are the temporary diversion swales (DV) on the upslope side of the Phase 1 grading "
          "and the perimeter dike at the stockpile. They are sized for the 10-year storm.")

    # ---------------- 7.0 pollution prevention
    pdf.h1("7.0 Pollution Prevention Measures")
    pdf.p("The following measures will keep litter, construction chemicals and construction debris from becoming a pollutant source in stormwater runoff:")
    pdf.bullets([
        "Two 30-cubic-yard covered roll-off containers at the staging area near the entrance; lids kept closed; emptied weekly or when three-quarters full.",
        "Litter picked up daily across the work area and along the Route 118 frontage.",
        "Fuels, oils, paints and form-release agents kept in their original containers within a lockable storage trailer with secondary containment; no fueling within 100 feet of Wetland W-A.",
        "A concrete washout (lined 10 ft x 10 ft pit, or a prefabricated container) located at the staging area and signed; no washout to the ground or storm drains.",
        "A spill kit (absorbent pads, booms, granular absorbent, drums) kept in the trailer; spills reported to the NYSDEC Spill Hotline (1-800-457-7362) when reportable.",
        "Portable toilets staked down and serviced weekly, at least 50 feet from any inlet.",
        "Fertilizer applied only at soil-test rates, no phosphorus unless the soil test shows a deficiency, never before forecast rain.",
    ])
    pdf.mark("93-6A(1)(e)", "Litter picked up daily across the work area")

    # ---------------- 8.0 other discharges
    pdf.h1("8.0 Other Stormwater Discharges")
    pdf.p("There will be no stormwater discharges associated with industrial activity other than construction at this site. No asphalt plant, concrete "
          "batch plant, rock crusher or other support activity will be located on the property; ready-mix concrete and asphalt will be delivered.")
    pdf.mark("93-6A(1)(i)", "There will be no stormwater discharges associated with industrial activity other than construction")

    # ---------------- 9.0 schedule of minimum practices
    pdf.h1("9.0 Schedule of Minimum Practices")
    pdf.p("Table 9-1 lists, for each construction activity that disturbs soil, the minimum erosion and sediment control practices, when each must be in "
          "place, and the minimum time it is to remain.")
    rows = [("Clearing and grubbing", "CF, SCE, SF downslope", "Before any clearing", "Until upslope area has final stabilization"),
            ("Basin excavation", "TSB-1 with riser, SF", "Before mass grading", "Until 80% of its drainage area stabilized; then convert to P-1"),
            ("Mass grading", "DV, check dams, dust control", "Within 24 hours of first grading in that area", "Until permanent swales/storm drains operate"),
            ("Topsoil stockpiling", "SF ring, temporary seed", "At creation of pile", "Until pile is removed"),
            ("Utility trenching", "Spoil upslope, SF, trench dewatering to filter bag", "At each trench", "Until trench is backfilled and seeded"),
            ("Storm drain installation", "IP on each inlet", "When each inlet is set", "Until contributing area paved or stabilized"),
            ("Building construction", "Waste containers, concrete washout", "Before foundation pours", "Until certificate of occupancy"),
            ("Final grading / landscaping", "Temporary then permanent seeding, blankets", "Within 7 days of final grade", "Until 80% perennial cover")]
    pdf.table(["Activity", "Minimum practices", "Initial placement", "Minimum time in place"], [100, 130, 120, 140], rows, size=8.5, caption="Table 9-1  Minimum Practices by Activity")
    pdf.mark("93-6A(1)(j)", "Minimum time in place")

    # ---------------- 10.0 inspection
    pdf.h1("10.0 Inspection and Maintenance During Construction")
    pdf.p("A qualified inspector (a licensed professional engineer, CPESC, or a person with four hours of NYSDEC-endorsed training working under one) "
          "retained by the owner will inspect all erosion and sediment controls at least once every seven calendar days. Because the site discharges to "
          "a phosphorus TMDL watershed and more than five acres may be disturbed over the course of the project, two inspections per week, separated by at "
          "least two full days, will be made while more than five acres are disturbed. Reports use the forms in Appendix F and are kept in the site logbook.")
    pdf.mark("93-6A(1)(k)", "will inspect all erosion and sediment controls at least once every seven calendar days")
    pdf.p("The site contractor (Trained Contractor) will inspect the practices daily on days of active work and will repair deficiencies within one business "
          "day of discovery, or before the next rain where that is sooner. Practice-specific maintenance triggers are in Table 6-1.")

    # ---------------- 11.0 post-construction
    pdf.h1("11.0 Post-Construction Stormwater Management")
    pdf.h2("11.1 Practices")
    pdf.p("The post-construction system follows Chapter 10 (Enhanced Phosphorus Removal Standards) of the New York State Stormwater Management Design Manual:")
    pdf.bullets([
        "Bioretention B-1 (2,450 sf filter bed) treats the northern roofs and road: 2.5 ft engineered soil media over 12 in. washed stone with a 6 in. perforated underdrain, 6 in. ponding, overflow riser to the storm drain.",
        "Bioretention B-2 (1,980 sf) treats the central buildings; identical section, on Paxton soils, underdrained.",
        "Micropool Extended Detention Pond P-1 with a forebay (10% of WQv) and aquatic bench provides channel protection (Cpv) and peak attenuation for Area A before DP-1.",
        "Dry Swale DS-1 (310 ft, 6 ft bottom width, 18 in. filter soil over underdrain) treats the frontage road and discharges to the Route 118 ditch at DP-2.",
    ])
    pdf.mark("93-6A(3)(b)", "Micropool Extended Detention Pond P-1 with a forebay")
    pdf.h2("11.2 Sizing Criteria")
    rows = [("Water quality volume WQv (1-yr, 24-hr storm, enhanced P)", "Runoff from 1-yr storm (2.80 in.) on each subarea", "21,480 cf", "23,150 cf (B-1, B-2, DS-1, P-1 pool)"),
            ("Runoff reduction volume RRv", "Specified reduction factor S for HSG B and C, applied to impervious area", "6,320 cf min.", "7,010 cf (B-1, B-2 infiltration-rated part, DS-1)"),
            ("Channel protection Cpv", "24-hr extended detention of 1-yr runoff from Area A", "0.412 af", "0.436 af in P-1 through 2.5 in. orifice"),
            ("Overbank flood Qp (10-yr)", "Post peak not to exceed pre at DP-1, DP-2", "see Table 11-2", "met"),
            ("Extreme flood Qf (100-yr)", "Post peak not to exceed pre; safe passage", "see Table 11-2", "met")]
    pdf.table(["Criterion", "Basis", "Required", "Provided"], [150, 150, 70, 120], rows, size=8.5, caption="Table 11-1  Sizing Criteria Summary (computations in Appendix E)")
    pdf.p("No deviation from the Design Manual is proposed and no criterion has been waived. The redevelopment criteria do not apply because the existing "
          "impervious cover is less than 3 percent of the site.")
    pdf.mark("93-6A(3)(e)", "No deviation from the Design Manual is proposed and no criterion has been waived")
    pdf.h2("11.3 Hydrologic and Hydraulic Analysis")
    # compute actual peaks from the model for the table
    comp = []
    for storm, P in RAIN[1:]:
        pre1 = peak(runoff_depth(P, weighted(PRE[0][2])[1]), weighted(PRE[0][2])[0] / 43560, PRE[0][3])
        pre2 = peak(runoff_depth(P, weighted(PRE[1][2])[1]), weighted(PRE[1][2])[0] / 43560, PRE[1][3])
        comp.append((storm, pre1, pre2))
    pdf.p("The pre- and post-development watersheds were modeled with the NRCS TR-20 method (HydroCAD 10.20), Type III 24-hour rainfall from the "
          "Northeast Regional Climate Center for Somers: 1-yr 2.80 in., 10-yr 4.95 in., 25-yr 6.10 in., 100-yr 8.70 in. Pipes and swales were checked "
          "for the 25-year storm by Manning's equation. Model output is Appendix D.")
    pdf.mark("93-6A(3)(d)", "The pre- and post-development watersheds were modeled with the NRCS TR-20 method")
    rows = []
    for storm, pre1, pre2 in comp:
        rows.append((storm, f"{pre1:.2f}", f"{pre1 * 0.78:.2f}", f"{pre2:.2f}", f"{pre2 * 0.91:.2f}"))
    pdf.table(["Storm", "DP-1 pre (cfs)", "DP-1 post (cfs)", "DP-2 pre (cfs)", "DP-2 post (cfs)"], [90, 100, 100, 100, 100], rows, size=9, caption="Table 11-2  Peak Discharge Comparison")
    pdf.h2("11.4 Details of Post-Construction Practices")
    pdf.p("Bioretention media: 85-88% sand, 8-12% fines, 3-5% organic matter, phosphorus index (P-index) 10 to 30; placed in 12-inch lifts without "
          "compaction. Underdrain: 6-inch perforated Schedule 40 PVC at 0.5% in No. 57 stone, with cleanouts at each end. Pond P-1: 3:1 interior side "
          "slopes, 15-ft safety bench, 4-ft micropool, concrete outlet structure with 2.5-in. Cpv orifice and trash rack; embankment keyed 4 ft below "
          "grade with clay core. Sheet C-502 (separate set) has the full details; the key dimensions are given here.")
    pdf.mark("93-6A(3)(f)", "Bioretention media: 85-88% sand, 8-12% fines")
    pdf.h2("11.5 Operation and Maintenance Plan")
    rows = [("Bioretention B-1, B-2", "Monthly first year, then quarterly and after 1 in. storms", "Remove trash; replace dead plants; rake/replace top 2 in. mulch annually; if ponding >48 h, flush underdrain or replace media"),
            ("Pond P-1", "Semi-annual and after major storms", "Clear outlet trash rack; mow embankment twice a year; remove forebay sediment every 5-7 years or at 50% depth"),
            ("Dry Swale DS-1", "Semi-annual", "Mow to 4-6 in.; remove sediment at check dams; repair erosion"),
            ("Catch basins / pipes", "Annual", "Vacuum sumps when 50% full")]
    pdf.table(["Practice", "Inspection frequency", "Maintenance actions"], [110, 130, 250], rows, size=8.5, caption="Table 11-3  Long-Term Inspection and Maintenance")
    pdf.p("The Tomahawk Ridge Homeowners Association, Inc. will own, operate and maintain all post-construction practices. Until the HOA is turned over "
          "to the owners, the applicant is responsible.")
    pdf.mark("93-6A(3)(g)", "will own, operate and maintain all post-construction practices")
    pdf.h2("11.6 Maintenance Agreement")
    pdf.p("The HOA and the Town will execute the Stormwater Control Facility Maintenance Agreement under Section 93-8 in the form of Appendix H. It obliges "
          "the HOA to maintain the practices in accordance with Table 11-3, grants the Town the right to enter and to do the work at the HOA's cost if the HOA "
          "fails to do so, and is recorded in the Westchester County Clerk's office so that it binds all subsequent owners of the townhouse lots and the "
          "common property.")
    pdf.mark("93-6A(3)(i)", "so that it binds all subsequent owners of the townhouse lots")
    pdf.h2("11.7 Access")
    pdf.p("Each bioretention area, the dry swale and the pond lie on common property of the HOA and are reached from the loop road by 12-foot mowed "
          "access paths. The Town Engineer's staff will have access to the practices for inspection. The drainage and maintenance easements, with their "
          "metes and bounds, will be provided on the final site plan to be submitted for signature after Planning Board approval.")

    # ---------------- 12.0 contractor certification
    pdf.h1("12.0 Contractor Certification")
    pdf.p("Each contractor and subcontractor responsible for installing, constructing, repairing, inspecting and maintaining the erosion and sediment control "
          "practices and the post-construction practices must sign this statement before starting work. Signed copies become part of this SWPPP.")
    pdf.set_font("Helvetica", "I", 10)
    pdf.multi_cell(0, 13.5, "\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution "
                   "Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and "
                   "sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a "
                   "violation of water quality standards.\"")
    pdf.ln(8)
    pdf.table(["Field", "Entry"], [160, 330], [
        ("Name and title", "Daniel R. Ferrante, Project Superintendent"), ("Firm", "Ferrante Site Development Corp."),
        ("Firm address and telephone", "77 Croton Falls Road, Mahopac, NY 10541  /  (845) 555-0182"),
        ("Site", "Tomahawk Ridge Townhomes, 2410 Route 118, Somers, NY"), ("Signature", "/s/ Daniel R. Ferrante"), ("Date", "March 12, 2026")], size=9)
    pdf.mark("93-6D", "has received a minimum of four hours of acceptable training")

    # ================= APPENDICES =================
    # A
    pdf.appendix_label = "Appendix A"
    pdf.h1("Appendix A - Location Map")
    pdf.p("USGS 7.5-minute quadrangle excerpt (Mohegan Lake, NY) with the parcel outlined. Reproduced at 1 inch = 2,000 feet.")
    pdf.set_line_width(0.25)
    for i in range(40):
        pdf.line(70, 170 + i * 12 + 6 * math.sin(i), 540, 160 + i * 12 + 8 * math.cos(i / 2))
    pdf.set_line_width(1.5)
    pdf.rect(330, 330, 26, 30)
    pdf.set_line_width(0.6)
    # B soil survey
    pdf.appendix_label = "Appendix B - NRCS Soil Report"
    pdf.h1("Appendix B - Custom Soil Resource Report for Westchester County, New York")
    pdf.p("United States Department of Agriculture, Natural Resources Conservation Service. Area of interest: Tomahawk Ridge, Somers (14.6 acres). "
          "Soil Survey Area: Westchester County, New York; Survey Area Data: Version 19, Sep 2025. This report was generated from the Web Soil Survey "
          "and is provided for general planning; onsite investigation is needed to determine suitability for specific uses.", size=9.5)
    pdf.h2("How Soil Surveys Are Made")
    for _ in range(3):
        pdf.p("Soil surveys are made to provide information about the soils and miscellaneous areas in a specific area. They include a description of the "
              "soils and miscellaneous areas and their location on the landscape and tables that show soil properties and limitations affecting various "
              "uses. Soil scientists observed the steepness, length, and shape of the slopes; the general pattern of drainage; the kinds of crops and native "
              "plants; and the kinds of bedrock. They observed and described many soil profiles. A soil profile is the sequence of natural layers, or "
              "horizons, in a soil. The profile extends from the surface down into the unconsolidated material in which the soil formed.", size=9.5)
    pdf.h2("Map Unit Legend")
    pdf.table(["Map Unit Symbol", "Map Unit Name", "Acres in AOI", "Percent of AOI"], [80, 250, 80, 80],
              [(s[0], s[1], f"{s[7]:.1f}", f"{100 * s[7] / 14.6:.1f}%") + () for s in SOILS] + [("W", "Water", "0.0", "0.0%")], size=8.5)
    pdf.h2("Map Unit Descriptions")
    for s in SOILS:
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 10.5)
        pdf.multi_cell(0, 14, f"Westchester County, New York\n{s[0]} - {s[1]}")
        pdf.ln(4)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(0, 12, "Map Unit Setting", new_x="LMARGIN", new_y="NEXT")
        pdf.bullets(["Elevation: 200 to 900 feet", "Mean annual precipitation: 45 to 52 inches", "Mean annual air temperature: 48 to 52 degrees F",
                     "Frost-free period: 140 to 185 days", "Farmland classification: " + ("All areas are prime farmland" if s[0] == "ChB" else "Farmland of statewide importance" if s[0] in ("ChC", "PnC", "SuB") else "Not prime farmland")], size=9)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(0, 12, "Map Unit Composition", new_x="LMARGIN", new_y="NEXT")
        pdf.p(f"{s[1].split(',')[0]} and similar soils: 85 percent. Minor components: 15 percent. Estimates are based on observations, descriptions, "
              "and transects of the mapunit.", size=9)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(0, 12, "Description", new_x="LMARGIN", new_y="NEXT")
        pdf.p(s[8], size=9)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(0, 12, "Properties and qualities", new_x="LMARGIN", new_y="NEXT")
        pdf.bullets([f"Slope: {s[1].split(', ')[-1]}", f"Depth to restrictive feature: {s[4]}", f"Drainage class: {s[3]}",
                     "Capacity of the most limiting layer to transmit water (Ksat): " + ("Moderately high to high (0.57 to 5.95 in/hr)" if s[2] == "B" else "Very low to moderately low (0.00 to 0.14 in/hr) in the dense layer"),
                     f"Depth to water table: About {s[5]}", "Frequency of flooding: None", "Frequency of ponding: None",
                     "Available water supply, 0 to 60 inches: " + ("Moderate (about 7.5 inches)" if s[2] == "B" else "Low (about 4.8 inches)"),
                     f"Hydrologic Soil Group: {s[2]}", f"Erosion hazard (off-road, off-trail): {s[6]}",
                     "Hazard of erosion applies to bare soil after disturbance; risk increases with slope length and steepness and when the surface is "
                     "left unprotected through freeze-thaw periods."], size=9)
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(0, 12, "Typical profile", new_x="LMARGIN", new_y="NEXT")
        pdf.table(["Horizon", "Depth (in)", "Texture"], [80, 100, 300], [("Ap", "0 to 6", "fine sandy loam"), ("Bw1", "6 to 18", "fine sandy loam"),
                  ("Bw2", "18 to 26", "gravelly fine sandy loam"), ("Cd" if "Paxton" in s[1] else "C", "26 to 65", "gravelly sandy loam" + (", firm" if "Paxton" in s[1] else ""))], size=8.5)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 14, "Hydrologic Soil Group - Summary by Map Unit", new_x="LMARGIN", new_y="NEXT")
    pdf.table(["Map unit symbol", "Map unit name", "Rating", "Acres in AOI", "Percent of AOI"], [70, 230, 60, 60, 70],
              [(s[0], s[1], s[2], f"{s[7]:.1f}", f"{100 * s[7] / 14.6:.1f}%") for s in SOILS], size=8.5)
    pdf.p("Description: Hydrologic soil groups are based on estimates of runoff potential. Soils are assigned to one of four groups according to the rate "
          "of water infiltration when the soils are not protected by vegetation, are thoroughly wet, and receive precipitation from long-duration storms. "
          "Group A soils have a high infiltration rate; Group B a moderate rate; Group C a slow rate; Group D a very slow rate. If a soil is assigned to a "
          "dual hydrologic group (A/D, B/D, or C/D), the first letter is for drained areas and the second is for undrained areas.", size=9)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 14, "Erosion Hazard (Road, Trail) and K Factor, Whole Soil", new_x="LMARGIN", new_y="NEXT")
    pdf.table(["Map unit", "Erosion hazard rating", "Rating reasons", "Kw"], [60, 110, 240, 60],
              [(s[0], s[6], "Slope/erodibility" if s[6] != "Slight" else "-", "0.24" if s[2] == "B" else "0.28") for s in SOILS], size=8.5)
    pdf.p("The ratings indicate the hazard of soil loss from unsurfaced areas. They are based on soil erosion factor K, slope, and content of rock "
          "fragments. A rating of 'slight' indicates that little or no erosion is likely; 'moderate' that some erosion is likely and simple erosion-control "
          "measures are needed; 'severe' that significant erosion is expected and erosion-control measures, including revegetation of bare areas, are "
          "needed.", size=9)
    # C test pits
    pdf.appendix_label = "Appendix C - Test Pits and Borings"
    pdf.h1("Appendix C - Test Pit and Boring Logs")
    pdf.p("Test pits were excavated on November 4 and 5, 2025 with a CAT 308 excavator, witnessed by Hudson Ridge Civil Engineering and the Westchester "
          "County Department of Health. Borings B-1 through B-4 were drilled by Empire Geo-Services on November 12, 2025 (hollow-stem auger, split-spoon "
          "sampling at 5-ft intervals).")
    for i in range(1, 12):
        pdf.add_page()
        paxton = i in (2, 4, 5, 8, 9, 11)
        gw = rng.choice([None, 52, 60]) if not paxton else rng.choice([30, 34, 40])
        pdf.set_font("Helvetica", "B", 11)
        pdf.cell(0, 14, f"TEST PIT LOG  TP-{i}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9)
        pdf.multi_cell(0, 12, f"Project: Tomahawk Ridge Townhomes    Date: November {4 if i < 7 else 5}, 2025    Ground elev.: {400 + rng.randint(-12, 28)}.{rng.randint(0, 9)}\n"
                       f"Location: {['B-1', 'B-2', 'P-1', 'DS-1', 'Bldg 1', 'Bldg 2', 'Bldg 3', 'Bldg 4', 'Bldg 5', 'Bldg 6', 'P-1 embankment'][i - 1]} area    Logged by: K. Osei    Weather: overcast, 45 F")
        pdf.ln(4)
        rows = [("0 - 8", "Dark brown (10YR 3/3) fine sandy loam, friable, roots (TOPSOIL)", ""),
                ("8 - 26", "Yellowish brown (10YR 5/6) fine sandy loam, some gravel, friable", "")]
        if paxton:
            rows += [(f"26 - {rng.choice([30, 32, 34])}", "Light olive brown (2.5Y 5/4) gravelly fine sandy loam, common distinct mottles", "mottles at 26\""),
                     ("34 - 96", "Olive (5Y 5/3) gravelly sandy loam, firm, platy, dense (compact till)", "seepage at 34\"")]
        else:
            rows += [("26 - 72", "Light olive brown (2.5Y 5/4) gravelly loamy sand, loose, stratified", ""),
                     ("72 - 108", "Grayish brown gravelly sand with cobbles and boulders to 18\"", "")]
        pdf.table(["Depth (in)", "Soil description (Munsell color, texture, structure)", "Notes"], [70, 310, 110], rows, size=8.5)
        pdf.p(f"Groundwater: {'not encountered' if gw is None else 'seepage observed at ' + str(gw) + ' in.'}.   Mottling: {'26 in.' if paxton else 'none observed'}.   "
              f"Bedrock: not encountered to {96 if paxton else 108} in.   Refusal: none.", size=9)
        if i in (3, 7):
            pdf.p(f"Infiltration test (NYSDEC Appendix D method, 6 in. casing at 36 in.): stabilized rate {2.1 if i == 3 else 3.4} in/hr after four refills.", size=9)
    for b in range(1, 5):
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 11)
        pdf.cell(0, 14, f"BORING LOG  B-{b}   (Empire Geo-Services, Inc.)", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9)
        pdf.multi_cell(0, 12, "Rig: CME-55 track   Hammer: 140 lb auto, 30 in. drop   Casing: 4-1/4 in. HSA   Date: 11/12/2025   Driller: R. Castellano")
        rows = []
        d = 0
        while d < 30:
            n = [rng.randint(2, 9) for _ in range(4)] if d < 8 else [rng.randint(12, 40) for _ in range(4)]
            rows.append((f"S-{d // 5 + 1}", f"{d}.0 - {d + 2}.0", "-".join(map(str, n)), f"{rng.randint(12, 22)}",
                         "Brown fine SAND, some silt, little gravel (SM), moist" if d < 8 else "Gray-olive silty SAND and GRAVEL, dense (GM/SM), TILL, moist to wet"))
            d += 5
        pdf.table(["Sample", "Depth (ft)", "Blows/6 in.", "Rec. (in)", "Description"], [50, 70, 80, 50, 240], rows, size=8.5)
        pdf.p(f"Water level: {rng.choice(['9.5 ft at completion', '12.0 ft at completion', 'dry at completion'])}. Boring backfilled with cuttings. End of boring 32.0 ft; no refusal.", size=9)
    # D hydrology
    pdf.appendix_label = "Appendix D - Hydrologic Model Output"
    pdf.h1("Appendix D - Hydrologic and Hydraulic Model Output (HydroCAD 10.20)")
    pdf.p("Pre-development model: subcatchments 1S and 2S, reaches DP-1 and DP-2. Post-development model: subcatchments 10S through 21S, ponds B-1, B-2, "
          "P-1 and DS-1, reaches DP-1 and DP-2. Type III 24-hr rainfall, NRCC depths. Printed by HydroCAD Software Solutions LLC, report format.")
    pdf.table(["Event#", "Event Name", "Storm Type", "Curve", "Mode", "Duration (hours)", "B/B", "Depth (inches)", "AMC"], [40, 60, 60, 40, 50, 60, 30, 60, 40],
              [(str(i + 1), n, "Type III 24-hr", "Default", "24-hr", "24.00", "1", f"{P:.2f}", "2") for i, (n, P) in enumerate(RAIN)], size=8,
              caption="Rainfall Events Listing")
    for model, subs in (("PRE-DEVELOPMENT", PRE), ("POST-DEVELOPMENT", POST)):
        for storm, P in RAIN:
            pdf.add_page()
            pdf.set_font("Courier", "B", 10)
            pdf.multi_cell(0, 13, f"{model} CONDITIONS\nType III 24-hr  {storm} Rainfall={P:.2f}\"\nPrepared by Hudson Ridge Civil Engineering, PLLC\nHydroCAD 10.20-5c  s/n 08841  (c) 2023 HydroCAD Software Solutions LLC")
            pdf.ln(6)
            inflows = {}
            for sid, name, areas, tc in subs:
                A, CN = weighted(areas)
                Q = runoff_depth(P, CN)
                inflows[sid] = peak(Q, A / 43560, tc)
            pdf.table(["Subcatchment", "Area (ac)", "CN", "Runoff Depth (in)", "Peak (cfs)"], [220, 60, 40, 80, 60],
                      [(f"{sid}: {name}"[:44], f"{weighted(a)[0] / 43560:.3f}", f"{weighted(a)[1]:.0f}", f"{runoff_depth(P, weighted(a)[1]):.2f}", f"{inflows[sid]:.2f}")
                       for sid, name, a, tc in subs], size=7.5, mono=True, caption="Time span=0.00-36.00 hrs, dt=0.05 hrs, Runoff by SCS TR-20")
            for sid, name, areas, tc in subs:
                write_subcat(pdf, sid, name, areas, tc, storm, P, rng)
            if model.startswith("POST") and storm in ("1-Year", "100-Year", "10-Year"):
                write_pond(pdf, "B-1", inflows["10S"], storm, rng)
                write_pond(pdf, "B-2", inflows["11S"], storm, rng)
                write_pond(pdf, "P-1", inflows["12S"] + inflows["10S"] * 0.5 + inflows["11S"] * 0.5, storm, rng)
                write_pond(pdf, "DS-1", inflows["20S"], storm, rng)
    # E WQv
    pdf.appendix_label = "Appendix E - WQv / RRv Computations"
    pdf.h1("Appendix E - Water Quality and Runoff Reduction Computations")
    pdf.p("WQv = (P)(Rv)(A)/12 with P = 2.80 in. (1-year, 24-hour, enhanced phosphorus removal standard, Design Manual Chapter 10); Rv = 0.05 + 0.009(I), "
          "I = percent impervious. RRv minimum = (P)(Rv*)(Ai)/12 with S = 0.55 (HSG B) and 0.30 (HSG C) (Design Manual Section 4.3).")
    rows = []
    for sid, name, areas, tc in POST:
        A, CN = weighted(areas)
        imp = sum(a for a, c, d in areas if c >= 98)
        I = 100 * imp / A
        Rv = 0.05 + 0.009 * I
        wqv = 2.80 * Rv * A / 12
        rows.append((sid, f"{A / 43560:.3f}", f"{imp / 43560:.3f}", f"{I:.1f}", f"{Rv:.3f}", f"{wqv:,.0f}"))
    pdf.table(["Subarea", "A (ac)", "Ai (ac)", "I (%)", "Rv", "WQv (cf)"], [60, 70, 70, 60, 60, 80], rows, size=9, caption="Table E-1  Water Quality Volume by Subarea")
    for prac, wq in (("Bioretention B-1", 7840), ("Bioretention B-2", 6120), ("Dry Swale DS-1", 2760)):
        pdf.h2(f"{prac} sizing")
        pdf.p(f"Af = (WQv)(df) / [(k)(hf + df)(tf)] with df = 2.5 ft, k = 0.5 ft/day, hf = 0.25 ft, tf = 2 days. WQv directed = {wq:,} cf. "
              f"Af required = {wq * 2.5 / (0.5 * 2.75 * 2):,.0f} sf. Pretreatment: grass filter strip and stone diaphragm. Surface ponding storage at 6 in. "
              f"plus 0.25 void ratio in media and 0.40 in stone. Treatment volume provided exceeds 75% of WQv in the filter with remainder in ponding.")
    pdf.h2("Pond P-1 permanent pool and Cpv")
    pdf.p("Permanent pool (micropool and forebay) = 0.25 WQv of the untreated subarea 12S minimum; provided 9,400 sf x 4 ft average = 5,400 cf pool. Cpv: "
          "qu from Figure 2.1 of the Design Manual for Tc = 0.17 hr, Ia/P = 0.16 gives qo/qi = 0.028; Vs/Vr = 0.683; Cpv = 0.436 af; orifice 2.5 in. at "
          "elev. 386.00 draining over 24 hours.")
    # F blank forms
    pdf.appendix_label = "Appendix F - Inspection Forms"
    pdf.h1("Appendix F - Blank Inspection Report Forms")
    pdf.p("Copy these forms as needed. Completed forms are kept in the site logbook in the construction trailer.")
    forms = [("CONSTRUCTION SITE INSPECTION REPORT (Weekly / Post-Storm)",
              ["Date / time of inspection", "Inspector name and qualification", "Weather / rainfall since last inspection (in.)", "Phase and area disturbed (ac)",
               "Areas disturbed at time of inspection", "Areas stabilized since last inspection", "Discharge points: turbidity / visible contrast?"]),
             ("PRACTICE CONDITION CHECKLIST",
              ["Stabilized construction entrance", "Silt fence", "Orange construction fence", "Diversion swales", "Inlet protection", "Sediment basin TSB-1 (sediment depth)",
               "Stockpiles", "Concrete washout", "Dust control", "Temporary / permanent seeding"]),
             ("CORRECTIVE ACTION LOG", ["Deficiency", "Location", "Date reported", "Corrective action", "Date completed", "Initials"]),
             ("POST-CONSTRUCTION PRACTICE INSPECTION CHECKLIST (Bioretention / Pond / Swale)",
              ["Practice ID", "Ponding time after storm", "Inlet / outlet condition", "Vegetation cover (%)", "Sediment accumulation", "Trash / debris", "Action needed"])]
    for title, fields in forms:
        for copy in (1, 2):
            pdf.add_page()
            pdf.set_font("Helvetica", "B", 11)
            pdf.multi_cell(0, 14, title)
            pdf.set_font("Helvetica", "", 8)
            pdf.cell(0, 10, f"Tomahawk Ridge Townhomes - Form F-{forms.index((title, fields)) + 1}, sheet {copy} of 2", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(6)
            pdf.table(["Item", "OK", "Needs repair", "Comments"], [200, 40, 70, 180], [(f, "[ ]", "[ ]", "") for f in fields] + [("", "", "", "")] * 6, size=9, lh=18)
            pdf.ln(10)
            pdf.set_font("Helvetica", "", 9)
            pdf.cell(0, 12, "Inspector signature: ____________________________   Date: ____________", new_x="LMARGIN", new_y="NEXT")
    # G permit conditions (generic boilerplate)
    pdf.appendix_label = "Appendix G - General Permit Conditions"
    pdf.h1("Appendix G - General Permit Conditions for Construction Activity (copy for field reference)")
    pdf.p("The following is a condensed field copy of the conditions of the SPDES general permit for stormwater discharges from construction activity "
          "that apply to owners and operators. It is reproduced for the contractor's reference; where it differs from the permit, the permit governs.", size=9.5)
    gp = [
        ("Part I. Effluent Limitations Applicable to Discharges from Construction Activities",
         ["Discharges authorized by this permit must achieve, at a minimum, the effluent limitations below. These limitations are expressed as narrative "
          "requirements that must be met through the design, installation and maintenance of erosion and sediment control practices.",
          "Erosion and sediment control requirements: the owner or operator must select, design, install, implement and maintain control measures that "
          "minimize the discharge of pollutants and prevent a violation of the water quality standards. The selection, design, installation, implementation "
          "and maintenance of these control measures must meet the non-numeric effluent limitations below and be in accordance with the technical standard.",
          "Minimize the amount of soil exposed during construction activity; minimize the disturbance of steep slopes; minimize sediment discharges from "
          "the site; provide and maintain natural buffers around surface waters; direct stormwater to vegetated areas; and minimize soil compaction.",
          "Pollution prevention measures: minimize the discharge of pollutants from equipment and vehicle washing, wheel wash water and other wash waters; "
          "minimize exposure of building materials, landscape materials, fertilizers, pesticides, herbicides, detergents, sanitary waste and other materials "
          "to precipitation; and minimize the discharge of pollutants from spills and leaks."]),
        ("Part II. Permit Coverage and Limitations",
         ["Coverage is obtained by submitting a Notice of Intent. For projects in an MS4, the owner must also obtain the MS4 SWPPP Acceptance Form signed by "
          "the municipal official. Discharges to waters listed as impaired for a pollutant of concern, or within a TMDL watershed, are subject to the "
          "additional requirements of the permit.",
          "No more than five acres of soil may be disturbed at any one time without prior written authorization, which requires inspections twice per "
          "week and the stabilization provisions stated in the authorization."]),
        ("Part III. Stormwater Pollution Prevention Plans",
         ["The SWPPP must be prepared before the Notice of Intent is submitted and must be implemented from the start of construction until all areas are "
          "stabilized. The SWPPP must describe the erosion and sediment control practices and, where required, the post-construction stormwater management "
          "practices that will be used and/or constructed to reduce pollutants in stormwater discharges.",
          "Technical standards: erosion and sediment control practices must be designed in conformance with the current New York State Standards and "
          "Specifications for Erosion and Sediment Control. Where the owner or operator's SWPPP proposes practices not in conformance with the technical "
          "standard, the SWPPP must identify each such practice, state the reason for the deviation or alternative design, and provide information which "
          "demonstrates that the deviation or alternative design is equivalent to the technical standard.",
          "The SWPPP must be updated whenever there is a significant change in design, construction, operation or maintenance that may have an effect on "
          "the potential for the discharge of pollutants, or where inspections show that the SWPPP is ineffective.",
          "Required contents include: background information about the project; site maps; soils; a construction phasing plan; pollution prevention "
          "measures; a description and location of any stormwater discharges from industrial activity other than construction; temporary and permanent "
          "soil stabilization; a site map of erosion and sediment control practices; dimensions, specifications and installation details; an inspection "
          "schedule; and contractor certifications."]),
        ("Part IV. Inspection and Maintenance Requirements",
         ["General construction site inspection and maintenance requirements: the owner or operator must ensure that all erosion and sediment control "
          "practices and all post-construction stormwater management practices are inspected and maintained in accordance with this part.",
          "Contractor maintenance inspection requirements: the trained contractor must inspect the erosion and sediment control practices and pollution "
          "prevention measures being implemented within the active work area daily to ensure that they are being maintained in effective operating condition "
          "at all times. If deficiencies are identified, the contractor shall begin implementing corrective actions within one business day.",
          "Qualified inspector inspection requirements: the owner or operator shall have a qualified inspector conduct site inspections. For construction "
          "sites where soil disturbance activities are on-going, the qualified inspector shall conduct a site inspection at least once every seven calendar "
          "days. Where authorization has been given to disturb more than five acres at one time, two inspections every seven days are required.",
          "The qualified inspector shall prepare an inspection report after each inspection, and the owner or operator shall keep the reports at the site. "
          "Inspections may be reduced for sites that have been temporarily shut down, with the written approval of the permitting authority."]),
        ("Part V. Termination of Permit Coverage",
         ["An owner or operator may terminate coverage when all construction activity is complete, final stabilization has been achieved, temporary "
          "practices have been removed, and post-construction practices have been constructed in conformance with the SWPPP and are operational. A final "
          "inspection by the qualified inspector is required, and where the MS4 is the permitting link, its signature on the Notice of Termination.",
          "Where the post-construction practices are to be owned privately, the owner must document that an entity has been deeded responsibility for "
          "long-term operation and maintenance, for example by an executed maintenance agreement, easement or deed restriction recorded with the property."]),
        ("Part VI. Standard Permit Conditions",
         ["Duty to comply; continuation of the expired general permit; enforcement; need to halt or reduce activity not a defense; duty to mitigate; duty "
          "to provide information; other information; signatory requirements; property rights; severability; requirement to obtain coverage under an "
          "alternative permit; proper operation and maintenance; inspection and entry; permit actions; definitions; re-opener clause; penalties for "
          "falsification of forms and reports; other permits.",
          "Inspection and entry: the owner or operator shall allow the Department, an authorized representative of EPA, the State, or, in the case of a "
          "construction site which discharges through an MS4, an authorized representative of the MS4 receiving the discharge, upon presentation of "
          "credentials, to enter upon the premises, to have access to and copy records, and to inspect the site."])]
    for title, paras in gp:
        pdf.h2(title)
        for para in paras:
            pdf.p(para, size=9.5)
            if para.startswith("Technical standards"):
                gp_page = pdf.page_no()
    # H maintenance agreement form
    pdf.appendix_label = "Appendix H - Maintenance Agreement (form)"
    pdf.h1("Appendix H - Stormwater Control Facility Maintenance Agreement (form)")
    for para in [
        "THIS AGREEMENT made this ___ day of ________, 20__, by and between TOMAHAWK RIDGE HOMEOWNERS ASSOCIATION, INC. (the 'Landowner') and the TOWN "
        "OF SOMERS, a municipal corporation (the 'Town').",
        "WHEREAS the Landowner is the owner of common property shown on the approved site plan for Tomahawk Ridge Townhomes (the 'Property'), on which "
        "stormwater control facilities have been constructed; and WHEREAS the Town and the Landowner agree that the health, safety and welfare of the "
        "residents of the Town require that the facilities be constructed and maintained;",
        "1. The Landowner shall maintain the facilities in good working condition acceptable to the Town and in accordance with the schedule in the "
        "approved Stormwater Pollution Prevention Plan.",
        "2. The Landowner grants permission to the Town, its authorized agents and employees, to enter the Property to inspect the facilities whenever the "
        "Town deems necessary.",
        "3. In the event the Landowner fails to maintain the facilities, the Town may enter the Property and take whatever steps are necessary, and the "
        "cost shall be charged to the Landowner and may be levied as a lien upon the Property.",
        "4. This Agreement shall be recorded in the Office of the Westchester County Clerk and shall constitute a covenant running with the land, binding "
        "on the Landowner, its administrators, executors, assigns, heirs and any other successors in interest."]:
        pdf.p(para, size=9.5)
    pdf.p("LANDOWNER: ______________________________      TOWN OF SOMERS: ______________________________", size=9.5)

    path = f"{outdir}/pdf/{NAME}.pdf"
    pdf.output(path)
    ev = pdf.ev
    items_ids = ["93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)", "93-6A(1)(g)", "93-6A(1)(h)", "93-6A(1)(i)",
                 "93-6A(1)(j)", "93-6A(1)(k)", "93-6A(1)(l)", "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)",
                 "93-6A(3)(h)", "93-6A(3)(i)", "93-6B", "93-6D"]
    missing = {
        "93-6A(1)(g)": f"sheet description names things it does not give: Section 3.0 says Figure 3 'shows the location, size and length of each temporary erosion and sediment control practice', but Figure 3 (p. {figure_pages['fig3']}) gives only symbol locations with no sizes or lengths, Table 6-1 gives dimensions per practice type but no lengths or quantities, and the full-size Sheet C-501 is not bound",
        "93-6A(1)(l)": f"absent from the narrative; the only wording on the topic is the generic permit condition in Appendix G (p. {gp_page}) that a SWPPP 'must identify each such practice' not in conformance - boilerplate that identifies nothing and states neither that there are deviations nor that there are none",
        "93-6A(3)(h)": "deferred in the last sentence of Section 11.7 'Access': the drainage and maintenance easements 'will be provided on the final site plan to be submitted for signature'; no easement is shown on Figure 4 or recorded on the plan (the Appendix H agreement form grants entry but is not a recorded easement on the plan)",
    }
    items = {i: ("missing" if i in missing else "present") for i in items_ids}
    evidence = {i: ev[i] for i in items_ids if items[i] == "present"}
    label = {
        "checklist": "somers-ch93",
        "style": "long plan whose appendices (HydroCAD output, NRCS soil report, test pit and boring logs, blank inspection forms, permit conditions copy) are most of its pages",
        "producer": "fpdf2 (tables continued over pages with repeated headers)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 6.84, "project_type": "multifamily residential (townhomes), 93-6A(2)(c)", "single_family": False, "impaired_water": True},
        "items": items,
        "evidence": evidence,
        "gaps": missing,
        "image_only_pages": [],
        "ambiguous_items": ["93-6A(1)(g)"],
        "acceptable_decisions": ["incomplete"],
        "notes": "Multifamily townhomes disturbing 6.84 ac (phased, max 4.31 ac at one time): 93-6A(2)(c) and one acre or more, so all post-construction "
                 "items apply; 93-6B applies. Amawalk Reservoir phosphorus TMDL basin per the plan (impaired_water true; changes no Somers item). "
                 "93-6A(1)(l): the narrative never identifies non-conforming elements or says there are none; the Appendix G permit copy has only the "
                 "generic requirement, which a careful reviewer would not accept. 93-6A(1)(g) is listed ambiguous because Figure 3 does show locations and "
                 "Sheet C-501 is referenced but not bound; sizes and lengths are given nowhere in the PDF. 93-6A(3)(i) is present: Section 11.6 states the "
                 "agreement's binding terms (maintenance, Town entry, recorded, binds subsequent owners) with the form in Appendix H. 93-6D: one signed "
                 "contractor certification with the four-hour clause.",
    }
    return NAME, label, pdf.heads
