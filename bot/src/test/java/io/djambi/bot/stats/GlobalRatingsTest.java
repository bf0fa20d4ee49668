package io.djambi.bot.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.WantedSeat;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every server's ratings, kept up to date: always the ratings that replaying every stored result gives, without
 * reading them all again at each {@code /djambi stats}.
 */
class GlobalRatingsTest {
    private static final Instant AT = Instant.parse("2026-11-22T12:00:00Z");
    private static final List<String> PEOPLE = List.of("ann", "bob", "cy", "di", "ed");

    /** A game on server {@code guild} finished {@code seconds} after {@link #AT}, the players by place. */
    private static GameResult game(long id, String guild, long seconds, String... byPlace) {
        List<Placing> placings = new ArrayList<>();
        for (int i = 0; i < byPlace.length; i++) {
            placings.add(new Placing(byPlace[i], byPlace[i], Colour.values()[i], i + 1, i == 0 ? Exit.WON : Exit.LOST));
        }
        return new GameResult(id, guild, AT.plusSeconds(seconds), placings);
    }

    /** The ratings of replaying everything, person by person. */
    private static void assertReplayed(ResultStore store, Ratings kept) {
        Ratings replayed = Ratings.of(store.allResults());
        for (String person : PEOPLE) {
            assertEquals(replayed.of(person), kept.of(person), person);
        }
    }

    @Test
    void theRatingsAreThoseOfEveryResultReplayedAsResultsCome() {
        CountingStore store = new CountingStore();
        GlobalRatings global = new GlobalRatings(store);
        assertEquals(0, global.now().ranked().size(), "nothing stored yet");
        store.record(game(1, "g1", 10, "ann", "bob", "cy"));
        store.record(game(2, "g2", 20, "bob", "di"));
        assertReplayed(store, global.now());
        store.record(game(3, "g1", 30, "cy", "ann", "ed"));
        store.record(game(4, "g2", 40, "di", "ann"));
        assertReplayed(store, global.now());
    }

    @Test
    void everyResultIsReadOnceAndNothingWhenNothingIsNew() {
        CountingStore store = new CountingStore();
        GlobalRatings global = new GlobalRatings(store);
        store.record(game(1, "g1", 10, "ann", "bob", "cy"));
        store.record(game(2, "g2", 20, "bob", "di"));
        global.now();
        global.now();
        global.now();
        assertEquals(2, store.resultsRead, "the two results, once");
        store.record(game(3, "g1", 30, "cy", "ann", "ed"));
        Ratings now = global.now();
        assertEquals(3, store.resultsRead, "then only the new one");
        assertReplayed(store, now);
    }

    @Test
    void aResultThatComesBeforeTheLastOneAppliedReplaysThemAll() {
        // Another process on the shared database, its clock behind ours, records a game finished "earlier"
        CountingStore store = new CountingStore();
        GlobalRatings global = new GlobalRatings(store);
        store.record(game(1, "g1", 10, "ann", "bob"));
        store.record(game(2, "g1", 30, "bob", "ann"));
        global.now();
        store.record(game(3, "g2", 20, "ann", "bob", "cy"));
        store.record(game(4, "g2", 40, "di", "ann"));
        assertReplayed(store, global.now());
    }

    /** Results in memory, counting the results read back. */
    private static final class CountingStore implements ResultStore {
        private final InMemoryResultStore store = new InMemoryResultStore();
        int resultsRead;

        private List<GameResult> counted(List<GameResult> read) {
            resultsRead += read.size();
            return read;
        }

        @Override
        public List<GameResult> allResults() {
            return counted(store.allResults());
        }

        @Override
        public List<GameResult> allResultsAfter(Instant finishedAt, long tableId) {
            return counted(store.allResultsAfter(finishedAt, tableId));
        }

        @Override
        public int resultCount() {
            return store.resultCount();
        }

        @Override
        public List<GameResult> results(String guildId) {
            return counted(store.results(guildId));
        }

        @Override
        public void record(GameResult result) {
            store.record(result);
        }

        @Override
        public void markTimedOut(long tableId, Colour colour) {
            store.markTimedOut(tableId, colour);
        }

        @Override
        public Set<Colour> timedOut(long tableId) {
            return store.timedOut(tableId);
        }

        @Override
        public void markSeatChanged(long tableId, SeatChange change) {
            store.markSeatChanged(tableId, change);
        }

        @Override
        public List<SeatChange> seatChanges(long tableId) {
            return store.seatChanges(tableId);
        }

        @Override
        public void markSeatWanted(long tableId, WantedSeat wanted) {
            store.markSeatWanted(tableId, wanted);
        }

        @Override
        public List<WantedSeat> seatsWanted(long tableId) {
            return store.seatsWanted(tableId);
        }
    }
}
