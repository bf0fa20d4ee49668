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
    /**
     * The bot's: every permission but Administrator, so that a channel's overwrites bind it as Discord applies them
     * (an administrator passes every overwrite, and JDA computes so too).
     */
    static final long BOT_PERMISSIONS = 2251799813685247L & ~(1L << 3);

    static final long SEND_MESSAGES = 1L << 11;
    static final long MANAGE_THREADS = 1L << 34;
    static final long CREATE_PUBLIC_THREADS = 1L << 35;
    static final long SEND_MESSAGES_IN_THREADS = 1L << 38;
    /** A message's flag: a thread was started from it. */
    static final int HAS_THREAD = 1 << 5;
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

    /**
     * The bot's one role beyond {@code @everyone}, with every permission but Administrator; its id is the server's
     * plus one (no snowflake is).
     */
    static String adminRole(String guildId) {
        return Long.toString(Long.parseLong(guildId) + 1);
    }

    static String permissions(World w, String userId) {
        return userId.equals(w.bot.id()) ? Long.toString(BOT_PERMISSIONS) : DEFAULT_PERMISSIONS;
    }

    /**
     * What the bot's overwrite in a channel denies it: in a channel where {@link FakeDiscord#denyThreads} took threads
     * away, Create Public Threads and Send Messages in Threads, and in a forum Send Messages too (there it is what
     * lets a member make a post); where {@link FakeDiscord#denyManageThreads} took it, Manage Threads.
     */
    static long deniedToBot(World w, World.Channel c) {
        long denied = w.manageThreadsDenied.contains(c.id()) ? MANAGE_THREADS : 0;
        if (!w.threadsDenied.contains(c.id())) {
            return denied;
        }
        denied |= CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS;
        return c.isForum() ? denied | SEND_MESSAGES : denied;
    }

    /** The bot's permissions in a channel, a thread's being those of its parent, as Discord computes them. */
    static long botPermissions(World w, World.Channel c) {
        World.Channel at = c.isThread() ? w.channels.get(c.parentId()) : c;
        return at == null ? BOT_PERMISSIONS : BOT_PERMISSIONS & ~deniedToBot(w, at);
    }

    private static ArrayNode overwrites(World w, World.Channel c) {
        ArrayNode all = array();
        long denied = deniedToBot(w, c);
        if (denied != 0) { // the bot's own member overwrite: JDA keeps it whatever its cache flags
            all.addObject()
                    .put("id", w.bot.id())
                    .put("type", 1)
                    .put("allow", "0")
                    .put("deny", Long.toString(denied));
        }
        return all;
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
        if (c.isThread()) {
            return thread(w, w.threads.get(c.id()), false);
        }
        ObjectNode o = object().put("id", c.id()).put("flags", 0);
        o.putNull("last_message_id");
        if (c.isDm()) {
            o.put("type", 1).putArray("recipients").add(user(w, c.recipientId()));
            return o;
        }
        o.put("type", c.type())
                .put("guild_id", c.guildId())
                .put("name", c.name())
                .put("position", 0)
                .put("nsfw", false)
                .put("rate_limit_per_user", 0)
                .put("default_thread_rate_limit_per_user", 0)
                .set("permission_overwrites", overwrites(w, c));
        o.putNull("parent_id");
        o.putNull("topic");
        if (c.isForum()) {
            o.put("default_forum_layout", 0);
            o.putNull("default_sort_order");
            o.putNull("default_reaction_emoji");
            ArrayNode tags = o.putArray("available_tags");
            for (World.ForumTag t : w.forumTags.getOrDefault(c.id(), List.of())) {
                ObjectNode tag =
                        tags.addObject().put("id", t.id()).put("name", t.name()).put("moderated", false);
                tag.putNull("emoji_id");
                tag.putNull("emoji_name");
            }
        }
        return o;
    }

    /**
     * A public thread (type 11): its parent, owner, counts and {@code thread_metadata}, a forum post's
     * {@code applied_tags}; with {@code member}, the bot's thread member when it has joined, as the gateway sends a
     * thread (THREAD_CREATE, GUILD_CREATE) and the REST answers that make one.
     */
    static ObjectNode thread(World w, ThreadState t, boolean withMember) {
        List<Posted> posted = w.messages.values().stream()
                .filter(m -> m.channelId().equals(t.id) && !m.ephemeral())
                .toList();
        // a post's starter message is not counted, nor is a deleted one (save in the total)
        long total = posted.stream().filter(m -> !m.id().equals(t.id)).count();
        long live = posted.stream()
                .filter(m -> !m.id().equals(t.id) && !m.deleted())
                .count();
        ObjectNode o = object().put("id", t.id)
                .put("type", World.Channel.PUBLIC_THREAD)
                .put("guild_id", t.guildId)
                .put("parent_id", t.parentId)
                .put("owner_id", t.ownerId)
                .put("name", t.name)
                .put("flags", 0)
                .put("rate_limit_per_user", 0)
                .put("message_count", live)
                .put("total_message_count", total)
                .put("member_count", Math.min(50, t.members.size())); // Discord stops counting at 50
        if (posted.isEmpty()) {
            o.putNull("last_message_id");
        } else {
            o.put("last_message_id", posted.getLast().id());
        }
        o.putObject("thread_metadata")
                .put("archived", t.archived)
                .put("auto_archive_duration", t.autoArchiveMinutes)
                .put("archive_timestamp", t.archiveTimestamp.toString())
                .put("locked", t.locked)
                .put("create_timestamp", t.created.toString());
        if (t.post) {
            ArrayNode tags = o.putArray("applied_tags");
            t.appliedTags.forEach(tags::add);
        }
        if (withMember && t.members.containsKey(w.bot.id())) {
            o.set("member", threadMember(w, t, w.bot.id(), false));
        }
        return o;
    }

    /** A thread member; {@code withMember} adds the server member and presence, as THREAD_MEMBERS_UPDATE has them. */
    static ObjectNode threadMember(World w, ThreadState t, String userId, boolean withMember) {
        ObjectNode o = object().put("id", t.id)
                .put("user_id", userId)
                .put("join_timestamp", t.members.get(userId).toString())
                .put("flags", 0);
        if (withMember) {
            o.set("member", member(w, t.guildId, userId, true));
            o.putNull("presence");
        }
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
                .filter(c -> g.id().equals(c.guildId()) && !c.isThread())
                .forEach(c -> channels.add(channel(w, c).without("guild_id")));
        // the active threads only: a bot learns an archived one when it asks for it, as on Discord
        ArrayNode threads = o.putArray("threads");
        w.threads.values().stream()
                .filter(t -> t.guildId.equals(g.id()) && t.active())
                .forEach(t -> threads.add(thread(w, t, true)));
        for (String empty : List.of(
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
                .add(role(adminRole(g.id()), "Bot", Long.toString(BOT_PERMISSIONS), 1));
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
        ThreadState started = w.threads.get(m.id());
        if (started != null && !started.deleted && started.parentId.equals(m.channelId())) {
            // the message a thread was started from carries it, and says so in its flags
            o.put("flags", m.flags() | HAS_THREAD);
            o.set("thread", thread(w, started, false));
        }
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
