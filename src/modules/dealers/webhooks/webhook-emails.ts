import { defineEmail } from '../../notifications/email/email-template.js';

export interface EndpointDisabledVars {
  firstName: string | null;
  endpoint: { url: string; publicId: string };
  /** Failed attempts in a row that disabled it. */
  failures: number;
  /** The owner's profile, where the endpoint is enabled again. */
  profileUrl: string;
}

/** The owner's notice that an endpoint was disabled after its deliveries kept failing, in the owner's language. */
export const endpointDisabledEmail = defineEmail<EndpointDisabledVars>(
  'webhooks.endpoint-disabled',
  {
    en: ({ firstName, endpoint, failures, profileUrl }) => ({
      subject: 'Your webhook endpoint was disabled',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text:
            `We have disabled your webhook endpoint ${endpoint.url} because our deliveries to it kept failing ` +
            `(${failures} failed attempt${failures === 1 ? '' : 's'} in a row).`,
        },
        {
          kind: 'text',
          text:
            'No more events are sent to it. Once it answers again, enable it in your profile: its failure count starts again, ' +
            'and you can replay any delivery it missed from its delivery list.',
        },
        { kind: 'facts', rows: [{ label: 'Endpoint id', value: endpoint.publicId }] },
        { kind: 'action', label: 'Open my profile', url: profileUrl },
      ],
    }),
    ur: ({ firstName, endpoint, failures, profileUrl }) => ({
      subject: 'آپ کا ویب ہُک اینڈ پوائنٹ غیر فعال کر دیا گیا ہے',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text:
            `ہم نے آپ کا ویب ہُک اینڈ پوائنٹ ${endpoint.url} غیر فعال کر دیا ہے کیونکہ اس پر ہماری ڈیلیوریاں مسلسل ناکام ہو رہی تھیں ` +
            `(لگاتار ${failures} ناکام ${failures === 1 ? 'کوشش' : 'کوششیں'})۔`,
        },
        {
          kind: 'text',
          text:
            'اب اسے کوئی ایونٹ نہیں بھیجا جائے گا۔ جب یہ دوبارہ جواب دینے لگے تو اسے اپنی پروفائل میں فعال کریں: اس کی ناکامیوں کی گنتی ' +
            'نئے سرے سے شروع ہو گی، اور آپ اس کی ڈیلیوریوں کی فہرست سے ہر چھوٹی ہوئی ڈیلیوری دوبارہ بھیج سکتے ہیں۔',
        },
        { kind: 'facts', rows: [{ label: 'اینڈ پوائنٹ آئی ڈی', value: endpoint.publicId }] },
        { kind: 'action', label: 'میری پروفائل کھولیں', url: profileUrl },
      ],
    }),
    pt: ({ firstName, endpoint, failures, profileUrl }) => ({
      subject: 'Seu endpoint de webhook foi desativado',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text:
            `Desativamos seu endpoint de webhook ${endpoint.url} porque nossas entregas para ele continuavam falhando ` +
            `(${failures} ${failures === 1 ? 'tentativa com falha' : 'tentativas com falha seguidas'}).`,
        },
        {
          kind: 'text',
          text:
            'Nenhum evento será enviado a ele. Quando voltar a responder, ative-o no seu perfil: a contagem de falhas recomeça, ' +
            'e você pode reenviar qualquer entrega que ele perdeu a partir da lista de entregas.',
        },
        { kind: 'facts', rows: [{ label: 'ID do endpoint', value: endpoint.publicId }] },
        { kind: 'action', label: 'Abrir meu perfil', url: profileUrl },
      ],
    }),
    es: ({ firstName, endpoint, failures, profileUrl }) => ({
      subject: 'Su endpoint de webhook fue desactivado',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text:
            `Hemos desactivado su endpoint de webhook ${endpoint.url} porque nuestras entregas seguían fallando ` +
            `(${failures} ${failures === 1 ? 'intento fallido' : 'intentos fallidos seguidos'}).`,
        },
        {
          kind: 'text',
          text:
            'Ya no se le envían eventos. Cuando vuelva a responder, actívelo en su perfil: su recuento de fallos empieza de nuevo, ' +
            'y puede reenviar cualquier entrega que no recibió desde su lista de entregas.',
        },
        { kind: 'facts', rows: [{ label: 'ID del endpoint', value: endpoint.publicId }] },
        { kind: 'action', label: 'Abrir mi perfil', url: profileUrl },
      ],
    }),
  },
  {
    firstName: 'Amina',
    endpoint: { url: 'https://dealer.example/hooks', publicId: '5f0c7a3e-2b1d-4c8e-9a6f-1d2e3f4a5b6c' },
    failures: 10,
    profileUrl: 'https://autoexport.example/profile',
  },
);
