package io.djambi.bot.game;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reply;
import java.util.List;

/** {@code /djambi help}: how to play with this bot, in one message. */
public final class HelpCommands implements CommandGroup {
    static final CommandSpec HELP = CommandSpec.djambi("help", "How to play with this bot");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(HELP);

    @Override
    public List<Command> commands() {
        return List.of(Command.of(HELP, r -> List.of(new Reply.Private(Help.TEXT))));
    }
}
