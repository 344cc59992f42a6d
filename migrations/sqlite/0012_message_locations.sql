-- Safe to run again over its own tables (as the status rebuild of 0002 may be).
-- Where the chat platforms' messages of a game live, so that a restarted bot edits the
-- messages it had instead of posting new ones, and knows whom it has told of their turn:
--   kind 'table':  a channel's public table message (one per channel);
--   kind 'hand':   a player's hand message (Telegram: in their private chat), per player;
--   kind 'notice': the turn notice of a channel (one per channel; its person in `data`).
-- `chat` and `message` are the platform's ids as text; `moves` is the position the message
-- shows (a table, a hand) or the turn it announced (a notice, a hand sent for a turn).
CREATE TABLE IF NOT EXISTS message_locations (
    platform   TEXT    NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('table', 'hand', 'notice')),
    server     TEXT    NOT NULL,                   -- the game's channel key
    channel    TEXT    NOT NULL,
    user_id    TEXT    NOT NULL DEFAULT '',        -- whose hand; '' for a table or notice
    chat       TEXT    NOT NULL,
    message    TEXT    NOT NULL,
    game       INTEGER,                            -- the match; NULL for a lobby
    moves      INTEGER,
    data       TEXT    NOT NULL DEFAULT '{}',      -- JSON object: what else the platform needs
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (platform, kind, server, channel, user_id)
) WITHOUT ROWID;

-- Discord kept its table messages in `settings` rows named '<server>/table/<channel>'
-- ({"message": id, "game": id or null, "lang": code}): moved here.
INSERT OR IGNORE INTO message_locations (platform, kind, server, channel, user_id, chat, message, game,
                               moves, data, updated_at)
    SELECT platform, 'table',
           substr(server, 1, instr(server, '/table/') - 1),
           substr(server, instr(server, '/table/') + 7),
           '',
           substr(server, instr(server, '/table/') + 7),
           CAST(json_extract(value, '$.message') AS TEXT),
           json_extract(value, '$.game'),
           NULL,
           CASE WHEN json_extract(value, '$.lang') IS NULL THEN '{}'
                ELSE json_object('lang', json_extract(value, '$.lang')) END,
           0
    FROM settings
    WHERE platform = 'discord' AND instr(server, '/table/') > 1
      AND json_valid(value) AND json_extract(value, '$.message') IS NOT NULL;
DELETE FROM settings WHERE platform = 'discord' AND instr(server, '/table/') > 1;

-- Updates a platform delivered and the bot handled (Telegram's update_id), so that one
-- delivered again, even after a restart, is not handled twice. Old ones are forgotten.
CREATE TABLE IF NOT EXISTS handled_updates (
    platform   TEXT    NOT NULL,
    update_id  INTEGER NOT NULL,
    handled_at INTEGER NOT NULL,
    PRIMARY KEY (platform, update_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS handled_updates_age ON handled_updates (platform, handled_at);
