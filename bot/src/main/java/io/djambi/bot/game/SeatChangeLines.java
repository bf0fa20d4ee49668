package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's record with a comment line after the event each seat change came after (after the position line for one
 * before the first move): readers skip comment lines, so the record reads as before. Used by the export and by the
 * record attached to a game's last post.
 */
public final class SeatChangeLines {
    private SeatChangeLines() {}

    /** {@code record} (comment lines, the position line, one event a line) with the changes noted, in {@code text}. */
    public static String into(String record, List<SeatChange> changes, Catalogue text) {
        if (changes.isEmpty()) {
            return record;
        }
        List<String> lines = new ArrayList<>(List.of(record.split("\n", -1)));
        int position = 0;
        while (lines.get(position).startsWith(";")) {
            position++;
        }
        // Inserted from the last so the earlier lines keep their index
        for (int i = changes.size() - 1; i >= 0; i--) {
            SeatChange c = changes.get(i);
            lines.add(
                    position + 1 + c.ply(),
                    "; "
                            + text.get(
                                    "record.comment.seat-changed",
                                    text.colour(c.left().colour()),
                                    RecordHeader.who(c.left(), text),
                                    RecordHeader.who(c.came(), text)));
        }
        return String.join("\n", lines);
    }
}
