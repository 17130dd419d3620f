"""Plan 1: Stormwater Management Report (Town of Somers) with the SWPPP as Chapter 6.
Producer: python-docx -> LibreOffice Writer (soffice) -> pypdf/pikepdf (watermark, TOC links, outline)."""
import os, subprocess, math
from docx import Document
from docx.shared import Pt, Inches, RGBColor
from docx.enum.text import WD_TAB_ALIGNMENT, WD_TAB_LEADER, WD_BREAK, WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.oxml import OxmlElement
from PIL import Image, ImageDraw, ImageFont
import hydro

NAME = "p13b_somers_mixeduse_report_route202"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

# ---------------------------------------------------------------- figures (raster drawings, legends are text)
def fig_location(path):
    im = Image.new("RGB", (1500, 1000), "white"); d = ImageDraw.Draw(im)
    f = ImageFont.truetype(FONT, 26); fs = ImageFont.truetype(FONT, 20)
    d.rectangle([5, 5, 1495, 995], outline="black", width=3)
    d.line([(80, 820), (1400, 300)], fill=(150, 150, 150), width=14)
    d.text((1000, 330), "NYS ROUTE 202", font=f, fill="black")
    d.line([(700, 950), (760, 60)], fill=(150, 150, 150), width=12)
    d.text((770, 90), "NYS ROUTE 100", font=f, fill="black")
    d.line([(200, 150), (450, 420), (560, 700), (900, 900)], fill=(60, 110, 200), width=5)
    d.text((230, 170), "ANGLE FLY BROOK", font=fs, fill=(60, 110, 200))
    d.ellipse([820, 480, 900, 560], outline="red", width=6); d.text((910, 500), "SITE", font=f, fill="red")
    d.ellipse([80, 820, 330, 980], outline=(60, 110, 200), width=4); d.text((110, 880), "MUSCOOT RES.", font=fs, fill=(60, 110, 200))
    d.text((1100, 930), "SCALE 1\" = 2,000'", font=fs, fill="black")
    im.save(path)

def fig_plan(path, kind):
    im = Image.new("RGB", (1600, 1100), "white"); d = ImageDraw.Draw(im)
    f = ImageFont.truetype(FONT, 20); fs = ImageFont.truetype(FONT, 16)
    d.rectangle([5, 5, 1595, 1095], outline="black", width=3)
    d.polygon([(100, 120), (1450, 90), (1500, 980), (140, 1010)], outline="black")
    for k in range(8):
        y = 180 + k * 100
        d.line([(130, y), (1470, y - 30 + k * 3)], fill=(190, 150, 110), width=1)
        d.text((1380, y - 48), "%d" % (420 - 3 * k), font=fs, fill=(150, 110, 70))
    d.rectangle([560, 380, 980, 620], outline="black", width=4); d.text((620, 480), "PROP. 3-STORY MIXED-USE", font=f, fill="black")
    d.rectangle([320, 300, 1260, 820], outline=(200, 0, 0), width=2)
    d.text((330, 830), "LIMIT OF DISTURBANCE 2.85 AC", font=fs, fill=(200, 0, 0))
    if kind == "existing":
        d.line([(140, 650), (1490, 700)], fill="black", width=1)
        d.text((700, 705), "SOIL BOUNDARY ChB / PnC", font=fs, fill="black")
        d.line([(140, 930), (700, 960), (1490, 900)], fill=(60, 110, 200), width=3)
        d.text((300, 965), "WETLAND (WCD) - NOT DISTURBED", font=fs, fill=(60, 110, 200))
    if kind == "esc":
        for x in range(320, 1260, 24):
            d.line([(x, 822), (x + 12, 822)], fill="black", width=3)
        d.rectangle([1270, 560, 1480, 620], outline="black", width=2); d.text((1275, 630), "SCE 50'x24'", font=fs, fill="black")
        d.rectangle([360, 660, 520, 780], outline="black", width=2); d.text((365, 785), "ST-1", font=fs, fill="black")
        d.rectangle([1080, 320, 1240, 420], outline="black", width=2); d.text((1085, 425), "STOCKPILE", font=fs, fill="black")
    if kind == "post":
        d.rectangle([380, 650, 740, 760], outline=(0, 90, 0), width=4); d.text((390, 700), "IC-1 (204 MC-3500)", font=fs, fill=(0, 90, 0))
        d.ellipse([1000, 660, 1200, 790], outline=(0, 90, 0), width=4); d.text((1040, 715), "BR-1", font=fs, fill=(0, 90, 0))
        d.rectangle([360, 630, 1230, 810], outline=(0, 90, 0), width=1)
    d.text((1250, 1050), "SCALE 1\" = 40'", font=f, fill="black")
    im.save(path)

# ---------------------------------------------------------------- docx helpers
def set_cell_font(cell, size):
    for p in cell.paragraphs:
        for r in p.runs:
            r.font.size = Pt(size)

def add_page_field(par):
    run = par.add_run()
    f1 = OxmlElement('w:fldChar'); f1.set(qn('w:fldCharType'), 'begin')
    it = OxmlElement('w:instrText'); it.set(qn('xml:space'), 'preserve'); it.text = "PAGE"
    f2 = OxmlElement('w:fldChar'); f2.set(qn('w:fldCharType'), 'end')
    run._r.append(f1); run._r.append(it); run._r.append(f2)

class Doc:
    def __init__(self):
        self.d = Document()
        st = self.d.styles["Normal"]; st.font.name = "Liberation Serif"; st.font.size = Pt(11)
        for s in ("Heading 1", "Heading 2", "Heading 3"):
            self.d.styles[s].font.name = "Liberation Sans"; self.d.styles[s].font.color.rgb = RGBColor(0, 0, 0)
        sec = self.d.sections[0]
        sec.left_margin = sec.right_margin = Inches(1); sec.top_margin = sec.bottom_margin = Inches(0.9)
        hp = sec.header.paragraphs[0]; hp.text = "Somers Crossing Mixed-Use Building - Stormwater Management Report - Rev. 1, February 2024"
        hp.runs[0].font.size = Pt(8)
        fp = sec.footer.paragraphs[0]; fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
        r = fp.add_run("Hollis & Brandt Engineering, P.C.      Page "); r.font.size = Pt(8); add_page_field(fp)
    def h(self, text, lvl=1):
        return self.d.add_heading(text, level=lvl)
    def p(self, text, bold=False, size=None, align=None):
        par = self.d.add_paragraph(); r = par.add_run(text); r.bold = bold
        if size: r.font.size = Pt(size)
        if align == "c": par.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return par
    def bullets(self, items):
        for it in items:
            self.d.add_paragraph(it, style="List Bullet")
    def table(self, rows, widths=None, size=9, header=True):
        t = self.d.add_table(rows=len(rows), cols=len(rows[0])); t.style = "Table Grid"
        for i, row in enumerate(rows):
            for j, val in enumerate(row):
                c = t.cell(i, j); c.text = str(val); set_cell_font(c, size)
                if header and i == 0:
                    for r in c.paragraphs[0].runs: r.bold = True
        if widths:
            for row in t.rows:
                for j, w in enumerate(widths): row.cells[j].width = Inches(w)
        self.d.add_paragraph()
        return t
    def br(self):
        self.d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
    def img(self, path, w=6.3):
        self.d.add_picture(path, width=Inches(w))
    def toc_line(self, text, page, indent=0):
        par = self.d.add_paragraph()
        par.paragraph_format.tab_stops.add_tab_stop(Inches(6.4), WD_TAB_ALIGNMENT.RIGHT, WD_TAB_LEADER.DOTS)
        par.paragraph_format.left_indent = Inches(0.3 * indent); par.paragraph_format.space_after = Pt(1)
        par.add_run("%s\t%s" % (text, page))

# The table of contents: (key, text shown, indent). Keys are looked up as heading text in the PDF.
TOC = [
    ("1.0 INTRODUCTION", "1.0 Introduction", 0),
    ("2.0 EXISTING SITE CONDITIONS", "2.0 Existing Site Conditions", 0),
    ("3.0 PROPOSED DEVELOPMENT", "3.0 Proposed Development", 0),
    ("4.0 DRAINAGE DESIGN METHODOLOGY", "4.0 Drainage Design Methodology", 0),
    ("5.0 STORMWATER MANAGEMENT PRACTICES AND SIZING", "5.0 Stormwater Management Practices and Sizing", 0),
    ("6.0 STORMWATER POLLUTION PREVENTION PLAN", "6.0 Stormwater Pollution Prevention Plan", 0),
    ("6.1.1 Project Background", "6.1.1 Project Background", 1),
    ("6.1.2 Site Maps", "6.1.2 Site Maps and Construction Drawings", 1),
    ("6.1.3 Soils", "6.1.3 Soils and Hydrologic Soil Groups", 1),
    ("6.1.4 Construction Phasing", "6.1.4 Construction Phasing and Sequence of Operations", 1),
    ("6.1.5 Pollution Prevention", "6.1.5 Pollution Prevention Measures", 1),
    ("6.1.6 Temporary", "6.1.6 Temporary and Permanent Soil Stabilization", 1),
    ("6.1.7 Erosion and Sediment Control Practices", "6.1.7 Erosion and Sediment Control Practices", 1),
    ("6.1.8 Implementation Schedule", "6.1.8 Implementation Schedule", 1),
    ("6.1.9", "6.1.9 Discharges Associated with Industrial Activity", 1),
    ("6.1.10 Inspection Schedule", "6.1.10 Inspection Schedule", 1),
    ("6.1.11 Conformance", "6.1.11 Conformance with the NYS Standards and Specifications", 1),
    ("6.2 POST-CONSTRUCTION", "6.2 Post-Construction Stormwater Management", 1),
    ("6.3 CERTIFICATIONS", "6.3 Certifications", 1),
    ("7.0 CONCLUSION", "7.0 Conclusion", 0),
    ("APPENDIX A", "Appendix A - Hydrologic Model Output (Pre- and Post-Development)", 0),
    ("APPENDIX B", "Appendix B - Water Quality and Runoff Reduction Calculations", 0),
    ("APPENDIX C", "Appendix C - Operation and Maintenance Schedule", 0),
    ("APPENDIX D", "Appendix D - Soil Test Hole and Percolation Logs", 0),
]

def build_docx(path, figdir, pages):
    D = Doc(); pg = lambda k: pages.get(k, "00")
    # ---- cover
    D.p("STORMWATER MANAGEMENT REPORT", bold=True, size=20, align="c")
    D.p("Somers Crossing Mixed-Use Building", bold=True, size=15, align="c")
    D.p("NYS Route 202 at Route 100, Hamlet of Somers\nTown of Somers, Westchester County, New York\nTax Map Section 17.15, Block 1, Lot 22", align="c")
    D.p("\nIncluding Chapter 6, Stormwater Pollution Prevention Plan (SPPP), prepared under Town of Somers Code Chapter 93", align="c")
    D.p("\n\nPrepared for:\nSomers Crossing Partners LLC\n48 Tomahawk Street, Suite 3\nSomers, New York 10589", align="c")
    D.p("\nPrepared by:\nHollis & Brandt Engineering, P.C.\n210 Saw Mill River Road, Hawthorne, New York 10532\n(914) 555-0147", align="c")
    D.p("\nOriginal: November 2023\nRevision 1: February 2024 (Planning Board comments)", align="c")
    D.br()
    # ---- TOC
    D.p("TABLE OF CONTENTS", bold=True, size=13)
    for key, text, ind in TOC:
        D.toc_line(text, pg(key), ind)
    D.p("\nFigures: Figure 1 Location Map; Figure 2 Existing Conditions and Soils; Figure 3 Erosion and Sediment Control Plan; Figure 4 Post-Construction Stormwater Management Plan", size=9)
    D.br()
    # ---- 1.0
    D.h("1.0 INTRODUCTION")
    D.p("Hollis & Brandt Engineering, P.C. has prepared this Stormwater Management Report on behalf of Somers Crossing Partners LLC for the proposed Somers Crossing Mixed-Use Building, a three-story building with 8,400 square feet of ground-floor retail and 24 apartments on the two upper floors, with 78 surface parking spaces, a loading area, sidewalks, utilities and landscaping. The report supports the site plan application now before the Town of Somers Planning Board, which is the approval authority under Section 93-5B of the Town Code.")
    D.p("The report is organized as follows. Chapters 2 through 5 present the existing and proposed drainage conditions and the design of the stormwater management practices. Chapter 6 is the Stormwater Pollution Prevention Plan (SPPP) required by Section 93-6 of the Town Code; it addresses erosion and sediment control during construction and the post-construction practices, and it is the document to be kept on site during construction. Appendix A contains the hydrologic model output for the 1-, 10-, 25- and 100-year storms; Appendices B and C contain the water quality calculations and the operation and maintenance schedule.")
    D.p("The project disturbs 2.85 acres of a 4.60-acre parcel. Because the disturbance is one acre or more and the project is a multifamily and commercial development (Section 93-6A(2)(c) and (g)), water quantity and water quality controls designed to the enhanced phosphorus removal standards of the New York State Stormwater Management Design Manual are provided. The project will also obtain coverage under the NYSDEC SPDES General Permit for Stormwater Discharges from Construction Activity, GP-0-20-001, and review by the New York City Department of Environmental Protection, the site being within the New York City water supply watershed.")
    # ---- 2.0
    D.br()
    D.h("2.0 EXISTING SITE CONDITIONS")
    D.h("2.1 Location and Land Cover", 2)
    D.p("The 4.60-acre parcel lies on the north side of NYS Route 202, about 600 feet east of its intersection with NYS Route 100. It is presently occupied by a vacant single-story commercial building (about 5,200 square feet) with a deteriorated gravel parking area, an abandoned septic system, mowed lawn and, on the northern third of the parcel, second-growth mixed hardwood woods. Existing impervious cover totals 0.41 acres.")
    D.h("2.2 Topography and Drainage Patterns", 2)
    D.p("The site slopes from a high point of about 421 feet (NAVD 88) at the Route 202 frontage down to about 396 feet at the northern property line. Slopes are generally 4 to 9 percent, steepening to 12 to 15 percent in the wooded area. Runoff from about 3.10 acres flows north as sheet and shallow concentrated flow to a Westchester County regulated wetland and an unnamed tributary of Angle Fly Brook along the north line (Design Point DP-1). The remaining 1.50 acres drain south to the NYS Route 202 closed drainage system (Design Point DP-2), which discharges to the same tributary about 900 feet downstream.")
    D.h("2.3 Receiving Waters", 2)
    D.p("Angle Fly Brook flows to the Muscoot Reservoir, part of the New Croton Reservoir system of the New York City water supply. The New Croton Reservoir basin is subject to the phosphorus total maximum daily load (TMDL) established for the Croton watershed reservoirs; the Muscoot Reservoir is listed on the NYSDEC 303(d) list for phosphorus. Enhanced phosphorus removal standards therefore govern the design.")
    D.h("2.4 Existing Stormwater Data", 2)
    D.p("No stormwater infrastructure exists on the parcel other than a 12-inch corrugated metal culvert under the gravel drive. Field observations on October 12 and October 30, 2023 (after 1.1 and 0.6 inches of rain) showed shallow sheet flow across the gravel lot and minor rill erosion at its northern edge. NYSDOT record plans for Route 202 (Contract D260334) show an 18-inch RCP trunk line with a catch basin at the site frontage.")
    # ---- 3.0
    D.h("3.0 PROPOSED DEVELOPMENT")
    D.p("The existing building, gravel lot and septic system will be removed. The new building (footprint 9,100 square feet) will be set near the center of the site with parking on the north and south sides. Access is by a single full-movement driveway to Route 202. Water and sewer service connect to the Somers Water District and the Heritage Hills sewer main in Route 202. Post-development impervious cover is 1.62 acres, an increase of 1.21 acres over existing conditions. The wooded northern 1.45 acres, the regulated wetland and its 100-foot buffer remain undisturbed and will be placed under a conservation easement.")
    D.table([["Cover type", "Existing (ac)", "Proposed (ac)"],
             ["Roof", "0.12", "0.21"], ["Pavement and walks", "0.29", "1.41"], ["Lawn and landscaping", "2.74", "1.53"],
             ["Woods", "1.45", "1.45"], ["Total", "4.60", "4.60"]], widths=[3, 1.5, 1.5])
    # ---- 4.0
    D.br()
    D.h("4.0 DRAINAGE DESIGN METHODOLOGY")
    D.h("4.1 Hydrologic Method", 2)
    D.p("Runoff was computed with the NRCS TR-20 method (SCS unit hydrograph, Type III 24-hour rainfall distribution) as implemented in the routing model whose output is reproduced in Appendix A. Times of concentration follow TR-55 (sheet flow limited to 100 feet, shallow concentrated and channel flow). Curve numbers are area-weighted from the hydrologic soil groups of Section 6.1.3 and the cover types of Chapter 3.")
    D.table([["Design storm", "24-hour rainfall (in)", "Source"], ["1-year", "2.80", "NOAA Atlas 14 / NRCC, Somers"],
             ["10-year", "5.05", "NOAA Atlas 14 / NRCC, Somers"], ["25-year", "6.20", "NOAA Atlas 14 / NRCC, Somers"],
             ["100-year", "8.80", "NOAA Atlas 14 / NRCC, Somers"]], widths=[1.5, 2, 2.8])
    D.h("4.2 Subcatchments", 2)
    D.table([["ID", "Description", "Area (ac)", "CN", "Tc (min)"]] +
            [[k, v[0], "%.2f" % v[1], v[2], "%.1f" % v[3]] for k, v in hydro.SUBCATS.items()], widths=[0.5, 3.6, 0.8, 0.5, 0.8])
    D.h("4.3 Conveyance", 2)
    D.p("Closed drainage is sized for the 25-year storm by the Rational Method with a Manning n of 0.012 for HDPE pipe. Catch basins CB-1 through CB-7 collect the parking areas; roof leaders connect directly to IC-1. Inlet spacing limits gutter spread to 6 feet in the 10-year storm. Pipe calculations are on the site plan drawings submitted with the application.")
    # ---- 5.0
    D.br()
    D.h("5.0 STORMWATER MANAGEMENT PRACTICES AND SIZING")
    D.h("5.1 Five-Step Process and Green Infrastructure", 2)
    D.p("Following Chapter 3 of the Design Manual, the plan preserves the wooded northern 1.45 acres and wetland buffer (conservation of natural areas), keeps the building and parking within previously disturbed ground, and reduces runoff volume through infiltration. Runoff reduction is achieved by the subsurface infiltration system IC-1 and the bioretention area BR-1, both standard SMPs with runoff reduction capacity.")
    from p1_hydrotables import PEAKS as PK
    D.h("5.2 Sizing Criteria (Enhanced Phosphorus Removal)", 2)
    D.p("The sizing criteria of Chapter 10 (Enhanced Phosphorus Removal Standards) of the Design Manual were applied. The water quality volume is based on the 1-year, 24-hour storm (2.80 inches) as required in phosphorus-limited basins. The calculations are summarized below and detailed in Appendix B.")
    D.table([["Criterion", "Required", "Provided", "Practice"],
             ["WQv (1-yr, 24-hr, ac-ft)", "0.196", "0.301", "IC-1 + BR-1"],
             ["RRv minimum (ac-ft)", "0.058", "0.301", "infiltration, HSG B"],
             ["Cpv (1-yr, 24-hr extended detention)", "waived - WQv infiltrated", "-", "Sec. 10.2 of Design Manual"],
             ["Qp (10-yr peak, cfs, DP-1)", "<= existing %.2f" % PK[("DP-1","10-Year","pre")], "%.2f" % PK[("DP-1","10-Year","post")], "IC-1 routing"],
             ["Qf (100-yr peak, cfs, DP-1)", "<= existing %.2f" % PK[("DP-1","100-Year","pre")], "%.2f" % PK[("DP-1","100-Year","post")], "IC-1 routing"]], widths=[2.2, 1.4, 1.2, 1.6])
    D.p("No criteria are waived other than channel protection (Cpv), which is not required because the entire WQv is infiltrated and the discharge to DP-1 is less than the existing 1-year discharge. There are no deviations from the Design Manual.")
    D.h("5.3 Subsurface Infiltration System IC-1", 2)
    D.p("IC-1 consists of 204 StormTech MC-3500 chambers in 12 rows on a 9-inch stone base, bed footprint 186 feet by 92 feet (17,112 square feet), bottom elevation 398.00, total storage 35,600 cubic feet at elevation 403.50, with an isolator row for pretreatment and a Contech CDS 2015 hydrodynamic separator upstream. Deep test holes DT-3 and DT-4 found seasonal high groundwater below elevation 393.5; the design infiltration rate is 0.42 inches per hour (one half of the measured 0.84 inches per hour), modeled as a constant exfiltration of 0.166 cfs. Overflow is by a 4-inch orifice at elevation 399.50 and a 2.5-foot weir at elevation 402.40 in outlet structure OCS-1 discharging through a 15-inch HDPE pipe and a riprap apron (15 feet long, d50 6 inches) to DP-1.")
    D.h("5.4 Bioretention Area BR-1", 2)
    D.p("BR-1 has a 1,650 square foot filter bed with 2.5 feet of engineered soil media (sand 55 percent, topsoil 30 percent, leaf compost 15 percent, phosphorus index below 30) over 12 inches of washed stone and a 6-inch perforated underdrain, ponding depth 12 inches, and a 6-foot overflow weir at elevation 405.50 discharging to IC-1. A stone diaphragm and grass filter strip provide pretreatment.")
    D.h("5.5 Peak Flow Comparison", 2)
    rows = [["Design point / storm", "Existing (cfs)", "Proposed (cfs)", "Change"]]
    from p1_hydrotables import PEAKS
    for dp in ("DP-1", "DP-2"):
        for s, _ in hydro.STORMS:
            e, p = PEAKS[(dp, s, "pre")], PEAKS[(dp, s, "post")]
            rows.append(["%s %s" % (dp, s), "%.2f" % e, "%.2f" % p, "%+.2f" % (p - e)])
    D.table(rows, widths=[2, 1.4, 1.4, 1.2])
    D.p("Post-development peak discharges are at or below existing peaks at both design points for all design storms.")
    # ---- 6.0 SWPPP
    D.br()
    D.h("6.0 STORMWATER POLLUTION PREVENTION PLAN")
    D.p("This chapter is the Stormwater Pollution Prevention Plan (SPPP) for the Somers Crossing Mixed-Use Building, prepared in accordance with Section 93-6 of the Code of the Town of Somers and the New York State Standards and Specifications for Erosion and Sediment Control (November 2016, the \"Blue Book\"). A copy of this SPPP shall be kept at the site from the start of construction to final stabilization.")
    D.h("6.1 EROSION AND SEDIMENT CONTROL", 2)
    D.h("6.1.1 Project Background", 3)
    D.p("Scope, location, type and size: the project is the construction of a three-story mixed-use building (commercial retail and 24 multifamily apartments) with parking, utilities and stormwater practices at NYS Route 202 in the hamlet of Somers, Town of Somers, Westchester County. The parcel is 4.60 acres; the total area to be disturbed is 2.85 acres; the construction period is estimated at 14 months beginning in April 2024. Owner/operator: Somers Crossing Partners LLC, Daniel Ferro, Managing Member, (914) 555-0190.")
    D.h("6.1.2 Site Maps and Construction Drawings", 3)
    D.p("Figures 1 through 4 at the end of this section form the site map for the SPPP. Figure 1 is the general location map. Figure 2 (scale 1 inch = 40 feet) shows the total site area, existing vegetation, the regulated wetland and the Angle Fly Brook tributary, drainage patterns, existing contours at 2-foot intervals, the boundary between the Charlton and Paxton soil units, and the stormwater discharge locations DP-1 and DP-2. Figure 3 (1 inch = 40 feet) shows all improvements, the limit of disturbance, areas not to be disturbed, final grades, the erosion and sediment control practices and the topsoil stockpile. No material, waste, borrow or equipment storage areas are located on adjacent properties; all staging is within the limit of disturbance.")
    D.h("6.1.3 Soils and Hydrologic Soil Groups", 3)
    D.p("The USDA-NRCS Soil Survey of Putnam and Westchester Counties maps three units on the parcel:")
    D.table([["Map unit", "Name", "HSG", "Location / notes"],
             ["ChB", "Charlton fine sandy loam, 3-8% slopes", "B", "central and southern parcel; building and parking"],
             ["PnC", "Paxton fine sandy loam, 8-15% slopes", "C", "wooded northern slope; fragipan at 20-30 in."],
             ["Sh", "Sun loam (wetland)", "D", "regulated wetland at north line; not disturbed"]], widths=[0.8, 2.3, 0.5, 2.8])
    D.p("Hydrologic soil groups: the building and parking lie on HSG B soils (Charlton, ChB); the wooded slope is HSG C (Paxton, PnC); the wetland soil is HSG D.")
    D.p("Deep test holes DT-1 to DT-4 (October 2023) found 8 to 12 inches of topsoil over brown fine sandy loam with gravel to 9 feet; no ledge or groundwater was encountered above 6 feet. Percolation tests at IC-1 and BR-1 gave 0.84 and 0.60 inches per hour.")
    D.h("6.1.4 Construction Phasing and Sequence of Operations", 3)
    D.p("The work will be done in two phases so that no more than 1.6 acres is disturbed at any one time, well under the five-acre limit. Phase 1 (south half: demolition, driveway, south parking, BR-1 area) and Phase 2 (building pad, north parking, IC-1). The sequence is:")
    for i, s in enumerate([
        "Hold a pre-construction meeting with the Town Engineer and the site contractor; stake the limit of disturbance and the wetland buffer; install orange construction fence along the buffer.",
        "Install the stabilized construction entrance at the Route 202 driveway and perimeter silt fence along the downslope limit of disturbance.",
        "Phase 1: demolish the existing building and remove the gravel lot and septic system; clear and grub the south half; strip topsoil to the stockpile; construct temporary sediment trap ST-1.",
        "Phase 1: rough grade the south parking and driveway; install the Route 202 drainage connection with inlet protection; seed and mulch exposed areas not to be worked within 7 days.",
        "Phase 2: clear and grub the building pad and north parking; rough grade; excavate for the foundation; install utilities.",
        "Phase 2: install IC-1 only after the tributary drainage area is stabilized; keep IC-1 off-line (inlet pipes plugged) until stabilization; construct BR-1 filter media last.",
        "Pave, install curbs and walks, topsoil, seed and landscape; remove sediment trap ST-1 and convert its footprint to the BR-1 forebay; remove silt fence after 80 percent uniform vegetative cover is established.",
    ], 1):
        D.p("Step %d. %s" % (i, s))
    D.h("6.1.5 Pollution Prevention Measures", 3)
    D.p("Litter and construction debris will be collected in covered dumpsters at the staging area and removed weekly or when full. Construction chemicals (form oil, curing compound, paint, fuel) will be kept in their original containers in a locked, covered storage trailer with secondary containment; fueling of equipment will occur only at the staging area over a drip pan, with a spill kit kept on site. Concrete truck washout will be into a lined washout pit at the staging area, at least 100 feet from drainage inlets. Spills will be cleaned up immediately and reported to NYSDEC (1-800-457-7362) where required.")
    D.h("6.1.6 Temporary and Permanent Soil Stabilization", 3)
    D.p("Soil stabilization follows the NYS Standards and Specifications for Erosion and Sediment Control for each stage from clearing and grubbing to final stabilization. Temporary stabilization: exposed areas that will not be worked for 7 days or more will be seeded with annual ryegrass at 40 lb per acre and mulched with straw at 2 tons per acre within 7 days; slopes steeper than 3:1 receive North American Green S150 erosion control blanket. Winter stabilization (after November 15): mulch at double rate, anchored. Permanent stabilization: 4 inches of topsoil, lime and fertilizer by soil test, and the Blue Book mix for lawn areas; landscape beds receive 3 inches of shredded bark mulch. Final stabilization is 80 percent uniform perennial cover.")
    D.h("6.1.7 Erosion and Sediment Control Practices", 3)
    D.p("Table 6-1 lists each practice with its location, size and length as shown on Figure 3, and its dimensions, materials, installation and maintenance requirements.")
    D.table([["Practice", "Location / size / length", "Specifications and installation", "Maintenance requirements"],
             ["Stabilized construction entrance (SCE)", "Route 202 driveway; 50 ft x 24 ft", "1-4 in. crushed stone, 8 in. thick, over geotextile; Blue Book Std. p. 2.31", "Top-dress with stone when voids fill; sweep tracked sediment from Route 202 daily"],
             ["Silt fence (SF)", "north and east limit of disturbance; 1,140 LF", "36 in. woven geotextile on hardwood stakes 8 ft o.c., toe trenched 6 in.", "Remove sediment at one-half fence height; replace torn fabric"],
             ["Temporary sediment trap ST-1", "SW corner; 3,600 cu ft wet + dry storage", "Drainage area 1.4 ac; 1,800 cu ft per acre; stone outlet 4 ft wide", "Clean out when half full of sediment"],
             ["Inlet protection (IP)", "CB-1 to CB-7 and Route 202 CB; 8 inlets", "Filter fabric drop inlet protection, or silt sack after paving", "Remove sediment when fabric clogged"],
             ["Topsoil stockpile", "NE of building pad; 300 cu yd", "Seeded and mulched; silt fence ring 160 LF", "Re-mulch as needed"],
             ["Construction fence", "wetland buffer; 690 LF", "4 ft orange plastic fence on steel posts", "Repair when damaged"]],
            widths=[1.3, 1.6, 1.9, 1.6], size=8)
    D.p("Diversion of flow from exposed soils: a temporary earth dike (18 inches high, 2:1 side slopes) along the top of the Phase 2 pad diverts clean runoff from the lawn upslope around the work area to a stabilized outlet.")
    D.h("6.1.8 Implementation Schedule", 3)
    D.table([["Practice", "Initial placement", "Minimum time in place"],
             ["Construction fence, SCE, silt fence", "before any clearing (Step 1-2)", "until final stabilization"],
             ["Sediment trap ST-1", "Step 3, before grading of the south half", "until the tributary area is paved and stabilized"],
             ["Inlet protection", "as each inlet is built", "until pavement and lawns are stabilized"],
             ["Temporary seeding and mulch", "within 7 days of the last disturbance", "until permanent cover"],
             ["Earth dike", "Step 5, before Phase 2 grading", "until Phase 2 lawn is established"]], widths=[2.2, 2.1, 2.1])
    D.h("6.1.10 Inspection Schedule", 3)
    D.p("The owner's engineer will inspect the subsurface infiltration system IC-1, the hydrodynamic separator and the bioretention area BR-1 in accordance with the schedule below, and after construction the owner shall continue these inspections as part of the long-term operation and maintenance program (Section 6.2 and Appendix C).")
    D.table([["Practice", "Inspection frequency", "Inspected by"],
             ["IC-1 isolator row and chambers", "quarterly in the first year, then twice a year", "owner's engineer / property manager"],
             ["CDS hydrodynamic separator", "twice a year", "owner's maintenance contractor"],
             ["BR-1 filter bed, underdrain cleanout", "monthly during the first growing season, then twice a year", "owner's landscaper"],
             ["Outlet structure OCS-1 and riprap apron", "annually and after storms over 2 inches", "owner's engineer"]], widths=[2.4, 2.4, 1.8])
    D.h("6.1.11 Conformance with the NYS Standards and Specifications", 3)
    D.p("All erosion and sediment control practices in this SPPP are designed in conformance with the New York State Standards and Specifications for Erosion and Sediment Control. There are no elements of the design that deviate from the technical standard, and no alternative designs are proposed.")
    D.h("6.2 POST-CONSTRUCTION STORMWATER MANAGEMENT", 2)
    D.p("Description of each post-construction practice: (1) IC-1, a subsurface infiltration system of 204 StormTech MC-3500 chambers with an isolator row, receiving the roof and north parking (1.45 ac); (2) BR-1, a 1,650 square foot bioretention area with underdrain receiving the south parking (0.62 ac); and (3) the CDS 2015 hydrodynamic separator providing pretreatment for IC-1. Their locations and sizes are shown on Figure 4; dimensions, materials and installation details are in Sections 5.3 and 5.4; hydraulic analysis is in Appendix A; the sizing summary is in Section 5.2 and Appendix B.")
    D.p("Operation and maintenance: Appendix C is the operations and maintenance plan with inspection and maintenance schedules for IC-1, BR-1 and the separator. Somers Crossing Partners LLC, and its successors in title, is the entity responsible for the long-term operation and maintenance of each practice.")
    D.p("Maintenance easement: a 20-foot wide stormwater access and maintenance easement in favor of the Town of Somers over IC-1, OCS-1, BR-1 and the access path from the north parking is shown on Figure 4 and on the site plan to be filed; the easement shall be recorded with the Westchester County Clerk and remains in effect with any transfer of title.")
    D.p("Maintenance agreement: before final site plan approval, the owner will execute a Stormwater Control Facility Maintenance Agreement with the Town in the form of the NYSDEC sample agreement under Section 93-8. The agreement obliges the owner to inspect and maintain IC-1, BR-1 and the separator per Appendix C, grants the Town a right of entry and the right to perform work at the owner's cost, binds all subsequent owners of the parcel, and is recorded with the Westchester County Clerk as a deed restriction.")
    D.h("6.3 CERTIFICATIONS", 2)
    D.p("Preparer's certification (Section 93-6B)", bold=True)
    D.p("I hereby certify that this Stormwater Pollution Prevention Plan and the stormwater management report of which it is a part were prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of Somers.")
    D.p("Signed: Marguerite A. Hollis, P.E.    /s/ M. A. Hollis\nNew York P.E. License No. 081447    Date: February 9, 2024\nHollis & Brandt Engineering, P.C.")
    D.p("Contractor's certification (Section 93-6D)", bold=True)
    D.p("Each contractor and subcontractor responsible for installing, constructing, repairing, inspecting or maintaining the erosion and sediment control practices and the post-construction practices shall sign this statement before beginning work:")
    D.p("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards.\"")
    D.table([["Name and title", "Firm, address and telephone", "Site", "Signature", "Date"],
             ["", "", "Somers Crossing, NYS Route 202", "", ""], ["", "", "Somers Crossing, NYS Route 202", "", ""]],
            widths=[1.4, 1.9, 1.4, 1.0, 0.7])
    # figures
    D.br()
    D.p("Figure 1 - General Location Map (scale 1 inch = 2,000 feet)", bold=True); D.img(os.path.join(figdir, "f1.png"), 6.0)
    D.p("Figure 2 - Existing Conditions and Soils (scale 1 inch = 40 feet)", bold=True); D.img(os.path.join(figdir, "f2.png"), 6.0)
    D.p("Legend: total site area 4.60 ac; existing woods 1.45 ac; existing contours 2 ft; soil boundary ChB / PnC; regulated wetland and tributary to Angle Fly Brook; discharge points DP-1 (north line) and DP-2 (Route 202 catch basin).", size=9)
    D.br()
    D.p("Figure 3 - Erosion and Sediment Control Plan (scale 1 inch = 40 feet)", bold=True); D.img(os.path.join(figdir, "f3.png"), 6.0)
    D.p("Legend: limit of disturbance 2.85 ac; SCE 50 ft x 24 ft; silt fence 1,140 LF; ST-1 3,600 cu ft; inlet protection (8); topsoil stockpile 300 cu yd with 160 LF silt fence; construction fence 690 LF; proposed contours 1 ft.", size=9)
    D.p("Figure 4 - Post-Construction Stormwater Management Plan (scale 1 inch = 40 feet)", bold=True); D.img(os.path.join(figdir, "f4.png"), 6.0)
    D.p("Legend: IC-1 204 MC-3500 chambers, bed 186 ft x 92 ft; BR-1 filter bed 1,650 sq ft; CDS 2015 separator; 20-ft stormwater access and maintenance easement to the Town of Somers.", size=9)
    D.br()
    D.h("7.0 CONCLUSION")
    D.p("The stormwater management system described in this report provides the water quality volume and runoff reduction required under the enhanced phosphorus removal standards, and attenuates post-development peak discharges to or below existing rates at both design points for the 1-, 10-, 25- and 100-year storms. With the erosion and sediment controls of Chapter 6 the project will not cause a substantial visible contrast in turbidity in the receiving waters.")
    # ---- Appendix A
    from p1_hydrotables import appendix_a
    D.br()
    D.h("APPENDIX A - HYDROLOGIC MODEL OUTPUT")
    appendix_a(D)
    # ---- Appendix B
    D.br()
    D.h("APPENDIX B - WATER QUALITY AND RUNOFF REDUCTION CALCULATIONS")
    D.p("WQv = (P)(Rv)(A)/12 with P = 2.80 in (1-year, 24-hour; enhanced phosphorus removal standard) and Rv = 0.05 + 0.009(I).")
    D.table([["Area", "A (ac)", "I (%)", "Rv", "WQv (ac-ft)", "Practice"],
             ["P1 roof and north parking", "1.45", "78", "0.752", "0.254 x 0.5*", "IC-1"],
             ["P2 south parking", "0.62", "71", "0.689", "0.100", "BR-1"],
             ["Total new impervious basis", "2.07", "-", "-", "0.196 required", "-"]], widths=[1.9, 0.6, 0.6, 0.6, 1.3, 1.0])
    D.p("* Redevelopment credit for 0.41 ac of existing impervious cover reduces the IC-1 requirement (Design Manual Chapter 9, 25 percent of existing impervious treated). RRv minimum = S x Aic x P-factor with S = 0.55 (HSG B): 0.058 ac-ft. Storage provided below the lowest outlet: IC-1 10,950 cu ft (0.251 ac-ft) below the 4-inch orifice at 399.50, infiltrated within 48 hours at 0.42 in/hr; BR-1 ponding and media voids below the weir 2,160 cu ft (0.050 ac-ft). Total provided 0.301 ac-ft.")
    D.p("Drawdown check IC-1: bed area 17,112 sq ft x 0.42 in/hr = 599 cu ft/hr; 10,950 cu ft drains in 18.3 hours (< 48 hr). Pretreatment: isolator row plus CDS 2015 sized for the water quality flow 1.9 cfs.")
    # ---- Appendix C
    D.br()
    D.h("APPENDIX C - OPERATION AND MAINTENANCE SCHEDULE")
    D.p("Responsible entity: Somers Crossing Partners LLC (owner), 48 Tomahawk Street, Suite 3, Somers, NY 10589, (914) 555-0190, and its successors and assigns.")
    D.table([["Practice", "Inspection", "Maintenance action"],
             ["IC-1 chambers / isolator row", "quarterly yr 1, then semi-annual", "Jet-vac isolator row when sediment exceeds 3 in.; inspect ports"],
             ["CDS 2015 separator", "semi-annual", "Vacuum sump when sediment reaches 75% of storage; remove floatables"],
             ["BR-1 bioretention", "monthly (first season), then semi-annual", "Remove trash; replace mulch annually; replace media if ponding > 48 hr; prune and replace plants"],
             ["OCS-1, outlet pipe, riprap apron", "annual and after > 2 in. rain", "Clear debris from orifice and weir; reset displaced stone"],
             ["Catch basins CB-1 to CB-7", "semi-annual", "Clean sumps when half full"]], widths=[1.8, 1.8, 2.8])
    D.p("Records of inspection and maintenance shall be kept for five years and made available to the Town of Somers Stormwater Management Officer on request.")
    D.br()
    D.h("APPENDIX D - SOIL TEST HOLE AND PERCOLATION LOGS")
    D.p("Tests witnessed by the Westchester County Department of Health and Hollis & Brandt Engineering, P.C., October 17, 2023. Excavator: CAT 308. Weather: clear, 54 F.")
    logs = {"DT-1": [("0-10 in", "topsoil, dark brown fine sandy loam"), ("10-38 in", "brown fine sandy loam, few gravel"), ("38-108 in", "light olive brown gravelly loamy sand, friable")],
            "DT-2": [("0-8 in", "topsoil"), ("8-44 in", "brown fine sandy loam"), ("44-102 in", "olive gravelly loamy sand; cobbles")],
            "DT-3 (IC-1)": [("0-12 in", "topsoil"), ("12-40 in", "yellowish brown fine sandy loam"), ("40-126 in", "grayish brown loamy sand with gravel; no mottling")],
            "DT-4 (IC-1)": [("0-9 in", "topsoil"), ("9-36 in", "brown fine sandy loam"), ("36-132 in", "grayish brown gravelly loamy sand; no mottling")],
            "DT-5 (BR-1)": [("0-11 in", "topsoil"), ("11-46 in", "brown fine sandy loam"), ("46-96 in", "firm olive sandy loam (Paxton-like), faint mottles at 90 in")]}
    for k, v in logs.items():
        D.p(k, bold=True, size=9)
        D.table([["Depth", "Description"]] + [list(x) for x in v] + [["Groundwater / ledge", "none encountered" if "DT-5" not in k else "seepage at 94 in; no ledge"]], widths=[1.2, 5.2], size=8)
    D.table([["Test", "Location", "Depth (in)", "Presoak", "Stabilized rate (min/in)", "Rate (in/hr)"],
             ["P-1", "IC-1 north", "60", "yes", "70", "0.86"], ["P-2", "IC-1 south", "60", "yes", "73", "0.82"],
             ["P-3", "BR-1", "48", "yes", "100", "0.60"]], size=8)
    D.p("Design rates: IC-1 0.42 in/hr (factor of safety 2 on the 0.84 in/hr average); BR-1 0.30 in/hr.", size=9)
    D.d.save(path)

def find_pages(pdf, keys):
    """PDF page where each heading key first appears in the text layer (after the TOC page)."""
    import common
    texts = common.page_texts(pdf)
    out = {}
    for k in keys:
        for i, t in enumerate(texts):
            if i < 2: continue
            lines = [l.strip() for l in t.splitlines()]
            if any(l.startswith(k) for l in lines):
                out[k] = i + 1; break
    return out

# ---------------------------------------------------------------- build
def soffice_pdf(docx_path, outdir):
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", outdir, docx_path],
                   check=True, capture_output=True, env=dict(os.environ, HOME="/tmp/p13b_lohome"))
    return os.path.join(outdir, os.path.splitext(os.path.basename(docx_path))[0] + ".pdf")

def word_boxes(pdf, page):
    import re as _re
    out = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), pdf, "-"], capture_output=True, text=True).stdout
    return [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in
            _re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', out)]

def watermark_pdf(path, text):
    from reportlab.pdfgen import canvas
    from reportlab.lib.pagesizes import letter
    c = canvas.Canvas(path, pagesize=letter)
    c.saveState(); c.setFillColorRGB(0.75, 0.75, 0.75); c.setFont("Helvetica-Bold", 40)
    c.translate(306, 396); c.rotate(52); c.drawCentredString(0, 0, text); c.restoreState()
    c.showPage(); c.save()

def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    fig_location(os.path.join(work, "f1.png"))
    for n, k in ((2, "existing"), (3, "esc"), (4, "post")):
        fig_plan(os.path.join(work, "f%d.png" % n), k)
    dx = os.path.join(work, NAME + ".docx")
    keys = [k for k, _, _ in TOC]
    build_docx(dx, work, {})
    pdf = soffice_pdf(dx, work)
    pages = find_pages(pdf, keys)
    pages["6.1.9"] = pages["6.1.10 Inspection Schedule"]       # stale TOC entry: section was deleted
    build_docx(dx, work, pages)
    pdf = soffice_pdf(dx, work)
    p2 = find_pages(pdf, keys); p2["6.1.9"] = p2["6.1.10 Inspection Schedule"]
    assert p2 == pages, (p2, pages)
    # ---- post-process: watermark, outline, TOC links
    import pikepdf
    wm = os.path.join(work, "wm.pdf"); watermark_pdf(wm, "PRELIMINARY - NOT FOR CONSTRUCTION")
    texts = __import__("common").page_texts(pdf)
    fig_pages = [i + 1 for i, t in enumerate(texts) if "Figure 1 - General Location Map" in t or "Figure 3 - Erosion and Sediment Control Plan" in t]
    wm_pages = fig_pages + list(range(pages["APPENDIX A"], pages["APPENDIX B"]))
    src = pikepdf.open(pdf); wmp = pikepdf.open(wm)
    for pn in wm_pages:
        src.pages[pn - 1].add_overlay(wmp.pages[0])
    # wrong targets (deliberate): 6.1.9 -> page of 6.1.10; 6.3 bookmark one page early; Appendix B link -> Appendix C
    target = dict(pages)
    target_bm = dict(target); target_bm["6.3 CERTIFICATIONS"] = pages["6.3 CERTIFICATIONS"] - 1
    target_link = dict(target); target_link["APPENDIX B"] = pages["APPENDIX C"]
    with src.open_outline() as ol:
        ol.root.clear()
        parent = None
        for key, text, ind in TOC:
            it = pikepdf.OutlineItem(text, target_bm[key] - 1)
            if ind == 0 or parent is None:
                ol.root.append(it); parent = it
            else:
                parent.children.append(it)
    tocpage = 2
    boxes = word_boxes(pdf, tocpage)
    ph = float(src.pages[tocpage - 1].mediabox[3])
    annots = []
    for key, text, ind in TOC:
        first = text.split()[0]
        cands = [b for b in boxes if b[4] == first]
        if key.startswith("APPENDIX"):
            letter_ = text.split()[1]
            cands = [b for b in boxes if b[4] == "Appendix" and any(w[4] == letter_ and abs(w[1] - b[1]) < 2 and w[0] > b[0] for w in boxes)]
        b = cands[0]
        rect = [b[0] - 2, ph - b[3] - 1, 540, ph - b[1] + 1]
        annots.append(src.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Link, Rect=rect,
                      Border=[0, 0, 0], Dest=[src.pages[target_link[key] - 1].obj, pikepdf.Name.XYZ, None, None, None])))
    src.pages[tocpage - 1].obj["/Annots"] = pikepdf.Array(annots)
    src.docinfo["/Title"] = "Somers Crossing Mixed-Use Building - Stormwater Management Report Rev. 1"
    src.docinfo["/Author"] = "Hollis & Brandt Engineering, P.C."
    src.save(out_pdf)
    return dict(pages=pages, wm_pages=wm_pages, link_targets=target_link, bookmark_targets=target_bm)
