-- PostgreSQL's form of sqlite/V4__long_games.sql: PLACING is a reserved word there, so the table's name is quoted.
-- Long games. A paused table, each player's one absence, the players' votes on a change to the clocks,
-- the players timed out, and each finished game's placings for /djambi stats and the leaderboard.
CREATE TABLE clock_pause (
    table_id  INTEGER PRIMARY KEY REFERENCES game_table (id),
    paused_at TEXT    NOT NULL
);
CREATE TABLE away (
    table_id INTEGER NOT NULL REFERENCES game_table (id),
    colour   TEXT    NOT NULL,
    from_at  TEXT    NOT NULL,
    until_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, colour)
);
CREATE TABLE clock_vote (
    table_id INTEGER NOT NULL REFERENCES game_table (id),
    user_id  TEXT    NOT NULL,
    motion   TEXT    NOT NULL,
    PRIMARY KEY (table_id, user_id)
);
CREATE TABLE timed_out (
    table_id INTEGER NOT NULL REFERENCES game_table (id),
    colour   TEXT    NOT NULL,
    PRIMARY KEY (table_id, colour)
);
CREATE TABLE game_result (
    table_id    INTEGER PRIMARY KEY REFERENCES game_table (id),
    guild_id    TEXT    NOT NULL,
    finished_at TEXT    NOT NULL
);
CREATE INDEX game_result_by_guild ON game_result (guild_id, finished_at);
CREATE TABLE "placing" (
    table_id INTEGER NOT NULL REFERENCES game_result (table_id),
    colour   TEXT    NOT NULL,
    user_id  TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    place    INTEGER NOT NULL,
    exit     TEXT    NOT NULL,
    PRIMARY KEY (table_id, colour)
);
