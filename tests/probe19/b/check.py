"""Check the built set: python check.py OUTDIR
Confirms every evidence quote on its stated page(s) (pdftotext -layout, whitespace runs collapsed;
tesseract for a page without a text layer), every heading in headings.json in the text layer,
image_only_pages equal to the pages without text, every item id labelled, evidence for every
present item, a gap for every missing item, 8-40 pages and under 5 MB per PDF."""
import json, os, re, subprocess, sys, tempfile

def norm(s): return re.sub(r"\s+", " ", s).strip()

def ids(checklist):
    rows = [l.split("\t") for l in open("/work/shared/item-ids.tsv", encoding="utf-8").read().splitlines()[1:]]
    return [r[1] for r in rows if r and r[0] == checklist]

def texts(pdf):
    t = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout.split("\f")
    return t[:-1] if t and not t[-1].strip() else t

def ocr(pdf, page):
    with tempfile.TemporaryDirectory() as d:
        subprocess.run(["pdftoppm", "-r", "300", "-f", str(page), "-l", str(page), "-png", pdf, d + "/p"], check=True)
        png = [f for f in os.listdir(d) if f.endswith(".png")][0]
        return subprocess.run(["tesseract", os.path.join(d, png), "-"], capture_output=True, text=True).stdout

def main(out):
    labels = json.load(open(os.path.join(out, "labels.json")))
    heads = json.load(open(os.path.join(out, "headings.json")))
    bad = 0
    def fail(msg):
        nonlocal bad; bad += 1; print("FAIL", msg)
    for name, lab in labels.items():
        pdf = os.path.join(out, "pdf", name + ".pdf")
        if os.path.getsize(pdf) >= 5 * 1024 * 1024: fail(f"{name}: over 5 MB")
        tx = texts(pdf)
        if not 8 <= len(tx) <= 40: fail(f"{name}: {len(tx)} pages")
        empty = [i + 1 for i, t in enumerate(tx) if not t.strip()]
        if empty != lab["image_only_pages"]: fail(f"{name}: image_only_pages {lab['image_only_pages']} != {empty}")
        want = ids(lab["checklist"])
        if list(lab["items"]) != want and set(lab["items"]) != set(want): fail(f"{name}: item ids differ")
        for k, st in lab["items"].items():
            if st == "present" and k not in lab["evidence"]: fail(f"{name}: {k} present without evidence")
            if st == "missing" and k not in lab["gaps"]: fail(f"{name}: {k} missing without gap")
            if st not in ("present", "missing", "not_applicable"): fail(f"{name}: {k} bad state {st}")
        for k, ev in lab["evidence"].items():
            for p in ev["pages"]:
                t = tx[p - 1] if tx[p - 1].strip() else ocr(pdf, p)
                if norm(ev["quote"]) not in norm(t): fail(f"{name}: {k} quote not on page {p}: {ev['quote']!r}")
        for h in heads[name]["headings"]:
            if not any(norm(h) in norm(t) for t in tx): fail(f"{name}: heading missing {h!r}")
        print(f"{name}: {len(tx)} pages, {len(lab['evidence'])} quotes, {len(heads[name]['headings'])} headings checked, decision {lab['decision']}")
    print("OK" if not bad else f"{bad} failures")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
