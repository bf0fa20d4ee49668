package io.djambi.bot.game;

/**
 * Where a game's followers are told what happened in it: their DMs (Discord's, the console's terminal, a fake in tests).
 * It must not block, and never throws: a DM Discord refuses is lost, as a follower who closed his DMs asked.
 */
@FunctionalInterface
public interface FollowerMail {
    /** Nobody is told: for tests that do not follow games. */
    FollowerMail NONE = (userId, text) -> {};

    /** Sends {@code text} to {@code userId} by DM. */
    void send(String userId, String text);
}
