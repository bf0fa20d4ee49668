package io.djambi.bot.press;

import io.djambi.bot.game.Seat;
import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Table;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Optional;

/**
 * The words of a whisper's DM: which game, who sends it to whom, then the message. Apart from {@link WhisperDelivery},
 * which decides when and by which process a DM is sent, as the words change for other reasons than the sending.
 */
final class WhisperDms {
    private final ServerNames servers;
    private final PressRules rules;
    private final Catalogue text;

    /** @param rules where the seats that changed hands are read: one who left his seat is named by the seat he had */
    WhisperDms(ServerNames servers, PressRules rules, Catalogue text) {
        this.servers = servers;
        this.rules = rules;
        this.text = text;
    }

    /**
     * The seat the user holds in the table's game, else the last one he left there ({@code /replace}): what a DM sent
     * again after his seat changed hands names him by, as the whisper was written when he held it. The seats that
     * changed hands are read only for one no longer seated.
     */
    Optional<Seat> seatHeld(Table table, String userId) {
        return table.seatOf(userId).or(() -> PressPages.leftSeat(rules.changes(table), userId));
    }

    /**
     * What the recipient reads, in his language: which game, who sends it to whom, then the message as a block quote.
     * A game gone from the store ({@code table} empty) is named by its number alone, and a sender or another
     * recipient by his mention then; one whose seat was handed over since is named by the seat he had
     * ({@link #seatHeld}).
     *
     * @param from the sender's seat, as {@link #seatHeld} finds it; empty if the game is gone or he never held one
     */
    String body(Optional<Table> table, Optional<Seat> from, Whisper whisper, String recipientId, Catalogue his) {
        String fromLine = from.map(f -> table.flatMap(t -> t.seatOf(recipientId))
                        .map(s -> his.get("press.dm.from", f.name(), his.colour(f.colour()), his.colour(s.colour())))
                        .orElseGet(() -> his.get("press.dm.from-unseated", f.name(), his.colour(f.colour()))))
                .orElseGet(() -> his.get("press.dm.from-someone", PressPages.mention(whisper.senderId())));
        List<String> others = whisper.recipients().stream()
                .filter(u -> !u.equals(recipientId))
                .toList();
        if (!others.isEmpty()) {
            String names = table.map(t -> PressPages.names(t, changesOf(t, others), others, his))
                    .orElseGet(() -> String.join(
                            ", ", others.stream().map(PressPages::mention).toList()));
            fromLine = his.get("press.dm.and-others", fromLine, names);
        }
        String where = table.map(t -> where(t, his)).orElseGet(() -> his.get("press.where-gone", whisper.tableId()));
        return his.get("press.dm.text", where, fromLine, whisper.text());
    }

    /** The seats of the table's game that changed hands, read only if one of these users no longer holds a seat. */
    private List<SeatChange> changesOf(Table table, List<String> userIds) {
        return userIds.stream().allMatch(u -> table.seatOf(u).isPresent()) ? List.of() : rules.changes(table);
    }

    /** Which game, on which server, in which channel: the line that heads a whisper and a draft. */
    String where(Table table) {
        return where(table, text);
    }

    private String where(Table table, Catalogue in) {
        // The channel as a mention: in a DM it is a link to the game
        return in.get("press.where", table.id(), servers.nameOf(table.guildId()), table.channelId());
    }
}
