package io.djambi.bot.guide;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** {@link FirstMoves} for one run, forgotten at its end: the console's and the tests'. */
public final class InMemoryFirstMoves implements FirstMoves {
    private final Set<String> played = ConcurrentHashMap.newKeySet();

    @Override
    public boolean firstMove(String userId) {
        return played.add(userId);
    }
}
