"""Plan 1: hospital campus parking garage, site-specific SWPPP addendum (Somers).

Word-style template (python-docx) converted by LibreOffice.  The template's bracketed guidance
text was left in the document as white text; blank pages say "This page intentionally left blank".
"""
import os
import shutil
import subprocess
import tempfile

from docx import Document
from docx.enum.section import WD_ORIENT  # noqa: F401
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor
from PIL import Image, ImageDraw, ImageFont

NAME = "p18a_garage"
HERE = os.path.dirname(os.path.abspath(__file__))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONTB = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


# ----------------------------------------------------------------------------- figures
def _f(sz, bold=False):
    return ImageFont.truetype(FONTB if bold else FONT, sz)


def fig_location(path):
    im = Image.new("RGB", (1500, 900), "white")
    d = ImageDraw.Draw(im)
    d.rectangle([5, 5, 1494, 894], outline="black", width=3)
    # roads
    d.line([(0, 620), (1500, 380)], fill=(120, 120, 120), width=14)
    d.text((1080, 400), "NYS ROUTE 202", font=_f(26, True), fill="black")
    d.line([(520, 0), (640, 900)], fill=(120, 120, 120), width=14)
    d.text((660, 80), "NYS ROUTE 100", font=_f(26, True), fill="black")
    d.line([(640, 520), (1000, 250)], fill=(150, 150, 150), width=8)
    d.text((820, 230), "MEDICAL CENTER DR", font=_f(20), fill="black")
    # reservoir
    d.polygon([(60, 700), (300, 650), (460, 760), (420, 880), (80, 880)], fill=(190, 215, 240), outline="navy")
    d.text((120, 770), "MUSCOOT\nRESERVOIR", font=_f(26, True), fill="navy")
    d.line([(780, 330), (700, 520), (560, 640), (430, 720)], fill="navy", width=4)
    d.text((560, 560), "UNNAMED TRIB.", font=_f(18), fill="navy")
    # site
    d.rectangle([900, 170, 1060, 300], outline="red", width=6)
    d.text((1070, 190), "PROJECT SITE\n(GARAGE P3)", font=_f(24, True), fill="red")
    d.text((30, 30), "FIGURE 1  GENERAL LOCATION MAP", font=_f(30, True), fill="black")
    d.text((30, 75), "SCALE: 1 IN = 2,000 FT (USGS MOHEGAN LAKE QUAD. BASE)", font=_f(20), fill="black")
    d.polygon([(1420, 60), (1400, 130), (1440, 130)], fill="black")
    d.text((1410, 140), "N", font=_f(28, True), fill="black")
    im.save(path)


def fig_site(path, title, post=False):
    im = Image.new("RGB", (1500, 1050), "white")
    d = ImageDraw.Draw(im)
    d.rectangle([5, 5, 1494, 1044], outline="black", width=3)
    # contours
    for i, y in enumerate(range(150, 980, 70)):
        d.arc([-400, y - 600, 1900, y + 300], 10, 170, fill=(170, 140, 110), width=2)
        d.text((40, y + 40), f"{486 - 2 * i}", font=_f(16), fill=(140, 110, 80))
    # property line
    d.line([(60, 120), (1440, 120), (1440, 1000), (60, 1000), (60, 120)], fill="black", width=3)
    # LOD
    d.rectangle([300, 230, 1220, 860], outline=(200, 0, 0), width=5)
    d.text((310, 200), "LIMIT OF DISTURBANCE (2.84 AC)", font=_f(20, True), fill=(200, 0, 0))
    # garage
    d.rectangle([470, 330, 1020, 650], outline="black", width=5, fill=(225, 225, 225))
    d.text((560, 460), "PARKING STRUCTURE P3\n4 LEVELS / 418 SPACES\nFOOTPRINT 1.41 AC", font=_f(26, True), fill="black")
    # woods
    for x in range(1260, 1420, 45):
        for y in range(160, 960, 55):
            d.ellipse([x, y, x + 30, y + 30], outline=(40, 120, 40), width=2)
    d.text((1250, 970), "EXISTING WOODS TO REMAIN (UNDISTURBED)", font=_f(16), fill=(40, 120, 40))
    # wetland
    d.polygon([(80, 760), (250, 720), (280, 900), (100, 960)], outline=(0, 120, 160), fill=(210, 235, 240))
    d.text((95, 820), "NYSDEC/TOWN\nWETLAND\nBUFFER 100 FT", font=_f(16), fill=(0, 90, 120))
    d.ellipse([240, 905, 262, 927], outline="navy", width=4)
    d.text((270, 930), "DP-1 (EX. 24\" RCP OUTFALL)", font=_f(18, True), fill="navy")
    if post is False:
        # E&S controls
        d.line([(300, 870), (1220, 870)], fill=(0, 0, 0), width=3)
        for x in range(300, 1220, 30):
            d.line([(x, 864), (x + 15, 876)], fill="black", width=2)
        d.text((640, 880), "SILT FENCE SF-1 (920 LF)", font=_f(18, True), fill="black")
        d.rectangle([1100, 880, 1230, 990], outline=(150, 75, 0), width=4)
        d.text((1000, 995), "STAB. CONSTR. ENTRANCE SCE-1", font=_f(16, True), fill=(150, 75, 0))
        d.ellipse([340, 700, 460, 820], outline=(0, 0, 180), width=4)
        d.text((330, 825), "TEMP. SED. TRAP ST-1", font=_f(16, True), fill=(0, 0, 180))
        d.rectangle([1050, 260, 1190, 330], outline=(120, 0, 120), width=3)
        d.text((1050, 335), "STOCKPILE SP-1", font=_f(16, True), fill=(120, 0, 120))
        d.rectangle([330, 250, 440, 320], outline=(0, 120, 120), width=3)
        d.text((330, 325), "CWO-1 CONCRETE\nWASHOUT", font=_f(14, True), fill=(0, 120, 120))
        d.line([(300, 240), (1220, 240)], fill=(0, 100, 200), width=3)
        d.text((700, 245), "DIVERSION SWALE DS-1 (610 LF)", font=_f(16, True), fill=(0, 100, 200))
    elif post:
        d.rectangle([560, 690, 980, 800], outline=(0, 0, 160), width=5)
        d.text((570, 705), "UG DETENTION/INFILTRATION\nCHAMBERS UGC-1", font=_f(20, True), fill=(0, 0, 160))
        d.ellipse([440, 720, 490, 770], outline="black", width=4)
        d.text((400, 775), "HDS-1", font=_f(18, True), fill="black")
        d.rectangle([300, 560, 440, 690], outline=(0, 130, 0), width=4, fill=(220, 245, 220))
        d.text((305, 600), "BIORETENTION\nBR-1", font=_f(18, True), fill=(0, 110, 0))
        d.line([(250, 230), (250, 1000)], fill=(120, 0, 120), width=3)
        d.line([(200, 230), (200, 1000)], fill=(120, 0, 120), width=3)
        d.text((120, 160), "20 FT DRAINAGE & MAINT.\nACCESS EASEMENT", font=_f(16, True), fill=(120, 0, 120))
    d.text((30, 20), title, font=_f(26, True), fill="black")
    d.text((30, 60), "SCALE: 1 IN = 40 FT (REDUCED)   CONTOUR INTERVAL 2 FT", font=_f(18), fill="black")
    d.polygon([(1420, 30), (1400, 90), (1440, 90)], fill="black")
    im.save(path)


# ----------------------------------------------------------------------------- docx helpers
class Doc:
    def __init__(self):
        self.d = Document()
        st = self.d.styles["Normal"]
        st.font.name = "Liberation Serif"
        st.font.size = Pt(11)
        for s in ("Heading 1", "Heading 2"):
            self.d.styles[s].font.name = "Liberation Sans"
            self.d.styles[s].font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F)
        sec = self.d.sections[0]
        sec.page_width, sec.page_height = Inches(8.5), Inches(11)
        sec.left_margin = sec.right_margin = Inches(1)
        sec.top_margin = sec.bottom_margin = Inches(0.9)
        hp = sec.header.paragraphs[0]
        hp.text = "Somers Ridge Medical Center \u2013 North Parking Structure (P3)    SWPPP Addendum No. 4"
        hp.runs[0].font.size = Pt(8.5)
        fp = sec.footer.paragraphs[0]
        fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
        r = fp.add_run("Halverson Kemp Engineering, PLLC  |  Rev. 0, March 2025  |  Page ")
        r.font.size = Pt(8.5)
        self._field(fp, "PAGE")

    def _field(self, p, code):
        r = p.add_run()
        r.font.size = Pt(8.5)
        for tag, txt in (("begin", None), (None, code), ("end", None)):
            if tag:
                e = OxmlElement("w:fldChar")
                e.set(qn("w:fldCharType"), tag)
            else:
                e = OxmlElement("w:instrText")
                e.set(qn("xml:space"), "preserve")
                e.text = txt
            r._r.append(e)

    def h1(self, t):
        self.d.add_heading(t, level=1)

    def h2(self, t):
        self.d.add_heading(t, level=2)

    def p(self, t, bold=False, italic=False, size=None, align=None):
        para = self.d.add_paragraph()
        r = para.add_run(t)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if align == "c":
            para.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return para

    def guide(self, t):
        """Template guidance left in the file as white (invisible) text."""
        para = self.d.add_paragraph()
        r = para.add_run(t)
        r.italic = True
        r.font.size = Pt(9)
        r.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
        return para

    def bullets(self, items):
        for t in items:
            self.d.add_paragraph(t, style="List Bullet")

    def table(self, rows, widths=None, size=9):
        t = self.d.add_table(rows=len(rows), cols=len(rows[0]))
        t.style = "Table Grid"
        t.alignment = WD_TABLE_ALIGNMENT.CENTER
        t.autofit = False
        if widths:
            grid = t._tbl.tblGrid
            for j, gc in enumerate(grid.findall(qn("w:gridCol"))):
                gc.set(qn("w:w"), str(int(widths[j] * 1440)))
            for j, col in enumerate(t.columns):
                col.width = Inches(widths[j])
        for i, row in enumerate(rows):
            for j, val in enumerate(row):
                c = t.cell(i, j)
                c.text = ""
                r = c.paragraphs[0].add_run(val)
                r.font.size = Pt(size)
                r.bold = i == 0
                if widths:
                    c.width = Inches(widths[j])
        self.d.add_paragraph()
        return t

    def img(self, path, w=6.5):
        self.d.add_picture(path, width=Inches(w))

    def brk(self):
        self.d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

    def blank(self):
        self.brk()
        for _ in range(14):
            self.d.add_paragraph()
        self.p("This page intentionally left blank.", italic=True, align="c")
        self.brk()


# ----------------------------------------------------------------------------- content
def write_docx(path, figdir):
    D = Doc()
    # ---- p1 cover
    D.guide("[Insert project title, addendum number, campus and date. Delete all bracketed guidance text before issue.]")
    for _ in range(4):
        D.p("")
    D.p("SITE-SPECIFIC STORMWATER POLLUTION PREVENTION PLAN", bold=True, size=18, align="c")
    D.p("ADDENDUM No. 4", bold=True, size=16, align="c")
    D.p("North Parking Structure (Garage P3)", bold=True, size=15, align="c")
    D.p("Somers Ridge Medical Center Campus", size=13, align="c")
    D.p("40 Medical Center Drive, Town of Somers, Westchester County, New York", size=12, align="c")
    D.p("Tax Map Section 17.15, Block 1, Lot 22", size=11, align="c")
    D.p("")
    D.p("Addendum to the Somers Ridge Medical Center Campus Master Stormwater Pollution Prevention Plan "
        "(Master SWPPP, Revision 3, June 2019)", italic=True, size=11, align="c")
    D.p("")
    D.p("Submitted to: Town of Somers Planning Board and Stormwater Management Officer", size=11, align="c")
    D.p("Owner/Applicant: Somers Ridge Health System, Inc., Facilities Planning Department", size=11, align="c")
    D.p("Prepared by: Halverson Kemp Engineering, PLLC, 155 Route 6, Mahopac, NY 10541, (845) 555-0148", size=11, align="c")
    D.p("")
    D.p("March 2025", bold=True, size=12, align="c")
    D.guide("[Template note: the cover must list every campus SWPPP addendum currently in force. See the Master SWPPP register.]")
    D.blank()
    # ---- p3 contents & certification
    D.h1("Table of Contents")
    D.guide("[Update the table of contents after the final edit. Do not list sections that are addressed only in the Master SWPPP.]")
    D.table([
        ["Section", "Title", "Page"],
        ["1.0", "Purpose and Relationship to the Campus Master SWPPP", "4"],
        ["2.0", "Project Description", "5"],
        ["3.0", "Existing Site Conditions and Soils", "6"],
        ["4.0", "Site Maps", "7"],
        ["5.0", "Construction Sequence and Erosion and Sediment Control", "9"],
        ["6.0", "Construction-Phase Pollution Prevention and Inspection", "12"],
        ["7.0", "Post-Construction Stormwater Management", "13"],
        ["8.0", "Long-Term Operation and Maintenance", "15"],
        ["App. A", "Contractor Certification", "17"],
    ], widths=[0.8, 4.6, 0.8], size=10)
    D.h2("Preparer's Certification")
    D.p("I hereby certify that this Site-Specific SWPPP Addendum was prepared by me or under my direct "
        "supervision, and that the design of all stormwater management practices described herein meets "
        "the requirements of Chapter 93, Stormwater Management and Erosion and Sediment Control, of the "
        "Code of the Town of Somers, and the New York State Stormwater Management Design Manual.")
    D.p("Signed: /s/ Marisa T. Okonjo")
    D.p("Marisa T. Okonjo, P.E., NYS Professional Engineer License No. 093417, Halverson Kemp Engineering, PLLC")
    D.p("Date: March 14, 2025     [P.E. SEAL]")
    D.brk()
    # ---- p4 purpose
    D.h1("1.0 Purpose and Relationship to the Campus Master SWPPP")
    D.guide("[Explain which portions of the Master SWPPP this addendum supplements or supersedes.]")
    D.p("The Somers Ridge Medical Center campus is managed under a Campus Master SWPPP first accepted by the "
        "Town of Somers in 2014 and last revised in June 2019. The Master SWPPP establishes campus-wide "
        "procedures for construction-phase pollution prevention, inspections, recordkeeping and long-term "
        "maintenance of the campus stormwater system. Each capital project on the campus is covered by a "
        "site-specific addendum that describes the project, its erosion and sediment controls and its "
        "post-construction practices.")
    D.p("This Addendum No. 4 covers the construction of the North Parking Structure (Garage P3). Where this "
        "addendum is silent, the provisions of the Master SWPPP govern. The Master SWPPP is kept on file at "
        "the Facilities Planning Department, Building C, and at the Town Engineer's office; it is not "
        "reproduced in this addendum.")
    D.p("Previously accepted addenda: No. 1 (Cancer Center, 2015), No. 2 (Central Plant expansion, 2017), "
        "No. 3 (Helipad relocation, 2021). Addenda 1 through 3 are closed; their practices are maintained "
        "under Section 8 of the Master SWPPP.")
    D.h2("1.1 Regulatory Basis")
    D.p("The project disturbs more than one acre and is both an institutional facility (hospital) and "
        "parking lot construction under Town Code \u00a7 93-6A(2)(k) and (s). Post-construction water quantity "
        "and quality controls are therefore designed to the enhanced phosphorus removal standards of the "
        "New York State Stormwater Management Design Manual (January 2015). The project will be covered "
        "under NYSDEC SPDES General Permit GP-0-25-001 as a modification of the campus permit coverage "
        "(NYR10K482).")
    D.brk()
    # ---- p5 project description
    D.h1("2.0 Project Description")
    D.guide("[Describe the scope, location, type and size of the project. Include total site area, disturbed area and impervious area before and after construction.]")
    D.p("The project consists of a four-level, 418-space precast concrete parking structure (Garage P3) with "
        "a footprint of 1.41 acres, built on the existing North Surface Lot and the wooded slope immediately "
        "east of it, together with a relocated service drive, a pedestrian bridge to the Main Hospital "
        "(Building A), site lighting, and the stormwater practices described in Section 7.")
    D.table([
        ["Item", "Value"],
        ["Location", "North campus, 40 Medical Center Drive, Somers, NY 10589 (41.3058 N, 73.7741 W)"],
        ["Type of project", "Institutional (hospital) parking structure; parking lot reconstruction"],
        ["Campus parcel area", "38.6 acres"],
        ["Project area within limit of disturbance", "2.84 acres"],
        ["Existing impervious within LOD", "1.22 acres (surface lot and drive)"],
        ["Proposed impervious within LOD", "2.41 acres (garage, drive, walks)"],
        ["Maximum area disturbed at one time", "2.84 acres (less than 5 acres)"],
        ["Anticipated construction period", "May 2025 to October 2026"],
    ], widths=[2.4, 4.0], size=9.5)
    D.p("Construction manager: Brannock Construction Co., 88 Saw Mill River Road, Hawthorne, NY 10532. "
        "Site/civil subcontractor: Delvecchio Excavating Corp., Brewster, NY. Precast erector: Northway "
        "Precast Erectors, LLC. Each is identified in Appendix A.")
    D.h2("2.1 Responsibilities for Implementation")
    D.p("The Owner's Facilities Planning Department is the permittee. Brannock Construction Co. is "
        "responsible for implementing this addendum within the limit of disturbance, including the "
        "staging yard. The qualified inspector is retained by the Owner.")
    D.brk()
    # ---- p6 site conditions & soils
    D.h1("3.0 Existing Site Conditions and Soils")
    D.guide("[Describe topography, vegetation, surface waters, wetlands and drainage patterns. Identify the soils and their hydrologic soil groups from the NRCS Web Soil Survey.]")
    D.p("The site slopes from elevation 486 at the northeast corner down to elevation 462 at the existing "
        "24-inch RCP outfall (Design Point DP-1) on the west side of the north lot. About 1.22 acres of the "
        "site is paved surface lot draining to four catch basins; the remaining 1.62 acres is a second-growth "
        "mixed hardwood slope with grades of 8 to 18 percent. A Town-regulated wetland lies west of DP-1; "
        "its 100-foot buffer is outside the limit of disturbance except at the existing outfall.")
    D.p("Runoff from the project area reaches DP-1 and flows through an unnamed tributary to the Muscoot "
        "Reservoir, a New York City water supply reservoir in the Croton watershed. The Muscoot Reservoir "
        "basin is subject to the phosphorus TMDL for the New York City reservoirs, and the receiving water is "
        "treated as impaired for phosphorus in this addendum.")
    D.h2("3.1 Soils")
    D.p("Soils were identified from the NRCS Web Soil Survey for Putnam and Westchester Counties and "
        "confirmed by six test pits (TP-1 to TP-6) excavated by Delvecchio Excavating on February 6, 2025.")
    D.table([
        ["Map unit", "Soil name", "HSG", "Location / remarks"],
        ["ChB", "Charlton fine sandy loam, 3 to 8% slopes", "B", "Upper slope east of North Lot; well drained"],
        ["CrC", "Charlton-Chatfield complex, rolling, very rocky", "B", "Wooded slope; bedrock at 4.5 ft in TP-4"],
        ["PnB", "Paxton fine sandy loam, 3 to 8% slopes", "C", "South edge; firm dense till at 2 to 3 ft"],
        ["Uf", "Udorthents, smoothed", "C", "Fill beneath existing North Lot"],
    ], widths=[0.7, 2.6, 0.5, 2.6], size=9)
    D.p("Measured infiltration rates at the proposed chamber bed (TP-2 and TP-3) were 1.1 and 0.9 inches "
        "per hour. Seasonal high groundwater was not encountered to 9 feet. The hydrologic soil groups are B for "
        "the Charlton and Chatfield units and C for the Paxton and Udorthents units; the soil boundaries are "
        "shown on Figure 2.")
    D.brk()
    # ---- p7 site maps
    D.h1("4.0 Site Maps")
    D.guide("[Insert the general location map and the site map. The site map must be at a scale no smaller than 1 in = 100 ft.]")
    D.img(os.path.join(figdir, "fig1.png"), w=4.6)
    D.p("Figure 1. General location map, Somers Ridge Medical Center campus, showing the project site, "
        "NYS Routes 100 and 202, the unnamed tributary and the Muscoot Reservoir.", italic=True, size=9.5)
    D.img(os.path.join(figdir, "fig2.png"), w=4.9)
    D.p("Figure 2. Site plan at 1 in = 40 ft: total site area, existing and proposed improvements, limit of "
        "disturbance, undisturbed woods, existing vegetation, the wetland and its buffer, drainage patterns, "
        "existing and final contours, soil map unit boundaries (ChB, CrC, PnB, Uf), the staging yard and "
        "discharge point DP-1. No material, waste, borrow or equipment storage will occur on adjacent "
        "properties.", italic=True, size=9.5)
    D.blank()
    # ---- p9 sequence & E&S
    D.h1("5.0 Construction Sequence and Erosion and Sediment Control")
    D.guide("[List the phases of construction in order. Confirm that no more than five acres will be disturbed at any one time.]")
    D.h2("5.1 Sequence of Operations")
    D.table([
        ["Step", "Operation", "Duration"],
        ["1", "Pre-construction meeting with the SMO; 48-hour notice to the Town; flag LOD and tree protection", "1 wk"],
        ["2", "Install stabilized construction entrance SCE-1, silt fence SF-1, inlet protection and diversion swale DS-1", "1 wk"],
        ["3", "Excavate temporary sediment trap ST-1 and stabilize its outlet; qualified inspector confirms controls", "1 wk"],
        ["4", "Clear and grub the wooded slope; strip and stockpile topsoil at SP-1", "2 wk"],
        ["5", "Demolish North Lot pavement; mass excavation and rock removal to subgrade", "6 wk"],
        ["6", "Storm drain, water, electric and telecom utilities; foundations and footings", "8 wk"],
        ["7", "Precast erection (Levels 1-4); pedestrian bridge", "20 wk"],
        ["8", "Install chambers UGC-1 and HDS-1 after the contributing area is stable; BR-1 last", "4 wk"],
        ["9", "Paving, curbs, walks; topsoil, seed and plant all remaining disturbed areas", "6 wk"],
        ["10", "Remove ST-1, SF-1 and SCE-1 after final stabilization; Notice of Termination", "2 wk"],
    ], widths=[0.5, 5.1, 0.8], size=9)
    D.p("The entire 2.84-acre limit of disturbance may be open during Steps 4 to 6; no more than five acres "
        "will be disturbed at any one time.")
    D.h2("5.2 Temporary and Permanent Soil Stabilization")
    D.p("All practices follow the New York State Standards and Specifications for Erosion and Sediment "
        "Control (November 2016). Disturbed areas on which work has temporarily ceased will be stabilized "
        "with temporary seed (annual ryegrass 40 lb/acre) and straw mulch (2 tons/acre) within 7 days, or "
        "within 3 days on slopes steeper than 3H:1V. The CrC slope below the garage will receive erosion "
        "control blanket (North American Green S150 or equal) after final grading. Permanent stabilization "
        "is 4 inches of topsoil with the NYSDOT slope seed mix and mulch, or landscape beds with 3 inches of "
        "shredded bark; final stabilization is 80 percent uniform perennial cover.")
    D.brk()
    # ---- p10 E&S practices
    D.h2("5.3 Erosion and Sediment Control Practices")
    D.guide("[For each practice give its location, size or length, the standard detail and the maintenance requirement.]")
    D.img(os.path.join(figdir, "fig3.png"), w=5.4)
    D.p("Figure 3. Erosion and sediment control plan, 1 in = 40 ft.", italic=True, size=9.5)
    D.table([
        ["ID", "Practice", "Location", "Size / length", "Installed", "Remains until"],
        ["SCE-1", "Stabilized construction entrance", "Service drive at Medical Center Dr.", "24 ft x 50 ft, 8 in of 2-in stone", "Step 2", "Final paving"],
        ["SF-1", "Silt fence", "Downslope LOD, west and south", "920 LF", "Step 2", "Final stabilization"],
        ["DS-1", "Diversion swale with stone check dams", "Upslope LOD, north side", "610 LF, 1.5 ft deep", "Step 2", "Final stabilization"],
        ["ST-1", "Temporary sediment trap", "Southwest corner above DP-1", "3,600 cf wet + 3,600 cf dry; 3 ft deep", "Step 3", "Area stabilized"],
        ["IP-1..4", "Inlet protection", "Four North Lot catch basins", "4 each", "Step 2", "Paving complete"],
        ["SP-1", "Topsoil stockpile with perimeter silt fence", "Northeast staging yard", "1,200 cy; 160 LF fence", "Step 4", "Reuse of topsoil"],
        ["CWO-1", "Concrete washout", "Northwest staging yard", "12 ft x 12 ft lined pit", "Step 6", "End of concrete work"],
    ], widths=[0.6, 1.2, 1.4, 1.3, 0.6, 1.0], size=8)
    D.brk()
    # ---- p11 specs/O&M of E&S practices, min practices schedule
    D.h2("5.4 Dimensions, Materials, Installation and Maintenance")
    D.bullets([
        "SCE-1: 2-inch crushed stone (NYSDOT 703-02 No. 2) 8 inches thick over woven geotextile, 24 feet wide "
        "and 50 feet long; top-dress when sediment fills the voids; sweep Medical Center Drive daily.",
        "SF-1: woven geotextile (Mirafi 100X or equal) 36 inches wide on 2-inch hardwood stakes at 8 feet on "
        "center, toe buried 6 inches deep; remove sediment when it reaches one-half of the fence height.",
        "DS-1: parabolic swale 1.5 feet deep, 6 feet top width, lined with erosion control blanket; stone check "
        "dams (NYSDOT No. 4 stone) at 50-foot spacing; repair scour after each storm.",
        "ST-1: sized for the 1.9-acre contributing area at 3,600 cubic feet per acre of wet storage plus dry "
        "storage; stone outlet 4 feet long of NYSDOT light stone fill; clean out when sediment reaches "
        "one-half of the design capacity.",
        "IP-1 to IP-4: geotextile drop inlet filter bags; empty when one-third full.",
        "CWO-1: 10-mil polyethylene liner within a straw bale berm; remove hardened concrete at 75 percent capacity.",
    ])
    D.h2("5.5 Minimum Practices for Each Construction Activity")
    D.table([
        ["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"],
        ["Clearing and grubbing", "SCE-1, SF-1, DS-1, tree protection fence", "Before any clearing", "Until final stabilization"],
        ["Mass excavation / rock removal", "ST-1, dust control, temporary seeding of cut faces", "Before excavation", "Until upslope area stabilized"],
        ["Utilities", "Inlet protection, trench spoil on upslope side, daily backfill", "At each trench", "Until paving"],
        ["Foundations / precast", "CWO-1, SP-1 perimeter fence", "Before first pour", "End of concrete work"],
        ["Paving and landscaping", "Inlet protection, erosion control blanket on slopes", "Before final grading", "80% perennial cover"],
    ], widths=[1.5, 2.3, 1.3, 1.4], size=8.5)
    D.brk()
    # ---- p12 section 6
    D.h1("6.0 Construction-Phase Pollution Prevention and Inspection")
    D.h2("6.1 Pollution Prevention")
    D.guide("[Describe the measures that will be used to control litter, construction chemicals and construction debris from becoming a pollutant source in stormwater runoff. Include dumpster locations, fueling, and the storage of chemicals.]")
    D.p("Construction-phase pollution prevention for Garage P3 shall be in accordance with Section 5 of the "
        "Campus Master SWPPP.")
    D.h2("6.2 Industrial Activity Other Than Construction")
    D.p("No concrete batch plant, asphalt plant or other industrial activity will operate on the site. All "
        "concrete and asphalt will be delivered ready-mixed. There are no stormwater discharges associated "
        "with industrial activity other than construction at this site.")
    D.h2("6.3 Inspections")
    D.guide("[Give the inspection schedule for the contractor and the qualified inspector, in accordance with the NYS Standards and Specifications: at least once every seven calendar days and within 24 hours of a 0.5-inch rain.]")
    D.p("Site inspections, inspection reports and corrective actions for Garage P3 shall follow the campus "
        "inspection program in Section 6.2 of the Master SWPPP. Inspection reports will be kept in the site "
        "logbook in the Brannock field office.")
    D.h2("6.4 Deviations from the NYS Standards and Specifications")
    D.guide("[Identify any element of the design that does not conform to the New York State Standards and Specifications for Erosion and Sediment Control, give the reason for the deviation, and show that the alternative is equivalent. If there are none, say so.]")
    D.brk()
    # ---- p13 post-construction
    D.h1("7.0 Post-Construction Stormwater Management")
    D.guide("[Describe each post-construction practice, its location and size, and summarize the sizing criteria with calculations. Attach the HydroCAD output.]")
    D.h2("7.1 Practices")
    D.p("Runoff from the garage roof deck, the lower levels (through oil-water separators to the sanitary "
        "sewer as required by the plumbing code, not counted here) and the service drive is treated and "
        "attenuated by three practices in series:")
    D.bullets([
        "HDS-1: hydrodynamic separator (Contech CDS 2015-4 or equal) providing pretreatment of the roof deck "
        "and drive runoff before the chambers; treatment flow 1.6 cfs.",
        "UGC-1: underground detention and infiltration chamber bed (StormTech MC-3500, 96 chambers in 6 rows) "
        "beneath the west drive aisle, 118 ft x 66 ft, 12 inches of 3/4-inch clean stone below and 6 inches "
        "above the chambers, wrapped in non-woven geotextile; outlet control structure OCS-1 with a 3-inch "
        "orifice at 462.3, 8-inch orifice at 464.6 and overflow weir at 466.0.",
        "BR-1: bioretention area (Design Manual practice F-5) 2,650 sq ft at the southwest toe of the garage, "
        "2.5-ft planting soil over 12-inch stone with 6-inch underdrain, 6-inch ponding depth; receives the "
        "walk and landscape runoff and the chamber overflow.",
    ])
    D.p("The location and size of each practice are shown on Figure 4 and in the table in Section 7.2.")
    D.h2("7.2 Sizing Criteria (Enhanced Phosphorus Removal Standards)")
    D.table([
        ["Criterion", "Required", "Provided", "Practice"],
        ["WQv (1-yr, 24-hr, P = 2.80 in; Rv = 0.05 + 0.009(85) = 0.815)", "23,530 cf", "24,100 cf", "UGC-1 + BR-1"],
        ["RRv (HSG B/C specific reduction factor S = 0.35)", "6,960 cf", "9,480 cf", "UGC-1 infiltration + BR-1"],
        ["Cpv (1-yr, 24-hr extended detention, 24 hr)", "0.33 ac-ft", "0.36 ac-ft", "UGC-1 / OCS-1"],
        ["Qp (10-yr, 24-hr, 5.10 in)", "post \u2264 pre 5.8 cfs", "5.2 cfs", "UGC-1 / OCS-1"],
        ["Qf (100-yr, 24-hr, 8.80 in)", "post \u2264 pre 11.4 cfs", "10.9 cfs", "UGC-1 weir + BR-1"],
    ], widths=[2.8, 1.2, 1.0, 1.5], size=8.5)
    D.p("No deviations from the Design Manual are proposed and no criteria are waived; the redevelopment "
        "provisions of Chapter 9 were not used because the project creates 1.19 acres of new impervious cover.")
    D.brk()
    # ---- p14 H&H and figure 4
    D.h2("7.3 Hydrologic and Hydraulic Analysis")
    D.p("Runoff was modeled with HydroCAD 10.20 using the SCS TR-20 method, Type III 24-hour rainfall "
        "(NOAA Atlas 14 depths for Somers: 1-yr 2.80 in, 10-yr 5.10 in, 100-yr 8.80 in). The chamber bed, "
        "outlet structure OCS-1, the 15-inch and 18-inch HDPE storm drains and the BR-1 overflow riser were "
        "routed for each design storm.")
    D.table([
        ["Design storm", "Pre-dev. peak at DP-1 (cfs)", "Post-dev. peak at DP-1 (cfs)", "UGC-1 max. elev. (ft)"],
        ["1-year", "2.1", "0.6", "464.1"],
        ["10-year", "5.8", "5.2", "465.6"],
        ["100-year", "11.4", "10.9", "466.8 (0.7 ft freeboard)"],
    ], widths=[1.3, 1.7, 1.7, 1.7], size=9)
    D.img(os.path.join(figdir, "fig4.png"), w=5.2)
    D.p("Figure 4. Post-construction stormwater management practices plan, 1 in = 40 ft, showing HDS-1, "
        "UGC-1 (118 ft x 66 ft), BR-1 (2,650 sq ft) and the 20-foot drainage and maintenance access easement.",
        italic=True, size=9.5)
    D.brk()
    # ---- p15 O&M
    D.h1("8.0 Long-Term Operation and Maintenance")
    D.guide("[Provide the operation and maintenance plan, the inspection and maintenance schedule for each practice and the responsible entity.]")
    D.p("The Somers Ridge Health System Facilities Department will own, operate and maintain HDS-1, UGC-1, "
        "OCS-1 and BR-1 for the life of the facility. Records of each inspection will be kept for five years "
        "and made available to the Town Stormwater Management Officer on request.")
    D.table([
        ["Practice", "Inspection", "Maintenance"],
        ["HDS-1", "Quarterly in year 1, then twice a year", "Vacuum out when sediment is 75% of sump capacity, at least once a year"],
        ["UGC-1 and OCS-1", "Twice a year and after storms over 2 in", "Jet-vac the isolator row when sediment exceeds 3 in; clear orifices"],
        ["BR-1", "Monthly during the growing season", "Remove trash, replace dead plants, remulch each spring; restore soil if ponding lasts over 48 h"],
        ["Storm drains / catch basins", "Twice a year", "Clean sumps when half full"],
    ], widths=[1.4, 2.0, 3.0], size=9)
    D.h2("8.1 Access Easement")
    D.p("A 20-foot-wide drainage and maintenance access easement in favor of the Town of Somers, covering "
        "HDS-1, UGC-1, OCS-1 and BR-1, is shown on the Site Plan (Figure 4) and on the subdivision of record. "
        "The easement will be recorded in the Westchester County Clerk's Office and runs with the land, "
        "remaining in effect upon any transfer of title to the property.")
    D.h2("8.2 Maintenance Agreement")
    D.p("The Stormwater Facilities Maintenance Agreement required under \u00a7 93-8 of the Town Code will be "
        "provided under separate cover prior to the issuance of a building permit.")
    D.blank()
    # ---- p17 Appendix A
    D.h1("Appendix A \u2013 Contractor Certification")
    D.guide("[One certification for each contractor and subcontractor responsible for installing, constructing, repairing, inspecting or maintaining the erosion and sediment controls or the post-construction practices.]")
    stmt = ("\"I certify under penalty of law that I understand and agree to comply with the terms and "
            "conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, "
            "has received a minimum of four hours of acceptable training in erosion and sediment control "
            "within the last three years. I also understand that it is unlawful for any person to cause or "
            "contribute to a violation of water quality standards.\"")
    D.p(stmt, italic=True)
    D.p("Site: North Parking Structure (Garage P3), Somers Ridge Medical Center, 40 Medical Center Drive, Somers, NY 10589", size=10)
    D.table([
        ["Firm / address / phone", "Name and title", "Responsibility", "Signature", "Date"],
        ["Brannock Construction Co., 88 Saw Mill River Rd, Hawthorne, NY 10532, (914) 555-0172", "Kevin R. Brannock, Project Executive", "Construction manager; all E&S practices", "/s/ Kevin R. Brannock", "04/02/2025"],
        ["Delvecchio Excavating Corp., 12 Fields Ln, Brewster, NY 10509, (845) 555-0190", "Anthony Delvecchio, President", "Earthwork, SCE-1, SF-1, DS-1, ST-1, UGC-1", "/s/ A. Delvecchio", "04/02/2025"],
        ["Greenbriar Landscape Contractors, 301 Route 22, Goldens Bridge, NY 10526, (914) 555-0133", "Lena Ortiz, Operations Manager", "Seeding, blanket, BR-1 planting", "/s/ Lena Ortiz", "04/04/2025"],
    ], widths=[2.0, 1.3, 1.4, 1.1, 0.7], size=8)
    D.d.save(path)


def build(out_dir):
    tmp = tempfile.mkdtemp()
    fig_location(os.path.join(tmp, "fig1.png"))
    fig_site(os.path.join(tmp, "fig2.png"), "FIGURE 2  SITE PLAN - EXISTING CONDITIONS AND LIMIT OF WORK", post=None)
    fig_site(os.path.join(tmp, "fig3.png"), "FIGURE 3  EROSION AND SEDIMENT CONTROL PLAN", post=False)
    fig_site(os.path.join(tmp, "fig4.png"), "FIGURE 4  POST-CONSTRUCTION SMP PLAN", post=True)
    src = os.path.join(HERE, "src", NAME + ".docx")
    os.makedirs(os.path.dirname(src), exist_ok=True)
    write_docx(src, tmp)
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", tmp, src],
                   check=True, capture_output=True)
    pdf = os.path.join(out_dir, NAME + ".pdf")
    shutil.copy(os.path.join(tmp, NAME + ".pdf"), pdf)
    shutil.rmtree(tmp)
    return pdf


HEADINGS = [
    "1.0 Purpose and Relationship to the Campus Master SWPPP", "2.0 Project Description",
    "3.0 Existing Site Conditions and Soils", "3.1 Soils", "4.0 Site Maps",
    "5.0 Construction Sequence and Erosion and Sediment Control", "5.1 Sequence of Operations",
    "5.2 Temporary and Permanent Soil Stabilization", "5.3 Erosion and Sediment Control Practices",
    "5.4 Dimensions, Materials, Installation and Maintenance", "5.5 Minimum Practices for Each Construction Activity",
    "6.0 Construction-Phase Pollution Prevention and Inspection", "6.1 Pollution Prevention",
    "6.2 Industrial Activity Other Than Construction", "6.3 Inspections",
    "6.4 Deviations from the NYS Standards and Specifications", "7.0 Post-Construction Stormwater Management",
    "7.2 Sizing Criteria (Enhanced Phosphorus Removal Standards)", "7.3 Hydrologic and Hydraulic Analysis",
    "8.0 Long-Term Operation and Maintenance", "8.1 Access Easement", "8.2 Maintenance Agreement",
    "Appendix A \u2013 Contractor Certification",
]

# White guidance strings (must be in the text layer but drawn in white)
HIDDEN = [
    "[Describe the measures that will be used to control litter",
    "[Identify any element of the design that does not conform",
    "[Give the inspection schedule for the contractor",
]


def label():
    P = "present"
    items = {k: P for k in [
        "93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(f)", "93-6A(1)(g)",
        "93-6A(1)(h)", "93-6A(1)(i)", "93-6A(1)(j)", "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)",
        "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)", "93-6A(3)(h)", "93-6B", "93-6D"]}
    items.update({"93-6A(1)(e)": "missing", "93-6A(1)(k)": "missing", "93-6A(1)(l)": "missing",
                  "93-6A(3)(i)": "missing"})
    ev = {
        "93-6A(1)(a)": "four-level, 418-space precast concrete parking structure (Garage P3)",
        "93-6A(1)(b)": "Figure 2. Site plan at 1 in = 40 ft: total site area, existing and proposed improvements, limit of",
        "93-6A(1)(c)": "The hydrologic soil groups are B for the Charlton and Chatfield units and C for the Paxton",
        "93-6A(1)(d)": "Clear and grub the wooded slope; strip and stockpile topsoil at SP-1",
        "93-6A(1)(f)": "with temporary seed (annual ryegrass 40 lb/acre) and straw mulch (2 tons/acre) within 7 days",
        "93-6A(1)(g)": "Upslope LOD, north side 610 LF, 1.5 ft deep",
        "93-6A(1)(h)": "SF-1: woven geotextile (Mirafi 100X or equal) 36 inches wide",
        "93-6A(1)(i)": "There are no stormwater discharges associated",
        "93-6A(1)(j)": "Minimum time in place",
        "93-6A(3)(b)": "UGC-1: underground detention and infiltration chamber bed",
        "93-6A(3)(c)": "Figure 4. Post-construction stormwater management practices plan, 1 in = 40 ft, showing HDS-1,",
        "93-6A(3)(d)": "Runoff was modeled with HydroCAD 10.20 using the SCS TR-20 method",
        "93-6A(3)(e)": "WQv (1-yr, 24-hr, P = 2.80 in; Rv = 0.05 + 0.009(85) =",
        "93-6A(3)(f)": "2.5-ft planting soil over 12-inch stone with 6-inch underdrain",
        "93-6A(3)(g)": "The Somers Ridge Health System Facilities Department will own, operate and maintain HDS-1",
        "93-6A(3)(h)": "remaining in effect upon any transfer of title to the property",
        "93-6B": "the requirements of Chapter 93, Stormwater Management and Erosion and Sediment Control",
        "93-6D": "has received a minimum of four hours of acceptable training in erosion and sediment control",
    }
    return {
        "checklist": "somers-ch93",
        "style": "site-specific SWPPP addendum to an unbound campus master SWPPP (Word template with white guidance text)",
        "producer": "python-docx Word document converted by LibreOffice (soffice --convert-to pdf)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 2.84, "project_type": "hospital campus parking structure (institutional; parking lot reconstruction)",
                  "single_family": False, "impaired_water": True},
        "items": items,
        "evidence": {k: {"quote": v} for k, v in ev.items()},
        "gaps": {
            "93-6A(1)(e)": "pointer to an unbound document: Section 6.1 says pollution prevention 'shall be in accordance with Section 5 of the Campus Master SWPPP', which is not in the PDF; the template's guidance for the section survives only as white (invisible) text",
            "93-6A(1)(k)": "pointer to an unbound document: Section 6.3 defers the inspection schedule to 'Section 6.2 of the Master SWPPP' (not bound); only the logbook location is given; the bracketed schedule guidance is invisible white text",
            "93-6A(1)(l)": "heading with nothing under it: Section 6.4 'Deviations from the NYS Standards and Specifications' holds only the template's white, invisible guidance text; no statement of deviations or that there are none",
            "93-6A(3)(i)": "deferred: Section 8.2 says the \u00a7 93-8 maintenance agreement 'will be provided under separate cover prior to the issuance of a building permit'; no binding terms stated",
        },
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "hidden_text": HIDDEN,
        "headings": HEADINGS,
        "notes": ("Somers; hospital (93-6A(2)(k)) and parking lot reconstruction (93-6A(2)(s)) disturbing 2.84 ac, so "
                  "93-6A(3) applies. The addendum says the unbound Campus Master SWPPP governs where it is silent; the "
                  "items it hands to the master plan are labelled missing because the master is not in the PDF and "
                  "the addendum itself does not provide them. Bracketed template guidance is present in the text "
                  "layer as white text (e.g. '[Describe the measures that will be used to control litter...', "
                  "'[Identify any element of the design that does not conform...'): it is not content. The hidden "
                  "guidance under 6.3 even states a 7-day/0.5-inch schedule, but it is invisible and not the plan's. Pages 2, 8 and 16 "
                  "read 'This page intentionally left blank.'"),
    }
