import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# tests/pdfs.py builds small PDFs; samples/generate.py and tests/holdout/make_holdout.py build labelled plans
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(ROOT))


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
