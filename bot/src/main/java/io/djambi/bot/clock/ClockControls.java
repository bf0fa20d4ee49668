package io.djambi.bot.clock;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLocks;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TableStore;
import io.djambi.engine.Result;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the players may do with a game's clocks: {@code /djambi pause} and {@code resume} (the host alone, or every
 * active player agreeing), {@code /djambi away days:<n>} (one absence a game, up to 14 days, freezing the player's
 * clock), and {@code /djambi settings} (the host in the lobby, every active player agreeing during the game). A
 * pause or an absence moves the turn's clock on by the time it lasted, so no time is lost and none is counted twice.
 * Each command runs under the game's lock, the one moves and the turn timer take ({@link #underLock}), and reads the
 * table inside it: a pause and a timeout, or a vote and a move, never interleave.
 */
public final class ClockControls {
    private static final Logger log = LoggerFactory.getLogger(ClockControls.class);
    public static final int MAX_AWAY_DAYS = 14;
    static final String PAUSE = "pause";
    static final String RESUME = "resume";

    private final TableStore tables;
    private final GameLife games;
    private final TurnClockStore clocks;
    private final Clock clock;
    private final GameLocks locks;

    /**
     * @param games where a clock change agreed on is applied to the table
     * @param locks the games' locks, shared with the game layer and the turn timer
     */
    public ClockControls(TableStore tables, GameLife games, TurnClockStore clocks, Clock clock, GameLocks locks) {
        this.tables = tables;
        this.games = games;
        this.clocks = clocks;
        this.clock = clock;
        this.locks = locks;
    }

    /** Runs a clock command under the game's lock: two votes at once are both counted, no move slips between. */
    List<Reply> underLock(CommandRequest r, java.util.function.Function<CommandRequest, List<Reply>> command) {
        return locks.inGame(r.channelId(), () -> command.apply(r));
    }

    List<Reply> pause(CommandRequest r) {
        Optional<Table> found = timedGame(r);
        if (found.isEmpty()) {
            return refusedWithoutClock(r);
        }
        Table table = found.get();
        Optional<Instant> since = clocks.pausedSince(table.id());
        if (since.isPresent()) {
            return privately("The clocks are already paused, since " + when(since.get()) + ".");
        }
        return decide(table, r, PAUSE, "pause the clocks", () -> {
            clocks.pause(table.id(), clock.instant());
            log.info("Table {}: clocks paused", table.id());
            return "⏸️ The clocks are paused: nobody is reminded or timed out until /djambi resume. Moves can "
                    + "still be played.";
        });
    }

    List<Reply> resume(CommandRequest r) {
        Optional<Table> found = timedGame(r);
        if (found.isEmpty()) {
            return refusedWithoutClock(r);
        }
        Table table = found.get();
        Optional<Instant> since = clocks.pausedSince(table.id());
        if (since.isEmpty()) {
            return privately("The clocks are running; there is nothing to resume.");
        }
        return decide(table, r, RESUME, "resume the clocks", () -> {
            Instant now = clock.instant();
            Optional<TurnClock> moved = clocks.current(table).map(c -> c.shiftedBy(Duration.between(since.get(), now)));
            clocks.resume(table.id(), moved);
            log.info("Table {}: clocks resumed after {}", table.id(), Duration.between(since.get(), now));
            Colour toMove = table.game().position().toMove().orElseThrow();
            return "▶️ The clocks run again. " + table.nameOf(toMove) + " has " + moved
                    .map(c -> TableSettings.durationText(Duration.between(now, c.deadline(table.settings()
                            .turnTime()))) + " left for this move.")
                    .orElse("a fresh " + table.settings().turnTimeText() + " for this move.");
        });
    }

    List<Reply> away(CommandRequest r) {
        Optional<Table> found = timedGame(r);
        if (found.isEmpty()) {
            return refusedWithoutClock(r);
        }
        Table table = found.get();
        Optional<Colour> colour = activeColourOf(table, r.userId());
        if (colour.isEmpty()) {
            return privately("Only a player still in this game can declare an absence.");
        }
        Optional<Integer> days = days(r);
        if (days.isEmpty()) {
            return privately("days is a whole number from 1 to " + MAX_AWAY_DAYS
                    + " (or 0 when you are back early). Nothing changed.");
        }
        Instant now = clock.instant();
        Optional<Away> used = clocks.aways(table.id()).stream().filter(a -> a.colour() == colour.get()).findFirst();
        boolean hisTurn = table.game().position().toMove().orElse(null) == colour.get();
        String name = table.nameOf(colour.get());
        if (days.get() == 0) {
            if (used.isEmpty() || !used.get().isOn(now)) {
                return privately("You are not away. To declare an absence: /djambi away days:<1-" + MAX_AWAY_DAYS
                        + ">.");
            }
            Duration unused = Duration.between(now, used.get().until());
            clocks.saveAway(new Away(table.id(), colour.get(), used.get().from(), now),
                    hisTurn ? clocks.current(table).map(c -> c.shiftedBy(unused.negated())) : Optional.empty());
            log.info("Table {}: {} back from an absence", table.id(), colour.get());
            return List.of(Reply.Public.text("👋 " + name + " is back: his clock runs again."));
        }
        if (used.isPresent()) {
            return privately("You have already used your absence in this game (one per game"
                    + (used.get().isOn(now) ? "; you are away until " + when(used.get().until()) : "") + ").");
        }
        Duration length = Duration.ofDays(days.get());
        Away away = new Away(table.id(), colour.get(), now, now.plus(length));
        clocks.saveAway(away, hisTurn ? clocks.current(table).map(c -> c.shiftedBy(length)) : Optional.empty());
        log.info("Table {}: {} away for {} days", table.id(), colour.get(), days.get());
        return List.of(Reply.Public.text("✈️ " + name + " is away until " + when(away.until()) + " (" + days.get()
                + (days.get() == 1 ? " day" : " days") + "): the others play on, and at " + name
                + "'s turn the game waits for him. /djambi away days:0 when back early."));
    }

    List<Reply> settings(CommandRequest r) {
        Optional<Table> found = tables.find(r.channelId()).filter(Table::isLive);
        if (found.isEmpty()) {
            return privately("There is no game here. Open one with /djambi new.");
        }
        Table table = found.get();
        boolean lobby = table.started().isEmpty();
        String how = lobby ? "The host can change them here before the start"
                : "Every active player can propose a change; it applies when all agree";
        if (r.option("turn-time").isEmpty() && r.option("timeout").isEmpty()) {
            return privately("Clock settings: `" + table.settings().clockText() + "`. " + how
                    + ": /djambi settings turn-time:<12h, 3d…|none> timeout:<skip|resign>." + pending(table));
        }
        Result<TableSettings> proposed = table.settings().withClockOptions(r.options());
        if (proposed instanceof Result.Rejected<TableSettings> bad) {
            return privately("Nothing changed: " + bad.reason() + ".");
        }
        TableSettings next = proposed.orThrow();
        if (next.equals(table.settings())) {
            return privately("Those are already the settings: `" + next.clockText() + "`.");
        }
        if (lobby) {
            if (!table.hostId().equals(r.userId())) {
                return privately("Only the host can change the settings before the start.");
            }
            games.changeSettings(table.channelId(), table.id(), next);
            return List.of(Reply.Public.text("The host set the clock: `" + next.clockText() + "`."));
        }
        String motion = "settings " + next.clockText();
        return decideByVote(table, r, motion, "change the clock to `" + next.clockText() + "`",
                "/djambi settings " + next.clockText(), () -> {
                    games.changeSettings(table.channelId(), table.id(), next);
                    Instant now = clock.instant();
                    Colour toMove = table.game().position().toMove().orElseThrow();
                    // The player to move gets his whole new time: a shorter clock never times him out at once
                    clocks.save(clocks.freshTurn(table, now));
                    log.info("Table {}: clock settings changed by vote", table.id());
                    return "⚙️ Every active player agreed: the clock is now `" + next.clockText() + "`. "
                            + table.nameOf(toMove) + "'s turn starts again with the new time.";
                });
    }

    private interface Decision {
        String apply();
    }

    /** The host decides alone; another active player's word is a vote. */
    private List<Reply> decide(Table table, CommandRequest r, String motion, String what, Decision decision) {
        if (table.hostId().equals(r.userId())) {
            clocks.clearVotes(table.id(), motion);
            return List.of(Reply.Public.text(decision.apply() + " (" + r.userName() + ", the host)"));
        }
        return decideByVote(table, r, motion, what, "/djambi " + motion, decision);
    }

    private List<Reply> decideByVote(Table table, CommandRequest r, String motion, String what, String command,
            Decision decision) {
        if (activeColourOf(table, r.userId()).isEmpty()) {
            return privately("Only the host or the players still in the game can " + what + ".");
        }
        clocks.vote(table.id(), r.userId(), motion);
        Map<String, String> votes = clocks.votes(table.id());
        List<Seat> voters = activeSeats(table);
        List<Seat> agree = voters.stream().filter(s -> motion.equals(votes.get(s.userId()))).toList();
        if (agree.size() == voters.size()) {
            clocks.clearVotes(table.id(), motion);
            return List.of(Reply.Public.text(decision.apply()));
        }
        return List.of(Reply.Public.text("🗳️ " + r.userName() + " votes to " + what + ": " + agree.size() + " of "
                + voters.size() + " active players agree (" + String.join(", ", agree.stream().map(Seat::name)
                        .toList()) + "). The others agree with `" + command + "`."));
    }

    /** The votes still open, for the settings overview. */
    private String pending(Table table) {
        Map<String, String> votes = clocks.votes(table.id());
        if (votes.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("\nOpen votes:");
        for (Seat s : activeSeats(table)) {
            if (votes.containsKey(s.userId())) {
                sb.append("\n- ").append(s.name()).append(": ").append(votes.get(s.userId()));
            }
        }
        return sb.toString();
    }

    private Optional<Table> timedGame(CommandRequest r) {
        return tables.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isPresent())
                .filter(t -> t.settings().isTimed());
    }

    private List<Reply> refusedWithoutClock(CommandRequest r) {
        boolean untimed = tables.find(r.channelId()).filter(Table::isLive).filter(t -> t.started().isPresent())
                .isPresent();
        return privately(untimed ? "This game has no turn clock (turn-time:none): nothing to pause or freeze."
                : "There is no game in progress here.");
    }


    private static Optional<Colour> activeColourOf(Table table, String userId) {
        Position p = table.game().position();
        return table.seatOf(userId).map(Seat::colour).filter(p::isActive);
    }

    private static List<Seat> activeSeats(Table table) {
        Position p = table.game().position();
        return table.seats().values().stream().filter(s -> p.isActive(s.colour()))
                .sorted(java.util.Comparator.comparing(Seat::colour)).toList();
    }

    private static Optional<Integer> days(CommandRequest r) {
        try {
            int days = Integer.parseInt(r.option("days").orElse("").strip());
            return days >= 0 && days <= MAX_AWAY_DAYS ? Optional.of(days) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** A time every reader sees in his own time zone (Discord's timestamp markup). */
    private static String when(Instant instant) {
        return "<t:" + instant.getEpochSecond() + ":f>";
    }

    private static List<Reply> privately(String text) {
        return List.of(new Reply.Private(text));
    }
}
