"""Plan 2: Town of Somers wetland permit application narrative with the SWPPP as Section 7 and a wetland
delineation report as Appendix A (Word via LibreOffice) + two 17x11 drawings (reportlab); some pages get a
MediaBox whose origin is not 0,0 and a CropBox offset inside it."""
import os
from docx import Document
from docx.shared import Pt, Inches
from docx.enum.text import WD_ALIGN_PARAGRAPH
from reportlab.pdfgen import canvas
from pypdf import PdfReader, PdfWriter, Transformation
from pypdf.generic import RectangleObject
from common import soffice_pdf, page_texts
from plan2_text import DOC, HEADINGS

NAME = "p20a_wetland_somers_plum_brook_commons"

def make_docx(path):
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Liberation Serif"; st.font.size = Pt(11)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(1); s.top_margin = s.bottom_margin = Inches(0.9)
        hp = s.header.paragraphs[0]; hp.text = "Plum Brook Commons - Wetland Permit Application and SWPPP"
        hp.runs[0].font.size = Pt(8.5)
    for blk in DOC:
        k = blk[0]
        if k == "title":
            p = d.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            r = p.add_run(blk[1]); r.bold = True; r.font.size = Pt(17)
        elif k == "subtitle":
            p = d.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            r = p.add_run(blk[1]); r.font.size = Pt(12)
        elif k == "h1": d.add_heading(blk[1], level=1)
        elif k == "h2": d.add_heading(blk[1], level=2)
        elif k == "p": d.add_paragraph(blk[1])
        elif k == "toc":
            for t in blk[1]: d.add_paragraph(t)
        elif k == "pb": d.add_page_break()
        elif k == "sig":
            for t in blk[1]: d.add_paragraph(t).paragraph_format.space_after = Pt(0)
            d.add_paragraph("")
        elif k == "table":
            rows = blk[1]; t = d.add_table(rows=len(rows), cols=len(rows[0])); t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, v in enumerate(r):
                    cell = t.cell(i, j); cell.text = v
                    for pp in cell.paragraphs:
                        for rr in pp.runs:
                            rr.font.size = Pt(9.5); rr.bold = (i == 0 and len(rows[0]) > 2)
            d.add_paragraph("")
    d.save(path)

def drawings(path):
    W, H = 17 * 72, 11 * 72
    c = canvas.Canvas(path, pagesize=(W, H)); c.setCreator("MicroStation CONNECT - PDF plot")
    def frame(num, title):
        c.setLineWidth(1.5); c.rect(24, 24, W - 48, H - 48); c.setLineWidth(0.7)
        c.rect(W - 234, 24, 210, 200)
        c.setFont("Helvetica-Bold", 9); c.drawString(W - 228, 208, "KESTREL RIDGE ENGINEERING, P.C.")
        c.setFont("Helvetica", 7.5); c.drawString(W - 228, 197, "1520 Route 22, Brewster, NY 10509")
        c.setFont("Helvetica-Bold", 9); c.drawString(W - 228, 175, "PLUM BROOK COMMONS")
        c.setFont("Helvetica", 7.5); c.drawString(W - 228, 164, "338 U.S. Route 202, Town of Somers, NY")
        c.setFont("Helvetica-Bold", 9)
        for i, t in enumerate(title): c.drawString(W - 228, 140 - 11 * i, t)
        c.setFont("Helvetica", 7.5); c.drawString(W - 228, 90, "SCALE: 1 IN. = 50 FT.   DATE: 9/26")
        c.drawString(W - 228, 78, "J. A. REYES, P.E. LIC. 087512")
        c.setFont("Helvetica-Bold", 22); c.drawString(W - 228, 40, num)
    frame("SW-1", ["EXISTING CONDITIONS, SOILS", "AND WETLAND PLAN"])
    c.setFont("Helvetica-Bold", 11); c.drawString(40, H - 46, "EXISTING CONDITIONS, SOILS AND WETLAND PLAN")
    c.rect(40, H - 230, 200, 160); c.setFont("Helvetica-Bold", 8); c.drawString(46, H - 84, "LOCATION MAP 1 IN. = 2,000 FT.")
    c.setFont("Helvetica", 7); c.drawString(60, H - 130, "U.S. ROUTE 202"); c.line(50, H - 135, 230, H - 150)
    c.drawString(140, H - 200, "MUSCOOT RESERVOIR"); c.circle(120, H - 160, 6); c.drawString(130, H - 163, "SITE")
    c.setDash(8, 4); c.rect(280, 90, 880, 560); c.setDash()
    c.setFont("Helvetica", 8); c.drawString(290, 655, "PROPERTY LINE - TOTAL SITE AREA 6.42 AC.")
    c.setFont("Helvetica-Bold", 9); c.drawString(600, 665, "U.S. ROUTE 202")
    c.setFont("Helvetica", 7)
    for i, e in enumerate(range(412, 380, -4)):
        y = 630 - i * 62; c.setDash(2, 2); c.line(290, y, 1150, y - 25); c.setDash(); c.drawString(1125, y - 33, f"{e}")
    c.rect(360, 520, 120, 70); c.drawString(366, 550, "EX. BLDG 3,200 SF (TO BE REMOVED)")
    c.drawString(520, 520, "EX. BROKEN ASPHALT AND GRAVEL 0.74 AC.")
    c.drawString(420, 380, "OLD FIELD, SCATTERED RED CEDAR")
    c.bezier(280, 230, 500, 260, 800, 200, 1160, 240); c.drawString(700, 232, "PLUM BROOK - FLOW EAST TO MUSCOOT RESERVOIR")
    c.setDash(1, 2); c.bezier(280, 320, 520, 340, 820, 300, 1160, 320); c.setDash()
    c.drawString(300, 300, "WETLAND WA-1 (RED MAPLE SWAMP) FLAGS WA-1 TO WA-38")
    c.setDash(6, 3, ); c.bezier(280, 400, 520, 420, 820, 380, 1160, 400); c.setDash()
    c.drawString(820, 404, "100-FT WETLAND BUFFER")
    c.setLineWidth(1.2); c.line(700, 650, 640, 90); c.line(980, 650, 1010, 90); c.setLineWidth(0.7)
    c.drawString(440, 470, "CrC (HSG B)"); c.drawString(790, 470, "PnB (HSG C)"); c.drawString(1030, 470, "RgB (HSG D)"); c.drawString(560, 270, "Sh SUN LOAM (HSG D)")
    c.drawString(290, 110, "SOIL BOUNDARIES PER USDA-NRCS WEB SOIL SURVEY; TP-1 TO TP-4 SHOWN")
    c.setDash([12, 4, 2, 4]); c.rect(330, 360, 700, 280); c.setDash()
    c.drawString(335, 645 - 300, "LIMIT OF DISTURBANCE 2.61 AC.; AREAS OUTSIDE TO REMAIN UNDISTURBED")
    for x in (500, 800): c.line(x, 470, x + 10, 430); c.drawString(x + 12, 440, "DRAINAGE")
    c.drawString(40, 300, "NO OFF-SITE STORAGE, BORROW")
    c.drawString(40, 290, "OR WASTE AREAS ON ADJACENT PROPERTIES")
    c.showPage()
    frame("SW-2", ["EROSION CONTROL AND", "STORMWATER MANAGEMENT PLAN"])
    c.setFont("Helvetica-Bold", 11); c.drawString(40, H - 46, "EROSION CONTROL AND STORMWATER MANAGEMENT PLAN")
    c.setDash(8, 4); c.rect(280, 90, 880, 560); c.setDash()
    c.setFont("Helvetica", 7)
    c.rect(360, 520, 160, 80); c.drawString(366, 560, "RETAIL BLDG 9,600 SF")
    c.rect(760, 510, 170, 90); c.drawString(766, 560, "OFFICE BLDG 12,400 SF (2 STORY)")
    c.rect(540, 420, 380, 80); c.drawString(600, 460, "PARKING - 104 SPACES")
    c.drawString(560, 640, "STABILIZED CONSTRUCTION ENTRANCE 24 FT x 50 FT")
    c.drawString(300, 410, "SILT FENCE 1,240 LF (BUFFER LINE AND SIDE LINES)")
    c.drawString(300, 398, "ORANGE CONSTRUCTION FENCE 980 LF")
    c.ellipse(600, 300, 820, 390); c.drawString(610, 345, "POND P-1 / TEMP. SEDIMENT BASIN TSB-1 (7,560 CF)")
    c.drawString(610, 335, "PERMANENT POOL 3,100 CF; ED 12,400 CF; 0.31 AC.")
    c.drawString(300, 372, "DIVERSION D-1 420 FT, 3 CHECK DAMS"); c.drawString(860, 372, "DIVERSION D-2 310 FT, 3 CHECK DAMS")
    c.rect(380, 440, 120, 60); c.drawString(384, 470, "BIORETENTION B-1 3,900 SF")
    c.drawString(940, 440, "SWALE S-1 280 LF")
    c.drawString(300, 600, "INLET PROTECTION AT 9 INLETS")
    c.drawString(1000, 620, "STAGING: STOCKPILE 60x40 FT; WASHOUT 12x12 FT")
    c.drawString(700, 270, "OUTLET DP-1, RIPRAP APRON 12 x 8 FT TO PLUM BROOK")
    c.drawString(300, 640, "DP-2 ROUTE 202 FRONTAGE (UNCHANGED)")
    c.setDash(3, 3); c.rect(360, 290, 600, 220); c.setDash()
    c.drawString(610, 285, "25-FT STORMWATER MAINTENANCE EASEMENT TO TOWN OF SOMERS")
    c.drawString(830, 300, "BUFFER MITIGATION AREA 8,820 SF")
    c.drawString(300, 120, "PROPOSED CONTOURS AT 2 FT; FINAL SLOPES 3:1 MAX. AT POND EMBANKMENT")
    c.showPage(); c.save()

OFFSET_PAGES = []  # filled in build

def build(outdir, tmp):
    dx = os.path.join(tmp, "p2_narrative.docx"); make_docx(dx)
    narr = soffice_pdf(dx, tmp)
    dw = os.path.join(tmp, "p2_drawings.pdf"); drawings(dw)
    w = PdfWriter()
    nr = PdfReader(narr)
    for pg in nr.pages: w.add_page(pg)
    for pg in PdfReader(dw).pages: w.add_page(pg)
    # locate Appendix A start: offset those pages and the drawings (as if re-plotted by another program)
    tmpout = os.path.join(tmp, "p2_stage.pdf")
    with open(tmpout, "wb") as fh: w.write(fh)
    texts = page_texts(tmpout)
    appx = [i for i, t in enumerate(texts) if "Appendix A. Wetland Delineation Report" in t and "Table of Contents" not in t][0]
    global OFFSET_PAGES
    OFFSET_PAGES = list(range(appx, len(texts)))
    w2 = PdfWriter(clone_from=tmpout)
    for i, pg in enumerate(w2.pages):
        if i in OFFSET_PAGES:
            tx, ty = (36, 54) if i % 2 == 0 else (-18, 120)
            wdt, hgt = float(pg.mediabox.width), float(pg.mediabox.height)
            pg.add_transformation(Transformation().translate(tx, ty))
            pg.mediabox = RectangleObject([tx - 12, ty - 12, tx + wdt + 12, ty + hgt + 12])
            pg.cropbox = RectangleObject([tx + 6, ty + 6, tx + wdt - 6, ty + hgt - 6])
    w2.add_metadata({"/Title": "Plum Brook Commons - Wetland Permit Application, SWPPP and Wetland Delineation Report"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as fh: w2.write(fh)
    return out

QUOTES = {
 "93-6A(1)(a)": "Type: commercial development, listed in § 93-6A(2)(g).",
 "93-6A(1)(b)": "LOCATION MAP 1 IN. = 2,000 FT.",
 "93-6A(1)(c)": "Hydrologic soil groups: Charlton-Chatfield HSG B, Paxton HSG C, Ridgebury and Sun HSG D.",
 "93-6A(1)(d)": "No more than 2.61 acres, and never more than five acres, will be disturbed at any one time.",
 "93-6A(1)(e)": "Litter: covered dumpsters at the staging area, emptied weekly;",
 "93-6A(1)(f)": "Stabilization follows the New York State Standards and Specifications for Erosion and Sediment Control",
 "93-6A(1)(g)": "SILT FENCE 1,240 LF (BUFFER LINE AND SIDE LINES)",
 "93-6A(1)(h)": "remove sediment when it reaches one-half of the fence height",
 "93-6A(1)(i)": "There are no stormwater discharges associated with industrial activity other than construction at this site.",
 "93-6A(1)(j)": "Mass grading Temporary seeding, mulch Within 7 days of inactivity Until permanent seeding",
 "93-6A(1)(k)": "inspects the whole site at least once every seven calendar days",
 "93-6A(1)(l)": "No element of the design deviates from the New York State Standards and Specifications for Erosion and",
 "93-6A(3)(b)": "Micropool extended detention pond P-1 (permanent pool 3,100 cu ft, extended detention 12,400 cu ft)",
 "93-6A(3)(c)": "BIORETENTION B-1 3,900 SF",
 "93-6A(3)(d)": "The analysis was made with HydroCAD 10.2",
 "93-6A(3)(e)": "giving WQv = 2.9 x 0.60 x 2.58 / 12 = 0.374 acre-ft (16,290 cu ft).",
 "93-6A(3)(f)": "30 inches of planting soil",
 "93-6A(3)(g)": "are responsible for the long-term operation and maintenance of B-1, S-1 and P-1",
 "93-6A(3)(h)": "runs with the land and remains in effect upon every transfer of title to the property.",
 "93-6A(3)(i)": "binding on the owner and on all subsequent owners of the parcel",
 "93-6B": "Jonathan A. Reyes, P.E., New York License No. 087512",
 "93-6D": "has received a minimum of four hours of acceptable training in erosion and sediment control within the",
}

def labels(outdir):
    from common import page_texts
    import re
    texts = page_texts(os.path.join(outdir, "pdf", NAME + ".pdf"))
    n = lambda s: re.sub(r"\s+", " ", s)
    ev = {}
    for iid, q in QUOTES.items():
        pages = [i + 1 for i, t in enumerate(texts) if n(q) in n(t)]
        if not pages: raise SystemExit(f"plan2: quote for {iid} not found: {q}")
        ev[iid] = {"pages": pages[:1], "quote": q}
    items = {k: "present" for k in QUOTES}
    return {
        "checklist": "somers-ch93",
        "style": "wetland permit application narrative (Chapter 167) with the SWPPP embedded as Section 7 and a wetland delineation report as Appendix A; two 17x11 drawings",
        "producer": "python-docx via LibreOffice (narrative) + reportlab plots, merged with pypdf; Appendix A and drawing pages have MediaBox origins off 0,0 with a CropBox inset",
        "decision": "complete",
        "facts": {"disturbed_acres": 2.61, "project_type": "commercial development (retail and office buildings, parking)", "single_family": False, "impaired_water": True},
        "items": items, "evidence": ev, "gaps": {}, "image_only_pages": [],
        "ambiguous_items": [], "acceptable_decisions": ["complete"],
        "notes": "Commercial development (93-6A(2)(g)) disturbing 2.61 ac., so 93-6A(3) applies and 93-6B applies. Plum Brook drains to the Muscoot Reservoir (New Croton basin, phosphorus TMDL): impaired_water true per the document. 93-6A(1)(i) and (l) are answered by 'none' statements (Sections 7.9 and 7.12), present under the Conventions. 93-6D: the statement with the training clause is printed and two contractors' rows are filled and signed (/s/) with title, firm address, phone, site and date. 93-6A(1)(j) evidence is the table row 'Clearing and grubbing' in Table 7-10 (activity / practices / initial placement / minimum time in place). 93-6A(3)(i): the agreement's binding terms (maintenance duties, Town right of entry and lien, recording as deed restriction, binding on all subsequent owners) are stated, so present though executed before final approval. Pages with shifted MediaBox/CropBox: " + ", ".join(str(p + 1) for p in OFFSET_PAGES) + ".",
    }
