import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape or a click beside the dialog: closes it, nothing done. */
  onCancel: () => void;
  /** The confirmed request is in flight: both buttons wait. */
  pending?: boolean;
  /** What a deletion asks: the focus starts on Cancel, the choice that loses nothing. */
  destructive?: boolean;
  /** Nothing may be confirmed (the dialog says why): the confirm button is disabled, the focus on Cancel. */
  confirmDisabled?: boolean;
}

/**
 * A confirmation pop-up (docs/spec.md §4: coupon creation and deletion): a modal dialog named by
 * its title and described by its text, the focus kept inside it while it is open and given
 * back to what opened it when it closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  destructive = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  // Where the focus starts is decided once, when the dialog opens.
  const startOnCancel = useRef(destructive || confirmDisabled).current;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    (startOnCancel ? cancel : confirm).current?.focus();
    return () => opener?.focus();
  }, [startOnCancel]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab go from one to the other and never leave the dialog.
      const buttons = [cancel.current, confirm.current].filter(
        (button) => button !== null && !button.disabled,
      );
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      event.preventDefault();
      buttons[(at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length]?.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => event.target === event.currentTarget && !pending && onCancel()}
    >
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div id={`${id}-text`} className={styles.text}>
          {children}
        </div>
        <div className={styles.actions}>
          <button
            ref={cancel}
            type="button"
            className={buttonStyles.secondary}
            disabled={pending}
            onClick={onCancel}
          >
            {t('shared.cancel')}
          </button>
          <button
            ref={confirm}
            type="button"
            className={buttonStyles.primary}
            disabled={pending || confirmDisabled}
            aria-busy={pending || undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
