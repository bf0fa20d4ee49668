package io.djambi.bot.fakediscord;

/**
 * A Discord user of the fake world: the bot, or a person a test acts as.
 *
 * @param id a snowflake
 * @param name the username, also the global (display) name
 */
public record User(String id, String name) {
    /** How a message mentions this user. */
    public String mention() {
        return "<@" + id + ">";
    }
}
