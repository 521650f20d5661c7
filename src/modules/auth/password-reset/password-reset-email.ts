import { defineEmail } from '../../notifications/email/email-template.js';

const SAMPLE_LINK = 'https://autoexport.example/auth/reset-password?token=abc_DEF-123';

/** The email with the single-use link (written out under the button too, so any mail client can follow it). */
export const passwordResetEmail = defineEmail<{ firstName: string | null; link: string }>(
  'auth.password-reset',
  {
    en: ({ firstName, link }) => ({
      subject: 'Reset your password',
      name: firstName,
      blocks: [
        { kind: 'text', text: 'We received a request to reset the password of your account. Open this link to choose a new password:' },
        { kind: 'action', label: 'Reset my password', url: link },
        { kind: 'text', text: 'The link works once and expires in one hour.' },
        { kind: 'note', text: 'If you did not ask for this, you can ignore this email: your password stays as it is.' },
      ],
    }),
    ur: ({ firstName, link }) => ({
      subject: 'اپنا پاس ورڈ دوبارہ ترتیب دیں',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text: 'ہمیں آپ کے اکاؤنٹ کا پاس ورڈ دوبارہ ترتیب دینے کی درخواست موصول ہوئی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:',
        },
        { kind: 'action', label: 'میرا پاس ورڈ دوبارہ ترتیب دیں', url: link },
        { kind: 'text', text: 'یہ لنک صرف ایک بار کام کرتا ہے اور ایک گھنٹے بعد ختم ہو جاتا ہے۔' },
        { kind: 'note', text: 'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ جوں کا توں رہے گا۔' },
      ],
    }),
    pt: ({ firstName, link }) => ({
      subject: 'Redefina sua senha',
      name: firstName,
      blocks: [
        { kind: 'text', text: 'Recebemos um pedido para redefinir a senha da sua conta. Abra este link para escolher uma nova senha:' },
        { kind: 'action', label: 'Redefinir minha senha', url: link },
        { kind: 'text', text: 'O link funciona uma única vez e expira em uma hora.' },
        { kind: 'note', text: 'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.' },
      ],
    }),
    es: ({ firstName, link }) => ({
      subject: 'Restablezca su contraseña',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text: 'Recibimos una solicitud para restablecer la contraseña de su cuenta. Abra este enlace para elegir una nueva contraseña:',
        },
        { kind: 'action', label: 'Restablecer mi contraseña', url: link },
        { kind: 'text', text: 'El enlace funciona una sola vez y caduca en una hora.' },
        { kind: 'note', text: 'Si no lo solicitó, ignore este correo: su contraseña seguirá siendo la misma.' },
      ],
    }),
  },
  { firstName: 'Amina', link: SAMPLE_LINK },
);

/** Sent after a reset, so an owner who did not ask for it learns at once; it carries no link that could reset again. */
export const passwordChangedEmail = defineEmail<{ firstName: string | null; signInUrl: string }>(
  'auth.password-changed',
  {
    en: ({ firstName, signInUrl }) => ({
      subject: 'Your password was changed',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text: 'The password of your account was just reset with a link sent to this address, and every device that was signed in has been signed out.',
        },
        { kind: 'action', label: 'Sign in', url: signInUrl },
        { kind: 'text', text: 'If this was not you, reset your password again at once and contact our support team.' },
      ],
    }),
    ur: ({ firstName, signInUrl }) => ({
      subject: 'آپ کا پاس ورڈ تبدیل کر دیا گیا ہے',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text: 'آپ کے اکاؤنٹ کا پاس ورڈ ابھی اس پتے پر بھیجے گئے لنک سے دوبارہ ترتیب دیا گیا ہے، اور جن آلات پر آپ سائن اِن تھے ان سب سے سائن آؤٹ کر دیا گیا ہے۔',
        },
        { kind: 'action', label: 'سائن اِن کریں', url: signInUrl },
        { kind: 'text', text: 'اگر یہ آپ نے نہیں کیا تو فوراً اپنا پاس ورڈ دوبارہ ترتیب دیں اور ہماری سپورٹ ٹیم سے رابطہ کریں۔' },
      ],
    }),
    pt: ({ firstName, signInUrl }) => ({
      subject: 'Sua senha foi alterada',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text: 'A senha da sua conta acaba de ser redefinida com um link enviado a este endereço, e todos os dispositivos conectados foram desconectados.',
        },
        { kind: 'action', label: 'Entrar', url: signInUrl },
        { kind: 'text', text: 'Se não foi você, redefina sua senha novamente agora mesmo e fale com nossa equipe de suporte.' },
      ],
    }),
    es: ({ firstName, signInUrl }) => ({
      subject: 'Su contraseña ha cambiado',
      name: firstName,
      blocks: [
        {
          kind: 'text',
          text: 'La contraseña de su cuenta se acaba de restablecer con un enlace enviado a esta dirección, y se ha cerrado la sesión en todos los dispositivos.',
        },
        { kind: 'action', label: 'Iniciar sesión', url: signInUrl },
        {
          kind: 'text',
          text: 'Si no fue usted, restablezca su contraseña de nuevo de inmediato y contacte con nuestro equipo de soporte.',
        },
      ],
    }),
  },
  { firstName: 'Amina', signInUrl: 'https://autoexport.example/auth' },
);
