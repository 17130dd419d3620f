#!/usr/bin/env python3
"""Rebuild the probe7b plans: make.py OUTDIR -> OUTDIR/pdf/*.pdf, OUTDIR/labels.json; verifies; exits 1 on failure."""
import json, os, sys, importlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common

MODULES = ['p1_asharoken_export', 'p2_somers_fax', 'p3_somers_two_volume']

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else '/tmp/probe7b-out'
    os.makedirs(os.path.join(out, 'pdf'), exist_ok=True)
    work = os.path.join(out, 'work'); os.makedirs(work, exist_ok=True)
    labels, errs = {}, []
    only = sys.argv[2:]  # optional subset
    for mn in MODULES:
        if not os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), mn + '.py')):
            continue
        if only and mn not in only:
            continue
        m = importlib.import_module(mn)
        pdf = os.path.join(out, 'pdf', m.NAME + '.pdf')
        m.build(pdf)
        texts = common.page_texts(pdf, work)
        ev, bad = common.locate(texts, m.QUOTES)
        for item, q in bad:
            errs.append('%s %s quote not found: %r' % (m.NAME, item, q))
        ids = common.item_ids(m.META['checklist'])
        na = getattr(m, 'NOT_APPLICABLE', {})
        items = {}
        for i in ids:
            if i in m.MISSING:
                items[i] = 'missing'
            elif i in na:
                items[i] = 'not_applicable'
            elif i in m.QUOTES:
                items[i] = 'present'
            else:
                errs.append('%s %s unlabelled' % (m.NAME, i)); items[i] = 'missing'
        lab = {'checklist': m.META['checklist'], 'style': m.META['style'], 'house_style': m.META['style'],
               'producer': m.META['producer'], 'decision': m.META['decision'], 'facts': m.META['facts'],
               'items': items, 'evidence': ev, 'gaps': m.MISSING,
               'image_only_pages': [i + 1 for i, (t, o) in enumerate(texts) if o],
               'ambiguous_items': m.META['ambiguous_items'], 'acceptable_decisions': m.META['acceptable_decisions'],
               'notes': m.META['notes'], 'pages': len(texts)}
        errs += common.verify(m.NAME, lab, texts, ids)
        # every image page must come from the intended image-only design
        exp_img = getattr(m, 'EXPECT_IMAGE_ONLY', None)
        if exp_img is not None and lab['image_only_pages'] != exp_img(len(texts)):
            errs.append('%s image-only pages differ from design' % m.NAME)
        sz = os.path.getsize(pdf)
        if sz > 5 * 1024 * 1024:
            errs.append('%s over 5 MB' % m.NAME)
        labels[m.NAME] = lab
        print('%s: %d pages, %.0f KB, %d present, %d missing' % (m.NAME, len(texts), sz / 1024,
              sum(v == 'present' for v in items.values()), sum(v == 'missing' for v in items.values())))
    try:
        os.rmdir(work)
    except OSError:
        pass
    with open(os.path.join(out, 'labels.json'), 'w') as f:
        json.dump(labels, f, indent=1)
    if errs:
        print('VERIFICATION FAILED:'); [print('  ' + e) for e in errs]; sys.exit(1)
    print('verification passed: every quote on its page, every id labelled, image_only_pages match')

if __name__ == '__main__':
    main()
