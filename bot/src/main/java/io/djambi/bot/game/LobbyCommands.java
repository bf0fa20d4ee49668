package io.djambi.bot.game;

import io.djambi.bot.command.ChoiceSpec;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import io.djambi.bot.text.Languages;
import io.djambi.engine.Result;
import io.djambi.engine.ai.Level;
import io.djambi.engine.model.Colour;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The lobby: {@code /djambi new} opens it (the opener is the host), {@code join} and {@code leave} seat and unseat
 * players, {@code add-ai} seats an AI. Starting the game is {@link StartCommands}. Each runs under the game's lock.
 */
public final class LobbyCommands implements CommandGroup {
    /** The option of {@code /djambi new} that opens the game as a post of a forum. */
    static final String FORUM = "forum";

    static final OptionSpec TIMEOUT = OptionSpec.text("timeout", "option.djambi.new.timeout.description")
            .choices(
                    new ChoiceSpec("choice.timeout.skip", "skip"),
                    new ChoiceSpec("choice.timeout.resign", "resign"),
                    new ChoiceSpec("choice.timeout.ai", "ai"),
                    new ChoiceSpec("choice.timeout.ai-takes-over", "ai-takes-over"));
    /** The colours a seat may be asked for, in turn order. */
    private static final ChoiceSpec[] COLOURS = {
        new ChoiceSpec("choice.colour.red", "red"),
        new ChoiceSpec("choice.colour.blue", "blue"),
        new ChoiceSpec("choice.colour.yellow", "yellow"),
        new ChoiceSpec("choice.colour.green", "green")
    };

    static final CommandSpec NEW = CommandSpec.djambi(
            "new",
            "command.djambi.new.description",
            OptionSpec.text("players", "option.djambi.new.players.description")
                    .choices(new ChoiceSpec("choice.players.4", "4"), new ChoiceSpec("choice.players.3", "3")),
            OptionSpec.text("press", "option.djambi.new.press.description")
                    .choices(
                            new ChoiceSpec("choice.press.full", "full"),
                            new ChoiceSpec("choice.press.public", "public"),
                            new ChoiceSpec("choice.press.none", "none")),
            OptionSpec.text("turn-time", "option.djambi.new.turn-time.description"),
            TIMEOUT,
            OptionSpec.bool("reveal-press", "option.djambi.new.reveal-press.description"),
            OptionSpec.bool("eliminated-press", "option.djambi.new.eliminated-press.description"),
            OptionSpec.bool("ai-finish", "option.djambi.new.ai-finish.description"),
            OptionSpec.bool("takebacks", "option.djambi.new.takebacks.description"),
            OptionSpec.text("language", "option.djambi.new.language.description"),
            OptionSpec.forum(LobbyCommands.FORUM, "option.djambi.new.forum.description"));
    static final CommandSpec JOIN = CommandSpec.djambi(
            "join",
            "command.djambi.join.description",
            OptionSpec.text("colour", "option.djambi.join.colour.description").choices(COLOURS),
            OptionSpec.GAME);
    static final CommandSpec LEAVE = CommandSpec.djambi("leave", "command.djambi.leave.description", OptionSpec.GAME);
    static final CommandSpec ADD_AI = CommandSpec.djambi(
            "add-ai",
            "command.djambi.add-ai.description",
            OptionSpec.text("level", "option.djambi.add-ai.level.description")
                    .choices(
                            new ChoiceSpec("choice.level.easy", "easy"),
                            new ChoiceSpec("choice.level.normal", "normal"),
                            new ChoiceSpec("choice.level.hard", "hard")),
            OptionSpec.text("colour", "option.djambi.add-ai.colour.description").choices(COLOURS),
            OptionSpec.GAME);
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(NEW, JOIN, LEAVE, ADD_AI);

    private final GameLife life;
    private final Catalogue text;
    private final Languages languages;
    private final GameThreads threads;

    /**
     * @param languages the languages the bot speaks: a game's may be any of them
     * @param threads opens each new game's thread, where it may
     */
    public LobbyCommands(GameLife life, Catalogue text, Languages languages, GameThreads threads) {
        this.life = life;
        this.text = text;
        this.languages = languages;
        this.threads = threads;
    }

    /** Every game plays in its channel. */
    public LobbyCommands(GameLife life, Catalogue text, Languages languages) {
        this(life, text, languages, GameThreads.NONE);
    }

    @Override
    public List<Command> commands() {
        return List.of(
                Command.of(NEW, this::open),
                life.underLock(JOIN, this::join),
                life.underLock(LEAVE, this::leave),
                life.underLock(ADD_AI, this::addAi));
    }

    /**
     * {@code /djambi new}: a lobby in a thread of its own where one can be opened (its card in the channel), else in
     * the channel, which then holds one live game. The thread is opened first, outside any game's lock: it is
     * Discord's to make, and until the lobby is stored it is nobody's.
     */
    private List<Reply> open(CommandRequest r) {
        Result<Lobby> lobby = lobbyOf(r);
        if (lobby instanceof Result.Rejected<Lobby> bad) {
            return privately(bad.reason());
        }
        Lobby asked = lobby.orThrow();
        Catalogue game = text.forLocale(asked.settings().language());
        Optional<String> forum = r.option(FORUM);
        // A channel with a game of its own (one from before threads, or one that could not have a thread) may still
        // hold new games in threads beside it
        GameThreads.Opening opening = threads.open(
                r.guildId(),
                forum.orElse(r.channelId()),
                Cards.openingName(r.userName(), game),
                Reply.Public.text(game.get("card.opening", r.userName())));
        return switch (opening) {
            case GameThreads.Opening.Opened thread ->
                life.change(thread.threadId(), () -> openInThread(r, asked, thread));
            case GameThreads.Opening.Refused refused ->
                privately(text.get(
                        refused.why() == GameThreads.Opening.Why.NO_PERMISSION
                                ? "lobby.refused.forum-permission"
                                : "lobby.refused.forum-failed"));
            // /djambi new forum:#games: a forum holds nothing but posts (Discord has no command box in one), so a
            // game that cannot have one there is refused
            case GameThreads.Opening.InChannel notAForum
            when forum.isPresent() -> privately(text.get("lobby.refused.not-a-forum"));
            // Discord failing for a moment is no reason to put a game for weeks where nobody chose it
            case GameThreads.Opening.InChannel failed
            when failed.why() == GameThreads.Opening.Why.FAILED -> privately(text.get("lobby.refused.thread-failed"));
            case GameThreads.Opening.InChannel here -> {
                List<Reply> answers = new java.util.ArrayList<>(life.change(r.channelId(), () -> openHere(r, asked)));
                boolean opened = answers.stream().anyMatch(Reply.Posted.class::isInstance);
                if (opened && here.why() != GameThreads.Opening.Why.NOT_HERE) {
                    answers.add(new Reply.Private(text.get(inChannelKey(here.why()))));
                }
                yield answers;
            }
        };
    }

    /** Why the game plays in its channel, for its host. */
    private static String inChannelKey(GameThreads.Opening.Why why) {
        return switch (why) {
            case TURNED_OFF -> "lobby.in-channel.turned-off";
            case NO_PERMISSION -> "lobby.in-channel.no-permission";
            case TOO_MANY_THREADS -> "lobby.in-channel.too-many-threads";
            case FAILED, NOT_HERE -> throw new IllegalArgumentException("no word for a game in its channel: " + why);
        };
    }

    /** What {@code /djambi new} asks for: the settings, and the game's language. */
    private record Lobby(TableSettings settings) {}

    private Result<Lobby> lobbyOf(CommandRequest r) {
        Result<TableSettings> settings = TableSettings.fromOptions(r.options(), text);
        if (settings instanceof Result.Rejected<TableSettings> bad) {
            return Result.rejected(text.get("lobby.refused.settings", bad.reason()));
        }
        // The game's language, what its channel reads: the host's choice, else the server's if the bot speaks it
        Optional<Locale> language = r.option("language").isPresent()
                ? languages.parse(r.option("language").get())
                : Optional.of(languages.closest(r.serverLanguage()));
        if (language.isEmpty()) {
            return Result.rejected(text.get("lobby.refused.language", languages.listed()));
        }
        return Result.ok(new Lobby(settings.orThrow().withLanguage(language.get())));
    }

    /** The lobby in the channel, under its lock: refused if a game lives there already. */
    private List<Reply> openHere(CommandRequest r, Lobby asked) {
        Optional<Table> live = life.live(r.channelId());
        if (live.isPresent()) {
            // Its host is not asked to ask himself
            return privately(text.get(
                    live.get().hostId().equals(r.userId())
                            ? "lobby.refused.live-game-yours"
                            : "lobby.refused.live-game"));
        }
        Table table = life.open(Table.lobby(
                r.guildId(), r.channelId(), new Seat(r.userId(), r.userName(), Colour.RED), asked.settings()));
        Catalogue game = table.inItsLanguage(text);
        return List.of(lobbyPost(table, game.get("lobby.opened", r.userName(), game.colour(Colour.RED)), game)
                .echoing(text.get("lobby.opened", r.userName(), text.colour(Colour.RED))));
    }

    /** The lobby in its new thread, under the thread's lock: its card made the lobby's, the host welcomed there. */
    private List<Reply> openInThread(CommandRequest r, Lobby asked, GameThreads.Opening.Opened thread) {
        Table table = life.open(Table.lobby(
                        r.guildId(),
                        thread.threadId(),
                        new Seat(r.userId(), r.userName(), Colour.RED),
                        asked.settings())
                .inThread(thread.threadId(), thread.cardChannelId()));
        Catalogue game = table.inItsLanguage(text);
        Reply.Public welcome = new Reply.Public(
                        game.get("card.thread-welcome", "<@" + r.userId() + ">"),
                        List.of(),
                        List.of(r.userId()),
                        new Reply.NoControls())
                // What she reads is "Posted in <the thread>: ..." (Answers): the line need not name the thread again
                .echoing(text.get("lobby.opened-thread"));
        return List.of(welcome, life.card(table));
    }

    private List<Reply> join(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return noLobby(r);
        }
        Table table = found.get();
        if (table.seatOf(r.userId()).isPresent()) {
            return privately(text.get(
                    "lobby.already-seated",
                    text.colour(table.seatOf(r.userId()).get().colour())));
        }
        if (table.seats().size() >= table.players()) {
            return privately(text.get("lobby.full", table.players()));
        }
        Result<Colour> chosen = seatColour(table, r, text);
        if (chosen instanceof Result.Rejected<Colour> bad) {
            return privately(bad.reason());
        }
        Colour colour = chosen.orThrow();
        Table after = life.arrange(table.withSeat(new Seat(r.userId(), r.userName(), colour)));
        Catalogue game = after.inItsLanguage(text);
        return news(
                after,
                game.get("lobby.sits", r.userName(), game.colour(colour)),
                Optional.of(r.userId()),
                text.get("lobby.sits", r.userName(), text.colour(colour)));
    }

    /** The colour the request asks for ({@code colour:}), or the first free one; a bad or taken one is refused. */
    private static Result<Colour> seatColour(Table table, CommandRequest r, Catalogue text) {
        if (r.option("colour").isEmpty()) {
            return Result.ok(table.freeColour().orElseThrow());
        }
        Colour colour = Colour.parse(r.option("colour").get());
        if (colour == null) {
            return Result.rejected(text.get("lobby.refused.colour"));
        }
        if (table.seats().containsKey(colour)) {
            return Result.rejected(text.get(
                    "lobby.refused.taken",
                    text.colour(colour),
                    table.seats().get(colour).nameIn(text)));
        }
        return Result.ok(colour);
    }

    /** The host seats an AI player: {@code /djambi add-ai [level] [colour]}, or the lobby's Add AI button. */
    private List<Reply> addAi(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty()) {
            return noLobby(r);
        }
        Table table = found.get();
        if (!table.hostId().equals(r.userId())) {
            return privately(text.get("lobby.ai.host-only"));
        }
        if (table.seats().size() >= table.players()) {
            return privately(text.get("lobby.full", table.players()));
        }
        Optional<Level> level = Level.parse(r.option("level").orElse("normal")).filter(l -> l != Level.RANDOM);
        if (level.isEmpty()) {
            return privately(text.get("lobby.ai.level"));
        }
        Result<Colour> chosen = seatColour(table, r, text);
        if (chosen instanceof Result.Rejected<Colour> bad) {
            return privately(bad.reason());
        }
        Colour colour = chosen.orThrow();
        Catalogue game = table.inItsLanguage(text);
        Seat ai = Seat.ai(colour, level.get(), game);
        // What an AI does is said with the first AI seated: a lobby of three AIs read it three times
        String key =
                table.seats().values().stream().anyMatch(Seat::isAi) ? "lobby.ai.seated.another" : "lobby.ai.seated";
        Table after = life.arrange(table.withSeat(ai));
        return news(
                after,
                game.get(key, ai.nameIn(game), game.colour(colour)),
                Optional.empty(),
                text.get(key, ai.nameIn(text), text.colour(colour)));
    }

    /**
     * No lobby where the request acts: a game there has started or ended (a card's button pressed late, or the game
     * option naming it), or there is none at all.
     */
    private List<Reply> noLobby(CommandRequest r) {
        return life.latest(r.channelId())
                .filter(Table::inThread)
                .map(t -> privately(text.get("lobby.closed", t.id(), "<#" + t.channelId() + ">")))
                .orElseGet(() -> privately(text.get("lobby.none")));
    }

    private List<Reply> leave(CommandRequest r) {
        Optional<Table> found = life.lobby(r.channelId());
        if (found.isEmpty() || found.get().seatOf(r.userId()).isEmpty()) {
            return privately(text.get("lobby.not-seated"));
        }
        Table table = found.get();
        if (table.hostId().equals(r.userId())) {
            return privately(text.get("lobby.host-stays"));
        }
        Map<Colour, Seat> seats = new EnumMap<>(Colour.class);
        seats.putAll(table.seats());
        seats.remove(table.seatOf(r.userId()).get().colour());
        Table after = life.arrange(table.withSeats(seats));
        Catalogue game = after.inItsLanguage(text);
        return news(
                after, game.get("lobby.left", r.userName()), Optional.empty(), text.get("lobby.left", r.userName()));
    }

    /**
     * A change of the lobby told: in its channel, the lobby's message edited; for a game with a thread, its card
     * edited and the news said in the thread, pinging whoever took a seat (which adds him to the thread).
     */
    private List<Reply> news(Table after, String news, Optional<String> seated, String echo) {
        Catalogue game = after.inItsLanguage(text);
        if (!after.inThread()) {
            return List.of(lobbyPost(after, news, game).echoing(echo));
        }
        Reply.Public said = new Reply.Public(
                        seated.map(id -> news + " <@" + id + ">").orElse(news),
                        List.of(),
                        seated.stream().toList(),
                        new Reply.NoControls())
                .echoing(echo);
        return List.of(said, life.card(after));
    }

    /** The lobby as it stands, with its Join, Leave, Start and Add AI buttons. */
    static Reply.Public lobbyPost(Table table, String news, Catalogue text) {
        List<String> lines = new ArrayList<>();
        lines.add(text.get("lobby.post.heading", news, table.settings().summary(text)));
        // The free seats are the first free colours, where a join without a colour goes; with three players the
        // colour left over is the hostage camp, as it will be at the start
        int free = table.players() - table.seats().size();
        for (Colour c : Colour.values()) {
            Seat s = table.seats().get(c);
            if (s != null) {
                lines.add(text.get("lobby.post.seat", text.colour(c), s.nameIn(text)));
            } else if (free-- > 0) {
                lines.add(text.get("lobby.post.free", text.colour(c)));
            } else {
                lines.add(text.get("lobby.post.hostage", text.colour(c)));
            }
        }
        lines.add(text.get(
                table.seats().size() < table.players() ? "lobby.post.join" : "lobby.post.full",
                table.seats().size(),
                table.players()));
        return new Reply.Public(
                String.join("\n", lines),
                List.of(),
                List.of(),
                new Reply.LobbyControls(
                        table.inThread() ? table.id() : 0, table.settings().language()));
    }

    static List<Reply> privately(String text) {
        return List.of(new Reply.Private(text));
    }
}
