"""p9a_asharoken_shore_club_package: Village of Asharoken combined planning-board package:
application form (letter), SEQR Full EAF Part 1 (legal, question-and-answer pages), SWPPP (Chromium, letter),
two 11x17 drawing sheets (reportlab CAD-style). Bound with pypdf and stamped with package page numbers."""
import io
from pathlib import Path
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter, legal
from reportlab.lib.units import inch
from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from pypdf import PdfReader, PdfWriter
from common import TABLOID_L, chromium_pdf

NAME = 'p9a_asharoken_shore_club_package'
SITE = 'Asharoken Shore Club, 455 Asharoken Avenue, Village of Asharoken, NY 11768'

def wrap(text, font, size, width):
    out, line = [], ''
    for w in text.split(' '):
        t = (line + ' ' + w).strip()
        if stringWidth(t, font, size) <= width:
            line = t
        else:
            out.append(line); line = w
    if line:
        out.append(line)
    return out

class Form:
    """A simple question-and-answer form writer on a canvas."""
    def __init__(self, c, size, header):
        self.c, self.W, self.H, self.header = c, size[0], size[1], header
        self.new()
    def new(self):
        c = self.c
        c.setFont('Helvetica-Bold', 9); c.drawString(0.6 * inch, self.H - 0.5 * inch, self.header[0])
        c.setFont('Helvetica', 8); c.drawRightString(self.W - 0.6 * inch, self.H - 0.5 * inch, self.header[1])
        c.line(0.6 * inch, self.H - 0.58 * inch, self.W - 0.6 * inch, self.H - 0.58 * inch)
        self.y = self.H - 0.85 * inch
    def need(self, h):
        if self.y - h < 0.8 * inch:
            self.c.showPage(); self.new()
    def section(self, t):
        self.need(30)
        c = self.c
        c.setFillColor(colors.HexColor('#e4e4e4')); c.rect(0.6 * inch, self.y - 4, self.W - 1.2 * inch, 15, fill=1, stroke=0)
        c.setFillColor(colors.black); c.setFont('Helvetica-Bold', 9.5); c.drawString(0.65 * inch, self.y, t)
        self.y -= 20
    def text(self, t, size=8.5, font='Helvetica'):
        lines = wrap(t, font, size, self.W - 1.3 * inch)
        self.need(len(lines) * size * 1.25 + 4)
        self.c.setFont(font, size)
        for ln in lines:
            self.c.drawString(0.65 * inch, self.y, ln); self.y -= size * 1.25
        self.y -= 3
    def qa(self, q, a, qw=3.4):
        size = 8.3
        ql = wrap(q, 'Helvetica', size, qw * inch - 8)
        al = wrap(a, 'Helvetica-Bold', size, self.W - 1.2 * inch - qw * inch - 10)
        n = max(len(ql), len(al)); h = n * size * 1.25 + 6
        self.need(h)
        c = self.c
        c.setLineWidth(0.4); c.rect(0.6 * inch, self.y - h + size + 1, self.W - 1.2 * inch, h, stroke=1, fill=0)
        c.line(0.6 * inch + qw * inch, self.y - h + size + 1, 0.6 * inch + qw * inch, self.y + size + 1)
        c.setFont('Helvetica', size)
        yy = self.y - 1
        for ln in ql:
            c.drawString(0.65 * inch, yy, ln); yy -= size * 1.25
        c.setFont('Helvetica-Bold', size); yy = self.y - 1
        for ln in al:
            c.drawString(0.6 * inch + qw * inch + 5, yy, ln); yy -= size * 1.25
        self.y -= h

def build_application(path):
    c = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    f = Form(c, letter, ('VILLAGE OF ASHAROKEN - PLANNING BOARD', 'Form PB-1 (rev. 2019)'))
    c.setFont('Helvetica-Bold', 14); c.drawCentredString(letter[0] / 2, f.y, 'APPLICATION FOR SITE PLAN REVIEW'); f.y -= 16
    c.setFont('Helvetica', 9); c.drawCentredString(letter[0] / 2, f.y, '1 Asharoken Avenue, Northport, New York 11768  -  (631) 555-0100 (Village Clerk)'); f.y -= 22
    f.section('PART I - APPLICANT AND PROPERTY')
    for q, a in [('Name of applicant', 'Asharoken Shore Club, Inc. (a New York not-for-profit corporation)'),
                 ('Applicant address and telephone', '455 Asharoken Avenue, Northport, NY 11768  (631) 555-0142'),
                 ('Owner of record (if different)', 'Same as applicant'),
                 ('Property address', '455 Asharoken Avenue, Village of Asharoken'),
                 ('Suffolk County Tax Map No.', 'District 0101, Section 002.00, Block 01.00, Lot 014.001'),
                 ('Lot area', '2.74 acres (119,354 sq ft)'), ('Zoning district', 'Residence A (club use by special permit, 1962)'),
                 ('Engineer / preparer', 'Harborline Civil Associates, P.C., 71 Woodbine Avenue, Northport, NY 11768, (631) 555-0110')]:
        f.qa(q, a, 2.4)
    f.y -= 6
    f.section('PART II - PROPOSED ACTION')
    f.qa('Description of proposed work', 'Demolish the existing 1950s one-story clubhouse (3,420 sq ft) and replace it with a new elevated '
         'clubhouse (3,880 sq ft footprint) on the same location; reconstruct and reconfigure the 44-space gravel and asphalt '
         'parking area; new on-site stormwater system; new sanitary system; landscaping.', 2.4)
    f.qa('Area of land disturbance', '1.38 acres (60,110 sq ft)', 2.4)
    f.qa('Part of a larger common plan of development or sale?', 'No', 2.4)
    f.qa('Stormwater Pollution Prevention Plan required (Chapter 44)?', 'Yes - land development activity disturbing one acre or more; SWPPP attached', 2.4)
    f.qa('Other approvals required', 'Suffolk County Department of Health Services (sanitary); NYSDEC SPDES General Permit (NOI); Village Building Permit', 2.4)
    f.y -= 6
    f.section('PART III - SUBMISSION CHECKLIST')
    for q, a in [('Completed application form and fee', 'Enclosed (fee paid by check no. 4471)'),
                 ('Full Environmental Assessment Form, Part 1', 'Enclosed'),
                 ('Stormwater Pollution Prevention Plan (Chapter 44)', 'Enclosed'),
                 ('Site plan drawings, 1 in = 20 ft', 'Enclosed - Sheets SP-1 and SP-2'),
                 ('Survey', 'Filed with Building Department (Young & Young survey, 11/04/2025)')]:
        f.qa(q, a, 3.4)
    f.y -= 10
    f.text('I hereby certify that the information in this application and its attachments is true and complete to the best of my knowledge.')
    f.qa('Signature of applicant', '/s/ Peter J. Walcott, President, Asharoken Shore Club, Inc.  -  Date: February 20, 2026', 2.4)
    c.showPage(); c.save()

def build_eaf(path):
    c = canvas.Canvas(str(path), pagesize=legal, invariant=1)
    f = Form(c, legal, ('Full Environmental Assessment Form - Part 1 - Project and Setting', 'SEQR 617.20 Appendix A'))
    c.setFont('Helvetica-Bold', 13); c.drawCentredString(legal[0] / 2, f.y, 'Full Environmental Assessment Form'); f.y -= 15
    c.setFont('Helvetica', 9); c.drawCentredString(legal[0] / 2, f.y, 'Part 1 - Project and Setting (to be completed by the applicant or project sponsor)'); f.y -= 20
    f.section('A. Project and Sponsor Information')
    for q, a in [('Name of Action or Project', 'Asharoken Shore Club - Clubhouse Replacement and Parking Reconstruction'),
                 ('Project Location (describe, and attach a general location map)', '455 Asharoken Avenue, Village of Asharoken, Suffolk County (location map on Sheet SP-1)'),
                 ('Brief Description of Proposed Action', 'Replacement of a private beach club clubhouse and reconstruction of its parking area on a 2.74-acre lot between Asharoken Avenue and Northport Bay, with on-site stormwater retention.'),
                 ('Name of Applicant/Sponsor', 'Asharoken Shore Club, Inc.'), ('Telephone', '(631) 555-0142'),
                 ('Address', '455 Asharoken Avenue, Northport, NY 11768'),
                 ('Project Contact', 'Elena Vasquez, P.E., Harborline Civil Associates, P.C., (631) 555-0110')]:
        f.qa(q, a)
    f.section('B. Government Approvals')
    for q, a in [('a. City Council, Town Board or Village Board of Trustees', 'No'),
                 ('b. City, Town or Village Planning Board or Commission', 'Yes - Site plan review and SWPPP approval (Chapter 44); application February 2026'),
                 ('c. City, Town or Village Zoning Board of Appeals', 'No'),
                 ('d. Other local agencies', 'Yes - Village Building Department, building permit'),
                 ('e. County agencies', 'Yes - Suffolk County Department of Health Services, sanitary system'),
                 ('f. Regional agencies', 'No'),
                 ('g. State agencies', 'Yes - NYSDEC SPDES General Permit for Construction Activity (NOI)'),
                 ('h. Federal agencies', 'No'),
                 ('i. Coastal Resources: Is the project site within a Coastal Area, or the waterfront area of a Designated Inland Waterway?', 'Yes'),
                 ('ii. Is the project site located in a community with an approved Local Waterfront Revitalization Program?', 'No'),
                 ('iii. Is the project site within a Coastal Erosion Hazard Area?', 'No - the clubhouse and parking are landward of the mapped CEHA line')]:
        f.qa(q, a)
    f.section('C. Planning and Zoning')
    for q, a in [('C.1 Will administrative or legislative adoption, or amendment of a plan, local law, ordinance, rule or regulation be the only approval(s) which must be granted?', 'No'),
                 ('C.3.a Is the site of the proposed action currently zoned?', 'Yes - Residence A'),
                 ('C.3.c Is a zoning change requested as part of the proposed action?', 'No'),
                 ('C.4.a What school district is the project site in?', 'Northport-East Northport UFSD'),
                 ('C.4.b What police or other public protection forces serve the project site?', 'Asharoken Village Police Department'),
                 ('C.4.c Which fire protection and emergency medical services serve the project site?', 'Eatons Neck Fire Department')]:
        f.qa(q, a)
    f.section('D. Project Details')
    f.text('D.1 Proposed and Potential Development', font='Helvetica-Bold')
    for q, a in [('a. What is the general nature of the proposed action?', 'Recreational (private beach club)'),
                 ('b. a. Total acreage of the site of the proposed action?', '2.74 acres'),
                 ('b. b. Total acreage to be physically disturbed?', '1.38 acres'),
                 ('b. c. Total acreage (project site and any contiguous properties) owned or controlled by the applicant?', '2.74 acres'),
                 ('c. Is the proposed action an expansion of an existing project or use?', 'Yes - clubhouse footprint increases by 460 sq ft'),
                 ('d. Is the proposed action a subdivision, or does it include a subdivision?', 'No'),
                 ('e. Will the proposed action be constructed in multiple phases?', 'Yes - two phases within one construction season (see SWPPP Section 5)'),
                 ('f. Does the project include new residential uses?', 'No'),
                 ('g. Does the proposed action include new non-residential construction (including expansions)?', 'Yes - one structure, 3,880 sq ft, 26 ft height')]:
        f.qa(q, a)
    f.text('D.2 Project Operations', font='Helvetica-Bold')
    for q, a in [('a. Does the proposed action include any excavation, mining, or dredging, during construction, operations, or both?', 'Yes - about 1,150 CY excavation for foundations, leaching pools and sanitary system; no dredging'),
                 ('b. Would the proposed action cause or result in alteration of, increase or decrease in size of, or encroachment into any existing wetland, waterbody, shoreline, beach or adjacent area?', 'No - work is set back 110 ft from the Northport Bay mean high water line'),
                 ('c. Will the proposed action use, or create a new demand for water?', 'Yes - Suffolk County Water Authority, about 900 gallons/day'),
                 ('e. Will the proposed action disturb more than one acre and create stormwater runoff, either from new point sources or non-point sources?', 'Yes'),
                 ('e.i. Square feet or acres of impervious surface created or altered', '0.71 acre altered (proposed total impervious 0.74 acre vs 0.69 acre existing)'),
                 ('e.ii. Describe types of new point sources', 'Roof leaders and parking-area catch basins piped to on-site leaching pools; overflow to Village drainage'),
                 ('e.iii. Where will the stormwater runoff be directed?', 'On-site leaching pools and rain garden; overflow to the Village storm drain in Asharoken Avenue, which discharges to Northport Bay'),
                 ('e.iv. Will stormwater runoff flow to adjacent properties?', 'No'),
                 ('j. Will the proposed action result in a substantial increase in traffic above present levels?', 'No'),
                 ('s. Does the proposed action include construction or modification of a solid waste management facility?', 'No')]:
        f.qa(q, a)
    f.section('E. Site and Setting of Proposed Action')
    for q, a in [('E.1.a Land uses on and surrounding the project site', 'Suburban residential; recreation; shoreline'),
                 ('E.1.b Land uses and covertypes on the project site: roads, buildings and other paved surfaces', '0.69 ac existing; 0.74 ac after project'),
                 ('E.1.b Forested / Meadows, grasslands / Non-vegetated (beach)', '0.22 ac woods (to remain) / 0.98 ac lawn / 0.85 ac beach (not disturbed)'),
                 ('E.2.a What is the average depth to bedrock on the project site?', 'Greater than 100 feet'),
                 ('E.2.c Predominant soil type(s) present on project site', 'Carver and Plymouth sands (CpC) 62%; Urban land (Ur) 26%; Beaches (Bc) 12%'),
                 ('E.2.d What is the average depth to the water table on the project site?', '7 to 9 feet (test hole TH-1 and TH-2, December 2025)'),
                 ('E.2.e Drainage status of project site soils', 'Well drained to excessively drained: 88% of site'),
                 ('E.2.h Surface water features: does any portion of the project site contain wetlands or other waterbodies?', 'No on-site wetlands; the lot adjoins Northport Bay (tidal)'),
                 ('E.2.h.iv Is any waterbody on the site or adjoining it listed as impaired on the NYSDEC 303(d) list?', 'Yes - Northport Bay (pathogens)'),
                 ('E.2.i Is the project site in a designated Floodway?', 'No'), ('E.2.j Is the project site in the 100-year Floodplain?', 'Partly - beach area in Zone VE; clubhouse and parking in Zone AE (el. 11) and X'),
                 ('E.2.m Identify the predominant wildlife species that occupy or use the project site', 'Gulls, shorebirds, small mammals'),
                 ('E.2.n Does the project site contain a designated significant natural community?', 'No'),
                 ('E.2.o Does the project site contain any species listed by the federal or state government as endangered or threatened?', 'No (beach outside limit of disturbance; piping plover nesting not recorded on the lot)')]:
        f.qa(q, a)
    f.section('F. Preparer Affirmation')
    f.text('I certify that the information provided is true to the best of my knowledge.')
    f.qa('Applicant/sponsor name; date', 'Peter J. Walcott, President, Asharoken Shore Club, Inc.; February 20, 2026')
    f.qa('Signature', '/s/ Peter J. Walcott')
    c.showPage(); c.save()

SWPPP_HTML = r'''<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: 8.5in 11in; margin: 0.8in 0.8in 0.9in 0.8in; }
body { font-family: "DejaVu Serif", "Liberation Serif", serif; font-size: 10.3pt; line-height: 1.32; }
h1 { font-family: "DejaVu Sans", sans-serif; font-size: 13pt; margin: 14pt 0 5pt; border-bottom: 1px solid #333; }
h2 { font-family: "DejaVu Sans", sans-serif; font-size: 11pt; margin: 10pt 0 4pt; }
table { border-collapse: collapse; width: 100%; margin: 5pt 0 8pt; font-size: 9pt; }
td, th { border: 1px solid #444; padding: 2pt 4pt; vertical-align: top; text-align: left; }
th { background: #e8eef4; }
.cover { text-align: center; page-break-after: always; padding-top: 1.3in; }
.cover h1 { border: none; font-size: 20pt; }
.pb { page-break-before: always; }
.sig td { height: 18pt; }
</style></head><body>
<div class="cover">
<h1>STORMWATER POLLUTION PREVENTION PLAN</h1>
<p style="font-size:13pt"><b>Asharoken Shore Club</b><br>Clubhouse Replacement and Parking Reconstruction</p>
<p>455 Asharoken Avenue, Village of Asharoken, Suffolk County, New York<br>SCTM 0101-002.00-01.00-014.001</p>
<p>Prepared under Chapter 44 of the Code of the Village of Asharoken (Stormwater Management and Erosion and Sediment Control)</p>
<p style="margin-top:0.6in">Prepared for: Asharoken Shore Club, Inc.<br>Prepared by: Harborline Civil Associates, P.C.<br>71 Woodbine Avenue, Northport, NY 11768 &middot; (631) 555-0110</p>
<p style="margin-top:0.4in">February 20, 2026</p>
</div>

<h1>1. Project Background</h1>
<p>The Asharoken Shore Club is a private beach club of about 160 member families on a 2.74-acre lot between Asharoken Avenue and Northport Bay. The Club proposes to demolish its one-story clubhouse of 3,420 sq ft and build a new clubhouse with a 3,880 sq ft footprint, elevated on piles to meet the Zone AE flood elevation, in the same location. The 44-space parking area, now part gravel and part broken asphalt, will be reconstructed with permeable interlocking pavers in the stalls and asphalt in the drive aisle. A new sanitary system, walkways, a rain garden and new landscaping complete the work.</p>
<p>The project is a non-residential land development activity. It will disturb <b>1.38 acres</b>; it is not part of a larger common plan of development or sale. Construction is scheduled from September 8, 2026 to April 30, 2027, outside the summer club season.</p>
<p>Because the project disturbs at least one but less than five acres and is not the construction of a single-family residence, it meets Condition C of &sect; 44-8B(2). Its runoff also reaches Northport Bay, which is listed as impaired (pathogens), so Condition A applies as well. The post-construction requirements of &sect; 44-8B(3) are therefore addressed in Sections 13 and 14.</p>

<h1>2. Site Map and Construction Drawings</h1>
<p>The site map and construction drawings are bound at the end of this package at a scale of 1 inch = 20 feet:</p>
<table><tr><th>Sheet</th><th>Title</th><th>Shows</th></tr>
<tr><td>SP-1</td><td>Site, Grading, Drainage and Stormwater Plan</td><td>General location map; total site area; all improvements; limit of disturbance and undisturbed areas; existing vegetation; Northport Bay shoreline and drainage patterns; existing and final contours and slopes; stormwater discharge point; location and size of each post-construction practice; maintenance easement</td></tr>
<tr><td>SP-2</td><td>Erosion and Sediment Control Plan and Details</td><td>Location, size and length of each erosion and sediment control practice; stockpile, staging and washout areas; construction details</td></tr></table>
<p>There are no wetlands on the lot. No off-site material, waste, borrow or equipment storage areas will be used; all staging is within the lot at the location shown on Sheet SP-2.</p>

<h1>3. Soils</h1>
<p>The Soil Survey of Suffolk County maps three units on the lot. Two deep test holes (TH-1 at the parking area, TH-2 at the rain garden) were logged by McDonald Geoscience on December 3, 2025.</p>
<table><tr><th>Unit</th><th>Description</th><th>Permeability / drainage</th><th>Location</th></tr>
<tr><td>CpC - Carver and Plymouth sands, 3 to 15% slopes</td><td>Deep, excessively drained medium and coarse sands</td><td>Rapid; infiltration rate used in design 8 in/hr</td><td>Parking area and lawn</td></tr>
<tr><td>Ur - Urban land</td><td>Fill and disturbed sand under the clubhouse and old paving</td><td>Variable; sand fill</td><td>Clubhouse and drive</td></tr>
<tr><td>Bc - Beaches</td><td>Sand and gravel subject to tidal action</td><td>Not used for stormwater</td><td>South of the bulkhead; not disturbed</td></tr></table>
<p>TH-1 found brown fine to medium sand to 14 ft with groundwater at 8.5 ft; TH-2 found 1 ft of loamy fill over fine to medium sand with groundwater at 7.2 ft. The sands are highly erodible when bare and dry and are prone to wind erosion.</p>

<h1>4. Receiving Waters and Existing Runoff Data</h1>
<p>The receiving water is <b>Northport Bay</b>. Runoff from Asharoken Avenue and the front of the lot enters the Village storm drain in Asharoken Avenue, which discharges to Northport Bay through Outfall 14 about 300 feet west of the site. Runoff from the rear lawn flows overland south to the beach and Northport Bay. Long Island Sound lies north of Asharoken Avenue and receives no runoff from the site.</p>
<p>Existing runoff data: no monitoring data are available for the site or Outfall 14. Existing conditions were modelled (Section 13.3) using TR-55 with the following existing cover: impervious (roof, asphalt, compacted gravel) 0.69 acre; lawn 0.98 acre; woods 0.22 acre; beach 0.85 acre. The Village Highway Department reports that the existing gravel lot ponds along its north edge and sheds sand onto Asharoken Avenue in storms of about 1 inch or more.</p>
<table><tr><th>Storm (24-hr)</th><th>Rainfall</th><th>Existing peak to Outfall 14</th><th>Existing runoff volume</th></tr>
<tr><td>1-year</td><td>2.8 in</td><td>1.21 cfs</td><td>4,480 cf</td></tr>
<tr><td>10-year</td><td>5.0 in</td><td>2.46 cfs</td><td>9,390 cf</td></tr>
<tr><td>100-year</td><td>8.6 in</td><td>4.48 cfs</td><td>17,560 cf</td></tr></table>

<h1>5. Construction Phasing and Sequence</h1>
<p>The whole disturbed area is 1.38 acres, well under the five-acre limit. Work is in two phases so that the parking area remains usable for contractor parking while the clubhouse is rebuilt.</p>
<table><tr><th>Step</th><th>Activity</th><th>Timing</th></tr>
<tr><td>Phase 1-1</td><td>Pre-construction meeting with the Village SMO; install stabilized construction entrance, silt fence, sand fence along the beach edge, and inlet protection on the two Asharoken Avenue catch basins</td><td>Week 1</td></tr>
<tr><td>Phase 1-2</td><td>Demolish clubhouse; remove debris; clearing and grubbing of the clubhouse area (no trees removed)</td><td>Weeks 2-3</td></tr>
<tr><td>Phase 1-3</td><td>Excavate for pile caps; drive piles; construct the clubhouse shell; install sanitary system; install roof leader leaching pools LP-1 and LP-2 (capped and protected)</td><td>Weeks 3-14</td></tr>
<tr><td>Phase 1-4</td><td>Excavate temporary sediment trap ST-1 at the rain garden location; rough grade the lawn</td><td>Week 4</td></tr>
<tr><td>Phase 2-1</td><td>Strip the parking area; excavate and grade; install catch basins, leaching pools LP-3 to LP-5 and piping</td><td>Weeks 15-19</td></tr>
<tr><td>Phase 2-2</td><td>Place pavers, stone base and asphalt aisle; connect roof leaders</td><td>Weeks 19-22</td></tr>
<tr><td>Phase 2-3</td><td>Convert ST-1 to the rain garden; topsoil, seed and plant all remaining areas</td><td>Weeks 22-26</td></tr>
<tr><td>Close-out</td><td>Final stabilization; remove silt fence and inlet protection with SMO approval; final inspection</td><td>Week 27-30</td></tr></table>

<h1>6. Erosion and Sediment Control Measures</h1>
<h2>6.1 Temporary and permanent measures by stage</h2>
<table><tr><th>Stage</th><th>Temporary measures</th><th>Permanent measures</th></tr>
<tr><td>Clearing, demolition</td><td>Construction entrance; silt fence; sand fence; inlet protection; dust control by water</td><td>-</td></tr>
<tr><td>Excavation, grading</td><td>Stockpile with silt fence and tarp; temporary sediment trap ST-1; temporary seeding and mulch of idle areas; diversion berm</td><td>-</td></tr>
<tr><td>Utilities, paving</td><td>Inlet protection on new catch basins; stone at pipe outlets</td><td>Permeable pavers; asphalt aisle; leaching pools</td></tr>
<tr><td>Close-out</td><td>Straw mulch and erosion control blanket on slopes until grass is established</td><td>Topsoil and seed (lawn); beach grass planting at the dune edge; rain garden planting</td></tr></table>
<h2>6.2 Structural practices to divert, store and limit runoff</h2>
<p>A temporary sand diversion berm (12 in high, 180 LF) along the south edge of the parking area prevents runoff from the exposed parking subgrade from reaching the lawn and beach and directs it to temporary sediment trap ST-1, which stores it and lets it infiltrate into the sand. Sand fence along the beach edge limits wind-blown sand. Runoff from the exposed clubhouse pad is contained by silt fence and by grading the pad to drain inward.</p>

<h1>7. Specifications of Erosion and Sediment Control Practices</h1>
<table><tr><th>Practice</th><th>Dimensions</th><th>Materials</th><th>Installation</th></tr>
<tr><td>Stabilized construction entrance</td><td>20 ft wide x 50 ft long x 8 in thick</td><td>1 to 4 in crushed stone on woven geotextile</td><td>Place geotextile on graded subgrade, then stone; divert runoff with a mountable berm</td></tr>
<tr><td>Silt fence</td><td>36 in fabric, 18 in exposed height; 560 LF</td><td>Woven polypropylene on 2 in hardwood stakes at 6 ft</td><td>Trench 6 in deep, bury fabric, backfill and compact; ends turned upslope</td></tr>
<tr><td>Sand fence</td><td>4 ft high, 210 LF</td><td>Wood slat fence</td><td>Posts 4 ft into sand at 8 ft; parallel to the beach</td></tr>
<tr><td>Inlet protection</td><td>One filter bag per inlet, 4 inlets</td><td>Dandy Bag or equal woven filter bag</td><td>Installed under the grate; overflow ports clear</td></tr>
<tr><td>Temporary sediment trap ST-1</td><td>Bottom 10 ft x 24 ft, 3 ft deep, 2:1 sides; storage 1,620 cf (3,600 cf/acre x 0.45 acre drainage area)</td><td>Excavated in sand; stone outlet 4 ft wide of NYSDOT No. 2 stone</td><td>Excavate in Phase 1-4 at the rain garden location; outlet to lawn</td></tr>
<tr><td>Diversion berm</td><td>12 in high, 4 ft base, 180 LF</td><td>Compacted sand, stabilized with mulch</td><td>Constructed before stripping of the parking area</td></tr>
<tr><td>Stockpile</td><td>Max 300 CY, 8 ft high</td><td>Silt fence ring; reinforced tarp</td><td>Tarped at the end of each day</td></tr></table>
<p>A temporary sediment basin is not required because the largest drainage area to any one point during construction is 0.45 acre; the trap ST-1 above is sited at the low point of the parking area and sized to the Erosion Control Manual's 3,600 cf per acre.</p>

<h1>8. Temporary Practices Converted to Permanent Controls</h1>
<p>Temporary sediment trap ST-1 will be converted to the permanent rain garden (SMP-3). After the parking area is paved and the contributing area is stabilized, accumulated sediment will be removed, the trap floor scarified to 12 in, 24 in of bioretention soil placed, and the garden planted. The stone outlet of ST-1 becomes the rain garden overflow spillway. No other temporary practice will be converted.</p>

<h1>9. Implementation Schedule for Temporary Practices</h1>
<table><tr><th>Practice</th><th>Initial placement</th><th>Duration in place</th></tr>
<tr><td>Construction entrance</td><td>Week 1, before demolition</td><td>Until the asphalt drive aisle is placed (week 22)</td></tr>
<tr><td>Silt fence</td><td>Week 1</td><td>Until final stabilization of the area it protects (week 27-30)</td></tr>
<tr><td>Sand fence</td><td>Week 1</td><td>Until beach grass is planted and established (spring 2027)</td></tr>
<tr><td>Inlet protection</td><td>Week 1 (existing inlets); as each new inlet is set</td><td>Until final stabilization</td></tr>
<tr><td>Sediment trap ST-1</td><td>Week 4</td><td>Until converted to the rain garden (weeks 22-26)</td></tr>
<tr><td>Diversion berm</td><td>Week 15</td><td>Until pavers are placed (week 22)</td></tr>
<tr><td>Temporary seed and mulch</td><td>Within 7 days of work stopping on any area idle for 14 days or more</td><td>Until permanent seeding</td></tr></table>

<h1>10. Maintenance Schedule for Erosion and Sediment Control</h1>
<p>The contractor's site superintendent will check the controls daily when work is active. The qualified professional retained by the Club will inspect every seven days and within 24 hours of any storm of 0.5 inch or more, and record findings in the site logbook.</p>
<table><tr><th>Practice</th><th>Maintenance</th><th>Frequency / trigger</th></tr>
<tr><td>Construction entrance</td><td>Top-dress with clean stone; sweep Asharoken Avenue</td><td>When voids fill; sweep daily as needed</td></tr>
<tr><td>Silt fence</td><td>Remove sediment; repair or replace fabric and stakes</td><td>When sediment reaches one-half of fence height; repairs within 24 hours</td></tr>
<tr><td>Sand fence</td><td>Reset posts and slats</td><td>After each storm</td></tr>
<tr><td>Inlet protection</td><td>Empty or replace bag</td><td>When one-third full and after each storm of 0.5 in</td></tr>
<tr><td>Sediment trap ST-1</td><td>Remove sediment</td><td>When one-half of storage (810 cf) is filled</td></tr>
<tr><td>Seeded and mulched areas</td><td>Reseed and remulch</td><td>Where cover fails or mulch blows off</td></tr></table>

<h1>11. Pollution Prevention, Materials Storage and Spill Response</h1>
<h2>11.1 Litter, construction chemicals and debris</h2>
<p>Demolition debris will be loaded directly into covered roll-off containers and hauled to a licensed facility; containers will not be overfilled. Litter will be picked up daily. Paints, sealants and form oils will be used in the amounts needed and their containers closed at the end of each day. Concrete trucks will wash out only into the lined washout shown on Sheet SP-2. No washing of equipment will occur on site.</p>
<h2>11.2 Materials expected on site, storage and spill prevention</h2>
<table><tr><th>Material</th><th>Storage practice</th></tr>
<tr><td>Diesel fuel (pile driver, excavator)</td><td>No fuel storage on site; equipment fuelled from a tank truck within the staging area over a drip pan</td></tr>
<tr><td>Hydraulic oil, lubricants</td><td>Closed containers in a locked job box on a spill pallet</td></tr>
<tr><td>Cement, grout, mortar</td><td>On pallets under waterproof cover in the staging area</td></tr>
<tr><td>Timber piles, lumber</td><td>On dunnage in the staging area, covered</td></tr>
<tr><td>Stone, sand, pavers</td><td>Stockpiled in the parking area, ringed with silt fence</td></tr>
<tr><td>Demolition waste (wood, roofing, concrete)</td><td>Covered roll-off containers, removed weekly or when full</td></tr></table>
<p>Spill response: spill kits with absorbent pads, booms and granular absorbent will be kept in the job box and on the pile driver. Any spill will be stopped at the source, contained and cleaned up immediately; spills of petroleum that reach the ground will be reported to the NYSDEC Spill Hotline (1-800-457-7362) within two hours and to the Village SMO. This list of materials will be updated in the site copy of the SWPPP if materials change.</p>

<h1>12. Implementation Responsibilities</h1>
<table><tr><th>Part of site</th><th>Responsible party</th><th>Responsibilities</th></tr>
<tr><td>Clubhouse area (Phase 1)</td><td>General contractor: Bay Harbor Builders, Inc.</td><td>Demolition debris control; silt fence and pad containment; materials storage and spill response</td></tr>
<tr><td>Parking area, drainage and leaching pools (Phase 2)</td><td>Site contractor: North Shore Excavating Corp.</td><td>Construction entrance; inlet protection; diversion berm; sediment trap ST-1; installation of permeable pavers and leaching pools</td></tr>
<tr><td>Lawn, dune edge and rain garden</td><td>Landscape contractor: Sandpiper Landscape, LLC</td><td>Sand fence; seeding and mulch; conversion of ST-1 to rain garden; beach grass planting</td></tr>
<tr><td>Whole site</td><td>Owner: Asharoken Shore Club, Inc. (P. Walcott)</td><td>Retains the qualified professional; keeps the SWPPP on site; long-term maintenance</td></tr>
<tr><td>Whole site</td><td>Qualified professional: Elena Vasquez, P.E., Harborline Civil Associates</td><td>Inspections and logbook; SWPPP updates</td></tr></table>

<h1>13. Post-Construction Stormwater Management</h1>
<h2>13.1 Practices</h2>
<p><b>SMP-1 Permeable interlocking concrete pavers</b> in the 44 parking stalls (8,950 sq ft): 3-1/8 in pavers on 2 in of No. 8 stone bedding, 4 in of No. 57 stone and 12 in of No. 2 stone reservoir over the native sand, with no underdrain.</p>
<p><b>SMP-2 Leaching pools</b>: LP-1 and LP-2 receive the clubhouse roof leaders; LP-3 to LP-5 receive the asphalt drive aisle through two catch basins. Each pool is 8 ft in diameter and 6 ft deep, precast concrete with perforated walls, in a 2 ft collar of clean stone, bottom at least 3 ft above the groundwater found in TH-1.</p>
<p><b>SMP-3 Rain garden</b> (1,150 sq ft) at the former sediment trap, receiving overflow from LP-5 and sheet flow from the lawn, with 6 in ponding and 24 in of bioretention soil. Its overflow spillway spills to the lawn.</p>
<p>Locations and sizes are shown on Sheet SP-1.</p>
<h2>13.2 Dimensions, materials and installation</h2>
<table><tr><th>Practice</th><th>Dimensions</th><th>Materials</th><th>Installation notes</th></tr>
<tr><td>SMP-1 pavers</td><td>8,950 sq ft; 21-1/8 in total section</td><td>ICPI-compliant pavers 80 mm; ASTM No. 8, No. 57, No. 2 stone; no geotextile at base</td><td>Install after all upslope areas are stabilized; do not compact the subgrade; keep construction traffic off the finished surface</td></tr>
<tr><td>SMP-2 leaching pools (5)</td><td>8 ft dia x 6 ft effective depth; 2 ft stone collar; storage 300 cf each pool plus collar 176 cf</td><td>Precast concrete, H-20 traffic slab and cast iron frame and cover</td><td>Excavate to clean sand; bottom at least 3 ft above groundwater; inspect before backfill</td></tr>
<tr><td>SMP-3 rain garden</td><td>1,150 sq ft; 6 in ponding; 24 in soil; 12 ft stone spillway</td><td>Bioretention soil (sand 60%, topsoil 25%, compost 15%); native salt-tolerant plants</td><td>Remove trap sediment; scarify; place soil in 12 in lifts without compaction; plant and mulch</td></tr></table>
<h2>13.3 Hydrologic and hydraulic analysis</h2>
<p>The stormwater system was analysed with HydroCAD 10 (TR-20 method) for the 1-, 2-, 10-, 25- and 100-year 24-hour Type III storms. The leaching pools were modelled as storage with exfiltration at 8 in/hr through the walls and floor (half the rate from TH-1 percolation testing), the pavers as a storage reservoir with exfiltration, and the rain garden as a storage node with a broad-crested spillway. The pool system stores the runoff from 2.0 inches of rain over all new and reconstructed impervious area (the Village's customary retention design), 1,540 cf required versus 2,380 cf provided. The 100-year water level in LP-5 stays 0.6 ft below the catch basin grate; the overflow of the 100-year storm to the rain garden is 0.31 cfs.</p>
<h2>13.4 Comparison of post-development with pre-development runoff</h2>
<table><tr><th>Storm</th><th>Pre-development peak to Outfall 14</th><th>Post-development peak to Outfall 14</th><th>Pre volume</th><th>Post volume</th></tr>
<tr><td>1-year</td><td>1.21 cfs</td><td>0.18 cfs</td><td>4,480 cf</td><td>560 cf</td></tr>
<tr><td>10-year</td><td>2.46 cfs</td><td>0.64 cfs</td><td>9,390 cf</td><td>2,140 cf</td></tr>
<tr><td>100-year</td><td>4.48 cfs</td><td>2.03 cfs</td><td>17,560 cf</td><td>7,930 cf</td></tr></table>
<p>Post-development peaks and volumes are lower than existing for all storms. The water quality volume (90% rainfall, 1.3 in) of 1,000 cf is fully retained and infiltrated, which also provides runoff reduction and removes the pathogen load from the site's paved areas.</p>
<h2>13.5 Maintenance schedule for each post-construction practice</h2>
<table><tr><th>Practice</th><th>Task</th><th>Schedule</th></tr>
<tr><td>SMP-1 pavers</td><td>Vacuum sweep joints; replace joint stone; inspect for ponding</td><td>Twice a year (April and October); after winter sanding</td></tr>
<tr><td>SMP-2 leaching pools</td><td>Inspect sediment depth through covers; pump out sediment and floatables; clean catch basin sumps</td><td>Inspect twice a year; clean when sediment is 12 in deep or every 3 years</td></tr>
<tr><td>SMP-3 rain garden</td><td>Remove trash and sediment; replace dead plants; replenish mulch; check drain-down within 24 hours</td><td>Monthly May-October; after storms over 2 in</td></tr></table>

<h1>14. Maintenance Easement and Maintenance Agreement</h1>
<p><b>Easement.</b> A stormwater maintenance easement over SMP-1, SMP-2 and SMP-3 and a 15 ft access strip from Asharoken Avenue, in favor of the Village of Asharoken, is shown hatched and described by bearings on Sheet SP-1. The easement grants the Village access at reasonable times to inspect and repair the practices, will be recorded with the site plan in the Suffolk County Clerk's office, and remains in effect with any transfer of title to the property.</p>
<p><b>Inspection and maintenance agreement.</b> Before the site plan is signed, Asharoken Shore Club, Inc. will execute the Village's Stormwater Facilities Inspection and Maintenance Agreement. Under it the owner of the lot: maintains SMP-1 to SMP-3 to the schedule in Section 13.5; has the practices inspected annually by a licensed professional and files the report with the Village SMO by December 31; allows the Village to perform neglected maintenance and charge the cost to the property as a lien. The agreement is recorded as a covenant running with the land and is binding on all subsequent owners of the lot served by the practices.</p>

<h1 class="pb">15. Certifications</h1>
<h2>15.1 Preparer's certification (&sect; 44-8C)</h2>
<p>I certify that this SWPPP was prepared by me, a licensed professional engineer in the State of New York, and that the design of all stormwater management practices in it meets the requirements of Chapter 44 of the Code of the Village of Asharoken.</p>
<table class="sig"><tr><td style="width:30%">Signature</td><td>/s/ Elena Vasquez</td></tr><tr><td>Name</td><td>Elena Vasquez, P.E.</td></tr><tr><td>NYS P.E. License No.</td><td>091356</td></tr><tr><td>Firm</td><td>Harborline Civil Associates, P.C.</td></tr><tr><td>Date</td><td>February 20, 2026</td></tr></table>
<h2>15.2 Contractor certification (&sect; 44-8E)</h2>
<p>Each contractor and subcontractor identified in this SWPPP who will be involved in soil disturbance or in installing stormwater management practices has signed the following statement:</p>
<p><i>"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute to a violation of water quality standards."</i></p>
<table><tr><th>Name and title</th><th>Firm, address and telephone</th><th>Site</th><th>Signature</th><th>Date</th></tr>
<tr><td>Michael Ostrowski, President</td><td>Bay Harbor Builders, Inc., 18 Main Street, Northport, NY 11768, (631) 555-0175</td><td>455 Asharoken Avenue, Asharoken</td><td>/s/ M. Ostrowski</td><td>02/16/2026</td></tr>
<tr><td>Frank DiNapoli, Vice President</td><td>North Shore Excavating Corp., 240 Elwood Road, East Northport, NY 11731, (631) 555-0138</td><td>455 Asharoken Avenue, Asharoken</td><td>/s/ F. DiNapoli</td><td>02/17/2026</td></tr>
<tr><td>Grace Lindholm, Owner</td><td>Sandpiper Landscape, LLC, 9 Bevin Road, Asharoken, NY 11768, (631) 555-0156</td><td>455 Asharoken Avenue, Asharoken</td><td>/s/ G. Lindholm</td><td>02/18/2026</td></tr></table>
</body></html>'''

def line_text(c, x, y, lines, size=7, font='Helvetica', leading=None):
    leading = leading or size * 1.35
    for ln in lines:
        f = font
        if isinstance(ln, tuple):
            f, ln = ln
        c.setFont(f, size); c.drawString(x, y, ln); y -= leading
    return y

def tb(c, sheet, title, seal=True):
    W, H = TABLOID_L
    c.setLineWidth(1.5); c.rect(0.35 * inch, 0.35 * inch, W - 0.7 * inch, H - 0.7 * inch)
    c.rect(W - 3.55 * inch, 0.35 * inch, 3.2 * inch, H - 0.7 * inch)
    x = W - 3.45 * inch
    line_text(c, x, H - 0.7 * inch, [('Helvetica-Bold', 'HARBORLINE CIVIL ASSOCIATES, P.C.'), '71 WOODBINE AVENUE, NORTHPORT, NY 11768',
                                     '(631) 555-0110', '', ('Helvetica-Bold', 'ASHAROKEN SHORE CLUB'), 'CLUBHOUSE REPLACEMENT AND',
                                     'PARKING RECONSTRUCTION', '455 ASHAROKEN AVENUE', 'VILLAGE OF ASHAROKEN, SUFFOLK COUNTY, NY',
                                     'SCTM 0101-002.00-01.00-014.001'], size=7.5)
    c.circle(W - 1.95 * inch, 4.4 * inch, 0.75 * inch)
    line_text(c, W - 2.55 * inch, 4.5 * inch, ['ELENA VASQUEZ, P.E.', 'NYS LIC. NO. 091356', '/s/ E. VASQUEZ'], size=6.5)
    line_text(c, x, 2.6 * inch, ['REVISIONS', '0  02/20/2026  PLANNING BOARD SUBMISSION', '', ('Helvetica-Bold', title), '',
                                 'SCALE: 1 IN = 20 FT', 'DATE: 02/20/2026', ('Helvetica-Bold', f'SHEET {sheet} OF 2')], size=7.5)

def build_drawings(path):
    W, H = TABLOID_L
    c = canvas.Canvas(str(path), pagesize=TABLOID_L, invariant=1)
    # SP-1
    tb(c, 'SP-1', 'SITE, GRADING, DRAINAGE AND STORMWATER PLAN')
    c.rect(0.6 * inch, 7.6 * inch, 3.0 * inch, 2.8 * inch)
    line_text(c, 0.7 * inch, 10.2 * inch, [('Helvetica-Bold', 'LOCATION MAP  1 IN = 2,000 FT'), 'LONG ISLAND SOUND (NORTH)', '', '', '    ASHAROKEN AVENUE', '         * SITE', '', '', 'NORTHPORT BAY (SOUTH)', 'DUCK ISLAND HARBOR (EAST)'], size=6.5)
    c.setDash(5, 3); c.rect(4.2 * inch, 3.3 * inch, 8.6 * inch, 6.6 * inch); c.setDash()
    c.setLineWidth(0.6); c.line(3.9 * inch, 10.2 * inch, 13.1 * inch, 10.2 * inch)
    line_text(c, 6.5 * inch, 10.28 * inch, [('Helvetica-Bold', 'ASHAROKEN AVENUE (VILLAGE ROAD)')], size=8)
    line_text(c, 4.0 * inch, 2.9 * inch, [('Helvetica-Bold', 'NORTHPORT BAY  -  MEAN HIGH WATER LINE  -  BEACH (Bc) NOT DISTURBED')], size=8)
    c.rect(6.2 * inch, 5.0 * inch, 2.6 * inch, 1.8 * inch)
    line_text(c, 6.3 * inch, 6.5 * inch, ['PROPOSED CLUBHOUSE', 'FOOTPRINT 3,880 SF', 'FF EL. 14.0 (ZONE AE EL. 11)', 'LP-1, LP-2 (8 FT DIA x 6 FT)', 'AT NE AND NW CORNERS'], size=6.8)
    c.rect(4.5 * inch, 7.2 * inch, 5.2 * inch, 2.2 * inch)
    line_text(c, 4.6 * inch, 9.1 * inch, ['SMP-1 PERMEABLE PAVER STALLS 8,950 SF (44 SPACES)', 'ASPHALT DRIVE AISLE 24 FT WIDE', 'CB-1, CB-2 TO LP-3, LP-4, LP-5 (8 FT DIA x 6 FT EACH)', 'EXISTING SLOPES 1-3%; FINAL SLOPES 1.5-2% TO CB-1/CB-2'], size=6.8)
    c.rect(10.0 * inch, 4.2 * inch, 1.6 * inch, 1.0 * inch)
    line_text(c, 10.05 * inch, 5.0 * inch, ['SMP-3 RAIN GARDEN', '1,150 SF, 6 IN PONDING', 'SPILLWAY 12 FT'], size=6.8)
    line_text(c, 10.0 * inch, 8.6 * inch, ['EXISTING WOODS 0.22 AC', 'TO REMAIN - NOT DISTURBED', '', 'OVERFLOW TO VILLAGE', 'DRAIN - DISCHARGE TO', 'NORTHPORT BAY (OUTFALL 14)'], size=6.8)
    line_text(c, 4.4 * inch, 4.1 * inch, ['LAWN: EXISTING 2-6%, FINAL 2-5% SLOPE TO SOUTH', 'EXISTING SHEET FLOW SOUTH TO BEACH'], size=6.8)
    c.saveState(); c.setDash(1, 2)
    for i in range(6):
        c.line(8.9 * inch + i * 0.12 * inch, 5.2 * inch, 9.9 * inch + i * 0.12 * inch, 7.2 * inch)
    c.restoreState()
    notes = [('Helvetica-Bold', 'SITE DATA AND NOTES'),
             '1. TOTAL SITE AREA 2.74 AC. LIMIT OF DISTURBANCE (DASHED) 1.38 AC. AREAS OUTSIDE THE LIMIT, INCLUDING THE BEACH AND WOODS, ARE NOT TO BE DISTURBED.',
             '2. EXISTING CONTOURS FROM SURVEY BY YOUNG & YOUNG DATED 11/04/2025 (NAVD 88); FINAL GRADES SHOWN AS SPOT ELEVATIONS.',
             '3. STORMWATER MAINTENANCE EASEMENT (HATCHED) IN FAVOR OF THE VILLAGE OF ASHAROKEN OVER SMP-1, SMP-2, SMP-3 AND A 15 FT',
             '   ACCESS STRIP: N 12-14-30 E 212.40 FT; S 77-45-30 E 96.00 FT; S 12-14-30 W 188.10 FT; THENCE TO POINT OF BEGINNING.',
             '   THE EASEMENT SHALL BE RECORDED AND SHALL REMAIN IN EFFECT UPON TRANSFER OF TITLE TO THE PROPERTY.',
             '4. NO WETLANDS ON SITE. SOILS: CpC CARVER AND PLYMOUTH SANDS; Ur URBAN LAND; Bc BEACHES.',
             '5. STORMWATER DISCHARGE: OVERFLOW FROM CB-1 TO VILLAGE DRAIN IN ASHAROKEN AVENUE, THEN OUTFALL 14 TO NORTHPORT BAY.']
    line_text(c, 0.6 * inch, 2.5 * inch, notes, size=6.8)
    c.showPage()
    # SP-2
    tb(c, 'SP-2', 'EROSION AND SEDIMENT CONTROL PLAN AND DETAILS')
    c.setDash(5, 3); c.rect(0.7 * inch, 5.2 * inch, 7.0 * inch, 5.1 * inch); c.setDash()
    line_text(c, 0.8 * inch, 10.0 * inch, [('Helvetica-Bold', 'EROSION AND SEDIMENT CONTROL PLAN  1 IN = 20 FT'),
        'STABILIZED CONSTRUCTION ENTRANCE 20 FT x 50 FT AT ASHAROKEN AVENUE', '', 'INLET PROTECTION: 2 EXISTING CB (ASHAROKEN AVE), CB-1, CB-2',
        '', 'STAGING AREA / JOB BOX / ROLL-OFF / CONCRETE WASHOUT (8 FT x 8 FT LINED)', '', 'STOCKPILE (MAX 300 CY) - SILT FENCE RING, TARP',
        '', 'TEMPORARY DIVERSION BERM 12 IN HIGH - 180 LF', '', 'TEMPORARY SEDIMENT TRAP ST-1: 10 FT x 24 FT BOTTOM, 3 FT DEEP',
        '(CONVERTED TO SMP-3 RAIN GARDEN)', '', 'SILT FENCE - 560 LF AROUND LIMIT OF DISTURBANCE', '', 'SAND FENCE 4 FT HIGH - 210 LF ALONG BEACH EDGE'], size=7)
    det = [('Helvetica-Bold', 'DETAIL A - SILT FENCE'), '36 IN WOVEN FABRIC, 18 IN EXPOSED, STAKES 2 IN x 2 IN AT 6 FT,', 'TOE 6 IN IN TRENCH, BACKFILL AND COMPACT.', '',
           ('Helvetica-Bold', 'DETAIL B - STABILIZED CONSTRUCTION ENTRANCE'), '1-4 IN STONE, 8 IN THICK, ON WOVEN GEOTEXTILE, 20 FT x 50 FT.', '',
           ('Helvetica-Bold', 'DETAIL C - TEMPORARY SEDIMENT TRAP ST-1'), 'STORAGE 1,620 CF; 2:1 SIDE SLOPES; STONE OUTLET 4 FT WIDE NO. 2 STONE.', '',
           ('Helvetica-Bold', 'DETAIL D - INLET PROTECTION'), 'WOVEN FILTER BAG UNDER GRATE; EMPTY WHEN 1/3 FULL.', '',
           ('Helvetica-Bold', 'DETAIL E - PERMEABLE PAVER SECTION (SMP-1)'), '80 MM PAVERS / 2 IN NO. 8 / 4 IN NO. 57 / 12 IN NO. 2 STONE; NO UNDERDRAIN.', '',
           ('Helvetica-Bold', 'DETAIL F - LEACHING POOL (SMP-2)'), '8 FT DIA PRECAST, 6 FT DEPTH, 2 FT STONE COLLAR, H-20 SLAB, 3 FT MIN. TO GROUNDWATER.', '',
           ('Helvetica-Bold', 'DETAIL G - RAIN GARDEN (SMP-3)'), '24 IN BIORETENTION SOIL; 6 IN PONDING; 3 IN MULCH; 12 FT STONE SPILLWAY.']
    line_text(c, 8.1 * inch, 10.1 * inch, det, size=7)
    notes = [('Helvetica-Bold', 'EROSION CONTROL NOTES'),
             '1. INSTALL ENTRANCE, SILT FENCE, SAND FENCE AND INLET PROTECTION BEFORE DEMOLITION.',
             '2. TEMPORARY SEED (ANNUAL RYEGRASS 40 LB/AC) AND STRAW MULCH (2 TONS/AC) ANY AREA IDLE 14 DAYS OR MORE, WITHIN 7 DAYS.',
             '3. PERMANENT STABILIZATION: 4 IN TOPSOIL, SALT-TOLERANT TURF SEED, AMERICAN BEACH GRASS AT DUNE EDGE.',
             '4. DUST CONTROL BY WATERING; NO STAGING OUTSIDE THE LOT.',
             '5. SEE SWPPP SECTIONS 9 AND 10 FOR INSTALLATION TIMING AND MAINTENANCE OF EACH PRACTICE.']
    line_text(c, 0.7 * inch, 4.7 * inch, notes, size=7.2)
    c.showPage(); c.save()

def stamp(src, out, label):
    r = PdfReader(str(src)); w = PdfWriter(); n = len(r.pages)
    for i, pg in enumerate(r.pages):
        pw, ph = float(pg.mediabox.width), float(pg.mediabox.height)
        buf = io.BytesIO(); c = canvas.Canvas(buf, pagesize=(pw, ph), invariant=1)
        c.setFont('Helvetica', 7); c.drawCentredString(pw / 2, 0.2 * inch, f'{label} - Package page {i + 1} of {n}')
        c.save(); buf.seek(0)
        wp = w.add_page(pg); wp.merge_page(PdfReader(buf).pages[0])
    w.add_metadata({'/Title': 'Asharoken Shore Club - Planning Board Submission', '/Author': 'Harborline Civil Associates, P.C.',
                    '/Producer': 'ReportLab forms and drawings + Chromium SWPPP; bound with pypdf',
                    '/CreationDate': 'D:20260220100000', '/ModDate': 'D:20260220100000'})
    with open(out, 'wb') as f:
        w.write(f)

def build(out_pdf, work):
    from common import bind
    app, eaf, dw = work / 'ash_app.pdf', work / 'ash_eaf.pdf', work / 'ash_dwg.pdf'
    html, sw = work / 'ash_swppp.html', work / 'ash_swppp.pdf'
    build_application(app); build_eaf(eaf); build_drawings(dw)
    html.write_text(SWPPP_HTML, encoding='utf-8'); chromium_pdf(html, sw)
    tmp = work / 'ash_bound.pdf'
    bind([(app, None), (eaf, None), (sw, None), (dw, None)], tmp, 'x', 'x', 'x')
    stamp(tmp, out_pdf, 'Asharoken Shore Club Planning Board Submission 02/20/2026')
