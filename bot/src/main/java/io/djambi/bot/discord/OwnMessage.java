package io.djambi.bot.discord;

import net.dv8tion.jda.api.components.ActionComponent;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;

/**
 * Whether a click came from a control on the message it claims: a custom id is only text, which anyone can send on
 * any message, so the message Discord hands with the interaction is checked, not just the id.
 */
final class OwnMessage {
    private OwnMessage() {}

    /** Whether the clicked id is one of the message's own components (a forged or foreign id is not). */
    static boolean holds(GenericComponentInteractionCreateEvent event) {
        Message message = event.getMessage();
        String id = event.getComponentId();
        return message != null
                && message.getComponentTree() != null
                && message.getComponentTree()
                        .find(ActionComponent.class, c -> id.equals(c.getCustomId()))
                        .isPresent();
    }

    /** {@link #holds}, on an ephemeral message: one only the clicker sees (the picker, a page of the press). */
    static boolean isEphemeralWith(GenericComponentInteractionCreateEvent event) {
        return holds(event) && event.getMessage().isEphemeral();
    }

    /**
     * {@link #holds}, on a message only the clicker sees, which the control may therefore update in place: an
     * ephemeral answer, or the bot's message in his DM.
     */
    static boolean isPrivateWith(GenericComponentInteractionCreateEvent event) {
        return holds(event) && (event.getMessage().isEphemeral() || event.getGuild() == null);
    }

    /** Whether {@code value} is one of the options of the menu clicked, as its message holds it. */
    static boolean offers(StringSelectInteractionEvent event, String value) {
        String id = event.getComponentId();
        return event.getMessage()
                .getComponentTree()
                .find(StringSelectMenu.class, m -> id.equals(m.getCustomId()))
                .map(m -> m.getOptions().stream().anyMatch(o -> o.getValue().equals(value)))
                .orElse(false);
    }
}
