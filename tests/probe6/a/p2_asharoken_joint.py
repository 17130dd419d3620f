"""Plan 2: Village of Asharoken - joint permit application package (dock/bulkhead + upland work) with the SWPPP
as Attachment C. Form pages are scans with a hidden OCR text layer made by `tesseract IMAGE OUT pdf`; the other
pages are ordinary text made with fpdf2 (and fpdf2 drawing sheets); merged with pypdf."""
import io
import os
import random
import subprocess
import tempfile

from PIL import Image, ImageDraw, ImageFont, ImageFilter
from fpdf import FPDF
from pypdf import PdfReader, PdfWriter

NAME = "p6a_asharoken_joint_permit_beach_club"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONTB = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONTI = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"
MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
SERIFI = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"

SITE = "Asharoken Bay Beach Club, 412 Asharoken Avenue, Village of Asharoken, NY 11768"

# ------------------------------------------------------------------ scanned form pages
DPI = 200
PW, PH = int(8.5 * DPI), int(11 * DPI)


def f(path, size):
    return ImageFont.truetype(path, size)


class Form:
    def __init__(self):
        self.im = Image.new("L", (PW, PH), 255)
        self.d = ImageDraw.Draw(self.im)
        self.y = 120

    def header(self, page):
        d = self.d
        d.text((110, self.y), "JOINT APPLICATION FOR PERMIT", font=f(FONTB, 44), fill=0)
        d.text((PW - 430, self.y + 8), f"Page {page} of 4", font=f(FONT, 28), fill=0)
        self.y += 62
        d.text((110, self.y), "New York State Agencies and U.S. Army Corps of Engineers - activities in or near",
               font=f(FONT, 26), fill=0)
        self.y += 34
        d.text((110, self.y), "waterways, tidal and freshwater wetlands and coastal areas  (Rev. 2023)",
               font=f(FONT, 26), fill=0)
        self.y += 50
        d.line((100, self.y, PW - 100, self.y), fill=0, width=4)
        self.y += 24

    def section(self, title):
        d = self.d
        d.rectangle((100, self.y, PW - 100, self.y + 46), fill=215, outline=0, width=2)
        d.text((115, self.y + 7), title, font=f(FONTB, 28), fill=0)
        self.y += 60

    def field(self, label, value, lines=1, width=None):
        d = self.d
        d.text((115, self.y), label, font=f(FONT, 24), fill=0)
        self.y += 32
        h = 44 * lines + 12
        d.rectangle((115, self.y, PW - 115, self.y + h), outline=0, width=2)
        yy = self.y + 8
        for ln in (value if isinstance(value, list) else [value]):
            d.text((130, yy), ln, font=f(MONO, 30), fill=25)
            yy += 44
        self.y += h + 18

    def checks(self, items):
        d = self.d
        for on, text in items:
            d.rectangle((125, self.y + 4, 155, self.y + 34), outline=0, width=3)
            if on:
                d.line((129, self.y + 8, 151, self.y + 30), fill=0, width=4)
                d.line((151, self.y + 8, 129, self.y + 30), fill=0, width=4)
            d.text((172, self.y), text, font=f(FONT, 27), fill=0)
            self.y += 44
        self.y += 10

    def text(self, t, font=FONT, size=26):
        self.d.text((115, self.y), t, font=f(font, size), fill=0)
        self.y += size + 12

    def degrade(self, seed, angle):
        rnd = random.Random(seed)
        im = self.im.rotate(angle, resample=Image.BICUBIC, fillcolor=250, expand=False)
        im = im.filter(ImageFilter.GaussianBlur(0.7))
        px = im.load()
        for _ in range(9000):
            x, y = rnd.randrange(PW), rnd.randrange(PH)
            px[x, y] = max(0, px[x, y] - rnd.randrange(60, 160))
        # faint scanner streak and grey cast
        d = ImageDraw.Draw(im)
        d.line((PW - 60, 0, PW - 58, PH), fill=225, width=3)
        im = im.point(lambda v: int(18 + v * 0.9))
        return im


def form_pages():
    pages = []
    # page 1
    fm = Form(); fm.header(1)
    fm.section("AGENCIES TO WHICH THIS APPLICATION IS MADE")
    fm.checks([(True, "NYS Dept. of Environmental Conservation - Tidal Wetlands; Protection of Waters"),
               (True, "U.S. Army Corps of Engineers - Section 10 / Section 404"),
               (True, "NYS Department of State - Coastal Consistency Concurrence"),
               (False, "NYS Office of General Services - Lands Underwater"),
               (True, "Village of Asharoken - Board of Trustees (Ch. 44 stormwater; Ch. 122 waterways)")])
    fm.section("1. APPLICANT / OWNER")
    fm.field("Name of applicant (owner of the property)", "Asharoken Bay Beach Club, Inc.")
    fm.field("Mailing address", "412 Asharoken Avenue, Northport, NY 11768")
    fm.field("Telephone / e-mail", "(631) 555-0172   manager@abbc-example.org")
    fm.section("2. CONTACT / AGENT")
    fm.field("Name and firm", "Karen M. Lindqvist, Bayview Coastal Permitting, LLC")
    fm.field("Mailing address and telephone", "22 Main Street, Suite 3, Northport, NY 11768  (631) 555-0139")
    fm.section("3. PROJECT / FACILITY LOCATION")
    fm.field("Street address / municipality / county", ["412 Asharoken Avenue, Village of Asharoken,",
                                                           "Town of Huntington, Suffolk County"], lines=2)
    fm.field("Tax map (District / Section / Block / Lot)", "0101 - 002.00 - 01.00 - 014.000")
    fm.field("Name of waterbody", "Northport Bay (tidal; Long Island Sound system)")
    fm.field("Latitude / longitude", "40.9318 N   73.3612 W")
    pages.append(fm.degrade(11, 0.45))

    # page 2
    fm = Form(); fm.header(2)
    fm.section("4. PROJECT DESCRIPTION AND PURPOSE")
    fm.field("Describe the proposed activity", [
        "Remove 210 linear feet of failing timber bulkhead and",
        "install 210 LF of vinyl sheet bulkhead in place, with two",
        "12 LF returns; 185 cy of clean sand backfill landward.",
        "Construct a 4 ft x 80 ft fixed timber pier, a 3 ft x 20 ft",
        "ramp and a 6 ft x 20 ft float. Upland: regrade and repave",
        "the club parking lot, new 1,450 sf pavilion, drywells and",
        "a rain garden. Upland soil disturbance 1.15 acres.",
    ], lines=7)
    fm.field("Purpose of the project", ["Replace a failed bulkhead, provide safe small-boat access",
                                       "for members and correct parking lot drainage to the bay."], lines=2)
    fm.section("5. PROPOSED USE AND SCHEDULE")
    fm.checks([(False, "Public"), (True, "Private (membership club, non-commercial)"), (False, "Commercial")])
    fm.field("Proposed start date / estimated completion", "October 5, 2026  /  May 15, 2027")
    fm.field("Has work begun on the project?", "No")
    fm.section("6. OTHER PERMITS AND PRIOR APPROVALS")
    fm.field("List other approvals required or received", [
        "Village of Asharoken: Ch. 44 stormwater (SWPPP Att. C),",
        "building permit for pavilion. DEC GP-0-25-001 NOI.",
        "Prior DEC permit 1-4726-00391/00001 (1998 bulkhead)."], lines=3)
    pages.append(fm.degrade(12, -0.6))

    # page 3
    fm = Form(); fm.header(3)
    fm.section("7. STRUCTURES, FILL AND DREDGING")
    fm.field("Structures (type, dimensions, materials)", [
        "Bulkhead: vinyl sheeting CMI ShoreGuard 9900, 16 ft",
        "  sheets, 10x10 CCA-free timber whalers, 1.25 in tie rods",
        "Pier: 4 ft x 80 ft, fiberglass grate decking, 8 in piles",
        "Ramp: 3 ft x 20 ft aluminum; Float: 6 ft x 20 ft"], lines=4)
    fm.field("Fill (volume, type, area)", ["185 cy clean sand landward of the new bulkhead (no fill",
                                          "below mean high water); no dredging proposed"], lines=2)
    fm.field("Tidal wetland vegetation affected", "None (no intertidal marsh at the site)")
    fm.field("Area of upland disturbance (sq ft / acres)", "50,100 sq ft  /  1.15 acres")
    fm.field("Mean high water / mean low water elevations (NAVD88)", "MHW 3.6 ft   MLW -3.8 ft")
    fm.section("8. ATTACHMENTS")
    fm.checks([(True, "A - Project narrative"), (True, "B - Plans (Sheets 1-3)"),
               (True, "C - Stormwater Pollution Prevention Plan"), (True, "D - Photographs (not bound)")])
    pages.append(fm.degrade(13, 0.3))

    # page 4
    fm = Form(); fm.header(4)
    fm.section("9. SIGNATURES")
    fm.text("I hereby affirm that the information in this application is true to the best of my")
    fm.text("knowledge and belief. False statements are punishable as a Class A misdemeanor.")
    fm.y += 20
    fm.field("Applicant / owner (print name and title)", "Robert J. Farrelly, President, Board of Governors")
    fm.d.text((130, fm.y), "Robert J. Farrelly", font=f(SERIFI, 56), fill=30)
    fm.y += 80
    fm.field("Date", "March 30, 2026")
    fm.field("Agent (print name)", "Karen M. Lindqvist, Bayview Coastal Permitting, LLC")
    fm.d.text((130, fm.y), "K. M. Lindqvist", font=f(SERIFI, 56), fill=30)
    fm.y += 80
    fm.field("Date", "March 30, 2026")
    # received stamp
    st = Image.new("L", (620, 220), 255)
    sd = ImageDraw.Draw(st)
    sd.rectangle((4, 4, 615, 215), outline=90, width=6)
    sd.text((30, 25), "RECEIVED", font=f(FONTB, 60), fill=90)
    sd.text((30, 100), "APR 02 2026", font=f(FONTB, 46), fill=90)
    sd.text((30, 160), "VILLAGE OF ASHAROKEN", font=f(FONT, 30), fill=90)
    st = st.rotate(12, expand=True, fillcolor=255)
    fm.im.paste(Image.eval(st, lambda v: v), (980, 1650), Image.eval(st, lambda v: 255 - v))
    pages.append(fm.degrade(14, -0.35))
    return pages


def ocr_pdf(img, tmp, i):
    jpg = os.path.join(tmp, f"form{i}.jpg")
    img.save(jpg, "JPEG", quality=55, dpi=(DPI, DPI))
    base = os.path.join(tmp, f"form{i}")
    subprocess.run(["tesseract", jpg, base, "-l", "eng", "--dpi", str(DPI), "pdf"], check=True,
                   capture_output=True)
    return base + ".pdf"


# ------------------------------------------------------------------ ordinary text pages (fpdf2)
class Doc(FPDF):
    def header(self):
        if self.page_no() == 1:
            return
        self.set_font("S", "", 7.5)
        self.set_text_color(90)
        self.cell(0, 5, "Asharoken Bay Beach Club - Bulkhead, Pier and Parking Lot Improvements - Joint Application Package", align="L")
        self.ln(8)
        self.set_text_color(0)

    def footer(self):
        self.set_y(-12)
        self.set_font("S", "", 7.5)
        self.cell(0, 5, self.footer_text, align="C")


def new_doc():
    d = Doc(format="letter", unit="mm")
    d.set_creation_date(__import__("datetime").datetime(2026, 3, 30))
    d.add_font("S", "", FONT)
    d.add_font("S", "B", FONTB)
    d.add_font("S", "I", FONTI)
    d.set_auto_page_break(True, 18)
    d.set_margins(20, 16, 20)
    d.footer_text = ""
    return d


def h1(d, t):
    d.set_font("S", "B", 12.5)
    d.multi_cell(0, 6.5, t)
    d.ln(2)


def h2(d, t):
    d.ln(1)
    d.set_font("S", "B", 10)
    d.multi_cell(0, 5.5, t)
    d.ln(0.5)


def para(d, t, size=9.5):
    d.set_font("S", "", size)
    d.multi_cell(0, 4.7, t)
    d.ln(1.6)


def table(d, rows, widths, size=8):
    d.set_font("S", "", size)
    with d.table(col_widths=widths, text_align="LEFT", line_height=4.0, padding=1.2,
                 first_row_as_headings=True) as t:
        for r in rows:
            row = t.row()
            for c in r:
                row.cell(c)
    d.ln(3)


def transmittal():
    d = new_doc()
    d.footer_text = "Transmittal"
    d.add_page()
    d.set_font("S", "B", 13)
    d.cell(0, 7, "BAYVIEW COASTAL PERMITTING, LLC", new_x="LMARGIN", new_y="NEXT")
    d.set_font("S", "", 8.5)
    d.cell(0, 5, "22 Main Street, Suite 3, Northport, NY 11768  -  (631) 555-0139", new_x="LMARGIN", new_y="NEXT")
    d.ln(8)
    para(d, "March 30, 2026")
    para(d, "Board of Trustees and Stormwater Management Officer\nVillage of Asharoken\n1 Bevin Road\nAsharoken, NY 11768")
    para(d, "Re: Joint Application - Asharoken Bay Beach Club, 412 Asharoken Avenue - bulkhead replacement, "
            "fixed pier and float, and parking lot and pavilion improvements")
    para(d, "Dear Members of the Board:")
    para(d, "On behalf of Asharoken Bay Beach Club, Inc. we submit the enclosed Joint Application for Permit, which is "
            "being filed at the same time with NYS DEC Region 1 (Stony Brook), the New York District of the U.S. Army "
            "Corps of Engineers and the NYS Department of State. The Village copy includes the Stormwater Pollution "
            "Prevention Plan (Attachment C) required by Chapter 44 of the Village Code for the 1.15 acres of upland "
            "disturbance.")
    para(d, "The package contains: the signed application form (4 pages, scanned from the original); Attachment A, "
            "project narrative; Attachment B, plan sheets 1 to 3; Attachment C, SWPPP with contractor certifications. "
            "Photographs (Attachment D) were delivered to the Village Clerk on a USB drive.")
    para(d, "Please contact me with any questions.")
    para(d, "Very truly yours,\n\nKaren M. Lindqvist\nSenior Environmental Scientist")
    para(d, "cc: R. Farrelly (ABBC); NYSDEC Region 1 Division of Environmental Permits; USACE NY District")
    return d


def narrative_and_swppp():
    d = new_doc()
    d.footer_text = "Attachment A - Project Narrative"
    d.add_page()
    h1(d, "ATTACHMENT A - PROJECT NARRATIVE")
    h2(d, "A.1 Site")
    para(d, "The Asharoken Bay Beach Club occupies a 2.46-acre parcel on the south (bay) side of Asharoken Avenue, "
            "about 1.1 miles east of the Northport village line. The club has a one-story clubhouse, a gravel and "
            "asphalt parking lot for about 70 cars, a small boat rack area, and a sand beach fronted by 210 feet of "
            "timber bulkhead built in 1998 under DEC permit 1-4726-00391/00001. The bulkhead has lost backfill through "
            "split sheathing and two sinkholes have opened in the parking lot behind it. The lot drains by sheet flow "
            "to two 12-inch pipes that pass through the bulkhead to the bay.")
    h2(d, "A.2 Proposed work")
    para(d, "Marine work: remove the timber bulkhead and install 210 LF of vinyl sheet bulkhead in the same "
            "alignment (no waterward encroachment), two 12 LF returns, and 185 cubic yards of clean sand backfill "
            "landward; remove the two outfall pipes and plug the openings; build a 4 ft x 80 ft fixed pier with "
            "fiberglass grate decking (for light penetration), a 3 ft x 20 ft aluminum ramp and a 6 ft x 20 ft float "
            "held by two 10-inch piles. Work waterward of the bulkhead is done from a spud barge.")
    para(d, "Upland work: remove the gravel and failed asphalt of the parking lot (0.71 acre), regrade it to drain away "
            "from the bulkhead to four drywells and a rain garden, and repave; build a 1,450 sf open-sided pavilion on "
            "piers; replace the boat-rack gravel pad; and restore the disturbed beach-grass area behind the bulkhead "
            "with American beachgrass. Total upland soil disturbance is 1.15 acres. New impervious cover is 0.09 acre "
            "net (pavilion roof; the parking lot footprint is not enlarged).")
    h2(d, "A.3 Regulatory setting")
    para(d, "DEC: Tidal Wetlands Act (6 NYCRR Part 661, adjacent area), Protection of Waters (Part 608) and Section 401 "
            "water quality certification. USACE: Section 10 of the Rivers and Harbors Act (Nationwide Permit 3 for the "
            "in-place bulkhead replacement; individual review of the pier is possible). DOS: coastal consistency with "
            "the Town of Huntington LWRP. Village of Asharoken: Chapter 44 (Stormwater Management and Erosion and "
            "Sediment Control), since more than one acre is disturbed, and a building permit for the pavilion. The club "
            "is not a single-family residence, so Condition C of Village Code § 44-8B(2) applies and the SWPPP includes "
            "post-construction stormwater controls.")
    h2(d, "A.4 Alternatives and impacts")
    para(d, "Rock revetment was rejected because it would extend 14 feet waterward onto the beach. The pier is the minimum "
            "length that reaches -2.5 ft MLW for small craft. No submerged aquatic vegetation was found in a 2025 survey; "
            "work in the water is limited to October 1 through January 15 to avoid winter flounder spawning, as DEC "
            "usually conditions. Turbidity curtains enclose the bulkhead work.")
    return d


def swppp(d):
    d.footer_text = "Attachment C - Stormwater Pollution Prevention Plan"
    d.add_page()
    h1(d, "ATTACHMENT C - STORMWATER POLLUTION PREVENTION PLAN")
    para(d, "Asharoken Bay Beach Club - Upland improvements and bulkhead replacement. Prepared for the Village of "
            "Asharoken under Village Code Chapter 44 and for coverage under NYS DEC SPDES General Permit GP-0-25-001. "
            "Prepared by Bayview Coastal Permitting, LLC, March 30, 2026.")
    h2(d, "Content summary - Village Code § 44-8B")
    rows = [["Code item", "Where in this package"],
            ["(1)(a) Project scope, location, type and size", "Attachment A; C-1"],
            ["(1)(b) Site map, location map", "Sheet 1"],
            ["(1)(c) Soils", "C-2"],
            ["(1)(d) Sequence of construction", "C-4"],
            ["(1)(e)-(f) Pollution prevention; materials", "C-8, C-9"],
            ["(1)(g), (o) Stabilization and structural practices", "C-5"],
            ["(1)(h)-(i) Practice locations and details", "Sheets 2 and 3"],
            ["(1)(j) Temporary practices made permanent", "C-5"],
            ["(1)(k)-(l) Installation and maintenance schedules", "C-6, C-7"],
            ["(1)(m) Receiving water", "C-3"],
            ["(1)(n) Responsibilities", "C-10"],
            ["(1)(p) Existing runoff data", "C-3"],
            ["(3)(b)-(g) Post-construction practices", "C-11; Sheets 2 and 3"],
            ["(3)(h) Maintenance easement", "C-11.5; Sheet 2"],
            ["(3)(i) Inspection and maintenance agreement", "N/A"],
            ["§ 44-8C Plan certification", "C-12"],
            ["§ 44-8E Contractor certification", "C-13"]]
    table(d, rows, (95, 75))
    h2(d, "C-1 Project background")
    para(d, "The project, described in Attachment A, replaces 210 LF of bulkhead and builds a fixed pier and float "
            "(marine work, regulated by DEC, USACE and DOS), and regrades and repaves the 0.71-acre club parking lot, "
            "builds a 1,450 sf pavilion and restores the beach-grass area (upland work, 1.15 acres of soil "
            "disturbance on the 2.46-acre parcel). It is a land development activity under Village Code § 44-3. "
            "The land use is a private membership beach club.")
    h2(d, "C-2 Soils")
    para(d, "The Suffolk County Soil Survey maps the upland as Plymouth loamy sand, 0 to 3 percent slopes (PlA), and "
            "Cut and fill land, gently sloping (CuB), with Beaches (Bc) waterward of the bulkhead. Both upland units are "
            "excessively drained sands of hydrologic soil group A. Two test holes by McDonald Geoscience (Feb. 11, 2026) "
            "found 0.5 ft of gravel fill over brown medium sand to 9 ft, with groundwater at 5.8 ft (elev. 2.4) at TH-1 near "
            "the bulkhead and 8.1 ft (elev. 4.9) at TH-2 by the road. The sand is highly erodible by wind and by "
            "concentrated flow but infiltrates readily.")
    h2(d, "C-3 Receiving water and existing runoff data")
    para(d, "All site runoff reaches Northport Bay, directly over and through the bulkhead. No stormwater sampling or "
            "flow monitoring has been done at the site. The club's records and our site visits (Nov. 2025 - Feb. 2026) "
            "show ponding 2-4 inches deep across the south half of the lot after storms of about 1 inch, and sediment "
            "and gravel fans at both outfall pipes. Existing peak flows by the Rational Method (C = 0.62, Tc = 6 min, "
            "0.96 ac tributary to the outfalls): 2-year 2.0 cfs, 10-year 2.9 cfs, 100-year 4.4 cfs.")
    h2(d, "C-4 Construction sequence")
    table(d, [["Stage", "Work", "Duration"],
              ["1", "Pre-construction meeting with the Village SMO; stake limits of disturbance; install the stabilized "
                    "construction entrance on Asharoken Avenue and silt fence along the east and west lines.", "1 week"],
              ["2", "Marine work from the barge: turbidity curtain around the bulkhead work zone; drive vinyl sheets "
                    "landward of the old bulkhead; then pull the timber sheathing; remove the outfall pipes; "
                    "drive pier and float piles.", "7 weeks (Oct. 5 - Nov. 20)"],
              ["3", "Backfill behind the new bulkhead with clean sand placed in lifts and covered daily; build the "
                    "temporary diversion berm 25 ft landward of the bulkhead.", "1 week"],
              ["4", "Strip the parking lot; excavate temporary sediment trap ST-1 at the rain garden location; rough "
                    "grade the lot to drain north, away from the bay.", "2 weeks"],
              ["5", "Install drywells DW-1 to DW-4 and connecting pipe; protect the drywell grates with filter fabric "
                    "until paving is complete.", "2 weeks"],
              ["6", "Build the pavilion piers and deck; place base course and pave.", "4 weeks"],
              ["7", "Convert ST-1 to rain garden RG-1; plant beachgrass; remove silt fence and the berm after the "
                    "SMO accepts stabilization.", "Spring 2027"]], (15, 120, 35))
    para(d, "The whole upland area (1.15 acres) may be open at one time; this is less than the five-acre limit of the "
            "Erosion Control Manual.")
    h2(d, "C-5 Erosion and sediment controls for each stage")
    para(d, "Temporary structural practices: stabilized construction entrance (stage 1 to paving); silt fence on the "
            "east and west property lines (stage 1 to final stabilization); a floating turbidity curtain, 12-inch float "
            "with a 6-ft weighted skirt, around the in-water work (stage 2); a 1.5-ft-high earth diversion berm 25 ft "
            "landward of the new bulkhead that turns runoff from the stripped lot away from the bulkhead and the fresh "
            "backfill and toward ST-1 (stages 3-6); temporary sediment trap ST-1 (stages 4-6); filter fabric inlet "
            "protection on the drywell grates (stages 5-6).")
    para(d, "Temporary vegetative and cover practices: backfill and stripped areas left for more than 7 days are covered "
            "with straw mulch at 2 tons/acre tackified against wind, or seeded with annual ryegrass at 40 lb/acre; the "
            "sand stockpile is covered with a weighted tarp every night.")
    para(d, "Permanent practices: pavement and the pavilion; drywells; rain garden RG-1; American beachgrass "
            "(Ammophila breviligulata) culms planted 18 inches on center behind the bulkhead; 4 inches of topsoil and "
            "a salt-tolerant fescue mix on the lawn margins.")
    para(d, "Temporary practice converted to a permanent control: temporary sediment trap ST-1 becomes rain garden RG-1. "
            "After the lot is paved, the trap's accumulated sediment is removed, the bottom is over-excavated 2 ft and "
            "backfilled with the RG-1 soil media, and it is planted.")
    h2(d, "C-6 Installation schedule for temporary practices")
    table(d, [["Practice", "Installed", "Remains in place until"],
              ["Stabilized construction entrance (50 x 20 ft)", "Stage 1, before any other work", "Base course placed (stage 6)"],
              ["Silt fence, east and west lines (2 x 180 LF)", "Stage 1", "Final stabilization accepted by the SMO"],
              ["Turbidity curtain (about 260 LF)", "Stage 2, before sheets are driven", "Bulkhead and piles complete; turbidity back to ambient"],
              ["Diversion berm (190 LF)", "Stage 3, before the lot is stripped", "Paving complete"],
              ["Sediment trap ST-1 (1,900 cf)", "Stage 4", "Converted to RG-1 (stage 7)"],
              ["Drywell grate protection", "Stage 5, as each drywell is set", "Paving complete"],
              ["Straw mulch / temporary seed", "Within 7 days of inactivity", "Permanent cover established"]], (65, 50, 55))
    h2(d, "C-7 Maintenance of erosion and sediment controls")
    table(d, [["Practice", "Maintenance", "When"],
              ["Construction entrance", "Add stone when sand shows through; sweep Asharoken Avenue", "Daily check; sweep same day"],
              ["Silt fence", "Remove sediment at one-third height; re-stake; replace torn fabric", "Weekly and after 0.5 in rain"],
              ["Turbidity curtain", "Check for gaps at the ends and skirt; re-anchor", "Every work day of stage 2"],
              ["Diversion berm", "Rebuild breaches and low spots", "Weekly and after each storm"],
              ["Sediment trap ST-1", "Remove sediment when half of the storage is filled", "Weekly check"],
              ["Mulch and covers", "Replace blown-off mulch; re-weight tarps", "Daily in windy weather"]], (45, 80, 45))
    para(d, "A qualified inspector retained by the club inspects all practices every 7 days and within 24 hours of 0.5 "
            "inch of rain and records the results in the site logbook kept in the club office.")
    h2(d, "C-8 Pollution prevention")
    para(d, "Litter and trash go in two covered dumpsters at the north end of the lot, emptied weekly. The removed timber "
            "sheathing, piles and wales (treated wood) are cut on the barge or on the upland laydown area on tarps, "
            "stacked off the ground under cover, and hauled to a permitted construction and demolition facility; no "
            "treated-wood sawdust or debris may enter the water. Paints, sealants and wood preservatives are kept in "
            "their sealed original containers in the contractor's lockable job box and are never used on the barge "
            "deck over open water. Concrete for the pavilion piers is delivered ready-mixed; truck chutes are washed "
            "into a lined washout box that is removed from the site.")
    h2(d, "C-9 Construction and waste materials stored on site")
    table(d, [["Material", "Quantity on site", "Storage practice"],
              ["Vinyl sheet piling and timber wales", "Full order", "Upland laydown area on dunnage, away from the lot low point"],
              ["Clean sand backfill", "Up to 200 cy", "Stockpile north of the berm, tarped nightly"],
              ["Stone for entrance and drywells", "60 tons", "Stockpile by the entrance"],
              ["Asphalt millings (re-used as base)", "About 300 cy", "Stockpile on the paved north end, covered"],
              ["Removed treated timber", "About 14 tons", "Stacked on tarps under cover until hauled"],
              ["Paints, sealants, preservatives", "Less than 20 gal", "Sealed containers in the lockable job box"],
              ["Diesel for the barge and excavator", "Delivered by fuel truck", "No fuel stored on site"]], (55, 35, 80))
    h2(d, "C-10 SWPPP implementation responsibilities")
    para(d, "The marine contractor answers for everything waterward of and including the bulkhead; the site "
            "contractor answers for the upland. The club, as owner, keeps the SWPPP on site and retains the inspector.")
    table(d, [["Part of the site", "Responsible party", "Duties"],
              ["Waterward of the bulkhead and the bulkhead itself", "Sound Shore Marine Construction Corp.", "Turbidity curtain; barge housekeeping; treated-wood debris"],
              ["Upland: parking lot, drywells, rain garden, pavilion", "North Shore Excavating & Drainage, Inc.", "Entrance, silt fence, berm, ST-1, grate protection, stabilization"],
              ["Whole site", "Asharoken Bay Beach Club (owner)", "Retains the qualified inspector; keeps the SWPPP and logbook; long-term maintenance"],
              ["Whole site", "Bayview Coastal Permitting (qualified inspector)", "Weekly and storm inspections; reports to the owner and the Village SMO"]], (55, 55, 60))
    h2(d, "C-11 Post-construction stormwater management")
    para(d, "C-11.1 Practices. Four precast concrete drywells (leaching pools) DW-1 to DW-4 receive the parking lot runoff "
            "through traffic-bearing grates; the pavilion roof drains by gutters to DW-4. Rain garden RG-1 (600 sf) takes "
            "the north driveway and the overflow of DW-1. The two outfall pipes through the bulkhead are removed, so no "
            "piped discharge to Northport Bay remains.")
    para(d, "C-11.2 Sizing and hydrology. The drywells are sized to hold a 2-inch rainfall over the 0.79 acre of "
            "contributing impervious area (5,735 cf required). Each 8 ft diameter by 8 ft effective depth pool with a 2 ft "
            "stone collar stores 716 cf; the stone-bedded connecting pipe adds 110 cf; total provided 5,820 cf with RG-1. "
            "The system was also checked with TR-55/TR-20 for the 1-, 10- and 100-year 24-hour storms (2.8, 4.9 and 8.5 in) "
            "with an exfiltration rate of 8 in/hr (half the test-pit rate). Separation from the drywell bottoms to "
            "groundwater is 2.1 ft at DW-1 and 3.0 ft or more elsewhere.")
    table(d, [["Storm", "Existing peak to bay (cfs)", "Proposed peak to bay (cfs)", "Existing volume (cf)", "Proposed volume (cf)"],
              ["1-year", "1.7", "0.0", "4,930", "0"],
              ["10-year", "2.9", "0.0", "9,810", "0"],
              ["100-year", "4.4", "1.1 (RG-1 overflow over grass)", "18,470", "2,260"]], (25, 38, 42, 33, 32))
    para(d, "C-11.3 Details. Sheet 3 gives the drywell, rain garden and grate details.")
    para(d, "C-11.4 Maintenance schedule. The club's grounds manager inspects the drywell grates and sumps in April "
            "and October and after storms over 2 inches, and has the sediment vacuumed when it is more than 12 inches "
            "deep or when water stands in a pool 72 hours after rain. RG-1 is weeded monthly May to September, mulched "
            "each spring, and its inlet cleared of sand after storms; dead plants are replaced in the fall. The lot is "
            "swept each April and after winter sanding.")
    para(d, "C-11.5 Access easement. A 15-foot-wide stormwater access easement in favor of the Village of Asharoken over the "
            "drive and the drywell line is shown on Sheet 2. It is to be recorded in the Office of the Suffolk County "
            "Clerk and runs with the land on any transfer of title.")
    h2(d, "C-12 Preparer's certification")
    para(d, "I certify that this Stormwater Pollution Prevention Plan was prepared under my direction and that, to the "
            "best of my knowledge, the design of the stormwater management practices meets the requirements of "
            "Chapter 44 of the Village of Asharoken Code.")
    para(d, "/s/ Karen M. Lindqvist        March 30, 2026\nKaren M. Lindqvist, Senior Environmental Scientist, "
            "Bayview Coastal Permitting, LLC")
    h2(d, "C-13 Contractor certifications (Village Code § 44-8E)")
    for nm, title, firm, addr, ph, part in [
            ("Thomas E. Bracken", "Vice President", "Sound Shore Marine Construction Corp.", "9 Harbor Road, Huntington, NY 11743",
             "(631) 555-0161", "bulkhead, pier, float, turbidity curtain"),
            ("Luis A. Ferreira", "Site Superintendent", "North Shore Excavating & Drainage, Inc.", "140 Pulaski Road, Greenlawn, NY 11740",
             "(631) 555-0107", "upland grading, drywells, rain garden, paving")]:
        para(d, "\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of "
                "the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or "
                "contribute to a violation of water quality standards.\"", size=8.5)
        table(d, [["Field", "Entry"], ["Name / title", f"{nm}, {title}"], ["Firm", firm], ["Firm address", addr],
                  ["Telephone", ph], ["Site", SITE], ["Responsible for", part],
                  ["Signature / date", f"/s/ {nm}    April 14, 2026"]], (40, 130))
    return d


# ------------------------------------------------------------------ plan sheets (fpdf2, 11x17 landscape)
def sheets():
    d = FPDF(orientation="L", unit="mm", format=(279.4, 431.8))
    d.set_creation_date(__import__("datetime").datetime(2026, 3, 30))
    d.add_font("S", "", FONT)
    d.add_font("S", "B", FONTB)
    d.set_auto_page_break(False)

    def frame(n, title, scale):
        d.add_page()
        d.set_line_width(0.6)
        d.rect(8, 8, 431.8 - 16, 279.4 - 16)
        d.rect(431.8 - 78, 8, 70, 279.4 - 16)
        d.set_font("S", "B", 9)
        x = 431.8 - 75
        d.text(x, 200, "BAYVIEW COASTAL PERMITTING, LLC")
        d.set_font("S", "", 6.5)
        d.text(x, 205, "22 MAIN ST, NORTHPORT, NY 11768")
        d.set_font("S", "B", 8)
        d.text(x, 215, "ASHAROKEN BAY BEACH CLUB")
        d.set_font("S", "", 6.5)
        d.text(x, 220, "412 ASHAROKEN AVE, VILLAGE OF ASHAROKEN")
        d.set_font("S", "B", 8.5)
        d.text(x, 232, title)
        d.set_font("S", "", 6.5)
        d.text(x, 238, scale)
        d.text(x, 243, "DATE 03/30/2026")
        d.set_font("S", "B", 20)
        d.text(x, 262, f"SHEET {n} OF 3")

    def base(sc):
        # sc: mm per ft. Parcel 300 ft (E-W) x 360 ft (N-S); bay to the south
        ox, oy = 40, 240  # south-west corner (y grows downward)
        X = lambda ft: ox + ft * sc
        Y = lambda ft: oy - ft * sc
        d.set_line_width(0.5)
        d.set_dash_pattern(4, 1.5)
        d.polygon([(X(0), Y(20)), (X(300), Y(20)), (X(300), Y(360)), (X(0), Y(360))])
        d.set_dash_pattern()
        d.set_font("S", "B", 7)
        d.text(X(100), Y(372), "ASHAROKEN AVENUE")
        d.line(X(-20), Y(365), X(330), Y(365))
        d.set_draw_color(30, 90, 150)
        d.set_line_width(0.9)
        d.line(X(0), Y(30), X(300), Y(30))
        d.set_draw_color(0)
        d.text(X(110), Y(5), "NORTHPORT BAY (MHW EL. 3.6)")
        d.set_font("S", "", 5.5)
        d.text(X(200), Y(34), "BULKHEAD 210 LF")
        return X, Y

    # Sheet 1: site plan
    frame(1, "SITE PLAN - EXISTING AND PROPOSED", "SCALE: 1 IN = 40 FT")
    sc = 25.4 / 40.0
    X, Y = base(sc)
    d.set_font("S", "", 5.5)
    d.rect(X(40), Y(300), 80 * sc, 40 * sc)
    d.text(X(45), Y(282), "EXISTING CLUBHOUSE (TO REMAIN)")
    d.rect(X(140), Y(260), 90 * sc, 120 * sc)
    d.text(X(145), Y(200), "PARKING LOT 0.71 AC - REGRADE / REPAVE")
    d.rect(X(60), Y(120), 50 * sc, 29 * sc)
    d.text(X(62), Y(106), "PROPOSED PAVILION 1,450 SF")
    d.line(X(150), Y(30), X(150), Y(-50))
    d.text(X(153), Y(-30), "FIXED PIER 4 x 80 FT, RAMP 3 x 20, FLOAT 6 x 20")
    d.set_draw_color(200, 0, 0)
    d.set_dash_pattern(3, 1.5)
    d.rect(X(10), Y(330), 280 * sc, 295 * sc)
    d.set_dash_pattern()
    d.set_draw_color(0)
    d.text(X(12), Y(333), "LIMIT OF DISTURBANCE - UPLAND 1.15 AC")
    for lbl, y in (("EL 8", 300), ("EL 7", 220), ("EL 6", 140), ("EL 5", 70)):
        d.line(X(0), Y(y), X(300), Y(y + 8))
        d.text(X(5), Y(y + 2), lbl)
    d.text(X(240), Y(320), "EXISTING BLACK PINE AND BAYBERRY (NOT DISTURBED)")
    d.text(X(20), Y(52), "BEACHGRASS AREA")
    d.text(X(40), Y(24), "EX. 12 IN OUTFALLS (2) - TO BE REMOVED")
    # location map
    d.rect(250, 20, 90, 70)
    d.set_font("S", "B", 6.5)
    d.text(253, 26, "LOCATION MAP - NOT TO SCALE")
    d.set_font("S", "", 5.5)
    d.line(255, 70, 335, 40)
    d.text(300, 50, "ASHAROKEN AVE")
    d.text(260, 85, "NORTHPORT BAY")
    d.text(300, 32, "LONG ISLAND SOUND")
    d.circle(292, 56, 3, style="F")
    d.text(282, 63, "SITE")
    y = 110
    d.set_font("S", "", 6)
    for n in ["NOTES:", "1. PARCEL 2.46 AC. UPLAND DISTURBANCE 1.15 AC; NO TIDAL WETLAND DISTURBED.",
              "2. EXISTING GRADES EL 4.8-8.6 (NAVD88), SLOPES 1-2% TOWARD THE BAY.",
              "3. PROPOSED GRADES: LOT SLOPES 1.5% NORTH, AWAY FROM THE BULKHEAD (SHEET 2).",
              "4. EXISTING DRAINAGE: SHEET FLOW TO TWO OUTFALLS THROUGH THE BULKHEAD.",
              "5. NO OFF-SITE MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE AREAS.",
              "6. DISCHARGE: NORTHPORT BAY (RG-1 OVERFLOW OVER GRASS, 100-YR ONLY)."]:
        d.text(252, y, n); y += 4.5

    # Sheet 2: ESC and drainage
    frame(2, "EROSION CONTROL AND DRAINAGE PLAN", "SCALE: 1 IN = 40 FT")
    X, Y = base(sc)
    d.set_font("S", "", 5.5)
    d.rect(X(140), Y(260), 90 * sc, 120 * sc)
    for i, (x, y) in enumerate(((160, 250), (210, 250), (160, 170), (210, 170))):
        d.circle(X(x), Y(y), 8 * sc / 2 * 2, style="D")
        d.text(X(x) + 4, Y(y), f"DW-{i + 1} 8 FT DIA x 8 FT")
    d.rect(X(240), Y(330), 30 * sc, 20 * sc)
    d.text(X(235), Y(336), "ST-1 / RG-1 600 SF (TRAP 1,900 CF)")
    d.set_draw_color(200, 0, 0)
    d.line(X(5), Y(40), X(5), Y(340))
    d.line(X(295), Y(40), X(295), Y(340))
    d.set_draw_color(0)
    d.text(X(7), Y(200), "SF 180 LF")
    d.text(X(278), Y(200), "SF 180 LF")
    d.line(X(20), Y(55), X(290), Y(55))
    d.text(X(120), Y(58), "DIVERSION BERM 1.5 FT HIGH, 190 LF")
    d.text(X(150), Y(20), "TURBIDITY CURTAIN ~260 LF")
    d.rect(X(120), Y(365), 20 * sc, 50 * sc)
    d.text(X(100), Y(366), "SCE 50 x 20 FT")
    d.text(X(200), Y(350), "STOCKPILE (SAND) N OF BERM")
    d.set_dash_pattern(2, 1)
    d.rect(X(150), Y(300), 15 * sc, 300 * sc)
    d.set_dash_pattern()
    d.text(X(168), Y(100), "15 FT VILLAGE STORMWATER ACCESS EASEMENT")
    y = 110
    d.set_font("S", "", 6)
    for n in ["NOTES:", "1. EROSION CONTROLS PER NYS STANDARDS AND SPECIFICATIONS FOR E&SC.",
              "2. SEQUENCE: SWPPP ATTACHMENT C, SECTION C-4.",
              "3. 15 FT STORMWATER ACCESS EASEMENT IN FAVOR OF THE VILLAGE OF ASHAROKEN,",
              "   TO BE RECORDED WITH THE SUFFOLK COUNTY CLERK; RUNS WITH THE LAND.",
              "4. DRYWELLS DW-1 TO DW-4 RECEIVE LOT RUNOFF; ROOF TO DW-4."]:
        d.text(252, y, n); y += 4.5

    # Sheet 3: details
    frame(3, "SECTIONS AND DETAILS", "SCALE: AS NOTED")
    boxes = [("DETAIL A - SILT FENCE", ["36 IN WOVEN GEOTEXTILE FABRIC", "HARDWOOD STAKES 2 x 2 IN, 6 FT O.C.",
                                         "TOE BURIED 6 IN x 6 IN TRENCH"]),
             ("DETAIL B - STABILIZED CONSTRUCTION ENTRANCE", ["50 FT x 20 FT x 8 IN", "1.5-3.5 IN CRUSHED STONE",
                                                              "NON-WOVEN GEOTEXTILE UNDERLAYMENT"]),
             ("DETAIL C - TURBIDITY CURTAIN", ["12 IN FLOAT, 6 FT WEIGHTED SKIRT", "TYPE II PVC FABRIC",
                                                "ANCHORED EVERY 50 FT AND AT ENDS TO BULKHEAD"]),
             ("DETAIL D - SEDIMENT TRAP ST-1", ["1,900 CF STORAGE (DA 0.53 AC x 3,600 CF/AC)", "3 FT DEEP, 2:1 SIDE SLOPES",
                                                "STONE OUTLET 4 FT WIDE, NO. 4 STONE"]),
             ("DETAIL E - DRYWELL (LEACHING POOL)", ["8 FT DIA PRECAST CONCRETE, 8 FT EFFECTIVE DEPTH",
                                                      "2 FT COLLAR OF 3/4 IN CLEAN STONE", "H-20 TRAFFIC SLAB AND GRATE",
                                                      "BOTTOM MIN 2 FT ABOVE GROUNDWATER"]),
             ("DETAIL F - RAIN GARDEN RG-1", ["600 SF, 9 IN PONDING", "24 IN SOIL MEDIA (60% SAND, 20% TOPSOIL, 20% COMPOST)",
                                              "3 IN SHREDDED HARDWOOD MULCH", "NATIVE SALT-TOLERANT PLANTING"]),
             ("DETAIL G - DIVERSION BERM", ["1.5 FT HIGH, 2:1 SIDE SLOPES", "COMPACTED SAND, STRAW MULCH COVER"]),
             ("DETAIL H - VINYL BULKHEAD SECTION", ["CMI SHOREGUARD 9900, 16 FT", "TOP EL 7.0", "1.25 IN TIE RODS TO DEADMEN"])]
    for i, (t, lines) in enumerate(boxes):
        bx = 15 + (i % 4) * 84
        by = 15 + (i // 4) * 128
        d.rect(bx, by, 80, 122)
        d.set_font("S", "B", 6.5)
        d.text(bx + 3, by + 6, t)
        d.set_font("S", "", 5.8)
        yy = by + 12
        for l in lines:
            d.text(bx + 3, yy, l); yy += 4.2
        d.set_fill_color(235)
        d.rect(bx + 8, by + 45, 64, 60, style="F")
    buf = io.BytesIO(d.output())
    return buf


def build(out):
    with tempfile.TemporaryDirectory() as tmp:
        forms = [ocr_pdf(im, tmp, i) for i, im in enumerate(form_pages())]
        tr = io.BytesIO(transmittal().output())
        d = narrative_and_swppp()
        # narrative first (Attachment A), then sheets, then SWPPP: build SWPPP as its own document
        narr = io.BytesIO(d.output())
        d2 = new_doc()
        swppp(d2)
        sw = io.BytesIO(d2.output())
        w = PdfWriter()
        for src in [tr] + forms + [narr, sheets(), sw]:
            r = PdfReader(src)
            for p in r.pages:
                w.add_page(p)
        w.add_metadata({"/Title": "Joint Application Package - Asharoken Bay Beach Club",
                        "/Producer": "pypdf; fpdf2; Tesseract 5 (form scans)"})
        with open(out, "wb") as fh:
            w.write(fh)


HEADINGS = ["JOINT APPLICATION FOR PERMIT", "ATTACHMENT A - PROJECT NARRATIVE",
            "ATTACHMENT C - STORMWATER POLLUTION PREVENTION PLAN", "C-4 Construction sequence",
            "C-9 Construction and waste materials stored on site", "C-12 Preparer's certification",
            "C-13 Contractor certifications (Village Code § 44-8E)", "EROSION CONTROL AND DRAINAGE PLAN",
            "SECTIONS AND DETAILS"]


STYLE = ("Joint permit application package (NYS/USACE joint application form pages, transmittal, project narrative, "
         "plan sheets) with the SWPPP bound as Attachment C; content summary table in front of the SWPPP")
LABEL = {
    "checklist": "asharoken-ch44",
    "style": STYLE, "house_style": STYLE,
    "producer": "joint application form pages: PIL-drawn form, degraded, made searchable with `tesseract IMAGE OUT pdf` (hidden OCR text layer); transmittal, narrative, SWPPP and 11x17 sheets by fpdf2; merged with pypdf",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.15, "project_type": "private membership beach club: bulkhead replacement, fixed pier and float, parking lot regrading and pavilion",
              "single_family": False, "impaired_water": False},
    "items": {
        "44-8B(1)(a)": "present", "44-8B(1)(b)": "present", "44-8B(1)(c)": "present", "44-8B(1)(d)": "present",
        "44-8B(1)(e)": "present", "44-8B(1)(f)": "missing", "44-8B(1)(g)": "present", "44-8B(1)(h)": "present",
        "44-8B(1)(i)": "present", "44-8B(1)(j)": "present", "44-8B(1)(k)": "present", "44-8B(1)(l)": "present",
        "44-8B(1)(m)": "present", "44-8B(1)(n)": "present", "44-8B(1)(o)": "present", "44-8B(1)(p)": "present",
        "44-8B(3)(b)": "present", "44-8B(3)(c)": "present", "44-8B(3)(d)": "present", "44-8B(3)(e)": "present",
        "44-8B(3)(f)": "present", "44-8B(3)(g)": "present", "44-8B(3)(h)": "present", "44-8B(3)(i)": "missing",
        "44-8C": "missing", "44-8E": "present"},
    "evidence": {
        "44-8B(1)(a)": {"pages": [3], "quote": "Remove 210 linear feet of failing timber bulkhead and"},
        "44-8B(1)(b)": {"pages": [7], "quote": "1. PARCEL 2.46 AC. UPLAND DISTURBANCE 1.15 AC; NO TIDAL WETLAND DISTURBED."},
        "44-8B(1)(c)": {"pages": [10], "quote": "Plymouth loamy sand, 0 to 3 percent slopes (PlA)"},
        "44-8B(1)(d)": {"pages": [11], "quote": "Strip the parking lot; excavate temporary sediment trap ST-1 at the rain garden"},
        "44-8B(1)(e)": {"pages": [12], "quote": "Litter and trash go in two covered dumpsters at the north end of the lot, emptied weekly."},
        "44-8B(1)(g)": {"pages": [11], "quote": "Temporary vegetative and cover practices: backfill and stripped areas left for more than 7 days are"},
        "44-8B(1)(h)": {"pages": [8], "quote": "DIVERSION BERM 1.5 FT HIGH, 190 LF"},
        "44-8B(1)(i)": {"pages": [9], "quote": "12 IN FLOAT, 6 FT WEIGHTED SKIRT"},
        "44-8B(1)(j)": {"pages": [11], "quote": "Temporary practice converted to a permanent control: temporary sediment trap ST-1 becomes rain garden RG-1."},
        "44-8B(1)(k)": {"pages": [11], "quote": "Stabilized construction entrance (50 x 20 ft) Stage 1, before any other work Base course placed (stage 6)"},
        "44-8B(1)(l)": {"pages": [12], "quote": "Remove sediment when half of the storage is filled"},
        "44-8B(1)(m)": {"pages": [2], "quote": "Northport Bay (tidal; Long Island Sound system)"},
        "44-8B(1)(n)": {"pages": [12], "quote": "The marine contractor answers for everything waterward of and including the bulkhead"},
        "44-8B(1)(o)": {"pages": [11], "quote": "diversion berm 25 ft landward of the new bulkhead that turns runoff from the stripped lot away from the bulkhead"},
        "44-8B(1)(p)": {"pages": [10], "quote": "show ponding 2-4 inches deep across the south half of the lot after storms of about 1 inch"},
        "44-8B(3)(b)": {"pages": [13], "quote": "Four precast concrete drywells (leaching pools) DW-1 to DW-4 receive the parking lot runoff"},
        "44-8B(3)(c)": {"pages": [8], "quote": "DW-1 8 FT DIA x 8 FT"},
        "44-8B(3)(d)": {"pages": [13], "quote": "The system was also checked with TR-55/TR-20 for the 1-, 10- and 100-year 24-hour storms"},
        "44-8B(3)(e)": {"pages": [13], "quote": "10-year 2.9 0.0 9,810 0"},
        "44-8B(3)(f)": {"pages": [9], "quote": "8 FT DIA PRECAST CONCRETE, 8 FT EFFECTIVE DEPTH"},
        "44-8B(3)(g)": {"pages": [13], "quote": "The club's grounds manager inspects the drywell grates and sumps in"},
        "44-8B(3)(h)": {"pages": [8], "quote": "15 FT STORMWATER ACCESS EASEMENT IN FAVOR OF THE VILLAGE OF ASHAROKEN,"},
        "44-8E": {"pages": [14], "quote": "Name / title Thomas E. Bracken, Vice President"},
    },
    "gaps": {
        "44-8B(1)(f)": "content present for only part of the item: C-9 (p. 12) lists the materials stored on site with their storage practices, but the package gives no spill prevention or spill response measures anywhere (fuel is 'delivered by fuel truck', nothing on containment, cleanup or reporting)",
        "44-8B(3)(i)": "bare 'N/A' on the content summary line '(3)(i) Inspection and maintenance agreement' (p. 10) although Condition C applies; no agreement or its binding terms appear (C-11.4 only says the club's grounds manager maintains the practices)",
        "44-8C": "certification missing a qualified signer: C-12 (p. 13) is signed by Karen M. Lindqvist, Senior Environmental Scientist, with no P.E. or landscape architect licence or seal; nothing in the package is prepared or signed by a licensed professional engineer or landscape architect",
    },
    "image_only_pages": [],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": ("Pages 2-5 are scanned joint application form pages with a hidden tesseract OCR text layer; their quotes are "
              "the OCR text (for 44-8B(1)(a) and (m)). 1.15 acres of upland disturbance, so a land development activity "
              "(§ 44-3); a private beach club, not a single-family residence, so Condition C applies and § 44-8B(3) "
              "items are required. 44-8B(3)(h) is present: the easement is drawn and noted on Sheet 2 (p. 8), "
              "described in C-11.5, to be recorded with the County Clerk and to run with the land. The SWPPP's content "
              "summary points for (1)(e)-(f) to C-8 and C-9, which cover litter, chemicals, debris and materials storage "
              "but not spills."),
}
