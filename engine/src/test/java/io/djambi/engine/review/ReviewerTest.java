package io.djambi.engine.review;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.notation.RecordNotation;
import io.djambi.engine.rules.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ReviewerTest {
    /**
     * Red, well ahead, has his Chief on A1 with Blue's Militant two squares above him on A3 (a Militant kills up to
     * two squares away, R11): Red to move must save him, and plays his own Militant C3-C4 instead; Blue kills the
     * Chief.
     */
    static final String BLUNDER_START = "gC7yC/9/X8/9/5bC3/9/bM1rM6/6rA2/rC3rR4 r rbyg r 0 20";

    static final List<String> BLUNDER = List.of("C3-C4", "A3xA1>B1");

    private static final Reviewer REVIEWER = new Reviewer();

    static Game game(String start, List<String> events) {
        Game game = Game.startingFrom(read(start));
        for (String e : events) {
            Move m = MoveNotation.read(game.position(), e).orThrow();
            game = game.play(new GameEvent.Played(m)).orThrow();
        }
        return game;
    }

    /** The render module's 200-move game, the same file the bench module reads. */
    static Game longGame() throws IOException {
        try (InputStream in = ReviewerTest.class.getResourceAsStream("/game-200-moves.txt")) {
            GameRecord r = RecordNotation.read(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .orThrow();
            return Game.replay(r.start(), r.events()).orThrow();
        }
    }

    /**
     * A game of the engine's tournament, one {@code normal} AI (Yellow) against three {@code easy} ones: from move 78
     * Blue is in power with three players in, and the engine's move for each player to move looked like a win for
     * him, so that judged one move on the chart flipped between Blue and Green almost every move.
     */
    static Game normalAgainstEasy() throws IOException {
        try (InputStream in = ReviewerTest.class.getResourceAsStream("/game-normal-against-easy.txt")) {
            GameRecord r = RecordNotation.read(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .orThrow();
            return Game.replay(r.start(), r.events()).orThrow();
        }
    }

    @Test
    @DisplayName("R17 R22 R23 the standings sum to 1 over the players still in; a player out has none, the winner all")
    void standingsSumToOneOverThePlayersStillInAndFollowEliminations() {
        Game game = game(BLUNDER_START, BLUNDER);
        game = game.play(new GameEvent.Resign(Colour.YELLOW)).orThrow();
        Review review = REVIEWER.review(game);
        assertEquals(game.positions().size(), review.standings().size());
        for (Standing s : review.standings()) {
            Position p = game.positions().get(s.index());
            double sum = 0;
            for (Colour c : Colour.values()) {
                assertEquals(p.camps().isActive(c), s.shares().containsKey(c), c + " at " + s.index());
                assertTrue(s.share(c) >= 0 && s.share(c) <= 1);
                sum += s.share(c);
            }
            assertEquals(1, sum, 1e-9, "at " + s.index());
        }
        assertEquals(0, review.standings().get(2).share(Colour.RED)); // his Chief killed (R17)
        assertEquals(0, review.standings().get(3).share(Colour.YELLOW)); // resigned (R23)
        assertTrue(review.marks().contains(new Mark(2, Colour.RED, Mark.Kind.ELIMINATED)));
        assertTrue(review.marks().contains(new Mark(3, Colour.YELLOW, Mark.Kind.ELIMINATED)));

        Game won = Game.startingFrom(read("gC7yC/9/9/9/9/9/9/9/rC7bC r rbyg r 0 20"))
                .play(new GameEvent.Resign(Colour.BLUE))
                .orThrow()
                .play(new GameEvent.Resign(Colour.YELLOW))
                .orThrow()
                .play(new GameEvent.Resign(Colour.GREEN))
                .orThrow();
        assertEquals(1, REVIEWER.review(won).standings().getLast().share(Colour.RED)); // R22
    }

    @Test
    @DisplayName("R6 a Chief entering or leaving the Maze is marked, in the first position where it holds")
    void powerInTheMazeIsMarked() {
        // Red in power plays again after Blue (R6), and leaves the Maze
        Game game = game("gC7yC/9/9/9/9/9/9/9/rC7bC r rbyg r 0 20", List.of("A1-E5", "I1-H1", "E5-E4"));
        List<Mark> marks = Reviewer.marks(game.positions());
        assertEquals(
                List.of(
                        new Mark(1, Colour.RED, Mark.Kind.IN_POWER),
                        new Mark(game.version(), Colour.RED, Mark.Kind.OUT_OF_POWER)),
                marks);
    }

    @Test
    @DisplayName(
            "R11 R17 a Chief left to a Militant two squares away is the top turning point; the better move saves him")
    void aChiefLeftToAKillerIsTheTopTurningPoint() {
        Game game = game(BLUNDER_START, BLUNDER);
        Review review = REVIEWER.review(game);
        TurningPoint top = review.turningPoints().stream()
                .max(Comparator.comparingDouble(TurningPoint::lost))
                .orElseThrow();
        assertEquals(0, top.index());
        assertEquals(Colour.RED, top.mover());
        assertEquals("C3-C4", top.played().text());
        Position before = game.positions().get(0);
        assertTrue(Rules.isLegal(before, top.better()));
        Position saved = Rules.applyLegal(before, top.better());
        assertTrue(saved.isActive(Colour.RED));
        Position answered = Rules.applyLegal(saved, REVIEWER.best(saved)); // Blue's best answer
        assertTrue(
                answered.isActive(Colour.RED),
                "the better move keeps the Chief: " + top.better().text());
        assertTrue(top.kept() - top.after() >= Reviewer.CLEARLY_BETTER);
        assertEquals(0, top.after(), 1e-6);
    }

    @Test
    void aMoveTheEngineWouldHavePlayedIsNeverATurningPoint() {
        // From the start through the first exchanges, where the standings swing the most
        Game game = Game.startingFrom(StartPosition.fourPlayers());
        for (int i = 0; i < 40 && !game.position().isOver(); i++) {
            game = game.play(new GameEvent.Played(REVIEWER.best(game.position())))
                    .orThrow();
        }
        assertTrue(REVIEWER.review(game).turningPoints().isEmpty());
    }

    @Test
    void theSameRecordGivesTheSameReview() throws IOException {
        Game game = longGame().upTo(60);
        Review first = new Reviewer().review(game);
        Review second = new Reviewer().review(game);
        assertEquals(first, second);
        assertFalse(first.standings().isEmpty());
    }

    @Test
    void turningPointsAreAtMostFiveInTheOrderPlayedAndEachClearlyWorseThanTheEnginesMove() throws IOException {
        Game game = longGame().upTo(80);
        Review review = REVIEWER.review(game);
        List<TurningPoint> points = review.turningPoints();
        assertTrue(points.size() <= Reviewer.MAX_TURNING_POINTS);
        for (int i = 0; i < points.size(); i++) {
            TurningPoint t = points.get(i);
            assertTrue(i == 0 || points.get(i - 1).index() < t.index());
            assertTrue(game.events().get(t.index()) instanceof GameEvent.Played p
                    && p.move().equals(t.played()));
            assertTrue(t.kept() - t.after() >= Reviewer.CLEARLY_BETTER);
            assertTrue(t.lost() > 0);
        }
    }

    @Test
    void aStandingWeighsEveryPlayerAlikeWhoeverIsToMove() throws IOException {
        // Judgements that give all to the player to move, the lean of a judgement one move on at its worst
        List<Position> positions = longGame().upTo(12).positions();
        List<Standing> judgements = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            judgements.add(new Standing(i, Map.of(positions.get(i).toMove().orElseThrow(), 1.0)));
        }
        List<Standing> standings = Reviewer.overTurns(positions, judgements);
        assertEquals(1, standings.get(0).share(Colour.RED), 1e-9); // only Red has been to move
        assertEquals(0.5, standings.get(1).share(Colour.RED), 1e-9);
        assertEquals(0.5, standings.get(1).share(Colour.BLUE), 1e-9);
        for (int i = 3; i < standings.size(); i++) {
            for (Colour c : Colour.values()) {
                assertEquals(0.25, standings.get(i).share(c), 1e-9, c + " at " + i);
            }
        }
    }

    @Test
    void aPlayersTurnsInTheLastRoundAreMeanedAndOneWithoutATurnInItIsLeftOut() throws IOException {
        // Blue to move once, then Red alone for seven positions (as if the others could not move, R7), his second turn
        // judged all Blue's; four players in: a round is at most six positions (R6, a Chief in power)
        List<Position> start = longGame().upTo(1).positions();
        List<Position> positions = new ArrayList<>(List.of(start.get(1)));
        List<Standing> judgements = new ArrayList<>(List.of(new Standing(0, Map.of(Colour.BLUE, 1.0))));
        for (int i = 1; i < 8; i++) {
            positions.add(start.get(0));
            judgements.add(new Standing(i, Map.of(i == 2 ? Colour.BLUE : Colour.RED, 1.0)));
        }
        List<Standing> standings = Reviewer.overTurns(positions, judgements);
        // Blue's one turn (all his) and the mean of Red's two (half his), half and half
        assertEquals(0.75, standings.get(2).share(Colour.BLUE), 1e-9);
        assertEquals(0.25, standings.get(2).share(Colour.RED), 1e-9);
        // Blue's turn is out of the round: Red's six turns alone, one of them all Blue's
        assertEquals(1.0 / 6, standings.get(6).share(Colour.BLUE), 1e-9);
        assertEquals(5.0 / 6, standings.get(6).share(Colour.RED), 1e-9);
    }

    /**
     * Judged one move on alone, this game's shares swung by more than 20 points and back on the next move 15 times
     * (13 times by more than 30), and the leader's share moved by 14.5 points a move on average; as standings, means
     * over the players' turns, never (not even by 10 points) and 2.6 points.
     */
    @Test
    void theStandingsDoNotFlipFromThePlayerToMoveToTheNextOnEveryMove() throws IOException {
        List<Standing> standings = REVIEWER.review(normalAgainstEasy()).standings();
        int flips = 0;
        double leaderMoves = 0;
        for (int i = 0; i + 1 < standings.size(); i++) {
            Standing now = standings.get(i);
            Standing next = standings.get(i + 1);
            Colour leader = Colour.values()[0];
            for (Colour c : Colour.values()) {
                leader = now.share(c) > now.share(leader) ? c : leader;
            }
            leaderMoves += Math.abs(next.share(leader) - now.share(leader));
            if (i + 2 < standings.size()) {
                Standing after = standings.get(i + 2);
                for (Colour c : Colour.values()) {
                    double there = next.share(c) - now.share(c);
                    double back = after.share(c) - next.share(c);
                    if (Math.abs(there) > 0.20 && Math.abs(back) > 0.20 && there * back < 0) {
                        flips++;
                        break;
                    }
                }
            }
        }
        assertEquals(0, flips, "standings that swung by more than 20 points and back at once");
        assertTrue(
                leaderMoves / (standings.size() - 1) < 0.08,
                "the leader's share moved by " + leaderMoves / (standings.size() - 1) + " a move on average");
    }

    @Test
    void aGameFromTheStartIsEvenAtTheStart() {
        Review review = REVIEWER.review(Game.startingFrom(StartPosition.fourPlayers()));
        for (Colour c : Colour.values()) {
            assertEquals(0.25, review.standings().get(0).share(c), 1e-9);
        }
    }
}
