import { useBusState } from '../bus/use-bus-state';
import { useLanguage } from '../language/use-language';
import { SHOP_NAME } from './use-page-title';

export interface PageHeadProps {
  /** The page's own title: the tab and a shared link read '<title> · Olmo'. */
  title: string;
  /** One or two sentences on the page, in its language (search results, link previews). */
  description: string;
  /** The page's canonical address: its path, and only the query parameters that change what it shows. */
  canonicalPath: string;
  /** The picture a shared link shows: a path on the shop or an absolute address. */
  image?: string | undefined;
  /** What the page is, for sharing cards. */
  type?: 'website' | 'product';
}

/**
 * The page's title, description, canonical address and sharing cards (Open Graph, Twitter),
 * defined once by the page for both sides: React puts them in the document's head, the server
 * sends them in the page's <head>, and client navigation replaces them with the next page's.
 */
export function PageHead({ title, description, canonicalPath, image, type = 'website' }: PageHeadProps) {
  const origin = useBusState('page.origin');
  const language = useLanguage();
  const absolute = (address: string) => (origin ? new URL(address, origin).href : address);
  const fullTitle = `${title} · ${SHOP_NAME}`;
  const url = absolute(canonicalPath);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:locale" content={language.replace('-', '_')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={absolute(image)} />}
    </>
  );
}
