-- The board's closed columns ("erledigt", "verworfen": what was closed in the last 30 days, newest
-- first; issue 27). Without an index in that order Postgres ANDed two bitmaps (every task closed in
-- 30 days, every task of the project), fetched them all and sorted them for 50 cards, and counted
-- them again for the column's total (the board of a 50,000-task project: 225 ms at p95). These read
-- the column's first 50 in order, and its total from the index alone: a project's board, and the
-- board over all readable projects.
CREATE INDEX tasks_board_closed_project_idx ON tasks (project_id, status, closed_at DESC, id) WHERE closed_at IS NOT NULL;
CREATE INDEX tasks_board_closed_idx ON tasks (status, closed_at DESC, id) WHERE closed_at IS NOT NULL;
