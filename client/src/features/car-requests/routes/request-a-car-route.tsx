import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Link } from '../../../components/link';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageTitle } from '../../../components/page-title';
import { SelectField } from '../../../components/select-field';
import { TextArea } from '../../../components/text-area';
import { TextField } from '../../../components/text-field';
import { useCustomerForm, useServerErrorSplit } from '../../../lib/forms/use-customer-form';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useMakes } from '../../catalogue/api/landing-api';
import { useRequestCar } from '../api/car-requests-api';
import {
  COMMENTS_MAX,
  CONTACT_METHODS,
  initialValues,
  toCarRequestBody,
  validateCarRequest,
  yearOptions,
  type CarRequestField,
  type CarRequestValues,
} from '../utils/car-request-form';
import '../car-requests.css';

const FIELDS: readonly CarRequestField[] = [
  'make',
  'model',
  'year',
  'comments',
  'name',
  'email',
  'emailConfirmation',
  'phone',
  'whatsapp',
  'contactMethod',
  'promotions',
  'privacyAgreed',
];

/**
 * `/request-a-car` (spec §2 Request a Car, §3, §5): a signed-in customer describes the car they look for; signed out,
 * a prompt to sign in that comes back here. POST /api/ondemand; the confirmation shows the request's reference.
 */
export default function RequestACarRoute() {
  const { t } = useTranslation(['requests', 'common']);
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'signedIn') {
    const next = stripLanguage(location.pathname) + location.search;
    return (
      <div className="container page requests-page">
        <PageTitle title={t('requests:title')} />
        <div className="card requests-prompt">
          <h2>{t('requests:loginTitle')}</h2>
          <p>{t('requests:loginText')}</p>
          <div className="requests-actions">
            <Link className={buttonClass('primary')} to={paths.auth({ next })}>
              {t('requests:signIn')}
            </Link>
            <Link className={buttonClass('secondary')} to={paths.auth({ tab: 'register', next })}>
              {t('requests:register')}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return <RequestForm key={user?.id ?? 'user'} initial={initialValues(user)} />;
}

function RequestForm({ initial }: { initial: CarRequestValues }) {
  const { t } = useTranslation(['requests', 'common']);
  const makes = useMakes();
  const request = useRequestCar();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCustomerForm(initial, validateCarRequest);
  const split = useServerErrorSplit();
  const { values } = form;
  const [failed, setFailed] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const methodId = useId();

  const labels: Record<CarRequestField, string> = {
    make: t('requests:fields.make'),
    model: t('requests:fields.model'),
    year: t('requests:fields.year'),
    comments: t('requests:fields.comments'),
    name: t('requests:fields.name'),
    email: t('requests:fields.email'),
    emailConfirmation: t('requests:fields.emailConfirmation'),
    phone: t('requests:fields.phone'),
    whatsapp: t('requests:fields.whatsapp'),
    contactMethod: t('requests:fields.contactMethod'),
    promotions: t('requests:fields.promotions'),
    privacyAgreed: t('requests:fields.privacy'),
  };
  const errorOf = (field: CarRequestField) => form.error(field, labels[field]);
  const set = form.setValue;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.begin(formRef.current)) return;
    setFailed(false);
    request.mutate(toCarRequestBody(values), {
      onSuccess: (answer) => setReference(answer.reference),
      onError: (error) => {
        form.showServerErrors(formRef.current, split(error, FIELDS, labels).byField);
        setFailed(true);
      },
    });
  };

  if (reference) {
    return (
      <div className="container page requests-page">
        <PageTitle title={t('requests:title')} />
        <div className="requests-message requests-message--success" role="status">
          <h2 className="requests-message__title">{t('requests:successTitle')}</h2>
          <p>{t('requests:successText', { reference })}</p>
          <p className="requests-reference" dir="ltr">
            {reference}
          </p>
        </div>
        <div className="requests-actions">
          <Link className={buttonClass('primary')} to={paths.search()}>
            {t('requests:browse')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              setReference(null);
              form.restart((previous) => ({
                ...initial,
                name: previous.name,
                email: previous.email,
                emailConfirmation: previous.email,
                phone: previous.phone,
                whatsapp: previous.whatsapp,
              }));
            }}
          >
            {t('requests:another')}
          </Button>
        </div>
      </div>
    );
  }

  const makeOptions = (makes.data ?? []).map((make) => ({ value: make.title, label: make.title }));
  if (values.make && !makeOptions.some((option) => option.value === values.make))
    makeOptions.unshift({ value: values.make, label: values.make });
  const methodLabels: Record<string, string> = {
    any: t('requests:methods.any'),
    email: t('requests:methods.email'),
    phone: t('requests:methods.phone'),
    whatsapp: t('requests:methods.whatsapp'),
  };

  return (
    <div className="container page requests-page">
      <PageTitle title={t('requests:title')} />
      <p className="requests-intro">{t('requests:intro')}</p>
      <form ref={formRef} className="card requests-form" noValidate onSubmit={submit} aria-busy={request.isPending || undefined}>
        {failed && (
          <div className="requests-message requests-message--error" role="alert">
            <p>{t('requests:failed')}</p>
          </div>
        )}
        <fieldset className="requests-fieldset">
          <legend>{t('requests:carSection')}</legend>
          <div className="requests-grid">
            {makes.isError ? (
              <TextField
                label={labels.make}
                name="make"
                required
                value={values.make}
                onChange={(event) => set('make', event.target.value)}
                error={errorOf('make')}
              />
            ) : (
              <SelectField
                label={labels.make}
                name="make"
                required
                placeholder={makes.isPending ? t('common:loading') : t('requests:chooseMake')}
                options={makeOptions}
                value={values.make}
                onChange={(event) => set('make', event.target.value)}
                error={errorOf('make')}
              />
            )}
            <TextField
              label={labels.model}
              name="model"
              value={values.model}
              onChange={(event) => set('model', event.target.value)}
              error={errorOf('model')}
            />
            <SelectField
              label={labels.year}
              name="year"
              placeholder={t('requests:anyYear')}
              options={yearOptions().map((year) => ({ value: String(year), label: String(year) }))}
              value={values.year}
              onChange={(event) => set('year', event.target.value)}
              error={errorOf('year')}
            />
          </div>
          <TextArea
            label={labels.comments}
            name="comments"
            className="requests-textarea"
            rows={4}
            maxChars={COMMENTS_MAX}
            value={values.comments}
            error={errorOf('comments')}
            onChange={(event) => set('comments', event.target.value)}
          />
        </fieldset>

        <fieldset className="requests-fieldset">
          <legend>{t('requests:contactSection')}</legend>
          <div className="requests-grid">
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
            <TextField
              label={labels.emailConfirmation}
              name="emailConfirmation"
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              required
              value={values.emailConfirmation}
              onChange={(event) => set('emailConfirmation', event.target.value)}
              error={errorOf('emailConfirmation')}
            />
          </div>
          <fieldset className="requests-methods" aria-describedby={`${methodId}-hint`}>
            <legend className="field__label">{labels.contactMethod}</legend>
            <p className="field__hint" id={`${methodId}-hint`}>
              {t('requests:methodHint')}
            </p>
            <div className="requests-methods__options">
              {CONTACT_METHODS.map((method) => (
                <label key={method} className="requests-method">
                  <input
                    type="radio"
                    name="contactMethod"
                    value={method}
                    checked={values.contactMethod === method}
                    onChange={() => set('contactMethod', method)}
                  />
                  <span>{methodLabels[method]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="requests-grid">
            <TextField
              label={labels.phone}
              name="phone"
              type="tel"
              dir="ltr"
              autoComplete="tel"
              required={values.contactMethod === 'phone'}
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
              error={errorOf('phone')}
            />
            <TextField
              label={labels.whatsapp}
              name="whatsapp"
              type="tel"
              dir="ltr"
              required={values.contactMethod === 'whatsapp'}
              value={values.whatsapp}
              onChange={(event) => set('whatsapp', event.target.value)}
              error={errorOf('whatsapp')}
            />
          </div>
        </fieldset>

        <Checkbox
          name="promotions"
          label={t('requests:promotions')}
          checked={values.promotions}
          onChange={(event) => set('promotions', event.target.checked)}
          error={errorOf('promotions')}
        />
        <Checkbox
          name="privacyAgreed"
          label={t('requests:privacy')}
          checked={values.privacyAgreed}
          onChange={(event) => set('privacyAgreed', event.target.checked)}
          error={errorOf('privacyAgreed')}
          required
        />
        <Button type="submit" busy={request.isPending}>
          {t('requests:submit')}
        </Button>
      </form>
    </div>
  );
}
