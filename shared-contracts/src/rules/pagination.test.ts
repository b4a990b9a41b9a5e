import { paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [2, 10, [1, 2, 3, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [9, 10, [1, 'gap', 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('on page %i of %i shows %j', (current, count, expected) => {
    expect(paginationWindow(current, count)).toEqual(expected);
  });

  it('never shows more than five numbers', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const numbers = paginationWindow(current, count).filter((item) => item !== 'gap');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers).toContain(current);
      }
    }
  });

  it('clamps a page outside the range and shows nothing without pages', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
