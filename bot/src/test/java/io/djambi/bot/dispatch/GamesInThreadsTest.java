package io.djambi.bot.dispatch;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.FakeThreads;
import io.djambi.bot.game.GameThreads;
import io.djambi.bot.game.InMemoryTableStore;
import io.djambi.bot.game.Table;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The whole bot with games in threads (its own wiring, a fake Discord's threads): whispers name a game by its thread,
 * {@code /djambi games} links each thread, the records, the replay, the statistics and the press revealed at the end
 * work for a game with a thread, typed in it or beside its card.
 */
class GamesInThreadsTest {
    private static final String PARENT = "parent";

    private final FakeThreads threads = new FakeThreads();
    private final PressTable t = new PressTable(new InMemoryTableStore(), new InMemoryWhisperStore(), threads);

    /** Ann (Red), Bob, Cy and Di in the game of thread 501, started; every command typed beside its card. */
    private Table started() {
        t.typedIn(PARENT, "ann", "new");
        for (String player : new String[] {"bob", "cy", "di"}) {
            t.typedIn(PARENT, player, "join");
        }
        t.typedIn(PARENT, "ann", "start");
        return t.tables.find("501").orElseThrow();
    }

    private String lastDmTo(String user) {
        List<Courier.DirectMessage> dms = t.courier.deliveredTo(user);
        return dms.get(dms.size() - 1).text();
    }

    @Test
    void aWhisperNamesItsGameByItsThread() {
        Table game = started();
        assertEquals("Whispered to ann (Red).", text(t.typedIn("501", "bob", "whisper", "to:ann", "message:ally?")));
        String dm = lastDmTo("ann");
        assertTrue(dm.contains("Djambi game " + game.id() + " on **Test Server**, <#501>"), dm);
    }

    @Test
    void aWhisperBesideTheCardsIsForTheSendersOnlyGameThereEvenIfHePlaysElsewhere() {
        // GIVEN Bob in Ann's game with a thread, and in a game played in another channel
        Table game = started();
        threads.then(new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NOT_HERE));
        t.typedIn("chan", "eve", "new");
        t.typedIn("chan", "bob", "join");
        // WHEN he whispers beside the cards
        assertEquals("Whispered to ann (Red).", text(t.typedIn(PARENT, "bob", "whisper", "to:ann", "message:ally?")));
        // THEN it is a whisper of Ann's game
        assertEquals(1, t.whispers.ofTable(game.id()).size());
    }

    @Test
    void aStrangerWhisperingInAThreadIsToldItIsNotHisThreadsGame() {
        started();
        assertEquals(
                "You are not playing in this thread's game.",
                text(t.typedIn("501", "zed", "whisper", "to:ann", "message:hi")));
    }

    @Test
    void theGamesListLinksEachGamesThread() {
        started();
        t.typedIn(PARENT, "eve", "new");
        t.typedIn(PARENT, "ann", "join", "game:2");
        String games = text(t.typedIn(PARENT, "ann", "games"));
        assertTrue(games.contains("<#501>: move 1, **your move**"), games);
        assertTrue(games.contains("<#502>: lobby, 2/4 seated"), games);
    }

    @Test
    void aThreadedGameIsExportedBesideItsCardAndReplayedInItsThread() {
        Table game = started();
        t.typedIn("501", "ann", "move", "move:C3-D4");
        t.typedIn(PARENT, "eve", "new"); // a second game beside it: the export must name its game
        assertTrue(text(t.typedIn(PARENT, "zed", "export")).contains("Which one?"));
        Reply.Private export = assertInstanceOf(
                Reply.Private.class,
                t.typedIn(PARENT, "zed", "export", "game:" + game.id()).get(0));
        String record = new String(export.files().get(0).bytes(), StandardCharsets.UTF_8);
        assertTrue(
                record.contains("Djambi game " + game.id() + " on Test Server, thread 501 of channel parent"), record);
        assertTrue(record.contains("C3-D4"), record);
        Reply.Private replay = assertInstanceOf(
                Reply.Private.class, t.typedIn("501", "zed", "replay").get(0));
        assertTrue(
                replay.files().get(0).fileName().endsWith(".gif"),
                replay.files().toString());
    }

    @Test
    void theEndRevealsThePressInTheThreadEditsTheCardAndCountsInTheStatistics() {
        Table game = started();
        t.typedIn("501", "ann", "whisper", "to:bob", "message:First secret");
        t.typedIn("501", "ann", "move", "move:C3-C4"); // a game that ends before its first move counts for nobody
        for (String player : new String[] {"bob", "cy", "di"}) {
            t.typedIn(PARENT, player, "resign", "game:" + game.id());
            t.typedIn(PARENT, player, "resign-confirm", "game:" + game.id());
        }
        List<OutboxPost> posts = t.games.placedPosts();
        OutboxPost end = posts.get(posts.size() - 2);
        assertEquals("501", end.channelId(), "the end is said in the thread");
        assertTrue(
                end.post().text().contains("ann (Red) wins the game!"),
                end.post().text());
        assertTrue(
                end.post().files().stream().anyMatch(f -> f.fileName().equals("djambi-press-" + game.id() + ".txt")),
                "the press revealed there: " + end.post().files());
        OutboxPost card = posts.get(posts.size() - 1);
        assertEquals(PARENT, card.channelId());
        assertEquals(
                "over", assertInstanceOf(Reply.Card.class, card.post().target()).stage());
        // the whispers, now everyone's to read, in the thread; the statistics anywhere in the server
        assertTrue(text(t.typedIn("501", "zed", "press")).contains("First secret"));
        assertTrue(text(t.typedIn(PARENT, "zed", "press", "game:" + game.id())).contains("First secret"));
        assertTrue(
                text(t.typedIn(PARENT, "ann", "stats")).contains("1 game: 1 won"),
                text(t.typedIn(PARENT, "ann", "stats")));
    }

    @Test
    void aPageOfThePressPressedBesideTheCardsShowsItsGame() {
        // GIVEN Ann reading her whispers of the first of two games beside their cards
        Table game = started();
        t.typedIn(PARENT, "eve", "new");
        t.typedIn(PARENT, "ann", "join", "game:2");
        t.typedIn("501", "ann", "whisper", "to:bob", "message:First secret");
        // WHEN a page button of hers is pressed there (it names the table, not the game option)
        String page = text(t.typedIn(PARENT, "ann", "press", "table:" + game.id(), "page:1"));
        // THEN it shows that game's whispers
        assertTrue(page.contains("First secret"), page);
    }

    @Test
    void aWhisperTypedInAFinishedGamesThreadIsRefusedThereAndGoesToNoOtherGame() {
        // GIVEN Cy and Bob in the game of thread 501, aborted, and in a live game of thread 502, where Zed plays too
        Table over = started();
        t.typedIn("501", "ann", "abort-confirm");
        t.typedIn(PARENT, "cy", "new");
        t.typedIn(PARENT, "bob", "join", "game:2");
        t.typedIn(PARENT, "zed", "join", "game:2");
        // WHEN Cy, then Zed, who never played the game of 501, whisper in its thread
        String refused = "Game " + over.id() + " is over: its whispers are closed.";
        String elsewhere = " To whisper in another of your games, name it with the game option.";
        assertEquals(refused + elsewhere, text(t.typedIn("501", "cy", "whisper", "to:bob", "message:gg")));
        assertEquals(refused + elsewhere, text(t.typedIn("501", "zed", "whisper", "to:bob", "message:gg")));
        // THEN nothing is stored or sent, in that game or in the other
        assertTrue(t.whispers.ofTable(over.id()).isEmpty());
        assertTrue(t.whispers.ofTable(t.tables.find("502").orElseThrow().id()).isEmpty());
        assertTrue(t.courier.delivered().isEmpty());
    }
}
