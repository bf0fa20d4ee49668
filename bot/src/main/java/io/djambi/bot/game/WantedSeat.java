package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * A seat of a game in play marked "substitute wanted" (its player was skipped twice in a row, or asked for it), and the
 * person proposed to take it, if someone has pressed Take the seat: the first to press, who gets the seat once the host
 * or every other active person says yes ({@code /replace ... with:} him). The mark goes when the seat changes hands.
 *
 * @param candidateId the person proposed, or empty while nobody has pressed Take the seat
 * @param candidateName his name as the game shows it, or empty
 */
public record WantedSeat(Colour colour, String candidateId, String candidateName) {
    public WantedSeat {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(candidateId, "candidateId");
        Objects.requireNonNull(candidateName, "candidateName");
    }

    /** A seat marked, nobody proposed yet. */
    public static WantedSeat open(Colour colour) {
        return new WantedSeat(colour, "", "");
    }

    /**
     * The public line of a seat marked "substitute wanted" in its game's words, with its Take the seat button: its
     * player's own request, or his second time-out in a row; {@code text} the catalogue its echo is in.
     */
    public static Reply.Public post(Table table, Colour colour, Function<Catalogue, String> words, Catalogue text) {
        return new Reply.Public(
                        words.apply(table.inItsLanguage(text)),
                        List.of(),
                        List.of(),
                        new Reply.SeatWanted(
                                table.id(), seatName(colour), table.settings().language()))
                .echoing(words.apply(text));
    }

    /**
     * A seat as commands and buttons name it ({@code seat:blue}): the lines about one seat (wanted, offered, filled)
     * are matched by it, so that the one which settles a seat closes the others.
     */
    public static String seatName(Colour colour) {
        return colour.name().toLowerCase(Locale.ROOT);
    }

    /**
     * Whether the host alone agrees to a substitute for {@code colour}'s seat: beside its player, nobody but the host
     * (and the AIs) is still in the game, so "the host, or every other person still in" is the host (found by the
     * play-test: the host left alone read that every other person would agree).
     */
    public static boolean hostAlone(Table table, Colour colour) {
        return table.activeSeats().stream()
                .filter(s -> !s.isAi() && s.colour() != colour)
                .allMatch(s -> s.userId().equals(table.hostId()));
    }

    /** Whether someone has been proposed for the seat. */
    public boolean proposed() {
        return !candidateId.isEmpty();
    }
}
