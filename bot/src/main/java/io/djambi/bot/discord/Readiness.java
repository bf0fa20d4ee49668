package io.djambi.bot.discord;

import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.events.session.ShutdownEvent;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * Completes with nothing once every shard of this process is ready, or with the close code of the first shard JDA
 * gives up on. One shard that cannot log in fails the whole start, so the others are not waited for: Discord gives
 * the same answer (a refused token, a refused intent) to them all.
 */
final class Readiness implements EventListener {
    private final CompletableFuture<OptionalInt> outcome = new CompletableFuture<>();
    private final Set<Integer> ready = ConcurrentHashMap.newKeySet();
    private volatile int expected = Integer.MAX_VALUE;

    /** How many shards must be ready; known only once JDA has logged in (auto takes Discord's count). */
    void expect(int shards) {
        expected = shards;
        completeIfAllReady();
    }

    CompletableFuture<OptionalInt> outcome() {
        return outcome;
    }

    @Override
    public void onEvent(GenericEvent event) {
        if (event instanceof ReadyEvent) {
            ready.add(event.getJDA().getShardInfo().getShardId());
            completeIfAllReady();
        } else if (event instanceof ShutdownEvent shutdown) {
            outcome.complete(OptionalInt.of(shutdown.getCode()));
        }
    }

    private void completeIfAllReady() {
        if (ready.size() >= expected) {
            outcome.complete(OptionalInt.empty());
        }
    }
}
