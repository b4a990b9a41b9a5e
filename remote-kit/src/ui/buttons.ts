import styles from './buttons.module.css';

/**
 * Links and buttons drawn as buttons, beside the forms' submit: `primary` (filled) for a
 * page's way on, `secondary` (outlined) for the other choice.
 */
export const buttonStyles: { primary: string; secondary: string } = {
  primary: styles.primary ?? '',
  secondary: styles.secondary ?? '',
};
