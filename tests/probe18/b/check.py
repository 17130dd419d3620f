"""Check the p18b set: every evidence quote on its page (pdftotext -layout text layer, or tesseract OCR
for pages without one), every listed heading on its page, image_only_pages equal to the pages with no
text, every checklist id labelled, each PDF under 5 MB.   Usage: OUT=dir python check.py"""
import os, sys, json, re, subprocess, tempfile
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.environ.get("OUT", os.path.join(os.path.dirname(HERE), "b-out"))

def text(pdf, n):
    return subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-"],
                          capture_output=True, text=True).stdout

def ocr(pdf, n):
    with tempfile.TemporaryDirectory() as td:
        subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", "-f", str(n), "-l", str(n), pdf,
                        os.path.join(td, "p")], check=True)
        png = [f for f in os.listdir(td) if f.endswith(".png")][0]
        return subprocess.run(["tesseract", os.path.join(td, png), "-", "--psm", "3"],
                              capture_output=True, text=True).stdout

def norm(s):
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2013", "-"), ("\u2014", "-")):
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip()

def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))

ids = {}
for ln in open("/work/shared/item-ids.tsv").read().splitlines()[1:]:
    c, i = ln.split("\t")[:2]
    ids.setdefault(c, []).append(i)
labels = json.load(open(os.path.join(OUT, "labels.json")))
hp = os.path.join(OUT, "headings.json")
heads = json.load(open(hp if os.path.exists(hp) else os.path.join(HERE, "src", "headings.json")))
bad = 0
def fail(msg):
    global bad; bad += 1; print("FAIL", msg)
for name, L in labels.items():
    pdf = os.path.join(OUT, name + ".pdf")
    if not os.path.exists(pdf):
        fail(f"{name}: PDF missing"); continue
    if os.path.getsize(pdf) > 5 * 1024 * 1024:
        fail(f"{name}: PDF over 5 MB")
    n = npages(pdf)
    texts = {i: text(pdf, i) for i in range(1, n + 1)}
    empty = [i for i in texts if not texts[i].strip()]
    ocrs = {}
    def page_text(i):
        if texts[i].strip():
            return texts[i], False
        if i not in ocrs:
            ocrs[i] = ocr(pdf, i)
        return ocrs[i], True
    if sorted(L["image_only_pages"]) != empty:
        fail(f"{name}: image_only_pages {L['image_only_pages']} != pages without text {empty}")
    if sorted(L["items"]) != sorted(ids[L["checklist"]]):
        fail(f"{name}: items do not match the {L['checklist']} ids")
    for iid, st in L["items"].items():
        if st == "present" and iid not in L["evidence"]:
            fail(f"{name}: {iid} present without evidence")
        if st == "missing" and iid not in L["gaps"]:
            fail(f"{name}: {iid} missing without gap")
    nq = 0
    for iid, ev in L["evidence"].items():
        for p in ev["pages"]:
            t, is_ocr = page_text(p)
            ok = norm(ev["quote"]) in norm(t) if is_ocr else ev["quote"] in t
            if not ok:
                fail(f"{name}: {iid} quote not on p.{p}: {ev['quote']!r}")
            nq += 1
    nh = 0
    for p, h in heads.get(name, []):
        t, is_ocr = page_text(p)
        if norm(h) not in norm(t):
            fail(f"{name}: heading not on p.{p}{' (OCR)' if is_ocr else ''}: {h!r}")
        nh += 1
    print(f"{name}: {n} pages, {nq} quotes, {nh} headings, image-only {empty}, decision {L['decision']}")
print("OK" if not bad else f"{bad} failures")
sys.exit(1 if bad else 0)
