"""ASCII-art tables (+-----+ borders, | separators) with wrapped cells, for the plain-text SWPPP."""
import textwrap

def table(rows, widths):
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    hsep = "+" + "+".join("=" * (w + 2) for w in widths) + "+"
    out = [sep]
    for k, row in enumerate(rows):
        cells = [textwrap.wrap(str(c), w, break_on_hyphens=False) or [""] for c, w in zip(row, widths)]
        n = max(len(c) for c in cells)
        for i in range(n):
            out.append("| " + " | ".join((c[i] if i < len(c) else "").ljust(w) for c, w in zip(cells, widths)) + " |")
        out.append(hsep if k == 0 else sep)
    return out

def wrap(text, width=78, indent=""):
    return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False) + [""]
