"""Where in a checklist file a problem is (the file, the line and the key path), and the error
that says so. Apart from the schema (swppp_audit.judging.schema) so that finding checklists and
naming their errors costs no pydantic import: a batch forks its readers before that."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


class ChecklistError(ValueError):
    """A checklist file that cannot be used; the message names the file, the line and the key."""


def _node_at(node, path: tuple) -> Any:
    """The deepest YAML node along `path` (mapping keys and sequence indexes): the key's own node
    for a key that is there, the mapping for one that is not."""
    for n, step in enumerate(path):
        if isinstance(node, yaml.MappingNode):
            match = next(((k, v) for k, v in node.value if k.value == step), None)
            if match is None:
                return node
            key, value = match
            last = n == len(path) - 1
            node = value if not last or isinstance(value, (yaml.MappingNode, yaml.SequenceNode)) else key
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
        else:
            return node
    return node


def line_of(path: Path, keys: tuple) -> int:
    """The line of a key path in a file (composed again only when there is an error to report)."""
    try:
        root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    except (OSError, yaml.YAMLError):
        return 1
    return _node_at(root, keys).start_mark.line + 1 if root is not None else 1


def key_text(raw, keys: tuple) -> str:
    """`items[93-6A(1)(c)].elements[2].colour`: list entries by their id, name or model where they have one."""
    out, here = "", raw
    for step in keys:
        if isinstance(step, int):
            entry = here[step] if isinstance(here, list) and step < len(here) else None
            label = next((entry[k] for k in ("id", "name", "model") if isinstance(entry, dict) and k in entry), step)
            out += f"[{label}]"
        else:
            out += f".{step}" if out else str(step)
        here = here.get(step) if isinstance(here, dict) else here[step] if isinstance(here, list) and \
            isinstance(step, int) and step < len(here) else None
    return out or "top level"


def fail(path: Path, raw, keys: tuple, message: str) -> ChecklistError:
    return ChecklistError(f"{path.name}:{line_of(path, keys)}: {key_text(raw, keys)}: {message}")
