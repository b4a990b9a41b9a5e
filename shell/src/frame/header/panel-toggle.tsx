import { type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { type HeaderPanel, PANEL_IDS, headerPanelsState, togglePanel } from './header-panels';
import styles from './header.module.css';

/** An icon button that opens and closes one header panel. */
export function PanelToggle({
  panel,
  label,
  children,
}: {
  panel: HeaderPanel;
  label: string;
  children: ReactNode;
}) {
  const { open } = useSnapshot(headerPanelsState);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      aria-expanded={open === panel}
      aria-controls={PANEL_IDS[panel]}
      onClick={() => togglePanel(panel)}
    >
      {children}
    </button>
  );
}
