"""Plan 2: Town of Somers, contractor-prepared tabbed SWPPP binder with the engineer's certification bound in.
reportlab; tab dividers and one content page are drawn as glyph outlines (fontTools), with no text layer."""
from reportlab.lib.pagesizes import letter, landscape
from reportlab.pdfgen import canvas
from reportlab.lib.utils import simpleSplit
from fontTools.ttLib import TTFont
from fontTools.pens.basePen import BasePen

NAME = "p4b_somers_lincolndale_storage_binder"
FONT_R = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_B = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SITE = "Lincolndale Self Storage, 331 Route 100, Somers, NY 10540"


class _Pen(BasePen):
    def __init__(self, gs, path, x, y, k):
        super().__init__(gs)
        self.p, self.x, self.y, self.k = path, x, y, k

    def _t(self, pt):
        return self.x + pt[0] * self.k, self.y + pt[1] * self.k

    def _moveTo(self, pt):
        self.p.moveTo(*self._t(pt))

    def _lineTo(self, pt):
        self.p.lineTo(*self._t(pt))

    def _curveToOne(self, a, b, c):
        self.p.curveTo(*self._t(a), *self._t(b), *self._t(c))

    def _closePath(self):
        self.p.close()


class Outliner:
    """Draws text as filled vector paths: looks like text, leaves no text layer."""

    def __init__(self):
        self.fonts = {}
        for key, f in (("R", FONT_R), ("B", FONT_B)):
            tt = TTFont(f)
            self.fonts[key] = (tt, tt.getGlyphSet(), tt.getBestCmap(), tt["hmtx"], tt["head"].unitsPerEm)

    def width(self, s, size, w="R"):
        tt, gs, cmap, hmtx, upm = self.fonts[w]
        return sum(hmtx[cmap.get(ord(ch), ".notdef")][0] for ch in s) * size / upm

    def draw(self, c, s, x, y, size, w="R"):
        tt, gs, cmap, hmtx, upm = self.fonts[w]
        k = size / upm
        path = c.beginPath()
        for ch in s:
            g = cmap.get(ord(ch), ".notdef")
            gs[g].draw(_Pen(gs, path, x, y, k))
            x += hmtx[g][0] * k
        c.drawPath(path, stroke=0, fill=1, fillMode=1)
        return x

    def para(self, c, s, x, y, width, size, leading, w="R"):
        words = s.split()
        line = ""
        for wd in words:
            t = (line + " " + wd).strip()
            if self.width(t, size, w) > width and line:
                self.draw(c, line, x, y, size, w)
                y -= leading
                line = wd
            else:
                line = t
        if line:
            self.draw(c, line, x, y, size, w)
            y -= leading
        return y


class Binder:
    def __init__(self, path):
        self.c = canvas.Canvas(path, pagesize=letter, invariant=1)
        self.c.setTitle("SWPPP Field Binder - Lincolndale Self Storage")
        self.c.setAuthor("Kearney Brothers Excavating, Inc.")
        self.o = Outliner()
        self.page = 0
        self.ev = {}
        self.heads = []
        self.image_only = []
        self.tab = ""
        self.started = False

    # page management
    def new(self, land=False, outline=False):
        if self.started:
            self.c.showPage()
        self.started = True
        self.page += 1
        self.W, self.H = landscape(letter) if land else letter
        self.c.setPageSize((self.W, self.H))
        self.outline = outline
        if outline:
            self.image_only.append(self.page)
        self.y = self.H - 72
        self._runners()

    def _runners(self):
        c = self.c
        c.setFillGray(0.35)
        hdr = f"KEARNEY BROTHERS EXCAVATING - SWPPP FIELD BINDER - {self.tab}" if self.tab else "KEARNEY BROTHERS EXCAVATING - SWPPP FIELD BINDER"
        ftr = f"Lincolndale Self Storage  |  Binder rev. 0, April 6, 2026  |  Binder page {self.page}"
        if self.outline:
            self.o.draw(c, hdr, 54, self.H - 36, 7.5)
            self.o.draw(c, ftr, 54, 30, 7.5)
        else:
            c.setFont("Helvetica", 7.5)
            c.drawString(54, self.H - 36, hdr)
            c.drawString(54, 30, ftr)
        c.setFillGray(0)
        c.setLineWidth(0.5)
        c.line(54, self.H - 42, self.W - 54, self.H - 42)

    def head(self, t, size=13):
        if self.outline:
            self.o.draw(self.c, t, 54, self.y, size, "B")
        else:
            self.c.setFont("Helvetica-Bold", size)
            self.c.drawString(54, self.y, t)
            self.heads.append((self.page, t))
        self.y -= size + 10

    def text(self, t, size=9.5, lead=13, bold=False, indent=0):
        width = self.W - 108 - indent
        if self.outline:
            self.y = self.o.para(self.c, t, 54 + indent, self.y, width, size, lead, "B" if bold else "R") - 4
            return
        font = "Helvetica-Bold" if bold else "Helvetica"
        self.c.setFont(font, size)
        for ln in simpleSplit(t, font, size, width):
            self.c.drawString(54 + indent, self.y, ln)
            self.y -= lead
        self.y -= 4

    def bullets(self, items, size=9.5):
        for it in items:
            if self.outline:
                self.o.draw(self.c, "\u2022", 58, self.y, size)
            else:
                self.c.setFont("Helvetica", size)
                self.c.drawString(58, self.y, "-")
            self.text(it, size=size, indent=14)
            self.y += 2

    def table(self, headers, widths, rows, size=8.5, lead=11):
        c = self.c
        x0 = 54

        def row(cells, bold=False):
            font = "Helvetica-Bold" if bold else "Helvetica"
            lines = [simpleSplit(str(v), font, size, w - 6) for v, w in zip(cells, widths)]
            n = max(len(l) for l in lines) or 1
            h = n * lead + 4
            if bold:
                c.setFillGray(0.88)
                c.rect(x0, self.y - h + lead - 2, sum(widths), h, stroke=0, fill=1)
                c.setFillGray(0)
            x = x0
            for l, w in zip(lines, widths):
                c.setFont(font, size)
                yy = self.y
                for t in l:
                    c.drawString(x + 3, yy, t)
                    yy -= lead
                c.rect(x, self.y - h + lead - 2, w, h, stroke=1, fill=0)
                x += w
            self.y -= h

        row(headers, True)
        for r in rows:
            row(r)
        self.y -= 8

    def mark(self, item, quote):
        self.ev[item] = {"pages": [self.page], "quote": quote}

    def tab_divider(self, n, title, subtitle):
        self.tab = f"TAB {n}"
        self.new(outline=True)
        c = self.c
        c.setFillGray(0.15)
        c.rect(self.W - 90, self.H - 140 - (n - 1) * 62, 36, 58, stroke=0, fill=1)
        c.setFillGray(1)
        self.o.draw(c, str(n), self.W - 80, self.H - 120 - (n - 1) * 62, 22, "B")
        c.setFillGray(0)
        self.o.draw(c, f"TAB {n}", 72, 470, 40, "B")
        yy = 420
        for ln in title:
            self.o.draw(c, ln, 72, yy, 24, "B")
            yy -= 32
        self.o.para(c, subtitle, 72, yy - 10, 400, 12, 16)

    def save(self):
        self.c.showPage()
        self.c.save()


def build(outdir):
    path = f"{outdir}/pdf/{NAME}.pdf"
    b = Binder(path)
    c = b.c
    # ------------- binder cover
    b.new()
    c.setFont("Helvetica-Bold", 22)
    c.drawString(72, 640, "SWPPP FIELD BINDER")
    b.heads.append((1, "SWPPP FIELD BINDER"))
    c.setFont("Helvetica-Bold", 15)
    c.drawString(72, 610, "Lincolndale Self Storage")
    c.setFont("Helvetica", 11)
    for i, t in enumerate(["331 Route 100, Town of Somers, Westchester County, NY", "Tax Map 27.09-1-14",
                           "Site Contractor: Kearney Brothers Excavating, Inc.", "12 Old Tomahawk Road, Yorktown Heights, NY 10598   (914) 555-0163",
                           "Owner: Route 100 Storage Partners LLC", "Engineer of record: Westhill Site Engineering, P.C.",
                           "Keep this binder in the job trailer until the Notice of Termination is filed."]):
        c.drawString(72, 575 - i * 18, t)
    c.setFont("Helvetica-Bold", 10)
    c.drawString(72, 380, "CONTENTS")
    c.setFont("Helvetica", 10)
    tabs = ["Tab 1  Project Description and Contacts", "Tab 2  Site Maps", "Tab 3  Soils", "Tab 4  Phasing, Sequence and Practice Schedule",
            "Tab 5  Erosion and Sediment Control Practices", "Tab 6  Pollution Prevention and Inspections", "Tab 7  Post-Construction Practices (from Engineer's SWPPP)",
            "Tab 8  Easement and Maintenance Agreement", "Tab 9  Certifications"]
    for i, t in enumerate(tabs):
        c.drawString(90, 360 - i * 15, t)
    c.setFont("Helvetica-Oblique", 8.5)
    c.drawString(72, 180, "This binder reorganizes the engineer's Stormwater Pollution Prevention Plan (Westhill Site Engineering, P.C., rev. 2, March 9, 2026)")
    c.drawString(72, 168, "for field use. Where the binder and the engineer's plan differ, the engineer's plan governs.")

    # ------------- TAB 1
    b.tab_divider(1, ["PROJECT DESCRIPTION", "AND CONTACTS"], "Scope, location, size and type of project; who is responsible for what.")
    b.new()
    b.head("1.1 Project Description")
    b.text("Route 100 Storage Partners LLC will build a two-story climate-controlled self-storage building (38,400 sf gross, 19,200 sf footprint), "
           "two single-story drive-up storage buildings (4,800 sf each), a paved drive aisle and 14-space customer parking lot, a stormwater "
           "infiltration system and a bioretention area on a 4.12-acre commercial lot at 331 Route 100 in the hamlet of Lincolndale, Town of Somers. "
           "The lot is a former landscape contractor's yard with gravel storage areas and a metal shed, to be demolished.")
    b.mark("93-6A(1)(a)", "will build a two-story climate-controlled self-storage building")
    b.table(["Item", "Value"], [200, 304], [("Total lot area", "4.12 acres"), ("Limit of disturbance", "2.46 acres (107,200 sf)"),
                                           ("Existing impervious (gravel yard, shed)", "0.71 acre"), ("Proposed impervious", "1.38 acres"),
                                           ("Project type", "Commercial development - Town Code 93-6A(2)(g)"),
                                           ("Receiving water", "Tributary of the Muscoot River, thence Muscoot Reservoir (phosphorus TMDL basin)"),
                                           ("Construction period", "May 2026 to March 2027")])
    b.head("1.2 Responsibilities and Contacts", 11)
    b.table(["Role", "Party", "Contact"], [120, 200, 184], [
        ("Owner / operator", "Route 100 Storage Partners LLC - Alan Ruiz", "(914) 555-0120"),
        ("Site contractor (Trained Contractor)", "Kearney Brothers Excavating, Inc. - Sean Kearney, Superintendent", "(914) 555-0163"),
        ("Qualified inspector", "Westhill Site Engineering, P.C. - Dana Whitlock, CPESC", "(914) 555-0191"),
        ("Paving subcontractor", "Taconic Paving Co. - Luis Ortega", "(845) 555-0136"),
        ("Town Engineer", "Town of Somers Engineering Dept.", "(914) 555-0100")])
    b.text("The site contractor installs, inspects daily and maintains all erosion and sediment controls. The paving subcontractor is responsible for "
           "inlet protection during paving and for sweeping. The qualified inspector performs the weekly inspections in Tab 6.")

    # ------------- TAB 2 maps (landscape)
    b.tab_divider(2, ["SITE MAPS"], "Reduced copies of the engineer's sheets: location map, existing conditions and soils, erosion and sediment control plan, post-construction plan.")

    def frame(title, scale):
        b.new(land=True)
        b.head(title)
        c.rect(54, 60, b.W - 108, b.H - 150)
        c.setFont("Helvetica", 7.5)
        c.drawRightString(b.W - 60, 66, f"Reduced from Westhill Site Engineering sheet; scale as printed 1 inch = {scale} feet")

    frame("Map 2-1  Existing Conditions, Soils and Location (reduced from Sheet C-2)", 50)
    c.setLineWidth(1.4)
    c.rect(120, 110, 420, 330)
    c.setLineWidth(0.3)
    for i in range(9):
        c.line(120, 130 + i * 36, 540, 120 + i * 38)
    c.setDash(4, 3)
    c.line(330, 110, 300, 440)
    c.setDash()
    c.setFont("Helvetica", 7)
    for x, y, t in [(150, 400, "SOIL: ChB (HSG B)"), (360, 400, "SOIL: SuB (HSG B/D)"), (150, 140, "EXISTING GRAVEL YARD"), (400, 160, "EXISTING WOODS - TO REMAIN"),
                    (545, 300, "ROUTE 100"), (250, 445, "WETLAND BUFFER LINE (100 FT) - WETLAND OFF SITE TO NORTH"), (430, 115, "DISCHARGE POINT DP-1 (EX. 24\" CULVERT)")]:
        c.drawString(x, y, t)
    c.rect(600, 330, 120, 100)
    c.drawString(604, 420, "LOCATION MAP 1\" = 2,000'")
    c.drawString(604, 408, "Route 100 / Route 118")
    c.setFont("Helvetica", 7.5)
    t = c.beginText(600, 300)
    for ln in ["LEGEND / NOTES:", "Property line: 4.12 ac total site area", "Thin lines: existing 2-ft contours, 478-500", "Dashed: soil boundary (NRCS)",
               "Existing slopes 2-6%; final slopes max 3:1", "Arrows: drainage toward DP-1", "Existing vegetation: woods E, lawn/gravel W",
               "Surface water: none on site; intermittent", "  tributary 180 ft north (off site)", "No material, waste, borrow or equipment",
               "  storage on adjacent properties", "Limit of disturbance: 2.46 ac; rest undisturbed"]:
        t.textLine(ln)
    c.drawText(t)
    b.mark("93-6A(1)(b)", "Dashed: soil boundary (NRCS)")

    frame("Map 2-2  Erosion and Sediment Control Plan (reduced from Sheet C-4)", 40)
    c.setLineWidth(1.4)
    c.rect(120, 110, 420, 330)
    c.setLineWidth(0.6)
    c.setDash(6, 2)
    c.line(130, 120, 520, 120)
    c.line(520, 120, 520, 420)
    c.setDash()
    c.setFont("Helvetica", 7)
    for x, y, t in [(200, 124, "SF-1  SILT FENCE  410 LF"), (470, 300, "SF-2 305 LF"), (525, 430, "SCE 40' x 24'"), (260, 250, "IP-1..IP-6 (6 EA)"),
                    (180, 190, "TSB-1 TEMP. SEDIMENT TRAP 3,600 CF"), (380, 390, "STOCKPILE 1,200 CY, SF RING 180 LF"), (300, 330, "DIVERSION DV-1 260 LF"),
                    (150, 420, "CONCRETE WASHOUT 10'x10'")]:
        c.drawString(x, y, t)
    c.setFont("Helvetica", 7.5)
    t = c.beginText(600, 420)
    for ln in ["ESC PRACTICE QUANTITIES", "SF-1 silt fence  410 LF", "SF-2 silt fence  305 LF", "SCE stone entrance 40 x 24 ft", "IP inlet protection  6 ea",
               "TSB-1 sediment trap  3,600 cf", "DV-1 diversion swale  260 LF", "CF orange fence  520 LF", "Stockpile ring SF  180 LF"]:
        t.textLine(ln)
    c.drawText(t)
    b.mark("93-6A(1)(g)", "SF-1 silt fence 410 LF")

    frame("Map 2-3  Post-Construction Stormwater Plan (reduced from Sheet C-5)", 40)
    c.setLineWidth(1.4)
    c.rect(120, 110, 420, 330)
    c.setLineWidth(0.6)
    c.rect(200, 150, 150, 40)
    c.rect(400, 300, 90, 50)
    c.setFont("Helvetica", 7)
    c.drawString(204, 170, "INFILTRATION SYSTEM INF-1: 48 CHAMBERS, 96' x 30' BED")
    c.drawString(404, 325, "BIORETENTION BR-1  1,650 SF")
    c.drawString(130, 430, "STORMWATER EASEMENT SE-1 (SHOWN HATCHED; FILED WITH SITE PLAN)")
    b.mark("93-6A(3)(c)", "INFILTRATION SYSTEM INF-1: 48 CHAMBERS, 96' x 30' BED")

    # ------------- TAB 3 soils
    b.tab_divider(3, ["SOILS"], "NRCS map units and test pit results from the engineer's SWPPP Appendix C.")
    b.new()
    b.head("3.1 Soils on the Site")
    b.table(["Map unit", "Name", "HSG", "Notes"], [55, 170, 45, 234], [
        ("ChB", "Charlton fine sandy loam, 3-8% slopes", "B", "Deep, well drained; infiltration rate 2.8 in/hr at TP-2 (infiltration bed area)"),
        ("SuB", "Sutton loam, 3-8% slopes", "B/D", "Seasonal high water 20-24 in. at TP-4; bioretention underdrained here"),
        ("Uf", "Urban land-Udorthents complex (gravel yard)", "C", "Compacted fill 1-3 ft over native till; will be stripped and regraded")])
    b.mark("93-6A(1)(c)", "Charlton fine sandy loam, 3-8% slopes")
    b.text("Erosion hazard: the Charlton and Sutton soils have a moderate hazard of erosion when bare; the fine sandy loam surface is easily detached by "
           "concentrated flow. Stockpiles of stripped fill are to be located on the ChB area away from the wetland buffer.")

    # ------------- TAB 4 phasing + schedule (landscape)
    b.tab_divider(4, ["PHASING, SEQUENCE AND", "PRACTICE SCHEDULE"], "Order of work, limit on disturbed area, and when each control goes in and comes out.")
    b.new(land=True)
    b.head("4.1 Sequence of Operations")
    b.text("Total disturbance is 2.46 acres, below the five-acre limit; the work is done in one phase. The order of work is:")
    b.table(["No.", "Operation", "Duration"], [30, 520, 134], [
        ("1", "Pre-construction meeting with Town Engineer and qualified inspector; flag limit of disturbance; install orange fence at the wetland buffer", "2 days"),
        ("2", "Install stabilized construction entrance (SCE), silt fence SF-1 and SF-2, and inlet protection on existing Route 100 catch basin", "3 days"),
        ("3", "Excavate temporary sediment trap TSB-1 and diversion DV-1; stabilize trap embankment", "1 week"),
        ("4", "Demolish shed; strip gravel and topsoil to stockpile; clearing and grubbing of 0.4 ac woods at rear", "2 weeks"),
        ("5", "Mass excavation and grading of building pads and parking; utility installation (water, electric, storm drains)", "6 weeks"),
        ("6", "Building foundations and erection; temporary seeding of all idle areas", "16 weeks"),
        ("7", "Install infiltration system INF-1 only after its drainage area is paved or stabilized (keep construction runoff out)", "2 weeks"),
        ("8", "Binder and top course paving; bioretention BR-1 planting; final topsoil, seed and landscaping", "4 weeks"),
        ("9", "Remove temporary controls after final stabilization is accepted by the qualified inspector", "1 week")])
    b.mark("93-6A(1)(d)", "the work is done in one phase")
    b.new(land=True)
    b.head("4.2 Minimum Practices by Activity - Placement and Removal")
    b.table(["Construction activity", "Minimum practices", "Initial placement", "Minimum time in place"], [150, 190, 170, 174], [
        ("Demolition / clearing", "SCE, SF-1, SF-2, orange fence", "Before demolition starts", "Until final stabilization"),
        ("Stripping / stockpiling", "Stockpile SF ring, temporary seed", "Same day the pile is started", "Until pile removed"),
        ("Mass grading", "TSB-1, DV-1, dust control", "Before grading in the drainage area", "Until site paved/seeded; trap removed last"),
        ("Utility trenching", "Spoil upslope; dewatering bag", "Each trench opening", "Until backfilled"),
        ("Storm drain work", "IP-1 to IP-6", "As each inlet is built", "Until pavement and seed established"),
        ("Concrete work", "Concrete washout", "Before first pour", "Until last pour"),
        ("Final grading", "Seed and mulch, blankets on 3:1", "Within 7 days of final grade", "Until 80% perennial cover")])
    b.mark("93-6A(1)(j)", "Same day the pile is started")

    # ------------- TAB 5 practices
    b.tab_divider(5, ["EROSION AND SEDIMENT", "CONTROL PRACTICES"], "Stabilization, practice details and maintenance, design exceptions.")
    b.new()
    b.head("5.1 Temporary and Permanent Stabilization")
    b.text("Per the New York State Standards and Specifications for Erosion and Sediment Control (2016): any disturbed area where work stops for 7 days "
           "or more is to be stabilized by the end of the next business day. Temporary seed: annual ryegrass 40 lb/ac with straw mulch 2 tons/ac. "
           "Permanent seed: Route 100 frontage and lawns - tall fescue / perennial ryegrass / creeping red fescue mix at 6 lb/1,000 sf on 4 in. "
           "topsoil. 3:1 slopes behind the drive-up buildings: jute or straw blanket stapled per manufacturer. Winter (after Nov 15): mulch at double rate, "
           "no seed until spring.")
    b.mark("93-6A(1)(f)", "Temporary seed: annual ryegrass 40 lb/ac with straw mulch 2 tons/ac")
    b.head("5.2 Practice Details and Maintenance", 11)
    b.table(["Practice", "Size / material / installation", "Maintenance"], [100, 250, 154], [
        ("Silt fence SF-1, SF-2", "Woven geotextile, 36 in. wide, toe buried 6 in. deep and 6 in. wide; wood stakes 8 ft apart max.", "Remove sediment at half height; replace torn fabric"),
        ("Stabilized construction entrance", "40 ft x 24 ft, 1-4 in. stone, 8 in. deep on geotextile; steel rumble plate at the Route 100 end", "Add stone as needed; sweep road daily"),
        ("Temporary sediment trap TSB-1", "3,600 cf (1,800 cf wet + 1,800 cf dry) for 1.0 ac drainage; stone outlet 4 ft wide; 2:1 L:W", "Clean at half of wet storage"),
        ("Diversion DV-1", "260 LF, 1.5 ft deep, 4:1 side slopes, seeded with blanket; directs upslope runoff around the grading", "Repair after each storm"),
        ("Inlet protection", "Filter fabric insert in each of 6 inlets; stone bag ring at curb openings", "Clean when 1/3 full"),
        ("Concrete washout", "10 ft x 10 ft x 3 ft lined pit, 10 mil poly", "Remove hardened waste at 75%")])
    b.mark("93-6A(1)(h)", "40 ft x 24 ft, 1-4 in. stone, 8 in. deep on geotextile")
    b.new()
    b.head("5.3 Design Elements Not Conforming to the Standards")
    b.text("One element departs from the New York State Standards and Specifications: the stabilized construction entrance is 40 ft long, where the "
           "Standard calls for a 50 ft minimum. The frontage between the Route 100 curb and the first building leaves only 44 ft. To provide equal "
           "performance, a steel rumble plate (shaker rack) is added at the Route 100 end and the paving subcontractor will sweep Route 100 at the end of "
           "every work day. The engineer has reviewed this and considers it equivalent to the Standard. No other element deviates.")
    b.mark("93-6A(1)(l)", "the stabilized construction entrance is 40 ft long, where the Standard calls for a 50 ft minimum")
    b.head("5.4 Other Industrial Stormwater Discharges", 11)
    b.text("None. No asphalt plant, concrete plant or other industrial activity will be on the site; concrete and asphalt come from off-site suppliers.")
    b.mark("93-6A(1)(i)", "No asphalt plant, concrete plant or other industrial activity will be on the site")

    # ------------- TAB 6 pollution prevention + inspection (one content page outlined)
    b.tab_divider(6, ["POLLUTION PREVENTION", "AND INSPECTIONS"], "Housekeeping, materials, spill response, and the inspection schedule.")
    b.new()
    b.head("6.1 Pollution Prevention")
    b.bullets(["Trash: one 20 CY dumpster with a lid by the trailer; crews pick up litter at the end of each day.",
               "Construction chemicals (form oil, sealants, curing compound, fuel for the light plant) stored in a locked steel job box on pallets, with a spill kit beside it.",
               "Fueling from the contractor's fuel truck only, at the staging area, never within 100 ft of the wetland buffer; drip pans under parked equipment.",
               "Construction debris (demolition of the shed, packaging) sorted into the dumpster or a separate roll-off for metal; no burial on site.",
               "Sanitary: one portable toilet, staked, serviced weekly.",
               "Spills reported to the superintendent and, when reportable, to the NYSDEC Spill Hotline."])
    b.mark("93-6A(1)(e)", "crews pick up litter at the end of each day")
    b.new(outline=True)
    b.head("6.2 Inspection Schedule", 13)
    b.text("Daily: the site contractor's superintendent walks all silt fence, the construction entrance, inlet protection and the sediment trap on every "
           "day work is performed, and fixes problems within one business day.")
    b.text("Weekly: the qualified inspector inspects every seven calendar days and prepares a written report. After any storm of 0.5 inch or more, "
           "an extra inspection is made within 24 hours.")
    b.text("Reports and the corrective action log are kept in this binder behind Tab 6. Inspections continue until the site reaches final stabilization "
           "and the Notice of Termination is filed.")
    b.ocr_k = b.page

    # ------------- TAB 7 post-construction
    b.tab_divider(7, ["POST-CONSTRUCTION", "PRACTICES"], "Excerpt from the engineer's SWPPP: practices, sizing, hydrology, details, operation and maintenance.")
    b.new()
    b.head("7.1 Practices (Engineer's SWPPP Section 5)")
    b.text("INF-1, subsurface infiltration system: 48 StormTech SC-740 chambers (or equal) in a 96 ft x 30 ft bed of 3/4-1.5 in. washed stone, "
           "6 in. below and 12 in. above the chambers, wrapped in non-woven geotextile, with an isolator row for pretreatment. Receives roof and "
           "parking runoff. Bottom elevation 481.0, 3.5 ft above the seasonal high groundwater at TP-2.")
    b.mark("93-6A(3)(b)", "INF-1, subsurface infiltration system: 48 StormTech SC-740 chambers")
    b.mark("93-6A(3)(f)", "in a 96 ft x 30 ft bed of 3/4-1.5 in. washed stone")
    b.text("BR-1, bioretention: 1,650 sf filter bed, 2.5 ft of bioretention soil media (sand 85%, fines 10%, organic 5%), 3 in. shredded hardwood "
           "mulch, 12 in. stone reservoir and 6 in. perforated underdrain to the Route 100 drainage; treats the front parking lot. Overflow by 24 in. "
           "domed riser.")
    b.head("7.2 Sizing Summary (Enhanced Phosphorus Removal, Design Manual Chapter 10)", 11)
    b.table(["Criterion", "Required", "Provided", "Practice"], [190, 90, 90, 134], [
        ("WQv (1-yr storm, P = 2.8 in.)", "6,930 cf", "7,420 cf", "INF-1 + BR-1"), ("RRv", "6,930 cf (full WQv, HSG B)", "6,100 cf infiltrated + BR-1", "INF-1"),
        ("Cpv", "Waived - infiltrates 1-yr runoff", "n/a", "Design Manual 4.6 waiver"),
        ("Qp 10-yr at DP-1", "<= 6.8 cfs (pre)", "5.1 cfs", "INF-1"), ("Qf 100-yr at DP-1", "<= 14.9 cfs (pre)", "12.6 cfs", "INF-1, overflow")])
    b.mark("93-6A(3)(e)", "Cpv is not required because the entire 1-year runoff from the new impervious area is infiltrated")
    b.text("Cpv is not required because the entire 1-year runoff from the new impervious area is infiltrated (Design Manual Section 4.6 waiver "
           "criterion). No other deviation from the Design Manual is proposed.")
    b.new(land=True)
    b.head("7.3 Hydrologic and Hydraulic Analysis - Summary of HydroCAD Results (Engineer's SWPPP Appendix E)")
    b.table(["Node", "Description", "1-yr pre", "1-yr post", "10-yr pre", "10-yr post", "25-yr pre", "25-yr post", "100-yr pre", "100-yr post"],
            [50, 180, 55, 55, 55, 55, 55, 55, 60, 64], [
                ("DP-1", "Existing 24 in. culvert at Route 100", "1.9 cfs", "0.8 cfs", "6.8 cfs", "5.1 cfs", "9.4 cfs", "7.9 cfs", "14.9 cfs", "12.6 cfs"),
                ("INF-1", "Chamber bed, peak elev. (ft)", "-", "482.1", "-", "483.6", "-", "484.0", "-", "484.4"),
                ("BR-1", "Bioretention, peak elev. (ft)", "-", "489.3", "-", "489.6", "-", "489.7", "-", "489.9"),
                ("P-12", "15 in. HDPE, INF-1 to DP-1 (capacity 6.9 cfs)", "-", "0.4 cfs", "-", "2.9 cfs", "-", "4.6 cfs", "-", "6.1 cfs")])
    b.mark("93-6A(3)(d)", "Chamber bed, peak elev. (ft)")
    b.text("Type III 24-hour storms (NRCC): 1-yr 2.8 in., 10-yr 4.9 in., 25-yr 6.1 in., 100-yr 8.7 in. Exfiltration 2.8 in/hr from INF-1 bottom. "
           "Pipes sized for the 25-year storm; INF-1 overflow and the 24 in. culvert pass the 100-year storm without surcharge onto Route 100.")
    b.new()
    b.head("7.4 Operation and Maintenance")
    b.table(["Practice", "Inspect", "Maintenance"], [90, 140, 274], [
        ("INF-1", "Quarterly in year 1, then twice a year; after 2 in. storms", "Check observation wells for standing water > 72 h; jet-vac the isolator row when sediment reaches 3 in."),
        ("BR-1", "Monthly Apr-Oct", "Weed, remulch annually, replace plants, clear the riser, repair inlets; restore media if ponding > 48 h"),
        ("Catch basins", "Twice a year", "Remove sediment when sump is half full"),
        ("Parking lot", "-", "Sweep spring and fall")])
    b.text("Responsible entity: Route 100 Storage Partners LLC, the owner, is responsible for long-term operation and maintenance of INF-1, BR-1 and the "
           "drainage system, and will keep inspection records for Town review.")
    b.mark("93-6A(3)(g)", "is responsible for long-term operation and maintenance of INF-1, BR-1")

    # ------------- TAB 8 easement and agreement
    b.tab_divider(8, ["EASEMENT AND", "MAINTENANCE AGREEMENT"], "Town access and the owner's recorded maintenance obligations.")
    b.new()
    b.head("8.1 Stormwater Maintenance Easement")
    b.text("A 20-foot stormwater maintenance and access easement (Easement SE-1) in favor of the Town of Somers is shown on the approved site plan (Sheet "
           "C-5, shown reduced as Map 2-3) over INF-1, BR-1 and the access drive to them. The easement is to be recorded with the Westchester County "
           "Clerk with the filed site plan and runs with the land; it remains in effect after any transfer of title.")
    b.mark("93-6A(3)(h)", "runs with the land; it remains in effect after any transfer of title")
    b.head("8.2 Stormwater Control Facility Maintenance Agreement (Section 93-8)", 11)
    b.text("The owner has executed the Town's standard maintenance agreement (signed March 20, 2026). Its terms: the owner maintains INF-1 and BR-1 in "
           "accordance with Tab 7; the Town may inspect at any reasonable time; if the owner fails to maintain, the Town may do the work and charge the "
           "cost to the owner as a lien; the agreement is recorded and binds the owner's successors, assigns and all subsequent owners of the lot.")
    b.mark("93-6A(3)(i)", "binds the owner's successors, assigns and all subsequent owners of the lot")

    # ------------- TAB 9 certifications
    b.tab_divider(9, ["CERTIFICATIONS"], "Engineer's certification (bound in from the SWPPP) and contractor certifications.")
    b.new()
    c.setFont("Times-Bold", 13)
    c.drawString(72, b.H - 80, "WESTHILL SITE ENGINEERING, P.C.")
    c.setFont("Times-Roman", 9)
    c.drawString(72, b.H - 94, "2 Triangle Center, Yorktown Heights, NY 10598  -  (914) 555-0191")
    b.y = b.H - 130
    b.head("Engineer's Certification")
    b.text("I certify that the Stormwater Pollution Prevention Plan for Lincolndale Self Storage, 331 Route 100, Somers, New York (rev. 2, March 9, "
           "2026) was prepared by me, and that the design of all stormwater management practices meets the requirements of Chapter 93 of the Town of "
           "Somers Code.")
    b.mark("93-6B", "the design of all stormwater management practices meets the requirements of Chapter 93")
    b.text("Signature:  /s/ Dana Whitlock          Date: March 9, 2026")
    b.text("Dana Whitlock, P.E., CPESC - New York P.E. License No. 092317")
    c.circle(430, b.y + 30, 48)
    b.new()
    b.head("Contractor Certifications (Town Code 93-6D)")
    stmt = ("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the Stormwater Pollution "
            "Prevention Plan; and that I, or one of my on-site staff, has received a minimum of four hours of acceptable training in erosion and "
            "sediment control within the last three years. I also understand that it is unlawful for any person to cause or contribute to a "
            "violation of water quality standards.\"")
    for who in [("Sean Kearney", "Superintendent", "Kearney Brothers Excavating, Inc.", "12 Old Tomahawk Road, Yorktown Heights, NY 10598", "(914) 555-0163", "April 6, 2026"),
                ("Luis Ortega", "Foreman", "Taconic Paving Co.", "88 Route 6, Mahopac, NY 10541", "(845) 555-0136", "April 8, 2026")]:
        b.text(stmt, size=9)
        b.table(["Name / title", "Firm / address / phone", "Site", "Signature / date"], [110, 170, 120, 104],
                [(f"{who[0]}, {who[1]}", f"{who[2]}, {who[3]}, {who[4]}", SITE, f"/s/ {who[0]}  {who[5]}")], size=8)
    b.mark("93-6D", "has received a minimum of four hours of acceptable training")
    b.save()

    items_ids = ["93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)", "93-6A(1)(g)", "93-6A(1)(h)", "93-6A(1)(i)",
                 "93-6A(1)(j)", "93-6A(1)(k)", "93-6A(1)(l)", "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)",
                 "93-6A(3)(h)", "93-6A(3)(i)", "93-6B", "93-6D"]
    b.ev["93-6A(1)(k)"] = {"pages": [b.ocr_k], "quote": OCR_K}
    label = {
        "checklist": "somers-ch93",
        "style": "contractor-prepared tabbed SWPPP field binder (Tabs 1-9, portrait and landscape pages) with the engineer's certification bound in",
        "producer": "reportlab; tab dividers and one content page drawn as glyph outlines with fontTools (no text layer)",
        "decision": "complete",
        "facts": {"disturbed_acres": 2.46, "project_type": "commercial development (self-storage), 93-6A(2)(g)", "single_family": False, "impaired_water": True},
        "items": {i: "present" for i in items_ids},
        "evidence": {i: b.ev[i] for i in items_ids},
        "gaps": {},
        "image_only_pages": b.image_only,
        "ambiguous_items": [],
        "acceptable_decisions": ["complete"],
        "notes": "Commercial development disturbing 2.46 ac: 93-6A(2)(g) and one acre or more, so post-construction items apply. The binder is the "
                 "contractor's, but it carries every item, the engineer's signed certification (93-6B) and two signed contractor certifications with "
                 "the four-hour clause. 93-6A(1)(k) lives only on binder page %d, drawn as outlines (quote is tesseract's reading). 93-6A(1)(l) names "
                 "one deviation (40-ft entrance) with reason and equivalence. Cpv waived with the Design Manual reason (93-6A(3)(e)). Muscoot Reservoir "
                 "phosphorus TMDL basin per the binder (impaired_water true; changes no Somers item). Tab dividers are also image-only." % b.ocr_k,
    }
    return NAME, label, b.heads


OCR_K = "the qualified inspector inspects every seven calendar days"
