import { type TextFieldProps, TextField } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'placeholder'> {
  /** The browser's autofill: the saved password to sign in, a new one to choose one. */
  autoComplete: 'current-password' | 'new-password';
  /** The page's example password (useExamplePassword), the same in all its password fields. */
  placeholder: string;
}

/** A password input. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
