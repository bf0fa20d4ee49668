package io.djambi.bot.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.config.ShardsSetting;
import io.djambi.bot.discord.CommandLayer;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.game.Shards;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The real bot, JDA and all, logged in to the fake Discord with two shards in one process: commands on a server of
 * each shard, a DM, buttons and a board image go through Discord's real protocol, routed as Discord routes them.
 */
class FakeDiscordTest {
    /** Generous: a wait ends as soon as its condition holds, this is only how long a broken bot gets. */
    private static final Duration WAIT = Duration.ofSeconds(20);

    private final FakeDiscord discord = FakeDiscord.start(2);
    private final User ann = discord.addUser("ann");
    private final User bob = discord.addUser("bob");
    private final User cy = discord.addUser("cy");
    private final Guild onShard0 = discord.addGuild("Zero", 0);
    private final Guild onShard1 = discord.addGuild("One", 1);
    private final ExecutorService workers = Executors.newFixedThreadPool(2);
    /** Every bot logged in, closed after the test. */
    private final List<DiscordBot> bots = new ArrayList<>();
    /** Each bot's outbox relay, which makes its posts, as the bot process runs it. */
    private final List<Thread> relays = new ArrayList<>();

    private DiscordBot bot;

    @BeforeEach
    void startTheBot() throws Exception {
        bot = login(Shards.all(2));
    }

    private DiscordBot login(Shards shards) throws Exception {
        DiscordConfig config = new DiscordConfig(
                FakeDiscord.TOKEN, discord.restBaseUrl(), discord.gatewayUrl(), null, ShardsSetting.of(shards));
        DiscordBot started = DiscordBot.login(config, Catalogue.english());
        started.start(
                outputs -> {
                    Wiring.Bot built = Wiring.build(
                            Wiring.Stores.inMemory(),
                            outputs,
                            Wiring.Conditions.of(Clock.systemUTC(), Runnable::run, Duration.ZERO));
                    relays.add(Thread.ofPlatform().daemon().start(built.outbox()));
                    return new CommandLayer(
                            built.dispatcher(), built.press()::replyRefusal, built.press()::draftRefusal, Meters.NONE);
                },
                workers);
        bots.add(started);
        return started;
    }

    @AfterEach
    void stop() {
        relays.forEach(Thread::interrupt);
        bots.forEach(b -> b.close(Duration.ofSeconds(1)));
        workers.shutdownNow();
        discord.close();
    }

    /** {@code /djambi new} in {@code guild}: the lobby the bot posts in its channel (the relay's message). */
    private Posted newLobby(Guild guild, Map<String, ?> options) {
        int before = lobbies(guild).size();
        Exchange exchange = discord.slash(ann, guild.general(), "djambi new", options);
        assertEquals(List.of(guild.shard()), exchange.deliveredTo(), "routed to the server's shard only");
        assertTrue(exchange.awaitReply(WAIT).ephemeral(), "the deferred reply is private to the host");
        return discord.awaitMessages(guild.general(), m -> m.customIds().contains("djambi:join"), before + 1, WAIT)
                .getLast();
    }

    private List<Posted> lobbies(Guild guild) {
        return discord.messages(guild.general()).stream()
                .filter(m -> m.customIds().contains("djambi:join"))
                .toList();
    }

    @Test
    void aSlashCommandOnAServerOfEachShardReachesTheBotAndOpensALobbyInThatChannel() {
        for (Guild guild : List.of(onShard0, onShard1)) {
            // WHEN ann opens a game on a server of this shard
            Posted lobby = newLobby(guild, Map.of());
            // THEN the lobby is posted in that server's channel, for all to see, with its buttons
            assertEquals(guild.general(), lobby.channelId());
            assertFalse(lobby.ephemeral());
            assertTrue(
                    lobby.customIds().contains("djambi:join"), lobby.customIds().toString());
            assertTrue(lobby.text().contains(ann.mention()) || lobby.text().contains("ann"), lobby.text());
        }
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void aDirectMessageReachesShardZeroOnlyAndIsAnsweredByDm() {
        // WHEN ann writes to the bot
        Said said = discord.dm(ann, "hello");
        // THEN only shard 0 hears it, and the bot answers in the DM
        assertEquals(List.of(0), said.deliveredTo());
        Posted answer = said.awaitBotMessages(1, WAIT).getFirst();
        assertFalse(answer.text().isBlank());
        assertEquals(List.of(answer), discord.dms(ann));
        assertEquals(List.of(), discord.unhandled());
    }

    /** A game for three on {@code guild}: bob and cy join by the lobby's button, ann starts; its board post. */
    private Posted startedGame(Guild guild) {
        Posted lobby = newLobby(guild, Map.of("players", 3));
        for (User player : List.of(bob, cy)) {
            Posted seen = discord.message(lobby.id());
            Exchange join = discord.press(player, seen, "djambi:join");
            assertEquals(6, join.awaitCallback(WAIT), "a lobby button's press is answered by the lobby itself");
            Posted updated = discord.awaitEdit(seen, WAIT);
            assertTrue(
                    updated.text().contains(player.mention()) || updated.text().contains(player.name()),
                    "the relay edits the lobby in place: " + updated.text());
        }
        discord.press(ann, discord.message(lobby.id()), "djambi:start");
        return discord.awaitMessages(lobby.channelId(), m -> !m.attachments().isEmpty(), 1, WAIT)
                .getFirst();
    }

    @Test
    void playersJoinByTheLobbysButtonsAndTheStartPostsTheBoardAsAPng() {
        // GIVEN a lobby for three on a server of shard 1, WHEN bob and cy click Join, and ann clicks Start
        Posted board = startedGame(onShard1);
        // THEN the board comes as a new public message with a PNG image
        assertEquals(onShard1.general(), board.channelId());
        assertFalse(board.ephemeral());
        assertEquals(1, board.attachments().size(), board.toString());
        assertTrue(
                board.attachments().getFirst().isPng(),
                board.attachments().getFirst().filename());
        assertEquals(List.of(), discord.unhandled());
    }

    @Test
    void theMoverIsSuggestedMovesAndPicksOneInThePickersMenu() {
        // GIVEN a game started on a server of shard 0, ann (red) to move
        Posted board = startedGame(onShard0);
        // WHEN ann types /move, THEN the bot suggests legal moves
        List<Exchange.Choice> choices = discord.autocomplete(
                        ann, onShard0.general(), "move", Map.of("move", ""), "move")
                .awaitChoices(WAIT);
        assertFalse(choices.isEmpty());
        // WHEN ann clicks Make a move under the board, THEN a private picker with a menu opens
        String makeAMove = board.customIds().getFirst();
        assertTrue(makeAMove.startsWith("djambi:pick:"), makeAMove);
        Posted picker = discord.press(ann, board, makeAMove).awaitReply(WAIT);
        assertTrue(picker.ephemeral());
        JsonNode menu = menuOf(picker);
        // WHEN ann picks the menu's first entry, THEN the picker moves on to its next step, in place
        Exchange chosen = discord.choose(
                ann,
                picker,
                menu.get("custom_id").asText(),
                List.of(menu.at("/options/0/value").asText()));
        assertEquals(6, chosen.awaitCallback(WAIT));
        assertEquals(picker.id(), chosen.awaitReply(WAIT).id());
        assertEquals(List.of(), discord.unhandled());
    }

    private static JsonNode menuOf(Posted message) {
        return message.components().stream()
                .flatMap(row -> java.util.stream.StreamSupport.stream(
                        row.path("components").spliterator(), false))
                .filter(c -> c.path("type").asInt() == 3)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no menu on " + message));
    }

    @Test
    void aBotShutDownAbruptlyIsReplacedByOneLoggingInAgainOnTheSameShards() throws Exception {
        // GIVEN the bot's connections cut without a goodbye, and a new bot logged in with the same shards
        bot.abandon();
        bot = login(Shards.all(2));
        discord.awaitConnectedShards(List.of(0, 1), WAIT); // the first bot's sessions gone
        // WHEN ann opens a game on a server of shard 1, THEN the new bot answers it, once
        Posted lobby = newLobby(onShard1, Map.of());
        assertEquals(onShard1.general(), lobby.channelId());
        assertEquals(
                1,
                discord.messages(onShard1.general()).stream()
                        .filter(m -> !m.ephemeral())
                        .count());
    }

    @Test
    void twoBotsOfOneShardEachHearOnlyTheirOwnServersAndShardZerosTheDms() throws Exception {
        // GIVEN the bot of both shards replaced by two, one per shard, as two processes would run them
        bot.abandon();
        login(new Shards(2, 0, 0));
        login(new Shards(2, 1, 1));
        discord.awaitConnectedShards(List.of(0, 1), WAIT); // the first bot's sessions gone
        // WHEN ann opens a game on a server of each shard, THEN each is routed to its shard's bot, which answers
        assertEquals(onShard0.general(), newLobby(onShard0, Map.of()).channelId());
        assertEquals(onShard1.general(), newLobby(onShard1, Map.of()).channelId());
        // WHEN ann writes to the bot, THEN only shard 0's bot hears it, and answers
        Said said = discord.dm(ann, "hello");
        assertEquals(List.of(0), said.deliveredTo());
        said.awaitBotMessages(1, WAIT);
        assertEquals(List.of(), discord.unhandled());
    }
}
