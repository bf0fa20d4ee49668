package io.djambi.bot.tryout;

import com.fasterxml.jackson.databind.JsonNode;
import io.djambi.bot.fakediscord.Attachment;
import io.djambi.bot.fakediscord.FakeDiscord;
import io.djambi.bot.fakediscord.Posted;
import io.djambi.bot.fakediscord.User;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the people of the tryout see on the fake Discord, in words: each message of the bot with its text, files,
 * buttons and menus, whom it pinged and who alone sees it; and the buttons and menus they can click.
 */
final class Screen {
    private static final Pattern USER = Pattern.compile("<@!?(\\d+)>");
    private static final Pattern CHANNEL = Pattern.compile("<#(\\d+)>");
    private static final Pattern TIME = Pattern.compile("<t:(-?\\d+)(?::([tTdDfFR]))?>");
    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);
    private static final byte[] GIF = {'G', 'I', 'F'};

    /** A button or a menu's option someone can use, on its message. */
    record Found(Posted message, String customId, String value) {}

    /** Every message as it was at one moment. */
    record Snapshot(Map<String, Posted> messages) {}

    private final FakeDiscord discord;
    private final String botId;
    /** A channel's id to how it is shown: "#general", "DM to bob". */
    private final Map<String, String> channels;

    /** Where each file attached is written, if anywhere. */
    private final Optional<Path> files;

    private final Map<String, String> names = new HashMap<>();
    /** The short number of each message of the bot, in the order they were seen. */
    private final Map<String, Integer> numbers = new HashMap<>();
    /** Who alone sees each ephemeral message: the person whose command or click it answers. */
    private final Map<String, User> owners = new HashMap<>();

    /** @param files where to write each file attached, or empty */
    Screen(FakeDiscord discord, Map<String, String> channels, List<User> people, Optional<Path> files) {
        this.discord = discord;
        this.files = files;
        this.botId = discord.bot().id();
        this.channels = Map.copyOf(channels);
        people.forEach(u -> names.put(u.id(), u.name()));
        names.put(botId, "Djambi");
    }

    Snapshot snapshot() {
        Map<String, Posted> all = new LinkedHashMap<>();
        discord.allMessages().forEach(m -> all.put(m.id(), m));
        return new Snapshot(all);
    }

    /** Something that changes whenever a message is made, edited or deleted. */
    List<Object> state() {
        return discord.allMessages().stream()
                .<Object>map(m -> m.id() + "/" + m.edits() + "/" + m.deleted())
                .toList();
    }

    /** Prints what the bot made, edited and deleted since {@code before}, {@code actor} having acted. */
    void printChanges(Snapshot before, User actor, PrintStream out) {
        for (Posted m : discord.allMessages()) {
            if (!m.authorId().equals(botId)) {
                continue;
            }
            Posted old = before.messages().get(m.id());
            if (old == null) {
                if (m.deleted()) {
                    continue; // made and taken back while the bot answered: nobody saw it
                }
                numbers.putIfAbsent(m.id(), numbers.size() + 1);
                if (m.ephemeral()) {
                    owners.put(m.id(), actor);
                }
                out.println(header(m, "") + pings(m));
                body(m).forEach(line -> out.println("    | " + line));
            } else if (m.deleted() && !old.deleted()) {
                out.println(header(m, " deleted"));
            } else if (m.edits() > old.edits()) {
                boolean sameText =
                        m.text().equals(old.text()) && m.attachments().equals(old.attachments()) && !old.loading();
                if (sameText) {
                    List<String> controls = controls(m);
                    out.println(header(m, " edited: ")
                            + (controls.isEmpty() ? "no buttons now" : String.join("; ", controls)));
                } else {
                    out.println(header(m, " edited") + (old.loading() ? pings(m) : ""));
                    body(m).forEach(line -> out.println("    | " + line));
                }
            }
        }
    }

    private String header(Posted m, String what) {
        String where = m.ephemeral()
                ? "only "
                        + Optional.ofNullable(owners.get(m.id()))
                                .map(User::name)
                                .orElse("one person") + " sees"
                : channels.getOrDefault(m.channelId(), "channel " + m.channelId());
        return "  [" + where + "] message " + numbers.getOrDefault(m.id(), 0) + what;
    }

    private String pings(Posted m) {
        return m.pinged().isEmpty()
                ? ""
                : ", pings "
                        + String.join(
                                " ",
                                m.pinged().stream()
                                        .map(id -> "@" + names.getOrDefault(id, id))
                                        .toList());
    }

    /** The message's lines as a reader sees them: text, embeds, files, then buttons and menus. */
    private List<String> body(Posted m) {
        List<String> lines = new ArrayList<>();
        if (m.loading()) {
            lines.add("(Djambi is thinking...)");
        }
        addText(lines, m.content());
        for (JsonNode e : m.embeds()) {
            addText(lines, e.path("author").path("name").asText(""));
            addText(lines, e.path("title").asText(""));
            addText(lines, e.path("description").asText(""));
            for (JsonNode f : e.path("fields")) {
                addText(
                        lines,
                        f.path("name").asText("") + ": " + f.path("value").asText(""));
            }
            addText(lines, e.path("footer").path("text").asText(""));
            if (e.path("image").hasNonNull("url")) {
                lines.add("picture: " + e.path("image").path("url").asText());
            }
        }
        for (Attachment a : m.attachments()) {
            lines.add("file: " + a.filename() + " (" + kind(a) + ", " + size(a.bytes().length) + ")"
                    + files.map(dir -> " -> " + written(dir, m, a)).orElse(""));
        }
        lines.addAll(controls(m));
        return lines;
    }

    /**
     * Writes the file in {@code dir} as {@code m<message>-<name>}, or {@code m<message>-<n>-<name>} for the n-th
     * file of that name on that message (a picker's next step); returns its path.
     */
    private String written(Path dir, Posted m, Attachment a) {
        String prefix = "m" + numbers.getOrDefault(m.id(), 0) + "-";
        String name = a.filename().replaceAll("[^\\w.-]", "_");
        try {
            Files.createDirectories(dir);
            Path file = dir.resolve(prefix + name);
            for (int n = 2; Files.exists(file); n++) {
                file = dir.resolve(prefix + n + "-" + name);
            }
            return Files.write(file, a.bytes()).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void addText(List<String> lines, String text) {
        if (!text.isBlank()) {
            lines.addAll(List.of(readable(text).split("\n", -1)));
        }
    }

    /** Mentions, channels and timestamps as Discord's reader shows them. */
    private String readable(String text) {
        String shown = replace(USER, text, m -> "@" + names.getOrDefault(m.group(1), m.group(1)));
        shown = replace(CHANNEL, shown, m -> channels.getOrDefault(m.group(1), "#" + m.group(1)));
        return replace(TIME, shown, m -> {
            Instant at = Instant.ofEpochSecond(Long.parseLong(m.group(1)));
            return "R".equals(m.group(2)) ? relative(at) : WHEN.format(at);
        });
    }

    /** A relative timestamp, roughly as Discord words it: "in 24 hours", "3 minutes ago". */
    private static String relative(Instant at) {
        long seconds = java.time.Duration.between(Instant.now(), at).toSeconds();
        long size = Math.abs(seconds);
        String span = size < 90
                ? size + " seconds"
                : size < 90 * 60
                        ? Math.round(size / 60.0) + " minutes"
                        : size < 48 * 3600
                                ? Math.round(size / 3600.0) + " hours"
                                : Math.round(size / 86400.0) + " days";
        return seconds >= 0 ? "in " + span : span + " ago";
    }

    private static String replace(Pattern pattern, String text, java.util.function.Function<Matcher, String> by) {
        Matcher m = pattern.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(by.apply(m)));
        }
        return m.appendTail(sb).toString();
    }

    private static String kind(Attachment a) {
        byte[] b = a.bytes();
        if (a.isPng() && b.length > 24) {
            ByteBuffer header = ByteBuffer.wrap(b);
            return "PNG " + header.getInt(16) + "x" + header.getInt(20);
        }
        if (b.length > 10 && b[0] == GIF[0] && b[1] == GIF[1] && b[2] == GIF[2]) {
            ByteBuffer header = ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            return "GIF " + header.getShort(6) + "x" + header.getShort(8);
        }
        return a.filename().endsWith(".txt") ? "text" : a.contentType();
    }

    private static String size(int bytes) {
        return bytes < 1024 ? bytes + " B" : String.format(Locale.ROOT, "%.1f kB", bytes / 1024.0);
    }

    /** One line per row of buttons or per menu. */
    private List<String> controls(Posted m) {
        List<String> lines = new ArrayList<>();
        for (JsonNode row : m.components()) {
            List<String> buttons = new ArrayList<>();
            for (JsonNode c : row.path("components")) {
                switch (c.path("type").asInt()) {
                    case 2 ->
                        buttons.add("["
                                + c.path("emoji").path("name").asText("")
                                + (c.path("emoji").hasNonNull("name") && c.hasNonNull("label") ? " " : "")
                                + c.path("label").asText("")
                                + (c.path("disabled").asBoolean(false) ? " (disabled)" : "")
                                + (c.hasNonNull("url") ? " -> " + c.path("url").asText() : "")
                                + "]");
                    case 3 -> {
                        List<String> options = new ArrayList<>();
                        c.path("options")
                                .forEach(o -> options.add(o.path("label").asText()));
                        lines.add("menu \"" + c.path("placeholder").asText("") + "\": " + String.join(" | ", options));
                    }
                    default -> buttons.add("(component " + c.path("type").asInt() + ")");
                }
            }
            if (!buttons.isEmpty()) {
                lines.add("buttons: " + String.join(" ", buttons));
            }
        }
        return lines;
    }

    /**
     * The newest message {@code user} sees with a button labelled {@code label}, or whose custom id is or ends with
     * it ({@code join} is {@code djambi:join}, in any language).
     */
    Optional<Found> button(User user, String label) {
        String wanted = label.toLowerCase(Locale.ROOT);
        for (Predicate<JsonNode> match : List.<Predicate<JsonNode>>of(
                c -> c.path("label").asText("").equalsIgnoreCase(wanted)
                        || c.path("custom_id").asText("").equalsIgnoreCase(wanted)
                        || c.path("custom_id")
                                .asText("")
                                .toLowerCase(Locale.ROOT)
                                .endsWith(":" + wanted),
                c -> c.path("label").asText("").toLowerCase(Locale.ROOT).contains(wanted))) {
            for (Posted m : visibleTo(user)) {
                for (JsonNode c : flat(m)) {
                    if (c.path("type").asInt() == 2
                            && c.hasNonNull("custom_id")
                            && !c.path("disabled").asBoolean(false)
                            && match.test(c)) {
                        return Optional.of(new Found(m, c.get("custom_id").asText(), null));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The newest menu {@code user} sees with an option labelled {@code label} (or of that value). */
    Optional<Found> menuOption(User user, String label) {
        String wanted = label.toLowerCase(Locale.ROOT);
        for (Predicate<JsonNode> match : List.<Predicate<JsonNode>>of(
                o -> o.path("label").asText("").equalsIgnoreCase(wanted)
                        || o.path("value").asText("").equalsIgnoreCase(wanted),
                o -> o.path("label").asText("").toLowerCase(Locale.ROOT).startsWith(wanted),
                o -> o.path("label").asText("").toLowerCase(Locale.ROOT).contains(wanted))) {
            for (Posted m : visibleTo(user)) {
                for (JsonNode c : flat(m)) {
                    if (c.path("type").asInt() != 3 || c.path("disabled").asBoolean(false)) {
                        continue;
                    }
                    for (JsonNode o : c.path("options")) {
                        if (match.test(o)) {
                            return Optional.of(new Found(
                                    m,
                                    c.get("custom_id").asText(),
                                    o.path("value").asText()));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The bot's messages {@code user} sees, newest first: the channel's, his DMs, and those only he sees. */
    private List<Posted> visibleTo(User user) {
        String dm = discord.dmChannel(user);
        List<Posted> seen = new ArrayList<>(discord.allMessages().stream()
                .filter(m -> m.authorId().equals(botId) && !m.deleted())
                .filter(m -> m.ephemeral()
                        ? user.equals(owners.get(m.id()))
                        : channels.containsKey(m.channelId())
                                && (!isDm(m) || m.channelId().equals(dm)))
                .toList());
        java.util.Collections.reverse(seen);
        return seen;
    }

    private static boolean isDm(Posted m) {
        return m.guildId() == null;
    }

    private static List<JsonNode> flat(Posted m) {
        List<JsonNode> all = new ArrayList<>();
        m.components().forEach(c -> flatten(c, all));
        return all;
    }

    private static void flatten(JsonNode c, List<JsonNode> all) {
        all.add(c);
        c.path("components").forEach(child -> flatten(child, all));
        if (c.has("accessory")) {
            flatten(c.get("accessory"), all);
        }
    }
}
