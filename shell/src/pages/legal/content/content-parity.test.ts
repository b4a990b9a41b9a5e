import { ROUTES } from 'shared-contracts';
import { LEGAL_PAGES } from '../legal-pages';
import { type Block, type LegalDocument, isRichText } from './legal-document';
import { hasText, loadLegalDocument } from './load-legal-document';

const TEXT_PAGES = LEGAL_PAGES.map((page) => page.id).filter(hasText);
const SHOP_PATHS: readonly string[] = Object.values(ROUTES);

function links(blocks: readonly Block[] = []): string[] {
  const texts = blocks.flatMap((block) => {
    if (isRichText(block)) return [block];
    if ('list' in block) return [...block.list];
    return block.facts.map((fact) => fact.detail);
  });
  return texts.flatMap((text) =>
    typeof text === 'string'
      ? []
      : text.flatMap((inline) =>
          typeof inline === 'string' ? [] : ['to' in inline ? inline.to : inline.href],
        ),
  );
}

/** Everything but the words: a translation must keep sections, anchors, block counts and links. */
function skeleton(text: LegalDocument) {
  return {
    lastUpdated: text.lastUpdated,
    numbered: text.numbered,
    intro: { count: text.intro?.length ?? 0, links: links(text.intro) },
    sections: text.sections.map((section) => ({
      id: section.id,
      blocks: section.blocks?.length ?? 0,
      links: links(section.blocks),
      subsections: section.subsections?.map((sub) => ({
        blocks: sub.blocks.length,
        links: links(sub.blocks),
      })),
      questions: section.questions?.map((item) => ({
        blocks: item.answer.length,
        links: links(item.answer),
      })),
    })),
  };
}

describe.each(TEXT_PAGES)('%s text', (page) => {
  it('has the same structure, anchors and links in Castellano and English', async () => {
    const [spanish, english] = await Promise.all([
      loadLegalDocument(page, 'es-ES'),
      loadLegalDocument(page, 'en-US'),
    ]);
    expect(skeleton(english)).toEqual(skeleton(spanish));
  });

  it('uses unique anchors and links only to real pages of the shop, mail or https', async () => {
    const text = await loadLegalDocument(page, 'es-ES');
    const ids = text.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);

    const { intro, sections } = skeleton(text);
    const targets = intro.links.concat(
      sections.flatMap((section) => [
        ...section.links,
        ...(section.subsections ?? []).flatMap((sub) => sub.links),
        ...(section.questions ?? []).flatMap((item) => item.links),
      ]),
    );
    for (const target of targets) {
      expect(
        SHOP_PATHS.includes(target) || /^(mailto:[^@\s]+@[\w.-]+\.example|https:\/\/)/.test(target),
      ).toBe(true);
    }
  });
});
