package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.RETURNS_SELF;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.djambi.bot.command.Reply;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.game.Shards;
import io.djambi.bot.startup.StartupFault;
import io.djambi.bot.text.Catalogue;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.events.session.ShutdownEvent;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.requests.restaction.CacheRestAction;
import net.dv8tion.jda.api.requests.restaction.CommandListUpdateAction;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/**
 * The Discord layer when the bot's shards are split over processes: who registers the commands, when the process
 * is ready, what /health and the latency meter read, and the adapters over the shard manager.
 */
class ShardedDiscordTest {
    private static final Catalogue TEXT = Catalogue.english();
    /** Servers on shard 0 and shard 1 of two: Discord routes a server by {@code (id >> 22) % total}. */
    private static final String ON_SHARD_0 = String.valueOf(2L << 22);

    private static final String ON_SHARD_1 = String.valueOf(1L << 22);

    private final ShardManager manager = mock(ShardManager.class);

    private JDA shard(int id, int total) {
        JDA jda = mock(JDA.class);
        when(jda.getShardInfo()).thenReturn(new JDA.ShardInfo(id, total));
        when(jda.updateCommands()).thenReturn(mock(CommandListUpdateAction.class, RETURNS_SELF));
        when(manager.getShardById(id)).thenReturn(jda);
        return jda;
    }

    private Guild guild(String id) {
        Guild guild = mock(Guild.class);
        when(guild.getName()).thenReturn("Server " + id);
        when(guild.updateCommands()).thenReturn(mock(CommandListUpdateAction.class, RETURNS_SELF));
        when(manager.getGuildById(id)).thenReturn(guild);
        return guild;
    }

    private static DiscordConfig config(String guildId) {
        return new DiscordConfig("t", null, null, guildId);
    }

    @SuppressWarnings("unchecked")
    private static List<String> namesSent(CommandListUpdateAction update) {
        ArgumentCaptor<java.util.Collection<? extends CommandData>> sent =
                ArgumentCaptor.forClass(java.util.Collection.class);
        verify(update).addCommands(sent.capture());
        return sent.getValue().stream().map(CommandData::getName).sorted().toList();
    }

    @Test
    void theProcessWithoutShardZeroDoesNotRegisterTheGlobalCommands() {
        // GIVEN a process running shard 1 of 2, commands registered globally
        JDA one = shard(1, 2);
        // WHEN it registers
        CommandRegistration.register(manager, new Shards(2, 1, 1), config(null), TEXT);
        // THEN nothing is written: shard 0's process writes the one global set
        verify(one, never()).updateCommands();
        verify(manager, never()).getShardById(0);
    }

    @Test
    void theProcessWithShardZeroRegistersEveryCommandGlobally() {
        // GIVEN a process running shard 0 of 2
        JDA zero = shard(0, 2);
        // WHEN it registers
        CommandRegistration.register(manager, new Shards(2, 0, 0), config(null), TEXT);
        // THEN every command is written once, globally
        assertTrue(namesSent(zero.updateCommands()).containsAll(List.of("djambi", "move", "whisper")));
    }

    @Test
    void aServersCommandsAreRegisteredByTheProcessRunningItsShardAndWhisperByShardZeros() {
        // GIVEN the configured server is on shard 1 of 2
        JDA zero = shard(0, 2);
        JDA one = shard(1, 2);
        Guild server = guild(ON_SHARD_1);
        // WHEN shard 0's process registers, THEN it writes /whisper globally and nothing on the server
        CommandRegistration.register(manager, new Shards(2, 0, 0), config(ON_SHARD_1), TEXT);
        assertEquals(List.of("whisper"), namesSent(zero.updateCommands()));
        verify(server, never()).updateCommands();
        // WHEN shard 1's process registers, THEN it writes the server's commands there, and nothing globally
        CommandRegistration.register(manager, new Shards(2, 1, 1), config(ON_SHARD_1), TEXT);
        assertEquals(
                List.of("djambi", "follow", "move", "replace", "review", "takeback", "unfollow"),
                namesSent(server.updateCommands()));
        verify(one, never()).updateCommands();
    }

    @Test
    void aConfiguredServerOnThisProcesssShardThatTheBotIsNotInFailsTheStart() {
        // GIVEN the configured server is on this process's shard, but the bot is not in it
        shard(0, 2);
        // WHEN the process registers, THEN the start fails, naming the server
        RuntimeException failure = assertThrows(
                RuntimeException.class,
                () -> CommandRegistration.register(manager, new Shards(2, 0, 0), config(ON_SHARD_0), TEXT));
        StartupFault fault = DiscordBot.fault(failure).fault();
        assertEquals(
                ON_SHARD_0,
                assertInstanceOf(StartupFault.UnknownServer.class, fault).guildId());
    }

    private static ReadyEvent ready(JDA shard) {
        ReadyEvent event = mock(ReadyEvent.class);
        when(event.getJDA()).thenReturn(shard);
        return event;
    }

    @Test
    void theProcessIsReadyOnlyOnceEveryOneOfItsShardsIs() {
        // GIVEN a process running shards 1-2 of 4
        Readiness readiness = new Readiness();
        readiness.expect(2);
        // WHEN shard 1 is ready, twice (a second READY after a reconnect), THEN the process is not yet
        readiness.onEvent(ready(shard(1, 4)));
        readiness.onEvent(ready(shard(1, 4)));
        assertFalse(readiness.outcome().isDone());
        // WHEN shard 2 is ready too, THEN it is
        readiness.onEvent(ready(shard(2, 4)));
        assertEquals(OptionalInt.empty(), readiness.outcome().join());
    }

    @Test
    void oneShardThatDiscordClosesFailsTheStartWithItsCode() {
        // GIVEN two shards expected, one of them ready
        Readiness readiness = new Readiness();
        readiness.expect(2);
        readiness.onEvent(ready(shard(0, 2)));
        // WHEN the other is closed for good (disallowed intents)
        ShutdownEvent closed = mock(ShutdownEvent.class);
        when(closed.getCode()).thenReturn(4014);
        readiness.onEvent(closed);
        // THEN the outcome is that code, without waiting for anything else
        assertEquals(OptionalInt.of(4014), readiness.outcome().join());
    }

    @Test
    void eachShardAfterTheFirstGetsFiveMoreSecondsToIdentify() {
        assertEquals(DiscordBot.READY_WAIT, DiscordBot.readyWait(Shards.ALL));
        assertEquals(DiscordBot.READY_WAIT.plusSeconds(15), DiscordBot.readyWait(new Shards(8, 4, 7)));
    }

    private DiscordBot bot(Shards shards) {
        return new DiscordBot(
                manager,
                shards,
                config(null),
                new GatedSessionController(null),
                new Readiness(),
                new LateListeners(),
                TEXT,
                java.util.concurrent.Executors.newSingleThreadScheduledExecutor());
    }

    @Test
    void theProcessIsConnectedOnlyWhenEveryOneOfItsShardsIs() {
        // GIVEN a process running shards 2-3 of 4, shard 3 reconnecting
        JDA two = shard(2, 4);
        JDA three = shard(3, 4);
        when(two.getStatus()).thenReturn(JDA.Status.CONNECTED);
        when(three.getStatus()).thenReturn(JDA.Status.RECONNECT_QUEUED);
        DiscordBot bot = bot(new Shards(4, 2, 3));
        // THEN /health says no; once shard 3 is back, yes
        assertFalse(bot.connected().passes().getAsBoolean());
        when(three.getStatus()).thenReturn(JDA.Status.CONNECTED);
        assertTrue(bot.connected().passes().getAsBoolean());
        assertEquals(new Shards(4, 2, 3), bot.shards());
    }

    @Test
    void aShardNotYetBuiltIsNotConnected() {
        // GIVEN shard 0 connected, shard 1 not built yet by the shard manager
        when(shard(0, 2).getStatus()).thenReturn(JDA.Status.CONNECTED);
        // THEN the process is not connected
        assertFalse(bot(Shards.all(2)).connected().passes().getAsBoolean());
    }

    @Test
    void theLatencyMeterReadsTheAverageOfTheProcesssShards() {
        when(manager.getAverageGatewayPing()).thenReturn(41.6);
        assertEquals(42, bot(Shards.all(2)).gatewayPingMillis());
        when(manager.getAverageGatewayPing()).thenReturn(-1.0);
        assertEquals(-1, bot(Shards.all(2)).gatewayPingMillis(), "no heartbeat answered yet");
    }

    @Test
    void closingShutsEveryShardDownAndTheManagerToo() {
        // GIVEN two shards that close at once
        JDA zero = shard(0, 2);
        JDA one = shard(1, 2);
        when(manager.getShards()).thenReturn(List.of(zero, one));
        // WHEN the bot closes
        bot(Shards.all(2)).close(Duration.ZERO);
        // THEN each shard was asked to close, and the manager's own worker stopped
        verify(zero).shutdown();
        verify(one).shutdown();
        verify(manager).shutdown();
    }

    @Test
    void aDmIsOpenedThroughAnyShardWhenThisProcessHasNoShardZero() {
        // GIVEN a process running shard 1 only
        JDA one = shard(1, 2);
        when(manager.getShards()).thenReturn(List.of(one));
        @SuppressWarnings("unchecked")
        CacheRestAction<PrivateChannel> open = mock(CacheRestAction.class);
        when(one.openPrivateChannelById("42")).thenReturn(open);
        // WHEN a DM is opened, THEN shard 1's REST client opens it (a DM needs no gateway)
        assertEquals(open, PrivateChannels.open(manager, "42"));
    }

    @Test
    void aServerOnAnotherProcesssShardIsNamedNeutrallyAndAVisibleOneByItsName() {
        // GIVEN the shard manager sees the server on shard 0 and its channel, and not the one on shard 1
        guild(ON_SHARD_0);
        GuildChannel channel = mock(GuildChannel.class);
        when(channel.getName()).thenReturn("general");
        when(manager.getChannelById(GuildChannel.class, "7")).thenReturn(channel);
        DiscordNames names = new DiscordNames(manager, TEXT);
        // THEN the names read through it
        assertEquals("Server " + ON_SHARD_0, names.nameOf(ON_SHARD_0));
        assertEquals(TEXT.get("interaction.unknown-server"), names.nameOf(ON_SHARD_1));
        assertEquals("#general", names.channelNameOf("7"));
        assertEquals("8", names.channelNameOf("8"));
    }

    @Test
    void theRelayPostsInAChannelOfThisProcesssServersWithItsNonceAndCallsOneItCannotSeeLost() {
        // GIVEN the shard manager finds channel 7 (a server on this process's shards) and not channel 8
        GuildMessageChannel seen = mock(GuildMessageChannel.class);
        MessageCreateAction send = mock(MessageCreateAction.class);
        when(seen.sendMessage(any(MessageCreateData.class))).thenReturn(send);
        when(send.setNonce(any())).thenReturn(send);
        when(send.submit()).thenReturn(java.util.concurrent.CompletableFuture.completedFuture(null));
        when(manager.getChannelById(GuildMessageChannel.class, "7")).thenReturn(seen);
        DiscordChannelPoster poster =
                new DiscordChannelPoster(manager, new Messages(TEXT), new ChannelPosts(id -> Optional.empty(), TEXT));
        Reply.Public post = new Reply.Public("<@1> to move", List.of(), List.of("1"), new Reply.NoControls());
        // WHEN the relay posts in both
        var in7 = poster.postOnce(new io.djambi.bot.outbox.OutboxPost(4, 1, "7", post, 1));
        var in8 = poster.postOnce(new io.djambi.bot.outbox.OutboxPost(5, 1, "8", post, 1));
        // THEN the post goes out in channel 7 only, under its nonce, and channel 8 is lost to the bot
        assertEquals(
                io.djambi.bot.outbox.ChannelPoster.Delivery.MADE,
                in7.toCompletableFuture().join());
        verify(send).setNonce("djambi-outbox-4");
        assertEquals(
                io.djambi.bot.outbox.ChannelPoster.Delivery.CHANNEL_LOST,
                in8.toCompletableFuture().join());
        verify(manager).getChannelById(GuildMessageChannel.class, "8");
    }

    @Test
    void aPermissionJdaRefusesBeforeSendingLosesTheChannelRatherThanHoldingItsPostsForEver() {
        // GIVEN a channel where JDA knows the bot may not send: it throws at once, on the relay's thread
        GuildMessageChannel closed = mock(GuildMessageChannel.class);
        when(closed.sendMessage(any(MessageCreateData.class)))
                .thenThrow(new net.dv8tion.jda.api.exceptions.PermissionException("Cannot send a message here"));
        when(manager.getChannelById(GuildMessageChannel.class, "9")).thenReturn(closed);
        DiscordChannelPoster poster =
                new DiscordChannelPoster(manager, new Messages(TEXT), new ChannelPosts(id -> Optional.empty(), TEXT));
        Reply.Public post = Reply.Public.text("news");
        // WHEN the relay posts there THEN the channel is lost to the bot (its game waits, its host is told)
        assertEquals(
                io.djambi.bot.outbox.ChannelPoster.Delivery.CHANNEL_LOST,
                poster.postOnce(new io.djambi.bot.outbox.OutboxPost(6, 1, "9", post, 1))
                        .toCompletableFuture()
                        .join());
    }

    @Test
    void aChannelTheBotCannotSeeWhileAShardIsReconnectingWaitsRatherThanBeingLost() {
        // GIVEN shard 0 of this process reconnecting after Discord ended its session: its servers not sent again yet
        JDA reconnecting = shard(0, 1);
        when(reconnecting.getStatus()).thenReturn(JDA.Status.ATTEMPTING_TO_RECONNECT);
        when(manager.getShards()).thenReturn(List.of(reconnecting));
        DiscordChannelPoster poster =
                new DiscordChannelPoster(manager, new Messages(TEXT), new ChannelPosts(id -> Optional.empty(), TEXT));
        Reply.Public post = new Reply.Public("<@1> to move", List.of(), List.of("1"), new Reply.NoControls());
        // WHEN the relay posts in a channel of its servers, THEN the post waits to be tried again
        assertEquals(
                io.djambi.bot.outbox.ChannelPoster.Delivery.LATER,
                poster.postOnce(new io.djambi.bot.outbox.OutboxPost(4, 1, "7", post, 1))
                        .toCompletableFuture()
                        .join());
        // WHEN the shard is connected again and still cannot see it, THEN the channel is lost to the bot
        when(reconnecting.getStatus()).thenReturn(JDA.Status.CONNECTED);
        assertEquals(
                io.djambi.bot.outbox.ChannelPoster.Delivery.CHANNEL_LOST,
                poster.postOnce(new io.djambi.bot.outbox.OutboxPost(4, 1, "7", post, 2))
                        .toCompletableFuture()
                        .join());
    }
}
