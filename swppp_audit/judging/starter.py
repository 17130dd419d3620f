"""A town file to fill in (`swppp-audit checklist new`), and the worked example the package ships
(`swppp-audit checklist example`).

The starter names every item of the base by its model name, with what the shipped towns that
extend the same base cite for it as a hint, and leaves each id empty: it does not load until they
are written in, and each load says which key is still empty, a line at a time. The base's
variants (another adoption's wording) are listed in a comment, to take where the law has them.
"""
from __future__ import annotations

import re
from pathlib import Path

from swppp_audit.judging.checklist import ChecklistError, _files, _is_base, _read, available

ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")  # "lewisboro-ch189": the file's name, as the town is chosen


def example_dir() -> Path:
    from swppp_audit.files import data_dir

    return data_dir("examples") / "towns"


def _hints(base_id: str) -> dict[str, list[str]]:
    """Model item name -> "Somers § 93-6A(1)(a)"-style citations of the towns that extend the base."""
    hints: dict[str, list[str]] = {}
    for name, path in available().items():
        raw = _read(path)
        if raw.get("extends") != base_id:
            continue
        town = str((raw.get("jurisdiction") or {}).get("municipality") or name)
        for item in raw.get("items") or ():
            if isinstance(item, dict) and item.get("model"):
                cited = item.get("citation") or (f"§ {item['id']}" if item.get("id") else "")
                hints.setdefault(str(item["model"]), []).append(f"{town} {cited}".strip())
    return hints


def starter(town_id: str, base_id: str) -> str:
    """The starter town file's text; ChecklistError for a bad id or an unknown base."""
    if not ID.match(town_id):
        raise ChecklistError(f"{town_id!r} is not a checklist id: lower case words and numbers joined by hyphens, "
                             "the town and its chapter (lewisboro-ch189)")
    path = _files().get(base_id)
    if path is None or not _is_base(path):
        bases = sorted(name for name, p in _files().items() if _is_base(p))
        raise ChecklistError(f"no base {base_id!r} (bases: {', '.join(bases)})")
    base = _read(path)
    hints = _hints(base_id)
    lines = [f"# {town_id}: a town on the base {base_id} ({base.get('title', '')}).",
             "# Fill in every empty value from the town's own law; `swppp-audit checklists --checklist-dir FOLDER`",
             "# loads it and names the first key still to fill. README, \"Adding a town\", walks each step;",
             "# `swppp-audit checklist example` prints a finished one.",
             f"id: {town_id}",
             "title:            # the chapter's title: \"Town of ... Code, Chapter ... — Stormwater Management ...\"",
             f"extends: {base_id}",
             "version: \"1\"      # your own: raise it when you change the file",
             "jurisdiction:     # the letterhead",
             "  municipality:   # \"Town of ...\"",
             "  county:",
             "  state: New York",
             "  office:         # who signs the letters: \"Office of the Town Engineer\"",
             "  address: []     # the letterhead's lines: [\"Town Hall\", \"1 Main Street\", \"Town, NY 10000\"]",
             "  approval_authority:  # who approves the plan: \"Planning Board\"",
             "  plan_name: stormwater pollution prevention plan (SWPPP)",
             "detect: []        # the words that name the town in a plan: [town of ..., chapter ...]",
             "clock:            # the completeness period: the law's section (citation) or, where it sets none,",
             "  days:           # the office's own practice (practice: \"the Town's review practice\") instead",
             "  citation:",
             "  basis:          # the law's own words that set the period",
             "groups:           # each group's heading in reports and letters, with the town's citation",
             *(f"  {group}:" for group in _groups(base)),
             "applicability:    # the rules items apply by (an area names its unit: acres or sq ft)",
             "  rules:",
             "    postconstruction: {citation: , description: , when: {fact: disturbed_acres, gte: 1, unit: acres}}",
             "  thresholds: []  # under which no plan is required: {id, citation, description, outcome: exempt, when}",
             "omit: []          # model items the town's law does not have, by name",
             "items:            # in the law's order: id as the law numbers it (cited \"§ ID\" unless citation: says",
             "                  # otherwise); law: only where the town's words are not the model's"]
    for name, item in (base.get("items") or {}).items():
        lines += ["", f"  - model: {name}   # {_hint(item, hints.get(name))}", "    id:"]
    variants = base.get("variants") or {}
    if variants:
        lines += ["", "  # Another adoption's wording of some items: list one (model: NAME, id:, law:) where the law has it."]
        lines += [f"  #   {name}: {_hint(item, hints.get(name))}" for name, item in variants.items()]
    return "\n".join(lines) + "\n"


def _hint(item: dict, cited) -> str:
    return f"{item.get('title', '')} ({'; '.join(cited or ()) or 'no shipped town cites it'})"


def _groups(base: dict) -> list[str]:
    return list(dict.fromkeys(str(item.get("group")) for item in (base.get("items") or {}).values()
                              if isinstance(item, dict) and item.get("group")))
