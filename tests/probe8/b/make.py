#!/usr/bin/env python3
"""Rebuild the probe8b plans: python make.py OUTDIR"""
import sys, os, json, re, subprocess
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content import SOM1, ASH1
from fpdf import FPDF
from reportlab.lib.pagesizes import letter
from reportlab.platypus import SimpleDocTemplate, Paragraph, Table, PageBreak, Spacer
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.rl_config import invariant
import reportlab.rl_config; reportlab.rl_config.invariant = 1

OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/probe8b-out"
os.makedirs(OUT + "/pdf", exist_ok=True)

def build_deis(pages, path):
    ss = getSampleStyleSheet()
    story = []
    for i, pg in enumerate(pages):
        for k, v in pg:
            if k == "h": story.append(Paragraph(v, ss["Heading2"]))
            elif k == "p": story.append(Paragraph(v.replace("&", "&amp;"), ss["BodyText"])); story.append(Spacer(1, 4))
            else:
                story.append(Table([[Paragraph(c, ss["BodyText"]) for c in r] for r in v], style=[("GRID", (0,0), (-1,-1), 0.5, "black")]))
        if i < len(pages) - 1: story.append(PageBreak())
    def foot(c, d):
        c.setFont("Helvetica", 8)
        c.drawString(72, 750, "Hawthorne Ridge Subdivision - Draft Environmental Impact Statement")
        c.drawRightString(540, 40, "DEIS page %d" % d.page)
    SimpleDocTemplate(path, pagesize=letter, title="Hawthorne Ridge DEIS").build(story, onFirstPage=foot, onLaterPages=foot)


W = 64
def hyph_wrap(text, width=W):
    """Typewriter wrap: long words that do not fit are hyphenated at the line end."""
    lines, cur, splits = [], "", []
    for w in text.split():
        while True:
            sep = " " if cur else ""
            if len(cur) + len(sep) + len(w) <= width:
                cur += sep + w; break
            room = width - len(cur) - len(sep) - 1
            if len(w) >= 7 and room >= 3 and len(w) - room >= 3 and w[:room].isalpha():
                splits.append(w[:room] + "-/" + w[room:]); cur += sep + w[:room] + "-"; lines.append(cur); cur = ""; w = w[room:]
            else:
                lines.append(cur); cur = ""
    if cur: lines.append(cur)
    return lines, splits

HYPH = {}
def build_typed(pages, path, key):
    pdf = FPDF(format="letter", unit="pt"); pdf.set_creation_date(__import__("datetime").datetime(2026, 2, 17))
    pdf.set_auto_page_break(False); pdf.set_font("Courier", size=11); HYPH[key] = {}
    for n, pg in enumerate(pages, 1):
        pdf.add_page(); y = 72
        def line(t, x=72):
            nonlocal y; pdf.text(x, y, t); y += 14
        for k, v in pg:
            if k == "c": line(v.center(W))
            elif k == "h": line(v); line("-" * len(v)); y += 4
            elif k == "t":
                for r in v: line("    " + r)
                y += 8
            else:
                ls, sp = hyph_wrap(v); HYPH[key].setdefault(n, []).extend(sp)
                for l in ls: line("     " + l if l is ls[0] else l)
                y += 10
        pdf.text(72 + 6.6 * 29, 750, "- %d -" % n)
    pdf.output(path)

SOM_IDS = [l.split("\t")[1] for l in open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")) if l.startswith("somers-ch93")]
ASH_IDS = [l.split("\t")[1] for l in open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")) if l.startswith("asharoken-ch44")]

PLANS = {}
PLANS["p8b_somers_hawthorne_ridge_deis"] = dict(
    builder=lambda p: build_deis(SOM1, p), checklist="somers-ch93",
    style="DEIS chapter: SWPPP as section 3.4 Stormwater (3.4.1 Existing Conditions, 3.4.2 Anticipated Impacts, 3.4.3 Proposed Mitigation Measures) of a Draft Environmental Impact Statement, numbered Impact/Mitigation statements, Appendix S certifications",
    producer="reportlab", decision="complete",
    facts=dict(disturbed_acres=9.6, project_type="single-family residential subdivision (14 lots)", single_family=True, impaired_water=True),
    present={
     "93-6A(1)(a)": "subdivision of a 38.2-acre parcel on the west side of Primrose Street into 14 single-family residential lots",
     "93-6A(1)(b)": "scale 1 in = 100 ft, with general location map inset",
     "93-6A(1)(c)": "The Paxton soils have a dense fragipan at 24 to 36 inches",
     "93-6A(1)(d)": "no more than five acres are disturbed at any one time",
     "93-6A(1)(e)": "Litter and construction debris will be kept in covered dumpsters emptied weekly",
     "93-6A(1)(f)": "temporary seed and straw mulch at 2 tons per acre",
     "93-6A(1)(g)": "Figure 3.4-2 Erosion and Sediment Control Plan, scale 1 in = 50 ft",
     "93-6A(1)(h)": "woven geotextile on 2-in hardwood stakes at 8 ft on center",
     "93-6A(1)(i)": "there will be no stormwater discharges associated with industrial activity other than construction",
     "93-6A(1)(j)": "Mitigation 3.4-2 (Minimum practices and timing)",
     "93-6A(1)(k)": "at least once every seven calendar days and within 24 hours after any storm of 0.5 inch or more",
     "93-6A(1)(l)": "no alternative designs or deviations are proposed",
     "93-6A(3)(b)": "Wet extended detention pond P-1 (P-2 per the Design Manual) treats the road and Lots 1-10",
     "93-6A(3)(c)": "Figure 3.4-3 Stormwater Management Plan: wet extended detention pond P-1, 0.42 ac at normal pool",
     "93-6A(3)(d)": "HydroCAD TR-20 analysis of pond P-1, its outlet structure and the road drainage",
     "93-6A(3)(e)": "required WQv 0.61 ac-ft, provided 0.66 ac-ft",
     "93-6A(3)(f)": "4 ft permanent pool, 10 ft aquatic bench, 3:1 side slopes",
     "93-6A(3)(g)": "The Hawthorne Ridge Homeowners Association is responsible for long-term operation and maintenance",
     "93-6A(3)(h)": "running with the land on transfer of title",
     "93-6A(3)(i)": "binds the HOA and all subsequent owners of the lots served",
     "93-6B": "Signed: /s/ Renata M. Oduya, P.E.",
     "93-6D": "has received a minimum of four hours of acceptable training in erosion and sediment control",
    },
    gaps={}, na={}, ambiguous=["93-6A(1)(b)", "93-6A(1)(g)", "93-6A(3)(c)"], acceptable=["complete"],
    notes="Single-family residential subdivision disturbing 9.6 ac: 93-6A(2)(b) applies, so all post-construction items apply. Muscoot Reservoir basin (phosphorus TMDL), impaired_water true. SWPPP content is spread over DEIS sections 2.0, 3.1, 3.4 and Appendix S; site-map items are given as figure descriptions and legend tables on page 6 (figure drawings are described in text, not drawn). 93-6A(1)(j) evidence is the table under Mitigation 3.4-2.")

PLANS["p8b_asharoken_village_hall_typed"] = dict(
    builder=lambda p: build_typed(ASH1, p, "ash"), checklist="asharoken-ch44",
    style="Old-style typed report: all capitals, monospaced, hard line breaks with words hyphenated at line ends, headings underlined with dashes, page numbers as '- 3 -'",
    producer="fpdf2 (Courier core font)", decision="incomplete",
    facts=dict(disturbed_acres=1.35, project_type="municipal parking area and drainage reconstruction", single_family=False, impaired_water=False),
    present={
     "44-8B(1)(a)": "TOTAL AREA OF DISTURBANCE IS 1.35 ACRES",
     "44-8B(1)(b)": "EXISTING CONDITIONS AND LOCATION MAP, SCALE 1 IN = 40 FT",
     "44-8B(1)(c)": "PLYMOUTH LOAMY SAND (PLB)",
     "44-8B(1)(d)": "1) INSTALL CONSTRUCTION ENTRANCE, SILT FENCE, TURBIDITY CURTAIN AND INLET PROTECTION.",
     "44-8B(1)(e)": "LITTER AND DEBRIS SHALL BE PICKED UP DAILY",
     "44-8B(1)(f)": "A SPILL KIT SHALL BE KEPT AT THE TANK",
     "44-8B(1)(g)": "STRAW MULCH ON ANY BARE AREA LEFT 7 DAYS",
     "44-8B(1)(h)": "SILT FENCE ALONG THE NORTH AND EAST LIMITS, 610 L.F.",
     "44-8B(1)(i)": "36 INCH WOVEN FABRIC ON 2 INCH OAK STAKES 8 FEET APART",
     "44-8B(1)(j)": "AS A DEWATERING SUMP WILL BE CLEANED AND REBUILT AS",
     "44-8B(1)(k)": "ALL PERIMETER CONTROLS SHALL BE IN PLACE BEFORE PAVEMENT REMOVAL",
     "44-8B(1)(l)": "THE CONTRACTOR SHALL CHECK ALL CONTROLS EVERY 7 DAYS",
     "44-8B(1)(m)": "DISCHARGES THROUGH THE EXISTING 18 INCH OUTFALL TO DUCK ISLAND HARBOR",
     "44-8B(1)(n)": "PAVING AND DRAINAGE CONTRACTOR: ALL TEMPORARY CONTROLS",
     "44-8B(1)(o)": "THE TEMPORARY BERM ON THE BEACH SIDE TURNS RUNOFF FROM THE EXPOSED SUBGRADE",
     "44-8B(3)(b)": "PRECAST CONCRETE LEACHING GALLERIES",
     "44-8B(3)(d)": "TR-55 ANALYSIS FOR THE 1, 10 AND 100 YEAR STORMS",
     "44-8B(3)(e)": "STORM PRE-DEV PEAK POST-DEV PEAK",
     "44-8B(3)(f)": "EACH 8 FT DIA. BY 6 FT DEEP IN 2 FT STONE",
     "44-8B(3)(g)": "THE VILLAGE DPW SHALL INSPECT GALLERIES TWICE A YEAR",
     "44-8B(3)(i)": "BINDS ANY FUTURE OWNER OF THE PARCEL BY THIS MAINTENANCE COVENANT",
     "44-8C": "SIGNED: /S/ ANDERS K. HALVORSEN, P.E.",
    },
    gaps={
     "44-8B(1)(p)": "statement that a thing does not exist where the law needs its description: section 5 'EXISTING RUNOFF DATA' says no gage, monitoring or sampling data exist; no existing runoff description (the pre-development peaks appear only later as part of the section 15 comparison)",
     "44-8B(3)(c)": "pointer to a sheet not bound in the PDF: section 14 says the galleries and pavers are 'SHOWN ON SHEET SW-3, STORMWATER PLAN'; no SW-3 is bound and no location is given in text",
     "44-8B(3)(h)": "deferral buried in a later sentence of section 17: 'THE MAINTENANCE EASEMENT MAP WILL BE PREPARED AFTER THE AS-BUILT SURVEY AND FILED AT THAT TIME'",
     "44-8E": "certification missing its statement: section 19 'CONTRACTOR ACKNOWLEDGMENT' has only blank name/title/firm/signature lines, no certification statement",
    }, na={}, ambiguous=["44-8B(1)(b)", "44-8B(1)(h)", "44-8B(1)(p)", "44-8B(3)(c)", "44-8B(3)(i)"],
    acceptable=["incomplete"],
    notes=("Municipal parking area, 1.35 ac disturbed, not single-family: Condition C holds, post-construction items apply; section 44-3 applies (over one acre). "
           "Sheets SW-1 and SW-2 are described in the section 3 text (contents, scale, practice lengths) but the sheets themselves are not bound: 44-8B(1)(b) and (1)(h) are labelled present from that text and listed ambiguous. "
           "44-8B(1)(p) could be read as satisfied by the pre-development peaks in the section 15 table, hence ambiguous. 44-8B(3)(i): the Village owns and maintains; the covenant binds future owners and is to be recorded, labelled present under the agreement convention, ambiguous. 44-8B(1)(j) wording spans the breaks CONSTRU-/CTION and PERMA-/NENT (quote taken between them); 44-8B(1)(b) text spans VEGETATI-/ON. "),
    notes_fn=lambda pages: "Words hyphenated at line ends (page: splits): " + "; ".join(f"p{k}: " + ", ".join(v) for k, v in sorted(HYPH["ash"].items()) if v) + ". Evidence quotes were chosen so that none spans a hyphenated break.")

def pdftext(path):
    n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout).group(1))
    return [subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), path, "-"], capture_output=True, text=True).stdout for i in range(1, n + 1)]

norm = lambda s: re.sub(r"\s+", " ", s).strip().lower()
labels, fails = {}, []
for name, P in PLANS.items():
    pdf = f"{OUT}/pdf/{name}.pdf"
    P["builder"](pdf)
    pages = [norm(t) for t in pdftext(pdf)]
    ids = SOM_IDS if P["checklist"] == "somers-ch93" else ASH_IDS
    items, ev = {}, {}
    for i in ids:
        if i in P["present"]:
            q = P["present"][i]; hit = [n + 1 for n, t in enumerate(pages) if norm(q) in t]
            if len(hit) != 1: fails.append(f"{name} {i}: quote on pages {hit}")
            items[i] = "present"; ev[i] = {"pages": hit[:1], "quote": q}
        elif i in P["gaps"]: items[i] = "missing"
        elif i in P["na"]: items[i] = "not_applicable"
        else: fails.append(f"{name} {i}: unlabelled")
    img = [n + 1 for n, t in enumerate(pages) if not t]
    if img != P.get("image_only", []): fails.append(f"{name}: image-only pages {img}")
    notes = P["notes"] + (P["notes_fn"](pages) if "notes_fn" in P else "")
    labels[name] = dict(checklist=P["checklist"], style=P["style"], house_style=P["style"], producer=P["producer"],
        decision=P["decision"], facts=P["facts"], items=items, evidence=ev, gaps=P["gaps"], image_only_pages=img,
        ambiguous_items=P["ambiguous"], acceptable_decisions=P["acceptable"], notes=notes, page_count=len(pages))
json.dump(labels, open(OUT + "/labels.json", "w"), indent=1)
for f in fails: print("FAIL", f)
print("verification:", "FAILED" if fails else "all quotes found on their pages; all ids labelled", {k: v["page_count"] for k, v in labels.items()})
sys.exit(1 if fails else 0)
