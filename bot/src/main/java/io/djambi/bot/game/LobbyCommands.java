package io.djambi.bot.game;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.engine.Result;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The lobby: {@code /djambi new} opens it (the opener is the host), {@code join} and {@code leave} seat and unseat
 * players, {@code add-ai} seats an AI. Starting the game is {@link StartCommands}. Each runs under the game's lock.
 */
public final class LobbyCommands implements CommandGroup {
    static final OptionSpec TIMEOUT = OptionSpec.text("timeout", "When time runs out (default skip)").choices(
            new Choice("skip the turn (resigned after 3 in a row)", "skip"), Choice.of("resign"),
            new Choice("the AI (normal) plays that move for him", "ai"));
    static final CommandSpec NEW = CommandSpec.djambi("new", "Open a lobby in this channel; you are the host",
            OptionSpec.text("players", "3 or 4 players (default 4)").choices("4", "3"),
            OptionSpec.text("press", "Negotiation (default full)").choices(
                    new Choice("full: private and public", "full"), new Choice("public only", "public"),
                    Choice.of("none")),
            OptionSpec.text("turn-time", "Time for each move, like 24h, 3d, 90m, 30s, or none (default 24h)"),
            TIMEOUT,
            OptionSpec.bool("reveal-press", "Reveal the private whispers when the game ends (default true)"),
            OptionSpec.bool("eliminated-press", "Eliminated players may go on whispering (default true)"));
    static final CommandSpec JOIN = CommandSpec.djambi("join", "Take a seat in this channel's lobby",
            OptionSpec.text("colour", "Your colour (default: the first free)")
                    .choices("red", "blue", "yellow", "green"));
    static final CommandSpec LEAVE = CommandSpec.djambi("leave", "Leave this channel's lobby");
    static final CommandSpec ADD_AI = CommandSpec.djambi("add-ai", "Seat an AI player in the lobby (host only)",
            OptionSpec.text("level", "How strong (default normal)").choices("easy", "normal", "hard"),
            OptionSpec.text("colour", "Its colour (default: the first free)")
                    .choices("red", "blue", "yellow", "green"));
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(NEW, JOIN, LEAVE, ADD_AI);

    private final GameLife life;

    public LobbyCommands(GameLife life) {
        this.life = life;
    }

    @Override
    public List<Command> commands() {
        return List.of(life.underLock(NEW, this::open), life.underLock(JOIN, this::join),
                life.underLock(LEAVE, this::leave), life.underLock(ADD_AI, this::addAi));
    }

    private List<Reply> open(CommandRequest r) {
        if (life.live(r.channelId()).isPresent()) {
            return privately("This channel already has a live game. Finish it, or ask the host to /djambi abort it.");
        }
        Result<TableSettings> settings = TableSettings.fromOptions(r.options());
        if (settings instanceof Result.Rejected<TableSettings> bad) {
            return privately("No lobby opened: " + bad.reason() + ".");
        }
        Table table = life.open(Table.lobby(r.guildId(), r.channelId(), new Seat(r.userId(), r.userName(),
                Colour.RED), settings.orThrow()));
        return List.of(lobbyPost(table, r.userName() + " opened a lobby and sits as Red."));
    }

    private List<Reply> join(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return privately("There is no open lobby here. Open one with /djambi new.");
        }
        Table table = found.get();
        if (table.seatOf(r.userId()).isPresent()) {
            return privately("You are already seated as " + table.seatOf(r.userId()).get().colour().displayName() + ".");
        }
        if (table.seats().size() >= table.players()) {
            return privately("The table is full (" + table.players() + " players).");
        }
        Result<Colour> chosen = seatColour(table, r);
        if (chosen instanceof Result.Rejected<Colour> bad) {
            return privately(bad.reason());
        }
        Colour colour = chosen.orThrow();
        Table after = life.arrange(table.withSeat(new Seat(r.userId(), r.userName(), colour)));
        return List.of(lobbyPost(after, r.userName() + " sits as " + colour.displayName() + "."));
    }

    /** The colour the request asks for ({@code colour:}), or the first free one; a bad or taken one is refused. */
    private static Result<Colour> seatColour(Table table, CommandRequest r) {
        if (r.option("colour").isEmpty()) {
            return Result.ok(table.freeColour().orElseThrow());
        }
        Colour colour = Colour.parse(r.option("colour").get());
        if (colour == null) {
            return Result.rejected("colour must be red, blue, yellow or green.");
        }
        if (table.seats().containsKey(colour)) {
            return Result.rejected(colour.displayName() + " is taken by " + table.seats().get(colour).name() + ".");
        }
        return Result.ok(colour);
    }

    /** The host seats an AI player: {@code /djambi add-ai [level] [colour]}, or the lobby's Add AI button. */
    private List<Reply> addAi(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return privately("There is no open lobby here. Open one with /djambi new.");
        }
        Table table = found.get();
        if (!table.hostId().equals(r.userId())) {
            return privately("Only the host can seat an AI player.");
        }
        if (table.seats().size() >= table.players()) {
            return privately("The table is full (" + table.players() + " players).");
        }
        Optional<Level> level = Level.parse(r.option("level").orElse("normal")).filter(l -> l != Level.RANDOM);
        if (level.isEmpty()) {
            return privately("level must be easy, normal or hard.");
        }
        Result<Colour> chosen = seatColour(table, r);
        if (chosen instanceof Result.Rejected<Colour> bad) {
            return privately(bad.reason());
        }
        Colour colour = chosen.orThrow();
        Seat ai = Seat.ai(colour, level.get());
        Table after = life.arrange(table.withSeat(ai));
        return List.of(lobbyPost(after, ai.name() + " takes the " + colour.displayName() + " seat. It plays its "
                + "moves a few seconds after its turn begins, and does not negotiate."));
    }

    private List<Reply> leave(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty() || found.get().seatOf(r.userId()).isEmpty()) {
            return privately("You are not seated in an open lobby here.");
        }
        Table table = found.get();
        if (table.hostId().equals(r.userId())) {
            return privately("The host cannot leave; use /djambi abort to close the lobby.");
        }
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        seats.putAll(table.seats());
        seats.remove(table.seatOf(r.userId()).get().colour());
        Table after = life.arrange(table.withSeats(seats));
        return List.of(lobbyPost(after, r.userName() + " left the lobby."));
    }

    /** The lobby as it stands, with its Join, Leave, Start and Add AI buttons. */
    static Reply lobbyPost(Table table, String news) {
        StringBuilder sb = new StringBuilder(news).append("\n**Djambi lobby** (").append(table.settings().summary())
                .append(")\n");
        for (Colour c : Colour.values()) {
            Seat s = table.seats().get(c);
            if (s != null) {
                sb.append(c.displayName()).append(": ").append(s.name()).append('\n');
            } else if (table.players() == 4 || table.seats().size() < table.players()) {
                sb.append(c.displayName()).append(": free\n");
            }
        }
        sb.append(table.seats().size()).append('/').append(table.players()).append(" seated. ")
                .append(table.seats().size() < table.players() ? "Join with the button or /djambi join."
                        : "The host can start the game.");
        return new Reply.Public(sb.toString(), List.of(), List.of(), new Reply.LobbyControls());
    }

    static List<Reply> privately(String text) {
        return List.of(new Reply.Private(text));
    }
}
