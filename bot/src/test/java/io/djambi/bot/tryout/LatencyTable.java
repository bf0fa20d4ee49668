package io.djambi.bot.tryout;

import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.StartPosition;
import io.djambi.engine.move.Move;
import io.djambi.engine.notation.MoveNotation;
import io.djambi.engine.rules.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One channel where four people play game after game of random legal moves, each command sent as soon as its player
 * may move: when the previous move's board is posted ({@link Pace#BOARD}, as a person pinged by it would), or when
 * the previous command is answered, its change committed ({@link Pace#ANSWER}, the bot's own pace). The position is
 * followed here with the engine, so each move sent is legal; a move the bot does not take leaves its board missing,
 * which stops the run with the bot's answer.
 */
final class LatencyTable implements Runnable {
    /** When the next command goes. */
    enum Pace {
        BOARD,
        ANSWER
    }

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final List<Colour> JOINING = List.of(Colour.BLUE, Colour.YELLOW, Colour.GREEN);

    private final FakeDiscord discord;
    private final MoveTimes times;
    private final String channel;
    private final List<User> people;
    private final Pace pace;
    private final AtomicLong sequence;
    private final long last;
    private final Random random;
    private volatile Throwable failure;
    private int games;

    /**
     * @param people four people: the host (Red), then Blue, Yellow and Green
     * @param sequence numbers the commands of every table, in the order they are sent
     * @param last no command numbered this or more is sent
     */
    LatencyTable(
            FakeDiscord discord,
            MoveTimes times,
            String channel,
            List<User> people,
            Pace pace,
            AtomicLong sequence,
            long last,
            long seed) {
        this.discord = discord;
        this.times = times;
        this.channel = channel;
        this.people = List.copyOf(people);
        this.pace = pace;
        this.sequence = sequence;
        this.last = last;
        this.random = new Random(seed);
    }

    @Override
    public void run() {
        try {
            play();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = e;
        } catch (RuntimeException | TimeoutException | AssertionError e) {
            failure = e;
        }
    }

    /** What stopped this table early, or null. */
    Throwable failure() {
        return failure;
    }

    /** The games begun here. */
    int games() {
        return games;
    }

    private void play() throws InterruptedException, TimeoutException {
        List<MoveTimes.Sent> unanswered = new ArrayList<>();
        while (true) {
            Map<Colour, User> seats = open();
            Position position = StartPosition.fourPlayers();
            while (!position.isOver()) {
                long seq = sequence.getAndIncrement();
                if (seq >= last) {
                    for (MoveTimes.Sent s : unanswered) {
                        board(s, null);
                    }
                    return;
                }
                List<Move> legal = Rules.legalMoves(position);
                Move move = legal.get(random.nextInt(legal.size()));
                String text = MoveNotation.write(move);
                User player = seats.get(position.toMove().orElseThrow());
                MoveTimes.Sent sent = times.sending(channel, text, seq);
                Exchange exchange = discord.slash(player, channel, "move", Map.of("move", text));
                sent.interaction(exchange.id());
                position = Rules.applyLegal(position, move);
                if (pace == Pace.BOARD) {
                    board(sent, exchange);
                } else {
                    exchange.awaitReply(WAIT);
                    unanswered.add(sent);
                    unanswered.removeIf(MoveTimes.Sent::boardCame);
                }
            }
            for (MoveTimes.Sent s : unanswered) {
                board(s, null);
            }
            unanswered.clear();
        }
    }

    private void board(MoveTimes.Sent sent, Exchange exchange) throws InterruptedException {
        try {
            sent.awaitBoard(WAIT);
        } catch (TimeoutException e) {
            String answer = exchange == null ? "" : exchange.awaitReply(WAIT).content();
            throw new AssertionError("no board for " + sent.move + " in channel " + channel + " within "
                    + WAIT.toSeconds() + " s; the bot answered: " + answer);
        }
    }

    /** Opens a game here (the host Red, the others joining as Blue, Yellow, Green), starts it, awaits its board. */
    private Map<Colour, User> open() throws InterruptedException {
        games++;
        answer(discord.slash(people.get(0), channel, "djambi new", Map.of("players", "4")));
        Map<Colour, User> seats = new EnumMap<>(Colour.class);
        seats.put(Colour.RED, people.get(0));
        for (int i = 0; i < JOINING.size(); i++) {
            Colour colour = JOINING.get(i);
            answer(discord.slash(
                    people.get(i + 1),
                    channel,
                    "djambi join",
                    Map.of("colour", colour.name().toLowerCase(Locale.ROOT))));
            seats.put(colour, people.get(i + 1));
        }
        MoveTimes.Sent start = times.sending(channel, null, -1);
        Exchange started = discord.slash(people.get(0), channel, "djambi start");
        board(start, started);
        return seats;
    }

    private static void answer(Exchange exchange) {
        Posted reply = exchange.awaitReply(WAIT);
        if (reply.content().startsWith("No lobby") || reply.content().contains("already")) {
            throw new AssertionError("the bot refused: " + reply.content());
        }
    }
}
