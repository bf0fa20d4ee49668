package io.djambi.bot.discord;

import io.djambi.bot.config.GamesConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.entities.channel.concrete.ForumChannel;
import net.dv8tion.jda.api.entities.channel.forums.ForumTag;

/**
 * The tags of a forum a game's post wears for its stage: the forum's tag named (in the config) for the stage, in place
 * of the tags named for the other stages; the post's other tags, set by people, are kept. A forum without a tag of
 * that name gets none, but for a forum that requires a tag on every post: there a new game is refused
 * ({@link #lobbyTagMissing}), and a post keeps its tags rather than be left without one.
 */
final class ForumTags {
    private static final String LOBBY = "lobby";
    private static final List<String> STAGES = List.of(LOBBY, "playing", "over");

    private final GamesConfig games;

    ForumTags(GamesConfig games) {
        this.games = games;
    }

    /** The tags of a post at {@code stage} that wore {@code applied}; empty when nothing is to change. */
    Optional<List<ForumTag>> forStage(ForumChannel forum, List<ForumTag> applied, String stage) {
        List<ForumTag> wanted = new ArrayList<>();
        for (ForumTag tag : applied) {
            if (STAGES.stream().noneMatch(s -> named(tag, s))) {
                wanted.add(tag); // a tag people put on the post
            }
        }
        forum.getAvailableTags().stream()
                .filter(t -> named(t, stage))
                .findFirst()
                .ifPresent(wanted::add);
        boolean same = wanted.size() == applied.size() && wanted.containsAll(applied);
        return same || wanted.size() > ForumChannel.MAX_POST_TAGS ? Optional.empty() : Optional.of(wanted);
    }

    /**
     * The name of the tag a new game's post needs in {@code forum} and cannot have: when the forum requires every
     * post to wear a tag and has none of the name for a lobby. Empty when a post can be made there.
     */
    Optional<String> lobbyTagMissing(ForumChannel forum) {
        if (!forum.isTagRequired() || forum.getAvailableTags().stream().anyMatch(t -> named(t, LOBBY))) {
            return Optional.empty();
        }
        return Optional.of(games.tagFor(LOBBY).orElse(LOBBY));
    }

    private boolean named(ForumTag tag, String stage) {
        return games.tagFor(stage)
                .map(name -> name.toLowerCase(Locale.ROOT).equals(tag.getName().toLowerCase(Locale.ROOT)))
                .orElse(false);
    }
}
