package io.djambi.bot.fakediscord;

import java.time.Duration;

/**
 * Holds new gateway connections before their HELLO while closed: a bot that lost its connection reaches the gateway
 * and waits, as when Discord's gateway is down or slow to take it back. A client gives up on a connection that has
 * said no HELLO for ten seconds (JDA does) and tries another, which waits in turn.
 */
final class GatewayGate {
    private boolean closed;
    private int waiting;

    synchronized void close() {
        closed = true;
    }

    synchronized void open() {
        closed = false;
        notifyAll();
    }

    /** Returns once the gate is open. */
    synchronized void pass() throws InterruptedException {
        waiting++;
        notifyAll();
        try {
            while (closed) {
                wait();
            }
        } finally {
            waiting--;
        }
    }

    /** Waits until a connection waits at the closed gate: a client has come back and is held. */
    synchronized void awaitWaiting(Duration timeout) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeout.toMillis();
        while (waiting == 0) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                throw new AssertionError(
                        "fake Discord: no gateway connection came back in " + timeout.toMillis() + " ms");
            }
            wait(left);
        }
    }
}
