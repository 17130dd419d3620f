#!/usr/bin/env python3
"""Checks set probe14/a: quotes on their pages (pdftotext -layout, whitespace collapsed; OCR for pages
without a text layer), headings in the text layer, image_only_pages, page counts and sizes, every
checklist id labelled, decisions consistent with items."""
import json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "a-out")
labels = json.load(open(os.path.join(OUT, "labels.json")))
headings = json.load(open(os.path.join(HERE, "headings.json")))
ids = {}
for line in open("/work/shared/item-ids.tsv").read().splitlines()[1:]:
    ck, iid = line.split("\t")[:2]
    ids.setdefault(ck, []).append(iid)
norm = lambda t: re.sub(r"\s+", " ", t).strip()
errors = []
def err(m):
    errors.append(m); print("  FAIL", m)

for name, d in labels.items():
    pdf = os.path.join(OUT, "pdf", name + ".pdf")
    print(name)
    if not os.path.exists(pdf):
        err("%s: pdf missing" % name); continue
    size = os.path.getsize(pdf)
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    npages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    print("  pages %d, %.2f MB" % (npages, size / 1e6))
    if size >= 5e6: err("%s: size %d >= 5 MB" % (name, size))
    if not 8 <= npages <= 40: err("%s: %d pages" % (name, npages))
    text, empty = {}, []
    for i in range(1, npages + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"], capture_output=True, text=True).stdout
        if not t.strip():
            empty.append(i)
            with tempfile.TemporaryDirectory() as td:
                subprocess.run(["pdftoppm", "-r", "300", "-png", "-f", str(i), "-l", str(i), pdf, td + "/p"], check=True)
                png = [f for f in os.listdir(td) if f.endswith(".png")][0]
                t = subprocess.run(["tesseract", os.path.join(td, png), "-"], capture_output=True, text=True).stdout
        text[i] = norm(t)
    if sorted(d["image_only_pages"]) != empty:
        err("%s: image_only_pages %s but pages without text %s" % (name, d["image_only_pages"], empty))
    else:
        print("  image_only_pages ok:", empty)
    # items
    ck = d["checklist"]
    if set(d["items"]) != set(ids[ck]):
        err("%s: items differ from checklist ids: %s" % (name, set(ids[ck]) ^ set(d["items"])))
    for iid, v in d["items"].items():
        if v == "present" and iid not in d["evidence"]: err("%s %s present without evidence" % (name, iid))
        if v == "missing" and iid not in d["gaps"]: err("%s %s missing without gap" % (name, iid))
    for iid in d["evidence"]:
        if d["items"].get(iid) != "present": err("%s %s has evidence but is %s" % (name, iid, d["items"].get(iid)))
    for iid in d["gaps"]:
        if d["items"].get(iid) != "missing": err("%s %s has a gap but is %s" % (name, iid, d["items"].get(iid)))
    missing = [k for k, v in d["items"].items() if v == "missing" and k not in d.get("ambiguous_items", [])]
    want = "incomplete" if missing else "complete"
    if d["decision"] != want and d["decision"] != "not_required": err("%s: decision %s but items say %s" % (name, d["decision"], want))
    if d["decision"] not in d.get("acceptable_decisions", [d["decision"]]): err("%s: decision not in acceptable_decisions" % name)
    # quotes
    ok = 0
    for iid, ev in d["evidence"].items():
        q = norm(ev["quote"])
        hit = [p for p in ev["pages"] if q in text.get(p, "")]
        if not hit:
            where = [p for p in text if q in text[p]]
            err("%s %s: quote not on pages %s (found on %s): %r" % (name, iid, ev["pages"], where, q[:70]))
        else:
            ok += 1
    print("  quotes ok: %d/%d" % (ok, len(d["evidence"])))
    alltext = " ".join(text[p] for p in sorted(text) if p not in empty)
    hok = 0
    for h in headings.get(name, []):
        if norm(h) in alltext: hok += 1
        else: err("%s: heading not in text layer: %r" % (name, h))
    print("  headings ok: %d/%d" % (hok, len(headings.get(name, []))))
print("\nRESULT:", "PASS" if not errors else "FAIL (%d problems)" % len(errors))
sys.exit(1 if errors else 0)
