package io.djambi.bot.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DispatcherTest {
    private static final CommandGroup BOARD = () -> List.of(
            Command.of(CommandSpec.djambi("board", "Show the board"), r -> List.of(new Reply.Private("the board"))));

    private static List<Reply> run(Dispatcher dispatcher, CommandRequest request) {
        return dispatcher.handle(request).toCompletableFuture().join();
    }

    @Test
    void aRequestGoesToTheCommandOfItsFullName() {
        // GIVEN a dispatcher with /djambi board
        Dispatcher dispatcher = new Dispatcher(List.of(BOARD));
        // WHEN /djambi board is asked for
        List<Reply> answers = run(dispatcher, CommandRequest.djambi("1", "ann", "g", "c", "board", Map.of()));
        // THEN the board command answers
        assertEquals(List.of(new Reply.Private("the board")), answers);
    }

    @Test
    void anUnknownCommandIsRefusedPrivatelyWithAPointerToHelp() {
        Dispatcher dispatcher = new Dispatcher(List.of(BOARD));
        List<Reply> answers = run(dispatcher, CommandRequest.djambi("1", "ann", "g", "c", "fly", Map.of()));
        assertEquals(List.of(new Reply.Private("Unknown command /djambi fly. Try /djambi help.")), answers);
        assertEquals(
                List.of(new Reply.Private("Unknown command /dm-send. Try /djambi help.")),
                run(dispatcher, new CommandRequest("1", "ann", "", "c", false, "dm-send", "", Map.of())));
    }

    @Test
    void aCommandDeclaredTwiceIsRefusedWhenTheDispatcherIsBuilt() {
        assertThrows(IllegalArgumentException.class, () -> new Dispatcher(List.of(BOARD, BOARD)));
    }

    @Test
    void thePostscriptFollowsEveryAnswerEvenARefusal() {
        // GIVEN a postscript (the whispers that could not be delivered)
        Dispatcher dispatcher = new Dispatcher(
                List.of(BOARD), r -> List.of(new Reply.Private("P.S.")), io.djambi.bot.text.Catalogue.english());
        // WHEN a known and an unknown command run
        // THEN both answers end with it
        assertEquals(
                new Reply.Private("P.S."),
                run(dispatcher, CommandRequest.djambi("1", "ann", "g", "c", "board", Map.of()))
                        .get(1));
        assertEquals(
                new Reply.Private("P.S."),
                run(dispatcher, CommandRequest.djambi("1", "ann", "g", "c", "fly", Map.of()))
                        .get(1));
    }

    @Test
    void eachRequestIsNoticedBeforeItRunsWhicheverLanguageAnswersIt() {
        // GIVEN a dispatcher that notices requests, and speaks French too
        List<String> seen = new java.util.ArrayList<>();
        CommandGroup board = () -> List.of(Command.of(CommandSpec.djambi("board", "Show the board"), r -> {
            seen.add("ran in " + r.channelId());
            return List.of(new Reply.Private("the board"));
        }));
        Dispatcher dispatcher = new Dispatcher(List.of(board))
                .alsoSpeaking(
                        Map.of("fr", new Dispatcher(List.of(board))), new io.djambi.bot.text.InMemoryLanguageBook())
                .noticing(r -> seen.add("noticed in " + r.channelId()));
        // WHEN a request comes in English, then one in French
        run(dispatcher, CommandRequest.djambi("1", "ann", "g", "c1", "board", Map.of()));
        run(
                dispatcher,
                CommandRequest.djambi("2", "bob", "g", "c2", "board", Map.of())
                        .inLanguages(java.util.Locale.FRENCH, java.util.Locale.FRENCH));
        // THEN each is noticed first, once
        assertEquals(List.of("noticed in c1", "ran in c1", "noticed in c2", "ran in c2"), seen);
    }

    @Test
    void aCommitCutShortIsMaybeMadeInTheCommandButNothingOfHisBeforeItRan() {
        io.djambi.bot.text.Catalogue english = io.djambi.bot.text.Catalogue.english();
        // GIVEN a command whose own commit is cut short
        CommandGroup saving = () -> List.of(Command.of(CommandSpec.djambi("board", "Show the board"), r -> {
            throw new CutAtCommit();
        }));
        Dispatcher dispatcher = new Dispatcher(List.of(saving), r -> List.of(), english);
        // THEN its player is told it may have gone through
        assertEquals(
                List.of(new Reply.Private(english.get("dispatch.database-unsure"))),
                run(dispatcher, CommandRequest.djambi("1", "ann", "g", "c", "board", Map.of())));
        // GIVEN instead the note of a player's language, made before the command runs, cut short at its commit
        io.djambi.bot.text.LanguageBook cutShort = new io.djambi.bot.text.LanguageBook() {
            @Override
            public java.util.Locale languageOf(String userId) {
                return java.util.Locale.ENGLISH;
            }

            @Override
            public void saw(String userId, java.util.Locale language) {
                throw new CutAtCommit();
            }
        };
        Dispatcher noting = new Dispatcher(List.of(BOARD), r -> List.of(), english).alsoSpeaking(Map.of(), cutShort);
        // THEN the command did not run, and he is told that nothing was changed
        assertEquals(
                List.of(new Reply.Private(english.get(Outage.ANSWER))),
                run(noting, CommandRequest.djambi("1", "ann", "g", "c", "board", Map.of())));
    }

    @Test
    void suggestionsComeFromTheCommandsOwnSuggester() {
        CommandGroup moves = () -> List.of(Command.of(
                        CommandSpec.slash(
                                "move",
                                "Play",
                                Reach.SERVER,
                                OptionSpec.text("move", "the move").autocomplete()),
                        r -> List.of())
                .suggestedBy((user, channel, option, typed) -> List.of(Choice.of(typed + "-D4"))));
        Dispatcher dispatcher = new Dispatcher(List.of(moves));
        assertEquals(List.of(Choice.of("C3-D4")), dispatcher.suggest("move", "move", "1", "c", "C3"));
        assertEquals(List.of(), dispatcher.suggest("whisper", "game", "1", "c", "C3"), "unknown: none");
    }

    @Test
    void aDeclarationRefusesANameDiscordWouldRefuse() {
        assertThrows(IllegalArgumentException.class, () -> CommandSpec.djambi("Add AI", "bad"));
        assertThrows(IllegalArgumentException.class, () -> OptionSpec.text("Colour", "bad"));
        assertThrows(
                IllegalArgumentException.class,
                () -> CommandSpec.djambi(
                        "join", "twice", OptionSpec.text("colour", "a"), OptionSpec.text("colour", "b")));
    }
}
