"""Checklists are data: load a jurisdiction's YAML file and validate it before anything runs.

A checklist names the items the local law requires, each with its citation, the law's own
words, its group, when it applies, and the cues the matcher looks for. Nothing about a
particular town is known to the engine; a third town is a new YAML file.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from .language import SAFE_LOADER

GROUPS = ("swppp", "postconstruction", "certification")


class ChecklistError(ValueError):
    """A checklist file that cannot be used; the message names the file and the item."""


@dataclass(frozen=True)
class Element:
    """One thing an item's content must mention, recognised by phrases or spaCy token patterns."""

    name: str
    phrases: tuple[str, ...] = ()
    patterns: tuple[tuple[dict, ...], ...] = ()
    vocab: tuple[str, ...] = ()  # names of shared pattern sets in language.yaml
    # Shared sets whose presence in the same sentence voids a hit: "mulch" is an erosion control
    # practice, but not in "Bioretention BR-1 | replace mulch" (the mulch of a permanent practice).
    not_with: tuple[str, ...] = ()


@dataclass(frozen=True)
class Item:
    id: str
    citation: str
    title: str
    group: str
    law: str
    applies: str  # "always" or the name of a rule in the checklist's applicability section
    headings: tuple[str, ...]
    elements: tuple[Element, ...]
    none_subjects: tuple[str, ...] = ()  # an explicit "there is no <subject>" satisfies the item
    none_context: tuple[str, ...] = ()  # ... when the same sentence also names one of these
    applies_note: str = ""
    # Where the elements must occur together: a section or table ("section"), or one page ("page",
    # for statements whose signature block sits on the same sheet).
    within: str = "section"
    # Where the item's content may be: under headings naming these (when the plan has such
    # headings), and never under headings naming `not_under` ("Maintenance Schedule" in the
    # postconstruction chapter is not the erosion control maintenance schedule).
    under: tuple[str, ...] = ()
    not_under: tuple[str, ...] = ()
    # A second set of elements that satisfies the item on its own: the drawing sheet itself
    # ("SILT FENCE 210 LF" on a sheet with a scale) where no sentence names the plan sheet.
    alternative: tuple[Element, ...] = ()


@dataclass(frozen=True)
class Checklist:
    id: str
    title: str
    version: str
    source: str
    jurisdiction: dict
    detect: tuple[str, ...]
    clock: dict
    groups: dict  # group -> its heading in reports and letters
    items: tuple[Item, ...]
    applicability: dict
    letter: dict = field(default_factory=dict)  # notes: the law's words every completeness letter adds

    def item(self, item_id: str) -> Item:
        for item in self.items:
            if item.id == item_id:
                return item
        raise KeyError(item_id)


_TOP_KEYS = {"id", "title", "version", "jurisdiction", "detect", "clock", "groups", "items", "applicability", "letter"}
# letter: paragraphs the law adds to a letter: `notes` to every completeness notice (Somers § 93-9,
# SEQRA), `not_required_notes` to the notice that no plan is required (Somers § 93-5C's permit).
_LETTER_KEYS = {"notes", "not_required_notes"}
_REQUIRED_TOP = {"id", "title", "version", "jurisdiction", "detect", "clock", "groups", "items"}
_JURISDICTION_KEYS = {"municipality", "county", "state", "office", "address", "approval_authority", "plan_name"}
_ITEM_KEYS = {"id", "citation", "title", "group", "law", "applies", "applies_note", "headings",
              "elements", "none_statement", "within", "under", "not_under", "alternative"}
WITHIN = ("section", "page")
_REQUIRED_ITEM = {"id", "citation", "title", "group", "law", "applies", "elements"}
_ELEMENT_KEYS = {"name", "phrases", "patterns", "vocab", "not_with"}
_CLOCK_KEYS = {"days", "citation", "basis"}
_APPLICABILITY_KEYS = {"project_types", "rules", "thresholds"}
_TYPE_KEYS = {"id", "label", "phrases", "unless", "single_family", "requires"}
_RULE_KEYS = {"citation", "description", "when", "tests"}
_TEST_KEYS = {"id", "citation", "description", "when", "outcome", "keep_content_check"}
# The project facts a condition may test (read by swppp_audit.applicability).
FACTS = {"disturbed_acres", "disturbed_sqft", "total_site_acres", "project_type", "single_family",
         "common_plan", "receiving_waters", "impaired_water", "alters_hydrology"}


def _fail(path: Path, where: str, message: str) -> ChecklistError:
    return ChecklistError(f"{path.name}: {where}: {message}")


def _strings(value, path: Path, where: str, key: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise _fail(path, where, f"'{key}' must be a list of non-empty strings")
    return tuple(value)


def _check_pattern(pattern, path: Path, where: str) -> tuple[dict, ...]:
    """A token pattern is a list of spaCy token specs; REGEX values must compile."""
    if not isinstance(pattern, list) or not pattern or not all(isinstance(t, dict) for t in pattern):
        raise _fail(path, where, "each pattern must be a non-empty list of token specs (mappings)")
    for token in pattern:
        for spec in token.values():
            if isinstance(spec, dict) and "REGEX" in spec:
                try:
                    re.compile(spec["REGEX"])
                except re.error as exc:
                    raise _fail(path, where, f"bad REGEX {spec['REGEX']!r}: {exc}") from None
    return tuple(pattern)


def _element(raw, path: Path, where: str, vocab_names: set[str]) -> Element:
    if not isinstance(raw, dict):
        raise _fail(path, where, "an element must be a mapping with 'name' and 'phrases'/'patterns'/'vocab'")
    unknown = set(raw) - _ELEMENT_KEYS
    if unknown:
        raise _fail(path, where, f"unknown element key(s): {', '.join(sorted(unknown))}")
    name = raw.get("name")
    if not isinstance(name, str) or not name:
        raise _fail(path, where, "element without a 'name'")
    where = f"{where}, element '{name}'"
    phrases = _strings(raw.get("phrases"), path, where, "phrases")
    patterns = tuple(_check_pattern(p, path, where) for p in raw.get("patterns") or ())
    vocab = _strings(raw.get("vocab"), path, where, "vocab")
    not_with = _strings(raw.get("not_with"), path, where, "not_with")
    missing_vocab = (set(vocab) | set(not_with)) - vocab_names
    if missing_vocab:
        raise _fail(path, where, f"unknown vocab: {', '.join(sorted(missing_vocab))}")
    if not (phrases or patterns or vocab):
        raise _fail(path, where, "needs at least one of 'phrases', 'patterns', 'vocab'")
    return Element(name=name, phrases=phrases, patterns=patterns, vocab=vocab, not_with=not_with)


def _item(raw, path: Path, index: int, rules: set[str], vocab_names: set[str]) -> Item:
    where = f"item {raw.get('id', f'#{index + 1}')}" if isinstance(raw, dict) else f"item #{index + 1}"
    _keys(raw, _ITEM_KEYS, _REQUIRED_ITEM, path, where)
    if raw["group"] not in GROUPS:
        raise _fail(path, where, f"group must be one of {', '.join(GROUPS)}, not {raw['group']!r}")
    applies = raw["applies"]
    if applies != "always" and applies not in rules:
        raise _fail(path, where, f"'applies: {applies}' names no rule in the applicability section")
    elements = raw["elements"]
    if not isinstance(elements, list) or not elements:
        raise _fail(path, where, "'elements' must be a non-empty list")
    if raw.get("within", "section") not in WITHIN:
        raise _fail(path, where, f"'within' must be one of {', '.join(WITHIN)}")
    none_statement = raw.get("none_statement") or {}
    if not isinstance(none_statement, dict) or set(none_statement) - {"subjects", "context"}:
        raise _fail(path, where, "'none_statement' takes only 'subjects' and 'context'")
    return Item(
        id=str(raw["id"]),
        citation=str(raw["citation"]),
        title=str(raw["title"]),
        group=raw["group"],
        law=" ".join(str(raw["law"]).split()),
        applies=applies,
        applies_note=str(raw.get("applies_note", "")),
        headings=_strings(raw.get("headings"), path, where, "headings"),
        elements=tuple(_element(e, path, where, vocab_names) for e in elements),
        none_subjects=_strings(none_statement.get("subjects"), path, where, "none_statement.subjects"),
        none_context=_strings(none_statement.get("context"), path, where, "none_statement.context"),
        within=raw.get("within", "section"),
        under=_strings(raw.get("under"), path, where, "under"),
        not_under=_strings(raw.get("not_under"), path, where, "not_under"),
        alternative=tuple(_element(e, path, f"{where}, alternative", vocab_names)
                          for e in _list(raw.get("alternative"), path, where, "alternative")),
    )


def _list(raw, path: Path, where: str, key: str) -> list:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise _fail(path, where, f"'{key}' must be a list")
    return raw


def _keys(raw, allowed: set[str], required: set[str], path: Path, where: str) -> None:
    if not isinstance(raw, dict):
        raise _fail(path, where, "must be a mapping")
    unknown = set(raw) - allowed
    if unknown:
        raise _fail(path, where, f"unknown key(s): {', '.join(sorted(unknown))}")
    missing = required - set(raw)
    if missing:
        raise _fail(path, where, f"missing key(s): {', '.join(sorted(missing))}")


def _condition(raw, path: Path, where: str) -> None:
    """all/any of conditions, {activity: listed}, or {fact: NAME, is|gte|lt: VALUE}."""
    if not isinstance(raw, dict):
        raise _fail(path, where, "a condition must be a mapping")
    if set(raw) in ({"all"}, {"any"}):
        parts = next(iter(raw.values()))
        if not isinstance(parts, list) or not parts:
            raise _fail(path, where, "'all'/'any' takes a non-empty list of conditions")
        for part in parts:
            _condition(part, path, where)
    elif raw == {"activity": "listed"}:
        pass
    elif "fact" in raw:
        if raw["fact"] not in FACTS:
            raise _fail(path, where, f"unknown fact {raw['fact']!r} (known: {', '.join(sorted(FACTS))})")
        tests = set(raw) - {"fact"}
        if not tests or tests - {"is", "gte", "lt"}:
            raise _fail(path, where, f"a fact condition takes 'is', 'gte' and/or 'lt', not {sorted(tests)}")
    else:
        raise _fail(path, where, f"not a condition: {raw!r}")


def _applicability(raw, path: Path) -> set[str]:
    """Validate the applicability section; returns the names of its rules."""
    _keys(raw, _APPLICABILITY_KEYS, set(), path, "applicability")
    for kind in raw.get("project_types") or []:
        where = f"project type {kind.get('id', '?') if isinstance(kind, dict) else kind!r}"
        _keys(kind, _TYPE_KEYS, {"id", "label", "phrases"}, path, where)
        _strings(kind["phrases"], path, where, "phrases")
        _strings(kind.get("unless"), path, where, "unless")
        if "requires" in kind:
            _condition(kind["requires"], path, where)
    for name, rule in (raw.get("rules") or {}).items():
        _keys(rule, _RULE_KEYS, {"citation", "description"}, path, f"rule {name}")
        if ("when" in rule) == ("tests" in rule):
            raise _fail(path, f"rule {name}", "needs exactly one of 'when' and 'tests'")
        if "when" in rule:
            _condition(rule["when"], path, f"rule {name}")
        for test in rule.get("tests") or []:
            _keys(test, _TEST_KEYS - {"outcome", "keep_content_check"}, {"id", "citation", "description", "when"},
                  path, f"rule {name}")
            _condition(test["when"], path, f"rule {name}, test {test['id']}")
    for test in raw.get("thresholds") or []:
        where = f"threshold {test.get('id', '?') if isinstance(test, dict) else test!r}"
        _keys(test, _TEST_KEYS, {"id", "citation", "description", "when"}, path, where)
        _condition(test["when"], path, where)
        if test.get("outcome", "exempt") != "exempt":
            raise _fail(path, where, "the only outcome a threshold may have is 'exempt'")
        if not isinstance(test.get("keep_content_check", False), bool):
            raise _fail(path, where, "'keep_content_check' is true or false")
    return set((raw.get("rules") or {}).keys())


def parse(path: Path, vocab_names: set[str]) -> Checklist:
    """Read and validate one checklist file; every problem is a ChecklistError naming file and item."""
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    except yaml.YAMLError as exc:
        raise ChecklistError(f"{path.name}: not valid YAML: {exc}") from None
    except OSError as exc:
        raise ChecklistError(f"{path}: cannot read: {exc.strerror}") from None
    _keys(raw, _TOP_KEYS, _REQUIRED_TOP, path, "top level")
    clock = raw["clock"]
    if not isinstance(clock, dict) or set(clock) != _CLOCK_KEYS or not isinstance(clock["days"], int):
        raise _fail(path, "clock", "needs exactly 'days' (a whole number), 'citation' and 'basis'")
    _keys(raw["jurisdiction"], _JURISDICTION_KEYS, _JURISDICTION_KEYS, path, "jurisdiction")
    _keys(raw["groups"], set(GROUPS), set(GROUPS), path, "groups")
    letter = raw.get("letter") or {}
    _keys(letter, _LETTER_KEYS, set(), path, "letter")
    letter = {key: _strings(value, path, "letter", key) for key, value in letter.items()}
    applicability = raw.get("applicability") or {}
    rules = _applicability(applicability, path)
    items_raw = raw["items"]
    if not isinstance(items_raw, list) or not items_raw:
        raise _fail(path, "items", "must be a non-empty list")
    items = tuple(_item(r, path, i, rules, vocab_names) for i, r in enumerate(items_raw))
    seen: set[str] = set()
    for item in items:
        if item.id in seen:
            raise _fail(path, f"item {item.id}", "duplicate id")
        seen.add(item.id)
    return Checklist(
        id=str(raw["id"]),
        title=str(raw["title"]),
        version=str(raw["version"]),
        source=str(path),
        jurisdiction=dict(raw["jurisdiction"]),
        detect=_strings(raw["detect"], path, "detect", "detect"),
        clock=dict(clock),
        groups=dict(raw["groups"]),
        items=items,
        applicability=applicability,
        letter=letter,
    )


@lru_cache(maxsize=16)
def _parsed(path: Path, mtime_ns: int, size: int, vocab_names: frozenset[str]) -> Checklist:
    """Parsed once per process and file version; forked children inherit the parse."""
    return parse(path, vocab_names)


def builtin_dir() -> Path:
    from . import data_dir

    return data_dir("checklists")


def available() -> dict[str, Path]:
    """The installed checklists by id (the file name without .yaml)."""
    return {p.stem: p for p in sorted(builtin_dir().glob("*.yaml"))}


def load(name_or_path: str) -> Checklist:
    """Load an installed checklist by id, or any checklist file by path."""
    from .language import language  # the vocab names a checklist may refer to

    candidate = Path(name_or_path)
    installed = available()
    if name_or_path in installed:
        path = installed[name_or_path]
    elif candidate.suffix in (".yaml", ".yml") and candidate.is_file():
        path = candidate
    else:
        known = ", ".join(installed) or "none"
        raise ChecklistError(f"unknown checklist {name_or_path!r} (installed: {known})")
    try:
        stat = path.stat()
    except OSError as exc:
        raise ChecklistError(f"{path}: cannot read: {exc.strerror}") from None
    checklist = _parsed(path, stat.st_mtime_ns, stat.st_size, frozenset(language().vocab))
    if checklist.id != path.stem and path.parent == builtin_dir():
        raise _fail(path, "top level", f"id {checklist.id!r} differs from the file name")
    return checklist


def load_all() -> list[Checklist]:
    return [load(name) for name in available()]
