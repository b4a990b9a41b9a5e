import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from 'remote-kit';
import { NAMESPACE } from '../../../../i18n';
import { SubmitButton, TextField, useFocusFirstInvalid } from 'remote-kit/form';
import {
  CARD_FIELDS,
  type CardField,
  type CardProblem,
  type CardValues,
  cardNumberInput,
  cardProblems,
  cardholderNameInput,
  cvcInput,
  expiryInput,
  groupCardNumber,
} from '../card-fields';
import { cardSchemeOf, isAcceptedScheme } from '../card-scheme';
import checkoutForm from '../../components/checkout-form.module.css';
import styles from './card-form.module.css';

interface CardFormProps {
  values: CardValues;
  onChange: (values: CardValues) => void;
  /** The API's messages about the card, under their fields. */
  serverErrors: Partial<Record<CardField, string[]>>;
  submitLabel: string;
  pending: boolean;
  onPay: (values: CardValues) => void;
}

/**
 * The card (docs/spec.md §3, §5): cardholder name, number, expiry and CVC, each keeping only what
 * it may hold as it is typed, with the browser's card autofill (autocomplete cc-*). A field's
 * message shows once it has been left, or on paying; a scheme the shop does not take at once.
 */
export function CardForm({ values, onChange, serverErrors, submitLabel, pending, onPay }: CardFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set());
  const [attempt, setAttempt] = useState<object>();
  useFocusFirstInvalid(form, attempt);

  const problems = cardProblems(values);
  const scheme = cardSchemeOf(values.cardNumber);
  const schemeRefused = problems.cardNumber === 'schemeNotAccepted';

  const message = (problem: CardProblem) =>
    problem === 'schemeNotAccepted' && scheme === 'UNKNOWN'
      ? t('checkout.payment.errors.schemeUnknown')
      : t(`checkout.payment.errors.${problem}`, { scheme: t(`checkout.payment.scheme.${scheme}`) });

  const errorsOf = (field: CardField): string[] | undefined => {
    const problem = problems[field];
    const shown = problem && (attempt || touched.has(field) || (field === 'cardNumber' && schemeRefused));
    const list = [...(shown ? [message(problem)] : []), ...(serverErrors[field] ?? [])];
    return list.length > 0 ? list : undefined;
  };

  const set = (field: CardField, value: string) => onChange({ ...values, [field]: value });
  const leave = (field: CardField) => () => setTouched((current) => new Set(current).add(field));

  const common = (field: CardField) => ({
    id: `cart-checkout-card-${field}`,
    name: field,
    label: t(`checkout.payment.fields.${field}`),
    errors: errorsOf(field),
    onBlur: leave(field),
    'aria-required': true,
  });

  return (
    <form
      ref={form}
      className={checkoutForm.panel}
      noValidate
      aria-labelledby="cart-checkout-card-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt({});
        setTouched(new Set(CARD_FIELDS));
        if (Object.keys(cardProblems(values)).length === 0) onPay(values);
      }}
    >
      <div className={styles.heading}>
        <h2 id="cart-checkout-card-heading">{t('checkout.payment.cardHeading')}</h2>
        <p className={styles.accepted}>
          {t('checkout.payment.accepted')}
          {values.cardNumber && isAcceptedScheme(scheme) && (
            <span className={cx(styles.scheme, styles[scheme.toLowerCase()])} aria-live="polite">
              {t(`checkout.payment.scheme.${scheme}`)}
            </span>
          )}
        </p>
      </div>
      <fieldset className={`${checkoutForm.fieldset} ${styles.fields}`} disabled={pending}>
        <TextField
          {...common('cardholderName')}
          value={values.cardholderName}
          onChange={(text) => set('cardholderName', cardholderNameInput(text))}
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
        />
        <TextField
          {...common('cardNumber')}
          value={groupCardNumber(values.cardNumber)}
          onChange={(text) => set('cardNumber', cardNumberInput(text))}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="0000 0000 0000 0000"
          spellCheck={false}
        />
        <div className={styles.pair}>
          <TextField
            {...common('expiry')}
            value={values.expiry}
            onChange={(text) => set('expiry', expiryInput(text, values.expiry))}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('checkout.payment.expiryPlaceholder')}
          />
          <TextField
            {...common('cvc')}
            value={values.cvc}
            onChange={(text) => set('cvc', cvcInput(text))}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            hint={t('checkout.payment.cvcHint')}
          />
        </div>
      </fieldset>
      <SubmitButton label={submitLabel} pending={pending} />
    </form>
  );
}
