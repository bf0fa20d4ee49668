-- Tables (a lobby, then its game), their seats, and the game's log of events in notation
CREATE TABLE game_table (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          TEXT    NOT NULL,
    channel_id        TEXT    NOT NULL,
    host_id           TEXT    NOT NULL,
    players           INTEGER NOT NULL CHECK (players IN (3, 4)),
    press             TEXT    NOT NULL,
    turn_time_seconds INTEGER NOT NULL,
    reveal_press      INTEGER NOT NULL,
    start_position    TEXT,
    position          TEXT,
    draw_offers       TEXT    NOT NULL DEFAULT '',
    aborted           INTEGER NOT NULL DEFAULT 0,
    live              INTEGER NOT NULL DEFAULT 1,
    created_at        TEXT    NOT NULL,
    updated_at        TEXT    NOT NULL
);
CREATE INDEX game_table_by_channel ON game_table (channel_id, id);
CREATE UNIQUE INDEX one_live_table_a_channel ON game_table (channel_id) WHERE live = 1;
CREATE TABLE seat (
    table_id INTEGER NOT NULL REFERENCES game_table (id),
    colour   TEXT    NOT NULL,
    user_id  TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (table_id, colour)
);
CREATE INDEX seat_by_user ON seat (user_id);
CREATE TABLE game_event (
    table_id INTEGER NOT NULL REFERENCES game_table (id),
    seq      INTEGER NOT NULL,
    event    TEXT    NOT NULL,
    played_at TEXT   NOT NULL,
    PRIMARY KEY (table_id, seq)
);
