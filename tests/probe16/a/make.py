"""Build probe16/a: python make.py OUTDIR  -> OUTDIR/pdf/*.pdf and OUTDIR/labels.json"""
import json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
PLANS = [p.strip() for p in os.environ.get("PLANS", "1,2,3").split(",") if p.strip()]


def sh(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise SystemExit(f"failed: {cmd}\n{r.stdout}\n{r.stderr}")
    return r.stdout


def page_texts(pdf):
    n = int(re.search(r"Pages:\s+(\d+)", sh(["pdfinfo", pdf])).group(1))
    return [sh(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"]) for i in range(1, n + 1)]


def soffice(src, outdir):
    prof = tempfile.mkdtemp(prefix="lo_")
    sh(["soffice", f"-env:UserInstallation=file://{prof}", "--headless", "--convert-to", "pdf",
        "--outdir", outdir, src], timeout=300)
    shutil.rmtree(prof, ignore_errors=True)
    return os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".pdf")


def build_plan1(out):
    import plan1_somers as m
    from pypdf import PdfReader, PdfWriter, Transformation, PageObject
    tmp = tempfile.mkdtemp(prefix="p1_")
    src = os.path.join(tmp, m.NAME + ".fodt")
    open(src, "w").write(m.build())
    pdf = soffice(src, tmp)
    texts = page_texts(pdf)
    pages = {}
    for t, _ in m.TOC:
        for i, tx in enumerate(texts[2:], start=3):
            if any(l.strip().startswith(t) for l in tx.splitlines()):
                pages[t] = str(i)
                break
    open(src, "w").write(m.build(pages))
    shutil.copy(src, os.path.join(HERE, "src", m.NAME + ".fodt"))  # keep the generated source
    pdf = soffice(src, tmp)
    # rotate the landscape table page onto a portrait sheet (content turned 90 degrees)
    r = PdfReader(pdf)
    w = PdfWriter()
    for pg in r.pages:
        wd, ht = float(pg.mediabox.width), float(pg.mediabox.height)
        if wd > ht:
            np_ = PageObject.create_blank_page(width=ht, height=wd)
            np_.merge_transformed_page(pg, Transformation().rotate(90).translate(ht, 0))
            w.add_page(np_)
        else:
            w.add_page(pg)
    w.add_metadata({"/Title": "SWPPP Amendment No. 1 - Yorktown Ridge Auto Group",
                    "/Producer": r.metadata.get("/Producer", "LibreOffice")})
    dst = os.path.join(out, "pdf", m.NAME + ".pdf")
    with open(dst, "wb") as f:
        w.write(f)
    shutil.rmtree(tmp, ignore_errors=True)
    return m.NAME, m.LABELS


def build_plan2(out):
    import plan2_asharoken as m
    dst = os.path.join(out, "pdf", m.NAME + ".pdf")
    m.build(dst)
    return m.NAME, m.LABELS


def build_plan3(out):
    import plan3_negative as m
    dst = os.path.join(out, "pdf", m.NAME + ".pdf")
    m.build(dst)
    return m.NAME, m.LABELS


def main():
    out = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "a-out"))
    os.makedirs(os.path.join(out, "pdf"), exist_ok=True)
    lp = os.path.join(out, "labels.json")
    labels = json.load(open(lp)) if os.path.exists(lp) else {}
    for k in PLANS:
        name, lab = {"1": build_plan1, "2": build_plan2, "3": build_plan3}[k](out)
        lab = dict(lab)
        lab.setdefault("house_style", lab.get("style"))   # corpus README spells the key house_style
        labels[name] = lab
        print("built", name)
    json.dump(dict(sorted(labels.items())), open(lp, "w"), indent=2)
    print("labels:", ", ".join(sorted(labels)))


if __name__ == "__main__":
    main()
