package io.djambi.bot.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads and checks the YAML config. Every refusal is one line that names the file and the key, for the admin who
 * has to fix it; a key the bot does not know is refused too, since it is most likely a typo of one it does.
 */
public final class ConfigLoader {
    /** Overrides {@code discord.token}, so the token need not be written in a file. */
    public static final String TOKEN_VARIABLE = "DJAMBI_TOKEN";

    private static final Set<String> LEVELS = Set.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR");
    private static final Pattern SNOWFLAKE = Pattern.compile("\\d{1,20}");
    private static final Pattern TOKEN_SHAPE = Pattern.compile("\\S+");
    private static final Pattern SQLITE_URL = Pattern.compile("jdbc:sqlite:.+");
    private static final Pattern POSTGRES_URL = Pattern.compile("jdbc:postgresql://\\S+");

    private static final int MAX_ECHO = 60;

    // A key written twice is refused rather than letting the last one win: one of the two is a mistake.
    private final ObjectMapper yaml = new ObjectMapper(YAMLFactory.builder()
                    .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    private final Catalogue text;

    /** @param text the words of the refusals */
    public ConfigLoader(Catalogue text) {
        this.text = text;
    }

    public Result<BotConfig> load(Path file, Map<String, String> environment) {
        String yamlText;
        try {
            yamlText = Files.readString(file);
        } catch (NoSuchFileException e) {
            return Result.rejected(text.get("config.no-such-file", file));
        } catch (IOException e) {
            return Result.rejected(text.get("config.unreadable", file, e.getMessage()));
        }
        return parse(file.toString(), yamlText, environment);
    }

    Result<BotConfig> parse(String name, String yamlText, Map<String, String> environment) {
        BotConfig config;
        try (JsonParser parser = yaml.createParser(yamlText)) {
            JsonToken first = parser.nextToken();
            // An empty file, or one of comments, '~' or a bare '---' (an empty string to the parser), holds no
            // document: every key takes its default.
            boolean empty = first == null
                    || first == JsonToken.VALUE_NULL
                    || (first == JsonToken.VALUE_STRING && parser.getText().isEmpty());
            config = empty ? null : yaml.readValue(parser, BotConfig.class);
            if (!empty && parser.nextToken() != null) {
                return Result.rejected(text.get("config.several-documents", name));
            }
        } catch (UnrecognizedPropertyException e) {
            return Result.rejected(text.get(
                    "config.unknown-key",
                    name,
                    path(e),
                    keyLine(yamlText, e).map(n -> text.get("config.at-line", n)).orElse(where(e.getLocation())),
                    e.getKnownPropertyIds().stream()
                            .map(String::valueOf)
                            .sorted()
                            .collect(Collectors.joining(", "))));
        } catch (MismatchedInputException e) {
            if (e.getPath().isEmpty()) {
                return Result.rejected(text.get("config.not-keys", name, where(e.getLocation())));
            }
            return Result.rejected(text.get("config.wrong-kind", name, path(e), where(e.getLocation())));
        } catch (JsonProcessingException e) {
            Optional<String> twice = duplicateKey(e);
            if (twice.isPresent()) {
                return Result.rejected(text.get("config.written-twice", name, twice.get(), where(e.getLocation())));
            }
            return Result.rejected(text.get("config.not-yaml", name, where(e.getLocation()), firstLine(e)));
        } catch (IOException e) {
            // Reading from a string: only the parser's own refusals, which are JsonProcessingExceptions, can come.
            return Result.rejected(text.get("config.unreadable", name, echo(String.valueOf(e.getMessage()))));
        }
        if (config == null) {
            config = new BotConfig(null, null, null, null);
        }
        String fromEnvironment = environment.get(TOKEN_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            config = config.withToken(fromEnvironment.strip());
        }
        config = config.withDatabase(config.database().withEnvironment(environment));
        return check(name, config);
    }

    private Result<BotConfig> check(String name, BotConfig config) {
        DiscordConfig d = config.discord();
        if (d.token() == null || d.token().isBlank()) {
            return Result.rejected(text.get("config.token-missing", name, TOKEN_VARIABLE));
        }
        if (!TOKEN_SHAPE.matcher(d.token()).matches()) {
            return Result.rejected(text.get("config.token-spaces", name));
        }
        if (d.restBaseUrl() != null && !d.restBaseUrl().matches("https?://\\S+")) {
            return Result.rejected(text.get("config.rest-url", name));
        }
        if (d.gatewayUrl() != null && !d.gatewayUrl().matches("wss?://\\S+")) {
            return Result.rejected(text.get("config.gateway-url", name));
        }
        if (d.guildId() != null && !SNOWFLAKE.matcher(d.guildId()).matches()) {
            return Result.rejected(text.get("config.guild-id", name));
        }
        Optional<String> shards = shardsRefusal(name, d.shards());
        if (shards.isPresent()) {
            return Result.rejected(shards.get());
        }
        DatabaseConfig db = config.database();
        if (db.path().isBlank()) {
            return Result.rejected(text.get("config.empty-database-path", name));
        }
        if (db.url() != null
                && !SQLITE_URL.matcher(db.url()).matches()
                && !POSTGRES_URL.matcher(db.url()).matches()) {
            return Result.rejected(text.get("config.database-url", name));
        }
        // Other processes would run the other shards, and an SQLite file serves one process only
        boolean partOfTheShards = d.fixedShards().filter(s -> !s.isWhole()).isPresent();
        if (partOfTheShards && !db.effectiveUrl().startsWith("jdbc:postgresql:")) {
            return Result.rejected(text.get("shards.need-postgresql", name));
        }
        String[][] texts = {
            {"discord.token", d.token()},
            {"discord.restBaseUrl", d.restBaseUrl()},
            {"discord.gatewayUrl", d.gatewayUrl()},
            {"discord.guildId", d.guildId()},
            {"database.path", db.path()},
            {"database.url", db.url()},
            {"database.user", db.user()},
            {"database.password", db.password()}
        };
        for (String[] keyAndValue : texts) {
            if (keyAndValue[1] != null && keyAndValue[1].chars().anyMatch(Character::isISOControl)) {
                return Result.rejected(text.get("config.control-character", name, keyAndValue[0]));
            }
        }
        if (!LEVELS.contains(config.logging().level())) {
            return Result.rejected(text.get("config.level", name));
        }
        // Port 0 would be a new free port at each start, which nothing could be told to scrape
        int port = config.metrics().served().orElse(1);
        if (port < 1 || port > 65535) {
            return Result.rejected(text.get("config.metrics-port", name));
        }
        for (Map.Entry<String, String> tag : config.games().forumTags().entrySet()) {
            // Discord's tag names are 1 to 20 characters
            if (!GamesConfig.DEFAULT_TAGS.containsKey(tag.getKey())
                    || tag.getValue() == null
                    || tag.getValue().isBlank()
                    || tag.getValue().length() > 20) {
                return Result.rejected(text.get("config.forum-tag", name, echo(tag.getKey())));
            }
        }
        return Result.ok(config);
    }

    /** Why {@code discord.shards} is refused, if it is: absent and {@code auto} are the same. */
    private Optional<String> shardsRefusal(String name, ShardsSetting shards) {
        if (shards == null || shards.isAuto()) {
            return Optional.empty();
        }
        if (!shards.isRange()) {
            return Optional.of(text.get("shards.word", name));
        }
        if (shards.total() == null || shards.total() < 1) {
            return Optional.of(text.get("shards.total", name));
        }
        int last = shards.total() - 1;
        if (shards.ids() == null) {
            return Optional.of(text.get("shards.ids-missing", name, last));
        }
        if (shards.within(shards.total()).isEmpty()) {
            return Optional.of(text.get("shards.ids", name, last, echo(shards.ids())));
        }
        return Optional.empty();
    }

    private static String path(JsonMappingException e) {
        return echo(e.getPath().stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining(".")));
    }

    /**
     * The line of the unknown key {@code e} names, found in the text: the parser reports where it stopped reading the
     * section, often its end (a typo on line 9 was said to be on line 32). Each key of the path is looked for after
     * the line of the one above it, as a block key ({@code key:}); empty when one is not found so (a key in braces).
     */
    static Optional<Integer> keyLine(String yamlText, JsonMappingException e) {
        List<String> lines = yamlText.lines().toList();
        int at = -1;
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() == null) {
                return Optional.empty(); // an item of a list: its key is not on a line of its own
            }
            Pattern key = Pattern.compile("^\\s*[\"']?" + Pattern.quote(r.getFieldName()) + "[\"']?\\s*:(\\s|$)");
            int found = -1;
            for (int i = at + 1; i < lines.size() && found < 0; i++) {
                found = key.matcher(lines.get(i)).find() ? i : -1;
            }
            if (found < 0) {
                return Optional.empty();
            }
            at = found;
        }
        return at < 0 ? Optional.empty() : Optional.of(at + 1);
    }

    /** The key written twice that {@code e} reports, directly or as the cause of a mapping error, if that is it. */
    private static Optional<String> duplicateKey(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StreamReadException read
                    && read.getProcessor() instanceof JsonParser parser
                    && read.getOriginalMessage() != null
                    && read.getOriginalMessage().startsWith("Duplicate field")) {
                return Optional.of(path(parser.getParsingContext()));
            }
        }
        return Optional.empty();
    }

    /** The dotted path of the key the parser is on, e.g. {@code discord.token}. */
    private static String path(JsonStreamContext context) {
        Deque<String> names = new ArrayDeque<>();
        for (JsonStreamContext c = context; c != null; c = c.getParent()) {
            if (c.getCurrentName() != null) {
                names.addFirst(c.getCurrentName());
            }
        }
        return echo(String.join(".", names));
    }

    private static String firstLine(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        return echo(message.lines().findFirst().orElse("").strip());
    }

    /**
     * Text from the file quoted in a refusal, kept to one readable line: a key may be any YAML string, line breaks
     * and all, and a refusal is one line on the admin's terminal.
     */
    private static String echo(String text) {
        StringBuilder sb = new StringBuilder();
        text.codePoints().limit(MAX_ECHO).forEach(c -> {
            if (c == '\n') {
                sb.append("\\n");
            } else if (Character.isISOControl(c)
                    || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                sb.append(String.format("\\u%04x", c));
            } else {
                sb.appendCodePoint(c);
            }
        });
        return text.codePointCount(0, text.length()) > MAX_ECHO ? sb + "..." : sb.toString();
    }

    private String where(JsonLocation location) {
        return location == null || location.getLineNr() < 1 ? "" : text.get("config.at-line", location.getLineNr());
    }
}
