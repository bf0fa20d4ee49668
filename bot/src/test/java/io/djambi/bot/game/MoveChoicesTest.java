package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply.PickerChoice;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class MoveChoicesTest {
    private static final Position MIDGAME = PositionNotation.read(
                    "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30")
            .orThrow();

    private static Set<String> legal(Position p) {
        return Rules.legalMoves(p).stream().map(Move::text).collect(Collectors.toSet());
    }

    @Test
    void fewMatchesAreListedWholeAndAllLegal() {
        List<MoveChoices.Suggestion> s = new MoveChoices(StartPosition.fourPlayers(), TestGames.TEXT).suggest("c3");
        assertTrue(s.size() <= MoveChoices.LIMIT);
        assertTrue(s.stream().allMatch(x -> legal(StartPosition.fourPlayers()).contains(x.value())), s.toString());
        assertTrue(s.stream().allMatch(x -> x.value().startsWith("C3")));
        assertEquals(
                legal(StartPosition.fourPlayers()).stream()
                        .filter(t -> t.startsWith("C3"))
                        .count(),
                s.size());
    }

    @Test
    void manyMatchesAreGroupedByTheLongestBeginningThatFits() {
        // 1087 legal moves: grouped, never more than Discord's 25, each group a real beginning of some moves
        List<MoveChoices.Suggestion> s = new MoveChoices(MIDGAME, TestGames.TEXT).suggest("");
        assertTrue(s.size() <= MoveChoices.LIMIT && s.size() > 1, s.toString());
        Set<String> legal = legal(MIDGAME);
        for (MoveChoices.Suggestion x : s) {
            assertTrue(legal.stream().anyMatch(t -> t.startsWith(x.value())), x.toString());
        }
        long covered = legal.stream()
                .filter(t -> s.stream().anyMatch(x -> t.startsWith(x.value())))
                .count();
        assertEquals(legal.size(), covered, "every legal move is under one of the suggestions");
    }

    @Test
    void typingIsForgivingAboutCaseAndSpaces() {
        MoveChoices c = new MoveChoices(StartPosition.fourPlayers(), TestGames.TEXT);
        assertEquals(c.suggest("C3-D4"), c.suggest(" c3 - d4 "));
    }

    @Test
    void nothingMatchesAnImpossibleBeginning() {
        assertTrue(new MoveChoices(StartPosition.fourPlayers(), TestGames.TEXT)
                .suggest("Z9")
                .isEmpty());
    }

    @Test
    void pickerStepsRebuildEveryLegalMoveAndNothingElse() {
        MoveChoices c = new MoveChoices(MIDGAME, TestGames.TEXT);
        Set<String> built = new java.util.TreeSet<>();
        walk(c, "", built);
        assertEquals(new java.util.TreeSet<>(legal(MIDGAME)), built);
    }

    private static void walk(MoveChoices c, String picked, Set<String> built) {
        for (PickerChoice choice : c.next(picked)) {
            if (choice.value().isEmpty()) {
                built.add(picked);
            } else if (c.next(picked + choice.value()).isEmpty()) {
                assertTrue(c.isMove(picked + choice.value()), picked + choice.value());
                built.add(picked + choice.value());
            } else {
                walk(c, picked + choice.value(), built);
            }
        }
    }

    @Test
    void aGroupOfOneMoveSaysMoveNotMoves() {
        assertEquals("C3… (1 move)", TestGames.TEXT.get("picker.group", "C3", 1));
        assertEquals("C3… (4 moves)", TestGames.TEXT.get("picker.group", "C3", 4));
    }
}
