"""The sample context: one specification plus what its town's law calls things and how each
checklist item is treated (present, left out in some way, or not applicable)."""
import zlib

from .checklists import CHECKLIST_IDS, PHOS

# Front-matter page labels when a sample's printed page numbers start after the cover and TOC.
ROMAN = ["i", "ii", "iii", "iv"]


class Ctx:
    """Everything a renderer needs to know about one sample."""

    def __init__(self, spec: dict, index: int):
        self.s = spec
        self.index = index
        self.town = spec["town"]
        self.ash = self.town == "asharoken"
        self.checklist = "asharoken-ch44" if self.ash else "somers-ch93"
        self.ids = CHECKLIST_IDS[self.checklist]
        self.gaps = spec.get("gaps", {})
        self.offset = spec.get("page_offset", 0)
        if self.ash:
            self.town_name = "Village of Asharoken"
            self.town_line = "Village of Asharoken, Suffolk County, New York"
            self.law = "Chapter 44 of the Code of the Village of Asharoken"
            self.law_title = ("Village of Asharoken Stormwater Management and Erosion and "
                              "Sediment Control Law (Code Chapter 44)")
            self.county = "Suffolk County"
            self.plan_abbr = "SWPPP"
        else:
            self.town_name = "Town of Somers"
            self.town_line = "Town of Somers, Westchester County, New York"
            self.law = "Chapter 93 of the Code of the Town of Somers"
            self.law_title = ("Town of Somers Stormwater Management and Erosion and Sediment "
                              "Control Law (Code Chapter 93)")
            self.county = "Westchester County"
            self.plan_abbr = spec.get("plan_abbr", "SWPPP")
        self.exempt = spec.get("exempt", False)
        self.postcon = spec["postcon"]

    # -- item status -----------------------------------------------------
    def mode(self, item):
        """How the document treats ``item``: "present", "na", or the gap's mode ("toc_only",
        "defer", "empty", "passing", "absent", ... see specs.py)."""
        if item is None:  # a section that answers no checklist item (context only)
            return "present"
        if self.exempt:  # an exempt plan still writes its sections; nothing is "na" in the text
            return "present" if item not in self.gaps else self.gaps[item][0]
        if self.is_postcon(item) and not self.postcon:
            return "na"
        return self.gaps.get(item, ("present",))[0]

    def has(self, item):
        """True when the item's substance is present in the document."""
        return self.mode(item) == "present"

    @staticmethod
    def is_postcon(item):
        return "(3)(" in item or item == PHOS

    def status(self, item):
        """The label of ``item`` in labels.json: present, missing or not_applicable."""
        if self.exempt:
            return "not_applicable"
        if self.is_postcon(item) and not self.postcon:
            return "not_applicable"
        return "present" if item not in self.gaps else "missing"

    def v(self, key, n):
        """Deterministic per-sample choice among ``n`` alternatives, so the samples differ in
        wording; a spec's ``variants`` pins a choice the sample's gaps depend on."""
        over = self.s.get("variants", {})
        if key in over:
            return over[key] % n
        return (self.index + zlib.crc32(key.encode())) % n

    def pick(self, key, options):
        return options[self.v(key, len(options))]

    def item(self, letter):
        """The town's id of erosion-control item ``letter``: 44-8B(1)(x) or 93-6A(1)(x)."""
        return f"44-8B(1)({letter})" if self.ash else f"93-6A(1)({letter})"

    def pc_item(self, letter):
        """The town's id of postconstruction item ``letter``: 44-8B(3)(x) or 93-6A(3)(x)."""
        return f"44-8B(3)({letter})" if self.ash else f"93-6A(3)({letter})"

    # -- page labels -----------------------------------------------------
    def page_label(self, pdf_page, footer=False):
        if self.offset:
            printed = pdf_page - self.offset
            if printed < 1:
                return ROMAN[pdf_page - 1]
            return f"Page {printed}" if footer else str(printed)
        return f"Page {pdf_page}" if footer else str(pdf_page)

    # -- frequently used facts -------------------------------------------
    @property
    def owner(self):
        return self.s["owner"]["name"]

    @property
    def project(self):
        return self.s["project"]

    @property
    def scale(self):
        return self.s.get("scale", "1 inch = 40 feet")
