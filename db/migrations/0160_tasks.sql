-- Tasks and projects (issue 13, ADR 130). A project names the least role that may read it (the role
-- hierarchy of SPEC section 6 applies), and every task belongs to exactly one project, so "who may
-- see this task" is one join. Open tasks have closed_at NULL; erledigt and verworfen set it.
CREATE TABLE task_projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  name_key text NOT NULL UNIQUE,
  description text CHECK (length(description) <= 5000),
  read_role text NOT NULL DEFAULT 'mitglied' CHECK (read_role IN ('admin', 'geschaeftsfuehrung', 'vorstand', 'mitglied')),
  archived_at timestamptz,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES profiles (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES task_projects (id) ON DELETE RESTRICT,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Markdown; rendered by a sanitising renderer, never as HTML.
  description text CHECK (length(description) <= 20000),
  status text NOT NULL DEFAULT 'offen' CHECK (status IN ('offen', 'in_arbeit', 'wartet', 'erledigt', 'verworfen')),
  -- 1 niedrig, 2 normal, 3 hoch, 4 dringend: a number so that sorting by priority uses an index.
  priority smallint NOT NULL DEFAULT 2 CHECK (priority BETWEEN 1 AND 4),
  due_date date,
  labels text[] NOT NULL DEFAULT '{}' CHECK (cardinality(labels) <= 20),
  recurrence text CHECK (recurrence IN ('monthly', 'quarterly', 'yearly')),
  -- The recurring task whose completion created this one. UNIQUE: a task has at most one
  -- successor, whatever races the application code loses.
  predecessor_id uuid UNIQUE REFERENCES tasks (id) ON DELETE SET NULL,
  -- First time the task went "in Arbeit" (cycle time starts here; else at created_at).
  started_at timestamptz,
  closed_at timestamptz,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES profiles (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('german'::regconfig, title || ' ' || coalesce(description, ''))) STORED,
  CONSTRAINT tasks_closed_matches_status CHECK ((status IN ('erledigt', 'verworfen')) = (closed_at IS NOT NULL))
);
-- A project's list by due date, priority or last change (keyset paging walks these).
CREATE INDEX tasks_project_due_idx ON tasks (project_id, due_date, id);
CREATE INDEX tasks_project_priority_idx ON tasks (project_id, priority, id);
CREATE INDEX tasks_project_updated_idx ON tasks (project_id, updated_at, id);
-- Reminders and the due-date list look at open tasks by due date only.
CREATE INDEX tasks_open_due_idx ON tasks (due_date, id) WHERE closed_at IS NULL;
-- Analytics count created and closed tasks per week.
CREATE INDEX tasks_created_idx ON tasks (created_at);
CREATE INDEX tasks_closed_idx ON tasks (closed_at) WHERE closed_at IS NOT NULL;
CREATE INDEX tasks_search_idx ON tasks USING gin (search_vector);
CREATE INDEX tasks_labels_idx ON tasks USING gin (labels);

CREATE TABLE task_assignees (
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  assigned_by text REFERENCES profiles (id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, user_id)
);
-- "Meine Aufgaben": a person's assignments first, then their tasks.
CREATE INDEX task_assignees_user_idx ON task_assignees (user_id, task_id);

CREATE TABLE task_checklist_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 300),
  done boolean NOT NULL DEFAULT false,
  done_by text REFERENCES profiles (id) ON DELETE SET NULL,
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_checklist_items_task_idx ON task_checklist_items (task_id, position);

CREATE TABLE task_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  author_id text REFERENCES profiles (id) ON DELETE SET NULL,
  -- Markdown, like the description.
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 10000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_comments_task_idx ON task_comments (task_id, created_at, id);

-- Links to records of other modules, kept generic: the kind names the module, target_id its
-- record, title what the person saw when linking (the target module validates where it can).
CREATE TABLE task_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('discussion', 'document', 'resolution')),
  target_id text NOT NULL CHECK (length(target_id) BETWEEN 1 AND 200),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (task_id, kind, target_id)
);
CREATE INDEX task_links_target_idx ON task_links (kind, target_id);
