import { INTL_WARM_UP_SOURCE, warmUpIntl } from './intl-warm-up';

describe('Intl warm-up worker', () => {
  const realWorker = globalThis.Worker;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;

  afterEach(() => {
    globalThis.Worker = realWorker;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  it('constructs every formatter the pages use, in both languages, then ends', () => {
    const close = jest.fn();
    const constructed: string[] = [];
    const intl = {
      NumberFormat: jest.fn(function (this: unknown, language: string) {
        constructed.push(`number ${language}`);
        return new Intl.NumberFormat(language);
      }),
      PluralRules: jest.fn(function (this: unknown, language: string) {
        constructed.push(`plural ${language}`);
        return new Intl.PluralRules(language);
      }),
      DateTimeFormat: jest.fn(function (this: unknown, language: string) {
        constructed.push(`date ${language}`);
        return new Intl.DateTimeFormat(language);
      }),
    };

    new Function('Intl', 'close', INTL_WARM_UP_SOURCE)(intl, close);

    expect(constructed).toEqual([
      'number es-ES',
      'plural es-ES',
      'date es-ES',
      'number en-US',
      'plural en-US',
      'date en-US',
    ]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('starts one worker from the source and lets its address go', () => {
    const started: string[] = [];
    globalThis.Worker = jest.fn(function (this: unknown, url: string) {
      started.push(url);
    }) as unknown as typeof Worker;
    URL.createObjectURL = jest.fn(() => 'blob:warm-up');
    URL.revokeObjectURL = jest.fn();

    warmUpIntl();

    expect(started).toEqual(['blob:warm-up']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:warm-up');
  });

  it('leaves the page alone where workers cannot start', () => {
    globalThis.Worker = jest.fn(() => {
      throw new DOMException('refused', 'SecurityError');
    }) as unknown as typeof Worker;
    URL.createObjectURL = jest.fn(() => 'blob:warm-up');
    URL.revokeObjectURL = jest.fn();

    expect(() => warmUpIntl()).not.toThrow();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:warm-up');
  });
});
