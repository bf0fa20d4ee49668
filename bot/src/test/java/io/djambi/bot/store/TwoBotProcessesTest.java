package io.djambi.bot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.BotProcess;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.config.ShardsSetting;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Guild;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.Shards;
import io.djambi.bot.game.Table;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two bot processes, each with its own JDA client and shard of two, share one real PostgreSQL, against a fake Discord
 * that routes each server to its shard and every DM to shard 0, as Discord does. A game is played in a server of
 * each shard; whispers and a reminder's Away button cross from shard 0's process to the other's games; reminders and
 * a timeout fire once, from the process holding the server; the second process is cut off mid-game and started again,
 * and nothing acknowledged is lost or posted twice.
 */
class TwoBotProcessesTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Catalogue TEXT = Catalogue.english();

    @TempDir
    Path dir;

    /**
     * The bots' time, which the test moves on; the fake dates its ids by it too, and JDA reads an interaction's age
     * from its id against the real time, so it starts now.
     */
    private final TestClock clock = new TestClock(Instant.now());
    /** Discord forgets a message nonce after a few minutes, by the same clock as the bots' turn clocks. */
    private final FakeDiscord discord = FakeDiscord.start(2, clock);

    private final User ann = discord.addUser("ann");
    private final User bob = discord.addUser("bob");
    private final User cy = discord.addUser("cy");
    private final Map<String, User> users = Map.of(ann.id(), ann, bob.id(), bob, cy.id(), cy);
    private final Guild zero = discord.addGuild("Zero", 0);
    private final Guild one = discord.addGuild("One", 1);
    private final Random random = new Random(20);
    private final List<BotProcess> running = new ArrayList<>();
    private Database observer;

    /** A process running shard {@code shard} of two, over the shared database. */
    private BotProcess start(int shard) throws Exception {
        DiscordConfig config = new DiscordConfig(
                FakeDiscord.TOKEN,
                discord.restBaseUrl(),
                discord.gatewayUrl(),
                null,
                ShardsSetting.of(new Shards(2, shard, shard)));
        DiscordBot bot = DiscordBot.login(config, TEXT);
        BotDatabase database = BotDatabase.open(StoreDatabase.POSTGRESQL.target(dir), clock, Meters.NONE, bot.shards());
        BotProcess process = BotProcess.start(bot, database, clock, Meters.NONE, TEXT);
        running.add(process);
        return process;
    }

    @AfterEach
    void stop() throws Exception {
        running.forEach(BotProcess::halt);
        discord.close();
        if (observer != null) {
            observer.close();
        }
    }

    private Table table(Guild guild) {
        return new SqlTableStore(observer, clock, new Shards(2, 0, 0))
                .find(guild.general())
                .orElseThrow();
    }

    private static boolean board(Posted m) {
        return !m.ephemeral() && m.attachments().stream().anyMatch(a -> a.isPng());
    }

    private List<Posted> posts(Guild guild, Predicate<Posted> which) {
        return discord.messages(guild.general()).stream()
                .filter(m -> !m.ephemeral())
                .filter(which)
                .toList();
    }

    /** A game for three with an hour a move: ann opens it, bob and cy join by the lobby's button, ann starts. */
    private void startGame(Guild guild) {
        discord.slash(ann, guild.general(), "djambi new", Map.of("players", 3, "turn-time", "1h"))
                .awaitReply(WAIT);
        // The lobby is the relay's post, edited in place by it as people join
        Posted lobby = discord.awaitMessages(guild.general(), m -> m.customIds().contains("djambi:join"), 1, WAIT)
                .getFirst();
        for (User player : List.of(bob, cy)) {
            Posted seen = discord.message(lobby.id());
            discord.press(player, seen, "djambi:join").awaitCallback(WAIT);
            discord.awaitEdit(seen, WAIT);
        }
        discord.press(ann, discord.message(lobby.id()), "djambi:start").awaitCallback(WAIT);
        discord.awaitMessages(guild.general(), TwoBotProcessesTest::board, 1, WAIT);
    }

    /** Plays {@code count} random legal moves by {@code /move}, each by the player to move; waits for each board. */
    private void play(Guild guild, int count) {
        for (int i = 0; i < count; i++) {
            Table table = table(guild);
            Position position = table.game().position();
            List<Move> legal = Rules.legalMoves(position);
            User mover =
                    users.get(table.seats().get(position.toMove().orElseThrow()).userId());
            int boards = posts(guild, TwoBotProcessesTest::board).size();
            discord.slash(
                            mover,
                            guild.general(),
                            "move",
                            Map.of(
                                    "move",
                                    legal.get(random.nextInt(legal.size())).text()))
                    .awaitCallback(WAIT);
            discord.awaitMessages(guild.general(), TwoBotProcessesTest::board, boards + 1, WAIT);
        }
    }

    private User toMove(Guild guild) {
        Table table = table(guild);
        return users.get(table.seats()
                .get(table.game().position().toMove().orElseThrow())
                .userId());
    }

    /** The reminder DM {@code user} got for the game with the Away button, once it has come. */
    private Posted reminderOf(User user, long tableId) {
        String away = "djambi:away:" + tableId;
        return eventually("a reminder with an Away button for " + user.name(), () -> discord.dms(user).stream()
                .filter(dm -> dm.customIds().contains(away))
                .findFirst());
    }

    /** Polls {@code check} until it finds something: what the processes do, they do on their own threads. */
    private static <T> T eventually(String what, Supplier<Optional<T>> check) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<T> found = check.get();
            if (found.isPresent()) {
                return found.get();
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new AssertionError("waited " + WAIT.toSeconds() + " s for " + what);
    }

    @Test
    void twoProcessesShareTheGamesAndEveryCrossShardPathWorksOnceThroughACrash() throws Exception {
        // GIVEN two processes, one per shard, and a game under way in a server of each
        start(0);
        BotProcess second = start(1);
        discord.awaitConnectedShards(List.of(0, 1), WAIT);
        observer = StoreDatabase.POSTGRESQL.open(dir);
        startGame(zero);
        startGame(one);
        play(zero, 3);
        play(one, 3);
        long gameOne = table(one).id();

        // WHEN ann whispers to bob from her DMs (shard 0's process) about the game on shard 1's server
        discord.slash(
                        ann,
                        discord.dmChannel(ann),
                        "whisper",
                        Map.of("to", bob.id(), "message", "Spare my Chief", "game", Long.toString(gameOne)))
                .awaitCallback(WAIT);
        // THEN bob gets it once, by DM
        assertEquals(1, countDms(bob, "Spare my Chief", 1));

        // WHEN half the turn has run, THEN each mover is reminded by the process of his game's server
        User moverOne = toMove(one);
        clock.advance(Duration.ofMinutes(31));
        Posted reminder = reminderOf(moverOne, gameOne);
        // WHEN he takes a day off from the reminder's button, pressed in his DMs (shard 0's process)
        Exchange pressed = discord.press(moverOne, reminder, "djambi:away:" + gameOne);
        assertTrue(
                pressed.awaitReply(WAIT).text().contains("You are away until"),
                pressed.awaitReply(WAIT).text());
        // THEN shard 1's process posts the news in the game's channel, through the outbox, once
        discord.awaitMessages(one.general(), m -> m.text().contains("is away until"), 1, WAIT);

        // WHEN the hour runs out, THEN the mover on shard 0's server times out, once; the one away does not
        clock.advance(Duration.ofMinutes(30));
        discord.awaitMessages(zero.general(), m -> m.text().contains("ran out of time"), 1, WAIT);

        // WHEN the next player of the game on shard 1's server is reminded in his turn
        play(one, 1);
        User nextOne = toMove(one);
        clock.advance(Duration.ofMinutes(31));
        Posted nextReminder = reminderOf(nextOne, gameOne);
        // AND shard 1's process is cut off mid-game
        second.halt();
        running.remove(second);
        discord.awaitConnectedShards(List.of(0), WAIT);
        int versionOne = table(one).version();
        // AND meanwhile shard 0's process goes on with its own game, a whisper and the reminder's Away button
        play(zero, 2);
        discord.slash(
                        cy,
                        discord.dmChannel(cy),
                        "whisper",
                        Map.of("to", ann.id(), "message", "Shall we?", "game", Long.toString(gameOne)))
                .awaitCallback(WAIT);
        assertEquals(1, countDms(ann, "Shall we?", 1));
        Exchange awayWhileDown = discord.press(nextOne, nextReminder, "djambi:away:" + gameOne);
        assertTrue(awayWhileDown.awaitReply(WAIT).text().contains("You are away until"));
        assertEquals(1, posts(one, m -> m.text().contains("is away until")).size(), "nobody holds that server now");
        // AND shard 1's process is started again
        start(1);
        discord.awaitConnectedShards(List.of(0, 1), WAIT);
        // THEN the news waiting in the outbox is posted by it
        discord.awaitMessages(one.general(), m -> m.text().contains("is away until"), 2, WAIT);
        // THEN its game goes on from where it stood, and a whisper from its channel is delivered
        assertEquals(versionOne, table(one).version(), "nothing lost, nothing played while away");
        play(one, 2);
        discord.slash(bob, one.general(), "whisper", Map.of("to", cy.id(), "message", "Agreed"))
                .awaitCallback(WAIT);
        assertEquals(1, countDms(cy, "Agreed", 1));

        // AND nothing was posted twice: a board per move and the start's, two absences, one timeout
        assertEquals(1 + 3 + 1 + 2, posts(one, TwoBotProcessesTest::board).size());
        assertEquals(2, posts(one, m -> m.text().contains("is away until")).size());
        assertEquals(1, posts(zero, m -> m.text().contains("ran out of time")).size());
        assertEquals(List.of(), posts(one, m -> m.text().contains("ran out of time")));
        assertEquals(1, countDms(bob, "Spare my Chief", 1), "each whisper once");
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void aPostMadeByAProcessThatDiedBeforeSayingSoIsNotMadeAgainLongAfter() throws Exception {
        // GIVEN shard 1's process with a lobby in its server (shard 0's registers the commands)
        start(0);
        start(1);
        discord.awaitConnectedShards(List.of(0, 1), WAIT);
        observer = StoreDatabase.POSTGRESQL.open(dir);
        discord.slash(ann, one.general(), "djambi new").awaitReply(WAIT);
        discord.awaitMessages(one.general(), m -> m.customIds().contains("djambi:join"), 1, WAIT);
        long table = table(one).id();
        // AND news posted through the outbox by the relay
        SqlOutbox outbox = new SqlOutbox(observer, Shards.ALL, clock, new io.djambi.bot.outbox.Doorbell());
        outbox.add(
                table,
                one.id(),
                one.general(),
                io.djambi.bot.command.Reply.Public.text("✈️ bob (Blue) is away until tomorrow"));
        discord.awaitMessages(one.general(), m -> m.text().contains("is away until"), 1, WAIT);
        // WHEN the same post is found claimed once in the outbox (a process made it and died before deleting it)
        // and comes up again after Discord has forgotten its nonce
        eventually("the post made and deleted", () -> Optional.of(outboxSize()).filter(n -> n == 0));
        long id = 1; // the outbox's first post
        clock.advance(Duration.ofMinutes(10));
        observer.inTransaction("putting the post back as the dead process left it", () -> {
            try (var u = observer.connection()
                    .prepareStatement("INSERT INTO outbox (id, table_id, guild_id, channel_id, body, created_ms,"
                            + " claimed_until_ms, attempts) VALUES (?, ?, ?, ?, ?, 0, 0, 1)")) {
                u.setLong(1, id);
                u.setLong(2, table);
                u.setLong(3, Long.parseLong(one.id()));
                u.setString(4, one.general());
                u.setString(5, "✈️ bob (Blue) is away until tomorrow");
                u.executeUpdate();
            }
            try (var n = observer.connection().prepareStatement("SELECT pg_notify('djambi_outbox', '')")) {
                n.executeQuery().close();
            }
            return null;
        });
        // THEN the relay finds it among the channel's latest messages and does not post it again
        eventually(
                "the post taken off the outbox", () -> Optional.of(outboxSize()).filter(n -> n == 0));
        assertEquals(1, posts(one, m -> m.text().contains("is away until")).size());
    }

    private int outboxSize() {
        return observer.read("counting the outbox's posts", () -> {
            try (var q = observer.connection().prepareStatement("SELECT count(*) FROM outbox");
                    var rs = q.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    /** How many of {@code user}'s DMs contain {@code words}, once at least {@code atLeast} have come. */
    private long countDms(User user, String words, int atLeast) {
        return eventually("\"" + words + "\" by DM to " + user.name(), () -> Optional.of(discord.dms(user).stream()
                        .filter(m -> m.text().contains(words))
                        .count())
                .filter(n -> n >= atLeast));
    }
}
