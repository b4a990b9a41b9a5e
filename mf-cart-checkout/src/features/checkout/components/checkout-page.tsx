import { type ReactNode } from 'react';
import { PageHead, PageHeader, cx, useBusState, userIdOf } from 'remote-kit';
import { type CheckoutPage as Page } from '../checkout-steps';
import { CheckoutSteps } from './checkout-steps';
import { SignedOutNotice } from './signed-out-notice';
import styles from './checkout-page.module.css';

interface CheckoutPageProps {
  page: Page;
  title: string;
  intro?: string | undefined;
  /** The page's content for the signed-in customer. */
  children: (userId: number) => ReactNode;
  /** 'split' lays a form beside the order summary; 'single' one column. */
  layout?: 'split' | 'single';
}

/**
 * A checkout page: the steps, its title (also on the tab; a customer's own page, kept out of
 * search engines) and its content, which only a signed-in customer sees (docs/spec.md §6); anyone
 * else reads docs/spec.md §2's text and may sign in.
 */
export function CheckoutPage({ page, title, intro, children, layout = 'split' }: CheckoutPageProps) {
  const userId = userIdOf(useBusState('session.changed'));
  return (
    <section className={cx(styles.page, styles[layout])}>
      <PageHead title={title} />
      <CheckoutSteps page={page} />
      <PageHeader
        title={title}
        intro={userId === undefined ? undefined : intro}
        align="start"
        className={styles.header}
      />
      {userId === undefined ? <SignedOutNotice /> : children(userId)}
    </section>
  );
}
