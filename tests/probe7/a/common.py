import re, subprocess

SOMERS = ["93-6A(1)(a)","93-6A(1)(b)","93-6A(1)(c)","93-6A(1)(d)","93-6A(1)(e)","93-6A(1)(f)","93-6A(1)(g)",
          "93-6A(1)(h)","93-6A(1)(i)","93-6A(1)(j)","93-6A(1)(k)","93-6A(1)(l)","93-6A(3)(b)","93-6A(3)(c)",
          "93-6A(3)(d)","93-6A(3)(e)","93-6A(3)(f)","93-6A(3)(g)","93-6A(3)(h)","93-6A(3)(i)","93-6B","93-6D"]
ASH = ["44-8B(1)(a)","44-8B(1)(b)","44-8B(1)(c)","44-8B(1)(d)","44-8B(1)(e)","44-8B(1)(f)","44-8B(1)(g)",
       "44-8B(1)(h)","44-8B(1)(i)","44-8B(1)(j)","44-8B(1)(k)","44-8B(1)(l)","44-8B(1)(m)","44-8B(1)(n)",
       "44-8B(1)(o)","44-8B(1)(p)","44-8B(3)(b)","44-8B(3)(c)","44-8B(3)(d)","44-8B(3)(e)","44-8B(3)(f)",
       "44-8B(3)(g)","44-8B(3)(h)","44-8B(3)(i)","44-8C","44-8E"]

def ids_for(checklist):
    return SOMERS if checklist == "somers-ch93" else ASH

def norm(s):
    return re.sub(r"\s+", " ", s).strip()

def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))

def page_text(pdf, n):
    return subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-"],
                          capture_output=True, text=True).stdout

def verify(name, pdf, lab):
    errs = []
    ids = ids_for(lab["checklist"])
    if list(lab["items"].keys()) != ids:
        errs.append("items keys not in order / incomplete")
    n = page_count(pdf)
    texts = {i: norm(page_text(pdf, i)) for i in range(1, n + 1)}
    no_text = [i for i in range(1, n + 1) if not texts[i]]
    if no_text != sorted(lab["image_only_pages"]):
        errs.append(f"image_only_pages {lab['image_only_pages']} != pages without text {no_text}")
    for k, v in lab["items"].items():
        if v == "present":
            ev = lab["evidence"].get(k)
            if not ev:
                errs.append(f"{k}: no evidence"); continue
            q = norm(ev["quote"])
            if not any(q in texts.get(p, "") for p in ev["pages"]):
                errs.append(f"{k}: quote not found on pages {ev['pages']}: {q!r}")
        elif v == "missing":
            if k not in lab["gaps"]:
                errs.append(f"{k}: missing without gap")
        elif v != "not_applicable":
            errs.append(f"{k}: bad value {v}")
    for k in lab.get("headings", []):
        if not any(norm(k) in t for t in texts.values()):
            errs.append(f"heading not found: {k}")
    import os
    if os.path.getsize(pdf) > 5 * 1024 * 1024:
        errs.append("PDF over 5 MB")
    return n, errs
