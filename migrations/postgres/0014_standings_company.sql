-- Standings that tell matches among people from matches with computers, and what a personal
-- `stats` shows: the SQLite migration 0014 in PostgreSQL's words (its comments explain the
-- columns). JSON columns hold serde_json text, read here as jsonb; periods are UTC.

ALTER TABLE match_players ADD COLUMN tablas BIGINT NOT NULL DEFAULT 0;
ALTER TABLE match_players ADD COLUMN best_hand BIGINT NOT NULL DEFAULT 0;

UPDATE match_players SET
    tablas = COALESCE((SELECT SUM((h.result::jsonb -> 'tablas' ->> match_players.side::int)::bigint)
                       FROM hand_results AS h WHERE h.match_id = match_players.match_id), 0),
    best_hand = COALESCE((SELECT MAX((h.result::jsonb -> 'total' ->> match_players.side::int)::bigint)
                          FROM hand_results AS h WHERE h.match_id = match_players.match_id), 0);

CREATE TABLE standings_rebuilt (
    platform         TEXT   NOT NULL,
    server           TEXT   NOT NULL,
    channel          TEXT   NOT NULL,
    period           TEXT   NOT NULL,
    with_computers   BIGINT NOT NULL CHECK (with_computers IN (0, 1)),
    player_id        BIGINT NOT NULL REFERENCES players (id),
    matches          BIGINT NOT NULL DEFAULT 0,
    wins             BIGINT NOT NULL DEFAULT 0,
    draws            BIGINT NOT NULL DEFAULT 0,
    points           BIGINT NOT NULL DEFAULT 0,
    computer_matches BIGINT NOT NULL DEFAULT 0,
    tablas           BIGINT NOT NULL DEFAULT 0,
    best_hand        BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (platform, server, channel, period, with_computers, player_id)
);

WITH counted AS (
    SELECT m.platform, m.server, m.channel,
           to_timestamp(m.finished_at) AT TIME ZONE 'UTC' AS at,
           CASE WHEN jsonb_array_length(m.seats::jsonb) >
                     (SELECT COUNT(*) FROM match_players AS x WHERE x.match_id = m.id)
                THEN 1 ELSE 0 END AS computers,
           mp.player_id, mp.won, mp.drawn, mp.title_points, mp.tablas, mp.best_hand
    FROM match_players AS mp JOIN matches AS m ON m.id = mp.match_id
    WHERE m.status = 'finished'
), periods AS (
    SELECT c.*, 'all' AS period FROM counted AS c
    UNION ALL
    SELECT c.*, 'm' || to_char(c.at, 'YYYY-MM') FROM counted AS c
    UNION ALL
    -- A season runs from October to September and is named by the year it starts.
    SELECT c.*, 's' || to_char(EXTRACT(YEAR FROM c.at)::int
                               - CASE WHEN EXTRACT(MONTH FROM c.at) < 10 THEN 1 ELSE 0 END,
                               'FM0000')
    FROM counted AS c
), places AS (
    SELECT p.*, '' AS place FROM periods AS p
    UNION ALL
    SELECT p.*, p.channel FROM periods AS p WHERE p.channel <> ''
), scoped AS (
    SELECT q.*, 1 AS scope FROM places AS q
    UNION ALL
    SELECT q.*, 0 FROM places AS q WHERE q.computers = 0
)
INSERT INTO standings_rebuilt
    (platform, server, channel, period, with_computers, player_id,
     matches, wins, draws, points, computer_matches, tablas, best_hand)
SELECT platform, server, place, period, scope, player_id,
       COUNT(*), SUM(won), SUM(drawn), SUM(title_points),
       CASE WHEN scope = 1 THEN SUM(computers) ELSE 0 END, SUM(tablas), MAX(best_hand)
FROM scoped
GROUP BY platform, server, place, period, scope, player_id;

DROP TABLE standings;
ALTER TABLE standings_rebuilt RENAME TO standings;

-- The points board, read in order.
CREATE INDEX standings_points
    ON standings (platform, server, channel, period, with_computers,
                  points DESC, wins DESC, matches, draws, computer_matches);
