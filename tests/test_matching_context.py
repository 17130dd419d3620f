"""What the judging tells apart in a plan's structure (swppp_audit.judging.matching.context): a
bare "N/A" under a list mark, an item's own heading given in other words, and reference material
named by a title rather than cited in a sentence."""
from __future__ import annotations

import pytest

from swppp_audit.judging.matching.context import _bare, _content_words, _names_material


@pytest.mark.parametrize("text, bare", [("N/A.", True), ("A. N/A.", True), ("(1) Not applicable", True),
                                         ("- None", True), ("N/A: no basin is proposed.", False),
                                         ("A. Silt fence", False)])
def test_an_answer_of_n_a_is_bare_under_a_list_mark_too(text, bare):
    assert _bare(text) is bare


def test_a_title_in_other_words_keeps_its_content_words():
    law = _content_words("Temporary practices that will be converted to permanent control measures")
    assert law <= _content_words("2.6 PERMANENT CONTROL MEASURES CONVERTED FROM TEMPORARY PRACTICES")
    assert not law <= _content_words("1.07 Schedule of Temporary Practices")
    assert _content_words("Post-Construction Practices") == _content_words("postconstruction practice")


@pytest.mark.parametrize("title, material", [
    ("Soil Survey Report", True),
    ("Appendix D: NRCS Web Soil Survey", True),
    ("Appendix E: Boring Logs and Test Pit Logs", True),
    ("11. Glossary", True),  # a term's definition fits any site
    ("Definitions and Abbreviations", True),
    ("Hydrologic analysis: TR-20 with rainfall from NOAA Atlas 14", False),  # the plan's own line cites a source
    ("The rainfall depths for the design storms are those of NOAA Atlas 14, Volume 10, for the site's "
     "coordinates, as the Design Manual directs.", False),
])
def test_reference_material_is_named_by_a_title_not_cited_in_a_line_of_the_plan(title, material):
    assert _names_material(title) is material
