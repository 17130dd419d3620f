"""Helpers to build simple schematic drawings (figspecs for render.py)."""


def rect(x, y, w, h, stroke='black', fill=None, dash=None, width=1):
    return ('poly', [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], True, stroke, dash, fill, width)


def poly(pts, stroke='black', fill=None, dash=None, width=1, closed=True):
    return ('poly', pts, closed, stroke, dash, fill, width)


def line(pts, stroke='black', dash=None, width=1):
    return ('poly', pts, False, stroke, dash, None, width)


def text(x, y, t, size=7, bold=False):
    return ('text', x, y, t, size, bold)


def arrow(x1, y1, x2, y2):
    return ('arrow', x1, y1, x2, y2)


def circle(x, y, r, stroke='black', fill=None):
    return ('circle', x, y, r, stroke, fill)


def north(x, y):
    return [line([(x, y + 24), (x, y)], width=1.5), poly([(x - 5, y + 8), (x, y), (x + 5, y + 8)], fill='black'),
            text(x - 3, y - 3, 'N', 9, True)]


def title_block(w, h, lines):
    out = [rect(w - 214, h - 14 - 11 * len(lines), 210, 10 + 11 * len(lines), fill='lightgrey')]
    for i, t in enumerate(lines):
        out.append(text(w - 208, h - 6 - 11 * (len(lines) - i) + 4, t, 7, i == 0))
    return out


def legend(x, y, rows):
    """rows: list of (kind, colour, dash, label)."""
    out = [text(x, y, 'LEGEND', 7.5, True)]
    for i, (kind, col, dash, lab) in enumerate(rows):
        yy = y + 12 + i * 11
        if kind == 'line':
            out.append(line([(x, yy - 3), (x + 22, yy - 3)], stroke=col, dash=dash, width=1.5))
        else:
            out.append(rect(x, yy - 7, 22, 7, stroke='black', fill=col))
        out.append(text(x + 27, yy, lab, 6.5))
    return out


def location_map(w, h, roads, waters, site_xy, site_label, title, notes=()):
    """roads: list of (pts, label, label_xy); waters: list of (pts, label, label_xy)."""
    pr = []
    for pts, lab, (lx, ly) in waters:
        pr.append(poly(pts, stroke='blue', fill='lightblue'))
        pr.append(text(lx, ly, lab, 8, True))
    for pts, lab, (lx, ly) in roads:
        pr.append(line(pts, stroke='black', width=2.5))
        if lab:
            pr.append(text(lx, ly, lab, 7))
    sx, sy = site_xy
    pr.append(circle(sx, sy, 9, stroke='red'))
    pr.append(circle(sx, sy, 2.5, stroke='red', fill='red'))
    pr.append(text(sx + 12, sy - 6, site_label, 7.5, True))
    pr += north(w - 30, 20)
    pr.append(text(12, 18, title, 9, True))
    for i, n in enumerate(notes):
        pr.append(text(12, h - 12 - 10 * (len(notes) - 1 - i), n, 6.5))
    return dict(w=w, h=h, prims=pr)
