package io.djambi.engine.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.Result;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import org.junit.jupiter.api.Test;

/** A refusal quotes what was typed as it was typed, harmless and on one line. */
class EchoTest {
    @Test
    void aRefusedMoveIsEchoedWithItsAccents() {
        // GIVEN a German player who names his Chief (the "/move häuptling c3", answered "h?uptling c3")
        Result<Move> read = MoveNotation.read(StartPosition.fourPlayers(), "häuptling c3");
        // THEN the refusal quotes him as he typed
        String reason = assertInstanceOf(Result.Rejected.class, read).reason();
        assertTrue(reason.contains("'häuptling c3'"), reason);
    }

    @Test
    void everyScriptAndAnEmojiAreKeptWhole() {
        assertEquals("nécromobile Čech Ελλάδα 東京 👍🏽", Echo.of("nécromobile Čech Ελλάδα 東京 👍🏽"));
        // an accent typed as a combining mark stays on its letter
        assertEquals("ha\u0308uptling", Echo.of("ha\u0308uptling"));
    }

    @Test
    void markupMentionsAndInvisibleCharactersStillShowAsAQuestionMark() {
        assertEquals("hello??123>?everyone ??x??", Echo.of("hello<@123>@everyone **x**"));
        // a right-to-left override would turn the rest of the sentence around; a zero-width joiner hides
        assertEquals("?C3-E5 a?b", Echo.of("\u202eC3-E5 a\u200db"));
        assertEquals("one two", Echo.of("one\ntwo"));
    }

    @Test
    void aLongTextIsCutBetweenGraphemes() {
        assertEquals("é".repeat(40) + "...", Echo.of("é".repeat(50)));
        assertEquals("e\u0301".repeat(40) + "...", Echo.of("e\u0301".repeat(41)));
        assertEquals("ä".repeat(40), Echo.of("ä".repeat(40)));
        assertEquals("", Echo.of("  "));
    }
}
