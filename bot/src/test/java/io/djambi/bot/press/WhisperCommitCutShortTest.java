package io.djambi.bot.press;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.spy;

import io.djambi.bot.command.CutAtCommit;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.FakeThreads;
import io.djambi.bot.game.InMemoryTableStore;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A whisper whose storing met the database going away at its commit, the server having kept it: the sender cannot be
 * told it was sent, nor that nothing changed (he would send it again, and it would come twice). He is told where to
 * look, and the whisper, kept, is delivered once by the round that sends what was left pending. The case where the
 * server did not keep it is {@code store.CommitCutShortTest}'s, on a real PostgreSQL.
 */
class WhisperCommitCutShortTest {
    /** What the sender is told, naming the channel the game plays in. */
    private static final String UNSURE = PressTable.TEXT.get("press.unsure", PressTable.CHANNEL);

    private final WhisperStore whispers = spy(new InMemoryWhisperStore());
    private final PressTable t = new PressTable(new InMemoryTableStore(), whispers);
    private final FakeThreads threads = new FakeThreads();
    private final PressTable inThreads = new PressTable(new InMemoryTableStore(), whispers, threads);

    /** The next whisper stored is kept, and its commit then reported cut short. */
    private void keptButCutShort() {
        doAnswer(call -> {
                    call.callRealMethod();
                    throw new CutAtCommit();
                })
                .doCallRealMethod()
                .when(whispers)
                .add(any(Whisper.class), any(Instant.class));
        doAnswer(call -> {
                    call.callRealMethod();
                    throw new CutAtCommit();
                })
                .doCallRealMethod()
                .when(whispers)
                .confirm(any(Draft.class), any(Whisper.class), any(Instant.class));
    }

    /** The round that sends what a stopped process left pending, once the whisper's hold has run out. */
    private int laterRound() {
        t.clock.advance(WhisperDelivery.HOLD.plus(Duration.ofSeconds(1)));
        return t.press.retryPending().toCompletableFuture().join();
    }

    @Test
    void aWhisperKeptThoughItsCommitWasCutShortIsDeliveredOnceAndItsSenderToldWhereToLook() {
        t.started();
        keptButCutShort();
        // WHEN ann whispers to bob, and the database goes away as it commits, having kept it
        List<Reply> answer = t.run("ann", "whisper", "to:bob", "message:Together against Yellow?");
        // THEN she is told it may have been kept and where to look, not that it was sent, nor that nothing changed
        assertEquals(List.of(new Reply.Private(UNSURE)), answer);
        assertEquals(List.of(), t.courier.deliveredTo("bob"));
        // AND the round for what was left pending delivers it, once
        assertEquals(1, laterRound());
        assertEquals(1, t.courier.deliveredTo("bob").size());
        assertTrue(t.courier.deliveredTo("bob").get(0).text().endsWith(">>> Together against Yellow?"));
        // AND /djambi press, where she was told to look, shows it
        assertTrue(text(t.run("ann", "press")).contains("Together against Yellow?"));
    }

    @Test
    void aPlainDmConfirmedAsItsCommitWasCutShortIsDeliveredOnceAndItsSendButtonThenFindsItSent() {
        t.started();
        t.run("ann", "whisper", "to:bob", "message:Shall we?");
        Reply.Private ask = assertInstanceOf(
                Reply.Private.class,
                t.inDm("bob", "dm", "message:Yes, we shall").get(0));
        long draft = assertInstanceOf(Reply.DraftControls.class, ask.controls()).draftId();
        keptButCutShort();
        // WHEN bob presses Send, and the database goes away as the draft becomes a whisper, having kept it
        List<Reply> answer = t.inDm("bob", "dm-send", "draft:" + draft);
        // THEN he is told where to look; nothing was sent yet
        assertEquals(List.of(new Reply.Private(UNSURE)), answer);
        assertEquals(List.of(), t.courier.deliveredTo("ann"));
        // AND pressing Send again sends nothing twice
        assertTrue(text(t.inDm("bob", "dm-send", "draft:" + draft)).contains("already sent"));
        // AND the round for what was left pending delivers it, once
        assertEquals(1, laterRound());
        assertEquals(1, t.courier.deliveredTo("ann").size());
        assertTrue(t.courier.deliveredTo("ann").get(0).text().endsWith(">>> Yes, we shall"));
    }

    @Test
    void aWhisperInAGameWithAThreadIsAnsweredWithTheThreadToLookIn() {
        // GIVEN a game of four in a thread of its own, opened beside the cards in another channel
        inThreads.typedIn("cards", "ann", "new");
        for (String player : List.of("bob", "cy", "di")) {
            inThreads.typedIn("cards", player, "join");
        }
        inThreads.typedIn("cards", "ann", "start");
        String thread = inThreads.tables.find("501").orElseThrow().channelId();
        keptButCutShort();
        // WHEN ann whispers in it, and the database goes away as it commits, having kept it
        List<Reply> answer = inThreads.typedIn(thread, "ann", "whisper", "to:bob", "message:Now?");
        // THEN she is told to look in the game's thread, where /djambi press lists it, not in the cards' channel
        assertEquals(List.of(new Reply.Private(PressTable.TEXT.get("press.unsure", "501"))), answer);
        assertTrue(text(answer).contains("<#501>"), text(answer));
    }
}
