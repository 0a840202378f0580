-- Fixed-window rate limit counters shared by every function instance. The key holds a salted
-- hash of the client IP (never the IP itself); one row per key and window, incremented with
-- INSERT ... ON CONFLICT DO UPDATE ... RETURNING so parallel requests cannot both slip through.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start);
