"""Plan 1: contractor's SOP binder (Somers), reportlab, encrypted with pikepdf."""
import os
import pikepdf
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from reportlab.lib.colors import black, white, Color
from common import Writer, GREY, LIGHT

NAME = "p10a_somers_route100_selfstorage"
TOTAL = 22
SITE = "Somers Self Storage, 3150 Route 100, Somers, NY 10589"
BLUE = Color(0.15, 0.3, 0.6)
WATER = Color(0.62, 0.78, 0.92)
GREEN = Color(0.75, 0.87, 0.7)


def chrome(w):
    c = w.c
    c.setFillColor(BLUE)
    c.rect(0, w.H - 30, w.W, 30, stroke=0, fill=1)
    c.setFillColor(white)
    c.setFont("Helvetica-Bold", 9)
    c.drawString(54, w.H - 19, "HOLLOWBROOK SITE CONSTRUCTORS, INC.  |  STORMWATER SOP BINDER")
    c.drawRightString(w.W - 54, w.H - 19, "Job 24-031  Somers Self Storage")
    c.setFillColor(black)
    c.setFont("Helvetica", 7.5)
    c.setStrokeColor(GREY)
    c.line(54, 44, w.W - 54, 44)
    c.drawString(54, 33, "Binder Rev. 2  |  Controlled copy No. 1 (job trailer)  |  Uncontrolled when printed")
    c.drawRightString(w.W - 54, 33, "Page %d of %d" % (w.page, TOTAL))
    c.setStrokeColor(black)


def sop_block(w, num, title, rev, eff, purpose, scope, resp):
    """The standard SOP header box plus Purpose / Scope / Responsibilities."""
    c = w.c
    w.need(60)
    top = w.y
    c.setLineWidth(1)
    c.rect(w.left, top - 44, w.width, 44)
    c.setFillColor(LIGHT)
    c.rect(w.left, top - 44, 118, 44, stroke=1, fill=1)
    c.setFillColor(black)
    c.setFont("Helvetica-Bold", 14)
    c.drawString(w.left + 8, top - 27, num)
    c.setFont("Helvetica-Bold", 12)
    c.drawString(w.left + 128, top - 18, title)
    c.setFont("Helvetica", 8)
    c.drawString(w.left + 128, top - 34, "Revision %s   |   Effective %s   |   Owner: Project Superintendent" % (rev, eff))
    w.headings.append((w.page, num))
    w.headings.append((w.page, title))
    w.y = top - 52
    w.heading("1. Purpose", size=10.5, space=2, record=False)
    w.para(purpose, size=9.5)
    w.heading("2. Scope", size=10.5, space=2, record=False)
    w.para(scope, size=9.5)
    w.heading("3. Responsibilities", size=10.5, space=2, record=False)
    w.para(resp, size=9.5)
    w.heading("4. Procedure", size=10.5, space=2, record=False)


def records(w, text, revs):
    w.heading("5. Records", size=10.5, space=2, record=False)
    w.para(text, size=9.5)
    w.table([["Rev", "Date", "Description of change", "By", "Approved"]] + revs,
            [34, 62, 270, 60, 78], size=7.5, after=4)


REV0 = ["0", "03/04/2024", "Issued for Planning Board review", "DMK", "T. Brannigan"]
REV1 = ["1", "05/13/2024", "Revised per Town Engineer memo of 04/22/2024", "DMK", "T. Brannigan"]
REV2 = ["2", "06/24/2024", "Issued for construction", "DMK", "T. Brannigan"]


def draw_location_map(c, x, y, w, h):
    c.setFillColor(Color(0.96, 0.95, 0.9))
    c.rect(x, y, w, h, stroke=1, fill=1)
    # reservoir
    c.setFillColor(WATER)
    p = c.beginPath()
    p.moveTo(x + w * 0.55, y + h * 0.05)
    p.curveTo(x + w * 0.7, y + h * 0.25, x + w * 0.95, y + h * 0.2, x + w * 0.98, y + h * 0.42)
    p.lineTo(x + w * 0.98, y + h * 0.02)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setStrokeColor(Color(0.3, 0.5, 0.8))
    c.setLineWidth(1.2)
    c.bezier(x + w * 0.62, y + h * 0.46, x + w * 0.66, y + h * 0.35, x + w * 0.6, y + h * 0.22, x + w * 0.68, y + h * 0.12)
    c.setLineWidth(0.8)
    c.bezier(x + w * 0.5, y + h * 0.5, x + w * 0.55, y + h * 0.48, x + w * 0.58, y + h * 0.47, x + w * 0.62, y + h * 0.46)
    # roads
    c.setStrokeColor(Color(0.7, 0.2, 0.2))
    c.setLineWidth(3)
    c.line(x + w * 0.35, y, x + w * 0.45, y + h)
    c.setLineWidth(2)
    c.line(x, y + h * 0.7, x + w, y + h * 0.78)
    c.line(x + w * 0.2, y, x + w * 0.05, y + h)
    c.setFillColor(black)
    c.setFont("Helvetica-Bold", 8)
    c.drawString(x + w * 0.39, y + h * 0.9, "NY ROUTE 100")
    c.drawString(x + w * 0.7, y + h * 0.79, "ROUTE 202")
    c.drawString(x + w * 0.72, y + h * 0.08, "MUSCOOT RESERVOIR")
    c.setFont("Helvetica", 7)
    c.drawString(x + w * 0.64, y + h * 0.3, "unnamed tributary")
    c.drawString(x + w * 0.64, y + h * 0.26, "to Muscoot River")
    # site
    c.setFillColor(Color(0.95, 0.3, 0.2))
    c.circle(x + w * 0.47, y + h * 0.5, 9, stroke=1, fill=1)
    c.setFillColor(black)
    c.setFont("Helvetica-Bold", 8)
    c.drawString(x + w * 0.47 - 70, y + h * 0.5 + 14, "PROJECT SITE (4.31 AC)")
    c.setStrokeColor(black)
    c.setLineWidth(0.5)


def site_base(c, x, y, s):
    """Parcel, buildings and soils for the site maps; s = points per foot."""
    P = lambda fx, fy: (x + fx * s, y + fy * s)
    # parcel 520 x 360 ft
    c.setLineWidth(1.2)
    c.setDash([8, 3, 2, 3])
    c.rect(x, y, 520 * s, 360 * s)
    c.setDash()
    # soils boundaries
    c.setStrokeColor(Color(0.55, 0.35, 0.1))
    c.setLineWidth(0.7)
    c.setDash(2, 2)
    c.bezier(*P(300, 0), *P(320, 120), *P(280, 250), *P(310, 360))
    c.bezier(*P(430, 0), *P(450, 100), *P(420, 220), *P(440, 360))
    c.setDash()
    c.setFillColor(Color(0.55, 0.35, 0.1))
    c.setFont("Helvetica-Bold", 8)
    c.drawString(*P(20, 330), "ChB")
    c.drawString(*P(330, 330), "PnC")
    c.drawString(*P(470, 330), "Sh")
    c.setFillColor(black)
    c.setStrokeColor(black)
    # buildings
    c.setFillColor(Color(0.8, 0.8, 0.8))
    for bx, by, bw, bh, lab in [(60, 220, 240, 60, "BUILDING A 14,400 SF"), (60, 120, 240, 60, "BUILDING B 14,400 SF"),
                                (60, 30, 215, 60, "BUILDING C 12,800 SF")]:
        c.rect(*P(bx, by), bw * s, bh * s, stroke=1, fill=1)
        c.setFillColor(black)
        c.setFont("Helvetica", 6.5)
        c.drawString(*P(bx + 10, by + 25), lab)
        c.setFillColor(Color(0.8, 0.8, 0.8))
    c.setFillColor(black)
    # access drive
    c.setLineWidth(0.6)
    c.line(*P(0, 195), *P(330, 195))
    c.line(*P(0, 215), *P(330, 215))
    c.setFont("Helvetica", 6.5)
    c.drawString(*P(5, 203), "ACCESS DRIVE 24 FT")
    # Route 100 along west edge
    c.setLineWidth(2)
    c.line(*P(-40, -10), *P(-40, 370))
    c.setFont("Helvetica-Bold", 7)
    c.saveState()
    c.translate(*P(-48, 120))
    c.rotate(90)
    c.drawString(0, 0, "NY ROUTE 100")
    c.restoreState()
    # stream east side
    c.setStrokeColor(Color(0.3, 0.5, 0.8))
    c.setLineWidth(1.4)
    c.bezier(*P(505, 360), *P(490, 250), *P(515, 120), *P(500, 0))
    c.setStrokeColor(black)
    c.setLineWidth(0.5)


def draw_esc_map(c, x, y, s):
    site_base(c, x, y, s)
    P = lambda fx, fy: (x + fx * s, y + fy * s)
    # limit of disturbance
    c.setStrokeColor(Color(0.9, 0.4, 0.0))
    c.setLineWidth(1.4)
    c.setDash(10, 4)
    c.rect(*P(10, 10), 400 * s, 300 * s)
    c.setDash()
    # silt fence
    c.setStrokeColor(black)
    c.setLineWidth(1)
    c.setDash(1, 2)
    c.line(*P(415, 5), *P(415, 315))
    c.line(*P(10, 5), *P(415, 5))
    c.line(*P(10, 315), *P(415, 315))
    c.setDash()
    c.setFont("Helvetica-Bold", 6.5)
    c.drawString(*P(418, 160), "SF-1 (310 LF)")
    c.drawString(*P(150, -8), "SF-2 SILT FENCE (405 LF)")
    c.drawString(*P(150, 320), "SF-3 SILT FENCE (405 LF)")
    # diversion swale
    c.setStrokeColor(Color(0.1, 0.5, 0.2))
    c.setLineWidth(1.2)
    c.line(*P(395, 300), *P(395, 60))
    c.drawString(*P(340, 250), "DS-1 (240 LF)")
    # sediment trap
    c.setFillColor(Color(0.85, 0.75, 0.55))
    c.rect(*P(360, 20), 45 * s, 30 * s, stroke=1, fill=1)
    c.setFillColor(black)
    c.drawString(*P(330, 55), "ST-1 TRAP 6,900 CF")
    # construction entrance
    c.setFillColor(Color(0.6, 0.6, 0.6))
    c.rect(*P(10, 195), 50 * s, 20 * s, stroke=1, fill=1)
    c.setFillColor(black)
    c.drawString(*P(12, 183), "SCE-1 50 x 24 FT")
    # stockpile
    c.circle(*P(340, 150), 15 * s, stroke=1, fill=0)
    c.drawString(*P(322, 128), "TS-1 STOCKPILE")
    c.drawString(*P(320, 95), "CW-1 WASHOUT")
    c.rect(*P(330, 103), 12 * s, 12 * s)
    for i, (ix, iy) in enumerate([(80, 205), (200, 205), (300, 205), (180, 110)]):
        c.rect(*P(ix, iy), 6 * s, 6 * s, stroke=1, fill=1)
        c.drawString(*P(ix + 8, iy + 2), "IP-%d" % (i + 1))
    c.setStrokeColor(black)
    c.setLineWidth(0.5)


def draw_pc_map(c, x, y, s):
    site_base(c, x, y, s)
    P = lambda fx, fy: (x + fx * s, y + fy * s)
    c.setFillColor(GREEN)
    c.rect(*P(335, 210), 70 * s, 45 * s, stroke=1, fill=1)
    c.setFillColor(WATER)
    c.ellipse(*P(345, 30), *P(440, 110), stroke=1, fill=1)
    c.setFillColor(black)
    c.setFont("Helvetica-Bold", 6.5)
    c.drawString(*P(337, 260), "BR-1 BIORETENTION 3,150 SF")
    c.drawString(*P(347, 115), "P-1 WET EXT. DETENTION POND")
    c.drawString(*P(347, 67), "PERMANENT POOL 5,480 SF")
    c.drawString(*P(350, 20), "OUTLET OCS-1 / DP-1")
    # easement hatch
    c.setStrokeColor(Color(0.5, 0.1, 0.5))
    c.setDash(3, 2)
    c.rect(*P(325, 15), 125 * s, 255 * s)
    c.setDash()
    c.setFillColor(Color(0.5, 0.1, 0.5))
    c.drawString(*P(452, 140), "20 FT ACCESS")
    c.drawString(*P(452, 130), "& MAINT. EASEMENT")
    c.setFillColor(black)
    c.setStrokeColor(black)


def north_scale(c, x, y, s, feet=100):
    c.setLineWidth(1)
    c.line(x, y, x + feet * s, y)
    c.line(x, y - 3, x, y + 3)
    c.line(x + feet * s, y - 3, x + feet * s, y + 3)
    c.setFont("Helvetica", 7)
    c.drawString(x, y + 5, "0")
    c.drawString(x + feet * s - 10, y + 5, "%d FT" % feet)
    c.drawString(x, y - 12, "SCALE: 1 INCH = 50 FEET")
    c.line(x + 150, y - 10, x + 150, y + 20)
    c.drawString(x + 147, y + 24, "N")


def build(work):
    path_plain = os.path.join(work, NAME + "_plain.pdf")
    c = canvas.Canvas(path_plain, pagesize=letter)
    c.setTitle("SWPPP Standard Operating Procedures - Somers Self Storage")
    c.setAuthor("Hollowbrook Site Constructors, Inc.")
    c.setProducer("ReportLab PDF Library (binder) + pikepdf encryption")
    w = Writer(c, 612, 792, left=54, right=54, top=52, bottom=56, on_page=chrome)
    H = w.headings

    # ---- p1 cover
    w.y = 640
    c.setFont("Helvetica-Bold", 26)
    c.drawString(54, w.y, "SITE OPERATIONS BINDER")
    H.append((1, "SITE OPERATIONS BINDER"))
    w.y -= 30
    c.setFont("Helvetica-Bold", 16)
    c.drawString(54, w.y, "Stormwater Pollution Prevention Plan")
    w.y -= 20
    c.drawString(54, w.y, "Standard Operating Procedures SOP-ESC-01 to SOP-ESC-13")
    H.append((1, "Stormwater Pollution Prevention Plan"))
    w.y -= 50
    w.para("Project: Somers Self Storage - three one-story self-storage buildings, rental office, paved drive aisles "
           "and stormwater management facilities", size=11)
    w.para("Site: 3150 Route 100, Somers, New York 10589 (Tax Map Section 17.15, Block 1, Lot 22)", size=11)
    w.para("Owner / Operator: Muscoot Valley Storage LLC, P.O. Box 604, Somers, NY 10589, (914) 555-0177", size=11)
    w.para("General Contractor: Hollowbrook Site Constructors, Inc., 48 Quarry Lane, Mahopac, NY 10541, (845) 555-0136", size=11)
    w.para("SWPPP Engineer: Kowalczyk Civil Design PLLC, 7 Bridge Plaza, Brewster, NY 10509, (845) 555-0198", size=11)
    w.para("Submitted to: Town of Somers Planning Board, Chapter 93 Stormwater Management and Erosion and Sediment "
           "Control; NYSDEC SPDES General Permit GP-0-20-001; NYCDEP East of Hudson watershed", size=11)
    w.space(30)
    w.table([["Binder Rev.", "Date", "Status"], ["0", "March 4, 2024", "Planning Board submission"],
             ["1", "May 13, 2024", "Revised per Town Engineer comments"], ["2", "June 24, 2024", "Issued for construction - keep in job trailer"]],
            [80, 120, 300], size=9)
    w.para("This binder is the Stormwater Pollution Prevention Plan (SWPPP) for the project. It is organised as the "
           "contractor's numbered Standard Operating Procedures so that each crew can take the SOP for its task. "
           "A copy is kept on site from the start of construction until final stabilization.", size=10)
    w.newpage()

    # ---- p2 index
    w.heading("Binder Control and Index of SOPs")
    w.table([["SOP", "Title", "Rev", "Page"],
             ["-", "Engineer's Certification", "2", "3"],
             ["SOP-ESC-01", "Project Description and Site Conditions", "2", "4"],
             ["SOP-ESC-02", "Site Maps and Drawings (Figures 1-3)", "2", "5"],
             ["SOP-ESC-03", "Construction Sequence and Phasing", "2", "9"],
             ["SOP-ESC-04", "Installation of Erosion and Sediment Control Practices", "2", "10"],
             ["SOP-ESC-05", "Minimum Practices by Activity and Placement Schedule", "2", "12"],
             ["SOP-ESC-06", "Temporary and Permanent Soil Stabilization", "1", "13"],
             ["SOP-ESC-07", "Pollution Prevention: Litter, Chemicals, Debris, Spills", "2", "14"],
             ["SOP-ESC-08", "Inspections", "1", "15"],
             ["SOP-ESC-09", "Design Elements Not Conforming to the Blue Book", "1", "16"],
             ["SOP-ESC-10", "Post-Construction Practices and Sizing Criteria", "2", "17"],
             ["SOP-ESC-11", "Post-Construction Details and Operation and Maintenance", "2", "19"],
             ["SOP-ESC-12", "Access Easement and Maintenance Agreement", "1", "20"],
             ["Supplement", "Site-Specific Supplement Sheet", "2", "21"],
             ["SOP-ESC-13", "Contractor and Subcontractor Certification", "2", "22"]],
            [80, 320, 40, 50], size=9)
    w.heading("How to use this binder", size=11)
    w.para("Each SOP has the same five parts: Purpose, Scope, Responsibilities, Procedure and Records, and ends with its "
           "own revision block. A change to one SOP is issued as a replacement SOP with the next revision number; the "
           "superseded SOP is marked VOID and moved to the back pocket. The Site-Specific Supplement Sheet carries the "
           "facts that change from job to job (permit numbers, contacts, quantities) so that the SOP text can be reused.",
           size=9.5)
    w.heading("Distribution", size=11)
    w.table([["Copy", "Holder", "Location"],
             ["1", "Project Superintendent, Hollowbrook", "Job trailer (site copy required by Town Code 93-6E)"],
             ["2", "Kowalczyk Civil Design PLLC", "Brewster office"],
             ["3", "Town of Somers Engineering Department", "Town House"],
             ["4", "Muscoot Valley Storage LLC", "Owner file"]], [40, 220, 240], size=9)
    w.heading("Binder revision log", size=11)
    w.table([["Rev", "Date", "SOPs reissued", "Reason"],
             ["0", "03/04/2024", "All", "First issue"],
             ["1", "05/13/2024", "01, 02, 04, 05, 09, 10, 11, 12", "Town Engineer memo 04/22/2024"],
             ["2", "06/24/2024", "01-05, 07, 10, 11, 13, Supplement", "Issued for construction"]],
            [40, 70, 200, 190], size=9)
    w.newpage()

    # ---- p3 certification
    w.heading("Engineer's Certification")
    w.para("I hereby certify that this Stormwater Pollution Prevention Plan, consisting of SOP-ESC-01 through SOP-ESC-13, "
           "Figures 1 through 3 and the Site-Specific Supplement Sheet, was prepared by me or under my direct supervision, "
           "and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code "
           "of the Town of Somers and the New York State Stormwater Management Design Manual, including the enhanced "
           "phosphorus removal standards.", size=10.5)
    w.space(20)
    w.para("Signature:   /s/ Dana M. Kowalczyk", size=11, font="Helvetica-Oblique")
    w.para("Dana M. Kowalczyk, P.E., New York State Professional Engineer License No. 091734", size=10.5)
    w.para("Kowalczyk Civil Design PLLC, 7 Bridge Plaza, Brewster, NY 10509, (845) 555-0198", size=10.5)
    w.para("Date: June 24, 2024", size=10.5)
    c.setStrokeColor(Color(0.2, 0.2, 0.6))
    c.circle(470, w.y + 60, 42)
    c.circle(470, w.y + 60, 30)
    c.setFont("Helvetica", 6)
    c.drawCentredString(470, w.y + 62, "PROFESSIONAL ENGINEER")
    c.drawCentredString(470, w.y + 54, "No. 091734")
    c.setStrokeColor(black)
    w.space(30)
    w.heading("Owner's Acknowledgement", size=11)
    w.para("Muscoot Valley Storage LLC, as owner and operator, acknowledges that it is responsible for implementing this "
           "SWPPP through its general contractor and for the long-term operation and maintenance of the permanent "
           "stormwater practices described in SOP-ESC-11.", size=10)
    w.para("/s/ Leonora Vasic, Managing Member, Muscoot Valley Storage LLC   Date: June 24, 2024", size=10,
           font="Helvetica-Oblique")
    w.newpage()

    # ---- p4 SOP-ESC-01
    sop_block(w, "SOP-ESC-01", "Project Description and Site Conditions", "2", "06/24/2024",
              "Record what is being built, where, and on what ground, so that every SOP that follows is applied to the "
              "right site conditions.",
              "The whole 4.31-acre parcel and the Route 100 frontage where the driveway apron is built.",
              "SWPPP Engineer keeps this SOP current. Project Superintendent reads it with each new crew foreman.")
    w.para("4.1 Project. The project is the construction of a self-storage facility on a 4.31-acre parcel on the east "
           "side of NY Route 100 in the Town of Somers, Westchester County. It consists of three one-story storage "
           "buildings totaling 41,600 square feet, a 1,200 square foot rental office, 24-foot paved drive aisles, a "
           "single full-access driveway on Route 100, site lighting, water and sanitary service, and a stormwater "
           "system of a bioretention area and a wet extended detention pond. Land disturbance is 2.58 acres; new "
           "impervious cover is 1.46 acres. The project is a commercial development under Town Code 93-6A(2)(g).",
           size=9.5)
    w.para("4.2 Existing site. The parcel is an abandoned nursery field with a gravel farm lane, scattered red maple "
           "and white pine along the east line, and a mowed meadow. Slopes run west to east at 2 to 12 percent toward "
           "an unnamed tributary to the Muscoot River that flows along the east property line. No NYSDEC or Town "
           "regulated wetland lies within the limit of disturbance; the Town wetland buffer of the tributary is "
           "left undisturbed except for the pond outfall.", size=9.5)
    w.para("4.3 Receiving waters. Runoff leaves the site at one design point (DP-1) to the unnamed tributary, which "
           "joins the Muscoot River and then the Muscoot Reservoir, a New York City water supply reservoir in the "
           "phosphorus-restricted East of Hudson basin with a phosphorus TMDL.", size=9.5)
    w.para("4.4 Soils. The Westchester County Soil Survey (NRCS Web Soil Survey) maps three units, confirmed by four "
           "test pits dug on January 18, 2024 (TP-1 to TP-4). The hydrologic soil groups are B for Charlton, C for Paxton and D for Sun loam:", size=9.5)
    w.table([["Map unit", "Soil", "Hydrologic soil group", "Where on site", "Test pit findings"],
             ["ChB", "Charlton fine sandy loam, 3-8% slopes", "HSG B", "West half, buildings A-C",
              "Brown fine sandy loam over gravelly loam; no water to 96 in."],
             ["PnC", "Paxton fine sandy loam, 8-15% slopes", "HSG C", "Central slope, BR-1",
              "Dense till (fragipan) at 26-30 in.; perched water at 30 in."],
             ["Sh", "Sun loam, 0-3% slopes", "HSG D", "East strip along tributary, pond P-1",
              "Gleyed silt loam; seasonal high water at 14 in."]],
            [50, 120, 70, 110, 150], size=8)
    w.para("Infiltration is not relied upon: falling-head tests in TP-2 and TP-3 gave 0.2 and 0.1 inches per hour.",
           size=9.5)
    records(w, "Test pit logs and falling-head test sheets are filed in binder pocket A.", [REV0, REV1, REV2])
    w.newpage()

    # ---- p5 SOP-ESC-02
    sop_block(w, "SOP-ESC-02", "Site Maps and Drawings", "2", "06/24/2024",
              "Tell the crews which map to use for locating each practice, and what each map shows.",
              "Figures 1 to 3 bound behind this SOP, and the full-size construction drawings in the plan rack.",
              "Project Superintendent posts the current Figure 2 in the trailer and marks field changes in red.")
    w.para("4.1 Figure 1, General Location Map (page 6), shows the site in relation to Route 100, Route 202, the "
           "unnamed tributary, the Muscoot River and the Muscoot Reservoir.", size=9.5)
    w.para("4.2 Figure 2, Existing Conditions and Erosion and Sediment Control Plan (page 7), drawn at a scale of "
           "1 inch = 50 feet, shows the total site area (4.31 acres), all proposed improvements, the limit of "
           "disturbance (2.58 acres), the areas that will not be disturbed, existing vegetation, the tributary and "
           "its drainage pattern, existing and final contours, the soil map unit boundaries (ChB, PnC, Sh), the "
           "staging, stockpile and washout areas (all on site; no material, waste, borrow or equipment storage on "
           "adjacent properties), the single discharge point DP-1, and the location, size and length of each "
           "erosion and sediment control practice.", size=9.5)
    w.para("4.3 Figure 3, Post-Construction Stormwater Plan (page 8), shows the location and size of the bioretention "
           "area BR-1, the wet extended detention pond P-1, outlet structure OCS-1 and the 20-foot access and "
           "maintenance easement.", size=9.5)
    w.para("4.4 The full-size set (Sheets C-1 to C-9, Kowalczyk Civil Design, rev. 06/24/2024) governs where it "
           "differs from the figures. Figures in this binder are reductions made for field use.", size=9.5)
    w.heading("Practice quantities shown on Figure 2", size=10, record=False)
    w.table([["Tag", "Practice", "Size / length"],
             ["SCE-1", "Stabilized construction entrance", "50 ft long x 24 ft wide x 8 in. stone"],
             ["SF-1, SF-2, SF-3", "Silt fence", "310 LF + 405 LF + 405 LF = 1,120 LF"],
             ["DS-1", "Temporary diversion swale", "240 LF, 2 ft bottom, 1.5 ft deep"],
             ["ST-1", "Temporary sediment trap", "6,900 cf (1.9 ac drainage area)"],
             ["IP-1 to IP-4", "Storm drain inlet protection", "4 inlets, 2 x 3 ft grates"],
             ["TS-1", "Topsoil stockpile with silt fence ring", "1,400 cy, 80 LF ring"],
             ["CW-1", "Concrete washout", "10 ft x 10 ft x 3 ft lined pit"]],
            [90, 200, 210], size=8.5)
    records(w, "Red-lined Figure 2 copies are kept in pocket B and given to the SWPPP Engineer each month.",
            [REV0, REV1, REV2])
    w.newpage()

    # ---- p6 Figure 1
    w.heading("Figure 1 - General Location Map")
    draw_location_map(c, 54, 200, 504, 480)
    c.setFont("Helvetica", 8)
    c.drawString(54, 185, "Source: NYS GIS Clearinghouse road centerlines; USGS NHD flowlines. Scale: 1 inch = 2,000 feet (approx.).")
    c.drawString(54, 173, "Site: 3150 Route 100, Somers, Westchester County, NY. Lat 41.302 N, Long 73.701 W (approx.)")
    w.newpage()

    # ---- p7 Figure 2
    w.heading("Figure 2 - Existing Conditions and Erosion and Sediment Control Plan")
    s = 0.72 * 1.44  # points per foot (1 in = 50 ft at full size; reduced)
    draw_esc_map(c, 100, 250, 0.8)
    north_scale(c, 100, 200, 0.8)
    c.setFont("Helvetica", 7.5)
    lg = ["LEGEND", "- - - - -  Property line (4.31 ac total site area)", "Orange dashed: limit of disturbance, 2.58 ac",
          "Dotted: silt fence SF-1 to SF-3", "Green: diversion swale DS-1", "Brown dashed: soil boundary (ChB / PnC / Sh)",
          "Blue: unnamed tributary; discharge point DP-1 at SE corner",
          "Area east of SF-1 and the tributary buffer: not disturbed, existing woods kept",
          "Existing grades 2-12% to east; final grades 1-3% paved, 3:1 max on pond slopes"]
    yy = 180
    for i, t in enumerate(lg):
        c.setFont("Helvetica-Bold" if i == 0 else "Helvetica", 7.5)
        c.drawString(300, yy, t)
        yy -= 10
    w.newpage()

    # ---- p8 Figure 3
    w.heading("Figure 3 - Post-Construction Stormwater Plan")
    draw_pc_map(c, 100, 250, 0.8)
    north_scale(c, 100, 200, 0.8)
    c.setFont("Helvetica", 7.5)
    lg = ["LEGEND", "Green: bioretention BR-1, 3,150 sf filter bed", "Blue: wet extended detention pond P-1 with forebay",
          "Purple dashed: 20 ft access and maintenance easement (to be recorded)", "DP-1: outlet to unnamed tributary"]
    yy = 180
    for i, t in enumerate(lg):
        c.setFont("Helvetica-Bold" if i == 0 else "Helvetica", 7.5)
        c.drawString(300, yy, t)
        yy -= 10
    w.newpage()

    # ---- p9 SOP-ESC-03
    sop_block(w, "SOP-ESC-03", "Construction Sequence and Phasing", "2", "06/24/2024",
              "Fix the order of work so that sediment controls are in before soil is opened, and so that the area "
              "open at any one time stays small.",
              "All soil-disturbing work on the site, from clearing to final stabilization.",
              "Project Superintendent schedules the work; the SWPPP Engineer must approve any change in order.")
    w.para("4.1 The total disturbance is 2.58 acres, so at no time will more than five acres be disturbed. The work is "
           "still done in two phases so that no more than about 1.5 acres is unstabilized at once.", size=9.5)
    w.table([["Step", "Activity", "Phase"],
             ["1", "Pre-construction meeting with Town Engineer; flag limit of disturbance and tree protection", "-"],
             ["2", "Install SCE-1, then SF-1, SF-2, SF-3 and the TS-1 stockpile area", "1"],
             ["3", "Clear and grub east half; excavate ST-1 and build DS-1 to carry runoff to ST-1", "1"],
             ["4", "Strip topsoil to TS-1; rough grade Building A and B pads and drive aisle", "1"],
             ["5", "Install storm drain, water and sanitary lines; place IP-1 to IP-4 as inlets are set", "1"],
             ["6", "Clear west strip; rough grade Building C pad and office (Phase 2 starts only when Phase 1 "
                   "pads are stone-stabilized)", "2"],
             ["7", "Foundations and buildings A, B, C; concrete washout CW-1 in use", "1-2"],
             ["8", "Binder course paving; stabilize all slopes with seed and mulch", "2"],
             ["9", "Convert ST-1 to wet pond P-1 (excavate to final grade, build outlet OCS-1) after the "
                   "contributing area is stabilized", "2"],
             ["10", "Build BR-1 last, after upslope areas are stabilized; keep it offline until grass is established", "2"],
             ["11", "Top course paving, final landscaping, remove temporary controls when 80% vegetative cover is reached", "2"]],
            [36, 410, 54], size=8.5)
    records(w, "Dates on which each step starts and ends are written in the daily log.", [REV0, REV1, REV2])
    w.newpage()

    # ---- p10-11 SOP-ESC-04
    sop_block(w, "SOP-ESC-04", "Installation of Erosion and Sediment Control Practices", "2", "06/24/2024",
              "Give the dimensions, materials and installation steps for each temporary practice, and what must be "
              "done to keep it working.",
              "SCE-1, SF-1 to SF-3, DS-1, ST-1, IP-1 to IP-4, TS-1 and CW-1 as located on Figure 2. All practices follow "
              "the New York State Standards and Specifications for Erosion and Sediment Control (Blue Book, 2016).",
              "Site foreman installs; Project Superintendent checks each practice against this SOP before soil is opened "
              "above it.")
    w.table([["Practice", "Dimensions and materials", "Installation", "Operation and maintenance"],
             ["SCE-1 Stabilized construction entrance",
              "50 ft long, 24 ft wide, 8 in. thick; 2 to 3 in. crushed stone (NYSDOT 703-02 size 3) on woven "
              "geotextile", "Strip topsoil, grade to drain away from Route 100, lay fabric, place stone; mountable berm "
              "where grade exceeds 2%",
              "Top-dress with clean stone when voids fill; sweep Route 100 of tracked soil the same day"],
             ["SF-1, SF-2, SF-3 Silt fence", "36 in. woven monofilament geotextile on 2 x 2 in. hardwood stakes, "
              "max. 8 ft apart; 6 x 6 in. trench", "Trench on contour, bury fabric toe 6 in., backfill and compact; "
              "J-hook ends upslope every 100 ft",
              "Remove sediment when it reaches one-half fence height; replace torn or undermined fabric"],
             ["DS-1 Temporary diversion swale", "Parabolic, 2 ft bottom, 1.5 ft deep, 2:1 side slopes, 1% grade; "
              "seeded and lined with jute mat", "Cut with excavator, compact berm, seed and mat within 24 hours of cutting",
              "Repair breaches; remove sediment from flow line; reseed bare spots"]],
            [90, 150, 130, 130], size=8)
    w.newpage()
    w.table([["Practice", "Dimensions and materials", "Installation", "Operation and maintenance"],
             ["ST-1 Temporary sediment trap", "Drainage area 1.9 ac; required storage 3,600 cf/ac = 6,840 cf; provided "
              "6,900 cf (half wet, half dry); 4 ft deep, 2:1 side slopes; stone outlet 4 ft wide of NYSDOT "
              "light stone fill faced with 1 ft of No. 2 stone; two porous baffles (see SOP-ESC-09)",
              "Excavate in Sh soils at SE corner; key in outlet; install baffles; stabilize embankment with seed and "
              "mulch", "Clean out when sediment reaches 50% of wet storage; dispose of sediment on stabilized "
              "upland areas"],
             ["IP-1 to IP-4 Inlet protection", "Filter fabric drop inlet protection on 2 x 4 frame, 1.5 ft high, "
              "around 2 x 3 ft grates; paved inlets get a stone-and-block insert",
              "Install as each inlet is set and before the grate receives runoff",
              "Remove sediment and clean fabric; replace clogged fabric"],
             ["TS-1 Topsoil stockpile", "Max. height 15 ft, 2:1 slopes, 80 LF silt fence ring", "Place away from DS-1 "
              "and flow paths; seed with annual ryegrass at 30 lb/ac if left longer than 14 days",
              "Keep ring intact; reseed bare areas"],
             ["CW-1 Concrete washout", "10 x 10 ft, 3 ft deep; 10-mil polyethylene liner; sign", "Place at least 50 ft "
              "from DS-1, inlets and the tributary", "Pump and dispose when 75% full; replace torn liner"]],
            [90, 150, 130, 130], size=8)
    w.para("4.2 Structural practices that divert flow from exposed soil. DS-1 intercepts runoff from the cleared "
           "east half and carries it to ST-1; SF-1 to SF-3 store and filter sheet flow at the downslope edge.", size=9.5)
    records(w, "Installation of each practice is photographed and the photo log kept in pocket C.", [REV0, REV1, REV2])
    w.newpage()

    # ---- p12 SOP-ESC-05
    sop_block(w, "SOP-ESC-05", "Minimum Practices by Activity and Placement Schedule", "2", "06/24/2024",
              "Set the minimum practices each soil-disturbing activity needs, when each practice goes in and how long "
              "it stays.",
              "Every activity in the SOP-ESC-03 sequence.",
              "Site foreman confirms the listed practices are in place before the activity starts.")
    w.table([["Activity", "Minimum practices", "Initial placement", "Minimum time in place"],
             ["Site access", "SCE-1", "Before any equipment enters", "Until top course paving of the drive apron"],
             ["Clearing and grubbing", "SF-1, SF-2, SF-3; tree protection fence", "Before clearing begins",
              "Until 80% perennial cover upslope"],
             ["Mass grading (Phase 1)", "DS-1, ST-1", "Before grading east half", "Until ST-1 is converted to P-1"],
             ["Topsoil stripping", "TS-1 with silt fence ring", "Before first topsoil is stripped",
              "Until topsoil is respread"],
             ["Utility trenching", "Spoil on uphill side; trench plugs; IP-1 to IP-4", "As each run is opened",
              "Until pavement binder course"],
             ["Building pads (Phase 2)", "SF on west strip; stone pad surface", "Before Phase 2 clearing",
              "Until buildings enclosed"],
             ["Concrete work", "CW-1", "Before first pour", "Until last pour"],
             ["Final grading", "Seed, mulch, erosion control blanket on 3:1 slopes", "Within 7 days of reaching grade",
              "Until final stabilization"]],
            [100, 140, 120, 140], size=8.5)
    records(w, "Placement dates are entered in the daily log next to the activity.", [REV0, REV1, REV2])
    w.newpage()

    # ---- p13 SOP-ESC-06
    sop_block(w, "SOP-ESC-06", "Temporary and Permanent Soil Stabilization", "1", "05/13/2024",
              "Stabilize every disturbed area at each stage, from clearing to final stabilization, to the Blue Book "
              "standards.",
              "All disturbed areas, stockpiles, swales and pond slopes.",
              "Site foreman; seeding subcontractor (Greenrow Hydroseeding) for permanent seeding.")
    w.para("4.1 Temporary stabilization. Where soil disturbance has stopped and will not resume for 7 days or more, "
           "the area is stabilized by the end of the seventh day with annual ryegrass at 40 lb per acre and hay or "
           "straw mulch at 2 tons per acre (Blue Book Temporary Seeding and Mulching standards). Between November 1 "
           "and April 1 mulch alone is applied at 3 tons per acre and crimped.", size=9.5)
    w.para("4.2 Permanent stabilization. At final grade, 4 in. of topsoil is respread, lime and fertilizer applied by "
           "soil test, and the Blue Book permanent seed mix for lawns (Kentucky bluegrass 35%, creeping red fescue "
           "40%, perennial ryegrass 25% at 5 lb per 1,000 sf) is placed. Slopes 3:1 and the pond embankment receive "
           "a straw-coconut erosion control blanket. Paved and building areas are stabilized by their surfaces.",
           size=9.5)
    w.para("4.3 Final stabilization means all soil-disturbing work is done and a uniform, mature perennial vegetative "
           "cover of at least 80 percent covers all unpaved areas.", size=9.5)
    records(w, "Seeding dates, seed tags and mulch quantities are kept in pocket D.", [REV0, REV1])
    w.newpage()

    # ---- p14 SOP-ESC-07
    sop_block(w, "SOP-ESC-07", "Pollution Prevention: Litter, Chemicals, Debris, Spills", "2", "06/24/2024",
              "Keep litter, construction chemicals and construction debris out of stormwater.",
              "Staging area, trailer, fueling point, washout CW-1 and all work areas.",
              "Project Superintendent; every subcontractor foreman for his own crew's materials.")
    w.para("4.1 Litter and debris. A covered 30-yard roll-off for construction debris and lidded trash cans are kept "
           "at the staging area. Debris is picked up at the end of each work day. Roll-offs are emptied before "
           "they are full and never left uncovered overnight.", size=9.5)
    w.para("4.2 Construction chemicals. Paints, form oil, curing compounds, sealers and solvents are kept in a locked "
           "steel job box with a spill pallet, closed and labelled, in the smallest quantities needed. Fertilizer "
           "and lime are stored under cover on pallets and applied only at the rates in SOP-ESC-06.", size=9.5)
    w.para("4.3 Fuel. Equipment is fueled from a 500-gallon double-walled tank at the staging area, at least 100 feet "
           "from the tributary. A spill kit (absorbent pads, socks, 55-gallon drum) is kept at the tank and in each "
           "service truck.", size=9.5)
    w.para("4.4 Concrete and sanitary. Concrete trucks wash out only in CW-1. Portable toilets are staked down, "
           "placed away from inlets and serviced weekly.", size=9.5)
    w.para("4.5 Spill response. Stop the source, contain with socks, clean up with absorbent, put used absorbent in "
           "the drum, and tell the Superintendent. Spills of petroleum of 5 gallons or more, or any amount reaching "
           "water, are reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours.", size=9.5)
    records(w, "Spill reports and waste manifests go in pocket E.", [REV0, REV1, REV2])
    w.newpage()

    # ---- p15 SOP-ESC-08 (gap: permanent practices only)
    sop_block(w, "SOP-ESC-08", "Inspections", "1", "05/13/2024",
              "Set how the permanent stormwater facilities are checked once they are built.",
              "Bioretention area BR-1, wet extended detention pond P-1, outlet structure OCS-1, and the site storm drains.",
              "Owner's facility manager after the Town accepts the facilities; Hollowbrook until then.")
    w.table([["Facility", "What to look for", "Frequency"],
             ["BR-1 bioretention", "Ponding longer than 48 hours, mulch loss, dead plants, sediment on the filter bed",
              "Quarterly and after storms over 1 in."],
             ["P-1 wet pond", "Forebay sediment depth, embankment erosion, woody growth, outlet trash rack clogging",
              "Quarterly; embankment yearly"],
             ["OCS-1 outlet", "Orifice and weir free of debris; low-flow valve operable", "Quarterly"],
             ["Catch basins", "Sump sediment deeper than one-half of sump depth", "Twice a year"]],
            [110, 270, 120], size=8.5)
    w.para("4.2 Inspection results are written on the facility inspection form of SOP-ESC-11 and kept for five years.",
           size=9.5)
    records(w, "Facility inspection forms are kept in pocket F.", [REV0, REV1])
    w.newpage()

    # ---- p16 SOP-ESC-09
    sop_block(w, "SOP-ESC-09", "Design Elements Not Conforming to the Blue Book", "1", "05/13/2024",
              "Identify each design element that does not follow the New York State Standards and Specifications for "
              "Erosion and Sediment Control, why, and why it works as well.",
              "Temporary sediment trap ST-1.",
              "SWPPP Engineer.")
    w.para("4.1 One element deviates from the standard: temporary sediment trap ST-1 has a flow length to width "
           "ratio of 1.6:1, where the Blue Book standard calls for at least 2:1.", size=9.5)
    w.para("4.2 Reason. Ledge was found at 4 to 5 feet in TP-4 along the south line, and the tributary buffer lies to "
           "the east; a longer trap would require blasting or buffer disturbance.", size=9.5)
    w.para("4.3 Equivalence. Two porous baffles of jute-coir fabric divide the trap into three cells, which lengthens "
           "the effective flow path to 2.7 times the width. The trap volume (6,900 cf) exceeds the 6,840 cf required "
           "and the surface area of 2,150 sf exceeds the 0.01 times peak inflow criterion for silt loam particles. "
           "Settling calculations for the 10-year storm show a trapping efficiency of 82 percent, equal to a 2:1 "
           "trap without baffles. No other element of the design departs from the standard.", size=9.5)
    records(w, "Town Engineer accepted this deviation in the 04/22/2024 memo, comment 7.", [REV0, REV1])
    w.newpage()

    # ---- p17-18 SOP-ESC-10
    sop_block(w, "SOP-ESC-10", "Post-Construction Practices and Sizing Criteria", "2", "06/24/2024",
              "Describe the permanent stormwater practices and the sizing criteria used to design them.",
              "BR-1, P-1 and OCS-1, serving the 2.10-acre drainage area to DP-1.",
              "SWPPP Engineer designs; Hollowbrook builds to Sheets C-5 and C-8.")
    w.para("4.1 Practices. Bioretention area BR-1 (3,150 sf filter bed) treats runoff from the drive aisles and "
           "Buildings A and B and provides runoff reduction and enhanced phosphorus removal. Wet extended detention "
           "pond P-1 with a forebay receives the BR-1 underdrain and overflow and the Building C and office runoff; "
           "it provides channel protection by 24-hour extended detention of the 1-year storm and controls the 10- "
           "and 100-year peak discharges through outlet structure OCS-1.", size=9.5)
    w.para("4.2 Sizing criteria. The design follows Chapter 10 (Enhanced Phosphorus Removal Standards) of the NYS "
           "Stormwater Management Design Manual (2015). The water quality volume is the runoff from the 1-year, "
           "24-hour storm (2.75 in.).", size=9.5)
    w.table([["Criterion", "Method", "Required", "Provided"],
             ["WQv (1-yr, 24-hr, 2.75 in.)", "TR-55 runoff volume, 2.10 ac, CN 86", "11,930 cf", "BR-1 4,880 cf + P-1 7,300 cf = 12,180 cf"],
             ["RRv", "Specific reduction factor 0.30 (HSG C/D)", "2,540 cf", "BR-1 infiltration/uptake 2,610 cf"],
             ["Cpv", "24-hr ED of 1-yr storm", "9,700 cf", "P-1 ED 9,920 cf, 2.5 in. orifice"],
             ["Qp (10-yr)", "Post <= pre at DP-1", "5.92 cfs", "4.31 cfs"],
             ["Qf (100-yr)", "Post <= pre at DP-1", "12.60 cfs", "11.80 cfs"]],
            [110, 150, 80, 160], size=8.5)
    w.para("4.3 Deviations. No criterion of the Design Manual is waived; the project is new development, so the "
           "redevelopment criteria do not apply. The RRv is met in full, so no justification for a partial "
           "reduction is needed.", size=9.5)
    w.newpage()
    w.heading("SOP-ESC-10 (continued) - Hydrologic and Hydraulic Analysis", size=11)
    w.para("4.4 The model was built in HydroCAD 10.2 with the SCS TR-20 method, Type III 24-hour rainfall "
           "(NOAA Atlas 14, Somers: 1-yr 2.75 in., 10-yr 4.95 in., 100-yr 8.85 in.). Subcatchment E-1 is the "
           "existing meadow (CN 69, Tc 18.2 min); P-1A and P-1B are the developed areas to BR-1 and P-1.", size=9.5)
    w.table([["Storm", "Pre-development peak at DP-1 (cfs)", "Post-development peak at DP-1 (cfs)", "P-1 peak elevation (ft)"],
             ["1-year", "1.84", "1.12", "402.85"],
             ["10-year", "5.92", "4.31", "404.10"],
             ["100-year", "12.60", "11.80", "405.35"]], [80, 150, 150, 120], size=8.5)
    w.table([["Component", "Analysis", "Result"],
             ["BR-1 overflow riser", "18 in. dome grate, weir at 404.0 ft", "Passes 100-yr inflow 6.1 cfs with 0.4 ft head"],
             ["OCS-1", "2.5 in. orifice at 401.0; 12 in. orifice at 403.2; 4 ft weir at 404.6", "Routing above"],
             ["P-1 emergency spillway", "10 ft wide, crest 405.6", "Passes 100-yr with P-1 outlet clogged, 0.9 ft freeboard"],
             ["Outfall pipe", "18 in. HDPE at 1.0%", "Capacity 10.4 cfs; outlet velocity 5.2 ft/s to riprap apron"],
             ["Riprap apron at DP-1", "d50 6 in., 12 ft long, 18 in. thick", "Sized to Design Manual Figure 8.x method"]],
            [120, 190, 190], size=8.5)
    records(w, "HydroCAD input and output reports are bound in pocket G of the office copy.", [REV0, REV1, REV2])
    w.newpage()

    # ---- p19 SOP-ESC-11
    sop_block(w, "SOP-ESC-11", "Post-Construction Details and Operation and Maintenance", "2", "06/24/2024",
              "Give the dimensions, materials and installation of each permanent practice, and the plan for keeping "
              "each working after construction.",
              "BR-1, P-1, OCS-1.",
              "Hollowbrook builds; Muscoot Valley Storage LLC, as owner, is the entity responsible for long-term "
              "operation and maintenance of BR-1, P-1 and OCS-1.")
    w.table([["Practice", "Dimensions", "Materials and installation"],
             ["BR-1 bioretention", "3,150 sf filter bed; 6 in. ponding; 2.5 ft soil media; 3:1 side slopes",
              "Bioretention soil mix (sand 50%, topsoil 30%, compost 20%); 12 in. No. 57 stone with 6 in. perforated "
              "underdrain; 3 in. shredded hardwood mulch; native plantings per Sheet C-8. Excavate only after "
              "upslope areas are stabilized; no equipment on the bed."],
             ["P-1 wet ED pond", "Permanent pool 5,480 sf, 6 ft max depth; forebay 10% of WQv; 10 ft aquatic bench; "
              "3:1 slopes", "Compacted clay core embankment (Sh soils, 95% Standard Proctor), anti-seep collar, "
              "12 in. topsoil and seed"],
             ["OCS-1", "4 x 4 ft precast concrete riser, 18 in. HDPE barrel", "Orifices as SOP-ESC-10; trash rack; "
              "low-level drain valve"]],
            [90, 170, 240], size=8)
    w.table([["Maintenance action", "BR-1", "P-1 / OCS-1"],
             ["Remove trash and debris", "Monthly", "Monthly"],
             ["Mow side slopes / embankment", "As needed, max 6 in.", "Twice a year; no woody growth"],
             ["Replace mulch; replace dead plants", "Every spring", "-"],
             ["Remove forebay sediment", "-", "When 50% of forebay depth is lost (est. every 5-7 yrs)"],
             ["Test filter bed drawdown", "Once a year", "-"],
             ["Inspect and report to the Town", "Once a year by a P.E.", "Once a year by a P.E."]],
            [170, 150, 180], size=8.5)
    records(w, "Annual P.E. reports are sent to the Town Stormwater Management Officer by March 31.", [REV0, REV1, REV2])
    w.newpage()

    # ---- p20 SOP-ESC-12
    sop_block(w, "SOP-ESC-12", "Access Easement and Maintenance Agreement", "1", "05/13/2024",
              "Secure Town access to the permanent practices and bind every future owner to maintain them.",
              "BR-1, P-1, OCS-1 and the drive from Route 100 to them.",
              "Owner and its attorney; SWPPP Engineer for the easement map.")
    w.para("4.1 Easement. A 20-foot wide stormwater access and maintenance easement in favor of the Town of Somers "
           "covers BR-1, P-1, OCS-1 and the access route to them, as shown on Figure 3 and on the site plan (Sheet "
           "C-2). The easement is shown on the site plan to be filed and recorded with the Westchester County Clerk, "
           "and it runs with the land and remains in effect on any transfer of title.", size=9.5)
    w.para("4.2 Maintenance agreement. Before the certificate of occupancy, the owner will sign the Town's Stormwater "
           "Control Facility Maintenance Agreement under Town Code 93-8. Its terms are: the owner maintains BR-1, P-1 "
           "and OCS-1 to the schedule of SOP-ESC-11; the Town may enter, inspect and, after notice, repair at the "
           "owner's cost; the agreement is recorded with the deed and is binding on all subsequent owners of the "
           "parcel and their successors and assigns.", size=9.5)
    records(w, "Recorded liber and page numbers will be entered here when recording is complete.", [REV0, REV1])
    w.newpage()

    # ---- p21 Supplement
    w.heading("Site-Specific Supplement Sheet")
    w.para("Facts for this job that the SOPs refer to. Revision 2, June 24, 2024.", size=9.5)
    w.table([["Field", "Entry"],
             ["Project / site", SITE],
             ["Tax map", "Section 17.15, Block 1, Lot 22"],
             ["Total site area / disturbed area", "4.31 ac / 2.58 ac"],
             ["Max. area disturbed at one time", "1.5 ac (Phase 1)"],
             ["NYSDEC SPDES permit ID", "NYR10Q871 (NOI acknowledged 06/10/2024)"],
             ["NYCDEP SWPPP approval", "DEP Log No. 2024-MR-0314"],
             ["Receiving waters", "Unnamed tributary - Muscoot River - Muscoot Reservoir"],
             ["Other industrial stormwater discharges (asphalt / concrete plants)", ""],
             ["Project Superintendent (SWPPP on-site contact)", "Tomas Brannigan, (845) 555-0136 ext. 4"],
             ["Qualified inspector", "Priya Ramaswamy, CPESC, Kowalczyk Civil Design, (845) 555-0198"],
             ["Town Stormwater Management Officer", "Town Engineer, Town of Somers"],
             ["Spill hotline", "NYSDEC 1-800-457-7362"]],
            [210, 290], size=9)
    w.heading("Responsibility by part of the site", size=11, record=False)
    w.table([["Area", "Responsible party"],
             ["Route 100 apron and SCE-1", "Hollowbrook (NYSDOT highway work permit holder)"],
             ["Buildings A-C and office", "Hollowbrook; building crews follow SOP-ESC-07"],
             ["BR-1, P-1 during construction", "Hollowbrook, then Muscoot Valley Storage LLC after acceptance"],
             ["Seeding and stabilization", "Greenrow Hydroseeding Co. under SOP-ESC-06"]], [210, 290], size=9)
    w.newpage()

    # ---- p22 SOP-ESC-13
    sop_block(w, "SOP-ESC-13", "Contractor and Subcontractor Certification", "2", "06/24/2024",
              "Have each contractor and subcontractor who installs or maintains stormwater practices certify before "
              "starting work.",
              "Hollowbrook and each subcontractor listed below.",
              "Project Superintendent collects the signed certifications before the firm starts work.")
    w.para("Certification statement: \"I certify under penalty of law that I understand and agree to comply with the "
           "terms and conditions of the Stormwater Pollution Prevention Plan. I also understand that it is unlawful "
           "for any person to cause or contribute to a violation of water quality standards.\"", size=9.5,
           font="Helvetica-Oblique")
    w.table([["Signature", "Name and title", "Firm, address, telephone", "Site", "Date"],
             ["/s/ T. Brannigan", "Tomas Brannigan, Project Superintendent", "Hollowbrook Site Constructors, Inc., "
              "48 Quarry Lane, Mahopac, NY 10541, (845) 555-0136", "3150 Route 100, Somers", "06/26/2024"],
             ["/s/ R. Okonkwo-Hale", "Ruth Okonkwo-Hale, Owner", "Greenrow Hydroseeding Co., 9 Sawmill Road, "
              "Carmel, NY 10512, (845) 555-0161", "3150 Route 100, Somers", "06/27/2024"]],
            [80, 100, 170, 90, 60], size=8)
    records(w, "Signed originals are kept in pocket H.", [REV0, ["2", "06/24/2024", "Signature table added", "DMK", "T. Brannigan"]])
    c.save()
    assert w.page == TOTAL, w.page

    # encrypt: no password to open, owner password, no copying / no modifying
    out = os.path.join(work, NAME + ".pdf")
    with pikepdf.open(path_plain) as pdf:
        pdf.save(out, encryption=pikepdf.Encryption(
            owner="hollowbrook-owner-2024", user="", R=6,
            allow=pikepdf.Permissions(extract=False, modify_other=False, modify_annotation=False,
                                      modify_assembly=False, modify_form=False, print_lowres=True,
                                      print_highres=True, accessibility=True)))
    os.remove(path_plain)
    return out, label(), w.headings


def label():
    ev = {
        "93-6A(1)(a)": ([4], "construction of a self-storage facility on a 4.31-acre parcel"),
        "93-6A(1)(b)": ([5, 7], "1 inch = 50 feet"),
        "93-6A(1)(c)": ([4], "The hydrologic soil groups are B for Charlton, C for Paxton and D for Sun loam"),
        "93-6A(1)(d)": ([9], "at no time will more than five acres be disturbed"),
        "93-6A(1)(e)": ([14], "Debris is picked up at the end of each work day"),
        "93-6A(1)(f)": ([13], "Temporary stabilization. Where soil disturbance has stopped"),
        "93-6A(1)(g)": ([7], "SF-2 SILT FENCE (405 LF)"),
        "93-6A(1)(h)": ([10], "50 ft long, 24 ft wide, 8 in. thick"),
        "93-6A(1)(j)": ([12], "when each practice goes in and how long it stays"),
        "93-6A(1)(l)": ([16], "ratio of 1.6:1, where the Blue Book standard calls for at least 2:1"),
        "93-6A(3)(b)": ([17], "Bioretention area BR-1 (3,150 sf filter bed) treats runoff"),
        "93-6A(3)(c)": ([8], "BR-1 BIORETENTION 3,150 SF"),
        "93-6A(3)(d)": ([18], "HydroCAD 10.2 with the SCS TR-20 method"),
        "93-6A(3)(e)": ([17], "The water quality volume is the runoff from the 1-year"),
        "93-6A(3)(f)": ([19], "Bioretention soil mix (sand 50%, topsoil 30%, compost 20%)"),
        "93-6A(3)(g)": ([19], "is the entity responsible for long-term operation and maintenance"),
        "93-6A(3)(h)": ([20], "runs with the land and remains in effect on any transfer of title"),
        "93-6A(3)(i)": ([20], "binding on all subsequent owners of the parcel"),
        "93-6B": ([3], "Dana M. Kowalczyk, P.E., New York State Professional Engineer License No. 091734"),
    }
    ids = ["93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)",
           "93-6A(1)(g)", "93-6A(1)(h)", "93-6A(1)(i)", "93-6A(1)(j)", "93-6A(1)(k)", "93-6A(1)(l)",
           "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)",
           "93-6A(3)(h)", "93-6A(3)(i)", "93-6B", "93-6D"]
    gaps = {
        "93-6A(1)(i)": "heading with nothing under it: the Site-Specific Supplement Sheet (p. 21) has the row "
                       "'Other industrial stormwater discharges (asphalt / concrete plants)' with a blank entry; no "
                       "statement anywhere that there are none",
        "93-6A(1)(k)": "present for the wrong thing: SOP-ESC-08 Inspections (p. 15) schedules inspections of the "
                       "permanent practices (BR-1, P-1, OCS-1, catch basins) only; no inspection schedule for the "
                       "erosion and sediment control practices anywhere in the binder",
        "93-6D": "certification missing its training clause: SOP-ESC-13 (p. 22) has the statement and signed, dated "
                 "entries with name, title, firm address, phone and site, but the statement omits the four-hour "
                 "erosion and sediment control training clause",
    }
    items = {i: ("missing" if i in gaps else "present") for i in ids}
    return {
        "checklist": "somers-ch93",
        "style": "contractor SOP binder (numbered SOP-ESC-xx with Purpose/Scope/Responsibilities/Procedure/Records, "
                 "revision block per SOP, site-specific supplement sheet)",
        "producer": "reportlab canvas; whole file encrypted with pikepdf (AES-256, empty user password, owner "
                    "password, copying and modifying not permitted)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 2.58, "project_type": "commercial self-storage facility (93-6A(2)(g))",
                  "single_family": False, "impaired_water": True},
        "items": items,
        "evidence": {k: {"pages": v[0], "quote": v[1]} for k, v in ev.items()},
        "gaps": gaps,
        "image_only_pages": [],
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": "Commercial development disturbing 2.58 ac, so 93-6A(3) applies. Muscoot Reservoir basin "
                 "(phosphorus TMDL) stated on p. 4. 93-6A(1)(j) is the SOP-ESC-05 table (activity, practices, "
                 "initial placement, minimum time in place). 93-6A(1)(h) covers the two-page practice table on pp. "
                 "10-11 including the O&M column and the sediment trap sizing; it gives maintenance actions but no "
                 "inspection frequency, which is why (k) has nothing to rest on. 93-6A(3)(d): HydroCAD summary, "
                 "component analysis on p. 18. The 93-6A(3)(i) agreement is stated with its binding terms though "
                 "signed later (corpus convention). The PDF is encrypted (opens with no password; text extraction "
                 "is flagged as not permitted, which pdftotext ignores).",
    }
