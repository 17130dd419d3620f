#!/usr/bin/env python3
"""Rebuild set probe11/b: every PDF and labels.json, then verify.  Usage: .venv/bin/python make.py OUT"""
import os, sys, json, re, subprocess, shutil, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src")); sys.path.insert(0, HERE)
import golf, shore, farm
from labels_src import LABELS, GARBAGE_PAGES, HEADINGS

ITEM_IDS = "/work/shared/item-ids.tsv"
NA = {}  # name -> list of ids labelled not_applicable (none in this set)


def ids_for(checklist):
    out = []
    for line in open(ITEM_IDS):
        f = line.rstrip("\n").split("\t")
        if f[0] == checklist: out.append(f[1])
    return out


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()


def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def page_text(pdf, p):
    return subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"],
                          capture_output=True, text=True).stdout


def ocr(pdf, p, tmp):
    base = os.path.join(tmp, "ocr_%d" % p)
    subprocess.run(["pdftoppm", "-r", "300", "-png", "-singlefile", "-f", str(p), "-l", str(p), pdf, base], check=True)
    return subprocess.run(["tesseract", base + ".png", "-"], capture_output=True, text=True).stdout


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make.py OUT")
    OUT = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(OUT, "pdf"), exist_ok=True)
    work = os.path.join(OUT, "work"); os.makedirs(work, exist_ok=True)  # intermediates beside the set, not in the sources
    builders = {golf.NAME: golf.build, shore.NAME: shore.build, farm.NAME: farm.build}
    for name, fn in builders.items():
        print("building", name)
        fn(os.path.join(OUT, "pdf", name + ".pdf"), os.path.join(work, name))

    labels = {}
    fails = []
    for name, L in LABELS.items():
        ids = ids_for(L["checklist"])
        items = {}
        for i in ids:
            states = [s for s, d in (("present", L["evidence"]), ("missing", L["gaps"])) if i in d]
            if i in NA.get(name, []): states.append("not_applicable")
            if len(states) != 1:
                fails.append(f"{name}: item {i} has states {states}")
                continue
            items[i] = states[0]
        extra = (set(L["evidence"]) | set(L["gaps"])) - set(ids)
        if extra: fails.append(f"{name}: unknown ids {sorted(extra)}")
        rec = dict(L); rec["items"] = items
        labels[name] = rec
    with open(os.path.join(OUT, "labels.json"), "w") as fh:
        json.dump(labels, fh, indent=2)

    # ---------------- verify
    tmp = tempfile.mkdtemp(prefix="p11b_")
    for name, L in labels.items():
        pdf = os.path.join(OUT, "pdf", name + ".pdf")
        size = os.path.getsize(pdf)
        if size >= 5 * 1024 * 1024: fails.append(f"{name}: {size} bytes >= 5 MB")
        n = npages(pdf)
        texts = {p: page_text(pdf, p) for p in range(1, n + 1)}
        no_text = [p for p in range(1, n + 1) if not texts[p].strip()]
        if sorted(no_text) != sorted(L["image_only_pages"]):
            fails.append(f"{name}: image_only_pages {L['image_only_pages']} but pages without text {no_text}")
        ocr_pages = set(no_text) | set(GARBAGE_PAGES.get(name, []))
        ocrs = {p: ocr(pdf, p, tmp) for p in sorted(ocr_pages)}
        for g in GARBAGE_PAGES.get(name, []):
            # garbage page: has a text layer, but the OCR'd words do not appear in it
            if not texts[g].strip(): fails.append(f"{name}: garbage page {g} has no text layer")
            words = [w for w in re.findall(r"[A-Za-z]{6,}", ocrs[g])][:40]
            hit = sum(1 for w in words if w.lower() in texts[g].lower())
            if hit > 2: fails.append(f"{name}: garbage page {g} text layer is readable ({hit} OCR words found)")
        for item, ev in L["evidence"].items():
            q = norm(ev["quote"])
            ok = False
            for p in ev["pages"]:
                if not 1 <= p <= n: continue
                src = ocrs[p] if p in ocr_pages else texts[p]
                if q in norm(src): ok = True
            if not ok:
                where = [p for p in range(1, n + 1) if q in norm(texts[p])]
                fails.append(f"{name}: {item} quote not found on {ev['pages']} (text layer has it on {where}): {ev['quote']!r}")
        for p, h in HEADINGS.get(name, []):
            if norm(h) not in norm(texts[p]):
                fails.append(f"{name}: heading {h!r} not in text layer of page {p}")
        print(f"{name}: {n} pages, {size/1024:.0f} KB, no-text pages {no_text}, OCR pages {sorted(ocr_pages)}, "
              f"{len(L['evidence'])} quotes, {len(L['gaps'])} gaps, decision {L['decision']}")
    shutil.rmtree(tmp, ignore_errors=True)
    if fails:
        print("VERIFY FAILED:"); [print("  -", f) for f in fails]; sys.exit(1)
    print("VERIFY OK: every quote found on its page, every checklist id labelled, image_only_pages match, headings present")


if __name__ == "__main__":
    main()
