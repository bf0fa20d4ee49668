package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.BotProcess;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.game.Followers;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.StandIn;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.ai.Level;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The AI's move for a player whose time ran out ({@code timeout:ai}) is stored with the move, by the bot's own stores:
 * a restarted bot still tells it as the AI's, and a change that fails stores neither the move nor its note.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(StoreDatabase.class)
class StandInStorageTest {
    private static final String CHANNEL = "chan";

    @TempDir
    Path dir;

    private final StoreDatabase database;
    private final TestClock clock = new TestClock(Instant.parse("2026-11-27T10:00:00Z"));

    StandInStorageTest(StoreDatabase database) {
        this.database = database;
    }

    @Test
    void aRestartedBotStillTellsTheAisMoveForALatePlayerAsTheAis() throws Exception {
        // GIVEN a game under timeout:ai whose first move the AI played for Ann when her minute ran out
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(BotProcess.stores(db));
            start(bot);
            runOutTheTurn(bot);
            assertEquals(1, db.tables().find(CHANNEL).orElseThrow().version());
        }
        // WHEN the bot starts again over the same database
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Wiring.Bot bot = botOver(BotProcess.stores(db));
            // THEN the move is the AI's, standing in for her, not hers
            assertEquals(
                    List.of(new StandIn(0, Level.NORMAL)),
                    db.results()
                            .standIns(db.tables().find(CHANNEL).orElseThrow().id()));
            String history = run(bot, "bob", "history");
            assertTrue(history.startsWith("1. The AI (normal) standing in for ann (Red): "), history);
        }
    }

    @Test
    void aStandInWhoseChangeFailsStoresNeitherItsMoveNorItsNote() throws Exception {
        // GIVEN a game under timeout:ai whose change fails after the move is played and noted (the followers cannot
        // be read: the change is told to them in its own transaction)
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            Followers failing = new Followers() {
                @Override
                public void follow(long tableId, String userId, boolean everyMove) {}

                @Override
                public boolean unfollow(long tableId, String userId) {
                    return false;
                }

                @Override
                public List<Follower> of(long tableId) {
                    throw new IllegalStateException("the followers cannot be read");
                }
            };
            Wiring.Bot bot = botOver(Wiring.Stores.over(db.tables(), db.whispers(), db.clocks(), db.results())
                    .outbox(db.outbox(), db.processLock())
                    .followers(failing)
                    .build());
            start(bot);
            // WHEN Ann's minute runs out and the AI's move for her fails to be stored
            runOutTheTurn(bot);
        }
        // THEN after a restart neither the move nor a note of it is there: the game waits at her turn
        try (BotDatabase db = BotDatabase.over(database.open(dir), clock)) {
            long id = db.tables().find(CHANNEL).orElseThrow().id();
            assertEquals(0, db.tables().find(CHANNEL).orElseThrow().version());
            assertEquals(List.of(), db.results().standIns(id));
        }
    }

    /** Ann (Red), Bob, Cy and Di, a minute a move, under timeout:ai. */
    private static void start(Wiring.Bot bot) {
        run(bot, "ann", "new", Map.of("turn-time", "1m", "timeout", "ai"));
        for (String player : List.of("bob", "cy", "di")) {
            run(bot, player, "join");
        }
        run(bot, "ann", "start");
    }

    /** The turn runs out: the timer starts its clock, then finds it over a minute later; the AI plays at once. */
    private void runOutTheTurn(Wiring.Bot bot) {
        bot.timer().tick();
        clock.advance(Duration.ofSeconds(61));
        bot.timer().tick();
    }

    private static String run(Wiring.Bot bot, String user, String name) {
        return run(bot, user, name, Map.of());
    }

    private static String run(Wiring.Bot bot, String user, String name, Map<String, String> options) {
        return PressTable.text(bot.dispatcher()
                .handle(CommandRequest.djambi(user, user, "guild", CHANNEL, name, options))
                .toCompletableFuture()
                .join());
    }

    private Wiring.Bot botOver(Wiring.Stores stores) {
        TimerOutput dms = (userId, text, files) -> CompletableFuture.completedFuture(true);
        return Wiring.build(
                stores,
                new Wiring.Outputs(
                        new FakeCourier(),
                        dms,
                        post -> CompletableFuture.completedFuture(ChannelPoster.Delivery.MADE),
                        guild -> "Test Server"),
                new Wiring.Conditions(
                        clock,
                        Runnable::run,
                        Duration.ZERO,
                        MoveChooser.engine(),
                        Catalogue.english(),
                        PressTable.RENDERER));
    }
}
