package io.djambi.bot.config;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * How the bot lays out its games in a server.
 *
 * @param threads whether a new game gets a thread of its own (its card in the channel), where the bot may open one;
 *     null (the default) for yes. A server's own choice ({@code /djambi settings threads:}) wins over it.
 * @param forumTags the names of a forum's tags the bot applies to a game's post at each stage ({@code lobby},
 *     {@code playing}, {@code over}), matched without regard to case; a stage left out keeps its default name, and a
 *     forum without a tag of that name gets none
 */
public record GamesConfig(Boolean threads, Map<String, String> forumTags) {
    /** The stages a forum tag may be set for, and the tag names looked for by default. */
    public static final Map<String, String> DEFAULT_TAGS = defaults();

    public GamesConfig {
        forumTags = forumTags == null ? Map.of() : Map.copyOf(forumTags);
    }

    public boolean threadsByDefault() {
        return threads == null || threads;
    }

    /** The name of the tag for a stage ({@code lobby}, {@code playing}, {@code over}). */
    public Optional<String> tagFor(String stage) {
        return Optional.ofNullable(forumTags.getOrDefault(stage, DEFAULT_TAGS.get(stage)));
    }

    private static Map<String, String> defaults() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("lobby", "lobby");
        tags.put("playing", "in play");
        tags.put("over", "finished");
        return java.util.Collections.unmodifiableMap(tags);
    }
}
