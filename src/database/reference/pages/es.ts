import type { PageTexts } from './types.js';
import { COMPANY_HEAD_OFFICE } from '../../../common/company/company-facts.js';

/** The Spanish text of every content page. Links are the site's English paths, as in EN_PAGES. */
export const ES_PAGES: PageTexts = {
  about: {
    title: 'Sobre AutoExport',
    summary:
      'Exportador japonés de autos usados con más de 30 años de experiencia, más de 1.000 autos en stock y oficinas en unos 30 países.',
    body: `## Perfil de la empresa

AutoExport compra, inspecciona y embarca vehículos japoneses usados para concesionarios y compradores particulares de todo el mundo. Desde hace **más de 30 años** conseguimos autos en las subastas de Japón y con socios comerciales, y hoy tenemos **más de 1.000 autos en stock**.

| | |
|---|---|
| Sede central | ${COMPANY_HEAD_OFFICE.address} |
| Actividad | Exportación de vehículos usados y repuestos; servicio de subastas |
| Experiencia | Más de 30 años |
| Oficinas | Unos 30 países de África, Asia, Europa y América |

## Qué hacemos

- **Venta de stock:** cada auto con número de stock, fotos reales y hoja de subasta traducida.
- **Servicio de subastas:** pujamos por usted en unos **150.000 autos por semana de más de 100 casas de subasta**, **sin cuota de membresía**.
- **Envíos:** **2 a 3 embarques RoRo y 4 a 5 en contenedor al mes**. La entrega suele tardar **de 4 a 8 semanas**.
- **Un ejecutivo de cuenta disponible 24/7.**

¿Preguntas? [Contáctenos](/contact) o lea [cómo comprar](/how-to-buy).`,
  },
  csr: {
    title: 'Responsabilidad social corporativa',
    summary:
      'Cómo trabaja AutoExport por carreteras más seguras, un transporte marítimo más limpio y las comunidades de los países a los que exportamos.',
    body: `Los autos usados recorren un largo camino antes de llegar a sus nuevos dueños. Asumimos la responsabilidad de cada paso: cómo se eligen y preparan los autos, cómo se embarcan y cómo tratamos a las personas y los lugares a los que llegan.`,
    sections: [
      {
        key: 'policy',
        title: 'Nuestra política',
        body: `## La seguridad, primero

- Solo exportamos autos que cumplen las normas de aptitud para circular y de antigüedad del país de destino, verificadas antes de ofrecerle el auto.
- Cada auto pasa una revisión previa al embarque de frenos, neumáticos, luces y fluidos; cuando el destino lo exige, también una inspección previa a la exportación por una agencia autorizada.
- Consultamos por número de chasis las campañas de revisión (recalls) conocidas por el fabricante y, cuando es posible, las completamos en Japón.

## Medio ambiente

- Preferimos los modelos de bajo consumo e híbridos, y mostramos el tipo de combustible y la cilindrada en cada anuncio.
- Antes de la carga en contenedor, los fluidos se vacían y se eliminan conforme a la ley japonesa.
- Agrupamos los autos en contenedores completos y en salidas RoRo completas para reducir las emisiones por auto.

## Prácticas comerciales justas

- Rechazamos todo negocio con fuerzas antisociales (vea nuestra [política contra fuerzas antisociales](/anti-social-forces-policy)) y cumplimos las normas de control de exportaciones de Japón (vea [control de exportaciones de seguridad](/security-export-control)).
- Los precios, los cargos y las condiciones se dan por escrito antes de que usted pague. No aceptamos pagos en efectivo.`,
      },
      {
        key: 'activities',
        title: 'Nuestras actividades',
        body: `## Seguridad vial en Kenia y Tanzania

Desde 2019 apoyamos, junto con socios locales de Mombasa y Dar es Salaam, jornadas de educación vial para conductores: **más de 2.000 conductores nuevos** han practicado la conducción segura y el cuidado básico del auto.

## Transporte escolar en Pakistán

Donamos dos furgonetas reacondicionadas a una escuela de niñas cerca de Karachi y cubrimos su mantenimiento, para que **120 alumnas** lleguen seguras a clase todos los días.

## Puertos limpios

Nuestro personal de Yokohama participa en las limpiezas trimestrales de playas y muelles del puerto; en 2025 recogió más de **1,5 toneladas** de residuos.

## Capacitación para mecánicos

Con centros de capacitación de Jamaica y Chile impartimos talleres sobre sistemas híbridos, para que los híbridos que exportamos puedan recibir mantenimiento en el propio país.`,
      },
    ],
  },
  'how-to-buy': {
    title: 'Cómo comprar',
    summary: 'Compre un auto japonés usado en AutoExport en seis pasos: buscar, consultar, reservar, pagar, embarcar y recibir.',
    body: `El registro es gratuito y **no hay cuota de membresía**. Los clientes registrados ven los precios, envían consultas y reservan autos.

## 1. Encuentre su auto

[Busque en el stock](/cars) de más de 1.000 autos o [solicite un auto](/request-a-car) que no tengamos.

## 2. Vea su precio entregado

Indique su país y puerto en su perfil: la página de cada auto muestra entonces el total **CIF** a su puerto — flete, seguro marítimo y la inspección previa a la exportación que exige su país — junto al precio **FOB** en Japón. La [calculadora de precios](/price-calculator) cotiza otros puertos y términos, y su gestor de cuenta responde cualquier consulta.

## 3. Reserve

La reserva retiene el auto durante **3 días hábiles**. Para mantenerla, pague **al menos el 50%** en ese plazo.

## 4. Pague

Por **transferencia bancaria (TT)** o **carta de crédito a la vista** donde esté disponible. Vea [cómo pagar](/how-to-pay).

## 5. Embarcamos

Reservamos el próximo buque RoRo o contenedor adecuado y le enviamos el conocimiento de embarque, el certificado de exportación y la factura.

## 6. Reciba su auto

La entrega suele tardar **de 4 a 8 semanas**. Su ejecutivo de cuenta está disponible 24/7.`,
  },
  'how-to-pay': {
    title: 'Cómo pagar',
    summary:
      'Pague por transferencia bancaria o carta de crédito a la vista. Los gastos bancarios corren por cuenta del cliente; no se aceptan tarjetas de crédito ni PayPal.',
    body: `## Transferencia bancaria (TT)

Tras la reserva le enviamos una **factura proforma** con nuestros datos bancarios y el importe.

1. Pague **al menos el 50% dentro de los 3 días hábiles** siguientes a la reserva y el saldo antes del embarque.
2. Indique el **número de factura** en la referencia del pago.
3. Suba el comprobante de la transferencia en su cuenta.

**Los gastos bancarios corren por cuenta del cliente**, incluidos los de los bancos intermediarios.

## Carta de crédito a la vista

Para **países seleccionados** aceptamos una carta de crédito irrevocable pagadera a la vista. Pregunte a su ejecutivo de cuenta si su país califica.

## Lo que no aceptamos

- **No se aceptan tarjetas de crédito ni PayPal.**
- En particular, **no se aceptan tarjeta ni PayPal para compras con destino a Jamaica**: use transferencia bancaria.
- Nunca pedimos pagos a cuentas personales. Si alguien lo hace, contáctenos antes de pagar.`,
  },
  'export-information': {
    title: 'Información de exportación',
    summary: 'Términos de envío FOB, CFR y CIF, condiciones de pago, métodos de envío y documentos de su auto.',
    body: `El precio de catálogo de un auto es su precio **FOB** en Japón (libre a bordo en el puerto de embarque) y está marcado FOB; con la sesión iniciada y su país y puerto indicados, la página del auto muestra también el total **CIF** a su puerto, calculado como en su reserva y su factura.

## Términos de envío

| Término | El precio incluye | Corre por su cuenta |
|---|---|---|
| **FOB** | El auto, transporte interno en Japón, despacho de exportación y carga en el puerto | Flete marítimo, seguro, aranceles de importación |
| **CFR** | Todo lo de FOB más el flete marítimo hasta su puerto | Seguro, aranceles de importación |
| **CIF** | Todo lo de CFR más el seguro marítimo durante el viaje | Aranceles y despacho de importación |

## Condiciones de pago

- **TT:** al menos el 50% en 3 días hábiles tras la reserva, el saldo antes del embarque. Gastos bancarios a cargo del cliente.
- **Carta de crédito a la vista:** para países seleccionados.

## Métodos de envío

- **RoRo:** 2 a 3 salidas al mes.
- **Contenedor:** 4 a 5 embarques al mes.

La entrega suele tardar **de 4 a 8 semanas**. Vea el [calendario de embarques](/shipping-schedule).

## Documentos

Conocimiento de embarque, certificado de exportación, factura comercial y, cuando se exige, certificado de inspección previa al embarque.`,
  },
  'terms-of-use': {
    title: 'Términos de uso',
    summary: 'Las reglas para usar el sitio web y la cuenta de cliente de AutoExport.',
    body: `Al usar este sitio web, usted acepta estos términos. Léalos junto con nuestra [política de privacidad](/privacy-policy) y nuestra [política de cookies](/cookie-policy).

## 1. Cuentas

Al registrarse, debe proporcionar datos verídicos y mantener su contraseña en secreto. Usted es responsable de lo que se haga con su cuenta. Podemos suspender una cuenta que se use de forma indebida.

## 2. Precios y anuncios

Los precios solo se muestran a los clientes registrados. Los anuncios, las fotos y las hojas de subasta se proporcionan de buena fe; un auto solo queda vendido cuando una reserva se confirma y se paga según lo establecido en nuestras [condiciones comerciales](/terms-of-trade).

## 3. Uso aceptable

No copie el contenido del sitio para uso comercial, no envíe solicitudes automatizadas que sobrecarguen el sitio, no intente acceder a las cuentas de otras personas ni publique contenido ilícito o engañoso en las reseñas.

## 4. Reseñas

Las reseñas deben relatar con honestidad su propia experiencia. Las publicamos después de moderarlas y podemos eliminar las que infrinjan estos términos.

## 5. Responsabilidad

No somos responsables de las pérdidas indirectas derivadas del uso del sitio. Nada de lo dispuesto en estos términos limita los derechos que, como consumidor, le reconoce la ley que le sea aplicable.

## 6. Cambios

Podemos modificar estos términos; la fecha de la última actualización figura en esta página. Estos términos se rigen por las leyes de Japón, y la jurisdicción corresponde al Tribunal de Distrito de Tokio.`,
  },
  'terms-of-trade': {
    title: 'Condiciones comerciales',
    summary: 'Condiciones estándar de compra de vehículos en AutoExport: reserva, pago, envío, riesgo y reclamos.',
    body: `## 1. Reserva

La reserva retiene el auto durante **3 días hábiles** y solo sigue vigente si se paga **al menos el 50% del precio** en ese plazo.

## 2. Precio

El precio de catálogo de un auto es su precio FOB en Japón. El comprador elige FOB, CFR o CIF al reservar, y la factura proforma desglosa el precio en esos términos. Vea [información de exportación](/export-information).

## 3. Pago

Por **transferencia bancaria** o, para países seleccionados, **carta de crédito a la vista**. **Los gastos bancarios corren por cuenta del cliente.** No se aceptan tarjetas de crédito ni PayPal, y nunca para compras con destino a Jamaica.

## 4. Envío

En el próximo buque adecuado tras el pago completo. La entrega suele tardar de 4 a 8 semanas.

## 5. Riesgo y seguro

El riesgo pasa al comprador al cargar el auto en el buque. El seguro marítimo empieza en US$ 30 y cubre hasta US$ 10.000, nunca por encima del valor del auto.

## 6. Ley aplicable

Estas condiciones se rigen por las leyes de Japón.`,
  },
  'privacy-policy': {
    title: 'Política de privacidad',
    summary: 'Qué datos personales recoge AutoExport, para qué, cuánto tiempo los conserva y cuáles son sus derechos.',
    body: `## Qué recogemos

- **Datos de la cuenta:** nombre, correo, teléfono, país, puerto.
- **Datos de pedidos:** consignatario, facturas, pagos y documentos de embarque.
- **Mensajes:** consultas, mensajes de contacto y reseñas.
- **Datos técnicos:** dirección IP (para sugerir país y moneda) y tipo de navegador.

## Para qué los usamos

Para gestionar su cuenta, responder a sus consultas, vender y embarcar autos y cumplir obligaciones legales. Nunca vendemos sus datos.

## Sus derechos

Puede ver y corregir sus datos en su perfil o eliminar su cuenta.`,
  },
  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Las cookies y el almacenamiento local que usa AutoExport y cómo controlarlos.',
    body: `## Qué usamos

- **Estrictamente necesarias:** su sesión mientras está conectado, el idioma que eligió y un indicador que le dice a nuestro servidor que usted ha iniciado sesión.
- **Preferencias:** su moneda y si ya vio la ventana emergente del boletín, guardadas en el almacenamiento local de su navegador.
- **Seguridad:** límites que protegen el inicio de sesión y los formularios contra el abuso.

No usamos cookies publicitarias.

## Su elección

Puede eliminar las cookies y el almacenamiento local en la configuración de su navegador en cualquier momento. El sitio funciona sin las cookies de preferencias, pero se le volverán a preguntar el idioma y la moneda.`,
  },
  'anti-social-forces-policy': {
    title: 'Política contra fuerzas antisociales',
    summary: 'AutoExport rechaza toda relación con el crimen organizado y otras fuerzas antisociales.',
    body: `De acuerdo con las directrices del gobierno japonés, AutoExport **no mantiene relación alguna con fuerzas antisociales** — grupos del crimen organizado, sus miembros y asociados, y cualquier persona que busque un beneficio económico mediante la violencia, las amenazas o el fraude.

1. No comerciamos con fuerzas antisociales, no les hacemos pagos ni aceptamos pagos de ellas.
2. Verificamos a los nuevos socios comerciales y podemos pedir a los clientes una identificación y una prueba del origen de los fondos.
3. Nuestros contratos nos permiten poner fin de inmediato a cualquier transacción si se comprueba que una de las partes pertenece a fuerzas antisociales o las apoya.
4. Rechazamos con firmeza las exigencias injustificadas y las denunciamos a la policía y a nuestros abogados.
5. El personal recibe capacitación y comunica sus inquietudes a la dirección sin temor a represalias.`,
  },
  'security-export-control': {
    title: 'Control de exportaciones de seguridad',
    summary: 'Cómo cumple AutoExport la Ley de Divisas y Comercio Exterior de Japón y las sanciones internacionales.',
    body: `Los vehículos y los repuestos pueden estar sujetos a controles de exportación. AutoExport cumple la **Ley de Divisas y Comercio Exterior** de Japón (Foreign Exchange and Foreign Trade Act) y las sanciones de las Naciones Unidas y de Japón.

- Antes de una venta, verificamos a los compradores y a los consignatarios en las listas de sanciones.
- No exportamos a destinos ni a usuarios finales sujetos a embargo, ni cuando tenemos motivos para creer que la mercancía está destinada a uso militar o a armas de destrucción masiva.
- Ciertos vehículos (por ejemplo, los blindados o los 4×4 especializados) requieren una licencia de exportación; la solicitamos o rechazamos la venta.
- Podemos pedirle que confirme por escrito el uso final y el usuario final.

Las preguntas sobre control de exportaciones se dirigen a nuestro equipo de cumplimiento a través del [formulario de contacto](/contact).`,
  },
  sitemap: {
    title: 'Mapa del sitio',
    summary: 'Todas las páginas del sitio web de AutoExport en una sola página.',
    body: 'Todas las páginas de nuestro sitio web, agrupadas. Para encontrar un auto, empiece por la [lista de stock](/cars).',
  },
  'auction-service': {
    title: 'Servicio de subastas',
    summary:
      'Puje por unos 150.000 autos a la semana de más de 100 casas de subastas japonesas a través de AutoExport, sin cuota de socio.',
    body: `Las subastas de autos de Japón ofrecen unos **150.000 autos a la semana de más de 100 casas de subastas**. Pujamos por usted con nuestro acceso de socio — **sin cuota de socio**. [Busque los autos en subasta de esta semana](/auctions): cada lote con su hoja de subasta, su nota y su hora de inicio en su zona horaria y en la de Japón.

## Cómo comprar en subasta en seis pasos

1. **Regístrese** gratis: su cuenta guarda su depósito, sus pujas y sus resultados.
2. **Elija un vehículo** en la [búsqueda de subastas](/auctions). Lea su hoja de subasta traducida y su nota, y apunte el cierre de pujas: las solicitudes de puja se cierran una hora antes de que salga el lote.
3. **Pague el depósito de subasta** por transferencia bancaria. Es reembolsable y le da unas diez veces su valor en poder de puja.
4. **Resultado de la puja.** El día de la subasta pujamos hasta su máximo; le enviamos el resultado — ganada, perdida o no vendida — por correo el mismo día. Una puja perdida libera su poder de puja al instante.
5. **Pague el depósito de garantía** del auto ganado y luego el resto de la factura por transferencia, como en cualquier pedido.
6. **Envío y llegada.** Embarcamos el auto en el siguiente buque adecuado con todos los documentos de exportación; sígalo en su cuenta hasta que llegue a su puerto.

## Preguntas frecuentes

**¿Cuánto poder de puja me da el depósito?** Unas diez veces el depósito, menos sus pujas máximas abiertas y los autos ganados aún sin pagar.

**¿Hasta cuándo puedo cambiar o retirar una puja?** Hasta el cierre de pujas del lote, una hora antes de que salga. La página del lote muestra ese cierre en su zona horaria y en la de Japón.

**¿Puedo recuperar mi depósito?** Sí: pida el reembolso cuando no tenga pujas ni autos ganados abiertos.

**¿Qué significan las notas?** La nota general va de 1 a 6 (S para nuevo, R para reparado); el interior y el exterior se califican de A a E. Su gestor de cuenta le explica cada observación de la hoja.

**¿Puedo cancelar después de ganar?** Una puja ganada es una compra en la casa de subastas; no se puede cancelar.

## ¿Listo para pujar?

El registro es gratuito y lleva un minuto. [Regístrese para empezar](/auth?tab=register)`,
  },
  'auto-parts': {
    title: 'Repuestos',
    summary: 'Repuestos japoneses originales y usados de calidad, enviados con su auto o por separado.',
    body: `Suministramos **repuestos originales y repuestos usados de calidad** para marcas japonesas: motores y cajas de cambios, suspensión, paneles de carrocería, luces, ruedas y neumáticos, y repuestos de mantenimiento.

- Los repuestos pueden viajar **en el mismo contenedor que su auto**, lo que ahorra flete.
- Los motores y las cajas de cambios usados se prueban antes del desmontaje y vienen con su kilometraje y la referencia del chasis.
- A pedido, conseguimos repuestos originales nuevos de concesionarios japoneses.

Envíe el **número de chasis** y el repuesto que necesita a través de nuestro [formulario de contacto](/contact), y su gestor de cuenta le responderá con la disponibilidad, el precio y las opciones de envío.`,
  },
  careers: {
    title: 'Empleo',
    summary: 'Únase a AutoExport en Tokio o en una de nuestras oficinas en el mundo: puestos de ventas, logística, inspección y software.',
    body: `Somos un equipo de unas 300 personas en Japón y en unos 30 países, con compradores de más de 100 países. Buscamos personas confiables, curiosas y con buen trato con los clientes.

## Puestos vacantes

- **Gestor de cuenta (urdu e inglés)** — Karachi o Tokio. Acompañar a los clientes desde la consulta hasta la entrega.
- **Gestor de cuenta (portugués e inglés)** — Tokio. Atender a nuestros compradores de Mozambique, Angola y Brasil.
- **Auxiliar de documentación de exportación** — Yokohama. Conocimientos de embarque, certificados de exportación, reservas de inspección.
- **Inspector de vehículos** — patios de Yokohama y Nagoya. Revisiones previas al embarque y fotos.
- **Ingeniero de software (TypeScript)** — Tokio o remoto. Nuestro sitio web y nuestro sistema de gestión interno.

## Lo que ofrecemos

Capacitación, un equipo multicultural, apoyo con la visa de trabajo para los puestos en Japón y una carrera en un negocio internacional.

Envíe su CV y una breve carta a través de nuestro [formulario de contacto](/contact) con el asunto «Colaboración», indicando el puesto.`,
  },
};
