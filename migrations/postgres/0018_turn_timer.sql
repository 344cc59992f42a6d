-- The turn timer each match was started with, in seconds (0: none), as on SQLite (see its
-- migration 0018). NULL: a match stored before this column, which keeps the server's default.
ALTER TABLE matches ADD COLUMN turn_timer_seconds BIGINT;
