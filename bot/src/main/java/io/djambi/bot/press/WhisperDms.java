package io.djambi.bot.press;

import io.djambi.bot.game.Seat;
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
    private final Catalogue text;

    WhisperDms(ServerNames servers, Catalogue text) {
        this.servers = servers;
        this.text = text;
    }

    /**
     * What the recipient reads, in his language: which game, who sends it to whom, then the message as a block quote.
     * A game gone from the store ({@code table} empty) is named by its number alone, and a sender no longer seated
     * (his seat handed over, or the game gone) by his mention.
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
            String names = table.map(t -> PressPages.names(t, others, his))
                    .orElseGet(() -> String.join(
                            ", ", others.stream().map(PressPages::mention).toList()));
            fromLine = his.get("press.dm.and-others", fromLine, names);
        }
        String where = table.map(t -> where(t, his)).orElseGet(() -> his.get("press.where-gone", whisper.tableId()));
        return his.get("press.dm.text", where, fromLine, whisper.text());
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
