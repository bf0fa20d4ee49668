package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.clock.InMemoryTurnClockStore;
import io.djambi.bot.clock.TimerOutput;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.ChannelPoster;
import io.djambi.bot.press.FakeCourier;
import io.djambi.bot.press.InMemoryWhisperStore;
import io.djambi.bot.press.PressTable;
import io.djambi.bot.press.TestClock;
import io.djambi.bot.stats.InMemoryResultStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.wiring.Wiring;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/**
 * {@code /follow} and {@code /unfollow}: a follower is told by DM of the end of the game, of each move if he
 * asked, never of a whisper; a player need not follow his own game; the status counts the followers.
 */
class FollowersTest {
    private static final String CHANNEL = "chan";
    private static final String LINK = "https://discord.com/channels/guild/" + CHANNEL;

    private final InMemoryTableStore tables = new InMemoryTableStore();
    private final InMemoryFollowers followers = new InMemoryFollowers();
    private final FakeCourier courier = new FakeCourier();
    /** Every DM the bot sent outside the whispers: "user: text". */
    private final List<String> dms = new ArrayList<>();
    /** The bot's time, moved on by a test to run a turn out. */
    private final TestClock clock = new TestClock(Instant.parse("2026-11-22T14:03:00Z"));

    private final Wiring.Bot bot = Wiring.build(
            Wiring.Stores.over(
                            tables, new InMemoryWhisperStore(), new InMemoryTurnClockStore(), new InMemoryResultStore())
                    .followers(followers)
                    .build(),
            new Wiring.Outputs(
                    courier,
                    new TimerOutput() {
                        @Override
                        public CompletionStage<Boolean> directMessage(
                                String userId, String text, List<Reply.Attachment> files) {
                            dms.add(userId + ": " + text);
                            return CompletableFuture.completedFuture(true);
                        }
                    },
                    post -> CompletableFuture.completedFuture(ChannelPoster.Delivery.MADE),
                    guild -> "Test Server"),
            new Wiring.Conditions(
                    clock,
                    Runnable::run,
                    Duration.ZERO,
                    MoveChooser.engine(),
                    Catalogue.english(),
                    PressTable.RENDERER));

    @Test
    void aFollowerIsToldOfTheEndAndOfNoMoveUnlessHeAsked() {
        // GIVEN a game in play that Eve follows
        long id = started();
        assertEquals(
                "You follow Djambi " + id + ": you will be told by DM when it ends. Stop with /unfollow.",
                run("eve", "follow"));
        // WHEN a move is played
        run("ann", "move", "move:C3-D4");
        // THEN she is not told of it
        assertEquals(List.of(), dms);
        // WHEN three players resign and the fourth wins
        run("bob", "resign-confirm");
        run("cy", "resign-confirm");
        run("di", "resign-confirm");
        // THEN she is told of the end once, with the way to the game
        assertEquals(1, dms.size(), dms.toString());
        assertTrue(
                dms.get(0).startsWith("eve: **Djambi " + id + "** is over: **ann (Red) wins the game!**"), dms.get(0));
        assertTrue(dms.get(0).endsWith(LINK), dms.get(0));
    }

    @Test
    void aFollowerOfEveryMoveGetsALineForEachMoveWithTheWayToTheBoard() {
        long id = started();
        assertEquals(
                "You follow Djambi " + id + ": you will be told by DM of each move and of its end. Stop with"
                        + " /unfollow.",
                run("eve", "follow", "every-move:true"));
        run("ann", "move", "move:C3-D4");
        assertEquals(1, dms.size(), dms.toString());
        assertTrue(dms.get(0).startsWith("eve: **Djambi " + id + "** · move 1, ann (Red): C3-D4 — "), dms.get(0));
        assertTrue(dms.get(0).endsWith(LINK), dms.get(0));
    }

    @Test
    void aFollowerOfAGameAgainstAisGetsOneDmForEachPersonsTurn() {
        // GIVEN Ann (Red) and Bob (Yellow) against AI Blue and AI Green, and Eve follows every move
        run("ann", "new");
        run("ann", "add-ai", "level:easy", "colour:blue");
        run("bob", "join", "colour:yellow");
        run("ann", "add-ai", "level:easy", "colour:green");
        run("ann", "start");
        long id = tables.find(CHANNEL).orElseThrow().id();
        run("eve", "follow", "every-move:true");
        // WHEN Ann moves, AI Blue answers, and Bob is to move
        run("ann", "move", "move:C3-D4");
        assertEquals(List.of(), dms, "nothing while the AI is to move: the channel waits for its answer too");
        bot.aiTurns().playAllNow(CHANNEL);
        // THEN Eve gets one DM that tells both moves, as the channel's one board does
        assertEquals(1, dms.size(), dms.toString());
        String[] lines = dms.get(0).split("\n");
        assertEquals(2, lines.length, dms.get(0));
        assertTrue(lines[0].startsWith("eve: **Djambi " + id + "** · move 1, ann (Red): C3-D4 — "), lines[0]);
        assertTrue(lines[1].startsWith("**Djambi " + id + "** · move 2, AI Blue (easy): "), lines[1]);
    }

    @Test
    void aFollowerIsToldThatTheAiPlayedForAPlayerWhoseTimeRanOut() {
        // GIVEN a game whose host chose timeout:ai, and Eve follows every move
        long id = started("turn-time:1m", "timeout:ai");
        run("eve", "follow", "every-move:true");
        // WHEN Ann's minute runs out, and the AI plays her move for her
        runOutTheTurn();
        // THEN Eve's line says so, as the channel's board does, not as if Ann had played it
        List<String> told = dmsTo("eve");
        assertEquals(1, told.size(), dms.toString());
        assertTrue(
                told.get(0)
                        .startsWith("**Djambi " + id + "** · move 1, ann (Red) ran out of time, so the AI (normal)"
                                + " played for them: "),
                told.get(0));
        assertEquals(1, t().game().version());
    }

    @Test
    void aStandInsMoveAnAiAnswersIsToldAtOnceAndItsMoveWithTheAis() {
        // GIVEN Ann (Red) and Bob (Yellow) against AI Blue and AI Green under timeout:ai, and Eve follows every move
        run("ann", "new", "turn-time:1m", "timeout:ai");
        run("ann", "add-ai", "level:easy", "colour:blue");
        run("bob", "join", "colour:yellow");
        run("ann", "add-ai", "level:easy", "colour:green");
        run("ann", "start");
        long id = t().id();
        run("eve", "follow", "every-move:true");
        // WHEN Ann's minute runs out: the AI plays for her, and AI Blue is to answer
        runOutTheTurn();
        // THEN Eve is told now, as the channel is by its line, that the AI played for Ann
        assertEquals(
                List.of("**Djambi " + id + "** · move 1: ann (Red) ran out of time, so the AI (normal) played for"
                        + " them; the move comes with the AIs' answers. " + LINK),
                dmsTo("eve"));
        // and the move itself with AI Blue's answer, when the channel's board tells them: as the AI's for her, not hers
        bot.aiTurns().playAllNow(CHANNEL);
        List<String> told = dmsTo("eve");
        assertEquals(2, told.size(), dms.toString());
        String[] lines = told.get(1).split("\n");
        assertEquals(2, lines.length, told.get(1));
        assertTrue(
                lines[0].startsWith("**Djambi " + id + "** · move 1, the AI (normal) standing in for ann (Red): "),
                lines[0]);
        assertTrue(lines[1].startsWith("**Djambi " + id + "** · move 2, AI Blue (easy): "), lines[1]);
    }

    @Test
    void followingAgainWithoutSayingHowKeepsEveryMove() {
        long id = started();
        run("eve", "follow", "every-move:true");
        // Eve types /follow again, without the option (found by the play-test: her moves' DMs stopped without a word)
        assertEquals(
                "You follow Djambi " + id + ": you will be told by DM of each move and of its end. Stop with"
                        + " /unfollow.",
                run("eve", "follow"));
        run("ann", "move", "move:C3-D4");
        assertEquals(1, dms.size(), dms.toString());
        // and says so to stop them
        run("eve", "follow", "every-move:false");
        run(
                "bob",
                "move",
                "move:"
                        + io.djambi.engine.rules.Rules.legalMoves(tables.find(CHANNEL)
                                        .orElseThrow()
                                        .game()
                                        .position())
                                .get(0)
                                .text());
        assertEquals(1, dms.size(), dms.toString());
    }

    @Test
    void aFollowerOfEveryMoveIsToldOfAResignationToo() {
        long id = started();
        run("eve", "follow", "every-move:true");
        run("ann", "move", "move:C3-D4");
        // Cy resigns out of turn (found by the play-test: the DMs went from one move to the next without it)
        run("cy", "resign-confirm");
        assertEquals(2, dms.size(), dms.toString());
        assertEquals("eve: **Djambi " + id + "** · 2. cy (Yellow): resigns " + LINK, dms.get(1));
    }

    @Test
    void anUnfollowerIsToldNothingMore() {
        long id = started();
        run("eve", "follow", "every-move:true");
        assertEquals("You no longer follow Djambi " + id + ".", run("eve", "unfollow"));
        assertEquals("You do not follow Djambi " + id + ".", run("eve", "unfollow"));
        run("ann", "move", "move:C3-D4");
        assertEquals(List.of(), dms);
        assertEquals(List.of(), followers.of(id));
    }

    @Test
    void aPlayerNeedNotFollowHisOwnGameAndNobodyFollowsWhereThereIsNoGame() {
        assertEquals("There is no game here to follow.", run("eve", "follow"));
        long id = started();
        assertEquals(
                "You play in Djambi " + id + ": its posts tell you of it already, there is no need to follow it.",
                run("bob", "follow"));
        assertEquals(List.of(), followers.of(id));
    }

    @Test
    void theStatusSaysHowManyFollow() {
        started();
        assertFalse(run("ann", "status").contains("Followed by"));
        run("eve", "follow");
        assertTrue(run("ann", "status").endsWith("\nFollowed by one person."), run("ann", "status"));
        run("fay", "follow", "every-move:true");
        assertTrue(run("ann", "status").endsWith("\nFollowed by 2 people."), run("ann", "status"));
        // Fay takes Bob's seat: a player now, no longer counted as a follower (found by the play-test)
        run("ann", "replace", "seat:blue", "with:fay");
        assertTrue(run("ann", "status").endsWith("\nFollowed by one person."), run("ann", "status"));
    }

    @Test
    void noWhisperEverReachesAFollower() {
        // GIVEN Eve following every move of a game where Bob whispers to Cy
        started("press:full");
        run("eve", "follow", "every-move:true");
        run("ann", "move", "move:C3-D4");
        run("bob", "whisper", "to:cy", "message:SECRET plan against Ann");
        // WHEN the game goes on and ends
        run("bob", "resign-confirm");
        run("cy", "resign-confirm");
        run("di", "resign-confirm");
        // THEN the whisper reached Cy only, and none of Eve's DMs tells of it
        assertEquals(
                List.of("cy"),
                courier.delivered().stream().map(m -> m.recipientId()).toList());
        assertEquals(4, dms.size(), "the move, and each resignation (the last with the end): " + dms);
        assertTrue(dms.stream().allMatch(dm -> dm.startsWith("eve: ")), dms.toString());
        assertTrue(dms.stream().noneMatch(dm -> dm.contains("SECRET")), dms.toString());
    }

    private Table t() {
        return tables.find(CHANNEL).orElseThrow();
    }

    /** The turn to play runs out: the timer starts its clock, then finds it over a minute later. */
    private void runOutTheTurn() {
        bot.timer().tick();
        clock.advance(Duration.ofSeconds(61));
        bot.timer().tick();
    }

    /** The DMs {@code user} got, without his name. */
    private List<String> dmsTo(String user) {
        return dms.stream()
                .filter(dm -> dm.startsWith(user + ": "))
                .map(dm -> dm.substring(user.length() + 2))
                .toList();
    }

    /** Ann (Red), Bob, Cy and Di, started; the table's id. */
    private long started(String... lobbyOptions) {
        run("ann", "new", lobbyOptions);
        for (String player : List.of("bob", "cy", "di")) {
            run(player, "join");
        }
        run("ann", "start");
        return tables.find(CHANNEL).orElseThrow().id();
    }

    private String run(String user, String name, String... options) {
        Map<String, String> map = new HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        CommandRequest request =
                switch (name) {
                    case "move" -> CommandRequest.move(user, user, "guild", CHANNEL, map);
                    case "whisper", "follow", "unfollow", "replace" ->
                        new CommandRequest(user, user, "guild", CHANNEL, false, name, "", map);
                    default -> CommandRequest.djambi(user, user, "guild", CHANNEL, name, map);
                };
        return PressTable.text(
                bot.dispatcher().handle(request).toCompletableFuture().join());
    }
}
