package io.djambi.bot.clock;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.MoveChooser;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableService;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.TimeoutPolicy;
import io.djambi.bot.game.Turn;
import io.djambi.bot.game.ServerNames;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.Game;
import io.djambi.engine.move.Move;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps long games moving: reminds the player to move when half and when nine tenths of his turn time have passed,
 * and applies the game's timeout policy when it runs out. Driven by {@link #tick()} (every second in the bot, at
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

    private final TableStore tables;
    private final TableService games;
    private final TurnClockStore clocks;
    private final TimerOutput output;
    private final ServerNames servers;
    private final Clock clock;
    private final Executor aiPool;
    private final MoveChooser chooser;
    private final GameLocks locks;
    /** Turns whose stand-in move is being searched, so a tick does not start a second search. */
    private final Set<Turn> standingIn = ConcurrentHashMap.newKeySet();
    /** Failed stand-in searches of a turn; each tick tries again, up to {@link #STAND_IN_TRIES}. */
    private final Map<Turn, Integer> standInFailures = new ConcurrentHashMap<>();
    public static final int STAND_IN_TRIES = 3;

    /**
     * @param aiPool where a {@code timeout:ai} stand-in move is searched, off the timer's own thread
     * @param locks the games' locks, shared with the game service and the clock commands
     */
    public TurnTimer(TableStore tables, TableService games, TurnClockStore clocks, TimerOutput output,
            ServerNames servers, Clock clock, Executor aiPool, GameLocks locks) {
        this(tables, games, clocks, output, servers, clock, aiPool, locks, MoveChooser.engine());
    }

    /** @param chooser searches the {@code timeout:ai} stand-in move (a failing fake in tests) */
    public TurnTimer(TableStore tables, TableService games, TurnClockStore clocks, TimerOutput output,
            ServerNames servers, Clock clock, Executor aiPool, GameLocks locks, MoveChooser chooser) {
        this.chooser = chooser;
        this.aiPool = aiPool;
        this.tables = tables;
        this.games = games;
        this.clocks = clocks;
        this.output = output;
        this.servers = servers;
        this.clock = clock;
        this.locks = locks;
    }

    /**
     * Run once when the bot starts, before the first tick: a deadline that passed while the bot was down is not
     * applied at once; the player gets a fresh reminder and a grace of an hour (or his turn time if shorter).
     */
    public void recover() {
        Instant now = clock.instant();
        for (Table seen : timedGames()) {
            List<Runnable> toSay = locks.inGame(seen.channelId(), () -> recover(seen.channelId(), now));
            toSay.forEach(Runnable::run);
        }
    }

    private List<Runnable> recover(String channelId, Instant now) {
        Optional<Table> found = onTheClock(channelId);
        if (found.isEmpty()) {
            return List.of();
        }
        Table table = found.get();
        TurnClock turn = current(table, now);
        if (now.isBefore(turn.deadline(table.settings().turnTime()))) {
            return List.of();
        }
        Duration grace = shorter(DOWNTIME_GRACE, table.settings().turnTime());
        // The fresh reminder stands for both of the turn's reminders: none more before the grace ends
        TurnClock graced = turn.withGrace(now.plus(grace)).withReminders(2);
        clocks.save(graced);
        Colour late = table.game().position().toMove().orElseThrow();
        log.info("Table {}: the turn ran out while the bot was down; {} of grace", table.id(), grace);
        return List.of(() -> remind(table, late, "The bot was offline when your time ran out, so you get "
                + TableSettings.durationText(grace) + " more"),
                () -> output.post(table.channelId(), Reply.Public.text("The bot was offline when "
                        + table.nameOf(late) + "'s time ran out; " + table.nameOf(late) + " gets "
                        + TableSettings.durationText(grace) + " more before the "
                        + table.settings().timeout().consequence() + ".")));
    }

    /** Sends the reminders and applies the timeouts that are due now. */
    public void tick() {
        Instant now = clock.instant();
        for (Table seen : timedGames()) {
            try {
                List<Runnable> toSay = locks.inGame(seen.channelId(), () -> tick(seen.channelId(), now));
                toSay.forEach(Runnable::run);
            } catch (RuntimeException e) {
                log.error("Turn timer failed on table {}", seen.id(), e);
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
        TurnClock turn = current(table, now);
        Duration turnTime = table.settings().turnTime();
        Colour toMove = table.game().position().toMove().orElseThrow();
        if (!now.isBefore(turn.deadline(turnTime))) {
            return timeOut(table, toMove);
        }
        // Negative while the player is away: his clock has not started yet
        Duration elapsed = Duration.between(turn.turnStartedAt(), now);
        int due = elapsed.compareTo(turnTime.multipliedBy(9).dividedBy(10)) >= 0 ? 2
                : elapsed.compareTo(turnTime.dividedBy(2)) >= 0 ? 1 : 0;
        if (due <= turn.remindersSent()) {
            return List.of();
        }
        clocks.save(turn.withReminders(due)); // recorded first: a reminder is never sent twice
        Duration left = Duration.between(now, turn.deadline(turnTime));
        return List.of(() -> remind(table, toMove, "You have " + TableSettings.durationText(rounded(left)) + " left"));
    }

    /**
     * The channel's game read again under its lock, if it is on the clock: a move, an abort or a pause that came in
     * after the list of games was read is seen here. A paused game is checked for here only, under the lock.
     */
    private Optional<Table> onTheClock(String channelId) {
        return tables.find(channelId).filter(TurnTimer::isTimed).filter(t -> clocks.pausedSince(t.id()).isEmpty());
    }

    /** The clock of the table's current turn, started now if the game has moved on since it was last seen. */
    private TurnClock current(Table table, Instant now) {
        return clocks.current(table).orElseGet(() -> {
            TurnClock fresh = clocks.freshTurn(table, now);
            clocks.save(fresh);
            return fresh;
        });
    }

    private List<Runnable> timeOut(Table table, Colour late) {
        if (table.settings().timeout() == TimeoutPolicy.AI) {
            standIn(table, late);
            return List.of();
        }
        return lose(table, late, table.settings().timeout(), "");
    }

    /** The late player loses his turn ({@code SKIP}, resigned at the third in a row) or the game ({@code RESIGN}). */
    private List<Runnable> lose(Table table, Colour late, TimeoutPolicy policy, String why) {
        int skips = skipsInARow(table.game(), late);
        boolean resign = policy == TimeoutPolicy.RESIGN || skips + 1 >= TimeoutPolicy.SKIPS_BEFORE_RESIGNING;
        String words = table.nameOf(late) + " ran out of time" + why + ": "
                + (policy == TimeoutPolicy.RESIGN ? "resigned."
                        : resign ? "a third turn in a row lost, so resigned."
                                : "turn skipped (" + (skips + 1) + " of " + TimeoutPolicy.SKIPS_BEFORE_RESIGNING
                                        + " in a row before resigning).");
        List<Reply> posts = games.timeOut(Turn.of(table), resign, words);
        log.info("Table {}: {} timed out, {}", table.id(), late, resign ? "resigned" : "skipped");
        List<Runnable> toSay = new ArrayList<>();
        for (Reply post : posts) {
            if (post instanceof Reply.Public p) {
                toSay.add(() -> output.post(table.channelId(), p));
            }
        }
        return toSay;
    }

    /** {@code timeout:ai}: the AI ({@code normal}) plays this one move for the late player, who keeps his seat. */
    private void standIn(Table table, Colour late) {
        Turn turn = Turn.of(table);
        if (!standingIn.add(turn)) {
            return; // already handed to the pool: the next ticks wait for it
        }
        try {
            aiPool.execute(() -> {
                try {
                    Move move = chooser.choose(table.game().position(), Level.NORMAL,
                            MoveChooser.seed(table.id(), table.version()));
                    List<Reply> posts = games.playFor(turn, move, table.nameOf(late)
                            + " ran out of time, so the AI (normal) played for him");
                    log.info("Table {}: {} timed out, the AI played for him", table.id(), late);
                    posts.stream().filter(Reply.Public.class::isInstance)
                            .forEach(p -> output.post(table.channelId(), (Reply.Public) p));
                    standInFailures.remove(turn);
                } catch (RuntimeException e) {
                    int failures = standInFailures.merge(turn, 1, Integer::sum);
                    log.error("AI stand-in failed on table {} ({} of {})", table.id(), failures, STAND_IN_TRIES, e);
                    if (failures >= STAND_IN_TRIES) {
                        // The AI cannot play for him: the turn is lost as under timeout:skip, so the game goes on
                        standInFailures.remove(turn);
                        lose(table, late, TimeoutPolicy.SKIP, " and the AI could not play for him").forEach(Runnable::run);
                    }
                } finally {
                    standingIn.remove(turn);
                }
            });
        } catch (RejectedExecutionException e) {
            standingIn.remove(turn); // shutting down: the stand-in is made after the restart
        }
    }

    /** How many of the colour's latest turns in a row ended in a skip (a move of his resets the count). */
    static int skipsInARow(Game game, Colour colour) {
        int skips = 0;
        for (int i = game.events().size() - 1; i >= 0; i--) {
            if (game.positions().get(i).toMove().orElse(null) != colour) {
                continue;
            }
            if (!(game.events().get(i) instanceof GameEvent.Skip)) {
                break;
            }
            skips++;
        }
        return skips;
    }

    /**
     * Reminds the player by DM with the board seen from his corner, and by a mention in the channel when he asked
     * for that, turned DMs off, or the DM failed.
     */
    private void remind(Table table, Colour colour, String news) {
        Seat seat = table.seats().get(colour);
        if (seat == null) {
            return;
        }
        NotifyPreference wants = clocks.preference(seat.userId());
        String then = switch (table.settings().timeout()) {
            case RESIGN -> "you are resigned";
            case SKIP -> "your turn passes";
            case AI -> "the AI plays this move for you";
        };
        String dm = "⏰ **Your move** in Djambi game " + table.id() + " on **" + servers.nameOf(table.guildId())
                + "**, <#" + table.channelId() + ">. " + news + "; then " + then + ".";
        String mention = "<@" + seat.userId() + "> ⏰ your move. " + news + "; then " + then + ".";
        Reply.Public inChannel = new Reply.Public(mention, List.of(), List.of(seat.userId()), new Reply.NoControls());
        if (!wants.dm()) {
            output.post(table.channelId(), inChannel);
            return;
        }
        output.directMessage(seat.userId(), dm, games.boardFor(table, colour)).thenAccept(delivered -> {
            if (!delivered || wants.mention()) {
                output.post(table.channelId(), inChannel);
            }
        });
    }

    /** The games that may be on the clock, read without a lock: each is read again under its lock. */
    private List<Table> timedGames() {
        return tables.liveTables().stream().filter(TurnTimer::isTimed).toList();
    }

    private static boolean isTimed(Table t) {
        return t.isLive() && t.started().isPresent() && t.settings().isTimed()
                && t.aiToMove().isEmpty(); // an AI is on no clock: it moves within seconds
    }

    private static Duration shorter(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** To the minute from an hour up, else to the second; up, so a tick's lag never shows "14s" for 15. */
    private static Duration rounded(Duration d) {
        Duration unit = d.compareTo(Duration.ofHours(1)) >= 0 ? Duration.ofMinutes(1) : Duration.ofSeconds(1);
        long units = (d.toMillis() + unit.toMillis() - 1) / unit.toMillis();
        return unit.multipliedBy(units);
    }
}
