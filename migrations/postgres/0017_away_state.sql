-- Who at a match in play is away and what the computer played for them (see the SQLite
-- migration 0017). NULL: everyone present, as for every match stored before this column.
ALTER TABLE matches ADD COLUMN away_state TEXT;

-- The message calling back everyone away is kept too (kind 'call_back', one per channel).
ALTER TABLE message_locations DROP CONSTRAINT IF EXISTS message_locations_kind_check;
ALTER TABLE message_locations ADD CONSTRAINT message_locations_kind_check
    CHECK (kind IN ('table', 'hand', 'notice', 'call_back'));
