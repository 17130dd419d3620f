"""Fuzz swppp-audit at scale with the mutations of tests/test_fuzz.py (tests/hostile.py).

    python bench/fuzz.py --cases 2000 --seed 1 [--jobs 2] [--mode library|cli] [--keep DIR]

Each case is one to three mutations (flipped bytes, truncation, a spliced object, a duplicated
xref section, garbage in a stream) of one of three small plans; case N of seed S is the same
file every time, so `--seed S --first N --cases 1 --keep DIR` writes it back for a bug report.

--mode library (default) runs each case through swppp_audit.running.isolate (a forked child with
--timeout and --max-memory), --jobs at a time; --mode cli runs the real command line
(`python -m swppp_audit check CASE --format json`) as a subprocess per case.

Prints the cases, the outcomes (decisions, input errors, exceeded limits; exit codes in cli
mode), the crashes (unexpected exceptions, tracebacks, internal errors, errors that are not one
line), the hangs, and the slowest case. Exits 1 when there is any crash or hang.
"""
from __future__ import annotations

import argparse
import json
import logging
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from hostile import audit_decision, fuzz_bases, mutate, outcome, warm_up  # noqa: E402


def library_cases(cases, args, record) -> None:
    """Up to --jobs forked children at once (swppp_audit.running.isolate.Child), in one thread."""
    from swppp_audit.running.isolate import Child, finished

    warm_up()
    # pdfminer logs damaged fonts and boxes at WARNING; a library user configures logging, and here
    # thousands of such lines would bury the summary (cli mode counts them instead).
    logging.getLogger("pdfminer").setLevel(logging.ERROR)
    todo = iter(cases)  # each case's file is written when it is taken
    active: dict = {}  # child -> (case, what, path)
    while True:
        while len(active) < args.jobs and (item := next(todo, None)) is not None:
            active[Child(audit_decision, (item[2],), args.timeout, args.max_memory)] = item
        if not active:
            return
        for child in finished(list(active)):
            case, what, path = active.pop(child)
            try:
                result = outcome(child.result())
            except Exception as exc:  # noqa: BLE001 - classified by `outcome`
                result = outcome(error=exc)
            record(case, what, path, result, time.monotonic() - child.started, None)


def _cli_case(item, args):
    case, what, path = item
    command = [sys.executable, "-m", "swppp_audit", "check", str(path), "--checklist", "somers-ch93",
               "--format", "json", "--ocr", "never", "--timeout", str(args.timeout),
               "--max-memory", str(args.max_memory)]
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=args.timeout + 60)
    except subprocess.TimeoutExpired:
        return item, ("hang", f"the command itself did not end within {args.timeout + 60:g} s"), \
            time.monotonic() - start, None
    seconds = time.monotonic() - start
    lines = done.stderr.strip().splitlines()
    if "Traceback" in done.stdout + done.stderr:
        result = ("crash", "traceback: " + (lines[-1] if lines else ""))
    elif any(line.startswith("swppp-audit: internal error:") for line in lines):
        result = ("crash", next(line for line in lines if line.startswith("swppp-audit: internal error:"))[13:])
    elif done.returncode in (0, 1):
        try:
            result = ("decision", json.loads(done.stdout)["decision"])
        except (ValueError, KeyError):
            result = ("crash", f"exit {done.returncode} without a JSON report on stdout")
        if lines and result[0] == "decision":  # warnings of the PDF libraries: not an error, but noted
            result = ("decision", f"{result[1]} (+{len(lines)} stderr line(s))")
    elif done.returncode == 2:
        if done.stdout or len(lines) != 1 or not lines[0].startswith("swppp-audit: error:"):
            result = ("crash", "not one error line: " + " | ".join(lines)[:300])
        elif "timed out" in lines[0]:
            result = ("hang", lines[0])
        elif "memory" in lines[0] or "process died" in lines[0]:
            result = ("limit", lines[0])
        else:
            result = ("input_error", lines[0].split(": ", 3)[-1])
    else:
        result = ("crash", f"exit code {done.returncode}: " + " | ".join(lines)[-300:])
    return item, result, seconds, done.returncode


def cli_cases(cases, args, record) -> None:
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for (case, what, path), result, seconds, code in pool.map(lambda item: _cli_case(item, args), cases):
            record(case, what, path, result, seconds, code)


def _signature(detail: str, path: Path) -> str:
    """A crash's message without the case's file name: to group the cases of one bug."""
    return detail.replace(str(path), "CASE").replace(path.name, "CASE")[:160]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="number of the first case (default 0)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--mode", choices=["library", "cli"], default="library")
    parser.add_argument("--timeout", type=float, default=20, help="seconds per case (default 20)")
    parser.add_argument("--max-memory", type=int, default=1024, help="MB per case (default 1024)")
    parser.add_argument("--keep", type=Path, help="write the crashing and hanging cases here")
    args = parser.parse_args()

    started = time.monotonic()
    outcomes, codes, signatures, errors = Counter(), Counter(), Counter(), Counter()
    crashes, hangs, limits = [], [], []
    slowest = (0.0, "")
    with tempfile.TemporaryDirectory(prefix="swppp-fuzz-") as tmp:
        tmp = Path(tmp)
        bases = [p.read_bytes() for p in fuzz_bases(tmp / "bases")]

        def cases():
            for case in range(args.first, args.first + args.cases):
                what, data = mutate(bases, args.seed, case)
                path = tmp / f"case-{args.seed}-{case:06d}.pdf"
                path.write_bytes(data)
                yield case, what, path

        def record(case, what, path, result, seconds, code):
            nonlocal slowest
            kind, detail = result
            outcomes[kind if kind != "decision" else f"decision {detail}"] += 1
            if code is not None:
                codes[code] += 1
            slowest = max(slowest, (seconds, what))
            line = f"{what}: {detail}"
            if kind in ("crash", "hang"):
                (crashes if kind == "crash" else hangs).append(line)
                signatures[_signature(detail, path)] += kind == "crash"
                if args.keep:
                    args.keep.mkdir(parents=True, exist_ok=True)
                    (args.keep / path.name).write_bytes(path.read_bytes())
            elif kind == "limit":
                limits.append(line)
            elif kind == "input_error":
                errors[_signature(detail, path)] += 1
            path.unlink(missing_ok=True)
            done = sum(outcomes.values())
            if done % 100 == 0:
                print(f"  {done}/{args.cases} cases, {len(crashes)} crashes, {len(hangs)} hangs, "
                      f"{time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)

        (library_cases if args.mode == "library" else cli_cases)(cases(), args, record)

    total = sum(outcomes.values())
    print(f"\nfuzz: {total} cases, seed {args.seed}, cases {args.first}-{args.first + args.cases - 1}, "
          f"mode {args.mode}, jobs {args.jobs}, timeout {args.timeout:g} s, max memory {args.max_memory} MB, "
          f"{time.monotonic() - started:.0f} s in all")
    print("outcomes: " + ", ".join(f"{name} {n}" for name, n in sorted(outcomes.items())))
    if codes:
        print("exit codes: " + ", ".join(f"{code}: {n}" for code, n in sorted(codes.items())))
    for message, n in errors.most_common(8):
        print(f"  {n:5d} x input error: {message}")
    print(f"crashes: {len(crashes)}")
    for signature, n in signatures.most_common():
        if n:
            print(f"  {n:5d} x {signature}")
    for line in crashes[:30]:
        print(f"    {line}")
    print(f"hangs: {len(hangs)}")
    for line in hangs[:30]:
        print(f"    {line}")
    print(f"other limits (memory, child died): {len(limits)}")
    for line in limits[:10]:
        print(f"    {line}")
    print(f"slowest case: {slowest[1]} ({slowest[0]:.2f} s)")
    return 1 if crashes or hangs else 0


if __name__ == "__main__":
    sys.exit(main())
