"""Plan 3: Town of Somers, Somers Fire District Station 2 replacement - a design-build team's technical proposal
(Volume II) in which the SWPPP is Section 3.4, answering the RFP's evaluation criteria, with a compliance matrix.
Printed from HTML by Chromium. Exhibit 3.4-A is a book scan of the team's bound preliminary stormwater report:
two facing pages per landscape image, dark gutter shadow, no text layer.
"""
import os, subprocess, random, html
from PIL import Image, ImageDraw, ImageFilter
import img2pdf
import common, figures

NAME = "p19a_somers_firehouse_designbuild_proposal"

CSS = """
@page { size: letter; margin: 0 }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.2pt; color: #111 }
.page { width: 8.5in; height: 11in; padding: 0.7in 0.8in 0.9in 0.8in; box-sizing: border-box;
        page-break-after: always; position: relative }
.hdr { position: absolute; top: 0.3in; left: 0.8in; right: 0.8in; font-size: 8pt; color: #355;
       border-bottom: 1.5px solid #2a6; padding-bottom: 3px }
.hdr span { float: right }
.ftr { position: absolute; bottom: 0.35in; left: 0.8in; right: 0.8in; font-size: 8pt; color: #355;
       border-top: 1px solid #2a6; padding-top: 3px }
.ftr span { float: right }
h1 { font-size: 17pt; color: #174; margin: 0.1in 0 0.1in }
h2 { font-size: 13pt; color: #174; margin: 0.16in 0 0.06in }
h3 { font-size: 11pt; margin: 0.12in 0 0.04in }
p { margin: 0.04in 0 0.07in; line-height: 1.28 }
table { border-collapse: collapse; width: 100%; margin: 0.06in 0 0.1in; font-size: 8.8pt }
th { background: #dfeee6; text-align: left }
td, th { border: 1px solid #799; padding: 2px 5px; vertical-align: top }
.crit { border: 1.5px solid #2a6; background: #f1f8f4; padding: 5px 8px; margin: 0.08in 0; font-size: 9pt }
.cover h1 { font-size: 26pt; margin-top: 1.6in }
img { width: 100% }
.cap { font-size: 8.5pt; font-style: italic }
"""

REPORT_CSS = """
@page { size: 6in 9in; margin: 0 }
body { margin: 0; font-family: 'Liberation Serif', serif; font-size: 10.5pt }
.page { width: 6in; height: 9in; padding: 0.6in 0.6in 0.7in; box-sizing: border-box; page-break-after: always; position: relative }
.pn { position: absolute; bottom: 0.35in; left: 0; right: 0; text-align: center; font-size: 9pt }
.rh { font-size: 8.5pt; font-style: italic; border-bottom: 1px solid #000; margin-bottom: 0.15in }
h2 { font-size: 12.5pt; margin: 0.1in 0 0.06in }
p { margin: 0.04in 0 0.08in; line-height: 1.3; text-align: justify }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; margin: 0.05in 0 0.1in }
td, th { border: 1px solid #000; padding: 2px 4px; vertical-align: top; text-align: left }
"""


def chromium_pdf(html_path, pdf_path):
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdf_path}", "file://" + html_path], check=True, capture_output=True)


def T(rows):
    h = "<table><tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in rows[0]) + "</tr>"
    for r in rows[1:]:
        h += "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>"
    return h + "</table>"


def P(t):
    return f"<p>{html.escape(t)}</p>"


def crit(t):
    return f'<div class="crit"><b>RFP Evaluation Criterion:</b> {html.escape(t)}</div>'


def pages(tmp):
    fig_loc = figures.site_sketch(
        os.path.join(tmp, "p3_loc.png"), "FIGURE 3.4-1  SITE MAP AND LOCATION",
        "0   40   80 FT   (1 in = 40 ft at 11x17)",
        [("poly", [(140, 220), (1820, 200), (1840, 1150), (160, 1180)], "PARCEL 4.6 AC (SFD)"),
         ("dash", [(300, 330), (1500, 320), (1520, 1000), (320, 1020), (300, 330)], "LIMIT OF DISTURBANCE 2.7 AC", "red"),
         ("rect", [(600, 420), (1100, 700)], "NEW FIREHOUSE (4 BAYS) 14,800 SF"),
         ("rect", [(1150, 450), (1400, 650)], "APPARATUS APRON"),
         ("line", [(160, 1080), (600, 900), (620, 700)], "DRIVE TO LOVELL STREET"),
         ("poly", [(1560, 260), (1800, 250), (1810, 760), (1580, 780)], "WOODED SLOPE, UNDISTURBED", "green"),
         ("dash", [(1500, 1000), (1650, 1150)], "DP-1 OUTFALL TO TRIB. OF AMAWALK RES.", "blue"),
         ("text", (320, 1060), "LOVELL STREET"),
         ("text", (340, 760), "SOIL BOUNDARY: CrC | PnB"),
         ("text", (700, 880), "EX SLOPES 4-15%, FINAL 1-8%"),
         ("text", (1250, 240), "INSET: LOCATION 1 in = 2,000 ft - LINCOLNDALE, TOWN OF SOMERS")],
        ["--- limit of disturbance; remainder undisturbed", "no wetlands on site; Amawalk tributary 220 ft east",
         "no off-site staging, borrow or waste areas", "storage/staging on site at NW corner"])
    fig_esc = figures.site_sketch(
        os.path.join(tmp, "p3_esc.png"), "FIGURE 3.4-2  EROSION AND SEDIMENT CONTROL PLAN",
        "0   40   80 FT   (1 in = 40 ft at 11x17)",
        [("dash", [(320, 1020), (1520, 1000)], "SF-A SILT FENCE 640 LF", "red"),
         ("dash", [(1520, 330), (1520, 1000)], "SF-B SILT FENCE 380 LF", "red"),
         ("rect", [(170, 1030), (330, 1110)], "SCE 50x20"),
         ("circle", (1400, 900, 70), "SB-1 SEDIMENT BASIN", "blue"),
         ("line", [(400, 360), (1450, 350), (1450, 830)], "DS-1 DIVERSION 470 LF", "blue"),
         ("rect", [(330, 360), (520, 460)], "TOPSOIL STOCKPILE"),
         ("rect", [(550, 360), (650, 440)], "WASHOUT")],
        ["SF silt fence, SCE construction entrance", "SB sediment basin (becomes sand filter site)",
         "DS diversion swale; IP inlet protection at 5 inlets"])
    fig_pc = figures.site_sketch(
        os.path.join(tmp, "p3_pc.png"), "FIGURE 3.4-4  POST-CONSTRUCTION PRACTICES AND EASEMENT",
        "0   40   80 FT   (1 in = 40 ft at 11x17)",
        [("rect", [(1300, 820), (1500, 960)], "SF-1 SAND FILTER 1,650 SF", "blue"),
         ("rect", [(620, 740), (900, 820)], "BR-1 BIORETENTION 1,200 SF", "green"),
         ("rect", [(950, 760), (1250, 840)], "UD-1 CHAMBERS", "blue"),
         ("dash", [(600, 720), (1530, 720), (1530, 990), (600, 990), (600, 720)], "20 FT STORMWATER MAINT. EASEMENT", "red")],
        ["easement in favor of the Town of Somers", "UD-1 underground detention 4,900 CF", "outfall DP-1"])

    Pg = []
    Pg.append('<div class="cover">'
              "<h1>Technical Proposal - Volume II</h1>"
              "<p style='font-size:15pt'>Somers Fire District<br>Station 2 Replacement Firehouse<br>Design-Build Services, RFP No. SFD-2025-02</p>"
              "<p style='margin-top:0.5in'>Submitted by the <b>Kessel-Marr / Hollow Brook Design-Build Team</b><br>"
              "Hollow Brook Constructors, Inc. (design-builder)<br>Kessel-Marr Architects and Engineers, D.P.C. (lead designer)<br>"
              "Ridgeback Site Civil, PLLC (civil and stormwater engineer)</p>"
              "<p style='margin-top:0.5in'>Proposal due date: May 15, 2025<br>This volume contains no price information.</p></div>")
    Pg.append("<h1>Contents</h1>" + T([["Section", "Title", "Page"],
              ["1", "Team Organization and Qualifications", "3"], ["2", "Project Understanding", "4"],
              ["3", "Technical Approach", "5"], ["3.4", "Stormwater Pollution Prevention Plan (Criterion C-4)", "6"],
              ["3.4.0", "Criterion C-4 Compliance Matrix", "6"], ["4", "Schedule and Quality Management", "14"],
              ["Exhibit 3.4-A", "Bound Preliminary Stormwater Report, excerpts (scanned)", "15"]]) +
              P("Page numbers refer to this volume. Exhibits follow Section 4."))
    Pg.append("<h1>1. Team Organization and Qualifications</h1>" +
              P("The Kessel-Marr / Hollow Brook team has delivered eleven public safety buildings by design-build in "
                "the Hudson Valley since 2015, four of them in the New York City East of Hudson watershed. Hollow Brook "
                "Constructors holds the design-build contract and self-performs site work; Kessel-Marr is the architect "
                "and engineer of record; Ridgeback Site Civil is the civil engineer and prepared the stormwater design.") +
              T([["Role", "Person", "Firm"],
                 ["Design-build project executive", "Gregory Hollenbeck", "Hollow Brook Constructors, Inc."],
                 ["Design manager / architect", "Lena Kessel, R.A.", "Kessel-Marr Architects and Engineers, D.P.C."],
                 ["Civil and stormwater engineer of record", "Samuel Ortiz-Brandt, P.E.", "Ridgeback Site Civil, PLLC"],
                 ["Site superintendent", "Terrence Vail", "Hollow Brook Constructors, Inc."],
                 ["SWPPP qualified inspector", "Hannah Lisowski, CPESC", "Ridgeback Site Civil, PLLC"]]) +
              P("Organization chart, resumes and references are in Volume I, Part B."))
    Pg.append("<h1>2. Project Understanding</h1>" +
              P("The Somers Fire District intends to replace its 1962 Station 2 on Lovell Street in the hamlet of "
                "Lincolndale with a four-bay firehouse of about 14,800 square feet, a paved apparatus apron, a 36-space "
                "parking lot, a fuel-free wash bay draining to the sanitary system through an oil-water separator, and "
                "site lighting. The old station stays in service until the new one is occupied and is then demolished.") +
              P("The 4.6 acre parcel slopes east toward a tributary of the Amawalk Reservoir. The work disturbs 2.7 "
                "acres, creates 1.62 acres of impervious cover and is subject to Chapter 93 of the Town of Somers Code, "
                "the NYSDEC Construction General Permit and the NYCDEP watershed regulations."))
    Pg.append("<h1>3. Technical Approach</h1>" +
              P("Sections 3.1 to 3.3 (architecture, structural and building systems) are summarized in Volume I. "
                "This volume responds in detail to Criterion C-4, site civil and stormwater, which carries 20 of the "
                "100 technical points.") +
              "<h2>3.1 Site Layout</h2>" + P("The building sits on the upper, flatter terrace so that the apparatus apron drains "
                "away from Lovell Street and the steeper wooded slope on the east stays undisturbed.") +
              "<h2>3.2 Utilities</h2>" + P("Water from the Amawalk-Shenorock Water District main in Lovell Street; sanitary "
                "sewer by gravity to the Somers Sewer District No. 2 main; gas and electric by NYSEG.") +
              "<h2>3.3 Permits</h2>" + P("The team will obtain the Town of Somers stormwater and erosion and sediment control "
                "permit, NYSDEC CGP coverage (NOI), NYCDEP SWPPP approval and a Westchester County Health Department "
                "approval for the water and sewer connections."))
    # SWPPP section
    Pg.append("<h1>3.4 Stormwater Pollution Prevention Plan</h1>" +
              crit("C-4: The Proposer shall describe its Stormwater Pollution Prevention Plan meeting Chapter 93 of "
                   "the Town of Somers Code, and shall identify where each required element is found.") +
              "<h2>3.4.0 Criterion C-4 Compliance Matrix</h2>" +
              T([["Chapter 93 element", "Included", "Where (this volume)"],
                 ["93-6A(1)(a) Background", "Yes", "p. 7, 3.4.1"],
                 ["93-6A(1)(b) Site map / location map", "Yes", "p. 7, Figure 3.4-1"],
                 ["93-6A(1)(c) Soils and HSG", "Yes", "Exhibit 3.4-A, report p. 14"],
                 ["93-6A(1)(d) Phasing and sequence", "Yes", "p. 8, 3.4.3"],
                 ["93-6A(1)(e) Pollution prevention", "Yes", "p. 9, 3.4.4"],
                 ["93-6A(1)(f) Stabilization plan", "Yes", "p. 9, 3.4.5"],
                 ["93-6A(1)(g) ESC plan", "Yes", "p. 10, Figure 3.4-2"],
                 ["93-6A(1)(h) ESC details, O&M", "Yes", "Exhibit 3.4-A, report p. 15"],
                 ["93-6A(1)(j) Minimum practices schedule", "Yes", "p. 11, 3.4.7"],
                 ["93-6A(1)(k) Inspection schedule", "Yes", "p. 9"],
                 ["93-6A(1)(l) Deviations from Standards", "Yes", "p. 11, 3.4.8"],
                 ["93-6A(3)(b)-(d) Post-construction practices, map, H&H", "Yes", "pp. 12-13, 3.4.9"],
                 ["93-6A(3)(e) Sizing criteria", "Yes", "p. 12, 3.4.9"],
                 ["93-6A(3)(f) Practice details", "Yes", "Exhibit 3.4-A, report p. 22"],
                 ["93-6A(3)(g)-(i) O&M, easement, agreement", "Yes", "p. 13, 3.4.10"],
                 ["93-6B Engineer's certification", "Yes", "p. 14"],
                 ["93-6D Contractor certification", "Yes", "p. 14"]]))
    Pg.append("<h2>3.4.1 Project Background</h2>" +
              P("Scope: demolition of the 1962 Station 2 and construction of a 14,800 square foot, four-bay firehouse "
                "with apron, parking and utilities at Lovell Street, Lincolndale, Town of Somers, Westchester County "
                "(Tax Map 5.18-2-9). Type: institutional / municipal public safety building. Size: 4.6 acre parcel; "
                "2.7 acres disturbed; 1.62 acres of new and replaced impervious cover.") +
              "<h2>3.4.2 Site Map</h2>" +
              P("Figure 3.4-1 (1 in = 40 ft, with a 1 in = 2,000 ft location inset) shows the parcel, the limit of "
                "disturbance and undisturbed areas, existing woods, the tributary 220 feet east of the site, drainage "
                "patterns, existing and final slopes, the CrC / PnB soil boundary, the on-site staging area and "
                "discharge point DP-1. No materials, waste, borrow or equipment are stored on adjacent properties.") +
              f'<img src="file://{fig_loc}"><div class="cap">Figure 3.4-1 Site map and location.</div>')
    Pg.append("<h2>3.4.3 Construction Phasing and Sequence</h2>" +
              P("The work is phased so that the old station stays in service. Not more than 5 acres will be disturbed "
                "at any one time; the maximum open area is 1.9 acres in Phase A.") +
              T([["Phase", "Sequence of operations", "Area"],
                 ["A", "Install SCE, SF-A, SF-B and DS-1; build sediment basin SB-1; clear and grub the upper terrace; "
                       "strip topsoil; mass grade the building pad, apron and parking; install storm drains with inlet "
                       "protection and the water and sewer services", "1.9 ac"],
                 ["B", "Foundations and building; base course on apron and parking; utilities to the building", "within A"],
                 ["C", "Occupy new station; demolish old station; grade its footprint; build BR-1, UD-1 and convert SB-1 to "
                       "sand filter SF-1 once the drainage area is stable; final paving; topsoil and seed", "0.8 ac"]]) +
              P("Each phase is stabilized before the next begins; Phase C starts only after Phase A areas have 80 "
                "percent vegetative cover or pavement."))
    Pg.append("<h2>3.4.4 Pollution Prevention</h2>" +
              P("Litter and debris go into covered roll-off containers emptied weekly or when full. Demolition debris "
                "from the old station, including any asbestos-containing material abated under a separate NYSDOL "
                "licensed contract, is removed from the site the day it is generated. Construction chemicals, "
                "paints and fuels are stored in a locked, roofed container with secondary containment; equipment is "
                "fueled at the staging area over a drip pad with spill kits at hand. Concrete washout only in the "
                "lined washout shown on Figure 3.4-2.") +
              "<h2>3.4.5 Soil Stabilization Plan</h2>" +
              P("All temporary and permanent stabilization follows the New York State Standards and Specifications "
                "for Erosion and Sediment Control (November 2016) for each stage from clearing and grubbing to final "
                "stabilization:") +
              T([["Stage", "Temporary", "Permanent"],
                 ["Clearing, grubbing", "SCE; perimeter silt fence; basin embankment seeded and mulched at once", "-"],
                 ["Grading", "Seed and mulch any area idle 7 days; winter mulch 3 tons/ac",
                  "-"],
                 ["Slopes 3:1 or steeper", "Erosion control blanket", "Blanket plus permanent seed"],
                 ["Final", "-", "Topsoil 6 in; Town of Somers upland seed mix; pavement; landscaping"]]) +
              "<h2>3.4.6 Erosion and Sediment Control Practices</h2>" +
              P("Locations, sizes and lengths are on Figure 3.4-2 and in Table 3.4-1 (next page). Dimensions, "
                "materials, installation and operation and maintenance requirements are in Exhibit 3.4-A."))
    Pg.append(f'<img src="file://{fig_esc}"><div class="cap">Figure 3.4-2 Erosion and sediment control plan.</div>' +
              "<h3>Table 3.4-1 Erosion and sediment control practices</h3>" +
              T([["ID", "Practice", "Location", "Size / length"],
                 ["SCE", "Stabilized construction entrance", "Lovell Street drive", "50 ft x 20 ft, 8 in stone"],
                 ["SF-A", "Silt fence", "South and east LOD", "640 LF"],
                 ["SF-B", "Silt fence", "East LOD at wooded slope", "380 LF"],
                 ["DS-1", "Diversion swale", "North and east of pad", "470 LF"],
                 ["SB-1", "Sediment basin", "Southeast low point", "2.2 ac drained; 7,920 cf"],
                 ["IP", "Inlet protection", "CB-1 to CB-5", "5 inlets"],
                 ["CW", "Concrete washout", "Staging area", "10 ft x 10 ft"]]))
    Pg.append("<h2>3.4.7 Minimum Practices and Schedule</h2>" +
              T([["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"],
                 ["Access", "SCE", "First day on site", "Until the apron base course is placed"],
                 ["Clearing and grubbing", "SF-A, SF-B, DS-1", "Before clearing", "Until final stabilization upslope"],
                 ["Mass grading", "SB-1; temporary seed and mulch", "SB-1 before upslope grading", "SB-1 until conversion to SF-1"],
                 ["Storm drains", "IP at each inlet", "As each inlet is set", "Until pavement and lawns are complete"],
                 ["Concrete", "CW", "Before first pour", "Until last pour"],
                 ["Demolition (Phase C)", "Silt fence ring around old station", "Before demolition", "Until its footprint is seeded"]]) +
              "<h2>3.4.8 Deviations from the NYS Standards</h2>" +
              P("No element of the erosion and sediment control design deviates from the New York State Standards and "
                "Specifications for Erosion and Sediment Control; no alternative design is proposed."))
    Pg.append("<h2>3.4.9 Post-Construction Stormwater Management</h2>" +
              P("The apparatus apron and parking are treated as a potential stormwater hotspot (vehicle washing and "
                "parking of emergency apparatus), so no infiltration is used for their runoff.") +
              T([["Practice", "Description", "Serves"],
                 ["SF-1", "Surface sand filter with a sediment chamber and an impermeable liner, built in the footprint of SB-1",
                  "Apron and parking, 1.05 ac impervious"],
                 ["BR-1", "Bioretention with underdrain receiving roof runoff", "Roof, 0.34 ac"],
                 ["UD-1", "Underground detention chambers (StormTech SC-740) downstream of SF-1 and BR-1, controlling peak flows",
                  "Whole developed area"]]) +
              "<h3>Hydrologic and hydraulic analysis</h3>" +
              P("HydroCAD (SCS TR-20, Type III 24-hour storms; NRCC rainfall 1-yr 2.80 in, 10-yr 4.95 in, 100-yr "
                "8.85 in) was used to route the storm drains, SF-1, BR-1 and UD-1:") +
              T([["Design point DP-1", "1-year", "10-year", "100-year"],
                 ["Existing peak flow (cfs)", "1.84", "6.02", "14.10"],
                 ["Proposed peak flow (cfs)", "0.97", "5.51", "13.62"],
                 ["UD-1 peak stage (ft above invert)", "1.1", "2.2", "2.6 (of 2.75)"]]) +
              "<h3>Sizing criteria</h3>" +
              P("The practices will meet the enhanced phosphorus removal standards of the Design Manual. Detailed "
                "sizing calculations (WQv, RRv, Cpv, Qp and Qf) will be provided with the 60% design submission.") +
              P("Post-construction practice locations and sizes are on Figure 3.4-4; dimensions, materials and "
                "installation details are in Exhibit 3.4-A, report page 22."))
    Pg.append(f'<img src="file://{fig_pc}"><div class="cap">Figure 3.4-4 Post-construction practices and easement.</div>' +
              T([["Practice", "Location", "Size"],
                 ["SF-1", "Southeast corner", "Filter bed 1,650 sf; sediment chamber 1,100 sf"],
                 ["BR-1", "North of building", "1,200 sf; 9 in ponding"],
                 ["UD-1", "Under east parking row", "48 chambers; 4,900 cf"]]) +
              "<h2>3.4.10 Operation and Maintenance, Easement and Agreement</h2>" +
              P("The Somers Fire District is the entity responsible for long-term operation and maintenance of SF-1, "
                "BR-1, UD-1 and the storm drains; its Board of Fire Commissioners will assign the work to the station "
                "maintenance staff.") +
              T([["Practice", "Inspection and maintenance", "Schedule"],
                 ["SF-1", "Inspect sediment chamber and filter surface; remove sediment over 1/2 in; scrape or replace top 2 in of sand if drawdown exceeds 40 hours",
                  "Quarterly; after storms over 1 in"],
                 ["BR-1", "Remove trash; remulch; replace dead plants; check underdrain", "Spring and fall"],
                 ["UD-1", "Inspect isolator row through ports; jet-vac when sediment exceeds 3 in", "Annually"],
                 ["Catch basins", "Clean sumps", "Annually"]]) +
              P("Maintenance easement: a 20 foot stormwater maintenance easement in favor of the Town of Somers over "
                "SF-1, BR-1, UD-1 and their access is shown on Figure 3.4-4 and will be recorded on the filed site plan; "
                "it runs with the land and remains in effect on any transfer of title.") +
              P("Maintenance agreement: the Fire District will execute the Town's Stormwater Control Facility "
                "Maintenance Agreement under Section 93-8, binding on the District and all subsequent landowners, "
                "recorded with the Westchester County Clerk as a deed restriction before final approval."))
    Pg.append("<h2>3.4.11 Certifications</h2>" +
              P("Engineer's certification: I certify that this Stormwater Pollution Prevention Plan was prepared under "
                "my direction and that the design of all stormwater management practices meets the requirements of "
                "Chapter 93 of the Code of the Town of Somers.") +
              P("Signed: /s/ Samuel Ortiz-Brandt   Samuel Ortiz-Brandt, P.E., NYS License No. 088231, Ridgeback Site "
                "Civil, PLLC, 44 Old Route 6, Carmel, NY 10512. Date: May 9, 2025.") +
              P("Contractor certifications: the contractor and subcontractor certifications required by Section 93-6D "
                "will be executed after contract award and before mobilization.") +
              "<h1>4. Schedule and Quality Management</h1>" +
              P("Design: 16 weeks from notice to proceed, with 30%, 60% and 100% design submissions to the Fire "
                "District. Construction: 14 months. The quality plan, schedule narrative and baseline schedule are in "
                "Volume I, Part D."))
    return Pg


def report_pages():
    """The bound preliminary stormwater report excerpt: pages 14, 15, 22, 23 (6 x 9 in)."""
    rh = "Ridgeback Site Civil - Preliminary Stormwater Report - SFD Station 2"
    out = []
    out.append((14, "<h2>3.2 Soils</h2>" +
                P("Soils are mapped by the NRCS Web Soil Survey for Westchester County and were checked with six test "
                  "pits (TP-1 to TP-6) dug on March 27, 2025.") +
                T([["Unit", "Soil name", "HSG"], ["CrC", "Charlton-Chatfield complex, rolling, very rocky", "B"],
                   ["PnB", "Paxton fine sandy loam, 3-8% slopes", "C"], ["PnC", "Paxton fine sandy loam, 8-15% slopes", "C"]]) +
                P("The Charlton-Chatfield soils (HSG B) on the upper terrace are well drained sandy loams with bedrock at 3 to "
                  "6 feet in TP-2 and TP-5. The Paxton soils (HSG C) on the lower slope have a dense fragipan at 24 to 30 "
                  "inches with seasonal perched water, which rules out infiltration near the apron.")))
    out.append((15, "<h2>4.1 Erosion Control Specifications</h2>" +
                T([["Practice", "Dimensions, materials, installation", "Operation and maintenance"],
                   ["Silt fence", "Woven geotextile, 36 in stakes 8 ft apart, toe buried 6 in", "Remove sediment at half height; repair tears"],
                   ["Construction entrance", "50 ft x 20 ft, 8 in of 1-4 in stone on geotextile", "Add stone when voids fill; sweep road"],
                   ["Diversion swale", "Parabolic, 1.5 ft deep, 8 ft top width, blanket lined", "Repair scour and breaches"],
                   ["Sediment basin SB-1", "3,600 cf per acre; 2:1 length to width; riser and barrel with trash rack; emergency spillway 10 ft wide",
                    "Clean out at half of sediment storage"],
                   ["Inlet protection", "Stone and geotextile drop inlet barrier", "Replace fabric when clogged"]])))
    out.append((22, "<h2>5.3 Practice Details</h2>" +
                P("Sand filter SF-1: sediment chamber 1,100 sf and filter bed 1,650 sf; 18 in of clean ASTM C-33 sand over "
                  "geotextile and a 6 in perforated underdrain in 12 in of stone; 30 mil PVC liner under the whole "
                  "practice; 2 ft of ponding above the bed.") +
                P("Bioretention BR-1: 1,200 sf, 9 in ponding, 30 in of soil media (sand, topsoil and compost) over a "
                  "4 in underdrain; native perennials and shrubs.") +
                P("Underground detention UD-1: 48 StormTech SC-740 chambers on 12 in of clean stone with an isolator "
                  "row and inspection ports; outlet control structure with 3 in and 8 in orifices.")))
    out.append((23, "<h2>5.4 Installation Notes</h2>" +
                P("SF-1 is built only after its drainage area is paved or stabilized; all sediment from SB-1 is removed "
                  "and the bottom raised to the design grade with compacted fill before the liner is laid.") +
                P("BR-1 media is placed in 12 inch lifts without compaction; no equipment crosses the bed.") +
                P("UD-1 chambers are set on a level stone foundation, wrapped in geotextile and backfilled in 6 inch "
                  "lifts as the manufacturer requires; cover of at least 18 inches under the parking row.")))
    body = "".join(f'<div class="page"><div class="rh">{rh}</div>{c}<div class="pn">{n}</div></div>' for n, c in out)
    return f"<html><head><style>{REPORT_CSS}</style></head><body>{body}</body></html>"


def book_spread(left, right, out, seed):
    rnd = random.Random(seed)
    L, R = Image.open(left).convert("L"), Image.open(right).convert("L")
    w, h = L.size
    pad = 60
    sp = Image.new("L", (2 * w + 2 * pad, h + 2 * pad), 70)
    sp.paste(L, (pad, pad)); sp.paste(R, (pad + w, pad))
    # gutter shadow: dark band fading out from the spine
    px = sp.load()
    cx = pad + w
    band = 140
    shade = Image.new("L", sp.size, 255)
    d = ImageDraw.Draw(shade)
    for dx in range(-band, band):
        k = abs(dx) / band
        v = int(60 + 195 * (k ** 0.6))
        d.line([(cx + dx, 0), (cx + dx, sp.size[1])], fill=v)
    from PIL import ImageChops
    sp = ImageChops.multiply(sp, shade)
    # page-edge darkening and noise
    noise = Image.effect_noise(sp.size, 18).point(lambda v: 255 - max(0, v - 128) // 2)
    sp = ImageChops.multiply(sp, noise)
    sp = sp.rotate(rnd.uniform(-0.7, 0.7), resample=Image.BICUBIC, fillcolor=60, expand=False)
    sp = sp.filter(ImageFilter.GaussianBlur(0.6))
    sp.save(out, "JPEG", quality=72, dpi=(200, 200))
    return out


def build(outdir, tmp):
    pg = pages(tmp)
    rh = "Kessel-Marr / Hollow Brook Design-Build Team - Somers Fire District Station 2 - RFP No. SFD-2025-02"
    body = ""
    for i, c in enumerate(pg, 1):
        ftr = "" if i == 1 else f'<div class="ftr">Technical Proposal Volume II<span>Page {i}</span></div>'
        hdr = "" if i == 1 else f'<div class="hdr">{html.escape(rh)}</div>'
        body += f'<div class="page">{hdr}{c}{ftr}</div>'
    htmlp = os.path.join(tmp, "p3_volume2.html")
    open(htmlp, "w").write(f"<html><head><meta charset='utf-8'><title>Technical Proposal Volume II</title>"
                           f"<style>{CSS}</style></head><body>{body}</body></html>")
    vol = os.path.join(tmp, "p3_volume2.pdf")
    chromium_pdf(htmlp, vol)
    n = common.page_count(vol)
    assert n == len(pg), f"volume overflowed: {n} pdf pages for {len(pg)} page divs"
    # exhibit: bound report excerpt, photographed as two-page spreads
    rp = os.path.join(tmp, "p3_report.html"); open(rp, "w").write(report_pages())
    rpdf = os.path.join(tmp, "p3_report.pdf"); chromium_pdf(rp, rpdf)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", rpdf, os.path.join(tmp, "rep")], check=True)
    imgs = sorted(f for f in os.listdir(tmp) if f.startswith("rep") and f.endswith(".png"))
    assert len(imgs) == 4, imgs
    s1 = book_spread(os.path.join(tmp, imgs[0]), os.path.join(tmp, imgs[1]), os.path.join(tmp, "spread1.jpg"), 1)
    s2 = book_spread(os.path.join(tmp, imgs[2]), os.path.join(tmp, imgs[3]), os.path.join(tmp, "spread2.jpg"), 2)
    # exhibit cover page (text) then the two scans
    ex_html = os.path.join(tmp, "p3_exhibit.html")
    open(ex_html, "w").write(f"<html><head><style>{CSS}</style></head><body><div class='page'><div class='hdr'>{html.escape(rh)}</div>"
                             "<h1>Exhibit 3.4-A</h1>" + P("Preliminary Stormwater Report, Ridgeback Site Civil, PLLC, April 2025 "
                             "(bound copy). Excerpts: report pages 14-15 (soils; erosion control specifications) and 22-23 "
                             "(post-construction practice details and installation). Scanned from the bound report.") +
                             "<div class='ftr'>Technical Proposal Volume II<span>Exhibit 3.4-A</span></div></div></body></html>")
    ex = os.path.join(tmp, "p3_exhibit.pdf"); chromium_pdf(ex_html, ex)
    scans = os.path.join(tmp, "p3_scans.pdf")
    lay = img2pdf.get_layout_fun((img2pdf.in_to_pt(11), img2pdf.in_to_pt(8.5)))
    with open(scans, "wb") as f:
        f.write(img2pdf.convert([s1, s2], layout_fun=lay))
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.merge([vol, ex, scans], out, title="Technical Proposal Volume II - SFD Station 2")
    nv = n + 1
    items = {i: "present" for i in common.SOMERS}
    for i in ["93-6A(1)(i)", "93-6A(1)(k)", "93-6A(3)(e)", "93-6D"]:
        items[i] = "missing"
    spec = {
        "checklist": "somers-ch93",
        "style": "design-build technical proposal volume; SWPPP is Section 3.4 answering an RFP criterion, with compliance matrix; bound report excerpts as book-scan spreads",
        "producer": "Chromium print to PDF from HTML (volume and exhibit cover) + img2pdf book-scan spreads (JPEG, no text layer), merged with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 2.7, "project_type": "fire station (municipal / institutional facility, 93-6A(2)(n)/(k))",
                  "single_family": False, "impaired_water": True},
        "items": items,
        "evidence_quotes": {
            "93-6A(1)(a)": "Scope: demolition of the 1962 Station 2 and construction of a 14,800 square foot",
            "93-6A(1)(b)": "Figure 3.4-1 (1 in = 40 ft, with a 1 in = 2,000 ft location inset) shows the parcel",
            "93-6A(1)(c)": ("The Charlton-Chatfield soils (HSG B) on the upper terrace", [nv + 1]),
            "93-6A(1)(d)": "Not more than 5 acres will be disturbed",
            "93-6A(1)(e)": "Litter and debris go into covered roll-off containers",
            "93-6A(1)(f)": "All temporary and permanent stabilization follows the New York State Standards and Specifications",
            "93-6A(1)(g)": "Table 3.4-1 Erosion and sediment control practices",
            "93-6A(1)(h)": ("Woven geotextile, 36 in stakes 8 ft apart, toe", [nv + 1]),
            "93-6A(1)(j)": "3.4.7 Minimum Practices and Schedule",
            "93-6A(1)(l)": "No element of the erosion and sediment control design deviates from the New York State Standards",
            "93-6A(3)(b)": "Surface sand filter with a sediment chamber and an impermeable liner",
            "93-6A(3)(c)": "Figure 3.4-4 Post-construction practices and easement.",
            "93-6A(3)(d)": "was used to route the storm drains, SF-1, BR-1 and UD-1",
            "93-6A(3)(f)": ("30 mil PVC liner under the whole practice", [nv + 2]),
            "93-6A(3)(g)": "is the entity responsible for long-term operation and maintenance of SF-1",
            "93-6A(3)(h)": "it runs with the land and remains in effect on any transfer of title",
            "93-6A(3)(i)": "binding on the District and all subsequent landowners",
            "93-6B": "design of all stormwater management practices meets the requirements of",
        },
        "gaps": {
            "93-6A(1)(i)": "absent entirely: the SWPPP never addresses stormwater discharges from industrial activity other than construction (no statement that there are none); the compliance matrix skips the row",
            "93-6A(1)(k)": "checklist row points to a page that lacks it: the compliance matrix says 'Yes, p. 9' for the inspection schedule, but page 9 holds pollution prevention and stabilization only; no inspection schedule for the erosion and sediment control practices anywhere (the only inspection schedule is for the permanent practices)",
            "93-6A(3)(e)": "deferred: 'Detailed sizing calculations (WQv, RRv, Cpv, Qp and Qf) will be provided with the 60% design submission'; the matrix claims it on p. 12",
            "93-6D": "deferred: 'will be executed after contract award and before mobilization'; no statement, no form; the matrix claims it on p. 14",
        },
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": "2.7 acres disturbed; a fire station is a municipal/institutional facility listed in 93-6A(2), so 93-6A(3) applies. "
                 "Proposal printed by Chromium; the last two pages are book-scan spreads (two 6x9 report pages per landscape "
                 "image, dark gutter shadow, noise, slight skew, no text layer): report pp. 14-15 hold the soils with HSG "
                 "(93-6A(1)(c)) and the ESC specifications with O&M (93-6A(1)(h)); pp. 22-23 the post-construction practice "
                 "dimensions, materials and installation (93-6A(3)(f)). Quotes on those pages are tesseract's reading. "
                 "The compliance matrix is not itself evidence. Amawalk Reservoir basin (NYC watershed, phosphorus) per the "
                 "plan; impaired_water true, no Somers item changes. Figures are raster with captions in the text layer.",
    }
    spec = common.finish_labels(out, spec)
    headings = ["Technical Proposal - Volume II", "3.4 Stormwater Pollution Prevention Plan",
                "3.4.0 Criterion C-4 Compliance Matrix", "3.4.1 Project Background", "3.4.4 Pollution Prevention",
                "3.4.6 Erosion and Sediment Control Practices", "3.4.9 Post-Construction Stormwater Management",
                "3.4.10 Operation and Maintenance, Easement and Agreement", "3.4.11 Certifications", "Exhibit 3.4-A"]
    return NAME, spec, headings
