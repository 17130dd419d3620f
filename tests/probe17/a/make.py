"""Build the probe17/a set: python make.py OUTDIR"""
import json, os, subprocess, sys, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
SRC = os.path.join(HERE, "src")

ASH = [l.split("\t")[1] for l in open("/work/shared/item-ids.tsv").read().splitlines()[1:] if l.startswith("asharoken")]
SOM = [l.split("\t")[1] for l in open("/work/shared/item-ids.tsv").read().splitlines()[1:] if l.startswith("somers")]


def items_for(ids, missing=(), na=()):
    return {i: ("missing" if i in missing else "not_applicable" if i in na else "present") for i in ids}


# ---------------------------------------------------------------- plan 1
def build_p1(pdfdir):
    from typewriter import render, LEFT, TOP, LH
    text = open(os.path.join(SRC, "p1_church.txt")).read()
    pages = text.split("@@PAGE@@\n")

    def at(page, needle, dx=0, dy=-22):
        lines = pages[page - 1].split("\n")
        for i, l in enumerate(lines):
            if needle in l:
                return LEFT + (l.index(needle) + len(needle)) * 19.8 + dx, TOP + i * LH + dy
        raise KeyError(needle)
    notes = [
        (1, 1180, 90, "Rec'd 3/16/11 Planning Bd.", 44, 4),
        (3, 1330, 560, "per TP-2", 40, -6),
        (6, 1150, 1180, "add E&SC?", 40, 8),
        (9, 1120, 760, "Town Atty", 40, -5),
    ]
    x, y = at(11, "Signed: ", dx=-500)
    notes.append((11, int(x) + 520, int(y) - 10, "Thomas J. Halloran", 52, 3))
    x, y = at(11, "Signature: ")
    notes.append((11, int(x) + 10, int(y) - 10, "Frank Gallo", 52, 2))
    angles = [2.4, -2.1, 2.8, -2.6, 2.2, 2.5, -2.9, 2.1, -2.3, 2.7, 2.6]
    imgs = render(text, notes, 1717, angles)
    out = os.path.join(pdfdir, "p17a_somers_church_parking_typewriter.pdf")
    imgs[0].save(out, "PDF", resolution=200, save_all=True, append_images=imgs[1:], quality=45)
    n = len(imgs)
    ev = {
        "93-6A(1)(a)": (2, "The parcel is 4.8 acres. The area to be disturbed, including"),
        "93-6A(1)(b)": (10, "LIMIT OF DISTURBANCE, 1.62 ACRES"),
        "93-6A(1)(c)": (2, "Hydrologic soil group C"),
        "93-6A(1)(d)": (3, "The work will be done in one phase."),
        "93-6A(1)(e)": (4, "A covered dumpster will be kept in"),
        "93-6A(1)(f)": (4, "Permanent stabilization. At final grade, 4 inches of"),
        "93-6A(1)(g)": (10, "SILT FENCE, 420 LF, PLUS 160 LF AT STOCKPILE"),
        "93-6A(1)(h)": (5, "Woven geotextile fabric 36 inches wide"),
        "93-6A(1)(i)": (5, "There are no stormwater discharges from industrial"),
        "93-6A(1)(j)": (6, "MINIMUM PRACTICES AND SCHEDULE"),
        "93-6A(1)(l)": (5, "There are no design elements that do not conform"),
        "93-6A(3)(b)": (7, "It removes phosphorus by filtering through Planting soil and by plant uptake"),
        "93-6A(3)(c)": (10, "BIORETENTION AREA 58 FT x 37 FT, 2,150 SF"),
        "93-6A(3)(d)": (8, "PEAK RUNOFF AT DESIGN POINT 1"),
        "93-6A(3)(e)": (8, "Water quality volume."),
        "93-6A(3)(f)": (7, "Size: 2,150 Square feet of filter bed, 58 feet by 37 feet."),
        "93-6A(3)(g)": (9, "The church owns the practices and is responsible for their"),
        "93-6A(3)(i)": (9, "the agreement runs with the land and binds all later owners"),
        "93-6B": (11, "meets the requirements of Chapter 93 of the Code of the"),
    }
    label = {
        "checklist": "somers-ch93",
        "style": "typewritten SWPPP, whole plan scanned (church parking lot expansion)",
        "producer": "PIL-rendered typewriter pages, skewed 2-3 deg, 200 dpi JPEG, image-only PDF",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.62, "project_type": "church parking lot expansion",
                  "single_family": False, "impaired_water": True},
        "items": items_for(SOM, missing={"93-6A(1)(k)", "93-6A(3)(h)", "93-6D"}),
        "evidence": {k: {"pages": [p], "quote": q} for k, (p, q) in ev.items()},
        "gaps": {
            "93-6A(1)(k)": "wrong thing: Section 8 'Inspection Schedule' (p. 6) covers only the bioretention area, underdrain, catch basins and swale (post-construction); no inspection schedule for the erosion and sediment controls anywhere",
            "93-6A(3)(h)": "deferred: Section 12 (p. 9) says the access easement 'will be provided prior to issuance of the certificate of occupancy'; not recorded on the plan",
            "93-6D": "certification missing its training clause: the contractor statement on p. 11 is signed but omits the four-hour erosion and sediment control training sentence",
        },
        "image_only_pages": list(range(1, n + 1)),
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": "Every page is an image; quotes are what tesseract 5 reads at 200 dpi (whitespace-normalised). Handwritten marginal notes (Z003 script) and signatures on p. 11. Croton/Muscoot phosphorus basin. Site sketch p. 10 carries the site map and practice locations.",
    }
    headings = {n_: [] for n_ in range(1, n + 1)}
    headings = [(2, "PROJECT BACKGROUND"), (2, "SOILS"), (3, "CONSTRUCTION SEQUENCE"),
                (4, "POLLUTION PREVENTION MEASURES"), (4, "SOIL STABILIZATION PLAN"),
                (5, "EROSION AND SEDIMENT CONTROL PRACTICES"), (6, "INSPECTION SCHEDULE"),
                (7, "POST-CONSTRUCTION STORMWATER PRACTICES"), (8, "HYDROLOGIC AND HYDRAULIC ANALYSIS"),
                (9, "OPERATION AND MAINTENANCE PLAN"), (9, "MAINTENANCE EASEMENT"),
                (9, "MAINTENANCE AGREEMENT"), (11, "CERTIFICATIONS")]
    return "p17a_somers_church_parking_typewriter", label, headings


def run(cmd, **kw):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kw)


def npages(pdf):
    from pypdf import PdfReader
    return len(PdfReader(pdf).pages)


def chromium_pdf(html, pdf):
    import tempfile
    prof = tempfile.mkdtemp()
    run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={prof}", "--no-pdf-header-footer", "--print-to-pdf-no-header",
         f"--print-to-pdf={pdf}", "file://" + html])
    shutil.rmtree(prof, ignore_errors=True)


# ---------------------------------------------------------------- plan 2
def build_p2(pdfdir):
    import tempfile
    from p2_matrix import build_xlsx, build_pdf
    work = os.path.join(HERE, "build", "p2")
    os.makedirs(work, exist_ok=True)
    narr = os.path.join(work, "narrative.pdf")
    chromium_pdf(os.path.join(SRC, "p2_narrative.html"), narr)
    M = 5
    for _ in range(3):
        build_xlsx(os.path.join(work, "matrix.xlsx"), M)  # the sheet as the office keeps it
        build_pdf(os.path.join(work, "matrix.pdf"), M)       # printed spreadsheet-style
        got = npages(os.path.join(work, "matrix.pdf"))
        if got == M:
            break
        M = got
    out = os.path.join(pdfdir, "p17a_asharoken_bulkhead_matrix.pdf")
    run(["qpdf", "--empty", "--pages", os.path.join(work, "matrix.pdf"), narr, "--", out])
    N = npages(out)
    n = lambda k: M + k
    ev = {}
    label = {
        "checklist": "asharoken-ch44",
        "style": "permit compliance matrix (spreadsheet, landscape) with narrative and drawing pages after it",
        "producer": "reportlab spreadsheet-style print of the matrix (grid, column letters, row numbers) + Chromium print-to-PDF (narrative, SVG drawing), bound with qpdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.22, "project_type": "bulkhead / seawall replacement with parking area rebuild",
                  "single_family": False, "impaired_water": False},
        "items": items_for(ASH, missing={"44-8B(1)(j)", "44-8B(1)(m)", "44-8B(3)(i)", "44-8C"}),
        "gaps": {
            "44-8B(1)(j)": "bare N/A where the item applies: matrix row (1)(j) answers 'N/A' with no location or reason; nothing in the plan says which temporary practices become permanent or that none do",
            "44-8B(1)(m)": f"checklist row points to a page that lacks it: matrix says 'Yes, Narrative § 2, p. {n(1)}', but p. {n(1)} (and the whole plan) names no receiving water, only 'the adjacent tidal waters'",
            "44-8B(3)(i)": f"deferred / matrix says Yes: Narrative § 8 (p. {n(5)}) says the agreement 'will be submitted under separate cover'; no binding terms stated",
            "44-8C": f"certification missing its signer: the plan certification statement on p. {n(6)} has blank signature, name and licence-number lines; only a firm name is typed",
        },
        "image_only_pages": [],
        "ambiguous_items": [],
        "acceptable_decisions": ["incomplete"],
        "notes": f"Pages 1-{M} are the LibreOffice-printed matrix (grid lines, merged title and section rows, merged Provided/Location cells for (3)(d)-(e), repeated header row); pages {M+1}-{N} are the Chromium narrative, with Drawing SP-1 as an SVG page (p. {n(3)}). Condition C applies (1.22 ac, not single-family). The matrix's own 'Yes' rows for (1)(m), (3)(i) and 44-8C are wrong.",
    }
    ev = {
        "44-8B(1)(a)": (n(1), "The project replaces the bulkhead in place with a vinyl sheet-pile bulkhead"),
        "44-8B(1)(b)": (n(3), "Drawing SP-1: Site, Erosion Control and Stormwater Plan"),
        "44-8B(1)(c)": (n(1), "Carver and Plymouth sands, 3 to 15 percent slopes (CpC)"),
        "44-8B(1)(d)": (n(2), "The work is done in two stages so that no more than 0.8 acres is open at any time"),
        "44-8B(1)(e)": (n(2), "Treated timber is not burned or buried."),
        "44-8B(1)(f)": (n(2), "Fuel is stored in the staging area at least 100 feet from the shoreline"),
        "44-8B(1)(g)": (n(2), "Seed and mulch the north bank within 7 days of backfill."),
        "44-8B(1)(h)": (n(3), "SILT FENCE 520 LF"),
        "44-8B(1)(i)": (1, "Turbidity curtain: Type II, 18-oz PVC, 5-ft"),
        "44-8B(1)(k)": (n(2), "The silt fence and turbidity curtain stay in place until the bank and buffer are stabilized."),
        "44-8B(1)(l)": (n(5), "Silt fence: remove sediment at one-third height"),
        "44-8B(1)(n)": (n(6), "North Shore Dock & Bulkhead Corp. is responsible for all erosion and sediment controls"),
        "44-8B(1)(o)": (2, "temporary earth berm 12 inches high"),
        "44-8B(1)(p)": (n(1), "No flow or water quality monitoring data exist for the site."),
        "44-8B(3)(b)": (n(4), "Two precast concrete leaching pools, LP-1 and LP-2"),
        "44-8B(3)(c)": (n(3), "LP-1, LP-2 = 8 ft diameter x 6 ft deep precast leaching pools"),
        "44-8B(3)(d)": (n(4), "Hydrologic and hydraulic analysis."),
        "44-8B(3)(e)": (n(4), "Post-development peaks and volumes reaching the tidal waters are lower than pre-development"),
        "44-8B(3)(f)": (n(4), "4,000 psi precast concrete, H-20 rated"),
        "44-8B(3)(g)": (n(5), "Inspect grates and sediment depth; vacuum sediment over 6"),
        "44-8B(3)(h)": (n(5), "It runs with the land and remains in effect on any transfer of title."),
        "44-8E": (n(6), "Daniel Kowalczyk, Vice President"),
    }
    label["evidence"] = {k: {"pages": [p], "quote": q} for k, (p, q) in ev.items()}
    headings = [(1, "PERMIT COMPLIANCE MATRIX"), (n(1), "SWPPP NARRATIVE"), (n(1), "1. Project Description"),
                (n(1), "2. Site Conditions and Drainage"), (n(2), "3. Construction Sequence and Schedule"),
                (n(2), "4. Pollution Prevention and Materials Management"), (n(4), "5. Post-Construction Stormwater Management"),
                (n(5), "6. Maintenance"), (n(5), "7. Maintenance Easement"), (n(5), "8. Inspection and Maintenance Agreement"),
                (n(6), "9. Certifications")]
    return "p17a_asharoken_bulkhead_matrix", label, headings


# ---------------------------------------------------------------- plan 3
TABLE1 = [
    ("Mobilization", ["Construction entrance|Step 2, before any other work|Until paving (Step 8)",
                      "Silt fence, perimeter|Step 2|Until final stabilization",
                      "Inlet protection CB-1 to CB-3|Step 2|Until final stabilization"]),
    ("Clearing and grubbing", ["Silt fence, perimeter|In place from Step 2|Until final stabilization",
                               "Diversion swale|Before clearing|Until upslope lawn is restored",
                               "Dust control by water truck|During clearing|As needed, dry weather"]),
    ("Topsoil stripping", ["Stockpile silt fence ring|Before stripping|Until stockpile is used",
                           "Stockpile seeding and mulch|Within 7 days|Until stockpile is used"]),
    ("Mass grading", ["Sediment trap ST-1|Before grading|Until drainage area is stable",
                      "Temporary seed and mulch|Within 7 days of work stopping|Until final grading",
                      "Check dams in diversion swale|With swale|Until swale is removed"]),
    ("Foundation excavation", ["Dewatering filter bag|When pumping|While pumping",
                               "Silt fence at spoil piles|Same day as spoil is placed|Until spoil is removed"]),
    ("Building erection", ["Covered waste container|Step 4|Until building is closed in",
                           "Concrete washout, lined|Before first pour|Until last pour"]),
    ("Apron, south half", ["Inlet protection on new inlets|As each inlet is set|Until apron is paved",
                           "Construction entrance, maintained|Throughout|Until paving"]),
    ("Apron, north half", ["Inlet protection on new inlets|As each inlet is set|Until apron is paved",
                           "Temporary seed at apron edges|Within 7 days|Until final grading"]),
    ("Storm drainage", ["Plugged inlet to UIC-1|On installation|Until final stabilization",
                        "Outlet protection, riprap apron|With outlet pipe|Permanent"]),
    ("Utility trenching", ["Trench spoil on upslope side|Daily|Until backfilled",
                           "Backfill and seed trenches|Same week|Until cover is 80 percent"]),
    ("Final grading", ["Topsoil, seed and mulch|At final grade|Permanent",
                       "Erosion control blanket on 3:1 slopes|At final grade|Permanent"]),
    ("Bioretention construction", ["Flow diversion around B-1|Before excavation|Until plants are set",
                                   "Stabilize B-1 side slopes|Within 3 days|Permanent"]),
    ("Demolition of old apron", ["Silt fence at rubble pile|Before demolition|Until rubble is hauled",
                                 "Inlet protection CB-2|In place from Step 2|Until apron is paved"]),
    ("Driveway connection", ["Construction entrance relocated|Before cutting curb|Until paving",
                             "Street sweeping, Lovell Street|Daily|Until paving"]),
    ("Parking paving", ["Inlet protection maintained|Throughout|Until top course",
                        "Seed islands and edges|Within 7 days|Permanent"]),
    ("Landscaping", ["Mulch planting beds|Same day as planting|Permanent",
                     "Silt fence kept at east line|Throughout|Until 80 percent cover"]),
    ("Winter shutdown", ["Straw mulch at 4 tons per acre|Before November 15|Until spring work",
                         "Stone on open apron subgrade|Before shutdown|Until paving",
                         "Snow storage away from swale|Each storm|Through winter"]),
    ("Close-out", ["Remove silt fence and trap ST-1|After final stabilization|-",
                   "Seed areas of removed controls|Same week|Permanent"]),
]


def build_p3(pdfdir):
    work = os.path.join(HERE, "build", "p3")
    os.makedirs(work, exist_ok=True)
    lines = [".TS H", "box center tab(|);", "cb s s s", "lb | lb | lb | lb", "lw(1.35i) | lw(2.1i) | lw(1.45i) | lw(1.4i).",
             "Table 1. Minimum erosion and sediment control practices by activity", "_",
             "Activity|Practice|Initial placement|Minimum time in place", "=", ".TH"]
    for act, practices in TABLE1:
        for k, p in enumerate(practices):
            a, b, c = p.split("|")
            lines.append(f"{act if k == 0 else ''}|T{{\n{a}\nT}}|T{{\n{b}\nT}}|T{{\n{c}\nT}}")
        lines.append("_")
    lines[-1] = ".TE"
    src = open(os.path.join(SRC, "p3_firestation.ms")).read().replace("@@TABLE1@@", "\n".join(lines))
    ms = os.path.join(work, "plan.ms")
    open(ms, "w").write(src)
    ps = os.path.join(work, "plan.ps")
    with open(ps, "wb") as fh:
        subprocess.run(["groff", "-ms", "-p", "-t", "-Tps", "-dpaper=letter", "-P-pletter", ms], stdout=fh, check=True)
    out = os.path.join(pdfdir, "p17a_somers_firestation_groff.pdf")
    run(["ps2pdf", "-sPAPERSIZE=letter", ps, out])
    N = npages(out)
    import re
    norm = lambda t: re.sub(r"\s+", " ", t.replace("\u2019", "'")).strip()
    texts = [norm(subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), out, "-"],
                                 capture_output=True, text=True).stdout) for p in range(1, N + 1)]
    def find(q):
        for p, t in enumerate(texts, 1):
            if norm(q) in t:
                return p
        raise SystemExit(f"p3: quote not found: {q!r}")
    ev = {
        "93-6A(1)(a)": (1, "The parcel is 3.10 acres. The limit of disturbance encloses 1.38 acres."),
        "93-6A(1)(b)": (3, "Site Map"),
        "93-6A(1)(c)": (2, "hydrologic soil group B"),
        "93-6A(1)(d)": (3, "The total disturbance is 1.38 acres and never exceeds 5 acres."),
        "93-6A(1)(e)": (6, "Litter and debris are kept in a covered 30-yard container"),
        "93-6A(1)(f)": (4, "Final stabilization: 6 inches of topsoil"),
        "93-6A(1)(g)": (3, "SF: SILT FENCE 610 LF"),
        "93-6A(1)(h)": (4, "Woven geotextile 36 inches wide on hardwood stakes"),
        "93-6A(1)(i)": (4, "There are no stormwater discharges associated with industrial activity"),
        "93-6A(1)(j)": (5, "Minimum erosion and sediment control practices by activity"),
        "93-6A(1)(k)": (6, "inspects the practices every 7 days and within 24 hours after any storm of 0.5 inch or more"),
        "93-6A(1)(l)": (4, "No design element departs from the New York State Standards and Specifications"),
        "93-6A(3)(b)": (6, "Bioretention area B-1."),
        "93-6A(3)(c)": (3, "BIORETENTION"),
        "93-6A(3)(d)": (6, "Peak discharge at DP-1, cfs"),
        "93-6A(3)(e)": (6, "Water quality volume, enhanced phosphorus standard"),
        "93-6A(3)(f)": (7, "B-1: 74 feet by 25 feet"),
        "93-6A(3)(g)": (7, "The Somers Fire District owns and is responsible for the long-term operation and maintenance"),
        "93-6A(3)(h)": (7, "it remains in effect with any transfer of title"),
        "93-6A(3)(i)": (7, "runs with the land, binds all later owners"),
        "93-6B": (7, "Karin Lindqvist, P.E., N.Y.S. License No. 084417"),
        "93-6D": (7, "has received a minimum of four hours of acceptable training in erosion and sediment control"),
    }
    label = {
        "checklist": "somers-ch93",
        "style": "typeset report in two-level numbered sections (groff -ms) with footnotes and a long continued table",
        "producer": "groff 1.2x -ms with tbl and pic, -Tps, through Ghostscript ps2pdf",
        "decision": "complete",
        "facts": {"disturbed_acres": 1.38, "project_type": "fire station addition (municipal facility)",
                  "single_family": False, "impaired_water": True},
        "items": items_for(SOM),
        "evidence": {k: {"pages": [find(q)], "quote": q} for k, (p, q) in ev.items()},
        "gaps": {},
        "image_only_pages": [],
        "ambiguous_items": [],
        "acceptable_decisions": ["complete"],
        "notes": "Complete control plan. Figure 1 (pic) is the site map with location note, soil line, LOD, practices. Table 1 (tbl .TS H) runs over two pages with a repeated header. Footnotes carry sources only. Croton watershed (phosphorus TMDL). Contractor certification is signed /s/ with the four-hour training clause.",
    }
    headings = [(find(h), h) for h in ["1. Project Background", "2. Site Description and Soils",
                "3. Construction Phasing and Sequence", "4. Erosion and Sediment Control", "4.4. Minimum practices and schedule",
                "4.5. Inspection schedule for the erosion and sediment controls", "5. Pollution Prevention",
                "6. Post-Construction Stormwater Management", "6.2. Hydrologic and hydraulic analysis",
                "6.7. Inspection and maintenance agreement", "7. Certifications", "7.2. Contractor's certification"]]
    return "p17a_somers_firestation_groff", label, headings


BUILDERS = ["build_p1", "build_p2", "build_p3"]


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "a-out")
    pdfdir = os.path.join(outdir, "pdf")
    os.makedirs(pdfdir, exist_ok=True)
    labels, heads = {}, {}
    for b in BUILDERS:
        fn = globals().get(b)
        if fn is None:
            continue
        name, label, headings = fn(pdfdir)
        labels[name] = label
        heads[name] = headings
        print("built", name)
    json.dump(labels, open(os.path.join(outdir, "labels.json"), "w"), indent=1)
    json.dump(heads, open(os.path.join(HERE, "headings.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
