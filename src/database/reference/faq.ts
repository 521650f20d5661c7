import type { Translations } from '../../modules/faq/faq-rules.js';
import type { Query } from '../sql.js';

interface ReferenceQuestion {
  question: Translations;
  /** Markdown. */
  answer: Translations;
}

interface ReferenceCategory {
  key: string;
  name: Translations;
  items: ReferenceQuestion[];
}

/**
 * The FAQ of a fresh install: five categories, twenty questions, in English, Urdu, Portuguese and Spanish — a few left
 * untranslated on purpose, so the English fallback shows.
 */
export const REFERENCE_FAQ: readonly ReferenceCategory[] = [
  {
    key: 'ordering-and-payment',
    name: { en: 'Ordering and payment', ur: 'آرڈر اور ادائیگی', pt: 'Pedidos e pagamento', es: 'Pedidos y pago' },
    items: [
      {
        question: {
          en: 'How do I buy a car from your stock?',
          ur: 'میں آپ کے اسٹاک سے گاڑی کیسے خریدوں؟',
          pt: 'Como compro um carro do vosso estoque?',
          es: '¿Cómo compro un auto de su inventario?',
        },
        answer: {
          en: 'Register for free, open the car’s page and press **Reserve**. We hold the car for you, send the proforma invoice, and ship it once payment arrives.',
          ur: 'مفت رجسٹر کریں، گاڑی کا صفحہ کھولیں اور **ریزرو** دبائیں۔ ہم گاڑی آپ کے لیے روک لیتے ہیں، پروفارما انوائس بھیجتے ہیں اور ادائیگی ملنے پر اسے روانہ کر دیتے ہیں۔',
          pt: 'Registe-se gratuitamente, abra a página do carro e carregue em **Reservar**. Guardamos o carro para si, enviamos a fatura proforma e embarcamos assim que o pagamento chegar.',
          es: 'Regístrese gratis, abra la página del auto y pulse **Reservar**. Le guardamos el auto, enviamos la factura proforma y lo embarcamos en cuanto llega el pago.',
        },
      },
      {
        question: {
          en: 'Which payment methods do you accept?',
          ur: 'آپ کون سے ادائیگی کے طریقے قبول کرتے ہیں؟',
          pt: 'Que métodos de pagamento aceitam?',
          es: '¿Qué métodos de pago aceptan?',
        },
        answer: {
          en: 'Payment is by **telegraphic transfer (T/T)** to our bank in Japan; bank charges are borne by the customer. Letters of credit at sight are offered for selected countries. Credit cards and PayPal are not accepted.',
          ur: 'ادائیگی جاپان میں ہمارے بینک کو **ٹیلی گرافک ٹرانسفر (T/T)** کے ذریعے ہوتی ہے؛ بینک چارجز خریدار ادا کرتا ہے۔ منتخب ممالک کے لیے ایٹ سائٹ لیٹر آف کریڈٹ دستیاب ہے۔ کریڈٹ کارڈ اور پے پال قبول نہیں کیے جاتے۔',
          pt: 'O pagamento é feito por **transferência bancária (T/T)** para o nosso banco no Japão; as taxas bancárias ficam a cargo do cliente. Cartas de crédito à vista estão disponíveis para alguns países. Não aceitamos cartões de crédito nem PayPal.',
          es: 'El pago se hace por **transferencia telegráfica (T/T)** a nuestro banco en Japón; las comisiones bancarias corren por cuenta del cliente. Ofrecemos cartas de crédito a la vista para algunos países. No aceptamos tarjetas de crédito ni PayPal.',
        },
      },
      {
        question: {
          en: 'How long is a reserved car held for me?',
          ur: 'ریزرو کی گئی گاڑی میرے لیے کتنی دیر روکی جاتی ہے؟',
          pt: 'Durante quanto tempo um carro reservado fica guardado para mim?',
          es: '¿Cuánto tiempo se me guarda un auto reservado?',
        },
        answer: {
          en: 'A reservation holds the car for 3 business days in Japan. Pay at least half of the invoice within that time to keep it; otherwise the car returns to stock.',
          ur: 'ریزرویشن گاڑی کو جاپان کے 3 کاروباری دنوں تک روکتی ہے۔ اسے برقرار رکھنے کے لیے اس دوران انوائس کا کم از کم نصف ادا کریں؛ ورنہ گاڑی دوبارہ اسٹاک میں چلی جاتی ہے۔',
          pt: 'Uma reserva guarda o carro durante 3 dias úteis no Japão. Pague pelo menos metade da fatura nesse prazo para o manter; caso contrário, o carro volta ao estoque.',
          es: 'Una reserva guarda el auto durante 3 días hábiles en Japón. Pague al menos la mitad de la factura en ese plazo para conservarlo; si no, el auto vuelve al inventario.',
        },
      },
      {
        question: {
          en: 'Can I pay by card or PayPal from Jamaica?',
          ur: 'کیا میں جمیکا سے کارڈ یا پے پال کے ذریعے ادائیگی کر سکتا ہوں؟',
          pt: 'Posso pagar com cartão ou PayPal a partir da Jamaica?',
          es: '¿Puedo pagar con tarjeta o PayPal desde Jamaica?',
        },
        answer: {
          en: 'No. Card and PayPal are not accepted for Jamaican purchases: please pay by bank transfer.',
          ur: 'نہیں۔ جمیکا کی خریداری کے لیے کارڈ اور پے پال قبول نہیں ہیں: براہ کرم بینک ٹرانسفر سے ادائیگی کریں۔',
          pt: 'Não. Cartão e PayPal não são aceites para compras da Jamaica: pague por transferência bancária.',
          es: 'No. No se aceptan tarjeta ni PayPal para compras desde Jamaica: pague por transferencia bancaria.',
        },
      },
    ],
  },
  {
    key: 'shipping',
    name: { en: 'Shipping', ur: 'شپنگ', pt: 'Envio', es: 'Envío' },
    items: [
      {
        question: {
          en: 'How long does delivery take?',
          ur: 'ترسیل میں کتنا وقت لگتا ہے؟',
          pt: 'Quanto tempo demora a entrega?',
          es: '¿Cuánto tarda la entrega?',
        },
        answer: {
          en: 'Usually **4 to 8 weeks** from payment to arrival at your port, depending on the route and the next sailing.',
          ur: 'عام طور پر ادائیگی سے آپ کی بندرگاہ تک پہنچنے میں **4 سے 8 ہفتے** لگتے ہیں، راستے اور اگلے جہاز کے مطابق۔',
          pt: 'Normalmente **4 a 8 semanas** desde o pagamento até à chegada ao seu porto, conforme a rota e o próximo navio.',
          es: 'Normalmente **de 4 a 8 semanas** desde el pago hasta la llegada a su puerto, según la ruta y el próximo buque.',
        },
      },
      {
        question: {
          en: 'What is the difference between RoRo and container shipping?',
          ur: 'RoRo اور کنٹینر شپنگ میں کیا فرق ہے؟',
          pt: 'Qual é a diferença entre envio RoRo e em contentor?',
          es: '¿Qué diferencia hay entre el envío RoRo y en contenedor?',
        },
        answer: {
          en: 'RoRo ships drive the car on board: cheaper, priced by the car’s volume. A container carries one to four cars, sealed: better for valuable cars and for ports without RoRo service.',
          ur: 'RoRo جہاز میں گاڑی چلا کر سوار کی جاتی ہے: سستا، گاڑی کے حجم کے حساب سے۔ کنٹینر میں ایک سے چار گاڑیاں بند ہو کر جاتی ہیں: قیمتی گاڑیوں اور ان بندرگاہوں کے لیے بہتر جہاں RoRo سروس نہیں۔',
          pt: 'Nos navios RoRo o carro entra a rodar: mais barato, com preço pelo volume do carro. Um contentor leva um a quatro carros, selado: melhor para carros de valor e para portos sem serviço RoRo.',
          es: 'En los buques RoRo el auto sube rodando: más barato, con precio según el volumen del auto. Un contenedor lleva de uno a cuatro autos, precintado: mejor para autos de valor y para puertos sin servicio RoRo.',
        },
      },
      {
        question: {
          en: 'How often do ships leave Japan?',
          ur: 'جاپان سے جہاز کتنی بار روانہ ہوتے ہیں؟',
          pt: 'Com que frequência partem navios do Japão?',
          es: '¿Con qué frecuencia salen buques de Japón?',
        },
        answer: {
          en: 'There are 2 to 3 RoRo and 4 to 5 container sailings a month to the main markets. See the [shipping schedule](/shipping-schedule) for dates.',
          ur: 'بڑی منڈیوں کے لیے ہر ماہ 2 سے 3 RoRo اور 4 سے 5 کنٹینر جہاز روانہ ہوتے ہیں۔ تاریخوں کے لیے [شپنگ شیڈول](/ur/shipping-schedule) دیکھیں۔',
          pt: 'Há 2 a 3 partidas RoRo e 4 a 5 de contentor por mês para os principais mercados. Veja as datas no [calendário de envios](/pt/shipping-schedule).',
          es: 'Hay de 2 a 3 salidas RoRo y de 4 a 5 de contenedor al mes hacia los mercados principales. Consulte las fechas en el [calendario de envíos](/es/shipping-schedule).',
        },
      },
      {
        question: {
          en: 'Can I track my car while it is at sea?',
          ur: 'کیا میں سمندر میں اپنی گاڑی کو ٹریک کر سکتا ہوں؟',
          pt: 'Posso seguir o meu carro enquanto está no mar?',
          es: '¿Puedo seguir mi auto mientras está en el mar?',
        },
        answer: {
          en: 'Yes. Once the car is shipped, **My account → Tracking** shows the vessel, the departure and arrival dates and every event on the way.',
          ur: 'جی ہاں۔ گاڑی روانہ ہونے کے بعد **میرا اکاؤنٹ ← ٹریکنگ** میں جہاز، روانگی اور آمد کی تاریخیں اور راستے کا ہر واقعہ نظر آتا ہے۔',
          pt: 'Sim. Depois do embarque, **A minha conta → Seguimento** mostra o navio, as datas de partida e chegada e cada evento pelo caminho.',
          es: 'Sí. Una vez embarcado, **Mi cuenta → Seguimiento** muestra el buque, las fechas de salida y llegada y cada evento del trayecto.',
        },
      },
    ],
  },
  {
    key: 'documents-and-import-rules',
    name: {
      en: 'Documents and import rules',
      ur: 'دستاویزات اور درآمدی قواعد',
      pt: 'Documentos e regras de importação',
      es: 'Documentos y normas de importación',
    },
    items: [
      {
        question: {
          en: 'Which documents do I receive?',
          ur: 'مجھے کون سی دستاویزات ملتی ہیں؟',
          pt: 'Que documentos recebo?',
          es: '¿Qué documentos recibo?',
        },
        answer: {
          en: 'The export certificate (with its English translation), the commercial invoice, the bill of lading and, where your country requires it, the pre-export inspection certificate. We send the originals by courier.',
          ur: 'ایکسپورٹ سرٹیفکیٹ (انگریزی ترجمے کے ساتھ)، کمرشل انوائس، بل آف لیڈنگ اور جہاں آپ کا ملک مانگے وہاں پری ایکسپورٹ انسپیکشن سرٹیفکیٹ۔ اصل دستاویزات ہم کورئیر سے بھیجتے ہیں۔',
          pt: 'O certificado de exportação (com tradução inglesa), a fatura comercial, o conhecimento de embarque e, quando o seu país o exige, o certificado de inspeção pré-exportação. Enviamos os originais por correio expresso.',
          es: 'El certificado de exportación (con su traducción al inglés), la factura comercial, el conocimiento de embarque y, si su país lo exige, el certificado de inspección previa. Enviamos los originales por mensajería.',
        },
      },
      {
        question: {
          en: 'Is there an age limit for imported cars?',
          ur: 'کیا درآمدی گاڑیوں کی عمر کی کوئی حد ہے؟',
          pt: 'Existe um limite de idade para carros importados?',
          es: '¿Hay un límite de antigüedad para los autos importados?',
        },
        answer: {
          en: 'Many countries set one: Kenya accepts cars up to 8 years from first registration, Pakistan up to 3 years for most cars. Check your country’s rules before you reserve, or ask us.',
          ur: 'کئی ممالک حد مقرر کرتے ہیں: کینیا پہلی رجسٹریشن سے 8 سال تک کی گاڑیاں قبول کرتا ہے، پاکستان زیادہ تر گاڑیوں کے لیے 3 سال تک۔ ریزرو کرنے سے پہلے اپنے ملک کے قواعد دیکھیں یا ہم سے پوچھیں۔',
          pt: 'Muitos países têm um: o Quénia aceita carros até 8 anos desde a primeira matrícula, o Paquistão até 3 anos para a maioria. Verifique as regras do seu país antes de reservar, ou pergunte-nos.',
          es: 'Muchos países lo fijan: Kenia acepta autos de hasta 8 años desde la primera matriculación, Pakistán hasta 3 años para la mayoría. Compruebe las normas de su país antes de reservar, o pregúntenos.',
        },
      },
      {
        question: {
          en: 'What is a pre-export inspection?',
          ur: 'پری ایکسپورٹ انسپیکشن کیا ہے؟',
          pt: 'O que é uma inspeção pré-exportação?',
          es: '¿Qué es una inspección previa a la exportación?',
        },
        answer: {
          en: 'An independent check in Japan of the car’s roadworthiness and radiation level, required by countries such as Kenya, Tanzania, Uganda and Zambia. We book it and add its fee to the invoice.',
          ur: 'جاپان میں گاڑی کی سڑک کے قابل ہونے اور تابکاری کی سطح کی آزاد جانچ، جو کینیا، تنزانیہ، یوگنڈا اور زیمبیا جیسے ممالک لازمی کرتے ہیں۔ ہم اسے بک کرتے ہیں اور فیس انوائس میں شامل کرتے ہیں۔',
          pt: 'Uma verificação independente no Japão do estado do carro e do nível de radiação, exigida por países como Quénia, Tanzânia, Uganda e Zâmbia. Nós marcamos e incluímos a taxa na fatura.',
          es: 'Un control independiente en Japón del estado del auto y de su nivel de radiación, exigido por países como Kenia, Tanzania, Uganda y Zambia. Nosotros la reservamos y añadimos su tarifa a la factura.',
        },
      },
      {
        question: {
          en: 'Who pays the import duties and taxes?',
          ur: 'درآمدی ڈیوٹی اور ٹیکس کون ادا کرتا ہے؟',
          pt: 'Quem paga os direitos e impostos de importação?',
          es: '¿Quién paga los aranceles e impuestos de importación?',
        },
        answer: {
          en: 'You do, at your port, to your customs. Our prices are FOB, CFR or CIF and never include duties; a clearing agent at the port can estimate them for you.',
          ur: 'آپ، اپنی بندرگاہ پر اپنے کسٹمز کو۔ ہماری قیمتیں FOB، CFR یا CIF ہیں اور ان میں ڈیوٹی شامل نہیں؛ بندرگاہ پر کلیئرنگ ایجنٹ آپ کو اندازہ دے سکتا ہے۔',
          pt: 'O cliente, no seu porto, à sua alfândega. Os nossos preços são FOB, CFR ou CIF e nunca incluem direitos; um despachante no porto pode estimá-los.',
          es: 'Usted, en su puerto, a su aduana. Nuestros precios son FOB, CFR o CIF y nunca incluyen aranceles; un agente de aduanas del puerto puede estimarlos.',
        },
      },
    ],
  },
  {
    key: 'account',
    name: { en: 'Your account', ur: 'آپ کا اکاؤنٹ', pt: 'A sua conta', es: 'Su cuenta' },
    items: [
      {
        question: {
          en: 'Why must I register to see prices?',
          ur: 'قیمتیں دیکھنے کے لیے رجسٹر کرنا کیوں ضروری ہے؟',
          pt: 'Porque tenho de me registar para ver os preços?',
          es: '¿Por qué debo registrarme para ver los precios?',
        },
        answer: {
          en: 'Prices depend on the market and change with the auctions, so we show them to registered buyers only. Registration is free and there is no membership fee.',
          ur: 'قیمتیں منڈی پر منحصر ہیں اور نیلامیوں کے ساتھ بدلتی ہیں، اس لیے ہم انہیں صرف رجسٹرڈ خریداروں کو دکھاتے ہیں۔ رجسٹریشن مفت ہے اور کوئی رکنیت فیس نہیں۔',
          pt: 'Os preços dependem do mercado e mudam com os leilões, por isso mostramo-los apenas a compradores registados. O registo é gratuito e não há quota de adesão.',
          es: 'Los precios dependen del mercado y cambian con las subastas, por eso solo los mostramos a compradores registrados. El registro es gratuito y no hay cuota de socio.',
        },
      },
      {
        question: {
          en: 'Can dealers and individuals both register?',
          ur: 'کیا ڈیلر اور عام خریدار دونوں رجسٹر کر سکتے ہیں؟',
          pt: 'Concessionários e particulares podem registar-se?',
          es: '¿Pueden registrarse tanto concesionarios como particulares?',
        },
        answer: {
          en: 'Yes. Choose **Dealer** or **Individual** when you register; dealers get an account manager, available 24/7.',
          ur: 'جی ہاں۔ رجسٹریشن کے وقت **ڈیلر** یا **انفرادی** منتخب کریں؛ ڈیلرز کو 24/7 دستیاب اکاؤنٹ مینیجر ملتا ہے۔',
          pt: 'Sim. Escolha **Concessionário** ou **Particular** ao registar-se; os concessionários têm um gestor de conta disponível 24/7.',
          es: 'Sí. Elija **Concesionario** o **Particular** al registrarse; los concesionarios tienen un gestor de cuenta disponible 24/7.',
        },
      },
      {
        question: {
          en: 'I forgot my password. What do I do?',
          ur: 'میں اپنا پاس ورڈ بھول گیا ہوں۔ کیا کروں؟',
          pt: 'Esqueci-me da palavra-passe. O que faço?',
          es: 'Olvidé mi contraseña. ¿Qué hago?',
        },
        answer: {
          en: 'Use **Forgot password** on the sign-in page: we email you a link to set a new one. The link works once and expires after an hour.',
          ur: 'سائن ان صفحے پر **پاس ورڈ بھول گئے** استعمال کریں: ہم آپ کو نیا پاس ورڈ بنانے کا لنک ای میل کرتے ہیں۔ لنک ایک بار کام کرتا ہے اور ایک گھنٹے بعد ختم ہو جاتا ہے۔',
          pt: 'Use **Esqueci-me da palavra-passe** na página de entrada: enviamos-lhe um link para definir uma nova. O link funciona uma vez e expira após uma hora.',
          es: 'Use **Olvidé mi contraseña** en la página de acceso: le enviamos un enlace para crear una nueva. El enlace sirve una vez y caduca en una hora.',
        },
      },
      {
        question: {
          en: 'How do I delete my account?',
          ur: 'میں اپنا اکاؤنٹ کیسے حذف کروں؟',
          pt: 'Como apago a minha conta?',
          es: '¿Cómo elimino mi cuenta?',
        },
        answer: {
          en: 'Open **My account → My Profile** and choose **Delete account**, then confirm. Deletion is permanent.',
          ur: '**میرا اکاؤنٹ ← میری پروفائل** کھولیں، **اکاؤنٹ حذف کریں** منتخب کریں اور تصدیق کریں۔ حذف کرنا مستقل ہے۔',
          pt: null,
          es: null,
        },
      },
    ],
  },
  {
    key: 'auctions',
    name: { en: 'Auctions', ur: 'نیلامیاں', pt: 'Leilões', es: 'Subastas' },
    items: [
      {
        question: {
          en: 'Can you buy a car at a Japanese auction for me?',
          ur: 'کیا آپ میرے لیے جاپانی نیلامی سے گاڑی خرید سکتے ہیں؟',
          pt: 'Podem comprar um carro num leilão japonês por mim?',
          es: '¿Pueden comprarme un auto en una subasta japonesa?',
        },
        answer: {
          en: 'Yes. Our auction service bids for you on about 150,000 cars a week from over 100 auction houses. Tell us your budget and we bid up to it, never above.',
          ur: 'جی ہاں۔ ہماری نیلامی سروس 100 سے زائد نیلام گھروں کی ہر ہفتے تقریباً 150,000 گاڑیوں پر آپ کے لیے بولی لگاتی ہے۔ اپنا بجٹ بتائیں، ہم اسی حد تک بولی لگاتے ہیں، اس سے زیادہ کبھی نہیں۔',
          pt: 'Sim. O nosso serviço de leilões licita por si em cerca de 150 000 carros por semana, de mais de 100 casas de leilão. Diga-nos o seu orçamento e licitamos até ele, nunca acima.',
          es: 'Sí. Nuestro servicio de subastas puja por usted en unos 150 000 autos a la semana de más de 100 casas de subastas. Díganos su presupuesto y pujamos hasta él, nunca por encima.',
        },
      },
      {
        question: {
          en: 'What does the auction sheet grade mean?',
          ur: 'نیلامی شیٹ کا گریڈ کیا ظاہر کرتا ہے؟',
          pt: 'O que significa a nota da folha de leilão?',
          es: '¿Qué significa la nota de la hoja de subasta?',
        },
        answer: {
          en: 'The auction house’s inspector grades the whole car (S, 6, 5, 4.5, 4, 3.5, 3, R) and the interior and exterior (A to E). **4 or higher** is a car in good condition for its age.',
          ur: 'نیلام گھر کا انسپکٹر پوری گاڑی کو گریڈ دیتا ہے (S، 6، 5، 4.5، 4، 3.5، 3، R) اور اندرونی و بیرونی حصے کو (A سے E)۔ **4 یا اس سے زیادہ** کا مطلب عمر کے لحاظ سے اچھی حالت کی گاڑی ہے۔',
          pt: 'O inspetor da casa de leilões dá uma nota ao carro (S, 6, 5, 4.5, 4, 3.5, 3, R) e ao interior e exterior (A a E). **4 ou mais** é um carro em bom estado para a idade.',
          es: null,
        },
      },
      {
        question: {
          en: 'Is there a fee if my bid does not win?',
          ur: 'اگر میری بولی کامیاب نہ ہو تو کیا کوئی فیس ہے؟',
          pt: 'Há alguma taxa se a minha licitação não ganhar?',
          es: '¿Hay alguna tarifa si mi puja no gana?',
        },
        answer: {
          en: 'No. You pay only for cars we win for you; the deposit for an unsuccessful bid is kept for your next bid or refunded.',
          ur: 'نہیں۔ آپ صرف ان گاڑیوں کی ادائیگی کرتے ہیں جو ہم آپ کے لیے جیتتے ہیں؛ ناکام بولی کی ڈپازٹ اگلی بولی کے لیے رکھی جاتی ہے یا واپس کر دی جاتی ہے۔',
          pt: 'Não. Paga apenas os carros que ganhamos por si; o depósito de uma licitação sem sucesso fica para a próxima ou é devolvido.',
          es: 'No. Solo paga los autos que ganamos para usted; el depósito de una puja sin éxito se guarda para la próxima o se devuelve.',
        },
      },
      {
        question: {
          en: 'Can I see photos before bidding?',
          ur: 'کیا میں بولی سے پہلے تصاویر دیکھ سکتا ہوں؟',
          pt: null,
          es: null,
        },
        answer: {
          en: 'Yes: every auction car comes with the auction house’s photos and sheet, and we translate the sheet’s notes for you.',
          ur: 'جی ہاں: ہر نیلامی گاڑی کے ساتھ نیلام گھر کی تصاویر اور شیٹ ہوتی ہے، اور ہم شیٹ کے نوٹس کا ترجمہ آپ کے لیے کرتے ہیں۔',
          pt: null,
          es: null,
        },
      },
    ],
  },
];

/** The FAQ of a new install, written only while there is none (so loading twice changes nothing). Answers the questions written. */
export async function loadReferenceFaq(query: Query): Promise<number> {
  const [{ has_faq }] = (await query('SELECT EXISTS (SELECT 1 FROM faq_categories) AS has_faq')) as { has_faq: boolean }[];
  if (has_faq) return 0;
  let written = 0;
  for (const [position, category] of REFERENCE_FAQ.entries()) {
    const [row] = (await query('INSERT INTO faq_categories (key, name, position) VALUES ($1, $2::jsonb, $3) RETURNING id', [
      category.key,
      JSON.stringify(category.name),
      position,
    ])) as { id: number }[];
    for (const [itemPosition, item] of category.items.entries()) {
      await query('INSERT INTO faq_items (category_id, question, answer, position) VALUES ($1, $2::jsonb, $3::jsonb, $4)', [
        row!.id,
        JSON.stringify(item.question),
        JSON.stringify(item.answer),
        itemPosition,
      ]);
      written += 1;
    }
  }
  return written;
}
