package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.djambi.bot.fakediscord.RestServer.Response;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The life of threads as Discord leads it: made, changed, archived, joined, deleted, each told to the gateway as
 * Discord tells it (THREAD_CREATE, THREAD_UPDATE, THREAD_MEMBERS_UPDATE, THREAD_DELETE), and Discord's refusals of
 * what may not be done to them. Each method takes the world's lock and sends its events under it, so events go out
 * in the order of the changes (the gateway never takes that lock while it sends).
 */
final class Threads {
    private final World world;
    private final Gateway gateway;

    Threads(World world, Gateway gateway) {
        this.world = world;
        this.gateway = gateway;
    }

    /**
     * Why Discord would refuse the bot a new thread in {@code parent}: it lacks the permission (Create Public Threads,
     * or Send Messages in a forum, 403 50013), or the server has as many active threads as it may (400 160006).
     */
    Optional<Response> refuseNew(World.Channel parent) {
        return world.locked(() -> {
            long needed = parent.isForum() ? Json.SEND_MESSAGES : Json.CREATE_PUBLIC_THREADS;
            if ((Json.botPermissions(world, parent) & needed) != needed) {
                return Optional.of(Response.error(403, 50013, "Missing Permissions"));
            }
            return full(parent.guildId());
        });
    }

    /** 400 160006 when the server has as many active threads as it may: no thread may be made or unarchived. */
    Optional<Response> full(String guildId) {
        return world.locked(() -> {
            long active = world.threads.values().stream()
                    .filter(t -> t.guildId.equals(guildId) && t.active())
                    .count();
            return active >= world.activeThreadLimit
                    ? Optional.of(Response.error(400, 160006, "Maximum number of active threads reached"))
                    : Optional.empty();
        });
    }

    /**
     * Why Discord would refuse the bot's new message in {@code channel}: in a thread, the bot lacks Send Messages in
     * Threads (403 50013), or the thread is archived and locked (400 50083), or locked while the bot lacks Manage
     * Threads (400 160005), as it refuses any member who is not a moderator there. An archived thread not locked takes
     * the message and is unarchived by it ({@link #posted}), unless the server has as many active threads as it may
     * (400 160006).
     */
    Optional<Response> refusePost(World.Channel channel) {
        return world.locked(() -> {
            ThreadState t = channel.isThread() ? world.threads.get(channel.id()) : null;
            if (t == null) {
                return Optional.empty();
            }
            long permissions = Json.botPermissions(world, channel);
            if ((permissions & Json.SEND_MESSAGES_IN_THREADS) == 0) {
                return Optional.of(Response.error(403, 50013, "Missing Permissions"));
            }
            if (t.archived && t.locked) {
                return Optional.of(archivedError());
            }
            if (t.locked && (permissions & Json.MANAGE_THREADS) == 0) {
                return Optional.of(Response.error(400, 160005, "Thread is locked"));
            }
            return t.archived ? full(t.guildId) : Optional.empty();
        });
    }

    /** Why Discord would refuse an edit or a deletion of a message in {@code channel}: an archived thread (50083). */
    Optional<Response> refuseChange(String channelId) {
        return world.liveThread(channelId).filter(t -> t.archived).map(t -> archivedError());
    }

    static Response archivedError() {
        return Response.error(400, 50083, "Operation cannot be performed on an archived thread.");
    }

    /**
     * Makes a thread in {@code parent} whose maker {@code ownerId} is its first member, unannounced: a forum post's
     * starter message is made in it before the gateway is told ({@link #announce}).
     */
    ThreadState open(
            World.Channel parent,
            String id,
            String ownerId,
            String name,
            int autoArchiveMinutes,
            List<String> appliedTags) {
        return world.locked(() -> {
            Instant now = Instant.now(world.clock);
            ThreadState t = new ThreadState(id, parent.guildId(), parent.id(), ownerId, parent.isForum(), name, now);
            t.autoArchiveMinutes = autoArchiveMinutes;
            t.appliedTags = List.copyOf(appliedTags);
            t.members.put(ownerId, now);
            world.threads.put(id, t);
            world.channels.put(id, World.Channel.thread(id, parent.guildId(), parent.id()));
            return t;
        });
    }

    /** THREAD_CREATE of a thread just made, with the bot's thread member when it is one, as Discord sends it. */
    void announce(ThreadState t) {
        world.locked(() -> {
            ObjectNode created = Json.thread(world, t, true).put("newly_created", true);
            gateway.dispatch("THREAD_CREATE", t.guildId, Gateway.GUILDS, created);
        });
    }

    /** THREAD_UPDATE with the thread as it is now. */
    void updated(ThreadState t) {
        world.locked(() -> gateway.dispatch("THREAD_UPDATE", t.guildId, Gateway.GUILDS, Json.thread(world, t, false)));
    }

    /** Archives it (a thread left without messages for its auto-archive duration, or closed): THREAD_UPDATE. */
    void archive(ThreadState t) {
        world.locked(() -> {
            if (!t.archived) {
                setArchived(t, true);
                updated(t);
            }
        });
    }

    void setArchived(ThreadState t, boolean archived) {
        t.archived = archived;
        t.archiveTimestamp = Instant.now(world.clock);
    }

    /**
     * Locks it ({@code locked}), as a moderator does: only moderators may post in it or unarchive it now; or unlocks it.
     * THREAD_UPDATE.
     */
    void lock(ThreadState t, boolean locked) {
        world.locked(() -> {
            if (t.locked != locked) {
                t.locked = locked;
                updated(t);
            }
        });
    }

    /** Deletes it: THREAD_DELETE, and it is an unknown channel from now on. Its messages are kept for the test. */
    void delete(ThreadState t) {
        world.locked(() -> {
            t.deleted = true;
            world.channels.remove(t.id);
            ObjectNode gone = Json.object()
                    .put("id", t.id)
                    .put("guild_id", t.guildId)
                    .put("parent_id", t.parentId)
                    .put("type", World.Channel.PUBLIC_THREAD);
            gateway.dispatch("THREAD_DELETE", t.guildId, Gateway.GUILDS, gone);
        });
    }

    /** The threads of a channel deleted go with it, with no event of their own (the client drops them with it). */
    void parentDeleted(String channelId) {
        world.locked(() -> world.threads.values().stream()
                .filter(t -> t.parentId.equals(channelId))
                .forEach(t -> {
                    t.deleted = true;
                    world.channels.remove(t.id);
                }));
    }

    /**
     * A message was made in a thread by a person or the bot (not an interaction's answer): an archived thread is
     * unarchived by it (THREAD_UPDATE, before its MESSAGE_CREATE), and its author and the users it notified join
     * the thread, as Discord adds whoever posts or is mentioned where they can see.
     */
    void posted(Posted message) {
        world.locked(() -> {
            ThreadState t = world.threads.get(message.channelId());
            if (t == null || t.deleted) {
                return;
            }
            if (t.archived) {
                setArchived(t, false);
                updated(t);
            }
            Set<String> joining = new LinkedHashSet<>();
            joining.add(message.authorId());
            joining.addAll(message.pinged());
            join(t, joining);
        });
    }

    /**
     * Adds the users not yet members: THREAD_MEMBERS_UPDATE with them, to a session with the Server Members intent;
     * a session without it is told only of the bot's own joining, as Discord does.
     */
    void join(ThreadState t, Collection<String> userIds) {
        world.locked(() -> {
            Instant now = Instant.now(world.clock);
            List<String> added = new ArrayList<>();
            for (String u : userIds) {
                if (world.users.containsKey(u) && !t.members.containsKey(u)) {
                    t.members.put(u, now);
                    added.add(u);
                }
            }
            if (added.isEmpty()) {
                return;
            }
            ObjectNode all = membersUpdate(t);
            ArrayNode addedJson = all.putArray("added_members");
            added.forEach(u -> addedJson.add(Json.threadMember(world, t, u, true)));
            ObjectNode botOnly = null;
            if (added.contains(world.bot.id())) {
                botOnly = membersUpdate(t);
                botOnly.putArray("added_members").add(Json.threadMember(world, t, world.bot.id(), true));
            }
            dispatchMembers(t, all, botOnly);
        });
    }

    /** Removes a member: THREAD_MEMBERS_UPDATE, told as {@link #join} tells. */
    void leave(ThreadState t, String userId) {
        world.locked(() -> {
            if (t.members.remove(userId) == null) {
                return;
            }
            ObjectNode all = membersUpdate(t);
            all.putArray("removed_member_ids").add(userId);
            dispatchMembers(t, all, userId.equals(world.bot.id()) ? all : null);
        });
    }

    private ObjectNode membersUpdate(ThreadState t) {
        return Json.object()
                .put("id", t.id)
                .put("guild_id", t.guildId)
                .put("member_count", Math.min(50, t.members.size()));
    }

    private void dispatchMembers(ThreadState t, ObjectNode all, ObjectNode botOnly) {
        Function<GatewaySession, JsonNode> which = s -> (s.intents & Gateway.GUILD_MEMBERS) != 0 ? all : botOnly;
        gateway.dispatch("THREAD_MEMBERS_UPDATE", t.guildId, Gateway.GUILDS, which);
    }

    /** Discord's list of threads with the bot's thread members among them, as its list routes answer. */
    ObjectNode list(Collection<ThreadState> threads) {
        return world.locked(() -> {
            ObjectNode answer = Json.object();
            ArrayNode all = answer.putArray("threads");
            ArrayNode members = answer.putArray("members");
            for (ThreadState t : threads) {
                all.add(Json.thread(world, t, false));
                if (t.members.containsKey(world.bot.id())) {
                    members.add(Json.threadMember(world, t, world.bot.id(), false));
                }
            }
            return answer;
        });
    }

    /** The thread {@code id}, deleted or not, for the test's actions. */
    ThreadState known(String id) {
        return world.locked(() -> Optional.ofNullable(world.threads.get(id))
                .orElseThrow(() -> new IllegalArgumentException("no thread " + id)));
    }

    ThreadView view(ThreadState t) {
        return world.locked(() -> {
            Map<String, String> tagNames = world.forumTags.getOrDefault(t.parentId, List.of()).stream()
                    .collect(Collectors.toMap(World.ForumTag::id, World.ForumTag::name));
            return new ThreadView(
                    t.id,
                    t.parentId,
                    t.name,
                    t.archived,
                    t.locked,
                    t.appliedTags.stream()
                            .map(id -> tagNames.getOrDefault(id, id))
                            .toList(),
                    List.copyOf(t.members.keySet()),
                    t.deleted);
        });
    }
}
