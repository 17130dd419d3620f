"""p12b_somers_hartigan_steep_driveway: private steep-slope driveway and single-family house on a wooded lot.
Style 3: the homeowner's engineer's two-page letter with the SWPPP as Attachment A whose sections are tables
(Item | Provision | Sheet). PDF forms: Table 4 continued over three pages with its header row repeated and a row
split across a page break; Table 5 on a landscape page stored rotated (/Rotate 90).
Producers: python-docx -> LibreOffice (letter), reportlab (attachment tables, sheets), bound with pypdf."""
import os

from docx import Document
from docx.shared import Pt, Inches
from reportlab.lib.pagesizes import letter, landscape, TABLOID
from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import (BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle,
                                PageBreak)

from common import (docx_to_pdf, bind, npages, new_canvas, polyline, silt_fence, label, contour, north_arrow,
                    scale_bar, title_block, notes_block, GREY, LIGHT)

NAME = "p12b_somers_hartigan_steep_driveway"

HEADINGS = [
    "ATTACHMENT A - STORMWATER POLLUTION PREVENTION PLAN",
    "Table 1. Project Background",
    "Table 2. Site Assessment",
    "Table 3. Construction Phasing and Sequence of Operations",
    "Table 4. Erosion and Sediment Control",
    "Table 5. Erosion and Sediment Control Implementation Schedule",
    "Table 6. Post-Construction Stormwater Management",
    "Table 7. Certifications",
    "Operation and Maintenance Plan",
    "Contractor Certification",
]

SS = getSampleStyleSheet()
CELL = ParagraphStyle("cell", parent=SS["Normal"], fontName="Helvetica", fontSize=8.4, leading=10.6)
CELLB = ParagraphStyle("cellb", parent=CELL, fontName="Helvetica-Bold")
CAP = ParagraphStyle("cap", parent=SS["Normal"], fontName="Helvetica-Bold", fontSize=10.5, leading=13,
                     spaceBefore=10, spaceAfter=4, keepWithNext=1)
BODY = ParagraphStyle("body", parent=SS["Normal"], fontName="Helvetica", fontSize=9, leading=12)
TITLE = ParagraphStyle("ttl", parent=SS["Title"], fontName="Helvetica-Bold", fontSize=14, leading=17)


# ------------------------------------------------------------------ letter (Word via LibreOffice)

def letter_docx(path):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Liberation Serif"
    st.font.size = Pt(11)
    sec = doc.sections[0]
    sec.left_margin = sec.right_margin = Inches(1.1)
    sec.top_margin = Inches(0.7)
    sec.bottom_margin = Inches(0.8)
    P = doc.add_paragraph

    def para(t, bold=False, size=None, after=8):
        p = P()
        r = p.add_run(t)
        r.bold = bold
        if size:
            r.font.size = Pt(size)
        p.paragraph_format.space_after = Pt(after)
        return p
    para("RIDGEBACK SITE ENGINEERING, PLLC", bold=True, size=14, after=0)
    para("27 Bedford Road, Katonah, New York 10536  |  (914) 555-0126  |  Civil - Site - Stormwater", size=9, after=14)
    para("March 20, 2026", after=10)
    para("Town of Somers Planning Board\nAttn: Town Engineer / Stormwater Management Officer\n335 Route 202\n"
         "Somers, New York 10589", after=10)
    para("Re:\tHartigan Residence - 1187 Tomahawk Street (NYS Route 118), Tax Map 26.11-2-9\n"
         "\tSteep Slope Permit (Chapter 148) and Stormwater Management and Erosion and Sediment Control Permit "
         "(Chapter 93)", bold=True, after=10)
    para("Dear Chair and Members of the Board:")
    para("On behalf of the owners, Daniel and Priya Hartigan, we submit the Stormwater Pollution Prevention Plan "
         "(SWPPP) for the construction of a single-family house and its driveway on the wooded lot at 1187 Tomahawk "
         "Street. The SWPPP is Attachment A to this letter; it is arranged as tables keyed to the items of Section "
         "93-6A of the Town Code, each row giving the provision and the drawing sheet where it is shown. Sheets C-1 "
         "to C-3 are bound after the tables.")
    para("The project. The lot is 4.62 acres of mixed hardwood forest rising 64 feet from Route 118 to a knoll at the "
         "rear. The owners propose a 4,200 square foot, two-story house with an attached two-car garage (2,650 square "
         "foot footprint) on the knoll, a 610-foot driveway that climbs 58 feet at grades up to 14 percent with one "
         "switchback, a septic system approved by the Westchester County Department of Health, a drilled well, and "
         "boulder retaining walls up to 6 feet high at the switchback. Land disturbance totals 1.24 acres, of which "
         "0.31 acre is on slopes of 15 to 25 percent and 0.06 acre on slopes over 25 percent. New impervious cover is "
         "0.29 acre.")
    para("Applicability. Because the project disturbs more than 5,000 square feet it is not exempt under Section "
         "93-5A(4), and because it is single-family home construction (Section 93-6A(2)(a)) disturbing one acre or "
         "more, the SWPPP includes post-construction water quantity and water quality controls designed to the "
         "enhanced phosphorus removal standards of the New York State Stormwater Management Design Manual. The lot "
         "drains to the Amawalk Reservoir, a New York City water supply reservoir in a phosphorus-restricted basin "
         "with a phosphorus TMDL. Coverage under SPDES General Permit GP-0-25-001 will be obtained by the owners "
         "before construction, and a copy of this submission is provided to the NYCDEP.")
    para("Stormwater approach. Roof runoff is infiltrated in a chamber dry well (DW-1) that overflows to a rain "
         "garden (RG-1); the driveway drains through stone-lined water bars into a dry swale with check dams (VS-1) "
         "and a level spreader (LS-1) to a 100-foot wooded filter strip. Post-development peak flows at both design "
         "points are at or below the existing flows for the 1-, 10- and 100-year storms (Table 6).")
    para("Erosion control on the steep slopes is based on building the driveway from the bottom up in two stages, "
         "keeping the open area small, wire-backed silt fence and compost filter socks on the contour, and erosion "
         "control blanket on every slope steeper than 3:1 within one day of reaching final grade (Tables 3 to 5).")
    para("Certification. I prepared this SWPPP and the enclosed Sheets C-1 to C-3. I certify that the design of all "
         "stormwater management practices in this SWPPP meets the requirements of Chapter 93 of the Code of the Town "
         "of Somers.")
    para("We look forward to discussing the application at the Board's April work session. Please call me with any "
         "questions.")
    para("Very truly yours,\nRIDGEBACK SITE ENGINEERING, PLLC", after=4)
    para("/s/ Marcus J. Obi", after=0)
    para("Marcus J. Obi, P.E.\nNew York Professional Engineer License No. 094412", after=10)
    para("Enclosures: Attachment A - SWPPP (Tables 1 to 7, Operation and Maintenance Plan, Contractor Certification); "
         "Sheets C-1, C-2, C-3", size=9, after=2)
    para("cc: Daniel and Priya Hartigan; NYCDEP Bureau of Water Supply, Stormwater Programs", size=9)
    doc.save(path)


# ------------------------------------------------------------------ attachment tables (reportlab)

def _p(t, b=False):
    return Paragraph(t, CELLB if b else CELL)


def item_table(rows, widths=(88, 330, 58), split=False):
    data = [[_p("Item", True), _p("Provision", True), _p("Sheet", True)]]
    for it, pr, sh in rows:
        data.append([_p(it, True), _p(pr), _p(sh)])
    kw = {"splitInRow": 1} if split else {}
    t = Table(data, colWidths=list(widths), repeatRows=1, **kw)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"), ("BACKGROUND", (0, 0), (-1, 0), LIGHT),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 3),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    return t


def _doc(path, first_page_no):
    doc = BaseDocTemplate(path, pagesize=letter, leftMargin=0.9 * inch, rightMargin=0.9 * inch,
                          topMargin=0.8 * inch, bottomMargin=0.85 * inch,
                          title="Attachment A - SWPPP", author="Ridgeback Site Engineering, PLLC")

    def on_page(c, d):
        c.saveState()
        c.setFont("Helvetica", 7.5)
        c.drawString(0.9 * inch, 0.5 * inch, "Hartigan Residence, 1187 Tomahawk Street, Somers - Attachment A: SWPPP")
        c.drawRightString(letter[0] - 0.9 * inch, 0.5 * inch, "Page A-%d" % (first_page_no + d.page - 1))
        c.restoreState()
    fr = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
    doc.addPageTemplates([PageTemplate(id="p", frames=[fr], onPage=on_page)])
    return doc


T1 = [
    ("1.1 Location (93-6A(1)(a))",
     "1187 Tomahawk Street (NYS Route 118), Town of Somers, Westchester County; Tax Map 26.11-2-9; east side of "
     "Route 118, 0.8 mile north of the Amawalk Reservoir causeway; latitude 41.3045 N, longitude 73.7402 W.", "C-1"),
    ("1.2 Type of project",
     "Single-family home construction (Section 93-6A(2)(a)) on a wooded lot with a steep-slope permit under "
     "Chapter 148. One house on one existing lot; not part of a subdivision.", "-"),
    ("1.3 Size of project",
     "Lot area 4.62 acres. Land disturbance 1.24 acres (54,010 square feet), of which 0.31 acre is on slopes of 15 to "
     "25 percent and 0.06 acre on slopes over 25 percent. New impervious cover 0.29 acre: house and garage 2,650 sf, "
     "driveway 7,320 sf (610 ft x 12 ft), turnaround and parking court 1,900 sf, walks and patio 760 sf.", "C-2"),
    ("1.4 Scope of work",
     "Clearing of 1.05 acres of woods; 610-foot driveway with one switchback and a 15-inch culvert at the stream "
     "crossing of the roadside swale; house and garage; septic system (WCDOH approved) and drilled well; boulder "
     "retaining walls up to 6 feet at the switchback; electric and telecommunications in a common trench along "
     "the driveway; lawn 0.18 acre; the rest restored with native woodland planting.", "C-2"),
    ("1.5 Owner / operator",
     "Daniel and Priya Hartigan, 44 Oscaleta Road, South Salem, NY 10590, (914) 555-0191. The owners are the "
     "operator for GP-0-25-001 purposes and keep this SWPPP on site.", "-"),
    ("1.6 Site contractor",
     "To be selected by the owners. Each contractor and subcontractor who will install or maintain erosion and "
     "sediment controls or the stormwater practices signs the certification on page A-{cf} before starting work.",
     "-"),
]

T2 = [
    ("2.1 Site map and location map (93-6A(1)(b))",
     "Sheet C-1 (1 inch = 30 feet) with a location map inset (1 inch = 2,000 feet) and Sheet C-2 (1 inch = 30 feet) "
     "show the total site area, all improvements, the limit of disturbance, the areas that will not be disturbed, "
     "existing woods, the intermittent stream and the Town-regulated wetland on the adjoining lot, drainage "
     "patterns, existing and final contours, soil map unit boundaries, and design points DP-1 and DP-2. There are "
     "no material, waste, borrow or equipment storage areas on adjacent properties.", "C-1, C-2"),
    ("2.2 Soils and hydrologic soil groups (93-6A(1)(c))",
     "Web Soil Survey, Westchester County: ChD Charlton-Chatfield complex, 15 to 35 percent slopes, very rocky "
     "(HSG B; 61 percent of the disturbed area); PnC Paxton fine sandy loam, 8 to 15 percent slopes (HSG C; 27 "
     "percent); LcB Leicester loam, 3 to 8 percent slopes, stony (HSG C/D, near Route 118; 12 percent). Deep test "
     "holes DT-1 to DT-3 (January 8, 2026): brown fine sandy loam over gravelly till, bedrock at 6.5 to 9 feet, no "
     "groundwater; percolation 8 to 12 minutes per inch at DW-1 and RG-1. The Paxton soils have a firm substratum at "
     "about 2 feet.", "C-1"),
    ("2.3 Existing vegetation",
     "Red oak, sugar maple, tulip poplar and black birch, 8 to 30 inch diameter; sparse understory. 114 trees of 8 "
     "inches or more are inside the limit of disturbance; the tree removal permit lists them.", "C-1"),
    ("2.4 Surface waters and wetlands",
     "An unnamed intermittent stream runs along the north lot line and enters the Route 118 roadside swale; its "
     "Town-regulated wetland buffer (100 feet) is outside the limit of disturbance. The stream is tributary to the "
     "Amawalk Reservoir.", "C-1"),
    ("2.5 Drainage patterns and design points",
     "Existing: sheet flow through woods west to the Route 118 roadside swale (DP-1, 3.10 acres) and north to the "
     "intermittent stream (DP-2, 1.52 acres). Proposed: the same two design points; no drainage is diverted between "
     "them.", "C-1, C-2"),
    ("2.6 Existing runoff conditions",
     "No existing drainage structures on the lot. The Route 118 swale shows minor rill erosion at the existing "
     "driveway cut; NYSDOT reports no flooding at the culvert under Route 118. Existing peak flows are in Table 6.",
     "-"),
]

T3 = [
    ("3.1 Phasing (93-6A(1)(d))",
     "Two stages built from the bottom of the slope up. Stage 1: lower driveway (station 0+00 to 3+20), culvert, "
     "sediment trap ST-1. Stage 2: upper driveway (3+20 to 6+10), switchback walls, house, septic, utilities. No "
     "more than 0.70 acre is open at any time; the total disturbance (1.24 acres) is far below five acres.", "C-2"),
    ("3.2 Sequence - Stage 1",
     "(1) Pre-construction meeting with the Town Engineer; flag the limit of disturbance and tree protection. "
     "(2) Install the stabilized construction entrance, wire-backed silt fence along the downslope limit, and "
     "ST-1. (3) Clear and grub the lower driveway corridor; chip brush; grind stumps. (4) Strip topsoil to the "
     "stockpile. (5) Excavate and fill the lower driveway; place the culvert with riprap outlet protection. "
     "(6) Build temporary water bars every 50 feet and the stone base. (7) Seed and blanket the cut and fill slopes "
     "within one day of final grade.", "C-2"),
    ("3.3 Sequence - Stage 2",
     "(8) Extend silt fence and filter socks uphill; clear the upper corridor and house site. (9) Build the "
     "switchback boulder walls and the upper driveway. (10) Excavate the house foundation; rock removal by "
     "hydraulic hammer, no blasting. (11) Install septic, well and utilities; backfill trenches daily. (12) Build "
     "DW-1, RG-1, VS-1 and LS-1 after their drainage areas are stabilized. (13) Pave the driveway (binder, then "
     "top). (14) Topsoil, seed, plant; remove temporary controls after final stabilization.", "C-2"),
]

T4 = [
    ("4.1 Litter (93-6A(1)(e))",
     "Lidded dumpster at the turnaround, emptied weekly; the site is picked up at the end of each day; food waste "
     "goes in the lidded cans at the job trailer.", "C-2"),
    ("4.2 Construction chemicals",
     "Fuel, hydraulic oil, form oil, paints and sealants are kept in a locked steel job box on the turnaround, off "
     "the ground and covered, more than 100 feet from the stream. Equipment is fuelled only on the turnaround from a "
     "tank truck with a drip pan. A spill kit is kept in the job box; spills are cleaned up immediately and "
     "reportable spills reported to the NYSDEC Spill Hotline within two hours.", "C-2"),
    ("4.3 Construction debris",
     "Brush is chipped and spread as mulch on the downslope side of the driveway outside the stream buffer; stumps "
     "are ground in place or hauled off site. No burial of stumps, rock or debris. Building debris goes in the "
     "dumpster.", "-"),
    ("4.4 Temporary soil stabilization (93-6A(1)(f))",
     "Per the New York State Standards and Specifications for Erosion and Sediment Control (November 2016). Disturbed "
     "areas where work stops for 7 days or more are seeded with annual ryegrass (30 pounds per acre) and mulched with "
     "straw (2 tons per acre). Slopes steeper than 3:1 are covered with a double-net straw-coconut erosion control "
     "blanket within one day of reaching final grade. From November 15 to April 1, dormant areas are mulched at "
     "4 tons per acre and tracked.", "C-2, C-3"),
    ("4.5 Permanent soil stabilization",
     "4 inches of topsoil; lawn mix (Kentucky bluegrass, perennial ryegrass, fine fescue) at 150 pounds per acre; "
     "woodland restoration areas seeded with a native conservation mix and planted with shrubs; slopes over 3:1 "
     "keep the blanket and receive the native mix. Final stabilization: 80 percent uniform perennial cover, "
     "driveway paved.", "C-3"),
    ("4.6 Stabilized construction entrance (93-6A(1)(g), (h))",
     "At the Route 118 curb cut; 50 feet long by 14 feet wide (the full driveway width), 8 inches of 2-inch crushed "
     "stone over woven geotextile. Top-dress with stone when sediment fills the voids; sweep Route 118 the same day "
     "if tracking occurs.", "C-2, C-3"),
    ("4.7 Wire-backed silt fence",
     "1,340 linear feet in total: SF-1 along the downslope limit of the lower driveway (520 feet), SF-2 around the "
     "house site (610 feet), SF-3 around the topsoil stockpile (210 feet). 36-inch woven geotextile fastened to "
     "14-gauge welded wire fence on steel posts at 6 feet on center; the bottom 6 inches of fabric buried in a "
     "trench and backfilled; ends turned uphill (J-hooks) every 100 feet on the contour so that runoff cannot run "
     "along the fence. Installed on the contour only; where the fence must cross a slope steeper than 3:1 a "
     "compost filter sock is used instead (Item 4.8). Remove sediment when it reaches one-third of the fence "
     "height, replace torn fabric within one day, and re-set any section undermined by flow. Remove the fence only "
     "after the area above it reaches final stabilization, then seed the trench line.", "C-2, C-3"),
    ("4.8 Compost filter sock",
     "260 linear feet of 18-inch diameter sock on the slopes over 25 percent above the switchback, staked at 10 "
     "feet with 2-inch wood stakes, in rows 25 feet apart on the contour. Remove sediment at one-half of the sock "
     "height; replace crushed sections.", "C-2, C-3"),
    ("4.9 Temporary water bars on the driveway",
     "Built at 50-foot spacing on the stone base during construction: 12 inches high, skewed 30 degrees across the "
     "driveway, each discharging onto a riprap apron (4 by 6 feet, 6-inch stone) into the woods below the silt "
     "fence. They divert flow off the exposed driveway subgrade. Repair ruts and rebuild crushed bars daily while the "
     "driveway is in use.", "C-2, C-3"),
    ("4.10 Stone check dams",
     "In the roadside ditch along the lower driveway: 2 feet high, 6-inch stone, at 30-foot spacing (8 dams), center "
     "6 inches lower than the ends. Remove sediment at one-half of the height.", "C-2, C-3"),
    ("4.11 Temporary sediment trap ST-1",
     "Sited at the low point of the lower driveway, 40 feet from Route 118. Drainage area 0.62 acre; required storage "
     "3,600 cubic feet per acre = 2,232 cubic feet (half wet, half dry); provided 2,400 cubic feet: bottom 12 by 26 "
     "feet, 3 feet deep, 2:1 side slopes; stone outlet 4 feet long of 4- to 8-inch stone faced with 3/4-inch stone, "
     "crest 1 foot below the embankment. Clean out when sediment reaches one-half of the wet storage (marked on a "
     "stake). Removed after Stage 1 is stabilized; the area becomes part of the lawn.", "C-2, C-3"),
    ("4.12 Culvert inlet and outlet protection",
     "15-inch HDPE culvert under the driveway at the roadside swale; riprap apron at the outlet 10 feet long, 6 feet "
     "wide, 12 inches thick of 6-inch stone on geotextile; sandbag inlet protection while the swale is disturbed.",
     "C-2, C-3"),
    ("4.13 Rolled erosion control blanket",
     "Double-net straw-coconut blanket (North American Green SC150 or equal) on 0.34 acre of slopes steeper than "
     "3:1, stapled at 1.5 per square yard, anchored in a 6-inch trench at the top of the slope.", "C-2, C-3"),
    ("4.14 Dust control",
     "Water from a tank truck on the driveway and the house pad during dry weather; no chemical dust suppressants "
     "in the reservoir watershed.", "-"),
    ("4.15 Topsoil stockpile",
     "On the flat area west of the house site (Sheet C-2), 30 by 40 feet, 8 feet high maximum, side slopes 2:1, "
     "surrounded by SF-3, seeded and mulched within 7 days.", "C-2"),
    ("4.16 Concrete washout",
     "Prefabricated lined washout container, 8 by 8 feet, at the turnaround, more than 100 feet from the stream "
     "and the swale. Empty when 75 percent full.", "C-2"),
    ("4.17 Tree protection",
     "Orange construction fence 4 feet high at the limit of disturbance wherever it is within 20 feet of a tree to "
     "be saved; no grade change, parking or storage inside the fence; roots over 2 inches cut cleanly by hand.",
     "C-2"),
    ("4.18 Surface roughening and tracking",
     "Cut and fill slopes steeper than 3:1 are track-walked up and down the slope (cleat marks on the contour) before "
     "seeding; fill slopes are built in 8-inch lifts and the outer face compacted; no slope steeper than 2:1 except "
     "at the boulder walls.", "C-3"),
    ("4.19 Rock removal and foundation dewatering",
     "Rock is broken by hydraulic hammer and hauled off site or used in the boulder walls; no blasting. Water "
     "pumped from the foundation excavation is discharged through a 10 by 15 foot filter bag on a stone pad in the "
     "woods below SF-2, never directly to the swale or the stream.", "C-2"),
    ("4.20 Boulder retaining walls",
     "Walls at the switchback up to 6 feet high on a 12-inch stone base with a 4-inch perforated drain at the heel "
     "discharging to a riprap apron; the slope above each wall is blanketed the day it is finished; the wall "
     "backfill is wrapped in non-woven geotextile so that fines do not wash through.", "C-2, C-3"),
    ("4.21 Winter shutdown",
     "If work stops between November 15 and April 1, all disturbed areas are mulched at 4 tons per acre or "
     "blanketed, the driveway stone base is topped with 2 inches of fresh stone, the water bars are rebuilt and the "
     "silt fence is cleaned; sediment trap ST-1 stays in service until spring.", "-"),
    ("4.22 Utility trench",
     "The common electric and telecommunications trench along the driveway is opened no more than 150 feet at a "
     "time, with spoil placed on the uphill side and the trench backfilled and mulched at the end of each day.",
     "C-2"),
    ("4.23 Stream buffer protection",
     "The 100-foot wetland buffer of the intermittent stream is fenced with silt fence backed by orange fence along "
     "its edge before Stage 2 clearing; no equipment, stockpile or washout within it; the only work near it is the "
     "culvert apron at the roadside swale, which is built in dry weather and stabilized the same day.", "C-1, C-2"),
    ("4.24 Septic field protection",
     "The absorption field area is staked and fenced before any clearing and kept free of traffic so that the "
     "soils approved by WCDOH are not compacted; it is seeded the week it is built.", "C-2"),
    ("4.25 Sanitary facilities and equipment",
     "One portable toilet staked at the turnaround, 100 feet from the stream and the swale; equipment is inspected "
     "for leaks each morning and serviced off site; drip pans under parked equipment.", "C-2"),
    ("4.26 Street cleaning",
     "Route 118 shoulder and pavement at the entrance are swept by hand or with a sweeper the same day whenever soil "
     "is tracked out; no washing of sediment into the roadside swale.", "-"),
    ("4.27 Inspection schedule (93-6A(1)(k))",
     "A qualified inspector retained by the owners (Ridgeback Site Engineering) inspects every erosion and sediment "
     "control practice every 7 days and within 24 hours after any storm of 0.5 inch or more, as required by the "
     "Standards and Specifications and Section 93-8A(2), and records the results in the site logbook. The site "
     "contractor checks the construction entrance, the water bars and the silt fence at the end of each working day "
     "and repairs deficiencies within one day. Inspections continue until the Town Engineer accepts final "
     "stabilization.", "-"),
    ("4.28 Design elements not conforming to the Standards and Specifications (93-6A(1)(l))", "", "-"),
]

T5_HEAD = ["Construction activity", "Minimum erosion and sediment control practices", "Location and size (Sheet C-2)",
           "Initial placement", "Minimum time in place"]
T5 = [
    ("Mobilization", "Stabilized construction entrance; tree protection fence", "Route 118 curb cut, 50 x 14 ft",
     "Before any clearing", "Until the driveway binder course is placed"),
    ("Clearing and grubbing, lower driveway", "SF-1 wire-backed silt fence; ST-1; check dams", "SF-1 520 LF; ST-1 12 x 26 ft; 8 dams",
     "Before clearing starts", "ST-1 until Stage 1 is stabilized; SF-1 until final stabilization"),
    ("Topsoil stripping", "Stockpile with SF-3, seed and mulch", "30 x 40 ft pile; SF-3 210 LF", "When the pile is formed",
     "Until the topsoil is respread"),
    ("Driveway cut and fill, Stages 1 and 2", "Water bars with riprap aprons; blanket on slopes over 3:1", "Every 50 ft; 0.34 ac blanket",
     "As each 50-ft reach reaches subgrade", "Water bars until paving; blanket permanent"),
    ("Culvert installation", "Sandbag inlet protection; riprap outlet apron", "15-in culvert; apron 10 x 6 ft",
     "Before the swale is disturbed", "Inlet protection until the swale is stabilized; apron permanent"),
    ("Clearing, upper driveway and house site", "SF-2; compost filter socks", "SF-2 610 LF; socks 260 LF",
     "Before Stage 2 clearing", "Until final stabilization"),
    ("Foundation excavation and rock removal", "SF-2; dust control; concrete washout", "Washout 8 x 8 ft at turnaround",
     "Before excavation", "Washout until the last concrete pour"),
    ("Septic, well and utility trenches", "Daily backfill; spoil on uphill side; mulch", "Along the driveway",
     "At trench opening", "Until trench is backfilled and seeded"),
    ("Stormwater practices DW-1, RG-1, VS-1, LS-1", "Kept offline; inflow diverted until tributary area is stable",
     "As on Sheet C-2", "Before the practice is built", "Until 80 percent cover upslope"),
    ("Final grading and landscaping", "Topsoil, permanent seed, mulch, blanket", "All disturbed areas",
     "Within 7 days of final grade (1 day on slopes over 3:1)", "Permanent"),
]

T6_TMPL = [
    ("6.1 Description of each practice (93-6A(3)(b))",
     "DW-1: chamber dry well for the house and garage roof, 8 open-bottom plastic chambers in a 14 by 40 foot bed of "
     "clean stone, 2,150 cubic feet of storage, overflow to RG-1. RG-1: rain garden, 620 square feet, 6 inches of "
     "ponding over 24 inches of bioretention soil, receiving the DW-1 overflow and the parking court. VS-1: dry swale "
     "with check dams along the upper driveway, 280 feet long, 4-foot bottom, 3:1 side slopes, 18 inches of "
     "filter soil over a 4-inch underdrain, receiving the driveway water bars. LS-1: level spreader, 40 feet long, "
     "discharging VS-1 to a 100-foot wooded filter strip above DP-1.", "C-2, C-3"),
    ("6.2 Location and size (93-6A(3)(c))", "Sheet C-2 locates DW-1, RG-1, VS-1 and LS-1 with their dimensions; "
     "Sheet C-3 gives sections.", "C-2, C-3"),
    ("6.3 Hydrologic and hydraulic analysis (93-6A(3)(d))",
     "HydroCAD 10.2, TR-55 / TR-20, 24-hour Type III storms, NOAA Atlas 14: 1-year 2.85 in., 10-year 5.05 in., "
     "100-year 8.62 in. DP-1 peak flow pre / post: 1-year 1.31 / 1.18 cfs; 10-year 4.02 / 3.71 cfs; 100-year 9.40 / "
     "9.02 cfs. DP-2 pre / post: 1-year 0.52 / 0.50 cfs; 10-year 1.74 / 1.70 cfs; 100-year 4.21 / 4.18 cfs. "
     "Routing: DW-1 peak stage 2.1 feet of 2.5 feet in the 100-year storm; RG-1 ponding 0.4 foot (100-year, "
     "overflow crest 0.5 foot); VS-1 100-year depth 0.6 foot, velocity 3.1 feet per second (blanket-lined). The "
     "15-inch culvert carries 100-year flow of 4.6 cfs with headwater 1.3 feet (capacity 6.3 cfs).", "-"),
    ("6.4 Sizing criteria (93-6A(3)(e))",
     "Enhanced phosphorus removal standards (Design Manual Chapter 10). WQv = runoff of the 1-year, 24-hour storm "
     "(2.85 in.) from the disturbed area by TR-55: 1.24 ac, CN 74, runoff 0.72 in., WQv = 3,240 cf. RRv: HSG B and C "
     "soils, specific reduction factor 0.33 (weighted); minimum RRv = 1,069 cf; provided 2,780 cf (DW-1 2,150 cf + "
     "RG-1 infiltration 630 cf), 86 percent of WQv; remaining WQv treated in VS-1 (630 cf). Cpv: 24-hour extended "
     "detention of the 1-year runoff from new impervious cover (0.29 ac): 1,450 cf, provided in DW-1 with a 1-inch "
     "orifice to RG-1 (drawdown 26 hours). Qp (10-year) and Qf (100-year): post at or below pre at DP-1 and DP-2 "
     "(Item 6.3). No deviations from the Design Manual; no criteria waived.", "-"),
    ("6.5 Dimensions, materials and installation (93-6A(3)(f))",
     "DW-1: chambers 34 in. wide by 30 in. high, 12 in. stone base and 12 in. cover, non-woven geotextile, 4-inch "
     "inspection port, bottom 3 feet above bedrock. RG-1: soil mix sand 50 / topsoil 30 / compost 20, 3 in. "
     "shredded hardwood mulch, native perennials at 18 in. on center. VS-1: 18 in. filter soil, 4-inch perforated "
     "underdrain in 6 in. stone, check dams of 6-inch stone 12 in. high at 40 feet. LS-1: 40 ft long concrete lip at "
     "zero slope on a 6 in. stone trench. Built only after the contributing area is stabilized; no equipment on "
     "RG-1 or VS-1 filter beds.", "C-3"),
    ("6.6 Operation and maintenance plan (93-6A(3)(g))",
     "Provided: see page A-{om} (inspection and maintenance schedules and the responsible entity).", "-"),
    ("6.7 Maintenance easements (93-6A(3)(h))",
     "A 20-foot stormwater access and maintenance easement in favour of the Town over DW-1, RG-1, VS-1 and LS-1 and "
     "the driveway is shown on Sheet C-2 and will be shown on the plan filed with the Westchester County Clerk. It "
     "remains in effect with any transfer of title.", "C-2"),
    ("6.8 Inspection and maintenance agreement (93-6A(3)(i))",
     "Yes - see page A-{om}.", "-"),
]

T7 = [
    ("7.1 Plan preparation and certification (93-6B)",
     "Prepared by Marcus J. Obi, P.E., New York License No. 094412, Ridgeback Site Engineering, PLLC; the signed "
     "certification is in the cover letter, page 2.", "-"),
    ("7.2 Contractor certification (93-6D)",
     "Form on page A-{cf}, including the four-hour erosion and sediment control training statement; each contractor "
     "and subcontractor signs before starting land development activity; signed copies are added to this SWPPP.",
     "-"),
]


def _fill(rows, **kw):
    out = []
    for a, b, c in rows:
        for k, v in kw.items():
            b = b.replace("{%s}" % k, str(v))
        out.append((a, b, c))
    return out


def seg1(path, cf):
    doc = _doc(path, 1)
    st = [Paragraph("ATTACHMENT A - STORMWATER POLLUTION PREVENTION PLAN", TITLE),
          Paragraph("Hartigan Residence, 1187 Tomahawk Street (NYS Route 118), Town of Somers. Prepared by Ridgeback "
                    "Site Engineering, PLLC, March 20, 2026. Each table row names the provision of Section 93-6A it "
                    "answers; 'Sheet' refers to Sheets C-1 to C-3 bound at the end of this PDF.", BODY),
          Paragraph("Table 1. Project Background", CAP), item_table(_fill(T1, cf=cf)),
          Paragraph("Table 2. Site Assessment", CAP), item_table(T2),
          Paragraph("Table 3. Construction Phasing and Sequence of Operations", CAP), item_table(T3),
          Paragraph("Table 4. Erosion and Sediment Control", CAP), item_table(T4, split=True)]
    doc.build(st)


def seg2_landscape(path, page_no):
    """Table 5 drawn sideways on a portrait page; the page is later given /Rotate 90 so it displays landscape."""
    W, H = letter
    c = new_canvas(path, (W, H))
    c.saveState()
    c.translate(W, 0)
    c.rotate(90)
    # landscape coordinate system: width H (792), height W (612), origin at the bottom-left of the landscape view
    LW, LH = H, W
    t = Table([[_p(h, True) for h in T5_HEAD]] + [[_p(x) for x in r] for r in T5],
              colWidths=[130, 180, 150, 120, 130])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"), ("BACKGROUND", (0, 0), (-1, 0), LIGHT),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    tw, th = t.wrap(LW - 72, LH)
    c.setFont("Helvetica-Bold", 10.5)
    c.drawString(36, LH - 40, "Table 5. Erosion and Sediment Control Implementation Schedule")
    c.setFont("Helvetica", 8)
    c.drawString(36, LH - 53, "Minimum practices for each construction activity that disturbs soil (93-6A(1)(j)), "
                 "with the timing of initial placement and the minimum time each stays in place.")
    t.drawOn(c, 36, LH - 62 - th)
    c.setFont("Helvetica", 7.5)
    c.drawString(36, 30, "Hartigan Residence, 1187 Tomahawk Street, Somers - Attachment A: SWPPP")
    c.drawRightString(LW - 36, 30, "Page A-%d" % page_no)
    c.restoreState()
    c.showPage()
    c.save()


def seg3(path, first_page_no, om_page):
    doc = _doc(path, first_page_no)
    t6 = _fill(T6_TMPL, om=om_page)
    st = [Paragraph("Table 6. Post-Construction Stormwater Management", CAP), item_table(t6),
          Paragraph("Table 7. Certifications", CAP), item_table(_fill(T7, cf=om_page + 1)), PageBreak(),
          Paragraph("Operation and Maintenance Plan", CAP),
          Paragraph("Responsible entity: the owners of the lot, Daniel and Priya Hartigan, are responsible for the "
                    "long-term operation and maintenance of DW-1, RG-1, VS-1 and LS-1 and pay for it. The owners "
                    "keep a maintenance log and show it to the Town's Stormwater Management Officer on request.",
                    BODY), Spacer(1, 6)]
    om = Table([[_p("Practice", True), _p("Inspection", True), _p("Maintenance action", True)],
                [_p("DW-1 chamber dry well"), _p("Twice a year (April, October) through the inspection port; after "
                                                 "storms over 3 inches"),
                 _p("Clean the roof leader filter basket; jet-clean the chambers if sediment exceeds 3 inches")],
                [_p("RG-1 rain garden"), _p("Monthly April to October; after storms over 1 inch"),
                 _p("Weed; replace mulch each spring; replace dead plants; remove sediment; restore the soil if "
                    "water stands more than 48 hours")],
                [_p("VS-1 dry swale and check dams"), _p("Twice a year and after storms over 2 inches"),
                 _p("Remove sediment at the check dams; mow to 4-6 inches twice a year; repair eroded areas")],
                [_p("LS-1 level spreader and filter strip"), _p("Twice a year"),
                 _p("Keep the lip level; remove sediment and leaves; repair any channel forming below it")],
                [_p("Driveway water bars and culvert"), _p("Each spring and after storms over 2 inches"),
                 _p("Clear debris from bars and culvert inlet; reset displaced riprap")]],
               colWidths=[120, 170, 186])
    om.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"), ("BACKGROUND", (0, 0), (-1, 0), LIGHT),
                            ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    st += [om, Spacer(1, 8),
           Paragraph("Driveway winter maintenance: plow only; sand is applied sparingly and swept up in April; no "
                     "salt is used on the upper driveway draining to VS-1. Lawn fertilizer, if used, must be "
                     "phosphorus-free (Westchester County Lawn Fertilizer Law).", BODY), PageBreak(),
           Paragraph("Contractor Certification", CAP),
           Paragraph("Town of Somers Code Section 93-6D. Each contractor and subcontractor identified in this SWPPP who "
                     "will be responsible for installing, constructing, repairing, inspecting and maintaining the "
                     "erosion and sediment control practices and the post-construction stormwater management "
                     "practices signs and dates a copy of this statement before undertaking any land development "
                     "activity.", BODY), Spacer(1, 8),
           Paragraph("\"I certify under penalty of law that I understand and agree to comply with the terms and "
                     "conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, "
                     "has received a minimum of four hours of acceptable training in erosion and sediment control "
                     "within the last three years. I also understand that it is unlawful for any person to cause or "
                     "contribute to a violation of water quality standards.\"", BODY), Spacer(1, 12)]
    for _ in range(2):
        f = Table([[_p("Name and title of signer"), _p("")], [_p("Contracting firm"), _p("")],
                   [_p("Firm address and telephone"), _p("")],
                   [_p("Site"), _p("Hartigan Residence, 1187 Tomahawk Street, Somers, NY")],
                   [_p("Responsible for"), _p("")], [_p("Signature"), _p("")], [_p("Date"), _p("")]],
                  colWidths=[150, 326], rowHeights=[20] * 7)
        f.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
        st += [f, Spacer(1, 14)]
    doc.build(st)


# ------------------------------------------------------------------ sheets C-1..C-3

FIRM = ["RIDGEBACK SITE", "ENGINEERING, PLLC", "27 BEDFORD ROAD", "KATONAH, NY 10536"]


def sheets(path):
    W, H = landscape(TABLOID)
    c = new_canvas(path, (W, H))
    s = 2.4  # 1" = 30'
    ox, oy = 60, 70

    def P(x, y):
        return (ox + x * s, oy + y * s)

    prop = [P(0, 0), P(400, 0), P(400, 260), P(0, 260)]
    drive = [P(5, 40), P(120, 60), P(230, 95), P(300, 120), P(230, 150), P(190, 175), P(250, 205)]

    def base(sheet, title, rows):
        title_block(c, W, H, rows, sheet, title, FIRM)
        polyline(c, prop, width=1.4, close=True, dash=(8, 2, 2, 2))
        label(c, *P(200, -12), "PROPERTY LINE - LOT AREA 4.62 AC", size=6, anchor="c")
        polyline(c, [P(-8, -10), P(-8, 270)], width=3, color=GREY)
        label(c, *P(-14, 120), "TOMAHAWK STREET (NYS ROUTE 118)", size=7, angle=90, font="Helvetica-Bold")
        for i, e in enumerate(range(452, 518, 6)):
            xv = 20 + i * 33
            contour(c, [P(xv, 0), P(xv + 15, 90), P(xv - 10, 180), P(xv + 5, 260)], e, major=(e % 10 == 0))
        polyline(c, [P(0, 250), P(150, 245), P(300, 255), P(400, 252)], color=GREY, dash=(6, 2, 1, 2), width=1.2)
        label(c, *P(160, 250), "INTERMITTENT STREAM (TRIB. TO AMAWALK RESERVOIR)", size=5.5)
        north_arrow(c, W - 150, H - 90)
        scale_bar(c, 60, 40, s, feet=(0, 15, 30, 60), text="SCALE: 1\" = 30'")

    rows = [("PROJECT", "HARTIGAN\nRESIDENCE"), ("LOCATION", "1187 TOMAHAWK ST\nSOMERS, NY"),
            ("TAX MAP", "26.11-2-9"), ("SCALE", "1\" = 30'"), ("DATE", "03/20/2026")]
    base("C-1", "EXISTING CONDITIONS, SOILS AND LOCATION MAP", rows)
    for k in range(0, 400, 22):
        for j in range(20, 240, 30):
            c.circle(*P(k + (j % 3) * 4, j), 3.5)
    label(c, *P(120, 200), "MIXED HARDWOOD FOREST (RED OAK, SUGAR MAPLE, TULIP POPLAR)", size=6)
    polyline(c, [P(80, 0), P(95, 260)], dash=(1, 2), width=0.9)
    polyline(c, [P(260, 0), P(250, 260)], dash=(1, 2), width=0.9)
    label(c, *P(20, 120), "LcB", size=9, font="Helvetica-Bold")
    label(c, *P(160, 60), "PnC (HSG C)", size=9, font="Helvetica-Bold")
    label(c, *P(300, 60), "ChD (HSG B)", size=9, font="Helvetica-Bold")
    for n, (x, y) in enumerate(((290, 190), (250, 215), (120, 70)), 1):
        c.circle(*P(x, y), 4, fill=1)
        label(c, *P(x + 4, y + 3), f"DT-{n}", size=5)
    label(c, *P(2, 30), "DP-1 ROADSIDE SWALE", size=5.5, font="Helvetica-Bold")
    label(c, *P(340, 240), "DP-2 STREAM", size=5.5, font="Helvetica-Bold")
    lx, ly = W - 330, H - 250
    c.rect(lx, ly, 200, 170)
    label(c, lx + 4, ly + 160, "LOCATION MAP  1\" = 2,000'", size=6, font="Helvetica-Bold")
    polyline(c, [(lx + 60, ly + 5), (lx + 70, ly + 150)], width=1.5)
    label(c, lx + 74, ly + 130, "RT 118", size=5)
    polyline(c, [(lx + 10, ly + 30), (lx + 50, ly + 50), (lx + 40, ly + 20)], close=True, color=GREY)
    label(c, lx + 8, ly + 12, "AMAWALK RES.", size=5, color=GREY)
    c.circle(lx + 68, ly + 80, 6)
    label(c, lx + 76, ly + 78, "SITE", size=6, font="Helvetica-Bold")
    notes_block(c, 60, H - 45, "NOTES", [
        "SOILS (WEB SOIL SURVEY): ChD CHARLTON-CHATFIELD COMPLEX 15-35% VERY ROCKY, HSG B; PnC PAXTON FSL 8-15%, HSG C; "
        "LcB LEICESTER LOAM 3-8% STONY, HSG C/D.",
        "EXISTING SLOPES 8-35%; STEEP SLOPE AREAS (15-25% AND >25%) HATCHED ON C-2. TOPOGRAPHY: HUDSON VALLEY SURVEY "
        "12/2025, 2-FT CONTOURS (EVERY THIRD SHOWN)."], width_chars=120)
    c.showPage()

    base("C-2", "SITE, GRADING, EROSION CONTROL AND STORMWATER PLAN", rows)
    polyline(c, drive, width=7, color=LIGHT)
    polyline(c, drive, width=0.6)
    label(c, *P(60, 55), "DRIVEWAY 12' WIDE, 610 LF, MAX 14%", size=5.5, angle=10)
    polyline(c, [P(230, 200), P(290, 200), P(290, 235), P(230, 235)], close=True, fill=LIGHT, width=1.2)
    label(c, *P(260, 218), "HOUSE FF 516.0", size=6, anchor="c", font="Helvetica-Bold")
    lod = [P(0, 25), P(140, 40), P(320, 100), P(320, 245), P(180, 245), P(160, 160), P(110, 80), P(0, 60)]
    polyline(c, lod, dash=(10, 3, 2, 3), width=1.1, close=True)
    label(c, *P(150, 30), "LIMIT OF DISTURBANCE 1.24 AC", size=6, font="Helvetica-Bold")
    silt_fence(c, [P(0, 22), P(140, 36), P(322, 96)])
    label(c, *P(200, 60), "SF-1 520 LF WIRE-BACKED", size=5.5, angle=18)
    silt_fence(c, [P(322, 100), P(322, 246), P(180, 246)])
    label(c, *P(326, 160), "SF-2 610 LF", size=5.5, angle=90)
    polyline(c, [P(170, 165), P(200, 165), P(200, 185), P(170, 185)], close=True)
    silt_fence(c, [P(165, 160), P(205, 160), P(205, 190), P(165, 190), P(165, 160)])
    label(c, *P(150, 193), "STOCKPILE 30'x40' / SF-3 210 LF", size=5)
    for k in range(4):
        polyline(c, [P(260 + k * 8, 150 + k * 4), P(300 + k * 8, 150 + k * 4)], width=2, color=GREY)
    label(c, *P(300, 140), "FILTER SOCKS 260 LF", size=5)
    polyline(c, [P(30, 45), P(42, 45), P(42, 56), P(30, 56)], close=True, width=1.2)
    label(c, *P(12, 62), "ST-1 12'x26'", size=5)
    polyline(c, [P(0, 37), P(20, 37), P(20, 43), P(0, 43)], close=True, fill=GREY)
    label(c, *P(22, 32), "SCE 50'x14'", size=5)
    polyline(c, [P(250, 195), P(285, 195), P(285, 185), P(250, 185)], close=True, dash=(3, 2))
    label(c, *P(236, 178), "DW-1 14'x40'", size=5)
    polyline(c, [P(200, 215), P(222, 215), P(222, 232), P(200, 232)], close=True, width=1.1)
    label(c, *P(196, 236), "RG-1 620 SF", size=5)
    polyline(c, [P(235, 150), P(300, 122), P(235, 98)], width=2.5, color=GREY)
    label(c, *P(304, 118), "VS-1 280 LF", size=5)
    polyline(c, [P(200, 90), P(220, 84)], width=3)
    label(c, *P(180, 78), "LS-1 40 LF", size=5)
    esm = [P(190, 80), P(310, 118), P(310, 240), P(195, 240)]
    polyline(c, esm, dash=(2, 2), width=0.8, close=True)
    label(c, *P(200, 247), "20' STORMWATER ACCESS AND MAINTENANCE EASEMENT (TOWN) - REMAINS IN EFFECT WITH TRANSFER OF TITLE",
          size=4.8)
    notes_block(c, 60, H - 45, "EROSION CONTROL AND STORMWATER NOTES", [
        "ALL EROSION AND SEDIMENT CONTROLS PER NYS STANDARDS AND SPECIFICATIONS (NOV. 2016). SEE ATTACHMENT A, TABLES 4 AND 5.",
        "WATER BARS AT 50' ON DRIVEWAY STONE BASE WITH 4'x6' RIPRAP APRONS. CHECK DAMS IN ROADSIDE DITCH AT 30' (8).",
        "EROSION CONTROL BLANKET ON ALL SLOPES STEEPER THAN 3:1 (0.34 AC) WITHIN ONE DAY OF FINAL GRADE.",
        "NO STORAGE OR STAGING ON ADJACENT PROPERTIES."], width_chars=120)
    c.showPage()

    title_block(c, W, H, rows[:3] + [("SCALE", "N.T.S."), ("DATE", "03/20/2026")], "C-3",
                "EROSION CONTROL AND STORMWATER DETAILS", FIRM)
    boxes = [
        ("1. WIRE-BACKED SILT FENCE", ["36\" WOVEN GEOTEXTILE ON 14 GA WELDED WIRE", "STEEL POSTS 6' O.C.; 6\" TOE BURIED",
                                      "J-HOOKS EVERY 100'"]),
        ("2. COMPOST FILTER SOCK", ["18\" DIA, 2\" WOOD STAKES 10' O.C.", "ROWS 25' APART ON CONTOUR"]),
        ("3. STABILIZED CONSTRUCTION ENTRANCE", ["50' x 14' x 8\" OF 2\" STONE", "WOVEN GEOTEXTILE UNDERLAY"]),
        ("4. TEMPORARY WATER BAR", ["12\" HIGH, 30 DEG SKEW, AT 50'", "4'x6' RIPRAP APRON, 6\" STONE"]),
        ("5. SEDIMENT TRAP ST-1", ["12' x 26' BOTTOM, 3' DEEP, 2:1", "2,400 CF; STONE OUTLET 4' LONG",
                                  "CREST 1' BELOW EMBANKMENT"]),
        ("6. CHAMBER DRY WELL DW-1", ["8 CHAMBERS 34\"W x 30\"H IN 14'x40' BED", "12\" STONE BASE/COVER, GEOTEXTILE",
                                     "4\" INSPECTION PORT; 1\" ORIFICE TO RG-1"]),
        ("7. RAIN GARDEN RG-1", ["620 SF, 6\" PONDING", "24\" SOIL (50/30/20), 3\" MULCH", "OVERFLOW CREST 0.5'"]),
        ("8. DRY SWALE VS-1 / LEVEL SPREADER LS-1", ["4' BOTTOM, 3:1 SIDES, 18\" FILTER SOIL", "4\" UNDERDRAIN IN 6\" STONE",
                                                   "LS-1 40' CONCRETE LIP AT 0%"]),
    ]
    for i, (t, lines) in enumerate(boxes):
        x = 40 + (i % 4) * 265
        y = H - 60 - (i // 4) * 340
        c.rect(x, y - 300, 250, 300)
        label(c, x + 6, y - 14, "DETAIL " + t, size=7, font="Helvetica-Bold")
        yy = y - 40
        for ln in lines:
            label(c, x + 8, yy, ln, size=6)
            yy -= 10
        polyline(c, [(x + 30, y - 250), (x + 110, y - 180), (x + 220, y - 180)], width=1)
        c.rect(x + 110, y - 250, 60, 70)
    c.showPage()
    c.save()


def build(work, out_pdf):
    dx = os.path.join(work, "c_letter.docx")
    letter_docx(dx)
    p1 = docx_to_pdf(dx, work)
    assert npages(p1) == 2, npages(p1)
    p2 = os.path.join(work, "c_seg1.pdf")
    p3 = os.path.join(work, "c_seg2.pdf")
    p4 = os.path.join(work, "c_seg3.pdf")
    cf = 9
    for _ in range(3):  # iterate until the page pointers are stable
        seg1(p2, cf)
        n1 = npages(p2)
        seg2_landscape(p3, n1 + 1)
        first3 = n1 + 2
        seg3(p4, first3, 99)
        n3 = npages(p4)
        om_page = first3 + n3 - 2  # O&M plan is the second-to-last page of seg3 (then the contractor form)
        seg3(p4, first3, om_page)
        assert npages(p4) == n3
        if om_page + 1 == cf:
            break
        cf = om_page + 1
    else:
        raise SystemExit("page pointers did not settle")
    p5 = os.path.join(work, "c_sheets.pdf")
    sheets(p5)
    rot_page = 2 + n1 + 1
    bind([p1, p2, p3, p4, p5], out_pdf, "Hartigan Residence - SWPPP letter and Attachment A",
         "Ridgeback Site Engineering, PLLC", rotate={rot_page: 90})
    return {"letter": 2, "seg1": n1, "rot_page": rot_page, "seg3": n3, "om_page_A": om_page,
            "om_pdf_page": 2 + om_page, "form_pdf_page": 2 + om_page + 1}
