package io.djambi.bot.command;

import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * Sends each request to the command of its full name ({@code "djambi new"}, {@code "move"}, {@code "dm-send"}),
 * from the commands the groups declare; an unknown name gets a private refusal. After every command, a postscript
 * (the whispers Discord could not deliver to the caller) is added to the answers.
 */
public final class Dispatcher {
    private final Map<String, Command> commands = new LinkedHashMap<>();
    private final Function<CommandRequest, List<Reply>> postscript;
    private final Catalogue text;

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
    }

    /** Without a postscript, in English. */
    public Dispatcher(List<? extends CommandGroup> groups) {
        this(groups, r -> List.of(), Catalogue.english());
    }

    /** The answers, once every delivery the command made has had its outcome (never waits on Discord's thread). */
    public CompletionStage<List<Reply>> handle(CommandRequest request) {
        Command command = commands.get(request.fullName());
        CompletionStage<List<Reply>> answers = command == null
                ? CompletableFuture.completedFuture(
                        List.of(new Reply.Private(text.get("dispatch.unknown", request.fullName()))))
                : command.handler().handle(request);
        return answers.thenApply(replies -> {
            List<Reply> all = new ArrayList<>(replies);
            all.addAll(postscript.apply(request));
            return List.copyOf(all);
        });
    }

    /** Suggestions for an autocomplete option of the command; none for an unknown command. */
    public List<Choice> suggest(String commandName, String option, String userId, String channelId, String typed) {
        Command command = commands.get(commandName);
        return command == null ? List.of() : command.suggester().suggest(userId, channelId, option, typed);
    }

    /** Every command's declaration, in the groups' order. */
    public List<CommandSpec> specs() {
        return commands.values().stream().map(Command::spec).toList();
    }
}
