package io.djambi.engine.model;

/**
 * One of the 81 squares (R1). File 0-8 is A-I from left to right, rank 0-8 is 1-9 from bottom to top.
 * Instances are interned: {@link #of(int)} and {@link #at(int, int)} return the same object for the same square.
 */
public record Square(int file, int rank) {

    public static final int SIZE = 9;
    public static final int COUNT = SIZE * SIZE;

    private static final Square[] ALL = new Square[COUNT];

    static {
        for (int i = 0; i < COUNT; i++) {
            ALL[i] = new Square(i % SIZE, i / SIZE);
        }
    }

    /** E5, the maze, the seat of power. */
    public static final Square MAZE = at(4, 4);

    public Square {
        if (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE) {
            throw new IllegalArgumentException("no such square: file " + file + ", rank " + rank);
        }
    }

    public static Square of(int index) {
        return ALL[index];
    }

    public static Square at(int file, int rank) {
        return ALL[rank * SIZE + file];
    }

    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < SIZE && rank >= 0 && rank < SIZE;
    }

    /** Reads {@code E5} or {@code e5}; {@code null} when the text is not a square. */
    public static Square parse(String text) {
        if (text.length() != 2) {
            return null;
        }
        int file = Character.toUpperCase(text.charAt(0)) - 'A';
        int rank = text.charAt(1) - '1';
        return onBoard(file, rank) ? at(file, rank) : null;
    }

    public int index() {
        return rank * SIZE + file;
    }

    public boolean isMaze() {
        return this == MAZE || (file == 4 && rank == 4);
    }

    /** The canonical name, e.g. {@code E5}. */
    public String name() {
        return String.valueOf((char) ('A' + file)) + (char) ('1' + rank);
    }

    /**
     * Written out rather than left to the record: the generated one goes through a method handle that the search's
     * hot loops did not inline (a profile of {@code hard} put 7% of its time in comparing squares).
     */
    @Override
    public boolean equals(Object other) {
        return this == other || (other instanceof Square s && s.file == file && s.rank == rank);
    }

    @Override
    public int hashCode() {
        return rank * SIZE + file;
    }

    @Override
    public String toString() {
        return name();
    }
}
