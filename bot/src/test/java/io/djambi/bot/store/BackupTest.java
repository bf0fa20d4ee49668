package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.render.BoardRenderer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An online backup taken mid-game beside a running bot replays every game, as it stood at the backup. */
class BackupTest {
    @TempDir
    Path dir;

    private final Random random = new Random(7);

    private static void seatFour(TestGames service, String channel) {
        for (String[] step : List.of(
                new String[] {"ann", "new"},
                new String[] {"bob", "join"},
                new String[] {"cy", "join"},
                new String[] {"di", "join"},
                new String[] {"ann", "start"})) {
            service.handle(CommandRequest.djambi(step[0], step[0], "g", channel, step[1], Map.of()));
        }
    }

    /** All a table is, the game as its record in notation (a replayed game is a new object). */
    private static String described(Table t) {
        return t.id() + " " + t.channelId() + " " + t.hostId() + " " + t.settings() + " " + t.seats() + " "
                + t.drawOffers() + " " + t.aborted() + " " + t.isLive() + " " + t.version() + " "
                + t.started()
                        .map(g -> RecordNotation.write(g.record()) + " | " + PositionNotation.write(g.position()))
                        .orElse("lobby");
    }

    private static List<String> described(SqlTableStore store) {
        return store.liveIds().stream()
                .map(id -> store.byId(id).orElseThrow())
                .map(BackupTest::described)
                .toList();
    }

    @Test
    @SuppressWarnings("try") // the lock is held for the block's length, never read
    void aBackupTakenMidGameBesideTheRunningBotReplaysEveryGameAsItStoodThen() throws Exception {
        Path live = dir.resolve("djambi.db");
        Path copy = dir.resolve("backups/djambi-copy.db");
        Files.createDirectories(copy.getParent());
        try (DatabaseLock running = DatabaseLock.acquire(live);
                Database db = Database.open(live)) {
            // GIVEN a running bot (it holds the lock and the open database) with two games under way and a lobby
            SqlTableStore store = new SqlTableStore(db, Clock.systemUTC());
            TestGames service =
                    new TestGames(store, new BoardRenderer(), noPress -> Optional.empty(), StatsBook.inMemory());
            seatFour(service, "c1");
            seatFour(service, "c2");
            service.handle(CommandRequest.djambi("eve", "eve", "g", "c3", "new", Map.of()));
            RandomMoves.play(service, store, "c1", 30, random);
            RandomMoves.play(service, store, "c2", 12, random);
            List<String> atTheBackup = described(store);
            // WHEN a backup is taken, and the games go on after it
            Backup.Summary summary = Backup.copy(live, copy, Clock.systemUTC(), Catalogue.english());
            RandomMoves.play(service, store, "c1", 5, random);
            // THEN the copy is one file, and opening it replays and checks every game, each as it stood
            assertEquals(new Backup.Summary(3, 2), summary);
            assertFalse(Files.exists(Path.of(copy + "-wal")), "the backup should be a single file");
            try (Database restored = Database.open(copy)) {
                SqlTableStore replayed = new SqlTableStore(restored, Clock.systemUTC());
                assertEquals(atTheBackup, described(replayed));
                assertTrue(
                        replayed.find("c1").orElseThrow().version()
                                < store.find("c1").orElseThrow().version(),
                        "the moves after the backup are not in it");
            }
        }
    }

    @Test
    void aBackupNeverOverwritesAFile() throws Exception {
        Path live = dir.resolve("djambi.db");
        Database.open(live).close();
        Path copy = dir.resolve("precious.db");
        Files.writeString(copy, "keep me");
        assertThrows(
                FileAlreadyExistsException.class,
                () -> Backup.copy(live, copy, Clock.systemUTC(), Catalogue.english()));
        assertEquals("keep me", Files.readString(copy));
    }
}
