package io.djambi.bot.game;

import static io.djambi.bot.game.ThreadedGames.PARENT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.OutboxPost;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Where a change's posts go: a game with a thread posts in its thread and edits its card in the channel of the cards,
 * once per change; a game played in its channel posts there and has no card; two games beside each other never post
 * in each other's thread.
 */
class GameLifeThreadsTest {
    private final ThreadedGames t = new ThreadedGames();

    /** The player to move plays a legal move, typed in {@code channel}. */
    private void moves(ThreadedGames games, Table table, String channel, Random random) {
        Table now = games.table(table);
        Position p = now.game().position();
        List<Move> legal = Rules.legalMoves(p);
        String mover = now.seats().get(p.toMove().orElseThrow()).userId();
        games.in(
                channel,
                mover,
                "move",
                "move:" + legal.get(random.nextInt(legal.size())).text(),
                "game:" + table.id());
    }

    @Test
    void aMoveInAThreadedGameIsPostedInTheThreadAndItsCardEditedOnce() {
        Table game = t.started("ann", "bob", "cy", "di");
        t.posts();
        t.in(game.channelId(), "ann", "move", "move:C3-D4");
        List<OutboxPost> posts = t.posts();
        assertEquals(2, posts.size(), posts.toString());
        OutboxPost board = posts.get(0);
        assertEquals(game.channelId(), board.channelId());
        assertTrue(
                board.post().text().startsWith("ann (Red): C3-D4"), board.post().text());
        assertTrue(board.post().hasBoard());
        assertEquals(List.of("bob"), board.post().mentions());
        OutboxPost card = posts.get(1);
        assertEquals(PARENT, card.channelId());
        assertEquals(game.id(), card.tableId());
        Reply.Card target = assertInstanceOf(Reply.Card.class, card.post().target());
        assertEquals(Long.parseLong(game.channelId()), target.messageId());
        assertTrue(card.post().text().contains("1 move made"), card.post().text());
        assertTrue(
                card.post().text().contains("bob (Blue) to move."), card.post().text());
        assertEquals(List.of(), card.post().mentions(), "an edit pings nobody");
    }

    @Test
    void aGamePlayedInItsChannelGetsNoCardEdit() {
        ThreadedGames channel = new ThreadedGames(
                new FakeThreads().then(new GameThreads.Opening.InChannel(GameThreads.Opening.Why.NOT_HERE)));
        channel.in("chan", "ann", "new");
        for (String other : new String[] {"bob", "cy", "di"}) {
            channel.in("chan", other, "join");
        }
        channel.in("chan", "ann", "start");
        channel.in("chan", "ann", "move", "move:C3-D4");
        channel.in("chan", "bob", "draw");
        List<OutboxPost> posts = channel.posts();
        assertTrue(posts.size() >= 6, posts.toString());
        assertTrue(posts.stream().noneMatch(p -> p.post().isCard()), "no card");
        assertTrue(posts.stream().allMatch(p -> p.channelId().equals("chan")));
    }

    @Test
    void twoGamesBesideEachOtherNeverPostInEachOthersThread() {
        // GIVEN two games opened from one channel, played a few moves each, turn about, typed in both places
        Table first = t.started("ann", "bob", "cy", "di");
        Table second = t.started("eve", "fay", "gus", "hal");
        Random random = new Random(7);
        for (int round = 0; round < 6; round++) {
            moves(t, first, round % 2 == 0 ? first.channelId() : PARENT, random);
            moves(t, second, round % 2 == 0 ? PARENT : second.channelId(), random);
        }
        assertEquals(6, t.table(first).game().events().size());
        assertEquals(6, t.table(second).game().events().size());
        // THEN each post went to its own game's thread, or edited its own game's card beside the other's
        Map<Long, String> threadOf = Map.of(first.id(), first.channelId(), second.id(), second.channelId());
        List<OutboxPost> posts = t.games.placedPosts();
        for (OutboxPost post : posts) {
            String thread = threadOf.get(post.tableId());
            if (post.post().target() instanceof Reply.Card card) {
                assertEquals(PARENT, post.channelId());
                assertEquals(Long.parseLong(thread), card.messageId(), "its own card");
            } else {
                assertEquals(thread, post.channelId(), post.post().text());
            }
        }
        // and each change that posted edited its card once: as many edits as posts in the threads
        long inThreads = posts.stream().filter(p -> !p.post().isCard()).count();
        long edits = posts.stream().filter(p -> p.post().isCard()).count();
        assertEquals(
                inThreads,
                edits,
                posts.stream()
                        .map(p -> p.channelId() + " " + p.post().text())
                        .toList()
                        .toString());
    }

    @Test
    void theEndOfAThreadedGameEditsItsCardToTheResult() {
        Table game = t.started("ann", "bob", "cy", "di");
        for (String user : new String[] {"bob", "cy", "di"}) {
            t.in(PARENT, user, "resign", "game:" + game.id());
            t.in(PARENT, user, "resign-confirm", "game:" + game.id());
        }
        assertEquals(Stage.OVER, t.table(game).stage());
        List<OutboxPost> posts = t.games.placedPosts();
        OutboxPost last = posts.get(posts.size() - 1);
        assertEquals(PARENT, last.channelId());
        assertEquals(
                "over", assertInstanceOf(Reply.Card.class, last.post().target()).stage());
        assertTrue(
                last.post().text().contains("**ann (Red) wins the game!**"),
                last.post().text());
        // the game is no longer among the channel's: a command there no longer means it
        assertEquals(List.of(), t.store.cardsIn(PARENT));
    }
}
