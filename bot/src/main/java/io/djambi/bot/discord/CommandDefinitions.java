package io.djambi.bot.discord;

import io.djambi.bot.command.ChoiceSpec;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.dispatch.Declarations;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * The slash commands the bot registers, made from the command groups' own declarations ({@link Declarations}):
 * {@code /djambi <subcommand>} and {@code /move} in a game's channel, {@code /whisper} also in a DM with the bot.
 * Internal commands (buttons, forms, DMs) are not registered. Names are a contract; the descriptions and the
 * choices' labels are the declarations' keys looked up in the message catalogue.
 */
final class CommandDefinitions {
    private CommandDefinitions() {}

    static List<SlashCommandData> all(Catalogue text) {
        return Stream.concat(inServers(text).stream(), anywhere(text).stream()).toList();
    }

    /** {@code /whisper}: also used in a DM with the bot, where only a global command can be. */
    static List<SlashCommandData> anywhere(Catalogue text) {
        return slashCommands(text, Reach.ANYWHERE, InteractionContextType.GUILD, InteractionContextType.BOT_DM);
    }

    /** {@code /djambi} and {@code /move}: used in a game's channel only. */
    static List<SlashCommandData> inServers(Catalogue text) {
        return slashCommands(text, Reach.SERVER, InteractionContextType.GUILD);
    }

    /** One slash command per root name; {@code /djambi}'s declarations become its subcommands. */
    private static List<SlashCommandData> slashCommands(
            Catalogue text, Reach reach, InteractionContextType... contexts) {
        CommandLocalization localization = CommandLocalization.of(Declarations.reaching(reach), text);
        Map<String, List<CommandSpec>> byRoot = Declarations.reaching(reach).stream()
                .collect(Collectors.groupingBy(CommandSpec::root, java.util.LinkedHashMap::new, Collectors.toList()));
        return byRoot.entrySet().stream()
                .map(e -> {
                    List<CommandSpec> specs = e.getValue();
                    if (specs.get(0).sub().isEmpty()) {
                        return Commands.slash(e.getKey(), text.get(specs.get(0).descriptionKey()))
                                .setLocalizationFunction(localization)
                                .setContexts(contexts)
                                .addOptions(options(specs.get(0), text));
                    }
                    return Commands.slash(e.getKey(), text.get(CommandSpec.DJAMBI_DESCRIPTION))
                            .setLocalizationFunction(localization)
                            .setContexts(contexts)
                            .addSubcommands(specs.stream()
                                    .map(s -> new SubcommandData(s.sub().orElseThrow(), text.get(s.descriptionKey()))
                                            .addOptions(options(s, text)))
                                    .toList());
                })
                .toList();
    }

    private static List<OptionData> options(CommandSpec spec, Catalogue text) {
        return spec.options().stream().map(o -> option(o, text)).toList();
    }

    static OptionData option(OptionSpec o, Catalogue text) {
        OptionData data =
                new OptionData(type(o.type()), o.name(), text.get(o.descriptionKey()), o.mandatory(), o.suggested());
        for (ChoiceSpec c : o.choices()) {
            data.addChoice(text.get(c.labelKey()), c.value());
        }
        if (o.type() == OptionSpec.Type.TEXT && o.hasMax()) {
            data.setMaxLength((int) o.max());
        }
        if (o.type() == OptionSpec.Type.INTEGER && o.hasMin()) {
            data.setMinValue(o.min());
        }
        if (o.type() == OptionSpec.Type.INTEGER && o.hasMax()) {
            data.setMaxValue(o.max());
        }
        if (o.type() == OptionSpec.Type.FORUM) {
            data.setChannelTypes(ChannelType.FORUM);
        }
        return data;
    }

    private static OptionType type(OptionSpec.Type type) {
        return switch (type) {
            case TEXT -> OptionType.STRING;
            case INTEGER -> OptionType.INTEGER;
            case BOOLEAN -> OptionType.BOOLEAN;
            case USER -> OptionType.USER;
            case FILE -> OptionType.ATTACHMENT;
            case FORUM -> OptionType.CHANNEL;
        };
    }
}
