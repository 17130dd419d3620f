"""p20b_transcript_somers_primrose_vet: transcript of a recorded pre-application meeting
(Word via LibreOffice) followed by attachments (reportlab) and a scanned certification page."""
import os

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt, Inches
from reportlab.lib.pagesizes import letter, landscape
from reportlab.lib.units import inch
from reportlab.pdfgen import canvas
from reportlab.platypus import PageBreak, Paragraph, Spacer

import common
import rl

NAME = "p20b_transcript_somers_primrose_vet"

TRANSCRIPT = [
    ("00:00:04", "TOWN ENGINEER", "We're on the record. This is a pre-application stormwater meeting for the proposed Primrose Street Veterinary Hospital, 212 Primrose Street, Town of Somers, tax lot 26.14-1-9. It is being recorded and a transcript will be bound with the applicant's stormwater pollution prevention plan. Would everyone identify themselves."),
    ("00:00:31", "ENGINEER", "Daniel Okafor-Reyes, professional engineer with Hilltop Civil Design, for the applicant."),
    ("00:00:36", "OWNER", "Dr. Lena Farrington, managing member of Primrose Animal Hospital LLC, the owner."),
    ("00:00:40", "TOWN PLANNER", "Ruth Castellano, Town Planner."),
    ("00:00:43", "CONTRACTOR", "Mike Tierney, Ridgeline Site Works, we would be the site contractor."),
    ("00:00:49", "TOWN ENGINEER", "Thank you. Mr. Okafor-Reyes, start with the project, please: what it is, where, how big."),
    ("00:00:55", "ENGINEER", "Sure. The parcel is 3.92 acres on the north side of Primrose Street, Route 139, about half a mile east of Route 100. It is wooded in the back and an old field in front. We propose a one-story veterinary hospital of 6,800 square feet with a 42-space parking lot, a single driveway onto Primrose Street, a septic system in the field and the stormwater practices. The total land disturbance is 1.74 acres. New impervious cover is 0.71 acres. It is a commercial development, so we know the post-construction requirements of section 93-6A(3) apply, and the Planning Board is the approval authority because it comes in with the site plan."),
    ("00:02:10", "TOWN ENGINEER", "And the plans you're handing up?"),
    ("00:02:13", "ENGINEER", "Attachment B is the existing conditions and site map at one inch equals 40 feet with a location map in the corner. It shows the limit of disturbance, the 2.18 acres that stay undisturbed, the woods, the wetland and its buffer off the northeast corner, the drainage arrows, existing and proposed contours, the soil boundaries and the discharge point. Attachment C is the erosion and sediment control plan with every practice located and sized."),
    ("00:02:52", "TOWN ENGINEER", "Soils?"),
    ("00:02:54", "ENGINEER", "From the Westchester County soil survey and our own test pits. Charlton loam in the front field, hydrologic soil group B; Paxton fine sandy loam under the building and lot, group C, with a firm layer at about two feet; and a strip of Woodbridge loam toward the wetland, group C/D. The table is Attachment A. Test pit TP-3 in the bioretention area gave a percolation rate of 12 minutes per inch, no mottling to 64 inches."),
    ("00:03:40", "TOWN ENGINEER", "What is downstream?"),
    ("00:03:43", "ENGINEER", "Runoff leaves at one point, DP-1, at the northeast corner, into an unnamed tributary of Plum Brook, which flows to the Muscoot Reservoir. That is New York City watershed and the phosphorus TMDL basin, so we designed to the enhanced phosphorus removal standards. Existing data: there is no stream gauge on the tributary. We have the 2024 field survey of the swale at DP-1, and we ran existing conditions in HydroCAD; the existing peak at DP-1 is 2.41 cfs in the 10-year storm."),
    ("00:04:35", "TOWN PLANNER", "Is there anything stored off-site, on the neighbors?"),
    ("00:04:39", "CONTRACTOR", "No. Everything stays inside the limit of disturbance. The staging yard is in the front field next to the entrance."),
    ("00:04:47", "TOWN ENGINEER", "Walk me through the sequence. I want to know how much is open at a time."),
    ("00:04:53", "ENGINEER", "Attachment E has it step by step. Stabilized construction entrance first, then silt fence and the perimeter, then the temporary sediment trap at the low corner and the diversion swale above the work, then clearing and grubbing, topsoil stockpile, rough grading of the building pad and lot, utilities and the septic field, building construction, base course, and the bioretention area last, only after the site above it is stabilized. The whole disturbance is 1.74 acres, so we are well under the five-acre limit; we do it in one phase."),
    ("00:05:45", "TOWN ENGINEER", "Stabilization?"),
    ("00:05:47", "ENGINEER", "Per the New York State Standards and Specifications for Erosion and Sediment Control. Any area that will sit idle is seeded and mulched within 14 days; the stockpile gets temporary seed and a silt fence ring. Permanent seeding and erosion control blanket on the slopes steeper than three to one at final grading. The table in Attachment E covers each stage from clearing to final stabilization."),
    ("00:06:30", "TOWN ENGINEER", "Housekeeping. Litter, fuel, chemicals, the dumpster, concrete washout."),
    ("00:06:36", "CONTRACTOR", "We put a covered dumpster at the staging yard and it gets emptied weekly. Litter is picked up every day. Fuel is in a double-walled tank on a lined pad, and paints and solvents go in a locked job box. Concrete trucks wash out only into the lined washout pit by the entrance. There is a spill kit on the fuel pad and in every truck. Any spill goes to the superintendent and, if it's reportable, to DEC."),
    ("00:07:18", "TOWN ENGINEER", "Will there be any batch plant, asphalt or concrete, on the site?"),
    ("00:07:22", "CONTRACTOR", "No. Concrete and asphalt are delivered ready-mixed. There is no industrial activity on the site other than the construction itself."),
    ("00:07:31", "TOWN ENGINEER", "Then I want that in writing. Attachment D?"),
    ("00:07:34", "ENGINEER", "Yes, Attachment D, note 4 says it. Attachment D also has the details, dimensions and material specifications for each control, the maintenance requirements, and the schedule of which practices go in for each activity and how long each stays."),
    ("00:07:58", "TOWN ENGINEER", "Inspections during construction. Who inspects the silt fence and the trap, and how often?"),
    ("00:08:05", "ENGINEER", "The inspection schedule is in Attachment H."),
    ("00:08:09", "TOWN ENGINEER", "Attachment H is the post-construction inspection schedule for the bioretention and the swale. That's the long-term one. I'm asking about the temporary controls during construction."),
    ("00:08:20", "CONTRACTOR", "We walk the site all the time. We keep an eye on it, especially after rain."),
    ("00:08:26", "TOWN ENGINEER", "That isn't a schedule. I'll note it. Next: are there any parts of the design that do not follow the Blue Book, the State Standards and Specifications?"),
    ("00:08:37", "ENGINEER", "I would have to check with our office on the trap outlet. We'll address that in the formal submission."),
    ("00:08:45", "TOWN ENGINEER", "Noted. Post-construction."),
    ("00:08:48", "ENGINEER", "Two practices. BR-1 is a 2,460 square foot bioretention area at the northeast corner of the lot, and DS-1 is a 190-foot dry swale along the east edge of the parking that carries the driveway runoff to BR-1. BR-1 outlets through a 12-inch pipe to a riprap apron at DP-1. Attachment F has the description and the sizing: water quality volume, runoff reduction volume, channel protection, overbank and extreme storm, all to the Design Manual, enhanced phosphorus criteria. The HydroCAD summary is Attachment G. The post-development peak at DP-1 is below existing in the 1, 10 and 100-year storms."),
    ("00:09:50", "TOWN ENGINEER", "Maintenance and the long term?"),
    ("00:09:53", "OWNER", "We own and maintain it. Primrose Animal Hospital LLC is responsible for the long-term operation and maintenance."),
    ("00:10:00", "ENGINEER", "Attachment H has the maintenance schedule and the easement and agreement terms. There is a 20-foot access and maintenance easement to the Town over BR-1, DS-1 and the outlet, shown on the site map, it will be recorded, and it runs with the land. The stormwater maintenance agreement with the Town binds the owner and all subsequent owners and will be recorded in the Westchester County Clerk's office before the certificate of occupancy."),
    ("00:10:42", "TOWN ENGINEER", "Certifications?"),
    ("00:10:44", "ENGINEER", "My certification as the preparer is Attachment I, signed and sealed. The contractor's certification is Attachment J; Mr. Tierney signed it this morning."),
    ("00:10:55", "TOWN ENGINEER", "All right. For the record, my open comments are the construction-phase inspection schedule and the statement on departures from the State Standards. We'll go off the record."),
    ("00:11:04", "", "(Recording ends.)"),
]


def build_transcript(tmp):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Liberation Serif"
    st.font.size = Pt(11.5)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(1.1)
        s.top_margin = s.bottom_margin = Inches(1)
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("TOWN OF SOMERS\nENGINEERING DEPARTMENT\n335 Route 202, Somers, New York 10589")
    r.bold = True
    d.add_paragraph()
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run("TRANSCRIPT OF RECORDED PRE-APPLICATION MEETING")
    r.bold = True
    r.font.size = Pt(15)
    p = d.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run("Stormwater Pollution Prevention Plan Review\nPrimrose Street Veterinary Hospital\n"
              "212 Primrose Street (NYS Route 139), Somers, NY\nTax Lot 26.14-1-9")
    d.add_paragraph()
    for line in ["Date: March 12, 2025, 10:00 a.m.",
                 "Place: Town House, Conference Room B",
                 "Recording: digital audio, 11 minutes 4 seconds; transcribed by Northern Westchester Reporting Services",
                 "",
                 "Present:",
                 "TOWN ENGINEER - Marisol Quintero, P.E., Town of Somers",
                 "TOWN PLANNER - Ruth Castellano, AICP, Town of Somers",
                 "ENGINEER - Daniel Okafor-Reyes, P.E., Hilltop Civil Design PLLC, for the applicant",
                 "OWNER - Dr. Lena Farrington, Primrose Animal Hospital LLC",
                 "CONTRACTOR - Mike Tierney, Ridgeline Site Works Inc.",
                 "",
                 "This transcript is submitted by the applicant as Part 1 of the Stormwater Pollution "
                 "Prevention Plan (SWPPP) under Chapter 93 of the Code of the Town of Somers. "
                 "The plan's tables, drawings and certifications follow as Attachments A through J.",
                 ]:
        d.add_paragraph(line)
    d.add_page_break()
    h = d.add_paragraph()
    r = h.add_run("PROCEEDINGS")
    r.bold = True
    r.font.size = Pt(13)
    for ts, spk, txt in TRANSCRIPT:
        p = d.add_paragraph()
        p.paragraph_format.space_after = Pt(6)
        p.add_run(f"[{ts}]  ").font.size = Pt(9.5)
        if spk:
            rr = p.add_run(f"{spk}: ")
            rr.bold = True
        p.add_run(txt)
    d.add_paragraph()
    d.add_paragraph("CERTIFICATE OF TRANSCRIBER")
    d.add_paragraph("I certify that the foregoing is a true and accurate transcript of the digital "
                    "recording of the meeting named above. - Janet Morrow, Northern Westchester "
                    "Reporting Services, March 14, 2025")
    path = os.path.join(tmp, "p1_transcript.docx")
    d.save(path)
    return common.soffice_to_pdf(path, tmp)


def draw_site_map(c, W, H, esc=False):
    """Draw a plan sheet on canvas c (landscape letter/tabloid)."""
    c.setLineWidth(1.2)
    c.rect(0.3 * inch, 0.3 * inch, W - 0.6 * inch, H - 0.6 * inch)
    # title block on right
    tb_x = W - 2.9 * inch
    c.rect(tb_x, 0.3 * inch, 2.6 * inch, H - 0.6 * inch)
    c.setFont("Helvetica-Bold", 9)
    title = "EROSION AND SEDIMENT CONTROL PLAN" if esc else "EXISTING CONDITIONS AND SITE MAP"
    y = H - 0.6 * inch
    for line in ["HILLTOP CIVIL DESIGN PLLC", "Yorktown Heights, NY", "", "PRIMROSE STREET",
                 "VETERINARY HOSPITAL", "212 Primrose Street", "Town of Somers, NY", "", title, "",
                 "SCALE: 1 INCH = 40 FEET", "DATE: 03/03/2025",
                 "SHEET: C-102" if esc else "SHEET: C-101"]:
        c.setFont("Helvetica-Bold" if line.isupper() else "Helvetica", 7.5)
        c.drawString(tb_x + 0.12 * inch, y, line)
        y -= 11
    # plan area
    ox, oy = 0.6 * inch, 0.6 * inch
    pw, ph = tb_x - 0.9 * inch, H - 1.5 * inch
    c.setLineWidth(1.5)
    c.setDash([8, 3, 2, 3])
    c.rect(ox + 0.2 * inch, oy + 1.2 * inch, pw * 0.62, ph * 0.62)  # property line
    c.setDash()
    c.setFont("Helvetica", 6.5)
    c.drawString(ox + 0.25 * inch, oy + 1.25 * inch + ph * 0.62 + 3, "PROPERTY LINE (3.92 AC)")
    # road
    c.setLineWidth(0.8)
    c.line(ox, oy + 1.0 * inch, ox + pw * 0.8, oy + 1.0 * inch)
    c.line(ox, oy + 0.7 * inch, ox + pw * 0.8, oy + 0.7 * inch)
    c.drawString(ox + 0.5 * inch, oy + 0.82 * inch, "PRIMROSE STREET (NYS ROUTE 139)")
    # building & parking
    bx, by = ox + 1.2 * inch, oy + 2.2 * inch
    c.setLineWidth(1.2)
    c.rect(bx, by, 1.2 * inch, 0.8 * inch)
    c.drawString(bx + 0.1 * inch, by + 0.35 * inch, "PROP. BLDG 6,800 SF")
    c.rect(bx + 1.4 * inch, by - 0.5 * inch, 1.3 * inch, 1.5 * inch)
    c.drawString(bx + 1.45 * inch, by + 0.2 * inch, "42-SPACE LOT")
    c.line(bx + 1.9 * inch, by - 0.5 * inch, bx + 1.9 * inch, oy + 1.0 * inch)
    # contours
    c.setLineWidth(0.4)
    for k in range(5):
        c.setDash(4, 2)
        c.bezier(ox + 0.3 * inch, oy + 1.5 * inch + k * 0.55 * inch,
                 ox + 2 * inch, oy + 1.8 * inch + k * 0.55 * inch,
                 ox + 3.5 * inch, oy + 1.2 * inch + k * 0.55 * inch,
                 ox + pw * 0.6, oy + 1.6 * inch + k * 0.55 * inch)
        c.setDash()
        c.drawString(ox + pw * 0.6 - 20, oy + 1.65 * inch + k * 0.55 * inch, f"{352 + 2 * k}")
    # LOD
    c.setLineWidth(1.6)
    c.setDash(2, 2)
    c.rect(bx - 0.3 * inch, by - 0.8 * inch, 3.4 * inch, 2.2 * inch)
    c.setDash()
    c.drawString(bx - 0.28 * inch, by + 1.45 * inch, "LIMIT OF DISTURBANCE (1.74 AC)")
    # wetland
    wx, wy = ox + pw * 0.5, oy + 1.2 * inch + ph * 0.45
    c.setLineWidth(0.6)
    c.circle(wx, wy, 0.35 * inch)
    c.circle(wx, wy, 0.6 * inch)
    c.drawString(wx - 0.2 * inch, wy, "WETLAND")
    c.drawString(wx - 0.45 * inch, wy - 0.5 * inch, "100-FT BUFFER")
    # DP-1
    c.drawString(wx + 0.1 * inch, wy - 0.95 * inch, "DP-1")
    c.setFont("Helvetica", 6)
    if esc:
        c.drawString(bx - 0.25 * inch, by - 0.95 * inch, "SF (TYP)")
        c.drawString(bx + 1.95 * inch, oy + 1.05 * inch, "SCE")
        c.drawString(bx + 2.95 * inch, by + 1.2 * inch, "ST-1")
        c.drawString(bx - 0.2 * inch, by + 1.25 * inch, "DIV-1")
    else:
        c.drawString(bx + 2.95 * inch, by + 1.2 * inch, "BR-1")
        c.drawString(bx + 2.8 * inch, by + 0.3 * inch, "DS-1")
        c.drawString(ox + 0.3 * inch, oy + ph * 0.62, "ChB")
        c.drawString(ox + 2.3 * inch, oy + ph * 0.62, "PnB")
        c.drawString(ox + pw * 0.55, oy + ph * 0.75, "WdB")
    # location map inset
    lx, ly = ox + pw * 0.7, oy + ph * 0.62
    c.setLineWidth(0.8)
    c.rect(lx, ly, pw * 0.28, ph * 0.36)
    c.setFont("Helvetica-Bold", 6.5)
    c.drawString(lx + 4, ly + ph * 0.36 - 10, "LOCATION MAP")
    c.setFont("Helvetica", 6)
    c.drawString(lx + 4, ly + ph * 0.36 - 19, "SCALE: 1 IN = 2,000 FT")
    c.line(lx + 10, ly + 20, lx + pw * 0.28 - 10, ly + 30)
    c.line(lx + pw * 0.14, ly + 5, lx + pw * 0.14, ly + ph * 0.36 - 25)
    c.drawString(lx + 12, ly + 33, "RT 139")
    c.drawString(lx + pw * 0.14 + 3, ly + 8, "RT 100")
    c.circle(lx + pw * 0.2, ly + 40, 5, fill=1)
    c.drawString(lx + pw * 0.2 + 8, ly + 38, "SITE")
    # north arrow
    c.line(ox + pw * 0.66, oy + 0.4 * inch, ox + pw * 0.66, oy + 0.9 * inch)
    c.drawString(ox + pw * 0.66 - 3, oy + 0.95 * inch, "N")


def sitemap_notes(esc):
    if not esc:
        return [
            "SITE MAP NOTES",
            "1. Total site area: 3.92 acres.",
            "2. Area of disturbance: 1.74 acres.",
            "3. Area not to be disturbed: 2.18 acres.",
            "4. Existing vegetation: mixed hardwood woods",
            "   (north half); old field (south half).",
            "5. Wetland W-A and 100-ft buffer off the",
            "   northeast corner; no disturbance.",
            "6. Drainage flows northeast to DP-1.",
            "7. Existing contours 2 ft (dashed);",
            "   final slopes 2% lot, 3:1 max. banks.",
            "8. Soil boundaries per NRCS survey:",
            "   ChB Charlton, PnB Paxton, WdB Woodbridge.",
            "9. No material, waste, borrow or equipment",
            "   storage areas on adjacent properties.",
            "10. Stormwater discharge point DP-1 to",
            "   unnamed tributary of Plum Brook.",
            "11. BR-1 bioretention 2,460 sf; DS-1 dry",
            "   swale 190 LF; 20-ft access easement.",
        ]
    return [
        "EROSION CONTROL SCHEDULE",
        "SCE  Stabilized construction entrance,",
        "     50 ft x 20 ft x 8 in, 1 ea.",
        "SF   Silt fence, 610 LF along downslope LOD.",
        "SFR  Silt fence ring at stockpile, 140 LF.",
        "DIV-1 Diversion swale, 260 LF, 1.5 ft deep.",
        "ST-1 Temporary sediment trap, 1,850 cf,",
        "     drainage area 1.6 ac, stone outlet.",
        "IP   Inlet protection, 3 inlets.",
        "CW   Concrete washout, 10 ft x 10 ft.",
        "TS   Topsoil stockpile, 0.08 ac.",
        "ECB  Erosion control blanket, 4,200 sf.",
    ]


def build_sheet(tmp, esc):
    W, H = landscape(letter)
    path = os.path.join(tmp, f"p1_sheet_{'esc' if esc else 'site'}.pdf")
    c = canvas.Canvas(path, pagesize=(W, H))
    c.setFont("Helvetica-Bold", 10)
    c.drawString(0.45 * inch, H - 0.5 * inch,
                 "ATTACHMENT C - EROSION AND SEDIMENT CONTROL PLAN" if esc
                 else "ATTACHMENT B - SITE MAP AND LOCATION MAP")
    draw_site_map(c, W, H, esc)
    # notes block in title block column lower area
    tb_x = W - 2.9 * inch
    y = H - 3.2 * inch
    for line in sitemap_notes(esc):
        c.setFont("Helvetica-Bold" if line.isupper() else "Helvetica", 6.6)
        c.drawString(tb_x + 0.1 * inch, y, line)
        y -= 9
    c.showPage()
    c.save()
    return path


def build_attachments(tmp):
    st = rl.styles(10)
    S = []
    P = lambda t, s="body": S.append(Paragraph(t, st[s]))
    P("ATTACHMENTS TO THE TRANSCRIPT", "h1")
    P("Primrose Street Veterinary Hospital - Stormwater Pollution Prevention Plan")
    P("Attachment A - Project Data and Soils<br/>Attachment B - Site Map and Location Map (Sheet C-101)<br/>"
      "Attachment C - Erosion and Sediment Control Plan (Sheet C-102)<br/>"
      "Attachment D - Erosion and Sediment Control Practices<br/>"
      "Attachment E - Construction Sequence and Stabilization<br/>"
      "Attachment F - Post-Construction Stormwater Management<br/>"
      "Attachment G - Hydrologic and Hydraulic Analysis Summary<br/>"
      "Attachment H - Inspection, Maintenance, Easement and Agreement<br/>"
      "Attachment I - Preparer's Certification<br/>Attachment J - Contractor's Certification")
    P("ATTACHMENT A - PROJECT DATA AND SOILS", "h2")
    S.append(rl.table([
        ["Item", "Value"],
        ["Project", "Veterinary hospital (6,800 sf), 42-space parking lot, driveway, septic system"],
        ["Location", "212 Primrose Street (NYS Route 139), Town of Somers, Westchester County"],
        ["Parcel area", "3.92 acres"],
        ["Disturbed area", "1.74 acres (single phase)"],
        ["New impervious cover", "0.71 acres"],
        ["Activity type, 93-6A(2)", "(g) Commercial developments"],
        ["Receiving water", "Unnamed tributary of Plum Brook, thence Muscoot Reservoir"],
        ["Watershed", "Croton, NYC East of Hudson; phosphorus TMDL basin"],
    ], [2.0 * inch, 4.9 * inch], st))
    S.append(Spacer(1, 8))
    P("Table A-2. Soils", "h2")
    S.append(rl.table([
        ["Map unit", "Soil", "HSG", "Description", "Where on site"],
        ["ChB", "Charlton loam, 3-8% slopes", "B", "Well drained loam over gravelly sandy loam till; water table > 6 ft",
         "Front field, septic area"],
        ["PnB", "Paxton fine sandy loam, 3-8% slopes", "C", "Well drained; dense fragipan-like till at 20-30 in slows permeability",
         "Building pad and parking lot"],
        ["WdB", "Woodbridge loam, 3-8% slopes", "C/D", "Moderately well drained; seasonal high water table at 18-30 in",
         "Strip along wetland, undisturbed"],
    ], [0.6 * inch, 2.0 * inch, 0.45 * inch, 2.3 * inch, 1.55 * inch], st))
    S.append(Spacer(1, 6))
    P("Test pit TP-3 (bioretention BR-1): percolation 12 min/in; no mottling or groundwater to 64 in. "
      "Test pits TP-1 and TP-2 (septic): percolation 18 and 22 min/in.")
    S.append(PageBreak())
    # D
    P("ATTACHMENT D - EROSION AND SEDIMENT CONTROL PRACTICES", "h1")
    P("Table D-1. Practice details, material specifications and maintenance requirements", "h2")
    S.append(rl.table([
        ["Practice", "Dimensions / installation", "Materials", "Maintenance requirements"],
        ["Stabilized construction entrance (SCE)", "50 ft long x 20 ft wide x 8 in thick over geotextile; mountable berm at road",
         "1-4 in crushed stone (NYSDOT 703-02); woven geotextile", "Top-dress with stone when voids fill; sweep tracked soil off Route 139 the same day"],
        ["Silt fence (SF, SFR)", "Fabric buried 6 in in trench; posts 8 ft o.c. max; ends turned upslope",
         "Woven geotextile on 2 in x 2 in hardwood stakes, 36 in long", "Remove sediment at half fence height; replace torn or sagging fabric"],
        ["Diversion swale (DIV-1)", "260 LF; 1.5 ft deep, 2:1 side slopes, 4 ft bottom; grade 1-2%",
         "Seeded and lined with straw erosion control blanket", "Repair breaches and scour; keep outlet to ST-1 clear"],
        ["Temporary sediment trap (ST-1)", "1,850 cf wet and dry storage (3,600 cf/ac of drainage x 1.6 ac at half each); 4 ft deep",
         "Stone outlet of 4-6 in rock with 1 ft layer of #2 stone on upstream face", "Remove sediment when storage is half full; re-form stone outlet"],
        ["Inlet protection (IP)", "Fabric drop inlet filter at each of 3 inlets once set", "Geotextile insert bag", "Empty bag when half full"],
        ["Concrete washout (CW)", "10 ft x 10 ft x 3 ft lined pit with sign", "10-mil plastic liner, straw bale berm", "Remove hardened concrete at 75% full; replace torn liner"],
        ["Erosion control blanket (ECB)", "Slopes steeper than 3:1; stapled per manufacturer, 1.5 staples/sy", "Double-net straw blanket", "Re-staple and re-seed any rills"],
    ], [1.35 * inch, 2.0 * inch, 1.75 * inch, 1.8 * inch], st))
    S.append(Spacer(1, 8))
    P("Table D-2. Minimum practices for each construction activity", "h2")
    S.append(rl.table([
        ["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"],
        ["Mobilization and access", "SCE", "Day 1, before any other work", "Until the driveway base course is placed"],
        ["Clearing and grubbing", "SF, SFR, DIV-1, ST-1", "Before clearing begins", "Until upslope areas have 80% vegetative cover"],
        ["Topsoil stripping and stockpiling", "SFR, temporary seed on pile", "Within 7 days of forming pile", "Until pile is respread"],
        ["Rough grading and utilities", "SF, DIV-1, ST-1, IP", "IP as each inlet is set", "Until pavement and final seeding"],
        ["Building construction", "CW, SF", "Before first concrete pour", "Until last pour"],
        ["Final grading and landscaping", "ECB, permanent seed", "Within 7 days of final grade", "Until 80% permanent cover"],
    ], [1.6 * inch, 1.5 * inch, 1.7 * inch, 2.1 * inch], st))
    S.append(Spacer(1, 6))
    P("Notes: 1. All practices conform to the New York State Standards and Specifications for Erosion and "
      "Sediment Control. 2. Locations, sizes and lengths are on Sheet C-102 (Attachment C). "
      "3. The stone outlet of ST-1 is shown on Sheet C-102. "
      "4. No stormwater discharges associated with industrial activity other than construction will occur: "
      "there will be no asphalt or concrete plant on the site.")
    S.append(PageBreak())
    P("ATTACHMENT E - CONSTRUCTION SEQUENCE AND STABILIZATION", "h1")
    P("Table E-1. Construction sequence (single phase, 1.74 acres; not more than 5 acres disturbed at any one time)", "h2")
    seq = [["Step", "Activity"],
           ["1", "Pre-construction meeting; flag limit of disturbance, wetland buffer and trees to be saved."],
           ["2", "Install stabilized construction entrance at the Primrose Street driveway."],
           ["3", "Install silt fence along the downslope limit of disturbance."],
           ["4", "Excavate temporary sediment trap ST-1 and build diversion swale DIV-1; stabilize."],
           ["5", "Clear and grub within the limit of disturbance; chip woody debris on site."],
           ["6", "Strip topsoil to the stockpile; ring with silt fence; seed the pile."],
           ["7", "Rough grade building pad, parking lot and septic area."],
           ["8", "Install water, sanitary, septic field and storm drainage; inlet protection as inlets are set."],
           ["9", "Construct building foundations and building; concrete washout in use."],
           ["10", "Place parking lot subbase and binder course."],
           ["11", "Final grade; respread topsoil; permanent seed and blanket."],
           ["12", "When the contributing area is stabilized, convert ST-1 location to bioretention BR-1 (excavate "
                  "trap sediment, then build BR-1 to Attachment F); build dry swale DS-1."],
           ["13", "Top course paving; remove silt fence and DIV-1 after 80% cover; final inspection."]]
    S.append(rl.table(seq, [0.5 * inch, 6.4 * inch], st))
    S.append(Spacer(1, 8))
    P("Table E-2. Temporary and permanent soil stabilization (NYS Standards and Specifications for Erosion and Sediment Control)", "h2")
    S.append(rl.table([
        ["Stage", "Temporary stabilization", "Permanent stabilization"],
        ["Clearing and grubbing", "Areas idle more than 14 days: annual ryegrass 30 lb/ac and straw mulch 2 tons/ac within 14 days", "-"],
        ["Stockpile", "Ryegrass seed and mulch within 7 days; silt fence ring", "Respread as topsoil"],
        ["Rough grading and utilities", "Seed and mulch within 14 days where work stops; winter: mulch 3 tons/ac", "-"],
        ["Final grading", "-", "4 in topsoil; seed mix of tall fescue, creeping red fescue, perennial ryegrass at 100 lb/ac; ECB on slopes over 3:1"],
        ["Final stabilization", "-", "80% uniform perennial cover over all pervious areas, pavement complete"],
    ], [1.6 * inch, 2.8 * inch, 2.5 * inch], st))
    S.append(Spacer(1, 8))
    P("Pollution prevention during construction", "h2")
    P("Litter: covered 30-yard dumpster at the staging yard, emptied weekly; site picked up daily. "
      "Construction chemicals: paints, solvents and sealants kept in a locked job box off the ground; fuel in a "
      "500-gallon double-walled tank on a lined pad at the staging yard. Construction debris: wood, packaging and "
      "metal go to separate roll-offs; no burying of debris. Spill kits at the fuel pad and on each vehicle; "
      "spills are contained, cleaned up and reported by the superintendent.")
    S.append(PageBreak())
    P("ATTACHMENT F - POST-CONSTRUCTION STORMWATER MANAGEMENT", "h1")
    P("F-1. Description of the practices", "h2")
    P("BR-1, bioretention (Design Manual practice F-5): a 2,460 sf surface area, 6 in ponding depth, 2.5 ft of "
      "filter media over a 12 in stone underdrain layer with a 6 in perforated HDPE underdrain. Receives the roof "
      "and the parking lot through DS-1 and a forebay. Overflow through a 24 in beehive grate riser to a 12 in HDPE "
      "outlet pipe and a riprap apron at DP-1.")
    P("DS-1, dry swale (Design Manual practice O-1): 190 LF, 4 ft bottom width, 3:1 side slopes, 1.0% grade, 2.5 ft "
      "of filter media over underdrain, with two check dams; carries driveway and parking runoff to BR-1.")
    P("F-2. Sizing criteria (enhanced phosphorus removal standards, NYS Stormwater Management Design Manual, Ch. 10)", "h2")
    S.append(rl.table([
        ["Criterion", "Basis", "Required", "Provided"],
        ["Water quality volume WQv", "1-yr, 24-hr storm (2.8 in); Rv = 0.05 + 0.009(I); I = 41%; A = 1.74 ac", "5,110 cf", "5,380 cf (BR-1 4,270 + DS-1 1,110)"],
        ["Runoff reduction volume RRv", "HSG B/C specific reduction factor 0.3; minimum RRv 1,530 cf", "1,530 cf", "1,720 cf (infiltration below underdrain, DS-1)"],
        ["Channel protection Cpv", "24-hr extended detention of the 1-yr storm", "2,950 cf", "3,060 cf (BR-1 ponding and stone; 2 in orifice)"],
        ["Overbank flood Qp", "10-yr post peak not above pre peak", "2.41 cfs", "2.18 cfs"],
        ["Extreme flood Qf", "100-yr post peak not above pre peak", "5.62 cfs", "5.40 cfs"],
    ], [1.5 * inch, 2.6 * inch, 1.0 * inch, 1.8 * inch], st))
    S.append(Spacer(1, 6))
    P("No deviations from the Design Manual are proposed. No sizing criterion is waived: the project is new "
      "development, not redevelopment.")
    P("F-3. Dimensions, material specifications and installation details", "h2")
    S.append(rl.table([
        ["Element", "Specification"],
        ["BR-1 filter media", "2.5 ft; 50% sand (ASTM C33), 20-30% topsoil, 20-30% leaf compost; P-index 10-30 mg/kg"],
        ["BR-1 underdrain", "6 in perforated HDPE (AASHTO M252) in 12 in of #2 stone with pea-gravel diaphragm; cleanouts at 50 ft"],
        ["BR-1 forebay", "Stone-lined, 10% of WQv (510 cf), 18 in deep"],
        ["DS-1", "4 ft bottom, 3:1 sides, 2.5 ft media as BR-1, 4 in underdrain, check dams of 6 in stone at 70 ft"],
        ["Outlet", "24 in HDPE riser with beehive grate at elev. 351.5; 12 in HDPE outlet, 2 in orifice; riprap apron 12 ft x 8 ft, d50 = 6 in"],
        ["Installation", "Build only after contributing area is stabilized; excavate with low-ground-pressure equipment; no "
                         "equipment on finished media; plant per landscape plan"],
    ], [1.5 * inch, 5.4 * inch], st))
    S.append(PageBreak())
    P("ATTACHMENT G - HYDROLOGIC AND HYDRAULIC ANALYSIS SUMMARY", "h1")
    P("Method: HydroCAD 10.2, SCS TR-20, Type III 24-hour storms, Westchester County (NOAA Atlas 14) "
      "rainfall: 1-yr 2.8 in, 10-yr 5.0 in, 100-yr 8.9 in.")
    S.append(rl.table([
        ["Design point DP-1", "Pre-development peak (cfs)", "Post-development peak (cfs)", "Change"],
        ["1-year", "0.52", "0.31", "-0.21"],
        ["10-year", "2.41", "2.18", "-0.23"],
        ["100-year", "5.62", "5.40", "-0.22"],
    ], [1.6 * inch, 1.8 * inch, 1.8 * inch, 1.0 * inch], st))
    S.append(Spacer(1, 6))
    S.append(rl.table([
        ["Structure", "1-yr", "10-yr", "100-yr", "Notes"],
        ["BR-1 peak water surface (ft)", "350.9", "351.7", "352.2", "Top of berm 353.0; 0.8 ft freeboard at 100-yr"],
        ["BR-1 outflow (cfs)", "0.06", "1.05", "3.12", "2 in orifice, riser 351.5"],
        ["12 in outlet pipe capacity (cfs)", "-", "-", "3.9", "Flowing full at 1.2%"],
        ["DS-1 velocity (ft/s)", "0.6", "1.4", "2.1", "Below 4 ft/s for grass lining"],
    ], [2.0 * inch, 0.6 * inch, 0.6 * inch, 0.7 * inch, 3.0 * inch], st))
    S.append(Spacer(1, 6))
    P("Existing runoff data: no gauge records exist for the tributary. The existing-conditions model uses the "
      "2024 field survey of the swale at DP-1 (bottom width 2 ft, depth 1.2 ft) and field-verified drainage "
      "areas: 3.1 ac to DP-1, curve number 64.")
    S.append(PageBreak())
    P("ATTACHMENT H - INSPECTION, MAINTENANCE, EASEMENT AND AGREEMENT", "h1")
    P("H-1. Post-construction inspection and maintenance schedule", "h2")
    S.append(rl.table([
        ["Practice", "Inspection", "Maintenance"],
        ["BR-1 bioretention", "Monthly in the first growing season, then quarterly and after storms over 1 in",
         "Remove trash and sediment from forebay when 50% full; replace mulch annually; replace dead plants; "
         "if ponding exceeds 48 hours, clean underdrain, then replace top 3 in of media"],
        ["DS-1 dry swale", "Quarterly and after storms over 1 in", "Mow to 4-6 in; repair check dams; remove sediment over 3 in"],
        ["Outlet, riser, apron", "Semi-annually", "Clear grate; replace displaced riprap"],
    ], [1.4 * inch, 2.2 * inch, 3.3 * inch], st))
    S.append(Spacer(1, 6))
    P("Responsible entity for long-term operation and maintenance: Primrose Animal Hospital LLC, owner, "
      "212 Primrose Street, Somers, NY 10589. Inspection records are kept on site and provided to the Town "
      "Engineer on request.")
    P("H-2. Maintenance easement", "h2")
    P("A 20-foot wide access and maintenance easement in favor of the Town of Somers covers BR-1, DS-1, the "
      "outlet and the access from the parking lot. The easement is shown on Sheet C-101 and on the site plan, "
      "will be recorded with the deed, and shall remain in effect with any transfer of title to the property.")
    P("H-3. Inspection and maintenance agreement", "h2")
    P("The owner will execute the Town's stormwater control facility maintenance agreement under Section 93-8. "
      "The agreement obligates the owner and its successors and assigns to inspect and maintain BR-1 and DS-1 "
      "per H-1, permits the Town to enter and perform the work at the owner's cost if the owner fails to, is "
      "binding on all subsequent owners of the land served, and will be recorded in the Westchester County "
      "Clerk's Office before the certificate of occupancy.")
    S.append(PageBreak())
    P("ATTACHMENT J - CONTRACTOR'S CERTIFICATION", "h1")
    P("Project: Primrose Street Veterinary Hospital, 212 Primrose Street, Somers, NY (Tax Lot 26.14-1-9)")
    P("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of "
      "the Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause "
      "or contribute to a violation of water quality standards.\"")
    S.append(Spacer(1, 6))
    S.append(rl.table([
        ["Field", "Entry"],
        ["Name and title", "Michael Tierney, Vice President"],
        ["Firm", "Ridgeline Site Works Inc."],
        ["Firm address and telephone", "48 Baldwin Place Road, Mahopac, NY 10541; (845) 555-0172"],
        ["Site", "212 Primrose Street, Somers, NY"],
        ["Responsible for", "All erosion and sediment control practices; BR-1 and DS-1 installation"],
        ["Signature", "/s/ Michael Tierney"],
        ["Date", "March 12, 2025"],
    ], [2.2 * inch, 4.7 * inch], st))
    path = os.path.join(tmp, "p1_attach.pdf")
    rl.build_story(path, S, header="Primrose Street Veterinary Hospital - SWPPP Attachments",
                   footer="Attachments - page {n}")
    return path


def build_cert(tmp):
    """Attachment I: preparer's certification, printed, signed, sealed and scanned."""
    st = rl.styles(11)
    S = []
    S.append(Paragraph("ATTACHMENT I - PREPARER'S CERTIFICATION", st["h1"]))
    S.append(Spacer(1, 10))
    S.append(Paragraph("Primrose Street Veterinary Hospital, 212 Primrose Street, Somers, New York", st["body"]))
    S.append(Spacer(1, 10))
    S.append(Paragraph(
        "I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my "
        "direct supervision, and that the design of all stormwater management practices meets the "
        "requirements of Chapter 93 of the Code of the Town of Somers.", st["body"]))
    S.append(Spacer(1, 60))
    S.append(Paragraph("Signature: ______________________________", st["body"]))
    S.append(Paragraph("Daniel Okafor-Reyes, P.E.", st["body"]))
    S.append(Paragraph("New York State Professional Engineer License No. 094417", st["body"]))
    S.append(Paragraph("Hilltop Civil Design PLLC, Yorktown Heights, NY", st["body"]))
    S.append(Paragraph("Date: March 3, 2025", st["body"]))
    src = os.path.join(tmp, "p1_cert_src.pdf")
    rl.build_story(src, S, margins=1.0 * inch)
    out = os.path.join(tmp, "p1_cert_scan.pdf")
    rl.scan_pdf_page(src, 1, out, tmp, seed=11, angle=0.7, signature=(420, 760),
                     stamp=(1050, 700, []))
    return out


def build(outdir, tmp):
    tr = build_transcript(tmp)
    att = build_attachments(tmp)
    site = build_sheet(tmp, esc=False)
    esc = build_sheet(tmp, esc=True)
    cert = build_cert(tmp)
    from pypdf import PdfReader
    na = len(PdfReader(att).pages)
    # attachments: page 0 = list + A; 1 = D; 2 = E; 3 = F; 4 = G; 5 = H; 6 = J
    parts = [(tr, None), (att, [0]), (site, None), (esc, None), (att, list(range(1, na - 1))),
             (cert, None), (att, [na - 1])]
    pdf = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.merge(parts, pdf)
    quotes = {
        "93-6A(1)(a)": "propose a one-story veterinary hospital of 6,800 square feet with a 42-space parking lot",
        "93-6A(1)(b)": "ATTACHMENT B - SITE MAP AND LOCATION MAP",
        "93-6A(1)(c)": "Charlton loam, 3-8% slopes",
        "93-6A(1)(d)": "Table E-1. Construction sequence",
        "93-6A(1)(e)": "Pollution prevention during construction",
        "93-6A(1)(f)": "Table E-2. Temporary and permanent soil stabilization",
        "93-6A(1)(g)": "Silt fence, 610 LF along downslope LOD.",
        "93-6A(1)(h)": "Table D-1. Practice details, material specifications and maintenance requirements",
        "93-6A(1)(i)": "there will be no asphalt or concrete plant on the site.",
        "93-6A(1)(j)": "Table D-2. Minimum practices for each construction activity",
        "93-6A(3)(b)": "BR-1, bioretention (Design Manual practice F-5)",
        "93-6A(3)(c)": "BR-1 bioretention 2,460 sf; DS-1 dry",
        "93-6A(3)(d)": "ATTACHMENT G - HYDROLOGIC AND HYDRAULIC ANALYSIS SUMMARY",
        "93-6A(3)(e)": "F-2. Sizing criteria",
        "93-6A(3)(f)": "F-3. Dimensions, material specifications and installation details",
        "93-6A(3)(g)": "Responsible entity for long-term operation and maintenance",
        "93-6A(3)(h)": "shall remain in effect with any transfer of title to the property.",
        "93-6A(3)(i)": "agreement obligates the owner and its successors and assigns to inspect and maintain BR-1 and DS-1",
        "93-6B": "the design of all stormwater management practices meets the",
    }
    ev, image_only, npages = common.locate(pdf, quotes, tmp)
    items = {i: "present" for i in common.item_ids("somers-ch93")}
    gaps = {
        "93-6A(1)(k)": "present for the wrong thing: the only inspection schedule (Attachment H, H-1) is for the "
                       "post-construction practices; the transcript (00:08:05-00:08:26) refers to it, and the "
                       "contractor only says 'We keep an eye on it'. Table D-1 gives maintenance triggers but no "
                       "inspection schedule for the erosion and sediment controls.",
        "93-6A(1)(l)": "deferred: asked about departures from the State Standards, the engineer says 'We'll address "
                       "that in the formal submission' (transcript 00:08:37); no statement anywhere.",
        "93-6D": "certification missing its training clause: Attachment J is signed and complete but the quoted "
                 "statement omits the four-hour erosion and sediment control training clause.",
    }
    for k in gaps:
        items[k] = "missing"
    label = {
        "checklist": "somers-ch93",
        "style": "transcript of a recorded pre-application meeting with the plan's tables, drawings and "
                 "certifications bound as attachments",
        "producer": "LibreOffice (Word transcript) + reportlab (attachments, drawn sheets) + scanned image page "
                    "(certification), bound with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.74, "project_type": "commercial development (veterinary hospital)",
                  "single_family": False, "impaired_water": True},
        "items": items,
        "evidence": ev,
        "gaps": gaps,
        "image_only_pages": image_only,
        "ambiguous_items": ["93-6A(1)(k)"],
        "acceptable_decisions": ["incomplete"],
        "notes": "Commercial development disturbing 1.74 ac: 93-6A(2)(g), so post-construction items apply. Much of "
                 "the content is only in the transcript (background, existing runoff data); the attachments carry the "
                 "tables. The preparer's certification (Attachment I) is a scanned page with no text layer; its quote "
                 "is OCR. 93-6A(1)(k) is listed ambiguous because Table D-1 has maintenance triggers "
                 "('Remove sediment at half fence height') that a lenient reader might take as an inspection regime; "
                 "there is no frequency for the erosion and sediment controls anywhere. The transcript says BR-1 "
                 "sits where ST-1 was (conversion of a temporary practice) - not a Somers item.",
    }
    headings = ["TRANSCRIPT OF RECORDED PRE-APPLICATION MEETING", "PROCEEDINGS",
                "ATTACHMENTS TO THE TRANSCRIPT", "ATTACHMENT A - PROJECT DATA AND SOILS",
                "ATTACHMENT B - SITE MAP AND LOCATION MAP", "ATTACHMENT C - EROSION AND SEDIMENT CONTROL PLAN",
                "ATTACHMENT D - EROSION AND SEDIMENT CONTROL PRACTICES",
                "ATTACHMENT E - CONSTRUCTION SEQUENCE AND STABILIZATION",
                "ATTACHMENT F - POST-CONSTRUCTION STORMWATER MANAGEMENT",
                "ATTACHMENT G - HYDROLOGIC AND HYDRAULIC ANALYSIS SUMMARY",
                "ATTACHMENT H - INSPECTION, MAINTENANCE, EASEMENT AND AGREEMENT",
                "ATTACHMENT J - CONTRACTOR'S CERTIFICATION"]
    return NAME, label, headings, npages
