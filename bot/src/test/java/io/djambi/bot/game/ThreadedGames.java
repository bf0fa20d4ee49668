package io.djambi.bot.game;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.outbox.OutboxPost;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Games with threads of their own, as the tests play them: the game layer over memory with a fake Discord's threads,
 * each command typed in a channel or thread as a player would ({@code "ann", "join", "colour:red"}).
 */
final class ThreadedGames {
    /** The channel the games are opened from, where their cards are. */
    static final String PARENT = "parent";

    final InMemoryTableStore store = new InMemoryTableStore();
    final FakeThreads threads;
    final TestGames games;
    /** How many posts {@link #posts} has returned. */
    private int seen;

    ThreadedGames(FakeThreads threads) {
        this.threads = threads;
        this.games = new TestGames(store, threads);
    }

    ThreadedGames() {
        this(new FakeThreads());
    }

    /** {@code /djambi <sub>} (or {@code /move}) typed by {@code user} in {@code channel}; the answers as he sees them. */
    List<Reply> in(String channel, String user, String sub, String... options) {
        return games.handle(request(channel, user, sub, options));
    }

    static CommandRequest request(String channel, String user, String sub, String... options) {
        Map<String, String> map = new HashMap<>();
        for (String o : options) {
            map.put(o.substring(0, o.indexOf(':')), o.substring(o.indexOf(':') + 1));
        }
        boolean move = sub.equals("move");
        return new CommandRequest(user, user, "guild", channel, false, move ? "move" : "djambi", move ? "" : sub, map);
    }

    /** {@code user} opens a game beside the cards: the table made, in its new thread. */
    Table opens(String user, String... options) {
        in(PARENT, user, "new", options);
        return store.liveTablesOf(user).stream()
                .reduce((first, second) -> second)
                .orElseThrow();
    }

    /** Four players seated (the host first) and the game started in its thread, every command typed there. */
    Table started(String host, String... others) {
        Table lobby = opens(host);
        for (String other : others) {
            in(lobby.channelId(), other, "join");
        }
        in(lobby.channelId(), host, "start");
        return table(lobby);
    }

    /** The table as it stands now. */
    Table table(Table table) {
        return store.byId(table.id()).orElseThrow();
    }

    /** The posts made since the last call, with where each went. */
    List<OutboxPost> posts() {
        int before = seen;
        List<OutboxPost> all = games.placedPosts();
        seen = all.size();
        return all.subList(before, all.size());
    }

    static String privateText(List<Reply> replies) {
        return assertInstanceOf(Reply.Private.class, replies.get(0)).text();
    }
}
