package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Square;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class BoardGeometryTest {

    @ParameterizedTest(name = "{0} sees {1} at the bottom left")
    @CsvSource({"RED, A1", "BLUE, I1", "YELLOW, I9", "GREEN, A9"})
    void eachCampSeesItsOwnCornerAtTheBottomLeft(Colour camp, String corner) {
        BoardGeometry geo = new BoardGeometry(100, 30, 120, camp);
        Square s = Square.parse(corner);
        assertEquals(0, geo.column(s));
        assertEquals(8, geo.row(s));
        assertEquals(new java.awt.Rectangle(30, 120 + 30 + 800, 100, 100), geo.bounds(s));
    }

    @ParameterizedTest
    @EnumSource(Colour.class)
    void everySquareMapsToOneCellAndBack(Colour camp) {
        BoardGeometry geo = new BoardGeometry(50, 10, 0, camp);
        boolean[] used = new boolean[81];
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.of(i);
            int cell = geo.row(s) * 9 + geo.column(s);
            assertFalse(used[cell], "two squares on one cell");
            used[cell] = true;
            assertEquals(s, geo.squareAtCell(geo.column(s), geo.row(s)));
            assertEquals(Optional.of(s), geo.squareAt((int) geo.centreX(s), (int) geo.centreY(s)));
        }
        assertEquals(Optional.empty(), geo.squareAt(5, 5));
        assertEquals(Optional.empty(), geo.squareAt(geo.width() - 2, geo.height() - 2));
    }

    @ParameterizedTest
    @EnumSource(Colour.class)
    void mazeStaysInTheMiddle(Colour camp) {
        BoardGeometry geo = new BoardGeometry(40, 10, 20, camp);
        assertEquals(4, geo.column(Square.MAZE));
        assertEquals(4, geo.row(Square.MAZE));
        assertTrue(geo.width() == 9 * 40 + 20 && geo.height() == 9 * 40 + 40);
    }
}
