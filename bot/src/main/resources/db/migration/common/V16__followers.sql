-- Followers. Someone who follows a game he does not play in (/follow): told by DM when it ends and, if he
-- asked for it (every_move 1), of each move as it is played. One row per game and follower; unfollowing deletes it.
CREATE TABLE follower (
    table_id   BIGINT  NOT NULL REFERENCES game_table (id),
    user_id    TEXT    NOT NULL,
    every_move INTEGER NOT NULL,
    PRIMARY KEY (table_id, user_id)
);
