package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One interaction a test started, and what the bot answered to it. Mutable, guarded by the {@link World}'s lock:
 * the bot's REST calls fill it in while the test waits on it.
 */
final class Interaction {
    static final int COMMAND = 2;
    static final int COMPONENT = 3;
    static final int AUTOCOMPLETE = 4;
    static final int MODAL = 5;

    final String id;
    final String token;
    final int type;
    final String userId;
    final String guildId;
    final String channelId;
    /** The INTERACTION_CREATE payload as sent. */
    final ObjectNode payload;
    /** The message a button or menu is on (a deferred update edits it), or null. */
    final String messageId;

    List<Integer> deliveredTo = List.of();
    /** The callback's type once the bot acknowledged (4 reply, 5 deferred, 6 deferred update, 7 update, 8, 9). */
    Integer callbackType;

    JsonNode callbackData;
    /** The reply the callback made or edits (the loading message of a deferral, the component's message). */
    String originalId;

    final List<String> followupIds = new ArrayList<>();

    Interaction(
            String id,
            String token,
            int type,
            String userId,
            String guildId,
            String channelId,
            ObjectNode payload,
            String messageId) {
        this.id = id;
        this.token = token;
        this.type = type;
        this.userId = userId;
        this.guildId = guildId;
        this.channelId = channelId;
        this.payload = payload;
        this.messageId = messageId;
    }
}
