package io.djambi.bot.discord;

import java.util.Optional;

/**
 * The custom ids of the bot's buttons and menus. Those under a board carry the table and the game's version, so a
 * click on an old board is recognised as stale instead of acting on a position the player no longer sees.
 */
final class ComponentIds {
    static final String JOIN = "djambi:join";
    static final String LEAVE = "djambi:leave";
    static final String START = "djambi:start";
    private static final String PICK = "djambi:pick:";

    /** A picker id, parsed: the table, its version, and the move picked so far. */
    record Pick(long tableId, int version, String picked) {}

    private ComponentIds() {}

    static String makeAMove(long tableId, int version) {
        return PICK + tableId + ":" + version;
    }

    /** One of the picker's menus; {@code menu} tells apart the menus of one message (Discord wants ids unique). */
    static String pickerMenu(long tableId, int version, String picked, int menu) {
        return PICK + tableId + ":" + version + ":" + picked + ":" + menu;
    }

    static Optional<Pick> parsePick(String id) {
        if (!id.startsWith(PICK)) {
            return Optional.empty();
        }
        String[] parts = id.substring(PICK.length()).split(":", -1);
        if (parts.length != 2 && parts.length != 4) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Pick(Long.parseLong(parts[0]), Integer.parseInt(parts[1]),
                    parts.length == 4 ? parts[2] : ""));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
