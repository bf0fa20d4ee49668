package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import java.util.ArrayList;
import java.util.List;

/**
 * What a seat changing hands did to the draw offer or the takeback request standing, its player's word gone with him:
 * the posts that follow the hand-over's line ({@code posts}: the offer's own line edited in place to say who agrees now,
 * or the draw or the takeback that every person still in now agrees to), and the offers it ended ({@code ended}),
 * struck through, each with why, by the hand-over's line ({@link Reply.SeatFilled}).
 */
public record OffersAfterHandOver(List<Reply.Public> posts, List<Reply.OfferClosed> ended) {
    /** Nothing changed: no offer stood, or its line reads as it did. */
    public static final OffersAfterHandOver NONE = new OffersAfterHandOver(List.of(), List.of());

    public OffersAfterHandOver {
        posts = List.copyOf(posts);
        ended = List.copyOf(ended);
    }

    /** A post that follows the hand-over's line. */
    public static OffersAfterHandOver followed(Reply.Public post) {
        return new OffersAfterHandOver(List.of(post), List.of());
    }

    /** An offer the hand-over ended. */
    public static OffersAfterHandOver ended(Reply.OfferClosed closed) {
        return new OffersAfterHandOver(List.of(), List.of(closed));
    }

    /** Both this and {@code other}, this first. */
    public OffersAfterHandOver and(OffersAfterHandOver other) {
        List<Reply.Public> allPosts = new ArrayList<>(posts);
        allPosts.addAll(other.posts);
        List<Reply.OfferClosed> allEnded = new ArrayList<>(ended);
        allEnded.addAll(other.ended);
        return new OffersAfterHandOver(allPosts, allEnded);
    }
}
