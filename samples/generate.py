#!/usr/bin/env python3
"""Generate realistic sample SWPPP PDFs with ground-truth labels.

Usage::

    python samples/generate.py OUTDIR

or, from Python::

    from samples.generate import generate
    labels_path = generate(Path("out/samples"))

Each sample is a fictional New York Stormwater Pollution Prevention Plan written
for either the Village of Asharoken (Code Chapter 44, checklist ``asharoken-ch44``)
or the Town of Somers (Code Chapter 93, checklist ``somers-ch93``).  Some samples
are complete, others leave items out in the ways real submissions do: the section
is only listed in the table of contents, the heading reads "TBD", the heading has
no body, or the item is mentioned only in passing.  ``OUTDIR/labels.json`` records,
for every sample, the true status of every checklist item and the reason for each
gap (with the 1-based PDF page index where the heading or deferral sits).

What each sample says is in ``samples/specs/<name>.yaml``; how a plan is written is
the package ``samples/generator`` (its ``__init__`` gives the reading order).
All names, addresses, telephone numbers (555-01xx) and license numbers are made up.
Output is deterministic: the same bytes on every run.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

if __package__:  # imported as samples.generate
    from .generator.builder import build_sample
    from .generator.labels import labels_for
    from .generator.specs import load_specs
else:  # run as a script: samples/ itself is on sys.path, so the package is top-level
    from generator.builder import build_sample
    from generator.labels import labels_for
    from generator.specs import load_specs

__all__ = ["generate", "main"]


def generate(outdir: Path) -> Path:
    """Write every sample PDF and ``labels.json`` into ``outdir``; return the labels path."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    samples = []
    for i, spec in enumerate(load_specs()):
        data, b = build_sample(spec, i)
        (outdir / spec["file"]).write_bytes(data)
        samples.append(labels_for(b))
    path = outdir / "labels.json"
    path.write_text(json.dumps({"samples": samples}, indent=2, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print("usage: python samples/generate.py OUTDIR\n\nWrite the sample SWPPP PDFs and "
              "labels.json into OUTDIR (created if needed).")
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    path = generate(Path(argv[0]))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
