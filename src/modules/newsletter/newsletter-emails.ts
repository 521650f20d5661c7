import { defineEmail } from '../notifications/email/email-template.js';

/**
 * The confirmation of a newsletter subscription, in the language the visitor subscribed in (they have no profile),
 * with the link that ends it as its small print.
 */
export const subscribedEmail = defineEmail<{ fullName: string; unsubscribeLink: string }>(
  'newsletter.subscribed',
  {
    en: ({ fullName, unsubscribeLink }) => ({
      subject: 'You are subscribed to our newsletter',
      name: fullName,
      blocks: [
        { kind: 'text', text: 'Thank you for subscribing to our newsletter. We will send you news about our cars and offers.' },
        { kind: 'note', text: 'To unsubscribe at any time, open this link:', url: unsubscribeLink },
      ],
    }),
    ur: ({ fullName, unsubscribeLink }) => ({
      subject: 'آپ نے ہمارا نیوز لیٹر سبسکرائب کر لیا ہے',
      name: fullName,
      blocks: [
        {
          kind: 'text',
          text: 'ہمارا نیوز لیٹر سبسکرائب کرنے کا شکریہ۔ ہم آپ کو اپنی گاڑیوں اور پیشکشوں کی خبریں بھیجتے رہیں گے۔',
        },
        { kind: 'note', text: 'کسی بھی وقت ان سبسکرائب کرنے کے لیے یہ لنک کھولیں:', url: unsubscribeLink },
      ],
    }),
    pt: ({ fullName, unsubscribeLink }) => ({
      subject: 'Sua inscrição na nossa newsletter está confirmada',
      name: fullName,
      blocks: [
        { kind: 'text', text: 'Obrigado por se inscrever na nossa newsletter. Enviaremos novidades sobre nossos carros e ofertas.' },
        { kind: 'note', text: 'Para cancelar a inscrição a qualquer momento, abra este link:', url: unsubscribeLink },
      ],
    }),
    es: ({ fullName, unsubscribeLink }) => ({
      subject: 'Se ha suscrito a nuestro boletín',
      name: fullName,
      blocks: [
        { kind: 'text', text: 'Gracias por suscribirse a nuestro boletín. Le enviaremos novedades sobre nuestros autos y ofertas.' },
        { kind: 'note', text: 'Para darse de baja en cualquier momento, abra este enlace:', url: unsubscribeLink },
      ],
    }),
  },
  { fullName: 'Amina Njeri', unsubscribeLink: 'https://autoexport.example/newsletter/unsubscribe?token=abc_DEF-123' },
);
