import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';

/** How long "Copied" stays on the button. */
const COPIED_MS = 2500;

/**
 * A coupon's code, always left to right (also on Urdu pages), with a Copy button. Where the clipboard is refused
 * (an old browser, a page not allowed to write it), the code is selected instead so the phone's own Copy is one tap
 * away, and the line says so.
 */
export function CouponCode({ code }: { code: string }) {
  const { t } = useTranslation('coupons');
  const text = useRef<HTMLElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const selectCode = () => {
    const node = text.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      selectCode();
      setState('failed');
    }
  };

  return (
    <div className="coupon-code">
      <span className="coupon-code__label">{t('coupon.code')}</span>
      <code ref={text} dir="ltr" className="coupon-code__value">
        {code}
      </code>
      <Button
        variant="secondary"
        size="small"
        onClick={() => void copy()}
        aria-label={state === 'copied' ? t('coupon.copiedLabel', { code }) : t('coupon.copyLabel', { code })}
      >
        {state === 'copied' ? t('coupon.copied') : t('coupon.copy')}
      </Button>
      <p className={state === 'failed' ? 'coupon-code__failed' : 'visually-hidden'} role="status">
        {state === 'copied' ? t('coupon.copiedLabel', { code }) : state === 'failed' ? t('coupon.copyFailed') : ''}
      </p>
    </div>
  );
}
