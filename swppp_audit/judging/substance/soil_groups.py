"""Each soil the plan lists, with its hydrologic soil group.

Read from the rows of the plan's soil tables (a row naming a soil texture: "RvA | Riverhead
sandy loam | 0-3% | B"): a row's group is a cell that is one (A, B, C, D or a dual group such as
B/D) or an "HSG B" in it. A soil listed without its group is the reviewer's, named; a plan with no
soil table is not checked here (its item's own reading asks for the group).
"""
from __future__ import annotations

import re

from swppp_audit.judging.substance.common import Plan, Subject, result, words
from swppp_audit.reading.layout import filled

LEADING_CELLS = 2  # the cells of a soil table's row that name its soil
_GROUP_CELL = re.compile(r"^\s*(?:HSG\s*)?[ABCD](?:\s*/\s*D)?(?:\s*$|\s*[(,;])")
_GROUP_IN_TEXT = re.compile(r"\bHSG\s*[:=-]?\s*[ABCD](?:/D)?\b|\(\s*[ABCD](?:/D)?\s*\)|\bgroup\s+[ABCD](?:/D)?\b")


def _grouped(said) -> bool:
    return any(_GROUP_CELL.match(cell) for cell in said.cells) or bool(_GROUP_IN_TEXT.search(said.text))


def _soils(plan: Plan) -> dict:
    """Each soil the plan's table rows name, by its series ("Charlton"), with the rows naming it.
    A soil table's row is about its soil: the soil is named in one of its first two cells (a map
    unit and its name), not in a practice's materials further along ("Inlet sack | 2 | Woven
    silt sack in each inlet")."""
    soils: dict[str, list] = {}
    for s in plan.said:
        cells = filled(s.cells)
        if len(cells) < 2:  # a table row's, of two cells or more
            continue
        named = words("soil_texture").search(" | ".join(cells[:LEADING_CELLS]))
        if named is None or words("not_a_soil_series").search(named.group(0)):
            continue
        series = named.group(0).split()[0].lower()
        if s not in soils.get(series, ()):
            soils.setdefault(series, []).append(s)
    return soils


def check(rule, subject: Subject, plan: Plan):
    soils = _soils(plan)
    if not soils:
        return None
    # a soil is grouped where any of its rows gives the group (the plan's table, not the survey's copy)
    lacking = [rows[0] for rows in soils.values() if not any(_grouped(s) for s in rows)]
    first = next(iter(soils.values()))[0]
    if not lacking:
        return result(subject, rule, "pass", f"each of the {len(soils)} soils listed has its hydrologic soil group "
                      f"(page {first.page})", f"{len(soils)} of {len(soils)}", [plan.evidence(first)])
    named = "; ".join(f"\"{words('soil_texture').search(s.text).group(0)}\" (page {s.page})" for s in lacking[:3])
    return result(subject, rule, "needs_review", f"{len(lacking)} of the {len(soils)} soils listed "
                  f"{'has' if len(lacking) == 1 else 'have'} no hydrologic soil group: {named}; {subject.citation}: "
                  f"\"{rule.law}\"", f"{len(soils) - len(lacking)} of {len(soils)}", [plan.evidence(s) for s in lacking])
