import { useTranslation } from 'react-i18next';
import { paths } from 'shared-contracts';
import { PageHead } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { type BrowseInfo, type BrowseQuery, browseCanonicalPath } from '../browse';

/** A category's name as its address writes it, until the API's arrives: 'vases' → 'Vases'. */
const titled = (name: string) => name.charAt(0).toLocaleUpperCase() + name.slice(1);

interface ListingHeadProps {
  /** The category as the address names it. */
  name: string;
  query: BrowseQuery;
  /** The latest answer's info: its display name and its number of products. */
  info: BrowseInfo | undefined;
}

/**
 * A category listing's head: its display name, and its number of products in the description;
 * until the answer is in (or when it failed), the name as the address writes it. Canonical: the
 * category (lowercased, as links write it) and its page, range and sort when they are not the
 * defaults.
 */
export function ListingHead({ name, query, info }: ListingHeadProps) {
  const { t } = useTranslation(NAMESPACE);
  const shown = info?.name_show;
  return (
    <PageHead
      title={shown ?? titled(name)}
      description={shown ? t('head.listing.description', { name: shown, count: info.size }) : undefined}
      canonicalPath={browseCanonicalPath(paths.typeProducts(name), query)}
      image={info?.image}
    />
  );
}
