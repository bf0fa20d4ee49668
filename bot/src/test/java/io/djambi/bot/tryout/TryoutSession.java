package io.djambi.bot.tryout;

import com.fasterxml.jackson.databind.JsonNode;
import io.djambi.bot.BotProcess;
import io.djambi.bot.config.DiscordConfig;
import io.djambi.bot.discord.DiscordBot;
import io.djambi.bot.fakediscord.Exchange;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Guild;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import io.djambi.bot.ops.Meters;
import io.djambi.bot.store.BotDatabase;
import io.djambi.bot.store.DatabaseTarget;
import io.djambi.bot.text.Catalogue;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The fake Discord, the real bot logged in to it, and the three people of the tryout; {@link #play} does what one
 * line says and prints what Discord then shows, once the bot has finished answering (its replies, its posts, and any
 * AI moves that follow).
 */
final class TryoutSession implements AutoCloseable {
    /** How long the bot may take over one line (an AI move waits three seconds first, so people can follow). */
    private static final Duration WAIT = Duration.ofSeconds(30);
    /** Nothing new on Discord for this long, and no AI to move: the bot has done what the line asked. */
    private static final Duration QUIET = Duration.ofMillis(300);

    private static final Catalogue TEXT = Catalogue.english();
    private static final Pattern SPEAKER = Pattern.compile("@\\w+\\s+\\S");

    private final PrintStream out;
    private final Path dir;
    private final FakeDiscord discord;
    private final Guild guild;
    private final Map<String, User> people = new LinkedHashMap<>();
    private final BotProcess process;
    private final BotDatabase database;
    private final Screen screen;

    private TryoutSession(
            PrintStream out, Path dir, FakeDiscord discord, Guild guild, List<User> users, Optional<Path> files)
            throws Exception {
        this.out = out;
        this.dir = dir;
        this.discord = discord;
        this.guild = guild;
        users.forEach(u -> people.put(u.name(), u));
        DiscordConfig config =
                new DiscordConfig(FakeDiscord.TOKEN, discord.restBaseUrl(), discord.gatewayUrl(), guild.id());
        DiscordBot bot = DiscordBot.login(config, TEXT);
        this.database = BotDatabase.open(
                new DatabaseTarget.SqliteFile(dir.resolve("djambi.db")), Clock.systemUTC(), Meters.NONE, bot.shards());
        this.process = BotProcess.start(bot, database, Clock.systemUTC(), Meters.NONE, TEXT);
        Map<String, String> channels = new LinkedHashMap<>();
        channels.put(guild.general(), "#general");
        users.forEach(u -> channels.put(discord.dmChannel(u), "DM to " + u.name()));
        this.screen = new Screen(discord, channels, users, files);
        awaitCommands();
    }

    /**
     * Starts the fake Discord and the bot, and says so on {@code out}.
     *
     * @param locale the Discord language of the people and the server ("fr"), or null for English
     * @param files where to write the files the bot attaches (boards, records), or empty
     */
    static TryoutSession start(PrintStream out, String locale, Optional<Path> files) throws Exception {
        Path dir = Files.createTempDirectory("djambi-tryout");
        FakeDiscord discord = FakeDiscord.start(1);
        try {
            List<User> users =
                    Stream.of("ann", "bob", "cy").map(discord::addUser).toList();
            Guild guild = discord.addGuild("Tryout", 0);
            if (locale != null) {
                users.forEach(u -> discord.setLocale(u, locale));
                discord.setLocale(guild, locale);
            }
            TryoutSession session = new TryoutSession(out, dir, discord, guild, users, files);
            out.println("The fake Discord listens on " + discord.restBaseUrl() + " and " + discord.gatewayUrl()
                    + "; the bot has logged in to it (games in " + dir.resolve("djambi.db") + ").");
            out.println("Server \"" + guild.name() + "\", channel #general; its people: "
                    + String.join(", ", session.people.keySet())
                    + (locale == null ? "" : ", whose Discord speaks " + locale) + ".");
            return session;
        } catch (Exception | Error e) {
            discord.close();
            throw e;
        }
    }

    /** The bot registers its commands once connected: a command typed before would be unknown. */
    private void awaitCommands() throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!discord.commands(guild).containsAll(List.of("djambi", "move"))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the bot registered no commands within " + WAIT.toSeconds() + " s");
            }
            Thread.sleep(50);
        }
    }

    /**
     * Plays every line of {@code lines}; returns 0, or 1 if one could not be played (a bad line, or no answer in
     * time).
     *
     * @param prompt whether a person types them (a prompt, and a bad line is not the end)
     */
    int run(BufferedReader lines, boolean prompt) throws IOException {
        int status = 0;
        if (prompt) {
            out.println("Type a line such as \"@ann /djambi new\", \"@bob click Join\", \"@ann choose C3\", "
                    + "\"@ann type /move move:C\" or \"@cy dm hello\"; \"quit\" to stop.");
        }
        while (true) {
            if (prompt) {
                out.print("> ");
                out.flush();
            }
            String line = lines.readLine();
            if (line == null || line.strip().equalsIgnoreCase("quit")) {
                break;
            }
            if (!play(line, !prompt)) {
                status = 1;
            }
        }
        List<String> unhandled = discord.unhandled();
        if (!unhandled.isEmpty()) {
            out.println("! REST calls the fake Discord does not serve: " + unhandled);
            status = 1;
        }
        return status;
    }

    /**
     * Does what {@code line} says and prints what follows; false if it could not be done.
     *
     * @param echo whether to print the line first (not when a person has just typed it)
     */
    boolean play(String line, boolean echo) {
        String text = line.strip();
        if (text.isEmpty()) {
            return true;
        }
        if (text.startsWith("#")) {
            out.println();
            out.println(text);
            return true;
        }
        if (!SPEAKER.matcher(text).lookingAt()) {
            out.println("! a line starts with @ann, @bob or @cy, then /command, click, choose, type or dm: " + text);
            return false;
        }
        int space = text.indexOf(' ');
        String name = text.substring(1, space).toLowerCase(Locale.ROOT);
        User user = people.get(name);
        if (user == null) {
            out.println("! nobody called " + name + " here: " + String.join(", ", people.keySet()));
            return false;
        }
        String said = text.substring(space + 1).strip();
        if (echo) {
            out.println("> " + text);
        }
        Screen.Snapshot before = screen.snapshot();
        try {
            act(user, said);
        } catch (IllegalArgumentException | IllegalStateException e) {
            out.println("! " + e.getMessage());
            return false;
        } catch (AssertionError e) {
            out.println("! " + e.getMessage());
            screen.printChanges(before, user, out);
            return false;
        }
        screen.printChanges(before, user, out);
        return true;
    }

    private void act(User user, String said) {
        String verb = said.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        String rest = said.substring(verb.length()).strip();
        if (said.startsWith("/")) {
            Command command = Command.parse(said, people);
            settle(discord.slash(user, guild.general(), command.path(), command.options()), null);
        } else if (verb.equals("type")) {
            Command command = Command.parse(rest, people);
            if (command.options().isEmpty()) {
                throw new IllegalArgumentException("type which option? e.g. type /move move:C3");
            }
            String focused =
                    command.options().keySet().stream().reduce((a, b) -> b).orElseThrow();
            List<Exchange.Choice> choices = discord.autocomplete(
                            user, guild.general(), command.path(), command.options(), focused)
                    .awaitChoices(WAIT);
            out.println("  [only " + user.name() + " sees] suggestions for " + focused + ": "
                    + (choices.isEmpty()
                            ? "none"
                            : String.join(
                                    " | ",
                                    choices.stream()
                                            .map(c -> c.name().equals(c.value())
                                                    ? c.name()
                                                    : c.name() + " (" + c.value() + ")")
                                            .toList())));
        } else if (verb.equals("click")) {
            Screen.Found found = screen.button(user, rest)
                    .orElseThrow(() -> new IllegalArgumentException(
                            "no button \"" + rest + "\" that " + user.name() + " can see"));
            settle(discord.press(user, found.message(), found.customId()), found.message());
        } else if (verb.equals("choose")) {
            Screen.Found found = screen.menuOption(user, rest)
                    .orElseThrow(() -> new IllegalArgumentException(
                            "no menu with \"" + rest + "\" that " + user.name() + " can see"));
            settle(discord.choose(user, found.message(), found.customId(), List.of(found.value())), found.message());
        } else if (verb.equals("dm")) {
            discord.dm(user, rest);
            quiet();
        } else {
            throw new IllegalArgumentException(
                    "after @" + user.name() + " comes /command, click, choose, type or dm, not \"" + verb + "\"");
        }
    }

    /** Waits for the bot's answer to the interaction, then until it has done everything that follows. */
    private void settle(Exchange exchange, Posted clicked) {
        int callback = exchange.awaitCallback(WAIT);
        if (callback == 5) { // "thinking...": the reply comes when the command is done
            exchange.awaitReply(WAIT);
        }
        if (callback == 6) { // a click taken: the bot edits the clicked message, or answers with a follow-up
            await(
                    "an edit of the clicked message or a follow-up",
                    () -> exchange.followups().isEmpty()
                            && discord.message(clicked.id()).edits() == clicked.edits());
        }
        if (callback == 9) {
            JsonNode form = exchange.awaitForm(WAIT);
            out.println("  a form opens: " + form.path("title").asText() + " (forms cannot be filled in here)");
        }
        quiet();
    }

    /**
     * Waits until nothing has changed on Discord for {@link #QUIET} and no AI is to move. AI moves come after a
     * delay, on the bot's own threads, and each is followed by a post: once no AI is left to move, that post is
     * waited for too.
     */
    private void quiet() {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<Object> last = screen.state();
        long still = System.nanoTime();
        boolean postDue = false;
        while (System.nanoTime() < deadline) {
            pause();
            List<Object> now = screen.state();
            if (!now.equals(last)) {
                last = now;
                still = System.nanoTime();
                postDue = false;
            }
            if (!database.tables().aiTurns().isEmpty()) {
                still = System.nanoTime();
                postDue = true;
            } else if (!postDue && System.nanoTime() - still >= QUIET.toNanos()) {
                return;
            }
        }
        throw new AssertionError("the bot was still busy after " + WAIT.toSeconds() + " s");
    }

    private void await(String what, java.util.function.BooleanSupplier notYet) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (notYet.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + WAIT.toSeconds() + " s for " + what);
            }
            pause();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** Stops the bot as at Ctrl-C, then the fake, and deletes the games' file. */
    @Override
    public void close() {
        try {
            process.shutdown(List.of()).run();
        } finally {
            discord.close();
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** A slash command as typed: {@code /djambi new players:4}. */
    record Command(String path, Map<String, Object> options) {
        /**
         * Reads {@code /name [subcommand...] [key:value...]}: {@code message:} takes the rest of the line, a user
         * option ({@code to}, {@code to2}, {@code to3}, {@code user}) names a person ({@code to:@bob}), and
         * {@code /move C3-D4} is {@code /move move:C3-D4}.
         */
        static Command parse(String typed, Map<String, User> people) {
            if (!typed.startsWith("/")) {
                throw new IllegalArgumentException("a command starts with /: " + typed);
            }
            Map<String, Object> options = new LinkedHashMap<>();
            String rest = typed.substring(1);
            String message = null;
            int at = rest.indexOf(" message:");
            if (at >= 0) {
                message = rest.substring(at + " message:".length()).strip();
                rest = rest.substring(0, at);
            }
            List<String> path = new ArrayList<>();
            for (String word : rest.strip().split("\\s+")) {
                int colon = word.indexOf(':');
                if (colon > 0) {
                    String key = word.substring(0, colon).toLowerCase(Locale.ROOT);
                    String value = word.substring(colon + 1);
                    options.put(
                            key, user(key, value, people).<Object>map(u -> u).orElse(value));
                } else if (path.equals(List.of("move")) && options.isEmpty()) {
                    options.put("move", word);
                } else if (options.isEmpty()) {
                    path.add(word.toLowerCase(Locale.ROOT));
                } else {
                    throw new IllegalArgumentException("\"" + word + "\" is not an option (key:value)");
                }
            }
            if (message != null) {
                options.put("message", message);
            }
            return new Command(String.join(" ", path), options);
        }

        private static Optional<User> user(String key, String value, Map<String, User> people) {
            if (!key.matches("to[23]?|user")) {
                return Optional.empty();
            }
            String name = value.startsWith("@") ? value.substring(1) : value;
            return Optional.ofNullable(people.get(name.toLowerCase(Locale.ROOT)));
        }
    }
}
