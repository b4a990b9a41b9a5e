import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { SearchIcon } from '../icons/icons';
import { PANEL_IDS, closePanels, headerPanelsState } from './header-panels';
import animation from './panel-animation.module.css';
import styles from './search-panel.module.css';

/**
 * The search box. Enter or the button go to /search only for non-empty text
 * (docs/spec.md §2, §5), then the field is cleared and the panel closes.
 */
export function SearchPanel() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { open } = useSnapshot(headerPanelsState);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const isOpen = open === 'search';

  useEffect(() => {
    if (isOpen) input.current?.focus();
  }, [isOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(paths.search({ query }));
    setText('');
    closePanels();
  };

  return (
    <div id={PANEL_IDS.search} className={`${styles.panel} ${animation.appear}`} hidden={!isOpen}>
      <form className={styles.form} role="search" onSubmit={submit}>
        <label className={styles.label} htmlFor="shell-search-input">
          {t('frame.header.searchLabel')}
        </label>
        <input
          id="shell-search-input"
          ref={input}
          className={styles.input}
          type="search"
          value={text}
          placeholder={t('frame.header.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button className={styles.submit} type="submit">
          <SearchIcon />
          <span>{t('frame.header.searchSubmit')}</span>
        </button>
      </form>
    </div>
  );
}
