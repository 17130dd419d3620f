"""Plan 3: Eaton's Neck Beach Club parking and bathhouse (Asharoken). 16-page half-letter booklet
(reportlab) imposed 2-up for saddle stitching: each PDF page is a landscape sheet side holding two
booklet pages in printer's order 16|1, 2|15, 14|3, 4|13, 12|5, 6|11, 10|7, 8|9."""
import os
from reportlab.lib.units import inch
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table, TableStyle,
                                PageBreak, Flowable)
from reportlab.lib import colors
from pypdf import PdfReader, PdfWriter, Transformation, PageObject

NAME = "p16b_03_asharoken_beach_club_booklet"
PW, PH = 5.5 * inch, 8.5 * inch
ss = getSampleStyleSheet()
B = ParagraphStyle("b", parent=ss["BodyText"], fontName="Times-Roman", fontSize=9.6, leading=11.8, spaceAfter=4)
H1 = ParagraphStyle("h1", parent=ss["Heading1"], fontName="Helvetica-Bold", fontSize=12, leading=14, spaceAfter=5, textColor=colors.HexColor("#0b3d5c"))
H2 = ParagraphStyle("h2", parent=ss["Heading2"], fontName="Helvetica-Bold", fontSize=10, leading=12, spaceBefore=5, spaceAfter=3)
SM = ParagraphStyle("sm", parent=B, fontSize=8, leading=9.6)
HEADINGS = []

def h1(t): HEADINGS.append(t); return Paragraph(t, H1)
def h2(t): HEADINGS.append(t); return Paragraph(t, H2)
def p(t): return Paragraph(t, B)
def tbl(rows, widths):
    t = Table([[Paragraph(c, SM) for c in r] for r in rows], colWidths=widths)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.black), ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dde7ef")),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return t

class SiteMap(Flowable):
    def wrap(self, aw, ah): return aw, 4.9 * inch
    def draw(self):
        c = self.canv; w = 4.5 * inch; ft = inch / 50.0
        c.rect(0, 0, w, 4.9 * inch)
        ox, oy = 0.3 * inch, 0.9 * inch
        def P(x, y): return ox + x * ft, oy + y * ft
        c.setFillColorRGB(0.75, 0.85, 0.95); c.rect(0, 0, w, 0.55 * inch, fill=1, stroke=0); c.setFillGray(0)
        c.setFont("Helvetica-Bold", 6.5); c.drawString(8, 8, "BEACH - NO WORK BELOW TOP OF BANK")
        c.setDash(6, 2); c.rect(*P(0, 0), 190 * ft, 150 * ft); c.setDash()
        c.setFont("Helvetica", 6); c.drawString(*P(2, 152), "PROPERTY LINE 1.46 AC")
        c.setFillGray(0.8); c.rect(*P(120, 95), 50 * ft, 30 * ft, fill=1); c.setFillGray(0)
        c.drawString(*P(122, 108), "BATHHOUSE 1,500 SF")
        c.rect(*P(15, 60), 100 * ft, 65 * ft); c.drawString(*P(30, 92), "PARKING (34 SPACES)")
        c.setStrokeColorRGB(0.8, 0, 0); c.setDash(4, 2); c.rect(*P(8, 30), 172 * ft, 108 * ft); c.setDash(); c.setStrokeColorRGB(0, 0, 0)
        c.drawString(*P(10, 24), "LIMIT OF DISTURBANCE 1.15 AC")
        c.setLineWidth(1.5); c.setDash(2, 2); c.line(*P(8, 28), *P(180, 28)); c.setDash(); c.setLineWidth(1)
        c.drawString(*P(60, 18), "SILT FENCE SF 240 LF (DOUBLE ROW AT BLUFF)")
        c.rect(*P(-4, 130), 30 * ft, 12 * ft); c.drawString(*P(-4, 144), "SCE 50'x12'*")
        for (x, y) in [(40, 58), (100, 58)]:
            c.rect(*P(x, y), 3 * ft, 3 * ft); c.drawString(*P(x + 4, y), "IP")
        c.drawString(*P(125, 40), "FIBER ROLL 90 LF"); c.drawString(*P(140, 70), "STOCKPILE (SF RING)")
        c.drawString(*P(15, 45), "EX. GRADE 12 -> 8 FT TOWARD BEACH; FINAL <= 5%")
        c.drawString(*P(-4, 162), "ASHAROKEN AVENUE")
        c.setFont("Helvetica-Bold", 6.5); c.drawString(6, 4.9 * inch - 12, "SITE PLAN - SCALE 1 IN = 50 FT   N ^")
        c.setFont("Helvetica", 6); c.drawString(6, 4.9 * inch - 22, "* SCE 50 FT LONG (SHORTENED LENGTH SHOWN), 12 FT WIDE")
        lx, ly = w - 1.25 * inch, 4.9 * inch - 1.3 * inch
        c.rect(lx, ly, 1.15 * inch, 1.15 * inch)
        c.drawString(lx + 3, ly + 1.15 * inch - 9, "LOCATION MAP")
        c.line(lx + 10, ly + 20, lx + 75, ly + 60); c.circle(lx + 45, ly + 40, 3, fill=1); c.drawString(lx + 50, ly + 36, "SITE")
        c.drawString(lx + 3, ly + 4, "1 IN = 4,000 FT")

def story():
    s = []
    # booklet p1: cover
    s += [Spacer(1, 1.2 * inch), Paragraph("STORMWATER POLLUTION PREVENTION PLAN", ParagraphStyle("c", parent=H1, fontSize=14, alignment=1)),
          Spacer(1, 10), Paragraph("Eaton's Neck Beach Club<br/>Parking Lot Reconstruction and Bathhouse", ParagraphStyle("c2", parent=H1, fontSize=12, alignment=1)),
          Spacer(1, 10), Paragraph("418 Asharoken Avenue, Village of Asharoken, Suffolk County, New York<br/>SCTM 0107-002.00-03.00-017.000", ParagraphStyle("c3", parent=B, alignment=1)),
          Spacer(1, 1.6 * inch), Paragraph("Prepared for the Eaton's Neck Beach Club, Inc.<br/>by Sandbar Coastal Engineering, PLLC, Northport, New York<br/>April 2025", ParagraphStyle("c4", parent=B, alignment=1)),
          PageBreak()]
    HEADINGS.append("STORMWATER POLLUTION PREVENTION PLAN")
    # p2: contents
    s += [h1("Contents"), tbl([["Section", "Page"], ["1 Project Background", "3"], ["2 Site Conditions and Soils", "4"],
          ["3 Site Plan", "5"], ["4 Construction Sequence", "6"], ["5 Erosion and Sediment Control Practices", "7"],
          ["6 Implementation and Maintenance Schedules", "9"], ["7 Pollution Prevention", "10"], ["8 Post-Construction Stormwater Management", "11"],
          ["9 Responsibilities", "13"], ["10 Certifications", "14"], ["Notes", "16"]], [3.3 * inch, 0.7 * inch]),
          Spacer(1, 8), p("Pages are numbered in this booklet at the foot of each page."), PageBreak()]
    # p3
    s += [h1("1 Project Background"),
          p("The Eaton's Neck Beach Club, Inc. will reconstruct its gravel parking lot as a 34-space paved lot with porous pavement bays, replace its 1950s bathhouse with a new 1,500 square foot bathhouse on piles, and install a new water service and the stormwater system described in Section 8. The club occupies a 1.46-acre parcel on the north side of Asharoken Avenue."),
          p("Total land disturbance is 1.15 acres. The site is not a single-family residence. Because the project disturbs at least one but less than five acres, it meets Condition C of &sect; 44-8B(2) of the Village Code, and this plan includes the post-construction information of &sect; 44-8B(3)."),
          p("Impervious cover increases from 0.31 acre (bathhouse and gravel lot counted as impervious) to 0.52 acre. Work is planned for October 2025 through April 2026, outside the summer beach season."), PageBreak()]
    # p4
    s += [h1("2 Site Conditions and Soils"),
          h2("2.1 Existing conditions"),
          p("The site is nearly level at the road (elevation 12) and falls gently to the top of a low sandy bank at elevation 8 above the beach. Vegetation is mown lawn, beach grass on the bank, and a row of black pine along the road. Runoff sheet-flows north across the lot and the lawn and soaks into the sand; in heavy rain some of it reaches the beach over the bank and eventually the nearby waters."),
          h2("2.2 Soils"),
          p("The Suffolk County Soil Survey maps the site as Plymouth loamy sand, 0 to 3 percent slopes (PlA), and Beaches (Bc) below the bank. Plymouth soils are deep, excessively drained sands of Hydrologic Soil Group A. Two test holes on March 3, 2025 found brown loamy sand over fine to medium sand to 12 feet, with groundwater at 6.5 feet below grade (elevation 5.5). Percolation was faster than 8 inches per hour. The bare sand is highly erodible by wind and concentrated flow."),
          h2("2.3 Existing runoff data"),
          p("No stream gauge or outfall sampling exists for this site. The existing-condition runoff computed for the design storms is given in Section 8.3 and is the only runoff data available."),
          PageBreak()]
    # p5: site plan
    s += [h1("3 Site Plan"), SiteMap(), Spacer(1, 4),
          Paragraph("The site plan shows the whole 1.46-acre parcel, the limit of disturbance, the lawn and bank vegetation to remain, existing and final grades, drainage direction to the north, the erosion and sediment control practices with their sizes and lengths, and the stockpile. No material or equipment is stored off site. The post-construction practices are shown on Sheet C-3.", SM), PageBreak()]
    # p6
    s += [h1("4 Construction Sequence"),
          p("The project is built in one phase; the entire disturbance is 1.15 acres, far less than the five acres that may be disturbed at one time."),
          tbl([["Step", "Work"], ["1", "Pre-construction meeting with the Village engineer; stake the limit of disturbance"],
               ["2", "Install stabilized construction entrance; silt fence and fiber roll along the bank"],
               ["3", "Demolish the old bathhouse; remove gravel; stockpile reusable sand"],
               ["4", "Drive piles; build bathhouse; install water service"],
               ["5", "Rough grade the lot; install inlets with inlet protection and the leaching galleys"],
               ["6", "Place porous pavement only after all contributing areas are stabilized"],
               ["7", "Topsoil, seed and plant beach grass; remove temporary controls after final stabilization"]], [0.4 * inch, 3.8 * inch]),
          PageBreak()]
    # p7
    s += [h1("5 Erosion and Sediment Control Practices"),
          h2("5.1 Temporary and permanent measures"),
          p("Temporary measures: stabilized construction entrance, silt fence, fiber roll, inlet protection, a silt-fence ring around the sand stockpile, temporary seeding and straw mulch with tackifier on any area idle seven days, and wetting of exposed sand to limit blowing. Permanent measures: paved and porous pavement surfaces, 4 inches of topsoil with a lawn seed mix, and American beach grass culms planted 18 inches on center on the bank and in all sand areas."),
          h2("5.2 Structural practices that limit runoff from exposed areas"),
          p("A 12-inch fiber roll staked across the lawn 20 feet above the bank intercepts sheet flow from the graded lot, and the double row of silt fence at the top of bank keeps it off the beach. The lot is graded to drain to two inlets that hold runoff on site until the leaching galleys are in service."),
          PageBreak()]
    # p8
    s += [h2("5.3 Practice details"),
          tbl([["Practice", "Dimensions and materials", "Installation"],
               ["Stabilized construction entrance", "50 ft long, 12 ft wide, 6 in. of 1-2 in. stone on geotextile", "Before any other work"],
               ["Silt fence", "240 LF, 36 in. woven fabric, hardwood stakes 6 ft o.c.", "Toe trenched 6 in., backfilled"],
               ["Fiber roll", "90 LF, 12 in. dia. coir roll", "Trenched 3 in., stakes 4 ft o.c."],
               ["Inlet protection", "2 inlets, fabric drop inlet filter", "Under the grate as each inlet is set"],
               ["Stockpile ring", "Silt fence around stockpile, 3 ft clear", "When stockpile is formed"]],
              [1.2 * inch, 1.7 * inch, 1.3 * inch]),
          p("No temporary sediment basin is needed: the drainage area to any one point is under one acre."),
          h2("5.4 Temporary practices that become permanent"),
          p("The two catch basins used with inlet protection during construction become the permanent inlets to the leaching galleys once the protection is removed. The fiber roll location is planted with beach grass and remains as a vegetated strip."),
          PageBreak()]
    # p9
    s += [h1("6 Implementation and Maintenance Schedules"),
          h2("6.1 Installation and duration"),
          tbl([["Practice", "Installed", "Remains until"], ["Construction entrance", "Day 1", "Paving begins"],
               ["Silt fence and fiber roll", "Day 1-2, before demolition", "Beach grass established"],
               ["Inlet protection", "As each inlet is set", "Pavement complete"],
               ["Temporary seed / mulch", "Within 7 days of inactivity", "Permanent cover"]], [1.5 * inch, 1.4 * inch, 1.3 * inch]),
          h2("6.2 Maintenance"),
          p("All erosion and sediment controls are inspected at least once every seven days and within 24 hours after 0.5 inch of rain. Sediment is removed from silt fence and fiber roll when it reaches one third of their height; the construction entrance is top-dressed when clogged; inlet filters are emptied when half full; damaged practices are repaired within one day."),
          PageBreak()]
    # p10
    s += [h1("7 Pollution Prevention"),
          h2("7.1 Litter, debris and chemicals"),
          p("Demolition debris from the bathhouse goes directly to a covered roll-off and is removed weekly. Workers' litter goes to a lidded container emptied weekly. Paints, sealers and the pile preservative touch-up are kept in a locked cabinet in the contractor's trailer; nothing is washed out on site."),
          h2("7.2 Materials stored on site and spill response"),
          p("Stored on site: piles and lumber on dunnage, stone, sand stockpile, porous pavement aggregate, and a small amount of gasoline for hand tools in approved cans within a lined tub. No bulk fuel is stored; equipment is fueled from a truck over an absorbent mat. A spill kit is kept in the trailer. Spills are stopped, contained and cleaned up at once; spills reaching the beach or any quantity required by law are reported to the NYSDEC Spill Hotline and the Village."),
          PageBreak()]
    # p11
    s += [h1("8 Post-Construction Stormwater Management"),
          h2("8.1 Practices"),
          p("Two practices retain the runoff from the new impervious area. Porous asphalt parking bays (0.14 acre) over a 24-inch stone reservoir take the runoff from the drive aisle. Two precast leaching galleys (8 ft by 4 ft by 4 ft, in stone) take the runoff from the two lot inlets and the bathhouse roof leaders. The locations and sizes of both practices are shown on Sheet C-3, Stormwater Management Plan."),
          h2("8.2 Dimensions and materials"),
          p("Porous asphalt: 3 in. open-graded asphalt, 2 in. choker course of No. 57 stone, 24 in. reservoir of No. 2 stone, non-woven geotextile on the sides only; bottom 2.5 ft above seasonal high groundwater. Leaching galleys: precast concrete, H-20 rated, 2 ft of 3/4-inch stone all round, inspection port; bottom at elevation 8.0, 2.5 ft above groundwater."),
          PageBreak()]
    # p12
    s += [h2("8.3 Hydrologic analysis and comparison"),
          p("Runoff was computed with the NRCS TR-55 method for the Type III 24-hour storms (Suffolk County: 1-yr 2.8 in., 10-yr 5.0 in., 100-yr 8.6 in.). The galleys and the stone reservoir together store 3,900 cubic feet, more than the 10-year runoff from the impervious area, so no runoff leaves the developed lot in storms up to the 10-year event."),
          tbl([["Storm", "Pre-development peak (cfs)", "Post-development peak (cfs)"], ["1-yr", "0.21", "0.00"], ["10-yr", "0.98", "0.00"], ["100-yr", "2.35", "1.42"]],
              [0.8 * inch, 1.7 * inch, 1.7 * inch]),
          h2("8.4 Maintenance schedule"),
          p("Porous pavement: vacuum sweep twice a year (spring and fall), never sand or seal. Leaching galleys and inlets: inspect in spring and after any storm over 2 inches; remove sediment when it is 6 inches deep. Beach grass: replant bare spots each spring."),
          h2("8.5 Easement and agreement"),
          p("The club grants the Village a 20-foot-wide maintenance easement from Asharoken Avenue across the lot to the porous pavement and galleys for inspection and repair. The easement will be recorded with the Suffolk County Clerk against the deed and remains in effect on transfer of title. A maintenance agreement with the Village will be provided prior to issuance of the building permit."),
          PageBreak()]
    # p13
    s += [h1("9 Responsibilities"),
          tbl([["Part of the site", "Responsible for the SWPPP"], ["Parking lot and drainage", "Bay Paving Corp. (site contractor)"],
               ["Bathhouse, piles, water service", "North Shore Builders, Inc."], ["Bank, beach grass, lawn", "Bay Paving Corp."],
               ["Inspections and record keeping", "Sandbar Coastal Engineering, PLLC"], ["Whole plan, long-term maintenance", "Eaton's Neck Beach Club, Inc."]],
              [1.9 * inch, 2.3 * inch]), PageBreak()]
    # p14
    s += [h1("10 Certifications"), h2("10.1 Plan certification"),
          p("I certify that this Stormwater Pollution Prevention Plan was prepared by me and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken."),
          p("/s/ Helena M. Vasquez, P.E.<br/>New York License No. 092518<br/>Sandbar Coastal Engineering, PLLC, 27 Main Street, Northport, NY 11768<br/>April 14, 2025"),
          PageBreak()]
    # p15
    s += [h2("10.2 Contractor certification"),
          p("Each contractor and subcontractor who will disturb soil or install stormwater practices must complete this page before starting work."),
          tbl([["Name and title", ""], ["Firm", ""], ["Firm address and telephone", ""], ["Site", "Eaton's Neck Beach Club, 418 Asharoken Avenue"],
               ["Signature", ""], ["Date", ""]], [1.5 * inch, 2.7 * inch]),
          Spacer(1, 10),
          tbl([["Name and title", ""], ["Firm", ""], ["Firm address and telephone", ""], ["Site", "Eaton's Neck Beach Club, 418 Asharoken Avenue"],
               ["Signature", ""], ["Date", ""]], [1.5 * inch, 2.7 * inch]), PageBreak()]
    # p16
    s += [h1("Notes"), p("Keep this plan on site in the contractor's trailer from the start of work until final stabilization."), p("Revision log: Rev. 0, April 14, 2025, issued for Village review.")]
    return s

def footer(c, doc):
    c.setFont("Helvetica", 7.5)
    c.drawCentredString(PW / 2, 0.35 * inch, "Eaton's Neck Beach Club SWPPP  -  %d" % doc.page)

def build(outdir, tmp):
    HEADINGS.clear()
    pages = os.path.join(tmp, "p3_pages.pdf")
    doc = BaseDocTemplate(pages, pagesize=(PW, PH), leftMargin=0.5 * inch, rightMargin=0.5 * inch, topMargin=0.55 * inch, bottomMargin=0.6 * inch,
                          title="Eaton's Neck Beach Club SWPPP", author="Sandbar Coastal Engineering, PLLC")
    fr = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
    doc.addPageTemplates([PageTemplate(id="p", frames=[fr], onPage=footer)])
    doc.build(story())
    src = PdfReader(pages).pages
    n = len(src); assert n == 16, n
    w = PdfWriter()
    order = []
    for k in range(n // 2):
        l, r = (n - k, k + 1) if k % 2 == 0 else (k + 1, n - k)
        order.append((l, r))
        sheet = PageObject.create_blank_page(width=2 * PW, height=PH)
        sheet.merge_transformed_page(src[l - 1], Transformation().translate(0, 0))
        sheet.merge_transformed_page(src[r - 1], Transformation().translate(PW, 0))
        w.add_page(sheet)
    w.add_metadata({"/Title": "Eaton's Neck Beach Club SWPPP (booklet imposition)", "/Producer": "reportlab; imposed 2-up with pypdf"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as f:
        w.write(f)
    return out, {"imposition": order}
