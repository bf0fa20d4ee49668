package io.djambi.bot.discord;

import java.util.List;
import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.tree.MessageComponentTree;

/** What the tests read off a message's components. */
final class MessageOf {
    private MessageOf() {}

    /** Every button of the rows, in order. */
    static List<Button> buttons(List<? extends MessageTopLevelComponent> rows) {
        return MessageComponentTree.of(rows).findAll(Button.class);
    }
}
