"""No plan's words in the code (issue 25).

The shared plans (../shared/corpus/pdf and ../shared/real-world) are a regression set: the tool
must recognise the structure of a plan, not the sentences of the plans it was tried on. A run of
six consecutive words that one shared plan has and no other plan (nor the law texts in
../shared/seeds) is that plan's own wording; finding it in swppp_audit/ (code, comments, strings,
checklists, vocabulary, templates) means the code was fitted to that plan. Wording two or more
plans share is the trade's, and the law's wording is the law's: both may be quoted. The law's side
is the law texts, the canonical item titles of ../shared/item-ids.tsv (the checklists' titles, which
plans copy as headings) and each checklist's own name and town office (`title`, `jurisdiction`:
"Somers Town House, 335 Route 202", which a plan addressed to the town may also print).

Words are lowercase runs of letters and digits, so punctuation, case, line breaks and the
backslash escapes of regular expressions (``\\s+``, ``\\b``) do not hide a quote."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "swppp_audit"
SHARED = ROOT.parent / "shared"
PLAN_DIRS = (SHARED / "corpus" / "pdf", SHARED / "real-world")
LAW_DIR = SHARED / "seeds"
ITEM_IDS = SHARED / "item-ids.tsv"
CHECKLISTS = PACKAGE / "data" / "checklists"
SOURCE_SUFFIXES = {".py", ".yaml", ".yml", ".j2", ".html", ".md", ".txt", ".js", ".css", ".json"}

RUN = 6  # words in a row that make a quote
WORD = re.compile(r"[a-z0-9]+")
ESCAPE = re.compile(r"\\+[A-Za-z]")  # \s, \b, \d, \n ... in patterns and strings
HYPHEN_BREAK = re.compile(r"[-\u00ad\x02\ufffe]\s*\n\s*")  # "sedi-\nment" as pdfium gives it


def words(text: str) -> list[tuple[str, int]]:
    """(word, line number) for each word of `text`, lowercased."""
    out = []
    for number, line in enumerate(text.lower().splitlines(), 1):
        out.extend((w, number) for w in WORD.findall(line))
    return out


def shingles(text: str, run: int = RUN) -> set[tuple[str, ...]]:
    ws = [w for w, _ in words(text)]
    return {tuple(ws[i:i + run]) for i in range(len(ws) - run + 1)}


def plan_shingles(text: str, run: int = RUN) -> set[tuple[str, ...]]:
    # a word broken over a line end counts both ways: as the two halves and rejoined
    return shingles(text, run) | shingles(HYPHEN_BREAK.sub("", text), run)


@dataclass(frozen=True)
class Quote:
    where: str  # file:line
    run: str
    plan: str

    def __str__(self) -> str:
        return f"{self.where}: {self.run!r}  (only in {self.plan})"


def plan_only_runs(plans: dict[str, str], laws: list[str], sources: dict[str, str],
                   run: int = RUN) -> list[Quote]:
    """Each maximal stretch of a source made of `run`-word runs found in exactly one plan and in
    no law text, with the line it starts on and the plan it comes from."""
    owner: dict[tuple[str, ...], str] = {}
    count: Counter = Counter()
    for name, text in plans.items():
        for s in plan_shingles(text, run):
            count[s] += 1
            owner[s] = name
    law: set[tuple[str, ...]] = set()
    for text in laws:
        law |= shingles(text, run)
    own = {s: owner[s] for s, n in count.items() if n == 1 and s not in law}

    quotes = []
    for where, text in sources.items():
        ws = words(ESCAPE.sub(" ", text))
        keys = [tuple(w for w, _ in ws[i:i + run]) for i in range(len(ws) - run + 1)]
        i = 0
        while i < len(keys):
            if keys[i] not in own:
                i += 1
                continue
            j = i + 1  # the overlapping runs that follow make one stretch
            while j < len(keys) and keys[j] in own:
                j += 1
            stretch = " ".join(w for w, _ in ws[i:j + run - 1])
            quotes.append(Quote(f"{where}:{ws[i][1]}", stretch, own[keys[i]]))
            i = j + run - 1
    return quotes


def pdf_text(path: Path) -> str:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(path)
    try:
        pages = []
        for index in range(len(pdf)):
            page = pdf[index]
            textpage = page.get_textpage()
            pages.append(textpage.get_text_range())
            textpage.close()
            page.close()
        return "\n".join(pages)
    finally:
        pdf.close()


def law_texts() -> list[str]:
    """The law's side: the law texts, the canonical item titles, each checklist's name and office."""
    import yaml

    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(LAW_DIR.glob("*.txt"))]
    if ITEM_IDS.exists():
        texts.extend(line.split("\t")[3] for line in ITEM_IDS.read_text(encoding="utf-8").splitlines()
                     if line.count("\t") >= 3)
    for path in sorted(CHECKLISTS.glob("*.yaml")):
        checklist = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts.append(str(checklist.get("title", "")))
        for value in (checklist.get("jurisdiction") or {}).values():
            texts.append(" ".join(value) if isinstance(value, list) else str(value))
    return texts


def source_texts() -> dict[str, str]:
    out = {}
    for path in sorted(PACKAGE.rglob("*")):
        if path.is_file() and path.suffix in SOURCE_SUFFIXES and "__pycache__" not in path.parts:
            out[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8", errors="replace")
    return out


# --- the detector itself, on made-up texts -----------------------------------------------------

PLAN_A = """The Quillfeather Bakery at 9 Marzipan Court keeps its spill kit in the
blue shed behind the oven house. Silt fence shall be inspected after every rain event.
The operator shall retain a copy of the plan at the construction site."""
PLAN_B = """Harbinger Tool Works will stage its fill beside the east gate.
Silt fence shall be inspected after every rain event and repaired within one day."""
LAW = "The operator shall retain a copy of the plan at the construction site at all times."


def test_detector_finds_a_quote_of_one_plan():
    sources = {"pkg/a.py": 'x = 1\n# keeps its spill kit in the\n# Blue-Shed behind the oven, mind\n'}
    quotes = plan_only_runs({"a.pdf": PLAN_A, "b.pdf": PLAN_B}, [LAW], sources)
    assert [(q.where, q.run, q.plan) for q in quotes] == [
        ("pkg/a.py:2", "keeps its spill kit in the blue shed behind the oven", "a.pdf")]


def test_detector_sees_through_regular_expressions():
    sources = {"pkg/l.yaml": 'pattern: "\\\\bquillfeather\\\\s+bakery\\\\s+at\\\\s+9\\\\s+marzipan\\\\s+court"\n'}
    quotes = plan_only_runs({"a.pdf": PLAN_A, "b.pdf": PLAN_B}, [LAW], sources)
    assert [q.run for q in quotes] == ["quillfeather bakery at 9 marzipan court"]


def test_detector_leaves_shared_wording_law_and_short_runs_alone():
    sources = {
        "pkg/shared.py": "# silt fence shall be inspected after every rain event\n",  # in both plans
        "pkg/law.py": "# the operator shall retain a copy of the plan at the construction site\n",
        "pkg/short.py": "# blue shed behind the oven\n",  # five words of plan A
        "pkg/apart.py": "# keeps its spill kit\n# elsewhere\n# in the blue shed\n",
    }
    assert plan_only_runs({"a.pdf": PLAN_A, "b.pdf": PLAN_B}, [LAW], sources) == []


def test_detector_joins_words_broken_over_a_line_end():
    plan = "the Quillfeather Bak-\nery at 9 Marzipan Court"
    quotes = plan_only_runs({"a.pdf": plan, "b.pdf": PLAN_B}, [], {"s.py": "quillfeather bakery at 9 marzipan court"})
    assert len(quotes) == 1


# --- the package against the shared plans ------------------------------------------------------

def test_the_package_quotes_no_shared_plan():
    pdfs = sorted(p for d in PLAN_DIRS if d.is_dir() for p in d.glob("*.pdf"))
    if not pdfs:
        pytest.skip(f"the shared plans are not beside the project ({SHARED}); nothing to compare with")
    plans = {p.name: pdf_text(p) for p in pdfs}
    quotes = plan_only_runs(plans, law_texts(), source_texts())
    assert not quotes, (f"{len(quotes)} run(s) of {RUN}+ words that only one shared plan has, in "
                        "swppp_audit/ — write an example of your own instead:\n"
                        + "\n".join(map(str, quotes)))
