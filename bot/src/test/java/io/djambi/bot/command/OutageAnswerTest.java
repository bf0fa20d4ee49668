package io.djambi.bot.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A command that meets the database away is refused in so many words, in the player's language, whether it failed at
 * once or later in its future; any other failure is left to the caller, which apologises with a reference.
 */
class OutageAnswerTest {
    /** What the store throws while the database is away (the real one is in the store package). */
    private static final class Away extends RuntimeException implements Outage {
        Away() {
            super("saving table 7 failed: terminating connection due to administrator command");
        }
    }

    private static final CommandRequest MOVE = CommandRequest.move("1", "ann", "g", "c", Map.of("move", "C3-D4"));

    private static Dispatcher failing(
            Function<CommandRequest, CompletionStage<List<Reply>>> handler,
            Function<CommandRequest, List<Reply>> postscript,
            Catalogue text) {
        CommandGroup group = () -> List.of(Command.async(
                CommandSpec.slash("move", "Play", Reach.SERVER, OptionSpec.text("move", "the move")), handler::apply));
        return new Dispatcher(List.of(group), postscript, text);
    }

    private static List<Reply> run(Dispatcher dispatcher) {
        return dispatcher.handle(MOVE).toCompletableFuture().join();
    }

    @Test
    void aCommandThatMeetsTheDatabaseAwayIsToldNothingChangedAndToTryAgain() {
        Catalogue english = Catalogue.english();
        // WHEN the command fails at once, or in its future, with the outage wrapped
        Dispatcher atOnce = failing(
                r -> {
                    throw new Away();
                },
                r -> List.of(),
                english);
        Dispatcher later = failing(
                r -> CompletableFuture.failedFuture(new CompletionException(new IllegalStateException(new Away()))),
                r -> List.of(),
                english);
        // THEN the player reads the refusal, privately
        List<Reply> refused = List.of(new Reply.Private("Could not save: nothing was changed. Try again in a moment."));
        assertEquals(refused, run(atOnce));
        assertEquals(refused, run(later));
        // AND in French for a French player
        Dispatcher french = failing(
                r -> {
                    throw new Away();
                },
                r -> List.of(),
                english.forLocale(Locale.FRENCH));
        assertEquals(
                List.of(new Reply.Private(
                        "Impossible d'enregistrer\u00a0: rien n'a changé. Réessayez dans un instant.")),
                run(french));
    }

    @Test
    void anyOtherFailureIsLeftToTheCallerAsBefore() {
        IllegalStateException bug = new IllegalStateException("a bug");
        Dispatcher atOnce = failing(
                r -> {
                    throw bug;
                },
                r -> List.of(),
                Catalogue.english());
        assertSame(bug, assertThrows(IllegalStateException.class, () -> atOnce.handle(MOVE)));
        Dispatcher later = failing(r -> CompletableFuture.failedFuture(bug), r -> List.of(), Catalogue.english());
        CompletionException failed = assertThrows(
                CompletionException.class,
                () -> later.handle(MOVE).toCompletableFuture().join());
        assertSame(bug, failed.getCause());
    }

    @Test
    void aMoveStoredBeforeTheDatabaseWentAwayKeepsItsAnswersWithoutThePostscript() {
        // GIVEN a command that ran, and a postscript (undelivered whispers) that meets the database away
        Dispatcher dispatcher = failing(
                r -> CompletableFuture.completedFuture(List.of(new Reply.Private("Played."))),
                r -> {
                    throw new Away();
                },
                Catalogue.english());
        // THEN the command's own answer stands: its change is made
        List<Reply> answers = run(dispatcher);
        assertEquals(1, answers.size());
        assertInstanceOf(Reply.Private.class, answers.get(0));
        assertEquals(new Reply.Private("Played."), answers.get(0));
    }
}
