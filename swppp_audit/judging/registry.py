"""The project facts, in one place: what each is, how it is read from a plan, the unit a rule
tests it in, and how a reviewer sets it (command-line option, review-file key). The checklist
schema, the rules, the review file, the command line and the web page all read this table, so a
new fact is one entry here and its reader in swppp_audit.judging.facts.
"""
from __future__ import annotations

from dataclasses import dataclass

SQFT_PER_ACRE = 43560.0

# A quantity's unit -> (kind, its size in the kind's smallest unit). A rule may give its threshold
# in any unit of the fact's kind ("gte: 5000, unit: sq ft" on an area kept in acres).
UNITS = {
    "acres": ("area", SQFT_PER_ACRE),
    "sq ft": ("area", 1.0),
    "cubic yards": ("volume", 1.0),
}


def convert(value: float, unit: str, to: str) -> float:
    return value if unit == to else value * UNITS[unit][1] / UNITS[to][1]


@dataclass(frozen=True)
class FactSpec:
    name: str
    kind: str  # "area", "volume" (numbers in `unit`), "flag" (yes/no), "kinds" (project types), "names"
    label: str  # what it is, as the web page and the review file say it
    read: str  # how the document is read for it (the reader in swppp_audit.judging.facts / applicability)
    unit: str = ""  # the unit of an area or volume, as the fact's value is kept
    option: str = ""  # the command-line option that sets it ("" when only the review file does)
    review: bool = True  # a key of the review file's `facts:`
    reported: bool = True  # read for every audit; else only when a checklist's rule tests it
    derived_from: str = ""  # a fact computed from another (the same area in another unit)

    @property
    def number(self) -> bool:
        return self.kind in ("area", "volume")

    def python_type(self) -> type | tuple[type, ...]:
        """The type a reviewer's value must have in the review file."""
        return {"flag": bool, "kinds": str, "names": list}.get(self.kind, (int, float))


_SPECS = (
    FactSpec("disturbed_acres", "area", "disturbed area", "area_facts: fields and sentences that state the area "
             "to be disturbed", unit="acres", option="--disturbed-acres"),
    FactSpec("disturbed_sqft", "area", "disturbed area in square feet", "disturbed_acres in square feet",
             unit="sq ft", review=False, reported=False, derived_from="disturbed_acres"),
    FactSpec("total_site_acres", "area", "total site area", "area_facts: fields and sentences naming the "
             "whole site's area", unit="acres"),
    FactSpec("project_type", "kinds", "project type", "the checklist's project_types phrases in sentences "
             "about the work", option="--project-type"),
    FactSpec("single_family", "flag", "single-family construction", "a single-family project type stated or "
             "denied", option="--single-family"),
    FactSpec("common_plan", "flag", "part of a larger common plan", "flag_fact on language.yaml's common_plan",
             option="--common-plan"),
    FactSpec("receiving_waters", "names", "receiving waters", "named waters where the plan says runoff goes"),
    FactSpec("impaired_water", "flag", "impaired receiving water (303(d) or TMDL)", "flag_fact on "
             "language.yaml's impaired_water", option="--impaired-water"),
    FactSpec("alters_hydrology", "flag", "alters the hydrology", "flag_fact on language.yaml's alters_hydrology",
             option="--alters-hydrology"),
    FactSpec("board_application", "flag", "another application before a board (site plan, subdivision, wetland, steep slope)",
             "flag_fact on language.yaml's board_application", option="--board-application", reported=False),
    FactSpec("material_cubic_yards", "volume", "material moved (cut and fill)", "volume_fact: cubic yards of "
             "cut, fill, excavation or earthwork stated", unit="cubic yards", option="--material-cubic-yards",
             reported=False),
)

FACTS: dict[str, FactSpec] = {spec.name: spec for spec in _SPECS}


def spec(name: str) -> FactSpec:
    return FACTS[name]


def units_for(name: str) -> tuple[str, ...]:
    """The units a rule may test a number fact in."""
    kind = FACTS[name].kind
    return tuple(unit for unit, (unit_kind, _) in UNITS.items() if unit_kind == kind)


def in_fact_unit(name: str, value: float, unit: str | None) -> float:
    """A rule's threshold given in `unit`, in the unit the fact is kept in."""
    return convert(value, unit or FACTS[name].unit, FACTS[name].unit)


def fact_label(name: str) -> str:
    return FACTS[name].label if name in FACTS else name.replace("_", " ")
