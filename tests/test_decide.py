"""The completeness decision and the determination clock."""
from datetime import date

import pytest

from swppp_audit.judging.checklist import load
from swppp_audit.judging.decide import clock, decide, is_business_day, ny_public_holidays
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


# N.Y. General Construction Law § 24, worked out by hand from a calendar for every year 2026-2035:
# the thirteen named days, general election day, and the Monday after each named day that falls on
# a Sunday, "except flag day". Columns: New Year's, MLK, Lincoln, Washington, Memorial, Flag Day,
# Juneteenth, Independence, Labor, Columbus, Election, Veterans, Thanksgiving, Christmas.
STATUTE = {
    2026: "01-01 01-19 02-12 02-16 05-25 06-14 06-19 07-04 09-07 10-12 11-03 11-11 11-26 12-25",
    2027: "01-01 01-18 02-12 02-15 05-31 06-13 06-19 07-04 09-06 10-11 11-02 11-11 11-25 12-25",
    2028: "01-01 01-17 02-12 02-21 05-29 06-11 06-19 07-04 09-04 10-09 11-07 11-11 11-23 12-25",
    2029: "01-01 01-15 02-12 02-19 05-28 06-10 06-19 07-04 09-03 10-08 11-06 11-11 11-22 12-25",
    2030: "01-01 01-21 02-12 02-18 05-27 06-09 06-19 07-04 09-02 10-14 11-05 11-11 11-28 12-25",
    2031: "01-01 01-20 02-12 02-17 05-26 06-08 06-19 07-04 09-01 10-13 11-04 11-11 11-27 12-25",
    2032: "01-01 01-19 02-12 02-16 05-31 06-13 06-19 07-04 09-06 10-11 11-02 11-11 11-25 12-25",
    2033: "01-01 01-17 02-12 02-21 05-30 06-12 06-19 07-04 09-05 10-10 11-08 11-11 11-24 12-25",
    2034: "01-01 01-16 02-12 02-20 05-29 06-11 06-19 07-04 09-04 10-09 11-07 11-11 11-23 12-25",
    2035: "01-01 01-15 02-12 02-19 05-28 06-10 06-19 07-04 09-03 10-08 11-06 11-11 11-22 12-25",
}
# The Mondays § 24 adds: a named day (not Flag Day) on a Sunday.
SUNDAY_MOVED = {2027: ["07-05"], 2029: ["11-12"], 2032: ["07-05"], 2033: ["06-20", "12-26"],
                2034: ["01-02", "02-13"], 2035: ["11-12"]}


@pytest.mark.parametrize("year", sorted(STATUTE))
def test_holiday_table_is_the_statutes(year):
    named = {date.fromisoformat(f"{year}-{md}") for md in STATUTE[year].split()}
    moved = {date.fromisoformat(f"{year}-{md}") for md in SUNDAY_MOVED.get(year, [])}
    assert set(ny_public_holidays(year)) == named | moved


@pytest.mark.parametrize("year", sorted(STATUTE))
def test_flag_day_is_a_sunday_and_the_monday_after_is_a_business_day(year):
    flag_day = date.fromisoformat(f"{year}-{STATUTE[year].split()[5]}")
    assert flag_day.weekday() == 6 and 8 <= flag_day.day <= 14
    assert ny_public_holidays(year)[flag_day] == "Flag Day"
    assert is_business_day(date.fromordinal(flag_day.toordinal() + 1))


@pytest.mark.parametrize("year", sorted(STATUTE))
def test_election_day_is_the_tuesday_after_the_first_monday_in_november(year):
    election = date.fromisoformat(f"{year}-{STATUTE[year].split()[10]}")
    assert election.weekday() == 1 and 2 <= election.day <= 8
    assert ny_public_holidays(year)[election] == "Election Day"


def test_a_saturday_holiday_is_not_moved_to_friday():
    # Independence Day 2026 is a Saturday: § 24 moves only Sundays, so Friday July 3 is a business day.
    assert date(2026, 7, 4).weekday() == 5 and is_business_day(date(2026, 7, 3))


def test_period_ending_the_monday_after_flag_day_stays_on_that_monday(somers):
    # received 2026-05-15: 31 days end Monday 2026-06-15, the day after Flag Day, a business day.
    c = clock(somers, date(2026, 5, 15), today=date(2026, 5, 20))
    assert c.decision_due == date(2026, 6, 15) and c.next_business_day is None
    # ...while a period ending on the Monday after a Sunday Juneteenth (2033) runs to Tuesday.
    c = clock(somers, date(2033, 5, 20), today=date(2033, 5, 21))
    assert c.decision_due == date(2033, 6, 20) and c.next_business_day == date(2033, 6, 21)


def test_a_received_date_in_the_future_is_refused(somers):
    from swppp_audit.judging.decide import ReceivedDateError

    with pytest.raises(ReceivedDateError, match="in the future"):
        clock(somers, date(2026, 12, 1), today=date(2026, 11, 30))
    assert clock(somers, date(2026, 11, 30), today=date(2026, 11, 30)).received_stated
