import { PhonePrefixField } from '../../../shared/form/phone-prefix-field';
import { TextField, type TextFieldProps } from 'remote-kit/form';
import styles from './phone-fields.module.css';

type FieldProps = Pick<TextFieldProps, 'id' | 'label' | 'name' | 'value' | 'onChange' | 'errors'>;

/** A phone in two fields side by side: the country code after its fixed '+', then the number. */
export function PhoneFields({
  prefix,
  number,
  required = false,
}: {
  prefix: FieldProps;
  number: FieldProps;
  /** The number is required (the form checks it): said to assistive technology. */
  required?: boolean;
}) {
  return (
    <div className={styles.phone}>
      <PhonePrefixField {...prefix} />
      <TextField {...number} type="tel" autoComplete="tel-national" aria-required={required || undefined} />
    </div>
  );
}
