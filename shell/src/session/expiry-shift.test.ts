import { shiftExpiry, unshiftExpiry } from './expiry-shift';

const madridWinter = () => -60;
const newYorkWinter = () => 300;

describe('shiftExpiry', () => {
  it('writes the UTC instant as local wall-clock time', () => {
    expect(shiftExpiry('2030-01-15T10:00:00.000Z', madridWinter)).toBe('2030-01-15T11:00:00.000Z');
    expect(shiftExpiry('2030-01-15T10:00:00.000Z', newYorkWinter)).toBe('2030-01-15T05:00:00.000Z');
  });

  it('leaves UTC unchanged', () => {
    expect(shiftExpiry('2030-01-15T10:00:00Z', () => 0)).toBe('2030-01-15T10:00:00.000Z');
  });

  it('gives null for a date it cannot read', () => {
    expect(shiftExpiry('not a date', madridWinter)).toBeNull();
    expect(unshiftExpiry('', madridWinter)).toBeNull();
  });

  it('uses the offset of the browser by default', () => {
    const instant = new Date('2030-07-01T08:30:00Z');
    const expected = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000).toISOString();
    expect(shiftExpiry(instant.toISOString())).toBe(expected);
  });
});

describe('unshiftExpiry', () => {
  it.each([madridWinter, newYorkWinter])('recovers the real instant', (offset) => {
    const instant = '2030-01-15T10:00:00.000Z';
    expect(unshiftExpiry(shiftExpiry(instant, offset)!, offset)).toBe(instant);
  });
});
