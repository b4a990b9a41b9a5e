import { examplePassword } from './example-password';

describe('examplePassword', () => {
  it('is 8 characters: a capital letter, a digit, then 6 letters or digits', () => {
    for (let i = 0; i < 200; i += 1) expect(examplePassword()).toMatch(/^[A-Z][0-9][A-Za-z0-9]{6}$/);
  });

  it('is a new one each time', () => {
    expect(new Set(Array.from({ length: 20 }, examplePassword)).size).toBeGreaterThan(1);
  });
});
