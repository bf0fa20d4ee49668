package io.djambi.bot.command;

import java.util.List;

/**
 * A few commands that belong together (the lobby, play, the views...), each declared once with its handler. The
 * {@link Dispatcher} is built from the list of groups.
 */
public interface CommandGroup {
    List<Command> commands();
}
