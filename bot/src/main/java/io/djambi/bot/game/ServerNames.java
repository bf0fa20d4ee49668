package io.djambi.bot.game;

/** The name of a server by its id, for telling a recipient where a whisper's game is played. */
@FunctionalInterface
public interface ServerNames {
    String nameOf(String guildId);
}
