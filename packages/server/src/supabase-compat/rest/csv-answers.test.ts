import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../../testing/describe-each-driver';
import { type ListeningApp, listen } from '../../testing/listen';
import { ANON_KEY, supabaseAs } from '../../testing/supabase-client';

// Values a spreadsheet export meets: commas, quotes, line breaks, backslashes, empty and missing.
const CONTACTS = `
create table public.contacts (id int primary key, name text not null, note text, active boolean not null);
grant select on public.contacts to anon;
insert into public.contacts values
  (1, 'Plain', 'nothing special', true),
  (2, 'Smith, Ann', 'said "hello"', false),
  (3, 'Two
Lines', null, true),
  (4, 'C:\\temp', '', true);
`;

/** RFC 4180 read back: fields split on commas outside quotes, quotes undoubled, lines on LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      rows.at(-1)?.push(field);
      field = '';
    } else if (char === '\n') {
      rows.at(-1)?.push(field);
      field = '';
      rows.push([]);
    } else field += char;
  }
  rows.at(-1)?.push(field);
  return rows;
}

describeEachDriver('text/csv answers of /rest/v1 through supabase-js', (t) => {
  let server: ListeningApp;
  let anon: SupabaseClient;

  beforeAll(async () => {
    await t.db.exec(CONTACTS);
    server = await listen(() => t.app());
    anon = supabaseAs(server.url);
  });
  afterAll(() => server?.close());

  it('answers a header row and every matching row, quoted as RFC 4180 quotes', async () => {
    const { data, error, status } = await anon.from('contacts').select('id, name, note, active').order('id').csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(parseCsv(String(data))).toEqual([
      ['id', 'name', 'note', 'active'],
      ['1', 'Plain', 'nothing special', 't'],
      ['2', 'Smith, Ann', 'said "hello"', 'f'],
      ['3', 'Two\nLines', '', 't'],
      ['4', 'C:\\temp', '', 't'],
    ]);
    expect(String(data)).toContain('"said ""hello"""');
  });

  it('answers only what the filter and order keep, with no page limit, as text/csv', async () => {
    const { data } = await anon
      .from('contacts')
      .select('name')
      .or('name.ilike.*a*,note.ilike.*hello*')
      .order('id', { ascending: false })
      .csv();
    expect(parseCsv(String(data))).toEqual([['name'], ['Smith, Ann'], ['Plain']]);
    const response = await fetch(`${server.url}/rest/v1/contacts?select=id`, {
      headers: { apikey: ANON_KEY, accept: 'text/csv' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('answers a line break alone when nothing matches, as PostgREST does', async () => {
    const { data } = await anon.from('contacts').select('id').eq('id', 99).csv();
    expect(data).toBe('\n');
  });
});
