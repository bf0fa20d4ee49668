package io.djambi.bot.command;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/** A declared command with what runs it and what suggests its autocomplete options. */
public record Command(CommandSpec spec, CommandHandler handler, Suggester suggester) {
    public Command {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(handler, "handler");
        Objects.requireNonNull(suggester, "suggester");
    }

    /** A command that answers at once. */
    public static Command of(CommandSpec spec, Function<CommandRequest, List<Reply>> handler) {
        return new Command(spec, r -> CompletableFuture.completedFuture(handler.apply(r)), Suggester.none());
    }

    /** A command whose answers wait for its deliveries. */
    public static Command async(CommandSpec spec, CommandHandler handler) {
        return new Command(spec, handler, Suggester.none());
    }

    public Command suggestedBy(Suggester by) {
        return new Command(spec, handler, by);
    }

    public String name() {
        return spec.name();
    }
}
