-- The turn timer each match was started with, in seconds (0: none), so that a restart keeps
-- a game's own timer rather than the server's default. NULL: a match stored before this
-- column, which keeps the server's default as before.
ALTER TABLE matches ADD COLUMN turn_timer_seconds INTEGER;
