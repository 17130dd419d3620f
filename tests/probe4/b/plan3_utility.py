"""Plan 3: Village of Asharoken, preparer's compliance checklist in front, then a utility company's standard SWPPP manual
and a short job supplement. HTML/CSS printed to PDF by headless Chromium (running headers/footers, page counters)."""
import html
import os
import re
import subprocess

NAME = "p4b_asharoken_substation_utility_program"

CSS = """
@page { size: Letter; margin: 0.85in 0.8in 0.85in 0.8in;
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font: 8pt Arial, sans-serif; color:#444; } }
@page front { @top-left { content: "Submission to the Village of Asharoken - Chapter 44 SWPPP"; font: 8pt Arial; color:#444; } }
@page manual { @top-left { content: "NSPD Construction Stormwater Program - Standard SWPPP Manual SM-7"; font: 8pt Arial; color:#444; }
  @top-right { content: "Rev. 7 - January 2025"; font: 8pt Arial; color:#444; }
  @bottom-left { content: "Uncontrolled when printed"; font: 7pt Arial; color:#777; } }
@page supp { @top-left { content: "Job Supplement JS-26-014 - Asharoken Substation Bank 2 Addition"; font: 8pt Arial; color:#444; }
  @top-right { content: "Issued March 2, 2026"; font: 8pt Arial; color:#444; } }
body { font-family: "DejaVu Serif", Georgia, serif; font-size: 10pt; line-height: 1.38; margin: 0; }
.pg { height: 9.15in; overflow: hidden; break-after: page; position: relative; }
.front { page: front; } .manual { page: manual; } .supp { page: supp; }
.manual { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 9.5pt; }
h1 { font-size: 17pt; margin: 0 0 8pt 0; } h2 { font-size: 12.5pt; margin: 10pt 0 5pt 0; border-bottom: 1px solid #999; }
h3 { font-size: 10.5pt; margin: 8pt 0 3pt 0; }
p { margin: 0 0 6pt 0; text-align: justify; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0 8pt 0; font-size: 8.6pt; }
td, th { border: 0.6pt solid #555; padding: 2.5pt 4pt; vertical-align: top; text-align: left; }
th { background: #e4e8ee; }
.box { border: 1.2pt solid #1b3a5c; padding: 6pt 8pt; margin: 6pt 0; }
.small { font-size: 8pt; color: #333; }
.cols { column-count: 2; column-gap: 18pt; }
.sig { border-bottom: 0.8pt solid #000; display: inline-block; min-width: 2.6in; height: 14pt; }
.logo { font-family: Arial; font-weight: bold; color: #1b3a5c; font-size: 20pt; letter-spacing: 2pt; }
"""


class Book:
    def __init__(self):
        self.pages = []
        self.ev = {}

    def add(self, cls, body):
        self.pages.append((cls, body))
        return len(self.pages)

    def mark(self, item, quote, page=None):
        self.ev[item] = {"pages": [page or len(self.pages)], "quote": quote}


def t(rows, head=None, widths=None):
    out = "<table>"
    if widths:
        out += "".join(f'<col style="width:{w}%">' for w in widths)
    if head:
        out += "<tr>" + "".join(f"<th>{h}</th>" for h in head) + "</tr>"
    for r in rows:
        out += "<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>"
    return out + "</table>"


def bmp(code, name, purpose, spec, install, maint):
    return (f"<h3>{code} {name}</h3><p><b>Purpose.</b> {purpose}</p>" + t([("Materials and dimensions", spec), ("Installation", install),
                                                                         ("Inspection and maintenance", maint)], widths=[24, 76]))


def build(outdir):
    b = Book()
    # page numbers are fixed by design: each .pg div is one PDF page
    P = {}
    # ---------------- 1 cover
    b.add("front", """<div class="logo">NORTH SHORE POWER DELIVERY</div><p class="small">Environmental Services Department - 175 East Old Country Road, Hicksville, NY 11801</p>
<br><br><h1>Stormwater Pollution Prevention Plan</h1>
<p style="font-size:13pt"><b>Asharoken Substation - Bank 2 Addition and 13 kV Duct Bank</b><br>Asharoken Avenue, Village of Asharoken, Suffolk County, New York</p>
<p>This submission consists of:</p><ol><li>Preparer's Compliance Checklist - Village of Asharoken Code Chapter 44, Section 44-8B (pages 2-3)</li>
<li>NSPD Construction Stormwater Program, Standard SWPPP Manual SM-7, Rev. 7 (pages {MAN}), which applies to all Company construction work</li>
<li>Job Supplement JS-26-014 for the Asharoken Substation (pages {SUP}), which applies the Manual to this job</li></ol>
<p>Submitted to: Village of Asharoken Board of Trustees and Village Engineer<br>Submitted by: North Shore Power Delivery Corp. (the "Company")<br>Date: March 2, 2026</p>
<p class="small">The Manual is the Company's controlled standard and is not revised for individual jobs. Site-specific information is in the Job Supplement. Where the two differ, the Job Supplement governs for this job.</p>""")
    # ---------------- 2-3 checklist (filled after page numbers known; placeholder)
    b.add("front", "CHECKLIST1")
    b.add("front", "CHECKLIST2")

    # ---------------- Manual pages 4-19
    M = "manual"
    b.add(M, """<h1>Standard SWPPP Manual SM-7</h1><p><b>Construction Stormwater Program</b> - Revision 7, January 2025. Approved: Director, Environmental Services.</p>
<h2>1. Purpose and Applicability</h2>
<p>This Manual establishes the standard erosion and sediment control, pollution prevention and inspection practices that North Shore Power Delivery Corp. and its contractors use on construction work that disturbs soil, including substations, overhead and underground distribution and transmission lines, gas regulator stations and service centers. It is written to be applicable to any Company site and is used together with a Job Supplement that supplies the information particular to one site.</p>
<p>The Manual is organized so that a project team can assemble a stormwater pollution prevention plan for a job by selecting the standard practices that apply, identifying them in the Job Supplement and showing them on the job drawings. The practices are based on the New York State Standards and Specifications for Erosion and Sediment Control and the New York State Stormwater Management Design Manual, and on the Company's experience with linear and small-footprint work.</p>
<p>This Manual applies whenever the Company or its contractor will disturb soil, regardless of size. Where a job disturbs one acre or more, or where a municipality requires a plan under its local law, the job's SWPPP consists of this Manual, the Job Supplement, the job drawings and the forms in Section 8.</p>
<h2>2. Definitions</h2>
<p><b>Job Supplement</b> - the site-specific part of the SWPPP for one job, prepared by the Company's project engineer. <b>Work area</b> - the land inside the limit of disturbance, including laydown and staging areas. <b>Final stabilization</b> - all soil-disturbing work complete and a uniform perennial vegetative cover with 80 percent density, or equivalent permanent cover such as stone or pavement, over all disturbed areas. <b>Trained Contractor</b> - a contractor employee who has received four hours of erosion and sediment control training endorsed by the State within the past three years. <b>Environmental Coordinator</b> - the Company's environmental representative for a job.</p>
<p><b>Qualified Inspector</b> - a licensed professional engineer, a Certified Professional in Erosion and Sediment Control, or a person working under the direction of one of them who has received four hours of endorsed training. <b>Sensitive area</b> - wetlands, tidal waters, beaches, dunes, bluffs, and any area identified as sensitive in the Job Supplement.</p>""")
    b.add(M, """<h2>3. Site Assessment Procedures</h2>
<h3>3.1 Desktop review</h3><p>Before design, the project engineer reviews the NRCS soil survey, USGS topographic mapping, NYSDEC tidal and freshwater wetland maps, FEMA flood maps, the NYSDEC Environmental Resource Mapper and any municipal drainage records. The results are summarized in the Job Supplement.</p>
<h3>3.2 Field review</h3><p>The Environmental Coordinator and the project engineer walk the site to confirm drainage patterns, identify discharge points, locate storm drain inlets within 200 feet of the work, and note areas of existing erosion. Where infiltration practices are considered, test pits are dug to confirm soil texture and depth to groundwater.</p>
<h3>3.3 Soils</h3><p>Soils are described in the Job Supplement by map unit, texture, drainage class and hydrologic soil group. On the North Shore, many Company sites are on outwash sands (Riverhead, Plymouth, Carver) or on made land and beach fill; these are highly permeable but highly erodible when bare and subject to wind erosion.</p>
<h3>3.4 Receiving waters</h3><p>Stormwater from Company work areas generally reaches surface waters through municipal or State highway drainage systems. The receiving waters for each job are identified in the Job Supplement. Where a receiving water is listed on the State's 303(d) list or is within a TMDL watershed, the Job Supplement states the pollutant of concern and any additional measures.</p>
<h3>3.5 Existing runoff data</h3><p>Any existing data describing stormwater runoff at the site - municipal drainage studies, prior Company site surveys, observations of ponding or erosion - are referenced in the Job Supplement.</p>
<h3>3.6 Phasing</h3><p>Work is phased so that not more than five acres is disturbed at any one time. Linear work is sequenced so that trench is opened, backfilled and restored in segments; no more than 300 feet of open trench is allowed at a time unless the Job Supplement allows more.</p>""")
    P["m_roles"] = b.add(M, """<h2>4. Roles and Responsibilities</h2>
<p>The following roles apply to every Company job. The Job Supplement names the persons and firms who fill them and divides responsibilities among the parts of the site.</p>"""
                         + t([("Project Manager (Company)", "Overall responsibility for compliance; stops work where controls fail; approves SWPPP changes."),
                              ("Project Engineer (Company)", "Prepares the Job Supplement and drawings; selects practices; signs the SWPPP certification where a licensed professional is required."),
                              ("Environmental Coordinator (Company)", "Pre-construction briefing; arranges qualified inspections; keeps the SWPPP file; reports spills."),
                              ("Contractor Superintendent", "Installs, maintains and repairs all controls in the contractor's work area; daily checks; signs the contractor form."),
                              ("Qualified Inspector", "Inspections at the frequency in Section 7; written reports; notifies the Superintendent of corrective actions.")],
                             ["Role", "Duties"], [28, 72]) + """
<h2>5. Standard Erosion and Sediment Control Practices</h2>
<p>The practices in this section are the Company's standard practices. Each is identified by a code (ESC-1 through ESC-12). The Job Supplement lists the codes used on a job, their locations, sizes and lengths, and the time each is installed and removed. Dimensions below are minimums; the job drawings govern where they show more.</p>""")
    P["m_esc1"] = b.add(M, bmp("ESC-1", "Silt Fence", "Intercepts sheet flow from disturbed areas and retains sediment by ponding.",
                 "Woven polypropylene geotextile, minimum 36 in. width, grab tensile 100 lb; hardwood stakes 2 in. x 2 in. x 48 in., spaced 8 ft maximum (6 ft on slopes over 10 percent).",
                 "Dig a 6 in. x 6 in. trench along the contour; bury the fabric toe and backfill and compact; stakes on the downslope side; ends turned upslope (J-hooks) every 100 ft on long runs. Maximum slope length above the fence 100 ft at 2 percent, 50 ft at 10 percent.",
                 "Inspect daily during active work and after rain. Remove sediment when it reaches one-half the above-ground height. Replace fabric that is torn, decomposed or bypassed within 24 hours.")
             + bmp("ESC-2", "Compost Filter Sock", "Perimeter control on pavement, frozen ground, shallow soils over utilities, or where trenching for silt fence is not possible.",
                   "12 in. diameter (18 in. where slope length exceeds 75 ft) knitted mesh sock filled with compost meeting the Standard's particle size; oak stakes 2 in. x 2 in. at 10 ft.",
                   "Lay on the contour in full contact with the ground; overlap joints 2 ft; stake through the center; on pavement weight with sandbags in place of stakes.",
                   "Remove sediment at one-half height; replace crushed or torn sections. At removal, slit the sock and spread the compost as mulch.")
             + bmp("ESC-3", "Stabilized Construction Entrance", "Reduces tracking of soil onto public roads.",
                   "1 to 4 in. crushed stone (NYSDOT No. 3 or 4), 8 in. thick over woven geotextile; 50 ft minimum length (or to the property line if less), 12 ft minimum width (24 ft where used by two-way traffic).",
                   "Grade to drain away from the road; place geotextile and stone before any traffic enters the work area.",
                   "Top-dress with clean stone when voids fill; sweep or vacuum the road the same day tracking occurs; never wash sediment into inlets."))
    b.add(M, bmp("ESC-4", "Storm Drain Inlet Protection", "Keeps sediment out of existing and new inlets.",
                 "Filter bag insert sized to the grate with overflow ports, or stone-filled sock ring around curb inlets; no fabric placed under grates in travel lanes without overflow.",
                 "Install before soil disturbance in the inlet's drainage area; remove only after the area is stabilized.",
                 "Empty or replace the insert when one-third full or after each storm; remove accumulated sediment from around the ring.")
             + bmp("ESC-5", "Trench Dewatering", "Prevents turbid pumped water from reaching waters or drains.",
                   "Dewatering filter bag (non-woven geotextile, 10 ft x 15 ft minimum) on a stone or vegetated surface; or a portable sediment tank.",
                   "Locate at least 50 ft from wetlands, tidal waters and inlets; discharge through the bag onto stabilized ground; pump intake floating or in a perforated standpipe.",
                   "Replace bag when one-half full; stop pumping when the discharge is visibly turbid at the edge of the work area.")
             + bmp("ESC-6", "Temporary Seeding and Mulching", "Stabilizes areas that will be idle.",
                   "Annual ryegrass 40 lb/acre (spring to August 31) or winter rye 120 lb/acre (September 1 to October 15); straw mulch 2 tons/acre; hydromulch 2,000 lb/acre of wood fiber with tackifier.",
                   "Apply within 7 days on areas idle 14 days or more, and by the end of the next business day where the Job Supplement identifies a sensitive area or an impaired water.",
                   "Reseed bare spots larger than 10 sf; replace mulch blown or washed away."))
    b.add(M, bmp("ESC-7", "Erosion Control Blanket", "Protects seeded slopes and swales.",
                 "Double-net straw or straw/coconut blanket, photodegradable netting; coir 700 g/m2 on beach and dune restoration; 6 in. wire staples or wood stakes at the manufacturer's pattern (1.5 per sq yd minimum).",
                 "Key in 6 in. at the top of slope; roll downslope; overlap 4 in. side and 6 in. end, shingle-fashion.",
                 "Re-staple lifted edges; replace displaced blanket after storms.")
             + bmp("ESC-8", "Stockpile Management", "Keeps stockpiled soil, sand and aggregate out of runoff.",
                   "Perimeter ESC-1 or ESC-2 around the pile; cover with anchored 6 mil poly or temporary seed if left more than 7 days.",
                   "Locate piles on the upslope side of trenches, at least 25 ft from inlets and 50 ft from sensitive areas; no stockpiles in the roadway overnight.",
                   "Check covers and perimeter daily; re-anchor covers after wind.")
             + bmp("ESC-9", "Dust Control", "Limits wind erosion of exposed sands.",
                   "Water by tank truck; no oil; calcium chloride only with municipal approval.",
                   "Apply when visible dust leaves the work area.", "As conditions require."))
    b.add(M, bmp("ESC-10", "Temporary Diversion Berm / Swale", "Diverts clean upslope runoff around exposed soils or directs runoff from exposed soils to a sediment control.",
                 "Compacted soil berm 18 in. high, 2:1 side slopes, or a parabolic swale 12 in. deep; stone check dams at 50 ft on grades over 2 percent; stabilized outlet.",
                 "Construct before grading of the area it serves; seed and mulch or line with blanket immediately.",
                 "Inspect after each rain; repair low spots and breaches the same day.")
             + bmp("ESC-11", "Temporary Sediment Trap", "Detains sediment-laden runoff from drainage areas up to 5 acres.",
                   "Storage 3,600 cf per acre of drainage area, half wet and half dry; stone outlet (NYSDOT No. 4 stone) with 1 ft crest depression; 2:1 length-to-width; embankment 5 ft maximum height.",
                   "Build before grading of its drainage area; stabilize embankment; mark the cleanout level on a stake.",
                   "Remove sediment when it reaches one-half of the wet storage; restore outlet stone.")
             + bmp("ESC-12", "Concrete Washout", "Contains wash water from concrete trucks and tools.",
                   "Prefabricated washout container or lined pit 10 ft x 10 ft x 3 ft with 10 mil poly liner; sign 'Concrete Washout'.",
                   "At least 50 ft from inlets and sensitive areas.",
                   "Remove hardened concrete at 75 percent of capacity; replace torn liners; remove at job end."))
    P["m_stab"] = b.add(M, """<h2>6. Stabilization, Pollution Prevention and Materials Management</h2>
<h3>6.1 Stabilization</h3><p>Temporary stabilization per ESC-6 and ESC-7. Permanent stabilization is by topsoil and permanent seed (Company mix: 50% tall fescue, 30% perennial ryegrass, 20% creeping red fescue at 5 lb per 1,000 sf; on coastal sites, American beachgrass culms at 18 in. on center), by crushed stone surfacing in substation yards, or by pavement restoration.</p>
<h3>6.2 Litter, debris and construction chemicals</h3><p>Each work area has covered waste containers emptied before they are full; crews police the work area for litter at the end of every shift. Construction debris, wire and cable reels, packaging and spoil that cannot be reused are removed from the site. Construction chemicals are limited to the quantities needed for the day's work on linear jobs.</p>
<h3>6.3 Materials stored on site and spill prevention</h3><p>Materials expected on a typical Company site: crushed stone and sand, concrete (delivered), precast vaults and duct, conduit and cable, transformer and breaker oil (mineral oil) in equipment, SF6 gas cylinders, diesel fuel for generators and equipment, hydraulic fluid, form oil, and paints. Liquids are stored in closed containers on secondary containment sized for 110 percent of the largest container, under cover or tarped, at least 100 ft from waters and inlets. Equipment is fueled only in the designated staging area over a spill pad. Each crew vehicle carries a spill kit; substation jobs keep a 55-gallon spill kit on site.</p>
<p>Spill response: stop the source, contain with booms and pads, protect inlets, notify the Environmental Coordinator and the Company's Spill Response line (1-800-555-0199). Spills reportable under State law are reported to the NYSDEC Spill Hotline within two hours. Spent absorbents are drummed and removed by the Company's waste contractor.</p>""")
    P["m_insp"] = b.add(M, """<h2>7. Inspection and Maintenance</h2>
<h3>7.1 Contractor checks</h3><p>The contractor's Trained Contractor checks all controls in the active work area every day work is performed and before forecast rain of 0.5 inch or more. Deficiencies are corrected by the end of the next business day.</p>
<h3>7.2 Qualified inspections</h3><p>Where the job disturbs one acre or more or a municipality so requires, a Qualified Inspector inspects and documents the effectiveness of all erosion and sediment control practices every seven days and within 24 hours of any storm producing 0.5 inch of precipitation or more. Reports are kept in the site logbook.</p>
<h3>7.3 Maintenance schedule</h3>"""
                        + t([("ESC-1, ESC-2", "Daily + after rain", "Remove sediment at 1/2 height; repair within 24 h"),
                             ("ESC-3", "Daily", "Top-dress stone; sweep road same day"), ("ESC-4", "After each rain", "Empty at 1/3 full"),
                             ("ESC-5", "During pumping", "Replace bag at 1/2 full"), ("ESC-6, ESC-7", "Weekly", "Reseed/restaple"),
                             ("ESC-8", "Daily", "Re-anchor covers"), ("ESC-10, ESC-11", "After each rain", "Repair breaches; clean trap at 1/2 wet storage"),
                             ("ESC-12", "Weekly", "Empty at 75%")], ["Practice", "Frequency", "Maintenance trigger / action"], [22, 22, 56])
                        + """<h3>7.4 Removal</h3><p>Temporary practices are removed only after the area they serve is finally stabilized and the Qualified Inspector agrees. Disturbance caused by removal is stabilized immediately.</p>""")
    b.add(M, """<h2>8. Training and Records</h2><p>All Company field personnel assigned to construction receive the Company's two-hour stormwater awareness module annually. Contractor superintendents on jobs with a SWPPP must be Trained Contractors. The Environmental Coordinator keeps training records for three years.</p>
<p>Records kept at the site: the SWPPP (this Manual, the Job Supplement and the drawings), permits and approvals, inspection reports, corrective action log, contractor forms, spill reports. Records are retained by the Company for five years after final stabilization.</p>
<h2>9. Amendments</h2><p>The Job Supplement is amended when the design, construction method or schedule changes in a way that affects stormwater, or when inspections show a practice is ineffective. The Manual is amended only by the Director, Environmental Services.</p>
<h2>10. Standard Forms</h2><p>The following standard forms are used on all jobs. Blank forms follow.</p>"""
          + t([("SF-1", "Contractor Acknowledgment Form"), ("SF-2", "Daily Contractor Check"), ("SF-3", "Qualified Inspector Report"),
               ("SF-4", "Corrective Action Log"), ("SF-5", "Spill Report")], ["Form", "Title"], [15, 85]))
    P["m_sf1"] = b.add(M, """<h2>Form SF-1 - Contractor Acknowledgment Form</h2>
<div class="box"><p>Contractor acknowledges receipt of the NSPD Standard SWPPP Manual SM-7 and the Job Supplement for the job named below, agrees to follow the Company's environmental procedures and the instructions of the Environmental Coordinator, and will ensure that its on-site staff attend the pre-construction environmental briefing.</p></div>"""
                       + t([("Job / site", "Asharoken Substation Bank 2 Addition, Asharoken Avenue, Asharoken, NY"), ("Contractor firm", "Bay Ridge Electrical Contractors, Inc."),
                            ("Firm address and telephone", "410 Oser Avenue, Hauppauge, NY 11788 - (631) 555-0147"), ("Name and title", "Frank Delgado, General Foreman"),
                            ("Signature", "/s/ Frank Delgado"), ("Date", "February 26, 2026")], widths=[30, 70])
                       + t([("Job / site", "Asharoken Substation Bank 2 Addition, Asharoken Avenue, Asharoken, NY"), ("Contractor firm", "Harbor Civil Constructors, LLC"),
                            ("Firm address and telephone", "55 Jericho Turnpike, Commack, NY 11725 - (631) 555-0112"), ("Name and title", "Kevin Moriarty, Superintendent"),
                            ("Signature", "/s/ Kevin Moriarty"), ("Date", "February 27, 2026")], widths=[30, 70]))
    b.add(M, """<h2>Form SF-2 - Daily Contractor Check</h2>""" + t([(x, "[ ] OK  [ ] Repair", "") for x in ["Perimeter controls (ESC-1/ESC-2)", "Construction entrance (ESC-3)", "Inlet protection (ESC-4)",
                                                                                                     "Dewatering (ESC-5)", "Stockpiles (ESC-8)", "Washout (ESC-12)", "Spill kit present", "Road clean"]] + [("", "", "")] * 6,
                                                                   ["Item", "Condition", "Notes"], [40, 25, 35]) + "<p>Checked by: <span class='sig'></span> Date: <span class='sig' style='min-width:1.2in'></span></p>")
    b.add(M, """<h2>Form SF-3 - Qualified Inspector Report</h2>""" + t([(x, "") for x in ["Date and time", "Inspector / qualification", "Weather and rainfall since last inspection",
                                                                                            "Area disturbed at time of inspection (acres)", "Areas stabilized since last inspection",
                                                                                            "Condition of each practice (by code and location)", "Discharge points - visible turbidity?",
                                                                                            "Corrective actions required and due date", "Photographs taken (numbers)"]], ["Field", "Entry"], [40, 60])
          + "<p>Inspector signature: <span class='sig'></span></p>")
    b.add(M, """<h2>Form SF-4 - Corrective Action Log</h2>""" + t([("", "", "", "", "")] * 16, ["Date found", "Practice / location", "Deficiency", "Action taken", "Date done / initials"], [14, 22, 24, 24, 16]))
    b.add(M, """<h2>Form SF-5 - Spill Report</h2>""" + t([(x, "") for x in ["Date / time of spill", "Location", "Material and estimated quantity", "Reached soil / drain / water?",
                                                                            "Containment and cleanup actions", "Notifications (Company, NYSDEC, Village)", "NYSDEC spill number", "Reported by"]], ["Field", "Entry"], [40, 60]))
    b.add(M, """<h2>Appendix M-1 - Guidance on Linear Work</h2><div class="cols"><p>Underground distribution work differs from site development: the disturbed area is long and narrow, and much of it is in or next to paved roadways whose drainage systems lead directly to waters. The principal controls are the sequencing of trench work, inlet protection along the route, control of spoil, and prompt pavement restoration.</p>
<p>Trench spoil is placed on the uphill side of the trench where space allows, or loaded directly into trucks where the trench is in the roadway. Spoil is not left in the gutter line. Where spoil must be stockpiled in the shoulder, it is ringed with compost filter sock (ESC-2) and covered at the end of each day.</p>
<p>Open trench is limited to the length that can be backfilled the same day, and in no case more than 300 feet unless the Job Supplement allows more. Trench plates are used across driveways. Temporary pavement patch is placed within 24 hours of backfill in travel lanes.</p>
<p>Directional drilling: drilling fluid (bentonite) returns are contained in a lined pit or tank; inadvertent returns are contained with sock and pumped out; drilling near tidal waters requires a frac-out contingency plan in the Job Supplement.</p>
<p>Pole setting: holes are augered and spoil is spread and seeded at the pole or removed. Access across lawns and fields is by mats where soils are wet. Ruts are restored and seeded.</p>
<p>Manholes and vaults: excavations are dewatered per ESC-5. Precast structures are delivered and set the same day where possible; excavations left open overnight are fenced and their spoil covered.</p>
<p>Restoration: roadway shoulders and lawns are restored with 4 in. topsoil and seed within 7 days of backfill; stone shoulders are restored in kind.</p></div>""")
    b.add(M, """<h2>Appendix M-2 - Guidance on Substations</h2><div class="cols"><p>Substation expansions generally enlarge a crushed-stone yard and add equipment foundations, oil containment, a control enclosure and a perimeter fence. The stone yard surface is usually treated as pervious for hydrology where it is placed on free-draining subgrade, and as impervious where it is placed on compacted fill or geotextile over clay.</p>
<p>Oil-filled equipment is set in containment sized for the largest unit plus a 24-hour 25-year storm, with an oil-stop valve or oil-absorbing discharge filter. Containment drains are closed during maintenance.</p>
<p>Grading is usually limited; the main erosion risks are the perimeter fill slopes, stockpiled stone and soil, and concentrated flow at yard corners. Perimeter control is installed before the yard is stripped, and the yard stone is placed as soon as subgrade is approved.</p>
<p>Post-construction practices commonly used: stone infiltration trenches along the yard edge, vegetated swales, and dry wells for the control enclosure roof. Where the site discharges to a municipal system, the municipality may require a comparison of pre- and post-development runoff.</p>
<p>Practice selection follows the Design Manual. Infiltration is not used where the seasonal high groundwater is within 3 feet of the bottom of the practice, or where soils are contaminated from past oil releases.</p>
<p>The Company owns substation sites in fee and maintains all stormwater practices on them through its Substation Maintenance department under the Company's preventive maintenance system.</p></div>""")
    b.add(M, """<h2>Appendix M-3 - Seed Mixes and Rates</h2>""" + t([("Company upland mix", "Tall fescue 50%, perennial ryegrass 30%, creeping red fescue 20%", "5 lb / 1,000 sf", "Apr 1-May 31, Aug 15-Oct 15"),
                                                                      ("Coastal mix", "Switchgrass, little bluestem, beach plum plugs; American beachgrass culms", "per Job Supplement", "Nov 1-Apr 15 (culms)"),
                                                                      ("Temporary - warm", "Annual ryegrass", "40 lb/acre", "Apr 1-Aug 31"),
                                                                      ("Temporary - cool", "Winter rye", "120 lb/acre", "Sep 1-Oct 15"),
                                                                      ("Wet areas", "Fowl meadow grass, redtop, soft rush", "3 lb / 1,000 sf", "Apr 1-Jun 15")],
                                                                     ["Mix", "Species", "Rate", "Seeding dates"], [20, 44, 16, 20])
          + "<p>Lime and fertilizer per soil test. Phosphorus-free fertilizer is used unless a soil test shows a deficiency. Mulch all seeded areas with straw at 2 tons per acre or hydromulch.</p>")

    # ---------------- Supplement pages
    S = "supp"
    P["s1"] = b.add(S, """<h1>Job Supplement JS-26-014</h1><p><b>Asharoken Substation - Bank 2 Addition and 13 kV Duct Bank</b><br>Prepared by the Company's Transmission and Substation Engineering group for use with Standard SWPPP Manual SM-7.</p>
<h2>S1. Project Description</h2>
<p>The Company will expand its existing Asharoken Substation on the south side of Asharoken Avenue, about 0.4 mile east of the Village Hall, by adding a second 69/13 kV transformer (Bank 2) with an oil containment pit, two 13 kV breaker bays, a 12 ft x 28 ft prefabricated control enclosure and a 95 ft extension of the crushed-stone yard to the west. A new 13 kV duct bank (four 5-in. conduits, concrete encased) will run 860 feet west from the substation within the shoulder of Asharoken Avenue to a new riser pole.</p>"""
                    + t([("Parcel", "Company-owned substation lot, 1.92 acres (SCTM 0100-002.00-01.00-011.000)"), ("Disturbance - substation yard and slopes", "0.71 acre"),
                         ("Disturbance - duct bank trench, shoulder and laydown", "0.47 acre"), ("Total disturbance", "1.18 acres"),
                         ("New impervious (control enclosure, foundations, containment)", "0.06 acre; new stone yard 0.31 acre"),
                         ("Schedule", "April 13, 2026 to November 20, 2026")], widths=[45, 55])
                    + """<p>The project disturbs more than one acre and is not single-family residential construction; it therefore meets Condition C of Section 44-8B(2), and the post-construction items of Section 44-8B(3) are addressed in Section S7.</p>""")
    b.mark("44-8B(1)(a)", "by adding a second 69/13 kV transformer (Bank 2)")
    P["s2"] = b.add(S, """<h2>S2. Site Conditions</h2>
<h3>S2.1 Topography, vegetation and drainage</h3><p>The substation lot lies on the bay side of the Asharoken isthmus between Asharoken Avenue (elevation 14) and the tidal marsh fringe to the south (elevation 4). The yard is level at elevation 12. West of the yard the lot is mown lawn and a thicket of bayberry, beach plum and black cherry on slopes of 4 to 9 percent toward the south. The marsh fringe and a 75-ft buffer will not be disturbed. The duct bank route runs in the grassed and sandy shoulder along the south edge of the pavement, which drains by sheet flow to Village catch basins on Asharoken Avenue.</p>
<h3>S2.2 Soils</h3>"""
                    + t([("Dc", "Dune land / Carver complex", "Excessively drained sand; A", "Very high infiltration; severe wind erosion hazard when bare"),
                         ("PlB", "Plymouth loamy sand, 3-8% slopes", "Excessively drained; A", "Groundwater 6-8 ft below yard (tidal influence)"),
                         ("Ur", "Urban land / fill (existing yard and road shoulder)", "Variable; C assumed", "Compacted gravelly sand fill 2-4 ft")],
                        ["Map unit", "Name", "Drainage / HSG", "Remarks"], [12, 34, 24, 30])
                    + """<p>Test pits TP-1 and TP-2 (Jan. 14, 2026) west of the yard: 0-6 in. sandy loam topsoil, 6-96 in. tan medium to coarse sand, groundwater at 84 in. (TP-1) and 90 in. (TP-2) at mid-tide; falling-head infiltration 9.8 in/hr.</p>
<h3>S2.3 Existing runoff data</h3><p>The Company's 2019 site survey and the Village's 2021 Asharoken Avenue drainage inventory were reviewed. The inventory records two Village catch basins (CB-14 and CB-15) in front of the substation discharging through a 15-in. outfall south of the lot, with ponding reported in the shoulder at CB-15 after storms over 1.5 inches. No runoff leaves the existing stone yard in storms up to the 10-year event; the yard infiltrates.</p>""")
    b.mark("44-8B(1)(c)", "Plymouth loamy sand, 3-8% slopes")
    b.mark("44-8B(1)(p)", "with ponding reported in the shoulder at CB-15 after storms over 1.5 inches")
    P["s3"] = b.add(S, """<h2>S3. Construction Phasing and Sequence</h2><p>The work is done in two stages. The total area disturbed at any one time will not exceed 0.8 acre, well under the five-acre limit.</p>"""
                    + t([("Stage 1 - Substation", "1. Install ESC-3 at the yard gate, ESC-2 compost sock along the south and west limit of disturbance, and orange fence at the 75-ft marsh buffer.<br>2. Strip and stockpile topsoil (ESC-8); clear the thicket west of the yard.<br>3. Excavate and pour Bank 2 and breaker foundations and the containment pit (ESC-5, ESC-12).<br>4. Place yard subgrade and crushed stone; set the control enclosure.<br>5. Construct infiltration trench IT-1 after the yard stone is placed.<br>6. Grade and seed the west fill slope; install blanket.", "Apr 13 - Aug 14"),
                         ("Stage 2 - Duct bank", "7. Install ESC-4 inlet protection at CB-13 to CB-16 before trenching.<br>8. Trench, lay conduit and encase in segments of no more than 300 ft, backfilling each segment the same week; spoil to trucks.<br>9. Dewater trench per ESC-5 to the laydown area west of the yard.<br>10. Restore shoulder with topsoil and seed (ESC-6, ESC-7) within 7 days of each segment.", "Jul 20 - Oct 30"),
                         ("Closeout", "11. Remove temporary controls after final stabilization; restore disturbed areas.", "Nov 2 - Nov 20")],
                        ["Stage", "Sequence", "Dates"], [18, 66, 16]))
    b.mark("44-8B(1)(d)", "The total area disturbed at any one time will not exceed 0.8 acre")
    P["s4"] = b.add(S, """<h2>S4. Erosion and Sediment Control Practices for This Job</h2>
<p>The standard practices of Manual Section 5 used on this job, with their locations, sizes and lengths, are listed below and shown on Figure S-2. Installation details are those of the Manual; no variation from the Manual details is made.</p>"""
                    + t([("ESC-2 compost filter sock, 12 in.", "South and west limit of disturbance of the yard; around laydown area", "640 LF", "Before stripping", "Until west slope has 80% cover"),
                         ("ESC-3 stabilized entrance", "Yard gate at Asharoken Ave.", "50 ft x 24 ft", "Day 1", "Until yard stone placed"),
                         ("ESC-4 inlet protection", "Village CB-13, CB-14, CB-15, CB-16", "4 each", "Before Stage 2 trenching", "Until shoulder restored"),
                         ("ESC-5 dewatering bag", "Laydown area west of yard", "1 bag, 10 x 15 ft", "When pumping", "During pumping only"),
                         ("ESC-6/ESC-7 seed, mulch, blanket", "West fill slope; shoulder restoration", "0.22 ac; blanket 2,400 sf", "Within 7 days of final grade", "Until final stabilization"),
                         ("ESC-8 stockpile", "North of laydown area", "300 CY max.", "At stripping", "Removed by Aug 14"),
                         ("ESC-10 diversion berm", "Along the top of the west fill slope", "140 LF, 18 in. high", "Before slope fill", "Until slope stabilized"),
                         ("ESC-12 concrete washout", "Laydown area", "10 x 10 ft", "Before first pour", "Until last pour")],
                        ["Practice", "Location", "Size / length", "Installed", "Remains in place"], [22, 30, 16, 16, 16])
                    + """<p>Stabilization by stage: Stage 1 - perimeter sock and entrance before any stripping, temporary seed and mulch on the stockpile and any area idle 7 days, crushed stone on the yard as soon as subgrade is approved, permanent coastal seed mix and blanket on the west slope. Stage 2 - inlet protection before trenching, same-week backfill, shoulder restored with topsoil and upland seed mix and straw mulch; pavement edge patched. Closeout - remaining bare areas seeded and blanketed.</p>
<p>Structural practices to divert and limit runoff from exposed soils: the ESC-10 diversion berm keeps runoff from the yard and gravel drive off the west fill slope and directs it to the stone yard, where it infiltrates; the compost sock on the south and west perimeter ponds and filters any sheet flow from the slope before it reaches the marsh buffer.</p>""")
    b.mark("44-8B(1)(g)", "Stabilization by stage: Stage 1 - perimeter sock and entrance before any stripping")
    b.mark("44-8B(1)(k)", "Remains in place")
    b.mark("44-8B(1)(o)", "the ESC-10 diversion berm keeps runoff from the yard and gravel drive off the west fill slope")
    P["s5"] = b.add(S, """<h2>S5. Responsibilities for Each Part of the Site</h2>"""
                    + t([("Substation yard, containment, enclosure, west fill slope, laydown area", "Harbor Civil Constructors, LLC (Kevin Moriarty, Superintendent)", "Installs and maintains ESC-2, ESC-3, ESC-8, ESC-10, ESC-12; seeding and blanket"),
                         ("Duct bank in Asharoken Ave. shoulder, riser pole", "Bay Ridge Electrical Contractors, Inc. (Frank Delgado, General Foreman)", "Installs and maintains ESC-4 at CB-13 to CB-16 and ESC-5; shoulder restoration"),
                         ("Whole site", "NSPD Environmental Coordinator (Rachel Amato)", "Pre-construction briefing, qualified inspections, SWPPP file, spill reporting"),
                         ("Post-construction practice IT-1", "NSPD Substation Maintenance", "Long-term inspection and maintenance (Section S7)")],
                        ["Part of site", "Responsible party", "Responsibilities"], [32, 32, 36])
                    + """<h2>S6. Materials, Pollution Prevention and Spills</h2><p>In addition to Manual Section 6: the new Bank 2 transformer arrives filled with about 4,200 gallons of mineral oil and is set directly on its foundation within the containment pit; no oil transfer is planned on site. SF6 breakers arrive charged. Diesel for the generator and excavator is kept in one 250-gallon double-walled tank in the laydown area. The 55-gallon spill kit is kept at the control enclosure. Waste: one covered 20 CY roll-off at the laydown area; litter pickup daily along the Asharoken Avenue work zone.</p>
<h3>Receiving waters</h3><p>Runoff from the duct bank route reaches the Village drainage system on Asharoken Avenue and, from the substation lot, the marsh fringe to the south. See Manual Section 3.4.</p>""")
    b.mark("44-8B(1)(n)", "Installs and maintains ESC-4 at CB-13")
    b.mark("44-8B(1)(f)", "Diesel for the generator and excavator is kept in one 250-gallon double-walled tank")
    P["s6"] = b.add(S, """<h2>Figure S-1 - Location Map and Existing Conditions</h2>
<svg width="100%" height="560" viewBox="0 0 680 560" font-family="Arial" font-size="10">
<rect x="5" y="5" width="670" height="550" fill="none" stroke="#000"/>
<path d="M20 120 C200 100 400 110 660 90" stroke="#000" stroke-width="14" fill="none" opacity="0.25"/><text x="260" y="100">ASHAROKEN AVENUE</text>
<rect x="300" y="140" width="180" height="230" fill="none" stroke="#000" stroke-width="2.5"/><text x="305" y="158">COMPANY PARCEL 1.92 AC (TOTAL SITE AREA)</text>
<rect x="390" y="170" width="80" height="90" fill="#ddd" stroke="#000"/><text x="393" y="215">EX. YARD</text>
<rect x="315" y="170" width="70" height="90" fill="none" stroke="#000" stroke-dasharray="5,3"/><text x="316" y="275">PROPOSED YARD EXTENSION</text>
<path d="M300 330 L480 330" stroke="#070" stroke-dasharray="2,2"/><text x="310" y="326">75-FT MARSH BUFFER - UNDISTURBED</text>
<path d="M20 420 C200 400 400 410 660 380" stroke="#39c" stroke-width="3" fill="none"/><text x="40" y="440">TIDAL MARSH FRINGE / SHORELINE (SURFACE WATER, TIDAL WETLAND)</text>
<text x="320" y="300">THICKET (BAYBERRY, BEACH PLUM) - EXISTING VEGETATION</text>
<path d="M40 128 L300 128" stroke="#c00" stroke-width="2" stroke-dasharray="8,4"/><text x="60" y="145">DUCT BANK ROUTE 860 LF (LIMIT OF DISTURBANCE IN SHOULDER)</text>
<circle cx="150" cy="118" r="5" fill="none" stroke="#000"/><text x="130" y="108">CB-14</text><circle cx="260" cy="116" r="5" fill="none" stroke="#000"/><text x="240" y="106">CB-15</text>
<text x="180" y="190">DISCHARGE: CB-14/CB-15 TO 15" VILLAGE OUTFALL</text>
<path d="M350 260 l0 40 m-5 -8 l5 8 l5 -8" stroke="#000" fill="none"/><text x="355" y="290">DRAINAGE</text>
<text x="485" y="180">EXISTING SLOPES 0-2% (YARD), 4-9% (WEST)</text><text x="485" y="196">FINAL SLOPES: YARD 0.5%, WEST FILL 3:1 MAX</text>
<text x="485" y="212">CONTOURS 1-FT, ELEV. 4 TO 14</text>
<text x="485" y="228">OFF-SITE STORAGE AREAS: NONE</text><text x="485" y="244">(LAYDOWN IS ON COMPANY PARCEL)</text>
<rect x="520" y="430" width="140" height="110" fill="none" stroke="#000"/><text x="525" y="445">LOCATION MAP</text><text x="525" y="460">EATONS NECK / ASHAROKEN</text><circle cx="590" cy="505" r="6" fill="#c00"/><text x="525" y="535">1 IN = 2,000 FT</text>
<text x="20" y="540">SCALE: 1 INCH = 50 FEET (AS PLOTTED ON 11 x 17; REDUCED HERE)   AREAS OF DISTURBANCE: YARD 0.71 AC, DUCT BANK 0.47 AC</text>
</svg>""")
    b.mark("44-8B(1)(b)", "OFF-SITE STORAGE AREAS: NONE")
    P["s7"] = b.add(S, """<h2>Figure S-2 - Erosion and Sediment Control and Post-Construction Plan</h2>
<svg width="100%" height="540" viewBox="0 0 680 540" font-family="Arial" font-size="10">
<rect x="5" y="5" width="670" height="530" fill="none" stroke="#000"/>
<rect x="200" y="100" width="300" height="330" fill="none" stroke="#000" stroke-width="2.5"/>
<path d="M200 400 L500 400 M200 400 L200 120" stroke="#840" stroke-width="3"/><text x="210" y="418">ESC-2 COMPOST SOCK 12" - 640 LF (S AND W LIMIT)</text>
<rect x="440" y="95" width="40" height="30" fill="#bbb" stroke="#000"/><text x="485" y="110">ESC-3 ENTRANCE 50' x 24'</text>
<path d="M230 200 L330 200" stroke="#000" stroke-width="2" stroke-dasharray="6,2"/><text x="230" y="192">ESC-10 DIVERSION BERM 140 LF, 18" HIGH</text>
<rect x="220" y="300" width="60" height="40" fill="none" stroke="#000"/><text x="222" y="355">ESC-8 STOCKPILE (300 CY) / ESC-12 WASHOUT 10'x10' / ESC-5 BAG</text>
<rect x="330" y="360" width="160" height="14" fill="#9cf" stroke="#000"/><text x="330" y="390">IT-1 INFILTRATION TRENCH 160 LF x 4 FT WIDE x 4 FT DEEP</text>
<path d="M20 80 L200 80" stroke="#c00" stroke-width="2" stroke-dasharray="8,4"/><text x="20" y="70">DUCT BANK 860 LF</text>
<text x="20" y="100">ESC-4 INLET PROTECTION AT CB-13, CB-14, CB-15, CB-16 (4 EA)</text>
<text x="210" y="260">ESC-6/ESC-7 WEST FILL SLOPE 0.22 AC, BLANKET 2,400 SF</text>
<rect x="360" y="140" width="30" height="60" fill="#eee" stroke="#000"/><text x="395" y="170">CONTROL ENCLOSURE (DRY WELL DW-1, 6 FT DIA. x 6 FT)</text>
<path d="M200 440 L500 440" stroke="#000" stroke-dasharray="1,3"/><text x="200" y="455">25-FT VILLAGE INSPECTION ACCESS EASEMENT (HATCHED ON C-3): SEE S7.6</text>
<text x="20" y="520">SCALE: 1 INCH = 50 FEET   REDUCED FROM COMPANY DRAWING ES-3</text>
</svg>""")
    b.mark("44-8B(1)(h)", "ESC-10 DIVERSION BERM 140 LF, 18\" HIGH")
    b.mark("44-8B(3)(c)", "IT-1 INFILTRATION TRENCH 160 LF x 4 FT WIDE x 4 FT DEEP")
    P["s8"] = b.add(S, """<h2>S7. Post-Construction Stormwater Management</h2>
<h3>S7.1 Practices</h3><p>Infiltration trench IT-1 runs along the south edge of the expanded yard and receives sheet flow from the yard stone and the new foundations; a 6 ft diameter, 6 ft deep precast dry well DW-1 receives the control enclosure roof leaders. Both are in Plymouth sand with groundwater more than 3 ft below the bottom.</p>
<h3>S7.2 Dimensions, materials and installation</h3><p>IT-1: 160 ft long, 4 ft wide, 4 ft deep, filled with 1.5 to 2.5 in. washed stone wrapped on the sides and top in non-woven geotextile (Mirafi 140N), topped with 6 in. of pea gravel; 4 in. observation well at each end; 20 ft grass filter strip upslope as pretreatment. DW-1: precast concrete ring, 6 ft diameter, with 1 ft stone envelope, traffic-rated cover; 4 in. PVC leaders. Install after the yard is stabilized; do not compact the trench bottom; scarify before placing stone.</p>
<h3>S7.3 Hydrologic and hydraulic analysis</h3><p>TR-55 method, Type III 24-hour storms (1-yr 2.7 in., 2-yr 3.4 in., 10-yr 5.0 in., 100-yr 8.6 in.). Yard stone on sand modeled at CN 76; roofs and foundations at CN 98. IT-1 storage: 160 x 4 x 4 ft x 0.4 voids = 1,024 cf, plus exfiltration at a design rate of 4.9 in/hr (half the tested rate) over the 640 sf bottom, which drains the trench in under 12 hours. DW-1 storage 170 cf for the 300 sf roof, sized for the 100-year storm.</p>"""
                    + t([("1-year", "0.00", "0.00", "0"), ("2-year", "0.02", "0.00", "0"), ("10-year", "0.41", "0.00", "0"), ("100-year", "1.62", "1.18", "1,120")],
                        ["Storm", "Pre-development peak to CB-15 / marsh (cfs)", "Post-development peak (cfs)", "Post overflow volume (cf)"], [16, 34, 28, 22])
                    + """<p>Post-development runoff from the expanded yard and the new structures is lower than pre-development for all storms through the 100-year event, because the 1,024 cf trench and the dry well capture what the lawn and thicket had shed.</p>""")
    b.mark("44-8B(3)(b)", "Infiltration trench IT-1 runs along the south edge of the expanded yard")
    b.mark("44-8B(3)(f)", "filled with 1.5 to 2.5 in. washed stone wrapped on the sides and top in non-woven geotextile")
    b.mark("44-8B(3)(d)", "IT-1 storage: 160 x 4 x 4 ft x 0.4 voids = 1,024 cf")
    b.mark("44-8B(3)(e)", "Post-development runoff from the expanded yard and the new structures is lower than")
    P["s9"] = b.add(S, """<h3>S7.4 Maintenance schedule</h3>"""
                    + t([("IT-1 infiltration trench", "Quarterly for the first year, then twice a year and after storms over 2 in.", "Check observation wells (drain within 48 h); remove sediment and leaves from the pea gravel; replace the top layer if clogged; mow filter strip"),
                         ("DW-1 dry well", "Twice a year", "Remove debris from leaders and cover; vacuum sediment when 6 in. deep"),
                         ("Yard stone", "Annual substation inspection", "Keep free of fines; no herbicide runoff to trench")],
                        ["Practice", "Inspection", "Maintenance"], [22, 30, 48])
                    + """<h3>S7.5 Responsibility</h3><p>NSPD Substation Maintenance will inspect and maintain IT-1 and DW-1 under the Company's preventive maintenance system (work order class ENV-SW).</p>
<h3>S7.6 Maintenance easement</h3><p>The Company grants the Village a 25-ft wide inspection and access easement from Asharoken Avenue along the west side of the yard to IT-1. The easement is shown hatched and recorded by note on the site plan filed with the Village (Company drawing C-3, reduced as Figure S-2) and runs with the land, remaining in effect on any transfer of title.</p>
<h3>S7.7 Inspection and maintenance agreement</h3>"""
                    + t([("Agreement binding on subsequent landowners (Section 44-8B(3)(i))", "N/A"), ("Agreement recorded", "N/A"), ("Responsible party", "NSPD Substation Maintenance")], widths=[60, 40]))
    b.mark("44-8B(3)(g)", "Check observation wells (drain within 48 h)")
    b.mark("44-8B(3)(h)", "runs with the land, remaining in effect on any transfer of title")
    P["s10"] = b.add(S, """<h2>S8. Certification of the Plan</h2>
<p>I hereby certify that this Stormwater Pollution Prevention Plan, consisting of NSPD Standard SWPPP Manual SM-7 Rev. 7 and this Job Supplement JS-26-014 with its figures, was prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.</p>
<p>Signature: <i>/s/ Priya Raghunathan</i><br>Priya Raghunathan, P.E., Senior Engineer, Transmission and Substation Engineering<br>New York P.E. License No. 089615<br>Date: March 2, 2026</p>
<div style="width:1.4in;height:1.4in;border:2pt solid #1b3a5c;border-radius:50%;margin:8pt 0 0 3in;"></div>
<h2>S9. Contractor Forms</h2><p>Form SF-1 (Manual page """ + "{SF1}" + """) has been signed by both contractors named in Section S5: Harbor Civil Constructors, LLC and Bay Ridge Electrical Contractors, Inc. Signed originals are in the SWPPP file at the site.</p>""")
    b.mark("44-8C", "the design of all stormwater management practices meets the requirements of Chapter 44")

    # ---------------- checklist (pages 2-3) with page pointers; some wrong on purpose
    ptr = {
        "44-8B(1)(a)": ("Yes", P["s1"]), "44-8B(1)(b)": ("Yes", P["s6"]), "44-8B(1)(c)": ("Yes", P["s1"]),  # wrong page (soils are on S2) - content exists
        "44-8B(1)(d)": ("Yes", P["s3"]), "44-8B(1)(e)": ("Yes", P["m_stab"]), "44-8B(1)(f)": ("Yes", P["s5"]), "44-8B(1)(g)": ("Yes", P["s4"]),
        "44-8B(1)(h)": ("Yes", P["s7"]), "44-8B(1)(i)": ("Yes", P["m_esc1"]), "44-8B(1)(j)": ("Yes", P["s4"]),  # wrong: S4 does not address conversion
        "44-8B(1)(k)": ("Yes", P["s4"]), "44-8B(1)(l)": ("Yes", P["m_insp"]), "44-8B(1)(m)": ("Yes", 5),  # Manual 3.4 only defers to supplement
        "44-8B(1)(n)": ("Yes", P["s5"]), "44-8B(1)(o)": ("Yes", P["s4"]), "44-8B(1)(p)": ("Yes", P["s2"]),
        "44-8B(3)(b)": ("Yes", P["s8"]), "44-8B(3)(c)": ("Yes", P["s7"]), "44-8B(3)(d)": ("Yes", P["s8"]), "44-8B(3)(e)": ("Yes", P["s8"]),
        "44-8B(3)(f)": ("Yes", P["s8"]), "44-8B(3)(g)": ("Yes", P["s9"]), "44-8B(3)(h)": ("Yes", P["s9"]), "44-8B(3)(i)": ("N/A - Company-owned site", None),
        "44-8C": ("Yes", P["s10"]), "44-8E": ("Yes", P["m_sf1"]),
    }
    desc = {
        "44-8B(1)(a)": "Background: scope, location, type and size", "44-8B(1)(b)": "Site map with general location map", "44-8B(1)(c)": "Soils description",
        "44-8B(1)(d)": "Construction phasing plan (5-acre limit)", "44-8B(1)(e)": "Pollution prevention: litter, chemicals, debris",
        "44-8B(1)(f)": "Materials stored on site; spill prevention and response", "44-8B(1)(g)": "Temporary and permanent structural and vegetative measures, each stage",
        "44-8B(1)(h)": "Map with location, size and length of each practice", "44-8B(1)(i)": "Dimensions, materials, installation details; sediment basins",
        "44-8B(1)(j)": "Temporary practices converted to permanent", "44-8B(1)(k)": "Implementation schedule (placement and duration)",
        "44-8B(1)(l)": "Maintenance schedule for ESC practices", "44-8B(1)(m)": "Name(s) of receiving water(s)", "44-8B(1)(n)": "Delineation of responsibilities by part of site",
        "44-8B(1)(o)": "Structural practices to divert, store or limit runoff", "44-8B(1)(p)": "Existing data describing runoff",
        "44-8B(3)(b)": "Description of each post-construction practice", "44-8B(3)(c)": "Map with location and size of post-construction practices",
        "44-8B(3)(d)": "Hydrologic and hydraulic analysis", "44-8B(3)(e)": "Pre vs. post-development comparison", "44-8B(3)(f)": "Dimensions, materials, installation details",
        "44-8B(3)(g)": "Maintenance schedule, post-construction", "44-8B(3)(h)": "Maintenance easements recorded on plan", "44-8B(3)(i)": "Inspection and maintenance agreement",
        "44-8C": "Plan certification by licensed PE / LA", "44-8E": "Contractor certification statements",
    }
    rows = []
    for k, (ans, pg) in ptr.items():
        sec = "44-8" + k[4:] if k.startswith("44-8B") else k
        rows.append((f"Section {sec}", desc[k], ans + (f", p. {pg}" if pg else "")))
    head = ["Chapter 44 item", "Requirement", "Provided / page"]
    c1 = ("<h1>Preparer's Compliance Checklist</h1><p>Village of Asharoken Code Chapter 44, Stormwater Management and Erosion and Sediment Control, Section 44-8B contents. "
          "Page numbers refer to the page counter at the foot of each page of this submission.</p><p>Project: Asharoken Substation Bank 2 Addition. Prepared by: P. Raghunathan, P.E. Date: March 2, 2026.</p>"
          + t(rows[:14], head, [22, 54, 24]))
    c2 = "<h2>Checklist (continued)</h2>" + t(rows[14:], head, [22, 54, 24]) + (
        "<p>Condition A, B or C of Section 44-8B(2): Condition C applies (1.18 acres disturbed, not single-family residential). Post-construction items are therefore included.</p>"
        "<p>Checked by: <i>/s/ P. Raghunathan</i></p>")
    b.pages[1] = ("front", c1)
    b.pages[2] = ("front", c2)
    # resolve {SF1}
    man = [i for i, (c, _) in enumerate(b.pages, 1) if c == "manual"]
    sup = [i for i, (c, _) in enumerate(b.pages, 1) if c == "supp"]
    b.pages = [(c, body.replace("{SF1}", str(P["m_sf1"])).replace("{MAN}", f"{man[0]}-{man[-1]}").replace("{SUP}", f"{sup[0]}-{sup[-1]}")) for c, body in b.pages]

    # evidence in the manual (generic text that does apply to this job)
    b.mark("44-8B(1)(e)", "crews police the work area for litter at the end of every shift", P["m_stab"])
    b.mark("44-8B(1)(i)", "Dig a 6 in. x 6 in. trench along the contour", P["m_esc1"])
    b.mark("44-8B(1)(l)", "Maintenance trigger / action", P["m_insp"])

    doc = "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Asharoken Substation SWPPP</title><style>" + CSS + "</style></head><body>"
    for cls, body in b.pages:
        doc += f'<div class="pg {cls}">{body}</div>\n'
    doc += "</body></html>"
    src = os.path.join(outdir, "src")
    os.makedirs(src, exist_ok=True)
    hp = os.path.join(src, NAME + ".html")
    with open(hp, "w") as f:
        f.write(doc)
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", f"--print-to-pdf={out}", "file://" + hp],
                   check=True, capture_output=True)
    # fix the volatile metadata dates so rebuilds are byte-stable apart from Chromium internals
    from pypdf import PdfReader, PdfWriter
    r = PdfReader(out)
    w = PdfWriter(clone_from=r)
    w.add_metadata({"/CreationDate": "D:20260302090000Z", "/ModDate": "D:20260302090000Z", "/Title": "Asharoken Substation SWPPP",
                    "/Author": "North Shore Power Delivery Corp."})
    with open(out, "wb") as f:
        w.write(f)
    heads = []
    for i, (cls, body) in enumerate(b.pages, 1):
        for m in re.finditer(r"<h[123][^>]*>(.*?)</h[123]>", body):
            heads.append((i, html.unescape(re.sub("<[^>]+>", "", m.group(1)))))

    items_ids = ["44-8B(1)(%s)" % x for x in "abcdefghijklmnop"] + ["44-8B(3)(%s)" % x for x in "bcdefghi"] + ["44-8C", "44-8E"]
    gaps = {
        "44-8B(1)(j)": f"checklist row says 'Yes, p. {P['s4']}' but page {P['s4']} (S4) gives practices, stabilization by stage and removal times only; no temporary practice is identified as converted to a permanent measure anywhere in the Manual or the Supplement",
        "44-8B(1)(m)": f"pointer loop: checklist says 'Yes, p. 5' (Manual 3.4: 'The receiving waters for each job are identified in the Job Supplement'); the Supplement's 'Receiving waters' paragraph (p. {P['s5']}) says only 'the Village drainage system' and 'the marsh fringe to the south' and refers back to Manual 3.4; no water is named in the text",
        "44-8B(3)(i)": f"bare 'N/A' on the form lines of S7.7 (p. {P['s9']}) and 'N/A - Company-owned site' in the checklist; Condition C applies and no inspection and maintenance agreement or its binding terms are given (internal work-order maintenance is not an agreement binding subsequent owners)",
        "44-8E": f"certification missing its statement: Form SF-1 (p. {P['m_sf1']}) is signed and dated with names, titles, firm addresses, phones and site, but its text is an acknowledgment of receipt and agreement to follow Company procedures, not the Chapter 44 statement (penalty of law; understand and agree to comply with the SWPPP; unlawful to cause or contribute to a violation of water quality standards)",
    }
    items = {i: ("missing" if i in gaps else "present") for i in items_ids}
    label = {
        "checklist": "asharoken-ch44",
        "style": "preparer's compliance checklist in front (page pointers, some wrong) followed by a utility company's generic standard SWPPP manual and a short site-specific job supplement",
        "producer": "Chromium headless print to PDF from HTML/CSS (named pages, running headers/footers, page counters, inline SVG figures)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.18, "project_type": "utility substation expansion with 860-ft duct bank", "single_family": False, "impaired_water": False},
        "items": items,
        "evidence": {i: b.ev[i] for i in items_ids if items[i] == "present"},
        "gaps": gaps,
        "image_only_pages": [],
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": "1.18 ac disturbed, not single-family: a land development activity under 44-3 and Condition C of 44-8B(2), so 44-8B(3)(b)-(i) apply. "
                 "Checklist pointers: (c) points to p. %d but the soils are on p. %d (present, wrong pointer only); (j), (m), 44-8E pointers lead to pages "
                 "that lack the item. Generic Manual text counts where it applies to this job: (e) litter/debris (Manual 6.2), (i) practice details "
                 "(Manual 5, Supplement S4 says no variation from them), (l) maintenance schedule (Manual 7.3). (1)(m): Figure S-1 "
                 "labels only a 'tidal marsh fringe / shoreline' and the text says 'the Village drainage system'; no water body is named anywhere. 44-8B(3)(h): easement stated as recorded by note on the filed site plan and running with the land." % (P["s1"], P["s2"]),
    }
    return NAME, label, heads
