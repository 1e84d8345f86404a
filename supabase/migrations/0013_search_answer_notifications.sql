-- Every statement that changes a table a provider search answer reads announces it on the
-- channel `search_answers_changed` (issue 9). Each server process listens and forgets its cached
-- search answers, so a change made by any path (API v1, /rest/v1, scheduled jobs, another
-- process, psql) is in the next search. Statement-level triggers: one notification per statement,
-- however many rows it touches; PostgreSQL also folds identical notifications of one transaction
-- into one. The payload names the table, for whoever watches the channel.
-- Bookings are not watched: a search answer does not depend on them.

create or replace function private.search_answers_changed() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('search_answers_changed', tg_table_name);
  return null;
end;
$$;

revoke all on function private.search_answers_changed() from public;

-- Adds (or re-adds) the trigger to one table: a later migration that adds a table search reads
-- calls `select private.watch_search_answer_table('the_table');`. A renamed table keeps its trigger.
create or replace function private.watch_search_answer_table(watched regclass) returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('drop trigger if exists search_answers_changed on %s', watched);
  execute format(
    'create trigger search_answers_changed after insert or update or delete or truncate on %s '
    'for each statement execute function private.search_answers_changed()',
    watched
  );
end;
$$;
revoke all on function private.watch_search_answer_table(regclass) from public;

-- The tables search reads today (search/search-queries.ts). A name that does not exist is
-- skipped. Both functions live in `private`: the /rest/v1 gateway must not offer them as RPCs.
do $$
declare
  watched text;
begin
  foreach watched in array array[
    'service_providers', 'provider_locations', 'location_services', 'location_slots',
    'service_categories', 'services', 'countries', 'states', 'cities'
  ] loop
    if to_regclass('public.' || watched) is not null then
      perform private.watch_search_answer_table(('public.' || watched)::regclass);
    end if;
  end loop;
end;
$$;
