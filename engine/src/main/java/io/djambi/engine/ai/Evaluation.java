package io.djambi.engine.ai;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;

/**
 * How good a position is for one player, in pawns. What counts in Djambi: staying in the game (a living Chief that
 * rules his camp), the pieces he rules (his own and any camp he has taken over), the maze (the Chief in power plays
 * again after each player), a Chief near the maze but not surrounded by enemies or corpses (encirclement, R19), and
 * the pieces that kill at a distance or work the corpses (Assassin, Reporter, Necromobile). A Chief that a rival
 * can kill on his next move costs dearly ({@link ChiefThreats}): with four players the killer's turn often lies
 * beyond the search's depth. Once the board has
 * thinned out, the {@link Endgame} terms pull the pieces toward the last Chiefs. The score is the player's own
 * strength minus his active rivals' ({@link #relative}). A game that walls of corpses have made unwinnable
 * ({@link Walls}) is bad for every player alike.
 */
public final class Evaluation {
    static final double WIN = 100_000;
    private static final double IN_GAME = 20;
    private static final double IN_POWER = 4;
    /** Each rival out of the game: one rival fewer to beat. */
    static final double RIVAL_OUT = 10;
    /** A Chief a rival can kill next: the game itself is at stake. */
    static final double THREATENED = 6;
    /** The same when his player moves next and can save him, usually. */
    static final double THREATENED_TO_MOVE = 1.5;
    /**
     * A Chief a rival Provocateur can reach ({@link ChiefThreats#provoked}): the Chief can be put down where the next
     * rival kills him, two rivals' moves that a search of {@code hard}'s depth rarely sees together.
     */
    static final double PROVOKED = 3;
    /** The same when his player moves next and can step away. */
    static final double PROVOKED_TO_MOVE = 0.75;
    /** A Chief with one way out left ({@link ChiefThreats#cornered}): one corpse put down there and he is gone. */
    static final double CORNERED = 4;
    /** The same when his player moves next and can open another way. */
    static final double CORNERED_TO_MOVE = 1;
    /**
     * A game that walls of corpses have made unwinnable ({@link Walls}): as bad for every player as a heavy loss of
     * pieces, so that nobody seals the board while the game can still be won, not even a player who is behind.
     */
    static final double SEALED = 50;
    /** By role ordinal: Chief, Assassin, Reporter, Provocateur, Necromobile, Militant. */
    private static final double[] ROLE = {0, 3.5, 3, 2.5, 3, 1};

    private static final double CHIEF_FROM_MAZE = 0.2;
    private static final double CHIEF_NEIGHBOUR_ENEMY = 0.7;
    private static final double CHIEF_NEIGHBOUR_BLOCK = 0.25;

    private Evaluation() {}

    /** The position's worth to {@code player}; a decided game is worth {@link #WIN} or its opposite. */
    public static double of(Position position, Colour player) {
        Camps camps = position.camps();
        if (!camps.isActive(player)) {
            return -WIN;
        }
        if (position.isOver()) {
            return camps.activeCount() == 1 ? WIN : 0; // alone in the game, or a draw
        }
        if (Walls.sealed(position.board().cells(), camps)) {
            return -SEALED;
        }
        double[] strength = strengths(position);
        threats(position, strength);
        if (Endgame.applies(position)) {
            Endgame.add(position, strength);
        }
        return relative(strength, camps, player);
    }

    /**
     * Takes {@link #THREATENED} off a player whose Chief a rival can kill on his next move, {@link #PROVOKED} if a
     * rival Provocateur can move him, and {@link #CORNERED} if one corpse would wall him in; less if the player is to
     * move and may still save him.
     */
    static void threats(Position position, double[] strength) {
        byte[] cells = position.board().cells();
        Camps camps = position.camps();
        byte[] control = camps.codes();
        int toMove = position.toMove().map(Colour::ordinal).orElse(-1);
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i];
            if (Cell.isPiece(cell) && Cell.role(cell) == Cell.CHIEF) {
                int camp = Cell.camp(cell);
                if (camps.code(camp) != camp) {
                    continue;
                }
                boolean moving = camp == toMove;
                if (ChiefThreats.attacked(cells, camps, i, camp)) {
                    strength[camp] -= moving ? THREATENED_TO_MOVE : THREATENED;
                } else if (ChiefThreats.provoked(cells, camps, i, camp)) {
                    strength[camp] -= moving ? PROVOKED_TO_MOVE : PROVOKED;
                }
                if (ChiefThreats.cornered(cells, control, i, camp)) {
                    strength[camp] -= moving ? CORNERED_TO_MOVE : CORNERED;
                }
            }
        }
    }

    /**
     * The player's strength less his rivals' (half their average, half the strongest's), and {@link #RIVAL_OUT} for
     * each rival already out of the game (the hostage camp is nobody's rival). Without the bonus, killing a rival
     * Chief with few pieces left would change nothing (the average of the others stays the same), and the last Chiefs
     * would be left alone. Without the strongest, a rival who kills another and takes over his pieces (R17) would cost
     * nothing either: the average and the bonus cancel out, and the player let one rival grow into an army he could
     * never beat (seed 351 of the tournament, against the port of the other project's AI).
     */
    static double relative(double[] strength, Camps camps, Colour player) {
        double rivals = 0;
        double strongest = Double.NEGATIVE_INFINITY;
        int count = 0;
        int out = 0;
        for (Colour c : Colour.values()) {
            if (c != player && camps.isActive(c)) {
                rivals += strength[c.ordinal()];
                strongest = Math.max(strongest, strength[c.ordinal()]);
                count++;
            } else if (c != player && !camps.isHostage(c)) {
                out++;
            }
        }
        double against = count == 0 ? 0 : (rivals / count + strongest) / 2;
        return strength[player.ordinal()] - against + RIVAL_OUT * out;
    }

    /** Each player's strength in the middle game's terms, by colour ordinal; zero for a player out of the game. */
    static double[] strengths(Position position) {
        byte[] cells = position.board().cells();
        Camps camps = position.camps();
        double[] s = new double[4];
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = cells[i];
            if (!Cell.isPiece(cell)) {
                continue;
            }
            int ruler = camps.code(Cell.camp(cell));
            if (ruler >= 4) {
                continue; // frozen or hostage: nobody moves it
            }
            s[ruler] += ROLE[Cell.role(cell)];
            if (Cell.role(cell) == Cell.CHIEF && Cell.camp(cell) == ruler) {
                s[ruler] += chiefSafety(cells, i, ruler);
            }
        }
        for (Colour c : Colour.values()) {
            s[c.ordinal()] = camps.isActive(c) ? s[c.ordinal()] + IN_GAME : 0;
        }
        position.inPower().ifPresent(c -> s[c.ordinal()] += IN_POWER);
        return s;
    }

    private static double chiefSafety(byte[] cells, int at, int ruler) {
        Square sq = Square.of(at);
        double v = -CHIEF_FROM_MAZE * Math.max(Math.abs(sq.file() - 4), Math.abs(sq.rank() - 4));
        // Routes.around lists the neighbours file by file, as this sum always took them: the same total to the last bit
        for (int n : Routes.around(at)) {
            int cell = cells[n];
            if (cell == Cell.CORPSE) {
                v -= CHIEF_NEIGHBOUR_BLOCK;
            } else if (Cell.isPiece(cell) && Cell.camp(cell) != ruler) {
                v -= CHIEF_NEIGHBOUR_ENEMY;
            }
        }
        return v;
    }
}
