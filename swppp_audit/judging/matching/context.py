"""What the judging reads a document's cues through: the _Context (the sentences, the hits, and
what of them is content), and what it tells apart: a sentence that restates the law, a template's
instruction, a statement of what the plan contains, a pointer or index, a form row that only
defers or says N/A, bound reference material, the chapters an item's content is (not) under."""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from swppp_audit.judging import confidence
from swppp_audit.judging.content import pointer
from swppp_audit.language import language
from swppp_audit.judging.matching.keys import DEFER, CueKey, Element, Heading, NotUnder, NotWith, Sentence, Under
from swppp_audit.judging.matching.reasons import _short
from swppp_audit.model import Document, Evidence
from swppp_audit.reading.layout import LAW_CITATION, SEPARATOR, Layout, filled

# A section body this short that defers ("TBD", "to be provided") has supplied nothing.
DEFERRAL_MAX_WORDS = 45

@dataclass
class _Context:
    document: Document
    layout: Layout
    sentences: list[Sentence]
    hits: dict[CueKey, list[int]]
    hit_sets: dict[CueKey, frozenset] = field(default_factory=dict)
    deferred_rows: dict[int, str | None] = field(default_factory=dict)  # row sentence -> _deferred_row
    restated: frozenset = frozenset()  # sentences that restate the law (judging.content.restated)

    def content(self, key: CueKey) -> list[int]:
        """Sentences of body text (paragraphs, table rows, drawing labels) where a cue occurs; a
        form row that only says "N/A" or "TBD" supplies nothing, nor does a sentence that
        restates what the law requires (content.restated) or that names the item without giving it
        (`unsaid`)."""
        restated, unsaid = self.restated, self.unsaid
        return [s for s in self.hits.get(key, ()) if self.sentences[s].kind in ("para", "row", "drawing")
                and not (self.sentences[s].kind == "row" and self.deferred_row(s)) and s not in restated
                and s not in unsaid]

    @cached_property
    def heading_words(self) -> list[tuple[int, frozenset]]:
        """Each titled section with its heading's content words (_heading_sections), built once."""
        return [(i, _content_words(s.heading)) for i, s in enumerate(self.layout.sections) if s.heading]

    @cached_property
    def body_text(self) -> str:
        """The plan's text outside its contents, lower case, spaces single: where a contents
        entry's title is looked for (_toc_entries), built once for all items."""
        return " ".join(" ".join(b.text.split()) for b in self.layout.blocks if b.kind != "toc").lower()

    @cached_property
    def unsaid(self) -> dict[int, str]:
        """The sentences that name what an item asks for without giving it, each with what it is:
        a row of a form left blank; a template's instruction left in the plan (_instruction); a
        sentence about what the plan contains that only sums it up or points elsewhere ("This
        SWPPP includes a description of ...", "This SWPPP describes ... in Section 5";
        _about_the_plan).
        A table row that opens like an instruction ("Describe phase of construction | ...", in a
        table or as OCR lays a form out) is a form's question with its answer beside it."""
        instruction, about = _instruction(), _about_the_plan()
        unsaid = {}
        for i, s in enumerate(self.sentences):
            if s.kind == "form":
                unsaid[i] = "a form left blank"
            elif _UNFILLED_TOKEN.search(s.text):
                unsaid[i] = "a template's field left unfilled"
            elif s.kind == "para" and " | " not in s.text:
                if instruction.match(s.text):
                    unsaid[i] = "a template's instructions"
                elif about.search(s.text) and (pointer.to_text(s.text) or _abstract().search(s.text)):
                    unsaid[i] = "a statement of what the plan contains"
            if i not in unsaid and s.kind in ("para", "row"):
                target = pointer.points_only(s.text, s.cells)
                index = pointer.is_index(s.text) if s.kind == "para" and not target else None
                if target:
                    unsaid[i] = f"a pointer to {target}"
                elif index:
                    unsaid[i] = f"an index of where things are ({index})"
        return unsaid

    @cached_property
    def reference_sections(self) -> dict[int, int]:
        """Each section inside bound reference material (a soil survey report, a permit's
        conditions: language.yaml's reference_material), with the section whose heading names it."""
        inside: dict[int, int] = {}
        for i, section in enumerate(self.layout.sections):
            if i not in inside and section.heading and _names_material(section.heading):
                inside.update(dict.fromkeys(range(i, max(section.end, i + 1)), i))
        return inside

    @cached_property
    def reference_pages(self) -> frozenset:
        """The pages whose running header (first line) names reference material: an appendix's
        pages under a heading whose subsections the layout reads as chapters of their own."""
        return frozenset(page.number for page in self.document.pages
                         if _names_material(page.text.lstrip().split("\n", 1)[0][:200]))

    def reference_of(self, sentences: list[int]) -> tuple[int | None, confidence.Place] | None:
        """The reference material every one of SENTENCES lies in, else None: the section whose
        heading names it (None when its pages' running header does) and where a reviewer finds it."""
        held = {self.reference_sections.get(self.sentences[s].section) for s in sentences}
        if sentences and len(held) == 1 and None not in held:
            section = self.layout.sections[held.pop()]
            return self.layout.sections.index(section), confidence.Place(section.heading, self.pages([section.page]))
        if sentences and all(self.sentences[s].page in self.reference_pages for s in sentences):
            first = self.sentences[sentences[0]].page
            header = self.document.pages[first - 1].text.lstrip().split("\n", 1)[0].strip()
            return None, confidence.Place(_short(header, 100), self.pages([first]))
        return None

    @cached_property
    def _claims(self) -> dict[int, set[int]]:
        """Section -> the items whose heading claims it."""
        claims: dict[int, set[int]] = defaultdict(set)
        for key, found in self.hits.items():
            if isinstance(key, Heading):
                for s in found:
                    if self.sentences[s].kind == "heading":
                        claims[self.sentences[s].section].add(key.item)
        return claims

    def claimed_sections(self, index: int) -> frozenset:
        """The sections whose heading claims an item other than INDEX."""
        return frozenset(sec for sec, items in self._claims.items() if items - {index})

    def deferred_row(self, s: int) -> str | None:
        """_deferred_row, once per row: a row holds the cues of many elements."""
        if s not in self.deferred_rows:
            self.deferred_rows[s] = _deferred_row(self, s)
        return self.deferred_rows[s]

    def hit_set(self, key: CueKey) -> frozenset:
        if key not in self.hit_sets:
            self.hit_sets[key] = frozenset(self.hits.get(key, ()))
        return self.hit_sets[key]

    def voids(self, element) -> frozenset:
        """The sentences that name something voiding the element's hits (Element.not_with)."""
        return frozenset().union(*(self.hit_set(NotWith(name)) for name in element.not_with))

    def voided(self, sentence: int, voids: frozenset, hits: frozenset = frozenset()) -> bool:
        """Whether the sentence is one of VOIDS (see `voids`); a table row also when its table's
        introduction is ("The association will look after the basins as follows:" makes
        every row about those), or when more of its table's rows name the voiding subject than
        name the element (HITS) without it: a schedule of the permanent practices is about them,
        the riprap apron at one outlet among them included."""
        if not voids:
            return False
        around = [sentence]
        row = self.sentences[sentence]
        if row.table is not None:
            around += [i for b in _table_intro(self.layout, row.block) for i in self.block_sentences[b]]
            rows = self.table_rows[row.table]
            voiding = sum(i in voids for i in rows)
            if voiding >= 2 and voiding > sum(i in hits and i not in voids for i in rows):
                return True
        return any(i in voids for i in around)

    @cached_property
    def table_rows(self) -> dict[int, list[int]]:
        found: dict[int, list[int]] = defaultdict(list)
        for i, sentence in enumerate(self.sentences):
            if sentence.table is not None and sentence.kind == "row":
                found[sentence.table].append(i)
        return found

    @cached_property
    def block_sentences(self) -> dict[int, list[int]]:
        found: dict[int, list[int]] = defaultdict(list)
        for i, sentence in enumerate(self.sentences):
            found[sentence.block].append(i)
        return found

    def quote(self, index: int) -> Evidence:
        """Sentence INDEX as evidence (cut to QUOTE_CHARS), with its page, printed label and OCR flag."""
        sentence = self.sentences[index]
        return self.evidence(sentence.page, sentence.text)

    def evidence(self, page: int, text: str) -> Evidence:
        """TEXT on PAGE as evidence: the one quote cutter, the page's printed label and OCR flag kept."""
        read = self.document.pages[page - 1]
        return Evidence.quoted(page, text, read.ocr_confidence, self.layout.printed.get(page, ""))

    def pages(self, numbers) -> str:
        """"page 9 (printed page 3)", "pages 4, 9 (printed page 3)": where a reviewer finds them."""
        numbers = sorted(set(numbers))
        printed = self.layout.printed
        shown = [f"{n} (printed page {printed[n]})" if n in printed else str(n) for n in numbers]
        return ("page " if len(numbers) == 1 else "pages ") + ", ".join(shown)

    def body(self, section: int) -> str:
        """The text under a heading, its subsections included."""
        return " ".join(self.layout.blocks[b].text for b in self.layout.span(section)
                        if self.layout.blocks[b].kind != "toc")




# A list mark before an answer: "A. N/A.", "(1) N/A", "- None"
_LIST_MARK = re.compile(r"^\s*(?:\(?[A-Za-z0-9]{1,2}[.)]|[-–•*])\s+")


def _bare(text: str) -> bool:
    return _LIST_MARK.sub("", text).strip().strip(".").lower() in language().bare_not_applicable


_CITED_CELL = re.compile(rf"^{LAW_CITATION}$")
_DASHES = ("-", "–", "—")


def _deferred_row(context: _Context, s: int) -> str | None:
    """The value of a form row that only defers or says N/A ("Drainage easement | N/A"), else None."""
    sentence = context.sentences[s]
    values = filled(sentence.cells)[1:] if sentence.kind == "row" else ()
    if not values:
        return None
    if any(v.lower().strip(".") in language().none_answers for v in values):
        return None  # "Deviations | None" says there are none: a statement, not a deferral
    if values and all(_bare(v) for v in values):
        return SEPARATOR.join(values)
    # a compliance matrix's row: the paragraph it cites and the requirement in the law's words,
    # then answers that are only "N/A" or a dash ("44-8B(1)(j) | Temporary practices ... | N/A | - | N/A")
    if any(_CITED_CELL.match(c) for c in filled(sentence.cells)):
        answers = [v for v in values if not _CITED_CELL.match(v) and v.strip() not in _DASHES]
        bare = [v for v in answers if _bare(v)]
        if bare and len(answers) - len(bare) <= 1:
            return SEPARATOR.join(bare)
    # a label and one short value that defers ("Maintenance agreement | To be provided"); a row of
    # a many-column checklist ("Location map | X | ... | X - pending") is not so plain
    if len(values) == 1 and s in context.hit_set(DEFER) and len(values[0].split()) <= DEFERRAL_MAX_WORDS // 3:
        return SEPARATOR.join(values)
    return None


# An appendix's own label before its title: "Appendix D: Soil Survey" is titled by what follows.
_PART_LABEL = re.compile(r"^(?:appendix|attachment|exhibit|enclosure|annex)\s+\S{1,4}$", re.I)


def _names_material(title: str) -> bool:
    """Whether a heading or running header is the title of reference material: a short title
    naming it ("Soil Survey Report", "Appendix D: NRCS Soil Survey"), not a line of the plan's own
    that cites a source ("Hydrologic analysis: TR-20, with rainfall from NOAA Atlas 14")."""
    if len(title.split()) > 14:
        return False
    head, colon, rest = title.partition(":")
    if colon and rest.strip():
        title = rest if _PART_LABEL.match(head.strip()) else head
    return _reference_words().search(title) is not None


@lru_cache(maxsize=1)
def _reference_words() -> re.Pattern:
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in language().reference_material) + r")\b", re.I)


def _heading_sections(context: _Context, index: int, title: str) -> list[int]:
    """The sections an item's headings claim, and those whose heading gives its TITLE in other
    words (every content word of it, little else: "Permanent Control Measures Converted from
    Temporary Practices" for the law's "temporary practices that will be converted ...")."""
    claimed = [context.sentences[s].section for s in context.hits.get(Heading(index), ())
               if context.sentences[s].kind == "heading"]
    words = _content_words(title)
    titled = [i for i, heading in context.heading_words if len(words) >= 4 and words <= heading
              and len(heading) <= len(words) + 3] if words else []
    return list(dict.fromkeys(claimed + titled))


_TITLE_STOP = frozenset("a an the of and or to for in on at by with that will be is are each all any from as its "
                        "their this which".split())


def _content_words(text: str) -> frozenset:
    """A title's words that say something, lower case, hyphens and a plural's s dropped."""
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") else w
                     for w in re.findall(r"[a-z]+", text.lower().replace("-", "")) if w not in _TITLE_STOP)


def _toc_entries(context: _Context, index: int) -> list[tuple[int, str]]:
    """The table-of-contents lines that name the item, and whose title the body does not print:
    (page, line). A title printed in the body's text ("4.2.6 Inspection schedule." inside a
    paragraph) is a section the reading did not part from its neighbours, not one left out."""
    entries = [(context.sentences[s].page, context.sentences[s].text) for s in context.hits.get(Heading(index), ())
               if context.sentences[s].kind == "toc"]
    if not entries:
        return []
    return [(page, entry) for page, entry in entries if _contents_title(entry) not in context.body_text]


def _contents_title(entry: str) -> str:
    """A contents line's title, without its leader dots and page number ("4.2.6 Inspection Schedule ..... 6")."""
    title = " ".join(re.sub(r"(?:[\s.·…_-]*\b[A-Za-z]?-?\d{1,3})$", "", entry).strip(" .·…_-").split()).lower()
    return title if len(title.split()) >= 2 else " ".join(entry.split()).lower()


def _chapters(context: _Context, key: Under | NotUnder) -> bytearray | None:
    """A mask of the sections under the headings a cue names (None: the plan has no such heading).
    A heading that also names the item's own subject heads a combined chapter ("Erosion and
    Sediment Control and Post-Construction Plan"): it excludes nothing of the item."""
    sections = context.layout.sections
    own = context.hit_set(Element(key.item, 0)) | context.hit_set(Heading(key.item)) if isinstance(key, NotUnder) \
        else frozenset()
    chapters = {context.sentences[s].section for s in context.hits.get(key, ())
                if context.sentences[s].kind == "heading" and s not in own}
    if not chapters:
        return None
    mask = bytearray(len(sections))
    for c in chapters:
        end = max(sections[c].end, c + 1)
        mask[c:end] = b"\x01" * (end - c)
    return mask


def _region(context: _Context, index: int):
    """Where the item's content may be, and where it is expected (see Item.under, Item.not_under).

    `not_under` excludes: erosion control content inside the post-construction chapter is about
    the permanent practices. `under` only weighs: plans put post-construction content in top-level
    sections or a bound stormwater report as often as in a chapter of that name, so a window
    inside such a chapter is preferred, never required."""
    inside, outside = _chapters(context, Under(index)), _chapters(context, NotUnder(index))

    def allowed(section: int) -> bool:
        return outside is None or not outside[section]

    def expected(section: int) -> bool:
        return inside is None or bool(inside[section])

    return allowed, expected



@lru_cache(maxsize=1)
def _instruction() -> re.Pattern:
    """A template's instruction left in the plan ("Insert a description of ...", language.yaml's
    instruction_prefixes, after any bracket), or a placeholder that is all one bracket
    ("[Name of the qualified inspector]")."""
    opening = "|".join(language().instruction_prefixes)
    return re.compile(r"^[\s\[(\"'“•*–-]*(?:" + opening + r")|^\s*\[[^\]]{3,300}\]\W*$", re.I)


# A template's field that software or a writer left to fill in: "{{INSPECTOR_NAME}}", "<<date>>",
# "[insert frequency]". The sentence around it lacks what the field stands for.
_UNFILLED_TOKEN = re.compile(r"\{\{[^{}]{1,60}\}\}|<<[^<>]{1,60}>>|\[\s*(?:insert|enter|fill in|specify|describe)\b[^\]]{0,80}\]",
                             re.I)


@lru_cache(maxsize=1)
def _about_the_plan() -> re.Pattern:
    """The plan as the subject of what it contains ("This SWPPP includes", "the plan describes"):
    language.yaml's about_the_plan."""
    return re.compile("|".join(language().about_the_plan), re.I)


@lru_cache(maxsize=1)
def _abstract() -> re.Pattern:
    """What a sentence about the plan's contents names in the abstract ("a description of", "the
    following"): language.yaml's abstract_contents."""
    return re.compile(r"\b(?:" + "|".join(language().abstract_contents) + r")\b", re.I)


def _table_blocks(layout: Layout, row: int) -> list[int]:
    table = layout.blocks[row].table
    first, last = row, row
    while first > 0 and layout.blocks[first - 1].table == table:
        first -= 1
    while last + 1 < len(layout.blocks) and layout.blocks[last + 1].table == table:
        last += 1
    return list(range(first, last + 1))


def _table_intro(layout: Layout, row: int) -> tuple[int, ...]:
    """The paragraph just before a row's table, in the same section: its caption or introduction
    ("Maintenance schedule for the erosion controls:")."""
    before = _table_blocks(layout, row)[0] - 1
    if before >= 0 and layout.blocks[before].kind == "para" and \
            layout.blocks[before].section == layout.blocks[row].section:
        return (before,)
    return ()


