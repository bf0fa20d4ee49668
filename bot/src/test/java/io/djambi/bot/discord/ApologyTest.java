package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/** Unexpected failures end in an apology the player can quote, and a shutdown refuses new work in words. */
class ApologyTest extends ListenerFixture {
    private static final Pattern REF = Pattern.compile("\\(ref ([0-9a-f]{4})\\)$");

    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final Logger edge = (Logger) LoggerFactory.getLogger(InteractionListener.class);

    @BeforeEach
    void captureTheEdgesLog() {
        logs.start();
        edge.addAppender(logs);
    }

    @AfterEach
    void stopCapturing() {
        edge.detachAppender(logs);
    }

    private InteractionListener over(Dispatcher commands, java.util.concurrent.Executor workers) {
        return new InteractionListener(commands, press::replyRefusal, press::draftRefusal, workers, TEXT);
    }

    private String refIn(String apology) {
        Matcher ref = REF.matcher(apology);
        assertTrue(ref.find(), apology);
        assertEquals(
                "Something went wrong on our side and nothing was changed. Please try again. (ref " + ref.group(1)
                        + ")",
                apology);
        return ref.group(1);
    }

    @Test
    void aFailureInTheGameLayerGetsAnApologyWhoseReferenceIsOnTheLogLineWithItsInteraction() {
        // GIVEN a game layer that fails unexpectedly
        CommandGroup failing = () -> List.of(Command.of(CommandSpec.djambi("status", "fails"), r -> {
            throw new IllegalStateException("disk full");
        }));
        Dispatcher broken = new Dispatcher(List.of(failing));
        SlashCommandInteractionEvent e = slash("1", "djambi", "status", Map.of());
        when(e.getIdLong()).thenReturn(1_234_567_890_123L);
        // WHEN a player's command runs into it
        over(broken, Runnable::run).onSlashCommandInteraction(e);
        // THEN he is answered privately with a reference, and the one error line carries it and where it came from
        String ref = refIn(edits.get(0).getContent());
        List<ILoggingEvent> errors =
                logs.list.stream().filter(l -> l.getLevel() == Level.ERROR).toList();
        assertEquals(1, errors.size());
        ILoggingEvent line = errors.get(0);
        assertTrue(line.getFormattedMessage().contains("ref " + ref), line.getFormattedMessage());
        assertEquals("disk full", line.getThrowableProxy().getMessage());
        assertEquals(
                Map.of("guild", "100", "channel", CHANNEL, "user", "1", "interaction", "1234567890123"),
                line.getMDCPropertyMap());
        assertTrue(
                MDC.getCopyOfContextMap() == null || MDC.getCopyOfContextMap().isEmpty(),
                "the MDC is cleared after: " + MDC.getCopyOfContextMap());
    }

    @Test
    void twoInteractionsGetDifferentReferences() {
        Trace a = new Trace("100", CHANNEL, "1", 1_300_000_000_000_000_001L);
        Trace b = new Trace("100", CHANNEL, "1", 1_300_000_000_000_000_002L);
        assertTrue(!a.ref().equals(b.ref()), a.ref() + " " + b.ref());
        assertEquals(a.ref(), new Trace("", "", "", 1_300_000_000_000_000_001L).ref(), "one interaction, one ref");
    }

    @Test
    void aFailureOnJdasOwnThreadIsApologisedForAtTheClick() {
        // GIVEN a click whose handling fails before anything is acknowledged
        ButtonInteractionEvent e = button("1", ComponentIds.JOIN);
        when(e.getMember()).thenThrow(new IllegalStateException("member cache broken"));
        // WHEN it is handled
        listener.onButtonInteraction(e);
        // THEN the apology is the click's own ephemeral answer, with the reference of the log line
        String ref = refIn(replies.get(0).getContent());
        assertEquals(List.of(true), repliesEphemeral);
        assertTrue(logs.list.stream()
                .anyMatch(l -> l.getLevel() == Level.ERROR
                        && l.getFormattedMessage().contains("ref " + ref)
                        && "1".equals(l.getMDCPropertyMap().get("user"))));
        verify(e, never()).deferEdit();
    }

    @Test
    void onceTheBotStopsTakingCommandsOneThatArrivesIsOnlyToldItIsRestarting() {
        // GIVEN a started game, and a bot that has stopped taking commands (SIGTERM came)
        startedGame();
        Underway underway = new Underway();
        InteractionListener stopping = new InteractionListener(
                router,
                press::replyRefusal,
                press::draftRefusal,
                queued::add,
                TEXT,
                new ChannelPosts(id -> java.util.Optional.empty(), TEXT),
                io.djambi.bot.ops.Meters.NONE,
                underway);
        underway.stop();
        // WHEN a move comes in
        SlashCommandInteractionEvent move = slash("1", "move", null, Map.of("move", "C3-D4"));
        stopping.onSlashCommandInteraction(move);
        // THEN its one answer, only to its author, says so; it is neither acknowledged nor run, and nothing changed
        assertEquals(
                List.of("The bot is restarting; nothing was changed. Try again in a minute."),
                replies.stream().map(r -> r.getContent()).toList());
        assertEquals(List.of(true), repliesEphemeral);
        verify(move, never()).deferReply(true);
        assertTrue(queued.isEmpty());
        assertEquals(0, store.find(CHANNEL).orElseThrow().version());
    }

    @Test
    void whileTheBotShutsDownANewCommandIsToldItIsRestartingAndNothingIsPlayed() {
        // GIVEN a started game, and workers that take no new work (the executor is shutting down)
        startedGame();
        InteractionListener closing = over(router, work -> {
            throw new RejectedExecutionException("shut down");
        });
        // WHEN a move and a lobby-style click come in
        closing.onSlashCommandInteraction(slash("1", "move", null, Map.of("move", "C3-D4")));
        closing.onButtonInteraction(button("1", ComponentIds.makeAMove(1, 0)));
        // THEN both are told privately, and nothing changed
        assertEquals(
                List.of(
                        "The bot is restarting; nothing was changed. Try again in a minute.",
                        "The bot is restarting; nothing was changed. Try again in a minute."),
                posts.stream().map(p -> p.getContent()).toList());
        assertEquals(List.of(true, true), postsEphemeral);
        assertEquals(0, store.find(CHANNEL).orElseThrow().version());
    }
}
