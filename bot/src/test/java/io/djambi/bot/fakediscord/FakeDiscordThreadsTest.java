package io.djambi.bot.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.ISnowflake;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.ThreadMember;
import net.dv8tion.jda.api.entities.channel.Channel;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.forums.ForumPost;
import net.dv8tion.jda.api.entities.channel.forums.ForumTag;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.channel.ChannelCreateEvent;
import net.dv8tion.jda.api.events.channel.ChannelDeleteEvent;
import net.dv8tion.jda.api.events.channel.update.ChannelUpdateAppliedTagsEvent;
import net.dv8tion.jda.api.events.channel.update.ChannelUpdateArchivedEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.thread.member.ThreadMemberJoinEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.InsufficientPermissionException;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.ChunkingFilter;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;
import net.dv8tion.jda.api.utils.cache.CacheFlag;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Threads and forum posts on the fake Discord, driven by a real JDA client as the bot will drive them: a game's thread
 * opened from its card message or as a forum post, its posts kept in it, archived, locked, deleted, refused, joined,
 * and interactions started in it.
 */
class FakeDiscordThreadsTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    private final FakeDiscord discord = FakeDiscord.start(1);
    private final User ann = discord.addUser("ann");
    private final User bob = discord.addUser("bob");
    private final User cy = discord.addUser("cy");
    private final Guild guild = discord.addGuild("Threads", 0);
    private final List<JDA> clients = new ArrayList<>();
    private final HttpClient http = HttpClient.newHttpClient();
    /** What the client heard. */
    private final Heard heard = new Heard();

    private JDA jda;
    private TextChannel general;

    @BeforeEach
    void login() throws InterruptedException {
        jda = login(EnumSet.noneOf(GatewayIntent.class), heard, new Where());
        general = jda.getTextChannelById(guild.general());
    }

    /** A client of the bot's account logged in to the fake, with these intents beside GUILDS, which JDA adds. */
    private JDA login(EnumSet<GatewayIntent> intents, Object... listeners) throws InterruptedException {
        JDA client = JDABuilder.createLight(FakeDiscord.TOKEN, intents)
                .enableCache(CacheFlag.FORUM_TAGS)
                .setChunkingFilter(ChunkingFilter.NONE)
                .setRestConfig(new RestConfig().setBaseUrl(discord.restBaseUrl()))
                .setSessionController(new ConcurrentSessionController() {
                    @Override
                    public String getGateway() {
                        return discord.gatewayUrl();
                    }
                })
                .setEnableShutdownHook(false)
                .addEventListeners(listeners)
                .build();
        clients.add(client);
        return client.awaitReady();
    }

    @AfterEach
    void stop() throws InterruptedException {
        clients.forEach(JDA::shutdown);
        for (JDA client : clients) {
            if (!client.awaitShutdown(Duration.ofSeconds(2))) {
                client.shutdownNow();
            }
        }
        http.close();
        discord.close();
    }

    /** The events a client heard, to wait on; and a wait on its cache, re-checked as events come. */
    private static final class Heard implements EventListener {
        private final List<GenericEvent> events = new ArrayList<>();

        @Override
        public synchronized void onEvent(GenericEvent event) {
            events.add(event);
            notifyAll();
        }

        synchronized <T> T await(Class<T> type, Predicate<T> which, Duration timeout) throws InterruptedException {
            return until(
                    type.getSimpleName(),
                    () -> events.stream()
                            .filter(type::isInstance)
                            .map(type::cast)
                            .filter(which)
                            .findFirst()
                            .orElse(null),
                    timeout);
        }

        /** Waits until {@code probe} gives something; JDA changes its cache on the event's thread, after the event. */
        synchronized <T> T until(String what, Supplier<T> probe, Duration timeout) throws InterruptedException {
            long deadline = System.nanoTime() + timeout.toNanos();
            for (T found = probe.get(); ; found = probe.get()) {
                if (found != null) {
                    return found;
                }
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("the client did not get " + what + " in " + timeout);
                }
                wait(20);
            }
        }
    }

    /** Answers every interaction with where JDA says it is: the channel's type, id and parent. */
    private static final class Where extends ListenerAdapter {
        static String of(Channel channel) {
            String parent =
                    channel instanceof ThreadChannel t ? t.getParentChannel().getId() : "none";
            return channel.getType() + " " + channel.getId() + " in " + parent;
        }

        @Override
        public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
            event.reply(of(event.getChannel())).queue();
        }

        @Override
        public void onButtonInteraction(ButtonInteractionEvent event) {
            event.reply(of(event.getChannel())).queue();
        }

        @Override
        public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
            event.replyChoice(of(event.getChannel()), "here").queue();
        }
    }

    /**
     * The forum as the client has it once told (CHANNEL_CREATE), its tags read: JDA caches the channel before it reads
     * its fields, and reads its name after its tags.
     */
    private ForumChannel forum(String id) throws InterruptedException {
        return heard.until(
                "forum " + id,
                () -> Optional.ofNullable(jda.getForumChannelById(id))
                        .filter(f -> f.getName() != null)
                        .orElse(null),
                WAIT);
    }

    private static List<String> ids(List<? extends ISnowflake> all) {
        return all.stream().map(ISnowflake::getId).toList();
    }

    private static List<String> messageIds(List<Posted> all) {
        return all.stream().map(Posted::id).toList();
    }

    private static int code(Runnable call) {
        return assertThrows(ErrorResponseException.class, call::run).getErrorCode();
    }

    /** A call of the bot that JDA would not make: its status and Discord's code. */
    private String raw(String path, String body) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create(discord.restBaseUrl() + path))
                        .header("Authorization", "Bot " + FakeDiscord.TOKEN)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        return response.statusCode() + " "
                + World.JSON.readTree(response.body()).path("code").asInt();
    }

    @Test
    void aThreadFromAMessageTakesItsIdAndKeepsItsOwnPosts() {
        // GIVEN a game's card in #general, WHEN the bot opens a thread from it
        Message card = general.sendMessage("Game 1: ann, bob, cy").complete();
        ThreadChannel thread = card.createThreadChannel("Game 1").complete();
        // THEN the thread has the card's id, its parent is #general, and the bot (its maker) is its member
        assertEquals(card.getId(), thread.getId());
        assertEquals(guild.general(), thread.getParentChannel().getId());
        assertEquals(List.of(card.getId()), discord.threads(guild.general()));
        assertEquals(
                new ThreadView(
                        card.getId(),
                        guild.general(),
                        "Game 1",
                        false,
                        false,
                        List.of(),
                        List.of(discord.bot().id()),
                        false),
                discord.thread(thread.getId()));
        // AND the card, read again, carries its thread
        assertEquals(
                thread.getId(),
                general.retrieveMessageById(card.getId())
                        .complete()
                        .getStartedThread()
                        .getId());
        // WHEN the bot posts a board in the thread and edits it, THEN both stay in the thread, none in #general
        Message board = thread.sendMessage("Board, move 1").complete();
        thread.editMessageById(board.getId(), "Board, move 2").complete();
        assertEquals(List.of(board.getId()), messageIds(discord.messages(thread.getId())));
        assertEquals("Board, move 2", discord.message(board.getId()).content());
        assertEquals(List.of(card.getId()), messageIds(discord.messages(guild.general())));
        // AND a second thread from the card is refused, a thread without a message is one more
        assertEquals(160004, code(() -> general.createThreadChannel("Again", card.getIdLong())
                .complete()));
        ThreadChannel bare = general.createThreadChannel("Game 2").complete();
        assertEquals(List.of(card.getId(), bare.getId()), discord.threads(guild.general()));
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void aForumPostsStarterMessageHasItsThreadsIdAndItsTagsAreTheForums() throws InterruptedException {
        // GIVEN a forum with two tags, WHEN the bot posts a game there, tagged "open"
        String forumId = discord.addForum(guild, "games", List.of("open", "over"));
        ForumChannel forum = forum(forumId);
        ForumTag open = forum.getAvailableTagsByName("open", false).getFirst();
        ForumTag over = forum.getAvailableTagsByName("over", false).getFirst();
        ForumPost post = forum.createForumPost("Game 3", MessageCreateData.fromContent("ann vs bob"))
                .setTags(open)
                .complete();
        // THEN its starter message has the thread's id and is in the thread, and the post is tagged
        ThreadChannel thread = post.getThreadChannel();
        assertEquals(thread.getId(), post.getMessage().getId());
        assertEquals(List.of(open), thread.getAppliedTags());
        Posted starter = discord.message(thread.getId());
        assertEquals(thread.getId(), starter.channelId());
        assertEquals("ann vs bob", starter.content());
        assertEquals(List.of("open"), discord.thread(thread.getId()).appliedTagNames());
        assertEquals(List.of(thread.getId()), discord.threads(forumId));
        // WHEN the bot posts a board, then marks the game over
        thread.sendMessage("Board").complete();
        thread.getManager().setAppliedTags(over).setName("Game 3 (over)").complete();
        // THEN the post has both messages, the new tag and name, and the client is told (THREAD_UPDATE)
        assertEquals(2, discord.messages(thread.getId()).size());
        ThreadView after = discord.thread(thread.getId());
        assertEquals(List.of("over"), after.appliedTagNames());
        assertEquals("Game 3 (over)", after.name());
        heard.await(
                ChannelUpdateAppliedTagsEvent.class, e -> e.getChannel().getId().equals(thread.getId()), WAIT);
        assertEquals(List.of(over), thread.getAppliedTags());
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void anArchivedThreadIsDroppedByTheClientUnarchivedByAPostAndOnceLockedRefusesIt() throws InterruptedException {
        String id = general.createThreadChannel("Game 4").complete().getId();
        // WHEN Discord archives the thread after its inactivity
        discord.archiveThread(id);
        // THEN the client is told and drops it from its cache, as JDA does
        heard.await(
                ChannelUpdateArchivedEvent.class, e -> e.getChannel().getId().equals(id) && e.getNewValue(), WAIT);
        heard.until("the archived thread dropped", () -> jda.getThreadChannelById(id) == null ? true : null, WAIT);
        assertTrue(discord.thread(id).archived());
        assertEquals(
                List.of(), jda.getGuildById(guild.id()).retrieveActiveThreads().complete());
        // WHEN the bot finds it among the archived threads and posts in it
        ThreadChannel found = general.retrieveArchivedPublicThreadChannels().complete().stream()
                .filter(t -> t.getId().equals(id))
                .findFirst()
                .orElseThrow();
        assertTrue(found.isArchived());
        // AND an archived thread takes no change that does not unarchive it
        assertEquals(
                50083, code(() -> found.getManager().setName("Game 4, renamed").complete()));
        found.sendMessage("Your turn").complete();
        // THEN Discord unarchives it, tells the client, and the post is made
        assertFalse(discord.thread(id).archived());
        heard.await(
                ChannelUpdateArchivedEvent.class, e -> e.getChannel().getId().equals(id) && !e.getNewValue(), WAIT);
        assertEquals(1, discord.messages(id).size());
        assertEquals(
                List.of(id),
                ids(jda.getGuildById(guild.id()).retrieveActiveThreads().complete()));
        // WHEN a moderator locks it, THEN the bot may still post there as long as it has Manage Threads; without it
        // (the bot as invited), its post is refused as any member's
        discord.lockThread(id);
        found.sendMessage("Locked, but the bot moderates").complete();
        discord.denyManageThreads(guild.general(), true);
        assertEquals(160005, code(() -> found.sendMessage("Locked out").complete()));
        assertEquals(2, discord.messages(id).size());
        discord.denyManageThreads(guild.general(), false);
        // WHEN it is archived again, locked, THEN a post there is refused, and nothing made
        discord.archiveThread(id);
        assertEquals(50083, code(() -> found.sendMessage("Too late").complete()));
        assertEquals(2, discord.messages(id).size());
        assertThrows(IllegalStateException.class, () -> discord.say(ann, id, "me neither"));
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void aDeletedThreadIsAnUnknownChannelAndANewSessionIsSentTheActiveThreadsOnly() throws Exception {
        ThreadChannel kept = general.createThreadChannel("Game 5").complete();
        ThreadChannel closed = general.createThreadChannel("Game 6").complete();
        ThreadChannel deleted = general.createThreadChannel("Game 7").complete();
        // WHEN one thread is archived and a moderator deletes another
        discord.archiveThread(closed.getId());
        discord.deleteThread(deleted.getId());
        // THEN the client is told of the deletion, and the bot's post there is answered Unknown Channel
        heard.await(ChannelDeleteEvent.class, e -> e.getChannel().getId().equals(deleted.getId()), WAIT);
        assertEquals(10003, code(() -> deleted.sendMessage("Hello?").complete()));
        assertTrue(discord.thread(deleted.getId()).deleted());
        // WHEN the bot logs in anew, THEN its servers come with the active thread only (GUILD_CREATE)
        Heard later = new Heard();
        JDA restarted = login(EnumSet.noneOf(GatewayIntent.class), later);
        assertNotNull(restarted.getThreadChannelById(kept.getId()));
        assertNull(restarted.getThreadChannelById(closed.getId()));
        assertNull(restarted.getThreadChannelById(deleted.getId()));
        // AND a thread made since reaches it as THREAD_CREATE
        String made = general.createThreadChannel("Game 8").complete().getId();
        later.await(ChannelCreateEvent.class, e -> e.getChannel().getId().equals(made), WAIT);
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void threadsDeniedToTheBotOrBeyondTheServersLimitAreRefused() throws Exception {
        ThreadChannel thread = general.createThreadChannel("Game 9").complete();
        String forumId = discord.addForum(guild, "games", List.of());
        ForumChannel forum = forum(forumId);
        // WHEN a moderator takes threads away from the bot in #general and in the forum
        discord.denyThreads(guild.general(), true);
        discord.denyThreads(forumId, true);
        // THEN the client knows it from the channels' overwrites, and refuses itself
        heard.until(
                "the overwrites",
                () -> !jda.getGuildById(guild.id()).getSelfMember().hasPermission(forum, Permission.MESSAGE_SEND)
                        ? true
                        : null,
                WAIT);
        assertFalse(
                jda.getGuildById(guild.id()).getSelfMember().hasPermission(general, Permission.CREATE_PUBLIC_THREADS));
        assertThrows(InsufficientPermissionException.class, () -> general.createThreadChannel("Game 10"));
        assertThrows(InsufficientPermissionException.class, () -> thread.sendMessage("Board"));
        assertThrows(
                InsufficientPermissionException.class,
                () -> forum.createForumPost("Game 10", MessageCreateData.fromContent("x")));
        // AND Discord refuses them too, to a client that did not know
        assertEquals("403 50013", raw("channels/" + guild.general() + "/threads", "{\"name\":\"x\",\"type\":11}"));
        assertEquals("403 50013", raw("channels/" + thread.getId() + "/messages", "{\"content\":\"Board\"}"));
        assertEquals(
                "403 50013",
                raw("channels/" + forumId + "/threads", "{\"name\":\"x\",\"message\":{\"content\":\"x\"}}"));
        // WHEN they are given back, and the server may have two active threads at once
        discord.denyThreads(guild.general(), false);
        heard.until(
                "the overwrites gone",
                () -> jda.getGuildById(guild.id())
                                .getSelfMember()
                                .hasPermission(general, Permission.CREATE_PUBLIC_THREADS)
                        ? true
                        : null,
                WAIT);
        discord.setActiveThreadLimit(2);
        ThreadChannel second = general.createThreadChannel("Game 10").complete();
        // THEN a third is refused, until one is archived
        assertEquals(160006, code(() -> general.createThreadChannel("Game 11").complete()));
        discord.archiveThread(second.getId());
        general.createThreadChannel("Game 11").complete();
        assertEquals(3, discord.threads(guild.general()).size());
        // AND an archived one may not be unarchived beyond the limit either, by a change or by a message
        assertEquals(160006, code(() -> second.getManager().setArchived(false).complete()));
        assertEquals(160006, code(() -> second.sendMessage("Your turn").complete()));
        assertTrue(discord.thread(second.getId()).archived());
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void whoPostsOrIsMentionedOrIsAddedInAThreadBecomesItsMember() throws Exception {
        // GIVEN a client with the Server Members intent, told of every member who joins
        Heard members = new Heard();
        login(EnumSet.of(GatewayIntent.GUILD_MEMBERS), members);
        ThreadChannel thread = general.createThreadChannel("Game 12").complete();
        // WHEN the bot mentions ann in the thread, bob writes there, and the bot adds cy
        thread.sendMessage(ann.mention() + ", your turn").mentionUsers(ann.id()).complete();
        discord.say(bob, thread.getId(), "good luck");
        thread.addThreadMemberById(cy.id()).complete();
        // THEN all are members, in the order they joined, as the thread's member list says
        List<String> all = List.of(discord.bot().id(), ann.id(), bob.id(), cy.id());
        assertEquals(all, discord.thread(thread.getId()).memberIds());
        List<ThreadMember> listed = thread.retrieveThreadMembers().complete();
        assertEquals(all, listed.stream().map(ThreadMember::getId).toList());
        // AND a client with the intent is told of each (THREAD_MEMBERS_UPDATE)
        for (User u : List.of(ann, bob, cy)) {
            members.await(
                    ThreadMemberJoinEvent.class,
                    e -> e.getThread().getId().equals(thread.getId())
                            && e.getThreadMemberId().equals(u.id()),
                    WAIT);
        }
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void interactionsInAThreadOrAForumPostComeFromTheThread() throws InterruptedException {
        jda.updateCommands()
                .addCommands(Commands.slash("where", "Where am I")
                        .addOption(OptionType.STRING, "near", "Near what", false, true))
                .complete();
        ThreadChannel thread = general.createThreadChannel("Game 13").complete();
        String inThread = "GUILD_PUBLIC_THREAD " + thread.getId() + " in " + guild.general();
        // WHEN ann runs a command in the thread, THEN JDA sees the thread, in #general, and the reply is there
        Posted reply = discord.slash(ann, thread.getId(), "where").awaitReply(WAIT);
        assertEquals(inThread, reply.content());
        assertEquals(thread.getId(), reply.channelId());
        // AND so for a button on a post in the thread, and an autocomplete there
        Message board = thread.sendMessage("Board")
                .addComponents(ActionRow.of(Button.primary("where", "Where?")))
                .complete();
        assertEquals(
                inThread,
                discord.press(ann, discord.message(board.getId()), "where")
                        .awaitReply(WAIT)
                        .content());
        assertEquals(
                inThread,
                discord.autocomplete(ann, thread.getId(), "where", Map.of("near", ""), "near")
                        .awaitChoices(WAIT)
                        .getFirst()
                        .name());
        // WHEN the thread is archived, and so no longer in JDA's cache, THEN JDA makes it from the interaction
        discord.archiveThread(thread.getId());
        heard.until("the thread dropped", () -> jda.getThreadChannelById(thread.getId()) == null ? true : null, WAIT);
        assertEquals(
                inThread,
                discord.slash(ann, thread.getId(), "where").awaitReply(WAIT).content());
        // AND in a forum's post
        String forumId = discord.addForum(guild, "games", List.of());
        ForumChannel forum = forum(forumId);
        String post = forum.createForumPost("Game 14", MessageCreateData.fromContent("Lobby"))
                .complete()
                .getThreadChannel()
                .getId();
        assertEquals(
                "GUILD_PUBLIC_THREAD " + post + " in " + forumId,
                discord.slash(bob, post, "where").awaitReply(WAIT).content());
        assertEquals(List.of(), discord.unhandled());
    }
}
