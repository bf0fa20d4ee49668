package io.djambi.bot.press;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.press.Whisper.Addressee;
import io.djambi.bot.press.Whisper.DeliveryState;
import io.djambi.bot.press.Whisper.Via;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Who may read a whisper, and where it stands for each recipient. */
class WhisperTest {
    private static final Instant AT = Instant.parse("2026-11-22T14:00:00Z");

    @Test
    void onlyTheSenderAndTheRecipientsTakePartInAWhisper() {
        Whisper w = Whisper.pending(3, "ann", List.of("bob", "cy"), "truce?", Via.COMMAND, AT);
        assertEquals(Set.of("ann", "bob", "cy"), w.participants());
        assertEquals(List.of("bob", "cy"), w.recipients());
        assertTrue(w.involves("ann"));
        assertTrue(w.involves("cy"));
        assertFalse(w.involves("di"), "a fourth player cannot read it");
    }

    @Test
    void aNewWhisperIsPendingForEachRecipientAndForNobodyElse() {
        Whisper w = Whisper.pending(3, "ann", List.of("bob"), "truce?", Via.DM, AT);
        assertTrue(w.isFor("bob", DeliveryState.PENDING));
        assertFalse(w.isFor("bob", DeliveryState.DELIVERED));
        assertFalse(w.isFor("ann", DeliveryState.PENDING), "the sender is not a recipient");
        assertEquals(0, w.id());
        assertEquals(12, w.withId(12).id());
        assertEquals(w.addressees(), w.withId(12).addressees());
    }

    @Test
    void aWhisperHasAtLeastOneRecipient() {
        assertThrows(IllegalArgumentException.class, () -> Whisper.pending(3, "ann", List.of(), "hi", Via.DM, AT));
        assertThrows(NullPointerException.class, () -> new Addressee("bob", null));
    }
}
