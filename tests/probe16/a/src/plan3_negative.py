"""Plan 3: Village of Asharoken, marina boat-storage yard, SWPPP organised by construction phase.
Delivered as a microfilm NEGATIVE scan: white text on black, skewed, noisy; no text layer; pages stored as
JPEG and JPEG 2000 images (img2pdf)."""
import io, os, random
from PIL import Image, ImageDraw, ImageFont, ImageFilter, ImageOps

NAME = "p16a_asharoken_marina_negative"
DPI = 200
PW, PH = int(8.5 * DPI), int(11 * DPI)
M = 160
FD = "/usr/share/fonts/truetype/liberation/"
F_BODY = ImageFont.truetype(FD + "LiberationSerif-Regular.ttf", 35)
F_BOLD = ImageFont.truetype(FD + "LiberationSans-Bold.ttf", 38)
F_TITLE = ImageFont.truetype(FD + "LiberationSans-Bold.ttf", 56)
F_SMALL = ImageFont.truetype(FD + "LiberationSans-Regular.ttf", 26)
F_TAB = ImageFont.truetype(FD + "LiberationSans-Regular.ttf", 27)
F_TABB = ImageFont.truetype(FD + "LiberationSans-Bold.ttf", 27)
JP2_PAGES = {2, 4, 5, 7}     # 1-based pages stored as JPEG 2000; the rest as JPEG

HEADINGS = [
    "STORMWATER POLLUTION PREVENTION PLAN",
    "PART A - PROJECT AND SITE",
    "PART B - CONSTRUCTION BY PHASE",
    "PHASE 1 - MOBILIZATION AND PERIMETER CONTROLS",
    "PHASE 2 - DEMOLITION, EXCAVATION AND GRADING",
    "PHASE 3 - DRAINAGE, UTILITIES AND PAVING",
    "PHASE 4 - FINAL STABILIZATION AND CLOSEOUT",
    "PART C - POLLUTION PREVENTION",
    "PART D - POST-CONSTRUCTION STORMWATER MANAGEMENT",
    "PART E - CERTIFICATIONS",
]

# ---------------------------------------------------------------- content, page by page
PAGES = [
    [("title", "STORMWATER POLLUTION PREVENTION PLAN"),
     ("center", "Eatons Cove Marine - Winter Boat Storage Yard Reconstruction"),
     ("center", "262 Asharoken Avenue, Village of Asharoken, Suffolk County, New York"),
     ("center", "Submitted to the Village of Asharoken Stormwater Management Officer"),
     ("center", "under Chapter 44 of the Village Code"),
     ("gap", 60),
     ("center", "Owner: Eatons Cove Marine, Inc., 262 Asharoken Avenue, Northport, NY 11768"),
     ("center", "Prepared by: Sandbar Coastal Engineering, P.C., Huntington, New York"),
     ("center", "September 8, 2025"),
     ("gap", 80),
     ("p", "This plan is organised by construction phase. Part A describes the project and the site. Part B sets "
           "out, for each of the four phases, the work, the area disturbed, the erosion and sediment controls, the "
           "stabilization and who is responsible. Parts C to E cover pollution prevention, post-construction "
           "stormwater management and certifications."),
     ],
    [("h", "PART A - PROJECT AND SITE"),
     ("b", "A.1 Project"),
     ("p", "Eatons Cove Marine operates a marina and winter boat storage yard on Northport Bay. The project rebuilds "
           "the 1.45-acre gravel storage yard: the yard is regraded, 0.92 acre is paved with asphalt for boat "
           "storage on stands, a 1,600 square foot covered boat wash pad with an oil and water separator is built, "
           "and a new bioretention area and leaching galleys treat and infiltrate the yard runoff. The total "
           "parcel is 3.8 acres; the marina docks, bulkhead and office are not part of the work."),
     ("p", "The project disturbs 1.45 acres, more than one acre, and is a land development activity under Chapter 44. "
           "It is not a single-family residence, so Condition C applies and post-construction controls are included."),
     ("b", "A.2 Soils"),
     ("p", "The Soil Survey of Suffolk County maps the yard as Beaches and Fill land (Fd), with Plymouth loamy sand "
           "(PlA) at the landward edge. Three test holes by the engineer in June 2025 found 2 to 4 feet of sand and "
           "gravel fill over medium beach sand, with groundwater at 4.5 to 5.5 feet below grade, rising and falling "
           "with the tide. The soils are sandy, well drained and of hydrologic soil group A."),
     ("b", "A.3 Receiving Water"),
     ("p", "All runoff from the yard reaches Northport Bay, which adjoins the yard on the south. Northport Bay is the "
           "receiving water; it is part of the Northport Harbor and Northport Bay complex of Long Island Sound."),
     ("b", "A.4 Existing Runoff Data"),
     ("p", "The yard now drains by sheet flow across the gravel to the bulkhead and to two old catch basins with "
           "pipes through the bulkhead. Measured infiltration at the test holes was 8 to 10 inches per hour. The "
           "modelled existing 10-year peak from the yard is 3.9 cfs. The Village has no gauge or sampling data for "
           "the yard outfalls."),
     ],
    [("h", "SITE PLAN - BOAT STORAGE YARD"),
     ("map", None)],
    [("h", "PART B - CONSTRUCTION BY PHASE"),
     ("p", "The work is done in four phases between October and April, when the yard is emptied in sequence. No more "
           "than 0.8 acre is disturbed at one time, far below the five-acre limit."),
     ("h", "PHASE 1 - MOBILIZATION AND PERIMETER CONTROLS"),
     ("p", "Work: move stored boats to the east yard; mark the limit of disturbance; install the stabilized "
           "construction entrance at Asharoken Avenue; install the perimeter silt fence and the turbidity curtain at "
           "the bulkhead; protect the two existing catch basins. Area disturbed: 0.05 acre."),
     ("p", "Controls: stabilized construction entrance 50 feet by 20 feet of 2-inch crushed stone 8 inches deep on "
           "geotextile; silt fence 610 feet along the bulkhead and west line, 36-inch woven fabric on hardwood stakes "
           "at 8 feet with the toe buried 6 inches; floating turbidity curtain 280 feet along the bulkhead, 5 feet "
           "deep; filter fabric inlet protection on both catch basins."),
     ("p", "Responsible: the general contractor, Harborline Builders, installs and maintains all Phase 1 controls; "
           "the marina yard manager keeps boats and trailers out of the work area."),
     ("h", "PHASE 2 - DEMOLITION, EXCAVATION AND GRADING"),
     ("p", "Work: strip the gravel and old fill in the west half (0.8 acre); excavate the bioretention area; grade "
           "the yard to drain away from the bulkhead. Area disturbed: 0.8 acre, then 0.65 acre in the east half."),
     ("p", "Controls: a diversion berm 18 inches high along the bulkhead side keeps runoff from exposed soil away from "
           "the bay and sends it to the temporary sediment trap in the bioretention excavation, 2,900 cubic feet, which "
           "stores the flow and lets it soak into the sand. Stockpiles are kept 50 feet from the bulkhead, covered "
           "and ringed with silt fence. Temporary seeding or mulch within 7 days on any area left idle."),
     ("p", "The temporary sediment trap will be converted to the permanent bioretention area after Phase 3 paving, "
           "when the trap is cleaned out and the filter media is placed."),
     ],
    [("h", "PHASE 3 - DRAINAGE, UTILITIES AND PAVING"),
     ("p", "Work: install the leaching galleys, the wash pad, the oil and water separator and the yard drains; pave "
           "the storage yard; close the two old bulkhead pipes. Area disturbed: 0.65 acre."),
     ("p", "Controls: inlet protection on each new yard drain as it is set; galleys kept covered until the pavement is "
           "swept; silt fence and turbidity curtain kept in place. Stabilization is the pavement itself."),
     ("p", "Responsible: the drainage subcontractor, Bayside Utility Corp., protects its inlets and galleys; the "
           "general contractor keeps the perimeter controls."),
     ("h", "PHASE 4 - FINAL STABILIZATION AND CLOSEOUT"),
     ("p", "Work: convert the trap to the bioretention area; topsoil and seed the unpaved margins with a salt-tolerant "
           "mix and plant beach grass on the bulkhead strip; remove the silt fence, turbidity curtain and construction "
           "entrance after 80 percent cover. Responsible: general contractor, then the marina."),
     ("b", "B.5 Schedule of Temporary Practices"),
     ("p", "Implementation schedule: TBD. The contractor will provide a schedule of the temporary erosion and "
           "sediment control practices prior to mobilization."),
     ("b", "B.6 Inspection and Maintenance"),
     ("p", "A qualified professional will inspect the site every seven days and within 24 hours of any storm of "
           "0.5 inch or more and keep the reports in a site logbook."),
     ("table", [["Practice", "Inspection", "Maintenance"],
                ["Bioretention area", "Quarterly", "Remove sediment; replace mulch"],
                ["Leaching galleys", "Twice a year", "Vacuum when 25 percent full"],
                ["Oil and water separator", "Monthly", "Pump out oil and sludge"],
                ["Wash pad drain", "Monthly", "Clear grate and trench"]]),
     ],
    [("h", "PART C - POLLUTION PREVENTION"),
     ("b", "C.1 Litter, Construction Chemicals and Debris"),
     ("p", "Litter and debris go in a covered roll-off container at the east gate, emptied when three quarters full. "
           "Old asphalt, concrete and fill are hauled to a permitted facility. Paint, solvents, bottom paint and "
           "adhesives are kept closed in a locked steel cabinet inside the marina shop. No boat maintenance is done "
           "in the work area during construction."),
     ("b", "C.2 Materials Stored On Site and Spill Response"),
     ("p", "Materials stored on site: crushed stone and sand in covered stockpiles; precast galleys; diesel for the "
           "equipment in a 275-gallon double-walled tank on a spill pallet at the east gate. Storage practices: "
           "stockpiles tarped before rain and kept 50 feet from the bulkhead; fuelling only at the tank. Spill "
           "response: a spill kit with absorbent boom at the tank and at the bulkhead; any spill is cleaned up at once; "
           "a spill reaching the bay is reported to the NYSDEC Spill Hotline, 1-800-457-7362, and to the Village."),
     ("b", "C.3 Control Measure Details"),
     ("p", "All erosion and sediment control practices are built to the New York State Standards and Specifications "
           "for Erosion and Sediment Control. The dimensions and materials of each practice are given with its "
           "phase in Part B; the temporary sediment trap is sized at 3,600 cubic feet per acre for 0.8 acre, with "
           "4-foot depth, 2 to 1 side slopes and a stone outlet."),
     ("b", "C.4 Responsibilities"),
     ("p", "The owner, Eatons Cove Marine, Inc., is responsible for the SWPPP as a whole and for the yard after "
           "construction. Each phase in Part B names the contractor responsible for that part of the site."),
     ],
    [("h", "PART D - POST-CONSTRUCTION STORMWATER MANAGEMENT"),
     ("b", "D.1 Practices"),
     ("p", "Bioretention area BR-1, 2,100 square feet, treats the first flush from the paved yard. Leaching galleys "
           "LG-1 to LG-12 under the yard infiltrate the rest of the water quality volume and the 10-year storm. The "
           "covered wash pad drains to a 1,000-gallon oil and water separator and then to the galleys. Locations and "
           "sizes are on the site plan."),
     ("b", "D.2 Hydrologic and Hydraulic Analysis"),
     ("p", "Runoff was computed with the NRCS TR-55 method and routed with HydroCAD for the 1, 10 and 100-year "
           "Type III storms (2.8, 5.0 and 8.6 inches). Water quality volume: 3,150 cubic feet. The galleys and BR-1 "
           "store 4,480 cubic feet below the overflow."),
     ("table", [["Storm", "Existing peak (cfs)", "Proposed peak (cfs)"],
                ["1-year", "1.6", "0.0"],
                ["10-year", "3.9", "0.4"],
                ["100-year", "7.2", "3.1"]]),
     ("b", "D.3 Details"),
     ("p", "BR-1: 2.5 feet of sand-compost filter media over 12 inches of stone with a 6-inch underdrain, 6-inch "
           "ponding, bottom 2 feet above high groundwater. LG-1 to LG-12: precast galleys 8 feet long by 4 feet wide "
           "by 4 feet high in 12 inches of stone. Separator: 1,000-gallon precast, three chambers."),
     ("b", "D.4 Easements"),
     ("p", "There are no easements on the property. The marina will maintain the practices itself."),
     ("b", "D.5 Maintenance Agreement"),
     ("p", "The owner will sign the Village stormwater maintenance agreement. It binds the owner and all later owners "
           "of the marina parcel to inspect and maintain BR-1, the galleys and the separator on the schedule in B.6, "
           "and will be recorded with the Suffolk County Clerk as a deed restriction before final approval."),
     ],
    [("h", "PART E - CERTIFICATIONS"),
     ("b", "E.1 Professional Engineer"),
     ("p", "I certify that this SWPPP was prepared under my direction and that the design of all stormwater "
           "management practices meets the requirements of Chapter 44 of the Village of Asharoken Code."),
     ("p", "Signed: Marguerite A. Solberg, P.E., NY License 088214, Sandbar Coastal Engineering, P.C., "
           "14 Wall Street, Huntington, NY 11743. Date: September 8, 2025."),
     ("sig", "M. A. Solberg"),
     ("b", "E.2 Contractor Acknowledgment"),
     ("p", "I have received a copy of the stormwater plan for the Eatons Cove Marine yard and will follow it."),
     ("p", "Name: Victor Almeida   Title: Superintendent   Firm: Harborline Builders, Inc., 9 Fort Salonga Road, "
           "Northport, NY 11768, (631) 555-0125   Site: 262 Asharoken Avenue   Date: October 1, 2025"),
     ("sig", "V. Almeida"),
     ("p", "Name: Rosa Delgado   Title: Foreman   Firm: Bayside Utility Corp., 41 New York Avenue, Huntington, "
           "NY 11743, (631) 555-0166   Site: 262 Asharoken Avenue   Date: October 1, 2025"),
     ("sig", "R. Delgado"),
     ],
]


def wrap(draw, text, font, width):
    lines, cur = [], ""
    for w in text.split():
        t = (cur + " " + w).strip()
        if draw.textlength(t, font=font) > width and cur:
            lines.append(cur); cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines


def draw_map(d, y):
    x0, x1 = M, PW - M
    d.text((x0, y), "Scale 1 in. = 40 ft. Location map inset not to scale.", font=F_SMALL, fill=0)
    y += 50
    # location inset
    d.rectangle([x0, y, x0 + 420, y + 300], outline=0, width=3)
    d.text((x0 + 15, y + 10), "LOCATION MAP", font=F_SMALL, fill=0)
    d.text((x0 + 15, y + 60), "LONG ISLAND SOUND", font=F_SMALL, fill=0)
    d.line([x0 + 10, y + 140, x0 + 410, y + 170], fill=0, width=4)
    d.text((x0 + 40, y + 180), "ASHAROKEN AVENUE", font=F_SMALL, fill=0)
    d.rectangle([x0 + 260, y + 195, x0 + 285, y + 220], fill=0)
    d.text((x0 + 15, y + 250), "NORTHPORT BAY    SITE", font=F_SMALL, fill=0)
    # notes box
    nx = x0 + 470
    notes = ["MAP NOTES:", "TOTAL PARCEL 3.8 AC; DISTURBED 1.45 AC",
             "SOILS: Fd FILL LAND / PlA PLYMOUTH", "EXISTING SLOPES 1-2 %; FINAL 1 %",
             "NO OFF-SITE STORAGE AREAS", "NO WETLANDS IN WORK AREA",
             "DRAINAGE: SHEET FLOW SOUTH TO BAY", "VEGETATION: BEACH GRASS AT BULKHEAD"]
    for i, n in enumerate(notes):
        d.text((nx, y + 6 + i * 37), n, font=F_SMALL, fill=0)
    y += 340
    top, bot = y, PH - M - 40
    d.rectangle([x0, top, x1, bot], outline=0, width=4)
    d.text((x0 + 20, top + 15), "ASHAROKEN AVENUE", font=F_SMALL, fill=0)
    d.rectangle([x0 + 60, top + 60, x0 + 180, top + 150], outline=0, width=3)
    d.text((x0 + 200, top + 80), "SCE 50 FT x 20 FT", font=F_SMALL, fill=0)
    d.rectangle([x0 + 100, top + 220, x1 - 100, bot - 300], outline=0, width=3)
    d.text((x0 + 260, top + 330), "PAVED BOAT STORAGE YARD 0.92 AC", font=F_SMALL, fill=0)
    d.text((x0 + 260, top + 380), "LEACHING GALLEYS LG-1 TO LG-12", font=F_SMALL, fill=0)
    d.rectangle([x1 - 420, top + 470, x1 - 110, top + 620], outline=0, width=3)
    d.text((x1 - 410, top + 490), "BIORETENTION BR-1", font=F_SMALL, fill=0)
    d.text((x1 - 410, top + 530), "2,100 SF (TEMP. TRAP", font=F_SMALL, fill=0)
    d.text((x1 - 410, top + 570), "2,900 CF IN PHASE 2)", font=F_SMALL, fill=0)
    d.rectangle([x0 + 140, top + 470, x0 + 420, top + 600], outline=0, width=3)
    d.text((x0 + 150, top + 490), "WASH PAD 1,600 SF", font=F_SMALL, fill=0)
    d.text((x0 + 150, top + 530), "OWS 1,000 GAL", font=F_SMALL, fill=0)
    for xx in range(x0 + 60, x1 - 60, 40):
        d.line([xx, bot - 250, xx + 22, bot - 250], fill=0, width=3)
    d.text((x0 + 120, bot - 235), "SILT FENCE 610 LF AND DIVERSION BERM 300 LF", font=F_SMALL, fill=0)
    d.line([x0, bot - 150, x1, bot - 150], fill=0, width=6)
    d.text((x0 + 120, bot - 140), "BULKHEAD - TURBIDITY CURTAIN 280 LF", font=F_SMALL, fill=0)
    d.text((x0 + 120, bot - 95), "NORTHPORT BAY", font=F_BOLD, fill=0)
    d.text((x1 - 520, top + 15), "LIMIT OF DISTURBANCE 1.45 AC", font=F_SMALL, fill=0)
    d.text((x0 + 640, top + 100), "IP-1, IP-2 INLET PROTECTION AT EXISTING CATCH BASINS", font=F_SMALL, fill=0)
    d.text((x0 + 120, bot - 40), "DOCKS AND OFFICE NOT DISTURBED. DISCHARGE TO BAY: OVERFLOW AT BULKHEAD (DP-1)", font=F_SMALL, fill=0)


def render_page(items, pno):
    im = Image.new("L", (PW, PH), 255)
    d = ImageDraw.Draw(im)
    y = M
    for kind, val in items:
        if kind == "title":
            w = d.textlength(val, font=F_TITLE)
            d.text(((PW - w) / 2, y + 200), val, font=F_TITLE, fill=0); y += 360
        elif kind == "center":
            w = d.textlength(val, font=F_BODY)
            d.text(((PW - w) / 2, y), val, font=F_BODY, fill=0); y += 52
        elif kind == "gap":
            y += val
        elif kind == "h":
            y += 18
            d.text((M, y), val, font=F_BOLD, fill=0); y += 66
        elif kind == "b":
            y += 6
            d.text((M, y), val, font=F_BOLD, fill=0); y += 56
        elif kind == "p":
            for ln in wrap(d, val, F_BODY, PW - 2 * M):
                d.text((M, y), ln, font=F_BODY, fill=0); y += 46
            y += 16
        elif kind == "sig":
            d.line([M + 60, y + 40, M + 560, y + 40], fill=0, width=2)
            # hand-drawn looking scribble
            pts = [(M + 80 + i * 18, y + 30 - (12 if i % 2 else -4) - (i % 3) * 3) for i in range(24)]
            d.line(pts, fill=0, width=4)
            y += 80
        elif kind == "table":
            cw = (PW - 2 * M) / len(val[0])
            for r, row in enumerate(val):
                for c, cell in enumerate(row):
                    d.text((M + c * cw + 12, y + 11), cell, font=F_TABB if r == 0 else F_TAB, fill=0)
                if r == 0:
                    d.line([M, y + 50, PW - M, y + 50], fill=0, width=2)
                y += 52
            y += 26
        elif kind == "map":
            draw_map(d, y)
    d.text((PW - M - 200, PH - M + 40), f"Page {pno} of {len(PAGES)}", font=F_SMALL, fill=0)
    return im


def filmify(im, pno):
    rnd = random.Random(1000 + pno)
    im = im.filter(ImageFilter.GaussianBlur(0.7))
    im = im.rotate(rnd.uniform(-0.9, 0.9), resample=Image.BICUBIC, expand=False, fillcolor=255)
    neg = ImageOps.invert(im)                       # white text on black
    # lift the blacks a little and lower the whites: film base density
    neg = neg.point(lambda v: int(18 + v * 0.84))
    px = neg.load()
    for _ in range(4500):                           # dust specks
        x, y = rnd.randrange(PW), rnd.randrange(PH)
        px[x, y] = rnd.choice((150, 200, 235))
    d = ImageDraw.Draw(neg)
    for _ in range(3):                              # scratches along the film
        x = rnd.randrange(40, PW - 40)
        d.line([x, 0, x + rnd.randint(-30, 30), PH], fill=90, width=1)
    d.rectangle([0, 0, PW - 1, 26], fill=0)
    d.rectangle([0, PH - 27, PW - 1, PH - 1], fill=0)
    d.text((40, PH - 70), f"ROLL 0417  FRAME {2230 + pno}", font=F_SMALL, fill=170)
    return neg


def build(path):
    import img2pdf
    blobs = []
    for i, items in enumerate(PAGES, start=1):
        im = filmify(render_page(items, i), i)
        buf = io.BytesIO()
        if i in JP2_PAGES:
            im.save(buf, "JPEG2000", quality_mode="rates", quality_layers=[28], irreversible=True)
        else:
            im.save(buf, "JPEG", quality=55, dpi=(DPI, DPI))
        blobs.append(buf.getvalue())
    layout = img2pdf.get_fixed_dpi_layout_fun((DPI, DPI))
    with open(path, "wb") as f:
        f.write(img2pdf.convert(blobs, layout_fun=layout, producer="microfilm scanner (img2pdf)",
                                title="Eatons Cove Marine SWPPP (microfilm)"))


OCR_HEADINGS = True
_ids = ["44-8B(1)(%s)" % x for x in "abcdefghijklmnop"] + ["44-8B(3)(%s)" % x for x in "bcdefghi"] + ["44-8C", "44-8E"]
_missing = {
    "44-8B(1)(k)": "deferred: B.5 Schedule of Temporary Practices reads 'Implementation schedule: TBD. The contractor will provide a schedule of the temporary erosion and sediment control practices prior to mobilization.' (p. 5); the phase narratives say when some controls go in but give no schedule of duration for each practice",
    "44-8B(1)(l)": "present for the wrong thing: the only maintenance schedule (table under B.6, p. 5) covers the post-construction practices (bioretention, galleys, separator, wash pad drain); no maintenance schedule for the silt fence, turbidity curtain, entrance, inlet protection, berm or sediment trap; the B.6 sentence gives only an inspection frequency",
    "44-8B(3)(h)": "a statement that the thing does not exist where the law needs it: D.4 Easements says 'There are no easements on the property. The marina will maintain the practices itself.' (p. 7)",
    "44-8E": "certification missing its statement: E.2 Contractor Acknowledgment (p. 8) is signed and has name, title, firm address and phone, site and date, but reads only 'I have received a copy of the stormwater plan ... and will follow it' without the required penalty-of-law and water-quality statement",
}
LABELS = {
    "checklist": "asharoken-ch44",
    "style": "plan organised by construction phase (Part A project and site, Part B Phases 1-4 each with work, area, controls, stabilization and responsible party, Parts C-E pollution prevention, post-construction, certifications)",
    "producer": "whole plan scanned from microfilm as a NEGATIVE (white text on black, skewed, dust and scratches); pages stored as JPEG and JPEG 2000 (JPXDecode) images with img2pdf; no text layer",
    "decision": "incomplete",
    "facts": {"disturbed_acres": 1.45, "project_type": "commercial: marina winter boat-storage yard reconstruction (paving, wash pad, bioretention, leaching galleys)",
              "single_family": False, "impaired_water": False, "site_acres": 3.8, "condition": "C (1 to 5 acres, not single-family)"},
    "items": {i: ("missing" if i in _missing else "present") for i in _ids},
    "evidence": {
        "44-8B(1)(a)": {"pages": [2], "quote": "project rebuilds the 1.45-acre gravel storage yard: the yard is regraded, 0.92 acre is paved with"},
        "44-8B(1)(b)": {"pages": [3], "quote": "TOTAL PARCEL 3.8 AC; DISTURBED 1.45 AC"},
        "44-8B(1)(c)": {"pages": [2], "quote": "feet of sand and gravel fill over medium beach sand, with groundwater at 4.5 to 5.5 feet below"},
        "44-8B(1)(d)": {"pages": [4], "quote": "sequence. No more than 0.8 acre is disturbed at one time, far below the five-acre limit."},
        "44-8B(1)(e)": {"pages": [6], "quote": "C.1 Litter, Construction Chemicals and Debris"},
        "44-8B(1)(f)": {"pages": [6], "quote": "Materials stored on site: crushed stone and sand in covered stockpiles; precast galleys; diesel for"},
        "44-8B(1)(g)": {"pages": [4, 5], "quote": "from the bulkhead, covered and ringed with silt fence. Temporary seeding or mulch within 7 days"},
        "44-8B(1)(h)": {"pages": [3], "quote": "SILT FENCE 610 LF AND DIVERSION BERM 300 LF"},
        "44-8B(1)(i)": {"pages": [4, 6], "quote": "Controls: stabilized construction entrance 50 feet by 20 feet of 2-inch crushed stone 8 inches"},
        "44-8B(1)(j)": {"pages": [4], "quote": "The temporary sediment trap will be converted to the permanent bioretention area after Phase 3"},
        "44-8B(1)(m)": {"pages": [2], "quote": "Bay is the receiving water; it is part of the Northport Harbor and Northport Bay complex of Long"},
        "44-8B(1)(n)": {"pages": [4, 5, 6], "quote": "Responsible: the general contractor, Harborline Builders, installs and maintains all Phase 1"},
        "44-8B(1)(o)": {"pages": [4], "quote": "Controls: a diversion berm 18 inches high along the bulkhead side keeps runoff from exposed soil"},
        "44-8B(1)(p)": {"pages": [2], "quote": "The yard now drains by sheet flow across the gravel to the bulkhead"},
        "44-8B(3)(b)": {"pages": [7], "quote": "the galleys. Locations and sizes are on the site plan."},
        "44-8B(3)(c)": {"pages": [3], "quote": "PAVED BOAT STORAGE YARD 0.92 AC"},
        "44-8B(3)(d)": {"pages": [7], "quote": "and 100-year Type III storms (2.8, 5.0 and 8.6 inches). Water quality volume: 3,150 cubic feet."},
        "44-8B(3)(e)": {"pages": [7], "quote": "Existing peak (cfs) Proposed peak (cfs)"},
        "44-8B(3)(f)": {"pages": [7], "quote": "6-inch ponding, bottom 2 feet above high groundwater. LG-1 to LG-12: precast galleys 8 feet long"},
        "44-8B(3)(g)": {"pages": [5], "quote": "Leaching galleys Twice a year"},
        "44-8B(3)(i)": {"pages": [7], "quote": "The owner will sign the Village stormwater maintenance agreement. It binds the owner and all"},
        "44-8C": {"pages": [8], "quote": "I certify that this SWPPP was prepared under my direction and that the design of all stormwater"},
    },
    "gaps": _missing,
    "image_only_pages": [1, 2, 3, 4, 5, 6, 7, 8],
    "ambiguous_items": [],
    "acceptable_decisions": ["incomplete"],
    "notes": "Land development activity of 1.45 ac (section 44-3), not single-family: Condition C applies, so 44-8B(3) is required. No text layer: quotes are what tesseract reads after the page is rendered at 300 dpi in gray, inverted to positive, with --psm 4 (check.py); OCR slips such as 'cock basins' and '1. 45 acres' are left as read. 44-8B(3)(b) quote is the last line of D.1 (the first line of D.1 OCRs with errors); 44-8B(3)(i) is present because D.5 states the binding terms (all later owners, maintenance duties, recorded deed restriction) although the agreement is still to be signed. 44-8B(1)(l) is labelled missing: the maintenance table is for the permanent practices only; a reader could argue the sentence 'inspect the site every seven days and within 24 hours of any storm' is enough, but it is an inspection frequency, not a maintenance schedule. Pages 2, 4, 5 and 7 are JPEG 2000; pages 1, 3, 6 and 8 are JPEG.",
}
