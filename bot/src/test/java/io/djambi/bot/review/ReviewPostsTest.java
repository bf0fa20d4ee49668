package io.djambi.bot.review;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a review's chart is drawn with, in the reader's language. */
class ReviewPostsTest {
    private static final Catalogue ENGLISH = Catalogue.english();

    @Test
    void theChartsLegendNamesEachPlayerWithoutTheColourItsSwatchShows() {
        Table table = Table.lobby(
                        "guild", "chan", new Seat("111", "Jean-Baptiste Lefèvre", Colour.RED), TableSettings.DEFAULTS)
                .withSeat(new Seat("222", "Ann", Colour.BLUE))
                .withSeat(Seat.ai(Colour.YELLOW, Level.HARD, ENGLISH));
        assertEquals(
                Map.of(
                        Colour.RED, "Jean-Baptiste Lefèvre",
                        Colour.BLUE, "Ann",
                        Colour.YELLOW, "AI Yellow (hard)"),
                ReviewPosts.legendNames(table, ENGLISH));
        // an AI is named in the reader's words, its colour part of its name
        assertEquals(
                "IA Jaune (difficile)",
                ReviewPosts.legendNames(table, ENGLISH.forLocale(Locale.FRENCH)).get(Colour.YELLOW));
    }
}
