"""Agreement of the audit with labelled plans: per document, per house style and per set.

    python bench/agreement.py                      # samples, tests/holdout, ../shared/corpus, tests/probe*
    python bench/agreement.py /tmp/probe4-a /tmp/probe4-b   # the halves of a blind set, scored as one
    python bench/agreement.py ../shared/corpus --show-disagreements
    python bench/agreement.py DIR --ocr never --json scores.json

A set is a folder with labels.json (the corpus format, or the `{"samples": [...]}` format that
`samples/generate.py` and `tests/holdout/make_holdout.py` write; without folders, both are built
in a temporary folder). Ambiguous items are left out. The measures:

- recall: real gaps flagged (missing or needs_review) / real gaps;
- precision: flags on real gaps / all flags (needs_review on a present item is a false flag);
- false present: a missing item called present (lets a deficient plan through);
- evidence: a present item's evidence lies on one of the labelled pages;
- decisions: the decision is one the labels accept;
- facts (where the labels give them): disturbed acres within 2% or 0.05 acre, single_family and
  impaired_water equal to the label (impaired_water labelled false is also right when the plan is
  silent on impairment: shown as "- (silent)").
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))
from labels import SCORED_FACTS, Labelled, Scores, audit_one, load_set, score, score_facts, settled_decision  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"


def _run(job: tuple[Labelled, str]) -> tuple[Labelled, list, tuple[str, str], list]:
    doc, ocr = job
    try:
        result = audit_one(doc, ocr)
    except Exception as error:  # a crash is a result to report, not a reason to stop the run
        return doc, [], (f"error: {error}", "error"), []
    return doc, score(doc, result), (result.decision, settled_decision(doc, result)), score_facts(doc, result)


def _fmt(value) -> str:
    if value is None:
        return "-"
    return f"{value:.2f}" if isinstance(value, float) else str(value)


COLUMNS = ("items", "agree", "false_missing", "false_present", "review_on_present", "review_on_missing",
           "recall", "precision", "gaps_called_present", "wrong_not_applicable", "decisions", "evidence")


def _cells(row: dict) -> list[str]:
    cells = [_fmt(row[c]) for c in COLUMNS[:-2]]
    cells.append(f"{row['decisions_right']}/{row['documents']}")
    cells.append(f"{row['evidence_on_page']}/{row['evidence_checked']}" if row["evidence_checked"] else "-")
    return cells


def table(rows: list[tuple[str, dict]]) -> str:
    head = "| group | " + " | ".join(COLUMNS) + " |"
    rule = "|---|" + "---:|" * len(COLUMNS)
    return "\n".join([head, rule] + [f"| {name} | " + " | ".join(_cells(r)) + " |" for name, r in rows])


def six_table(groups: list[tuple[str, Scores]], docs=(), results=()) -> str:
    """Issue 25's measures per group; with the documents, each set's plans with every scored fact right."""
    facts: dict[str, list[int]] = {}
    for (set_name, _), (*_, fact_rows) in zip(docs, results):
        if fact_rows:
            facts.setdefault(set_name, [0, 0])
            facts[set_name][0] += all(r.right for r in fact_rows)
            facts[set_name][1] += 1
    names = list(Scores().six()) + (["facts right (plans)"] if docs else [])
    lines = ["| group | " + " | ".join(names) + " |", "|---|" + "---:|" * len(names)]
    for name, scores in groups:
        cells = list(scores.six().values())
        if docs:
            right, n = facts.get(name, (0, 0))
            cells.append(f"{right}/{n} ({right / n:.0%})" if n else "-")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def fact_table(docs, results) -> str:
    """Each labelled fact's tool value against the label, per document, and the share right."""
    def cell(row) -> str:
        shown = lambda v: "-" if v is None else f"{v:.3g}" if isinstance(v, float) else str(v)  # noqa: E731
        silent = " (silent)" if row.tool is None and row.right else ""
        return f"{shown(row.tool)}{silent} / {shown(row.label)}" + ("" if row.right else " WRONG")

    lines = ["| document | " + " | ".join(f"{n} (tool / label)" for n in SCORED_FACTS) + " |",
             "|---|" + "---|" * len(SCORED_FACTS)]
    totals = {n: [0, 0] for n in SCORED_FACTS}
    for (set_name, _), (doc, _, _, fact_rows) in zip(docs, results):
        if not fact_rows:
            continue
        by_name = {r.fact: r for r in fact_rows}
        for r in fact_rows:
            totals[r.fact][0] += r.right
            totals[r.fact][1] += 1
        lines.append(f"| {set_name}/{doc.name} | " + " | ".join(
            cell(by_name[n]) if n in by_name else "-" for n in SCORED_FACTS) + " |")
    lines.append("| **total right** | " + " | ".join(
        f"{r}/{n} ({r / n:.0%})" if n else "-" for r, n in totals.values()) + " |")
    return "\n".join(lines)


def default_sets(work: Path) -> list[tuple[str, Path]]:
    from samples.generate import generate as generate_samples
    from tests.holdout.make_holdout import generate as generate_holdout

    generate_samples(work / "samples")
    generate_holdout(work / "holdout")
    sets = [("samples", work / "samples"), ("holdout", work / "holdout")]
    if (CORPUS / "labels.json").exists():
        sets.append(("corpus", CORPUS))
    # tests/probe, probe2 and probe3: made with Chromium and LibreOffice, which a machine may lack
    for name, script in (("probe", "make_probe.py"), ("probe2", "make_probe2.py"), ("probe3", "make_probe3.py")):
        if shutil.which("chromium") and shutil.which("soffice"):
            built = subprocess.run([sys.executable, str(ROOT / "tests" / name / script), str(work / name)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if built.returncode == 0:
                sets.append((name, work / name))
            else:  # its own quote check stops a build whose LibreOffice breaks lines otherwise
                last = (built.stderr.strip().splitlines() or ["no message"])[-1]
                print(f"{name} set skipped: its build failed ({last})", file=sys.stderr)
        else:
            print(f"{name} set skipped: it needs chromium and soffice (LibreOffice)", file=sys.stderr)
    # the blind sets written from ../shared/probe-brief.md, each in halves by two writers (their
    # own make.py; some need Chromium, LibreOffice or pikepdf): both halves are scored as one set
    halves = [d for d in (ROOT / "tests").glob("probe*") if any(d.glob("*/make.py"))]
    for name in sorted((d.name for d in halves), key=lambda n: int(n.removeprefix("probe") or 0)):
        for half in sorted((ROOT / "tests" / name).glob("*/make.py")):
            out = work / f"{name}-{half.parent.name}"
            built = subprocess.run([sys.executable, str(half), str(out)], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True)
            if built.returncode == 0:
                sets.append((name, out))
            else:
                print(f"{name}/{half.parent.name} skipped: its build failed", file=sys.stderr)
    return sets


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", type=Path, nargs="*")
    parser.add_argument("--ocr", default="auto", choices=("auto", "never", "always"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show-disagreements", action="store_true")
    parser.add_argument("--json", type=Path, help="write every scored row here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        # a folder named SET-HALF (probe4-a) is scored as part of SET
        sets = [(f.name.split("-")[0] if f.name.startswith("probe") else f.name, f) for f in args.folders] \
            or default_sets(Path(tmp))
        docs = [(name, doc) for name, folder in sets for doc in load_set(folder)]
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(_run, [(doc, args.ocr) for _, doc in docs])
    report(sets, docs, results, args)
    return 0


def report(sets, docs, results, args) -> None:
    by_doc, by_style, by_set, dump = [], {}, {}, []
    for (set_name, _), (doc, rows, (decision, settled), fact_rows) in zip(docs, results):
        right, settled_right = decision in doc.decisions, settled in doc.decisions
        s = Scores()
        s.add(rows, right, settled_right)
        by_doc.append((f"{set_name}/{doc.name} ({decision}{'' if right else ' WRONG'}; settled {settled}"
                       f"{'' if settled_right else ' WRONG'})", s.row()))
        for key, group in ((f"{set_name}: {doc.style}", by_style), (set_name, by_set)):
            group.setdefault(key, Scores()).add(rows, right, settled_right)
        dump.extend({**vars(r), "set": set_name, "decision": decision} for r in rows)
        dump.extend({**vars(r), "set": set_name} for r in fact_rows)
        if args.show_disagreements:
            for r in rows:
                if r.tool != r.label:
                    print(f"{doc.name} | {r.item} | label {r.label} | tool {r.tool} | {r.reason}")
    print("\n## Per document\n" + table(by_doc))
    print("\n## Per house style\n" + table([(k, v.row()) for k, v in sorted(by_style.items())]))
    print("\n## Per set\n" + table([(k, v.row()) for k, v in by_set.items()]))
    print("\n## The six measures, per set\n" + six_table(list(by_set.items()), docs, results))
    print("\n## The six measures, per house style\n" + six_table(sorted(by_style.items())))
    if any(fact_rows for *_, fact_rows in results):
        print("\n## Facts per document\n" + fact_table(docs, results))
    if args.json:
        args.json.write_text(json.dumps(dump, indent=1, default=str), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
