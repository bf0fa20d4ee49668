package io.djambi.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import io.djambi.bot.config.GamesConfig;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.forums.ForumTag;
import org.junit.jupiter.api.Test;

class ForumTagsTest {
    private final ForumTag lobby = tag("Lobby");
    private final ForumTag inPlay = tag("In Play");
    private final ForumTag finished = tag("finished");
    private final ForumTag strategy = tag("strategy");
    private final ForumChannel forum = forumWith(lobby, inPlay, finished, strategy);
    private final ForumTags tags = new ForumTags(new GamesConfig(null, null));

    @Test
    void aPostTakesItsStagesTagInPlaceOfTheLastStagesAndKeepsThoseItsPeoplePut() {
        assertEquals(Optional.of(List.of(strategy, inPlay)), tags.forStage(forum, List.of(lobby, strategy), "playing"));
    }

    @Test
    void aPostAlreadyWearingItsStagesTagIsLeftAlone() {
        assertEquals(Optional.empty(), tags.forStage(forum, List.of(strategy, finished), "over"));
    }

    @Test
    void aForumWithoutTheStagesTagOnlyLosesTheOldStagesTag() {
        ForumChannel bare = forumWith(lobby);
        assertEquals(Optional.of(List.of()), tags.forStage(bare, List.of(lobby), "over"));
        assertEquals(Optional.empty(), tags.forStage(forumWith(), List.of(), "lobby"));
    }

    @Test
    void theConfigNamesTheTagsOfEachStage() {
        ForumTag open = tag("Open");
        ForumTags named = new ForumTags(new GamesConfig(null, Map.of("lobby", "open")));
        assertEquals(Optional.of(List.of(open)), named.forStage(forumWith(lobby, open), List.of(), "lobby"));
    }

    @Test
    void aForumThatRequiresATagMustHaveOneForALobby() {
        ForumChannel strict = forumWith(inPlay, strategy);
        when(strict.isTagRequired()).thenReturn(true);
        assertEquals(Optional.of("lobby"), tags.lobbyTagMissing(strict));
        assertEquals(
                Optional.of("open"),
                new ForumTags(new GamesConfig(null, Map.of("lobby", "open"))).lobbyTagMissing(strict),
                "the config's name for it");
        ForumChannel withLobby = forumWith(lobby);
        when(withLobby.isTagRequired()).thenReturn(true);
        assertEquals(Optional.empty(), tags.lobbyTagMissing(withLobby));
        assertEquals(Optional.empty(), tags.lobbyTagMissing(forumWith()), "no tag required");
    }

    private static ForumTag tag(String name) {
        ForumTag tag = mock(ForumTag.class);
        when(tag.getName()).thenReturn(name);
        return tag;
    }

    private static ForumChannel forumWith(ForumTag... available) {
        ForumChannel forum = mock(ForumChannel.class);
        when(forum.getAvailableTags()).thenReturn(List.of(available));
        return forum;
    }
}
