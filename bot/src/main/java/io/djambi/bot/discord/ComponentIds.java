package io.djambi.bot.discord;

import io.djambi.bot.command.Reply;
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
    /** The disabled Back button of the picker's first step (Discord wants every id of a message unique). */
    static final String PICK_FIRST = "djambi:pick-first";
    /** Cancel under the picker or under a question: closes it, changes nothing. */
    static final String CANCEL = "djambi:cancel";
    /** Confirm under a question: {@code djambi:confirm:<action>:<table>:<asked>}. */
    private static final String CONFIRM = "djambi:confirm:";
    /** Accept and Decline under a draw offer: {@code djambi:draw:<answer>:<table>:<version>}. */
    private static final String DRAW = "djambi:draw:";
    /**
     * Accept and Decline under a player's offer of his seat: {@code djambi:hand:<answer>:<table>:<version>:<seat>:<to>}
     * (the seat a colour's name, {@code to} the only person who may answer).
     */
    private static final String HAND = "djambi:hand:";
    /** Take the seat under a "substitute wanted" line: {@code djambi:wanted:<table>:<seat>}. */
    private static final String WANTED = "djambi:wanted:";
    /** Accept and Decline under a takeback request: {@code djambi:takeback:<answer>:<table>:<version>}. */
    private static final String TAKEBACK = "djambi:takeback:";
    /** Take back under a player's private Played answer: {@code djambi:takeback-ask:<table>:<version>}. */
    private static final String TAKEBACK_ASK = "djambi:takeback-ask:";
    /** The Reply button under a whisper, and the form it opens: {@code djambi:reply:<whisper>}. */
    static final String REPLY = "djambi:reply:";
    /** Older and newer pages of {@code /djambi press}: {@code djambi:press:<table>:<page>}. */
    static final String PRESS = "djambi:press:";
    /** Send and Cancel under a plain DM waiting for its recipient to be confirmed: {@code ...:<draft>}. */
    static final String DRAFT_SEND = "djambi:dm-send:";

    static final String DRAFT_CANCEL = "djambi:dm-cancel:";
    /** The Away button of a turn reminder: {@code djambi:away:<table>}. */
    static final String AWAY = "djambi:away:";
    /** The text field of the reply form. */
    static final String MESSAGE_FIELD = "message";

    /**
     * A number as the bot writes it: decimal digits, no sign, no leading zero, so each number has one id. Overflow
     * is caught when it is read.
     */
    private static final Pattern NUMBER = Pattern.compile("0|[1-9][0-9]{0,18}");
    /** A move so far, in notation: squares, and the steps' marks ({@code -}, {@code x}, {@code >}). */
    private static final Pattern PICKED = Pattern.compile("[A-Z0-9x>-]{0,40}");

    /** A part of a picker's step: its first or second page, or the squares of one rank. */
    private static final Pattern PAGE = Pattern.compile("[12]|r[1-9]");

    private static final Pattern ACTION = Pattern.compile("resign|abort|draw");
    private static final Pattern ANSWER = Pattern.compile("accept|decline");
    private static final Pattern SEAT = Pattern.compile("red|blue|yellow|green");
    /** A Discord user's id: a snowflake. */
    private static final Pattern USER = Pattern.compile("[1-9][0-9]{0,19}");

    /** A Make-a-move button's id, parsed: the table and the version of the board it is under. */
    record Board(long tableId, int version) {}

    /** A Confirm button's id, parsed: what it confirms, for which table, asked when (seconds since the epoch). */
    record Confirm(String action, long tableId, long askedAt) {}

    /** An Accept or Decline button's id, parsed. */
    record DrawAnswer(String answer, long tableId, int version) {}

    /** Accept or Decline under an offered seat, parsed. */
    record SeatAnswer(String answer, long tableId, int version, String seat, String to) {}

    /** Take the seat, parsed. */
    record TakeTheSeat(long tableId, String seat) {}

    /** A page of {@code /djambi press}, parsed. */
    record PressPage(long tableId, int page) {}

    private ComponentIds() {}

    static String awayFromReminder(long tableId) {
        return AWAY + tableId;
    }

    static String makeAMove(long tableId, int version) {
        return PICK + tableId + ":" + version;
    }

    /**
     * A view of the picker: the id of its menu (the view it is on) and of its Back and More buttons (the view they
     * show).
     */
    static String pickerView(Reply.PickerView view) {
        return PICK + view.tableId() + ":" + view.version() + ":" + view.picked() + ":" + view.page();
    }

    static String confirm(Reply.ConfirmControls c) {
        return CONFIRM + c.action() + ":" + c.tableId() + ":" + c.askedAt();
    }

    static String drawAnswer(String answer, Reply.DrawOffer offer) {
        return DRAW + answer + ":" + offer.tableId() + ":" + offer.version();
    }

    static String seatAnswer(String answer, Reply.SeatOffer offer) {
        return HAND + answer + ":" + offer.tableId() + ":" + offer.version() + ":" + offer.seat() + ":" + offer.to();
    }

    static String takeTheSeat(Reply.SeatWanted wanted) {
        return WANTED + wanted.tableId() + ":" + wanted.seat();
    }

    static Optional<SeatAnswer> parseSeatAnswer(String id) {
        String[] parts = partsAfter(HAND, id, 5);
        if (parts == null
                || !ANSWER.matcher(parts[0]).matches()
                || !SEAT.matcher(parts[3]).matches()
                || !USER.matcher(parts[4]).matches()) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[1]);
        Optional<Integer> version = intOf(parts[2]);
        return table.isPresent() && version.isPresent()
                ? Optional.of(new SeatAnswer(parts[0], table.get(), version.get(), parts[3], parts[4]))
                : Optional.empty();
    }

    static Optional<TakeTheSeat> parseTakeTheSeat(String id) {
        String[] parts = partsAfter(WANTED, id, 2);
        if (parts == null || !SEAT.matcher(parts[1]).matches()) {
            return Optional.empty();
        }
        return longOf(parts[0]).map(t -> new TakeTheSeat(t, parts[1]));
    }

    static String takebackAnswer(String answer, Reply.TakebackOffer offer) {
        return TAKEBACK + answer + ":" + offer.tableId() + ":" + offer.version();
    }

    static String takebackAsk(Reply.TakebackAsk ask) {
        return TAKEBACK_ASK + ask.tableId() + ":" + ask.version();
    }

    static String pressPage(long tableId, int page) {
        return PRESS + tableId + ":" + page;
    }

    /** A lobby button (Join, Leave, Start, Add AI) and the table whose card it is on: 0 for the channel's lobby. */
    record Lobby(String action, long tableId) {}

    /**
     * A lobby button's id: {@code base} alone for the channel's lobby (as every lobby's buttons said before games had
     * threads), else with the table, for a card among others in its channel.
     */
    static String lobby(String base, long tableId) {
        return tableId == 0 ? base : base + ":" + tableId;
    }

    static Optional<Lobby> parseLobby(String id) {
        for (String base : new String[] {JOIN, LEAVE, START, ADD_AI}) {
            String action = base.substring(base.indexOf(':') + 1);
            if (id.equals(base)) {
                return Optional.of(new Lobby(action, 0));
            }
            String[] parts = partsAfter(base + ":", id, 1);
            if (parts != null) {
                return longOf(parts[0]).filter(t -> t > 0).map(t -> new Lobby(action, t));
            }
        }
        return Optional.empty();
    }

    /*
     * The parsers take any string (a forged id is just a string) and answer a value or empty, never an exception:
     * each part must be exactly what the writers above write.
     */

    static Optional<Board> parseMakeAMove(String id) {
        return tableAndVersion(PICK, id);
    }

    /** Take back under a Played answer: its game and the version after the move. */
    static Optional<Board> parseTakebackAsk(String id) {
        return tableAndVersion(TAKEBACK_ASK, id);
    }

    /** {@code prefix<table>:<version>}, each part exactly as written. */
    private static Optional<Board> tableAndVersion(String prefix, String id) {
        String[] parts = partsAfter(prefix, id, 2);
        if (parts == null) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[0]);
        Optional<Integer> version = intOf(parts[1]);
        return table.isPresent() && version.isPresent()
                ? Optional.of(new Board(table.get(), version.get()))
                : Optional.empty();
    }

    static Optional<Reply.PickerView> parsePickerView(String id) {
        String[] parts = partsAfter(PICK, id, 4);
        if (parts == null
                || !PICKED.matcher(parts[2]).matches()
                || !PAGE.matcher(parts[3]).matches()) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[0]);
        Optional<Integer> version = intOf(parts[1]);
        return table.isPresent() && version.isPresent()
                ? Optional.of(new Reply.PickerView(table.get(), version.get(), parts[2], parts[3]))
                : Optional.empty();
    }

    static Optional<Confirm> parseConfirm(String id) {
        String[] parts = partsAfter(CONFIRM, id, 3);
        if (parts == null || !ACTION.matcher(parts[0]).matches()) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[1]);
        Optional<Long> asked = longOf(parts[2]);
        return table.isPresent() && asked.isPresent()
                ? Optional.of(new Confirm(parts[0], table.get(), asked.get()))
                : Optional.empty();
    }

    static Optional<DrawAnswer> parseDrawAnswer(String id) {
        String[] parts = partsAfter(DRAW, id, 3);
        if (parts == null || !ANSWER.matcher(parts[0]).matches()) {
            return Optional.empty();
        }
        Optional<Long> table = longOf(parts[1]);
        Optional<Integer> version = intOf(parts[2]);
        return table.isPresent() && version.isPresent()
                ? Optional.of(new DrawAnswer(parts[0], table.get(), version.get()))
                : Optional.empty();
    }

    /** Accept or Decline under a takeback request: the same parts as a draw answer's. */
    static Optional<DrawAnswer> parseTakebackAnswer(String id) {
        return id.startsWith(TAKEBACK) ? parseDrawAnswer(DRAW + id.substring(TAKEBACK.length())) : Optional.empty();
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
