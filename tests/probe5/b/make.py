#!/usr/bin/env python
"""Rebuild the probe5/b plans into OUTDIR/pdf/NAME.pdf, write OUTDIR/labels.json, verify. Usage: make.py OUTDIR"""
import json, os, re, sys, time
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import page_texts, norm, ocr_page
import build_golf, build_portal, build_conditions

MODULES = [build_golf, build_portal, build_conditions]
ITEMS = __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)), "../../../../shared/item-ids.tsv")


def item_ids(checklist):
    out = []
    for line in open(ITEMS, encoding="utf-8").read().splitlines()[1:]:
        parts = line.split("\t")
        if len(parts) > 2 and parts[0] == checklist:
            out.append(parts[1])
    return out


def verify(name, label, pdf, mod):
    errs = []
    texts = page_texts(pdf)
    npages = len(texts)
    empty = [i + 1 for i, t in enumerate(texts) if not t.strip()]
    if empty != sorted(label["image_only_pages"]):
        errs.append("image_only_pages %s != pages without text %s" % (label["image_only_pages"], empty))
    ntexts = [norm(t) for t in texts]
    ocr_cache = {}

    def page_text(p):
        if p in label["image_only_pages"]:
            if p not in ocr_cache:
                ocr_cache[p] = norm(ocr_page(pdf, p))
            return ocr_cache[p]
        return ntexts[p - 1]

    ids = item_ids(label["checklist"])
    if list(label["items"].keys()) != ids:
        errs.append("items keys differ from item-ids.tsv order/content")
    for k, v in label["items"].items():
        if v not in ("present", "missing", "not_applicable"):
            errs.append("bad value %s %s" % (k, v))
        if v == "present":
            ev = label["evidence"].get(k)
            if not ev:
                errs.append("no evidence for present item " + k)
                continue
            q = norm(ev["quote"])
            p = ev["pages"][0]
            if not (1 <= p <= npages) or q not in page_text(p):
                errs.append("quote for %s not on page %s: %r" % (k, p, q))
        if v == "missing" and k not in label["gaps"]:
            errs.append("no gap description for missing item " + k)
    for k in label["evidence"]:
        if label["items"].get(k) != "present":
            errs.append("evidence for non-present item " + k)
    alltext = " ".join(ntexts)
    for h in getattr(mod, "HEADINGS", []):
        if norm(h) not in alltext:
            errs.append("heading not in text layer: %r" % h)
    for p, h in getattr(mod, "OCR_HEADINGS", {}).items():
        o = page_text(p) if p in label["image_only_pages"] else ntexts[p - 1]
        if re.sub(r"\s", "", h).upper() not in re.sub(r"\s", "", o).upper():
            errs.append("outline heading %r not read by OCR on page %d (got %r)" % (h, p, o[:120]))
    if os.path.getsize(pdf) > 5 * 1024 * 1024:
        errs.append("PDF over 5 MB")
    if not (8 <= npages <= 40):
        errs.append("page count %d outside 8-40" % npages)
    return npages, errs


def main():
    if len(sys.argv) != 2:
        print(__doc__); sys.exit(2)
    out = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    labels, failed = {}, False
    t0 = time.time()
    for mod in MODULES:
        pdf = os.path.join(out, "pdf", mod.NAME + ".pdf")
        mod.build(pdf)
        lab = dict(mod.LABEL)
        lab["house_style"] = lab["style"]
        lab["image_only_pages"] = list(mod.IMAGE_ONLY)
        order = ["checklist", "style", "house_style", "producer", "decision", "facts", "items", "evidence",
                 "gaps", "image_only_pages", "ambiguous_items", "acceptable_decisions", "notes"]
        lab = {k: lab[k] for k in order}
        labels[mod.NAME] = lab
        n, errs = verify(mod.NAME, lab, pdf, mod)
        print("%-45s %2d pages  %s" % (mod.NAME, n, "OK" if not errs else "FAILED"))
        for e in errs:
            print("   - " + e)
        failed |= bool(errs)
    with open(os.path.join(out, "labels.json"), "w", encoding="utf-8") as fh:
        json.dump(labels, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print("labels: %s  (%.0f s)" % (os.path.join(out, "labels.json"), time.time() - t0))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
