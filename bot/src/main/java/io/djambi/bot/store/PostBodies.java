package io.djambi.bot.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.djambi.bot.command.Reply;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * A public post as the outbox keeps it: JSON written and read field by field (no mapping by reflection, so a rename
 * in {@link Reply} cannot silently change what is stored). The picture is kept as its recipe; the files the post
 * carries (a game's record, the whispers revealed) as base64. A body that is not JSON is a post of plain words, as the
 * first outbox (schema version 11) wrote them.
 */
final class PostBodies {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PostBodies() {}

    static String write(Reply.Public post) {
        ObjectNode body = JSON.createObjectNode();
        body.put("text", post.text());
        ArrayNode mentions = body.putArray("mentions");
        post.mentions().forEach(mentions::add);
        ArrayNode files = body.putArray("files");
        for (Reply.Attachment file : post.files()) {
            files.addObject()
                    .put("name", file.fileName())
                    .put("bytes", Base64.getEncoder().encodeToString(file.bytes()));
        }
        body.set("controls", controls(post.controls()));
        if (post.picture() instanceof Reply.BoardPicture b) {
            ObjectNode picture = body.putObject("board");
            picture.put("table", b.tableId()).put("version", b.version()).put("bottom", b.bottom());
            ArrayNode drawn = picture.putArray("drawn");
            b.drawn().forEach(drawn::add);
        }
        switch (post.target()) {
            case Reply.Card card ->
                body.putObject("card")
                        .put("message", card.messageId())
                        .put("thread-name", card.threadName())
                        .put("opened-as", card.openedAs())
                        .put("stage", card.stage());
            case Reply.ReviewOf review ->
                body.put("review-of", review.tableId()).put("replacing", review.replacing());
            case Reply.OfferInPlace offer -> body.put("offer-in-place", true).put("replacing", offer.replacing());
            case Reply.NewMessage m -> {}
        }
        return body.toString();
    }

    private static ObjectNode controls(Reply.Controls controls) {
        ObjectNode c = JSON.createObjectNode();
        switch (controls) {
            case Reply.LobbyControls l ->
                c.put("kind", "lobby")
                        .put("table", l.tableId())
                        .put("language", l.language().toLanguageTag());
            case Reply.BoardControls b ->
                c.put("kind", "board")
                        .put("table", b.tableId())
                        .put("version", b.version())
                        .put("language", b.language().toLanguageTag());
            case Reply.DrawOffer d ->
                c.put("kind", "draw-offer")
                        .put("table", d.tableId())
                        .put("version", d.version())
                        .put("language", d.language().toLanguageTag());
            case Reply.TakebackOffer t ->
                c.put("kind", "takeback-offer")
                        .put("table", t.tableId())
                        .put("version", t.version())
                        .put("language", t.language().toLanguageTag());
            case Reply.OfferClosed o ->
                c.put("kind", "offer-closed")
                        .put("offer", o.offer())
                        .put("why", o.why())
                        .put("alone", o.alone());
            case Reply.SeatOffer o ->
                c.put("kind", "seat-offer")
                        .put("table", o.tableId())
                        .put("version", o.version())
                        .put("seat", o.seat())
                        .put("to", o.to())
                        .put("language", o.language().toLanguageTag());
            case Reply.SeatWanted w ->
                c.put("kind", "seat-wanted")
                        .put("table", w.tableId())
                        .put("seat", w.seat())
                        .put("language", w.language().toLanguageTag());
            case Reply.SeatFilled f -> putEnded(c.put("kind", "seat-filled").put("seat", f.seat()), f.ended());
            case Reply.SeatOfferClosed o -> c.put("kind", "seat-offer-closed").put("seat", o.seat());
            case Reply.GameAborted a -> putEnded(c.put("kind", "game-aborted").put("seats", a.seats()), a.ended());
            case Reply.GameOver o -> putEnded(c.put("kind", "game-over").put("seats", o.seats()), o.ended());
            // The rest are only ever under private answers, which never wait in the outbox
            default -> c.put("kind", "none");
        }
        return c;
    }

    static Reply.Public read(String stored) {
        if (!stored.startsWith("{")) {
            return Reply.Public.text(stored);
        }
        JsonNode body;
        try {
            body = JSON.readTree(stored);
        } catch (JsonProcessingException e) {
            // Words of the first outbox that happen to start with a brace: posted as the words they are
            return Reply.Public.text(stored);
        }
        List<String> mentions = new ArrayList<>();
        body.path("mentions").forEach(m -> mentions.add(m.asText()));
        List<Reply.Attachment> files = new ArrayList<>();
        body.path("files")
                .forEach(f -> files.add(new Reply.Attachment(
                        f.path("name").asText(),
                        Base64.getDecoder().decode(f.path("bytes").asText()))));
        Reply.Picture picture = new Reply.NoPicture();
        JsonNode board = body.path("board");
        if (board.isObject()) {
            List<Integer> drawn = new ArrayList<>();
            board.path("drawn").forEach(i -> drawn.add(i.asInt()));
            picture = new Reply.BoardPicture(
                    board.path("table").asLong(),
                    board.path("version").asInt(),
                    board.path("bottom").asText(),
                    drawn);
        }
        JsonNode card = body.path("card");
        Reply.Target target = card.isObject()
                ? new Reply.Card(
                        card.path("message").asLong(),
                        card.path("thread-name").asText(),
                        // A card written before the name it opened with was kept: no rename, the safe side
                        card.path("opened-as").asText(""),
                        card.path("stage").asText())
                : body.has("review-of")
                        ? new Reply.ReviewOf(
                                body.path("review-of").asLong(),
                                body.path("replacing").asText())
                        : body.path("offer-in-place").asBoolean(false)
                                ? new Reply.OfferInPlace(body.path("replacing").asText())
                                : new Reply.NewMessage();
        return new Reply.Public(
                body.path("text").asText(), files, mentions, controls(body.path("controls")), picture, "", target);
    }

    private static Reply.Controls controls(JsonNode c) {
        Locale language = Locale.forLanguageTag(c.path("language").asText("en"));
        return switch (c.path("kind").asText("none")) {
            case "lobby" -> new Reply.LobbyControls(c.path("table").asLong(0), language);
            case "board" ->
                new Reply.BoardControls(
                        c.path("table").asLong(), c.path("version").asInt(), language);
            case "draw-offer" ->
                new Reply.DrawOffer(c.path("table").asLong(), c.path("version").asInt(), language);
            case "takeback-offer" ->
                new Reply.TakebackOffer(
                        c.path("table").asLong(), c.path("version").asInt(), language);
            case "offer-closed" ->
                new Reply.OfferClosed(
                        c.path("offer").asText(""),
                        c.path("why").asText(""),
                        c.path("alone").asBoolean(false));
            case "seat-offer" ->
                new Reply.SeatOffer(
                        c.path("table").asLong(),
                        c.path("version").asInt(),
                        c.path("seat").asText(),
                        c.path("to").asText(),
                        language);
            case "seat-wanted" ->
                new Reply.SeatWanted(c.path("table").asLong(), c.path("seat").asText(), language);
            case "seat-filled" -> {
                // A hand-over kept before it named the offers it ended ends none
                yield new Reply.SeatFilled(c.path("seat").asText(), ended(c));
            }
            case "seat-offer-closed" -> new Reply.SeatOfferClosed(c.path("seat").asText());
            case "game-aborted" ->
                new Reply.GameAborted(ended(c), c.path("seats").asText(""));
            case "game-over" -> new Reply.GameOver(ended(c), c.path("seats").asText(""));
            default -> new Reply.NoControls();
        };
    }

    /** The offers a post's controls ended, as {@link #ended} reads them back. */
    private static void putEnded(ObjectNode c, List<Reply.OfferClosed> offers) {
        ArrayNode ended = c.putArray("ended");
        offers.forEach(o -> ended.addObject().put("offer", o.offer()).put("why", o.why()));
    }

    /** The offers a post's controls say it ended; none if it was kept before it named them. */
    private static List<Reply.OfferClosed> ended(JsonNode c) {
        List<Reply.OfferClosed> ended = new ArrayList<>();
        c.path("ended")
                .forEach(o -> ended.add(new Reply.OfferClosed(
                        o.path("offer").asText(""), o.path("why").asText(""))));
        return ended;
    }
}
