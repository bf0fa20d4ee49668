package io.djambi.bot.fakediscord;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A public thread as the fake holds it: one opened in a text channel (from a message or without one), or a forum's
 * post. Mutable, guarded by the {@link World}'s lock. Its counts of messages are read off the world's messages when
 * Discord's JSON is made, not kept here, so they cannot drift from what was posted.
 */
final class ThreadState {
    /** How long a thread stays active without a message when its maker did not say: Discord's default, a day. */
    static final int DEFAULT_AUTO_ARCHIVE_MINUTES = 1440;

    final String id;
    final String guildId;
    final String parentId;
    final String ownerId;
    /** A forum's post: its starter message is in the thread itself, with the thread's id. */
    final boolean post;

    final Instant created;
    String name;
    boolean archived;
    boolean locked;
    int autoArchiveMinutes;
    /** When it was last archived or unarchived (its creation until then): Discord's {@code archive_timestamp}. */
    Instant archiveTimestamp;
    /** The ids of the forum tags on a post, in the order set. */
    List<String> appliedTags = List.of();
    /** Its members, by user id, with when each joined, in the order they joined. */
    final Map<String, Instant> members = new LinkedHashMap<>();

    boolean deleted;

    ThreadState(String id, String guildId, String parentId, String ownerId, boolean post, String name, Instant now) {
        this.id = id;
        this.guildId = guildId;
        this.parentId = parentId;
        this.ownerId = ownerId;
        this.post = post;
        this.name = name;
        this.created = now;
        this.archiveTimestamp = now;
        this.autoArchiveMinutes = DEFAULT_AUTO_ARCHIVE_MINUTES;
    }

    /** Counts against the server's limit of active threads. */
    boolean active() {
        return !deleted && !archived;
    }
}
