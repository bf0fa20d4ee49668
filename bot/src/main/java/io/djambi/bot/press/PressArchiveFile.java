package io.djambi.bot.press;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.PressArchive;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every whisper of a game in one text file, in the order they were sent: time, sender, recipients, text. Attached to
 * the final message when the host chose to reveal the press.
 */
public final class PressArchiveFile implements PressArchive {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

    private final WhisperStore whispers;
    private final Function<Long, List<SeatChange>> seatChanges;
    private final Catalogue text;

    /** No seat changed hands. */
    public PressArchiveFile(WhisperStore whispers, Catalogue text) {
        this(whispers, id -> List.of(), text);
    }

    /** @param seatChanges the seats of a table's game that changed hands, in order (the result book's) */
    public PressArchiveFile(WhisperStore whispers, Function<Long, List<SeatChange>> seatChanges, Catalogue text) {
        this.whispers = whispers;
        this.seatChanges = seatChanges;
        this.text = text;
    }

    @Override
    public Optional<Reply.Attachment> reveal(Table table) {
        List<Whisper> all = whispers.ofTable(table.id());
        if (all.isEmpty()) {
            return Optional.empty();
        }
        Catalogue text = table.inItsLanguage(this.text); // the file goes to the channel: the game's language
        List<SeatChange> changes = seatChanges.apply(table.id());
        StringBuilder sb = new StringBuilder(text.get("press.archive.heading", table.id(), all.size())).append('\n');
        for (Whisper w : all) {
            sb.append('\n')
                    .append(TIME.format(w.sentAt()))
                    .append("  ")
                    .append(name(table, changes, w.senderId(), text))
                    .append(" -> ")
                    .append(String.join(
                            ", ",
                            w.recipients().stream()
                                    .map(u -> name(table, changes, u, text))
                                    .toList()))
                    .append('\n');
            for (String line : w.text().split("\n", -1)) {
                sb.append("    ").append(line).append('\n');
            }
        }
        return Optional.of(new Reply.Attachment(
                "djambi-press-" + table.id() + ".txt", sb.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * A player as the file names him: his name as typed and his colour (an AI by its name), as the game record
     * beside it does; one who left his seat by the seat he had. A file is not a message: the escapes that keep a name
     * safe in chat would show as they are.
     */
    private static String name(Table table, List<SeatChange> changes, String userId, Catalogue text) {
        return table.seatOf(userId)
                .or(() -> PressPages.leftSeat(changes, userId))
                .map(s -> plain(s, text))
                .orElseGet(() -> text.get("press.archive.unseated", userId));
    }

    private static String plain(Seat s, Catalogue text) {
        return s.isAi() ? s.plainName() : s.plainName() + " (" + text.colour(s.colour()) + ")";
    }
}
