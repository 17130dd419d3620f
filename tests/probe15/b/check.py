#!/usr/bin/env python3
"""Check the p15b_ set: quotes on their pages (pdftotext -layout, whitespace-collapsed; OCR for image-only pages),
headings in the text layer, image_only_pages, every checklist id labelled, decisions vs items, size and page count."""
import json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "b-out")
IDS = "/work/shared/item-ids.tsv"

HEADINGS = {
 "p15b_cards_somers_hilltop_garden_center": ["Lane: Before construction", "Lane: During construction", "Lane: Closeout",
   "HG-01 Project scope, location, type and size", "HG-11 Inspection schedule for E&SC practices", "SK-1 Site map: existing conditions, soils and disturbance",
   "SK-2 Erosion and sediment control plan", "SK-3 Post-construction stormwater management plan", "Attachment D: Certifications"],
 "p15b_letter_asharoken_bayview_beach_club": ["1. DEFINITIONS.", "3. SWPPP IMPLEMENTATION RESPONSIBILITIES.", "EXHIBIT A", "A.9 TEMPORARY PRACTICES TO BE CONVERTED TO PERMANENT CONTROL MEASURES.",
   "EXHIBIT B-1", "EXHIBIT B-2", "EXHIBIT B-3", "EXHIBIT C", "EXHIBIT D", "CONTRACTOR AND SUBCONTRACTOR ACKNOWLEDGMENT"],
 "p15b_noi_somers_bailey_ridge_estates": ["NOTICE OF INTENT", "OWNER OR OPERATOR INFORMATION", "RECEIVING WATERS", "CERTIFICATIONS",
   "STORMWATER POLLUTION PREVENTION PLAN - NARRATIVE", "7. INSPECTION SCHEDULE", "8. POST-CONSTRUCTION STORMWATER MANAGEMENT", "10. MAINTENANCE AGREEMENT",
   "EXISTING CONDITIONS, SOILS AND SITE MAP", "EROSION AND SEDIMENT CONTROL DETAILS"],
}

def norm(s): return re.sub(r"\s+", " ", s).strip().lower()

def page_texts(pdf):
    n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout).group(1))
    texts, ocr, empty = [], {}, []
    for i in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"], capture_output=True, text=True).stdout
        texts.append(t)
        if not t.strip():
            empty.append(i)
            with tempfile.TemporaryDirectory() as d:
                subprocess.run(["pdftoppm", "-f", str(i), "-l", str(i), "-r", "300", "-gray", "-png", pdf, d + "/p"], check=True)
                png = [f for f in os.listdir(d) if f.endswith(".png")][0]
                ocr[i] = subprocess.run(["tesseract", f"{d}/{png}", "-"], capture_output=True, text=True).stdout
    return n, texts, ocr, empty

def main():
    ids = {}
    for line in open(IDS).read().splitlines()[1:]:
        f = line.split("\t"); ids.setdefault(f[0], []).append(f[1])
    labels = json.load(open(os.path.join(OUT, "labels.json")))
    bad = 0
    def fail(msg):
        nonlocal bad; bad += 1; print("  FAIL", msg)
    for name, L in labels.items():
        pdf = os.path.join(OUT, "pdf", name + ".pdf")
        print(name)
        if not os.path.exists(pdf): fail("no pdf"); continue
        size = os.path.getsize(pdf)
        n, texts, ocr, empty = page_texts(pdf)
        print(f"  pages {n}, {size/1e6:.2f} MB, image-only {empty}")
        if size >= 5e6: fail("over 5 MB")
        if not 8 <= n <= 16: fail("page count out of 8-16")
        if sorted(L["image_only_pages"]) != empty: fail(f"image_only_pages {L['image_only_pages']} != pages without text {empty}")
        full = [norm(texts[i]) if (i + 1) not in ocr else norm(ocr[i + 1]) for i in range(n)]
        want = ids[L["checklist"]]
        if set(L["items"]) != set(want): fail(f"items ids differ: missing {set(want)-set(L['items'])} extra {set(L['items'])-set(want)}")
        for k, v in L["items"].items():
            if v not in ("present", "missing", "not_applicable"): fail(f"{k} bad value {v}")
            if v == "present" and k not in L["evidence"]: fail(f"{k} present without evidence")
            if v == "missing" and k not in L["gaps"]: fail(f"{k} missing without gap note")
        for k in L["gaps"]:
            if L["items"].get(k) != "missing": fail(f"gap for {k} but item is {L['items'].get(k)}")
        for k, e in L["evidence"].items():
            if L["items"].get(k) != "present": fail(f"evidence for non-present {k}")
            q = norm(e["quote"])
            for p in e["pages"]:
                if not (1 <= p <= n) or q not in full[p - 1]:
                    where = [i + 1 for i in range(n) if q in full[i]]
                    fail(f"{k}: quote not on p.{p} (found on {where}): {e['quote']!r}")
        for h in HEADINGS.get(name, []):
            if not any(norm(h) in norm(texts[i]) for i in range(n)): fail(f"heading not in text layer: {h!r}")
        missing = [k for k, v in L["items"].items() if v == "missing"]
        dec = L["decision"]
        if dec == "complete" and missing: fail("complete but items missing")
        if dec == "incomplete" and not missing: fail("incomplete with no missing item")
        if dec == "not_required" and any(v != "not_applicable" for v in L["items"].values()): fail("not_required but items applicable")
        if dec not in L.get("acceptable_decisions", [dec]): fail("decision not in acceptable_decisions")
        print(f"  decision {dec}; missing {missing}")
    print("RESULT:", "PASS" if bad == 0 else f"{bad} failure(s)")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
