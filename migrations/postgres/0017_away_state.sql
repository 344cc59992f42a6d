-- Who at a match in play is away and what the computer played for them (see the SQLite
-- migration 0017). NULL: everyone present, as for every match stored before this column.
ALTER TABLE matches ADD COLUMN away_state TEXT;
