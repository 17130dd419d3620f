#!/bin/sh
# Rebuild all three plans of set probe14/a into ../a-out/pdf and ../a-out/labels.json
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
PY="${PY:-$HERE/venv/bin/python}"
B="${BUILD:-$HERE/build}"; OUT="${1:-$HERE/../a-out}"
mkdir -p "$B" "$OUT/pdf"
cd "$HERE/src"
# plan 1: reportlab
$PY build_p1.py "$B/p1.pdf"
cp "$B/p1.pdf" "$OUT/pdf/p14a_somers_phased_baldwin_place_flex.pdf"
# plan 2: Chromium (report + figures) + lp2ps/ps2pdf (addendum) + JPEG scan, bound with qpdf
$PY gen_p2_html.py "$B"
for f in p2_report p2_figs; do
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$B/$f.pdf" "file://$B/$f.html" 2>/dev/null
done
$PY gen_p2_addendum.py "$B/p2_add.txt"
$PY lp2ps.py "$B/p2_add.txt" "$B/p2_add.ps"
ps2pdf -dPDFSETTINGS=/prepress "$B/p2_add.ps" "$B/p2_add.pdf"
$PY make_scan.py "$B/p2_cert.jpg" "$B/p2_cert.pdf"
qpdf --empty --pages "$B/p2_report.pdf" "$B/p2_add.pdf" "$B/p2_figs.pdf" "$B/p2_cert.pdf" -- "$OUT/pdf/p14a_asharoken_geotech_shore_club.pdf"
# plan 3: LibreOffice from flat ODT with floating frames (tagged PDF/A-2b), figures from reportlab
$PY gen_p3_fodt.py "$B/p3.fodt"
(cd "$B" && soffice --headless --convert-to 'pdf:writer_pdf_Export:{"UseTaggedPDF":{"type":"boolean","value":"true"},"SelectPdfVersion":{"type":"long","value":"2"}}' p3.fodt >/dev/null 2>&1)
$PY p3_figs.py "$B/p3_figs.pdf"
qpdf "$B/p3.pdf" --pages "$B/p3.pdf" "$B/p3_figs.pdf" -- "$OUT/pdf/p14a_somers_emp_halvorsen_campus.pdf"
# labels
$PY labels.py "$OUT/labels.json"
echo built
