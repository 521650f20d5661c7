import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFooterData } from '../../../app/layout/use-footer-data';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { ExternalLink } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { SelectField } from '../../../components/select-field';
import { TextArea } from '../../../components/text-area';
import { TextField } from '../../../components/text-field';
import { useCustomerForm, useServerErrorSplit } from '../../../lib/forms/use-customer-form';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useSession } from '../../../lib/session/use-session';
import { whatsappLink } from '../../../lib/whatsapp';
import { useSendContactMessage } from '../api/contact-api';
import {
  CONTACT_SUBJECTS,
  initialContact,
  MESSAGE_MAX,
  toContactBody,
  validateContact,
  type ContactField,
  type ContactValues,
} from '../utils/contact-form';
import '../contact.css';

const FIELDS: readonly ContactField[] = ['subject', 'name', 'email', 'message', 'privacyAgreed'];

/**
 * `/contact` (spec §2 Contact us, §5): subject (sales, support, partnership, other), name, email, message and the
 * privacy agreement → POST /api/contact, open to everyone; the name and email are filled in for a signed-in user.
 * Beside it, the company's email, phone and WhatsApp from the footer data.
 */
export default function ContactRoute() {
  const { status, user } = useSession();
  // The form starts again with the signed-in user's details once the session check has answered.
  return (
    <ContactPage
      key={status === 'signedIn' ? (user?.id ?? 'user') : status}
      initial={initialContact(status === 'signedIn' ? user : null)}
    />
  );
}

function ContactPage({ initial }: { initial: ContactValues }) {
  const { t } = useTranslation(['contact', 'common']);
  const errorText = useErrorText();
  const send = useSendContactMessage();
  const footer = useFooterData();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCustomerForm(initial, validateContact);
  const split = useServerErrorSplit();
  const { values, serverErrors } = form;
  const [formError, setFormError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);

  const labels: Record<ContactField, string> = {
    subject: t('contact:fields.subject'),
    name: t('contact:fields.name'),
    email: t('contact:fields.email'),
    message: t('contact:fields.message'),
    privacyAgreed: t('contact:fields.privacy'),
  };
  const errorOf = (field: ContactField) => form.error(field, labels[field]);
  const set = form.setValue;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.begin(formRef.current)) return;
    setFormError(null);
    send.mutate(toContactBody(values), {
      onSuccess: () => setSent(true),
      onError: (error) => {
        form.showServerErrors(formRef.current, split(error, FIELDS, labels).byField);
        setFormError(error);
      },
    });
  };

  const support = footer.data?.support;
  const subjectLabels: Record<string, string> = {
    sales: t('contact:subjects.sales'),
    support: t('contact:subjects.support'),
    partnership: t('contact:subjects.partnership'),
    other: t('contact:subjects.other'),
  };

  return (
    <div className="container page contact-page">
      <PageTitle title={t('contact:title')} />
      <p className="contact-intro">{t('contact:intro')}</p>
      <div className="contact-layout">
        {sent ? (
          <div className="contact-done">
            <div className="contact-message contact-message--success" role="status">
              <h2 className="contact-message__title">{t('contact:sentTitle')}</h2>
              <p>{errorText.code({ code: 'CONTACT_MESSAGE_SENT' })}</p>
            </div>
            <Button
              variant="secondary"
              onClick={() => {
                setSent(false);
                form.restart((previous) => ({ ...initial, name: previous.name, email: previous.email }));
              }}
            >
              {t('contact:another')}
            </Button>
          </div>
        ) : (
          <form ref={formRef} className="card contact-form" noValidate onSubmit={submit} aria-busy={send.isPending || undefined}>
            {formError !== null && (
              <div className="contact-message contact-message--error" role="alert">
                <p>{t('contact:failed')}</p>
                {Object.keys(serverErrors).length === 0 && <p>{errorText.message(formError)}</p>}
              </div>
            )}
            <SelectField
              label={labels.subject}
              name="subject"
              required
              placeholder={t('contact:chooseSubject')}
              options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subjectLabels[subject]! }))}
              value={values.subject}
              onChange={(event) => set('subject', event.target.value as ContactValues['subject'])}
              error={errorOf('subject')}
            />
            <TextField
              label={labels.name}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              error={errorOf('name')}
            />
            <TextField
              label={labels.email}
              name="email"
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              error={errorOf('email')}
            />
            <TextArea
              label={labels.message}
              name="message"
              className="contact-textarea"
              rows={6}
              required
              maxChars={MESSAGE_MAX}
              value={values.message}
              error={errorOf('message')}
              onChange={(event) => set('message', event.target.value)}
            />
            <Checkbox
              name="privacyAgreed"
              label={t('contact:privacy')}
              checked={values.privacyAgreed}
              onChange={(event) => set('privacyAgreed', event.target.checked)}
              error={errorOf('privacyAgreed')}
              required
            />
            <Button type="submit" busy={send.isPending}>
              {t('contact:submit')}
            </Button>
          </form>
        )}
        <aside className="card contact-aside" aria-labelledby="contact-direct">
          <h2 id="contact-direct" className="contact-aside__title">
            {t('contact:direct')}
          </h2>
          {support ? (
            <dl className="contact-aside__list">
              <dt>{t('contact:email')}</dt>
              <dd>
                <a href={`mailto:${support.email}`}>{support.email}</a>
              </dd>
              <dt>{t('contact:phone')}</dt>
              <dd>
                <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {support.phone}
                </a>
              </dd>
              <dt>{t('contact:whatsapp')}</dt>
              <dd>
                <ExternalLink href={whatsappLink(support.whatsapp)} dir="ltr">
                  {support.whatsapp}
                </ExternalLink>
              </dd>
              <dt>{t('contact:hours')}</dt>
              <dd>{support.hours}</dd>
            </dl>
          ) : (
            <p className="contact-aside__muted">{footer.isError ? t('contact:directError') : t('common:loading')}</p>
          )}
        </aside>
      </div>
    </div>
  );
}
