"""Who and what a plan is about, as its cover says: the owner or applicant, the consultant, the
project and its location, read as a person reads a cover: labelled fields ("Prepared for:",
"Owner/Operator", "Lot address:") in lines, blocks, tables and columns, and the title block
above them. A field's value is taken apart into the name, the address and the contact person;
a telephone number, an e-mail address or a date is never an address. Correspondence bound in
front (a transmittal letter, a response to comments) is not the cover. The words are
language.yaml's `cover`; the letter and the review file's starter use what this finds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from swppp_audit.language import language
from swppp_audit.model import Document, Page

# The pages whose labelled fields count (an application form may come before the plan's cover),
# and the first pages searched for the plan's own title page.
LABEL_PAGES, TITLE_PAGES = 3, 8
# A value runs on for at most this many lines under its label.
VALUE_LINES = 5
# A title block has at most this many lines naming the project.
PROJECT_LINES = 2
# A line this long that ends in a full stop is a sentence: the title block is over.
SENTENCE_WORDS = 8


@dataclass(frozen=True)
class _Words:
    labels: dict  # a label, normalised -> (field, rank)
    firm: re.Pattern  # a firm's name ends with its legal form: "..., PLLC"
    street: re.Pattern  # "1250 Hillcrest Road", "Route 202", "Granite Springs Road, ..."
    postal: re.Pattern  # "Northport, NY 11768"
    town_after_street: re.Pattern  # "9 Elm Lane| Katonah, NY": two lines a table cell ran together
    person: re.Pattern  # "Jane Q. Roe, P.E." or "Jane Roe, Managing Member" at the start of a piece
    phone: re.Pattern
    email: re.Pattern
    date: re.Pattern
    title_words: frozenset  # the words of a plan's own title ("stormwater pollution prevention plan")
    not_title: re.Pattern  # a line of the title block that does not name the project


@lru_cache(maxsize=1)
def _words() -> _Words:
    """The cover's patterns, built once from language.yaml's `cover`."""
    cover = language().cover
    either = lambda words: "|".join(sorted(map(re.escape, words), key=len, reverse=True))  # noqa: E731
    streets = either(cover["street_types"])
    return _Words(
        labels={_label_key(label): (field, rank) for rank, (label, field) in enumerate(cover["labels"].items())},
        firm=re.compile(rf"^(?P<firm>.*?,?\s(?:{either(cover['legal_forms'])}))(?=$|[\s,;])[.,;]?\s*(?P<rest>.*)$"),
        street=re.compile(rf"(?:^|\bc/o\b.*?)\d+[A-Za-z]?(?:-\d+)?\s+(?:\S+\s+){{0,4}}?(?:{streets})\b\.?"
                          rf"|\b(?:U\.S\.\s+|State\s+|N\.?Y\.?S?\.?\s+)?(?:Route|Rte\.?)\s+\d+"
                          rf"|^[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){{0,3}}\s+(?:{streets})\b\.?(?=,|$)"
                          rf"|\b[A-Z][\w.'-]*\s+(?:{streets})\.?$"
                          r"|\bP\.?\s?O\.?\s+Box\b", re.I),
        postal=re.compile(r"\b(?:[A-Z]{2}|New York)\s+\d{5}(?:-\d{4})?\b"),
        town_after_street=re.compile(rf"(?i:\b(?:{streets}))\.?(?=\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){{0,2}},\s*"
                                     r"(?:[A-Z]{2}|New York)\b)"),
        person=re.compile(r"^(?:(?:Mr|Mrs|Ms|Dr|Rev)\.\s+)?[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][A-Za-z'-]+)+,\s*"
                          rf"(?:{'|'.join(cover['credentials'])}|{either(cover['person_titles'])})\.?(?=$|[\s,;])", re.I),
        phone=re.compile(r"(?:tel\.?|phone|fax)?\s*:?\s*\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}\b", re.I),
        email=re.compile(r"\S+@\S+"),
        date=re.compile(r"^(?:(?:revised|rev\.?|dated?|date)\s*:?\s*)?(?:(?:January|February|March|April|May|June|July|"
                        r"August|September|October|November|December)\s+\d{1,2},?\s+\d{4}|\d{1,2}/\d{1,2}/\d{2,4})\b",
                        re.I),
        title_words=frozenset(cover["title_words"]),
        not_title=re.compile("|".join(cover["not_title"]), re.I),
    )


def _label_key(label: str) -> str:
    """A label as compared: lower case, numbering, "(s)" and the spaces about a slash dropped."""
    label = re.sub(r"^\s*(?:\d{1,2}|[a-z])[.)]\s+", "", label.lower())
    label = re.sub(r"\(s\)|[:*]", "", label)
    return re.sub(r"\s*/\s*", "/", " ".join(label.split()))


def _field(label: str) -> tuple[str, int] | None:
    return _words().labels.get(_label_key(label))


def read_parties(document: Document) -> dict:
    """Owner/applicant, consultant, project and location as the cover gives them."""
    pages = _plan_pages(document)
    found: dict[str, tuple[int, str]] = {}
    party, seen = "owner", set()
    for field, rank, value in _entries(pages[:LABEL_PAGES]):
        if value in seen:  # a form's table repeated on its next page
            continue
        seen.add(value)
        if field in ("address", "contact"):  # a form's "Address" line is the party's named above it
            field = f"{party}_{field}"
        elif field in ("owner", "consultant"):
            party = field
        for key, text in _split(field, value).items():
            if text and (key not in found or rank < found[key][0]):
                found[key] = (rank, text)
    parties = {key: text for key, (_, text) in found.items()}
    project, location = _title_block(_title_page(pages, bool(found)), pages)
    if project:
        parties.setdefault("project", project)
    if location:
        parties.setdefault("location", location)
    return parties


# -- which pages are the cover --------------------------------------------------------------------

def _plan_pages(document: Document) -> list[Page]:
    """The pages from the plan's own first page on: a response-to-comments or transmittal letter
    bound in front is the applicant's correspondence, not a cover."""
    pages = list(document.pages)
    while pages and _correspondence(pages[0]):
        pages.pop(0)
    return pages or list(document.pages)


def _correspondence(page: Page) -> bool:
    from swppp_audit.reading.layout import is_letter, opens_exchange

    return any(opens_exchange(line.strip()) for line in page.text.split("\n")) or is_letter(page.text)


def _title_page(pages: list[Page], labelled: bool) -> Page | None:
    """The plan's own title page: the first page with a plan's title near the top, else a first
    page with labelled parties (a cover). None where there is neither: another document's first
    lines (a permit, a notice) name no project."""
    for page in pages[:TITLE_PAGES]:
        head = " ".join(page.text.split("\n")[:8]).lower()
        if re.search(r"pollution prevention|\bswppp\b|stormwater (?:management )?(?:plan|report)|"
                     r"erosion and sediment control plan", head):
            return page
    return pages[0] if pages and labelled else None


# -- labelled fields ------------------------------------------------------------------------------

def _entries(pages: list[Page]):
    """(field, rank, value) for every labelled field of PAGES: in the text's lines ("Owner:
    ...", a label over its block) and in tables (a label beside its value, or a row of labels
    over a row of values)."""
    for page in pages:
        yield from _line_entries([line.strip() for line in page.text.split("\n") if line.strip()])
        for table in page.tables:
            yield from _table_entries(table.rows)


_ANY_LABEL = re.compile(r"^[A-Z][\w /().&'#-]{1,40}:(?:\s|$)")


def _line_entries(lines: list[str]):
    for i, line in enumerate(lines):
        label, colon, rest = line.partition(":")
        known = _field(label) if colon else None
        if known is None:
            continue
        value = [rest.strip()] if rest.strip() else []
        for more in lines[i + 1:i + 1 + VALUE_LINES]:
            attention = re.match(r"(?:attn|attention)\b", more, re.I)  # "Attn: Jane Roe" is the party's
            if (_ANY_LABEL.match(more) and not attention) or _field(more) or _words().date.match(more) \
                    or more.lower().startswith("prepared"):
                break
            value.append(more)
        if value:
            yield (*known, "\n".join(value))


def _table_entries(rows):
    rows = [[" ".join(c.split()) for c in row] for row in rows]
    for i, row in enumerate(rows):
        labelled = [_field(c) if c else None for c in row]
        if _header(row, labelled) and i + 1 < len(rows):  # a row of labels over a row of values
            for known, value in zip(labelled, rows[i + 1]):
                if known and value:
                    yield (*known, value)
            continue
        for j in range(0, len(row) - 1, 2):  # label, value; label, value
            known = _field(row[j]) if row[j] else None
            if known and row[j + 1] and not _field(row[j + 1]):
                yield (*known, row[j + 1])


def _header(row: list[str], labelled: list) -> bool:
    """A row of column heads, one of them a label: each cell a few words, none a value's."""
    return len(row) > 1 and any(labelled) and all(len(c.split()) <= 4 and not re.search(r"\d", c) for c in row)


def _split(field: str, value: str) -> dict:
    """A field's value as its parts: the party's name, its address and its contact person; an
    address field's value without its telephone. Phones, e-mail and dates are left out."""
    w = _words()
    pieces = []
    # a wrapped line goes on: after a joining word, and a telephone number's area code
    value = re.sub(r"(?:&|\band|\bof|,|-|\(\d{3}\))\s*\n", lambda m: m.group(0).rstrip() + " ", value)
    for piece in re.split(r"\s*[·|•]\s*|\n", value):
        piece = w.email.sub("", w.phone.sub("", piece)).strip(" ,;")
        if re.search(r"[A-Za-z]{2}", piece) and not w.date.match(piece):
            pieces.append(piece)
    if field.endswith("_contact"):
        person = next((w.person.match(p) for p in pieces if w.person.match(p)), None)
        return {field: person.group(0).rstrip(", ") if person else (pieces[0] if pieces else "")}
    pieces = [w.town_after_street.sub(lambda m: m.group(0) + ",", p) if _is_address(p) else p for p in pieces]
    if field.endswith("_address") or field == "location":
        return {field: ", ".join(p for p in pieces if _is_address(p)) if field.endswith("_address") else
                ", ".join(pieces[:2])}
    name, address, contact = "", [], ""
    for piece in _pieces(pieces):
        if _is_address(piece) and name:
            address.append(piece)
        elif w.person.match(piece) and not w.firm.match(piece):
            contact = contact or w.person.match(piece).group(0).rstrip(", ")
            name = name if name or field == "consultant" else piece
        elif not name:
            name = piece
    if field == "consultant" and not name:  # a plan prepared by a person, not a firm
        name = contact
    parts = {field: name, f"{field}_address": ", ".join(address[:2])}
    if field == "consultant":
        parts["consultant_contact"] = contact
    return parts if field in ("owner", "consultant") else {field: name}


def _pieces(pieces: list[str]) -> list[str]:
    """Pieces of a value whose lines a table cell ran together, cut where a firm's legal form,
    a person's credential or an address begins: "Elm Ridge Partners LLC 12 Depot Road, Katonah, NY"."""
    w, out = _words(), []
    for piece in pieces:
        while piece:
            person = w.person.match(piece)
            firm = w.firm.match(piece)
            if person and (not firm or len(person.group(0)) <= len(firm.group("firm"))):
                head, piece = person.group(0).rstrip(", "), piece[person.end():].strip(" ,")
            elif firm and firm.group("rest"):
                head, piece = firm.group("firm"), firm.group("rest")
            else:
                head, piece = _cut(piece)
            out.append(head.strip(" ,"))
    return [p for p in out if p]


def _cut(piece: str) -> tuple[str, str]:
    """PIECE's first part and the rest: an address ends at its postal code; a name ends where an
    address or a person ("Rev. ...", "Mr. ...") begins."""
    postal = _words().postal.search(piece)
    if postal and piece[postal.end():].strip(" ,"):
        return piece[:postal.end()], piece[postal.end():].strip(" ,")
    start = re.search(r"\s(?=\d+[A-Za-z]?\s+[A-Z]|c/o\s|P\.?\s?O\.?\s+Box|(?:Mr|Mrs|Ms|Dr|Rev)\.\s)", piece)
    if start and not _is_address(piece[:start.start()]):
        return piece[:start.start()], piece[start.end():]
    return piece, ""


def _is_address(piece: str) -> bool:
    w = _words()
    return bool(w.street.search(piece) or w.postal.search(piece)) and not w.date.match(piece)


# -- the title block --------------------------------------------------------------------------------

def _title_block(page: Page | None, pages: list[Page]) -> tuple[str, str]:
    """(project, location) from the title lines of PAGE: the lines naming the project under the
    plan's own title, and the first that gives the site's address; letterheads, the plan's
    title, the law, dates and running headers left out."""
    if page is None:
        return "", ""
    w = _words()
    repeated = _running_lines(pages)
    project: list[str] = []
    after_sentence = False
    for line in (line.strip() for line in page.text.split("\n")):
        if not line or line in repeated or _letter_spaced(line) or _tagline(line):
            continue
        if _field(line.partition(":")[0]) or _ANY_LABEL.match(line):
            break
        if len(line.split()) >= SENTENCE_WORDS and line.endswith("."):
            break
        if _is_address(line) and not w.firm.match(line) and project:
            return _joined(project), line.rstrip(" ,")
        line = _without_title(line)
        if not line or w.date.match(line) or w.not_title.search(line) or w.firm.match(line):
            after_sentence = len(line.split()) >= SENTENCE_WORDS
            continue
        if after_sentence and len(line.split()) <= 2:  # the end of a wrapped sentence above
            continue
        if len(project) < PROJECT_LINES:
            project.append(line)
    return _joined(project), ""


def _joined(lines: list[str]) -> str:
    return ", ".join(lines)[:160]


def _without_title(line: str) -> str:
    """LINE without the plan's own title at its start ("STORMWATER POLLUTION PREVENTION PLAN HOLLOW
    TREE BARN", "for: Cedar Knoll Townhomes")."""
    words = line.split()
    n = 0
    while n < len(words) and re.sub(r"[^\w]", "", words[n].lower()) in _words().title_words:
        n += 1
    return " ".join(words[n:]).lstrip(":–- ").strip()


# A letterhead's list of what the firm does ("Civil · Site · Environmental", "Surveying | Planning |
# Engineering"): short words between separators, no figure.
_TAGLINE = re.compile(r"^[^\d·•|]{2,25}(?:\s*[·•|]\s*[^\d·•|]{2,25}){2,}$")


def _tagline(line: str) -> bool:
    return bool(_TAGLINE.match(line)) and all(len(part.split()) <= 2 for part in re.split(r"[·•|]", line))


def _letter_spaced(line: str) -> bool:
    """A letterhead set with spaces between the letters ("M I L L B R O O K ..."): its words are lost."""
    tokens = line.split()
    return len(tokens) >= 6 and sum(len(t.strip(",.&")) <= 1 for t in tokens) >= 0.6 * len(tokens)


def _running_lines(pages: list[Page]) -> set[str]:
    """Lines that stand on two of the first pages: running headers and footers."""
    seen: dict[str, int] = {}
    for page in pages[:3]:
        for line in {line.strip() for line in page.text.split("\n") if line.strip()}:
            seen[line] = seen.get(line, 0) + 1
    return {line for line, count in seen.items() if count > 1}
