import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDriver } from '../../testing/describe-each-driver';
import { type ListeningApp, listen } from '../../testing/listen';
import { ANON_KEY, supabaseAs } from '../../testing/supabase-client';

// A small library, made for these tests beside the product's tables, with each shape of relation
// PostgREST knows: one-to-one, one-to-many, many-to-many, a table referring to itself, computed
// fields and functions returning rows. Anyone may read and write it (granted to anon).
const LIBRARY = `
create table public.shelves (id int primary key, label text not null, parent_id int references public.shelves(id));
create table public.books (
  id int primary key, title text not null, shelf_id int references public.shelves(id),
  meta jsonb, pages int4range, summary text);
create table public.book_covers (book_id int primary key references public.books(id), colour text not null);
create table public.tags (id int primary key, name text not null);
create table public.book_tags (book_id int references public.books(id), tag_id int references public.tags(id),
  primary key (book_id, tag_id));
create function public.shout(public.books) returns text language sql stable as $$ select upper($1.title) $$;
create function public.books_on(shelf int) returns setof public.books language sql stable
  as $$ select * from public.books where shelf_id = shelf $$;
create function public.neighbours(public.books) returns setof public.books language sql stable
  as $$ select * from public.books b where b.shelf_id = $1.shelf_id and b.id <> $1.id $$;
create function public.book_count() returns bigint language sql stable as $$ select count(*) from public.books $$;
grant all on public.shelves, public.books, public.book_covers, public.tags, public.book_tags to anon;
insert into public.shelves values (1, 'Fiction', null), (2, 'Crime', 1), (3, 'Poetry', 1);
insert into public.books values
  (1, 'The Long Night', 2, '{"isbn": "111", "author": {"name": "Ann"}}', '[100,300)', 'a detective walks into the night'),
  (2, 'Short Days', 2, '{"isbn": "222", "author": {"name": "Ben"}}', '[10,50)', 'poems about days and light'),
  (3, 'Verses', 3, '{"isbn": "333", "author": {"name": "Ann"}}', '[400,500)', 'the detective of verses');
insert into public.book_covers values (1, 'red'), (2, 'blue');
insert into public.tags values (1, 'dark'), (2, 'short'), (3, 'classic');
insert into public.book_tags values (1, 1), (1, 3), (2, 2);
`;

describeEachDriver('PostgREST features of /rest/v1 through supabase-js', (t) => {
  let server: ListeningApp;
  let anon: SupabaseClient;
  const raw = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...init.headers },
    });

  beforeAll(async () => {
    await t.db.exec(LIBRARY);
    server = await listen(() => t.app());
    anon = supabaseAs(server.url);
  });
  afterAll(() => server?.close());

  describe('changes that PostgREST would refuse or undo are refused or undone here', () => {
    it('refuses an update of more rows than max-affected allows, and changes none', async () => {
      const response = await raw('books?shelf_id=eq.2', {
        method: 'PATCH',
        headers: { Prefer: 'handling=strict, max-affected=1' },
        body: JSON.stringify({ summary: 'x' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
      const { data } = await anon.from('books').select('summary').eq('shelf_id', 2);
      expect(data?.map((row) => row.summary)).not.toContain('x');
    });

    it('answers a change under tx=rollback and keeps nothing of it', async () => {
      const response = await raw('tags', {
        method: 'POST',
        headers: { Prefer: 'return=representation, tx=rollback' },
        body: JSON.stringify({ id: 9, name: 'ghost' }),
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([{ id: 9, name: 'ghost' }]);
      const { data } = await anon.from('tags').select('id').eq('id', 9);
      expect(data).toEqual([]);
    });

    it('answers an upsert that only updated with 200, and one that inserted with 201', async () => {
      const updated = await anon.from('tags').upsert({ id: 3, name: 'classic' }).select();
      expect(updated.status).toBe(200);
      const inserted = await anon.from('tags').upsert({ id: 4, name: 'new' }).select();
      expect(inserted.status).toBe(201);
      expect(inserted.data).toEqual([{ id: 4, name: 'new' }]);
      const byKeyOnly = await anon
        .from('book_tags')
        .upsert({ book_id: 1, tag_id: 1 }, { onConflict: 'book_id,tag_id' })
        .select();
      expect(byKeyOnly.error).toBeNull();
      expect(byKeyOnly.status).toBe(200);
      expect(byKeyOnly.data).toEqual([{ book_id: 1, tag_id: 1 }]);
    });
  });

  describe('embedding', () => {
    it('answers a one-to-one embed as an object, or null', async () => {
      const { data } = await anon.from('books').select('id, book_covers(colour)').order('id');
      expect(data).toEqual([
        { id: 1, book_covers: { colour: 'red' } },
        { id: 2, book_covers: { colour: 'blue' } },
        { id: 3, book_covers: null },
      ]);
    });

    it('embeds a table in itself as its children, and the parent through the column', async () => {
      const children = await anon.from('shelves').select('label, shelves(label)').eq('id', 1).single();
      expect(children.data).toEqual({ label: 'Fiction', shelves: [{ label: 'Crime' }, { label: 'Poetry' }] });
      const parent = await anon.from('shelves').select('label, parent:parent_id(label)').eq('id', 2).single();
      expect(parent.data).toEqual({ label: 'Crime', parent: { label: 'Fiction' } });
    });

    it('embeds many-to-many through the junction table, and by a foreign key name', async () => {
      const { data } = await anon.from('books').select('title, tags(name)').eq('id', 1).single();
      expect(data).toEqual({ title: 'The Long Night', tags: [{ name: 'dark' }, { name: 'classic' }] });
      const byKey = await anon.from('books').select('id, books_shelf_id_fkey(label)').eq('id', 3).single();
      expect(byKey.data).toEqual({ id: 3, books_shelf_id_fkey: { label: 'Poetry' } });
      const pointingHere = await anon
        .from('shelves')
        .select('label, shelved:books_shelf_id_fkey(id)')
        .eq('id', 2)
        .single();
      expect(pointingHere.data).toEqual({ label: 'Crime', shelved: [{ id: 1 }, { id: 2 }] });
    });

    it("spreads a to-one embed's columns into the row", async () => {
      const { data } = await anon.from('books').select('title, ...shelves(shelf:label)').eq('id', 2).single();
      expect(data).toEqual({ title: 'Short Days', shelf: 'Crime' });
    });

    it('selects computed fields and embeds functions of the row', async () => {
      const { data } = await anon.from('books').select('id, shout, neighbours(id)').eq('id', 1).single();
      expect(data).toEqual({ id: 1, shout: 'THE LONG NIGHT', neighbours: [{ id: 2 }] });
      const filtered = await anon.from('books').select('id').eq('shout', 'VERSES');
      expect(filtered.data).toEqual([{ id: 3 }]);
    });

    it('lists the candidates of an ambiguous embed, as PostgREST does', async () => {
      await t.db.exec(`alter table public.books add column next_shelf_id int references public.shelves(id)`);
      try {
        const fresh = await listen(() => t.app());
        const { error, status } = await supabaseAs(fresh.url).from('books').select('id, shelves(id)');
        await fresh.close();
        expect(status).toBe(300);
        expect(error?.code).toBe('PGRST201');
        expect(error?.details).toEqual([
          {
            cardinality: 'many-to-one',
            embedding: 'books with shelves',
            relationship: 'books_next_shelf_id_fkey using books(next_shelf_id) and shelves(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'books with shelves',
            relationship: 'books_shelf_id_fkey using books(shelf_id) and shelves(id)',
          },
        ]);
      } finally {
        await t.db.exec('alter table public.books drop column next_shelf_id');
      }
    });

    it('names the relationship it could not find, as PostgREST does', async () => {
      const { error, status } = await anon.from('books').select('id, nowhere(*)');
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST200',
        message: "Could not find a relationship between 'books' and 'nowhere' in the schema cache",
      });
    });
  });

  describe('filters', () => {
    it('searches text (fts, plfts, phfts, wfts) with and without a configuration', async () => {
      const ids = async (query: PromiseLike<{ data: { id: number }[] | null }>) =>
        (await query).data?.map((row) => row.id);
      const books = () => anon.from('books').select('id').order('id');
      expect(await ids(books().textSearch('summary', 'detective'))).toEqual([1, 3]);
      expect(await ids(books().textSearch('summary', 'days light', { type: 'plain', config: 'english' }))).toEqual([2]);
      expect(await ids(books().textSearch('summary', 'walks into', { type: 'phrase' }))).toEqual([1]);
      expect(await ids(books().textSearch('summary', 'detective -verses', { type: 'websearch' }))).toEqual([1]);
    });

    it('reads and filters JSON paths', async () => {
      const { data } = await anon
        .from('books')
        .select('id, isbn:meta->>isbn, meta->author->name')
        .eq('meta->author->>name', 'Ann')
        .order('id');
      expect(data).toEqual([
        { id: 1, isbn: '111', name: 'Ann' },
        { id: 3, isbn: '333', name: 'Ann' },
      ]);
    });

    it('applies range operators and like with any', async () => {
      const overlapping = await anon.from('books').select('id').overlaps('pages', '[40,120)').order('id');
      expect(overlapping.data).toEqual([{ id: 1 }, { id: 2 }]);
      const left = await anon.from('books').select('id').rangeLt('pages', '[60,70)');
      expect(left.data).toEqual([{ id: 2 }]);
      const adjacent = await anon.from('books').select('id').rangeAdjacent('pages', '[300,400)').order('id');
      expect(adjacent.data).toEqual([{ id: 1 }, { id: 3 }]);
      const any = await anon.from('books').select('id').likeAnyOf('title', ['%Night', 'Verse%']).order('id');
      expect(any.data).toEqual([{ id: 1 }, { id: 3 }]);
    });
  });

  describe('answers and refusals', () => {
    it('answers CSV and stripped nulls, and refuses aggregates as PostgREST does when they are off', async () => {
      const csv = await anon.from('shelves').select('id, label, parent_id').order('id').csv();
      expect(csv.data).toBe('id,label,parent_id\n1,Fiction,\n2,Crime,1\n3,Poetry,1');
      const stripped = await anon.from('shelves').select('id, parent_id').eq('id', 1).single().stripNulls();
      expect(stripped.data).toEqual({ id: 1 });
      const { error, status } = await anon.from('books').select('count()');
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
    });
  });

  describe('functions as relations', () => {
    it('selects, filters, orders and limits the rows a function returns, with a real count', async () => {
      const { data, count, error } = await anon
        .rpc('books_on', { shelf: 2 }, { count: 'exact' })
        .select('title')
        .neq('id', 99)
        .order('id', { ascending: false })
        .limit(1);
      expect(error).toBeNull();
      expect(data).toEqual([{ title: 'Short Days' }]);
      expect(count).toBe(2);
    });

    it('counts the answer of a scalar function', async () => {
      const { data, count } = await anon.rpc('book_count', {}, { count: 'exact' });
      expect(data).toBe(3);
      expect(count).toBe(1);
    });
  });
});
