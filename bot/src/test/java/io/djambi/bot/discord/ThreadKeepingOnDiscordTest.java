package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.game.ThreadArchive.Archived;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.channel.unions.ChannelUnion;
import net.dv8tion.jda.api.events.channel.ChannelDeleteEvent;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.managers.channel.concrete.ThreadChannelManager;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.junit.jupiter.api.Test;

/**
 * The Discord side of a game's thread after its game: archived (never locked) through JDA, a thread JDA no longer
 * holds taken as archived already; a deleted thread told from an archived one by its card; and a thread's deletion
 * event handed to the bot, on a worker. JDA's objects are Mockito fakes.
 */
class ThreadKeepingOnDiscordTest {
    private final ShardManager shards = mock(ShardManager.class);
    private final DiscordThreadArchive archive = new DiscordThreadArchive(shards);

    private ThreadChannelManager heldThread(CompletableFuture<Void> answer) {
        ThreadChannel thread = mock(ThreadChannel.class);
        ThreadChannelManager manager = mock(ThreadChannelManager.class);
        when(shards.getThreadChannelById("9001")).thenReturn(thread);
        when(thread.getManager()).thenReturn(manager);
        when(manager.setArchived(true)).thenReturn(manager);
        when(manager.submit()).thenReturn(answer);
        return manager;
    }

    private Archived archived() {
        return archive.archive("100", "9001").toCompletableFuture().join();
    }

    @Test
    void anActiveThreadIsArchivedAndNotLocked() {
        ThreadChannelManager manager = heldThread(CompletableFuture.completedFuture(null));
        assertEquals(Archived.DONE, archived());
        verify(manager).setArchived(true);
        verify(manager, never()).setLocked(true);
    }

    @Test
    void aThreadJdaDoesNotHoldWasArchivedAlready() {
        assertEquals(Archived.DONE, archived());
    }

    @Test
    void aThreadDiscordFailedToArchiveIsArchivedLater() {
        heldThread(CompletableFuture.failedFuture(new SocketTimeoutException("read timed out")));
        assertEquals(Archived.LATER, archived());
    }

    @Test
    void aThreadTheBotMayNoLongerManageIsLeftAsItIs() {
        ThreadChannelManager manager = heldThread(CompletableFuture.completedFuture(null));
        // JDA checks the bot's permissions on the caller's thread, before anything is sent
        when(manager.submit()).thenThrow(new PermissionException("missing Manage Threads"));
        assertEquals(Archived.DONE, archived());
    }

    private GuildMessageChannel cardsWith(Message card) {
        GuildMessageChannel cards = mock(GuildMessageChannel.class);
        @SuppressWarnings("unchecked")
        RestAction<Message> retrieve = mock(RestAction.class);
        when(shards.getChannelById(GuildMessageChannel.class, "cards")).thenReturn(cards);
        when(cards.retrieveMessageById("9001")).thenReturn(retrieve);
        when(retrieve.submit()).thenReturn(CompletableFuture.completedFuture(card));
        return cards;
    }

    private boolean deleted(String cardChannel) {
        return archive.deleted("100", "9001", cardChannel).toCompletableFuture().join();
    }

    @Test
    void aThreadWhoseCardNoLongerStartsOneWasDeleted() {
        cardsWith(mock(Message.class));
        assertEquals(true, deleted("cards"));
    }

    @Test
    void anArchivedThreadIsStillStartedByItsCard() {
        Message card = mock(Message.class);
        when(card.getStartedThread()).thenReturn(mock(ThreadChannel.class));
        cardsWith(card);
        assertEquals(false, deleted("cards"));
    }

    @Test
    void aThreadJdaHoldsIsThereAndAForumPostCannotBeToldOf() {
        cardsWith(mock(Message.class));
        when(shards.getThreadChannelById("9001")).thenReturn(mock(ThreadChannel.class));
        assertEquals(false, deleted("cards"), "held: lost for want of permissions, not deleted");
        when(shards.getThreadChannelById("9001")).thenReturn(null);
        assertEquals(false, deleted("9001"), "a forum post: its forum is not known");
        assertEquals(false, deleted("elsewhere"), "a channel of cards the bot cannot see");
    }

    private static ChannelDeleteEvent deletion(ChannelType type) {
        ChannelDeleteEvent event = mock(ChannelDeleteEvent.class);
        Guild guild = mock(Guild.class);
        ChannelUnion channel = mock(ChannelUnion.class);
        when(event.isFromGuild()).thenReturn(true);
        when(event.getChannelType()).thenReturn(type);
        when(event.getGuild()).thenReturn(guild);
        when(event.getChannel()).thenReturn(channel);
        when(guild.getId()).thenReturn("100");
        when(channel.getId()).thenReturn("9001");
        return event;
    }

    @Test
    void aDeletedThreadIsToldOnAWorkerAndADeletedChannelIsNot() {
        List<String> told = new ArrayList<>();
        List<Runnable> queued = new ArrayList<>();
        ThreadDeletions listener = new ThreadDeletions((guild, thread) -> told.add(guild + ":" + thread), queued::add);
        listener.onChannelDelete(deletion(ChannelType.GUILD_PUBLIC_THREAD));
        assertEquals(List.of(), told, "not on Discord's event thread");
        queued.forEach(Runnable::run);
        assertEquals(List.of("100:9001"), told);
        queued.clear();
        listener.onChannelDelete(deletion(ChannelType.TEXT));
        assertEquals(List.of(), queued);
    }
}
