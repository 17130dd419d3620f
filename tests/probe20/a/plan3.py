"""Plan 3: Village of Asharoken SWPPP exported from a web portal as one very tall page (8.5 in wide, Chromium
print to PDF with a custom page height fitted to the content), then letter pages (reportlab) for the
certifications and the site / erosion control drawing."""
import os, re
import pdfplumber
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter, landscape
from pypdf import PdfReader, PdfWriter
from common import chromium_pdf, page_texts

NAME = "p20a_tallpage_asharoken_rowing_center"
HERE = os.path.dirname(os.path.abspath(__file__))
HEADINGS = ["Stormwater Pollution Prevention Plan", "1. Project Description", "2. Site Map and Drawings", "3. Soils",
            "4. Existing Stormwater Runoff Data", "5. Receiving Water", "6. Construction Sequence",
            "7. Erosion and Sediment Control Practices", "8. Pollution Prevention and Materials Management",
            "10. Inspection and Maintenance of Temporary Controls", "11. Post-Construction Stormwater Management",
            "12. Long-Term Maintenance, Easements and Agreement", "SWPPP PREPARER'S CERTIFICATION",
            "CONTRACTOR INFORMATION AND ACKNOWLEDGMENT", "SITE AND EROSION CONTROL PLAN"]

def tall(tmp):
    src = open(os.path.join(HERE, "plan3_narrative.html")).read()
    def render(h_in, tag):
        html = os.path.join(tmp, f"p3_{tag}.html"); pdf = os.path.join(tmp, f"p3_{tag}.pdf")
        open(html, "w").write(src.replace("PAGEHEIGHT", f"{h_in}in"))
        return chromium_pdf(html, pdf)
    probe = render(150, "probe")
    with pdfplumber.open(probe) as p:
        assert len(p.pages) == 1, "content longer than the probe page"
        bottom = max(ch["bottom"] for ch in p.pages[0].chars)
    h = round(bottom / 72 + 0.6, 2)
    assert 60 <= h <= 90, f"tall page {h} in. outside 60-90"
    out = render(h, "tall")
    assert len(PdfReader(out).pages) == 1
    return out, h

def letters(path):
    W, H = letter
    c = canvas.Canvas(path, pagesize=letter); c.setCreator("BayCoast Permit Portal - attachments (reportlab)")
    c.setFont("Helvetica-Bold", 13); c.drawString(72, 720, "SWPPP PREPARER'S CERTIFICATION")
    c.setFont("Helvetica", 10)
    c.drawString(72, 700, "Northport Bay Rowing Center, 412 Asharoken Avenue, Village of Asharoken, NY")
    y = 660
    for ln in ["I hereby certify that this Stormwater Pollution Prevention Plan was prepared by me or under my",
               "direct supervision, and that the design of all stormwater management practices meets the",
               "requirements of Chapter 44 of the Code of the Village of Asharoken."]:
        c.drawString(72, y, ln); y -= 15
    c.setFont("Helvetica-Oblique", 16); c.drawString(90, 575, "Gregory P. Halloran")
    c.setFont("Helvetica", 10)
    c.line(72, 570, 330, 570)
    for i, ln in enumerate(["Gregory P. Halloran, P.E.", "New York State Professional Engineer, License No. 081336",
                            "BayCoast Engineering & Surveying, P.C., 210 Main Street, Northport, NY 11768",
                            "Date: March 22"]):
        c.drawString(72, 555 - 15 * i, ln)
    c.circle(460, 560, 48); c.setFont("Helvetica", 7); c.drawCentredString(460, 575, "STATE OF NEW YORK")
    c.drawCentredString(460, 560, "PROFESSIONAL ENGINEER"); c.drawCentredString(460, 545, "081336")
    c.setFont("Helvetica", 8); c.drawString(72, 40, "Attachment 1 - BayCoast Permit Portal project 2417")
    c.showPage()
    c.setFont("Helvetica-Bold", 13); c.drawString(72, 720, "CONTRACTOR INFORMATION AND ACKNOWLEDGMENT")
    c.setFont("Helvetica", 10)
    for i, ln in enumerate(["The contractor named below acknowledges receipt of the Stormwater Pollution Prevention Plan",
                            "for this project and will keep a copy at the site during construction."]):
        c.drawString(72, 695 - 15 * i, ln)
    rows = [("Name of person signing", "Kevin J. Marchetti"), ("Title", "Vice President"),
            ("Contracting firm", "Marchetti Marine & Site Construction, Inc."),
            ("Firm address", "55 Laurel Road, East Northport, NY 11731"), ("Telephone", "(631) 555-0154"),
            ("Site", "Northport Bay Rowing Center, 412 Asharoken Avenue, Asharoken"),
            ("Work", "Piers, site work, pavers, drywells, erosion and sediment controls"), ("Date", "March 29")]
    y = 640
    for k, v in rows:
        c.rect(72, y - 22, 468, 22); c.setFont("Helvetica", 8); c.drawString(76, y - 14, k.upper())
        c.setFont("Helvetica", 10); c.drawString(230, y - 15, v); y -= 22
    c.setFont("Helvetica-Oblique", 16); c.drawString(90, y - 50, "K. J. Marchetti")
    c.line(72, y - 55, 330, y - 55); c.setFont("Helvetica", 8); c.drawString(72, y - 66, "SIGNATURE")
    c.setFont("Helvetica", 8); c.drawString(72, 40, "Attachment 2 - BayCoast Permit Portal project 2417")
    c.showPage()
    # drawing, letter landscape
    W, H = landscape(letter); c.setPageSize((W, H))
    c.setLineWidth(1.2); c.rect(18, 18, W - 36, H - 36); c.setLineWidth(0.5)
    c.setFont("Helvetica-Bold", 11); c.drawString(30, H - 38, "SITE AND EROSION CONTROL PLAN")
    c.setFont("Helvetica", 7); c.drawString(30, H - 49, "DRAWING SP-1   SCALE: 1 IN. = 40 FT.   CONTOURS 1 FT (NAVD 88)")
    c.rect(600, 430, 165, 130); c.setFont("Helvetica-Bold", 6.5); c.drawString(605, 550, "LOCATION MAP 1 IN. = 2,000 FT.")
    c.setFont("Helvetica", 6); c.line(605, 470, 760, 520); c.drawString(640, 505, "ASHAROKEN AVE."); c.drawString(610, 440, "NORTHPORT BAY")
    c.drawString(690, 535, "LONG ISLAND SOUND"); c.circle(680, 492, 4); c.drawString(686, 490, "SITE")
    c.setDash(6, 3); c.rect(40, 90, 540, 440); c.setDash()
    c.drawString(44, 534, "PROPERTY LINE - SITE AREA 2.35 AC.")
    c.setFont("Helvetica-Bold", 7); c.drawString(250, 540, "ASHAROKEN AVENUE")
    c.setFont("Helvetica", 6)
    for i, e in enumerate(range(14, 3, -1)):
        y = 500 - i * 36; c.setDash(1, 2); c.line(45, y, 575, y - 8); c.setDash(); c.drawString(560, y - 16, f"{e}")
    c.setDash([10, 3, 2, 3]); c.rect(90, 200, 430, 300); c.setDash()
    c.drawString(94, 503, "LIMIT OF DISTURBANCE 1.08 AC.")
    c.rect(120, 380, 150, 90); c.drawString(126, 420, "BOATHOUSE ON PIERS 3,400 SF")
    c.rect(300, 390, 200, 90); c.drawString(306, 440, "PERMEABLE PAVER PARKING 0.24 AC., 28 SPACES")
    c.rect(300, 300, 120, 60); c.drawString(304, 330, "SHELL RACKS (40)")
    c.circle(140, 360, 8); c.drawString(152, 358, "DW-1 8' DIA."); c.circle(250, 360, 8); c.drawString(262, 358, "DW-2 8' DIA.")
    c.ellipse(430, 230, 500, 280); c.drawString(400, 285, "ST-1 1,100 CF TO BECOME RAIN GARDEN RG-1 850 SF")
    c.drawString(100, 485, "STABILIZED CONSTRUCTION ENTRANCE 20 FT x 50 FT")
    c.drawString(94, 190, "SILT FENCE 520 LF")
    c.drawString(94, 176, "COMPOST FILTER SOCK 12 IN., DOUBLE ROW, 290 LF")
    c.drawString(94, 488 - 20, "TEMPORARY EARTH DIKE 18 IN. HIGH, 240 LF")
    c.drawString(360, 470 - 180, "STAGING / STORAGE CABINET / SPILL KIT")
    c.bezier(40, 140, 200, 150, 400, 130, 580, 145); c.drawString(260, 146, "TIDAL WETLAND LINE")
    c.drawString(60, 110, "DUNE AND BEACH GRASS - NOT TO BE DISTURBED"); c.drawString(380, 100, "NORTHPORT BAY")
    c.drawString(470, 160, "DISCHARGE POINT"); c.line(330, 250, 320, 215); c.drawString(323, 205, "FLOW")
    c.drawString(44, 250, "CEDAR GROVE TO REMAIN")
    c.setFont("Helvetica-Bold", 6.5); c.drawString(600, 400, "DETAILS (SEE REPORT SECTION 7, 11)")
    c.setFont("Helvetica", 6)
    for i, ln in enumerate(["SILT FENCE: WOVEN GEOTEXTILE, 2 IN. STAKES 8 FT O.C.",
                            "FILTER SOCK: 12 IN. DIA., STAKED 10 FT O.C.", "ENTRANCE: 2 IN. STONE 8 IN. THICK",
                            "ST-1: 3 FT DEEP, 2:1 SLOPES, STONE OUTLET 6 FT",
                            "PAVERS: 2 IN. NO. 8 / 4 IN. NO. 57 / 12 IN. NO. 2",
                            "DW-1, DW-2: 8 FT DIA. x 4 FT, 2 FT STONE COLLAR"]):
        c.drawString(600, 385 - 10 * i, ln)
    c.rect(600, 30, 170, 120); c.setFont("Helvetica-Bold", 7)
    c.drawString(605, 138, "BAYCOAST ENGINEERING & SURVEYING, P.C.")
    c.setFont("Helvetica", 6.5); c.drawString(605, 126, "NORTHPORT BAY ROWING CENTER"); c.drawString(605, 116, "412 ASHAROKEN AVENUE, ASHAROKEN")
    c.drawString(605, 100, "G. P. HALLORAN, P.E. 081336   3/22"); c.setFont("Helvetica-Bold", 16); c.drawString(605, 45, "SP-1")
    c.showPage(); c.save()

TALL_H = None
def build(outdir, tmp):
    global TALL_H
    t, TALL_H = tall(tmp)
    lp = os.path.join(tmp, "p3_letters.pdf"); letters(lp)
    w = PdfWriter()
    for p in (t, lp):
        for pg in PdfReader(p).pages: w.add_page(pg)
    w.add_metadata({"/Title": "Northport Bay Rowing Center - SWPPP (portal export with attachments)"})
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    with open(out, "wb") as fh: w.write(fh)
    return out

QUOTES = {
 "44-8B(1)(a)": "The project type is a non-residential recreational facility. Land disturbance totals 1.08 acres;",
 "44-8B(1)(b)": "LOCATION MAP 1 IN. = 2,000 FT.",
 "44-8B(1)(c)": "Riverhead sandy loam is deep and well drained",
 "44-8B(1)(d)": "The whole 1.08 acres is worked as one phase; no more than 5 acres is ever disturbed at one time.",
 "44-8B(1)(e)": "Litter and debris: one covered 20-cubic-yard container at the staging area, emptied weekly;",
 "44-8B(1)(f)": "paints, stains and oils are kept in a locked steel cabinet with secondary containment",
 "44-8B(1)(g)": "Temporary vegetative practices: annual ryegrass at 40 lb/acre and straw mulch",
 "44-8B(1)(h)": "SILT FENCE 520 LF",
 "44-8B(1)(i)": "temporary sediment trap ST-1 (stone outlet type, 1,100 cu ft, 3 ft deep, 2:1 side slopes",
 "44-8B(1)(j)": "Temporary practice converted to permanent: sediment trap ST-1 becomes rain garden RG-1.",
 "44-8B(1)(k)": "Sediment trap ST-1 Step 5 Converted to RG-1 at step 8",
 "44-8B(1)(l)": "remove sediment when it reaches one-half the height",
 "44-8B(1)(m)": "The receiving water is Northport Bay",
 "44-8B(1)(o)": "a temporary earth dike (18 inches high) along the north edge of the work area diverts lawn runoff",
 "44-8B(1)(p)": "the engineer observed a gully about 14 inches deep and 60 feet long",
 "44-8B(3)(b)": "Permeable interlocking concrete pavers over the 0.24-acre parking lot",
 "44-8B(3)(c)": "PERMEABLE PAVER PARKING 0.24 AC., 28 SPACES",
 "44-8B(3)(d)": "HydroCAD 10.2, TR-55 runoff, Type III 24-hour storms",
 "44-8B(3)(e)": "10-year 1.12 0.22 3,890 / 610",
 "44-8B(3)(f)": "8 ft diameter, 4 ft effective depth precast leaching rings with a 2-ft stone collar",
 "44-8B(3)(g)": "Maintenance schedule: permeable pavers - inspect twice a year (April and October);",
 "44-8B(3)(i)": "is binding on all subsequent owners of the parcel",
 "44-8C": "Gregory P. Halloran, P.E.",
}
GAPS = {
 "44-8B(1)(n)": "only in the contents: the tall page's Contents lists '9. SWPPP Implementation Responsibilities' but the report jumps from Section 8 to Section 10; no responsibilities are delineated anywhere (the contractor page names one firm and its work, not who is responsible for which part of the site)",
 "44-8B(3)(h)": "a statement that the thing does not exist where the law needs it: Section 12 says 'there are no easements on the property, and none are proposed'; no maintenance easement is shown on SP-1",
 "44-8E": "certification missing its statement: page 3 'Contractor Information and Acknowledgment' is filled in and signed with name, title, firm address, phone, site and date, but it only acknowledges receipt of the SWPPP; the 44-8E(1) certification statement (penalty of law, agree to comply, unlawful to contribute to a violation of water quality standards) is absent",
}

def labels(outdir):
    texts = page_texts(os.path.join(outdir, "pdf", NAME + ".pdf"))
    n = lambda s: re.sub(r"\s+", " ", s)
    ev = {}
    for iid, q in QUOTES.items():
        pages = [i + 1 for i, t in enumerate(texts) if n(q) in n(t)]
        if not pages: raise SystemExit(f"plan3: quote for {iid} not found: {q}")
        ev[iid] = {"pages": pages[:1], "quote": q}
    items = {k: "present" for k in QUOTES}
    for k in GAPS: items[k] = "missing"
    return {
        "checklist": "asharoken-ch44",
        "style": "web-portal SWPPP exported as one very tall page (8.5 in wide) followed by letter pages: preparer certification, contractor page, drawing SP-1",
        "producer": f"Chromium print to PDF with a custom @page height ({TALL_H} in.) + reportlab letter pages, merged with pypdf",
        "decision": "incomplete",
        "facts": {"disturbed_acres": 1.08, "project_type": "non-residential recreational facility (rowing boathouse, racks, permeable parking)", "single_family": False, "impaired_water": False},
        "items": items, "evidence": ev, "gaps": GAPS, "image_only_pages": [],
        "ambiguous_items": [], "acceptable_decisions": ["incomplete"],
        "notes": f"1.08 ac. disturbed, non-residential: a Section 44-3 land development activity meeting Condition C, so 44-8B(3) applies. Page 1 is one {TALL_H}-inch-tall page holding the whole narrative (Sections 1-12, Section 9 missing); page 2 preparer certification (44-8C, PE signed with the required statement); page 3 contractor page without the 44-8E statement; page 4 Drawing SP-1 (letter landscape, 1 in. = 40 ft). 44-8B(1)(k) evidence is a row of the placement / remains-until table in Section 7. 44-8B(1)(p): the plan gives observed runoff data (gully, ponding after a 1.6-in. rain) and the Village drainage study; counted present. 44-8B(3)(i): binding terms stated (maintenance duties, Village inspection, recorded, binding on subsequent owners), present though to be signed before the CO.",
    }
