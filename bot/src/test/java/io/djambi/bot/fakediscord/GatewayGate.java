package io.djambi.bot.fakediscord;

/**
 * Holds new gateway connections before their HELLO while closed: a bot that lost its connection reaches the gateway
 * and waits, as when Discord's gateway is down or slow to take it back. A client gives up on a connection that has
 * said no HELLO for ten seconds (JDA does) and tries another, which waits in turn.
 */
final class GatewayGate {
    private boolean closed;

    synchronized void close() {
        closed = true;
    }

    synchronized void open() {
        closed = false;
        notifyAll();
    }

    /** Returns once the gate is open. */
    synchronized void pass() throws InterruptedException {
        while (closed) {
            wait();
        }
    }
}
