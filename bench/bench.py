#!/usr/bin/env python3
"""Benchmark swppp-audit on large generated SWPPPs.

Usage::

    python bench/bench.py [--pages 50 300 1000] [--repeat 3] [--stages-pages 300]

Run it with the Python of the environment swppp-audit is installed in (it finds `swppp-audit`
beside that interpreter, else on PATH). For each size it generates the PDF with
bench/make_large.py (cached in bench/.cache/, keyed by size, seed and the generator's own hash),
then measures, alternating the two commands and taking the median of --repeat whole-process runs:

* ``pdftotext -layout FILE /dev/null`` (poppler: the floor for "read every page's text");
* ``swppp-audit check FILE --checklist somers-ch93 --format json --ocr never > /dev/null``
  (exit 1, "incomplete", is normal here; exit 2 is an error and is reported as such).

The same side-by-side measurement runs on a plan made by another generator
(``../shared/bench/gen_big_swppp.py``, --big-pages at --big-seed: ruled tables drawn as separate
line segments), on the corpus's plans bound together into one PDF of --big-pages pages, and on
every PDF of ``../shared/corpus`` (plans by other hands and producers), reported as pages per
second over all its documents. A fresh process reads each of those inputs
and counts how many pages took each reading path (PDFium ruled tables, text only, unreadable,
pdfplumber where a build still has that path).

It also measures, in a fresh Python process, the stage breakdown of the audit of one file
(read_pdf's text, page objects, ruled tables and OCR; layout.build, match, applicability, decide,
to_json), `swppp-audit --help` start-up time, and batches of 8 generated plans (50 and 300 pages each) with
--jobs 1 and --jobs 2.

Everything human-readable goes to stdout as Markdown the README can paste; progress goes to
stderr. Nothing outside bench/.cache/ and a temporary folder is written.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = HERE / ".cache"
# What each command imports before its first child forks: what runs on one core, whatever the jobs.
CHECK_IMPORTS = "swppp_audit.running.pipeline, swppp_audit.output.report"
BATCH_IMPORTS = "swppp_audit.cli, swppp_audit.running.batch, swppp_audit.review, swppp_audit.reading.ocr"
MAKE_LARGE = HERE / "make_large.py"
CHECKLIST = "somers-ch93"
SHARED = HERE.parent.parent / "shared"
OTHER_GENERATOR = SHARED / "bench" / "gen_big_swppp.py"
CORPUS = SHARED / "corpus"
TIME_BIN = "/usr/bin/time"

# Peak RSS, and why both methods give the same number.
#
# `swppp-audit check` runs the audit in a forked child (swppp_audit.running.isolate) and joins it, so the
# memory that matters is the child's. On Linux, wait4() -- which GNU time uses -- returns the
# rusage of the waited process *including its reaped descendants* (the kernel fills it with
# getrusage(RUSAGE_BOTH): ru_maxrss = max(own peak, peak of the largest reaped descendant)).
# RUSAGE_CHILDREN of a fresh wrapper process is that same max, taken one level up. So
# `/usr/bin/time -f %M` and the wrapper both report the peak RSS of the largest single process
# in the tree (here: the forked child, whose RSS includes the pages it shares with the parent),
# not the sum over processes. Verified on this setup: a parent forking a child that touches
# 500 MB reports ~521 MB either way. A descendant that is never reaped by its parent would be
# missed by both; `check` always joins its child.
#
# RUSAGE_CHILDREN deltas inside this script would NOT work: ru_maxrss is a running maximum over
# every child ever reaped (pdftotext, earlier and larger audits), not a sum, so it cannot be
# differenced. Hence the fresh wrapper process per measurement when /usr/bin/time is missing.
_WRAPPER = r"""
import json, resource, subprocess, sys, time
out, cmd = sys.argv[1], sys.argv[2:]
start = time.perf_counter()
rc = subprocess.call(cmd, stdout=subprocess.DEVNULL)
elapsed = time.perf_counter() - start
with open(out, "w") as fh:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    json.dump({"rc": rc, "elapsed": elapsed, "maxrss_kb": usage.ru_maxrss,
               "cpu": usage.ru_utime + usage.ru_stime}, fh)
"""


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- measuring


class Failed(RuntimeError):
    pass


def measure(cmd: list[str], method: str, ok=(0,)) -> tuple[float, int | None, float | None]:
    """Run cmd once with stdout to /dev/null; (wall seconds, peak RSS in KB of the largest
    process in its tree, CPU seconds (user + system) of the whole tree). Raises Failed on an exit
    code not in `ok`. CPU time is less disturbed than wall time by other work on the machine."""
    with tempfile.NamedTemporaryFile("r", suffix=".rss", delete=False) as tmp:
        out = tmp.name
    try:
        if method == "time":
            start = time.perf_counter()
            proc = subprocess.run([TIME_BIN, "-f", "%M %U %S", "-o", out, *cmd], stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, text=True)
            elapsed = time.perf_counter() - start
            rc, stderr = proc.returncode, proc.stderr
            try:  # GNU time writes "Command exited with non-zero status N" first when N != 0
                kb, user, system = Path(out).read_text().strip().splitlines()[-1].split()
                rss, cpu = int(kb), float(user) + float(system)
            except ValueError:
                rss = cpu = None
        elif method == "rusage":
            proc = subprocess.run([sys.executable, "-c", _WRAPPER, out, *cmd], stderr=subprocess.PIPE, text=True)
            data = json.loads(Path(out).read_text())
            rc, elapsed, rss, cpu, stderr = data["rc"], data["elapsed"], data["maxrss_kb"], data["cpu"], proc.stderr
        else:  # no RSS; CPU time from this process's RUSAGE_CHILDREN (a sum, so deltas work)
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            elapsed, rc, rss, stderr = time.perf_counter() - start, proc.returncode, None, proc.stderr
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    finally:
        Path(out).unlink(missing_ok=True)
    if rc not in ok:
        tail = " | ".join(line for line in (stderr or "").strip().splitlines()[-3:])
        raise Failed(f"exit {rc}: {tail or '(no message)'}")
    return elapsed, rss, cpu


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


# --------------------------------------------------------------------------- inputs


def generator_key() -> str:
    return hashlib.sha256(MAKE_LARGE.read_bytes()).hexdigest()[:10]


def generated(pages: int, seed: int = 1, folder: Path = CACHE) -> Path:
    """The cached PDF of `pages` pages, generating it when the cache lacks it."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"swppp-{pages}p-s{seed}-{generator_key()}.pdf"
    if not path.exists():
        tmp = path.with_name(f".{path.name}.tmp")
        start = time.perf_counter()
        subprocess.run([sys.executable, str(MAKE_LARGE), "--pages", str(pages), "--seed", str(seed), str(tmp)],
                       check=True, stderr=subprocess.DEVNULL)
        os.replace(tmp, path)
        log(f"  generated {path.name} in {time.perf_counter() - start:.1f} s")
    return path


def other_generated(pages: int, seed: int) -> Path:
    """The cached plan of `pages` pages made by ../shared/bench/gen_big_swppp.py (reportlab)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(OTHER_GENERATOR.read_bytes()).hexdigest()[:10]
    path = CACHE / f"gen_big_swppp-{pages}p-s{seed}-{key}.pdf"
    if not path.exists():
        tmp = path.with_name(f".{path.name}.tmp.pdf")
        subprocess.run([sys.executable, str(OTHER_GENERATOR), str(tmp), str(pages), "--seed", str(seed)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.replace(tmp, path)
        tmp.with_suffix("").with_suffix(".truth.json").unlink(missing_ok=True)
    return path


def bound_corpus(pages: int, documents: list[Path]) -> Path:
    """The corpus's plans bound one after another into one PDF of `pages` pages (from the start
    again when they run out): plans by other hands and producers at a large plan's size."""
    from pypdf import PdfReader, PdfWriter

    key = hashlib.sha256("|".join(f"{d.name}:{d.stat().st_size}" for d in documents).encode()).hexdigest()[:10]
    path = CACHE / f"corpus-bound-{pages}p-{key}.pdf"
    if not path.exists():
        writer, readers = PdfWriter(), [PdfReader(d) for d in documents]
        while len(writer.pages) < pages:
            for page in (page for reader in readers for page in reader.pages):
                if len(writer.pages) < pages:
                    writer.add_page(page)
        tmp = path.with_name(f".{path.name}.tmp")
        with tmp.open("wb") as fh:
            writer.write(fh)
        os.replace(tmp, path)
    return path


def page_count(path: Path) -> int:
    import pypdfium2

    document = pypdfium2.PdfDocument(str(path))
    try:
        return len(document)
    finally:
        document.close()


def ensure_gitignore() -> None:
    gitignore = HERE / ".gitignore"
    if not gitignore.exists() or ".cache/" not in gitignore.read_text().split():
        with gitignore.open("a") as fh:
            fh.write(".cache/\n")


def byte_compile() -> str:
    """Compile the package's modules where they are imported from, as `pip install` does. An
    editable install under PYTHONDONTWRITEBYTECODE would otherwise compile every module from source
    in every process (~40 ms a start-up) and measure something no installed copy does."""
    code = ("import compileall, os, swppp_audit; d = os.path.dirname(swppp_audit.__file__); "
            "print(d if compileall.compile_dir(d, quiet=1) else d + ' (some modules could not be compiled)')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return done.stdout.strip() or f"not compiled: {done.stderr.strip().splitlines()[-1:]}"


def find_tool() -> str:
    beside = Path(sys.executable).parent / "swppp-audit"
    if beside.exists():
        return str(beside)
    found = shutil.which("swppp-audit")
    if not found:
        raise SystemExit("bench.py: swppp-audit is not installed beside this Python nor on PATH")
    return found


# --------------------------------------------------------------------------- stage breakdown (child)

_STAGES = r"""
import json, resource, sys, time
path, repeat, checklist_id = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
out = {"cold": {}, "warm": {}, "rss_after": {}}
t = time.perf_counter()
import swppp_audit.running.pipeline as pipeline
from swppp_audit.judging.checklist import load
from swppp_audit.judging.match import engine
from swppp_audit.output.report import to_json
out["cold"]["import swppp_audit"] = time.perf_counter() - t
t = time.perf_counter(); checklist = load(checklist_id); out["cold"]["load checklist"] = time.perf_counter() - t
t = time.perf_counter(); engine(checklist)
out["cold"]["spaCy + checklist matchers"] = time.perf_counter() - t
out["rss_after"]["start-up and spaCy"] = rss_mb()

# The stages are timed inside read_pdf and audit_document calls, the way the CLI runs them: the
# functions they call are wrapped at run time (the package is not edited). A name the package no
# longer has is reported as n/a. "text" is what read_pdf spends outside the wrapped steps (PDFium's
# text, cleaning, hashing); "decide" is what audit_document spends outside its wrapped stages.
import swppp_audit.reading.extract as extract
import swppp_audit.reading.grid as grid
inner = {}
def timed(name, fn):
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            inner[name] = inner.get(name, 0.0) + time.perf_counter() - start
    return wrapper
READ_HOOKS = [("page objects (scan and table check)", extract, "_drawn_objects"),
              ("ruled tables", grid, "find_grids"), ("ruled tables", grid, "cell_rows"),
              ("ruled tables", grid, "text_around"), ("ruled tables", extract, "_tables_and_text"),
              ("OCR", extract, "_with_ocr")]
JUDGE_HOOKS = [("layout.build", pipeline, "build"), ("match", pipeline, "match"),
               ("applicability", getattr(pipeline, "applicability_stage", None), "assess")]
for name, owner, attr in READ_HOOKS + JUDGE_HOOKS:
    if owner is not None and callable(getattr(owner, attr, None)):
        setattr(owner, attr, timed(name, getattr(owner, attr)))
read_names = list(dict.fromkeys(name for name, _, _ in READ_HOOKS))
judge_names = [name for name, _, _ in JUDGE_HOOKS]

# One untimed pass first (lazily built state: regexes, new words in spaCy's vocabulary); peak RSS
# is taken on it. ocr="auto", as the CLI's default: the OCR step runs, and finds nothing to do.
document = extract.read_pdf(path, ocr="auto"); out["rss_after"]["read_pdf"] = rss_mb()
result = pipeline.audit_document(document, checklist); out["rss_after"]["audit_document"] = rss_mb()
to_json(result); out["rss_after"]["to_json"] = rss_mb()
del document, result
names = ["text"] + read_names + judge_names + ["decide", "report.to_json"]
runs = {name: [] for name in names}
for r in range(repeat):
    inner.clear()
    t = time.perf_counter(); document = extract.read_pdf(path, ocr="auto"); total = time.perf_counter() - t
    for name in read_names:
        runs[name].append(inner.get(name))
    runs["text"].append(total - sum(inner.values()))
    inner.clear()
    t = time.perf_counter(); result = pipeline.audit_document(document, checklist); total = time.perf_counter() - t
    for name in judge_names:
        runs[name].append(inner.get(name))
    runs["decide"].append(total - sum(inner.values()))
    t = time.perf_counter(); text = to_json(result); runs["report.to_json"].append(time.perf_counter() - t)
    out["json_kb"] = len(text.encode()) / 1e3
    out["pages"] = len(document.pages)
    out["tables"] = sum(len(p.tables) for p in document.pages)
out["warm"] = runs
json.dump(out, sys.stdout)
"""


# How each page was read, counted in a fresh process: a page with ruled tables read by PDFium
# (swppp_audit.reading.grid), a text-only page, an unreadable one, or one sent to pdfplumber (only a build
# that still has extract._tables_and_text has that path; it is counted by wrapping it).
_PATHS = r"""
import json, sys
import swppp_audit.reading.extract as extract
plumber = set()
if hasattr(extract, "_tables_and_text"):
    original = extract._tables_and_text
    def wrapped(pdf, index):
        plumber.add(index + 1)
        return original(pdf, index)
    extract._tables_and_text = wrapped
out = {}
for path in sys.argv[1:]:
    plumber.clear()
    counts = {"PDFium ruled tables": 0, "pdfplumber": 0, "text only": 0, "unreadable": 0}
    for page in extract.read_pdf(path, ocr="never").pages:
        kind = ("pdfplumber" if page.number in plumber else "unreadable" if not page.readable
                else "PDFium ruled tables" if page.tables else "text only")
        counts[kind] += 1
    out[path] = counts
json.dump(out, sys.stdout)
"""


def reading_paths(paths: list[Path]) -> dict:
    proc = subprocess.run([sys.executable, "-c", _PATHS, *map(str, paths)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise Failed(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}")
    return json.loads(proc.stdout)


def stage_breakdown(path: Path, repeat: int) -> dict:
    proc = subprocess.run([sys.executable, "-c", _STAGES, str(path), str(repeat), CHECKLIST],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise Failed(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}")
    return json.loads(proc.stdout)


# --------------------------------------------------------------------------- machine


def machine() -> dict:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = int(line.split()[1]) / 1024 / 1024
    except OSError:
        pass
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = os.cpu_count()
    pdftotext = "missing"
    if shutil.which("pdftotext"):
        proc = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
        pdftotext = (proc.stderr or proc.stdout).splitlines()[0].strip()
    version = subprocess.run([sys.executable, "-c", "from importlib.metadata import version as v; "
                              "print(v('swppp-audit'))"], capture_output=True, text=True).stdout.strip()
    if shutil.which("git"):
        head = subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        dirty = subprocess.run(["git", "-C", str(HERE.parent), "status", "--porcelain", "--", "swppp_audit"],
                               capture_output=True, text=True)
        if head.returncode == 0:
            version += f" (git {head.stdout.strip()}{', swppp_audit/ modified' if dirty.stdout.strip() else ''})"
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = None
    return {"load": load, "nproc": usable, "cpu_count": os.cpu_count(), "cpu": cpu, "mem_gb": mem,
            "python": platform.python_version(), "implementation": platform.python_implementation(),
            "kernel": platform.release(), "pdftotext": pdftotext, "swppp_audit": version or "?"}


# --------------------------------------------------------------------------- main


def side_by_side(pdf: Path, label: str, pages: int, tool: str, method: str, repeat: int, quiet=False) -> dict:
    """pdftotext and `check` on one file, alternating, `repeat` times each: the medians."""
    if not quiet:
        log(f"{label} pages:")
    audit_cmd = [tool, "check", str(pdf), "--checklist", CHECKLIST, "--format", "json", "--ocr", "never"]
    text_cmd = ["pdftotext", "-layout", str(pdf), "/dev/null"]
    text_t, audit_t, audit_rss, audit_cpu, error = [], [], [], [], None
    for r in range(repeat):
        text_t.append(measure(text_cmd, method)[0])
        try:
            t, rss, cpu = measure(audit_cmd, method, ok=(0, 1))
        except Failed as exc:
            error = str(exc)
            log(f"  {pdf.name}: check failed: {error}")
            break
        audit_t.append(t), audit_rss.append(rss), audit_cpu.append(cpu)
        if not quiet:
            log(f"  run {r + 1}: pdftotext {text_t[-1]:.2f} s, check {t:.2f} s, {fmt(rss and rss / 1024, '.0f')} MB")
    return {"label": label, "pages": pages, "mb": pdf.stat().st_size / 1e6, "text_s": median(text_t),
            "audit_s": median(audit_t), "audit_rss": median(audit_rss), "audit_cpu": median(audit_cpu),
            "audit_runs": audit_t, "error": error}


def fmt(value, spec=".2f", none="n/a"):
    return none if value is None else format(value, spec)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Benchmark swppp-audit against pdftotext on generated SWPPPs.")
    parser.add_argument("--pages", type=int, nargs="+", default=[50, 300, 1000], help="document sizes (default: 50 300 1000)")
    parser.add_argument("--repeat", type=int, default=3, help="whole-process runs per measurement; the median is reported")
    parser.add_argument("--stages-pages", type=int, default=300, help="size of the in-process stage breakdown (0: skip)")
    parser.add_argument("--batch-docs", type=int, default=8, help="documents in the batch benchmark (0: skip)")
    parser.add_argument("--batch-pages", type=int, nargs="+", default=[50, 300],
                        help="pages of each batch document, one batch per size (default: 50 300)")
    parser.add_argument("--big-pages", type=int, default=300,
                        help="pages of the plan made by ../shared/bench/gen_big_swppp.py (0: skip)")
    parser.add_argument("--big-seed", type=int, default=7, help="seed of that plan")
    parser.add_argument("--corpus", type=Path, default=CORPUS if CORPUS.exists() else None,
                        help="a folder with pdf/*.pdf measured document by document (default ../shared/corpus)")
    parser.add_argument("--no-corpus", dest="corpus", action="store_const", const=None, help="skip the corpus")
    parser.add_argument("--rss", choices=["auto", "time", "rusage", "none"], default="auto",
                        help="how to measure peak RSS: /usr/bin/time, a wrapper's RUSAGE_CHILDREN, or not (auto: time if installed)")
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    return args


def large_inputs(args, documents: list[Path]) -> dict[str, Path]:
    """The single large documents (--big-pages) measured beside the generated sizes, by what they
    are: gen_big_swppp's plan and the corpus bound to the same number of pages."""
    inputs = {}
    if args.big_pages and OTHER_GENERATOR.exists():
        inputs[f"gen_big_swppp, seed {args.big_seed}"] = other_generated(args.big_pages, args.big_seed)
    if documents and args.big_pages:
        inputs["the corpus's plans bound together"] = bound_corpus(args.big_pages, documents)
    return inputs


def corpus_run(documents: list[Path], tool: str, method: str, repeat: int) -> dict | None:
    """Every corpus document side by side with pdftotext; sums over them."""
    if not documents:
        return None
    log(f"corpus: {len(documents)} documents ...")
    runs = [side_by_side(pdf, pdf.stem, page_count(pdf), tool, method, repeat, quiet=True) for pdf in documents]
    return {"docs": len(documents), "pages": sum(r["pages"] for r in runs),
            "text_s": sum(r["text_s"] for r in runs), "error": next((r["error"] for r in runs if r["error"]), None),
            "audit_s": None if any(r["audit_s"] is None for r in runs) else sum(r["audit_s"] for r in runs),
            "audit_rss": max((r["audit_rss"] or 0 for r in runs), default=None)}


def paths_run(inputs: dict[str, Path], documents: list[Path]) -> dict:
    """How each input's pages were read, and the corpus's summed."""
    log("reading paths ...")
    try:
        counted = reading_paths(list(inputs.values()) + documents)
    except Failed as exc:
        return {"error": str(exc)}
    paths = {label: counted[str(pdf)] for label, pdf in inputs.items()}
    if documents:
        paths[f"corpus ({len(documents)} documents)"] = {
            kind: sum(counted[str(pdf)][kind] for pdf in documents) for kind in counted[str(documents[0])]}
    return paths


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not shutil.which("pdftotext"):
        raise SystemExit("bench.py: pdftotext (poppler-utils) is needed: apt-get install poppler-utils")
    method = args.rss if args.rss != "auto" else ("time" if Path(TIME_BIN).exists() else "rusage")
    tool = find_tool()
    ensure_gitignore()
    began = time.perf_counter()
    info = machine()
    info["compiled"] = byte_compile()
    log(f"swppp-audit {info['swppp_audit']} at {tool}; peak RSS via {method}; repeat {args.repeat}")

    documents = sorted((args.corpus / "pdf").glob("*.pdf")) if args.corpus else []
    large = large_inputs(args, documents)
    rows = [side_by_side(generated(pages), str(pages), pages, tool, method, args.repeat) for pages in args.pages]
    rows += [side_by_side(pdf, f"{args.big_pages} ({what})", args.big_pages, tool, method, args.repeat)
             for what, pdf in large.items()]
    corpus = corpus_run(documents, tool, method, args.repeat)
    paths = paths_run({**{f"{pages} pages (make_large)": generated(pages) for pages in args.pages},
                       **{f"{args.big_pages} pages ({what})": pdf for what, pdf in large.items()}}, documents)

    stages = None
    if args.stages_pages:  # in a fresh process
        log(f"stage breakdown on {args.stages_pages} pages ...")
        try:
            stages = stage_breakdown(generated(args.stages_pages), args.repeat)
        except Failed as exc:
            stages = {"error": str(exc)}

    log("start-up ...")
    help_t = [measure([tool, "--help"], "none")[0] for _ in range(10)]
    python_t = [measure([sys.executable, "-c", "pass"], "none")[0] for _ in range(10)]
    import_t = [measure([sys.executable, "-c", f"import {CHECK_IMPORTS}"], "none")[0] for _ in range(5)]
    batch_import_t = [measure([sys.executable, "-c", f"import {BATCH_IMPORTS}"], "none")[0] for _ in range(5)]

    batches = [batch_run(args.batch_docs, pages, tool, method, args.repeat) for pages in args.batch_pages
               if args.batch_docs]
    print_report(info, method, args, rows, stages, (help_t, python_t, import_t, batch_import_t), batches, time.perf_counter() - began,
                 corpus, paths)
    return 0


def print_corpus_and_paths(corpus, paths) -> None:
    """The corpus as pages per second over all its documents, and the reading path of every page."""
    if corpus:
        if corpus["audit_s"] is None:
            print(f"\nCorpus ({corpus['docs']} documents, {corpus['pages']} pages): check failed: {corpus['error']}")
        else:
            print(f"\nCorpus, {corpus['docs']} documents by other hands and producers, {corpus['pages']} pages, each "
                  f"document side by side (sums of medians): pdftotext {corpus['text_s']:.2f} s "
                  f"({corpus['pages'] / corpus['text_s']:.0f} pages/s), audit {corpus['audit_s']:.2f} s "
                  f"(**{corpus['pages'] / corpus['audit_s']:.1f} pages/s**, {corpus['audit_s'] / corpus['text_s']:.1f}x), "
                  f"largest peak RSS {fmt(corpus['audit_rss'] and corpus['audit_rss'] / 1024, '.0f')} MB.")
    if paths:
        print("\nPages by reading path (read_pdf in a fresh process, --ocr never):\n")
        if "error" in paths:
            print(f"failed: {paths['error']}")
            return
        kinds = list(next(iter(paths.values())))
        print("| input | " + " | ".join(kinds) + " |")
        print("|---|" + "---:|" * len(kinds))
        for label, counts in paths.items():
            print(f"| {label} | " + " | ".join(str(counts[k]) for k in kinds) + " |")


def batch_run(docs: int, pages: int, tool: str, method: str, repeat: int) -> dict:
    """`batch` over DOCS generated plans of PAGES pages, with --jobs 1 and 2 alternating, REPEAT
    times each: median seconds, peak RSS and CPU per number of jobs."""
    log(f"batch of {docs} x {pages} pages ...")
    folder = CACHE / f"batch-{docs}x{pages}p-{generator_key()}"
    for seed in range(1, docs + 1):
        generated(pages, seed, folder)
    results, rss, cpus = {1: [], 2: []}, {1: [], 2: []}, {1: [], 2: []}
    error = None
    with tempfile.TemporaryDirectory(prefix="swppp-bench-") as out:
        for r in range(repeat):
            for jobs in (1, 2):
                cmd = [tool, "batch", str(folder), "-o", str(Path(out) / f"j{jobs}"), "--checklist", CHECKLIST,
                       "--jobs", str(jobs), "--force"]
                try:
                    t, peak, cpu = measure(cmd, method, ok=(0, 1))
                except Failed as exc:
                    error = str(exc)
                    break
                results[jobs].append(t), rss[jobs].append(peak), cpus[jobs].append(cpu)
                log(f"  run {r + 1}: --jobs {jobs} {t:.2f} s")
            if error:
                log(f"  batch failed: {error}")
                break
    return {"docs": docs, "pages": pages, "t": {j: median(v) for j, v in results.items()},
            "rss": {j: median(v) for j, v in rss.items()}, "cpu": {j: median(v) for j, v in cpus.items()},
            "pairs": [one / two for one, two in zip(results[1], results[2])], "error": error}


def print_batches(batches: list[dict], serial: float) -> None:
    """One table over the batch sizes, and the best two places can do given SERIAL seconds of
    each run that cannot overlap."""
    p = print
    p(f"\nBatch: {batches[0]['docs']} generated plans of each size, "
      "`swppp-audit batch DIR -o OUT --checklist somers-ch93 --jobs N --force`:\n")
    p("| pages each | jobs | seconds | CPU s | documents/minute | speed-up | at best | peak RSS MB (largest process) |")
    p("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for batch in batches:
        t1 = batch["t"][1]
        for jobs in (1, 2):
            t = batch["t"][jobs]
            if t is None or t1 is None:
                p(f"| {batch['pages']} | {jobs} | failed: {batch['error']} | | | | | |")
                continue
            best = "" if jobs == 1 else f"{t1 / (serial + (t1 - serial) / 2):.2f}x"
            p(f"| {batch['pages']} | {jobs} | {t:.2f} | {fmt(batch['cpu'][jobs])} | {batch['docs'] * 60 / t:.1f} | "
              f"{t1 / t:.2f}x | {best} | {fmt(batch['rss'][jobs] and batch['rss'][jobs] / 1024, '.0f')} |")
        if batch["error"] and t1 is not None:
            p(f"\n**batch of {batch['pages']}-page plans failed on a later run: {batch['error']}**")
    spread = [f"{b['pages']} pages {min(b['pairs']):.2f}-{max(b['pairs']):.2f}x" for b in batches if b["pairs"]]
    if spread:  # how much the machine's own noise moves the speed-up from one run to the next
        p(f"\nEach --jobs 1 run over the --jobs 2 run right after it: {', '.join(spread)}.")
    p(f"\n\"At best\": part of every run cannot overlap with anything (Python's start, the imports before the "
      f"first child forks, and the exit), about {serial:.2f} s, a process that only imports them; with it, "
      "that is the most two places can give.")


def print_stages(stages: dict, args) -> None:
    """Where the time of one audit goes, stage by stage, and where `check` runs each stage."""
    p = print
    p(f"\nStages in one process, {args.stages_pages}-page file (`from swppp_audit...`; warm = median of {args.repeat}):\n")
    if "error" in stages:
        p(f"failed: {stages['error']}")
    else:
        warm = {k: median(v) for k, v in stages["warm"].items()}
        where = {"text": "reading child", "page objects (scan and table check)": "reading child",
                 "ruled tables": "reading child", "OCR": "reading child", "layout.build": "reading child",
                 "match": "matching child, beside the assessing child",
                 "applicability": "assessing child", "decide": "parent",
                 "report.to_json": "parent"}
        total = sum(warm[k] or 0.0 for k in where)
        p("| stage | where `check` runs it | seconds | share |")
        p("|---|---|---:|---:|")
        for name, seconds in stages["cold"].items():
            p(f"| {name} (once per process) | {'parent, while the reading child works' if 'spaCy' in name else 'parent'} "
              f"| {seconds:.2f} | |")
        for name, runs_in in where.items():
            p(f"| {name} | {runs_in} | {fmt(warm.get(name))} | "
              f"{fmt(warm.get(name) and 100 * warm[name] / total, '.0f')}% |")
        p(f"\nShares are of the {total:.2f} s from text to to_json, timed in one process after one untimed "
          f"pass; {stages['pages']} pages, {stages['tables']} ruled tables found, JSON {stages['json_kb']:.0f} KB. "
          "`check` spreads them over two cores: one child reads while the parent loads spaCy and builds the "
          "matchers, then one child matches while another assesses applicability, and the parent decides "
          "and reports. Peak RSS of that process (MB): "
          + ", ".join(f"after {k} {v:.0f}" for k, v in stages["rss_after"].items()) + ".")


def print_report(info, method, args, rows, stages, startup, batches, took, corpus=None, paths=None) -> None:
    help_t, python_t, import_t, batch_import_t = startup
    p = print
    p("### swppp-audit benchmark\n")
    p(f"Machine: {info['cpu']}, {info['nproc']} CPU(s) usable ({info['cpu_count']} online), "
      f"{fmt(info['mem_gb'], '.1f')} GB RAM, Linux {info['kernel']}; {info['implementation']} {info['python']}; "
      f"{info['pdftotext']}; swppp-audit {info['swppp_audit']}.\n")
    p(f"Inputs: bench/make_large.py (cover, contents, numbered narrative with every third text page in two "
      f"columns, a ruled table every fifth page, HydroCAD-style calculation appendices). Times are medians of "
      f"{args.repeat} whole-process runs, pdftotext and the audit alternating; peak RSS is the largest process "
      f"in the tree ({'GNU time %M' if method == 'time' else 'RUSAGE_CHILDREN of a wrapper' if method == 'rusage' else 'not measured'}).\n")
    p("`pdftotext -layout FILE /dev/null` vs `swppp-audit check FILE --checklist somers-ch93 --format json --ocr never`:\n")
    p("| pages | PDF MB | pdftotext s | pdftotext pages/s | audit s | audit CPU s | audit pages/s | audit / pdftotext | audit peak RSS MB |")
    p("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        if row["error"] and row["audit_s"] is None:
            p(f"| {row['label']} | {row['mb']:.1f} | {fmt(row['text_s'])} | {fmt(row['text_s'] and row['pages'] / row['text_s'], '.0f')} "
              f"| failed | | | | {row['error']} |")
            continue
        p(f"| {row['label']} | {row['mb']:.1f} | {row['text_s']:.2f} | {row['pages'] / row['text_s']:.0f} | "
          f"{row['audit_s']:.2f} | {fmt(row['audit_cpu'])} | {row['pages'] / row['audit_s']:.1f} | {row['audit_s'] / row['text_s']:.1f}x | "
          f"{fmt(row['audit_rss'] and row['audit_rss'] / 1024, '.0f')} |")
    runs = "; ".join(f"{r['label']} p: " + ", ".join(f"{t:.2f}" for t in r["audit_runs"]) for r in rows if r["audit_runs"])
    p(f"\nIndividual audit runs (s): {runs}.")
    print_corpus_and_paths(corpus, paths)
    if any(r["error"] for r in rows):
        for r in rows:
            if r["error"]:
                p(f"\n**{r['pages']} pages: check failed: {r['error']}**")

    if stages:
        print_stages(stages, args)

    p(f"\nStart-up: `swppp-audit --help` {median(help_t) * 1000:.0f} ms (median of 10; `python -c pass` "
      f"{median(python_t) * 1000:.0f} ms; `import {CHECK_IMPORTS}`, what `check` loads before it forks, "
      f"{median(import_t) * 1000:.0f} ms, median of 5; `import {BATCH_IMPORTS}`, what `batch` loads before it forks "
      f"its reader, {median(batch_import_t) * 1000:.0f} ms)."
      + f" The package's modules were byte-compiled first, as `pip install` does: {info['compiled']}.")

    if batches:
        print_batches(batches, median(batch_import_t))
    try:
        load_end = f"{os.getloadavg()[0]:.1f}"
    except OSError:
        load_end = "n/a"
    p(f"\nBenchmark wall time: {took / 60:.1f} min; 1-minute load average {fmt(info['load'], '.1f')} at the start, "
      f"{load_end} at the end (other work on the machine inflates the times).")


if __name__ == "__main__":
    sys.exit(main())
