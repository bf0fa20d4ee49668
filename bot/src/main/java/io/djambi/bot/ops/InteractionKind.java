package io.djambi.bot.ops;

/** What a player did in Discord that the bot answers: the label of the interaction meters. */
public enum InteractionKind {
    SLASH,
    BUTTON,
    MENU,
    FORM,
    AUTOCOMPLETE;

    /** The label as Prometheus shows it. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
