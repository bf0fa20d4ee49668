-- Turn clocks. The clock of a table's current turn (which game version it belongs to, when it started,
-- the reminders sent, any grace given after the bot was down), and each user's reminder preferences.
-- Skips in a row are read from the game's log, not stored.
ALTER TABLE game_table ADD COLUMN timeout_policy TEXT NOT NULL DEFAULT 'skip';
CREATE TABLE turn_clock (
    table_id        INTEGER PRIMARY KEY REFERENCES game_table (id),
    version         INTEGER NOT NULL,
    turn_started_at TEXT    NOT NULL,
    reminders_sent  INTEGER NOT NULL,
    grace_until     TEXT
);
CREATE TABLE notify_preference (
    user_id TEXT    PRIMARY KEY,
    dm      INTEGER NOT NULL,
    mention INTEGER NOT NULL
);
