import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';

// Both drivers must behave the same through the Db interface, or code would work on one only.
describeEachDriver(
  'database drivers',
  (t) => {
    it('names its driver', () => {
      expect(t.db.driver).toBe(t.driver);
    });

    it('returns the same JavaScript types on both drivers', async () => {
      const [row] = await t.db.query<Record<string, unknown>>(
        `select count(*) as count, 7::integer as int, '1990-05-17'::date as dob,
                '2024-01-02T03:04:05Z'::timestamptz as at, 1.50::numeric as price, true as yes,
                gen_random_uuid() as uuid, null::text as nothing, '{"a":1}'::jsonb as doc`,
      );
      expect(row).toEqual({
        count: 1,
        int: 7,
        dob: '1990-05-17',
        at: new Date('2024-01-02T03:04:05Z'),
        price: '1.50',
        yes: true,
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        nothing: null,
        doc: { a: 1 },
      });
    });

    it('passes parameters separately from the SQL', async () => {
      const hostile = "'; drop table probe; --";
      const [row] = await t.db.query<{ echoed: string }>('select $1::text as echoed', [hostile]);
      expect(row?.echoed).toBe(hostile);
    });

    it('runs a prepared statement again with new values, on the pool and in a transaction', async () => {
      const sql = 'select $1::int * 2 as doubled';
      const runs = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => t.db.query<{ doubled: number }>(sql, [n], { prepare: true })),
      );
      expect(runs.map(([row]) => row?.doubled)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
      const inside = await t.db.transaction(async (tx) => {
        const [first] = await tx.query<{ doubled: number }>(sql, [20], { prepare: true });
        const [other] = await tx.query<{ n: string }>('select $1::text as n', ['x'], { prepare: true });
        return [first?.doubled, other?.n];
      });
      expect(inside).toEqual([40, 'x']);
    });

    it('commits a transaction that resolves and rolls back one that throws', async () => {
      await t.db.exec('create table probe (id integer primary key)');
      await t.db.transaction((tx) => tx.query('insert into probe values (1)'));
      await expect(
        t.db.transaction(async (tx) => {
          await tx.query('insert into probe values (2)');
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await t.db.query('select id from probe order by id')).toEqual([{ id: 1 }]);
    });

    it('turns a nested transaction into a savepoint', async () => {
      await t.db.transaction(async (tx) => {
        await tx.query('insert into probe values (10)');
        await tx
          .transaction(async (inner) => {
            await inner.query('insert into probe values (11)');
            throw new Error('inner abort');
          })
          .catch(() => undefined);
        await tx.query('insert into probe values (12)');
      });
      expect(await t.db.query('select id from probe where id >= 10 order by id')).toEqual([{ id: 10 }, { id: 12 }]);
    });

    it('delivers NOTIFY payloads to listeners after commit, and stops when asked', async () => {
      const heard: string[] = [];
      const stop = await t.db.listen('probe_changes', (payload) => heard.push(payload));
      await t.db.transaction(async (tx) => {
        await tx.query("select pg_notify('probe_changes', 'first')");
        expect(heard).toEqual([]);
      });
      await t.db.query("select pg_notify('probe_changes', $1)", ['second']);
      await expect.poll(() => heard).toEqual(['first', 'second']);
      await stop();
      await t.db.query("select pg_notify('probe_changes', 'third')");
      await t.db.query("select pg_notify('probe_changes', 'fourth')");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(['first', 'second']);
    });

    it("hears a trigger's NOTIFY before the writing statement or transaction resolves", async () => {
      await t.db.exec(`
        create table watched (id integer primary key);
        create function watched_changed() returns trigger language plpgsql as $$
        begin perform pg_notify('watched_changes', tg_op); return null; end $$;
        create trigger watched_changed after insert or update or delete on watched
          for each statement execute function watched_changed();
      `);
      const heard: string[] = [];
      const stop = await t.db.listen('watched_changes', (payload) => heard.push(payload));
      await t.db.query('insert into watched values (1)');
      expect(heard).toEqual(['INSERT']);
      await t.db.transaction((tx) => tx.query('update watched set id = 2'));
      expect(heard).toEqual(['INSERT', 'UPDATE']);
      await stop();
    });

    it('refuses channel names that are not plain identifiers', async () => {
      await expect(t.db.listen('bad"; drop table probe; --', () => undefined)).rejects.toThrow('Not a channel name');
    });

    it('refuses a pool-level call from inside a transaction at once, naming the mistake', async () => {
      const started = Date.now();
      for (const nested of [
        () => t.db.query('select 1'),
        () => t.db.exec('select 1'),
        () => t.db.transaction((inner) => inner.query('select 1')),
      ]) {
        await expect(
          t.db.transaction(async (tx) => {
            await tx.query('insert into probe values (-1)');
            await nested();
          }),
        ).rejects.toThrow(
          /^db\.(query|exec|transaction) was called inside a transaction: use the transaction's handle \(tx\)/,
        );
      }
      // Also from deep inside: a helper handed the pool while the transaction runs.
      const mailViaPool = async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await t.db.query('select 1');
      };
      await expect(t.db.transaction(() => mailViaPool())).rejects.toThrow('db.query was called inside a transaction');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await t.db.query('select count(*) as n from probe where id = -1')).toEqual([{ n: 0 }]);
    });

    it('lets a listener use the pool though a transaction delivered its NOTIFY, and work begun in a transaction use it after', async () => {
      const heard: number[] = [];
      const stop = await t.db.listen('probe_counted', () => {
        void t.db.query<{ n: number }>('select count(*) as n from probe').then(([row]) => heard.push(row?.n ?? -1));
      });
      let later: Promise<unknown> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.query('insert into probe values (-2)');
        await tx.query("select pg_notify('probe_counted', '')");
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => t.db.query('select 1 as one'));
      });
      await expect.poll(() => heard).toEqual([expect.any(Number)]);
      await expect(later).resolves.toEqual([{ one: 1 }]);
      await stop();
    });

    it('runs multi-statement scripts with exec', async () => {
      await t.db.exec('insert into probe values (20); insert into probe values (21);');
      expect(await t.db.query('select count(*) as n from probe where id >= 20')).toEqual([{ n: 2 }]);
    });
  },
  { prepare: 'empty' },
);
