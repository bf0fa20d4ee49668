package io.djambi.bot.game;

import static io.djambi.bot.game.ThreadedGames.PARENT;
import static io.djambi.bot.game.ThreadedGames.privateText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.Places;
import io.djambi.bot.command.Reply;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Where a command acts when games have threads of their own: in a game's thread on that game; beside the cards, on the
 * game named, else on the caller's only game there, else the only one, else he is asked which; a name that is not one
 * of the channel's is refused and changes nothing; a game played in its channel acts as it always did.
 */
class TablePlacesTest {
    private final ThreadedGames t = new ThreadedGames();

    private boolean seated(Table table, String user) {
        return t.table(table).seatOf(user).isPresent();
    }

    @Test
    void aCommandTypedInAGamesThreadActsOnThatGame() {
        // GIVEN two lobbies opened from the same channel, each in its thread
        Table ann = t.opens("ann");
        Table bob = t.opens("bob");
        // WHEN Cy joins in Bob's thread
        t.in(bob.channelId(), "cy", "join");
        // THEN he sits in Bob's game, not Ann's
        assertTrue(seated(bob, "cy"));
        assertTrue(!seated(ann, "cy"));
    }

    @Test
    void besideTheCardsOfOneGameACommandActsOnIt() {
        Table ann = t.opens("ann");
        t.in(PARENT, "bob", "join");
        assertTrue(seated(ann, "bob"), "the only game there is");
    }

    @Test
    void besideTheCardsOfTwoGamesTheCallersOnlyGameIsMeant() {
        // GIVEN Ann's and Bob's lobbies beside each other; Cy sits in Bob's only
        Table ann = t.opens("ann");
        Table bob = t.opens("bob");
        t.in(bob.channelId(), "cy", "join");
        // WHEN Cy leaves, typed beside the cards
        t.in(PARENT, "cy", "leave");
        // THEN he left Bob's lobby
        assertTrue(!seated(bob, "cy"));
        // and Ann, host of one of the two, seats an AI in hers by typing beside the cards
        t.in(PARENT, "ann", "add-ai");
        assertEquals(2, t.table(ann).seats().size());
        assertEquals(1, t.table(bob).seats().size());
    }

    @Test
    void aPlayerInBothGamesIsAskedWhichAndTheQuestionLinksBothThreads() {
        // GIVEN Ann sits in both lobbies of the channel
        Table ann = t.opens("ann");
        Table bob = t.opens("bob");
        t.in(bob.channelId(), "ann", "join");
        t.posts();
        // WHEN she types /djambi leave beside the cards
        List<Reply> answers = t.in(PARENT, "ann", "leave");
        // THEN she is asked which game, each with a link to its thread, and nothing changed
        String asked = privateText(answers);
        assertEquals(1, answers.size(), answers.toString());
        assertTrue(asked.startsWith("This channel holds several games. Which one?"), asked);
        assertTrue(asked.contains("**Djambi " + ann.id() + "** · ann · lobby · <#" + ann.channelId() + ">"), asked);
        assertTrue(
                asked.contains("**Djambi " + bob.id() + "** · bob, ann · lobby · <#" + bob.channelId() + ">"), asked);
        assertTrue(seated(bob, "ann"));
        assertEquals(List.of(), t.posts(), "nothing posted");
    }

    @Test
    void aJoinBesideTheCardsMeansTheOnlyLobbyNotTheCallersGameInPlay() {
        // Ann plays a game beside whose card Di opens a lobby: Ann's join was taken to her own game, "no longer a
        // lobby" (found by the play-test)
        Table playing = t.started("ann", "bob", "cy", "zed");
        Table lobby = t.opens("di");
        t.in(PARENT, "ann", "join");
        assertTrue(seated(lobby, "ann"), "she joins the lobby there");
        assertEquals(4, t.table(playing).seats().size());
    }

    @Test
    void aStrangerBesideTwoGamesIsAskedWhich() {
        t.opens("ann");
        t.opens("bob");
        assertTrue(privateText(t.in(PARENT, "cy", "join")).contains("Which one?"));
        assertEquals(List.of(), t.store.liveTablesOf("cy"));
    }

    @Test
    void anUnfollowBesideTheCardsMeansTheGameTheCallerFollows() {
        // GIVEN Ann's and Bob's lobbies beside each other, and Eve follows Bob's only
        t.opens("ann");
        Table bob = t.opens("bob");
        t.games.handle(followRequest(bob.channelId(), "eve", "follow"));
        // WHEN she types /unfollow beside the cards, she stops following Bob's game: not asked which of the two
        assertEquals(
                "You no longer follow Djambi " + bob.id() + ".",
                privateText(t.games.handle(followRequest(PARENT, "eve", "unfollow"))));
        assertEquals(List.of(), t.games.life.followers().of(bob.id()));
        // and someone who follows none of them is told so, not asked to pick a game he does not follow
        assertEquals(
                "You follow none of the games whose cards are in this channel: there is nothing to stop following here.",
                privateText(t.games.handle(followRequest(PARENT, "cy", "unfollow"))));
    }

    @Test
    void unfollowSuggestsOnlyTheGamesTheCallerFollows() {
        Table ann = t.opens("ann");
        Table bob = t.opens("bob");
        t.opens("cy");
        t.games.handle(followRequest(ann.channelId(), "eve", "follow"));
        t.games.handle(followRequest(bob.channelId(), "eve", "follow"));
        // Eve follows two of the three games there: those two are suggested, the newest first
        List<Choice> followed = t.games.dispatcher.suggest("unfollow", "game", "eve", PARENT, "", Locale.ENGLISH);
        assertEquals(
                List.of(Long.toString(bob.id()), Long.toString(ann.id())),
                followed.stream().map(Choice::value).toList());
        // and /follow still suggests them all
        assertEquals(
                3,
                t.games
                        .dispatcher
                        .suggest("follow", "game", "eve", PARENT, "", Locale.ENGLISH)
                        .size());
    }

    private static io.djambi.bot.command.CommandRequest followRequest(String channel, String user, String name) {
        return new io.djambi.bot.command.CommandRequest(
                user, user, "guild", channel, false, name, "", java.util.Map.of());
    }

    @Test
    void theGameOptionNamesOneOfTheChannelsGames() {
        Table ann = t.opens("ann");
        Table bob = t.opens("bob");
        // by its number, as the autocomplete's value, or as its name is read
        t.in(PARENT, "cy", "join", "game:" + ann.id());
        t.in(PARENT, "di", "join", "game:Djambi " + bob.id());
        assertTrue(seated(ann, "cy"));
        assertTrue(seated(bob, "di"));
        assertTrue(!seated(bob, "cy") && !seated(ann, "di"));
    }

    @Test
    void theGameOptionOverridesTheCallersOnlyGame() {
        Table ann = t.opens("ann");
        Table bob = t.opens("bob");
        t.in(PARENT, "ann", "add-ai", "game:" + bob.id());
        assertEquals(1, t.table(bob).seats().size(), "only Bob, his game's host, seats an AI there");
        assertEquals(1, t.table(ann).seats().size());
    }

    @ParameterizedTest(name = "game:{0}")
    @ValueSource(strings = {"abc", "0", "-1", "99999999999999999999", "<@bob>", "1 OR 1=1", " "})
    void aForgedOrGarbageGameIsRefusedAndChangesNothing(String forged) {
        Table ann = t.opens("ann");
        t.posts();
        List<Reply> answers = t.in(PARENT, "bob", "join", "game:" + forged);
        String refused = privateText(answers);
        assertTrue(refused.startsWith("No game of this channel is called"), refused);
        assertTrue(refused.contains("<#" + ann.channelId() + ">"), "the channel's games are listed: " + refused);
        assertTrue(!seated(ann, "bob"));
        assertEquals(List.of(), t.posts());
    }

    @Test
    void aGameOfAnotherChannelIsRefusedAndChangesNothing() {
        // GIVEN a game whose card is in another channel
        Table here = t.opens("ann");
        t.in("elsewhere", "bob", "new");
        Table there = t.store.liveTablesOf("bob").get(0);
        t.posts();
        // WHEN Cy names it beside this channel's cards, or in Ann's thread
        String besideCards = privateText(t.in(PARENT, "cy", "join", "game:" + there.id()));
        String inThread = privateText(t.in(here.channelId(), "cy", "join", "game:" + there.id()));
        // THEN he is refused, and joined neither
        assertTrue(besideCards.startsWith("No game of this channel is called “" + there.id() + "”."), besideCards);
        assertTrue(inThread.startsWith("No game of this channel is called “" + there.id() + "”."), inThread);
        assertEquals(List.of(), t.store.liveTablesOf("cy"));
        assertEquals(List.of(), t.posts());
    }

    @Test
    void aNameWhereNoGameIsPlayedSaysSo() {
        String refused = privateText(t.in("empty", "cy", "status", "game:7"));
        assertEquals("There is no game called “7” here, and no game is played here.", refused);
    }

    @Test
    void aGamePlayedInItsChannelActsAsBefore() {
        // GIVEN no threads: Ann's lobby in its channel
        ThreadedGames channel = new ThreadedGames(
                new FakeThreads().then(new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NOT_HERE)));
        channel.in("chan", "ann", "new");
        Table lobby = channel.store.find("chan").orElseThrow();
        assertTrue(!lobby.inThread());
        // WHEN Bob joins there, and Cy names the game
        channel.in("chan", "bob", "join");
        channel.in("chan", "cy", "join", "game:" + lobby.id());
        // THEN both sit in it; a name that is not the channel's game is refused
        assertEquals(3, channel.store.find("chan").orElseThrow().seats().size());
        assertTrue(privateText(channel.in("chan", "di", "join", "game:" + (lobby.id() + 1)))
                .startsWith("No game of this channel is called “" + (lobby.id() + 1) + "”."));
        assertEquals(3, channel.store.find("chan").orElseThrow().seats().size());
    }

    /** The tables in memory, an older table of a channel still found by its id, as the database keeps it. */
    private static final class KeepingStore implements TableStore {
        private final InMemoryTableStore latest = new InMemoryTableStore();
        private final java.util.Map<Long, Table> byId = new java.util.concurrent.ConcurrentHashMap<>();

        @Override
        public Optional<Table> find(String channelId) {
            return latest.find(channelId);
        }

        @Override
        public Optional<Table> byId(long id) {
            return Optional.ofNullable(byId.get(id));
        }

        @Override
        public Table create(Table table) {
            Table stored = latest.create(table);
            byId.put(stored.id(), stored);
            return stored;
        }

        @Override
        public void save(Table table) {
            latest.save(table);
            byId.put(table.id(), table);
        }

        @Override
        public List<Table> aiTurns() {
            return latest.aiTurns();
        }

        @Override
        public List<String> clockChannels(Instant now) {
            return latest.clockChannels(now);
        }

        @Override
        public List<Table> liveTablesOf(String userId) {
            return latest.liveTablesOf(userId);
        }

        @Override
        public List<Table> cardsIn(String channelId) {
            return latest.cardsIn(channelId);
        }

        @Override
        public int liveCount() {
            return latest.liveCount();
        }
    }

    @Test
    void anOlderGameOfTheChannelIsNotOneItsCommandsCanName() {
        // GIVEN a channel whose first game was called off and a second opened there (no threads)
        KeepingStore store = new KeepingStore();
        TestGames games = new TestGames(store, GameThreads.NONE);
        games.handle(ThreadedGames.request("chan", "ann", "new"));
        Table older = store.find("chan").orElseThrow();
        games.handle(ThreadedGames.request("chan", "ann", "abort-confirm"));
        games.handle(ThreadedGames.request("chan", "bob", "new"));
        assertTrue(store.byId(older.id()).isPresent());
        // WHEN the older one is named there
        String refused = privateText(games.handle(ThreadedGames.request("chan", "cy", "join", "game:" + older.id())));
        // THEN it is refused, rather than the command acting on the newer one
        assertTrue(refused.startsWith("No game of this channel is called “" + older.id() + "”."), refused);
        assertTrue(store.find("chan").orElseThrow().seatOf("cy").isEmpty());
    }

    @Test
    void aChannelGameAndCardsInOneChannelEachAnswerToTheirName() {
        // GIVEN a game with a thread whose card is in the channel, then a game in the channel itself (no thread then)
        ThreadedGames mixed = new ThreadedGames(new FakeThreads()
                .then(
                        new GameThreads.Opening.Opened("501", PARENT),
                        new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NO_PERMISSION)));
        mixed.in(PARENT, "ann", "new");
        mixed.in(PARENT, "bob", "new");
        Table threaded = mixed.store.find("501").orElseThrow();
        Table inChannel = mixed.store.find(PARENT).orElseThrow();
        // WHEN Cy joins with no name, then Di names the threaded game
        mixed.in(PARENT, "cy", "join");
        mixed.in(PARENT, "di", "join", "game:" + threaded.id());
        // THEN the channel's own game is the one meant without a name, and the name reaches the other
        assertTrue(mixed.table(inChannel).seatOf("cy").isPresent());
        assertTrue(mixed.table(threaded).seatOf("di").isPresent());
        assertTrue(mixed.table(inChannel).seatOf("di").isEmpty());
    }

    /** A game that is over, its thread now holding a newer one: naming it must not act on the newer game. */
    @Test
    void aGameWhoseThreadHoldsANewerGameIsNotActedOnByItsName() {
        // GIVEN Ann's game, in its thread, called off; then a new game opened inside that thread
        KeepingStore store = new KeepingStore();
        TestGames games = new TestGames(
                store,
                new FakeThreads()
                        .then(
                                new GameThreads.Opening.Opened("501", PARENT),
                                new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NOT_HERE)));
        games.handle(ThreadedGames.request(PARENT, "ann", "new"));
        Table older = store.find("501").orElseThrow();
        games.handle(ThreadedGames.request("501", "ann", "abort-confirm"));
        games.handle(ThreadedGames.request("501", "bob", "new"));
        Table newer = store.find("501").orElseThrow();
        assertTrue(newer.id() != older.id() && newer.isLive());
        // WHEN Cy names the older game beside its card
        String refused = privateText(games.handle(ThreadedGames.request(PARENT, "cy", "join", "game:" + older.id())));
        // THEN he is told it is over and which game its thread holds, and he joined neither
        assertEquals(
                "Djambi " + older.id() + " is over, and its thread holds a newer game now, Djambi " + newer.id()
                        + ": type the command in that thread for it.",
                refused);
        assertTrue(store.find("501").orElseThrow().seatOf("cy").isEmpty());
    }

    /** A private answer's button, pressed beside a card in a channel that also has a game of its own. */
    @Test
    void aButtonsTableIsFollowedEvenBesideAGamePlayedInTheChannel() {
        ThreadedGames mixed = new ThreadedGames(new FakeThreads()
                .then(
                        new GameThreads.Opening.Opened("501", PARENT),
                        new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NO_PERMISSION)));
        mixed.in(PARENT, "ann", "new");
        mixed.in(PARENT, "bob", "new");
        Table threaded = mixed.store.find("501").orElseThrow();
        TablePlaces places =
                new TablePlaces(mixed.store, new InMemoryFollowers(), io.djambi.bot.text.Catalogue.english());
        Places.Placement placed =
                places.place(ThreadedGames.request(PARENT, "ann", "resign-confirm", "table:" + threaded.id()));
        assertEquals("501", ((Places.Placement.Here) placed).request().channelId());
    }

    @Test
    void aQuestionsConfirmPressedBesideTheCardsActsOnItsGame() {
        // GIVEN two games in play beside each other, Ann in both
        Table first = t.started("ann", "bob", "cy", "di");
        Table second = t.started("eve", "ann", "fay", "gus");
        // WHEN Ann resigns the first, asked beside the cards with its name, and confirms with the question's button
        Reply.Private question = assertInstanceOf(
                Reply.Private.class,
                t.in(PARENT, "ann", "resign", "game:" + first.id()).get(0));
        Reply.ConfirmControls confirm = assertInstanceOf(Reply.ConfirmControls.class, question.controls());
        assertEquals(first.id(), confirm.tableId());
        List<Reply> done = t.games
                .dispatcher
                .handle(ThreadedGames.request(
                        PARENT,
                        "ann",
                        "resign-confirm",
                        "table:" + confirm.tableId(),
                        "asked:" + Instant.now().getEpochSecond()))
                .toCompletableFuture()
                .join();
        // THEN she is out of the first game only
        assertTrue(t.table(first).activeColourOf("ann").isEmpty(), "resigned in the first game");
        // and her one answer is the post in the game's thread, which her Discord shows as a link to it (a private
        // line of its own came first and kept the link from her; found by the play-test)
        Reply.Posted posted = assertInstanceOf(Reply.Posted.class, done.get(0));
        assertEquals(first.channelId(), posted.channelId());
        assertEquals(Optional.of(Colour.BLUE), t.table(second).activeColourOf("ann"));
    }

    @Test
    void aPickerStepPressedBesideTheCardsActsOnItsGame() {
        // GIVEN Ann to move in the first of two games, whose picker she opened beside the cards
        Table first = t.started("ann", "bob", "cy", "di");
        t.started("eve", "ann", "fay", "gus");
        // WHEN she picks a whole move from it there
        t.in(
                PARENT,
                "ann",
                "pick",
                "table:" + first.id(),
                "version:" + t.table(first).version(),
                "picked:C3-D4");
        // THEN it is played in that game
        assertEquals(1, t.table(first).game().events().size());
    }

    @Test
    void theGamesAreSuggestedTheCallersFirstFilteredByWhatIsTyped() {
        Table ann = t.opens("ann");
        Table bob = t.opens("bob");
        Table cy = t.opens("cy");
        t.in(ann.channelId(), "di", "join");
        // Di's own game first, then the newest
        List<Choice> all = t.games.dispatcher.suggest("djambi join", "game", "di", PARENT, "", Locale.ENGLISH);
        assertEquals(
                List.of(Long.toString(ann.id()), Long.toString(cy.id()), Long.toString(bob.id())),
                all.stream().map(Choice::value).toList());
        assertEquals("Djambi " + ann.id() + " · ann, di · lobby", all.get(0).label());
        // what he types narrows them: a player's name, a number
        List<Choice> bobs = t.games.dispatcher.suggest("djambi join", "game", "di", PARENT, "BOB", Locale.ENGLISH);
        assertEquals(
                List.of(Long.toString(bob.id())),
                bobs.stream().map(Choice::value).toList());
        // in French, the stage in French
        List<Choice> french = t.games.dispatcher.suggest("djambi join", "game", "di", PARENT, "", Locale.FRENCH);
        assertTrue(
                french.get(0).label().endsWith("salle d'attente"), french.get(0).label());
    }

    @Test
    void atMostTwentyFiveGamesAreSuggestedEachLabelWithinDiscordsLimit() {
        for (int i = 0; i < 30; i++) {
            t.opens("player-with-a-rather-long-name-" + i);
        }
        List<Choice> suggested = t.games.dispatcher.suggest("djambi join", "game", "zed", PARENT, "", Locale.ENGLISH);
        assertEquals(25, suggested.size());
        assertTrue(suggested.stream().allMatch(c -> c.label().length() <= 100));
        assertEquals(
                25,
                t.games
                        .dispatcher
                        .suggest("djambi join", "game", "zed", PARENT, "player", Locale.ENGLISH)
                        .size());
    }

    @Test
    void aLongLabelIsCutToOneHundredCharacters() {
        Table lobby = t.opens("a".repeat(32));
        for (String name : new String[] {"b".repeat(32), "c".repeat(32), "d".repeat(32)}) {
            t.in(lobby.channelId(), name, "join");
        }
        Choice only = t.games
                .dispatcher
                .suggest("djambi join", "game", "zed", PARENT, "", Locale.ENGLISH)
                .get(0);
        assertEquals(100, only.label().length());
        assertTrue(only.label().endsWith("…"), only.label());
    }

    @Test
    void anotherOptionIsSuggestedForTheGameTheGameOptionNames() {
        // GIVEN Ann in two games beside each other: to move in the first, not in the second
        Table first = t.started("ann", "bob", "cy", "di");
        Table second = t.started("eve", "ann", "fay", "gus");
        // WHEN she types a move beside the cards, each game named in turn
        List<Choice> inFirst = t.games.dispatcher.suggest(
                "move", "move", "ann", PARENT, "C3", Locale.ENGLISH, Optional.of(Long.toString(first.id())));
        List<Choice> inSecond = t.games.dispatcher.suggest(
                "move", "move", "ann", PARENT, "C3", Locale.ENGLISH, Optional.of(Long.toString(second.id())));
        // THEN the first's moves are suggested, and the second says whose move it is
        assertTrue(inFirst.stream().anyMatch(c -> c.value().startsWith("C3-")), inFirst.toString());
        assertEquals(1, inSecond.size(), inSecond.toString());
        assertTrue(inSecond.get(0).label().contains("eve"), inSecond.toString());
    }

    @Test
    void anotherOptionIsSuggestedForTheGameTheCallerMeans() {
        // GIVEN Ann to move in her only game among the cards
        t.started("ann", "bob", "cy", "di");
        t.opens("eve");
        // WHEN she types a move beside the cards
        List<Choice> moves = t.games.dispatcher.suggest("move", "move", "ann", PARENT, "C3", Locale.ENGLISH);
        // THEN her game's legal moves are suggested
        assertTrue(moves.stream().anyMatch(c -> c.value().startsWith("C3-")), moves.toString());
    }
}
