-- Several processes on one database. Each save of a table raises its revision, and a save is made only over the
-- revision it was read at: a change from another process in between is refused, not overwritten.
ALTER TABLE game_table ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
