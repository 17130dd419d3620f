"""Plan 3: construction manager's Site Logistics Plan with the SWPPP as one part (Somers).

reportlab: narrative pages with spreadsheet-style tables whose cell text is clipped at the cell
edge (the whole string stays in the text layer), plus 24 x 36 in drawing sheets drawn with
12-16 pt lettering and reduced by pypdf to letter (about 0.306 scale, so 3.7-4.9 pt).
"""
import os

from pypdf import PdfReader, PdfWriter, Transformation
from pypdf import PageObject
from reportlab.lib.colors import HexColor, black, white
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas
from reportlab.platypus import (Flowable, PageBreak, Paragraph, SimpleDocTemplate, Spacer)

NAME = "p18a_logistics"
HERE = os.path.dirname(os.path.abspath(__file__))
CLIPPED = []   # (full text, visible part) of clipped cells, for checks.json

BODY = ParagraphStyle("b", fontName="Helvetica", fontSize=9.5, leading=12.5, spaceAfter=5)
H1 = ParagraphStyle("h1", fontName="Helvetica-Bold", fontSize=13, leading=16, spaceBefore=8, spaceAfter=6,
                    textColor=HexColor("#8a2b0e"))
H2 = ParagraphStyle("h2", fontName="Helvetica-Bold", fontSize=10.5, leading=13, spaceBefore=6, spaceAfter=3)
BUL = ParagraphStyle("bul", parent=BODY, leftIndent=14, bulletIndent=4)


class ClipTable(Flowable):
    """Spreadsheet-style table: one line per cell, text clipped at the cell edge."""

    def __init__(self, rows, widths, size=7.5, rowh=12, head=HexColor("#d9d9d9")):
        super().__init__()
        self.rows, self.widths, self.size, self.rowh, self.head = rows, widths, size, rowh, head
        self.width, self.height = sum(widths), rowh * len(rows)
        for r in rows[1:]:
            for txt, w in zip(r, widths):
                if stringWidth(txt, "Helvetica", size) > w - 4:
                    vis = ""
                    for i in range(len(txt)):
                        if stringWidth(txt[:i + 1], "Helvetica", size) > w - 4:
                            break
                        vis = txt[:i + 1]
                    CLIPPED.append((txt, vis))

    def wrap(self, aw, ah):
        return self.width, self.height

    def draw(self):
        c = self.canv
        y = self.height
        for i, r in enumerate(self.rows):
            y -= self.rowh
            x = 0
            for txt, w in zip(r, self.widths):
                if i == 0:
                    c.setFillColor(self.head)
                    c.rect(x, y, w, self.rowh, stroke=0, fill=1)
                c.setFillColor(black)
                c.setLineWidth(0.4)
                c.rect(x, y, w, self.rowh, stroke=1, fill=0)
                c.saveState()
                p = c.beginPath()
                p.rect(x + 0.5, y + 0.5, w - 1, self.rowh - 1)
                c.clipPath(p, stroke=0, fill=0)
                c.setFont("Helvetica-Bold" if i == 0 else "Helvetica", self.size)
                c.drawString(x + 2, y + (self.rowh - self.size) / 2 + 1.2, txt)
                c.restoreState()
                x += w
        


def P(t):
    return Paragraph(t, BODY)


def B(items):
    return [Paragraph(t, BUL, bulletText="\u2022") for t in items]


def story():
    s = []
    a = s.append
    # ---------------------------------------------------------------- cover (p1)
    a(Spacer(1, 1.4 * inch))
    a(Paragraph("CASTELLAN BUILDERS GROUP, LLC", ParagraphStyle("c0", fontName="Helvetica-Bold", fontSize=12, alignment=1, textColor=HexColor("#8a2b0e"))))
    a(Spacer(1, 0.3 * inch))
    a(Paragraph("SITE LOGISTICS PLAN", ParagraphStyle("c1", fontName="Helvetica-Bold", fontSize=26, leading=32, alignment=1)))
    a(Paragraph("Heritage Hills Commons \u2013 Building C", ParagraphStyle("c2", fontName="Helvetica", fontSize=16, leading=22, alignment=1)))
    a(Paragraph("96-unit senior apartment building, 3200 Route 202, Town of Somers, Westchester County, NY",
                ParagraphStyle("c3", fontName="Helvetica", fontSize=11, leading=15, alignment=1)))
    a(Spacer(1, 0.4 * inch))
    a(Paragraph("Cranes and hoisting \u2022 Site access and deliveries \u2022 Traffic control \u2022 Worker parking \u2022 "
                "Noise and vibration \u2022 Dust \u2022 Stormwater pollution prevention \u2022 Waste \u2022 Safety and security",
                ParagraphStyle("c4", fontName="Helvetica-Oblique", fontSize=10, leading=14, alignment=1)))
    a(Spacer(1, 0.5 * inch))
    a(Paragraph("Revision 2 \u2013 April 11, 2025<br/>Submitted to the Town of Somers Planning Board, Building Department and "
                "Town Engineer in satisfaction of Conditions 14, 17 and 22 of the Site Plan Approval Resolution (PB 2024-31)",
                ParagraphStyle("c5", fontName="Helvetica", fontSize=10, leading=14, alignment=1)))
    a(Spacer(1, 1.2 * inch))
    a(Paragraph("Owner: Somers Senior Living Partners, LP \u2022 Construction Manager: Castellan Builders Group, LLC, 400 Columbus "
                "Avenue, Valhalla, NY 10595, (914) 555-0187 \u2022 Civil Engineer and SWPPP preparer: Rivera Tamm Civil Engineers, PC, "
                "Brewster, NY", ParagraphStyle("c6", fontName="Helvetica", fontSize=8.5, leading=11, alignment=1)))
    a(PageBreak())
    # ---------------------------------------------------------------- p2 contents, directory
    a(Paragraph("Contents", H1))
    a(ClipTable([
        ["Section", "Topic", "Page"],
        ["1", "Project overview and site data", "3"],
        ["2", "Site access, gates, traffic control and deliveries", "4"],
        ["3", "Worker parking and shuttle", "5"],
        ["4", "Cranes and hoisting", "5"],
        ["5", "Noise and vibration", "6"],
        ["6", "Dust control and air quality", "6"],
        ["7", "Stormwater pollution prevention - construction phase (SWPPP Part 1)", "7"],
        ["8", "Permanent stormwater management practices (SWPPP Part 2)", "10"],
        ["9", "Safety, security, fire access and emergency response", "12"],
        ["10", "Temporary utilities and waste management", "12"],
        ["11", "Certifications", "13"],
        ["Dwgs", "SL-100 Location and Existing Conditions; SL-101 Logistics Phase 1; SL-102 Erosion and Sediment Control; SL-103 Permanent SMPs", "14-17"],
    ], [40, 380, 50], size=8, rowh=14))
    a(Spacer(1, 12))
    a(Paragraph("Project directory", H2))
    a(ClipTable([
        ["Role", "Firm", "Contact", "Phone", "Notes"],
        ["Owner", "Somers Senior Living Partners, LP", "Ruth Amsel, Development Mgr", "(914) 555-0150", "Approves all changes to this plan that affect the neighbors or the Town conditions"],
        ["Construction manager", "Castellan Builders Group, LLC", "Dominic Ferrante, Project Exec.", "(914) 555-0187", "Responsible for the logistics plan and for the SWPPP during construction, all areas"],
        ["Site superintendent", "Castellan Builders Group, LLC", "Luis Marroquin", "(914) 555-0189", "On site 6:30 am to 5:00 pm; 24-hour emergency line (914) 555-0199"],
        ["Civil / SWPPP", "Rivera Tamm Civil Engineers, PC", "Helena Tamm, P.E.", "(845) 555-0121", "SWPPP preparer; design changes to stormwater practices go through this office"],
        ["Qualified inspector", "Rivera Tamm Civil Engineers, PC", "Owen Pruitt, CPESC", "(845) 555-0124", "Weekly and post-storm SWPPP inspections and reports"],
        ["Site contractor", "Mahopac Earthworks, Inc.", "Gary Lindqvist, President", "(845) 555-0163", "Clearing, grading, utilities, E&S installation and maintenance"],
        ["Crane", "Hudson Valley Tower Crane, LLC", "Stephen Oduya", "(914) 555-0177", "Tower crane erection, inspection, operation and dismantling"],
        ["Town contacts", "Town of Somers Engineering", "Town Engineer / SMO", "(914) 555-0100", "48-hour notices per Town Code 93-15; complaints line routed to the superintendent"],
    ], [78, 118, 98, 58, 118], size=7, rowh=13))
    a(Spacer(1, 10))
    a(Paragraph("Revision log", H2))
    a(ClipTable([
        ["Rev.", "Date", "Description"],
        ["0", "01/24/2025", "Issued for Planning Board pre-construction review"],
        ["1", "03/07/2025", "Crane moved from north to east side; delivery windows revised per Town traffic comments"],
        ["2", "04/11/2025", "SWPPP sections 7 and 8 expanded per Town Engineer memo of 03/28/2025; certifications added"],
    ], [40, 70, 360], size=7.5, rowh=13))
    a(PageBreak())
    # ---------------------------------------------------------------- p3 overview
    a(Paragraph("1. Project Overview and Site Data", H1))
    a(P("Building C of Heritage Hills Commons is a four-story, 96-unit senior apartment building of wood-frame "
        "construction over a one-level concrete podium with 74 enclosed parking spaces, with 38 surface parking spaces, "
        "an access drive from Route 202, walks, a courtyard, utilities and permanent stormwater management practices. "
        "The site is a 6.9-acre parcel on the north side of NYS Route 202, 0.6 mile east of the Route 100 intersection, "
        "in the Town of Somers (Tax Map 27.10-1-9). The building footprint is 31,400 square feet."))
    a(P("This plan sets out how Castellan will run the site: where trucks, cranes, workers and materials go, when work "
        "may happen, and how the neighbors, Route 202 traffic and the environment are protected. Sections 7 and 8 and "
        "drawings SL-100, SL-102 and SL-103 together form the project's Stormwater Pollution Prevention Plan (SWPPP) "
        "under Chapter 93 of the Town Code; they were prepared by Rivera Tamm Civil Engineers and are certified in "
        "Section 11."))
    a(ClipTable([
        ["Item", "Data"],
        ["Parcel area", "6.90 acres"],
        ["Area of disturbance (limit of work)", "3.62 acres; 3.28 acres undisturbed (wooded slope and wetland buffer)"],
        ["Impervious area, existing / proposed", "0.21 ac (farm lane, barn slab) / 1.94 ac"],
        ["Project type under Town Code 93-6A(2)", "(c) multifamily residential (senior apartments)"],
        ["Construction period", "May 2025 to November 2026 (19 months)"],
        ["Peak workforce", "140 workers (framing and MEP overlap, months 8-12)"],
        ["SPDES coverage", "GP-0-25-001, NOI submitted 03/31/2025"],
    ], [170, 300], size=8, rowh=14))
    a(Spacer(1, 8))
    a(P("The project is divided into three logistics phases: Phase 1 (months 1-4) site preparation, excavation and "
        "podium; Phase 2 (months 5-13) framing and building enclosure with the tower crane; Phase 3 (months 14-19) "
        "interiors, site work, paving and landscaping after the crane is dismantled."))
    a(PageBreak())
    # ---------------------------------------------------------------- p4 access/deliveries
    a(Paragraph("2. Site Access, Gates, Traffic Control and Deliveries", H1))
    a(P("All construction traffic enters and leaves by the new Route 202 driveway (Gate 1), built first as a stabilized "
        "construction entrance and later paved. Gate 2, on the existing farm lane to Heritage Hills Drive, is for "
        "emergency vehicles only. Both gates are 24 feet wide, chain-link on rolling frames, locked outside work hours."))
    a(P("Traffic control on Route 202 follows the NYSDOT Highway Work Permit (No. 8-24-0417) and the MUTCD: two "
        "certified flaggers for every oversize delivery and every concrete pour, advance warning signs 500 feet each "
        "side, no lane closures 7:00-9:00 am or 4:00-6:00 pm, and no trucks queuing on Route 202 at any time. Trucks "
        "that arrive early wait at the Castellan marshalling yard in Carmel and are called forward."))
    a(Paragraph("2.1 Delivery windows", H2))
    a(ClipTable([
        ["Delivery type", "Window", "Route / staging", "Requirements"],
        ["Ready-mix concrete", "7:00 am - 3:30 pm", "Gate 1; pump at podium east", "Flaggers; chute washout only at CWO-1; no washing on Route 202 or the drive"],
        ["Rebar, formwork", "9:00 am - 3:00 pm", "Gate 1; laydown L-1", "Unload by telehandler; dunnage under all material"],
        ["Lumber packages", "9:00 am - 3:00 pm", "Gate 1; laydown L-2 under crane", "Crane picks direct from truck where possible; tarps on stored wood"],
        ["Oversize (crane parts)", "Sat 7:00 - 11:00 am", "Gate 1 with police detail", "NYSDOT special hauling permit; 72-hour notice to Town and Fire District"],
        ["Fuel (mobile tanker)", "6:30 - 7:30 am", "Fueling area F-1 only", "Drip pans, spill kit on truck, attendant present for entire transfer"],
        ["Waste haul-out", "10:00 am - 2:00 pm", "Dumpster row D-1", "Tarped loads; swap before full"],
    ], [90, 78, 120, 182], size=7, rowh=13))
    a(Spacer(1, 8))
    a(P("Deliveries are booked through the superintendent no later than noon the working day before. A wheel-wash "
        "station is not used; the stabilized construction entrance and daily sweeping of the Route 202 shoulder "
        "(see Section 7) keep tracking off the highway. The gate guard records every truck in the gate log."))
    a(Paragraph("2.2 Pedestrians and neighbors", H2))
    a(P("The Route 202 sidewalk stays open throughout, protected by a covered walkway during the podium and framing "
        "work within 25 feet of the sidewalk. Heritage Hills residents on the north side receive two weeks' notice of "
        "crane erection and any Saturday work."))
    a(PageBreak())
    # ---------------------------------------------------------------- p5 parking, cranes
    a(Paragraph("3. Worker Parking and Shuttle", H1))
    a(P("No worker parking is allowed on Route 202, Heritage Hills Drive or any neighboring property. During Phase 1, "
        "up to 45 workers park on the gravel lot P-W inside the limit of work. From Phase 2, when the workforce "
        "exceeds the on-site lot, workers park at the leased lot at the Somers Commons shopping center (120 spaces) "
        "and ride the Castellan shuttle, which runs every 15 minutes from 6:00 to 7:30 am and from 3:00 to 5:30 pm. "
        "Subcontractor foremen enforce this rule; a second violation removes a worker from the site."))
    a(Paragraph("4. Cranes and Hoisting", H1))
    a(P("A Liebherr 172 EC-B8 tower crane with a 55-meter jib will stand on a spread footing east of the building "
        "(TC-1, shown on SL-101) from month 5 to month 13. Its radius covers the whole footprint and laydown L-2; "
        "it does not slew over Route 202 or any occupied residence when loaded, and a zoning limiter prevents the "
        "hook from entering the sidewalk zone. Mobile cranes (a 90-ton all-terrain for the precast stair towers and "
        "the tower crane erection) set up only on the mats at MC-1 and MC-2."))
    a(ClipTable([
        ["Hoisting rule", "Requirement"],
        ["Wind", "Stop all tower crane picks at sustained 20 mph or gusts over 30 mph at the jib anemometer; weathervane when unattended"],
        ["Critical lifts", "Lift plan signed by the crane engineer for any pick over 75% of chart capacity or any two-crane lift"],
        ["Exclusion zone", "Barricade and spotter below every load; no pick over the covered walkway while it is occupied"],
        ["Inspections", "NYSDOL Part 23 inspections; daily operator checklist; monthly third-party inspection"],
        ["Erection / dismantle", "Saturday mornings only, with police detail and Route 202 lane closure per NYSDOT permit"],
        ["Material hoist", "Rack-and-pinion hoist on the south face from month 9 to month 16 for interiors"],
    ], [90, 380], size=7, rowh=13))
    a(Spacer(1, 6))
    a(P("The tower crane foundation excavation and its spoil are handled as part of the Phase 1 earthwork and are "
        "inside the erosion and sediment controls of Section 7."))
    a(PageBreak())
    # ---------------------------------------------------------------- p6 noise, dust
    a(Paragraph("5. Noise and Vibration", H1))
    a(P("Work hours follow the Town noise code and the approval resolution: 7:00 am to 6:00 pm Monday through Friday, "
        "8:00 am to 5:00 pm on Saturday for quiet work and the crane erection only, no work on Sundays or Town holidays. "
        "Generators and compressors are the enclosed, residential-muffler type. Rock breaking with a hoe ram is "
        "limited to 9:00 am to 4:00 pm. Vibration from rock breaking and compaction is monitored with seismographs at "
        "the two nearest Heritage Hills condominiums; the threshold is 0.5 in/s peak particle velocity."))
    a(Paragraph("6. Dust Control and Air Quality", H1))
    a(P("Haul routes inside the site are watered as often as needed to keep dust from being visible at the limit of "
        "work, using a 2,000-gallon water truck; water is applied so that it does not run off. Stockpiles not "
        "worked for 7 days are seeded or covered. Trucks leaving the site are tarped. Idling is limited to 3 minutes. "
        "Saw cutting uses water or vacuum capture. Work that raises visible dust beyond the site is stopped until it "
        "is controlled."))
    a(ClipTable([
        ["Dust source", "Control", "Responsible"],
        ["Haul roads and gravel parking P-W", "Water truck, 2x daily minimum in dry weather; calcium chloride not permitted near the wetland", "Mahopac Earthworks"],
        ["Rock breaking and crushing", "No crushing on site; water spray at hoe ram", "Mahopac Earthworks"],
        ["Stockpiles", "Seed or cover after 7 days inactive", "Mahopac Earthworks"],
        ["Route 202 shoulder", "Sweep daily and whenever tracking is seen", "Castellan"],
    ], [120, 250, 100], size=7, rowh=13))
    a(PageBreak())
    # ---------------------------------------------------------------- p7 SWPPP part 1
    a(Paragraph("7. Stormwater Pollution Prevention \u2013 Construction Phase (SWPPP Part 1)", H1))
    a(P("This section, with drawings SL-100 and SL-102, is the construction-phase part of the SWPPP required by Town "
        "Code \u00a7 93-6A(1). It binds Castellan and every subcontractor who disturbs soil. The SWPPP, the inspection "
        "reports and the signed contractor certifications are kept in the field office from the start of work to final "
        "stabilization."))
    a(Paragraph("7.1 Receiving waters and soils", H2))
    a(P("Runoff from the site leaves at two discharge points shown on SL-100: DP-1, the wetland at the northwest "
        "corner, which drains to Angle Fly Brook and then the Muscoot Reservoir; and DP-2, the Route 202 closed "
        "drainage system, which discharges to the same brook. The Muscoot Reservoir is in the New York City water "
        "supply watershed and subject to the phosphorus TMDL."))
    a(ClipTable([
        ["Map unit", "Soil series", "HSG", "Where on site"],
        ["ChB", "Charlton fine sandy loam, 3-8% slopes", "B", "Building footprint and surface parking"],
        ["PnC", "Paxton fine sandy loam, 8-15% slopes", "C", "South third, along Route 202; fragipan at 20-30 in, seasonal perched water"],
        ["Wd", "Woodbridge loam, 0-3% slopes", "C/D", "Low area near DP-1 and the wetland buffer (not disturbed except outfall)"],
        ["CtC", "Chatfield-Hollis-Rock outcrop complex", "B/D", "Wooded knoll east of the crane; ledge at 2-6 ft"],
    ], [50, 160, 30, 230], size=7, rowh=13))
    a(Spacer(1, 6))
    a(P("The soil boundaries are plotted on SL-100. Deep test holes DT-1 to DT-8 and infiltration tests at the "
        "bioretention sites (1.8 to 2.6 in/hr in the Charlton soils) are tabulated on SL-103."))
    a(Paragraph("7.2 Phasing and sequence of operations", H2))
    a(P("Not more than 3.62 acres, and normally far less, will be disturbed at one time; no more than five acres will "
        "ever be disturbed at once. The sequence is:"))
    s.extend(B([
        "Pre-construction meeting with the Town Engineer; 48-hour notice; flag the limit of work and tree protection.",
        "Install SCE-1 at Gate 1, perimeter silt fence SF-1 and SF-2, the diversion DV-1 on the uphill (east) side and inlet protection on the two Route 202 inlets.",
        "Build sediment traps ST-1 and ST-2 with their outlets and stabilize their embankments before upslope grading.",
        "Clear and grub the building area and parking; strip topsoil to stockpile SP-1; rock removal at the crane pad.",
        "Excavate for the podium and the tower crane footing; install foundation drains, storm, sanitary, water and electric utilities.",
        "Podium and building construction (Phases 1-2); temporary seed and mulch on all areas not worked for 7 days.",
        "Phase 3: fine grade, build bioretention BR-A and BR-B and the wet pond WP-1 only after their drainage areas are stable; convert ST-1 to WP-1.",
        "Curb, pave, topsoil, seed and plant; remove temporary controls after final stabilization and the Town's inspection.",
    ]))
    a(PageBreak())
    # ---------------------------------------------------------------- p8 E&S practices
    a(Paragraph("7.3 Erosion and sediment control practices: dimensions, materials, installation and maintenance", H2))
    a(P("All practices are designed and installed to the New York State Standards and Specifications for Erosion and "
        "Sediment Control (November 2016). Their locations, sizes and lengths are shown on SL-102. The table lists the "
        "key values; the complete standard details are on SL-102."))
    a(ClipTable([
        ["ID", "Practice", "Size / length", "Materials and installation", "Operation and maintenance"],
        ["SCE-1", "Stabilized construction entrance", "24 ft x 50 ft", "2-3 in stone, 8 in thick on woven geotextile; mountable berm at Route 202", "Top-dress with clean stone when voids fill; sweep Route 202 shoulder daily"],
        ["SF-1", "Silt fence, west and north", "1,140 LF", "36 in woven geotextile on 2 in hardwood stakes 8 ft o.c.; toe trenched 6 in", "Remove sediment at half height; repair undercutting the same day"],
        ["SF-2", "Silt fence, Route 202 frontage", "520 LF", "As SF-1; reinforced with wire backing along the sidewalk", "As SF-1; inspect after every plowing event"],
        ["DV-1", "Earth dike / diversion", "640 LF", "18 in high, 2:1 side slopes, seeded and blanketed; stable outlet to ST-2", "Repair breaches; keep outlet stone clean"],
        ["ST-1", "Sediment trap, northwest", "9,400 cf total", "1.3 ac drainage; 3,600 cf/ac; stone outlet 4 ft wide, NYSDOT light stone", "Clean out at 50% of wet storage; later converted to WP-1"],
        ["ST-2", "Sediment trap, southeast", "18,720 cf total", "5.2 ac drainage incl. offsite upland; baffle and skimmer; see 7.9", "Clean out at 50% of wet storage; skimmer checked weekly"],
        ["IP-1,2", "Inlet protection", "2 inlets", "Geotextile silt sack in each Route 202 inlet", "Empty when one-third full; replace torn sacks"],
        ["SP-1", "Topsoil stockpile", "2,300 cy", "Max 15 ft high, 2:1 slopes, silt fence ring 210 LF", "Seed within 7 days; cover before forecast storms over 1 in"],
        ["CWO-1", "Concrete washout", "10 x 20 ft", "Lined pit, 10-mil poly, 2 ft deep; sign posted", "Remove solids at 75% full; no overflow"],
    ], [34, 92, 60, 150, 134], size=6.5, rowh=13))
    a(Spacer(1, 8))
    a(Paragraph("7.4 Temporary and permanent soil stabilization", H2))
    a(P("Temporary: any disturbed area where work stops for more than 7 days (3 days on slopes of 3:1 or steeper) "
        "receives annual ryegrass at 40 lb/acre and straw mulch at 2 tons/acre, or erosion control blanket on slopes; "
        "winter stabilization after November 15 is mulch at double rate with netting. Permanent: 6 inches of topsoil, "
        "lime and fertilizer by soil test, the Westchester County conservation seed mix on slopes and a turf mix on "
        "lawns, blanket (North American Green SC150) on all slopes of 3:1 or steeper, and planting beds mulched 3 inches "
        "deep. Final stabilization is 80 percent uniform perennial vegetative cover or hard surface."))
    a(PageBreak())
    # ---------------------------------------------------------------- p9 min practices etc
    a(Paragraph("7.5 Minimum practices for each construction activity and their schedule", H2))
    a(ClipTable([
        ["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"],
        ["Clearing and grubbing", "SCE-1, SF-1, SF-2, DV-1, tree protection fence", "Before any clearing", "To final stabilization of the area it protects"],
        ["Mass grading and rock removal", "ST-1, ST-2, dust control, temporary seeding", "Before grading upslope", "Until the contributing area is stabilized"],
        ["Utility trenches", "Inlet protection, spoil upslope, backfill daily", "Each trench", "Until paving or seeding over the trench"],
        ["Podium and building", "CWO-1, roof drains to temporary pipe into ST-1", "Before first concrete pour", "Until roof drains connect to permanent system"],
        ["Paving and landscaping", "Inlet protection on new inlets, blanket on slopes", "When inlets are set", "Until 80% perennial cover"],
    ], [110, 160, 95, 105], size=7, rowh=13))
    a(Spacer(1, 6))
    a(Paragraph("7.6 Pollution prevention: litter, construction chemicals and debris", H2))
    a(P("Dumpsters (row D-1 on SL-101) have lids or tarps that are closed at the end of each day and during rain; "
        "crews pick up litter across the site every Friday. Construction chemicals (form release, curing compound, "
        "sealants, paints and fuel additives) are stored in a locked, roofed steel container with secondary "
        "containment at laydown L-1, with the SDS binder. Fueling is done only at F-1, at least 100 feet from the "
        "wetland and any inlet, from a tanker with a drip pan; two spill kits are kept at F-1 and in the field office. "
        "Spills are contained and cleaned up at once and any reportable spill is called in to the NYSDEC hotline."))
    a(Paragraph("7.7 Industrial activity other than construction", H2))
    a(P("There will be no concrete or asphalt plant, rock crusher or other industrial activity on the site; no "
        "stormwater discharges associated with industrial activity other than construction will occur."))
    a(Paragraph("7.8 Inspection schedule", H2))
    a(P("Castellan's superintendent and Mahopac Earthworks' foreman inspect all erosion and sediment control practices "
        "every working day and repair deficiencies within one day. The qualified inspector (Owen Pruitt, CPESC) "
        "inspects the whole site at least once every seven calendar days, and twice every seven days while more than "
        "five acres are disturbed should that ever occur, and within 24 hours after any storm of 0.5 inch or more, in "
        "accordance with the Standards and Specifications; reports go to Castellan, the Owner and the Town Engineer "
        "within one working day, and corrective actions are completed within one working day of the report."))
    a(Paragraph("7.9 Design elements not in conformance with the Standards and Specifications", H2))
    a(P("One element does not conform. Sediment trap ST-2 receives 5.2 acres, including 1.6 acres of off-site wooded "
        "upland, while the Standards limit a stone-outlet sediment trap to a 5-acre drainage area. A sediment basin is "
        "not practical there because ledge lies 2 to 4 feet below grade. To show equivalence, ST-2 provides the full "
        "3,600 cf per acre (18,720 cf) for all 5.2 acres, a length-to-width ratio of 3:1 with a porous baffle, and a "
        "4-inch Faircloth skimmer that dewaters the dry storage over 48 hours; the computed trapping efficiency (82 "
        "percent of the design particle) equals that of a standard sediment basin for the same drainage area."))
    a(PageBreak())
    # ---------------------------------------------------------------- p10 SWPPP part 2
    a(Paragraph("8. Permanent Stormwater Management Practices (SWPPP Part 2)", H1))
    a(P("The project disturbs more than one acre and is a multifamily residential development (\u00a7 93-6A(2)(c)); the "
        "permanent practices are designed to the enhanced phosphorus removal standards of the NYS Stormwater "
        "Management Design Manual (2015) and are shown, with their sizes, on SL-103."))
    s.extend(B([
        "<b>BR-A and BR-B, bioretention (F-5).</b> BR-A, 3,900 sq ft, treats the roof and courtyard; BR-B, 2,700 sq ft, "
        "treats the surface parking. Each has a 6-inch ponding depth, 30 inches of bioretention soil (sand 55-60%, "
        "topsoil 20-30%, compost 20-30%, P-index below 30), 12 inches of No. 2 stone with a 6-inch perforated HDPE "
        "underdrain, a 4-foot grass filter strip and a stone diaphragm, and an 18-inch overflow riser.",
        "<b>WP-1, wet extended detention pond (P-2).</b> Built in place of ST-1; permanent pool 11,800 cf, 6 ft deep, "
        "forebay 1,300 cf, 12-inch clay liner in the Woodbridge soil, 10-foot aquatic bench; multi-stage outlet OS-1 "
        "with a 2.5-inch low-flow orifice at 402.0, a 10-inch orifice at 404.5 and a 4 ft x 4 ft riser grate at 406.0, "
        "24-inch RCP barrel to DP-1, 12-foot emergency spillway at 407.0 lined with riprap.",
    ]))
    a(Paragraph("8.1 Sizing criteria", H2))
    a(ClipTable([
        ["Criterion", "Required", "Provided", "By"],
        ["WQv, 1-yr 24-hr storm (2.80 in), Rv = 0.05 + 0.009 x 54 = 0.536, A = 3.62 ac", "19,700 cf", "20,650 cf", "BR-A, BR-B, WP-1"],
        ["RRv, HSG B 0.40 / C 0.30 weighted S = 0.34", "4,270 cf", "4,960 cf", "BR-A, BR-B (infiltration)"],
        ["Cpv, 1-yr 24-hr, 24-hr extended detention", "0.30 ac-ft", "0.31 ac-ft", "WP-1 OS-1 2.5 in orifice"],
        ["Qp, 10-yr (5.10 in), post not above pre", "7.9 cfs", "7.1 cfs", "WP-1"],
        ["Qf, 100-yr (8.80 in), post not above pre", "16.2 cfs", "14.8 cfs", "WP-1 riser and spillway"],
    ], [220, 60, 60, 130], size=7, rowh=13))
    a(Spacer(1, 6))
    a(P("No deviations from the Design Manual are proposed and no sizing criterion is waived; the redevelopment "
        "criteria do not apply because the site is undeveloped except for the farm lane."))
    a(Paragraph("8.2 Hydrologic and hydraulic analysis", H2))
    a(P("Pre- and post-development runoff was computed with HydroCAD 10.2 (TR-20, Type III, NOAA Atlas 14 depths) for "
        "the 1-, 10- and 100-year 24-hour storms at DP-1 and DP-2. WP-1, its outlet OS-1, the BR overflows and the "
        "storm drains (15 to 24 inch HDPE and RCP, designed for the 25-year storm by the rational method) were routed. "
        "Results:"))
    a(ClipTable([
        ["Storm", "DP-1 pre (cfs)", "DP-1 post (cfs)", "DP-2 pre (cfs)", "DP-2 post (cfs)", "WP-1 peak elev."],
        ["1-year", "2.6", "0.9", "0.8", "0.6", "404.1"],
        ["10-year", "6.1", "5.6", "1.8", "1.5", "405.6"],
        ["100-year", "12.7", "11.9", "3.5", "2.9", "406.7 (1.3 ft freeboard)"],
    ], [70, 80, 80, 80, 80, 80], size=7.5, rowh=13))
    a(PageBreak())
    # ---------------------------------------------------------------- p11 O&M, easement, agreement
    a(Paragraph("8.3 Operation and maintenance", H2))
    a(P("During construction Castellan maintains the practices. After the Town accepts the as-built drawings, Somers "
        "Senior Living Partners, LP, as owner of the property, is responsible for the long-term operation and "
        "maintenance of BR-A, BR-B, WP-1, OS-1 and the storm drains, through its property manager."))
    a(ClipTable([
        ["Practice", "Inspection", "Maintenance actions"],
        ["BR-A, BR-B", "Monthly Apr-Oct; after storms over 1 in", "Remove trash and sediment; replace dead plants; remulch each spring; if ponding lasts more than 48 hours, scarify or replace top 3 in of soil"],
        ["WP-1 forebay", "Quarterly", "Remove sediment when forebay is half full (about every 5-7 years)"],
        ["WP-1 pool and embankment", "Twice a year and after storms over 2 in", "Mow embankment twice a year; remove woody growth; repair erosion; check for burrows and seepage"],
        ["OS-1 outlet structure", "Quarterly and after major storms", "Clear trash rack and orifices; confirm low-flow orifice is open"],
        ["Catch basins and pipes", "Twice a year", "Clean sumps at half full; jet pipes as needed"],
    ], [100, 130, 240], size=7, rowh=13))
    a(Spacer(1, 6))
    a(P("Inspection records are kept by the property manager for at least five years and provided to the Town Stormwater "
        "Management Officer on request; an annual inspection report signed by a professional engineer is filed with the "
        "Town Engineer each March."))
    a(Paragraph("8.4 Maintenance easement", H2))
    a(P("A stormwater maintenance and access easement in favor of the Town of Somers covers WP-1, OS-1, BR-A, BR-B and "
        "a 15-foot access strip from the drive; it is drawn on SL-103 and on the final site plan to be filed. The "
        "easement is recorded in the Westchester County Clerk's Office and remains in effect with any transfer of title "
        "to the property."))
    a(Paragraph("8.5 Inspection and maintenance agreement", H2))
    a(P("Under Town Code \u00a7 93-8 the Owner will execute the Town's Stormwater Control Facility Maintenance Agreement "
        "before the certificate of occupancy. Its terms, agreed with the Town Attorney on March 20, 2025, are: the "
        "Owner and its successors shall inspect and maintain BR-A, BR-B, WP-1 and OS-1 to the schedule above; the Town "
        "may enter to inspect, and may perform maintenance that the Owner fails to perform within 30 days of notice and "
        "charge the cost to the property; and the agreement is recorded as a deed restriction with the County Clerk and "
        "is binding on all subsequent owners of the land served by the practices."))
    a(PageBreak())
    # ---------------------------------------------------------------- p12 safety/utilities/waste
    a(Paragraph("9. Safety, Security, Fire Access and Emergency Response", H1))
    a(P("The site is fenced with 8-foot chain-link with privacy screen along Route 202 and Heritage Hills Drive. The "
        "gate guard is posted during work hours; cameras monitor the gates and the crane after hours. The Somers Fire "
        "District has a Knox box at Gate 2; a 20-foot fire apparatus lane is kept open around the building at all "
        "times after the podium is complete. Standpipes are installed floor by floor as framing rises. Emergency "
        "assembly area: gravel lot P-W. Nearest hospital: Northern Westchester Hospital, Mount Kisco."))
    a(Paragraph("10. Temporary Utilities and Waste Management", H1))
    a(P("Temporary power comes from a 400-amp service from NYSEG at the field office; generators are used only for the "
        "crane erection. Temporary water is from the new domestic service with a backflow preventer. Waste is "
        "separated into metals, clean wood, cardboard and mixed C&D in dumpster row D-1; the target diversion rate is "
        "60 percent, reported monthly to the Owner."))
    a(ClipTable([
        ["Waste stream", "Container", "Hauler / destination"],
        ["Mixed C&D", "30-yd roll-off, tarped", "Westchester transfer station, Peekskill"],
        ["Clean wood and pallets", "30-yd roll-off", "Recycling, Yorktown"],
        ["Metals", "20-yd roll-off", "Scrap dealer, Mount Vernon"],
        ["Cardboard", "Baler at field office", "Recycling"],
        ["Hazardous (paint, solvents, aerosols)", "Drum in locked chemical container", "Licensed hauler; manifests kept in field office"],
    ], [140, 150, 180], size=7, rowh=13))
    a(PageBreak())
    # ---------------------------------------------------------------- p13 certifications
    a(Paragraph("11. Certifications", H1))
    a(Paragraph("11.1 SWPPP preparer's certification", H2))
    a(P("Sections 7 and 8 of this Site Logistics Plan and drawings SL-100, SL-102 and SL-103 constitute the SWPPP for "
        "Heritage Hills Commons Building C and were prepared by me or under my direct supervision. I certify that the "
        "design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the Town of "
        "Somers."))
    a(P("Signed: <i>Helena Tamm</i> \u2013 Helena Tamm, P.E., NYS License No. 087122, Rivera Tamm Civil Engineers, PC, "
        "22 Main Street, Brewster, NY 10509 \u2013 April 10, 2025 [seal]"))
    a(Paragraph("11.2 Contractor certifications (Town Code \u00a7 93-6D)", H2))
    a(P("Each contractor and subcontractor responsible for installing, constructing, repairing, inspecting or maintaining "
        "the erosion and sediment control practices or installing the post-construction practices has signed the "
        "following statement:"))
    a(P("<i>\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
        "Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours "
        "of acceptable training in erosion and sediment control within the last three years. I also understand that it "
        "is unlawful for any person to cause or contribute to a violation of water quality standards.\"</i>"))
    a(P("Site: Heritage Hills Commons Building C, 3200 Route 202, Somers, NY 10589"))
    a(ClipTable([
        ["Name and title", "Firm, address and telephone", "Signature", "Date"],
        ["Dominic Ferrante, Project Executive", "Castellan Builders Group, LLC, 400 Columbus Ave, Valhalla, NY 10595, (914) 555-0187", "D. Ferrante", "04/08/2025"],
        ["Gary Lindqvist, President", "Mahopac Earthworks, Inc., 61 Route 6N, Mahopac, NY 10541, (845) 555-0163", "G. Lindqvist", "04/08/2025"],
        ["Teresa Quon, Owner", "Quon Landscape Co., 9 Tomahawk St, Baldwin Place, NY 10505, (914) 555-0135", "T. Quon", "04/09/2025"],
        ["Marco Ilic, Site Utilities Foreman", "Ilic Site Utilities, LLC, 14 Old Route 6, Carmel, NY 10512, (845) 555-0171", "M. Ilic", "04/09/2025"],
    ], [112, 292, 52, 48], size=6.5, rowh=16))
    a(Spacer(1, 6))
    a(P("The signed originals are in the SWPPP binder in the field office; the table is a transcription of them."))
    return s


def _footer(c, doc):
    c.saveState()
    c.setFont("Helvetica", 7)
    c.drawString(0.75 * inch, 0.5 * inch, "Castellan Builders Group \u2013 Site Logistics Plan \u2013 Heritage Hills Commons Bldg C \u2013 Rev. 2, 04/11/2025")
    c.drawRightString(7.75 * inch, 0.5 * inch, "Page %d" % doc.page)
    c.restoreState()


# ------------------------------------------------------------------------- drawing sheets
SW, SH = 36 * 72, 24 * 72


def _title_block(c, num, title):
    c.setLineWidth(3)
    c.rect(36, 36, SW - 72, SH - 72)
    c.rect(SW - 36 - 360, 36, 360, SH - 72)
    x = SW - 36 - 350
    c.setFont("Helvetica-Bold", 17)
    c.drawString(x, 300, "RIVERA TAMM CIVIL ENGINEERS, PC")
    c.setFont("Helvetica", 12)
    c.drawString(x, 278, "22 Main Street, Brewster, NY 10509  (845) 555-0121")
    c.drawString(x, 240, "HERITAGE HILLS COMMONS - BUILDING C")
    c.drawString(x, 222, "3200 ROUTE 202, TOWN OF SOMERS, WESTCHESTER CO., NY")
    c.setFont("Helvetica-Bold", 15)
    c.drawString(x, 180, title)
    c.setFont("Helvetica", 10.5)
    c.drawString(x, 150, "SCALE: 1\" = 40' ON 24x36 SHEET (GRAPHIC SCALE APPLIES TO REDUCTIONS)")
    c.drawString(x, 132, "DATE: 04/10/2025   REV. 2   DRAWN: JK   CHECKED: HT")
    c.setFont("Helvetica-Bold", 40)
    c.drawString(x, 70, num)
    # graphic scale
    c.setLineWidth(2)
    for i in range(4):
        c.setFillColor(black if i % 2 == 0 else white)
        c.rect(x + 150 + i * 40, 80, 40, 10, fill=1)
    c.setFillColor(black)
    c.setFont("Helvetica", 11)
    for i, t in enumerate(["0", "40", "80", "120", "160 FT"]):
        c.drawString(x + 147 + i * 40, 66, t)


def _notes(c, x, y, title, lines, size=13):
    c.setFont("Helvetica-Bold", size + 2)
    c.drawString(x, y, title)
    y -= size * 1.5
    c.setFont("Helvetica", size)
    for ln in lines:
        c.drawString(x, y, ln)
        y -= size * 1.3
    return y


def _site_base(c, post=False):
    # property, building, contours
    c.setLineWidth(2.5)
    c.setDash([30, 8, 6, 8])
    c.rect(160, 160, 1750, 1320)
    c.setDash()
    c.setLineWidth(1)
    c.setStrokeColor(HexColor("#8b5a2b"))
    for i in range(12):
        c.bezier(160, 260 + i * 100, 700, 330 + i * 100, 1300, 180 + i * 100, 1910, 300 + i * 100)
    c.setStrokeColor(black)
    c.setLineWidth(3)
    c.rect(700, 620, 620, 420)
    c.setFont("Helvetica-Bold", 20)
    c.drawString(760, 830, "BUILDING C  (31,400 SF FOOTPRINT)")
    c.setFont("Helvetica", 14)
    c.drawString(760, 805, "FFE 418.0  PODIUM 408.5")
    # route 202
    c.setLineWidth(4)
    c.line(100, 120, 1960, 120)
    c.setFont("Helvetica-Bold", 18)
    c.drawString(900, 90, "NYS ROUTE 202")
    # wetland
    c.setStrokeColor(HexColor("#1f6fa8"))
    c.setDash(12, 6)
    c.circle(330, 1250, 150)
    c.setDash()
    c.setStrokeColor(black)
    c.setFont("Helvetica", 13)
    c.drawString(230, 1250, "TOWN-REGULATED WETLAND")
    c.drawString(230, 1232, "(100 FT BUFFER, UNDISTURBED)")
    c.drawString(480, 1080, "DP-1")
    c.drawString(900, 140, "DP-2 (RTE 202 CB)")


def sheet_sl100(c):
    c.saveState()
    c.translate(70, 150)
    c.scale(0.70, 0.70)
    _site_base(c)
    c.setLineWidth(1.5)
    c.rect(1980, 1500, 300, 230)
    c.setFont("Helvetica", 12)
    c.drawString(1990, 1710, "LOCATION MAP  1\" = 2,000'")
    c.drawString(1990, 1560, "SITE  (RTE 202 / RTE 100)")
    # soils boundaries
    c.setStrokeColor(HexColor("#b03060"))
    c.setDash(20, 10)
    c.line(160, 520, 1910, 560)
    c.line(1450, 160, 1500, 1480)
    c.setDash()
    c.setStrokeColor(black)
    c.setFont("Helvetica-Bold", 16)
    for t, x, y in [("ChB", 1000, 1150), ("PnC", 1000, 300), ("Wd", 380, 1000), ("CtC", 1650, 1000)]:
        c.drawString(x, y, t)
    c.restoreState()
    _title_block(c, "SL-100", "LOCATION MAP AND EXISTING CONDITIONS")
    _notes(c, 1470, 1180, "EXISTING CONDITIONS NOTES", [
        "1. TOTAL SITE AREA 6.90 AC. AREA OF DISTURBANCE 3.62 AC; AREAS NOT TO BE",
        "   DISTURBED 3.28 AC (WOODED SLOPE, WETLAND AND 100 FT BUFFER) - HATCHED.",
        "2. EXISTING VEGETATION: OLD FIELD AND HEDGEROW WITHIN LIMIT OF WORK;",
        "   MIXED OAK-HICKORY WOODS EAST AND NORTH TO REMAIN.",
        "3. SURFACE WATERS: WETLAND WL-A ON SITE (NW CORNER), DRAINING TO ANGLE",
        "   FLY BROOK OFF SITE 900 FT NORTH. NO OTHER ON-SITE OR ADJACENT WATERS.",
        "4. DRAINAGE PATTERNS: SOUTH HALF SHEET-FLOWS TO RTE 202 CB (DP-2);",
        "   NORTH HALF TO WETLAND WL-A (DP-1). ARROWS SHOW FLOW DIRECTION.",
        "5. EXISTING CONTOURS 2 FT (THIN); FINAL GRADES ON SL-102 AND SL-103;",
        "   EXISTING SLOPES 2-14%, FINAL SLOPES 1-33% (3:1 MAX).",
        "6. SOIL BOUNDARIES (DASHED) PER NRCS WEB SOIL SURVEY: ChB, PnC, Wd, CtC.",
        "7. NO MATERIAL, WASTE, BORROW OR EQUIPMENT STORAGE ON ADJACENT",
        "   PROPERTIES. WORKER PARKING OFF SITE AT SOMERS COMMONS IS PAVED.",
        "8. STORMWATER DISCHARGE LOCATIONS: DP-1 AND DP-2 AS SHOWN.",
        "9. DEEP TEST HOLES DT-1 TO DT-8 - SEE SL-103 TABLE.",
    ])


def sheet_sl101(c):
    c.saveState()
    c.translate(70, 150)
    c.scale(0.70, 0.70)
    _site_base(c)
    c.setLineWidth(2)
    c.circle(1420, 830, 600)
    c.circle(1420, 830, 12, fill=1)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(1440, 830, "TC-1 LIEBHERR 172 EC-B8, 55 M JIB")
    c.rect(300, 300, 300, 180)
    c.drawString(310, 400, "LAYDOWN L-1")
    c.rect(1100, 300, 300, 200)
    c.drawString(1110, 400, "LAYDOWN L-2")
    c.drawString(210, 200, "GATE 1 / SCE-1")
    c.drawString(1600, 400, "MC-1 CRANE MATS")
    c.drawString(650, 250, "F-1 FUELING")
    c.drawString(900, 500, "D-1 DUMPSTER ROW")
    c.drawString(300, 560, "P-W WORKER PARKING (45)")
    c.restoreState()
    _title_block(c, "SL-101", "SITE LOGISTICS PLAN - PHASE 1 AND 2")
    _notes(c, 1470, 1180, "LOGISTICS NOTES", [
        "1. TRUCK ROUTE: RTE 202 EASTBOUND RIGHT-IN / RIGHT-OUT AT GATE 1.",
        "2. TOWER CRANE SWING LIMITED BY ZONING SYSTEM - NO LOADED SLEW OVER",
        "   RTE 202 SIDEWALK OR HERITAGE HILLS UNITS 41-48.",
        "3. COVERED WALKWAY ALONG RTE 202 SIDEWALK DURING PODIUM/FRAMING.",
        "4. FIRE LANE 20 FT CLEAR AROUND BUILDING AFTER PODIUM.",
        "5. FIELD OFFICE TRAILERS AT NW OF GATE 1; FIRST AID AND SWPPP BINDER.",
    ])


def sheet_sl102(c):
    c.saveState()
    c.translate(70, 150)
    c.scale(0.70, 0.70)
    _site_base(c)
    c.setLineWidth(2)
    c.setDash(4, 6)
    c.line(170, 170, 170, 1470)
    c.line(170, 1470, 1500, 1470)
    c.line(170, 170, 1900, 170)
    c.setDash()
    c.setFont("Helvetica-Bold", 15)
    c.drawString(190, 700, "SF-1 SILT FENCE 1,140 LF")
    c.drawString(1100, 180, "SF-2 SILT FENCE 520 LF")
    c.drawString(1600, 1200, "DV-1 DIVERSION 640 LF")
    c.line(1560, 1450, 1560, 300)
    c.circle(520, 1050, 70)
    c.drawString(600, 1050, "ST-1 (9,400 CF)")
    c.circle(1700, 300, 80)
    c.drawString(1600, 200, "ST-2 (18,720 CF)")
    c.rect(210, 130, 100, 50)
    c.drawString(320, 140, "SCE-1 24x50")
    c.rect(1250, 1200, 160, 100)
    c.drawString(1250, 1310, "SP-1 STOCKPILE")
    c.rect(800, 300, 60, 40)
    c.drawString(870, 310, "CWO-1")
    c.restoreState()
    _title_block(c, "SL-102", "EROSION AND SEDIMENT CONTROL PLAN")
    y = _notes(c, 1470, 1180, "EROSION AND SEDIMENT CONTROL NOTES", [
        "1. SCE-1 STABILIZED CONSTRUCTION ENTRANCE AT GATE 1: 24 FT WIDE x 50 FT LONG.",
        "2. SF-1 SILT FENCE ALONG WEST AND NORTH LIMIT OF WORK, 1,140 LF.",
        "3. SF-2 SILT FENCE ALONG RTE 202 FRONTAGE, 520 LF, WIRE-BACKED.",
        "4. DV-1 EARTH DIKE ON EAST (UPHILL) SIDE, 640 LF, OUTLET TO ST-2.",
        "5. ST-1 SEDIMENT TRAP AT NW CORNER, 1.3 AC DRAINAGE, 9,400 CF.",
        "6. ST-2 SEDIMENT TRAP AT SE CORNER, 5.2 AC DRAINAGE, 18,720 CF; BAFFLE",
        "   AND 4 IN FAIRCLOTH SKIMMER (SEE SLP SECTION 7.9).",
        "7. IP-1, IP-2 INLET PROTECTION IN RTE 202 INLETS.",
        "8. SP-1 TOPSOIL STOCKPILE, 2,300 CY, SILT FENCE RING 210 LF.",
        "9. CWO-1 CONCRETE WASHOUT 10 FT x 20 FT, LINED.",
        "10. ALL PRACTICES PER NYS STANDARDS AND SPECIFICATIONS FOR E&SC (2016).",
    ])
    _notes(c, 1470, y - 20, "DETAILS (NOT TO SCALE)", [
        "SILT FENCE: 36\" WOVEN FABRIC, 2\"x2\" HARDWOOD STAKES 8' O.C., 6\" TOE-IN.",
        "SCE: 2-3\" STONE 8\" DEEP ON GEOTEXTILE; 50' MIN. LENGTH.",
        "SEDIMENT TRAP: 3,600 CF/AC (1/2 WET, 1/2 DRY); STONE OUTLET 4' WIDE.",
    ], size=12)


def sheet_sl103(c):
    c.saveState()
    c.translate(70, 150)
    c.scale(0.70, 0.70)
    _site_base(c, post=True)
    c.setLineWidth(2.5)
    c.rect(420, 1000, 260, 160)
    c.setFont("Helvetica-Bold", 15)
    c.drawString(430, 1170, "WP-1 WET EXT. DET. POND")
    c.rect(1000, 1080, 200, 100)
    c.drawString(1000, 1190, "BR-A 3,900 SF")
    c.rect(700, 400, 180, 90)
    c.drawString(700, 500, "BR-B 2,700 SF")
    c.setDash(18, 8)
    c.rect(380, 960, 860, 260)
    c.setDash()
    c.drawString(700, 940, "STORMWATER MAINTENANCE & ACCESS EASEMENT (TO BE RECORDED)")
    c.restoreState()
    _title_block(c, "SL-103", "PERMANENT STORMWATER MANAGEMENT PLAN")
    _notes(c, 1470, 1180, "PERMANENT SMP SCHEDULE", [
        "WP-1 WET EXTENDED DETENTION POND (P-2): PERM. POOL 11,800 CF, 6 FT DEEP;",
        "   FOREBAY 1,300 CF; OUTLET OS-1: 2.5\" @ 402.0, 10\" @ 404.5, RISER 406.0;",
        "   EMERG. SPILLWAY 12 FT @ 407.0; TOP OF BERM 408.0.",
        "BR-A BIORETENTION (F-5): 3,900 SF, 6\" PONDING, 30\" SOIL, 12\" STONE, 6\" UD.",
        "BR-B BIORETENTION (F-5): 2,700 SF, SAME SECTION AS BR-A.",
        "EASEMENT: 15 FT ACCESS FROM DRIVE TO WP-1 AND BR-A; BR-B FROM PARKING.",
        "TEST HOLES: DT-3 (BR-A) 2.6 IN/HR, DT-5 (BR-B) 1.8 IN/HR; NO GW TO 8 FT.",
    ])


def sheets(path):
    c = canvas.Canvas(path, pagesize=(SW, SH), invariant=1)
    for fn in (sheet_sl100, sheet_sl101, sheet_sl102, sheet_sl103):
        fn(c)
        c.showPage()
    c.save()


def reduce_to_letter(src, writer):
    r = PdfReader(src)
    lw, lh = 792, 612
    for pg in r.pages:
        s = min(lw / SW, lh / SH)
        new = PageObject.create_blank_page(width=lw, height=lh)
        tx, ty = (lw - SW * s) / 2, (lh - SH * s) / 2
        new.merge_transformed_page(pg, Transformation().scale(s, s).translate(tx, ty))
        writer.add_page(new)


def build(out_dir):
    CLIPPED.clear()
    tmp_text = os.path.join(out_dir, "_p3_text.pdf")
    tmp_dwg = os.path.join(out_dir, "_p3_dwg.pdf")
    doc = SimpleDocTemplate(tmp_text, pagesize=letter, leftMargin=0.75 * inch, rightMargin=0.75 * inch,
                            topMargin=0.7 * inch, bottomMargin=0.8 * inch, title="Site Logistics Plan Rev 2",
                            author="Castellan Builders Group", invariant=1)
    doc.build(story(), onFirstPage=_footer, onLaterPages=_footer)
    sheets(tmp_dwg)
    w = PdfWriter()
    for pg in PdfReader(tmp_text).pages:
        w.add_page(pg)
    reduce_to_letter(tmp_dwg, w)
    w.add_metadata({"/Title": "Heritage Hills Commons Bldg C - Site Logistics Plan Rev 2", "/Producer": "ReportLab + pypdf"})
    pdf = os.path.join(out_dir, NAME + ".pdf")
    with open(pdf, "wb") as f:
        w.write(f)
    os.remove(tmp_text)
    os.remove(tmp_dwg)
    return pdf


HEADINGS = [
    "1. Project Overview and Site Data", "2. Site Access, Gates, Traffic Control and Deliveries",
    "3. Worker Parking and Shuttle", "4. Cranes and Hoisting", "5. Noise and Vibration",
    "6. Dust Control and Air Quality", "7. Stormwater Pollution Prevention",
    "7.1 Receiving waters and soils", "7.2 Phasing and sequence of operations",
    "7.4 Temporary and permanent soil stabilization", "7.5 Minimum practices for each construction activity",
    "7.6 Pollution prevention: litter, construction chemicals and debris",
    "7.7 Industrial activity other than construction", "7.8 Inspection schedule",
    "7.9 Design elements not in conformance with the Standards and Specifications",
    "8. Permanent Stormwater Management Practices", "8.1 Sizing criteria", "8.2 Hydrologic and hydraulic analysis",
    "8.3 Operation and maintenance", "8.4 Maintenance easement", "8.5 Inspection and maintenance agreement",
    "9. Safety, Security, Fire Access and Emergency Response", "10. Temporary Utilities and Waste Management",
    "11. Certifications", "EROSION AND SEDIMENT CONTROL NOTES", "PERMANENT SMP SCHEDULE", "EXISTING CONDITIONS NOTES",
]


def label():
    from common import SOM
    items = {k: "present" for k in SOM}
    ev = {
        "93-6A(1)(a)": "Building C of Heritage Hills Commons is a four-story, 96-unit senior apartment building",
        "93-6A(1)(b)": "1. TOTAL SITE AREA 6.90 AC. AREA OF DISTURBANCE 3.62 AC; AREAS NOT TO BE",
        "93-6A(1)(c)": "Paxton fine sandy loam, 8-15% slopes C",
        "93-6A(1)(d)": "Clear and grub the building area and parking; strip topsoil to stockpile SP-1",
        "93-6A(1)(e)": "Construction chemicals (form release, curing compound",
        "93-6A(1)(f)": "receives annual ryegrass at 40 lb/acre and straw mulch at 2 tons/acre",
        "93-6A(1)(g)": "2. SF-1 SILT FENCE ALONG WEST AND NORTH LIMIT OF WORK, 1,140 LF.",
        "93-6A(1)(h)": "Max 15 ft high, 2:1 slopes, silt fence ring 210 LF Seed within 7 days",
        "93-6A(1)(i)": "stormwater discharges associated with industrial activity other than construction will occur",
        "93-6A(1)(j)": "Clearing and grubbing SCE-1, SF-1, SF-2, DV-1, tree protection fence Before any clearing",
        "93-6A(1)(k)": "inspects the whole site at least once every seven calendar days",
        "93-6A(1)(l)": "One element does not conform. Sediment trap ST-2 receives 5.2 acres",
        "93-6A(3)(b)": "BR-A and BR-B, bioretention (F-5).",
        "93-6A(3)(c)": "BR-A BIORETENTION (F-5): 3,900 SF",
        "93-6A(3)(d)": "Pre- and post-development runoff was computed with HydroCAD 10.2",
        "93-6A(3)(e)": "RRv, HSG B 0.40 / C 0.30 weighted S = 0.34 4,270 cf 4,960 cf",
        "93-6A(3)(f)": "permanent pool 11,800 cf, 6 ft deep",
        "93-6A(3)(g)": "is responsible for the long-term operation and",
        "93-6A(3)(h)": "easement is recorded in the Westchester County Clerk's Office and remains in effect with any transfer of title",
        "93-6A(3)(i)": "is binding on all subsequent owners of the land served by the practices",
        "93-6B": "design of all stormwater management practices meets the requirements of Chapter 93",
        "93-6D": "of acceptable training in erosion and sediment control within the last three years",
    }
    return {
        "checklist": "somers-ch93",
        "style": "construction manager's Site Logistics Plan (cranes, deliveries, traffic, noise, dust, parking) with the SWPPP as two of its eleven sections plus reduced drawing sheets",
        "producer": "reportlab (platypus, spreadsheet-style tables with text clipped at the cell edge) + 24x36 reportlab sheets reduced to letter with pypdf (lettering 3.7-4.9 pt)",
        "decision": "complete",
        "facts": {"disturbed_acres": 3.62, "project_type": "multifamily senior apartment building (93-6A(2)(c))",
                  "single_family": False, "impaired_water": True},
        "items": items,
        "evidence": {k: {"quote": v} for k, v in ev.items()},
        "gaps": {},
        "ambiguous_items": ["93-6A(1)(b)"],
        "acceptable_decisions": ["complete"],
        "headings": HEADINGS,
        "forms": ["letter"],
        "clipped": CLIPPED,
        "notes": ("Somers; multifamily residential disturbing 3.62 ac, so 93-6A(3) applies. Stormwater content is "
                  "Sections 7-8 and sheets SL-100, SL-102, SL-103 (pages 14, 16, 17) among logistics topics "
                  "(cranes, deliveries, noise, dust, parking, waste). Several table cells overflow and are clipped at "
                  "the cell edge: the full text is in the text layer, only the start is visible; evidence quotes avoid "
                  "clipped tails. Drawing sheets are 24x36 sheets reduced to letter, so their notes are about 4-5 pt; "
                  "(b), (g) and (3)(c) evidence is in those notes. 93-6A(1)(b) is listed ambiguous only because the "
                  "reduced print is no longer at 1 in = 40 ft (about 1 in = 131 ft as printed); the sheet carries the "
                  "design scale and a graphic scale. 93-6A(1)(l) is satisfied by an identified deviation (ST-2 drainage "
                  "area) with reason and equivalence. Contractor certifications are a transcription table with typed "
                  "signatures and the full statement including the four-hour clause."),
    }
