package io.djambi.bot.store;

import io.djambi.bot.clock.Away;
import io.djambi.bot.clock.NotifyPreference;
import io.djambi.bot.clock.TurnClock;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.press.Draft;
import io.djambi.bot.press.Whisper;
import io.djambi.bot.stats.Exit;
import io.djambi.bot.stats.GameResult;
import io.djambi.bot.stats.Placing;
import io.djambi.bot.stats.StatsBook;
import io.djambi.engine.model.Colour;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.render.BoardRenderer;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * A bot's database with something in every table, for the copy's tests: a game under way with its clock, an absence
 * and a vote; a paused game; a game played to its end with its result; a lobby; whispers and DM drafts; the players'
 * preferences. And the means to compare two databases row by row.
 */
final class CopyFixture {
    static final Instant NOON = Instant.parse("2026-11-22T12:00:00Z");
    static final Clock CLOCK = Clock.fixed(NOON, ZoneOffset.UTC);

    private CopyFixture() {}

    /** What {@link #fill} made: the channels' tables by channel, and the ids handed out. */
    record Filled(Map<String, Long> tables, long lastWhisper, long lastDraft) {}

    static Filled fill(Database db) {
        SqlTableStore store = new SqlTableStore(db, CLOCK);
        TestGames games = new TestGames(store, new BoardRenderer(), noPress -> Optional.empty(), StatsBook.inMemory());
        Random random = new Random(17);
        seatAndStart(games, "under-way");
        RandomMoves.play(games, store, "under-way", 20, random);
        seatAndStart(games, "paused");
        RandomMoves.play(games, store, "paused", 3, random);
        seatAndStart(games, "over");
        RandomMoves.play(games, store, "over", 3_000, random);
        games.handle(CommandRequest.djambi("eve", "eve", "g", "lobby", "new", Map.of()));
        Map<String, Long> ids = new LinkedHashMap<>();
        for (String channel : List.of("under-way", "paused", "over", "lobby")) {
            ids.put(channel, store.find(channel).orElseThrow().id());
        }
        if (store.find("over").orElseThrow().isLive()) {
            throw new IllegalStateException("random moves end a game well within 3,000 moves");
        }
        long underWay = ids.get("under-way");
        // A takeback asked and accepted by one, standing in the copy too
        Table asked = store.find("under-way").orElseThrow();
        store.save(asked.withTakeback(new io.djambi.bot.game.TakebackRequest(
                Colour.RED, asked.version() - 1, asked.version(), java.util.Set.of(Colour.RED, Colour.BLUE), false)));
        // A draw offered by Red and agreed by Blue, its offerer kept in his own columns, standing in the copy too
        Table offered = store.find("under-way").orElseThrow();
        Table drawOffered = offered.withGame(offered.game(), java.util.Set.of(Colour.RED));
        store.save(drawOffered.withGame(drawOffered.game(), java.util.Set.of(Colour.RED, Colour.BLUE)));
        SqlTurnClockStore clocks = new SqlTurnClockStore(db);
        clocks.save(TurnClock.startingAt(underWay, 20, NOON).withReminders(1).withGrace(NOON.plusSeconds(3600)));
        clocks.saveAway(new Away(underWay, Colour.RED, NOON, NOON.plus(Duration.ofDays(2))), Optional.empty());
        clocks.vote(underWay, "bob", "pause");
        clocks.savePreference("cy", new NotifyPreference(false, true));
        clocks.pause(ids.get("paused"), NOON);
        SqlResultStore results = new SqlResultStore(db);
        results.markTimedOut(ids.get("over"), Colour.BLUE);
        // Yellow handed from Cy to Di at the start: Cy has a "left" line
        results.markSeatChanged(
                ids.get("over"),
                new io.djambi.bot.game.SeatChange(
                        0,
                        new io.djambi.bot.game.Seat("cy", "cy", Colour.YELLOW),
                        new io.djambi.bot.game.Seat("di", "di", Colour.YELLOW)));
        // The AI played move 3 of the game under way for its late player: the copy still tells it as the AI's
        results.markStandIn(underWay, new io.djambi.bot.game.StandIn(2, io.djambi.engine.ai.Level.NORMAL));
        results.record(new GameResult(
                ids.get("over"),
                "g",
                NOON,
                List.of(
                        new Placing("ann", "ann", Colour.RED, 1, Exit.WON),
                        new Placing("bob", "bob", Colour.BLUE, 2, Exit.TIMED_OUT),
                        new Placing("cy", "cy", Colour.YELLOW, 2, Exit.LEFT))));
        SqlWhisperStore whispers = new SqlWhisperStore(db);
        Whisper sent = whispers.add(
                Whisper.pending(underWay, "ann", List.of("bob", "cy"), "D4, « à minuit »", Whisper.Via.COMMAND, NOON),
                NOON.plusSeconds(120)); // its hold on cy's delivery is copied too
        whispers.mark(sent.id(), "bob", Whisper.DeliveryState.DELIVERED);
        long lastWhisper = whispers.add(
                        Whisper.pending(underWay, "bob", List.of("ann"), "no", Whisper.Via.DM, NOON), NOON)
                .id();
        whispers.addDraft(new Draft(0, "cy", underWay, List.of("di"), "kept", NOON));
        // A draft sent or dropped leaves its id handed out: a copy must not hand it out again
        long lastDraft = whispers.addDraft(new Draft(0, "di", underWay, List.of("cy"), "dropped", NOON))
                .id();
        whispers.dropDraft(lastDraft);
        new SqlFirstMoves(db).firstMove("ann");
        new SqlLanguageBook(db).saw("ann", Locale.FRENCH);
        new SqlNameBook(db).saw("guild", "The Prince's Court");
        // A post for the channel still waiting in the outbox is copied with the rest, and posted by the new database
        new SqlOutbox(
                        db,
                        io.djambi.bot.game.Shards.ALL,
                        java.time.Clock.systemUTC(),
                        new io.djambi.bot.outbox.Doorbell())
                .add(
                        underWay,
                        "guild",
                        "c1",
                        io.djambi.bot.command.Reply.Public.text("✈️ bob (Blue) is away until tomorrow"));
        // A channel the bot cannot post in is still lost in the copy: its clocks, which the bot paused, are resumed
        // there
        new SqlLostChannels(db).note(new io.djambi.bot.clock.LostChannel("c1", underWay, NOON, true));
        // A server's own choice of threads is copied too
        new SqlServerChoices(db).chooseThreads("guild", false);
        // A game's followers follow it in the copy too
        new SqlFollowers(db).follow(underWay, "eve", true);
        // A seat that looks for a substitute, with the one proposed, still does in the copy
        new SqlResultStore(db).markSeatWanted(underWay, new io.djambi.bot.game.WantedSeat(Colour.BLUE, "zed", "Zed"));
        // A game's review (any game's, for the copy: its text is copied as it is) and one still wanted
        SqlReviewStore reviews = new SqlReviewStore(db, io.djambi.bot.game.Shards.ALL);
        reviews.save(underWay, "{\"standings\":[]}", io.djambi.engine.review.Reviewer.VERSION);
        ids.values().stream().filter(id -> id != underWay).findFirst().ifPresent(id -> reviews.want(id, true));
        // A command acknowledged and not answered when the bot stopped: a start on the copy tells its player
        new SqlOwedAnswers(db, io.djambi.bot.game.Shards.ALL)
                .owe(new io.djambi.bot.command.OwedAnswers.Owed(
                        "1234567890", 0, "the-token", NOON, Locale.FRENCH, true));
        return new Filled(ids, lastWhisper, lastDraft);
    }

    private static void seatAndStart(TestGames games, String channel) {
        for (String[] step : List.of(
                new String[] {"ann", "new"},
                new String[] {"bob", "join"},
                new String[] {"cy", "join"},
                new String[] {"di", "join"},
                new String[] {"ann", "start"})) {
            games.handle(CommandRequest.djambi(step[0], step[0], "g", channel, step[1], Map.of()));
        }
    }

    /**
     * Every row of every table of ours, each as its columns' names and values (a number as a whole number, whichever
     * Java type the driver chose), the rows sorted: two databases with the same data dump the same.
     */
    static Map<String, List<String>> dump(Database db) {
        return db.read("dumping every table", () -> {
            Map<String, List<String>> tables = new LinkedHashMap<>();
            for (String table : TableCopy.TABLES) {
                List<String> rows = new ArrayList<>();
                try (Statement s = db.connection().createStatement();
                        ResultSet rs = s.executeQuery("SELECT * FROM " + TableCopy.quoted(table))) {
                    ResultSetMetaData meta = rs.getMetaData();
                    while (rs.next()) {
                        Map<String, String> row = new TreeMap<>();
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            Object value = rs.getObject(i);
                            row.put(
                                    meta.getColumnName(i).toLowerCase(Locale.ROOT),
                                    value instanceof Number n ? Long.toString(n.longValue()) : String.valueOf(value));
                        }
                        rows.add(row.toString());
                    }
                }
                rows.sort(null);
                tables.put(table, rows);
            }
            return tables;
        });
    }

    /** A table as the bot reads it: all it is, its game as its record in notation. */
    static String described(SqlTableStore store, String channel) {
        Table t = store.find(channel).orElseThrow();
        return t.id() + " " + t.guildId() + " " + t.hostId() + " " + t.settings() + " " + t.seats() + " "
                + t.drawOffers() + " " + t.drawOfferer() + " " + t.takeback() + " " + t.aborted() + " " + t.isLive()
                + " " + t.version() + " "
                + t.started().map(g -> RecordNotation.write(g.record())).orElse("lobby");
    }
}
