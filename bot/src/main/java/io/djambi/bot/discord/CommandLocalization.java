package io.djambi.bot.discord;

import io.djambi.bot.command.ChoiceSpec;
import io.djambi.bot.command.CommandNames;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.text.Catalogue;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.localization.LocalizationFunction;

/**
 * The slash commands' names, descriptions and choices in every language the catalogue has a translation for, as
 * Discord shows them to each user in his own language. JDA asks by the path of the command tree (see
 * {@link LocalizationFunction}: {@code move.name}, {@code djambi.new.name}, {@code djambi.new.description}); this maps
 * each path to the catalogue key the declaration names, or {@link CommandNames#key} for a name. {@code djambi} itself
 * (the game's name), the options' names and the choices' values stay English: they are typed
 * ({@code /djambi neu players:4}). Discord sends the English names back in the interaction whatever the user saw, so
 * the dispatch reads the same names in every language.
 */
final class CommandLocalization implements LocalizationFunction {
    private final Map<String, String> keys;
    private final Map<DiscordLocale, Catalogue> translations;

    private CommandLocalization(Map<String, String> keys, Map<DiscordLocale, Catalogue> translations) {
        this.keys = Map.copyOf(keys);
        this.translations = translations;
    }

    /** The localisation of these commands, from {@code english} and every translation found beside it. */
    static CommandLocalization of(List<CommandSpec> specs, Catalogue english) {
        Map<String, String> keys = new HashMap<>();
        keys.put(CommandSpec.DJAMBI + ".description", CommandSpec.DJAMBI_DESCRIPTION);
        for (CommandSpec spec : specs) {
            String path = spec.name().replace(' ', '.');
            keys.put(path + ".name", CommandNames.key(spec.name()));
            keys.put(path + ".description", spec.descriptionKey());
            for (OptionSpec option : spec.options()) {
                String optionPath = path + ".options." + option.name();
                keys.put(optionPath + ".description", option.descriptionKey());
                for (ChoiceSpec choice : option.choices()) {
                    keys.put(
                            optionPath + ".choices." + jdaName(english.get(choice.labelKey())) + ".name",
                            choice.labelKey());
                }
            }
        }
        Map<DiscordLocale, Catalogue> translations = new EnumMap<>(DiscordLocale.class);
        for (DiscordLocale locale : DiscordLocale.values()) {
            if (locale == DiscordLocale.UNKNOWN) {
                continue;
            }
            Catalogue translated = english.forLocale(Locale.forLanguageTag(locale.getLocale()));
            if (translated.isTranslated() && !translated.locale().getLanguage().equals("en")) {
                translations.put(locale, translated);
            }
        }
        return new CommandLocalization(keys, translations);
    }

    @Override
    public Map<DiscordLocale, String> apply(String localizationKey) {
        String key = keys.get(localizationKey);
        Map<DiscordLocale, String> said = new EnumMap<>(DiscordLocale.class);
        if (key != null) {
            translations.forEach((locale, text) -> said.put(locale, text.get(key)));
        }
        return said;
    }

    /** A name as JDA writes it in a path: lower case, spaces as underscores. */
    private static String jdaName(String name) {
        return name.toLowerCase(Locale.ROOT).replace(' ', '_');
    }
}
