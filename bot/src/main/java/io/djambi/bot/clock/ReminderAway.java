package io.djambi.bot.clock;

import static io.djambi.bot.command.Reply.privately;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.outbox.ChannelOutbox;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Away button of a turn reminder: a player who reads his reminder on the move takes his absence for a day without
 * going to the game's channel. The button is pressed in a DM, which Discord sends to shard 0's process, and the game's
 * server may be on another process's shards: the news for the channel goes through the outbox, written with the
 * absence in one transaction, and the process holding the server posts it.
 */
public final class ReminderAway {
    private static final Logger log = LoggerFactory.getLogger(ReminderAway.class);
    static final Duration LENGTH = Duration.ofDays(1);

    private final TableStore tables;
    private final Absences absences;
    private final GameLocks locks;
    private final ChannelOutbox outbox;
    private final Clock clock;
    private final Catalogue text;
    private final Function<Table, Reply.Public> card;

    /**
     * @param text the words of the presser's answer; the channel's post is in the game's language
     * @param card a game's card as it stands ({@code GameLife.card}): a game with a thread has its card edited, as its
     *     due time moves
     */
    public ReminderAway(
            TableStore tables,
            TurnClockStore clocks,
            GameLocks locks,
            ChannelOutbox outbox,
            Clock clock,
            Catalogue text,
            Function<Table, Reply.Public> card) {
        this.tables = tables;
        this.absences = new Absences(clocks);
        this.locks = locks;
        this.outbox = outbox;
        this.clock = clock;
        this.text = text;
        this.card = card;
    }

    List<Reply> press(CommandRequest r) {
        Optional<Table> seen = r.option("table").flatMap(ReminderAway::number).flatMap(tables::byId);
        if (seen.isEmpty()) {
            return privately(text.get("clock.away-button.over"));
        }
        // The game's lock is its channel's, wherever the button was pressed
        return locks.inGame(seen.get().channelId(), () -> tables.byId(seen.get().id())
                .filter(Absences::onTheClock)
                .map(t -> take(t, r.userId()))
                .orElseGet(() -> privately(text.get("clock.away-button.over"))));
    }

    private List<Reply> take(Table table, String userId) {
        Optional<Colour> colour = table.activeColourOf(userId);
        if (colour.isEmpty()) {
            return privately(text.get("clock.away.not-playing"));
        }
        Instant now = clock.instant();
        Optional<Away> used = absences.takenBy(table, colour.get());
        if (used.isPresent()) {
            return privately(
                    used.get().isOn(now)
                            ? text.get(
                                    "clock.away.used-away",
                                    Absences.when(used.get().until()))
                            : text.get("clock.away.used"));
        }
        Catalogue game = text.forLocale(table.settings().language());
        Away away = outbox.withChange(table.channelId(), () -> {
            Away taken = absences.take(table, colour.get(), now, LENGTH);
            outbox.add(
                    table.id(),
                    table.guildId(),
                    table.channelId(),
                    Reply.Public.text(game.get(
                            "clock.away.done",
                            table.nameOf(colour.get(), game),
                            Absences.when(taken.until()),
                            LENGTH.toDays())));
            if (table.inThread()) {
                // The card shows when the move is due, which the absence has just moved
                outbox.add(table.id(), table.guildId(), table.cardChannelId(), card.apply(table));
            }
            return taken;
        });
        log.info("Table {}: {} away for a day, from a reminder", table.id(), colour.get());
        return privately(text.get("clock.away-button.done", Absences.when(away.until())));
    }

    private static Optional<Long> number(String option) {
        try {
            return Optional.of(Long.parseLong(option));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
