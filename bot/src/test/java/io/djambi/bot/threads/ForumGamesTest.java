package io.djambi.bot.threads;

import static io.djambi.engine.model.Colour.BLUE;
import static io.djambi.engine.model.Colour.RED;
import static io.djambi.engine.model.Colour.YELLOW;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.ThreadView;
import io.djambi.bot.game.Stage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game in a forum with the tags lobby, in play and finished: {@code /djambi new forum:} (typed in a channel: a forum has no command box) makes a post whose first
 * message is the game's card, tagged lobby; the game's posts follow in the post; started, it is tagged in play and
 * renamed for its game; ended, tagged finished, its card (still the first message) saying the result.
 */
class ForumGamesTest {
    @TempDir
    Path dir;

    private Threaded t;

    @AfterEach
    void stop() {
        if (t != null) {
            t.close();
        }
    }

    private ThreadView awaitTags(String post, List<String> tags) {
        return Threaded.await("post " + post + " tagged " + tags, () -> Optional.of(t.discord.thread(post))
                .filter(v -> v.appliedTagNames().equals(tags)));
    }

    @Test
    void aGameInAForumIsAPostWhoseFirstMessageIsItsCardTaggedForItsStage() throws Exception {
        t = Threaded.start(dir);
        String forum = t.discord.addForum(t.bot.guild, "games", List.of("lobby", "in play", "finished"));

        // WHEN ann opens a game in the forum (/djambi new forum:#games, typed in #general)
        String post = t.openInForum(t.ann, forum);
        long n = t.table(post).id();
        // THEN the game is a post of the forum, tagged lobby, named after her
        assertEquals(List.of(post), t.discord.threads(forum));
        ThreadView opened = awaitTags(post, List.of("lobby"));
        assertEquals(forum, opened.parentId());
        assertEquals("Djambi · ann", opened.name());
        // AND its first message, in the post, is the lobby's card with its buttons; the welcome follows it
        t.settle();
        List<Posted> inPost = t.posts(post);
        assertEquals(post, inPost.getFirst().id(), "the card is the post's first message");
        Posted card = t.card(post);
        assertEquals(post, card.channelId());
        assertTrue(card.text().startsWith("**Djambi " + n + "**: the lobby is open"), card.text());
        assertEquals(List.of("djambi:join:" + n), Threaded.buttons(card, "join"));
        assertEquals(2, inPost.size(), "the card and the welcome: " + inPost);
        assertEquals(List.of(t.ann.id()), inPost.get(1).pinged());

        // WHEN bob joins by the card's button, ann seats an easy AI and starts by the card's Start
        t.pressOnCard(t.bob, post, "join");
        t.awaitSeats(post, Map.of(RED, "ann", BLUE, "bob"));
        t.type(t.ann, post, "djambi add-ai", Map.of("level", "easy"));
        t.awaitSeats(post, Map.of(RED, "ann", BLUE, "bob", YELLOW, "AI"));
        t.pressOnCard(t.ann, post, "start");
        t.awaitStage(post, Stage.PLAYING);
        // THEN the post is tagged in play (lobby no more) and named for the game; its card says the game is in play
        awaitTags(post, List.of("in play"));
        Threaded.await("the post renamed", () -> Optional.of(t.discord.thread(post))
                .filter(v -> v.name().equals("Djambi " + n + " · ann, bob, AI")));
        Posted playing = t.awaitCard(post, "in play", m -> m.text().contains("in play"));
        assertEquals(List.of(), playing.customIds());
        assertTrue(t.discord.thread(post).memberIds().contains(t.bob.id()), "bob, pinged in the post, is a member");

        // WHEN ann moves, the AI answers after bob, and both people resign
        t.move(post, post);
        t.move(post, post);
        t.aisMove(post);
        t.resign(t.ann, post, post);
        t.resign(t.bob, post, post);
        t.awaitStage(post, Stage.OVER);
        // THEN the post is tagged finished, and its card says the result, still its first message
        awaitTags(post, List.of("finished"));
        Posted over = t.awaitCard(post, "finished", m -> m.text().contains("finished after 3 moves"));
        assertTrue(over.text().contains("AI Yellow (easy) wins the game!"), over.text());
        t.settle();
        List<Posted> all = t.posts(post);
        assertEquals(post, all.getFirst().id());
        assertEquals(List.of(post), t.discord.threads(forum), "one post for the game");
        t.assertNothingPostedTwice(post);
        Threaded.report(
                "a whole game in a forum post (lobby, 1 join, 1 AI seated, start, 3 moves, 2 resignations):"
                        + " %d messages in the post, its first the card (edited %d times)",
                all.size(), over.edits());
    }

    @Test
    void inAForumWhereTheBotMayNotPostANewGameIsRefusedInOneLineAndNothingIsStored() throws Exception {
        t = Threaded.start(dir);
        String forum = t.discord.addForum(t.bot.guild, "games", List.of("lobby", "in play", "finished"));
        // GIVEN the bot may not make posts in the forum
        t.discord.denyThreads(forum, true);

        // WHEN ann asks for a game there (typed in #general)
        Posted answer = t.type(t.ann, t.general(), "djambi new", Map.of("players", 3, "forum", forum));
        // THEN she is told why, and nothing is made or stored
        assertTrue(
                answer.text().contains("No lobby opened: in a forum a game is a post, and I may not make posts here"),
                answer.text());
        t.settle();
        assertEquals(List.of(), t.discord.threads(forum));
        assertEquals(Optional.empty(), t.maybeTable(forum));
        assertEquals(List.of(), t.bot.tables().cardsIn(forum));
        assertEquals(0, t.bot.tables().liveCount());
    }
}
