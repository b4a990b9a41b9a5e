import { EmailField, formStyles, TextField, type TextFieldProps } from 'remote-kit/form';

type FieldProps = Pick<TextFieldProps, 'id' | 'label' | 'name' | 'value' | 'onChange' | 'errors'>;

/** Who writes to the studio: e-mail and name, side by side (one above the other on mobile). */
export function SenderFields({ email, name }: { email: FieldProps; name: FieldProps }) {
  return (
    <div className={formStyles.pair}>
      <EmailField {...email} />
      <TextField {...name} type="text" autoComplete="name" />
    </div>
  );
}
