import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import { applyCoupon, removeCoupon } from '../coupon';
import { cartState } from '../stores/cart-store';
import styles from './coupon-form.module.css';

const FIELD_ID = 'cart-coupon-code';
const ERRORS_ID = 'cart-coupon-errors';

/** The coupon field (SPEC.md §5): the server's errors under it; the applied code with a way to remove it. */
export function CouponForm() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { nameDiscount, discount } = useSnapshot(cartState);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || sending) return;
    setSending(true);
    const outcome = await applyCoupon(code);
    setSending(false);
    if (outcome.kind === 'applied') {
      setCode('');
      setErrors([]);
    }
    if (outcome.kind === 'refused') setErrors(outcome.errors);
  };

  return (
    <div className={styles.coupon}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.label} htmlFor={FIELD_ID}>
          {t('cart.coupon.label')}
        </label>
        <div className={styles.row}>
          <input
            id={FIELD_ID}
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('cart.coupon.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? ERRORS_ID : undefined}
          />
          <button
            type="submit"
            className={styles.apply}
            disabled={!code.trim() || sending}
            aria-busy={sending}
          >
            {t('cart.coupon.apply')}
          </button>
        </div>
        {errors.length > 0 && (
          <ul id={ERRORS_ID} className={styles.errors} role="alert">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </form>
      {nameDiscount && (
        <p className={styles.applied}>
          <span>
            {t('cart.coupon.applied', {
              code: nameDiscount,
              percent: formatLocaleNumber(discount, language),
            })}
          </span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('cart.coupon.removeLabel', { code: nameDiscount })}
            onClick={removeCoupon}
          >
            {t('cart.coupon.remove')}
          </button>
        </p>
      )}
    </div>
  );
}
