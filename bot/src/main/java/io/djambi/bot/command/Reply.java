package io.djambi.bot.command;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What the bot answers: only to the sender (ephemeral), a public post, or a step of the move picker (ephemeral).
 * No Discord type: the adapter turns these into messages, files, buttons and select menus.
 */
public sealed interface Reply permits Reply.Private, Reply.Public, Reply.Picker, Reply.Posted {
    /** The one answer: a private one. */
    static List<Reply> privately(String text) {
        return List.of(new Private(text));
    }

    /** A file sent with a message: the board image, or a game record. */
    record Attachment(String fileName, byte[] bytes) {
        public Attachment {
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(bytes, "bytes");
        }

        public boolean isImage() {
            return fileName.endsWith(".png") || fileName.endsWith(".gif");
        }
    }

    /** The buttons under a message. */
    sealed interface Controls
            permits NoControls,
                    LobbyControls,
                    BoardControls,
                    PressPages,
                    DraftControls,
                    GuidePages,
                    ConfirmControls,
                    DrawOffer,
                    TakebackOffer,
                    TakebackAsk,
                    OfferClosed,
                    SeatOffer,
                    SeatWanted,
                    SeatFilled,
                    SeatOfferClosed,
                    GameAborted,
                    GameOver {}

    record NoControls() implements Controls {}

    /**
     * Join, Leave, Start under the lobby of table {@code tableId} (0: the channel's lobby, as buttons made before games
     * had threads say), labelled in the game's {@code language}.
     */
    record LobbyControls(long tableId, Locale language) implements Controls {
        public LobbyControls {
            Objects.requireNonNull(language, "language");
        }

        public LobbyControls(Locale language) {
            this(0, language);
        }

        public LobbyControls() {
            this(Locale.ENGLISH);
        }
    }

    /** "Make a move" under a board, valid only while the game is still at {@code version}; in the game's language. */
    record BoardControls(long tableId, int version, Locale language) implements Controls {
        public BoardControls {
            Objects.requireNonNull(language, "language");
        }

        public BoardControls(long tableId, int version) {
            this(tableId, version, Locale.ENGLISH);
        }
    }

    /** Older and Newer under one page of a player's whispers ({@code page} counts from 1). */
    record PressPages(long tableId, int page, int pages) implements Controls {}

    /** Previous, Next and a menu of every page under a page of the rules: {@code page} counts from 1 in {@code pages}. */
    record GuidePages(List<Choice> pages, int page) implements Controls {
        public GuidePages {
            pages = List.copyOf(pages);
        }
    }

    /** Send and Cancel under a plain DM that waits for its sender to confirm the recipient. */
    record DraftControls(long draftId, String sendLabel) implements Controls {}

    /**
     * Confirm and Cancel under a question about what cannot be undone ({@code action}: {@code resign}, {@code abort},
     * {@code draw}); Confirm sends {@code /djambi <action>-confirm} for table {@code tableId}, and is refused once a
     * minute has passed since {@code askedAt} (seconds since the epoch, by the bot's clock).
     */
    record ConfirmControls(String action, long tableId, long askedAt) implements Controls {
        public ConfirmControls {
            Objects.requireNonNull(action, "action");
        }
    }

    /**
     * No buttons, under a post that ends the channel's draw offer ({@code offer}: {@link #DRAW}) or takeback request
     * ({@link #TAKEBACK}; empty: both, as an abort ends whichever stands, and as the outbox kept it before it said
     * which): a decline, the draw agreed, the game aborted. The offer loses its buttons and is struck through, {@code
     * why} below it (in the game's language; none if empty). {@code alone}: the strike alone tells it, where offers
     * are struck (Discord), and the post makes no message of its own; its words are for where nothing is struck (the
     * console): a decline, told once.
     */
    record OfferClosed(String offer, String why, boolean alone) implements Controls {
        public static final String DRAW = "draw";
        public static final String TAKEBACK = "takeback";

        public OfferClosed {
            Objects.requireNonNull(offer, "offer");
            Objects.requireNonNull(why, "why");
        }

        /** Under a post that tells its end in words of its own, below the offer struck through. */
        public OfferClosed(String offer, String why) {
            this(offer, why, false);
        }

        /** The offer's end, told by its strike alone where offers are struck. */
        public static OfferClosed alone(String offer, String why) {
            return new OfferClosed(offer, why, true);
        }

        /** Whether it ends an offer of that kind. */
        public boolean closes(String kind) {
            return offer.isEmpty() || offer.equals(kind);
        }
    }

    /** Accept and Decline under a draw offer, for the other active players while the game is at {@code version}. */
    record DrawOffer(long tableId, int version, Locale language) implements Controls {
        public DrawOffer {
            Objects.requireNonNull(language, "language");
        }

        public DrawOffer(long tableId, int version) {
            this(tableId, version, Locale.ENGLISH);
        }
    }

    /**
     * Accept and Decline under a seat's player's offer of his seat ({@code seat}: its colour's name) to the person
     * {@code to}, who alone may answer, while the game is at {@code version}.
     */
    record SeatOffer(long tableId, int version, String seat, String to, Locale language) implements Controls {
        public SeatOffer {
            Objects.requireNonNull(seat, "seat");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(language, "language");
        }
    }

    /**
     * Accept and Decline under a request to take back a move, for the other active players while the game is at
     * {@code version}.
     */
    record TakebackOffer(long tableId, int version, Locale language) implements Controls {
        public TakebackOffer {
            Objects.requireNonNull(language, "language");
        }
    }

    /** Take the seat under a "substitute wanted" line for the seat {@code seat} (its colour's name) of a game. */
    record SeatWanted(long tableId, String seat, Locale language) implements Controls {
        public SeatWanted {
            Objects.requireNonNull(seat, "seat");
            Objects.requireNonNull(language, "language");
        }
    }

    /**
     * No buttons, under the line that says a seat changed hands ({@code seat}: its colour's name): the seat's
     * "substitute wanted" line, if one stands, loses its Take the seat and is struck through, and so are the draw offer
     * and the takeback request the hand-over {@code ended} (its player's word went with him), each with why.
     */
    record SeatFilled(String seat, List<OfferClosed> ended) implements Controls {
        public SeatFilled {
            Objects.requireNonNull(seat, "seat");
            ended = List.copyOf(ended);
        }

        /** A hand-over that ended no offer. */
        public SeatFilled(String seat) {
            this(seat, List.of());
        }
    }

    /**
     * No buttons, under the line that says the game was aborted: the game's latest board loses its "Make a move", the
     * draw offer and the takeback request the abort {@code ended} are struck through, each with why, and so are the
     * game's offers of a seat and "substitute wanted" lines, {@code seats} below each (in the game's language; none
     * struck if empty, as the outbox kept it before it said).
     */
    record GameAborted(List<OfferClosed> ended, String seats) implements Controls {
        public GameAborted {
            ended = List.copyOf(ended);
            Objects.requireNonNull(seats, "seats");
        }

        /** An abort that strikes no seat's post. */
        public GameAborted(List<OfferClosed> ended) {
            this(ended, "");
        }
    }

    /**
     * No buttons, under a game's last board (the game is over): the draw offer and the takeback request it {@code
     * ended} are struck through, each with why (the draw agreed), the others with why as at any board, and the game's
     * offers of a seat and "substitute wanted" lines with {@code seats} below each, in the game's language. Their Take
     * the seat, Accept the seat and Decline stayed, and only answered that the offer was no longer open (found by the
     * play-test).
     */
    record GameOver(List<OfferClosed> ended, String seats) implements Controls {
        public GameOver {
            ended = List.copyOf(ended);
            Objects.requireNonNull(seats, "seats");
        }
    }

    /**
     * No buttons, under the line that says a seat's offer was declined ({@code seat}: its colour's name): the offer
     * loses its buttons and is struck through.
     */
    record SeatOfferClosed(String seat) implements Controls {
        public SeatOfferClosed {
            Objects.requireNonNull(seat, "seat");
        }
    }

    /**
     * Take back under a player's private answer that he played a move in game {@code tableId}, at {@code version}
     * after it: it asks as {@code /takeback} does.
     */
    record TakebackAsk(long tableId, int version) implements Controls {}

    /** Seen only by the person who sent the command (or, in a DM with the bot, the answer there). */
    record Private(String text, List<Attachment> files, Controls controls) implements Reply {
        public Private {
            Objects.requireNonNull(text, "text");
            files = List.copyOf(files);
            Objects.requireNonNull(controls, "controls");
        }

        public Private(String text, List<Attachment> files) {
            this(text, files, new NoControls());
        }

        public Private(String text) {
            this(text, List.of());
        }
    }

    /**
     * The picture a public post shows, drawn when the post is made: the board of a stored game, or none. A post waits
     * in the outbox as words and this recipe, not as a PNG.
     */
    sealed interface Picture permits NoPicture, BoardPicture {}

    record NoPicture() implements Picture {}

    /**
     * The board of table {@code tableId} as it stood after its first {@code version} events, from {@code bottom}'s
     * corner (a colour's name), with the moves at {@code drawn} (indices in the game's events, oldest first) drawn
     * as arrows.
     */
    record BoardPicture(long tableId, int version, String bottom, List<Integer> drawn) implements Picture {
        public BoardPicture {
            Objects.requireNonNull(bottom, "bottom");
            drawn = List.copyOf(drawn);
        }
    }

    /** Where a public post goes in its channel: a new message, or a message of the bot's edited in place. */
    sealed interface Target permits NewMessage, Card, ReviewOf, OfferInPlace {}

    record NewMessage() implements Target {}

    /**
     * A finished game's review post: a new message the first time (saying the review is being prepared), then that
     * message edited in place by the next post of the same target (the review itself); else a new message below.
     *
     * @param replacing the words of the message this post takes the place of ("the review is coming"), looked for
     *     among the channel's latest messages when this run did not make it; empty for the first post
     */
    record ReviewOf(long tableId, String replacing) implements Target {
        public ReviewOf {
            Objects.requireNonNull(replacing, "replacing");
        }
    }

    /**
     * The channel's standing offer under the same buttons as this post (a game's draw offer, or its takeback request,
     * at its version), edited in place to say where it stands now; else a new message below, with those buttons.
     *
     * @param replacing the words of the offer as it stood, looked for among the channel's latest messages when this
     *     run did not make it (a restart came between)
     */
    record OfferInPlace(String replacing) implements Target {
        public OfferInPlace {
            Objects.requireNonNull(replacing, "replacing");
        }
    }

    /**
     * A game's card, edited in place: message {@code messageId} (its thread's id, which Discord gives the message a
     * thread starts from), in the channel that holds the cards (or, in a forum, the thread itself); the thread named
     * {@code threadName} if it still bears {@code openedAs}, the name it was opened with (any other is a name a
     * moderator gave it, or the bot's own from before a restart); in a forum, the post tagged for {@code stage}.
     */
    record Card(long messageId, String threadName, String openedAs, String stage) implements Target {
        public Card {
            Objects.requireNonNull(threadName, "threadName");
            Objects.requireNonNull(openedAs, "openedAs");
            Objects.requireNonNull(stage, "stage");
        }
    }

    /**
     * A new message in the channel, or a card edited ({@code target}); {@code mentions} are user ids to ping (a new message, so the ping notifies).
     * Made by the outbox's relay, never by the command that decided it. {@code echo} is its news worded anew for the
     * person whose command made it, in his own language (empty: its first line will do); it is not kept with the post.
     */
    record Public(
            String text,
            List<Attachment> files,
            List<String> mentions,
            Controls controls,
            Picture picture,
            String echo,
            Target target,
            Controls echoControls)
            implements Reply {
        public Public {
            Objects.requireNonNull(text, "text");
            files = List.copyOf(files);
            mentions = List.copyOf(mentions);
            Objects.requireNonNull(controls, "controls");
            Objects.requireNonNull(picture, "picture");
            Objects.requireNonNull(echo, "echo");
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(echoControls, "echoControls");
        }

        public Public(
                String text,
                List<Attachment> files,
                List<String> mentions,
                Controls controls,
                Picture picture,
                String echo,
                Target target) {
            this(text, files, mentions, controls, picture, echo, target, new NoControls());
        }

        public Public(
                String text,
                List<Attachment> files,
                List<String> mentions,
                Controls controls,
                Picture picture,
                String echo) {
            this(text, files, mentions, controls, picture, echo, new NewMessage());
        }

        public Public(String text, List<Attachment> files, List<String> mentions, Controls controls, Picture picture) {
            this(text, files, mentions, controls, picture, "");
        }

        public Public(String text, List<Attachment> files, List<String> mentions, Controls controls) {
            this(text, files, mentions, controls, new NoPicture());
        }

        /** The same post with {@code buttons} under it. */
        public Public under(Controls buttons) {
            return new Public(text, files, mentions, buttons, picture, echo, target, echoControls);
        }

        /** The same post, told to the person who made it as {@code words} (in his language). */
        public Public echoing(String words) {
            return new Public(text, files, mentions, controls, picture, words, target, echoControls);
        }

        /**
         * The same post as the channel's standing offer under its buttons, edited in place: the offer that said
         * {@code standing} until now ({@link OfferInPlace}).
         */
        public Public inPlaceOf(String standing) {
            return new Public(text, files, mentions, controls, picture, echo, new OfferInPlace(standing), echoControls);
        }

        /**
         * The same post, told to the person who made it as {@code words}, with {@code under} (buttons only he sees,
         * such as Take back) under those words; like {@code echo}, not kept with the post.
         */
        public Public echoingWith(String words, Controls under) {
            return new Public(text, files, mentions, controls, picture, words, target, under);
        }

        /** What the person who made it reads of it: its echo, or its first line. */
        public String said() {
            return echo.isEmpty() ? text.lines().findFirst().orElse("") : echo;
        }

        public static Public text(String text) {
            return new Public(text, List.of(), List.of(), new NoControls());
        }

        /** The same post saying {@code newText}, with {@code newFiles}. */
        public Public with(String newText, List<Attachment> newFiles) {
            return new Public(newText, newFiles, mentions, controls, picture, echo, target, echoControls);
        }

        /** The same post as a game's card, edited in place. */
        public Public asCard(Card card) {
            return new Public(text, files, mentions, controls, picture, echo, card, echoControls);
        }

        /** Whether it edits a game's card. */
        public boolean isCard() {
            return target instanceof Card;
        }

        /** Whether it shows a board: drawn already, or to be drawn when it is posted. */
        public boolean hasBoard() {
            return picture instanceof BoardPicture || files.stream().anyMatch(Attachment::isImage);
        }

        /** The same post with its picture drawn: {@code drawn} added to its files, and no recipe left. */
        public Public withPicture(List<Attachment> drawn, String textAfter) {
            List<Attachment> all = new java.util.ArrayList<>(drawn);
            all.addAll(files);
            return new Public(textAfter, all, mentions, controls, new NoPicture(), echo, target, echoControls);
        }
    }

    /**
     * Said to the person who acted when his change made a public post: the post itself is on its way through the
     * outbox. {@code said} is its news in his words ({@link Public#said}); {@code lobby} tells a change of the lobby's
     * message; {@code channelId} is where it goes (empty: where the command was typed), a game's thread for a command
     * typed beside its card; {@code controls} go under his answer ({@link Public#echoingWith}).
     */
    record Posted(String said, boolean lobby, String channelId, Controls controls) implements Reply {
        public Posted {
            Objects.requireNonNull(said, "said");
            Objects.requireNonNull(channelId, "channelId");
            Objects.requireNonNull(controls, "controls");
        }

        public Posted(String said, boolean lobby, String channelId) {
            this(said, lobby, channelId, new NoControls());
        }

        /** Posted where the command was typed. */
        public Posted(String said, boolean lobby) {
            this(said, lobby, "");
        }
    }

    /**
     * One step of the move picker, shown only to the player: the words, the board with the step's choices marked
     * ({@code files}), where the picker is ({@code view}), this page's choices (25 at most) and the buttons to other
     * views (Back, More); the adapter adds Cancel. Valid only while the game is still at the view's version.
     */
    record Picker(
            String text, List<Attachment> files, PickerView view, List<PickerChoice> choices, List<PickerLink> links)
            implements Reply {
        public Picker {
            Objects.requireNonNull(text, "text");
            files = List.copyOf(files);
            Objects.requireNonNull(view, "view");
            choices = List.copyOf(choices);
            links = List.copyOf(links);
        }

        public long tableId() {
            return view.tableId();
        }

        public int version() {
            return view.version();
        }

        /** The move so far, in notation. */
        public String picked() {
            return view.picked();
        }
    }

    /**
     * Where the picker is: the table and version it was opened for, the move so far in notation, and which part of
     * the step's choices is shown: {@code 1} or {@code 2} (a step of 26 to 50 choices has two pages), or {@code r7}
     * (a step of more squares is chosen by rank first: here, rank 7's squares).
     */
    record PickerView(long tableId, int version, String picked, String page) {
        public PickerView {
            Objects.requireNonNull(picked, "picked");
            Objects.requireNonNull(page, "page");
        }
    }

    /** A button of the picker that shows another view: Back, More; disabled when {@code enabled} is false. */
    record PickerLink(String label, PickerView to, boolean enabled) {
        public PickerLink {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(to, "to");
        }
    }

    /**
     * One choice of the picker: {@code value} is what it adds to the move in notation (empty: play the move as it
     * stands; {@code r7}: show rank 7's squares), {@code label} says it in words, and {@code description} (may be
     * empty) what the move it completes does beyond itself: a Chief killed, a camp out.
     */
    record PickerChoice(String value, String label, String description) {
        public PickerChoice {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(description, "description");
        }

        public PickerChoice(String value, String label) {
            this(value, label, "");
        }
    }
}
