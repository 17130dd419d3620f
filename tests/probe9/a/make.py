#!/usr/bin/env python3
"""Build the probe9-a plans and labels, then verify them.  Usage: make.py OUTDIR"""
import sys, json, re, subprocess, shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / 'src'))
import plan_solar, plan_asharoken, plan_school, labels_src

ITEM_IDS = Path(__file__).resolve().parents[3].parent / 'shared' / 'item-ids.tsv'  # ../shared beside the project
PLANS = [(plan_solar, labels_src.SOLAR), (plan_asharoken, labels_src.ASHAROKEN), (plan_school, labels_src.SCHOOL)]

def norm(s):
    return re.sub(r'\s+', ' ', s).strip()

def page_texts(pdf):
    n = int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', str(pdf)], capture_output=True, text=True).stdout).group(1))
    out = []
    for p in range(1, n + 1):
        t = subprocess.run(['pdftotext', '-layout', '-f', str(p), '-l', str(p), str(pdf), '-'], capture_output=True, text=True).stdout
        out.append(t)
    return out

def ids_for(checklist):
    rows = [l.split('\t') for l in ITEM_IDS.read_text().splitlines()[1:] if l.strip()]
    return [r[1] for r in rows if r[0] == checklist]

def make_label(mod, L, texts):
    items, evidence, gaps = {}, {}, {}
    for iid in ids_for(L['checklist']):
        if iid in L['evidence']:
            pages, q = L['evidence'][iid]
            items[iid] = 'present'; evidence[iid] = {'pages': pages, 'quote': q}
        elif iid in L['missing']:
            items[iid] = 'missing'; gaps[iid] = L['missing'][iid]
        else:
            raise SystemExit(f'{mod.NAME}: item {iid} has no label')
    image_only = [i + 1 for i, t in enumerate(texts) if not t.strip()]
    return {'checklist': L['checklist'], 'style': L['style'], 'house_style': L['style'], 'producer': L['producer'],
            'decision': L['decision'], 'facts': L['facts'], 'items': items, 'evidence': evidence, 'gaps': gaps,
            'image_only_pages': image_only, 'ambiguous_items': L['ambiguous'],
            'acceptable_decisions': L.get('acceptable', [L['decision']]), 'notes': L['notes']}

def verify(mod, L, lab, pdf, texts):
    errs = []
    nt = [norm(t) for t in texts]
    whole = ' '.join(nt)
    n = len(texts)
    if not 8 <= n <= 40: errs.append(f'page count {n} outside 8-40')
    if pdf.stat().st_size > 5 * 1024 * 1024: errs.append('PDF over 5 MB')
    ids = ids_for(L['checklist'])
    if list(lab['items']) != ids: errs.append('items not every id in order')
    extra = set(L['evidence']) | set(L['missing'])
    if extra - set(ids): errs.append(f'unknown ids {extra - set(ids)}')
    for iid, st in lab['items'].items():
        if st == 'present' and iid not in lab['evidence']: errs.append(f'{iid} present without evidence')
        if st == 'missing' and iid not in lab['gaps']: errs.append(f'{iid} missing without gap')
    has_missing = any(v == 'missing' for v in lab['items'].values())
    if (lab['decision'] == 'complete') == has_missing: errs.append('decision inconsistent with items')
    for a in lab['ambiguous_items']:
        if a not in ids: errs.append(f'ambiguous id {a} unknown')
    quotes = dict((k, v) for k, v in L['evidence'].items())
    quotes.update({f'gap:{k}': v for k, v in L.get('gap_quotes', {}).items()})
    for iid, (pages, q) in quotes.items():
        qn = norm(q)
        for p in pages:
            if not 1 <= p <= n or qn not in nt[p - 1]:
                found = [i + 1 for i, t in enumerate(nt) if qn in t]
                errs.append(f'{iid}: quote not on p.{p} (found on {found}): {q!r}')
    for h in L['headings']:
        if norm(h) not in whole: errs.append(f'heading not in text layer: {h!r}')
    low = whole.lower()
    for s in L['must_not']:
        if s.lower() in low:
            where = [i + 1 for i, t in enumerate(nt) if s.lower() in t.lower()]
            errs.append(f'must-not string {s!r} present on {where}')
    for s, allowed in L['only_on'].items():
        where = [i + 1 for i, t in enumerate(nt) if norm(s) in t]
        if not where or set(where) - set(allowed): errs.append(f'{s!r} on pages {where}, allowed only {allowed}')
    blank = [i + 1 for i, t in enumerate(texts) if not t.strip()]
    if blank != lab['image_only_pages']: errs.append('image_only_pages mismatch')
    return errs

def main():
    if len(sys.argv) != 2:
        raise SystemExit('usage: make.py OUTDIR')
    out = Path(sys.argv[1]).resolve()
    (out / 'pdf').mkdir(parents=True, exist_ok=True)
    work = out / 'build'; work.mkdir(exist_ok=True)
    labels, failed = {}, False
    for mod, L in PLANS:
        pdf = out / 'pdf' / f'{mod.NAME}.pdf'
        mod.build(pdf, work)
        texts = page_texts(pdf)
        lab = make_label(mod, L, texts)
        labels[mod.NAME] = lab
        errs = verify(mod, L, lab, pdf, texts)
        status = 'OK' if not errs else 'FAIL'
        print(f'{status}  {mod.NAME}: {len(texts)} pages, {pdf.stat().st_size // 1024} KB, decision {lab["decision"]}, '
              f'missing {[k for k, v in lab["items"].items() if v == "missing"]}')
        for e in errs:
            print('   ', e)
        failed |= bool(errs)
    (out / 'labels.json').write_text(json.dumps(labels, indent=2, ensure_ascii=False) + '\n')
    shutil.rmtree(work, ignore_errors=True)
    if failed:
        print('VERIFICATION FAILED'); sys.exit(1)
    print('all checks passed')

if __name__ == '__main__':
    main()
