package io.djambi.bot.bench;

import io.djambi.bot.command.Dispatcher;

/** The bot as the benchmarks drive it: its whole command layer over a given table store, with no Discord. */
final class BenchBot {
    private BenchBot() {}

    /** The bot's commands over {@code store}, wired as the bot wires them (whispers, clocks, results in memory). */
    static Dispatcher commands(io.djambi.bot.game.TableStore store) {
        return commands(io.djambi.bot.wiring.Wiring.Stores.over(
                        store,
                        new io.djambi.bot.press.InMemoryWhisperStore(),
                        new io.djambi.bot.clock.InMemoryTurnClockStore(),
                        new io.djambi.bot.stats.InMemoryResultStore())
                .build());
    }

    /** The bot's commands over the given stores (all of them in the database, for the production load). */
    static Dispatcher commands(io.djambi.bot.wiring.Wiring.Stores stores) {
        io.djambi.bot.clock.TimerOutput nowhere = new io.djambi.bot.clock.TimerOutput() {
            @Override
            public java.util.concurrent.CompletionStage<Boolean> directMessage(
                    String userId, String text, java.util.List<io.djambi.bot.command.Reply.Attachment> files) {
                return java.util.concurrent.CompletableFuture.completedFuture(false);
            }
        };
        io.djambi.bot.wiring.Wiring.Outputs outputs = new io.djambi.bot.wiring.Wiring.Outputs(
                dm -> java.util.concurrent.CompletableFuture.completedFuture(
                        new io.djambi.bot.press.Courier.Delivered()),
                nowhere,
                post -> java.util.concurrent.CompletableFuture.completedFuture(
                        io.djambi.bot.outbox.ChannelPoster.Delivery.MADE),
                guild -> "bench");
        return io.djambi.bot.wiring.Wiring.build(
                        stores,
                        outputs,
                        io.djambi.bot.wiring.Wiring.Conditions.of(
                                java.time.Clock.systemUTC(), Runnable::run, java.time.Duration.ZERO))
                .dispatcher();
    }
}
