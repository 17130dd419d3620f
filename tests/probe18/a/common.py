"""Shared helpers: text layer per page, quote location, label assembly."""
import re
import subprocess

ASH = ["44-8B(1)(a)", "44-8B(1)(b)", "44-8B(1)(c)", "44-8B(1)(d)", "44-8B(1)(e)", "44-8B(1)(f)",
       "44-8B(1)(g)", "44-8B(1)(h)", "44-8B(1)(i)", "44-8B(1)(j)", "44-8B(1)(k)", "44-8B(1)(l)",
       "44-8B(1)(m)", "44-8B(1)(n)", "44-8B(1)(o)", "44-8B(1)(p)", "44-8B(3)(b)", "44-8B(3)(c)",
       "44-8B(3)(d)", "44-8B(3)(e)", "44-8B(3)(f)", "44-8B(3)(g)", "44-8B(3)(h)", "44-8B(3)(i)",
       "44-8C", "44-8E"]
SOM = ["93-6A(1)(a)", "93-6A(1)(b)", "93-6A(1)(c)", "93-6A(1)(d)", "93-6A(1)(e)", "93-6A(1)(f)",
       "93-6A(1)(g)", "93-6A(1)(h)", "93-6A(1)(i)", "93-6A(1)(j)", "93-6A(1)(k)", "93-6A(1)(l)",
       "93-6A(3)(b)", "93-6A(3)(c)", "93-6A(3)(d)", "93-6A(3)(e)", "93-6A(3)(f)", "93-6A(3)(g)",
       "93-6A(3)(h)", "93-6A(3)(i)", "93-6B", "93-6D"]
IDS = {"asharoken-ch44": ASH, "somers-ch93": SOM}


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def page_texts(pdf):
    out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    n = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    return out.split("\f")[:n]


def locate(pdf, quote):
    """1-based pages whose (whitespace-normalised) text layer contains the quote."""
    q = norm(quote)
    return [i + 1 for i, t in enumerate(page_texts(pdf)) if q in norm(t)]


def finish_label(pdf, lab):
    """Fill evidence pages from the quotes (first page that carries the quote, unless given)."""
    ids = IDS[lab["checklist"]]
    assert set(lab["items"]) == set(ids), set(ids) ^ set(lab["items"])
    lab["items"] = {k: lab["items"][k] for k in ids}
    for item, ev in lab["evidence"].items():
        assert lab["items"][item] == "present", item
        pages = locate(pdf, ev["quote"])
        assert pages, (item, ev["quote"])
        want = ev.pop("want_page", None)
        if want is not None:
            assert want in pages, (item, want, pages)
            ev["pages"] = [want]
        else:
            ev["pages"] = pages[:1]
        ev["quote"] = ev["quote"]
    for item, st in lab["items"].items():
        if st == "present":
            assert item in lab["evidence"], item
        if st == "missing":
            assert item in lab["gaps"], item
    texts = page_texts(pdf)
    lab["image_only_pages"] = [i + 1 for i, t in enumerate(texts) if not t.strip()]
    lab["pages"] = len(texts)
    return lab
