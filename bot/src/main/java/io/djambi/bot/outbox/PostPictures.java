package io.djambi.bot.outbox;

import io.djambi.bot.command.Reply;

/**
 * Draws a post's picture when the relay makes it: a post waits in the outbox as words and a recipe, never as a PNG.
 * Called on the relay's threads; implementations are thread-safe.
 */
public interface PostPictures {
    /** The post with its picture drawn into its files; the post itself when it has none. */
    Reply.Public drawn(Reply.Public post);

    /** Posts without pictures to draw (tests of the relay alone). */
    PostPictures NONE = post -> post;
}
