package io.djambi.bot.clock;

import io.djambi.bot.command.Outage;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.ServerNames;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.TimeUp;
import io.djambi.bot.game.Timeouts;
import io.djambi.bot.game.Turn;
import io.djambi.bot.outbox.ChannelOutbox;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.LanguageBook;
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
 * Keeps long games moving: reminds the player to move when half and when nine tenths of his turn time have passed
 * (on a clock so short that the two would come within a minute, at half only), and tells the game layer
 * ({@link Timeouts}) when his time is up, which decides what that does. Driven by {@link #tick()} (every second in the bot, at
 * will in tests) and an injected clock, so every path runs in virtual time. A turn is a game version: any event
 * starts a new clock. State lives in a {@link TurnClockStore}, so a restart neither repeats nor forgets anything.
 *
 * <p>Each game is looked at under its lock (the one moves and clock commands take), after reading its table again
 * inside it: a move, a pause or an absence that lands after the list of games was read is seen, and the timer leaves
 * that game for its next tick. What the timer says (posts, DMs) is said after the lock is let go.
 */
public final class TurnTimer {
    private static final Logger log = LoggerFactory.getLogger(TurnTimer.class);
    /** After the bot was down past a deadline, the player still gets this long (or his whole turn time if shorter). */
    static final Duration DOWNTIME_GRACE = Duration.ofHours(1);
    /** Reminders of one turn closer together than this would be one reminder said twice. */
    static final Duration LEAST_BETWEEN_REMINDERS = Duration.ofMinutes(1);

    private final TableStore tables;
    private final Timeouts timeouts;
    private final BoardPosts boards;
    private final TurnClockStore clocks;
    private final TimerOutput output;
    private final ServerNames servers;
    private final Clock clock;
    private final GameLocks locks;
    /** Where the timer's news for a channel go: with the change they tell of, in its transaction. */
    private final ChannelOutbox outbox;

    private final Catalogue text;
    private final LanguageBook languages;

    /**
     * @param timeouts what a timeout does to the game: the timer only says when time is up
     * @param boards draws the board a reminder shows
     * @param locks the games' locks, shared with the commands and the clock commands
     * @param text the words of the reminders, in the game's language in its channel and in each player's own in his
     *     DMs
     * @param languages each player's last seen language
     */
    public TurnTimer(
            TableStore tables,
            Timeouts timeouts,
            BoardPosts boards,
            TurnClockStore clocks,
            TimerOutput output,
            ServerNames servers,
            Clock clock,
            GameLocks locks,
            ChannelOutbox outbox,
            Catalogue text,
            LanguageBook languages) {
        this.outbox = outbox;
        this.tables = tables;
        this.timeouts = timeouts;
        this.boards = boards;
        this.clocks = clocks;
        this.output = output;
        this.servers = servers;
        this.clock = clock;
        this.locks = locks;
        this.text = text;
        this.languages = languages;
    }

    /**
     * Run once when the bot starts, before the first tick: a deadline that passed while the bot was down is not
     * applied at once; the player gets a fresh reminder and a grace of an hour (or his turn time if shorter).
     */
    public void recover() {
        Instant now = clock.instant();
        for (String channelId : tables.clockChannels(now)) {
            List<Runnable> toSay = locks.inGame(channelId, () -> recover(channelId, now));
            toSay.forEach(Runnable::run);
        }
    }

    private List<Runnable> recover(String channelId, Instant now) {
        Optional<Table> found = onTheClock(channelId);
        if (found.isEmpty()) {
            return List.of();
        }
        Table table = found.get();
        TurnClock turn = clocks.currentOrStarted(table, now);
        if (now.isBefore(turn.deadline(table.settings().turnTime()))) {
            return List.of();
        }
        Duration grace = shorter(DOWNTIME_GRACE, table.settings().turnTime());
        // The fresh reminder stands for both of the turn's reminders: none more before the grace ends
        TurnClock graced = turn.withGrace(now.plus(grace)).withReminders(2);
        Colour late = table.game().position().toMove().orElseThrow();
        Catalogue game = text.forLocale(table.settings().language());
        outbox.withChange(table.channelId(), () -> {
            clocks.save(graced);
            outbox.add(
                    table.id(),
                    table.guildId(),
                    table.channelId(),
                    Reply.Public.text(game.get(
                            "reminder.offline.post",
                            table.nameOf(late, game),
                            TableSettings.durationText(grace, game),
                            table.settings().timeout().consequence(game))));
            return null;
        });
        log.info("Table {}: the turn ran out while the bot was down; {} of grace", table.id(), grace);
        return List.of(() ->
                remind(table, late, words -> words.get("reminder.offline", TableSettings.durationText(grace, words))));
    }

    /**
     * Sends the reminders and applies the timeouts that are due now. Nothing escapes: the bot runs this on a fixed
     * delay, which an exception would end for good. While the database is away the tick is one line in the log, and
     * what was due is done at the first tick after it is back (nothing due is recorded as done until it is stored).
     */
    public void tick() {
        try {
            dueNow(clock.instant());
        } catch (RuntimeException e) {
            Optional<Throwable> outage = Outage.in(e);
            if (outage.isPresent()) {
                log.warn("Turn timer waits for the database: {}", outage.get().getMessage());
            } else {
                log.error("Turn timer failed", e);
            }
        }
    }

    private void dueNow(Instant now) {
        for (String channelId : tables.clockChannels(now)) {
            try {
                List<Runnable> toSay = locks.inGame(channelId, () -> tick(channelId, now));
                toSay.forEach(Runnable::run);
            } catch (RuntimeException e) {
                if (Outage.in(e).isPresent()) {
                    throw e; // the other games would meet it too: the next tick tries them all
                }
                log.error("Turn timer failed in channel {}", channelId, e);
            }
        }
    }

    /** Under the game's lock: records what is due, and returns what to say about it once the lock is let go. */
    private List<Runnable> tick(String channelId, Instant now) {
        Optional<Table> found = onTheClock(channelId);
        if (found.isEmpty()) {
            return List.of();
        }
        Table table = found.get();
        TurnClock turn = clocks.currentOrStarted(table, now);
        Duration turnTime = table.settings().turnTime();
        Colour toMove = table.game().position().toMove().orElseThrow();
        if (!now.isBefore(turn.deadline(turnTime))) {
            // The game layer decides what that does, and posts it through the outbox with the change
            timeouts.timeUp(TimeUp.of(table));
            return List.of();
        }
        // Negative while the player is away: his clock has not started yet
        Duration elapsed = Duration.between(turn.turnStartedAt(), now);
        int due = remindersDue(elapsed, turnTime);
        if (due <= turn.remindersSent()) {
            return List.of();
        }
        clocks.save(turn.withReminders(due)); // recorded first: a reminder is never sent twice
        return List.of(() -> remind(
                table,
                toMove,
                words -> words.get("reminder.due", turn.deadline(turnTime).getEpochSecond())));
    }

    /**
     * How many of the turn's reminders are due {@code elapsed} into it: the first at half the turn time, the second at
     * nine tenths, unless that comes less than {@link #LEAST_BETWEEN_REMINDERS} after the first (a clock under two
     * and a half minutes). Both name the same deadline: so close together, the second reads as the first sent again
     * (the 30-second clock's player had two identical DMs, 12 seconds apart), with no time left to act on it.
     */
    static int remindersDue(Duration elapsed, Duration turnTime) {
        Duration half = turnTime.dividedBy(2);
        Duration nineTenths = turnTime.multipliedBy(9).dividedBy(10);
        boolean secondSaysMore = nineTenths.minus(half).compareTo(LEAST_BETWEEN_REMINDERS) >= 0;
        if (secondSaysMore && elapsed.compareTo(nineTenths) >= 0) {
            return 2;
        }
        return elapsed.compareTo(half) >= 0 ? 1 : 0;
    }

    /**
     * The channel's game read again under its lock, if it is on the clock: a move, an abort or a pause that came in
     * after the list of games was read is seen here. A paused game is checked for here only, under the lock.
     */
    private Optional<Table> onTheClock(String channelId) {
        return tables.find(channelId).filter(TurnTimer::isTimed).filter(t -> clocks.pausedSince(t.id())
                .isEmpty());
    }

    /**
     * Reminds the player by DM with the board seen from his corner, and by a mention in the channel when he asked
     * for that, turned DMs off, or the DM failed.
     */
    private void remind(Table table, Colour colour, Function<Catalogue, String> news) {
        Seat seat = table.seats().get(colour);
        if (seat == null) {
            return;
        }
        NotifyPreference wants = clocks.preference(seat.userId());
        Catalogue his = text.forLocale(languages.languageOf(seat.userId()));
        String dm = his.get(
                "reminder.dm",
                table.id(),
                servers.nameOf(table.guildId()),
                servers.channelNameOf(table.channelId()),
                news.apply(his),
                table.settings().timeout().warning(his));
        Catalogue game = text.forLocale(table.settings().language());
        String mention = game.get(
                "reminder.mention",
                seat.userId(),
                news.apply(game),
                table.settings().timeout().warning(game));
        Reply.Public inChannel = new Reply.Public(mention, List.of(), List.of(seat.userId()), new Reply.NoControls());
        if (!wants.dm()) {
            mentionIfStillDue(table, inChannel);
            return;
        }
        output.reminder(seat.userId(), table.id(), table.channelId(), dm, boards.boardFor(table, colour), his.locale())
                .thenAccept(delivered -> {
                    if (!delivered || wants.mention()) {
                        mentionIfStillDue(table, inChannel);
                    }
                });
    }

    /**
     * The reminder's mention in the channel, written to the outbox under the game's lock only if the game is still at
     * the turn it reminds of: a player who moved meanwhile is not pinged for a turn already over, after its board.
     */
    private void mentionIfStillDue(Table table, Reply.Public mention) {
        Turn turn = Turn.of(table);
        try {
            locks.inGame(table.channelId(), () -> {
                if (tables.find(table.channelId()).filter(turn::isNow).isPresent()) {
                    outbox.add(table.id(), table.guildId(), table.channelId(), mention);
                }
                return null;
            });
        } catch (RuntimeException e) { // on a DM's callback thread: nobody else would hear of it
            log.warn("Table {}: the reminder's mention was not written: {}", table.id(), e.getMessage());
        }
    }

    private static boolean isTimed(Table t) {
        return t.isLive()
                && t.started().isPresent()
                && t.settings().isTimed()
                && t.aiToMove().isEmpty(); // an AI is on no clock: it moves within seconds
    }

    private static Duration shorter(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
