package io.djambi.bot.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

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
        ResultStore store = Mockito.spy(new InMemoryResultStore());
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
        ResultStore store = Mockito.spy(new InMemoryResultStore());
        GlobalRatings global = new GlobalRatings(store);
        store.record(game(1, "g1", 10, "ann", "bob", "cy"));
        store.record(game(2, "g2", 20, "bob", "di"));
        global.now();
        global.now();
        global.now();
        verify(store, times(1)).allResults(); // the two results, once
        verify(store, never()).allResultsAfter(any(), anyLong());
        store.record(game(3, "g1", 30, "cy", "ann", "ed"));
        Ratings now = global.now();
        verify(store, times(1)).allResults(); // then only the new one
        verify(store, times(1)).allResultsAfter(AT.plusSeconds(20), 2);
        assertReplayed(store, now);
    }

    @Test
    void aResultThatComesBeforeTheLastOneAppliedReplaysThemAll() {
        // Another process on the shared database, its clock behind ours, records a game finished "earlier"
        ResultStore store = Mockito.spy(new InMemoryResultStore());
        GlobalRatings global = new GlobalRatings(store);
        store.record(game(1, "g1", 10, "ann", "bob"));
        store.record(game(2, "g1", 30, "bob", "ann"));
        global.now();
        store.record(game(3, "g2", 20, "ann", "bob", "cy"));
        store.record(game(4, "g2", 40, "di", "ann"));
        assertReplayed(store, global.now());
    }
}
