#!/usr/bin/env python3
"""Generate realistic sample SWPPP PDFs with ground-truth labels.

Usage::

    python samples/generate.py OUTDIR

or, from Python::

    from samples.generate import generate
    labels_path = generate(Path("out/samples"))

Each sample is a fictional New York Stormwater Pollution Prevention Plan written
for either the Village of Asharoken (Code Chapter 44, checklist ``asharoken-ch44``)
or the Town of Somers (Code Chapter 93, checklist ``somers-ch93``).  Some samples
are complete, others leave items out in the ways real submissions do: the section
is only listed in the table of contents, the heading reads "TBD", the heading has
no body, or the item is mentioned only in passing.  ``OUTDIR/labels.json`` records,
for every sample, the true status of every checklist item and the reason for each
gap (with the 1-based PDF page index where the heading or deferral sits).

All names, addresses, telephone numbers (555-01xx) and license numbers are made up.
Output is deterministic: the same text (and, with reportlab's invariant mode, the
same bytes) on every run.
"""
from __future__ import annotations

import io
import json
import sys
import zlib
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab import rl_config

rl_config.invariant = 1  # fixed dates / document ids -> byte-identical output

from reportlab.graphics.shapes import Drawing, Line, PolyLine, Polygon, String  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import inch  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    KeepTogether,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

# ---------------------------------------------------------------------------
# Checklist ids (must match ../shared/item-ids.tsv)
# ---------------------------------------------------------------------------

ASHAROKEN_IDS = [f"44-8B(1)({c})" for c in "abcdefghijklmnop"] + [
    f"44-8B(3)({c})" for c in "bcdefghi"
] + ["44-8C", "44-8E"]
SOMERS_IDS = [f"93-6A(1)({c})" for c in "abcdefghijkl"] + [
    f"93-6A(3)({c})" for c in "bcdefghi"
] + ["93-6B", "93-6D"]
PHOS = "93-6A(2)-phosphorus"
CHECKLIST_IDS = {"asharoken-ch44": ASHAROKEN_IDS, "somers-ch93": SOMERS_IDS}

ASHAROKEN_STATEMENT = (
    "I certify under penalty of law that I understand and agree to comply with the terms "
    "and conditions of the stormwater pollution prevention plan. I also understand that it "
    "is unlawful for any person to cause or contribute to a violation of water quality standards."
)
SOMERS_STATEMENT = (
    "I certify under penalty of law that I understand and agree to comply with the terms and "
    "conditions of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site "
    "staff, has received a minimum of four hours of acceptable training in erosion and sediment "
    "control within the last three years. I also understand that it is unlawful for any person "
    "to cause or contribute to a violation of water quality standards."
)

# ---------------------------------------------------------------------------
# Styles and small helpers
# ---------------------------------------------------------------------------

BASE = ParagraphStyle("base", fontName="Helvetica", fontSize=10.5, leading=14.2,
                      spaceAfter=7, alignment=TA_JUSTIFY)
ST = {
    "body": BASE,
    "left": ParagraphStyle("left", parent=BASE, alignment=0),
    "bullet": ParagraphStyle("bullet", parent=BASE, leftIndent=18, bulletIndent=6,
                             spaceAfter=3, alignment=0),
    "h1": ParagraphStyle("h1", fontName="Helvetica-Bold", fontSize=13, leading=17,
                         spaceBefore=4, spaceAfter=10, keepWithNext=1),
    "h2": ParagraphStyle("h2", fontName="Helvetica-Bold", fontSize=11, leading=14,
                         spaceBefore=8, spaceAfter=6, keepWithNext=1),
    "cell": ParagraphStyle("cell", fontName="Helvetica", fontSize=8.8, leading=10.6),
    "cellb": ParagraphStyle("cellb", fontName="Helvetica-Bold", fontSize=8.8, leading=10.6),
    "caption": ParagraphStyle("caption", fontName="Helvetica-Oblique", fontSize=9, leading=11,
                              spaceBefore=3, spaceAfter=9),
    "cover_title": ParagraphStyle("ct", fontName="Helvetica-Bold", fontSize=19, leading=24,
                                  alignment=TA_CENTER, spaceAfter=10),
    "cover_sub": ParagraphStyle("cs", fontName="Helvetica-Bold", fontSize=13.5, leading=18,
                                alignment=TA_CENTER, spaceAfter=6),
    "cover": ParagraphStyle("cv", fontName="Helvetica", fontSize=11, leading=14.5,
                            alignment=TA_CENTER, spaceAfter=2),
    "cover_small": ParagraphStyle("cvs", fontName="Helvetica", fontSize=9.5, leading=12,
                                  alignment=TA_CENTER),
    "quote": ParagraphStyle("quote", parent=BASE, leftIndent=24, rightIndent=24,
                            fontName="Helvetica-Oblique"),
    "sig": ParagraphStyle("sig", fontName="Helvetica", fontSize=10.5, leading=15, spaceAfter=1),
    "esig": ParagraphStyle("esig", fontName="Helvetica-Oblique", fontSize=13, leading=16),
}


def P(text: str, style: str = "body", markup: bool = False) -> Paragraph:
    """Paragraph; plain text is XML-escaped unless ``markup`` is set."""
    return Paragraph(text if markup else escape(text), ST[style])


def bullets(items, style="bullet"):
    return [Paragraph(escape(t), ST[style], bulletText="\u2022") for t in items]


def numbered(items):
    return [Paragraph(escape(t), ST["bullet"], bulletText=f"{i}.") for i, t in enumerate(items, 1)]


def ruled_table(header, rows, widths=None):
    """A ruled (GRID) table with wrapped Paragraph cells and a shaded header row."""
    cell = ST["cell"]
    data = [[Paragraph(escape(str(h)), ST["cellb"]) for h in header]]
    for r in rows:
        data.append([Paragraph(escape(str(x)), cell) for x in r])
    total = 6.5 * inch
    if widths is None:
        widths = [total / len(header)] * len(header)
    else:
        s = sum(widths)
        widths = [w * total / s for w in widths]
    t = Table(data, colWidths=widths, repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#D9D9D9")),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    t.spaceAfter = 10
    return t


def caption(text):
    return P(text, "caption")


def fill(ctx, text: str) -> str:
    """Resolve {sec:key} and {app:key} placeholders in sample text."""
    import re
    text = re.sub(r"\{sec:([a-z_]+)\}", lambda m: ctx.num(m.group(1)), text)
    return re.sub(r"\{app:([a-z_]+)\}", lambda m: ctx.appx(m.group(1)), text)


def PD(ctx, text: str, style: str = "body") -> Paragraph:
    return P(fill(ctx, text), style)


def title_case(text: str) -> str:
    small = {"and", "of", "or", "the", "to", "for", "in"}
    words = text.lower().split()
    keep = {"nrcs": "NRCS"}
    return " ".join(keep.get(w, w if (i and w in small) else w.capitalize())
                    for i, w in enumerate(words))


def fmt_int(x: float) -> str:
    return f"{int(round(x)):,}"


# ---------------------------------------------------------------------------
# Layout flowables
# ---------------------------------------------------------------------------


class Heading(Paragraph):
    """A section heading whose page number is recorded during the build."""

    def __init__(self, text, style, key):
        super().__init__(escape(text), ST[style])
        self.key = key


class TocLine(Flowable):
    """One table-of-contents line: title, dot leaders, right-aligned page label."""

    def __init__(self, text, page_label, level):
        super().__init__()
        self.text, self.page_label, self.level = text, page_label, level

    def wrap(self, aw, ah):
        self.width = aw
        return aw, 15.5 if self.level == 0 else 13.5

    def draw(self):
        c = self.canv
        font = "Helvetica-Bold" if self.level == 0 else "Helvetica"
        size = 10
        indent = 20 * self.level
        c.setFont(font, size)
        c.drawString(indent, 3, self.text)
        c.drawRightString(self.width, 3, self.page_label)
        start = indent + stringWidth(self.text, font, size) + 5
        end = self.width - stringWidth(self.page_label, font, size) - 5
        dot = stringWidth(".", "Helvetica", size) * 1.6
        n = int((end - start) / dot)
        c.setFont("Helvetica", size)
        for i in range(n):
            c.drawString(end - (n - i) * dot, 3, ".")


class SwpppDoc(BaseDocTemplate):
    def __init__(self, buf, ctx):
        super().__init__(buf, pagesize=letter, leftMargin=inch, rightMargin=inch,
                         topMargin=0.9 * inch, bottomMargin=0.9 * inch,
                         title=f"{ctx.s['project']} - Stormwater Pollution Prevention Plan",
                         author=ctx.s["firm"]["name"], subject=ctx.town_line,
                         creator="swppp-audit samples/generate.py")
        self.ctx = ctx
        self.heading_pages: dict[str, int] = {}
        self.table_pages: list[int] = []  # page of every drawn ruled table (for verification)
        frame = Frame(self.leftMargin, self.bottomMargin, self.width, self.height, id="f")
        self.addPageTemplates([PageTemplate(id="p", frames=[frame], onPage=self._decorate)])

    def afterFlowable(self, f):
        if isinstance(f, Table):
            self.table_pages.append(self.page)
        key = getattr(f, "key", None)
        if key and key not in self.heading_pages:
            self.heading_pages[key] = self.page

    def _decorate(self, canv, doc):
        ctx = self.ctx
        n = doc.page
        if n == 1:
            return
        canv.saveState()
        canv.setFont("Helvetica", 8)
        canv.setFillColor(colors.HexColor("#444444"))
        canv.drawString(inch, letter[1] - 0.55 * inch, ctx.s["project"])
        canv.drawRightString(letter[0] - inch, letter[1] - 0.55 * inch,
                             ctx.s.get("header_title", "Stormwater Pollution Prevention Plan"))
        canv.line(inch, letter[1] - 0.6 * inch, letter[0] - inch, letter[1] - 0.6 * inch)
        canv.drawString(inch, 0.55 * inch, ctx.s["firm"]["name"])
        canv.drawRightString(letter[0] - inch, 0.55 * inch, ctx.page_label(n, footer=True))
        canv.restoreState()


# ---------------------------------------------------------------------------
# Sample context
# ---------------------------------------------------------------------------

ROMAN = ["i", "ii", "iii", "iv"]


class Ctx:
    """Everything a renderer needs to know about one sample."""

    def __init__(self, spec: dict, index: int):
        self.s = spec
        self.index = index
        self.town = spec["town"]
        self.ash = self.town == "asharoken"
        self.checklist = "asharoken-ch44" if self.ash else "somers-ch93"
        self.ids = CHECKLIST_IDS[self.checklist]
        self.gaps = spec.get("gaps", {})
        self.offset = spec.get("page_offset", 0)
        if self.ash:
            self.town_name = "Village of Asharoken"
            self.town_line = "Village of Asharoken, Suffolk County, New York"
            self.chapter = "Chapter 44"
            self.law = "Chapter 44 of the Code of the Village of Asharoken"
            self.law_title = ("Village of Asharoken Stormwater Management and Erosion and "
                              "Sediment Control Law (Code Chapter 44)")
            self.county = "Suffolk County"
            self.plan_abbr = "SWPPP"
        else:
            self.town_name = "Town of Somers"
            self.town_line = "Town of Somers, Westchester County, New York"
            self.chapter = "Chapter 93"
            self.law = "Chapter 93 of the Code of the Town of Somers"
            self.law_title = ("Town of Somers Stormwater Management and Erosion and Sediment "
                              "Control Law (Code Chapter 93)")
            self.county = "Westchester County"
            self.plan_abbr = spec.get("plan_abbr", "SWPPP")
        self.exempt = spec.get("exempt", False)
        self.postcon = spec["postcon"]
        self.no_area = spec.get("area") is None
        self.pages = None  # heading pages after the build
        self.toc_pages = None

    # -- item status -----------------------------------------------------
    def mode(self, item):
        if item is None:
            return "present"
        if self.exempt:
            return "present" if item not in self.gaps else self.gaps[item][0]
        if self.is_postcon(item) and not self.postcon:
            return "na"
        return self.gaps.get(item, ("present",))[0]

    def gap(self, item):
        return self.gaps.get(item)

    def has(self, item):
        """True when the item's substance is present in the document."""
        return self.mode(item) == "present"

    @staticmethod
    def is_postcon(item):
        return "(3)(" in item or item == PHOS

    def status(self, item):
        if self.exempt:
            return "not_applicable"
        if self.is_postcon(item) and not self.postcon:
            return "not_applicable"
        return "present" if item not in self.gaps else "missing"

    def v(self, key, n):
        """Deterministic per-sample choice among ``n`` alternatives."""
        over = self.s.get("variants", {})
        if key in over:
            return over[key] % n
        return (self.index + zlib.crc32(key.encode())) % n

    def pick(self, key, options):
        return options[self.v(key, len(options))]

    def I(self, letter_):  # noqa: E743 - item id for a (1)(x) letter
        return (f"44-8B(1)({letter_})" if self.ash else f"93-6A(1)({letter_})")

    def PC(self, letter_):
        return (f"44-8B(3)({letter_})" if self.ash else f"93-6A(3)({letter_})")

    # -- page labels -----------------------------------------------------
    def page_label(self, pdf_page, footer=False):
        if self.offset:
            printed = pdf_page - self.offset
            if printed < 1:
                return ROMAN[pdf_page - 1]
            return f"Page {printed}" if footer else str(printed)
        return f"Page {pdf_page}" if footer else str(pdf_page)

    # -- frequently used facts -------------------------------------------
    @property
    def owner(self):
        return self.s["owner"]["name"]

    @property
    def project(self):
        return self.s["project"]

    @property
    def scale(self):
        return self.s.get("scale", "1 inch = 40 feet")

    def practices(self):
        return self.s["esc"]


# ---------------------------------------------------------------------------
# Content library: every renderer returns a list of flowables.  Renderers pick
# among alternative phrasings/forms with ctx.v() so samples differ in wording.
# ---------------------------------------------------------------------------

# ESC practice catalogue -----------------------------------------------------
ESC = {
    "silt_fence": dict(
        name="Silt fence",
        dims="36-inch-wide woven geotextile on 2 x 2-inch hardwood stakes spaced 8 ft maximum; "
             "fabric toed 6 in. into a 6 x 6-inch trench and backfilled",
        material="Woven polypropylene geotextile (Mirafi 100X or approved equal)",
        install="Install on the contour along the downslope limit of disturbance; ends turned upslope; "
                "joints overlapped and wrapped around a common stake",
        maint="Remove sediment when it reaches one-half of the fence height; replace torn, sagging "
              "or undermined fabric within 24 hours",
        insp="Weekly and within 24 hours of 0.5 in. or more of rain",
        placement="Before any clearing or grubbing within the contributing area",
        duration="Until the upslope area has a uniform 80% perennial vegetative cover",
        activity="Clearing and grubbing; mass grading",
    ),
    "entrance": dict(
        name="Stabilized construction entrance",
        dims="50 ft long by 24 ft wide by 6 in. thick",
        material="1- to 4-inch clean crushed stone over nonwoven geotextile underlayment",
        install="Place at the single construction access point; divert runoff from the entrance "
                "to a sediment control; maintain a mountable berm where the pad meets the street",
        maint="Top-dress with clean stone when voids fill with soil; sweep tracked sediment from "
              "the street at the end of each day",
        insp="Daily check by contractor; formal inspection weekly",
        placement="First item installed, before any equipment enters the site",
        duration="Until paving of the driveway or access road base course",
        activity="Site access (all phases)",
    ),
    "inlet": dict(
        name="Storm drain inlet protection",
        dims="Geotextile insert or stone-and-block filter ring around each catch basin grate",
        material="Nonwoven geotextile (Siltsack or equal) for paved inlets; 3/4-inch stone on "
                 "wire mesh for yard inlets",
        install="Install at every existing inlet receiving site runoff, and at each new inlet as "
                "soon as its grate is set",
        maint="Empty sediment after every runoff event and when the insert is one-third full",
        insp="Weekly and after each rainfall of 0.5 in. or more",
        placement="Existing inlets: before clearing; new inlets: as soon as each is constructed",
        duration="Until pavement and all upgradient areas are stabilized",
        activity="Storm drainage installation; paving",
    ),
    "trap": dict(
        name="Temporary sediment trap",
        dims="3,600 cubic feet of storage per acre of contributing drainage area (1,800 cf wet "
             "and 1,800 cf dry); 2:1 side slopes; maximum depth 5 ft",
        material="Compacted earth embankment with a crushed stone (NYSDOT No. 2) outlet section "
                 "faced with 1/2-inch stone",
        install="Excavate at the low point of the disturbed area before upslope grading; "
                "stabilize embankment with seed and mulch immediately",
        maint="Remove sediment when it has accumulated to one-half of the wet storage depth; "
              "restore outlet stone when clogged",
        insp="Weekly and after each storm of 0.5 in. or more",
        placement="Immediately after the construction entrance and perimeter fence",
        duration="Until the contributing drainage area is stabilized",
        activity="Mass grading; building pad construction",
    ),
    "sock": dict(
        name="Compost filter sock",
        dims="12-inch-diameter sock staked at 10 ft intervals",
        material="Mesh tube filled with weed-free compost meeting NYS specification",
        install="Place on level contour at the toe of slopes and around stockpiles; stake through "
                "the center of the sock",
        maint="Remove sediment when it reaches one-half of the sock height; replace split socks",
        insp="Weekly and after rainfall of 0.5 in. or more",
        placement="Before stripping topsoil in the area protected",
        duration="Until final stabilization of the protected area",
        activity="Topsoil stripping; stockpiling",
    ),
    "check_dam": dict(
        name="Stone check dams",
        dims="2 ft high at the center, spaced so the toe of the upstream dam is at the crest "
             "elevation of the downstream dam",
        material="NYSDOT Light Stone Fill (2- to 15-inch stone)",
        install="Key 6 in. into channel bottom and sides; center 6 in. lower than the abutments",
        maint="Remove sediment when it reaches one-half of the dam height; replace displaced stone",
        insp="Weekly and after each storm of 0.5 in. or more",
        placement="As each swale or ditch is excavated",
        duration="Until the swale lining is established",
        activity="Swale and ditch construction",
    ),
    "washout": dict(
        name="Concrete washout",
        dims="10 ft by 10 ft by 3 ft deep lined pit",
        material="10-mil polyethylene liner over straw bale or earthen berm",
        install="Locate at least 50 ft from any inlet or watercourse; post signage",
        maint="Remove hardened concrete when the washout is 75% full; replace torn liner",
        insp="Weekly during concrete work",
        placement="Before the first concrete pour",
        duration="Until all concrete work is complete",
        activity="Foundations and concrete flatwork",
    ),
    "curtain": dict(
        name="Floating turbidity curtain",
        dims="Type II curtain, 5 ft skirt depth, anchored every 100 ft",
        material="Impervious PVC fabric with closed-cell foam flotation and ballast chain",
        install="Deploy seaward of any work within 100 ft of mean high water before that work begins",
        maint="Repair or replace damaged sections and re-anchor after storms",
        insp="Daily during shoreline work",
        placement="Before bulkhead or outfall work begins",
        duration="Until shoreline work is complete and turbidity has settled",
        activity="Outfall / shoreline work",
    ),
}


def esc_list(ctx):
    return [ESC[k] for k in ctx.s["esc"]]


# -- (a) background -------------------------------------------------------

def r_background(ctx):
    s = ctx.s
    v = ctx.v("background", 3)
    out = []
    area = s.get("area")
    if v == 0:
        out.append(P(f"{ctx.owner} (the applicant) proposes {s['scope']} at {s['address']}, in the "
                     f"{ctx.town_name}, {ctx.county}, New York (Tax Map {s['tax_map']}). "
                     f"{s['location_desc']}"))
        out.append(P(f"The site is {s['existing_use']}. {s['type_sentence']}"))
        if area:
            out.append(P(area["sentence"]))
        if s.get("size_sentence"):
            out.append(P(s["size_sentence"]))
    elif v == 1:
        out.append(P("The following table summarizes the background information for the project."))
        rows = [
            ("Project name", ctx.project),
            ("Location", f"{s['address']} ({ctx.town_line})"),
            ("Tax map designation", s["tax_map"]),
            ("Applicant / owner", f"{ctx.owner}, {s['owner']['address']}"),
            ("Type of project", s["type_short"]),
            ("Proposed improvements", s["scope"][0].upper() + s["scope"][1:]),
        ]
        if area:
            rows.append(("Size of project", area["table"]))
        elif s.get("size_sentence"):
            rows.append(("Size of project", s["size_sentence"]))
        out.append(ruled_table(["Item", "Description"], rows, [1.5, 4.5]))
        out.append(P(f"{s['location_desc']} The site is {s['existing_use']}."))
        if area:
            out.append(P(area["sentence"]))
    else:
        out.append(P(f"The subject property lies in the {ctx.town_name} at {s['address']} and is "
                     f"identified on the {ctx.county} tax maps as {s['tax_map']}. "
                     f"{s['location_desc']} Currently the site is {s['existing_use']}."))
        out.append(P(f"The work covered by this plan consists of {s['scope']}. {s['type_sentence']}"))
        if area:
            out.append(P(area["sentence"]))
        elif s.get("size_sentence"):
            out.append(P(s["size_sentence"]))
    return out


# -- regulatory context (not an item) ----------------------------------------

def r_regulatory(ctx):
    return [PD(ctx, t) for t in ctx.s["regulatory"]] + [
        P(f"A copy of this plan will be kept at the site from the start of construction until "
          f"final stabilization.")]


def r_permits(ctx):
    rows = ctx.s.get("permits")
    if not rows:
        return [P("No other environmental permits are required for this work.")]
    return [P("The applicant will obtain the following other approvals before final approval of "
              "the stormwater plan:"),
            ruled_table(["Agency", "Approval", "Status"], rows, [2.2, 2.8, 1.5])]


# -- existing conditions (context) -----------------------------------------

def r_existing(ctx):
    return [PD(ctx, t) for t in ctx.s["existing"]]


# -- (c) soils --------------------------------------------------------------

def soil_phrase(sl, hsg=True):
    t = f"{sl[1]}, {sl[2]} ({sl[0]})"
    if hsg and sl[3]:
        t += f", hydrologic soil group {sl[3]}"
    return t


def r_soils(ctx):
    soils = ctx.s["soils"]
    hsg = ctx.mode(ctx.I("c")) != "no_hsg"
    v = ctx.v("soils", 3)
    out = []
    if v == 0:
        main = soils[0]
        out.append(P(f"The NRCS Web Soil Survey maps most of the site as {soil_phrase(main, hsg)}. "
                     + " ".join(f"{x[4]}" for x in soils[:1])))
        for sl in soils[1:]:
            out.append(P(f"A smaller area is mapped as {soil_phrase(sl, hsg)}. {sl[4]}"))
        out.append(P(ctx.s["soil_tests"]))
    elif v == 1:
        confirmed = " and confirmed by on-site test pits" if ctx.s.get("test_pits") else ""
        out.append(P(f"Soils were identified from the USDA-NRCS {ctx.county} soil survey"
                     f"{confirmed}. The mapped units are summarized below; the unit boundaries "
                     f"are shown on the site plans and the survey report is in Appendix "
                     f"{ctx.appx('soils')}."))
        if hsg:
            out.append(ruled_table(["Map unit", "Soil name", "Slope", "HSG", "Characteristics"],
                                   [(x[0], x[1], x[2], x[3], x[4]) for x in soils],
                                   [0.8, 1.7, 0.8, 0.6, 3.0]))
        else:
            out.append(ruled_table(["Map unit", "Soil name", "Slope", "Characteristics"],
                                   [(x[0], x[1], x[2], x[4]) for x in soils],
                                   [0.8, 1.9, 0.9, 3.2]))
        out.append(P(ctx.s["soil_tests"]))
    else:
        names = "; ".join(soil_phrase(x, hsg) for x in soils)
        out.append(P(f"Published soil mapping (Web Soil Survey) shows the following units within "
                     f"the limit of disturbance: {names}."))
        out.append(P(ctx.s["soil_tests"] + " " + " ".join(
            f"The {x[1]} unit: {x[4][0].lower() + x[4][1:]}" for x in soils)))
        if hsg:
            groups = sorted({x[3] for x in soils if x[3]})
            out.append(P("For the hydrologic analysis the site soils were modeled as hydrologic "
                         f"soil group{'s' if len(groups) > 1 else ''} {' and '.join(groups)}."))
    return out


# -- receiving waters ----------------------------------------------------------

def r_receiving(ctx):
    s = ctx.s
    v = ctx.v("receiving", 2)
    out = []
    if v == 0:
        out.append(P(s["receiving_path"]))
        out.append(P(s["receiving_status"]))
    else:
        rows = [(w["name"], w["class"], w["relation"]) for w in s["receiving_table"]]
        out.append(P("Stormwater leaving the site reaches the following water bodies:"))
        out.append(ruled_table(["Water body", "Classification", "Relation to site"], rows,
                               [2.0, 1.3, 3.2]))
        out.append(P(s["receiving_status"]))
    return out


# -- (p) existing runoff data ------------------------------------------------

def r_runoff_data(ctx):
    s = ctx.s
    d = s["runoff_data"]
    v = ctx.v("runoff", 2)
    out = [P(d["obs"])]
    if d.get("table") and v == 0:
        out.append(P("Existing peak runoff rates from the site, computed for the predevelopment "
                     "condition with the SCS TR-20 method (HydroCAD), are:"))
        out.append(ruled_table(["Design storm", "24-hr rainfall (in.)", "Existing peak (cfs)",
                                "Existing volume (cf)"], d["table"], [1.4, 1.4, 1.4, 1.6]))
    elif d.get("table"):
        rows = d["table"]
        txt = "; ".join(f"{r[0]} storm {r[2]} cfs" for r in rows)
        out.append(P(f"Predevelopment peak discharges at the design point were computed in "
                     f"HydroCAD as follows: {txt}."))
    out.append(P(d["records"]))
    return out


# -- (b) site map -------------------------------------------------------------

def r_sitemap(ctx):
    s = ctx.s
    v = ctx.v("sitemap", 3)
    sheets = s["sheets"]
    out = []
    somers_extra = ("" if ctx.ash else
                    " The boundaries of each mapped soil type are drawn on the existing conditions "
                    "plan, and the plans note that no material, waste, borrow or equipment storage "
                    "areas are proposed on adjacent properties.")
    if ctx.s.get("offsite_storage"):
        somers_extra = (" The boundaries of each mapped soil type are drawn on the existing "
                        "conditions plan." if not ctx.ash else "") + " " + ctx.s["offsite_storage"]
    if v == 0:
        out.append(P(f"A general location map is provided as Figure 1 in Appendix {ctx.appx('drawings')}. "
                     f"The site plan set accompanying this {ctx.plan_abbr} is drawn at {ctx.scale} "
                     f"and shows the total site area, all proposed improvements, the limit of "
                     f"disturbance and the areas that will remain undisturbed, existing trees and "
                     f"vegetation, surface waters and wetlands on and next to the site, existing "
                     f"and proposed contours (so existing and final slopes can be read), drainage "
                     f"patterns, and each point where stormwater leaves the site.{somers_extra}"))
        out.append(P("The drawings that make up the site map are:"))
        out += bullets([f"{sh[0]}  {sh[1]} ({sh[2]})" for sh in sheets])
    elif v == 1:
        out.append(P(f"The {ctx.plan_abbr} drawings listed below are bound with this report. All "
                     f"plan sheets are at a scale of {ctx.scale} or larger; the location map "
                     f"(Figure 1, Appendix {ctx.appx('drawings')}) is at 1 inch = 2,000 feet."))
        out.append(ruled_table(["Sheet", "Title", "Scale", "Information shown"],
                               [(sh[0], sh[1], sh[2], sh[3]) for sh in sheets], [0.7, 1.8, 1.0, 3.0]))
        if somers_extra:
            out.append(P(somers_extra.strip()))
    else:
        out.append(P(f"Drawing {sheets[0][0]} ({sheets[0][1]}) delineates the {s['site_words']}, "
                     f"the proposed improvements, the limit of disturbance and the land to be left "
                     f"undisturbed. It also depicts existing woods and lawn, adjacent surface "
                     f"waters and any wetlands, spot grades and one-foot contours for existing and "
                     f"final slopes, the flow arrows of the drainage patterns that construction "
                     f"could affect, and the discharge locations. The plan scale is {ctx.scale}. "
                     f"A vicinity map is included as Figure 1 in Appendix {ctx.appx('drawings')}."
                     + somers_extra))
        others = ", ".join(f"{sh[0]} ({sh[1]})" for sh in sheets[1:])
        out.append(P(f"The remaining sheets of the set are {others}."))
    return out


# -- (d) phasing ---------------------------------------------------------------

def r_phasing(ctx):
    s = ctx.s
    esc_timing = ctx.has(ctx.I("k")) if ctx.ash else ctx.has(ctx.I("j"))
    stab = ctx.has(ctx.I("g")) if ctx.ash else ctx.has(ctx.I("f"))
    v = ctx.v("phasing", 3)
    out = []
    steps = list(s["sequence"])  # base construction steps (no ESC timing)
    own_esc = any(("silt fence" in t.lower() or "entrance" in t.lower()) for t in steps)
    if esc_timing and not own_esc:
        steps.insert(1 if "meeting" in steps[0] else 0, "Install the stabilized construction entrance and the perimeter erosion and "
                        "sediment controls shown on the plans before any clearing begins.")
    if stab:
        steps.append("Spread topsoil, seed and mulch all remaining disturbed areas; stabilize any "
                     "area where work stops for 7 days or more within 14 days.")
    else:
        steps.append("Complete final grading and landscaping.")
    if esc_timing:
        steps.append("Remove temporary controls only after the areas they protect are stabilized "
                     "and the stormwater management officer has been notified.")
    limit = s.get("phase_limit")
    if limit:
        out.append(P(limit))
    if v == 0 or not s.get("phases"):
        out.append(P("Construction will proceed in the following order:"))
        out += numbered(steps)
        if s.get("phases"):
            out.append(ruled_table(["Phase", "Work", "Area disturbed", "Approx. duration"],
                                   s["phases"], [0.8, 3.2, 1.1, 1.2]))
    elif v == 1:
        out.append(P("The phases and their disturbed areas are:"))
        out.append(ruled_table(["Phase", "Work", "Area disturbed", "Approx. duration"],
                               s["phases"], [0.8, 3.2, 1.1, 1.2]))
        out.append(P("Within each phase the sequence of operations is:"))
        out += numbered(steps)
    else:
        out.append(P("The intended sequence of construction is described below. " +
                     " ".join(f"Step {i}: {t}" for i, t in enumerate(steps, 1))))
        out.append(ruled_table(["Phase", "Work", "Area disturbed", "Approx. duration"],
                               s["phases"], [0.8, 3.2, 1.1, 1.2]))
    if ctx.s.get("passing_in_phasing"):
        out.append(P(ctx.s["passing_in_phasing"]))
    return out


# -- stabilization: Asharoken (g) / Somers (f) ----------------------------------

SEED_TEMP = ("Temporary seeding: annual ryegrass at 30 lb per acre (0.7 lb per 1,000 sf), or "
             "winter rye at 100 lb per acre after September 15")
SEED_PERM = ("Permanent seeding: 4 to 6 in. of topsoil, lime and fertilizer per soil test, and a "
             "mix of 40% Kentucky bluegrass, 40% creeping red fescue and 20% perennial ryegrass "
             "applied at 5 lb per 1,000 sf")
MULCH = "Mulch: small-grain straw at 2 tons per acre (90 lb per 1,000 sf), anchored on slopes"
BLANKET = ("Erosion control blanket (North American Green S150 or equal) on all slopes of 3:1 "
           "or steeper and in swale inverts")


def r_stabilization(ctx):
    s = ctx.s
    v = ctx.v("stabilization", 3)
    std = ("" if ctx.ash else
           "The stabilization plan follows the New York State Standards and Specifications for "
           "Erosion and Sediment Control (November 2016 edition). ")
    stages = s["stages"]
    coastal = s.get("coastal_stab")
    out = []
    if v == 0:
        out.append(P(std + "Soil stabilization, runoff control and sediment control measures for "
                     "each stage of the work, from initial clearing through close-out, are listed "
                     "below."))
        out.append(ruled_table(["Stage", "Temporary measures", "Permanent measures"], stages,
                               [1.4, 2.6, 2.5]))
        out += bullets([SEED_TEMP, MULCH, SEED_PERM, BLANKET] + ([coastal] if coastal else []))
        out.append(P("Any disturbed area where work has stopped and will not resume for 7 days "
                     "will be seeded and mulched within 14 days of the last disturbance; final "
                     "stabilization means a uniform 80% perennial vegetative cover or a "
                     "permanent surface."))
    elif v == 1:
        out.append(P(std + "During clearing and grubbing the perimeter is held by silt fence and the "
                     "stone entrance, and stripped topsoil is stockpiled inside a ring of filter "
                     "sock and seeded if it will sit for more than 14 days. During mass grading, "
                     "disturbed areas that will not be worked for 7 days are seeded with annual "
                     "ryegrass at 30 lb per acre and covered with straw mulch at 2 tons per acre. "
                     "Slopes of 3:1 or steeper receive an erosion control blanket as soon as they "
                     "reach final grade."))
        out.append(P("Once utilities and pavement base are in place, landscaped areas receive 4 to "
                     "6 in. of topsoil and a permanent seed mix of Kentucky bluegrass, creeping red "
                     "fescue and perennial ryegrass (5 lb per 1,000 sf), with lime and fertilizer "
                     "per soil test. Paved surfaces, building roofs and stone-lined channels are "
                     "the permanent structural stabilization. The project is closed out when all "
                     "areas have a permanent surface or 80% perennial cover."))
        if coastal:
            out.append(P(coastal + "."))
        out.append(ruled_table(["Stage", "Temporary measures", "Permanent measures"], stages,
                               [1.4, 2.6, 2.5]))
    else:
        out.append(P(std + "Stabilization specifications:"))
        out += bullets([SEED_TEMP, MULCH, BLANKET, SEED_PERM,
                        "Dust control: water applied by tank truck as needed during dry weather"]
                       + ([coastal] if coastal else []))
        out.append(P("Timing by stage: " + " ".join(f"{a}: {b}; permanent: {c}." for a, b, c in stages)))
    return out


# -- ESC map: Asharoken (h) / Somers (g) --------------------------------------

def r_esc_map(ctx):
    s = ctx.s
    q = s["esc_qty"]
    sheet = s["esc_sheet"]
    v = ctx.v("escmap", 2)
    out = []
    if v == 0:
        out.append(P(ctx.pick("intro:escmap", [
            f"Sheet {sheet[0]}, {sheet[1]} ({ctx.scale}), locates every erosion and sediment "
            f"control practice and gives its size and length. The quantities shown on the sheet "
            f"are:",
            f"Where each control goes, and how big and how long it is, is drawn on Sheet "
            f"{sheet[0]} ({sheet[1]}, {ctx.scale}) and tabulated here:",
            f"The plan view on Sheet {sheet[0]} ({ctx.scale}) places the controls listed below; "
            f"the quantity column gives lengths in linear feet or counts."])))
        out.append(ruled_table(["Practice", "Location", "Size", "Length / quantity"],
                               q, [1.6, 2.6, 1.3, 1.1]))
    else:
        txt = " ".join(f"{r[0]}: {r[1][0].lower() + r[1][1:]}, {r[2]}, {r[3]}." for r in q)
        out.append(P(f"The erosion and sediment control plan (Sheet {sheet[0]}, at {ctx.scale}) "
                     f"shows where each control goes and how large and long it is. {txt}"))
    return out


# -- ESC practice details: Asharoken (i) / Somers (h) --------------------------

def r_esc_details(ctx):
    v = ctx.v("escdetails", 2)
    items = esc_list(ctx)
    if not ctx.ash and not ctx.has(ctx.I("f")):
        items = [dict(p, install=p["install"].replace(" with seed and mulch", ""))
                 for p in items if p["name"] != "Compost filter sock"]
    out = []
    om = not ctx.ash  # Somers (h) also needs O&M requirements
    intro = ("Dimensions, material specifications and installation details for the erosion and "
             "sediment control practices are given below and on the detail sheet "
             f"{ctx.s['detail_sheet']}.")
    if ctx.s.get("trap_sizing"):
        intro += " " + ctx.s["trap_sizing"]
    if not ctx.ash and ctx.s.get("diversion_detail"):
        intro += " " + ctx.s["diversion_detail"]
    out.append(P(intro))
    if v == 0:
        hdr = ["Practice", "Dimensions", "Materials", "Installation"] + (["Maintenance"] if om else [])
        rows = [(p["name"], p["dims"], p["material"], p["install"]) + ((p["maint"],) if om else ())
                for p in items]
        out.append(ruled_table(hdr, rows, [1.1, 1.7, 1.5, 1.9] + ([1.6] if om else [])))
    else:
        for p in items:
            txt = (f"<b>{escape(p['name'])}.</b> {escape(p['dims'])}. Material: "
                   f"{escape(p['material'])}. {escape(p['install'])}.")
            if om:
                txt += f" Maintenance: {escape(p['maint'])}."
            out.append(P(txt, markup=True))
    return out


# -- Asharoken (o) structural diversion practices --------------------------------

def r_diversion(ctx):
    s = ctx.s
    v = ctx.v("diversion", 2)
    d = s["diversions"]
    if v == 0:
        return [P(ctx.pick("intro:div", [
            "Structural practices will keep clean runoff off exposed soil and hold or slow the "
            "runoff that does cross the work area:",
            "The following structures divert, store or slow water around and across the "
            "exposed areas:"]))] + bullets(d)
    return [P("To limit runoff from exposed areas and the pollutants it carries, the plan uses "
              "the following structural measures. " + " ".join(d))]


# -- Asharoken (j) temporary -> permanent ---------------------------------------

def r_conversion(ctx):
    return [PD(ctx, t) for t in ctx.s["conversion"]]


# -- Asharoken (k) implementation schedule / Somers (j) minimum practices ------

def r_impl_schedule(ctx):
    items = esc_list(ctx)
    v = ctx.v("impl", 2)
    out = []
    if ctx.ash:
        if v == 0:
            out.append(P(ctx.pick("intro:impl", [
                "Temporary controls will be staged as follows:",
                "The table gives, for each temporary practice, when it is first put in and how "
                "long it has to stay:",
                "Staging of the temporary erosion and sediment controls (installation timing and "
                "time in service):"])))
            out.append(ruled_table(["Practice", "Initial placement", "Duration (remains until)"],
                                   [(p["name"], p["placement"], p["duration"]) for p in items],
                                   [1.6, 2.5, 2.4]))
        else:
            for p in items:
                out.append(P(f"<b>{escape(p['name'])}</b> - placed: {escape(p['placement'].lower())}; "
                             f"kept in place {escape(p['duration'].lower())}.", markup=True))
        return out
    # Somers (j): minimum practices per construction activity + schedule
    stab = ctx.has(ctx.I("f"))
    rows = [(p["activity"], p["name"], p["placement"], p["duration"]) for p in items
            if stab or p["name"] != "Compost filter sock"]
    if stab:
        rows.append(("Final grading and landscaping", "Topsoil, permanent seed and mulch; "
                     "erosion control blanket on 3:1 slopes", "Within 14 days of final grade",
                     "Permanent"))
    if v == 0:
        out.append(P("For each construction activity that disturbs soil, the minimum erosion and "
                     "sediment control practices, when each is first installed and how long it "
                     "must stay in place are:"))
        out.append(ruled_table(["Construction activity", "Minimum practice", "Initial placement",
                                "Minimum time in place"], rows, [1.5, 1.6, 1.8, 1.6]))
    else:
        out.append(P("Minimum practices and schedule by activity:"))
        for r in rows:
            out.append(P(f"<b>{escape(r[0])}</b>: {escape(r[1])}. Installed: {escape(r[2].lower())}. "
                         f"Kept: {escape(r[3].lower())}.", markup=True))
    return out


# -- Asharoken (l) maintenance schedule ----------------------------------------

def maint_rows(ctx):
    return [(p["name"], p["insp"], p["maint"]) for p in esc_list(ctx)]


def r_maint_schedule(ctx):
    v = ctx.v("maint", 2)
    if v == 0:
        return [P(ctx.pick("intro:maint", [
                    "To keep every control operating continuously and effectively, the "
                    "contractor will follow this maintenance schedule:",
                    "The contractor will inspect and service the controls on the following "
                    "schedule so that they keep working through the whole job:",
                    "Maintenance of the erosion and sediment controls - frequency and action:"])),
                ruled_table(["Practice", "Inspection frequency", "Maintenance action"],
                            maint_rows(ctx), [1.6, 2.0, 2.9])]
    return [P(f"The maintenance schedule for the erosion and sediment control practices is "
              f"provided as a table in Appendix {ctx.appx('maint')}. In summary, every practice "
              f"is checked at least weekly and after rainfall of one-half inch or more, and "
              f"repairs are made within 24 hours of discovery.")]


# -- Somers (k) inspection schedule -------------------------------------------

def r_inspection(ctx):
    v = ctx.v("inspection", 2)
    insp = ctx.s.get("inspector", "a qualified inspector (licensed professional engineer or "
                                  "CPESC) retained by the owner")
    out = []
    if v == 0:
        out.append(P(ctx.pick("intro:insp", [
            f"In accordance with the New York State Standards and Specifications for Erosion and "
            f"Sediment Control, {insp} will inspect all erosion and sediment control practices at "
            f"least once every seven calendar days and within 24 hours after any storm producing "
            f"0.5 in. of rain or more. The contractor's site superintendent will walk the "
            f"perimeter controls daily. Inspection reports go into the site logbook and "
            f"deficiencies are corrected within one business day.",
            f"The contractor and {insp} share the inspection work: the superintendent looks at "
            f"the entrance, perimeter fence and inlets every working day, and the inspector makes "
            f"a documented walk-through every seven calendar days and again within 24 hours of "
            f"any rainfall of one-half inch or more, as the Standards and Specifications "
            f"require. Findings are logged and repairs made by the next business day."])))
        out.append(ruled_table(["Practice", "Inspection frequency", "Inspected by"],
                               [(p["name"], p["insp"], "Qualified inspector / superintendent")
                                for p in esc_list(ctx)], [2.0, 2.8, 1.7]))
    else:
        out.append(P("Inspection schedule for the contractor and the owner's inspector:"))
        out += bullets([
            "Daily: superintendent checks the construction entrance, silt fence and inlet "
            "protection and sweeps the street as needed.",
            f"Weekly (every 7 days): {insp} inspects all practices and records findings.",
            "Within 24 hours of 0.5 in. of rain or more: full inspection of all practices.",
            "Before and after a shutdown (for example winter) and before removal of any practice.",
            "Deficiencies repaired within one business day; sediment removed at the trigger "
            "levels in Section " + ctx.num("esc_details") + ".",
        ])
    return out


# -- Somers (l) deviations -----------------------------------------------------

def r_deviations(ctx):
    dev = ctx.s.get("deviation")
    if dev:
        return [P(dev)]
    return [P(ctx.pick("nodev", [
        "No element of the erosion and sediment control design departs from the New York State "
        "Standards and Specifications for Erosion and Sediment Control; every practice is "
        "designed to the standard detail without modification.",
        "The design contains no deviations or alternative designs. All practices are sized and "
        "detailed as prescribed by the current New York State Standards and Specifications for "
        "Erosion and Sediment Control, so no demonstration of equivalence is needed.",
    ]))]


# -- (e) litter, chemicals, debris --------------------------------------------

def r_litter(ctx):
    v = ctx.v("litter", 3)
    no_storage = ctx.ash and not ctx.has(ctx.I("f"))
    chem = ("Paints, solvents, form oil and curing compounds will be used according to the "
            "manufacturer's label and only in the quantities needed for the day's work."
            if no_storage else
            "Fuels, oils, paints and other construction chemicals will be kept in closed, "
            "labeled containers under cover and used according to the manufacturer's label.")
    items = [
        "A covered dumpster will be kept on site for litter and general trash; it will be "
        "emptied before it overflows and never hosed out on site.",
        "Crews will pick up wind-blown litter along the perimeter at the end of each work day.",
        "Construction debris (wood, packaging, masonry) will be placed in roll-off containers "
        "and hauled to a licensed facility; no debris will be buried on site.",
        chem,
        ("Concrete trucks will wash out only in the designated lined washout."
         if "washout" in ctx.s["esc"] else
         "Concrete trucks will return to the plant to wash out; no washout water is discharged "
         "on site."),
        "Fertilizer and lime will not be applied within 24 hours of forecast rain.",
        "Portable toilets will be staked down and located away from inlets.",
    ]
    if v == 0:
        return [P("The following good-housekeeping measures will keep litter, construction "
                  "chemicals and debris from entering stormwater:")] + bullets(items)
    if v == 1:
        return [P("Litter and debris will be controlled by keeping a covered dumpster on site, "
                  "policing the site for wind-blown trash daily, and removing construction waste "
                  "in roll-off containers to a licensed transfer station. No waste will be burned "
                  "or buried. " + chem + " Truck washout is limited to the lined concrete washout, "
                  "and fertilizer will not be applied ahead of forecast rain.")]
    rows = [("Litter / trash", "Covered dumpster; daily perimeter pick-up"),
            ("Construction debris", "Roll-off containers; off-site disposal at licensed facility"),
            ("Construction chemicals", chem),
            ("Concrete washwater", "Lined washout pit only"),
            ("Sanitary waste", "Staked portable toilets serviced weekly, away from inlets")]
    return [P("Pollution sources and the controls that keep them out of runoff:"),
            ruled_table(["Source", "Control"], rows, [1.8, 4.7])]


# -- Asharoken (f) materials storage + spill ----------------------------------

def r_materials(ctx):
    v = ctx.v("materials", 2)
    rows = ctx.s["materials"]
    spill = ("A spill kit (absorbent pads, booms, granular absorbent and disposal bags) will be kept "
             "in the contractor's trailer and on each fuel truck. Spills will be contained "
             "immediately, cleaned up with dry methods, and reported to the NYSDEC Spill Hotline "
             "(1-800-457-7362) if they are a reportable quantity or reach a drain or water body. "
             "The site superintendent is the spill response coordinator.")
    if v == 0:
        return [P("Construction and waste materials expected to be stored on site, and how "
                  "exposure to stormwater will be minimized, are listed below. The list will be "
                  "updated as materials change."),
                ruled_table(["Material", "Storage location / practice", "Exposure control"],
                            rows, [1.5, 2.6, 2.4]),
                P(spill)]
    txt = " ".join(f"{r[0]}: {r[1][0].lower() + r[1][1:]}; {r[2][0].lower() + r[2][1:]}."
                   for r in rows)
    return [P("Materials stored on site and their storage practices: " + txt +
              " The inventory will be updated in the site logbook when materials change."),
            P("Spill prevention and response: " + spill)]


# -- Somers (i) industrial discharges -----------------------------------------

def r_industrial(ctx):
    return [P(ctx.pick("industrial", [
        "There are no asphalt or concrete batch plants, and no other industrial activity, on the "
        "construction site. The only stormwater discharges will be those associated with the "
        "construction activity itself.",
        "No stormwater discharges associated with industrial activity other than construction "
        "will occur. Ready-mix concrete and hot-mix asphalt will be delivered from off-site "
        "plants; no batch plant, crusher or other industrial operation will be set up on the "
        "property.",
        "None. Concrete and asphalt will be trucked in from commercial plants, and no "
        "industrial activity will take place on the site, so there are no non-construction "
        "industrial stormwater discharges to describe.",
    ]))]


# -- Asharoken (n) responsibilities -------------------------------------------

def r_responsibilities(ctx):
    rows = ctx.s["responsibilities"]
    v = ctx.v("resp", 2)
    if v == 0:
        return [P(ctx.pick("intro:resp", [
                    "Responsibility for carrying out this SWPPP is divided by party and by part "
                    "of the site as follows:",
                    "Who does what, and where, under this plan:"])),
                ruled_table(["Party", "Part of site", "SWPPP responsibilities"], rows,
                            [1.7, 1.7, 3.1])]
    return [P(f"{r[0]} - {r[1]}: {r[2]}") for r in rows]


# -- Asharoken inspections (context) ------------------------------------------

def r_inspections_ctx(ctx):
    return [P("A qualified professional retained by the owner will inspect the erosion and "
              "sediment controls and keep the reports in a site logbook available to the "
              "Stormwater Management Officer. The Village will be notified at least 48 hours "
              "before the start of construction, installation of the sediment and erosion "
              "controls, completion of clearing, rough grading and final grading, and "
              "completion of final landscaping.")]


# -- postconstruction ------------------------------------------------------------

def r_postcon_na(ctx):
    return [PD(ctx, t) for t in ctx.s["postcon_na"]]


def r_pc_intro(ctx):
    return [P(ctx.s.get("pc_intro", "The permanent stormwater management practices for the "
                        "project are described in the following subsections."))]


def r_phosphorus(ctx):
    s = ctx.s
    if ctx.mode(PHOS) == "no_phosphorus":
        return [P(s["pc_standard_plain"])]
    return [P(s["pc_standard_phos"])]


def r_pc_desc(ctx):
    v = ctx.v("pcdesc", 2)
    pr = ctx.s["pc"]
    if v == 0:
        return [P(f"<b>{escape(p['name'])}.</b> {escape(p['desc'])}", markup=True) for p in pr]
    return [P("Each permanent practice and its function:"),
            ruled_table(["Practice", "Type", "Function"],
                        [(p["name"], p["type"], p["desc"]) for p in pr], [1.6, 1.4, 3.5])]


def r_pc_map(ctx):
    s = ctx.s
    sheet = s["pc_sheet"]
    v = ctx.v("pcmap", 2)
    rows = [(p["name"], p["where"], p["size"]) for p in s["pc"]]
    if v == 0:
        return [P(ctx.pick("intro:pcmap", [
                    f"Sheet {sheet[0]}, {sheet[1]}, drawn at {ctx.scale}, shows the specific "
                    f"location and size of each postconstruction practice:",
                    f"The permanent practices are located and dimensioned on Sheet {sheet[0]} "
                    f"({ctx.scale}) as summarized below:"])),
                ruled_table(["Practice", "Location", "Size"], rows, [1.8, 2.7, 2.0])]
    return [P(f"The locations and sizes of the permanent practices are shown on Sheet {sheet[0]} "
              f"({sheet[1]}). " + " ".join(f"{r[0]}: {r[1]}; {r[2]}." for r in rows))]


def r_pc_hh(ctx):
    s = ctx.s
    hh = s["hh"]
    out = [P(hh["method"])]
    if hh.get("sub"):
        out.append(ruled_table(hh["sub_hdr"], hh["sub"], hh.get("sub_w")))
    if hh.get("routing"):
        out.append(P(hh.get("routing_intro", "Routing results for the structural components:")))
        out.append(ruled_table(hh["routing_hdr"], hh["routing"], hh.get("routing_w")))
    if hh.get("after"):
        out.append(P(hh["after"]))
    return out


def r_pc_compare(ctx):  # Asharoken (e)
    c = ctx.s["compare"]
    return [P(c["text"]),
            ruled_table(["Design storm", "Predevelopment peak (cfs)", "Postdevelopment peak (cfs)",
                         "Change"], c["rows"], [1.4, 1.7, 1.7, 1.2]),
            P(c.get("after", ""))]


def r_pc_sizing(ctx):  # Somers (e)
    sz = ctx.s["sizing"]
    out = [P(sz["text"])]
    out.append(ruled_table(["Criterion", "Design Manual requirement", "Calculation", "Provided"],
                           sz["rows"], [1.1, 1.9, 2.2, 1.3]))
    if sz.get("after"):
        out.append(P(sz["after"]))
    return out


def r_pc_details(ctx):
    pr = ctx.s["pc"]
    v = ctx.v("pcdet", 2)
    if v == 0:
        out = [P(f"Construction details are on Sheet {ctx.s['detail_sheet']}. Dimensions, "
                 f"materials and installation requirements for each practice:")]
        for p in pr:
            out.append(P(f"<b>{escape(p['name'])}</b>", markup=True))
            out += bullets(p["details"])
        return out
    return [P("Dimensions, material specifications and installation details of each permanent "
              "practice:"),
            ruled_table(["Practice", "Dimensions / materials / installation"],
                        [(p["name"], " ".join(d + "." for d in p["details"])) for p in pr],
                        [1.6, 4.9])]


def r_pc_maint(ctx):
    s = ctx.s
    rows = s["pc_maint"]
    out = [P(s["pc_maint_intro"])]
    hdr = ["Practice", "Task", "Frequency"]
    out.append(ruled_table(hdr, rows, [1.6, 3.3, 1.6]))
    if s.get("pc_maint_after"):
        out.append(P(s["pc_maint_after"]))
    return out


def r_pc_easement(ctx):
    return [PD(ctx, t) for t in ctx.s["easement"]]


def r_pc_agreement(ctx):
    return [PD(ctx, t) for t in ctx.s["agreement"]]


# -- certifications --------------------------------------------------------------

def sig_block(rows, signed=True):
    """Ruled two-column block of label / entry rows; blank entries when unsigned."""
    data = []
    for label, value in rows:
        data.append([Paragraph(escape(label), ST["cellb"]),
                     Paragraph(escape(value) if signed else "", ST["cell"])])
    t = Table(data, colWidths=[1.9 * inch, 4.6 * inch], rowHeights=[22] * len(data))
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#EFEFEF")),
    ]))
    t.spaceAfter = 10
    return t


def line_block(rows, signed=True):
    out = []
    for label, value in rows:
        if signed:
            out.append(P(f"{escape(label)}: <u>{escape(value)}</u>", "sig", markup=True))
        else:
            out.append(P(f"{escape(label)}: ________________________________________", "sig"))
    return out


def r_plan_cert(ctx):
    s = ctx.s
    pr = s["preparer"]
    item = "44-8C" if ctx.ash else "93-6B"
    signed = ctx.mode(item) != "unsigned"
    v = ctx.v("plancert", 3)
    lic_kind = pr.get("kind", "professional engineer")
    if v == 0:
        stmt = (f"I hereby certify that this Stormwater Pollution Prevention Plan was prepared by "
                f"me or under my direct supervision, and that the design of all stormwater "
                f"management practices described herein meets the requirements of {ctx.law}.")
    elif v == 1:
        stmt = (f"I hereby certify that I am a {lic_kind} licensed in the State of New York, that "
                f"I prepared this plan for {ctx.project}, and that the stormwater management "
                f"practices designed for the project comply with the {ctx.law_title}.")
    else:
        stmt = (f"I hereby certify that, to the best of my knowledge, information and belief, the "
                f"erosion and sediment control and stormwater management practices in this plan "
                f"were designed by me and conform to the New York State Standards and "
                f"Specifications for Erosion and Sediment Control, the New York State Stormwater "
                f"Management Design Manual and {ctx.law}.")
    out = [P(stmt)]
    labels = ctx.pick("labels:plancert", [
        ("Name", "License", "Firm", "Address", "Date"),
        ("Printed name", "NYS license no.", "Company", "Office address", "Date signed"),
        ("Preparer", "License", "Firm", "Firm address", "Date of certification")])
    values = (pr["name"], pr["license"], s["firm"]["name"], s["firm"]["address"], s["date"])
    rows = list(zip(labels, values))
    if signed:
        out.append(Spacer(1, 14))
        out.append(P(f"/s/ {pr['name']}", "esig"))
        out.append(P("______________________________________  (Signature and seal)", "sig"))
    else:
        out.append(Spacer(1, 24))
        out.append(P("______________________________________  (Signature and seal)", "sig"))
    out.append(Spacer(1, 8))
    if ctx.v("sigstyle", 2) == 0:
        out.append(sig_block(rows, signed))
    else:
        out += line_block(rows, signed)
    return out


def r_contractor_cert(ctx):
    s = ctx.s
    item = "44-8E" if ctx.ash else "93-6D"
    mode = ctx.mode(item)
    statement = ASHAROKEN_STATEMENT if (ctx.ash or mode == "no_training") else SOMERS_STATEMENT
    if mode == "no_training":
        statement = statement.replace("stormwater pollution prevention plan",
                                      "Stormwater Pollution Prevention Plan")
    signed = mode != "unsigned"
    who = ("be involved in soil disturbance or stormwater management practice installation"
           if ctx.ash else "install, construct, repair, inspect or maintain the erosion and "
           "sediment control practices or install the postconstruction stormwater management "
           "practices")
    out = [P(ctx.pick("intro:cc", [
        f"Each contractor and subcontractor identified in this plan who will {who} must sign "
        f"the following statement before starting work. The signed statements become part of "
        f"this {ctx.plan_abbr}.",
        f"Before any land development activity begins, every contractor and subcontractor who "
        f"will {who} signs and dates the statement below; the signed pages are kept with this "
        f"{ctx.plan_abbr} on site.",
        f"Contractor certification statement(s), signed before work starts by each firm that "
        f"will {who}:"]))]
    style = ctx.v("ccstyle", 2)
    for i, c in enumerate(s["contractors"]):
        if i:
            out.append(CondPageBreak(4.2 * inch))
            out.append(Spacer(1, 10))
        block = [P(f"<b>{'Contractor' if i == 0 else 'Subcontractor'} certification</b>", "left",
                   markup=True),
                 P("\u201c" + statement + "\u201d", "quote")]
        if ctx.town == "somers" and mode != "no_training" and c.get("training"):
            block.append(P(f"Trained individual: {c['training']}", "left"))
        labels = ctx.pick("labels:cc", [
            ("Name of signer", "Title", "Firm", "Firm address", "Telephone", "Site address",
             "Date"),
            ("Name (print)", "Title", "Company", "Company address", "Phone", "Site / project "
             "address", "Date signed"),
            ("Printed name", "Position", "Contracting firm", "Address of firm", "Telephone no.",
             "Project location", "Date")])
        values = (c["signer"], c["title"], c["firm"], c["address"], c["phone"], s["site_id"],
                  c["date"])
        rows = list(zip(labels, values))
        if signed:
            block.append(P(f"/s/ {c['signer']}", "esig"))
        block.append(P("Signature: ______________________________", "sig"))
        if style == 0:
            block.append(sig_block(rows, signed))
        else:
            block += line_block(rows, signed)
        out.append(KeepTogether(block))
    return out


# -- appendices ----------------------------------------------------------------

def a_soils(ctx):
    hsg = ctx.mode(ctx.I("c")) != "no_hsg"
    soils = ctx.s["soils"]
    out = [P(f"USDA Natural Resources Conservation Service, Web Soil Survey, {ctx.county}, New York "
             f"(accessed {ctx.s['soil_date']}). Map unit summary for the area of interest:")]
    if hsg:
        out.append(ruled_table(["Map unit symbol", "Map unit name", "Hydrologic soil group",
                                "Drainage class", "Depth to water table"],
                               [(x[0], f"{x[1]}, {x[2]}", x[3] or "Not rated", x[5], x[6])
                                for x in soils], [0.9, 2.2, 1.0, 1.3, 1.1]))
    else:
        out.append(ruled_table(["Map unit symbol", "Map unit name", "Drainage class",
                                "Depth to water table"],
                               [(x[0], f"{x[1]}, {x[2]}", x[5], x[6]) for x in soils],
                               [1.0, 2.6, 1.5, 1.4]))
    if ctx.s.get("test_pits"):
        out.append(P("Test pit observations:"))
        out.append(ruled_table(["Test pit", "Depth (in.)", "Description",
                                "Groundwater / mottling"], ctx.s["test_pits"],
                               [0.8, 0.9, 3.2, 1.6]))
    return out


def a_maint(ctx):
    return [P("Maintenance schedule for the erosion and sediment control practices. The "
              "contractor keeps a copy in the site logbook."),
            ruled_table(["Practice", "Inspection", "Maintenance"], maint_rows(ctx),
                        [1.6, 2.0, 2.9])]


def location_map(ctx):
    d = Drawing(440, 300)
    m = ctx.s.get("map", {})
    if m.get("water"):
        d.add(Polygon(m["water"], fillColor=colors.HexColor("#CFE3F3"),
                      strokeColor=colors.HexColor("#6A8CAF"), strokeWidth=0.8))
        d.add(String(m["water_label"][0], m["water_label"][1], m["water_label"][2],
                     fontName="Helvetica-Oblique", fontSize=9))
    for road in m.get("roads", []):
        d.add(PolyLine(road[0], strokeColor=colors.HexColor("#555555"), strokeWidth=2.2))
        d.add(String(road[1], road[2], road[3], fontName="Helvetica", fontSize=7.5))
    d.add(Polygon(m.get("site", [200, 140, 250, 150, 245, 190, 205, 185]),
                  fillColor=colors.HexColor("#F4C7A1"), strokeColor=colors.red, strokeWidth=1.5))
    sx, sy = m.get("site_label", (212, 160))
    d.add(String(sx, sy, "SITE", fontName="Helvetica-Bold", fontSize=9, fillColor=colors.red))
    d.add(Line(410, 250, 410, 285, strokeWidth=1.2))
    d.add(Polygon([404, 275, 410, 288, 416, 275], fillColor=colors.black))
    d.add(String(406, 238, "N", fontName="Helvetica-Bold", fontSize=10))
    return d


def a_drawings(ctx):
    s = ctx.s
    out = []
    if s.get("figure", True):
        out.append(location_map(ctx))
        out.append(caption(f"Figure 1. General location map - {ctx.project}, {ctx.town_line}. "
                           f"Scale 1 inch = 2,000 feet (approximate). Source: USGS 7.5-minute "
                           f"quadrangle, {s.get('quad', 'Mohegan Lake')}."))
    if ctx.has(ctx.I("b")):
        out.append(P("Drawing index:"))
        out.append(ruled_table(["Sheet", "Title", "Scale", "Latest revision"],
                               [(sh[0], sh[1], sh[2], s["date"]) for sh in s["sheets"]],
                               [0.8, 3.0, 1.3, 1.4]))
    else:
        out.append(P("Plan sheets are not bound with this report."))
    return out


def a_calcs(ctx):
    c = ctx.s["calcs"]
    out = [P(c["intro"])]
    for title, hdr, rows, w in c["tables"]:
        out.append(P(f"<b>{escape(title)}</b>", "left", markup=True))
        out.append(ruled_table(hdr, rows, w))
    return out


def a_inspection_form(ctx):
    rows = [(p["name"], "", "", "") for p in esc_list(ctx)]
    return [P("Construction site inspection report (blank form; copies are kept in the site "
              "logbook)."),
            P("Date: ____________   Inspector: ______________________   Rainfall since last "
              "inspection (in.): ______", "left"),
            ruled_table(["Practice", "Condition (OK / needs repair)", "Corrective action",
                         "Date corrected"], rows, [1.8, 1.6, 2.0, 1.1])]


def a_agreement(ctx):
    return [PD(ctx, t) for t in ctx.s["agreement_appendix"]]


def a_exemption(ctx):
    return [PD(ctx, t) for t in ctx.s["exemption_letter"]]


APPENDIX_RENDER = {
    "soils": a_soils, "maint": a_maint, "drawings": a_drawings, "calcs": a_calcs,
    "inspection_form": a_inspection_form, "agreement": a_agreement, "exemption": a_exemption,
}

APPENDIX_TITLES = {
    "soils": ["SOILS INFORMATION", "SOIL SURVEY REPORT", "NRCS SOIL DATA AND TEST PITS"],
    "maint": ["EROSION AND SEDIMENT CONTROL MAINTENANCE SCHEDULE", "MAINTENANCE SCHEDULE"],
    "drawings": ["LOCATION MAP AND DRAWING INDEX", "SITE LOCATION MAP AND PLAN SHEETS"],
    "calcs": ["STORMWATER CALCULATIONS", "HYDROLOGIC AND HYDRAULIC CALCULATIONS"],
    "inspection_form": ["INSPECTION REPORT FORM", "SAMPLE INSPECTION FORM"],
    "agreement": ["DRAFT STORMWATER MAINTENANCE AGREEMENT"],
    "exemption": ["CORRESPONDENCE"],
}


# ---------------------------------------------------------------------------
# Outline
# ---------------------------------------------------------------------------

class Sec:
    def __init__(self, key, level, titles, item=None, render=None, newpage=False):
        self.key, self.level, self.titles, self.item = key, level, titles, item
        self.render, self.newpage = render, newpage
        self.title = None
        self.num = None


def outline(ctx):
    A = ctx.ash
    I, PCi = ctx.I, ctx.PC
    secs = [
        Sec("intro", 0, ["INTRODUCTION", "PROJECT DESCRIPTION", "PROJECT OVERVIEW"], newpage=True),
        Sec("background", 1, ["Project Background", "Project Location and Scope",
                               "Description of the Project"], I("a"), r_background),
        Sec("regulatory", 1, ["Regulatory Applicability", "Applicable Regulations",
                               "Permitting Framework"], None, r_regulatory),
        Sec("permits", 1, ["Other Environmental Permits", "Other Approvals"], None, r_permits),
        Sec("site", 0, ["EXISTING SITE CONDITIONS", "SITE DESCRIPTION"], newpage=True),
        Sec("existing", 1, ["Topography, Vegetation and Drainage", "Existing Site Features"],
            None, r_existing),
        Sec("soils", 1, ["Soils", "Site Soils", "Soil Description"], I("c"), r_soils),
        Sec("receiving", 1, ["Receiving Waters", "Receiving Water Bodies",
                              "Discharge Points and Receiving Waters"],
            I("m") if A else None, r_receiving),
    ]
    if A:
        secs.append(Sec("runoff_data", 1, ["Existing Stormwater Runoff Data",
                                           "Existing Drainage Data",
                                           "Existing Runoff Characteristics"], I("p"), r_runoff_data))
    secs += [
        Sec("sitemap", 1, ["Site Map and Construction Drawings", "Site Plans", "SWPPP Drawings"],
            I("b"), r_sitemap),
        Sec("phasing", 0, ["CONSTRUCTION PHASING AND SEQUENCE", "CONSTRUCTION SEQUENCE",
                           "SEQUENCE OF CONSTRUCTION"], I("d"), r_phasing, newpage=True),
        Sec("esc", 0, ["EROSION AND SEDIMENT CONTROL", "EROSION AND SEDIMENT CONTROL PLAN",
                       "TEMPORARY EROSION AND SEDIMENT CONTROLS"], newpage=True),
    ]
    if A:
        secs += [
            Sec("stabilization", 1, ["Soil Stabilization Measures", "Stabilization, Runoff and "
                                     "Sediment Control by Stage", "Structural and Vegetative Measures"],
                I("g"), r_stabilization),
            Sec("esc_map", 1, ["Erosion and Sediment Control Plan Drawings",
                               "Location of Erosion and Sediment Controls"], I("h"), r_esc_map),
            Sec("esc_details", 1, ["Practice Details and Specifications",
                                   "Erosion and Sediment Control Details"], I("i"), r_esc_details),
            Sec("diversion", 1, ["Structural Practices", "Runoff Diversion and Storage"],
                I("o"), r_diversion),
            Sec("conversion", 1, ["Temporary Practices Converted to Permanent Controls",
                                  "Conversion of Temporary Practices"], I("j"), r_conversion),
            Sec("impl", 1, ["Implementation Schedule", "Schedule for Temporary Practices"],
                I("k"), r_impl_schedule),
            Sec("maint", 1, ["Maintenance Schedule", "Maintenance of Erosion and Sediment "
                             "Controls"], I("l"), r_maint_schedule),
            Sec("pollution", 0, ["POLLUTION PREVENTION", "GOOD HOUSEKEEPING AND POLLUTION "
                                 "PREVENTION"], newpage=True),
            Sec("litter", 1, ["Litter, Construction Chemicals and Debris", "Control of Litter "
                              "and Debris"], I("e"), r_litter),
            Sec("materials", 1, ["Material Storage and Spill Response", "Construction and Waste "
                                 "Materials"], I("f"), r_materials),
            Sec("resp", 0, ["SWPPP IMPLEMENTATION RESPONSIBILITIES", "RESPONSIBLE PARTIES"],
                I("n"), r_responsibilities, newpage=True),
            Sec("inspections", 0, ["INSPECTIONS AND RECORDKEEPING", "SITE INSPECTIONS"],
                None, r_inspections_ctx),
        ]
    else:
        secs += [
            Sec("stabilization", 1, ["Soil Stabilization Plan", "Temporary and Permanent "
                                     "Stabilization"], I("f"), r_stabilization),
            Sec("esc_map", 1, ["Erosion and Sediment Control Plan Drawings",
                               "Location of Erosion and Sediment Controls"], I("g"), r_esc_map),
            Sec("esc_details", 1, ["Practice Details, Specifications and Maintenance",
                                   "Erosion and Sediment Control Details"], I("h"), r_esc_details),
            Sec("min_practices", 1, ["Minimum Practices and Implementation Schedule",
                                     "Practices by Construction Activity"], I("j"), r_impl_schedule),
            Sec("inspection", 1, ["Inspection Schedule", "Inspections"], I("k"), r_inspection),
            Sec("deviations", 1, ["Deviations from the NYS Standards",
                                  "Non-Conforming Design Elements"], I("l"), r_deviations),
            Sec("pollution", 0, ["POLLUTION PREVENTION", "GOOD HOUSEKEEPING AND POLLUTION "
                                 "PREVENTION"], newpage=True),
            Sec("litter", 1, ["Litter, Construction Chemicals and Debris", "Control of Litter "
                              "and Debris"], I("e"), r_litter),
            Sec("industrial", 1, ["Industrial Stormwater Discharges", "Non-Construction "
                                  "Discharges"], I("i"), r_industrial),
        ]
    # postconstruction
    pc_titles = ["POSTCONSTRUCTION STORMWATER MANAGEMENT", "PERMANENT STORMWATER MANAGEMENT",
                 "POST-CONSTRUCTION STORMWATER CONTROLS"]
    if ctx.postcon and not ctx.exempt:
        secs.append(Sec("postcon", 0, pc_titles, None, r_pc_intro, newpage=True))
        if not A:
            secs.append(Sec("pc_standards", 1, ["Design Standards", "Water Quality Design Basis"],
                            PHOS, r_phosphorus))
        secs += [
            Sec("pc_desc", 1, ["Description of Postconstruction Practices",
                               "Stormwater Management Practices"], PCi("b"), r_pc_desc),
            Sec("pc_map", 1, ["Practice Locations", "Stormwater Management Plan Drawings"],
                PCi("c"), r_pc_map),
            Sec("pc_hh", 1, ["Hydrologic and Hydraulic Analysis", "Hydrologic Analysis"],
                PCi("d"), r_pc_hh),
        ]
        if A:
            secs.append(Sec("pc_compare", 1, ["Predevelopment and Postdevelopment Comparison",
                                              "Comparison of Runoff Conditions"], PCi("e"),
                            r_pc_compare))
        else:
            secs.append(Sec("pc_sizing", 1, ["Sizing Criteria Summary", "Summary of Sizing "
                                             "Calculations"], PCi("e"), r_pc_sizing))
        secs += [
            Sec("pc_details", 1, ["Practice Details", "Construction Details"], PCi("f"),
                r_pc_details),
            Sec("pc_maint", 1, ["Postconstruction Maintenance Schedule" if A else
                                "Operation and Maintenance Plan", "Long-Term Maintenance"],
                PCi("g"), r_pc_maint),
            Sec("pc_easement", 1, ["Maintenance Easements", "Access Easements"], PCi("h"),
                r_pc_easement),
            Sec("pc_agreement", 1, ["Inspection and Maintenance Agreement",
                                    "Maintenance Agreement"], PCi("i"), r_pc_agreement),
        ]
    else:
        secs.append(Sec("postcon", 0, pc_titles, None, r_postcon_na, newpage=True))
    secs += [
        Sec("certs", 0, ["CERTIFICATIONS", "CERTIFICATION STATEMENTS"], newpage=True),
        Sec("plan_cert", 1, ["Preparer's Certification", "Professional Certification",
                             "Plan Certification"], "44-8C" if A else "93-6B", r_plan_cert),
        Sec("contractor_cert", 1, ["Contractor Certification", "Contractor and Subcontractor "
                                   "Certifications"], "44-8E" if A else "93-6D", r_contractor_cert,
            newpage=True),
    ]
    return secs


def appendix_list(ctx):
    """Ordered appendix keys present in this sample."""
    out = []
    if ctx.s.get("exemption_letter"):
        out.append("exemption")
    if ctx.has(ctx.I("c")) or ctx.mode(ctx.I("c")) == "no_hsg":
        out.append("soils")
    if ctx.ash and ctx.has(ctx.I("l")) and ctx.v("maint", 2) == 1:
        out.append("maint")
    out.append("drawings")
    if ctx.postcon and not ctx.exempt and ctx.s.get("calcs"):
        out.append("calcs")
    if ctx.s.get("inspection_form") and (ctx.ash or ctx.has(ctx.I("k"))):
        out.append("inspection_form")
    if ctx.postcon and not ctx.exempt and ctx.s.get("agreement_appendix") and ctx.has(ctx.PC("i")):
        out.append("agreement")
    return out


# ---------------------------------------------------------------------------
# Building a document
# ---------------------------------------------------------------------------

class Builder:
    def __init__(self, ctx: Ctx):
        self.ctx = ctx
        self.secs = outline(ctx)
        self.apps = appendix_list(ctx)
        ctx.appx = self.appx
        ctx.num = self.num
        self._number()

    def appx(self, key):
        return "ABCDEFGH"[self.apps.index(key)] if key in self.apps else "?"

    def num(self, key):
        for s in self.secs:
            if s.key == key:
                return s.num or ""
        return ""

    def _in_toc(self, sec):
        m = self.ctx.mode(sec.item)
        return m not in ("absent", "passing_in")

    def _in_body(self, sec):
        m = self.ctx.mode(sec.item)
        return m not in ("absent", "passing_in", "toc_only")

    def _number(self):
        ctx = self.ctx
        major = 0
        minor = 0
        for s in self.secs:
            s.title = ctx.pick("title:" + s.key, s.titles)
            if not self._in_toc(s):
                continue
            if s.level == 0:
                major += 1
                minor = 0
                s.num = f"{major}.0"
            else:
                minor += 1
                s.num = f"{major}.{minor}"
        # a section whose only children are all dropped keeps its heading; fine.

    # -- cover -----------------------------------------------------------
    def cover(self):
        ctx, s = self.ctx, self.ctx.s
        doc_title = s.get("doc_title", "STORMWATER POLLUTION PREVENTION PLAN")
        out = [Spacer(1, 30), P(doc_title, "cover_title"), Spacer(1, 6),
               P(ctx.project, "cover_sub"), P(s["address"], "cover"),
               P(f"Tax Map: {s['tax_map']}", "cover"), Spacer(1, 8),
               P(ctx.town_line, "cover_sub"),
               P(s.get("cover_chapter", f"Prepared pursuant to {ctx.law}"), "cover"),
               Spacer(1, 28),
               P("<b>Prepared for:</b>", "cover", markup=True), P(s["owner"]["name"], "cover"),
               P(s["owner"]["address"], "cover"), Spacer(1, 16),
               P("<b>Prepared by:</b>", "cover", markup=True), P(s["firm"]["name"], "cover"),
               P(s["firm"]["address"], "cover"), P(f"Tel. {s['firm']['phone']}", "cover"),
               P(f"Contact: {s['firm']['contact']}", "cover"), Spacer(1, 28),
               P(s["date"] if not s.get("revised") else f"{s['date']}<br/>{s['revised']}",
                 "cover_sub", markup=True)]
        if s.get("cover_note"):
            out += [Spacer(1, 18), P(s["cover_note"], "cover_small")]
        out.append(PageBreak())
        return out

    # -- TOC ---------------------------------------------------------------
    def toc(self, pages):
        ctx = self.ctx
        out = [P("TABLE OF CONTENTS", "h1"), Spacer(1, 4)]
        entries = self.toc_entries()
        for idx, (key, text, level) in enumerate(entries):
            pg = pages.get(key) if pages else None
            if pages and pg is None:  # listed but not in the body: borrow the next page number
                pg = next((pages[k] for k, _, _ in entries[idx + 1:] if pages.get(k)), None)
            label = ctx.page_label(pg) if pg else "00"
            line = TocLine(text, label, level)
            line.key = "toc:" + key
            out.append(line)
        out.append(PageBreak())
        return out

    def toc_entries(self):
        entries = []
        for s in self.secs:
            if self._in_toc(s):
                entries.append((s.key, f"{s.num}  {s.title}", s.level))
        for i, a in enumerate(self.apps):
            entries.append((f"app:{a}", f"Appendix {'ABCDEFGH'[i]}  "
                            f"{title_case(self.ctx.pick('apptitle:' + a, APPENDIX_TITLES[a]))}",
                            0))
        return entries

    # -- body ----------------------------------------------------------------
    def body(self):
        ctx = self.ctx
        out = []
        passing_in = {}
        for s in self.secs:
            m = ctx.mode(s.item)
            if m == "passing_in":
                host, text = ctx.gaps[s.item][1], ctx.gaps[s.item][2]
                passing_in.setdefault(host, []).append(text)
        ctx.s["passing_in_phasing"] = " ".join(passing_in.get("phasing", [])) or None
        first = True
        for s in self.secs:
            if not self._in_body(s):
                continue
            m = ctx.mode(s.item)
            if s.newpage and not first:
                out.append(PageBreak())
            first = False
            style = "h1" if s.level == 0 else "h2"
            out.append(Heading(f"{s.num}  {s.title}", style, s.key))
            if m in ("present", "na", "no_hsg", "no_training", "unsigned", "no_phosphorus"):
                if s.render:
                    out += s.render(ctx)
            elif m == "defer":
                out.append(P(ctx.gaps[s.item][1]))
            elif m == "passing":
                out.append(P(ctx.gaps[s.item][1]))
            elif m == "empty":
                pass
            else:
                raise ValueError(f"unknown mode {m} for {s.item}")
            for t in passing_in.get(s.key, []):
                if s.key != "phasing":
                    out.append(P(t))
        for i, a in enumerate(self.apps):
            out.append(PageBreak())
            title = ctx.pick("apptitle:" + a, APPENDIX_TITLES[a])
            out.append(Heading(f"APPENDIX {'ABCDEFGH'[i]} - {title}", "h1", f"app:{a}"))
            out += APPENDIX_RENDER[a](ctx)
        return out

    def build(self):
        ctx = self.ctx
        story_pages = None
        for attempt in range(3):
            buf = io.BytesIO()
            doc = SwpppDoc(buf, ctx)
            story = self.cover() + self.toc(story_pages) + self.body()
            doc.build(story)
            if story_pages is not None and doc.heading_pages == story_pages:
                break
            story_pages = dict(doc.heading_pages)
        else:  # pragma: no cover
            raise RuntimeError("TOC pagination did not converge")
        self.pages = doc.heading_pages
        self.table_pages = doc.table_pages
        self.n_pages = doc.page
        return buf.getvalue()


# ---------------------------------------------------------------------------
# Labels
# ---------------------------------------------------------------------------

def gap_reason(b: Builder, item):
    """Why ``item`` is missing; page numbers are 1-based PDF page indices (plus the printed
    footer label when the sample's printed numbering is offset)."""
    ctx = b.ctx
    g = ctx.gaps[item]
    mode = g[0]
    sec = next((s for s in b.secs if s.item == item), None)
    label = f"'{sec.num} {sec.title}'" if sec and sec.num else ""

    def pg(n):
        if n and ctx.offset:
            return f"{n} (printed page label '{ctx.page_label(n)}')"
        return n

    page = pg(b.pages.get(sec.key)) if sec else None
    toc_page = pg(b.pages.get("toc:" + sec.key)) if sec else 2
    if mode == "toc_only":
        return (f"listed in the table of contents (page {toc_page}) as {label}, but the section "
                f"and its content do not appear anywhere in the body")
    if mode == "absent":
        return "not addressed anywhere: no section, table, appendix or table-of-contents entry"
    if mode == "defer":
        return f"heading {label} on page {page} says only '{g[1]}'"
    if mode == "empty":
        return (f"heading {label} on page {page} has no text under it; the next heading follows "
                f"immediately")
    if mode == "passing":
        return (f"heading {label} on page {page} says only '{g[1]}' - a passing mention with no "
                f"substance")
    if mode == "passing_in":
        host = next(s for s in b.secs if s.key == g[1])
        return (f"no section of its own; mentioned only in passing in section '{host.num} "
                f"{host.title}' on page {pg(b.pages.get(host.key))}: '{g[2]}'")
    if mode == "no_hsg":
        ap = pg(b.pages.get("app:soils"))
        return (f"soils are described in section {label} on page {page} and in the Appendix "
                f"{b.appx('soils')} soil table (page {ap}), but no hydrologic soil group (HSG) "
                f"is identified anywhere in the document")
    if mode == "no_training":
        return (f"contractor certification on page {page} uses the statement without the clause "
                f"that the signer or on-site staff received four hours of erosion and sediment "
                f"control training within the last three years")
    if mode == "unsigned":
        return (f"certification statement on page {page} is present, but the signer block is "
                f"blank: no name, title, license/firm details, signature or date filled in")
    if mode == "no_phosphorus":
        return (f"section {label} on page {page} sizes the practices to the standard Design "
                f"Manual water quality volume (90% rule); nowhere does the plan state that the "
                f"postconstruction controls meet the enhanced phosphorus removal standards")
    raise ValueError(mode)


def labels_for(b: Builder):
    ctx, s = b.ctx, b.ctx.s
    items = {i: ctx.status(i) for i in ctx.ids}
    if not ctx.ash:
        items[PHOS] = ctx.status(PHOS)
    gaps = {i: gap_reason(b, i) for i in list(items) if items[i] == "missing"}
    area = s.get("area") or {}
    return {
        "file": s["file"],
        "checklist": ctx.checklist,
        "description": s["description"],
        "facts": {
            "disturbed_acres": area.get("disturbed_acres"),
            "total_site_acres": area.get("total_site_acres"),
            "single_family": s["single_family"],
            "impaired_water": s["impaired_water"],
            "project_type": s["type_short"],
            "receiving_waters": s["receiving_waters"],
        },
        "items": items,
        "gaps": gaps,
    }


# ---------------------------------------------------------------------------
# Samples
# ---------------------------------------------------------------------------

# ---------------------------------------------------------------------------
# Postconstruction practice helpers (used by the sample specifications)
# ---------------------------------------------------------------------------

def pc_bioretention(label, area_sf, treats, where, ponding=9):
    name = f"Bioretention area {label}"
    return dict(
        name=name, type="Bioretention (filtering)",
        desc=(f"A planted filter bed that captures runoff from {treats}, filters it through "
              f"engineered soil and returns the treated flow through an underdrain; larger storms "
              f"overflow through a riser to the storm drain system."),
        where=where, size=f"{fmt_int(area_sf)} sf filter bed, {ponding} in. ponding",
        details=[f"Filter bed {fmt_int(area_sf)} sf, maximum ponding {ponding} in., 3:1 side slopes",
                 "2.5 ft of planting soil (sandy loam with 5-10% organic matter and under 10% clay) "
                 "over 3 in. of pea gravel and 12 in. of washed No. 2 stone",
                 "6-inch perforated HDPE underdrain at 0.5% to the outlet structure; 24-inch "
                 "overflow riser 9 in. above the bed",
                 "Excavate only after the contributing area is stabilized, keep equipment off the "
                 "bed bottom, and plant native perennials and shrubs per the landscape plan"],
        maint=[(name, "Remove trash and sediment at inlets; confirm ponded water drains within "
                      "48 hours", "Quarterly and after storms over 1 in."),
               (name, "Replace mulch; prune and replace dead plants", "Annually (spring)")])


def pc_drywells(label, n, dia, depth, treats, where):
    name = f"Drywells {label}"
    vol = n * 3.1416 * (dia / 2) ** 2 * depth
    return dict(
        name=name, type="Infiltration (leaching pools)",
        desc=(f"{n} precast concrete leaching pools that store and infiltrate runoff from "
              f"{treats}; overflow from the last pool spills to a stone-lined splash pad."),
        where=where, size=f"{n} pools, {dia} ft diameter x {depth} ft effective depth "
                         f"({fmt_int(vol)} cf total)",
        details=[f"{dia}-ft-diameter precast leaching rings, {depth} ft effective depth, H-20 "
                 f"traffic-bearing slab and cast-iron frame and cover",
                 "2-ft collar of clean sand and gravel around each pool; bottom at least 2 ft "
                 "above seasonal high groundwater",
                 "Pools connected in series with 12-inch HDPE pipe; first pool has a 2-ft sump "
                 "for pretreatment",
                 "Set pools after the building pad and pavement subgrade are complete; protect "
                 "from sediment until the drainage area is stabilized"],
        maint=[(name, "Open covers, measure sediment depth, remove sediment over 12 in.",
                "Twice a year"),
               (name, "Check that water drains within 72 hours after rain; jet-clean if slow",
                "Annually")])


def pc_chambers(label, n, treats, where):
    name = f"Subsurface infiltration system {label}"
    vol = n * 74.9
    return dict(
        name=name, type="Infiltration (underground chambers)",
        desc=(f"A bed of {n} StormTech SC-740 chambers beneath the parking area that stores and "
              f"infiltrates runoff from {treats}; an isolator row traps sediment ahead of the "
              f"bed."),
        where=where, size=f"{n} chambers, {fmt_int(vol)} cf storage including stone",
        details=[f"{n} StormTech SC-740 chambers (45.9 cf each) in rows on 6 in. of washed 3/4- to "
                 f"2-inch stone, 12 in. stone cover, nonwoven geotextile on sides and top",
                 "Isolator row wrapped in woven geotextile with a 24-inch manifold and cleanout",
                 "Bottom of stone at least 3 ft above bedrock and seasonal high groundwater",
                 "Install after site stabilization; no construction traffic over the bed until "
                 "the pavement base is placed"],
        maint=[(name, "Inspect isolator row through the cleanout; vacuum sediment over 3 in.",
                "Twice a year"),
               (name, "Inspect inlet structures and outlet control", "Quarterly")])


def pc_pond(label, pool_cf, ed_cf, treats, where):
    name = f"Micropool extended detention pond {label}"
    return dict(
        name=name, type="Stormwater pond (P-1)",
        desc=(f"A pond with a sediment forebay and a permanent micropool that holds the water "
              f"quality volume from {treats} and releases the channel protection volume over 24 "
              f"hours through a multi-stage riser."),
        where=where, size=f"{fmt_int(pool_cf)} cf permanent pool, {fmt_int(ed_cf)} cf extended "
                         f"detention",
        details=[f"Forebay holding 10% of the WQv; micropool {fmt_int(pool_cf)} cf, 4 to 6 ft deep",
                 f"Extended detention storage {fmt_int(ed_cf)} cf; 3-inch low-flow orifice, 18-inch "
                 f"weir and 48-inch precast riser with trash rack",
                 "Embankment of compacted impervious fill with anti-seep collar; 20-ft-wide "
                 "stone-lined emergency spillway; 15-ft safety bench",
                 "Build the pond first as the temporary sediment basin; clean and shape to final "
                 "grades once the drainage area is stabilized"],
        maint=[(name, "Remove trash from the riser and trash rack; mow embankment",
                "Monthly (growing season)"),
               (name, "Measure forebay sediment; remove when half full", "Annually"),
               (name, "Check embankment for seepage, burrows and woody growth", "Annually")])


def pc_swale(label, length, treats, where):
    name = f"Dry swale {label}"
    return dict(
        name=name, type="Open channel (dry swale)",
        desc=(f"A grass-lined channel with an engineered filter bed and underdrain that treats "
              f"and conveys runoff from {treats}."),
        where=where, size=f"{fmt_int(length)} LF, 4 ft bottom width",
        details=[f"{fmt_int(length)} LF, 4 ft bottom width, 3:1 side slopes, longitudinal slope "
                 f"1% to 2%",
                 "2.5 ft of filter soil over 12 in. of No. 2 stone with a 6-inch underdrain",
                 "Stone check dams every 50 ft to create 12 in. of ponding",
                 "Sod the channel immediately after the filter bed is placed"],
        maint=[(name, "Mow to 4 to 6 in.; remove sediment and debris at check dams",
                "Monthly (growing season)"),
               (name, "Repair eroded areas and reseed bare spots", "After storms over 1 in.")])


def pc_rain_garden(label, area_sf, treats, where):
    name = f"Rain garden {label}"
    return dict(
        name=name, type="Rain garden (infiltration)",
        desc=f"A shallow planted depression that captures and infiltrates runoff from {treats}.",
        where=where, size=f"{fmt_int(area_sf)} sf, 6 in. ponding",
        details=[f"{fmt_int(area_sf)} sf, 6 in. ponding depth, 18 in. of rain garden soil mix",
                 "Inflow through a stone-lined splash pad; overflow notch to lawn",
                 "Plant with native moisture-tolerant perennials at 18 in. on center",
                 "Build after the house and driveway are complete and the lawn is established"],
        maint=[(name, "Weed, replace mulch and dead plants; remove sediment at inflow",
                "Twice a year (spring and fall)")])


def pc_separator(label, treats, where):
    name = f"Hydrodynamic separator {label}"
    return dict(
        name=name, type="Pretreatment",
        desc=f"A proprietary vortex separator that removes sediment and floatables from {treats} "
             f"before it enters the infiltration system.",
        where=where, size="6-ft-diameter manhole unit",
        details=["6-ft-diameter precast unit sized for the water quality flow",
                 "Set on 12 in. of compacted stone; install with the storm drain"],
        maint=[(name, "Vacuum out sediment and floatables", "Annually or when sediment is 12 in. deep")])


def maint_of(pcs):
    rows = []
    for p in pcs:
        rows += p["maint"]
    return rows


# ---------------------------------------------------------------------------
# Sample specifications
# ---------------------------------------------------------------------------

def asharoken_common():
    return dict(
        town="asharoken",
        gp="GP-0-25-001",
        soil_date="January 2025",
        quad="Northport",
        map=dict(water=[0, 170, 440, 170, 440, 300, 0, 300], water_label=(20, 270, "Long Island Sound"),
                 roads=[([0, 120, 120, 128, 260, 140, 440, 160], 300, 125, "Asharoken Avenue")],
                 site=[190, 140, 245, 146, 240, 168, 196, 166], site_label=(200, 150)),
        figure=True,
        inspection_form=True,
    )


def somers_common():
    return dict(
        town="somers",
        gp="GP-0-25-001",
        soil_date="March 2025",
        quad="Peekskill",
        map=dict(water=[300, 40, 360, 30, 400, 60, 380, 110, 320, 100],
                 water_label=(310, 70, "Muscoot Reservoir"),
                 roads=[([0, 200, 140, 190, 260, 215, 440, 205], 20, 205, "Route 202"),
                        ([150, 0, 150, 300], 155, 20, "Route 100")],
                 site=[180, 150, 225, 160, 220, 190, 178, 185], site_label=(186, 170)),
        figure=True,
        inspection_form=True,
    )


ESC_STAGES_A = [
    ("Clearing and grubbing", "Silt fence at downslope limit; stone construction entrance; "
     "inlet protection on Asharoken Avenue", "None yet"),
    ("Excavation and grading", "Sediment trap; temporary seeding and straw mulch on areas idle "
     "7 days; filter sock around stockpiles", "Erosion control blanket on finished slopes"),
    ("Utilities and drainage", "Inlet protection on each new structure as set", "Pipe and "
     "structures backfilled and paved over"),
    ("Paving and building", "Inlet protection maintained; street sweeping", "Asphalt pavement "
     "and roof"),
    ("Landscaping and close-out", "Temporary controls kept until 80% cover", "Topsoil, permanent "
     "seed and plantings; controls removed"),
]

ESC_STAGES_S = [
    ("Clearing and grubbing", "Perimeter silt fence; stabilized construction entrance; existing "
     "inlet protection", "None yet"),
    ("Mass grading", "Temporary sediment trap; temporary seed and mulch on any area idle 7 "
     "days; stockpile sock", "Erosion control blanket on 2:1 and 3:1 slopes at final grade"),
    ("Utilities and foundations", "Inlet protection on new structures; trench spoil on uphill "
     "side", "Backfill and pavement base"),
    ("Paving, building and landscaping", "Controls kept until 80% cover", "Pavement, roof, "
     "topsoil, permanent seed and plantings"),
]


def spec_asharoken_complete():
    s = asharoken_common()
    pcs = [
        pc_bioretention("BR-1", 2150, "the new 94-space parking and boat storage area",
                        "Landward edge of the parking area, west of the service building"),
        pc_drywells("DW-1 to DW-10", 10, 8, 8, "the service building roof and the overflow from "
                    "BR-1", "North side of the service building and beneath the eastern drive"),
    ]
    s.update(
        file="asharoken-complete.pdf",
        description="Asharoken, Condition C: boatyard service building and paved parking, 2.0 of "
                    "12.3 acres disturbed, commercial, receiving water not impaired; every item "
                    "present including postconstruction 44-8B(3)(b)-(i).",
        project="Asharoken Sound Marine - Service Building and Parking Improvements",
        address="310 Asharoken Avenue, Northport, New York 11768",
        site_id="310 Asharoken Avenue, Village of Asharoken, NY (Asharoken Sound Marine)",
        tax_map="District 0401, Section 002.00, Block 01.00, Lot 014.000",
        owner=dict(name="Bay Harbor Marine Holdings, LLC",
                   address="12 Main Street, Northport, New York 11768"),
        firm=dict(name="North Shore Coastal Engineering, P.C.",
                  address="145 New York Avenue, Suite 2, Huntington, New York 11743",
                  phone="(631) 555-0118", contact="Laura M. Castellano, P.E., Project Manager"),
        preparer=dict(name="Laura M. Castellano, P.E.", license="NYS P.E. License No. 087412"),
        date="April 18, 2025",
        soil_date="March 2025",
        scope="construction of a 9,600-square-foot boat service building, conversion of the "
              "gravel boat storage yard to a 94-space paved parking and storage area, a new "
              "sanitary system, and a stormwater management system of bioretention and drywells",
        location_desc="The property lies on the Sound (north) side of Asharoken Avenue, about "
                      "0.6 mile east of the Village Hall.",
        existing_use="an active boatyard with a gravel storage yard, a 2,400-square-foot metal "
                     "shop building, bulkheaded frontage and a sand beach",
        type_sentence="This is a commercial project; no residential use is proposed.",
        type_short="commercial development (boatyard service building and parking)",
        area=dict(sentence="The total site area is 12.3 acres, of which 2.0 acres will be "
                           "disturbed; the remaining 10.3 acres, consisting of beach, dune, "
                           "tidal wetland fringe and the existing yard, will not be disturbed.",
                  table="Total site area 12.3 acres; area to be disturbed 2.0 acres",
                  disturbed_acres=2.0, total_site_acres=12.3),
        single_family=False, impaired_water=False,
        regulatory=[
            "This SWPPP is submitted under Chapter 44 of the Village Code. The project disturbs at "
            "least one but less than five acres and is not the construction of a single-family "
            "residence, so it meets Condition C of § 44-8B(2)(c). The SWPPP therefore includes "
            "the postconstruction water quantity and water quality controls listed in § 44-8B(3).",
            "Because more than one acre will be disturbed, the owner will also obtain coverage "
            "under the NYSDEC SPDES General Permit for Stormwater Discharges from Construction "
            "Activity (GP-0-25-001) by filing a Notice of Intent."],
        permits=[("NYSDEC", "Tidal Wetlands permit (6 NYCRR Part 661)", "Application filed"),
                 ("NYSDEC", "SPDES GP-0-25-001 Notice of Intent", "To be filed"),
                 ("Suffolk County Dept. of Health Services", "Sanitary system approval", "Approved"),
                 ("Village of Asharoken Planning Board", "Site plan approval", "Pending")],
        existing=["Ground elevations range from about 6 ft (NAVD 88) along the bulkhead to 19 ft "
                  "at Asharoken Avenue. The yard slopes gently (1% to 4%) toward the Sound; the "
                  "bluff face along the eastern property line is vegetated with bayberry and "
                  "beach plum at slopes near 2:1.",
                  "Runoff now sheet-flows across the gravel yard to the bulkhead and a 15-inch "
                  "outfall. There are no freshwater wetlands on the site; the tidal wetland "
                  "boundary was flagged by the firm in October 2024."],
        soils=[("RdB", "Riverhead sandy loam", "3 to 8 percent slopes", "B",
                "Deep, well-drained sandy loam over stratified sand and gravel.", "Well drained",
                "More than 6 ft"),
               ("PlB", "Plymouth loamy sand", "3 to 8 percent slopes", "A",
                "Excessively drained; very rapid permeability.", "Excessively drained",
                "More than 6 ft"),
               ("Bc", "Beaches", "0 to 3 percent slopes", "A",
                "Sand and gravel along the shoreline; outside the limit of disturbance.",
                "Excessively drained", "0 to 3 ft (tidal)")],
        soil_tests="Four test holes by McDonald Geoscience (March 2025) found 1 to 2 ft of sandy "
                   "loam over medium sand to 14 ft; groundwater was 9 to 11 ft below grade.",
        test_pits=[("TH-1", "0-18", "Dark brown sandy loam", "None"),
                   ("TH-1", "18-168", "Brown medium sand, some gravel", "Water at 132 in."),
                   ("TH-2", "0-24", "Sandy loam fill with gravel", "None"),
                   ("TH-2", "24-144", "Tan fine to medium sand", "Water at 110 in.")],
        receiving_path="Runoff from the site ultimately discharges to Long Island Sound by way "
                       "of the existing 15-inch outfall through the bulkhead.",
        receiving_status="The receiving water segment is not listed on the NYSDEC Section 303(d) "
                         "list of impaired waters, and the site is not in a TMDL watershed for "
                         "which stormwater is identified as a source of impairment.",
        receiving_table=[dict(name="Long Island Sound", class_="SA", relation="Final receiving "
                              "water via the existing 15-inch outfall")],
        receiving_waters=["Long Island Sound"],
        runoff_data=dict(
            obs="The firm observed the site during the storms of 9 and 20 January 2025: runoff "
                "from the gravel yard ran toward the bulkhead, with shallow ponding near the "
                "shop building door and turbid flow at the outfall.",
            table=[("2-year", "3.5", "1.9", "6,900"), ("10-year", "5.2", "4.1", "13,800"),
                   ("25-year", "6.4", "5.8", "19,200"), ("100-year", "8.8", "9.0", "30,500")],
            records="The Village has no gauge or water-quality monitoring at the outfall; the "
                    "Department of Public Works reports no drainage complaints for this property."),
        sheets=[("C-100", "Existing Conditions and Removals Plan", "1 in. = 30 ft",
                 "Total site area, existing vegetation, contours, tidal wetland line, drainage"),
                ("C-200", "Site Layout Plan", "1 in. = 30 ft", "Improvements, limit of "
                 "disturbance, undisturbed areas"),
                ("C-300", "Grading and Drainage Plan", "1 in. = 30 ft", "Existing and final "
                 "contours and slopes, drainage patterns, discharge points"),
                ("C-400", "Erosion and Sediment Control Plan", "1 in. = 30 ft", "Location, size "
                 "and length of each control; staging and stockpile areas"),
                ("C-500", "Stormwater Management Plan", "1 in. = 30 ft", "Bioretention and "
                 "drywells, maintenance easement"),
                ("C-600", "Details", "As noted", "Construction details")],
        site_words="12.3-acre property boundary", scale="1 inch = 30 feet",
        offsite_storage="No off-site material, waste, borrow or equipment storage areas will be "
                        "used; all staging is inside the limit of disturbance as shown.",
        sequence=["Hold a pre-construction meeting with the Village Stormwater Management Officer.",
                  "Clear and grub the storage yard expansion area and strip topsoil to the "
                  "stockpile area.",
                  "Excavate for the service building foundation and rough-grade the parking "
                  "area.",
                  "Install the sanitary system, storm drains and drywells.",
                  "Construct the building; place pavement base and binder course.",
                  "Build bioretention area BR-1 after the parking area is paved."],
        phase_limit="The entire 2.0-acre disturbance is below the five-acre limit of the Erosion "
                    "Control Manual, so the work is done as a single phase; no more than five "
                    "acres will ever be disturbed at one time.",
        phases=[("1", "Clearing, grading, utilities, building, paving, landscaping", "2.0 ac",
                 "10 months")],
        stages=ESC_STAGES_A,
        coastal_stab="Dune and bluff areas disturbed for the outfall repair will be replanted "
                     "with Cape American beachgrass culms at 18 in. on center",
        esc=["entrance", "silt_fence", "inlet", "trap", "sock", "curtain"],
        esc_qty=[("Stabilized construction entrance", "Asharoken Avenue driveway", "50 ft x 24 ft",
                  "1"),
                 ("Silt fence", "South and east limit of disturbance", "36 in. high", "1,240 LF"),
                 ("Inlet protection", "Two existing basins on Asharoken Avenue and six new basins",
                  "Geotextile insert", "8 ea"),
                 ("Temporary sediment trap ST-1", "Southwest corner of the parking area",
                  "7,200 cf", "1"),
                 ("Compost filter sock", "Around topsoil stockpile", "12 in. dia.", "320 LF"),
                 ("Turbidity curtain", "Seaward of outfall repair", "5 ft skirt", "150 LF")],
        esc_sheet=("C-400", "Erosion and Sediment Control Plan"), detail_sheet="C-600",
        trap_sizing="Sediment trap ST-1 serves 2.0 acres and is sized at 3,600 cf per acre, "
                    "giving 7,200 cf of total storage.",
        diversions=["A temporary earth dike with a swale along the north limit of disturbance "
                    "intercepts runoff from Asharoken Avenue and carries it around the graded "
                    "area to a stable outlet.",
                    "Sediment trap ST-1 stores runoff from the graded parking area and releases it "
                    "slowly through a stone outlet.",
                    "The topsoil stockpile is ringed by filter sock and covered with a tarp when "
                    "rain is forecast.",
                    "Pipe slope drains carry water down the bluff face so it never flows over "
                    "exposed soil."],
        conversion=["Temporary sediment trap ST-1 is located where bioretention area BR-1 will "
                    "be built. After the parking area is paved and the landscape islands have "
                    "80% cover, the trap will be cleaned out, the accumulated fines removed, the "
                    "bottom scarified, and the trap reshaped into BR-1 with its underdrain and "
                    "planting soil.",
                    "The stone of the construction entrance will be regraded and used as subbase "
                    "for the permanent driveway apron."],
        materials=[("Diesel fuel", "Double-walled 500-gallon tank in the contractor yard",
                    "Secondary containment; fueling 100 ft from the bulkhead"),
                   ("Lumber and steel", "On pallets on the gravel staging area",
                    "Covered with tarps"),
                   ("Bagged cement and mortar", "Inside the storage trailer", "Kept dry; never "
                    "outdoors overnight"),
                   ("Paints and sealants", "Locked flammables cabinet", "Lids closed; used per "
                    "label"),
                   ("Construction waste", "30-cy roll-off containers", "Covered at end of day")],
        responsibilities=[
            ("Bay Harbor Marine Holdings, LLC (owner)", "Entire site", "Overall SWPPP compliance, "
             "retaining the qualified inspector, recordkeeping, postconstruction maintenance"),
            ("Harbor Point Builders, Inc. (general contractor)", "Building area and parking "
             "area", "Installing and maintaining all ESC practices, housekeeping, spill response"),
            ("Eastern Shore Excavating Corp. (site subcontractor)", "Grading area, utilities, "
             "outfall and bluff", "Sediment trap, dikes, slope drains, turbidity curtain"),
            ("North Shore Coastal Engineering, P.C.", "Entire site", "Qualified inspector; "
             "weekly and post-storm inspections; SWPPP amendments")],
        postcon=True,
        pc=pcs, pc_sheet=("C-500", "Stormwater Management Plan"),
        hh=dict(method="Runoff was modeled in HydroCAD 10.20 with the SCS TR-20 method and Type "
                       "III 24-hour rainfall from NOAA Atlas 14 for Northport (2-year 3.5 in., "
                       "10-year 5.2 in., 25-year 6.4 in., 100-year 8.8 in.). Drainage areas and "
                       "curve numbers used were:",
                sub_hdr=["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Cover"],
                sub=[("1S Building roof", "0.22", "98", "6.0", "Roof"),
                     ("2S Parking area", "1.18", "91", "6.0", "Pavement and islands, HSG A/B"),
                     ("3S Lawn and bluff", "1.00", "49", "9.5", "Grass and brush, HSG A")],
                sub_w=[1.8, 0.9, 0.6, 0.9, 2.3],
                routing_intro="Routing of the structural components:",
                routing_hdr=["Practice", "Storm", "Peak inflow (cfs)", "Peak outflow (cfs)",
                             "Max. storage / elevation"],
                routing=[("BR-1", "10-year", "3.9", "1.6", "El. 12.6 (9 in. ponding)"),
                         ("BR-1", "100-year", "6.7", "5.1", "El. 12.9 (riser flowing)"),
                         ("DW-1 to DW-10", "10-year", "0.9", "0.0", "3,200 cf of 4,020 cf"),
                         ("DW-1 to DW-10", "100-year", "1.5", "0.3", "4,020 cf (overflow)")],
                routing_w=[1.3, 0.9, 1.2, 1.2, 1.9],
                after="All pipes were checked for the 10-year storm with Manning's n = 0.012; the "
                      "largest, a 15-inch pipe at 1%, flows at 74% of capacity."),
        compare=dict(text="Postdevelopment peak runoff rates leaving the site are lower than "
                          "predevelopment rates for every design storm:",
                     rows=[("2-year", "1.9", "1.1", "-42%"), ("10-year", "4.1", "2.6", "-37%"),
                           ("25-year", "5.8", "3.9", "-33%"), ("100-year", "9.0", "7.2", "-20%")],
                     after="Runoff volume for the 2-year storm drops from 6,900 cf to 4,100 cf "
                           "because the drywells infiltrate all roof runoff."),
        pc_maint_intro="The owner will maintain the permanent practices on this schedule:",
        pc_maint=maint_of(pcs),
        easement=["A 15-foot-wide maintenance and access easement over BR-1, the drywells and "
                  "the connecting pipe is shown on Sheet C-500 and on the site plan to be filed "
                  "with the Village. It grants the Village access at reasonable times to "
                  "inspect and repair the practices, will be recorded with the Suffolk County "
                  "Clerk, and stays in force when title to the property is transferred."],
        agreement=["Before final site plan approval, the owner will sign an inspection and "
                   "maintenance agreement with the Village, recorded as a deed restriction, that "
                   "binds the owner and every later owner of the property served by the "
                   "practices to inspect and maintain them as described in Section "
                   "{sec:pc_maint} and to submit an annual inspection report to the Stormwater Management "
                   "Officer."],
        agreement_appendix=None,
        calcs=dict(intro="HydroCAD summary output (full report available on request).",
                   tables=[("Predevelopment node summary", ["Node", "2-yr", "10-yr", "25-yr",
                                                           "100-yr"],
                            [("DP-1 outfall (cfs)", "1.9", "4.1", "5.8", "9.0")], None),
                           ("Postdevelopment node summary", ["Node", "2-yr", "10-yr", "25-yr",
                                                            "100-yr"],
                            [("DP-1 outfall (cfs)", "1.1", "2.6", "3.9", "7.2"),
                             ("BR-1 peak elevation (ft)", "12.3", "12.6", "12.7", "12.9")],
                            None)]),
        contractors=[dict(signer="Michael Torres", title="Project Superintendent",
                          firm="Harbor Point Builders, Inc.",
                          address="88 Fort Salonga Road, Northport, New York 11768",
                          phone="(631) 555-0173", date="May 5, 2025"),
                     dict(signer="Kevin O'Rourke", title="President",
                          firm="Eastern Shore Excavating Corp.",
                          address="410 Pulaski Road, Greenlawn, New York 11740",
                          phone="(631) 555-0129", date="May 6, 2025")],
    )
    return s


def fix_receiving(s):
    for w in s.get("receiving_table", []):
        if "class_" in w:
            w["class"] = w.pop("class_")
    return s


def spec_asharoken_incomplete():
    s = asharoken_common()
    pcs = [
        pc_bioretention("BR-1", 1600, "the front parking lot", "Between the parking lot and the "
                        "building entrance walk"),
        pc_drywells("DW-1 to DW-6", 6, 8, 10, "the building roof", "Rear yard, east of the "
                    "building"),
    ]
    s.update(
        file="asharoken-incomplete.pdf",
        description="Asharoken, Condition C medical office (1.6 of 3.9 acres disturbed). Six gaps: "
                    "soils only mentioned in passing, receiving waters only in the TOC, empty "
                    "'temporary to permanent' heading, implementation schedule 'TBD', easements "
                    "'provided under separate cover', contractor certification not filled in.",
        project="Asharoken Avenue Medical Office Building",
        address="88 Asharoken Avenue, Northport, New York 11768",
        site_id="88 Asharoken Avenue, Village of Asharoken, New York",
        tax_map="District 0401, Section 001.00, Block 03.00, Lot 022.001",
        owner=dict(name="Asharoken Medical Realty Corp.",
                   address="1 Scudder Avenue, Suite 210, Northport, New York 11768"),
        firm=dict(name="Suffolk Civil Group, PLLC",
                  address="320 Oser Avenue, Hauppauge, New York 11788",
                  phone="(631) 555-0162", contact="Dennis P. Kowalczyk, P.E."),
        preparer=dict(name="Dennis P. Kowalczyk, P.E.", license="NYS P.E. License No. 079355"),
        date="February 7, 2025",
        scope="a two-story, 11,200-square-foot medical office building with a 58-space parking "
              "lot, site lighting, landscaping, a sanitary system and on-site drainage",
        location_desc="The lot fronts on the north side of Asharoken Avenue near the Village's "
                      "western boundary.",
        existing_use="vacant, mostly overgrown with successional woods and a former nursery "
                     "greenhouse foundation",
        type_sentence="The proposed use is a commercial medical office.",
        type_short="commercial development (medical office building)",
        area=dict(sentence="The limit of disturbance encompasses 1.6 ± acres of the 3.9-acre "
                           "parcel; the wooded rear 2.3 acres are to remain undisturbed.",
                  table="1.6 ± acres disturbed within a 3.9-acre parcel",
                  disturbed_acres=1.6, total_site_acres=3.9),
        single_family=False, impaired_water=None,
        regulatory=["The project is a land development activity under Village Code Chapter 44. "
                    "It disturbs more than one acre but less than five acres and is not a "
                    "single-family residence, which places it under Condition C; the "
                    "postconstruction controls of § 44-8B(3) are included in Section "
                    "{sec:postcon}.",
                    "SPDES General Permit GP-0-25-001 coverage will be obtained before "
                    "construction."],
        permits=[("NYSDEC", "SPDES GP-0-25-001 Notice of Intent", "To be filed"),
                 ("Suffolk County Dept. of Health Services", "Article 6 sanitary approval",
                  "Pending"),
                 ("Village of Asharoken Planning Board", "Site plan approval", "Pending")],
        existing=["The lot rises gently from Asharoken Avenue (El. 22) to a wooded knoll at the "
                  "rear (El. 41). Vegetation is black locust, cherry and bittersweet with some "
                  "mature oaks along the side lines.",
                  "There is no defined drainage channel on the lot. Runoff from the front half "
                  "flows as sheet flow to the two catch basins in Asharoken Avenue, which are "
                  "part of the Village drainage system; the rear of the lot infiltrates."],
        soils=[],
        soil_tests="",
        test_pits=[],
        receiving_path="", receiving_status="", receiving_table=[],
        receiving_waters=[],
        runoff_data=dict(
            obs="No flow was seen leaving the wooded rear of the lot during the firm's visit on "
                "14 November 2024 (0.8 in. of rain). The front half produced sheet flow into the "
                "roadside catch basins.",
            table=[("2-year", "3.5", "0.6", "2,100"), ("10-year", "5.2", "1.5", "4,900"),
                   ("100-year", "8.8", "3.6", "12,300")],
            records="Village DPW records show the Asharoken Avenue catch basins were last "
                    "cleaned in 2023; no flooding reports are on file for this block."),
        sheets=[("SP-1", "Existing Conditions Plan", "1 in. = 20 ft", "Site area, woods, "
                 "contours, drainage"),
                ("SP-2", "Site Plan", "1 in. = 20 ft", "Building, parking, limit of disturbance"),
                ("SP-3", "Grading and Drainage Plan", "1 in. = 20 ft", "Slopes, drainage "
                 "patterns, discharge points"),
                ("SP-4", "Erosion Control Plan", "1 in. = 20 ft", "Erosion and sediment "
                 "controls"),
                ("SP-5", "Stormwater Management Plan", "1 in. = 20 ft", "Bioretention and "
                 "drywells"),
                ("SP-6", "Details", "As noted", "Construction details")],
        site_words="3.9-acre parcel boundary", scale="1 inch = 20 feet",
        offsite_storage="No off-site storage or borrow areas are proposed.",
        sequence=["Clear the front half of the lot and remove the greenhouse foundation.",
                  "Strip topsoil and stockpile it in the northeast corner.",
                  "Excavate and pour the building foundation.",
                  "Install drywells, storm drains and the sanitary system.",
                  "Pave the parking lot and build the bioretention area."],
        phase_limit="The total disturbance (1.6 ± acres) is less than five acres, so the work "
                    "will be done in one phase.",
        phases=[("1", "All site work and building construction", "1.6 ac", "9 months")],
        stages=[("Clearing and grubbing", "Silt fence at the front and side limits; stone "
                 "entrance; inlet protection on Asharoken Avenue", "None yet"),
                ("Excavation and grading", "Temporary seeding and straw mulch on areas idle 7 "
                 "days; filter sock around the topsoil stockpile", "Erosion control blanket on "
                 "finished slopes"),
                ("Utilities, paving and building", "Inlet protection on each new structure",
                 "Asphalt pavement and roof"),
                ("Landscaping and close-out", "Controls kept until 80% cover", "Topsoil, "
                 "permanent seed and plantings")],
        coastal_stab=None,
        esc=["entrance", "silt_fence", "inlet", "sock"],
        esc_qty=[("Construction entrance", "Asharoken Avenue curb cut", "50 ft x 20 ft", "1"),
                 ("Silt fence", "Along the front and side limits of disturbance", "36 in.",
                  "780 LF"),
                 ("Inlet protection", "Two Asharoken Avenue basins and four new basins",
                  "Insert", "6 ea"),
                 ("Filter sock", "Around topsoil stockpile", "12 in.", "180 LF")],
        esc_sheet=("SP-4", "Erosion Control Plan"), detail_sheet="SP-6",
        trap_sizing=None,
        diversions=["An earth berm along the rear limit of disturbance keeps runoff from the "
                    "wooded knoll off the graded area.",
                    "Runoff from the stripped parking area is held behind the silt fence and "
                    "filter sock and spread out by a level lip at the low corner."],
        conversion=[],
        materials=[("Fuel for equipment", "Delivered daily by tank truck; no on-site tank",
                    "Fueling on the gravel pad with a drip pan"),
                   ("Building materials", "On pallets inside the limit of disturbance",
                    "Tarped"),
                   ("Construction debris", "Roll-off container", "Covered")],
        responsibilities=[
            ("Asharoken Medical Realty Corp.", "Entire site", "SWPPP compliance and long-term "
             "maintenance"),
            ("General contractor", "All disturbed areas", "Installing and maintaining controls, "
             "housekeeping"),
            ("Suffolk Civil Group, PLLC", "Entire site", "Inspections and SWPPP updates")],
        postcon=True,
        pc=pcs, pc_sheet=("SP-5", "Stormwater Management Plan"),
        hh=dict(method="Peak runoff rates were computed with HydroCAD (TR-20, Type III 24-hour "
                       "storms: 2-year 3.5 in., 10-year 5.2 in., 100-year 8.8 in.). The "
                       "drywells were sized to hold a 2-inch rainfall over the roof and the "
                       "bioretention area to hold the water quality volume of the parking lot.",
                sub_hdr=["Subcatchment", "Area (ac)", "CN", "Tc (min)"],
                sub=[("Roof", "0.13", "98", "6"), ("Parking and drives", "0.64", "94", "6"),
                     ("Lawn and landscape", "0.83", "61", "10")],
                sub_w=[2.4, 1.2, 1.2, 1.2],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Outflow (cfs)", "Storage"],
                routing=[("BR-1", "10-year", "2.9", "1.2", "1,180 cf"),
                         ("DW-1 to DW-6", "10-year", "0.6", "0.0", "2,480 cf")],
                routing_w=[1.4, 1.0, 1.2, 1.2, 1.4]),
        compare=dict(text="Comparison of peak discharge to the Asharoken Avenue drainage system:",
                     rows=[("2-year", "0.6", "0.4", "-33%"), ("10-year", "1.5", "1.2", "-20%"),
                           ("100-year", "3.6", "3.3", "-8%")],
                     after="All postdevelopment peaks are below predevelopment."),
        pc_maint_intro="Maintenance schedule for the permanent stormwater practices:",
        pc_maint=maint_of(pcs),
        easement=[],
        agreement=["The owner will execute the Village's stormwater inspection and maintenance "
                   "agreement, which is recorded in the office of the Suffolk County Clerk as a "
                   "deed restriction and binds all subsequent owners of the lot to keep BR-1 "
                   "and the drywells in working order."],
        calcs=dict(intro="Summary of drywell and bioretention sizing.",
                   tables=[("Drywell sizing", ["Item", "Value"],
                            [("Roof area", "5,600 sf"), ("Design rainfall", "2 in."),
                             ("Required storage", "933 cf"),
                             ("Provided (6 pools, 8 ft dia. x 10 ft)", "2,480 cf")], [3, 2]),
                           ("Bioretention sizing", ["Item", "Value"],
                            [("Contributing area", "0.64 ac, 95% impervious"),
                             ("Water quality volume", "1,980 cf"),
                             ("Filter bed area provided", "1,600 sf")], [3, 2])]),
        contractors=[dict(signer="", title="", firm="", address="", phone="", date="")],
        gaps={
            "44-8B(1)(c)": ("passing", "Soils will be evaluated by the geotechnical engineer "
                                       "prior to construction."),
            "44-8B(1)(j)": ("empty",),
            "44-8B(1)(k)": ("defer", "TBD"),
            "44-8B(1)(m)": ("toc_only",),
            "44-8B(3)(h)": ("defer", "Provided under separate cover."),
            "44-8E": ("unsigned",),
        },
    )
    s["map"] = dict(roads=[([0, 150, 200, 150, 440, 160], 300, 145, "Asharoken Avenue")],
                    site=[180, 160, 230, 162, 228, 200, 182, 198], site_label=(190, 178))
    return s


def spec_asharoken_single_family():
    s = asharoken_common()
    s.update(
        file="asharoken-single-family.pdf",
        description="Asharoken single-family residence, about 56,600 SF (1.3 acres) disturbed on "
                    "a 2.1-acre lot; receiving water not impaired, so none of Conditions A, B or "
                    "C applies and the postconstruction items are not applicable (the roof "
                    "drywells described are a Village drainage requirement, not 44-8B(3) "
                    "controls). All swppp items present.",
        project="Whitcombe Residence - New Single-Family Dwelling",
        address="27 Bevin Road, Northport, New York 11768",
        site_id="27 Bevin Road, Village of Asharoken (Suffolk County Tax Map 0401-003.00-02.00-"
                "031.000)",
        tax_map="District 0401, Section 003.00, Block 02.00, Lot 031.000",
        owner=dict(name="Gregory and Anne Whitcombe",
                   address="410 Main Street, Apt. 3, Northport, New York 11768"),
        firm=dict(name="Sound Harbor Consulting Engineers, PLLC",
                  address="56 Woodbine Avenue, Northport, New York 11768",
                  phone="(631) 555-0134", contact="Michael J. Brennan, P.E."),
        preparer=dict(name="Michael J. Brennan, P.E.", license="New York P.E. No. 092118"),
        date="June 24, 2025",
        soil_date="May 2025",
        scope="demolition of a seasonal cottage and construction of a two-story single-family "
              "house with an attached garage, a gravel-bordered asphalt driveway, an in-ground "
              "pool, a new I/A sanitary system and roof drywells",
        location_desc="Bevin Road is a private lane off Asharoken Avenue; the lot is at its "
                      "western end, overlooking the harbor.",
        existing_use="occupied by a one-story seasonal cottage, lawn, and a stand of pitch pine "
                     "and oak on the slope toward the water",
        type_sentence="The project is construction of one single-family residence.",
        type_short="single-family residence",
        area=dict(sentence="The project involves approximately 56,600 SF (1.3 acres) of land "
                           "disturbance on the 2.1-acre lot.",
                  table="About 56,600 sf (1.3 ac) of disturbance on a 2.1-acre lot",
                  disturbed_acres=1.3, total_site_acres=2.1),
        single_family=True, impaired_water=False,
        regulatory=["Because the work disturbs more than one acre it is a land development "
                    "activity under Village Code Chapter 44 and requires this SWPPP. The "
                    "project is the construction of a single-family residence disturbing less "
                    "than five acres, and the receiving water is not a 303(d)-listed water or "
                    "TMDL watershed, so it does not meet Condition A, B or C of § 44-8B(2).",
                    "NYSDEC coverage under GP-0-25-001 will be obtained for the single-family "
                    "residence using the erosion and sediment control-only SWPPP option."],
        permits=[("NYSDEC", "SPDES GP-0-25-001 NOI", "To be filed"),
                 ("NYSDEC", "Tidal Wetlands letter of non-jurisdiction", "Received 3/2025"),
                 ("Suffolk County Dept. of Health Services", "Sanitary system (I/A OWTS)",
                  "Approved")],
        existing=["The lot slopes from El. 30 at Bevin Road down to El. 8 at the top of the "
                  "shoreline revetment, with slopes of 10% to 25% on the western half. Lawn "
                  "surrounds the cottage; the slope is wooded with pitch pine, black oak and "
                  "an understory of bayberry.",
                  "Roof runoff from the cottage now discharges to the ground; the remainder of "
                  "the lot drains by sheet flow down the wooded slope toward Duck Island Harbor."],
        soils=[("CpE", "Carver and Plymouth sands", "15 to 35 percent slopes", "A",
                "Deep, excessively drained sands on the bluff slope; highly erodible when bare.",
                "Excessively drained", "More than 6 ft"),
               ("PlB", "Plymouth loamy sand", "3 to 8 percent slopes", "A",
                "Nearly level to gently sloping sand under the house site.",
                "Excessively drained", "More than 6 ft")],
        soil_tests="A test hole at the sanitary system location (May 2025) found 1 ft of loamy "
                   "sand topsoil over clean medium to coarse sand to 17 ft, with no groundwater.",
        test_pits=[("TH-1", "0-12", "Brown loamy sand", "None"),
                   ("TH-1", "12-204", "Tan medium to coarse sand", "None to 17 ft")],
        receiving_path="Runoff that is not infiltrated on site flows down the slope to Duck "
                       "Island Harbor.",
        receiving_status="Duck Island Harbor is not listed on the NYSDEC 303(d) list of "
                         "impaired waters, and no TMDL in which stormwater is a source has "
                         "been established for it.",
        receiving_table=[dict(name="Duck Island Harbor", class_="SA", relation="Receives sheet "
                              "flow from the wooded slope")],
        receiving_waters=["Duck Island Harbor"],
        runoff_data=dict(
            obs="Existing runoff was estimated with the Rational Method (C = 0.25 for lawn and "
                "woods on sand) for the 2.1-acre lot; the lot produces little surface flow, and "
                "no rills or gullies were found on the slope during the May 2025 survey.",
            table=[("2-year", "3.5", "0.4", "700"), ("10-year", "5.2", "0.9", "1,600")],
            records="No drainage complaints or Village records exist for the lot."),
        sheets=[("1 of 4", "Existing Conditions Survey", "1 in. = 20 ft", "Lot area, trees, "
                 "contours, shoreline, drainage"),
                ("2 of 4", "Site and Grading Plan", "1 in. = 20 ft", "House, driveway, pool, "
                 "limit of disturbance, final contours, drywells"),
                ("3 of 4", "Erosion and Sediment Control Plan", "1 in. = 20 ft", "Controls with "
                 "sizes and lengths"),
                ("4 of 4", "Details", "As noted", "Construction details")],
        site_words="2.1-acre lot", scale="1 inch = 20 feet",
        offsite_storage="No off-site storage or borrow areas will be used.",
        sequence=["Demolish the cottage and remove the foundation and debris.",
                  "Clear the house, pool and driveway area; leave the wooded slope below the "
                  "limit of disturbance untouched.",
                  "Excavate for the foundation and pool; backfill.",
                  "Install the sanitary system and roof drywells.",
                  "Frame and close in the house; pave the driveway."],
        phase_limit="The 1.3 acres of disturbance will be carried out in one phase; the "
                    "five-acre limit is not approached.",
        phases=[("1", "Demolition, house, pool, driveway, landscaping", "1.3 ac", "12 months")],
        stages=[("Demolition and clearing", "Silt fence and filter sock at top of slope; stone "
                 "entrance", "None yet"),
                ("Excavation", "Stockpile covered and ringed with sock; seed and mulch idle "
                 "areas", "Blanket on disturbed slope over 3:1"),
                ("Construction and close-out", "Controls kept in place", "Lawn seed, beach "
                 "grass on slope edge, driveway pavement")],
        coastal_stab="The slope edge will be planted with Cape American beachgrass and bayberry "
                     "to hold the sand",
        esc=["entrance", "silt_fence", "sock", "washout"],
        esc_qty=[("Stone construction entrance", "Bevin Road driveway", "50 ft x 12 ft", "1"),
                 ("Silt fence", "Along top of wooded slope", "36 in.", "410 LF"),
                 ("Filter sock", "Second line below silt fence and around stockpile", "12 in.",
                  "520 LF"),
                 ("Concrete washout", "Driveway turnaround", "10 ft x 10 ft", "1")],
        esc_sheet=("3 of 4", "Erosion and Sediment Control Plan"), detail_sheet="4 of 4",
        trap_sizing=None,
        diversions=["A temporary earth berm along the top of the slope turns runoff from the "
                    "house pad toward the filter sock and away from the bluff.",
                    "Roof leaders are connected to the drywells as soon as the roof is on, so "
                    "roof water does not reach exposed soil."],
        conversion=["The stone of the construction entrance will be regraded into the driveway "
                    "subbase before paving.",
                    "The temporary earth berm at the top of the slope will be seeded, planted "
                    "with bayberry and kept as a permanent landscape berm that continues to "
                    "turn runoff away from the bluff."],
        materials=[("Gasoline for small engines", "5-gallon cans in the builder's trailer",
                    "Drip tray; kept closed"),
                   ("Lumber, block and roofing", "On the driveway staging area", "Tarped"),
                   ("Pool chemicals (at startup only)", "Delivered by pool contractor", "Not "
                    "stored outdoors")],
        responsibilities=[
            ("Owners (Gregory and Anne Whitcombe)", "Whole lot", "Retain inspector; keep SWPPP "
             "on site"),
            ("Cold Spring Custom Homes, Inc.", "House, pool and driveway area", "Install and "
             "maintain all controls; housekeeping"),
            ("Bayberry Landscape Co.", "Slope and lawn areas", "Final stabilization and "
             "plantings"),
            ("Sound Harbor Consulting Engineers, PLLC", "Whole lot", "Inspections and SWPPP "
             "updates")],
        postcon=False,
        postcon_na=["Postconstruction stormwater management practices under § 44-8B(3) are not "
                    "required. The project is construction of a single-family residence, which "
                    "is excluded from Condition C; it disturbs less than five acres (Condition "
                    "B); and Duck Island Harbor is not an impaired water (Condition A).",
                    "As required by the Village Building Department for all new houses, roof "
                    "runoff will be directed to three 8-foot-diameter by 6-foot-deep drywells "
                    "sized for a 2-inch rainfall. These are shown on Sheet 2 of 4 for drainage "
                    "purposes only."],
        calcs=None,
        contractors=[dict(signer="Daniel Ferraro", title="Owner / Builder",
                          firm="Cold Spring Custom Homes, Inc.",
                          address="1 Harbor Road, Cold Spring Harbor, New York 11724",
                          phone="(631) 555-0157", date="July 14, 2025")],
    )
    s["map"]["water_label"] = (20, 270, "Duck Island Harbor")
    return s


def recharge_basin(label, vol_cf, treats, where):
    name = f"Recharge basin {label}"
    return dict(
        name=name, type="Infiltration basin",
        desc=f"An open infiltration basin, fenced, that receives runoff from {treats} and "
             f"recharges it to groundwater.",
        where=where, size=f"{fmt_int(vol_cf)} cf storage below the overflow",
        details=[f"Storage {fmt_int(vol_cf)} cf at 10 ft depth below the inlet pipes; 1:3 "
                 f"side slopes", "Bottom at least 2 ft above seasonal high groundwater; 6 ft "
                 "chain-link fence with 12 ft gate", "Forebay berm and 24-inch stone inlet "
                 "aprons", "Excavated only after the subdivision roads are stabilized; bottom "
                 "scarified and never used as a construction sediment basin"],
        maint=[(name, "Mow side slopes; remove trash and sediment at inlet aprons",
                "Twice a year"),
               (name, "Confirm basin drains within 72 hours; scarify the bottom if it does not",
                "Annually")])


def spec_asharoken_condition_b():
    s = asharoken_common()
    pcs = [recharge_basin("RB-1", 48600, "the subdivision road and the front half of each lot",
                          "Lot 10 (drainage reserve), north side of Sand Cove Lane"),
           pc_drywells("on each lot", 18, 10, 8, "house roofs (two pools per lot)",
                       "Rear yards of Lots 1 to 9")]
    s.update(
        file="asharoken-condition-b.pdf",
        description="Asharoken nine-lot single-family subdivision, 7.0 acres disturbed of an "
                    "18.4-acre tract: Condition B applies (5 acres or more) even though the lots "
                    "are single-family. Page labels printed in the footer are offset by two from "
                    "the PDF page index. Two gaps: implementation responsibilities absent "
                    "entirely (not even in the TOC) and the maintenance agreement heading says "
                    "'N/A'.",
        project="Duck Island Estates - Nine-Lot Residential Subdivision",
        address="Asharoken Avenue at Sand Cove Lane, Asharoken, New York 11768",
        site_id="Duck Island Estates subdivision, Asharoken Avenue at Sand Cove Lane, Village of "
                "Asharoken",
        tax_map="District 0401, Section 004.00, Block 01.00, Lots 002.000 and 003.000",
        owner=dict(name="DIE Development Partners, LLC",
                   address="500 Broadhollow Road, Suite 300, Melville, New York 11747"),
        firm=dict(name="Coastal Plains Engineering and Surveying, P.C.",
                  address="1 Huntington Quadrangle, Suite 3N12, Melville, New York 11747",
                  phone="(631) 555-0145", contact="Priya Raman, P.E., Senior Engineer"),
        preparer=dict(name="Priya Raman, P.E.", license="NYS Professional Engineer No. 094561"),
        date="September 30, 2024", revised="Revised January 15, 2025",
        soil_date="August 2024",
        scope="subdivision of the tract into nine single-family lots and a drainage reserve, "
              "construction of 1,450 ft of new road (Sand Cove Lane), water main, street "
              "lighting, a recharge basin, and rough grading of the house sites",
        location_desc="The tract lies south of Asharoken Avenue at its intersection with the "
                      "proposed Sand Cove Lane, opposite the Village beach.",
        existing_use="a former estate with a vacant main house, open meadow and mixed oak "
                     "woodland",
        type_sentence="It is a single-family residential subdivision; house construction on "
                      "the individual lots will follow under separate building permits.",
        type_short="single-family residential subdivision (road, utilities, lot grading)",
        area=dict(sentence="Total land disturbance for the subdivision improvements is "
                           "approximately 7.0 acres within the 18.4-acre tract; 11.4 acres of "
                           "woodland and the waterfront buffer will remain undisturbed.",
                  table="7.0 acres disturbed within an 18.4-acre tract",
                  disturbed_acres=7.0, total_site_acres=18.4),
        single_family=True, impaired_water=None,
        regulatory=["The subdivision disturbs five acres or more and therefore meets Condition "
                    "B of § 44-8B(2)(b); it must provide the postconstruction controls of "
                    "§ 44-8B(3) regardless of the single-family use of the lots.",
                    "Under § 44-12 this SWPPP accompanies the preliminary and final "
                    "subdivision plat applications to the Planning Board. Coverage under SPDES "
                    "GP-0-20-001 will be obtained by the developer."],
        permits=[("NYSDEC", "SPDES GP-0-20-001", "To be filed"),
                 ("Suffolk County Dept. of Health Services", "Realty subdivision approval",
                  "Pending"),
                 ("Suffolk County Water Authority", "Water main extension", "Approved")],
        existing=["The tract is a rolling upland between El. 18 and El. 52, with slopes of 2% "
                  "to 12% except for a steep (30%) wooded bank along its southern edge above "
                  "the harbor.",
                  "The meadow drains southward by sheet flow into the woods and then to Duck "
                  "Island Harbor; there are no channels or wetlands on the tract."],
        soils=[("HaB", "Haven loam", "2 to 6 percent slopes", "B",
                "Deep, well-drained loam over stratified sand and gravel; covers the meadow.",
                "Well drained", "More than 6 ft"),
               ("RdC", "Riverhead sandy loam", "8 to 15 percent slopes", "B",
                "Well-drained sandy loam on the side slopes.", "Well drained", "More than 6 ft"),
               ("CpE", "Carver and Plymouth sands", "15 to 35 percent slopes", "A",
                "Loose sand on the wooded bank; outside the disturbance.", "Excessively drained",
                "More than 6 ft")],
        soil_tests="Eleven test borings (August 2024) encountered 2 to 3 ft of loam over sand "
                   "and gravel; groundwater was not reached within 20 ft.",
        test_pits=[("B-1", "0-30", "Brown loam", "None"), ("B-1", "30-240", "Sand and gravel",
                                                             "None"),
                   ("B-6", "0-24", "Brown loam", "None"), ("B-6", "24-240", "Medium sand",
                                                            "None")],
        receiving_path="Stormwater that is not recharged on site ultimately discharges to Duck "
                       "Island Harbor and from there to Northport Bay.",
        receiving_status="Both water bodies are tidal saline waters classified SA by NYSDEC.",
        receiving_table=[dict(name="Duck Island Harbor", class_="SA", relation="Receives "
                              "overland flow from the southern woods"),
                         dict(name="Northport Bay", class_="SA", relation="Downstream of Duck "
                              "Island Harbor")],
        receiving_waters=["Duck Island Harbor", "Northport Bay"],
        runoff_data=dict(
            obs="Existing runoff conditions were evaluated for the whole tract with HydroCAD "
                "using the predevelopment meadow and woods cover.",
            table=[("2-year", "3.4", "0.9", "9,800"), ("10-year", "5.1", "3.3", "27,400"),
                   ("100-year", "8.6", "10.2", "79,000")],
            records="No stream gauge or water-quality data exist for the tract."),
        sheets=[("SUB-1", "Preliminary Subdivision Plat", "1 in. = 50 ft", "Tract area, lots, "
                 "limit of disturbance, undisturbed woodland"),
                ("GD-1", "Grading and Drainage Plan", "1 in. = 40 ft", "Existing and proposed "
                 "contours, drainage patterns, discharge points"),
                ("EC-1", "Erosion and Sediment Control Plan, Phases 1-3", "1 in. = 40 ft",
                 "Controls by phase; staging area"),
                ("SW-1", "Stormwater Management Plan", "1 in. = 40 ft", "Recharge basin, "
                 "drywells, drainage easement"),
                ("DT-1", "Details", "As noted", "Details")],
        site_words="18.4-acre tract", scale="1 inch = 40 feet",
        offsite_storage="No off-site storage or borrow areas are proposed.",
        sequence=["Clear and grub only the phase being worked.",
                  "Excavate the recharge basin to rough grade (Phase 1).",
                  "Rough-grade the road bed and install drainage and water main.",
                  "Fine-grade and pave the road; rough-grade the lots of that phase."],
        phase_limit="To comply with the Erosion Control Manual, the work is divided into three "
                    "phases and no more than five acres will be disturbed at any one time. Each "
                    "phase is stabilized before clearing of the next begins, so the largest "
                    "area open at once is the 3.1 acres of Phase 1.",
        phases=[("1", "Recharge basin, Sand Cove Lane Sta. 0+00 to 7+00, Lots 1-3", "3.1 ac",
                 "5 months"),
                ("2", "Road Sta. 7+00 to 14+50, Lots 4-6", "2.3 ac", "4 months"),
                ("3", "Lots 7-9 and final landscaping", "1.6 ac", "3 months")],
        stages=[("Clearing (each phase)", "Silt fence; construction entrance on Asharoken "
                 "Avenue; sediment trap", "None"),
                ("Road and utilities", "Inlet protection; stone check dams in road swales",
                 "Pavement, curbing"),
                ("Lot grading", "Temporary seed and mulch within 7 days of inactivity",
                 "Topsoil and permanent seed on all lots"),
                ("Close-out", "Remove controls after 80% cover", "Landscaping, street trees")],
        coastal_stab=None,
        esc=["entrance", "silt_fence", "inlet", "trap", "check_dam"],
        esc_qty=[("Construction entrance", "Asharoken Avenue at Sta. 0+00", "50 ft x 24 ft",
                  "1"),
                 ("Silt fence", "South and east limits, all phases", "36 in.", "2,850 LF"),
                 ("Inlet protection", "Road catch basins", "Insert", "14 ea"),
                 ("Temporary sediment trap ST-1", "Road low point at Sta. 9+50", "8,300 cf",
                  "1"),
                 ("Stone check dams", "Road-side swales", "2 ft high", "11 ea")],
        esc_sheet=("EC-1", "Erosion and Sediment Control Plan, Phases 1-3"), detail_sheet="DT-1",
        trap_sizing="ST-1 drains 2.3 acres and provides 8,300 cf, slightly more than the 3,600 "
                    "cf per acre required.",
        diversions=["Temporary diversion swales along the uphill side of each phase keep runoff "
                    "from undisturbed meadow off the graded areas.",
                    "The road subgrade is shaped to drain to sediment trap ST-1, which holds "
                    "runoff and lets sediment settle.",
                    "Check dams in the roadside swales slow flow and store water until the swales "
                    "are sodded."],
        conversion=["The roadside swales built as temporary diversions are sodded and remain as "
                    "the permanent swales that carry road runoff to the recharge basin.",
                    "The stone construction entrance becomes the base of the Sand Cove Lane "
                    "apron."],
        materials=[("Diesel fuel", "Tank truck; refueling at staging area only", "Spill kit "
                    "on truck"),
                   ("Pipe and precast structures", "Staging area on Lot 2", "Stored on "
                    "dunnage"),
                   ("Asphalt emulsion", "Brought in for paving only", "Not stored"),
                   ("Waste", "Roll-off at staging area", "Covered")],
        responsibilities=[],
        postcon=True,
        pc=pcs, pc_sheet=("SW-1", "Stormwater Management Plan"),
        hh=dict(method="The drainage system was designed with HydroCAD (TR-20) for Type III "
                       "storms (2-year 3.4 in., 10-year 5.1 in., 25-year 6.3 in., 100-year 8.6 "
                       "in.). The recharge basin holds the runoff of an 8-inch rainfall from its "
                       "drainage area, the Suffolk County standard.",
                sub_hdr=["Drainage area", "Area (ac)", "CN", "Tc (min)"],
                sub=[("DA-1 Road and lot fronts", "4.8", "76", "12"),
                     ("DA-2 Rear yards (to drywells)", "2.2", "68", "10")],
                sub_w=[2.6, 1.2, 1.0, 1.2],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Max. water depth (ft)",
                             "Storage used (cf)"],
                routing=[("RB-1", "10-year", "11.8", "4.2", "20,400"),
                         ("RB-1", "100-year", "24.5", "8.7", "42,300")],
                routing_w=[1.3, 1.1, 1.2, 1.5, 1.4],
                after="No runoff leaves the recharge basin for any storm up to the 100-year "
                      "event."),
        compare=dict(text="Peak runoff from the tract to Duck Island Harbor before and after "
                          "development:",
                     rows=[("2-year", "0.9", "0.2", "-78%"), ("10-year", "3.3", "0.9", "-73%"),
                           ("100-year", "10.2", "3.4", "-67%")],
                     after="The reduction results from capture of the road and lot runoff in "
                           "the recharge basin."),
        pc_maint_intro="Maintenance schedule for the permanent practices (the recharge basin "
                       "will be offered for dedication to the Village):",
        pc_maint=maint_of(pcs),
        easement=["A 20-foot-wide drainage and access easement over the road drainage pipes "
                  "and the recharge basin parcel, in favor of the Village of Asharoken, is shown "
                  "on the subdivision plat (Sheet SUB-1) and on Sheet SW-1. The easement will be "
                  "recorded with the final plat and remains with the land on every transfer of "
                  "title."],
        agreement=[],
        calcs=dict(intro="Recharge basin sizing.",
                   tables=[("RB-1 storage", ["Item", "Value"],
                            [("Drainage area", "4.8 ac"), ("Design rainfall", "8 in."),
                             ("Runoff coefficient", "0.30"),
                             ("Required storage", "41,800 cf"), ("Provided", "48,600 cf")],
                            [3, 2])]),
        contractors=[dict(signer="Anthony Caruso", title="Vice President",
                          firm="Caruso Brothers Site Development, Inc.",
                          address="95 Old Country Road, Hicksville, New York 11801",
                          phone="(516) 555-0166", date="March 3, 2025")],
        page_offset=2,
        gaps={"44-8B(1)(n)": ("absent",), "44-8B(3)(i)": ("defer", "N/A")},
    )
    s["map"]["water"] = [0, 0, 440, 0, 440, 80, 0, 80]
    s["map"]["water_label"] = (20, 30, "Duck Island Harbor")
    return s


def spec_asharoken_condition_a():
    s = asharoken_common()
    pcs = [pc_drywells("DW-1 to DW-4", 4, 8, 8, "the roof and driveway", "Front and side "
                       "yards"),
           pc_rain_garden("RG-1", 650, "the rear lawn and patio", "Rear yard, 60 ft from the "
                          "shoreline")]
    s.update(
        file="asharoken-condition-a.pdf",
        description="Asharoken single-family house on Lot 2 of a three-lot subdivision (part of "
                    "a larger common plan), about 26,000 sq ft (0.6 acre) disturbed, discharging "
                    "to Northport Bay, stated to be on the 303(d) list for pathogens: Condition "
                    "A applies, so postconstruction items apply despite the small single-family "
                    "project. One gap: the predevelopment/postdevelopment comparison heading "
                    "says 'N/A'.",
        project="Okafor Residence - Lot 2, Seawall Point Subdivision",
        address="14 Seawall Point Lane, Northport, New York 11768",
        site_id="Lot 2, Seawall Point Subdivision, 14 Seawall Point Lane, Village of Asharoken",
        tax_map="District 0401, Section 005.00, Block 02.00, Lot 008.002",
        owner=dict(name="Daniel and Grace Okafor",
                   address="1 Bay Crest Court, Huntington, New York 11743"),
        firm=dict(name="Bluepoint Site Engineering, PLLC",
                  address="84 Centershore Road, Centerport, New York 11721",
                  phone="(631) 555-0181", contact="Thomas A. Reilly, P.E."),
        preparer=dict(name="Thomas A. Reilly, P.E.", license="P.E. License No. 085907 (NY)"),
        date="June 2, 2025",
        soil_date="April 2025",
        scope="construction of a single-family house with a detached garage, a crushed-shell "
              "driveway, patio, and an on-site sanitary system",
        location_desc="Lot 2 is the middle lot of the three-lot Seawall Point subdivision "
                      "approved by the Planning Board in 2024; it fronts on Northport Bay.",
        existing_use="vacant and cleared, with lawn grasses and scattered black cherry",
        type_sentence="The project is a single-family residence on a lot that is part of a "
                      "larger common plan of development: the combined disturbance of the "
                      "three Seawall Point lots exceeds one acre, so the house construction is a "
                      "land development activity under Chapter 44 even though this lot alone is "
                      "smaller.",
        type_short="single-family residence (lot in a larger common plan of development)",
        area=dict(sentence="Work on Lot 2 will disturb approximately 26,000 square feet (0.6 "
                           "acre) of the 1.2-acre lot.",
                  table="About 26,000 sf (0.6 ac) disturbed on a 1.2-acre lot",
                  disturbed_acres=0.6, total_site_acres=1.2),
        single_family=True, impaired_water=True,
        regulatory=["Northport Bay, which receives runoff from the lot, is listed on the NYSDEC "
                    "Section 303(d) list of impaired waters for pathogens, and stormwater is "
                    "identified as a source of that impairment. The project therefore meets "
                    "Condition A of § 44-8B(2)(a); the single-family exclusion applies only to "
                    "Condition C. Postconstruction controls are provided in Section {sec:postcon}.",
                    "The lot was covered under the subdivision's SPDES permit; the owner will "
                    "file a transfer of coverage for Lot 2."],
        permits=[("NYSDEC", "Tidal Wetlands permit", "Issued 2024 for the subdivision"),
                 ("Suffolk County Dept. of Health Services", "Sanitary system approval",
                  "Approved")],
        existing=["The lot is nearly level (El. 9 to El. 14) with a low bulkhead along the bay. "
                  "It was rough-graded during subdivision work and has a stable grass cover.",
                  "Runoff flows north across the lawn to the bulkhead and into the bay; there is "
                  "no storm drain on Seawall Point Lane."],
        soils=[("Ug", "Urban land and fill (sandy dredge spoil)", "0 to 3 percent slopes", "A",
                "Sandy fill placed decades ago over marsh deposits; rapid permeability.",
                "Somewhat excessively drained", "4 to 6 ft"),
               ("PlA", "Plymouth loamy sand", "0 to 3 percent slopes", "A",
                "Native loamy sand at the landward end of the lot.", "Excessively drained",
                "More than 6 ft")],
        soil_tests="Test hole TH-A (April 2025) found sandy fill to 6 ft over native sand; "
                   "groundwater was at 5.5 ft, which sets the shallow drywell depth.",
        test_pits=[("TH-A", "0-72", "Sandy fill with shell fragments", "None"),
                   ("TH-A", "72-120", "Gray medium sand", "Groundwater at 66 in.")],
        receiving_path="Stormwater discharges directly over the bulkhead to Northport Bay.",
        receiving_status="Northport Bay is listed on the NYSDEC 303(d) list as impaired for "
                         "pathogens; a pathogen TMDL identifies urban stormwater as a source.",
        receiving_table=[dict(name="Northport Bay", class_="SA", relation="Adjacent; direct "
                              "sheet-flow discharge over bulkhead")],
        receiving_waters=["Northport Bay"],
        runoff_data=dict(
            obs="The lot has no drainage structures; runoff from the existing lawn moves as "
                "sheet flow to the bulkhead. During the April 2025 site visit the lawn was "
                "firm with no ponding or erosion.",
            table=None,
            records="No measured flow or water-quality data exist for the lot. NYSDEC shellfish "
                    "sampling stations in Northport Bay record elevated coliform after rain."),
        sheets=[("S-1", "Site Plan and Limit of Disturbance", "1 in. = 20 ft", "Lot area, "
                 "improvements, disturbed and undisturbed areas, vegetation"),
                ("S-2", "Grading, Drainage and Erosion Control Plan", "1 in. = 20 ft",
                 "Contours, drainage, discharge point, controls"),
                ("S-3", "Details", "As noted", "Details")],
        site_words="1.2-acre lot", scale="1 inch = 20 feet",
        offsite_storage="No off-site storage or borrow areas are proposed.",
        sequence=["Clear and strip the house and garage footprint.",
                  "Excavate and pour foundations.", "Install the sanitary system and drywells.",
                  "Build the house and garage; place the driveway."],
        phase_limit="All work is one phase; the 0.6 acre of disturbance is far below the "
                    "five-acre limit.",
        phases=[("1", "House, garage, driveway, landscaping", "0.6 ac", "10 months")],
        stages=[("Clearing", "Silt fence and sock along bulkhead; stone entrance", "None"),
                ("Foundations and framing", "Stockpile covered; seed and mulch idle areas",
                 "None"),
                ("Close-out", "Controls kept until 80% cover", "Lawn, plantings, rain garden")],
        coastal_stab=None,
        esc=["entrance", "silt_fence", "sock", "washout"],
        esc_qty=[("Stone construction entrance", "Seawall Point Lane", "50 ft x 12 ft", "1"),
                 ("Silt fence", "Parallel to bulkhead, 25 ft landward", "36 in.", "230 LF"),
                 ("Compost filter sock", "Behind silt fence and at stockpile", "12 in.",
                  "300 LF"),
                 ("Concrete washout", "Driveway area", "8 ft x 8 ft", "1")],
        esc_sheet=("S-2", "Grading, Drainage and Erosion Control Plan"), detail_sheet="S-3",
        trap_sizing=None,
        diversions=["A double line of silt fence and filter sock along the bulkhead holds any "
                    "runoff from the work area.",
                    "Roof leaders are tied into the drywells as soon as the roof is framed."],
        conversion=["The crushed stone of the construction entrance is reused as the base of the "
                    "shell driveway."],
        materials=[("Lumber and roofing", "Staged on the driveway", "Tarped"),
                   ("Fuel", "No on-site storage; small cans only", "Kept in the builder's van")],
        responsibilities=[
            ("Owners", "Whole lot", "Keep SWPPP on site; retain inspector; maintain practices"),
            ("Reliant Home Builders, LLC", "Construction area", "Install and maintain controls"),
            ("Bluepoint Site Engineering, PLLC", "Whole lot", "Inspections")],
        postcon=True,
        pc=pcs, pc_sheet=("S-2", "Grading, Drainage and Erosion Control Plan"),
        pc_intro="Because the receiving water is impaired for pathogens, the practices below are "
                 "designed to infiltrate runoff rather than discharge it to the bay.",
        hh=dict(method="The drywells and rain garden were sized with HydroCAD for the "
                       "postdevelopment condition so that runoff from a 2-inch rainfall over all "
                       "new impervious surfaces is infiltrated, and were checked for the 10-year "
                       "(5.1 in.) Type III storm.",
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Overflow (cfs)", "Storage "
                             "used"],
                routing=[("DW-1 to DW-4", "2 in. rainfall", "0.3", "0.0", "700 cf of 1,610 cf"),
                         ("DW-1 to DW-4", "10-year", "1.0", "0.0", "1,500 cf of 1,610 cf"),
                         ("RG-1", "10-year", "0.4", "0.05", "325 cf")],
                routing_w=[1.4, 1.2, 1.1, 1.1, 1.7]),
        compare=None,
        pc_maint_intro="The owners will maintain the practices on this schedule:",
        pc_maint=maint_of(pcs),
        easement=["An access easement in favor of the Village over a 10-foot strip around the "
                  "drywells and rain garden is shown on Sheet S-2. It will be recorded with the "
                  "Suffolk County Clerk and runs with the land when the lot is sold."],
        agreement=["The owners will sign the Village's stormwater facility inspection and "
                   "maintenance agreement, recorded as a covenant on the deed, binding them and "
                   "all subsequent owners of Lot 2 to maintain the drywells and rain garden."],
        calcs=None,
        contractors=[dict(signer="Luis Navarro", title="Site Supervisor",
                          firm="Reliant Home Builders, LLC",
                          address="200 Broadway, Huntington Station, New York 11746",
                          phone="(631) 555-0102", date="June 20, 2025")],
        gaps={"44-8B(3)(e)": ("defer", "N/A")},
    )
    s["map"]["water_label"] = (20, 270, "Northport Bay")
    return s


def porous_pavement(label, stalls, where):
    name = f"Porous asphalt parking {label}"
    return dict(
        name=name, type="Porous pavement (infiltration)",
        desc="Open-graded porous asphalt over a stone reservoir that infiltrates rain falling on "
             "the parking stalls.",
        where=where, size=f"{stalls} parking stalls",
        details=["3 in. porous asphalt over 2 in. choker course and 18 in. of clean 1-1/2-inch "
                 "stone reservoir", "Nonwoven geotextile on the sides only; uncompacted "
                 "subgrade", "Install last, after all landscaped areas are stabilized"],
        maint=[(name, "Vacuum sweep", "Twice a year"),
               (name, "Inspect for clogging (ponding after rain)", "After large storms")])


def spec_asharoken_no_acreage():
    s = asharoken_common()
    pcs = [porous_pavement("PP-1", 60, "All parking stalls of the 60-space lot"),
           pc_bioretention("BR-1", 1200, "the clubhouse drive aisle", "East of the tennis "
                           "courts"),
           pc_drywells("DW-1 to DW-5", 5, 8, 8, "the clubhouse roof", "Around the clubhouse")]
    s.update(
        file="asharoken-no-acreage.pdf",
        description="Asharoken private beach club redevelopment. Neither the disturbed area nor "
                    "the total site area is stated anywhere (facts unsettled); postconstruction "
                    "items are all present, so their status does not depend on the acreage. "
                    "One gap: material storage and spill response mentioned only in passing.",
        project="Eatons Neck Beach Club - Clubhouse Replacement and Parking Reconstruction",
        address="200 Asharoken Avenue, Northport, New York 11768",
        site_id="Eatons Neck Beach Club, 200 Asharoken Avenue, Village of Asharoken",
        tax_map="District 0401, Section 002.00, Block 02.00, Lot 005.000",
        owner=dict(name="Eatons Neck Beach Club, Inc.",
                   address="P.O. Box 412, Northport, New York 11768"),
        firm=dict(name="Harborview Civil Design, LLC",
                  address="25 Green Street, Huntington, New York 11743",
                  phone="(631) 555-0125", contact="Sofia Marchetti, P.E."),
        preparer=dict(name="Sofia Marchetti, P.E.", license="NYS PE Lic. No. 098224"),
        date="November 12, 2024",
        soil_date="October 2024",
        scope="demolition of the existing one-story clubhouse and its replacement with a "
              "two-story clubhouse, reconstruction of the 60-space parking lot with porous "
              "asphalt stalls, two new tennis courts, walkways, and utilities",
        location_desc="The club occupies the land between Asharoken Avenue and the Long Island "
                      "Sound beach, west of the Bevin Road intersection.",
        existing_use="developed with a clubhouse, an asphalt parking lot, a clay tennis court "
                     "and the club beach",
        type_sentence="The club is a private membership (commercial) facility.",
        type_short="commercial (private beach club redevelopment)",
        size_sentence="The project comprises one replacement clubhouse, a 60-space parking lot, "
                      "two tennis courts and the associated walkways and utilities.",
        area=None,
        single_family=False, impaired_water=False,
        regulatory=["This SWPPP is prepared under Village Code Chapter 44 and includes both the "
                    "erosion and sediment control information of § 44-8B(1) and the "
                    "postconstruction stormwater management information of § 44-8B(3).",
                    "The club will obtain coverage under SPDES General Permit GP-0-20-001."],
        permits=[("NYSDEC", "Coastal Erosion Hazard Area permit", "Pending"),
                 ("Village of Asharoken Planning Board", "Site plan", "Pending")],
        existing=["The site is nearly level, between El. 10 and El. 16, with the primary dune "
                  "along its northern edge. Vegetation is lawn and ornamental plantings around "
                  "the clubhouse and beachgrass on the dune.",
                  "The existing parking lot drains to two leaching catch basins that are partly "
                  "clogged; overflow runs across the lawn toward the dune."],
        soils=[("Du", "Dune land", "3 to 15 percent slopes", "A",
                "Wind-deposited sand on the dune; outside the work limits.", "Excessively "
                "drained", "More than 6 ft"),
               ("PlA", "Plymouth loamy sand", "0 to 3 percent slopes", "A",
                "Deep sand under the clubhouse and parking lot.", "Excessively drained",
                "More than 6 ft")],
        soil_tests="Two test holes in the parking lot (October 2024) found asphalt and 8 in. of "
                   "base over clean sand to 14 ft with groundwater at 12 ft.",
        test_pits=[("TH-1", "0-14", "Asphalt and gravel base", "None"),
                   ("TH-1", "14-168", "Tan medium sand", "Water at 144 in.")],
        receiving_path="Runoff that is not infiltrated ultimately reaches Long Island Sound by "
                       "overland flow through the dune.",
        receiving_status="Long Island Sound at this location is not on the NYSDEC 303(d) list "
                         "for any pollutant associated with stormwater, and the site is not in a "
                         "TMDL watershed.",
        receiving_table=[dict(name="Long Island Sound", class_="SA", relation="Final receiving "
                              "water, north of the dune")],
        receiving_waters=["Long Island Sound"],
        runoff_data=dict(
            obs="The two existing leaching basins overflow during moderate storms; staff report "
                "ponding in the parking lot after about one inch of rain.",
            table=[("2-year", "3.5", "2.2", "7,400"), ("10-year", "5.2", "3.8", "12,900"),
                   ("100-year", "8.8", "7.1", "24,600")],
            records="No monitoring data exist."),
        sheets=[("C-1", "Existing Conditions and Demolition Plan", "1 in. = 30 ft", "Site "
                 "boundary, vegetation, dune, contours"),
                ("C-2", "Layout and Limit of Work", "1 in. = 30 ft", "Improvements, disturbed "
                 "and undisturbed areas"),
                ("C-3", "Grading, Drainage and Utilities", "1 in. = 30 ft", "Final slopes, "
                 "drainage patterns, discharge points"),
                ("C-4", "Erosion and Sediment Control Plan", "1 in. = 30 ft", "Controls"),
                ("C-5", "Details", "As noted", "Details")],
        site_words="club property boundary", scale="1 inch = 30 feet",
        offsite_storage="No off-site storage or borrow areas are proposed.",
        sequence=["Demolish the clubhouse and remove the parking lot asphalt.",
                  "Excavate for the new clubhouse foundation.",
                  "Install drywells, the bioretention underdrain and utilities.",
                  "Build the clubhouse and tennis courts.",
                  "Place the porous pavement last."],
        phase_limit="The work will be done in one phase; at no time will more than five acres "
                    "be disturbed.",
        phases=None,
        stages=ESC_STAGES_A,
        coastal_stab="Any dune sand disturbed by the utility connection will be replanted with "
                     "Cape American beachgrass",
        esc=["entrance", "silt_fence", "inlet", "sock", "trap"],
        esc_qty=[("Construction entrance", "Asharoken Avenue", "50 ft x 24 ft", "1"),
                 ("Silt fence", "Landward toe of dune", "36 in.", "620 LF"),
                 ("Inlet protection", "Existing leaching basins", "Insert", "2 ea"),
                 ("Filter sock", "Tennis court perimeter", "12 in.", "380 LF"),
                 ("Temporary sediment trap", "West end of parking lot", "Per detail", "1")],
        esc_sheet=("C-4", "Erosion and Sediment Control Plan"), detail_sheet="C-5",
        trap_sizing="The temporary sediment trap is sized at 3,600 cubic feet per acre of "
                    "contributing drainage area, per the Erosion Control Manual.",
        diversions=["A low earth berm at the landward toe of the dune, backed by silt fence, "
                    "stops runoff from the work area from reaching the dune.",
                    "The parking lot subgrade is sloped to the temporary sediment trap, which "
                    "stores runoff until sediment settles."],
        conversion=["The temporary sediment trap is located at the bioretention area and will be "
                    "cleaned and rebuilt as BR-1 once the site is stabilized."],
        materials=[],
        responsibilities=[
            ("Eatons Neck Beach Club, Inc.", "Entire property", "Owner; retains inspector; "
             "long-term maintenance"),
            ("Sandpiper Construction Corp.", "Clubhouse and parking area", "Installs and "
             "maintains controls"),
            ("Harborview Civil Design, LLC", "Entire property", "Inspections and amendments")],
        postcon=True,
        pc=pcs, pc_sheet=("C-3", "Grading, Drainage and Utilities"),
        hh=dict(method="Runoff was computed with HydroCAD (TR-20) for Type III storms of 3.5 "
                       "in. (2-year), 5.2 in. (10-year) and 8.8 in. (100-year).",
                sub_hdr=["Subcatchment", "CN", "Tc (min)", "Cover"],
                sub=[("Clubhouse roof", "98", "6", "Roof"),
                     ("Parking and drive", "72", "6", "Porous stalls, asphalt aisle"),
                     ("Lawn and courts", "63", "8", "Grass, courts")],
                sub_w=[2.0, 0.8, 1.0, 2.7],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Outflow (cfs)", "Storage"],
                routing=[("PP-1 reservoir", "10-year", "1.6", "0.0", "6,900 cf"),
                         ("BR-1", "10-year", "0.9", "0.3", "820 cf"),
                         ("DW-1 to DW-5", "10-year", "0.7", "0.0", "1,680 cf")],
                routing_w=[1.4, 1.0, 1.1, 1.1, 1.4]),
        compare=dict(text="Peak runoff leaving the site before and after redevelopment:",
                     rows=[("2-year", "2.2", "0.3", "-86%"), ("10-year", "3.8", "1.1", "-71%"),
                           ("100-year", "7.1", "4.4", "-38%")]),
        pc_maint_intro="The club's grounds staff will follow this schedule:",
        pc_maint=maint_of(pcs),
        easement=["A blanket access easement over the parking lot, BR-1 and the drywells in "
                  "favor of the Village is shown on Sheet C-3; it will be recorded with the "
                  "Suffolk County Clerk and survives any conveyance of the property."],
        agreement=["The club will enter into a maintenance agreement with the Village, recorded "
                   "as a deed restriction, that binds the club and all later owners to inspect "
                   "and maintain the porous pavement, bioretention and drywells. A draft is in "
                   "Appendix {app:agreement}."],
        agreement_appendix=[
            "STORMWATER CONTROL FACILITY MAINTENANCE AGREEMENT (DRAFT)",
            "This agreement is made between Eatons Neck Beach Club, Inc. (the Owner) and the "
            "Village of Asharoken (the Village).",
            "1. The Owner shall maintain the stormwater management facilities shown on Sheet C-3 "
            "in good working order as described in the SWPPP maintenance schedule.",
            "2. The Owner grants the Village the right to enter the property at reasonable times "
            "to inspect the facilities.",
            "3. If the Owner fails to maintain the facilities, the Village may perform the work "
            "and recover its costs as a charge against the property.",
            "4. This agreement runs with the land and binds the Owner's successors and assigns, "
            "and shall be recorded in the office of the Suffolk County Clerk."],
        calcs=None,
        contractors=[dict(signer="Rachel Kim", title="Project Manager",
                          firm="Sandpiper Construction Corp.",
                          address="75 Wall Street, Huntington, New York 11743",
                          phone="(631) 555-0196", date="December 9, 2024")],
        gaps={"44-8B(1)(f)": ("passing", "Construction materials storage will be addressed by "
                                         "the contractor.")},
    )
    return s


# ---------------------------------------------------------------------------
# Somers samples
# ---------------------------------------------------------------------------

def somers_sizing(A, ipct, S, phos, pre10, post10, pre100, post100, cpv_cf, rrv_how,
                  hsg_phrase=""):
    """Design Manual sizing summary rows (WQv, RRv, Cpv, Qp, Qf) with the arithmetic shown."""
    P_ = 2.8 if phos else 1.5
    rv = 0.05 + 0.009 * ipct
    wqv = P_ * rv * A / 12 * 43560
    ai = A * ipct / 100
    rrv = P_ * 0.95 * S * ai / 12 * 43560
    prov_wqv = int(-(-wqv * 1.08 // 10) * 10)
    prov_rrv = int(-(-rrv * 1.25 // 10) * 10)
    wq_req = ("Runoff from the 1-year, 24-hour storm (P = 2.8 in.), Design Manual Chapter 10 "
              "enhanced phosphorus removal criteria" if phos else
              "90% rainfall event, P = 1.5 in. (Design Manual Chapter 4)")
    rows = [
        ("Water quality volume (WQv)", wq_req,
         f"Rv = 0.05 + 0.009({ipct}) = {rv:.3f}; WQv = ({P_})({rv:.3f})({A})/12 = "
         f"{wqv / 43560:.3f} ac-ft = {fmt_int(wqv)} cf", f"{fmt_int(prov_wqv)} cf"),
        ("Runoff reduction (RRv)", "Minimum RRv = (P)(0.95)(S)(Ai)/12 where the full WQv "
         "cannot be reduced", f"S = {S}{hsg_phrase}; Ai = {ai:.2f} ac; minimum RRv = "
         f"{fmt_int(rrv)} cf", f"{fmt_int(prov_rrv)} cf {rrv_how}"),
        ("Channel protection (Cpv)", "24-hour extended detention of the 1-year, 24-hour "
         "storm", f"1-year runoff {fmt_int(cpv_cf)} cf; orifice sized for a 24-hour drawdown",
         "24.5-hour drawdown"),
        ("Overbank flood (Qp)", "10-year postdevelopment peak no greater than predevelopment",
         f"Pre {pre10} cfs; post {post10} cfs", "Met"),
        ("Extreme storm (Qf)", "Pass the 100-year storm safely; no increase in peak",
         f"Pre {pre100} cfs; post {post100} cfs", "Met"),
    ]
    return rows, wqv


SOMERS_REG_COMMON = (
    "The site is in the New York City East of Hudson watershed. Under § 93-9 the application "
    "will not be complete until the State Environmental Quality Review Act process has been "
    "completed; the Planning Board is lead agency.")


def spec_somers_complete():
    s = somers_common()
    pcs = [pc_separator("HS-1", "the parking lot storm drains", "Upstream of SIS-1"),
           pc_chambers("SIS-1", 84, "the parking lot and the front half of the roof",
                       "Under the north parking field"),
           pc_bioretention("BR-1", 2400, "the south parking field", "South island of the "
                           "parking lot"),
           pc_bioretention("BR-2", 1350, "the rear loading area and rear roof", "Behind the "
                           "building, west side")]
    rows, wqv = somers_sizing(2.9, 58, 0.40, True, "6.8", "5.9", "14.6", "13.9", 11400,
                              "by infiltration in SIS-1 and BR-2", " (HSG B soils)")
    s.update(
        file="somers-complete.pdf",
        description="Somers commercial retail center, 2.5 ± acres disturbed of a 7.8-acre site: "
                    "every item present, including postconstruction 93-6A(3)(b)-(i) and the "
                    "enhanced phosphorus removal statement.",
        project="Somers Crossing Retail Center",
        address="3150 Route 202, Somers, New York 10589",
        site_id="Somers Crossing Retail Center, 3150 Route 202, Somers, NY 10589 (Tax Map "
                "17.15-1-22)",
        tax_map="Section 17.15, Block 1, Lot 22",
        owner=dict(name="Somers Crossing Associates, LLC",
                   address="700 White Plains Road, Suite 250, Scarsdale, New York 10583"),
        firm=dict(name="Hudson Ridge Engineering, P.C.",
                  address="1825 Commerce Street, Yorktown Heights, New York 10598",
                  phone="(914) 555-0127", contact="Kevin R. Albright, P.E., Principal"),
        preparer=dict(name="Kevin R. Albright, P.E.", license="NYS P.E. License No. 080617"),
        date="May 9, 2025",
        soil_date="April 2025",
        scope="construction of a one-story, 18,500-square-foot retail building with 96 parking "
              "spaces, a loading area, a new driveway to Route 202, water and sewer connections, "
              "and a stormwater management system",
        location_desc="The parcel is on the south side of Route 202, about 0.4 mile west of the "
                      "Route 100 intersection.",
        existing_use="a former nursery and garden center, partly paved, with a wooded rear "
                     "portion",
        type_sentence="It is a commercial development listed in § 93-6A(2)(g).",
        type_short="commercial development (retail center)",
        area=dict(sentence="The limit of disturbance encompasses 2.5 ± acres; the total site "
                           "area is 7.8 acres, and the 5.3 acres of woods and wetland buffer at "
                           "the rear of the parcel will not be disturbed.",
                  table="2.5 ± acres disturbed; total site area 7.8 acres",
                  disturbed_acres=2.5, total_site_acres=7.8),
        single_family=False, impaired_water=True,
        regulatory=["The project is a commercial development that disturbs more than one acre, so "
                    "§ 93-6A(2) applies and the SPPP includes the postconstruction water "
                    "quantity and quality controls of § 93-6A(3), designed to the enhanced "
                    "phosphorus removal standards of the New York State Stormwater Management "
                    "Design Manual.", SOMERS_REG_COMMON,
                    "Coverage under SPDES General Permit GP-0-25-001 will be obtained; because "
                    "the site is in the NYC watershed, the SWPPP will also be submitted to the "
                    "NYC Department of Environmental Protection for review."],
        permits=[("NYSDEC", "SPDES GP-0-25-001 NOI", "To be filed after MS4 acceptance"),
                 ("NYCDEP", "SWPPP approval (15 RCNY Chapter 18)", "Submitted"),
                 ("NYSDOT", "Highway work permit (Route 202 driveway)", "Pending"),
                 ("Town of Somers", "Wetland permit (Chapter 167)", "Pending")],
        existing=["The front of the parcel is the paved and gravel area of the former nursery at "
                  "El. 402 to 410. Behind it the ground rises through hardwood forest to El. "
                  "446. Slopes in the area to be developed are 2% to 8%; the wooded rear has "
                  "slopes up to 25%.",
                  "An intermittent stream crosses the southwest corner; its bordering wetland "
                  "was delineated in June 2024 and lies outside the limit of disturbance. Runoff "
                  "from the paved area now flows untreated to a roadside ditch along Route 202."],
        soils=[("ChB", "Charlton fine sandy loam", "3 to 8 percent slopes", "B",
                "Deep, well-drained glacial till; the main soil under the building and parking.",
                "Well drained", "More than 6 ft"),
               ("PnC", "Paxton fine sandy loam", "8 to 15 percent slopes", "C",
                "Well drained with a dense fragipan at 2 ft that limits infiltration.",
                "Well drained", "1.5 to 2.5 ft (perched)"),
               ("Ub", "Udorthents, smoothed", "0 to 8 percent slopes", "B",
                "Disturbed soils of the former nursery yard.", "Well drained", "More than 6 ft")],
        soil_tests="Deep test pits and six infiltration tests (April 2025, witnessed by the Town "
                   "Engineer) measured 2.1 to 4.6 in. per hour in the Charlton soils at the "
                   "SIS-1 and BR-2 locations; the Paxton soils were not used for infiltration.",
        test_pits=[("DTP-1", "0-10", "Topsoil", "None"),
                   ("DTP-1", "10-110", "Brown fine sandy loam, gravelly", "No mottling to 110 in."),
                   ("DTP-4", "0-24", "Fill and topsoil", "None"),
                   ("DTP-4", "24-96", "Olive fine sandy loam (firm at 30 in.)", "Mottling at "
                                                                                "30 in.")],
        receiving_path="Stormwater discharges to an unnamed tributary of the Muscoot Reservoir, "
                       "which crosses the southwest corner of the site and flows about 1.2 miles "
                       "to the reservoir.",
        receiving_status="The Muscoot Reservoir is listed on the NYSDEC 303(d) list as impaired "
                         "for phosphorus and is a phosphorus-restricted basin of the New York "
                         "City water supply.",
        receiving_table=[dict(name="Unnamed tributary", class_="C(T)", relation="On site; "
                              "receives the outfall from BR-1"),
                         dict(name="Muscoot Reservoir", class_="AA", relation="1.2 miles "
                              "downstream")],
        receiving_waters=["unnamed tributary of the Muscoot Reservoir", "Muscoot Reservoir"],
        sheets=[("C-001", "Existing Conditions and Soils Map", "1 in. = 40 ft", "Total site "
                 "area, vegetation, wetland, contours, soil boundaries"),
                ("C-100", "Site Plan", "1 in. = 40 ft", "Improvements, limit of disturbance, "
                 "undisturbed areas"),
                ("C-200", "Grading and Drainage Plan", "1 in. = 40 ft", "Final slopes, "
                 "drainage patterns, discharge points"),
                ("C-300", "Erosion and Sediment Control Plan", "1 in. = 40 ft", "Location, size "
                 "and length of each control"),
                ("C-400", "Stormwater Management Plan", "1 in. = 40 ft", "Postconstruction "
                 "practices and easements"),
                ("C-500", "Details", "As noted", "Details")],
        site_words="7.8-acre site", scale="1 inch = 40 feet",
        sequence=["Pre-construction meeting with the Town Engineer and Stormwater Management "
                  "Officer.",
                  "Clear and grub the building and parking area; strip topsoil.",
                  "Mass-grade the building pad and parking fields.",
                  "Install storm drains, SIS-1 and the hydrodynamic separator after the "
                  "upslope areas are stable.",
                  "Construct the building; place pavement base and binder.",
                  "Build BR-1 and BR-2 once their drainage areas are paved or vegetated."],
        phase_limit="The 2.5 ± acres will be disturbed in a single phase, well within the "
                    "five-acre limit of the Erosion Control Manual.",
        phases=[("1", "Entire project", "2.5 ac", "11 months")],
        stages=ESC_STAGES_S,
        esc=["entrance", "silt_fence", "inlet", "trap", "sock", "check_dam", "washout"],
        esc_qty=[("Stabilized construction entrance", "Route 202 driveway", "50 ft x 24 ft",
                  "1"),
                 ("Silt fence", "South and west limit of disturbance, wetland buffer line",
                  "36 in.", "1,420 LF"),
                 ("Inlet protection", "Route 202 basins and new basins", "Insert", "11 ea"),
                 ("Temporary sediment trap ST-1", "BR-1 location", "9,000 cf", "1"),
                 ("Compost filter sock", "Stockpile and wetland buffer (second line)", "12 in.",
                  "460 LF"),
                 ("Stone check dams", "Temporary diversion swale", "2 ft", "4 ea"),
                 ("Concrete washout", "Near loading area", "10 ft x 10 ft", "1")],
        esc_sheet=("C-300", "Erosion and Sediment Control Plan"), detail_sheet="C-500",
        trap_sizing="ST-1 serves 2.5 acres and provides 9,000 cf (3,600 cf per acre).",
        diversion_detail="A temporary diversion swale (2 ft deep, 4 ft bottom width, lined with "
                         "erosion control blanket) along the upslope edge of the grading diverts "
                         "runoff from the wooded hillside around the exposed soil to a stable "
                         "outlet.",
        postcon=True,
        pc=pcs, pc_sheet=("C-400", "Stormwater Management Plan"),
        pc_standard_phos="The site drains to the Muscoot Reservoir, a phosphorus-restricted "
                         "basin. The postconstruction stormwater controls are therefore designed "
                         "in conformance with the enhanced phosphorus removal standards of the "
                         "New York State Stormwater Management Design Manual (Chapter 10): the "
                         "water quality volume is the runoff from the 1-year, 24-hour storm, and "
                         "every treatment practice is one accepted for phosphorus removal.",
        hh=dict(method="The hydrologic analysis used HydroCAD 10.20 (SCS TR-20) with NOAA Atlas "
                       "14 Type III 24-hour rainfall for Somers: 1-year 2.8 in., 10-year 5.0 "
                       "in., 100-year 8.9 in.",
                sub_hdr=["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Cover / HSG"],
                sub=[("1S North parking and roof", "1.45", "92", "6.0", "Pavement, roof; B"),
                     ("2S South parking", "0.88", "89", "6.0", "Pavement, islands; B"),
                     ("3S Rear loading and roof", "0.57", "90", "6.0", "Pavement, roof; B/C"),
                     ("4S Undisturbed woods", "4.90", "63", "21.4", "Woods; B/C")],
                sub_w=[2.0, 0.8, 0.6, 0.8, 2.3],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Outflow (cfs)",
                             "Peak elevation"],
                routing=[("SIS-1", "1-year", "3.1", "0.2", "401.9"),
                         ("SIS-1", "10-year", "6.0", "2.4", "403.1"),
                         ("BR-1", "10-year", "3.6", "1.9", "399.8"),
                         ("BR-2", "100-year", "3.8", "3.1", "406.4")],
                routing_w=[1.2, 1.0, 1.2, 1.2, 1.3]),
        sizing=dict(text="Sizing criteria follow Chapters 4, 6 and 10 of the New York State "
                         "Stormwater Management Design Manual (January 2015). The redevelopment "
                         "provisions were not used, no criterion was waived, and there are no "
                         "deviations from the Design Manual. Calculations for the 2.9-acre "
                         "contributing area (58% impervious):",
                    rows=rows,
                    after="Detailed HydroCAD output and the runoff reduction worksheet are in "
                          "Appendix {app:calcs}."),
        pc_maint_intro="Somers Crossing Associates, LLC, as owner, is the entity responsible for "
                       "the long-term operation and maintenance of every practice. Its property "
                       "manager will keep an inspection log and carry out these tasks:",
        pc_maint=maint_of(pcs),
        pc_maint_after="Inspection reports will be sent to the Town Stormwater Management "
                       "Officer each year by March 31.",
        easement=["A 20-foot-wide maintenance easement in favor of the Town of Somers covers "
                  "SIS-1, HS-1, BR-1 and BR-2 and the access from the parking lot. It is shown "
                  "on Sheet C-400 and on the site plan, will be recorded in the Westchester "
                  "County Clerk's office, and stays in effect when title to the property is "
                  "transferred."],
        agreement=["Before the final site plan is signed, the owner will execute the Town's "
                   "stormwater control facility maintenance agreement, based on the NYSDEC "
                   "sample agreement, which is recorded as a deed restriction and binds all "
                   "subsequent owners of the property to inspect and maintain the practices in "
                   "accordance with § 93-8."],
        calcs=dict(intro="HydroCAD node summary and WQv worksheet.",
                   tables=[("Peak flow at the site outlet (design point DP-1)",
                            ["Storm", "Pre (cfs)", "Post (cfs)"],
                            [("1-year", "2.9", "1.4"), ("10-year", "6.8", "5.9"),
                             ("100-year", "14.6", "13.9")], [2, 2, 2]),
                           ("WQv by practice", ["Practice", "Drainage area (ac)",
                                                "WQv required (cf)", "WQv provided (cf)"],
                            [("SIS-1", "1.45", "5,100", "6,290"),
                             ("BR-1", "0.88", "2,950", "3,120"),
                             ("BR-2", "0.57", "1,950", "2,090")], None)]),
        inspector="a qualified inspector (a licensed professional engineer or Certified "
                  "Professional in Erosion and Sediment Control) retained by the owner",
        contractors=[dict(signer="Robert J. Mancini", title="Superintendent",
                          firm="Tri-Valley Excavating Corp.",
                          address="44 Old Route 6, Carmel, New York 10512",
                          phone="(845) 555-0138", date="June 2, 2025",
                          training="Robert J. Mancini, Westchester County SWCD 4-hour erosion "
                                   "and sediment control training, March 12, 2024"),
                     dict(signer="Alicia Romero", title="Project Manager",
                          firm="Bedford Paving and Sitework, LLC",
                          address="19 Railroad Avenue, Bedford Hills, New York 10507",
                          phone="(914) 555-0144", date="June 3, 2025",
                          training="Luis Ortega (foreman), NYSDEC-endorsed 4-hour contractor "
                                   "training, October 2, 2023")],
    )
    return s


def spec_somers_incomplete():
    s = somers_common()
    pcs = [pc_chambers("SIS-1", 60, "the parking lot and roof", "Under the east parking "
                       "field"),
           pc_bioretention("BR-1", 1500, "the entrance drive and front walk", "Front yard "
                           "along Granite Springs Road")]
    rows, wqv = somers_sizing(2.4, 55, 0.40, False, "5.6", "5.1", "12.2", "11.8", 9200,
                              "by infiltration in SIS-1")
    s.update(
        file="somers-incomplete.pdf",
        description="Somers medical office (about 98,000 SF = 2.25 acres disturbed of 4.6 "
                    "acres, commercial). Gaps: soils described without any hydrologic soil "
                    "group, industrial-discharge section only in the TOC, inspection schedule "
                    "heading empty, non-conforming elements 'TBD', maintenance easements 'To be "
                    "provided prior to permit issuance', and no enhanced phosphorus statement "
                    "(the word 'phosphorus' appears only in the receiving-water impairment).",
        project="Granite Springs Medical Office Building",
        address="55 Granite Springs Road, Somers, New York 10589",
        site_id="55 Granite Springs Road, Town of Somers, NY (Tax Map 27.06-2-9)",
        tax_map="Section 27.06, Block 2, Lot 9",
        owner=dict(name="GSR Medical Realty, LLC",
                   address="101 Executive Boulevard, Elmsford, New York 10523"),
        firm=dict(name="Croton Valley Civil Associates, PLLC",
                  address="62 Main Street, Brewster, New York 10509",
                  phone="(845) 555-0149", contact="Jennifer S. Wu, P.E., Associate"),
        preparer=dict(name="Jennifer S. Wu, P.E.", license="NYS PE No. 091773"),
        date="January 27, 2025",
        soil_date="November 2024",
        scope="a two-story, 16,000-square-foot medical office building with 88 parking spaces, "
              "a drive-up canopy, site lighting, landscaping and connections to public water "
              "and a new septic system",
        location_desc="The parcel is on the west side of Granite Springs Road, opposite the "
                      "Somers Town Park entrance.",
        existing_use="an overgrown former horse paddock with a barn foundation and hedgerows",
        type_sentence="The project is a commercial development, an activity listed in "
                      "§ 93-6A(2)(g).",
        type_short="commercial development (medical office building)",
        area=dict(sentence="The project will result in approximately 98,000 SF of land "
                           "disturbance on the 4.6-acre parcel.",
                  table="Approximately 98,000 sf of disturbance; parcel 4.6 acres",
                  disturbed_acres=2.25, total_site_acres=4.6),
        single_family=False, impaired_water=True,
        regulatory=["The project disturbs more than one acre and is a commercial development, "
                    "so the postconstruction requirements of § 93-6A(3) apply. The Planning "
                    "Board is the approval authority under § 93-5B (site plan application).",
                    SOMERS_REG_COMMON],
        permits=[("NYSDEC", "SPDES GP-0-25-001", "To be filed"),
                 ("NYCDEP", "SWPPP review", "Submitted January 2025"),
                 ("Westchester County Dept. of Health", "Septic system", "Pending")],
        existing=["The parcel slopes gently (3% to 6%) from Granite Springs Road west toward a "
                  "hedgerow and a wet meadow on the neighboring property. Cover is old pasture "
                  "grass with scattered red cedar.",
                  "Runoff crosses the parcel as sheet flow and collects in a shallow swale along "
                  "the west line that flows north to Plum Brook."],
        soils=[("CrC", "Charlton-Chatfield complex, rolling, very rocky", "2 to 15 percent "
                "slopes", "", "Well-drained till with rock outcrops near the road.",
                "Well drained", "More than 6 ft"),
               ("WdB", "Woodbridge loam", "3 to 8 percent slopes", "",
                "Moderately well drained loam with a firm substratum; seasonal wetness at 1.5 "
                "to 2.5 ft.", "Moderately well drained", "1.5 to 2.5 ft"),
               ("RgB", "Ridgebury loam", "3 to 8 percent slopes", "",
                "Somewhat poorly drained; confined to the western hedgerow.",
                "Somewhat poorly drained", "0.5 to 1.5 ft")],
        soil_tests="Eight deep test pits and four percolation tests (November 2024) found "
                   "firm till at 30 to 40 in. in the west half; the infiltration system was "
                   "placed in the east half where tests measured 1.8 in. per hour.",
        test_pits=[("TP-2", "0-8", "Topsoil", "None"),
                   ("TP-2", "8-84", "Brown gravelly fine sandy loam", "None to 84 in."),
                   ("TP-6", "0-10", "Topsoil", "None"),
                   ("TP-6", "10-60", "Olive loam, firm", "Mottles at 26 in.")],
        receiving_path="Runoff from the site flows north in the swale along the western "
                       "property line to Plum Brook, which discharges to the Muscoot Reservoir.",
        receiving_status="The Muscoot Reservoir is listed on the NYSDEC 303(d) list as impaired "
                         "for phosphorus.",
        receiving_table=[dict(name="Plum Brook", class_="C", relation="Receives the site "
                              "swale 600 ft north of the parcel"),
                         dict(name="Muscoot Reservoir", class_="AA", relation="Downstream of "
                              "Plum Brook")],
        receiving_waters=["Plum Brook", "Muscoot Reservoir"],
        sheets=[("SP-1", "Existing Conditions and Soils", "1 in. = 30 ft", "Site area, soils "
                 "boundaries, vegetation, contours"),
                ("SP-2", "Layout and Landscape Plan", "1 in. = 30 ft", "Improvements, limits "
                 "of disturbance"),
                ("SP-3", "Grading and Utilities Plan", "1 in. = 30 ft", "Slopes, drainage, "
                 "discharge point"),
                ("SP-4", "Erosion and Sediment Control Plan", "1 in. = 30 ft", "Controls"),
                ("SP-5", "Construction Details", "As noted", "Details")],
        site_words="4.6-acre parcel", scale="1 inch = 30 feet",
        sequence=["Clear and grub the building and parking areas.",
                  "Strip and stockpile topsoil.", "Rough-grade the site.",
                  "Install drainage, SIS-1, septic system and utilities.",
                  "Construct the building; pave; build BR-1."],
        phase_limit="All 98,000 SF will be worked as one phase, well under the five-acre limit "
                    "on disturbance at any one time.",
        phases=[("1", "Entire project", "98,000 sf", "10 months")],
        stages=ESC_STAGES_S,
        esc=["entrance", "silt_fence", "inlet", "trap", "sock"],
        esc_qty=[("Construction entrance", "Granite Springs Road", "50 ft x 24 ft", "1"),
                 ("Silt fence", "West and north limits of disturbance", "36 in.", "1,060 LF"),
                 ("Inlet protection", "New catch basins", "Insert", "7 ea"),
                 ("Temporary sediment trap", "Northwest corner", "8,100 cf", "1"),
                 ("Filter sock", "Topsoil stockpile", "12 in.", "260 LF")],
        esc_sheet=("SP-4", "Erosion and Sediment Control Plan"), detail_sheet="SP-5",
        trap_sizing="The trap serves 2.25 acres and holds 8,100 cf.",
        diversion_detail="A temporary earth dike along the east limit of disturbance diverts "
                         "road runoff around the graded area to the existing roadside ditch.",
        postcon=True,
        pc=pcs, pc_sheet=("SP-3", "Grading and Utilities Plan"),
        pc_standard_plain="The postconstruction practices are designed in accordance with the "
                          "New York State Stormwater Management Design Manual. The water "
                          "quality volume is based on the 90% rainfall event (1.5 in.), with "
                          "runoff reduction provided by infiltration.",
        hh=dict(method="HydroCAD (TR-20) was used with Type III storms of 2.8 in. (1-year), 5.0 "
                       "in. (10-year) and 8.9 in. (100-year).",
                sub_hdr=["Subcatchment", "Area (ac)", "CN", "Tc (min)"],
                sub=[("1S Parking and roof", "1.60", "93", "6"),
                     ("2S Entrance drive", "0.80", "86", "7"),
                     ("3S Remaining parcel", "2.20", "71", "14")],
                sub_w=[2.4, 1.2, 1.0, 1.0],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Outflow (cfs)", "Storage"],
                routing=[("SIS-1", "10-year", "5.2", "1.9", "4,300 cf"),
                         ("BR-1", "10-year", "2.4", "1.5", "900 cf")],
                routing_w=[1.2, 1.0, 1.2, 1.2, 1.3]),
        sizing=dict(text="Sizing follows Chapter 4 of the Design Manual; no deviations are "
                         "proposed and no criteria were waived. Calculations for the 2.4-acre "
                         "contributing area (55% impervious):",
                    rows=rows),
        pc_maint_intro="GSR Medical Realty, LLC will be responsible for long-term operation and "
                       "maintenance of SIS-1 and BR-1 through its facilities contractor:",
        pc_maint=maint_of(pcs),
        easement=[],
        agreement=["The owner will sign a stormwater maintenance agreement with the Town, "
                   "recorded with the Westchester County Clerk as a deed restriction and "
                   "binding on all future owners of the parcel."],
        calcs=None,
        inspection_form=False,
        contractors=[dict(signer="Peter Kallas", title="Vice President of Operations",
                          firm="Kallas Site Contractors, Inc.",
                          address="15 Kirby Lane, Mahopac, New York 10541",
                          phone="(845) 555-0111", date="February 18, 2025",
                          training="Peter Kallas, 4-hour NYSDEC contractor training, May 2023")],
        gaps={
            "93-6A(1)(c)": ("no_hsg",),
            "93-6A(1)(i)": ("toc_only",),
            "93-6A(1)(k)": ("empty",),
            "93-6A(1)(l)": ("defer", "TBD"),
            "93-6A(3)(h)": ("defer", "To be provided prior to permit issuance."),
            PHOS: ("no_phosphorus",),
        },
        variants={"soils": 1, "background": 0},
    )
    return s


def spec_somers_small():
    s = somers_common()
    s.update(
        file="somers-small.pdf",
        description="Somers detached garage and driveway extension disturbing 3,800 square feet: "
                    "under 5,000 sq ft, an exempt activity under § 93-5A(4), so every checklist "
                    "item is not_applicable. The narrative still describes erosion controls.",
        doc_title="EROSION AND SEDIMENT CONTROL PLAN AND STORMWATER NARRATIVE",
        project="Lindqvist Residence - Detached Garage and Driveway Extension",
        address="118 Lovell Street, Lincolndale (Town of Somers), New York 10540",
        site_id="118 Lovell Street, Lincolndale, Town of Somers, NY",
        tax_map="Section 5.19, Block 3, Lot 41",
        owner=dict(name="Erik and Maria Lindqvist",
                   address="118 Lovell Street, Lincolndale, New York 10540"),
        firm=dict(name="Putnam Site Design, LLC", address="1 Fair Street, Carmel, New York 10512",
                  phone="(845) 555-0171", contact="Alan T. Greco, P.E."),
        preparer=dict(name="Alan T. Greco, P.E.", license="NYS P.E. License No. 069870"),
        date="August 21, 2024",
        cover_chapter="Prepared with reference to Chapter 93 of the Code of the Town of Somers "
                      "(exempt activity, § 93-5A(4))",
        scope="construction of a 24 ft by 30 ft detached two-car garage and a 60-foot extension "
              "of the existing gravel driveway",
        location_desc="The house is on the east side of Lovell Street, about 800 ft north of "
                      "Route 118.",
        existing_use="an existing single-family home on a landscaped lot",
        type_sentence="The work is an accessory structure for an existing single-family house; "
                      "no new dwelling is proposed.",
        type_short="accessory garage and driveway at an existing house",
        area=dict(sentence="The total area of land disturbance is 3,800 square feet on the "
                           "1.4-acre lot.",
                  table="3,800 sf of disturbance on a 1.4-acre lot",
                  disturbed_acres=round(3800 / 43560, 3), total_site_acres=1.4),
        single_family=False, impaired_water=None,
        exempt=True, postcon=False,
        regulatory=["Land disturbance of less than 5,000 square feet is an exempt activity "
                    "under § 93-5A(4) of the Town Code, so no stormwater management and erosion "
                    "and sediment control permit and no SPPP are required. This narrative was "
                    "requested by the Building Department with the building permit application "
                    "so that the erosion controls are documented.",
                    "No SPDES permit coverage is required for less than one acre of "
                    "disturbance."],
        permits=[("Town of Somers Building Department", "Building permit", "Application filed")],
        existing=["The lot slopes about 6% from Lovell Street down to the east. The garage site "
                  "is lawn; a stone wall and mature maples line the north property line.",
                  "Runoff flows east across the lawn to a wooded area and on toward Lake "
                  "Lincolndale."],
        soils=[("ChC", "Charlton loam", "8 to 15 percent slopes", "B",
                "Well-drained glacial till.", "Well drained", "More than 6 ft")],
        soil_tests="No soil testing was needed for this work.",
        test_pits=None, soil_date="August 2024",
        header_title="Erosion and Sediment Control Narrative",
        variants={"stabilization": 2},
        receiving_path="Runoff from the lot ultimately reaches Lake Lincolndale, about 1,500 ft "
                       "to the east.",
        receiving_status="No stormwater discharge point or structure is proposed.",
        receiving_table=[dict(name="Lake Lincolndale", class_="B", relation="About 1,500 ft "
                              "east")],
        receiving_waters=["Lake Lincolndale"],
        sheets=[("1", "Site Plan with Erosion Controls", "1 in. = 20 ft", "Garage, driveway, "
                 "limit of disturbance, silt fence")],
        site_words="1.4-acre lot", scale="1 inch = 20 feet",
        sequence=["Install silt fence on the downslope (east) side of the work area.",
                  "Excavate for the garage slab and driveway extension; stockpile spoil "
                  "upslope.",
                  "Pour the slab; build the garage; place driveway gravel."],
        phase_limit="All work is one phase of about six weeks.",
        phases=[("1", "Garage and driveway", "3,800 sf", "6 weeks")],
        stages=[("Excavation", "Silt fence; covered spoil pile", "None"),
                ("Completion", "Silt fence until grass is established", "Topsoil and seed")],
        esc=["silt_fence", "sock"],
        esc_qty=[("Silt fence", "East of the garage", "36 in.", "120 LF")],
        esc_sheet=("1", "Site Plan with Erosion Controls"), detail_sheet="1",
        postcon_na=["No postconstruction stormwater management practices are required: the work "
                    "is exempt under § 93-5A(4), and § 93-6A(2) applies only to activities "
                    "disturbing one acre or more. Roof runoff from the garage will discharge to "
                    "a splash block and lawn."],
        exemption_letter=[
            "August 21, 2024",
            "Building Inspector, Town of Somers, 335 Route 202, Somers, New York 10589",
            "Re: Lindqvist Residence, 118 Lovell Street - detached garage",
            "The proposed garage and driveway extension will disturb 3,800 square feet, which is "
            "less than the 5,000-square-foot threshold of § 93-5A(4). The work is therefore "
            "exempt from the stormwater management and erosion and sediment control permit "
            "requirements of Chapter 93. At your request the attached narrative documents the "
            "erosion controls the contractor will use.",
            "Very truly yours, Alan T. Greco, P.E."],
        figure=False, inspection_form=False,
        contractors=[dict(signer="Joseph Lanza", title="Owner", firm="Lanza Garage Builders",
                          address="7 Dell Avenue, Mahopac, New York 10541",
                          phone="(845) 555-0107", date="September 3, 2024",
                          training="Joseph Lanza, Putnam County SWCD 4-hour training, 2023")],
        gaps={k: ("absent",) for k in ["93-6A(1)(g)", "93-6A(1)(j)", "93-6A(1)(k)",
                                       "93-6A(1)(l)", "93-6A(1)(i)"]},
    )
    return s


def spec_somers_admin():
    s = somers_common()
    s.update(
        file="somers-admin-permit.pdf",
        description="Somers pool, pool house and driveway at an existing house, approximately "
                    "0.8 acre (34,800 sf) disturbed, administrative permit under § 93-5C; "
                    "under one acre so postconstruction items are not applicable (drywells "
                    "mentioned are not 93-6A(3) controls). Two gaps: inspection schedule "
                    "'Provided under separate cover', and pollution prevention only a passing "
                    "sentence inside the construction sequence (no own section).",
        project="Palumbo Residence - Pool, Pool House and Driveway Improvements",
        address="47 Warner Road, Somers, New York 10589",
        site_id="47 Warner Road, Somers, New York 10589",
        tax_map="Section 16.08, Block 1, Lot 7",
        owner=dict(name="Vincent and Teresa Palumbo",
                   address="47 Warner Road, Somers, New York 10589"),
        firm=dict(name="Westbrook Engineering Associates, P.C.",
                  address="400 Columbus Avenue, Valhalla, New York 10595",
                  phone="(914) 555-0190", contact="Olivia J. Hart, P.E."),
        preparer=dict(name="Olivia J. Hart, P.E.", license="NYS P.E. License No. 093402"),
        date="July 15, 2025",
        scope="an in-ground swimming pool with patio, a 900-square-foot pool house, a "
              "regraded lawn terrace, and widening and regrading of the 420-foot driveway",
        location_desc="Warner Road runs east from Route 100; the property is on its north side.",
        existing_use="an existing single-family house with lawn, woods and a long gravel "
                     "driveway",
        type_sentence="These are accessory residential improvements; the house itself is not "
                      "being built or altered.",
        type_short="residential accessory improvements (pool, pool house, driveway)",
        area=dict(sentence="Land disturbance will total approximately 0.8 acre (34,800 sf) "
                           "on the 3.1-acre property.",
                  table="Approximately 0.8 acre (34,800 sf) disturbed; lot 3.1 acres",
                  disturbed_acres=0.8, total_site_acres=3.1),
        single_family=False, impaired_water=False,
        regulatory=["The work disturbs more than 5,000 square feet and is not part of a site "
                    "plan, subdivision, wetland or steep slope application, so it requires an "
                    "administrative permit from the Town Engineer under § 93-5C.",
                    "Because less than one acre will be disturbed, no SPDES permit coverage is "
                    "needed and the postconstruction requirements of § 93-6A(2) and (3) do not "
                    "apply (see Section {sec:postcon})."],
        permits=[("Town of Somers Engineering", "Administrative stormwater permit", "This "
                  "application"),
                 ("Westchester County Dept. of Health", "Pool permit", "Pending")],
        existing=["The house sits on a knoll at El. 520. The lawn falls 8% to 12% to the south "
                  "toward Warner Road, and the eastern third of the lot is oak woods.",
                  "Runoff flows south across the lawn and along the driveway to the roadside "
                  "ditch on Warner Road, which drains to the Muscoot River."],
        soils=[("PnC", "Paxton fine sandy loam", "8 to 15 percent slopes", "C",
                "Well drained with a dense layer at about 2 ft.", "Well drained",
                "1.5 to 2.5 ft (perched)"),
               ("ChB", "Charlton fine sandy loam", "3 to 8 percent slopes", "B",
                "Deep, well-drained till along the driveway.", "Well drained", "More than 6 ft")],
        soil_tests="Two test pits at the pool site (June 2025) found dense till at 26 in.; the "
                   "pool excavation will be dewatered to a sediment bag if perched water is "
                   "encountered.",
        test_pits=[("TP-1", "0-8", "Topsoil", "None"), ("TP-1", "8-26", "Brown fine sandy "
                                                                         "loam", "None"),
                   ("TP-1", "26-72", "Olive dense till", "Mottles at 30 in.")],
        receiving_path="Runoff from the property flows in the Warner Road ditch to the Muscoot "
                       "River.",
        receiving_status="The Muscoot River is not listed on the NYSDEC 303(d) list.",
        receiving_table=[dict(name="Muscoot River", class_="C(T)", relation="Receives the "
                              "Warner Road ditch 0.3 mile west")],
        receiving_waters=["Muscoot River"],
        sheets=[("SP-1", "Site and Grading Plan", "1 in. = 30 ft", "Lot area, improvements, "
                 "limit of disturbance, trees, contours, soils boundary, drainage"),
                ("SP-2", "Erosion and Sediment Control Plan and Details", "1 in. = 30 ft",
                 "Controls with lengths and sizes; details")],
        site_words="3.1-acre lot", scale="1 inch = 30 feet",
        sequence=["Install the construction entrance from Warner Road.",
                  "Install silt fence below the pool terrace and along the driveway.",
                  "Excavate the pool and pool house foundation; stockpile spoil on the upper "
                  "lawn.",
                  "Regrade and widen the driveway.",
                  "Build the pool, patio and pool house."],
        phase_limit="The work is a single phase; disturbance never approaches the five-acre "
                    "limit.",
        phases=[("1", "Pool, pool house, driveway", "0.8 ac", "5 months")],
        stages=ESC_STAGES_S,
        esc=["entrance", "silt_fence", "sock"],
        esc_qty=[("Construction entrance", "Warner Road", "50 ft x 12 ft", "1"),
                 ("Silt fence", "Below pool terrace and along driveway", "36 in.", "690 LF"),
                 ("Filter sock", "Around spoil stockpile", "12 in.", "150 LF")],
        esc_sheet=("SP-2", "Erosion and Sediment Control Plan and Details"), detail_sheet="SP-2",
        diversion_detail="A shallow diversion swale above the pool terrace carries lawn runoff "
                         "around the excavation to a stone splash pad.",
        deviation="One element departs from the Standards and Specifications: the construction "
                  "entrance is 12 ft wide rather than the standard width for two-way traffic, "
                  "because the existing driveway is single-lane between stone walls. Deliveries "
                  "will be one-way and flagged, and the contractor will sweep Warner Road at the "
                  "end of each day, which gives protection equivalent to the standard entrance.",
        postcon=False,
        postcon_na=["Postconstruction stormwater runoff controls are not required because the "
                    "project disturbs less than one acre; § 93-6A(2) applies only to listed "
                    "activities that disturb one or more acres.",
                    "At the Town Engineer's request, runoff from the pool house roof and patio "
                    "will be directed to two 1,000-gallon precast drywells, and the pool will be "
                    "drained only after dechlorination."],
        calcs=None, inspection_form=False,
        contractors=[dict(signer="Frank DeLuca", title="President", firm="DeLuca Pools and "
                          "Landscape, Inc.", address="230 Route 100, Somers, New York 10589",
                          phone="(914) 555-0116", date="August 4, 2025",
                          training="Frank DeLuca, Westchester County SWCD 4-hour erosion "
                                   "control training, April 2024")],
        gaps={"93-6A(1)(k)": ("defer", "Provided under separate cover."),
              "93-6A(1)(e)": ("passing_in", "phasing", "Good housekeeping practices will be "
                                                       "followed throughout construction.")},
    )
    return s


def spec_somers_single_family():
    s = somers_common()
    pcs = [pc_chambers("CH-1", 16, "the house roof", "South of the house"),
           pc_rain_garden("RG-1", 800, "the driveway and motor court", "Below the motor court"),
           pc_swale("DS-1", 210, "the lower driveway", "Along the east side of the driveway")]
    rows, wqv = somers_sizing(1.1, 24, 0.30, True, "2.2", "1.9", "5.1", "4.8", 3100,
                              "by infiltration in CH-1 and RG-1", " (HSG C soils)")
    s.update(
        file="somers-single-family.pdf",
        description="Somers new single-family house, 1.1 acres disturbed on a 5.2-acre lot: "
                    "single-family home construction is listed in § 93-6A(2)(a), so "
                    "postconstruction items apply. Prepared and certified by a registered "
                    "landscape architect. One gap: the inspection and maintenance agreement "
                    "heading says 'N/A' (without reason).",
        project="Hadley Residence - New Single-Family Dwelling",
        address="210 Primrose Street, Katonah (Town of Somers), New York 10536",
        site_id="210 Primrose Street, Town of Somers (mailing address Katonah, NY 10536)",
        tax_map="Section 38.09, Block 1, Lot 16",
        owner=dict(name="Christopher and Lauren Hadley",
                   address="15 Heritage Drive, Somers, New York 10589"),
        firm=dict(name="Greenway Landscape Architecture, PLLC",
                  address="31 Katonah Avenue, Katonah, New York 10536",
                  phone="(914) 555-0153", contact="Rebecca L. Stein, R.L.A."),
        preparer=dict(name="Rebecca L. Stein, R.L.A.",
                      license="NYS Landscape Architect License No. 002317",
                      kind="registered landscape architect"),
        date="March 3, 2025",
        soil_date="January 2025",
        scope="a new 4,200-square-foot single-family house with attached garage, a 480-foot "
              "driveway, a septic system, a well, and lawn and landscape areas",
        location_desc="The lot is on the north side of Primrose Street, about 1,000 ft east "
                      "of the Somers Middle School entrance.",
        existing_use="wooded, with a cart path and stone walls",
        type_sentence="This is single-family home construction, listed in § 93-6A(2)(a).",
        type_short="single-family home construction",
        area=dict(sentence="Land disturbance for the house, driveway, septic system and well is "
                           "estimated at 1.1 acres; the lot is 5.2 acres and the rest remains "
                           "wooded.",
                  table="1.1 acres disturbed on a 5.2-acre lot",
                  disturbed_acres=1.1, total_site_acres=5.2),
        single_family=True, impaired_water=None,
        regulatory=["Because the project is single-family home construction disturbing one acre "
                    "or more, § 93-6A(2) requires postconstruction water quantity and quality "
                    "controls designed to the enhanced phosphorus removal standards; they are "
                    "described in Section {sec:postcon}.", SOMERS_REG_COMMON,
                    "The owner will file for coverage under GP-0-25-001."],
        permits=[("NYSDEC", "SPDES GP-0-25-001", "To be filed"),
                 ("Westchester County Dept. of Health", "Septic and well", "Approved"),
                 ("Town of Somers Planning Board", "Steep slope permit (Chapter 148)", "Pending")],
        existing=["The lot rises from Primrose Street (El. 350) to a level bench at El. 392 where "
                  "the house will sit. Slopes along the driveway route reach 15% to 20%; the "
                  "woods are mature oak, hickory and sugar maple.",
                  "Runoff flows as sheet flow through the woods to an unnamed tributary of the "
                  "Muscoot River along the eastern property line; no wetlands are within 100 ft "
                  "of the work."],
        soils=[("PnC", "Paxton fine sandy loam", "8 to 15 percent slopes", "C",
                "Dense till at 2 ft; slow permeability below.", "Well drained", "1.5 to 2.5 ft"),
               ("PnD", "Paxton fine sandy loam", "15 to 25 percent slopes", "C",
                "Steeper phase along the driveway.", "Well drained", "1.5 to 2.5 ft"),
               ("ChB", "Charlton fine sandy loam", "3 to 8 percent slopes", "B",
                "On the house bench; used for the infiltration chambers.", "Well drained",
                "More than 6 ft")],
        soil_tests="Test pits at the chamber and rain garden locations (January 2025) found "
                   "permeable sandy loam to 7 ft; infiltration tests averaged 1.2 in. per hour.",
        test_pits=[("TP-A", "0-10", "Topsoil", "None"), ("TP-A", "10-84", "Brown sandy loam",
                                                          "None"),
                   ("TP-C", "0-8", "Topsoil", "None"), ("TP-C", "8-40", "Olive firm till",
                                                         "Mottles at 30 in.")],
        receiving_path="Stormwater discharges to an unnamed tributary of the Muscoot River, "
                       "which flows to the Muscoot Reservoir.",
        receiving_status="Both are within the New York City Croton watershed.",
        receiving_table=[dict(name="Unnamed tributary of the Muscoot River", class_="C",
                              relation="Along the east property line"),
                         dict(name="Muscoot Reservoir", class_="AA", relation="About 2 miles "
                              "downstream")],
        receiving_waters=["unnamed tributary of the Muscoot River", "Muscoot River",
                          "Muscoot Reservoir"],
        sheets=[("L-1", "Existing Conditions, Soils and Tree Survey", "1 in. = 30 ft", "Lot "
                 "area, trees, soils boundaries, contours, drainage"),
                ("L-2", "Site Plan and Limit of Disturbance", "1 in. = 30 ft", "House, "
                 "driveway, septic, well, undisturbed areas"),
                ("L-3", "Grading and Stormwater Plan", "1 in. = 30 ft", "Final slopes, "
                 "drainage, practices, easement"),
                ("L-4", "Erosion and Sediment Control Plan", "1 in. = 30 ft", "Controls"),
                ("L-5", "Details", "As noted", "Details")],
        site_words="5.2-acre lot", scale="1 inch = 30 feet",
        sequence=["Flag the limit of disturbance and tree protection.",
                  "Cut the driveway and clear the house bench.",
                  "Excavate the foundation; install septic system and well.",
                  "Frame the house; install roof drains to CH-1.",
                  "Pave the driveway; build the rain garden and dry swale."],
        phase_limit="One phase; the 1.1 acres of disturbance is well below the five-acre limit.",
        phases=[("1", "Driveway, house, septic, landscape", "1.1 ac", "12 months")],
        stages=ESC_STAGES_S,
        esc=["entrance", "silt_fence", "sock", "check_dam", "washout"],
        esc_qty=[("Construction entrance", "Primrose Street", "50 ft x 14 ft", "1"),
                 ("Silt fence", "Downslope of driveway and house bench", "36 in.", "980 LF"),
                 ("Filter sock", "Stockpiles and tree protection line", "12 in.", "300 LF"),
                 ("Stone check dams", "Driveway ditch", "2 ft", "6 ea"),
                 ("Concrete washout", "House bench", "10 ft x 10 ft", "1")],
        esc_sheet=("L-4", "Erosion and Sediment Control Plan"), detail_sheet="L-5",
        diversion_detail="A temporary berm at the top of the driveway cut diverts woods runoff "
                         "away from the exposed cut slope.",
        postcon=True,
        pc=pcs, pc_sheet=("L-3", "Grading and Stormwater Plan"),
        pc_standard_phos="The practices meet the enhanced phosphorus removal standards of the "
                         "NYS Stormwater Management Design Manual, as § 93-6A(2) requires: the "
                         "1-year, 24-hour storm runoff from all new impervious surfaces is "
                         "treated by infiltration and a filtering rain garden.",
        hh=dict(method="HydroCAD (TR-20) analysis for Type III storms of 2.8, 5.0 and 8.9 in. "
                       "(1-, 10- and 100-year).",
                sub_hdr=["Subcatchment", "Area (ac)", "CN", "Tc (min)"],
                sub=[("Roof", "0.10", "98", "6"), ("Driveway and court", "0.16", "98", "6"),
                     ("Lawn and woods", "0.84", "70", "12")],
                sub_w=[2.4, 1.2, 1.0, 1.0],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Outflow (cfs)", "Storage"],
                routing=[("CH-1", "10-year", "0.5", "0.1", "1,050 cf"),
                         ("RG-1", "10-year", "0.8", "0.4", "400 cf")],
                routing_w=[1.2, 1.0, 1.2, 1.2, 1.3]),
        sizing=dict(text="Sizing criteria from the Design Manual (Chapters 4 and 10); none "
                         "waived, no deviations:", rows=rows),
        pc_maint_intro="The homeowners are responsible for the long-term operation and "
                       "maintenance of the practices:",
        pc_maint=maint_of(pcs),
        easement=["A 15-foot-wide access easement to the Town of Somers over CH-1, RG-1 and "
                  "DS-1 is shown on Sheet L-3. It will be recorded with the Westchester County "
                  "Clerk and remains in effect with any transfer of title."],
        agreement=[],
        calcs=None,
        contractors=[dict(signer="Thomas Whelan", title="Project Manager",
                          firm="Hilltop Homes of Westchester, Inc.",
                          address="12 Bedford Road, Katonah, New York 10536",
                          phone="(914) 555-0160", date="April 7, 2025",
                          training="Thomas Whelan, 4-hour NYSDEC-endorsed training, "
                                   "January 2024")],
        gaps={"93-6A(3)(i)": ("defer", "N/A")},
    )
    return s


def spec_somers_road():
    s = somers_common()
    pcs = [pc_swale("DS-1 to DS-3", 1850, "the roadway", "Both shoulders, Sta. 12+00 to "
                    "30+50"),
           pc_bioretention("BR-1", 3100, "the west end of the roadway", "County right-of-way "
                           "at Sta. 4+50 right"),
           pc_pond("P-1", 14500, 21800, "the east half of the corridor", "Sta. 58+00 left, on "
                   "acquired parcel")]
    rows, wqv = somers_sizing(8.2, 46, 0.40, True, "18.4", "16.9", "39.0", "37.2", 31800,
                              "by infiltration in the dry swales and BR-1", " (HSG B/C)")
    s.update(
        file="somers-road.pdf",
        description="Somers county road reconstruction and widening, about 6.0 acres disturbed "
                    "within 9.8-acre project limits (road construction, § 93-6A(2)(r)); phased "
                    "so no more than 5 acres are open at once. Footer page labels offset by two "
                    "from the PDF page index. Two gaps: the preparer's certification statement "
                    "is present but its signer block is blank, and soil stabilization is only a "
                    "passing sentence.",
        project="Stillwater Road (C.R. 131) Reconstruction and Widening",
        address="Stillwater Road from Route 100 to Mahopac Avenue, Town of Somers, New York",
        site_id="Stillwater Road (County Road 131), Route 100 to Mahopac Avenue, Somers, NY",
        tax_map="County right-of-way and parts of Sections 5.16, 5.20 and 6.13",
        owner=dict(name="Westchester County Department of Public Works and Transportation",
                   address="148 Martine Avenue, White Plains, New York 10601"),
        firm=dict(name="Meridian Transportation Engineers, D.P.C.",
                  address="3 Barker Avenue, White Plains, New York 10601",
                  phone="(914) 555-0183", contact="Samuel O. Adeyemi, P.E., Project Manager"),
        preparer=dict(name="Samuel O. Adeyemi, P.E.", license="NYS P.E. License No. 088240"),
        date="October 6, 2024",
        soil_date="July 2024",
        scope="reconstruction of 1.4 miles of Stillwater Road, widening from 20 to 24 ft of "
              "pavement with 4-ft shoulders, realignment of two curves, replacement of three "
              "culverts, a new closed drainage system and stormwater practices",
        location_desc="The corridor runs northeast from Route 100 to Mahopac Avenue through the "
                      "hamlet of Lincolndale.",
        existing_use="a two-lane rural collector road with narrow shoulders, open ditches and "
                     "failing cross-culverts",
        type_sentence="The work is road construction and reconstruction, listed in "
                      "§ 93-6A(2)(r).",
        type_short="road construction (county road reconstruction and widening)",
        area=dict(sentence="Construction will disturb approximately 6.0 acres within the 9.8-acre "
                           "project limits (existing right-of-way plus acquisitions).",
                  table="About 6.0 acres disturbed; project limits 9.8 acres",
                  disturbed_acres=6.0, total_site_acres=9.8),
        single_family=False, impaired_water=False,
        regulatory=["Road reconstruction disturbing one acre or more is a listed activity under "
                    "§ 93-6A(2)(r); postconstruction controls to the enhanced phosphorus "
                    "removal standards are included.", SOMERS_REG_COMMON,
                    "The County will obtain coverage under GP-0-20-001 and NYCDEP approval."],
        permits=[("NYSDEC", "SPDES GP-0-20-001", "To be filed"),
                 ("NYSDEC", "Article 15 stream disturbance (culverts)", "Pending"),
                 ("U.S. Army Corps of Engineers", "Nationwide Permit 14", "Pending"),
                 ("NYCDEP", "SWPPP approval", "Pending")],
        existing=["The road climbs from El. 300 at Route 100 to El. 470 at Mahopac Avenue with "
                  "grades up to 9%. Roadside land is woods, lawns of about 40 homes, and two "
                  "wetland crossings.",
                  "Existing ditches discharge untreated at three culverts: two to Angle Fly "
                  "Brook and one to the Muscoot River."],
        soils=[("ChC", "Charlton fine sandy loam", "8 to 15 percent slopes", "B",
                "Well-drained till; most of the corridor.", "Well drained", "More than 6 ft"),
               ("PnC", "Paxton fine sandy loam", "8 to 15 percent slopes", "C",
                "Dense till; poor infiltration.", "Well drained", "1.5 to 2.5 ft"),
               ("Sh", "Sun loam", "0 to 3 percent slopes", "D",
                "Very poorly drained; at the two wetland crossings.", "Very poorly drained",
                "0 to 0.5 ft")],
        soil_tests="Twenty-two borings along the corridor (2024 geotechnical report) confirm the "
                   "mapped soils; infiltration tests at the swale and BR-1 locations measured "
                   "0.9 to 3.0 in. per hour.",
        test_pits=[("B-4", "0-60", "Brown sandy loam, gravelly", "None"),
                   ("B-11", "0-36", "Olive dense till", "Perched water at 28 in."),
                   ("B-17", "0-48", "Black muck over gray silt", "Water at 6 in.")],
        receiving_path="Runoff discharges to Angle Fly Brook and the Muscoot River at three "
                       "culvert outfalls.",
        receiving_status="Neither water is on the NYSDEC 303(d) list.",
        receiving_table=[dict(name="Angle Fly Brook", class_="C(T)", relation="Culverts at Sta. "
                              "14+20 and 31+80"),
                         dict(name="Muscoot River", class_="C", relation="Culvert at Sta. "
                              "61+00")],
        receiving_waters=["Angle Fly Brook", "Muscoot River"],
        sheets=[("G-1", "Location Map and Index", "1 in. = 2,000 ft", "Location map"),
                ("EX-1 to EX-4", "Existing Conditions and Soils", "1 in. = 50 ft", "Project "
                 "limits, vegetation, wetlands, contours, soils boundaries"),
                ("RD-1 to RD-4", "Roadway Plans", "1 in. = 50 ft", "Improvements, limits of "
                 "disturbance, drainage, discharge points"),
                ("EC-1 to EC-4", "Erosion and Sediment Control Plans (Stages 1-3)",
                 "1 in. = 50 ft", "Controls"),
                ("SM-1", "Stormwater Management Plan", "1 in. = 50 ft", "Practices and "
                 "easements")],
        site_words="9.8-acre project limits", scale="1 inch = 50 feet",
        sequence=["Install traffic control and the stabilized entrances at each staging area.",
                  "Stage 1 (Route 100 to Sta. 20+00): clear, replace culvert 1, build closed "
                  "drainage and BR-1, widen and pave.",
                  "Stage 2 (Sta. 20+00 to 45+00): same sequence including culvert 2.",
                  "Stage 3 (Sta. 45+00 to Mahopac Avenue): build pond P-1 first as the sediment "
                  "basin, then culvert 3 and the roadway."],
        phase_limit="Work is staged so that no more than five acres are disturbed at one time; "
                    "the largest stage is 2.3 acres, and each stage is stabilized before the "
                    "next begins.",
        phases=[("1", "Route 100 to Sta. 20+00", "2.1 ac", "5 months"),
                ("2", "Sta. 20+00 to 45+00", "2.3 ac", "5 months"),
                ("3", "Sta. 45+00 to Mahopac Avenue", "1.6 ac", "4 months")],
        stages=ESC_STAGES_S,
        esc=["entrance", "silt_fence", "inlet", "trap", "check_dam", "washout"],
        esc_qty=[("Stabilized construction entrance", "Three staging areas", "50 ft x 24 ft",
                  "3"),
                 ("Silt fence", "Downhill edge of all stages", "36 in.", "7,900 LF"),
                 ("Inlet protection", "All new and existing inlets", "Insert", "46 ea"),
                 ("Temporary sediment traps", "Culvert work areas", "3,600 cf per acre", "3"),
                 ("Stone check dams", "Existing ditches during construction", "2 ft", "24 ea"),
                 ("Concrete washout", "Each staging area", "10 ft x 10 ft", "3")],
        esc_sheet=("EC-1 to EC-4", "Erosion and Sediment Control Plans"),
        detail_sheet="EC-D1",
        diversion_detail="Culvert replacement uses a pump-around: upstream flow is pumped "
                         "around the work area through 8-inch hose to a stone energy "
                         "dissipator, keeping stream flow off exposed soil.",
        postcon=True,
        pc=pcs, pc_sheet=("SM-1", "Stormwater Management Plan"),
        pc_standard_phos="Because the corridor drains to the New York City water supply, the "
                         "stormwater practices were designed to meet the enhanced phosphorus "
                         "removal standards of the NYS Stormwater Management Design Manual: "
                         "the 1-year, 24-hour storm defines the water quality volume, and "
                         "treatment is by practices on the Design Manual's list of acceptable "
                         "phosphorus-removal practices.",
        hh=dict(method="HydroCAD (TR-20) with Type III storms: 1-year 2.8 in., 10-year 5.0 in., "
                       "100-year 8.9 in. Culverts were checked with HY-8 for the 100-year flow.",
                sub_hdr=["Drainage area", "Area (ac)", "CN", "Tc (min)"],
                sub=[("West (to BR-1 and Angle Fly Brook)", "2.6", "82", "9"),
                     ("Central (dry swales)", "2.4", "84", "8"),
                     ("East (to P-1 and Muscoot River)", "3.2", "80", "12")],
                sub_w=[2.8, 1.0, 0.8, 1.0],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Outflow (cfs)", "Peak "
                             "elevation"],
                routing=[("P-1", "1-year", "4.8", "0.3", "461.2"),
                         ("P-1", "10-year", "11.6", "6.4", "462.9"),
                         ("P-1", "100-year", "21.0", "17.8", "464.3"),
                         ("BR-1", "10-year", "5.9", "4.1", "311.6")],
                routing_w=[1.2, 1.0, 1.2, 1.2, 1.3]),
        sizing=dict(text="Sizing criteria follow the Design Manual Chapters 4, 9 (redevelopment) "
                         "and 10. The redevelopment provisions were applied only to the existing "
                         "20-ft travel way (1.9 acres of existing impervious surface), for which "
                         "25% of the WQv is treated as allowed by Chapter 9; the full criteria "
                         "apply to all new impervious area. Calculations for the 8.2-acre "
                         "contributing area (46% impervious):",
                    rows=rows),
        pc_maint_intro="Westchester County DPW&T is the entity responsible for long-term "
                       "operation and maintenance; its Highway Maintenance Division will do the "
                       "work:",
        pc_maint=maint_of(pcs),
        easement=["Permanent drainage and maintenance easements in favor of Westchester County "
                  "over P-1 and its access drive (Parcel 12) and over the BR-1 outlet (Parcel 3) "
                  "are shown on the acquisition maps and Sheet SM-1, and will be recorded with "
                  "the County Clerk; they remain in effect on transfer of the underlying fee."],
        agreement=["The County and the Town will sign an intermunicipal inspection and "
                   "maintenance agreement for the practices, recorded against the acquired "
                   "parcels and binding on any subsequent owner of land served by them."],
        calcs=dict(intro="Selected output from the hydrologic model.",
                   tables=[("Peak flows at the outfalls (cfs)", ["Outfall", "Pre 10-yr",
                                                               "Post 10-yr", "Pre 100-yr",
                                                               "Post 100-yr"],
                            [("Culvert 1 (Angle Fly Brook)", "5.6", "5.1", "12.0", "11.4"),
                             ("Culvert 2 (Angle Fly Brook)", "4.9", "4.6", "10.1", "9.9"),
                             ("Culvert 3 (Muscoot River)", "7.9", "7.2", "16.9", "15.9")],
                            [2.2, 1, 1, 1, 1])]),
        contractors=[dict(signer="Gregory Pappas", title="General Superintendent",
                          firm="Hudson Highlands Paving Corp.",
                          address="600 Route 6N, Mahopac Falls, New York 10542",
                          phone="(845) 555-0192", date="April 14, 2025",
                          training="Gregory Pappas, 4-hour NYSDEC training, February 2024"),
                     dict(signer="Yolanda Price", title="Owner",
                          firm="Tri-County Drainage, LLC",
                          address="8 Saw Mill River Road, Hawthorne, New York 10532",
                          phone="(914) 555-0175", date="April 15, 2025",
                          training="Marco Diaz (foreman), Westchester County SWCD training, "
                                   "June 2023")],
        page_offset=2,
        gaps={"93-6B": ("unsigned",),
              "93-6A(1)(f)": ("passing", "Disturbed areas will be stabilized as required.")},
    )
    s["map"]["roads"] = [([0, 60, 120, 110, 220, 150, 330, 210, 440, 260], 20, 50,
                          "Stillwater Road"),
                         ([20, 0, 20, 300], 25, 280, "Route 100")]
    s["map"]["site"] = [110, 100, 230, 140, 340, 200, 335, 215, 225, 155, 105, 112]
    s["map"]["site_label"] = (200, 160)
    return s


def spec_somers_no_training():
    s = somers_common()
    pcs = [pc_pond("P-1", 12600, 18900, "the townhome roofs, roads and driveways",
                   "Low point at the north end of the site"),
           pc_bioretention("BR-1", 1900, "the visitor parking area", "Center island"),
           pc_bioretention("BR-2", 1100, "the clubhouse", "East of the clubhouse")]
    rows, wqv = somers_sizing(4.1, 44, 0.30, True, "9.7", "8.8", "21.5", "20.6", 15700,
                              "by infiltration in BR-1 and BR-2 and the pond's vegetated "
                              "forebay", " (HSG C soils)")
    s.update(
        file="somers-no-training-clause.pdf",
        description="Somers 24-unit townhome development (multifamily, § 93-6A(2)(c)), 3.4 "
                    "acres disturbed on 11.6 acres. Otherwise complete (including a documented "
                    "deviation from the Standards), but the contractor certification uses the "
                    "statement without the four-hour erosion and sediment control training "
                    "clause required by § 93-6D.",
        project="Lakeview Townhomes at Shenorock",
        address="22 Shenorock Drive, Shenorock (Town of Somers), New York 10587",
        site_id="Lakeview Townhomes, 22 Shenorock Drive, Shenorock, Town of Somers, NY",
        tax_map="Section 37.11, Block 2, Lots 4 and 5",
        owner=dict(name="Shenorock Lakeview Homes, LLC",
                   address="75 South Broadway, Suite 400, White Plains, New York 10601"),
        firm=dict(name="Tanager Engineering, PLLC",
                  address="14 Smith Avenue, Mount Kisco, New York 10549",
                  phone="(914) 555-0109", contact="Marcus D. Feliciano, P.E."),
        preparer=dict(name="Marcus D. Feliciano, P.E.", license="NYS P.E. License No. 086115"),
        date="December 2, 2024",
        soil_date="October 2024",
        scope="twenty-four townhomes in six buildings, a private loop road, visitor parking, a "
              "small clubhouse, water and sewer mains, and a stormwater management pond",
        location_desc="The site is on the south side of Shenorock Drive, about 600 ft west of "
                      "Lake Shenorock.",
        existing_use="a former summer camp with cabins, ball fields and woods",
        type_sentence="It is a multifamily residential development (townhomes), listed in "
                      "§ 93-6A(2)(c).",
        type_short="multifamily residential development (townhomes)",
        area=dict(sentence="The project includes 3.4 acres of disturbance on the 11.6-acre "
                           "site; 8.2 acres of woods and steep slopes will stay undisturbed "
                           "under a conservation easement.",
                  table="3.4 acres disturbed of 11.6 acres",
                  disturbed_acres=3.4, total_site_acres=11.6),
        single_family=False, impaired_water=True,
        regulatory=["The development disturbs more than one acre and is a listed multifamily "
                    "activity, so § 93-6A(2) and (3) apply, including the enhanced phosphorus "
                    "removal standards.", SOMERS_REG_COMMON,
                    "Coverage under GP-0-20-001 and NYCDEP approval will be obtained."],
        permits=[("NYSDEC", "SPDES GP-0-20-001", "To be filed"),
                 ("NYCDEP", "SWPPP approval", "Pending"),
                 ("Westchester County Dept. of Health", "Water and sewer main extensions",
                  "Pending"),
                 ("Town of Somers Planning Board", "Site plan and steep slope permit",
                  "Pending")],
        existing=["The former camp occupies a plateau at El. 560 to 575 above Lake Shenorock. "
                  "The ball fields are open turf; the remainder is second-growth woods with "
                  "slopes of 15% to 35% toward the lake.",
                  "Runoff drains north and east through the woods toward Lake Shenorock; an old "
                  "camp culvert under Shenorock Drive carries flow from the ball fields."],
        soils=[("ChC", "Charlton loam", "8 to 15 percent slopes", "B",
                "Well-drained till on the plateau edges.", "Well drained", "More than 6 ft"),
               ("PnB", "Paxton fine sandy loam", "3 to 8 percent slopes", "C",
                "Most of the ball fields; dense till at 2 ft.", "Well drained",
                "1.5 to 2.5 ft"),
               ("LcD", "Leicester loam, very stony", "15 to 25 percent slopes", "C",
                "Stony soil on the wooded slopes; undisturbed.", "Poorly drained",
                "0 to 1.5 ft")],
        soil_tests="Fourteen test pits (October 2024) found dense till under most of the "
                   "plateau; infiltration is used only at BR-1 and BR-2 where tests measured "
                   "1.0 to 1.6 in. per hour.",
        test_pits=[("TP-3", "0-12", "Topsoil", "None"), ("TP-3", "12-30", "Brown fine sandy "
                                                          "loam", "None"),
                   ("TP-3", "30-96", "Olive dense till", "Mottles at 34 in."),
                   ("TP-9", "0-90", "Brown loam, stony", "None")],
        receiving_path="Stormwater discharges to Lake Shenorock, which drains to the Amawalk "
                       "Reservoir.",
        receiving_status="The Amawalk Reservoir is listed as impaired for phosphorus on the "
                         "NYSDEC 303(d) list.",
        receiving_table=[dict(name="Lake Shenorock", class_="B", relation="600 ft east; "
                              "receives the pond outfall"),
                         dict(name="Amawalk Reservoir", class_="AA", relation="Downstream")],
        receiving_waters=["Lake Shenorock", "Amawalk Reservoir"],
        sheets=[("C-1", "Existing Conditions and Soils Plan", "1 in. = 40 ft", "Site area, "
                 "vegetation, contours, soils boundaries"),
                ("C-2", "Layout Plan", "1 in. = 40 ft", "Improvements, limit of disturbance, "
                 "conservation area"),
                ("C-3", "Grading Plan", "1 in. = 40 ft", "Final slopes, drainage patterns, "
                 "discharge point"),
                ("C-4", "Erosion and Sediment Control Plan", "1 in. = 40 ft", "Controls"),
                ("C-5", "Stormwater Management Plan", "1 in. = 40 ft", "Pond, bioretention, "
                 "easements"),
                ("C-6", "Details", "As noted", "Details")],
        site_words="11.6-acre site", scale="1 inch = 40 feet",
        sequence=["Demolish the camp cabins.",
                  "Build pond P-1 first and use it as the sediment basin during construction.",
                  "Clear and grade the loop road and building pads.",
                  "Install water, sewer and storm drains.",
                  "Build the townhomes in three pairs of buildings.",
                  "Convert P-1 to its permanent configuration; build BR-1 and BR-2."],
        phase_limit="The work is split into two phases (road and buildings 1-3, then buildings "
                    "4-6), so that no more than five acres are ever disturbed at one time.",
        phases=[("1", "Pond, loop road, buildings 1-3", "2.1 ac", "8 months"),
                ("2", "Buildings 4-6, clubhouse, landscaping", "1.3 ac", "8 months")],
        stages=ESC_STAGES_S,
        esc=["entrance", "silt_fence", "inlet", "trap", "sock", "washout"],
        esc_qty=[("Stabilized construction entrance", "Shenorock Drive", "35 ft x 24 ft", "1"),
                 ("Silt fence", "North and east limits above the slopes", "36 in.",
                  "1,780 LF"),
                 ("Inlet protection", "All new inlets", "Insert", "12 ea"),
                 ("Temporary sediment basin (P-1)", "North end", "12,300 cf", "1"),
                 ("Filter sock", "Stockpiles; second line above steep slopes", "12 in.",
                  "640 LF"),
                 ("Concrete washout", "Staging area", "10 ft x 10 ft", "1")],
        esc_sheet=("C-4", "Erosion and Sediment Control Plan"), detail_sheet="C-6",
        trap_sizing="The pond, used as a temporary sediment basin, provides 12,300 cf for its "
                    "3.4-acre drainage area (3,600 cf per acre).",
        diversion_detail="Temporary diversion dikes along the plateau edge direct runoff from "
                         "graded areas to the sediment basin rather than down the wooded slopes.",
        deviation="One deviation is proposed. The stabilized construction entrance is 35 ft "
                  "long instead of the standard 50 ft because Shenorock Drive is only 40 ft "
                  "from the first building pad. To provide equivalent performance, a wheel-wash "
                  "rack and a 20-ft paved apron with a sediment sump are added at the inner end "
                  "of the entrance, and the street will be swept daily.",
        postcon=True,
        pc=pcs, pc_sheet=("C-5", "Stormwater Management Plan"),
        pc_standard_phos="All postconstruction practices have been designed to the enhanced "
                         "phosphorus removal standards of the New York State Stormwater "
                         "Management Design Manual (Chapter 10).",
        hh=dict(method="The site was modeled in HydroCAD (TR-20) for the 1-, 10- and 100-year "
                       "Type III storms (2.8, 5.0 and 8.9 in.).",
                sub_hdr=["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Soils"],
                sub=[("To P-1", "3.2", "84", "8", "HSG C"), ("To BR-1", "0.5", "90", "6",
                                                            "HSG B"),
                     ("To BR-2", "0.4", "88", "6", "HSG B")],
                sub_w=[2.0, 1.0, 0.8, 1.0, 1.0],
                routing_hdr=["Practice", "Storm", "Inflow (cfs)", "Outflow (cfs)", "Peak "
                             "elevation"],
                routing=[("P-1", "1-year", "5.3", "0.2", "552.8"),
                         ("P-1", "10-year", "10.9", "6.1", "554.4"),
                         ("P-1", "100-year", "19.4", "15.6", "555.9")],
                routing_w=[1.2, 1.0, 1.2, 1.2, 1.3]),
        sizing=dict(text="Design Manual criteria (Chapters 4, 6 and 10); no deviations and no "
                         "waived criteria. Calculations for the 4.1-acre contributing area (44% "
                         "impervious):", rows=rows),
        pc_maint_intro="The Lakeview Townhomes Homeowners Association is responsible for the "
                       "long-term operation and maintenance of the pond and bioretention "
                       "areas; until the HOA is formed, the developer is responsible.",
        pc_maint=maint_of(pcs),
        easement=["A stormwater maintenance easement in favor of the Town over P-1, BR-1, BR-2 "
                  "and a 15-ft access path is shown on Sheet C-5 and on the filed site plan. "
                  "It will be recorded with the Westchester County Clerk and remains with the "
                  "land when title transfers."],
        agreement=["A stormwater control facility maintenance agreement between the developer, "
                   "the HOA and the Town, following the NYSDEC sample agreement, will be "
                   "recorded as a deed restriction binding on all subsequent owners of lots in "
                   "the development (§ 93-8)."],
        calcs=dict(intro="Pond stage-storage-discharge summary.",
                   tables=[("P-1 stage-storage", ["Elevation", "Storage (cf)", "Discharge (cfs)"],
                            [("550.0 (permanent pool)", "0", "0.0"),
                             ("552.5", "12,900", "0.2"), ("554.5", "25,100", "6.3"),
                             ("556.0 (spillway)", "34,800", "16.1")], [2, 2, 2])]),
        contractors=[dict(signer="Sean McCarthy", title="Site Superintendent",
                          firm="Westfield Site Contractors, Inc.",
                          address="300 Route 22, Brewster, New York 10509",
                          phone="(845) 555-0133", date="January 13, 2025")],
        gaps={"93-6D": ("no_training",)},
    )
    return s


SPEC_FUNCS = [
    spec_asharoken_complete, spec_asharoken_incomplete, spec_asharoken_single_family,
    spec_asharoken_condition_b, spec_asharoken_condition_a, spec_asharoken_no_acreage,
    spec_somers_complete, spec_somers_incomplete, spec_somers_small, spec_somers_admin,
    spec_somers_single_family, spec_somers_road, spec_somers_no_training,
]


def all_specs():
    return [fix_receiving(f()) for f in SPEC_FUNCS]


# ---------------------------------------------------------------------------
# Entry points
# ---------------------------------------------------------------------------

def build_sample(spec: dict, index: int):
    """Build one sample; returns (pdf bytes, Builder)."""
    ctx = Ctx(spec, index)
    b = Builder(ctx)
    data = b.build()
    return data, b


def generate(outdir: Path) -> Path:
    """Write every sample PDF and ``labels.json`` into ``outdir``; return the labels path."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    samples = []
    for i, spec in enumerate(all_specs()):
        data, b = build_sample(spec, i)
        (outdir / spec["file"]).write_bytes(data)
        samples.append(labels_for(b))
    path = outdir / "labels.json"
    path.write_text(json.dumps({"samples": samples}, indent=2, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print("usage: python samples/generate.py OUTDIR\n\nWrite the sample SWPPP PDFs and "
              "labels.json into OUTDIR (created if needed).")
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    path = generate(Path(argv[0]))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
