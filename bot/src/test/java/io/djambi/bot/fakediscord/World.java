package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Everything the fake Discord knows: users, servers, channels, messages, commands, interactions. One lock guards it
 * all, and every change wakes the tests waiting on it, so a wait is a condition, never a sleep.
 */
final class World {
    static final ObjectMapper JSON = new ObjectMapper();
    /** Discord's epoch, the start of every snowflake's clock. */
    static final long DISCORD_EPOCH = 1_420_070_400_000L;
    /** How long Discord remembers a message's nonce for {@code enforce_nonce} (the fake keeps it this long). */
    static final Duration NONCE_MEMORY = Duration.ofMinutes(5);

    /**
     * A channel as Discord types it: a server's text channel (0), a DM (1, no server, one recipient), a public thread
     * (11, with its parent: its name and the rest live in its {@link ThreadState}) or a forum (15).
     */
    record Channel(String id, String guildId, String name, String recipientId, int type, String parentId) {
        static final int TEXT = 0;
        static final int DM = 1;
        static final int PUBLIC_THREAD = 11;
        static final int FORUM = 15;

        static Channel text(String id, String guildId, String name) {
            return new Channel(id, guildId, name, null, TEXT, null);
        }

        static Channel dm(String id, String recipientId) {
            return new Channel(id, null, null, recipientId, DM, null);
        }

        static Channel forum(String id, String guildId, String name) {
            return new Channel(id, guildId, name, null, FORUM, null);
        }

        static Channel thread(String id, String guildId, String parentId) {
            return new Channel(id, guildId, null, null, PUBLIC_THREAD, parentId);
        }

        boolean isDm() {
            return guildId == null;
        }

        boolean isThread() {
            return type == PUBLIC_THREAD;
        }

        boolean isForum() {
            return type == FORUM;
        }
    }

    /** A tag a forum's posts may carry; its emoji is none. */
    record ForumTag(String id, String name) {}

    private record Remembered(String messageId, Instant at) {}

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    final Clock clock;
    final int shardTotal;
    final User bot;
    private long lastId;

    final Map<String, User> users = new LinkedHashMap<>();
    final Map<String, Guild> guilds = new LinkedHashMap<>();
    /** The channels that exist now: text channels, forums, DMs and threads not deleted. */
    final Map<String, Channel> channels = new LinkedHashMap<>();
    /** Every thread ever made, deleted ones included, in the order they were made. */
    final Map<String, ThreadState> threads = new LinkedHashMap<>();
    /** A forum's id to its tags, in the order they were given. */
    final Map<String, List<ForumTag>> forumTags = new HashMap<>();
    /** A user's id to their DM channel with the bot. */
    final Map<String, String> dms = new HashMap<>();
    /** Every message, in the order it was created (an edit keeps its place). */
    final Map<String, Posted> messages = new LinkedHashMap<>();

    final Map<String, Attachment> attachments = new HashMap<>();
    /** Per channel: a nonce to the message first made with it. */
    private final Map<String, Map<String, Remembered>> nonces = new HashMap<>();
    /** "global" or a server id, to the commands registered there by name. */
    final Map<String, Map<String, JsonNode>> commands = new HashMap<>();

    final Map<String, Interaction> interactions = new LinkedHashMap<>();
    /** The channels where the bot's Send Messages was taken away: its posts there are refused, as Discord does. */
    final java.util.Set<String> forbidden = new java.util.HashSet<>();
    /**
     * The channels whose permission overwrites deny the bot Create Public Threads and Send Messages in Threads (and
     * Send Messages, which is Create Posts, in a forum): told to the gateway, unlike {@link #forbidden}.
     */
    final java.util.Set<String> threadsDenied = new java.util.HashSet<>();
    /**
     * The channels whose permission overwrites deny the bot Manage Threads (which the bot invited with its own
     * permissions does not have): there it may not post in a locked thread. Told to the gateway.
     */
    final java.util.Set<String> manageThreadsDenied = new java.util.HashSet<>();
    /** How many threads may be active (not archived) at once in a server: Discord's limit is 1000. */
    int activeThreadLimit = 1000;
    /** A user's or a server's id to its Discord locale ("fr"), sent with interactions; "en-US" when not set. */
    final Map<String, String> locales = new HashMap<>();
    /** REST calls the fake does not serve, as "METHOD path": a test should find none. */
    final List<String> unhandled = new ArrayList<>();
    /** Told of every message stored: made, edited or deleted ({@link FakeDiscord#watch}). */
    final List<Consumer<Posted>> watchers = new CopyOnWriteArrayList<>();
    /** Where attachments are downloaded from: the REST server's root, once it listens. */
    volatile String cdnBase = "http://127.0.0.1";
    /** A test's fault switch: the bot's messages in a channel held on the wire. */
    final HeldPosts heldPosts = new HeldPosts(this);

    World(Clock clock, int shardTotal) {
        this.clock = clock;
        this.shardTotal = shardTotal;
        this.bot = new User(nextId(), "FakeBot");
        users.put(bot.id(), bot);
    }

    /** Runs {@code change} under the lock and wakes the waiters. */
    <T> T locked(Supplier<T> change) {
        lock.lock();
        try {
            return change.get();
        } finally {
            changed.signalAll();
            lock.unlock();
        }
    }

    void locked(Runnable change) {
        locked(() -> {
            change.run();
            return null;
        });
    }

    /**
     * Waits until {@code probe} finds something, re-asking after each change.
     *
     * @throws AssertionError after {@code timeout}, naming {@code what} was awaited
     */
    <T> T await(String what, Duration timeout, Supplier<Optional<T>> probe) {
        long deadline = System.nanoTime() + timeout.toNanos();
        lock.lock();
        try {
            while (true) {
                Optional<T> found = probe.get();
                if (found.isPresent()) {
                    return found.get();
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("fake Discord: waited " + timeout.toMillis() + " ms for " + what);
                }
                changed.await(left, TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for " + what, e);
        } finally {
            lock.unlock();
        }
    }

    /** A new snowflake: the fake clock's time since Discord's epoch, made unique by counting on. */
    String nextId() {
        return locked(() -> {
            lastId = Math.max(lastId + 1, (clock.millis() - DISCORD_EPOCH) << 22);
            return Long.toString(lastId);
        });
    }

    String now() {
        return Instant.now(clock).toString();
    }

    /** The DM channel between the bot and {@code userId}, opened on first use. */
    Channel dmWith(String userId) {
        return locked(() -> channels.get(dms.computeIfAbsent(userId, u -> {
            Channel dm = Channel.dm(nextId(), u);
            channels.put(dm.id(), dm);
            return dm.id();
        })));
    }

    Optional<Channel> channel(String id) {
        return locked(() -> Optional.ofNullable(channels.get(id)));
    }

    /** The thread {@code id} if it exists now (not deleted). */
    Optional<ThreadState> liveThread(String id) {
        return locked(() -> Optional.ofNullable(threads.get(id)).filter(t -> !t.deleted));
    }

    void store(Posted message) {
        locked(() -> {
            messages.put(message.id(), message);
            message.attachments().forEach(a -> attachments.put(a.id(), a));
            watchers.forEach(w -> w.accept(message));
        });
    }

    /**
     * The message already made in {@code channelId} with {@code nonce} in the last five minutes (by the fake's
     * clock), if any: Discord's answer to a repeat with {@code enforce_nonce}.
     */
    Optional<Posted> byNonce(String channelId, String nonce) {
        return locked(() -> {
            Instant oldest = Instant.now(clock).minus(NONCE_MEMORY);
            Map<String, Remembered> seen = nonces.getOrDefault(channelId, Map.of());
            Remembered r = seen.get(nonce);
            return r == null || r.at().isBefore(oldest)
                    ? Optional.<Posted>empty()
                    : Optional.ofNullable(messages.get(r.messageId()));
        });
    }

    void rememberNonce(Posted message) {
        locked(() -> {
            Instant oldest = Instant.now(clock).minus(NONCE_MEMORY);
            Map<String, Remembered> seen = nonces.computeIfAbsent(message.channelId(), c -> new HashMap<>());
            seen.values().removeIf(r -> r.at().isBefore(oldest)); // forgotten, as Discord forgets them
            seen.putIfAbsent(message.nonce(), new Remembered(message.id(), Instant.now(clock)));
        });
    }

    /** The Discord locale of a user or a server: "en-US" unless a test chose another. */
    String localeOf(String id) {
        return locked(() -> locales.getOrDefault(id, "en-US"));
    }

    /** The shard Discord routes a server to. */
    static int shardOf(String guildId, int total) {
        return (int) ((Long.parseLong(guildId) >>> 22) % total);
    }

    /** The registered command {@code name} usable in {@code guildId} (its own, then the global ones). */
    Optional<JsonNode> command(String name, String guildId) {
        return locked(() -> {
            JsonNode own = guildId == null
                    ? null
                    : commands.getOrDefault(guildId, Map.of()).get(name);
            return Optional.ofNullable(
                    own != null
                            ? own
                            : commands.getOrDefault("global", Map.of()).get(name));
        });
    }
}
