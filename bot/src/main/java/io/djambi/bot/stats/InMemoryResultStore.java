package io.djambi.bot.stats;

import io.djambi.bot.game.SeatChange;
import io.djambi.bot.game.StandIn;
import io.djambi.bot.game.WantedSeat;
import io.djambi.engine.model.Colour;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Results in memory, lost when the process ends: for the console and tests. */
public final class InMemoryResultStore implements ResultStore {
    private static final Comparator<GameResult> OLDEST_FIRST =
            Comparator.comparing(GameResult::finishedAt).thenComparingLong(GameResult::tableId);

    private final Map<Long, Set<Colour>> timedOut = new HashMap<>();
    private final Map<Long, List<SeatChange>> seatChanges = new HashMap<>();
    private final Map<Long, GameResult> results = new LinkedHashMap<>();
    private final Map<Long, Map<Colour, WantedSeat>> wanted = new HashMap<>();
    private final Map<Long, List<StandIn>> standIns = new HashMap<>();

    @Override
    public synchronized void markTimedOut(long tableId, Colour colour) {
        timedOut.computeIfAbsent(tableId, k -> EnumSet.noneOf(Colour.class)).add(colour);
    }

    @Override
    public synchronized Set<Colour> timedOut(long tableId) {
        return Set.copyOf(timedOut.getOrDefault(tableId, Set.of()));
    }

    @Override
    public synchronized void markSeatChanged(long tableId, SeatChange change) {
        seatChanges.computeIfAbsent(tableId, k -> new ArrayList<>()).add(change);
        wanted.getOrDefault(tableId, new HashMap<>()).remove(change.left().colour());
    }

    @Override
    public synchronized void markStandIn(long tableId, StandIn standIn) {
        List<StandIn> of = standIns.computeIfAbsent(tableId, k -> new ArrayList<>());
        of.removeIf(s -> s.ply() == standIn.ply());
        of.add(standIn);
        of.sort(Comparator.comparingInt(StandIn::ply));
    }

    @Override
    public synchronized List<StandIn> standIns(long tableId) {
        return List.copyOf(standIns.getOrDefault(tableId, List.of()));
    }

    @Override
    public synchronized void forgetStandIns(long tableId, int ply) {
        standIns.getOrDefault(tableId, new ArrayList<>()).removeIf(s -> s.ply() >= ply);
    }

    @Override
    public synchronized void markSeatWanted(long tableId, WantedSeat seat) {
        wanted.computeIfAbsent(tableId, k -> new EnumMap<>(Colour.class)).put(seat.colour(), seat);
    }

    @Override
    public synchronized List<WantedSeat> seatsWanted(long tableId) {
        return List.copyOf(wanted.getOrDefault(tableId, Map.of()).values());
    }

    @Override
    public synchronized List<SeatChange> seatChanges(long tableId) {
        return List.copyOf(seatChanges.getOrDefault(tableId, List.of()));
    }

    @Override
    public synchronized void record(GameResult result) {
        results.putIfAbsent(result.tableId(), result);
    }

    @Override
    public synchronized List<GameResult> results(String guildId) {
        List<GameResult> of = new ArrayList<>();
        for (GameResult r : results.values()) {
            if (r.guildId().equals(guildId)) {
                of.add(r);
            }
        }
        of.sort(OLDEST_FIRST);
        return of;
    }

    @Override
    public synchronized List<GameResult> allResults() {
        return oldestFirst();
    }

    private List<GameResult> oldestFirst() {
        List<GameResult> all = new ArrayList<>(results.values());
        all.sort(OLDEST_FIRST);
        return all;
    }

    @Override
    public synchronized List<GameResult> allResultsAfter(Instant finishedAt, long tableId) {
        GameResult mark = new GameResult(tableId, "", finishedAt, List.of());
        List<GameResult> after = new ArrayList<>();
        for (GameResult r : oldestFirst()) {
            if (OLDEST_FIRST.compare(r, mark) > 0) {
                after.add(r);
            }
        }
        return after;
    }

    @Override
    public synchronized int resultCount() {
        return results.size();
    }
}
