package io.djambi.bot.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.ScriptedTableStore;
import io.djambi.bot.game.TestGames;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.stats.StatsBook;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An AI turn always finishes: a failure in each stage (the search, storing the move, drawing the board, posting it)
 * is injected, and the game moves on. Ann (Red) plays against three easy AIs; the pool runs when the test says.
 */
class AiTurnFailuresTest {
    private final ScriptedTableStore store = new ScriptedTableStore();
    private final PressTable t = new PressTable(store, new InMemoryWhisperStore());
    private final List<Runnable> pool = new ArrayList<>();
    private final AtomicInteger failingSearches = new AtomicInteger();
    private final TimerOutput output = new TimerOutput() {
        @Override
        public CompletionStage<Boolean> directMessage(String userId, String text, List<Reply.Attachment> files) {
            return CompletableFuture.completedFuture(true);
        }
    };
    /** The engine's AI, failing as often as the test says first. */
    private final MoveChooser chooser = (position, level, seed) -> {
        if (failingSearches.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            throw new IllegalStateException("the search ran out of memory (a scripted fault)");
        }
        return Ai.of(level, seed).choose(position);
    };

    private AiTurns aiTurns(TestGames games) {
        return new AiTurns(
                store,
                games.life,
                pool::add,
                t.clock,
                AiTurns.THINKING_DELAY,
                chooser,
                io.djambi.bot.game.TestGames.TEXT);
    }

    private final AiTurns ai = aiTurns(t.games);

    /** Ann (Red), AI Blue, Bob (Yellow), AI Green: each AI's move is posted, a person being next. */
    @BeforeEach
    void blueAiIsToMove() {
        t.annAndBobAgainstTwoAis();
        t.run("ann", "move", "move:C3-D4");
    }

    /** Bob, Yellow, plays his first legal move. */
    private void bobMoves() {
        Move any = Rules.legalMoves(t.table().game().position()).get(0);
        t.run("bob", "move", "move:" + any.text());
    }

    /** A tick after {@code d}, then whatever it handed to the pool; how many turns it handed over. */
    private int after(AiTurns turns, Duration d) {
        t.clock.advance(d);
        turns.tick();
        List<Runnable> now = List.copyOf(pool);
        pool.clear();
        now.forEach(Runnable::run);
        return now.size();
    }

    private int version() {
        return t.table().version();
    }

    private Move seatsOwnMove(int version) {
        Position before = t.table().game().positions().get(version);
        return Ai.of(Level.EASY, MoveChooser.seed(t.table().id(), version)).choose(before);
    }

    @Test
    void aTurnWhoseSearchFailedOnceIsLetGoAndPlayedAfterABackOff() {
        // GIVEN Blue's search fails once
        failingSearches.set(1);
        ai.tick(); // Blue's turn is seen
        assertEquals(1, after(ai, AiTurns.THINKING_DELAY));
        assertEquals(1, version(), "nothing played");
        // WHEN the back-off passes
        assertEquals(0, after(ai, AiTurns.FIRST_RETRY.minusMillis(1)), "not tried again before the back-off");
        assertEquals(1, after(ai, Duration.ofMillis(1)), "the turn was let go, so it is tried again");
        // THEN Blue plays its own move
        assertEquals(2, version());
        assertEquals(
                new GameEvent.Played(seatsOwnMove(1)), t.table().game().events().get(1));
    }

    @Test
    void aSeatWhoseSearchKeepsFailingPlaysARandomLegalMoveAndTheChannelIsToldInOneLine() {
        // GIVEN every search fails
        failingSearches.set(Integer.MAX_VALUE);
        ai.tick();
        after(ai, AiTurns.THINKING_DELAY); // 1st try
        after(ai, Duration.ofSeconds(2)); // 2nd
        assertEquals(0, after(ai, Duration.ofSeconds(3)), "the back-off doubles: 4 s after the 2nd failure");
        after(ai, Duration.ofSeconds(1)); // 3rd
        assertEquals(1, version(), "three tries, nothing played");
        assertTrue(posts().isEmpty());
        // WHEN the last back-off passes
        after(ai, Duration.ofSeconds(8));
        // THEN a random legal move is played, said in the move's one line
        assertEquals(2, version());
        Move random = Ai.of(Level.RANDOM, MoveChooser.seed(t.table().id(), 1))
                .choose(t.table().game().positions().get(1));
        assertEquals(new GameEvent.Played(random), t.table().game().events().get(1));
        assertEquals(1, posts().size());
        assertTrue(
                posts().get(0)
                        .text()
                        .contains("\n2. AI Blue (easy) could not decide, so it played a random legal move: "
                                + random.text() + " — "),
                posts().get(0).text());
        // AND the next AI seat is on its own clock again, not the failed one's
        failingSearches.set(0);
        bobMoves();
        ai.tick(); // Green's turn is seen
        assertEquals(0, after(ai, AiTurns.THINKING_DELAY.minusMillis(1)));
        assertEquals(1, after(ai, Duration.ofMillis(1)));
        assertEquals(4, version(), "Green plays after its usual delay");
    }

    @Test
    void aMoveThatCouldNotBeStoredIsTriedAgain() {
        // GIVEN storing Blue's move fails once
        ai.tick();
        store.failNextSaves(1);
        after(ai, AiTurns.THINKING_DELAY);
        assertEquals(1, version(), "nothing stored, nothing posted");
        assertTrue(posts().isEmpty());
        // WHEN the back-off passes THEN the same move is stored and posted once
        after(ai, AiTurns.FIRST_RETRY);
        assertEquals(2, version());
        assertEquals(
                new GameEvent.Played(seatsOwnMove(1)), t.table().game().events().get(1));
        assertEquals(1, posts().size());
    }

    @Test
    void aBoardThatCannotBeDrawnDoesNotStopTheGame() {
        // GIVEN a renderer that fails
        BoardRenderer broken = mock(BoardRenderer.class);
        when(broken.png(any(), any())).thenThrow(new IllegalStateException("no fonts (a scripted fault)"));
        TestGames drawingNothing =
                new TestGames(store, broken, table -> Optional.empty(), StatsBook.inMemory(), t.locks);
        AiTurns withBrokenBoards = aiTurns(drawingNothing);
        withBrokenBoards.tick();
        // WHEN Blue's turn comes
        after(withBrokenBoards, AiTurns.THINKING_DELAY);
        // THEN the move is stored and told without the picture, and Yellow plays next
        assertEquals(2, version());
        Reply.Public told = drawingNothing.unansweredPosts().get(0);
        assertTrue(told.files().isEmpty());
        assertTrue(told.text().contains("The board picture could not be drawn"), told.text());
        bobMoves();
        withBrokenBoards.tick(); // Green's turn is seen
        after(withBrokenBoards, AiTurns.THINKING_DELAY);
        assertEquals(4, version());
    }

    @Test
    void theAisPostWaitsInTheOutboxWithItsMoveAndTheTurnIsNotPlayedAgain() {
        // GIVEN Blue's move is played, and its post written to the outbox with it (Discord may fail it later: the
        // relay's retries are its own)
        ai.tick();
        after(ai, AiTurns.THINKING_DELAY);
        assertEquals(2, version(), "the move was stored");
        assertEquals(1, t.games.outbox.waiting().size(), "its post waits with it");
        // WHEN time goes on THEN Blue's move is not played again, and Bob and Green play theirs
        assertEquals(0, after(ai, AiTurns.FIRST_RETRY), "nothing is tried again");
        bobMoves();
        ai.tick(); // Green's turn is seen
        after(ai, AiTurns.THINKING_DELAY);
        assertEquals(4, version());
        assertEquals(
                new GameEvent.Played(seatsOwnMove(1)), t.table().game().events().get(1));
        Reply.Public last = posts().get(posts().size() - 1);
        assertTrue(
                last.text().contains("ann (Red) to move. Due <t:")
                        && last.text().endsWith("<@ann>"),
                last.text());
    }

    /** What the AIs' turns posted that no command stood for. */
    private List<Reply.Public> posts() {
        return t.games.unansweredPosts();
    }
}
