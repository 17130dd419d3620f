# Plan 1 body: point-by-point response to Village of Asharoken Code Chapter 44, section 44-8.
# Produces HTML that Chromium prints to PDF (producer 1). Appendices come from plan1_appx.py (reportlab).
import html

LAW = {}  # ref -> exact text of the adopted law (quoted in the shaded boxes)
LAW['44-8A'] = ("Stormwater pollution prevention plan requirement. No application for approval of a land development "
    "activity shall be reviewed until the appropriate Board has received a stormwater pollution prevention plan (SWPPP) "
    "prepared in accordance with the specifications in this chapter.")
LAW['(1)(a)'] = "Background information about the scope of the project, including location, type and size of project;"
LAW['(1)(b)'] = ("Site map/construction drawing(s) for the project, including a general location map. At a minimum, the site map "
    "should show the total site area; all improvements; areas of disturbance; areas that will not be disturbed; existing "
    "vegetation; on-site and adjacent off-site surface water(s); wetlands and drainage patterns that could be affected by the "
    "construction activity; existing and final slopes; locations of off-site material, waste, borrow or equipment storage "
    "areas; and location(s) of the stormwater discharges(s). The site map shall be at a scale no smaller than one inch equals 100 feet;")
LAW['(1)(c)'] = "Description of the soil(s) present at the site;"
LAW['(1)(d)'] = ("Construction phasing plan describing the intended sequence of construction activities, including clearing and "
    "grubbing, excavation and grading, utility and infrastructure installation and any other activity at the site that results "
    "in soil disturbance. Consistent with the New York Standards and Specifications for Erosion and Sediment Control (Erosion "
    "Control Manual), not more than five acres shall be disturbed at any one time unless pursuant to an approved SWPPP;")
LAW['(1)(e)'] = ("Description of the pollution prevention measures that will be used to control litter, construction chemicals "
    "and construction debris from becoming a pollutant source in stormwater runoff;")
LAW['(1)(f)'] = ("Description of construction and waste materials expected to be stored on site with updates as appropriate, and a "
    "description of controls to reduce pollutants from these materials including storage practices to minimize exposure of the "
    "materials to stormwater, and spill-prevention and response;")
LAW['(1)(g)'] = ("Temporary and permanent structural and vegetative measures to be used for soil stabilization, runoff control and "
    "sediment control for each stage of the project, from initial land clearing and grubbing to project closeout;")
LAW['(1)(h)'] = "A site map/construction drawing(s) specifying the location(s), size(s) and length(s) of each erosion and sediment control practice;"
LAW['(1)(i)'] = ("Dimensions, material specifications and installation details for all erosion and sediment control practices, "
    "including the siting and sizing of any temporary sediment basins;")
LAW['(1)(j)'] = "Temporary practices that will be converted to permanent control measures;"
LAW['(1)(k)'] = ("Implementation schedule for staging temporary erosion and sediment control practices, including the timing of "
    "initial placement and duration that each practice should remain in place;")
LAW['(1)(l)'] = "Maintenance schedule to ensure continuous and effective operation of the erosion and sediment control practice;"
LAW['(1)(m)'] = "Name(s) of the receiving water(s);"
LAW['(1)(n)'] = "Delineation of SWPPP implementation responsibilities for each part of the site;"
LAW['(1)(o)'] = ("Description of structural practices designed to divert flows from exposed soils, store flows, or otherwise limit "
    "runoff and the discharge of pollutants from exposed areas of the site to the degree attainable; and")
LAW['(1)(p)'] = "Any existing data that describes the stormwater runoff at the site."
LAW['(2)'] = ("Land development activities meeting Condition A, B or C below shall also include water quantity and water quality "
    "controls (postconstruction stormwater runoff controls) as set forth below as applicable: (a) Condition A: stormwater runoff "
    "from land development activities discharging a pollutant of concern to either an impaired water identified on the "
    "Department's 303(d) list of impaired waters or a total maximum daily load (TMDL) designated watershed for which pollutants in "
    "stormwater have been identified as a source of the impairment. (b) Condition B: stormwater runoff from land development "
    "activities disturbing five or more acres. (c) Condition C: stormwater runoff from land development activity disturbing at "
    "least one but less than five acres of land during the course of the project, exclusive of the construction of single-family residences.")
LAW['(3)(a)'] = "All information in Subsection B of this section;"
LAW['(3)(b)'] = "Description of each postconstruction stormwater management practice;"
LAW['(3)(c)'] = "Site map/construction drawing(s) showing the specific location(s) and size(s) of each postconstruction stormwater management practice;"
LAW['(3)(d)'] = "Hydrologic and hydraulic analysis for all structural components of the stormwater management system for the applicable design storms;"
LAW['(3)(e)'] = "Comparison of postdevelopment stormwater runoff conditions with predevelopment conditions;"
LAW['(3)(f)'] = "Dimensions, material specifications and installation details for each postconstruction stormwater management practice;"
LAW['(3)(g)'] = "Maintenance schedule to ensure continuous and effective operation of each postconstruction stormwater management practice;"
LAW['(3)(h)'] = ("Maintenance easements to ensure access to all stormwater management practices at the site for the purpose of "
    "inspection and repair. Easements shall be recorded on the plan and shall remain in effect with transfer of title to the property;")
LAW['(3)(i)'] = "Inspection and maintenance agreement binding on all subsequent landowners served by the on-site stormwater management measures in accordance with this chapter."
LAW['44-8C'] = ("Plan certification. The SWPPP shall be prepared by a licensed professional landscape architect or a licensed "
    "professional engineer and must be signed by the professional preparing the plan, who shall certify that the design of all "
    "stormwater management practices meet the requirements of this chapter.")
LAW['44-8D'] = ("Other environmental permits. The applicant shall assure that all other applicable environmental permits have been "
    "or will be acquired for the land development activity prior to approval of the final stormwater design plan.")
LAW['44-8E'] = ("Contractor certification. (1) Each contractor and subcontractor identified in the SWPPP who will be involved in soil "
    "disturbance and/or stormwater management practice installation shall sign and date a copy of the following certification "
    "statement before undertaking any land development activity: \u201cI certify under penalty of law that I understand and agree "
    "to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful "
    "for any person to cause or contribute to a violation of water quality standards.\u201d (2) The certification must include the "
    "name and title of the person providing the signature, address and telephone number of the contracting firm; the address (or "
    "other identifying description) of the site; and the date the certification is made. (3) The certification statement(s) shall "
    "become part of the SWPPP for the land development activity.")
LAW['44-8F'] = ("A copy of the SWPPP shall be retained at the site of the land development activity during construction from the "
    "date of initiation of construction activities to the date of final stabilization.")

def tbl(head, rows, cls="t"):
    h = "<table class='%s'><thead><tr>%s</tr></thead><tbody>" % (cls, "".join("<th>%s</th>" % x for x in head))
    for r in rows:
        h += "<tr>%s</tr>" % "".join("<td>%s</td>" % x for x in r)
    return h + "</tbody></table>"

RESP = {}
RESP['44-8A'] = """<p><b>Response:</b> This document is the SWPPP for the Eatons Neck Beach Club clubhouse replacement and
parking reconfiguration, submitted to the Village Planning Board together with the site plan application. It is organised to
follow &sect; 44-8 so that the Stormwater Management Officer (SMO) can check each requirement against the answer given.</p>"""

RESP['(1)(a)'] = """<p><b>Response:</b> The Eatons Neck Beach Club, Inc. (the Applicant) proposes to demolish its 1962 one-storey
clubhouse and replace it with a two-storey clubhouse of 6,850 sq ft footprint on the same general location, reconfigure the
existing 74-space gravel and asphalt parking field into a 68-space paved lot with a landscaped island, replace the sanitary
system with an I/A OWTS, and rebuild the timber beach access walk. The property is 412 Asharoken Avenue, Village of Asharoken,
Suffolk County (SCTM District 0200, Section 002.00, Block 01.00, Lot 018.000), a 3.92-acre parcel lying between Asharoken Avenue
and the Long Island Sound beach.</p>
<p>The project is a private recreational club (non-residential). The total area of land disturbance is 1.62 acres; the remaining
2.30 acres (beach, primary dune and the vegetated bluff face) will not be disturbed. The project is a land development activity
under &sect; 44-3 because it disturbs more than one acre. Construction is planned for 14 months beginning in October.</p>"""

RESP['(1)(b)'] = """<p><b>Response:</b> See Sheet C-1, Site Plan, Grading and Drainage Plan, bound as Appendix A. Sheet C-1 is drawn at
1&nbsp;in&nbsp;=&nbsp;40&nbsp;ft and carries a general location map at 1&nbsp;in&nbsp;=&nbsp;2,000&nbsp;ft. It shows the total site area,
all improvements, the limit of disturbance, the areas to remain undisturbed, existing vegetation, Long Island Sound and the tidal
wetland boundary, drainage patterns, existing and final contours, and the points of discharge.</p>
<p>No off-site material, waste, borrow or equipment storage areas will be used; all staging is within the limit of
disturbance at the west end of the parking field, as noted on Sheet C-1.</p>"""

RESP['(1)(c)'] = """<p><b>Response:</b> The Suffolk County Soil Survey maps three units on the parcel. The upland part, where all
of the work takes place, is <i>Plymouth loamy sand, 3 to 8 percent slopes (PlB)</i>, a deep, excessively drained sand formed in
outwash; it is Hydrologic Soil Group A. The bluff face is <i>Carver and Plymouth sands, 15 to 35 percent slopes (CpE)</i>, also
excessively drained. The beach and dune below the bluff are mapped as <i>Beaches (Bc)</i>.</p>
<p>Two deep test holes were excavated on 14 March by the Applicant&rsquo;s engineer (Appendix D). Both found 0.8 to 1.5 ft of
fill and brown loamy sand over pale brown medium to coarse sand (SP/SW) to the bottom of the holes at 17 ft; groundwater was
not encountered. A field percolation rate of 2 min/in was measured. These sands erode readily when bare and will not hold
a vertical cut, which governs the perimeter and stockpile controls described below.</p>"""

RESP['(1)(d)'] = """<p><b>Response:</b> The work will proceed in the following sequence. The entire disturbance is 1.62 acres, so
no more than 1.62 acres will ever be disturbed at one time, well under the five-acre limit.</p>
<ol>
<li>Pre-construction meeting with the SMO; mark the limit of disturbance and the bluff-crest protection line in the field.</li>
<li>Install the stabilized construction entrance at the Asharoken Avenue driveway, the perimeter silt fence and compost filter
sock, the bluff-crest berm, and inlet protection on the two existing catch basins.</li>
<li>Disconnect utilities; demolish the clubhouse and remove the old septic system; haul debris off site the same week.</li>
<li>Clear and grub the parking field; strip and stockpile topsoil in the staging area; seed the stockpile if it will stand over 14 days.</li>
<li>Excavate and pour the clubhouse foundation; backfill.</li>
<li>Install leaching pools, drainage pipe and the I/A OWTS; protect each structure as it is set.</li>
<li>Rough grade the parking field and the bioretention island; place stone base.</li>
<li>Build the clubhouse superstructure; rebuild the beach access walk by hand from the bluff top.</li>
<li>Pave; fine grade and topsoil all landscape areas; plant and seed; excavate and plant the bioretention area last, after
the parking field is paved and its tributary area is stable.</li>
<li>Remove temporary controls once 80 percent uniform perennial cover is reached; final inspection by the SMO.</li>
</ol>"""

RESP['(1)(e)'] = """<p><b>Response:</b> Litter and construction debris will be collected daily in two covered 30-cubic-yard
roll-off containers at the staging area and removed by a licensed hauler when three-quarters full; no debris will be buried or
burned on site. Lunch and food waste will go in lidded cans emptied daily. Construction chemicals (form oil, curing compound,
sealants, paint) will be brought to site in the quantity needed for the work at hand and kept in their original containers in a
locked steel job box with secondary containment. Concrete trucks will wash out only into a lined washout pit in the staging
area; the hardened residue will be removed as debris. Sweeping of Asharoken Avenue at the entrance will be done at the end of
each day on which soil is tracked.</p>"""

RESP['(1)(f)'] = """<p><b>Response:</b> Materials expected to be stored on site are listed below; the list will be updated in the
site copy of this SWPPP whenever a new material is brought on site.</p>""" + tbl(
    ["Material", "Storage practice", "Exposure control"],
    [["Diesel for equipment", "No bulk storage; fuelled from a lubrication truck", "Fuelling only in staging area on absorbent pads"],
     ["Hydraulic oil, lubricants", "Original containers in job box", "Secondary containment tray, lid closed"],
     ["Cement, mortar, grout (bagged)", "On pallets under tarp", "Raised off grade, covered at end of day"],
     ["Topsoil and sand stockpiles", "Staging area only", "Silt fence ring; seed or cover after 14 days"],
     ["Demolition debris", "Covered roll-off containers", "Lids closed except when loading"],
     ["Paint, sealants, solvents", "Locked job box", "Secondary containment; no outdoor mixing"]]) + """
<p><b>Spill prevention and response.</b> A spill kit (absorbent pads, booms, granular absorbent, shovel, bags) will be kept at
the staging area and in the lubrication truck. Any spill will be stopped at its source, contained with absorbent, and the
contaminated material bagged for disposal. Spills of petroleum that reach the ground will be reported to the NYSDEC Spill
Hotline (1-800-457-7362) within two hours and to the SMO the same day. The site superintendent is the spill response
coordinator.</p>"""

RESP['(1)(g)'] = """<p><b>Response:</b> Measures for each stage of the work are set out below.</p>""" + tbl(
    ["Stage", "Temporary measures", "Permanent measures"],
    [["Initial clearing and demolition", "Construction entrance, perimeter silt fence and filter sock, bluff-crest berm, inlet protection", "Bluff face left undisturbed in existing beach grass and bayberry"],
     ["Grading and utilities", "Topsoil stockpile ring, dust control by water truck, temporary seeding of areas idle 14 days (annual ryegrass 30 lb/ac)", "&mdash;"],
     ["Building and paving", "Stone base on the parking field, inlet protection kept in place", "Asphalt pavement; roof leaders to leaching pools"],
     ["Final grading and closeout", "Erosion control blanket on slopes steeper than 3:1", "4 in topsoil, salt-tolerant seed mix, bioretention planting, American beachgrass on disturbed dune edge"]]) + ""

RESP['(1)(h)'] = """<p><b>Response:</b> See Sheet C-2, Erosion and Sediment Control Plan, which is part of the site plan drawing set
submitted to the Planning Board with the application.</p>"""

RESP['(1)(i)'] = """<p><b>Response:</b> See Sheet C-3, Construction Details, bound as Appendix B. It gives dimensions, materials and
installation requirements for the stabilized construction entrance, silt fence, compost filter sock, the bluff-crest berm and
the catch basin inlet protection.</p>
<p>Not applicable as to temporary sediment basins: no sediment basin or trap is proposed, because the sandy soils take runoff
into the ground and no area of more than 0.4 acre drains to any single point during construction.</p>"""

RESP['(1)(j)'] = """<p><b>Response:</b> Temporary practices that will be converted to permanent control measures are addressed
in accordance with the Erosion Control Manual and will be coordinated with the SMO during construction.</p>"""

RESP['(1)(k)'] = """<p><b>Response:</b> The staging of the temporary practices is as follows.</p>""" + tbl(
    ["Practice", "Initial placement", "Remains in place until"],
    [["Stabilized construction entrance", "Day 1, before any other work", "Parking field is paved"],
     ["Perimeter silt fence / filter sock", "Day 1&ndash;2, before demolition", "80% perennial cover on all upslope areas"],
     ["Bluff-crest berm", "Day 1&ndash;2, before demolition", "Final landscape at bluff top is stable"],
     ["Inlet protection (2 existing CBs)", "Day 1", "Pavement complete and swept"],
     ["Stockpile ring", "When the stockpile is started", "Stockpile is removed"],
     ["Concrete washout pit", "Before the first pour", "Last pour; pit then removed"],
     ["Temporary seeding", "Within 7 days after an area becomes idle for 14 days or more", "Area is regraded or permanently seeded"]])

RESP['(1)(l)'] = """<p><b>Response:</b> A qualified inspector will inspect the erosion and sediment control practices every seven
days and within 24 hours of any storm producing 0.5 in of rain or more, and record the results in the site logbook using the form in
Appendix E. Maintenance is as follows:</p>
<ul>
<li>Silt fence and filter sock: remove sediment when it reaches one-half the above-ground height; repair tears and sagging the same day.</li>
<li>Construction entrance: top-dress with clean 2 in stone when voids fill; sweep the road daily when tracking occurs.</li>
<li>Inlet protection: remove sediment after each storm; replace the filter fabric when clogged.</li>
<li>Bluff-crest berm: restore height and compaction after each storm; repair any breach immediately.</li>
<li>Seeded areas: reseed bare spots and re-mulch until 80 percent cover is established.</li>
</ul>"""

RESP['(1)(m)'] = """<p><b>Response:</b> The receiving waters are Long Island Sound, directly north of the site, and Northport Bay,
which receives the Asharoken Avenue drainage system to the south.</p>"""

RESP['(1)(n)'] = """<p><b>Response:</b> Responsibilities for carrying out this SWPPP are divided by part of the site:</p>""" + tbl(
    ["Part of site", "Responsible party", "Duties"],
    [["Whole site", "Eatons Neck Beach Club, Inc. (owner/operator)", "Keeps the SWPPP current; retains the qualified inspector; pays for corrective work"],
     ["Clubhouse footprint and staging area", "General contractor (to be named in Appendix F)", "Waste, materials storage, washout, spill response"],
     ["Parking field, drainage and OWTS", "Site work subcontractor", "Installs and maintains perimeter controls, inlet protection, leaching pools"],
     ["Bluff top, beach walk and dune edge", "Landscape subcontractor", "Hand work only; bluff-crest berm; beachgrass planting"],
     ["Inspection, all parts", "Qualified inspector (Harbor Line Civil, PLLC)", "7-day and storm inspections; logbook; reports to owner and SMO"]])

RESP['(1)(o)'] = """<p><b>Response:</b> The bluff-crest berm (an 18 in high compacted earth berm along the north edge of the
limit of disturbance) diverts all runoff from the exposed parking field and building pad away from the bluff face and back toward
the interior of the site, where it soaks into the sand. Perimeter silt fence and compost filter sock hold sediment at the east and
west property lines. A ring of silt fence around the topsoil stockpile in the staging area holds
sediment from the stockpile in place. Inlet protection on the two catch basins limits the discharge of
sediment to Asharoken Avenue.</p>"""

RESP['(1)(p)'] = """<p><b>Response:</b> No monitoring of stormwater runoff has ever been done at the site. The existing data that
do exist are (1) the Village Highway Department&rsquo;s record of ponding at the club driveway on Asharoken Avenue after storms of
August 2019 and September 2021, caused by runoff from the gravel parking field flowing to the road, and (2) the
predevelopment runoff computed for this plan in Appendix C, which shows 1.41 cfs leaving the parking field toward the road in
the 2-year storm.</p>"""

RESP['(2)'] = """<p><b>Response:</b> Condition C applies: the project disturbs 1.62 acres, which is at least one but less than five
acres, and it is not the construction of a single-family residence. Condition B does not apply (less than five acres). As to
Condition A, neither Long Island Sound nor Northport Bay is listed for a construction-related pollutant of concern that this
project would discharge. Postconstruction controls are therefore provided under Condition C, as answered in (3) below.</p>"""

RESP['(3)(a)'] = """<p><b>Response:</b> All information of Subsection B is given above.</p>"""

RESP['(3)(b)'] = """<p><b>Response:</b> Two kinds of postconstruction practice are proposed:</p>
<ul>
<li><b>Leaching pools LP-1 to LP-6.</b> Six precast concrete leaching pools receive runoff from the new pavement (through two
new catch basins) and from the clubhouse roof leaders. They store the runoff and infiltrate it into the Plymouth sands; they are
sized to hold the 2-year storm from all new impervious area with no overflow to the road.</li>
<li><b>Bioretention area BR-1.</b> A 1,150 sq ft planted bioretention cell in the parking island treats the first flush (the water
quality volume) of the north half of the lot before it overflows to LP-5 and LP-6.</li>
</ul>"""

RESP['(3)(c)'] = """<p><b>Response:</b> See Sheet C-1 (Appendix A), which shows the location, diameter and depth of every leaching
pool and the location and area of BR-1.</p>"""

RESP['(3)(d)'] = """<p><b>Response:</b> The hydrologic and hydraulic analysis is in Appendix C: TR-55 runoff for the 1, 2, 10 and
25-year 24-hour storms and the storage and infiltration routing of the leaching pools and BR-1.</p>"""

RESP['(3)(e)'] = """<p><b>Response:</b> The comparison is in Appendix C, Table C-2. Peak runoff leaving the site toward Asharoken
Avenue falls from 1.41 cfs to 0.00 cfs in the 2-year storm and from 2.87 cfs to 0.31 cfs in the 25-year storm, because the new
pavement drains to leaching pools where the gravel lot now runs to the road.</p>"""

RESP['(3)(f)'] = """<p><b>Response:</b> See Sheet C-3 (Appendix B) for the leaching pool detail (diameter, effective depth, rings,
slab, collar of clean sand) and the bioretention section (soil media depth and mix, underdrain, plants).</p>"""

RESP['(3)(g)'] = """<p><b>Response:</b> The owner will maintain the postconstruction practices on this schedule:</p>""" + tbl(
    ["Practice", "Task", "Frequency"],
    [["Leaching pools LP-1 to LP-6", "Inspect through the cover for sediment depth; vacuum when 12 in of sediment has collected", "Twice a year (April and October)"],
     ["Catch basins CB-1, CB-2", "Remove sediment and debris from sumps", "Twice a year and after any storm over 2 in"],
     ["Bioretention BR-1", "Remove trash; replace dead plants; refresh mulch; check ponding drains within 24 h", "Monthly in growing season; mulch yearly"],
     ["Parking lot", "Sweep", "Quarterly, and each spring after sanding"]])

RESP['(3)(h)'] = """<p><b>Response:</b> Not applicable because all stormwater management practices are located on the Applicant&rsquo;s
own property and will be maintained by the Club&rsquo;s own staff.</p>"""

RESP['(3)(i)'] = """<p><b>Response:</b> Before final plan approval the Club will execute a Stormwater Facilities Maintenance Agreement
with the Village in the form approved by Village counsel. Its terms: the owner of the parcel shall inspect and maintain
LP-1 to LP-6, CB-1, CB-2 and BR-1 in accordance with the schedule in (3)(g) and shall file an annual maintenance report with
the SMO by December 31; the agreement runs with the land and is binding on all subsequent owners of the parcel; and it will be
recorded in the Office of the Suffolk County Clerk as a deed restriction against the parcel.</p>"""

RESP['44-8C'] = """<p><b>Response:</b> This SWPPP was prepared by the undersigned licensed professional engineer.</p>
<div class='cert'><p><b>Certification of the Preparer.</b> I hereby certify that this Stormwater Pollution Prevention Plan was
prepared by me or under my direct supervision and that the design of all stormwater management practices meets the requirements
of Chapter 44 of the Code of the Village of Asharoken.</p>
<p class='sig'>Dana&nbsp;R.&nbsp;Whitcomb</p>
<p>Dana R. Whitcomb, P.E., NYS License No. 089412 &middot; Harbor Line Civil, PLLC, 27 Main Street, Northport, NY 11768 &middot;
(631) 555-0148 &middot; Date: April 22</p></div>"""

RESP['44-8D'] = """<p><b>Response:</b> Other permits: NYSDEC Tidal Wetlands permit (application filed; the limit of disturbance is
outside the adjacent area except for the beach walk); SCDHS approval of the I/A OWTS; NYSDEC SPDES General Permit coverage (NOI to
be filed after Village acceptance of this SWPPP); Village building permit.</p>"""

RESP['44-8E'] = """<p><b>Response:</b> Each contractor and subcontractor named in (1)(n) will complete the form in Appendix F
before starting work, and the completed forms will be kept with the site copy of this SWPPP.</p>"""

RESP['44-8F'] = """<p><b>Response:</b> A copy of this SWPPP, the logbook and the signed contractor forms will be kept in the site
trailer from the start of construction to final stabilization.</p>"""

ORDER = [
    ("44-8A", "&sect; 44-8A &mdash; SWPPP requirement", '44-8A'),
    ("44-8B", "&sect; 44-8B(1) &mdash; Contents of stormwater pollution prevention plans", None),
]
B1 = [('(1)(a)', 'Background information'), ('(1)(b)', 'Site map and location map'), ('(1)(c)', 'Soils'),
      ('(1)(d)', 'Construction phasing plan'), ('(1)(e)', 'Pollution prevention measures'),
      ('(1)(f)', 'Materials stored on site; spill prevention'), ('(1)(g)', 'Stabilization, runoff and sediment control measures'),
      ('(1)(h)', 'Erosion and sediment control plan'), ('(1)(i)', 'Details of erosion and sediment control practices'),
      ('(1)(j)', 'Temporary practices converted to permanent'), ('(1)(k)', 'Implementation schedule'),
      ('(1)(l)', 'Maintenance schedule'), ('(1)(m)', 'Receiving waters'), ('(1)(n)', 'Implementation responsibilities'),
      ('(1)(o)', 'Structural practices'), ('(1)(p)', 'Existing runoff data')]
B3 = [('(2)', 'Conditions A, B and C'), ('(3)(a)', 'All information of Subsection B'), ('(3)(b)', 'Postconstruction practices'),
      ('(3)(c)', 'Location and size of postconstruction practices'), ('(3)(d)', 'Hydrologic and hydraulic analysis'),
      ('(3)(e)', 'Pre- and postdevelopment comparison'), ('(3)(f)', 'Details of postconstruction practices'),
      ('(3)(g)', 'Postconstruction maintenance schedule'), ('(3)(h)', 'Maintenance easements'),
      ('(3)(i)', 'Inspection and maintenance agreement')]
TAIL = [('44-8C', '&sect; 44-8C &mdash; Plan certification'), ('44-8D', '&sect; 44-8D &mdash; Other environmental permits'),
        ('44-8E', '&sect; 44-8E &mdash; Contractor certification'), ('44-8F', '&sect; 44-8F &mdash; Copy retained on site')]

CSS = """
@page { size: 8.5in 11in; margin: 0.8in 0.85in 0.9in 0.85in; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 10pt; line-height: 1.33; color: #111; }
h1 { font-size: 19pt; margin: 0 0 6pt 0; }
h2 { font-size: 13pt; border-bottom: 1.5pt solid #1d3f6e; color: #1d3f6e; margin: 16pt 0 6pt 0; padding-bottom: 2pt; }
h3 { font-size: 10.5pt; margin: 12pt 0 3pt 0; color: #1d3f6e; page-break-after: avoid; }
.law { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 9pt; background: #e4e6ea; border-left: 3pt solid #7a8699;
       padding: 5pt 8pt; margin: 2pt 0 5pt 0; color: #2a2f38; page-break-inside: avoid; }
.law .src { font-style: normal; font-weight: bold; font-family: 'DejaVu Serif', serif; font-size: 8pt; color: #555; }
table.t { border-collapse: collapse; width: 100%; font-size: 8.8pt; margin: 4pt 0 6pt 0; }
table.t th { background: #1d3f6e; color: white; text-align: left; padding: 3pt 4pt; }
table.t td { border-bottom: 0.5pt solid #999; padding: 2.5pt 4pt; vertical-align: top; }
.cover { height: 9in; position: relative; }
.cover .band { background: #1d3f6e; color: white; padding: 18pt; margin-top: 1.2in; }
.cover .band h1 { color: white; font-size: 22pt; }
.cover .who { position: absolute; bottom: 0.2in; font-size: 10pt; }
.pb { page-break-before: always; }
.cert { border: 1pt solid #333; padding: 8pt 10pt; margin-top: 6pt; page-break-inside: avoid; }
.sig { font-family: 'Z003', cursive; font-size: 20pt; margin: 4pt 0 0 0; color: #1a237e; }
.toc td { padding: 1pt 6pt 1pt 0; font-size: 9.5pt; }
ol, ul { margin-top: 2pt; padding-left: 18pt; } li { margin-bottom: 1.5pt; }
"""

def law_box(ref):
    label = ref if ref.startswith('44-') else '44-8B' + ref
    return "<div class='law'><span class='src'>Code text, &sect; %s:</span> %s</div>" % (label, html.escape(LAW[ref]).replace('&#x27;', "'"))

def build_html():
    h = ["<html><head><meta charset='utf-8'><style>%s</style></head><body>" % CSS]
    h.append("""<div class='cover'><p style='font-size:10pt;letter-spacing:1pt'>VILLAGE OF ASHAROKEN &middot; PLANNING BOARD &middot; SITE PLAN APPLICATION</p>
<div class='band'><h1>Stormwater Pollution Prevention Plan</h1>
<p style='font-size:13pt;margin:0'>Point-by-Point Response to Village Code Chapter 44, &sect; 44-8</p>
<p style='font-size:11pt;margin:10pt 0 0 0'>Eatons Neck Beach Club &mdash; Clubhouse Replacement and Parking Reconfiguration<br>
412 Asharoken Avenue, Village of Asharoken, Suffolk County, New York</p></div>
<p style='margin-top:28pt'>Applicant: Eatons Neck Beach Club, Inc., P.O. Box 61, Northport, NY 11768</p>
<p>Submission: April 22 &middot; Revision 0</p>
<div class='who'><b>Prepared by</b><br>Harbor Line Civil, PLLC<br>27 Main Street, Northport, NY 11768<br>(631) 555-0148</div></div>""")
    h.append("""<div class='pb'></div><h2>How this plan is arranged</h2>
<p>The Village asks that a SWPPP show, item by item, how it meets &sect; 44-8 of the Village Code. Each paragraph of &sect; 44-8 is
reproduced below in a shaded box, in italics, exactly as adopted. The Applicant&rsquo;s answer follows under the heading
&ldquo;Response&rdquo;. Where an answer is given on a drawing or in a calculation, the response names the sheet or appendix.
Appendices A to F are bound at the back of this document.</p>
<table class='toc'><tr><td><b>Part 1</b></td><td>&sect; 44-8A and &sect; 44-8B(1) &mdash; SWPPP contents (items (a) to (p))</td></tr>
<tr><td><b>Part 2</b></td><td>&sect; 44-8B(2) and (3) &mdash; Postconstruction controls</td></tr>
<tr><td><b>Part 3</b></td><td>&sect; 44-8C to F &mdash; Certification, other permits, contractors, site copy</td></tr>
<tr><td>Appendix A</td><td>Sheet C-1, Site Plan, Grading and Drainage Plan</td></tr>
<tr><td>Appendix B</td><td>Sheet C-3, Construction Details</td></tr>
<tr><td>Appendix C</td><td>Drainage calculations</td></tr>
<tr><td>Appendix D</td><td>Test hole logs</td></tr>
<tr><td>Appendix E</td><td>Erosion and sediment control inspection form</td></tr>
<tr><td>Appendix F</td><td>Contractor and subcontractor form</td></tr></table>
<h3>Project at a glance</h3>""" + tbl(["Item", "Value"], [["Parcel area", "3.92 acres"], ["Area disturbed", "1.62 acres"],
    ["Existing impervious", "0.71 acre (clubhouse, asphalt, compacted gravel)"], ["Proposed impervious", "0.88 acre"],
    ["Hydrologic Soil Group", "A (Plymouth loamy sand)"], ["Receiving waters", "Long Island Sound; Northport Bay"],
    ["Postconstruction controls", "Required (Condition C)"]]))
    h.append("<div class='pb'></div><h2>Part 1. &sect; 44-8A and &sect; 44-8B(1)</h2>")
    h.append("<h3>&sect; 44-8A &mdash; SWPPP requirement</h3>" + law_box('44-8A') + RESP['44-8A'])
    for ref, title in B1:
        h.append("<h3>&sect; 44-8B%s &mdash; %s</h3>" % (ref, title) + law_box(ref) + RESP[ref])
    h.append("<div class='pb'></div><h2>Part 2. &sect; 44-8B(2) and (3) &mdash; Postconstruction controls</h2>")
    for ref, title in B3:
        h.append("<h3>&sect; 44-8B%s &mdash; %s</h3>" % (ref, title) + law_box(ref) + RESP[ref])
    h.append("<div class='pb'></div><h2>Part 3. &sect; 44-8C to &sect; 44-8F</h2>")
    for ref, title in TAIL:
        h.append("<h3>%s</h3>" % title + law_box(ref) + RESP[ref])
    h.append("</body></html>")
    return "\n".join(h)

if __name__ == '__main__':
    import sys
    open(sys.argv[1], 'w').write(build_html())
