package io.djambi.bot.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.LiveGame;
import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.bot.press.TestClock;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real bot (the process over SQLite, {@link LiveGame}) with games in threads ({@code games.threads: true}) on the
 * fake Discord, and what the tests of games in threads do there as people: open games, press a card's buttons, type
 * commands in a thread or beside the cards, let the AI seats move, and read the channel of the cards and each thread.
 * The bot's clock is the test's, moved on only to let an AI seat move (or the relay try a post again).
 */
final class Threaded implements AutoCloseable {
    static final Duration WAIT = LiveGame.WAIT;
    /** More than an AI seat waits before it moves. */
    private static final Duration AI_THINKS = Duration.ofSeconds(5);
    /** How often the AI players look for their turns. */
    private static final Duration TICK = Duration.ofSeconds(1);

    private static final Pattern LINK = Pattern.compile("<#(\\d+)>");

    /** The bot's clock. */
    final TestClock clock;

    final LiveGame bot;
    final FakeDiscord discord;
    final User ann;
    final User bob;
    final User cy;
    private final Map<String, User> users = new HashMap<>();
    private final Random random = new Random(11);
    private final HttpClient http = HttpClient.newHttpClient();

    private final Path database;

    private Threaded(LiveGame bot, TestClock clock, Path dir) {
        this.bot = bot;
        this.clock = clock;
        this.database = dir.resolve("djambi.db");
        this.discord = bot.discord;
        this.ann = bot.ann;
        this.bob = bot.bob;
        this.cy = bot.cy;
        for (User u : List.of(ann, bob, cy)) {
            users.put(u.id(), u);
        }
    }

    /** The bot logged in with games in threads, as {@code games.threads: true} in its config. */
    static Threaded start(Path dir) throws Exception {
        return start(dir, new GamesConfig(true, null));
    }

    /** The bot logged in with the config's {@code games} section. */
    static Threaded start(Path dir, GamesConfig games) throws Exception {
        TestClock clock = new TestClock(Instant.now());
        return new Threaded(LiveGame.withGames(dir, clock, games), clock, dir);
    }

    /** A person more, a member of every server, who may type commands and press buttons. */
    User addUser(String name) {
        User user = discord.addUser(name);
        users.put(user.id(), user);
        return user;
    }

    String general() {
        return bot.guild.general();
    }

    // --- reading Discord ---

    /** The bot's public messages in a channel or thread, in the order they were made (not the ephemeral answers). */
    List<Posted> posts(String channelId) {
        return discord.messages(channelId).stream()
                .filter(m -> !m.ephemeral() && m.authorId().equals(discord.bot().id()))
                .toList();
    }

    /** The ids of {@link #posts}. */
    List<String> postIds(String channelId) {
        return posts(channelId).stream().map(Posted::id).toList();
    }

    /** A game's card as it is now: in the channel of the cards, or a forum post's first message; its id the thread's. */
    Posted card(String thread) {
        return discord.message(thread);
    }

    /** Waits until the game's card is as {@code wanted} says; returns it. */
    Posted awaitCard(String thread, String what, Predicate<Posted> wanted) {
        return await("the card of " + thread + " " + what, () -> Optional.ofNullable(card(thread))
                .filter(wanted));
    }

    /** Waits until a channel or thread holds at least {@code count} of the bot's public posts; returns them all. */
    List<Posted> awaitPosts(String channelId, int count) {
        return await(count + " posts in " + channelId, () -> Optional.of(posts(channelId))
                .filter(all -> all.size() >= count));
    }

    /**
     * Waits until the outbox is empty: every post the bot's changes made so far is on Discord (a post leaves the outbox
     * once Discord has answered that it is made). Read from the SQLite file beside the bot, as a backup reads it.
     */
    void settle() {
        await("the outbox emptied", () -> Optional.of(true).filter(x -> waitingPosts() == 0));
    }

    /** The outbox's rows, for a failure's message: each post's channel, tries, and claim (by the bot's clock). */
    private List<String> outbox() {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database);
                Statement s = c.createStatement();
                ResultSet r =
                        s.executeQuery("SELECT id, channel_id, attempts, claimed_until_ms FROM outbox ORDER BY id")) {
            List<String> rows = new ArrayList<>();
            while (r.next()) {
                long held = r.getLong(4);
                rows.add("#" + r.getLong(1) + " in " + r.getString(2) + ", " + r.getInt(3) + " tries, "
                        + (held == 0 ? "not held" : "held until " + Instant.ofEpochMilli(held)));
            }
            return rows;
        } catch (SQLException e) {
            return List.of("unreadable: " + e);
        }
    }

    /** The posts in the outbox, made or not yet. */
    int waitingPosts() {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database);
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM outbox")) {
            r.next();
            return r.getInt(1);
        } catch (SQLException e) {
            throw new AssertionError("could not read the outbox", e);
        }
    }

    /** Waits until {@code probe} gives something, or fails naming {@code what}. */
    static <T> T await(String what, Supplier<Optional<T>> probe) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            Optional<T> found = probe.get();
            if (found.isPresent()) {
                return found.get();
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + WAIT.toSeconds() + " s for " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what, e);
            }
        }
    }

    /** The thread links of a message, in order. */
    static List<String> links(Posted message) {
        List<String> found = new ArrayList<>();
        Matcher m = LINK.matcher(message.text());
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /** The bot's public posts in each of {@code places} (channels, threads), as they are now. */
    Map<String, List<String>> snapshot(List<String> places) {
        Map<String, List<String>> seen = new LinkedHashMap<>();
        places.forEach(p -> seen.put(p, postIds(p)));
        return seen;
    }

    /**
     * Once {@code count} new posts are in {@code place} and the outbox is empty: exactly {@code count} new posts in
     * {@code place} since {@code before}, and none in the other places of {@code before}; returns the new ones.
     */
    List<Posted> assertNewPostsOnlyIn(Map<String, List<String>> before, String place, int count) {
        // The change is seen in the bot's tables before its transaction, and so its posts, is committed
        List<String> had = before.get(place);
        try {
            await(count + " new posts in " + place, () -> Optional.of(true)
                    .filter(x -> posts(place).stream()
                                    .filter(m -> !had.contains(m.id()))
                                    .count()
                            >= count));
        } catch (AssertionError e) {
            // What the relay was doing tells a post never written from one put off or stuck in its channel's queue
            Map<String, Long> made = new LinkedHashMap<>();
            before.forEach((where, ids) -> made.put(
                    where,
                    posts(where).stream().filter(m -> !ids.contains(m.id())).count()));
            throw new AssertionError(
                    e.getMessage() + "; new posts by place: " + made + "; outbox: " + outbox() + "; bot's clock: "
                            + clock.instant(),
                    e);
        }
        settle();
        List<Posted> added = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : before.entrySet()) {
            List<Posted> now = posts(e.getKey()).stream()
                    .filter(m -> !e.getValue().contains(m.id()))
                    .toList();
            if (e.getKey().equals(place)) {
                added.addAll(now);
            } else {
                assertEquals(List.of(), now, "posts in " + e.getKey() + " that belong in " + place);
            }
            assertTrue(
                    postIds(e.getKey()).containsAll(e.getValue()),
                    "a post of " + e.getKey() + " gone: " + e.getValue());
        }
        assertEquals(count, added.size(), "new posts in " + place + ": " + added);
        return added;
    }

    /** Waits until the game in {@code place} is at {@code stage}. */
    void awaitStage(String place, Stage stage) {
        await(place + " at " + stage, () -> Optional.of(true).filter(x -> stage(place) == stage));
        // The bot's own connection sees its change before the transaction that holds the change's posts is committed:
        // wait for the change as another connection sees it, so that a settle() after this one waits for those posts
        long id = table(place).id();
        await(place + " at " + stage + ", committed", () -> Optional.of(true).filter(x -> committedStage(id) == stage));
    }

    /** The game's stage as its committed row says: over once not live, in play once it has a starting position. */
    private Stage committedStage(long tableId) {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database);
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT live, start_position FROM game_table WHERE id = " + tableId)) {
            if (!r.next()) {
                return null;
            }
            if (r.getInt("live") == 0) {
                return Stage.OVER;
            }
            return r.getString("start_position") == null ? Stage.LOBBY : Stage.PLAYING;
        } catch (SQLException e) {
            throw new AssertionError("could not read the game's row", e);
        }
    }

    // --- the bot's tables ---

    /** The game played in {@code place} (a thread, or a channel whose game plays there). */
    Table table(String place) {
        return bot.tables().find(place).orElseThrow(() -> new AssertionError("no game in " + place));
    }

    Optional<Table> maybeTable(String place) {
        return bot.tables().find(place);
    }

    /** Who sits in the game, by colour: a person's name, or "AI" for an AI seat. */
    Map<Colour, String> seats(String place) {
        Map<Colour, String> seated = new LinkedHashMap<>();
        for (Colour c : Colour.values()) {
            Seat s = table(place).seats().get(c);
            if (s != null) {
                seated.put(c, s.isAi() ? "AI" : users.get(s.userId()).name());
            }
        }
        return seated;
    }

    Stage stage(String place) {
        return table(place).stage();
    }

    // --- acting as people ---

    /**
     * {@code host} types {@code /djambi new} in {@code channel}; returns the new game's thread once its card is the
     * lobby's (with its buttons).
     */
    String open(User host, String channel, Map<String, ?> options) {
        int before = discord.threads(channel).size();
        Posted answer = discord.slash(host, channel, "djambi new", options).awaitReply(WAIT);
        List<String> threads = await(
                "a new thread in " + channel + " (answer: " + answer.text() + ")",
                () -> Optional.of(discord.threads(channel)).filter(t -> t.size() > before));
        assertEquals(before + 1, threads.size(), "one thread for one game");
        String thread = threads.getLast();
        awaitCard(thread, "a lobby", c -> !buttons(c, "join").isEmpty());
        // The card and the welcome in the thread go through two channels' queues: both made before a test looks
        settle();
        return thread;
    }

    /**
     * A game for three as a new post of {@code forum}, opened with {@code /djambi new forum:} typed in #general
     * (Discord has no command box in a forum itself); returns the post's id once its card shows the lobby.
     */
    String openInForum(User host, String forum) {
        int before = discord.threads(forum).size();
        Posted answer = type(host, general(), "djambi new", Map.of("players", 3, "turn-time", "none", "forum", forum));
        List<String> posts = await(
                "a new post in " + forum + " (answer: " + answer.text() + ")",
                () -> Optional.of(discord.threads(forum)).filter(t -> t.size() > before));
        String post = posts.getLast();
        awaitCard(post, "a lobby", c -> !buttons(c, "join").isEmpty());
        settle();
        return post;
    }

    /** A game for three, in its lobby, with no turn time: {@link #open} with those options. */
    String openForThree(User host, String channel) {
        return open(host, channel, Map.of("players", 3, "turn-time", "none"));
    }

    /** The card's buttons of a lobby action ("join", "leave", "add-ai", "start"). */
    static List<String> buttons(Posted card, String action) {
        return card.customIds().stream()
                .filter(id -> id.startsWith("djambi:" + action))
                .toList();
    }

    /**
     * {@code user} presses the card's button of {@code action}; returns once the bot has acknowledged it (its private
     * answers, if any, follow). The command runs after: a test awaits what it does.
     */
    Exchange pressOnCard(User user, String thread, String action) {
        Posted card = card(thread);
        List<String> ids = buttons(card, action);
        assertEquals(1, ids.size(), "one " + action + " button on " + card);
        Exchange pressed = discord.press(user, card, ids.getFirst());
        pressed.awaitCallback(WAIT);
        return pressed;
    }

    /** {@code user} types {@code command} in {@code channel}; returns the bot's answer, only to him. */
    Posted type(User user, String channel, String command, Map<String, ?> options) {
        return discord.slash(user, channel, command, options).awaitReply(WAIT);
    }

    /** Waits until the game in {@code place} has {@code wanted}'s seats. */
    void awaitSeats(String place, Map<Colour, String> wanted) {
        await("seats " + wanted + " in " + place, () -> Optional.of(true)
                .filter(x -> seats(place).equals(wanted)));
    }

    /** The person to move in the game (empty while an AI is to move, or the game is over). */
    Optional<User> toMove(String place) {
        Table t = table(place);
        if (t.stage() != Stage.PLAYING) {
            return Optional.empty();
        }
        Seat seat = t.seats().get(t.game().position().toMove().orElseThrow());
        return seat.isAi() ? Optional.empty() : Optional.of(users.get(seat.userId()));
    }

    /**
     * The person to move plays a step (no kill) with {@code /move} typed in {@code where} (the thread, or the
     * channel of the cards); returns once he is answered and the game has taken it.
     */
    Posted move(String thread, String where) {
        Table t = table(thread);
        Position position = t.game().position();
        List<Move> steps = Rules.legalMoves(position).stream()
                .filter(m -> m instanceof Move.Step)
                .filter(m -> !m.text().endsWith("E5"))
                .toList();
        Move move = steps.get(random.nextInt(steps.size()));
        User mover = toMove(thread).orElseThrow(() -> new AssertionError("no person to move in " + thread));
        int version = t.version();
        Posted answer = type(mover, where, "move", Map.of("move", move.text()));
        await("the move " + move.text() + " in " + thread + " (answer: " + answer.text() + ")", () -> Optional.of(true)
                .filter(x -> table(thread).version() > version));
        return answer;
    }

    /** The AI seats move until a person is to move or the game is over: the bot's clock moved past their delay. */
    void aisMove(String thread) {
        long[] movedAt = {0};
        await("the AI seats' moves in " + thread, () -> {
            Table t = table(thread);
            if (t.stage() != Stage.PLAYING || toMove(thread).isPresent()) {
                return Optional.of(true);
            }
            // once per tick of the AI players (every second), so the clock runs on no more than they need
            if (System.nanoTime() - movedAt[0] > TICK.toNanos()) {
                clock.advance(AI_THINKS);
                movedAt[0] = System.nanoTime();
            }
            return Optional.empty();
        });
    }

    /**
     * {@code user} resigns, typing {@code /djambi resign} in {@code where} and confirming; returns once the game has
     * taken it.
     */
    void resign(User user, String thread, String where) {
        int version = table(thread).version();
        Posted question = type(user, where, "djambi resign", Map.of());
        List<String> confirm = question.customIds().stream()
                .filter(id -> id.startsWith("djambi:confirm:resign:"))
                .toList();
        assertEquals(1, confirm.size(), "a Confirm under " + question.text());
        discord.press(user, question, confirm.getFirst()).awaitCallback(WAIT);
        await(user.name() + " resigned in " + thread, () -> Optional.of(true)
                .filter(x -> table(thread).version() > version));
    }

    /**
     * Posts, as the bot, a message in {@code channel} with a button of this {@code customId}: a forged (or stale) id
     * on a message of the bot's, which only a client that makes its own buttons could send.
     */
    Posted forgedButton(String channel, String customId) throws IOException, InterruptedException {
        String body = "{\"content\":\"forged\",\"components\":[{\"type\":1,\"components\":[{\"type\":2,\"style\":1,"
                + "\"label\":\"Join\",\"custom_id\":\"" + customId + "\"}]}]}";
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create(discord.restBaseUrl() + "channels/" + channel + "/messages"))
                        .header("Authorization", "Bot " + FakeDiscord.TOKEN)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        return discord.messages(channel).getLast();
    }

    /**
     * Renames a thread as a moderator would (a call of the REST API with the bot's token: the fake does not tell who
     * renamed, and the bot's JDA hears it as THREAD_UPDATE either way); returns once the fake has it.
     */
    void renameThread(String thread, String name) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create(discord.restBaseUrl() + "channels/" + thread))
                        .header("Authorization", "Bot " + FakeDiscord.TOKEN)
                        .header("Content-Type", "application/json")
                        .method("PATCH", HttpRequest.BodyPublishers.ofString("{\"name\":\"" + name + "\"}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
    }

    /** Every public post the bot made, by where it is, and nothing twice. */
    void assertNothingPostedTwice(String channelId) {
        List<Posted> all = posts(channelId);
        List<String> nonces =
                all.stream().map(Posted::nonce).filter(n -> n != null).toList();
        assertEquals(nonces.stream().distinct().toList(), nonces, "a nonce twice in " + channelId);
        assertTrue(discord.unhandled().isEmpty(), "unhandled calls: " + discord.unhandled());
    }

    static void report(String what, Object... args) {
        System.out.printf("[figures] " + what + "%n", args);
    }

    @Override
    public void close() {
        http.close();
        bot.close();
    }
}
