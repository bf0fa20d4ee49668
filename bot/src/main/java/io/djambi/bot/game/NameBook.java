package io.djambi.bot.game;

import java.util.Optional;

/** The last name each server was seen with: in memory for the console and tests, in the database for the bot. */
public interface NameBook {
    Optional<String> nameOf(String guildId);

    /** Records the server's name as just seen; a name already known costs nothing. */
    void saw(String guildId, String name);
}
