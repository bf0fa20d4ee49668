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
     * A number as the bot writes it: decimal digits, no sign, no leading zero, so each number has one id. Overflow
     * is caught when it is read.
     */
    private static final Pattern NUMBER = Pattern.compile("0|[1-9][0-9]{0,18}");
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
        if (parts == null) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[0]);
        Optional<Integer> version = intOf(parts[1]);
        return table.isPresent() && version.isPresent()
                ? Optional.of(new Board(table.get(), version.get()))
                : Optional.empty();
    }

    static Optional<Pick> parsePickerMenu(String id) {
        String[] parts = partsAfter(PICK, id, 4);
        if (parts == null
                || !PICKED.matcher(parts[2]).matches()
                || !MENU.matcher(parts[3]).matches()) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[0]);
        Optional<Integer> version = intOf(parts[1]);
        return table.isPresent() && version.isPresent()
                ? Optional.of(new Pick(table.get(), version.get(), parts[2], Integer.parseInt(parts[3])))
                : Optional.empty();
    }

    static Optional<PressPage> parsePressPage(String id) {
        String[] parts = partsAfter(PRESS, id, 2);
        if (parts == null) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[0]);
        Optional<Integer> page = intOf(parts[1]);
        return table.isPresent() && page.isPresent()
                ? Optional.of(new PressPage(table.get(), page.get()))
                : Optional.empty();
    }

    /** The number after {@code prefix} (a whisper's or a draft's id), if {@code id} is such an id. */
    static Optional<Long> numberAfter(String prefix, String id) {
        String[] parts = partsAfter(prefix, id, 1);
        return parts == null ? Optional.empty() : longOf(parts[0]);
    }

    private static Optional<Long> longOf(String text) {
        if (!NUMBER.matcher(text).matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Long.parseLong(text));
        } catch (NumberFormatException e) { // more than a long holds
            return Optional.empty();
        }
    }

    private static Optional<Integer> intOf(String text) {
        return longOf(text).filter(n -> n <= Integer.MAX_VALUE).map(Long::intValue);
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
