import { z } from 'zod';
import './zod-without-eval';

describe('zod on the page', () => {
  it('parses without generated code, so the CSP (no unsafe-eval) is never probed', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Olmo' })).toEqual({ name: 'Olmo' });
  });
});
