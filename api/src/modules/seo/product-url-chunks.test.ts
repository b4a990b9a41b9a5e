import { productUrlChunks } from './product-url-chunks';
import { type ProductUrlRow } from './sitemap.repository';

/** A catalogue of these ids behind a reader that records what it was asked. */
function catalogue(ids: number[]) {
  const asked: { afterId: number; limit: number }[] = [];
  const read = async (afterId: number, limit: number): Promise<ProductUrlRow[]> => {
    asked.push({ afterId, limit });
    return ids
      .filter((id) => id > afterId)
      .slice(0, limit)
      .map((id) => ({ id, updated_at: new Date(Date.UTC(2025, 0, 1, 0, 0, id)) }));
  };
  return { read, asked };
}

const BASE = 'https://tienda.example.com';

async function collect(chunks: AsyncGenerator<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('productUrlChunks', () => {
  it('reads batches after the last id seen (keyset), never more than a batch or the file’s limit', async () => {
    const ids = [3, 5, 8, 13, 21, 34, 55, 89];
    const { read, asked } = catalogue(ids);
    const chunks = await collect(productUrlChunks(read, { firstId: 5, perFile: 5, baseUrl: BASE }, 2));
    expect(asked).toEqual([
      { afterId: 4, limit: 2 },
      { afterId: 8, limit: 2 },
      { afterId: 21, limit: 1 },
    ]);
    const xml = chunks.join('');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual(
      [5, 8, 13, 21, 34].map((id) => `<loc>${BASE}/products/${id}</loc>`),
    );
    expect(xml).toContain(`<loc>${BASE}/products/5</loc><lastmod>2025-01-01T00:00:05.000Z</lastmod>`);
    // One chunk per batch between the opening and the closing.
    expect(chunks).toHaveLength(5);
  });

  it('stops at the end of the catalogue', async () => {
    const { read, asked } = catalogue([1, 2, 3]);
    const xml = (await collect(productUrlChunks(read, { firstId: 1, perFile: 10, baseUrl: BASE }, 2))).join(
      '',
    );
    expect(asked).toEqual([
      { afterId: 0, limit: 2 },
      { afterId: 2, limit: 2 },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('reads nothing more once its consumer stops', async () => {
    const { read, asked } = catalogue(Array.from({ length: 100 }, (_, at) => at + 1));
    const chunks = productUrlChunks(read, { firstId: 1, perFile: 100, baseUrl: BASE }, 10);
    await chunks.next();
    await chunks.next();
    await chunks.return(undefined);
    expect(asked).toHaveLength(1);
  });
});
