-- The takeback asked at a table (/takeback), kept with it as its draw offers are, so that a restart keeps a request
-- and its acceptances: who asked (a colour's letter; NULL when no takeback was asked since the game's last event),
-- the version the game goes back to, the version it was asked at, who accepted ("rb": letters in colour order, the
-- asker's among them), and whether it was declined (1: then kept only so that the same move is not asked for again).
-- (V21 and V22, the AI's stand-in moves and the whisper claims, were written alongside.)
ALTER TABLE game_table ADD COLUMN takeback_asker TEXT;
ALTER TABLE game_table ADD COLUMN takeback_back INTEGER;
ALTER TABLE game_table ADD COLUMN takeback_at INTEGER;
ALTER TABLE game_table ADD COLUMN takeback_accepted TEXT NOT NULL DEFAULT '';
ALTER TABLE game_table ADD COLUMN takeback_declined INTEGER NOT NULL DEFAULT 0;
