import json, os, re, subprocess, sys

def norm(s):
    s = s.replace('\u2019', "'").replace('\u2018', "'").replace('\u201c', '"').replace('\u201d', '"')
    s = s.replace('\u2013', '-').replace('\u2014', '-').replace('\ufb01', 'fi').replace('\ufb02', 'fl')
    return re.sub(r'\s+', ' ', s).strip().lower()

def npages(pdf):
    from pypdf import PdfReader
    return len(PdfReader(pdf).pages)

def text_pages(pdf):
    n = npages(pdf)
    out = []
    for p in range(1, n + 1):
        t = subprocess.run(['pdftotext', '-layout', '-f', str(p), '-l', str(p), pdf, '-'],
                           capture_output=True, text=True).stdout
        out.append(t)
    return out

def ocr_page(pdf, p, work):
    base = os.path.join(work, 'ocr_p%d' % p)
    subprocess.run(['pdftoppm', '-r', '200', '-gray', '-f', str(p), '-l', str(p), '-singlefile', pdf, base], check=True)
    t = subprocess.run(['tesseract', base + '.pgm', '-', '--psm', '3'], capture_output=True, text=True).stdout
    os.remove(base + '.pgm')
    return t

def page_texts(pdf, work, ocr=False):
    tp = text_pages(pdf)
    res = []
    for i, t in enumerate(tp):
        if t.strip():
            res.append((t, False))
        else:
            res.append((ocr_page(pdf, i + 1, work), True))
    return res

def locate(texts, quotes):
    """quotes: item -> quote. returns item -> {'pages':[p], 'quote': q}; raises if not found."""
    ev, bad = {}, []
    for item, q in quotes.items():
        pages = [i + 1 for i, (t, _) in enumerate(texts) if norm(q) in norm(t)]
        if not pages:
            bad.append((item, q))
        else:
            ev[item] = {'pages': pages[:1], 'quote': q}
    return ev, bad

def verify(name, lab, texts, item_ids):
    errs = []
    for item, e in lab['evidence'].items():
        for p in e['pages']:
            if norm(e['quote']) not in norm(texts[p - 1][0]):
                errs.append('%s %s quote not on page %d' % (name, item, p))
    for item, v in lab['items'].items():
        if v == 'present' and item not in lab['evidence']:
            errs.append('%s %s present without evidence' % (name, item))
    if list(lab['items']) != item_ids:
        errs.append('%s items not every id in order' % name)
    img = [i + 1 for i, (t, o) in enumerate(texts) if o]
    if img != lab['image_only_pages']:
        errs.append('%s image_only_pages %s != %s' % (name, lab['image_only_pages'], img))
    return errs

def item_ids(checklist):
    ids = []
    for line in open(__import__('os').path.join(__import__('os').path.dirname(__import__('os').path.abspath(__file__)), '../../../../shared/item-ids.tsv')).read().splitlines()[1:]:
        f = line.split('\t')
        if f[0] == checklist:
            ids.append(f[1])
    return ids
