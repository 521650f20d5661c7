import type { PageTexts } from './types.js';
import { COMPANY_HEAD_OFFICE } from '../../../common/company/company-facts.js';

/** Spanish translations of the top-level pages (the others fall back to English). */
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
  'auction-service': {
    title: 'Servicio de subastas',
    summary:
      'Puje por unos 150.000 coches a la semana de más de 100 casas de subastas japonesas a través de AutoExport, sin cuota de socio.',
    body: `Las subastas de coches de Japón ofrecen unos **150.000 coches a la semana de más de 100 casas de subastas**. Pujamos por usted con nuestro acceso de socio — **sin cuota de socio**. [Busque los coches en subasta de esta semana](/auctions): cada lote con su hoja de subasta, su nota y su hora de inicio en su zona horaria y en la de Japón.

## Cómo comprar en subasta en seis pasos

1. **Regístrese** gratis: su cuenta guarda su depósito, sus pujas y sus resultados.
2. **Elija un vehículo** en la [búsqueda de subastas](/auctions). Lea su hoja de subasta traducida y su nota, y apunte el cierre de pujas: las solicitudes de puja se cierran una hora antes de que salga el lote.
3. **Pague el depósito de subasta** por transferencia bancaria. Es reembolsable y le da unas diez veces su valor en poder de puja.
4. **Resultado de la puja.** El día de la subasta pujamos hasta su máximo; le enviamos el resultado — ganada, perdida o no vendida — por correo el mismo día. Una puja perdida libera su poder de puja al instante.
5. **Pague el depósito de garantía** del coche ganado y luego el resto de la factura por transferencia, como en cualquier pedido.
6. **Envío y llegada.** Embarcamos el coche en el siguiente buque adecuado con todos los documentos de exportación; sígalo en su cuenta hasta que llegue a su puerto.

## Preguntas frecuentes

**¿Cuánto poder de puja me da el depósito?** Unas diez veces el depósito, menos sus pujas máximas abiertas y los coches ganados aún sin pagar.

**¿Hasta cuándo puedo cambiar o retirar una puja?** Hasta el cierre de pujas del lote, una hora antes de que salga. La página del lote muestra ese cierre en su zona horaria y en la de Japón.

**¿Puedo recuperar mi depósito?** Sí: pida el reembolso cuando no tenga pujas ni coches ganados abiertos.

**¿Qué significan las notas?** La nota general va de 1 a 6 (S para nuevo, R para reparado); el interior y el exterior se califican de A a E. Su gestor de cuenta le explica cada observación de la hoja.

**¿Puedo cancelar después de ganar?** Una puja ganada es una compra en la casa de subastas; no se puede cancelar.

## ¿Listo para pujar?

El registro es gratuito y lleva un minuto. [Regístrese para empezar](/auth?tab=register)`,
  },
};
