"""Ruled tables read with PDFium alone: the page's drawn lines give the cells, PDFium gives each
cell's text. It costs a few milliseconds a page, where pdfplumber's parse costs ~75-140 ms on the
same page.

Rules come however the producer drew them: thin stroked lines (reportlab, LibreOffice), thin
filled rectangles (Chromium), stroked or filled rectangles (cell borders, cell shading), several
lines in one path (CAD title blocks), double rules. The cells are found the way pdfplumber's
"lines" finder finds them (snap, join, intersections, the smallest rectangle at each corner,
tables as groups of cells sharing a corner), so merged and spanning cells come out as pdfplumber
gives them: the text in the cell's first row and column, the cells it covers empty.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

LINE = 3.0  # a path thinner than this (points) is one rule, read from its bounds
SNAP = 3.0  # rules this close are the same grid line; gaps this short are joined (pdfplumber's tolerances)
MIN_EDGE = 3.0  # a shorter drawn edge is not a rule (pdfplumber's edge_min_length)
DOUBLE = 5.0  # a cell narrower or shorter than this is the gap inside a double rule: no text fits there
STRAIGHT = 0.5  # a segment whose ends differ by less than this across its length is axis-aligned
INSET = 1.0  # a cell's text is read from this far below its top rule: a descender from the row above touches it
PAGE_SEGMENTS = 20000  # segments walked per page; past it a path counts as its bounding box (cost bound)

Edge = tuple  # (start, end, position): x0, x1, y for a horizontal rule; top0, top1, x for a vertical


@dataclass(frozen=True)
class Grid:
    """One table: its bounds in PDF points (y grows upwards) and its cells row by row, each
    (left, bottom, right, top) or None where a merged cell above or to the left covers it."""
    left: float
    bottom: float
    right: float
    top: float
    rows: tuple[tuple[tuple[float, float, float, float] | None, ...], ...]


# --------------------------------------------------------------------------- drawn edges


def _bounds(obj) -> tuple[float, float, float, float]:
    """A path object's (PDFium handle's) left, bottom, right and top on the page."""
    left, bottom, right, top = (pdfium_c.FS_FLOAT() for _ in range(4))
    if not pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top):
        raise pdfium.PdfiumError("Failed to locate pageobject.")
    return left.value, bottom.value, right.value, top.value


def _subpaths(obj) -> list[list[tuple[float, float, bool]]]:
    """The path's (PDFium handle's) points in page space, split where a new subpath starts; each
    point carries whether the segment reaching it is a straight line (curves give no rules)."""
    matrix = pdfium_c.FS_MATRIX()
    if not pdfium_c.FPDFPageObj_GetMatrix(obj, matrix):
        raise pdfium.PdfiumError("Failed to get matrix of pageobject.")
    a, b, c, d, e, f = matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f
    x, y = pdfium_c.FS_FLOAT(), pdfium_c.FS_FLOAT()
    subpaths: list[list] = []
    for i in range(pdfium_c.FPDFPath_CountSegments(obj)):
        segment = pdfium_c.FPDFPath_GetPathSegment(obj, i)
        pdfium_c.FPDFPathSegment_GetPoint(segment, x, y)
        kind = pdfium_c.FPDFPathSegment_GetType(segment)
        point = (a * x.value + c * y.value + e, b * x.value + d * y.value + f,
                 kind == pdfium_c.FPDF_SEGMENT_LINETO)
        if kind == pdfium_c.FPDF_SEGMENT_MOVETO or not subpaths:
            subpaths.append([point])
        else:
            subpaths[-1].append(point)
        if pdfium_c.FPDFPathSegment_GetClose(segment) and subpaths[-1]:
            subpaths[-1].append((subpaths[-1][0][0], subpaths[-1][0][1], True))
    return subpaths


# A page crossed out with a large X (a superseded page bound behind its revision): two straight
# lines, one rising and one falling, each across this share of the page both ways.
CROSS_SHARE = 0.7


def crossed_out(paths, width: float, height: float) -> bool:
    """Whether the page's path objects PATHS draw an X across the whole page: its text is void."""
    slopes = set()
    for obj in paths:
        left, bottom, right, top = _bounds(obj)
        if right - left < CROSS_SHARE * width or top - bottom < CROSS_SHARE * height:
            continue  # only a path that spans the page may hold such a line (no walk for the rest)
        for points in _subpaths(obj):
            for (x0, y0, _), (x1, y1, straight) in zip(points, points[1:]):
                if straight and abs(x1 - x0) >= CROSS_SHARE * width and abs(y1 - y0) >= CROSS_SHARE * height:
                    slopes.add((x1 - x0) * (y1 - y0) > 0)
    return slopes == {True, False}


def _segment_edges(subpaths, horizontal: list, vertical: list) -> None:
    """Axis-aligned straight segments of a path, as edges (top = -y, so tops grow downwards)."""
    for points in subpaths:
        for (x0, y0, _), (x1, y1, straight) in zip(points, points[1:]):
            if not straight:
                continue
            if abs(y1 - y0) <= STRAIGHT and abs(x1 - x0) >= MIN_EDGE:
                horizontal.append((min(x0, x1), max(x0, x1), -(y0 + y1) / 2))
            elif abs(x1 - x0) <= STRAIGHT and abs(y1 - y0) >= MIN_EDGE:
                vertical.append((-max(y0, y1), -min(y0, y1), (x0 + x1) / 2))


def drawn_edges(paths) -> tuple[list[Edge], list[Edge]]:
    """Horizontal and vertical rules of the page's path objects. A thin path is one rule whatever
    it is (a stroked line, a filled hairline rectangle, a line with its caps); a wider one gives
    its straight axis-aligned segments (a rectangle its four sides, a polyline each leg)."""
    horizontal: list[Edge] = []
    vertical: list[Edge] = []
    budget = PAGE_SEGMENTS
    for obj in paths:
        left, bottom, right, top = _bounds(obj)
        width, height = right - left, top - bottom
        if height <= LINE and width >= MIN_EDGE:
            horizontal.append((left, right, -(bottom + top) / 2))
        elif width <= LINE and height >= MIN_EDGE:
            vertical.append((-top, -bottom, (left + right) / 2))
        elif width > LINE and height > LINE:
            count = pdfium_c.FPDFPath_CountSegments(obj)
            budget -= count
            if budget >= 0:
                _segment_edges(_subpaths(obj), horizontal, vertical)
            else:  # too many segments to walk: the box it fills still bounds a table
                _segment_edges([[(left, bottom, 1), (right, bottom, 1), (right, top, 1), (left, top, 1),
                                 (left, bottom, 1)]], horizontal, vertical)
    return horizontal, vertical


# --------------------------------------------------------------------------- merging edges


def _snap(edges: list[Edge]) -> list[Edge]:
    """Rules within SNAP of the previous one along the axis move to their group's mean position
    (pdfplumber's snap: a rule drawn as a thin box's two sides becomes one)."""
    out: list[Edge] = []
    group: list[Edge] = []
    for edge in sorted(edges, key=lambda e: e[2]):
        if group and edge[2] > group[-1][2] + SNAP:
            mean = sum(e[2] for e in group) / len(group)
            out += [(e[0], e[1], mean) for e in group]
            group = []
        group.append(edge)
    if group:
        mean = sum(e[2] for e in group) / len(group)
        out += [(e[0], e[1], mean) for e in group]
    return out


def _join(edges: list[Edge]) -> list[Edge]:
    """Collinear rules that touch or nearly touch become one (a grid drawn cell by cell)."""
    joined: list[Edge] = []
    for start, end, pos in sorted(edges, key=lambda e: (e[2], e[0])):
        if joined and joined[-1][2] == pos and start <= joined[-1][1] + SNAP:
            if end > joined[-1][1]:
                joined[-1] = (joined[-1][0], end, pos)
        else:
            joined.append((start, end, pos))
    return [e for e in joined if e[1] - e[0] >= MIN_EDGE]


def merged_edges(horizontal: list[Edge], vertical: list[Edge]) -> tuple[list[Edge], list[Edge]]:
    return _join(_snap(horizontal)), _join(_snap(vertical))


# --------------------------------------------------------------------------- cells and tables


def _intersections(horizontal: list[Edge], vertical: list[Edge]) -> dict:
    """Where a vertical rule meets a horizontal one (within SNAP): (x, top) -> (ids of the
    vertical rules, ids of the horizontal rules) through it."""
    by_top = sorted(range(len(horizontal)), key=lambda i: horizontal[i][2])
    tops = [horizontal[i][2] for i in by_top]
    points: dict = {}
    for v, (top0, top1, x) in enumerate(vertical):
        for h in by_top[bisect.bisect_left(tops, top0 - SNAP):bisect.bisect_right(tops, top1 + SNAP)]:
            x0, x1, top = horizontal[h]
            if x0 - SNAP <= x <= x1 + SNAP:
                vs, hs = points.setdefault((x, top), (set(), set()))
                vs.add(v)
                hs.add(h)
    return points


def _cells(points: dict) -> list[tuple[float, float, float, float]]:
    """For each crossing, the smallest rectangle of crossings joined by rules that has it as its
    top-left corner (pdfplumber's intersections_to_cells): (x0, top, x1, bottom)."""
    below: dict = {}
    right: dict = {}
    for x, top in sorted(points):
        below.setdefault(x, []).append(top)
        right.setdefault(top, []).append(x)
    cells = []
    for x, top in sorted(points):
        vs, hs = points[(x, top)]
        rights = right[top][bisect.bisect_right(right[top], x):]
        for below_top in below[x][bisect.bisect_right(below[x], top):]:
            below_vs, below_hs = points[(x, below_top)]
            if vs.isdisjoint(below_vs):  # isdisjoint: no set built per test (the hot loop)
                continue
            cell = _first_right(points, hs, top, below_top, below_hs, rights)
            if cell is not None:
                cells.append((x, top, cell, below_top))
                break
    return cells


def _first_right(points: dict, hs: set, top: float, below_top: float, below_hs: set, rights: list) -> float | None:
    """The nearest crossing to the right joined to the top-left one by a horizontal rule whose
    bottom-right crossing closes the rectangle."""
    for right_x in rights:
        right_vs, right_hs = points[(right_x, top)]
        corner = points.get((right_x, below_top))
        if (not hs.isdisjoint(right_hs) and corner is not None
                and not corner[0].isdisjoint(right_vs) and not corner[1].isdisjoint(below_hs)):
            return right_x
    return None


def _tables(cells: list) -> list[list]:
    """Cells sharing a corner form one table; a lone cell is a box, not a table."""
    parent = list(range(len(cells)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    seen: dict = {}
    for i, (x0, top, x1, bottom) in enumerate(cells):
        for corner in ((x0, top), (x0, bottom), (x1, top), (x1, bottom)):
            if corner in seen:
                parent[root(i)] = root(seen[corner])
            else:
                seen[corner] = i
    groups: dict = {}
    for i, cell in enumerate(cells):
        groups.setdefault(root(i), []).append(cell)
    tables = [g for g in groups.values() if len(g) > 1]
    return sorted(tables, key=lambda t: min((c[1], c[0]) for c in t))


def _grid(cells: list) -> Grid | None:
    """Rows by cell top, columns by every left edge in the table: a merged cell sits in its first
    column, and the columns it spans are None (pdfplumber's Table.rows). The slivers between the
    two lines of a double rule are left out, so they add no empty column."""
    cells = [c for c in cells if c[2] - c[0] >= DOUBLE and c[3] - c[1] >= DOUBLE]
    if not cells:
        return None
    columns = sorted({c[0] for c in cells})
    by_top: dict = {}
    for cell in cells:
        by_top.setdefault(cell[1], {})[cell[0]] = cell
    rows = []
    for top in sorted(by_top):
        starts = by_top[top]
        rows.append(tuple(None if x not in starts else (x, -starts[x][3], starts[x][2], -top)
                          for x in columns))
    return Grid(min(c[0] for c in cells), -max(c[3] for c in cells), max(c[2] for c in cells),
                -min(c[1] for c in cells), tuple(rows))


def find_grids(paths) -> list[Grid]:
    """The ruled tables drawn by the page's path objects, top to bottom; not a form's combs."""
    horizontal, vertical = merged_edges(*drawn_edges(paths))
    if not horizontal or not vertical:
        return []
    grids = (_grid(cells) for cells in _tables(_cells(_intersections(horizontal, vertical))))
    return [g for g in grids if g is not None and not is_comb(g)]


# The least table a frame holds (a drawing's outline around its shapes, a building with a line
# across it, holds none), and the least prose it holds: sentences in lower case ending in a stop
# (a map sheet around its legend table holds labels).
FRAMED_ROWS, FRAMED_COLUMNS, FRAME_SENTENCES = 3, 2, 2
_SENTENCE_END = re.compile(r"[a-z]{2}[.;](?:\s|$)")


def without_frames(grids: list[Grid], textpage, clean) -> list[Grid]:
    """The grids that are not frames: a frame is drawn around a table and holds prose, the page
    laid out in boxes in boxes (an e-mail's or a web page's layout table) whose cells hold
    paragraphs, headings and the real tables. A frame's text is the page's own, read around the
    tables it holds."""
    def frame(outer: Grid) -> bool:
        return any(other is not outer and _around(outer, other) for other in grids) and len(_SENTENCE_END.findall(
            clean(textpage.get_text_bounded(outer.left, outer.bottom, outer.right, outer.top)))) >= FRAME_SENTENCES
    return [g for g in grids if not frame(g)]


def _around(outer: Grid, inner: Grid) -> bool:
    """Whether INNER is a table (FRAMED_ROWS by FRAMED_COLUMNS at least) inside OUTER's rules."""
    return (len(inner.rows) >= FRAMED_ROWS and len(inner.rows[0]) >= FRAMED_COLUMNS
            and outer.left - SNAP <= inner.left and inner.right <= outer.right + SNAP
            and outer.bottom - SNAP <= inner.bottom and inner.top <= outer.top + SNAP)


# A comb's box holds one character: no wider than this (points), nor much wider than it is tall.
COMB_BOX = 24.0


def is_comb(grid: Grid) -> bool:
    """A form's field printed as a comb, one box per character ("one character per box"): one
    row of small boxes. Its boxes are no table's columns but the letters of one answer, which
    the page's text gives whole ("S T O N Y" set again as a word), beside its label."""
    if len(grid.rows) != 1:
        return False
    boxes = [cell for cell in grid.rows[0] if cell is not None]
    height = grid.top - grid.bottom
    return len(boxes) >= 2 and all(right - left <= min(COMB_BOX, 1.6 * height) for left, _, right, _ in boxes)


# --------------------------------------------------------------------------- text


def _text_in(textpage, cell) -> str:
    """PDFium's text of the characters whose boxes meet the cell, read from INSET below its top
    rule so a descender that only touches the rule stays in its own row. Not inset at the bottom:
    underscores drawn as blank lines ("Signature: ____") sit on the rule."""
    left, bottom, right, top = cell
    return textpage.get_text_bounded(left, bottom, right, top - INSET)


def cell_rows(grid: Grid, textpage, clean) -> tuple[tuple[str, ...], ...]:
    """The text of each cell, row by row (a covered cell is empty); empty rows are dropped."""
    rows = []
    for cells in grid.rows:
        row = tuple("" if cell is None else " ".join(clean(_text_in(textpage, cell)).split())
                    for cell in cells)
        if any(row):
            rows.append(row)
    return tuple(rows)


def text_around(grids: list[Grid], textpage, width: float, height: float, clean) -> tuple[str, list[int]]:
    """The page's text outside the grids, in reading order, and for each grid the number of text
    lines before it (where its rows go back in)."""
    if len(grids) == 1 and _in_a_column(grids[0], textpage, width, clean):
        return _column_text(grids[0], textpage, width, height, clean)
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


# A table in one half of the page, with text in the other half beside it, is in a column: of a
# two-column page, or of two pages printed side by side on one sheet.
GUTTER_SLACK = 0.02  # of the page's width: how far past the middle a column's table may reach


def _in_a_column(grid: Grid, textpage, width: float, clean) -> bool:
    middle, slack = width / 2, GUTTER_SLACK * width
    if grid.right <= middle + slack:
        beside = textpage.get_text_bounded(middle + slack, grid.bottom, width, grid.top)
    elif grid.left >= middle - slack:
        beside = textpage.get_text_bounded(0, grid.bottom, middle - slack, grid.top)
    else:
        return False
    return len([line for line in clean(beside).split("\n") if line.strip()]) >= 2


def _column_text(grid: Grid, textpage, width: float, height: float, clean) -> tuple[str, list[int]]:
    """A page of two columns with a table in one: the left column top to bottom, then the right,
    the table between the text above it and the text below it in its own column (read by bands
    across the page, the other column's lines above the table's top would go before it)."""
    middle = width / 2
    left_side = grid.right <= middle + GUTTER_SLACK * width
    edge = max(middle, grid.right) if left_side else min(middle, grid.left)
    own = (0, edge) if left_side else (edge, width)
    other = clean(textpage.get_text_bounded(edge, 0, width, height) if left_side
                  else textpage.get_text_bounded(0, 0, edge, height))
    above = clean(textpage.get_text_bounded(own[0], grid.top, own[1], height))
    below = clean(textpage.get_text_bounded(own[0], 0, own[1], grid.bottom))
    before = [above] if left_side else [other, above]
    after = [below, other] if left_side else [below]
    lines_before = sum(len(p.split("\n")) for p in before if p)
    return "\n".join(p for p in before + after if p), [lines_before]
