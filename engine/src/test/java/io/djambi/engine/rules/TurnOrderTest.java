package io.djambi.engine.rules;

import static io.djambi.engine.Fixtures.notation;
import static io.djambi.engine.Fixtures.play;
import static io.djambi.engine.Fixtures.position;
import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** R5, R6, R7: who moves next. */
class TurnOrderTest {
    /** Each camp has its Chief in a corner and a free Militant on its own side. */
    private static final String FOUR_CAMPS = """
            gC .  .  .  .  .  .  .  yC
            .  .  .  .  .  .  .  .  .
            .  gM .  .  .  .  .  yM .
            .  .  .  .  .  .  .  .  .
            .  .  .  .  .  .  .  .  .
            .  .  .  .  rC .  .  .  .
            .  rM .  .  .  .  .  bM .
            .  .  .  .  .  .  .  .  .
            .  .  .  .  .  .  .  .  bC
            """;

    /** Who is to move after each event, read as "colour/bonus". */
    private static List<String> turns(Position p, String... events) {
        List<String> seen = new ArrayList<>();
        Position now = p;
        for (String e : events) {
            now = play(now, e);
            seen.add(now.toMove().map(Colour::displayName).orElse("-") + "/" + now.bonus());
        }
        return seen;
    }

    @Test
    @DisplayName("R5 the order is Red, Blue, Yellow, Green, and round again")
    void orderIsRedBlueYellowGreen() {
        Position p = read("start");
        assertEquals(List.of("Blue/0", "Yellow/0", "Green/0", "Red/0"), turns(p, "C1-D1", "I3-I4", "G7-F6", "A7-A6"));
    }

    @Test
    @DisplayName("R5 eliminated players are skipped")
    void eliminatedPlayersAreSkipped() {
        Position p = position(FOUR_CAMPS.replace("bC", "X "), "r rryg r 0 0");
        assertEquals(List.of("Yellow/0", "Green/0", "Red/0"), turns(p, "B3-B4", "H7-H6", "B7-B6"));
    }

    @Test
    @DisplayName(
            "R6 a Chief who takes the maze on his own turn plays his first bonus move after the next player's move")
    void chiefTakingTheMazePlaysAfterTheNextPlayer() {
        Position p = position(FOUR_CAMPS, "r rbyg r 0 0");
        assertEquals(
                List.of("Blue/0", "Red/1", "Yellow/0", "Red/1", "Green/0", "Red/1", "Blue/0"),
                turns(p, "E4-E5", "H3-H4", "B3-B4", "H7-H6", "B4-B5", "B7-B6", "B5-C6"));
    }

    @Test
    @DisplayName("R6 with Blue in power the order runs Yellow, Blue, Green, Blue, Red, Blue")
    void blueInPowerMovesAfterEveryOtherPlayer() {
        Position bluePower = read("gC7yC/9/1gM5yM1/9/4bC4/4rC4/1rM5bM1/9/8X y rbyg y 0 0");
        assertEquals(
                List.of("Blue/1", "Green/0", "Blue/1", "Red/0", "Blue/1", "Yellow/0"),
                turns(bluePower, "H7-H6", "H3-H2", "B7-B6", "H2-H1", "B3-B2", "H1-G1"));
    }

    @Test
    @DisplayName("R6 with two players and Red entering the maze the order runs Blue, Red, Red, Blue")
    void twoPlayersGiveTheChiefInPowerTwoBonusMoves() {
        Position p = read("9/9/9/9/9/4rC4/1rM5bM1/9/8bC r rbrb r 0 0");
        assertEquals(List.of("Blue/0", "Red/1", "Red/2", "Blue/0"), turns(p, "E4-E5", "H3-H4", "B3-B4", "B4-B5"));
    }

    @Test
    @DisplayName("R6 a player never moves right after leaving the maze by his own move")
    void playerLeavingTheMazeDoesNotMoveNext() {
        Position p = read("gC7yC/9/1gM5yM1/9/4rC4/9/1rM5bM1/9/8bC r rbyg b 1 0");
        Position after = play(p, "E5-E6");
        assertEquals(Optional.of(Colour.YELLOW), after.toMove());
        assertEquals("gC7yC/9/1gM5yM1/4rC4/9/9/1rM5bM1/9/8bC y rbyg y 0 1", notation(after));
    }

    @Test
    @DisplayName("R7 a player with no legal move passes automatically, and a pass is not a ply")
    void playerWithNoLegalMovePassesAutomatically() {
        // Blue's Chief and Necromobile are boxed in by frozen Yellow pieces; the Necromobile spares him R18.
        Position p = read("9/9/9/9/9/9/4rM2yMyM/7yMbN/rC6yMbC r rb-- r 0 0");
        Position withGreen = read("gC8/9/9/9/9/9/4rM2yMyM/7yMbN/rC6yMbC r rb-g r 0 0");
        assertEquals("Red/0", turns(p, "E3-E4").get(0), "Blue passes and Red moves again");
        assertEquals(1, play(p, "E3-E4").ply());
        assertEquals("Green/0", turns(withGreen, "E3-E4").get(0), "Blue passes, Yellow is frozen, Green moves");
    }

    @Test
    @DisplayName("R7 the game is drawn when no active player has a legal move")
    void gameIsDrawnWhenNobodyCanMove() {
        Position p = position("""
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                gM gM .  X  rM X  .  yM yM
                rN gM .  X  bM X  .  yM bN
                rC gM .  X  X  X  .  yM bC
                """, "r rb-- r 0 0");
        Position after = play(p, "E3xE2>E3");
        assertEquals(Optional.empty(), after.toMove());
        assertEquals(new Outcome.Drawn(), Rules.outcome(after));
        assertEquals("9/9/9/9/9/9/gMgM1XXX1yMyM/rNgM1XrMX1yMbN/rCgM1XXX1yMbC - rb-- - 0 1", notation(after));
    }
}
