package io.djambi.bot.guide;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One page of the rules guide: its name (the {@code topic} of {@code /djambi rules}), the catalogue keys of its title
 * and text, and its picture as data: a position in the project's notation, the piece whose reach is shown, and the
 * example moves drawn as arrows. The picture is drawn from these by the engine and the renderer, so it shows what
 * the rules allow, never what someone believed they allow.
 */
public enum GuideTopic {
    GOAL(
            "goal",
            "guide.goal.title",
            "guide.goal.text",
            "gC7yC/1gM4yM2/9/9/9/5rA3/8bM/1rM7/rC5bM1bC r rbyg r 0 20",
            "F4",
            List.of("F4xI1"),
            false),
    BOARD(
            "board",
            "guide.board.title",
            "guide.board.text",
            "gCgRgM3yMyAyC/gAgPgM3yMyPyR/gMgMgN3yNyMyM/9/9/9/rMrMrN3bNbMbM/rRrPrM3bMbPbA/rCrArM3bMbRbC r rbyg r 0 0",
            null,
            List.of(),
            false),
    CHIEF(
            "chief",
            "guide.chief.title",
            "guide.chief.text",
            "gC7yC/9/2yM6/9/9/9/2rC3bM2/1rM7/rA7bC r rbyg r 0 20",
            "C3",
            List.of("C3-E5"),
            false),
    ASSASSIN(
            "assassin",
            "guide.assassin.title",
            "guide.assassin.text",
            "gC7yC/9/3yR5/6bM2/9/9/3rA5/1rM7/rC7bC r rbyg r 0 20",
            "D3",
            List.of("D3xG6"),
            false),
    REPORTER(
            "reporter",
            "guide.reporter.title",
            "guide.reporter.text",
            "gC7yC/9/9/4yA4/9/5gM3/2rR6/1rM4bM2/rC7bC r rbyg r 0 20",
            "C3",
            List.of("C3-F3xF4"),
            false),
    PROVOCATEUR(
            "provocateur",
            "guide.provocateur.title",
            "guide.provocateur.text",
            "gC7yC/9/2yN6/9/9/2rP3bA2/9/1rM7/rC7bC r rbyg r 0 20",
            "C4",
            List.of("C4xC7>H5"),
            false),
    NECROMOBILE(
            "necromobile",
            "guide.necromobile.title",
            "guide.necromobile.text",
            "gC7yC/3X5/9/3rN2bM2/9/5X3/9/1rM7/rC7bC r rbyg r 0 20",
            "D6",
            List.of("D6xD8>H5"),
            false),
    MILITANT(
            "militant",
            "guide.militant.title",
            "guide.militant.text",
            "gC7yC/9/9/1gA1yM5/9/3rM1bM3/9/1rM7/rC7bC r rbyg r 0 20",
            "D4",
            List.of("D4xF4>F7"),
            false),
    KILLING(
            "killing",
            "guide.killing.title",
            "guide.killing.text",
            "gC7yC/9/6X2/2X6/9/5bA3/4rM4/1rN7/rC7bC r rbyg r 0 20",
            "E3",
            List.of("E3xF4>F6"),
            false),
    POWER(
            "power",
            "guide.power.title",
            "guide.power.text",
            "gC7yC/9/3yM5/9/4rC4/9/6bAbM1/1rMrR6/8bC b rbyg b 0 21",
            "G3",
            List.of("G3xE5-B5"),
            false),
    CAMP_FALLS(
            "camp-falls",
            "guide.camp-falls.title",
            "guide.camp-falls.text",
            "gC7yC/9/9/9/9/7bA1/6rM1bR/1rA5bC1/rC4bPbM2 r rbyg r 0 20",
            null,
            List.of("G3xH2>E7"),
            true),
    ENCIRCLEMENT(
            "encirclement",
            "guide.encirclement.title",
            "guide.encirclement.text",
            "gCX6yC/X2X5/2gM6/2gArN5/9/9/9/1rM7/rC7bC r rbyg r 0 20",
            null,
            List.of("D6xD8>B8"),
            true),
    HOSTAGE(
            "hostage",
            "guide.hostage.title",
            "guide.hostage.text",
            "gCgP6yC/gR8/1gM4yM2/3rA5/9/9/9/1rM7/rC7bC r rbyh r 0 15",
            "D6",
            List.of("D6xA9"),
            false),
    ENDINGS(
            "endings",
            "guide.endings.title",
            "guide.endings.text",
            "X7X/7yM1/1gM7/5rA3/4rC4/3rM5/9/6bM2/8X - rrrr - 0 60",
            null,
            List.of(),
            false),
    NOTATION(
            "notation",
            "guide.notation.title",
            "guide.notation.text",
            "gC7yC/9/9/7yM1/9/3bA5/9/rArM5rR1/rC7bC r rbyg r 0 20",
            null,
            List.of("B2xD4>H8", "H2-H5xH6"),
            false),
    PICKER(
            "picker",
            "guide.picker.title",
            "guide.picker.text",
            "gC7yC/9/2yM6/5bR3/9/9/2rP3gM2/1rM7/rC7bC r rbyg r 0 20",
            "C3",
            List.of(),
            false);

    private final String id;
    private final String titleKey;
    private final String textKey;
    private final String position;
    private final String focus;
    private final List<String> examples;
    private final boolean showsAfter;

    /**
     * @param focus the square of the piece whose reach is marked, or null for none
     * @param examples moves legal in {@code position}, in notation, drawn as arrows
     * @param showsAfter whether the picture shows the position after the (single) example, to show its outcome
     */
    GuideTopic(
            String id,
            String titleKey,
            String textKey,
            String position,
            String focus,
            List<String> examples,
            boolean showsAfter) {
        this.id = id;
        this.titleKey = titleKey;
        this.textKey = textKey;
        this.position = position;
        this.focus = focus;
        this.examples = List.copyOf(examples);
        this.showsAfter = showsAfter;
    }

    /** The page's name, as {@code /djambi rules topic:} takes it and as its picture's file is named. */
    public String id() {
        return id;
    }

    public String titleKey() {
        return titleKey;
    }

    public String textKey() {
        return textKey;
    }

    /** The picture's position, in the project's position notation. */
    public String position() {
        return position;
    }

    /** The square of the piece whose reach the picture marks. */
    public Optional<String> focus() {
        return Optional.ofNullable(focus);
    }

    public List<String> examples() {
        return examples;
    }

    public boolean showsAfter() {
        return showsAfter;
    }

    /** The topic named {@code id}, ignoring case and spaces around it. */
    public static Optional<GuideTopic> byId(String id) {
        Objects.requireNonNull(id, "id");
        String wanted = id.strip().toLowerCase(java.util.Locale.ROOT);
        for (GuideTopic t : values()) {
            if (t.id.equals(wanted)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
