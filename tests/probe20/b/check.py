"""Check a built set: python check.py OUTDIR
- every label has every item id of its checklist, evidence for every present item, gaps for every missing one
- every quote occurs on each of its pages (pdftotext -layout; tesseract for pages without text),
  compared with runs of whitespace collapsed
- every heading in headings.json occurs in the text layer
- image_only_pages equals the set of pages without text; each PDF under 5 MB, 8-40 pages."""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def ids(checklist):
    out = []
    for line in open(os.path.join(HERE, "item-ids.tsv")).read().splitlines()[1:]:
        p = line.split("\t")
        if p[0] == checklist:
            out.append(p[1])
    return out


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def texts(pdf):
    n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True,
                                                         text=True).stdout).group(1))
    return [subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"],
                           capture_output=True, text=True).stdout for p in range(1, n + 1)]


def ocr(pdf, p, tmp):
    base = os.path.join(tmp, f"o{p}")
    subprocess.run(["pdftoppm", "-r", "300", "-gray", "-f", str(p), "-l", str(p), "-png", pdf, base],
                   check=True)
    png = [f for f in os.listdir(tmp) if f.startswith(f"o{p}") and f.endswith(".png")][0]
    return subprocess.run(["tesseract", os.path.join(tmp, png), "-", "--psm", "4"],
                          capture_output=True, text=True).stdout


def main():
    out = sys.argv[1]
    labels = json.load(open(os.path.join(out, "labels.json")))
    heads = json.load(open(os.path.join(out, "headings.json")))
    bad = 0
    for name, lab in labels.items():
        pdf = os.path.join(out, "pdf", name + ".pdf")
        errs = []
        if os.path.getsize(pdf) > 5 * 1024 * 1024:
            errs.append("PDF over 5 MB")
        T = texts(pdf)
        if not 8 <= len(T) <= 40:
            errs.append(f"{len(T)} pages")
        empty = [i for i, t in enumerate(T, 1) if not t.strip()]
        if empty != sorted(lab["image_only_pages"]):
            errs.append(f"image_only_pages {lab['image_only_pages']} != pages without text {empty}")
        tmp = tempfile.mkdtemp()
        O = {p: ocr(pdf, p, tmp) for p in empty}
        want = ids(lab["checklist"])
        if sorted(lab["items"]) != sorted(want):
            errs.append("items do not match the checklist ids")
        for i in want:
            v = lab["items"].get(i)
            if v == "present" and i not in lab["evidence"]:
                errs.append(f"{i} present without evidence")
            if v == "missing" and i not in lab["gaps"]:
                errs.append(f"{i} missing without gap")
        for i, e in lab["evidence"].items():
            if lab["items"].get(i) != "present":
                errs.append(f"evidence for non-present {i}")
            for p in e["pages"]:
                t = O[p] if p in O else T[p - 1]
                if norm(e["quote"]) not in norm(t):
                    errs.append(f"{i}: quote not on page {p}: {e['quote']!r}")
                elif not any(norm(e["quote"]) in norm(l) for l in t.splitlines()):
                    print(f"    WARN {name} {i}: quote spans lines on page {p}")
        alltext = norm(" ".join(T))
        for h in heads.get(name, []):
            if norm(h) not in alltext:
                errs.append(f"heading not in text layer: {h!r}")
        if lab["decision"] == "complete" and any(v == "missing" for v in lab["items"].values()):
            errs.append("complete with missing items")
        if lab["decision"] == "incomplete" and not any(v == "missing" for v in lab["items"].values()):
            errs.append("incomplete without missing items")
        print(f"{name}: {len(T)} pages, {len(lab['evidence'])} quotes, "
              f"{'OK' if not errs else 'FAIL'}")
        for e in errs:
            print("   ", e)
        bad += bool(errs)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
