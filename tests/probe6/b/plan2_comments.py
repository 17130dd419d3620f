"""Plan 2: Town of Somers, SWPPP exported from an online document editor with review comments left in."""
from common import html_to_pdf

NAME = "p6b_editorexport_somers_amawalk_ridge_townhomes"
TOTAL = 13

CSS = """
@page { size: Letter; margin: 0; }
body { margin:0; font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.6pt; color:#202124; }
.page { width: 8.5in; height: 11in; box-sizing: border-box; padding: 0.45in 0.35in 0.4in 0.6in; position: relative;
        page-break-after: always; display: grid; grid-template-columns: 5.35in 2.1in; column-gap: 0.12in; grid-template-rows: auto 1fr auto; }
.page:last-child { page-break-after: auto; }
.top { grid-column: 1 / span 2; font-size: 7pt; color:#5f6368; border-bottom: 1px solid #dadce0; padding-bottom: 3px; margin-bottom: 6px; }
.top span.r { float:right; }
.main { grid-column: 1; }
.margin { grid-column: 2; background:#f8f9fa; border-left:1px solid #dadce0; padding: 4px 5px; }
.foot { grid-column: 1 / span 2; font-size: 7pt; color:#5f6368; border-top:1px solid #dadce0; padding-top:3px; }
.fn { font-size: 7.4pt; color:#333; border-top: 0.6px solid #999; width: 2in; padding-top: 2px; margin-top: 6px; }
.fnl { font-size: 7.4pt; color:#333; margin: 1px 0; }
.card { background:#fff; border:1px solid #dadce0; border-radius:6px; padding:4px 6px; margin-bottom:7px; font-size:7.6pt; box-shadow: 0 1px 2px rgba(0,0,0,.15); }
.card .who { font-weight:bold; } .card .when { color:#5f6368; font-size:6.8pt; }
.card .st { float:right; font-size:6.5pt; padding:0 3px; border-radius:3px; }
.res { background:#e6f4ea; color:#137333; } .open { background:#fce8e6; color:#a50e0e; }
.card .reply { border-top:1px solid #eee; margin-top:3px; padding-top:3px; }
.hl { background:#fde293; }
.sugins { color:#188038; text-decoration: underline; }
.sugdel { color:#188038; text-decoration: line-through; }
.sugtag { font-size:6.8pt; color:#188038; }
h1 { font-size: 15pt; font-weight: normal; margin: 6px 0 5px 0; color:#111; }
h2 { font-size: 12pt; font-weight: normal; margin: 9px 0 4px 0; color:#111; }
h3 { font-size: 10.2pt; margin: 7px 0 3px 0; }
p { margin: 3px 0 6px 0; line-height: 1.32; }
table.t { border-collapse: collapse; width:100%; font-size: 8.2pt; margin: 4px 0 6px 0; }
table.t th, table.t td { border: 0.7px solid #9aa0a6; padding: 2px 4px; vertical-align: top; text-align:left; }
table.t th { background:#f1f3f4; }
ol, ul { margin: 2px 0 4px 0; padding-left: 18px; } li { margin-bottom: 2px; line-height:1.28; }
sup { font-size: 6.5pt; }
"""

DOC = "Amawalk Ridge Townhomes - SWPPP (Draft 7)"


def card(who, when, text, status="open", replies=()):
    st = '<span class="st res">Resolved</span>' if status == "res" else '<span class="st open">Open</span>'
    rs = "".join(f'<div class="reply"><span class="who">{w}</span> <span class="when">{d}</span><br>{t}</div>' for w, d, t in replies)
    return f'<div class="card">{st}<span class="who">{who}</span><br><span class="when">{when}</span><br>{text}{rs}</div>'


def page(n, main, margin="", fns=()):
    fn = ""
    if fns:
        fn = '<div class="fn"></div>' + "".join(f'<p class="fnl"><sup>{i}</sup> {t}</p>' for i, t in fns)
    return (f'<div class="page"><div class="top">{DOC}<span class="r">Exported from Folio Docs &middot; 2026-02-10 16:42 &middot; Comments and suggestions shown</span></div>'
            f'<div class="main">{main}{fn}</div><div class="margin">{margin}</div>'
            f'<div class="foot">{n} / {TOTAL}</div></div>')


def fullpage(n, main):
    return (f'<div class="page" style="grid-template-columns: 7.55in;"><div class="top" style="grid-column:1">{DOC}<span class="r">Exported from Folio Docs &middot; 2026-02-10 16:42 &middot; Comments and suggestions shown</span></div>'
            f'<div class="main">{main}</div><div class="foot" style="grid-column:1">{n} / {TOTAL}</div></div>')


P = []
P.append(page(1, """
<div style="height:0.9in"></div>
<h1 style="font-size:22pt">Stormwater Pollution Prevention Plan</h1>
<p style="font-size:13pt">Amawalk Ridge Townhomes<br>NYS Route 35 (Amawalk Road), Hamlet of Amawalk<br>Town of Somers, Westchester County, NY</p>
<p>Tax Map Section 37.06, Block 1, Lots 8 and 9</p>
<div style="height:0.4in"></div>
<table class="t" style="width:90%">
<tr><td>Applicant</td><td>Amawalk Ridge Development Corp., 220 Route 100, Somers, NY 10589</td></tr>
<tr><td>Prepared by</td><td>Larchmere Engineering &amp; Land Planning, P.C., 41 Main Street, Brewster, NY 10509, (845) 555-0193</td></tr>
<tr><td>Status</td><td>Draft 7 for Planning Board submission, <span class="hl">February 2026</span></td></tr>
</table>
<p style="margin-top:0.4in;font-size:8pt;color:#5f6368">Document owner: D. Castellano. Shared with: K. Osei, R. Lindqvist, M. Ferrante (Applicant).</p>
""", card("Renata Lindqvist", "Feb 9, 2026, 11:02 AM", "Update the date to the submission date before we send.", "open")
   + card("Kwame Osei", "Jan 28, 2026, 3:15 PM", "Do we need the NOI in this version?", "res",
          [("Dana Castellano", "Jan 28, 2026", "No, NOI goes in with the final. Resolving.")])))

P.append(page(2, """
<h1>1. Project Overview</h1>
<p>Amawalk Ridge Development Corp. proposes to build fourteen (14) attached townhome units in four buildings on a 6.2-acre assemblage
on the west side of NYS Route 35 about 0.4 mile east of the Amawalk Reservoir dam. The project includes a 22-ft private access drive
with guest parking, water and sewer connections to the Amawalk water and sewer districts, retaining walls, and landscaping.
The project is a <span class="hl">multifamily residential development</span> listed in Town Code &sect; 93-6A(2)(c).</p>
<p>Total soil disturbance will be 3.05 acres. New impervious cover (roofs, drive, walks and patios) totals 1.21 acres. Because the
project disturbs more than one acre and is a listed activity, post-construction controls are included under the enhanced
phosphorus removal standards.<sup>1</sup></p>
<h3>1.1 Receiving water</h3>
<p>Runoff reaches an unnamed tributary that enters the Amawalk Reservoir, a New York City water supply reservoir within the Croton
watershed phosphorus TMDL.</p>
<h3>1.2 Responsibilities</h3>
<table class="t">
<tr><th>Role</th><th>Name</th></tr>
<tr><td>Owner/operator</td><td>Amawalk Ridge Development Corp. (Michael Ferrante)</td></tr>
<tr><td>SWPPP preparer</td><td>Larchmere Engineering &amp; Land Planning, P.C.</td></tr>
<tr><td>Site contractor</td><td>Ridgeback Site Works, LLC</td></tr>
<tr><td>Qualified inspector</td><td>Larchmere Engineering (Kwame Osei, P.E.)</td></tr>
</table>
""", card("Kwame Osei", "Jan 30, 2026, 9:40 AM", "Is it 3.05 or 3.1 ac? EAF says 3.1.", "res",
          [("Dana Castellano", "Jan 30, 2026", "3.05 from CAD; EAF rounded. Fixed EAF.")])
   + card("Renata Lindqvist", "Feb 2, 2026, 1:20 PM", "Highlighted: confirm Planning Board treats this as multifamily not subdivision.", "res"),
   fns=[(1, "NYSDEC, New York State Stormwater Management Design Manual, January 2015, Chapter 10 (enhanced phosphorus removal).")]))

P.append(page(3, """
<h1>2. Site Description</h1>
<p>The site is a former horse farm: about 3.4 acres of hay field and paddock, a 1.1-acre wooded knoll in the northwest corner, and
the remains of a barn and riding ring. Slopes range from 2 percent in the field to 15-25 percent on the knoll. A Town-regulated
wetland buffer crosses the southwest corner; no work is proposed in the wetland, and its 100-ft buffer is disturbed only by the
outlet of the stormwater basin (Town wetland permit pending). Runoff sheet-flows south-west to the tributary.</p>
<h3>2.1 Soils</h3>
<p>Soils from the NRCS Web Soil Survey<sup>2</sup> and test pits (Appendix D):</p>
<table class="t">
<tr><th>Symbol</th><th>Name</th><th>HSG</th><th>Notes</th></tr>
<tr><td>PnB</td><td>Paxton fine sandy loam, 3-8%</td><td>C</td><td>Fragipan at 2-3 ft; perched water in spring</td></tr>
<tr><td>CrC</td><td>Charlton-Chatfield complex, rocky</td><td>B</td><td>Knoll; bedrock 3-6 ft</td></tr>
<tr><td>Sh</td><td>Sun silt loam</td><td>D</td><td>Wetland edge; not disturbed</td></tr>
</table>
<p>Most of the development area is on Paxton soils (HSG C). The Charlton-Chatfield soils of the knoll (HSG B) will receive the
infiltration practice for roof runoff.</p>
<h3>2.2 Existing runoff</h3>
<p>There are no monitoring records for this tributary. Existing flows were estimated only as part of the analysis in Section 6.</p>
""", card("Marco Ferrante", "Feb 3, 2026, 8:05 AM", "Can we avoid saying 'horse farm'? Buyers read these.", "open",
          [("Dana Castellano", "Feb 3, 2026", "It's the existing condition, needs to stay.")]),
   fns=[(2, "USDA-NRCS Web Soil Survey, Westchester County, accessed December 2025.")]))

P.append(page(4, """
<h1>3. Construction Sequence</h1>
<p>Construction will proceed in two phases so that the disturbed area is limited: Phase 1 (access drive, utilities, Buildings A and B,
1.72 ac) and Phase 2 (Buildings C and D, 1.33 ac). Neither phase nor the project as a whole exceeds five acres of disturbance at one time.</p>
<ol>
<li>Pre-construction meeting with the Town Engineer and inspector; flag limits of disturbance and wetland buffer.</li>
<li>Install the stabilized construction entrance at Route 35.</li>
<li>Install silt fence along the downslope limits and the wetland buffer line, and the orange barrier fence at the buffer.</li>
<li>Clear and grub Phase 1 and the basin area. <span class="sugins">Remove the barn slab and riding ring base to an approved off-site facility.</span> <span class="sugtag">[Suggested: R. Lindqvist]</span></li>
<li>Build the stormwater basin first as temporary sediment basin SB-1 with its riser and skimmer; stabilize the embankment.</li>
<li>Rough grade Phase 1; install storm drains with inlet protection, sewer and water.</li>
<li>Construct the access drive base course; build Buildings A and B.</li>
<li>Temporarily seed areas at rough grade within the times in Section 4.2.</li>
<li>Begin Phase 2 clearing only after Phase 1 graded areas have temporary or permanent stabilization.</li>
<li>Rough grade Phase 2, build Buildings C and D and the infiltration trench IT-1 (roof runoff) after upslope stabilization.</li>
<li>Final grading, topsoil, seeding and landscaping.</li>
<li>After the site is stabilized, clean out SB-1 and convert it to the permanent wet extended detention pond P-1: remove the skimmer, install the permanent riser orifice plate, and plant the aquatic bench.</li>
<li>Remove temporary controls when 80% vegetative cover is reached; file the Notice of Termination.</li>
</ol>
""", card("Kwame Osei", "Feb 4, 2026, 10:11 AM", "Step 5: is the riser sized for both uses? Please check the skimmer orifice.", "res",
          [("Dana Castellano", "Feb 5, 2026", "Yes, see 4.3.")])
   + card("Renata Lindqvist", "Feb 6, 2026, 2:48 PM", "Suggestion in step 4: the slab has to go somewhere.", "open")))

P.append(page(5, """
<h1>4. Erosion and Sediment Control</h1>
<h3>4.1 Practices by activity and schedule</h3>
<table class="t">
<tr><th>Activity</th><th>Practices</th><th>Install</th><th>Keep until</th></tr>
<tr><td>Access</td><td>Stabilized construction entrance</td><td>Day 1</td><td>Drive base course placed</td></tr>
<tr><td>Clearing / grubbing</td><td>Silt fence, barrier fence at buffer</td><td>Before clearing</td><td>80% cover upslope</td></tr>
<tr><td>Grading</td><td>Sediment basin SB-1, diversion swales DS-1/DS-2</td><td>Before mass grading</td><td>Drainage area stabilized</td></tr>
<tr><td>Stockpiles</td><td>Silt fence ring, temporary seed</td><td>When formed</td><td>Stockpile removed</td></tr>
<tr><td>Utilities</td><td>Inlet protection, dewatering bag</td><td>As structures set</td><td>Paving complete</td></tr>
<tr><td>Final grading</td><td>Topsoil, seed, mulch, blankets on 3:1</td><td>Within 14 days</td><td>Permanent</td></tr>
</table>
<h3>4.2 Soil stabilization</h3>
<p>All stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control (Blue Book, 2016).
Disturbed areas where work has stopped will be stabilized starting by the next business day and completed within 7 days, since the
site discharges to a phosphorus-TMDL watershed.<sup>3</sup> Temporary seeding is annual ryegrass at 40 lb/ac (winter rye at
100 lb/ac after Sept. 15) with straw mulch at 2 tons/ac. Winter stabilization uses doubled mulch rates and anchoring. Permanent
stabilization is 4 in of topsoil and a perennial conservation mix at 100 lb/ac, with erosion control blanket on slopes 3:1 or
steeper and on swale linings. Final stabilization means 80% uniform perennial cover or permanent surfacing.</p>
""", card("Kwame Osei", "Feb 4, 2026, 10:30 AM", "Good. 7 days is right for TMDL.", "res"),
   fns=[(3, "NYSDEC SPDES General Permit GP-0-25-001, Part IV.B.")]))

P.append(page(6, """
<h3>4.3 Practice specifications</h3>
<table class="t">
<tr><th>Practice</th><th>Size / material</th><th>Install / maintain</th></tr>
<tr><td>Construction entrance</td><td>50 ft x 24 ft, 6 in of 1-4 in stone on geotextile</td><td>Top-dress when clogged</td></tr>
<tr><td>Silt fence</td><td>Woven fabric, 36 in, stakes 8 ft o.c.</td><td>Toe 6 in; clean at half height</td></tr>
<tr><td>Diversion swales DS-1, DS-2</td><td>1.5 ft deep, 3:1 sides, blanket lined</td><td>Repair after storms</td></tr>
<tr><td>Sediment basin SB-1</td><td>Drainage area 2.6 ac; 3,600 cf/ac required (9,360 cf); 11,800 cf provided; 4 ft deep; 3:1 sides</td><td>Skimmer 3 in orifice on 36-in riser; clean at 50%</td></tr>
<tr><td>Inlet protection</td><td>Fabric drop-inlet sacks</td><td>Empty when half full</td></tr>
<tr><td>Dewatering bag</td><td>12 x 15 ft non-woven</td><td>Replace when 3/4 full</td></tr>
</table>
<p>Diversions DS-1 and DS-2 carry upslope runoff from the knoll around the Phase 1 work area to the basin, keeping clean water off
exposed soil.</p>
""", card("Renata Lindqvist", "Feb 6, 2026, 3:02 PM", "Table looks thin vs. Blue Book. OK for now.", "res")))

P.append(page(7, """
<h3>4.4 Pollution prevention</h3>
<p>Litter: covered dumpsters at the staging area, emptied weekly; daily litter pick-up. Chemicals: fuels, oils, paints and
solvents are kept in a locked job-box on a containment pallet; refuel only at the staging area, 100 ft or more from the
wetland and inlets; spill kit on site; spills over 5 gallons reported to the NYSDEC Spill Hotline. Debris: construction and
demolition debris, including the barn remains, goes to roll-off containers and off site; nothing is buried. Concrete washout
only in the lined washout at the staging area. <span class="sugdel">Portable toilets will be provided.</span> <span class="sugtag">[Suggested deletion: K. Osei]</span></p>
<h3>4.5 Industrial stormwater</h3>
<p>No asphalt plant, concrete plant or other industrial activity will be located on the site; there are no stormwater discharges
associated with industrial activity other than construction.</p>
<h3>4.6 Deviations from the Standards</h3>
<p>None. All erosion and sediment control practices are designed in accordance with the New York State Standards and Specifications
for Erosion and Sediment Control.</p>
""", card("Kwame Osei", "Feb 7, 2026, 9:12 AM", "Toilets are in 4.7 of the spec, delete here?", "open")))

P.append(page(8, """
<h1>5. Inspections and Maintenance</h1>
<p>The contractor shall keep all erosion and sediment control measures in good working order throughout construction and
repair any damage promptly. A copy of this SWPPP shall be kept at the site.</p>
<h3>5.1 Inspection schedule</h3>
<table class="t">
<tr><th>Item</th><th>Frequency</th><th>By</th></tr>
<tr><td>Wet extended detention pond P-1 (embankment, riser, forebay)</td><td>Quarterly and after storms over 1 in</td><td>HOA manager</td></tr>
<tr><td>Infiltration trench IT-1 (observation well)</td><td>Twice yearly</td><td>HOA manager</td></tr>
<tr><td>Catch basins and outlet pipes</td><td>Annually</td><td>HOA manager</td></tr>
<tr><td>Aquatic bench plantings</td><td>Each spring</td><td>Landscape contractor</td></tr>
</table>
<p>Inspection findings will be recorded on the forms kept by the homeowners' association.</p>
<h3>5.2 Maintenance</h3>
<p>Sediment is removed from silt fence and inlet protection at half height, from SB-1 at 50% of storage, and tracking at the
entrance is swept from Route 35 the same day.</p>
""", card("Renata Lindqvist", "Feb 6, 2026, 3:20 PM", "Schedule table OK.", "res")))

svg = """
<svg width="7.5in" height="7.4in" viewBox="0 0 750 740" xmlns="http://www.w3.org/2000/svg" style="font-family:'Liberation Sans',sans-serif;border:1px solid #777">
<rect x="690" y="0" width="60" height="740" fill="#eee" stroke="#000"/>
<text x="720" y="380" font-size="11" transform="rotate(90 720 380)" text-anchor="middle">NYS ROUTE 35 (AMAWALK ROAD)</text>
<polygon points="60,30 685,25 685,700 40,715" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="14,4,3,4"/>
<text x="370" y="20" font-size="9" text-anchor="middle">PROPERTY LINE - TOTAL SITE AREA 6.2 AC</text>
<path d="M60,30 L300,30 C280,140 200,200 60,220 Z" fill="#dfeedd" stroke="#4a7"/><text x="110" y="90" font-size="9" fill="#275">WOODED KNOLL</text><text x="110" y="102" font-size="9" fill="#275">(NOT DISTURBED)</text>
<path d="M40,560 C120,540 200,600 260,715" fill="#d8ecf7" stroke="#069"/><text x="70" y="650" font-size="9" fill="#069">WETLAND (SUN SILT LOAM)</text>
<path d="M40,460 C170,440 300,540 360,715" fill="none" stroke="#069" stroke-dasharray="6,4"/><text x="210" y="505" font-size="8" fill="#069">100-FT WETLAND BUFFER</text>
<path d="M300,30 C320,160 260,260 60,300" fill="none" stroke="#a50" stroke-dasharray="2,3" stroke-width="1.5"/><text x="230" y="150" font-size="8" fill="#a50">CrC (HSG B)</text><text x="360" y="150" font-size="8" fill="#a50">PnB (HSG C)</text>
<text x="90" y="545" font-size="8" fill="#a50">Sh (HSG D)</text>
<polygon points="300,45 670,45 670,560 290,600 200,420 180,300" fill="none" stroke="#c00" stroke-width="2" stroke-dasharray="8,4"/>
<text x="480" y="60" font-size="9" fill="#c00" text-anchor="middle">LIMIT OF DISTURBANCE - 3.05 AC</text>
<line x1="420" y1="45" x2="430" y2="580" stroke="#c00" stroke-dasharray="2,2"/><text x="440" y="110" font-size="8" fill="#c00">PHASE 1 (1.72 AC) EAST / PHASE 2 (1.33 AC) WEST</text>
<rect x="470" y="300" width="220" height="26" fill="#f0f0f0" stroke="#000"/><text x="560" y="317" font-size="8" text-anchor="middle">22' ACCESS DRIVE</text>
<rect x="500" y="160" width="120" height="50" fill="#ccc" stroke="#000"/><text x="560" y="190" font-size="8" text-anchor="middle">BLDG A (4 UNITS)</text>
<rect x="500" y="380" width="120" height="50" fill="#ccc" stroke="#000"/><text x="560" y="410" font-size="8" text-anchor="middle">BLDG B (4 UNITS)</text>
<rect x="320" y="170" width="90" height="45" fill="#ccc" stroke="#000"/><text x="365" y="197" font-size="8" text-anchor="middle">BLDG C (3)</text>
<rect x="320" y="380" width="90" height="45" fill="#ccc" stroke="#000"/><text x="365" y="407" font-size="8" text-anchor="middle">BLDG D (3)</text>
<rect x="640" y="300" width="48" height="30" fill="#999" stroke="#000"/><text x="664" y="345" font-size="7" text-anchor="middle">SCE 50x24</text>
<polyline points="290,600 430,585 670,560" fill="none" stroke="#000" stroke-width="2.2"/><text x="470" y="590" font-size="8">SILT FENCE 1,480 LF</text>
<polyline points="305,40 300,140 330,240" fill="none" stroke="#05a" stroke-width="2.5" stroke-dasharray="10,3"/><text x="250" y="250" font-size="8" fill="#05a">DS-1 260 LF</text>
<polyline points="430,240 420,480" fill="none" stroke="#05a" stroke-width="2.5" stroke-dasharray="10,3"/><text x="436" y="470" font-size="8" fill="#05a">DS-2 230 LF</text>
<ellipse cx="330" cy="530" rx="60" ry="32" fill="#e3f1fb" stroke="#05a" stroke-width="2"/><text x="330" y="528" font-size="8" text-anchor="middle">SB-1 / POND P-1</text><text x="330" y="540" font-size="7" text-anchor="middle">11,800 CF TEMP; 0.41 AC-FT PERM</text>
<rect x="180" y="230" width="110" height="14" fill="#e7f3e7" stroke="#070" stroke-width="1.5"/><text x="235" y="226" font-size="7" text-anchor="middle">INFILTRATION TRENCH IT-1 110' x 4'</text>
<circle cx="270" cy="640" r="6" fill="#000"/><text x="280" y="660" font-size="8">OUTFALL DP-1 TO TRIB. OF AMAWALK RES.</text>
<circle cx="600" cy="500" r="18" fill="none" stroke="#000"/><text x="600" y="503" font-size="7" text-anchor="middle">STOCKPILE</text>
<rect x="560" y="240" width="80" height="24" fill="none" stroke="#000" stroke-dasharray="2,2"/><text x="600" y="256" font-size="7" text-anchor="middle">STAGING/WASHOUT</text>
<text x="480" y="640" font-size="7" fill="#777">EX. GRADE 2-4% FIELD; 15-25% KNOLL</text><text x="480" y="652" font-size="7" fill="#777">PROP. GRADES 2-5% YARDS, 3:1 MAX SLOPES</text>
<rect x="560" y="665" width="125" height="70" fill="#fff" stroke="#000"/><text x="622" y="677" font-size="7" text-anchor="middle">LOCATION MAP 1" = 2,000'</text>
<path d="M570,730 L680,690" stroke="#000"/><text x="600" y="700" font-size="6">RT 35</text><circle cx="630" cy="712" r="4" fill="#c00"/><text x="636" y="722" font-size="6">SITE</text>
<text x="50" y="732" font-size="9">SCALE 1" = 50'</text>
</svg>"""
P.append(fullpage(9, f"""<h2 style="margin-top:0">Figure 1. Erosion and Sediment Control and Stormwater Plan</h2>{svg}
<p style="font-size:7.6pt">Notes: Reduced from Sheet C-3 (24x36 in, 1 in = 50 ft). No off-site or adjacent-property storage, borrow or waste areas will be used.
Phase line shown; each phase is stabilized before the next begins. Silt fence total includes the buffer line.</p>"""))

P.append(page(10, """
<h1>6. Post-Construction Stormwater Management</h1>
<h3>6.1 Practices</h3>
<p><b>Wet extended detention pond P-1</b> (Design Manual P-2) at the southwest low point, built first as sediment basin SB-1:
a forebay (10% of WQv), a permanent pool of 0.41 ac-ft, a 12-in aquatic bench, and a riser with a 3-in low-flow orifice and
36-in overflow. <b>Infiltration trench IT-1</b> (I-1) on the knoll receives roof leaders of Buildings C and D.</p>
<h3>6.2 Sizing</h3>
<table class="t">
<tr><th>Criterion</th><th>Basis / calculation</th><th>Req'd</th><th>Provided</th></tr>
<tr><td>WQv</td><td>P = 2.8 in (1-yr); I = 40%; Rv = 0.05 + 0.009 x 40 = 0.41; A = 3.05 ac; WQv = 2.8 x 0.41 x 3.05 / 12</td><td>0.29 ac-ft</td><td>0.41 ac-ft (P-1 pool + IT-1)</td></tr>
<tr><td>RRv</td><td>S = 0.30 (HSG C) x impervious 1.21 ac x 1.0 in / 12 x 43,560</td><td>1,320 cf</td><td>1,640 cf (IT-1)</td></tr>
<tr><td>Cpv</td><td>24-hr extended detention of 1-yr runoff</td><td>0.18 ac-ft</td><td>0.19 ac-ft above pool</td></tr>
<tr><td>Qp, Qf</td><td>10-yr and 100-yr post not above pre at DP-1</td><td>see App. D</td><td>see App. D</td></tr>
</table>
<p>No deviations from the Design Manual; no criteria waived.</p>
<h3>6.3 Hydrologic and hydraulic analysis</h3>
<p>The hydrologic and hydraulic analysis of the pond, riser, trench and storm drains for the 1-, 10- and 100-year storms,
with pre- and post-development peak flows, is provided in Appendix D.</p>
<h3>6.4 Construction details</h3>
<p>P-1: embankment of compacted Paxton till with a clay core, 3:1 slopes, 10-ft top, 1 ft freeboard; riser 48-in precast with
anti-seep collar. IT-1: 110 ft x 4 ft x 4 ft deep trench of 1.5-in clean stone wrapped in non-woven geotextile, 6-in
perforated distribution pipe, observation well at each end, built after the knoll is stabilized.</p>
""", card("Kwame Osei", "Feb 8, 2026, 4:40 PM", "HydroCAD printout still on my desktop. Will attach.", "open")))

P.append(page(11, """
<h1>7. Long-Term Operation and Maintenance</h1>
<h3>7.1 O&amp;M plan</h3>
<p>The Amawalk Ridge Homeowners' Association will own and be responsible for the long-term operation and maintenance of P-1, IT-1 and
the private storm drains. Until the HOA is formed, the applicant is responsible.</p>
<table class="t">
<tr><th>Practice</th><th>Inspect</th><th>Maintain</th></tr>
<tr><td>Pond P-1</td><td>Quarterly; after storms over 1 in</td><td>Remove trash and debris at riser; mow embankment twice a year; dredge forebay when half full (about every 5-7 years)</td></tr>
<tr><td>Trench IT-1</td><td>Twice a year (observation wells)</td><td>If water stands over 72 hours, remove and replace top stone and fabric</td></tr>
<tr><td>Storm drains</td><td>Annually</td><td>Clean sumps</td></tr>
</table>
<h3>7.2 Maintenance Easement</h3>
<p>&nbsp;</p>
<h3>7.3 Maintenance Agreement</h3>
<p>The owner will execute a Stormwater Control Facility Maintenance Agreement with the Town of Somers under &sect; 93-8. The
Agreement obligates the HOA to inspect and maintain P-1 and IT-1 at its own cost, allows the Town to enter, perform
needed work and charge the cost to the owner, is recorded in the Westchester County Clerk's office, and runs with the land
binding all subsequent owners of the lots and common area.</p>
""", card("Renata Lindqvist", "Feb 9, 2026, 10:15 AM", "7.2 is still empty. Town will want the easement described here, not just on the plat.", "open",
          [("Dana Castellano", "Feb 9, 2026", "Surveyor has the 25-ft easement over the pond and access from the drive; metes and bounds not in yet."),
           ("Renata Lindqvist", "Feb 9, 2026", "Then say it will be recorded and survives transfer of title. Can you paste by Friday?"),
           ("Dana Castellano", "Feb 10, 2026", "Will do once CT Survey sends it.")])))

P.append(page(12, """
<h1>8. Certifications</h1>
<h3>8.1 Preparer</h3>
<p>I certify that this SWPPP was prepared under my direction and that the design of all stormwater management practices meets the
requirements of Chapter 93 of the Town of Somers Code.</p>
<p>Signature: <i>Dana M. Castellano</i> (signed electronically 02/10/2026)<br>Dana M. Castellano, P.E., New York License No. 087215<br>
Larchmere Engineering &amp; Land Planning, P.C.</p>
<h3>8.2 Contractor</h3>
<p>"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution
Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and
sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a
violation of water quality standards."</p>
<table class="t">
<tr><td>Name / title</td><td>Luis Marrero, Project Superintendent</td></tr>
<tr><td>Firm</td><td>Ridgeback Site Works, LLC, 88 Route 6, Mahopac, NY 10541, (845) 555-0126</td></tr>
<tr><td>Site</td><td>Amawalk Ridge Townhomes, NYS Route 35, Somers (TM 37.06-1-8, 9)</td></tr>
<tr><td>Signature / date</td><td><i>Luis Marrero</i> &nbsp; 02/09/2026</td></tr>
</table>
""", card("Kwame Osei", "Feb 10, 2026, 8:30 AM", "Subs (paving, landscaping) sign when hired.", "res")))

P.append(page(13, """
<h1>Appendix D. Soil Survey and Test Pit Data</h1>
<p>Web Soil Survey map units are listed in Section 2.1. Deep test pits and percolation tests were witnessed by the Westchester
County Department of Health on December 4, 2025.</p>
<table class="t">
<tr><th>Pit</th><th>Location</th><th>Depth (in)</th><th>Profile</th><th>Water / mottling</th><th>Perc / infiltration</th></tr>
<tr><td>TP-1</td><td>Pond P-1</td><td>0-10<br>10-30<br>30-84</td><td>Topsoil<br>Brown fine sandy loam<br>Dense gray till (fragipan)</td><td>Mottling at 28 in; seep at 60 in</td><td>Not tested</td></tr>
<tr><td>TP-2</td><td>Pond P-1 embankment</td><td>0-8<br>8-96</td><td>Topsoil<br>Sandy loam over firm till</td><td>Mottling at 34 in</td><td>Not tested</td></tr>
<tr><td>TP-3</td><td>IT-1 (knoll)</td><td>0-6<br>6-66<br>66</td><td>Topsoil<br>Yellow-brown loamy sand<br>Bedrock</td><td>None</td><td>2.4 in/hr</td></tr>
<tr><td>TP-4</td><td>IT-1 (knoll)</td><td>0-6<br>6-72</td><td>Topsoil<br>Loamy sand, gravelly</td><td>None</td><td>2.1 in/hr</td></tr>
</table>
<p>The infiltration rates at TP-3 and TP-4 exceed the 0.5 in/hr minimum of the Design Manual; the bottom of IT-1 is set at least
3 ft above bedrock.</p>
""", card("Renata Lindqvist", "Feb 9, 2026, 10:40 AM", "Should the Health Dept witness form go here?", "open")))

assert len(P) == TOTAL
HTML = f"<!doctype html><html><head><meta charset='utf-8'><style>{CSS}</style></head><body>{''.join(P)}</body></html>"

EVID = {
 "93-6A(1)(a)": ([2], "The project is a multifamily residential development listed in Town"),
 "93-6A(1)(b)": ([9], "PROPERTY LINE - TOTAL SITE AREA 6.2 AC"),
 "93-6A(1)(c)": ([3], "Paxton fine sandy loam, 3-8%"),
 "93-6A(1)(d)": ([4], "Construction will proceed in two phases"),
 "93-6A(1)(e)": ([7], "covered dumpsters at the staging area"),
 "93-6A(1)(f)": ([5], "Temporary seeding is annual ryegrass"),
 "93-6A(1)(g)": ([9], "SILT FENCE 1,480 LF"),
 "93-6A(1)(h)": ([6], "Practice specifications"),
 "93-6A(1)(i)": ([7], "No asphalt plant, concrete plant or other industrial activity"),
 "93-6A(1)(j)": ([5], "Practices by activity and schedule"),
 "93-6A(1)(l)": ([7], "None. All erosion and sediment control practices are designed in accordance"),
 "93-6A(3)(b)": ([10], "Wet extended detention pond P-1"),
 "93-6A(3)(c)": ([9], "SB-1 / POND P-1"),
 "93-6A(3)(e)": ([10], "WQv = 2.8 x 0.41 x 3.05 / 12"),
 "93-6A(3)(f)": ([10], "110 ft x 4 ft x 4 ft deep trench of 1.5-in clean stone"),
 "93-6A(3)(g)": ([11], "will own and be responsible for the long-term operation"),
 "93-6A(3)(i)": ([11], "binding all subsequent owners"),
 "93-6B": ([12], "Dana M. Castellano, P.E., New York License No. 087215"),
 "93-6D": ([12], "has received a minimum of four hours of acceptable training"),
}
GAPS = {
 "93-6A(1)(k)": "present for the wrong thing (p. 8, Section 5.1 'Inspection schedule'): the table lists only the permanent practices (pond P-1, trench IT-1, catch basins, plantings) inspected by the HOA; no inspection schedule for the erosion and sediment controls during construction (Section 5 only says to keep measures 'in good working order'); a resolved margin comment says 'Schedule table OK.'",
 "93-6A(3)(d)": "pointer to a section that does not hold it (p. 10, Section 6.3 and the Qp/Qf row of 6.2 say 'Appendix D'); Appendix D (p. 13) is soil survey and test pit data; an open margin comment says the HydroCAD printout 'Will attach'",
 "93-6A(3)(h)": "heading with nothing under it (p. 11, '7.2 Maintenance Easement' is blank); the easement (25 ft over the pond, recorded, surviving transfer) is only discussed in an open review-comment thread in the margin, which is not plan content",
}
HEADINGS = [(2, "1. Project Overview"), (3, "2.1 Soils"), (8, "5.1 Inspection schedule"), (11, "7.2 Maintenance Easement"),
            (13, "Appendix D. Soil Survey and Test Pit Data")]


def build(outdir, work, ids):
    pdf = f"{outdir}/pdf/{NAME}.pdf"
    html_to_pdf(HTML, pdf, work)
    items = {i: ("missing" if i in GAPS else "present") for i in ids}
    ev = {k: {"pages": v[0], "quote": v[1]} for k, v in EVID.items()}
    lab = {
        "checklist": "somers-ch93",
        "style": "SWPPP exported from an online document editor with review left in: right-hand margin comment cards (reviewer, date, Resolved/Open, reply threads), green suggestion marks (suggested insertion and deletion), highlights, footnotes",
        "producer": "Chromium headless print to PDF from HTML/CSS (CSS grid comment margin, inline SVG figure)",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 3.05, "project_type": "multifamily residential development (14 townhomes)",
                  "single_family": False, "impaired_water": True},
        "items": items, "evidence": ev, "gaps": GAPS, "image_only_pages": [],
        "ambiguous_items": ["93-6A(3)(e)"],
        "acceptable_decisions": ["incomplete"],
        "notes": ("Comments and suggestions are not plan content. Margin comments on every narrative page; the p. 11 thread describes the "
                  "missing maintenance easement (25-ft, recorded, survives transfer) but the plan's 7.2 is blank, so 93-6A(3)(h) is missing. "
                  "Suggestion marks: p. 4 suggested insertion (barn slab removal, not accepted) and p. 7 suggested deletion (portable toilets); "
                  "neither carries a labelled item. 93-6A(3)(e) is labelled present (WQv, RRv, Cpv calculations given, no deviations, no waivers) "
                  "but its Qp/Qf row points to Appendix D, which lacks the analysis, so a reviewer could call the sizing summary partial. "
                  "3.05 ac, multifamily 93-6A(2)(c): post-construction applies. Two phases, each under 5 ac. Amawalk Reservoir in the Croton phosphorus TMDL per the plan. "
                  "Figure 1 (p. 9) is a bound reduced sheet with location map, soil boundaries, LOD, phases, practices and outfall."),
        "_headings": HEADINGS,
    }
    return NAME, pdf, lab, TOTAL
