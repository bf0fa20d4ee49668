package io.djambi.bot.review;

import static io.djambi.bot.press.PressTable.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.press.PressTable;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A finished game's review: said to be coming below its last post, computed once, posted in place of those words
 * with its chart and the turning points' boards, and shown again by {@code /review} in the reader's language.
 */
class ReviewsTest {
    private final InMemoryReviewStore reviews = new InMemoryReviewStore();
    private final PressTable t = PressTable.reviewing(reviews);

    /** Ann plays a move, then Bob, Cy and Di resign: Ann wins. */
    private long annWins() {
        t.annWins();
        return t.table().id();
    }

    @Test
    void aDrawAgreedAfterTheLastMoveIsNoMoveOfTheChart() {
        // GIVEN a game of one move ended by a draw agreed: three positions, as its record has two events
        io.djambi.engine.model.Position start = io.djambi.engine.model.StartPosition.fourPlayers();
        io.djambi.engine.game.Game game = io.djambi.engine.game.Game.startingFrom(start)
                .play(new io.djambi.engine.game.GameEvent.Played(
                        io.djambi.engine.notation.MoveNotation.read(start, "C1-D2")
                                .orThrow()))
                .orThrow()
                .play(new io.djambi.engine.game.GameEvent.Draw())
                .orThrow();
        assertEquals(3, game.positions().size());
        // THEN the chart counts the moves its board says were played: 0, 1, and still 1 after the draw
        assertEquals(List.of(0, 1, 1), ReviewPosts.movesPlayed(game));
    }

    @Test
    void theLastPostIsFollowedByTheReviewComingThenTheReviewInItsPlace() {
        long id = annWins();
        List<Reply.Public> posts = t.games.channelPosts();
        Reply.Public coming = posts.get(posts.size() - 2);
        Reply.Public review = posts.getLast();
        assertTrue(
                posts.get(posts.size() - 3).text().contains("wins the game"),
                posts.get(posts.size() - 3).text());
        assertEquals(
                "📈 The engine is reviewing game " + id
                        + ": who was winning when, and the moves that turned it. It will be here in a minute or two.",
                coming.text());
        // The same target: the relay makes the first a message, and edits it into the second
        assertEquals(new Reply.ReviewOf(id, ""), coming.target());
        assertEquals(new Reply.ReviewOf(id, coming.text()), review.target());
        assertTrue(review.text().startsWith("📈 **Review of game " + id + "**"), review.text());
        assertEquals(ReviewPosts.CHART_FILE, review.files().getFirst().fileName());
        assertTrue(review.mentions().isEmpty(), "a review pings nobody");
        // Written once, as the store keeps it
        assertTrue(reviews.find(id).isPresent());
        assertEquals(List.of(), reviews.wanted());
    }

    @Test
    void reviewShowsItAgainPrivatelyInTheReadersLanguage() {
        long id = annWins();
        Reply.Private english = (Reply.Private) t.run("bob", "review").getFirst();
        assertTrue(english.text().startsWith("📈 **Review of game " + id + "**"), english.text());
        assertEquals(ReviewPosts.CHART_FILE, english.files().getFirst().fileName());
        Reply.Private french = (Reply.Private)
                t.runCommandSpeaking(Locale.FRENCH, "cy", "review").getFirst();
        assertTrue(french.text().startsWith("📈 **Analyse de la partie " + id + "**"), french.text());
        // By its number, from anywhere on the server
        assertTrue(text(t.typedIn("elsewhere", "di", "review", "number:" + id)).startsWith("📈 **Review of game"));
    }

    @Test
    void aGameNotOverAnUnknownNumberAndNoGameAreAnsweredInOneLine() {
        assertEquals("No finished game here to review.", text(t.run("ann", "review")));
        t.started();
        assertEquals(
                "Game " + t.table().id() + " is not over yet: its review comes when it ends.",
                text(t.run("ann", "review")));
        assertEquals("No game 999 was played on this server.", text(t.run("ann", "review", "number:999")));
        assertEquals("No game 0x1 was played on this server.", text(t.run("ann", "review", "number:0x1")));
        assertEquals(
                "No game 99999999999999999999 was played on this server.",
                text(t.run("ann", "review", "number:99999999999999999999")));
    }

    /**
     * A review of {@code table}'s game, even at the start, whose one turning point is Red's first move: A3-A4 took
     * Red from 25% to 3%, where A3-A5 would have kept 31%.
     */
    private static io.djambi.engine.review.Review turningOnTheFirstMove(io.djambi.bot.game.Table table) {
        io.djambi.engine.model.Position start = table.game().positions().getFirst();
        io.djambi.engine.review.TurningPoint point = new io.djambi.engine.review.TurningPoint(
                0,
                io.djambi.engine.model.Colour.RED,
                io.djambi.engine.notation.MoveNotation.read(start, "A3-A4").orThrow(),
                io.djambi.engine.notation.MoveNotation.read(start, "A3-A5").orThrow(),
                0.25,
                0.03,
                0.31);
        return new io.djambi.engine.review.Review(
                List.of(new io.djambi.engine.review.Standing(
                        0,
                        java.util.Map.of(
                                io.djambi.engine.model.Colour.RED, 0.25,
                                io.djambi.engine.model.Colour.BLUE, 0.25,
                                io.djambi.engine.model.Colour.YELLOW, 0.25,
                                io.djambi.engine.model.Colour.GREEN, 0.25))),
                List.of(),
                List.of(point));
    }

    @Test
    void aTurningPointSaysTheBetterMoveInWordsAndComesWithItsBoard() {
        t.started();
        io.djambi.bot.game.Table table = t.table();
        io.djambi.engine.review.Review review = turningOnTheFirstMove(table);
        Reply.Private said = ReviewPosts.standard()
                .answer(io.djambi.bot.game.Movers.none(table), review, io.djambi.bot.text.Catalogue.english());
        assertTrue(
                said.text()
                        .endsWith("**Turning points** (and what the engine would have played):\n"
                                + "Move 1, ann (Red): A3-A4 lost 22% — A3-A5 (Red Militant A3 moves to A5) kept 31%."),
                said.text());
        assertEquals(
                List.of(ReviewPosts.CHART_FILE, "djambi-move-1.png"),
                said.files().stream().map(Reply.Attachment::fileName).toList());
    }

    @Test
    void aTurningPointTheAiPlayedForAPlayerWhoseTimeRanOutIsPinnedOnTheAiNotOnHim() {
        // GIVEN a game whose first move the AI played for Ann when her time ran out (timeout:ai), and a review that
        // finds it turned the game
        t.started();
        t.run("ann", "move", "move:A3-A4");
        io.djambi.bot.game.Table table = t.table();
        io.djambi.engine.review.Review review = turningOnTheFirstMove(table);
        io.djambi.bot.game.Movers movers = new io.djambi.bot.game.Movers(
                table, List.of(), List.of(new io.djambi.bot.game.StandIn(0, io.djambi.engine.ai.Level.NORMAL)));
        // WHEN the review is worded
        String said = ReviewPosts.standard()
                .answer(movers, review, io.djambi.bot.text.Catalogue.english())
                .text();
        // THEN the turning point stays (the game turned there), but it is the AI's, standing in for her: not hers
        assertTrue(
                said.endsWith("\nMove 1, the AI (normal) standing in for ann (Red): A3-A4 lost 22% — A3-A5 (Red"
                        + " Militant A3 moves to A5) kept 31%."),
                said);
    }

    @Test
    void besideANewerGameNotOverTheCallersOnlyFinishedGameIsShownAndOfSeveralHeIsAskedWhich() {
        long id = annWins();
        t.run("ann", "new"); // a new lobby in the same channel
        // one finished game: that is the one he means (found by the play-test: "Which game? ... 3")
        String only = text(t.run("ann", "review"));
        assertTrue(only.startsWith("📈 **Review of game " + id + "**"), only);
        // two: he is asked which, the latest first
        t.run("bob", "join");
        t.run("cy", "join");
        t.run("di", "join");
        t.run("ann", "start");
        t.run("ann", "move", "move:C3-C4");
        t.othersResign();
        long second = t.table().id();
        t.run("ann", "new");
        assertEquals(
                "Which game? Your last finished ones here: " + second + ", " + id + ". Type /review number:<game>.",
                text(t.run("ann", "review")));
    }

    @Test
    void anotherServersGameIsNotShownByItsNumber() {
        long id = annWins();
        assertEquals(
                "No game " + id + " was played on this server.",
                text(t.inServer("another", "elsewhere", "ann", "review", "number:" + id)));
    }

    @Test
    void elsewhereTheCallersOnlyFinishedGameIsShown() {
        long id = annWins();
        String shown = text(t.typedIn("elsewhere", "ann", "review"));
        assertTrue(shown.startsWith("📈 **Review of game " + id + "**"), shown);
    }

    @Test
    void anAbortedGameHasNoReview() {
        t.started();
        t.run("ann", "abort-confirm");
        assertTrue(
                t.games.channelPosts().stream().noneMatch(p -> p.target() instanceof Reply.ReviewOf),
                "no review said to be coming");
        assertEquals(
                "Game " + t.table().id() + " has no review: it was aborted, no move was played, or only AIs played it.",
                text(t.run("ann", "review")));
        assertEquals(List.of(), reviews.wanted());
    }

    @Test
    void aGameWonByResignationsBeforeAnyMoveHasNoReview() {
        // found by the play-test: a review of the start position, with no move to judge, was made and posted
        t.started();
        t.othersResign();
        assertEquals(io.djambi.bot.game.Stage.OVER, t.table().stage());
        assertTrue(
                t.games.channelPosts().stream().noneMatch(p -> p.target() instanceof Reply.ReviewOf),
                "no review said to be coming");
        assertEquals(List.of(), reviews.wanted());
        assertTrue(text(t.run("ann", "review")).contains("no move was played"));
    }
}
