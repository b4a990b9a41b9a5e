import { clientGroup } from './client-group';

describe('clientGroup', () => {
  it('keeps an IPv4 address, also one written as IPv4-mapped IPv6', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(clientGroup('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientGroup('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
  });
});
