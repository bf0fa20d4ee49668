package io.djambi.bot.review;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.djambi.engine.game.Game;
import io.djambi.engine.model.Colour;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.review.Mark;
import io.djambi.engine.review.Review;
import io.djambi.engine.review.Standing;
import io.djambi.engine.review.TurningPoint;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A review as the store keeps it: JSON, written field by field (no reflection), colours by their letter and moves in
 * the record's notation, read back against the game's own positions.
 */
public final class ReviewCodec {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReviewCodec() {}

    public static String encode(Review review) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode standings = root.putArray("standings");
        for (Standing s : review.standings()) {
            ObjectNode shares = standings.addObject().put("index", s.index()).putObject("shares");
            s.shares().forEach((colour, share) -> shares.put(letter(colour), share));
        }
        ArrayNode marks = root.putArray("marks");
        for (Mark m : review.marks()) {
            marks.addObject()
                    .put("index", m.index())
                    .put("player", letter(m.player()))
                    .put("kind", m.kind().name());
        }
        ArrayNode points = root.putArray("turningPoints");
        for (TurningPoint t : review.turningPoints()) {
            points.addObject()
                    .put("index", t.index())
                    .put("mover", letter(t.mover()))
                    .put("played", t.played().text())
                    .put("better", t.better().text())
                    .put("before", t.before())
                    .put("after", t.after())
                    .put("kept", t.kept());
        }
        return root.toString();
    }

    /**
     * The review written for {@code game}.
     *
     * @throws IllegalArgumentException if it is not a review of this game (unreadable, or a move its position refuses)
     */
    public static Review decode(String text, Game game) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a review: " + e.getOriginalMessage(), e);
        }
        List<Standing> standings = new ArrayList<>();
        for (JsonNode s : root.path("standings")) {
            Map<Colour, Double> shares = new EnumMap<>(Colour.class);
            s.path("shares")
                    .properties()
                    .forEach(e -> shares.put(colour(e.getKey()), e.getValue().asDouble()));
            standings.add(new Standing(s.path("index").asInt(), shares));
        }
        List<Mark> marks = new ArrayList<>();
        for (JsonNode m : root.path("marks")) {
            marks.add(new Mark(
                    m.path("index").asInt(),
                    colour(m.path("player").asText()),
                    Mark.Kind.valueOf(m.path("kind").asText())));
        }
        List<TurningPoint> points = new ArrayList<>();
        for (JsonNode t : root.path("turningPoints")) {
            int index = t.path("index").asInt();
            if (index < 0 || index >= game.positions().size()) {
                throw new IllegalArgumentException("a turning point at position " + index + " of a shorter game");
            }
            points.add(new TurningPoint(
                    index,
                    colour(t.path("mover").asText()),
                    move(game, index, t.path("played").asText()),
                    move(game, index, t.path("better").asText()),
                    t.path("before").asDouble(),
                    t.path("after").asDouble(),
                    t.path("kept").asDouble()));
        }
        return new Review(standings, marks, points);
    }

    private static Move move(Game game, int index, String text) {
        return MoveNotation.read(game.positions().get(index), text).orThrow();
    }

    private static String letter(Colour colour) {
        return String.valueOf(colour.letter()).toLowerCase(Locale.ROOT);
    }

    private static Colour colour(String letter) {
        Colour colour = letter.length() == 1 ? Colour.fromLetter(letter.charAt(0)) : null;
        if (colour == null) {
            throw new IllegalArgumentException("not a colour: " + letter);
        }
        return colour;
    }
}
