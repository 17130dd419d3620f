"""The shared vocabulary (swppp_audit.language): the one pointer pattern that the plan's checklist
rows, its sentences and the response letter are all read with."""
from __future__ import annotations

import re

import pytest

from swppp_audit.language import language


@pytest.mark.parametrize("text, places", [
    ("see Section 4.2 of this plan", [("Section", "4.2")]),
    ("as revised in Sections 2.4 and 2.5.", [("Section", "2.4"), ("Section", "2.5")]),
    ("Appendices B, C and D", [("Appendix", "B"), ("Appendix", "C"), ("Appendix", "D")]),
    ("shown on Sheet C-101 and Figure 3", [("Sheet", "C-101"), ("Figure", "3")]),
    ("SEE SHEET ES-1", [("Sheet", "ES-1")]),
    ("Exhibit A-2.", [("Exhibit", "A-2")]),
    ("Chapter IV", [("Chapter", "IV")]),
    ("Tables 2 & 3", [("Table", "2"), ("Table", "3")]),
])
def test_a_pointer_names_each_place(text, places):
    assert language().named_places(text) == places


@pytest.mark.parametrize("text", [
    "as the section below describes",  # a word, not a label
    "the appendix is bound at the back",
    "in this section a plan shall be given",
])
def test_a_kind_without_a_label_names_no_place(text):
    assert language().named_places(text) == []


def test_a_singular_kind_takes_one_label_not_a_figure_after_it():
    # "and 4 acres" is a measure, not a second section: only a plural kind ("Sections") lists
    assert language().named_places("Section 3 and 4 acres") == [("Section", "3")]


def test_drawings_are_told_from_parts_of_the_text():
    lang = language()
    assert lang.is_drawing("Sheets") and lang.is_drawing("figure")
    assert not lang.is_drawing("Appendices") and not lang.is_drawing("section")


def test_the_unnamed_pattern_can_be_used_twice_in_one_larger_pattern():
    source = language().pointer_source(named=False)
    both = re.compile(rf"^{source}\W+{source}$", re.I)
    assert both.match("Section 3.2, Sheet C-2")
    assert not both.match("Section 3.2, page")


def test_every_word_list_holds_words_not_yaml_booleans():
    # YAML reads a bare on, off, yes or no as true or false: a list of words must quote them
    lang = language()
    for words in (lang.joining_words, lang.sentence_verbs, lang.negation, lang.clause_joins, lang.part_labels):
        assert all(isinstance(w, str) for w in words), words
    assert "on" in lang.joining_words and "no" in lang.negation
