import { createHash } from 'node:crypto';
import { counterKey } from './counter-key';

describe('counterKey', () => {
  it("is the SHA-256 of the parts one a line, as the tables' existing rows were keyed", () => {
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(counterKey('POST /api/login', '198.51.100.40')).toBe(sha256('POST /api/login\n198.51.100.40'));
    expect(counterKey('login', 'client', '', '203.0.113.0')).toBe(sha256('login\nclient\n\n203.0.113.0'));
    expect(counterKey('a', 'b')).not.toBe(counterKey('a\nb', ''));
  });
});
