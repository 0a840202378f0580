-- Tasks at scale (issue 27, ADR 250): every list, count and report reads what its page needs, not
-- every task. At 50,000 tasks "Meine Aufgaben" and its card scanned all open tasks (a hash join
-- over a sequential scan), the project list grouped all 50,000 rows for its counts, a board
-- column walked a whole project to find 50 cards, and the analytics grouped every task twice.

-- 1. An assignment carries its task's open state, due date and project, kept by triggers (never
--    written by the application). "My open tasks" is then one range of a small partial index
--    (a person's open assignments) instead of a pass over all open tasks, and the overdue count
--    per person in the analytics reads that index alone.
ALTER TABLE task_assignees
  ADD COLUMN task_open boolean NOT NULL DEFAULT true,
  ADD COLUMN task_due_date date,
  ADD COLUMN task_project_id uuid;
UPDATE task_assignees a SET task_open = t.closed_at IS NULL, task_due_date = t.due_date, task_project_id = t.project_id
FROM tasks t WHERE t.id = a.task_id;
CREATE INDEX task_assignees_open_idx ON task_assignees (user_id, task_due_date, task_id) INCLUDE (task_project_id) WHERE task_open;
CREATE INDEX task_assignees_open_due_idx ON task_assignees (task_due_date) INCLUDE (user_id, task_id, task_project_id) WHERE task_open;

CREATE FUNCTION task_assignees_copy_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.closed_at IS NULL, t.due_date, t.project_id INTO NEW.task_open, NEW.task_due_date, NEW.task_project_id
  FROM tasks t WHERE t.id = NEW.task_id;
  RETURN NEW;
END $$;
CREATE TRIGGER task_assignees_copy_task BEFORE INSERT OR UPDATE OF task_id ON task_assignees
  FOR EACH ROW EXECUTE FUNCTION task_assignees_copy_task();

-- 2. Kept counts: tasks per project and status (the project list's open and done counts, the
--    board's column totals), and tasks created and closed per project and Berlin calendar week
--    (the analytics' flow: created, closed, open at the end of each week). Both are changed by the
--    one trigger below in the transaction that changes the task, so they are never stale.
CREATE TABLE task_status_counts (
  project_id uuid NOT NULL REFERENCES task_projects (id) ON DELETE CASCADE,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (project_id, status)
);
CREATE TABLE task_week_counts (
  project_id uuid NOT NULL REFERENCES task_projects (id) ON DELETE CASCADE,
  -- The Monday of the Berlin calendar week.
  week_start date NOT NULL,
  created integer NOT NULL DEFAULT 0,
  closed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week_start)
);

CREATE FUNCTION task_berlin_week(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('week', at AT TIME ZONE 'Europe/Berlin')::date
$$;

-- Adds the row of OLD (-1) and NEW (+1). Each table's rows are changed by one statement in key
-- order, so two transactions changing tasks of one project lock the counter rows in the same
-- order (no deadlock between, say, one closing and another reopening a task).
CREATE FUNCTION tasks_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.closed_at IS NULL) <> (NEW.closed_at IS NULL) OR OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.project_id <> NEW.project_id THEN
      UPDATE task_assignees SET task_open = NEW.closed_at IS NULL, task_due_date = NEW.due_date, task_project_id = NEW.project_id
      WHERE task_id = NEW.id;
    END IF;
    IF OLD.project_id = NEW.project_id AND OLD.status = NEW.status AND OLD.created_at = NEW.created_at
       AND OLD.closed_at IS NOT DISTINCT FROM NEW.closed_at THEN
      RETURN NULL;
    END IF;
  END IF;
  WITH changed (project_id, status, created_at, closed_at, d) AS (
    SELECT OLD.project_id, OLD.status, OLD.created_at, OLD.closed_at, -1 WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.project_id, NEW.status, NEW.created_at, NEW.closed_at, 1 WHERE TG_OP <> 'DELETE'
  ), statuses AS (
    SELECT project_id, status, sum(d)::int AS d FROM changed GROUP BY 1, 2 HAVING sum(d) <> 0
  )
  INSERT INTO task_status_counts AS c (project_id, status, n)
  SELECT project_id, status, d FROM statuses ORDER BY project_id, status
  ON CONFLICT (project_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;

  WITH changed (project_id, created_at, closed_at, d) AS (
    SELECT OLD.project_id, OLD.created_at, OLD.closed_at, -1 WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.project_id, NEW.created_at, NEW.closed_at, 1 WHERE TG_OP <> 'DELETE'
  ), weeks AS (
    SELECT project_id, week_start, sum(created)::int AS created, sum(closed)::int AS closed FROM (
      SELECT project_id, task_berlin_week(created_at) AS week_start, d AS created, 0 AS closed FROM changed
      UNION ALL
      SELECT project_id, task_berlin_week(closed_at), 0, d FROM changed WHERE closed_at IS NOT NULL
    ) w GROUP BY 1, 2 HAVING sum(created) <> 0 OR sum(closed) <> 0
  )
  INSERT INTO task_week_counts AS w (project_id, week_start, created, closed)
  SELECT project_id, week_start, created, closed FROM weeks ORDER BY project_id, week_start
  ON CONFLICT (project_id, week_start) DO UPDATE SET created = w.created + EXCLUDED.created, closed = w.closed + EXCLUDED.closed;
  RETURN NULL;
END $$;
CREATE TRIGGER tasks_keep_counts AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_keep_counts();

INSERT INTO task_status_counts (project_id, status, n)
SELECT project_id, status, count(*) FROM tasks GROUP BY 1, 2;
INSERT INTO task_week_counts (project_id, week_start, created, closed)
SELECT project_id, week_start, sum(created), sum(closed) FROM (
  SELECT project_id, task_berlin_week(created_at) AS week_start, 1 AS created, 0 AS closed FROM tasks
  UNION ALL
  SELECT project_id, task_berlin_week(closed_at), 0, 1 FROM tasks WHERE closed_at IS NOT NULL
) w GROUP BY 1, 2;

-- 3. Indexes for what the counts cannot keep:
--    overdue per project (open tasks due before today; the project list, the analytics), read
--    from the index alone;
CREATE INDEX tasks_open_project_due_idx ON tasks (project_id, due_date) WHERE closed_at IS NULL;
--    a board column of open cards (a project's, or all readable projects') in its order, so a
--    column reads its 50 cards and not every task of the project;
CREATE INDEX tasks_board_project_idx ON tasks (project_id, status, due_date, priority DESC, id) WHERE closed_at IS NULL;
CREATE INDEX tasks_board_idx ON tasks (status, due_date, priority DESC, id) WHERE closed_at IS NULL;
--    the median cycle time of the tasks done in the analytics' range, read from the index alone.
CREATE INDEX tasks_done_cycle_idx ON tasks (closed_at) INCLUDE (project_id, started_at, created_at) WHERE status = 'erledigt';
