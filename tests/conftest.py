import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# tests/pdfs.py builds small PDFs; samples/generate.py and tests/holdout/make_holdout.py build labelled plans
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(ROOT))
# One copy of the code under test: commands run in a child process import the same working tree
# as the tests themselves, never an installed copy that may be older.
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
COMMAND = [sys.executable, "-m", "swppp_audit"]  # `swppp-audit`, as the console script runs it


def command(*args, cwd=None, env=None, timeout=180) -> subprocess.CompletedProcess:
    """`swppp-audit ARGS` in a process of its own, as a user runs it (stdout and stderr as text)."""
    return subprocess.run(COMMAND + [str(a) for a in args], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, **(env or {})}, timeout=timeout)


@pytest.fixture(scope="session")
def samples(tmp_path_factory) -> tuple[Path, dict]:
    """The generated sample plans and their labels (true status of every item)."""
    from samples.generate import generate

    folder = tmp_path_factory.mktemp("samples")
    labels = generate(folder)
    return folder, json.loads(Path(labels).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def holdout(tmp_path_factory) -> tuple[Path, dict]:
    """Plans written independently of the matcher, with their labels."""
    from holdout.make_holdout import generate

    folder = tmp_path_factory.mktemp("holdout")
    labels = generate(folder)
    return folder, json.loads(Path(labels).read_text(encoding="utf-8"))


class Ran:
    """What a command printed and returned."""

    def __init__(self, code: int, stdout: str, stderr: str):
        self.code, self.stdout, self.stderr = code, stdout, stderr


@pytest.fixture(scope="module")
def cli():
    """Run `swppp-audit ARGS` in-process (matchers built once); an unexpected exception fails the
    test with its traceback."""
    from click.testing import CliRunner

    from swppp_audit.cli import main
    from swppp_audit.running.pipeline import warm

    warm(None)
    runner = CliRunner()

    def invoke(*args) -> Ran:
        result = runner.invoke(main, [str(a) for a in args], catch_exceptions=True)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        return Ran(result.exit_code, result.stdout, result.stderr)

    return invoke


# The quick subset (`pytest -m "not slow" -n 2`, about a minute on two cores): everything but the modules that
# audit whole sets of plans, OCR, fuzz, run batches of child processes or drive a browser, and
# the tests that read the real-world PDFs.
SLOW_MODULES = {"test_corpus", "test_ocr", "test_fuzz", "test_batch", "test_hostile"}
SLOW_NAMES = ("chromium", "real_world", "ocr")


def pytest_collection_modifyitems(items):
    for item in items:
        if item.module.__name__ in SLOW_MODULES or any(word in item.name for word in SLOW_NAMES):
            item.add_marker(pytest.mark.slow)
