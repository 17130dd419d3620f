"""Reading the sample specifications: one YAML file per sample in samples/specs/.

A spec holds a plan's facts and text (see samples/README.md for the fields). Three things in it
are shorthand that this module writes out in full:

- ``pc``: each permanent practice is ``{practice: kind, label: ..., <its numbers>}``, expanded
  by the templates in practices.py; ``pc_maint`` (the maintenance table) is their upkeep rows.
- ``sizing.calculation``: the numbers the Somers sizing table is computed from (sizing.py).
- ``gaps``: item id -> ``[mode, ...]``, how the plan leaves that item out: ``toc_only`` (listed
  in the contents, no section), ``absent`` (not even listed), ``empty`` (heading, no text),
  ``[defer, "TBD"]`` (heading says only that), ``[passing, text]`` (a sentence with no
  substance), ``[passing_in, host_section, text]`` (no section, one sentence in another), and
  the partial ones ``no_hsg``, ``no_training``, ``unsigned``, ``no_phosphorus``.

The PDF name is the spec's file name with .pdf.
"""
from pathlib import Path

import yaml

from .practices import maint_of, practice
from .sizing import somers_sizing

SPEC_DIR = Path(__file__).resolve().parent.parent / "specs"

# Build order, which is also the order in labels.json. A sample's position seeds its choice
# among alternative wordings (Ctx.v), so append new samples: reordering rewrites existing plans.
SAMPLES = [
    "asharoken-complete", "asharoken-incomplete", "asharoken-single-family",
    "asharoken-condition-b", "asharoken-condition-a", "asharoken-no-acreage",
    "somers-complete", "somers-incomplete", "somers-small", "somers-admin-permit",
    "somers-single-family", "somers-road", "somers-no-training-clause",
]


def load_spec(name: str) -> dict:
    """The full specification of sample ``name`` (shorthand expanded)."""
    spec = yaml.safe_load((SPEC_DIR / f"{name}.yaml").read_text(encoding="utf-8"))
    spec["file"] = f"{name}.pdf"
    if "pc" in spec:
        spec["pc"] = [practice(p) for p in spec["pc"]]
        spec["pc_maint"] = maint_of(spec["pc"])
    calc = (spec.get("sizing") or {}).pop("calculation", None)
    if calc:
        spec["sizing"]["rows"] = somers_sizing(**calc)
    return spec


def load_specs() -> list[dict]:
    """Every sample's specification, in build order."""
    on_disk = {p.stem for p in SPEC_DIR.glob("*.yaml")}
    if on_disk != set(SAMPLES):  # a spec file nobody builds, or a listed one that is gone
        raise ValueError(f"samples/specs/*.yaml and SAMPLES differ: "
                         f"{sorted(on_disk ^ set(SAMPLES))}")
    return [load_spec(name) for name in SAMPLES]
