package io.djambi.bot.clock;

import static io.djambi.bot.command.Reply.privately;

import io.djambi.bot.command.CommandNames;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.InMemoryServerChoices;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.ServerChoices;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableSettings;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.Languages;
import io.djambi.engine.Result;
import io.djambi.engine.model.Colour;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the players may do with a game's clocks: {@code /djambi pause} and {@code resume} (the host alone, or every
 * active player agreeing), {@code /djambi away days:<n>} (one absence a game, up to 14 days, freezing the player's
 * clock), and {@code /djambi settings} (the host in the lobby, every active player agreeing during the game). A
 * pause or an absence moves the turn's clock on by the time it lasted, so no time is lost and none is counted twice.
 * Each command runs under the game's lock, the one moves and the turn timer take ({@link #underLock}), and reads the
 * table inside it: a pause and a timeout, or a vote and a move, never interleave. {@code /djambi settings threads:on|off}
 * is the server's own choice, not the game's: whether its new games get threads of their own, made by someone who may
 * manage the server. {@code /djambi replace} hands a seat to someone else ({@link SeatHandOver}), decided the same way.
 */
public final class ClockControls {
    private static final Logger log = LoggerFactory.getLogger(ClockControls.class);
    public static final int MAX_AWAY_DAYS = 14;
    static final String PAUSE = "pause";
    static final String RESUME = "resume";
    /** The option of {@code /djambi settings} that is the server's choice of threads. */
    static final String THREADS = OptionSpec.SERVER_THREADS;

    private final TableStore tables;
    private final GameLife games;
    private final TurnClockStore clocks;
    private final Clock clock;
    private final Catalogue text;
    private final Languages languages;
    private final Absences absences;
    private final ServerChoices servers;
    private final SeatHandOver seats;

    /**
     * @param games where a clock change agreed on is applied to the table, under the game's lock (the one the game
     *     layer and the turn timer take), its news through the outbox
     * @param text the words of the answers and posts
     * @param languages the languages the bot speaks, for {@code /djambi settings language:}
     * @param servers where {@code /djambi settings threads:} stores the server's choice
     * @param posts the boards a hand-over posts: the takeback it completes
     */
    public ClockControls(
            TableStore tables,
            GameLife games,
            BoardPosts posts,
            TurnClockStore clocks,
            Clock clock,
            Catalogue text,
            Languages languages,
            ServerChoices servers) {
        this.tables = tables;
        this.games = games;
        this.clocks = clocks;
        this.clock = clock;
        this.text = text;
        this.languages = languages;
        this.absences = new Absences(clocks);
        this.servers = servers;
        this.seats = new SeatHandOver(tables, games, clocks, new Takebacks(games, posts, clocks, text), text);
    }

    /** The servers' choices are kept only for this run. */
    public ClockControls(
            TableStore tables,
            GameLife games,
            BoardPosts posts,
            TurnClockStore clocks,
            Clock clock,
            Catalogue text,
            Languages languages) {
        this(tables, games, posts, clocks, clock, text, languages, new InMemoryServerChoices());
    }

    /**
     * {@code /djambi settings}: the server's choice of threads first if it is given (no game needed for it), then the
     * game's settings under its lock if any of theirs is given too, or if none is.
     */
    List<Reply> settingsCommand(CommandRequest r) {
        if (r.option(THREADS).isEmpty()) {
            return underLock(r, this::settings);
        }
        List<Reply> answers = new ArrayList<>(threads(r));
        if (r.option("turn-time").isPresent()
                || r.option("timeout").isPresent()
                || r.option("language").isPresent()) {
            answers.addAll(underLock(r, this::settings));
        }
        return answers;
    }

    /** {@code threads:on|off}: whether the server's new games get threads of their own, said in one line. */
    private List<Reply> threads(CommandRequest r) {
        if (r.guildId().isEmpty()) {
            return privately(text.get("clock.threads.no-server"));
        }
        if (!r.manageServer()) {
            return privately(text.get("clock.threads.manage-server-only"));
        }
        String wanted = r.option(THREADS).orElseThrow().strip();
        if (!wanted.equals("on") && !wanted.equals("off")) {
            return privately(text.get("clock.threads.refused"));
        }
        boolean threads = wanted.equals("on");
        servers.chooseThreads(r.guildId(), threads);
        log.info("Server {}: new games {}", r.guildId(), threads ? "in threads" : "in their channels");
        return privately(text.get(threads ? "clock.threads.on" : "clock.threads.off"));
    }

    /**
     * Runs a clock command under the game's lock, its news through the outbox: two votes at once are both counted, no
     * move slips between.
     */
    List<Reply> underLock(CommandRequest r, java.util.function.Function<CommandRequest, List<Reply>> command) {
        return games.change(r.channelId(), () -> command.apply(r));
    }

    /** {@code /djambi replace}: a seat handed to a newcomer or an AI, by the host or every other active person. */
    List<Reply> replace(CommandRequest r) {
        return seats.replace(r);
    }

    /** Accept or Decline under a player's offer of his seat, by the one it is offered to. */
    List<Reply> replaceAnswer(CommandRequest r) {
        return seats.answer(r);
    }

    /** Take the seat under a "substitute wanted" line, by someone not in the game. */
    List<Reply> replaceTake(CommandRequest r) {
        return seats.take(r);
    }

    List<Reply> pause(CommandRequest r) {
        Optional<Table> found = timedGame(r);
        if (found.isEmpty()) {
            return refusedWithoutClock(r);
        }
        Table table = found.get();
        Optional<Instant> since = clocks.pausedSince(table.id());
        if (since.isPresent()) {
            return privately(text.get("clock.pause.already", when(since.get())));
        }
        return decide(table, r, PAUSE, words -> words.get("clock.pause.motion"), () -> {
            clocks.pause(table.id(), clock.instant());
            log.info("Table {}: clocks paused", table.id());
            return words -> words.get("clock.pause.done");
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
            return privately(text.get("clock.resume.running"));
        }
        return decide(table, r, RESUME, words -> words.get("clock.resume.motion"), () -> {
            Instant now = clock.instant();
            Optional<TurnClock> moved = clocks.current(table).map(c -> c.shiftedBy(Duration.between(since.get(), now)));
            clocks.resume(table.id(), moved);
            log.info("Table {}: clocks resumed after {}", table.id(), Duration.between(since.get(), now));
            Colour toMove = table.game().position().toMove().orElseThrow();
            return words -> moved.map(c -> words.get(
                            "clock.resume.done",
                            table.nameOf(toMove, words),
                            c.deadline(table.settings().turnTime()).getEpochSecond()))
                    .orElse(words.get(
                            "clock.resume.fresh",
                            table.nameOf(toMove, words),
                            table.settings().turnTimeText(words)));
        });
    }

    List<Reply> away(CommandRequest r) {
        Optional<Table> found = timedGame(r);
        if (found.isEmpty()) {
            return refusedWithoutClock(r);
        }
        Table table = found.get();
        Optional<Colour> colour = table.activeColourOf(r.userId());
        if (colour.isEmpty()) {
            return privately(text.get("clock.away.not-playing"));
        }
        Optional<Integer> days = days(r);
        if (days.isEmpty()) {
            return privately(text.get("clock.away.bad-days", MAX_AWAY_DAYS));
        }
        Instant now = clock.instant();
        Optional<Away> used = absences.takenBy(table, colour.get());
        Colour who = colour.get();
        if (days.get() == 0) {
            if (used.isEmpty() || !used.get().isOn(now)) {
                return privately(text.get("clock.away.not-away", MAX_AWAY_DAYS));
            }
            absences.end(table, used.get(), now);
            log.info("Table {}: {} back from an absence", table.id(), colour.get());
            return told(table, words -> words.get("clock.away.back", table.nameOf(who, words)));
        }
        if (used.isPresent()) {
            return privately(
                    used.get().isOn(now)
                            ? text.get("clock.away.used-away", when(used.get().until()))
                            : text.get("clock.away.used"));
        }
        Away away = absences.take(table, colour.get(), now, Duration.ofDays(days.get()));
        log.info("Table {}: {} away for {} days", table.id(), colour.get(), days.get());
        return told(
                table, words -> words.get("clock.away.done", table.nameOf(who, words), when(away.until()), days.get()));
    }

    List<Reply> settings(CommandRequest r) {
        Optional<Table> found = tables.find(r.channelId()).filter(Table::isLive);
        if (found.isEmpty()) {
            return privately(text.get("clock.settings.no-game"));
        }
        Table table = found.get();
        boolean lobby = table.started().isEmpty();
        if (r.option("turn-time").isEmpty()
                && r.option("timeout").isEmpty()
                && r.option("language").isEmpty()) {
            return privately(text.get(
                            lobby ? "clock.settings.shown-lobby" : "clock.settings.shown-game",
                            table.settings().changeableText())
                    + pending(table));
        }
        Result<TableSettings> proposed = table.settings().withClockOptions(r.options(), text);
        if (proposed instanceof Result.Rejected<TableSettings> bad) {
            return privately(text.get("clock.settings.refused", bad.reason()));
        }
        Optional<Locale> language = r.option("language").isEmpty()
                ? Optional.of(table.settings().language())
                : languages.parse(r.option("language").get());
        if (language.isEmpty()) {
            return privately(text.get("lobby.refused.language", languages.listed()));
        }
        TableSettings next = proposed.orThrow().withLanguage(language.get());
        if (next.equals(table.settings())) {
            return privately(text.get("clock.settings.same", next.changeableText()));
        }
        if (lobby) {
            if (!table.hostId().equals(r.userId())) {
                return privately(text.get("clock.settings.host-only"));
            }
            games.changeSettings(table.channelId(), table.id(), next);
            // Said in the game's new language, as its channel will read it from now on
            return List.of(
                    Reply.Public.text(text.forLocale(next.language()).get("clock.settings.set", next.changeableText()))
                            .echoing(text.get("clock.settings.set", next.changeableText())));
        }
        String motion = "settings " + next.changeableText();
        return decideByVote(
                table,
                r,
                motion,
                words -> words.get("clock.settings.motion", next.changeableText()),
                words -> CommandNames.typed(words, ClockCommands.SETTINGS.name()) + " " + next.changeableText(),
                () -> {
                    games.changeSettings(table.channelId(), table.id(), next);
                    Instant now = clock.instant();
                    Colour toMove = table.game().position().toMove().orElseThrow();
                    // The player to move gets his whole new time: a shorter clock never times him out at once
                    clocks.save(clocks.freshTurn(table, now));
                    log.info("Table {}: clock settings changed by vote", table.id());
                    return words ->
                            words.get("clock.settings.agreed", next.changeableText(), table.nameOf(toMove, words));
                });
    }

    /** A decision made: what it changes is done, and its news is returned, to be worded in any language. */
    private interface Decision {
        Function<Catalogue, String> apply();
    }

    /** News for the channel, in the game's language, told to the person who made it in his own. */
    private List<Reply> told(Table table, Function<Catalogue, String> news) {
        return List.of(Reply.Public.text(news.apply(table.inItsLanguage(text))).echoing(news.apply(text)));
    }

    /** The host decides alone; another active player's word is a vote. */
    private List<Reply> decide(
            Table table, CommandRequest r, String motion, Function<Catalogue, String> what, Decision decision) {
        if (table.hostId().equals(r.userId())) {
            clocks.clearVotes(table.id(), motion);
            Function<Catalogue, String> done = decision.apply();
            return told(table, words -> words.get("clock.by-host", done.apply(words), r.userName()));
        }
        return decideByVote(
                table,
                r,
                motion,
                what,
                words -> CommandNames.typed(words, CommandSpec.DJAMBI + " " + motion),
                decision);
    }

    private List<Reply> decideByVote(
            Table table,
            CommandRequest r,
            String motion,
            Function<Catalogue, String> what,
            Function<Catalogue, String> command,
            Decision decision) {
        if (table.activeColourOf(r.userId()).isEmpty()) {
            return privately(text.get("clock.vote.not-allowed", what.apply(text)));
        }
        if (motion.equals(clocks.votes(table.id()).get(r.userId()))) {
            // His vote stands already: the channel has heard it once
            return privately(text.get("clock.vote.already", what.apply(text), command.apply(text)));
        }
        clocks.vote(table.id(), r.userId(), motion);
        Map<String, String> votes = clocks.votes(table.id());
        // The people still in vote; the AIs go along, as they do with a draw (counted, they could never all agree)
        List<Seat> voters = table.activeSeats().stream().filter(s -> !s.isAi()).toList();
        List<Seat> agree = voters.stream()
                .filter(s -> motion.equals(votes.get(s.userId())))
                .toList();
        if (agree.size() == voters.size()) {
            clocks.clearVotes(table.id(), motion);
            return told(table, decision.apply());
        }
        return told(
                table,
                words -> words.get(
                        "clock.vote.cast",
                        r.userName(),
                        what.apply(words),
                        agree.size(),
                        voters.size(),
                        String.join(", ", agree.stream().map(Seat::name).toList()),
                        command.apply(words)));
    }

    /** The votes still open, for the settings overview. */
    private String pending(Table table) {
        Map<String, String> votes = clocks.votes(table.id());
        if (votes.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("\n").append(text.get("clock.votes.heading"));
        for (Seat s : table.activeSeats()) {
            if (votes.containsKey(s.userId())) {
                sb.append("\n").append(text.get("clock.votes.line", s.name(), votes.get(s.userId())));
            }
        }
        return sb.toString();
    }

    private Optional<Table> timedGame(CommandRequest r) {
        return tables.find(r.channelId()).filter(Absences::onTheClock);
    }

    private List<Reply> refusedWithoutClock(CommandRequest r) {
        boolean untimed = tables.find(r.channelId())
                .filter(Table::isLive)
                .filter(t -> t.started().isPresent())
                .isPresent();
        return privately(text.get(untimed ? "clock.untimed" : "clock.no-game"));
    }

    private static Optional<Integer> days(CommandRequest r) {
        try {
            int days = Integer.parseInt(r.option("days").orElse("").strip());
            return days >= 0 && days <= MAX_AWAY_DAYS ? Optional.of(days) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static String when(Instant instant) {
        return Absences.when(instant);
    }
}
