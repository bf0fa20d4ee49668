package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.OwedAnswers;
import io.djambi.bot.command.OwedAnswers.Owed;
import io.djambi.bot.game.FailingTableStore;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.interactions.Interaction;
import org.junit.jupiter.api.Test;

/**
 * The notes of acknowledged commands while the database is away: a note that met the outage is not tried again for a
 * few seconds (the command would wait for it, then wait again for its own work), and a row that could not be
 * forgotten is forgotten at the next chance, so that a later start does not tell a player who was answered that a
 * restart cut him short.
 */
class AcknowledgementsOutageTest {
    private final TestClock clock = new TestClock(Instant.parse("2026-11-27T12:00:00Z"));
    private final Map<String, Owed> rows = new LinkedHashMap<>();
    private int notes;
    /** How many of the next notes, and of the next forgets, meet the database away. */
    private int notesAway;

    private int forgetsAway;

    private final OwedAnswers book = new OwedAnswers() {
        @Override
        public void owe(Owed owed) {
            notes++;
            if (notesAway > 0) {
                notesAway--;
                throw new FailingTableStore.Away("noting interaction " + owed.interactionId());
            }
            rows.put(owed.interactionId(), owed);
        }

        @Override
        public void paid(String interactionId) {
            if (forgetsAway > 0) {
                forgetsAway--;
                throw new FailingTableStore.Away("forgetting interaction " + interactionId);
            }
            rows.remove(interactionId);
        }

        @Override
        public List<Owed> left() {
            return new ArrayList<>(rows.values());
        }
    };

    private final Acknowledgements acknowledgements = new Acknowledgements(
            book, clock, Catalogue.english(), new Messages(Catalogue.english()), Runnable::run, new Underway());

    private static Interaction interaction(String id) {
        Interaction interaction = mock(Interaction.class);
        when(interaction.getId()).thenReturn(id);
        when(interaction.getToken()).thenReturn("token-" + id);
        JDA shard = mock(JDA.class);
        when(shard.getShardInfo()).thenReturn(new JDA.ShardInfo(0, 1));
        when(interaction.getJDA()).thenReturn(shard);
        return interaction;
    }

    @Test
    void aNoteThatMetTheDatabaseAwayIsNotTriedAgainForAFewSeconds() {
        // GIVEN a note that met the database away
        notesAway = 1;
        assertFalse(acknowledgements.owe(interaction("1"), Locale.ENGLISH, true));
        assertEquals(1, notes);
        // WHEN the next commands come within the quiet time
        clock.advance(Acknowledgements.QUIET.minusSeconds(1));
        // THEN they are not noted (nor kept waiting for the database), and run all the same
        assertFalse(acknowledgements.owe(interaction("2"), Locale.ENGLISH, true));
        assertEquals(1, notes);
        // WHEN the quiet time is over
        clock.advance(Duration.ofSeconds(1));
        // THEN the next one is noted again
        assertTrue(acknowledgements.owe(interaction("3"), Locale.ENGLISH, true));
        assertEquals(2, notes);
        assertEquals(List.of("3"), List.copyOf(rows.keySet()));
    }

    @Test
    void aWordAfterAKillThatJdaRefusesAtOnceLetsTheStartGoOnAndTheOthersBeTold() {
        // GIVEN two commands a kill cut short, and a shard on which JDA refuses to make a hook at once (here a mock
        // that knows no application id: InteractionHook.from throws)
        acknowledgements.owe(interaction("1"), Locale.ENGLISH, true);
        acknowledgements.owe(interaction("2"), Locale.ENGLISH, false);
        acknowledgements.takeStock();
        JDA refusing = mock(JDA.class);
        // WHEN the next start tells them
        acknowledgements.tellLeft(shard -> refusing);
        // THEN nothing escapes to stop the start, and both rows are forgotten (each was tried once)
        assertEquals(List.of(), List.copyOf(rows.keySet()));
    }

    @Test
    void aRowThatCouldNotBeForgottenIsForgottenAtTheNextForget() {
        // GIVEN two commands noted, and the first answered while the database is away
        acknowledgements.owe(interaction("1"), Locale.ENGLISH, false);
        acknowledgements.owe(interaction("2"), Locale.ENGLISH, false);
        forgetsAway = 1;
        acknowledgements.paid("1");
        assertEquals(List.of("1", "2"), List.copyOf(rows.keySet()));
        // WHEN the second is answered with the database back
        acknowledgements.paid("2");
        // THEN both rows are gone: a start now would tell nobody he was cut short
        assertEquals(List.of(), List.copyOf(rows.keySet()));
    }
}
