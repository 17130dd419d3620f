"""Project facts read from what the plan states (swppp_audit.reading.statements), each with its evidence:
disturbed and total site area, project type and single-family construction, larger common plan
of development, receiving waters and their impairment.

A filled-in field ("Disturbed area | 1.6 acres", "Larger common plan of development? No") is read by
its label; a sentence by its words, where a denial ("the site is not within a larger common
plan", "no runoff reaches an impaired water") is read as one. Readings that disagree leave
the fact unknown, naming both values and pages, for the reviewer to settle.
"""
from __future__ import annotations

import re
from functools import lru_cache

from swppp_audit.language import language
from swppp_audit.model import Evidence, Fact
from swppp_audit.reading.statements import Statement

from swppp_audit.judging.registry import SQFT_PER_ACRE  # noqa: F401 - also this module's name for it
# Two readings of an area further apart than this are different values.
AREA_TOLERANCE = 0.05

_NUMBER = r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
_UNIT = r"(?P<unit>acres?\b|ac\b\.?|square[\s-]+f(?:ee|oo)t|sq\.?\s*f(?:ee)?t\.?|s\.f\.|sf\b)"
_AREA = re.compile(_NUMBER + r"(?:\s*(?:±|\+/-|\+/−|\(±\)))?[\s-]*" + _UNIT, re.I)
# A field's value that is a bare number ("Acres Disturbed: 7"), its unit then in the label.
_BARE = re.compile(r"^(?:approx\w*\.?|about|±|~|\+/-)?\s*" + _NUMBER + r"\s*(?:±|\+/-)?\s*(?:\(|$)", re.I)
_LABEL_ACRES = re.compile(r"\bacres?\b|\bacreage\b|\(ac\.?\)", re.I)
_LABEL_SQFT = re.compile(r"square feet|sq\.? ?ft|\(s\.?f\.?\)", re.I)

_DISTURB = re.compile(r"disturb|limit of disturbance|\bLOD\b", re.I)
# Parts or limits of the disturbed area, not the area itself: phasing caps, what is exposed on
# a given day, what is left alone, a percentage of it.
_NOT_THE_DISTURBED_AREA = re.compile(
    r"at (?:any )?one time|maximum|\bmax\b|current|exposed|\bnow\b|today|percent|%|remain|"
    r"(?:\bnot\s+(?:to\s+)?(?:be\s+)?|\bun)disturb|\bphase\s*\d|per lot|each lot|impervious|contributing", re.I)
_TOTAL_LABEL = re.compile(r"\b(?:total\s+)?(?:site|parcel|property|lot|tract|project)\s+(?:area|acreage|size)\b|"
                          r"\btotal (?:site|parcel|property|lot)\b|total acreage of the (?:site|parcel|property)", re.I)
# A sentence that says the disturbed area plainly: the disturbance named, a few linking words,
# the quantity ("The limit of disturbance covers 27,400 sq. ft.", "will disturb about
# 0.8 acre", "LIMIT OF DISTURBANCE = 1.6 AC"), or the quantity and then "will be disturbed".
_LINK = r"(?:(?!\b(?:maximum|max|within|inside|outside|at any|at one|each|per|of its|remain\w*|except)\b)[^.;:()|?\d]){0,50}?"
_PLAIN_DISTURBED = re.compile(
    r"(?:limit of disturbance|\bLOD\b|area of (?:land |soil )?disturbance|disturbed area|(?:total |land )+disturbance|"
    r"will disturb|disturbs|disturbing|to be disturbed|area disturbed)" + _LINK + r"(?=\d|\.\d)"
    r"|(?<=[\s(])(?=\d[\d,.]*\s*(?:±\s*)?" + _UNIT + r"\)?\s*(?:of (?:land|soil|the site) )?(?:will|would|is|are|to) be disturbed)",
    re.I)
_TOTAL = re.compile(r"total (?:site|parcel|property|lot) area|site area|lot area|tract|total of|"
                    r"(?:parcel|property|site|lot) (?:area|size|is|consists of|contains|comprises|totals|measures)", re.I)
# "up to 5 acres" is a limit; "adds up to 5.6 acres" is a sum, the area itself
_THRESHOLD = re.compile(r"(?:than|least|exceed\w*|over|under|below|above|(?<!\badds )(?<!\badd )up to|maximum of|minimum of|threshold of|limit of)\s*$", re.I)
_REMAINING = re.compile(r"(?:remaining|remainder of|rest of|balance of|other)\s*(?:the\s*)?$", re.I)
_AT_ONE_TIME = re.compile(r"at (?:any )?one time", re.I)
# A sentence that supposes ("If the work were to spread past 5,000 square feet ...") states nothing.
_SUPPOSED = re.compile(r"^\W*(?:if|unless|should|where|whenever|when|whether|in the event)\b", re.I)
# "5,000 square feet or more" is a threshold, whoever's it is.
_OR_MORE = re.compile(r"^\s*(?:or (?:more|greater|larger|less|fewer)|and (?:over|above|up)|\+)", re.I)
_UNDISTURBED = re.compile(r"(?:\bnot\s+(?:to\s+)?(?:be\s+)?|\bun)disturb", re.I)
_WHOLE_SITE = re.compile(r"\s*-?\s*(?:parcel|site|property|lot|tract)\b", re.I)
# A quantity followed by a label's colon is not a quantity of the thing the label names ("0.4 AC
# DRAINAGE AREA: ..."); a colon right after the quantity opens its parts ("3.0 acres: 1.0 acre for
# the street and 2.0 acres on the homesites") and leaves it the sentence's own.
_BEFORE_A_LABEL = re.compile(r"^ ?[A-Za-z][A-Za-z ]{0,29}:")
# One phase's share ("PHASE A LOD = 2.10 AC", "Phase 3 disturbs 1.75 acres") is a part of the
# disturbed area, not the project's: the whole is stated elsewhere or left to the reviewer.
_PHASE_PART = re.compile(r"\bphase\s+(?:\d{1,2}|[ivx]{1,4}|[a-d])\b[^.;]{0,25}$", re.I)
# ... as is an area said under a phase's own heading ("PHASE 2 - GRADING" / "Area disturbed: 0.8
# acre"), unless it is named the total
_PHASE_HEADING = re.compile(r"^[\W_]*(?:construction\s+)?(?:phase|stage)\s+(?:\d{1,2}|[ivx]{1,4}|[a-d])\b", re.I)


def _a_phase_share(statement: Statement) -> bool:
    return bool(_PHASE_HEADING.match(statement.heading)) and not _TOTAL_DISTURBED.search(statement.text)


# --- areas -----------------------------------------------------------------------------------

def _acres(number: str, unit: str) -> float:
    value = float(number.replace(",", ""))
    return value if unit.lower().startswith("ac") else value / SQFT_PER_ACRE


def _field_area(statement: Statement) -> float | None:
    """The area a field's value opens with ("1.6 acres (69,700 sq. ft.)", "approx. 0.8 ac"),
    or a bare number whose unit the label gives ("Acres Disturbed: 7")."""
    value = statement.value
    area = _AREA.search(value[:40])
    if area and not re.search(r"[A-Za-z]{3,}", value[:area.start()].replace("approximately", "").replace("approx", "")):
        return _acres(area.group("num"), area.group("unit"))
    bare = _BARE.match(value)
    if bare:
        if _LABEL_ACRES.search(statement.label):
            return _acres(bare.group("num"), "acres")
        if _LABEL_SQFT.search(statement.label):
            return _acres(bare.group("num"), "sf")
    return None


def _field_areas(statements) -> tuple[list, list]:
    """Disturbed and total areas from fields labelled as such."""
    disturbed, total = [], []
    for s in statements:
        if not s.is_field:
            continue
        acres = _field_area(s)
        if acres is None:
            continue
        if _DISTURB.search(s.label) and not _NOT_THE_DISTURBED_AREA.search(s.label) and not _PHASE_PART.search(s.label) \
                and not _a_phase_share(s):
            disturbed.append((acres, s))
        elif _TOTAL_LABEL.search(s.label) and not _DISTURB.search(s.label):
            total.append((acres, s))
    return disturbed, total


_DIGIT = re.compile(r"\d")
_TOTAL_DISTURBED = re.compile(r"\btotal\b[^.;|]{0,30}\b(?:disturb\w*|limit of disturbance|LOD)\b|"
                              r"\b(?:disturb\w*|limit of disturbance|LOD)\b[^.;|]{0,10}\btotal\b", re.I)
_WITHIN = re.compile(r"\b(?:within|inside)\s+(?:the\s+)?$", re.I)


def _sentence_areas(statements) -> tuple[list, list, list]:
    """Areas from sentences: (strong disturbed, weak disturbed, total). Each sentence gives at
    most one reading of each: the quantity nearest a disturbance phrase, and one named as the
    site's whole ("the 10.2-acre parcel"). Thresholds ("more than 5,000 square feet"), phasing
    limits ("at one time") and the part left alone ("the remaining 10.3 acres will not be
    disturbed") are not the disturbed area."""
    strong, weak, total = [], [], []
    for s in statements:
        if s.is_field:
            continue
        text = s.value
        if not _DIGIT.search(text):  # no number, no area
            continue
        areas = [a for a in _AREA.finditer(text)
                 if not _BEFORE_A_LABEL.match(text[a.end():]) and not _OR_MORE.match(text[a.end():])]
        if not areas or _SUPPOSED.match(text):
            continue
        disturb_at = [m.start() for m in _DISTURB.finditer(text)
                      if not _UNDISTURBED.search(text[max(0, m.start() - 12):m.end()])]
        totals, others = _split_totals(text, areas)
        others = [] if _a_phase_share(s) else others  # its site area still counts; its disturbance is the phase's
        if totals:
            total.append((_acres(totals[0].group("num"), totals[0].group("unit")), s))
        if disturb_at and others and not _AT_ONE_TIME.search(text):
            distance, nearest = min(((min(abs(a.start() - d) for d in disturb_at), a) for a in others),
                                    key=lambda pair: (pair[0], pair[1].start()))
            # "the drainage area within the limit of disturbance is 0.31 acre": a part, placed by it
            plain = [a for a in others if any(p.end() == a.start() and not _WITHIN.search(text[:p.start()])
                                              for p in _PLAIN_DISTURBED.finditer(text))]
            if plain:
                strong.append((_acres(plain[0].group("num"), plain[0].group("unit")), s))
            elif distance <= 80:
                weak.append((_acres(nearest.group("num"), nearest.group("unit")), s))
    return strong, weak, total


def _split_totals(text: str, areas) -> tuple[list, list]:
    """The quantities of a sentence named as the whole site, and the others; thresholds and
    what is left undisturbed are neither."""
    totals, others = [], []
    for previous, area in zip([None] + areas, areas):
        before = text[max(previous.end() if previous else 0, area.start() - 40):area.start()]
        clause = re.split(r"[;.]\s", text[area.end():], maxsplit=1)[0]
        if (_THRESHOLD.search(before[-20:]) or _REMAINING.search(before[-15:]) or _UNDISTURBED.search(clause)
                or _PHASE_PART.search(before[-30:])):
            continue
        if _TOTAL.search(before) or _WHOLE_SITE.match(text, area.end()):
            totals.append(area)
        else:
            others.append(area)
    return totals, others


def area_facts(statements) -> tuple[Fact, Fact]:
    """Disturbed and total site area. Fields labelled as the area, and sentences that say it
    plainly ("the limit of disturbance covers 0.92 acre"), are the readings; a looser sentence
    ("... 2.4 acres ... disturbance ...") counts only when nothing says it plainly."""
    field_disturbed, field_total = _field_areas(statements)
    strong, weak, sentence_total = _sentence_areas(statements)
    # the plan's own word for the whole ("the total disturbance comes to 3.15 acres", "total site
    # disturbance during all phases of the work is 3.0 acres") outranks the parts its tables give
    # (a practice's row, one work area's or one lot's disturbance), however loosely it is worded;
    # not a loose one about the area left alone ("undisturbed meadow, 2 AC total outside the LOD")
    whole = [r for r in field_disturbed + strong + weak if _TOTAL_DISTURBED.search(r[1].text)
             and not (r in weak and _UNDISTURBED.search(r[1].text))]
    plain, loose = (whole, []) if whole and len(_clusters(whole)) == 1 else (field_disturbed + strong, weak)
    plain, loose = _typed_first(plain, loose)
    field_total, sentence_total = _typed_first(field_total, sentence_total)
    return (settle("disturbed_acres", plain, loose, "disturbed area"),
            settle("total_site_acres", field_total, sentence_total, "total site area"))


def _typed_first(plain: list, loose: list) -> tuple[list, list]:
    """OCR misreads digits (a 5 read as 4, on a sketch or a stamp) where a text layer does not:
    a plain reading from an OCR'd page stays plain only in a plan whose text layer gives no
    reading at all; beside typed readings it is a loose one, so it is outranked by a plain typed
    reading and, against a loose one that differs, is a contradiction for the reviewer, never a
    silent choice of the scan's figure."""
    scanned = [r for r in plain if r[1].ocr is not None]
    if not scanned or not any(r[1].ocr is None for r in plain + loose):
        return plain, loose
    return [r for r in plain if r[1].ocr is None], loose + scanned


def _clusters(readings) -> list[list]:
    clusters: list[list] = []
    for reading in readings:
        for cluster in clusters:
            if abs(cluster[0][0] - reading[0]) <= AREA_TOLERANCE * max(cluster[0][0], reading[0]):
                cluster.append(reading)
                break
        else:
            clusters.append([reading])
    return sorted(clusters, key=len, reverse=True)


def settle(name: str, plain, loose, what: str) -> Fact:
    """One value from the readings. Plain readings (labelled fields, plain sentences) that
    disagree are a contradiction for the reviewer, whatever their number; loose readings are
    used only without plain ones, the value most of them agree on, a tie a contradiction."""
    readings = plain or loose
    if not readings:
        return Fact(name, None, "unknown", note=f"no {what} found in the document")
    clusters = _clusters(readings)
    whole = _sum_of_parts(clusters)
    if whole is not None:  # a table of the parts and their total: the total is the value
        parts = "; ".join(f"{round(c[0][0], 3)} acres (page {c[0][1].page})" for c in clusters if c is not whole)
        quotes = tuple(dict.fromkeys(quote(s) for _, s in whole))[:2]
        return Fact(name, round(whole[0][0], 6), "document", quotes, note=f"the sum of its parts: {parts}")
    if len(clusters) > 1 and (plain or len(clusters[1]) == len(clusters[0])):
        listed = "; ".join(f"{round(c[0][0], 3)} acres (page {c[0][1].page})" for c in clusters[:4])
        evidence = tuple(quote(c[0][1]) for c in clusters[:2])
        return Fact(name, None, "unknown", evidence, note=f"the document gives different {what}s: {listed}")
    best = clusters[0]
    note = ""
    if len(clusters) > 1:
        note = "other figures also appear: " + "; ".join(f"{round(c[0][0], 3)} acres (page {c[0][1].page})"
                                                         for c in clusters[1:3])
    quotes = tuple(dict.fromkeys(quote(s) for _, s in best))[:2]
    return Fact(name, round(best[0][0], 6), "document", quotes, note=note)  # 0.1 sq ft: 4,995 SF stays under 5,000


def _sum_of_parts(clusters: list[list]) -> list | None:
    """The cluster whose value is the sum of every other cluster's (two or more of them, said on
    its own page or the one before): "0.71 acre | 0.47 acre | Total 1.18 acres"."""
    if len(clusters) < 3:
        return None
    for whole in clusters:
        parts = [c for c in clusters if c is not whole]
        total = sum(c[0][0] for c in parts)
        near = all(0 <= whole[0][1].page - c[0][1].page <= 1 for c in parts)
        if near and abs(total - whole[0][0]) <= AREA_TOLERANCE * whole[0][0]:
            return whole
    return None


def quote(statement: Statement) -> Evidence:
    return Evidence.quoted(statement.page, statement.text, statement.ocr, statement.printed)


# --- yes/no facts ----------------------------------------------------------------------------

_YES = re.compile(r"^(?:yes|y|true|x|☒|☑|\[\s*x\s*\])\b", re.I)
_NO = re.compile(r"^(?:no|n|none|false|not)\b", re.I)
_CONDITIONAL = re.compile(r"\b(?:if|unless|whether|where|when|should|any project|projects that|applies to)\b", re.I)
# A concept named in a label ("303(d) listing:", "Impaired waters | Eligible") is
# asked about, not stated.
_IN_A_LABEL = re.compile(r"^[^.;:|?]{0,60}(?::|\?|\|\s*[^|.]{0,25}(?:\||$))")


def answer(value: str) -> bool | None:
    """A field's yes or no ("Yes", "No - single family home", "N/A" is neither)."""
    value = value.strip(" .:-–")
    if re.match(r"^n/?a\b", value, re.I):
        return None
    return True if _YES.match(value) else False if _NO.match(value) else None


def _sentence_polarity(text: str, concept: re.Pattern) -> bool | None:
    """Whether a sentence states (True) or denies (False) the concept; None when it only asks,
    supposes or labels it. A denial is a negation earlier in the same clause."""
    if _SUPPOSED.match(text):  # "Where a receiving water is listed ..., the plan states ...": a supposition
        return None
    result = None
    for m in concept.finditer(text):
        if _IN_A_LABEL.match(text[m.end():]):
            continue
        # a clause ends at punctuation, not at a citation's bracket ("303(d)"); a cause opens one of
        # its own ("14 days is not allowed because of the TMDL": the negation is the rule's)
        clause = re.split(r"[;:,|]|(?<!\d)\(|\bbut\b|\band\b|\bwhich\b|\bthat\b|\bbecause\b|\bdue to\b|"
                          r"\bowing to\b|—|–", text[:m.start()])[-1]
        if _CONDITIONAL.search(clause):
            continue
        said = not _negation().search(clause)
        if result is None or not said:  # one denial in a sentence outweighs the mention beside it
            result = said
    return result


def _in_row_labels(statement: Statement, concept: re.Pattern) -> bool:
    """Whether a table row names the concept only in the cells before its last, which ask or
    restate ("Condition A (impaired water / TMDL), B or C | C | Narrative § 1"): its answer is
    the last cell, read as a field's (_row_fields)."""
    cells = [c for c in statement.cells if c]
    return len(cells) >= 2 and not concept.search(cells[-1])


def flag_fact(name: str, statements, concept: re.Pattern, what: str, label: re.Pattern | None = None) -> Fact:
    """True/False from fields that answer the concept (by `label`, else the concept in the label)
    and sentences that state or deny it; None when the document is silent or says both."""
    said: dict[bool, list[Evidence]] = {True: [], False: []}
    for s in statements:
        if s.is_field:
            value = answer(s.value) if (label or concept).search(s.label) else None
        else:  # most sentences never name the concept: one search settles them
            value = _sentence_polarity(s.value, concept) if concept.search(s.value) and not _in_row_labels(s, concept) \
                else None
        if value is not None:
            said[value].append(quote(s))
    if said[True] and said[False]:
        return Fact(name, None, "unknown", tuple(said[True][:1] + said[False][:1]),
                    note=f"the document both states and denies that {what} (pages "
                         f"{said[True][0].page} and {said[False][0].page})")
    for value in (True, False):
        if said[value]:
            return Fact(name, value, "document", tuple(dict.fromkeys(said[value]))[:2])
    return Fact(name, None, "unknown", note=f"the document does not say whether {what}")


@lru_cache(maxsize=1)
def _negation() -> re.Pattern:
    """language.yaml's negation words, whole ("not", "none") or as a contraction's end ("isn't")."""
    words = sorted(w for w in language().negation if w.isalpha())
    return re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b" + ("|n't\b" if "n't" in language().negation else ""),
                      re.I)


@lru_cache(maxsize=None)
def concept(name: str) -> re.Pattern:
    """A fact's words, from language.yaml's `facts` (generic English of plans and permits)."""
    return re.compile("|".join(language().facts[name]), re.I)


# --- volumes ---------------------------------------------------------------------------------

_VOLUME = re.compile(_NUMBER + r"\s*(?:±\s*)?(?P<unit>cubic\s+yards?|cu\.?\s*yds?\.?|c\.y\.|cy\b)", re.I)
_MOVED = re.compile(r"\b(?:cut|fill|excavat\w*|earthwork|material|mov\w+|import\w*|export\w*|grading|soil)\b", re.I)


def volume_fact(statements) -> Fact:
    """Cubic yards of material moved (cut, fill, excavation, earthwork), from fields and sentences
    that name it; thresholds ("50 cubic yards or more") and suppositions are not the project's."""
    readings = []
    for s in statements:
        if _SUPPOSED.match(s.value) or not _MOVED.search(f"{s.label} {s.value}" if s.is_field else s.value):
            continue
        for m in _VOLUME.finditer(s.value):
            if not (_OR_MORE.match(s.value[m.end():]) or _THRESHOLD.search(s.value[:m.start()][-20:])):
                readings.append((float(m.group("num").replace(",", "")), s))
                break
    if not readings:
        return Fact("material_cubic_yards", None, "unknown", note="no volume of material moved found in the document")
    values = sorted({value for value, _ in readings})
    if len(values) > 1:
        listed = "; ".join(f"{value:,.0f} cubic yards (page {s.page})" for value, s in readings[:4])
        return Fact("material_cubic_yards", None, "unknown", tuple(quote(s) for _, s in readings[:2]),
                    note=f"the document gives different volumes of material moved: {listed}")
    return Fact("material_cubic_yards", values[0], "document", tuple(dict.fromkeys(quote(s) for _, s in readings))[:2])
