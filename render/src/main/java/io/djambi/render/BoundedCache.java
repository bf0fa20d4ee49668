package io.djambi.render;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Drawings kept for reuse, keyed by what they depend on. A renderer sees a handful of sizes and looks; more keys
 * than the bound means sizes keep changing, and the cache starts again rather than grow without end. Thread-safe.
 */
final class BoundedCache<K, V> {
    private final int bound;
    private final Function<K, V> draw;
    private final Map<K, V> entries = new ConcurrentHashMap<>();

    BoundedCache(int bound, Function<K, V> draw) {
        this.bound = bound;
        this.draw = draw;
    }

    V get(K key) {
        V cached = entries.get(key);
        if (cached != null) {
            return cached;
        }
        if (entries.size() > bound) {
            entries.clear();
        }
        return entries.computeIfAbsent(key, draw);
    }
}
