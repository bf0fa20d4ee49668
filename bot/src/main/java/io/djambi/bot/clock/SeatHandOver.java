package io.djambi.bot.clock;

import static io.djambi.bot.command.Reply.privately;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /replace seat:<colour> with:<user>} or {@code with-ai:<level>}: a seat still in the game handed to a
 * person not in it, or to an AI, from now on. The host decides alone; otherwise every other active person (the one
 * whose seat it is aside) must agree, as with the clock's votes. The newcomer gets the seat, its clock and its
 * whispers from now on; the earlier whispers stay with their writers. Runs under the game's lock.
 */
final class SeatHandOver {
    private static final Logger log = LoggerFactory.getLogger(SeatHandOver.class);
    static final String SEAT = "seat";
    static final String WITH = "with";
    static final String WITH_AI = "with-ai";

    private final TableStore tables;
    private final GameLife games;
    private final TurnClockStore clocks;
    private final Catalogue text;

    SeatHandOver(TableStore tables, GameLife games, TurnClockStore clocks, Catalogue text) {
        this.tables = tables;
        this.games = games;
        this.clocks = clocks;
        this.text = text;
    }

    List<Reply> replace(CommandRequest r) {
        Optional<Table> found = tables.find(r.channelId()).filter(t -> t.stage() == Stage.PLAYING);
        if (found.isEmpty()) {
            return privately(text.get("replace.no-game"));
        }
        Table table = found.get();
        Colour colour = Colour.parse(r.option(SEAT).orElse("").strip());
        if (colour == null) {
            return privately(text.get("replace.bad-seat"));
        }
        Seat seat = table.seats().get(colour);
        if (seat == null || !table.game().position().isActive(colour)) {
            return privately(text.get("replace.seat-out", text.colour(colour)));
        }
        Optional<String> with = r.option(WITH).map(String::strip).filter(s -> !s.isEmpty());
        Optional<String> withAi = r.option(WITH_AI).map(String::strip).filter(s -> !s.isEmpty());
        if (with.isPresent() == withAi.isPresent()) {
            return privately(text.get("replace.one-of"));
        }
        Seat came;
        if (with.isPresent()) {
            if (table.seatOf(with.get()).isPresent()) {
                return privately(text.get("replace.already-in", with.get()));
            }
            String name = r.option(WITH + CommandRequest.NAME_OF_USER).orElse(with.get());
            came = new Seat(with.get(), name, colour);
        } else {
            Optional<Level> level = Level.parse(withAi.get());
            if (level.isEmpty()) {
                return privately(text.get("replace.bad-level"));
            }
            came = Seat.ai(colour, level.get(), table.inItsLanguage(text));
            if (came.userId().equals(seat.userId())) {
                return privately(text.get("replace.same", came.name()));
            }
        }
        String motion = "replace " + colour.letter() + " " + came.userId();
        if (table.hostId().equals(r.userId())) {
            clocks.clearVotes(table.id(), motion);
            return handOver(table, seat, came, r.userName());
        }
        // Every other active person: the one who is replaced need not agree (he may be gone), nor an AI
        List<Seat> voters = table.activeSeats().stream()
                .filter(s -> !s.isAi() && s.colour() != colour)
                .toList();
        if (voters.stream().noneMatch(s -> s.userId().equals(r.userId()))) {
            return privately(text.get("replace.not-allowed"));
        }
        clocks.vote(table.id(), r.userId(), motion);
        Map<String, String> votes = clocks.votes(table.id());
        List<Seat> agree = voters.stream()
                .filter(s -> motion.equals(votes.get(s.userId())))
                .toList();
        if (agree.size() == voters.size()) {
            clocks.clearVotes(table.id(), motion);
            return handOver(table, seat, came, "");
        }
        String command = "/replace seat:" + colour.name().toLowerCase(java.util.Locale.ROOT)
                + (with.isPresent() ? " with:<@" + came.userId() + ">" : " with-ai:" + withAi.get());
        return told(
                table,
                words -> words.get(
                        "clock.vote.cast",
                        r.userName(),
                        words.get("replace.motion", table.nameOf(colour, words), newcomer(came)),
                        agree.size(),
                        voters.size(),
                        String.join(", ", agree.stream().map(Seat::name).toList()),
                        command),
                List.of());
    }

    /** Hands the seat over and tells the channel in one line, pinging a person who comes. */
    private List<Reply> handOver(Table table, Seat seat, Seat came, String host) {
        Table handed = games.advance(games.handOver(table, came));
        log.info("Table {}: {} handed over to {}", table.id(), seat.colour(), came.isAi() ? came.userId() : "a person");
        Function<Catalogue, String> words = w -> {
            String done = w.get(
                    came.isAi() ? "replace.done-ai" : "replace.done",
                    seat.name(),
                    w.colour(seat.colour()),
                    newcomer(came));
            return host.isEmpty() ? done : w.get("clock.by-host", done, host);
        };
        if (handed.stage() != Stage.PLAYING) {
            log.info("Table {}: no person left after the hand-over, the game ends", table.id());
        }
        return told(handed, words, came.isAi() ? List.of() : List.of(came.userId()));
    }

    private static String newcomer(Seat came) {
        return came.isAi() ? came.name() : "<@" + came.userId() + ">";
    }

    private List<Reply> told(Table table, Function<Catalogue, String> news, List<String> pinged) {
        Reply.Public post = Reply.Public.text(news.apply(table.inItsLanguage(text)));
        return List.of(new Reply.Public(post.text(), List.of(), pinged, post.controls()).echoing(news.apply(text)));
    }
}
