package io.djambi.bot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One interaction a test started, to await the bot's answer: its callback, the reply it made or edited, its
 * follow-ups, the choices of an autocomplete, the form it opened. Every wait ends with an {@link AssertionError}
 * after its timeout.
 */
public final class Exchange {
    /** A suggestion the bot gave to an autocomplete. */
    public record Choice(String name, String value) {}

    private final World world;
    private final Interaction it;
    /** How often the clicked message had been edited before: a deferred update is answered by one more edit. */
    private final int editsBefore;

    Exchange(World world, Interaction it) {
        this.world = world;
        this.it = it;
        this.editsBefore = it.messageId == null
                ? 0
                : world.locked(() -> world.messages.get(it.messageId).edits());
    }

    /** The interaction's id. */
    public String id() {
        return it.id;
    }

    /** The shards whose sessions got INTERACTION_CREATE: empty if no session held its server (or the DMs). */
    public List<Integer> deliveredTo() {
        return world.locked(() -> it.deliveredTo);
    }

    /** Waits for the callback: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 choices, 9 form. */
    public int awaitCallback(Duration timeout) {
        return world.await("the callback of interaction " + it.id, timeout, () -> Optional.ofNullable(it.callbackType));
    }

    /**
     * Waits for the interaction's own reply with its content: the reply, a deferred reply once filled, or the
     * clicked message once the bot has edited it.
     */
    public Posted awaitReply(Duration timeout) {
        return world.await("the reply to interaction " + it.id, timeout, this::reply);
    }

    /** The interaction's own reply with its content as it is now, if the bot has filled it ({@link #awaitReply}). */
    public Optional<Posted> reply() {
        return world.locked(() -> {
            Posted m = it.originalId == null ? null : world.messages.get(it.originalId);
            if (m == null || m.loading()) {
                return Optional.<Posted>empty();
            }
            boolean clicked = m.id().equals(it.messageId);
            return !clicked || m.edits() > editsBefore ? Optional.of(m) : Optional.<Posted>empty();
        });
    }

    /** Waits until the bot has sent at least {@code count} follow-ups; returns them all, in order. */
    public List<Posted> awaitFollowups(int count, Duration timeout) {
        return world.await(count + " follow-ups to interaction " + it.id, timeout, () -> {
            List<Posted> all = followups();
            return all.size() >= count ? Optional.of(all) : Optional.empty();
        });
    }

    /** The follow-ups sent so far. */
    public List<Posted> followups() {
        return world.locked(() -> {
            List<Posted> all = new ArrayList<>();
            it.followupIds.forEach(id -> all.add(world.messages.get(id)));
            return all;
        });
    }

    /** Waits for an autocomplete's answer. */
    public List<Choice> awaitChoices(Duration timeout) {
        JsonNode data = awaitData(InteractionRoutes.CHOICES, timeout);
        List<Choice> choices = new ArrayList<>();
        data.path("choices")
                .forEach(c -> choices.add(
                        new Choice(c.path("name").asText(), c.path("value").asText())));
        return choices;
    }

    /** Waits for the form (modal) the bot opened: its JSON as sent ({@code custom_id}, {@code title}, ...). */
    public JsonNode awaitForm(Duration timeout) {
        return awaitData(InteractionRoutes.FORM, timeout);
    }

    private JsonNode awaitData(int type, Duration timeout) {
        int got = awaitCallback(timeout);
        if (got != type) {
            throw new AssertionError("interaction " + it.id + " was answered with callback " + got + ", not " + type);
        }
        return world.locked(() -> it.callbackData);
    }
}
