import { proxy } from 'valtio/vanilla';

/** The header's panels; at most one is open at a time (docs/spec.md §1). */
export type HeaderPanel = 'search' | 'navigation' | 'user';

/** Element ids of the panels, which their toggles name in aria-controls. */
export const PANEL_IDS: Record<HeaderPanel, string> = {
  search: 'shell-search-panel',
  navigation: 'shell-navigation-panel',
  user: 'shell-user-menu',
};

export const headerPanelsState = proxy<{ open: HeaderPanel | null }>({ open: null });

/** Opens a panel (closing whichever was open), or closes it when it is the open one. */
export function togglePanel(panel: HeaderPanel): void {
  headerPanelsState.open = headerPanelsState.open === panel ? null : panel;
}

export function closePanels(): void {
  headerPanelsState.open = null;
}
