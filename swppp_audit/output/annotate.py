"""The reviewer's marked-up plan: the original PDF with every finding on its page.

Written as an incremental update, so the original's bytes stand first and unchanged (and any
digital signature over them stays valid): a summary page in front (the decision, its due date,
each item with its status, a link to its page), a highlight over each evidence quote with a note
(citation, title, status, and the reason as the letter gives it), a note where the tool looked
for a missing item, and a bookmark per item. A reviewer's reply to a note ("missing: the table
lists the permanent practices only") is read back by `settlements`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from swppp_audit.output.locate import Box, text_boxes, word_boxes
from swppp_audit.wording import STATUS_LABEL

AUTHOR = "swppp-audit"
NAME = "swppp-audit/"  # each note's /NM: swppp-audit/ITEM-ID/N, how a reply finds its item
# each status its colour (RGB 0-1); a reviewer's settlement is the reviewer's colour, whatever its status
COLOURS = {"present": (0.35, 0.8, 0.35), "missing": (0.95, 0.35, 0.35), "needs_review": (1.0, 0.82, 0.2),
           "not_applicable": (0.7, 0.7, 0.7), "waived": (0.45, 0.8, 0.85), "reviewer": (0.45, 0.6, 1.0)}
PAGE = (612.0, 792.0)  # the summary page: US letter, in points
STATUS_KEY, REASON_KEY = "/SwpppAuditStatus", "/SwpppAuditReason"
ROWS_PER_PAGE = 44


class AnnotateError(Exception):
    """A plan that cannot be marked up as it is (encrypted, or not a PDF pypdf can update)."""


@dataclass(frozen=True)
class Mark:
    """One finding's note on one page: the boxes it highlights (none: a note at the page's top)."""

    item_id: str
    page: int  # 1-based, in the original
    boxes: tuple[Box, ...]
    note: str
    colour: tuple[float, float, float]
    status: str = ""  # the finding noted, kept in the note so that a reviewer's "Accepted" can take it
    reason: str = ""


# An audit as its JSON report gives it (swppp_audit.output.report.to_dict): what the command line,
# a batch and the web page all hold, so the markup is made the same way from each.

def colour_of(item: dict) -> tuple[float, float, float]:
    return COLOURS["reviewer"] if item.get("source") == "reviewer" else COLOURS[item["status"]]


def note_of(item: dict) -> str:
    """What the note says: the item's citation and title, its status, and the reason as the letter gives it."""
    who = " (the reviewer's)" if item.get("source") == "reviewer" else ""
    return f"{item['citation']} {item['title']}. {STATUS_LABEL[item['status']]}{who}: {item['reason']}"


def marks(report: dict, pdfium_doc, words_of) -> list[Mark]:
    """Every item's marks: each evidence quote where it stands on its page. WORDS_OF(page
    number) gives an OCR'd page's words with their boxes (read only for pages that need them)."""
    out = []
    for item in report["items"]:
        for evidence in item.get("evidence") or ():
            number = evidence["page"]
            page = pdfium_doc[number - 1]
            try:
                if evidence.get("ocr"):
                    boxes = word_boxes(words_of(number), evidence["text"])
                else:
                    textpage = page.get_textpage()
                    try:
                        boxes = text_boxes(textpage, evidence["text"])
                    finally:
                        textpage.close()
            finally:
                page.close()
            out.append(Mark(item["id"], number, tuple(boxes), note_of(item), colour_of(item), item["status"], item["reason"]))
    return out


def first_pages(report: dict) -> dict[str, int]:
    """Each item's page to open at: its first evidence's, where it has any."""
    return {item["id"]: item["evidence"][0]["page"] for item in report["items"] if item.get("evidence")}


# --- writing ------------------------------------------------------------------------------------

def marked(report: dict, source: Path) -> tuple[bytes, dict]:
    """SOURCE marked up: its bytes followed by an incremental update holding the summary, the
    notes and the bookmarks; with counts for the command's line (highlights, notes placed
    without a box, summary pages). An OCR'd page's words are read again, with their boxes."""
    import pypdfium2 as pdfium
    from pypdf import PdfReader, PdfWriter
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(str(source))
        if reader.is_encrypted:
            raise AnnotateError(f"{source.name}: an encrypted plan cannot be marked up without rewriting it; "
                                "ask for an unencrypted copy")
        writer = PdfWriter(reader, incremental=True)  # the reader's bytes first, the update after
    except (PdfReadError, ValueError, OSError) as exc:
        raise AnnotateError(f"{source.name}: cannot be marked up: {exc}") from None
    pdfium_doc = pdfium.PdfDocument(str(source))
    try:
        found = marks(report, pdfium_doc, _page_words(pdfium_doc))
        sizes = [pdfium_doc[i].get_size() for i in range(len(pdfium_doc))]
    finally:
        pdfium_doc.close()
    summary = _summary_pages(writer, report)
    counts = {"highlights": 0, "notes": 0, "summary_pages": len(summary)}
    for n, mark in enumerate(found):
        annotation = _highlight(writer, mark, n) if mark.boxes else _note(mark, n, sizes[mark.page - 1])
        counts["highlights" if mark.boxes else "notes"] += 1
        writer.add_annotation(len(summary) + mark.page - 1, annotation)
    counts["summary_notes"] = _summary_notes(writer, report, summary, len(found))
    _summary_links(writer, report, summary)
    _outline(writer, report, len(summary))
    _shift_labels(writer, len(summary))
    return _update(writer, reader, source.read_bytes()), counts


_STARTXREF = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")


def _update(writer, reader, original: bytes) -> bytes:
    """ORIGINAL followed by the writer's new and changed objects, a classic cross-reference
    section for them and a trailer pointing back to the original's (/Prev): readable by any
    PDF 1.4 reader, every object counted (pypdf's own update writes a cross-reference stream
    that leaves itself out)."""
    import io

    from pypdf.generic import DictionaryObject, NameObject, NumberObject

    last = _STARTXREF.search(original[-1024:])
    if last is None:
        raise AnnotateError("the plan's last cross-reference section is not where a PDF ends; it cannot be updated")
    out = io.BytesIO()
    out.write(original if original.endswith(b"\n") else original + b"\n")
    positions = {}
    for ref in sorted(writer.list_objects_in_increment(), key=lambda r: r.idnum):
        positions[ref.idnum] = out.tell()
        out.write(f"{ref.idnum} 0 obj\n".encode())
        ref.get_object().write_to_stream(out)
        out.write(b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 1\n0000000000 65535 f \n")
    ids = sorted(positions)
    runs = [[ids[0]]]
    for idnum in ids[1:]:
        runs[-1].append(idnum) if idnum == runs[-1][-1] + 1 else runs.append([idnum])
    for run in runs:
        out.write(f"{run[0]} {len(run)}\n".encode() + b"".join(f"{positions[i]:010d} 00000 n \n".encode() for i in run))
    trailer = DictionaryObject({NameObject("/Size"): NumberObject(max(int(reader.trailer["/Size"]), ids[-1] + 1)),
                                NameObject("/Root"): writer._root_object.indirect_reference,
                                NameObject("/Prev"): NumberObject(int(last.group(1)))})
    for key in ("/Info", "/ID"):
        if key in reader.trailer:
            trailer[NameObject(key)] = reader.trailer.raw_get(key)
    out.write(b"trailer\n")
    trailer.write_to_stream(out)
    out.write(f"\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def _page_words(pdfium_doc):
    """words_of(page number) for `marks`: an OCR'd page's words and boxes, read once a page; none
    where Tesseract cannot run (the notes then stand at the page's top)."""
    from swppp_audit.reading.ocr import OcrError, page_words

    read: dict[int, list] = {}

    def words_of(number: int) -> list:
        if number not in read:
            try:
                read[number] = page_words(pdfium_doc, number)
            except (OcrError, OSError, ModuleNotFoundError):
                read[number] = []
        return read[number]
    return words_of


def _text(value: str):
    from pypdf.generic import TextStringObject

    return TextStringObject(value)


def _common(mark: Mark, n: int, rect: Box) -> dict:
    from pypdf.generic import ArrayObject, FloatObject, NameObject, NumberObject

    stamp = datetime.now(timezone.utc).strftime("D:%Y%m%d%H%M%SZ")
    return {NameObject("/Type"): NameObject("/Annot"), NameObject("/Rect"): ArrayObject(FloatObject(v) for v in rect),
            NameObject("/Contents"): _text(mark.note), NameObject("/T"): _text(AUTHOR),
            NameObject("/NM"): _text(f"{NAME}{mark.item_id}/{n}"), NameObject("/M"): _text(stamp),
            NameObject("/Subj"): _text(mark.note.split(".")[0][:80]),
            NameObject("/C"): ArrayObject(FloatObject(c) for c in mark.colour), NameObject("/F"): NumberObject(4),
            # the finding itself, in keys of this tool's own (a viewer shows /Contents and keeps the rest)
            NameObject(STATUS_KEY): _text(mark.status), NameObject(REASON_KEY): _text(mark.reason)}


def _highlight(writer, mark: Mark, n: int):
    """A highlight over each line box, drawn by its own appearance (multiplied, so the words show)."""
    from pypdf.generic import ArrayObject, DictionaryObject, FloatObject, NameObject

    rect = (min(b[0] for b in mark.boxes), min(b[1] for b in mark.boxes),
            max(b[2] for b in mark.boxes), max(b[3] for b in mark.boxes))
    quads = ArrayObject()
    for left, bottom, right, top in mark.boxes:  # Acrobat's order: upper left, upper right, lower left, lower right
        quads += [FloatObject(v) for v in (left, top, right, top, left, bottom, right, bottom)]
    annotation = DictionaryObject(_common(mark, n, rect))
    annotation[NameObject("/Subtype")] = NameObject("/Highlight")
    annotation[NameObject("/QuadPoints")] = quads
    annotation[NameObject("/CA")] = FloatObject(1)
    # a stream is an indirect object of its own, never inline in the annotation
    annotation[NameObject("/AP")] = DictionaryObject({NameObject("/N"): writer._add_object(_appearance(mark, rect))})
    return annotation


def _appearance(mark: Mark, rect: Box):
    from pypdf.generic import ArrayObject, DecodedStreamObject, DictionaryObject, FloatObject, NameObject

    r, g, b = mark.colour
    ops = [f"/G0 gs {r:.3f} {g:.3f} {b:.3f} rg"]
    ops += [f"{left:.2f} {bottom:.2f} {right - left:.2f} {top - bottom:.2f} re f" for left, bottom, right, top in mark.boxes]
    stream = DecodedStreamObject()
    stream.set_data("\n".join(ops).encode("ascii"))
    state = DictionaryObject({NameObject("/Type"): NameObject("/ExtGState"), NameObject("/BM"): NameObject("/Multiply"),
                              NameObject("/ca"): FloatObject(0.5), NameObject("/CA"): FloatObject(0.5)})
    stream.update({NameObject("/Type"): NameObject("/XObject"), NameObject("/Subtype"): NameObject("/Form"),
                   NameObject("/BBox"): ArrayObject(FloatObject(v) for v in rect),
                   NameObject("/Resources"): DictionaryObject({NameObject("/ExtGState"): DictionaryObject(
                       {NameObject("/G0"): state})})})
    return stream


def _note(mark: Mark, n: int, size: tuple[float, float], at: float | None = None):
    """A note at the page's top left where the quote's place on the page was not found; on the
    summary, beside the row of an item the plan gives nowhere (AT: the row's baseline)."""
    from pypdf.generic import BooleanObject, DictionaryObject, NameObject

    width, height = size
    top = height - 18 if at is None else at + 12
    annotation = DictionaryObject(_common(mark, n, (18, top - 16, 34, top)))
    annotation[NameObject("/Subtype")] = NameObject("/Text")
    annotation[NameObject("/Name")] = NameObject("/Comment")
    annotation[NameObject("/Open")] = BooleanObject(False)
    return annotation


# --- the summary page -----------------------------------------------------------------------

def summary_lines(report: dict) -> list[tuple[str, str | None]]:
    """The summary's lines, each with the item it is about (None: a heading line)."""
    due = report.get("decision_due") or "not set (no receipt date)"
    lines: list[tuple[str, str | None]] = [
        (f"swppp-audit review of {Path(report['file']).name}", None),
        (f"{report['checklist']['title']}", None),
        (f"Decision: {report['decision'].replace('_', ' ')}. Determination due: {due}.", None),
        ("Each item below links to its page; each note on the plan gives the item's status and reason.", None),
        ("", None)]
    for item in report["items"]:
        first = (item.get("evidence") or [{}])[0]
        printed = f", printed {first['printed_page']}" if first.get("printed_page") else ""
        page = f"p. {first['page']}{printed}" if first else "no page"
        who = ", reviewer" if item.get("source") == "reviewer" else ""
        lines.append((f"{item['citation']}  {STATUS_LABEL[item['status']]}{who}  ({page})  {item['title']}", item["id"]))
    return lines


def summary_pages(report: dict) -> int:
    """How many summary pages stand in front of the plan: its page N is the marked copy's N + this."""
    return -(-len(summary_lines(report)) // ROWS_PER_PAGE)


def _summary_pages(writer, report: dict) -> list:
    """The summary, one or more pages put in front of the plan; each page with its rows' items."""
    from pypdf import PageObject
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    lines = summary_lines(report)
    chunks = [lines[i:i + ROWS_PER_PAGE] for i in range(0, len(lines), ROWS_PER_PAGE)]
    font = DictionaryObject({NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type1"),
                             NameObject("/BaseFont"): NameObject("/Helvetica"),
                             NameObject("/Encoding"): NameObject("/WinAnsiEncoding")})
    pages = []
    for k, chunk in enumerate(chunks):
        page = PageObject.create_blank_page(width=PAGE[0], height=PAGE[1])
        stream = DecodedStreamObject()
        stream.set_data(_page_text(chunk, first=k == 0))
        page[NameObject("/Contents")] = writer._add_object(stream)
        page[NameObject("/Resources")] = DictionaryObject({NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})})
        writer.insert_page(page, k)
        pages.append((writer.pages[k], chunk))
    return pages


TOP, LEADING, MARGIN = 750.0, 15.5, 48.0


def _page_text(lines: list[tuple[str, str | None]], first: bool) -> bytes:
    ops = ["BT"]
    y = TOP
    for n, (line, _) in enumerate(lines):
        size = 13 if first and n == 0 else 9
        ops.append(f"/F1 {size} Tf 1 0 0 1 {MARGIN:.1f} {y:.1f} Tm ({_escape(_fit(line, size))}) Tj")
        y -= LEADING
    ops.append("ET")
    return "\n".join(ops).encode("cp1252", errors="replace")


def _fit(line: str, size: float, width: float = PAGE[0] - 2 * MARGIN) -> str:
    """LINE cut to about WIDTH at Helvetica SIZE (half an em a character on average)."""
    most = int(width / (0.5 * size))
    return line if len(line) <= most else line[:most - 1].rstrip() + "…"


def _escape(text: str) -> str:
    text = text.encode("cp1252", errors="replace").decode("cp1252")
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def _summary_notes(writer, report: dict, summary: list, first: int) -> int:
    """A note beside each summary row whose item has no place in the plan (nothing found, or
    what its absence rests on is nowhere on a page): what the tool says of it, to reply to."""
    items = {item["id"]: item for item in report["items"]}
    n = first
    for k, (_, chunk) in enumerate(summary):
        for row, (_, item_id) in enumerate(chunk):
            item = items.get(item_id)
            if item is None or item.get("evidence"):
                continue
            mark = Mark(item_id, 0, (), note_of(item), colour_of(item), item["status"], item["reason"])
            writer.add_annotation(k, _note(mark, n, PAGE, at=TOP - row * LEADING))
            n += 1
    return n - first


def _summary_links(writer, report: dict, summary: list) -> None:
    """Each item's row on the summary, a link to its page in the plan."""
    from pypdf.generic import ArrayObject, DictionaryObject, FloatObject, NameObject, NullObject, NumberObject

    opens = first_pages(report)
    for k, (_, chunk) in enumerate(summary):
        for n, (_, item_id) in enumerate(chunk):
            if item_id is None or item_id not in opens:
                continue
            y = TOP - n * LEADING
            target = writer.pages[len(summary) + opens[item_id] - 1].indirect_reference
            link = DictionaryObject({
                NameObject("/Type"): NameObject("/Annot"), NameObject("/Subtype"): NameObject("/Link"),
                NameObject("/Rect"): ArrayObject(FloatObject(v) for v in (MARGIN - 2, y - 4, PAGE[0] - MARGIN, y + 11)),
                NameObject("/Border"): ArrayObject([NumberObject(0)] * 3),
                NameObject("/Dest"): ArrayObject([target, NameObject("/XYZ"), NullObject(), NullObject(), NullObject()])})
            writer.add_annotation(k, link)


def _outline(writer, report: dict, front: int) -> None:
    """A bookmark per item, under one for the review, each at the item's page (else the summary)."""
    opens = first_pages(report)
    top = writer.add_outline_item(title="swppp-audit findings", page_number=0)
    for item in report["items"]:
        at = front + opens[item["id"]] - 1 if item["id"] in opens else 0
        writer.add_outline_item(title=f"{item['citation']} - {STATUS_LABEL[item['status']]}", page_number=at, parent=top)


def _shift_labels(writer, front: int) -> None:
    """The plan's own page labels (printed numbers) kept on its pages, the summary pages labelled
    apart: a label range is by page index, and the summary moved every page back."""
    from pypdf.generic import ArrayObject, DictionaryObject, NameObject, NumberObject

    root = writer._root_object
    labels = root.get("/PageLabels")
    if labels is None:
        return
    labels = labels.get_object()
    numbers = labels.get("/Nums")
    if numbers is None:
        return
    shifted = ArrayObject([NumberObject(0), DictionaryObject({NameObject("/P"): _text("Review ")})])
    numbers = numbers.get_object()
    for i in range(0, len(numbers) - 1, 2):
        shifted += [NumberObject(int(numbers[i]) + front), numbers[i + 1]]
    labels[NameObject("/Nums")] = shifted
    root[NameObject("/PageLabels")] = labels


# --- reading a reviewer's replies back ----------------------------------------------------------

_REPLY = re.compile(r"^\s*(present|missing|not applicable|n/a|na)\b[\s:.,;–—-]*(.*)$", re.I | re.S)
STATUS_OF = {"present": "present", "missing": "missing", "not applicable": "not_applicable", "n/a": "not_applicable",
             "na": "not_applicable"}


def settlements(marked: Path) -> tuple[dict[str, dict], list[str]]:
    """The reviewer's settlements written in a marked-up plan as replies to its notes:
    {item id: {status, reason}} (the last reply to an item's notes wins), and a line for each
    reply that could not be taken. A reply says a status and a reason ("missing: the table lists
    the permanent practices only"); a review state of Accepted (Acrobat's, Bluebeam's) takes the
    noted finding as it stands, where it is present, missing or not applicable; Rejected, or
    Accepted on an item left to the reviewer, needs the reviewer's own status and reason."""
    from pypdf import PdfReader

    reader = PdfReader(str(marked))
    ours: dict[int, object] = {}
    replies = []
    for page in reader.pages:
        for ref in page.get("/Annots") or ():
            annotation = ref.get_object()
            if str(annotation.get("/NM", "")).startswith(NAME):
                ours[ref.idnum] = annotation
            elif "/IRT" in annotation:
                replies.append(annotation)
    settled: dict[str, dict] = {}
    problems: list[str] = []
    for reply in sorted(replies, key=lambda a: str(a.get("/M", ""))):
        note = ours.get(getattr(reply.raw_get("/IRT"), "idnum", None))
        if note is None:
            continue
        item_id = str(note["/NM"])[len(NAME):].rsplit("/", 1)[0]
        decision, problem = _reply(reply, note)
        if decision:
            settled[item_id] = decision
        elif problem:
            problems.append(f"{item_id}: {problem}")
    return settled, problems


def _reply(reply, note) -> tuple[dict | None, str]:
    """One reply's decision, or why it is none ("" when it says nothing to take)."""
    state = str(reply.get("/State", "")).lstrip("/")
    if state and str(reply.get("/StateModel", "")).lstrip("/") == "Review":
        status, reason = str(note.get(STATUS_KEY, "")), str(note.get(REASON_KEY, ""))
        if state == "Accepted" and status in ("present", "missing", "not_applicable") and reason:
            return {"status": status, "reason": reason}, ""
        if state in ("Accepted", "Rejected"):
            return None, (f"marked {state} on a finding of {status.replace('_', ' ') or 'no status'}: reply with the "
                          "status you find (present, missing, not applicable) and a reason")
        return None, ""
    text = " ".join(str(reply.get("/Contents", "")).split())
    said = _REPLY.match(text)
    if not said:
        return None, f"the reply {text[:60]!r} names no status (present, missing, not applicable)" if text else ""
    reason = said.group(2).strip()
    if not reason:
        return None, f"the reply {text!r} gives no reason; write one after the status"
    return {"status": STATUS_OF[said.group(1).lower()], "reason": reason}, ""
