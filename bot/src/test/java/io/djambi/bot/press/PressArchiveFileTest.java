package io.djambi.bot.press;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.UserText;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.press.Whisper.Via;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The revealed archive is a file, not a message: names in it are written as typed, without chat escapes. */
class PressArchiveFileTest {
    private static final Instant SENT = Instant.parse("2026-11-22T14:03:00Z");

    private final InMemoryWhisperStore whispers = new InMemoryWhisperStore();
    private final PressArchiveFile archive = new PressArchiveFile(whispers, Catalogue.english());

    private String file(Table table) {
        return new String(archive.reveal(table).orElseThrow().bytes(), StandardCharsets.UTF_8);
    }

    @Test
    void namesInTheArchiveAreAsTypedWithoutTheEscapesThatMakeThemSafeInChat() {
        // GIVEN players whose names needed escapes in chat (markdown and a mention), as the edge stores them
        String typed = "‹@900*bold*_x_>";
        String escaped = UserText.name(typed);
        assertTrue(escaped.contains("\\") && escaped.contains(UserText.ZERO_WIDTH_SPACE), "the fixture escapes");
        Table table = Table.lobby("g", "chan", new Seat("1", escaped, Colour.RED), TableSettings.DEFAULTS)
                .withId(7)
                .withSeat(new Seat("2", UserText.name("bob"), Colour.BLUE))
                .withSeat(Seat.ai(Colour.YELLOW, Level.EASY, Catalogue.english()));
        whispers.add(Whisper.pending(7, "1", List.of("2"), "Deal?", Via.COMMAND, SENT), SENT);
        // WHEN the archive is written
        String file = file(table);
        // THEN the names read as typed, with their colour, and nothing of chat's escapes shows
        assertTrue(file.contains("2026-11-22 14:03:00 UTC  " + typed + " (Red) -> bob (Blue)\n    Deal?\n"), file);
        assertFalse(file.contains("\\"), file);
        assertFalse(file.contains(UserText.ZERO_WIDTH_SPACE), file);
    }

    @Test
    void someoneNoLongerSeatedIsNamedByHisDiscordIdNotAMention() {
        Table table = Table.lobby("g", "chan", new Seat("1", "ann", Colour.RED), TableSettings.DEFAULTS)
                .withId(7);
        whispers.add(Whisper.pending(7, "1", List.of("42"), "Still there?", Via.COMMAND, SENT), SENT);
        String file = file(table);
        assertTrue(file.contains("  ann (Red) -> Discord user 42\n"), file);
        assertFalse(file.contains("<@"), file);
    }

    @Test
    void someoneWhoLeftHisSeatIsNamedByTheSeatHeHad() {
        // GIVEN Bob whispered to Ann, then his Blue seat went to Zed
        Seat bob = new Seat("2", "bob", Colour.BLUE);
        Table table = Table.lobby("g", "chan", new Seat("1", "ann", Colour.RED), TableSettings.DEFAULTS)
                .withId(7)
                .withSeat(new Seat("3", "zed", Colour.BLUE));
        whispers.add(Whisper.pending(7, "2", List.of("1"), "Deal?", Via.COMMAND, SENT), SENT);
        PressArchiveFile withChanges = new PressArchiveFile(
                whispers,
                id -> List.of(new SeatChange(4, bob, new Seat("3", "zed", Colour.BLUE))),
                Catalogue.english());
        // WHEN the archive is written THEN Bob is named as the game knew him
        String file = new String(withChanges.reveal(table).orElseThrow().bytes(), StandardCharsets.UTF_8);
        assertTrue(file.contains("  bob (Blue) -> ann (Red)\n"), file);
    }

    @Test
    void anAiIsNamedByItsOwnNameWhichSaysItsColour() {
        Table table = Table.lobby("g", "chan", new Seat("1", "ann", Colour.RED), TableSettings.DEFAULTS)
                .withId(7)
                .withSeat(Seat.ai(Colour.YELLOW, Level.EASY, Catalogue.english()));
        whispers.add(
                Whisper.pending(
                        7,
                        Seat.ai(Colour.YELLOW, Level.EASY, Catalogue.english()).userId(),
                        List.of("1"),
                        "beep",
                        Via.COMMAND,
                        SENT),
                SENT);
        assertEquals(
                1,
                file(table)
                        .lines()
                        .filter(l -> l.contains("AI Yellow (easy) -> ann (Red)"))
                        .count());
    }
}
