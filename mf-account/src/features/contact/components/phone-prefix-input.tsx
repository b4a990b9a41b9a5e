import { displayPhonePrefix, phonePrefixDigits } from '../phone-prefix';
import { type ControlProps } from './form-field';

interface PhonePrefixInputProps extends ControlProps {
  /** The digits, without '+'. */
  value: string;
  onChange: (digits: string) => void;
}

/**
 * SPEC.md §5: the country code shown after a '+' the customer cannot delete; whatever is
 * typed or pasted keeps its digits only, at most 4.
 */
export function PhonePrefixInput({ value, onChange, ...control }: PhonePrefixInputProps) {
  return (
    <input
      {...control}
      type="text"
      inputMode="numeric"
      autoComplete="tel-country-code"
      value={displayPhonePrefix(value)}
      onChange={(event) => onChange(phonePrefixDigits(event.target.value))}
    />
  );
}
