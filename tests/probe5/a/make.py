#!/usr/bin/env python3
"""Rebuild the probe5a plans: python make.py OUTDIR  -> OUTDIR/pdf/*.pdf, OUTDIR/labels.json, then verify."""
import json, os, re, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import p5a_deck, p5a_survey, p5a_memo

def norm(s):
    return re.sub(r"\s+", " ", s).strip()

def page_texts(pdf):
    n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout).group(1))
    out = []
    for p in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"],
                           capture_output=True, text=True).stdout
        out.append(t)
    return out

def ocr_page(pdf, p):
    with tempfile.TemporaryDirectory() as d:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", str(p), "-l", str(p), "-png", pdf, d + "/pg"], check=True)
        img = [f for f in os.listdir(d) if f.endswith(".png")][0]
        return subprocess.run(["tesseract", os.path.join(d, img), "-", "--psm", "4"],
                              capture_output=True, text=True).stdout

def verify(outdir, labels):
    ids_all = [l.split("\t") for l in open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")).read().splitlines()[1:]]
    fails = []
    for name, lab in labels.items():
        pdf = os.path.join(outdir, "pdf", name + ".pdf")
        size = os.path.getsize(pdf)
        if size > 5 * 1024 * 1024:
            fails.append(f"{name}: PDF over 5 MB ({size})")
        texts = page_texts(pdf)
        no_text = [i + 1 for i, t in enumerate(texts) if not t.strip()]
        if sorted(no_text) != sorted(lab["image_only_pages"]):
            fails.append(f"{name}: image_only_pages {lab['image_only_pages']} != pages without text {no_text}")
        ocr = {p: ocr_page(pdf, p) for p in lab["image_only_pages"]}
        want = [r[1] for r in ids_all if r[0] == lab["checklist"]]
        if list(lab["items"].keys()) != want:
            fails.append(f"{name}: items not every id in order")
        for i, v in lab["items"].items():
            if v not in ("present", "missing", "not_applicable"):
                fails.append(f"{name}: bad value {i}={v}")
            if v == "present":
                ev = lab["evidence"].get(i)
                if not ev:
                    fails.append(f"{name}: {i} present without evidence"); continue
                for p in ev["pages"]:
                    src = ocr[p] if p in ocr else texts[p - 1]
                    if norm(ev["quote"]) not in norm(src):
                        fails.append(f"{name}: {i} quote not on p.{p}: {ev['quote']!r}")
            if v == "missing" and i not in lab["gaps"]:
                fails.append(f"{name}: {i} missing without a gap")
        for p, h in lab.get("_headings", []):
            src = ocr[p] if p in ocr else texts[p - 1]
            if norm(h) not in norm(src):
                fails.append(f"{name}: heading not on p.{p}: {h!r}")
        print(f"{name}: {len(texts)} pages, {size/1024:.0f} KB, image-only {no_text}, "
              f"{sum(v=='present' for v in lab['items'].values())} present, "
              f"{sum(v=='missing' for v in lab['items'].values())} missing")
    return fails

def main():
    outdir = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "out")
    os.makedirs(os.path.join(outdir, "pdf"), exist_ok=True)
    labels = {}
    only = sys.argv[2:]  # optional: build a subset while developing
    for mod in (p5a_deck, p5a_survey, p5a_memo):
        if only and mod.__name__ not in only:
            continue
        name, lab = mod.build(outdir)
        lab["house_style"] = lab["style"]
        labels[name] = lab
    fails = verify(outdir, labels)
    out = {}
    for n, lab in labels.items():
        lab = dict(lab)
        lab.pop("_headings", None)
        keys = ["checklist", "style", "house_style", "producer", "decision", "facts", "items", "evidence", "gaps",
                "image_only_pages", "ambiguous_items", "acceptable_decisions", "notes"]
        out[n] = {k: lab[k] for k in keys}
    with open(os.path.join(outdir, "labels.json"), "w") as f:
        json.dump(out, f, indent=2)
    if fails:
        print("VERIFICATION FAILED:"); [print("  " + x) for x in fails]; sys.exit(1)
    print("verification passed:", len(labels), "plans")

if __name__ == "__main__":
    main()
