package io.djambi.bot.game;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code /djambi help}: how to play with this bot, in one message where it fits (the English does), else in as
 * many as it takes, cut before a section's bold heading: a language a third longer than the English would overflow
 * one message, and Discord would lose its end.
 */
public final class HelpCommands implements CommandGroup {
    static final CommandSpec HELP = CommandSpec.djambi("help", "command.djambi.help.description");
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(HELP);
    /** Discord's most characters in a message. */
    private static final int MESSAGE_LIMIT = 2000;

    private final Catalogue text;

    public HelpCommands(Catalogue text) {
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(HELP, r -> messages(text.get("help.text")).stream()
                .<Reply>map(Reply.Private::new)
                .toList()));
    }

    /**
     * The help as sent: its sections (each starting with a bold heading, {@code **Play**}) gathered into messages of
     * at most 2,000 characters; a section longer than that alone is a message of its own.
     */
    public static List<String> messages(String help) {
        List<String> messages = new ArrayList<>();
        StringBuilder message = new StringBuilder();
        for (String section : help.split("\n(?=\\*\\*)")) {
            if (!message.isEmpty() && message.length() + 1 + section.length() > MESSAGE_LIMIT) {
                messages.add(message.toString());
                message.setLength(0);
            }
            message.append(message.isEmpty() ? "" : "\n").append(section);
        }
        messages.add(message.toString());
        return messages;
    }
}
