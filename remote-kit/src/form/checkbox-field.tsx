import styles from './form.module.css';

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it, the whole line clickable. */
export function CheckboxField({ id, name, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
