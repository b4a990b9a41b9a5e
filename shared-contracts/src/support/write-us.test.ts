import { WriteUsRequestSchema } from './write-us';

const valid = {
  name: 'Ana García',
  email: 'ana@example.com',
  phonePrefix: '34',
  phoneNumber: '612 345 678',
  message: 'Hola, ¿tenéis la lámpara Nube en blanco?',
};

describe('WriteUsRequestSchema', () => {
  it('accepts a message and strips separators from the phone number', () => {
    expect(WriteUsRequestSchema.parse(valid)).toEqual({ ...valid, phoneNumber: '612345678' });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'Ana\r\nBcc: x@y.z' }],
    ['name', { name: 'x'.repeat(101) }],
    ['email', { email: 'ana' }],
    ['phonePrefix', { phonePrefix: '+34' }],
    ['phonePrefix', { phonePrefix: '12345' }],
    ['phonePrefix', { phonePrefix: 34 }],
    ['phoneNumber', { phoneNumber: '12ab56' }],
    ['phoneNumber', { phoneNumber: '123' }],
    ['message', { message: '   ' }],
    ['message', { message: 'x'.repeat(5001) }],
  ])('refuses a bad %s', (field, change) => {
    const result = WriteUsRequestSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});
