"""Where a checklist's problem is (swppp_audit.judging.places): the file, the line of the key, and
the key path with list entries named by their id, name or model."""
from __future__ import annotations

import yaml

from swppp_audit.judging.places import fail, key_text, line_of

TOWN = """id: x-ch1
items:
  - id: "1A"
    elements:
      - name: soils
        phrases: [loam]
  - model: site-map
    id: "1B"
"""


def test_a_key_path_names_list_entries_by_their_id_name_or_model_and_the_line_is_the_keys(tmp_path):
    path = tmp_path / "x-ch1.yaml"
    path.write_text(TOWN, encoding="utf-8")
    raw = yaml.safe_load(TOWN)
    assert key_text(raw, ("items", 0, "elements", 0, "phrases")) == "items[1A].elements[soils].phrases"
    assert key_text(raw, ("items", 1, "model")) == "items[1B].model"
    assert line_of(path, ("items", 0, "elements", 0, "phrases")) == 6
    assert line_of(path, ("items", 1, "colour")) == 7  # a key that is not there: its mapping's line
    assert key_text(raw, ()) == "top level"
    error = fail(path, raw, ("items", 1, "model"), "names no item of the base: 'site-map'")
    assert str(error) == "x-ch1.yaml:7: items[1B].model: names no item of the base: 'site-map'"
