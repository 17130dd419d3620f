"""`swppp-audit doctor` (swppp_audit.running.doctor): what the installation can do, each line with
how to fix what is missing; exit 1 when OCR cannot run."""
from __future__ import annotations

import shutil

import pytest

from swppp_audit.running import doctor


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="Tesseract is not installed here")
def test_a_working_installation_says_what_it_has_and_exits_0(cli):
    ran = cli("doctor")
    assert ran.code == 0, ran.stdout
    ocr = next(line for line in ran.stdout.splitlines() if "OCR (Tesseract)" in line)
    assert ocr.startswith("ok") and "version" in ocr and "eng" in ocr
    assert any(line.startswith("ok") and "checklist somers-ch93" in line and "(installed)" in line
               for line in ran.stdout.splitlines())
    assert "page rendering" in ran.stdout and "Pillow" in ran.stdout


def test_no_tesseract_fails_the_report_and_says_how_to_install_it(cli, monkeypatch):
    real = shutil.which
    monkeypatch.setattr(doctor.shutil, "which", lambda name, *a, **k: None if name == "tesseract" else real(name))
    ran = cli("doctor")
    assert ran.code == 1
    lines = ran.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if "OCR (Tesseract)" in line)
    assert lines[at].startswith("FAIL") and "not installed" in lines[at]
    assert "apt-get install tesseract-ocr" in lines[at + 1]


def test_a_missing_language_or_module_is_named_with_its_fix(monkeypatch):
    monkeypatch.setattr(doctor.shutil, "which", lambda name, *a, **k: "/usr/bin/tesseract")
    monkeypatch.setattr(doctor, "_run", lambda *c: "tesseract 5.3.0" if "--version" in c
                        else "List of available languages (1):\nosd\n")
    (line,) = doctor.tesseract()
    assert not line.ok and "tesseract-ocr-eng" in line.fix
    import builtins

    real_import = builtins.__import__

    def no_pillow(name, *args, **kwargs):
        if name == "PIL" or name.startswith("PIL."):
            raise ModuleNotFoundError("No module named 'PIL'", name="PIL")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pillow)
    (line,) = doctor.rendering()
    assert not line.ok and line.fix == "pip install pillow"


def test_an_offices_templates_and_checklists_are_named_with_their_folder(cli, tmp_path, monkeypatch):
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "letter.md.j2").write_text("{{ letter.subject }}\n", encoding="utf-8")
    (tmp_path / "broken-ch1.yaml").write_text("id: broken-ch1\ntitle: [\n", encoding="utf-8")
    from swppp_audit.judging.checklist import ENV

    monkeypatch.setenv(ENV, "")  # in-process, --checklist-dir stays in the environment: set here, undone after
    ran = cli("doctor", "--checklist-dir", tmp_path)
    assert "letter.md.j2" in ran.stdout and str(tmp_path) in ran.stdout
    broken = next(line for line in ran.stdout.splitlines() if "checklist broken-ch1" in line)
    assert broken.startswith("FAIL") and ran.code == 1
