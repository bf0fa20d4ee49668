package io.djambi.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Guild;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bot stopped as a supervisor stops it, in a JVM of its own ({@link ChildBot}) over the fake Discord of this JVM:
 * {@code SIGTERM} while a move is under way and while a post is on the wire, and {@code kill -9} between a move's
 * commit and its post. Whatever the moment, the move's board is posted once: before the exit, or by the next start
 * within ten seconds of its connecting. A stop by {@code SIGTERM} exits with status 143 and logs no error.
 */
class StoppingTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    /** A JVM of its own, Flyway, the login: slow on a busy machine. */
    private static final Duration START = Duration.ofSeconds(60);
    /** The stop is bounded at 10 s; a little more for a busy machine. */
    private static final Duration STOP = Duration.ofSeconds(20);
    /** What the issue promises for a post left by a process that died. */
    private static final Duration AFTER_RESTART = Duration.ofSeconds(10);
    /** The exit status of a JVM stopped by SIGTERM, its shutdown hooks run: 128 + 15. */
    private static final int SIGTERM_STATUS = 143;

    private static final Pattern TROUBLE = Pattern.compile("\\bERROR\\b|Exception|^\\s+at |^Caused by");

    @TempDir
    Path dir;

    private final FakeDiscord discord = FakeDiscord.start(1);
    private final User ann = discord.addUser("ann");
    private final User bob = discord.addUser("bob");
    private final User cy = discord.addUser("cy");
    private final Guild guild = discord.addGuild("Stops", 0);
    private final String general = guild.general();
    /** The game's thread, opened from its card in #general: where its posts go and its moves are typed. */
    private String game;

    private final List<ChildBot> bots = new ArrayList<>();

    @AfterEach
    void stopEverything() {
        for (ChildBot bot : bots) {
            bot.close();
            // in target/surefire-reports, for a failure's story
            System.out.println("--- the log of " + bot + ":\n" + bot.log());
        }
        discord.close();
    }

    /** Red's first move and Blue's answer in the three-player start (Green the hostage): ann's and bob's. */
    private static List<String> firstMoves() {
        Position start = StartPosition.threePlayers(Colour.GREEN);
        Move red = Rules.legalMoves(start).getFirst();
        Position after = Rules.applyLegal(start, red);
        assertEquals(Colour.BLUE, after.toMove().orElseThrow());
        return List.of(red.text(), Rules.legalMoves(after).getFirst().text());
    }

    /** Starts the bot and waits until it is connected and its commands are registered. */
    private ChildBot started(String name) throws InterruptedException {
        ChildBot bot = ChildBot.start(dir, discord, guild, name);
        bots.add(bot);
        awaitConnected(bot);
        long deadline = System.nanoTime() + START.toNanos();
        while (!discord.commands(guild).contains("move")) {
            if (System.nanoTime() > deadline || !bot.alive()) {
                throw new AssertionError("the bot registered no commands; its log:\n" + bot.log());
            }
            Thread.sleep(50);
        }
        return bot;
    }

    /** Waits until {@code bot}'s session is the one live on the fake's shard; fails at once if it died. */
    private void awaitConnected(ChildBot bot) {
        long deadline = System.nanoTime() + START.toNanos();
        while (true) {
            try {
                discord.awaitConnectedShards(List.of(0), Duration.ofMillis(250));
                return;
            } catch (AssertionError notYet) {
                if (!bot.alive() || System.nanoTime() > deadline) {
                    throw new AssertionError("the bot did not connect; its log:\n" + bot.log(), notYet);
                }
            }
        }
    }

    /** A game for three, in its thread: ann opens it (Red), bob joins as Blue and cy as Yellow, ann starts it. */
    private void startGame() {
        discord.slash(ann, general, "djambi new", Map.of("players", 3)).awaitReply(WAIT);
        game = discord.awaitThreads(general, 1, WAIT).getFirst();
        discord.slash(bob, game, "djambi join", Map.of("colour", "blue")).awaitReply(WAIT);
        discord.slash(cy, game, "djambi join", Map.of("colour", "yellow")).awaitReply(WAIT);
        discord.slash(ann, game, "djambi start").awaitReply(WAIT);
        discord.awaitMessages(game, StoppingTest::board, 1, WAIT);
    }

    private static boolean board(Posted m) {
        return !m.ephemeral() && m.attachments().stream().anyMatch(a -> a.isPng());
    }

    private List<Posted> boards() {
        return discord.messages(game).stream().filter(StoppingTest::board).toList();
    }

    /** Waits until the bot has logged {@code words}. */
    private static void awaitLog(ChildBot bot, String words) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!bot.log().contains(words)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the bot never logged \"" + words + "\"; its log:\n" + bot.log());
            }
            Thread.sleep(20);
        }
    }

    /** A stop that went as planned: to its end, with no error and no stack trace in the log. */
    private static void assertStoppedCleanly(ChildBot bot) {
        String log = bot.log();
        List<String> trouble =
                log.lines().filter(l -> TROUBLE.matcher(l).find()).toList();
        assertEquals(List.of(), trouble, log);
        assertTrue(log.contains("Stopped"), log);
    }

    @Test
    void aSigtermPostsTheBoardsOfAMoveUnderWayAndOfAPostOnTheWireBeforeTheBotExits() throws Exception {
        List<String> moves = firstMoves();
        // GIVEN the bot running, and a game for three started
        ChildBot first = started("first");
        startGame();
        // WHEN ann's move is acknowledged and the bot is told to stop at once
        Exchange move = discord.slash(ann, game, "move", Map.of("move", moves.get(0)));
        move.awaitCallback(WAIT);
        first.sigterm();
        // THEN it exits by SIGTERM's status, with a clean log, once it has answered the move and posted its board
        assertEquals(SIGTERM_STATUS, first.awaitExit(STOP), first.log());
        assertStoppedCleanly(first);
        assertTrue(move.awaitReply(Duration.ofSeconds(1)).text().contains(moves.get(0)), first.log());
        assertEquals(2, boards().size(), "the start's board and ann's, each once");

        // GIVEN the bot started again, and Discord slow with bob's board
        ChildBot second = started("second");
        discord.holdPosts(game);
        discord.slash(bob, game, "move", Map.of("move", moves.get(1))).awaitReply(WAIT);
        discord.awaitHeldPosts(1, WAIT);
        // WHEN the bot is told to stop while the board is on the wire
        second.sigterm();
        awaitLog(second, "Shutting down");
        // THEN a command that comes meanwhile is told, only to its author, that the bot is restarting
        Posted refused = discord.slash(cy, game, "djambi board").awaitReply(WAIT);
        assertTrue(refused.ephemeral());
        assertEquals(Catalogue.english().get("interaction.restarting"), refused.content());
        // AND the stop waits for the board longer than Discord's own close would (1.5 s)
        Thread.sleep(2500);
        assertTrue(second.alive(), second.log());
        discord.releasePosts(true);
        assertEquals(SIGTERM_STATUS, second.awaitExit(STOP), second.log());
        assertStoppedCleanly(second);
        // AND every board was posted once: the start's, ann's and bob's
        assertEquals(3, boards().size(), boards().toString());
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void aPostCutOffByKillMinus9IsMadeOnceByTheNextStartWithinTenSecondsOfItsConnecting() throws Exception {
        List<String> moves = firstMoves();
        // GIVEN the bot running, a game for three started, and Discord slow with the next board
        ChildBot first = started("first");
        startGame();
        discord.holdPosts(game);
        // WHEN ann's move is saved and answered, and the bot is killed while its board is on the wire
        discord.slash(ann, game, "move", Map.of("move", moves.get(0))).awaitReply(WAIT);
        discord.awaitHeldPosts(1, WAIT);
        first.kill();
        assertEquals(137, first.awaitExit(WAIT));
        discord.releasePosts(false); // Discord never got it
        discord.awaitConnectedShards(List.of(), WAIT);
        assertEquals(1, boards().size(), "only the start's board");
        // AND the bot is started again
        ChildBot second = ChildBot.start(dir, discord, guild, "second");
        bots.add(second);
        awaitConnected(second);
        long connected = System.nanoTime();
        // THEN the board is posted within ten seconds of its connecting, although the dead bot's claim on it runs on
        discord.awaitMessages(game, StoppingTest::board, 2, AFTER_RESTART);
        Duration took = Duration.ofNanos(System.nanoTime() - connected);
        System.out.println("The board left by the killed bot was posted " + took.toMillis() + " ms after the next"
                + " start connected");
        // AND once, also when the restarted bot stops
        second.sigterm();
        assertEquals(SIGTERM_STATUS, second.awaitExit(STOP), second.log());
        assertStoppedCleanly(second);
        assertEquals(2, boards().size(), boards().toString());
        assertEquals(List.of(), discord.unhandled());
    }
}
