package io.djambi.bot.command;

import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.InMemoryLanguageBook;
import io.djambi.bot.text.LanguageBook;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends each request to the command of its full name ({@code "djambi new"}, {@code "move"}, {@code "dm-send"}),
 * from the commands the groups declare; an unknown name gets a private refusal. After every command, a postscript
 * (the whispers Discord could not deliver to the caller) is added to the answers.
 *
 * <p>One dispatcher answers in one language. The bot's speaks the others too ({@link #alsoSpeaking}): a request is
 * answered by the command layer of its user's language, English for a language the bot does not speak, and the
 * user's language is noted for the messages no interaction answers (his DMs).
 */
public final class Dispatcher {
    private static final Logger log = LoggerFactory.getLogger(Dispatcher.class);
    private final Map<String, Command> commands = new LinkedHashMap<>();
    private final Function<CommandRequest, List<Reply>> postscript;
    private final Catalogue text;
    /** The command layers of the other languages, by language code. */
    private final Map<String, Dispatcher> translations;

    private final LanguageBook languages;
    /** Told of each request before it runs, as it was typed: where it came from, before it is placed. */
    private final Consumer<CommandRequest> arrival;
    /** Where a command that acts on a game acts. */
    private final Places places;

    /**
     * @param text the words of the refusal of an unknown command
     * @throws IllegalArgumentException if two groups declare the same name
     */
    public Dispatcher(
            List<? extends CommandGroup> groups, Function<CommandRequest, List<Reply>> postscript, Catalogue text) {
        for (CommandGroup group : groups) {
            for (Command command : group.commands()) {
                if (commands.putIfAbsent(command.name(), command) != null) {
                    throw new IllegalArgumentException("the command " + command.name() + " is declared twice");
                }
            }
        }
        this.postscript = postscript;
        this.text = text;
        this.translations = Map.of();
        this.languages = new InMemoryLanguageBook();
        this.arrival = r -> {};
        this.places = Places.HERE;
    }

    private Dispatcher(
            Dispatcher base,
            Map<String, Dispatcher> translations,
            LanguageBook languages,
            Consumer<CommandRequest> arrival,
            Places places) {
        this.commands.putAll(base.commands);
        this.postscript = base.postscript;
        this.text = base.text;
        this.translations = Map.copyOf(translations);
        this.languages = languages;
        this.arrival = arrival;
        this.places = places;
    }

    /**
     * This dispatcher, answering a user in his language when it is one of {@code translations} (by language code),
     * and noting each user's language in {@code languages}.
     */
    public Dispatcher alsoSpeaking(Map<String, Dispatcher> translations, LanguageBook languages) {
        return new Dispatcher(this, translations, languages, arrival, places);
    }

    /**
     * This dispatcher, sending each command that acts on a game (it declares the {@code game} option) where
     * {@code places} says: a channel may hold many games' cards.
     */
    public Dispatcher placing(Places places) {
        return new Dispatcher(this, translations, languages, arrival, places);
    }

    /**
     * This dispatcher, telling {@code arrival} of each request before it runs, on the request's own thread (every
     * command passes here once, and every button, menu and form that runs one): what it does costs every command, so
     * it must be cheap where it has nothing to do. It is told of the request as it came, in the channel it was typed
     * in, before it is placed on a game (a command typed beside a game's card proves that channel reachable, not the
     * game's thread), and even when it is answered with the question which game. A database {@link Outage} it meets is answered as a command's would
     * be; any other failure is the caller's to report, and the command does not run.
     */
    public Dispatcher noticing(Consumer<CommandRequest> arrival) {
        return new Dispatcher(this, translations, languages, arrival, places);
    }

    /** The language a user last wrote to the bot in: what a DM of his, which says none, is answered in. */
    public Locale languageOf(String userId) {
        return languages.languageOf(userId);
    }

    private Dispatcher speaking(Locale language) {
        return translations.getOrDefault(language.getLanguage(), this);
    }

    /** Without a postscript, in English. */
    public Dispatcher(List<? extends CommandGroup> groups) {
        this(groups, r -> List.of(), Catalogue.english());
    }

    /**
     * The answers, once every delivery the command made has had its outcome (never waits on Discord's thread). A
     * command that met a database {@link Outage} is answered, privately, that nothing was changed and to try again in
     * a moment (or, if the outage cut its commit short, that it may have been made and to look before trying again);
     * any other failure is the caller's to report.
     */
    public CompletionStage<List<Reply>> handle(CommandRequest typed) {
        Dispatcher in = speaking(typed.language());
        boolean running = false;
        try {
            languages.saw(typed.userId(), typed.language());
            arrival.accept(typed);
            Places.Placement placement = isPlaced(typed) ? places.place(typed) : new Places.Placement.Here(typed);
            if (placement instanceof Places.Placement.Asked asked) {
                return CompletableFuture.completedFuture(asked.answers());
            }
            CommandRequest request = ((Places.Placement.Here) placement).request();
            if (!request.channelId().equals(typed.channelId())) {
                // Typed beside its card, it acts in its game's thread: a thread the bot had lost and may post in again
                // is found by such a command too (were it still lost, its next post would say so again)
                arrival.accept(request);
            }
            running = true;
            return in.answer(request).exceptionallyCompose(failure -> Outage.in(failure)
                    .map(outage ->
                            CompletableFuture.completedFuture(in.refusal(request, outage, Outage.answer(outage))))
                    .orElseGet(() -> CompletableFuture.failedFuture(failure)));
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isEmpty()) {
                throw e;
            }
            // Met before the command ran (noting the player's language, a lost channel found): nothing of his was
            // done, whatever became of that note
            String answer = running ? Outage.answer(outage.get()) : Outage.ANSWER;
            return CompletableFuture.completedFuture(in.refusal(typed, outage.get(), answer));
        }
    }

    /**
     * Whether the request is placed on a game: its command is, unless all it asks is of the server (the server's
     * choice of threads, which needs no game, and no "which one?" beside several cards).
     */
    private boolean isPlaced(CommandRequest request) {
        Command command = commands.get(request.fullName());
        boolean ofTheServer = request.options().keySet().equals(Set.of(OptionSpec.SERVER_THREADS));
        return command != null && command.spec().isPlaced() && !ofTheServer;
    }

    /** An expected event, not a fault: one line, no stack trace. */
    private List<Reply> refusal(CommandRequest request, Throwable outage, String answer) {
        log.warn("/{} met the database away: {}", request.fullName(), outage.getMessage());
        return List.of(new Reply.Private(text.get(answer)));
    }

    private CompletionStage<List<Reply>> answer(CommandRequest request) {
        Command command = commands.get(request.fullName());
        CompletionStage<List<Reply>> answers = command == null
                ? CompletableFuture.completedFuture(
                        List.of(new Reply.Private(text.get("dispatch.unknown", request.fullName()))))
                : command.handler().handle(request);
        return answers.thenApply(replies -> {
            List<Reply> all = new ArrayList<>(replies);
            all.addAll(postscript(request));
            return List.copyOf(all);
        });
    }

    /**
     * The postscript to a command that has run. If the database went away meanwhile, there is none: the command's
     * change is made and its answers stand, and what the postscript would have shown waits for the next command.
     */
    private List<Reply> postscript(CommandRequest request) {
        try {
            return postscript.apply(request);
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isEmpty()) {
                throw e;
            }
            log.warn(
                    "/{}: no postscript, the database is away: {}",
                    request.fullName(),
                    outage.get().getMessage());
            return List.of();
        }
    }

    /** Suggestions for an autocomplete option of the command; none for an unknown command. */
    public List<Choice> suggest(String commandName, String option, String userId, String channelId, String typed) {
        return suggest(commandName, option, userId, channelId, typed, Locale.ENGLISH);
    }

    /** The same, worded in the user's language. */
    public List<Choice> suggest(
            String commandName, String option, String userId, String channelId, String typed, Locale language) {
        return suggest(commandName, option, userId, channelId, typed, language, Optional.empty());
    }

    /**
     * The same, {@code game} being what the caller has put in the command's {@code game} option so far, if anything:
     * another option is then suggested for that game.
     */
    public List<Choice> suggest(
            String commandName,
            String option,
            String userId,
            String channelId,
            String typed,
            Locale language,
            Optional<String> game) {
        Command command = speaking(language).commands.get(commandName);
        if (command == null) {
            return List.of();
        }
        if (!command.spec().actsOnAGame()) {
            return command.suggester().suggest(userId, channelId, option, typed);
        }
        if (option.equals(OptionSpec.GAME_NAME)) {
            return places.games(commandName, userId, channelId, typed, language);
        }
        return command.suggester().suggest(userId, places.placeOf(userId, channelId, game), option, typed);
    }

    /** Every command's declaration, in the groups' order. */
    public List<CommandSpec> specs() {
        return commands.values().stream().map(Command::spec).toList();
    }
}
