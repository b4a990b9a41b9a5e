import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  let clock = 0;
  const throttle = () => new LoginThrottle(() => clock);
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('lets the first five failures through, then doubles the wait', () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) t.failed('ana@example.com');
    expect(t.waitMs('ana@example.com')).toBe(1000);
    t.failed('ana@example.com');
    expect(t.waitMs('ana@example.com')).toBe(2000);
    clock += 2000;
    expect(t.waitMs('ana@example.com')).toBe(0);
    expect(t.waitMs('other@example.com')).toBe(0);
  });

  it('locks an account after 100 failures in an hour until the hour is over', () => {
    const t = throttle();
    const start = clock;
    for (let i = 0; i < 100; i++) {
      t.failed('ana@example.com');
      clock += 30_000;
    }
    expect(t.waitMs('ana@example.com')).toBe(start + 3_600_000 - clock);
    clock = start + 3_600_000;
    expect(t.waitMs('ana@example.com')).toBe(0);
  });

  it('counts an attempt when it begins, so attempts in flight together are limited too', () => {
    const t = throttle();
    const begun = Array.from({ length: 10 }, () => t.begin('ana@example.com'));
    expect(begun.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(begun.slice(5).every((wait) => wait > 0)).toBe(true);
    t.succeeded('ana@example.com');
    expect(t.begin('ana@example.com')).toBe(0);
  });

  it('forgets failures after a successful login', () => {
    const t = throttle();
    for (let i = 0; i < 8; i++) t.failed('ana@example.com');
    t.succeeded('ana@example.com');
    expect(t.waitMs('ana@example.com')).toBe(0);
  });
});
