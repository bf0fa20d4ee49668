package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes and edits messages as Discord does from a payload and its files, for every route that posts: a channel
 * message, an interaction's reply, a follow-up, a user's message injected by a test. Also echoes a new message to
 * the gateway as MESSAGE_CREATE, as Discord does, subject to the intents.
 */
final class Posting {
    private static final Pattern FILE_PART = Pattern.compile("files?\\[?(\\d*)]?");
    private static final Pattern MENTION = Pattern.compile("<@!?(\\d+)>");

    private final World world;
    private final Gateway gateway;
    private final Threads threads;

    Posting(World world, Gateway gateway, Threads threads) {
        this.world = world;
        this.gateway = gateway;
        this.threads = threads;
    }

    /** A new message in {@code channel} by {@code authorId}, stored. */
    Posted create(
            World.Channel channel,
            String authorId,
            JsonNode payload,
            List<Multipart.Part> files,
            String interactionId,
            int extraFlags) {
        return create(world.nextId(), channel, authorId, payload, files, interactionId, extraFlags);
    }

    /**
     * As above, with its id given: a forum post's starter message has its thread's. A message in a thread, not an
     * interaction's answer, unarchives it and makes its author and those it notifies members ({@link Threads#posted}).
     */
    Posted create(
            String id,
            World.Channel channel,
            String authorId,
            JsonNode payload,
            List<Multipart.Part> files,
            String interactionId,
            int extraFlags) {
        JsonNode nonce = payload.path("nonce");
        int flags = (payload.path("flags").asInt(0) | extraFlags) & ~Posted.LOADING | (extraFlags & Posted.LOADING);
        String content = payload.path("content").asText("");
        Posted message = new Posted(
                id,
                channel.id(),
                channel.guildId(),
                authorId,
                content,
                embeds(payload.path("embeds")),
                Json.numbered(payload.path("components")),
                attachments(payload, files, List.of()),
                nonce.isMissingNode() || nonce.isNull() ? null : nonce.asText(),
                flags,
                interactionId,
                0,
                false,
                pinged(content, payload, flags));
        world.store(message);
        if (message.nonce() != null) {
            world.rememberNonce(message);
        }
        if (channel.isThread() && interactionId == null) {
            threads.posted(message);
        }
        return message;
    }

    /** {@code message} with what {@code payload} changes; a deferred reply stops loading. */
    Posted edit(Posted message, JsonNode payload, List<Multipart.Part> files) {
        String content = payload.has("content") ? payload.path("content").asText("") : message.content();
        List<JsonNode> embeds = payload.has("embeds") ? embeds(payload.get("embeds")) : message.embeds();
        List<JsonNode> components =
                payload.has("components") ? Json.numbered(payload.get("components")) : message.components();
        List<Attachment> kept = payload.has("attachments") || !files.isEmpty()
                ? attachments(payload, files, message.attachments())
                : message.attachments();
        int flags = payload.hasNonNull("flags")
                ? (message.flags() & Posted.EPHEMERAL) | payload.get("flags").asInt()
                : message.flags();
        // Filling a deferred reply posts it: its mentions notify then; any other edit notifies nobody
        List<String> pinged = message.loading() ? pinged(content, payload, flags) : message.pinged();
        Posted edited = message.edited(content, embeds, components, kept, flags & ~Posted.LOADING, pinged);
        world.store(edited);
        return edited;
    }

    /**
     * Whom a message notifies when posted, as Discord decides: the users its content mentions, filtered by its
     * {@code allowed_mentions} ({@code parse} with "users" lets every one through, else only those of its
     * {@code users}); without {@code allowed_mentions}, every one. An ephemeral message notifies nobody.
     */
    private List<String> pinged(String content, JsonNode payload, int flags) {
        if ((flags & Posted.EPHEMERAL) != 0) {
            return List.of();
        }
        Set<String> mentioned = new LinkedHashSet<>();
        Matcher m = MENTION.matcher(content);
        while (m.find()) {
            mentioned.add(m.group(1));
        }
        world.locked(() -> mentioned.retainAll(world.users.keySet()));
        JsonNode allowed = payload.path("allowed_mentions");
        if (allowed.isMissingNode() || allowed.isNull()) {
            return List.copyOf(mentioned);
        }
        Set<String> parse = new HashSet<>();
        allowed.path("parse").forEach(p -> parse.add(p.asText()));
        if (parse.contains("users")) {
            return List.copyOf(mentioned);
        }
        Set<String> users = new HashSet<>();
        allowed.path("users").forEach(u -> users.add(u.asText()));
        return mentioned.stream().filter(users::contains).toList();
    }

    private static List<JsonNode> embeds(JsonNode given) {
        List<JsonNode> embeds = new ArrayList<>();
        given.forEach(e -> {
            ObjectNode copy = e.deepCopy();
            if (!copy.has("type")) {
                copy.put("type", "rich");
            }
            embeds.add(copy);
        });
        return embeds;
    }

    /**
     * The files of a message: {@code attachments} in the payload names each upload ({@code files[n]} is id n) and
     * keeps earlier ones by their id; uploads it does not name are added.
     */
    private List<Attachment> attachments(JsonNode payload, List<Multipart.Part> files, List<Attachment> previous) {
        Map<String, Multipart.Part> byIndex = new HashMap<>();
        for (Multipart.Part f : files) {
            Matcher m = FILE_PART.matcher(f.name());
            String index = m.matches() && !m.group(1).isEmpty() ? m.group(1) : Integer.toString(byIndex.size());
            byIndex.put(index, f);
        }
        List<Attachment> out = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (JsonNode a : payload.path("attachments")) {
            String id = a.path("id").asText();
            Multipart.Part upload = byIndex.get(id);
            if (upload != null) {
                used.add(id);
                out.add(stored(a.path("filename").asText(upload.filename()), upload));
            } else {
                previous.stream().filter(p -> p.id().equals(id)).findFirst().ifPresent(out::add);
            }
        }
        if (!payload.has("attachments") && files.isEmpty()) {
            out.addAll(previous);
        }
        byIndex.forEach((index, f) -> {
            if (!used.contains(index)) {
                out.add(stored(f.filename(), f));
            }
        });
        return out;
    }

    private Attachment stored(String filename, Multipart.Part upload) {
        return new Attachment(
                world.nextId(), filename, Attachment.typeOf(upload.contentType(), upload.data()), upload.data());
    }

    /**
     * MESSAGE_CREATE to the sessions that may see it: a DM needs DIRECT_MESSAGES (shard 0), a server's message
     * GUILD_MESSAGES, and without MESSAGE_CONTENT its text is blanked unless it mentions the bot or is the bot's.
     */
    List<Integer> echo(Posted message) {
        ObjectNode json = world.locked(() -> Json.message(world, message));
        if (message.guildId() == null) {
            return gateway.dispatch("MESSAGE_CREATE", null, Gateway.DIRECT_MESSAGES, json);
        }
        boolean visible =
                message.authorId().equals(world.bot.id()) || message.content().contains("<@" + world.bot.id() + ">");
        return gateway.dispatch("MESSAGE_CREATE", message.guildId(), Gateway.GUILD_MESSAGES, s -> {
            if (visible || (s.intents & Gateway.MESSAGE_CONTENT) != 0) {
                return json;
            }
            ObjectNode blank = json.deepCopy().put("content", "");
            blank.putArray("embeds");
            blank.putArray("attachments");
            blank.putArray("components");
            return blank;
        });
    }
}
