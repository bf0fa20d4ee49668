package io.djambi.engine.move;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A growable list of packed moves ({@link MoveCode}). Not thread-safe: one per generating thread. */
public final class MoveList {
    private int[] codes = new int[256];
    private int size;

    void add(int code) {
        if (size == codes.length) {
            codes = Arrays.copyOf(codes, size * 2);
        }
        codes[size++] = code;
    }

    public int size() {
        return size;
    }

    public int code(int i) {
        if (i >= size) {
            throw new IndexOutOfBoundsException(i);
        }
        return codes[i];
    }

    public void clear() {
        size = 0;
    }

    public List<Move> toMoves() {
        List<Move> moves = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            moves.add(MoveCode.decode(codes[i]));
        }
        return List.copyOf(moves);
    }
}
