"""Compare the audit with a labelled sample set, item by item (used by the tests and by
bench/agreement.py)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Disagreement:
    file: str
    item: str
    label: str
    tool: str
    reason: str


def compare(folder: Path, labels: dict, ocr: str = "never") -> tuple[Counter, list[Disagreement], dict]:
    """(label, tool) status counts, the disagreements, and each sample's Audit by file name."""
    from swppp_audit.pipeline import audit
    from swppp_audit.review import Review

    counts: Counter = Counter()
    disagreements, audits = [], {}
    for sample in labels["samples"]:
        result = audit(folder / sample["file"], checklist=sample["checklist"], review=Review(), ocr=ocr)
        audits[sample["file"]] = result
        found = {f.item_id: f for f in result.findings}
        for item_id, truth in sample["items"].items():
            finding = found.get(item_id)
            status = finding.status if finding else "absent"
            counts[(truth, status)] += 1
            if status != truth:
                disagreements.append(Disagreement(sample["file"], item_id, truth, status,
                                                  finding.reason if finding else ""))
    return counts, disagreements, audits


def agreement(counts: Counter) -> float:
    return sum(n for (truth, status), n in counts.items() if truth == status) / sum(counts.values())


def summary(counts: Counter) -> str:
    total = sum(counts.values())
    agree = sum(n for (truth, status), n in counts.items() if truth == status)
    review = sum(n for (truth, status), n in counts.items() if status == "needs_review")
    false_present = sum(n for (truth, status), n in counts.items() if status == "present" and truth != "present")
    false_missing = sum(n for (truth, status), n in counts.items() if status == "missing" and truth == "present")
    return (f"{agree}/{total} items agree ({agree / total:.1%}); needs_review {review}; "
            f"called present but not {false_present}; called missing but present {false_missing}")
