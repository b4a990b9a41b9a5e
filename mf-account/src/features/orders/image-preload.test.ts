import { stubImageLoading } from './testing/stub-image-loading';
import { IMAGE_PRELOAD_TIMEOUT_MS, linesWithImages, preloadImage } from './image-preload';

const line = (productId: number, image: string) => ({ productId, image });

describe('linesWithImages', () => {
  it('keeps the lines whose image loads and drops those whose image fails, in order', async () => {
    const asked: string[] = [];
    const preload = async (url: string) => {
      asked.push(url);
      return !url.includes('broken');
    };
    const lines = [line(1, '/images/a.webp'), line(2, '/images/broken.webp'), line(3, '/images/a.webp')];
    expect(await linesWithImages(lines, preload)).toEqual([lines[0], lines[2]]);
    expect(asked).toEqual(['/images/a.webp', '/images/broken.webp']);
  });
});

describe('preloadImage', () => {
  afterEach(() => jest.useRealTimers());

  it("answers the browser's load and error", async () => {
    const restore = stubImageLoading({ failing: ['/images/broken.webp'] });
    try {
      await expect(preloadImage('/images/a.webp')).resolves.toBe(true);
      await expect(preloadImage('/images/broken.webp')).resolves.toBe(false);
    } finally {
      restore();
    }
  });

  it('stops waiting at the timeout and keeps an image still on its way', async () => {
    jest.useFakeTimers();
    const restore = stubImageLoading({ pending: ['/images/slow.webp'] });
    try {
      const result = preloadImage('/images/slow.webp');
      jest.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS);
      await expect(result).resolves.toBe(true);
    } finally {
      restore();
    }
  });
});
