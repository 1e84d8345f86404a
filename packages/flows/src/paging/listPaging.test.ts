import { describe, expect, it } from 'vitest';
import { clampPage, pagerView } from './listPaging';

describe('pagerView', () => {
  it.each([
    { page: 0, total: 312, summary: '1–25 of 312', hasPrevious: false, hasNext: true },
    { page: 3, total: 312, summary: '76–100 of 312', hasPrevious: true, hasNext: true },
    { page: 12, total: 312, summary: '301–312 of 312', hasPrevious: true, hasNext: false },
    { page: 0, total: 25, summary: '1–25 of 25', hasPrevious: false, hasNext: false },
    { page: 0, total: 26, summary: '1–25 of 26', hasPrevious: false, hasNext: true },
    { page: 0, total: 0, summary: '0 of 0', hasPrevious: false, hasNext: false },
    // A page past the end (the last rows were deleted) reads as the last page.
    { page: 13, total: 312, summary: '301–312 of 312', hasPrevious: true, hasNext: false },
  ])('page $page of $total rows reads "$summary"', ({ page, total, ...view }) => {
    expect(pagerView(page, total)).toEqual(view);
  });
});

describe('clampPage', () => {
  it('moves a page past the end back to the last page with rows', () => {
    expect(clampPage(5, 60)).toBe(2);
    expect(clampPage(2, 50)).toBe(1);
    expect(clampPage(1, 0)).toBe(0);
    expect(clampPage(1, 312)).toBe(1);
  });
});
