"""Check a built set: python check.py OUTDIR
- every evidence quote is on each of its pages (pdftotext -layout, or tesseract for pages with no text layer)
- every listed heading is in the text layer
- image_only_pages equals the pages without text
- every checklist id is labelled, present items have evidence, missing items have a gap
- each PDF under 5 MB"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common

def main():
    out = sys.argv[1]
    labels = json.load(open(os.path.join(out, "labels.json")))
    heads = json.load(open(os.path.join(out, "headings.json")))
    bad = 0
    for name, L in labels.items():
        pdf = os.path.join(out, "pdf", name + ".pdf")
        n = common.page_count(pdf)
        img = common.image_only_pages(pdf)
        errs = []
        if sorted(img) != sorted(L["image_only_pages"]):
            errs.append(f"image_only_pages {L['image_only_pages']} but pages without text {img}")
        ids = common.SOMERS if L["checklist"] == "somers-ch93" else common.ASHAROKEN
        if list(L["items"]) != ids:
            errs.append("items do not list every checklist id in order")
        for i, st in L["items"].items():
            if st == "present" and i not in L["evidence"]:
                errs.append(f"{i} present without evidence")
            if st == "missing" and i not in L["gaps"]:
                errs.append(f"{i} missing without gap")
        for i, ev in L["evidence"].items():
            for p in ev["pages"]:
                t = common.text_of(pdf, p, img)
                if common.norm(ev["quote"]) not in common.norm(t):
                    errs.append(f"{i}: quote not on page {p}: {ev['quote']!r}")
                elif p not in img and ev["quote"] not in t:
                    print(f"  {name} {i}: quote matches only after whitespace normalisation (p{p})")
        alltext = "\n".join(common.page_text(pdf, p) for p in range(1, n + 1) if p not in img)
        for hd in heads.get(name, []):
            if common.norm(hd) not in common.norm(alltext):
                errs.append(f"heading not in text layer: {hd!r}")
        size = os.path.getsize(pdf)
        if size > 5 * 1024 * 1024:
            errs.append(f"pdf is {size} bytes (> 5 MB)")
        status = "OK" if not errs else "FAIL"
        print(f"{status} {name}: {n} pages, {size//1024} KB, image-only {img}, {L['decision']}")
        for e in errs:
            print("   -", e)
        bad += len(errs)
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
