package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Discord's JSON for the fake world's things, as JDA 6.5 reads them: every field it requires is present, with the
 * values a plain server would have. Called under the world's lock.
 */
final class Json {
    /** Every permission: the bot's, as an administrator. */
    static final String ALL_PERMISSIONS = "2251799813685247";
    /** What {@code @everyone} may do on a fresh server (view, send, read history, use commands...). */
    static final String DEFAULT_PERMISSIONS = "2248473465835073";

    private static final Pattern MENTION = Pattern.compile("<@!?(\\d+)>");

    private Json() {}

    static ObjectNode object() {
        return World.JSON.createObjectNode();
    }

    static ArrayNode array() {
        return World.JSON.createArrayNode();
    }

    static ObjectNode user(User u, boolean isBot) {
        ObjectNode o = object().put("id", u.id())
                .put("username", u.name())
                .put("discriminator", "0")
                .put("global_name", u.name())
                .put("bot", isBot)
                .put("system", false)
                .put("public_flags", 0)
                .put("flags", 0);
        o.putNull("avatar");
        o.putNull("banner");
        o.putNull("accent_color");
        o.putNull("avatar_decoration_data");
        return o;
    }

    static ObjectNode user(World w, String id) {
        return user(w.users.get(id), id.equals(w.bot.id()));
    }

    static ObjectNode selfUser(World w) {
        return user(w.bot, true).put("verified", true).put("mfa_enabled", false);
    }

    static ObjectNode application(World w) {
        ObjectNode app = object().put("id", w.bot.id())
                .put("name", w.bot.name())
                .put("description", "fake application")
                .put("summary", "")
                .put("bot_public", true)
                .put("bot_require_code_grant", false)
                .put("verify_key", "0".repeat(64))
                .put("flags", 0);
        app.putNull("icon");
        app.putNull("team");
        app.set("owner", user(w.bot, true));
        app.set("bot", selfUser(w));
        app.set("tags", array());
        app.set("redirect_uris", array());
        return app;
    }

    /** The bot's one role beyond {@code @everyone}; its id is the server's plus one (no snowflake is). */
    static String adminRole(String guildId) {
        return Long.toString(Long.parseLong(guildId) + 1);
    }

    static String permissions(World w, String userId) {
        return userId.equals(w.bot.id()) ? ALL_PERMISSIONS : DEFAULT_PERMISSIONS;
    }

    static ObjectNode member(World w, String guildId, String userId, boolean withUser) {
        ObjectNode m = object().put("joined_at", "2024-01-01T00:00:00.000000+00:00")
                .put("deaf", false)
                .put("mute", false)
                .put("flags", 0)
                .put("pending", false);
        ArrayNode roles = m.putArray("roles");
        if (userId.equals(w.bot.id())) {
            roles.add(adminRole(guildId));
        }
        m.putNull("nick");
        m.putNull("avatar");
        m.putNull("premium_since");
        m.putNull("communication_disabled_until");
        if (withUser) {
            m.set("user", user(w, userId));
        }
        return m;
    }

    static ObjectNode channel(World w, World.Channel c) {
        ObjectNode o = object().put("id", c.id()).put("flags", 0);
        o.putNull("last_message_id");
        if (c.isDm()) {
            o.put("type", 1).putArray("recipients").add(user(w, c.recipientId()));
            return o;
        }
        o.put("type", 0)
                .put("guild_id", c.guildId())
                .put("name", c.name())
                .put("position", 0)
                .put("nsfw", false)
                .put("rate_limit_per_user", 0)
                .set("permission_overwrites", array());
        o.putNull("parent_id");
        o.putNull("topic");
        return o;
    }

    private static ObjectNode role(String id, String name, String permissions, int position) {
        ObjectNode r = object().put("id", id)
                .put("name", name)
                .put("color", 0)
                .put("hoist", false)
                .put("position", position)
                .put("permissions", permissions)
                .put("managed", false)
                .put("mentionable", false)
                .put("flags", 0);
        r.putNull("icon");
        r.putNull("unicode_emoji");
        r.putObject("colors").put("primary_color", 0).putNull("secondary_color");
        return r;
    }

    /** GUILD_CREATE's payload: the whole server, members included, so JDA needs no member chunking. */
    static ObjectNode guildCreate(World w, Guild g) {
        ObjectNode o = guild(w, g)
                .put("unavailable", false)
                .put("large", false)
                .put("joined_at", "2024-01-01T00:00:00.000000+00:00")
                .put("lazy", true)
                .put("member_count", w.users.size());
        ArrayNode members = o.putArray("members");
        w.users.keySet().forEach(id -> members.add(member(w, g.id(), id, true)));
        ArrayNode channels = o.putArray("channels");
        w.channels.values().stream()
                .filter(c -> g.id().equals(c.guildId()))
                .forEach(c -> channels.add(channel(w, c).without("guild_id")));
        for (String empty : List.of(
                "threads",
                "presences",
                "voice_states",
                "emojis",
                "stickers",
                "stage_instances",
                "guild_scheduled_events",
                "soundboard_sounds")) {
            o.set(empty, array());
        }
        return o;
    }

    static ObjectNode guild(World w, Guild g) {
        ObjectNode o = object().put("id", g.id())
                .put("name", g.name())
                .put("owner_id", Long.toString(Long.parseLong(g.id()) + 2)) // nobody: the bot need not be owner
                .put("afk_timeout", 300)
                .put("verification_level", 0)
                .put("default_message_notifications", 0)
                .put("explicit_content_filter", 0)
                .put("mfa_level", 0)
                .put("system_channel_flags", 0)
                .put("premium_tier", 0)
                .put("premium_subscription_count", 0)
                .put("preferred_locale", w.localeOf(g.id()))
                .put("nsfw_level", 0)
                .put("premium_progress_bar_enabled", false)
                .put("max_members", 500000);
        for (String none : List.of(
                "icon",
                "splash",
                "discovery_splash",
                "banner",
                "description",
                "afk_channel_id",
                "system_channel_id",
                "rules_channel_id",
                "public_updates_channel_id",
                "safety_alerts_channel_id",
                "vanity_url_code")) {
            o.putNull(none);
        }
        o.set("features", array());
        o.putArray("roles")
                .add(role(g.id(), "@everyone", DEFAULT_PERMISSIONS, 0))
                .add(role(adminRole(g.id()), "Admin", ALL_PERMISSIONS, 1));
        return o;
    }

    static ObjectNode message(World w, Posted m) {
        Interaction it = m.interactionId() == null ? null : w.interactions.get(m.interactionId());
        ObjectNode o = object().put("id", m.id())
                .put("type", it != null && it.type == Interaction.COMMAND ? 20 : 0)
                .put("channel_id", m.channelId())
                .put("content", m.content())
                .put(
                        "timestamp",
                        Instant.ofEpochMilli((Long.parseLong(m.id()) >> 22) + World.DISCORD_EPOCH)
                                .toString())
                .put("tts", false)
                .put("mention_everyone", false)
                .put("pinned", false)
                .put("flags", m.flags());
        o.set("author", user(w, m.authorId()));
        if (m.edits() > 0) {
            o.put("edited_timestamp", w.now());
        } else {
            o.putNull("edited_timestamp");
        }
        o.set("mentions", mentions(w, m));
        o.set("mention_roles", array());
        ArrayNode files = o.putArray("attachments");
        m.attachments().forEach(a -> files.add(attachment(w, m.channelId(), a)));
        o.putArray("embeds").addAll(m.embeds());
        o.putArray("components").addAll(m.components());
        o.set("sticker_items", array());
        if (m.nonce() != null) {
            o.put("nonce", m.nonce());
        }
        if (m.guildId() != null) {
            o.put("guild_id", m.guildId());
            o.set("member", member(w, m.guildId(), m.authorId(), false));
        }
        if (it != null) {
            o.put("webhook_id", w.bot.id()).put("application_id", w.bot.id());
            ObjectNode meta =
                    o.putObject("interaction_metadata").put("id", it.id).put("type", it.type);
            meta.set("user", user(w, it.userId));
            meta.set("authorizing_integration_owners", it.payload.get("authorizing_integration_owners"));
            if (it.type == Interaction.COMMAND) {
                meta.put("name", it.payload.path("data").path("name").asText()).put("command_type", 1);
            }
            if (it.messageId != null) {
                meta.put("interacted_message_id", it.messageId);
            }
        }
        return o;
    }

    private static ArrayNode mentions(World w, Posted m) {
        ArrayNode out = array();
        Set<String> seen = new HashSet<>();
        Matcher mention = MENTION.matcher(m.content());
        while (mention.find()) {
            String id = mention.group(1);
            if (w.users.containsKey(id) && seen.add(id)) {
                ObjectNode u = user(w, id);
                if (m.guildId() != null) {
                    u.set("member", member(w, m.guildId(), id, false));
                }
                out.add(u);
            }
        }
        return out;
    }

    static ObjectNode attachment(World w, String channelId, Attachment a) {
        String url = w.cdnBase + "/attachments/" + channelId + "/" + a.id() + "/" + a.filename();
        ObjectNode o = object().put("id", a.id())
                .put("filename", a.filename())
                .put("size", a.bytes().length)
                .put("url", url)
                .put("proxy_url", url)
                .put("content_type", a.contentType());
        if (a.isPng() && a.bytes().length > 24) {
            ByteBuffer header = ByteBuffer.wrap(a.bytes());
            o.put("width", header.getInt(16)).put("height", header.getInt(20));
        }
        return o;
    }

    /** Components as Discord stores them: each given the numeric id Discord assigns (1, 2, ... depth first). */
    static List<JsonNode> numbered(JsonNode components) {
        List<JsonNode> rows = new ArrayList<>();
        if (components == null || !components.isArray()) {
            return rows;
        }
        int[] next = {0};
        Set<Integer> used = new HashSet<>();
        components.forEach(c -> usedIds(c, used));
        for (JsonNode c : components) {
            JsonNode copy = c.deepCopy();
            number(copy, used, next);
            rows.add(copy);
        }
        return rows;
    }

    private static void usedIds(JsonNode c, Set<Integer> used) {
        if (c.path("id").isInt()) {
            used.add(c.get("id").asInt());
        }
        c.path("components").forEach(child -> usedIds(child, used));
    }

    private static void number(JsonNode c, Set<Integer> used, int[] next) {
        if (c instanceof ObjectNode o && !o.path("id").isInt()) {
            do {
                next[0]++;
            } while (used.contains(next[0]));
            o.put("id", next[0]);
        }
        c.path("components").forEach(child -> number(child, used, next));
        if (c.has("accessory")) {
            number(c.get("accessory"), used, next);
        }
    }
}
