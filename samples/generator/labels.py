"""The ground truth of one built plan: every item's status and, for each missing item, why
(with the PDF page where the heading or the deferral sits)."""
from .builder import Builder
from .checklists import PHOS


def gap_reason(b: Builder, item):
    """Why ``item`` is missing; page numbers are 1-based PDF page indices (plus the printed
    footer label when the sample's printed numbering is offset)."""
    ctx = b.ctx
    g = ctx.gaps[item]
    mode = g[0]
    sec = next((s for s in b.secs if s.item == item), None)
    label = f"'{sec.num} {sec.title}'" if sec and sec.num else ""

    def pg(n):  # the printed label differs from the PDF index in the offset samples
        if n and ctx.offset:
            return f"{n} (printed page label '{ctx.page_label(n)}')"
        return n

    page = pg(b.pages.get(sec.key)) if sec else None
    toc_page = pg(b.pages.get("toc:" + sec.key)) if sec else 2
    if mode == "toc_only":
        return (f"listed in the table of contents (page {toc_page}) as {label}, but the section "
                f"and its content do not appear anywhere in the body")
    if mode == "absent":
        return "not addressed anywhere: no section, table, appendix or table-of-contents entry"
    if mode == "defer":
        return f"heading {label} on page {page} says only '{g[1]}'"
    if mode == "empty":
        return (f"heading {label} on page {page} has no text under it; the next heading follows "
                f"immediately")
    if mode == "passing":
        return (f"heading {label} on page {page} says only '{g[1]}' - a passing mention with no "
                f"substance")
    if mode == "passing_in":
        host = next(s for s in b.secs if s.key == g[1])
        return (f"no section of its own; mentioned only in passing in section '{host.num} "
                f"{host.title}' on page {pg(b.pages.get(host.key))}: '{g[2]}'")
    if mode == "no_hsg":
        ap = pg(b.pages.get("app:soils"))
        return (f"soils are described in section {label} on page {page} and in the Appendix "
                f"{b.appx('soils')} soil table (page {ap}), but no hydrologic soil group (HSG) "
                f"is identified anywhere in the document")
    if mode == "no_training":
        return (f"contractor certification on page {page} uses the statement without the clause "
                f"that the signer or on-site staff received four hours of erosion and sediment "
                f"control training within the last three years")
    if mode == "unsigned":
        return (f"certification statement on page {page} is present, but the signer block is "
                f"blank: no name, title, license/firm details, signature or date filled in")
    if mode == "no_phosphorus":
        return (f"section {label} on page {page} sizes the practices to the standard Design "
                f"Manual water quality volume (90% rule); nowhere does the plan state that the "
                f"postconstruction controls meet the enhanced phosphorus removal standards")
    raise ValueError(mode)


def labels_for(b: Builder):
    """The sample's entry in labels.json: file, checklist, facts, item statuses and gap reasons."""
    ctx, s = b.ctx, b.ctx.s
    items = {i: ctx.status(i) for i in ctx.ids}
    if not ctx.ash:
        items[PHOS] = ctx.status(PHOS)
    gaps = {i: gap_reason(b, i) for i in list(items) if items[i] == "missing"}
    area = s.get("area") or {}
    return {
        "file": s["file"],
        "checklist": ctx.checklist,
        "description": s["description"],
        "facts": {
            "disturbed_acres": area.get("disturbed_acres"),
            "total_site_acres": area.get("total_site_acres"),
            "single_family": s["single_family"],
            "impaired_water": s["impaired_water"],
            "project_type": s["type_short"],
            "receiving_waters": s["receiving_waters"],
        },
        "items": items,
        "gaps": gaps,
    }
