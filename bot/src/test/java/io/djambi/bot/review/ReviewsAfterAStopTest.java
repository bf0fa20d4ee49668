package io.djambi.bot.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Table;
import io.djambi.bot.outbox.InMemoryOutbox;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.engine.review.Reviewer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.Test;

/** A review wanted when the process stopped is computed and posted at the next start, once; none is lost. */
class ReviewsAfterAStopTest {
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore());
    private final InMemoryReviewStore store = new InMemoryReviewStore();
    private final InMemoryOutbox outbox = new InMemoryOutbox();

    private Reviews reviews(Executor pool) {
        return new Reviews(store, t.tables, outbox, pool, new Reviewer(), ReviewPosts.standard(), t.games.posts);
    }

    /** Ann wins after a move: a game that ends before any move has no review. */
    private Table finished() {
        t.annWins();
        return t.table();
    }

    private List<Reply.Public> posted() {
        return outbox.claim(Instant.now().plusSeconds(60), Duration.ofMinutes(1), 100).stream()
                .map(OutboxPost::post)
                .toList();
    }

    @Test
    void aReviewCutShortByAStopIsMadeAtTheNextStart() {
        Table table = finished();
        // The game ends as the process stops: its pool takes no more work
        Reviews stopping = reviews(work -> {
            throw new RejectedExecutionException("shutting down");
        });
        assertTrue(stopping.wanted(table).isPresent());
        stopping.start(table.id());
        assertEquals(List.of(new ReviewStore.Wanted(table.id(), true)), store.wanted(), "still wanted");
        assertEquals(List.of(), posted());
        // The next start computes it, posts it in place of the words that said it was coming, and only once
        List<Runnable> queued = new ArrayList<>();
        Reviews next = reviews(queued::add);
        next.resume();
        next.resume();
        queued.forEach(Runnable::run);
        List<Reply.Public> posts = posted();
        assertEquals(1, posts.size(), "one review post, however often it was asked for: " + posts);
        assertEquals(
                new Reply.ReviewOf(
                        table.id(),
                        "📈 The engine is reviewing game " + table.id()
                                + ": who was winning when, and the moves that turned it. It will be here in a minute or two."),
                posts.getFirst().target());
        assertTrue(posts.getFirst().text().startsWith("📈 **Review of game " + table.id() + "**"));
        assertEquals(List.of(), store.wanted());
    }

    @Test
    void aReviewAskedForByReviewIsStoredNotPostedAndComputedOnceHoweverOftenAsked() {
        Table table = finished();
        List<Runnable> queued = new ArrayList<>();
        Reviews reviews = reviews(queued::add);
        assertTrue(reviews.wantQuietly(table));
        assertTrue(reviews.wantQuietly(table));
        reviews.resume();
        assertEquals(1, queued.size(), "one review underway for the table");
        queued.forEach(Runnable::run);
        assertTrue(reviews.find(table) instanceof Reviews.Found.Ready);
        assertEquals(List.of(), posted(), "asked by one person: nothing posted in the game's channel");
    }

    @Test
    void aStoredReviewThatCannotBeReadAnymoreIsSaidSoNotThrown() {
        Table table = finished();
        store.want(table.id(), true);
        store.save(
                table.id(),
                "{\"turningPoints\":[{\"index\":0,\"mover\":\"r\",\"played\":\"Z9-Z10\"}]}",
                Reviewer.VERSION);
        assertTrue(reviews(Runnable::run).find(table) instanceof Reviews.Found.Unreadable);
    }

    /** A review as an older way of reviewing made it: the game even from the start, whatever was played. */
    private String olderWay(Table table) {
        io.djambi.engine.review.Review even = new io.djambi.engine.review.Review(
                List.of(new io.djambi.engine.review.Standing(
                        0,
                        java.util.Map.of(
                                io.djambi.engine.model.Colour.RED, 0.25,
                                io.djambi.engine.model.Colour.BLUE, 0.25,
                                io.djambi.engine.model.Colour.YELLOW, 0.25,
                                io.djambi.engine.model.Colour.GREEN, 0.25))),
                List.of(),
                List.of());
        return ReviewCodec.encode(even);
    }

    @Test
    void aReviewMadeByAnOlderWayOfReviewingIsMadeAgainWhenAskedForAndStoredNotPosted() {
        // GIVEN a game reviewed and posted before the standings became means over the last round (way 1)
        Table table = finished();
        store.want(table.id(), true);
        store.save(table.id(), olderWay(table), Reviewer.VERSION - 1);
        List<Runnable> queued = new ArrayList<>();
        Reviews reviews = reviews(queued::add);
        // WHEN /review asks for it, twice before the engine gets to it
        assertTrue(reviews.find(table) instanceof Reviews.Found.Coming);
        assertTrue(reviews.find(table) instanceof Reviews.Found.Coming);
        assertEquals(1, queued.size(), "made again once");
        queued.forEach(Runnable::run);
        // THEN it is made again from the game's record, by today's way, and shown from then on
        String today = ReviewCodec.encode(new Reviewer().review(table.game()));
        assertEquals(java.util.Optional.of(new ReviewStore.Written(today, Reviewer.VERSION)), store.find(table.id()));
        assertTrue(reviews.find(table) instanceof Reviews.Found.Ready);
        assertEquals(1, queued.size(), "not made a third time");
        // AND the game's channel is not posted in: its post of long ago stays as it was
        assertEquals(List.of(), posted());
    }

    @Test
    void aReviewMadeByAnOlderWayIsShownAsItIsWhileTheQueueIsFull() {
        Table table = finished();
        store.want(table.id(), true);
        store.save(table.id(), olderWay(table), Reviewer.VERSION - 1);
        Reviews reviews = reviews(work -> {});
        for (long id = 1000; id < 1000 + Reviews.WAITING + 1; id++) {
            reviews.start(id);
        }
        assertTrue(reviews.find(table) instanceof Reviews.Found.Ready, "rather than no review at all");
    }

    @Test
    void aFullQueueLeavesTheReviewWantedForLater() {
        Table table = finished();
        Reviews reviews = reviews(work -> {});
        // The queue's one worker never runs: the first review holds it, the next ones wait, then no more are taken
        for (long id = 1000; id < 1000 + Reviews.WAITING + 1; id++) {
            reviews.start(id);
        }
        assertTrue(!reviews.wantQuietly(table), "refused: too many waiting");
        assertEquals(List.of(new ReviewStore.Wanted(table.id(), false)), store.wanted(), "still wanted");
    }

    @Test
    void aGameNotOverIsNotReviewed() {
        t.started();
        assertTrue(reviews(Runnable::run).wanted(t.table()).isEmpty(), "not over");
        assertEquals(List.of(), store.wanted());
    }
}
