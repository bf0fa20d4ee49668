package io.djambi.bot.game;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The servers' choices in a map, lost when the process ends: for the console and tests. */
public final class InMemoryServerChoices implements ServerChoices {
    private final Map<String, Boolean> threads = new ConcurrentHashMap<>();

    @Override
    public Optional<Boolean> threads(String guildId) {
        return Optional.ofNullable(threads.get(guildId));
    }

    @Override
    public void chooseThreads(String guildId, boolean wanted) {
        threads.put(guildId, wanted);
    }
}
