package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.clock.FinishedThreads.FinishedThread;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.ThreadArchive;
import io.djambi.bot.press.TestClock;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/**
 * The sweep's own guards, with the store's answer given: a thread a game has come to live in since the list was read
 * is left open, and one whose archiving Discord has not answered yet is not asked about twice. (The store's part, the
 * day after the end and the threads' games, is {@code store.SqlFinishedThreadsTest}.)
 */
class ThreadSweepTest {
    private static final String THREAD = "9001";

    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));
    private final InMemoryTableStore tables = new InMemoryTableStore();
    private final List<Long> marked = new ArrayList<>();
    private final List<String> asked = new ArrayList<>();
    private CompletableFuture<ThreadArchive.Archived> answer =
            CompletableFuture.completedFuture(ThreadArchive.Archived.DONE);

    private final FinishedThreads due = new FinishedThreads() {
        @Override
        public List<FinishedThread> due(Instant endedBefore) {
            return List.of(new FinishedThread(1, "guild", THREAD));
        }

        @Override
        public void archived(long tableId) {
            marked.add(tableId);
        }
    };

    private final ThreadSweep sweep = new ThreadSweep(
            due,
            tables,
            new GameLocks(),
            new ThreadArchive() {
                @Override
                public CompletionStage<Archived> archive(String guildId, String threadId) {
                    asked.add(threadId);
                    return answer;
                }

                @Override
                public CompletionStage<Boolean> deleted(String guildId, String threadId, String cardChannelId) {
                    return CompletableFuture.completedFuture(false);
                }
            },
            clock);

    @Test
    void aThreadAGameCameToLiveInSinceTheListWasReadIsLeftOpen() {
        tables.create(Table.lobby("guild", THREAD, new Seat("eve", "eve", Colour.RED), TableSettings.DEFAULTS));
        sweep.sweep();
        assertEquals(List.of(), asked);
        assertEquals(List.of(), marked);
    }

    @Test
    void aThreadDiscordHasNotAnsweredForYetIsNotAskedAboutTwice() {
        answer = new CompletableFuture<>();
        sweep.sweep();
        sweep.sweep();
        assertEquals(List.of(THREAD), asked);
        answer.complete(ThreadArchive.Archived.LATER);
        assertEquals(List.of(), marked, "not archived: due again");
        sweep.sweep();
        assertEquals(List.of(THREAD, THREAD), asked);
    }

    @Test
    void discordsAnswerIsStoredOnTheExecutorGivenNotOnTheThreadDiscordAnswersOn() {
        List<Runnable> handedOver = new ArrayList<>();
        ThreadSweep handing = new ThreadSweep(
                due,
                tables,
                new GameLocks(),
                new ThreadArchive() {
                    @Override
                    public CompletionStage<Archived> archive(String guildId, String threadId) {
                        asked.add(threadId);
                        return answer;
                    }

                    @Override
                    public CompletionStage<Boolean> deleted(String guildId, String threadId, String cardChannelId) {
                        return CompletableFuture.completedFuture(false);
                    }
                },
                clock,
                handedOver::add);
        answer = new CompletableFuture<>();
        handing.sweep();
        // WHEN Discord answers (on JDA's callback thread in the bot: here, this one)
        answer.complete(ThreadArchive.Archived.DONE);
        // THEN nothing is written there; the mark is handed over, and written when the executor runs it
        assertEquals(List.of(), marked);
        assertEquals(1, handedOver.size());
        handedOver.forEach(Runnable::run);
        assertEquals(List.of(1L), marked);
        // AND the thread is no longer taken as waiting for Discord's answer
        handing.sweep();
        assertEquals(List.of(THREAD, THREAD), asked);
    }

    @Test
    void aFailureOfTheDiscordCallIsATryAgainLater() {
        answer = CompletableFuture.failedFuture(new IllegalStateException("JDA stopping"));
        sweep.sweep();
        assertEquals(List.of(), marked);
    }
}
