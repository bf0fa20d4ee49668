package io.djambi.bot.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The dispatcher places a command that acts on a game (it declares the {@code game} option) or a button's command that
 * names its table, before it runs, and runs it where it was placed, or answers the question instead; any other command
 * runs where it was typed, without asking.
 */
class DispatcherPlacesTest {
    /** Places every request in "thread", but asks when the game option says "ask"; remembers what it was asked. */
    private static final class Recording implements Places {
        final List<CommandRequest> placed = new ArrayList<>();

        @Override
        public Placement place(CommandRequest request) {
            placed.add(request);
            if (request.option(OptionSpec.GAME_NAME).orElse("").equals("ask")) {
                return new Placement.Asked(List.of(new Reply.Private("which one?")));
            }
            return new Placement.Here(request.inChannel("thread"));
        }

        @Override
        public String placeOf(String userId, String channelId, Optional<String> game) {
            return game.map(g -> "thread of game " + g).orElse("thread");
        }

        @Override
        public List<Choice> games(String command, String userId, String channelId, String typed, Locale language) {
            return List.of(new Choice("Djambi 1", "1"));
        }
    }

    /** A command that answers with the channel it ran in, and suggests it as the value of any other option. */
    private static Command saysWhere(CommandSpec spec) {
        return Command.of(spec, r -> List.of(new Reply.Private(r.channelId())))
                .suggestedBy((user, channel, option, typed) -> List.of(new Choice(channel, channel)));
    }

    private final Recording places = new Recording();
    private final List<CommandRequest> arrived = new ArrayList<>();
    private final Dispatcher dispatcher = new Dispatcher(List.of(() -> List.of(
                    saysWhere(CommandSpec.djambi(
                            "board",
                            "command.djambi.board.description",
                            OptionSpec.text("move", "option.move.move.description")
                                    .autocomplete(),
                            OptionSpec.GAME)),
                    saysWhere(CommandSpec.djambi("help", "command.djambi.help.description")),
                    saysWhere(CommandSpec.djambi(
                            "settings",
                            "command.djambi.settings.description",
                            OptionSpec.text("turn-time", "option.djambi.settings.turn-time.description"),
                            OptionSpec.text(OptionSpec.SERVER_THREADS, "option.djambi.settings.threads.description"),
                            OptionSpec.GAME)),
                    saysWhere(CommandSpec.djambi("new", "command.djambi.new.description")),
                    saysWhere(CommandSpec.internal(
                            "djambi resign-confirm",
                            "command.djambi.resign-confirm.description",
                            OptionSpec.text("table", "option.djambi.resign-confirm.table.description"))))))
            .placing(places)
            .noticing(arrived::add);

    private String ranIn(String sub, Map<String, String> options) {
        List<Reply> answers = dispatcher
                .handle(CommandRequest.djambi("ann", "ann", "g", "parent", sub, options))
                .toCompletableFuture()
                .join();
        return ((Reply.Private) answers.get(0)).text();
    }

    @Test
    void aCommandWithTheGameOptionRunsWhereItIsPlaced() {
        assertEquals("thread", ranIn("board", Map.of()));
        assertEquals(1, places.placed.size());
        assertEquals("parent", places.placed.get(0).channelId(), "placed from where it was typed");
        assertEquals(
                "parent",
                arrived.get(0).channelId(),
                "the watcher hears where it came from: that channel is reachable, the game's thread maybe not");
    }

    @Test
    void aCommandWithoutTheGameOptionIsNotPlaced() {
        assertEquals("parent", ranIn("help", Map.of()));
        assertEquals("parent", ranIn("new", Map.of()));
        assertEquals(List.of(), places.placed);
    }

    @Test
    void aButtonsCommandNamingItsTableIsPlaced() {
        assertEquals("thread", ranIn("resign-confirm", Map.of("table", "4")));
        assertEquals(1, places.placed.size());
    }

    @Test
    void aQuestionIsTheAnswerAndTheCommandDoesNotRun() {
        List<Reply> answers = dispatcher
                .handle(CommandRequest.djambi("ann", "ann", "g", "parent", "board", Map.of("game", "ask")))
                .toCompletableFuture()
                .join();
        assertEquals(List.of(new Reply.Private("which one?")), answers, "the command did not run");
        assertEquals(1, arrived.size(), "its channel was heard from all the same");
    }

    @Test
    void theGameOptionIsSuggestedByThePlacesAndAnotherOptionInThePlacedGame() {
        assertEquals(
                List.of(new Choice("Djambi 1", "1")),
                dispatcher.suggest("djambi board", "game", "ann", "parent", "", Locale.ENGLISH));
        assertEquals(
                List.of(new Choice("thread", "thread")),
                dispatcher.suggest("djambi board", "move", "ann", "parent", "", Locale.ENGLISH));
        assertEquals(
                List.of(new Choice("parent", "parent")),
                dispatcher.suggest("djambi help", "topic", "ann", "parent", "", Locale.ENGLISH),
                "a command that acts on no game suggests where it is typed");
        assertEquals(
                List.of(new Choice("thread of game 2", "thread of game 2")),
                dispatcher.suggest("djambi board", "move", "ann", "parent", "", Locale.ENGLISH, Optional.of("2")),
                "with the game option filled in, for that game");
    }

    @Test
    void aTranslatedDispatcherStillPlaces() {
        Dispatcher french = dispatcher.alsoSpeaking(
                Map.of(
                        "fr",
                        new Dispatcher(List.of(() -> List.of(saysWhere(
                                CommandSpec.djambi("board", "command.djambi.board.description", OptionSpec.GAME)))))),
                new io.djambi.bot.text.InMemoryLanguageBook());
        List<Reply> answers = french.handle(CommandRequest.djambi("ann", "ann", "g", "parent", "board", Map.of())
                        .inLanguages(Locale.FRENCH, Locale.FRENCH))
                .toCompletableFuture()
                .join();
        assertEquals(new Reply.Private("thread"), answers.get(0));
        assertTrue(places.placed.size() == 1);
    }

    /** The server's choice of threads needs no game: asked alone, it is not placed, nor answered "which one?". */
    @Test
    void theServersChoiceOfThreadsAloneIsNotPlaced() {
        assertEquals("parent", ranIn("settings", Map.of(OptionSpec.SERVER_THREADS, "off")));
        assertTrue(places.placed.isEmpty());
        assertEquals("thread", ranIn("settings", Map.of(OptionSpec.SERVER_THREADS, "off", "turn-time", "2d")));
        assertEquals(1, places.placed.size(), "with a game's setting too, it is");
    }
}
