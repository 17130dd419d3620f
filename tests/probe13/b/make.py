#!/usr/bin/env python3
"""Build the three p13b_ plans and labels.json, then check them. Exit non-zero on any failure.
Usage: .venv/bin/python make.py [OUT] [--check-only]   (default OUT = ../b-out)"""
import os, sys, json, subprocess, re
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src")); sys.path.insert(0, HERE)
import common, labels_src
import p1_report, p2_agreement, p3_wiki

_args = [a for a in sys.argv[1:] if not a.startswith("--")]  # [OUT], as bench/agreement.py passes it
OUT = os.path.abspath(_args[0]) if _args else os.path.join(os.path.dirname(HERE), "b-out")
PDF = os.path.join(OUT, "pdf")
WORK = "/tmp/p13b_work"
RANGES = {labels_src.P1: (30, 40), labels_src.P2: (10, 25), labels_src.P3: (8, 15)}
ITEM_IDS = {}
for line in open("/work/shared/item-ids.tsv").read().splitlines()[1:]:
    ck, iid = line.split("\t")[:2]; ITEM_IDS.setdefault(ck, []).append(iid)

def build():
    os.makedirs(PDF, exist_ok=True)
    info = {}
    for mod in (p1_report, p2_agreement, p3_wiki):
        info[mod.NAME] = mod.build(os.path.join(PDF, mod.NAME + ".pdf"), os.path.join(WORK, mod.NAME))
        print("built", mod.NAME, flush=True)
    return info

def texts_for(pdf):
    raw = common.page_texts(pdf)
    img_only = [i + 1 for i, t in enumerate(raw) if not t.strip()]
    col = [common.collapse(t) for t in raw]
    ocr = {p: common.collapse(common.ocr_page(pdf, p)) for p in img_only}
    return raw, col, img_only, ocr

def make_labels_and_check():
    fails = []; labels = {}
    for name, L in labels_src.LABELS.items():
        pdf = os.path.join(PDF, name + ".pdf")
        raw, col, img_only, ocr = texts_for(pdf)
        n = len(col); lo, hi = RANGES[name]
        if not (lo <= n <= hi): fails.append("%s: %d pages not in %d-%d" % (name, n, lo, hi))
        size = os.path.getsize(pdf)
        if size >= 5 * 1024 * 1024: fails.append("%s: %d bytes >= 5 MB" % (name, size))
        ids = ITEM_IDS[L["checklist"]]
        if sorted(L["items"]) != sorted(ids): fails.append("%s: item ids differ from item-ids.tsv" % name)
        items, evidence = {}, {}
        for iid in ids:
            status, quote = L["items"][iid]
            items[iid] = status
            if status == "present":
                q = common.collapse(quote)
                pages = [i + 1 for i, t in enumerate(col) if q in t] + [p for p, t in ocr.items() if q in t]
                if not pages: fails.append("%s %s: quote not found: %r" % (name, iid, q)); continue
                evidence[iid] = {"pages": pages[:3], "quote": q}
            elif status == "missing":
                if iid not in L["gaps"]: fails.append("%s %s: missing without a gap" % (name, iid))
        for iid in L["gaps"]:
            if items.get(iid) != "missing": fails.append("%s %s: gap for a non-missing item" % (name, iid))
        for h in L["headings"]:
            norm = lambda l: re.sub(r"^\d{1,2}\s+", "", l.strip())   # pleading line numbers
            if not any(any(norm(l).startswith(h) for l in t.splitlines()) for t in raw):
                fails.append("%s: heading not in text layer: %r" % (name, h))
        for key, q in L.get("ocr_quotes", {}).items():
            if not any(q in t for t in ocr.values()): fails.append("%s: OCR quote not found: %r" % (name, q))
        dec = L["decision"]
        has_missing = any(v == "missing" for v in items.values())
        if dec == "complete" and has_missing: fails.append("%s: complete but has missing items" % name)
        if dec == "incomplete" and not has_missing: fails.append("%s: incomplete without missing items" % name)
        labels[name] = {"checklist": L["checklist"], "style": L["style"], "house_style": L["style"], "producer": L["producer"],
                        "decision": dec, "facts": L["facts"], "items": items, "evidence": evidence, "gaps": L["gaps"],
                        "image_only_pages": img_only, "ambiguous_items": L["ambiguous_items"],
                        "acceptable_decisions": L["acceptable_decisions"], "notes": L["notes"], "pages": n}
        # image_only_pages must equal the pages with no text layer (checked independently with pdffonts-free method)
        no_text = [i + 1 for i in range(n) if not common.page_text(pdf, i + 1).strip()]
        if no_text != img_only: fails.append("%s: image_only_pages mismatch" % name)
    # plan-specific form checks
    p2 = os.path.join(PDF, labels_src.P2 + ".pdf"); b = open(p2, "rb").read()
    if b.count(b"%%EOF") < 2: fails.append("P2: no incremental update")
    if labels[labels_src.P2]["image_only_pages"] != [5]: fails.append("P2: scan page should be 5")
    import pikepdf
    with pikepdf.open(os.path.join(PDF, labels_src.P1 + ".pdf")) as pd:
        if "/Outlines" not in pd.Root: fails.append("P1: no outline")
        if len(pd.pages[1].obj.get("/Annots", [])) < 20: fails.append("P1: TOC links missing")
    with pikepdf.open(os.path.join(PDF, labels_src.P3 + ".pdf")) as pd:
        n_links = sum(len(p.obj.get("/Annots", [])) for p in pd.pages)
        if n_links < 10: fails.append("P3: TOC links missing (%d)" % n_links)
    json.dump(labels, open(os.path.join(OUT, "labels.json"), "w"), indent=1)
    return fails

if __name__ == "__main__":
    if "--check-only" not in sys.argv: build()
    fails = make_labels_and_check()
    for f in fails: print("FAIL:", f)
    print("%d failures" % len(fails))
    sys.exit(1 if fails else 0)
