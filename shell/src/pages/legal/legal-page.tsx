import { type LegalPageId } from './legal-pages';

export default function LegalPage({ page }: { page: LegalPageId }) {
  return <h1>{page}</h1>;
}
