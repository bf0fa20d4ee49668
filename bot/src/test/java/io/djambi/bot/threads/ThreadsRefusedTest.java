package io.djambi.bot.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.config.GamesConfig;
import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.game.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where the bot may not open a game's thread, the game plays in the channel itself, as before games had threads, and
 * its host is told why in one line: the bot lacks Create Public Threads or Send Messages in Threads there, or the server
 * has as many active threads as Discord allows.
 */
class ThreadsRefusedTest {
    @TempDir
    Path dir;

    private Threaded t;

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    /** What the host was told, only to him: the command's answer and its follow-up. */
    private static List<String> told(Exchange opened) {
        Posted reply = opened.awaitReply(Threaded.WAIT);
        return Stream.concat(Stream.of(reply), opened.awaitFollowups(1, Threaded.WAIT).stream())
                .peek(m -> assertTrue(m.ephemeral(), "only to the host: " + m))
                .map(Posted::text)
                .toList();
    }

    /** The game plays in {@code channel}: its lobby there, with the buttons a channel's lobby has, and no thread. */
    private Table assertPlaysIn(String channel) {
        Table table = Threaded.await("a lobby in " + channel, () -> t.maybeTable(channel));
        assertFalse(table.inThread(), "no thread: " + table);
        assertEquals(channel, table.channelId());
        assertEquals(List.of(), t.discord.threads(channel), "no thread made (or left) in " + channel);
        Posted lobby = Threaded.await("the lobby's message in " + channel, () -> t.posts(channel).stream()
                .filter(m -> m.customIds().contains("djambi:join"))
                .findFirst());
        assertEquals(List.of(lobby.id()), t.postIds(channel), "the lobby alone in " + channel);
        return table;
    }

    @Test
    void withoutThreadPermissionsANewGamePlaysInTheChannelAndItsHostIsToldWhyInOneLine() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        // GIVEN the bot may not open threads in #general
        t.discord.denyThreads(general, true);

        // WHEN ann opens a game there
        Exchange opened = t.discord.slash(t.ann, general, "djambi new", Map.of("players", 3, "turn-time", "none"));
        // THEN it plays in #general, and she is told why, in one line
        List<String> said = told(opened);
        String why = "I may not open threads here (I need View Channel, Send Messages, Create Public Threads and Send"
                + " Messages in Threads), so this game plays in this channel.";
        assertEquals(1, said.stream().filter(s -> s.contains(why)).count(), "told once: " + said);
        assertPlaysIn(general);
        // AND the channel holds one live game: a second is refused
        Posted second = t.type(t.bob, general, "djambi new", Map.of("players", 3));
        assertTrue(second.text().contains("This channel already has a live game"), second.text());
        assertEquals(1, t.postIds(general).size());
    }

    @Test
    void aServerThatChoseGamesInTheirChannelsGetsItsNewGameThereAndItsHostIsToldWhy() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        // GIVEN the server chose games in their channels (/djambi settings threads:off, by someone who may manage it)
        t.bot.database().serverChoices().chooseThreads(t.bot.guild.id(), false);

        // WHEN ann opens a game
        Exchange opened = t.discord.slash(t.ann, general, "djambi new", Map.of("players", 3, "turn-time", "none"));
        // THEN it plays in #general, and she is told why
        List<String> said = told(opened);
        String why =
                "New games here play in their channels, not in threads (the server's choice, or the bot's), so this game plays here.";
        assertEquals(1, said.stream().filter(s -> s.contains(why)).count(), "told once: " + said);
        assertPlaysIn(general);
    }

    @Test
    void aServersChoiceOfThreadsWinsOverTheConfigsGamesInChannels() throws Exception {
        // GIVEN the config says games.threads: false
        t = Threaded.start(dir, new GamesConfig(false, null));
        String general = t.general();
        String other = t.discord.addChannel(t.bot.guild, "other");
        // WHEN ann opens a game, THEN it plays in #general, and she is told why
        Exchange opened = t.discord.slash(t.ann, general, "djambi new", Map.of("players", 3, "turn-time", "none"));
        String why =
                "New games here play in their channels, not in threads (the server's choice, or the bot's), so this game plays here.";
        assertEquals(1, told(opened).stream().filter(s -> s.contains(why)).count());
        assertPlaysIn(general);
        // WHEN the server chooses threads, and bob opens a game in #other, THEN it gets a thread of its own
        t.bot.database().serverChoices().chooseThreads(t.bot.guild.id(), true);
        String thread = t.openForThree(t.bob, other);
        assertTrue(t.table(thread).inThread());
        assertEquals(List.of(thread), t.postIds(other), "its card alone in #other");
    }

    @Test
    void atDiscordsLimitOfActiveThreadsANewGamePlaysInTheChannelAndItsHostIsToldWhy() throws Exception {
        t = Threaded.start(dir);
        String general = t.general();
        String other = t.discord.addChannel(t.bot.guild, "other");
        // GIVEN a game in its thread, and the server at its limit of active threads (that one)
        String first = t.openForThree(t.ann, general);
        t.discord.setActiveThreadLimit(1);

        // WHEN bob opens a game in #other
        Exchange opened = t.discord.slash(t.bob, other, "djambi new", Map.of("players", 3, "turn-time", "none"));
        // THEN it plays in #other (the card it made for the thread taken back), and he is told why
        List<String> said = told(opened);
        String why = "This server has as many active threads as Discord allows, so this game plays in this channel.";
        assertEquals(1, said.stream().filter(s -> s.contains(why)).count(), "told once: " + said);
        assertPlaysIn(other);
        List<Posted> takenBack = t.discord.allMessages().stream()
                .filter(m -> m.channelId().equals(other) && m.deleted())
                .toList();
        assertEquals(1, takenBack.size(), "the card made for a thread, taken back: " + takenBack);
        assertTrue(
                takenBack.getFirst().text().contains("bob is opening a game"),
                takenBack.getFirst().text());
        // AND the game in its thread goes on as it was
        assertTrue(t.table(first).inThread());
        assertEquals(List.of(first), t.postIds(general));
    }
}
