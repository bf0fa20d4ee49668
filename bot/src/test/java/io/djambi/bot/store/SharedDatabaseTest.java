package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.wiring.Wiring;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two bot processes on one PostgreSQL database, each running half of Discord's shards, driven as Discord would:
 * a server's commands reach the process of its shard, direct messages reach the process of shard 0. Their timers
 * run each game's clock once (its reminder, its time-out), a whisper sent by DM to a game on the other process's
 * shard is delivered, and a process stopped mid-game and started again loses nothing and repeats nothing.
 */
class SharedDatabaseTest {
    /** A server on shard 0 of 2, and one on shard 1. */
    private static final String SERVER_ZERO = Long.toString(2L << 22);

    private static final String SERVER_ONE = Long.toString(3L << 22);

    @TempDir
    Path dir;

    private final TestClock clock = new TestClock(Instant.parse("2026-11-23T09:00:00Z"));
    /** What the processes said, as Discord would show it: "process: where: what". */
    private final List<String> said = new CopyOnWriteArrayList<>();

    /** One bot process: its database connection, and the bot over it with the shards it runs. */
    private final class Process implements AutoCloseable {
        final String name;
        final Database database;
        final SqlTableStore tables;
        final Wiring.Bot bot;

        Process(String name, Shards shards) throws SQLException {
            this.name = name;
            this.database = StoreDatabase.POSTGRESQL.open(dir);
            BotDatabase stores = BotDatabase.over(database, clock, shards);
            this.tables = stores.tables();
            Courier dms = message -> {
                said.add(name + ": dm " + message.recipientId() + ": " + message.text());
                return CompletableFuture.completedFuture(new Courier.Delivered());
            };
            TimerOutput reminders = (userId, text, files) -> {
                said.add(name + ": dm " + userId + ": " + text);
                return CompletableFuture.completedFuture(true);
            };
            ChannelPoster channels = post -> {
                said.add(
                        name + ": post " + post.channelId() + ": " + post.post().text());
                return CompletableFuture.completedFuture(ChannelPoster.Delivery.MADE);
            };
            this.bot = Wiring.build(
                    io.djambi.bot.BotProcess.stores(stores),
                    new Wiring.Outputs(dms, reminders, channels, seeing(shards)),
                    Wiring.Conditions.of(clock, Runnable::run, Duration.ZERO));
        }

        List<Reply> handle(CommandRequest request) {
            return bot.dispatcher().handle(request).toCompletableFuture().join();
        }

        @Override
        public void close() throws SQLException {
            database.close();
        }
    }

    /** Server names as a process sees them: only its own shards' servers are in its cache. */
    private static ServerNames seeing(Shards shards) {
        return new ServerNames() {
            @Override
            public String nameOf(String guildId) {
                return seenNameOf(guildId).orElse("a Discord server");
            }

            @Override
            public Optional<String> seenNameOf(String guildId) {
                return shards.holds(guildId) ? Optional.of("Server " + guildId) : Optional.empty();
            }
        };
    }

    private Process zero;
    private Process one;

    /** Discord's routing: a server's command to the process of its shard, a DM's to shard 0's. */
    private List<Reply> send(CommandRequest request) {
        if (request.guildId().isEmpty() || new Shards(2, 0, 0).holds(request.guildId())) {
            return zero.handle(request);
        }
        return one.handle(request);
    }

    private void seatFour(String server, String channel) {
        send(CommandRequest.djambi("ann", "ann", server, channel, "new", Map.of("turn-time", "1h")));
        for (String player : List.of("bob", "cy", "di")) {
            send(CommandRequest.djambi(player, player, server, channel, "join", Map.of()));
        }
        send(CommandRequest.djambi("ann", "ann", server, channel, "start", Map.of()));
    }

    /** Plays {@code count} random moves, each by the player to move, as Discord routes them; the last version. */
    private int play(Process reader, String server, String channel, int count, Random random) {
        int version = 0;
        for (int i = 0; i < count; i++) {
            Table table = reader.tables.find(channel).orElseThrow();
            Position p = table.game().position();
            List<Move> moves = Rules.legalMoves(p);
            String mover = table.seats().get(p.toMove().orElseThrow()).userId();
            List<Reply> replies = send(CommandRequest.move(
                    mover,
                    mover,
                    server,
                    channel,
                    Map.of("move", moves.get(random.nextInt(moves.size())).text())));
            assertTrue(replies.stream().anyMatch(Reply.Posted.class::isInstance), replies.toString());
            version = reader.tables.find(channel).orElseThrow().version();
        }
        return version;
    }

    @Test
    void twoProcessesShareTheGamesEachRunsItsOwnShardsAndARestartLosesNothing() throws SQLException {
        zero = new Process("zero", new Shards(2, 0, 0));
        one = new Process("one", new Shards(2, 1, 1));
        try {
            Random random = new Random(4);
            // GIVEN a game in a server of each shard, a few moves into each
            seatFour(SERVER_ZERO, "c0");
            seatFour(SERVER_ONE, "c1");
            play(zero, SERVER_ZERO, "c0", 4, random);
            int beforeTheStop = play(one, SERVER_ONE, "c1", 5, random);

            // WHEN a player of the shard-1 game whispers by DM, which Discord sends to shard 0's process
            String game = Long.toString(one.tables.find("c1").orElseThrow().id());
            List<Reply> whispered = send(new CommandRequest(
                    "ann",
                    "ann",
                    "",
                    "dm-ann",
                    false,
                    "whisper",
                    "",
                    Map.of("game", game, "to", "bob", "message", "truce?")));
            // THEN shard 0's process finds his game in the shared database and delivers it
            assertTrue(whispered.toString().contains("Whispered to bob"), whispered.toString());
            assertTrue(said.stream().anyMatch(s -> s.startsWith("zero: dm bob: ") && s.contains("truce?")));

            // WHEN shard 1's process stops mid-game and starts again
            one.close();
            one = new Process("one again", new Shards(2, 1, 1));
            // THEN every acknowledged move is there, and the game goes on
            assertEquals(beforeTheStop, one.tables.find("c1").orElseThrow().version());
            int after = play(one, SERVER_ONE, "c1", 2, random);
            assertEquals(beforeTheStop + 2, after);

            // WHEN both timers tick (each starts its own games' clocks), half an hour passes and they tick twice more
            zero.bot.timer().tick();
            one.bot.timer().tick();
            said.clear();
            clock.advance(Duration.ofMinutes(31));
            for (int tick = 0; tick < 2; tick++) {
                zero.bot.timer().tick();
                one.bot.timer().tick();
            }
            // THEN each game's half-time reminder is sent once, by the process of its server's shard
            List<String> reminders =
                    said.stream().filter(s -> s.contains(": dm ")).toList();
            assertEquals(2, reminders.size(), said.toString());
            assertTrue(reminders.stream().anyMatch(s -> s.startsWith("zero: ")), reminders.toString());
            assertTrue(reminders.stream().anyMatch(s -> s.startsWith("one again: ")), reminders.toString());

            // WHEN the hour runs out and both timers tick, twice
            int zeroBefore = zero.tables.find("c0").orElseThrow().version();
            int oneBefore = one.tables.find("c1").orElseThrow().version();
            zero.bot.outbox().drain(); // the boards of the moves before
            one.bot.outbox().drain();
            said.clear();
            clock.advance(Duration.ofMinutes(30));
            for (int tick = 0; tick < 2; tick++) {
                zero.bot.timer().tick();
                one.bot.timer().tick();
            }
            zero.bot.outbox().drain();
            one.bot.outbox().drain();
            // THEN each turn is timed out once, and announced in its channel by its own shard's process only
            assertEquals(zeroBefore + 1, zero.tables.find("c0").orElseThrow().version());
            assertEquals(oneBefore + 1, one.tables.find("c1").orElseThrow().version());
            List<String> posts =
                    said.stream().filter(s -> s.contains(": post ")).toList();
            assertTrue(
                    posts.stream().allMatch(s -> s.startsWith("zero: post c0:") || s.startsWith("one again: post c1:")),
                    posts.toString());
            assertTrue(posts.stream().anyMatch(s -> s.startsWith("zero: post c0:")), posts.toString());
            assertTrue(posts.stream().anyMatch(s -> s.startsWith("one again: post c1:")), posts.toString());

            // WHEN, the shard-1 server having been named by its own process (in its reminder), another whisper by DM
            said.clear();
            send(new CommandRequest(
                    "cy",
                    "cy",
                    "",
                    "dm-cy",
                    false,
                    "whisper",
                    "",
                    Map.of("game", game, "to", "di", "message", "and you?")));
            // THEN shard 0's process names that server as last seen, though it is not in its cache
            assertTrue(
                    said.stream().anyMatch(s -> s.startsWith("zero: dm di: ") && s.contains("Server " + SERVER_ONE)),
                    said.toString());
        } finally {
            zero.close();
            one.close();
        }
    }
}
