-- Private press. A whisper is stored before it is sent, with one delivery row per recipient that says
-- whether Discord took it; a plain DM waiting for its sender to confirm the recipient is a draft.
ALTER TABLE game_table ADD COLUMN eliminated_press INTEGER NOT NULL DEFAULT 1;
CREATE TABLE whisper (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id  INTEGER NOT NULL REFERENCES game_table (id),
    sender_id TEXT    NOT NULL,
    via       TEXT    NOT NULL,
    body      TEXT    NOT NULL,
    sent_at   TEXT    NOT NULL
);
CREATE INDEX whisper_by_table ON whisper (table_id, id);
CREATE TABLE whisper_delivery (
    whisper_id   INTEGER NOT NULL REFERENCES whisper (id),
    position     INTEGER NOT NULL,
    recipient_id TEXT    NOT NULL,
    state        TEXT    NOT NULL,
    PRIMARY KEY (whisper_id, recipient_id)
);
CREATE INDEX whisper_delivery_by_state ON whisper_delivery (state);
CREATE TABLE dm_draft (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT    NOT NULL,
    table_id   INTEGER NOT NULL REFERENCES game_table (id),
    recipients TEXT    NOT NULL,
    body       TEXT    NOT NULL,
    created_at TEXT    NOT NULL
);
