package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.djambi.bot.fakediscord.RestServer.Call;
import io.djambi.bot.fakediscord.RestServer.Response;
import java.util.List;
import java.util.Set;

/**
 * How a bot answers an interaction: the callback (reply, deferral, update, choices, form) and then, with the
 * interaction's token, follow-ups and edits of its messages. The first follow-up after a deferred reply fills that
 * reply, as Discord does.
 */
final class InteractionRoutes {
    static final int REPLY = 4;
    static final int DEFERRED_REPLY = 5;
    static final int DEFERRED_UPDATE = 6;
    static final int UPDATE = 7;
    static final int CHOICES = 8;
    static final int FORM = 9;
    private static final Set<Integer> CALLBACKS =
            Set.of(1, REPLY, DEFERRED_REPLY, DEFERRED_UPDATE, UPDATE, CHOICES, FORM, 10, 12);

    private final World world;
    private final Posting posting;

    InteractionRoutes(World world, Posting posting) {
        this.world = world;
        this.posting = posting;
    }

    void register(RestServer rest) {
        rest.route("POST", "interactions/{id}/{token}/callback", c -> world.locked(() -> callback(c)));
        rest.route("POST", "webhooks/{app}/{token}", c -> world.locked(() -> followup(c)));
        rest.route(
                "GET",
                "webhooks/{app}/{token}/messages/{message}",
                c -> world.locked(() -> {
                    Posted m = webhookMessage(c);
                    return m == null ? unknownMessage() : Response.ok(Json.message(world, m));
                }));
        rest.route(
                "PATCH",
                "webhooks/{app}/{token}/messages/{message}",
                c -> world.locked(() -> {
                    Posted m = webhookMessage(c);
                    return m == null
                            ? unknownMessage()
                            : Response.ok(Json.message(world, posting.edit(m, c.payload(), c.files())));
                }));
        rest.route(
                "DELETE",
                "webhooks/{app}/{token}/messages/{message}",
                c -> world.locked(() -> {
                    Posted m = webhookMessage(c);
                    if (m == null) {
                        return unknownMessage();
                    }
                    world.store(m.asDeleted());
                    return Response.noContent();
                }));
    }

    private static Response unknownMessage() {
        return Response.error(404, 10008, "Unknown Message");
    }

    private Response callback(Call c) {
        Interaction it = world.interactions.get(c.param("id"));
        if (it == null || !it.token.equals(c.param("token"))) {
            return Response.error(404, 10062, "Unknown interaction");
        }
        if (it.callbackType != null) {
            return Response.error(400, 40060, "Interaction has already been acknowledged.");
        }
        int type = c.payload().path("type").asInt();
        JsonNode data = c.payload().path("data");
        if (!CALLBACKS.contains(type)
                || (type == CHOICES) != (it.type == Interaction.AUTOCOMPLETE)
                || ((type == DEFERRED_UPDATE || type == UPDATE)
                        && it.type != Interaction.COMPONENT
                        && it.type != Interaction.MODAL)) {
            return Response.error(400, 50035, "Invalid Form Body: callback " + type + " for interaction " + it.type);
        }
        World.Channel channel = world.channels.get(it.channelId);
        Posted message = null;
        switch (type) {
            case REPLY -> message = posting.create(channel, world.bot.id(), data, c.files(), it.id, 0);
            case DEFERRED_REPLY ->
                message = posting.create(
                        channel,
                        world.bot.id(),
                        Json.object().put("flags", data.path("flags").asInt(0)),
                        List.of(),
                        it.id,
                        Posted.LOADING);
            case UPDATE -> {
                Posted target = it.messageId == null ? null : world.messages.get(it.messageId);
                message = target == null ? null : posting.edit(target, data, c.files());
            }
            default -> {}
        }
        it.callbackType = type;
        it.callbackData = data.deepCopy();
        it.originalId = message != null ? message.id() : it.messageId;
        if (!"true".equals(c.query().get("with_response"))) {
            return Response.noContent();
        }
        ObjectNode answer = Json.object();
        ObjectNode about = answer.putObject("interaction").put("id", it.id).put("type", it.type);
        if (message != null) {
            about.put("response_message_id", message.id())
                    .put("response_message_loading", message.loading())
                    .put("response_message_ephemeral", message.ephemeral());
            answer.putObject("resource").put("type", type).set("message", Json.message(world, message));
        }
        return Response.ok(answer);
    }

    private Interaction byToken(String token) {
        return world.interactions.values().stream()
                .filter(i -> i.token.equals(token))
                .findFirst()
                .orElse(null);
    }

    private Response followup(Call c) {
        Interaction it = byToken(c.param("token"));
        if (it == null || it.callbackType == null) {
            return Response.error(404, 10015, "Unknown Webhook");
        }
        Posted original = it.originalId == null ? null : world.messages.get(it.originalId);
        Posted message;
        if (it.callbackType == DEFERRED_REPLY && original != null && original.loading()) {
            ObjectNode filling = c.payload().deepCopy();
            filling.put(
                    "flags",
                    original.flags() & Posted.EPHEMERAL
                            | c.payload().path("flags").asInt(0));
            message = posting.edit(original, filling, c.files());
        } else {
            message =
                    posting.create(world.channels.get(it.channelId), world.bot.id(), c.payload(), c.files(), it.id, 0);
            it.followupIds.add(message.id());
        }
        return "false".equals(c.query().get("wait")) ? Response.noContent() : Response.ok(Json.message(world, message));
    }

    private Posted webhookMessage(Call c) {
        Interaction it = byToken(c.param("token"));
        if (it == null) {
            return null;
        }
        boolean original = c.param("message").equals("@original");
        Posted m = world.messages.get(original ? String.valueOf(it.originalId) : c.param("message"));
        if (m == null || m.deleted() || (!original && !it.id.equals(m.interactionId()))) {
            return null;
        }
        return m;
    }
}
