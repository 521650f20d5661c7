import type { Locale } from '../../common/context/locale.js';
import type { BODY_TYPES, FUELS, STEERINGS, TRANSMISSIONS } from '../cars/car.entity.js';

/**
 * What the server writes into a page's head, in the four interface languages. Car facts arrive formatted for the
 * language (numbers, country names); makes, models, colours and ports are names and stay as stored. The English
 * "Product not found!" is the spec's message (§8), verbatim.
 */
export interface CarFacts {
  year: number;
  make: string;
  model: string;
  ref: string;
  km: string;
  cc: string;
  transmission: string;
  fuel: string;
  steering: string;
  place: string;
}

export interface PageTexts {
  /** OpenGraph's language_TERRITORY. */
  ogLocale: string;
  /** Joins a list in a sentence. */
  comma: string;
  home: { title: string; description: string };
  search: {
    /** The whole catalogue. */
    title: string;
    /** A search with a subject ("Toyota SUV from 2015"). */
    titleOf: (subject: string) => string;
    /** Used cars, as the subject of a search that names none (in a sentence's case). */
    usedCars: string;
    description: (what: string) => string;
  };
  /** The order of make, model and body type in a subject. */
  subjectOrder: readonly ('make' | 'model' | 'bodyType')[];
  quoted: (q: string) => string;
  yearsFrom: (year: number) => string;
  yearsTo: (year: number) => string;
  yearsBetween: (min: number, max: number) => string;
  upToKm: (km: string) => string;
  inPlace: (place: string) => string;
  /** The search's importableTo filter: cars a destination country admits. */
  importableTo: (country: string) => string;
  car: { title: (c: CarFacts) => string; description: (c: CarFacts) => string; imageAlt: (c: CarFacts) => string };
  notFound: { title: string; description: string };
  shippingSchedule: { title: string; description: string };
  priceCalculator: { title: string; description: string };
  /** The blog's list (/blog) and an unknown or draft post (answered 404). */
  blog: { title: string; description: string; notFoundTitle: string; notFoundDescription: string };
  faq: { title: string; description: string };
  offices: { title: string; description: string };
  insurance: { title: string; description: string };
  bodyTypes: Record<(typeof BODY_TYPES)[number], string>;
  fuels: Record<(typeof FUELS)[number], string>;
  transmissions: Record<(typeof TRANSMISSIONS)[number], string>;
  steerings: Record<(typeof STEERINGS)[number], string>;
}

export const SITE_NAME = 'AutoExport';

const en: PageTexts = {
  ogLocale: 'en_US',
  comma: ', ',
  home: {
    title: 'Used Japanese cars for export',
    description:
      'Used Japanese cars in stock, with photos and auction sheets, shipped worldwide. Search by make, model, year and body type and buy direct from the exporter.',
  },
  search: {
    title: 'Used Japanese cars for sale',
    titleOf: (subject) => `${subject} — used Japanese cars`,
    usedCars: 'used Japanese cars',
    description: (what) => `Browse ${what} in stock, with photos, auction sheets, specifications and shipping to your port.`,
  },
  subjectOrder: ['make', 'model', 'bodyType'],
  quoted: (q) => `“${q}”`,
  yearsFrom: (year) => `from ${year}`,
  yearsTo: (year) => `up to ${year}`,
  yearsBetween: (min, max) => `${min}–${max}`,
  upToKm: (km) => `up to ${km} km`,
  inPlace: (place) => `in ${place}`,
  importableTo: (country) => `importable to ${country}`,
  car: {
    title: (c) => `${c.year} ${c.make} ${c.model} — ${c.ref}`,
    description: (c) =>
      `${c.year} ${c.make} ${c.model}: ${c.km} km, ${c.cc} cc, ${c.transmission}, ${c.fuel}, ${c.steering}. ` +
      `In stock in ${c.place}. Stock id ${c.ref}, a used Japanese car for export.`,
    imageAlt: (c) => `${c.year} ${c.make} ${c.model}`,
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Answers about buying a used Japanese car for export: ordering and payment by bank transfer, shipping times, documents and import rules, your account and auctions.',
  },
  offices: {
    title: 'Global office network',
    description:
      'Our head office in Japan and offices in Africa, Asia, Europe and the Americas: addresses, phone numbers, WhatsApp, e-mail and opening hours.',
  },
  shippingSchedule: {
    title: 'Shipping schedule from Japan',
    description:
      'Upcoming sailings from Japan by RoRo and container: departure and arrival dates, vessels and destination ports such as Mombasa, Dar es Salaam, Karachi and Kingston.',
  },
  priceCalculator: {
    title: 'Price calculator: delivered price of a Japanese car',
    description:
      'Estimate the delivered price of a used Japanese car: FOB price, charges in Japan, RoRo or container freight to ports such as Karachi, Mombasa and Kingston, inspection and marine insurance, in USD, EUR, GBP or JPY.',
  },
  blog: {
    title: 'Blog: importing used Japanese cars',
    description:
      'Guides, news and updates on buying and importing used Japanese cars: auctions, shipping, inspections, import rules and paperwork.',
    notFoundTitle: 'Blog post not found',
    notFoundDescription: 'This blog post does not exist or is no longer published. Read our other guides and news.',
  },
  insurance: {
    title: 'Marine insurance for your car',
    description:
      "Insure your car against damage at sea: premium from 30 USD, cover up to 10,000 USD and up to the vehicle's value. How a claim works in six steps, with a sample claim of 2,650 USD.",
  },
  notFound: {
    title: 'Product not found!',
    description: 'This car is no longer in our stock. Browse the other used Japanese cars for sale.',
  },
  bodyTypes: {
    sedan: 'Sedan',
    hatchback: 'Hatchback',
    suv: 'SUV',
    wagon: 'Wagon',
    van: 'Van',
    minivan: 'Minivan',
    pickup: 'Pickup',
    truck: 'Truck',
    bus: 'Bus',
    coupe: 'Coupe',
    convertible: 'Convertible',
    kei: 'Kei car',
  },
  fuels: { petrol: 'petrol', diesel: 'diesel', hybrid: 'hybrid', electric: 'electric', lpg: 'LPG' },
  transmissions: { automatic: 'automatic', manual: 'manual', cvt: 'CVT' },
  steerings: { right: 'right-hand drive', left: 'left-hand drive' },
};

const ur: PageTexts = {
  ogLocale: 'ur_PK',
  comma: '، ',
  home: {
    title: 'برآمد کے لیے استعمال شدہ جاپانی گاڑیاں',
    description:
      'جاپان سے استعمال شدہ گاڑیاں، تصاویر اور آکشن شیٹ کے ساتھ، دنیا بھر میں شپنگ۔ میک، ماڈل، سال اور باڈی ٹائپ سے تلاش کریں اور براہِ راست ایکسپورٹر سے خریدیں۔',
  },
  search: {
    title: 'برائے فروخت استعمال شدہ جاپانی گاڑیاں',
    titleOf: (subject) => `${subject} — استعمال شدہ جاپانی گاڑیاں`,
    usedCars: 'استعمال شدہ جاپانی گاڑیاں',
    description: (what) => `${what} اسٹاک میں دیکھیں، تصاویر، آکشن شیٹ، تفصیلات اور آپ کی بندرگاہ تک شپنگ کے ساتھ۔`,
  },
  subjectOrder: ['make', 'model', 'bodyType'],
  quoted: (q) => `“${q}”`,
  yearsFrom: (year) => `${year} سے`,
  yearsTo: (year) => `${year} تک`,
  yearsBetween: (min, max) => `${min} تا ${max}`,
  upToKm: (km) => `${km} کلومیٹر تک`,
  inPlace: (place) => `${place} میں`,
  importableTo: (country) => `${country} میں درآمد کے قابل`,
  car: {
    title: (c) => `${c.year} ${c.make} ${c.model} برائے فروخت — ${c.ref}`,
    description: (c) =>
      `${c.year} ${c.make} ${c.model}: ${c.km} کلومیٹر، ${c.cc} سی سی، ${c.transmission}، ${c.fuel}، ${c.steering}۔ ` +
      `${c.place} میں اسٹاک میں موجود۔ اسٹاک آئی ڈی ${c.ref}، برآمد کے لیے استعمال شدہ جاپانی گاڑی۔`,
    imageAlt: (c) => `${c.year} ${c.make} ${c.model}`,
  },
  faq: {
    title: 'اکثر پوچھے جانے والے سوالات',
    description:
      'ایکسپورٹ کے لیے استعمال شدہ جاپانی گاڑی خریدنے کے بارے میں جوابات: آرڈر اور بینک ٹرانسفر سے ادائیگی، شپنگ کا وقت، دستاویزات اور درآمدی قواعد، آپ کا اکاؤنٹ اور نیلامیاں۔',
  },
  offices: {
    title: 'عالمی دفاتر کا نیٹ ورک',
    description: 'جاپان میں ہمارا ہیڈ آفس اور افریقہ، ایشیا، یورپ اور امریکہ میں دفاتر: پتے، فون نمبر، واٹس ایپ، ای میل اور اوقاتِ کار۔',
  },
  shippingSchedule: {
    title: 'جاپان سے شپنگ شیڈول',
    description:
      'جاپان سے رو رو اور کنٹینر کے ذریعے آنے والی روانگیاں: روانگی اور آمد کی تاریخیں، جہاز اور منزل کی بندرگاہیں جیسے ممباسا، دارالسلام، کراچی اور کنگسٹن۔',
  },
  priceCalculator: {
    title: 'قیمت کیلکولیٹر: جاپانی گاڑی کی پہنچنے تک کی قیمت',
    description:
      'استعمال شدہ جاپانی گاڑی کی پہنچنے تک کی قیمت کا اندازہ لگائیں: FOB قیمت، جاپان کے اخراجات، کراچی، ممباسا اور کنگسٹن جیسی بندرگاہوں تک RoRo یا کنٹینر کا کرایہ، معائنہ اور بحری بیمہ، USD، EUR، GBP یا JPY میں۔',
  },
  blog: {
    title: 'بلاگ: استعمال شدہ جاپانی گاڑیوں کی درآمد',
    description:
      'استعمال شدہ جاپانی گاڑیاں خریدنے اور درآمد کرنے کے بارے میں رہنمائی، خبریں اور تازہ معلومات: نیلامیاں، شپنگ، معائنے، درآمدی قواعد اور کاغذات۔',
    notFoundTitle: 'بلاگ پوسٹ نہیں ملی',
    notFoundDescription: 'یہ بلاگ پوسٹ موجود نہیں یا اب شائع شدہ نہیں ہے۔ ہماری دوسری رہنمائیاں اور خبریں پڑھیں۔',
  },
  insurance: {
    title: 'آپ کی گاڑی کے لیے سمندری بیمہ',
    description:
      'اپنی گاڑی کو سمندری نقصان سے بیمہ کریں: پریمیم 30 USD سے، کور 10,000 USD تک اور گاڑی کی قیمت تک۔ کلیم چھ مراحل میں کیسے ہوتا ہے، 2,650 USD کے نمونہ کلیم کے ساتھ۔',
  },
  notFound: {
    title: 'پروڈکٹ نہیں ملی!',
    description: 'یہ گاڑی اب ہمارے اسٹاک میں نہیں ہے۔ برائے فروخت دوسری استعمال شدہ جاپانی گاڑیاں دیکھیں۔',
  },
  bodyTypes: {
    sedan: 'سیڈان',
    hatchback: 'ہیچ بیک',
    suv: 'ایس یو وی',
    wagon: 'اسٹیشن ویگن',
    van: 'وین',
    minivan: 'منی وین',
    pickup: 'پک اپ',
    truck: 'ٹرک',
    bus: 'بس',
    coupe: 'کوپے',
    convertible: 'کنورٹیبل',
    kei: 'کے کار',
  },
  fuels: { petrol: 'پیٹرول', diesel: 'ڈیزل', hybrid: 'ہائبرڈ', electric: 'الیکٹرک', lpg: 'ایل پی جی' },
  transmissions: { automatic: 'آٹومیٹک', manual: 'مینوئل', cvt: 'سی وی ٹی' },
  steerings: { right: 'رائٹ ہینڈ ڈرائیو', left: 'لیفٹ ہینڈ ڈرائیو' },
};

const pt: PageTexts = {
  ogLocale: 'pt_BR',
  comma: ', ',
  home: {
    title: 'Carros japoneses usados para exportação',
    description:
      'Carros japoneses usados em estoque, com fotos e folha de leilão, enviados para o mundo todo. Busque por marca, modelo, ano e carroceria e compre direto do exportador.',
  },
  search: {
    title: 'Carros japoneses usados à venda',
    titleOf: (subject) => `${subject} — carros japoneses usados`,
    usedCars: 'carros japoneses usados',
    description: (what) => `Veja ${what} em estoque, com fotos, folha de leilão, especificações e envio até o seu porto.`,
  },
  subjectOrder: ['bodyType', 'make', 'model'],
  quoted: (q) => `“${q}”`,
  yearsFrom: (year) => `a partir de ${year}`,
  yearsTo: (year) => `até ${year}`,
  yearsBetween: (min, max) => `${min}–${max}`,
  upToKm: (km) => `até ${km} km`,
  inPlace: (place) => `em ${place}`,
  importableTo: (country) => `importáveis para ${country}`,
  car: {
    title: (c) => `${c.make} ${c.model} ${c.year} à venda — ${c.ref}`,
    description: (c) =>
      `${c.make} ${c.model} ${c.year}: ${c.km} km, ${c.cc} cc, ${c.transmission}, ${c.fuel}, ${c.steering}. ` +
      `Em estoque em ${c.place}. Código ${c.ref}, carro japonês usado para exportação.`,
    imageAlt: (c) => `${c.make} ${c.model} ${c.year}`,
  },
  faq: {
    title: 'Perguntas frequentes',
    description:
      'Respostas sobre a compra de um carro japonês usado para exportação: pedidos e pagamento por transferência bancária, prazos de envio, documentos e regras de importação, sua conta e leilões.',
  },
  offices: {
    title: 'Rede global de escritórios',
    description:
      'Nossa sede no Japão e escritórios na África, Ásia, Europa e Américas: endereços, telefones, WhatsApp, e-mail e horários de funcionamento.',
  },
  shippingSchedule: {
    title: 'Programação de embarques do Japão',
    description:
      'Próximas saídas do Japão em RoRo e contêiner: datas de partida e chegada, navios e portos de destino como Mombaça, Dar es Salaam, Karachi e Kingston.',
  },
  priceCalculator: {
    title: 'Calculadora de preços: preço entregue de um carro japonês',
    description:
      'Estime o preço entregue de um carro japonês usado: preço FOB, taxas no Japão, frete RoRo ou em contêiner para portos como Karachi, Mombasa e Kingston, inspeção e seguro marítimo, em USD, EUR, GBP ou JPY.',
  },
  blog: {
    title: 'Blog: importação de carros japoneses usados',
    description:
      'Guias, notícias e novidades sobre comprar e importar carros japoneses usados: leilões, transporte, inspeções, regras de importação e documentos.',
    notFoundTitle: 'Artigo do blog não encontrado',
    notFoundDescription: 'Este artigo não existe ou não está mais publicado. Leia os nossos outros guias e notícias.',
  },
  insurance: {
    title: 'Seguro marítimo para o seu carro',
    description:
      'Segure o seu carro contra danos no mar: prêmio a partir de 30 USD, cobertura até 10.000 USD e até o valor do veículo. Como funciona um sinistro em seis etapas, com um exemplo de 2.650 USD.',
  },
  notFound: {
    title: 'Produto não encontrado!',
    description: 'Este carro não está mais em nosso estoque. Veja os outros carros japoneses usados à venda.',
  },
  bodyTypes: {
    sedan: 'Sedã',
    hatchback: 'Hatch',
    suv: 'SUV',
    wagon: 'Perua',
    van: 'Van',
    minivan: 'Minivan',
    pickup: 'Picape',
    truck: 'Caminhão',
    bus: 'Ônibus',
    coupe: 'Cupê',
    convertible: 'Conversível',
    kei: 'Kei car',
  },
  fuels: { petrol: 'gasolina', diesel: 'diesel', hybrid: 'híbrido', electric: 'elétrico', lpg: 'GLP' },
  transmissions: { automatic: 'câmbio automático', manual: 'câmbio manual', cvt: 'câmbio CVT' },
  steerings: { right: 'volante à direita', left: 'volante à esquerda' },
};

const es: PageTexts = {
  ogLocale: 'es_LA',
  comma: ', ',
  home: {
    title: 'Autos japoneses usados para exportación',
    description:
      'Autos japoneses usados en stock, con fotos y hoja de subasta, enviados a todo el mundo. Busque por marca, modelo, año y carrocería y compre directo al exportador.',
  },
  search: {
    title: 'Autos japoneses usados en venta',
    titleOf: (subject) => `${subject} — autos japoneses usados`,
    usedCars: 'autos japoneses usados',
    description: (what) => `Vea ${what} en stock, con fotos, hoja de subasta, especificaciones y envío hasta su puerto.`,
  },
  subjectOrder: ['bodyType', 'make', 'model'],
  quoted: (q) => `«${q}»`,
  yearsFrom: (year) => `desde ${year}`,
  yearsTo: (year) => `hasta ${year}`,
  yearsBetween: (min, max) => `${min}–${max}`,
  upToKm: (km) => `hasta ${km} km`,
  inPlace: (place) => `en ${place}`,
  importableTo: (country) => `importables a ${country}`,
  car: {
    title: (c) => `${c.make} ${c.model} ${c.year} en venta — ${c.ref}`,
    description: (c) =>
      `${c.make} ${c.model} ${c.year}: ${c.km} km, ${c.cc} cc, ${c.transmission}, ${c.fuel}, ${c.steering}. ` +
      `En stock en ${c.place}. Referencia ${c.ref}, auto japonés usado para exportación.`,
    imageAlt: (c) => `${c.make} ${c.model} ${c.year}`,
  },
  faq: {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas sobre la compra de un auto japonés usado para exportación: pedidos y pago por transferencia bancaria, plazos de envío, documentos y normas de importación, su cuenta y subastas.',
  },
  offices: {
    title: 'Red global de oficinas',
    description:
      'Nuestra sede en Japón y oficinas en África, Asia, Europa y América: direcciones, teléfonos, WhatsApp, correo electrónico y horarios de atención.',
  },
  shippingSchedule: {
    title: 'Calendario de embarques desde Japón',
    description:
      'Próximas salidas desde Japón en RoRo y contenedor: fechas de salida y llegada, buques y puertos de destino como Mombasa, Dar es Salaam, Karachi y Kingston.',
  },
  priceCalculator: {
    title: 'Calculadora de precios: precio entregado de un auto japonés',
    description:
      'Calcula el precio entregado de un auto japonés usado: precio FOB, cargos en Japón, flete RoRo o en contenedor a puertos como Karachi, Mombasa y Kingston, inspección y seguro marítimo, en USD, EUR, GBP o JPY.',
  },
  blog: {
    title: 'Blog: importación de autos japoneses usados',
    description:
      'Guías, noticias y novedades sobre comprar e importar autos japoneses usados: subastas, envío, inspecciones, normas de importación y trámites.',
    notFoundTitle: 'Artículo del blog no encontrado',
    notFoundDescription: 'Este artículo no existe o ya no está publicado. Lea nuestras otras guías y noticias.',
  },
  insurance: {
    title: 'Seguro marítimo para su auto',
    description:
      'Asegure su auto contra daños en el mar: prima desde 30 USD, cobertura hasta 10.000 USD y hasta el valor del vehículo. Cómo funciona una reclamación en seis pasos, con un ejemplo de 2.650 USD.',
  },
  notFound: {
    title: '¡Producto no encontrado!',
    description: 'Este auto ya no está en nuestro stock. Vea los otros autos japoneses usados en venta.',
  },
  bodyTypes: {
    sedan: 'Sedán',
    hatchback: 'Hatchback',
    suv: 'SUV',
    wagon: 'Station wagon',
    van: 'Van',
    minivan: 'Minivan',
    pickup: 'Pickup',
    truck: 'Camión',
    bus: 'Autobús',
    coupe: 'Cupé',
    convertible: 'Convertible',
    kei: 'Kei car',
  },
  fuels: { petrol: 'gasolina', diesel: 'diésel', hybrid: 'híbrido', electric: 'eléctrico', lpg: 'GLP' },
  transmissions: { automatic: 'transmisión automática', manual: 'transmisión manual', cvt: 'transmisión CVT' },
  steerings: { right: 'volante a la derecha', left: 'volante a la izquierda' },
};

export const PAGE_TEXTS: Readonly<Record<Locale, PageTexts>> = { en, ur, pt, es };
