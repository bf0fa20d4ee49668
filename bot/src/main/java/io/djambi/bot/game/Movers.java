package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Who played each event of a table's game, from what is kept beside its record: the seat's holder then (a seat that
 * changed hands since was its earlier holder's, {@link SeatChange}), or, for a move the AI played for a player whose
 * time ran out, the AI standing in for him ({@link StandIn}). Every later telling of a move names its player through
 * here: the boards' recent moves, the history, the followers' DMs, the record's comments, the review.
 *
 * @param changes the seats that changed hands, in the order they did
 * @param standIns the AI's moves for late players, in the order played
 */
public record Movers(Table table, List<SeatChange> changes, List<StandIn> standIns) {
    public Movers {
        Objects.requireNonNull(table, "table");
        changes = List.copyOf(changes);
        // Only moves the game has: a note past its last event (a takeback forgets them) would name nobody's move
        int events = table.version();
        standIns = standIns.stream().filter(s -> s.ply() < events).toList();
    }

    /** Nothing kept beside the record: every move is its seat's holder's now. */
    public static Movers none(Table table) {
        return new Movers(table, List.of(), List.of());
    }

    /** The AI's move for a late player that event {@code event} (from 0) was, if it was one. */
    public Optional<StandIn> standInAt(int event) {
        return standIns.stream().filter(s -> s.ply() == event).findFirst();
    }

    /**
     * Who played {@code colour}'s event {@code event}, as {@code text} names him: "the AI (normal) standing in for ann
     * (Red)" for the AI's move for him, else the seat's holder then.
     */
    public String of(Colour colour, int event, Catalogue text) {
        String holder = holderAt(colour, event, text);
        return standInAt(event).map(s -> s.shownIn(holder, text)).orElse(holder);
    }

    /**
     * The same as {@link #of}, at the start of a line or a sentence ("1. The AI (normal) standing in for ann (Red):
     * ..."): the AI's phrase capitalised, a person's name as he wrote it. Mid-sentence ("Move 1, the AI ..."), {@link
     * #of}.
     */
    public String opening(Colour colour, int event, Catalogue text) {
        String holder = holderAt(colour, event, text);
        return standInAt(event).map(s -> s.shownFirstIn(holder, text)).orElse(holder);
    }

    /** Who held {@code colour}'s seat at event {@code event}, whoever played it: whose turn a skip lost. */
    public String holderAt(Colour colour, int event, Catalogue text) {
        return SeatChange.holderAt(changes, table, colour, event, text);
    }

    /** The seat of {@code colour} as it was at event {@code event}; null for a seat nobody held. */
    public Seat seatAt(Colour colour, int event) {
        return SeatChange.seatAt(changes, table, colour, event);
    }

    /** Whether an AI held {@code colour}'s seat at event {@code event} (a stand-in's seat stayed its person's). */
    public boolean aiAt(Colour colour, int event) {
        return SeatChange.aiAt(changes, table, colour, event);
    }
}
