package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class RememberedNamesTest {
    /** A process that sees only some servers, as one running part of the shards does. */
    private static ServerNames seeing(Set<String> servers) {
        return new ServerNames() {
            @Override
            public String nameOf(String guildId) {
                return seenNameOf(guildId).orElse("a Discord server");
            }

            @Override
            public Optional<String> seenNameOf(String guildId) {
                return servers.contains(guildId) ? Optional.of("Server " + guildId) : Optional.empty();
            }
        };
    }

    @Test
    void aServerSeenByTheProcessHoldingItIsNamedByTheOthersToo() {
        NameBook shared = new InMemoryNameBook();
        ServerNames holder = new RememberedNames(seeing(Set.of("1")), shared);
        ServerNames other = new RememberedNames(seeing(Set.of("2")), shared);
        // GIVEN a server the other process has never heard named
        assertEquals("a Discord server", other.nameOf("1"));
        // WHEN the process holding it names it once
        assertEquals("Server 1", holder.nameOf("1"));
        // THEN the other names it as it was last seen, and its own servers as it sees them
        assertEquals("Server 1", other.nameOf("1"));
        assertEquals("Server 2", other.nameOf("2"));
    }

    @Test
    void aServerIsNamedToTheOtherProcessesFromTheFirstCommandTypedThere() {
        // GIVEN the process holding server 1, and a shared book where no process has named it yet (found by the
        // play-test: a whisper sent from a DM about a game just opened there said "on a Discord server")
        NameBook shared = new InMemoryNameBook();
        Wiring.Bot holder = Wiring.build(
                Wiring.Stores.over(
                                new InMemoryTableStore(),
                                new InMemoryWhisperStore(),
                                new InMemoryTurnClockStore(),
                                new InMemoryResultStore())
                        .names(shared)
                        .build(),
                new Wiring.Outputs(
                        new FakeCourier(),
                        (userId, text, files) -> CompletableFuture.completedFuture(true),
                        post -> CompletableFuture.completedFuture(ChannelPoster.Delivery.MADE),
                        seeing(Set.of("1"))),
                new Wiring.Conditions(
                        Clock.systemUTC(),
                        Runnable::run,
                        Duration.ZERO,
                        MoveChooser.engine(),
                        Catalogue.english(),
                        PressTable.RENDERER));
        // WHEN a lobby is opened there, the first command the server ever typed
        holder.dispatcher()
                .handle(CommandRequest.djambi("ann", "Ann", "1", "chan", "new", Map.of()))
                .toCompletableFuture()
                .join();
        // THEN the process answering the DMs, which does not see the server, names it
        assertEquals("Server 1", new RememberedNames(seeing(Set.of()), shared).nameOf("1"));
    }
}
