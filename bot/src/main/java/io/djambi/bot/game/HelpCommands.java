package io.djambi.bot.game;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.List;

/** {@code /djambi help}: how to play with this bot, in one message. */
public final class HelpCommands implements CommandGroup {
    static final CommandSpec HELP = CommandSpec.djambi("help", "command.djambi.help.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(HELP);

    private final Catalogue text;

    public HelpCommands(Catalogue text) {
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(HELP, r -> List.of(new Reply.Private(text.get("help.text")))));
    }
}
