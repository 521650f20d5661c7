import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextArea } from '../../../components/text-area';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useDamageReportsToLink, useFileClaim, type Claim, type InsuredOrder } from '../api/insurance-api';
import { type ClaimFormValues, today, toClaimBody } from '../utils/claim-steps';

type Field = keyof ClaimFormValues;

/** The server's limit of a claim's description (src/modules/insurance). */
const CLAIM_DESCRIPTION_MAX = 2000;

/**
 * File a claim (spec §2 Insurance page, step 4): one of my insured, arrived orders, optionally one of my damage reports
 * about it, what happened, the day it was found, the amount and an optional repair estimate. The server's field errors
 * show beside their fields; a refusal of the whole claim (not insured, not arrived, a claim under way) above the button.
 */
export function ClaimForm({
  orders,
  initialOrderId,
  onFiled,
  onCancel,
}: {
  orders: InsuredOrder[];
  initialOrderId?: string;
  onFiled: (claim: Claim) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('insurance');
  const errorText = useErrorText();
  const file = useFileClaim();
  const reports = useDamageReportsToLink(true);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const [values, setValues] = useState<ClaimFormValues>({
    orderId: orders.some((o) => o.orderId === initialOrderId) ? initialOrderId! : (orders[0]?.orderId ?? ''),
    damageReportReference: '',
    description: '',
    damageFoundOn: today(),
    amountClaimed: '',
    repairEstimate: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const labels: Record<Field, string> = {
    orderId: t('form.order'),
    damageReportReference: t('form.damageReport'),
    description: t('form.description'),
    damageFoundOn: t('form.damageFoundOn'),
    amountClaimed: t('form.amountClaimed'),
    repairEstimate: t('form.repairEstimate'),
  };
  const linkable = useMemo(() => (reports.data?.items ?? []).filter((r) => r.order.id === values.orderId), [reports.data, values.orderId]);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'orderId' ? { damageReportReference: '' } : {}) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const field of ['orderId', 'description', 'damageFoundOn', 'amountClaimed'] as const) {
      if (!values[field].trim()) missing[field] = errorText.code({ code: 'FIELD_REQUIRED' }, labels[field]);
    }
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;
    file.mutate(toClaimBody(values), {
      onSuccess: onFiled,
      onError: (error) => {
        const fields = errorText.fields(error, labels);
        setErrors(fields);
        if (Object.keys(fields).length === 0 || !(error instanceof ApiError)) setFormError(errorText.message(error));
      },
    });
  };

  return (
    <form className="card claim-form" noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} ref={titleRef} tabIndex={-1} className="claim-form__title">
        {t('form.title')}
      </h3>
      <SelectField
        label={labels.orderId}
        name="orderId"
        required
        value={values.orderId}
        error={errors.orderId}
        options={orders.map((o) => ({ value: o.orderId, label: `${o.carTitle} · ${o.stockId}` }))}
        onChange={(e) => set('orderId', e.target.value)}
      />
      <SelectField
        label={labels.damageReportReference}
        name="damageReportReference"
        hint={linkable.length === 0 ? t('form.noReports') : t('form.damageReportHint')}
        value={values.damageReportReference}
        error={errors.damageReportReference}
        placeholder={t('form.noReport')}
        options={linkable.map((r) => ({ value: r.reference, label: r.reference }))}
        onChange={(e) => set('damageReportReference', e.target.value)}
      />
      <TextArea
        id={`${formId}-description`}
        label={labels.description}
        name="description"
        rows={5}
        required
        hint={t('form.descriptionHint')}
        maxChars={CLAIM_DESCRIPTION_MAX}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <div className="claim-form__grid">
        <TextField
          label={labels.damageFoundOn}
          name="damageFoundOn"
          type="date"
          required
          max={today()}
          value={values.damageFoundOn}
          error={errors.damageFoundOn}
          onChange={(e) => set('damageFoundOn', e.target.value)}
        />
        <TextField
          label={labels.amountClaimed}
          name="amountClaimed"
          inputMode="decimal"
          required
          hint={t('form.amountHint')}
          value={values.amountClaimed}
          error={errors.amountClaimed}
          dir="ltr"
          onChange={(e) => set('amountClaimed', e.target.value)}
        />
        <TextField
          label={labels.repairEstimate}
          name="repairEstimate"
          inputMode="decimal"
          hint={t('form.optionalUsd')}
          value={values.repairEstimate}
          error={errors.repairEstimate}
          dir="ltr"
          onChange={(e) => set('repairEstimate', e.target.value)}
        />
      </div>
      {formError && (
        <p className="insurance-error" role="alert">
          {formError}
        </p>
      )}
      <div className="insurance-actions">
        <Button type="submit" busy={file.isPending}>
          {t('form.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
