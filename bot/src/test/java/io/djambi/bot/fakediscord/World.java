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

    /** A text channel; a DM channel has no server and one recipient. */
    record Channel(String id, String guildId, String name, String recipientId) {
        boolean isDm() {
            return guildId == null;
        }
    }

    private record Remembered(String messageId, Instant at) {}

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    final Clock clock;
    final int shardTotal;
    final User bot;
    private long lastId;

    final Map<String, User> users = new LinkedHashMap<>();
    final Map<String, Guild> guilds = new LinkedHashMap<>();
    final Map<String, Channel> channels = new LinkedHashMap<>();
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
            Channel dm = new Channel(nextId(), null, null, u);
            channels.put(dm.id(), dm);
            return dm.id();
        })));
    }

    Optional<Channel> channel(String id) {
        return locked(() -> Optional.ofNullable(channels.get(id)));
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
