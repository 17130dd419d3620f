#!/usr/bin/env python
"""Build the probe set: six fictional New York SWPPPs (3 Asharoken Ch. 44, 3 Somers Ch. 93) with labels.

usage: python make_probe.py OUT      -> OUT/pdf/NAME.pdf and OUT/labels.json

Evidence pages are located by searching the rendered PDF's text layer (pypdf) for each quote; the script then
re-checks every quote with pdftotext (poppler) and stops with an error if any quote is not found on its pages.
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import importlib  # noqa: E402

PLAN_MODULES = ['plan_p01', 'plan_p02', 'plan_p03', 'plan_p04', 'plan_p05', 'plan_p06']
# PROBE_ONLY=plan_p01,plan_p02 builds a subset (for development only)
PLANS = [importlib.import_module(m) for m in (os.environ.get('PROBE_ONLY') or ','.join(PLAN_MODULES)).split(',')]


def item_ids(checklist):
    ids = []
    with open(os.path.join(HERE, '..', '..', '..', 'shared', 'item-ids.tsv'), encoding='utf-8') as f:
        next(f)
        for line in f:
            parts = line.rstrip('\n').split('\t')
            if parts[0] == checklist:
                ids.append(parts[1])
    return ids


def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('\u2019', "'").replace('\u2018', "'").replace('\u201c', '"').replace('\u201d', '"')
    s = s.replace('\ufb01', 'fi').replace('\ufb02', 'fl').replace('\u00ad', '')
    return re.sub(r'\s+', ' ', s).strip()


def pages_pypdf(pdf):
    from pypdf import PdfReader
    return [norm(p.extract_text() or '') for p in PdfReader(pdf).pages]


def pages_poppler(pdf, layout=False):
    out = []
    n = int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout).group(1))
    for i in range(1, n + 1):
        args = ['pdftotext', '-f', str(i), '-l', str(i)] + (['-layout'] if layout else []) + [pdf, '-']
        out.append(norm(subprocess.run(args, capture_output=True, text=True).stdout))
    return out


def find_pages(pages, q):
    q = norm(q)
    return [i + 1 for i, t in enumerate(pages) if q in t]


def fill_where(s, pages):
    def rep(m):
        pg = find_pages(pages, m.group(1))
        if not pg:
            raise SystemExit('gap locator not found: %r' % m.group(1))
        return ', '.join(str(p) for p in pg)
    return re.sub(r'\{pg:([^}]*)\}', rep, s)


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    out = sys.argv[1]
    os.makedirs(os.path.join(out, 'pdf'), exist_ok=True)
    labels = {}
    problems = []
    report = []
    for mod in PLANS:
        pdf = os.path.join(out, 'pdf', mod.NAME + '.pdf')
        mod.build(pdf)
        L = mod.LABEL
        ids = item_ids(L['checklist'])
        st = L['status']
        if set(st) != set(ids):
            raise SystemExit('%s: status ids differ from item-ids.tsv: %s' % (mod.NAME, set(st) ^ set(ids)))
        pp = pages_pypdf(pdf)
        evidence = {}
        for iid in ids:
            if st[iid] != 'present':
                continue
            if iid not in L['evidence']:
                problems.append('%s %s: present without evidence' % (mod.NAME, iid))
                continue
            q = L['evidence'][iid]
            pg = find_pages(pp, q)
            if not pg:
                problems.append('%s %s: quote not found by pypdf: %r' % (mod.NAME, iid, q))
                continue
            evidence[iid] = dict(pages=pg, quote=q)
        gaps = {}
        for iid in ids:
            if st[iid] == 'missing':
                g = L['gaps'][iid]
                gaps[iid] = dict(kind=g['kind'], where=fill_where(g['where'], pp))
        extra = set(L['gaps']) - {i for i in ids if st[i] == 'missing'}
        if extra:
            problems.append('%s: gaps for non-missing items %s' % (mod.NAME, extra))
        labels[mod.NAME] = dict(
            checklist=L['checklist'], house_style=L['house_style'], style=L['house_style'], producer=L['producer'],
            decision=L['decision'], facts=L['facts'], items={i: st[i] for i in ids}, evidence=evidence, gaps=gaps,
            image_only_pages=[], ambiguous_items=L['ambiguous_items'],
            acceptable_decisions=L['acceptable_decisions'] or [L['decision']], notes=L['notes'])
        report.append((mod.NAME, len(pp)))
    with open(os.path.join(out, 'labels.json'), 'w', encoding='utf-8') as f:
        json.dump(labels, f, indent=1, ensure_ascii=False)
    # independent re-check with poppler (reading order and -layout)
    nq = 0
    for name, lab in labels.items():
        pdf = os.path.join(out, 'pdf', name + '.pdf')
        raw = pages_poppler(pdf)
        lay = pages_poppler(pdf, layout=True)
        for iid, ev in lab['evidence'].items():
            nq += 1
            q = norm(ev['quote'])
            if not any(q in raw[p - 1] for p in ev['pages']):
                problems.append('%s %s: not found by pdftotext on pages %s' % (name, iid, ev['pages']))
            if not any(q in lay[p - 1] for p in ev['pages']):
                print('note: %s %s found by pdftotext but not in -layout text (table/column wrap)' % (name, iid))
            if len(ev['pages']) > 1:
                print('note: %s %s quote on several pages %s' % (name, iid, ev['pages']))
    for name, n in report:
        print('%-50s %2d pages' % (name, n))
    print('quotes checked: %d (pypdf + pdftotext)' % nq)
    if problems:
        print('\n'.join(problems))
        raise SystemExit('%d problem(s)' % len(problems))
    print('all quotes verified')


if __name__ == '__main__':
    main()
