package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The forgiving reading of {@code /move}: each form a player may type, and what it finds among the legal moves. */
class MoveQueryTest {
    private static final MoveWords WORDS = new MoveWords(TestGames.TEXT);
    private static final Position START = StartPosition.fourPlayers();
    /** Red's Chief on A1 and Militant on D6 beside Blue's lone Chief on E6; Blue's Militant on I1. */
    private static final Position LONE_CHIEF =
            PositionNotation.read("9/9/9/3rMbC4/9/9/9/9/rC7bM r rb-- r 0 10").orThrow();

    private static MoveQuery.Found find(Position p, String typed) {
        return MoveQuery.find(p, Rules.legalMoves(p), typed, WORDS);
    }

    private static List<String> texts(MoveQuery.Found found) {
        return switch (found) {
            case MoveQuery.Exactly e -> List.of(e.move().text());
            case MoveQuery.Several s -> s.moves().stream().map(Move::text).toList();
            default -> List.of();
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"C3-D4", "c3-d4", "c3d4", "C3D4", "c3 d4", " c3  -  d4 ", "c3xd4", "C3Xd4", "c3,d4"})
    void oneMoveIsFoundWhateverItsCaseSpacesAndSeparators(String typed) {
        assertEquals(List.of("C3-D4"), texts(assertInstanceOf(MoveQuery.Exactly.class, find(START, typed))));
    }

    @Test
    void aDestinationAloneFindsEveryLegalMoveThere() {
        // GIVEN the start: D4 is reached by Red's Necromobile (C3) and by no one else
        assertEquals(List.of("C3-D4"), texts(find(START, "d4")));
        // AND D3 by the Militant on C2 and the Necromobile on C3
        assertEquals(List.of("C2-D3", "C3-D3"), texts(find(START, "D3")));
    }

    @Test
    void anOriginAloneFindsThatPiecesMoves() {
        List<String> expected = Rules.legalMovesFrom(START, Square.parse("C3")).stream()
                .map(Move::text)
                .sorted()
                .toList();
        assertEquals(expected, texts(assertInstanceOf(MoveQuery.Several.class, find(START, "c3"))));
    }

    @Test
    void aRoleNameFindsThatRolesMovesAndWithASquareNarrowsThem() {
        // "chief" in any case: Red's Chief on A1, and nothing of the Militant's
        List<String> chief = texts(find(LONE_CHIEF, "CHIEF"));
        assertTrue(!chief.isEmpty() && chief.stream().allMatch(t -> t.startsWith("A1")), chief.toString());
        // "chief e5": the Chief's move to the maze, only
        assertEquals(List.of("A1-E5"), texts(find(LONE_CHIEF, "chief e5")));
        // a beginning of a role's name is enough when only one role begins so
        assertEquals(texts(find(START, "necromobile")), texts(find(START, "nec")));
        assertEquals(texts(find(START, "necromobile")), texts(find(START, "c3")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"chef e5", "Chef E5", "CHEF e5", "ch e5"})
    void aFrenchPlayerNamesTheChiefInFrench(String typed) {
        // GIVEN the role names of the French command layer
        MoveWords french = new MoveWords(TestGames.TEXT.forLocale(Locale.FRENCH));
        // THEN "chef e5" is the Chief's move to the maze
        assertEquals(List.of("A1-E5"), texts(MoveQuery.find(LONE_CHIEF, Rules.legalMoves(LONE_CHIEF), typed, french)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"nécromobile", "necromobile", "NÉCROMOBILE", "Necro", "ne\u0301cromobile"})
    void aFrenchRoleNameReadsWithOrWithoutItsAccentsInAnyCase(String typed) {
        // GIVEN the French role names; the last form types the accent as a letter and a combining mark
        MoveWords french = new MoveWords(TestGames.TEXT.forLocale(Locale.FRENCH));
        // THEN each finds the Necromobile's moves, as its square does
        assertEquals(
                texts(find(START, "c3")), texts(MoveQuery.find(START, Rules.legalMoves(START), typed, french)), typed);
        assertEquals(Optional.of(Role.NECROMOBILE), french.roleNamed(typed));
    }

    @Test
    void aFrenchLayerReadsProvocateurAndMilitantAndRefusesAnUnknownWord() {
        MoveWords french = new MoveWords(TestGames.TEXT.forLocale(Locale.FRENCH));
        assertEquals(Optional.of(Role.PROVOCATEUR), french.roleNamed("provocateur"));
        assertEquals(Optional.of(Role.MILITANT), french.roleNamed("Mil"));
        assertEquals(Optional.of(Role.ASSASSIN), french.roleNamed("assassin"));
        assertInstanceOf(MoveQuery.Unreadable.class, MoveQuery.find(START, Rules.legalMoves(START), "fou e5", french));
    }

    @Test
    void aPartOfTheMoveNamesEveryMoveThatBeginsSo() {
        // D6 kills on E6 and must lay the corpse somewhere: one move per empty square
        MoveQuery.Several s = assertInstanceOf(MoveQuery.Several.class, find(LONE_CHIEF, "d6 e6"));
        assertTrue(s.moves().size() > 50, s.moves().toString());
        assertTrue(s.moves().stream().allMatch(m -> m.text().startsWith("D6xE6>")));
        // the placement named too: one
        assertEquals(List.of("D6xE6>A9"), texts(find(LONE_CHIEF, "d6 e6 a9")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"A3-A", "a3-a", " a3 - a ", "A3-"})
    void aBeginningOfMovesInNotationNamesEveryMoveThatBeginsSo(String typed) {
        // the autocomplete offers "A3-A… (2 moves)" with the value A3-A, which a phone sends as it is
        List<String> found = texts(assertInstanceOf(MoveQuery.Several.class, find(START, typed)));
        List<String> expected = Rules.legalMoves(START).stream()
                .map(Move::text)
                .filter(t -> t.startsWith(MoveChoices.normalise(typed)))
                .sorted()
                .toList();
        assertEquals(expected, found);
        assertTrue(found.containsAll(List.of("A3-A4", "A3-A5")), found.toString());
    }

    @Test
    void theSquaresOfAWholeMoveComeBeforeTheMovesThatGoOnFromThem() {
        // GIVEN a Reporter on D1 that may stop on D3 and kill Blue's Militant on D4, or kill nobody
        Position p = PositionNotation.read("9/9/9/9/9/3bM5/9/9/rC2rR4bC r rb-- r 0 10")
                .orThrow();
        assertTrue(
                texts(find(p, "d1 d3 d4")).equals(List.of("D1-D3xD4")),
                texts(find(p, "d1d3d4")).toString());
        // THEN "d1 d3" is the move that kills nobody, as its notation D1-D3 is
        assertEquals(List.of("D1-D3"), texts(find(p, "d1d3")));
    }

    @Test
    void whatFitsNoLegalMoveIsNothing() {
        assertInstanceOf(MoveQuery.Nothing.class, find(START, "c3 e5"), "the Necromobile cannot stop on the maze");
        assertInstanceOf(MoveQuery.Nothing.class, find(START, "e5"), "no piece reaches the maze at the start");
        assertInstanceOf(MoveQuery.Nothing.class, find(LONE_CHIEF, "assassin"), "Red has no Assassin left");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hello", "z9", "-", "c", "c3 to e5", "chief militant", "42"})
    void whatIsNoMoveInAnyFormIsUnreadable(String typed) {
        assertInstanceOf(MoveQuery.Unreadable.class, find(START, typed));
    }
}
