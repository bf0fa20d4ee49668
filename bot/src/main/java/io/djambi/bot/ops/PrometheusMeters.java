package io.djambi.bot.ops;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * The {@link Meters} kept in a Prometheus registry, with the JVM's own (memory, garbage collection, threads, CPU,
 * uptime). Its names, as {@code /metrics} shows them: {@code djambi_interactions_seconds} (by kind and outcome),
 * {@code djambi_interaction_acknowledge_seconds} (by kind), {@code djambi_moves_total}, {@code djambi_games_live},
 * {@code djambi_render_seconds}, {@code djambi_database_seconds}.
 */
public final class PrometheusMeters implements Meters, AutoCloseable {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final JvmGcMetrics gc = new JvmGcMetrics();
    private final Counter moves;
    private final Timer render;
    private final Timer database;

    public PrometheusMeters() {
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        moves = Counter.builder("djambi.moves")
                .description("Moves played, by people and AIs")
                .register(registry);
        render = Timer.builder("djambi.render")
                .description("Drawing and encoding a board picture")
                .register(registry);
        database = Timer.builder("djambi.database")
                .description("A database transaction or read")
                .register(registry);
    }

    /** @param liveGames how many tables are live (lobbies and games), asked at each scrape */
    public void watchLiveGames(IntSupplier liveGames) {
        Gauge.builder("djambi.games.live", liveGames, IntSupplier::getAsInt)
                .description("Live tables: lobbies and games in progress")
                .strongReference(true) // nothing else holds the supplier: a weak one would read NaN after a GC
                .register(registry);
    }

    /** @param gatewayPingMillis the gateway's last heartbeat round trip, in milliseconds; negative before the first */
    public void watchGateway(LongSupplier gatewayPingMillis) {
        Gauge.builder("djambi.gateway.latency", gatewayPingMillis, p -> {
                    long millis = p.getAsLong();
                    return millis < 0 ? Double.NaN : millis / 1000.0;
                })
                .description(
                        "Discord gateway latency: the last heartbeat round trip, averaged over this process's shards")
                .baseUnit("seconds")
                .strongReference(true)
                .register(registry);
    }

    @Override
    public void interaction(InteractionKind kind, Outcome outcome, Duration took) {
        Timer.builder("djambi.interactions")
                .description("Interactions from their creation by Discord to their answer")
                .tag("kind", kind.label())
                .tag("outcome", outcome.label())
                .register(registry)
                .record(took);
    }

    @Override
    public void acknowledged(InteractionKind kind, Duration took) {
        Timer.builder("djambi.interaction.acknowledge")
                .description("From an interaction's creation by Discord to its acknowledgement taken")
                .tag("kind", kind.label())
                .register(registry)
                .record(took);
    }

    @Override
    public void movePlayed() {
        moves.increment();
    }

    @Override
    public void rendered(Duration took) {
        render.record(took);
    }

    @Override
    public void database(Duration took) {
        database.record(took);
    }

    /** Every meter in Prometheus's text format. */
    public String scrape() {
        return registry.scrape();
    }

    @Override
    public void close() {
        gc.close();
        registry.close();
    }
}
