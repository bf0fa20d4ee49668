package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryServerChoices;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * {@code /djambi settings threads:on|off}: a server's own choice of whether its new games get threads, made by someone
 * who may manage it and refused to anyone else; the thread opener asks {@code threadsWanted}, which is that choice, or
 * else the config's {@code games.threads}.
 */
class ThreadsChoiceTest {
    private final InMemoryServerChoices servers = new InMemoryServerChoices();
    private final InMemoryTableStore tables = new InMemoryTableStore();
    private final Wiring.Bot bot = Wiring.build(
            Wiring.Stores.over(
                            tables, new InMemoryWhisperStore(), new InMemoryTurnClockStore(), new InMemoryResultStore())
                    .serverChoices(servers)
                    .build(),
            new Wiring.Outputs(
                    new FakeCourier(),
                    new RecordingOutput(),
                    post -> CompletableFuture.completedFuture(Delivery.MADE),
                    guild -> "Test Server"),
            new Wiring.Conditions(
                    new TestClock(Instant.parse("2026-11-22T14:03:00Z")),
                    r -> {},
                    Duration.ZERO,
                    MoveChooser.engine(),
                    Catalogue.english(),
                    PressTable.RENDERER));

    private static CommandRequest settings(String user, String guild, Map<String, String> options) {
        return CommandRequest.djambi(user, user, guild, "chan", "settings", options);
    }

    private String answer(CommandRequest request) {
        List<Reply> replies =
                bot.dispatcher().handle(request).toCompletableFuture().join();
        assertEquals(1, replies.size(), replies.toString());
        return ((Reply.Private) replies.getFirst()).text();
    }

    @Test
    void withoutAChoiceTheConfigDecides() {
        assertTrue(servers.threadsWanted("guild", true));
        assertFalse(servers.threadsWanted("guild", false));
        Predicate<String> wanted = servers.threadsWanted(true);
        assertTrue(wanted.test("guild"));
    }

    @Test
    void someoneWhoMayManageTheServerTurnsThreadsOffAndOnAndHisChoiceWinsOverTheConfig() {
        Predicate<String> wanted = servers.threadsWanted(true);
        // WHEN a manager turns threads off
        assertEquals(
                "From now on, new games in this server are played in their channels, not in threads.",
                answer(settings("mod", "guild", Map.of("threads", "off")).managingServer()));
        // THEN the server's new games play in their channels, though the config says threads
        assertFalse(wanted.test("guild"));
        assertTrue(wanted.test("other"), "another server still follows the config");
        // WHEN he turns them on again, THEN they are wanted even where the config says no
        assertEquals(
                "🧵 From now on, each new game in this server gets a thread of its own, where I may open one.",
                answer(settings("mod", "guild", Map.of("threads", "on")).managingServer()));
        assertTrue(servers.threadsWanted("guild", false));
    }

    @Test
    void aMemberWhoMayNotManageTheServerIsRefusedAndNothingChanges() {
        assertEquals(
                "Only someone who may manage the server can choose where its games are played. Nothing changed.",
                answer(settings("bob", "guild", Map.of("threads", "off"))));
        assertEquals(java.util.Optional.empty(), servers.threads("guild"));
        // a channel's moderator is not enough
        answer(settings("bob", "guild", Map.of("threads", "off")).asModerator());
        assertEquals(java.util.Optional.empty(), servers.threads("guild"));
    }

    @Test
    void outsideAServerThereIsNothingToChoose() {
        assertTrue(answer(settings("ann", "", Map.of("threads", "off")).managingServer())
                .startsWith("Threads are a server's choice"));
        assertEquals(java.util.Optional.empty(), servers.threads(""));
    }

    @Test
    void theChoiceIsAnsweredInTheCallersLanguage() {
        CommandRequest french = settings("mod", "guild", Map.of("threads", "off"))
                .managingServer()
                .inLanguages(Locale.FRENCH, Locale.ENGLISH);
        assertEquals(Catalogue.english().forLocale(Locale.FRENCH).get("clock.threads.off"), answer(french));
    }

    @Test
    void theGamesOwnSettingsStillWorkBesideTheServersChoice() {
        // GIVEN a lobby in the channel
        bot.dispatcher()
                .handle(CommandRequest.djambi("ann", "ann", "guild", "chan", "new", Map.of()))
                .toCompletableFuture()
                .join();
        // WHEN its host, who manages the server, sets both at once
        List<Reply> replies = bot.dispatcher()
                .handle(settings("ann", "guild", Map.of("threads", "off", "turn-time", "2h"))
                        .managingServer())
                .toCompletableFuture()
                .join();
        // THEN the server's choice is stored and the lobby's clock set
        assertEquals(java.util.Optional.of(false), servers.threads("guild"));
        assertEquals(
                Duration.ofHours(2),
                tables.find("chan").orElseThrow().settings().turnTime());
        assertEquals(2, replies.size(), replies.toString());
    }
}
