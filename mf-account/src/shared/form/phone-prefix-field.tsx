import { displayPhonePrefix, phonePrefixDigits } from 'shared-contracts';
import { TextField, type TextFieldProps } from 'remote-kit/form';

type PhonePrefixFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>;

/**
 * A phone's country code (docs/spec.md §5), shown after a '+' the customer cannot delete;
 * whatever is typed or pasted keeps its digits only, at most 4. `value` and `onChange`
 * carry the digits, without the '+'.
 */
export function PhonePrefixField({ value, onChange, ...field }: PhonePrefixFieldProps) {
  return (
    <TextField
      {...field}
      type="text"
      inputMode="numeric"
      autoComplete="tel-country-code"
      value={displayPhonePrefix(value)}
      onChange={(text) => onChange(phonePrefixDigits(text))}
    />
  );
}
