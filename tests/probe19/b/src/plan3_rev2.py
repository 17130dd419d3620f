"""Plan 3: Revision 2 resubmission. Response-to-comments letter in front (python-docx -> LibreOffice),
then the SWPPP (reportlab platypus) with revision bars in the margin and numbered delta-triangle tags
beside changed paragraphs. Village of Asharoken Ch. 44."""
import os, subprocess
from docx import Document
from docx.shared import Pt, Inches
from docx.enum.text import WD_ALIGN_PARAGRAPH
from reportlab.lib.pagesizes import letter
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, Flowable, KeepTogether)
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib import colors
from pypdf import PdfReader, PdfWriter

NAME = "p19b_asharoken_rowing_boathouse_rev2"
CHECKLIST = "asharoken-ch44"

# ------------------------------------------------------------------ letter
COMMENTS = [
    ("1", "The SWPPP does not state the total disturbed area consistently (1.1 acres on the cover, 1.3 acres in Section 1.0). Please reconcile.",
     "The limit of disturbance was re-measured from the revised grading plan. The disturbed area is 1.22 acres throughout; see Section 1.0, page 2."),
    ("2", "Provide a description of the soils with the boring or test pit data.",
     "Soils description with test pit logs TP-1 to TP-3 added; see Section 2.3, page 3."),
    ("3", "Existing stormwater runoff data for the site should be described (Section 44-8B(1)(p)).",
     "Added as Section 2.4, page 4, including the Village's 2022 drainage survey and the existing-condition runoff model."),
    ("4", "Provide a maintenance schedule for the erosion and sediment control practices.",
     "A maintenance schedule has been added as Table 6; see Section 7.5, page 10."),
    ("5", "Identify the temporary practices that will be converted to permanent control measures.",
     "Added; see Section 4.5, page 6."),
    ("6", "Delineate the SWPPP implementation responsibilities for each part of the site, including the launch area.",
     "Section 6.0 now assigns each of the four work areas to a named party; see page 8."),
    ("7", "The post-construction practices require an inspection and maintenance agreement binding on subsequent owners and recorded with the County Clerk.",
     "The agreement is included as Appendix C; see page 14."),
    ("8", "Show the maintenance easement on the plan.",
     "The 20-foot stormwater maintenance easement is now shown on Figure 3 and described in Section 7.6, page 11."),
    ("9", "Contractor certifications must be included in the SWPPP.",
     "A contractor certification form is included as Appendix D, page 15, and has been signed by the site contractor."),
]


def pointers(pm):
    g = lambda k: pm[k] + WRONG.get(k, 0)
    return [
        ("1", COMMENTS[0][1], f"The limit of disturbance was re-measured from the revised grading plan. The disturbed area is 1.22 acres throughout; see Section 1.0, page {g('1.0')}."),
        ("2", COMMENTS[1][1], f"Soils description with test pit logs TP-1 to TP-3 added; see Section 2.3, page {g('2.3')}."),
        ("3", COMMENTS[2][1], f"Added as Section 2.4, page {g('2.4')}, including the Village's 2022 drainage survey and the existing-condition runoff model."),
        ("4", COMMENTS[3][1], f"A maintenance schedule has been added as Table 6; see Section 7.5, page {g('7.5')}."),
        ("5", COMMENTS[4][1], f"Added; see Section 4.5, page {g('4.5')}."),
        ("6", COMMENTS[5][1], f"Section 6.0 now assigns each of the four work areas to a named party; see page {g('6.0')}."),
        ("7", COMMENTS[6][1], f"The agreement is included as Appendix C; see page {g('C')}."),
        ("8", COMMENTS[7][1], f"The 20-foot stormwater maintenance easement is now shown on Figure 3 and described in Section 7.6, page {g('7.6')}."),
        ("9", COMMENTS[8][1], f"A contractor certification form is included as Appendix D, page {g('D')}, and has been signed by the site contractor."),
    ]


def build_letter(tmp, comments):
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Liberation Serif"; st.font.size = Pt(11)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(1); s.top_margin = Inches(0.8); s.bottom_margin = Inches(0.8)
    p = d.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("SANDSPIT ENGINEERING & SURVEYING, PLLC"); r.bold = True; r.font.size = Pt(15)
    p = d.add_paragraph("12 Woodbine Avenue, Northport, New York 11768  |  (631) 555-0134"); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("July 14, 2025")
    d.add_paragraph("Village of Asharoken\nAttn: Stormwater Management Officer\n1 Asharoken Avenue\nAsharoken, New York 11768")
    p = d.add_paragraph(); r = p.add_run("Re: Northport Bay Rowing Association Boathouse, 178 Asharoken Avenue\n"
                                         "SWPPP Revision 2 - Response to Review Comments of June 3, 2025"); r.bold = True
    d.add_paragraph("Dear Stormwater Management Officer:")
    d.add_paragraph("On behalf of the Northport Bay Rowing Association, we submit Revision 2 of the Stormwater Pollution Prevention Plan for the "
                    "boathouse project. Your comments of June 3, 2025 are repeated below in italics, each followed by our response. Page numbers "
                    "refer to the page numbers printed at the foot of the SWPPP. Changes made in this revision are marked in the SWPPP with a "
                    "revision bar in the left margin and a numbered triangle.")
    for n, com, resp in comments:
        p = d.add_paragraph(); r = p.add_run(f"Comment {n}: "); r.bold = True
        r = p.add_run(f"\u201c{com}\u201d"); r.italic = True
        p = d.add_paragraph(); r = p.add_run("Response: "); r.bold = True; p.add_run(resp)
        p.paragraph_format.left_indent = Inches(0.4)
    d.add_paragraph("We trust that this revision addresses the comments. Please call me with any questions.")
    d.add_paragraph("Very truly yours,\n\nThomas E. Hallorann, P.E.\nPrincipal")
    path = os.path.join(tmp, "letter.docx")
    d.save(path)
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", tmp, path], check=True, capture_output=True,
                   env=dict(os.environ, HOME=tmp))
    return os.path.join(tmp, "letter.pdf")

# ------------------------------------------------------------------ SWPPP body
ss = {
    "b": ParagraphStyle("b", fontName="Helvetica", fontSize=9.8, leading=13, spaceAfter=6),
    "h1": ParagraphStyle("h1", fontName="Helvetica-Bold", fontSize=12.5, leading=16, spaceBefore=10, spaceAfter=6),
    "h2": ParagraphStyle("h2", fontName="Helvetica-Bold", fontSize=10.5, leading=14, spaceBefore=6, spaceAfter=4),
    "t": ParagraphStyle("t", fontName="Helvetica", fontSize=8.3, leading=10),
    "th": ParagraphStyle("th", fontName="Helvetica-Bold", fontSize=8.3, leading=10),
    "title": ParagraphStyle("title", fontName="Helvetica-Bold", fontSize=18, leading=24, spaceAfter=10),
}


class Rev(Flowable):
    """Wraps a flowable; draws a revision bar in the left margin and a delta triangle with the revision number."""
    def __init__(self, inner, rev="2"):
        super().__init__(); self.inner, self.rev = inner, rev
    def wrap(self, aw, ah):
        self.w, self.h = self.inner.wrap(aw, ah); return self.w, self.h
    def split(self, aw, ah):
        parts = self.inner.split(aw, ah)
        return [Rev(p, self.rev) for p in parts]
    def draw(self):
        c = self.canv
        c.saveState(); c.setLineWidth(2.2); c.line(-14, 0, -14, self.h)
        top = self.h - 2
        c.setLineWidth(0.8); p = c.beginPath(); p.moveTo(-40, top - 13); p.lineTo(-24, top - 13); p.lineTo(-32, top); p.close()
        c.drawPath(p, stroke=1, fill=0)
        c.setFont("Helvetica-Bold", 7); c.drawCentredString(-32, top - 11, self.rev)
        c.restoreState()
        self.inner.drawOn(c, 0, 0)


def B(t): return Paragraph(t, ss["b"])
def H1(t): return Paragraph(t, ss["h1"])
def H2(t): return Paragraph(t, ss["h2"])
def R(f): return Rev(f)


def T(head, rows, widths):
    data = [[Paragraph(h, ss["th"]) for h in head]] + [[Paragraph(c, ss["t"]) for c in r] for r in rows]
    t = Table(data, colWidths=widths, repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("BACKGROUND", (0, 0), (-1, 0), colors.Color(.88, .88, .88)),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return t


class Drawing(Flowable):
    def __init__(self, fn, h=430):
        super().__init__(); self.fn, self.h = fn, h
    def wrap(self, aw, ah): self.w = aw; return aw, self.h
    def draw(self): self.fn(self.canv, self.w, self.h)


def base(c, w, h):
    c.setFont("Helvetica", 7.5)
    c.rect(0, 0, w, h)
    c.setFillColorRGB(.84, .91, .97); c.rect(0, h - 50, w, 50, fill=1, stroke=0); c.setFillColorRGB(0, 0, 0)
    c.drawString(w / 2 - 40, h - 30, "LONG ISLAND SOUND")
    c.setFillColorRGB(.85, .85, .85); c.rect(0, h - 85, w, 30, fill=1, stroke=0); c.setFillColorRGB(0, 0, 0)
    c.drawString(w / 2 - 40, h - 73, "ASHAROKEN AVENUE")
    c.setFillColorRGB(.84, .91, .97); c.rect(0, 0, w, 80, fill=1, stroke=0); c.setFillColorRGB(0, 0, 0)
    c.drawString(w / 2 - 30, 40, "NORTHPORT BAY")
    c.setDash(8, 3); c.rect(40, 85, w - 80, h - 175); c.setDash()
    c.drawString(45, h - 102, "PROPERTY LINE - 1.94 AC TOTAL SITE AREA")
    c.setStrokeColorRGB(.6, .4, .2)
    for i, el in enumerate([12, 10, 8, 6]):
        y = h - 130 - i * 60; c.line(45, y, w - 45, y - 10); c.drawString(48, y + 2, f"EL {el}")
    c.setStrokeColorRGB(0, 0, 0)
    c.setFillColorRGB(.96, .92, .8); c.rect(40, 85, w - 80, 30, fill=1, stroke=0); c.setFillColorRGB(0, 0, 0)
    c.drawString(50, 95, "BAY BEACH / TIDAL WETLAND EDGE (UNDISTURBED)")
    c.setLineWidth(3); c.line(w - 120, 12, w - 48, 12); c.setLineWidth(1)
    c.drawString(w - 120, 18, "SCALE 1 IN = 30 FT")


def fig1(c, w, h):
    base(c, w, h)
    c.rect(150, 200, 120, 70); c.drawString(155, 240, "EX. BOAT RACKS (GRAVEL)")
    c.rect(300, 220, 60, 40); c.drawString(302, 264, "EX. SHED (REMOVE)")
    c.setStrokeColorRGB(.8, 0, 0); c.setDash(6, 3); c.rect(90, 125, 330, 190); c.setDash(); c.setStrokeColorRGB(0, 0, 0)
    c.setFillColorRGB(.8, 0, 0); c.drawString(95, 305, "LIMIT OF DISTURBANCE 1.22 AC"); c.setFillColorRGB(0, 0, 0)
    c.drawString(95, 135, "EXISTING VEGETATION: LAWN AND SCATTERED BLACK PINE; SHRUB BUFFER AT BAY EDGE TO REMAIN")
    c.drawString(300, 180, "SHEET FLOW SOUTH TO BAY ->")
    c.drawString(95, 160, "SOILS: PlA PLYMOUTH LOAMY SAND / Bc BEACHES (AT BAY EDGE)")
    c.circle(250, 118, 4, fill=1); c.drawString(256, 118, "DP-1 DISCHARGE TO NORTHPORT BAY (SHEET FLOW)")
    c.drawString(95, 285, "NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS")
    c.setFillColorRGB(1, 1, 1); c.rect(w - 150, h - 190, 140, 90, fill=1); c.setFillColorRGB(0, 0, 0)
    c.setFont("Helvetica-Bold", 7); c.drawString(w - 145, h - 112, "LOCATION MAP (N.T.S.)")
    c.setFont("Helvetica", 6.5); c.drawString(w - 145, h - 125, "EATONS NECK ->"); c.line(w - 145, h - 150, w - 20, h - 160)
    c.circle(w - 85, h - 155, 3, fill=1); c.drawString(w - 80, h - 170, "SITE"); c.drawString(w - 145, h - 182, "NORTHPORT (S.W.)")


def fig2(c, w, h):
    base(c, w, h)
    c.rect(150, 200, 150, 80); c.drawString(155, 245, "PROP. BOATHOUSE 5,200 SF")
    c.rect(320, 180, 100, 110); c.drawString(325, 270, "PROP. PARKING 30 SP")
    c.setLineWidth(2); c.setDash(2, 2); c.line(85, 122, 425, 122); c.setDash(); c.setLineWidth(1)
    c.drawString(95, 150, "SF-1 SILT FENCE 520 LF ALONG BAY SIDE AND EAST/WEST LINES")
    c.line(85, 122, 85, 300); c.line(425, 122, 425, 300)
    c.rect(340, h - 125, 40, 30); c.drawString(300, h - 135, "SCE-1 STABILIZED ENTRANCE 50 x 20 FT")
    c.ellipse(100, 170, 150, 200); c.drawString(95, 205, "ST-1 3,000 CF")
    c.drawString(325, 170, "CB-1/CB-2 INLET PROTECTION")
    c.circle(115, 255, 12); c.drawString(95, 272, "SP-1 STOCKPILE + SF 80 LF")
    c.rect(300, 140, 16, 16); c.drawString(320, 145, "CW-1 WASHOUT 8 x 8 FT")
    c.drawString(95, 296, "TB-1 TURBIDITY BARRIER NOT REQUIRED - NO IN-WATER WORK")


def fig3(c, w, h):
    base(c, w, h)
    c.rect(150, 200, 150, 80); c.drawString(155, 245, "BOATHOUSE (ROOF TO DW-1 TO DW-4)")
    c.rect(320, 180, 100, 110); c.drawString(325, 270, "PARKING (TO BR-1)")
    for i, x in enumerate([160, 200, 240, 280]):
        c.circle(x, 190, 6); c.drawString(x - 10, 176, f"DW-{i + 1}")
    c.drawString(150, 165, "DW-1 TO DW-4: 10 FT DIA x 6 FT DRYWELLS")
    c.setFillColorRGB(.85, .95, .85); c.rect(330, 125, 90, 45, fill=1); c.setFillColorRGB(0, 0, 0)
    c.drawString(333, 155, "BR-1 BIORETENTION"); c.drawString(333, 145, "1,150 SF")
    c.setStrokeColorRGB(.1, .5, .1); c.setDash(3, 3); c.rect(140, 120, 290, 180); c.setDash(); c.setStrokeColorRGB(0, 0, 0)
    c.setFillColorRGB(.1, .4, .1); c.drawString(145, 303, "20 FT STORMWATER MAINTENANCE EASEMENT (SEC. 7.6)"); c.setFillColorRGB(0, 0, 0)


def footer(c, doc):
    c.saveState(); c.setFont("Helvetica", 8)
    c.drawString(72, 40, "NBRA Boathouse SWPPP - Revision 2 - July 14, 2025")
    c.drawRightString(540, 40, f"Page {doc.page}")
    c.restoreState()


TOC = [("1.0", "1.0 Project Description"), ("2.0", "2.0 Site Conditions"), ("3.0", "3.0 Site Maps"),
       ("4.0", "4.0 Erosion and Sediment Control"), ("5.0", "5.0 Pollution Prevention"),
       ("6.0", "6.0 SWPPP Implementation Responsibilities"), ("7.0", "7.0 Post-Construction Stormwater Management"),
       ("8.0", "8.0 Engineer's Certification"), ("C", "Appendix C - Inspection and Maintenance Agreement"),
       ("D", "Appendix D - Contractor Certification")]
PM = {}
ANCHORS = {"1.0": "1.0 Project Description", "2.0": "2.0 Site Conditions", "2.3": "2.3 Soils", "2.4": "2.4 Existing Stormwater Runoff Data",
           "3.0": "3.0 Site Maps", "4.0": "4.0 Erosion and Sediment Control", "4.5": "4.5 Temporary Practices Converted",
           "5.0": "5.0 Pollution Prevention", "6.0": "6.0 SWPPP Implementation Responsibilities",
           "7.0": "7.0 Post-Construction Stormwater Management", "7.5": "7.5 Maintenance Schedule", "7.6": "7.6 Maintenance Easement",
           "8.0": "8.0 Engineer's Certification", "C": "Appendix C - Inspection and Maintenance Agreement", "D": "Appendix D - Contractor Certification"}
# deliberate wrong pointers in the letter: soils (one page late) and Appendix D (two pages late)
WRONG = {"2.3": 1, "D": 2}


def page_map(pdf):
    import sys
    from common import page_texts, norm
    tx = page_texts(pdf)
    pm = {}
    for k, a in ANCHORS.items():
        hits = [i + 1 for i, t in enumerate(tx) if a in norm(t) and i > 0]
        pm[k] = hits[-1] if hits else 0
    return pm


def story():
    S = []
    A = S.append
    A(Paragraph("Stormwater Pollution Prevention Plan", ss["title"]))
    A(B("<b>Northport Bay Rowing Association Boathouse</b><br/>178 Asharoken Avenue, Village of Asharoken, Suffolk County, New York<br/>"
        "SCTM District 0101, Section 003.00, Block 02.00, Lot 031.000"))
    A(B("Owner / applicant: Northport Bay Rowing Association, Inc., P.O. Box 412, Northport, NY 11768<br/>"
        "Prepared by: Sandspit Engineering &amp; Surveying, PLLC, 12 Woodbine Avenue, Northport, NY 11768"))
    A(Spacer(1, 10))
    A(T(["Rev.", "Date", "Description"], [["0", "February 20, 2025", "Original submission"],
                                          ["1", "April 8, 2025", "Revised grading; added BR-1"],
                                          ["2", "July 14, 2025", "Response to Village review comments of June 3, 2025 (changes marked with revision bar and triangle 2)"]],
        [40, 110, 318]))
    A(Spacer(1, 12))
    A(H2("Contents"))
    A(T(["Section", "Page"], [[t, str(PM.get(k, "00"))] for k, t in TOC], [380, 88]))
    A(PageBreak())
    A(H1("1.0 Project Description"))
    A(R(B("The Northport Bay Rowing Association will replace its gravel boat-rack yard and storage shed with a two-story boathouse of 5,200 square "
          "feet (boat bays below, meeting room above), a 30-space asphalt parking lot, a concrete apron to the existing launch path, and new "
          "water and electric services. The total site area is 1.94 acres and the disturbed area is 1.22 acres. New impervious cover totals "
          "0.47 acre.")))
    A(B("The site is on the south side of Asharoken Avenue, on Northport Bay, about 1.3 miles east of the Village line at Northport. The project "
        "is not part of a larger common plan of development or sale."))
    A(H2("1.1 Applicability"))
    A(B("Disturbance of 1.22 acres makes the project a land development activity under Section 44-3. It disturbs at least one but less than five "
        "acres and is not a single-family residence, so Condition C of Section 44-8B(2) applies and post-construction controls are provided in Section 7.0."))
    A(H1("2.0 Site Conditions"))
    A(H2("2.1 Existing Site"))
    A(B("The site is a nearly level lawn and gravel yard between the Avenue (elevation 13) and the bay beach (elevation 5). Slopes are 2 to 5 percent. "
        "A shrub buffer of bayberry and beach plum along the bay edge will not be disturbed."))
    A(H2("2.2 Receiving Water"))
    A(B("All runoff from the work area flows south as sheet flow to Northport Bay. There is no piped outfall."))
    A(H2("2.3 Soils"))
    A(R(B("The Soil Survey of Suffolk County maps Plymouth loamy sand, 0 to 3 percent slopes (PlA), over the work area and Beaches (Bc) at the bay "
          "edge. Test pits on May 20, 2025: TP-1, 0-1.5 ft dark brown loamy sand, 1.5-11 ft yellowish brown coarse sand, groundwater at 7.8 ft; "
          "TP-2, similar, groundwater at 7.2 ft; TP-3 (near bay), sand to 6 ft, groundwater at 4.1 ft. The sands are rapidly permeable (hydrologic soil group A).")))
    A(H2("2.4 Existing Stormwater Runoff Data"))
    A(R(B("The Village's 2022 drainage survey of Asharoken Avenue recorded no off-site runoff entering the site from the Avenue, which is crowned "
          "and drains to the north side. The existing-condition HydroCAD model of the 1.22-acre work area gives peak runoff of 0.21 cfs in the "
          "1-year storm, 0.96 cfs in the 10-year storm and 2.44 cfs in the 100-year storm to DP-1.")))
    A(PageBreak())
    A(H1("3.0 Site Maps"))
    A(B("Figures 1 to 3 are reduced from the 1 inch = 15 feet site plan; they are printed at 1 inch = 30 feet."))
    A(H2("Figure 1 - Existing Conditions, Disturbance Limits and Location Map"))
    A(Drawing(fig1))
    A(PageBreak())
    A(H2("Figure 2 - Erosion and Sediment Control Plan"))
    A(Drawing(fig2))
    A(B("Proposed finished grades are shown on the site plan; no finished slope is steeper than 4 horizontal to 1 vertical."))
    A(PageBreak())
    A(H1("4.0 Erosion and Sediment Control"))
    A(H2("4.1 Construction Sequence"))
    A(T(["Step", "Work", "Weeks"], [
        ["1", "Pre-construction meeting with the Village SMO; stake the limit of disturbance; mark the shrub buffer", "1"],
        ["2", "Install SCE-1 and silt fence SF-1", "1"],
        ["3", "Remove boat racks, shed and gravel; strip topsoil to SP-1; excavate ST-1", "2"],
        ["4", "Boathouse foundations on helical piles; slab; CW-1 in use", "5"],
        ["5", "Building framing and enclosure; roof leaders and drywells DW-1 to DW-4", "12"],
        ["6", "Parking lot subbase and paving; inlets CB-1, CB-2 with inlet protection", "3"],
        ["7", "Convert ST-1 to bioretention BR-1 after the parking lot is paved and the lawn is established", "2"],
        ["8", "Final grading, topsoil, seed; remove silt fence when 80 percent cover is reached", "2"],
    ], [40, 378, 50]))
    A(B("The whole work area of 1.22 acres may be open at once during steps 3 to 6; this is well under five acres."))
    A(H2("4.2 Soil Stabilization"))
    A(B("Temporary: disturbed areas idle for 7 days or more are seeded with annual ryegrass at 1 lb per 1,000 square feet and mulched with straw at "
        "2 tons per acre; the stockpile is seeded and ringed with silt fence. Permanent: 4 inches of topsoil and a seed mix of hard fescue, "
        "sheep fescue and perennial ryegrass at 4 lb per 1,000 square feet; coastal shrubs replanted where the yard edge is disturbed. "
        "Structural stabilization: the stone construction entrance, paving and the concrete apron."))
    A(H2("4.3 Erosion and Sediment Control Practices"))
    A(T(["Practice", "Size / quantity", "Materials and installation"], [
        ["SF-1 silt fence", "520 LF; SP-1 perimeter 80 LF", "36 in woven geotextile on 2 in x 2 in hardwood stakes at 8 ft; 6 in trench, backfilled and compacted"],
        ["SCE-1 stabilized construction entrance", "50 ft x 20 ft x 8 in", "1 to 4 in crushed stone over woven geotextile"],
        ["ST-1 temporary sediment trap", "3,000 cf for 1.22 ac (1,800 cf/ac wet and dry, rounded up); 2.5 ft deep", "Excavated trap with stone outlet; sited at the low south-east corner of the parking area, 45 ft from the shrub buffer"],
        ["Inlet protection at CB-1, CB-2", "2 inlets", "Geotextile silt sacks under grates once inlets are set"],
        ["CW-1 concrete washout", "8 ft x 8 ft x 2 ft", "Lined with 10-mil plastic on a straw-bale ring"],
    ], [120, 130, 218]))
    A(H2("4.4 Structural Practices"))
    A(B("ST-1 stores runoff from the exposed soils of the yard and settles it before it reaches the bay. A temporary earth berm 1 foot high and "
        "160 feet long along the south side of the work area, inside the silt fence, turns sheet flow from the exposed area into ST-1."))
    A(H2("4.5 Temporary Practices Converted to Permanent Measures"))
    A(R(B("The sediment trap ST-1 is excavated in the footprint of bioretention area BR-1. After the parking lot is paved and the lawn is established, "
          "the trapped fines are removed and ST-1 is reshaped and filled with media to become BR-1 (Section 7.1). The temporary berm is graded out.")))
    A(H2("4.6 Implementation Schedule"))
    A(T(["Practice", "Placed", "Remains in place until"], [
        ["SCE-1", "Step 2, before any other work", "Paving of the drive (step 6)"],
        ["SF-1 and SP-1 silt fence", "Step 2 / when SP-1 is formed", "80 percent perennial cover (step 8)"],
        ["ST-1 and temporary berm", "Step 3, before the gravel is removed", "Conversion to BR-1 (step 7)"],
        ["Inlet protection", "Step 6, as each inlet is set", "Lawn established (step 8)"],
        ["CW-1", "Step 4, before the first pour", "Last concrete pour"],
        ["Temporary seeding", "Within 7 days of an area becoming idle", "Permanent seeding"],
    ], [130, 170, 168]))
    A(B("All erosion and sediment controls shall be kept in good working order by the site contractor until the site is stabilized."))
    A(H1("5.0 Pollution Prevention"))
    A(H2("5.1 Litter, Construction Chemicals and Debris"))
    A(B("A covered roll-off container for debris and a lidded can for litter are kept at the staging area and emptied weekly. Paints, "
        "sealants and adhesives are kept closed in a locked job trailer. No washing of tools or trucks except in CW-1."))
    A(H2("5.2 Materials Stored on Site; Spill Prevention and Response"))
    A(B("Materials expected on site: lumber, helical piles, concrete (delivered), asphalt (delivered hot, not stored), roofing, paints, sealants, "
        "and lubricants. Liquids are stored in the trailer on spill pallets; lumber and roofing on dunnage under tarps. Equipment is fueled from a "
        "truck at the staging area, 150 feet from the bay. A spill kit is kept in the trailer; spills are stopped, contained and cleaned up at once "
        "and reportable spills are called in to the NYSDEC Spill Hotline (1-800-457-7362). This list is updated in the site logbook as materials change."))
    A(H1("6.0 SWPPP Implementation Responsibilities"))
    A(R(T(["Part of the site", "Responsible party", "Duties"], [
        ["Area 1 - Boathouse pad and drywells", "Baywater Builders, Inc. (general contractor)", "Silt fence on the east and west lines; CW-1; DW-1 to DW-4"],
        ["Area 2 - Parking lot and drive", "Eatons Neck Excavating Corp. (site subcontractor)", "SCE-1, ST-1, berm, inlet protection, BR-1"],
        ["Area 3 - Launch path and concrete apron", "Eatons Neck Excavating Corp.", "Silt fence at the bay side; stabilization of the apron edges"],
        ["Area 4 - Shrub buffer and bay beach (no work)", "Northport Bay Rowing Association (owner)", "Keep closed to equipment and storage"],
    ], [140, 150, 178])))
    A(H1("7.0 Post-Construction Stormwater Management"))
    A(H2("7.1 Practices"))
    A(B("Roof runoff from the boathouse goes to four drywells, DW-1 to DW-4. The parking lot and apron drain through inlets CB-1 and CB-2 and a "
        "stone diaphragm to bioretention area BR-1, which infiltrates into the sand and overflows to a level spreader at the shrub buffer."))
    A(KeepTogether([H2("Figure 3 - Post-Construction Stormwater Management Plan"), Drawing(fig3)]))
    A(H2("7.2 Hydrologic and Hydraulic Analysis"))
    A(B("HydroCAD 10.2 (TR-20), NOAA Atlas 14 Type III rainfall for Asharoken: 1-year 2.78 in, 10-year 5.10 in, 100-year 8.70 in. Water quality "
        "volume (90 percent rainfall 1.3 in, Rv = 0.05 + 0.009 x 39 = 0.40): 2,290 cubic feet required; 2,900 cubic feet provided in BR-1 and the drywells."))
    A(T(["Component", "10-year peak inflow", "100-year peak stage", "Capacity"], [
        ["DW-1 to DW-4 (each)", "0.22 cfs", "5.1 ft of 6.0 ft", "1,410 cf storage in total"],
        ["BR-1", "0.74 cfs", "0.9 ft of 1.0 ft ponding", "Overflow weir 1.3 cfs"],
        ["CB-1 to BR-1, 12 in HDPE", "0.74 cfs", "-", "2.9 cfs at 0.5%"],
    ], [140, 100, 120, 108]))
    A(H2("7.3 Comparison of Pre- and Post-Development Runoff"))
    A(T(["Storm at DP-1", "Pre-development (cfs)", "Post-development (cfs)"], [
        ["1-year", "0.21", "0.00"], ["10-year", "0.96", "0.38"], ["100-year", "2.44", "1.61"]], [160, 150, 158]))
    A(H2("7.4 Details of Post-Construction Practices"))
    A(B("DW-1 to DW-4: precast concrete leaching rings 10 ft in diameter, 6 ft effective depth, with a 2 ft stone collar and traffic-rated cover; "
        "bottom at elevation 4.0, at least 2 feet above seasonal groundwater. BR-1: 1,150 square foot filter bed, 12 in ponding, 24 in of sandy "
        "bioretention soil (85 percent sand), 3 in hardwood mulch, native plantings (switchgrass, bayberry); no underdrain. Built only after its "
        "drainage area is paved and the lawn is established."))
    A(H2("7.5 Maintenance Schedule"))
    A(Paragraph("<b>Table 6 - Maintenance Schedule</b>", ss["b"]))
    A(R(T(["Practice", "Frequency", "Action"], [
        ["BR-1 bioretention", "Quarterly in year 1; twice a year after", "Remove trash and sediment; replace mulch yearly; replace dead plants; check that ponding drains within 48 hours"],
        ["DW-1 to DW-4 drywells", "Twice a year and after storms over 2 in", "Remove sediment when 6 in deep; clear roof leaders"],
        ["CB-1, CB-2", "Twice a year", "Clean sumps"],
        ["Parking lot", "Spring and fall", "Sweep"],
    ], [120, 140, 208])))
    A(H2("7.6 Maintenance Easement"))
    A(R(B("A 20-foot stormwater maintenance easement in favor of the Village of Asharoken covers BR-1, DW-1 to DW-4, CB-1 and CB-2 and the "
          "access between them. It is shown on Figure 3 and on the site plan to be filed, will be recorded with it, and remains in effect on any transfer of title.")))
    A(H2("7.7 Inspection and Maintenance Agreement"))
    A(B("See Appendix C."))
    A(PageBreak())
    A(H1("8.0 Engineer's Certification"))
    A(B("I certify that this Stormwater Pollution Prevention Plan was prepared under my direction and that the design of all stormwater management "
        "practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken."))
    A(Spacer(1, 8))
    A(Paragraph("<font name='Times-Italic' size='16' color='#1a3d8f'>Thomas E. Hallorann</font>", ss["b"]))
    A(B("Thomas E. Hallorann, P.E., NYS License No. 079336, Sandspit Engineering &amp; Surveying, PLLC - July 14, 2025"))
    A(PageBreak())
    A(H1("Appendix A - Soil Survey Map Unit Descriptions"))
    A(B("<b>PlA - Plymouth loamy sand, 0 to 3 percent slopes.</b> Deep, excessively drained sandy soil on outwash plains. Typical profile: "
        "loamy sand over coarse sand and gravel. Permeability rapid. Hydrologic soil group A."))
    A(B("<b>Bc - Beaches.</b> Sandy and gravelly shore deposits flooded by tides and storms. Not rated for building."))
    A(H1("Appendix B - HydroCAD Summary"))
    A(T(["Subcatchment", "Area (ac)", "CN pre", "CN post", "Tc (min)"], [
        ["1S work area to DP-1", "1.22", "43", "-", "8.0"], ["2S roof to DW", "0.12", "-", "98", "5.0"],
        ["3S parking to BR-1", "0.35", "-", "92", "5.0"], ["4S lawn to DP-1", "0.75", "-", "42", "8.0"]], [150, 80, 70, 70, 98]))
    A(PageBreak())
    A(R(H1("Appendix C - Inspection and Maintenance Agreement")))
    A(R(B("The Inspection and Maintenance Agreement between the Northport Bay Rowing Association and the Village of Asharoken will be prepared by "
          "the Association's attorney and provided under separate cover prior to the issuance of a certificate of occupancy.")))
    A(PageBreak())
    A(H1("Appendix D - Contractor Certification"))
    A(R(T(["", ""], [
        ["Name and title", "Michael A. Ferrante, Vice President"],
        ["Contracting firm", "Eatons Neck Excavating Corp."],
        ["Firm address", "55 Eatons Neck Road, Northport, NY 11768"],
        ["Telephone", "(631) 555-0186"],
        ["Site", "NBRA Boathouse, 178 Asharoken Avenue, Asharoken, NY"],
        ["Date", "July 9, 2025"],
        ["Signature", "M. A. Ferrante (signed)"],
    ], [150, 318])))
    return S


def build_body(tmp):
    path = os.path.join(tmp, "body.pdf")
    doc = BaseDocTemplate(path, pagesize=letter, leftMargin=72, rightMargin=72, topMargin=60, bottomMargin=64,
                          title="NBRA Boathouse SWPPP Rev 2", author="Sandspit Engineering & Surveying, PLLC")
    fr = Frame(72, 64, 468, 668, id="f")
    doc.addPageTemplates([PageTemplate("p", [fr], onPage=footer)])
    doc.build(story())
    return path


def build(outdir, tmp):
    PM.clear()
    bp = build_body(tmp)
    PM.update(page_map(bp))
    bp = build_body(tmp)
    assert page_map(bp) == PM, (page_map(bp), PM)
    lp = build_letter(tmp, pointers(PM))
    w = PdfWriter()
    for p in (lp, bp):
        for pg in PdfReader(p).pages:
            w.add_page(pg)
    w.add_metadata({"/Title": "NBRA Boathouse - SWPPP Revision 2 with response to comments", "/Producer": "pypdf (LibreOffice letter + reportlab SWPPP)"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as f:
        w.write(f)
    global LETTER_PAGES
    LETTER_PAGES = len(PdfReader(lp).pages)
    items = {k: "present" for k in [
        "44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)", "44-8B(1)(g)", "44-8B(1)(h)",
        "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)", "44-8B(1)(p)",
        "44-8B(3)(b)", "44-8B(3)(c)", "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)", "44-8B(3)(h)", "44-8C"]}
    items.update({"44-8B(1)(l)": "missing", "44-8B(3)(i)": "missing", "44-8E": "missing"})
    evidence = {
        "44-8B(1)(a)": "The total site area is 1.94 acres and the disturbed area is 1.22 acres.",
        "44-8B(1)(b)": "Figure 1 - Existing Conditions, Disturbance Limits and Location Map",
        "44-8B(1)(c)": "Plymouth loamy sand, 0 to 3 percent slopes (PlA), over the work area",
        "44-8B(1)(d)": "The whole work area of 1.22 acres may be open at once during steps 3 to 6; this is well under five acres.",
        "44-8B(1)(e)": "A covered roll-off container for debris and a lidded can for litter are kept at the staging area",
        "44-8B(1)(f)": "Materials expected on site: lumber, helical piles, concrete (delivered)",
        "44-8B(1)(g)": "Temporary: disturbed areas idle for 7 days or more are seeded with annual ryegrass",
        "44-8B(1)(h)": "SF-1 SILT FENCE 520 LF ALONG BAY SIDE AND EAST/WEST LINES",
        "44-8B(1)(i)": "36 in woven geotextile on 2 in x 2 in hardwood stakes at",
        "44-8B(1)(j)": "4.5 Temporary Practices Converted to Permanent Measures",
        "44-8B(1)(k)": "4.6 Implementation Schedule",
        "44-8B(1)(m)": "All runoff from the work area flows south as sheet flow to Northport Bay.",
        "44-8B(1)(n)": "Area 2 - Parking lot and drive",
        "44-8B(1)(o)": "ST-1 stores runoff from the exposed soils of the yard and settles it before it reaches the bay.",
        "44-8B(1)(p)": "The existing-condition HydroCAD model of the 1.22-acre work area gives peak runoff",
        "44-8B(3)(b)": "Roof runoff from the boathouse goes to four drywells, DW-1 to DW-4.",
        "44-8B(3)(c)": "Figure 3 - Post-Construction Stormwater Management Plan",
        "44-8B(3)(d)": "HydroCAD 10.2 (TR-20), NOAA Atlas 14 Type III rainfall for Asharoken",
        "44-8B(3)(e)": "7.3 Comparison of Pre- and Post-Development Runoff",
        "44-8B(3)(f)": "DW-1 to DW-4: precast concrete leaching rings 10 ft in diameter, 6 ft effective depth",
        "44-8B(3)(g)": "Remove sediment when 6 in deep; clear roof leaders",
        "44-8B(3)(h)": "A 20-foot stormwater maintenance easement in favor of the Village of Asharoken",
        "44-8C": "practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.",
    }
    return items, evidence


HEADINGS = ["SANDSPIT ENGINEERING & SURVEYING, PLLC", "Stormwater Pollution Prevention Plan", "1.0 Project Description", "1.1 Applicability",
            "2.0 Site Conditions", "2.3 Soils", "2.4 Existing Stormwater Runoff Data", "3.0 Site Maps",
            "4.0 Erosion and Sediment Control", "4.1 Construction Sequence", "4.2 Soil Stabilization",
            "4.3 Erosion and Sediment Control Practices", "4.4 Structural Practices",
            "4.5 Temporary Practices Converted to Permanent Measures", "4.6 Implementation Schedule", "5.0 Pollution Prevention",
            "6.0 SWPPP Implementation Responsibilities", "7.0 Post-Construction Stormwater Management", "7.5 Maintenance Schedule",
            "7.6 Maintenance Easement", "7.7 Inspection and Maintenance Agreement", "8.0 Engineer's Certification",
            "Appendix C - Inspection and Maintenance Agreement", "Appendix D - Contractor Certification"]

META = {
    "style": "Revision 2 resubmission: response-to-comments letter in front, SWPPP with revision bars and numbered delta tags",
    "house_style": "resubmission with response-to-comments letter and revision marks",
    "producer": "LibreOffice (letter from python-docx) + reportlab platypus (SWPPP), bound with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.22, "project_type": "rowing club boathouse with parking on Northport Bay",
              "single_family": False, "impaired_water": False},
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": ("1.22 ac disturbed, not part of a larger plan: a land development activity (section 44-3); Condition C applies (1-5 ac, not "
              "single-family), so 44-8B(3)(b)-(i) apply. PDF pages 1-2 are the response-to-comments letter (LibreOffice); the SWPPP's printed "
              "page N is PDF page N+2. The letter's pointers are right except Comment 2 (soils: says page 3, Section 2.3 is on printed page 2) "
              "and Comment 9 (Appendix D: says page 14, it is printed page 12) - wrong pointers for items present elsewhere or missing anyway. "
              "Comment 4's pointer is to the right page but the wrong thing (Table 6 is the post-construction schedule). Appendix D is filled in "
              "and signed but has no certification statement, so 44-8E is missing rather than ambiguous. Revision bars and triangle tags '2' "
              "mark the changed paragraphs; the triangle numbers appear in the text layer as a stray '2' at the start of those lines."),
}
GAPS = {
    "44-8B(1)(l)": "wrong thing, with a wrong pointer: the response to Comment 4 says an ESC maintenance schedule was added as Table 6 (Section 7.5), but Table 6 covers only the post-construction practices; Section 4 has only the passing sentence that controls 'shall be kept in good working order'",
    "44-8B(3)(i)": "deferred: Section 7.7 says 'See Appendix C' and the letter says the agreement is included as Appendix C, but Appendix C says it 'will be ... provided under separate cover prior to the issuance of a certificate of occupancy'",
    "44-8E": "certification missing its statement: Appendix D is a filled-in, signed contractor block (name, title, firm, address, phone, site, date) with no certification statement; the letter's response to Comment 9 says it is included",
}
