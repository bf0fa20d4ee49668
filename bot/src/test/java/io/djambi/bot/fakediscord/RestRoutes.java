package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.djambi.bot.fakediscord.RestServer.Call;
import io.djambi.bot.fakediscord.RestServer.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The REST routes outside interactions that JDA calls for this bot: logging in, the gateway's address, commands,
 * channels and their messages (with Discord's nonce deduplication), DMs, servers.
 */
final class RestRoutes {
    private final World world;
    private final Gateway gateway;
    private final Posting posting;
    private final Threads threads;

    RestRoutes(World world, Gateway gateway, Posting posting, Threads threads) {
        this.world = world;
        this.gateway = gateway;
        this.posting = posting;
        this.threads = threads;
    }

    void register(RestServer rest) {
        rest.route("GET", "users/@me", c -> ok(() -> Json.selfUser(world)));
        rest.route(
                "GET",
                "users/{user}",
                c -> world.locked(() -> world.users.containsKey(c.param("user"))
                        ? Response.ok(Json.user(world, c.param("user")))
                        : Response.error(404, 10013, "Unknown User")));
        rest.route("POST", "users/@me/channels", this::openDm);
        rest.route("GET", "oauth2/applications/@me", c -> ok(() -> Json.application(world)));
        rest.route("GET", "applications/@me", c -> ok(() -> Json.application(world)));
        rest.route("GET", "gateway", c -> Response.ok(Json.object().put("url", gateway.url())));
        rest.route("GET", "gateway/bot", c -> {
            ObjectNode o = Json.object().put("url", gateway.url()).put("shards", world.shardTotal);
            // as many shards identify at once as there are: a test does not wait five seconds a shard
            o.putObject("session_start_limit")
                    .put("total", 1000)
                    .put("remaining", 999)
                    .put("reset_after", 14_400_000)
                    .put("max_concurrency", Math.max(16, world.shardTotal));
            return Response.ok(o);
        });
        rest.route("PUT", "applications/{app}/commands", c -> putCommands("global", c));
        rest.route("PUT", "applications/{app}/guilds/{guild}/commands", c -> putCommands(c.param("guild"), c));
        rest.route("GET", "applications/{app}/commands", c -> listCommands("global"));
        rest.route("GET", "applications/{app}/guilds/{guild}/commands", c -> listCommands(c.param("guild")));
        rest.route("GET", "channels/{channel}", c -> withChannel(c, ch -> Response.ok(Json.channel(world, ch))));
        rest.route("POST", "channels/{channel}/messages", this::createMessage);
        rest.route("GET", "channels/{channel}/messages/{message}", c -> withMessage(c, m -> Response.ok(json(m))));
        rest.route("GET", "channels/{channel}/messages", this::history);
        rest.route(
                "PATCH",
                "channels/{channel}/messages/{message}",
                c -> withMessage(c, m -> {
                    if (!m.authorId().equals(world.bot.id())) {
                        return Response.error(403, 50005, "Cannot edit a message authored by another user");
                    }
                    return threads.refuseChange(m.channelId())
                            .orElseGet(() -> Response.ok(json(posting.edit(m, c.payload(), c.files()))));
                }));
        rest.route(
                "DELETE",
                "channels/{channel}/messages/{message}",
                c -> withMessage(c, m -> threads.refuseChange(m.channelId()).orElseGet(() -> {
                    world.store(m.asDeleted());
                    return Response.noContent();
                })));
        rest.route("POST", "channels/{channel}/typing", c -> Response.noContent());
        rest.route("PUT", "channels/{channel}/messages/{message}/reactions/{emoji}/@me", c -> Response.noContent());
        rest.route("DELETE", "channels/{channel}/messages/{message}/reactions/{emoji}/@me", c -> Response.noContent());
        rest.route(
                "GET",
                "guilds/{guild}",
                c -> world.locked(() -> Optional.ofNullable(world.guilds.get(c.param("guild")))
                        .map(g -> Response.ok(Json.guild(world, g)))
                        .orElse(Response.error(404, 10004, "Unknown Guild"))));
        rest.route(
                "GET",
                "guilds/{guild}/members/{user}",
                c -> world.locked(
                        () -> world.guilds.containsKey(c.param("guild")) && world.users.containsKey(c.param("user"))
                                ? Response.ok(Json.member(world, c.param("guild"), c.param("user"), true))
                                : Response.error(404, 10007, "Unknown Member")));
    }

    private Response ok(java.util.function.Supplier<JsonNode> body) {
        return Response.ok(world.locked(body));
    }

    /** A channel's latest messages, newest first, as Discord lists them ({@code limit}, 50 at most). */
    private Response history(Call c) {
        if (world.channel(c.param("channel")).isEmpty()) {
            return Response.error(404, 10003, "Unknown Channel");
        }
        int limit = Math.min(50, Integer.parseInt(c.query().getOrDefault("limit", "50")));
        return Response.ok(world.locked(() -> {
            List<Posted> seen = world.messages.values().stream()
                    .filter(m -> m.channelId().equals(c.param("channel")) && !m.deleted() && !m.ephemeral())
                    .toList();
            com.fasterxml.jackson.databind.node.ArrayNode newestFirst = World.JSON.createArrayNode();
            for (int i = seen.size() - 1; i >= 0 && newestFirst.size() < limit; i--) {
                newestFirst.add(Json.message(world, seen.get(i)));
            }
            return newestFirst;
        }));
    }

    private ObjectNode json(Posted m) {
        return world.locked(() -> Json.message(world, m));
    }

    private Response openDm(Call c) {
        String user = c.payload().path("recipient_id").asText(); // JDA sends it as a bare number
        if (!world.locked(() -> world.users.containsKey(user))) {
            return Response.error(400, 50033, "Invalid Recipient(s)");
        }
        World.Channel dm = world.dmWith(user);
        return ok(() -> Json.channel(world, dm));
    }

    private Response putCommands(String scope, Call c) {
        if (!c.payload().isArray()) {
            return Response.error(400, 50035, "Invalid Form Body");
        }
        List<String> faults = CommandCheck.faults(c.payload());
        if (!faults.isEmpty()) {
            return Response.error(400, 50035, "Invalid Form Body: " + String.join("; ", faults));
        }
        return world.locked(() -> {
            Map<String, JsonNode> registered = new LinkedHashMap<>();
            Map<String, JsonNode> before = world.commands.getOrDefault(scope, Map.of());
            for (JsonNode given : c.payload()) {
                ObjectNode command = given.deepCopy();
                String name = command.path("name").asText();
                JsonNode old = before.get(name);
                command.put("id", old != null ? old.get("id").asText() : world.nextId())
                        .put("application_id", world.bot.id())
                        .put("version", world.nextId())
                        .put("type", command.path("type").asInt(1));
                if (!scope.equals("global")) {
                    command.put("guild_id", scope);
                }
                registered.put(name, command);
            }
            world.commands.put(scope, registered);
            return listCommands(scope);
        });
    }

    private Response listCommands(String scope) {
        return world.locked(() -> {
            ArrayNode all = Json.array();
            world.commands.getOrDefault(scope, Map.of()).values().forEach(all::add);
            return Response.ok(all);
        });
    }

    private Response withChannel(Call c, java.util.function.Function<World.Channel, Response> then) {
        return world.channel(c.param("channel"))
                .map(ch -> world.locked(() -> then.apply(ch)))
                .orElse(Response.error(404, 10003, "Unknown Channel"));
    }

    private Response withMessage(Call c, java.util.function.Function<Posted, Response> then) {
        if (world.channel(c.param("channel")).isEmpty()) {
            return Response.error(404, 10003, "Unknown Channel");
        }
        Posted m = world.locked(() -> world.messages.get(c.param("message")));
        if (m == null || m.deleted() || !m.channelId().equals(c.param("channel"))) {
            return Response.error(404, 10008, "Unknown Message");
        }
        return then.apply(m);
    }

    /**
     * A channel message; refused with Discord's 10003 in a channel deleted, 50024 in a forum, 50013 where the bot may
     * not post, 50083 in a thread archived and locked (an archived thread not locked is unarchived by it). A repeat of
     * a nonce with {@code enforce_nonce} within five minutes gets the message first made with it, and makes nothing:
     * Discord's deduplication of a send retried after a lost answer. JDA 6.5 sends {@code enforce_nonce: true} with
     * every message, and a random nonce unless the bot sets one ({@code setNonce}).
     */
    private Response createMessage(Call c) {
        Optional<World.Channel> channel = world.channel(c.param("channel"));
        if (channel.isEmpty()) {
            return Response.error(404, 10003, "Unknown Channel");
        }
        if (channel.get().isForum()) { // a forum takes posts, each a thread, not messages
            return Response.error(400, 50024, "Cannot execute action on this channel type");
        }
        if (world.locked(() -> world.forbidden.contains(channel.get().id()))) {
            return Response.error(403, 50013, "Missing Permissions");
        }
        Optional<Response> refused = threads.refusePost(channel.get());
        if (refused.isPresent()) {
            return refused.get();
        }
        Optional<Response> lost = world.heldPosts.pass(channel.get().id());
        if (lost.isPresent()) {
            return lost.get();
        }
        JsonNode p = c.payload();
        boolean empty = p.path("content").asText("").isEmpty()
                && p.path("embeds").isEmpty()
                && p.path("components").isEmpty()
                && c.files().isEmpty()
                && !p.has("sticker_ids")
                && !p.has("poll");
        if (empty) {
            return Response.error(400, 50006, "Cannot send an empty message");
        }
        if (p.path("content").asText("").length() > 2000) {
            return Response.error(400, 50035, "Invalid Form Body: content must be 2000 or fewer in length");
        }
        boolean enforced = p.path("enforce_nonce").asBoolean(false) && p.hasNonNull("nonce");
        // the check and the making under one lock: two sends racing with one nonce make one message
        Posted[] repeat = {null};
        Posted made = world.locked(() -> {
            repeat[0] = enforced
                    ? world.byNonce(channel.get().id(), p.get("nonce").asText()).orElse(null)
                    : null;
            return repeat[0] != null ? null : posting.create(channel.get(), world.bot.id(), p, c.files(), null, 0);
        });
        if (made == null) {
            return Response.ok(json(repeat[0]));
        }
        posting.echo(made);
        return Response.ok(json(made));
    }
}
