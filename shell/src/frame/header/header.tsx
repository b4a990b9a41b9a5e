import { useRef } from 'react';
import { useBusState } from 'remote-kit';
import { RotatingBanner } from '../banner/rotating-banner';
import { BackofficeHeaderBar } from './backoffice-header-bar';
import { StorefrontHeaderBar } from './storefront-header-bar';
import { useHeaderHeight } from './use-header-height';
import { usePanelDismiss } from './use-panel-dismiss';
import styles from './header.module.css';

/** The fixed header of the storefront or of the back office; the content is offset by its height. */
export function Header({ backoffice }: { backoffice: boolean }) {
  const mobile = useBusState('layout.mobile', false);
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  usePanelDismiss(header, mobile);

  return (
    <header ref={header} className={`${styles.header} ${backoffice ? styles.backoffice : ''}`}>
      {!backoffice && <RotatingBanner />}
      {backoffice ? <BackofficeHeaderBar /> : <StorefrontHeaderBar />}
    </header>
  );
}
