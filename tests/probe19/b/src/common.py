"""Shared helpers: text layer per page, quote location, label assembly."""
import json, re, subprocess, os

ITEMS_TSV = "/work/shared/item-ids.tsv"

def item_ids(checklist):
    out = []
    for line in open(ITEMS_TSV, encoding="utf-8").read().splitlines()[1:]:
        f = line.split("\t")
        if f and f[0] == checklist:
            out.append(f[1])
    return out

def norm(s):
    return re.sub(r"\s+", " ", s).strip()

def page_texts(pdf):
    """pdftotext -layout per page (1-based list index 0 = page 1)."""
    out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout
    pages = out.split("\f")
    if pages and pages[-1].strip() == "":
        pages = pages[:-1]
    return pages

def find_pages(texts, quote):
    q = norm(quote)
    return [i + 1 for i, t in enumerate(texts) if q in norm(t)]

def assemble(name, pdf, meta, checklist, items, evidence, gaps, headings):
    """items: {id: state}; evidence: {id: quote}; pages found from the text layer; must be unique."""
    texts = page_texts(pdf)
    ids = item_ids(checklist)
    assert set(items) == set(ids), (name, set(ids) ^ set(items))
    ev = {}
    for k, q in evidence.items():
        pg = find_pages(texts, q)
        if not pg:
            hits = resolve_quote(texts, q)
            if len({p for p, _ in hits}) == 1:
                pg, q = [hits[0][0]], hits[0][1]
        if len(pg) != 1:
            raise SystemExit(f"{name}: quote for {k} found on pages {pg}: {q!r}")
        ev[k] = {"pages": pg, "quote": q}
    for k, st in items.items():
        if st == "present":
            assert k in ev, (name, "no evidence", k)
        if st == "missing":
            assert k in gaps, (name, "no gap", k)
    for h in headings:
        if not find_pages(texts, h):
            raise SystemExit(f"{name}: heading not in text layer: {h!r}")
    image_only = [i + 1 for i, t in enumerate(texts) if not t.strip()]
    lab = dict(checklist=checklist)
    lab.update(meta)
    lab["items"] = {k: items[k] for k in ids}
    lab["evidence"] = ev
    lab["gaps"] = gaps
    lab["image_only_pages"] = image_only
    return lab, {"pages": len(texts), "headings": headings}

def resolve_quote(texts, intent):
    """Find `intent` on a page allowing extra spaces inside words (words split by kerning in the
    text layer); return the exact (whitespace-collapsed) text-layer string that matched."""
    q = norm(intent)
    pat = r"\s*".join(re.escape(c) if c != " " else r"\s+" for c in q)
    pat = pat.replace(r"\s*\s+\s*", r"\s+")
    hits = []
    for i, t in enumerate(texts):
        for m in re.finditer(pat, norm(t)):
            hits.append((i + 1, m.group(0)))
    return hits
