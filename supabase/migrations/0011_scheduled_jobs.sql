-- The job runner's schedule (packages/server/src/jobs/job-runner.ts): one row per job name. A
-- server process claims a job that is due by moving next_run_at on and taking a lease in one
-- statement, so with several processes each run happens in exactly one of them. A process that
-- dies mid-run leaves a lease that expires, and the job runs again at its next turn.
create table if not exists private.scheduled_jobs (
  name text primary key,
  next_run_at timestamptz not null,
  lease_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  -- The last run's failure in one line, or null when it succeeded.
  last_error text
);

alter table scheduled_jobs enable row level security;
