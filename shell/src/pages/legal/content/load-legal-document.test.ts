import { loadLegalDocument } from './load-legal-document';

let mockOffline = true;
jest.mock('./es-ES/faqs', () => {
  if (mockOffline) throw new Error('chunk failed to load');
  return jest.requireActual('./es-ES/faqs');
});

describe('loadLegalDocument', () => {
  it('gives the same promise to every render of a page in a language', () => {
    expect(loadLegalDocument('terms-of-use', 'en-US')).toBe(loadLegalDocument('terms-of-use', 'en-US'));
    expect(loadLegalDocument('terms-of-use', 'en-US')).not.toBe(loadLegalDocument('terms-of-use', 'es-ES'));
  });

  it('forgets a failed load, so that a retry downloads the text again', async () => {
    await expect(loadLegalDocument('faqs', 'es-ES')).rejects.toThrow('chunk failed to load');

    mockOffline = false;
    const faqs = await loadLegalDocument('faqs', 'es-ES');
    expect(faqs.sections[0]?.id).toBe('orders');
  });
});
