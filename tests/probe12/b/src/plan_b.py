"""p12b_asharoken_good_harbor_church: Church of the Good Harbor, parking lot expansion and fellowship hall.
Style 2: an architect's design narrative with the SWPPP spread through numbered design criteria DC-1 ... DC-20 and a
sheet list. PDF forms: Appendix A (soils) embedded as a file attachment AND printed as pages; the signed contractor
certification page scanned on a copier at an angle with a Bates number stamped on it (image only).
Producers: Chromium print-to-PDF (narrative, appendices B-D), reportlab (sheets, Appendix A), PIL (scan)."""
import io
import os
import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.pagesizes import landscape, TABLOID, letter
from reportlab.lib.units import inch

from common import (html_to_pdf, bind, npages, new_canvas, polyline, silt_fence, label, contour, north_arrow,
                    scale_bar, title_block, notes_block, GREY, LIGHT, run)

NAME = "p12b_asharoken_good_harbor_church"

CSS = """
@page { size: letter; margin: 0.75in 0.8in 0.8in 0.8in; }
body { font-family: 'DejaVu Serif', Georgia, serif; font-size: 10pt; line-height: 1.38; color: #111; }
h1 { font-family: 'DejaVu Sans', sans-serif; font-size: 15pt; letter-spacing: 0.5px; margin: 0 0 6px 0; }
h2 { font-family: 'DejaVu Sans', sans-serif; font-size: 11.5pt; border-bottom: 1.5px solid #6a7f8c;
     padding-bottom: 2px; margin: 16px 0 6px 0; color: #223; }
h3 { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; margin: 10px 0 3px 0; }
.dc { border-left: 4px solid #6a7f8c; padding: 2px 0 2px 10px; margin: 10px 0; page-break-inside: auto; }
.dc .t { font-family: 'DejaVu Sans', sans-serif; font-weight: bold; font-size: 10.2pt; }
.dc .k { font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; text-transform: uppercase; color: #556; }
.ref { font-family: 'DejaVu Sans', sans-serif; font-size: 8.4pt; color: #334; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 8px 0; font-size: 8.8pt; }
th, td { border: 0.8px solid #555; padding: 3px 5px; vertical-align: top; text-align: left; }
th { background: #dfe6ea; font-family: 'DejaVu Sans', sans-serif; }
.cover { text-align: center; padding-top: 1.2in; }
.cover .firm { font-family: 'DejaVu Sans', sans-serif; letter-spacing: 3px; font-size: 10pt; margin-top: 1.4in; }
.pb { page-break-before: always; }
.sig { font-family: 'DejaVu Sans Mono', monospace; }
.small { font-size: 8.5pt; }
"""

HEADINGS = [
    "DESIGN NARRATIVE AND STORMWATER POLLUTION PREVENTION PLAN",
    "Sheet List",
    "Design Criteria",
    "DC-1 Program and scope",
    "DC-20 Certifications",
    "APPENDIX A - SOILS",
    "APPENDIX B - HYDROLOGIC AND HYDRAULIC ANALYSIS",
    "APPENDIX C - CONSTRUCTION INSPECTION FORM",
    "APPENDIX D - DECLARATION OF STORMWATER MAINTENANCE COVENANTS AND EASEMENT",
]

DCS = [
    ("DC-1", "Program and scope", "44-8B(1)(a)",
     "The congregation's program calls for a fellowship hall for 180 seated guests with a kitchen, classrooms and "
     "accessible toilets, and enough parking that Sunday and event overflow no longer lines Asharoken Avenue.",
     "The project adds a one-story 6,850 square foot fellowship hall linked to the 1958 sanctuary by a glazed "
     "connector, and expands the parking lot from 38 to 86 spaces. The parcel is 3.92 acres at 314 Asharoken Avenue, "
     "Village of Asharoken, Suffolk County (SCTM 0100-004.00-02.00-017.000). Land disturbance is 1.48 acres; new "
     "impervious cover is 0.71 acre, of which 0.18 acre is porous asphalt. The work is one project on one lot and "
     "is not part of a larger common plan of development or sale.", "A-001, C-101"),
    ("DC-2", "Site context and location", "44-8B(1)(b)",
     "Place the building and parking so that the sanctuary keeps its view to the bay and the existing cedar "
     "windbreak is kept.",
     "The location map on Sheet C-101 (1 inch = 2,000 feet) shows the parcel on the south side of Asharoken Avenue "
     "between the Long Island Sound beach and Northport Bay. Sheets C-101, C-301 and C-401 (1 inch = 30 feet) show the "
     "total site area, all improvements, the limit of disturbance, the areas left undisturbed, existing vegetation, "
     "surface waters, drainage patterns, existing and final contours, the contractor's staging area and the "
     "stormwater discharge points.", "C-101, C-301, C-401"),
    ("DC-3", "Existing site, vegetation and surface waters", "44-8B(1)(b)",
     "Work around, not through, the existing trees and the tidal edge.",
     "The developed part of the parcel is the sanctuary, the parish house, a 38-space asphalt lot and mowed lawn. "
     "A 60-foot strip of eastern red cedar and black locust borders the bay side and is outside the limit of "
     "disturbance. There are no surface waters or wetlands on the parcel; the tidal wetland fringe of Northport Bay "
     "lies 210 feet south, across the neighbouring property. No material, waste, borrow or equipment storage will be "
     "located off site; the staging area is on the existing lot.", "C-101"),
    ("DC-4", "Soils and groundwater", "44-8B(1)(c)",
     "Design the stormwater system around the sandy outwash soils and the depth to groundwater.",
     "The USDA NRCS soil survey of Suffolk County maps Plymouth loamy sand, 3 to 8 percent slopes (PlB), over most of "
     "the work area and Riverhead sandy loam, 0 to 3 percent slopes (RdA), along the avenue. Both are deep, "
     "well-drained to excessively drained soils formed in glacial outwash; Plymouth is HSG A and Riverhead HSG B. "
     "Boring B-1 (to 30 feet) found brown fine to medium sand with gravel and groundwater at 21.5 feet; percolation "
     "tests at LP-3 and BR-1 measured 8 to 12 inches per hour. The soil report is Appendix A, bound after the sheets and also "
     "attached to this PDF as the file Appendix_A_Soils_Report.pdf.", "C-101, App. A"),
    ("DC-5", "Existing stormwater runoff", "44-8B(1)(p)",
     "Understand how the site drains today before changing it.",
     "Today the existing lot and the parish house roof (0.62 acre of impervious cover) drain untreated to two "
     "Village catch basins on Asharoken Avenue, which discharge through the Village's 24-inch outfall to Northport "
     "Bay. Village Highway records report ponding at the church driveway apron after storms of about 1.5 inches, "
     "and in 2024 the Village vacuumed 2.5 cubic yards of sand from the two basins. The pre-development peak runoff "
     "to the avenue, computed in Appendix B, is 1.9 cfs in the 1-year storm and 4.6 cfs in the 10-year storm.",
     "App. B"),
    ("DC-6", "Limits of disturbance and construction phasing", "44-8B(1)(d)",
     "Keep the sanctuary open every Sunday and never have more soil open than needed.",
     "Construction is in two phases. Phase 1 (April to August 2026): perimeter controls, the west parking expansion, "
     "the porous asphalt stalls, bioretention islands BR-1 and BR-2, and the leaching pools. Phase 2 (August 2026 to "
     "May 2027): clearing of the lawn at the hall site, excavation, foundations, building, utilities, the connector "
     "and the final landscape. The sequence in each phase is: install controls; clear and grub; strip and stockpile "
     "topsoil; excavate and grade; install utilities and drainage; pave or build; topsoil, seed and plant. The whole "
     "disturbance is 1.48 acres, so no more than five acres is ever disturbed at one time; Phase 1 disturbs 0.86 "
     "acre and Phase 2 0.62 acre.", "C-401"),
    ("DC-7", "Stabilization and runoff control at each stage", "44-8B(1)(g)",
     "Every stage of work, from clearing to closeout, has a stabilization measure in the ground.",
     "Temporary: silt fence and a compost filter sock on the perimeter, stabilized construction entrance, inlet "
     "protection at the two avenue catch basins and each new drain, temporary seeding (annual ryegrass, 30 pounds "
     "per acre) and straw mulch (2 tons per acre) on any area left idle for 7 days, erosion control blanket on the "
     "3:1 slope at the connector. Permanent: pavement and the building, topsoil (4 inches) and a seaside seed mix "
     "(red fescue, hard fescue, perennial ryegrass), native planting in the bioretention islands and the "
     "replanted buffer. The project closes out when 80 percent perennial cover is established.", "C-401, C-501"),
    ("DC-8", "Layout of erosion and sediment control practices", "44-8B(1)(h)",
     "Each control is drawn where it goes, at its size.",
     "Sheet C-401 shows each practice with its size and length: silt fence SF-1 (265 feet) along the south and west "
     "limits, compost filter sock FS-1 (140 feet) along the cedar strip, the 50 by 20 foot stabilized construction "
     "entrance at the east driveway, inlet protection at CB-A, CB-B and each new inlet, temporary sediment trap ST-1 "
     "(16 by 30 feet) in the footprint of BR-2, the 12 by 30 foot topsoil stockpile and the concrete washout.",
     "C-401"),
    ("DC-9", "Details and specifications of the controls", "44-8B(1)(i)",
     "Specify every control well enough to build it.",
     "Sheet C-501 gives the dimensions, materials and installation of each practice: silt fence of 36-inch woven "
     "geotextile on 2-inch hardwood stakes 6 feet on center, buried 6 inches; 12-inch compost filter sock staked at "
     "10 feet; the entrance of 1- to 4-inch stone 6 inches deep over geotextile; fabric drop inlet protection. "
     "Sediment trap ST-1 serves 0.52 acre and is sized at 3,600 cubic feet per acre of drainage (1,872 cubic feet "
     "required, 1,950 cubic feet provided, 2.5 feet deep, 2:1 side slopes) with a 4-foot stone outlet.", "C-501"),
    ("DC-10", "Diverting, storing and limiting runoff during construction", "44-8B(1)(o)",
     "Keep clean water off the work and hold dirty water on site.",
     "An earth diversion berm (18 inches high, 2:1 sides, seeded) along the north edge of the parking expansion turns "
     "runoff from the existing lawn away from the excavation; sediment trap ST-1 stores runoff from the west lot "
     "until the porous pavement and BR-2 are built; the leaching pools are kept offline, with their inlets plugged, "
     "until the areas draining to them are stabilized.", "C-401"),
    ("DC-11", "Temporary practices that become permanent", "44-8B(1)(j)",
     "Reuse construction-phase work where the Blue Book allows it.",
     "Sediment trap ST-1 is excavated inside the footprint of bioretention island BR-2; after the west lot is paved "
     "and stabilized, its sediment is removed, the bottom is excavated 12 inches below the trap floor and BR-2 is "
     "built in its place. The diversion berm is regraded into the permanent grass swale that carries lawn runoff to "
     "BR-1. The stabilized construction entrance becomes the base course of the east driveway.", "C-401, C-501"),
    ("DC-12", "Implementation schedule", "44-8B(1)(k)",
     "Place each control before the work it protects and keep it until the ground is stable.",
     "Silt fence, filter sock, the construction entrance and inlet protection go in before any clearing and stay until "
     "final stabilization. ST-1 and the diversion berm are built before the west lot is stripped and stay until the "
     "west lot is paved (about 12 weeks). Inlet protection on new drains is placed as each drain is set and stays "
     "until the pavement top course. The stockpile controls stay until the topsoil is respread. The concrete washout "
     "stays from the first foundation pour to the last flatwork pour.", "C-401"),
    ("DC-13", "Maintenance of the controls", "44-8B(1)(l)",
     "Keep every control working until it is removed.",
     "A qualified professional from Marram Civil Engineering inspects the controls every seven days and within 24 "
     "hours of any storm of 0.5 inch or more, using the form in Appendix C, and records findings in the site "
     "logbook. Maintenance: remove sediment from silt fence and the filter sock at one-half of their height; "
     "top-dress the entrance with stone when it is filled with sediment; clean inlet protection after each storm "
     "and replace torn fabric; remove sediment from ST-1 when it reaches 50 percent of design capacity; reseed bare "
     "spots; repair deficiencies within one working day.", "C-501, App. C"),
    ("DC-14", "Litter, construction chemicals, debris, materials storage and spills", "44-8B(1)(e), (f)",
     "No construction material or waste reaches the storm drain or the bay.",
     "Litter and debris go to a covered dumpster emptied weekly; the site is cleaned daily. Materials expected on "
     "site: lumber, masonry, roofing, asphalt, paints, sealants, form oil and diesel fuel. Paints, sealants and "
     "other chemicals are stored in a locked steel container on the staging area, off the ground and covered; bagged "
     "cement and masonry materials are on pallets under tarps; lumber is on dunnage under cover. Equipment is fuelled "
     "from a double-walled tank with secondary containment, 100 feet or more from any drain. A spill kit is kept in "
     "the container; spills are contained and cleaned up at once, and reportable petroleum spills are called in to "
     "the NYSDEC Spill Hotline within two hours. The materials list is updated as the work changes.", "C-401"),
    ("DC-15", "Receiving waters", "44-8B(1)(m)",
     "Name where the water goes.",
     "Runoff from the parcel reaches Northport Bay through the Village storm drain outfall at Bevin Road. Northport "
     "Bay connects with Huntington Bay and Long Island Sound. Northport Bay is on the NYSDEC 303(d) list of impaired "
     "waters for pathogens (shellfishing), so Condition A of Section 44-8B(2) also applies; the plan's infiltration "
     "of runoff addresses it.", "C-101"),
    ("DC-16", "Responsibilities", "44-8B(1)(n)",
     "Every part of the site has a named party responsible for carrying out the SWPPP.",
     "", "-"),
    ("DC-17", "Post-construction stormwater practices", "44-8B(3)(b), (c), (f)",
     "Treat and infiltrate the runoff from all new and rebuilt surfaces on site.",
     "Three practices are proposed, located and sized on Sheet C-301 and detailed on Sheet C-501. "
     "Porous asphalt stalls PA-1 (0.18 acre): 3 inches of open-graded porous asphalt over a 1-inch choker course "
     "and an 18-inch reservoir of 3/4- to 1-1/2-inch clean stone on non-woven geotextile; no underdrain. "
     "Bioretention islands BR-1 (1,150 square feet) and BR-2 (980 square feet): 6 inches of ponding, 2.5 feet of "
     "bioretention soil (sand, topsoil and compost), 3 inches of pea gravel and 12 inches of stone, infiltrating "
     "into the Plymouth sand, each with a domed overflow riser to a leaching pool. Leaching pools LP-1 to LP-6: "
     "precast concrete rings, 10-foot diameter, 8 feet of effective depth, in a 2-foot ring of clean sand and "
     "gravel, with traffic-bearing slab covers, receiving the hall roof (LP-1 to LP-3) and the overflows from BR-1, "
     "BR-2 and the east lot (LP-4 to LP-6).", "C-301, C-501"),
    ("DC-18", "Hydrology, hydraulics and pre/post comparison", "44-8B(3)(d), (e)",
     "Post-development runoff leaving the site is no greater than today's for every design storm.",
     "Appendix B gives the TR-55 / TR-20 analysis (HydroCAD) for the 1-, 10- and 100-year, 24-hour Type III storms "
     "(2.75, 4.90 and 8.40 inches), with the routing through PA-1, BR-1, BR-2 and LP-1 to LP-6 and the pipe "
     "capacities. The practices retain 2 inches of rainfall over all new impervious cover, and the peak discharge "
     "to Asharoken Avenue falls from 1.9 to 0.4 cfs in the 1-year storm, from 4.6 to 1.3 cfs in the 10-year storm and "
     "from 9.8 to 6.1 cfs in the 100-year storm. The water quality volume of 2,460 cubic feet is fully infiltrated.",
     "App. B"),
    ("DC-19", "Long-term maintenance, easement and agreement", "44-8B(3)(g), (h), (i)",
     "Someone is obliged to keep the practices working for as long as the building stands.",
     "The Church of the Good Harbor (its Board of Trustees, through the sexton) maintains the practices on this "
     "schedule: porous asphalt vacuum-swept twice a year (spring and fall) and never sealed or sanded; bioretention "
     "islands weeded and inspected monthly April to October, mulch renewed each spring, sediment removed when "
     "ponding lasts more than 24 hours; leaching pools inspected twice a year and after storms over 3 inches, "
     "sediment removed when it is 12 inches deep. A maintenance easement in favour of the Village over PA-1, BR-1, "
     "BR-2 and LP-1 to LP-6 and their access is shown on Sheet C-301 and runs with the land. The Declaration of "
     "Stormwater Maintenance Covenants in Appendix D binds the Church and all subsequent owners of the parcel, gives "
     "the Village access for inspection and the right to maintain at the owner's cost, and will be recorded in the "
     "office of the Suffolk County Clerk as a deed restriction before final plan approval.", "C-301, App. D"),
    ("DC-20", "Certifications", "44-8C, 44-8E",
     "The plan is certified by a licensed professional and every contractor signs on.",
     "The engineer's certification follows. The signed contractor certifications of the general contractor and "
     "the site work subcontractor are Appendix E, the last page of this document.", "App. E"),
]


def narrative_html():
    h = [f"<html><head><meta charset='utf-8'><style>{CSS}</style></head><body>"]
    h.append("""<div class="cover"><div style="font-family:'DejaVu Sans';font-size:10pt;letter-spacing:2px">
CHURCH OF THE GOOD HARBOR</div>
<h1 style="font-size:20pt;margin-top:18px">Parking Lot Expansion and Fellowship Hall</h1>
<div style="font-size:12pt">314 Asharoken Avenue &middot; Village of Asharoken &middot; Suffolk County, New York</div>
<div style="margin-top:40px;font-family:'DejaVu Sans';font-size:13pt;font-weight:bold">
DESIGN NARRATIVE AND STORMWATER POLLUTION PREVENTION PLAN</div>
<div style="margin-top:8px">Submitted to the Stormwater Management Officer and the Planning Board under Chapter 44
of the Code of the Village of Asharoken</div>
<div class="firm">HALYARD &amp; PELL ARCHITECTS, PLLC<br><span style="letter-spacing:1px">21 Main Street, Northport, NY
11768 &middot; (631) 555-0187</span></div>
<div style="margin-top:10px;font-size:9.5pt">Civil and stormwater engineering: Marram Civil Engineering, P.C.,
Huntington, NY &middot; (631) 555-0163</div>
<div style="margin-top:30px;font-size:9.5pt">March 2026 &middot; Project 2519</div></div>""")
    h.append('<div class="pb"></div><h2>About this narrative</h2>')
    h.append("<p>This narrative explains the design of the parking lot expansion and the new fellowship hall through "
             "twenty numbered design criteria (DC-1 to DC-20). Each criterion states what the design had to achieve, "
             "the design response, and the drawing sheet where it is shown. The Stormwater Pollution Prevention Plan "
             "required by Section 44-8 of the Village Code is not a separate book: its contents are carried in the "
             "criteria, and the right-hand tag of each criterion names the part of Section 44-8 it answers. The "
             "civil sheets listed below are bound in this PDF after the narrative; the architectural sheets are "
             "submitted separately to the Building Department and carry no stormwater content.</p>")
    h.append("<h2>Sheet List</h2><table><tr><th>Sheet</th><th>Title</th><th>In this PDF</th></tr>")
    for s, t, b in [("A-001", "Cover, Code Summary and Site Data", "No (Building Dept. set)"),
                    ("A-101", "Fellowship Hall Floor Plan", "No (Building Dept. set)"),
                    ("A-201", "Exterior Elevations", "No (Building Dept. set)"),
                    ("C-101", "Existing Conditions, Soils and Location Map", "Yes"),
                    ("C-301", "Grading, Drainage and Post-Construction Stormwater Plan", "Yes"),
                    ("C-401", "Erosion and Sediment Control Plan", "Yes"),
                    ("C-501", "Erosion Control and Stormwater Details", "Yes"),
                    ("App. A", "Soils (also attached as Appendix_A_Soils_Report.pdf)", "Yes"),
                    ("App. B", "Hydrologic and Hydraulic Analysis", "Yes"),
                    ("App. C", "Construction Inspection Form", "Yes"),
                    ("App. D", "Declaration of Stormwater Maintenance Covenants and Easement", "Yes"),
                    ("App. E", "Contractor Certifications (signed)", "Yes")]:
        h.append(f"<tr><td>{s}</td><td>{t}</td><td>{b}</td></tr>")
    h.append("</table>")
    h.append("<h2>Site Data</h2><table><tr><th>Item</th><th>Existing</th><th>Proposed</th></tr>"
             "<tr><td>Parcel area</td><td>3.92 ac</td><td>3.92 ac</td></tr>"
             "<tr><td>Land disturbance</td><td>-</td><td>1.48 ac</td></tr>"
             "<tr><td>Impervious cover</td><td>0.94 ac</td><td>1.65 ac (incl. 0.18 ac porous asphalt)</td></tr>"
             "<tr><td>Parking spaces</td><td>38</td><td>86 (4 accessible)</td></tr>"
             "<tr><td>Building area</td><td>8,920 sf</td><td>15,770 sf</td></tr></table>")
    h.append("<h2>Applicability of Chapter 44</h2><p>The project disturbs 1.48 acres, more than one acre, so it is a "
             "land development activity under Section 44-3. It is not a single-family residence and disturbs between "
             "one and five acres, so Condition C of Section 44-8B(2) applies and the plan includes the "
             "post-construction controls of Section 44-8B(3). (Condition A also applies; see DC-15.)</p>")
    h.append('<div class="pb"></div><h2>Design Criteria</h2>')
    for num, title, tag, crit, resp, sheets in DCS:
        h.append(f'<div class="dc"><div class="t">{num} {title} <span class="ref">[{tag}]</span></div>'
                 f'<div><span class="k">Criterion</span> {crit}</div>')
        if num == "DC-16":
            h.append('<div><span class="k">Design response</span> SWPPP implementation responsibilities by part of '
                     'the site:</div><table><tr><th>Part of the site</th><th>Responsible party</th><th>Duties</th></tr>'
                     '<tr><td>West parking expansion, porous asphalt, BR-1, BR-2, LP-4 to LP-6</td>'
                     '<td>North Shore Excavating, Inc. (site subcontractor)</td><td>Install, maintain and remove the '
                     'controls in this area; build the practices</td></tr>'
                     '<tr><td>Fellowship hall, connector, roof leaders, LP-1 to LP-3</td><td>Bayside Builders Corp. '
                     '(general contractor)</td><td>Controls around the building pad, materials storage, washout, '
                     'spill response; overall SWPPP compliance on site</td></tr>'
                     '<tr><td>Cedar buffer and existing lawn (undisturbed areas)</td><td>Bayside Builders Corp.</td>'
                     '<td>Keep fencing and no-entry signs in place</td></tr>'
                     '<tr><td>Whole site - inspections and SWPPP updates</td><td>Marram Civil Engineering, P.C. '
                     '(qualified professional)</td><td>7-day and storm inspections, logbook, amendments</td></tr>'
                     '<tr><td>Whole site - owner</td><td>Church of the Good Harbor, Board of Trustees</td>'
                     '<td>Keeps the SWPPP on site; long-term maintenance</td></tr></table>')
        else:
            h.append(f'<div><span class="k">Design response</span> {resp}</div>')
        h.append(f'<div class="ref">Sheets: {sheets}</div></div>')
    h.append("""<h3>Engineer's certification (Section 44-8C)</h3><p>I have prepared the stormwater pollution prevention
plan content of this narrative, Sheets C-101 to C-501 and Appendices A to D. I certify that the design of all
stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.</p>
<p class="sig">/s/ Owen T. Marram<br>Owen T. Marram, P.E., New York License No. 091337<br>Marram Civil Engineering,
P.C., 140 New York Avenue, Huntington, NY 11743<br>Date: March 9, 2026</p>""")
    h.append("</body></html>")
    return "".join(h)


def appendices_html():
    h = [f"<html><head><meta charset='utf-8'><style>{CSS}</style></head><body>"]
    h.append("<h1>APPENDIX B - HYDROLOGIC AND HYDRAULIC ANALYSIS</h1>")
    h.append("<p class='small'>Method: NRCS TR-55 runoff and TR-20 routing (HydroCAD 10.2), 24-hour Type III "
             "storms, NOAA Atlas 14 depths for Northport: 1-year 2.75 in., 10-year 4.90 in., 100-year 8.40 in. "
             "Design point DP-1 is the church driveway apron at Asharoken Avenue (Village catch basins CB-A and "
             "CB-B). Infiltration rates used in design are half of the measured rates (4 in./hr).</p>")
    h.append("<h3>Table B-1. Subcatchments</h3><table><tr><th>Subcatchment</th><th>Condition</th><th>Area (ac)</th>"
             "<th>CN</th><th>Tc (min)</th><th>To</th></tr>"
             "<tr><td>E-1 existing lot, roofs, lawn</td><td>Pre</td><td>1.48</td><td>68</td><td>9.0</td><td>DP-1</td></tr>"
             "<tr><td>P-1 west lot to PA-1 and BR-2</td><td>Post</td><td>0.52</td><td>88</td><td>6.0</td><td>PA-1/BR-2</td></tr>"
             "<tr><td>P-2 east lot to BR-1</td><td>Post</td><td>0.31</td><td>90</td><td>6.0</td><td>BR-1</td></tr>"
             "<tr><td>P-3 hall roof</td><td>Post</td><td>0.16</td><td>98</td><td>6.0</td><td>LP-1 to LP-3</td></tr>"
             "<tr><td>P-4 lawn and apron, undetained</td><td>Post</td><td>0.49</td><td>49</td><td>8.0</td><td>DP-1</td></tr>"
             "</table>")
    h.append("<h3>Table B-2. Peak discharge at DP-1, pre-development versus post-development</h3><table><tr><th>Storm"
             "</th><th>Pre (cfs)</th><th>Post (cfs)</th><th>Pre volume (cf)</th><th>Post volume (cf)</th></tr>"
             "<tr><td>1-year</td><td>1.9</td><td>0.4</td><td>4,310</td><td>690</td></tr>"
             "<tr><td>10-year</td><td>4.6</td><td>1.3</td><td>11,020</td><td>2,540</td></tr>"
             "<tr><td>100-year</td><td>9.8</td><td>6.1</td><td>24,870</td><td>15,900</td></tr></table>")
    h.append("<h3>Table B-3. Routing of the practices</h3><table><tr><th>Practice</th><th>Storage provided</th>"
             "<th>1-yr peak elev.</th><th>10-yr peak elev.</th><th>100-yr peak elev.</th><th>Overflow</th></tr>"
             "<tr><td>PA-1 stone reservoir (bottom 18.0)</td><td>3,140 cf</td><td>18.4</td><td>18.9</td><td>19.5 (top)</td>"
             "<td>to BR-2</td></tr>"
             "<tr><td>BR-1 (bed 19.0, overflow 19.5)</td><td>1,290 cf</td><td>19.2</td><td>19.5</td><td>19.6</td><td>LP-4</td></tr>"
             "<tr><td>BR-2 (bed 18.5, overflow 19.0)</td><td>1,100 cf</td><td>18.7</td><td>19.0</td><td>19.1</td><td>LP-5, LP-6</td></tr>"
             "<tr><td>LP-1 to LP-3 (roof)</td><td>3 x 630 cf</td><td>-</td><td>50% full</td><td>full; splash block overflow</td><td>lawn</td></tr>"
             "<tr><td>LP-4 to LP-6</td><td>3 x 630 cf</td><td>-</td><td>35% full</td><td>92% full</td><td>none</td></tr>"
             "</table>")
    h.append("<h3>Table B-4. Storage check and pipe capacity</h3><table><tr><th>Check</th><th>Required</th>"
             "<th>Provided</th></tr>"
             "<tr><td>2-inch rainfall over new impervious cover (0.71 ac)</td><td>5,155 cf</td><td>9,310 cf</td></tr>"
             "<tr><td>Water quality volume WQv = [(P)(Rv)(A)]/12, P = 1.2 in., Rv = 0.05 + 0.009(I)</td>"
             "<td>2,460 cf</td><td>infiltrated in PA-1, BR-1, BR-2</td></tr>"
             "<tr><td>Leaching pool drawdown at 4 in./hr</td><td>&lt; 72 hours</td><td>14 hours</td></tr>"
             "<tr><td>8-inch HDPE overflows at 1.0% (capacity 1.2 cfs)</td><td>100-yr flow 0.9 cfs</td><td>OK</td></tr>"
             "<tr><td>12-inch HDPE roof trunk at 1.0% (capacity 3.6 cfs)</td><td>100-yr flow 1.5 cfs</td><td>OK</td></tr>"
             "</table>")
    h.append("<p class='small'>Result: peak flows and volumes leaving the site are reduced for every design storm; "
             "no new discharge point is created.</p>")
    h.append('<div class="pb"></div><h1>APPENDIX C - CONSTRUCTION INSPECTION FORM</h1>')
    h.append("<p class='small'>Completed by the qualified professional every seven days and within 24 hours of a "
             "storm of 0.5 inch or more (Section 44-10A(2)); kept in the site logbook.</p>")
    h.append("<table><tr><th style='width:35%'>Item</th><th>Date / weather / rain since last</th></tr>"
             "<tr><td>Inspector, date, time</td><td>&nbsp;</td></tr><tr><td>Phase and areas disturbed (ac)</td>"
             "<td>&nbsp;</td></tr></table>")
    h.append("<table><tr><th>Practice</th><th>OK</th><th>Needs work</th><th>Notes / corrective action / date fixed"
             "</th></tr>")
    for p in ["Silt fence SF-1", "Compost filter sock FS-1", "Stabilized construction entrance",
              "Inlet protection CB-A, CB-B, new inlets", "Sediment trap ST-1 (sediment depth)", "Diversion berm",
              "Topsoil stockpile", "Concrete washout", "Temporary seeding and mulch", "Materials storage and spill kit",
              "Leaching pool inlets plugged", "Discharge points (turbidity at CB-A/CB-B)"]:
        h.append(f"<tr><td>{p}</td><td>&#9744;</td><td>&#9744;</td><td>&nbsp;</td></tr>")
    h.append("</table><p class='small'>Signature of qualified professional: ____________________ Date: __________</p>")
    h.append('<div class="pb"></div><h1>APPENDIX D - DECLARATION OF STORMWATER MAINTENANCE COVENANTS AND EASEMENT</h1>')
    h.append("""<p>THIS DECLARATION is made by the CHURCH OF THE GOOD HARBOR, a New York religious corporation
(the "Declarant"), owner of the premises at 314 Asharoken Avenue, Village of Asharoken, Suffolk County Tax Map
0100-004.00-02.00-017.000 (the "Premises"), in favour of the INCORPORATED VILLAGE OF ASHAROKEN (the "Village").</p>
<p>1. Facilities. The stormwater management facilities are porous asphalt stalls PA-1, bioretention islands BR-1 and
BR-2 and leaching pools LP-1 to LP-6, as shown on the approved Sheet C-301 (the "Facilities").</p>
<p>2. Maintenance. The Declarant shall inspect and maintain the Facilities at its own expense in accordance with the
maintenance schedule of design criterion DC-19 of the approved SWPPP, keep maintenance records, and make them
available to the Village's Stormwater Management Officer on request.</p>
<p>3. Easement. The Declarant grants the Village a perpetual easement over the Facilities and the access way shown on
Sheet C-301 to enter at reasonable times to inspect the Facilities.</p>
<p>4. Failure to maintain. If the Declarant fails to maintain the Facilities within 30 days of written notice, the
Village may perform the work and charge the cost to the Declarant as a lien on the Premises.</p>
<p>5. Binding effect. These covenants and the easement run with the land and are binding on the Declarant and all
subsequent owners of the Premises, their successors and assigns.</p>
<p>6. Recording. This Declaration shall be recorded in the office of the Suffolk County Clerk as a deed restriction
on the Premises before final plan approval, after approval as to form by counsel for the Village.</p>
<p class="sig">CHURCH OF THE GOOD HARBOR, by: /s/ Margaret Ellery, President, Board of Trustees &nbsp;&nbsp; Date: March 5, 2026</p>""")
    h.append("</body></html>")
    return "".join(h)


# ------------------------------------------------------------------ Appendix A soils (reportlab) - printed & attached

def soils_pdf(path):
    from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, PageBreak
    from reportlab.lib.styles import getSampleStyleSheet
    ss = getSampleStyleSheet()
    doc = SimpleDocTemplate(path, pagesize=letter, leftMargin=0.8 * inch, rightMargin=0.8 * inch,
                            topMargin=0.8 * inch, bottomMargin=0.8 * inch, title="Appendix A - Soils",
                            author="Marram Civil Engineering, P.C.")
    N = ss["Normal"]
    N.fontSize = 9
    N.leading = 12
    st = [Paragraph("APPENDIX A - SOILS", ss["Title"]),
          Paragraph("Custom Soil Resource Report excerpt (USDA NRCS Web Soil Survey, Suffolk County, New York) and "
                    "boring log, Church of the Good Harbor, 314 Asharoken Avenue.", N), Spacer(1, 8),
          Paragraph("A.1 Map unit legend (area of interest: limit of disturbance, 1.48 ac)", ss["Heading3"])]
    t = Table([["Map unit", "Name", "Acres in AOI", "Percent", "HSG", "Drainage class"],
               ["PlB", "Plymouth loamy sand, 3 to 8 percent slopes", "1.09", "73.6%", "A", "Excessively drained"],
               ["RdA", "Riverhead sandy loam, 0 to 3 percent slopes", "0.39", "26.4%", "B", "Well drained"]],
              colWidths=[50, 190, 60, 50, 35, 100])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"), ("FONTSIZE", (0, 0), (-1, -1), 8),
                           ("BACKGROUND", (0, 0), (-1, 0), LIGHT)]))
    st += [t, Spacer(1, 8), Paragraph("A.2 Map unit descriptions", ss["Heading3"])]
    for txt in [
        "<b>PlB - Plymouth loamy sand, 3 to 8 percent slopes.</b> Setting: outwash plains and moraines. Typical "
        "profile: 0-3 in. loamy sand; 3-24 in. loamy sand; 24-60 in. gravelly sand. Depth to restrictive feature: "
        "more than 80 inches. Depth to water table: more than 80 inches. Frequency of flooding or ponding: none. "
        "Available water capacity: low (about 3.4 inches). Hydrologic soil group: A. Ksat of the most limiting "
        "layer: high to very high (6.0 to 20 in./hr). Erosion hazard: slight on level areas, moderate where slopes "
        "exceed 5 percent and the surface is bare.",
        "<b>RdA - Riverhead sandy loam, 0 to 3 percent slopes.</b> Setting: outwash plains. Typical profile: 0-12 in. "
        "sandy loam; 12-28 in. sandy loam; 28-60 in. stratified gravelly coarse sand. Depth to water table: more "
        "than 80 inches. Hydrologic soil group: B. Ksat: moderately high to high (2.0 to 6.0 in./hr). Erosion "
        "hazard: slight."]:
        st += [Paragraph(txt, N), Spacer(1, 6)]
    st += [Paragraph("A.3 Soil properties relevant to the design", ss["Heading3"])]
    t2 = Table([["Property", "PlB", "RdA", "Design use"],
                ["Erosion factor Kw (surface)", "0.17", "0.24", "Stabilization, silt fence spacing"],
                ["Shrink-swell", "Low", "Low", "Pavement subgrade"],
                ["Suitability for infiltration", "High", "Moderate-high", "PA-1, BR-1, BR-2, LP-1 to LP-6"],
                ["Seasonal high groundwater", "> 80 in.", "> 80 in.", "Separation > 3 ft below practices"]],
               colWidths=[150, 60, 80, 190])
    t2.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"), ("FONTSIZE", (0, 0), (-1, -1), 8),
                            ("BACKGROUND", (0, 0), (-1, 0), LIGHT)]))
    st += [t2, Spacer(1, 10), Paragraph("A.4 Boring B-1 and percolation tests (Marram Civil Engineering, "
                                        "December 4, 2025)", ss["Heading3"])]
    t3 = Table([["Depth (ft)", "Description", "Notes"],
                ["0.0-0.8", "Dark brown loamy sand (topsoil)", ""],
                ["0.8-6.0", "Brown fine to medium sand, little silt", "Perc test at 5 ft (BR-1): 12 in./hr"],
                ["6.0-14.0", "Tan medium sand with fine gravel", "Perc test at 10 ft (LP-3): 8 in./hr"],
                ["14.0-21.5", "Tan coarse sand and gravel", ""],
                ["21.5", "Groundwater encountered", "Elevation about -2.0 (NAVD88)"],
                ["21.5-30.0", "Wet coarse sand and gravel", "End of boring at 30 ft"]], colWidths=[70, 220, 190])
    t3.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black"), ("FONTSIZE", (0, 0), (-1, -1), 8),
                            ("BACKGROUND", (0, 0), (-1, 0), LIGHT)]))
    st += [t3, Spacer(1, 10), Paragraph(
        "The soil survey and the boring agree: the work area is deep, sandy outwash with groundwater more than 20 "
        "feet down. The soils erode easily when bare and dry and blow in wind, so dust control and quick "
        "stabilization are required; they are well suited to infiltration practices.", N), PageBreak(),
        Paragraph("A.5 Soil map (area of interest: limit of disturbance)", ss["Heading3"])]
    from reportlab.graphics.shapes import Drawing, Polygon, String, Line, Rect
    dr = Drawing(460, 330)
    dr.add(Rect(0, 0, 460, 330, strokeWidth=0.8, fillColor=None))
    dr.add(Polygon([20, 20, 440, 20, 440, 190, 20, 200], fillColor=LIGHT, strokeWidth=0.8))
    dr.add(Polygon([20, 200, 440, 190, 440, 300, 20, 300], fillColor=None, strokeWidth=0.8))
    dr.add(String(200, 100, "PlB", fontSize=16, fontName="Helvetica-Bold"))
    dr.add(String(200, 245, "RdA", fontSize=16, fontName="Helvetica-Bold"))
    dr.add(String(30, 310, "ASHAROKEN AVENUE (north)", fontSize=8))
    dr.add(Line(20, 300, 440, 300, strokeWidth=2))
    dr.add(String(300, 30, "Map scale 1:1,200; soil lines from Web Soil Survey", fontSize=7))
    st += [dr, Spacer(1, 8), Paragraph(
        "Map unit PlB (Plymouth loamy sand, 3 to 8 percent slopes, HSG A) covers the south and central work area; "
        "map unit RdA (Riverhead sandy loam, 0 to 3 percent slopes, HSG B) covers the strip along Asharoken Avenue. "
        "Soil boundaries are also plotted on Sheet C-101.", N)]
    doc.build(st)


# ------------------------------------------------------------------ drawing sheets (reportlab)

FIRM = ["MARRAM CIVIL ENGINEERING, P.C.", "140 NEW YORK AVENUE", "HUNTINGTON, NY 11743", "for HALYARD & PELL",
        "ARCHITECTS, PLLC"]


def sheets(path):
    W, H = landscape(TABLOID)
    c = new_canvas(path, (W, H))
    s = 2.4  # points per foot: 1 in = 30 ft
    ox, oy = 70, 90

    def P(x, y):
        return (ox + x * s, oy + y * s)

    prop = [P(0, 0), P(390, 0), P(390, 250), P(0, 250)]
    sanctuary = [P(230, 140), P(300, 140), P(300, 200), P(230, 200)]
    parish = [P(310, 150), P(360, 150), P(360, 185), P(310, 185)]
    hall = [P(160, 145), P(220, 145), P(220, 200), P(160, 200)]
    lot_ex = [P(240, 60), P(370, 60), P(370, 120), P(240, 120)]
    lot_new = [P(30, 60), P(240, 60), P(240, 125), P(30, 125)]

    def base(sheet, title, proposed=True):
        title_block(c, W, H, [("PROJECT", "CHURCH OF THE\nGOOD HARBOR"), ("LOCATION", "314 ASHAROKEN AVE\nASHAROKEN, NY"),
                              ("PROJECT NO.", "2519"), ("SCALE", "1\" = 30'"), ("DATE", "03/09/2026")],
                    sheet, title, FIRM)
        polyline(c, prop, width=1.4, close=True, dash=(8, 2, 2, 2))
        label(c, *P(195, -12), "PROPERTY LINE - PARCEL 3.92 AC", size=6, anchor="c")
        polyline(c, [P(-10, 262), P(400, 262)], width=3, color=GREY)
        label(c, *P(195, 268), "ASHAROKEN AVENUE", size=8, font="Helvetica-Bold", anchor="c")
        polyline(c, sanctuary, close=True, fill=GREY)
        label(c, *P(265, 205), "EX. SANCTUARY (1958)", size=6, anchor="c")
        polyline(c, parish, close=True, fill=GREY)
        label(c, *P(335, 190), "EX. PARISH HOUSE", size=6, anchor="c")
        polyline(c, lot_ex, close=True, fill=LIGHT)
        label(c, *P(305, 90), "EX. LOT (38 SP.)", size=6, anchor="c")
        for k in range(0, 390, 14):
            c.circle(*P(k + 5, 18), 5, stroke=1, fill=0)
        label(c, *P(150, 6), "EASTERN RED CEDAR / BLACK LOCUST BUFFER - NOT TO BE DISTURBED", size=6)
        for e, yv in ((16, 30), (18, 90), (20, 160), (22, 230)):
            contour(c, [P(0, yv), P(130, yv + 5), P(260, yv - 4), P(390, yv + 3)], e, major=(e % 10 == 0))
        north_arrow(c, W - 150, H - 90)
        scale_bar(c, 60, 40, s, feet=(0, 15, 30, 60), text="SCALE: 1\" = 30'")
        if proposed:
            polyline(c, hall, close=True, fill=LIGHT, width=1.2)
            label(c, *P(190, 175), "PROPOSED", size=6, anchor="c", font="Helvetica-Bold")
            label(c, *P(190, 167), "FELLOWSHIP HALL", size=6, anchor="c", font="Helvetica-Bold")
            label(c, *P(190, 159), "6,850 SF FF 23.5", size=5.5, anchor="c")
            polyline(c, lot_new, close=True, width=1.2)
            label(c, *P(135, 110), "PARKING EXPANSION (48 NEW SPACES)", size=6, anchor="c")

    # C-101
    base("C-101", "EXISTING CONDITIONS, SOILS AND LOCATION MAP", proposed=False)
    label(c, *P(120, 100), "EXISTING MOWED LAWN", size=6, anchor="c")
    polyline(c, [P(0, 132), P(390, 128)], dash=(1, 2), width=0.9)
    label(c, *P(20, 140), "RdA (HSG B)", size=8, font="Helvetica-Bold")
    label(c, *P(20, 40), "PlB (HSG A)", size=8, font="Helvetica-Bold")
    for a, b in ((P(120, 60), P(120, 240)), (P(300, 70), P(300, 245))):
        polyline(c, [a, b], width=0.6)
    label(c, *P(124, 230), "EXISTING DRAINAGE TO AVENUE", size=5)
    c.rect(P(200, 258)[0] - 3, P(200, 258)[1] - 3, 6, 6)
    c.rect(P(330, 258)[0] - 3, P(330, 258)[1] - 3, 6, 6)
    label(c, *P(190, 250), "CB-A", size=5)
    label(c, *P(320, 250), "CB-B", size=5)
    label(c, *P(205, 275), "VILLAGE STORM DRAIN TO OUTFALL AT BEVIN ROAD - NORTHPORT BAY (DISCHARGE POINT)",
          size=5.5)
    c.circle(*P(60, 160), 3)
    label(c, *P(64, 162), "B-1 BORING", size=5)
    label(c, *P(30, -30), "TIDAL WETLAND FRINGE OF NORTHPORT BAY 210 FT SOUTH (OFF SITE) - NO SURFACE WATERS OR "
          "WETLANDS ON PARCEL", size=5.5)
    lx, ly, lw, lh = W - 330, H - 250, 200, 170
    c.rect(lx, ly, lw, lh)
    label(c, lx + 4, ly + lh - 10, "LOCATION MAP  1\" = 2,000'", size=6, font="Helvetica-Bold")
    label(c, lx + 60, ly + 140, "LONG ISLAND SOUND", size=6, color=GREY)
    polyline(c, [(lx + 10, ly + 100), (lx + 90, ly + 80), (lx + 190, ly + 95)], width=1.5)
    label(c, lx + 40, ly + 70, "ASHAROKEN AVE", size=5)
    label(c, lx + 90, ly + 30, "NORTHPORT BAY", size=6, color=GREY)
    c.circle(lx + 120, ly + 85, 6)
    label(c, lx + 128, ly + 74, "SITE", size=6, font="Helvetica-Bold")
    notes_block(c, 60, H - 45, "NOTES", [
        "SURVEY: NORTH SHORE LAND SURVEYING, 11/2025. ELEVATIONS NAVD88. SOILS: USDA NRCS WEB SOIL SURVEY (APP. A).",
        "PlB PLYMOUTH LOAMY SAND 3-8% SLOPES (HSG A); RdA RIVERHEAD SANDY LOAM 0-3% SLOPES (HSG B).",
        "EXISTING SLOPES 1-4% ACROSS THE WORK AREA; 6-8% AT THE CEDAR BUFFER."], width_chars=110)
    c.showPage()

    # C-301
    base("C-301", "GRADING, DRAINAGE AND POST-CONSTRUCTION STORMWATER PLAN")
    polyline(c, [P(40, 66), P(110, 66), P(110, 82), P(40, 82)], close=True, dash=(3, 1.5))
    label(c, *P(75, 72), "PA-1 POROUS ASPHALT 0.18 AC", size=5.5, anchor="c")
    polyline(c, [P(130, 88), P(200, 88), P(200, 102), P(130, 102)], close=True, width=1.1)
    label(c, *P(165, 93), "BR-2 980 SF", size=5.5, anchor="c")
    polyline(c, [P(250, 124), P(330, 124), P(330, 138), P(250, 138)], close=True, width=1.1)
    label(c, *P(290, 129), "BR-1 1,150 SF", size=5.5, anchor="c")
    for n, (x, y) in enumerate(((150, 210), (170, 210), (190, 210), (300, 50), (215, 85), (225, 100)), 1):
        c.circle(*P(x, y), 7)
        label(c, *P(x - 6, y + 5), f"LP-{n}", size=5)
    label(c, *P(150, 222), "LP-1 TO LP-3 10' DIA x 8' EFF. DEPTH (ROOF)", size=5)
    label(c, *P(230, 40), "LP-4 TO LP-6 10' DIA x 8' (OVERFLOWS)", size=5)
    esm = [P(25, 55), P(340, 55), P(340, 145), P(245, 145), P(245, 230), P(140, 230), P(140, 130), P(25, 130)]
    polyline(c, esm, dash=(2, 2), width=0.8, close=True)
    label(c, *P(30, 136), "STORMWATER MAINTENANCE EASEMENT TO THE VILLAGE (SEE APP. D) - RUNS WITH THE LAND,",
          size=5)
    label(c, *P(30, 131), "REMAINS IN EFFECT UPON TRANSFER OF TITLE", size=5)
    for e, pts in ((19, [P(30, 70), P(240, 75)]), (21, [P(30, 115), P(240, 118)]), (23, [P(150, 150), P(230, 150)])):
        contour(c, pts, e, major=True)
    notes_block(c, 60, H - 45, "POST-CONSTRUCTION STORMWATER NOTES", [
        "PA-1: 3\" POROUS ASPHALT, 1\" CHOKER, 18\" STONE RESERVOIR, NON-WOVEN GEOTEXTILE. NO UNDERDRAIN. NEVER SEAL OR SAND.",
        "BR-1 / BR-2: 6\" PONDING, 2.5' BIORETENTION SOIL, 3\" PEA GRAVEL, 12\" STONE, DOMED OVERFLOW RISER TO LP-4/LP-5.",
        "FINAL GRADES: PARKING 1.5-3%; CONNECTOR WALK 4.5%; 3:1 SLOPE AT CONNECTOR WITH EROSION CONTROL BLANKET.",
        "DISCHARGE: NO NEW POINT DISCHARGE; OVERFLOW ABOVE THE 100-YEAR STORAGE SHEET-FLOWS TO CB-A."], width_chars=115)
    c.showPage()

    # C-401
    base("C-401", "EROSION AND SEDIMENT CONTROL PLAN")
    lod = [P(22, 45), P(372, 45), P(372, 235), P(150, 235), P(150, 128), P(22, 128)]
    polyline(c, lod, dash=(10, 3, 2, 3), width=1.2, close=True)
    label(c, *P(26, 132), "LIMIT OF DISTURBANCE 1.48 AC (PHASE 1 WEST LOT 0.86 AC / PHASE 2 HALL 0.62 AC)", size=5.5)
    silt_fence(c, [P(22, 45), P(372, 45)])
    silt_fence(c, [P(22, 45), P(22, 128)])
    label(c, *P(150, 38), "SF-1 SILT FENCE 265 LF (SOUTH AND WEST LIMITS)", size=5.5)
    polyline(c, [P(150, 128), P(150, 235)], width=2.5, color=GREY)
    label(c, *P(140, 180), "FS-1 FILTER SOCK 140 LF", size=5.5, angle=90)
    polyline(c, [P(372, 240), P(392, 240), P(392, 256), P(372, 256)], close=True, fill=LIGHT)
    label(c, *P(330, 244), "SCE 50'x20'", size=5.5)
    polyline(c, [P(130, 88), P(200, 88), P(200, 102), P(130, 102)], close=True, width=1.3)
    label(c, *P(135, 104), "ST-1 16'x30' IN BR-2 FOOTPRINT", size=5.5)
    polyline(c, [P(30, 126), P(145, 126)], width=2, color=GREY)
    label(c, *P(32, 118), "DIVERSION BERM 18\" HIGH (BECOMES GRASS SWALE)", size=5)
    polyline(c, [P(60, 140), P(90, 140), P(90, 152), P(60, 152)], close=True)
    label(c, *P(60, 156), "STOCKPILE 12'x30' w/ SF", size=5)
    c.rect(*P(320, 200), 12, 12)
    label(c, *P(326, 215), "CW", size=5)
    polyline(c, [P(330, 150), P(365, 150), P(365, 170), P(330, 170)], close=True, dash=(2, 2))
    label(c, *P(330, 173), "STAGING / MATERIALS", size=5)
    for x in (200, 330):
        c.rect(P(x, 258)[0] - 4, P(x, 258)[1] - 4, 8, 8)
        label(c, P(x, 258)[0] + 5, P(x, 258)[1] - 10, "IP", size=5)
    notes_block(c, 60, H - 45, "EROSION AND SEDIMENT CONTROL NOTES", [
        "PRACTICES PER NEW YORK STANDARDS AND SPECIFICATIONS FOR EROSION AND SEDIMENT CONTROL. DETAILS ON SHEET C-501.",
        "PHASE 1: INSTALL SF-1, FS-1, SCE, IP, BERM AND ST-1 BEFORE CLEARING. PHASE 2: ADD SF AROUND HALL PAD.",
        "STABILIZE ANY AREA IDLE 7 DAYS WITH SEED AND MULCH. LEACHING POOL INLETS PLUGGED UNTIL TRIBUTARY AREA STABLE.",
        "NO STAGING OR STORAGE OFF SITE. CEDAR BUFFER FENCED WITH ORANGE CONSTRUCTION FENCE."], width_chars=115)
    c.showPage()

    # C-501 details
    title_block(c, W, H, [("PROJECT", "CHURCH OF THE\nGOOD HARBOR"), ("PROJECT NO.", "2519"), ("SCALE", "N.T.S."),
                          ("DATE", "03/09/2026")], "C-501", "EROSION CONTROL AND STORMWATER DETAILS", FIRM)
    boxes = [
        ("1. SILT FENCE", ["36\" WOVEN GEOTEXTILE, 2\" HARDWOOD STAKES 6' O.C.", "TOE BURIED 6\" IN TRENCH, BACKFILLED",
                           "REMOVE SEDIMENT AT 1/2 HEIGHT"]),
        ("2. COMPOST FILTER SOCK", ["12\" DIA SOCK, STAKED 10' O.C.", "REMOVE SEDIMENT AT 1/2 HEIGHT"]),
        ("3. STABILIZED CONSTRUCTION ENTRANCE", ["50' x 20' x 6\" OF 1-4\" STONE", "ON WOVEN GEOTEXTILE; TOP-DRESS AS NEEDED"]),
        ("4. DROP INLET PROTECTION", ["FILTER FABRIC ON 2x4 FRAME", "CLEAN AFTER EACH STORM"]),
        ("5. TEMPORARY SEDIMENT TRAP ST-1", ["16' x 30' BOTTOM, 2.5' DEEP, 2:1 SIDES", "1,950 CF (1,872 CF REQ'D, 3,600 CF/AC)",
                                            "4' STONE OUTLET 4-8\" STONE FACED 3/4\""]),
        ("6. POROUS ASPHALT PA-1", ["3\" OPEN-GRADED POROUS ASPHALT", "1\" CHOKER COURSE", "18\" 3/4-1 1/2\" CLEAN STONE",
                                   "NON-WOVEN GEOTEXTILE ON UNCOMPACTED SUBGRADE"]),
        ("7. BIORETENTION BR-1 / BR-2", ["6\" PONDING, 3\" MULCH", "2.5' SOIL (SAND 50/TOPSOIL 30/COMPOST 20)",
                                        "3\" PEA GRAVEL, 12\" 3/4\" STONE", "DOMED OVERFLOW RISER 12\" ABOVE BED"]),
        ("8. LEACHING POOL LP-1 TO LP-6", ["10' DIA PRECAST RINGS, 8' EFFECTIVE DEPTH", "2' COLLAR OF CLEAN SAND AND GRAVEL",
                                          "H-20 SLAB AND 24\" CAST IRON COVER", "BOTTOM > 3' ABOVE GROUNDWATER"]),
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
        # simple section graphic
        for k in range(4):
            c.rect(x + 40, y - 270 + k * 35, 170, 35)
    c.showPage()
    c.save()


# ------------------------------------------------------------------ scanned contractor certification (image only)

def _font(size, bold=False):
    p = "/usr/share/fonts/truetype/dejavu/DejaVuSans%s.ttf" % ("-Bold" if bold else "")
    return ImageFont.truetype(p, size)


def _hand(size):
    p = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"
    if not os.path.exists(p):
        p = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    return ImageFont.truetype(p, size)


def scanned_cert(path_pdf, work):
    rnd = random.Random(1207)
    dpi = 200
    Wp, Hp = int(8.5 * dpi), int(11 * dpi)
    im = Image.new("L", (Wp, Hp), 255)
    d = ImageDraw.Draw(im)
    y = 150
    d.text((150, y), "APPENDIX E - CONTRACTOR CERTIFICATIONS", font=_font(40, True), fill=0)
    y += 80
    d.text((150, y), "Church of the Good Harbor, 314 Asharoken Avenue, Asharoken, NY - Village Code Section 44-8E",
           font=_font(24), fill=0)
    y += 70
    stmt = ["\"I certify under penalty of law that I understand and agree to comply with the",
            "terms and conditions of the stormwater pollution prevention plan. I also",
            "understand that it is unlawful for any person to cause or contribute to a",
            "violation of water quality standards.\""]
    for ln in stmt:
        d.text((150, y), ln, font=_font(30), fill=0)
        y += 44
    y += 40
    blocks = [
        ("GENERAL CONTRACTOR", "Dennis Kowalczyk", "Project Manager", "Bayside Builders Corp.",
         "88 Fort Salonga Road, Northport, NY 11768", "(631) 555-0119", "March 16, 2026"),
        ("SITE WORK SUBCONTRACTOR", "Maria Lugo", "Vice President", "North Shore Excavating, Inc.",
         "12 Depot Road, Huntington Station, NY 11746", "(631) 555-0178", "March 17, 2026"),
    ]
    for title, nm, tt, firm, addr, tel, date in blocks:
        d.rectangle((140, y - 10, Wp - 140, y + 520), outline=0, width=3)
        d.text((160, y), title, font=_font(28, True), fill=0)
        y += 55
        rows = [("Name:", nm), ("Title:", tt), ("Firm:", firm), ("Address:", addr), ("Telephone:", tel),
                ("Site:", "314 Asharoken Avenue, Asharoken"), ("Date:", date)]
        for k, v in rows:
            d.text((170, y), k, font=_font(26), fill=0)
            d.text((420, y), v, font=_hand(30), fill=20)
            d.line((415, y + 36, Wp - 170, y + 36), fill=0, width=2)
            y += 52
        d.text((170, y + 6), "Signature:", font=_font(26), fill=0)
        # signature squiggle
        pts, x0 = [], 440
        for k in range(60):
            pts.append((x0 + k * 9, y + 20 + int(18 * __import__("math").sin(k / 2.3)) + rnd.randint(-4, 4)))
        d.line(pts, fill=10, width=4)
        d.line((415, y + 42, Wp - 170, y + 42), fill=0, width=2)
        y += 110
    # Bates stamp
    d.rectangle((Wp - 560, Hp - 190, Wp - 150, Hp - 120), outline=0, width=3)
    d.text((Wp - 540, Hp - 178), "HPA-GHC 000031", font=_font(40, True), fill=0)
    # copier artefacts: rotate, noise, edge shadow
    im = im.rotate(-1.6, resample=Image.BICUBIC, expand=False, fillcolor=235)
    px = im.load()
    for _ in range(9000):
        x, yy = rnd.randrange(Wp), rnd.randrange(Hp)
        px[x, yy] = rnd.randint(60, 160)
    d2 = ImageDraw.Draw(im)
    d2.rectangle((0, 0, 18, Hp), fill=90)
    im = im.filter(ImageFilter.GaussianBlur(0.6))
    png = os.path.join(work, "b_scan.png")
    im.save(png)
    c = new_canvas(path_pdf, letter)
    c.drawImage(png, 0, 0, width=letter[0], height=letter[1])
    c.showPage()
    c.save()


def build(work, out_pdf):
    p1 = html_to_pdf(narrative_html(), os.path.join(work, "b_narrative.pdf"), work)
    p2 = os.path.join(work, "b_sheets.pdf")
    sheets(p2)
    p3 = os.path.join(work, "b_soils.pdf")
    soils_pdf(p3)
    p4 = html_to_pdf(appendices_html(), os.path.join(work, "b_appx.pdf"), work)
    p5 = os.path.join(work, "b_scan.pdf")
    scanned_cert(p5, work)
    with open(p3, "rb") as f:
        soils_bytes = f.read()
    bind([p1, p2, p3, p4, p5], out_pdf, "Church of the Good Harbor - Design Narrative and SWPPP",
         "Halyard & Pell Architects, PLLC", attachments=[("Appendix_A_Soils_Report.pdf", soils_bytes)])
    return {"narr": npages(p1), "sheets": npages(p2), "soils": npages(p3), "appx": npages(p4), "scan": 1}
