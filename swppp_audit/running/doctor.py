"""What this installation can do (`swppp-audit doctor`): OCR, page rendering, the checklists and
templates it will use, the fonts the letters name. Each check is a Line: whether it is fine, what
was found, and how to fix what is not. OCR that cannot run fails the report (exit 1): a plan with
a scanned page could never be called complete."""
from __future__ import annotations

import platform
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Line:
    topic: str
    ok: bool
    found: str
    fix: str = ""  # how to mend what is not fine ("" when it is)
    needed: bool = True  # a line that is not fine and needed fails the report


def _run(*command: str) -> str:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout or "") + (done.stderr or "")


def tesseract() -> list[Line]:
    """Tesseract, its version and whether it has English (the language the laws are read in)."""
    from swppp_audit.reading.ocr import INSTALL_HINT

    path = shutil.which("tesseract")
    if path is None:
        return [Line("OCR (Tesseract)", False, "not installed: scanned pages cannot be read", INSTALL_HINT)]
    version = re.search(r"tesseract\s+v?(\S+)", _run(path, "--version"), re.I)
    languages = [w.strip() for w in _run(path, "--list-langs").splitlines()[1:] if w.strip()]
    said = f"{path}, version {version.group(1) if version else 'unknown'}, languages: {', '.join(languages) or 'none'}"
    if "eng" not in languages:
        return [Line("OCR (Tesseract)", False, said, "add English: apt-get install tesseract-ocr-eng, or put "
                                                     "eng.traineddata in Tesseract's tessdata folder")]
    return [Line("OCR (Tesseract)", True, said)]


def rendering() -> list[Line]:
    """PDFium renders a page and hands it to Pillow, as OCR does: tried on a blank page."""
    try:
        import pypdfium2 as pdfium

        document = pdfium.PdfDocument.new()
        page = document.new_page(72, 72)
        bitmap = page.render(scale=1)
        bitmap.to_pil()
        from PIL import __version__ as pillow
    except ModuleNotFoundError as exc:
        package = {"PIL": "pillow", "pypdfium2": "pypdfium2"}.get(exc.name or "", exc.name)
        return [Line("page rendering", False, f"{package} is not installed", f"pip install {package}")]
    except Exception as exc:  # noqa: BLE001 - the report says what failed, whatever it was
        return [Line("page rendering", False, f"a test page could not be rendered ({type(exc).__name__}: {exc})",
                     "reinstall: pip install --force-reinstall pypdfium2 pillow")]
    return [Line("page rendering", True, f"PDFium {str(pdfium.PDFIUM_INFO).split('@')[0]} (pypdfium2 "
                                         f"{pdfium.PYPDFIUM_INFO}), Pillow {pillow}")]


def checklists() -> list[Line]:
    """Every town the search path holds, loaded, and where it comes from."""
    from swppp_audit.judging.checklist import ChecklistError, available, builtin_dir, load

    lines = []
    for name, path in available().items():
        where = "installed" if path.parent == builtin_dir() else str(path.parent)
        try:
            found = load(name)
        except ChecklistError as exc:
            lines.append(Line(f"checklist {name}", False, f"{path}: does not load", str(exc)))
            continue
        lines.append(Line(f"checklist {name}", True, f"{found.title}, {len(found.items)} items, v{found.version} "
                                                    f"({where})"))
    if not lines:
        lines.append(Line("checklists", False, "none found", "reinstall swppp-audit; an office's own go in "
                                                             "--checklist-dir or SWPPP_AUDIT_CHECKLISTS"))
    return lines


def templates() -> list[Line]:
    """The package's templates an office's folder overrides (its letter or its web page)."""
    from swppp_audit.files import data_dir
    from swppp_audit.judging.checklist import template_dirs

    package = data_dir("templates")
    own = [d for d in template_dirs() if d != package]
    overridden = sorted(f"{p.relative_to(d)} ({d})" for d in own for p in d.rglob("*.j2"))
    said = ("overridden: " + "; ".join(overridden)) if overridden else "the package's own (none overridden)"
    return [Line("templates", True, said)]


def fonts() -> list[Line]:
    """The DOCX letter names Times New Roman; Word has it, LibreOffice draws it with a font of
    the same metrics (Liberation Serif) where it is installed."""
    listed = _run("fc-list", ":", "family") if shutil.which("fc-list") else ""
    if not listed:
        return [Line("letter fonts", True, "not checked (no fc-list): Word supplies Times New Roman", needed=False)]
    families = listed.lower()
    for family in ("times new roman", "liberation serif", "tex gyre termes"):
        if family in families:
            return [Line("letter fonts", True, f"Times New Roman or a font of its metrics: {family.title()}")]
    return [Line("letter fonts", False, "no Times New Roman or Liberation Serif: a DOCX letter opened here in "
                                        "LibreOffice is drawn in another font and may break over pages differently",
                 "apt-get install fonts-liberation", needed=False)]


def report() -> list[Line]:
    from swppp_audit.version import __version__

    return [Line("swppp-audit", True, f"{__version__}, Python {platform.python_version()} ({Path(__file__).parents[1]})"),
            *tesseract(), *rendering(), *checklists(), *templates(), *fonts()]


def failed(lines: list[Line]) -> bool:
    return any(not line.ok and line.needed for line in lines)
