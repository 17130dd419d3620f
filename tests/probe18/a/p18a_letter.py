"""Plan 2: owner-builder's dictated SWPPP letter, Asharoken.

Continuous prose, no headings.  reportlab with horizontally condensed text (Tz 78), then the
cross-reference table is damaged (every offset shifted) so viewers must repair it silently.
"""
import os
import re

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

NAME = "p18a_letter"
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src", NAME + ".txt")
SCALE = 78          # horizontal scaling, percent
SIZE, LEAD = 13.5, 22


def _wrap(words, width, font):
    lines, cur = [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if pdfmetrics.stringWidth(t, font, SIZE) * SCALE / 100 > width and cur:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines


def build(out_dir):
    pdfmetrics.registerFont(TTFont("LibSerif", "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf"))
    font = "LibSerif"
    paras = [p.strip() for p in open(SRC).read().split("\n\n") if p.strip()]
    pdf = os.path.join(out_dir, NAME + ".pdf")
    W, H = letter
    left, right, top, bottom = 82, 82, 80, 78
    c = canvas.Canvas(pdf, pagesize=letter, invariant=1)
    c.setTitle("171 Asharoken Avenue stormwater plan letter")
    c.setAuthor("P. Hallorann")
    c.setCreator("Microsoft Word dictation transcript")
    page = [1]

    def header():
        if page[0] > 1:
            t = c.beginText(left, H - 50)
            t.setFont(font, 10)
            t.setHorizScale(SCALE)
            t.textLine("Village of Asharoken Stormwater Management Officer, March 3, 2025, page %d" % page[0])
            c.drawText(t)

    header()
    y = H - top
    for para in paras:
        lines = _wrap(para.split(), W - left - right, font)
        for i, ln in enumerate(lines):
            if y < bottom:
                c.showPage()
                page[0] += 1
                header()
                y = H - top
            t = c.beginText(left + (24 if i == 0 and len(lines) > 1 else 0), y)
            t.setFont(font, SIZE)
            t.setHorizScale(SCALE)
            t.textLine(ln)
            c.drawText(t)
            y -= LEAD
        y -= LEAD * 0.6
    c.showPage()
    c.save()
    damage_xref(pdf)
    return pdf


def damage_xref(pdf):
    """Shift every in-use xref offset by +37 bytes (and keep the table the same length)."""
    data = bytearray(open(pdf, "rb").read())
    start = int(re.search(rb"startxref\s+(\d+)", data[-64:]).group(1))
    m = re.match(rb"xref\s+0 (\d+)\s+", data[start:])
    pos = start + m.end()
    n = int(m.group(1))
    for i in range(n):
        ent = data[pos:pos + 20]
        off, gen, kind = ent[:10], ent[11:16], ent[17:18]
        if kind == b"n":
            data[pos:pos + 10] = b"%010d" % (int(off) + 37)
        pos += 20
    open(pdf, "wb").write(bytes(data))


HEADINGS = []


def label():
    P, M, NA = "present", "missing", "not_applicable"
    items = {k: P for k in [
        "44-8B(1)(a)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)", "44-8B(1)(g)",
        "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)", "44-8B(1)(p)"]}
    for k in ["44-8B(1)(b)", "44-8B(1)(h)", "44-8B(1)(l)", "44-8C", "44-8E"]:
        items[k] = M
    for k in ["44-8B(3)(b)", "44-8B(3)(c)", "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)",
              "44-8B(3)(h)", "44-8B(3)(i)"]:
        items[k] = NA
    ev = {
        "44-8B(1)(a)": "What we are building is a single-family house for ourselves, two stories with a footprint of about",
        "44-8B(1)(c)": "Riverhead sandy loam, 3 to 8 percent slopes",
        "44-8B(1)(d)": "The order of work is as follows.",
        "44-8B(1)(e)": "As for trash, chemicals and construction debris",
        "44-8B(1)(f)": "The materials that will be stored on the lot during construction are lumber",
        "44-8B(1)(g)": "To keep the soil on the lot at each stage of the work, we are using both temporary and permanent",
        "44-8B(1)(i)": "The stone construction entrance will be 20 feet wide and 50 feet long",
        "44-8B(1)(j)": "Two of the temporary practices will be turned into permanent ones when we are done.",
        "44-8B(1)(k)": "The schedule for the temporary practices is this.",
        "44-8B(1)(m)": "Long Island Sound itself, which is the receiving water for everything",
        "44-8B(1)(n)": "Who is responsible for what on this job is simple",
        "44-8B(1)(o)": "The earth diversion berm at the top of the bluff will be 18 inches high",
        "44-8B(1)(p)": "Asharoken Avenue Drainage Improvement Report",
    }
    return {
        "checklist": "asharoken-ch44",
        "style": "owner-builder's dictated letter: continuous prose paragraphs, no headings",
        "producer": "reportlab, horizontally condensed text (Tz 78), cross-reference offsets damaged after writing",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.15, "project_type": "single-family house (owner-builder)",
                  "single_family": True, "impaired_water": False},
        "items": items,
        "evidence": {k: {"quote": v} for k, v in ev.items()},
        "gaps": {
            "44-8B(1)(b)": "pointer to a sheet not bound in the PDF: the site map is the engineer's 'Sheet 1 of 1 ... Grading, Drainage and Erosion Control Plan' said to be delivered with the building permit drawings; only prose descriptions of the lot are in the letter",
            "44-8B(1)(h)": "pointer to a sheet not bound in the PDF: lengths of the silt fence and berm are given in prose, but the map showing the location of each practice is the unbound Sheet 1 of 1",
            "44-8B(1)(l)": "passing mention that does not provide the item: 'I will keep an eye on all of the silt fence and the other measures as the job goes along and take care of anything that needs it.' - no frequency, no triggers, no maintenance actions",
            "44-8C": "certification by the wrong person: the letter is signed only by the owner, who states he is not an engineer; the engineer prepared the drawing but signs nothing and certifies nothing",
            "44-8E": "deferred: the contractors 'will sign it before they start work' and copies will be sent later; no certification statement or signed form in the plan",
        },
        "ambiguous_items": ["44-8B(1)(b)", "44-8B(1)(h)"],
        "acceptable_decisions": ["incomplete"],
        "headings": HEADINGS,
        "forms": ["tz", "broken_xref"],
        "notes": ("Asharoken; 1.15 ac disturbed, single lot not part of a common plan, so a land development activity "
                  "under 44-3. Single-family house: Condition C excludes single-family residences, Condition B needs 5 ac, "
                  "and the letter states neither receiving water (Long Island Sound, Northport Bay) is impaired for a "
                  "pollutant the project discharges (Condition A fails), so 44-8B(3)(b)-(i) are not_applicable; the roof "
                  "drywells are described but not required as post-construction SMPs. No headings anywhere: items must "
                  "be found in paragraphs. (b) and (h) point to the engineer's Sheet 1 of 1 which is not bound; listed as "
                  "ambiguous per the corpus convention (needs_review naming the sheet). 44-8B(1)(p) is present: the 2016 "
                  "Village drainage report's DA-7 peak flow and the owner's gully observations. The xref table's offsets "
                  "are all shifted by 37 bytes; poppler and pypdf repair it silently."),
    }
