#!/usr/bin/env python3
"""Build the probe13/a set: three SWPPPs, labels.json, and a self-check.

Usage: .venv/bin/python make.py [OUT]   (default OUT = ../a-out)
"""
import json, os, re, subprocess, sys, shutil, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pypdf import PdfReader, PdfWriter
import scans, p2_spec, p3_jobsheets
from scans import SERIF, SERIFB, SANS, SANSB, SCRIPT

_args = [a for a in sys.argv[1:] if not a.startswith("--")]
OUT = os.path.abspath(_args[0] if _args else os.path.join(HERE, "..", "a-out"))
PDF = os.path.join(OUT, "pdf")
TMP = os.path.join(OUT, "build")  # intermediate files beside the output, not in the sources
N1 = "p13a_somers_dpw_memo_plum_brook_culvert"
N2 = "p13a_asharoken_csi_spec_bayview_landing"
N3 = "p13a_somers_nrcs_jobsheets_tomahawk_farm"


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        print(r.stdout, r.stderr); raise SystemExit(f"failed: {cmd}")
    return r.stdout


def merge(parts, out, meta):
    w = PdfWriter()
    for p in parts:
        for pg in PdfReader(p).pages:
            w.add_page(pg)
    w.add_metadata(meta)
    with open(out, "wb") as fh:
        w.write(fh)


def build_p1():
    html = os.path.join(HERE, "src", "p1_memo.html")
    main = os.path.join(TMP, "p1_main.pdf")
    run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--print-to-pdf={main}", "file://" + html])
    sc = scans.render([
        ("ATTACHMENT C", SANSB, 40, 150, 10),
        ("ENGINEER'S CERTIFICATION", SANSB, 40, 150, 30),
        ("Project: Plum Brook Road Culvert PB-3 Replacement and Shoulder", SERIF, 34, 150, 0),
        ("Regrading, Sta. 10+00 to 24+50, Town of Somers, New York", SERIF, 34, 150, 40),
        ("I hereby certify that this Stormwater Pollution Prevention Plan", SERIF, 34, 150, 0),
        ("was prepared by me or under my direct supervision, and that the", SERIF, 34, 150, 0),
        ("design of all stormwater management practices meets the", SERIF, 34, 150, 0),
        ("requirements of Chapter 93 of the Code of the Town of Somers.", SERIF, 34, 150, 110),
        ("M. H. Olander", SCRIPT, 56, 200, 10),
        ("__RULE__",),
        ("Margaret H. Olander, P.E., Town Engineer", SERIF, 34, 150, 0),
        ("NYS Professional Engineer License No. 081552", SERIF, 34, 150, 0),
        ("Date: March 18, 2025", SERIF, 34, 150, 500),
        ("Plum Brook Road Culvert PB-3 - SWPPP Memo          Page 13 of 13", SANS, 26, 150, 0),
    ], "SOMERS-DPW 000413", os.path.join(TMP, "p1_scan.pdf"), seed=3, skew=0.5,
        seal={"xy": (1250, 1250), "text": [("STATE OF NEW YORK", -128), ("M. H. OLANDER", -12), ("No. 081552", 20), ("PROFESSIONAL ENGINEER", 112)]})
    merge([main, sc], os.path.join(PDF, N1 + ".pdf"),
          {"/Title": "SWPPP Memo - Plum Brook Road Culvert PB-3", "/Author": "Town of Somers DPW"})


def build_p2():
    from docx import Document
    from docx.shared import Pt, Inches
    doc = Document()
    sec = doc.sections[0]; sec.left_margin = sec.right_margin = Inches(1)
    st = doc.styles["Normal"]; st.font.name = "Liberation Sans"; st.font.size = Pt(10)
    h = doc.add_paragraph(); r = h.add_run("HARBOR LINE MARINE CONSTRUCTION, INC."); r.bold = True; r.font.size = Pt(15)
    doc.add_paragraph("22 Fort Salonga Road, Northport, NY 11768  |  (631) 261-0000")
    t = doc.add_paragraph(); r = t.add_run("SUBMITTAL TRANSMITTAL"); r.bold = True; r.font.size = Pt(13)
    tb = doc.add_table(rows=0, cols=2); tb.style = "Table Grid"
    for a, b in [("Submittal No.", "31 25 00-001 (Rev. 0)"), ("Date", "February 26, 2025"),
                 ("Project", "Bayview Landing Bulkhead and Site Improvements, Asharoken Avenue, Village of Asharoken, NY"),
                 ("To", "Sound Coastal Engineering, PLLC (Engineer of Record), attn. Thomas R. Ahearn, P.E."),
                 ("Copy to", "Village of Asharoken Stormwater Management Officer; Bayview Landing Association, Inc."),
                 ("Specification section", "31 25 00 - Erosion and Sedimentation Controls"),
                 ("Submitted for", "Review and acceptance as the project Stormwater Pollution Prevention Plan under Village Code Chapter 44")]:
        row = tb.add_row().cells; row[0].text = a; row[1].text = b
    doc.add_paragraph("")
    doc.add_paragraph("Enclosed: Section 31 25 00 as issued for construction (pages 31 25 00-1 to 31 25 00-9), including Figure 31 25 00-A (site plan), Figure 31 25 00-B (typical details) and Attachment 31 25 00-1 (contractor certifications, signed).")
    doc.add_paragraph("Contractor's review: we have reviewed the section and confirm that the materials and methods listed will be furnished as specified. Product data for the turbidity curtain and pavers follow as Submittals 31 25 00-002 and 32 14 43-001.")
    doc.add_paragraph("Submitted by: Brian K. Ostrowski, Site Superintendent        Signature: /s/ B. K. Ostrowski")
    doc.add_paragraph("")
    doc.add_paragraph("ENGINEER'S ACTION:   [ ] No exceptions taken   [ ] Make corrections noted   [ ] Revise and resubmit")
    docx_path = os.path.join(TMP, "p2_transmittal.docx")
    doc.save(docx_path)
    run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", TMP, docx_path])
    spec = os.path.join(TMP, "p2_spec.pdf")
    p2_spec.build(spec)
    # spec page numbers start at -2 (transmittal is the unnumbered first page)
    merge([os.path.join(TMP, "p2_transmittal.pdf"), spec], os.path.join(PDF, N2 + ".pdf"),
          {"/Title": "Submittal 31 25 00-001 Erosion and Sedimentation Controls", "/Author": "Harbor Line Marine Construction"})


def build_p3():
    js = os.path.join(TMP, "p3_js.pdf")
    p3_jobsheets.build(js)
    sc = scans.render([
        ("CONTRACTOR CERTIFICATION", SANSB, 40, 150, 10),
        ("Tomahawk Hollow Farm - Farm Access Road and Pond", SANS, 32, 150, 30),
        ("\"I certify under penalty of law that I understand and agree to comply", SERIF, 32, 150, 0),
        ("with the terms and conditions of the Stormwater Pollution Prevention", SERIF, 32, 150, 0),
        ("Plan; and that I, or one of my on-site staff, has received a minimum of", SERIF, 32, 150, 0),
        ("four hours of acceptable training in erosion and sediment control", SERIF, 32, 150, 0),
        ("within the last three years. I also understand that it is unlawful for", SERIF, 32, 150, 0),
        ("any person to cause or contribute to a violation of water quality", SERIF, 32, 150, 0),
        ("standards.\"", SERIF, 32, 150, 50),
        ("Name: Gary L. Pannone            Title: President", SERIF, 34, 150, 10),
        ("Firm: Ridgeview Excavating, Inc.", SERIF, 34, 150, 10),
        ("Address: 77 Mahopac Avenue, Granite Springs, NY 10527", SERIF, 34, 150, 10),
        ("Telephone: (914) 248-0000", SERIF, 34, 150, 10),
        ("Site: Tomahawk Hollow Farm, 200 Hallocks Mill Road, Somers, NY", SERIF, 34, 150, 10),
        ("Date: April 21, 2025", SERIF, 34, 150, 50),
        ("Gary L. Pannone", SCRIPT, 52, 260, 4),
        ("__RULE__",),
        ("Signature", SERIF, 30, 150, 80),
        ("Responsible for: installing, inspecting, repairing and maintaining all", SERIF, 30, 150, 0),
        ("erosion and sediment controls and the pond, waterways and filter strip.", SERIF, 30, 150, 0),
    ], "THF-SWPPP 000017", os.path.join(TMP, "p3_scan.pdf"), seed=7, skew=-0.6)
    merge([js, sc], os.path.join(PDF, N3 + ".pdf"),
          {"/Title": "Tomahawk Hollow Farm SWPPP Job Sheets", "/Author": "Hudson Valley Agricultural Engineering"})


# ------------------------------------------------------------------ check
def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip()


def page_text(pdf, n):
    return subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-"], capture_output=True, text=True).stdout


_ocr = {}
def ocr_text(pdf, n):
    key = (pdf, n)
    if key not in _ocr:
        d = tempfile.mkdtemp()
        subprocess.run(["pdftoppm", "-r", "300", "-gray", "-f", str(n), "-l", str(n), pdf, os.path.join(d, "p")], check=True)
        img = [f for f in os.listdir(d) if f.endswith(".pgm")][0]
        _ocr[key] = subprocess.run(["tesseract", os.path.join(d, img), "-", "--psm", "4"], capture_output=True, text=True).stdout
        shutil.rmtree(d)
    return _ocr[key]


def check(labels, headings):
    ids = {}
    for line in open("/work/shared/item-ids.tsv").read().splitlines()[1:]:
        cl, iid = line.split("\t")[:2]; ids.setdefault(cl, []).append(iid)
    bad = []
    for name, lab in labels.items():
        pdf = os.path.join(PDF, name + ".pdf")
        npg = len(PdfReader(pdf).pages)
        size = os.path.getsize(pdf)
        if not (8 <= npg <= 40): bad.append(f"{name}: {npg} pages")
        if size >= 5 * 1024 * 1024: bad.append(f"{name}: {size} bytes")
        texts = {n: page_text(pdf, n) for n in range(1, npg + 1)}
        empty = sorted(n for n, t in texts.items() if not t.strip())
        if empty != sorted(lab["image_only_pages"]):
            bad.append(f"{name}: image_only_pages {lab['image_only_pages']} but textless pages {empty}")
        if set(lab["items"]) != set(ids[lab["checklist"]]):
            bad.append(f"{name}: item ids differ from checklist")
        for iid, st in lab["items"].items():
            if st == "present" and iid not in lab["evidence"]:
                bad.append(f"{name}: {iid} present without evidence")
            if st == "missing" and iid not in lab["gaps"]:
                bad.append(f"{name}: {iid} missing without gap note")
        for iid, ev in lab["evidence"].items():
            q = norm(ev["quote"])
            ok = False
            for n in ev["pages"]:
                src = ocr_text(pdf, n) if n in lab["image_only_pages"] else texts[n]
                if q in norm(src): ok = True
                else: bad.append(f"{name}: {iid} quote not on page {n}: {q[:70]!r}")
            if not ok and not ev["pages"]: bad.append(f"{name}: {iid} no pages")
        for n, hs in headings.get(name, {}).items():
            for h in hs:
                if norm(h) not in norm(texts[n]): bad.append(f"{name}: heading {h!r} not in text layer p{n}")
        dec = lab["decision"]
        miss = [k for k, v in lab["items"].items() if v == "missing"]
        if (dec == "complete") != (not miss): bad.append(f"{name}: decision {dec} vs missing {miss}")
        print(f"{name}: {npg} pages, {size/1024:.0f} KB, image-only {empty}, missing {miss}")
    return bad


def main():
    os.makedirs(PDF, exist_ok=True); os.makedirs(TMP, exist_ok=True)
    if "--check-only" not in sys.argv:
        build_p1(); build_p2(); build_p3()
    import labels_src
    with open(os.path.join(OUT, "labels.json"), "w") as fh:
        json.dump(labels_src.LABELS, fh, indent=1)
    bad = check(labels_src.LABELS, labels_src.HEADINGS)
    if bad:
        print("CHECK FAILED"); [print("  " + b) for b in bad]; sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
