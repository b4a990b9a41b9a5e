import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { type PriceRange } from '../price-range';
import styles from './price-filter.module.css';

interface PriceSliderProps {
  bounds: PriceRange;
  range: PriceRange;
  /** While a thumb moves. */
  onPreview: (range: PriceRange) => void;
  /** When the visitor lets go of a thumb (or after a key press). */
  onCommit: () => void;
}

const percentOf = (value: number, bounds: PriceRange) =>
  bounds.max === bounds.min ? 0 : ((value - bounds.min) / (bounds.max - bounds.min)) * 100;

/** Two thumbs on one track, step 1; the thumbs never cross. */
export function PriceSlider({ bounds, range, onPreview, onCommit }: PriceSliderProps) {
  const { t } = useTranslation(NAMESPACE);
  const fill = {
    '--from': `${percentOf(Math.min(range.min, range.max), bounds)}%`,
    '--to': `${percentOf(Math.max(range.min, range.max), bounds)}%`,
  } as CSSProperties;
  const thumb = (end: 'min' | 'max') => (
    <input
      type="range"
      className={styles.thumb}
      min={bounds.min}
      max={bounds.max}
      step={1}
      value={range[end]}
      aria-label={t(`filter.${end}`)}
      onChange={(event) => {
        const value = Number(event.target.value);
        onPreview(
          end === 'min'
            ? { min: Math.min(value, range.max), max: range.max }
            : { min: range.min, max: Math.max(value, range.min) },
        );
      }}
      onPointerUp={onCommit}
      onKeyUp={onCommit}
    />
  );
  return (
    <div className={styles.slider} style={fill}>
      <div className={styles.track} aria-hidden="true" />
      {thumb('min')}
      {thumb('max')}
    </div>
  );
}
