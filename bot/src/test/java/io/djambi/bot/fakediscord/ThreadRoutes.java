package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.djambi.bot.fakediscord.RestServer.Call;
import io.djambi.bot.fakediscord.RestServer.Response;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The REST routes of threads and forum posts as JDA calls them: starting a thread from a message or without one, a
 * forum's post with its starter message, changing a thread (name, archived, locked, auto-archive, tags), its members,
 * and the lists of active and archived threads. Each answers as Discord does, refusals and their codes included.
 */
final class ThreadRoutes {
    private static final Set<Integer> AUTO_ARCHIVE_MINUTES = Set.of(60, 1440, 4320, 10080);
    /** JDA asks for pages of 100 threads; Discord's default page is 50. */
    private static final int PAGE = 50;

    private final World world;
    private final Threads threads;
    private final Posting posting;

    ThreadRoutes(World world, Threads threads, Posting posting) {
        this.world = world;
        this.threads = threads;
        this.posting = posting;
    }

    void register(RestServer rest) {
        rest.route("POST", "channels/{channel}/messages/{message}/threads", c -> world.locked(() -> fromMessage(c)));
        rest.route("POST", "channels/{channel}/threads", c -> world.locked(() -> withoutMessage(c)));
        rest.route("PATCH", "channels/{channel}", c -> world.locked(() -> modify(c)));
        rest.route("PUT", "channels/{channel}/thread-members/{user}", c -> world.locked(() -> addMember(c)));
        rest.route("DELETE", "channels/{channel}/thread-members/{user}", c -> world.locked(() -> removeMember(c)));
        rest.route("GET", "channels/{channel}/thread-members", c -> world.locked(() -> members(c)));
        rest.route("GET", "channels/{channel}/thread-members/{user}", c -> world.locked(() -> member(c)));
        rest.route("GET", "channels/{channel}/threads/archived/public", c -> world.locked(() -> archived(c)));
        rest.route("GET", "guilds/{guild}/threads/active", c -> world.locked(() -> active(c)));
    }

    private static Response unknownChannel() {
        return Response.error(404, 10003, "Unknown Channel");
    }

    private static Response wrongType() {
        return Response.error(400, 50024, "Cannot execute action on this channel type");
    }

    private static Response invalid(String why) {
        return Response.error(400, 50035, "Invalid Form Body: " + why);
    }

    /** A public thread from a message of a text channel: the thread takes the message's id, as on Discord. */
    private Response fromMessage(Call c) {
        World.Channel parent = world.channels.get(c.param("channel"));
        if (parent == null) {
            return unknownChannel();
        }
        if (parent.type() != World.Channel.TEXT) {
            return wrongType();
        }
        Posted message = world.messages.get(c.param("message"));
        if (message == null || message.deleted() || !message.channelId().equals(parent.id())) {
            return Response.error(404, 10008, "Unknown Message");
        }
        Optional<Response> refused = threads.refuseNew(parent).or(() -> badSettings(c.payload(), true));
        if (refused.isPresent()) {
            return refused.get();
        }
        if (world.threads.containsKey(message.id())) {
            return Response.error(400, 160004, "A thread has already been created for this message");
        }
        ThreadState t = threads.open(
                parent, message.id(), world.bot.id(), name(c.payload()), autoArchive(c.payload()), List.of());
        threads.announce(t);
        return Response.ok(Json.thread(world, t, true));
    }

    /** A thread without a message in a text channel (JDA says its type), or a forum's post. */
    private Response withoutMessage(Call c) {
        World.Channel parent = world.channels.get(c.param("channel"));
        if (parent == null) {
            return unknownChannel();
        }
        if (parent.isForum()) {
            return forumPost(parent, c);
        }
        if (parent.type() != World.Channel.TEXT) {
            return wrongType();
        }
        // Discord makes a private thread when no type is given; the fake has public threads only
        int type = c.payload().path("type").asInt(12);
        if (type != World.Channel.PUBLIC_THREAD) {
            world.unhandled.add("POST channels/" + parent.id() + "/threads of type " + type);
            return invalid("the fake Discord makes public threads (type 11) only, not type " + type);
        }
        Optional<Response> refused = threads.refuseNew(parent).or(() -> badSettings(c.payload(), true));
        if (refused.isPresent()) {
            return refused.get();
        }
        ThreadState t = threads.open(
                parent, world.nextId(), world.bot.id(), name(c.payload()), autoArchive(c.payload()), List.of());
        threads.announce(t);
        return Response.ok(Json.thread(world, t, true));
    }

    /**
     * A forum's post: a thread and its starter message, which has the thread's id and is in the thread. Answered with
     * the thread and, in its {@code message}, that message; the gateway gets THREAD_CREATE, then MESSAGE_CREATE.
     */
    private Response forumPost(World.Channel forum, Call c) {
        JsonNode p = c.payload();
        JsonNode message = p.path("message");
        if (!message.isObject()) {
            return invalid("message: This field is required");
        }
        boolean empty = message.path("content").asText("").isEmpty()
                && message.path("embeds").isEmpty()
                && message.path("components").isEmpty()
                && c.files().isEmpty()
                && !message.has("sticker_ids");
        if (empty) {
            return Response.error(400, 50006, "Cannot send an empty message");
        }
        Optional<Response> refused = threads.refuseNew(forum).or(() -> badSettings(p, true));
        if (refused.isPresent()) {
            return refused.get();
        }
        List<String> tags = new ArrayList<>();
        Set<String> known = tagIds(forum);
        for (JsonNode tag : p.path("applied_tags")) {
            if (!known.contains(tag.asText())) {
                return invalid("applied_tags: unknown tag " + tag.asText());
            }
            tags.add(tag.asText());
        }
        String id = world.nextId();
        ThreadState t = threads.open(forum, id, world.bot.id(), name(p), autoArchive(p), tags);
        Posted starter = posting.create(id, world.channels.get(id), world.bot.id(), message, c.files(), null, 0);
        threads.announce(t);
        posting.echo(starter);
        ObjectNode answer = Json.thread(world, t, true);
        answer.set("message", Json.message(world, starter));
        return Response.ok(answer);
    }

    private Set<String> tagIds(World.Channel forum) {
        return Set.copyOf(world.forumTags.getOrDefault(forum.id(), List.of()).stream()
                .map(World.ForumTag::id)
                .toList());
    }

    /** A name of 1 to 100 characters (a new thread must have one) and an auto-archive duration Discord knows. */
    private static Optional<Response> badSettings(JsonNode p, boolean creating) {
        if (creating && !p.hasNonNull("name")) {
            return Optional.of(invalid("name: This field is required"));
        }
        if (p.has("name")) {
            String name = p.path("name").asText("").trim();
            if (name.isEmpty() || name.length() > 100) {
                return Optional.of(invalid("name must be between 1 and 100 in length"));
            }
        }
        if (p.hasNonNull("auto_archive_duration")
                && !AUTO_ARCHIVE_MINUTES.contains(p.get("auto_archive_duration").asInt())) {
            return Optional.of(invalid("auto_archive_duration must be one of " + AUTO_ARCHIVE_MINUTES));
        }
        return Optional.empty();
    }

    private static String name(JsonNode p) {
        return p.path("name").asText("").trim();
    }

    private static int autoArchive(JsonNode p) {
        return p.path("auto_archive_duration").asInt(ThreadState.DEFAULT_AUTO_ARCHIVE_MINUTES);
    }

    /**
     * Changes a thread. An archived thread takes no change unless it is unarchived by it (50083); unarchiving counts
     * against the active threads' limit. The gateway gets THREAD_UPDATE when anything changed.
     */
    private Response modify(Call c) {
        World.Channel channel = world.channels.get(c.param("channel"));
        if (channel == null) {
            return unknownChannel();
        }
        if (!channel.isThread()) {
            world.unhandled.add("PATCH channels/" + channel.id() + " (a channel not a thread)");
            return invalid("the fake Discord changes threads only");
        }
        ThreadState t = world.threads.get(channel.id());
        JsonNode p = c.payload();
        boolean unarchiving = p.has("archived") && !p.get("archived").asBoolean();
        if (t.archived && !unarchiving) {
            return Threads.archivedError();
        }
        Optional<Response> bad = badSettings(p, false);
        if (bad.isPresent()) {
            return bad.get();
        }
        List<String> tags = null;
        if (p.has("applied_tags")) {
            if (!t.post) {
                return wrongType();
            }
            Set<String> known = tagIds(world.channels.get(t.parentId));
            tags = new ArrayList<>();
            for (JsonNode tag : p.get("applied_tags")) {
                if (!known.contains(tag.asText())) {
                    return invalid("applied_tags: unknown tag " + tag.asText());
                }
                tags.add(tag.asText());
            }
        }
        if (unarchiving && t.archived) {
            Optional<Response> full = threads.full(t.guildId);
            if (full.isPresent()) {
                return full.get();
            }
        }
        boolean changed = false;
        if (p.has("name") && !name(p).equals(t.name)) {
            t.name = name(p);
            changed = true;
        }
        if (p.has("locked") && p.get("locked").asBoolean() != t.locked) {
            t.locked = p.get("locked").asBoolean();
            changed = true;
        }
        if (p.hasNonNull("auto_archive_duration")
                && p.get("auto_archive_duration").asInt() != t.autoArchiveMinutes) {
            t.autoArchiveMinutes = p.get("auto_archive_duration").asInt();
            changed = true;
        }
        if (tags != null && !tags.equals(t.appliedTags)) {
            t.appliedTags = List.copyOf(tags);
            changed = true;
        }
        if (p.has("archived") && p.get("archived").asBoolean() != t.archived) {
            threads.setArchived(t, p.get("archived").asBoolean());
            changed = true;
        }
        if (changed) {
            threads.updated(t);
        }
        return Response.ok(Json.thread(world, t, false));
    }

    /** The live thread of the call's {@code channel}, or Discord's answer why there is none. */
    private Optional<Response> noThread(Call c) {
        World.Channel channel = world.channels.get(c.param("channel"));
        if (channel == null) {
            return Optional.of(unknownChannel());
        }
        return channel.isThread() ? Optional.empty() : Optional.of(wrongType());
    }

    private String userOf(Call c) {
        String user = c.param("user");
        return user.equals("@me") ? world.bot.id() : user;
    }

    /**
     * Adds a member ({@code @me}: the bot joins). Not in an archived thread (50083); adding another takes Send
     * Messages in Threads (50013).
     */
    private Response addMember(Call c) {
        Optional<Response> none = noThread(c);
        if (none.isPresent()) {
            return none.get();
        }
        ThreadState t = world.threads.get(c.param("channel"));
        String user = userOf(c);
        if (t.archived) {
            return Threads.archivedError();
        }
        if (!world.users.containsKey(user)) {
            return Response.error(404, 10013, "Unknown User");
        }
        long permissions = Json.botPermissions(world, world.channels.get(t.id));
        if (!user.equals(world.bot.id()) && (permissions & Json.SEND_MESSAGES_IN_THREADS) == 0) {
            return Response.error(403, 50013, "Missing Permissions");
        }
        threads.join(t, List.of(user));
        return Response.noContent();
    }

    private Response removeMember(Call c) {
        Optional<Response> none = noThread(c);
        if (none.isPresent()) {
            return none.get();
        }
        ThreadState t = world.threads.get(c.param("channel"));
        if (t.archived) {
            return Threads.archivedError();
        }
        threads.leave(t, userOf(c));
        return Response.noContent();
    }

    /** The members by user id, after {@code after}, {@code limit} of them (100 at most); with their server member. */
    private Response members(Call c) {
        Optional<Response> none = noThread(c);
        if (none.isPresent()) {
            return none.get();
        }
        ThreadState t = world.threads.get(c.param("channel"));
        boolean withMember = "true".equals(c.query().get("with_member"));
        long after = Long.parseLong(c.query().getOrDefault("after", "0"));
        int limit = Math.min(100, Integer.parseInt(c.query().getOrDefault("limit", "100")));
        ArrayNode page = Json.array();
        t.members.keySet().stream()
                .filter(u -> Long.parseLong(u) > after)
                .sorted(Comparator.comparingLong(Long::parseLong))
                .limit(limit)
                .forEach(u -> page.add(Json.threadMember(world, t, u, withMember)));
        return Response.ok(page);
    }

    /** One member, with their server member when asked; 404 10007 Unknown Member for one not in the thread. */
    private Response member(Call c) {
        Optional<Response> none = noThread(c);
        if (none.isPresent()) {
            return none.get();
        }
        ThreadState t = world.threads.get(c.param("channel"));
        String user = userOf(c);
        return t.members.containsKey(user)
                ? Response.ok(Json.threadMember(
                        world, t, user, "true".equals(c.query().get("with_member"))))
                : Response.error(404, 10007, "Unknown Member");
    }

    /**
     * A channel's archived threads, the most recently archived first, archived before {@code before} (an ISO 8601
     * time, as JDA pages them), {@code limit} of them, and whether there are more.
     */
    private Response archived(Call c) {
        World.Channel parent = world.channels.get(c.param("channel"));
        if (parent == null) {
            return unknownChannel();
        }
        if (parent.type() != World.Channel.TEXT && !parent.isForum()) {
            return wrongType();
        }
        Instant before = Optional.ofNullable(c.query().get("before"))
                .map(b -> OffsetDateTime.parse(b).toInstant())
                .orElse(Instant.MAX);
        int limit = Math.min(100, Integer.parseInt(c.query().getOrDefault("limit", Integer.toString(PAGE))));
        List<ThreadState> all = world.threads.values().stream()
                .filter(t -> t.parentId.equals(parent.id()) && t.archived && !t.deleted)
                .filter(t -> t.archiveTimestamp.isBefore(before))
                .sorted(Comparator.comparing((ThreadState t) -> t.archiveTimestamp)
                        .reversed())
                .toList();
        ObjectNode answer = threads.list(all.stream().limit(limit).toList());
        answer.put("has_more", all.size() > limit);
        return Response.ok(answer);
    }

    /** A server's active threads, with the bot's thread members. */
    private Response active(Call c) {
        if (!world.guilds.containsKey(c.param("guild"))) {
            return Response.error(404, 10004, "Unknown Guild");
        }
        return Response.ok(threads.list(world.threads.values().stream()
                .filter(t -> t.guildId.equals(c.param("guild")) && t.active())
                .toList()));
    }
}
