// Tests only: what a page's PageHead wrote, read from the document's head or from server HTML.

export interface HeadTags {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  /** og:image */
  image: string | undefined;
  /** og:type */
  type: string | undefined;
  /** hreflang → address */
  alternates: Record<string, string>;
}

type Tag = { name: 'title'; text: string } | { name: 'meta' | 'link'; attributes: Record<string, string> };

function headTags(tags: Tag[]): HeadTags {
  const attributesOf = (name: 'meta' | 'link', key: string, value: string) =>
    tags.find(
      (tag): tag is Extract<Tag, { attributes: unknown }> =>
        tag.name === name && tag.attributes[key] === value,
    )?.attributes;
  const alternates: Record<string, string> = {};
  for (const tag of tags) {
    if (tag.name === 'link' && tag.attributes.rel === 'alternate') {
      alternates[tag.attributes.hreflang ?? ''] = tag.attributes.href ?? '';
    }
  }
  const titles = tags.filter((tag): tag is Extract<Tag, { name: 'title' }> => tag.name === 'title');
  if (titles.length > 1) throw new Error(`More than one title: ${titles.map((tag) => tag.text).join(' | ')}`);
  return {
    title: titles[0]?.text,
    description: attributesOf('meta', 'name', 'description')?.content,
    canonical: attributesOf('link', 'rel', 'canonical')?.href,
    robots: attributesOf('meta', 'name', 'robots')?.content,
    image: attributesOf('meta', 'property', 'og:image')?.content,
    type: attributesOf('meta', 'property', 'og:type')?.content,
    alternates,
  };
}

/** The head the document has now (React puts each page's title, metas and links there). */
export function headOf(head: ParentNode = document.head): HeadTags {
  return headTags(
    [...head.querySelectorAll('title, meta, link')].map((element): Tag => {
      if (element.tagName === 'TITLE') return { name: 'title', text: element.textContent ?? '' };
      const attributes = Object.fromEntries(
        [...element.attributes].map((attribute) => [attribute.name.toLowerCase(), attribute.value]),
      );
      return { name: element.tagName === 'META' ? 'meta' : 'link', attributes };
    }),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/**
 * The head server HTML carries: React writes a page's title, metas and links (and its preloads)
 * ahead of its markup, where the shell's server takes them for the page's <head>.
 */
export function headInHtml(html: string): HeadTags {
  const head = /^(?:<title>.*?<\/title>|<(?:meta|link)\s[^>]*>)*/s.exec(html)?.[0] ?? '';
  const tags = [...head.matchAll(/<title>(.*?)<\/title>|<(meta|link)\s([^>]*?)\/?>/gs)].map(
    ([, title, name, attributes]): Tag =>
      title !== undefined
        ? { name: 'title', text: unescape(title) }
        : {
            name: name as 'meta' | 'link',
            attributes: Object.fromEntries(
              [...(attributes ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
                key!.toLowerCase(),
                unescape(value!),
              ]),
            ),
          },
  );
  return headTags(tags);
}
