package io.djambi.engine.notation;

import static io.djambi.engine.Fixtures.assertMentions;
import static io.djambi.engine.notation.Texts.assertCleanRefusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.engine.Result;
import io.djambi.engine.game.Playouts;
import io.djambi.engine.model.Board;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Diagrams: what {@link Diagram#write} draws, {@link Diagram#read} reads back; bad drawings are refused. */
class DiagramTest {

    @Provide
    Arbitrary<Position> positions() {
        return Playouts.positions(200);
    }

    @Provide
    Arbitrary<String> drawings() {
        return positions().flatMap(p -> Texts.near(Diagram.write(p), 300));
    }

    @Property(tries = 300)
    void aWrittenDiagramReadsBackToTheSameBoard(@ForAll("positions") Position position) {
        String diagram = Diagram.write(position);
        assertEquals(position.board(), Diagram.read(diagram).orThrow(), diagram);
        String line = PositionNotation.write(position);
        String fields = line.substring(line.indexOf(' '));
        assertEquals(
                position,
                PositionNotation.read(Diagram.boardField(diagram) + fields).orThrow(),
                diagram);
    }

    @Property(tries = 500)
    void anyDrawingIsABoardOrACleanRefusal(@ForAll("drawings") String drawing) {
        Result<Board> read = Diagram.read(drawing);
        assertCleanRefusal(read);
    }

    @Test
    void theHandDrawnFormOfTestsStillReads() {
        String drawn = """
                gC gR gM .  .  .  yM yA yC
                gA gP gM .  .  .  yM yP yR
                gM gM gN .  .  .  yN yM yM
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                .  .  .  .  .  .  .  .  .
                rM rM rN .  .  .  bN bM bM
                rR rP rM .  .  .  bM bP bA
                rC rA rM .  .  .  bM bR bC
                """;
        assertEquals(StartPosition.fourPlayers().board(), Diagram.read(drawn).orThrow());
    }

    @Test
    void aBadCellIsRefusedWithItsLine() {
        String drawn = Diagram.write(StartPosition.fourPlayers()).replace("9 gC", "9 qC");
        assertMentions(
                assertInstanceOf(Result.Rejected.class, Diagram.read(drawn)).reason(), "line 1", "qC");
        String wrongRank = Diagram.write(StartPosition.fourPlayers()).replace("9 gC", "8 gC");
        assertMentions(
                assertInstanceOf(Result.Rejected.class, Diagram.read(wrongRank)).reason(), "line 1", "10");
    }
}
