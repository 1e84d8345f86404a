-- Migration 0013 announced every statement on a watched table, also one that changed no row: an
-- UPDATE whose WHERE matched nothing, or one that wrote the values a row already had (a job that
-- re-marks rows, `set x = x`). Each announcement clears every server process's cached search
-- answers, so such statements threw away the cache for nothing. From here the announcement comes
-- from row triggers: inserted and deleted rows, and updated rows whose values really changed.
-- PostgreSQL folds identical notifications of one transaction into one, so a statement touching
-- many rows still sends one. TRUNCATE has no row triggers and keeps a statement trigger.

create or replace function private.watch_search_answer_table(watched regclass) returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('drop trigger if exists search_answers_changed on %s', watched);
  execute format('drop trigger if exists search_answers_updated on %s', watched);
  execute format('drop trigger if exists search_answers_truncated on %s', watched);
  execute format(
    'create trigger search_answers_changed after insert or delete on %s '
    'for each row execute function private.search_answers_changed()',
    watched
  );
  execute format(
    'create trigger search_answers_updated after update on %s '
    'for each row when (old.* is distinct from new.*) execute function private.search_answers_changed()',
    watched
  );
  execute format(
    'create trigger search_answers_truncated after truncate on %s '
    'for each statement execute function private.search_answers_changed()',
    watched
  );
end;
$$;
revoke all on function private.watch_search_answer_table(regclass) from public;

-- Every table watched so far (0013's list and later additions such as 0023's boosts) moves over.
do $$
declare
  watched regclass;
begin
  for watched in
    select distinct tgrelid::regclass from pg_trigger where tgname = 'search_answers_changed' and not tgisinternal
  loop
    perform private.watch_search_answer_table(watched);
  end loop;
end;
$$;
