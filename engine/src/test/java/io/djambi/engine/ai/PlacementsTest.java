package io.djambi.engine.ai;

import static io.djambi.engine.Fixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.move.MoveCode;
import io.djambi.engine.move.MoveGenerator;
import io.djambi.engine.move.MoveList;
import io.djambi.engine.rules.Rules;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Below the root the search keeps the placements next to a Chief and one other; a placed Chief keeps them all. */
class PlacementsTest {
    /** The placements of the action from {@code from} onto {@code to} among {@code moves}. */
    private static Set<String> placements(List<Move> moves, String from, String to) {
        return moves.stream()
                .filter(m -> m instanceof Move.Displace d
                        && d.from().equals(Square.parse(from))
                        && d.to().equals(Square.parse(to)))
                .map(m -> ((Move.Displace) m).place().name())
                .collect(Collectors.toSet());
    }

    /** What the search keeps of {@code p}'s legal moves, as moves. */
    private static List<Move> kept(Position p) {
        MoveList generated = new MoveList();
        MoveGenerator.generate(p.board(), p.camps(), p.toMove().orElseThrow(), generated);
        return Arrays.stream(Placements.worthSearching(p, generated))
                .mapToObj(MoveCode::decode)
                .toList();
    }

    @Test
    void aKillKeepsTheCorpsesNextToAChiefAndOneOtherAndEveryOtherMoveStays() {
        // Red's Militant on C3 can kill Blue's on C4 (R11) and put the corpse on any empty square
        Position p = read("8bC/9/9/9/9/2bM6/2rM6/9/rC8 r rbrb r 0 0");
        List<Move> all = Rules.legalMoves(p);
        List<Move> kept = kept(p);
        Set<String> everywhere = placements(all, "C3", "C4");
        Set<String> searched = placements(kept, "C3", "C4");
        assertTrue(everywhere.size() > 60, "every empty square but the maze: " + everywhere.size());
        // Next to Red's Chief on A1 and to Blue's on I9 (C3 is empty once the Militant has left it, R10)
        Set<String> nextToChiefs = Set.of("A2", "B1", "B2", "H9", "H8", "I8");
        assertTrue(searched.containsAll(nextToChiefs), "searched: " + searched);
        assertEquals(nextToChiefs.size() + 1, searched.size(), "and one other: " + searched);
        assertEquals(
                all.stream().filter(m -> !(m instanceof Move.Displace)).toList(),
                kept.stream().filter(m -> !(m instanceof Move.Displace)).toList(),
                "steps and the other kills are all kept, in their order");
    }

    @Test
    void aNecromobilesCorpseKeepsTheSquaresNextToAChiefAndOneOther() {
        // Red's Necromobile on C3 can move onto the corpse on C5 and put it anywhere but the maze (R16)
        Position p = read("8bC/9/9/9/2X6/9/2rN6/9/rC8 r rbrb r 0 0");
        List<Move> all = Rules.legalMoves(p);
        assertTrue(placements(all, "C3", "C5").size() > 60);
        Set<String> searched = placements(kept(p), "C3", "C5");
        assertTrue(searched.containsAll(Set.of("A2", "B1", "B2", "H9", "H8", "I8")), "searched: " + searched);
        assertEquals(7, searched.size(), "and one other: " + searched);
    }

    @Test
    void aChiefKilledByAMilitantKeepsEveryPlacementOfHisCorpse() {
        // Red's Militant on C3 can kill Blue's Chief on C4 (R11): the game turns on it
        Position p = read("9/9/9/9/9/2bC6/2rM6/9/rC8 r rbrb r 0 0");
        List<Move> all = Rules.legalMoves(p);
        Set<String> everywhere = placements(all, "C3", "C4");
        assertTrue(everywhere.size() > 60);
        assertEquals(everywhere, placements(kept(p), "C3", "C4"));
    }

    @Test
    void aChiefMovedByAProvocateurKeepsEveryPlacement() {
        // Red's Provocateur on D4 can move onto Blue's Chief on F6 (R15): where he is put down decides his fate
        Position p = read("9/9/9/5bC3/9/3rP5/9/9/rC8 r rbrb r 0 0");
        List<Move> all = Rules.legalMoves(p);
        Set<String> everywhere = placements(all, "D4", "F6");
        assertTrue(everywhere.size() > 60, "every empty square: " + everywhere.size());
        assertEquals(everywhere, placements(kept(p), "D4", "F6"));
    }

    @Test
    void aPocketWithFewWaysOutKeepsTheCorpsesThatWouldWallItsChiefIn() {
        // Red's Chief on A9 and Militants on B9 and C9 behind corpses on A8 to D8: his pocket's one way out is D9,
        // three steps from him (R18). Blue's Militant on G7 can kill Red's on G6 and put the corpse there. (The one
        // other placement kept is A1, the first empty square in the board's order)
        Position p = read("rCrMrM6/XXXX5/6bM2/6rM2/9/9/9/9/8bC b rbrb b 0 0");
        Set<String> searched = placements(kept(p), "G7", "G6");
        assertTrue(searched.contains("D9"), "the corpse that encircles Red's Chief: " + searched);
    }

    @Test
    void aPocketWithManyWaysOutKeepsOnlyTheSquaresNextToTheChiefsAndOneOther() {
        // The same with a third Militant on D9 and no corpses on C8 and D8: four ways out (C8, D8, E8, E9), none of
        // them a corpse away from walling him in
        Position p = read("rCrMrMrM5/XX7/6bM2/6rM2/9/9/9/9/8bC b rbrb b 0 0");
        Set<String> searched = placements(kept(p), "G7", "G6");
        Set<String> nextToChiefs = Set.of("H1", "H2", "I2"); // A9's neighbours are all taken
        assertTrue(searched.containsAll(nextToChiefs), "searched: " + searched);
        assertEquals(nextToChiefs.size() + 1, searched.size(), "and one other: " + searched);
    }
}
