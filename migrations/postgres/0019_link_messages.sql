-- The group message showing a player the way into their private chat is kept too (kind
-- 'link', one per player and channel; see the SQLite migration 0019).
ALTER TABLE message_locations DROP CONSTRAINT IF EXISTS message_locations_kind_check;
ALTER TABLE message_locations ADD CONSTRAINT message_locations_kind_check
    CHECK (kind IN ('table', 'hand', 'notice', 'call_back', 'link'));
