"""The JSON of every audit in the measured sets, saved to compare a restructuring before and after.

    python bench/snapshot.py save BEFORE/          # samples, holdout, probes, ../shared/corpus and real-world
    python bench/snapshot.py save AFTER/
    python bench/snapshot.py compare BEFORE/ AFTER/   # exit 1 and a line per difference

Each document's `check --format json` is written as SET/NAME.json with `today` fixed, so two runs of
the same code give the same bytes; the document's path is kept by name only (the samples are built
in a temporary folder). Real-world PDFs are audited against the Somers checklist.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import tempfile
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))
from labels import load_set  # noqa: E402

SHARED = ROOT.parent / "shared"
TODAY = date(2026, 11, 30)


def _sets(work: Path) -> list[tuple[str, list[tuple[str, Path, str]]]]:
    """The measured sets as bench/agreement.py builds them (samples, holdout, corpus, the probes),
    and the real-world PDFs."""
    from agreement import default_sets

    named: dict[str, list[tuple[str, Path, str]]] = {}
    for name, folder in default_sets(work):
        named.setdefault(name, []).extend((d.name, d.path, d.checklist) for d in load_set(folder))
    sets = list(named.items())
    real = sorted((SHARED / "real-world").glob("*.pdf"))
    if real:
        sets.append(("real-world", [(p.stem, p, "somers-ch93") for p in real]))
    return sets


def _audit(job: tuple[str, Path, str]) -> tuple[str, str]:
    from swppp_audit.running.pipeline import audit
    from swppp_audit.output.report import to_dict
    from swppp_audit.review import Review

    name, path, checklist = job
    try:
        result = to_dict(audit(path, checklist=checklist, review=Review(), ocr="auto", today=TODAY))
    except Exception as error:  # a crash is part of the snapshot: it must not change either
        return name, json.dumps({"error": f"{type(error).__name__}: {error}"})
    result["file"] = Path(result["file"]).name
    return name, json.dumps(result, indent=1, ensure_ascii=False, sort_keys=True)


def save(out: Path, jobs: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        sets = _sets(Path(tmp))
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for set_name, docs in sets:
                (out / set_name).mkdir(parents=True, exist_ok=True)
                for name, text in pool.map(_audit, docs):
                    (out / set_name / f"{name}.json").write_text(text + "\n", encoding="utf-8")
                print(f"{set_name}: {len(docs)} audits", file=sys.stderr)
    return 0


def _differences(a, b, where: str = ""):
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            yield from _differences(a.get(key), b.get(key), f"{where}.{key}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            label = x.get("id", i) if isinstance(x, dict) else i
            yield from _differences(x, y, f"{where}[{label}]")
    elif a != b:
        yield f"{where}: {str(a)[:100]!r} -> {str(b)[:100]!r}"


def compare(before: Path, after: Path) -> int:
    names = sorted({p.relative_to(before) for p in before.rglob("*.json")}
                   | {p.relative_to(after) for p in after.rglob("*.json")})
    changed = 0
    for name in names:
        a, b = before / name, after / name
        if not (a.exists() and b.exists()):
            print(f"{name}: only in {'after' if b.exists() else 'before'}")
            changed += 1
            continue
        lines = list(_differences(json.loads(a.read_text()), json.loads(b.read_text())))
        changed += bool(lines)
        for line in lines:
            print(f"{name}{line}")
    print(f"{len(names)} audits compared, {changed} differ", file=sys.stderr)
    return 1 if changed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("save")
    s.add_argument("out", type=Path)
    s.add_argument("--jobs", type=int, default=2)
    c = sub.add_parser("compare")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = parser.parse_args()
    return save(args.out, args.jobs) if args.command == "save" else compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
