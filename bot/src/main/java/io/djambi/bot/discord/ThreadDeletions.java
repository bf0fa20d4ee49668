package io.djambi.bot.discord;

import io.djambi.bot.game.DeletedThreads;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import net.dv8tion.jda.api.events.channel.ChannelDeleteEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells the bot of a thread deleted in a server, the moment Discord says so: a game played there ends at once rather
 * than at its next post. Only deletions: an archived thread is not gone (JDA tells of it as an update). JDA sends the
 * event for the threads it holds, the active ones; one deleted while archived is found by the relay instead. The game
 * is ended on a worker: Discord's event thread never waits for the database.
 */
public final class ThreadDeletions extends ListenerAdapter {
    private static final Logger log = LoggerFactory.getLogger(ThreadDeletions.class);

    private final DeletedThreads deleted;
    private final Executor workers;

    /** @param workers where the game is ended (the command workers) */
    public ThreadDeletions(DeletedThreads deleted, Executor workers) {
        this.deleted = deleted;
        this.workers = workers;
    }

    @Override
    public void onChannelDelete(ChannelDeleteEvent event) {
        if (!event.isFromGuild() || !event.getChannelType().isThread()) {
            return;
        }
        String guildId = event.getGuild().getId();
        String threadId = event.getChannel().getId();
        try {
            workers.execute(() -> {
                try {
                    deleted.deleted(guildId, threadId);
                } catch (RuntimeException e) {
                    log.error("Ending the game of deleted thread {} failed", threadId, e);
                }
            });
        } catch (RejectedExecutionException e) { // the bot is stopping: the relay finds the thread gone later
            log.info("Thread {} deleted while the bot stops; its game ends when the relay finds it gone", threadId);
        }
    }
}
