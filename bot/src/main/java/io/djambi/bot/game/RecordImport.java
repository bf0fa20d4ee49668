package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import io.djambi.engine.game.GameRecord;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.notation.RecordNotation;
import java.util.List;
import java.util.Optional;

/**
 * Reads an uploaded record for {@code /djambi import}: bounded before it is parsed, replayed, and checked against
 * the lobby's seats. Every refusal is a whole sentence for the host.
 */
public final class RecordImport {
    /** 1 MB: a record of thousands of events is far under this; longer text is refused before it is read. */
    public static final int MAX_RECORD_LENGTH = 1024 * 1024;
    /** More events than any real game has; a longer record is refused before it is replayed. */
    public static final int MAX_RECORD_EVENTS = 10_000;

    private RecordImport() {}

    /** The game the record describes, to be continued at {@code table}, or why it cannot be. */
    static Result<Game> read(String text, Table table, Catalogue words) {
        if (text.length() > MAX_RECORD_LENGTH) {
            return Result.rejected(words.get("import.too-large"));
        }
        long events = eventLines(text);
        if (events > MAX_RECORD_EVENTS) {
            return Result.rejected(words.get("import.too-many-events", events, MAX_RECORD_EVENTS));
        }
        Result<GameRecord> read = RecordNotation.read(text);
        if (read instanceof Result.Rejected<GameRecord> bad) {
            return Result.rejected(words.get("import.refused", words.words(bad.why())));
        }
        GameRecord record = read.orThrow();
        Optional<String> unfit = unfitSeats(table, record.start(), words);
        if (unfit.isPresent()) {
            return Result.rejected(words.get("import.refused", unfit.get()));
        }
        Game game = Game.replay(record.start(), record.events()).orThrow(); // read() has replayed it already
        if (game.position().isOver()) {
            return Result.rejected(words.get("import.over"));
        }
        return Result.ok(game);
    }

    /** The events of a record, counted before it is replayed: every line but comments, blanks and the position. */
    private static long eventLines(String record) {
        long lines = record.lines()
                .map(l -> {
                    int semicolon = l.indexOf(';');
                    return (semicolon >= 0 ? l.substring(0, semicolon) : l).strip();
                })
                .filter(l -> !l.isEmpty())
                .count();
        return Math.max(0, lines - 1);
    }

    /** Why the record's start does not suit the lobby's seats, if it does not. */
    private static Optional<String> unfitSeats(Table table, Position start, Catalogue words) {
        List<Colour> hostages = List.of(Colour.values()).stream()
                .filter(c -> start.camps().isHostage(c))
                .toList();
        int recordPlayers = 4 - hostages.size();
        if (recordPlayers != table.players()) {
            return Optional.of(words.get("import.players", recordPlayers, table.players()));
        }
        return hostages.stream()
                .filter(table.seats()::containsKey)
                .findFirst()
                .map(c -> words.get(
                        "import.hostage-seated",
                        words.colour(c),
                        table.seats().get(c).name()));
    }
}
