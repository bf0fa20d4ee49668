package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import java.util.Optional;

/** The private press of a finished game as one file, for the final message when the host chose to reveal it. */
public interface PressArchive {
    /** The archive of the table's whispers, or empty when none was sent. */
    Optional<Reply.Attachment> reveal(Table table);
}
