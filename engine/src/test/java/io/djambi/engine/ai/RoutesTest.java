package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** The way to the rival Chiefs: king steps around the corpses, and through the maze only while it is empty. */
class RoutesTest {
    private static int stepsToBlue(Position p, String from) {
        byte[] cells = p.board().cells();
        int[] steps = Routes.toRivalChiefs(cells, Endgame.chiefs(cells, p.camps()), Colour.RED.ordinal());
        return steps[Square.parse(from).index()];
    }

    @Test
    void onAnOpenBoardTheWayIsTheKingsSteps() {
        Position p = read("8bC/9/9/9/9/9/9/9/rC3rM4 r rbrb r 0 0");
        assertEquals(8, stepsToBlue(p, "A1"));
        assertEquals(8, stepsToBlue(p, "E1"));
        assertEquals(0, stepsToBlue(p, "I9"));
    }

    @Test
    void theMazeLetsAPieceThroughOnlyWhileNobodySitsOnIt() {
        // Corpses fill rank 5 but for the maze: Red's Militant on E4 reaches Blue's Chief on E6 only through E5
        Position empty = read("9/9/9/4bC4/XXXX1XXXX/4rM4/9/9/rC8 r rbrb r 0 0");
        Position taken = read("9/9/9/4bC4/XXXXrCXXXX/4rM4/9/9/9 b rbrb b 0 0");
        assertEquals(2, stepsToBlue(empty, "E4"));
        assertEquals(Routes.UNREACHABLE, stepsToBlue(taken, "E4"), "Red's own Chief in power blocks the way");
        assertEquals(0, Routes.closeness(stepsToBlue(taken, "E4")));
    }

    /**
     * Boards of empty squares, corpses and pieces at random, rival Chiefs anywhere: the ring-at-a-time search gives
     * the steps of a plain breadth-first one, a square at a time.
     */
    @Property(tries = 500)
    void theStepsAreThoseOfABreadthFirstSearchSquareBySquare(
            @ForAll @Size(Square.COUNT) List<@IntRange(min = 0, max = 3) Integer> contents,
            @ForAll @Size(4) List<@IntRange(min = -1, max = Square.COUNT - 1) Integer> chiefs,
            @ForAll @IntRange(min = 0, max = 3) int ruler) {
        byte[] cells = new byte[Square.COUNT];
        for (int i = 0; i < Square.COUNT; i++) {
            // as many corpses as not: walls, pockets and squares no way reaches
            int content = contents.get(i);
            cells[i] =
                    (byte) (content == 3 ? Cell.piece(i % 4, Cell.MILITANT) : content >= 1 ? Cell.CORPSE : Cell.EMPTY);
        }
        int[] chief = chiefs.stream().mapToInt(Integer::intValue).toArray();
        for (int c : chief) {
            if (c >= 0) {
                cells[c] = (byte) Cell.piece(0, Cell.CHIEF);
            }
        }
        assertEquals(
                Arrays.toString(squareBySquare(cells, chief, ruler)),
                Arrays.toString(Routes.toRivalChiefs(cells, chief, ruler)));
    }

    /** Breadth first with a queue of squares: the way the steps were first worked out. */
    private static int[] squareBySquare(byte[] cells, int[] chief, int ruler) {
        int[] steps = new int[Square.COUNT];
        Arrays.fill(steps, Routes.UNREACHABLE);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int c = 0; c < chief.length; c++) {
            if (c != ruler && chief[c] >= 0) {
                steps[chief[c]] = 0;
                queue.add(chief[c]);
            }
        }
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (int next : Routes.around(at)) {
                boolean open = next == Square.MAZE.index() ? cells[next] == Cell.EMPTY : cells[next] != Cell.CORPSE;
                if (steps[next] == Routes.UNREACHABLE && open) {
                    steps[next] = steps[at] + 1;
                    queue.add(next);
                }
            }
        }
        return steps;
    }
}
