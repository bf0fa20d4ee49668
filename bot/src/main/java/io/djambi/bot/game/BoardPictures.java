package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.PostPictures;
import io.djambi.engine.Result;
import io.djambi.engine.game.Game;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Draws a public post's board when the relay makes the post, from the stored game as it stood at the version the post
 * was decided for: a later move already stored does not change the picture of an earlier one.
 */
public final class BoardPictures implements PostPictures {
    private final TableStore tables;
    private final BoardPosts posts;

    public BoardPictures(TableStore tables, BoardPosts posts) {
        this.tables = tables;
        this.posts = posts;
    }

    @Override
    public Reply.Public drawn(Reply.Public post) {
        if (!(post.picture() instanceof Reply.BoardPicture picture)) {
            return post;
        }
        Optional<Table> then = tables.byId(picture.tableId()).flatMap(t -> atVersion(t, picture.version()));
        // A table gone from the store cannot be drawn: the words are posted, saying the picture is missing
        return then.map(t -> posts.drawn(post, t)).orElseGet(() -> post.withPicture(List.of(), post.text()));
    }

    /** The table with its game as it stood after {@code version} events; empty if it never had that many. */
    static Optional<Table> atVersion(Table table, int version) {
        Game game = table.game();
        if (game == null || version > game.version()) {
            return Optional.empty();
        }
        if (version == game.version()) {
            return Optional.of(table);
        }
        return switch (Game.replay(game.start(), game.events().subList(0, version))) {
            case Result.Ok<Game> ok -> Optional.of(table.withGame(ok.value(), Set.of()));
            case Result.Rejected<Game> rejected -> Optional.empty();
        };
    }
}
