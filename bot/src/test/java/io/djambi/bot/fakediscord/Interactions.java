package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/**
 * Makes the interactions a person starts (slash commands, autocomplete, buttons, menus, forms) as Discord sends
 * them, and routes each to the shard of its server, or to shard 0 from a DM. Option types come from the commands the
 * bot registered, so a test writes {@code players=3} and the bot receives the integer it declared.
 */
final class Interactions {
    private final World world;
    private final Gateway gateway;

    Interactions(World world, Gateway gateway) {
        this.world = world;
        this.gateway = gateway;
    }

    /** A slash command, {@code line} being the command and its subcommand group and subcommand, e.g. "djambi new". */
    Interaction command(User user, String channelId, String line, Map<String, ?> options, String focused) {
        String[] words = line.trim().split("\\s+");
        int type = focused == null ? Interaction.COMMAND : Interaction.AUTOCOMPLETE;
        return start(type, user, channelId, null, ch -> {
            JsonNode command = world.command(words[0], ch.guildId())
                    .orElseThrow(() -> new IllegalStateException("/" + words[0] + " is not registered"));
            ObjectNode data = Json.object()
                    .put("id", command.get("id").asText())
                    .put("name", words[0])
                    .put("type", 1);
            if (command.hasNonNull("guild_id")) {
                data.put("guild_id", command.get("guild_id").asText());
            }
            JsonNode definitions = command.path("options");
            ArrayNode level = data.putArray("options");
            for (int i = 1; i < words.length; i++) {
                String word = words[i];
                JsonNode sub = find(definitions, word);
                if (sub == null) {
                    throw new IllegalArgumentException("/" + line + ": no subcommand " + word);
                }
                ObjectNode nested = level.addObject()
                        .put("name", word)
                        .put("type", sub.path("type").asInt());
                level = nested.putArray("options");
                definitions = sub.path("options");
            }
            ObjectNode resolved = Json.object();
            for (Map.Entry<String, ?> o : options.entrySet()) {
                JsonNode definition = find(definitions, o.getKey());
                if (definition == null) {
                    throw new IllegalArgumentException("/" + line + " has no option " + o.getKey());
                }
                level.add(option(definition, o.getValue(), o.getKey().equals(focused), ch, resolved));
            }
            if (!resolved.isEmpty()) {
                data.set("resolved", resolved);
            }
            return data;
        });
    }

    /** A click on a button ({@code values} null) or a choice in a menu of {@code message}. */
    Interaction component(User user, Posted message, String customId, List<String> values) {
        JsonNode component = message.component(customId);
        if (component == null || message.deleted()) {
            throw new IllegalArgumentException("message " + message.id() + " has no component " + customId);
        }
        if (component.path("disabled").asBoolean(false)) {
            throw new IllegalStateException("component " + customId + " is disabled");
        }
        return start(Interaction.COMPONENT, user, message.channelId(), message.id(), ch -> {
            ObjectNode data = Json.object()
                    .put("custom_id", customId)
                    .put("component_type", component.path("type").asInt())
                    .put("id", component.path("id").asInt());
            if (values != null) {
                values.forEach(data.putArray("values")::add);
            }
            return data;
        });
    }

    /** A form sent: its text fields by custom id, inside Discord's labels (type 18) as JDA 6 reads them. */
    Interaction modal(User user, String channelId, String customId, Map<String, String> fields, Posted from) {
        return start(Interaction.MODAL, user, channelId, from == null ? null : from.id(), ch -> {
            ObjectNode data = Json.object().put("custom_id", customId);
            ArrayNode rows = data.putArray("components");
            int id = 0;
            for (Map.Entry<String, String> f : fields.entrySet()) {
                ObjectNode label = rows.addObject().put("type", 18).put("id", ++id);
                label.putObject("component")
                        .put("type", 4)
                        .put("id", ++id)
                        .put("custom_id", f.getKey())
                        .put("value", f.getValue());
            }
            return data;
        });
    }

    private static JsonNode find(JsonNode definitions, String name) {
        for (JsonNode d : definitions) {
            if (d.path("name").asText().equals(name)) {
                return d;
            }
        }
        return null;
    }

    private ObjectNode option(
            JsonNode definition, Object value, boolean focused, World.Channel ch, ObjectNode resolved) {
        int type = definition.path("type").asInt();
        ObjectNode o =
                Json.object().put("name", definition.path("name").asText()).put("type", type);
        if (focused) {
            return o.put("value", String.valueOf(value)).put("focused", true);
        }
        switch (type) {
            case 4 -> o.put("value", Long.parseLong(String.valueOf(value)));
            case 5 -> o.put("value", Boolean.parseBoolean(String.valueOf(value)));
            case 10 -> o.put("value", Double.parseDouble(String.valueOf(value)));
            case 6, 9 -> {
                String id = value instanceof User u ? u.id() : String.valueOf(value);
                o.put("value", id);
                resolved.withObjectProperty("users").set(id, Json.user(world, id));
                if (ch.guildId() != null) {
                    resolved.withObjectProperty("members")
                            .set(
                                    id,
                                    Json.member(world, ch.guildId(), id, false)
                                            .put("permissions", Json.permissions(world, id)));
                }
            }
            case 11 -> {
                Upload file = (Upload) value;
                Attachment stored = new Attachment(
                        world.nextId(), file.filename(), Attachment.typeOf(null, file.bytes()), file.bytes());
                world.attachments.put(stored.id(), stored);
                o.put("value", stored.id());
                resolved.withObjectProperty("attachments").set(stored.id(), Json.attachment(world, ch.id(), stored));
            }
            default -> o.put("value", String.valueOf(value));
        }
        return o;
    }

    /** The envelope every interaction shares, then its delivery to the shard Discord would pick. */
    private Interaction start(
            int type, User user, String channelId, String messageId, Function<World.Channel, ObjectNode> data) {
        Interaction it = world.locked(() -> {
            World.Channel ch = world.channels.get(channelId);
            if (ch == null) {
                throw new IllegalArgumentException("unknown channel " + channelId);
            }
            String id = world.nextId();
            String token = "aW50ZXJhY3Rpb246" + id + ":"
                    + Base64.getUrlEncoder()
                            .withoutPadding()
                            .encodeToString(UUID.randomUUID().toString().getBytes(StandardCharsets.UTF_8));
            ObjectNode p = Json.object()
                    .put("id", id)
                    .put("application_id", world.bot.id())
                    .put("type", type)
                    .put("token", token)
                    .put("version", 1)
                    .put("channel_id", ch.id())
                    .put("locale", world.localeOf(user.id()))
                    .put("attachment_size_limit", 10_485_760)
                    .put("context", ch.isDm() ? 1 : 0);
            p.set("entitlements", Json.array());
            ObjectNode channel = Json.channel(world, ch);
            if (ch.isDm()) {
                p.put("app_permissions", Json.DEFAULT_PERMISSIONS);
                p.set("user", Json.user(world, user.id()));
                p.putObject("authorizing_integration_owners").put("0", "0");
            } else {
                p.put("guild_id", ch.guildId()).put("guild_locale", world.localeOf(ch.guildId()));
                p.put("app_permissions", Long.toString(Json.botPermissions(world, ch)));
                p.putObject("guild")
                        .put("id", ch.guildId())
                        .put("locale", world.localeOf(ch.guildId()))
                        .set("features", Json.array());
                p.set(
                        "member",
                        Json.member(world, ch.guildId(), user.id(), true)
                                .put("permissions", Json.permissions(world, user.id())));
                p.putObject("authorizing_integration_owners").put("0", ch.guildId());
                channel.put("permissions", Json.permissions(world, user.id()));
            }
            p.set("channel", channel);
            p.set("data", data.apply(ch));
            if (messageId != null) {
                p.set("message", Json.message(world, world.messages.get(messageId)));
            }
            Interaction made = new Interaction(id, token, type, user.id(), ch.guildId(), ch.id(), p, messageId);
            world.interactions.put(id, made);
            return made;
        });
        List<Integer> shards = gateway.dispatch("INTERACTION_CREATE", it.guildId, 0, it.payload);
        world.locked(() -> it.deliveredTo = shards);
        return it;
    }
}
