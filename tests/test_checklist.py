"""Checklists are data: every installed town loads, carries exactly the canonical ids, shares
with the others only what the base holds, and a broken file is refused in one line naming the
file, the line and the key."""
import csv
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from swppp_audit.judging.checklist import ChecklistError, available, builtin_dir, load

ITEM_IDS = Path(__file__).resolve().parents[2] / "shared" / "item-ids.tsv"
SOMERS = available()["somers-ch93"]


def canonical_ids() -> dict[str, list[str]]:
    ids: dict[str, list[str]] = {}
    with ITEM_IDS.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            ids.setdefault(row["checklist"], []).append(row["id"])
    return ids


@pytest.mark.parametrize("checklist_id", sorted(canonical_ids() if ITEM_IDS.is_file() else ()))
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
    path.write_text(yaml.safe_dump(raw, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def _item(raw, item_id):
    return next(i for i in raw["items"] if i["id"] == item_id)


@pytest.mark.parametrize("mutate, key, message", [
    (lambda raw: _item(raw, "93-6A(1)(c)").update(colour="red"), "items[93-6A(1)(c)].colour", "unknown key"),
    (lambda raw: raw["jurisdiction"].update(address="Town Hall, 1 Main St"), "jurisdiction.address",
     "valid list"),
    (lambda raw: raw["clock"].update(days="thirty-one"), "clock.days", "valid integer"),
    (lambda raw: raw.update(extends="nowhere-model"), "extends", "unknown base 'nowhere-model'"),
    (lambda raw: raw["applicability"]["rules"]["postconstruction"].update(when={"fact": "colour", "is": 1}),
     "applicability.rules.postconstruction.when", "unknown fact 'colour'"),
    (lambda raw: raw["items"].append(dict(raw["items"][2])), "items[93-6A(1)(c)].id", "duplicate id"),
    (lambda raw: _item(raw, "93-6D")["extend"]["elements"][0].update(patterns=[[{"TEXT": {"REGEX": "([unclosed"}}]]),
     "items[93-6D].extend.elements[four-hour training clause].patterns[0]", "bad REGEX"),
    (lambda raw: _item(raw, "93-6A(1)(b)").update(group="misc"), "items[93-6A(1)(b)].group", "is not one of the groups"),
    (lambda raw: _item(raw, "93-6A(1)(b)").update(applies="sometimes"), "items[93-6A(1)(b)].applies",
     "names no rule in the applicability section"),
    (lambda raw: raw["clock"].pop("days"), "clock.days", "missing key"),
    (lambda raw: _item(raw, "93-6A(1)(e)").update(elements=["no such element"]), "items[93-6A(1)(e)].elements[0]",
     "names no element of the base"),
    (lambda raw: raw["items"].pop(0), "items", "neither listed (model: NAME) nor left out"),
    (lambda raw: _item(raw, "93-6D")["extend"]["elements"][0].update(together_with=["no such element"]),
     "items[93-6D].elements", "together_with names no element of 93-6D: no such element"),
    # a variant is another adoption's wording, offered: omitting one is no decision about the law
    (lambda raw: raw["omit"].append("inspection-schedule"), "omit[12]", "is a variant of the base: a town need not omit it"),
    (lambda raw: raw["applicability"]["thresholds"][0]["when"].update(unit="cubic yards"),
     "applicability.thresholds[93-5A(4)].when", "tested in acres, sq ft"),
    # an area's threshold without its unit: 5000 meant in square feet would be read in acres
    (lambda raw: raw["applicability"]["thresholds"][0]["when"].pop("unit"),
     "applicability.thresholds[93-5A(4)].when", "names no unit: add unit: acres or unit: sq ft"),
    (lambda raw: raw["applicability"]["thresholds"][0].update(when={"fact": "disturbed_acres", "gte": 5, "lt": 1,
                                                                     "unit": "acres"}),
     "applicability.thresholds[93-5A(4)].when", "no value is in that range"),
])
def test_broken_checklist_is_one_line_naming_file_line_and_key(tmp_path, mutate, key, message):
    path = _broken(tmp_path, mutate)
    with pytest.raises(ChecklistError) as error:
        load(str(path))
    text = str(error.value)
    assert "\n" not in text
    match = re.match(r"broken-town\.yaml:(\d+): (.+?): (.*)$", text)
    assert match, text
    assert match.group(2) == key and message in match.group(3), text
    line = int(match.group(1))
    written = path.read_text(encoding="utf-8").splitlines()
    assert key.split(".")[-1].split("[")[0] in written[line - 1] or line > 1, text  # the line of the key


def test_a_broken_town_at_the_command_line_is_one_error_line_and_exit_2(tmp_path):
    _broken(tmp_path, lambda raw: raw["jurisdiction"].update(address="Town Hall, 1 Main St"))
    result = subprocess.run([sys.executable, "-m", "swppp_audit", "checklists", "--checklist-dir", str(tmp_path)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0
    assert re.match(r"swppp-audit: error: broken-town\.yaml:\d+: jurisdiction\.address: ", result.stderr), result.stderr


def test_the_installed_list_is_the_folder():
    installed = {path.stem for path in builtin_dir().glob("*.yaml") if "\nbase: true" not in path.read_text()}
    assert set(available()) >= installed and installed
    with pytest.raises(ChecklistError, match=re.escape(f"installed: {', '.join(available())}")):
        load("nowhere-ch1")


def test_the_towns_share_nothing_the_base_holds():
    """No heading list, chapter list or element written out in one town's file is written out in
    another's: what they share is the base's, once."""
    def written(path):
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        lists = set()
        for item in raw["items"]:
            for key in ("headings", "under", "not_under"):
                if isinstance(item.get(key), list):
                    lists.add(tuple(item[key]))
            for element in (item.get("elements") or []) + (item.get("alternative") or []):
                if isinstance(element, dict):
                    lists.add(repr(sorted(element.items())))
        return lists

    towns = [path for name, path in available().items() if path.parent == builtin_dir()]
    for n, one in enumerate(towns):
        for other in towns[n + 1:]:
            assert not written(one) & written(other), (one.name, other.name)
            shared = set(one.read_text(encoding="utf-8").splitlines()) & set(other.read_text(encoding="utf-8").splitlines())
            assert not [line for line in shared if len(line.strip()) > 30], (one.name, other.name)


def test_a_town_gives_the_law_only_where_it_words_an_item_otherwise():
    """The model law's words are the base's: a town that repeats them has copied the base."""
    base = yaml.safe_load((builtin_dir() / "nysdec-model.yaml").read_text(encoding="utf-8"))
    pool = {**base["items"], **base["variants"]}
    for name, path in available().items():
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        for item in raw["items"]:
            if item.get("model") and item.get("law"):
                assert " ".join(item["law"].split()) != " ".join(pool[item["model"]]["law"].split()), (name, item["id"])
    somers, asharoken = load("somers-ch93"), load("asharoken-ch44")
    assert asharoken.item("44-8B(1)(m)").law == pool["receiving-waters"]["law"]  # the model's, unsaid in the town
    assert somers.item("93-6A(1)(k)").law == " ".join(pool["inspection-schedule"]["law"].split())  # a variant's
    assert somers.item("93-6A(1)(k)").citation == "§ 93-6A(1)(k)"  # "§ ID" unless the town says otherwise
    assert somers.item("93-6A(2)-phosphorus").citation == "§ 93-6A(2)"


def test_the_fingerprint_follows_the_content_of_every_checklist_file(tmp_path, monkeypatch):
    """What a batch's reruns key on: an edit to a base (even one that keeps every version number)
    changes it, a file merely touched does not, and an unknown checklist is refused as by load."""
    from swppp_audit.judging.checklist import ENV, fingerprint

    for path in builtin_dir().glob("*.yaml"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    monkeypatch.setenv(ENV, str(tmp_path))
    before = fingerprint("somers-ch93")
    assert fingerprint("somers-ch93") == before and fingerprint() != before
    base = next(p for p in tmp_path.glob("*.yaml") if "\nbase: true" in p.read_text())
    base.touch()
    assert fingerprint("somers-ch93") == before
    base.write_text(base.read_text() + "# reworded by the office\n")
    assert fingerprint("somers-ch93") != before
    with pytest.raises(ChecklistError, match="unknown checklist 'nowhere-ch1'"):
        fingerprint("nowhere-ch1")


def test_a_checklist_file_that_is_not_there_is_named_as_a_file_and_an_unknown_id_as_an_id(tmp_path):
    with pytest.raises(ChecklistError, match=r"checklist /no/such\.yaml: no such file"):
        load("/no/such.yaml")
    with pytest.raises(ChecklistError, match="a folder, not a checklist file"):
        load(str(tmp_path) + "/")
    with pytest.raises(ChecklistError, match=r"unknown checklist 'nowhere-ch1' \(installed: .*somers-ch93"):
        load("nowhere-ch1")


def test_a_town_extends_its_model_item_in_place_and_a_typo_is_an_error_line(tmp_path):
    """A town grows or trims a model item without copying it: headings added and removed, phrases
    added to a named element, an element added after the model's, one removed by name."""
    town = yaml.safe_load((Path(__file__).parents[1] / "swppp_audit" / "data" / "examples" / "towns"
                           / "fernbrook-ch171.yaml").read_text(encoding="utf-8"))
    item = next(i for i in town["items"] if i.get("model") == "project-description")
    item["extend"] = {"headings": ["tree removal plan"], "phrases": {"scope of the project": ["tree removal", "stumping"]},
                      "elements": [{"name": "tax map number", "phrases": ["tax map", "s/b/l"]}]}
    item["remove"] = {"headings": ["introduction"], "elements": ["size"]}
    path = tmp_path / "fernbrook-ch171.yaml"
    path.write_text(yaml.safe_dump(town, allow_unicode=True, sort_keys=False), encoding="utf-8")
    loaded = load(str(path)).item(item["id"])
    base = load("somers-ch93").item("93-6A(1)(a)")  # the same model item, as the base gives it
    assert "tree removal plan" in loaded.headings and "introduction" not in loaded.headings
    assert set(loaded.headings) - {"tree removal plan"} == set(base.headings) - {"introduction"}
    scope = next(e for e in loaded.elements if e.name == "scope of the project")
    assert {"tree removal", "stumping"} <= set(scope.phrases)
    assert [e.name for e in loaded.elements] == ["scope of the project", "location", "tax map number"]
    for change, key, said in ((("remove", "elements"), "elements", "the item has no element 'sise'"),
                              (("extend", "phrases"), "phrases", "the item has no element 'scop'")):
        item.pop("remove", None), item.pop("extend", None)
        item[change[0]] = {key: ["sise"]} if change[0] == "remove" else {key: {"scop": ["x"]}}
        path.write_text(yaml.safe_dump(town, allow_unicode=True, sort_keys=False), encoding="utf-8")
        with pytest.raises(ChecklistError, match=said):
            load(str(path))


def test_an_added_element_goes_where_the_town_says_and_a_wrong_place_is_an_error_line(tmp_path):
    """`extend: {after: NAME}` puts a clause the town's law adds among the model's clauses (by the
    element's base name or its shown name); a name the item lacks is one error line."""
    somers = load("somers-ch93").item("93-6D")
    names = [e.name for e in somers.elements]
    assert names.index("four-hour training clause") == 2 and names[-1] == "date signed"
    path = _broken(tmp_path, lambda raw: _item(raw, "93-6D")["extend"].update(after="unlawful clause"))
    with pytest.raises(ChecklistError, match=r"items\[93-6D\]\.extend\.after: the item has no element 'unlawful clause'"):
        load(str(path))
    path = _broken(tmp_path, lambda raw: _item(raw, "93-6D")["extend"].pop("after"))
    assert [e.name for e in load(str(path)).item("93-6D").elements][-1] == "four-hour training clause"
