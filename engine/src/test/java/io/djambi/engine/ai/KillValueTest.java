package io.djambi.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.djambi.engine.game.Playouts;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.MoveCode;
import io.djambi.engine.move.MoveGenerator;
import io.djambi.engine.move.MoveList;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The search orders its moves by kill value on packed moves, the root on {@code Move} records: both must rank every
 * move alike, or the same budget would search a different tree below the root than the tests of the records pin.
 */
class KillValueTest {
    @Provide
    Arbitrary<Position> positions() {
        return Playouts.positions(200);
    }

    @Property(tries = 300)
    void aPackedMoveKillsAsMuchAsItsRecord(@ForAll("positions") Position p) {
        if (p.isOver()) {
            return;
        }
        MoveList moves = new MoveList();
        MoveGenerator.generate(p.board(), p.camps(), p.toMove().orElseThrow(), moves);
        byte[] cells = p.board().cells();
        for (int i = 0; i < moves.size(); i++) {
            int code = moves.code(i);
            assertEquals(
                    ParanoidSearch.killValue(p, MoveCode.decode(code)),
                    ParanoidSearch.killValue(cells, code),
                    MoveCode.decode(code) + " in " + p);
        }
    }
}
