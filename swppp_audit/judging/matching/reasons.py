"""The reasons findings give, as named templates: one place to read (and reword) every text a
reviewer signs. Each template is filled with str.format; the texts are those the judging once
wrote inline, character for character."""
from __future__ import annotations

import re

def _short(text: str, limit: int = 80) -> str:
    text = re.sub(r"\s*(?:\.{3,}|…+|(?:\. ){3,}|_{3,}).*$", "", text)  # the leader and page number
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


