package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.Outage;
import io.djambi.bot.text.LanguageBook;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The database away is an expected event at the edge too: the player is told that nothing was changed and to try
 * again in a moment, and the log has one warning without a stack trace, not an error with a reference.
 */
class OutageAtTheEdgeTest extends ListenerFixture {
    private static final String REFUSAL = "Could not save: nothing was changed. Try again in a moment.";

    /** What the store throws while the database is away (the real one is in the store package). */
    private static final class Away extends RuntimeException implements Outage {
        Away() {
            super("reading a draft failed: Connection to localhost:5432 refused");
        }
    }

    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final List<Logger> watched = List.of(
            (Logger) LoggerFactory.getLogger(InteractionListener.class),
            (Logger) LoggerFactory.getLogger(Dispatcher.class),
            (Logger) LoggerFactory.getLogger(DirectMessageListener.class));

    @BeforeEach
    void captureTheLogs() {
        logs.start();
        watched.forEach(l -> l.addAppender(logs));
    }

    @AfterEach
    void stopCapturing() {
        watched.forEach(l -> l.detachAppender(logs));
    }

    private void loggedOnceWithoutAStackTrace() {
        List<ILoggingEvent> lines = logs.list.stream()
                .filter(l -> l.getLevel().isGreaterOrEqual(Level.WARN))
                .toList();
        assertEquals(1, lines.size(), lines.toString());
        assertEquals(Level.WARN, lines.get(0).getLevel());
        assertNull(lines.get(0).getThrowableProxy());
    }

    @Test
    void aClickThatMeetsTheDatabaseAwayOnJdasThreadIsToldToTryAgainInAMoment() {
        // GIVEN a click whose check, on JDA's thread, needs the database, which is away
        ButtonInteractionEvent e = button("1", ComponentIds.JOIN);
        when(e.getMember()).thenThrow(new Away());
        // WHEN it is handled
        listener.onButtonInteraction(e);
        // THEN its own ephemeral answer says so, and nothing was started
        assertEquals(List.of(REFUSAL), replies.stream().map(r -> r.getContent()).toList());
        assertEquals(List.of(true), repliesEphemeral);
        verify(e, never()).deferEdit();
        loggedOnceWithoutAStackTrace();
    }

    @Test
    void aCommandThatMeetsTheDatabaseAwayOnAWorkerIsToldToTryAgainInAMoment() {
        // GIVEN a command whose store is away
        CommandGroup away = () -> List.of(Command.of(CommandSpec.djambi("status", "away"), r -> {
            throw new Away();
        }));
        InteractionListener edge = new InteractionListener(
                new Dispatcher(List.of(away)), press::replyRefusal, press::draftRefusal, Runnable::run, TEXT);
        SlashCommandInteractionEvent e = slash("1", "djambi", "status", Map.of());
        // WHEN a player runs it
        edge.onSlashCommandInteraction(e);
        // THEN the deferred answer says so, and the log has one warning
        assertEquals(List.of(REFUSAL), edits.stream().map(m -> m.getContent()).toList());
        loggedOnceWithoutAStackTrace();
    }

    @Test
    void aPlainDmThatMeetsTheDatabaseAwayIsToldToTryAgainInAMoment() {
        // GIVEN the database away when a plain DM comes (found by the play-test: PostgreSQL stopped, a player wrote to
        // the bot; the error escaped on JDA's thread with its stack trace, and the player was answered nothing)
        LanguageBook away = new LanguageBook() {
            @Override
            public Locale languageOf(String userId) {
                throw new Away();
            }

            @Override
            public void saw(String userId, Locale language) {
                throw new Away();
            }
        };
        DirectMessageListener dms =
                new DirectMessageListener(new Dispatcher(List.of()).alsoSpeaking(Map.of(), away), queued::add, TEXT);
        List<MessageCreateData> answers = new ArrayList<>();
        // WHEN a player writes to the bot
        dms.onMessageReceived(directMessage("2", "Shall we?", answers));
        // THEN he is told that nothing was sent and to try again, nothing is handed on, and the log has one warning
        assertEquals(
                List.of(REFUSAL),
                answers.stream().map(MessageCreateData::getContent).toList());
        assertTrue(queued.isEmpty(), "nothing handed to the workers");
        loggedOnceWithoutAStackTrace();
    }
}
