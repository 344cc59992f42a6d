-- Who at a match in play is away and what the computer played for them (JSON of
-- store::AwayState), so that a restart neither brings back people who are away nor starts
-- the wait before an adjournment afresh. NULL: everyone present, as for every match stored
-- before this column.
ALTER TABLE matches ADD COLUMN away_state TEXT;
