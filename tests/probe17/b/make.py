"""Build the probe17/b plans: python make.py OUTDIR  -> OUTDIR/pdf/*.pdf, OUTDIR/labels.json"""
import sys, os, json, re, importlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import pdftext_pages

PLANS = [m for m in ['plan1', 'plan2', 'plan3'] if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), m + '.py'))]
ALL_IDS = {}
for line in open('/work/shared/item-ids.tsv').read().splitlines()[1:]:
    ck, iid = line.split('\t')[:2]
    ALL_IDS.setdefault(ck, []).append(iid)


def norm(s):
    return re.sub(r'\s+', ' ', s).strip()


def main(out):
    os.makedirs(os.path.join(out, 'pdf'), exist_ok=True)
    labels = {}
    for m in PLANS:
        mod = importlib.import_module(m)
        pdf = mod.build()
        path = os.path.join(out, 'pdf', mod.NAME + '.pdf')
        open(path, 'wb').write(pdf)
        pages = [norm(p) for p in pdftext_pages(path)]
        lab = dict(mod.LABEL)
        ids = ALL_IDS[lab['checklist']]
        assert set(mod.ITEMS) == set(ids), (m, set(ids) ^ set(mod.ITEMS))
        items, ev = {}, {}
        for iid in ids:
            st, q = mod.ITEMS[iid]
            items[iid] = st
            if q:
                hits = [i + 1 for i, p in enumerate(pages) if norm(q) in p]
                if not hits:
                    raise SystemExit('%s %s quote not found: %r' % (m, iid, q))
                ev[iid] = {'pages': hits[:1], 'quote': q}
        for iid in lab.get('gaps', {}):
            assert items[iid] == 'missing', (m, iid)
        out_lab = {'checklist': lab['checklist'], 'style': lab['style'], 'producer': lab['producer'],
                   'decision': lab['decision'], 'facts': lab['facts'], 'items': items, 'evidence': ev,
                   'gaps': lab.get('gaps', {}),
                   'image_only_pages': [i + 1 for i, p in enumerate(pages) if not p],
                   'ambiguous_items': lab.get('ambiguous_items', []),
                   'acceptable_decisions': lab.get('acceptable_decisions', [lab['decision']]),
                   'notes': lab.get('notes', ''),
                   'page_count': len(pages)}
        labels[mod.NAME] = out_lab
        json.dump({'headings': mod.HEADINGS}, open(os.path.join(out, 'pdf', mod.NAME + '.headings.json'), 'w'))
        print('%s: %d pages, %.0f KB, decision %s' % (mod.NAME, len(pages), len(pdf) / 1024, lab['decision']))
    json.dump(labels, open(os.path.join(out, 'labels.json'), 'w'), indent=2)


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'b-out'))
