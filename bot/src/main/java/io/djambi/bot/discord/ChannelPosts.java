package io.djambi.bot.discord;

import io.djambi.bot.command.Reply;
import io.djambi.bot.game.BoardPosts;
import io.djambi.bot.text.Catalogue;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.components.ActionComponent;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.utils.TimeUtil;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each channel's latest board and lobby messages. A new board takes the buttons off the one before, so that only the
 * latest board offers "Make a move", and so does a game aborted; the lobby is one message, edited in place while it is
 * there; an offer that is over loses its buttons and is struck through (a draw offer or takeback request with what
 * ended it, be it a seat changing hands or the game aborted, an offer of a seat that expired saying so, and when); a
 * reminder links to the latest board (to its channel until the run has posted one). Messages are edited through their
 * channel with the bot's own token, never through an interaction's, which Discord lets lapse after 15 minutes. Kept for
 * the run: after a restart the next board and lobby start again, and a channel's first board of the run (or an abort's
 * line) takes the buttons off the boards an earlier run left among the channel's latest messages.
 */
final class ChannelPosts {
    private static final Logger log = LoggerFactory.getLogger(ChannelPosts.class);
    /** How many of a channel's latest messages are looked through for an earlier run's boards: one page. */
    static final int LOOKED_BACK = 50;

    /** A message the bot posted: where, which, and its link. */
    record Posted(String channelId, long messageId, String link) {
        static Posted of(Message m) {
            return new Posted(m.getChannelId(), m.getIdLong(), m.getJumpUrl());
        }
    }

    /**
     * A standing offer (a draw, a takeback, a seat wanted), its words and its buttons, struck through once it is over.
     */
    private record Offer(Posted posted, String text, Reply.Controls controls) {
        Offer(Posted posted, Reply.Public post) {
            this(posted, post.text(), post.controls());
        }

        /**
         * The words kept once it is over: a draw offer's or takeback request's first line (who offered or asked, who
         * agreed), without the count below it and the pings of those still awaited, which no longer hold (found by
         * the play-test: a request done read "2 of 3 agree", pinging one who had left); another offer's whole words.
         */
        String struck() {
            boolean agreement = controls instanceof Reply.DrawOffer || controls instanceof Reply.TakebackOffer;
            if (!agreement) {
                return text;
            }
            int end = text.indexOf('\n');
            // An earlier run's line in one piece (before the count had a line of its own) loses its pings at least
            return (end >= 0 ? text.substring(0, end) : text).replaceAll(" ?<@!?[0-9]+>", "");
        }

        /** The game a draw offer or takeback request is of; 0 for another offer. */
        long tableId() {
            return switch (controls) {
                case Reply.DrawOffer d -> d.tableId();
                case Reply.TakebackOffer t -> t.tableId();
                default -> 0;
            };
        }

        /** The game's version a draw offer or takeback request stands at; -1 for another offer. */
        int version() {
            return switch (controls) {
                case Reply.DrawOffer d -> d.version();
                case Reply.TakebackOffer t -> t.version();
                default -> -1;
            };
        }
    }

    private final Function<String, Optional<GuildMessageChannel>> channels;
    /** The words an offer that is over is struck through with, in its game's language. */
    private final Catalogue text;
    /**
     * The best-effort requests under way (a look at the channel's latest messages, the edits it leads to), which no
     * post waits for: the stop waits for them before it closes Discord's client ({@link #awaitErrands}). JDA refuses a
     * request queued while its client shuts down, at times by logging an error from its own threads.
     */
    private final Underway errands = new Underway();

    private final Map<String, Posted> boards = new ConcurrentHashMap<>();
    private final Map<String, Posted> lobbies = new ConcurrentHashMap<>();
    /**
     * Each channel's standing draw offer and takeback request, by kind ({@link #kind}): both may stand at once, and
     * neither ends the other.
     */
    private final Map<String, Map<String, Offer>> offers = new ConcurrentHashMap<>();
    /** Each channel's standing "substitute wanted" lines, by seat: struck through once the seat changes hands. */
    private final Map<String, Map<String, Offer>> wanted = new ConcurrentHashMap<>();
    /**
     * Each channel's standing offers of a seat to a person, by seat: struck through once accepted, declined, made
     * again, or lapsed at the next board.
     */
    private final Map<String, Map<String, Offer>> seatOffers = new ConcurrentHashMap<>();
    /** Each finished game's review post, by table: edited once the review is ready. */
    private final Map<Long, Posted> reviews = new ConcurrentHashMap<>();

    /**
     * @param channels a channel by its id, as the bot sees it (none for one it cannot see)
     * @param text the bot's words, in each game's language where the controls of its post name it
     */
    ChannelPosts(Function<String, Optional<GuildMessageChannel>> channels, Catalogue text) {
        this.channels = channels;
        this.text = text;
    }

    /** Whether a post shows a board: it carries the board picture. */
    static boolean isBoard(Reply.Public post) {
        return post.files().stream().anyMatch(f -> f.fileName().equals(BoardPosts.BOARD_FILE));
    }

    /** Notes a message the bot posted in a channel, and takes the buttons off the board or lobby it replaces. */
    void posted(Reply.Public post, Object taken) {
        if (!(taken instanceof Message sent)) {
            return; // nothing to note: Discord answered without the message (or a test's fake did)
        }
        Posted now = Posted.of(sent);
        if (post.target() instanceof Reply.ReviewOf review) {
            reviews.put(review.tableId(), now);
        } else if (post.controls() instanceof Reply.LobbyControls) {
            retire(lobbies.put(now.channelId(), now), now);
        } else if (isBoard(post)) {
            Posted previous = boards.put(now.channelId(), now);
            // The game over, its offers of a seat and "substitute wanted" lines end with it, saying so
            String over = post.controls() instanceof Reply.GameOver o ? o.seats() : "";
            if (previous == null) {
                retireEarlierRunsBoards(now, post.controls(), over);
            } else {
                retire(previous, now);
            }
            retire(lobbies.remove(now.channelId()), now); // the game has started: the lobby is closed
            closeOffersEndedBy(post.controls(), now); // a move, a takeback, or the draw agreed: the offers are over
            Map<String, Offer> lapsed = seatOffers.remove(now.channelId()); // an offer of a seat stands until a move
            if (lapsed != null) {
                // Struck with why: nothing after it says what became of it (found by the play-test)
                lapsed.values().forEach(offer -> close(offer, now, over.isEmpty() ? expired(offer, now) : over));
            }
            if (!over.isEmpty()) {
                closeSeatPosts(now, over);
            }
        } else if (post.controls() instanceof Reply.DrawOffer || post.controls() instanceof Reply.TakebackOffer) {
            // An offer edited in place is noted again with its new words; it is not struck, being the same message.
            // One of the other kind stands on: a takeback request asked leaves a draw offer standing, and the reverse
            Offer before = in(offers, now.channelId()).put(kind(post.controls()), new Offer(now, post));
            close(
                    before,
                    now,
                    before == null ? "" : why(before, post.controls(), now).orElse(""));
        } else if (post.controls() instanceof Reply.OfferClosed closed) {
            closeOffer(now, closed);
        } else if (post.controls() instanceof Reply.SeatWanted seat) {
            close(in(wanted, now.channelId()).put(seat.seat(), new Offer(now, post)), now);
        } else if (post.controls() instanceof Reply.SeatFilled seat) {
            close(in(wanted, now.channelId()).remove(seat.seat()), now);
            close(in(seatOffers, now.channelId()).remove(seat.seat()), now);
            // The draw offer or takeback request that stood on its player's word alone, ended with his seat
            seat.ended().forEach(closed -> closeOffer(now, closed));
        } else if (post.controls() instanceof Reply.GameAborted aborted) {
            retireLatestBoard(now, aborted.seats());
            aborted.ended().forEach(closed -> closeOffer(now, closed));
            if (!aborted.seats().isEmpty()) {
                closeSeatPosts(now, aborted.seats());
            }
        } else if (post.controls() instanceof Reply.GameOver over) {
            // The game's last post without its board (it could not be drawn): what it ends, all the same
            over.ended().forEach(closed -> closeOffer(now, closed));
            closeSeatPosts(now, over.seats());
        } else if (post.controls() instanceof Reply.SeatOffer seat) {
            close(in(seatOffers, now.channelId()).put(seat.seat(), new Offer(now, post)), now);
        } else if (post.controls() instanceof Reply.SeatOfferClosed seat) {
            close(in(seatOffers, now.channelId()).remove(seat.seat()), now);
        }
    }

    private static Map<String, Offer> in(Map<String, Map<String, Offer>> bySeat, String channelId) {
        return bySeat.computeIfAbsent(channelId, id -> new ConcurrentHashMap<>());
    }

    /** The channel's lobby message, if the bot posted one this run and it is still the latest. */
    Optional<Posted> lobby(String channelId) {
        return Optional.ofNullable(lobbies.get(channelId));
    }

    /**
     * The channel's standing offer that {@code post} edits in place, if the bot made it this run: the one with the same
     * buttons (the same game's draw offer or takeback request, at the same version), not yet over.
     */
    Optional<Posted> offer(String channelId, Reply.Public post) {
        return Optional.ofNullable(in(offers, channelId).get(kind(post.controls())))
                .filter(o -> o.controls().equals(post.controls()))
                .map(Offer::posted);
    }

    /** The game's review post, if the bot made it this run. */
    Optional<Posted> review(long tableId) {
        return Optional.ofNullable(reviews.get(tableId));
    }

    /** Edits a message the bot posted; fails (as Discord does) if it was deleted or cannot be seen. */
    RestAction<Message> edit(Posted posted, MessageEditData data) {
        return channel(posted.channelId())
                .map(c -> (RestAction<Message>) c.editMessageById(posted.messageId(), data))
                .orElseThrow(() -> new IllegalStateException("the message's channel is gone"));
    }

    /**
     * A link to the channel's latest board, if the bot posted one this run; else to the channel itself (a game's
     * thread ends with its board), so that a reminder after a restart still leads there.
     */
    Optional<String> boardLink(String channelId) {
        return Optional.ofNullable(boards.get(channelId)).map(Posted::link).or(() -> channel(channelId)
                .map(GuildMessageChannel::getJumpUrl));
    }

    /**
     * Waits until the best-effort requests under way have had Discord's answer, at most {@code patience}; whether they
     * all have. An edit that one of them leads to counts from before its request ends, so none starts after this
     * returns true, unless a new post (none at a stop) starts it.
     */
    boolean awaitErrands(Duration patience) throws InterruptedException {
        return errands.awaitNone(patience);
    }

    /** Forgets a lobby message found deleted, so the next lobby post is a new message. */
    void lobbyGone(String channelId) {
        lobbies.remove(channelId);
    }

    /** Forgets the message an edited post was found deleted in: the post is made as a new message. */
    void gone(Reply.Public post, String channelId) {
        if (post.target() instanceof Reply.ReviewOf review) {
            reviews.remove(review.tableId());
        } else if (post.target() instanceof Reply.OfferInPlace) {
            in(offers, channelId).remove(kind(post.controls()));
        } else {
            lobbyGone(channelId);
        }
    }

    private Optional<GuildMessageChannel> channel(String channelId) {
        return channels.apply(channelId);
    }

    /** A draw offer's or a takeback request's kind, as {@link Reply.OfferClosed} names it. */
    private static String kind(Reply.Controls offer) {
        return offer instanceof Reply.TakebackOffer ? Reply.OfferClosed.TAKEBACK : Reply.OfferClosed.DRAW;
    }

    /**
     * Strikes through the channel's standing draw offer or takeback request that {@code closed} ends, with why: the one
     * this run made or edited, else one an earlier run left among the channel's latest messages. A restart forgets
     * which message it was, and an offer whose first news after a restart was its end kept its words and live buttons
     * (found by the play-test).
     */
    private void closeOffer(Posted latest, Reply.OfferClosed closed) {
        Map<String, Offer> standing = in(offers, latest.channelId());
        List<Offer> known = standing.keySet().stream()
                .filter(closed::closes)
                .map(standing::remove)
                .filter(Objects::nonNull)
                .toList();
        known.forEach(offer -> close(offer, latest, closed.why()));
        if (known.isEmpty()) {
            lookBack(
                    latest,
                    "offers",
                    messages -> strikeEarlierRunsOffers(messages, latest, closed, closed::closes, Set.of()));
        }
    }

    /**
     * Strikes through the channel's standing draw offer or takeback request that {@code closed} ends, with why, for a
     * post that makes no message of its own ({@link Reply.OfferClosed#alone}: a decline, told by the strike alone).
     */
    void closedAlone(String channelId, Reply.OfferClosed closed) {
        closeOffer(new Posted(channelId, 0, ""), closed);
    }

    /** Strikes through the channel's standing offers that a board with {@code ending} under it ends, each with why. */
    private void closeOffersEndedBy(Reply.Controls ending, Posted board) {
        Map<String, Offer> standing = in(offers, board.channelId());
        standing.forEach((kind, offer) -> why(offer, ending, board).ifPresent(why -> {
            standing.remove(kind, offer);
            close(offer, board, why);
        }));
    }

    /**
     * Why a draw offer or takeback request is over once a post with {@code ending} under it is made ({@code at}), in the
     * offer's game's language: what the post says ({@link Reply.OfferClosed}: a decline, the draw agreed), or the move
     * taken back (a board at an earlier version), else that the game moved on (and when, a Discord timestamp each
     * reader sees in his own time). None if it still stands: a board posted for all at its own version ({@code
     * /djambi board}).
     */
    private Optional<String> why(Offer offer, Reply.Controls ending, Posted at) {
        boolean draw = kind(offer.controls()).equals(Reply.OfferClosed.DRAW);
        // What the post says ended it: one offer closed, or those a game's last board closes
        List<Reply.OfferClosed> said =
                switch (ending) {
                    case Reply.OfferClosed closed -> List.of(closed);
                    case Reply.GameOver over -> over.ended();
                    default -> List.of();
                };
        Optional<String> told = said.stream()
                .filter(c -> c.closes(kind(offer.controls())))
                .map(Reply.OfferClosed::why)
                .findFirst();
        if (told.isPresent()) {
            return told;
        }
        Catalogue game = text.forLocale(language(offer.controls()));
        long when = TimeUtil.getTimeCreated(at.messageId()).toEpochSecond();
        if (ending instanceof Reply.BoardControls board && board.tableId() == offer.tableId()) {
            if (board.version() == offer.version()) {
                return Optional.empty();
            }
            if (board.version() < offer.version()) {
                return Optional.of(
                        draw ? game.get("play.draw.struck.taken-back", when) : game.get("takeback.struck.done"));
            }
        }
        return Optional.of(game.get(draw ? "play.draw.struck.lapsed" : "takeback.struck.lapsed", when));
    }

    /** The language a post's buttons are in; the bot's own where they name none. */
    private Locale language(Reply.Controls controls) {
        return switch (controls) {
            case Reply.DrawOffer d -> d.language();
            case Reply.TakebackOffer t -> t.language();
            case Reply.BoardControls b -> b.language();
            default -> text.locale();
        };
    }

    /**
     * Strikes through the bot's latest draw offer and latest takeback request among {@code own} (the bot's earlier
     * messages, newest first) that still show their buttons, of the {@code kinds} that {@code ending} ends, each with
     * why; but those this run knows ({@code known}: their messages), which it strikes itself.
     */
    private void strikeEarlierRunsOffers(
            List<Message> own, Posted latest, Reply.Controls ending, Predicate<String> kinds, Set<Long> known) {
        Locale language = language(ending);
        Map<String, Offer> latestOfEach = new HashMap<>();
        for (Message m : own) {
            if (!known.contains(m.getIdLong())) {
                offerUnder(m, language)
                        .filter(controls -> kinds.test(kind(controls)))
                        .ifPresent(controls -> latestOfEach.putIfAbsent(
                                kind(controls), new Offer(Posted.of(m), m.getContentRaw(), controls)));
            }
        }
        latestOfEach.values().forEach(offer -> why(offer, ending, latest).ifPresent(why -> close(offer, latest, why)));
    }

    /**
     * The draw offer or takeback request a message shows the Accept and Decline of, as its buttons say (their game and
     * version; {@code language}, which they do not say, that of the post that ends it).
     */
    private static Optional<Reply.Controls> offerUnder(Message m, Locale language) {
        if (m.getComponentTree() == null) {
            return Optional.empty();
        }
        return m.getComponentTree().findAll(ActionComponent.class).stream()
                .map(ActionComponent::getCustomId)
                .filter(Objects::nonNull)
                .flatMap(id -> ComponentIds.parseDrawAnswer(id)
                        .<Reply.Controls>map(a -> new Reply.DrawOffer(a.tableId(), a.version(), language))
                        .or(() -> ComponentIds.parseTakebackAnswer(id)
                                .map(a -> new Reply.TakebackOffer(a.tableId(), a.version(), language)))
                        .stream())
                .findFirst();
    }

    /**
     * Takes the buttons off an offer that is over and strikes its words through: scrolling back, a reader sees at
     * once that "Red offers a draw" no longer stands (the post after it says what became of it).
     */
    private void close(Offer offer, Posted latest) {
        close(offer, latest, "");
    }

    /** The offer struck through, with {@code why} below it (none if empty). */
    private void close(Offer offer, Posted latest, String why) {
        if (offer == null) {
            return;
        }
        MessageEditData struck = new MessageEditBuilder()
                .setContent("~~" + offer.struck() + "~~" + (why.isEmpty() ? "" : "\n" + why))
                .setComponents(List.of())
                .setAllowedMentions(List.of())
                .build();
        edit(
                offer.posted(),
                latest,
                c -> c.editMessageById(offer.posted().messageId(), struck),
                failure -> log.debug(
                        "Could not strike offer {} through: {}", offer.posted().messageId(), failure.getMessage()));
    }

    /**
     * Why an offer of a seat is struck through at a board: it expired as the game moved on, when that board was made
     * (a Discord timestamp, which each reader sees in his own time), in the game's language.
     */
    private String expired(Offer offer, Posted board) {
        Catalogue game = offer.controls() instanceof Reply.SeatOffer seat ? text.forLocale(seat.language()) : text;
        return game.get(
                "replace.offer-expired",
                TimeUtil.getTimeCreated(board.messageId()).toEpochSecond());
    }

    /**
     * Takes the buttons off the boards among the channel's latest messages that a run before this one posted (it knew
     * them, this run does not): after a restart, a board from before it offered "Make a move" beside the new one.
     */
    private void retireEarlierRunsBoards(Posted latest, Reply.Controls ending, String over) {
        // The offers this run knows it strikes itself, with the board
        Set<Long> known = in(offers, latest.channelId()).values().stream()
                .map(o -> o.posted().messageId())
                .collect(Collectors.toSet());
        Set<Long> seatsKnown = knownSeatPosts(latest.channelId());
        lookBack(latest, "boards", messages -> {
            retireLiveBoards(messages, latest);
            // A move ends any offer: one an earlier run left too, which this run does not know
            strikeEarlierRunsOffers(messages, latest, ending, kind -> true, known);
            earlierRunsSeatPosts(messages, latest, language(ending), over, seatsKnown);
        });
    }

    /**
     * Takes the buttons off the channel's latest board, the game being over without one (aborted): the one this run
     * posted, else those an earlier run left among the channel's latest messages, and then strikes through the offers
     * of a seat and "substitute wanted" lines it left there too, with {@code seats} (none if empty).
     */
    private void retireLatestBoard(Posted latest, String seats) {
        Posted board = boards.get(latest.channelId());
        if (board != null) {
            retire(board, latest);
        } else {
            Set<Long> seatsKnown = knownSeatPosts(latest.channelId());
            lookBack(latest, "boards", messages -> {
                retireLiveBoards(messages, latest);
                if (!seats.isEmpty()) {
                    earlierRunsSeatPosts(messages, latest, text.locale(), seats, seatsKnown);
                }
            });
        }
    }

    /** The messages of the channel's offers of a seat and "substitute wanted" lines this run knows. */
    private Set<Long> knownSeatPosts(String channelId) {
        return java.util.stream.Stream.of(seatOffers, wanted)
                .flatMap(posts -> in(posts, channelId).values().stream())
                .map(o -> o.posted().messageId())
                .collect(Collectors.toSet());
    }

    /**
     * Strikes through the channel's offers of a seat and "substitute wanted" lines this run knows, {@code why} below
     * each: the game is over, and their buttons only answered that the offer was no longer open (found by the
     * play-test).
     */
    private void closeSeatPosts(Posted latest, String why) {
        for (Map<String, Map<String, Offer>> posts : List.of(seatOffers, wanted)) {
            Map<String, Offer> standing = posts.remove(latest.channelId());
            if (standing != null) {
                standing.values().forEach(offer -> close(offer, latest, why));
            }
        }
    }

    /**
     * The offers of a seat and "substitute wanted" lines an earlier run left among {@code own} (the bot's earlier
     * messages, newest first) still showing their buttons, the latest of each seat, but those this run knows ({@code
     * known}): a restart forgets them. The game over ({@code over} not empty), each is struck through with it; else, at
     * a board, an offer of a seat lapses, as it stands until a move, and a line "substitute wanted" is noted as this
     * run's (its words in {@code language}, that of the board), to be struck once its seat changes hands or the game
     * ends.
     */
    private void earlierRunsSeatPosts(List<Message> own, Posted latest, Locale language, String over, Set<Long> known) {
        Map<String, Offer> offered = new HashMap<>();
        Map<String, Offer> asked = new HashMap<>();
        for (Message m : own) {
            if (!known.contains(m.getIdLong())) {
                seatPostUnder(m, language).ifPresent(controls -> {
                    Offer offer = new Offer(Posted.of(m), m.getContentRaw(), controls);
                    if (controls instanceof Reply.SeatOffer seat) {
                        offered.putIfAbsent(seat.seat(), offer);
                    } else if (controls instanceof Reply.SeatWanted seat) {
                        asked.putIfAbsent(seat.seat(), offer);
                    }
                });
            }
        }
        if (!over.isEmpty()) {
            offered.values().forEach(offer -> close(offer, latest, over));
            asked.values().forEach(offer -> close(offer, latest, over));
            return;
        }
        offered.values().forEach(offer -> close(offer, latest, expired(offer, latest)));
        asked.forEach((seat, offer) -> in(wanted, latest.channelId()).putIfAbsent(seat, offer));
    }

    /**
     * The offer of a seat or "substitute wanted" line a message shows the buttons of, as they say (their game, seat and
     * version; {@code language}, which they do not say, that of the post that ends it).
     */
    private static Optional<Reply.Controls> seatPostUnder(Message m, Locale language) {
        if (m.getComponentTree() == null) {
            return Optional.empty();
        }
        return m.getComponentTree().findAll(ActionComponent.class).stream()
                .map(ActionComponent::getCustomId)
                .filter(Objects::nonNull)
                .flatMap(id -> ComponentIds.parseSeatAnswer(id)
                        .<Reply.Controls>map(
                                a -> new Reply.SeatOffer(a.tableId(), a.version(), a.seat(), a.to(), language))
                        .or(() -> ComponentIds.parseTakeTheSeat(id)
                                .map(t -> new Reply.SeatWanted(t.tableId(), t.seat(), language)))
                        .stream())
                .findFirst();
    }

    /** Takes the buttons off the boards among {@code own} (the bot's earlier messages) that still show them. */
    private void retireLiveBoards(List<Message> own, Posted latest) {
        own.stream().filter(ChannelPosts::isLiveBoard).forEach(m -> retire(Posted.of(m), latest));
    }

    /** Whether a message of the bot's is a board still showing its buttons. */
    private static boolean isLiveBoard(Message m) {
        return !m.getComponents().isEmpty()
                && m.getAttachments().stream().anyMatch(a -> a.getFileName().equals(BoardPosts.BOARD_FILE));
    }

    /**
     * The bot's own messages among the channel's latest but {@code latest} (newest first), handed to {@code then}: what
     * an earlier run may have left there. Best effort: a failure is only noted.
     */
    private void lookBack(Posted latest, String what, Consumer<List<Message>> then) {
        channel(latest.channelId()).ifPresent(c -> {
            try {
                long self = c.getJDA().getSelfUser().getIdLong();
                errands.queue(
                        c.getHistory().retrievePast(LOOKED_BACK),
                        messages -> then.accept(messages.stream()
                                .filter(m -> m.getIdLong() != latest.messageId())
                                .filter(m -> m.getAuthor().getIdLong() == self)
                                .toList()),
                        failure -> log.debug(
                                "Could not look for earlier {} in {}: {}",
                                what,
                                latest.channelId(),
                                failure.getMessage()));
            } catch (RuntimeException e) { // JDA refuses at once: no Read Message History there
                log.debug("Could not look for earlier {} in {}: {}", what, latest.channelId(), e.getMessage());
            }
        });
    }

    private void retire(Posted previous, Posted latest) {
        if (previous != null) {
            edit(
                    previous,
                    latest,
                    c -> c.editMessageComponentsById(previous.messageId(), List.of()),
                    failure -> log.debug(
                            "Could not take the buttons off message {}: {}",
                            previous.messageId(),
                            failure.getMessage()));
        }
    }

    /** Edits an earlier message of the bot's (never the one just posted), best effort: a failure is only noted. */
    private void edit(
            Posted earlier,
            Posted latest,
            Function<GuildMessageChannel, RestAction<?>> edit,
            Consumer<Throwable> failed) {
        if (earlier.messageId() != latest.messageId()) {
            channel(earlier.channelId()).ifPresent(c -> {
                try {
                    errands.queue(edit.apply(c), done -> {}, failed);
                } catch (RuntimeException e) { // JDA refuses at once: its requester stopped by a stop, a permission
                    failed.accept(e);
                }
            });
        }
    }
}
