package io.djambi.bot.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.djambi.engine.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
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

    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    public Result<BotConfig> load(Path file, Map<String, String> environment) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            return Result.rejected(file + ": no such file (copy config.example.yml to start from)");
        } catch (IOException e) {
            return Result.rejected(file + ": cannot be read (" + e.getMessage() + ")");
        }
        return parse(file.toString(), text, environment);
    }

    Result<BotConfig> parse(String name, String text, Map<String, String> environment) {
        BotConfig config;
        try {
            config = text.isBlank() ? new BotConfig(null, null, null) : yaml.readValue(text, BotConfig.class);
        } catch (UnrecognizedPropertyException e) {
            return Result.rejected(name + ": unknown key '" + path(e) + "'" + where(e.getLocation()) + "; known keys there: "
                    + e.getKnownPropertyIds().stream().map(String::valueOf).sorted().collect(Collectors.joining(", ")));
        } catch (MismatchedInputException e) {
            return Result.rejected(name + ": key '" + path(e) + "' has a value of the wrong kind" + where(e.getLocation()));
        } catch (JsonProcessingException e) {
            String first = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().lines().findFirst().orElse("");
            return Result.rejected(name + ": not valid YAML" + where(e.getLocation()) + ": " + first.strip());
        }
        if (config == null) {
            config = new BotConfig(null, null, null);
        }
        String fromEnvironment = environment.get(TOKEN_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            config = config.withToken(fromEnvironment.strip());
        }
        return check(name, config);
    }

    private static Result<BotConfig> check(String name, BotConfig config) {
        DiscordConfig d = config.discord();
        if (d.token() == null || d.token().isBlank()) {
            return Result.rejected(name + ": key 'discord.token' is missing (or set the " + TOKEN_VARIABLE
                    + " environment variable)");
        }
        if (!TOKEN_SHAPE.matcher(d.token()).matches()) {
            return Result.rejected(name + ": key 'discord.token' must not contain spaces");
        }
        if (d.restBaseUrl() != null && !d.restBaseUrl().matches("https?://\\S+")) {
            return Result.rejected(name + ": key 'discord.restBaseUrl' must be an http:// or https:// URL");
        }
        if (d.gatewayUrl() != null && !d.gatewayUrl().matches("wss?://\\S+")) {
            return Result.rejected(name + ": key 'discord.gatewayUrl' must be a ws:// or wss:// URL");
        }
        if (d.guildId() != null && !SNOWFLAKE.matcher(d.guildId()).matches()) {
            return Result.rejected(name + ": key 'discord.guildId' must be a server id (digits only)");
        }
        if (config.database().path().isBlank()) {
            return Result.rejected(name + ": key 'database.path' must not be empty");
        }
        if (!LEVELS.contains(config.logging().level())) {
            return Result.rejected(name + ": key 'logging.level' must be one of TRACE, DEBUG, INFO, WARN, ERROR");
        }
        return Result.ok(config);
    }

    private static String path(JsonMappingException e) {
        return e.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining("."));
    }

    private static String where(JsonLocation location) {
        return location == null || location.getLineNr() < 1 ? "" : " (line " + location.getLineNr() + ")";
    }
}
