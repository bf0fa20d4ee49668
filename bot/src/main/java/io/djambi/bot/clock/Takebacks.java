package io.djambi.bot.clock;

import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.game.GameLife;
import io.djambi.bot.game.OffersAfterHandOver;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.bot.game.TakebackRequest;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Takebacks by agreement: {@code /takeback} asks to take back the caller's last move, in one public line with Accept
 * and Decline for every other active person (AIs accept); each acceptance but the last edits that line in place with
 * who accepts now. Once all have accepted, the game, its record and the turn's clock are as before the move, and one
 * board tells the channel. A decline, any new event (a move, a skip or a resignation: also what the turn's deadline
 * brings) ends the request. Not offered where the host turned takebacks off ({@code takebacks:false}), nor for a move
 * that put a camp out of the game.
 *
 * <p>What is taken back: the caller's last move and the AIs' moves played right after it, as long as no person has
 * moved since. The AIs answer a move within a second, so "only while no other event followed" would almost never let
 * a player facing an AI take a move back; an AI's move is no one's decision to protect. A person's move (or a
 * time-out, which is the turn's deadline) after it ends the chance.
 *
 * <p>The request is kept with the table ({@link Table#takeback}, stored with it as its draw offers are), written in
 * the same change as the line that acknowledges it, under the game's lock: a restart keeps it, with its acceptances,
 * and its buttons still answer; the next event ends it. Being the table's, it is shared by the commands of every
 * language, since a request asked in French may be accepted in German. In the clock package because a takeback gives
 * the turn's clock back ({@link TurnClockStore#earlier}).
 */
public final class Takebacks implements CommandGroup {
    // A command of its own, not /djambi's: Discord allows a command 25 subcommands, and /djambi has them all
    static final CommandSpec TAKEBACK =
            CommandSpec.slash("takeback", "command.takeback.description", Reach.SERVER, OptionSpec.GAME);
    static final CommandSpec ANSWER = CommandSpec.internal(
            "takeback-answer",
            "command.takeback-answer.description",
            OptionSpec.text("table", "option.takeback-answer.table.description"),
            OptionSpec.text("version", "option.takeback-answer.version.description"),
            OptionSpec.text("answer", "option.takeback-answer.answer.description"));
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(TAKEBACK, ANSWER);

    private final GameLife life;
    private final BoardPosts posts;
    private final TurnClockStore clocks;
    private final Catalogue text;

    public Takebacks(GameLife life, BoardPosts posts, TurnClockStore clocks, Catalogue text) {
        this.life = life;
        this.posts = posts;
        this.clocks = clocks;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(life.underLock(TAKEBACK, this::ask), life.underLock(ANSWER, this::answer));
    }

    /**
     * The version the game goes back to if {@code asker}'s last move is taken back, or why not: a catalogue key. The
     * events after his move may only be AI moves; a move that put a camp out of the game (R22, R23) stays.
     */
    static Back back(Table table, Colour asker) {
        if (!table.settings().takebacks()) {
            return new Back(-1, "takeback.off");
        }
        List<GameEvent> events = table.game().events();
        List<Position> positions = table.game().positions();
        for (int i = events.size() - 1; i >= 0; i--) {
            Colour mover = positions.get(i).toMove().orElse(null);
            if (!(events.get(i) instanceof GameEvent.Played) || mover == null) {
                return new Back(-1, "takeback.nothing");
            }
            if (mover == asker) {
                Position before = positions.get(i);
                Position now = table.game().position();
                boolean outOfTheGame =
                        List.of(Colour.values()).stream().anyMatch(c -> before.isActive(c) && !now.isActive(c));
                return outOfTheGame ? new Back(-1, "takeback.eliminated") : new Back(i, "");
            }
            Seat seat = table.seats().get(mover);
            if (seat == null || !seat.isAi()) {
                return new Back(-1, "takeback.nothing"); // a person has moved since
            }
        }
        return new Back(-1, "takeback.nothing");
    }

    /** The version to go back to, or (at -1) the catalogue key of the refusal. */
    record Back(int version, String refusal) {}

    /** {@code /takeback}: the request, or the takeback at once if nobody else has to agree, or why not. */
    private List<Reply> ask(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        Optional<Colour> colour = found.flatMap(t -> t.activeColourOf(r.userId()));
        if (colour.isEmpty()) {
            return privately(text.get("takeback.not-playing"));
        }
        Table table = found.get();
        if (r.option("table")
                .filter(id -> !id.equals(Long.toString(table.id())))
                .isPresent()) {
            return privately(text.get("takeback.nothing")); // a Take back button under a move of an earlier game
        }
        if (table.takebackStanding().isPresent()) {
            return privately(text.get("takeback.pending"));
        }
        Back back = back(table, colour.get());
        if (back.version() < 0) {
            return privately(text.get(back.refusal()));
        }
        if (table.takebackDeclined().filter(d -> d.back() == back.version()).isPresent()) {
            // Declined once: asked again and again, the same request would only press the others (play-test)
            return privately(text.get("takeback.declined-before"));
        }
        if (r.option("version")
                .filter(after -> !after.equals(Integer.toString(back.version() + 1)))
                .isPresent()) {
            // The Take back button under an earlier move's answer: that move was taken back already, or is not the
            // last any more; it took back the newest instead (found by the play-test)
            return privately(text.get("takeback.not-that-move"));
        }
        TakebackRequest request = TakebackRequest.asked(colour.get(), back.version(), table.version());
        List<Colour> answering = people(table, colour.get());
        if (answering.isEmpty()) {
            return List.of(new Reply.Private(text.get("takeback.done-private")), takeBack(table, request));
        }
        if (table.aiToMove().isPresent()) {
            // A request stands only while the game stays at its version: the AI's answer, a second later, would end
            // it before anyone could accept (found by the play-test). Asked once the AI has moved, it takes that
            // answer back too.
            return privately(text.get("takeback.wait-ai", table.aiToMove().get().nameIn(text)));
        }
        // Stored with the table, in the transaction that posts it: once he is told it is asked, a restart keeps it
        // (the decline it replaces, of an earlier move, is of no more use)
        Table asked = life.advance(table.withTakeback(request));
        Reply.Public post = standing(asked, request).echoing(heading(asked, request, text));
        return List.of(new Reply.Private(text.get("takeback.asked-private")), post);
    }

    /** Accept or Decline under a request, by one of the other active people while it stands. */
    private List<Reply> answer(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId())
                .filter(t -> r.option("table").orElse("").equals(Long.toString(t.id())))
                .filter(t -> r.option("version").orElse("").equals(Integer.toString(t.version())));
        Optional<TakebackRequest> standing = found.flatMap(Table::takebackStanding);
        if (standing.isEmpty()) {
            return privately(text.get("takeback.no-request"));
        }
        Table table = found.get();
        TakebackRequest request = standing.get();
        Optional<Colour> colour = table.activeColourOf(r.userId());
        if (colour.isEmpty()) {
            return privately(text.get("takeback.not-yours"));
        }
        if (request.accepted().contains(colour.get())) {
            return privately(text.get(colour.get() == request.asker() ? "takeback.yours" : "takeback.already"));
        }
        Catalogue game = table.inItsLanguage(text);
        if (!r.option("answer").orElse("").equals("accept")) {
            // Stored declined, in the transaction of the line that says so: the request ends, and its move is not
            // asked for again
            life.advance(table.withTakeback(request.declinedNow()));
            // Told once: in the request's own line, struck through with why, where a reader scrolling back looks (a new
            // line of its own said it a second time, found by the play-test); the post's words are for where nothing
            // is struck (the console)
            String declined = game.get("takeback.declined", table.nameOf(colour.get(), game));
            Reply.Controls closing = Reply.OfferClosed.alone(
                    Reply.OfferClosed.TAKEBACK, game.get("takeback.struck.declined", table.nameOf(colour.get(), game)));
            return List.of(new Reply.Public(declined, List.of(), List.of(), closing)
                    .echoing(text.get("takeback.declined", table.nameOf(colour.get(), text))));
        }
        TakebackRequest now = request.acceptedBy(colour.get());
        Set<Colour> accepted = now.accepted();
        List<Colour> people = people(table, request.asker());
        if (!accepted.containsAll(people)) {
            // Stored in the transaction of the edit that tells the channel: a restart keeps his acceptance
            life.advance(table.withTakeback(now));
            // The request's own line says who accepts now, edited in place, as a draw offer's does: a new line for
            // each acceptance buried the request under its counts. Only what ends the request is a new line, news
            // for all: the takeback done (its board), a decline, or the next move (its board; the request is struck
            // through above it)
            return List.of(standing(table, now)
                    .echoing(text.get(
                            "takeback.accepted", table.nameOf(colour.get(), text), accepted.size() - 1, people.size()))
                    .inPlaceOf(standing(table, request).text()));
        }
        return List.of(takeBack(table, now));
    }

    /**
     * The request's line as it stands, in the game's language, with Accept and Decline: its first line who asks (and
     * whose move it is, if another played it) and, once others accept, who accepts now (in the colours' order, so that
     * the line before an acceptance can be said again to find it after a restart); its second how many accept, and
     * those yet to answer, pinged: the request stands only until the next move (found by the play-test: nobody was
     * told); an edit pings nobody anew, but shows who is still awaited. Struck through once it is over, the first line
     * alone is kept: the count and the pings no longer hold.
     */
    private Reply.Public standing(Table table, TakebackRequest request) {
        Catalogue game = table.inItsLanguage(text);
        List<Colour> people = people(table, request.asker());
        Set<Colour> accepting = accepting(request);
        String count = accepting.isEmpty()
                ? game.get("takeback.must-accept")
                : game.get("takeback.count", accepting.size(), people.size());
        Reply.Public post = new Reply.Public(
                heading(table, request, game) + "\n" + count,
                List.of(),
                List.of(),
                new Reply.TakebackOffer(
                        table.id(), request.at(), table.settings().language()));
        for (Colour c : people) {
            if (!accepting.contains(c)) {
                post = posts.alsoPinging(post, table.seats().get(c));
            }
        }
        return post;
    }

    /**
     * Who asks, in {@code words}' language, and who accepts: "ann (Red) asks to take back their last move"; the move
     * named by who played it if another did (a seat that changed hands since, or the AI standing in for a late
     * player: the asker named as its player, found by the play-test).
     */
    private String heading(Table table, TakebackRequest request, Catalogue words) {
        String asker = table.nameOf(request.asker(), words);
        Optional<String> playedBy = playedBy(table, request, words);
        Set<Colour> accepting = accepting(request);
        if (accepting.isEmpty()) {
            return playedBy.map(p -> words.get("takeback.asked-for", asker, p))
                    .orElseGet(() -> words.get("takeback.asked", asker));
        }
        String names = table.namesOf(accepting, words);
        return playedBy.map(p -> words.get("takeback.standing-for", asker, names, p))
                .orElseGet(() -> words.get("takeback.standing", asker, names));
    }

    /** Who played the move a request would take back, if not its asker, as {@code words} names him. */
    private Optional<String> playedBy(Table table, TakebackRequest request, Catalogue words) {
        String mover = life.movers(table).of(request.asker(), request.back(), words);
        return mover.equals(table.nameOf(request.asker(), words)) ? Optional.empty() : Optional.of(mover);
    }

    /** Those who accept a request, but its asker. */
    private static Set<Colour> accepting(TakebackRequest request) {
        Set<Colour> accepting = EnumSet.copyOf(request.accepted());
        accepting.remove(request.asker());
        return accepting;
    }

    /**
     * The request once a seat changed hands ({@code before}, then {@code after}: {@link GameLife#handOver} took away
     * the acceptance of the player who left, and the request itself if he asked it): if it stood, its line edited in
     * place to say who accepts now, of how many, and who is awaited; or, its asker gone, its end, with why (the move
     * stands: his successor may ask for it himself); or the takeback, once every other person still in accepts (an AI
     * came for the last one who had not, and the AIs accept). To be called inside {@link GameLife#change}.
     */
    OffersAfterHandOver afterHandOver(Table before, Table after) {
        Optional<TakebackRequest> stood = before.takebackStanding();
        if (stood.isEmpty() || after.stage() != Stage.PLAYING) {
            return OffersAfterHandOver.NONE;
        }
        Optional<TakebackRequest> now = after.takebackStanding();
        if (now.isEmpty()) {
            // It was his: it ends without a line of its own, the hand-over's saying why he went
            Catalogue game = after.inItsLanguage(text);
            return OffersAfterHandOver.ended(new Reply.OfferClosed(
                    Reply.OfferClosed.TAKEBACK,
                    game.get(
                            "takeback.struck.seat-changed",
                            before.nameOf(stood.get().asker(), game))));
        }
        TakebackRequest request = now.get();
        if (request.accepted().containsAll(people(after, request.asker()))) {
            String said = done(after, request, text); // before the move goes, as takeBack says it
            return OffersAfterHandOver.followed(takeBack(after, request).echoing(said));
        }
        // As the line said it last, to find it again after a restart
        Reply.Public was = standing(before, stood.get());
        Reply.Public is = standing(after, request);
        return is.text().equals(was.text())
                ? OffersAfterHandOver.NONE
                : OffersAfterHandOver.followed(is.inPlaceOf(was.text()));
    }

    /** The other active people, who must all agree; the AIs always do. */
    private static List<Colour> people(Table table, Colour asker) {
        return table.activePeople().stream().filter(c -> c != asker).toList();
    }

    /**
     * The takeback: the game as it was before the move (its later events dropped from the stored record with the AI's
     * moves for late players among them, the draw offers and the request lapsed), the turn's clock as it was if it is
     * kept (else the turn starts again now), and one board.
     */
    private Reply.Public takeBack(Table table, TakebackRequest request) {
        // Said before the move goes: the AI's move for a late player is forgotten with it
        String done = done(table, request, table.inItsLanguage(text));
        Table back = life.takeBack(table, request.back());
        clocks.earlier(table.id(), request.back()).ifPresent(clocks::save);
        // The player to move is pinged, as on every board: the asker, whose last acceptance may come hours later
        return posts.post(back, null, done, true);
    }

    /**
     * What the takeback done says, in {@code words}' language: the move named by who played it, the seat's holder then
     * (the asker's successor did not play it: found by the play-test) or the AI standing in for him.
     */
    private String done(Table table, TakebackRequest request, Catalogue words) {
        // The AI moves played right after the asker's go with it: say so, they vanished unmentioned (found by the
        // play-test)
        int aiMoves = table.version() - request.back() - 1;
        String mover = life.movers(table).of(request.asker(), request.back(), words);
        return aiMoves > 0 ? words.get("takeback.done-with-ais", mover, aiMoves) : words.get("takeback.done", mover);
    }

    private static List<Reply> privately(String words) {
        return List.of(new Reply.Private(words));
    }
}
