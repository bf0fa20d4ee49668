package io.djambi.bot.discord;

import io.djambi.bot.command.Dispatcher;
import io.djambi.bot.command.OptionSpec;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The choices Discord shows while an option is typed. Cheap (no rendering; at most a read of the game, mostly held in
 * memory, and beside games' cards one indexed query for them): answered on JDA's thread, well within Discord's three
 * seconds.
 */
final class Autocomplete {
    private static final Logger log = LoggerFactory.getLogger(InteractionListener.class); // the edge's one name

    private final Dispatcher dispatcher;
    private final Underway underway;

    Autocomplete(Dispatcher dispatcher, Underway underway) {
        this.dispatcher = dispatcher;
        this.underway = underway;
    }

    void suggest(CommandAutoCompleteInteractionEvent event) {
        String option = event.getFocusedOption().getName();
        String typed = event.getFocusedOption().getValue();
        try {
            underway.queue(
                    event.replyChoices(dispatcher
                            .suggest(
                                    event.getFullCommandName(),
                                    option,
                                    event.getUser().getId(),
                                    event.getChannelId(),
                                    typed,
                                    InteractionRequests.language(event.getUserLocale()),
                                    // the game named so far, where a channel holds several: the moves are its
                                    Optional.ofNullable(event.getOption(OptionSpec.GAME_NAME))
                                            .map(OptionMapping::getAsString))
                            .stream()
                            .map(c -> new Command.Choice(Messages.label(c.label()), c.value()))
                            .toList()),
                    shown -> {},
                    // a choice typed on, or Discord closed at the stop's deadline: nothing to tell anyone
                    failure -> log.debug("Suggestions for /{} not shown: {}", event.getName(), failure.getMessage()));
        } catch (RuntimeException e) { // no answer but choices is possible here: the log line is what is left
            Trace.of(event).failed(log, "Suggestions for /" + event.getName(), e);
        }
    }
}
