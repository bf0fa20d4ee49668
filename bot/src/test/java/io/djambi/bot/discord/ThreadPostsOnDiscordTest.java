package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyCollection;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

import io.djambi.bot.command.Reply;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.outbox.ChannelPoster.Delivery;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.text.Catalogue;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.forums.ForumTag;
import net.dv8tion.jda.api.entities.channel.unions.IThreadContainerUnion;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.managers.channel.concrete.ThreadChannelManager;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.Response;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.MessageEditAction;
import net.dv8tion.jda.api.requests.restaction.pagination.ThreadChannelPaginationAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.Procedure;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.Test;
import org.mockito.invocation.InvocationOnMock;

/**
 * The relay's posts in a game's thread and its forum post's card, on Discord: what Discord answers about a thread is
 * classed as it is for any channel (a locked thread lost to the bot, a full server a wait), wherever it comes from (the
 * post, the search for an archived thread, bringing a forum post back); a forum post's rename and its tags are two
 * calls, so a forum that requires a tag cannot undo the rename; and the search for an archived thread stops at threads
 * archived before it was made. JDA's objects are Mockito fakes.
 */
class ThreadPostsOnDiscordTest {
    private static final Catalogue TEXT = Catalogue.english();
    /** A game's thread (a forum post), made a day before {@link #ARCHIVED}. */
    private static final long THREAD = 1_300_000_000_000_000_000L;

    private final ShardManager shards = mock(ShardManager.class);
    private final IThreadContainerUnion parent =
            mock(IThreadContainerUnion.class, withSettings().extraInterfaces(ForumChannel.class));
    private final ForumChannel forum = (ForumChannel) parent;
    private final ThreadChannel thread = mock(ThreadChannel.class);
    private final ThreadChannelManager manager = mock(ThreadChannelManager.class);
    private final DiscordChannelPoster poster = new DiscordChannelPoster(
            shards,
            new Messages(TEXT),
            new ChannelPosts(id -> Optional.empty(), TEXT),
            new GameThreadsSeen(shards, id -> Optional.of("500")),
            new ForumTags(new GamesConfig(null, null)));

    ThreadPostsOnDiscordTest() {
        when(shards.getGuildChannelById("500")).thenReturn(forum);
        when(shards.getChannelById(net.dv8tion.jda.api.entities.channel.attribute.IThreadContainer.class, "500"))
                .thenReturn(forum);
        JDA connected = mock(JDA.class);
        when(connected.getStatus()).thenReturn(JDA.Status.CONNECTED);
        when(shards.getShards()).thenReturn(List.of(connected));
        when(thread.getIdLong()).thenReturn(THREAD);
        when(thread.getId()).thenReturn(Long.toString(THREAD));
        when(thread.getName()).thenReturn("Djambi · ann");
        when(thread.getParentChannel()).thenReturn(parent);
        when(thread.getManager()).thenReturn(manager);
    }

    /** Discord's answer {@code code}, as JDA makes it of the HTTP answer. */
    private static ErrorResponseException answered(ErrorResponse code) {
        Response response = mock(Response.class);
        when(response.optObject())
                .thenReturn(Optional.of(
                        DataObject.empty().put("code", code.getCode()).put("message", code.getMeaning())));
        return ErrorResponseException.create(code, response);
    }

    private static OutboxPost card(String stage) {
        Reply.Public card = Reply.Public.text("Djambi 12")
                .asCard(new Reply.Card(THREAD, "Djambi 12 · ann, bob", "Djambi · ann", stage));
        return new OutboxPost(1, 12, "500", card, 1);
    }

    private static OutboxPost board() {
        return new OutboxPost(2, 12, Long.toString(THREAD), Reply.Public.text("bob to move"), 1);
    }

    private Delivery post(OutboxPost post) {
        return poster.postOnce(post).toCompletableFuture().join();
    }

    /** The game's thread, held by JDA, answers a new message with {@code answer}. */
    private void heldThreadAnswers(CompletableFuture<Void> answer) {
        when(shards.getChannelById(
                        net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel.class,
                        Long.toString(THREAD)))
                .thenReturn(thread);
        MessageCreateAction send = mock(MessageCreateAction.class);
        when(thread.sendMessage(any(MessageCreateData.class))).thenReturn(send);
        when(send.setNonce(any())).thenReturn(send);
        when(send.submit()).thenReturn(answer.thenApply(x -> null));
    }

    @Test
    void aPostInALockedThreadLosesItsChannelAndOneInAFullServerWaits() {
        heldThreadAnswers(CompletableFuture.failedFuture(answered(ErrorResponse.THREAD_LOCKED)));
        assertEquals(Delivery.CHANNEL_LOST, post(board()), "locked: the game waits, its host is told");
        heldThreadAnswers(CompletableFuture.failedFuture(answered(ErrorResponse.ILLEGAL_OPERATION_ARCHIVED_THREAD)));
        assertEquals(Delivery.CHANNEL_LOST, post(board()), "archived and locked: the same");
        heldThreadAnswers(CompletableFuture.failedFuture(answered(ErrorResponse.MAX_ACTIVE_THREADS)));
        assertEquals(Delivery.LATER, post(board()), "a full server: a thread frees up later");
    }

    /** The forum's archived posts, as JDA pages through them: each handed to the search until it says stop. */
    private ThreadChannelPaginationAction archivedPosts(List<ThreadChannel> newestFirst, List<ThreadChannel> seen) {
        ThreadChannelPaginationAction list = mock(ThreadChannelPaginationAction.class);
        when(forum.retrieveArchivedPublicThreadChannels()).thenReturn(list);
        when(list.forEachAsync(any(), any())).thenAnswer((InvocationOnMock call) -> {
            Procedure<ThreadChannel> each = call.getArgument(0);
            for (ThreadChannel t : newestFirst) {
                seen.add(t);
                if (!each.execute(t)) {
                    break;
                }
            }
            return CompletableFuture.completedFuture(null);
        });
        return list;
    }

    @Test
    void aFailedSearchForAnArchivedThreadIsClassedAsDiscordsAnswerNotAsAPostThatCouldNotBePrepared() {
        ThreadChannelPaginationAction list = mock(ThreadChannelPaginationAction.class);
        when(forum.retrieveArchivedPublicThreadChannels()).thenReturn(list);
        // WHEN Discord fails the search (a 5xx), THEN the post waits
        ErrorResponseException failing = answered(ErrorResponse.SERVER_ERROR);
        when(list.forEachAsync(any(), any())).thenReturn(CompletableFuture.failedFuture(failing));
        assertEquals(Delivery.LATER, post(board()));
        assertEquals(Delivery.LATER, post(card("playing")));
        // WHEN JDA refuses it, the bot lacking Read Message History there, THEN the channel is lost to the bot
        when(forum.retrieveArchivedPublicThreadChannels())
                .thenThrow(new PermissionException("Cannot read the message history here"));
        assertEquals(Delivery.CHANNEL_LOST, post(board()));
        assertEquals(Delivery.CHANNEL_LOST, post(card("playing")));
    }

    @Test
    void anArchivedForumPostThatCannotBeBroughtBackDropsOnlyItsCardEditOrWaitsForRoom() {
        List<ThreadChannel> seen = new ArrayList<>();
        archivedPosts(List.of(thread), seen);
        when(thread.isArchived()).thenReturn(true);
        when(manager.setArchived(false)).thenReturn(manager);
        // WHEN the server is full, THEN the card's edit waits for a thread to free up
        ErrorResponseException full = answered(ErrorResponse.MAX_ACTIVE_THREADS);
        when(manager.submit()).thenReturn(CompletableFuture.failedFuture(full));
        assertEquals(Delivery.LATER, post(card("playing")));
        // WHEN the post is locked, THEN this card's edit is dropped, not the forum (the other games' cards) lost
        ErrorResponseException locked = answered(ErrorResponse.THREAD_LOCKED);
        when(manager.submit()).thenReturn(CompletableFuture.failedFuture(locked));
        assertEquals(Delivery.REFUSED, post(card("playing")));
        // WHEN JDA refuses to bring it back, inside the search's answer, THEN that is classed too: the forum lost
        when(manager.setArchived(false)).thenThrow(new PermissionException("Cannot manage this thread"));
        assertEquals(Delivery.CHANNEL_LOST, post(card("playing")));
    }

    @Test
    void theSearchForAnArchivedThreadStopsAtThreadsArchivedBeforeItWasMade() {
        OffsetDateTime made = net.dv8tion.jda.api.utils.TimeUtil.getTimeCreated(THREAD);
        ThreadChannel newer = archivedAt(made.plusDays(2));
        ThreadChannel older = archivedAt(made.minusMinutes(1));
        ThreadChannel oldest = archivedAt(made.minusDays(3));
        List<ThreadChannel> seen = new ArrayList<>();
        archivedPosts(List.of(newer, older, oldest), seen);
        // WHEN a post is made in the game's thread, neither held by JDA nor among the archived threads
        assertEquals(Delivery.CHANNEL_LOST, post(board()), "not found: gone, or closed to the bot");
        // THEN the search stopped at the first thread archived before it was made
        assertEquals(List.of(newer, older), seen);
    }

    private static ThreadChannel archivedAt(OffsetDateTime when) {
        ThreadChannel t = mock(ThreadChannel.class);
        when(t.getIdLong()).thenReturn(42L);
        when(t.getTimeArchiveInfoLastModified()).thenReturn(when);
        return t;
    }

    /** The forum post held by JDA, active, its card's edit made. */
    private void heldPostEdited() {
        when(shards.getThreadChannelById(THREAD)).thenReturn(thread);
        when(thread.isArchived()).thenReturn(false);
        MessageEditAction edit = mock(MessageEditAction.class);
        when(thread.editMessageById(anyLong(), any(MessageEditData.class))).thenReturn(edit);
        when(edit.submit()).thenReturn(CompletableFuture.completedFuture(null));
    }

    private static ForumTag tag(String name) {
        ForumTag tag = mock(ForumTag.class);
        when(tag.getName()).thenReturn(name);
        return tag;
    }

    @Test
    void aForumThatRequiresATagAndHasNoneForTheStageKeepsThePostsTagsAndTheRenameIsMade() {
        heldPostEdited();
        ForumTag lobby = tag("lobby");
        when(forum.getAvailableTags()).thenReturn(List.of(lobby));
        when(forum.isTagRequired()).thenReturn(true);
        when(thread.getAppliedTags()).thenReturn(List.of(lobby));
        when(manager.setName("Djambi 12 · ann, bob")).thenReturn(manager);
        // WHEN the game's card says it is in play (no tag "in play" in this forum)
        assertEquals(Delivery.MADE, post(card("playing")));
        // THEN the post is renamed, and its lobby tag stays: a bare post is what the forum does not allow
        verify(manager).setName("Djambi 12 · ann, bob");
        verify(manager, never()).setAppliedTags(anyCollection());
        verify(manager).queue(any(), any());
    }

    @Test
    void aTagChangeRefusedDoesNotUndoTheRename() {
        heldPostEdited();
        ForumTag lobby = tag("lobby");
        ForumTag inPlay = tag("in play");
        when(forum.getAvailableTags()).thenReturn(List.of(lobby, inPlay));
        when(thread.getAppliedTags()).thenReturn(List.of(lobby));
        when(manager.setName("Djambi 12 · ann, bob")).thenReturn(manager);
        // JDA refuses the tags on the caller's thread (as it does for a forum that requires one and gets none)
        when(manager.setAppliedTags(anyCollection()))
                .thenThrow(new IllegalArgumentException("Cannot remove all tags from a forum post"));
        // WHEN the game's card says it is in play
        assertEquals(Delivery.MADE, post(card("playing")));
        // THEN the rename is sent all the same, on its own
        verify(manager).setName("Djambi 12 · ann, bob");
        verify(manager).queue(any(), any());
    }
}
