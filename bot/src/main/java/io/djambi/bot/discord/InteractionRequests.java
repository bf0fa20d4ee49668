package io.djambi.bot.discord;

import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.UserText;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.Interaction;

/**
 * The bot's plain request for an interaction: who (his display name made safe, {@link UserText}, here where it enters
 * the bot), where, whether he moderates the channel and whether he may manage the server, and the command with its
 * options.
 */
final class InteractionRequests {
    private InteractionRequests() {}

    static CommandRequest request(Interaction event, String name, String sub, Map<String, String> options) {
        Member member = event.getMember();
        String shown =
                member != null ? member.getEffectiveName() : event.getUser().getEffectiveName();
        String guildId = event.getGuild() != null ? event.getGuild().getId() : "";
        return new CommandRequest(
                event.getUser().getId(),
                UserText.name(shown),
                guildId,
                event.getChannelId(),
                isModerator(event, member),
                name,
                sub,
                options,
                language(event.getUserLocale()),
                language(event.getGuild() != null ? event.getGuildLocale() : event.getUserLocale()),
                managesServer(member));
    }

    /** The language Discord names; English when it names none (an unknown locale, or an event without one). */
    static Locale language(DiscordLocale locale) {
        return locale == null || locale == DiscordLocale.UNKNOWN
                ? Locale.ENGLISH
                : Locale.forLanguageTag(locale.getLocale());
    }

    /** The options of a step of the move picker: the game and its version, the move so far, and whether to play it. */
    static Map<String, String> pickOptions(long tableId, int version, String picked, boolean play) {
        Map<String, String> options = new HashMap<>();
        options.put("table", Long.toString(tableId));
        options.put("version", Integer.toString(version));
        options.put("picked", picked);
        if (play) {
            options.put("play", "yes");
        }
        return options;
    }

    /** Whether the member may manage the server: choose for it with {@code /djambi settings}. */
    private static boolean managesServer(Member member) {
        try {
            return member != null && member.hasPermission(Permission.MANAGE_SERVER);
        } catch (RuntimeException e) { // no permissions in the interaction: not a manager
            return false;
        }
    }

    private static boolean isModerator(Interaction event, Member member) {
        try {
            return member != null && member.hasPermission(event.getGuildChannel(), Permission.MANAGE_CHANNEL);
        } catch (RuntimeException e) { // no channel or permissions in the interaction: not a moderator
            return false;
        }
    }
}
