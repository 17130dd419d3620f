"""Who and what a plan is about, as its cover says: the owner or applicant, the consultant, the
project and its location, read from labelled lines ("Prepared for:") and the title lines above
them. The words are language.yaml's `cover`; the letter and the review file's starter use it.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from swppp_audit.judging.language import language
from swppp_audit.model import Document


class _Words(NamedTuple):
    label: re.Pattern  # "Prepared for: ..." and the rest of the line
    party: dict  # a label, lower case -> owner, consultant, project or location
    address: re.Pattern
    contact: re.Pattern  # "Jane Ortiz, P.E."
    not_title: re.Pattern  # a title line that is not the project's name
    street: re.Pattern  # "1250 Hillcrest Road"


@lru_cache(maxsize=1)
def _words() -> _Words:
    """The cover's patterns, built once from language.yaml's `cover`."""
    cover = language().cover
    either = lambda words: "|".join(sorted(map(re.escape, words), key=len, reverse=True))  # noqa: E731
    return _Words(
        label=re.compile(rf"^(?P<label>{either(cover['labels'])})\s*[:\-–]\s*(?P<rest>.*)$", re.I),
        party={k.lower(): v for k, v in cover["labels"].items()},
        address=re.compile(rf"\d|\b(?:{either(cover['address_words'])})\b"),
        contact=re.compile(r"(?:contact\s*:\s*)?(?P<name>[A-Z][a-z]+(?:\s+[A-Z]\.)?\s+[A-Z][A-Za-z'-]+,\s*"
                           rf"(?:{'|'.join(cover['credentials'])}))"),
        not_title=re.compile("|".join(cover["not_title"]), re.I),
        street=re.compile(rf"^\d+[A-Za-z]?\s+(?:\S.*\s)?(?:{either(cover['street_types'])})\b", re.I),
    )


def _plan_pages(document: Document) -> list:
    """The pages from the plan's own cover on: a response-to-comments letter bound in front is
    the applicant's correspondence, not the plan's title page."""
    from swppp_audit.reading.layout import opens_exchange

    pages = list(document.pages)
    while pages and any(opens_exchange(line.strip()) for line in pages[0].text.split("\n")):
        pages.pop(0)
    return pages or list(document.pages)


def _cover_title(document: Document) -> tuple[str, str]:
    """(project name, site address) from the cover: the title lines above the first label
    ("Prepared for:"), the plan's own title and the town's name left out."""
    pages = _plan_pages(document)
    cover = [line.strip() for line in pages[0].text.split("\n") if line.strip()] if pages else []
    head = []
    for line in cover:
        if _words().label.match(line):
            break
        head.append(line)
    location = next((line for line in head if _words().street.match(line)), "")
    before = head[:head.index(location)] if location else head[:3]
    project = " ".join(line for line in before if not _words().not_title.search(line))
    return project[:160], location


def read_parties(document: Document) -> dict:
    """Owner/applicant, consultant and project as labelled on the cover pages ("Prepared for:")."""
    found: dict[str, str] = {}
    lines = [line.strip() for page in _plan_pages(document)[:2] for line in page.text.split("\n") if line.strip()]
    for i, line in enumerate(lines):
        match = _words().label.match(line)
        if not match:
            continue
        field = _words().party[match.group("label").lower()]
        following = lines[i + 1:i + 4]
        name = match.group("rest").strip() or (following.pop(0) if following else "")
        if field in found or not name or _words().label.match(name):
            continue
        found[field] = name
        if field in ("owner", "consultant"):
            address = []
            for extra in following:
                if _words().label.match(extra) or not _words().address.search(extra) or len(address) == 2:
                    break
                address.append(extra)
            if address:
                found[f"{field}_address"] = ", ".join(address)
    project, location = _cover_title(document)
    if project:
        found.setdefault("project", project)
    if location:
        found.setdefault("location", location)
    for line in lines:
        contact = _words().contact.search(line)
        if contact:
            found.setdefault("consultant_contact", contact.group("name"))
            break
    return found


