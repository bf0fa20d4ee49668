package io.djambi.bot.store;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The schema, as numbered steps: step n brings a database from version n-1 (SQLite's {@code user_version}) to n.
 * Steps are only ever added, never edited, so every database in the field can be brought up to date.
 */
final class Migrations {
    static final List<String> STEPS = List.of(
            // 1: tables (a lobby, then its game), their seats, and the game's log of events in notation
            """
            CREATE TABLE game_table (
                id                INTEGER PRIMARY KEY AUTOINCREMENT,
                guild_id          TEXT    NOT NULL,
                channel_id        TEXT    NOT NULL,
                host_id           TEXT    NOT NULL,
                players           INTEGER NOT NULL CHECK (players IN (3, 4)),
                press             TEXT    NOT NULL,
                turn_time_seconds INTEGER NOT NULL,
                reveal_press      INTEGER NOT NULL,
                start_position    TEXT,
                position          TEXT,
                draw_offers       TEXT    NOT NULL DEFAULT '',
                aborted           INTEGER NOT NULL DEFAULT 0,
                live              INTEGER NOT NULL DEFAULT 1,
                created_at        TEXT    NOT NULL,
                updated_at        TEXT    NOT NULL
            );
            CREATE INDEX game_table_by_channel ON game_table (channel_id, id);
            CREATE UNIQUE INDEX one_live_table_a_channel ON game_table (channel_id) WHERE live = 1;
            CREATE TABLE seat (
                table_id INTEGER NOT NULL REFERENCES game_table (id),
                colour   TEXT    NOT NULL,
                user_id  TEXT    NOT NULL,
                name     TEXT    NOT NULL,
                PRIMARY KEY (table_id, colour)
            );
            CREATE INDEX seat_by_user ON seat (user_id);
            CREATE TABLE game_event (
                table_id INTEGER NOT NULL REFERENCES game_table (id),
                seq      INTEGER NOT NULL,
                event    TEXT    NOT NULL,
                played_at TEXT   NOT NULL,
                PRIMARY KEY (table_id, seq)
            );
            """,
            // 2: private press. A whisper is stored before it is sent, with one delivery row per recipient that
            // says whether Discord took it; a plain DM waiting for its sender to confirm the recipient is a draft.
            """
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
            """,
            // 3: turn clocks. The clock of a table's current turn (which game version it belongs to, when it
            // started, the reminders sent, any grace given after the bot was down), and each user's reminder
            // preferences. Skips in a row are read from the game's log, not stored.
            """
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
            """,
            // 4: long games. A paused table, each player's one absence, the players' votes on a change to the
            // clocks, the players timed out, and each finished game's placings for /djambi stats and the leaderboard.
            """
            CREATE TABLE clock_pause (
                table_id  INTEGER PRIMARY KEY REFERENCES game_table (id),
                paused_at TEXT    NOT NULL
            );
            CREATE TABLE away (
                table_id INTEGER NOT NULL REFERENCES game_table (id),
                colour   TEXT    NOT NULL,
                from_at  TEXT    NOT NULL,
                until_at TEXT    NOT NULL,
                PRIMARY KEY (table_id, colour)
            );
            CREATE TABLE clock_vote (
                table_id INTEGER NOT NULL REFERENCES game_table (id),
                user_id  TEXT    NOT NULL,
                motion   TEXT    NOT NULL,
                PRIMARY KEY (table_id, user_id)
            );
            CREATE TABLE timed_out (
                table_id INTEGER NOT NULL REFERENCES game_table (id),
                colour   TEXT    NOT NULL,
                PRIMARY KEY (table_id, colour)
            );
            CREATE TABLE game_result (
                table_id    INTEGER PRIMARY KEY REFERENCES game_table (id),
                guild_id    TEXT    NOT NULL,
                finished_at TEXT    NOT NULL
            );
            CREATE INDEX game_result_by_guild ON game_result (guild_id, finished_at);
            CREATE TABLE placing (
                table_id INTEGER NOT NULL REFERENCES game_result (table_id),
                colour   TEXT    NOT NULL,
                user_id  TEXT    NOT NULL,
                name     TEXT    NOT NULL,
                place    INTEGER NOT NULL,
                exit     TEXT    NOT NULL,
                PRIMARY KEY (table_id, colour)
            );
            """);

    private static final Pattern CREATE_TABLE = Pattern.compile("CREATE TABLE (\\w+)");

    private Migrations() {}

    /** The newest schema version this bot knows. */
    static int latest() {
        return STEPS.size();
    }

    /** The tables a database of ours has at {@code version}: how a file is told from another program's. */
    static Set<String> tablesAt(int version) {
        Set<String> tables = new LinkedHashSet<>();
        for (String step : STEPS.subList(0, Math.min(version, STEPS.size()))) {
            Matcher m = CREATE_TABLE.matcher(step);
            while (m.find()) {
                tables.add(m.group(1));
            }
        }
        return tables;
    }
}
