import styles from './visually-hidden.module.css';

/** The class of a text read by screen readers and not shown: a table's caption, '(opens in a new tab)'. */
export const visuallyHidden: string = styles.visuallyHidden ?? '';
