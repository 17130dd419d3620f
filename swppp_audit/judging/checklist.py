"""Checklists are data: find a jurisdiction's YAML file, join it to the model-law base it
extends, and validate every key and value before anything runs.

A checklist names the items the local law requires, each with its citation, the law's own
words, its group, when it applies, and the cues the matcher looks for. Nothing about a
particular town or item group is known to the engine: a town is a YAML file, found in the
folders of `--checklist-dir` and SWPPP_AUDIT_CHECKLISTS before the installed ones.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from swppp_audit.language import SAFE_LOADER
from swppp_audit.judging.places import ChecklistError, fail

if TYPE_CHECKING:
    from swppp_audit.judging.schema import TownFile

__all__ = ["Checklist", "ChecklistError", "Element", "Item", "available", "fingerprint", "load", "load_all",
           "search_path"]

ENV = "SWPPP_AUDIT_CHECKLISTS"  # a path list (os.pathsep) of folders of checklists
_IS_BASE = re.compile(r"^base:\s*true\s*(?:#.*)?$", re.M)  # a base says so at its top level


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
    # Elements of the item that, outside the item's own section, must share a sentence with this
    # one: a schedule names the inspection and its frequency in one breath; an inspector in one
    # step of a sequence and "within 7 days" in another are no schedule.
    together_with: tuple[str, ...] = ()
    # A labelled field that names the site ("Site address: ...", a fill-in form's first section)
    # says where the project is for the whole plan: it gives this element in the item's own section.
    site_field: bool = False


@dataclass(frozen=True)
class Thing:
    """One thing a `shown` check looks for on the drawings, by its phrases."""

    name: str
    phrases: tuple[str, ...]
    fact: str | None = None  # a project fact whose statement in the plan gives the thing


@dataclass(frozen=True)
class CheckRule:
    """A check of substance on an item (swppp_audit.judging.substance): its stable id, its kind,
    the law's words it quotes, and the law's figure (`limit`) or list (`things`)."""

    id: str
    kind: str
    law: str
    limit: float | None = None
    things: tuple[Thing, ...] = ()


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
    # A form the law has signed when the plan is submitted: left blank, it is missing, where a form
    # signed later (a contractor's, before work begins) left blank is for the reviewer.
    signed_at_submission: bool = False
    # Where the item's content may be: under headings naming these (when the plan has such
    # headings), and never under headings naming `not_under` ("Maintenance Schedule" in the
    # postconstruction chapter is not the erosion control maintenance schedule).
    under: tuple[str, ...] = ()
    not_under: tuple[str, ...] = ()
    # A second set of elements that satisfies the item on its own: the drawing sheet itself
    # ("SILT FENCE 340 LF" on a sheet with a scale) where no sentence names the plan sheet.
    alternative: tuple[Element, ...] = ()
    checks: tuple[CheckRule, ...] = ()

    @property
    def on_one_page(self) -> bool:
        """A form's item (within: page): its statement, signature and date are made on one sheet,
        not described in a section."""
        return self.within == "page"


@dataclass(frozen=True)
class Checklist:
    id: str
    title: str
    version: str
    source: str
    jurisdiction: dict
    detect: tuple[str, ...]
    clock: dict  # days, count (calendar or business), citation, basis
    groups: dict  # group -> its heading in reports and letters
    items: tuple[Item, ...]
    applicability: dict
    letter: dict = field(default_factory=dict)  # notes: the law's words every completeness letter adds
    facts_tested: frozenset = frozenset()  # the facts its conditions test (some are read only then)

    def item(self, item_id: str) -> Item:
        for item in self.items:
            if item.id == item_id:
                return item
        raise KeyError(item_id)


# --- where checklists are --------------------------------------------------------------------

def builtin_dir() -> Path:
    from swppp_audit.files import data_dir

    return data_dir("checklists")


def use_dirs(dirs) -> None:
    """Put folders ahead of the others (--checklist-dir). Kept in the environment so that every
    child process (batch, the web page's audits) searches the same folders."""
    given = [str(Path(d).resolve()) for d in dirs]
    if given:
        os.environ[ENV] = os.pathsep.join(given + [p for p in os.environ.get(ENV, "").split(os.pathsep) if p])


def search_path() -> list[Path]:
    """The folders searched, first first: SWPPP_AUDIT_CHECKLISTS (with --checklist-dir ahead of
    it), then the installed checklists. A town in an earlier folder hides one of the same id."""
    folders = []
    for entry in filter(None, os.environ.get(ENV, "").split(os.pathsep)):
        if not Path(entry).is_dir():
            raise ChecklistError(f"{entry}: not a folder of checklists (from {ENV} or --checklist-dir)")
        folders.append(Path(entry))
    return folders + [builtin_dir()]


def _files() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for folder in search_path():
        for path in sorted(folder.glob("*.yaml")):
            found.setdefault(path.stem, path)
    return found


def _is_base(path: Path) -> bool:
    try:
        return bool(_IS_BASE.search(path.read_text(encoding="utf-8")))
    except OSError:
        return False


def available() -> dict[str, Path]:
    """The towns' checklists by id (the file name without .yaml), bases left out."""
    return {name: path for name, path in sorted(_files().items()) if not _is_base(path)}


def template_dirs() -> list[Path]:
    """Letter and page templates: each checklist folder's `templates/` ahead of the installed
    ones, so an office can word its own letters (a town's own in `templates/ID/`)."""
    from swppp_audit.files import data_dir

    own = [folder / "templates" for folder in search_path()[:-1] if (folder / "templates").is_dir()]
    return own + [data_dir("templates")]


# --- reading ---------------------------------------------------------------------------------

def _read(path: Path):
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark else ""
        raise ChecklistError(f"{path.name}{line}: not valid YAML: {getattr(exc, 'problem', exc)}") from None
    except OSError as exc:
        raise ChecklistError(f"{path}: cannot read: {exc.strerror}") from None
    if not isinstance(raw, dict):
        raise ChecklistError(f"{path.name}:1: top level: a checklist is a mapping of keys")
    return raw


@dataclass(frozen=True)
class Base:
    """A model law's shared items (joined to their named elements and lists) and the names."""

    id: str
    version: str
    items: dict  # name -> the item's keys, references resolved: the model law's list
    variants: dict  # ... and the items another adoption words otherwise (listed at will)
    elements: dict  # name -> element keys
    headings: dict
    lists: dict


def _element(value, names: dict, path: Path, raw, keys: tuple) -> dict:
    """An element as written: a name (the base's element of that name) or its own keys."""
    if isinstance(value, str):
        if value not in names:
            raise fail(path, raw, keys, f"names no element of the base: {value!r}")
        return {"name": value, **names[value], "ref": value}  # its shown name may be longer
    if not value.get("name"):
        raise fail(path, raw, keys, "an element written out needs its 'name'")
    return value


def _resolve(item: dict, lists: tuple[dict, dict, dict], path: Path, raw, keys: tuple) -> dict:
    """An item with each named list and element replaced by the base's."""
    headings, chapters, elements = lists
    out = dict(item)
    for key, names in (("headings", headings), ("under", chapters), ("not_under", chapters)):
        if isinstance(out.get(key), str):
            if out[key] not in names:
                raise fail(path, raw, keys + (key,), f"names no list of the base: {out[key]!r}")
            out[key] = names[out[key]]
    for key in ("elements", "alternative"):
        if out.get(key) is not None:
            out[key] = [_element(e, elements, path, raw, keys + (key, n)) for n, e in enumerate(out[key])]
    return out


@lru_cache(maxsize=8)
def _base(path: Path, mtime_ns: int, vocab: frozenset[str]) -> Base:
    from swppp_audit.judging.schema import BaseFile, validate  # pydantic: only once a file is parsed

    raw = _read(path)
    spec = validate(BaseFile, raw, path, vocab)
    elements = {name: e.model_dump(exclude_unset=True) for name, e in spec.elements.items()}
    lists = (spec.headings, spec.lists, elements)
    items, variants = ({name: _resolve(item.model_dump(exclude_unset=True), lists, path, raw, (key, name))
                        for name, item in getattr(spec, key).items()} for key in ("items", "variants"))
    return Base(spec.id, spec.version, items, variants, elements, spec.headings, spec.lists)


def _load_base(name: str, path: Path, raw, vocab: frozenset[str]) -> Base:
    found = _files().get(name)
    if found is None or not _is_base(found):
        bases = ", ".join(n for n, p in _files().items() if _is_base(p)) or "none"
        raise fail(path, raw, ("extends",), f"unknown base {name!r} (bases: {bases})")
    return _base(found, found.stat().st_mtime_ns, vocab)


_REQUIRED = ("id", "citation", "title", "group", "law", "applies", "elements")


def _joined_items(spec: TownFile, raw, base: Base | None, path: Path) -> list[dict]:
    """The town's items, each a model item with the town's keys over it, or the town's own."""
    lists = (base.headings, base.lists, base.elements) if base else ({}, {}, {})
    listed = set()
    out = []
    for n, item in enumerate(spec.items):
        keys = ("items", n)
        mine = item.model_dump(exclude_unset=True)
        model = mine.pop("model", None)
        pool = {**base.items, **base.variants} if base else {}
        if model is not None:
            if model not in pool:
                raise fail(path, raw, keys + ("model",), f"names no item of the base: {model!r}"
                           + ("" if base else " (the file extends no base)"))
            listed.add(model)
        changes = {key: mine.pop(key) for key in ("extend", "remove") if key in mine}
        joined = {**(pool[model] if model else {}), **_resolve(mine, lists, path, raw, keys)}
        joined = _changed(joined, changes, lists, path, raw, keys)
        joined["checks"] = [_cited(c, joined.get("law") or "", path, raw, keys + ("checks", n))
                            for n, c in enumerate(joined.get("checks") or ())]
        if joined.get("citation") is None and joined.get("id") is not None:
            joined["citation"] = f"§ {joined['id']}"  # a law's item is cited by its section unless told
        missing = [k for k in _REQUIRED if joined.get(k) is None]
        if missing:
            raise fail(path, raw, keys + (missing[0],), "missing key" + (" (the model item does not give it)" if model else ""))
        out.append(joined)
    _check_omitted(spec, raw, base, listed, path)
    return out


def _changed(item: dict, changes: dict, lists, path: Path, raw, keys: tuple) -> dict:
    """ITEM with a town's `extend:` and `remove:` applied: headings added and removed, phrases
    added to a named element, elements added after the model's and removed by name. What they
    name must be there (a typo is an error line, never a silent no-op)."""
    extend, remove = changes.get("extend") or {}, changes.get("remove") or {}
    if not extend and not remove:
        return item
    out = dict(item)
    headings = list(out.get("headings") or ())
    for n, heading in enumerate(remove.get("headings", ())):
        if heading not in headings:
            raise fail(path, raw, keys + ("remove", "headings", n), f"the item has no heading {heading!r}")
        headings.remove(heading)
    out["headings"] = headings + [h for h in extend.get("headings", ()) if h not in headings]
    elements = [dict(e) for e in out.get("elements") or ()]
    names = {e["name"] for e in elements} | {e["ref"] for e in elements if "ref" in e}
    for n, name in enumerate(remove.get("elements", ())):
        if name not in names:
            raise fail(path, raw, keys + ("remove", "elements", n), f"the item has no element {name!r}")
    elements = [e for e in elements if not {e["name"], e.get("ref")} & set(remove.get("elements", ()))]
    for name, phrases in extend.get("phrases", {}).items():
        target = next((e for e in elements if name in (e["name"], e.get("ref"))), None)
        if target is None:
            raise fail(path, raw, keys + ("extend", "phrases", name), f"the item has no element {name!r}")
        target["phrases"] = list(target.get("phrases") or ()) + [p for p in phrases if p not in (target.get("phrases") or ())]
    added = [_element(e, lists[2], path, raw, keys + ("extend", "elements", n))
             for n, e in enumerate(extend.get("elements", ()))]
    at = len(elements)
    if extend.get("after") is not None:  # where the law puts it: a statement's clause among its clauses
        at = next((n + 1 for n, e in enumerate(elements) if extend["after"] in (e["name"], e.get("ref"))), None)
        if at is None:
            raise fail(path, raw, keys + ("extend", "after"), f"the item has no element {extend['after']!r}")
    out["elements"] = elements[:at] + added + elements[at:]
    if extend.get("things"):
        out["checks"] = _more_things(out.get("checks") or [], extend["things"], path, raw, keys)
    return out


def _more_things(checks: list[dict], things: dict, path: Path, raw, keys: tuple) -> list[dict]:
    """The model's checks with a town's things added to the `shown` checks it names."""
    out = [dict(c) for c in checks]
    for check_id, added in things.items():
        target = next((c for c in out if c["id"] == check_id and c["kind"] == "shown"), None)
        if target is None:
            raise fail(path, raw, keys + ("extend", "things", check_id), f"the item has no shown check {check_id!r}")
        target["things"] = list(target["things"]) + list(added)
    return out


def _check_omitted(spec: TownFile, raw, base: Base | None, listed: set, path: Path) -> None:
    """Every model item is listed or omitted in so many words: a model item a town lacks is a
    decision about its law, never an oversight."""
    known = set(base.items) if base else set()
    for n, name in enumerate(spec.omit):
        if base is not None and name in base.variants:
            raise fail(path, raw, ("omit", n), f"{name!r} is a variant of the base: a town need not omit it")
        if name not in known:
            raise fail(path, raw, ("omit", n), f"names no item of the base: {name!r}")
        if name in listed:
            raise fail(path, raw, ("omit", n), f"{name!r} is also listed in items")
    unsaid = sorted(known - listed - set(spec.omit))
    if unsaid:
        raise fail(path, raw, ("items",), f"the base's item(s) {', '.join(unsaid)} are neither listed "
                                          "(model: NAME) nor left out (omit: [NAME])")


def _elements(raw_elements) -> tuple[Element, ...]:
    return tuple(Element(name=e["name"], phrases=tuple(e.get("phrases", ())),
                         patterns=tuple(tuple(p) for p in e.get("patterns", ())), vocab=tuple(e.get("vocab", ())),
                         not_with=tuple(e.get("not_with", ())), together_with=tuple(e.get("together_with", ())),
                         site_field=bool(e.get("site_field", False)))
                 for e in raw_elements)


def _item(joined: dict) -> Item:
    none_statement = joined.get("none_statement") or {}
    return Item(
        id=joined["id"],
        citation=joined["citation"],
        title=joined["title"],
        group=joined["group"],
        law=" ".join(joined["law"].split()),
        applies=joined["applies"],
        applies_note=joined.get("applies_note") or "",
        headings=tuple(joined.get("headings") or ()),
        elements=_elements(joined["elements"]),
        none_subjects=tuple(none_statement.get("subjects", ())),
        none_context=tuple(none_statement.get("context", ())),
        within=joined.get("within") or "section",
        signed_at_submission=bool(joined.get("signed_at_submission")),
        under=tuple(joined.get("under") or ()),
        not_under=tuple(joined.get("not_under") or ()),
        alternative=_elements(joined.get("alternative") or ()),
        checks=tuple(_check_rule(c) for c in joined.get("checks") or ()),
    )


def _cited(check: dict, law: str, path: Path, raw, keys: tuple) -> dict:
    """A check with its law's words: the sentence of the item's law that holds what it cites."""
    if check.get("law") is not None:
        return check
    sentences = re.split(r"(?<=\.)\s+(?=[A-Z])", " ".join(law.split()))
    said = next((s for s in sentences if check["cites"].lower() in s.lower()), None)
    if said is None:
        raise fail(path, raw, keys + ("cites",), f"the item's law does not say {check['cites']!r} (a town whose law "
                   "words it otherwise gives the item checks: of its own, which replace the model's)")
    return {**check, "law": said.rstrip(";")}


def _check_rule(raw: dict) -> CheckRule:
    from swppp_audit.judging.schema import CHECK_LIMITS

    limit = raw.get(CHECK_LIMITS.get(raw["kind"], ""))
    return CheckRule(id=raw["id"], kind=raw["kind"], law=" ".join(raw["law"].split()),
                     limit=None if limit is None else float(limit),
                     things=tuple(Thing(t["name"], tuple(t["phrases"]), t.get("fact")) for t in raw.get("things") or ()))


def _check_items(items: list[Item], spec: TownFile, raw, path: Path) -> None:
    """What an item names must exist in this checklist: its group, its rule; ids are unique."""
    seen: set[str] = set()
    for n, item in enumerate(items):
        if item.group not in spec.groups:
            raise fail(path, raw, ("items", n, "group"),
                       f"group {item.group!r} is not one of the groups: {', '.join(spec.groups)}")
        if item.applies != "always" and item.applies not in spec.applicability.rules:
            raise fail(path, raw, ("items", n, "applies"),
                       f"'applies: {item.applies}' names no rule in the applicability section")
        if item.id in seen:
            raise fail(path, raw, ("items", n, "id"), f"duplicate id {item.id!r}")
        names = {e.name for e in item.elements}
        for element in item.elements:
            unknown = sorted(set(element.together_with) - names)
            if unknown:
                raise fail(path, raw, ("items", n, "elements"),
                           f"element {element.name!r}: together_with names no element of {item.id}: {', '.join(unknown)}")
        seen.add(item.id)


def _facts_tested(node) -> frozenset:
    if isinstance(node, dict):
        return frozenset({node["fact"]} if isinstance(node.get("fact"), str) else ()).union(
            *(_facts_tested(v) for v in node.values()))
    if isinstance(node, list):
        return frozenset().union(*(_facts_tested(v) for v in node))
    return frozenset()


def parse(path: Path, vocab_names) -> Checklist:
    """Read, validate and join one town's checklist; every problem is a ChecklistError naming
    the file, the line and the key."""
    from swppp_audit.judging.schema import TownFile, validate  # pydantic: only once a file is parsed

    raw = _read(path)
    if raw.get("base") is True:
        raise fail(path, raw, ("base",), "a base is not a town's checklist; a town `extends:` it")
    vocab = frozenset(vocab_names)
    spec = validate(TownFile, raw, path, vocab)
    base = _load_base(spec.extends, path, raw, vocab) if spec.extends else None
    items = [_item(joined) for joined in _joined_items(spec, raw, base, path)]
    _check_items(items, spec, raw, path)
    version = spec.version + (f"+{base.id}.{base.version}" if base else "")
    applicability = raw.get("applicability") or {}
    return Checklist(
        id=spec.id,
        title=spec.title,
        version=version,
        source=str(path),
        jurisdiction=spec.jurisdiction.model_dump(),
        detect=tuple(spec.detect),
        clock=spec.clock.model_dump(),
        groups=dict(spec.groups),
        items=tuple(items),
        applicability=applicability,
        letter={key: tuple(value) for key, value in spec.letter.model_dump(exclude_unset=True).items()},
        facts_tested=_facts_tested(applicability),
    )


@lru_cache(maxsize=16)
def _parsed(path: Path, mtime_ns: int, size: int, base_stamp: tuple, vocab_names: frozenset[str]) -> Checklist:
    """Parsed once per process and file version (its base's too); forked children inherit the parse."""
    return parse(path, vocab_names)


def _base_stamp() -> tuple:
    """The bases' versions on disk, so a changed base is read again."""
    return tuple((p, p.stat().st_mtime_ns) for p in _files().values() if _is_base(p))


def _path_of(name_or_path: str, installed: dict[str, Path]) -> Path:
    """The file of a town's checklist by id (from the search path), or of a checklist by path."""
    candidate = Path(name_or_path)
    if name_or_path in installed:
        return installed[name_or_path]
    if candidate.suffix in (".yaml", ".yml") and candidate.is_file():
        return candidate
    if candidate.suffix in (".yaml", ".yml") or "/" in name_or_path or "\\" in name_or_path:  # meant as a file
        what = "a folder, not a checklist file" if candidate.is_dir() else "no such file"
        raise ChecklistError(f"checklist {name_or_path}: {what}")
    known = ", ".join(installed) or "none"
    raise ChecklistError(f"unknown checklist {name_or_path!r} (installed: {known})")


def fingerprint(name_or_path: str | None = None, templates: bool = False) -> str:
    """What an audit's result depends on of the checklists, unparsed: the content of every file
    in the search path (a plan is weighed against each town's law, bases included) and of the
    chosen one; with `templates`, also of every template in an office's folders (a reworded
    letter). An edit that keeps the version number still counts; the installed files change
    only with the tool's version. Raises ChecklistError for an unknown checklist, as `load` would."""
    import hashlib

    from swppp_audit.files import sha256_of

    files = sorted(_files().items())
    if name_or_path is not None:
        files.append(("chosen", _path_of(name_or_path, available())))
    for folder in template_dirs()[:-1] if templates else ():
        files += sorted((str(path.relative_to(folder)), path) for path in folder.rglob("*") if path.is_file())
    try:
        each = [f"{name}={sha256_of(path)}" for name, path in files]
    except OSError as exc:
        raise ChecklistError(f"{exc.filename}: cannot read: {exc.strerror}") from None
    return hashlib.sha256("|".join(each).encode()).hexdigest()


def load(name_or_path: str) -> Checklist:
    """Load a town's checklist by id (from the search path), or any checklist file by path."""
    from swppp_audit.language import language  # the vocab names a checklist may refer to

    installed = available()
    path = _path_of(name_or_path, installed)
    try:
        stat = path.stat()
    except OSError as exc:
        raise ChecklistError(f"{path}: cannot read: {exc.strerror}") from None
    checklist = _parsed(path, stat.st_mtime_ns, stat.st_size, _base_stamp(), frozenset(language().vocab))
    if checklist.id != path.stem and installed.get(path.stem) == path:
        raise ChecklistError(f"{path.name}:1: id: {checklist.id!r} differs from the file name")
    return checklist


def load_all() -> list[Checklist]:
    return [load(name) for name in available()]
