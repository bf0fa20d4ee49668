package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Table;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Another connection (an operator's {@code sqlite3} shell, a tool) holds the SQLite file's write lock past the bot's
 * busy timeout: the move made meanwhile is refused in so many words and nothing of it is kept, and once the file is let
 * go the same bot plays the next move.
 */
class SqliteBusyTest {
    private static final String REFUSAL = Catalogue.english().get(Outage.ANSWER);

    @TempDir
    Path dir;

    private final TestClock clock = new TestClock(Instant.parse("2026-11-23T09:00:00Z"));

    private static TimerOutput silent() {
        return new TimerOutput() {
            @Override
            public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
                return CompletableFuture.completedFuture(true);
            }
        };
    }

    private static List<Reply> send(Wiring.Bot bot, CommandRequest request) {
        return bot.dispatcher().handle(request).toCompletableFuture().join();
    }

    /** The move the player to move sends, and the bot's answers. */
    private static List<Reply> move(Wiring.Bot bot, Table table, Move move) {
        String mover = table.seats()
                .get(table.game().position().toMove().orElseThrow())
                .userId();
        return send(bot, CommandRequest.move(mover, mover, "g", "c", Map.of("move", move.text())));
    }

    private static List<String> moves(Table table) {
        return table.game().events().stream()
                .map(e -> ((GameEvent.Played) e).move().text())
                .toList();
    }

    @Test
    void aMoveWhileAnotherConnectionHoldsTheFilePastTheBusyTimeoutIsRefusedAndTheNextIsKept() throws Exception {
        Path file = dir.resolve("djambi.db");
        try (BotDatabase stores = BotDatabase.open(file, clock)) {
            Wiring.Bot bot = Wiring.build(
                    Wiring.Stores.over(stores.tables(), stores.whispers(), stores.clocks(), stores.results())
                            .firstMoves(stores.firstMoves())
                            .languages(stores.languages())
                            .names(stores.names())
                            .build(),
                    new Wiring.Outputs(
                            message -> CompletableFuture.completedFuture(new Courier.Delivered()),
                            silent(),
                            post -> CompletableFuture.completedFuture(io.djambi.bot.outbox.ChannelPoster.Delivery.MADE),
                            id -> "Server " + id),
                    Wiring.Conditions.of(clock, Runnable::run, Duration.ZERO));
            // GIVEN a game with one move played
            send(bot, CommandRequest.djambi("ann", "ann", "g", "c", "new", Map.of("turn-time", "1h")));
            for (String player : List.of("bob", "cy", "di")) {
                send(bot, CommandRequest.djambi(player, player, "g", "c", "join", Map.of()));
            }
            send(bot, CommandRequest.djambi("ann", "ann", "g", "c", "start", Map.of()));
            Table start = stores.tables().find("c").orElseThrow();
            Move first = Rules.legalMoves(start.game().position()).get(0);
            assertTrue(move(bot, start, first).stream().anyMatch(Reply.Posted.class::isInstance));
            Table played = stores.tables().find("c").orElseThrow();
            Move second = Rules.legalMoves(played.game().position()).get(0);

            List<Reply> refused;
            try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
                    Statement s = other.createStatement()) {
                // WHEN another connection takes the file's write lock and keeps it past the busy timeout (5 s)
                s.execute("BEGIN IMMEDIATE");
                refused = move(bot, played, second);
                s.execute("ROLLBACK");
            }
            // THEN the move is refused in so many words
            assertEquals(List.of(new Reply.Private(REFUSAL)), refused);
            // AND nothing of it is kept, in the database or in the bot's memory
            try (Database fresh = Database.open(file)) {
                assertEquals(
                        List.of(first.text()),
                        moves(new SqlTableStore(fresh, Clock.systemUTC())
                                .find("c")
                                .orElseThrow()));
            }
            assertEquals(List.of(first.text()), moves(stores.tables().find("c").orElseThrow()));

            // WHEN the file is free again and the player sends his move once more
            List<Reply> kept = move(bot, played, second);
            // THEN it is played and stored
            assertTrue(kept.stream().anyMatch(Reply.Posted.class::isInstance), kept.toString());
            assertEquals(
                    List.of(first.text(), second.text()),
                    moves(stores.tables().find("c").orElseThrow()));
        }
    }
}
