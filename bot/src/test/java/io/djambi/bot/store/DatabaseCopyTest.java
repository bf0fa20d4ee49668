package io.djambi.bot.store;

import static io.djambi.bot.store.CopyFixture.CLOCK;
import static io.djambi.bot.store.CopyFixture.NOON;
import static io.djambi.bot.store.CopyFixture.described;
import static io.djambi.bot.store.CopyFixture.dump;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.press.Draft;
import io.djambi.bot.press.Whisper;
import io.djambi.bot.stats.StatsBook;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import io.djambi.render.BoardRenderer;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Moving the bot's data from SQLite to PostgreSQL and back: all of it or nothing, checked game by game. */
@ParameterizedClass(name = "{0}")
@EnumSource(DatabaseCopyTest.Direction.class)
class DatabaseCopyTest {
    private static final Catalogue TEXT = Catalogue.english();

    enum Direction {
        SQLITE_TO_POSTGRESQL(StoreDatabase.SQLITE, StoreDatabase.POSTGRESQL),
        POSTGRESQL_TO_SQLITE(StoreDatabase.POSTGRESQL, StoreDatabase.SQLITE);

        final StoreDatabase from;
        final StoreDatabase to;

        Direction(StoreDatabase from, StoreDatabase to) {
            this.from = from;
            this.to = to;
        }
    }

    @TempDir
    Path dir;

    private final Direction direction;

    DatabaseCopyTest(Direction direction) {
        this.direction = direction;
    }

    private Path source() {
        return dir.resolve("from");
    }

    private Path target() {
        return dir.resolve("to");
    }

    private Result<DatabaseCopy.Summary> copy() throws Exception {
        return new DatabaseCopy(CLOCK, TEXT).copy(direction.from.target(source()), direction.to.target(target()));
    }

    private static String reason(Result<DatabaseCopy.Summary> copied) {
        return assertInstanceOf(Result.Rejected.class, copied).reason();
    }

    private CopyFixture.Filled filledSource() throws SQLException {
        try (Database db = direction.from.open(source())) {
            return CopyFixture.fill(db);
        }
    }

    @Test
    void everyRowIsCopiedWithItsIdAndEveryGameReadsTheSameOnTheTarget() throws Exception {
        // GIVEN a source with games under way, paused and over, a lobby, whispers, clocks, results and preferences
        CopyFixture.Filled filled = filledSource();
        Map<String, List<String>> rows;
        List<String> games;
        try (Database db = direction.from.open(source())) {
            rows = dump(db);
            SqlTableStore store = new SqlTableStore(db, CLOCK);
            games = filled.tables().keySet().stream()
                    .map(c -> described(store, c))
                    .toList();
        }
        // WHEN it is copied
        DatabaseCopy.Summary summary = copy().orThrow();
        // THEN every table, every row, every value is there, and the bot reads every game as it read it on the source
        assertEquals(TableCopy.TABLES, List.copyOf(summary.rows().keySet()));
        assertEquals(
                List.of(),
                summary.rows().entrySet().stream()
                        .filter(e -> e.getValue() == 0)
                        .map(Map.Entry::getKey)
                        .toList(),
                "the fixture leaves no table empty");
        assertEquals(List.of(3, 1, 0), List.of(summary.games(), summary.lobbies(), summary.setAside()));
        try (Database db = direction.to.open(target())) {
            assertEquals(rows, dump(db));
            SqlTableStore store = new SqlTableStore(db, CLOCK);
            assertEquals(
                    games,
                    filled.tables().keySet().stream()
                            .map(c -> described(store, c))
                            .toList());
            assertEquals(
                    3,
                    new SqlResultStore(db).results("g").getFirst().placings().size(),
                    "the finished game's result and placings are read back, with its \"left\" line");
        }
    }

    @Test
    void aTargetThatHoldsDataIsRefusedAndLeftAsItWas() throws Exception {
        // GIVEN a source, and a target where a lobby was opened already
        filledSource();
        Map<String, List<String>> before;
        try (Database db = direction.to.open(target())) {
            new TestGames(
                            new SqlTableStore(db, CLOCK),
                            new BoardRenderer(),
                            p -> Optional.empty(),
                            StatsBook.inMemory())
                    .handle(CommandRequest.djambi("zed", "zed", "g2", "elsewhere", "new", Map.of()));
            before = dump(db);
        }
        // WHEN it is copied, THEN nothing is, and the target's table says why
        Result<DatabaseCopy.Summary> copied = copy();
        assertEquals(TEXT.get("copy-db.target-not-empty", "game_table"), reason(copied));
        try (Database db = direction.to.open(target())) {
            assertEquals(before, dump(db));
        }
    }

    @Test
    void afterACopyTheTargetHandsOutIdsTheSourceNeverHandedOut() throws Exception {
        // GIVEN a copied source, whose last DM draft was dropped after it was made
        CopyFixture.Filled filled = filledSource();
        copy().orThrow();
        try (Database db = direction.to.open(target())) {
            // WHEN the bot on the target opens a table, stores a whisper and a draft
            SqlTableStore store = new SqlTableStore(db, CLOCK);
            new TestGames(store, new BoardRenderer(), p -> Optional.empty(), StatsBook.inMemory())
                    .handle(CommandRequest.djambi("zed", "zed", "g", "new-channel", "new", Map.of()));
            SqlWhisperStore whispers = new SqlWhisperStore(db);
            long underWay = filled.tables().get("under-way");
            Whisper whisper = whispers.add(
                    Whisper.pending(underWay, "ann", List.of("bob"), "hi", Whisper.Via.COMMAND, NOON), NOON);
            Draft draft = whispers.addDraft(new Draft(0, "ann", underWay, List.of("bob"), "hi", NOON));
            // THEN each gets the id after the source's last, never one the source gave already
            long lastTable = filled.tables().values().stream()
                    .mapToLong(Long::longValue)
                    .max()
                    .orElseThrow();
            assertEquals(lastTable + 1, store.find("new-channel").orElseThrow().id());
            assertEquals(filled.lastWhisper() + 1, whisper.id());
            assertEquals(filled.lastDraft() + 1, draft.id());
        }
    }

    @Test
    void aCopyThatFailsItsCheckIsRolledBackAndNamesTheGame() throws Exception {
        // GIVEN a target that garbles the third event of every game it is given
        CopyFixture.Filled filled = filledSource();
        Result<DatabaseCopy.Summary> copied;
        try (Database from = direction.from.open(source());
                Database to = direction.to.open(target())) {
            to.read("adding a trigger that garbles the third event", () -> {
                try (Statement s = to.connection().createStatement()) {
                    for (String sql : garbling(to.dialect())) {
                        s.execute(sql);
                    }
                }
                return null;
            });
            // WHEN the source is copied into it
            copied = new DatabaseCopy(CLOCK, TEXT).between(from, to);
            // THEN the first game is found not to replay the same, and the target holds nothing
            assertEquals(TEXT.get("copy-db.game-differs", filled.tables().get("under-way")), reason(copied));
            assertTrue(dump(to).values().stream().allMatch(List::isEmpty), "rolled back: " + dump(to));
        }
    }

    private static List<String> garbling(Dialect dialect) {
        return switch (dialect) {
            case SQLITE ->
                List.of("CREATE TRIGGER garble AFTER INSERT ON game_event WHEN NEW.seq = 2 BEGIN"
                        + " UPDATE game_event SET event = 'draw' WHERE table_id = NEW.table_id AND seq = NEW.seq; END");
            case POSTGRESQL ->
                List.of(
                        "CREATE FUNCTION garble() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
                                + " IF NEW.seq = 2 THEN NEW.event := 'draw'; END IF; RETURN NEW; END $$",
                        "CREATE TRIGGER garble BEFORE INSERT ON game_event FOR EACH ROW EXECUTE FUNCTION garble()");
        };
    }

    @Test
    void aGameWhoseLogDoesNotReplayInTheSourceIsCopiedAsItStands() throws Exception {
        // GIVEN a source where a live game's log was damaged, which the bot would set aside when it next read it
        CopyFixture.Filled filled = filledSource();
        long damaged = filled.tables().get("under-way");
        Map<String, List<String>> rows;
        try (Database db = direction.from.open(source())) {
            db.read("damaging a log", () -> {
                try (PreparedStatement u = db.connection()
                        .prepareStatement("UPDATE game_event SET event = 'A1-I9' WHERE table_id = ? AND seq = 2")) {
                    u.setLong(1, damaged);
                    return u.executeUpdate();
                }
            });
            rows = dump(db);
        }
        // WHEN it is copied, THEN the game is counted apart and copied untouched, still live as in the source
        DatabaseCopy.Summary summary = copy().orThrow();
        assertEquals(List.of(2, 1, 1), List.of(summary.games(), summary.lobbies(), summary.setAside()));
        try (Database db = direction.to.open(target())) {
            assertEquals(rows, dump(db));
        }
        try (Database db = direction.from.open(source())) {
            assertEquals(rows, dump(db), "the copy never writes the source");
        }
    }
}
