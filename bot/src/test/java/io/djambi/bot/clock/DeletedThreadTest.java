package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.ProcessLock;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.ThreadArchive;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.outbox.InMemoryOutbox;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * A game's own thread deleted (by a moderator, say) ends its game as if aborted, its card saying so once: at once when
 * Discord tells of the deletion, or when the relay cannot post there and Discord says the thread was deleted. A thread
 * merely archived is a lost channel like any other: its game waits. The bot's own wiring, in memory.
 */
class DeletedThreadTest {
    private static final String CARDS = "cards";
    private static final String THREAD = "9001";

    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
    private final InMemoryTableStore tables = new InMemoryTableStore();
    private final InMemoryTurnClockStore clocks = new InMemoryTurnClockStore();
    private final InMemoryOutbox outbox = new InMemoryOutbox();
    private final InMemoryResultStore results = new InMemoryResultStore();
    /** The channels Discord answers "unknown channel" for: deleted, or archived (JDA forgets archived threads). */
    private final Set<String> closed = new HashSet<>();
    /** The threads Discord says were deleted, when asked. */
    private final Set<String> deleted = new HashSet<>();
    /** What the relay made, as "channel: text". */
    private final List<String> made = new ArrayList<>();
    /** What the relay tried to post where Discord answered "unknown channel", as "channel: text". */
    private final List<String> refused = new ArrayList<>();
    /** The DMs sent outside a command's answer, as "user: text". */
    private final List<String> dms = new ArrayList<>();
    /** The channel a new game's thread is opened from, where its card is edited: a text channel, or a forum. */
    private String cardsOfNewThreads = CARDS;
    /** Where the bot deals with Discord's answers about a thread (the command workers in the bot). */
    private Executor answers = Runnable::run;

    private final Wiring.Bot bot = Wiring.build(
            Wiring.Stores.over(tables, new InMemoryWhisperStore(), clocks, results)
                    .outbox(outbox, ProcessLock.NONE)
                    .build(),
            new Wiring.Outputs(
                    new FakeCourier(),
                    new TimerOutput() {
                        @Override
                        public CompletionStage<Boolean> directMessage(
                                String userId, String text, List<Reply.Attachment> files) {
                            dms.add(userId + ": " + text);
                            return CompletableFuture.completedFuture(true);
                        }
                    },
                    post -> {
                        if (closed.contains(post.channelId())) {
                            refused.add(post.channelId() + ": " + post.post().text());
                            return CompletableFuture.completedFuture(Delivery.CHANNEL_LOST);
                        }
                        made.add(post.channelId() + ": " + post.post().text());
                        return CompletableFuture.completedFuture(Delivery.MADE);
                    },
                    guild -> "Test Server",
                    (guild, channel, name, card) -> channel.equals(CARDS)
                            ? new GameThreads.Opening.Opened(THREAD, cardsOfNewThreads)
                            : new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NOT_HERE),
                    new ThreadArchive() {
                        @Override
                        public CompletionStage<Archived> archive(String guildId, String threadId) {
                            return CompletableFuture.completedFuture(Archived.DONE);
                        }

                        @Override
                        public CompletionStage<Boolean> deleted(String guildId, String threadId, String cardChannelId) {
                            return CompletableFuture.completedFuture(deleted.contains(threadId));
                        }
                    }),
            new Wiring.Conditions(
                    clock, r -> {}, Duration.ZERO, MoveChooser.engine(), Catalogue.english(), PressTable.RENDERER),
            work -> answers.execute(work));

    private void run(String user, String channel, String name, String... options) {
        Map<String, String> map = new java.util.HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        CommandRequest request = name.equals("move")
                ? CommandRequest.move(user, user, "guild", channel, map)
                : CommandRequest.djambi(user, user, "guild", channel, name, map);
        bot.dispatcher().handle(request).toCompletableFuture().join();
    }

    /** Ann (the host, Red), Bob, Cy and Di, started in the game's thread with an hour a move; its first posts made. */
    private Table started() {
        run("ann", CARDS, "new", "turn-time:1h");
        for (String player : List.of("bob", "cy", "di")) {
            run(player, THREAD, "join");
        }
        run("ann", THREAD, "start");
        bot.outbox().drain();
        made.clear();
        Table table = tables.find(THREAD).orElseThrow();
        assertTrue(table.inThread());
        return table;
    }

    private Table table() {
        return tables.find(THREAD).orElseThrow();
    }

    /** The card's edits the relay made in the channel of the cards. */
    private List<String> cardEdits() {
        return made.stream().filter(m -> m.startsWith(CARDS + ": ")).toList();
    }

    @Test
    void aThreadDeletedMidGameEndsItsGameAsAbortedAndItsCardSaysSoOnce() {
        // GIVEN a game in play in its thread
        Table game = started();
        run("ann", THREAD, "move", "move:C3-D4");
        bot.outbox().drain();
        made.clear();
        // WHEN Discord says a moderator deleted the thread
        closed.add(THREAD);
        bot.channels().deleted("guild", THREAD);
        bot.outbox().drain();
        // THEN the game is over without a result, as an aborted game is, and not counted in the statistics
        assertFalse(table().isLive());
        assertTrue(table().aborted());
        assertEquals(List.of(), results.results("guild"));
        // AND its card says the thread was deleted and the game ended
        assertEquals(1, cardEdits().size(), made.toString());
        String card = cardEdits().getFirst();
        assertTrue(card.startsWith(CARDS + ": **Djambi " + game.id() + "** · called off after 1 move\n"), card);
        assertTrue(card.endsWith("\n🗑️ Its thread was deleted, so the game ended there, without a result."), card);
        // AND its host is told in one line, not as for a channel to fix
        assertEquals(
                List.of("ann: Your Djambi game " + game.id() + " on **Test Server** has ended without a result: its"
                        + " thread was deleted. Start a new one with /djambi new."),
                dms);

        // WHEN the relay then finds the thread gone too (a post that was waiting), or Discord tells it again
        outbox.add(game.id(), "guild", THREAD, Reply.Public.text("news nobody will read"));
        bot.outbox().drain();
        bot.channels().deleted("guild", THREAD);
        bot.outbox().drain();
        // THEN nothing more is said, on the card or to the host
        assertEquals(1, cardEdits().size());
        assertEquals(1, dms.size());
    }

    @Test
    void aThreadTheRelayCannotPostInAndDiscordSaysWasDeletedEndsItsGame() {
        // GIVEN a game in play whose thread was deleted while the bot was away (no event came)
        Table game = started();
        closed.add(THREAD);
        deleted.add(THREAD);
        // WHEN Ann's move is posted there
        run("ann", THREAD, "move", "move:C3-D4");
        bot.outbox().drain();
        // THEN the game ends as aborted, its card says so, and the host is told of the deletion, not of a lost channel
        assertFalse(table().isLive());
        assertTrue(table().aborted());
        assertEquals(1, table().version(), "the move was played first");
        // (the move's own edit of the card, made before the thread's posts were found lost, then the end)
        assertEquals(
                1,
                cardEdits().stream()
                        .filter(c -> c.contains("thread was deleted"))
                        .count(),
                made.toString());
        assertTrue(
                cardEdits().getLast().endsWith("Its thread was deleted, so the game ended there, without a result."));
        assertEquals(1, dms.size());
        assertTrue(dms.getFirst().contains("its thread was deleted"), dms.toString());
        // AND the thread is no longer held as lost: its game is over
        assertFalse(bot.channels().isLost(THREAD));
        assertEquals(List.of(), results.results("guild"));
        assertTrue(game.inThread());
    }

    @Test
    void discordsAnswerThatTheThreadWasDeletedIsDealtWithOnTheWorkersNotOnTheThreadItCameOn() {
        // GIVEN a game in play whose thread was deleted while the bot was away; Discord's answers go to the workers
        List<Runnable> handedOver = new ArrayList<>();
        answers = handedOver::add;
        Table game = started();
        closed.add(THREAD);
        deleted.add(THREAD);
        // WHEN Ann's move is posted there, and Discord answers (on JDA's callback thread in the bot) that the thread
        // was deleted
        run("ann", THREAD, "move", "move:C3-D4");
        bot.outbox().drain();
        // THEN the thread it answered on ends nothing: no game lock, no database there; the end is handed over
        assertEquals(1, handedOver.size());
        assertTrue(table().isLive());
        assertEquals(List.of(), dms);
        // WHEN a worker runs it, THEN the game ends, its host told
        handedOver.forEach(Runnable::run);
        bot.outbox().drain();
        assertFalse(table().isLive());
        assertTrue(table().aborted());
        assertEquals(1, dms.size());
        assertTrue(dms.getFirst().contains("its thread was deleted"), dms.toString());
        assertTrue(game.inThread());
    }

    @Test
    void aThreadMerelyArchivedIsALostChannelItsGameWaits() {
        // GIVEN a game in play whose thread Discord archived (JDA then forgets it, and posts there fail)
        Table game = started();
        closed.add(THREAD);
        // WHEN Ann's move is posted there, and Discord says the thread was not deleted
        run("ann", THREAD, "move", "move:C3-D4");
        bot.outbox().drain();
        // THEN the game waits, its clocks paused, its host told as for any lost channel; its card is left as it was
        assertTrue(table().isLive());
        assertFalse(table().aborted());
        assertTrue(bot.channels().isLost(THREAD));
        assertTrue(clocks.pausedSince(game.id()).isPresent());
        assertEquals(1, dms.size());
        assertTrue(dms.getFirst().contains("is waiting"), dms.toString());
        assertTrue(cardEdits().stream().noneMatch(c -> c.contains("deleted")), made.toString());
    }

    @Test
    void aDeletedChannelWhereAGamePlaysWithoutAThreadIsNotAThreadDeleted() {
        // GIVEN a game that plays in its channel
        run("ann", "plain", "new");
        for (String player : List.of("bob", "cy", "di")) {
            run(player, "plain", "join");
        }
        run("ann", "plain", "start");
        // WHEN that channel's id is told deleted as a thread would be
        bot.channels().deleted("guild", "plain");
        // THEN its game is untouched: a lost channel waits, as it always did
        assertTrue(tables.find("plain").orElseThrow().isLive());
        assertEquals(List.of(), dms);
    }

    @Test
    void aForumPostDeletedEndsItsGameAndTriesOnlyItsCardThroughItsForum() {
        // GIVEN a game in a forum post, its card the post's first message, edited through the forum
        cardsOfNewThreads = "forum";
        Table game = started();
        // WHEN the post is deleted
        closed.add(THREAD);
        bot.channels().deleted("guild", THREAD);
        bot.outbox().drain();
        // THEN the game ends; only its card's edit is tried, through the forum (Discord's poster finds the post gone
        // and lets it be), nothing in the deleted post; and its host is told
        assertFalse(table().isLive());
        assertEquals(1, made.size(), made.toString());
        assertTrue(made.getFirst().startsWith("forum: **Djambi " + game.id() + "**"), made.toString());
        assertEquals(List.of(), refused);
        assertEquals(List.of(), outbox.waiting());
        assertEquals(1, dms.size());
        assertTrue(dms.getFirst().startsWith("ann: Your Djambi game " + game.id()), dms.toString());
    }

    @Test
    void aLobbyWhoseThreadIsDeletedIsCalledOff() {
        run("ann", CARDS, "new");
        bot.outbox().drain();
        made.clear();
        bot.channels().deleted("guild", THREAD);
        bot.outbox().drain();
        assertFalse(table().isLive());
        assertEquals(1, cardEdits().size());
        assertTrue(cardEdits().getFirst().contains("· called off "), made.toString());
    }
}
