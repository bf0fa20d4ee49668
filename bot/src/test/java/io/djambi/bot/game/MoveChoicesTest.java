package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    static final Position MIDGAME = PositionNotation.read(
                    "gCgR2yM2yAyC/gA4XyMyP1/gMX3yMX2/2XXyR3X/2rM1X3gM/2gNrN5/2X4rM1/rRrPrM2XbM1bA/rCrArMX2bMbR1 r ryyh r 0 30")
            .orThrow();
    private static final MoveWords WORDS = new MoveWords(TestGames.TEXT);

    private static Set<String> legal(Position p) {
        return Rules.legalMoves(p).stream().map(Move::text).collect(Collectors.toSet());
    }

    private static MoveChoices choices(Position p) {
        return new MoveChoices(p, WORDS, TestGames.TEXT);
    }

    @Test
    void fewMatchesAreListedWholeAndAllLegal() {
        List<MoveChoices.Suggestion> s = choices(StartPosition.fourPlayers()).suggest("c3");
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
        List<MoveChoices.Suggestion> s = choices(MIDGAME).suggest("");
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
    void choosingAGroupAlwaysNarrowsItAndAGroupOfOneIsItsMove() {
        // A kill with 45 squares for the corpse offered "A7xC5>… (45 moves)" again when "A7xC5>" was typed, and a
        // group of one showed as "H2-… (1 move)" (found by the play-test): every group must lead somewhere
        Set<String> legal = legal(MIDGAME);
        java.util.ArrayDeque<String> typed = new java.util.ArrayDeque<>(List.of(""));
        int groupsFollowed = 0;
        while (!typed.isEmpty()) {
            String now = typed.pop();
            for (MoveChoices.Suggestion x : choices(MIDGAME).suggest(now)) {
                if (legal.contains(x.value())) {
                    continue; // a whole move
                }
                long under = legal.stream().filter(t -> t.startsWith(x.value())).count();
                assertTrue(under > 1, "a group of one move: " + x);
                assertTrue(x.value().length() > now.length(), "typing " + now + " offers itself again: " + x);
                typed.push(x.value());
                groupsFollowed++;
            }
        }
        assertTrue(groupsFollowed > 25, "the walk went through the groups: " + groupsFollowed);
    }

    @Test
    void typingIsForgivingAboutCaseSpacesAndSeparators() {
        MoveChoices c = choices(StartPosition.fourPlayers());
        assertEquals(c.suggest("C3-D4"), c.suggest(" c3 - d4 "));
        assertEquals(List.of("C3-D4"), values(c.suggest("c3d4")));
        assertEquals(List.of("C3-D4"), values(c.suggest("c3 d4")));
        assertEquals(List.of("C3-D4"), values(c.suggest("c3xd4")), "x or - either way");
    }

    @Test
    void aRoleNameSuggestsThatRolesMoves() {
        // GIVEN the start, where Red's Necromobile stands on C3
        List<String> necromobile = values(choices(StartPosition.fourPlayers()).suggest("necromobile"));
        // THEN exactly his moves
        assertEquals(
                legal(StartPosition.fourPlayers()).stream()
                        .filter(t -> t.startsWith("C3"))
                        .sorted()
                        .toList(),
                necromobile);
    }

    @Test
    void nothingMatchesAnImpossibleBeginning() {
        assertTrue(choices(StartPosition.fourPlayers()).suggest("Z9").isEmpty());
        assertTrue(choices(StartPosition.fourPlayers()).suggest("hello").isEmpty());
    }

    @Test
    void aSuggestionThatKillsAChiefSaysSoInWords() {
        // GIVEN Red's Militant on D6 next to Blue's lone Chief on E6, Blue's last piece but one
        Position p = PositionNotation.read("9/9/9/3rMbC4/9/9/9/9/rC7bM r rb-- r 0 10")
                .orThrow();
        // WHEN Red types the kill
        List<MoveChoices.Suggestion> s = choices(p).suggest("d6xe6>b");
        // THEN each way to lay the corpse says Blue's Chief dies and Blue is out
        assertTrue(!s.isEmpty());
        assertTrue(s.stream().allMatch(x -> x.label().contains("Blue's Chief dies: Blue is out")), s.toString());
        assertTrue(
                choices(p).suggest("d6-d7").stream().noneMatch(x -> x.label().contains("dies")),
                "an ordinary move says nothing more");
    }

    @Test
    void aGroupOfOneMoveSaysMoveNotMoves() {
        assertEquals("C3… (1 move)", TestGames.TEXT.get("picker.group", "C3", 1));
        assertEquals("C3… (4 moves)", TestGames.TEXT.get("picker.group", "C3", 4));
    }

    private static List<String> values(List<MoveChoices.Suggestion> s) {
        return s.stream().map(MoveChoices.Suggestion::value).toList();
    }
}
