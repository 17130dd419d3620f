"""Check b-out: quotes on their pages, headings in the text layer, image_only_pages, sizes, items, decisions."""
import sys, os, json, re, subprocess
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import pdftext_pages

def norm(s):
    return re.sub(r'\s+', ' ', s).strip()

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'b-out')
labels = json.load(open(os.path.join(out, 'labels.json')))
ids = {}
for line in open('/work/shared/item-ids.tsv').read().splitlines()[1:]:
    ck, iid = line.split('\t')[:2]
    ids.setdefault(ck, []).append(iid)
bad = 0
def fail(msg):
    global bad
    bad += 1
    print('FAIL', msg)
for name, lab in labels.items():
    path = os.path.join(out, 'pdf', name + '.pdf')
    if not os.path.exists(path):
        fail('%s: pdf missing' % name); continue
    size = os.path.getsize(path)
    if size > 5 * 1024 * 1024: fail('%s: %d bytes > 5 MB' % (name, size))
    pages = [norm(p) for p in pdftext_pages(path)]
    n = int(subprocess.run(['qpdf', '--show-npages', path], capture_output=True, text=True).stdout)
    if n != len(pages): fail('%s: pdftotext pages %d != qpdf %d' % (name, len(pages), n))
    if not 8 <= n <= 16: fail('%s: %d pages' % (name, n))
    if set(lab['items']) != set(ids[lab['checklist']]): fail('%s: item ids differ' % name)
    for iid, e in lab['evidence'].items():
        if lab['items'][iid] != 'present': fail('%s %s: evidence for non-present item' % (name, iid))
        for p in e['pages']:
            if norm(e['quote']) not in pages[p - 1]:
                fail('%s %s: quote %r not on page %d' % (name, iid, e['quote'], p))
    for iid, st in lab['items'].items():
        if st == 'present' and iid not in lab['evidence']: fail('%s %s: present without evidence' % (name, iid))
        if st == 'missing' and iid not in lab['gaps']: fail('%s %s: missing without gap note' % (name, iid))
    for iid in lab['gaps']:
        if lab['items'][iid] != 'missing': fail('%s %s: gap on non-missing item' % (name, iid))
    empty = [i + 1 for i, p in enumerate(pages) if not p]
    if empty != lab['image_only_pages']: fail('%s: image_only_pages %s != empty %s' % (name, lab['image_only_pages'], empty))
    hfile = os.path.join(out, 'pdf', name + '.headings.json')
    alltext = ' '.join(pages)
    for h in json.load(open(hfile))['headings']:
        if norm(h) not in alltext: fail('%s: heading %r not in text layer' % (name, h))
    missing = [i for i, s in lab['items'].items() if s == 'missing']
    want = 'incomplete' if missing else 'complete'
    if lab['decision'] != want and lab['decision'] != 'not_required': fail('%s: decision %s but missing %s' % (name, lab['decision'], missing))
    if lab['decision'] not in lab['acceptable_decisions']: fail('%s: decision not in acceptable_decisions' % name)
    print('%-40s %2d pages %6.0f KB  %-10s missing=%s' % (name, n, size / 1024, lab['decision'], ','.join(missing) or '-'))
print('check.py: %s' % ('PASS' if not bad else '%d FAILURES' % bad))
sys.exit(1 if bad else 0)
