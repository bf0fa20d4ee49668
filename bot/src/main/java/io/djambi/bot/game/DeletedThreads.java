package io.djambi.bot.game;

/**
 * Told by Discord's edge that a thread was deleted (by a moderator, say), the moment Discord says so: a game whose
 * place it was ends. Called on a worker, never on Discord's event thread.
 */
@FunctionalInterface
public interface DeletedThreads {
    void deleted(String guildId, String threadId);

    /** Nobody to tell. */
    DeletedThreads IGNORED = (guildId, threadId) -> {};
}
