package io.djambi.bot.clock;

import io.djambi.bot.ai.AiTurns;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableService;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.TimeoutPolicy;
import io.djambi.bot.press.ServerNames;
import io.djambi.engine.ai.Ai;
import io.djambi.engine.ai.Level;
import io.djambi.engine.game.Game;
import io.djambi.engine.move.Move;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
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
    /** Turns whose stand-in move is being searched, so a tick does not start a second search. */
    private final Set<String> standingIn = ConcurrentHashMap.newKeySet();

    /** @param aiPool where a {@code timeout:ai} stand-in move is searched, off the timer's own thread */
    public TurnTimer(TableStore tables, TableService games, TurnClockStore clocks, TimerOutput output,
            ServerNames servers, Clock clock, Executor aiPool) {
        this.aiPool = aiPool;
        this.tables = tables;
        this.games = games;
        this.clocks = clocks;
        this.output = output;
        this.servers = servers;
        this.clock = clock;
    }

    /**
     * Run once when the bot starts, before the first tick: a deadline that passed while the bot was down is not
     * applied at once; the player gets a fresh reminder and a grace of an hour (or his turn time if shorter).
     */
    public void recover() {
        Instant now = clock.instant();
        for (Table table : timedGames()) {
            TurnClock turn = current(table, now);
            if (!now.isBefore(turn.deadline(table.settings().turnTime()))) {
                Duration grace = shorter(DOWNTIME_GRACE, table.settings().turnTime());
                // The fresh reminder stands for both of the turn's reminders: none more before the grace ends
                TurnClock graced = turn.withGrace(now.plus(grace)).withReminders(2);
                clocks.save(graced);
                Colour late = table.game().position().toMove().orElseThrow();
                log.info("Table {}: the turn ran out while the bot was down; {} of grace", table.id(), grace);
                remind(table, late, "The bot was offline when your time ran out, so you get "
                        + TableSettings.durationText(grace) + " more");
                output.post(table.channelId(), Reply.Public.text("The bot was offline when " + table.nameOf(late)
                        + "'s time ran out; " + table.nameOf(late) + " gets " + TableSettings.durationText(grace)
                        + " more before the " + table.settings().timeout().consequence() + "."));
            }
        }
    }

    /** Sends the reminders and applies the timeouts that are due now. */
    public void tick() {
        Instant now = clock.instant();
        for (Table table : timedGames()) {
            try {
                tick(table, now);
            } catch (RuntimeException e) {
                log.error("Turn timer failed on table {}", table.id(), e);
            }
        }
    }

    private void tick(Table table, Instant now) {
        TurnClock turn = current(table, now);
        Duration turnTime = table.settings().turnTime();
        Colour toMove = table.game().position().toMove().orElseThrow();
        if (!now.isBefore(turn.deadline(turnTime))) {
            timeOut(table, toMove);
            return;
        }
        // Negative while the player is away: his clock has not started yet
        Duration elapsed = Duration.between(turn.turnStartedAt(), now);
        int due = elapsed.compareTo(turnTime.multipliedBy(9).dividedBy(10)) >= 0 ? 2
                : elapsed.compareTo(turnTime.dividedBy(2)) >= 0 ? 1 : 0;
        if (due > turn.remindersSent()) {
            clocks.save(turn.withReminders(due)); // recorded first: a reminder is never sent twice
            Duration left = Duration.between(now, turn.deadline(turnTime));
            remind(table, toMove, "You have " + TableSettings.durationText(rounded(left)) + " left");
        }
    }

    /** The clock of the table's current turn, started now if the game has moved on since it was last seen. */
    private TurnClock current(Table table, Instant now) {
        return clocks.current(table).orElseGet(() -> {
            TurnClock fresh = clocks.freshTurn(table, now);
            clocks.save(fresh);
            return fresh;
        });
    }

    private void timeOut(Table table, Colour late) {
        if (table.settings().timeout() == TimeoutPolicy.AI) {
            standIn(table, late);
            return;
        }
        int skips = skipsInARow(table.game(), late);
        boolean resign = table.settings().timeout() == TimeoutPolicy.RESIGN
                || skips + 1 >= TimeoutPolicy.SKIPS_BEFORE_RESIGNING;
        String words = table.nameOf(late) + " ran out of time: "
                + (table.settings().timeout() == TimeoutPolicy.RESIGN ? "resigned (R23)."
                        : resign ? "a third turn in a row lost, so resigned (R23)."
                                : "turn skipped (R28; " + (skips + 1) + " of " + TimeoutPolicy.SKIPS_BEFORE_RESIGNING
                                        + " in a row before resigning).");
        List<Reply> posts = games.timeOut(table.channelId(), table.version(), resign, words);
        log.info("Table {}: {} timed out, {}", table.id(), late, resign ? "resigned" : "skipped");
        for (Reply post : posts) {
            if (post instanceof Reply.Public p) {
                output.post(table.channelId(), p);
            }
        }
    }

    /** {@code timeout:ai}: the AI ({@code normal}) plays this one move for the late player, who keeps his seat. */
    private void standIn(Table table, Colour late) {
        String turn = table.id() + ":" + table.version();
        if (!standingIn.add(turn)) {
            return; // already handed to the pool: the next ticks wait for it
        }
        try {
            aiPool.execute(() -> {
                try {
                    Move move = Ai.of(Level.NORMAL, AiTurns.seed(table.id(), table.version()))
                            .choose(table.game().position());
                    List<Reply> posts = games.playFor(table.channelId(), table.version(), move, table.nameOf(late)
                            + " ran out of time, so the AI (normal) played for him");
                    log.info("Table {}: {} timed out, the AI played for him", table.id(), late);
                    posts.stream().filter(Reply.Public.class::isInstance)
                            .forEach(p -> output.post(table.channelId(), (Reply.Public) p));
                } catch (RuntimeException e) {
                    log.error("AI stand-in failed on table {}", table.id(), e);
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
        output.directMessage(seat.userId(), dm, List.of(games.boardFor(table, colour))).thenAccept(delivered -> {
            if (!delivered || wants.mention()) {
                output.post(table.channelId(), inChannel);
            }
        });
    }

    private List<Table> timedGames() {
        return tables.liveTables().stream().filter(t -> t.started().isPresent()).filter(t -> t.settings().isTimed())
                .filter(t -> t.aiToMove().isEmpty()) // an AI is on no clock: it moves within seconds
                .filter(t -> clocks.pausedSince(t.id()).isEmpty()).toList();
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
