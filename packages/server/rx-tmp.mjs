import { PGlite } from '@electric-sql/pglite';
const db = new PGlite();
await db.query("select 'a' ~ 'b'");
const p = process.argv[2];
const s = 'a'.repeat(Number(process.argv[3]))+'!';
const t = Date.now();
try { const r = await db.query("select $2::text ~* $1::text as m", [p, s]); console.log(p.slice(0,60), r.rows[0]?.m, Date.now()-t); }
catch (e) { console.log(p.slice(0,60), 'ERR', e.code, e.message, Date.now()-t); }
const t2 = Date.now();
try { const r = await db.query("select 1 as one"); console.log('after', r.rows, Date.now()-t2); } catch (e) { console.log('after ERR', e.code, e.message); }
