"""The one table of project facts (swppp_audit.judging.registry): units a rule may test an area in,
conversions between them, labels, and every reviewer-settable fact reachable from the command line."""
from __future__ import annotations

import pytest
from conftest import command

from swppp_audit.judging.registry import FACTS, convert, fact_label, in_fact_unit, units_for


def test_an_area_is_tested_in_acres_or_square_feet_and_converts_both_ways():
    assert units_for("disturbed_acres") == ("acres", "sq ft")
    assert units_for("material_cubic_yards") == ("cubic yards",)
    assert convert(1.0, "acres", "sq ft") == 43560.0 and convert(21780.0, "sq ft", "acres") == 0.5
    assert in_fact_unit("disturbed_acres", 4000, "sq ft") == pytest.approx(0.0918, abs=1e-4)
    assert in_fact_unit("disturbed_acres", 2, None) == 2  # no unit: the fact's own


def test_a_fact_is_labelled_by_the_registry_and_an_unknown_one_by_its_name():
    assert fact_label("common_plan") == "part of a larger common plan"
    assert fact_label("soil_depth") == "soil depth"


def test_every_fact_with_an_option_is_one_of_checks():
    shown = command("check", "--help").stdout
    options = [spec.option for spec in FACTS.values() if spec.option]
    assert options and all(option in shown for option in options)
