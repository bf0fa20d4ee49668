package io.djambi.bot.review;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameReviews;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.outbox.ChannelOutbox;
import io.djambi.engine.review.Review;
import io.djambi.engine.review.Reviewer;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each finished game's review: wanted with the game's last post (a game with a result and a person seated), computed
 * once, one review at a time on the AI's pool (never on Discord's threads nor under the game's lock), then written
 * and posted in place of the words that said it was coming, in one transaction. A review that fails (the database
 * away) or that a stop cut short stays wanted: {@link #resume} picks it up, at a start and then now and again. A review
 * made by an older way of reviewing is made again when {@code /review} asks for it (see {@link #find}).
 */
public final class Reviews implements GameReviews {
    private static final Logger log = LoggerFactory.getLogger(Reviews.class);
    /** Reviews waiting their turn at most; {@code /review} asks again later beyond. */
    static final int WAITING = 20;

    private final ReviewStore store;
    private final TableStore tables;
    private final ChannelOutbox outbox;
    private final OneAtATime queue;
    private final Reviewer reviewer;
    private final ReviewPosts pictures;
    private final BoardPosts posts;
    /** The tables whose review is queued or being computed in this process: each once at a time. */
    private final Set<Long> underway = ConcurrentHashMap.newKeySet();

    /**
     * @param pool where reviews are computed, one at a time: the AI's pool in the bot
     * @param posts the games' languages
     */
    public Reviews(
            ReviewStore store,
            TableStore tables,
            ChannelOutbox outbox,
            Executor pool,
            Reviewer reviewer,
            ReviewPosts pictures,
            BoardPosts posts) {
        this.store = store;
        this.tables = tables;
        this.outbox = outbox;
        this.queue = new OneAtATime(pool, WAITING);
        this.reviewer = reviewer;
        this.pictures = pictures;
        this.posts = posts;
    }

    /** What {@code /review} finds for a game. */
    public sealed interface Found permits Found.Ready, Found.Coming, Found.Unreadable, Found.Unknown {
        record Ready(Review review) implements Found {}

        /** Wanted, not written yet. */
        record Coming() implements Found {}

        /** Written, but no longer readable as a review of this game. */
        record Unreadable() implements Found {}

        /** Never asked for. */
        record Unknown() implements Found {}
    }

    @Override
    public Optional<Reply.Public> wanted(Table table) {
        if (!reviewable(table)) {
            return Optional.empty();
        }
        store.want(table.id(), true);
        return Optional.of(pictures.coming(table, posts.inGame(table)));
    }

    /**
     * A finished game with a result (not aborted), a move played and a person in it: an AIs' game interests nobody,
     * and a game that ended in resignations before any move has nothing to review.
     */
    static boolean reviewable(Table table) {
        return table.stage() == Stage.OVER
                && !(Rules.outcome(table.game().position()) instanceof Outcome.Ongoing)
                && table.movesPlayed() > 0
                && table.seats().values().stream().anyMatch(seat -> !seat.isAi());
    }

    @Override
    public void start(long tableId) {
        queued(tableId);
    }

    /** Queues the table's review unless it is underway here already; false if the queue is full (it stays wanted). */
    private boolean queued(long tableId) {
        if (!underway.add(tableId)) {
            return true;
        }
        if (!queue.offer(() -> compute(tableId))) {
            underway.remove(tableId);
            log.info("Table {}: review not queued, {} waiting already or stopping", tableId, WAITING);
            return false;
        }
        return true;
    }

    /** Computes every review still wanted in this process's servers: those a stop or a fault cut short. */
    public void resume() {
        for (ReviewStore.Wanted wanted : store.wanted()) {
            if (!queued(wanted.tableId())) {
                return; // the queue is full: the rest next time
            }
        }
    }

    /**
     * The table's review as {@code /review} finds it. One made by an older way of reviewing ({@link Reviewer#VERSION})
     * is made again from the game's record, and stored only: the game's channel keeps the post it had (an old game's
     * post is rarely among the channel's latest messages, so the relay would post it anew, as a surprise). Until then
     * it is coming, or, if too many reviews wait already, the old one is shown.
     */
    public Found find(Table table) {
        Optional<ReviewStore.Written> written = store.find(table.id());
        if (written.isEmpty()) {
            return store.known(table.id()) ? new Found.Coming() : new Found.Unknown();
        }
        if (written.get().version() < Reviewer.VERSION && queued(table.id())) {
            return new Found.Coming();
        }
        try {
            return new Found.Ready(ReviewCodec.decode(written.get().review(), table.game()));
        } catch (IllegalArgumentException e) {
            log.warn("Table {}: its stored review cannot be read: {}", table.id(), e.getMessage());
            return new Found.Unreadable();
        }
    }

    /**
     * Asks for the review of a game that ended before reviews existed: computed and stored, for {@code /review} to
     * show when asked again; not posted in the game's channel.
     *
     * @return false if too many reviews wait already: to be asked again later
     */
    public boolean wantQuietly(Table table) {
        if (!reviewable(table)) {
            return false;
        }
        store.want(table.id(), false);
        return queued(table.id());
    }

    private void compute(long tableId) {
        try {
            Optional<Table> found = tables.byId(tableId).filter(Reviews::reviewable);
            Optional<ReviewStore.Written> before = store.find(tableId);
            if (found.isEmpty()
                    || before.filter(w -> w.version() >= Reviewer.VERSION).isPresent()) {
                return;
            }
            Table table = found.get();
            long began = System.nanoTime();
            Review review = reviewer.review(table.game());
            Reply.Public post = pictures.posted(posts.movers(table), review, posts.inGame(table));
            // A review made again, by a newer way, is stored only (see find)
            boolean announced = before.isEmpty() && store.announced(tableId);
            // Written and posted together: a review stored is a review posted, and a racing process's is kept alone
            outbox.withChange(table.channelId(), () -> {
                if (store.save(tableId, ReviewCodec.encode(review), Reviewer.VERSION) && announced) {
                    outbox.add(table.id(), table.guildId(), table.channelId(), post);
                }
                return null;
            });
            log.info(
                    "Table {}: review of {} positions computed in {} ms",
                    tableId,
                    review.standings().size(),
                    (System.nanoTime() - began) / 1_000_000);
        } catch (RuntimeException e) {
            // Kept wanted: picked up again by the next resume
            log.warn("Table {}: the review could not be made now: {}", tableId, e.toString());
            log.debug("Review of table {}", tableId, e);
        } finally {
            underway.remove(tableId);
        }
    }
}
