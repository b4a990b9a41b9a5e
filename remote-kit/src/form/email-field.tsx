import { useFormText } from './form-texts';
import { type TextFieldProps, TextField } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'placeholder'>;

/** An e-mail input: the e-mail keyboard and autofill, an example address as its placeholder. */
export function EmailField(props: EmailFieldProps) {
  const text = useFormText();
  return <TextField {...props} type="email" autoComplete="email" placeholder={text('emailPlaceholder')} />;
}
