"""Item-level agreement between the audit and a labelled sample set.

    python bench/agreement.py DIR          # DIR holds the PDFs and labels.json
    python bench/agreement.py DIR --show-disagreements

Counts an item as agreeing when the tool's status equals the label. A tool `needs_review`
is reported apart: it is not agreement, but it is not a wrong call either.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path


def compare(folder: Path, ocr: str = "never") -> tuple[Counter, list[tuple[str, str, str, str, str]]]:
    from swppp_audit.pipeline import audit
    from swppp_audit.review import Review

    labels = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
    counts: Counter = Counter()
    disagreements = []
    for sample in labels["samples"]:
        result = audit(folder / sample["file"], checklist=sample["checklist"], review=Review(), ocr=ocr)
        found = {f.item_id: f for f in result.findings}
        for item_id, truth in sample["items"].items():
            finding = found.get(item_id)
            status = finding.status if finding else "absent"
            counts[(truth, status)] += 1
            if status != truth:
                disagreements.append((sample["file"], item_id, truth, status, finding.reason if finding else ""))
    return counts, disagreements


def summary(counts: Counter) -> str:
    total = sum(counts.values())
    agree = sum(n for (truth, status), n in counts.items() if truth == status)
    review = sum(n for (truth, status), n in counts.items() if status == "needs_review")
    false_present = sum(n for (truth, status), n in counts.items() if status == "present" and truth != "present")
    false_missing = sum(n for (truth, status), n in counts.items() if status == "missing" and truth == "present")
    return (f"{agree}/{total} items agree ({agree / total:.1%}); needs_review {review}; "
            f"called present but not {false_present}; called missing but present {false_missing}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--show-disagreements", action="store_true")
    args = parser.parse_args()
    counts, disagreements = compare(args.folder)
    print(summary(counts))
    print("confusion (label -> tool):", dict(sorted(counts.items())))
    if args.show_disagreements:
        for row in disagreements:
            print(" | ".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
