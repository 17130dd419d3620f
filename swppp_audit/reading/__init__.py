"""Reading: the PDF's pages as text and tables (PDFium, OCR), then as a layout of sections and statements."""
