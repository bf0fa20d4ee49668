package io.djambi.bot.game;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A game's thread on Discord, after its game: archived a day after the game ended (not locked, so people can still
 * talk the game over there), and asked whether it was deleted when the relay can no longer post in it. A port:
 * Discord's threads in the bot, {@link #NONE} in the console and most tests. Called from the thread sweep's thread and
 * the relay's; each stage completes with an answer, never exceptionally, on whatever thread Discord answers on.
 */
public interface ThreadArchive {
    /** What became of a thread the sweep asked to archive. */
    enum Archived {
        /** Archived now, or found archived already: the thread is done with. */
        DONE,
        /** Deleted: nothing left to archive. */
        GONE,
        /** Discord failed or could not be reached: asked again at the next sweep. */
        LATER
    }

    /** Archives thread {@code threadId} of server {@code guildId}, without locking it. */
    CompletionStage<Archived> archive(String guildId, String threadId);

    /**
     * Whether Discord says thread {@code threadId} (its game's card in {@code cardChannelId}) was deleted: false when
     * it is there, merely archived say, and when Discord cannot tell.
     */
    CompletionStage<Boolean> deleted(String guildId, String threadId, String cardChannelId);

    /** No threads to archive, none ever deleted: games in their channels (the console, tests). */
    ThreadArchive NONE = new ThreadArchive() {
        @Override
        public CompletionStage<Archived> archive(String guildId, String threadId) {
            return CompletableFuture.completedFuture(Archived.LATER);
        }

        @Override
        public CompletionStage<Boolean> deleted(String guildId, String threadId, String cardChannelId) {
            return CompletableFuture.completedFuture(false);
        }
    };
}
