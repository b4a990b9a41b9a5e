import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language } from 'shared-contracts';
import { useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import scripting from '../../../shared/scripting.module.css';
import { BROWSE_PARAMS } from '../browse-query';
import {
  type PriceRange,
  clampPrice,
  clampRange,
  formatPriceEntry,
  parsePriceEntry,
  sameRange,
} from '../price-range';
import { PriceSlider } from './price-slider';
import styles from './price-filter.module.css';

interface PriceFilterProps {
  /** The listing's price bounds (floored minimum, rounded-up maximum, or the fallback). */
  bounds: PriceRange;
  /** The range the URL applies, if any. */
  value: PriceRange | undefined;
  /** Told the range once on mount, then after every change the visitor commits. */
  onRangeChange: (range: PriceRange) => void;
}

type End = 'min' | 'max';
/** Commits the URL may still be catching up on (each key press is one). */
const MAX_PENDING_COMMITS = 50;
const texts = (range: PriceRange, language: Language) => ({
  min: formatPriceEntry(range.min, language),
  max: formatPriceEntry(range.max, language),
});

/**
 * Price filter of docs/spec.md §5: a slider with step 1 from the minimum to the maximum price,
 * and two boxes that ignore a non-numeric entry and clamp to the bounds on blur or Enter.
 * The boxes read and write numbers as the language does ('1.500' in Castellano, '1,500' in English).
 * A browser without scripts gets number boxes instead, named as the URL's parameters, which
 * write numbers as the URL does (the browse form sends them), and no slider.
 */
export function PriceFilter({ bounds, value, onRangeChange }: PriceFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const shown = clampRange(value ?? bounds, bounds);
  const [synced, setSynced] = useState(shown);
  const [draft, setDraft] = useState(shown);
  const [boxes, setBoxes] = useState(() => texts(shown, language));
  // The ranges this filter committed that the URL has not shown yet. The router renders a new
  // URL in a transition, possibly after the visitor's next key press: an older commit arriving
  // then must not pull the thumb back (quick steps would lose one). Any other range is the
  // page's (Back, a link) and replaces the draft.
  const pendingCommits = useRef<PriceRange[]>([]);
  if (!sameRange(synced, shown)) {
    setSynced(shown);
    const pending = pendingCommits.current;
    const ownCommit = pending.findIndex((range) => sameRange(range, shown));
    pendingCommits.current = ownCommit === -1 ? [] : pending.slice(ownCommit + 1);
    if (ownCommit === -1 || pendingCommits.current.length === 0) {
      setDraft(shown);
      setBoxes(texts(shown, language));
    }
  }
  const [boxLanguage, setBoxLanguage] = useState(language);
  if (boxLanguage !== language) {
    setBoxLanguage(language);
    setBoxes(texts(draft, language));
  }

  const reportMount = useEffectEvent(() => onRangeChange(shown));
  useEffect(() => reportMount(), []);

  const preview = (range: PriceRange) => {
    setDraft(range);
    setBoxes(texts(range, language));
  };
  const commit = (range: PriceRange) => {
    preview(range);
    pendingCommits.current = [...pendingCommits.current, range].slice(-MAX_PENDING_COMMITS);
    onRangeChange(range);
  };

  const applyBox = (end: End) => {
    const entered = parsePriceEntry(boxes[end], language);
    if (entered === undefined) {
      setBoxes(texts(draft, language));
      return;
    }
    commit({ ...draft, [end]: clampPrice(entered, bounds) });
  };
  const onBoxKey = (end: End) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') applyBox(end);
  };

  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{t('filter.title')}</legend>
      <div className={scripting.withScript}>
        <PriceSlider bounds={bounds} range={draft} onPreview={preview} onCommit={() => commit(draft)} />
      </div>
      <div className={styles.boxes}>
        <div className={scripting.withScript}>
          {(['min', 'max'] as const).map((end) => (
            <PriceBox key={end} label={t(end === 'min' ? 'filter.from' : 'filter.to')}>
              <input
                className={styles.input}
                inputMode="decimal"
                aria-label={t(`filter.${end}`)}
                value={boxes[end]}
                onChange={(event) => setBoxes({ ...boxes, [end]: event.target.value })}
                onBlur={() => applyBox(end)}
                onKeyDown={onBoxKey(end)}
              />
            </PriceBox>
          ))}
        </div>
        <div className={scripting.withoutScript}>
          {(['min', 'max'] as const).map((end) => (
            <PriceBox key={end} label={t(end === 'min' ? 'filter.from' : 'filter.to')}>
              <input
                className={styles.input}
                type="number"
                name={BROWSE_PARAMS[end]}
                min={bounds.min}
                max={bounds.max}
                step="any"
                aria-label={t(`filter.${end}`)}
                defaultValue={shown[end]}
              />
            </PriceBox>
          ))}
        </div>
      </div>
      {draft.min > draft.max && (
        <p className={styles.warning} role="alert">
          {t('filter.minAboveMax')}
        </p>
      )}
    </fieldset>
  );
}

/** One end of the range: its label, its box (the script's, or the plain form's) and the euro sign. */
function PriceBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.box}>
      <span className={styles.boxLabel}>{label}</span>
      <span className={styles.inputWrap}>
        {children}
        <span aria-hidden="true">€</span>
      </span>
    </label>
  );
}
