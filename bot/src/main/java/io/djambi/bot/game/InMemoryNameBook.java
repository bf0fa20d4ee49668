package io.djambi.bot.game;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Server names kept for this run only. Thread-safe. */
public final class InMemoryNameBook implements NameBook {
    private final Map<String, String> names = new ConcurrentHashMap<>();

    @Override
    public Optional<String> nameOf(String guildId) {
        return Optional.ofNullable(names.get(guildId));
    }

    @Override
    public void saw(String guildId, String name) {
        names.put(guildId, name);
    }
}
