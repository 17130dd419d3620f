#!/usr/bin/env python3
"""Check the p14b_ set: quotes on their pages, headings in the text layer, image-only pages, page counts and
sizes, every checklist id labelled, decisions consistent with items.  Run: venv/bin/python check.py"""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, 'src'))
from labels_src import PLANS, norm, ocr_page
OUT = os.path.join(os.path.dirname(HERE), 'b-out')
labels = json.load(open(os.path.join(OUT, 'labels.json')))
ids = {}
for line in open('/work/shared/item-ids.tsv'):
    f = line.rstrip('\n').split('\t')
    if f[0] in ('asharoken-ch44', 'somers-ch93'):
        ids.setdefault(f[0], []).append(f[1])
errors = []
def err(m): errors.append(m); print('  FAIL', m)
for name, L in labels.items():
    pdf = os.path.join(OUT, 'pdf', name + '.pdf')
    print(name)
    if not name.startswith('p14b_'): err('%s: name prefix' % name)
    if not os.path.exists(pdf): err('%s: pdf missing' % name); continue
    size = os.path.getsize(pdf)
    info = subprocess.run(['pdfinfo', '-f', '1', '-l', '999', pdf], capture_output=True, text=True).stdout
    n = int(re.search(r'^Pages:\s+(\d+)', info, re.M).group(1))
    sizes = re.findall(r'^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)', info, re.M)
    rots = dict(re.findall(r'^Page\s+(\d+) rot:\s+(\d+)', info, re.M))
    kinds = {}
    for p, w, h in sizes:
        k = '%sx%s%s' % (round(float(w)), round(float(h)), (' rot' + rots[p]) if rots.get(p, '0') != '0' else '')
        kinds[k] = kinds.get(k, 0) + 1
    print('  pages %d, %.2f MB, page sizes %s' % (n, size / 1e6, kinds))
    if not 8 <= n <= 40: err('%s: %d pages' % (name, n))
    if size >= 5e6: err('%s: size %d' % (name, size))
    texts = []
    for i in range(1, n + 1):
        texts.append(norm(subprocess.run(['pdftotext', '-layout', '-f', str(i), '-l', str(i), pdf, '-'], capture_output=True, text=True).stdout))
    empty = [i + 1 for i, t in enumerate(texts) if not t]
    if sorted(L['image_only_pages']) != empty: err('%s: image_only_pages %s but pages without text %s' % (name, L['image_only_pages'], empty))
    ocr = {p: ocr_page(pdf, p) for p in L['image_only_pages']}
    want = ids[L['checklist']]
    if sorted(L['items']) != sorted(want): err('%s: item ids differ from checklist' % name)
    bad = [v for v in L['items'].values() if v not in ('present', 'missing', 'not_applicable')]
    if bad: err('%s: bad item values %s' % (name, bad))
    nq = 0
    for i, v in L['items'].items():
        if v == 'present':
            e = L['evidence'].get(i)
            if not e: err('%s %s: present without evidence' % (name, i)); continue
            q = norm(e['quote'])
            for p in e['pages']:
                src = ocr[p] if p in ocr else texts[p - 1]
                if q not in src: err('%s %s: quote not on page %d: %r' % (name, i, p, q))
                else: nq += 1
        elif i in L['evidence']:
            err('%s %s: evidence for a %s item' % (name, i, v))
    missing = sorted(i for i, v in L['items'].items() if v == 'missing')
    if sorted(L['gaps']) != missing: err('%s: gaps %s != missing %s' % (name, sorted(L['gaps']), missing))
    if not set(L['ambiguous_items']) <= set(want): err('%s: ambiguous ids unknown' % name)
    exp = 'incomplete' if missing else 'complete'
    if L['decision'] != exp: err('%s: decision %s but items say %s' % (name, L['decision'], exp))
    if L['decision'] not in L['acceptable_decisions']: err('%s: decision not in acceptable_decisions' % name)
    if not 0 <= len(missing) <= 6: err('%s: %d gaps' % (name, len(missing)))
    heads = PLANS[name]['headings']
    alltext = ' '.join(texts)
    for h in heads:
        if norm(h) not in alltext: err('%s: heading not in text layer: %r' % (name, h))
    print('  %d items, %d missing, %d quotes verified (%d by OCR), %d headings, image-only pages %s, decision %s' % (
        len(L['items']), len(missing), nq, sum(1 for e in L['evidence'].values() if set(e['pages']) & set(ocr)), len(heads),
        L['image_only_pages'], L['decision']))
towns = {L['checklist'] for L in labels.values()}
decs = [L['decision'] for L in labels.values()]
if len(labels) != 3 or towns != {'asharoken-ch44', 'somers-ch93'} or decs.count('complete') != 1:
    err('set composition: %d plans, towns %s, decisions %s' % (len(labels), towns, decs))
print('RESULT:', 'PASS' if not errors else 'FAIL (%d)' % len(errors))
sys.exit(1 if errors else 0)
