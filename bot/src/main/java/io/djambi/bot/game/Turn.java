package io.djambi.bot.game;

import java.util.Objects;

/**
 * One turn of one game: the table and the game version a decision was made for (a timeout, an AI move). A decision
 * is applied only if the channel's live table is still this one at this version: any event, a new game in the
 * channel or an abort makes it stale.
 */
public record Turn(String channelId, long tableId, int version) {
    public Turn {
        Objects.requireNonNull(channelId, "channelId");
    }

    /** The turn the table is at now. */
    public static Turn of(Table table) {
        return new Turn(table.channelId(), table.id(), table.version());
    }

    /** Whether {@code table} is still at this turn. */
    public boolean isNow(Table table) {
        return table.id() == tableId
                && table.version() == version
                && table.channelId().equals(channelId);
    }
}
