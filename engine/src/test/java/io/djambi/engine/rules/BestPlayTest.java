package io.djambi.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Best play in endgames of two players, every reachable position played out. The positions are those of a real
 * standoff (seed 412, game 18 of the tournament against three {@code normal}): Red's and Yellow's Chiefs among the
 * corpses, Red's two other pieces walled in at the top left, nobody in power. A Chief kills along a clear line (R12),
 * and killing the last rival's Chief ends the game (R17, R22). The tests of power (R6) have a board of their own.
 */
class BestPlayTest {
    /** The board of that game, without the two Chiefs: they are put where each test says. */
    private static Position withChiefs(String rank9, String rank6, String rank5, String toMove) {
        String board = rank9 + "/gAXX1X1X2/XXX2X1X1/" + rank6 + "/" + rank5 + "/4XXXX1/3XX3X/1X2X1X2/4X1X2";
        return PositionNotation.read(board + " " + toMove + " rryr " + toMove + " 0 0")
                .orThrow();
    }

    @Test
    void aChiefOnTheRivalChiefsLineWithTheMoveWinsByTakingHim() {
        // GIVEN Yellow's Chief on C5, next to Red's on D6 (a diagonal), Red to move
        Position p = withChiefs("XgRX1X2X1", "3rCXXXXX", "X1yC4X1", "r");
        // THEN Red wins, by taking him
        BestPlay.Won won = assertInstanceOf(BestPlay.Won.class, BestPlay.of(p, 100_000));
        assertEquals(Colour.RED, won.winner());
        assertTrue(won.keepingMove().orElseThrow().text().startsWith("D6xC5"), won.toString());
        assertTrue(Rules.applyLegal(p, won.keepingMove().get()).isOver());
    }

    @Test
    void aChiefWhoseEveryMoveStepsOntoTheRivalsLineLosesThoughNothingThreatensHimNow() {
        // GIVEN Red's Chief on F9, safe from Yellow's on D6, with only G9 and F8 to go to, both on Yellow's diagonal
        // through E7: Red to move (zugzwang; no pass while a move is legal, R7)
        Position p = withChiefs("XgRX1XrC1X1", "3yCXXXXX", "X6X1", "r");
        assertEquals(
                List.of("F9-G9", "F9-F8"),
                Rules.legalMoves(p).stream().map(Move::text).toList());
        // THEN Yellow wins with best play, though Red is to move
        BestPlay.Won won = assertInstanceOf(BestPlay.Won.class, BestPlay.of(p, 100_000));
        assertEquals(Colour.YELLOW, won.winner());
        assertEquals(Optional.empty(), won.keepingMove(), "the loser's move keeps nothing");
        // AND after either move, Yellow, to move, wins by a move that takes Red's Chief
        for (Move m : Rules.legalMoves(p)) {
            Position after = Rules.applyLegal(p, m);
            BestPlay.Won then = assertInstanceOf(BestPlay.Won.class, BestPlay.of(after, 100_000));
            assertEquals(Colour.YELLOW, then.winner());
            assertTrue(Rules.applyLegal(after, then.keepingMove().orElseThrow()).isOver(), m.text());
        }
    }

    @Test
    void aQuietMoveThatLeavesTheRivalNoSafeSquareWinsAndItsKeepingMovesEndTheGame() {
        // GIVEN Red's Chief on A6, Yellow's on D5, neither on the other's line, Yellow to move
        Position p = withChiefs("XgRX1X2X1", "rC3XXXXX", "X2yC3X1", "y");
        // THEN Yellow wins, by a move that kills nothing: D5-C5, after which every square Red can go to is on his line
        BestPlay.Won won = assertInstanceOf(BestPlay.Won.class, BestPlay.of(p, 100_000));
        assertEquals(Colour.YELLOW, won.winner());
        assertEquals("D5-C5", won.keepingMove().orElseThrow().text());
        // AND whatever Red answers, Yellow's keeping moves end the game, his win, within a few moves (the keeping move
        // goes to a position decided earlier, never round in a circle)
        Position after = Rules.applyLegal(p, won.keepingMove().get());
        for (Move answer : Rules.legalMoves(after)) {
            Position q = Rules.applyLegal(after, answer);
            for (int moves = 0; !q.isOver(); moves++) {
                assertTrue(moves < 20, "Yellow's win goes on after " + answer.text());
                Move next = q.toMove().orElseThrow() == Colour.YELLOW
                        ? keepingMove(q)
                        : Rules.legalMoves(q).get(0);
                q = Rules.applyLegal(q, next);
            }
            assertEquals(new Outcome.Won(Colour.YELLOW), Rules.outcome(q), answer.text());
        }
    }

    @Test
    void theStandoffAsItWasAgreedDrawnIsADrawWithBestPlay() {
        // GIVEN the game's last position: Red's Chief on D6, Yellow's on B5, Yellow to move; neither on the other's
        // line, and 5,756 positions can be reached from it
        Position p = withChiefs("XgRX1X2X1", "3rCXXXXX", "XyC5X1", "y");
        // THEN neither can force a win: the 300 moves without a kill that ended the game were no missed win
        assertEquals(new BestPlay.Drawn(5_756), BestPlay.of(p, 100_000));
    }

    /** The move that keeps the win of the player to move in {@code p}, which must be won for him. */
    private static Move keepingMove(Position p) {
        return assertInstanceOf(BestPlay.Won.class, BestPlay.of(p, 100_000))
                .keepingMove()
                .orElseThrow();
    }

    /**
     * A board walled with corpses: Yellow's Chief on H8 can go only to G7, G8 or I9, or take Red's Militant on F6, which
     * stands between him and the maze on its diagonal; Red's Chief on the square that {@code rank5} says, and no other
     * piece. Yellow to move.
     */
    private static Position pocket(String rank5) {
        return PositionNotation.read("5XXX1/4XX1yCX/3XX2XX/2XX1rMXX1/" + rank5 + "/2XXXXX2/9/9/9 y rryr y 0 0")
                .orThrow();
    }

    @Test
    void theChiefInPowerWinsWithTwoBonusMovesInARowAQuietOneThenTheKill() {
        // GIVEN Red's Chief on the maze, in power: with two players, he makes two bonus moves in a row after each of
        // Yellow's moves (R6)
        Position p = pocket("2X1rC1X2");
        // THEN Red wins, though after H8-G8 or H8-I9 no move of his kills: the Militant steps aside or closer first
        BestPlay.Won won = assertInstanceOf(BestPlay.Won.class, BestPlay.of(p, 100_000));
        assertEquals(Colour.RED, won.winner());
        assertEquals(Optional.empty(), won.keepingMove(), "Yellow is to move");
        // AND whatever Yellow plays, Red's keeping moves end the game, his win, before Yellow moves again
        for (Move m : Rules.legalMoves(p)) {
            Position after = Rules.applyLegal(p, m);
            boolean needsBoth = m.text().equals("H8-G8") || m.text().equals("H8-I9");
            assertEquals(
                    needsBoth,
                    Rules.legalMoves(after).stream()
                            .noneMatch(r -> Rules.applyLegal(after, r).isOver()),
                    m.text());
            Position q = after;
            int bonusMoves = 0;
            while (!q.isOver()) {
                assertEquals(Optional.of(Colour.RED), q.toMove(), m.text());
                assertTrue(++bonusMoves <= 2, m.text());
                q = Rules.applyLegal(q, keepingMove(q));
            }
            assertEquals(new Outcome.Won(Colour.RED), Rules.outcome(q), m.text());
            assertEquals(needsBoth ? 2 : 1, bonusMoves, m.text());
        }
    }

    @Test
    void theSameChiefOneSquareOffTheMazeIsNotInPowerAndLosesHisMilitantAndTheGame() {
        // GIVEN the same pieces with Red's Chief on D5, beside the maze: nobody is in power, the players take turns
        // (R5, R6)
        Position p = pocket("2XrC2X2");
        // THEN Yellow wins, by taking the Militant and laying its corpse on E6
        BestPlay.Won won = assertInstanceOf(BestPlay.Won.class, BestPlay.of(p, 100_000));
        assertEquals(Colour.YELLOW, won.winner());
        assertEquals("H8xF6>E6", won.keepingMove().orElseThrow().text());
        // AND Red's Chief can then only step next to Yellow's, on the maze or through it to F5, and is taken
        Position after = Rules.applyLegal(p, won.keepingMove().get());
        assertEquals(
                List.of("D5-E5", "D5-F5"),
                Rules.legalMoves(after).stream().map(Move::text).toList());
        for (Move answer : Rules.legalMoves(after)) {
            Position q = Rules.applyLegal(after, answer);
            assertEquals(Optional.of(Colour.YELLOW), q.toMove(), answer.text());
            q = Rules.applyLegal(q, keepingMove(q));
            assertEquals(new Outcome.Won(Colour.YELLOW), Rules.outcome(q), answer.text());
        }
    }

    @Test
    void aPositionWithMoreToPlayOutThanTheLimitIsLeftUnsolved() {
        Position p = withChiefs("XgRX1X2X1", "3rCXXXXX", "XyC5X1", "y");
        assertInstanceOf(BestPlay.Unsolved.class, BestPlay.of(p, 5_755));
        assertThrows(IllegalArgumentException.class, () -> BestPlay.of(p, 0));
    }

    @Test
    void bestPlayIsNotDefinedForMoreThanTwoPlayers() {
        BestPlay.Unsolved u = assertInstanceOf(
                BestPlay.Unsolved.class,
                BestPlay.of(PositionNotation.read("start").orThrow(), 10));
        assertTrue(u.why().startsWith("4 players"), u.why());
    }

    @Test
    void aFinishedGameIsItsOwnVerdict() {
        Position p = withChiefs("XgRX1X2X1", "3rCXXXXX", "X1yC4X1", "r");
        Move take = Rules.legalMoves(p).stream()
                .filter(m -> m.text().startsWith("D6xC5"))
                .findFirst()
                .orElseThrow();
        assertEquals(new BestPlay.Won(Colour.RED, Optional.empty(), 1), BestPlay.of(Rules.applyLegal(p, take), 10));
    }
}
