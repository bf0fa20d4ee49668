package io.djambi.bot.press;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.press.Whisper.Via;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whispers laid out as threads, the latest thread first, in pages that fit one Discord message. */
class PressPagesTest {
    private static final Catalogue TEXT = Catalogue.english();
    private static final Instant AT = Instant.parse("2026-11-22T14:03:00Z");
    private static final Table TABLE = Table.lobby(
                    "guild", "chan", new Seat("ann", "Ann", Colour.RED), TableSettings.DEFAULTS)
            .withSeat(new Seat("bob", "Bob", Colour.BLUE))
            .withSeat(new Seat("cy", "Cy", Colour.YELLOW));

    private static Whisper whisper(long id, String from, String to, String text) {
        return Whisper.pending(1, from, List.of(to), text, Via.COMMAND, AT).withId(id);
    }

    @Test
    void theThreadWithTheLatestWhisperComesFirstAndEachThreadRunsOldestFirst() {
        List<Whisper> whispers = List.of(
                whisper(1, "ann", "bob", "truce?"),
                whisper(2, "ann", "cy", "hello"),
                whisper(3, "bob", "ann", "yes\nuntil Yellow falls"));
        List<String> pages = PressPages.of(TABLE, List.of(), whispers, "ann", TEXT);
        assertEquals(List.of("""
                **You ↔ Bob (Blue)** (2 whispers)
                `22 Nov 14:03` Ann (Red) → Bob (Blue): truce?
                `22 Nov 14:03` Bob (Blue) → Ann (Red): yes / until Yellow falls
                **You ↔ Cy (Yellow)** (1 whisper)
                `22 Nov 14:03` Ann (Red) → Cy (Yellow): hello"""), pages);
    }

    @Test
    void everyThreadIsShownWithAllItsPeopleWhenNobodyIsTheReader() {
        List<String> pages = PressPages.of(TABLE, List.of(), List.of(whisper(1, "ann", "di", "psst")), "", TEXT);
        assertTrue(pages.get(0).startsWith("**Ann (Red) ↔ <@di>** (1 whisper)"), pages.get(0));
    }

    @Test
    void aLongPressIsCutIntoNumberedPagesThatEachFitOneMessage() {
        List<Whisper> whispers = new ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            whispers.add(whisper(i, "ann", "bob", "x".repeat(90)));
        }
        List<String> pages = PressPages.of(TABLE, List.of(), whispers, "ann", TEXT);
        assertTrue(pages.size() > 1);
        for (int i = 0; i < pages.size(); i++) {
            String page = pages.get(i);
            assertTrue(page.endsWith("*Page " + (i + 1) + " of " + pages.size() + "*"), page);
            assertTrue(page.length() <= PressPages.PAGE_LENGTH + 20, page.length() + " characters");
        }
        String first = pages.get(0).substring(0, pages.get(0).lastIndexOf('\n'));
        assertTrue(first.length() <= PressPages.PAGE_LENGTH, "the text before the page number fits");
        String line = PressPages.line(TABLE, List.of(), whispers.get(0), TEXT);
        assertTrue(first.length() + line.length() + 1 > PressPages.PAGE_LENGTH, "a page is cut only when full");
        assertEquals(
                1,
                PressPages.of(TABLE, List.of(), whispers.subList(0, 2), "ann", TEXT)
                        .size());
        assertTrue(!PressPages.of(TABLE, List.of(), whispers.subList(0, 2), "ann", TEXT)
                .get(0)
                .contains("Page"));
    }
}
