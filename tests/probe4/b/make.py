#!/usr/bin/env python3
"""Build the probe4/b plans and labels, then verify them.  Usage: make.py OUTDIR"""
import json, os, re, subprocess, sys, csv

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def page_text(pdf, n):
    return subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-"], capture_output=True, text=True).stdout


def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


_ocr_cache = {}


def ocr_text(pdf, n, tmp):
    key = (pdf, n)
    if key not in _ocr_cache:
        base = os.path.join(tmp, f"ocr_{os.path.basename(pdf)}_{n}")
        subprocess.run(["pdftoppm", "-r", "300", "-f", str(n), "-l", str(n), "-singlefile", "-gray", "-png", pdf, base], check=True)
        r = subprocess.run(["tesseract", base + ".png", "-", "--psm", "3"], capture_output=True, text=True)
        _ocr_cache[key] = r.stdout
        os.remove(base + ".png")
    return _ocr_cache[key]


def verify(outdir, labels, heads):
    ids = {}
    with open(__import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            ids.setdefault(row["checklist"], []).append(row["id"])
    tmp = os.path.join(outdir, "tmp")
    os.makedirs(tmp, exist_ok=True)
    errors = []
    for name, lab in labels.items():
        pdf = os.path.join(outdir, "pdf", name + ".pdf")
        size = os.path.getsize(pdf)
        if size > 5 * 1024 * 1024:
            errors.append(f"{name}: {size} bytes > 5 MB")
        n = npages(pdf)
        texts = {i: page_text(pdf, i) for i in range(1, n + 1)}
        no_text = sorted(i for i, t in texts.items() if not t.strip())
        if no_text != sorted(lab["image_only_pages"]):
            errors.append(f"{name}: image_only_pages {lab['image_only_pages']} != pages without text {no_text}")
        want = ids[lab["checklist"]]
        if list(lab["items"]) != want:
            errors.append(f"{name}: items keys differ from item-ids.tsv (order/completeness)")
        for it, v in lab["items"].items():
            if v not in ("present", "missing", "not_applicable"):
                errors.append(f"{name}: {it} bad value {v}")
            if v == "present":
                e = lab["evidence"].get(it)
                if not e:
                    errors.append(f"{name}: {it} present without evidence")
                    continue
                q = norm(e["quote"]).lower()
                ok = False
                for pg in e["pages"]:
                    t = ocr_text(pdf, pg, tmp) if pg in lab["image_only_pages"] else texts.get(pg, "")
                    if q in norm(t).lower():
                        ok = True
                if not ok:
                    errors.append(f"{name}: {it} quote not on page(s) {e['pages']}: {e['quote']!r}")
            if v == "missing" and it not in lab["gaps"]:
                errors.append(f"{name}: {it} missing without gap description")
        for pg, h in heads.get(name, []):
            if pg in lab["image_only_pages"]:
                continue
            if norm(h).lower() not in norm(texts.get(pg, "")).lower():
                errors.append(f"{name}: heading {h!r} not in text layer of page {pg}")
        print(f"{name}: {n} pages, {size // 1024} KB, {sum(1 for v in lab['items'].values() if v == 'present')} present, "
              f"{sum(1 for v in lab['items'].values() if v == 'missing')} missing, {len(heads.get(name, []))} headings checked")
    return errors


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make.py OUTDIR")
    outdir = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(outdir, "pdf"), exist_ok=True)
    import plan1_long, plan2_binder, plan3_utility
    labels, heads = {}, {}
    for mod in (plan1_long, plan2_binder, plan3_utility):
        name, lab, hd = mod.build(outdir)
        lab["house_style"] = lab["style"]
        order = ["checklist", "style", "house_style", "producer", "decision", "facts", "items", "evidence", "gaps",
                 "image_only_pages", "ambiguous_items", "acceptable_decisions", "notes"]
        labels[name] = {k: lab[k] for k in order}
        heads[name] = hd
    with open(os.path.join(outdir, "labels.json"), "w") as f:
        json.dump(labels, f, indent=2)
    errors = verify(outdir, labels, heads)
    if errors:
        print("VERIFICATION FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("verification passed")


if __name__ == "__main__":
    main()
