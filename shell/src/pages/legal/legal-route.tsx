import { Suspense, lazy } from 'react';
import { AreaLoading } from '../../composition/area-loading';
import { type LegalPageId } from './legal-pages';

const LegalPage = lazy(() => import('./legal-page'));

/** Legal and help texts are long and rarely read: they load only when visited. */
export function LegalRoute({ page }: { page: LegalPageId }) {
  return (
    <Suspense fallback={<AreaLoading />}>
      <LegalPage page={page} />
    </Suspense>
  );
}
