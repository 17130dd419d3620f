"""Ruled tables read with PDFium alone: the drawn lines give the grid, PDFium gives each cell's
text. It costs about a millisecond a page, where pdfplumber's parse costs ~140 ms on the same
pages; grids it cannot read plainly (merged cells) are left to pdfplumber (see extract).
"""
from __future__ import annotations

from dataclasses import dataclass

LINE = 3.0  # a path thinner than this (points) is a rule
SNAP = 2.5  # rules this close are the same grid line


@dataclass(frozen=True)
class Grid:
    left: float
    bottom: float
    right: float
    top: float
    xs: tuple[float, ...]  # column boundaries, left to right
    ys: tuple[float, ...]  # row boundaries, top to bottom (PDF y grows upwards)
    regular: bool  # every rule spans the whole table: no merged cells


def _segments(bounds) -> tuple[list[tuple[float, float, float]], list[tuple[float, float, float]]]:
    """Horizontal (x0, x1, y) and vertical (y0, y1, x) rules, rectangles taken as their four edges."""
    horizontal, vertical = [], []
    for left, bottom, right, top in bounds:
        width, height = right - left, top - bottom
        if height <= LINE and width > 10:
            horizontal.append((left, right, (bottom + top) / 2))
        elif width <= LINE and height > 6:
            vertical.append((bottom, top, (left + right) / 2))
        elif width > 10 and height > 6:
            horizontal += [(left, right, bottom), (left, right, top)]
            vertical += [(bottom, top, left), (bottom, top, right)]
    return horizontal, vertical


def _snap(values) -> tuple[float, ...]:
    out: list[float] = []
    for value in sorted(values):
        if not out or value - out[-1] > SNAP:
            out.append(value)
    return tuple(out)


def find_grids(bounds) -> list[Grid]:
    """Groups of crossing rules with at least two rows or two columns of cells."""
    horizontal, vertical = _segments(bounds)
    boxes = [(x0, y - SNAP, x1, y + SNAP, "h", i) for i, (x0, x1, y) in enumerate(horizontal)]
    boxes += [(x - SNAP, y0, x + SNAP, y1, "v", i) for i, (y0, y1, x) in enumerate(vertical)]
    parent = list(range(len(boxes)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            b = boxes[j]
            if a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]:
                parent[root(i)] = root(j)
    clusters: dict[int, list] = {}
    for i, box in enumerate(boxes):
        clusters.setdefault(root(i), []).append(box)
    grids = []
    for members in clusters.values():
        hs = [horizontal[i] for *_, kind, i in members if kind == "h"]
        vs = [vertical[i] for *_, kind, i in members if kind == "v"]
        xs, ys = _snap(x for _, _, x in vs), _snap(y for _, _, y in hs)
        if len(xs) < 2 or len(ys) < 2 or (len(xs) - 1) * (len(ys) - 1) < 2:
            continue
        left, right, bottom, top = xs[0], xs[-1], ys[0], ys[-1]
        regular = all(x0 <= left + SNAP and x1 >= right - SNAP for x0, x1, _ in hs) and \
            all(y0 <= bottom + SNAP and y1 >= top - SNAP for y0, y1, _ in vs)
        grids.append(Grid(left, bottom, right, top, xs, tuple(reversed(ys)), regular))
    return sorted(grids, key=lambda g: -g.top)


def cell_rows(grid: Grid, textpage, clean) -> tuple[tuple[str, ...], ...]:
    """The text of each cell, row by row; empty rows are dropped."""
    rows = []
    for top, bottom in zip(grid.ys, grid.ys[1:]):
        row = tuple(" ".join(clean(textpage.get_text_bounded(left, bottom, right, top)).split())
                    for left, right in zip(grid.xs, grid.xs[1:]))
        if any(row):
            rows.append(row)
    return tuple(rows)


def text_around(grids: list[Grid], textpage, width: float, height: float, clean) -> tuple[str, list[int]]:
    """The page's text outside the grids, in reading order, and for each grid the number of text
    lines before it (where its rows go back in)."""
    parts: list[str] = []
    lines_before: list[int] = []
    top = height
    for grid in grids:
        parts.append(clean(textpage.get_text_bounded(0, grid.top, width, top)))
        lines_before.append(sum(len(p.split("\n")) for p in parts if p))
        beside = [clean(textpage.get_text_bounded(0, grid.bottom, grid.left, grid.top)),
                  clean(textpage.get_text_bounded(grid.right, grid.bottom, width, grid.top))]
        parts.extend(b for b in beside if b.strip())
        top = grid.bottom
    parts.append(clean(textpage.get_text_bounded(0, 0, width, top)))
    return "\n".join(p for p in parts if p), lines_before
