package io.djambi.bot.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.BotProcess;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Guild;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.Table;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.store.BotDatabase;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real bot on the fake Discord, two games under way: one's channel is deleted, the other's loses the bot's Send
 * Messages. Each time the post that fails is dropped, the game's clocks stop, and its host gets one DM; the channel
 * given back, a command there brings its game back.
 */
class LostChannelOnDiscordTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Catalogue TEXT = Catalogue.english();

    @TempDir
    Path dir;

    /** The bot's time, moved on by the test; it starts now, as JDA reads an interaction's age against the real time. */
    private final TestClock clock = new TestClock(Instant.now());

    private final FakeDiscord discord = FakeDiscord.start(1, clock);
    private final User ann = discord.addUser("ann");
    private final User bob = discord.addUser("bob");
    private final User cy = discord.addUser("cy");
    private final Map<String, User> users = Map.of(ann.id(), ann, bob.id(), bob, cy.id(), cy);
    private final Guild guild = discord.addGuild("Lost and Found", 0);
    private final String doomed = discord.addChannel(guild, "doomed");
    private final String closed = discord.addChannel(guild, "closed");
    private BotProcess process;

    @AfterEach
    void stop() {
        if (process != null) {
            process.halt();
        }
        discord.close();
    }

    private void startBot() throws Exception {
        DiscordConfig config =
                new DiscordConfig(FakeDiscord.TOKEN, discord.restBaseUrl(), discord.gatewayUrl(), guild.id());
        DiscordBot bot = DiscordBot.login(config, TEXT);
        BotDatabase database = BotDatabase.open(
                new DatabaseTarget.SqliteFile(dir.resolve("djambi.db")), clock, Meters.NONE, bot.shards());
        process = BotProcess.start(bot, database, clock, Meters.NONE, TEXT);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!discord.commands(guild).containsAll(List.of("djambi", "move"))) {
            assertTrue(System.nanoTime() < deadline, "the bot registered its commands");
            Thread.sleep(50);
        }
    }

    /** A game for three with an hour a move in {@code channel}: {@code host} opens it, the others join, it starts. */
    private void startGame(String channel, User host) {
        discord.slash(host, channel, "djambi new", Map.of("players", 3, "turn-time", "1h"))
                .awaitReply(WAIT);
        Posted lobby = discord.awaitMessages(channel, m -> m.customIds().contains("djambi:join"), 1, WAIT)
                .getFirst();
        for (User player : List.of(ann, bob, cy)) {
            if (player != host) {
                Posted seen = discord.message(lobby.id());
                discord.press(player, seen, "djambi:join").awaitCallback(WAIT);
                discord.awaitEdit(seen, WAIT);
            }
        }
        discord.press(host, discord.message(lobby.id()), "djambi:start").awaitCallback(WAIT);
        discord.awaitMessages(channel, LostChannelOnDiscordTest::board, 1, WAIT);
    }

    private static boolean board(Posted m) {
        return !m.ephemeral() && m.attachments().stream().anyMatch(a -> a.isPng());
    }

    private List<Posted> posts(String channel, Predicate<Posted> which) {
        return discord.messages(channel).stream()
                .filter(m -> !m.ephemeral())
                .filter(which)
                .toList();
    }

    private Table table(String channel) {
        return process.bot().life().latest(channel).orElseThrow();
    }

    /** The DMs that told {@code host} a channel of his games is lost, once at least {@code atLeast} have come. */
    private List<Posted> toldOfALoss(User host, int atLeast) {
        discord.awaitDms(host, atLeast, WAIT);
        return discord.dms(host).stream()
                .filter(m -> m.text().contains("is waiting"))
                .toList();
    }

    /** The time moves on by {@code by}, and the turn timer looks at every game then. */
    private void after(Duration by) {
        clock.advance(by);
        process.bot().timer().tick();
    }

    @Test
    void aChannelDeletedOrClosedMidGameDropsItsPostsPausesItsClocksAndTellsItsHostOnce() throws Exception {
        // GIVEN two games under way: Ann hosts the one in #doomed, Bob the one in #closed
        startBot();
        startGame(doomed, ann);
        startGame(closed, bob);
        int doomedMessages = discord.messages(doomed).size();

        // WHEN #doomed is deleted, and Ann's hour there runs out
        discord.deleteChannel(doomed);
        after(Duration.ofMinutes(61));
        // THEN her timeout is applied, its post dropped, and Ann is told once, by DM, what happened and what to do
        Posted told = toldOfALoss(ann, 1).getFirst();
        assertTrue(told.text().contains("the bot can no longer post in <#" + doomed + ">"), told.text());
        assertTrue(told.text().contains("on **Lost and Found**"), told.text());
        assertTrue(told.text().contains("Its clocks are paused until then"), told.text());
        assertTrue(told.text().contains("View Channel, Send Messages, Attach Files"), told.text());
        assertEquals(1, table(doomed).version());
        assertEquals(doomedMessages, discord.messages(doomed).size(), "nothing more was posted there");
        assertTrue(process.bot().channels().isLost(doomed));
        // AND while the game in #closed times out as usual, in #doomed nobody does
        discord.awaitMessages(closed, m -> m.text().contains("ran out of time"), 1, WAIT);
        after(Duration.ofHours(2));
        discord.awaitMessages(closed, m -> m.text().contains("ran out of time"), 2, WAIT);
        assertEquals(1, table(doomed).version(), "paused: Bob is not timed out in #doomed");

        // WHEN the bot's Send Messages is taken away in #closed, and Cy moves there
        discord.allowBotToPost(closed, false);
        int boards = posts(closed, LostChannelOnDiscordTest::board).size();
        Table before = table(closed);
        List<Move> legal = Rules.legalMoves(before.game().position());
        User mover = users.get(before.seats()
                .get(before.game().position().toMove().orElseThrow())
                .userId());
        discord.slash(mover, closed, "move", Map.of("move", legal.getFirst().text()))
                .awaitCallback(WAIT);
        // THEN the move is played but its board dropped, and Bob, the host there, is told once
        assertEquals(1, toldOfALoss(bob, 1).size());
        int version = table(closed).version();
        assertEquals(before.version() + 1, version);
        assertEquals(boards, posts(closed, LostChannelOnDiscordTest::board).size());
        // AND its clocks stand still however long it takes
        after(Duration.ofHours(3));
        assertEquals(version, table(closed).version(), "paused: nobody is timed out in #closed");

        // WHEN the permission is given back, and Ann looks at the board there
        discord.allowBotToPost(closed, true);
        discord.slash(ann, closed, "djambi board").awaitReply(WAIT);
        // THEN the channel is told the game goes on, and its clocks run again
        discord.awaitMessages(closed, m -> m.text().contains("The bot can post here again"), 1, WAIT);
        assertFalse(process.bot().channels().isLost(closed));
        after(Duration.ofHours(1));
        discord.awaitMessages(closed, m -> m.text().contains("ran out of time"), 3, WAIT);
        // AND each host was told once, #doomed still waits
        assertEquals(1, toldOfALoss(ann, 1).size());
        assertEquals(1, toldOfALoss(bob, 1).size());
        assertEquals(1, table(doomed).version());
        assertEquals(List.of(), discord.unhandled());
    }
}
