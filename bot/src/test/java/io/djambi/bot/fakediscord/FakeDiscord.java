package io.djambi.bot.fakediscord;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A fake Discord on loopback that the real JDA logs in to: REST v10 and the gateway v10 (JSON, plain or
 * {@code zlib-stream}), with shards routed as Discord routes them. A test builds a world (users, servers), points
 * the bot at {@link #restBaseUrl()} and {@link #gatewayUrl()}, acts as users (commands, clicks, forms, DMs) and reads
 * what the bot posted. Ported from a Node fake Discord once used beside this repository, for the routes this bot
 * uses. {@code io.djambi.bot.tryout.Tryout} runs the real bot against it by hand (docs/tryout/README.md).
 *
 * <p>Thread-safe. Every wait takes a timeout and fails with an {@link AssertionError} naming what it waited for.
 */
public final class FakeDiscord implements AutoCloseable {
    /** A token of Discord's shape; the fake takes any token that is not blank. */
    public static final String TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAx.Gfake0.fake-token-for-loopback-tests-only";

    /** Server ids start here (milliseconds since Discord's epoch, 2022), so they look like real ones. */
    private static final long FIRST_GUILD_TIME = 250_000_000_000L;

    private final World world;
    private final Gateway gateway;
    private final RestServer rest;
    private final Posting posting;
    private final Interactions interactions;
    private final Threads threads;
    private final Faults faults;
    private long nextGuildTime = FIRST_GUILD_TIME;

    private FakeDiscord(World world) throws IOException {
        this.world = world;
        this.gateway = new Gateway(world);
        this.rest = new RestServer(world);
        this.threads = new Threads(world, gateway);
        this.posting = new Posting(world, gateway, threads);
        this.interactions = new Interactions(world, gateway);
        new RestRoutes(world, gateway, posting, threads).register(rest);
        new ThreadRoutes(world, threads, posting).register(rest);
        new InteractionRoutes(world, posting).register(rest);
        this.faults = new Faults(world, rest.faults(), gateway);
    }

    /** Starts on free loopback ports; {@code GET /gateway/bot} tells {@code shardTotal}. Nonces age by the system clock. */
    public static FakeDiscord start(int shardTotal) {
        return start(shardTotal, Clock.systemUTC());
    }

    /** As above; {@code clock} dates messages and ids, and ages the nonces Discord remembers for five minutes. */
    public static FakeDiscord start(int shardTotal, Clock clock) {
        try {
            return new FakeDiscord(new World(clock, shardTotal));
        } catch (IOException e) {
            throw new UncheckedIOException("the fake Discord could not listen on loopback", e);
        }
    }

    /** What the bot's {@code restBaseUrl} should be. */
    public String restBaseUrl() {
        return rest.root() + "/api/v10/";
    }

    /** What the bot's {@code gatewayUrl} should be. */
    public String gatewayUrl() {
        return gateway.url();
    }

    public int shardTotal() {
        return world.shardTotal;
    }

    /** The bot's user (also the application's id). */
    public User bot() {
        return world.bot;
    }

    /** Adds a person, a member of every server. */
    public User addUser(String name) {
        return world.locked(() -> {
            User user = new User(world.nextId(), name);
            world.users.put(user.id(), user);
            return user;
        });
    }

    /** Sets the language of {@code user}'s Discord ("fr", "en-US"), which his interactions carry from now on. */
    public void setLocale(User user, String locale) {
        world.locked(() -> world.locales.put(user.id(), locale));
    }

    /**
     * Sets {@code guild}'s language, its {@code preferred_locale}: a bot connecting after this is told it, and
     * interactions in it carry it from now on. (Set it before the bot logs in: JDA reads it from its cache.)
     */
    public void setLocale(Guild guild, String locale) {
        world.locked(() -> world.locales.put(guild.id(), locale));
    }

    /**
     * Adds a server on {@code shard} with a text channel {@code #general}; every user and the bot are members. A
     * session already connected on that shard gets its GUILD_CREATE, as when a bot is invited.
     */
    public Guild addGuild(String name, int shard) {
        if (shard < 0 || shard >= world.shardTotal) {
            throw new IllegalArgumentException("shard " + shard + " of " + world.shardTotal);
        }
        Guild guild = world.locked(() -> {
            while (nextGuildTime % world.shardTotal != shard) {
                nextGuildTime++;
            }
            String id = Long.toString(nextGuildTime++ << 22);
            Guild made = new Guild(id, name, shard, world.nextId());
            world.guilds.put(id, made);
            world.channels.put(made.general(), World.Channel.text(made.general(), id, "general"));
            return made;
        });
        gateway.dispatch("GUILD_CREATE", guild.id(), 0, world.locked(() -> Json.guildCreate(world, guild)));
        return guild;
    }

    /** Adds a text channel to {@code guild}; returns its id. */
    public String addChannel(Guild guild, String name) {
        World.Channel channel = world.locked(() -> {
            World.Channel made = World.Channel.text(world.nextId(), guild.id(), name);
            world.channels.put(made.id(), made);
            return made;
        });
        gateway.dispatch("CHANNEL_CREATE", guild.id(), 0, world.locked(() -> Json.channel(world, channel)));
        return channel.id();
    }

    /**
     * Deletes a server's channel, as its moderator would: the bot is told (CHANNEL_DELETE), and whatever it sends
     * there from now on is answered 404 10003 Unknown Channel. Its messages are kept for the test to read. Its threads
     * go with it, as on Discord, with no event of their own; a thread given here is deleted as {@link #deleteThread}.
     */
    public void deleteChannel(String channelId) {
        if (world.liveThread(channelId).isPresent()) {
            deleteThread(channelId);
            return;
        }
        World.Channel channel = world.locked(() -> world.channels.remove(channelId));
        if (channel == null || channel.isDm()) {
            throw new IllegalArgumentException("no server channel " + channelId);
        }
        threads.parentDeleted(channelId); // its threads go with it
        gateway.dispatch("CHANNEL_DELETE", channel.guildId(), 0, world.locked(() -> Json.channel(world, channel)));
    }

    /**
     * Adds a forum channel to {@code guild} with tags of these names (no emoji, not moderated); returns its id. The bot
     * makes posts there ({@code POST channels/{forum}/threads} with a {@code message}), each a thread.
     */
    public String addForum(Guild guild, String name, List<String> tagNames) {
        World.Channel forum = world.locked(() -> {
            World.Channel made = World.Channel.forum(world.nextId(), guild.id(), name);
            world.channels.put(made.id(), made);
            world.forumTags.put(
                    made.id(),
                    tagNames.stream()
                            .map(tag -> new World.ForumTag(world.nextId(), tag))
                            .toList());
            return made;
        });
        gateway.dispatch("CHANNEL_CREATE", guild.id(), 0, world.locked(() -> Json.channel(world, forum)));
        return forum.id();
    }

    /** The ids of the threads made in a text channel or a forum (deleted ones too), oldest first. */
    public List<String> threads(String parentChannelId) {
        return world.locked(() -> world.threads.values().stream()
                .filter(t -> t.parentId.equals(parentChannelId))
                .map(t -> t.id)
                .toList());
    }

    /** Waits until at least {@code count} threads have been made in the channel; returns their ids, oldest first. */
    public List<String> awaitThreads(String parentChannelId, int count, Duration timeout) {
        return world.await(
                count + " threads in channel " + parentChannelId, timeout, () -> Optional.of(threads(parentChannelId))
                        .filter(all -> all.size() >= count));
    }

    /** The thread {@code threadId} as it is now (deleted or not). */
    public ThreadView thread(String threadId) {
        return threads.view(threads.known(threadId));
    }

    /**
     * Archives a thread, as Discord does when it has had no message for its auto-archive duration: THREAD_UPDATE
     * (JDA then drops it from its cache), and it leaves the active threads a new session is sent. A message posted
     * in it unarchives it, unless it is locked.
     */
    public void archiveThread(String threadId) {
        threads.archive(live(threadId));
    }

    /**
     * Locks a thread, as a moderator does (THREAD_UPDATE): people may not post in it, nor the bot once archived, nor
     * at all where it lacks Manage Threads ({@link #denyManageThreads}).
     */
    public void lockThread(String threadId) {
        threads.lock(live(threadId), true);
    }

    /** Unlocks a thread, as a moderator does (THREAD_UPDATE). */
    public void unlockThread(String threadId) {
        threads.lock(live(threadId), false);
    }

    /**
     * Deletes a thread, as a moderator would: THREAD_DELETE, and whatever the bot sends to it from now on is answered
     * 404 10003 Unknown Channel. Its messages are kept for the test to read.
     */
    public void deleteThread(String threadId) {
        threads.delete(live(threadId));
    }

    private ThreadState live(String threadId) {
        return world.liveThread(threadId).orElseThrow(() -> new IllegalArgumentException("no live thread " + threadId));
    }

    /**
     * Takes from the bot ({@code denied}) or gives back Create Public Threads and Send Messages in Threads in a text
     * channel or forum (in a forum also Send Messages, which makes posts there), by a member overwrite as a moderator
     * sets one: the gateway is told (CHANNEL_UPDATE), so JDA refuses such calls itself, and the REST routes answer
     * them 403 50013 Missing Permissions. A thread's permissions are its channel's.
     */
    public void denyThreads(String channelId, boolean denied) {
        World.Channel channel = world.locked(() -> {
            World.Channel c = world.channels.get(channelId);
            if (c == null || c.isDm() || c.isThread()) {
                throw new IllegalArgumentException("no text channel or forum " + channelId);
            }
            if (denied) {
                world.threadsDenied.add(channelId);
            } else {
                world.threadsDenied.remove(channelId);
            }
            return c;
        });
        gateway.dispatch("CHANNEL_UPDATE", channel.guildId(), 0, world.locked(() -> Json.channel(world, channel)));
    }

    /**
     * Takes from the bot ({@code denied}) or gives back Manage Threads in a text channel or forum and its threads, by a
     * member overwrite, told to the gateway: the bot as invited with its own permissions, which do not include it.
     * Without it, the bot's posts in a locked thread are refused 400 160005 Thread is locked.
     */
    public void denyManageThreads(String channelId, boolean denied) {
        World.Channel channel = world.locked(() -> {
            World.Channel c = world.channels.get(channelId);
            if (c == null || c.isDm() || c.isThread()) {
                throw new IllegalArgumentException("no text channel or forum " + channelId);
            }
            if (denied) {
                world.manageThreadsDenied.add(channelId);
            } else {
                world.manageThreadsDenied.remove(channelId);
            }
            return c;
        });
        gateway.dispatch("CHANNEL_UPDATE", channel.guildId(), 0, world.locked(() -> Json.channel(world, channel)));
    }

    /**
     * How many threads may be active (not archived) at once in a server; a thread made beyond it, or unarchived (by a
     * change, or by a message posted in it), is refused 400 160006 Maximum number of active threads reached. Discord's
     * limit is 1000.
     */
    public void setActiveThreadLimit(int n) {
        world.locked(() -> {
            world.activeThreadLimit = n;
        });
    }

    /**
     * Takes the bot's Send Messages away in a channel ({@code allowed} false), or gives it back: meanwhile its posts
     * there are answered 403 50013 Missing Permissions, as Discord answers them. People still use commands there:
     * an interaction is answered through its own webhook, whatever the bot may do in the channel. (The gateway is
     * not told: the bot learns of it when a post is refused, as it would of a role changed elsewhere.)
     */
    public void allowBotToPost(String channelId, boolean allowed) {
        world.locked(() -> {
            if (allowed) {
                world.forbidden.remove(channelId);
            } else {
                world.forbidden.add(channelId);
            }
        });
    }

    /** The DM channel between the bot and {@code user} (opened if need be). */
    public String dmChannel(User user) {
        return world.dmWith(user.id()).id();
    }

    /** The shards of the live gateway sessions, one entry per session. */
    public List<Integer> connectedShards() {
        return gateway.connectedShards();
    }

    /** Waits until a session on {@code shard} has been sent READY and its servers. */
    public void awaitConnected(int shard, Duration timeout) {
        world.await("a session on shard " + shard, timeout, () -> Optional.of(true)
                .filter(x -> gateway.connectedShards().contains(shard)));
    }

    /**
     * Waits until the live sessions are on exactly {@code shards} (in any order, one entry per session): after a
     * bot was cut off, its sessions are gone and only the new ones remain.
     */
    public void awaitConnectedShards(List<Integer> shards, Duration timeout) {
        List<Integer> wanted = shards.stream().sorted().toList();
        world.await("sessions on shards " + wanted, timeout, () -> Optional.of(true)
                .filter(x ->
                        gateway.connectedShards().stream().sorted().toList().equals(wanted)));
    }

    /** {@code user} runs {@code command} ("djambi new": command, then subcommand group and subcommand). */
    public Exchange slash(User user, String channelId, String command, Map<String, ?> options) {
        return new Exchange(world, interactions.command(user, channelId, command, options, null));
    }

    public Exchange slash(User user, String channelId, String command) {
        return slash(user, channelId, command, Map.of());
    }

    /** {@code user} types in option {@code focused} of {@code command}; await {@link Exchange#awaitChoices}. */
    public Exchange autocomplete(User user, String channelId, String command, Map<String, ?> options, String focused) {
        return new Exchange(world, interactions.command(user, channelId, command, options, focused));
    }

    /** {@code user} clicks the button {@code customId} of {@code message}. */
    public Exchange press(User user, Posted message, String customId) {
        return new Exchange(world, interactions.component(user, current(message), customId, null));
    }

    /** {@code user} picks {@code values} in the menu {@code customId} of {@code message}. */
    public Exchange choose(User user, Posted message, String customId, List<String> values) {
        return new Exchange(world, interactions.component(user, current(message), customId, List.copyOf(values)));
    }

    /** {@code user} sends the form {@code customId} with its text fields, in {@code channelId}. */
    public Exchange submit(User user, String channelId, String customId, Map<String, String> fields) {
        return new Exchange(world, interactions.modal(user, channelId, customId, fields, null));
    }

    /** {@code user} writes to the bot in their DM channel. */
    public Said dm(User user, String text) {
        return say(user, dmChannel(user), text);
    }

    /**
     * {@code user} writes in {@code channelId} (a server's channel, a thread or a DM). In a thread, an archived one is
     * unarchived by it, and the user and those the text mentions become its members, as on Discord.
     */
    public Said say(User user, String channelId, String text) {
        World.Channel channel = world.channel(channelId)
                .orElseThrow(() -> new IllegalArgumentException("unknown channel " + channelId));
        if (channel.isForum()) {
            throw new IllegalArgumentException("a forum takes posts, not messages: " + channelId);
        }
        if (world.liveThread(channelId).filter(t -> t.locked).isPresent()) {
            throw new IllegalStateException(user.name() + " may not post in locked thread " + channelId);
        }
        Posted message = posting.create(channel, user.id(), Json.object().put("content", text), List.of(), null, 0);
        return new Said(world, message, posting.echo(message));
    }

    /**
     * Deletes a message in a server's channel, as a moderator would: Discord tells the bot (MESSAGE_DELETE), and from
     * now on an edit of it is answered 404 10008 Unknown Message. It is kept for the test to read, marked deleted.
     */
    public void deleteMessage(String id) {
        Posted deleted = world.locked(() -> Optional.ofNullable(world.messages.get(id))
                .filter(m -> !m.deleted() && m.guildId() != null)
                .map(Posted::asDeleted)
                .orElseThrow(() -> new IllegalArgumentException("no message " + id + " in a server's channel")));
        world.store(deleted);
        gateway.dispatch(
                "MESSAGE_DELETE",
                deleted.guildId(),
                Gateway.GUILD_MESSAGES,
                Json.object()
                        .put("id", id)
                        .put("channel_id", deleted.channelId())
                        .put("guild_id", deleted.guildId()));
    }

    /** The message {@code id} as it is now (edits included). */
    public Posted message(String id) {
        return world.locked(() -> world.messages.get(id));
    }

    /**
     * The messages of {@code channelId} (a channel, a thread, a DM) not deleted, in the order they were made. A thread
     * started from a message does not hold that message, its channel does; a forum post holds its starter message.
     */
    public List<Posted> messages(String channelId) {
        return world.locked(() -> world.messages.values().stream()
                .filter(m -> m.channelId().equals(channelId) && !m.deleted())
                .toList());
    }

    /** Waits until {@code channelId} has at least {@code count} messages that match; returns those. */
    public List<Posted> awaitMessages(String channelId, Predicate<Posted> which, int count, Duration timeout) {
        return world.await(count + " matching messages in channel " + channelId, timeout, () -> {
            List<Posted> found = messages(channelId).stream().filter(which).toList();
            return found.size() >= count ? Optional.of(found) : Optional.empty();
        });
    }

    /** Waits until the message has been edited more times than {@code seen} shows; returns it as it is then. */
    public Posted awaitEdit(Posted seen, Duration timeout) {
        return world.await("an edit of message " + seen.id(), timeout, () -> Optional.ofNullable(message(seen.id()))
                .filter(m -> m.edits() > seen.edits()));
    }

    /**
     * Calls {@code watcher} with each message the moment the fake stores it: made, edited (the new state) or deleted.
     * It runs on the thread of the REST call (or the test's own call) that stored it, under the fake's lock, so it
     * must be quick and must not wait on the fake; a measuring harness reads its own clock there.
     */
    public void watch(Consumer<Posted> watcher) {
        world.watchers.add(watcher);
    }

    /** Every message of every channel, deleted ones included, in the order they were made (as they are now). */
    public List<Posted> allMessages() {
        return world.locked(() -> List.copyOf(world.messages.values()));
    }

    /** What the bot sent to {@code user} by DM, in order. */
    public List<Posted> dms(User user) {
        return messages(dmChannel(user)).stream()
                .filter(m -> m.authorId().equals(world.bot.id()))
                .toList();
    }

    /** Waits until the bot has sent {@code user} at least {@code count} DMs; returns them all. */
    public List<Posted> awaitDms(User user, int count, Duration timeout) {
        return world.await(count + " DMs to " + user.name(), timeout, () -> Optional.of(dms(user))
                .filter(all -> all.size() >= count));
    }

    /** The names of the commands registered globally or on {@code guild} (null: global only). */
    public List<String> commands(Guild guild) {
        return world.locked(() -> {
            java.util.Set<String> names = new java.util.TreeSet<>(
                    world.commands.getOrDefault("global", Map.of()).keySet());
            if (guild != null) {
                names.addAll(world.commands.getOrDefault(guild.id(), Map.of()).keySet());
            }
            return List.copyOf(names);
        });
    }

    /** REST calls the fake did not serve ("METHOD path"): a test should find none. */
    public List<String> unhandled() {
        return world.locked(() -> List.copyOf(world.unhandled));
    }

    /**
     * A fault switch: from now on the bot's new messages in {@code channelId} get no answer, as when Discord is slow,
     * until {@link #releasePosts}; {@link #awaitHeldPosts} tells when the bot has sent one.
     */
    public void holdPosts(String channelId) {
        world.heldPosts.hold(channelId);
    }

    /** Waits until {@code count} messages have been held since the fake started; returns how many were. */
    public int awaitHeldPosts(int count, Duration timeout) {
        return world.await(count + " held posts", timeout, () -> Optional.of(world.heldPosts.heldSoFar())
                .filter(n -> n >= count));
    }

    /**
     * Lets the held messages go: each is made as usual and answered ({@code made}), or lost, answered 503 with
     * nothing made, as when Discord never got it. Messages sent later are not held.
     */
    public void releasePosts(boolean made) {
        world.heldPosts.release(made);
    }

    /** What a test makes go wrong here: REST faults, the gateway dropping, and the log of REST calls. */
    public Faults faults() {
        return faults;
    }

    private Posted current(Posted message) {
        return Optional.ofNullable(message(message.id()))
                .orElseThrow(() -> new IllegalArgumentException("unknown message " + message.id()));
    }

    /** Stops listening and closes every gateway connection (a bot still running will try to reconnect). */
    @Override
    public void close() {
        rest.close();
        try {
            gateway.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
