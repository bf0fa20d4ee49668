package io.djambi.bot.discord;

import java.util.Optional;
import java.util.regex.Pattern;

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

    /**
     * Table and game ids, versions and pages as the bot writes them: decimal digits, no sign, no leading zero, so
     * each number has one id (and fits its type).
     */
    private static final Pattern LONG = Pattern.compile("0|[1-9][0-9]{0,17}");
    private static final Pattern INT = Pattern.compile("0|[1-9][0-9]{0,8}");
    /** A move so far, in notation: squares, and the steps' marks ({@code -}, {@code x}, {@code >}). */
    private static final Pattern PICKED = Pattern.compile("[A-Z0-9x>-]{0,40}");
    private static final Pattern MENU = Pattern.compile("[0-9]");

    /** A Make-a-move button's id, parsed: the table and the version of the board it is under. */
    record Board(long tableId, int version) {}

    /** A picker menu's id, parsed: the table, its version, the move picked so far, and which of the menus it is. */
    record Pick(long tableId, int version, String picked, int menu) {}

    /** A page of {@code /djambi press}, parsed. */
    record PressPage(long tableId, int page) {}

    private ComponentIds() {}

    static String makeAMove(long tableId, int version) {
        return PICK + tableId + ":" + version;
    }

    /** One of the picker's menus; {@code menu} tells apart the menus of one message (Discord wants ids unique). */
    static String pickerMenu(long tableId, int version, String picked, int menu) {
        return PICK + tableId + ":" + version + ":" + picked + ":" + menu;
    }

    static String pressPage(long tableId, int page) {
        return PRESS + tableId + ":" + page;
    }

    /*
     * The parsers take any string (a forged id is just a string) and answer a value or empty, never an exception:
     * each part must be exactly what the writers above write.
     */

    static Optional<Board> parseMakeAMove(String id) {
        String[] parts = partsAfter(PICK, id, 2);
        return parts != null && LONG.matcher(parts[0]).matches() && INT.matcher(parts[1]).matches()
                ? Optional.of(new Board(Long.parseLong(parts[0]), Integer.parseInt(parts[1])))
                : Optional.empty();
    }

    static Optional<Pick> parsePickerMenu(String id) {
        String[] parts = partsAfter(PICK, id, 4);
        return parts != null && LONG.matcher(parts[0]).matches() && INT.matcher(parts[1]).matches()
                && PICKED.matcher(parts[2]).matches() && MENU.matcher(parts[3]).matches()
                ? Optional.of(new Pick(Long.parseLong(parts[0]), Integer.parseInt(parts[1]), parts[2],
                        Integer.parseInt(parts[3])))
                : Optional.empty();
    }

    static Optional<PressPage> parsePressPage(String id) {
        String[] parts = partsAfter(PRESS, id, 2);
        return parts != null && LONG.matcher(parts[0]).matches() && INT.matcher(parts[1]).matches()
                ? Optional.of(new PressPage(Long.parseLong(parts[0]), Integer.parseInt(parts[1])))
                : Optional.empty();
    }

    /** The number after {@code prefix} (a whisper's or a draft's id), if {@code id} is such an id. */
    static Optional<Long> numberAfter(String prefix, String id) {
        String[] parts = partsAfter(prefix, id, 1);
        return parts != null && LONG.matcher(parts[0]).matches() ? Optional.of(Long.parseLong(parts[0]))
                : Optional.empty();
    }

    /** The {@code count} colon-separated parts after {@code prefix}, or null if {@code id} is not that shape. */
    private static String[] partsAfter(String prefix, String id, int count) {
        if (id == null || !id.startsWith(prefix)) {
            return null;
        }
        String[] parts = id.substring(prefix.length()).split(":", -1);
        return parts.length == count ? parts : null;
    }
}
