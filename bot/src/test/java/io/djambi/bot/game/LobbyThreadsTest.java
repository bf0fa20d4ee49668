package io.djambi.bot.game;

import static io.djambi.bot.game.ThreadedGames.PARENT;
import static io.djambi.bot.game.ThreadedGames.privateText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameThreads.Opening;
import io.djambi.bot.outbox.OutboxPost;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code /djambi new} asks for a thread first: opened, the lobby lives there and its card beside the other games'
 * cards; refused, the game plays in the channel and the host is told why in one line. A lobby with a thread tells its
 * news in the thread, pinging whoever sits down, and edits its card: it never posts a new lobby beside the cards.
 */
class LobbyThreadsTest {
    private final ThreadedGames t = new ThreadedGames();

    /** The raw answers of a command, as the dispatcher gives them to Discord's adapter. */
    private List<Reply> answers(String channel, String user, String sub, String... options) {
        return t.games
                .dispatcher
                .handle(ThreadedGames.request(channel, user, sub, options))
                .toCompletableFuture()
                .join();
    }

    @Test
    void anOpenedThreadHoldsTheLobbyItsCardStaysBesideTheOthers() {
        // WHEN Ann opens a game in the channel
        List<Reply> answers = answers(PARENT, "ann", "new");
        // THEN the thread was asked for where she typed, named for her, from a first card
        FakeThreads.Asked asked = t.threads.asked().get(0);
        assertEquals(PARENT, asked.channelId());
        assertEquals("guild", asked.guildId());
        assertEquals("Djambi · ann", asked.name());
        assertEquals("ann is opening a game of Djambi…", asked.card().text());
        // the lobby is stored in the thread, with the channel of its card
        Table lobby = t.store.find("501").orElseThrow();
        assertEquals("501", lobby.channelId());
        assertEquals(PARENT, lobby.cardChannelId());
        assertEquals(Stage.LOBBY, lobby.stage());
        assertTrue(t.store.find(PARENT).isEmpty(), "nothing is played in the channel itself");
        // the welcome goes to the thread, pinging her (which adds her to it); the card is edited in the channel
        List<OutboxPost> posts = t.posts();
        assertEquals(2, posts.size(), posts.toString());
        OutboxPost welcome = posts.get(0);
        assertEquals("501", welcome.channelId());
        assertTrue(
                welcome.post().text().startsWith("<@ann>, this thread is the game's place"),
                welcome.post().text());
        assertEquals(List.of("ann"), welcome.post().mentions());
        assertTrue(!welcome.post().isCard());
        OutboxPost card = posts.get(1);
        assertEquals(PARENT, card.channelId());
        assertEquals(
                new Reply.Card(501, "Djambi · ann", "Djambi · ann", "lobby"),
                card.post().target());
        assertEquals(
                new Reply.LobbyControls(lobby.id(), Locale.ENGLISH), card.post().controls());
        // she is told where her game is
        Reply.Posted told = assertInstanceOf(Reply.Posted.class, answers.get(0));
        assertEquals("You opened a lobby; its game is played there.", told.said());
        assertEquals("501", told.channelId(), "read as: Posted in <#501>: ...");
    }

    @Test
    void aForumPostsCardIsEditedThroughItsForumAndEverythingElseIsInThePost() {
        ThreadedGames forum = new ThreadedGames(FakeThreads.forum());
        forum.in("general", "ann", "new", "forum:games");
        assertEquals("games", forum.threads.asked().get(0).channelId(), "the post asked of the forum named");
        Table lobby = forum.store.find("501").orElseThrow();
        assertEquals("games", lobby.cardChannelId());
        assertTrue(forum.posts().stream()
                .allMatch(p -> p.channelId().equals(p.post().isCard() ? "games" : "501")));
    }

    /** A forum holds nothing but posts: a game that cannot have one is refused, and nothing is stored. */
    @ParameterizedTest
    @EnumSource(Opening.Why.class)
    void aGameAskedOfAForumThatGetsNoPostIsRefused(Opening.Why why) {
        ThreadedGames refused = new ThreadedGames(FakeThreads.forum().then(new Opening.InChannel(why)));
        String said = ThreadedGames.privateText(refused.in("general", "ann", "new", "forum:games"));
        assertTrue(said.startsWith("No lobby opened"), said);
        ThreadedGames failed = new ThreadedGames(FakeThreads.forum().then(new Opening.Refused(why)));
        said = ThreadedGames.privateText(failed.in("general", "ann", "new", "forum:games"));
        assertTrue(said.startsWith("No lobby opened"), said);
        assertTrue(
                refused.store.liveTables().isEmpty()
                        && failed.store.liveTables().isEmpty(),
                "nothing stored");
        assertTrue(refused.posts().isEmpty() && failed.posts().isEmpty());
    }

    /** Discord failing for a moment: no game, rather than a game for weeks where nobody chose it. */
    @Test
    void aThreadDiscordFailedToOpenIsNoGameAndTheHostIsToldToTryAgain() {
        ThreadedGames failed = new ThreadedGames(new FakeThreads().then(new Opening.InChannel(Opening.Why.FAILED)));
        String said = privateText(answers(failed, PARENT, "ann", "new"));
        assertTrue(said.startsWith("No lobby opened: Discord could not open the game's thread"), said);
        assertTrue(failed.store.liveTables().isEmpty());
        assertTrue(failed.posts().isEmpty());
    }

    @ParameterizedTest
    @EnumSource(value = Opening.Why.class, names = "FAILED", mode = EnumSource.Mode.EXCLUDE)
    void aRefusedThreadLeavesTheGameInTheChannelAndTheHostIsToldWhyInOneLine(Opening.Why why) {
        ThreadedGames refused = new ThreadedGames(new FakeThreads().then(new Opening.InChannel(why)));
        List<Reply> answers = answers(refused, PARENT, "ann", "new");
        Table lobby = refused.store.find(PARENT).orElseThrow();
        assertTrue(!lobby.inThread());
        assertEquals(Stage.LOBBY, lobby.stage());
        // the lobby is posted in the channel, as before threads, with the buttons of the channel's lobby
        List<OutboxPost> posts = refused.posts();
        assertEquals(1, posts.size());
        assertEquals(PARENT, posts.get(0).channelId());
        assertTrue(!posts.get(0).post().isCard());
        assertEquals(
                new Reply.LobbyControls(0, Locale.ENGLISH), posts.get(0).post().controls());
        List<String> lines = answers.stream()
                .filter(Reply.Private.class::isInstance)
                .map(r -> ((Reply.Private) r).text())
                .toList();
        String expected =
                switch (why) {
                    case NOT_HERE -> null;
                    case TURNED_OFF -> "New games here play in their channels, not in threads";
                    case NO_PERMISSION -> "I may not open threads here";
                    case TOO_MANY_THREADS -> "as many active threads as Discord allows";
                    case FAILED -> throw new AssertionError("refused, not in the channel");
                };
        if (expected == null) {
            assertEquals(List.of(), lines, "a thread, a DM, the console: nothing to say");
        } else {
            assertEquals(1, lines.size(), lines.toString());
            assertTrue(lines.get(0).contains(expected), lines.get(0));
        }
    }

    private static List<Reply> answers(ThreadedGames games, String channel, String user, String sub) {
        return games.games
                .dispatcher
                .handle(ThreadedGames.request(channel, user, sub))
                .toCompletableFuture()
                .join();
    }

    @Test
    void aLiveGameInTheChannelItselfLeavesRoomForNewGamesInThreads() {
        // GIVEN a game played in the channel (the bot could not open threads when it was made)
        ThreadedGames channel =
                new ThreadedGames(new FakeThreads().then(new Opening.InChannel(Opening.Why.NO_PERMISSION)));
        channel.in(PARENT, "ann", "new");
        // WHEN Bob opens another there, threads allowed now
        channel.in(PARENT, "bob", "new");
        // THEN his game has a thread of its own, beside the channel's game
        assertEquals(2, channel.threads.asked().size());
        Table bobs = channel.store.liveTablesOf("bob").getFirst();
        assertTrue(bobs.inThread());
        assertEquals(PARENT, bobs.cardChannelId());
        assertTrue(channel.store.find(PARENT).orElseThrow().seatOf("ann").isPresent());
    }

    @Test
    void aLiveGameInTheChannelStillRefusesANewOneThere() {
        // GIVEN a game played in the channel, and still no thread to be had
        ThreadedGames channel = new ThreadedGames(new FakeThreads()
                .then(
                        new Opening.InChannel(Opening.Why.NO_PERMISSION),
                        new Opening.InChannel(Opening.Why.NO_PERMISSION)));
        channel.in(PARENT, "ann", "new");
        // WHEN Bob opens another there
        List<Reply> answers = channel.in(PARENT, "bob", "new");
        // THEN he is refused as before, in one line (not told why it would have played here)
        assertEquals(1, answers.size(), answers.toString());
        assertTrue(privateText(answers).contains("already has a live game"), privateText(answers));
        assertEquals(List.of(), channel.store.liveTablesOf("bob"));
    }

    @Test
    void gamesWithThreadsOpenedFromOneChannelDoNotBlockEachOther() {
        t.opens("ann");
        t.opens("bob");
        t.opens("cy");
        assertEquals(3, t.store.cardsIn(PARENT).size());
        assertEquals(
                List.of("501", "502", "503"),
                t.store.cardsIn(PARENT).stream().map(Table::channelId).toList());
    }

    @Test
    void aJoinIsToldInTheThreadPingingTheJoinerAndTheCardIsEdited() {
        Table lobby = t.opens("ann");
        t.posts();
        t.in(PARENT, "bob", "join");
        List<OutboxPost> posts = t.posts();
        assertEquals(2, posts.size(), posts.toString());
        OutboxPost news = posts.get(0);
        assertEquals(lobby.channelId(), news.channelId());
        assertEquals("bob sits as Blue. <@bob>", news.post().text());
        assertEquals(List.of("bob"), news.post().mentions(), "the ping adds him to the thread");
        OutboxPost card = posts.get(1);
        assertEquals(PARENT, card.channelId());
        assertTrue(card.post().isCard());
        assertTrue(card.post().text().contains("Blue: bob"), card.post().text());
    }

    @Test
    void aCardsJoinButtonSeatsThePresserInItsGameBesideTheOthers() {
        // GIVEN two lobbies beside each other; Bob presses Join on the first one's card
        Table first = t.opens("ann");
        t.opens("eve");
        Reply.LobbyControls buttons = (Reply.LobbyControls) t.games.placedPosts().stream()
                .filter(p -> p.post().isCard() && p.tableId() == first.id())
                .reduce((a, b) -> b)
                .orElseThrow()
                .post()
                .controls();
        // WHEN its request comes, as Discord's adapter makes it: the card's table as the game option, beside the cards
        t.in(PARENT, "bob", "join", "game:" + buttons.tableId());
        // THEN he sits in that game
        assertTrue(t.table(first).seatOf("bob").isPresent());
    }

    @Test
    void aLeaveAndAnAiAreToldInTheThreadWithoutAPingAndTheCardIsEdited() {
        Table lobby = t.opens("ann");
        t.in(lobby.channelId(), "bob", "join");
        t.posts();
        t.in(lobby.channelId(), "bob", "leave");
        t.in(lobby.channelId(), "ann", "add-ai", "level:easy");
        List<OutboxPost> posts = t.posts();
        assertEquals(4, posts.size(), posts.toString());
        assertEquals("bob left the lobby.", posts.get(0).post().text());
        assertTrue(
                posts.get(2).post().text().startsWith("AI Blue (easy) takes the Blue seat."),
                posts.get(2).post().text());
        for (OutboxPost news : List.of(posts.get(0), posts.get(2))) {
            assertEquals(lobby.channelId(), news.channelId());
            assertEquals(List.of(), news.post().mentions());
        }
        for (OutboxPost card : List.of(posts.get(1), posts.get(3))) {
            assertEquals(PARENT, card.channelId());
            assertTrue(card.post().isCard());
        }
        assertTrue(
                posts.get(3).post().text().contains("Blue: AI Blue (easy)"),
                posts.get(3).post().text());
    }

    @Test
    void aThreadedLobbyNeverPostsANewLobbyBesideTheCards() {
        Table lobby = t.opens("ann");
        t.in(PARENT, "bob", "join");
        t.in(lobby.channelId(), "cy", "join");
        t.in(PARENT, "cy", "leave");
        t.in(PARENT, "ann", "add-ai");
        t.in(PARENT, "di", "join");
        t.in(PARENT, "ann", "start");
        for (OutboxPost post : t.games.placedPosts()) {
            if (post.channelId().equals(PARENT)) {
                assertTrue(
                        post.post().isCard(),
                        "beside the cards, only a card's edit: " + post.post().text());
            } else {
                assertEquals(lobby.channelId(), post.channelId());
            }
        }
    }

    @Test
    void theStartIsPostedInTheThreadAndTheCardRenamesItForEveryPlayer() {
        Table lobby = t.opens("ann");
        t.in(PARENT, "bob", "join");
        t.in(PARENT, "ann", "add-ai");
        t.in(PARENT, "ann", "add-ai");
        t.posts();
        t.in(PARENT, "ann", "start");
        List<OutboxPost> posts = t.posts();
        assertEquals(2, posts.size(), posts.toString());
        assertEquals(lobby.channelId(), posts.get(0).channelId());
        assertTrue(posts.get(0).post().hasBoard());
        Reply.Card card = assertInstanceOf(Reply.Card.class, posts.get(1).post().target());
        assertEquals("Djambi " + lobby.id() + " · ann, bob, AI, AI", card.threadName());
        assertEquals("playing", card.stage());
    }
}
