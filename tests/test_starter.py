"""`swppp-audit checklist new` and `checklist example` (swppp_audit.judging.starter): a town file an
office fills in, and the worked example the package ships."""
from __future__ import annotations

import yaml

from conftest import command

from swppp_audit.judging.starter import example_dir


def test_a_starter_lists_every_base_item_and_loads_once_its_keys_are_filled(tmp_path):
    ran = command("checklist", "new", "lewisboro-ch189", "-o", tmp_path)
    assert ran.returncode == 0, ran.stderr
    path = tmp_path / "lewisboro-ch189.yaml"
    text = path.read_text(encoding="utf-8")
    base = yaml.safe_load((example_dir().parents[1] / "checklists" / "nysdec-model.yaml").read_text(encoding="utf-8"))
    assert all(f"model: {name}" in text for name in base["items"])
    assert "Town of Somers § 93-6A(1)(a)" in text  # what a shipped town cites for the model item, as a hint
    # unfilled, it does not load: one line naming the file, the line and the key
    listed = command("checklists", "--checklist-dir", tmp_path)
    assert listed.returncode == 2 and listed.stderr.startswith("swppp-audit: error: lewisboro-ch189.yaml:")
    assert listed.stderr.count("\n") == 1 and "Traceback" not in listed.stderr
    raw = yaml.safe_load(text)
    raw.update(title="Town of Lewisboro Code, Chapter 189 — Stormwater Management", detect=["town of lewisboro"])
    raw["jurisdiction"].update(municipality="Town of Lewisboro", county="Westchester County", office="Town Engineer",
                               address=["Town House", "11 Main Street", "South Salem, NY 10590"],
                               approval_authority="Planning Board")
    raw["clock"] = {"days": 31, "citation": "§ 189-10", "basis": "the law's words"}
    raw["groups"] = {group: f"{group} (§ 189-7)" for group in raw["groups"]}
    raw["applicability"]["rules"]["postconstruction"].update(citation="§ 189-7B", description="one acre or more")
    for n, item in enumerate(raw["items"], 1):
        item.update(id=f"189-7A({n})")  # the model's words stand, cited by the section
    path.write_text(yaml.safe_dump(raw, allow_unicode=True, sort_keys=False), encoding="utf-8")
    listed = command("checklists", "--checklist-dir", tmp_path)
    assert listed.returncode == 0 and "lewisboro-ch189" in listed.stdout, listed.stderr
    assert f"{len(base['items'])} items" in listed.stdout  # the variants are offered, never required
    assert all(f"#   {name}:" in text for name in base["variants"])
    # never over an existing file; a bad id or base is one line
    again = command("checklist", "new", "lewisboro-ch189", "-o", tmp_path)
    assert again.returncode == 2 and "is not overwritten" in again.stderr
    assert "is not a checklist id" in command("checklist", "new", "Lewisboro", "-o", tmp_path).stderr
    assert "no base 'model-law'" in command("checklist", "new", "x-ch1", "--extends", "model-law", "-o", tmp_path).stderr


def test_the_worked_example_is_shipped_printed_and_copied_never_over_a_file(tmp_path):
    printed = command("checklist", "example")
    assert printed.returncode == 0
    assert printed.stdout == (example_dir() / "fernbrook-ch171.yaml").read_text(encoding="utf-8")
    assert command("checklist", "example", "-o", tmp_path).returncode == 0
    assert (tmp_path / "fernbrook-ch171.yaml").is_file()
    assert (tmp_path / "templates" / "fernbrook-ch171" / "letter.md.j2").is_file()
    listed = command("checklists", "--checklist-dir", tmp_path)
    assert "fernbrook-ch171" in listed.stdout
    refused = command("checklist", "example", "-o", tmp_path)
    assert refused.returncode == 2 and "nothing was copied" in refused.stderr
