-- Languages. A game's language (what its channel reads: posts, the lobby, the board's words), and the language each
-- user last wrote in (what his DMs are written in when no interaction says it).
ALTER TABLE game_table ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

CREATE TABLE user_language (
    user_id TEXT PRIMARY KEY,
    language TEXT NOT NULL
);
