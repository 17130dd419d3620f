"""p12b_somers_highway_garage_noi: Town of Somers highway garage and salt storage building.
Style 1: DEC NOI questions printed as the applicant's answers, then the SWPPP narrative; a municipality's own job.
Producers: Chromium print-to-PDF (flat NOI form), python-docx -> LibreOffice (narrative), matplotlib
(one page in a Type 3 font), reportlab (drawing sheets), bound with pypdf."""
import os

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, Inches
from reportlab.lib.pagesizes import landscape, TABLOID

from common import (html_to_pdf, docx_to_pdf, bind, npages, new_canvas, polyline, silt_fence, label, contour,
                    north_arrow, scale_bar, title_block, notes_block, GREY, LIGHT)

NAME = "p12b_somers_highway_garage_noi"

# ------------------------------------------------------------------ NOI (browser print of a filled form)

NOI_CSS = """
@page { size: letter; margin: 0.5in 0.55in 0.6in 0.55in; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9pt; color: #000; }
.hdr { border: 2px solid #000; padding: 6px 8px; margin-bottom: 8px; }
.hdr h1 { font-size: 13pt; margin: 0 0 2px 0; }
.hdr .sub { font-size: 8pt; }
.bar { background: #222; color: #fff; font-weight: bold; padding: 3px 6px; margin: 10px 0 4px 0; font-size: 9.5pt; }
table.f { width: 100%; border-collapse: collapse; margin-bottom: 2px; }
table.f td { border: 1px solid #000; vertical-align: top; padding: 2px 5px 4px 5px; }
.lbl { font-size: 6.8pt; text-transform: uppercase; color: #333; display: block; margin-bottom: 1px; }
.ans { font-family: 'Liberation Mono', 'Courier New', monospace; font-size: 9pt; }
.q { width: 46%; background: #f1f1f1; font-size: 8.3pt; }
.qn { width: 4%; text-align: center; font-weight: bold; background: #f1f1f1; }
.chk { font-family: 'Liberation Mono', monospace; font-size: 8.6pt; line-height: 1.35; }
.pb { page-break-before: always; }
.foot { font-size: 7pt; color: #444; margin-top: 8px; }
"""


def box(label_, answer, colspan=1):
    return f'<td colspan="{colspan}"><span class="lbl">{label_}</span><span class="ans">{answer}</span></td>'


def qrow(n, q, a):
    return f'<tr><td class="qn">{n}</td><td class="q">{q}</td><td class="ans">{a}</td></tr>'


def noi_html():
    h = [f"<html><head><meta charset='utf-8'><style>{NOI_CSS}</style></head><body>"]
    h.append("""<div class="hdr"><h1>NOTICE OF INTENT &mdash; Applicant's Answers</h1>
<div class="sub">New York State Department of Environmental Conservation, Division of Water &mdash; SPDES General Permit
for Stormwater Discharges from Construction Activity (GP-0-25-001). Answers below are those entered by the
Owner/Operator in the DEC eNOI form; printed for the Town of Somers Stormwater Management Officer's file.</div></div>""")
    h.append('<div class="bar">Owner/Operator Information</div><table class="f"><tr>')
    h.append(box("Owner/Operator (Company Name/Private Owner Name/Municipality Name)",
                 "TOWN OF SOMERS - HIGHWAY DEPARTMENT", 2))
    h.append("</tr><tr>" + box("Owner/Operator Contact Person", "ANTHONY M. DELLAPORTA, HIGHWAY SUPERINTENDENT")
             + box("Owner/Operator Type", "MUNICIPAL (TOWN)") + "</tr><tr>"
             + box("Mailing Address", "335 ROUTE 202, SOMERS, NY 10589")
             + box("Phone / Email", "(914) 555-0142 / highway@somers-ny.example") + "</tr></table>")
    h.append('<div class="bar">Project Site Information</div><table class="f"><tr>')
    h.append(box("Project/Site Name", "SOMERS HIGHWAY GARAGE REPLACEMENT AND SALT STORAGE BUILDING", 2))
    h.append("</tr><tr>" + box("Street Address", "HIGHWAY YARD, PRIMROSE STREET (NYS ROUTE 139)")
             + box("City/Town/Village (that issues building permit)", "TOWN OF SOMERS") + "</tr><tr>"
             + box("County", "WESTCHESTER") + box("DEC Region", "3") + "</tr><tr>"
             + box("Tax Map Numbers", "SECTION 17.15, BLOCK 1, LOT 12")
             + box("Site Latitude / Longitude", "41.3218 N / 73.6957 W") + "</tr></table>")
    h.append('<div class="bar">Questions</div><table class="f">')
    qs = [
        ("1", "Type of construction activity (check one)", "[X] Redevelopment with increase in impervious area<br>"
         "Use: MUNICIPAL FACILITY - HIGHWAY GARAGE, WASH BAY AND SALT STORAGE BUILDING"),
        ("2", "Existing land use", "[X] MUNICIPAL (HIGHWAY YARD)  [X] FOREST (NORTH BANK)"),
        ("3", "Total site area (acres)", "6.80"),
        ("3a", "Total area to be disturbed (acres)", "2.62"),
        ("3b", "Existing impervious area to be disturbed (acres)", "0.71"),
        ("3c", "Future impervious area within disturbed area (acres)", "1.18"),
        ("4", "Do you plan to disturb more than 5 acres of soil at any one time?", "NO"),
        ("5", "Percentage of each Hydrologic Soil Group (HSG) at the site",
         "A: 0%   B: 58%   C: 42%   D: 0%"),
        ("6", "Is this a phased project?", "NO - SINGLE PHASE"),
        ("7", "Planned construction start date / end date", "04/06/2026 / 06/30/2027"),
        ("8", "Identify the nearest surface waterbody(ies) to which construction site runoff will discharge",
         "UNNAMED TRIBUTARY OF PLUM BROOK (STREAM/CREEK, OFF SITE)"),
        ("9", "Is the project located in one of the watersheds identified in Appendix C (East of Hudson)?",
         "YES - NEW CROTON RESERVOIR (MUSCOOT) BASIN"),
        ("10", "Does this construction activity discharge to a 303(d) segment or a TMDL watershed?",
         "YES - PHOSPHORUS TMDL, NEW CROTON RESERVOIR"),
    ]
    for q in qs:
        h.append(qrow(*q))
    h.append("</table>")
    h.append('<div class="pb"></div><div class="bar">Questions (continued)</div><table class="f">')
    qs = [
        ("11", "Does the site runoff enter a separate storm sewer system (including roadside drains, swales, "
         "ditches, culverts)?", "YES - YARD CATCH BASINS TO TOWN OUTFALL 002"),
        ("12", "What is the name of the municipality/entity that owns the separate storm sewer system?",
         "TOWN OF SOMERS"),
        ("13", "Does any runoff from the site enter a sewer classified as a combined sewer?", "NO"),
        ("14", "Is this property owned by a state authority, state agency, federal government or local "
         "government?", "YES - TOWN OF SOMERS"),
        ("15", "Does the site include regulated wetlands or wetland adjacent areas?",
         "TOWN-REGULATED WETLAND BUFFER (CH. 167) EAST OF YARD; NO WORK IN WETLAND"),
        ("16", "Does this construction activity require a permit for work in surface waters?", "NO"),
        ("17", "Is the site or a portion of it listed on, or eligible for, the State or National Register of "
         "Historic Places?", "NO"),
        ("18", "Has the required Erosion and Sediment Control component of the SWPPP been developed in "
         "conformance with the current NYS Standards and Specifications for Erosion and Sediment Control?",
         "YES"),
        ("19", "Who prepared the SWPPP?",
         "[X] MUNICIPAL STAFF - TOWN OF SOMERS DEPARTMENT OF ENGINEERING<br>STEPHEN P. VARGA, P.E., TOWN ENGINEER"),
    ]
    for q in qs:
        h.append(qrow(*q))
    h.append("</table>")
    h.append('<div class="bar">20. Temporary erosion and sediment control practices (check all that apply)</div>')
    h.append("""<table class="f"><tr><td class="chk">
[X] Stabilized Construction Entrance<br>[X] Silt Fence<br>[X] Storm Drain Inlet Protection<br>
[X] Temporary Sediment Trap<br>[X] Check Dams<br>[X] Diversion</td><td class="chk">
[X] Dust Control<br>[X] Temporary Seeding<br>[X] Mulching<br>[X] Rolled Erosion Control Product<br>
[X] Concrete Washout<br>[ ] Sediment Basin</td><td class="chk">
[ ] Dewatering (not anticipated)<br>[ ] Turbidity Curtain<br>[X] Topsoiling<br>[X] Permanent Seeding<br>
[X] Riprap Outlet Protection<br>[ ] Other</td></tr></table>""")
    h.append('<div class="bar">21. Post-construction stormwater management practices</div><table class="f">')
    qs = [
        ("21a", "Runoff reduction techniques / standard SMPs with RRv capacity",
         "BIORETENTION (F-5) B-1 WITH PARTIAL INFILTRATION"),
        ("21b", "Standard SMPs / pretreatment and quantity control",
         "HYDRODYNAMIC SEPARATOR HDS-1 (PRETREATMENT); SUBSURFACE DETENTION UD-1 WITH OUTLET CONTROL OCS-1"),
        ("22", "Total Water Quality Volume (WQv) required / provided (acre-feet)", "SEE SWPPP SECTION 8.4"),
        ("23", "Total Runoff Reduction Volume (RRv) required / provided (acre-feet)", "SEE SWPPP SECTION 8.4"),
        ("24", "Channel Protection (Cpv), Overbank (Qp) and Extreme Flood (Qf) control",
         "PEAK FLOWS - SEE SWPPP TABLE 8-2"),
        ("25", "Identify the entity responsible for long-term operation and maintenance of the practices",
         "TOWN OF SOMERS HIGHWAY DEPARTMENT"),
    ]
    for q in qs:
        h.append(qrow(*q))
    h.append("</table>")
    h.append('<div class="pb"></div><div class="bar">Owner/Operator Certification</div><table class="f"><tr><td>')
    h.append("""<span class="ans">I have read or been advised of the permit conditions and believe that I understand
them. I also understand that, under the terms of the permit, there may be reporting requirements. I hereby certify
that this document and the corresponding documents were prepared under my direction or supervision. I am aware
that there are significant penalties for submitting false information, including the possibility of fine and
imprisonment for knowing violations.</span></td></tr></table><table class="f"><tr>""")
    h.append(box("Print First Name / Last Name", "ANTHONY M. DELLAPORTA") + box("Title", "HIGHWAY SUPERINTENDENT")
             + "</tr><tr>" + box("Signature", "/s/ Anthony M. Dellaporta") + box("Date", "02/17/2026")
             + "</tr></table>")
    h.append('<div class="bar">MS4 SWPPP Acceptance (municipal project - Town is the MS4)</div><table class="f"><tr>')
    h.append(box("MS4 Name", "TOWN OF SOMERS") + box("Contact / Title", "STEPHEN P. VARGA, P.E., TOWN ENGINEER")
             + "</tr><tr>" + box("Acceptance", "TO BE SIGNED BY THE STORMWATER MANAGEMENT OFFICER UPON APPROVAL", 2)
             + "</tr></table>")
    h.append('<p class="foot">Printed from the applicant\'s answer record. The Stormwater Pollution Prevention Plan '
             'narrative follows.</p></body></html>')
    return "".join(h)


# ------------------------------------------------------------------ narrative (Word via LibreOffice)

def add_page_number_footer(doc, text):
    sec = doc.sections[0]
    p = sec.footer.paragraphs[0]
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run(text + " - Page ")
    r.font.size = Pt(8)
    r2 = p.add_run()
    for tag, t in (("begin", None), (None, "PAGE"), ("end", None)):
        if tag:
            el = OxmlElement("w:fldChar")
            el.set(qn("w:fldCharType"), tag)
        else:
            el = OxmlElement("w:instrText")
            el.set(qn("xml:space"), "preserve")
            el.text = t
        r2._r.append(el)
    r2.font.size = Pt(8)


def table(doc, rows, widths=None, size=8.5):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = ""
            run = cell.paragraphs[0].add_run(val)
            run.font.size = Pt(size)
            run.bold = i == 0
            if widths:
                cell.width = Inches(widths[j])
    doc.add_paragraph()
    return t


HEADINGS = [
    "STORMWATER POLLUTION PREVENTION PLAN",
    "1. PROJECT BACKGROUND",
    "2. SITE DESCRIPTION",
    "3. SITE MAPS AND DRAWINGS",
    "4. CONSTRUCTION PHASING AND SEQUENCE OF OPERATIONS",
    "5. EROSION AND SEDIMENT CONTROL",
    "6. POLLUTION PREVENTION",
    "7. INSPECTIONS",
    "8. POST-CONSTRUCTION STORMWATER MANAGEMENT",
    "9. PLAN PREPARATION AND CERTIFICATION",
    "10. CONTRACTOR CERTIFICATION",
]


def narrative_docx(path):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Liberation Serif"
    st.font.size = Pt(10.5)
    for s in ("Heading 1", "Heading 2"):
        doc.styles[s].font.name = "Liberation Sans"
    doc.styles["Heading 1"].font.size = Pt(13)
    doc.styles["Heading 2"].font.size = Pt(11)
    sec = doc.sections[0]
    sec.left_margin = sec.right_margin = Inches(1)
    sec.top_margin = sec.bottom_margin = Inches(0.9)
    add_page_number_footer(doc, "Town of Somers - Highway Garage Replacement SWPPP")
    P = doc.add_paragraph
    H1 = lambda t: doc.add_heading(t, level=1)
    H2 = lambda t: doc.add_heading(t, level=2)

    t = doc.add_paragraph()
    t.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = t.add_run("TOWN OF SOMERS\nDEPARTMENT OF ENGINEERING\n\n")
    r.bold = True
    r.font.size = Pt(12)
    r = t.add_run("STORMWATER POLLUTION PREVENTION PLAN\n")
    r.bold = True
    r.font.size = Pt(16)
    r = t.add_run("Somers Highway Garage Replacement and Salt Storage Building\nHighway Yard, Primrose Street "
                  "(NYS Route 139), Somers, Westchester County, New York\n\n")
    r.font.size = Pt(12)
    r = t.add_run("Owner/Operator: Town of Somers Highway Department\nPrepared by: Town of Somers Department of "
                  "Engineering, 335 Route 202, Somers, NY 10589\nFebruary 2026\n")
    r.font.size = Pt(10.5)
    P("This Stormwater Pollution Prevention Plan (SWPPP) is the Town's own submission for a Town capital project. It "
      "is filed with the Town's Stormwater Management Officer under Chapter 93 of the Code of the Town of Somers and "
      "supports the Notice of Intent printed on the preceding pages. Capital Project No. H-2026-02.")
    table(doc, [["Contents"], ["Notice of Intent answers (preceding pages)"], ["1. Project Background"],
                ["2. Site Description"], ["3. Site Maps and Drawings"],
                ["4. Construction Phasing and Sequence of Operations"],
                ["5. Erosion and Sediment Control (Table 5-2 follows Section 5)"],
                ["6. Pollution Prevention"], ["7. Inspections"],
                ["8. Post-Construction Stormwater Management"],
                ["9. Plan Preparation and Certification"], ["10. Contractor Certification"],
                ["Drawings C-101, C-102, C-103 (end of document)"]], widths=[6.0])
    doc.add_page_break()

    H1("1. PROJECT BACKGROUND")
    H2("1.1 Scope of the project")
    P("The project replaces the 1962 highway garage with a 12,400 square foot, eight-bay highway garage and wash bay "
      "and a 3,600 square foot covered salt storage building. The work includes demolition of the existing garage "
      "and the open-sided salt shed, reconstruction of 0.71 acre of yard pavement, a new vehicle wash bay with an "
      "oil/water separator connected to the sanitary holding tank, relocation of the truck scale, new yard lighting, "
      "and a stormwater management system for the rebuilt yard. The fuel island and the sand storage bins in the "
      "south yard remain in service throughout construction.")
    H2("1.2 Location")
    P("The Highway Yard occupies a 6.80 acre Town-owned parcel on the west side of Primrose Street (NYS Route 139), "
      "approximately 0.6 mile north of its intersection with US Route 202, in the Town of Somers, Westchester County "
      "(Tax Map Section 17.15, Block 1, Lot 12; latitude 41.3218 N, longitude 73.6957 W). The location map on Sheet "
      "C-101 shows the site in relation to Route 139, Route 202 and Plum Brook.")
    H2("1.3 Type and size of project")
    P("Project type: municipal facility (highway garage), an activity listed in Section 93-6A(2)(n) of the Town "
      "Code. Total site area: 6.80 acres. Area to be disturbed: 2.62 acres. Existing impervious area within the "
      "disturbed area: 0.71 acre; impervious area after construction: 1.18 acres, an increase of 0.47 acre. Because "
      "the project disturbs more than one acre and is a listed activity, this SWPPP includes the post-construction "
      "water quantity and water quality controls required by Section 93-6A(3), designed to the enhanced phosphorus "
      "removal standards of the New York State Stormwater Management Design Manual. The project also requires "
      "coverage under SPDES General Permit GP-0-25-001; the NOI answers precede this narrative.")
    H2("1.4 Responsibilities")
    table(doc, [["Party", "Responsibility"],
                ["Town of Somers Highway Department (Owner/Operator)",
                 "Files the NOI; retains the SWPPP on site; operates the yard during construction; long-term "
                 "operation and maintenance of the permanent practices."],
                ["Town of Somers Department of Engineering",
                 "Prepared the SWPPP; construction administration; approves SWPPP amendments."],
                ["General Contractor (by public bid, Contract H-2026-02)",
                 "Installs, maintains and removes the temporary erosion and sediment controls; constructs the "
                 "permanent practices; signs the contractor certification in Section 10."],
                ["Site subcontractors (excavation, paving, landscaping)",
                 "Sign the contractor certification before starting soil disturbance."]], widths=[2.2, 4.3])

    H1("2. SITE DESCRIPTION")
    H2("2.1 Existing conditions and vegetation")
    P("The developed yard (about 3.1 acres) is asphalt and compacted gravel with the existing garage, salt shed, fuel "
      "island and sand bins. North of the yard a wooded bank of red maple, black birch and oak with an understory of "
      "spicebush rises 22 feet at slopes of 10 to 18 percent; the bank will not be disturbed except for the "
      "diversion swale at its toe. Mowed lawn borders Route 139. The limits of disturbance and the areas that will "
      "not be disturbed are shown on Sheets C-101 and C-102.")
    H2("2.2 Topography and drainage patterns")
    P("The yard slopes 2 to 6 percent from west to east. Runoff from the yard and from the wooded bank sheet-flows to "
      "four yard catch basins (CB-1 to CB-4) that join an 18-inch corrugated metal pipe discharging at Town Outfall "
      "002, a riprap apron at the east property line. From the outfall, flow follows a swale 240 feet to an unnamed "
      "tributary of Plum Brook. A small area along Route 139 drains to the NYSDOT roadside ditch.")
    H2("2.3 Soils")
    P("Soils were identified from the USDA NRCS Web Soil Survey for Westchester County and confirmed by four test pits "
      "excavated by the Highway Department on November 12, 2025 (logs on Sheet C-101). Soil boundaries are plotted on "
      "Sheet C-101.")
    table(doc, [["Map unit", "Soil name", "HSG", "Depth to water table / restrictive layer", "Share of disturbed area"],
                ["ChC", "Charlton fine sandy loam, 8 to 15 percent slopes", "B", "> 6 ft / none within 6 ft", "33%"],
                ["PnB", "Paxton fine sandy loam, 3 to 8 percent slopes", "C", "1.5-2.5 ft perched / dense till at 2 ft",
                 "42%"],
                ["Uf", "Udorthents, smoothed (yard fill)", "B*", "> 5 ft / variable fill", "25%"]],
               widths=[0.7, 2.3, 0.5, 1.9, 1.1])
    P("*Udorthents are not rated by NRCS; HSG B was assigned from test pits TP-1 and TP-2, which found 3 to 4 feet of "
      "sandy gravel fill over Charlton-type till. Test pit TP-3 at bioretention B-1 measured an infiltration rate of "
      "1.8 inches per hour at 4.5 feet with no groundwater or mottling to 8 feet. Paxton soils in the east yard have "
      "a dense fragipan-like till layer that perches water in spring; no infiltration is proposed there.")
    H2("2.4 Receiving waters and wetlands")
    P("Receiving water: an unnamed tributary of Plum Brook, which flows to the Muscoot Reservoir, part of the New Croton "
      "Reservoir basin of the New York City water supply. The New Croton Reservoir watershed is subject to the "
      "phosphorus TMDL, so the enhanced phosphorus removal standards apply. A Town-regulated wetland lies 180 feet "
      "east of the yard along the tributary; no work is proposed in the wetland or its 100-foot buffer beyond the "
      "existing outfall apron, which is to be reset in place.")
    H2("2.5 Existing data describing stormwater runoff")
    P("The Town's MS4 outfall reconnaissance records for Outfall 002 (2021-2025) note no dry-weather flow. Wet-weather "
      "grab samples taken by the Engineering Department during the January 2025 thaw measured chloride of 1,900 mg/L "
      "and total suspended solids of 164 mg/L, attributed to the uncovered salt pile and the unpaved gravel area. "
      "Sediment deposits up to 6 inches deep were removed from the outfall swale in 2023. The existing 18-inch CMP is "
      "corroded at its outlet and surcharges in storms of about the 10-year event.")

    H1("3. SITE MAPS AND DRAWINGS")
    P("The following drawings are bound at the end of this SWPPP. All site drawings are at a scale of 1 inch = 40 "
      "feet; the location map inset on Sheet C-101 is at 1 inch = 2,000 feet.")
    table(doc, [["Sheet", "Title", "Shows"],
                ["C-101", "Existing Conditions, Soils and Location Map",
                 "Total site area, existing vegetation, soil boundaries, existing slopes, drainage patterns, wetland, "
                 "tributary, Outfall 002, test pits"],
                ["C-102", "Site, Grading and Erosion and Sediment Control Plan",
                 "Improvements, limits of disturbance, undisturbed areas, final grades, staging and stockpile areas, "
                 "location, size and length of each erosion and sediment control practice"],
                ["C-103", "Post-Construction Stormwater Plan and Details",
                 "Location and size of B-1, HDS-1, UD-1 and OCS-1, maintenance easement, details"]],
               widths=[0.7, 2.3, 3.5])
    P("No material, waste, borrow or equipment storage will take place on adjacent properties; all staging is inside "
      "the Highway Yard as shown on Sheet C-102.")

    H1("4. CONSTRUCTION PHASING AND SEQUENCE OF OPERATIONS")
    P("The work will be built in a single phase. The total area disturbed, 2.62 acres, is less than five acres, so no "
      "more than five acres will be disturbed at any one time. Highway operations continue in the south yard; the "
      "contractor's work area is fenced off from it. The sequence of operations is:")
    for s in [
        "Pre-construction meeting of the Highway Department, Engineering Department and contractor; flag the limits "
        "of disturbance and the wetland buffer.",
        "Install the stabilized construction entrance at the north gate, silt fence along the east and north limits, "
        "inlet protection at CB-1 to CB-4, and the concrete washout.",
        "Construct diversion swale DS-1 at the toe of the wooded bank and temporary sediment trap ST-1 at the east "
        "yard; stabilize both before upslope disturbance.",
        "Clear and grub the 0.3 acre of brush at the garage site; strip topsoil to the stockpile area, surround it "
        "with silt fence and seed it.",
        "Demolish the existing garage and salt shed; remove the broken pavement to the crushing area.",
        "Excavate and build the garage and salt building foundations; backfill.",
        "Install the storm drainage, HDS-1, UD-1 and OCS-1, sanitary holding tank and utilities; protect new inlets.",
        "Rough grade the yard and place the subbase; install the base course pavement.",
        "Excavate bioretention B-1 only after the contributing yard is paved or stabilized; place the underdrain, "
        "stone and soil media; plant.",
        "Final grading, topsoil and permanent seeding of the lawn and bank areas; top course pavement.",
        "Remove ST-1 and the temporary controls once the Town Engineer confirms final stabilization; restore those "
        "areas."]:
        doc.add_paragraph(s, style="List Number")

    H1("5. EROSION AND SEDIMENT CONTROL")
    H2("5.1 Temporary and permanent soil stabilization")
    P("Soil stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control "
      "(November 2016). Because the site lies in the New York City East of Hudson watershed, disturbed areas where "
      "work has temporarily ceased will be stabilized within seven days. Stabilization for each stage:")
    table(doc, [["Stage", "Temporary stabilization", "Permanent stabilization"],
                ["Clearing, grubbing, topsoil stripping",
                 "Stockpile seeded with annual ryegrass at 30 lb/acre and mulched; perimeter silt fence",
                 "-"],
                ["Demolition and mass excavation",
                 "Straw mulch at 2 tons/acre on exposed slopes; crushed stone on haul routes", "-"],
                ["Utility trenching", "Backfill and compact daily; mulch spoil", "Pavement or seeded topsoil"],
                ["Yard grading and subbase", "Subbase stone acts as temporary cover; dust control by water truck",
                 "Asphalt pavement"],
                ["Diversion swale DS-1 and slopes 3:1 or steeper",
                 "Erosion control blanket (North American Green S150 or equal) over seed",
                 "Permanent seed mix with blanket left in place"],
                ["Final grading and landscaping", "-",
                 "4 inches of topsoil; seed mix of tall fescue, creeping red fescue and perennial ryegrass at "
                 "100 lb/acre; straw mulch; final stabilization at 80 percent uniform perennial cover"]],
               widths=[1.6, 2.5, 2.4])
    H2("5.2 Erosion and sediment control practices: dimensions, materials, installation and maintenance")
    practices = [
        ("Stabilized construction entrance (SCE-1)",
         "50 feet long by 24 feet wide, 8 inches of 1- to 4-inch crushed stone over woven geotextile. Install before "
         "any other work. Maintenance: top-dress with clean stone when voids fill with sediment; sediment tracked onto "
         "Route 139 is swept the same day."),
        ("Silt fence (SF)",
         "1,120 linear feet total (lengths by run on Sheet C-102); 36-inch woven geotextile on hardwood posts at 8 feet "
         "maximum spacing, the bottom 6 inches buried in a trench and backfilled. Maintenance: remove sediment when it "
         "reaches one-half the fabric height; replace torn fabric; re-set undermined sections."),
        ("Storm drain inlet protection (IP)",
         "Filter fabric drop inlet protection at CB-1 to CB-4 and at each new inlet as it is built; fabric on a "
         "2 x 4 frame around the grate. Maintenance: remove accumulated sediment and replace clogged fabric."),
        ("Diversion swale DS-1",
         "310 feet long, 2-foot bottom width, 1.5 feet deep, 2:1 side slopes, grade 1.0 to 2.5 percent, lined with "
         "erosion control blanket; intercepts runoff from 1.4 acres of the wooded bank and carries it around the work "
         "area to a stone outlet at the undisturbed swale east of the yard. Maintenance: repair any eroded lining "
         "and remove debris."),
        ("Temporary sediment trap ST-1",
         "Drainage area 1.10 acres; required storage 3,600 cubic feet per acre (3,960 cubic feet), half wet and half "
         "dry; provided 4,150 cubic feet: bottom 20 by 45 feet, 3.5 feet deep, 2:1 side slopes, stone outlet 6 feet "
         "long of 4- to 8-inch stone faced with 3/4-inch stone, outlet crest 1.5 feet below the embankment top. "
         "Maintenance: remove sediment when it reaches 50 percent of the wet storage (marked on a stake)."),
        ("Check dams (CD)", "Stone check dams 2 feet high in DS-1 at 50-foot spacing (6 total); center 6 inches lower "
         "than the ends. Maintenance: remove sediment at half height."),
        ("Topsoil stockpile", "Located in the northwest corner (Sheet C-102), 2:1 side slopes, 8 feet high maximum, "
         "surrounded by silt fence, seeded and mulched within 7 days of formation."),
        ("Concrete washout (CW)", "Prefabricated lined washout container, 8 by 8 feet, placed 50 feet or more from any "
         "inlet. Maintenance: empty when 75 percent full."),
        ("Dust control", "Water truck on haul routes and demolition areas as needed; no calcium chloride within "
         "100 feet of the wetland buffer."),
    ]
    table(doc, [["Practice", "Dimensions, materials, installation and maintenance"]] + [list(p) for p in practices],
          widths=[1.7, 4.8], size=8.3)
    H2("5.3 Minimum practices for each construction activity and schedule")
    P("Table 5-2 on the following page lists, for each construction activity that disturbs soil, the minimum erosion "
      "and sediment control practices, when each is first placed and the minimum time each remains in place.")
    H2("5.4 Design elements not conforming to the Standards and Specifications")
    P("None. All erosion and sediment control practices in this SWPPP are designed in conformance with the New York "
      "State Standards and Specifications for Erosion and Sediment Control (November 2016); no deviation or "
      "alternative design is proposed.")
    H2("5.5 Structural practices to divert and store flows")
    P("Diversion swale DS-1 keeps clean runoff from the wooded bank out of the work area; ST-1 stores runoff from the "
      "east yard during construction; silt fence and inlet protection limit sediment discharge from exposed areas.")
    doc.add_page_break()

    H1("6. POLLUTION PREVENTION")
    H2("6.1 Litter, construction chemicals and construction debris")
    P("The contractor will keep a covered 30 cubic yard roll-off for construction debris and lidded trash cans at the "
      "field office; the site is policed for litter at the end of each work day. Demolition debris from the garage "
      "is loaded directly into containers and hauled to a permitted facility; no debris is buried on site. Paints, "
      "solvents, form oil and curing compounds are kept in their original containers in a locked storage trailer; "
      "fuel for equipment is dispensed from the contractor's double-walled tank on a lined pad away from inlets. "
      "Concrete truck washout is confined to the washout container. Sanitary facilities are portable toilets staked "
      "down away from inlets.")
    H2("6.2 Stormwater discharges associated with industrial activity other than construction")
    P("No asphalt plant, concrete batch plant or rock crusher will be set up on the construction site; asphalt and "
      "ready-mix concrete will be delivered. The existing Highway Yard operations that continue during construction, "
      "the fuel island and the sand storage bins in the south yard, drain to catch basin CB-4 and the existing "
      "oil/water separator, which discharges to Outfall 002 outside the construction area; those activities are "
      "managed under the Town's MS4 good housekeeping program for municipal operations and are not altered by this "
      "project. Road salt will be stored in the new covered salt building once it is complete; until then the salt "
      "pile is kept under a tarp on a paved pad in the south yard.")
    H2("6.3 Material storage and spill response")
    P("A spill kit (absorbent pads, booms, 55-gallon recovery drum) is kept at the fuel pad and in the storage "
      "trailer. Spills are contained immediately, the Highway Superintendent is notified, and petroleum spills of "
      "reportable quantity are reported to the NYSDEC Spill Hotline within two hours.")

    H1("7. INSPECTIONS")
    P("The Highway Department will inspect the permanent stormwater management practices of Section 8 on the following "
      "schedule. Inspections are recorded on the Town's MS4 facility inspection form and kept with the Highway "
      "Department's records.")
    table(doc, [["Practice", "Inspection frequency", "Inspected by"],
                ["Bioretention B-1", "Monthly during the first growing season; quarterly thereafter; after any storm "
                 "of 1 inch or more", "Highway Department foreman"],
                ["Hydrodynamic separator HDS-1", "Quarterly; sump depth measured each April", "Highway Department"],
                ["Subsurface detention UD-1 and OCS-1", "Semi-annually (spring and fall) through the inspection ports",
                 "Highway Department"],
                ["Yard catch basins and Outfall 002", "Annually and after the salt delivery season",
                 "Engineering Department (MS4)"]], widths=[2.0, 2.9, 1.6])
    P("The Engineering Department reviews the inspection records each year for the Town's MS4 annual report.")

    H1("8. POST-CONSTRUCTION STORMWATER MANAGEMENT")
    H2("8.1 Description of the post-construction practices")
    P("Runoff from the rebuilt yard and the garage roof is collected by new catch basins and roof leaders and routed "
      "through hydrodynamic separator HDS-1 (a 6-foot diameter precast unit sized for the yard's water quality "
      "flow), which removes grit, sand and floatables. Treated flow enters bioretention area B-1 (Design Manual "
      "practice F-5), a 2,850 square foot filter bed with 2.5 feet of engineered soil media, 12 inches of stone and a "
      "6-inch perforated underdrain, built with an upturned underdrain so that the lower 9 inches of stone "
      "infiltrate into the Charlton soils. Flow that bypasses B-1 in larger storms goes to subsurface detention "
      "system UD-1, 42 open-bottom plastic chambers in a 0.1 acre stone bed providing 5,400 cubic feet of storage, "
      "controlled by outlet control structure OCS-1 (a 6-inch orifice and a weir) before discharging to a rebuilt "
      "Outfall 002. The salt building roof drains to B-1 through HDS-1; salt-contaminated floor drainage from the "
      "wash bay goes to the sanitary holding tank, not the storm system.")
    H2("8.2 Location and size")
    P("The location and size of HDS-1, B-1, UD-1 and OCS-1 are shown on Sheet C-103, with plan dimensions, rims and "
      "inverts.")
    H2("8.3 Hydrologic and hydraulic analysis")
    P("Runoff was computed with the NRCS TR-55/TR-20 method (HydroCAD 10.2) for the 24-hour, Type III storms, NOAA "
      "Atlas 14 depths: 1-year 2.85 inches, 10-year 5.05 inches, 100-year 8.62 inches. One design point (DP-1, "
      "Outfall 002) was analysed. Subcatchments and routing are summarised below; pipes were sized by Manning's "
      "equation for the 25-year storm and checked for the 100-year storm.")
    table(doc, [["Subcatchment", "Condition", "Area (ac)", "CN", "Tc (min)"],
                ["E-1 yard and bank to DP-1", "Pre", "3.46", "83", "11.2"],
                ["P-1 yard and roofs to HDS-1/B-1", "Post", "2.05", "93", "6.0"],
                ["P-2 bank diverted by swale", "Post", "1.41", "70", "14.5"]], widths=[2.6, 0.8, 0.9, 0.6, 0.9])
    P("Table 8-2. Peak discharge at DP-1 (Outfall 002)")
    table(doc, [["Storm", "Pre-development (cfs)", "Post-development (cfs)", "Change"],
                ["1-year", "5.9", "4.8", "-19%"], ["10-year", "12.4", "10.9", "-12%"],
                ["100-year", "23.6", "22.1", "-6%"]], widths=[1.2, 1.8, 1.8, 1.0])
    table(doc, [["Routing element", "1-year", "10-year", "100-year"],
                ["B-1 peak water surface (ponding limit 0.75 ft above bed 412.00)", "412.38", "412.71", "412.75 (overflow)"],
                ["UD-1 storage used (of 5,400 cf)", "1,120 cf", "3,890 cf", "5,210 cf"],
                ["OCS-1 peak outflow (cfs)", "1.6", "5.1", "9.8"],
                ["15-inch HDPE outlet at 1.0% (capacity 6.9 cfs full flow); peak flow in pipe", "1.6", "5.1",
                 "6.4 (plus 3.4 weir bypass)"]], widths=[3.4, 1.0, 1.0, 1.1])
    H2("8.4 Sizing criteria")
    P("The sizing calculations for the water quality volume (WQv), runoff reduction volume (RRv), channel protection "
      "volume (Cpv) and the enhanced phosphorus removal criteria, including the Design Manual worksheets, will be "
      "provided under separate cover prior to final approval.")
    H2("8.5 Dimensions, material specifications and installation details")
    table(doc, [["Practice", "Dimensions and materials", "Installation"],
                ["HDS-1", "6-ft diameter precast concrete separator, 4-ft sump, 24-inch frame and cover, H-20 rated; "
                 "inlet and outlet 15-inch HDPE", "Set on 12 inches of 3/4-inch stone; watertight joints; install "
                 "with the storm drainage (sequence step 7)"],
                ["B-1", "2,850 sf bed, 2:1 side slopes, 0.75 ft maximum ponding; 2.5 ft soil media (sand 50%, "
                 "topsoil 30%, leaf compost 20%, phosphorus index 10-30); 3-inch pea gravel layer; 12 inches of "
                 "3/4-inch washed stone; 6-inch perforated HDPE underdrain with 9-inch upturned outlet; 3 inches "
                 "of shredded hardwood mulch; plantings per the planting schedule",
                 "Excavate only after the yard is stabilized; no equipment on the bed; scarify the subgrade; place "
                 "media in 12-inch lifts without compaction"],
                ["UD-1", "42 chambers (51 in. wide, 30 in. high), 6 in. stone base and 6 in. cover, non-woven "
                 "geotextile wrap; 4 inspection ports; isolator row at the inlet", "Install per the manufacturer's "
                 "instructions; 18 inches of cover before any vehicle loading"],
                ["OCS-1", "4 x 4 ft precast box; 6-inch orifice at 404.50; 3-ft weir at 407.20; trash rack",
                 "Set with UD-1; orifice plate bolted, stainless steel"]], widths=[0.8, 3.4, 2.3], size=8.3)
    H2("8.6 Operations and maintenance plan")
    P("The Town of Somers Highway Department is the entity responsible for the long-term operation and maintenance of "
      "every practice, funded through the Highway Department operating budget. Maintenance actions and schedule:")
    table(doc, [["Practice", "Maintenance action", "Schedule"],
                ["HDS-1", "Vacuum sediment and floatables", "When sediment reaches 75% of sump depth, at least once "
                 "a year after the winter season"],
                ["B-1", "Remove trash and sediment from the forebay apron; replace mulch; replace dead plants; "
                 "restore media if ponding lasts more than 48 hours", "Spring and fall; mulch every 2 years"],
                ["UD-1", "Flush the isolator row with a jet-vac", "When sediment in the isolator row exceeds 3 inches"],
                ["OCS-1, catch basins", "Clear trash rack and orifice; clean sumps", "Spring and fall; after snow "
                 "melt"]], widths=[1.1, 3.4, 2.0])
    H2("8.7 Maintenance easement")
    P("A 30-foot wide stormwater access and maintenance easement over HDS-1, B-1, UD-1, OCS-1 and the access path from "
      "the north gate is recorded on the plan (Sheet C-103) and on the site plan filed with the Planning Board. The "
      "easement runs with the land and remains in effect upon any transfer of title to the parcel.")
    H2("8.8 Inspection and maintenance agreement")
    P("By Town Board Resolution 2026-031 the Town has executed a Declaration of Stormwater Maintenance Covenants for "
      "the Highway Yard parcel, in the form of the NYSDEC sample stormwater control facility maintenance agreement. "
      "The declaration obligates the owner of the parcel to inspect and maintain the practices as set out in Section "
      "8.6, grants the Town's Stormwater Management Officer access for inspection, is binding on all subsequent "
      "owners of the parcel, and is to be recorded in the office of the Westchester County Clerk as a deed restriction "
      "before final approval.")

    H1("9. PLAN PREPARATION AND CERTIFICATION")
    P("This SWPPP was prepared by the Town of Somers Department of Engineering under my direction. I certify that the "
      "design of all stormwater management practices in this SWPPP meets the requirements of Chapter 93 of the Code of "
      "the Town of Somers.")
    P("/s/ Stephen P. Varga\nStephen P. Varga, P.E., Town Engineer\nNew York Professional Engineer License No. 087214\n"
      "Date: February 16, 2026")

    H1("10. CONTRACTOR CERTIFICATION")
    P("Each contractor and subcontractor responsible for soil disturbance or for installing the stormwater management "
      "practices shall sign a copy of this statement before beginning work:")
    P("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
      "Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or "
      "contribute to a violation of water quality standards.\"")
    table(doc, [["Name and title", "Firm, address and telephone", "Site", "Signature", "Date"],
                ["", "", "Somers Highway Garage, Primrose Street", "", ""],
                ["", "", "Somers Highway Garage, Primrose Street", "", ""],
                ["", "", "Somers Highway Garage, Primrose Street", "", ""]], widths=[1.4, 1.9, 1.5, 1.0, 0.7])
    doc.save(path)


# ------------------------------------------------------------------ Type 3 page (matplotlib)

def type3_table(path):
    import matplotlib
    matplotlib.use("pdf")
    matplotlib.rcParams["pdf.fonttype"] = 3
    import matplotlib.pyplot as plt
    fig = plt.figure(figsize=(8.5, 11))
    fig.text(0.08, 0.94, "Table 5-2. Minimum Erosion and Sediment Control Practices by Construction Activity",
             fontsize=11, weight="bold")
    fig.text(0.08, 0.92, "Somers Highway Garage Replacement - schedule of initial placement and minimum time in place",
             fontsize=8.5)
    cols = [0.08, 0.28, 0.56, 0.77]
    heads = ["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"]
    rows = [
        ("Mobilization", ["Stabilized construction entrance", "Concrete washout"],
         ["Before any soil", "disturbance"], ["Until paving of the", "north gate apron"]),
        ("Clearing and grubbing", ["Silt fence (east and north limits)", "Inlet protection CB-1 to CB-4"],
         ["Before clearing"], ["Until final", "stabilization"]),
        ("Bank runoff diversion", ["Diversion swale DS-1 with", "check dams and blanket"],
         ["Before upslope", "disturbance"], ["Until the yard is paved;", "then regraded as", "permanent swale"]),
        ("Topsoil stripping", ["Stockpile silt fence,", "temporary seed and mulch"],
         ["At formation of", "the stockpile"], ["Until topsoil is", "respread"]),
        ("Demolition", ["Inlet protection, dust control,", "covered debris containers"],
         ["Before demolition", "starts"], ["Until demolition", "debris is removed"]),
        ("Excavation and foundations", ["Sediment trap ST-1, silt fence,", "mulch on spoil"],
         ["ST-1 before mass", "excavation"], ["Until contributing area", "is paved or seeded"]),
        ("Storm drainage and utilities", ["Inlet protection on each new inlet;", "daily backfill of trenches"],
         ["As each inlet is", "built"], ["Until pavement", "top course"]),
        ("Grading and paving", ["Subbase stone cover,", "dust control, street sweeping"],
         ["Start of grading"], ["Until top course", "pavement"]),
        ("Bioretention B-1 construction", ["Diverted inflow; B-1 offline;", "silt fence around the bed"],
         ["Before B-1 excavation"], ["Until plantings are", "established"]),
        ("Final grading and landscaping", ["Topsoil, permanent seed, mulch,", "erosion control blanket on slopes"],
         ["Within 7 days of", "final grade"], ["Permanent; temporary", "controls removed after", "80% cover"]),
    ]
    y = 0.88
    for x, hd in zip(cols, heads):
        fig.text(x, y, hd, fontsize=8.5, weight="bold")
    y -= 0.012
    fig.add_artist(plt.Line2D([0.07, 0.95], [y, y], color="black", lw=0.8))
    y -= 0.022
    for act, prac, place, dur in rows:
        fig.text(cols[0], y, act, fontsize=8)
        n = max(len(prac), len(place), len(dur))
        for k in range(n):
            if k < len(prac):
                fig.text(cols[1], y - k * 0.015, prac[k], fontsize=8)
            if k < len(place):
                fig.text(cols[2], y - k * 0.015, place[k], fontsize=8)
            if k < len(dur):
                fig.text(cols[3], y - k * 0.015, dur[k], fontsize=8)
        y -= n * 0.015 + 0.012
        fig.add_artist(plt.Line2D([0.07, 0.95], [y + 0.008, y + 0.008], color="0.6", lw=0.4))
    fig.text(0.08, y - 0.02, "Temporary practices are removed only after the area they protect has reached final "
             "stabilization.", fontsize=8)
    fig.text(0.08, 0.04, "Town of Somers - Highway Garage Replacement SWPPP - Table 5-2", fontsize=7, color="0.3")
    fig.savefig(path)
    plt.close(fig)


# ------------------------------------------------------------------ drawings (reportlab, 11x17 landscape)

FIRM = ["TOWN OF SOMERS", "DEPARTMENT OF ENGINEERING", "335 ROUTE 202", "SOMERS, NY 10589"]


def _site_base(c, X, Y, existing=True):
    """Common site geometry in feet -> points (scale 1 in = 40 ft on 11x17 -> 1.8 pt/ft)."""
    pass


def drawings(path):
    W, H = landscape(TABLOID)
    c = new_canvas(path, (W, H))
    s = 1.8  # points per foot (1" = 40' at full 11x17 plot)
    ox, oy = 90, 120

    def P(x, y):
        return (ox + x * s, oy + y * s)

    prop = [P(0, 0), P(520, 0), P(520, 330), P(60, 330), P(0, 250)]
    yard = [P(90, 40), P(430, 40), P(430, 200), P(90, 200)]
    route = [P(530, -20), P(545, 350)]

    def common(sheet, title, rows):
        title_block(c, W, H, rows, sheet, title, FIRM)
        polyline(c, prop, width=1.4, close=True, dash=(8, 2, 2, 2))
        label(c, *P(250, -14), "PROPERTY LINE - 6.80 ACRES TOTAL SITE AREA", size=6, anchor="c")
        polyline(c, route, width=2.5, color=GREY)
        label(c, *P(556, 170), "PRIMROSE STREET (NYS ROUTE 139)", size=7, angle=88, font="Helvetica-Bold")
        north_arrow(c, W - 150, H - 90)
        scale_bar(c, 60, 50, s)

    # ---------------- C-101 existing conditions
    common("C-101", "EXISTING CONDITIONS, SOILS AND LOCATION MAP",
           [("PROJECT", "HIGHWAY GARAGE\nREPLACEMENT"), ("CONTRACT", "H-2026-02"), ("SCALE", "1\" = 40'"),
            ("DATE", "02/2026"), ("DRAWN", "SPV")])
    polyline(c, yard, fill=LIGHT, close=True)
    label(c, *P(260, 120), "EXISTING GRAVEL AND ASPHALT YARD", size=7, anchor="c")
    polyline(c, [P(150, 140), P(250, 140), P(250, 185), P(150, 185)], close=True, fill=GREY)
    label(c, *P(200, 190), "EX. GARAGE (1962) TO BE DEMOLISHED", size=6, anchor="c")
    polyline(c, [P(300, 60), P(360, 60), P(360, 95), P(300, 95)], close=True)
    label(c, *P(330, 100), "EX. OPEN SALT SHED", size=6, anchor="c")
    polyline(c, [P(380, 50), P(420, 50), P(420, 70), P(380, 70)], close=True)
    label(c, *P(400, 44), "FUEL ISLAND (REMAINS)", size=5.5, anchor="c")
    for i, e in enumerate(range(410, 436, 2)):
        yv = 210 + i * 9
        contour(c, [P(20, yv), P(150, yv + 6), P(300, yv + 3), P(470, yv + 8)], e, major=(e % 10 == 0))
    for i, e in enumerate((402, 404, 406, 408)):
        xv = 440 - i * 95
        contour(c, [P(xv, 30), P(xv + 8, 110), P(xv - 4, 205)], e, major=(e % 10 == 0))
    label(c, *P(200, 280), "WOODED BANK (RED MAPLE, BLACK BIRCH, OAK) - SLOPES 10-18% - NOT TO BE DISTURBED",
          size=6, anchor="c")
    label(c, *P(90, 15), "MOWED LAWN", size=6)
    # drainage
    for cb in (P(140, 110), P(260, 80), P(380, 100), P(400, 60)):
        c.rect(cb[0] - 3, cb[1] - 3, 6, 6)
    label(c, *P(140, 100), "CB-1", size=5)
    label(c, *P(260, 70), "CB-2", size=5)
    label(c, *P(380, 90), "CB-3", size=5)
    label(c, *P(405, 56), "CB-4", size=5)
    polyline(c, [P(140, 110), P(260, 80), P(380, 100), P(505, 95)], width=1.0, dash=(6, 3))
    label(c, *P(440, 102), "EX. 18\" CMP", size=5.5)
    label(c, *P(505, 85), "OUTFALL 002", size=6, font="Helvetica-Bold")
    for a, b in ((P(250, 260), P(250, 215)), (P(300, 150), P(380, 130)), (P(460, 150), P(500, 110))):
        polyline(c, [a, b], width=0.6)
        label(c, b[0] - 3, b[1] - 6, "flow", size=4.5, color=GREY)
    # soils
    polyline(c, [P(0, 205), P(520, 215)], dash=(1, 2), width=0.8)
    polyline(c, [P(330, 0), P(345, 205)], dash=(1, 2), width=0.8)
    label(c, *P(60, 300), "ChC", size=9, font="Helvetica-Bold")
    label(c, *P(150, 60), "Uf", size=9, font="Helvetica-Bold")
    label(c, *P(470, 160), "PnB", size=9, font="Helvetica-Bold")
    for n, (x, y) in enumerate(((120, 90), (220, 60), (470, 190), (400, 150)), 1):
        xx, yy = P(x, y)
        c.circle(xx, yy, 3)
        label(c, xx + 4, yy + 2, f"TP-{n}", size=5)
    # wetland off-site note
    label(c, *P(450, -40), "TOWN-REGULATED WETLAND AND UNNAMED TRIBUTARY OF PLUM BROOK 180 FT EAST (OFF SITE)",
          size=5.5)
    # location map inset
    lx, ly, lw, lh = W - 330, H - 250, 200, 170
    c.rect(lx, ly, lw, lh)
    label(c, lx + 4, ly + lh - 10, "LOCATION MAP  1\" = 2,000'", size=6, font="Helvetica-Bold")
    polyline(c, [(lx + 20, ly + 10), (lx + 60, ly + 90), (lx + 70, ly + 160)], width=1.5)
    label(c, lx + 72, ly + 120, "RT 139", size=5)
    polyline(c, [(lx + 5, ly + 40), (lx + 195, ly + 60)], width=1.8)
    label(c, lx + 150, ly + 63, "US RT 202", size=5)
    polyline(c, [(lx + 120, ly + 160), (lx + 110, ly + 100), (lx + 150, ly + 20)], color=GREY, dash=(4, 2))
    label(c, lx + 125, ly + 110, "PLUM BROOK", size=5, color=GREY)
    c.circle(lx + 62, ly + 98, 6)
    label(c, lx + 70, ly + 95, "SITE", size=6, font="Helvetica-Bold")
    notes_block(c, 60, H - 45, "SOIL LEGEND (USDA NRCS WEB SOIL SURVEY, WESTCHESTER CO.)", [
        "ChC - CHARLTON FINE SANDY LOAM, 8-15% SLOPES, HSG B",
        "PnB - PAXTON FINE SANDY LOAM, 3-8% SLOPES, HSG C",
        "Uf - UDORTHENTS, SMOOTHED (YARD FILL), HSG B ASSIGNED FROM TEST PITS",
        "TEST PITS 11/12/2025: TP-3 INFILTRATION 1.8 IN/HR AT 4.5 FT, NO GROUNDWATER TO 8 FT"], width_chars=95)
    c.showPage()

    # ---------------- C-102 ESC plan
    common("C-102", "SITE, GRADING AND EROSION AND SEDIMENT CONTROL PLAN",
           [("PROJECT", "HIGHWAY GARAGE\nREPLACEMENT"), ("CONTRACT", "H-2026-02"), ("SCALE", "1\" = 40'"),
            ("DATE", "02/2026"), ("DRAWN", "SPV")])
    lod = [P(70, 25), P(470, 25), P(470, 215), P(70, 215)]
    polyline(c, lod, dash=(10, 3, 2, 3), width=1.2, close=True)
    label(c, *P(75, 218), "LIMIT OF DISTURBANCE - 2.62 AC", size=6, font="Helvetica-Bold")
    polyline(c, [P(120, 120), P(280, 120), P(280, 190), P(120, 190)], close=True, fill=LIGHT)
    label(c, *P(200, 155), "PROPOSED HIGHWAY GARAGE", size=7, anchor="c", font="Helvetica-Bold")
    label(c, *P(200, 145), "12,400 SF, FF 414.50", size=6, anchor="c")
    polyline(c, [P(310, 130), P(370, 130), P(370, 190), P(310, 190)], close=True, fill=LIGHT)
    label(c, *P(340, 160), "SALT STORAGE", size=6, anchor="c", font="Helvetica-Bold")
    label(c, *P(340, 152), "BLDG 3,600 SF", size=6, anchor="c")
    label(c, *P(260, 80), "NEW ASPHALT YARD (FINAL GRADE 1.5-3%)", size=6, anchor="c")
    label(c, *P(420, 50), "FUEL ISLAND - NOT IN WORK AREA", size=5.5, anchor="c")
    for i, e in enumerate((406, 408, 410, 412)):
        xv = 450 - i * 100
        contour(c, [P(xv, 30), P(xv + 5, 110), P(xv, 205)], e, major=(e % 10 == 0))
    # ESC practices
    silt_fence(c, [P(470, 25), P(470, 215)])
    silt_fence(c, [P(70, 215), P(470, 215)])
    silt_fence(c, [P(70, 25), P(300, 25)])
    label(c, *P(474, 120), "SF-1  190 LF", size=6, angle=90)
    label(c, *P(250, 222), "SF-2  400 LF", size=6)
    label(c, *P(170, 18), "SF-3  230 LF", size=6)
    silt_fence(c, [P(80, 170), P(110, 170), P(110, 205), P(80, 205), P(80, 170)])
    label(c, *P(78, 160), "TOPSOIL STOCKPILE w/ SF-4 (130 LF)", size=5.5)
    label(c, *P(80, 150), "+ SF-5 STAGING 170 LF", size=5.5)
    polyline(c, [P(60, 228), P(480, 235), P(500, 200)], width=2.2, color=GREY)
    label(c, *P(210, 240), "DIVERSION SWALE DS-1: 310 LF, 2' BOTTOM, 1.5' DEEP, 2:1 SIDES, BLANKET LINED, 6 CHECK DAMS",
          size=5.5)
    polyline(c, [P(430, 60), P(465, 60), P(465, 95), P(430, 95)], close=True, width=1.2)
    label(c, *P(430, 100), "ST-1 20'x45' x 3.5' (4,150 CF)", size=5.5)
    polyline(c, [P(500, 300), P(527, 300), P(527, 313), P(500, 313)], close=True, fill=LIGHT)
    polyline(c, [P(380, 200), P(440, 200), P(440, 212), P(380, 212)], close=True, fill=LIGHT)
    label(c, *P(380, 190), "SCE-1 50'x24' AT NORTH GATE", size=5.5)
    for cb in (P(140, 110), P(260, 80), P(380, 100), P(400, 60)):
        c.rect(cb[0] - 4, cb[1] - 4, 8, 8)
        label(c, cb[0] + 5, cb[1] - 8, "IP", size=5)
    c.rect(P(220, 30)[0], P(220, 30)[1], 14, 14)
    label(c, *P(228, 36), "CW", size=5)
    notes_block(c, 60, H - 45, "EROSION AND SEDIMENT CONTROL LEGEND AND NOTES", [
        "SF = SILT FENCE (TOTAL 1,120 LF: SF-1 190, SF-2 400, SF-3 230, SF-4 130, SF-5 170); IP = INLET PROTECTION; "
        "CW = CONCRETE WASHOUT; SCE = STABILIZED CONSTRUCTION ENTRANCE; ST = TEMPORARY SEDIMENT TRAP.",
        "ALL PRACTICES PER NYS STANDARDS AND SPECIFICATIONS FOR EROSION AND SEDIMENT CONTROL (NOV. 2016). SEE SWPPP "
        "SECTIONS 4 AND 5 FOR SEQUENCE, DIMENSIONS AND MAINTENANCE.",
        "ALL STAGING, STOCKPILES AND EQUIPMENT STORAGE ARE WITHIN THE HIGHWAY YARD; NONE ON ADJACENT PROPERTIES.",
        "AREAS OUTSIDE THE LIMIT OF DISTURBANCE (WOODED BANK, SOUTH YARD, LAWN AT ROUTE 139) ARE NOT TO BE "
        "DISTURBED."], width_chars=120)
    c.showPage()

    # ---------------- C-103 post-construction
    common("C-103", "POST-CONSTRUCTION STORMWATER PLAN AND DETAILS",
           [("PROJECT", "HIGHWAY GARAGE\nREPLACEMENT"), ("CONTRACT", "H-2026-02"), ("SCALE", "AS NOTED"),
            ("DATE", "02/2026"), ("DRAWN", "SPV")])
    polyline(c, [P(120, 120), P(280, 120), P(280, 190), P(120, 190)], close=True, fill=LIGHT)
    polyline(c, [P(310, 130), P(370, 130), P(370, 190), P(310, 190)], close=True, fill=LIGHT)
    label(c, *P(200, 155), "GARAGE", size=7, anchor="c")
    label(c, *P(340, 160), "SALT BLDG", size=6, anchor="c")
    polyline(c, [P(395, 120), P(465, 120), P(465, 160), P(395, 160)], close=True, width=1.3)
    label(c, *P(430, 138), "B-1 BIORETENTION", size=6, anchor="c", font="Helvetica-Bold")
    label(c, *P(430, 130), "2,850 SF, BED 412.00", size=5.5, anchor="c")
    c.circle(*P(380, 140), 5)
    label(c, *P(368, 148), "HDS-1 6' DIA", size=5.5)
    polyline(c, [P(300, 40), P(420, 40), P(420, 75), P(300, 75)], close=True, dash=(4, 2), width=1.2)
    label(c, *P(360, 56), "UD-1 42 CHAMBERS 5,400 CF", size=5.5, anchor="c")
    c.rect(*P(440, 50), 10, 10)
    label(c, *P(455, 52), "OCS-1", size=5.5)
    polyline(c, [P(445, 55), P(505, 95)], width=1)
    label(c, *P(480, 80), "15\" HDPE TO REBUILT OUTFALL 002", size=5)
    esm = [P(290, 32), P(475, 32), P(475, 168), P(385, 168), P(385, 90), P(290, 90)]
    polyline(c, esm, dash=(2, 2), width=0.9, close=True)
    label(c, *P(292, 95), "30' STORMWATER ACCESS AND MAINTENANCE EASEMENT", size=5.5)
    label(c, *P(292, 88), "(RUNS WITH THE LAND; REMAINS IN EFFECT UPON TRANSFER OF TITLE)", size=5)
    # details
    dx, dy = 560, 430
    label(c, dx, dy + 140, "DETAIL 1 - BIORETENTION B-1 SECTION (NTS)", size=7, font="Helvetica-Bold")
    for i, (t, hgt, tx) in enumerate([("MULCH 3\"", 6, 0), ("SOIL MEDIA 2.5'", 50, 1), ("PEA GRAVEL 3\"", 6, 2),
                                      ("3/4\" STONE 12\" w/ 6\" UNDERDRAIN", 24, 3)]):
        pass
    yb = dy + 20
    for t, hgt in [("3/4\" WASHED STONE 12\", 6\" PERF. HDPE UNDERDRAIN, 9\" UPTURN", 24), ("PEA GRAVEL 3\"", 6),
                   ("ENGINEERED SOIL MEDIA 2.5 FT", 50), ("SHREDDED HARDWOOD MULCH 3\"", 6)]:
        c.rect(dx, yb, 220, hgt)
        label(c, dx + 225, yb + hgt / 2 - 2, t, size=5)
        yb += hgt
    label(c, dx, yb + 8, "MAX PONDING 0.75 FT; 2:1 SIDE SLOPES; NO COMPACTION OF BED", size=5)
    label(c, dx, dy - 30, "DETAIL 2 - OUTLET CONTROL STRUCTURE OCS-1 (NTS): 4'x4' PRECAST BOX, 6\" ORIFICE INV. 404.50,",
          size=5.5)
    label(c, dx, dy - 38, "3' WEIR CREST 407.20, STAINLESS STEEL ORIFICE PLATE, ALUMINUM TRASH RACK, H-20 GRATE", size=5.5)
    label(c, dx, dy - 60, "DETAIL 3 - HDS-1: 6' DIA PRECAST SEPARATOR, 4' SUMP, 15\" INLET/OUTLET, ON 12\" 3/4\" STONE",
          size=5.5)
    label(c, dx, dy - 82, "DETAIL 4 - UD-1: CHAMBERS 51\" W x 30\" H, 6\" STONE BASE AND COVER, GEOTEXTILE WRAP,", size=5.5)
    label(c, dx, dy - 90, "ISOLATOR ROW AT INLET, 4 INSPECTION PORTS, MIN. 18\" COVER UNDER TRAFFIC", size=5.5)
    label(c, dx, dy - 112, "DETAIL 5 - SILT FENCE: 36\" WOVEN GEOTEXTILE, POSTS 8' O.C. MAX, 6\" TOE BURIED", size=5.5)
    label(c, dx, dy - 120, "DETAIL 6 - STABILIZED CONSTRUCTION ENTRANCE: 50' x 24' x 8\" 1-4\" STONE ON GEOTEXTILE",
          size=5.5)
    c.showPage()
    c.save()


def build(work, out_pdf):
    parts = []
    p1 = html_to_pdf(noi_html(), os.path.join(work, "a_noi.pdf"), work)
    docx = os.path.join(work, "a_narrative.docx")
    narrative_docx(docx)
    p2 = docx_to_pdf(docx, work)
    p3 = os.path.join(work, "a_table52.pdf")
    type3_table(p3)
    p4 = os.path.join(work, "a_drawings.pdf")
    drawings(p4)
    # Table 5-2 is bound right after the page that ends Section 5 (the page break after 5.5).
    from pypdf import PdfReader, PdfWriter
    import subprocess
    r2 = PdfReader(p2)
    split = None
    for i in range(len(r2.pages)):
        t = subprocess.run(["pdftotext", "-f", str(i + 1), "-l", str(i + 1), p2, "-"], capture_output=True,
                           text=True).stdout
        if "5.5 Structural practices" in t:
            split = i + 1
    assert split
    wa, wb = PdfWriter(), PdfWriter()
    for i, pg in enumerate(r2.pages):
        (wa if i < split else wb).add_page(pg)
    pa, pb = os.path.join(work, "a_narr1.pdf"), os.path.join(work, "a_narr2.pdf")
    wa.write(pa)
    wb.write(pb)
    bind([p1, pa, p3, pb, p4], out_pdf, "Somers Highway Garage Replacement - NOI and SWPPP",
         "Town of Somers Department of Engineering")
    return {"noi_pages": npages(p1), "narr1": npages(pa), "narr2": npages(pb)}
