"""Hostile inputs, built at test time: files that are not PDFs, damaged PDFs, PDFs that loop,
explode or are enormous, and the mutations the fuzz test and bench/fuzz.py share.

Every builder takes a folder and returns the Path of the file it wrote; nothing binary is
committed. PDFs that need a precise structure (loops, bombs, hand-made text layers) are written
byte by byte with `raw_pdf`, which computes the xref offsets.
"""
from __future__ import annotations

import random
import re
import zipfile
import zlib
from pathlib import Path

from pdfs import make_pdf

# Text a Somers plan would carry: enough for the audit to find some items and miss others, so a
# document that was read ends "incomplete" (exit 1), never "complete".
PLAN_LINES = [
    "Town of Somers, Westchester County, New York",
    "1.0 Project Description",
    "The project consists of the construction of a retail building located at 12 Main Street.",
    "The limit of disturbance encompasses 0.6 acres.",
    "2.0 Soils",
    "The soils are Charlton loam, hydrologic soil group B.",
]

PLAN_PAGES = [
    ["Town of Somers, Westchester County, New York",
     "# 1.0 Project Description",
     "The project consists of the construction of a retail building located at 12 Main Street. "
     "The limit of disturbance encompasses 0.6 acres.",
     "# 2.0 Soils", "The soils are Charlton loam, hydrologic soil group B."],
    ["# 3.0 Maintenance Schedule", [["Practice", "Inspection", "Maintenance"],
                                     ["Silt fence", "Weekly", "Remove sediment at 50% of height"],
                                     ["Inlet protection", "After each storm", "Replace filter fabric"]]],
    ["# 4.0 Construction Sequence",
     "Step 1: install silt fence. Step 2: clearing and grubbing. Step 3: rough grading and utilities. "
     "Step 4: paving. Step 5: final stabilization with permanent seeding and mulch."],
]


# --------------------------------------------------------------------------- raw PDF writing

def stream(entries: bytes, data: bytes) -> bytes:
    """The body of a stream object: its dictionary entries (without << >>) and its data."""
    return b"<< " + entries + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def raw_pdf(objects: dict[int, bytes], root: int = 1, trailer_extra: bytes = b"", version: bytes = b"1.7") -> bytes:
    """A PDF of the given objects {number: body}, with a correct xref table and trailer."""
    out = bytearray(b"%PDF-" + version + b"\n%\xe2\xe3\xcf\xd3\n")
    size = max(objects) + 1
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        out += b"%d 0 obj\n" % number + objects[number] + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for number in range(1, size):
        if number in offsets:
            out += b"%010d 00000 n \n" % offsets[number]
        else:
            out += b"0000000000 65535 f \n"
    out += b"trailer\n<< /Size %d /Root %d 0 R %s>>\nstartxref\n%d\n%%%%EOF\n" % (size, root, trailer_extra, xref)
    return bytes(out)


def _pdf_string(text: str) -> bytes:
    """A PDF literal string of single-byte codes, escaped."""
    data = text.encode("latin-1")
    return b"(" + data.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def text_content(lines: list[str], x: float = 72, top: float = 720, size: float = 11, leading: float = 16) -> bytes:
    """A content stream showing the lines with font /F1, one under the other."""
    ops = [b"BT /F1 %g Tf %g TL %g %g Td" % (size, leading, x, top)]
    for line in lines:
        ops.append(_pdf_string(line) + b" Tj T*")
    ops.append(b"ET")
    return b"\n".join(ops)


HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def _plan_objects(content: bytes, media_box: bytes = b"[0 0 612 792]", page_extra: bytes = b"",
                  catalog_extra: bytes = b"") -> dict[int, bytes]:
    """Catalog 1, Pages 2, Page 3, content 4, font 5: a one-page plan to build variants on."""
    return {
        1: b"<< /Type /Catalog /Pages 2 0 R " + catalog_extra + b">>",
        2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        3: b"<< /Type /Page /Parent 2 0 R /MediaBox " + media_box
           + b" /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R " + page_extra + b">>",
        4: stream(b"", content),
        5: HELVETICA,
    }


# --------------------------------------------------------------------------- not PDFs

def zero_byte(folder: Path) -> Path:
    path = folder / "empty.pdf"
    path.write_bytes(b"")
    return path


def html_as_pdf(folder: Path) -> Path:
    path = folder / "download.pdf"
    path.write_text("<!DOCTYPE html>\n<html><head><title>Session expired</title></head>"
                    "<body><p>Please log in to download the SWPPP.</p></body></html>\n")
    return path


def docx_as_pdf(folder: Path) -> Path:
    """A real (minimal, valid) DOCX: [Content_Types].xml, _rels/.rels and word/document.xml."""
    path = folder / "swppp.pdf"
    w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml",
                   '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                   '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                   '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
                   '<Default Extension="xml" ContentType="application/xml"/>'
                   '<Override PartName="/word/document.xml" ContentType="application/'
                   'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
        z.writestr("_rels/.rels",
                   '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                   '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                   '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
                   'relationships/officeDocument" Target="word/document.xml"/></Relationships>')
        z.writestr("word/document.xml",
                   f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="{w}"><w:body>'
                   + "".join(f"<w:p><w:r><w:t>{line}</w:t></w:r></w:p>" for line in PLAN_LINES)
                   + "</w:body></w:document>")
    return path


def zip_as_pdf(folder: Path) -> Path:
    path = folder / "plans.pdf"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("README.txt", "SWPPP and drawings\n" * 20)
        z.writestr("drawings/C-101.txt", "grading plan\n" * 50)
    return path


# --------------------------------------------------------------------------- damaged PDFs

def plan_pdf(folder: Path, name: str = "plan.pdf", encrypt: str | None = None) -> Path:
    """A small, valid, incomplete Somers plan (three pages, one ruled table)."""
    return make_pdf(folder / name, PLAN_PAGES, encrypt=encrypt)


def truncated(folder: Path, fraction: float = 0.6) -> Path:
    data = plan_pdf(folder, "whole.pdf").read_bytes()
    path = folder / "truncated.pdf"
    path.write_bytes(data[: int(len(data) * fraction)])
    return path


def broken_xref(folder: Path) -> Path:
    """startxref points into the middle of the file, not at the xref table."""
    data = plan_pdf(folder, "whole.pdf").read_bytes()
    match = list(re.finditer(rb"startxref\s+(\d+)", data))[-1]
    wrong = int(match.group(1)) // 2 + 7
    data = data[: match.start(1)] + str(wrong).encode() + data[match.end(1):]
    path = folder / "broken-xref.pdf"
    path.write_bytes(data)
    return path


def encrypted_empty_password(folder: Path) -> Path:
    """Encrypted (RC4/AES, owner password set) with an empty user password: opens without one."""
    return plan_pdf(folder, "encrypted-empty.pdf", encrypt="")


PASSWORD = "s3cret-Pw"


def encrypted_with_password(folder: Path) -> Path:
    return plan_pdf(folder, "encrypted.pdf", encrypt=PASSWORD)


# --------------------------------------------------------------------------- loops

def cyclic_resources(folder: Path) -> Path:
    """The page's /Resources hold a Form XObject whose /Resources are the page's own, and which
    draws itself: endless recursion for a naive renderer or text extractor. Ruling lines make
    the page a table candidate, so pdfplumber sees the loop too."""
    rules = b"\n".join(b"72 %d m 540 %d l S" % (y, y) for y in range(300, 420, 15))
    content = text_content(PLAN_LINES) + b"\n/X1 Do\n" + rules
    objects = _plan_objects(content)
    objects[3] = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources 6 0 R /Contents 4 0 R >>")
    objects[6] = b"<< /Font << /F1 5 0 R >> /XObject << /X1 7 0 R >> >>"
    objects[7] = stream(b"/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources 6 0 R",
                        b"q 0.9 0 0 0.9 10 10 cm /X1 Do Q\n" + text_content(["Loop"], top=100))
    path = folder / "cyclic-resources.pdf"
    path.write_bytes(raw_pdf(objects))
    return path


def cyclic_page_tree(folder: Path) -> Path:
    """A /Pages node whose /Kids include a node whose /Kids include the first: a /Parent loop."""
    objects = _plan_objects(text_content(PLAN_LINES))
    objects[2] = b"<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 3 >>"
    objects[6] = b"<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 6 0 R] /Count 2 >>"
    path = folder / "cyclic-page-tree.pdf"
    path.write_bytes(raw_pdf(objects))
    return path


def cyclic_page_parent(folder: Path) -> Path:
    """A page that is its own /Parent and a Pages node that is its own kid."""
    objects = _plan_objects(text_content(PLAN_LINES))
    objects[3] = objects[3].replace(b"/Parent 2 0 R", b"/Parent 3 0 R")
    objects[2] = b"<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 /Parent 2 0 R >>"
    path = folder / "cyclic-page-parent.pdf"
    path.write_bytes(raw_pdf(objects))
    return path


def cyclic_outlines(folder: Path) -> Path:
    """Bookmarks whose /Next and /First point back at themselves."""
    objects = _plan_objects(text_content(PLAN_LINES), catalog_extra=b"/Outlines 6 0 R /PageMode /UseOutlines ")
    objects[6] = b"<< /Type /Outlines /First 7 0 R /Last 8 0 R /Count 2 >>"
    objects[7] = b"<< /Title (1.0 Project Description) /Parent 6 0 R /Next 8 0 R /First 7 0 R /Last 7 0 R /Count 1 /Dest [3 0 R /Fit] >>"
    objects[8] = b"<< /Title (2.0 Soils) /Parent 6 0 R /Prev 7 0 R /Next 7 0 R /Dest [3 0 R /Fit] >>"
    path = folder / "cyclic-outlines.pdf"
    path.write_bytes(raw_pdf(objects))
    return path


CYCLIC = {"resources": cyclic_resources, "page-tree": cyclic_page_tree,
          "page-parent": cyclic_page_parent, "outlines": cyclic_outlines}


# --------------------------------------------------------------------------- bombs and sizes

def _deflate_filler(size: int, head: bytes, byte: bytes = b" ", chunk: int = 1 << 24) -> bytes:
    """zlib data of head + `size` bytes of filler, in ~0.2 s: after a full flush deflate starts
    afresh, so each identical chunk compresses to identical bytes, compressed once and repeated."""
    assert size % chunk == 0
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    first = compressor.compress(head) + compressor.flush(zlib.Z_FULL_FLUSH)
    block = byte * chunk
    repeated = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
    tail = compressor.flush(zlib.Z_FINISH)
    checksum = zlib.adler32(head)
    for _ in range(size // chunk):
        checksum = zlib.adler32(block, checksum)
    return b"\x78\xda" + first + repeated * (size // chunk) + tail + checksum.to_bytes(4, "big")


def decompression_bomb(folder: Path, inflated_bytes: int = 1 << 30) -> Path:
    """A page whose FlateDecode content stream inflates to inflated_bytes (1 GiB): text, then spaces."""
    data = _deflate_filler(inflated_bytes, text_content(PLAN_LINES) + b"\n")
    objects = _plan_objects(b"")
    objects[4] = stream(b"/Filter /FlateDecode", data)
    path = folder / "bomb.pdf"
    path.write_bytes(raw_pdf(objects))
    return path


def many_pages(folder: Path, count: int = 3000) -> Path:
    """count pages of plan text (reportlab canvas: ~1 s for 3,000 pages)."""
    from reportlab.pdfgen import canvas

    path = folder / f"pages-{count}.pdf"
    pdf = canvas.Canvas(str(path), invariant=1)
    for n in range(1, count + 1):
        text = pdf.beginText(72, 720)
        text.setFont("Helvetica", 11)
        for line in PLAN_LINES if n == 1 else [f"Appendix page {n}", "Inspection report: silt fence checked, "
                                                                          "no sediment past the limit of disturbance."]:
            text.textLine(line)
        pdf.drawText(text)
        pdf.showPage()
    pdf.save()
    return path


def huge_page(folder: Path, scanned: bool = False) -> Path:
    """MediaBox 14400 x 14400 pt (200 x 200 in, the largest a PDF allows). With scanned=True the
    page is a small image stretched over the page and no text: OCR must render 60,000 px square."""
    media = b"[0 0 14400 14400]"
    if not scanned:
        objects = _plan_objects(text_content(PLAN_LINES, top=14000, size=40, leading=60), media_box=media)
    else:
        objects = _plan_objects(b"q 14400 0 0 14400 0 0 cm /Im1 Do Q", media_box=media)
        objects[3] = objects[3].replace(b"/Font << /F1 5 0 R >>", b"/XObject << /Im1 6 0 R >>")
        pixels = bytes(((x * 7 + y * 13) % 256) for y in range(64) for x in range(64))
        objects[6] = stream(b"/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray "
                            b"/BitsPerComponent 8 /Filter /FlateDecode", zlib.compress(pixels))
    path = folder / ("huge-scanned.pdf" if scanned else "huge.pdf")
    path.write_bytes(raw_pdf(objects))
    return path


def user_unit_page(folder: Path, scanned: bool = False) -> Path:
    """A 200 x 200-inch page written the other way PDF allows: MediaBox 1440 pt with /UserUnit 10."""
    objects = _plan_objects(text_content(PLAN_LINES, top=1400, size=8, leading=10), media_box=b"[0 0 1440 1440]",
                            page_extra=b"/UserUnit 10 ")
    if scanned:
        objects[4] = stream(b"", b"q 1440 0 0 1440 0 0 cm /Im1 Do Q")
        objects[3] = objects[3].replace(b"/Font << /F1 5 0 R >>", b"/XObject << /Im1 6 0 R >>")
        pixels = bytes(((x * 5 + y * 11) % 256) for y in range(64) for x in range(64))
        objects[6] = stream(b"/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray "
                            b"/BitsPerComponent 8 /Filter /FlateDecode", zlib.compress(pixels))
    path = folder / ("user-unit-scanned.pdf" if scanned else "user-unit.pdf")
    path.write_bytes(raw_pdf(objects, version=b"1.6"))
    return path


# --------------------------------------------------------------------------- hostile text

# Byte codes of the hand-made font and the characters its /ToUnicode map gives them.
HOSTILE_CODES = {0x01: "\u202e", 0x02: "\u200f", 0x03: "\u202d", 0x04: "\u2066", 0x07: "\x07", 0x08: "\x1b",
                 0x0B: "\u200e"}
HOSTILE_CHARS = set(HOSTILE_CODES.values())


def _to_unicode_cmap() -> bytes:
    chars = b"".join(b"<%02X> <%04X>\n" % (code, ord(ch)) for code, ch in HOSTILE_CODES.items())
    return (b"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            b"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            b"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            b"1 begincodespacerange\n<00> <FF>\nendcodespacerange\n"
            b"%d beginbfchar\n" % len(HOSTILE_CODES) + chars + b"endbfchar\n"
            b"1 beginbfrange\n<20> <7E> <0020>\nendbfrange\n"
            b"endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend")


def _hostile(text: str) -> str:
    """Sprinkle the hostile codes into text: an RLO before words, RLM and BEL inside them."""
    codes = [chr(c) for c in HOSTILE_CODES]
    words = text.split(" ")
    return " ".join(codes[i % len(codes)] + w[:2] + codes[(i + 3) % len(codes)] + w[2:] if len(w) > 3 else w
                    for i, w in enumerate(words))


def _between(text: str) -> str:
    """The hostile codes as words of their own, between the real words: text still matches."""
    codes = [chr(c) for c in HOSTILE_CODES]
    return " ".join(codes[i % len(codes)] + " " + w for i, w in enumerate(text.split(" "))) + " " + codes[-1]


def control_characters(folder: Path) -> Path:
    """A plan whose text layer (paragraphs and a ruled table) carries control characters, right-to-left
    marks and overrides: a font with a /ToUnicode map sends byte codes to U+202E, U+200F, BEL..."""
    table = [["Practice", "Inspection frequency", "Responsible"],
             ["Silt fence", "Inspect weekly and after each storm", "Contractor"],
             ["Inlet protection", "Inspect daily", "Qualified inspector"]]
    lines = [_hostile(line) for line in PLAN_LINES] + [_hostile("3.0 Inspection Schedule")]
    content = [text_content(lines)]
    top, left, widths, height = 560, 60, (120, 260, 150), 24
    right = left + sum(widths)
    for r in range(len(table) + 1):  # each rule its own path object: a ruled table
        y = top - r * height
        content.append(b"%d %d m %d %d l S" % (left, y, right, y))
    x = left
    for w in (0,) + widths:
        x += w
        content.append(b"%d %d m %d %d l S" % (x, top, x, top - height * len(table)))
    for r, row in enumerate(table):
        x = left
        for w, cell in zip(widths, row):
            content.append(b"BT /F1 10 Tf %d %d Td " % (x + 4, top - r * height - 16) + _pdf_string(_between(cell))
                           + b" Tj ET")
            x += w
    objects = _plan_objects(b"\n".join(content))
    objects[5] = HELVETICA[:-2] + b"/ToUnicode 6 0 R >>"
    objects[6] = stream(b"", _to_unicode_cmap())
    path = folder / "control-characters.pdf"
    path.write_bytes(raw_pdf(objects))
    return path


# --------------------------------------------------------------------------- fuzzing

def fuzz_bases(folder: Path) -> list[Path]:
    """The small PDFs the fuzzer mutates: a plan with a table, a plan encrypted with an empty user
    password, and a hand-written uncompressed plan (so mutations land in readable syntax)."""
    folder.mkdir(parents=True, exist_ok=True)
    raw = folder / "raw.pdf"
    raw.write_bytes(raw_pdf(_plan_objects(text_content(PLAN_LINES))))
    return [plan_pdf(folder, "plan.pdf"), plan_pdf(folder, "plan-encrypted.pdf", encrypt=""), raw]


def _objects(data: bytes) -> list[tuple[int, int]]:
    """(start, end) of each "N G obj ... endobj" in data."""
    spans = []
    for match in re.finditer(rb"\d+ \d+ obj\b", data):
        end = data.find(b"endobj", match.end())
        if end != -1:
            spans.append((match.start(), end + len(b"endobj")))
    return spans


def _streams(data: bytes) -> list[tuple[int, int]]:
    """(start, end) of each stream's data."""
    spans = []
    for match in re.finditer(rb"stream\r?\n", data):
        end = data.find(b"endstream", match.end())
        if end > match.end():
            spans.append((match.end(), end))
    return spans


def flip_bytes(data: bytes, donor: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.choice((1, 2, 4, 16, 64))):
        i = rng.randrange(len(out))
        out[i] = rng.choice((out[i] ^ (1 << rng.randrange(8)), rng.randrange(256), 0x20, 0x00))
    return bytes(out)


def truncate(data: bytes, donor: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(16, len(data))]


def splice_object(data: bytes, donor: bytes, rng: random.Random) -> bytes:
    """Replace one object by an object of the donor (keeping or not its number), or insert one."""
    ours, theirs = _objects(data), _objects(donor)
    if not ours or not theirs:
        return flip_bytes(data, donor, rng)
    start, end = rng.choice(theirs)
    piece = donor[start:end]
    if rng.random() < 0.5:  # give it the number of the object it replaces
        a, b = rng.choice(ours)
        number = re.match(rb"\d+ \d+ obj", data[a:b]).group()
        piece = re.sub(rb"^\d+ \d+ obj", number, piece)
        return data[:a] + piece + data[b:]
    at = rng.choice(ours)[rng.randrange(2)]
    return data[:at] + b"\n" + piece + b"\n" + data[at:]


def duplicate_xref(data: bytes, donor: bytes, rng: random.Random) -> bytes:
    """Append the xref section and trailer again (an incremental update that lies), or a copy
    with its offsets shifted, or the donor's."""
    start = data.rfind(b"xref")
    if start == -1:
        return truncate(data, donor, rng)
    section = data[start:]
    choice = rng.randrange(3)
    if choice == 1:
        shift = rng.choice((-40, -1, 1, 13, 999))
        section = re.sub(rb"(\d{10}) (\d{5}) n",
                         lambda m: b"%010d %s n" % (max(0, int(m.group(1)) + shift), m.group(2)), section)
    elif choice == 2 and donor.rfind(b"xref") != -1:
        section = donor[donor.rfind(b"xref"):]
    prev = re.search(rb"startxref\s+(\d+)", data[start:])
    section = section.replace(b"trailer\n<<", b"trailer\n<< /Prev %s" % (prev.group(1) if prev else b"0"), 1)
    if rng.random() < 0.5:  # the copy in the middle of the file, before the last object
        spans = _objects(data)
        if spans:
            at = rng.choice(spans)[0]
            return data[:at] + section + b"\n" + data[at:]
    return data + b"\n" + section


def garbage_in_stream(data: bytes, donor: bytes, rng: random.Random) -> bytes:
    """Insert, overwrite or delete bytes inside a stream's data (the /Length then lies)."""
    spans = _streams(data)
    if not spans:
        return flip_bytes(data, donor, rng)
    start, end = rng.choice(spans)
    at = rng.randrange(start, end + 1)
    garbage = rng.choice((
        bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))),
        b"endstream\nendobj\n",
        b"BT /F9 12 Tf (\\\\\\" + b"(" * 50 + b") Tj ET " + b"q " * 2000,
        b"1 0 obj << /Type /Catalog >> endobj",
        b"\x00" * rng.randrange(1, 4096),
    ))
    how = rng.randrange(3)
    if how == 0:
        return data[:at] + garbage + data[at:]
    if how == 1:
        return data[:at] + garbage + data[at + len(garbage):]
    return data[:at] + data[min(end, at + rng.randrange(1, 64)):]


MUTATIONS = {"flip": flip_bytes, "truncate": truncate, "splice": splice_object, "xref": duplicate_xref,
             "stream": garbage_in_stream}


def mutate(bases: list[bytes], seed: int, case: int) -> tuple[str, bytes]:
    """Case number `case` of run `seed`: the same (description, bytes) every time. One to three
    mutations of one base, with another base as donor."""
    rng = random.Random(f"{seed}:{case}")
    index = rng.randrange(len(bases))
    data, donor = bases[index], bases[(index + 1 + rng.randrange(len(bases) - 1)) % len(bases)]
    names = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        name = rng.choice(sorted(MUTATIONS))
        data = MUTATIONS[name](data, donor, rng)
        names.append(name)
    return f"seed={seed} case={case} base={index} {'+'.join(names)}", data


# --------------------------------------------------------------------------- running a case

def warm_up() -> None:
    """Load the pipeline, its language tables and the checklist in this process, so children
    forked from it start warm (an audit of a small PDF then takes ~0.1 s, not ~1 s)."""
    from swppp_audit.running.pipeline import warm

    warm("somers-ch93")
    import pdfplumber  # noqa: F401 - imported, not opened: PDFium itself is first used in the child
    import pypdfium2  # noqa: F401


def audit_decision(path) -> str:
    """The decision of a library audit with the Somers checklist and no OCR: what a fuzz case runs."""
    from swppp_audit.running.pipeline import audit
    from swppp_audit.output.report import to_dict

    return to_dict(audit(path, checklist="somers-ch93", ocr="never"))["decision"]


def outcome(value=None, error: BaseException | None = None) -> tuple[str, str]:
    """What a case came to, as (outcome, detail). Outcomes: "decision" (detail: the decision),
    "input_error" (the one-line message), "hang" (timed out), "limit" (memory, or a child that
    died), "crash" (any other exception, or an input error whose message is not one line)."""
    from swppp_audit.running.isolate import LimitExceeded
    from swppp_audit.running.pipeline import INPUT_ERRORS

    if error is None:
        return "decision", str(value)
    if isinstance(error, LimitExceeded):
        return ("hang" if "timed out" in str(error) else "limit"), str(error)
    if isinstance(error, INPUT_ERRORS):
        message = str(error)
        if not message.strip() or "\n" in message.strip():
            return "crash", f"{type(error).__name__} with a message that is not one line: {message!r}"
        return "input_error", message
    return "crash", f"{type(error).__name__}: {error}"


def run_case(fn, path: Path, timeout: float, max_memory_mb: int) -> tuple[str, str]:
    """fn(path) in a forked child with limits (swppp_audit.running.isolate.run), as `outcome` tells it."""
    from swppp_audit.running.isolate import run

    try:
        value = run(fn, path, timeout=timeout, max_memory_mb=max_memory_mb)
    except Exception as exc:  # noqa: BLE001 - classified, not hidden
        return outcome(error=exc)
    return outcome(value)
