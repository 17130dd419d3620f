"""Simple plan-view figures drawn with Pillow (site sketches with legend, north arrow, scale bar)."""
from PIL import Image, ImageDraw, ImageFont

def font(size, bold=False):
    f = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf" if bold else "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    return ImageFont.truetype(f, size)

def site_sketch(path, title, scale_text, elements, legend, w=2000, h=1400):
    """elements: list of (kind, coords, label). kinds: poly, line, dash, rect, circle, text."""
    im = Image.new("RGB", (w, h), "white")
    d = ImageDraw.Draw(im)
    d.rectangle([10, 10, w - 10, h - 10], outline="black", width=4)
    d.text((40, 30), title, fill="black", font=font(40, True))
    for kind, c, label, *rest in elements:
        col = rest[0] if rest else "black"
        if kind == "poly":
            d.polygon(c, outline=col, width=5)
        elif kind == "fill":
            d.polygon(c, outline=col, fill=rest[1] if len(rest) > 1 else None, width=3)
        elif kind == "line":
            d.line(c, fill=col, width=6)
        elif kind == "dash":
            for i in range(len(c) - 1):
                (x1, y1), (x2, y2) = c[i], c[i + 1]
                n = max(1, int(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** .5 // 30))
                for k in range(0, n, 2):
                    a = k / n; b = min(1, (k + 1) / n)
                    d.line([(x1 + (x2 - x1) * a, y1 + (y2 - y1) * a), (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b)], fill=col, width=5)
        elif kind == "rect":
            d.rectangle(c, outline=col, width=5)
        elif kind == "circle":
            x, y, r = c
            d.ellipse([x - r, y - r, x + r, y + r], outline=col, width=5)
        if label:
            if kind == "text":
                lx, ly = c
            elif kind == "circle":
                lx, ly = c[0] + c[2], c[1] - 20
            elif kind == "rect":
                lx, ly = c[0][0] + 2, c[0][1] + 2
            else:
                lx, ly = c[0]
            d.text((lx + 8, ly + 8), label, fill=col, font=font(28))
    # north arrow and scale bar
    d.polygon([(w - 120, 140), (w - 140, 200), (w - 100, 200)], fill="black")
    d.text((w - 132, 90), "N", fill="black", font=font(40, True))
    d.rectangle([w - 560, h - 120, w - 160, h - 100], outline="black", width=3)
    d.rectangle([w - 560, h - 120, w - 360, h - 100], fill="black")
    d.text((w - 560, h - 90), scale_text, fill="black", font=font(26))
    # legend
    y = h - 60 - 36 * len(legend)
    d.rectangle([30, y - 20, 760, h - 30], outline="black", width=2)
    for i, t in enumerate(legend):
        d.text((50, y + 36 * i), t, fill="black", font=font(26))
    im.save(path)
    return path
