"""Tiny flat-ODT writer used for the LibreOffice-produced plan."""
from xml.sax.saxutils import escape as _e

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:xlink="http://www.w3.org/1999/xlink" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
      'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"')


COLSTYLES = []


def e(s):
    return _e(s)


def styles(header_left, footer_left):
    return f'''
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06in"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="10.5pt" fo:language="en" fo:country="US"/></style:default-style>
 <style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:text-align="justify" fo:margin-bottom="0.07in" fo:line-height="118%"/></style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:default-outline-level="1">
  <style:paragraph-properties fo:margin-top="0.18in" fo:margin-bottom="0.08in" fo:keep-with-next="always" fo:border-bottom="0.75pt solid #1f3b5a" fo:padding-bottom="0.03in"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="13pt" fo:font-weight="bold" fo:color="#1f3b5a"/></style:style>
 <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:default-outline-level="2">
  <style:paragraph-properties fo:margin-top="0.12in" fo:margin-bottom="0.05in" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="11pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Hdr" style:family="paragraph"><style:paragraph-properties fo:border-bottom="0.5pt solid #777777" fo:padding-bottom="0.02in">
  <style:tab-stops><style:tab-stop style:position="6.5in" style:type="right"/></style:tab-stops></style:paragraph-properties>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="8pt" fo:color="#444444"/></style:style>
 <style:style style:name="Ftr" style:family="paragraph"><style:paragraph-properties>
  <style:tab-stops><style:tab-stop style:position="6.5in" style:type="right"/></style:tab-stops></style:paragraph-properties>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="8pt" fo:color="#444444"/></style:style>
 <style:style style:name="TOC" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.04in">
  <style:tab-stops><style:tab-stop style:position="6.5in" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="TOC2" style:family="paragraph" style:parent-style-name="TOC"><style:paragraph-properties fo:margin-left="0.3in">
  <style:tab-stops><style:tab-stop style:position="6.2in" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops></style:paragraph-properties></style:style>
 <style:style style:name="Cell" style:family="paragraph"><style:paragraph-properties fo:text-align="start" fo:margin-bottom="0in"/><style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="CellH" style:family="paragraph"><style:paragraph-properties fo:text-align="start" fo:margin-bottom="0in"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="8.5pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-top="0.1in" fo:margin-bottom="0.1in"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="20pt" fo:font-weight="bold" fo:color="#1f3b5a"/></style:style>
 <style:style style:name="Center" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="11pt"/></style:style>
 <style:style style:name="Note" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.25in" fo:margin-right="0.25in" fo:border="0.5pt solid #888888" fo:padding="0.06in" fo:background-color="#f2f2f2"/><style:text-properties fo:font-size="10pt" fo:font-style="italic"/></style:style>
 <style:style style:name="Lbl" style:family="paragraph"><style:paragraph-properties fo:text-align="start" fo:margin-bottom="0in"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="6.5pt"/></style:style>
 <style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="8.5pt"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pmP"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" style:print-orientation="portrait" fo:margin-top="0.5in" fo:margin-bottom="0.5in" fo:margin-left="1in" fo:margin-right="1in"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.35in" fo:margin-bottom="0.15in"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.15in"/></style:footer-style></style:page-layout>
 <style:page-layout style:name="pmL"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" fo:margin-top="0.5in" fo:margin-bottom="0.5in" fo:margin-left="0.7in" fo:margin-right="0.7in"/>
  <style:header-style><style:header-footer-properties fo:min-height="0.35in" fo:margin-bottom="0.15in"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.15in"/></style:footer-style></style:page-layout>
 <style:page-layout style:name="pmC"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin-top="0.8in" fo:margin-bottom="0.8in" fo:margin-left="1in" fo:margin-right="1in"/></style:page-layout>
 <style:style style:name="T6" style:family="text"><style:text-properties style:font-name="Liberation Sans" fo:font-size="6.5pt"/></style:style>
 <style:style style:name="PB" style:family="paragraph"><style:paragraph-properties fo:break-before="page"/></style:style>
 <style:style style:name="ToLand" style:family="paragraph" style:master-page-name="Land"><style:paragraph-properties style:page-number="auto"/></style:style>
 <style:style style:name="ToStd" style:family="paragraph" style:master-page-name="Std"><style:paragraph-properties style:page-number="auto"/></style:style>
 <style:style style:name="ToStdH" style:family="paragraph" style:parent-style-name="Heading_20_1" style:master-page-name="Std"><style:paragraph-properties style:page-number="auto"/></style:style>
 <style:style style:name="H1PB" style:family="paragraph" style:parent-style-name="Heading_20_1"><style:paragraph-properties fo:break-before="page"/></style:style>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="6.5in" table:align="margins" fo:margin-top="0.04in" fo:margin-bottom="0.1in"/></style:style>
 <style:style style:name="TblL" style:family="table"><style:table-properties style:width="9.6in" table:align="margins"/></style:style>
 <style:style style:name="TC" style:family="table-cell"><style:table-cell-properties fo:padding="0.03in" fo:border="0.5pt solid #555555"/></style:style>
 <style:style style:name="TCH" style:family="table-cell"><style:table-cell-properties fo:padding="0.03in" fo:border="0.5pt solid #555555" fo:background-color="#dbe4ee"/></style:style>
 <style:style style:name="gLine" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-width="0.02in" svg:stroke-color="#000000" draw:fill="none" style:wrap="run-through" style:run-through="foreground"/></style:style>
 <style:style style:name="gDash" style:family="graphic"><style:graphic-properties draw:stroke="dash" draw:stroke-dash="D1" svg:stroke-width="0.015in" svg:stroke-color="#000000" draw:fill="none" style:wrap="run-through" style:run-through="foreground"/></style:style>
 <style:style style:name="gFill" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-width="0.01in" svg:stroke-color="#000000" draw:fill="solid" draw:fill-color="#d9d9d9" style:wrap="run-through" style:run-through="foreground"/></style:style>
 <style:style style:name="gWater" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-width="0.03in" svg:stroke-color="#2060a0" draw:fill="none" style:wrap="run-through" style:run-through="foreground"/></style:style>
 <style:style style:name="gBox" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" fo:padding="0in" style:wrap="run-through" style:run-through="foreground" fo:border="none"/></style:style>
</office:automatic-styles>
<office:master-styles>
 <draw:stroke-dash draw:name="D1" draw:style="rect" draw:dots1="1" draw:dots1-length="0.08in" draw:distance="0.05in"/>
 <style:master-page style:name="Std" style:page-layout-name="pmP">
  <style:header><text:p text:style-name="Hdr">{e(header_left)}<text:tab/><text:chapter text:display="name" text:outline-level="1"/></text:p></style:header>
  <style:footer><text:p text:style-name="Ftr">{e(footer_left)}<text:tab/>Page <text:page-number text:select-page="current"/> of <text:page-count/></text:p></style:footer>
 </style:master-page>
 <style:master-page style:name="Land" style:page-layout-name="pmL">
  <style:header><text:p text:style-name="Hdr">{e(header_left)}  |  <text:chapter text:display="name" text:outline-level="1"/></text:p></style:header>
  <style:footer><text:p text:style-name="Ftr">{e(footer_left)}  |  Page <text:page-number text:select-page="current"/> of <text:page-count/></text:p></style:footer>
 </style:master-page>
 <style:master-page style:name="Cover" style:page-layout-name="pmC" style:next-style-name="Std"/>
</office:master-styles>'''


def doc(body_xml, header_left, footer_left, title):
    st = styles(header_left, footer_left).replace('</office:automatic-styles>', ''.join(COLSTYLES) + '</office:automatic-styles>')
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {NS} office:version="1.3" '
            f'office:mimetype="application/vnd.oasis.opendocument.text">'
            f'<office:meta><dc:title>{e(title)}</dc:title></office:meta>'
            + st +
            f'<office:body><office:text>{body_xml}</office:text></office:body></office:document>')


def p(text, style="Standard"):
    return f'<text:p text:style-name="{style}">{e(text)}</text:p>'


def h(text, level=1, style=None):
    st = style or ("Heading_20_1" if level == 1 else "Heading_20_2")
    return f'<text:h text:style-name="{st}" text:outline-level="{level}">{e(text)}</text:h>'


def table(rows, widths, header=True, style="Tbl"):
    out = [f'<table:table table:style-name="{style}">']
    total = 9.6 if style == "TblL" else 6.5
    k = sum(widths)
    for w in widths:
        nm = f"col{len(COLSTYLES)}"
        COLSTYLES.append(f'<style:style style:name="{nm}" style:family="table-column"><style:table-column-properties style:column-width="{w*total/k:.3f}in"/></style:style>')
        out.append(f'<table:table-column table:style-name="{nm}"/>')
    def row(cells, hdr):
        cs = "TCH" if hdr else "TC"
        ps = "CellH" if hdr else "Cell"
        return '<table:table-row>' + ''.join(
            f'<table:table-cell table:style-name="{cs}" office:value-type="string">' +
            ''.join(p(line, ps) for line in str(c).split("\n")) + '</table:table-cell>' for c in cells) + '</table:table-row>'
    i = 0
    if header:
        out.append('<table:table-header-rows>' + row(rows[0], True) + '</table:table-header-rows>')
        i = 1
    for r in rows[i:]:
        out.append(row(r, False))
    out.append('</table:table>')
    return ''.join(out)


def rect(x, y, w, hgt, style="gLine"):
    return (f'<draw:rect draw:style-name="{style}" text:anchor-type="paragraph" svg:x="{x}in" svg:y="{y}in" '
            f'svg:width="{w}in" svg:height="{hgt}in"/>')


def line(x1, y1, x2, y2, style="gLine"):
    return (f'<draw:line draw:style-name="{style}" text:anchor-type="paragraph" svg:x1="{x1}in" svg:y1="{y1}in" '
            f'svg:x2="{x2}in" svg:y2="{y2}in"/>')


def label(x, y, w, hgt, text):
    paras = ''.join(f'<text:p text:style-name="Lbl"><text:span text:style-name="T6">{e(t)}</text:span></text:p>' for t in text.split("\n"))
    return (f'<draw:frame draw:style-name="gBox" text:anchor-type="paragraph" svg:x="{x}in" svg:y="{y}in" '
            f'svg:width="{w}in" svg:height="{hgt}in"><draw:text-box>{paras}</draw:text-box></draw:frame>')
