import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { TextArea } from '../../../components/text-area';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import { focusFirstError, useCustomerForm } from '../../../lib/forms/use-customer-form';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useSendInquiry, type Inquiry } from '../api/inquiries-api';
import {
  CONTACT_METHODS,
  emptyInquiry,
  MAX_COMMENTS,
  MAX_MESSAGE,
  toInquiryBody,
  validateInquiry,
  type ContactMethod,
  type InquiryField,
  type InquiryValues,
} from '../utils/inquiry-form';
import { LoginRequired } from './login-required';
import '../inquiries.css';

type Outcome = { kind: 'invalid' } | { kind: 'failed'; error: unknown } | { kind: 'sent'; inquiry: Inquiry } | null;

export interface InquiryFormProps {
  /** The car's stock id; left out for a general inquiry (Car: N/A). */
  carRef?: string;
  /** The car's title, "2018 Toyota Prius", shown above the form. */
  carTitle?: string;
}

/**
 * The inquiry form (spec §2 Product detail, §3 Inquiry, §5 Inquiry form): about a car, or general. A visitor sees
 * "Login Required" with a way to sign in that comes back here. A customer's name and phone come from the profile and
 * the account's email is the one used; name, phone and message are checked before sending with the spec's messages
 * ("Validation Error: Please fill in all required fields" above the form, each message beside its field); the
 * answer is "Inquiry submitted successfully" with the reference, or "Error submitting inquiry".
 */
export function InquiryForm({ carRef, carTitle }: InquiryFormProps) {
  const { t } = useTranslation('inquiries');
  const { status, user } = useSession();
  const titleId = useId();
  if (status === 'signedOut') {
    return (
      <section className="card inq-box" aria-labelledby={titleId}>
        <h2 id={titleId} className="inq-box__title">
          {t(carRef ? 'form.titleCar' : 'form.titleGeneral')}
        </h2>
        <LoginRequired headingLevel={3} />
      </section>
    );
  }
  if (status === 'loading' || !user) {
    return (
      <section className="card inq-box" aria-busy="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="inq-box__title">
          {t(carRef ? 'form.titleCar' : 'form.titleGeneral')}
        </h2>
        <Skeleton blockSize="320px" />
      </section>
    );
  }
  const prefill = {
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    phone: user.phone ?? '',
  };
  return (
    <section className="card inq-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="inq-box__title">
        {t(carRef ? 'form.titleCar' : 'form.titleGeneral')}
      </h2>
      <FilledForm key={user.email} carRef={carRef} carTitle={carTitle} prefill={prefill} />
    </section>
  );
}

function FilledForm({ carRef, carTitle, prefill }: InquiryFormProps & { prefill: Partial<InquiryValues> }) {
  const { t } = useTranslation('inquiries');
  const errorText = useErrorText();
  const send = useSendInquiry();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCustomerForm(emptyInquiry(prefill), validateInquiry);
  const { values } = form;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const general = !carRef;

  const labels: Record<InquiryField | 'contactMethod' | 'promotions', string> = {
    name: t('form.name'),
    email: t('form.email'),
    phone: t('form.phone'),
    whatsapp: t('form.whatsapp'),
    message: t('form.message'),
    comments: t('form.comments'),
    model: t('form.model'),
    year: t('form.year'),
    mileage: t('form.mileage'),
    contactMethod: t('form.contactMethod'),
    promotions: t('form.promotions'),
  };
  const serverFields = outcome?.kind === 'failed' ? errorText.fields(outcome.error, labels) : {};
  const fieldError = (field: InquiryField): string | undefined => form.error(field, labels[field]) ?? serverFields[field];
  const change = form.setValue;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.begin(formRef.current)) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setOutcome(null);
    send.mutate(toInquiryBody(values, carRef ?? null), {
      onSuccess: (answer) => {
        setOutcome({ kind: 'sent', inquiry: answer.inquiry });
        // The question is gone; who is asking and how to answer stay for the next one.
        const { name, phone, whatsapp, contactMethod, promotions } = values;
        form.restart(() => emptyInquiry({ ...prefill, name, phone, whatsapp, contactMethod, promotions }));
      },
      onError: (error) => {
        setOutcome({ kind: 'failed', error });
        if (error instanceof ApiError && error.status === 400)
          focusFirstError(
            formRef.current,
            error.details.map((d) => d.field),
          );
      },
    });
  };

  const refused = outcome?.kind === 'failed' && outcome.error instanceof ApiError && outcome.error.status === 400;
  const contactOptions = CONTACT_METHODS.map((method) => ({ value: method, label: t(`contactMethod.${method}`) }));

  return (
    <>
      {carTitle && (
        <p className="inq-form__about">
          {t('form.about')} <bdi>{carTitle}</bdi> <bdi className="muted">({carRef})</bdi>
        </p>
      )}
      {general && <p className="inq-form__about">{t('form.generalIntro')}</p>}
      {(outcome?.kind === 'invalid' || refused) && (
        <div className="inq-message inq-message--error" role="alert">
          <p className="inq-message__title">{t('messages.validationTitle')}</p>
          <p>{t('messages.validation')}</p>
        </div>
      )}
      {outcome?.kind === 'failed' && !refused && (
        <div className="inq-message inq-message--error" role="alert">
          <p className="inq-message__title">{t('messages.failed')}</p>
          <p>{errorText.message(outcome.error)}</p>
        </div>
      )}
      {outcome?.kind === 'sent' && (
        <div className="inq-message inq-message--success" role="status">
          <p className="inq-message__title">{t('messages.sent')}</p>
          <p>
            {t('messages.reference')} <strong className="inq-reference">{outcome.inquiry.reference}</strong>
          </p>
          <p>
            <Link to={paths.profile('inquiries')}>{t('messages.seeList')}</Link>
          </p>
        </div>
      )}
      <form ref={formRef} className="inq-form" noValidate onSubmit={submit} aria-label={t(carRef ? 'form.titleCar' : 'form.titleGeneral')}>
        <TextField
          name="name"
          label={labels.name}
          required
          autoComplete="name"
          value={values.name}
          error={fieldError('name')}
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          name="email"
          type="email"
          label={labels.email}
          required
          readOnly
          dir="ltr"
          hint={t('form.emailHint')}
          value={values.email}
          error={fieldError('email')}
        />
        <div className="inq-form__pair">
          <TextField
            name="phone"
            type="tel"
            label={labels.phone}
            required
            autoComplete="tel"
            dir="ltr"
            value={values.phone}
            error={fieldError('phone')}
            onChange={(event) => change('phone', event.target.value)}
          />
          <TextField
            name="whatsapp"
            type="tel"
            label={labels.whatsapp}
            required={values.contactMethod === 'whatsapp'}
            dir="ltr"
            value={values.whatsapp}
            error={fieldError('whatsapp')}
            onChange={(event) => change('whatsapp', event.target.value)}
          />
        </div>
        <SelectField
          name="contactMethod"
          label={labels.contactMethod}
          options={contactOptions}
          value={values.contactMethod}
          onChange={(event) => change('contactMethod', event.target.value as ContactMethod)}
        />
        <TextArea
          className="inq-form__textarea"
          name="message"
          label={labels.message}
          required
          rows={5}
          maxChars={MAX_MESSAGE}
          value={values.message}
          error={fieldError('message')}
          onChange={(event) => change('message', event.target.value)}
        />
        {general && (
          <div className="inq-form__triple">
            <TextField
              name="model"
              label={labels.model}
              value={values.model}
              error={fieldError('model')}
              onChange={(event) => change('model', event.target.value)}
            />
            <TextField
              name="year"
              label={labels.year}
              inputMode="numeric"
              value={values.year}
              error={fieldError('year')}
              onChange={(event) => change('year', event.target.value)}
            />
            <TextField
              name="mileage"
              label={labels.mileage}
              inputMode="numeric"
              value={values.mileage}
              error={fieldError('mileage')}
              onChange={(event) => change('mileage', event.target.value)}
            />
          </div>
        )}
        <TextArea
          className="inq-form__textarea"
          name="comments"
          label={labels.comments}
          rows={2}
          maxChars={MAX_COMMENTS}
          value={values.comments}
          error={fieldError('comments')}
          onChange={(event) => change('comments', event.target.value)}
        />
        <Checkbox
          name="promotions"
          label={labels.promotions}
          checked={values.promotions}
          onChange={(event) => change('promotions', event.target.checked)}
        />
        <div className="form-actions">
          <Button type="submit" busy={send.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
