"""A passage that puts its content off to another document is no content: "Any departures, with
the reason for each, will be listed in the contractor's submittal", "the easements will be shown
on the final site plan". A practice that "will be provided" on the site is a practice, not a
deferral: what is put off is a document's content, to a document that is not this one."""
from __future__ import annotations

import re
from functools import lru_cache

from swppp_audit.judging.language import language


@lru_cache(maxsize=1)
def _put_off() -> re.Pattern:
    words = language().putting_off
    verbs = "|".join(re.escape(v) for v in words["verbs"])
    later = "|".join(re.escape(d) for d in words["later_documents"])
    strong = "|".join(re.escape(p) for p in language().strong_deferral)
    return re.compile(rf"\b(?:(?:will|shall|would|is to|are to|to)\s+be\s+(?:{verbs})\b[^.;]{{0,60}}?\b(?:{later})\b"
                      rf"|(?:{strong})\b)", re.I)


def puts_off(text: str) -> str | None:
    """The words by which TEXT puts its content off to another document, else None."""
    found = _put_off().search(text)
    return found.group(0) if found else None
