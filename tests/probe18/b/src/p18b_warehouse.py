"""Plan 3: Somers distribution warehouse - a long contractor's SWPPP field-manual binder: tab dividers
carrying only a tab label, LibreOffice (Word) chapters, Chromium chapters with SVG details, reportlab
cover/TOC/forms/index, a glossary, a back-of-book index with page numbers, many blank inspection logs and
three scanned pages."""
import os, sys, io, re, json, subprocess, html
from reportlab.lib.pagesizes import letter
from reportlab.lib.units import inch
from reportlab.pdfgen import canvas
from pypdf import PdfReader, PdfWriter
from docx import Document
from docx.shared import Pt, Inches
sys.path.insert(0, os.path.dirname(__file__))
import common

NAME = "p18b_warehouse"
PARTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "warehouse_parts")
PROJ = "Somers Commerce Center - Building A Distribution Warehouse"
N_FORMS = 40

# ------------------------------------------------------------------ LibreOffice (Word) chapters
def docx_chapter(fname, blocks):
    """blocks: list of ('h1'|'h2'|'p'|'table'|'pb', payload)."""
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Liberation Serif"; st.font.size = Pt(11)
    for sec in d.sections:
        sec.left_margin = sec.right_margin = Inches(1.0); sec.top_margin = Inches(0.9); sec.bottom_margin = Inches(1.0)
    for kind, val in blocks:
        if kind == "h1": d.add_heading(val, level=1)
        elif kind == "h2": d.add_heading(val, level=2)
        elif kind == "p": d.add_paragraph(val)
        elif kind == "pb": d.add_page_break()
        elif kind == "table":
            t = d.add_table(rows=len(val), cols=len(val[0])); t.style = "Table Grid"
            for r, row in enumerate(val):
                for c, cell in enumerate(row):
                    t.cell(r, c).text = cell
                    for para in t.cell(r, c).paragraphs:
                        for run in para.runs:
                            run.font.size = Pt(9.5); run.bold = (r == 0)
            d.add_paragraph("")
    p = os.path.join(PARTS, fname + ".docx"); d.save(p)
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", PARTS, p], capture_output=True, timeout=180)
    return os.path.join(PARTS, fname + ".pdf")

HEADINGS = []   # headings expected in the text layer
def H(level, t): HEADINGS.append(t); return ("h1" if level == 1 else "h2", t)

def ch1():
    return docx_chapter("tab1_project", [
        H(1, "1. Project and Contacts"),
        H(2, "1.1 Project description"),
        ("p", "Route 6 Logistics Partners, LLC will build Building A of the Somers Commerce Center, a one-story 142,000 "
              "square foot distribution warehouse with 24 loading docks, a truck court, 118 car parking spaces, an access "
              "drive from U.S. Route 6, utilities, landscaping and a stormwater management system. The 14.2-acre parcel "
              "(Section 4.20, Block 1, Lot 7) is on the south side of U.S. Route 6 in the Town of Somers, Westchester "
              "County, about 0.6 mile east of the Putnam County line."),
        ("p", "Total soil disturbance is 8.6 acres. New impervious cover is 5.4 acres: the building roof 3.26 acres, the "
              "truck court and drives 1.62 acres, and car parking and walks 0.52 acre. The rest of the parcel, including "
              "the wooded slope along the south line and the wetland buffer on the east, stays undisturbed. Work is "
              "expected to begin in May 2026 and to take 14 months."),
        H(2, "1.2 Regulatory basis"),
        ("p", "The project disturbs more than one acre and is a commercial and industrial development (distribution "
              "warehouse) listed in Section 93-6A(2)(g) and (l) of the Town of Somers Code, so this SWPPP includes post-"
              "construction stormwater management practices designed to the enhanced phosphorus removal standards. Coverage "
              "under the NYSDEC SPDES General Permit GP-0-25-001 is also required. The site is in the New York City East of "
              "Hudson watershed and drains to the Muscoot Reservoir, which has a phosphorus TMDL."),
        H(2, "1.3 Receiving waters"),
        ("p", "Runoff leaves the site at two discharge points. DP-1 is the outlet of detention basin DB-1 to an unnamed "
              "tributary of the Muscoot River at the southeast corner. DP-2 is the existing 18-inch culvert under U.S. "
              "Route 6 at the northwest corner, which also flows to the Muscoot River and then to the Muscoot Reservoir."),
        H(2, "1.4 Contacts and responsibilities"),
        ("table", [["Role", "Firm and person", "Responsible for"],
                   ["Owner / operator", "Route 6 Logistics Partners, LLC - Kevin Brandt, (914) 555-0107", "Overall SWPPP compliance; long-term maintenance"],
                   ["SWPPP preparer", "Tri-County Site Engineering, PLLC - Gregory A. Pastore, P.E., (845) 555-0132", "Plan design and amendments"],
                   ["Site contractor", "Mahopac Heavy Civil, Inc. - Sean Fitzgerald, (845) 555-0161", "Install, maintain and remove all E&S controls; grading; DB-1; storm sewer"],
                   ["Paving subcontractor", "Baldwin Paving Corp. - Ana Lucero, (914) 555-0175", "Pavement, curbs and inlet protection during paving"],
                   ["Landscape subcontractor", "Shenorock Landscape Co. - Pete Ruhl, (914) 555-0146", "Seeding, blankets, bioretention planting"],
                   ["Qualified inspector", "Tri-County Site Engineering - Marisol Vega, CPESC, (845) 555-0139", "Inspections every 7 days; reports"]]),
        H(2, "1.5 Responsibility by area of the site"),
        ("table", [["Area", "Party responsible for SWPPP implementation"],
                   ["Phase 1 (building pad, west parking, access drive)", "Mahopac Heavy Civil, Inc."],
                   ["Phase 2 (truck court, east slope, DB-1)", "Mahopac Heavy Civil, Inc.; Baldwin Paving Corp. during paving"],
                   ["Landscaped areas and bioretention BR-1, BR-2", "Shenorock Landscape Co. after rough grading"],
                   ["Undisturbed wetland buffer and wooded slope", "Owner (fence and signs maintained by site contractor)"]]),
    ])

def ch2():
    return docx_chapter("tab2_soils", [
        H(1, "2. Site and Soils"),
        H(2, "2.1 Existing conditions"),
        ("p", "The site is an old hayfield with hedgerows, sloping from about elevation 612 at Route 6 to 586 at the "
              "southeast corner (slopes of 2 to 9 percent, steeper than 15 percent only on the wooded south slope). A "
              "Town-regulated wetland lies off-site to the east; its 100-foot buffer is inside the property and is not "
              "disturbed. There are no streams on the site."),
        H(2, "2.2 Soils"),
        ("p", "Soils were mapped from the USDA-NRCS Web Soil Survey and checked with eight deep test pits (TP-1 to TP-8) "
              "dug on March 11-12, 2025. The soil survey report pages are reproduced at the end of this tab."),
        ("table", [["Map unit", "Soil name", "HSG", "Area in LOD", "Notes"],
                   ["PnB", "Paxton fine sandy loam, 3 to 8 percent slopes", "C", "4.1 ac", "Dense till at 24-36 in; perched water in spring"],
                   ["WdB", "Woodbridge loam, 3 to 8 percent slopes", "C/D", "2.2 ac", "Seasonal high water 18-30 in (TP-5, TP-6)"],
                   ["CrC", "Charlton-Chatfield complex, rolling, very rocky", "B", "1.6 ac", "Bedrock at 6 ft in TP-8"],
                   ["Ub", "Udorthents, smoothed", "B", "0.7 ac", "Old fill along Route 6"]]),
        ("p", "Infiltration tests in TP-2 and TP-7 gave 0.3 and 0.2 inches per hour, so infiltration practices are not "
              "used; bioretention has underdrains."),
        H(2, "2.3 Site map"),
        ("p", "The site map (Drawing SW-101, folded in the map pocket at the back of this binder and reduced on the next "
              "page) shows the total site area, improvements, limit of disturbance, undisturbed areas, vegetation, the "
              "off-site wetland, drainage patterns, existing and final contours, soil boundaries and discharge points."),
    ])

def ch3():
    return docx_chapter("tab3_sequence", [
        H(1, "3. Phasing and Construction Sequence"),
        H(2, "3.1 Phasing"),
        ("p", "The work is split into two phases. Phase 1 disturbs 4.8 acres (building pad, west car park and access drive). "
              "Phase 2 disturbs 3.8 acres (truck court, east slope and detention basin DB-1). Phase 2 clearing may not begin "
              "until Phase 1 is stabilized outside the building footprint, so that no more than 4.8 acres, and never more "
              "than five acres, is disturbed at any one time."),
        H(2, "3.2 Sequence of operations"),
        ("p", "1. Pre-construction meeting with the Town SMO, owner, contractor and qualified inspector; 48-hour notice to the Town."),
        ("p", "2. Install stabilized construction entrance SCE-1 on Route 6, orange barrier fence at the wetland buffer, and perimeter silt fence for Phase 1."),
        ("p", "3. Build temporary sediment basin TSB-1 and diversion swales DS-1 and DS-2; stabilize before upslope grading."),
        ("p", "4. Clear, grub and strip topsoil in Phase 1; stockpile at TSP-1 with silt fence ring."),
        ("p", "5. Mass grade Phase 1 and the building pad; temporary seed idle areas within 7 days."),
        ("p", "6. Install storm sewer and utilities in Phase 1 with inlet protection on each structure."),
        ("p", "7. Building foundations and steel; stabilize all Phase 1 areas outside the building."),
        ("p", "8. Phase 2: install perimeter silt fence and TSB-2 in the DB-1 footprint; clear, grub and grade the truck court."),
        ("p", "9. Build DB-1 from TSB-2 after its drainage area is stabilized; build BR-1 and BR-2 last."),
        ("p", "10. Pave, landscape, and remove temporary controls after 80 percent perennial cover, with the inspector's approval."),
        H(2, "3.3 Minimum practices and schedule for each activity"),
        ("table", [["Construction activity", "Minimum E&S practices", "Initial placement", "Minimum time in place"],
                   ["Site access", "SCE-1, 50 x 24 ft", "Day 1", "Until final paving of the drive"],
                   ["Clearing and grubbing", "Silt fence, barrier fence at buffer", "Before any clearing in the phase", "Until 80% cover upslope"],
                   ["Mass grading", "TSB-1, TSB-2, DS-1, DS-2, temporary seeding", "Before grading in the drainage area", "Until the drainage area is stabilized"],
                   ["Utilities", "Inlet protection; same-day backfill", "As each structure is set", "Until pavement and lawn stabilized"],
                   ["Building construction", "Concrete washout; roof leader temporary outlets", "Before the first pour", "Until roof drains are connected"],
                   ["Paving and landscaping", "Inlet protection; seed, mulch, blankets", "At final grade, within 7 days", "Until final stabilization"]]),
    ])

def ch5():
    return docx_chapter("tab5_pollution", [
        H(1, "5. Pollution Prevention"),
        H(2, "5.1 Litter and construction debris"),
        ("p", "Covered roll-off containers are kept at the staging area near SCE-1 and emptied weekly or when full. Crews pick "
              "up litter across the site at the end of each work day. No burial or burning of waste is allowed."),
        H(2, "5.2 Construction chemicals and fuel"),
        ("p", "Fuel, oil, form release, sealants and paint are kept in a locked container with secondary containment at the "
              "staging area, at least 100 feet from the wetland buffer. Mobile fueling is done over drip pans. Spill kits "
              "are kept in the container and on each fuel truck; spills are cleaned up at once and reported to the NYSDEC "
              "Spill Hotline when required."),
        H(2, "5.3 Concrete washout and dust"),
        ("p", "A prefabricated lined washout container is used at the staging area. Dust is controlled by water truck on "
              "haul routes; Route 6 is swept whenever tracking is seen."),
        H(2, "5.4 Stormwater Discharges from Industrial Activity"),
        H(2, "5.5 Sanitary facilities"),
        ("p", "Portable toilets are set at least 50 feet from any inlet and staked against wind; they are serviced weekly."),
    ])

def ch6():
    return docx_chapter("tab6_inspections", [
        H(1, "6. Inspections"),
        H(2, "6.1 Inspection schedule"),
        ("p", "This schedule applies to the site contractor and every subcontractor responsible for installing, building, "
              "repairing, inspecting or maintaining the erosion and sediment control practices, and follows the New York State "
              "Standards and Specifications for Erosion and Sediment Control."),
        ("table", [["Who", "What", "When"],
                   ["Site contractor's foreman (trained)", "Check all controls; repair; note in daily log", "Every working day"],
                   ["Qualified inspector", "Written inspection of all practices, disturbed areas and discharge points", "At least once every seven calendar days"],
                   ["Qualified inspector", "Two inspections a week when more than five acres... not expected (max. 4.8 ac)", "-"],
                   ["Qualified inspector", "Inspection of stabilized areas during winter shutdown", "Every 30 days"],
                   ["Site contractor", "Corrective action", "Before the end of the next work day"]]),
        H(2, "6.2 Recordkeeping"),
        ("p", "Inspection reports (Form F-1 in Tab 10) are signed, kept in the site trailer with this manual, and sent to the "
              "owner within one business day."),
    ])

def ch11():
    terms = [("Best management practice (BMP)", "A practice used to prevent or reduce erosion, sediment or pollutants in runoff."),
             ("Blue Book", "The New York State Standards and Specifications for Erosion and Sediment Control (November 2016)."),
             ("CPESC", "Certified Professional in Erosion and Sediment Control."),
             ("Cpv", "Channel protection volume: 24-hour extended detention of the 1-year, 24-hour storm runoff."),
             ("Diversion swale", "A channel built across a slope to carry runoff around disturbed areas or to a sediment basin."),
             ("Final stabilization", "All soil disturbance is finished and a uniform perennial vegetative cover of at least 80 percent, or a permanent surface, covers all disturbed areas."),
             ("HSG", "Hydrologic soil group, A to D, describing a soil's runoff potential."),
             ("Inlet protection", "A filter placed around or in a storm drain inlet to trap sediment."),
             ("LOD", "Limit of disturbance."),
             ("Qf", "Extreme flood control: the 100-year, 24-hour storm."),
             ("Qp", "Overbank flood control: the 10-year, 24-hour storm."),
             ("Qualified inspector", "A licensed professional engineer, CPESC, or other person meeting the General Permit definition who performs SWPPP inspections."),
             ("RRv", "Runoff reduction volume."),
             ("SCE", "Stabilized construction entrance."),
             ("SMO", "Stormwater Management Officer of the Town of Somers."),
             ("Temporary sediment basin", "A basin with a controlled outlet that holds sediment-laden runoff so that sediment settles."),
             ("TMDL", "Total maximum daily load."),
             ("WQv", "Water quality volume; under the enhanced phosphorus standards, the runoff of the 1-year, 24-hour storm.")]
    blocks = [H(1, "11. Glossary")]
    for t, dfn in terms:
        blocks.append(("p", f"{t}: {dfn}"))
    return docx_chapter("tab11_glossary", blocks)

# ------------------------------------------------------------------ Chromium chapters
HCSS = """@page { size: letter; margin: 0.8in 0.9in 0.9in 0.9in; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.6pt; line-height: 1.35; color: #111; }
h1 { font-size: 15pt; border-bottom: 2px solid #225; padding-bottom: 3px; }
h2 { font-size: 11.5pt; margin: 12px 0 4px 0; color: #225; }
table { border-collapse: collapse; width: 100%; margin: 6px 0; font-size: 8.6pt; }
th, td { border: 1px solid #666; padding: 3px 4px; vertical-align: top; } th { background: #e3e6ef; }
tr { break-inside: avoid; } .pb { break-before: page; }
svg text { font-family: 'DejaVu Sans', sans-serif; }
.note { border: 1px solid #999; background: #f4f4f4; padding: 5px 8px; }
"""
def chrome_chapter(fname, body):
    hp = os.path.join(PARTS, fname + ".html"); pp = os.path.join(PARTS, fname + ".pdf")
    open(hp, "w").write(f"<!doctype html><html><head><meta charset='utf-8'><title>{fname}</title><style>{HCSS}</style></head><body>{body}</body></html>")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pp}", "file://" + hp], capture_output=True, timeout=120)
    return pp

def t(head, rows):
    return "<table><tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>" + "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows) + "</table>"

def hh(level, txt):
    HEADINGS.append(html.unescape(re.sub("<[^>]+>", "", txt)))
    return f"<h{level}>{txt}</h{level}>"

def svg_esc():
    return """<svg xmlns="http://www.w3.org/2000/svg" width="620" height="470" viewBox="0 0 620 470" style="border:1px solid #444">
<rect x="20" y="20" width="560" height="380" fill="none" stroke="#000" stroke-dasharray="10,4,2,4"/>
<rect x="0" y="20" width="580" height="14" fill="#bbb"/><text x="240" y="31" font-size="9">U.S. ROUTE 6</text>
<rect x="120" y="80" width="220" height="150" fill="#e4e4e4" stroke="#000"/><text x="160" y="160" font-size="9">BUILDING A (142,000 SF)</text>
<rect x="350" y="80" width="130" height="200" fill="#f0f0f0" stroke="#000"/><text x="365" y="180" font-size="8">TRUCK COURT</text>
<path d="M30 60 L30 390 L540 390 L540 60" fill="none" stroke="#1a6a1a" stroke-width="2" stroke-dasharray="7,2,1,2"/>
<text x="40" y="385" font-size="8" fill="#1a6a1a">SF-A SILT FENCE 1,460 LF (PHASE 1 WEST/SOUTH)</text>
<text x="330" y="385" font-size="8" fill="#1a6a1a">SF-B SILT FENCE 1,050 LF (PHASE 2)</text>
<rect x="60" y="34" width="40" height="26" fill="none" stroke="#000" stroke-width="2"/><text x="104" y="52" font-size="8">SCE-1 50 x 24 FT</text>
<rect x="60" y="300" width="70" height="45" fill="#bcd7f5" stroke="#0050c8"/><text x="62" y="295" font-size="8">TSB-1 (12,600 CF)</text>
<rect x="470" y="310" width="80" height="55" fill="#bcd7f5" stroke="#0050c8"/><text x="452" y="305" font-size="8">TSB-2 (14,400 CF) / FUTURE DB-1</text>
<path d="M110 250 L110 290" stroke="#0050c8" stroke-width="1.6"/><text x="114" y="270" font-size="8" fill="#0050c8">DS-1 520 LF</text>
<path d="M490 120 L500 300" stroke="#0050c8" stroke-width="1.6"/><text x="504" y="210" font-size="8" fill="#0050c8">DS-2 640 LF</text>
<rect x="200" y="290" width="40" height="30" fill="#e6d3a8" stroke="#7a5a1a"/><text x="192" y="332" font-size="8">TSP-1</text>
<path d="M560 60 C 600 150, 590 300, 600 400" fill="none" stroke="#3a7a3a" stroke-dasharray="3,3"/><text x="556" y="70" font-size="7" fill="#3a7a3a" transform="rotate(90 556 70)">100 FT WETLAND BUFFER - BARRIER FENCE 820 LF</text>
<text x="20" y="418" font-size="8.5" font-weight="bold">DRAWING SW-102 EROSION AND SEDIMENT CONTROL PLAN (REDUCED) - FULL SIZE SCALE 1 IN = 60 FT</text>
<text x="20" y="432" font-size="8">INLET PROTECTION AT ALL 22 CATCH BASINS (IP); CONCRETE WASHOUT CW AT STAGING AREA; PHASE LINE BETWEEN BUILDING AND TRUCK COURT</text>
<text x="20" y="446" font-size="8">DISCHARGE POINTS: DP-1 SOUTHEAST (DB-1 OUTLET), DP-2 NORTHWEST (ROUTE 6 CULVERT)</text>
</svg>"""

def svg_site():
    return """<svg xmlns="http://www.w3.org/2000/svg" width="620" height="500" viewBox="0 0 620 500" style="border:1px solid #444">
<rect x="20" y="20" width="560" height="380" fill="none" stroke="#000" stroke-dasharray="10,4,2,4"/>
<text x="24" y="16" font-size="8">PROPERTY LINE - TOTAL SITE AREA 14.2 AC</text>
<rect x="0" y="20" width="580" height="14" fill="#bbb"/><text x="240" y="31" font-size="9">U.S. ROUTE 6</text>
<rect x="40" y="50" width="500" height="320" fill="none" stroke="#d00" stroke-dasharray="4,3"/><text x="44" y="46" font-size="8" fill="#d00">LIMIT OF DISTURBANCE 8.6 AC</text>
<rect x="120" y="80" width="220" height="150" fill="#e4e4e4" stroke="#000"/><text x="150" y="160" font-size="9">PROP. BUILDING A</text>
<path d="M40 240 C 150 220, 300 270, 540 230" stroke="#a0522d" stroke-dasharray="6,3" fill="none"/>
<path d="M360 50 C 370 120, 420 180, 540 190" stroke="#a0522d" stroke-dasharray="6,3" fill="none"/>
<text x="60" y="70" font-size="8" fill="#a0522d">Ub (HSG B)</text><text x="80" y="300" font-size="8" fill="#a0522d">PnB (HSG C)</text>
<text x="420" y="100" font-size="8" fill="#a0522d">CrC (HSG B)</text><text x="400" y="320" font-size="8" fill="#a0522d">WdB (HSG C/D)</text>
<path d="M20 372 L580 372 L580 400 L20 400" fill="#d9ead3"/><text x="30" y="390" font-size="8">WOODED SOUTH SLOPE - NOT DISTURBED (EX. VEGETATION)</text>
<text x="566" y="60" font-size="7" transform="rotate(90 566 60)">OFF-SITE WETLAND TO EAST; 100 FT BUFFER UNDISTURBED</text>
<text x="20" y="418" font-size="8.5" font-weight="bold">DRAWING SW-101 SITE MAP (REDUCED) - FULL SIZE SCALE 1 IN = 60 FT</text><text x="20" y="460" font-size="8">EX. CONTOURS 2 FT; FINAL SLOPES 1-4%, 3H:1V MAX AT DB-1</text>
<text x="20" y="432" font-size="8">DRAINAGE: NORTHWEST QUARTER TO DP-2 (ROUTE 6 CULVERT); REMAINDER SOUTHEAST TO DP-1 AND TRIBUTARY OF MUSCOOT RIVER</text>
<text x="20" y="446" font-size="8">NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE ON ADJACENT PROPERTIES.</text>
<rect x="470" y="440" width="100" height="55" fill="#fff" stroke="#000"/><text x="474" y="452" font-size="7">LOCATION MAP (NTS)</text><path d="M475 480 L565 470" stroke="#888" stroke-width="2"/><text x="510" y="468" font-size="7">* SITE</text><text x="476" y="490" font-size="6">US 6</text>
</svg>"""

def ch2map():
    return chrome_chapter("tab2_map", hh(2, "2.4 Reduced site map (Drawing SW-101)") + svg_site())

def ch4():
    b = hh(1, "4. Erosion and Sediment Control") + "<p>Practice specifications are in Section 4.2 and standard details in Section 4.3. Drawing SW-102, reduced below, shows the location, size and length of each practice.</p>"
    b += svg_esc()
    b += hh(2, "4.1 Temporary and permanent soil stabilization plan")
    b += t(["Stage", "Temporary stabilization", "Permanent stabilization"],
           [["Clearing and grubbing", "Wood-chip mulch or straw on cleared ground not graded within 7 days", "-"],
            ["Mass grading", "Temporary seeding (annual ryegrass 30 lb/ac) and straw mulch 2 tons/ac within 7 days of stopping work on any area idle 14 days; blankets on slopes 3H:1V and steeper", "-"],
            ["Utilities and building", "Same-day trench backfill; stockpile seeded", "-"],
            ["Final grading", "Mulch until seeding", "4 in topsoil; Blue Book conservation mix (tall fescue, creeping red fescue, perennial ryegrass) 100 lb/ac; pavement and roof"],
            ["Final stabilization", "-", "80 percent uniform perennial cover over all unpaved areas"]])
    b += "<div class='pb'></div>" + hh(2, "4.2 Practice specifications, installation and maintenance")
    b += t(["Practice", "Dimensions and materials", "Installation", "Operation and maintenance"],
           [["Silt fence SF-A (1,460 LF), SF-B (1,050 LF)", "Woven geotextile 36 in wide on 2 x 2 in hardwood stakes at 8 ft; reinforced (wire-backed) where slope length exceeds 100 ft", "Toe trench 6 x 6 in; ends turned up-slope", "Remove sediment at one-half fence height; fix sags and tears within 24 hours"],
            ["SCE-1", "50 x 24 ft, 8 in of 2-4 in stone on woven geotextile; wash rack", "Day 1", "Add stone when voids fill; sweep Route 6"],
            ["Temporary sediment basin TSB-1", "Drainage area 3.5 ac x 3,600 cf/ac = 12,600 cf; 110 x 40 ft at top, 4.5 ft deep; 24 in riser with skimmer, 15 in barrel, emergency spillway 10 ft wide", "Before Phase 1 clearing; embankment in 8 in compacted lifts; riser anchored", "Clean out at 50 percent of storage (marked stake); inspect riser and spillway after each rain"],
            ["Temporary sediment basin TSB-2", "4.0 ac x 3,600 cf/ac = 14,400 cf; built in the DB-1 footprint", "Before Phase 2 grading", "As TSB-1; converted to DB-1 after stabilization"],
            ["Diversion swales DS-1 (520 LF), DS-2 (640 LF)", "Parabolic, 1.5 ft deep, 6 ft top width; straw/coconut blanket", "Before up-slope grading; outlet to TSB-1 or TSB-2", "Repair after each storm; remove sediment"],
            ["Inlet protection (22 CB)", "Stone-and-geotextile drop inlet filters; curb inlet filters after paving", "As each inlet is set", "Clean after each storm; replace fabric when clogged"],
            ["Barrier fence at wetland buffer (820 LF)", "4 ft orange plastic fence", "Before clearing", "Repair immediately"],
            ["Dust control", "Water truck; calcium chloride not allowed near the buffer", "As needed", "Daily in dry weather"]])
    b += hh(2, "4.3 Standard details") + """<svg xmlns="http://www.w3.org/2000/svg" width="620" height="200" viewBox="0 0 620 200" style="border:1px solid #444">
<text x="8" y="14" font-size="9" font-weight="bold">DETAIL E-3 TEMPORARY SEDIMENT BASIN OUTLET (NTS)</text>
<path d="M20 150 L200 150 L260 90 L360 90 L420 150 L600 150" fill="none" stroke="#000" stroke-width="1.5"/>
<rect x="300" y="60" width="14" height="90" fill="#ccc" stroke="#000"/><line x1="314" y1="140" x2="470" y2="160" stroke="#000" stroke-width="5"/>
<text x="320" y="70" font-size="8">24 IN CMP RISER WITH SKIMMER AND TRASH RACK</text><text x="330" y="175" font-size="8">15 IN BARREL, ANTI-SEEP COLLAR</text>
<text x="30" y="140" font-size="8">CLEANOUT STAKE AT 50% STORAGE</text><text x="30" y="190" font-size="8">EMBANKMENT 2.5H:1V, 10 FT TOP, COMPACTED 95% STD. PROCTOR</text>
</svg>"""
    return chrome_chapter("tab4_esc", b)

def ch8():
    b = hh(1, "8. Post-Construction Stormwater Management")
    b += hh(2, "8.1 Practices") + """<p><b>BR-1 and BR-2 bioretention</b> treat the car park and access drive (1.1 ac) and the east truck court (1.2 ac). <b>SF-1 surface sand filter</b> (with a sediment forebay) treats the building roof runoff (3.26 ac) before it enters detention basin DB-1. <b>DB-1 dry extended detention basin</b> at the southeast corner controls channel protection, overbank and extreme flood peaks to DP-1. A hydrodynamic separator HDS-1 pretreats the truck court runoff ahead of BR-2.</p>"""
    b += """<svg xmlns="http://www.w3.org/2000/svg" width="620" height="300" viewBox="0 0 620 300" style="border:1px solid #444">
<rect x="20" y="20" width="560" height="250" fill="none" stroke="#000" stroke-dasharray="10,4,2,4"/><rect x="120" y="50" width="220" height="120" fill="#e4e4e4" stroke="#000"/>
<text x="150" y="110" font-size="9">BUILDING A</text><rect x="40" y="190" width="70" height="40" fill="#9fd49f" stroke="#2a7a2a"/><text x="44" y="213" font-size="8">BR-1 3,200 SF</text>
<rect x="360" y="190" width="80" height="40" fill="#9fd49f" stroke="#2a7a2a"/><text x="364" y="213" font-size="8">BR-2 3,600 SF</text>
<rect x="200" y="190" width="100" height="35" fill="#f3e3a0" stroke="#7a6a1a"/><text x="204" y="211" font-size="8">SF-1 SAND FILTER 2,900 SF</text>
<rect x="470" y="180" width="95" height="75" fill="#bcd7f5" stroke="#0050c8"/><text x="474" y="220" font-size="8">DB-1 1.05 AC-FT</text>
<circle cx="350" cy="180" r="5" fill="none" stroke="#000"/><text x="330" y="176" font-size="7">HDS-1</text>
<path d="M460 255 L460 268 L570 268 L570 255" fill="none" stroke="#000" stroke-dasharray="1,2"/><text x="462" y="265" font-size="6.5">25 FT ACCESS / MAINT. EASEMENT</text>
<text x="20" y="288" font-size="8.5" font-weight="bold">SW-103 POST-CONSTRUCTION PLAN (REDUCED): BR-1 3,200 SF, BR-2 3,600 SF, SF-1 2,900 SF, DB-1 1.05 AC-FT</text>
</svg>"""
    b += hh(2, "8.2 Sizing criteria summary") + "<p>Enhanced phosphorus removal standards (Design Manual Chapter 10) apply. Runoff depths by TR-55 for the 1-year, 24-hour storm of 2.85 inches (NOAA Atlas 14).</p>"
    b += t(["Criterion", "Required", "Provided", "Calculation"],
           [["WQv (enhanced P)", "37,450 cf", "39,900 cf", "1-yr runoff from 5.56 ac contributing impervious and lawn (CN 93, Q = 1.86 in) = 0.862 ac-ft; BR-1 8,600 cf, BR-2 9,700 cf, SF-1 21,600 cf"],
            ["RRv", "6,120 cf (specific reduction factor method, HSG C/D)", "6,480 cf", "BR-1 and BR-2 with internal water storage: 40% of their WQv credited (Design Manual Table 3.5)"],
            ["Cpv", "1-yr 24-hr extended detention", "3 in orifice, 24.8 hr", "Drawdown of the 1-yr runoff stored in DB-1 below EL 589.6"],
            ["Qp (10-yr)", "Post &le; pre at DP-1", "Storage 0.74 ac-ft provided below EL 591.2", "TR-55 storage estimate (Figure 6-1): qo/qi = 0.41, Vs/Vr = 0.31"],
            ["Qf (100-yr)", "Safe passage; post &le; pre", "Storage 1.05 ac-ft; 12 ft spillway", "TR-55 storage estimate; 1 ft freeboard"]])
    b += "<p>No design criterion is waived and no redevelopment criteria are used. Deviations from the Design Manual: none.</p>"
    b += "<div class='pb'></div>" + hh(2, "8.3 Dimensions, materials and installation")
    b += t(["Practice", "Dimensions", "Materials", "Installation"],
           [["BR-1 / BR-2", "3,200 / 3,600 sf; 12 in ponding; 30 in media; 12 in stone with 6 in IWS", "Media per Design Manual; 6 in perforated PVC underdrain; shredded hardwood mulch 3 in", "After drainage area stabilized; tracked equipment off the cell floor"],
            ["SF-1", "2,900 sf filter bed; forebay 25% of WQv; 18 in sand", "ASTM C-33 concrete sand; 8 in underdrain in 3/4 in stone; geotextile", "Keep offline until roof leaders and drainage area stable"],
            ["DB-1", "Bottom 180 x 70 ft at EL 586.0; 3H:1V side slopes; top EL 593.0", "Compacted clay core embankment; riser OCS-2 with 3 in, 10 in orifices and 100-yr weir; riprap outlet apron 20 x 12 ft", "Built from TSB-2 after removal of accumulated sediment; over-excavate 12 in"],
            ["HDS-1", "6 ft diameter unit, 1.9 cfs treatment rate", "Precast per manufacturer", "Set before paving of the truck court"]])
    b += hh(2, "8.4 Hydrologic and hydraulic analysis") + """<div class='note'>The HydroCAD hydrologic and hydraulic analysis of BR-1, BR-2, SF-1, DB-1, its outlet structure and the storm sewer system for the 1-, 10- and 100-year storms is provided under separate cover in the Stormwater Management Report and is not reproduced in this field manual.</div>"""
    b += hh(2, "8.5 Operations and maintenance plan") + "<p>Route 6 Logistics Partners, LLC, the owner, is the entity responsible for the long-term operation and maintenance of all post-construction practices, through its facility manager.</p>"
    b += t(["Practice", "Inspection", "Maintenance", "Schedule"],
           [["BR-1, BR-2", "Ponding over 48 h; erosion; plant health", "Remove trash and sediment; mulch; replace plants; replace top 3 in of media if clogged", "Monthly April-October and after 1 in storms"],
            ["SF-1", "Sediment in forebay; ponding on filter", "Remove forebay sediment at 50% full; rake or replace top 3 in of sand", "Quarterly"],
            ["DB-1 and OCS-2", "Debris at orifices; embankment; woody growth", "Clear orifices; mow twice a year; remove sediment when 25% of storage lost", "Quarterly; after storms over 2 in"],
            ["HDS-1", "Sediment and oil depth", "Vacuum when sediment reaches manufacturer's limit", "Twice a year"]])
    b += hh(2, "8.6 Maintenance easement") + "<p>A 25-foot-wide access and maintenance easement in favor of the Town of Somers over DB-1, SF-1, BR-1, BR-2, HDS-1 and the access drive to them is shown on Drawing SW-103 and on the filed subdivision and site plan. The easement remains in effect with any transfer of title to the property.</p>"
    b += hh(2, "8.7 Inspection and maintenance agreement") + "<p>The owner will sign the Town of Somers Stormwater Control Facility Maintenance Agreement, on the NYSDEC sample form, before the final site plan is signed. The agreement binds the owner and all subsequent landowners to the maintenance in Section 8.5, grants the Town access and the right to do the work at the owner's cost, and will be recorded in the Westchester County Clerk's Office as a deed restriction.</p>"
    return chrome_chapter("tab8_post", b)

# ------------------------------------------------------------------ reportlab pieces
def rl_pdf(path, draw_pages):
    c = canvas.Canvas(path, pagesize=letter)
    c.setTitle(PROJ); c.setAuthor("Tri-County Site Engineering, PLLC")
    for fn in draw_pages:
        fn(c); c.showPage()
    c.save(); return path

def cover(c):
    c.setFont("Helvetica-Bold", 26); c.drawCentredString(306, 620, "CONTRACTOR'S")
    c.drawCentredString(306, 588, "SWPPP FIELD MANUAL")
    c.setFont("Helvetica", 14); c.drawCentredString(306, 540, "Stormwater Pollution Prevention Plan")
    c.drawCentredString(306, 520, "Somers Commerce Center - Building A Distribution Warehouse")
    c.drawCentredString(306, 500, "U.S. Route 6, Town of Somers, Westchester County, New York")
    c.setFont("Helvetica", 11)
    for i, ln in enumerate(["Owner / Operator: Route 6 Logistics Partners, LLC", "Prepared by: Tri-County Site Engineering, PLLC, Carmel, New York",
                            "Prepared under Chapter 93 of the Code of the Town of Somers", "Revision 0 - January 2026", "",
                            "KEEP THIS BINDER IN THE SITE TRAILER FROM START OF WORK TO FINAL STABILIZATION"]):
        c.drawCentredString(306, 420 - i * 18, ln)
    c.rect(72, 100, 468, 640)

TABS = [("1", "PROJECT AND CONTACTS"), ("2", "SITE AND SOILS"), ("3", "PHASING AND SEQUENCE"),
        ("4", "EROSION AND SEDIMENT CONTROL"), ("5", "POLLUTION PREVENTION"), ("6", "INSPECTIONS"),
        ("7", "ALTERNATIVE DESIGNS AND DEVIATIONS FROM NYS STANDARDS"),
        ("8", "POST-CONSTRUCTION STORMWATER MANAGEMENT"), ("9", "CERTIFICATIONS"), ("10", "FIELD FORMS"),
        ("11", "GLOSSARY"), ("12", "INDEX")]

def toc_page(starts):
    def f(c):
        c.setFont("Helvetica-Bold", 16); c.drawString(72, 720, "CONTENTS")
        c.setFont("Helvetica", 11)
        y = 680
        for num, lab in TABS:
            c.drawString(72, y, f"Tab {num}"); c.drawString(130, y, lab.title().replace("Nys", "NYS").replace("And", "and"))
            c.drawRightString(540, y, str(starts.get(num, starts.get(str(int(num) + 1), ""))))
            y -= 26
        c.setFont("Helvetica-Oblique", 9)
        c.drawString(72, y - 10, "Full-size drawings SW-101 to SW-103 are in the map pocket. Page numbers are binder page numbers.")
    return f

def divider(num, label):
    def f(c):
        c.setFillColorRGB(0.85, 0.88, 0.95); c.rect(470, 560 - int(num) * 38, 142, 34, fill=1, stroke=0)
        c.setFillColorRGB(0, 0, 0); c.setFont("Helvetica-Bold", 13); c.drawString(480, 572 - int(num) * 38, f"TAB {num}")
        c.setFont("Helvetica-Bold", 20)
        words = label.split(); lines, cur = [], ""
        for w in words:
            if len(cur + " " + w) > 26: lines.append(cur); cur = w
            else: cur = (cur + " " + w).strip()
        lines.append(cur)
        for i, ln in enumerate(lines):
            c.drawString(72, 420 - i * 26, ln)
    return f

def box(c, x, y, s=9): c.rect(x, y, s, s)

PRACTICES = ["Stabilized construction entrance SCE-1", "Silt fence SF-A", "Silt fence SF-B", "Temporary sediment basin TSB-1",
             "Temporary sediment basin TSB-2", "Diversion swale DS-1", "Diversion swale DS-2", "Inlet protection (22 CB)",
             "Topsoil stockpile TSP-1", "Barrier fence at wetland buffer", "Concrete washout", "Temporary seeding / mulch",
             "Erosion control blankets", "Dust control / street sweeping", "Material storage and spill kits"]

def inspection_form(k, filled=False):
    def p1(c):
        c.setFont("Helvetica-Bold", 12); c.drawString(54, 740, "FORM F-1  WEEKLY SWPPP INSPECTION REPORT")
        c.setFont("Helvetica", 8.5); c.drawRightString(558, 740, f"Report No. {k:03d}   (page 1 of 2)")
        c.drawString(54, 722, "Site: Somers Commerce Center, Building A, U.S. Route 6, Somers NY")
        fields = ["Date / time:", "Inspector:", "Weather / rain since last inspection (in):", "Type: [ ] 7-day  [ ] post-storm  [ ] other",
                  "Phase(s) active:", "Disturbed area now (ac):"]
        vals = ["06/02/2026 09:15", "M. Vega, CPESC", "Sunny; 0.62 in on 05/31", "[X] 7-day", "Phase 1", "3.9"] if filled else [""] * 6
        for i, fl in enumerate(fields):
            c.drawString(54, 700 - i * 16, fl); c.line(230, 698 - i * 16, 558, 698 - i * 16)
            if vals[i]: c.setFont("Helvetica-Oblique", 9); c.drawString(236, 700 - i * 16, vals[i]); c.setFont("Helvetica", 8.5)
        y = 590
        c.setFont("Helvetica-Bold", 8.5); c.drawString(54, y, "Practice"); c.drawString(290, y, "Installed"); c.drawString(340, y, "OK")
        c.drawString(370, y, "Needs repair"); c.drawString(440, y, "Notes"); c.setFont("Helvetica", 8.5)
        for i, pr in enumerate(PRACTICES):
            yy = y - 20 - i * 22
            c.drawString(54, yy, pr); box(c, 300, yy - 1); box(c, 342, yy - 1); box(c, 390, yy - 1); c.line(430, yy - 2, 558, yy - 2)
            if filled and i < 10:
                c.drawString(301, yy, "X"); c.drawString(343 if i != 1 else 391, yy, "X")
                if i == 1: c.setFont("Helvetica-Oblique", 8); c.drawString(434, yy, "sag at sta. 4+20"); c.setFont("Helvetica", 8.5)
        c.setFont("Helvetica-Oblique", 7.5); c.drawString(54, 60, "Inspect at least once every seven calendar days (Tab 6). Keep with the SWPPP.")
    def p2(c):
        c.setFont("Helvetica-Bold", 12); c.drawString(54, 740, "FORM F-1  WEEKLY SWPPP INSPECTION REPORT (continued)")
        c.setFont("Helvetica", 8.5); c.drawRightString(558, 740, f"Report No. {k:03d}   (page 2 of 2)")
        c.drawString(54, 715, "Discharge points: DP-1 [ ] clear  [ ] turbid     DP-2 [ ] clear  [ ] turbid")
        c.drawString(54, 695, "Corrective actions required (practice, location, action, due date):")
        for i in range(12): c.line(54, 675 - i * 20, 558, 675 - i * 20)
        c.drawString(54, 420, "Areas with no activity for 14 days or more that need temporary stabilization:")
        for i in range(4): c.line(54, 400 - i * 20, 558, 400 - i * 20)
        c.drawString(54, 300, "Inspector signature: ______________________________   Date: ____________")
        c.drawString(54, 275, "Contractor acknowledgment: __________________________   Date: ____________")
    return [p1, p2]

def log_page(title, cols, n):
    def f(c):
        c.setFont("Helvetica-Bold", 12); c.drawString(54, 740, title)
        c.setFont("Helvetica", 8.5); c.drawRightString(558, 740, f"Sheet {n}")
        x = 54; w = (558 - 54) / len(cols)
        for i, col in enumerate(cols): c.drawString(54 + i * w + 2, 712, col)
        for r in range(30): c.line(54, 705 - r * 21, 558, 705 - r * 21)
        for i in range(len(cols) + 1): c.line(54 + i * w, 705, 54 + i * w, 705 - 29 * 21)
    return f

CERT_STMT = ["I certify under penalty of law that I understand and agree to comply with the terms and conditions of",
             "the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause",
             "or contribute to a violation of water quality standards."]

def contractor_cert(name, title, firm, addr, phone, resp, date):
    def f(c):
        c.setFont("Helvetica-Bold", 13); c.drawString(54, 730, "CONTRACTOR CERTIFICATION")
        c.setFont("Helvetica", 10); c.drawString(54, 712, "Somers Commerce Center - Building A, U.S. Route 6, Town of Somers, NY")
        c.setFont("Helvetica", 10)
        for i, ln in enumerate(CERT_STMT): c.drawString(54, 680 - i * 14, ln)
        rows = [("Name and title", f"{name}, {title}"), ("Contracting firm", firm), ("Firm address", addr), ("Telephone", phone),
                ("Site", "Somers Commerce Center, Building A, U.S. Route 6, Somers, NY 10589"), ("Responsible for", resp), ("Date", date)]
        for i, (a, b) in enumerate(rows):
            y = 610 - i * 26
            c.drawString(54, y, a + ":"); c.line(170, y - 3, 558, y - 3); c.setFont("Helvetica-Oblique", 10); c.drawString(176, y, b); c.setFont("Helvetica", 10)
        c.drawString(54, 400, "Signature:"); c.line(170, 397, 420, 397)
        c.setFont("Times-Italic", 18); c.setFillColorRGB(0.1, 0.15, 0.5); c.drawString(180, 401, name); c.setFillColorRGB(0, 0, 0)
    return f

def pe_cert(c):
    c.setFont("Helvetica-Bold", 13); c.drawString(54, 720, "PREPARER'S CERTIFICATION")
    c.setFont("Helvetica", 11)
    lines = ["I, Gregory A. Pastore, a professional engineer registered in New York, prepared this",
             "Stormwater Pollution Prevention Plan. I certify that the design of all stormwater management",
             "practices meet the requirements in Chapter 93 of the Code of the Town of Somers.", "",
             "Gregory A. Pastore, P.E.   NYS License No. 087344", "Tri-County Site Engineering, PLLC",
             "40 Gleneida Avenue, Carmel, NY 10512   (845) 555-0132", "", "Signature: ____________________________     Date: January 9, 2026"]
    for i, ln in enumerate(lines): c.drawString(54, 690 - i * 18, ln)
    c.circle(450, 560, 52); c.setFont("Helvetica", 7); c.drawCentredString(450, 575, "STATE OF NEW YORK")
    c.drawCentredString(450, 560, "GREGORY A. PASTORE"); c.drawCentredString(450, 548, "LICENSED PROFESSIONAL ENGINEER")

def soils_report(c):
    c.setFont("Helvetica-Bold", 12); c.drawString(54, 730, "USDA NRCS Custom Soil Resource Report - Map Unit Descriptions")
    c.setFont("Helvetica", 10)
    lines = ["Westchester County, New York", "", "PnB - Paxton fine sandy loam, 3 to 8 percent slopes",
             "  Landform: drumlins, till plains. Parent material: coarse-loamy lodgement till.",
             "  Depth to densic material: 20 to 39 inches. Drainage class: well drained.",
             "  Depth to water table: about 18 to 37 inches. Hydrologic soil group: C", "",
             "WdB - Woodbridge loam, 3 to 8 percent slopes",
             "  Drainage class: moderately well drained. Depth to water table: about 18 to 30 inches.",
             "  Hydrologic soil group: C/D", "",
             "CrC - Charlton-Chatfield complex, rolling, very rocky",
             "  Depth to bedrock: 20 to 60 inches (Chatfield). Drainage class: well drained.",
             "  Hydrologic soil group: B", "", "Ub - Udorthents, smoothed. Hydrologic soil group: B",
             "", "Source: Web Soil Survey, Soil Survey Staff, NRCS, accessed 02/18/2025."]
    for i, ln in enumerate(lines): c.drawString(54, 700 - i * 16, ln)

def index_pages(entries):
    """entries: list of (term, pages-string). Two columns over two pages."""
    half = (len(entries) + 1) // 2
    chunks = [entries[:half], entries[half:]]
    fns = []
    for n, ch in enumerate(chunks):
        def f(c, ch=ch, n=n):
            c.setFont("Helvetica-Bold", 15); c.drawString(54, 735, "INDEX" + (" (continued)" if n else ""))
            c.setFont("Helvetica", 9)
            col = 0; y = 705
            per = (len(ch) + 1) // 2
            for i, (term, pgs) in enumerate(ch):
                if i == per: col, y = 1, 705
                x = 54 + col * 260
                c.drawString(x, y, f"{term}, {pgs}")
                y -= 15.5
        fns.append(f)
    return fns

INDEX_TERMS = ["barrier fence", "bioretention", "Blue Book", "concrete washout", "contractor certification", "Cpv",
               "detention basin", "diversion swale", "dust control", "easement", "enhanced phosphorus", "final stabilization",
               "fuel", "hydrodynamic separator", "hydrologic soil group", "inlet protection", "inspection schedule",
               "limit of disturbance", "litter", "maintenance agreement", "Muscoot", "orifice", "Paxton", "phasing",
               "portable toilets", "Qf", "Qp", "qualified inspector", "receiving waters", "riser", "RRv", "sand filter",
               "sediment basin", "silt fence", "soils", "spill", "stabilized construction entrance", "stockpile",
               "temporary seeding", "test pits", "truck court", "wetland buffer", "Woodbridge", "WQv"]

def footer_overlay(n_total, pages):
    buf = io.BytesIO(); c = canvas.Canvas(buf, pagesize=letter)
    for p in range(1, n_total + 1):
        if p in pages:
            c.setFont("Helvetica", 8)
            c.drawString(54, 28, "Somers Commerce Center - SWPPP Field Manual - Rev. 0")
            c.drawRightString(558, 28, f"Page {p}")
        c.showPage()
    c.save(); buf.seek(0); return PdfReader(buf)

def build(out_dir):
    os.makedirs(PARTS, exist_ok=True); HEADINGS.clear()
    rl = lambda nm, fns: rl_pdf(os.path.join(PARTS, nm + ".pdf"), fns)
    seq = []   # (kind, pdf_path, tab)  kind: content|divider|scan|toc|index
    def add(kind, pdf, tab=None, scan=None): seq.append((kind, pdf, tab, scan))
    add("content", rl("cover", [cover]))
    add("toc", None)
    def tab(num):
        lab = dict(TABS)[num]; add("divider", rl(f"div{num}", [divider(num, lab)]), num)
    tab("1"); add("content", ch1())
    tab("2"); add("content", ch2()); add("content", ch2map())
    add("scan", rl("soils_report", [soils_report]), scan=dict(paper=(244, 243, 238), angle=-0.8, seed=21))
    tab("3"); add("content", ch3())
    tab("4"); add("content", ch4())
    tab("5"); add("content", ch5())
    tab("6"); add("content", ch6())
    tab("8"); add("content", ch8())
    tab("9")
    add("scan", rl("pe_cert", [pe_cert]), scan=dict(paper=(246, 245, 240), angle=0.7, seed=31,
                                                   signature=(1.55, 3.55, "Gregory A. Pastore")))
    add("content", rl("contractor_certs", [
        contractor_cert("Sean Fitzgerald", "Project Superintendent", "Mahopac Heavy Civil, Inc.", "915 Route 6, Mahopac, NY 10541", "(845) 555-0161", "All E&S controls, grading, DB-1, storm sewer", "March 2, 2026"),
        contractor_cert("Ana Lucero", "Operations Manager", "Baldwin Paving Corp.", "11 Mill Road, Baldwin Place, NY 10505", "(914) 555-0175", "Paving, curbs, inlet protection during paving", "March 4, 2026"),
        contractor_cert("Pete Ruhl", "Owner", "Shenorock Landscape Co.", "28 Lakeview Drive, Shenorock, NY 10587", "(914) 555-0146", "Seeding, blankets, BR-1 and BR-2 planting", "March 4, 2026")]))
    tab("10")
    add("scan", rl("form_filled", inspection_form(1, filled=True)[:1]), scan=dict(paper=(245, 244, 236), angle=-1.1, seed=41))
    add("content", rl("form_filled_p2", inspection_form(1, filled=False)[1:]))
    forms = []
    for k in range(2, N_FORMS + 1): forms += inspection_form(k)
    add("forms", rl("forms", forms))
    add("forms", rl("logs", [log_page("FORM F-2  CORRECTIVE ACTION LOG", ["Date", "Report No.", "Practice / location", "Action", "Done (date)", "Initials"], n) for n in range(1, 9)]
                    + [log_page("FORM F-3  RAIN GAUGE LOG", ["Date", "Reading (in)", "Since (date/time)", "Post-storm insp. due", "Initials"], n) for n in range(1, 7)]
                    + [log_page("FORM F-4  STABILIZATION LOG", ["Area", "Work stopped", "Temp. seed date", "Perm. seed date", "80% cover date"], n) for n in range(1, 5)]))
    tab("11"); add("content", ch11())
    tab("12"); add("index", None)
    # ---- pass 1: page counts
    toc_len, idx_len = 1, 2
    counts = []
    for kind, pdf, tb, scan in seq:
        counts.append(toc_len if kind == "toc" else idx_len if kind == "index" else len(PdfReader(pdf).pages))
    starts, p = {}, 1
    page_of = []
    for (kind, pdf, tb, scan), n in zip(seq, counts):
        page_of.append(p)
        if kind == "divider": starts[tb] = p
        p += n
    total = p - 1
    # ---- assemble without TOC/index to compute index entries
    def assemble(toc_pdf, idx_pdf, path):
        w = PdfWriter(); content_pages, scans = [], {}
        for (kind, pdf, tb, scan), start in zip(seq, page_of):
            src = toc_pdf if kind == "toc" else idx_pdf if kind == "index" else pdf
            r = PdfReader(src)
            for i, pg in enumerate(r.pages):
                w.add_page(pg)
                if kind in ("content", "toc", "forms", "index") and start + i > 1: content_pages.append(start + i)
                if kind == "scan": scans[start + i] = scan
        with open(path, "wb") as f: w.write(f)
        return content_pages, scans
    blank = rl("blank2", [lambda c: None, lambda c: None])
    toc_pdf = rl("toc", [toc_page(starts)])
    tmp = os.path.join(PARTS, "_assembled.pdf")
    assemble(toc_pdf, blank, tmp)
    texts = common.all_texts(tmp)
    forms_range = [page_of[i] for i, s in enumerate(seq) if s[0] == "forms"]
    form_first = min(forms_range); form_last = page_of[[i for i, s in enumerate(seq) if s[0] == "forms"][-1]] + counts[[i for i, s in enumerate(seq) if s[0] == "forms"][-1]] - 1
    idx_first = page_of[[i for i, s in enumerate(seq) if s[0] == "index"][0]]
    glossary_pages = set(range(starts["11"], idx_first))
    entries = []
    for term in INDEX_TERMS:
        pg = [i + 1 for i, tx in enumerate(texts) if i + 1 > 2 and not (form_first <= i + 1 <= form_last)
              and i + 1 < idx_first and i + 1 not in glossary_pages and re.search(r"\b" + re.escape(term) + r"\b", tx, re.I)]
        if pg: entries.append((term, ", ".join(str(x) for x in pg)))
    entries.append(("forms, blank inspection and log", f"{form_first}-{form_last}"))
    entries.append(("glossary", f"{min(glossary_pages)}-{max(glossary_pages)}"))
    entries.sort(key=lambda e: e[0].lower())
    idx_pdf = rl("index", index_pages(entries))
    content_pages, scans = assemble(toc_pdf, idx_pdf, tmp)
    # footer on content pages (not dividers, not scans, not cover)
    r = PdfReader(tmp); ov = footer_overlay(len(r.pages), set(content_pages))
    w = PdfWriter(clone_from=tmp)
    for i, pg in enumerate(w.pages):
        if (i + 1) in content_pages: pg.merge_page(ov.pages[i])
    w.add_metadata({"/Title": PROJ + " - SWPPP Field Manual", "/Producer": "pypdf binding of LibreOffice 7.4, Chromium (Skia/PDF) and ReportLab parts"})
    tmp2 = os.path.join(PARTS, "_footed.pdf")
    with open(tmp2, "wb") as f: w.write(f)
    final = os.path.join(out_dir, NAME + ".pdf")
    common.replace_with_scans(tmp2, final, scans)
    HEADINGS.extend(["CONTENTS", "INDEX", "FORM F-1  WEEKLY SWPPP INSPECTION REPORT", "CONTRACTOR CERTIFICATION"])
    write_headings(final)
    global LAST_STARTS; LAST_STARTS = dict(starts, total=total, forms=f"{form_first}-{form_last}", scans=sorted(scans))
    for f in os.listdir(PARTS):
        if f.startswith("_") or f.endswith(".pdf"): os.remove(os.path.join(PARTS, f))
    return final

def write_headings(pdf):
    texts = common.all_texts(pdf); hs = []
    for h in HEADINGS:
        for i, tx in enumerate(texts):
            if i + 1 == 2 and h != "CONTENTS": continue
            if common.norm(h) in common.norm(tx): hs.append([i + 1, h]); break
        else:
            raise SystemExit(f"heading not in text layer: {h}")
    hp = os.path.join(os.path.dirname(os.path.abspath(__file__)), "headings.json")
    d = json.load(open(hp)); d[NAME] = hs; json.dump(d, open(hp, "w"), indent=1)

SPEC = {
    "checklist": "somers-ch93",
    "style": "contractor's SWPPP field-manual binder: tab dividers with only a tab label, glossary, back-of-book index with page numbers, 40 blank two-page inspection reports and logs",
    "producer": "several producers bound with pypdf: LibreOffice 7.4 (Word chapters), Chromium print to PDF (chapters with SVG plans and details), reportlab (cover, contents, dividers, forms, certifications, index); pages 9, 26 and 31 rasterised as scans (no text layer)",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 8.6, "project_type": "distribution warehouse (commercial/industrial, 93-6A(2)(g),(l))",
              "single_family": False, "impaired_water": True},
    "items": {},
    "evidence": {
        "93-6A(1)(a)": "142,000 square foot distribution warehouse with 24 loading docks",
        "93-6A(1)(b)": "DRAWING SW-101 SITE MAP (REDUCED) - FULL SIZE SCALE 1 IN = 60 FT",
        "93-6A(1)(c)": "PnB                    Paxton fine sandy      C",
        "93-6A(1)(d)": "never more than five acres, is disturbed at any one time.",
        "93-6A(1)(e)": "Crews pick up litter across the site at the end of each work day.",
        "93-6A(1)(f)": "Temporary seeding (annual ryegrass 30 lb/ac)",
        "93-6A(1)(g)": "SF-A SILT FENCE 1,460 LF (PHASE 1 WEST/SOUTH)",
        "93-6A(1)(h)": "Drainage area 3.5 ac x 3,600 cf/ac",
        "93-6A(1)(j)": "3.3 Minimum practices and schedule for each activity",
        "93-6A(1)(k)": "At least once every seven calendar",
        "93-6A(3)(b)": "SF-1 surface sand filter (with a sediment forebay) treats the building roof runoff",
        "93-6A(3)(c)": "SW-103 POST-CONSTRUCTION PLAN (REDUCED): BR-1 3,200 SF, BR-2 3,600 SF, SF-1 2,900 SF, DB-1 1.05 AC-FT",
        "93-6A(3)(e)": "TR-55 storage estimate (Figure 6-1): qo/qi =",
        "93-6A(3)(f)": "Bottom 180 x 70 ft at EL",
        "93-6A(3)(g)": "Route 6 Logistics Partners, LLC, the owner, is the entity responsible for the long-term operation",
        "93-6A(3)(h)": "A 25-foot-wide access and maintenance easement in favor of the Town of Somers over DB-1, SF-",
        "93-6A(3)(i)": "and all subsequent landowners to the maintenance in Section 8.5, grants the Town access and",
        "93-6B": "practices meet the requirements in Chapter 93 of the Code of the Town of Somers.",
    },
    "gaps": {
        "93-6A(1)(i)": "heading with nothing under it: '5.4 Stormwater Discharges from Industrial Activity' (Tab 5) is followed directly by 5.5; no description and no statement that there are none",
        "93-6A(1)(l)": "only in the contents: the Contents page lists 'Tab 7 Alternative Designs and Deviations From NYS Standards' but no Tab 7 is bound (Tab 6 is followed by Tab 8); the only 'deviations: none' statement (Tab 8) concerns the Design Manual, not the erosion and sediment control Standards",
        "93-6A(3)(d)": "deferred: section 8.4 says the HydroCAD hydrologic and hydraulic analysis 'is provided under separate cover in the Stormwater Management Report and is not reproduced in this field manual'; only TR-55 storage estimates are given",
        "93-6D": "certification missing its training clause: the three signed Contractor Certification forms (Tab 9) carry the statement without the four-hour erosion and sediment control training clause",
    },
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": "8.6 ac disturbed for a distribution warehouse (93-6A(2)(g)/(l)): post-construction items and 93-6B apply. Phasing keeps disturbance at 4.8 ac max. "
             "The full-size drawings SW-101 to SW-103 are said to be in the map pocket (not in the PDF), but reduced copies with the required content are bound (pp. 8, 13, 21), so 93-6A(1)(b), (1)(g) and (3)(c) are present. "
             "Scanned pages: 9 (NRCS soil report), 26 (preparer's certification, hand-signed; quote is OCR), 31 (a filled inspection report page). "
             "Pages of blank inspection forms and logs are not evidence for 93-6A(1)(k); the schedule is in Tab 6. "
             "3(i) is counted present under the Conventions (binding terms stated; agreement recorded later).",
}
for _iid in common.item_ids(SPEC["checklist"]):
    SPEC["items"][_iid] = "missing" if _iid in SPEC["gaps"] else "present"
if __name__ == "__main__":
    print(build(sys.argv[1] if len(sys.argv) > 1 else "."), LAST_STARTS)
