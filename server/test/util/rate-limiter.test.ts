import { RateLimiter } from '../../src/util/rate-limiter';

describe('RateLimiter', () => {
  it('allows max attempts per key in a window, then asks to wait until it ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowMs: 10_000 }, () => now);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    now = 4_000;
    expect(limiter.hit('a')).toBe(6);
    expect(limiter.hit('b')).toBe(0);
    now = 10_000;
    expect(limiter.hit('a')).toBe(0);
  });
});
