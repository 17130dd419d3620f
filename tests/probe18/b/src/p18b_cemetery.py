"""Plan 1: Asharoken cemetery expansion - SWPPP adopted by a board of trustees' resolution,
content in lettered Schedules; pages 2, 8 and 13 scanned from yellow/green paper, RECEIVED stamp."""
import os, sys
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, PageBreak, Table, TableStyle, Flowable)
sys.path.insert(0, os.path.dirname(__file__))
import common

NAME = "p18b_cemetery"
S = ParagraphStyle("b", fontName="Times-Roman", fontSize=11, leading=14.2, spaceAfter=7)
SJ = ParagraphStyle("bj", parent=S, alignment=4)
H0 = ParagraphStyle("h0", fontName="Times-Bold", fontSize=14, leading=18, alignment=1, spaceAfter=4)
H1 = ParagraphStyle("h1", fontName="Times-Bold", fontSize=12.5, leading=16, alignment=1, spaceAfter=8, spaceBefore=4)
H2 = ParagraphStyle("h2", fontName="Times-Bold", fontSize=11, leading=14, spaceBefore=6, spaceAfter=4)
C = ParagraphStyle("c", parent=S, alignment=1)
SM = ParagraphStyle("sm", fontName="Times-Roman", fontSize=9.5, leading=11.5)

def P(t, st=SJ): return Paragraph(t, st)
def W(t): return P("<b>WHEREAS,</b> " + t)
def R(t, first=False):
    lead = "<b>NOW, THEREFORE, BE IT RESOLVED</b> " if first else "<b>BE IT FURTHER RESOLVED</b> "
    return P(lead + t)

def table(rows, widths, head=True, fs=9.5):
    data = [[Paragraph(str(c), ParagraphStyle("t", fontName="Times-Bold" if (head and r == 0) else "Times-Roman",
             fontSize=fs, leading=fs + 2)) for c in row] for r, row in enumerate(rows)]
    t = Table(data, colWidths=widths, repeatRows=1 if head else 0)
    st = [("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]
    if head: st.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e4e4e4")))
    t.setStyle(TableStyle(st))
    return t

class SitePlan(Flowable):
    def __init__(self): super().__init__(); self.width, self.height = 7.0 * inch, 7.3 * inch
    def draw(self):
        c = self.canv; W_, H_ = self.width, self.height
        c.setLineWidth(1.2); c.rect(0, 0, W_, H_)
        # title block strip at bottom
        c.rect(0, 0, W_, 1.0 * inch)
        c.setFont("Helvetica-Bold", 9); c.drawString(8, 0.83 * inch, "SCHEDULE B - SITE PLAN / EROSION AND SEDIMENT CONTROL PLAN")
        c.setFont("Helvetica", 7.5)
        c.drawString(8, 0.69 * inch, "NORTH SECTION EXPANSION, ASHAROKEN MEMORIAL CEMETERY, 410 ASHAROKEN AVENUE, VILLAGE OF ASHAROKEN, SUFFOLK CO., NY")
        c.drawString(8, 0.56 * inch, "SCALE: 1 in = 60 ft    CONTOUR INTERVAL 2 FT (NAVD88)    DRAWN: T.M.   CHECKED: D.R.H.   DATE: 09/22/2025")
        c.drawString(8, 0.43 * inch, "HARBORVIEW CIVIL DESIGN, PLLC  -  DWG SWP-1")
        ox, oy = 0.3 * inch, 1.25 * inch
        # property line
        c.setDash([8, 3, 2, 3]); c.setLineWidth(1.4)
        c.rect(ox, oy, 6.4 * inch, 5.75 * inch)
        c.setDash()
        c.setFont("Helvetica", 6.5)
        c.drawString(ox + 4, oy - 10, "PROPERTY LINE - TOTAL SITE AREA 4.35 AC (SCTM 0101-003.00-02.00-014.000)")
        # existing sections (south)
        c.setFillColor(colors.HexColor("#dcdcdc"))
        c.rect(ox + 0.2 * inch, oy + 0.2 * inch, 6.0 * inch, 2.2 * inch, fill=1, stroke=1)
        c.setFillColor(colors.black)
        c.setFont("Helvetica", 7)
        c.drawString(ox + 0.5 * inch, oy + 1.6 * inch, "EXISTING SECTIONS A-D (INTERMENTS) - AREA NOT TO BE DISTURBED")
        c.drawString(ox + 0.5 * inch, oy + 1.45 * inch, "EXISTING VEGETATION: MOWED TURF, SPECIMEN OAKS TO REMAIN")
        # existing drive
        c.setLineWidth(6); c.setStrokeColor(colors.HexColor("#9a9a9a"))
        c.line(ox + 3.2 * inch, oy, ox + 3.2 * inch, oy + 2.6 * inch)
        c.setStrokeColor(colors.black); c.setLineWidth(0.8)
        c.drawRightString(ox + 3.1 * inch, oy + 0.35 * inch, "EX. GRAVEL DRIVE FROM ASHAROKEN AVE.")
        # limit of disturbance
        lx, ly, lw, lh = ox + 0.6 * inch, oy + 2.6 * inch, 5.0 * inch, 2.9 * inch
        c.setDash(2, 2); c.setLineWidth(1.0); c.rect(lx, ly, lw, lh); c.setDash()
        c.drawString(lx + 4, ly + lh - 10, "LIMIT OF DISTURBANCE (LOD) - 1.41 AC")
        # proposed loop drive
        c.setLineWidth(5); c.setStrokeColor(colors.HexColor("#555555"))
        c.roundRect(lx + 0.6 * inch, ly + 0.6 * inch, 3.4 * inch, 1.7 * inch, 0.3 * inch)
        c.line(ox + 3.2 * inch, ly - 0.05 * inch, ox + 3.2 * inch, ly + 0.6 * inch)
        c.setStrokeColor(colors.black); c.setLineWidth(0.8)
        c.drawString(lx + 1.2 * inch, ly + 1.5 * inch, "PROPOSED SECTION E - 620 PLOTS")
        c.drawString(lx + 1.2 * inch, ly + 1.35 * inch, "PROP. 12 FT ASPHALT LOOP DRIVE (0.21 AC)")
        c.drawString(lx + 1.2 * inch, ly + 1.20 * inch, "PROP. COLUMBARIUM PAD 40 FT x 18 FT")
        # contours
        c.setDash(1, 2)
        for k, yy in enumerate([0.3, 1.0, 1.7, 2.4]):
            c.line(lx - 0.4 * inch, ly + yy * inch, lx + lw + 0.4 * inch, ly + yy * inch + 0.25 * inch)
            c.drawString(lx + lw + 0.2 * inch, ly + yy * inch + 0.3 * inch, f"EL {64 - 2 * k}")
        c.setDash()
        c.drawString(lx + 0.1 * inch, ly + 2.5 * inch, "EXISTING SLOPES 2-6%   FINAL SLOPES 1.5-5%, NONE STEEPER THAN 1V:4H")
        # silt fence
        c.setStrokeColor(colors.HexColor("#1a5a1a")); c.setLineWidth(1.3)
        c.setDash([6, 2, 1, 2])
        c.line(lx - 0.15 * inch, ly + lh + 0.15 * inch, lx - 0.15 * inch, ly - 0.05 * inch)
        c.line(lx - 0.15 * inch, ly + lh + 0.15 * inch, lx + lw + 0.15 * inch, ly + lh + 0.15 * inch)
        c.line(lx + lw + 0.15 * inch, ly + lh + 0.15 * inch, lx + lw + 0.15 * inch, ly - 0.05 * inch)
        c.setDash(); c.setStrokeColor(colors.black); c.setLineWidth(0.8)
        c.setFont("Helvetica-Bold", 6.8)
        c.drawString(lx - 0.12 * inch, ly + lh + 0.22 * inch, "SF: SILT FENCE, 1,120 LF TOTAL (WEST 300 LF, NORTH 520 LF, EAST 300 LF)")
        # construction entrance
        c.rect(ox + 3.05 * inch, oy + 2.25 * inch, 0.3 * inch, 0.35 * inch)
        c.drawString(ox + 3.45 * inch, oy + 2.32 * inch, "SCE: STAB. CONSTRUCTION ENTRANCE 50 x 20 FT, 6 IN STONE")
        # stockpile
        c.circle(lx + 4.55 * inch, ly + 2.35 * inch, 0.22 * inch)
        c.drawString(lx + 2.3 * inch, ly + 2.12 * inch, "TSP: TOPSOIL STOCKPILE (MAX 600 CY)")
        c.drawString(lx + 2.3 * inch, ly + 2.0 * inch, "WITH 140 LF PERIMETER SILT FENCE")
        # bioretention + swale
        c.setFillColor(colors.HexColor("#b8d4ee"))
        c.rect(lx + 0.1 * inch, ly + 0.1 * inch, 1.0 * inch, 0.4 * inch, fill=1)
        c.setFillColor(colors.black)
        c.drawString(lx + 0.12 * inch, ly + 0.25 * inch, "BIO-1")
        c.setFont("Helvetica", 6.5)
        c.drawString(lx + 1.2 * inch, ly + 0.28 * inch, "BIO-1: BIORETENTION 2,400 SF, 9 IN PONDING, 2.5 FT MEDIA")
        c.drawString(lx + 1.2 * inch, ly + 0.16 * inch, "GS-1: GRASS SWALE 210 LF TO BIO-1 (TEMP. SEDIMENT TRAP ST-1 DURING CONSTRUCTION)")
        c.drawString(lx + 1.2 * inch, ly + 0.04 * inch, "DP-1: DESIGN POINT / DISCHARGE - OVERFLOW TO EX. WEST SWALE")
        c.drawString(lx + 1.2 * inch, ly - 0.10 * inch, "20 FT MAINT. ACCESS (SEE SCHEDULE H)")
        # off-site / surface water note
        c.setFont("Helvetica", 6.5)
        c.drawString(8, 0.29 * inch,
                     "DRAINAGE: SHEET FLOW NORTH-WEST TO EX. SWALE; LONG ISLAND SOUND APPROX. 350 FT NORTH (OFF SHEET). NO WETLANDS ON OR NEAR SITE.")
        c.drawString(8, 0.16 * inch,
                     "NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS WILL BE USED.")
        # north arrow & scale bar
        nx, ny = W_ - 0.6 * inch, oy + 5.2 * inch
        c.line(nx, ny, nx, ny + 0.5 * inch); c.line(nx, ny + 0.5 * inch, nx - 0.08 * inch, ny + 0.35 * inch)
        c.line(nx, ny + 0.5 * inch, nx + 0.08 * inch, ny + 0.35 * inch); c.drawString(nx - 3, ny + 0.55 * inch, "N")
        c.setLineWidth(2); c.line(ox + 4.5 * inch, oy - 0.12 * inch, ox + 5.5 * inch, oy - 0.12 * inch); c.setLineWidth(0.8)
        c.drawString(ox + 4.5 * inch, oy - 0.22 * inch, "0        30        60 FT")
        # location map inset
        ix, iy = ox + 4.6 * inch, oy + 0.25 * inch
        c.setFillColor(colors.white); c.rect(ix, iy, 1.6 * inch, 1.05 * inch, fill=1); c.setFillColor(colors.black)
        c.setFont("Helvetica-Bold", 6); c.drawString(ix + 3, iy + 0.95 * inch, "LOCATION MAP (NTS)")
        c.setFont("Helvetica", 5.5)
        c.bezier(ix + 0.1 * inch, iy + 0.3 * inch, ix + 0.6 * inch, iy + 0.6 * inch, ix + 1.0 * inch, iy + 0.5 * inch, ix + 1.5 * inch, iy + 0.8 * inch)
        c.drawString(ix + 0.15 * inch, iy + 0.7 * inch, "LONG ISLAND SOUND")
        c.drawString(ix + 0.3 * inch, iy + 0.12 * inch, "NORTHPORT BAY")
        c.drawString(ix + 0.62 * inch, iy + 0.42 * inch, "* SITE")

class Details(Flowable):
    def __init__(self): super().__init__(); self.width, self.height = 7.0 * inch, 4.2 * inch
    def draw(self):
        c = self.canv
        c.rect(0, 0, self.width, self.height)
        c.line(3.5 * inch, 0, 3.5 * inch, self.height)
        c.setFont("Helvetica-Bold", 8)
        c.drawString(8, self.height - 14, "DETAIL 1 - SILT FENCE (NTS)")
        c.drawString(3.5 * inch + 8, self.height - 14, "DETAIL 2 - STABILIZED CONSTRUCTION ENTRANCE (NTS)")
        # silt fence section
        g = 1.2 * inch
        c.line(0.3 * inch, g, 3.2 * inch, g)
        c.setLineWidth(2); c.line(1.6 * inch, g - 0.55 * inch, 1.6 * inch, g + 1.15 * inch); c.setLineWidth(0.8)
        c.line(1.5 * inch, g - 0.35 * inch, 1.5 * inch, g + 0.95 * inch)
        c.line(1.5 * inch, g - 0.35 * inch, 1.1 * inch, g - 0.35 * inch)
        c.setFont("Helvetica", 6.5)
        for i, ln in enumerate(["2 IN x 2 IN HARDWOOD STAKES, 36 IN LONG,", "10 FT MAX. SPACING, 16 IN MIN. EMBEDMENT",
                                "WOVEN GEOTEXTILE, 36 IN WIDE, 24 IN MIN. ABOVE GRADE", "TOE-IN 6 IN DEEP x 6 IN WIDE TRENCH,",
                                "BACKFILL AND COMPACT", "FLOW ->"]):
            c.drawString(1.75 * inch, g + 1.0 * inch - i * 10, ln)
        c.drawString(0.3 * inch, 0.35 * inch, "REF. NYS STANDARDS AND SPECIFICATIONS FOR EROSION AND SEDIMENT CONTROL (2016), SILT FENCE")
        # SCE plan
        x0 = 3.8 * inch
        c.rect(x0, 1.4 * inch, 2.9 * inch, 1.2 * inch)
        c.drawString(x0 + 0.1 * inch, 2.3 * inch, "1.5 - 4 IN CRUSHED STONE (NYSDOT NO. 3/4), 6 IN THICK")
        c.drawString(x0 + 0.1 * inch, 2.15 * inch, "ON WOVEN GEOTEXTILE UNDERLAYMENT")
        c.drawString(x0 + 0.1 * inch, 1.95 * inch, "LENGTH 50 FT MIN.  WIDTH 20 FT MIN.")
        c.drawString(x0 + 0.1 * inch, 1.75 * inch, "MOUNTABLE BERM 1:3 WHERE DRIVE CROSSES SWALE")
        c.drawString(x0, 1.2 * inch, "ASHAROKEN AVE. / EX. DRIVE  <--")
        c.drawString(x0, 0.35 * inch, "REF. NYS STANDARDS, STABILIZED CONSTRUCTION ACCESS")

def build(out_dir):
    base = os.path.join(out_dir, "_base_" + NAME + ".pdf")
    final = os.path.join(out_dir, NAME + ".pdf")
    def foot(c, d):
        c.setFont("Times-Italic", 8.5)
        c.drawString(0.9 * inch, 0.5 * inch, "Resolution No. 2025-07 - Asharoken Memorial Cemetery Association, Inc.")
        c.drawRightString(7.6 * inch, 0.5 * inch, f"Page {d.page} of 14")
    doc = SimpleDocTemplate(base, pagesize=letter, leftMargin=0.9 * inch, rightMargin=0.9 * inch,
                            topMargin=0.8 * inch, bottomMargin=0.8 * inch, title="Resolution No. 2025-07",
                            author="Asharoken Memorial Cemetery Association, Inc.")
    s = []
    # ---------- page 1: resolution ----------
    s += [P("ASHAROKEN MEMORIAL CEMETERY ASSOCIATION, INC.", H0),
          P("410 Asharoken Avenue, Village of Asharoken, New York 11768", C),
          P("RESOLUTION NO. 2025-07 OF THE BOARD OF TRUSTEES", H1),
          P("<b>Adopting the Stormwater Pollution Prevention Plan for the North Section (Section E) Expansion and "
            "Authorizing its Submission to the Village of Asharoken Stormwater Management Officer</b>", C),
          P("Adopted at a regular meeting of the Board of Trustees held on September 30, 2025", C), Spacer(1, 6),
          W("the Asharoken Memorial Cemetery Association, Inc. (the \"Association\"), a cemetery corporation organized "
            "under Article 15 of the New York Not-for-Profit Corporation Law, owns and operates the cemetery located at "
            "410 Asharoken Avenue in the Village of Asharoken, Suffolk County, New York, comprising a total site area "
            "of 4.35 acres, of which approximately 2.6 acres are developed as Sections A through D; and"),
          W("the Association proposes to expand the cemetery into the undeveloped north portion of its property by "
            "constructing Section E, consisting of approximately 620 new burial plots, a 12-foot-wide asphalt loop "
            "drive of about 0.21 acre, a columbarium wall on a concrete pad, landscaping and a stormwater management "
            "system (the \"Project\"); and"),
          W("the Project will disturb approximately 1.41 acres of land and is therefore a land development activity "
            "under Chapter 44, Stormwater Management and Erosion and Sediment Control, of the Code of the Village of "
            "Asharoken, which requires a stormwater pollution prevention plan (SWPPP) meeting Section 44-8 before the "
            "Village will review the Association's application; and"),
          W("because the Project disturbs at least one but less than five acres and is not the construction of a "
            "single-family residence, it meets Condition C of Section 44-8B(2) and the SWPPP must also include "
            "post-construction stormwater runoff controls; and"),
          W("the Board retained Harborview Civil Design, PLLC, of Northport, New York, to prepare the SWPPP, and "
            "Dana R. Halloran, P.E., of that firm has prepared the plan and the schedules attached to this resolution; and"),
          W("the Board has reviewed the SWPPP at its meetings of August 26, 2025 and September 30, 2025 and finds that "
            "adopting it as the Association's plan, binding on the Association, its officers, staff and contractors, is "
            "in the best interest of the Association and its lot owners; and"),
          W("the Project is an unlisted action under the State Environmental Quality Review Act, and the Village "
            "Board of Trustees is expected to act as lead agency;"),
          PageBreak()]
    # ---------- page 2: resolved clauses (to be scanned, yellow) ----------
    s += [R("that the Board of Trustees of the Asharoken Memorial Cemetery Association, Inc. hereby adopts the "
            "Stormwater Pollution Prevention Plan for the Section E Expansion, consisting of Schedules A through J "
            "annexed hereto and made a part hereof; and", first=True),
          R("that the President is authorized to submit the SWPPP, together with the Association's application, to "
            "the Village of Asharoken Stormwater Management Officer; and"),
          R("that the Superintendent of Grounds shall keep a copy of the SWPPP at the cemetery office from the start "
            "of construction until final stabilization; and"),
          R("that no contract for site work on Section E shall be signed until the contractor has executed the "
            "acknowledgment in Schedule J; and"),
          R("that this resolution shall take effect immediately."), Spacer(1, 10),
          P("The foregoing resolution was moved by Trustee Lindqvist, seconded by Trustee Abernathy, and adopted by "
            "the following vote: Trustee Abernathy, aye; Trustee Castellano, aye; Trustee Lindqvist, aye; Trustee "
            "Okonkwo, aye; President Whitford, aye. Ayes 5, Nays 0, Absent 0."), Spacer(1, 14),
          P("<b>SECRETARY'S CERTIFICATE</b>", C),
          P("I, Margaret E. Sorensen, Secretary of the Asharoken Memorial Cemetery Association, Inc., certify that the "
            "foregoing is a true copy of a resolution duly adopted by the Board of Trustees at a meeting held on "
            "September 30, 2025, at which a quorum was present, and that it has not been modified or rescinded."),
          Spacer(1, 40), P("______________________________", S), P("Margaret E. Sorensen, Secretary", S),
          P("Dated: October 2, 2025          (Corporate Seal)", S),
          PageBreak()]
    # ---------- page 3: Schedule A ----------
    s += [P("SCHEDULE A", H1), P("PROJECT BACKGROUND, SOILS, RECEIVING WATERS AND EXISTING DATA", H1),
          P("A-1. Scope, location, type and size of the Project", H2),
          P("The Project is the expansion of an existing non-profit cemetery at 410 Asharoken Avenue (Suffolk County "
            "Tax Map 0101-003.00-02.00-014.000), on the north side of Asharoken Avenue in the Village of Asharoken. The "
            "work consists of clearing and grading about 1.41 acres of old field and scrub in the north part of the "
            "4.35-acre property, building an asphalt loop drive, setting a columbarium wall, preparing 620 burial plots "
            "in turf, and constructing a bioretention area with a grass swale. New impervious cover totals 0.24 acre "
            "(drive 0.21 acre, columbarium pad 0.02 acre, walks 0.01 acre). Construction is expected to start in "
            "April 2026 and to take about five months."),
          P("A-2. Soils", H2),
          P("The USDA-NRCS Soil Survey of Suffolk County maps two units in the disturbed area. Plymouth loamy sand, "
            "3 to 8 percent slopes (PlB), covers the north and west parts of the work area; it is deep, excessively "
            "drained outwash sand, hydrologic soil group A. Riverhead sandy loam, 3 to 8 percent slopes (RdB), covers "
            "the southeast part; it is deep and well drained, hydrologic soil group B. Two test holes dug on "
            "July 15, 2025 (TH-1 and TH-2, at the bioretention area) found 10 to 14 inches of loamy topsoil over "
            "brown medium to coarse sand to 12 feet, with no groundwater or mottling encountered. A falling-head test "
            "at TH-1 measured 8.5 inches per hour; a design rate of 4.0 inches per hour is used."),
          P("A-3. Receiving waters", H2),
          P("Runoff from the work area flows as sheet flow to the north-west and collects in an existing vegetated "
            "swale along the west property line, which discharges over the bluff face to Long Island Sound about "
            "350 feet north of the site. The receiving water is Long Island Sound. No part of the site drains to "
            "Duck Island Harbor or Northport Bay. There are no freshwater wetlands, tidal wetlands or streams on or "
            "next to the work area."),
          P("A-4. Existing data describing stormwater runoff at the site", H2),
          P("No stormwater sampling has ever been done at the site. The existing data are: (1) the test-hole and "
            "infiltration results above; (2) the existing-condition hydrology computed for this plan by the NRCS "
            "TR-55 method, which gives a runoff curve number of 43 for the work area and a 10-year, 24-hour peak "
            "discharge of 0.18 cfs at design point DP-1; and (3) observations by the Superintendent of Grounds during "
            "the storms of October 29, 2024 and May 6, 2025, when runoff from Sections A-D ponded briefly at the "
            "west swale but no gullying, channel erosion or off-site flow onto Asharoken Avenue was seen."),
          PageBreak()]
    # ---------- page 4: Schedule B site plan ----------
    s += [P("SCHEDULE B - SITE PLAN", H1), SitePlan(), PageBreak()]
    # ---------- page 5: Schedule C ----------
    s += [P("SCHEDULE C", H1), P("CONSTRUCTION PHASING AND SEQUENCE", H1),
          P("The Project will be built in a single phase. The total disturbance is 1.41 acres, so no more than five "
            "acres will be disturbed at any one time. Interments in Sections A-D continue during construction; the "
            "existing gravel drive is shared, and funeral traffic has priority."),
          P("C-1. Sequence of construction", H2),
          P("1. Hold a pre-construction meeting with the Superintendent of Grounds, the contractor and the "
            "Village SMO; notify the SMO at least 48 hours before the start of construction.<br/>"
            "2. Install the stabilized construction entrance, then the silt fence on the west, north and east sides "
            "of the limit of disturbance.<br/>"
            "3. Excavate temporary sediment trap ST-1 in the footprint of BIO-1 and rough-cut grass swale GS-1 to "
            "drain to it.<br/>"
            "4. Clear and grub the work area; chip brush on site; strip topsoil to the stockpile and ring it with "
            "silt fence.<br/>"
            "5. Rough grade the plot area and drive subgrade; seed and mulch areas not to be worked within 14 days.<br/>"
            "6. Install the water service line and irrigation sleeves; backfill trenches the same day.<br/>"
            "7. Pour the columbarium pad; place the drive base course and binder course.<br/>"
            "8. Fine grade, respread topsoil, seed and mulch the plot area.<br/>"
            "9. When the contributing area is stabilized, clean out ST-1 and convert it to BIO-1 (see Schedule D-4).<br/>"
            "10. Place the asphalt top course; remove silt fence and the construction entrance after 80 percent "
            "vegetative cover is achieved, and seed the disturbed strips."),
          P("C-2. Implementation schedule for temporary erosion and sediment control practices", H2),
          table([["Practice", "Initial placement", "Remains in place until"],
                 ["Stabilized construction entrance (SCE)", "Day 1, before any clearing", "Drive base course is placed (about week 12)"],
                 ["Silt fence (SF), 1,120 LF", "Days 1-2, before clearing and grubbing", "80% uniform perennial cover on the plot area"],
                 ["Temporary sediment trap ST-1", "Days 2-3, before rough grading", "Contributing area stabilized; converted to BIO-1"],
                 ["Topsoil stockpile silt fence, 140 LF", "When stripping begins", "Stockpile is fully respread"],
                 ["Temporary seeding and mulch", "Within 14 days on areas idle 14 days or more", "Permanent seeding"],
                 ["Dust control (water)", "As needed from day 1", "Final stabilization"]],
                [2.3 * inch, 2.2 * inch, 2.4 * inch]),
          PageBreak()]
    # ---------- page 6: Schedule D ----------
    s += [P("SCHEDULE D", H1), P("EROSION AND SEDIMENT CONTROL MEASURES", H1),
          P("All practices follow the New York State Standards and Specifications for Erosion and Sediment Control "
            "(November 2016). Locations, sizes and lengths are shown on Schedule B; details are on the next page."),
          P("D-1. Stabilization and runoff control by stage", H2),
          table([["Stage", "Temporary measures", "Permanent measures"],
                 ["Clearing and grubbing", "SCE, silt fence, sediment trap ST-1, dust control", "-"],
                 ["Rough grading", "Temporary seeding (ryegrass 40 lb/ac) and straw mulch 2 tons/ac on idle areas; swale GS-1 lined with erosion control blanket", "-"],
                 ["Utilities and paving", "Same-day trench backfill; inlet-free drive graded to sheet flow", "Asphalt drive, concrete pad"],
                 ["Final grading and closeout", "Mulch until cover is established", "Topsoil 6 in, turf seed mix, BIO-1 planting, GS-1 sod"]],
                [1.5 * inch, 3.0 * inch, 2.4 * inch]),
          P("D-2. Specifications", H2),
          P("<b>Silt fence:</b> woven geotextile 36 inches wide, at least 24 inches above grade, on 2 x 2 inch hardwood "
            "stakes 36 inches long at 10 feet maximum spacing, toe buried in a 6 x 6 inch trench. "
            "<b>Stabilized construction entrance:</b> 50 feet long, 20 feet wide, 6 inches of 1.5 to 4 inch crushed "
            "stone on woven geotextile. <b>Temporary sediment trap ST-1:</b> excavated trap sized for 3,600 cubic feet "
            "per acre of drainage area; the 1.41-acre contributing area needs 5,076 cubic feet, and the trap provides "
            "5,200 cubic feet (60 by 30 feet at the bottom, 3 feet deep, 2:1 side slopes) with a 4-foot crushed-stone "
            "outlet. <b>Erosion control blanket:</b> single-net straw blanket, stapled 1.5 staples per square yard."),
          P("D-3. Structural practices that divert, store or limit runoff from exposed soils", H2),
          P("Grass swale GS-1 is cut first and intercepts runoff from the graded plot area, carrying it to the "
            "sediment trap ST-1, which stores the runoff and lets sediment settle before discharge through the stone "
            "outlet to the west swale. The silt fence on the downslope sides limits sheet-flow discharge from exposed "
            "areas. No runoff from exposed soil leaves the site without passing through one of these practices."),
          P("D-4. Temporary practices converted to permanent control measures", H2),
          P("Sediment trap ST-1 is excavated in the footprint of bioretention area BIO-1. After the plot area is "
            "stabilized, accumulated sediment is removed, the trap is over-excavated 12 inches below the BIO-1 "
            "subgrade to remove silted soil, and BIO-1 is built as detailed in Schedule G. The temporary swale GS-1 "
            "becomes the permanent grass swale once it is fine graded and sodded."),
          PageBreak()]
    # ---------- page 7: details ----------
    s += [P("SCHEDULE D (continued) - STANDARD DETAILS", H1), Details(), Spacer(1, 10),
          P("Detail notes: silt fence joints are overlapped 6 inches and wrapped around a common stake. The "
            "construction entrance stone is placed on geotextile lapped 12 inches. Erosion control blanket in GS-1 "
            "runs parallel to the flow line with 6-inch overlaps shingled downstream."),
          PageBreak()]
    # ---------- page 8: Schedule E (scan, yellow) ----------
    s += [P("SCHEDULE E", H1), P("POLLUTION PREVENTION AND MATERIALS MANAGEMENT", H1),
          P("E-1. Litter, construction chemicals and debris", H2),
          P("A covered roll-off container for construction debris will be kept at the staging area by the "
            "existing drive. Litter will be picked up daily. Chipped brush stays on site as mulch; stumps are "
            "hauled off. No burning is allowed. Concrete trucks wash out only into a lined washout pit next to "
            "the staging area; hardened concrete is removed before final grading."),
          P("E-2. Materials stored on site and storage practices", H2),
          P("Materials expected on site: diesel fuel in the contractor's 100-gallon double-walled transfer tank, "
            "hydraulic oil, bagged seed and fertilizer, curing compound, and stone and sand. Fuel, oil and "
            "chemicals are kept in the locked cemetery maintenance garage or under cover on pallets. Seed and "
            "fertilizer are kept indoors. Stone and sand piles are placed inside the silt fence. The inventory "
            "will be updated whenever a new material is brought to the site."),
          P("E-3. Spill prevention and response", H2),
          P("Equipment is fueled only at the staging area, over a drip pan. A spill kit with absorbent pads and "
            "booms is kept at the staging area. Any spill is contained at once, cleaned up with absorbent, and "
            "reported to the Superintendent of Grounds. Spills of petroleum are reported to the NYSDEC Spill "
            "Hotline (1-800-457-7362) within two hours."),
          PageBreak()]
    # ---------- page 9: Schedule F ----------
    s += [P("SCHEDULE F", H1), P("MAINTENANCE SCHEDULE", H1),
          P("The Association's grounds staff will maintain the permanent stormwater practices as follows. "
            "Maintenance is recorded in the cemetery grounds log."),
          table([["Practice", "Task", "Frequency"],
                 ["Bioretention area BIO-1", "Inspect for ponding longer than 48 hours, erosion and dead plants", "Monthly April-October, and after storms of 1 inch or more"],
                 ["Bioretention area BIO-1", "Remove trash and sediment; replace mulch (3 in)", "Each spring"],
                 ["Bioretention area BIO-1", "Replace dead plants; prune", "Each spring and fall"],
                 ["Bioretention area BIO-1", "Test media for clogging; replace top 3 in of media if drawdown exceeds 48 hours", "Every 3 years or as needed"],
                 ["Grass swale GS-1", "Mow to 4-6 in; reseed bare spots", "Monthly in the growing season"],
                 ["Grass swale GS-1", "Remove sediment deeper than 2 in", "Annually"],
                 ["Asphalt loop drive", "Sweep sand and leaves", "Spring and fall"]],
                [1.7 * inch, 3.1 * inch, 2.1 * inch]),
          Spacer(1, 8),
          P("An inspection by a qualified professional will be made each year in May and a report sent to the "
            "Village SMO by June 30."),
          PageBreak()]
    # ---------- page 10: Schedule G ----------
    s += [P("SCHEDULE G", H1), P("POST-CONSTRUCTION STORMWATER MANAGEMENT", H1),
          P("G-1. Practices", H2),
          P("<b>Bioretention area BIO-1</b> receives runoff from the loop drive, the columbarium pad and 1.1 "
            "acres of turf through grass swale GS-1. It treats the water quality volume by filtering and infiltrates "
            "it into the sand below. <b>Grass swale GS-1</b> is a 210-foot vegetated swale that conveys runoff to "
            "BIO-1 and provides pretreatment. Both are located on Schedule B."),
          P("G-2. Dimensions, materials and installation", H2),
          table([["Item", "BIO-1 bioretention", "GS-1 grass swale"],
                 ["Size", "2,400 sf surface (80 ft x 30 ft)", "210 LF, 4 ft bottom, 3:1 side slopes"],
                 ["Depths", "9 in ponding; 3 in mulch; 2.5 ft filter media", "1.0 ft deep; slope 1.0%"],
                 ["Materials", "Media: 85-88% sand, 8-12% fines, 3-5% organic; no underdrain (infiltration in HSG A)", "Topsoil 6 in, sod"],
                 ["Overflow", "12 ft stone-lined spillway at EL 55.75 to ex. west swale (DP-1)", "-"],
                 ["Installation", "Build only after contributing area is stabilized; excavate with track equipment working outside the cell; no compaction of the floor; scarify 6 in", "Fine grade; sod laid perpendicular to flow and staked"]],
                [1.2 * inch, 3.3 * inch, 2.4 * inch]),
          Spacer(1, 6),
          P("G-3. Water quality volume", H2),
          P("WQv = (P)(Rv)(A)/12 with P = 1.3 inches (90 percent rainfall), impervious fraction 0.17 of the 1.41-acre "
            "drainage area, Rv = 0.05 + 0.009(17) = 0.203. WQv = 1.3 x 0.203 x 1.41 / 12 = 0.031 acre-feet = "
            "1,350 cubic feet. BIO-1 stores 1,800 cubic feet in the ponding zone and 40 percent media voids, "
            "exceeding WQv; infiltration of the full WQv also meets runoff reduction."),
          PageBreak()]
    # ---------- page 11: Schedule G cont. hydrology ----------
    s += [P("SCHEDULE G (continued) - HYDROLOGIC AND HYDRAULIC ANALYSIS", H1),
          P("The work area (1.41 acres) was modeled to design point DP-1 with the NRCS TR-20 method (HydroCAD 10.2), "
            "Type III 24-hour storms, Suffolk County rainfall of 2.8, 4.6 and 7.2 inches for the 1-, 10- and 100-year "
            "events. Pre-development cover is old field and scrub in good condition (CN 43); post-development cover is "
            "turf, drive and pad (CN 52). BIO-1 was routed with its stage-storage and the exfiltration rate of 4.0 "
            "in/hr over the cell floor; the spillway was routed as a broad-crested weir."),
          table([["Storm", "Pre-development peak at DP-1", "Post-development peak at DP-1", "BIO-1 peak stage", "Change"],
                 ["1-year, 2.8 in", "0.00 cfs", "0.00 cfs", "EL 55.12", "none"],
                 ["10-year, 4.6 in", "0.18 cfs", "0.05 cfs", "EL 55.58", "-72%"],
                 ["100-year, 7.2 in", "1.12 cfs", "0.84 cfs", "EL 55.94", "-25%"]],
                [1.2 * inch, 1.6 * inch, 1.6 * inch, 1.2 * inch, 0.9 * inch]),
          Spacer(1, 8),
          P("G-4. Comparison of post-development with pre-development conditions", H2),
          P("Post-development peak discharges at DP-1 are equal to or less than pre-development peaks for all three "
            "storms, and runoff volume leaving the site in the 10-year storm falls from 0.021 to 0.006 acre-feet "
            "because BIO-1 infiltrates. The 100-year storm overtops the spillway by 2 inches with 0.25 feet of "
            "freeboard to the top of berm. Flow paths do not change: all runoff still reaches the west swale."),
          PageBreak()]
    # ---------- page 12: Schedule H ----------
    s += [P("SCHEDULE H", H1), P("RESPONSIBILITIES, EASEMENT AND MAINTENANCE AGREEMENT", H1),
          P("H-1. SWPPP implementation responsibilities", H2),
          table([["Part of the site / task", "Responsible party"],
                 ["Section E work area, staging area and construction entrance: installing, maintaining and removing all temporary controls", "Site contractor (Bayview Site Works, Inc.)"],
                 ["Columbarium pad and wall", "Monument subcontractor, under the site contractor"],
                 ["Existing Sections A-D and the shared drive during construction", "Association, Superintendent of Grounds (Paul Varga)"],
                 ["Inspections every seven days and after storms of 0.5 in or more", "Qualified professional: Harborview Civil Design, PLLC"],
                 ["BIO-1, GS-1 and drive after final stabilization", "Association, Superintendent of Grounds"]],
                [4.3 * inch, 2.6 * inch]),
          P("H-2. Maintenance easement", H2),
          P("A maintenance easement giving the Village access to BIO-1 and GS-1 will be prepared by the Association's "
            "counsel and provided prior to final plan approval."),
          P("H-3. Inspection and maintenance agreement", H2),
          P("The Association will execute the Village's Stormwater Management Facility Maintenance Agreement before "
            "final plan approval. Under it the Association, and every later owner of the property, must inspect and "
            "maintain BIO-1 and GS-1 as set out in Schedule F, allow Village inspection, and repay the Village if it "
            "must do the work. The agreement will be recorded in the Office of the Suffolk County Clerk as a deed "
            "restriction and is binding on all subsequent landowners."),
          PageBreak()]
    # ---------- page 13: Schedule I (scan, green) ----------
    s += [P("SCHEDULE I", H1), P("CERTIFICATION OF THE PROFESSIONAL ENGINEER", H1), Spacer(1, 10),
          P("I, Dana R. Halloran, a professional engineer licensed in the State of New York, prepared this "
            "stormwater pollution prevention plan, consisting of Schedules A through J. I certify that the "
            "design of all stormwater management practices meet the requirements of Chapter 44 of the Code of the "
            "Village of Asharoken."),
          Spacer(1, 50), P("______________________________", S),
          P("Dana R. Halloran, P.E.<br/>NYS P.E. License No. 091447<br/>Harborview Civil Design, PLLC<br/>"
            "62 Main Street, Northport, NY 11768  (631) 555-0148", S),
          P("Date: September 22, 2025", S), Spacer(1, 30), P("(P.E. seal)", S),
          PageBreak()]
    # ---------- page 14: Schedule J ----------
    s += [P("SCHEDULE J", H1), P("CONTRACTOR ACKNOWLEDGMENT", H1),
          P("Each contractor and subcontractor who will disturb soil or install a stormwater practice on Section E "
            "shall complete this acknowledgment before starting work."),
          table([["", "Contractor", "Subcontractor"],
                 ["Name of signer", "Rafael Quintero", ""],
                 ["Title", "Project Manager", ""],
                 ["Firm", "Bayview Site Works, Inc.", ""],
                 ["Firm address", "18 Fort Salonga Road, Northport, NY 11768", ""],
                 ["Telephone", "(631) 555-0193", ""],
                 ["Site", "Section E, 410 Asharoken Avenue, Asharoken", ""],
                 ["Responsible for", "Site work, all temporary controls, BIO-1", ""],
                 ["Signature", "/s/ Rafael Quintero", ""],
                 ["Date", "October 6, 2025", ""]],
                [1.5 * inch, 3.0 * inch, 2.4 * inch]),
          ]
    doc.build(s, onFirstPage=foot, onLaterPages=foot)
    stamp = ["RECEIVED", "OCT 14 2025", "VILLAGE OF ASHAROKEN", "BUILDING DEPARTMENT"]
    common.replace_with_scans(base, final, {
        2: dict(paper=(250, 240, 150), stamp=(4.6, 7.6, stamp), angle=0.6, seed=2, signature=(1.0, 7.9, "Margaret E. Sorensen")),
        8: dict(paper=(250, 241, 158), stamp=(5.0, 1.0, stamp), angle=-0.5, seed=8),
        13: dict(paper=(205, 235, 195), stamp=(4.4, 3.0, stamp), angle=0.4, seed=13, signature=(1.0, 3.45, "Dana R. Halloran")),
    })
    os.remove(base)
    return final

SPEC = {
    "checklist": "asharoken-ch44",
    "style": "board of trustees' resolution adopting the SWPPP, content as lettered Schedules A-J",
    "producer": "reportlab; pages 2, 8 and 13 rasterised to look scanned from yellow/green paper with a RECEIVED stamp (img2pdf, no text layer)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.41, "project_type": "cemetery expansion (burial section, loop drive, columbarium)",
              "single_family": False, "impaired_water": False, "condition": "C"},
    "items": {},
    "evidence": {
        "44-8B(1)(a)": ("The Project is the expansion of an existing non-profit cemetery at 410 Asharoken Avenue", 3),
        "44-8B(1)(b)": ("SCALE: 1 in = 60 ft", 4),
        "44-8B(1)(c)": ("drained outwash sand, hydrologic soil group A.", 3),
        "44-8B(1)(d)": ("The Project will be built in a single phase.", 5),
        "44-8B(1)(e)": ("Litter will be picked up daily.", 8),
        "44-8B(1)(f)": ("A spill kit with absorbent pads and booms is kept at the staging area.", 8),
        "44-8B(1)(g)": ("Temporary seeding (ryegrass 40 lb/ac) and straw", 6),
        "44-8B(1)(h)": ("SF: SILT FENCE, 1,120 LF TOTAL (WEST 300 LF, NORTH 520 LF, EAST 300 LF)", 4),
        "44-8B(1)(i)": ("36 inches long at 10 feet maximum spacing, toe buried in a 6 x 6 inch trench.", 6),
        "44-8B(1)(j)": ("Sediment trap ST-1 is excavated in the footprint of bioretention area BIO-1.", 6),
        "44-8B(1)(k)": ("C-2. Implementation schedule for temporary erosion and sediment control practices", 5),
        "44-8B(1)(m)": ("The receiving water is Long Island Sound.", 3),
        "44-8B(1)(n)": ("Site contractor (Bayview Site Works, Inc.)", 12),
        "44-8B(1)(o)": ("Grass swale GS-1 is cut first and intercepts runoff from the graded plot area", 6),
        "44-8B(1)(p)": ("method, which gives a runoff curve number of 43 for the work area and a 10-year, 24-hour peak discharge", 3),
        "44-8B(3)(b)": ("Bioretention area BIO-1 receives runoff from the loop drive", 10),
        "44-8B(3)(c)": ("BIO-1: BIORETENTION 2,400 SF, 9 IN PONDING, 2.5 FT MEDIA", 4),
        "44-8B(3)(d)": ("BIO-1 was routed with its stage-storage", 11),
        "44-8B(3)(e)": ("Post-development peak discharges at DP-1 are equal to or less than pre-development peaks for all three", 11),
        "44-8B(3)(f)": ("2,400 sf surface (80 ft x 30 ft)", 10),
        "44-8B(3)(g)": ("Inspect for ponding longer than 48 hours", 9),
        "44-8B(3)(i)": ("restriction and is binding on all subsequent landowners.", 12),
        "44-8C": ("design of all stormwater management practices meet the requirements of Chapter 44", 13),
    },
    "gaps": {
        "44-8B(1)(l)": "wrong thing: Schedule F 'Maintenance Schedule' (p. 9) covers only the permanent practices (BIO-1, GS-1, drive); no maintenance schedule for the silt fence, construction entrance or sediment trap ST-1 anywhere (H-1 on p. 12 gives only the inspection frequency)",
        "44-8B(3)(h)": "deferred: Schedule H-2 (p. 12) says the maintenance easement 'will be prepared by the Association's counsel and provided prior to final plan approval'; no easement is shown on the Schedule B plan (only a '20 FT MAINT. ACCESS' note)",
        "44-8E": "certification missing its statement: Schedule J 'Contractor Acknowledgment' (p. 14) has name, title, firm, address, phone, site, signature and date but no certification statement",
    },
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": "1.41 ac disturbed, not single-family: a land development activity under 44-3 meeting Condition C, so 44-8B(3) applies. "
             "Pages 2, 8 and 13 are image-only scans on coloured paper with a RECEIVED stamp overlapping text; their quotes are tesseract output. "
             "44-8B(3)(i) is counted present under the Conventions: the plan states who maintains, that the agreement binds all subsequent landowners and that it is recorded with the County Clerk, although it is executed later. "
             "44-8C is on the scanned page 13 (licence number, hand signature). Schedule H-1 lists inspections every seven days, which is not a maintenance schedule for the E&SC practices.",
}
for _iid in common.item_ids(SPEC["checklist"]):
    SPEC["items"][_iid] = "missing" if _iid in SPEC["gaps"] else "present"

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    print(build(out))
