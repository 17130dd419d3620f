"""Checklists are data: both towns load, carry exactly the canonical ids, and a broken file is
refused with a message naming the file and the item."""
import csv
from pathlib import Path

import pytest
import yaml

from swppp_audit.checklist import ChecklistError, available, load

ITEM_IDS = Path(__file__).resolve().parents[2] / "shared" / "item-ids.tsv"
SOMERS = available()["somers-ch93"]


def canonical_ids() -> dict[str, list[str]]:
    ids: dict[str, list[str]] = {}
    with ITEM_IDS.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            ids.setdefault(row["checklist"], []).append(row["id"])
    return ids


@pytest.mark.parametrize("checklist_id", ["asharoken-ch44", "somers-ch93"])
def test_checklist_has_every_canonical_item_in_order(checklist_id):
    checklist = load(checklist_id)
    ids = [item.id for item in checklist.items]
    canonical = canonical_ids()[checklist_id]
    assert [i for i in ids if i in canonical] == canonical
    extra = set(ids) - set(canonical)
    assert extra <= {"93-6A(2)-phosphorus"}  # the one item of Somers' own (enhanced phosphorus removal)
    for item in checklist.items:
        assert item.citation.startswith("§ ") and item.law and item.elements


def test_the_towns_differ_where_the_law_does():
    somers, asharoken = load("somers-ch93"), load("asharoken-ch44")
    soils = {e.name for e in somers.item("93-6A(1)(c)").elements}
    assert "hydrologic soil group" in soils
    assert "hydrologic soil group" not in {e.name for e in asharoken.item("44-8B(1)(c)").elements}
    assert "four-hour training clause" in {e.name for e in somers.item("93-6D").elements}
    assert "four hours" not in asharoken.item("44-8E").law
    assert somers.item("93-6A(1)(i)").none_subjects and somers.item("93-6A(1)(l)").none_subjects


def _broken(tmp_path, mutate) -> Path:
    raw = yaml.safe_load(SOMERS.read_text(encoding="utf-8"))
    mutate(raw)
    path = tmp_path / "broken-town.yaml"
    path.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize("mutate, message", [
    (lambda raw: raw["items"][2].update(colour="red"), "item 93-6A(1)(c): unknown key(s): colour"),
    (lambda raw: raw["items"].append(dict(raw["items"][0])), "item 93-6A(1)(a): duplicate id"),
    (lambda raw: raw["items"][3]["elements"][0].update(
        patterns=[[{"TEXT": {"REGEX": "([unclosed"}}]]), "item 93-6A(1)(d), element 'sequence or phasing': bad REGEX"),
    (lambda raw: raw["items"][1].update(group="misc"), "item 93-6A(1)(b): group must be one of"),
    (lambda raw: raw["items"][1].update(applies="sometimes"), "names no rule in the applicability section"),
    (lambda raw: raw["applicability"]["rules"]["postconstruction"].update(when={"fact": "colour", "is": 1}),
     "rule postconstruction: unknown fact 'colour'"),
    (lambda raw: raw["clock"].pop("days"), "clock: needs exactly"),
])
def test_broken_checklist_is_refused_naming_file_and_item(tmp_path, mutate, message):
    with pytest.raises(ChecklistError) as error:
        load(str(_broken(tmp_path, mutate)))
    assert str(error.value).startswith("broken-town.yaml: ")
    assert message in str(error.value)


def test_a_third_town_is_a_new_file_not_new_code(tmp_path):
    path = _broken(tmp_path, lambda raw: raw.update(id="broken-town", title="Town of Elsewhere"))
    assert load(str(path)).title == "Town of Elsewhere"


def test_unknown_checklist_name_lists_the_installed_ones():
    with pytest.raises(ChecklistError, match="installed: asharoken-ch44, somers-ch93"):
        load("nowhere-ch1")
