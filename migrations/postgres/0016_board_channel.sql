-- The channel whose own board counts a match when it is not the one it is played in (see the
-- SQLite migration 0016). NULL: its own channel, as for every match stored before this column.
ALTER TABLE matches ADD COLUMN board_channel TEXT;
