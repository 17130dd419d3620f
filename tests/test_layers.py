"""The package's layers point one way (issue 30): model and the shared words below reading,
reading below judging, judging below output and the review file, and those below running, the
web page and the command line. Read from the source's imports (ast), deferred ones included."""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "swppp_audit"
# each module's layer, by its first name under the package; a lower layer never imports a higher
LAYERS = {"model": 0, "files": 0, "language": 0, "wording": 0, "version": 0,
          "reading": 1, "judging": 2, "output": 3, "review": 3,
          "running": 4, "web": 4, "cli": 4, "__main__": 5, "__init__": 5}


def _layer(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "swppp_audit" or len(parts) < 2:
        return None
    # a name of the package itself (`from swppp_audit import audit`) is the package's face: the top
    return LAYERS.get(parts[1], LAYERS["__init__"])


def _imports(path: Path) -> list[tuple[int, str]]:
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            base = node.module if node.level == 0 else ".".join(module.split(".")[:-node.level] + [node.module])
            found += [(node.lineno, f"{base}.{a.name}") for a in node.names] if base == "swppp_audit" \
                else [(node.lineno, base)]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
    return found


def upward_imports() -> list[str]:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        me = _layer(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
        for line, target in _imports(path):
            them = _layer(target)
            if me is not None and them is not None and them > me:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {target}")
    return wrong


def test_no_module_imports_a_layer_above_its_own():
    assert upward_imports() == []


def test_the_check_sees_an_upward_import(tmp_path, monkeypatch):
    """The reading of imports finds one pointing up (so the test above can fail)."""
    package = tmp_path / "swppp_audit"
    (package / "reading").mkdir(parents=True)
    (package / "reading" / "bad.py").write_text("def f():\n    from swppp_audit.judging import match\n", encoding="utf-8")
    (package / "reading" / "good.py").write_text("from swppp_audit.model import Page\n", encoding="utf-8")
    monkeypatch.setattr(__import__(__name__), "PACKAGE", package)
    assert upward_imports() == ["swppp_audit/reading/bad.py:2 imports swppp_audit.judging"]


def test_the_models_types_resolve_without_the_stages():
    import typing

    from swppp_audit import model

    assert "checklist" in typing.get_type_hints(model.Audit)
