import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { cx, useLanguage, useSubmission } from 'remote-kit';
import { Form, FormField, SubmitButton } from 'remote-kit/form';
import { NAMESPACE } from '../../../i18n';
import { applyCoupon, removeCoupon } from '../coupon';
import { cartState } from '../stores/cart-store';
import styles from './coupon-form.module.css';

const FIELD_ID = 'cart-coupon-code';

/** The coupon field (docs/spec.md §5): the server's errors under it; the applied code with a way to remove it. */
export function CouponForm() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { nameDiscount, discount } = useSnapshot(cartState);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const { pending, submit } = useSubmission();

  const apply = () =>
    void submit(async () => {
      const outcome = await applyCoupon(code);
      if (outcome.kind === 'applied') {
        setCode('');
        setErrors([]);
      }
      if (outcome.kind === 'refused') setErrors(outcome.errors);
    });

  return (
    <div className={styles.coupon}>
      <Form onSubmit={apply} submittedErrors={errors}>
        <FormField id={FIELD_ID} label={t('cart.coupon.label')} errors={errors}>
          {(control) => (
            <div className={styles.row}>
              <input
                {...control}
                className={cx(control.className, styles.code)}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                placeholder={t('cart.coupon.placeholder')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
              />
              <SubmitButton
                className={styles.apply}
                label={t('cart.coupon.apply')}
                pending={pending}
                disabled={!code.trim()}
              />
            </div>
          )}
        </FormField>
      </Form>
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
