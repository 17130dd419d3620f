"""Assembling one plan: numbering, cover, table of contents, body and appendices, built until
the table of contents' page numbers agree with where the headings landed."""
import io

from reportlab.platypus import PageBreak, Spacer

from .appendices import APPENDIX_RENDER, APPENDIX_TITLES, appendix_list
from .blocks import P, title_case
from .context import Ctx
from .layout import Heading, SwpppDoc, TocLine
from .outline import outline


class Builder:
    """One plan: its outline, numbered and titled, and its appendices."""

    def __init__(self, ctx: Ctx):
        self.ctx = ctx
        self.secs = outline(ctx)
        self.apps = appendix_list(ctx)
        # the renderers' text refers to sections and appendices: {sec:key}, {app:key}
        ctx.appx = self.appx
        ctx.num = self.num
        self._number()

    def appx(self, key):
        """Letter of appendix ``key`` ("?" if the sample has none)."""
        return "ABCDEFGH"[self.apps.index(key)] if key in self.apps else "?"

    def num(self, key):
        for s in self.secs:
            if s.key == key:
                return s.num or ""
        return ""

    # A "toc_only" item is listed in the contents but has no section; "absent" and "passing_in"
    # items are not even listed.
    def _in_toc(self, sec):
        m = self.ctx.mode(sec.item)
        return m not in ("absent", "passing_in")

    def _in_body(self, sec):
        m = self.ctx.mode(sec.item)
        return m not in ("absent", "passing_in", "toc_only")

    def _number(self):
        ctx = self.ctx
        major = 0
        minor = 0
        for s in self.secs:
            s.title = ctx.pick("title:" + s.key, s.titles)
            if not self._in_toc(s):
                continue
            if s.level == 0:
                major += 1
                minor = 0
                s.num = f"{major}.0"
            else:
                minor += 1
                s.num = f"{major}.{minor}"

    # -- cover -----------------------------------------------------------
    def cover(self):
        ctx, s = self.ctx, self.ctx.s
        doc_title = s.get("doc_title", "STORMWATER POLLUTION PREVENTION PLAN")
        out = [Spacer(1, 30), P(doc_title, "cover_title"), Spacer(1, 6),
               P(ctx.project, "cover_sub"), P(s["address"], "cover"),
               P(f"Tax Map: {s['tax_map']}", "cover"), Spacer(1, 8),
               P(ctx.town_line, "cover_sub"),
               P(s.get("cover_chapter", f"Prepared pursuant to {ctx.law}"), "cover"),
               Spacer(1, 28),
               P("<b>Prepared for:</b>", "cover", markup=True), P(s["owner"]["name"], "cover"),
               P(s["owner"]["address"], "cover"), Spacer(1, 16),
               P("<b>Prepared by:</b>", "cover", markup=True), P(s["firm"]["name"], "cover"),
               P(s["firm"]["address"], "cover"), P(f"Tel. {s['firm']['phone']}", "cover"),
               P(f"Contact: {s['firm']['contact']}", "cover"), Spacer(1, 28),
               P(s["date"] if not s.get("revised") else f"{s['date']}<br/>{s['revised']}",
                 "cover_sub", markup=True)]
        if s.get("cover_note"):
            out += [Spacer(1, 18), P(s["cover_note"], "cover_small")]
        out.append(PageBreak())
        return out

    # -- TOC ---------------------------------------------------------------
    def toc(self, pages):
        ctx = self.ctx
        out = [P("TABLE OF CONTENTS", "h1"), Spacer(1, 4)]
        entries = self.toc_entries()
        for idx, (key, text, level) in enumerate(entries):
            pg = pages.get(key) if pages else None
            if pages and pg is None:  # listed but not in the body: borrow the next page number
                pg = next((pages[k] for k, _, _ in entries[idx + 1:] if pages.get(k)), None)
            label = ctx.page_label(pg) if pg else "00"  # first pass: pages not known yet
            line = TocLine(text, label, level)
            line.key = "toc:" + key
            out.append(line)
        out.append(PageBreak())
        return out

    def toc_entries(self):
        entries = []
        for s in self.secs:
            if self._in_toc(s):
                entries.append((s.key, f"{s.num}  {s.title}", s.level))
        for i, a in enumerate(self.apps):
            entries.append((f"app:{a}", f"Appendix {'ABCDEFGH'[i]}  "
                            f"{title_case(self.ctx.pick('apptitle:' + a, APPENDIX_TITLES[a]))}",
                            0))
        return entries

    # -- body ----------------------------------------------------------------
    def body(self):
        """The numbered sections (chapters on a new page), then one page per appendix."""
        mentions = self._passing_in()
        # r_phasing weaves its passing mentions into the construction sequence itself
        self.ctx.s["passing_in_phasing"] = " ".join(mentions.get("phasing", [])) or None
        out, first = [], True
        for s in self.secs:
            if not self._in_body(s):
                continue
            if s.newpage and not first:
                out.append(PageBreak())
            first = False
            out += self._section(s, mentions.get(s.key, []) if s.key != "phasing" else [])
        return out + self._appendices()

    def _passing_in(self):
        """Host section key -> sentences of items that only get a passing mention there."""
        ctx, found = self.ctx, {}
        for s in self.secs:
            if ctx.mode(s.item) == "passing_in":
                host, text = ctx.gaps[s.item][1], ctx.gaps[s.item][2]
                found.setdefault(host, []).append(text)
        return found

    def _section(self, s, mentions):
        ctx = self.ctx
        m = ctx.mode(s.item)
        out = [Heading(f"{s.num}  {s.title}", "h1" if s.level == 0 else "h2", s.key)]
        # the renderers write the present content and the gaps that live inside it
        if m in ("present", "na", "no_hsg", "no_training", "unsigned", "no_phosphorus"):
            if s.render:
                out += s.render(ctx)
        elif m in ("defer", "passing"):  # the heading says only "TBD", "N/A", ...
            out.append(P(ctx.gaps[s.item][1]))
        elif m != "empty":
            raise ValueError(f"unknown mode {m} for {s.item}")
        return out + [P(t) for t in mentions]

    def _appendices(self):
        out = []
        for i, a in enumerate(self.apps):
            out.append(PageBreak())
            title = self.ctx.pick("apptitle:" + a, APPENDIX_TITLES[a])
            out.append(Heading(f"APPENDIX {'ABCDEFGH'[i]} - {title}", "h1", f"app:{a}"))
            out += APPENDIX_RENDER[a](self.ctx)
        return out

    def build(self):
        """The PDF bytes. The table of contents needs the pages the headings land on, which it
        shifts itself: build again with the last run's pages until they stop changing."""
        ctx = self.ctx
        story_pages = None
        for _attempt in range(3):
            buf = io.BytesIO()
            doc = SwpppDoc(buf, ctx)
            story = self.cover() + self.toc(story_pages) + self.body()
            doc.build(story)
            if story_pages is not None and doc.heading_pages == story_pages:
                break
            story_pages = dict(doc.heading_pages)
        else:  # pragma: no cover
            raise RuntimeError("TOC pagination did not converge")
        self.pages = doc.heading_pages
        self.table_pages = doc.table_pages
        self.n_pages = doc.page
        return buf.getvalue()


def build_sample(spec: dict, index: int):
    """Build one sample; returns (pdf bytes, Builder)."""
    ctx = Ctx(spec, index)
    b = Builder(ctx)
    data = b.build()
    return data, b
