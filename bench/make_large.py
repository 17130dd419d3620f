#!/usr/bin/env python3
"""Generate a large, SWPPP-like PDF for benchmarking swppp-audit.

Usage::

    python bench/make_large.py --pages 300 OUT.pdf [--seed 1]

The document is a fictional Stormwater Pollution Prevention Plan for a project in the Town of
Somers, Westchester County, New York, prepared under Town Code Chapter 93, with exactly
``--pages`` pages:

* page 1: cover; page 2: table of contents (dot leaders);
* the first ~45 % of the remaining pages: numbered narrative sections (project description with
  acreage, soils with HSG, construction sequence, erosion and sediment control practices,
  stabilization, pollution prevention, inspection and maintenance, postconstruction practices,
  certifications), every third narrative page set in two columns (BaseDocTemplate, two Frames);
* the rest: calculation appendices (HydroCAD-style node summaries and routing rows in Courier);
* every fifth page: a ruled table (reportlab Table with GRID), an erosion and sediment control
  schedule in the narrative, a stage-storage-discharge table in the appendices.

Each page is built as its own chunk followed by a page break, so the page count is exact (the
script checks it). Output is deterministic for a given --pages and --seed: the text is drawn from
random.Random(seed) and reportlab's invariant mode fixes dates and ids, so the bytes are too.
All names, addresses and numbers are made up.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1  # fixed creation date and document id -> byte-identical output

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER  # noqa: E402
from reportlab.lib.pagesizes import letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import inch  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    BaseDocTemplate,
    Frame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Preformatted,
    Spacer,
    Table,
    TableStyle,
)

PROJECT = "Somers Ridge Townhomes"
OWNER = "Granite Brook Development LLC"
ENGINEER = "Hollis & Marsh Engineering, PLLC"
PE = "Daniel R. Okafor, P.E."

BODY = ParagraphStyle("body", fontName="Times-Roman", fontSize=10.5, leading=13, spaceAfter=6)
H1 = ParagraphStyle("h1", fontName="Helvetica-Bold", fontSize=13, leading=16, spaceBefore=2, spaceAfter=8)
H2 = ParagraphStyle("h2", fontName="Helvetica-Bold", fontSize=11, leading=14, spaceBefore=4, spaceAfter=5)
CAPTION = ParagraphStyle("caption", fontName="Helvetica-Bold", fontSize=10, leading=12, spaceAfter=6)
CELL = ParagraphStyle("cell", fontName="Helvetica", fontSize=8, leading=9.5)
TITLE = ParagraphStyle("title", fontName="Helvetica-Bold", fontSize=22, leading=28, alignment=TA_CENTER, spaceAfter=14)
COVER = ParagraphStyle("cover", fontName="Helvetica", fontSize=13, leading=18, alignment=TA_CENTER, spaceAfter=6)
MONO = ParagraphStyle("mono", fontName="Courier", fontSize=7.5, leading=9)
TOC = ParagraphStyle("toc", fontName="Courier", fontSize=9.5, leading=13)

SOILS = [
    ("Charlton loam, 3 to 8 percent slopes", "ChB", "B"),
    ("Charlton-Chatfield complex, rolling, very rocky", "CrC", "B"),
    ("Paxton fine sandy loam, 8 to 15 percent slopes", "PnC", "C"),
    ("Woodbridge loam, 3 to 8 percent slopes", "WdB", "C/D"),
    ("Sutton loam, 0 to 8 percent slopes", "SuB", "B/D"),
    ("Leicester loam, 0 to 3 percent slopes", "LcA", "B/D"),
    ("Hollis-Rock outcrop complex", "HrF", "D"),
    ("Udorthents, smoothed", "Ub", "B"),
]
PRACTICES = [
    ("Silt fence", "lf", "Install along the downslope limit of disturbance before clearing"),
    ("Stabilized construction entrance", "ea", "Install before any other site work"),
    ("Storm drain inlet protection", "ea", "Install at each inlet as soon as it is built"),
    ("Temporary sediment trap", "ea", "Install before grading of the contributing area"),
    ("Compost filter sock", "lf", "Place around stockpiles when they are formed"),
    ("Temporary diversion swale", "lf", "Build before mass grading upslope of the work"),
    ("Rolled erosion control blanket", "sy", "Place on slopes steeper than 3:1 at final grade"),
    ("Concrete washout", "ea", "Set up before the first concrete pour"),
    ("Check dam (stone)", "ea", "Place in swales at 50 ft spacing during grading"),
    ("Dust control (water)", "ls", "As needed throughout construction"),
]
SECTIONS = [
    ("Project Description", "project"),
    ("Site Soils", "soils"),
    ("Construction Sequence", "sequence"),
    ("Erosion and Sediment Control Practices", "practices"),
    ("Temporary and Permanent Stabilization", "stabilization"),
    ("Pollution Prevention Measures", "pollution"),
    ("Inspection and Maintenance", "inspection"),
    ("Postconstruction Stormwater Management Practices", "post"),
    ("Certifications", "cert"),
]
APPENDICES = [
    ("Appendix A", "Hydrologic and Hydraulic Analysis (HydroCAD Output)"),
    ("Appendix B", "Water Quality Volume and Runoff Reduction Calculations"),
    ("Appendix C", "Pipe and Culvert Capacity Calculations"),
    ("Appendix D", "Stage-Storage-Discharge Tables"),
]


class Text:
    """Deterministic narrative text for each section topic."""

    def __init__(self, rng: random.Random):
        self.r = rng
        # facts of the whole project, stated once and kept consistent
        self.doc = {"units": rng.randint(24, 60), "buildings": rng.randint(6, 12), "road": rng.randint(900, 1900),
                    "spaces": rng.randint(40, 90), "section": rng.randint(10, 19), "block": rng.randint(1, 4),
                    "lot": rng.randint(1, 60), "site": self.num(12, 30), "disturbed": self.num(2.1, 4.9),
                    "impervious": self.num(0.6, 1.9, 2)}

    def num(self, lo: float, hi: float, nd: int = 1) -> str:
        return f"{self.r.uniform(lo, hi):.{nd}f}"

    def project(self, area: int) -> list[str]:
        r = self.r
        d = self.doc
        da = [
            f"Drainage area DA-{area} covers {self.num(0.4, 3.5, 2)} acres and drains to the Muscoot River "
            f"through an existing {r.choice([18, 24, 30])}-inch culvert under Route 100. Existing cover in "
            f"DA-{area} is {r.randint(40, 80)} percent woods in good condition and {r.randint(10, 40)} percent "
            f"meadow, with slopes of {r.randint(2, 6)} to {r.randint(8, 18)} percent toward the southwest.",
            f"Within DA-{area} the project will add {self.num(0.1, 0.9, 2)} acres of impervious area: "
            f"{r.randint(2, 6)} townhouse buildings, {r.randint(200, 600)} feet of the new road and part of the "
            f"parking lot. The time of concentration flow path is {r.randint(300, 900)} feet long, of which "
            f"{r.randint(50, 100)} feet is sheet flow over woods.",
        ]
        if area != 1:
            return da
        return [
            f"The proposed project consists of the construction of {d['units']} townhouse units in "
            f"{d['buildings']} buildings, a new road approximately {d['road']:,} feet long, a parking lot for "
            f"{d['spaces']} vehicles and the associated utilities, grading and stormwater management practices. "
            "The site is located on the east side of Route 100 in the Town of Somers, Westchester County, New "
            f"York, Tax Map Section 17.{d['section']}, Block {d['block']}, Lot {d['lot']}.",
            f"The parcel comprises {d['site']} acres, of which approximately {d['disturbed']} acres "
            f"({float(d['disturbed']) * 43560:,.0f} square feet) will be disturbed. No wetlands regulated under "
            "Chapter 93 or Chapter 167 are within the limit of disturbance.",
            f"The project will add {d['impervious']} acres of impervious area and alter the hydrology of the "
            "site; it therefore requires a stormwater pollution prevention plan with postconstruction practices "
            "under Town Code Section 93-6 and the NYSDEC SPDES General Permit GP-0-25-001.",
        ] + da

    def soils(self, area: int) -> list[str]:
        r = self.r
        out = []
        for name, sym, hsg in r.sample(SOILS, 3):
            out.append(
                f"{name} ({sym}) is mapped by the NRCS Web Soil Survey over about {r.randint(5, 60)} percent "
                f"of drainage area DA-{area}. It is a deep, well drained soil formed in glacial till, with a "
                f"depth to seasonal high water table of {self.num(1.5, 6.0)} feet and a depth to bedrock of more "
                f"than {r.randint(5, 10)} feet. The hydrologic soil group is {hsg}.")
        out.append(
            f"Test pit TP-{area}{r.randint(1, 9)} found {r.randint(6, 14)} inches of topsoil over brown sandy "
            f"loam to {self.num(3.0, 7.5)} feet, with mottling at {self.num(2.5, 6.0)} feet. Infiltration tests "
            f"gave {self.num(0.5, 4.0, 2)} inches per hour, suitable for the infiltration practice in DA-{area}.")
        return out

    def sequence(self, area: int) -> list[str]:
        r = self.r
        return [
            f"Phase {area} construction will proceed in the following sequence. Step 1: install the stabilized "
            "construction entrance and the silt fence along the downslope limit of disturbance. Step 2: "
            f"clearing and grubbing of no more than {self.num(1.5, 4.8)} acres; no more than five acres will be "
            "disturbed at any one time.",
            "Step 3: strip and stockpile topsoil, and protect the stockpile with a compost filter sock. "
            "Step 4: build the temporary sediment trap and the diversion swales before excavation and rough "
            f"grading of the contributing area. Step 5: install the storm sewer and utilities from Station "
            f"{r.randint(1, 9)}+00 to {r.randint(10, 19)}+50, with inlet protection at each structure.",
            "Step 6: fine grading, road subbase and binder course. Step 7: building foundations and framing. "
            "Step 8: topsoil, seed and mulch all disturbed areas within 14 days of final grade. Step 9: convert "
            "the sediment trap to the permanent bioretention area once the contributing area is stabilized.",
            f"The sequence for phase {area} is expected to take {r.randint(4, 9)} months. The contractor shall "
            "notify the Town Engineer 48 hours before the start of each phase.",
        ]

    def practices(self, area: int) -> list[str]:
        r = self.r
        return [
            f"Silt fence shall be installed along the downslope edge of disturbance in DA-{area} for a length of "
            f"{r.randint(200, 1400)} linear feet, as shown on the erosion and sediment control plan, drawing "
            f"C-{r.randint(3, 6)}. Fabric shall be woven geotextile 36 inches wide on hardwood stakes at 10 feet "
            "on center, with the bottom 6 inches entrenched and backfilled.",
            f"The stabilized construction entrance shall be {r.choice([50, 75, 100])} feet long and 24 feet wide, of "
            "1 to 4 inch crushed stone 8 inches thick over geotextile. The entrance shall be maintained by "
            "top-dressing with additional stone, and any sediment tracked onto Route 100 shall be removed daily.",
            f"Temporary sediment trap ST-{area} is sized for {r.randint(1800, 3600):,} cubic feet (3,600 cubic "
            f"feet per acre of drainage area), with a {r.choice([3, 4, 5])}-foot stone outlet. Sediment shall be "
            "removed when it reaches half the design depth.",
            "Inlet protection shall be installed at each catch basin as it is constructed and remain in place "
            "until the contributing area is stabilized. Damaged fabric shall be replaced within 24 hours.",
        ]

    def stabilization(self, area: int) -> list[str]:
        r = self.r
        return [
            "Temporary stabilization: areas where soil disturbance has temporarily ceased shall be stabilized "
            f"within 14 days with temporary seeding of annual ryegrass at {r.randint(30, 45)} pounds per acre and "
            "straw mulch at two tons per acre.",
            "Permanent stabilization: at final grade, 6 inches of topsoil shall be placed and seeded with the "
            f"Town's standard mix at {r.randint(80, 120)} pounds per acre. Slopes steeper than 3:1 shall receive an "
            "erosion control blanket. Final stabilization means 80 percent uniform perennial vegetative cover.",
            f"In DA-{area}, the stockpile area of {self.num(0.1, 0.6, 2)} acres shall be stabilized with temporary "
            "seeding if it remains inactive for more than 14 days.",
        ]

    def pollution(self, area: int) -> list[str]:
        return [
            "Litter and construction debris shall be placed in covered dumpsters emptied weekly; no construction "
            "waste shall be buried on site. Fuel, oil, paint and other construction chemicals shall be stored in "
            "their original containers within secondary containment at least 100 feet from any drainage inlet.",
            "A spill kit shall be kept at the contractor's trailer. Concrete washout shall be confined to the "
            "lined washout pit, which shall be cleaned when 75 percent full. Sanitary facilities shall be "
            f"serviced weekly. There are no asphalt or concrete plants at the site or in DA-{area}.",
            "There are no stormwater discharges associated with industrial activity other than construction at "
            "the site. No dedicated asphalt or concrete batch plants will be used.",
        ]

    def inspection(self, area: int) -> list[str]:
        r = self.r
        return [
            "A qualified inspector shall inspect the erosion and sediment control practices at least once every "
            "seven calendar days, and within 24 hours of the end of a storm of 0.5 inch or more. When more than "
            "five acres are disturbed at one time, inspections shall be twice every seven days.",
            "The contractor is responsible for installing, repairing and maintaining all practices. Deficiencies "
            "noted in an inspection report shall be corrected within one business day. Inspection reports shall "
            "be kept in the site log book and made available to the Town Engineer on request.",
            f"For DA-{area}, the inspector shall also record the sediment depth in trap ST-{area} and the condition "
            f"of {r.randint(2, 8)} inlet protection devices on each inspection.",
        ]

    def post(self, area: int) -> list[str]:
        r = self.r
        return [
            f"Bioretention area BR-{area} treats the water quality volume of {r.randint(1500, 6000):,} cubic feet "
            f"from {self.num(0.5, 2.5, 2)} acres of impervious area, with a surface area of {r.randint(1500, 5000):,} "
            "square feet, 6 inches of ponding and 2.5 feet of soil media over a gravel underdrain.",
            "The practice is designed to the enhanced phosphorus removal standards of the New York State "
            "Stormwater Management Design Manual for the Croton watershed, East of Hudson.",
            f"Outlet structure OS-{area} controls the 1-, 10- and 100-year storms to predevelopment peak rates. The "
            "owner shall inspect the practice twice a year and after storms of more than 2 inches, and remove "
            "sediment when it exceeds 2 inches deep.",
        ]

    def cert(self, area: int) -> list[str]:
        return [
            f"This plan was prepared by {PE}, New York License No. 089123, of {ENGINEER}, a professional engineer "
            "licensed in the State of New York.",
            "Contractor certification: I certify under penalty of law that I understand and agree to comply with "
            "the terms and conditions of the Stormwater Pollution Prevention Plan, and that I or one of my "
            "on-site employees has received four hours of training in erosion and sediment control. "
            "Name: Maria T. Lindqvist. Title: Site Superintendent. Date: 03/14/2026.",
        ]


def hydrocad_lines(rng: random.Random, node: int, n: int) -> list[str]:
    """Rows like a HydroCAD node report and its hydrograph table."""
    area = rng.uniform(0.3, 4.0)
    cn = rng.randint(55, 92)
    tc = rng.uniform(5.0, 25.0)
    lines = [
        f"Summary for Subcatchment {node}S: DA-{node} (post-development)",
        "",
        f"Runoff = {rng.uniform(0.5, 12):6.2f} cfs @ {rng.uniform(12.0, 12.6):5.2f} hrs, "
        f"Volume= {rng.uniform(0.05, 1.2):6.3f} af, Depth> {rng.uniform(0.5, 4.5):4.2f}\"",
        "Runoff by SCS TR-20 method, UH=SCS, Time Span= 0.00-48.00 hrs, dt= 0.01 hrs",
        f"Type III 24-hr 100-Year Rainfall=8.92\"   Area (ac) {area:6.3f}  CN {cn}  Tc {tc:5.1f} min",
        "",
        "  Time   Inflow  Storage  Elevation  Outflow  Primary  Secondary",
        " (hours)  (cfs)  (cu-ft)    (feet)    (cfs)    (cfs)     (cfs)",
    ]
    t, storage, elev = 0.0, 0.0, rng.uniform(420.0, 520.0)
    for _ in range(n - len(lines)):
        t += 0.5
        inflow = max(0.0, rng.gauss(4.0, 2.5))
        storage += inflow * 900 * rng.uniform(0.2, 0.6)
        elev += rng.uniform(0.0, 0.05)
        out = inflow * rng.uniform(0.1, 0.9)
        lines.append(f"{t:8.2f} {inflow:7.2f} {storage:9.0f} {elev:9.2f} {out:8.2f} {out * 0.9:8.2f} {out * 0.1:9.2f}")
    return lines


def esc_table(rng: random.Random, area: int) -> Table:
    rows = [[Paragraph(h, CELL) for h in ("Practice", "Location", "Quantity", "Unit", "Initial placement",
                                           "Remain in place until", "Inspect")]]
    for name, unit, when in PRACTICES + rng.sample(PRACTICES, 6):
        rows.append([Paragraph(name, CELL), Paragraph(f"DA-{area}, Sta. {rng.randint(0, 19)}+{rng.randint(0, 99):02d}", CELL),
                     f"{rng.randint(1, 900)}", unit, Paragraph(when, CELL),
                     Paragraph("Final stabilization of the contributing area", CELL), "Weekly"])
    return _grid(rows, [1.15 * inch, 0.95 * inch, 0.6 * inch, 0.4 * inch, 1.5 * inch, 1.2 * inch, 0.6 * inch])


def storage_table(rng: random.Random, node: int) -> Table:
    rows = [["Elevation (ft)", "Surface (sf)", "Storage (cf)", "Primary (cfs)", "Secondary (cfs)", "Total (cfs)"]]
    elev, surf, stor = rng.uniform(400.0, 520.0), rng.uniform(800, 3000), 0.0
    for _ in range(30):
        elev += 0.25
        surf *= rng.uniform(1.01, 1.06)
        stor += surf * 0.25
        primary = rng.uniform(0, 8)
        secondary = rng.uniform(0, 2)
        rows.append([f"{elev:.2f}", f"{surf:,.0f}", f"{stor:,.0f}", f"{primary:.2f}", f"{secondary:.2f}",
                     f"{primary + secondary:.2f}"])
    return _grid(rows, [1.05 * inch] * 6, font=8)


def _grid(rows, widths, font: float = 8) -> Table:
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
        ("FONT", (0, 0), (-1, -1), "Helvetica", font),
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", font),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]))
    return table


def plan(pages: int) -> list[tuple[str, int]]:
    """(kind, ordinal) for each page: cover, toc, narrative, table, calc."""
    if pages < 3:
        raise SystemExit("make_large.py: --pages must be at least 3")
    body = pages - 2
    narrative_end = 2 + max(1, round(body * 0.45))
    kinds = [("cover", 0), ("toc", 0)]
    for number in range(3, pages + 1):
        region = "narrative" if number <= narrative_end else "appendix"
        if number % 5 == 0:
            kinds.append((f"table-{region}", number))
        else:
            kinds.append((region, number))
    return kinds


def build(pages: int, out: Path, seed: int = 1) -> None:
    rng = random.Random(seed)
    text = Text(rng)
    kinds = plan(pages)
    narrative_pages = [i for i, (k, _) in enumerate(kinds) if k in ("narrative", "table-narrative")]
    appendix_pages = [i for i, (k, _) in enumerate(kinds) if k in ("appendix", "table-appendix")]

    # Spread the narrative pages over the numbered sections (certifications get the last page),
    # and the appendix pages over the appendices.
    def spread(indices: list[int], count: int) -> dict[int, int]:
        return {page: min(count - 1, j * count // max(1, len(indices))) for j, page in enumerate(indices)}

    section_of = spread(narrative_pages[:-1], len(SECTIONS) - 1)
    if narrative_pages:
        section_of[narrative_pages[-1]] = len(SECTIONS) - 1
    appendix_of = spread(appendix_pages, len(APPENDICES))
    first_page = {}
    for page, s in sorted(section_of.items()):
        first_page.setdefault(("s", s), page + 1)
    for page, a in sorted(appendix_of.items()):
        first_page.setdefault(("a", a), page + 1)

    def header(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 8)
        canvas.drawString(inch, 10.5 * inch, f"Stormwater Pollution Prevention Plan - {PROJECT}")
        canvas.drawRightString(7.5 * inch, 10.5 * inch, "Town of Somers, New York")
        canvas.line(inch, 10.42 * inch, 7.5 * inch, 10.42 * inch)
        canvas.drawCentredString(4.25 * inch, 0.55 * inch, f"Page {doc.page} of {pages}")
        canvas.restoreState()

    width, height = letter
    frame_w, frame_h = width - 2 * inch, height - 2 * inch
    gap = 0.3 * inch
    col = (frame_w - gap) / 2
    doc = BaseDocTemplate(str(out), pagesize=letter, title=f"SWPPP - {PROJECT}", author=ENGINEER,
                          leftMargin=inch, rightMargin=inch, topMargin=inch, bottomMargin=inch)
    doc.addPageTemplates([
        PageTemplate("one", [Frame(inch, inch, frame_w, frame_h, id="single")], onPage=header),
        PageTemplate("two", [Frame(inch, inch, col, frame_h, id="left"),
                             Frame(inch + col + gap, inch, col, frame_h, id="right")], onPage=header),
        PageTemplate("cover", [Frame(inch, inch, frame_w, frame_h, id="cover")]),
    ])
    story: list = []
    section_counter: dict[int, int] = {}
    node = 0
    narrative_seen = 0
    story.append(NextPageTemplate("cover"))
    for index, (kind, _number) in enumerate(kinds):
        # The template of the *next* page is chosen before this page's break.
        if kind == "cover":
            story += [Spacer(1, 1.2 * inch), Paragraph("STORMWATER POLLUTION PREVENTION PLAN", TITLE),
                      Paragraph(PROJECT, COVER), Spacer(1, 0.3 * inch),
                      Paragraph("Route 100, Town of Somers, Westchester County, New York", COVER),
                      Paragraph("Prepared pursuant to Town of Somers Code Chapter 93, Stormwater Management "
                                "and Erosion and Sediment Control", COVER),
                      Spacer(1, 0.5 * inch), Paragraph(f"Owner / Applicant: {OWNER}", COVER),
                      Paragraph(f"Prepared by: {ENGINEER}", COVER), Paragraph(PE, COVER),
                      Paragraph(f"Revision {seed}, March 2026", COVER)]
        elif kind == "toc":
            story.append(Paragraph("TABLE OF CONTENTS", H1))
            entries = [(f"{i + 1}.0 {title}", first_page.get(("s", i))) for i, (title, _) in enumerate(SECTIONS)]
            entries += [(f"{label} - {title}", first_page.get(("a", i))) for i, (label, title) in enumerate(APPENDICES)]
            for title, page in entries:
                if page is None:
                    continue
                title = title if len(title) <= 68 else title[:65] + "..."
                story.append(Paragraph(f"{title} {'.' * (76 - len(title) - len(str(page)))} {page}", TOC))
        elif kind == "narrative" or kind == "table-narrative":
            s = section_of[index]
            title, topic = SECTIONS[s]
            sub = section_counter[s] = section_counter.get(s, 0) + 1
            area = sub
            if sub == 1:
                story.append(Paragraph(f"{s + 1}.0 {title.upper()}", H1))
            else:
                story.append(Paragraph(f"{s + 1}.{sub - 1} {title} - Drainage Area DA-{area}", H2))
            if kind == "table-narrative":
                story.append(Paragraph(f"Table {s + 1}-{sub}: Erosion and Sediment Control Practice Schedule, "
                                       f"DA-{area}", CAPTION))
                story.append(esc_table(rng, area))
            else:
                narrative_seen += 1
                # fill the page to about a real plan's density (a two-column page holds less)
                target = 0 if topic == "cert" else 420 if narrative_seen % 3 == 0 else 520
                paragraphs = getattr(text, topic)(area)
                extra = 100
                while sum(len(p.split()) for p in paragraphs) < target:
                    more = getattr(text, topic)(area + extra)
                    extra += 100
                    for p in more:
                        if sum(len(q.split()) for q in paragraphs) >= target:
                            break
                        paragraphs.append(p)
                story += [Paragraph(p, BODY) for p in paragraphs]
        else:  # appendix or table-appendix
            a = appendix_of[index]
            label, title = APPENDICES[a]
            node += 1
            if first_page[("a", a)] == index + 1:
                story.append(Paragraph(f"{label.upper()}: {title.upper()}", H1))
            else:
                story.append(Paragraph(f"{label} (continued) - Node {node}", H2))
            if kind == "table-appendix":
                story.append(Paragraph(f"Table {label[-1]}-{node}: Stage-Storage-Discharge, Pond {node}P", CAPTION))
                story.append(storage_table(rng, node))
            else:
                story.append(Preformatted("\n".join(hydrocad_lines(rng, node, 62)), MONO))
        if index + 1 < len(kinds):
            nxt, _ = kinds[index + 1]
            two = False
            if nxt == "narrative":
                # every third narrative text page is set in two columns
                upcoming = narrative_seen + 1
                two = upcoming % 3 == 0
            story.append(NextPageTemplate("two" if two else "one"))
            story.append(PageBreak())
    doc.build(story)
    if doc.page != pages:
        raise SystemExit(f"make_large.py: built {doc.page} pages instead of {pages} (a page overflowed)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="PDF to write")
    parser.add_argument("--pages", type=int, default=300, help="number of pages (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the text and numbers (default 1)")
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    build(args.pages, args.out, args.seed)
    print(f"wrote {args.out}: {args.pages} pages, {args.out.stat().st_size / 1e6:.1f} MB "
          f"in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
