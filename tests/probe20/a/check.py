"""Check a built p20a set: python check.py OUTDIR
- every evidence quote is on each of its pages (pdftotext -layout, whitespace collapsed; OCR for textless pages)
- every heading in headings.json is in its PDF's text layer
- image_only_pages equals the pages with no text
- items cover every id of the checklist; present items have evidence, missing items have gaps; PDFs < 5 MB
"""
import sys, os, json, re, subprocess, csv
HERE = os.path.dirname(os.path.abspath(__file__))
def norm(s): return re.sub(r"\s+", " ", s).strip()
def pages(pdf):
    n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout).group(1))
    return [subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"], capture_output=True, text=True).stdout for i in range(1, n + 1)]
def ocr(pdf, i, tmp="/tmp/p20a_check"):
    os.makedirs(tmp, exist_ok=True)
    subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", str(i), "-l", str(i), "-singlefile", pdf, f"{tmp}/pg"], check=True)
    return subprocess.run(["tesseract", f"{tmp}/pg.png", "-", "--psm", "3"], capture_output=True, text=True).stdout
def main(out):
    ids = {}
    for r in csv.reader(open(os.path.join(HERE, "item-ids.tsv") if os.path.exists(os.path.join(HERE, "item-ids.tsv")) else "/work/shared/item-ids.tsv"), delimiter="\t"):
        if r[0] != "checklist": ids.setdefault(r[0], []).append(r[1])
    labels = json.load(open(os.path.join(out, "labels.json")))
    heads = json.load(open(os.path.join(out, "headings.json")))
    bad = 0
    for name, L in labels.items():
        pdf = os.path.join(out, "pdf", name + ".pdf")
        if os.path.getsize(pdf) >= 5 * 2**20: print(name, "PDF over 5 MB"); bad += 1
        txt = pages(pdf)
        empty = [i + 1 for i, t in enumerate(txt) if not t.strip()]
        if sorted(L["image_only_pages"]) != empty:
            print(name, "image_only_pages", L["image_only_pages"], "but textless pages are", empty); bad += 1
        ocrcache = {}
        if set(L["items"]) != set(ids[L["checklist"]]):
            print(name, "item ids differ from checklist:", set(ids[L["checklist"]]) ^ set(L["items"])); bad += 1
        for iid, v in L["items"].items():
            if v == "present" and iid not in L["evidence"]: print(name, iid, "present without evidence"); bad += 1
            if v == "missing" and iid not in L["gaps"]: print(name, iid, "missing without gap"); bad += 1
        for iid, e in L["evidence"].items():
            for p in e["pages"]:
                if p in empty:
                    if p not in ocrcache: ocrcache[p] = ocr(pdf, p)
                    t = ocrcache[p]
                else:
                    t = txt[p - 1]
                if norm(e["quote"]) not in norm(t):
                    print(name, iid, "quote not on page", p, ":", e["quote"]); bad += 1
        alltext = norm(" ".join(txt))
        for h in heads.get(name, []):
            if norm(h) not in alltext: print(name, "heading not in text layer:", h); bad += 1
        n_missing = sum(1 for v in L["items"].values() if v == "missing")
        print(f"{name}: {len(txt)} pages, {len(L['evidence'])} quotes, {len(heads.get(name, []))} headings, {n_missing} missing, decision {L['decision']}")
    print("OK" if not bad else f"{bad} PROBLEMS"); return bad
if __name__ == "__main__":
    sys.exit(1 if main(os.path.abspath(sys.argv[1])) else 0)
