"""Which items apply, the completeness decision, and the date by which it is due."""
from __future__ import annotations

from datetime import date, timedelta

from swppp_audit.judging.applicability import Applicability
from swppp_audit.judging.checklist import Checklist, ChecklistError
from swppp_audit.model import Check, Clock, Finding
from swppp_audit.wording import counted


# --- the clock -------------------------------------------------------------------------------

def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The n-th (1-based; -1 for the last) weekday (Mon=0) of a month."""
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def _election_day(year: int) -> date:
    """The Tuesday after the first Monday in November."""
    return _nth_weekday(year, 11, 0, 1) + timedelta(days=1)


# § 24 moves a holiday that falls on a Sunday to the Monday after, "except flag day" (the second
# Sunday in June, always a Sunday): the Monday after Flag Day is a business day.
_NOT_MOVED_FROM_SUNDAY = {"Flag Day"}


def ny_public_holidays(year: int) -> dict[date, str]:
    """Public holidays of N.Y. General Construction Law § 24: the thirteen named days, the
    Monday after any of them that falls on a Sunday except Flag Day, and general election day."""
    days = {
        date(year, 1, 1): "New Year's Day",
        _nth_weekday(year, 1, 0, 3): "Martin Luther King, Jr. Day",
        date(year, 2, 12): "Lincoln's Birthday",
        _nth_weekday(year, 2, 0, 3): "Washington's Birthday",
        _nth_weekday(year, 5, 0, -1): "Memorial Day",
        _nth_weekday(year, 6, 6, 2): "Flag Day",
        date(year, 6, 19): "Juneteenth",
        date(year, 7, 4): "Independence Day",
        _nth_weekday(year, 9, 0, 1): "Labor Day",
        _nth_weekday(year, 10, 0, 2): "Columbus Day",
        _election_day(year): "Election Day",
        date(year, 11, 11): "Veterans' Day",
        _nth_weekday(year, 11, 3, 4): "Thanksgiving Day",
        date(year, 12, 25): "Christmas Day",
    }
    for day, name in list(days.items()):
        if day.weekday() == 6 and name not in _NOT_MOVED_FROM_SUNDAY:
            days.setdefault(day + timedelta(days=1), f"{name} (observed)")
    return days


def is_business_day(day: date) -> bool:
    return day.weekday() < 5 and day not in ny_public_holidays(day.year)


def next_business_day(day: date) -> date:
    while not is_business_day(day):
        day += timedelta(days=1)
    return day


def add_business_days(day: date, count: int) -> date:
    """The day `count` business days after `day` (a period a law counts in business days)."""
    for _ in range(count):
        day = next_business_day(day + timedelta(days=1))
    return day


class ReceivedDateError(ValueError):
    """A receipt date that cannot be one: after the day of the determination."""


def check_received(received: date | None, today: date) -> None:
    """A receipt date is a legal fact: one in the future is a typing error, never a date to count from."""
    if received is not None and received > today:
        raise ReceivedDateError(f"the received date {received.isoformat()} is in the future (today is "
                                f"{today.isoformat()}); give the date the application was received")


def clock(checklist: Checklist, received: date | None, today: date) -> Clock:
    """The determination due date: received + the checklist's period; where that day is a
    Saturday, Sunday or public holiday, the period runs to the next business day (N.Y. General
    Construction Law § 25-a)."""
    check_received(received, today)
    stated = received is not None
    received = received or today
    days = int(checklist.clock["days"])
    business = checklist.clock.get("count") == "business"
    due = add_business_days(received, days) if business else received + timedelta(days=days)
    rolled = next_business_day(due)
    return Clock(
        received=received,
        received_stated=stated,
        days=days,
        citation=str(checklist.clock.get("citation") or checklist.clock["practice"]),
        statutory=bool(checklist.clock.get("citation")),
        basis=str(checklist.clock["basis"]),
        count="business" if business else "calendar",
        decision_due=due,
        next_business_day=rolled if rolled != due else None,
        determined=today,
        late=today > rolled,
    )


# --- applicability and decision -------------------------------------------------------------

def apply(checklist: Checklist, findings: tuple[Finding, ...], applicability: Applicability) -> tuple[Finding, ...]:
    """Each item's finding once applicability is known: not_applicable items say why, and an
    item whose applicability the document does not settle is needs_review unless present."""
    out = []
    for item, finding in zip(checklist.items, findings):
        if applicability.outcome == "exempt" and not applicability.keep_content_check:
            why = "; ".join(applicability.notices)
            out.append(Finding(item.id, "not_applicable", f"no plan is required: {why}", finding.evidence))
            continue
        if item.applies == "always":
            out.append(finding)
            continue
        rule = applicability.rules[item.applies]
        if rule.result is False:
            out.append(Finding(item.id, "not_applicable",
                               f"{rule.citation} does not apply: {rule.why}", finding.evidence))
        elif rule.result is None and finding.status != "present":
            out.append(Finding(item.id, "needs_review",
                               f"{finding.reason}; it is required only if {rule.citation} applies, "
                               "which the document does not settle (see Applicability)",
                               finding.evidence))
        else:
            out.append(finding)
    return tuple(out)


def mark_groups(checklist: Checklist, findings: tuple[Finding, ...], groups) -> tuple[Finding, ...]:
    """The items of the groups the reviewer marks not applicable (--not-applicable GROUP)."""
    unknown = sorted(set(groups) - set(checklist.groups))
    if unknown:
        raise ChecklistError(f"{checklist.id} has no item group {', '.join(map(repr, unknown))} "
                             f"(its groups: {', '.join(checklist.groups)})")
    return tuple(Finding(f.item_id, "not_applicable", f"marked not applicable by the reviewer: "
                         f"{checklist.groups[item.group]}", f.evidence) if item.group in groups else f
                 for item, f in zip(checklist.items, findings))


def open_checks(checks: tuple[Check, ...], findings: tuple[Finding, ...]) -> tuple[str, ...]:
    """The checks of substance left to the reviewer, while their item is the tool's finding (a
    reviewer who settles the item settles its checks)."""
    tools = {f.item_id for f in findings if f.source == "tool" and f.status in ("present", "needs_review")}
    return tuple(c.id for c in checks if c.status == "needs_review" and c.item_id in tools)


def decide(findings: tuple[Finding, ...], unreadable_pages: tuple[int, ...], exempt: bool,
           to_confirm: tuple[str, ...] = (), exemption: tuple[str, ...] = (),
           exemption_unsettled: tuple[str, ...] = (), checks_open: tuple[str, ...] = ()) -> tuple[str, tuple[str, ...]]:
    """complete only when every applicable item is present, every check of substance passes and
    every page was read. `exemption` says why no plan is required; `exemption_unsettled`, why that
    is for the reviewer to settle; `checks_open`, the checks the reviewer is to settle."""
    if exempt:
        return "not_required", exemption or ("the project is below the chapter's threshold: no plan is required",)
    missing = [f.item_id for f in findings if f.status == "missing"]
    review = [f.item_id for f in findings if f.status == "needs_review"]
    reasons = []
    if missing:
        reasons.append(f"{counted(len(missing), 'required item')} missing: {', '.join(missing)}")
    if review:
        reasons.append(f"{counted(len(review), 'item')} {'needs' if len(review) == 1 else 'need'} a reviewer's decision: "
                       f"{', '.join(review)}")
    if checks_open:
        reasons.append(f"{counted(len(checks_open), 'check')} of the law's figures and lists "
                       f"{'needs' if len(checks_open) == 1 else 'need'} a reviewer: {', '.join(checks_open)}")
    if unreadable_pages:
        reasons.append(f"{counted(len(unreadable_pages), 'page')} could not be read: "
                       f"{', '.join(map(str, unreadable_pages))}")
    reasons.extend(to_confirm)
    if exemption_unsettled:
        # a plan that may not be required at all is not called incomplete before that is settled
        return "needs_review", tuple(exemption_unsettled) + tuple(reasons)
    if missing:
        return "incomplete", tuple(reasons)
    if review or unreadable_pages or checks_open:
        return "needs_review", tuple(reasons)
    return "complete", ("every applicable item is present",)
