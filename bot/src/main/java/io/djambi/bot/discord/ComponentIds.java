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
    /** Seats a {@code normal} AI: the lobby's Add AI button. */
    static final String ADD_AI = "djambi:add-ai";
    private static final String PICK = "djambi:pick:";
    /** The Reply button under a whisper, and the form it opens: {@code djambi:reply:<whisper>}. */
    static final String REPLY = "djambi:reply:";
    /** Older and newer pages of {@code /djambi press}: {@code djambi:press:<table>:<page>}. */
    static final String PRESS = "djambi:press:";
    /** Send and Cancel under a plain DM waiting for its recipient to be confirmed: {@code ...:<draft>}. */
    static final String DRAFT_SEND = "djambi:dm-send:";
    static final String DRAFT_CANCEL = "djambi:dm-cancel:";
    /** The text field of the reply form. */
    static final String MESSAGE_FIELD = "message";

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

    /** A page of {@code /djambi press}, parsed. */
    record PressPage(long tableId, int page) {}

    static String pressPage(long tableId, int page) {
        return PRESS + tableId + ":" + page;
    }

    static Optional<PressPage> parsePressPage(String id) {
        if (!id.startsWith(PRESS)) {
            return Optional.empty();
        }
        String[] parts = id.substring(PRESS.length()).split(":", -1);
        try {
            return parts.length == 2 ? Optional.of(new PressPage(Long.parseLong(parts[0]), Integer.parseInt(parts[1])))
                    : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The number after {@code prefix} (a whisper's or a draft's id), if {@code id} is such an id. */
    static Optional<Long> numberAfter(String prefix, String id) {
        if (!id.startsWith(prefix)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Long.parseLong(id.substring(prefix.length())));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
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
