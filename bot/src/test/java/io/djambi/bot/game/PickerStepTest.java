package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply.PickerChoice;
import io.djambi.bot.command.Reply.PickerLink;
import io.djambi.bot.command.Reply.PickerView;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.PositionNotation;
import io.djambi.engine.rules.Rules;
import io.djambi.render.Marks;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The picker's steps against the engine: what each step marks on its board is exactly the engine's legal choices at
 * that step (derived here from the kinds of the legal moves, not from their text), every legal move and nothing else
 * can be built through the steps and their pages, and no step needs more than one extra page.
 */
class PickerStepTest {
    private static final MoveWords WORDS = new MoveWords(TestGames.TEXT);
    /** Red's Chief on A1 and Militant on D6 beside Blue's lone Chief on E6: 77 squares to lay a corpse on. */
    static final Position LONE_CHIEF =
            PositionNotation.read("9/9/9/3rMbC4/9/9/9/9/rC7bM r rb-- r 0 10").orThrow();
    /** Blue in power: Red's Assassin, Provocateur and Necromobile may act on the maze. */
    static final Position CHIEF_IN_POWER = PositionNotation.read(
                    "gCgR2X2yAyC/gAX3XXyMyR/3X1yMXyM1/1gMgMXXX3/4bC4/1XXrM5/rM1XX4bM/rA2X3yMbA/rC1rMX1bM3 b rbyg y 1 38")
            .orThrow();

    static Stream<Position> positions() {
        return Stream.of(StartPosition.fourPlayers(), MoveChoicesTest.MIDGAME, LONE_CHIEF, CHIEF_IN_POWER);
    }

    private static PickerStep step(Position p, String picked) {
        return PickerStep.of(p, picked, Rules.legalMoves(p), WORDS, TestGames.TEXT);
    }

    @ParameterizedTest
    @MethodSource("positions")
    void theFirstStepMarksExactlyThePiecesThatCanMove(Position p) {
        Marks marks = step(p, "").marks();
        assertEquals(Rules.legalMoves(p).stream().map(Move::from).collect(Collectors.toSet()), marks.pieces());
        assertTrue(
                marks.reach().isEmpty()
                        && marks.take().isEmpty()
                        && marks.place().isEmpty(),
                marks.toString());
    }

    @ParameterizedTest
    @MethodSource("positions")
    void theSecondStepMarksThePieceItsDestinationsAndWhatItWouldTakeThere(Position p) {
        for (Square from : step(p, "").marks().pieces()) {
            List<Move> moves = Rules.legalMovesFrom(p, from);
            Set<Square> reach = new HashSet<>();
            Set<Square> take = new HashSet<>();
            for (Move m : moves) {
                switch (m) {
                    case Move.Step s -> reach.add(s.to());
                    case Move.ReporterKill r -> reach.add(r.to());
                    case Move.Displace d -> take.add(d.to());
                    case Move.Assassination a -> take.add(a.to());
                    case Move.MazeAssassination x -> take.add(Square.MAZE);
                    case Move.MazeAction x -> take.add(Square.MAZE);
                }
            }
            Marks marks = step(p, from.name()).marks();
            assertEquals(new Marks(Set.of(from), reach, take, Set.of()), marks, from.name());
        }
    }

    @ParameterizedTest
    @MethodSource("positions")
    void theThirdStepMarksThePlacementsTheVictimsOrTheWaysOutOfTheMaze(Position p) {
        for (Move m : Rules.legalMoves(p)) {
            String picked = m.text().substring(0, 5);
            Marks marks = step(p, picked).marks();
            List<Move> same = Rules.legalMoves(p).stream()
                    .filter(o -> o.text().startsWith(picked))
                    .toList();
            switch (m) {
                case Move.Displace d ->
                    assertEquals(
                            same.stream().map(o -> ((Move.Displace) o).place()).collect(Collectors.toSet()),
                            marks.place(),
                            picked);
                case Move.ReporterKill r ->
                    assertTrue(
                            same.stream()
                                    .filter(Move.ReporterKill.class::isInstance)
                                    .map(o -> ((Move.ReporterKill) o).victim())
                                    .collect(Collectors.toSet())
                                    .equals(marks.take()),
                            picked);
                case Move.MazeAssassination x ->
                    assertEquals(
                            same.stream().map(Move::destination).collect(Collectors.toSet()), marks.reach(), picked);
                case Move.MazeAction x ->
                    assertEquals(
                            same.stream().map(Move::destination).collect(Collectors.toSet()), marks.reach(), picked);
                default -> {} // a move of two parts ends at the second step
            }
            assertEquals(Set.of(m.from()), marks.pieces());
        }
    }

    @ParameterizedTest
    @MethodSource("positions")
    void theStepsAndTheirPagesBuildEveryLegalMoveAndNothingElse(Position p) {
        Set<String> built = new TreeSet<>();
        walk(p, new PickerView(1, 0, "", "1"), built);
        assertEquals(
                Rules.legalMoves(p).stream().map(Move::text).collect(Collectors.toCollection(TreeSet::new)), built);
    }

    /** Every choice of every page of the view, as the adapter would send them; checks the pages on the way. */
    private static void walk(Position p, PickerView view, Set<String> built) {
        PickerStep step = step(p, view.picked());
        List<PickerChoice> all = step.choices();
        PickerPages.Page page = new PickerPages(TestGames.TEXT).page(view, all);
        assertTrue(
                page.choices().size() <= PickerPages.PAGE,
                view + ": " + page.choices().size());
        for (PickerLink link : page.links()) {
            if (link.enabled()
                    && link.to().picked().equals(view.picked())
                    && !link.to().page().equals("1")) {
                assertEquals("1", view.page(), "only a first page leads to another page: " + view);
                walk(p, link.to(), built);
            }
        }
        for (PickerChoice c : page.choices()) {
            if (c.value().startsWith("r")) {
                assertEquals("1", view.page());
                walk(p, new PickerView(1, 0, view.picked(), c.value()), built);
                continue;
            }
            String next = view.picked() + c.value();
            PickerStep after = step(p, next);
            if (c.value().isEmpty() || !after.goesOn()) {
                assertTrue(after.whole().isPresent(), next);
                built.add(after.whole().get().text());
            } else {
                walk(p, new PickerView(1, 0, next, "1"), built);
            }
        }
    }

    @Test
    void aStepOfMoreSquaresThanTwoPagesHoldIsChosenByRankFirst() {
        // GIVEN the Militant's kill on E6, with 77 squares to lay the corpse on
        List<PickerChoice> all = step(LONE_CHIEF, "D6xE6").choices();
        assertEquals(77, all.size());
        PickerPages pages = new PickerPages(TestGames.TEXT);
        // WHEN the step is shown: one choice per rank
        PickerPages.Page first = pages.page(new PickerView(1, 0, "D6xE6", "1"), all);
        assertEquals(
                List.of("r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9"),
                first.choices().stream().map(PickerChoice::value).toList());
        assertEquals("Rank 9 (9 squares)", first.choices().get(8).label());
        // THEN rank 9 shows its nine squares, each saying it kills Blue's Chief and puts Blue out
        PickerPages.Page nine = pages.page(new PickerView(1, 0, "D6xE6", "r9"), all);
        assertEquals(9, nine.choices().size());
        assertEquals(">A9", nine.choices().get(0).value());
        assertEquals("A9: lay the corpse there", nine.choices().get(0).label());
        assertTrue(
                nine.choices().stream()
                        .allMatch(c -> c.description().equals("Blue's Chief dies: Blue is out; the game ends")),
                nine.choices().toString());
    }

    @Test
    void aStepOfTwentySixToFiftyChoicesHasASecondPageBehindMore() {
        // GIVEN Red's Assassin on D5 of an almost empty board: 29 squares to go to
        Position open = PositionNotation.read("8bC/9/9/9/3rA5/9/9/9/rC7bM r rb-- r 0 10")
                .orThrow();
        List<PickerChoice> all = step(open, "D5").choices();
        assertEquals(29, all.size());
        PickerPages pages = new PickerPages(TestGames.TEXT);
        // WHEN the step is shown: 25, and More
        PickerPages.Page first = pages.page(new PickerView(1, 0, "D5", "1"), all);
        assertEquals(all.subList(0, 25), first.choices());
        PickerLink more = first.links().get(1);
        assertEquals(new PickerView(1, 0, "D5", "2"), more.to());
        assertEquals("More (26-29)", more.label());
        // THEN the second page holds the rest, and its Back is the first page; it has no More of its own
        PickerPages.Page second = pages.page(more.to(), all);
        assertEquals(all.subList(25, 29), second.choices());
        assertEquals(
                List.of(new PickerView(1, 0, "D5", "1")),
                second.links().stream().map(PickerLink::to).toList());
    }

    @Test
    void backGoesToThePreviousPartOfTheMoveAndIsOffAtTheFirstStep() {
        assertEquals(null, PickerPages.back(new PickerView(1, 0, "", "1")));
        assertEquals(new PickerView(1, 0, "", "1"), PickerPages.back(new PickerView(1, 0, "C3", "1")));
        assertEquals(new PickerView(1, 0, "D6", "1"), PickerPages.back(new PickerView(1, 0, "D6xE6", "1")));
        assertEquals(new PickerView(1, 0, "D6xE6", "1"), PickerPages.back(new PickerView(1, 0, "D6xE6", "r7")));
        PickerLink back = new PickerPages(TestGames.TEXT)
                .page(
                        new PickerView(1, 0, "", "1"),
                        step(StartPosition.fourPlayers(), "").choices())
                .links()
                .get(0);
        assertFalse(back.enabled(), "the first step's Back is shown, disabled");
    }

    @Test
    void theOptionsAreInWords() {
        List<PickerChoice> pieces = step(StartPosition.fourPlayers(), "").choices();
        assertTrue(pieces.stream().anyMatch(c -> c.label().equals("Necromobile C3, 12 moves")), pieces.toString());
        List<PickerChoice> kill = step(LONE_CHIEF, "D6").choices();
        assertTrue(kill.stream().anyMatch(c -> c.label().equals("E6: takes Blue's Chief")), kill.toString());
        List<PickerChoice> chief = step(LONE_CHIEF, "A1").choices();
        assertTrue(chief.stream().anyMatch(c -> c.label().equals("E5: take the maze")), chief.toString());
    }
}
