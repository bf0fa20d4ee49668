-- The engine's review of each finished game with a person in it: wanted when the game ends (review empty), then
-- written once, as JSON (the standings per position, the marks, the turning points with their moves in notation).
-- announced: 1 when the game's last post said the review is coming (so it is posted there), 0 for one only asked for
-- by /review (only stored).
CREATE TABLE game_review (
    table_id  BIGINT  NOT NULL PRIMARY KEY REFERENCES game_table (id),
    review    TEXT,
    announced INTEGER NOT NULL DEFAULT 0
);
