-- Lost channels. A game's channel the bot can no longer post in (deleted, or its access or permissions there
-- removed), with the live table that waits for it: kept so that a restart still knows the game waits, that its host
-- was told, and whether the bot paused its clocks (then it resumes them when a command comes from the channel).
CREATE TABLE lost_channel (
    channel_id    TEXT    PRIMARY KEY,
    table_id      BIGINT  NOT NULL REFERENCES game_table (id),
    lost_at       TEXT    NOT NULL,
    clocks_paused INTEGER NOT NULL
);
