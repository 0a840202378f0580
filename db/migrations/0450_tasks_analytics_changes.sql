-- Task analytics answered from a kept result that is exact (issue 27). A year of analytics at
-- 50,000 tasks read ~16,000 done tasks for the weekly median cycle times and ~37,000 index entries
-- for the overdue figures on every request: 80-130 ms of database time, 936 ms at p95 with ten
-- requests at once on two cores. The figures only change when a task or an assignment changes, so
-- each project counts its changes here (bumped by the triggers below, in the writing transaction),
-- and the analytics keep their computed figures under a key that includes the sum of these counts
-- over the projects in scope (src/modules/tasks/server/analytics.ts, in report_snapshots): after
-- any change the sum differs and the next request computes again, so an answer is never stale.
CREATE TABLE task_project_changes (
  -- No foreign key: a project's row may be bumped while the project's tasks are deleted with it.
  project_id uuid PRIMARY KEY,
  changes bigint NOT NULL
);

-- Once per statement, not per row: a bulk change (a bulk status change, a seed of thousands of
-- tasks) bumps each project once instead of rewriting the same few rows thousands of times in one
-- transaction. Projects are bumped in id order, so two transactions never wait on each other's
-- rows crosswise.
CREATE FUNCTION task_project_changes_bump(projects uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO task_project_changes AS c (project_id, changes)
  SELECT DISTINCT p, 1 FROM unnest(projects) AS p WHERE p IS NOT NULL ORDER BY p
  ON CONFLICT (project_id) DO UPDATE SET changes = c.changes + 1;
$$;

-- Tasks: inserted and deleted ones, and updates of a column the analytics read.
CREATE FUNCTION tasks_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM task_project_changes_bump(ARRAY(SELECT project_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM task_project_changes_bump(ARRAY(SELECT project_id FROM old_rows));
  ELSE
    PERFORM task_project_changes_bump(ARRAY(
      SELECT unnest(ARRAY[o.project_id, n.project_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.project_id <> n.project_id OR o.status <> n.status OR o.created_at <> n.created_at
        OR o.started_at IS DISTINCT FROM n.started_at OR o.closed_at IS DISTINCT FROM n.closed_at OR o.due_date IS DISTINCT FROM n.due_date));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER tasks_count_changes_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tasks_count_changes();
CREATE TRIGGER tasks_count_changes_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tasks_count_changes();
CREATE TRIGGER tasks_count_changes_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tasks_count_changes();

-- Who is assigned changes the overdue figures per person. The task columns copied onto an
-- assignment are updated by the task trigger, whose statement bumps the project already.
CREATE FUNCTION task_assignees_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM task_project_changes_bump(ARRAY(SELECT task_project_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM task_project_changes_bump(ARRAY(SELECT task_project_id FROM old_rows));
  -- An update: only one that moves an assignment to another person or task counts (the copied
  -- task columns change with the task, counted there).
  ELSIF EXISTS (SELECT 1 FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.task_id = o.task_id AND n.user_id = o.user_id)) THEN
    PERFORM task_project_changes_bump(ARRAY(SELECT task_project_id FROM old_rows UNION SELECT task_project_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER task_assignees_count_changes_insert AFTER INSERT ON task_assignees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_assignees_count_changes();
CREATE TRIGGER task_assignees_count_changes_update AFTER UPDATE ON task_assignees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_assignees_count_changes();
CREATE TRIGGER task_assignees_count_changes_delete AFTER DELETE ON task_assignees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_assignees_count_changes();
