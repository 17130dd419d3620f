#!/usr/bin/env python3
"""Build the probe3 test set: six fictional New York SWPPPs with labels.

Usage: python make_probe3.py OUTDIR

Writes OUTDIR/pdf/NAME.pdf and OUTDIR/labels.json. Every evidence quote is
located in the PDF text layer with both pypdf and pdftotext (after whitespace
normalisation); the build stops with an error if a quote is missing on its
page, if a "forbidden" phrase (content that would fill a labelled gap) turns
up anywhere, or if a page count falls outside 8-25.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import render  # noqa: E402
import plans_asharoken  # noqa: E402
import plans_somers  # noqa: E402

ITEM_IDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "item-ids.tsv")


def load_item_ids():
    ids = {}
    with open(ITEM_IDS) as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 2:
                ids.setdefault(parts[0], []).append(parts[1])
    return ids


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u00ad", "")
    return re.sub(r"\s+", " ", s).strip()


def texts_pypdf(path):
    from pypdf import PdfReader
    return [p.extract_text() or "" for p in PdfReader(path).pages]


def texts_pdftotext(path):
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", path, "-"],
                         check=True, capture_output=True, text=True).stdout
    pages = out.split("\f")
    if pages and pages[-1].strip() == "":
        pages = pages[:-1]
    return pages


class BuildError(Exception):
    pass


ERRORS = []


def resolve_pages(quote, A, B, name, item):
    nq = norm(quote)
    if re.search("[\ufb00-\ufb06]", quote):
        raise BuildError(f"{name} {item}: quote contains a ligature character")
    pa = {i + 1 for i, t in enumerate(A) if nq in norm(t)}
    pb = {i + 1 for i, t in enumerate(B) if nq in norm(t)}
    both = sorted(pa & pb)
    if not both:
        raise BuildError(f"{name} {item}: quote not found on the same page by both extractors: "
                         f"{quote!r} (pypdf pages {sorted(pa)}, pdftotext pages {sorted(pb)})")
    return both


def fill_page_refs(text, A, B, name, key):
    """Replace [[p:anchor]] with 'p. N' (page found by both extractors)."""
    def sub(m):
        pages = resolve_pages(m.group(1), A, B, name, key + " (gap anchor)")
        return "p. " + ", ".join(str(p) for p in pages)
    return re.sub(r"\[\[p:(.+?)\]\]", sub, text)


def build_one(plan, outdir, ids, tmp):
    name = plan["name"]
    pdf_path = os.path.join(outdir, "pdf", name + ".pdf")
    render.render(plan, pdf_path, tmp)
    A = texts_pypdf(pdf_path)
    B = texts_pdftotext(pdf_path)
    if len(A) != len(B):
        raise BuildError(f"{name}: page count differs pypdf {len(A)} vs pdftotext {len(B)}")
    if not 8 <= len(A) <= 25:
        raise BuildError(f"{name}: {len(A)} pages, want 8-25")
    for i, t in enumerate(A + B):
        if re.search("[\ufb00-\ufb06]", t):
            raise BuildError(f"{name}: ligature glyph in extracted text (page index {i})")
    checklist = plan["checklist"]
    items = plan["items"]
    want = ids[checklist]
    if sorted(items) != sorted(want):
        raise BuildError(f"{name}: items differ from item-ids.tsv: "
                         f"extra {sorted(set(items) - set(want))} missing {sorted(set(want) - set(items))}")
    for k, v in items.items():
        if v not in ("present", "missing", "not_applicable"):
            raise BuildError(f"{name} {k}: bad status {v}")
    evidence = {}
    for k in want:
        st = items[k]
        if st == "present":
            if k not in plan["evidence"]:
                raise BuildError(f"{name} {k}: present without evidence")
            q = plan["evidence"][k]
            try:
                evidence[k] = {"pages": resolve_pages(q, A, B, name, k), "quote": q}
            except BuildError as e:
                ERRORS.append(str(e))
        elif k in plan["evidence"]:
            raise BuildError(f"{name} {k}: evidence given for a {st} item")
    gaps = {}
    for k in want:
        if items[k] == "missing":
            if k not in plan["gaps"]:
                raise BuildError(f"{name} {k}: missing without gap description")
            try:
                gaps[k] = fill_page_refs(plan["gaps"][k], A, B, name, k)
            except BuildError as e:
                ERRORS.append(str(e))
        elif k in plan["gaps"]:
            raise BuildError(f"{name} {k}: gap given for a {items[k]} item")
    # phrases that would fill a labelled gap must not occur anywhere
    fullA = norm(" ".join(A))
    fullB = norm(" ".join(B))
    for item, pattern in plan.get("forbidden", []):
        for full, ex in ((fullA, "pypdf"), (fullB, "pdftotext")):
            m = re.search(pattern, full, re.I)
            if m:
                ERRORS.append(f"{name} {item}: forbidden pattern {pattern!r} found by {ex}: "
                                 f"...{full[max(0, m.start() - 80):m.end() + 80]}...")
    # phrases that must be present (the gap's own wording), checked the same way
    for item, quote in plan.get("gap_quotes", []):
        try:
            resolve_pages(quote, A, B, name, item + " (gap quote)")
        except BuildError as e:
            ERRORS.append(str(e))
    for a in plan.get("ambiguous_items", []):
        if a not in want:
            raise BuildError(f"{name}: ambiguous item {a} not in checklist")
    notes = fill_page_refs(plan["notes"], A, B, name, "notes")
    if ERRORS:
        raise BuildError("\n".join(ERRORS))
    label = {
        "checklist": checklist,
        "house_style": plan["house_style"],
        "producer": plan["producer"],
        "decision": plan["decision"],
        "facts": plan["facts"],
        "items": {k: items[k] for k in want},
        "evidence": evidence,
        "gaps": gaps,
        "ambiguous_items": plan.get("ambiguous_items", []),
        "acceptable_decisions": plan.get("acceptable_decisions", [plan["decision"]]),
        "notes": notes,
    }
    return label, len(A)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    outdir = os.path.abspath(sys.argv[1])
    os.makedirs(os.path.join(outdir, "pdf"), exist_ok=True)
    ids = load_item_ids()
    plans = plans_asharoken.PLANS + plans_somers.PLANS
    labels = {}
    tmp = tempfile.mkdtemp(prefix="probe3-")
    try:
        only = os.environ.get("PROBE3_ONLY")  # development aid: build one plan
        for plan in plans:
            if only and only not in plan["name"]:
                continue
            print("building", plan["name"], "...", flush=True)
            labels[plan["name"]], npages = build_one(plan, outdir, ids, tmp)
            lb = labels[plan["name"]]
            print(f"  {npages} pages, decision {lb['decision']}, "
                  f"missing {[k for k, v in lb['items'].items() if v == 'missing']}, "
                  f"{len(lb['evidence'])} quotes verified (pypdf + pdftotext)", flush=True)
    except BuildError as e:
        print("BUILD FAILED:", e, file=sys.stderr)
        sys.exit(1)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    with open(os.path.join(outdir, "labels.json"), "w") as f:
        json.dump(labels, f, indent=1, ensure_ascii=False)
    print(f"wrote {len(labels)} documents to {outdir}; all quotes verified")


if __name__ == "__main__":
    main()
