package io.djambi.bot.discord;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageHistory;
import net.dv8tion.jda.api.entities.SelfUser;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.Response;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.MessageEditAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * One guild channel on a connected Discord, as Mockito fakes, for the tests of posts the outbox edits in place: a
 * message sent there is {@link #MESSAGE}; what an edit answers is the test's to say, through {@link #edit}.
 */
final class PostingChannel {
    static final String CHANNEL = "600";
    static final long MESSAGE = 77;

    final ShardManager shards = mock(ShardManager.class);
    final GuildMessageChannel channel = mock(GuildMessageChannel.class);
    final MessageCreateAction send = mock(MessageCreateAction.class);
    final MessageEditAction edit = mock(MessageEditAction.class);

    PostingChannel() {
        when(shards.getChannelById(GuildMessageChannel.class, CHANNEL)).thenReturn(channel);
        JDA connected = mock(JDA.class);
        when(connected.getStatus()).thenReturn(JDA.Status.CONNECTED);
        when(shards.getShards()).thenReturn(List.of(connected));
        Message made = mock(Message.class);
        when(made.getChannelId()).thenReturn(CHANNEL);
        when(made.getIdLong()).thenReturn(MESSAGE);
        when(made.getJumpUrl()).thenReturn("https://discord.com/channels/1/600/77");
        when(channel.sendMessage(any(MessageCreateData.class))).thenReturn(send);
        when(send.setNonce(any())).thenReturn(send);
        when(send.submit()).thenReturn(CompletableFuture.completedFuture(made));
        when(channel.editMessageById(anyLong(), any(MessageEditData.class))).thenReturn(edit);
    }

    /** A poster of a process just started: it knows no message of the channel's. */
    DiscordChannelPoster poster() {
        return new DiscordChannelPoster(
                shards,
                new Messages(Catalogue.english()),
                new ChannelPosts(
                        id -> id.equals(CHANNEL) ? Optional.of(channel) : Optional.empty(), Catalogue.english()));
    }

    /** Every edit fails as Discord answers one of a message deleted meanwhile. */
    void editsFindTheMessageDeleted() {
        Response response = mock(Response.class);
        when(response.optObject())
                .thenReturn(Optional.of(DataObject.empty()
                        .put("code", ErrorResponse.UNKNOWN_MESSAGE.getCode())
                        .put("message", ErrorResponse.UNKNOWN_MESSAGE.getMeaning())));
        when(edit.submit())
                .thenReturn(CompletableFuture.failedFuture(
                        ErrorResponseException.create(ErrorResponse.UNKNOWN_MESSAGE, response)));
    }

    /** A message the bot itself made in the channel, saying {@code words}. */
    Message bots(String words, long id) {
        JDA jda = mock(JDA.class);
        SelfUser self = mock(SelfUser.class);
        when(channel.getJDA()).thenReturn(jda);
        when(jda.getSelfUser()).thenReturn(self);
        Message made = mock(Message.class);
        when(made.getAuthor()).thenReturn(self);
        when(made.getContentRaw()).thenReturn(words);
        when(made.getChannelId()).thenReturn(CHANNEL);
        when(made.getIdLong()).thenReturn(id);
        when(made.getJumpUrl()).thenReturn("https://discord.com/channels/1/600/" + id);
        return made;
    }

    /** Someone else's message in the channel, quoting {@code words} of the bot's. */
    Message quoting(String words) {
        Message quote = mock(Message.class);
        when(quote.getAuthor()).thenReturn(mock(User.class));
        when(quote.getContentRaw()).thenReturn(words);
        return quote;
    }

    /** The channel's latest messages, as Discord gives them when asked. */
    void latest(Message... messages) {
        MessageHistory history = mock(MessageHistory.class);
        @SuppressWarnings("unchecked")
        RestAction<List<Message>> past = mock(RestAction.class);
        when(channel.getHistory()).thenReturn(history);
        when(history.retrievePast(anyInt())).thenReturn(past);
        when(past.submit()).thenReturn(CompletableFuture.completedFuture(List.of(messages)));
        if (messages.length == 0) { // none of them the bot's: it still asks who it is
            JDA jda = mock(JDA.class);
            when(channel.getJDA()).thenReturn(jda);
            when(jda.getSelfUser()).thenReturn(mock(SelfUser.class));
        }
    }
}
