"""Seeded fuzzing: ~200 mutations of small plans (flipped bytes, truncations, spliced objects,
duplicated xref sections, garbage in streams) through the library, each in a child process with
time and memory limits. Every case must end in a decision, a one-line input error, or an exceeded
limit; never a hang and never another exception. bench/fuzz.py runs the same cases at scale."""
import time
from collections import Counter

import pytest

from hostile import audit_decision as _audit_json  # the audit a case runs, shared with bench/fuzz.py
from hostile import fuzz_bases, mutate, run_case, warm_up

SEED = 20261102
CASES = 200


@pytest.fixture(scope="module")
def bases(tmp_path_factory):
    return [p.read_bytes() for p in fuzz_bases(tmp_path_factory.mktemp("fuzz-bases"))]


def test_mutations_are_deterministic(bases):
    assert [mutate(bases, SEED, n) for n in range(20)] == [mutate(bases, SEED, n) for n in range(20)]
    assert len({mutate(bases, SEED, n)[1] for n in range(20)}) == 20


def test_mutated_pdfs_never_crash_or_hang(bases, tmp_path):
    warm_up()
    outcomes, crashes, hangs, slowest = Counter(), [], [], (0.0, "")
    for case in range(CASES):
        what, data = mutate(bases, SEED, case)
        path = tmp_path / f"case-{case:04d}.pdf"
        path.write_bytes(data)
        start = time.monotonic()
        outcome, detail = run_case(_audit_json, path, timeout=20, max_memory_mb=1024)
        slowest = max(slowest, (time.monotonic() - start, what))
        outcomes[outcome if outcome != "decision" else detail] += 1
        if outcome == "crash":
            crashes.append(f"{what}: {detail}")
        elif outcome == "hang":
            hangs.append(f"{what}: {detail}")
        else:
            path.unlink()  # keep the failing cases in tmp_path to reproduce them
    print(f"\n{CASES} cases: {dict(outcomes)}; slowest {slowest[0]:.1f} s ({slowest[1]})")
    assert not hangs, "hangs:\n" + "\n".join(hangs)
    assert not crashes, f"{len(crashes)} crash(es):\n" + "\n".join(crashes)
    assert sum(outcomes.values()) == CASES
