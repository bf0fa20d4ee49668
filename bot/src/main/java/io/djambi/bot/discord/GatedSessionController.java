package io.djambi.bot.discord;

import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;

/**
 * Holds every shard's gateway connection until {@link #open()}, then lets every connection through, first and
 * reconnects alike, to one gateway URL if one is configured (a test server, a proxy). Shards still identify one
 * bucket at a time, five seconds apart, as Discord requires: that is the concurrent controller's own work.
 */
final class GatedSessionController extends ConcurrentSessionController {
    private final String gateway;
    private final List<SessionConnectNode> waiting = new ArrayList<>();
    private boolean open;

    /** @param gateway the gateway to dial instead of Discord's, or null */
    GatedSessionController(String gateway) {
        this.gateway = gateway;
    }

    @Override
    public String getGateway() {
        return gateway == null ? super.getGateway() : gateway;
    }

    /** The shard count Discord recommends, with the configured gateway in place of the one Discord names. */
    @Override
    public ShardedGateway getShardedGateway(JDA api) {
        ShardedGateway discord = super.getShardedGateway(api);
        return gateway == null
                ? discord
                : new ShardedGateway(gateway, discord.getShardTotal(), discord.getConcurrency());
    }

    @Override
    public synchronized void appendSession(SessionConnectNode node) {
        if (open) {
            super.appendSession(node);
        } else {
            waiting.add(node);
        }
    }

    @Override
    public synchronized void removeSession(SessionConnectNode node) {
        waiting.remove(node);
        super.removeSession(node);
    }

    synchronized void open() {
        open = true;
        waiting.forEach(super::appendSession);
        waiting.clear();
    }
}
