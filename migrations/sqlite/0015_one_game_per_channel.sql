-- At most one match in play per channel, kept by the database itself: with several bot
-- processes on one database (Discord shards, a rolling restart), a second process that starts
-- a game where another already plays fails this index and reloads the channel instead of
-- playing a stale copy beside it.
-- A channel with more than one match in play (left by a fault of an earlier release) keeps the
-- newest; the older ones were never reachable again (a restart resumed only the newest) and
-- end as aborted: no result, in nobody's standings.
UPDATE matches
SET status = 'aborted',
    finished_at = COALESCE(finished_at, created_at),
    result_shown_at = COALESCE(result_shown_at, created_at)
WHERE status = 'playing'
  AND id < (SELECT MAX(later.id) FROM matches AS later
            WHERE later.status = 'playing' AND later.platform = matches.platform
              AND later.server = matches.server AND later.channel = matches.channel);
CREATE UNIQUE INDEX matches_one_playing ON matches (platform, server, channel)
    WHERE status = 'playing';
