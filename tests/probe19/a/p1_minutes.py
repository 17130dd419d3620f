"""Plan 1: Town of Somers Planning Board minutes with the Primrose Farm senior residences SWPPP attached.

Minutes: reportlab, Times with bold simulated by drawing each bold string twice with a 0.35 pt offset.
Attachment: the applicant's SWPPP, written as a Word document (python-docx) and printed by LibreOffice.
"""
import os
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas
from docx import Document
from docx.shared import Pt, Inches
from docx.enum.text import WD_ALIGN_PARAGRAPH
import common, figures

NAME = "p19a_somers_primrose_farm_minutes"


# ---------------------------------------------------------------- minutes (reportlab, fake bold)
class Minutes:
    def __init__(self, path):
        self.c = canvas.Canvas(path, pagesize=letter)
        self.c.setTitle("Town of Somers Planning Board - Minutes of March 12, 2025")
        self.c.setAuthor("Planning Board Secretary")
        self.page = 0
        self.new_page()

    def new_page(self):
        if self.page:
            self.c.showPage()
        self.page += 1
        self.y = 730
        c = self.c
        c.setFont("Times-Roman", 9)
        c.drawString(72, 760, "Town of Somers Planning Board")
        c.drawRightString(540, 760, "Regular Meeting - March 12, 2025")
        c.drawCentredString(306, 40, f"Minutes - Page {self.page}")

    def bold(self, x, y, text, size=11, font="Times-Roman", centre=False):
        c = self.c
        c.setFont(font, size)
        for dx in (0, 0.35):
            if centre:
                c.drawCentredString(x + dx, y, text)
            else:
                c.drawString(x + dx, y, text)

    def line(self, text="", size=11, bold=False, indent=0, gap=14):
        if self.y < 80:
            self.new_page()
        if bold:
            self.bold(72 + indent, self.y, text, size)
        else:
            self.c.setFont("Times-Roman", size)
            self.c.drawString(72 + indent, self.y, text)
        self.y -= gap

    def para(self, text, size=11, indent=0, width=92, bold_lead=None):
        import textwrap
        lines = textwrap.wrap(text, width - indent // 6)
        for i, ln in enumerate(lines):
            if i == 0 and bold_lead and ln.startswith(bold_lead):
                if self.y < 80:
                    self.new_page()
                self.bold(72 + indent, self.y, bold_lead, size)
                self.c.setFont("Times-Roman", size)
                w = self.c.stringWidth(bold_lead + " ", "Times-Roman", size)
                self.c.drawString(72 + indent + w, self.y, ln[len(bold_lead):].lstrip())
                self.y -= 14
            else:
                self.line(ln, size, indent=indent)
        self.y -= 5

    def save(self):
        self.c.save()


def build_minutes(path):
    m = Minutes(path)
    m.bold(306, m.y, "TOWN OF SOMERS PLANNING BOARD", 14, centre=True); m.y -= 18
    m.bold(306, m.y, "MINUTES OF THE REGULAR MEETING", 12, centre=True); m.y -= 16
    m.c.setFont("Times-Roman", 11)
    m.c.drawCentredString(306, m.y, "Wednesday, March 12, 2025, 7:30 P.M., Somers Town House, 335 Route 202, Somers, New York")
    m.y -= 26
    m.line("ATTENDANCE", bold=True)
    m.para("Present: Chairman Victor Castellano; Vice Chairman Diane Okonkwo-Reyes; Members Thomas Brenner, "
           "Lillian Forsythe, Marcus Delgado and Ruth Abernathy.", indent=18)
    m.para("Absent: Member Gerald Pinkney (excused).", indent=18)
    m.para("Also present: Town Planner Sonia Varga; Consulting Town Engineer Paul Ruggiero, P.E.; "
           "Assistant Town Attorney Michael Strand; Recording Secretary Joan Lindqvist.", indent=18)
    m.para("The Chairman called the meeting to order at 7:32 P.M. and led the Pledge of Allegiance. "
           "A quorum was declared.", indent=0)
    m.line("AGENDA", bold=True)
    for t in ["1.  Approval of the minutes of February 26, 2025",
              "2.  Primrose Farm Senior Residences, Route 139 (Primrose Street), TM 17.19-1-22",
              "     Site plan, steep slope and stormwater management permit - continued review",
              "3.  Hilltop Hardware, 40 Route 100 - sign permit (adjourned at applicant's request)",
              "4.  Correspondence and adjournment"]:
        m.line(t, indent=18)
    m.y -= 6
    m.line("1.  APPROVAL OF MINUTES", bold=True)
    m.para("MOTION by Mr. Brenner, seconded by Ms. Forsythe, to approve the minutes of February 26, 2025 "
           "as circulated. VOTE: 6 ayes, 0 nays, 1 absent (Pinkney). Motion carried.", indent=18,
           bold_lead="MOTION")
    m.line("2.  PRIMROSE FARM SENIOR RESIDENCES", bold=True)
    m.para("Present for the applicant, Primrose Farm Holdings LLC: Andrea Whitlock, P.E., of Hudson Ridge "
           "Engineering, PLLC, and the applicant's principal, Daniel Ferrante.", indent=18)
    m.para("The Town Planner reminded the Board that the applicant proposes 24 senior residence units in six "
           "buildings, a community building, an internal drive and parking on an 11.2 acre parcel, with 3.8 "
           "acres of disturbance. The project is a multifamily development under Section 93-6A(2)(c) of the Town "
           "Code and requires a stormwater pollution prevention plan with post-construction controls.",
           indent=18)
    m.para("Ms. Whitlock presented the revised Stormwater Pollution Prevention Plan dated March 3, 2025. She "
           "described the three construction phases, the sediment traps and the conversion of Trap ST-1 into "
           "the permanent wet extended detention pond, the two bioretention areas designed to the enhanced "
           "phosphorus removal standards, and the reduction in peak flows for the 1, 10 and 100-year storms. "
           "At the Chairman's request the SWPPP was read into the record by title and section headings and is "
           "attached to these minutes as Attachment A.", indent=18)
    m.para("Mr. Ruggiero stated that his review memorandum on the revised SWPPP will be issued before the "
           "next meeting. Ms. Okonkwo-Reyes asked about snow storage; Ms. Whitlock answered that snow will be "
           "stored on the grassed islands shown on the site plan, away from the bioretention areas. Mr. Delgado "
           "asked about construction traffic on Primrose Street; the applicant agreed to keep trucks off the "
           "road during school bus hours.", indent=18)
    m.para("MOTION by Ms. Okonkwo-Reyes, seconded by Mr. Delgado, to accept the revised SWPPP into the record, "
           "to refer it to the Consulting Town Engineer and the Open Space Committee, and to continue the "
           "review on April 9, 2025. VOTE: 6 ayes, 0 nays, 1 absent (Pinkney). Motion carried.", indent=18,
           bold_lead="MOTION")
    m.line("3.  HILLTOP HARDWARE", bold=True)
    m.para("Adjourned to April 9, 2025 at the applicant's request. No action taken.", indent=18)
    m.line("4.  CORRESPONDENCE AND ADJOURNMENT", bold=True)
    m.para("The Board received a letter from the Westchester County Planning Board on an unrelated referral. "
           "MOTION by Ms. Abernathy, seconded by Mr. Brenner, to adjourn at 8:41 P.M. VOTE: 6 ayes, 0 nays, "
           "1 absent. Motion carried.", indent=18)
    m.y -= 10
    m.para("Respectfully submitted,", indent=0)
    m.para("Joan Lindqvist, Recording Secretary", indent=0)
    m.y -= 8
    m.line("ATTACHMENT A", bold=True)
    m.para("Stormwater Pollution Prevention Plan, Primrose Farm Senior Residences, Hudson Ridge Engineering, "
           "PLLC, revised March 3, 2025, as read into the record (following pages).", indent=18)
    m.save()


# ---------------------------------------------------------------- SWPPP (python-docx -> LibreOffice)
def h(doc, text, level=1):
    doc.add_heading(text, level=level)

def p(doc, text, bold=False, size=None):
    para = doc.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return para

def table(doc, rows, widths=None, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = ""
            run = cell.paragraphs[0].add_run(str(val))
            run.font.size = Pt(9)
            if header and i == 0:
                run.bold = True
    if widths:
        for row in t.rows:
            for j, w in enumerate(widths):
                row.cells[j].width = Inches(w)
    doc.add_paragraph()
    return t


def build_swppp(path, tmp):
    fig2 = figures.site_sketch(
        os.path.join(tmp, "p1_fig2.png"), "FIGURE 2 - SITE MAP, EXISTING AND PROPOSED CONDITIONS",
        "0    50    100 FT   (1 in = 50 ft at 11x17)",
        [("poly", [(150, 200), (1800, 160), (1850, 1150), (120, 1180)], "PROPERTY LINE (11.2 AC)"),
         ("dash", [(400, 300), (1500, 280), (1560, 900), (380, 940), (400, 300)], "LIMIT OF DISTURBANCE (3.8 AC)", "red"),
         ("rect", [(520, 380), (760, 520)], "BLDG 1-2"), ("rect", [(860, 380), (1100, 520)], "BLDG 3-4"),
         ("rect", [(1180, 400), (1420, 540)], "BLDG 5-6"), ("rect", [(700, 640), (980, 780)], "COMMUNITY BLDG"),
         ("line", [(160, 1000), (450, 860), (1400, 620)], "INTERNAL DRIVE"),
         ("circle", (1650, 1000, 90), "WET POND P-1", "blue"),
         ("dash", [(1650, 1090), (1700, 1300)], "OUTFALL O-1 TO UNNAMED TRIB.", "blue"),
         ("poly", [(1600, 300), (1790, 280), (1800, 700), (1620, 720)], "WOODED WETLAND (NOT DISTURBED)", "green"),
         ("text", (200, 1090), "PRIMROSE STREET (NYS RTE 139)"),
         ("text", (420, 560), "EX. SLOPES 3-12% / FINAL 2-8%"),
         ("text", (1100, 950), "SOIL LINE ChB | PnB"),
         ("text", (900, 230), "STOCKPILE & STAGING (ON SITE)")],
        ["--- limit of disturbance", "existing woods outside LOD remain undisturbed",
         "blue: drainage pattern to unnamed tributary", "no off-site storage areas"])
    fig1 = figures.site_sketch(
        os.path.join(tmp, "p1_fig1.png"), "FIGURE 1 - GENERAL LOCATION MAP (USGS PEEKSKILL QUADRANGLE)",
        "0      2,000      4,000 FT   (1 in = 2,000 ft)",
        [("line", [(100, 900), (1900, 820)], "NYS ROUTE 139 (PRIMROSE STREET)"),
         ("line", [(700, 150), (760, 1300)], "US ROUTE 202 / NYS ROUTE 100"),
         ("circle", (1250, 760, 45), "SITE", "red"),
         ("dash", [(1250, 810), (1330, 1000), (1500, 1200)], "UNNAMED TRIBUTARY", "blue"),
         ("poly", [(1450, 1150), (1900, 1100), (1900, 1300), (1500, 1320)], "MUSCOOT RESERVOIR", "blue"),
         ("text", (300, 300), "SOMERS HAMLET")],
        ["site: Tax Map 17.19-1-22", "drainage to the Muscoot River and Reservoir"], w=2000, h=1400)
    fig3 = figures.site_sketch(
        os.path.join(tmp, "p1_fig3.png"), "FIGURE 3 - EROSION AND SEDIMENT CONTROL PLAN",
        "0    50    100 FT   (1 in = 50 ft at 11x17)",
        [("dash", [(380, 960), (1560, 920)], "SF-1 SILT FENCE 820 LF", "red"),
         ("dash", [(380, 300), (380, 940)], "SF-2 SILT FENCE 410 LF", "red"),
         ("rect", [(150, 960), (330, 1050)], "SCE-1"),
         ("circle", (1650, 1000, 90), "ST-1 (to become P-1)", "blue"),
         ("circle", (600, 850, 50), "ST-2", "blue"),
         ("line", [(1500, 300), (1600, 950)], "D-1 DIVERSION SWALE 360 LF", "blue"),
         ("rect", [(900, 200), (1100, 280)], "STOCKPILE w/ SF RING"),
         ("rect", [(1150, 200), (1260, 280)], "CW-1 WASHOUT")],
        ["SCE stabilized construction entrance", "ST sediment trap", "SF silt fence", "IP inlet protection at CB-1 to CB-6"])
    fig4 = figures.site_sketch(
        os.path.join(tmp, "p1_fig4.png"), "FIGURE 4 - POST-CONSTRUCTION STORMWATER PRACTICES",
        "0    50    100 FT   (1 in = 50 ft at 11x17)",
        [("circle", (1650, 1000, 90), "P-1 WET EXT. DETENTION POND", "blue"),
         ("rect", [(560, 560), (800, 640)], "B-1 BIORETENTION 2,150 SF", "green"),
         ("rect", [(1150, 600), (1400, 680)], "B-2 BIORETENTION 1,840 SF", "green"),
         ("line", [(800, 600), (1150, 640), (1560, 980)], "24 IN HDPE TO P-1", "blue"),
         ("dash", [(1500, 880), (1780, 880), (1780, 1120), (1500, 1120), (1500, 880)], "20 FT ACCESS & MAINT. AREA")],
        ["B bioretention (enhanced phosphorus)", "P wet extended detention pond with forebay",
         "O-1 outfall, riprap apron 18 ft x 10 ft"])

    doc = Document()
    st = doc.styles["Normal"]; st.font.name = "Liberation Serif"; st.font.size = Pt(11)
    for s in doc.sections:
        s.left_margin = s.right_margin = Inches(1)
        s.top_margin = s.bottom_margin = Inches(0.9)
        s.footer.paragraphs[0].text = "Primrose Farm Senior Residences - SWPPP - Hudson Ridge Engineering, PLLC - Rev. 3/3/2025"

    t = doc.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("STORMWATER POLLUTION PREVENTION PLAN"); r.bold = True; r.font.size = Pt(20)
    t = doc.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("Primrose Farm Senior Residences\nRoute 139 (Primrose Street), Town of Somers, Westchester County, New York\nTax Map 17.19-1-22")
    r.font.size = Pt(13)
    t = doc.add_paragraph(); t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    t.add_run("Prepared for: Primrose Farm Holdings LLC, 18 Tomahawk Street, Baldwin Place, NY 10505\n"
              "Prepared by: Hudson Ridge Engineering, PLLC, 211 Route 100, Somers, NY 10589, (914) 555-0148\n"
              "Original: January 20, 2025    Revised: March 3, 2025")
    p(doc, "Prepared under Chapter 93 of the Code of the Town of Somers, Stormwater Management and Erosion and "
           "Sediment Control, and the NYSDEC SPDES General Permit for Stormwater Discharges from Construction Activity.")
    h(doc, "Contents", 2)
    for line in ["1.0 Project Background", "2.0 Site Map and Drawings", "3.0 Soils", "4.0 Construction Phasing and Sequence",
                 "5.0 Pollution Prevention", "6.0 Soil Stabilization Plan", "7.0 Erosion and Sediment Control Practices",
                 "8.0 Industrial Stormwater Discharges", "9.0 Minimum Practices and Schedule", "10.0 Inspections",
                 "11.0 Deviations from the NYS Standards", "12.0 Post-Construction Stormwater Management",
                 "13.0 Preparer's Certification", "14.0 Contractor Certification"]:
        p(doc, line)
    doc.add_page_break()

    h(doc, "1.0 Project Background")
    p(doc, "Primrose Farm Holdings LLC proposes to construct a senior residence community of 24 dwelling units in six "
           "two-unit and four-unit buildings, a 2,400 square foot community building, a 22 foot wide internal drive, 58 "
           "parking spaces, water and sewer connections to the Somers Consolidated Water District and the Primrose "
           "Street sewer main, and the stormwater management facilities described in this plan. The project is a "
           "multifamily residential development (senior housing complex) within the meaning of Section 93-6A(2)(c).")
    table(doc, [["Item", "Value"],
                ["Location", "North side of Route 139 (Primrose Street), 0.4 mile east of Route 100, Somers, NY"],
                ["Parcel area", "11.2 acres"],
                ["Area of disturbance", "3.8 acres (165,500 sq ft)"],
                ["Existing impervious cover", "0.21 acre (farm drive and barn foundation)"],
                ["Proposed impervious cover", "1.74 acres"],
                ["Maximum disturbed at one time", "2.1 acres (Phase 2)"],
                ["Receiving water", "Unnamed tributary of the Muscoot River, thence the Muscoot Reservoir"],
                ["Watershed", "New York City East of Hudson watershed; Muscoot Reservoir phosphorus TMDL basin"]],
          [2.0, 4.5])
    p(doc, "Because the site drains to a phosphorus-restricted basin, the post-construction practices are designed to "
           "the enhanced phosphorus removal standards of Chapter 10 of the New York State Stormwater Management Design "
           "Manual, as Section 93-6A(2) requires.")

    h(doc, "2.0 Site Map and Drawings")
    p(doc, "Figure 1 (general location map) places the site on the USGS Peekskill quadrangle at a scale of 1 inch = "
           "2,000 feet. Figure 2 is the site map at 1 inch = 50 feet. It shows the total site area, all proposed "
           "improvements, the limit of disturbance and the areas that will not be disturbed, the existing woods and "
           "meadow, the wooded wetland on the east boundary and the unnamed tributary south of Primrose Street, "
           "drainage patterns, existing and final slopes, the boundary between the Charlton and Paxton soil units, "
           "the on-site stockpile and staging area and the single stormwater discharge point, Outfall O-1. No "
           "material, waste, borrow or equipment storage area is located on an adjacent property.")
    doc.add_picture(fig1, width=Inches(5.6))
    p(doc, "Figure 1 - General location map (1 in = 2,000 ft).", size=9)
    doc.add_picture(fig2, width=Inches(6.4))
    p(doc, "Figure 2 - Site map, existing and proposed conditions (1 in = 50 ft).", size=9)

    h(doc, "3.0 Soils")
    p(doc, "Soils were taken from the USDA NRCS Web Soil Survey for Westchester County and confirmed by four deep test "
           "holes and two percolation tests made by this office on December 4, 2024.")
    table(doc, [["Map unit", "Name", "Slope", "HSG", "Depth to water table", "Area on site"],
                ["ChB", "Charlton fine sandy loam", "3-8%", "B", "> 6 ft", "6.3 ac"],
                ["PnB", "Paxton fine sandy loam", "3-8%", "C", "1.5-2.5 ft (perched)", "3.9 ac"],
                ["WdB", "Woodbridge loam", "3-8%", "C/D", "1.5-2.0 ft", "1.0 ac (wetland edge)"]],
          [0.7, 1.8, 0.6, 0.5, 1.4, 1.2])
    p(doc, "Test holes TH-1 and TH-2 in the Charlton unit showed brown fine sandy loam over gravelly sandy loam with no "
           "mottling to 7 feet; the percolation rate at B-1 was 6 minutes per inch. Test holes TH-3 and TH-4 in the "
           "Paxton unit showed a firm, dense till at 26 to 30 inches with mottling at 24 inches, which is why the pond "
           "is placed there rather than an infiltration practice. The Charlton unit is in hydrologic soil group B; the "
           "Paxton unit is in group C and the Woodbridge unit in group C/D.")

    h(doc, "4.0 Construction Phasing and Sequence")
    p(doc, "Construction will proceed in three phases. Not more than 5 acres will be disturbed at any one time; the "
           "largest area open at one time is 2.1 acres in Phase 2.")
    table(doc, [["Phase", "Activities", "Disturbed", "Duration"],
                ["1", "Install SCE-1, silt fence SF-1 and SF-2, diversion D-1; clear and grub pond area; excavate ST-1 "
                      "and ST-2; stabilize trap embankments", "0.9 ac", "3 weeks"],
                ["2", "Clear and grub building area; strip and stockpile topsoil; rough grade; install water, sewer and "
                      "storm drains with inlet protection; building foundations", "2.1 ac", "14 weeks"],
                ["3", "Fine grade; binder course; buildings; bioretention B-1 and B-2 after their drainage areas are "
                      "stabilized; convert ST-1 to pond P-1; topsoil, seed and landscape; remove temporary controls",
                 "0.8 ac", "20 weeks"]],
          [0.5, 4.0, 0.8, 0.9])
    p(doc, "Each phase is stabilized before the next is cleared, except the Phase 2 building pads, which are kept "
           "within the trapped drainage area of ST-1 and ST-2.")

    h(doc, "5.0 Pollution Prevention")
    p(doc, "Litter and construction debris will be collected daily into two covered 30 cubic yard roll-off "
           "containers at the staging area and hauled by a licensed carter. Construction chemicals, paints, "
           "solvents and fuel will be kept in a locked steel storage container on a curbed pad with secondary "
           "containment for 110% of the largest container. Fueling of equipment will be done from a double-walled "
           "tank truck at least 100 feet from the wetland and tributary, with a spill kit on the truck. Concrete "
           "truck washout is confined to the lined washout CW-1. Sanitary facilities are portable toilets staked "
           "down away from drainage paths. Spills are cleaned up at once and reported to the NYSDEC Spill Hotline "
           "(1-800-457-7362) where the law requires.")

    h(doc, "6.0 Soil Stabilization Plan")
    p(doc, "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control "
           "(November 2016), for every stage from initial clearing and grubbing to final stabilization:")
    table(doc, [["Stage", "Temporary stabilization", "Permanent stabilization"],
                ["Clearing and grubbing", "Tracked-in stabilized entrance; trap embankments seeded with annual ryegrass and mulched within 24 hours",
                 "-"],
                ["Rough grading", "Areas inactive 7 days or more: seed (ryegrass 40 lb/ac) and straw mulch 2 tons/ac; winter: mulch only, 3 tons/ac",
                 "-"],
                ["Stockpiles", "Seed and mulch within 7 days; silt fence ring", "Topsoil reused on site"],
                ["Slopes 3:1 and steeper", "Erosion control blanket (North American Green S150 or equal)", "Permanent seed mix and blanket"],
                ["Final grading", "-", "4 in topsoil; lawn mix (Kentucky bluegrass 25%, perennial ryegrass 25%, creeping red fescue 50%) at 4 lb/1,000 sf; pavement and buildings"],
                ["Pond P-1 banks", "Blanket", "Wetland and upland seed mixes; plantings per Detail 6"]],
          [1.4, 2.6, 2.5])

    h(doc, "7.0 Erosion and Sediment Control Practices")
    p(doc, "Figure 3 shows the location of every erosion and sediment control practice. Sizes and lengths are in the "
           "table below; details follow the Standards and Specifications.")
    doc.add_picture(fig3, width=Inches(6.4))
    p(doc, "Figure 3 - Erosion and sediment control plan (1 in = 50 ft).", size=9)
    table(doc, [["ID", "Practice", "Location", "Size / length"],
                ["SCE-1", "Stabilized construction entrance", "Primrose Street access", "40 ft x 24 ft, 8 in thick"],
                ["SF-1", "Silt fence", "South limit of disturbance", "820 LF"],
                ["SF-2", "Silt fence", "West limit of disturbance", "410 LF"],
                ["D-1", "Diversion swale", "East side, above wetland", "360 LF, 1.5 ft deep"],
                ["ST-1", "Sediment trap (becomes pond P-1)", "Southeast corner", "Drainage 2.4 ac; 8,640 cf"],
                ["ST-2", "Sediment trap", "Southwest, near drive", "Drainage 0.9 ac; 3,240 cf"],
                ["IP", "Inlet protection", "CB-1 to CB-6", "6 inlets"],
                ["CW-1", "Concrete washout", "Staging area", "10 ft x 10 ft, lined"]],
          [0.6, 2.0, 2.0, 1.9])
    p(doc, "Dimensions, materials, installation and operation and maintenance requirements:", bold=True)
    table(doc, [["Practice", "Materials and installation", "Operation and maintenance"],
                ["Silt fence", "Woven geotextile (AOS 20-30 sieve) on 36 in hardwood stakes at 8 ft on centre; bottom keyed 6 in into a 4 in x 6 in trench and backfilled",
                 "Remove sediment when it reaches one-half the fence height; repair tears and undermining at once"],
                ["Stabilized construction entrance", "1 to 4 in crushed stone, 8 in thick, on filter fabric, 40 ft x 24 ft",
                 "Top-dress with clean stone when voids fill; sweep tracked soil from Primrose Street the same day"],
                ["Sediment traps ST-1, ST-2", "Sized at 3,600 cf per acre drained (1,800 wet, 1,800 dry); stone outlet of 4-8 in rock, crest 1 ft below embankment; side slopes 2:1; embankment 5 ft max",
                 "Clean out when the storage is half full; restore outlet stone"],
                ["Diversion D-1", "Parabolic swale 1.5 ft deep, 6 ft top width, 2% max grade; lined with blanket; discharges to ST-1",
                 "Repair scour and low spots; keep outlet clear"],
                ["Inlet protection", "Geotextile and stone drop-inlet barrier per Standard 5B",
                 "Remove sediment and replace fabric when clogged"],
                ["Concrete washout", "Lined pit, 10 mil plastic, 10 ft x 10 ft x 3 ft", "Empty when 75% full"]],
          [1.5, 2.8, 2.2])

    h(doc, "8.0 Industrial Stormwater Discharges")
    p(doc, "No asphalt plant, concrete batch plant or other industrial activity will operate on the site. There are "
           "no stormwater discharges associated with industrial activity other than construction. Concrete and "
           "asphalt will be delivered ready-mixed from off-site suppliers.")

    h(doc, "9.0 Minimum Practices and Schedule")
    table(doc, [["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"],
                ["Site access", "SCE-1", "Before any other earthwork", "Until the binder course is placed"],
                ["Clearing and grubbing", "SF-1, SF-2, D-1", "Before clearing begins", "Until the upslope area has 80% vegetative cover"],
                ["Mass grading", "ST-1, ST-2; temporary seed and mulch", "Traps before grading upslope; seeding within 7 days of inactivity",
                 "Traps until drainage area stabilized; seed until permanent cover"],
                ["Utilities and drainage", "Inlet protection; trench spoil on uphill side", "As each inlet is built",
                 "Until pavement and lawns are established"],
                ["Concrete work", "CW-1", "Before the first pour", "Until the last pour"],
                ["Final grading", "Topsoil, permanent seed, blankets", "Within 7 days of final grade", "Permanent"]],
          [1.4, 1.7, 1.8, 1.6])

    h(doc, "10.0 Inspections")
    p(doc, "The owner's representative will inspect the permanent stormwater management practices (pond P-1, "
           "bioretention areas B-1 and B-2 and the storm drain system) as listed below. Inspection records are kept "
           "on site and given to the Town on request.")
    table(doc, [["Practice", "Inspection frequency"],
                ["Pond P-1 and forebay", "Quarterly in the first year, then twice a year"],
                ["Bioretention B-1, B-2", "Monthly in the first growing season, then twice a year"],
                ["Catch basins and pipes", "Annually, each spring"]],
          [3.0, 3.5])

    h(doc, "11.0 Deviations from the NYS Standards")
    p(doc, "One element departs from the New York State Standards and Specifications for Erosion and Sediment Control. "
           "The stabilized construction entrance SCE-1 is 40 feet long instead of the standard 50 feet, because the "
           "entrance meets Primrose Street within the 45 foot sight-distance easement and cannot be lengthened without "
           "grading in the Route 139 right-of-way. Equivalence: a wheel-wash rack with a 12 foot grated section will be "
           "placed at the inner end of SCE-1 and draining to ST-2, so that every vehicle passes over 40 feet of stone "
           "and a wash; the NYSDOT Highway Work Permit requires the road to be swept the same day. No other element of "
           "the design deviates from the Standards.")

    h(doc, "12.0 Post-Construction Stormwater Management")
    h(doc, "12.1 Practices", 2)
    p(doc, "Two practices treat and attenuate the runoff from the new impervious cover, both sized to the enhanced "
           "phosphorus removal standards:")
    p(doc, "Bioretention areas B-1 and B-2 receive sheet flow from the parking areas and roof leaders of buildings 1-4 "
           "(B-1) and 5-6 and the community building (B-2). Each has a 6 inch ponding depth, 2.5 feet of filter media "
           "over a 12 inch stone underdrain layer and an overflow riser to the storm drain.")
    p(doc, "The wet extended detention pond P-1, built in the footprint of sediment trap ST-1, has a sediment forebay of "
           "10% of the water quality volume, a permanent pool, a 24-hour extended detention of the channel protection "
           "volume and a multi-stage outlet structure discharging through Outfall O-1 to the unnamed tributary.")
    h(doc, "12.2 Locations and Sizes", 2)
    doc.add_picture(fig4, width=Inches(6.2))
    p(doc, "Figure 4 - Post-construction stormwater practices (1 in = 50 ft).", size=9)
    table(doc, [["Practice", "Location", "Size"],
                ["B-1", "West parking island", "2,150 sf surface; 1,075 cf ponding"],
                ["B-2", "East parking island", "1,840 sf surface; 920 cf ponding"],
                ["P-1", "Southeast corner", "Permanent pool 9,800 cf; forebay 1,020 cf; total storage to el. 412.0 of 31,600 cf"]],
          [1.0, 2.2, 3.3])
    h(doc, "12.3 Hydrologic and Hydraulic Analysis", 2)
    p(doc, "The analysis uses HydroCAD 10.20 with the NRCS TR-20 method, Type III 24-hour storms and Northeast "
           "Regional Climate Center rainfall depths for Somers: 1-year 2.80 in, 10-year 4.95 in, 100-year 8.85 in. "
           "The pond outlet, storm drains and bioretention overflows were routed for each storm.")
    table(doc, [["Design point DP-1 (Outfall O-1)", "1-yr", "10-yr", "100-yr"],
                ["Pre-development peak (cfs)", "3.12", "9.84", "22.47"],
                ["Post-development peak (cfs)", "1.05", "7.91", "21.60"],
                ["Pond P-1 peak elevation (ft)", "409.6", "410.8", "411.7"],
                ["Freeboard to embankment el. 413.0 (ft)", "3.4", "2.2", "1.3"]],
          [3.0, 1.1, 1.1, 1.1])
    h(doc, "12.4 Sizing Criteria", 2)
    p(doc, "Water quality volume (enhanced phosphorus, 1-year storm): WQv = (P)(Rv)(A)/12, with P = 2.80 in, "
           "I = 1.74/3.8 = 46% so Rv = 0.05 + 0.009(46) = 0.46, and A = 3.8 ac: WQv = (2.80)(0.46)(3.8)/12 = 0.408 ac-ft "
           "= 17,770 cf. Provided: B-1 and B-2 treat 4,310 cf; pond P-1 provides 13,600 cf of permanent pool and "
           "extended detention; total 17,910 cf.")
    p(doc, "Runoff reduction volume: the specified reduction factor for HSG B and C soils gives a minimum RRv of "
           "2,840 cf; the bioretention areas provide 1,995 cf of ponding and 2,315 cf in the media voids, 4,310 cf in all. "
           "Channel protection: Cpv = 24-hour extended detention of the 1-year runoff, 0.26 ac-ft, through a 2.5 inch "
           "orifice. Overbank flood (Qp, 10-year) and extreme flood (Qf, 100-year) are controlled to pre-development "
           "peaks as shown in Section 12.3. No Design Manual criterion is waived and no deviation from the Design "
           "Manual is proposed.")
    h(doc, "12.5 Dimensions, Materials and Installation", 2)
    table(doc, [["Practice", "Dimensions", "Materials", "Installation"],
                ["B-1, B-2", "Surface 2,150 / 1,840 sf; ponding 6 in; media 30 in; underdrain 12 in",
                 "Media 50% sand, 20-30% topsoil, 20-30% compost; 6 in perforated PVC underdrain in 3/4 in stone; 3 in shredded hardwood mulch",
                 "Build only after the drainage area is stabilized; no equipment on the bed; media placed in 12 in lifts, not compacted"],
                ["P-1", "Pool 4 ft deep; side slopes 3:1; safety bench 10 ft; aquatic bench 10 ft; length to width 3:1",
                 "Clay core embankment; 4 ft x 4 ft precast outlet structure with 2.5 in orifice and 24 in weir; 18 in HDPE barrel; anti-seep collar",
                 "Remove trap sediment, over-excavate 1 ft, place liner and plantings; embankment in 8 in compacted lifts to 95%"],
                ["O-1", "Riprap apron 18 ft x 10 ft x 1.5 ft", "Stone d50 = 9 in on geotextile", "Keyed into existing grade"]],
          [0.8, 1.8, 2.1, 1.8])
    h(doc, "12.6 Operation and Maintenance Plan", 2)
    p(doc, "The Primrose Farm Homeowners Association, to be formed by the applicant before the first certificate of "
           "occupancy, is responsible for the long-term operation and maintenance of B-1, B-2, P-1 and the storm drain "
           "system. Until it is formed the applicant, Primrose Farm Holdings LLC, is responsible.")
    table(doc, [["Practice", "Maintenance action", "Schedule"],
                ["Bioretention", "Remove trash; replace mulch; prune and replace plants; check underdrain cleanout", "Twice a year (April, October)"],
                ["Bioretention", "Remove sediment over 1 in deep; till or replace top 3 in of media if ponding exceeds 48 hours", "As found"],
                ["Pond P-1", "Mow embankment; clear trash racks; inspect outlet", "Twice a year and after storms over 2 in"],
                ["Pond P-1 forebay", "Remove sediment when 50% full", "About every 5-7 years"],
                ["Storm drains", "Vacuum catch basin sumps", "Annually"]],
          [1.4, 3.3, 1.8])
    h(doc, "12.7 Maintenance Easements", 2)
    p(doc, "Maintenance easements for access to the practices will be provided prior to final site plan approval.")
    h(doc, "12.8 Inspection and Maintenance Agreement", 2)
    p(doc, "The owner will execute the Town of Somers Stormwater Control Facility Maintenance Agreement under "
           "Section 93-8 before final site plan approval. The agreement binds the owner and all subsequent landowners "
           "served by the practices, obliges them to inspect and maintain the practices under Section 12.6, gives the "
           "Town the right to enter and to perform the work at the owner's cost if they fail to, and will be recorded "
           "in the Westchester County Clerk's office as a deed restriction on the parcel.")

    h(doc, "13.0 Preparer's Certification")
    p(doc, "I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my direct "
           "supervision, and that the design of all stormwater management practices meets the requirements of "
           "Chapter 93 of the Code of the Town of Somers.")
    p(doc, "Signed: /s/ Andrea Whitlock\nAndrea Whitlock, P.E., NYS P.E. License No. 094418\n"
           "Hudson Ridge Engineering, PLLC        Date: March 3, 2025")

    h(doc, "14.0 Contractor Certification")
    p(doc, "Each contractor and subcontractor responsible for erosion and sediment control and post-construction "
           "practice installation shall sign the following statement before beginning work:")
    p(doc, "\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
           "Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or "
           "contribute to a violation of water quality standards.\"")
    table(doc, [["Name and title", "Firm, address and telephone", "Site", "Signature / date"],
                ["Robert Yannuzzi, Site Superintendent", "Yannuzzi Excavating Corp., 12 Miller Road, Mahopac, NY 10541, (845) 555-0172",
                 "Primrose Farm, Route 139, Somers", "/s/ R. Yannuzzi  2/28/2025"],
                ["", "", "", ""]],
          [1.6, 2.4, 1.4, 1.1])
    doc.save(path)


def build(outdir, tmp):
    minutes = os.path.join(tmp, "p1_minutes.pdf")
    build_minutes(minutes)
    docx = os.path.join(tmp, "p1_primrose_swppp.docx")
    build_swppp(docx, tmp)
    swppp = common.soffice_pdf(docx, tmp)
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.merge([minutes, swppp], out, title="Planning Board Minutes 2025-03-12 with Attachment A")
    S = "present"
    items = {i: S for i in common.SOMERS}
    items["93-6A(1)(k)"] = "missing"
    items["93-6A(3)(h)"] = "missing"
    items["93-6D"] = "missing"
    spec = {
        "checklist": "somers-ch93",
        "style": "planning board meeting minutes with the SWPPP read into the record and attached",
        "producer": "reportlab (minutes, bold simulated by double-drawn text) + LibreOffice from Word (SWPPP), merged with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 3.8, "project_type": "multifamily senior housing (93-6A(2)(c))",
                  "single_family": False, "impaired_water": True},
        "items": items,
        "evidence_quotes": {
            "93-6A(1)(a)": "Primrose Farm Holdings LLC proposes to construct a senior residence community of 24 dwelling units",
            "93-6A(1)(b)": "Figure 2 is the site map at 1 inch = 50 feet",
            "93-6A(1)(c)": "The Charlton unit is in hydrologic soil group B",
            "93-6A(1)(d)": "Construction will proceed in three phases. Not more than 5 acres will be disturbed at any one time",
            "93-6A(1)(e)": "Litter and construction debris will be collected daily",
            "93-6A(1)(f)": "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control",
            "93-6A(1)(g)": "Figure 3 shows the location of every erosion and sediment control practice",
            "93-6A(1)(h)": "Dimensions, materials, installation and operation and maintenance requirements:",
            "93-6A(1)(i)": "There are no stormwater discharges associated with industrial activity other than construction",
            "93-6A(1)(j)": "Minimum time in place",
            "93-6A(1)(l)": "The stabilized construction entrance SCE-1 is 40 feet long instead of the standard 50 feet",
            "93-6A(3)(b)": "Bioretention areas B-1 and B-2 receive sheet flow",
            "93-6A(3)(c)": "12.2 Locations and Sizes",
            "93-6A(3)(d)": "The analysis uses HydroCAD 10.20 with the NRCS TR-20 method",
            "93-6A(3)(e)": "Water quality volume (enhanced phosphorus, 1-year storm)",
            "93-6A(3)(f)": "12.5 Dimensions, Materials and Installation",
            "93-6A(3)(g)": "is responsible for the long-term operation and maintenance of B-1, B-2, P-1",
            "93-6A(3)(i)": "The agreement binds the owner and all subsequent landowners",
            "93-6B": "that the design of all stormwater management practices meets the requirements of",
        },
        "gaps": {
            "93-6A(1)(k)": "present for the wrong thing: Section 10.0 Inspections schedules inspection of the permanent practices (pond, bioretention, storm drains) only; no inspection schedule for the erosion and sediment control practices",
            "93-6A(3)(h)": "deferred: Section 12.7 says maintenance easements 'will be provided prior to final site plan approval'; none shown or recorded on the plan",
            "93-6D": "certification missing its training clause: Section 14.0 form has the penalty-of-law statement but omits the four-hour erosion and sediment control training clause (a contractor has signed it)",
        },
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": "3.8 acres disturbed, multifamily senior housing, so 93-6A(3) applies. Pages 1-3 are the Planning Board minutes "
                 "(reportlab; bold headings and 'MOTION' drawn twice, so the text layer may double them); the SWPPP "
                 "(LibreOffice) follows as Attachment A. Figures are raster images with captions in the text layer; "
                 "site map scale 1 in = 50 ft. The minutes' summary of the SWPPP is not itself evidence. Muscoot "
                 "Reservoir phosphorus TMDL basin per the plan (impaired_water true; changes no Somers item). "
                 "Section 11.0 identifies one deviation with reason and equivalence, so 93-6A(1)(l) is present. "
                 "Section 12.8 (agreement) gives the Town a right of entry, but no easement is shown or recorded on the plan, so 93-6A(3)(h) stays missing.",
    }
    spec = common.finish_labels(out, spec)
    headings = ["TOWN OF SOMERS PLANNING BOARD", "ATTENDANCE", "AGENDA", "STORMWATER POLLUTION PREVENTION PLAN",
                "1.0 Project Background", "3.0 Soils", "7.0 Erosion and Sediment Control Practices", "10.0 Inspections",
                "12.7 Maintenance Easements", "13.0 Preparer's Certification", "14.0 Contractor Certification"]
    return NAME, spec, headings
