import { type PageRequest, type RenderedPage } from 'shared-contracts';
import { RenderedPages } from './rendered-pages';

// Server-rendered pages are kept per releases, address, origin, language and layout, and
// follow the catalogue: a change drops them all, a held change keeps nothing until its
// notice, and a render that began before a change is not kept.

const home: PageRequest = { url: '/', publicOrigin: 'https://estudio.es', language: 'es-ES', mobile: false };

function renderer() {
  let renders = 0;
  const render = jest.fn(async (): Promise<RenderedPage> => ({
    head: '<title>Estudio</title>',
    html: `<main>render ${++renders}</main>`,
    blocks: '',
    state: { remote: { name: 'mf_catalog', rendered: true } },
    status: 200,
  }));
  return render;
}

const htmlOf = (page: RenderedPage | undefined) => page?.html;

describe('RenderedPages', () => {
  it('keeps a page per releases, address, origin, language and layout', async () => {
    const pages = new RenderedPages();
    const render = renderer();
    expect(htmlOf(await pages.get('r1', home, render))).toBe('<main>render 1</main>');
    expect(htmlOf(await pages.get('r1', home, render))).toBe('<main>render 1</main>');
    for (const [releases, request] of [
      ['r2', home],
      ['r1', { ...home, url: '/sales' }],
      ['r1', { ...home, publicOrigin: 'http://localhost:8080' }],
      ['r1', { ...home, language: 'en-US' }],
      ['r1', { ...home, mobile: true }],
    ] as const)
      await pages.get(releases, request, render);
    expect(render).toHaveBeenCalledTimes(6);
    expect(pages.size).toBe(6);
  });

  it('drops every page at a change of the catalogue', async () => {
    const pages = new RenderedPages();
    const render = renderer();
    await pages.get('r1', home, render);
    await pages.get('r1', { ...home, url: '/sales' }, render);
    pages.apply();
    expect(pages.size).toBe(0);
    expect(htmlOf(await pages.get('r1', home, render))).toBe('<main>render 3</main>');
  });

  it('hands out, but does not keep, a page whose render began before a change', async () => {
    const pages = new RenderedPages();
    const render = renderer();
    const rendering = pages.get('r1', home, async () => {
      pages.apply();
      return render();
    });
    expect(htmlOf(await rendering)).toBe('<main>render 1</main>');
    expect(pages.size).toBe(0);
  });

  it('keeps nothing while a change about to commit is held, until its notice', async () => {
    const pages = new RenderedPages();
    const render = renderer();
    await pages.get('r1', home, render);
    pages.hold(['product:7', 'type:3'], 60_000);
    expect(pages.size).toBe(0);
    await pages.get('r1', home, render);
    expect(pages.size).toBe(0);
    pages.release(['product:7', 'type:3']);
    await pages.get('r1', home, render);
    expect(htmlOf(await pages.get('r1', home, render))).toBe('<main>render 3</main>');
  });

  it('does not keep a page rendered without its remote, nor one not rendered at all', async () => {
    const pages = new RenderedPages();
    const fallback = async (): Promise<RenderedPage> => ({
      head: '',
      html: '<main></main>',
      blocks: '',
      state: { remote: { name: 'mf_catalog', rendered: false } },
      status: 200,
    });
    await pages.get('r1', home, fallback);
    await pages.get('r1', { ...home, url: '/sales' }, async () => undefined);
    expect(pages.size).toBe(0);
  });
});
