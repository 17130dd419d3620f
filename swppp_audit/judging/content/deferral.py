"""A passage that puts its content off to another document is no content: "Any departures, with
the reason for each, will be listed in the contractor's submittal", "the easements will be shown
on the final site plan", "the revised plat will be submitted to the Stormwater Management Officer before the
final inspection". A practice that "will be provided" on the site is a practice, not a
deferral: what is put off is a document's content, to a document that is not this one."""
from __future__ import annotations

import re
from functools import lru_cache

from swppp_audit.language import language


@lru_cache(maxsize=1)
def _put_off() -> re.Pattern:
    words = language().putting_off
    verbs = "|".join(re.escape(v) for v in words["verbs"])
    later = "|".join(re.escape(d) for d in words["later_documents"])
    strong = "|".join(re.escape(p) for p in language().strong_deferral)
    authority = "|".join(re.escape(a) for a in words["authorities"])
    when = "|".join(re.escape(w) for w in words["when"])
    events = "|".join(re.escape(e) for e in words["later_events"])
    future = rf"\b(?:will|shall|would|is to|are to|to)\s+be\s+(?:{verbs})\b"
    return re.compile(rf"{future}[^.;]{{0,60}}?\b(?:{later})\b"  # ... in the contractor's submittal
                      rf"|{future}\s+to\s+the\s+(?:{authority})\b[^.;]{{0,30}}?\b(?:{when})\b"  # ... to the Town before ...
                      rf"|{future}[^.;]{{0,60}}?\b(?:{when})\s+(?:the\s+|a\s+)?(?:{events})\b"  # ... before the permit is issued
                      rf"|(?:{strong})\b", re.I)


def puts_off(text: str) -> str | None:
    """The words by which TEXT puts its content off to another document, else None."""
    found = _put_off().search(text)
    return found.group(0) if found else None


def puts_off_subject(text: str, subject: tuple[str, ...]) -> str | None:
    """The words by which TEXT puts off what one of SUBJECT's phrases names: the put-off clause's
    own subject, from the sentence's last full stop before it ("A maintenance agreement ... will be
    handed to the Stormwater Management Officer before ...": about the agreement, not about the practices the
    sentence named first; "counsel will prepare the agreement; a draft will be provided ...": about
    the agreement still)."""
    lowered = text.lower()
    for found in _put_off().finditer(text):
        if names_any(re.split(r"\.\s", lowered[:found.start()])[-1], subject):
            return found.group(0)
    return None


def names_any(text: str, phrases: tuple[str, ...]) -> bool:
    """Whether TEXT holds one of PHRASES as words ("maintenance easements" holds "easement")."""
    lowered = text.lower()
    return any(re.search(rf"\b{re.escape(p.lower())}", lowered) for p in phrases)
