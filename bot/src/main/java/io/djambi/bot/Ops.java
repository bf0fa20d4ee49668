package io.djambi.bot;

import io.djambi.bot.config.MetricsConfig;
import io.djambi.bot.ops.Check;
import io.djambi.bot.ops.Health;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.ops.OpsServer;
import io.djambi.bot.ops.PrometheusMeters;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The operator's side of a run: with {@code metrics.port}, the meters and the HTTP server of {@code /metrics} and
 * {@code /health}, started before the bot (health says {@code starting} until it is up); without, nothing at all.
 */
final class Ops implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Ops.class);

    private final Optional<PrometheusMeters> meters;
    private final Optional<OpsServer> server;
    private final Health health;

    private Ops(Optional<PrometheusMeters> meters, Optional<OpsServer> server, Health health) {
        this.meters = meters;
        this.server = server;
        this.health = health;
    }

    /** Serves on the configured port, or does nothing; refused in one line when the port cannot be had. */
    static Result<Ops> start(MetricsConfig config, Catalogue text) {
        if (config.served().isEmpty()) {
            return Result.ok(new Ops(Optional.empty(), Optional.empty(), Health.starting()));
        }
        int port = config.served().getAsInt();
        PrometheusMeters meters = new PrometheusMeters();
        Health health = Health.starting();
        try {
            OpsServer server = OpsServer.start(port, meters, health);
            log.info("Serving /metrics and /health on port {}", server.port());
            return Result.ok(new Ops(Optional.of(meters), Optional.of(server), health));
        } catch (IOException e) {
            meters.close();
            return Result.rejected(text.get("startup.metrics-port", String.valueOf(port), e.getMessage()));
        }
    }

    Meters meters() {
        return meters.<Meters>map(m -> m).orElse(Meters.NONE);
    }

    /** The bot is up: count its live games, and answer {@code /health} with these checks. */
    void ready(IntSupplier liveGames, LongSupplier gatewayPingMillis, List<Check> checks) {
        meters.ifPresent(m -> {
            m.watchLiveGames(liveGames);
            m.watchGateway(gatewayPingMillis);
        });
        health.ready(checks);
    }

    @Override
    public void close() {
        server.ifPresent(OpsServer::close);
        meters.ifPresent(PrometheusMeters::close);
    }
}
