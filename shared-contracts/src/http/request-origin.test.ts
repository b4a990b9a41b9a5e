import { requestOrigin } from './request-origin';

describe('requestOrigin', () => {
  it('is the protocol and host, the host lowercased', () => {
    expect(requestOrigin({ protocol: 'https', host: 'Shop.Example:8443' })).toBe('https://shop.example:8443');
    expect(requestOrigin({ protocol: 'http', host: '[::1]:8080' })).toBe('http://[::1]:8080');
  });

  it('is undefined for a host that could break out of a URL, or another protocol', () => {
    expect(requestOrigin({ protocol: 'http', host: 'evil.example/path' })).toBeUndefined();
    expect(requestOrigin({ protocol: 'http', host: 'a"><script>' })).toBeUndefined();
    expect(requestOrigin({ protocol: 'ftp', host: 'shop.example' })).toBeUndefined();
  });
});
