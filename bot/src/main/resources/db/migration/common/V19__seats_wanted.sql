-- Seats marked "substitute wanted" (their player skipped twice in a row, or asking for it), with the person proposed to
-- take the seat once someone has pressed Take the seat (empty until then). A seat's row goes when it changes hands.
CREATE TABLE seat_wanted (
    table_id       BIGINT NOT NULL REFERENCES game_table (id),
    colour         TEXT   NOT NULL,
    candidate_id   TEXT   NOT NULL,
    candidate_name TEXT   NOT NULL,
    PRIMARY KEY (table_id, colour)
);
