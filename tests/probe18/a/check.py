"""Check the p18a set: quotes on their pages, headings, hidden text, image-only pages, PDF forms.

usage: .venv/bin/python check.py [OUTDIR]   (default ../a-out, or $OUT)
"""
import json
import os
import re
import subprocess
import sys
import tempfile

import pdfplumber

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import IDS, norm, page_texts  # noqa: E402


def squash(s):
    return re.sub(r"\s+", "", s)


def visible_texts(pdf, npages):
    """Per page, the characters not painted white (pdfplumber), whitespace removed.
    pdfminer does not repair a damaged xref table, so such a file is first rewritten by qpdf."""
    out = []
    with pdfplumber.open(pdf) as doc:
        n = len(doc.pages)
    if n != npages:
        fixed = os.path.join(tempfile.mkdtemp(), "fixed.pdf")
        subprocess.run(["qpdf", pdf, fixed], capture_output=True)
        pdf = fixed
    with pdfplumber.open(pdf) as doc:
        for pg in doc.pages:
            chars = []
            for c in pg.chars:
                col = c.get("non_stroking_color")
                white = col is not None and (tuple(col) in ((1,), (1, 1, 1), (0, 0, 0, 0)) or col == 1)
                if not white:
                    chars.append(c["text"])
            out.append(squash("".join(chars)))
    return out


def main():
    default = HERE if os.path.exists(os.path.join(HERE, "labels.json")) else os.path.join(HERE, "..", "a-out")
    out = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("OUT", default))
    labels = json.load(open(os.path.join(out, "labels.json")))
    checks = json.load(open(os.path.join(out, "checks.json")))
    bad = 0

    def fail(*a):
        nonlocal bad
        bad += 1
        print("  FAIL", *a)

    for name, lab in labels.items():
        pdf = os.path.join(out, name + ".pdf")
        print(name)
        if os.path.getsize(pdf) > 5 * 1024 * 1024:
            fail("larger than 5 MB")
        texts = page_texts(pdf)
        ntexts = [norm(t) for t in texts]
        vis = visible_texts(pdf, len(texts))
        chk = checks[name]
        if len(texts) != chk["pages"]:
            fail("page count", len(texts), chk["pages"])
        ids = IDS[lab["checklist"]]
        if list(lab["items"]) != ids:
            fail("items do not list every id in order")
        for item, st in lab["items"].items():
            if st == "present" and item not in lab["evidence"]:
                fail("no evidence", item)
            if st == "missing" and item not in lab["gaps"]:
                fail("no gap", item)
        for item, ev in lab["evidence"].items():
            q = norm(ev["quote"])
            for p in ev["pages"]:
                if q not in ntexts[p - 1]:
                    fail("quote not on page", item, p, q)
                elif squash(q) not in vis[p - 1]:
                    fail("quote only in invisible (white) text", item, p, q)
        # a quote must not run across the edge where a clipped cell's text disappears from sight
        tails = [squash(full[max(0, len(vis_) - 6):len(vis_) + 4]) for full, vis_ in chk.get("clipped", [])
                 if len(full) - len(vis_) >= 4]
        for item, ev in lab["evidence"].items():
            for t in tails:
                if t in squash(ev["quote"]):
                    fail("quote uses text clipped out of sight", item, t)
        raw = squash(subprocess.run(["pdftotext", "-raw", pdf, "-"], capture_output=True, text=True).stdout)
        for full, vis_ in chk.get("clipped", []):
            # the text layer holds more of the cell than is visible (text running off the page edge is dropped)
            if squash(full[:len(vis_) + 4]) not in raw:
                fail("clipped cell text not in text layer", full)
        for h in chk["headings"]:
            if not any(norm(h) in t for t in ntexts):
                fail("heading not in text layer", h)
        for h in chk["hidden_text"]:
            where = [i + 1 for i, t in enumerate(ntexts) if norm(h) in t]
            if not where:
                fail("hidden text not in text layer", h)
            elif any(squash(h) in vis[p - 1] for p in where):
                fail("hidden text is visible", h)
        io = [i + 1 for i, t in enumerate(texts) if not t.strip()]
        if io != lab["image_only_pages"]:
            fail("image_only_pages", io, lab["image_only_pages"])
        # form-specific checks
        for kind in chk.get("forms", []):
            if kind == "broken_xref":
                r = subprocess.run(["qpdf", "--check", pdf], capture_output=True, text=True)
                msg = r.stdout + r.stderr
                if "xref" not in msg.lower() and "reconstruct" not in msg.lower():
                    fail("xref is not damaged (qpdf found nothing)")
                else:
                    print("   qpdf:", [l for l in msg.splitlines() if "WARNING" in l][:1])
            if kind == "tz":
                raw = subprocess.run(["qpdf", "--qdf", "--object-streams=disable", pdf, "-"],
                                     capture_output=True).stdout
                n = len(re.findall(rb"\d+(?:\.\d+)? Tz", raw))
                if not n:
                    fail("no horizontal scaling (Tz) operators")
                else:
                    print("   Tz operators:", n)
            if kind == "letter":
                with pdfplumber.open(pdf) as doc:
                    for i, pg in enumerate(doc.pages):
                        w, h = sorted((round(float(pg.width)), round(float(pg.height))))
                        if (w, h) != (612, 792):
                            fail("page not letter size", i + 1, w, h)
        print("   pages %d, present %d, missing %d, n/a %d, decision %s" % (
            len(texts), list(lab["items"].values()).count("present"),
            list(lab["items"].values()).count("missing"), list(lab["items"].values()).count("not_applicable"),
            lab["decision"]))
    print("FAILURES:", bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
