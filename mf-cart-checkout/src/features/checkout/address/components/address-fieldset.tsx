import { displayPhonePrefix, phonePrefixDigits } from 'shared-contracts';
import { useTranslation } from 'react-i18next';
import { cx } from 'remote-kit';
import { NAMESPACE } from '../../../../i18n';
import { TextField } from 'remote-kit/form';
import { type AddressField, type AddressKind, type AddressValues } from '../address-form';
import checkoutForm from '../../components/checkout-form.module.css';
import styles from './address-fieldset.module.css';

/** How each field reads to browsers and password managers (HTML autocomplete), and its input. */
const FIELD_INPUTS: Record<
  AddressField,
  { autoComplete: string; type?: string; inputMode?: 'email' | 'numeric' | 'tel'; optional?: true }
> = {
  email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  name: { autoComplete: 'name' },
  streetAddress: { autoComplete: 'address-line1' },
  streetAddressContinued: { autoComplete: 'address-line2', optional: true },
  zip: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1', optional: true },
  country: { autoComplete: 'country-name' },
  phonePrefix: { autoComplete: 'tel-country-code', inputMode: 'numeric' },
  phoneNumber: { autoComplete: 'tel-national', type: 'tel', inputMode: 'tel' },
};

const FIELD_ROWS: ReadonlyArray<readonly AddressField[]> = [
  ['email'],
  ['name'],
  ['streetAddress'],
  ['streetAddressContinued'],
  ['zip', 'city'],
  ['state', 'country'],
  ['phonePrefix', 'phoneNumber'],
];

interface AddressFieldsetProps {
  kind: AddressKind;
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  errors: Partial<Record<AddressField, string[]>>;
}

/** One address of docs/spec.md §3: its fields, each with the server's errors under it. */
export function AddressFieldset({ kind, values, onChange, errors }: AddressFieldsetProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className={checkoutForm.fieldset}>
      <legend className={checkoutForm.legend}>{t(`checkout.address.${kind}`)}</legend>
      <div className={styles.rows}>
        {FIELD_ROWS.map((row) => (
          <div key={row.join()} className={cx(styles.row, row.includes('phonePrefix') && styles.phone)}>
            {row.map((field) => {
              const input = FIELD_INPUTS[field];
              const label = t(`checkout.address.fields.${field}`);
              const prefix = field === 'phonePrefix';
              return (
                <TextField
                  key={field}
                  id={`cart-checkout-${kind}-${field}`}
                  name={`${kind}.${field}`}
                  label={input.optional ? `${label} (${t('checkout.form.optional')})` : label}
                  value={prefix ? displayPhonePrefix(values[field]) : values[field]}
                  onChange={(value) => onChange(field, prefix ? phonePrefixDigits(value) : value)}
                  errors={errors[field]}
                  type={input.type ?? 'text'}
                  inputMode={input.inputMode}
                  autoComplete={`${kind} ${input.autoComplete}`}
                  aria-required={input.optional ? undefined : true}
                  placeholder={field === 'email' ? t('checkout.address.emailPlaceholder') : undefined}
                  spellCheck={field === 'email' ? false : undefined}
                />
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
