package io.djambi.bot.discord;

import java.util.List;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * The bot's listeners, given to every shard when it is built though they exist only later, once
 * {@link DiscordBot#start} has made them. The shard manager builds shards on a thread of its own, and one built
 * while listeners are being added to the manager could miss them; this one is on every shard from the start. No
 * event arrives before {@link #attach}: the gateway is held closed until then.
 */
final class LateListeners implements EventListener {
    private volatile List<EventListener> listeners = List.of();

    void attach(EventListener... those) {
        listeners = List.of(those);
    }

    @Override
    public void onEvent(GenericEvent event) {
        for (EventListener listener : listeners) {
            listener.onEvent(event);
        }
    }
}
