import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, useLanguage, useSubmission } from 'remote-kit';
import { FormAlert, FormField, TextField, allMessages, formStyles } from 'remote-kit/form';
import { type BulkChange, type BulkPreviewAnswer, type BulkSelection, apiLanguage } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import { BULK_KINDS, type BulkKind, checkBulkChange } from '../bulk-rules';
import { useBulkChange } from '../use-bulk-change';
import { BulkDialog } from './bulk-dialog';
import { usePriceMessages } from './use-price-messages';
import styles from './bulk-bar.module.css';

interface BulkBarProps {
  userId: number;
  selection: BulkSelection;
  /** A bulk change went through: how many products it changed. */
  onApplied: (count: number) => void;
}

interface Previewed {
  answer: BulkPreviewAnswer;
  change: BulkChange;
  selection: BulkSelection;
  words: string;
}

/**
 * The bulk change of the selected products: its kind and value (checked with the API's own
 * schema), a preview in a confirmation dialog, then the change in one transaction with the
 * count confirmed; a selection that covers another count meanwhile is refused (409) and can
 * be previewed again.
 */
export function BulkBar({ userId, selection, onApplied }: BulkBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const messageOf = usePriceMessages();
  const bulk = useBulkChange(userId, apiLanguage(language));
  const previewing = useSubmission();
  const applying = useSubmission();
  const [kind, setKind] = useState<BulkKind>('price_percent');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<string[]>();
  const [failure, setFailure] = useState<{ message: string; previewAgain?: boolean }>();
  const [previewed, setPreviewed] = useState<Previewed>();

  const preview = () =>
    void previewing.submit(async () => {
      setFailure(undefined);
      const check = checkBulkChange(kind, value, language);
      if (!check.ok) {
        setErrors(check.errors.map(messageOf));
        return;
      }
      setErrors(undefined);
      const outcome = await bulk.preview(selection, check.change);
      if (outcome.kind === 'done')
        setPreviewed({
          answer: outcome.data,
          change: check.change,
          selection,
          words: `${t(`prices.bulk.kinds.${kind}`)}: ${value.trim()}`,
        });
      else if (outcome.kind === 'refused' && outcome.status === 400) setErrors(allMessages(outcome.errors));
      else
        setFailure({
          message: t(
            outcome.kind === 'failed' && outcome.unreachable
              ? 'shared.connectionError'
              : 'prices.bulk.previewError',
          ),
        });
    });

  const apply = ({ answer, change, selection: covered }: Previewed) =>
    void applying.submit(async () => {
      const outcome = await bulk.apply(covered, change, answer.count);
      setPreviewed(undefined);
      if (outcome.kind === 'done') {
        setValue('');
        onApplied(outcome.data.count);
      } else if (outcome.kind === 'refused' && outcome.status === 409 && outcome.errors.selection)
        setFailure({ message: t('prices.confirm.selectionChanged'), previewAgain: true });
      else if (outcome.kind === 'refused' && outcome.status === 400)
        setFailure({ message: allMessages(outcome.errors).join(' ') });
      else
        setFailure({
          message: t(
            outcome.kind === 'failed' && outcome.unreachable
              ? 'shared.connectionError'
              : 'prices.confirm.applyError',
          ),
        });
    });

  return (
    <div className={styles.bar}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('prices.bulk.label')}
        onSubmit={(event) => {
          event.preventDefault();
          preview();
        }}
      >
        <FormField id="backoffice-prices-bulk-kind" label={t('prices.bulk.kind')} className={styles.kind}>
          {(control) => (
            <select
              {...control}
              value={kind}
              onChange={(event) => {
                setKind(BULK_KINDS.find((known) => known === event.target.value) ?? 'price_percent');
                setErrors(undefined);
              }}
            >
              {BULK_KINDS.map((known) => (
                <option key={known} value={known}>
                  {t(`prices.bulk.kinds.${known}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          id="backoffice-prices-bulk-value"
          label={t('prices.bulk.value')}
          hint={t(`prices.bulk.hints.${kind}`)}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(next) => {
            setValue(next);
            setErrors(undefined);
          }}
          errors={errors}
          className={styles.value}
        />
        <button
          type="submit"
          className={`${formStyles.submit} ${styles.preview}`}
          disabled={previewing.pending}
          aria-busy={previewing.pending || undefined}
        >
          {previewing.pending ? t('prices.bulk.previewing') : t('prices.bulk.preview')}
        </button>
      </form>
      {failure && (
        <FormAlert tone="error">
          <p>{failure.message}</p>
          {failure.previewAgain && (
            <button type="button" className={buttonStyles.secondary} onClick={preview}>
              {t('prices.confirm.previewAgain')}
            </button>
          )}
        </FormAlert>
      )}
      {previewed && (
        <BulkDialog
          preview={previewed.answer}
          change={previewed.words}
          pending={applying.pending}
          onConfirm={() => apply(previewed)}
          onCancel={() => setPreviewed(undefined)}
        />
      )}
    </div>
  );
}
