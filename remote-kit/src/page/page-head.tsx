import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_QUERY_PARAM,
  type Language,
  apiLanguage,
} from 'shared-contracts';
import { useBusState } from '../bus/use-bus-state';
import { useLanguage } from '../language/use-language';

/** The shop's name after each page's own title: 'Jarrones · Olmo'. */
export const SHOP_NAME = 'Olmo';

export interface PageHeadProps {
  /** The page's own title: the tab and a shared link read '<title> · Olmo'. */
  title: string;
  /** One or two sentences on the page, in its language (search results, link previews). */
  description?: string | undefined;
  /**
   * The page's canonical address: its path, and only the query parameters that change what it
   * shows. Without one the page is a visitor's own (cart, checkout, account, back office): it
   * is kept out of search engines' indexes.
   */
  canonicalPath?: string | undefined;
  /** The picture a shared link shows: a path on the shop or an absolute address. */
  image?: string | undefined;
  /** What the page is, for sharing cards. */
  type?: 'website' | 'product';
}

/**
 * The address of a page in one language: Castellano (ES), the default, at the page's own
 * address; English (US) with `?lang=en`, which the server honours (and stores as the choice).
 */
export function addressInLanguage(path: string, language: Language, origin: string | undefined): string {
  const url = new URL(path, origin ?? 'http://shop.invalid');
  url.searchParams.delete(LANGUAGE_QUERY_PARAM);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_QUERY_PARAM, apiLanguage(language));
  return origin ? url.href : `${url.pathname}${url.search}`;
}

/**
 * The page's title, description, canonical address, its address in each language (hreflang)
 * and sharing cards (Open Graph, Twitter), defined once by the page for both sides: React
 * puts them in the document's head, the server sends them in the page's <head>, and client
 * navigation replaces them with the next page's.
 */
export function PageHead({ title, description, canonicalPath, image, type = 'website' }: PageHeadProps) {
  const origin = useBusState('page.origin');
  const language = useLanguage();
  const fullTitle = `${title} · ${SHOP_NAME}`;
  const picture = image && (origin ? new URL(image, origin).href : image);
  const url = canonicalPath === undefined ? undefined : addressInLanguage(canonicalPath, language, origin);
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {canonicalPath === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {LANGUAGES.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={other}
              href={addressInLanguage(canonicalPath, other, origin)}
            />
          ))}
          <link
            rel="alternate"
            hrefLang="x-default"
            href={addressInLanguage(canonicalPath, DEFAULT_LANGUAGE, origin)}
          />
        </>
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:locale" content={language.replace('-', '_')} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {description && <meta name="twitter:description" content={description} />}
      {picture && <meta name="twitter:image" content={picture} />}
    </>
  );
}
