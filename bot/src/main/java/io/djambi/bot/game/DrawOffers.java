package io.djambi.bot.game;

import static io.djambi.bot.game.LobbyCommands.privately;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Draw offers: {@code /djambi draw} asks to confirm, then offers in one public line with Accept and Decline for the
 * other active players; each agreement after the first edits that line in place with who agrees now. The game is
 * drawn once every active player agrees, as before; a Decline withdraws the offer. Offers lapse at the next move. Who
 * offered it is kept with it ({@link Table#drawOfferer}): it stays his once his seat changed hands. Runs under the
 * game's lock.
 */
final class DrawOffers {
    private final GameLife life;
    private final BoardPosts posts;
    private final Confirmations confirmations;
    private final Catalogue text;

    DrawOffers(GameLife life, BoardPosts posts, Confirmations confirmations, Catalogue text) {
        this.life = life;
        this.posts = posts;
        this.confirmations = confirmations;
        this.text = text;
    }

    /** {@code /djambi draw}: the question, or why there is none to ask. */
    List<Reply> ask(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        Optional<Colour> colour = found.flatMap(t -> t.activeColourOf(r.userId()));
        if (colour.isEmpty()) {
            return privately(text.get("play.draw.not-playing"));
        }
        Table table = found.get();
        if (table.drawOffers().contains(colour.get())) {
            return privately(text.get("play.draw.already"));
        }
        return confirmations.ask(
                "draw",
                table,
                table.drawOffers().isEmpty() ? text.get("confirm.draw.offer") : text.get("confirm.draw.accept"));
    }

    /** Confirm: the caller's agreement is added; the game is drawn if every active player now agrees. */
    List<Reply> confirmed(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId());
        Optional<List<Reply>> refused = confirmations.refusal(r, found);
        if (refused.isPresent()) {
            return refused.get();
        }
        Optional<Colour> colour = found.flatMap(t -> t.activeColourOf(r.userId()));
        if (colour.isEmpty()) {
            return privately(text.get("play.draw.not-playing"));
        }
        if (found.get().drawOffers().contains(colour.get())) {
            return privately(text.get("play.draw.already"));
        }
        Agreed agreed = agree(found.get(), colour.get());
        // The question is closed by one line saying what was done; the public post is the news for everyone
        return List.of(new Reply.Private(agreed.line()), agreed.post());
    }

    /** Accept or Decline under an offer, by one of the other active players while the offer stands. */
    List<Reply> answer(CommandRequest r) {
        Optional<Table> found = life.playing(r.channelId())
                .filter(t -> r.option("table").orElse("").equals(Long.toString(t.id())))
                .filter(t -> r.option("version").orElse("").equals(Integer.toString(t.version())))
                .filter(t -> !t.drawOffers().isEmpty());
        if (found.isEmpty()) {
            return privately(text.get("play.draw.no-offer"));
        }
        Table table = found.get();
        Optional<Colour> colour = table.activeColourOf(r.userId());
        if (colour.isEmpty()) {
            return privately(text.get("play.draw.not-yours"));
        }
        boolean agreed = table.drawOffers().contains(colour.get());
        if (r.option("answer").orElse("").equals("accept")) {
            return agreed
                    ? privately(text.get("play.draw.already"))
                    : List.of(agree(table, colour.get()).post());
        }
        // Declined, or withdrawn by its offerer (one who agreed was told he had agreed already, and could not take his
        // word back: found by the play-test): the offer ends, since it stood for all or none. One who agreed to
        // another's offer declines it; only its offerer withdraws it (found by the play-test: one who had agreed, the
        // offerer gone, read as withdrawing his own offer). An offer whose offerer is not known (stored before he was
        // kept) is withdrawn by any who agreed, as before.
        boolean withdrawn = table.drawOfferer() == null
                ? agreed
                : table.drawOffererSeated().filter(colour.get()::equals).isPresent();
        life.advance(table.withGame(table.game(), Set.of()));
        String key = withdrawn ? "play.draw.withdrawn" : "play.draw.declined";
        Catalogue game = table.inItsLanguage(text);
        // Told once: in the offer's own line, struck through with why, where a reader scrolling back looks (a new line
        // of its own said it a second time, found by the play-test); the post's words are for where nothing is struck
        // (the console)
        String why = game.get(
                withdrawn ? "play.draw.struck.withdrawn" : "play.draw.struck.declined",
                table.nameOf(colour.get(), game));
        return List.of(new Reply.Public(
                        game.get(key, table.nameOf(colour.get(), game)),
                        List.of(),
                        List.of(),
                        Reply.OfferClosed.alone(Reply.OfferClosed.DRAW, why))
                .echoing(text.get(key, table.nameOf(colour.get(), text))));
    }

    /** An agreement made: its line in the caller's language, and the post that tells the channel (in the game's). */
    private record Agreed(String line, Reply.Public post) {}

    private Agreed agree(Table table, Colour colour) {
        Set<Colour> offers = new HashSet<>(table.drawOffers());
        offers.add(colour);
        List<Colour> people = table.activePeople();
        Catalogue game = table.inItsLanguage(text);
        if (!offers.containsAll(people)) {
            Table next = life.advance(table.withGame(table.game(), offers));
            Reply.Controls buttons = new Reply.DrawOffer(
                    next.id(), next.version(), next.settings().language());
            Reply.Public line = new Reply.Public(offer(next, offers, people, game), List.of(), List.of(), buttons);
            if (table.drawOffers().isEmpty()) {
                return new Agreed(offer(next, offers, people, text), line);
            }
            // The offer's own line says who agrees now, edited in place: a new line for each agreement buried the
            // offer under its counts (found by the play-test). Only the offer carries Accept and Decline.
            String said = text.get("play.draw.accepted", table.nameOf(colour, text), offers.size(), people.size());
            return new Agreed(said, line.echoing(said).inPlaceOf(offer(table, table.drawOffers(), people, game)));
        }
        return new Agreed(text.get("play.draw.agreed"), drawn(life, posts, table, game));
    }

    /** The game drawn, every person still in agreeing, and its final board, in the game's language ({@code game}). */
    private static Reply.Public drawn(GameLife life, BoardPosts posts, Table table, Catalogue game) {
        Table next = life.advance(
                table.withGame(table.game().play(new GameEvent.Draw()).orThrow(), Set.of()));
        // The draw is a new post, with the final board: the game's end is news for all, not an edit further up. The
        // offer struck through above it says it was agreed, not that it lapsed
        Reply.Controls closing = new Reply.OfferClosed(Reply.OfferClosed.DRAW, game.get("play.draw.struck.agreed"));
        return posts.post(next, null, game.get("play.draw.agreed"), false).under(closing);
    }

    /**
     * The draw offer once a seat changed hands ({@code before}, then {@code after}: {@link GameLife#handOver} took
     * away the agreement of the player who left, {@code seat}'s): if it stood, its line edited in place to say who
     * agrees now and of how many (a person came for an AI, or an AI for a person); or, nobody agreeing any more, its
     * end, with why; or the draw, once every person still in agrees (an AI came for the last one who did not, and the
     * AIs agree to what every person wants). The line edited or the draw are in the game's language, and said to the
     * person whose command it was in his ({@code text}). To be called inside {@link GameLife#change}.
     */
    static OffersAfterHandOver afterHandOver(
            GameLife life, BoardPosts posts, Catalogue text, Table before, Table after, Colour seat) {
        if (before.drawOffers().isEmpty() || after.stage() != Stage.PLAYING) {
            return OffersAfterHandOver.NONE;
        }
        Catalogue game = after.inItsLanguage(text);
        if (after.drawOffers().isEmpty()) {
            // It stood on his word alone: it ends without a line of its own, the hand-over's saying why he went
            return OffersAfterHandOver.ended(new Reply.OfferClosed(
                    Reply.OfferClosed.DRAW, game.get("play.draw.struck.seat-changed", before.nameOf(seat, game))));
        }
        List<Colour> people = after.activePeople();
        if (after.drawOffers().containsAll(people)) {
            return OffersAfterHandOver.followed(drawn(life, posts, after, game).echoing(text.get("play.draw.agreed")));
        }
        // As the line said it last, to find it again after a restart: those who agreed then, of the people then
        String was = offer(before, before.drawOffers(), before.activePeople(), game);
        String now = offer(after, after.drawOffers(), people, game);
        if (now.equals(was)) {
            return OffersAfterHandOver.NONE; // a person came for one who had not agreed: the same count, the same names
        }
        Reply.Controls buttons = new Reply.DrawOffer(
                after.id(), after.version(), after.settings().language());
        return OffersAfterHandOver.followed(new Reply.Public(now, List.of(), List.of(), buttons)
                .echoing(offer(after, after.drawOffers(), people, text))
                .inPlaceOf(was));
    }

    /**
     * The offer's line as it reads while {@code agreeing} agree: its first line who offered it and who agreed to it
     * (in the colours' order, so that the line before an agreement can be said again to find it after a restart), its
     * second how many agree of how many. Struck through once it is over, the first line alone is kept: the count no
     * longer holds, and the strike says what ended it.
     */
    private static String offer(Table table, Set<Colour> agreeing, List<Colour> people, Catalogue game) {
        return heading(table, agreeing, game) + "\n" + game.get("play.draw.count", agreeing.size(), people.size());
    }

    /**
     * Who offered the draw and who agreed: its offerer's offer while he alone agrees; once others agree, or once his
     * seat changed hands (his name then, "no longer playing": the next one who agreed did not offer it, found by the
     * play-test), who offered it and who agree; an offerer not known (stored before he was kept), who agree.
     */
    private static String heading(Table table, Set<Colour> agreeing, Catalogue game) {
        Seat offerer = table.drawOfferer();
        if (offerer == null) {
            return game.get("play.draw.on-offer", table.namesOf(agreeing, game));
        }
        Optional<Colour> seated = table.drawOffererSeated();
        Set<Colour> others = new HashSet<>(agreeing);
        seated.ifPresent(others::remove);
        if (others.isEmpty()) {
            return game.get("play.draw.offered", table.nameOf(seated.orElseThrow(), game));
        }
        String by = seated.isPresent() ? table.nameOf(seated.get(), game) : offerer.goneIn(game);
        return game.get("play.draw.standing", by, table.namesOf(others, game));
    }
}
