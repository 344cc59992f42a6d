-- When the players were last shown how a match ended (unix seconds); NULL while nobody has
-- seen it. Local play marks a result once it is on screen, and on its next start reports a
-- result it could not show before (the program was stopped between the last stored move and
-- the result, or the computers' owed moves ended the match while it restarted).
-- Matches that ended before this column existed count as shown.
ALTER TABLE matches ADD COLUMN result_shown_at INTEGER;
UPDATE matches SET result_shown_at = COALESCE(finished_at, created_at) WHERE status <> 'playing';
