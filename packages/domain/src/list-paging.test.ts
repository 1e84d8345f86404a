import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, containsAnyFilter, csvFileName, pageRange } from './list-paging';

describe('pageRange', () => {
  it('asks for 25 rows a page, both ends included', () => {
    expect(ADMIN_PAGE_SIZE).toBe(25);
    expect(pageRange(0)).toEqual({ from: 0, to: 24 });
    expect(pageRange(2)).toEqual({ from: 50, to: 74 });
  });
});

describe('containsAnyFilter', () => {
  it('matches any of the columns, case-insensitive, with the term anywhere', () => {
    expect(containsAnyFilter(['full_name', 'email'], '  Priya ')).toBe(
      'full_name.ilike."*Priya*",email.ilike."*Priya*"',
    );
  });

  it('keeps every row for an empty search', () => {
    expect(containsAnyFilter(['title'], '   ')).toBeNull();
  });

  it('matches LIKE wildcards and PostgREST punctuation literally', () => {
    expect(containsAnyFilter(['title'], '50%_off')).toBe('title.ilike."*50\\\\%\\\\_off*"');
    expect(containsAnyFilter(['title'], 'a,b (c).d')).toBe('title.ilike."*a,b (c).d*"');
    expect(containsAnyFilter(['title'], 'say "hi" \\ bye')).toBe('title.ilike."*say \\"hi\\" \\\\\\\\ bye*"');
  });
});

describe('csvFileName', () => {
  it('names the export after the list and the day', () => {
    expect(csvFileName('Users', '2026-11-27')).toBe('users-2026-11-27.csv');
    expect(csvFileName('Blog Posts', '2026-01-02')).toBe('blog-posts-2026-01-02.csv');
  });
});
