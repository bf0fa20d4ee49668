package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A game's record with comment lines for what the record itself does not say: a seat that changed hands, after the
 * event it came after (after the position line for one before the first move), and a move the AI played for a player
 * whose time ran out, after that move. Readers skip comment lines, so the record reads as before. Used by the export
 * and by the record attached to a game's last post.
 */
public final class RecordNotes {
    private RecordNotes() {}

    /** {@code record} (comment lines, the position line, one event a line) with the notes, in {@code text}. */
    public static String into(String record, Movers movers, Catalogue text) {
        // How many events come before each note, and its lines: a stand-in's before a change of hands after its move
        Map<Integer, List<String>> notes = new TreeMap<>();
        for (StandIn s : movers.standIns()) {
            Colour colour =
                    movers.table().game().positions().get(s.ply()).toMove().orElseThrow();
            Seat seat = movers.seatAt(colour, s.ply());
            notes.computeIfAbsent(s.ply() + 1, k -> new ArrayList<>())
                    .add(text.get(
                            "record.comment.stand-in",
                            text.colour(colour),
                            seat == null ? "-" : RecordHeader.who(seat, text),
                            Seat.levelName(s.level(), text)));
        }
        for (SeatChange c : movers.changes()) {
            notes.computeIfAbsent(c.ply(), k -> new ArrayList<>())
                    .add(text.get(
                            "record.comment.seat-changed",
                            text.colour(c.left().colour()),
                            RecordHeader.who(c.left(), text),
                            RecordHeader.who(c.came(), text)));
        }
        if (notes.isEmpty()) {
            return record;
        }
        List<String> lines = new ArrayList<>(List.of(record.split("\n", -1)));
        int position = 0;
        while (lines.get(position).startsWith(";")) {
            position++;
        }
        // Inserted from the last so the earlier lines keep their index
        List<Integer> at = new ArrayList<>(notes.keySet());
        for (int i = at.size() - 1; i >= 0; i--) {
            int after = at.get(i);
            lines.addAll(
                    position + 1 + after,
                    notes.get(after).stream().map(line -> "; " + line).toList());
        }
        return String.join("\n", lines);
    }
}
