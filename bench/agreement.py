"""Item-level agreement between the audit and a labelled sample set.

    python bench/agreement.py DIR [--show-disagreements]     # DIR holds the PDFs and labels.json

Build the sets with `python samples/generate.py DIR` or `python tests/holdout/make_holdout.py DIR`.
A tool `needs_review` is not agreement, but it is not a wrong call either: the summary counts it apart.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from labels import compare, summary  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--show-disagreements", action="store_true")
    args = parser.parse_args()
    labels = json.loads((args.folder / "labels.json").read_text(encoding="utf-8"))
    counts, disagreements, _ = compare(args.folder, labels)
    print(summary(counts))
    print("label -> tool:", ", ".join(f"{t}->{s}: {n}" for (t, s), n in sorted(counts.items())))
    if args.show_disagreements:
        for d in disagreements:
            print(f"{d.file} | {d.item} | label {d.label} | tool {d.tool} | {d.reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
