package io.djambi.engine.notation;

import io.djambi.engine.Phrase;
import io.djambi.engine.Result;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.game.Replay;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads and writes game records: comment lines ({@code ;}) first, then the position line, then one event a line,
 * each optionally followed by {@code ; comment}. Reading replays the events, so a record that reads is playable.
 */
public final class RecordNotation {
    private RecordNotation() {}

    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder();
        for (String comment : record.comments()) {
            // A comment with a line break in it would end the comment there: each of its lines is a comment line.
            for (String line : comment.split("\\R", -1)) {
                sb.append("; ").append(line).append('\n');
            }
        }
        sb.append(PositionNotation.write(record.start())).append('\n');
        for (GameEvent e : record.events()) {
            sb.append(e.text()).append('\n');
        }
        return sb.toString();
    }

    /** Reads and replays a record; a refusal names the line and the reason. */
    public static Result<GameRecord> read(String text) {
        List<String> comments = new ArrayList<>();
        Position start = null;
        List<Line> events = new ArrayList<>();
        // Any line break counts, so that a file with old Mac endings ('\r' alone) reads too.
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith(";")) {
                if (start == null) {
                    comments.add(line.substring(1).strip());
                }
                continue;
            }
            int semicolon = line.indexOf(';');
            String body = (semicolon >= 0 ? line.substring(0, semicolon) : line).strip();
            if (body.isEmpty()) {
                continue;
            }
            if (start == null) {
                Result<Position> p = PositionNotation.read(body);
                if (p instanceof Result.Rejected<Position> r) {
                    return Result.rejected(Phrase.RECORD_LINE, i + 1, r.why());
                }
                start = p.orThrow();
            } else {
                events.add(new Line(i + 1, body));
            }
        }
        if (start == null) {
            return Result.rejected(Phrase.RECORD_NO_POSITION);
        }
        return switch (Replay.of(start, events, (position, line) -> readEvent(position, line.body()))) {
            case Replay.Complete c -> Result.ok(c.game().record().withComments(comments));
            case Replay.Stopped s ->
                Result.rejected(Phrase.RECORD_LINE, events.get(s.index()).number(), s.why());
        };
    }

    /** An event's line in a record: its number from 1, and its text without the comment. */
    private record Line(int number, String body) {}

    /** One event: a move, {@code resign <colour>}, {@code draw} or {@code skip}. */
    public static Result<GameEvent> readEvent(Position position, String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("draw")) {
            return Result.ok(new GameEvent.Draw());
        }
        if (t.equals("skip")) {
            return Result.ok(new GameEvent.Skip());
        }
        if (t.startsWith("resign")) {
            String who = t.substring("resign".length()).strip();
            Colour c = who.isEmpty() ? null : Colour.parse(who);
            if (c == null) {
                return Result.rejected(Phrase.RESIGN_NAMES_COLOUR);
            }
            return Result.ok(new GameEvent.Resign(c));
        }
        return switch (MoveNotation.read(position, text)) {
            case Result.Ok<io.djambi.engine.move.Move> ok -> Result.ok(new GameEvent.Played(ok.value()));
            case Result.Rejected<io.djambi.engine.move.Move> r -> Result.rejected(r.why());
        };
    }
}
