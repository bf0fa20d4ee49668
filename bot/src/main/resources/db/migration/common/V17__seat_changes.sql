-- Seats handed over during a game (/djambi replace, or an AI taking a seat over at the third time-out): seq counts
-- the table's changes from 0, ply is how many events the game had then; the record notes each at its move.
CREATE TABLE seat_change (
    table_id     BIGINT  NOT NULL REFERENCES game_table (id),
    seq          INTEGER NOT NULL,
    ply          INTEGER NOT NULL,
    colour       TEXT    NOT NULL,
    left_user_id TEXT    NOT NULL,
    left_name    TEXT    NOT NULL,
    came_user_id TEXT    NOT NULL,
    came_name    TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
);
-- The "left" lines of a finished game: a person who left a seat before the end, beside the seat's placing (which
-- keeps one row a colour); neither a win nor a loss, and not rated.
CREATE TABLE left_seat (
    table_id BIGINT  NOT NULL REFERENCES game_result (table_id),
    user_id  TEXT    NOT NULL,
    colour   TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    place    INTEGER NOT NULL,
    PRIMARY KEY (table_id, user_id, colour)
);
