"""OCR of pages with no usable text layer, with Tesseract when it is installed.

Pages are rendered with PDFium (it ships with pdfplumber) at RENDER_DPI, which reads 10-point
text; two single-threaded Tesseracts run side by side (OMP_THREAD_LIMIT=1 is ~6x faster per
page on two cores than Tesseract's own threading).
"""
from __future__ import annotations

import csv
import ctypes
import io
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

RENDER_DPI = 300
OCR_TIMEOUT_S = 120
INSTALL_HINT = ("install Tesseract OCR to read scanned pages: apt-get install tesseract-ocr "
                "(Debian/Ubuntu), brew install tesseract (macOS), or the UB Mannheim installer (Windows)")


# Set by `scratch` for the children it covers: where renders go, and whether to report progress.
SCRATCH_ENV = "SWPPP_AUDIT_OCR_SCRATCH"
PROGRESS_ENV = "SWPPP_AUDIT_OCR_PROGRESS"


class OcrError(RuntimeError):
    pass


@contextmanager
def scratch(progress: bool = False):
    """A folder for the renders of the audits started inside it (300 dpi images of an applicant's
    pages), deleted when it ends, however it ends. A child killed at --timeout, or one still at
    work when Ctrl-C ends the command, cannot delete its own; the process that started it can.
    On an error the children still running are stopped first, so none writes into the folder
    while it is deleted. `progress`: the children report OCR progress on stderr."""
    import multiprocessing

    folder = tempfile.mkdtemp(prefix="swppp-ocr-")
    saved = {name: os.environ.get(name) for name in (SCRATCH_ENV, PROGRESS_ENV)}
    os.environ[SCRATCH_ENV] = folder
    os.environ[PROGRESS_ENV] = "1" if progress else ""
    try:
        yield Path(folder)
    except BaseException:
        for child in multiprocessing.active_children():
            child.kill()
            child.join(5)
        raise
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(folder, ignore_errors=True)


def _report(done: int, total: int) -> None:
    """'OCR: page k of n' on stderr, rewritten in place on a terminal, a line each otherwise."""
    if not os.environ.get(PROGRESS_ENV):
        return
    line = f"swppp-audit: OCR page {done} of {total}"
    if sys.stderr.isatty():
        sys.stderr.write(f"\r{line}" + ("\n" if done == total else ""))
    else:
        sys.stderr.write(line + "\n")
    sys.stderr.flush()


def available() -> bool:
    return shutil.which("tesseract") is not None


def render(pdfium_page, folder: Path, name: str, crop: tuple[float, float, float, float] = (0, 0, 0, 0)) -> Path:
    """Render one page (less CROP: points off its left, bottom, right and top) to a grayscale
    PNG for Tesseract; must run in the thread that owns PDFium."""
    bitmap = pdfium_page.render(scale=RENDER_DPI / 72, grayscale=True, crop=crop)
    try:
        image = bitmap.to_pil()
        path = folder / f"{name}.png"
        image.save(path, dpi=(RENDER_DPI, RENDER_DPI))
        return path
    finally:
        bitmap.close()


def _words(image: Path) -> list[dict]:
    """Tesseract's words of one image, each a row of its TSV (text, conf, block_num, par_num,
    line_num, left, top, width, height in pixels at RENDER_DPI)."""
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    try:
        done = subprocess.run(["tesseract", str(image), "stdout", "--dpi", str(RENDER_DPI), "tsv"],
                              capture_output=True, text=True, timeout=OCR_TIMEOUT_S, env=env)
    except subprocess.TimeoutExpired:
        raise OcrError(f"Tesseract took over {OCR_TIMEOUT_S} s") from None
    if done.returncode != 0:
        raise OcrError(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "Tesseract failed")
    return [row for row in csv.DictReader(io.StringIO(done.stdout), delimiter="\t", quoting=csv.QUOTE_NONE)
            if (row.get("text") or "").strip() and row.get("conf") not in (None, "-1")]


def page_words(pdfium_doc, number: int) -> list[tuple[str, tuple[float, float, float, float]]]:
    """The words Tesseract reads on one 1-based page, each with its box in the page's own
    points (left, bottom, right, top), as an annotation on the page is placed: the render's
    pixels mapped back by PDFium, the page's rotation and crop included."""
    import pypdfium2.raw as pdfium_c

    if not available():
        raise OcrError(INSTALL_HINT)
    page = pdfium_doc[number - 1]
    try:
        with tempfile.TemporaryDirectory(prefix="swppp-ocr-") as tmp:
            image = render(page, Path(tmp), "words")
            size = _image_size(image)
            rows = _words(image)
        px, py = ctypes.c_double(), ctypes.c_double()

        def point(dx: int, dy: int) -> tuple[float, float]:
            pdfium_c.FPDF_DeviceToPage(page.raw, 0, 0, size[0], size[1], 0, dx, dy, ctypes.byref(px), ctypes.byref(py))
            return px.value, py.value
        words = []
        for row in rows:
            left, top = int(row["left"]), int(row["top"])
            (x0, y0), (x1, y1) = point(left, top), point(left + int(row["width"]), top + int(row["height"]))
            words.append((row["text"].strip(), (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))))
        return words
    finally:
        page.close()


def _image_size(path: Path) -> tuple[int, int]:
    from PIL import Image

    with Image.open(path) as image:
        return image.size


def _tesseract(image: Path) -> tuple[str, float]:
    """(text with line breaks, mean word confidence 0-100) of one image."""
    lines: dict[tuple, list[str]] = {}
    confidences = []
    for row in _words(image):
        word = row["text"].strip()
        key = (int(row["block_num"]), int(row["par_num"]), int(row["line_num"]))
        lines.setdefault(key, []).append(word)
        if sum(c.isalpha() for c in word) >= 2:  # dot leaders and rules are noise, not words
            confidences.append(float(row["conf"]))
    text, previous = [], None
    for key, words in lines.items():
        if previous is not None and key[:2] != previous[:2]:
            text.append("")  # a blank line between paragraphs, as in a text layer
        text.append(" ".join(words))
        previous = key
    return "\n".join(text), (sum(confidences) / len(confidences) if confidences else 0.0)


def ocr_pages(pdfium_doc, numbers: list[int], workers: int = 2) -> dict[int, tuple[str, float] | str]:
    """OCR the given 1-based pages: {number: (text, confidence)} or {number: "why it failed"}."""
    return _ocr(pdfium_doc, {number: (number, (0, 0, 0, 0)) for number in numbers}, workers)


def ocr_pictures(pdfium_doc, pictures: dict[int, tuple], workers: int = 2) -> dict[tuple[int, int], tuple[str, float] | str]:
    """OCR pictures on pages with a text layer ({page number: (left, bottom, right, top), ...}
    in points): {(number, k): (text, confidence) or "why it failed"} for the k-th picture."""
    jobs = {}
    for number, boxes in pictures.items():
        page = pdfium_doc[number - 1]
        try:
            width, height = page.get_size()
        finally:
            page.close()
        for k, (left, bottom, right, top) in enumerate(boxes):
            jobs[(number, k)] = (number, (left, bottom, width - right, height - top))
    return _ocr(pdfium_doc, jobs, workers)


def _ocr(pdfium_doc, jobs: dict, workers: int) -> dict:
    """OCR each job (key -> (1-based page, crop)): {key: (text, confidence) or "why it failed"}."""
    results: dict = {}
    scratch_dir = os.environ.get(SCRATCH_ENV)
    scratch_dir = scratch_dir if scratch_dir and os.path.isdir(scratch_dir) else None
    with tempfile.TemporaryDirectory(prefix="swppp-ocr-", dir=scratch_dir) as tmp:
        images = {}
        for key, (number, crop) in jobs.items():
            page = pdfium_doc[number - 1]
            try:
                images[key] = render(page, Path(tmp), f"image-{len(images):05d}", crop)
            except ModuleNotFoundError as exc:  # PDFium hands its render over as a Pillow image
                package = {"PIL": "pillow"}.get(exc.name or "", exc.name)
                results[key] = f"could not render the page for OCR: {package} is not installed (pip install {package})"
            except Exception as exc:  # noqa: BLE001 - a page that cannot be drawn stays unread
                results[key] = f"could not render the page for OCR ({type(exc).__name__})"
            finally:
                page.close()
        with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
            futures = {key: pool.submit(_tesseract, path) for key, path in images.items()}
            for done, (key, future) in enumerate(futures.items(), 1):
                try:
                    results[key] = future.result()
                except OcrError as exc:
                    results[key] = f"OCR failed: {exc}"
                _report(done, len(futures))
    return results
