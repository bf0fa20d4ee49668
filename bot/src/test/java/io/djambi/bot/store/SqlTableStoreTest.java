package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.TurnClock;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.outbox.Doorbell;
import io.djambi.bot.press.TestClock;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class SqlTableStoreTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T10:00:00Z"), ZoneOffset.UTC);
    private static final BoardRenderer RENDERER = new BoardRenderer();

    @TempDir
    Path dir;

    private final StoreDatabase database;

    SqlTableStoreTest(StoreDatabase database) {
        this.database = database;
    }

    /** One run of the bot's process: a database, a store, a service. */
    private record Run(Database database, SqlTableStore store, TestGames service) implements AutoCloseable {
        List<Reply> as(String user, String channel, String sub, Map<String, String> options) {
            return service.handle(
                    sub.equals("move")
                            ? CommandRequest.move(user, user, "g", channel, options)
                            : CommandRequest.djambi(user, user, "g", channel, sub, options));
        }

        Position position(String channel) {
            return store.find(channel).orElseThrow().game().position();
        }

        @Override
        public void close() throws SQLException {
            database.close();
        }
    }

    private Run open() throws SQLException {
        Database db = database.open(dir);
        SqlTableStore store = new SqlTableStore(db, CLOCK);
        return new Run(
                db,
                store,
                new TestGames(store, RENDERER, noPress -> Optional.empty(), io.djambi.bot.stats.StatsBook.inMemory()));
    }

    private static void seatAndStart(Run run, String channel) {
        run.as("ann", channel, "new", Map.of("turn-time", "2d"));
        run.as("bob", channel, "join", Map.of());
        run.as("cy", channel, "join", Map.of());
        run.as("di", channel, "join", Map.of());
        run.as("ann", channel, "start", Map.of());
    }

    /**
     * Plays {@code count} random legal moves in the channel, each by the player to move, each one posted (or, when an
     * AI answers it, told to its player alone: the AIs' post shows it).
     */
    private static void playRandomMoves(Run run, String channel, int count, long seed) {
        for (List<Reply> replies : RandomMoves.play(run.service(), run.store(), channel, count, new Random(seed))) {
            if (run.store().find(channel).orElseThrow().aiToMove().isPresent()) {
                assertInstanceOf(Reply.Private.class, replies.get(0));
            } else {
                assertInstanceOf(Reply.Public.class, replies.get(0));
            }
        }
    }

    @Test
    void theSchemaIsMigratedOnceAndRecordsItsVersion() throws SQLException {
        try (Run run = open()) {
            assertEquals(Migrations.latest(), run.database().schemaVersion());
        }
        try (Run again = open()) { // a second start finds the schema done and changes nothing
            assertEquals(Migrations.latest(), again.database().schemaVersion());
        }
    }

    @Test
    void theHostsChoiceThatAisFinishTheGameSurvivesARestart() throws SQLException {
        try (Run run = open()) {
            run.as("ann", "c1", "new", Map.of("ai-finish", "true"));
            run.as("bob", "c2", "new", Map.of());
        }
        try (Run again = open()) {
            assertTrue(again.store().find("c1").orElseThrow().settings().aiFinish());
            assertTrue(!again.store().find("c2").orElseThrow().settings().aiFinish(), "off unless chosen");
        }
    }

    @Test
    void afterARestartEveryMoveAndLobbyIsThereAndTheGameGoesOn() throws SQLException {
        Position before;
        Position after;
        try (Run first = open()) {
            seatAndStart(first, "game");
            playRandomMoves(first, "game", 20, 7);
            first.as("ann", "lobby", "new", Map.of("players", "3", "press", "none"));
            first.as("bob", "lobby", "join", Map.of("colour", "yellow"));
            first.as("bob", "game", "draw", Map.of());
            before = first.position("game");
        }
        try (Run second = open()) {
            Table game = second.store().find("game").orElseThrow();
            assertEquals(before, game.game().position());
            assertEquals(20, game.version());
            assertEquals(java.time.Duration.ofDays(2), game.settings().turnTime());
            assertEquals(4, game.seats().size());
            Table lobby = second.store().find("lobby").orElseThrow();
            assertEquals(2, lobby.seats().size());
            assertEquals(io.djambi.bot.game.Press.NONE, lobby.settings().press());
            assertTrue(lobby.started().isEmpty());
            assertEquals(
                    List.of(lobby, game).stream().map(Table::id).sorted().toList(),
                    second.store().liveTablesOf("bob").stream().map(Table::id).toList());
            playRandomMoves(second, "game", 10, 8);
            after = second.position("game");
            assertTrue(second.store().find("game").orElseThrow().version() > 20, "the game went on");
        }
        try (Run third = open()) {
            assertEquals(after, third.position("game"));
        }
    }

    @Test
    void aGameSavedWithItsLastEventsTakenBackReadsBackWithoutThemAndGoesOn() throws SQLException {
        Position taken;
        try (Run run = open()) {
            seatAndStart(run, "game");
            playRandomMoves(run, "game", 6, 5);
            Table played = run.store().find("game").orElseThrow();
            taken = played.game().positions().get(4);
            run.store().save(played.withGame(played.game().upTo(4), java.util.Set.of()));
        }
        try (Run again = open()) {
            Table back = again.store().find("game").orElseThrow();
            assertEquals(4, back.version());
            assertEquals(taken, back.game().position());
            playRandomMoves(again, "game", 3, 6);
            assertEquals(7, again.store().find("game").orElseThrow().version(), "the log grows again from there");
        }
        try (Run third = open()) {
            assertEquals(7, third.store().find("game").orElseThrow().version());
        }
    }

    @Test
    void aFinishedGameIsKeptAndANewLobbyCanOpenInItsChannel() throws SQLException {
        try (Run run = open()) {
            seatAndStart(run, "c");
            playRandomMoves(run, "c", 3000, 11);
            assertTrue(run.position("c").isOver());
            List<Reply> opened = run.as("ann", "c", "new", Map.of());
            assertInstanceOf(Reply.Public.class, opened.get(0));
        }
        try (Run again = open()) {
            Table latest = again.store().find("c").orElseThrow();
            assertTrue(latest.started().isEmpty(), "the channel's latest table is the new lobby");
        }
    }

    @Test
    void onLoadTheLogWinsOverADisagreeingStoredPosition() throws SQLException {
        Position truth;
        try (Run run = open()) {
            seatAndStart(run, "c");
            playRandomMoves(run, "c", 12, 3);
            truth = run.position("c");
            run.database().read("changing a row behind the store", () -> {
                try (PreparedStatement tamper = run.database()
                        .connection()
                        .prepareStatement("UPDATE game_table SET position = 'start' WHERE channel_id = 'c'")) {
                    return tamper.executeUpdate();
                }
            });
        }
        try (Run again = open()) {
            assertEquals(truth, again.position("c"));
        }
    }

    @Test
    void aGameWhoseLogCannotBeReplayedIsSetAsideAndFreesItsChannel() throws SQLException {
        try (Run run = open()) {
            seatAndStart(run, "c");
            playRandomMoves(run, "c", 5, 3);
            run.database().read("changing a row behind the store", () -> {
                try (PreparedStatement corrupt = run.database()
                        .connection()
                        .prepareStatement("UPDATE game_event SET event = 'A1-I9' WHERE seq = 2")) {
                    return corrupt.executeUpdate();
                }
            });
        }
        try (Run again = open()) {
            assertTrue(again.store().find("c").isEmpty()
                    || !again.store().find("c").get().isLive());
            assertInstanceOf(
                    Reply.Public.class, again.as("bob", "c", "new", Map.of()).get(0));
        }
    }

    @Test
    void aWholeGameIsPlayedToItsEndAndReadsBackTheSameAfterARestart() throws SQLException {
        String record;
        try (Run run = open()) {
            seatAndStart(run, "c");
            playRandomMoves(run, "c", 3_000, 11);
            Table finished = run.store().find("c").orElseThrow();
            assertTrue(finished.game().position().isOver(), "random moves end a game well within 3,000 moves");
            assertTrue(!finished.isLive(), "a game that is over is no longer live");
            record = RecordNotation.write(finished.game().record());
        }
        try (Run again = open()) {
            assertEquals(
                    record,
                    RecordNotation.write(
                            again.store().find("c").orElseThrow().game().record()));
            assertEquals(0, again.store().liveCount());
        }
    }

    @Test
    void gamesAreReadWhenFirstTouchedAndLetGoWhenIdle() throws SQLException {
        TestClock clock = new TestClock(Instant.parse("2026-11-22T10:00:00Z"));
        try (Run run = open()) {
            seatAndStart(run, "c1");
            seatAndStart(run, "c2");
            playRandomMoves(run, "c1", 6, 5);
        }
        try (Database db = database.open(dir)) {
            // GIVEN a restarted bot: nothing is read at start
            SqlTableStore store = new SqlTableStore(db, clock);
            assertEquals(0, store.heldTables());
            assertEquals(2, store.liveCount());
            // WHEN one game is touched, and later the other
            assertEquals(6, store.find("c1").orElseThrow().version());
            clock.advance(Duration.ofMinutes(20));
            store.find("c2").orElseThrow();
            assertEquals(2, store.heldTables());
            // THEN the one idle for 30 minutes is let go, and read again, unchanged, when next touched
            clock.advance(Duration.ofMinutes(15));
            assertEquals(1, store.dropIdle(Duration.ofMinutes(30)));
            assertEquals(1, store.heldTables());
            assertEquals(6, store.find("c1").orElseThrow().version());
        }
    }

    @Test
    void theTimerIsToldOnlyOfTheClocksThatAreDue() throws SQLException {
        Instant start = Instant.parse("2026-11-22T10:00:00Z");
        try (Run run = open()) {
            seatAndStart(run, "timed"); // two days a move
            run.as("eve", "untimed", "new", Map.of("turn-time", "none"));
            for (String player : List.of("fay", "gus", "hal")) {
                run.as(player, "untimed", "join", Map.of());
            }
            run.as("eve", "untimed", "start", Map.of());
            SqlTurnClockStore clocks = new SqlTurnClockStore(run.database());
            Table timed = run.store().find("timed").orElseThrow();
            // A new turn has no clock yet: the timer is asked to start one
            assertEquals(List.of("timed"), run.store().clockChannels(start));
            clocks.save(TurnClock.startingAt(timed.id(), timed.version(), start));
            assertEquals(List.of(), run.store().clockChannels(start.plus(Duration.ofHours(23))));
            // Half the turn: the first reminder is due; once sent, nothing until nine tenths
            assertEquals(List.of("timed"), run.store().clockChannels(start.plus(Duration.ofDays(1))));
            clocks.save(clocks.find(timed.id()).orElseThrow().withReminders(1));
            assertEquals(List.of(), run.store().clockChannels(start.plus(Duration.ofHours(43))));
            assertEquals(List.of("timed"), run.store().clockChannels(start.plus(Duration.ofHours(44))));
            clocks.save(clocks.find(timed.id()).orElseThrow().withReminders(2));
            // The deadline, pushed back by a grace
            assertEquals(List.of("timed"), run.store().clockChannels(start.plus(Duration.ofDays(2))));
            clocks.save(clocks.find(timed.id())
                    .orElseThrow()
                    .withGrace(start.plus(Duration.ofDays(2)).plus(Duration.ofHours(1))));
            assertEquals(List.of(), run.store().clockChannels(start.plus(Duration.ofDays(2))));
            // A paused game is nobody's business until it resumes
            clocks.pause(timed.id(), start);
            assertEquals(List.of(), run.store().clockChannels(start.plus(Duration.ofDays(9))));
            // A move makes a new turn, whose clock the timer starts
            clocks.resume(timed.id(), Optional.empty());
            playRandomMoves(run, "timed", 1, 3);
            assertEquals(List.of("timed"), run.store().clockChannels(start));
        }
    }

    @Test
    void theAiPlayersAreToldOnlyOfTheGamesWhereAnAiIsToMove() throws SQLException {
        try (Run run = open()) {
            run.as("ann", "c", "new", Map.of());
            for (int i = 0; i < 3; i++) {
                run.as("ann", "c", "add-ai", Map.of());
            }
            run.as("ann", "c", "start", Map.of());
            seatAndStart(run, "people");
            Table game = run.store().find("c").orElseThrow();
            boolean aiFirst = game.aiToMove().isPresent();
            assertEquals(
                    aiFirst ? List.of("c") : List.of(), channels(run.store().aiTurns()));
            if (!aiFirst) {
                playRandomMoves(run, "c", 1, 1);
            }
            assertEquals(List.of("c"), channels(run.store().aiTurns()));
        }
    }

    @Test
    void aDrawOfferKeepsItsOffererAcrossARestartEvenOnceHisSeatChangedHands() throws SQLException {
        try (Run run = open()) {
            // GIVEN Cy's draw offer, agreed by Bob, then Cy's seat handed to Eve
            seatAndStart(run, "c");
            Table t = run.store().find("c").orElseThrow();
            Table offered = t.withGame(t.game(), Set.of(Colour.YELLOW));
            Table agreed = offered.withGame(offered.game(), Set.of(Colour.YELLOW, Colour.BLUE))
                    .withGame(offered.game(), Set.of(Colour.BLUE))
                    .withSeat(new Seat("eve", "eve", Colour.YELLOW));
            run.store().save(agreed);
        }
        // WHEN the bot restarts
        try (Run again = open()) {
            // THEN the offer is still Cy's, who no longer holds his seat
            Table read = again.store().find("c").orElseThrow();
            assertEquals(Set.of(Colour.BLUE), read.drawOffers());
            assertEquals(new Seat("cy", "cy", Colour.YELLOW), read.drawOfferer());
            assertEquals(Optional.empty(), read.drawOffererSeated());
            // AND the draw offers' column holds only the letters, as a process of the release before reads it
            assertEquals("b", drawOffersColumn(again.database(), "c"));
        }
    }

    @Test
    void aDrawOfferStoredWithItsOffererAfterABarReadsAsItsLettersItsOffererNotKnown() throws SQLException {
        try (Run run = open()) {
            // GIVEN a row as a development build wrote it: the offerer after a bar, none in his own columns
            seatAndStart(run, "c");
            Table t = run.store().find("c").orElseThrow();
            run.store().save(t.withGame(t.game(), Set.of(Colour.YELLOW)));
            run.database().inTransaction("writing a draw offer as before", () -> {
                try (PreparedStatement before = run.database()
                        .connection()
                        .prepareStatement(
                                "UPDATE game_table SET draw_offers = 'by|y|cy|cy', draw_offerer_colour = NULL,"
                                        + " draw_offerer_id = NULL, draw_offerer_name = NULL WHERE channel_id = 'c'")) {
                    return before.executeUpdate();
                }
            });
        }
        try (Run again = open()) {
            // WHEN it is read THEN those who agree are the letters before the bar, the offerer is not known
            Table read = again.store().find("c").orElseThrow();
            assertEquals(Set.of(Colour.BLUE, Colour.YELLOW), read.drawOffers());
            assertEquals(null, read.drawOfferer());
            // AND saved again, the column holds only the letters
            again.store().save(read);
            assertEquals("by", drawOffersColumn(again.database(), "c"));
        }
    }

    /** The draw offers' column of the table in {@code channel}, as stored. */
    private static String drawOffersColumn(Database db, String channel) {
        return db.read("reading the draw offers' column", () -> {
            try (PreparedStatement q =
                    db.connection().prepareStatement("SELECT draw_offers FROM game_table WHERE channel_id = ?")) {
                q.setString(1, channel);
                try (java.sql.ResultSet rs = q.executeQuery()) {
                    rs.next();
                    return rs.getString(1);
                }
            }
        });
    }

    @Test
    void aSaveOverAChangeFromAnotherProcessIsRefusedAndTheOtherChangeIsKept() throws SQLException {
        try (Run first = open();
                Database second = database.open(dir)) {
            // GIVEN two processes on one database, each holding the game in memory
            seatAndStart(first, "c");
            SqlTableStore other = new SqlTableStore(second, CLOCK, new Shards(2, 1, 1));
            Table seenByOther = other.find("c").orElseThrow();
            // WHEN the first plays a move, and the other then saves a change made over what it had read
            playRandomMoves(first, "c", 1, 9);
            Table movedOn = first.store().find("c").orElseThrow();
            Position before = seenByOther.game().position();
            Move stale = Rules.legalMoves(before).get(0);
            Table overStale = seenByOther.withGame(
                    seenByOther.game().play(new GameEvent.Played(stale)).orThrow(), seenByOther.drawOffers());
            StoreException refused = assertThrows(StoreException.class, () -> other.save(overStale));
            // THEN the other's save is refused, the first one's move stands, and the other now reads it
            assertInstanceOf(TableWrites.ChangedElsewhere.class, refused.getCause());
            assertEquals(
                    movedOn.game().record(),
                    other.find("c").orElseThrow().game().record());
            try (Run again = open()) {
                assertEquals(
                        movedOn.game().record(),
                        again.store().find("c").orElseThrow().game().record());
            }
        }
    }

    @Test
    void aSaveWhoseTransactionFailsAfterItIsNotKeptInMemory() throws SQLException {
        try (Run run = open()) {
            // GIVEN a started game
            seatAndStart(run, "c");
            Table before = run.store().find("c").orElseThrow();
            Move move = Rules.legalMoves(before.game().position()).get(0);
            Table next = before.withGame(
                    before.game().play(new GameEvent.Played(move)).orThrow(), before.drawOffers());
            // WHEN its save joins a transaction that then fails (a change with its posts, the database lost at the
            // commit)
            SqlOutbox outbox = new SqlOutbox(run.database(), Shards.ALL, CLOCK, new Doorbell());
            assertThrows(
                    IllegalStateException.class,
                    () -> outbox.withChange(before.channelId(), () -> {
                        run.store().save(next);
                        throw new IllegalStateException("the post could not be written");
                    }));
            // THEN the store gives the game as the database has it, without the move
            assertEquals(
                    before.game().record(),
                    run.store().find("c").orElseThrow().game().record());
            // AND the move can be played again
            run.store().save(next);
            assertEquals(
                    next.game().record(),
                    run.store().find("c").orElseThrow().game().record());
        }
    }

    @Test
    void eachProcessRunsTheClocksAndAiTurnsOfItsOwnShardsServersOnly() throws SQLException {
        String onShardZero = "0";
        String onShardOne = Long.toString(1L << 22);
        try (Run run = open()) {
            for (String guild : List.of(onShardZero, onShardOne)) {
                String channel = "in-" + guild;
                run.service().handle(CommandRequest.djambi("ann", "ann", guild, channel, "new", Map.of()));
                for (int i = 0; i < 3; i++) {
                    run.service().handle(CommandRequest.djambi("ann", "ann", guild, channel, "add-ai", Map.of()));
                }
                run.service().handle(CommandRequest.djambi("ann", "ann", guild, channel, "start", Map.of()));
            }
            Instant now = CLOCK.instant();
            SqlTableStore first = new SqlTableStore(run.database(), CLOCK, new Shards(2, 0, 0));
            SqlTableStore second = new SqlTableStore(run.database(), CLOCK, new Shards(2, 1, 1));
            List<String> clocks = run.store().clockChannels(now);
            List<String> ais = channels(run.store().aiTurns());
            assertEquals(2, clocks.size() + ais.size(), "each game waits on a person's clock or an AI");
            assertEquals(
                    Stream.concat(clocks.stream(), ais.stream())
                            .filter(c -> c.equals("in-0"))
                            .toList(),
                    Stream.concat(first.clockChannels(now).stream(), channels(first.aiTurns()).stream())
                            .toList());
            assertEquals(
                    Stream.concat(clocks.stream(), ais.stream())
                            .filter(c -> c.equals("in-" + onShardOne))
                            .toList(),
                    Stream.concat(second.clockChannels(now).stream(), channels(second.aiTurns()).stream())
                            .toList());
        }
    }

    private static List<String> channels(List<Table> tables) {
        return tables.stream().map(Table::channelId).toList();
    }
}
