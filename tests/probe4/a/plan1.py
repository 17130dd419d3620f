"""Plan 1: coastal engineering report (Asharoken), SWPPP as Chapter 6.
Chromium HTML chapters + reportlab appendix pages (two stored /Rotate 90), merged with pypdf."""
import os, subprocess
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
from pypdf import PdfReader, PdfWriter

NAME = "p4a_asharoken_bluff_revetment_coastal_report"
HDR = "Halyard Coastal Engineering, PLLC &nbsp;|&nbsp; Soundview Bluff Owners Association &ndash; Bluff Stabilization and Toe Revetment &nbsp;|&nbsp; Coastal Engineering Report, Rev. 1, March 9, 2026"

CSS = """
@page { size: letter; margin: 0.85in 0.8in 0.8in 0.8in; }
body { font-family: 'DejaVu Serif', Georgia, serif; font-size: 10.3pt; line-height: 1.32; color:#111; }
.hdr { margin-bottom: 8pt; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 7.5pt; color:#335; border-bottom: 0.6pt solid #668; padding-bottom: 2pt; }
h1 { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 15pt; color:#0b2e4f; border-bottom: 1.5pt solid #0b2e4f; margin-top: 0; }
h2 { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11.5pt; color:#0b2e4f; margin: 12pt 0 4pt 0; }
h3 { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.3pt; margin: 8pt 0 2pt 0; }
.chap { page-break-before: always; }
table { border-collapse: collapse; width: 100%; font-size: 9pt; margin: 6pt 0; }
th, td { border: 0.6pt solid #555; padding: 2.5pt 4pt; vertical-align: top; }
th { background: #dde6ef; font-family: 'DejaVu Sans', Arial, sans-serif; }
.cap { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 8.5pt; font-weight: bold; margin-top: 3pt; }
.cover { text-align:center; padding-top: 1.2in; }
.cover h1 { border: none; font-size: 22pt; }
.box { border: 1pt solid #0b2e4f; padding: 8pt; margin: 10pt 0; }
.sig { font-family: 'DejaVu Sans Mono', monospace; font-size: 11pt; }
.small { font-size: 8.5pt; }
"""

def svg_location():
    return """<svg width="6.6in" height="3.3in" viewBox="0 0 660 330" xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans" font-size="10">
<rect x="0" y="0" width="660" height="330" fill="#e8f1f8" stroke="#000"/>
<path d="M0,250 C120,235 220,215 300,200 C380,185 470,170 560,150 L660,140 L660,330 L0,330 Z" fill="#f3efe0" stroke="#7a6a3a"/>
<path d="M300,200 C330,230 360,260 400,330" fill="none" stroke="#7a6a3a"/>
<text x="210" y="80" font-size="14" fill="#1b4f7a">LONG ISLAND SOUND</text>
<text x="470" y="300" font-size="12" fill="#1b4f7a">NORTHPORT BAY</text>
<path d="M40,262 C160,244 260,226 330,212 C420,196 520,178 650,156" fill="none" stroke="#c22" stroke-width="2.2"/>
<text x="60" y="285">Asharoken Avenue</text>
<circle cx="372" cy="200" r="9" fill="none" stroke="#c00" stroke-width="2.5"/>
<text x="385" y="188" font-weight="bold">PROJECT SITE</text>
<text x="20" y="318">Town of Huntington / Northport</text><text x="560" y="130">Eatons Neck</text>
<g transform="translate(610,40)"><path d="M0,25 L8,0 L16,25 L8,18 Z" fill="#000"/><text x="4" y="40">N</text></g>
<text x="20" y="20">Scale: 1 in = 2,000 ft (approx.)</text>
</svg>"""

def svg_site():
    # Figure 6-1: plan at 1 in = 40 ft (drawing 6.6 in wide = 264 ft)
    return """<svg width="6.9in" height="7.6in" viewBox="0 0 690 760" xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans" font-size="8.5">
<rect x="1" y="1" width="688" height="758" fill="#fff" stroke="#000"/>
<!-- sound at top -->
<rect x="2" y="2" width="686" height="90" fill="#dcebf7"/>
<text x="240" y="30" font-size="12" fill="#1b4f7a">LONG ISLAND SOUND (RECEIVING WATER)</text>
<text x="250" y="45" fill="#1b4f7a">MHW EL. 3.9 FT NAVD88 &#8212; MLW EL. -3.3</text>
<!-- beach -->
<rect x="2" y="92" width="686" height="60" fill="#f5edd0"/>
<text x="20" y="125">SAND AND COBBLE BEACH</text>
<!-- turbidity curtain -->
<path d="M40,80 L650,80" stroke="#d40" stroke-width="2" stroke-dasharray="10,4"/>
<text x="300" y="74" fill="#d40">TC: FLOATING TURBIDITY CURTAIN, 700 LF (TYPE II, 5 FT SKIRT)</text>
<!-- revetment -->
<rect x="60" y="140" width="570" height="26" fill="#bbb" stroke="#333"/>
<text x="110" y="157">PROPOSED STONE TOE REVETMENT, 640 LF, 2-4 TON ARMOR, CREST EL. 14.0</text>
<!-- bluff face -->
<rect x="60" y="166" width="570" height="250" fill="#f0e6c8" stroke="#8a6d2b"/>
<g stroke="#8a6d2b" stroke-width="0.8" fill="none">
<path d="M60,200 L630,200"/><path d="M60,240 L630,240"/><path d="M60,280 L630,280"/><path d="M60,320 L630,320"/><path d="M60,360 L630,360"/><path d="M60,395 L630,395"/></g>
<g fill="#8a6d2b"><text x="635" y="203">20</text><text x="635" y="243">30</text><text x="635" y="283">40</text><text x="635" y="323">50</text><text x="635" y="363">60</text><text x="635" y="398">68</text></g>
<text x="70" y="186">BLUFF FACE: EXISTING 1V:1.2H TO 1V:0.9H (SCARP) &#8212; FINAL 1V:2H WITH TERRACES</text>
<g stroke="#2a7a2a" stroke-width="2.2" stroke-dasharray="3,2"><path d="M80,225 L610,225"/><path d="M80,265 L610,265"/><path d="M80,305 L610,305"/><path d="M80,345 L610,345"/></g>
<text x="80" y="220" fill="#2a7a2a">CL: COIR LOG TERRACES, 12 IN DIA., 4 ROWS x 530 LF = 2,120 LF (SEE DETAIL 3)</text>
<text x="80" y="290" fill="#2a7a2a">RECB: ROLLED EROSION CONTROL BLANKET (COIR 700 G/M2), 0.78 AC, ENTIRE REGRADED FACE</text>
<text x="80" y="330" fill="#2a7a2a">PLANT: CAPE AMERICAN BEACHGRASS 12 IN O.C.; BAYBERRY, BEACH PLUM 4 FT O.C.</text>
<!-- drainage pipe existing -->
<path d="M470,470 L470,170" stroke="#00f" stroke-width="1.5" stroke-dasharray="2,3"/>
<text x="476" y="440" fill="#00f">EX. 8 IN PVC OUTFALL OVER BLUFF (REMOVE)</text>
<text x="476" y="452" fill="#00f">EX. DISCHARGE PT. D-1 TO BEACH</text>
<!-- bluff crest & diversion berm -->
<path d="M60,416 L630,416" stroke="#000" stroke-width="2"/>
<text x="70" y="412">TOP OF BLUFF (CREST) EL. 68 +/-</text>
<path d="M60,432 L630,432" stroke="#a0f" stroke-width="2.5"/>
<text x="70" y="445" fill="#a0f">DB: TEMPORARY DIVERSION BERM 18 IN HIGH, 560 LF, 10 FT LANDWARD OF CREST</text><text x="430" y="445" fill="#a0f">(CONVERTED TO PERMANENT SWALE BERM)</text>
<!-- silt fence -->
<path d="M50,460 L640,460" stroke="#d40" stroke-width="1.5" stroke-dasharray="6,3"/>
<text x="70" y="472" fill="#d40">SF: SILT FENCE (LIMIT OF DISTURBANCE, LANDWARD), 610 LF</text>
<!-- drywells -->
<g fill="none" stroke="#00a" stroke-width="1.8"><circle cx="180" cy="520" r="10"/><circle cx="330" cy="520" r="10"/><circle cx="480" cy="520" r="10"/></g>
<text x="150" y="546" fill="#00a">DW-1</text><text x="300" y="546" fill="#00a">DW-2</text><text x="450" y="546" fill="#00a">DW-3</text>
<text x="190" y="508" fill="#00a">DRYWELLS DW-1 TO DW-3: 10 FT DIA. x 8 FT EFFECTIVE DEPTH PRECAST LEACHING POOLS</text>
<path d="M120,490 L620,490" stroke="#00a" stroke-width="1.5"/>
<text x="120" y="486" fill="#00a">BLUFF-TOP GRASS SWALE S-1, 500 LF, 0.5% TO DRYWELLS</text>
<!-- easement -->
<rect x="110" y="478" width="520" height="82" fill="none" stroke="#c0c" stroke-dasharray="12,3,2,3"/>
<text x="420" y="572" fill="#c0c">25 FT STORMWATER MAINTENANCE EASEMENT (VILLAGE)</text>
<!-- clubhouse and drive -->
<rect x="250" y="610" width="140" height="70" fill="#ddd" stroke="#000"/>
<text x="270" y="650">EX. CLUBHOUSE (NO WORK)</text>
<path d="M420,760 L420,600 L560,600" stroke="#555" stroke-width="14" fill="none"/>
<text x="440" y="620">EX. ASSOCIATION DRIVE</text>
<!-- staging and entrance -->
<rect x="545" y="630" width="135" height="60" fill="none" stroke="#d40" stroke-width="1.5"/>
<text x="549" y="645">STAGING / STOCKPILE</text><text x="549" y="657">AREA 60x40 FT (ON-SITE)</text><text x="549" y="669">SF AROUND, STONE ON MATS</text>
<rect x="400" y="700" width="40" height="58" fill="#ccc" stroke="#000"/>
<text x="445" y="706">SCE: STABILIZED CONSTRUCTION</text><text x="445" y="717">ENTRANCE 50 FT x 20 FT x 8 IN,</text><text x="445" y="728">2 IN CRUSHED STONE</text>
<!-- woods undisturbed -->
<g fill="#6a6"><circle cx="40" cy="620" r="12"/><circle cx="70" cy="650" r="12"/><circle cx="110" cy="630" r="12"/><circle cx="60" cy="700" r="12"/><circle cx="140" cy="690" r="12"/></g>
<text x="20" y="590">EXISTING WOODLAND (OAK/BLACK CHERRY) &#8212; NOT DISTURBED</text>
<text x="20" y="604">AREA NOT TO BE DISTURBED: 2.44 AC</text>
<!-- flow arrows -->
<g stroke="#00f" fill="#00f"><path d="M320,600 L320,560" /><path d="M315,565 L320,555 L325,565 Z"/><path d="M200,470 L200,440"/><path d="M195,445 L200,435 L205,445 Z"/></g>
<text x="210" y="598" fill="#00f">EXISTING FLOW TOWARD BLUFF</text>
<!-- legend / title -->
<rect x="2" y="712" width="380" height="46" fill="#fff" stroke="#000"/>
<text x="8" y="726" font-weight="bold">FIGURE 6-1 SITE AND EROSION CONTROL PLAN  &#8212; SCALE: 1 IN = 40 FT</text>
<text x="8" y="739">TOTAL SITE (ASSOC. PARCEL) 3.86 AC; DISTURBED 1.42 AC (LIMIT OF DISTURBANCE SHOWN SF/TC)</text>
<text x="8" y="751">NO TIDAL OR FRESHWATER WETLANDS ON SITE; NO OFF-SITE STORAGE AREAS</text>
<g transform="translate(640,600)"><path d="M0,25 L8,0 L16,25 L8,18 Z"/><text x="4" y="38">N</text></g>
<g transform="translate(580,738)"><rect x="0" y="0" width="100" height="5" fill="#000"/><text x="0" y="16">0</text><text x="85" y="16">40 FT</text></g>
</svg>"""

def html():
    H = ''
    s = []
    s.append(f"""<html><head><meta charset="utf-8"><style>{CSS}</style></head><body>{H}
<div class="cover">
<p style="font-family:'DejaVu Sans';letter-spacing:2pt;color:#0b2e4f">COASTAL ENGINEERING REPORT</p>
<h1>Soundview Bluff Owners Association<br/>Bluff Stabilization and Stone Toe Revetment</h1>
<p>Association Common Parcel, Asharoken Avenue<br/>Village of Asharoken, Suffolk County, New York<br/>SCTM No. 0400-002.00-01.00-017.002</p>
<p style="margin-top:0.5in">Wave and Water Level Analysis &bull; Permitting &bull; Revetment and Bluff Design<br/>
Stormwater Pollution Prevention Plan (Chapter 6, submitted under Village Code Chapter 44)</p>
<p style="margin-top:0.6in">Prepared for:<br/><b>Soundview Bluff Owners Association, Inc.</b><br/>c/o Board President, P.O. Box 311, Northport, NY 11768</p>
<p>Prepared by:<br/><b>Halyard Coastal Engineering, PLLC</b><br/>44 Wall Street, Suite 3, Huntington, NY 11743 &bull; (631) 555-0147</p>
<p style="margin-top:0.4in">Revision 1 &ndash; March 9, 2026 (original issue November 17, 2025)</p>
</div>
<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>Contents</h1>
<table><tr><th>Chapter</th><th>Title</th></tr>
<tr><td>1</td><td>Introduction and Project Background</td></tr>
<tr><td>2</td><td>Existing Site Conditions, Geology and Soils</td></tr>
<tr><td>3</td><td>Coastal Processes: Wave and Water Level Analysis</td></tr>
<tr><td>4</td><td>Permits and Regulatory Review</td></tr>
<tr><td>5</td><td>Design of Toe Revetment and Bluff Stabilization</td></tr>
<tr><td>6</td><td>Stormwater Pollution Prevention Plan (Village Code Chapter 44)</td></tr>
<tr><td>7</td><td>Professional Certification</td></tr>
<tr><td>App. A</td><td>Contractor and Subcontractor Certifications</td></tr>
<tr><td>App. B</td><td>Landscape Tables B-1 (Design Wave and Water Level Parameters) and B-2 (Erosion Control Schedule)</td></tr>
<tr><td>App. C</td><td>Bluff-Top Drainage Calculations</td></tr></table>
<p class="small">Revision 1 responds to the Village Engineer's comments of January 21, 2026: turbidity curtain added, drywell DW-3 added, stockpile area relocated landward, Table B-2 added.</p>
</div>""")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>1. Introduction and Project Background</h1>
<h2>1.1 Purpose of this report</h2>
<p>Soundview Bluff Owners Association, Inc. (the Association) owns a 3.86-acre common parcel on the north (Long Island Sound) side of Asharoken Avenue, shared by the nineteen member households for beach access and a small clubhouse. The 68-foot bluff on the parcel has retreated between 1.5 and 4 feet per year since 2012, with a major slump after the October 2024 nor'easter that undermined the beach stair and brought the crest to within 31 feet of the clubhouse. This report presents the coastal engineering basis for a stabilization project, the permits it needs, the design, and the Stormwater Pollution Prevention Plan (SWPPP) required by Chapter 44 of the Village Code.</p>
<h2>1.2 Scope, type and size of the project</h2>
<p>The project is a shoreline protection and bluff stabilization project on non-residential common land. It consists of (a) a stone toe revetment 640 linear feet long with a crest at elevation 14.0 ft NAVD88, built from the beach; (b) regrading of the upper bluff face from a near-vertical scarp to a 1V:2H slope, with four rows of coir log terraces, a biodegradable erosion control blanket and native plantings; (c) removal of the 8-inch outfall pipe that now discharges clubhouse and drive runoff over the bluff face, and its replacement with a bluff-top grass swale and three drywells; and (d) a new timber beach stair. The total area of soil disturbance is <b>1.42 acres</b> (bluff face 0.78 ac, bluff top 0.31 ac, beach and toe 0.33 ac). No dwelling is built or altered. The project is not part of a larger common plan of development or sale.</p>
<h2>1.3 Location</h2>
<p>The parcel lies about 0.4 mile east of the Village Hall, between Asharoken Avenue and the mean high water line of Long Island Sound (41&deg;55.9' N, 73&deg;21.2' W). Figure 1-1 is a general location map.</p>
""" + svg_location() + """<div class="cap">Figure 1-1 General location map (not to scale for design; see Figure 6-1 for the site plan at 1 in = 40 ft)</div>
<h2>1.4 Project team</h2>
<table><tr><th>Role</th><th>Party</th></tr>
<tr><td>Owner / applicant</td><td>Soundview Bluff Owners Association, Inc.; Board President R. Castellano</td></tr>
<tr><td>Coastal engineer and SWPPP preparer</td><td>Halyard Coastal Engineering, PLLC; M. O. Lindqvist, P.E.</td></tr>
<tr><td>Marine contractor (revetment, regrading)</td><td>Gull Rock Marine Construction, Inc., Centerport, NY</td></tr>
<tr><td>Planting and drainage subcontractor</td><td>Beach Plum Landscapes LLC, East Northport, NY</td></tr></table>
</div>""")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>2. Existing Site Conditions, Geology and Soils</h1>
<h2>2.1 Topography and land cover</h2>
<p>The parcel rises from a sand and cobble beach (elevation 2 to 9 ft) to a bluff crest at about elevation 68 ft. The lower bluff has a talus apron at 1V:1.5H; the upper 35 feet is a scarp at 1V:0.9H to 1V:1.2H with exposed sand and scattered black locust. The bluff top is lawn around the clubhouse, an asphalt drive and parking pad (0.21 ac impervious including the clubhouse roof), and 2.1 acres of oak and black cherry woodland on the west side that will not be disturbed.</p>
<h2>2.2 Geology</h2>
<p>The bluff is cut into stratified glacial outwash and ice-contact deposits of the Harbor Hill moraine: fine to coarse sand with gravel lenses, over a discontinuous silty clay layer at elevation 18 to 24 ft that perches groundwater and produces seeps on the face. Three borings (B-1 to B-3, December 2025) found medium dense to dense sand to their 40-ft depth at the crest and at the toe.</p>
<h2>2.3 Soils</h2>
<p>The Soil Survey of Suffolk County maps three units on the parcel. Our borings and hand test pits agree with the mapping.</p>
<table><tr><th>Map unit</th><th>Where on the parcel</th><th>Description</th></tr>
<tr><td>CpE &ndash; Carver and Plymouth sands, 15 to 35 percent slopes</td><td>Bluff face and crest</td><td>Excessively drained deep sands; very low available water; severe erosion hazard when bare; hydrologic soil group A</td></tr>
<tr><td>PlB &ndash; Plymouth loamy sand, 3 to 8 percent slopes</td><td>Bluff top, clubhouse, drive, drywell sites</td><td>Excessively drained loamy sand over sand and gravel at 2 ft; measured percolation 6 in/min at DW-1 and DW-2; seasonal high groundwater deeper than 30 ft</td></tr>
<tr><td>Bc &ndash; Beaches</td><td>Toe and foreshore</td><td>Sand, gravel and cobble reworked by waves; flooded at high tide</td></tr></table>
<h2>2.4 Existing drainage and runoff data</h2>
<p>Runoff from the clubhouse roof, the drive and 0.4 ac of lawn (a 0.61-acre drainage area) is now collected by two yard inlets and released through an 8-inch PVC pipe laid down the bluff face (existing discharge point D-1). The pipe outlet is broken at elevation 40 and has cut a gully 3 feet deep. The rest of the bluff top sheet-flows over the crest. Existing runoff records for the site consist of the Village Highway Department's 2019 drainage complaint file and our field measurements; we found no gauge data. Existing runoff data for the site are summarized below.</p>
<table><tr><th>Existing condition (drainage area 0.61 ac to D-1)</th><th>1-yr</th><th>10-yr</th><th>100-yr</th></tr>
<tr><td>24-hr rainfall (NOAA Atlas 14), in</td><td>2.75</td><td>4.95</td><td>8.10</td></tr>
<tr><td>Peak discharge over bluff face at D-1, cfs</td><td>0.62</td><td>1.46</td><td>2.74</td></tr>
<tr><td>Runoff volume over bluff face, cf</td><td>2,180</td><td>5,060</td><td>9,730</td></tr></table>
<p class="small">Observed: on 8/18/2025 (1.9 in in 3 hr) flow from D-1 was estimated at 0.4 cfs with visible sediment plume to the beach. Source data: HydroCAD TR-20 model, Appendix C.</p>
<h2>2.5 Wetlands and surface waters</h2>
<p>The NYSDEC tidal wetland map shows the foreshore as littoral zone seaward of mean low water; there are no vegetated tidal wetlands or freshwater wetlands on the parcel. The only surface water is Long Island Sound.</p>
</div>""")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>3. Coastal Processes: Wave and Water Level Analysis</h1>
<h2>3.1 Exposure and fetch</h2>
<p>The site faces north-northwest across Long Island Sound. Fetch lengths measured from the toe are 13.5 nautical miles to the north (Stamford), 18.2 nmi to the north-northeast and 21 nmi to the northwest (Byram). The most damaging storms are nor'easters with sustained winds from the north-northeast, which coincide with elevated water levels.</p>
<h2>3.2 Water levels</h2>
<p>Tidal datums were transferred from NOAA station 8516945 (Kings Point) and the Eatons Neck tide gauge with a ratio correction: MHW 3.9 ft, MLW -3.3 ft NAVD88. The FEMA FIRM (panel 36103C0038H) places the toe in Zone VE (EL 14) and the bluff top in Zone X. Stillwater levels including storm surge were taken from the FEMA coastal study: 10-yr 9.1 ft, 50-yr 11.0 ft, 100-yr 12.4 ft NAVD88. For a 50-year design life we added 16 inches of sea level rise (NYSDEC Part 490, medium projection for Long Island, 2080s).</p>
<h2>3.3 Wave hindcast</h2>
<p>Design waves were hindcast with the USACE Coastal Engineering Manual restricted-fetch method from the LaGuardia and Bridgeport ASOS wind records (1973-2024), then transformed to the toe over the surveyed beach profile with shoaling, bottom friction and breaking on the 1:25 foreshore. Breaking on the foreshore limits the toe wave for return periods of 50 years and more. Results, wave runup and overtopping are given in landscape Table B-1 (Appendix B).</p>
<h2>3.4 Design conditions</h2>
<table><tr><th>Parameter</th><th>Design value</th></tr>
<tr><td>Design stillwater (100-yr + 16 in SLR)</td><td>13.7 ft NAVD88</td></tr>
<tr><td>Toe scour elevation (assumed)</td><td>-1.0 ft NAVD88</td></tr>
<tr><td>Design wave at toe, H<sub>s</sub> (depth-limited)</td><td>6.9 ft, T<sub>p</sub> 6.3 s</td></tr>
<tr><td>2% runup on 1V:2H rough revetment</td><td>5.6 ft above SWL</td></tr></table>
<h2>3.5 Longshore transport and flanking</h2>
<p>Net transport is to the east at an estimated 6,000 cy/yr. The revetment ends are returned 20 ft landward into the bluff and are tied into the existing stone revetment on the neighboring parcel to the east. The beach seaward of the revetment is expected to narrow slightly; the Association will place 450 cy of compatible sand nourishment annually for five years as a permit condition.</p>
</div>""")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>4. Permits and Regulatory Review</h1>
<table><tr><th>Agency</th><th>Authority</th><th>Status</th></tr>
<tr><td>NYSDEC</td><td>ECL Article 34 Coastal Erosion Hazard Area; Article 25 Tidal Wetlands (adjacent area)</td><td>Application No. 1-4720-03318 filed 12/2025, pending</td></tr>
<tr><td>U.S. Army Corps of Engineers</td><td>Section 10 / Section 404, Nationwide Permit 13 (bank stabilization)</td><td>Pre-construction notification filed 12/2025</td></tr>
<tr><td>NYS Department of State</td><td>Coastal Zone Management consistency</td><td>Concurrent with USACE</td></tr>
<tr><td>NYS Office of General Services</td><td>Lands under water (toe below MHW)</td><td>Not required: revetment landward of MHW</td></tr>
<tr><td>Village of Asharoken</td><td>Chapter 44 SWPPP (Stormwater Management Officer); Coastal erosion hazard area permit; building permit (stair)</td><td>This report</td></tr>
<tr><td>NYSDEC SPDES</td><td>Construction General Permit GP-0-25-001 (1.42 ac disturbed)</td><td>NOI to be filed with the MS4 acceptance form after Village SWPPP approval</td></tr></table>
<p>Work on the beach is restricted to October 1 through April 30 (piping plover and horseshoe crab windows, NYSDEC condition). No work in the water is proposed; all equipment works from the beach above the tide line or from the bluff top.</p>
<h2>4.1 Applicability of Village Code Chapter 44</h2>
<p>The project disturbs 1.42 acres and is therefore a land development activity under Chapter 44. It is not the construction of a single-family residence, and it disturbs more than one but less than five acres, so Condition C of &sect; 44-8B(2) applies and the SWPPP includes post-construction stormwater controls (Chapter 6, Section 6.16). Long Island Sound at this location is not listed on the 303(d) list for a construction-related pollutant of concern, so Condition A does not apply.</p>
</div>""")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>5. Design of Toe Revetment and Bluff Stabilization</h1>
<h2>5.1 Revetment armor</h2>
<p>Armor stone was sized with the Hudson equation for a 1V:2H slope, K<sub>D</sub> = 2.0 (rough angular quarrystone, breaking waves), unit weight 165 pcf: W<sub>50</sub> = 3.3 tons for H = 6.9 ft. The armor layer is two stones thick (2 to 4 tons, W<sub>50</sub> 3 tons), crest width 9 ft at EL 14.0, over an underlayer of 300 to 600 lb stone 2.5 ft thick on a nonwoven geotextile (Mirafi 1160N or equal). The toe is founded at EL -1.0 in a trench with a 2-stone toe apron.</p>
<h2>5.2 Bluff regrading and terraces</h2>
<p>The upper scarp is cut back to 1V:2H between EL 30 and the crest; the cut (about 2,900 cy of clean sand) is placed on the lower face behind the revetment, so that no material leaves the site. Four rows of 12-inch coir logs, staked at 2 ft on center with 2x2 oak stakes, form terraces at EL 32, 42, 52 and 60. The face is covered with a 700 g/m<sup>2</sup> woven coir blanket, stapled at 1 staple per square yard, and planted with Cape American beachgrass culms at 12 inches on center and bayberry, beach plum and northern bayberry at 4 ft on center.</p>
<h2>5.3 Drainage of the bluff face</h2>
<p>The seepage zone at EL 18-24 is drained by a 12-ft wide gravel chimney drain behind the revetment underlayer. Surface runoff is no longer allowed to reach the bluff face (Section 6.14 and 6.16).</p>
<h2>5.4 Construction access</h2>
<p>Stone is delivered by truck (no barge) down a temporary ramp cut in the east end of the bluff (restored in the final regrade) and placed by a long-reach excavator working from the beach at low tide. The ramp is the only equipment route between the bluff top and the beach.</p>
<h2>5.5 Cost and schedule</h2>
<p>The engineer's estimate is $1.38 million. Construction is planned for October 2026 to April 2027 within the NYSDEC work window.</p>
</div>""")
    # Chapter 6 SWPPP
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>6. Stormwater Pollution Prevention Plan</h1>
<p>This chapter is the Stormwater Pollution Prevention Plan for the project under Chapter 44 of the Code of the Village of Asharoken, Stormwater Management and Erosion and Sediment Control. It relies on Chapters 1, 2 and 5 of this report for project background, soils and design; the cross-references are given in each section. A copy of this chapter, Appendix A and Appendix B shall be kept in the contractor's site trailer from the start of work until final stabilization.</p>
<h2>6.1 Project background</h2>
<p>See Section 1.2: a 640-LF stone toe revetment, bluff regrading and bluff-top drainage on a 3.86-acre common parcel, 1.42 acres of soil disturbance.</p>
<h2>6.2 Site map</h2>
<p>Figure 6-1 (next page) is the site and erosion control plan at a scale of 1 inch = 40 feet. It shows the total site area, the improvements, the limit of disturbance and the 2.44 acres that will not be disturbed, existing vegetation, Long Island Sound, drainage patterns, existing and final slopes of the bluff, the staging and stockpile area and the discharge points. No material, waste, borrow or equipment storage area is located off the site. Figure 1-1 is the location map.</p>
<h2>6.3 Soils</h2>
<p>The soils are the Carver and Plymouth sands on the bluff, Plymouth loamy sand on the bluff top and Beaches at the toe, described in Section 2.3. All are highly erodible when bare and very permeable.</p>
<h2>6.4 Construction phasing and sequence</h2>
<p>The whole project disturbs 1.42 acres, so no more than five acres will ever be disturbed at one time. The work is done in this order:</p>
<table><tr><th>Step</th><th>Activity</th><th>Approx. timing</th></tr>
<tr><td>1</td><td>Pre-construction meeting; flag limit of disturbance; install stabilized construction entrance, silt fence, staging area controls</td><td>Week 1 (Oct. 2026)</td></tr>
<tr><td>2</td><td>Clear and grub bluff-top work strip (0.31 ac); build temporary diversion berm 10 ft landward of crest; install turbidity curtain along the toe</td><td>Week 1-2</td></tr>
<tr><td>3</td><td>Cut access ramp at east end; excavate toe trench in 100-ft segments; place geotextile, underlayer and armor each tide cycle</td><td>Weeks 2-12</td></tr>
<tr><td>4</td><td>Regrade upper scarp to 1V:2H in 100-ft bays, from west to east; place cut on lower face; install chimney drain</td><td>Weeks 8-16</td></tr>
<tr><td>5</td><td>Install coir logs, blanket and beachgrass in each bay within 48 hours of final grade</td><td>Weeks 9-17</td></tr>
<tr><td>6</td><td>Remove 8-in outfall; construct drywells DW-1 to DW-3, swale S-1 and inlets (utility and drainage installation)</td><td>Weeks 14-18</td></tr>
<tr><td>7</td><td>Close access ramp; build beach stair; plant woody shrubs (April 2027)</td><td>Weeks 18-26</td></tr>
<tr><td>8</td><td>Final stabilization inspection; remove silt fence, construction entrance and turbidity curtain</td><td>After 80% vegetative cover</td></tr></table>
</div>""")
    s.append("<div class=\"chap\">" + svg_site() + "</div>")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div>
<h2>6.5 Pollution prevention: litter, construction chemicals and debris</h2>
<p>Trash and construction debris (coir trimmings, stake cut-offs, packaging, broken pipe) will be placed daily in a covered 20-cy roll-off at the staging area and hauled away when three-quarters full. No debris may be left on the beach overnight. Construction chemicals are limited to fuel, hydraulic oil, lubricants and a small quantity of form release agent for the stair footings; they are handled as described in Section 6.6. Concrete for the stair footings is delivered premixed; truck chutes are washed out only into a lined washout pit at the staging area, never on the bluff or beach. Portable toilets are staked down at the staging area, at least 100 ft from the crest.</p>
<h2>6.6 Materials stored on site, storage practices and spill response</h2>
<p>Materials expected on site: armor and underlayer stone (stockpiled on the beach above spring high water only for the current tide cycle, otherwise at the staging area), geotextile rolls, coir logs and blanket, topsoil, precast leaching rings, PVC pipe, diesel fuel in a 500-gal double-walled tank, hydraulic oil and grease in closed drums. The list will be updated in the site log when materials change. Fuel, oil and grease are kept in the staging area on a lined secondary containment pallet under a tarp cover, at least 100 ft from the bluff crest. Equipment working on the beach uses biodegradable hydraulic fluid and is refuelled only at the bluff top by hand-pumped transfer over drip pans. Spill kits (absorbent booms, pads, 65-gal overpack) are kept at the staging area and on each excavator. Any spill is contained at once with absorbent and berms, the contaminated sand is shovelled into drums, and spills of petroleum are reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours, and to the Village.</p>
<h2>6.7 Soil stabilization, runoff control and sediment control for each stage</h2>
<table><tr><th>Stage</th><th>Temporary measures</th><th>Permanent measures</th></tr>
<tr><td>Clearing and grubbing</td><td>Silt fence on landward limit; diversion berm at crest; construction entrance; mulch on stripped areas not worked within 7 days</td><td>&ndash;</td></tr>
<tr><td>Toe revetment</td><td>Turbidity curtain; work only in the dry; segment length 100 ft</td><td>Stone revetment, geotextile filter</td></tr>
<tr><td>Regrading</td><td>Bays of 100 ft; coir blanket within 48 hr; temporary seeding of annual ryegrass on the bluff top at 40 lb/ac where work stops more than 14 days</td><td>1V:2H slope with coir log terraces, beachgrass and shrub plantings</td></tr>
<tr><td>Drainage</td><td>Inlet protection at the two yard inlets; stockpile silt fence</td><td>Grass swale S-1 (seeded and sodded), drywells DW-1 to DW-3</td></tr>
<tr><td>Closeout</td><td>Maintain all measures until 80% cover</td><td>Topsoil 4 in and turf seed on bluff top; woody plantings</td></tr></table>
<h2>6.8 Details and specifications of erosion and sediment control practices</h2>
<table><tr><th>Practice</th><th>Dimensions and material</th><th>Installation</th></tr>
<tr><td>SF Silt fence</td><td>36-in woven geotextile, 2x2 in hardwood stakes 6 ft o.c.</td><td>Trench 6 in x 6 in, fabric buried and backfilled; per NYS Standards (2016) Fig. 5.30</td></tr>
<tr><td>SCE Stabilized construction entrance</td><td>50 ft long x 20 ft wide x 8 in thick, 2-in crushed stone on geotextile</td><td>Top-dress when voids fill; Std. Fig. 2.5</td></tr>
<tr><td>DB Diversion berm</td><td>18 in high, side slopes 1V:2H, 4-ft base, compacted Plymouth sand, seeded</td><td>10 ft landward of crest, graded 0.5% to the swale line; Std. &ldquo;Earth dike&rdquo;</td></tr>
<tr><td>TC Turbidity curtain</td><td>Type II floating curtain, 5-ft skirt, 700 LF</td><td>Anchored at 50 ft intervals; ends tied to shore above MHW</td></tr>
<tr><td>CL Coir log</td><td>12 in dia., 10 ft lengths, 9 lb/ft</td><td>Half-buried in a 6-in trench, staked 2 ft o.c.</td></tr>
<tr><td>RECB Erosion control blanket</td><td>Woven coir 700 g/m<sup>2</sup></td><td>Keyed in 12-in trench at crest, overlap 6 in, staple 1/sy</td></tr>
<tr><td>IP Inlet protection</td><td>Filter fabric insert under grate</td><td>Remove sediment after each storm</td></tr></table>
<p>No temporary sediment basin or sediment trap is proposed: the bluff-top drainage area within the limit of disturbance is 0.31 acre and runoff from it is held by the diversion berm and infiltrates in the Plymouth sand behind it.</p>
<h2>6.9 Temporary practices converted to permanent measures</h2>
<p>The temporary diversion berm (DB) is left in place at the end of the job, topsoiled and seeded as the seaward side of permanent swale S-1, so it continues to keep bluff-top runoff off the bluff face. The coir logs and coir blanket installed for construction erosion control are biodegradable and stay as the permanent terrace and face protection until the plantings are established.</p>
</div>""")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div>
<h2>6.10 Implementation schedule for temporary practices</h2>
<p>The timing of initial placement and the length of time each temporary practice must remain are tabulated in landscape Table B-2, Appendix B.</p>
<h2>6.11 Maintenance of erosion and sediment control practices</h2>
<p>The contractor maintains the practices; the schedule is the right-hand column of Table B-2. A qualified inspector retained by the Association inspects every seven days and within 24 hours of 0.5 inch of rain, as the Village Code requires for Condition A, B or C projects, and records findings in the site logbook.</p>
<h2>6.12 Receiving water</h2>
<p>All stormwater from the site and the bluff face discharges directly to Long Island Sound. There is no municipal storm sewer on the parcel.</p>
<h2>6.13 Responsibilities</h2>
<table><tr><th>Part of site</th><th>Responsible for SWPPP implementation</th></tr>
<tr><td>Beach, toe revetment, turbidity curtain, access ramp</td><td>Gull Rock Marine Construction, Inc. (site superintendent)</td></tr>
<tr><td>Bluff face regrading, coir logs and blanket</td><td>Gull Rock Marine Construction, Inc.</td></tr>
<tr><td>Plantings, bluff-top swale, drywells, inlet protection</td><td>Beach Plum Landscapes LLC</td></tr>
<tr><td>Staging area, entrance, materials storage and spill response</td><td>Gull Rock Marine Construction, Inc.</td></tr>
<tr><td>Inspections and logbook; corrective action notices</td><td>Halyard Coastal Engineering, PLLC (qualified inspector) for the Association</td></tr>
<tr><td>Long-term operation of swale and drywells</td><td>Soundview Bluff Owners Association, Inc.</td></tr></table>
<h2>6.14 Structural practices to divert, store or limit runoff from exposed areas</h2>
<p>Three structural practices keep water away from the exposed soils of the bluff: the diversion berm at the crest intercepts sheet flow from the bluff top before it reaches the regraded face and holds it in a shallow linear storage behind the berm where it infiltrates; the existing yard inlets remain in service with inlet protection and are temporarily piped to DW-1 as soon as it is built, ending the discharge at D-1; and the toe is worked in 100-ft segments behind the turbidity curtain so that the exposed trench is open for a single tide cycle.</p>
<h2>6.15 Existing runoff data</h2>
<p>See Section 2.4 for existing runoff data (peak flows, volumes and the observed event of 8/18/2025).</p>
<h2>6.16 Post-construction stormwater management</h2>
<h3>6.16.1 Practices</h3>
<p>Bluff-top grass swale S-1 (500 LF, 8-ft bottom width, 1V:4H side slopes, 0.5% grade, 12 in deep) collects runoff from the lawn, drive and roof leaders and conveys it to three precast concrete drywells DW-1, DW-2 and DW-3 (10-ft diameter, 8-ft effective depth, set in 2 ft of clean stone, traffic-rated slab tops with 24-in cast iron covers). The drywells infiltrate the full 100-year runoff volume into the Plymouth sand; no stormwater is discharged to the bluff face. Locations and sizes are on Figure 6-1.</p>
<h3>6.16.2 Hydrologic and hydraulic analysis</h3>
<p>TR-20 (HydroCAD 10.2) with Type III distribution; see Appendix C. Drywell storage 3 x 628 cf = 1,884 cf plus stone voids 1,360 cf = 3,244 cf; exfiltration at 3 in/hr (half the measured rate) through sidewalls. The swale carries the 100-year peak of 2.74 cfs at 0.71 ft depth, velocity 1.4 ft/s. The 100-year event does not overtop the drywells (peak stage 7.2 ft of 8.0 ft).</p>
<h3>6.16.3 Comparison of post-development with pre-development runoff</h3>
<table><tr><th>Runoff to bluff face / Sound</th><th>1-yr pre</th><th>1-yr post</th><th>10-yr pre</th><th>10-yr post</th><th>100-yr pre</th><th>100-yr post</th></tr>
<tr><td>Peak discharge at D-1, cfs</td><td>0.62</td><td>0.00</td><td>1.46</td><td>0.00</td><td>2.74</td><td>0.00</td></tr>
<tr><td>Volume, cf</td><td>2,180</td><td>0</td><td>5,060</td><td>0</td><td>9,730</td><td>0</td></tr></table>
<p>Water quality volume for the 0.61-ac drainage area (90% rule, 1.3 in): WQv = 1,240 cf, infiltrated in full (runoff reduction 100%).</p>
<h3>6.16.4 Details and specifications</h3>
<p>Drywells: 10-ft ID precast leaching rings per Suffolk County DPW standard, 3,000 psi, on 2 ft of 3/4-in washed stone wrapped in nonwoven geotextile; inlet pipe 12-in HDPE from swale end sections with 4-in grate; overflow none. Swale: 4 in topsoil, sod of tall fescue blend, check dam of 6-in stone at each drywell inlet. Installation: drywells are built last (Step 6), after the bluff top is stabilized, to prevent sediment clogging.</p>
<h3>6.16.5 Maintenance schedule for post-construction practices</h3>
<table><tr><th>Practice</th><th>Task</th><th>Frequency</th></tr>
<tr><td>Swale S-1</td><td>Mow to 4-6 in; remove debris; reseed bare spots</td><td>Monthly May-Oct; after storms &gt; 1 in</td></tr>
<tr><td>Drywells DW-1 to 3</td><td>Inspect for sediment depth and drawdown within 72 hr; vacuum sediment when 12 in accumulates</td><td>Semi-annually (April, October)</td></tr>
<tr><td>Bluff face plantings</td><td>Replace dead plants; repair coir</td><td>Spring and fall for 3 years</td></tr></table>
<h3>6.16.6 Maintenance easement</h3>
<p>A 25-foot-wide stormwater maintenance easement in favor of the Village of Asharoken covering swale S-1 and drywells DW-1 to DW-3, with access from Asharoken Avenue over the Association drive, is shown on Figure 6-1 and will be recorded on the filed site plan; it runs with the land and remains in effect upon any transfer of title to the parcel.</p>
<h3>6.16.7 Inspection and maintenance agreement</h3>
<p>The Association will execute the Village's Stormwater Control Facility Maintenance Agreement before the certificate of completion. Its terms: the Association inspects and maintains the swale and drywells at its cost on the schedule above; the Village may enter to inspect and may perform neglected maintenance at the Association's expense; the agreement is recorded in the Suffolk County Clerk's office and is binding on all subsequent owners of the parcel and on the Association's successors and assigns.</p>
</div>""")
    s.append("""<div class="chap"><div class="hdr">"+"HDR"+"</div><h1>7. Professional Certification</h1>
<div class="box">
<p>I hereby certify that this Stormwater Pollution Prevention Plan (Chapter 6 of this report, with Appendices A through C) was prepared by me or under my direct supervision, and that the design of all stormwater management practices meets the requirements of Chapter 44 of the Code of the Village of Asharoken.</p>
<p class="sig">/s/ Marguerite O. Lindqvist</p>
<p>Marguerite O. Lindqvist, P.E., Principal<br/>New York Professional Engineer License No. 089412<br/>Halyard Coastal Engineering, PLLC<br/>Date: March 9, 2026</p>
<p class="small">[PE seal]</p>
</div>
<p>Owner's acknowledgement: The Association has reviewed this SWPPP and will implement it through its contractors.</p>
<p class="sig">/s/ Rosalind Castellano</p><p>Rosalind Castellano, President, Soundview Bluff Owners Association, Inc. &mdash; March 10, 2026</p>
</div></body></html>""")
    return "\n".join(s).replace('"+"HDR"+"', HDR)

def appendix(path):
    c = canvas.Canvas(path, pagesize=letter)
    W, Hh = letter
    def head(t):
        c.setFont("Helvetica-Bold", 12); c.drawString(60, Hh - 60, t)
        c.setFont("Helvetica", 7.5); c.drawString(60, Hh - 36, "Halyard Coastal Engineering, PLLC - Soundview Bluff - Coastal Engineering Report Rev. 1")
    def wrap(x, y, text, w=95, lead=13, font="Helvetica", size=10):
        import textwrap
        c.setFont(font, size)
        for para in text.split("\n"):
            for line in textwrap.wrap(para, w) or [""]:
                c.drawString(x, y, line); y -= lead
        return y
    stmt = ("I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
            "stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or "
            "contribute to a violation of water quality standards.")
    for firm, person, title, addr, phone, scope, sig in [
        ("Gull Rock Marine Construction, Inc.", "Daniel T. Okonkwo", "Vice President, Operations",
         "17 Harbor Road, Centerport, NY 11721", "(631) 555-0188", "Toe revetment, regrading, access ramp, staging area", "/s/ Daniel T. Okonkwo"),
        ("Beach Plum Landscapes LLC", "Teresa M. Vukovich", "Owner",
         "260 Larkfield Road, East Northport, NY 11731", "(631) 555-0121", "Plantings, swale S-1, drywells, inlet protection", "/s/ Teresa M. Vukovich")]:
        head("APPENDIX A - CONTRACTOR CERTIFICATION (Village Code Section 44-8E)")
        y = wrap(60, Hh - 100, stmt)
        y -= 14
        rows = [("Name of person signing", person), ("Title", title), ("Contracting firm", firm),
                ("Firm address", addr), ("Firm telephone", phone),
                ("Site", "Soundview Bluff Owners Association common parcel, Asharoken Avenue, Asharoken, NY (SCTM 0400-002.00-01.00-017.002)"),
                ("Responsible for", scope), ("Signature", sig), ("Date of certification", "March 16, 2026")]
        for k, v in rows:
            c.setFont("Helvetica-Bold", 9.5); c.drawString(60, y, k + ":")
            c.setFont("Helvetica", 9.5); c.drawString(200, y, v[:80]);
            if len(v) > 80: y -= 12; c.drawString(200, y, v[80:])
            c.line(198, y - 3, 560, y - 3); y -= 24
        c.showPage()
    # Rotated landscape tables: page is portrait, content drawn sideways, /Rotate 90 set afterwards
    def landscape_table(title, cols, widths, rows, foot):
        c.saveState(); c.rotate(90); c.translate(0, -612)
        c.setFont("Helvetica", 7); c.drawString(40, 590, "Halyard Coastal Engineering, PLLC - Soundview Bluff - Appendix B (landscape)")
        c.setFont("Helvetica-Bold", 11); c.drawString(40, 568, title)
        y = 545; x0 = 40
        c.setFont("Helvetica-Bold", 8)
        x = x0
        for col, w in zip(cols, widths):
            c.drawString(x + 2, y, col); x += w
        c.line(x0, y - 4, x0 + sum(widths), y - 4); y -= 16
        c.setFont("Helvetica", 8)
        for r in rows:
            x = x0; maxl = 1
            for cell, w in zip(r, widths):
                lines = cell.split("|")
                for j, ln in enumerate(lines):
                    c.drawString(x + 2, y - j * 10, ln)
                maxl = max(maxl, len(lines)); x += w
            ly = y - 10 * (maxl - 1) - 5
            c.setLineWidth(0.3); c.line(x0, ly, x0 + sum(widths), ly)
            y = ly - 12
        wrap(40, y - 10, foot, w=150, lead=10, size=8)
        c.restoreState(); c.showPage()
    landscape_table("TABLE B-1  DESIGN WAVE AND WATER LEVEL PARAMETERS AT REVETMENT TOE",
        ["Return period", "Wind speed (mph)", "Direction", "Fetch (nmi)", "Deep-water Hs (ft)", "Tp (s)", "SWL (ft NAVD88)", "Depth at toe (ft)", "Toe Hs (ft)", "Runup R2% (ft)"],
        [70, 70, 55, 60, 80, 50, 80, 75, 60, 70],
        [["1-yr", "38", "NNE", "18.2", "4.1", "4.6", "6.2", "7.2", "3.9", "3.5"],
         ["10-yr", "52", "NNE", "18.2", "6.4", "5.6", "9.1", "10.1", "6.0", "4.9"],
         ["50-yr", "61", "NNE", "18.2", "7.9", "6.1", "11.0", "12.0", "6.6", "5.4"],
         ["100-yr", "65", "NNE", "18.2", "8.6", "6.3", "12.4", "13.4", "6.9*", "5.6"],
         ["100-yr + SLR", "65", "NNE", "18.2", "8.6", "6.3", "13.7", "14.7", "design 6.9", "5.6"]],
        "* Toe Hs from one-dimensional transformation over the surveyed profile (shoaling, friction, breaking on the 1:25 foreshore); waves higher than 6.9 ft are not sustained over the foreshore. Runup per CEM VI-5 (rough slope, 1V:2H, gamma_r = 0.55). Overtopping of the revetment crest (EL 14.0) in the 100-yr + SLR event is absorbed by the 1V:2H regraded lower bluff.")
    landscape_table("TABLE B-2  EROSION AND SEDIMENT CONTROL IMPLEMENTATION AND MAINTENANCE SCHEDULE",
        ["Practice", "Initial placement", "Remains in place until", "Maintenance (by contractor)"],
        [120, 190, 190, 210],
        [["SCE construction entrance", "Before any other work (Step 1)", "Access ramp closed and bluff|top paved/seeded (Step 8)", "Top-dress stone when voids fill;|sweep Asharoken Ave. daily if tracked"],
         ["SF silt fence", "Step 1, before clearing", "80% vegetative cover on bluff top", "Inspect weekly and after 0.5 in rain; remove|sediment at 1/2 fence height; repair sags"],
         ["DB diversion berm", "Step 2, before regrading begins", "Permanent (converted to swale S-1 berm)", "Repair breaches within 24 hr; reseed"],
         ["TC turbidity curtain", "Step 2, before toe excavation", "Revetment complete (Step 3 end)", "Check anchors daily at low tide;|re-float and repair tears"],
         ["CL coir logs / RECB blanket", "Within 48 hr of final grade in each bay", "Permanent (biodegrades in 3-5 yr)", "Re-stake displaced logs; re-staple blanket|after each storm of 0.5 in or more"],
         ["IP inlet protection", "Step 1", "Drywells online and bluff top stabilized", "Remove sediment after each storm"],
         ["Temporary seeding / mulch", "Within 7 days where work stops 14+ days", "Permanent seeding or sod", "Re-mulch bare spots weekly"]],
        "Inspections by the qualified inspector every 7 days and within 24 hours of 0.5 in of rain; deficiencies corrected within one working day. Maintenance log kept with this SWPPP.")
    # Appendix C calcs
    head("APPENDIX C - BLUFF-TOP DRAINAGE CALCULATIONS")
    y = wrap(60, Hh - 100, """Drainage area DA-1 (to swale S-1 and drywells): roof 0.06 ac (CN 98), asphalt drive and pad 0.15 ac (CN 98), lawn 0.40 ac on HSG A (CN 39). Composite CN 64; Tc 6 min (minimum).
Design storms (NOAA Atlas 14, Asharoken): 1-yr 2.75 in; 10-yr 4.95 in; 100-yr 8.10 in; SCS Type III 24-hour.

Pre-development (discharge over bluff face via 8-in PVC to D-1):
  1-yr: Qp = 0.62 cfs, V = 2,180 cf
  10-yr: Qp = 1.46 cfs, V = 5,060 cf
  100-yr: Qp = 2.74 cfs, V = 9,730 cf

Post-development (swale S-1 to DW-1..DW-3, no surface outlet):
  Storage provided: 3 drywells x (pi x 5^2 x 8) = 1,884 cf; stone envelope 2 ft x 0.40 voids = 1,360 cf; total 3,244 cf.
  Exfiltration: sidewall area 3 x (pi x 14 x 8) = 1,055 sf; design rate 3 in/hr (factor of safety 2 on 6 in/min field percolation converted); Q_exf = 1,055 sf x 3 in/hr = 0.073 cfs (bottom area neglected, conservative).
  Routing (HydroCAD, storage-indication): 100-yr peak stage 7.2 ft; 10-yr 4.1 ft; 1-yr 1.6 ft. No overflow.
  Discharge to bluff face: 0.00 cfs for all storms.

Water quality volume: WQv = [(P)(Rv)(A)]/12, P = 1.3 in, Rv = 0.05 + 0.009(34%) = 0.36, A = 0.61 ac: WQv = 0.024 ac-ft = 1,040 cf; 1,240 cf used (includes roof leader area added in Rev. 1). Provided by infiltration: 3,244 cf > 1,240 cf.

Swale S-1 capacity (Manning, n = 0.035, S = 0.005, b = 8 ft, z = 4): at d = 0.71 ft, A = 7.7 sf, V = 1.4 ft/s, Q = 10.8 cfs > 2.74 cfs. Permissible velocity for grass 4 ft/s: OK.
""", w=98, lead=12.5, size=9)
    c.showPage()
    c.save()

def build(outdir, tmp):
    h = os.path.join(tmp, "p1.html"); open(h, "w").write(html())
    hp = os.path.join(tmp, "p1_html.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--virtual-time-budget=2000", f"--print-to-pdf={hp}", h], check=True, capture_output=True)
    ap = os.path.join(tmp, "p1_app.pdf"); appendix(ap)
    w = PdfWriter()
    for p in PdfReader(hp).pages:
        w.add_page(p)
    ar = PdfReader(ap)
    for i, p in enumerate(ar.pages):
        if i in (2, 3):
            p.rotation = 90
        w.add_page(p)
    w.add_metadata({"/Title": "Soundview Bluff Coastal Engineering Report Rev 1", "/Producer": "pypdf (merged: Chromium Skia/PDF + ReportLab)"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as f:
        w.write(f)
    return out

def ev(pages, quote):
    return {"pages": pages, "quote": quote}

STYLE = "coastal engineering report (wave analysis, permitting, design chapters; SWPPP is Chapter 6)"
LABEL = {
    "checklist": "asharoken-ch44",
    "style": STYLE, "house_style": STYLE,
    "producer": "Chromium headless print-to-PDF (HTML chapters, inline SVG figures) + reportlab appendix pages, merged with pypdf; Appendix B pages 21-22 stored with /Rotate 90 and content drawn sideways",
    "decision": "complete",
    "facts": {"disturbed_acres": 1.42, "project_type": "shoreline toe revetment and bluff stabilization with bluff-top drainage, residential-association common parcel (no dwelling built)",
              "single_family": False, "impaired_water": False},
    "items": {},
    "evidence": {
        "44-8B(1)(a)": ev([3], "a stone toe revetment 640 linear feet long with a crest at elevation 14.0 ft NAVD88"),
        "44-8B(1)(b)": ev([12], "FIGURE 6-1 SITE AND EROSION CONTROL PLAN"),
        "44-8B(1)(c)": ev([5], "Excessively drained deep sands; very low available"),
        "44-8B(1)(d)": ev([10], "no more than five acres will ever be disturbed at one time"),
        "44-8B(1)(e)": ev([13], "placed daily in a covered 20-cy roll-off at the staging area"),
        "44-8B(1)(f)": ev([13], "Fuel, oil and grease are kept in the staging area on a lined secondary containment pallet"),
        "44-8B(1)(g)": ev([13], "Bays of 100 ft; coir blanket within 48 hr; temporary"),
        "44-8B(1)(h)": ev([12], "SF: SILT FENCE (LIMIT OF DISTURBANCE, LANDWARD), 610 LF"),
        "44-8B(1)(i)": ev([14], "50 ft long x 20 ft wide x 8 in thick"),
        "44-8B(1)(j)": ev([14], "The temporary diversion berm (DB) is left in place at the end of the job"),
        "44-8B(1)(k)": ev([22], "Within 48 hr of final grade in each bay"),
        "44-8B(1)(l)": ev([22], "Inspect weekly and after 0.5 in rain; remove"),
        "44-8B(1)(m)": ev([15], "All stormwater from the site and the bluff face discharges directly to Long Island Sound"),
        "44-8B(1)(n)": ev([15], "Bluff face regrading, coir logs and blanket"),
        "44-8B(1)(o)": ev([15], "the diversion berm at the crest intercepts sheet flow from the bluff top"),
        "44-8B(1)(p)": ev([5], "Existing runoff data for the site are summarized below"),
        "44-8B(3)(b)": ev([16], "Bluff-top grass swale S-1 (500 LF, 8-ft bottom width"),
        "44-8B(3)(c)": ev([12], "DRYWELLS DW-1 TO DW-3: 10 FT DIA. x 8 FT EFFECTIVE DEPTH PRECAST LEACHING POOLS"),
        "44-8B(3)(d)": ev([16], "The swale carries the 100-year peak of 2.74 cfs"),
        "44-8B(3)(e)": ev([16], "6.16.3 Comparison of post-development with pre-development runoff"),
        "44-8B(3)(f)": ev([16], "10-ft ID precast leaching rings per Suffolk County DPW standard"),
        "44-8B(3)(g)": ev([16], "Inspect for sediment depth and drawdown within 72 hr"),
        "44-8B(3)(h)": ev([16], "will be recorded on the filed site plan; it runs with the land"),
        "44-8B(3)(i)": ev([17], "binding on all subsequent owners of the parcel"),
        "44-8C": ev([18], "the design of all stormwater management practices meets the requirements of Chapter 44"),
        "44-8E": ev([19, 20], "I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan"),
    },
    "gaps": {},
    "image_only_pages": [],
    "ambiguous_items": ["44-8B(3)(h)"],
    "acceptable_decisions": ["complete"],
    "notes": ("1.42 acres disturbed, not single-family construction, not part of a common plan: a land development activity under 44-3; "
              "Condition C holds, so 44-8B(3)(b)-(i) apply. The SWPPP is Chapter 6 of a longer coastal report and leans on Chapters 1-2 "
              "(background, soils, existing runoff data on p. 5) and on Appendix B: the implementation schedule (k) and ESC maintenance "
              "schedule (l) exist only in landscape Table B-2 on p. 22, a page stored with /Rotate 90 (content drawn sideways). "
              "Figure 6-1 (p. 12, 1 in = 40 ft) is the site map, the ESC-practice plan with lengths and the post-construction practice plan. "
              "44-8B(3)(h): the easement is shown on Figure 6-1 and described as to be recorded on the filed plan and running with title; "
              "labelled present, listed ambiguous because recording is future tense. Both contractor certifications (pp. 19-20) are filled "
              "in and signed (/s/). Chapters 3-5 (wave analysis, permits, armor design) are coastal content that no checklist item needs."),
}

HEADINGS = ["COASTAL ENGINEERING REPORT", "Contents", "1. Introduction and Project Background", "2. Existing Site Conditions, Geology and Soils",
            "3. Coastal Processes: Wave and Water Level Analysis", "4. Permits and Regulatory Review",
            "5. Design of Toe Revetment and Bluff Stabilization", "6. Stormwater Pollution Prevention Plan", "6.4 Construction phasing and sequence",
            "6.5 Pollution prevention: litter, construction chemicals and debris", "6.6 Materials stored on site, storage practices and spill response",
            "6.7 Soil stabilization, runoff control and sediment control for each stage", "6.8 Details and specifications of erosion and sediment control practices",
            "6.9 Temporary practices converted to permanent measures", "6.10 Implementation schedule for temporary practices",
            "6.11 Maintenance of erosion and sediment control practices", "6.12 Receiving water", "6.13 Responsibilities",
            "6.14 Structural practices to divert, store or limit runoff from exposed areas", "6.15 Existing runoff data",
            "6.16 Post-construction stormwater management", "7. Professional Certification", "APPENDIX A - CONTRACTOR CERTIFICATION",
            "TABLE B-1 DESIGN WAVE AND WATER LEVEL PARAMETERS", "TABLE B-2 EROSION AND SEDIMENT CONTROL IMPLEMENTATION AND MAINTENANCE SCHEDULE",
            "APPENDIX C - BLUFF-TOP DRAINAGE CALCULATIONS"]
