import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_ADMIN_ID, DEMO_CUSTOMER_ID } from '../testing/sign-in';
import { testDatabaseUrl } from '../testing/test-database';
import type { Db } from './db';
import { prepareDb } from './open-db';
import { openPostgresDb } from './postgres-driver';

// The role a hosted Supabase project runs migrations as: not a superuser, a member of anon,
// authenticated and service_role, owner of its database. The auth schema and its functions
// belong to another role (supabase_admin), as they do there.
const MIGRATOR = 'ia_supabase_postgres';
const AUTH_OWNER = 'ia_supabase_admin';

describe.skipIf(!testDatabaseUrl)('migrations on a PostgreSQL prepared the way Supabase prepares one', () => {
  const name = `ia_supabase_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let db: Db | undefined;
  const opened = () => {
    if (!db) throw new Error('Opened in beforeAll.');
    return db;
  };

  const asSuperuser = async (database: string, ...statements: string[]) => {
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      for (const sql of statements) await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // Roles belong to the whole cluster: other suites may have created anon and the others already.
    await asSuperuser(
      'postgres',
      `do $$
       declare wanted text;
       begin
         foreach wanted in array array['anon', 'authenticated', 'service_role'] loop
           if not exists (select 1 from pg_roles where rolname = wanted) then
             begin
               execute format('create role %I nologin noinherit', wanted);
             exception when duplicate_object or unique_violation then null;
             end;
           end if;
         end loop;
         if not exists (select 1 from pg_roles where rolname = '${AUTH_OWNER}') then
           create role ${AUTH_OWNER} superuser nologin;
         end if;
         if not exists (select 1 from pg_roles where rolname = '${MIGRATOR}') then
           create role ${MIGRATOR} login createrole;
         end if;
       end
       $$;
       grant anon, authenticated, service_role to ${MIGRATOR};`,
      `create database "${name}" owner ${MIGRATOR}`,
    );
    await asSuperuser(
      name,
      `alter schema public owner to ${MIGRATOR};
       create schema auth authorization ${AUTH_OWNER};
       set role ${AUTH_OWNER};
       create function auth.uid() returns uuid language sql stable as $f$
         select nullif(coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                                nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'), '')::uuid $f$;
       create function auth.role() returns text language sql stable as $f$
         select nullif(coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                                nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'), '')::text $f$;
       create function auth.jwt() returns jsonb language sql stable as $f$
         select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                         nullif(current_setting('request.jwt.claims', true), ''))::jsonb $f$;
       grant usage on schema auth to anon, authenticated, service_role, ${MIGRATOR};
       reset role;`,
    );
    const url = new URL(testDatabaseUrl ?? '');
    url.username = MIGRATOR;
    url.pathname = `/${name}`;
    db = await openPostgresDb(url.toString());
  });

  afterAll(async () => {
    await db?.close();
    await asSuperuser('postgres', `drop database if exists "${name}" with (force)`);
  });

  it('applies every migration and the seed as that role, leaving the auth functions as they were', async () => {
    await prepareDb(opened(), loadConfig({ ...process.env, DATABASE_URL: undefined }).supabaseDir);
    const owners = await opened().query<{ proname: string; owner: string }>(
      `select p.proname, r.rolname as owner
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_roles r on r.oid = p.proowner
        where n.nspname = 'auth' order by p.proname`,
    );
    expect(owners).toEqual([
      { proname: 'jwt', owner: AUTH_OWNER },
      { proname: 'role', owner: AUTH_OWNER },
      { proname: 'uid', owner: AUTH_OWNER },
    ]);
  });

  it('lets the policies tell an admin from a customer through those functions', async () => {
    const isAdmin = (userId: string) =>
      opened().transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: userId, role: 'authenticated' }),
        ]);
        const [row] = await tx.query<{ admin: boolean; notifications: number }>(
          'select private.is_admin() as admin, (select count(*) from public.system_notifications) as notifications',
        );
        return row;
      });
    expect(await isAdmin(DEMO_ADMIN_ID)).toEqual({ admin: true, notifications: 3 });
    expect(await isAdmin(DEMO_CUSTOMER_ID)).toEqual({ admin: false, notifications: 0 });
  });
});
