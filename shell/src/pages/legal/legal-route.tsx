import { Suspense, lazy } from 'react';
import { AreaLoading } from '../../composition/area-loading';
import { type LegalPageId } from './legal-pages';

// Chunk name: ../pages.json tells the server which files these paths need, to link them with the page.
const LegalPage = lazy(() => import(/* webpackChunkName: "page-legal" */ './legal-page'));

/** Legal and help texts are long and rarely read: they load only when visited. */
export function LegalRoute({ page }: { page: LegalPageId }) {
  return (
    <Suspense fallback={<AreaLoading />}>
      <LegalPage page={page} />
    </Suspense>
  );
}
