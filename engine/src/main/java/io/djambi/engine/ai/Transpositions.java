package io.djambi.engine.ai;

import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The values a search has already found, by position, for one decision. In Djambi the same position comes back by
 * many orders of moves (two pieces stepping in turn, a Chief going round the corpses), most of all in an endgame of
 * a few pieces, where the search would otherwise value each again. A value found to a depth stands for any search
 * of that depth or less; a value cut off by alpha-beta is only a bound, kept as one. The best move found at a
 * position is also kept, to be searched first when the next depth comes back to it.
 *
 * <p>Positions are told apart by a 64-bit key (Zobrist's: one random number per square and cell code, and the
 * rest of the position mixed in), everything but the ply, as {@link Repetitions} does. Two positions with one key
 * would share a value; with 64 bits and a table of at most a million entries that is too rare to matter. A slot
 * holds the last position stored there.
 */
final class Transpositions {
    /** The value is the position's value to that depth. */
    static final byte EXACT = 0;
    /** The value is at least this: a move was found good enough to cut the search off. */
    static final byte LOWER = 1;
    /** The value is at most this: no move was better than what the player already had. */
    static final byte UPPER = 2;

    /** Cell codes run from 0 (empty) to 25 (the last role of the last camp). */
    private static final int CODES = 26;

    /** One random number per square and cell code; filled once, never written after. */
    private static final long[] SQUARE_KEYS = squareKeys();

    private final long[] keys;
    private final double[] values;
    private final byte[] depths;
    private final byte[] bounds;
    private final Move[] moves;
    private final int mask;

    /** A table for a search of about {@code nodes} nodes: a slot for each, up to about a million. */
    Transpositions(long nodes) {
        int size = Integer.highestOneBit(Math.clamp(nodes, 1024, 1 << 20) - 1) << 1;
        keys = new long[size];
        values = new double[size];
        depths = new byte[size];
        bounds = new byte[size];
        moves = new Move[size];
        mask = size - 1;
        Arrays.fill(depths, (byte) -1); // nothing stored yet
    }

    /** The position's key: its pieces and corpses by square, its camps, who moves, the turn order and the bonus. */
    static long key(Position p) {
        long h = 0;
        for (int i = 0; i < Square.COUNT; i++) {
            h ^= SQUARE_KEYS[i * CODES + p.board().cell(i)];
        }
        long rest = p.toMove().map(c -> c.ordinal() + 1).orElse(0);
        rest = rest * 8 + p.cursor().map(c -> c.ordinal() + 1).orElse(0);
        rest = rest * 4 + p.bonus();
        for (int camp = 0; camp < 4; camp++) {
            rest = rest * 256 + (p.camps().code(camp) & 0xFF);
        }
        return h ^ mix(rest);
    }

    /**
     * What a value found in the window {@code (alphaBefore, betaBefore)} says of the position, the search being
     * fail-hard: at or below the window's floor nobody found better than what the mover already had elsewhere, so
     * the true value is at most that; at or above its ceiling the search was cut off, so it is at least that.
     */
    static byte bound(double value, double alphaBefore, double betaBefore) {
        if (value <= alphaBefore) {
            return UPPER;
        }
        return value >= betaBefore ? LOWER : EXACT;
    }

    /** Whether a stored value and bound settle a search of the window {@code (alpha, beta)} without searching. */
    static boolean settles(byte bound, double value, double alpha, double beta) {
        return switch (bound) {
            case EXACT -> true;
            case LOWER -> value >= beta;
            case UPPER -> value <= alpha;
            default -> throw new IllegalArgumentException("no such bound: " + bound);
        };
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
        int slot = (int) key & mask;
        return depths[slot] >= 0 && keys[slot] == key ? slot : -1;
    }

    double value(int slot) {
        return values[slot];
    }

    int depth(int slot) {
        return depths[slot];
    }

    byte bound(int slot) {
        return bounds[slot];
    }

    /** The best move found at that position, or null. */
    Move move(int slot) {
        return moves[slot];
    }

    void store(long key, int depth, double value, byte bound, Move best) {
        int slot = (int) key & mask;
        keys[slot] = key;
        depths[slot] = (byte) depth;
        values[slot] = value;
        bounds[slot] = bound;
        moves[slot] = best;
    }

    private static long[] squareKeys() {
        SplittableRandom random = new SplittableRandom(0x6A6D6269L); // fixed: the same keys, the same search, every run
        long[] keys = new long[Square.COUNT * CODES];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
        }
        return keys;
    }

    /** Stafford's mix 13 (as in {@link SplittableRandom}): spreads the small numbers over all 64 bits. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
