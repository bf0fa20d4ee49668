package io.djambi.bot.clock;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Lost channels in memory, forgotten when the process ends: for tests and the console. */
public final class InMemoryLostChannels implements LostChannels {
    private final Map<String, LostChannel> marks = new ConcurrentHashMap<>();

    @Override
    public Optional<LostChannel> find(String channelId) {
        return Optional.ofNullable(marks.get(channelId));
    }

    @Override
    public boolean note(LostChannel lost) {
        return marks.putIfAbsent(lost.channelId(), lost) == null;
    }

    @Override
    public Optional<LostChannel> clear(String channelId) {
        return Optional.ofNullable(marks.remove(channelId));
    }

    @Override
    public Set<String> channels() {
        return Set.copyOf(marks.keySet());
    }
}
