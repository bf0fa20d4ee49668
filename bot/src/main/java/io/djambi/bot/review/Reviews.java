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
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each finished game's review: wanted with the game's last post (a game with a result and a person seated), computed
 * once on the AI's pool (never on Discord's threads nor under the game's lock), stored, then posted in place of the
 * words that said it was coming. A review still wanted when the process stopped is computed at the next start.
 */
public final class Reviews implements GameReviews {
    private static final Logger log = LoggerFactory.getLogger(Reviews.class);

    private final ReviewStore store;
    private final TableStore tables;
    private final ChannelOutbox outbox;
    private final Executor pool;
    private final Reviewer reviewer;
    private final ReviewPosts pictures;
    private final BoardPosts posts;

    /**
     * @param pool where reviews are computed: the AI's pool in the bot
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
        this.pool = pool;
        this.reviewer = reviewer;
        this.pictures = pictures;
        this.posts = posts;
    }

    @Override
    public Optional<Reply.Public> wanted(Table table) {
        if (!reviewable(table)) {
            return Optional.empty();
        }
        store.want(table.id());
        return Optional.of(pictures.coming(table, posts.inGame(table)));
    }

    /** A finished game with a result (not aborted), and a person in it: an AIs' game interests nobody. */
    static boolean reviewable(Table table) {
        return table.stage() == Stage.OVER
                && !(Rules.outcome(table.game().position()) instanceof Outcome.Ongoing)
                && table.seats().values().stream().anyMatch(seat -> !seat.isAi());
    }

    @Override
    public void start(long tableId) {
        try {
            pool.execute(() -> compute(tableId));
        } catch (RejectedExecutionException e) {
            // Stopping: the review stays wanted, and the next start computes it
            log.info("Table {}: review left for the next start ({})", tableId, e.getMessage());
        }
    }

    /** Computes every review still wanted in this process's servers: those a stop cut short. */
    public void resume() {
        for (long tableId : store.wanted()) {
            start(tableId);
        }
    }

    /** The table's review, computed and stored. */
    public Optional<Review> find(Table table) {
        return store.find(table.id()).map(text -> ReviewCodec.decode(text, table.game()));
    }

    /** Whether the table's review is wanted or written. */
    public boolean known(Table table) {
        return store.known(table.id());
    }

    /**
     * Asks for the review of a game that ended before reviews existed: computed and stored, answered by
     * {@code /review} when asked again, not posted.
     */
    public void wantQuietly(Table table) {
        if (reviewable(table) && !store.known(table.id())) {
            store.want(table.id());
            start(table.id());
        }
    }

    private void compute(long tableId) {
        try {
            Optional<Table> found = tables.byId(tableId).filter(Reviews::reviewable);
            if (found.isEmpty() || store.find(tableId).isPresent()) {
                return;
            }
            Table table = found.get();
            long began = System.nanoTime();
            Review review = reviewer.review(table.game());
            store.save(tableId, ReviewCodec.encode(review));
            log.info(
                    "Table {}: review of {} positions computed in {} ms",
                    tableId,
                    review.standings().size(),
                    (System.nanoTime() - began) / 1_000_000);
            Reply.Public post = pictures.posted(table, review, posts.inGame(table));
            outbox.withChange(table.channelId(), () -> {
                outbox.add(table.id(), table.guildId(), table.channelId(), post);
                return null;
            });
        } catch (RuntimeException e) {
            // Kept wanted: the next start tries again
            log.warn("Table {}: the review could not be made: {}", tableId, e.toString());
            log.debug("Review of table {}", tableId, e);
        }
    }
}
