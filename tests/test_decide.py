"""The completeness decision and the determination clock."""
from datetime import date

import pytest

from swppp_audit.checklist import load
from swppp_audit.decide import clock, decide, is_business_day, ny_public_holidays
from swppp_audit.model import Finding


@pytest.fixture(scope="module")
def somers():
    return load("somers-ch93")


def test_due_date_is_received_plus_the_checklists_period(somers):
    c = clock(somers, date(2026, 11, 2), today=date(2026, 11, 10))
    assert c.days == 31 and c.citation == "§ 93-13A"
    assert c.decision_due == date(2026, 12, 3)  # a Thursday
    assert c.next_business_day is None
    assert not c.late


def test_due_date_on_a_saturday_runs_to_monday(somers):
    c = clock(somers, date(2026, 11, 4), today=date(2026, 11, 5))
    assert c.decision_due == date(2026, 12, 5) and c.decision_due.weekday() == 5
    assert c.next_business_day == date(2026, 12, 7)


def test_due_date_on_thanksgiving_runs_to_the_next_business_day(somers):
    c = clock(somers, date(2026, 10, 26), today=date(2026, 10, 27))
    assert c.decision_due == date(2026, 11, 26)
    assert c.next_business_day == date(2026, 11, 27)


def test_sunday_holiday_is_kept_on_monday():
    # Christmas 2022 fell on a Sunday; N.Y. Gen. Constr. Law § 24 keeps it on the Monday.
    assert not is_business_day(date(2022, 12, 26))
    assert date(2026, 2, 12) in ny_public_holidays(2026)  # Lincoln's Birthday is a NY holiday
    assert date(2026, 6, 14) in ny_public_holidays(2026)  # Flag Day, second Sunday in June


def test_determination_after_the_due_date_is_late(somers):
    c = clock(somers, date(2026, 10, 1), today=date(2026, 11, 30))
    assert c.late


def test_no_received_date_means_today_and_says_so(somers):
    c = clock(somers, None, today=date(2026, 11, 30))
    assert c.received == date(2026, 11, 30) and not c.received_stated


def _findings(*statuses):
    return tuple(Finding(f"x{i}", s, "") for i, s in enumerate(statuses))


def test_complete_only_when_every_applicable_item_is_present():
    assert decide(_findings("present", "not_applicable"), (), False)[0] == "complete"
    assert decide(_findings("present", "missing", "needs_review"), (), False)[0] == "incomplete"
    assert decide(_findings("present", "needs_review"), (), False)[0] == "needs_review"


def test_unread_pages_never_give_complete():
    decision, reasons = decide(_findings("present"), (4, 5), False)
    assert decision == "needs_review"
    assert any("4, 5" in r for r in reasons)


def test_exempt_project_needs_no_plan():
    assert decide(_findings("not_applicable"), (), True)[0] == "not_required"
