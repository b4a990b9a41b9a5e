import { FixedWindowQuota } from './fixed-window-quota';

describe('FixedWindowQuota', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('allows max uses per key in a window, then says how long to wait', () => {
    const quota = new FixedWindowQuota(3, 60_000, () => clock);
    expect([quota.take('a'), quota.take('a'), quota.take('a')]).toEqual([0, 0, 0]);
    clock += 10_000;
    expect(quota.take('a')).toBe(50_000);
    expect(quota.take('b')).toBe(0);
    clock += 50_000;
    expect(quota.take('a')).toBe(0);
  });

  it('forgets the oldest keys past its size limit', () => {
    const quota = new FixedWindowQuota(1, 60_000, () => clock, 2);
    quota.take('a');
    quota.take('b');
    quota.take('c');
    expect(quota.take('a')).toBe(0);
    expect(quota.take('c')).toBeGreaterThan(0);
  });
});
