package io.djambi.bot.threads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Attachment;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.game.Seat;
import io.djambi.bot.game.Stage;
import io.djambi.bot.game.Table;
import io.djambi.engine.game.GameEvent;
import io.djambi.engine.model.Colour;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The issue's "done when": one server runs ten games at once in one channel, each in its own thread, the channel
 * showing only their cards. Ten people open a lobby each in #general; five are joined by another person, the rest of
 * the seats are AIs; all ten start, and the games are played interleaved, a move or a resignation in each game in turn
 * (the AI seats answering on the test's clock), four rounds, after which at least five have ended (their people
 * resigned; a sixth, game 8, ends when an easy AI takes its one person's Chief). All along: #general holds the ten
 * cards and nothing else, each one message edited in place to its game's latest state (stage, moves made, who is to
 * move, or the result) with its thread's link; every action's posts are in its own game's thread and nowhere else;
 * each thread holds only its own game's posts (the people they name and ping, the record they attach); each person is
 * a member of his game's thread and of no other.
 */
class TenGamesTest {
    /** More than an AI seat waits before it moves. */
    private static final Duration AI_THINKS = Duration.ofSeconds(5);
    /** How often the AI players look for their turns. */
    private static final Duration TICK = Duration.ofSeconds(1);
    /** Rounds of play: a move or a resignation in each game still in play, then the AI seats' answers. */
    private static final int ROUNDS = 4;

    /** A person named in a post as the game shows a seated person: "ann (Red)". */
    private static final Pattern NAMED = Pattern.compile("(\\w+) \\((Red|Blue|Yellow|Green)\\)");

    private static final Pattern MENTION = Pattern.compile("<@!?(\\d+)>");
    private static final Pattern RECORD = Pattern.compile("djambi-game-(\\d+)\\.txt");

    @TempDir
    Path dir;

    private Threaded t;

    /** One of the ten games: its thread (the card's id too), number, host and the other person, if any. */
    private record Game(int index, String thread, long number, User host, Optional<User> guest) {
        List<User> people() {
            return guest.map(g -> List.of(host, g)).orElse(List.of(host));
        }

        Set<String> peopleIds() {
            return people().stream().map(User::id).collect(Collectors.toSet());
        }
    }

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    @Test
    void tenGamesPlayInterleavedInOneChannelEachInItsThreadTheChannelShowingOnlyTheirCards() throws Exception {
        long began = System.nanoTime();
        t = Threaded.start(dir);
        long loggedIn = System.nanoTime();
        String general = t.general();
        List<User> hosts = new ArrayList<>(List.of(t.ann, t.bob, t.cy));
        for (String name : List.of("dora", "eli", "fay", "gus", "hal", "ida", "jon")) {
            hosts.add(t.addUser(name));
        }
        List<User> guests = new ArrayList<>();
        for (String name : List.of("kit", "lea", "max", "ned", "ola")) {
            guests.add(t.addUser(name));
        }
        List<User> everyone = new ArrayList<>(hosts);
        everyone.addAll(guests);
        Map<String, User> byName = new LinkedHashMap<>();
        everyone.forEach(u -> byName.put(u.name(), u));

        // GIVEN ten lobbies opened one after the other in #general, by ten people, no turn clock; game 2 for four
        List<String> threads = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            int players = i == 2 ? 4 : 3;
            threads.add(t.open(hosts.get(i), general, Map.of("players", players, "turn-time", "none")));
        }
        t.settle();
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            String thread = threads.get(i);
            games.add(new Game(
                    i,
                    thread,
                    t.table(thread).id(),
                    hosts.get(i),
                    i < guests.size() ? Optional.of(guests.get(i)) : Optional.empty()));
        }
        List<String> places = new ArrayList<>(List.of(general));
        places.addAll(threads);
        assertEquals(10, threads.stream().distinct().count(), "ten threads: " + threads);
        assertEquals(threads, t.postIds(general), "the ten cards, in the order the games were opened");
        Map<String, Integer> lobbyEdits = new LinkedHashMap<>();
        for (Game g : games) {
            Posted card = t.card(g.thread());
            assertTrue(card.text().startsWith("**Djambi " + g.number() + "**: the lobby is open"), card.text());
            assertEquals(List.of(g.thread()), Threaded.links(card), card.text());
            assertEquals(general, t.discord.thread(g.thread()).parentId());
            lobbyEdits.put(g.thread(), card.edits());
        }

        // WHEN the guests join games 0 to 4 (by the card's Join, or typing /djambi join in the thread), and the hosts
        // seat AIs (easy ones typed in the thread; the card's Add AI, a normal one, in games 1 and 9)
        for (Game g : games) {
            if (g.guest().isPresent()) {
                User guest = g.guest().orElseThrow();
                only(g, places, () -> {
                    if (g.index() % 2 == 0) {
                        t.pressOnCard(guest, g.thread(), "join");
                    } else {
                        t.type(guest, g.thread(), "djambi join", Map.of());
                    }
                    awaitSeated(g, 2);
                });
            }
        }
        for (Game g : games) {
            int seats = g.guest().isPresent() ? 2 : 1;
            int players = g.index() == 2 ? 4 : 3;
            while (seats < players) {
                int wanted = ++seats;
                only(g, places, () -> {
                    if ((g.index() == 1 || g.index() == 9) && wanted == players) {
                        t.pressOnCard(g.host(), g.thread(), "add-ai");
                    } else {
                        t.type(g.host(), g.thread(), "djambi add-ai", Map.of("level", "easy"));
                    }
                    awaitSeated(g, wanted);
                });
            }
        }
        // AND every host starts his game: 0 to 4 by the card's Start, 5 to 9 typing /djambi start beside the cards
        for (Game g : games) {
            only(g, places, () -> {
                if (g.index() < 5) {
                    t.pressOnCard(g.host(), g.thread(), "start");
                } else {
                    t.type(g.host(), general, "djambi start", Map.of());
                }
                t.awaitStage(g.thread(), Stage.PLAYING);
            });
        }
        long started = System.nanoTime();
        // THEN every game is in play, its host (Red) to move, and every card says so
        for (Game g : games) {
            assertEquals(Optional.of(g.host()), t.toMove(g.thread()), "the host moves first in " + g);
        }
        assertChannelAndCards(general, games);

        // WHEN the ten games are played interleaved: in each game in turn, the person to move moves (typing /move in
        // the thread or beside the cards), or resigns; then the AI seats answer, all games at once
        Map<String, Integer> actions = new LinkedHashMap<>();
        for (int round = 0; round < ROUNDS; round++) {
            for (Game g : games) {
                Optional<User> mover = t.toMove(g.thread());
                if (mover.isEmpty()) {
                    continue;
                }
                String where = (round + g.index()) % 2 == 0 ? g.thread() : general;
                boolean resigns = (g.index() <= 1 && round >= 2) || (g.index() >= 5 && g.index() - 4 == round);
                only(g, places, () -> {
                    if (resigns) {
                        t.resign(mover.orElseThrow(), g.thread(), where);
                    } else {
                        t.move(g.thread(), where);
                    }
                });
                actions.merge(g.thread(), 1, Integer::sum);
            }
            aisMove(games, places);
            // THEN after each round every card shows its game as it now stands, and #general holds only the cards
            assertChannelAndCards(general, games);
        }
        long played = System.nanoTime();

        // THEN at least five games have ended: 0 and 1 when both their people resigned, 5 to 7 when their one person
        // did (or earlier, when an AI took a person's Chief); the others are in play, unless an AI ended them
        Set<Integer> resigned = Set.of(0, 1, 5, 6, 7);
        for (Game g : games) {
            if (resigned.contains(g.index())) {
                assertEquals(
                        Stage.OVER,
                        t.stage(g.thread()),
                        "game " + g.index() + " (Djambi " + g.number() + "), its posts: "
                                + t.posts(g.thread()).stream().map(Posted::text).toList());
            }
        }
        // AND #general holds exactly ten messages, the cards, each edited in place since it showed its lobby
        t.settle();
        assertChannelAndCards(general, games);
        assertEquals(
                threads,
                t.discord.messages(general).stream()
                        .filter(m -> !m.ephemeral())
                        .map(Posted::id)
                        .toList(),
                "all that #general shows: the ten cards");
        for (Game g : games) {
            assertTrue(
                    t.card(g.thread()).edits() > lobbyEdits.get(g.thread()),
                    "the card of game " + g.index() + " edited: " + t.card(g.thread()));
        }
        // AND every post of the bot anywhere is a card in #general or in one of the ten threads
        Set<String> allowed = new HashSet<>(places);
        List<Posted> astray = t.discord.allMessages().stream()
                .filter(m ->
                        !m.ephemeral() && m.authorId().equals(t.discord.bot().id()))
                .filter(m -> !allowed.contains(m.channelId()))
                .toList();
        assertEquals(List.of(), astray, "the bot's posts outside #general and the games' threads");
        // AND each thread holds only its own game's posts, and its members are the bot and its game's people
        for (Game g : games) {
            assertOwnPosts(g, byName);
            Set<String> members = new HashSet<>(t.discord.thread(g.thread()).memberIds());
            members.remove(t.discord.bot().id());
            assertEquals(g.peopleIds(), members, "the members of game " + g.index() + "'s thread " + g.thread());
            // AND named, since its start, with its number and its players
            assertEquals(
                    "Djambi " + g.number() + " · "
                            + String.join(", ", t.seats(g.thread()).values()),
                    t.discord.thread(g.thread()).name());
        }
        // AND each game that ended attached its own record, once
        for (Game g : games) {
            long records = t.posts(g.thread()).stream()
                    .flatMap(p -> p.attachments().stream())
                    .filter(a -> RECORD.matcher(a.filename()).matches())
                    .count();
            assertEquals(t.stage(g.thread()) == Stage.OVER ? 1 : 0, records, "records in game " + g.index());
        }
        places.forEach(t::assertNothingPostedTwice);

        long ended = System.nanoTime();
        Threaded.report(
                "ten games in one channel: %.1f s in all (login %.1f s, lobbies to start %.1f s, %d rounds of play"
                        + " %.1f s, checks %.1f s)",
                (ended - began) / 1e9,
                (loggedIn - began) / 1e9,
                (started - loggedIn) / 1e9,
                ROUNDS,
                (played - started) / 1e9,
                (ended - played) / 1e9);
        for (Game g : games) {
            Table table = t.table(g.thread());
            Threaded.report(
                    "game %d (Djambi %d, %s): %s after %d moves, %d actions of its people; %d posts in its thread;"
                            + " its card edited %d times",
                    g.index(),
                    g.number(),
                    String.join(", ", t.seats(g.thread()).values()),
                    table.stage(),
                    moves(table),
                    actions.getOrDefault(g.thread(), 0),
                    t.posts(g.thread()).size(),
                    t.card(g.thread()).edits());
        }
    }

    /**
     * Does {@code action} on game {@code g}, then checks that it posted in g's thread alone: at least one new post
     * there (unless an AI is to answer a move: the AIs' board shows both), none in #general or another game's thread,
     * none gone (a card's edit is no new post).
     */
    private void only(Game g, List<String> places, Runnable action) {
        Map<String, List<String>> before = t.snapshot(places);
        action.run();
        List<String> had = before.get(g.thread());
        Table after = t.table(g.thread());
        boolean aiAnswers = after.stage() == Stage.PLAYING && after.aiToMove().isPresent() && !after.leftToAis();
        if (!aiAnswers) {
            Threaded.await("a new post in game " + g.index() + "'s thread", () -> Optional.of(true)
                    .filter(x -> t.posts(g.thread()).stream().anyMatch(m -> !had.contains(m.id()))));
        }
        t.settle();
        for (Map.Entry<String, List<String>> e : before.entrySet()) {
            List<String> now = t.postIds(e.getKey());
            assertTrue(now.containsAll(e.getValue()), "a post of " + e.getKey() + " gone: " + e.getValue());
            if (!e.getKey().equals(g.thread())) {
                assertEquals(
                        e.getValue(),
                        now,
                        "posts in " + e.getKey() + " after an action in game " + g.index() + " (" + g.thread() + ")");
            }
        }
    }

    private void awaitSeated(Game g, int count) {
        Threaded.await(count + " seats in game " + g.index(), () -> Optional.of(true)
                .filter(x -> t.table(g.thread()).seats().size() == count));
    }

    /**
     * The AI seats of every game move until a person is to move in each, or its game is over: the bot's clock moved on
     * past their delay once per tick of the AI players. Their posts go to their own threads only.
     */
    private void aisMove(List<Game> games, List<String> places) {
        Map<String, List<String>> before = t.snapshot(places);
        Set<String> aiTurns = games.stream()
                .filter(g -> t.stage(g.thread()) == Stage.PLAYING
                        && t.toMove(g.thread()).isEmpty())
                .map(Game::thread)
                .collect(Collectors.toSet());
        long[] movedAt = {0};
        Threaded.await("the AI seats' moves in every game", () -> {
            boolean waiting = games.stream()
                    .anyMatch(g -> t.stage(g.thread()) == Stage.PLAYING
                            && t.toMove(g.thread()).isEmpty());
            if (!waiting) {
                return Optional.of(true);
            }
            if (System.nanoTime() - movedAt[0] > TICK.toNanos()) {
                t.clock.advance(AI_THINKS);
                movedAt[0] = System.nanoTime();
            }
            return Optional.empty();
        });
        // A game's table shows the AI's move before its transaction, and so its post, is committed
        for (String thread : aiTurns) {
            List<String> had = before.get(thread);
            Threaded.await("the AI's post in " + thread, () -> Optional.of(true)
                    .filter(x -> t.posts(thread).stream().anyMatch(m -> !had.contains(m.id()))));
        }
        t.settle();
        for (Map.Entry<String, List<String>> e : before.entrySet()) {
            if (!aiTurns.contains(e.getKey())) {
                assertEquals(
                        e.getValue(), t.postIds(e.getKey()), "posts in " + e.getKey() + ", where no AI was to move");
            }
        }
    }

    /**
     * #general holds the ten cards alone, in the order the games were opened; each shows its game as it stands: the
     * moves made, its players, who is to move or the result, and its thread's link.
     */
    private void assertChannelAndCards(String general, List<Game> games) {
        assertEquals(games.stream().map(Game::thread).toList(), t.postIds(general), "the cards in #general");
        for (Game g : games) {
            Table table = t.table(g.thread());
            String wanted = cardText(g, table);
            Posted card =
                    t.awaitCard(g.thread(), "showing " + wanted, c -> c.text().equals(wanted));
            assertEquals(List.of(g.thread()), Threaded.links(card), card.text());
            assertEquals(List.of(), card.customIds(), "a started game's card has no buttons: " + card.text());
            if (table.stage() == Stage.OVER) {
                String result = wanted.lines().toList().get(2);
                // The game's last post, above its review
                Posted last = t.posts(g.thread()).stream()
                        .filter(m -> !m.text().startsWith("📈"))
                        .reduce((first, second) -> second)
                        .orElseThrow();
                assertTrue(last.text().contains(result), "the card's result " + result + " in " + last.text());
            }
        }
    }

    /** The card of a started game, as the README says: in play with the moves made and who is to move, or over. */
    private static String cardText(Game g, Table table) {
        int moves = moves(table);
        String made = moves + (moves == 1 ? " move" : " moves");
        List<String> names = new ArrayList<>();
        for (Colour c : Colour.values()) {
            Seat s = table.seats().get(c);
            if (s != null) {
                // One out of the game is marked, as the status marks him
                names.add(nameOf(s) + (table.game().position().isActive(c) ? "" : ", out"));
            }
        }
        String players = String.join(" · ", names);
        String link = "<#" + g.thread() + ">";
        if (table.stage() == Stage.PLAYING) {
            Colour next = table.game().position().toMove().orElseThrow();
            return "**Djambi " + g.number() + "** · in play, " + made + " made\n" + players + "\n"
                    + nameOf(table.seats().get(next)) + " to move.\nFollow the game in " + link + ".\n";
        }
        // A game ends when its people resign or an AI takes their Chiefs: won by the last Chief, or left to the AIs
        String result =
                switch (Rules.outcome(table.game().position())) {
                    case Outcome.Won w -> "**" + nameOf(table.seats().get(w.winner())) + " wins the game!**";
                    case Outcome.Drawn d ->
                        table.onlyAisActive()
                                ? "**No person is left in the game, so it ends here: a draw between the AIs.**"
                                : "**The game is drawn.**";
                    case Outcome.Ongoing o -> throw new AssertionError("game " + g.index() + " is over but ongoing");
                };
        return "**Djambi " + g.number() + "** · finished after " + made + "\n" + players + "\n" + result
                + "\nThe game and its talk stay in " + link + ".\n";
    }

    private static String nameOf(Seat s) {
        return s.isAi() ? s.name() : s.name() + " (" + s.colour().displayName() + ")";
    }

    private static int moves(Table table) {
        return (int) table.game().events().stream()
                .filter(e -> e instanceof GameEvent.Played)
                .count();
    }

    /**
     * Every post in the game's thread is its own: the people it names ("ann (Red)"), mentions or pings are its
     * game's, the record it attaches is its game's; and every board in it names or pings one of its people.
     */
    private void assertOwnPosts(Game g, Map<String, User> byName) {
        Set<String> own = g.peopleIds();
        List<Posted> posts = t.posts(g.thread());
        for (Posted p : posts) {
            String text = p.text();
            Set<String> named = new HashSet<>();
            Matcher n = NAMED.matcher(text);
            while (n.find()) {
                User u = byName.get(n.group(1));
                if (u != null) {
                    named.add(u.id());
                }
            }
            Matcher m = MENTION.matcher(text);
            while (m.find()) {
                named.add(m.group(1));
            }
            named.addAll(p.pinged());
            assertTrue(
                    own.containsAll(named),
                    "game " + g.index() + "'s thread holds a post naming " + named + ": " + text);
            for (Attachment a : p.attachments()) {
                Matcher r = RECORD.matcher(a.filename());
                if (r.matches()) {
                    assertEquals(String.valueOf(g.number()), r.group(1), "the record in game " + g.index());
                }
            }
            if (p.attachments().stream().anyMatch(Attachment::isPng) && !text.startsWith("📈")) {
                // A board names its people; the review's pictures, below the last post, name the game only
                assertTrue(!named.isEmpty(), "a board of game " + g.index() + " naming none of its people: " + text);
            }
        }
    }
}
