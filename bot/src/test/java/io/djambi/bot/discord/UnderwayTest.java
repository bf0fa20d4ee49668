package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.mock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import net.dv8tion.jda.api.requests.RestAction;
import org.junit.jupiter.api.Test;

/** What the stop waits for: an answer in several steps counts until its last step is taken. */
class UnderwayTest {
    private final Underway underway = new Underway();
    /** The success callbacks of the requests sent, run when the test says Discord took them. */
    private final List<Consumer<Object>> taken = new ArrayList<>();

    @SuppressWarnings("unchecked")
    private RestAction<Object> request() {
        RestAction<Object> action = mock(RestAction.class);
        doAnswer(inv -> {
                    taken.add(inv.getArgument(0));
                    return null;
                })
                .when(action)
                .queue(any(), any());
        return action;
    }

    @Test
    void anAnswerInTwoStepsIsUnderWayUntilDiscordHasTakenTheSecond() throws Exception {
        // GIVEN an interaction taken, whose answer's first step is sent, the second to follow once it is taken
        underway.begin();
        underway.queue(request(), first -> underway.queue(request(), second -> {}, failure -> {}), failure -> {});
        underway.end();
        // THEN it is under way until the second step is taken
        assertFalse(underway.awaitNone(Duration.ZERO));
        taken.get(0).accept(null);
        assertFalse(underway.awaitNone(Duration.ZERO), "the second step is on the wire");
        taken.get(1).accept(null);
        assertTrue(underway.awaitNone(Duration.ZERO));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aRequestDiscordsClientNoLongerTakesIsAFailureAndNothingIsLeftUnderWay() throws Exception {
        // GIVEN Discord's client closed at the stop's deadline
        RestAction<Object> refused = mock(RestAction.class);
        doThrow(new RejectedExecutionException("The Requester has been stopped!"))
                .when(refused)
                .queue(any(), any());
        List<Throwable> failures = new ArrayList<>();
        // WHEN an answer is sent through it
        underway.queue(refused, result -> {}, failures::add);
        // THEN the sender hears of it as of any failure, and nothing waits for it
        assertEquals(1, failures.size());
        assertTrue(underway.awaitNone(Duration.ZERO));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aRequestRefusedAtOnceAndCancelledLaterEndsOnce() throws Exception {
        // GIVEN JDA's race at its shutdown: the request is put in its queue, then refused as the scheduler is shut,
        // and cancelled later by the same shutdown, which tells its failure again (found by reading JDA's rate limiter)
        RestAction<Object> refusedThenCancelled = mock(RestAction.class);
        List<Consumer<Throwable>> failureCallbacks = new ArrayList<>();
        doAnswer(inv -> {
                    failureCallbacks.add(inv.getArgument(1));
                    throw new RejectedExecutionException("Task rejected from a terminated scheduler");
                })
                .when(refusedThenCancelled)
                .queue(any(), any());
        List<Throwable> failures = new ArrayList<>();
        underway.queue(refusedThenCancelled, result -> {}, failures::add);
        // AND another request under way
        underway.begin();
        // WHEN the cancellation comes
        failureCallbacks
                .getFirst()
                .accept(new java.util.concurrent.CancellationException("RestAction has been cancelled"));
        // THEN the sender heard of the failure once, and the other request is still waited for
        assertEquals(1, failures.size());
        assertFalse(underway.awaitNone(Duration.ZERO));
        underway.end();
        assertTrue(underway.awaitNone(Duration.ZERO));
    }

    @Test
    void whatArrivesOnceStoppedIsSeenAsSuch() {
        assertFalse(underway.stopping());
        underway.stop();
        assertTrue(underway.stopping());
    }
}
