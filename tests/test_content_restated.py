"""The law's own words in a plan (swppp_audit.judging.content.restated): quoted or restated they
answer nothing; a certification the law prescribes, made in the first person, is its content."""
from __future__ import annotations

from swppp_audit.judging.checklist import load
from swppp_audit.judging.content.restated import law_runs, of_checklist, restated

LAW = frozenset(law_runs("Maintenance schedule to ensure continuous and effective operation of the erosion and sediment "
                         "control practice. Easements shall be recorded on the plan and shall remain in effect with "
                         "transfer of title to the property."))


def test_the_law_quoted_is_restated_and_an_answer_in_the_plans_words_is_not():
    assert restated("Text of the law: Maintenance schedule to ensure continuous and effective operation of the "
                    "erosion and sediment control practice;", LAW)
    assert not restated("Silt fence is inspected weekly and the sediment removed when it is half the fence's height.",
                        LAW)


def test_the_law_repeated_with_only_how_it_is_met_is_restated_and_with_a_figure_it_is_not():
    assert restated("Response: Easements shall be recorded on the plan and shall remain in effect with transfer "
                    "of title to the property, as required.", LAW)
    assert not restated("Easements shall be recorded on the plan and shall remain in effect with transfer of title "
                        "to the property: a 20-foot easement over Lot 9 is recorded as Liber 1204 page 77.", LAW)


def test_a_certification_made_in_the_first_person_is_no_quotation():
    law = of_checklist(load("somers-ch93"))
    statement = ("\"I certify under penalty of law that I understand and agree to comply with the terms and conditions "
                 "of the Stormwater Pollution Prevention Plan; and that I, or one of my on-site staff, has received a "
                 "minimum of four hours of acceptable training in erosion and sediment control within the last three years.")
    assert not restated(statement, law)
    assert restated("Each contractor and subcontractor identified in the SPPP who will be responsible for installing, "
                    "constructing, repairing, inspecting and maintaining the erosion and sediment control practices "
                    "must sign and date a copy of the following contractor certification statement.", law)


def test_a_towns_applicability_law_is_known_as_the_laws_words():
    law = of_checklist(load("asharoken-ch44"))
    assert restated("Condition A: stormwater runoff from land development activities discharging a pollutant of "
                    "concern to either an impaired water identified on the Department's 303(d) list of impaired waters "
                    "or a total maximum daily load (TMDL) designated watershed.",
                    law)


def test_a_statement_after_the_plans_own_introduction_is_made_and_after_the_laws_it_is_quoted():
    law = of_checklist(load("asharoken-ch44"))
    statement = ("\u201cI certify under penalty of law that I understand and agree to comply with the terms and conditions "
                 "of the stormwater pollution prevention plan.")
    assert not restated("Each of our foremen signed this statement before starting work: " + statement, law)
    assert restated("Each contractor and subcontractor identified in the SWPPP who will be involved in soil disturbance "
                    "and/or stormwater management practice installation shall sign and date a copy of the following "
                    "certification statement before undertaking any land development activity: " + statement, law)


def test_a_scanned_statement_whose_i_ocr_read_as_a_bar_is_still_made():
    law = of_checklist(load("somers-ch93"))
    assert not restated("| also understand that it is unlawful for any person to cause or contribute to a violation of "
                        "water quality standards.", law)
