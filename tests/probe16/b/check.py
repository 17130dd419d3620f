"""Check the p16b set: python check.py OUTDIR
- every evidence quote is on each listed page (pdftotext -layout, whitespace-normalised)
- every heading in headings.json is in the text layer (layout or reading order)
- image_only_pages equals the pages without text
- every checklist item id is labelled; gaps only on missing items; size and page limits."""
import sys, os, json, csv, subprocess
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from common import page_texts, norm

def main(outdir):
    labels = json.load(open(os.path.join(outdir, "labels.json")))
    heads = json.load(open(os.path.join(outdir, "headings.json")))
    ids = {}
    with open("/work/shared/item-ids.tsv") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            ids.setdefault(row["checklist"], []).append(row["id"])
    errs = 0
    def bad(msg):
        nonlocal errs; errs += 1; print("FAIL", msg)
    for name, lab in labels.items():
        pdf = os.path.join(outdir, "pdf", name + ".pdf")
        if not os.path.exists(pdf):
            bad(f"{name}: pdf missing"); continue
        lay = [norm(t) for t in page_texts(pdf, True)]
        raw = [norm(t) for t in page_texts(pdf, False)]
        n = len(lay)
        size = os.path.getsize(pdf)
        if not (8 <= n <= 16): bad(f"{name}: {n} pages")
        if size > 5 * 1024 * 1024: bad(f"{name}: {size} bytes")
        want = ids[lab["checklist"]]
        if set(lab["items"]) != set(want): bad(f"{name}: item ids differ: {set(want) ^ set(lab['items'])}")
        for k, v in lab["items"].items():
            if v not in ("present", "missing", "not_applicable"): bad(f"{name}: {k}={v}")
            if v == "present" and k not in lab["evidence"]: bad(f"{name}: {k} present without evidence")
        for k in lab.get("gaps", {}):
            if lab["items"].get(k) != "missing": bad(f"{name}: gap on non-missing {k}")
        miss = [k for k, v in lab["items"].items() if v == "missing"]
        if lab["decision"] == "complete" and miss: bad(f"{name}: complete but missing {miss}")
        if lab["decision"] == "incomplete" and not miss: bad(f"{name}: incomplete with nothing missing")
        for k, ev in lab["evidence"].items():
            q = norm(ev["quote"])
            for p in ev["pages"]:
                if not (1 <= p <= n) or q not in lay[p - 1]:
                    bad(f"{name}: {k} quote not on p.{p}: {ev['quote']!r}")
        empty = [i + 1 for i in range(n) if not raw[i].strip()]
        if sorted(lab.get("image_only_pages", [])) != empty:
            bad(f"{name}: image_only_pages {lab.get('image_only_pages')} != {empty}")
        alltext = " ".join(lay) + " " + " ".join(raw)
        for h in heads.get(name, []):
            if norm(h) not in alltext: bad(f"{name}: heading not in text layer: {h!r}")
        print(f"ok-ish {name}: {n} pages, {size//1024} KB, {len(lab['evidence'])} quotes, {len(heads.get(name, []))} headings")
    print("FAILURES:", errs)
    return errs

if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1] if len(sys.argv) > 1 else "/work/sets/probe16/b-out") else 0)
