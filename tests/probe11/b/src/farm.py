"""p11b_som_todd_hollow_barn: owner-written farm plan (horse barn, riding ring) with a farm planner's help,
Town of Somers. reportlab pages; a hand-drawn sketch page (raster, no text layer); one page photographed
(raster, no text layer); four planner practice sheets printed 2-up on two landscape sheets (pypdf)."""
import os, io, math, random
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter, landscape
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from PIL import Image, ImageDraw, ImageFont, ImageFilter
from pypdf import PdfReader, PdfWriter, Transformation, PageObject

NAME = "p11b_som_todd_hollow_barn"
FONTS = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DVS", FONTS + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DVSB", FONTS + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVSerif", FONTS + "DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("DVSerifB", FONTS + "DejaVuSerif-Bold.ttf"))

W, H = letter


def wrap(c, text, font, size, width):
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if c.stringWidth(t, font, size) > width and cur:
            lines.append(cur); cur = w
        else:
            cur = t
    if cur: lines.append(cur)
    return lines


class Doc:
    """owner's pages: Word-like, serif, numbered owner's notes"""
    def __init__(self, c):
        self.c = c; self.y = H - 72; self.page = 0
    def start(self, pageno):
        self.page = pageno; self.y = H - 60
        self.c.setFont("DVSerif", 8)
        self.c.drawString(72, H - 40, "Todd Hollow Farm - Barn and Riding Ring - Erosion Control and Stormwater Plan (SWPPP)")
        self.c.drawRightString(W - 72, 36, f"page {pageno}")
        self.y = H - 78
    def end(self):
        self.c.showPage()
    def h(self, text, size=13):
        self.y -= 6; self.c.setFont("DVSerifB", size); self.c.drawString(72, self.y, text); self.y -= size + 6
    def p(self, text, size=10, indent=0, font="DVSerif", gap=5):
        for l in wrap(self.c, text, font, size, W - 144 - indent):
            self.c.setFont(font, size); self.c.drawString(72 + indent, self.y, l); self.y -= size * 1.38
        self.y -= gap
    def note(self, n, title, text):
        self.c.setFont("DVSerifB", 10.5); self.c.drawString(72, self.y, f"Owner's note {n}. {title}"); self.y -= 15
        for para in text if isinstance(text, list) else [text]:
            self.p(para, indent=14)
    def table(self, rows, widths, size=8.5):
        x0 = 72
        for i, row in enumerate(rows):
            cells = [wrap(self.c, t, "DVSerifB" if i == 0 else "DVSerif", size, widths[j] - 8) for j, t in enumerate(row)]
            hgt = max(len(x) for x in cells) * size * 1.3 + 6
            x = x0
            for j, cl in enumerate(cells):
                self.c.rect(x, self.y - hgt + size + 2, widths[j], hgt)
                yy = self.y
                for l in cl:
                    self.c.setFont("DVSerifB" if i == 0 else "DVSerif", size); self.c.drawString(x + 4, yy - 1, l); yy -= size * 1.3
                x += widths[j]
            self.y -= hgt
        self.y -= 10


def owner_pages(path):
    c = canvas.Canvas(path, pagesize=letter); c.setTitle("Todd Hollow Farm plan"); c.setAuthor("R. A. Pelletier")
    d = Doc(c)
    # ---- page 1 cover (final p1)
    c.setFont("DVSerifB", 20); c.drawString(72, H - 150, "Todd Hollow Farm")
    c.setFont("DVSerif", 14)
    c.drawString(72, H - 180, "Erosion Control and Stormwater Plan (SWPPP)")
    c.drawString(72, H - 200, "for our new horse barn, manure shed and riding ring")
    c.setFont("DVSerif", 11)
    for i, t in enumerate(["61 Todd Road, Town of Somers, Westchester County, NY 10589",
                           "Tax Map Section 5.19, Block 1, Lot 8   (38.4 acres)", "",
                           "Written by the owner, Ruth Ann Pelletier, (914) 555-0186,",
                           "with the help of our farm planner, Marisol Eberhardt, CPESC,",
                           "Upcountry Farm Planning, LLC, 240 Mill Pond Road, North Salem, NY 10560, (914) 555-0143", "",
                           "Reviewed, completed and certified by Thomas Brandvold, P.E. (see page 12)", "",
                           "For the Town of Somers Planning Board and Town Engineer - Chapter 93 permit application", "",
                           "February 2025"]):
        c.drawString(72, H - 250 - i * 17, t)
    c.setFont("DVSerif", 9)
    c.drawString(72, 120, "Pages: 1-3, 5, 10-12 owner's notes; 4 site sketch; 6-7 planner's practice sheets (printed two to a page);")
    c.drawString(72, 108, "8 permanent practices (phone photo of the planner's sheet); 9 schedule; 12 signatures.")
    c.showPage()
    # ---- page 2 (final p2)
    d.start(2)
    d.h("What this plan is and why we need one")
    d.p("My husband Gil and I have kept horses on Todd Hollow Farm since 2009 in a run-in shed. We are building a proper "
        "barn and an outdoor riding ring. I have written this plan in my own words so that the people doing the work (and we) "
        "can follow it. Marisol Eberhardt, our farm planner, laid out the practices and checked my notes, and Tom Brandvold, "
        "P.E. reviewed the design and signed it. The notes are numbered so the Town can refer to them.")
    d.note(1, "What we are building (scope, location, type and size)", [
        "An 8-stall horse barn, 48 ft x 120 ft with a 12-ft overhang on the south side (0.16 acre of roof); a roofed "
        "concrete manure storage pad 30 ft x 40 ft; a 120 ft x 240 ft outdoor riding ring with a stone-dust footing; "
        "about 900 feet of new gravel farm lane from Todd Road to the barn; and regrading of two paddocks (about 2.3 "
        "acres) that are now too wet and rutted to use. The horses are our own; we do not board or give lessons.",
        "The farm is on the east side of Todd Road about half a mile north of Route 139. The work is on the 12-acre "
        "front field. The area we will disturb adds up to 5.6 acres (barn and manure pad 0.9, lane 0.8, ring and its "
        "banks 1.6, paddocks 2.3)."])
    d.note(2, "Why a permit is needed", [
        "We first thought the barn would be exempt as farming. The Town Engineer's letter of December 9, 2024 told us "
        "that building new structures is not exempt agricultural activity under Section 93-5 of the Town Code, that the "
        "project disturbs more than 5,000 square feet, and that because it is a barn project disturbing five acres or "
        "more (Section 93-6A(2)(i)) it needs permanent stormwater practices as well as erosion controls. This plan "
        "covers both."])
    d.note(3, "Where the water goes", [
        "The front field slopes gently west to east toward a small brook along our east line that runs south into Plum "
        "Brook and then into the Muscoot Reservoir. The Muscoot is a New York City reservoir under a phosphorus TMDL, so "
        "Marisol designed the permanent practices to the enhanced phosphorus removal standards. There is a small "
        "wet meadow (Town-regulated wetland, about 0.4 acre) next to the brook; we stay out of it and its 100-foot buffer."])
    d.end()
    # ---- page 3 (final p3)
    d.start(3)
    d.note(4, "What the land is like now", [
        "The front field is hay and pasture grass with a hedgerow of old sugar maples along Todd Road and a woodlot on the "
        "north side that we are not touching. Slopes are 3 to 8 percent, steeper (about 15 percent) for a short stretch "
        "where the lane climbs from the road. The paddocks at the bottom stay wet into June."])
    d.note(5, "The soils", [
        "From the NRCS soil survey (Marisol printed the map for us) and four test holes she dug with our tractor backhoe in "
        "October 2024:",
        "- Charlton fine sandy loam (ChB), 3 to 8 percent slopes: the barn site and the ring. Well drained, hydrologic soil "
        "group B. Test holes at the ring showed no water to 7 feet and tested 1.2 inches per hour.",
        "- Sutton loam (SuB): the lower paddocks. Moderately well drained with a seasonal water table about 2 feet down, "
        "hydrologic soil group C. This is why the paddocks are wet.",
        "- Paxton fine sandy loam (PnC), 8 to 15 percent slopes: the lane climb from the road, hydrologic soil group C, "
        "with a hard layer at about 2 feet.",
        "The soil lines are drawn on the sketch on page 4."])
    d.note(6, "Data on the runoff we have now", [
        "We do not have any gauge records. What we have seen: after heavy rain, water sheets across the front field and "
        "collects in the lower paddocks, where it stands for two or three days, and the farm track from the road washes out "
        "and leaves gravel in the road ditch. Marisol's computed present-day runoff is in the table on page 11."])
    d.note(7, "Who does what", [
        "Hollis Excavating (Dwayne Hollis) does all the earthwork, the lane, the ring base and the erosion controls and "
        "keeps them working until the ground is grown in. Ridgeline Post Frame Barns builds the barn and manure shed on "
        "the pad Hollis prepares. Gil and I do the seeding touch-ups and take over everything once it is stabilized."])
    d.end()
    # ---- page 5 (final p5)
    d.start(5)
    d.note(8, "The order we will build things (phasing)", [
        "We will do the work in two phases so that no more than about 3 acres is open at one time, and never more than "
        "five acres:",
        "Phase 1 (April - June 2025, 2.4 acres open at most): silt fence, construction entrance and the diversion swale "
        "first; then strip topsoil and build the lane; then the barn and manure pad site; barn construction; grade and "
        "seed around the barn.",
        "Phase 2 (August - October 2025, 3.2 acres open at most): only after the Phase 1 ground has a good stand of grass. "
        "Strip and grade the riding ring and build its base; build the stone trench around the ring; regrade the two "
        "paddocks; spread topsoil; seed and mulch; then build the rain garden last so mud does not clog it.",
        "Within each phase the order is: clearing and grubbing of the hedgerow gap at the entrance, stripping and "
        "stockpiling topsoil, rough grading, utilities (electric and water line to the barn in one trench), fine grading, "
        "topsoil and seed."])
    d.note(9, "Keeping litter, building materials and chemicals out of the water", [
        "Ridgeline keeps a covered dumpster at the barn site for wrappers, scrap steel and lumber; it goes out when full. "
        "Nails and screws are picked up with a magnet sweep at the end of each week. There will be no concrete washing "
        "except in a lined washout pit next to the manure pad. Fuel for Hollis's machines comes by truck; no fuel is kept "
        "on the farm beyond our own tractor's 5-gallon cans, which stay in the equipment shed. Paint and stain for the "
        "barn are kept in the shed and the brushes are cleaned there, never at the brook. We keep a spill kit in the "
        "equipment shed and Hollis keeps one on his truck."])
    d.note(10, "Temporary and permanent cover", [
        "Marisol's seeding sheet (page 7) follows the New York State Standards and Specifications for Erosion and Sediment "
        "Control. Any bare ground we are not working for 7 days gets seed and straw mulch. Permanent cover is the pasture "
        "mix on the paddocks and banks, and stone dust and gravel on the ring and lane."])
    d.end()
    # ---- page 9 (final p9) schedule table
    d.start(9)
    d.note(11, "Which control goes with each job, when it goes in, and how long it stays", [
        "This table is the one Marisol and Dwayne Hollis worked out. The letters match the sketch on page 4."])
    d.table([["Job", "Control (sketch label)", "Goes in", "Stays at least until"],
             ["Any earthwork", "Stabilized construction entrance A (50 ft x 20 ft)", "Day 1, before trucks come in", "Lane is graveled"],
             ["Lane and barn site", "Silt fence B (about 620 ft) below the lane and barn", "Day 1, before stripping", "Grass is 80% grown in"],
             ["Lane and barn site", "Diversion swale C (410 ft) above the barn site", "Before stripping", "Permanent - becomes the grass swale"],
             ["Topsoil stockpile", "Silt fence ring D, seed on pile", "Same day pile is made", "Topsoil is re-spread"],
             ["Riding ring", "Silt fence E (about 540 ft) on the low side of the ring", "Phase 2 start, before stripping", "Ring banks grown in"],
             ["Paddock regrading", "Sediment trap F (in the future rain garden spot)", "Before paddock grading", "Paddocks grown in; then it is cleaned out and built into the rain garden"],
             ["Paddock regrading", "Compost sock G (300 ft) along the wetland buffer line", "Before paddock grading", "Paddocks grown in"],
             ["All bare ground", "Seed and straw mulch", "Within 7 days of stopping work", "Permanent grass is up"]],
            [90, 165, 105, 108])
    d.p("The diversion swale C and sediment trap F are temporary practices that stay and become permanent ones "
        "(the grass swale and the rain garden, page 8).", size=9.5)
    d.end()
    # ---- page 10 (final p10)
    d.start(10)
    d.note(12, "Checking on things (inspections)", [
        "Gil or I will walk the grass swale, the rain garden and the stone trench around the ring after every storm of an "
        "inch or more and once a month from April to November, for as long as we own the farm. We will look for "
        "sediment in the rain garden, standing water more than a day after rain, washouts in the swale, and gaps in "
        "the grass, and write what we find in the barn log book. Marisol will check the same practices with us once a "
        "year in the spring."])
    d.note(13, "Anything that does not follow the state standards", [
        "Marisol tells me every practice in this plan is built the way the New York State Standards and Specifications for "
        "Erosion and Sediment Control describe, so there are no departures from the standards to explain."])
    d.note(14, "Easements", [
        "There are no easements on the farm. We own all the land the practices are on, and nobody else needs to cross it."])
    d.note(15, "Keeping it up after we are gone (maintenance agreement)", [
        "We will sign the Town's stormwater maintenance agreement under Section 93-8. In it we agree to keep up the grass "
        "swale, rain garden and stone trench as described on page 8 and this page; we give the Town the right to come "
        "in and inspect them; and if we do not fix a problem the Town can fix it and bill us. The agreement is filed with "
        "the Westchester County Clerk against our deed and binds anyone who owns the farm after us."])
    d.end()
    # ---- page 11 (final p11)
    d.start(11)
    d.note(16, "How big the permanent practices are and how they handle storms", [
        "Marisol ran the numbers in HydroCAD (TR-20 method, 24-hour Type III storm, Westchester rainfall of 2.8, 5.0 and "
        "8.6 inches) for the point where our field drains to the brook. Her results:"])
    d.table([["Storm", "Peak flow now (cfs)", "Peak flow after, with practices (cfs)", "Rain garden max. depth", "Ring stone trench"],
             ["1-year", "2.9", "2.1", "0.5 ft", "no overflow"],
             ["10-year", "7.6", "6.8", "0.9 ft (overflow riser flows)", "overflows 0.4 cfs to swale"],
             ["100-year", "15.8", "15.1", "1.2 ft (emergency spillway)", "overflows 1.9 cfs to swale"]],
            [70, 90, 130, 100, 78])
    d.p("The grass swale carries the 10-year storm at 0.6 ft deep and 2.1 ft per second, which is below the speed at which "
        "the grass lining washes out.")
    d.note(17, "How the sizes were figured", [
        "The water quality volume and the other Design Manual sizing numbers were worked out by Marisol and are in her "
        "design file. She will send the sizing calculations to the Town Engineer under separate cover before the Planning "
        "Board meeting."])
    d.note(18, "Who keeps up the permanent practices", [
        "Ruth Ann and Gil Pelletier, as owners of Todd Hollow Farm, are responsible for the long-term care of the grass "
        "swale, rain garden and ring trench. What we do and when:"])
    d.table([["Practice", "How often", "What we do"],
             ["Grass swale", "Monthly April-November; after 1-inch storms", "Mow no lower than 4 inches; fill and re-seed washouts; keep manure out of it"],
             ["Rain garden", "Monthly; after 1-inch storms", "Rake out sediment and leaves; replace dead plants in spring; if water stands over 48 hours, dig out and replace the top 6 inches of mix"],
             ["Ring stone trench", "Twice a year and after big storms", "Pull out footing material that washes in; wash or replace the top 6 inches of stone when it clogs"]],
            [90, 130, 248])
    d.end()
    # ---- page 12 certifications (final p12)
    d.start(12)
    d.h("Engineer's certification (Town Code Section 93-6B)", 12)
    d.p("I have reviewed this plan and the design of its permanent stormwater practices with the owner and Upcountry Farm "
        "Planning, completed the design where needed, and I certify that the plan was prepared under my supervision and "
        "that the design of all stormwater management practices meets the requirements of Chapter 93 of the Code of the "
        "Town of Somers.")
    d.p("Signed: Thomas Brandvold          Date: 2/21/2025", font="DVSerifB")
    d.p("Thomas Brandvold, P.E., NY P.E. License No. 087226, Brandvold Civil, PLLC, 19 Elm Place, Katonah, NY 10536")
    d.y -= 10
    d.h("Contractor's certification", 12)
    d.p("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
        "Stormwater Pollution Prevention Plan. I also understand that it is unlawful for any person to cause or contribute "
        "to a violation of water quality standards.\"")
    d.table([["Name and title", "Company, address, phone", "Site", "Signature", "Date"],
             ["Dwayne Hollis, Owner", "Hollis Excavating, 14 Stebbins Road, Carmel, NY 10512, (845) 555-0171", "Todd Hollow Farm, 61 Todd Road, Somers", "Dwayne Hollis", "2/24/2025"],
             ["Arlen Voight, Crew Chief", "Ridgeline Post Frame Barns, 3 Depot Lane, Pawling, NY 12564, (845) 555-0128", "Todd Hollow Farm, 61 Todd Road, Somers", "Arlen Voight", "2/26/2025"]],
            [88, 150, 100, 70, 60])
    d.p("Owner: Ruth Ann Pelletier  (signed)   2/21/2025", size=9.5)
    d.end()
    c.save()


def planner_sheets(path):
    """four letter pages by the planner (sans-serif, boxed header) to be printed 2-up"""
    c = canvas.Canvas(path, pagesize=letter)
    def head(title, n):
        c.setFillGray(0.15); c.rect(54, H - 90, W - 108, 40, fill=1, stroke=0); c.setFillGray(1)
        c.setFont("DVSB", 13); c.drawString(66, H - 76, "UPCOUNTRY FARM PLANNING  |  " + title)
        c.setFillGray(0); c.setFont("DVS", 8); c.drawString(54, 40, f"Todd Hollow Farm - practice sheet {n} of 4 - M. Eberhardt, CPESC")
    def lines(y, items, size=10.5):
        for t in items:
            for l in wrap(c, t, "DVS", size, W - 130):
                c.setFont("DVS", size); c.drawString(62, y, l); y -= size * 1.35
            y -= 7
        return y
    head("SILT FENCE, SOCK, ENTRANCE", 1)
    lines(H - 120, [
        "SILT FENCE (B, D, E): Woven geotextile 36 in wide on 2 in x 2 in hardwood stakes 8 ft apart.",
        "Install: dig a trench 6 in deep and 6 in wide on the contour, bury the bottom of the fabric, backfill and tamp.",
        "Turn the ends uphill. Never run it up and down the slope.",
        "Maintenance: remove sediment when it is half the height of the fence. Replace torn or sagging fabric at once.",
        "COMPOST FILTER SOCK (G): 12 in diameter, staked 10 ft apart, on the contour along the wetland buffer line.",
        "Maintenance: replace flattened or torn sections; remove sediment when it is 6 in deep.",
        "STABILIZED CONSTRUCTION ENTRANCE (A): 50 ft long, 20 ft wide, 6 in thick of 1 to 4 in crushed stone on filter fabric.",
        "Maintenance: add stone when mud shows through; sweep any mud off Todd Road the same day."])
    c.showPage()
    head("SEEDING AND MULCHING", 2)
    lines(H - 120, [
        "Follows the New York State Standards and Specifications for Erosion and Sediment Control.",
        "TEMPORARY COVER: annual ryegrass 40 lb per acre, or winter rye 100 lb per acre after Sept. 15.",
        "Mulch with straw 2 tons per acre (about 90 bales per acre), crimped in with the disc set straight.",
        "PERMANENT COVER (paddocks, banks, swale): pasture mix of orchardgrass 8, timothy 4, Kentucky bluegrass 2,",
        "white clover 1 lb per acre, with lime to pH 6.5 and fertilizer by soil test only.",
        "Seed by May 31 or Aug 15 - Oct 1. Outside those dates: mulch only, then seed in season.",
        "STEEP BANK BY THE ROAD (lane climb, 15%): seed, then cover with straw erosion control blanket, stapled.",
        "Final stabilization: 80 percent of the ground evenly covered with grass; ring and lane surfaced with stone."])
    c.showPage()
    head("DIVERSION SWALE AND SEDIMENT TRAP", 3)
    lines(H - 120, [
        "DIVERSION SWALE (C): 410 ft long, 6 ft bottom, 3 to 1 side slopes, 1.5 ft deep, 1 percent grade,",
        "lined with erosion control blanket and seeded. Carries clean water from the upper field around the barn site.",
        "Maintenance: fix any washout and re-seed; keep the outlet free of debris.",
        "TEMPORARY SEDIMENT TRAP (F): drains 2.1 acres of the paddocks; 3,600 cubic feet per acre =",
        "7,560 cf total (half wet, half dry). About 4 ft deep, 2 to 1 side slopes, stone outlet 6 ft wide.",
        "Maintenance: clean out when half full of sediment; put the sediment on the paddock and seed it.",
        "When the paddocks are grown in, the trap is cleaned out, the bottom is dug 1 ft deeper, and the rain garden",
        "(page 8) is built in the same spot."])
    c.showPage()
    head("MANURE PAD AND BARN ROOF WATER", 4)
    lines(H - 120, [
        "MANURE STORAGE PAD: 30 ft x 40 ft concrete pad with 4 ft push walls on three sides, under a roof,",
        "so rain never reaches the pile. The pad slopes back to the wall; no runoff leaves it.",
        "Manure is spread on our hay field only when the ground is not frozen and not within 100 ft of the brook.",
        "BARN ROOF: gutters and downspouts on both sides to the grass swale (C, after it is made permanent).",
        "A 6 in layer of stone at each downspout outlet stops splash erosion.",
        "During construction the downspouts are not connected until the swale is grassed; until then the roof",
        "drains to a temporary splash pad of stone inside the silt fence."])
    c.showPage()
    c.save()


def two_up(src, out):
    r = PdfReader(src); w = PdfWriter()
    LW, LH = 792, 612
    s = min((LW / 2) / 612, LH / 792)
    for i in range(0, len(r.pages), 2):
        sheet = PageObject.create_blank_page(width=LW, height=LH)
        for k, p in enumerate(r.pages[i:i + 2]):
            tx = k * LW / 2 + (LW / 2 - 612 * s) / 2
            ty = (LH - 792 * s) / 2
            sheet.merge_transformed_page(p, Transformation().scale(s, s).translate(tx, ty))
        w.add_page(sheet)
    with open(out, "wb") as fh: w.write(fh)


# ---------------- raster pages ----------------
def jit(rnd, pts, amp=2.5):
    out = []
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        n = max(2, int(math.hypot(x1 - x0, y1 - y0) / 25))
        for i in range(n):
            t = i / n
            out.append((x0 + (x1 - x0) * t + rnd.uniform(-amp, amp), y0 + (y1 - y0) * t + rnd.uniform(-amp, amp)))
    out.append(pts[-1]); return out


def sketch_png(path):
    rnd = random.Random(61)
    S = 2.0  # 200 dpi letter landscape
    im = Image.new("L", (2200, 1700), 246)
    dr = ImageDraw.Draw(im)
    # paper texture
    for _ in range(60000):
        x, y = rnd.randrange(2200), rnd.randrange(1700); dr.point((x, y), fill=rnd.randint(228, 250))
    f = lambda sz: ImageFont.truetype("/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf", sz)
    def line(pts, w=4, dash=None):
        pts = jit(rnd, pts)
        if dash:
            for i in range(0, len(pts) - 1, 2): dr.line(pts[i:i + 2], fill=40, width=w)
        else:
            dr.line(pts, fill=40, width=w, joint="curve")
    def text(x, y, t, sz=30):
        ang = rnd.uniform(-1.2, 1.2)
        ft = f(sz); bb = dr.textbbox((0, 0), t, font=ft)
        tim = Image.new("L", (bb[2] + 20, bb[3] + 20), 0)
        ImageDraw.Draw(tim).text((10, 10), t, font=ft, fill=255)
        tim = tim.rotate(ang, expand=True, resample=Image.BICUBIC)
        im.paste(45, (x, y), tim)
    text(80, 50, "TODD HOLLOW FARM - SITE SKETCH (FRONT FIELD)", 46)
    text(80, 110, "SCALE 1 INCH = 100 FEET   (R.A.P. / M.E. 1-2025)", 30)
    # location map box
    line([(1680, 60), (2140, 60), (2140, 420), (1680, 420), (1680, 60)], 3)
    text(1700, 70, "LOCATION MAP", 26)
    line([(1700, 380), (2120, 330)], 3); text(1830, 345, "RTE 139", 22)
    line([(1850, 410), (1900, 100)], 3); text(1910, 170, "TODD RD", 22)
    dr.ellipse((1930, 150, 1970, 190), outline=40, width=4); text(1980, 140, "FARM", 22)
    # property line
    line([(150, 220), (1600, 220), (1600, 1600), (150, 1600), (150, 220)], 3, dash=True)
    text(170, 230, "PROPERTY LINE - FARM 38.4 AC (FRONT FIELD 12 AC SHOWN)", 24)
    # Todd road
    line([(100, 200), (100, 1650)], 6); text(30, 900, "TODD RD", 28)
    # lane
    line([(150, 800), (500, 780), (800, 700)], 8); text(220, 740, "NEW GRAVEL LANE 900 FT", 26)
    # barn
    line([(800, 560), (1100, 560), (1100, 680), (800, 680), (800, 560)], 5); text(830, 600, "BARN 48x120", 28)
    line([(1120, 560), (1200, 560), (1200, 640), (1120, 640), (1120, 560)], 4); text(1110, 650, "MANURE PAD", 20)
    # ring
    line([(700, 900), (1200, 900), (1200, 1150), (700, 1150), (700, 900)], 5); text(800, 1000, "RIDING RING 120x240", 30)
    text(720, 1160, "STONE TRENCH 720 LF 2' W x 3' D", 22)
    # swale / diversion
    line([(620, 500), (900, 470), (1250, 520), (1400, 650)], 4); text(560, 440, "C DIVERSION SWALE 410 FT -> GRASS SWALE", 24)
    # silt fences
    line([(450, 860), (1250, 760)], 3, dash=True); text(300, 860, "B SILT FENCE 620 FT", 22)
    line([(650, 1230), (1250, 1230)], 3, dash=True); text(680, 1245, "E SILT FENCE 540 FT", 22)
    text(190, 820, "A CONSTR. ENTRANCE 50x20", 20)
    # paddocks
    text(1260, 960, "PADDOCKS REGRADE 2.3 AC", 24)
    line([(1300, 1250), (1420, 1250), (1420, 1340), (1300, 1340), (1300, 1250)], 4)
    text(1250, 1350, "F SED. TRAP -> RAIN GARDEN 1,100 SF", 22)
    # brook + wetland
    line([(1520, 230), (1540, 600), (1500, 1000), (1560, 1590)], 5)
    text(1360, 300, "BROOK -> PLUM BROOK", 22); text(1360, 330, "-> MUSCOOT RES.", 22)
    text(1360, 1450, "WET MEADOW 0.4 AC", 22); text(1360, 1480, "+100' BUFFER - NO WORK", 22)
    line([(1460, 700), (1460, 1400)], 3, dash=True); text(1150, 1420, "G COMPOST SOCK 300 FT", 22)
    # drainage arrows
    for (x, y) in [(400, 400), (700, 1400), (1200, 1450)]:
        line([(x, y), (x + 90, y + 20)], 4); line([(x + 90, y + 20), (x + 65, y)], 4); line([(x + 90, y + 20), (x + 62, y + 35)], 4)
    text(200, 1380, "DRAINAGE FLOWS WEST TO EAST TO BROOK", 22)
    text(200, 1420, "SLOPES 3-8% (15% AT LANE CLIMB); FINAL 3:1 MAX", 22)
    # soils
    line([(150, 1300), (1600, 1000)], 2, dash=True); line([(150, 700), (450, 1600)], 2, dash=True)
    text(250, 1000, "ChB (B)", 24); text(1000, 1380, "SuB (C)", 24); text(170, 600, "PnC (C)", 24)
    text(170, 290, "HEDGEROW MAPLES & WOODLOT - NOT DISTURBED", 22)
    text(170, 1520, "LIMIT OF DISTURBANCE 5.6 AC INSIDE HEAVY LINE; REST STAYS IN HAY", 22)
    text(170, 1555, "STOCKPILE D BY BARN. NOTHING STORED ON NEIGHBORS' LAND.", 22)
    text(900, 1560, "OUTLET TO BROOK = DISCHARGE POINT", 22)
    im = im.filter(ImageFilter.GaussianBlur(0.6))
    im.save(path, dpi=(200, 200))


def photo_page_png(path, work):
    # render the planner's "permanent practices" sheet, then make it look photographed
    src = os.path.join(work, "perm.pdf")
    c = canvas.Canvas(src, pagesize=letter)
    c.setFillGray(0.15); c.rect(54, H - 90, W - 108, 40, fill=1, stroke=0); c.setFillGray(1)
    c.setFont("DVSB", 14); c.drawString(66, H - 76, "UPCOUNTRY FARM PLANNING  |  PERMANENT PRACTICES")
    c.setFillGray(0)
    y = H - 128
    for t in ["1. GRASS SWALE (from diversion swale C): 410 ft long, 6 ft bottom,",
              "3:1 side slopes, 1.5 ft deep, 1% grade. Pasture sod over 4 in topsoil.",
              "Takes the barn roof and the lane. Ends at the rain garden.",
              "",
              "2. RAIN GARDEN (in sediment trap F spot): 1,100 sq ft bed, 6 in deep",
              "ponding, 2 ft of rain garden soil mix (sand, topsoil, compost) over",
              "12 in of washed stone with a 6 in perforated underdrain to the brook.",
              "Overflow riser 12 in, emergency spillway 10 ft wide of stone.",
              "Plants: switchgrass, blue flag iris, winterberry, red osier dogwood.",
              "",
              "3. RING STONE TRENCH: 720 ft around the riding ring, 2 ft wide,",
              "3 ft deep, washed 1.5 in stone wrapped in filter fabric on the",
              "sides, 6 in pea gravel cap. Catches ring runoff and soaks it in.",
              "",
              "4. MANURE PAD: roofed, no runoff leaves it (see practice sheet 4).",
              "",
              "Build the rain garden LAST, after the paddocks are grown in.",
              "Do not drive machines on the rain garden bed or the trench."]:
        c.setFont("DVS", 13); c.drawString(66, y, t); y -= 21
    c.setFont("DVS", 9); c.drawString(54, 40, "Todd Hollow Farm - M. Eberhardt, CPESC - 1/2025")
    c.save()
    import subprocess
    subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", src, os.path.join(work, "perm")], check=True)
    pg = Image.open(os.path.join(work, "perm.png")).convert("RGB")
    pw, ph = pg.size
    # canvas = table top
    bg = Image.new("RGB", (int(pw * 1.18), int(ph * 1.12)), (92, 70, 52))
    rnd = random.Random(9)
    d = ImageDraw.Draw(bg)
    for _ in range(400):
        y = rnd.randrange(bg.size[1]); d.line([(0, y), (bg.size[0], y + rnd.randint(-20, 20))], fill=(rnd.randint(80, 105), rnd.randint(60, 78), rnd.randint(44, 58)), width=2)
    rot = pg.rotate(-1.0, expand=True, resample=Image.BICUBIC, fillcolor=(92, 70, 52))
    bg.paste(rot, (int(pw * 0.08), int(ph * 0.05)))
    # perspective (top narrower)
    Wd, Hd = bg.size
    coeffs = find_coeffs([(0, 0), (Wd, 0), (Wd, Hd), (0, Hd)],
                         [(30, 18), (Wd - 15, 0), (Wd, Hd), (0, Hd - 8)])
    bg = bg.transform((Wd, Hd), Image.PERSPECTIVE, coeffs, Image.BICUBIC)
    # lighting gradient / shadow
    grad = Image.new("L", bg.size)
    gd = ImageDraw.Draw(grad)
    for x in range(Wd):
        v = int(255 - 70 * (x / Wd) ** 1.5)
        gd.line([(x, 0), (x, Hd)], fill=v)
    bg = Image.composite(bg, Image.new("RGB", bg.size, (0, 0, 0)), grad)
    bg = bg.filter(ImageFilter.GaussianBlur(0.8))
    bg.save(path, quality=72)


def find_coeffs(pa, pb):
    import numpy as np
    m = []
    for p1, p2 in zip(pa, pb):
        m.append([p1[0], p1[1], 1, 0, 0, 0, -p2[0] * p1[0], -p2[0] * p1[1]])
        m.append([0, 0, 0, p1[0], p1[1], 1, -p2[1] * p1[0], -p2[1] * p1[1]])
    A = np.array(m, dtype=float); B = np.array(pb, dtype=float).reshape(8)
    res = np.linalg.solve(A, B)
    return res.tolist()


def image_pdf(img, out, size):
    c = canvas.Canvas(out, pagesize=size)
    c.drawImage(ImageReader(img), 0, 0, size[0], size[1]); c.save()


def build(out_pdf, work):
    os.makedirs(work, exist_ok=True)
    o = os.path.join(work, "owner.pdf"); owner_pages(o)
    ps = os.path.join(work, "planner.pdf"); planner_sheets(ps)
    p2 = os.path.join(work, "planner2up.pdf"); two_up(ps, p2)
    sk = os.path.join(work, "sketch.png"); sketch_png(sk)
    skp = os.path.join(work, "sketch.pdf"); image_pdf(sk, skp, landscape(letter))
    ph = os.path.join(work, "photo.jpg"); photo_page_png(ph, work)
    php = os.path.join(work, "photo.pdf"); image_pdf(ph, php, letter)
    R = lambda f: PdfReader(f).pages
    own, two, skx, phx = R(o), R(p2), R(skp), R(php)
    # final order: 1 cover, 2, 3, 4 sketch, 5, 6-7 two-up, 8 photo, 9, 10, 11, 12
    order = [own[0], own[1], own[2], skx[0], own[3], two[0], two[1], phx[0], own[4], own[5], own[6], own[7]]
    w = PdfWriter()
    for p in order: w.add_page(p)
    w.add_metadata({"/Title": "Todd Hollow Farm SWPPP", "/Author": "Ruth Ann Pelletier"})
    with open(out_pdf, "wb") as fh: w.write(fh)

GARBAGE_PAGES = []
