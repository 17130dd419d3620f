"""p10b_asharoken_bayview_beach_club: bilingual (English / Spanish) field plan for the crew.
Body typeset by LibreOffice Writer (soffice --headless --convert-to pdf) from HTML: real ligatures and
soft hyphens; two reportlab plan sheets bound in; a FIELD COPY stamp overlaid as a Form XObject."""
import html
import os
import shutil
import subprocess

from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfgen import canvas

import common

NAME = "p10b_asharoken_bayview_beach_club"
HEADINGS = []

CSS = """
body { font-family: 'DejaVu Serif'; font-size: 9.5pt; }
h1 { font-family: 'DejaVu Sans'; font-size: 13pt; color: #17365d; margin-top: 4pt; margin-bottom: 4pt; }
h2 { font-family: 'DejaVu Sans'; font-size: 10.5pt; color: #17365d; margin-top: 6pt; margin-bottom: 2pt; }
td { font-family: 'DejaVu Serif'; font-size: 9.5pt; vertical-align: top; }
td.es { font-style: italic; color: #333333; }
th { font-family: 'DejaVu Sans'; font-size: 9pt; background: #dce6f1; }
p.note { font-family: 'DejaVu Sans'; font-size: 8pt; }
"""

SECTIONS = []   # (heading_en, heading_es, [(en, es), ...], newpage)


def sec(en, es, rows, newpage=True, table=None):
    SECTIONS.append((en, es, rows, newpage, table))


sec("Field Stormwater Pollution Prevention Plan", "Plan de Campo para la Prevención de la Contaminación por Aguas Pluviales", [
    ("<b>Project:</b> Bayview Beach Club \u2013 Parking Lot and Bathhouse Recon&shy;struction, 512 Asharoken Avenue, "
     "Village of Asharoken, Suffolk County, New York 11768.",
     "<b>Proyecto:</b> Club de Playa Bayview \u2013 reconstrucción del estacionamiento y de la caseta de baños, "
     "512 Asharoken Avenue, Villa de Asharoken, condado de Suffolk, Nueva York 11768."),
    ("Prepared for the Village of Asharoken under Chapter 44 of the Village Code, and issued to the site crew. "
     "Keep this copy in the job trailer until final stabili&shy;zation.",
     "Preparado para la Villa de Asharoken según el Capítulo 44 del Código de la Villa y entregado a la cuadrilla. "
     "Guarde esta copia en la oficina de obra hasta la estabili&shy;zación final."),
    ("<b>The English text governs.</b> The Spanish column is a courtesy translation for the crew; if the two differ, "
     "follow the English.",
     "<b>El texto en inglés es el que rige.</b> La columna en español es una traducción de cortesía; si hay "
     "diferencias, siga el inglés."),
    ("Owner: Bayview Beach Club, Inc. (Margaret Liu, President), 512 Asharoken Avenue, Asharoken, NY 11768, (631) 555-0172.<br/>"
     "Engineer: Sandcastle Engineering, P.C., 40 Main Street, Northport, NY 11768, (631) 555-0139.<br/>"
     "Site contractor: Ramírez & Sons Excavating, Inc., 77 Pulaski Road, Kings Park, NY 11754, (631) 555-0158.",
     "Propietario: Bayview Beach Club, Inc.<br/>Ingeniero: Sandcastle Engineering, P.C.<br/>"
     "Contratista: Ramírez & Sons Excavating, Inc. (datos de contacto a la izquierda)."),
], newpage=False)

sec("1. Project Scope, Location, Type and Size", "1. Alcance, ubicación, tipo y tamaño del proyecto", [
    ("The club will remove the existing gravel and asphalt parking lot and the 1962 bathhouse, and build a new "
     "3,100 sq ft bathhouse on piles, a 64-space parking lot (permeable pavers in the stalls, asphalt in the aisles), "
     "a new walkway to the beach, and the drainage described in Section 9.",
     "El club retirará el estacionamiento de grava y asfalto y la caseta de 1962, y construirá una caseta nueva de "
     "3,100 pies cuadrados sobre pilotes, un estacionamiento de 64 espacios (adoquines permeables en los espacios, "
     "asfalto en los pasillos), un andador nuevo a la playa y el drenaje de la Sección 9."),
    ("Project type: private beach club (non-residential). Parcel 3.05 acres; disturbed area 1.38 acres. "
     "This is a land development activity of one acre or more, and postconstruction controls are required "
     "under Condition C of \u00a7 44-8B(2).",
     "Tipo: club de playa privado (no residencial). Terreno de 3.05 acres; área alterada de 1.38 acres. "
     "Se requieren controles posteriores a la construcción (Condición C)."),
    ("Location: the east side of Asharoken Avenue, between Northport Bay to the west and Long Island Sound to the "
     "east. Suffolk County Tax Map District 0101, Section 002.00, Block 01.00, Lot 017.000.",
     "Ubicación: lado este de Asharoken Avenue, entre la bahía de Northport al oeste y el estrecho de Long Island al este."),
])

sec("2. Site Maps", "2. Planos del sitio", [
    ("Two plan sheets are bound at the back of this plan: <b>Sheet SP-1</b> Site, Grading and Erosion Control Plan "
     "(1 in = 30 ft, with the location map) and <b>Sheet SP-2</b> Stormwater and Erosion Control Details. "
     "Check them before you move any soil.",
     "Al final de este plan se incluyen dos hojas: <b>SP-1</b> Plano del sitio, nivelación y control de erosión "
     "(1 pulgada = 30 pies, con mapa de ubicación) y <b>SP-2</b> Detalles. Revíselas antes de mover tierra."),
], newpage=False)

sec("3. Soils", "3. Suelos", [
    ("The Suffolk County Soil Survey maps the site as Plymouth loamy sand, 0 to 3 percent slopes (PlA) on the "
     "landward part and Beaches (Bc) along the Sound. Test holes on 05/14/2024 found brown loamy sand over "
     "fine to medium sand to 14 ft, with groundwater at 9.5 ft below grade. These sands drain fast "
     "(hydrologic soil group A) and erode easily when bare and dry.",
     "El estudio de suelos del condado indica arena margosa Plymouth (PlA) y playa (Bc). Las pruebas del 14/05/2024 "
     "encontraron arena fina a media hasta 14 pies y agua subterránea a 9.5 pies. Estas arenas drenan rápido y se "
     "erosionan con facilidad cuando están secas y sin cubierta."),
], newpage=False)

sec("4. Receiving Waters and Existing Runoff", "4. Aguas receptoras y escorrentía existente", [
    ("Receiving waters: <b>Northport Bay</b> (through the Village drainage pipe under Asharoken Avenue, outfall "
     "OF-7) and <b>Long Island Sound</b> (sheet flow across the beach).",
     "Aguas receptoras: <b>bahía de Northport</b> (por el tubo de drenaje de la Villa, salida OF-7) y <b>estrecho de "
     "Long Island</b> (flujo laminar sobre la playa)."),
    ("Existing runoff data: the Village's 2019 drainage study of Asharoken Avenue measured ponding of 6 to 8 inches "
     "at the club entrance in the storm of 08/18/2019 and lists the lot as a source of sand in catch basin CB-31. "
     "The existing lot (0.92 acre impervious) produces a computed peak of 2.6 cfs in the 10-year storm (Section 9).",
     "Datos existentes: el estudio de drenaje de la Villa (2019) registró encharcamientos de 6 a 8 pulgadas en la "
     "entrada y arena en la coladera CB-31. El pico actual calculado es 2.6 pies cúbicos por segundo (tormenta de 10 años)."),
])

sec("5. Construction Sequence", "5. Secuencia de construcción", [
    ("Not more than 5 acres will be disturbed at any one time; the whole project disturbs 1.38 acres and is built "
     "in two stages so the beach access stays open.",
     "Nunca se alterarán más de 5 acres a la vez; el proyecto completo altera 1.38 acres y se construye en dos etapas."),
], newpage=False, table=("Step / Paso", [
    ("1", "Pre-construction meeting with the Village SMO; stake the limit of disturbance and the dune protection line.",
     "Reunión previa con el Oficial de Aguas Pluviales de la Villa; marcar el límite de alteración y la línea de protección de la duna."),
    ("2", "Install stabilized construction entrance, silt fence and sand fence along the dune, and inlet protection on CB-31 and CB-32.",
     "Instalar la entrada estabilizada, la cerca de sedimentos, la cerca de arena en la duna y la protección de coladeras CB-31 y CB-32."),
    ("3", "Stage 1: demolish the bathhouse; clear and grub the north half of the lot; strip and stockpile topsoil.",
     "Etapa 1: demoler la caseta; desmontar la mitad norte; retirar y apilar la capa vegetal."),
    ("4", "Excavate and set leaching pools LP-1 to LP-4 and drive the bathhouse piles; rough grade the north half.",
     "Excavar y colocar los pozos de infiltración LP-1 a LP-4; hincar los pilotes; nivelación gruesa de la mitad norte."),
    ("5", "Stage 2: clear the south half; install utilities; build the stone reservoir and pavers in the stalls.",
     "Etapa 2: desmontar la mitad sur; instalar servicios; construir la base de piedra y los adoquines."),
    ("6", "Pave aisles; build the bioswale; topsoil, seed and plant beach grass; remove temporary controls after final stabilization.",
     "Pavimentar pasillos; construir la biozanja; sembrar y plantar pasto de playa; retirar controles temporales tras la estabilización final."),
]))

sec("6. Erosion and Sediment Controls", "6. Controles de erosión y sedimentos", [], newpage=True, table=("Practice / Práctica", [
    ("Stabilized construction entrance SCE", "50 ft long, 20 ft wide, 8 in of 2-3 in crushed stone on geotextile. Place before any clearing; keep until the aisles are paved.",
     "50 pies de largo, 20 de ancho, 8 pulgadas de piedra triturada sobre geotextil. Antes de desmontar; se mantiene hasta pavimentar."),
    ("Silt fence SF", "830 LF on the bay side and north line, 36 in fabric on 2 x 2 stakes at 6 ft, toe buried 6 in. Place in step 2; keep until the grass is established.",
     "830 pies lineales, tela de 36 pulgadas, estacas a 6 pies, pie enterrado 6 pulgadas. En el paso 2; hasta que el pasto esté establecido."),
    ("Sand fence / dune protection", "420 LF of wood slat sand fence 4 ft high at the dune line. Place in step 2; it stays as a permanent dune fence.",
     "420 pies de cerca de listones de 4 pies en la duna. Paso 2; queda como cerca permanente."),
    ("Inlet protection IP", "Filter-fabric inserts in CB-31 and CB-32 (Village basins in Asharoken Avenue). Place in step 2; remove after paving.",
     "Filtros de tela en las coladeras CB-31 y CB-32. Paso 2; retirar después de pavimentar."),
    ("Temporary seeding and mulch", "Annual ryegrass 1 lb per 1,000 sq ft and straw mulch 90 lb per 1,000 sq ft on any area left idle 7 days. Keep until permanent cover.",
     "Ballico anual y paja en toda área inactiva por 7 días. Hasta la cubierta permanente."),
    ("Dust control", "Water truck on dry, windy days; the sands here blow toward the Sound.",
     "Camión de agua en días secos y con viento."),
    ("Diversion berm DB", "Sand berm 18 in high, 160 LF along the south edge, directs runoff from the work area to the temporary sediment trap TT-1. Place in step 3; keep until stage 2 paving.",
     "Bordo de arena de 18 pulgadas, 160 pies, dirige el agua a la trampa TT-1. Paso 3; hasta pavimentar la etapa 2."),
    ("Temporary sediment trap TT-1", "Excavated trap in the future bioswale, 1,800 cu ft (1.0 acre drainage area x 1,800 cu ft per acre), 3 ft deep, stone outlet. Place in step 3; convert to bioswale in step 6.",
     "Trampa excavada de 1,800 pies cúbicos, 3 pies de profundidad, salida de piedra. Paso 3; se convierte en biozanja en el paso 6."),
]))

sec("6A. Stabilization at Each Stage", "6A. Estabilización en cada etapa", [
    ("Temporary: seed and mulch, or mulch alone from November 15 to April 15, within 7 days on any area where work stops; "
     "the topsoil stockpile is covered with tarps and ringed with silt fence. Permanent: 4 in topsoil with turf seed on lawn "
     "areas, American beach grass (Ammophila breviligulata) plugs at 18 in spacing on the dune, pavers and pavement on the lot.",
     "Temporal: semilla y paja (o solo paja del 15 de noviembre al 15 de abril) dentro de 7 días donde se detenga el trabajo; "
     "la pila de tierra se cubre con lonas. Permanente: capa vegetal con césped, pasto de playa en la duna, adoquines y pavimento."),
    ("Temporary practices that become permanent: the sediment trap TT-1 is cleaned out and regraded into the permanent "
     "bioswale BS-1, and the sand fence stays as the permanent dune fence.",
     "Prácticas temporales que serán permanentes: la trampa TT-1 se limpia y se convierte en la biozanja BS-1; la cerca "
     "de arena queda como cerca permanente."),
    ("Structural practices that divert or store flows: the diversion berm DB sends work-area runoff to TT-1, which stores "
     "it and lets the sand settle; the silt fence holds sheet flow on the bay side.",
     "Prácticas estructurales: el bordo DB desvía el agua hacia TT-1, que la almacena para que la arena se asiente."),
], newpage=False)

sec("7. Maintenance of Erosion Controls", "7. Mantenimiento de los controles de erosión", [
    ("The site contractor's foreman checks every control <b>every 7 days and within 24 hours after 0.5 inch of rain</b>, "
     "and fixes problems the same day. The engineer's inspector records each check in the site logbook.",
     "El capataz revisa todos los controles <b>cada 7 días y dentro de 24 horas después de 0.5 pulgadas de lluvia</b> "
     "y corrige los problemas el mismo día."),
    ("Silt fence: remove sediment when it is half the fence height; replace torn fabric. Construction entrance: add "
     "stone when mud shows on the road; sweep Asharoken Avenue daily. Inlet inserts: empty after each storm. "
     "Sediment trap: clean out when half full (marked stake). Seeded areas: reseed bare spots.",
     "Cerca: retirar sedimento a la mitad de la altura. Entrada: añadir piedra; barrer la avenida a diario. "
     "Filtros: vaciar después de cada tormenta. Trampa: limpiar a la mitad. Áreas sembradas: resembrar."),
])

sec("8. Pollution Prevention and Materials", "8. Prevención de la contaminación y materiales", [
    ("Litter and debris: one covered 30-yard roll-off for demolition debris and a lidded dumpster for trash, both in the "
     "staging area; pick up litter at the end of each day, since wind carries it onto the beach.",
     "Basura y escombros: un contenedor cubierto de 30 yardas para escombros y otro con tapa para basura; recoger la "
     "basura al final del día."),
    ("Materials stored on site: pavers, crushed stone and sand on pallets or in bins; fuel in a 50-gallon double-walled "
     "tank; form oil, sealant and paint in a locked steel cabinet. Stone and sand piles are covered with tarps before rain.",
     "Materiales almacenados: adoquines, piedra y arena en tarimas o contenedores; combustible en tanque de doble pared "
     "de 50 galones; aceites, selladores y pintura en gabinete metálico cerrado."),
    ("Construction chemicals: no washing of tools or concrete in the lot; concrete trucks wash out only into the lined "
     "washout box. No fueling within 100 ft of the bay-side catch basins or the dune.",
     "Químicos: no lavar herramientas ni concreto en el lote; los camiones de concreto solo lavan en la caja forrada. "
     "No cargar combustible a menos de 100 pies de las coladeras o de la duna."),
    ("Spill prevention and response: a spill kit at the tank and on each machine. Stop the leak, contain it with "
     "absorbent, call the foreman, and report any petroleum spill to the NYSDEC Spill Hotline 1-800-457-7362 within two hours.",
     "Derrames: kit en el tanque y en cada máquina. Detener la fuga, contener, avisar al capataz y reportar derrames de "
     "petróleo a la línea de NYSDEC 1-800-457-7362 dentro de dos horas."),
])

sec("9. Postconstruction Stormwater Management", "9. Manejo de aguas pluviales después de la construcción", [
    ("Permeable paver stalls PP-1 (14,200 sq ft) over a 12 in open-graded stone reservoir infiltrate rain that falls on "
     "them. Four precast leaching pools LP-1 to LP-4 take roof and aisle runoff through trench drains; bioswale BS-1 "
     "(180 ft long) treats the entrance drive before it overflows to LP-4.",
     "Los adoquines permeables PP-1 infiltran la lluvia. Cuatro pozos de infiltración LP-1 a LP-4 reciben el agua del "
     "techo y de los pasillos; la biozanja BS-1 trata la entrada."),
    ("Hydrologic and hydraulic analysis: TR-55 / TR-20 (HydroCAD), Type III 24-hour storms of 2.7 in (1-year), 4.9 in "
     "(10-year) and 8.6 in (100-year); the leaching pools were sized to hold a 2 in rainfall on all impervious area "
     "(Village standard) with no credit for exfiltration; trench drains were sized for the 10-year storm.",
     "Análisis: TR-55 / TR-20, tormentas de 1, 10 y 100 años; los pozos guardan 2 pulgadas de lluvia del área impermeable."),
], newpage=True, table=("Design point / Punto", [
    ("Comparison", "Predevelopment peak / Postdevelopment peak", "Antes / Después"),
    ("1-year", "1.1 cfs / 0.0 cfs (all retained)", "1.1 / 0.0"),
    ("10-year", "2.6 cfs / 0.4 cfs", "2.6 / 0.4"),
    ("100-year", "5.3 cfs / 2.1 cfs", "5.3 / 2.1"),
    ("Runoff volume 10-year", "0.21 ac-ft / 0.05 ac-ft", "0.21 / 0.05"),
]))

sec("9A. Sizes, Materials and Installation of the Permanent Practices", "9A. Medidas, materiales e instalación", [
    ("LP-1 to LP-4: precast concrete leaching pools, 10 ft diameter, 8 ft effective depth, H-20 cast-iron covers, set in "
     "2 ft of clean sand and gravel collar; bottom at least 3 ft above groundwater (el. 1.8). Storage 4 x 1,150 = 4,600 cu ft; "
     "required 4,420 cu ft (2 in on 26,500 sq ft).",
     "LP-1 a LP-4: pozos prefabricados de 10 pies de diámetro, 8 pies de profundidad, tapas de hierro; fondo 3 pies arriba "
     "del agua subterránea."),
    ("PP-1: 3 1/8 in interlocking permeable pavers, 2 in No. 8 stone bedding, 4 in No. 57 base, 12 in No. 2 stone "
     "reservoir on non-woven geotextile sides only; do not compact the subgrade; build last, after upslope areas are stable.",
     "PP-1: adoquines permeables sobre piedra No. 8, No. 57 y No. 2; no compactar el suelo; construir al final."),
    ("BS-1: 180 ft long, 4 ft bottom width, 3:1 side slopes, 1 % grade, 12 in of engineered soil (sand / compost 80/20), "
     "planted with switchgrass and beach plum. Details on Sheet SP-2.",
     "BS-1: 180 pies, fondo de 4 pies, taludes 3:1, suelo preparado; detalles en la hoja SP-2."),
])

sec("10. Long-Term Maintenance, Easement and Agreement", "10. Mantenimiento, servidumbre y convenio", [
    ("Maintenance schedule (owner): leaching pools \u2013 inspect twice a year and after storms over 2 in, pump out "
     "sediment when 6 in deep; pavers \u2013 vacuum sweep twice a year, refill joint stone; bioswale \u2013 mow twice a "
     "year, remove sediment and trash each spring, replace dead plants; trench drains \u2013 clean monthly in the beach season.",
     "Programa de mantenimiento (propietario): pozos dos veces al año; adoquines barrido con aspiradora dos veces al año; "
     "biozanja dos cortes al año; rejillas cada mes en temporada."),
    ("Maintenance easement: a 15 ft wide access easement in favor of the Village of Asharoken over LP-1 to LP-4, PP-1 "
     "and BS-1 is shown on Sheet SP-1. It will be recorded with the Suffolk County Clerk and remains in effect with "
     "any transfer of title.",
     "Servidumbre: una servidumbre de acceso de 15 pies a favor de la Villa sobre las prácticas, indicada en la hoja "
     "SP-1, se inscribirá en el condado y sigue vigente si se vende la propiedad."),
    ("Inspection and maintenance agreement: Bayview Beach Club, Inc. will sign the Village's Stormwater Facilities "
     "Maintenance Agreement, recorded as a deed restriction before final plan approval. The agreement binds all "
     "subsequent landowners, requires the owner to follow the schedule above, and lets the Village inspect and "
     "charge the owner for work it must do.",
     "Convenio: el club firmará el convenio de mantenimiento de la Villa, inscrito como restricción de escritura; obliga "
     "a todos los futuros propietarios."),
])

sec("11. Who Does What on Site", "11. Quién hace qué en la obra", [], newpage=True, table=("Area / Área", [
    ("Whole site", "Owner (Bayview Beach Club, Inc.): keeps this SWPPP on site, pays for repairs, long-term maintenance.",
     "Propietario: guarda el plan en la obra, paga reparaciones y el mantenimiento a largo plazo."),
    ("Lot, north half and south half", "Ramírez & Sons Excavating (foreman Héctor Ramírez): installs and maintains all erosion controls, leaching pools, pavers and bioswale.",
     "Ramírez & Sons: instala y mantiene todos los controles, pozos, adoquines y biozanja."),
    ("Bathhouse footprint and piles", "Shoreline Marine Contractors (Dana Kowalski): pile driving, keeps its spoil inside the silt fence.",
     "Shoreline Marine: hincado de pilotes; mantiene el material dentro de la cerca."),
    ("Dune and beach walkway", "Dune Keepers Landscaping (Rosa Méndez): sand fence, beach grass planting and watering.",
     "Dune Keepers: cerca de arena, pasto de playa y riego."),
    ("Inspections and records", "Sandcastle Engineering (Kevin O'Hara, CPESC): weekly inspections, logbook, reports to the Village SMO.",
     "Sandcastle Engineering: inspecciones semanales, bitácora e informes a la Villa."),
]))

sec("12. Engineer's Certification", "12. Certificación del ingeniero", [
    ("I certify that this SWPPP was prepared by me and that the design of all stormwater management practices meets "
     "the requirements of Chapter 44 of the Code of the Village of Asharoken.<br/><br/>"
     "/s/ Alan J. Whitcombe-Reyes<br/>Alan J. Whitcombe-Reyes, P.E., NYS License No. 081552<br/>"
     "Sandcastle Engineering, P.C. \u2013 Date: 06/03/2024",
     "Certifico que este plan fue preparado por mí y que el diseño de todas las prácticas cumple con el Capítulo 44. "
     "(Traducción; rige el texto en inglés.)"),
], newpage=False)

sec("13. Contractor Certifications", "13. Certificaciones de los contratistas", [
    ("\u201cI certify under penalty of law that I understand and agree to comply with the terms and conditions of the "
     "stormwater pollution prevention plan. I also understand that it is unlawful for any person to cause or contribute "
     "to a violation of water quality standards.\u201d",
     "\u201cCertifico bajo pena de ley que entiendo y acepto cumplir con los términos y condiciones del plan de prevención "
     "de la contaminación por aguas pluviales. También entiendo que es ilegal que cualquier persona cause o contribuya a "
     "una violación de las normas de calidad del agua.\u201d"),
], newpage=True, table=("Signer / Firmante", [
    ("Héctor Ramírez, Foreman", "Ramírez & Sons Excavating, Inc., 77 Pulaski Road, Kings Park, NY 11754, (631) 555-0158. "
     "Site: Bayview Beach Club, 512 Asharoken Avenue. Signed: /s/ Héctor Ramírez. Date: 06/17/2024",
     "Capataz \u2013 firmado 17/06/2024"),
    ("Dana Kowalski, Project Manager", "Shoreline Marine Contractors, LLC, 9 Bayview Avenue, Northport, NY 11768, (631) 555-0190. "
     "Site: Bayview Beach Club, 512 Asharoken Avenue. Signed: /s/ Dana Kowalski. Date: 06/18/2024",
     "Gerente de proyecto \u2013 firmado 18/06/2024"),
    ("Rosa Méndez, Owner", "Dune Keepers Landscaping, 210 Fort Salonga Road, Northport, NY 11768, (631) 555-0117. "
     "Site: Bayview Beach Club, 512 Asharoken Avenue. Signed: /s/ Rosa Méndez. Date: 06/18/2024",
     "Propietaria \u2013 firmado 18/06/2024"),
]))


def build_html(path):
    out = ["<html><head><meta charset='utf-8'><title>Bayview Beach Club Field SWPPP</title><style>", CSS,
           "</style></head><body>"]
    first = True
    for en, es, rows, newpage, table in SECTIONS:
        HEADINGS.append(en)
        style = " style='page-break-before: always'" if (newpage and not first) else ""
        tag = "h1" if not first else "h1"
        out.append(f"<{tag}{style}>{en}<br/><span style='font-size:10pt;font-style:italic'>{es}</span></{tag}>")
        first = False
        if rows:
            out.append("<table width='100%' cellpadding='4' cellspacing='0' border='0'>")
            out.append("<tr><th width='52%'>English (governing)</th><th width='48%'>Español</th></tr>")
            for a, b in rows:
                out.append(f"<tr><td width='52%'>{a}</td><td class='es' width='48%'><i>{b}</i></td></tr>")
            out.append("</table>")
        if table:
            head, trs = table
            out.append("<table width='100%' cellpadding='3' cellspacing='0' border='1'>")
            out.append(f"<tr><th width='16%'>{head}</th><th width='46%'>English (governing)</th><th width='38%'>Español</th></tr>")
            for a, b, c in trs:
                out.append(f"<tr><td>{a}</td><td>{b}</td><td class='es'><i>{c}</i></td></tr>")
            out.append("</table>")
    out.append("<p class='note'>Field SWPPP rev. 1 \u2013 06/03/2024 \u2013 Sandcastle Engineering, P.C. "
               "Bilingual edition for the crew / edición bilingüe para la cuadrilla.</p></body></html>")
    open(path, "w", encoding="utf-8").write("\n".join(out))


def build_sheets(path):
    W, H = 17 * 72, 11 * 72
    c = canvas.Canvas(path, pagesize=(W, H))

    def title_block(sheet, title):
        c.setLineWidth(1.5); c.rect(20, 20, W - 40, H - 40)
        c.setLineWidth(0.8); c.rect(W - 250, 20, 230, 150)
        c.setFont("Helvetica-Bold", 11); c.drawString(W - 240, 150, "SANDCASTLE ENGINEERING, P.C.")
        c.setFont("Helvetica", 8)
        c.drawString(W - 240, 137, "40 Main Street, Northport, NY 11768")
        c.drawString(W - 240, 120, "BAYVIEW BEACH CLUB")
        c.drawString(W - 240, 109, "512 Asharoken Avenue, Village of Asharoken")
        c.setFont("Helvetica-Bold", 9); c.drawString(W - 240, 90, title)
        c.setFont("Helvetica", 8); c.drawString(W - 240, 70, "Date 06/03/2024   Rev. 1")
        c.drawString(W - 240, 58, "A. J. Whitcombe-Reyes, P.E. 081552")
        c.setFont("Helvetica-Bold", 22); c.drawString(W - 120, 30, sheet)

    # SP-1
    title_block("SP-1", "SITE, GRADING & EROSION CONTROL PLAN")
    c.setFont("Helvetica-Bold", 12); c.drawString(40, H - 50, "SITE, GRADING AND EROSION CONTROL PLAN   SCALE: 1\" = 30'")
    # water bodies
    c.setFillColor(colors.HexColor("#cfe3f5")); c.rect(22, 60, 120, H - 140, fill=1, stroke=0)
    c.rect(W - 380, 200, 358, H - 280, fill=1, stroke=0)
    c.setFillColor(colors.HexColor("#1f4e79")); c.setFont("Helvetica-Bold", 11)
    c.drawString(40, H / 2, "NORTHPORT BAY"); c.drawString(W - 300, H / 2, "LONG ISLAND SOUND")
    c.setFillColor(colors.black)
    # road
    c.setLineWidth(1); c.line(170, 60, 170, H - 80); c.line(210, 60, 210, H - 80)
    c.saveState(); c.translate(195, 300); c.rotate(90); c.setFont("Helvetica-Bold", 9)
    c.drawString(0, 0, "ASHAROKEN AVENUE"); c.restoreState()
    c.setFont("Helvetica", 7.5); c.drawString(40, 120, "OUTFALL OF-7 (VILLAGE) \u2190 DISCHARGE POINT"); c.line(150, 128, 170, 140)
    c.drawString(215, 150, "CB-31 / CB-32 (INLET PROTECTION)")
    # parcel & LOD
    c.setDash([8, 4]); c.rect(230, 110, W - 640, H - 200); c.setDash()
    c.setStrokeColor(colors.red); c.setDash([12, 3, 2, 3]); c.rect(250, 150, W - 720, H - 290); c.setDash()
    c.setStrokeColor(colors.black)
    c.drawString(240, H - 80, "PARCEL 3.05 AC (DASHED) - LIMIT OF DISTURBANCE 1.38 AC (RED) - AREA OUTSIDE LOD NOT DISTURBED")
    # improvements
    c.setFillColor(colors.HexColor("#dddddd")); c.rect(700, 420, 160, 110, fill=1); c.setFillColor(colors.black)
    c.drawString(712, 470, "NEW BATHHOUSE ON PILES 3,100 SF")
    for i in range(8):
        c.rect(280 + i * 48, 500, 44, 90)
    c.drawString(282, 595, "PP-1 PERMEABLE PAVER STALLS 14,200 SF (TYP.)")
    for i in range(8):
        c.rect(280 + i * 48, 260, 44, 90)
    c.drawString(282, 250, "ASPHALT AISLE / PP-1 STALLS")
    for k, (x, y) in enumerate([(330, 420), (450, 420), (570, 420), (640, 200)]):
        c.circle(x, y, 14); c.drawString(x - 30, y - 26, f"LP-{k + 1} 10' DIA x 8' DEEP")
    c.rect(260, 170, 330, 22); c.drawString(265, 196, "BS-1 BIOSWALE 180 LF x 4' BOTTOM (TT-1 TEMP. TRAP 1,800 CF IN SAME FOOTPRINT)")
    # E&SC
    c.setStrokeColor(colors.HexColor("#2e7d32")); c.setLineWidth(1.3)
    for y in range(150, H - 140, 14):
        c.line(246, y, 246, y + 7)
    c.setStrokeColor(colors.black); c.setLineWidth(1)
    c.drawString(252, H - 128, "SF SILT FENCE 830 LF (BAY SIDE AND NORTH LINE)")
    c.setStrokeColor(colors.HexColor("#8d6e63"))
    for y in range(160, H - 140, 10):
        c.line(W - 395, y, W - 395, y + 6)
    c.setStrokeColor(colors.black)
    c.drawString(W - 520, H - 128, "SAND FENCE 420 LF (DUNE LINE)")
    c.rect(212, 360, 38, 60); c.drawString(214, 350, "SCE 50' x 20'")
    c.drawString(600, 180, "DB DIVERSION BERM 160 LF")
    c.drawString(720, 300, "STAGING / STOCKPILE (TARPED) INSIDE LOD")
    # contours
    c.setStrokeColor(colors.HexColor("#888888")); c.setLineWidth(0.4)
    for i, el in enumerate([6, 8, 10, 12]):
        c.bezier(260, 180 + i * 110, 500, 220 + i * 110, 700, 160 + i * 110, 880, 200 + i * 110)
        c.drawString(884, 200 + i * 110, f"EX {el}")
    c.setStrokeColor(colors.black)
    c.drawString(40, 80, "NOTES: Existing slopes 1-3% (lot), 15-25% (dune face). Final slopes 1.5% pavement, 3:1 bioswale sides.")
    c.drawString(40, 68, "Existing vegetation: lawn and black pine at north line, beach grass on dune (to remain). No wetlands on the parcel. Arrows show drainage to bay.")
    c.drawString(40, 56, "No off-site material, waste, borrow or equipment storage areas will be used.")
    c.setFillColor(colors.HexColor("#fff5cc")); c.rect(260, 610, 560, 22, fill=1); c.setFillColor(colors.black)
    c.drawString(265, 618, "15' WIDE MAINTENANCE EASEMENT TO VILLAGE OF ASHAROKEN OVER LP-1 TO LP-4, PP-1 AND BS-1 (TO BE RECORDED)")
    # location map
    c.rect(W - 250, H - 200, 220, 170); c.setFont("Helvetica-Bold", 8)
    c.drawString(W - 244, H - 44, "LOCATION MAP  1\" = 2,000'")
    c.setFont("Helvetica", 7); c.line(W - 240, H - 180, W - 60, H - 60)
    c.drawString(W - 200, H - 140, "ASHAROKEN AVE"); c.circle(W - 130, H - 110, 5, fill=1); c.drawString(W - 122, H - 112, "SITE")
    c.drawString(W - 240, H - 70, "EATONS NECK"); c.drawString(W - 110, H - 190, "NORTHPORT")
    c.showPage()
    # SP-2 details
    title_block("SP-2", "STORMWATER & EROSION CONTROL DETAILS")
    c.setFont("Helvetica-Bold", 12); c.drawString(40, H - 50, "DETAILS (NOT TO SCALE)")
    boxes = [("LEACHING POOL LP-1 TO LP-4", ["10' DIA PRECAST RING, 8' EFFECTIVE DEPTH", "H-20 CAST IRON FRAME & COVER",
              "2' CLEAN SAND & GRAVEL COLLAR", "BOTTOM EL. 4.8 MIN (GW EL. 1.8)"]),
             ("PERMEABLE PAVERS PP-1", ["3-1/8\" PAVERS", "2\" NO. 8 STONE BEDDING", "4\" NO. 57 BASE", "12\" NO. 2 RESERVOIR", "DO NOT COMPACT SUBGRADE"]),
             ("BIOSWALE BS-1", ["4' BOTTOM, 3:1 SIDES, 1% GRADE", "12\" ENGINEERED SOIL 80/20", "SWITCHGRASS / BEACH PLUM"]),
             ("SILT FENCE", ["36\" WOVEN FABRIC", "2\"x2\" STAKES @ 6' O.C.", "6\" TOE IN TRENCH"]),
             ("STABILIZED CONSTRUCTION ENTRANCE", ["50' L x 20' W x 8\" THICK", "2\"-3\" CRUSHED STONE", "GEOTEXTILE UNDERLAYMENT"]),
             ("TEMPORARY SEDIMENT TRAP TT-1", ["1,800 CF (1.0 AC x 1,800 CF/AC)", "3' DEEP, 2:1 SIDES", "STONE OUTLET 4' WIDE"])]
    for i, (t, lines) in enumerate(boxes):
        x = 40 + (i % 3) * 300; y = H - 90 - (i // 3) * 300
        c.rect(x, y - 260, 280, 250)
        c.setFont("Helvetica-Bold", 9); c.drawString(x + 10, y - 25, t)
        c.setFont("Helvetica", 8)
        for k, ln in enumerate(lines):
            c.drawString(x + 10, y - 45 - k * 13, ln)
        c.rect(x + 60, y - 230, 160, 90); c.line(x + 60, y - 185, x + 220, y - 185)
    c.showPage()
    c.save()


def build(outdir, work):
    h = os.path.join(work, "p2_body.html")
    build_html(h)
    prof = "file://" + os.path.join(work, "lo_profile")
    subprocess.run(["soffice", f"-env:UserInstallation={prof}", "--headless", "--infilter=HTML (StarWriter)",
                    "--convert-to", "pdf:writer_pdf_Export", "--outdir", work, h], check=True, capture_output=True)
    body = os.path.join(work, "p2_body.pdf")
    sheets = os.path.join(work, "p2_sheets.pdf")
    build_sheets(sheets)
    out = os.path.join(outdir, "pdf", NAME + ".pdf")
    common.concat([(body, None), (sheets, None)], out)
    st = common.stamp_pdf(os.path.join(work, "p2_stamp.pdf"),
                          [("FIELD COPY", 18), ("KEEP ON SITE", 11), ("COPIA DE CAMPO", 11)], color=(0.1, 0.3, 0.65))
    common.overlay_stamp(out, 0, st, (420, 770, 585, 838))
    return out, HEADINGS + ["SITE, GRADING AND EROSION CONTROL PLAN", "DETAILS (NOT TO SCALE)"]
