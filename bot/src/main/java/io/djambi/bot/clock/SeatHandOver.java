package io.djambi.bot.clock;

import static io.djambi.bot.command.Reply.privately;

import io.djambi.bot.command.CommandNames;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.OffersAfterHandOver;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TableStore;
import io.djambi.bot.game.WantedSeat;
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
 * whispers from now on; the earlier whispers stay with their writers. The seat's own player may offer it to a person
 * instead: a public line pings him with Accept and Decline, only his to press while the game is at the version the
 * offer was made for; the offer is the player's standing motion, so a new motion of his, a decline or a move closes
 * it. The word the player who leaves gave goes with him (his agreement to a draw, his acceptance of a takeback, a
 * takeback he asked): the draw offer's and the takeback request's own lines say so. Runs under the game's lock.
 */
final class SeatHandOver {
    private static final Logger log = LoggerFactory.getLogger(SeatHandOver.class);
    static final String SEAT = "seat";
    static final String WITH = "with";
    static final String WITH_AI = "with-ai";

    private final TableStore tables;
    private final GameLife games;
    private final TurnClockStore clocks;
    private final Takebacks takebacks;
    private final Catalogue text;

    /** @param takebacks what a seat changing hands does to a takeback request standing */
    SeatHandOver(TableStore tables, GameLife games, TurnClockStore clocks, Takebacks takebacks, Catalogue text) {
        this.tables = tables;
        this.games = games;
        this.clocks = clocks;
        this.takebacks = takebacks;
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
        if (with.isPresent() && withAi.isPresent()) {
            return privately(text.get("replace.one-of"));
        }
        Optional<WantedSeat> wanted = games.seatsWanted(table).stream()
                .filter(w -> w.colour() == colour)
                .findFirst();
        Seat came;
        if (with.isEmpty() && withAi.isEmpty()) {
            // Named by nobody: the seat's player asks for a substitute; anyone else agrees to the one proposed, and so
            // does the host for his own seat (the line told him to, and then refused him: "already looks for one")
            boolean hostsYes = table.hostId().equals(r.userId())
                    && wanted.filter(WantedSeat::proposed).isPresent();
            if (seat.userId().equals(r.userId()) && !hostsYes) {
                return wanted.isPresent() ? privately(text.get("replace.wanted-already")) : markWanted(table, seat);
            }
            if (wanted.isEmpty() || !wanted.get().proposed()) {
                return privately(text.get("replace.one-of"));
            }
            if (table.seatOf(wanted.get().candidateId()).isPresent()) {
                return privately(text.get("replace.already-in", wanted.get().candidateId()));
            }
            came = new Seat(wanted.get().candidateId(), wanted.get().candidateName(), colour);
        } else if (with.isPresent()) {
            if (r.option(WITH + CommandRequest.USER_IS_BOT)
                    .map(Boolean::parseBoolean)
                    .orElse(false)) {
                // The bot itself, or another bot: it would never accept the seat nor play it (found by the play-test)
                return privately(text.get("replace.bot", with.get()));
            }
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
                return privately(text.get("replace.same", came.nameIn(text)));
            }
        }
        String motion = motion(colour, came);
        if (with.isPresent() && seat.userId().equals(r.userId())) {
            return offer(table, seat, came);
        }
        if (table.hostId().equals(r.userId())) {
            clocks.clearVotes(table.id(), motion);
            return handOver(table, seat, came, r.userName(), !seat.userId().equals(r.userId()));
        }
        // Every other active person: the one who is replaced need not agree (he may be gone), nor an AI
        List<Seat> voters = table.activeSeats().stream()
                .filter(s -> !s.isAi() && s.colour() != colour)
                .toList();
        if (voters.stream().noneMatch(s -> s.userId().equals(r.userId()))) {
            return privately(text.get("replace.not-allowed"));
        }
        // The command to agree with, named as each reader's Discord shows it; its options stay as typed. A person is
        // named by his mention after it, not inside the code: Discord shows a mention there as its raw <@id>, which
        // nobody can copy into the command's user option (found by the play-test)
        String options = " seat:" + WantedSeat.seatName(colour)
                + (with.isPresent() ? " with:" : withAi.isPresent() ? " with-ai:" + withAi.get() : "");
        String chosen = with.isPresent() ? "<@" + came.userId() + ">" : "";
        if (motion.equals(clocks.votes(table.id()).get(r.userId()))) {
            // His vote stands already: the channel has heard it once (it heard it again; found by the play-test)
            return privately(text.get(
                    with.isPresent() ? "replace.vote.already" : "clock.vote.already",
                    text.get("replace.motion", table.nameOf(colour, text), newcomer(came, text)),
                    CommandNames.typed(text, ClockCommands.REPLACE.name()) + options,
                    chosen));
        }
        clocks.vote(table.id(), r.userId(), motion);
        Map<String, String> votes = clocks.votes(table.id());
        List<Seat> agree = voters.stream()
                .filter(s -> motion.equals(votes.get(s.userId())))
                .toList();
        if (agree.size() == voters.size()) {
            clocks.clearVotes(table.id(), motion);
            return handOver(table, seat, came, "", true);
        }
        return told(
                table,
                words -> words.get(
                        with.isPresent() ? "replace.vote.cast" : "clock.vote.cast",
                        r.userName(),
                        words.get("replace.motion", table.nameOf(colour, words), newcomer(came, words)),
                        agree.size(),
                        voters.size(),
                        String.join(", ", agree.stream().map(Seat::name).toList()),
                        CommandNames.typed(words, ClockCommands.REPLACE.name()) + options,
                        chosen),
                List.of());
    }

    private static String motion(Colour colour, Seat came) {
        return "replace " + colour.letter() + " " + came.userId();
    }

    /** The seat's player offers it to a person not in the game: a public line for him to accept or decline. */
    private List<Reply> offer(Table table, Seat seat, Seat came) {
        clocks.vote(table.id(), seat.userId(), motion(seat.colour(), came));
        Catalogue game = table.inItsLanguage(text);
        String line = game.get("replace.offered", seat.nameIn(game), game.colour(seat.colour()), newcomer(came, game));
        String seatName = WantedSeat.seatName(seat.colour());
        return List.of(new Reply.Public(
                        line,
                        List.of(),
                        List.of(came.userId()),
                        new Reply.SeatOffer(
                                table.id(),
                                table.version(),
                                seatName,
                                came.userId(),
                                table.settings().language()))
                .echoing(text.get(
                        "replace.offered", seat.nameIn(text), text.colour(seat.colour()), newcomer(came, text))));
    }

    /**
     * Accept or Decline under an offered seat: only the person it is offered to, while the game is at the offer's
     * version and the seat's player still offers it to him; anything else is refused and changes nothing.
     */
    List<Reply> answer(CommandRequest r) {
        Colour colour = Colour.parse(r.option(SEAT).orElse(""));
        String to = r.option("to").orElse("");
        Optional<Table> found = tables.find(r.channelId())
                .filter(t -> t.stage() == Stage.PLAYING)
                .filter(t -> r.option("table").orElse("").equals(Long.toString(t.id())))
                .filter(t -> r.option("version").orElse("").equals(Integer.toString(t.version())));
        Seat seat =
                found.isEmpty() || colour == null ? null : found.get().seats().get(colour);
        if (seat == null
                || !found.get().game().position().isActive(colour)
                || !motion(colour, new Seat(to, to, colour))
                        .equals(clocks.votes(found.get().id()).get(seat.userId()))) {
            return privately(text.get("replace.no-offer"));
        }
        Table table = found.get();
        if (!r.userId().equals(to)) {
            return privately(text.get("replace.not-offered", "<@" + to + ">"));
        }
        String motion = motion(colour, new Seat(to, to, colour));
        clocks.clearVotes(table.id(), motion);
        if (!r.option("answer").orElse("").equals("accept")) {
            log.info("Table {}: the offer of {} declined", table.id(), colour);
            return told(
                    table,
                    w -> w.get("replace.declined", "<@" + to + ">", seat.nameIn(w), w.colour(colour)),
                    List.of(seat.userId()),
                    new Reply.SeatOfferClosed(WantedSeat.seatName(colour)));
        }
        if (table.seatOf(to).isPresent()) {
            return privately(text.get("replace.already-in", to));
        }
        return handOver(table, seat, new Seat(to, r.userName(), colour), "", false); // he offered it himself
    }

    /** The seat's player asks for a substitute: the seat is marked, and a public line carries Take the seat. */
    private List<Reply> markWanted(Table table, Seat seat) {
        games.markWanted(table, WantedSeat.open(seat.colour()));
        log.info("Table {}: a substitute wanted for {}", table.id(), seat.colour());
        return List.of(wantedPost(
                table,
                seat.colour(),
                w -> w.get(
                        WantedSeat.hostAlone(table, seat.colour()) ? "replace.wanted-host" : "replace.wanted",
                        seat.nameIn(w),
                        w.colour(seat.colour()),
                        // the button under the line, as the channel shows it, to whoever reads this
                        table.inItsLanguage(text).get("button.take-the-seat"))));
    }

    private Reply.Public wantedPost(Table table, Colour colour, Function<Catalogue, String> words) {
        return WantedSeat.post(table, colour, words, text);
    }

    /**
     * Take the seat under a "substitute wanted" line: the first person not in the game to press it is proposed, and the
     * channel told how the host or the others agree; anyone else is refused and nothing changes.
     */
    List<Reply> take(CommandRequest r) {
        Colour colour = Colour.parse(r.option(SEAT).orElse(""));
        Optional<Table> found = tables.find(r.channelId())
                .filter(t -> t.stage() == Stage.PLAYING)
                .filter(t -> r.option("table").orElse("").equals(Long.toString(t.id())));
        Optional<WantedSeat> wanted = colour == null
                ? Optional.empty()
                : found.flatMap(t -> games.seatsWanted(t).stream()
                        .filter(w -> w.colour() == colour)
                        .findFirst());
        if (wanted.isEmpty()) {
            return privately(text.get("replace.not-wanted"));
        }
        Table table = found.get();
        if (table.seatOf(r.userId()).isPresent()) {
            return privately(text.get("replace.take-in-game"));
        }
        if (wanted.get().proposed()) {
            return privately(text.get(
                    wanted.get().candidateId().equals(r.userId()) ? "replace.take-again" : "replace.take-taken",
                    wanted.get().candidateName()));
        }
        games.markWanted(table, new WantedSeat(colour, r.userId(), r.userName()));
        Seat seat = table.seats().get(colour);
        String options = " seat:" + WantedSeat.seatName(colour);
        log.info("Table {}: someone offers to take {}", table.id(), colour);
        return told(
                table,
                w -> w.get(
                        WantedSeat.hostAlone(table, colour) ? "replace.proposed-host" : "replace.proposed",
                        "<@" + r.userId() + ">",
                        seat.nameIn(w),
                        w.colour(colour),
                        CommandNames.typed(w, ClockCommands.REPLACE.name()) + options,
                        "<@" + table.hostId() + ">"),
                List.of(table.hostId())); // the host is pinged: his yes is the quick way
    }

    /**
     * Hands the seat over and tells the channel in one line, pinging a person who comes, and the person who leaves when
     * others decided it ({@code pingLeaver}): he was not told he no longer plays (found by the play-test).
     */
    private List<Reply> handOver(Table table, Seat seat, Seat came, String host, boolean pingLeaver) {
        boolean leaverPinged = pingLeaver && !seat.isAi();
        Table handed = games.advance(games.handOver(table, came));
        log.info("Table {}: {} handed over to {}", table.id(), seat.colour(), came.isAi() ? came.userId() : "a person");
        Function<Catalogue, String> words = w -> {
            String done = w.get(
                    came.isAi() ? "replace.done-ai" : "replace.done",
                    seat.nameIn(w),
                    w.colour(seat.colour()),
                    newcomer(came, w));
            String said = host.isEmpty() ? done : w.get("clock.by-host", done, host);
            return leaverPinged ? said + " <@" + seat.userId() + ">" : said;
        };
        if (handed.stage() != Stage.PLAYING) {
            log.info("Table {}: no person left after the hand-over, the game ends", table.id());
        }
        // The word the player who left gave goes with him: the draw offer and the takeback request standing say so,
        // their lines edited in place, or struck through by this one if they stood on his word alone (they kept his
        // name and count, or looked live: found by a test first); or done, if every person still in now agrees. The
        // draw first: a game drawn has no move to take back, and the request ends with it
        OffersAfterHandOver draw = games.drawOfferAfterHandOver(table, handed, seat.colour(), text);
        Table now = tables.find(table.channelId()).orElse(handed); // read again: the draw changed it
        OffersAfterHandOver offers = draw.and(takebacks.afterHandOver(table, now));
        // Its "substitute wanted" line, if any, loses Take the seat: pressed later, it only led to a refusal
        Reply.Controls filled = new Reply.SeatFilled(WantedSeat.seatName(seat.colour()), offers.ended());
        List<String> pinged = new java.util.ArrayList<>();
        if (!came.isAi()) {
            pinged.add(came.userId());
        }
        if (leaverPinged) {
            pinged.add(seat.userId());
        }
        List<Reply> replies = new java.util.ArrayList<>(told(handed, words, pinged, filled));
        replies.addAll(offers.posts());
        return replies;
    }

    private static String newcomer(Seat came, Catalogue text) {
        return came.isAi() ? came.nameIn(text) : "<@" + came.userId() + ">";
    }

    private List<Reply> told(Table table, Function<Catalogue, String> news, List<String> pinged) {
        return told(table, news, pinged, new Reply.NoControls());
    }

    private List<Reply> told(
            Table table, Function<Catalogue, String> news, List<String> pinged, Reply.Controls controls) {
        String said = news.apply(table.inItsLanguage(text));
        return List.of(new Reply.Public(said, List.of(), pinged, controls).echoing(news.apply(text)));
    }
}
