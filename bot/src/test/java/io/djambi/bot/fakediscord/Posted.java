package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A message as the fake holds it, at one moment: an edit makes a new {@code Posted} with the same id.
 *
 * @param id a snowflake
 * @param channelId where it is
 * @param guildId its server, or null in a DM
 * @param authorId who wrote it: the bot, or a user the test acted as
 * @param content its text
 * @param embeds its embeds, as sent
 * @param components its top-level components (action rows), with the numeric ids Discord adds
 * @param attachments its files
 * @param nonce the nonce it was sent with, or null
 * @param flags Discord's message flags (64 ephemeral, 128 a deferred reply still loading)
 * @param interactionId the interaction it answers, or null
 * @param edits how many times it was edited
 * @param deleted whether it was deleted
 * @param pinged the users it notified, as Discord does when a message is posted: those its content mentions that its
 *     {@code allowed_mentions} let through (all of them without it), nobody for an ephemeral message. An edit notifies
 *     nobody, except the one that fills a deferred reply, which is that reply's posting.
 */
public record Posted(
        String id,
        String channelId,
        String guildId,
        String authorId,
        String content,
        List<JsonNode> embeds,
        List<JsonNode> components,
        List<Attachment> attachments,
        String nonce,
        int flags,
        String interactionId,
        int edits,
        boolean deleted,
        List<String> pinged) {
    static final int EPHEMERAL = 64;
    static final int LOADING = 128;

    public Posted {
        embeds = List.copyOf(embeds);
        components = List.copyOf(components);
        attachments = List.copyOf(attachments);
        pinged = List.copyOf(pinged);
    }

    /** Seen only by the user of the interaction. */
    public boolean ephemeral() {
        return (flags & EPHEMERAL) != 0;
    }

    /** A deferred reply not yet filled ("the bot is thinking"). */
    public boolean loading() {
        return (flags & LOADING) != 0;
    }

    /** The custom ids of every button and menu on it, depth first. */
    public List<String> customIds() {
        List<String> ids = new ArrayList<>();
        components.forEach(c -> collectIds(c, ids));
        return ids;
    }

    /** The text of the embeds' titles and descriptions, one after the other. */
    public String embedText() {
        StringBuilder text = new StringBuilder();
        for (JsonNode e : embeds) {
            text.append(e.path("title").asText(""))
                    .append('\n')
                    .append(e.path("description").asText(""));
        }
        return text.toString();
    }

    /** The content and the embeds' text: what a reader sees. */
    public String text() {
        return content + "\n" + embedText();
    }

    static void collectIds(JsonNode component, List<String> ids) {
        if (component.hasNonNull("custom_id")) {
            ids.add(component.get("custom_id").asText());
        }
        component.path("components").forEach(c -> collectIds(c, ids));
        if (component.has("accessory")) {
            collectIds(component.get("accessory"), ids);
        }
    }

    /** The component with {@code customId}, if it is on this message. */
    JsonNode component(String customId) {
        List<JsonNode> all = new ArrayList<>();
        components.forEach(c -> flatten(c, all));
        return all.stream()
                .filter(c -> customId.equals(c.path("custom_id").asText(null)))
                .findFirst()
                .orElse(null);
    }

    private static void flatten(JsonNode component, List<JsonNode> all) {
        all.add(component);
        component.path("components").forEach(c -> flatten(c, all));
        if (component.has("accessory")) {
            flatten(component.get("accessory"), all);
        }
    }

    Posted edited(
            String newContent,
            List<JsonNode> newEmbeds,
            List<JsonNode> newComponents,
            List<Attachment> files,
            int newFlags,
            List<String> newPinged) {
        return new Posted(
                id,
                channelId,
                guildId,
                authorId,
                newContent,
                newEmbeds,
                newComponents,
                files,
                nonce,
                newFlags,
                interactionId,
                edits + 1,
                deleted,
                newPinged);
    }

    Posted asDeleted() {
        return new Posted(
                id,
                channelId,
                guildId,
                authorId,
                content,
                embeds,
                components,
                attachments,
                nonce,
                flags,
                interactionId,
                edits,
                true,
                pinged);
    }
}
