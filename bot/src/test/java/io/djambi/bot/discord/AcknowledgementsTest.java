package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.OwedAnswers;
import io.djambi.bot.command.OwedAnswers.Owed;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.ops.Meters;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.interactions.Interaction;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each acknowledged command is noted on its worker before it runs, and forgotten once its answer was sent or refused
 * by Discord; an answer that Discord's client refused as it closed (the stop past its deadline) leaves the note for the
 * next start, which tells the player.
 */
class AcknowledgementsTest extends ListenerFixture {
    private static final Instant NOON = Instant.parse("2026-11-27T12:00:00Z");

    /** The store of owed answers, by interaction id. */
    private final Map<String, Owed> noted = new LinkedHashMap<>();

    private final OwedAnswers book = new OwedAnswers() {
        @Override
        public void owe(Owed owed) {
            noted.put(owed.interactionId(), owed);
        }

        @Override
        public void paid(String interactionId) {
            noted.remove(interactionId);
        }

        @Override
        public List<Owed> left() {
            return new ArrayList<>(noted.values());
        }
    };

    private final Underway underway = new Underway();
    private final InteractionListener keeping = new InteractionListener(
            router,
            press::replyRefusal,
            press::draftRefusal,
            queued::add,
            TEXT,
            new ChannelPosts(id -> Optional.empty(), TEXT),
            Meters.NONE,
            underway,
            new ForumTags(new GamesConfig(null, null)),
            new Acknowledgements(
                    book, Clock.fixed(NOON, ZoneOffset.UTC), TEXT, new Messages(TEXT), queued::add, underway));

    /** The interaction behind the hook, as JDA gives it: its id, its token and its shard. */
    @BeforeEach
    void anInteractionBehindTheHook() {
        Interaction interaction = mock(Interaction.class);
        when(interaction.getId()).thenReturn("9");
        when(interaction.getToken()).thenReturn("the-token");
        JDA shard = mock(JDA.class);
        when(shard.getShardInfo()).thenReturn(new JDA.ShardInfo(0, 1));
        when(interaction.getJDA()).thenReturn(shard);
        when(hook.getInteraction()).thenReturn(interaction);
    }

    /** The deferred reply's edit fails with {@code failure}, as JDA reports it. */
    @SuppressWarnings("unchecked")
    private void editFails(Throwable failure) {
        doAnswer(inv -> {
                    ((Consumer<Throwable>) inv.getArgument(1)).accept(failure);
                    return null;
                })
                .when(edit)
                .queue(any(), any());
    }

    @Test
    void aCommandIsNotedWhileItRunsAndForgottenOnceAnswered() {
        // WHEN a command is acknowledged and run
        keeping.onSlashCommandInteraction(slash("1", "djambi", "help", Map.of()));
        runWorkers();
        // THEN it was noted before its answer, as its own deferred reply, and is forgotten on a worker once answered
        assertEquals(1, edits.size());
        assertEquals(List.of(new Owed("9", 0, "the-token", NOON, Locale.ENGLISH, true)), book.left());
        runWorkers();
        assertEquals(List.of(), book.left());
    }

    @Test
    void aButtonThatEditsItsMessageIsNotedForAFollowUp() {
        // WHEN a lobby's button is pressed (its acknowledgement a deferred update of the shared card)
        keeping.onButtonInteraction(button("2", ComponentIds.JOIN));
        runWorkers();
        // THEN a start after a kill would answer it with a private follow-up, leaving the card as it is
        assertFalse(book.left().getFirst().ownReply());
        runWorkers();
        assertEquals(List.of(), book.left());
    }

    @Test
    void anAnswerDiscordFailedIsForgottenToo() {
        // GIVEN Discord failing the answer (JDA has given up on it)
        editFails(new IOException("connection reset"));
        // WHEN a command is run
        keeping.onSlashCommandInteraction(slash("1", "djambi", "help", Map.of()));
        runWorkers();
        runWorkers();
        // THEN it is forgotten: the answer's fate was Discord's, a late word would only repeat the failure
        assertEquals(List.of(), book.left());
    }

    @Test
    void anAnswerCutByDiscordsClientClosingIsLeftForTheNextStart() {
        // GIVEN Discord's client closed under the answer (the stop past its deadline): the request never went
        editFails(new RejectedExecutionException("The Requester has been stopped!"));
        // WHEN a command is run
        keeping.onSlashCommandInteraction(slash("1", "djambi", "help", Map.of()));
        runWorkers();
        runWorkers();
        // THEN it stays owed: the next start tells the player his command was cut short
        assertEquals(List.of("9"), book.left().stream().map(Owed::interactionId).toList());
        assertTrue(queued.isEmpty());
    }
}
