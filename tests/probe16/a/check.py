"""Check probe16/a: python check.py [OUTDIR]
Confirms for every plan in labels.json: the PDF exists (<5 MB, 8-16 pages); every item id of its checklist is
labelled; every present item has evidence whose quote is found on one of its pages (text layer via
pdftotext -layout; OCR via tesseract, inverted when the page is a negative, for pages without text); every
missing item has a gap; every heading of the plan module is in the text (or OCR) layer; image_only_pages equals
the pages without text; for plan 1 the table-of-contents page numbers point at the pages holding the headings."""
import csv, importlib, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
OUT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "a-out"))
MODULES = {"p16a_somers_dealership_amendment": "plan1_somers",
           "p16a_asharoken_school_fields": "plan2_asharoken",
           "p16a_asharoken_marina_negative": "plan3_negative"}


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\ufb01", "fi").replace("\ufb02", "fl").replace("\u2014", "-").replace("\u2013", "-")
    return re.sub(r"\s+", " ", s).strip()


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True).stdout


_ocr_cache = {}


def ocr(pdf, page):
    key = (pdf, page)
    if key in _ocr_cache:
        return _ocr_cache[key]
    from PIL import Image, ImageOps, ImageStat
    d = tempfile.mkdtemp()
    run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", str(page), "-l", str(page), pdf, os.path.join(d, "pg")])
    f = [x for x in os.listdir(d) if x.endswith(".png")][0]
    im = Image.open(os.path.join(d, f)).convert("L")
    if ImageStat.Stat(im).mean[0] < 128:
        im = ImageOps.invert(im)
    im.save(os.path.join(d, "inv.png"))
    txt = run(["tesseract", os.path.join(d, "inv.png"), "-", "--psm", "4"])
    _ocr_cache[key] = txt
    return txt


def main():
    ids = {}
    with open("/work/shared/item-ids.tsv") as f:
        for r in csv.DictReader(f, delimiter="\t"):
            ids.setdefault(r["checklist"], []).append(r["id"])
    labels = json.load(open(os.path.join(OUT, "labels.json")))
    errors = []
    for name, lab in labels.items():
        pdf = os.path.join(OUT, "pdf", name + ".pdf")
        if not os.path.exists(pdf):
            errors.append(f"{name}: no PDF"); continue
        size = os.path.getsize(pdf)
        n = int(re.search(r"Pages:\s+(\d+)", run(["pdfinfo", pdf])).group(1))
        if size >= 5 * 1024 * 1024: errors.append(f"{name}: {size} bytes >= 5 MB")
        if not 8 <= n <= 16: errors.append(f"{name}: {n} pages")
        texts = [run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"]) for i in range(1, n + 1)]
        no_text = [i + 1 for i, t in enumerate(texts) if not t.strip()]
        if sorted(lab["image_only_pages"]) != no_text:
            errors.append(f"{name}: image_only_pages {lab['image_only_pages']} != pages without text {no_text}")

        def page_text(p):
            return norm(ocr(pdf, p)) if p in no_text else norm(texts[p - 1])
        want = ids[lab["checklist"]]
        if sorted(lab["items"]) != sorted(want) or len(lab["items"]) != len(want):
            errors.append(f"{name}: item ids differ from item-ids.tsv")
        for it, v in lab["items"].items():
            if v not in ("present", "missing", "not_applicable"):
                errors.append(f"{name} {it}: bad value {v}")
            if v == "present":
                ev = lab["evidence"].get(it)
                if not ev:
                    errors.append(f"{name} {it}: present without evidence"); continue
                q = norm(ev["quote"])
                if not any(q in page_text(p) for p in ev["pages"]):
                    errors.append(f"{name} {it}: quote not on pages {ev['pages']}: {q!r}")
            if v == "missing" and it not in lab["gaps"]:
                errors.append(f"{name} {it}: missing without gap")
        for it in lab["evidence"]:
            if lab["items"].get(it) != "present":
                errors.append(f"{name} {it}: evidence for an item not present")
        for it in lab["gaps"]:
            if lab["items"].get(it) != "missing":
                errors.append(f"{name} {it}: gap for an item not missing")
        miss = [k for k, v in lab["items"].items() if v == "missing"]
        if (lab["decision"] == "complete") == bool(miss):
            errors.append(f"{name}: decision {lab['decision']} but missing {miss}")
        mod = importlib.import_module(MODULES[name])
        alltext = " ".join(page_text(p) for p in range(1, n + 1))
        squash = lambda t: re.sub(r"\s+", "", t).lower()
        for hd in mod.HEADINGS:
            ok = squash(hd) in squash(alltext) if getattr(mod, "OCR_HEADINGS", False) else norm(hd) in alltext
            if not ok:
                errors.append(f"{name}: heading not in text layer: {hd!r}")
        if getattr(mod, "NO_SPACES", False):
            import pdfplumber
            with pdfplumber.open(pdf) as pp:
                nsp = sum(1 for pg in pp.pages for ch in pg.chars if ch["text"].isspace())
            if nsp:
                errors.append(f"{name}: {nsp} space characters in a text layer meant to have none")
        if getattr(mod, "TOC_CHECK", False):
            for line in texts[1].splitlines():
                m = re.match(r"^(\S.*?)\.{5,}\s*(\d+)\s*$", line.strip())
                if m:
                    title, pg = m.group(1).strip(), int(m.group(2))
                    if not any(l.strip().startswith(title) for l in texts[pg - 1].splitlines()):
                        errors.append(f"{name}: TOC says {title!r} on p. {pg}, not found there")
        print(f"{name}: {n} pages, {size/1024:.0f} KB, decision {lab['decision']}, missing {miss}, "
              f"image-only {no_text}")
    if errors:
        print("\nFAIL"); [print(" -", e) for e in errors]; sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
