package io.djambi.bot.game;

import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveDescription;
import io.djambi.engine.rules.Rules;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The pieces and the stakes of a move in the catalogue's words, for the picker, the suggestions and the forgiving
 * reading of {@code /move}: the role names ("Militant"), what stands on a square ("Blue's Reporter", "a corpse"),
 * and what a move does beyond itself ("Blue's Chief dies: Blue is out"). Immutable and thread-safe.
 */
public final class MoveWords {
    /** The marks an accented letter decomposes into ("é" is "e" and a combining acute). */
    private static final Pattern ACCENT = Pattern.compile("\\p{M}+");

    private final Catalogue text;
    private final List<String> roleNames;

    /** @param text the catalogue the role names and phrases are read from */
    public MoveWords(Catalogue text) {
        this.text = text;
        List<String> names = new ArrayList<>();
        for (Role r : Role.values()) {
            names.add(text.role(r));
        }
        this.roleNames = List.copyOf(names);
    }

    /** The role's name: "Militant". */
    public String role(Role r) {
        return roleNames.get(r.ordinal());
    }

    /**
     * The role a word names: a role name or its beginning (two letters at least), in any case and with or without
     * its accents ("necro" for "Nécromobile"), if exactly one role begins so ("mil", "Chief"); empty otherwise.
     */
    public Optional<Role> roleNamed(String word) {
        String w = plain(word);
        if (w.length() < 2) {
            return Optional.empty();
        }
        Role found = null;
        for (Role r : Role.values()) {
            if (plain(role(r)).startsWith(w)) {
                if (found != null) {
                    return Optional.empty();
                }
                found = r;
            }
        }
        return Optional.ofNullable(found);
    }

    /** A word as it is compared: lower case, accents dropped (a phone's keyboard or a hurried player skips them). */
    private String plain(String word) {
        return ACCENT.matcher(Normalizer.normalize(word, Normalizer.Form.NFD))
                .replaceAll("")
                .toLowerCase(text.locale());
    }

    /** The role of the living piece on {@code square}, if one stands there. */
    public static Optional<Role> roleOn(Position position, Square square) {
        int cell = position.board().cell(square.index());
        return Cell.isPiece(cell) ? Optional.of(Role.of(Cell.role(cell))) : Optional.empty();
    }

    /** What stands on {@code square}: "Blue's Reporter" ("le Reporter bleu"), "a corpse", "an empty square". */
    public String occupant(Position position, Square square) {
        int cell = position.board().cell(square.index());
        if (cell == Cell.EMPTY) {
            return text.get("piece.empty");
        }
        if (cell == Cell.CORPSE) {
            return text.get("piece.corpse");
        }
        return text.get("piece.of", text.adjective(Colour.of(Cell.camp(cell))), text.named(Role.of(Cell.role(cell))));
    }

    /**
     * What {@code move} does that no player may miss, in words: each Chief it kills (by the blow or by walling him
     * in) and each camp it puts out, and the end of the game; empty for an ordinary move.
     */
    public String stakes(Position before, Move move) {
        Position after = Rules.applyLegal(before, move);
        List<String> parts = new ArrayList<>();
        for (Colour c : Colour.values()) {
            boolean chiefDies = before.board().chiefOf(c).isPresent()
                    && after.board().chiefOf(c).isEmpty();
            boolean out = before.isActive(c) && !after.isActive(c);
            if (chiefDies) {
                parts.add(text.get(out ? "stakes.chief-out" : "stakes.chief", text.colour(c)));
            } else if (out) {
                parts.add(text.get("stakes.out", text.colour(c)));
            }
        }
        if (after.isOver()) {
            parts.add(text.get("stakes.game-ends"));
        }
        return String.join("; ", parts);
    }

    /** Up to ten of the moves that fit, in words, so the player can say which. */
    String several(Position before, List<Move> moves, int listed) {
        StringBuilder sb = new StringBuilder(text.get("play.several", moves.size()));
        for (Move m : moves.subList(0, Math.min(listed, moves.size()))) {
            String stakes = stakes(before, m);
            sb.append('\n')
                    .append(text.get("play.several.line", m.text(), text.words(MoveDescription.describe(before, m))));
            if (!stakes.isEmpty()) {
                sb.append(text.get("play.several.stakes", stakes));
            }
        }
        if (moves.size() > listed) {
            sb.append('\n').append(text.get("play.several.more", moves.size() - listed));
        }
        return sb.toString();
    }
}
