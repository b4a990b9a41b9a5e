import styles from './form.module.css';

/** The server's messages for one field, in red under it; the field names this list in aria-describedby. */
export function FieldErrorList({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className={styles.errors}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
