package io.djambi.bot.discord;

import static io.djambi.bot.discord.InteractionRequests.request;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.Reply;
import io.djambi.bot.discord.Answers.Origin;
import io.djambi.bot.guide.GuideCommands;
import io.djambi.bot.text.Catalogue;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;

/**
 * The controls under a page of {@code /djambi rules}: Previous and Next ({@code djambi:rules:<page>}) and a menu of
 * every page ({@code djambi:rules-menu}). They turn the page in place, on a message only the clicker sees; any
 * other use is refused and edits nothing.
 */
final class GuidePath {
    static final String PAGE = "djambi:rules:";
    static final String MENU = "djambi:rules-menu";
    /** A page's name as the guide writes it; a forged id is only ever a string. */
    private static final Pattern NAME = Pattern.compile("[a-z-]{1,30}");

    private final CommandRunner runner;

    GuidePath(CommandRunner runner) {
        this.runner = runner;
    }

    /** Whether {@code id} is one of the guide's controls. */
    static boolean owns(String id) {
        return id != null && (id.startsWith(PAGE) || id.equals(MENU));
    }

    /** Previous and Next, then the menu; Previous is off on the first page and Next on the last. */
    static List<ActionRow> rows(Reply.GuidePages controls, Catalogue text) {
        List<Choice> pages = controls.pages();
        int at = controls.page() - 1;
        String previous = pages.get(Math.max(0, at - 1)).value();
        String next = pages.get(Math.min(pages.size() - 1, at + 1)).value();
        StringSelectMenu.Builder menu = StringSelectMenu.create(MENU).setPlaceholder(text.get("guide.menu"));
        for (int i = 0; i < pages.size() && i < Messages.MAX_OPTIONS; i++) {
            Choice page = pages.get(i);
            menu.addOptions(
                    SelectOption.of(Messages.label(page.label()), page.value()).withDefault(i == at));
        }
        return List.of(
                ActionRow.of(
                        Button.secondary(PAGE + previous, text.get("button.previous-page"))
                                .withDisabled(at <= 0),
                        Button.secondary(PAGE + next, text.get("button.next-page"))
                                .withDisabled(at >= pages.size() - 1)),
                ActionRow.of(menu.build()));
    }

    void button(ButtonInteractionEvent event) {
        String name =
                event.getComponentId().substring(Math.min(event.getComponentId().length(), PAGE.length()));
        turn(event, Optional.of(name).filter(n -> NAME.matcher(n).matches()));
    }

    void select(StringSelectInteractionEvent event) {
        Optional<String> name = event.getValues().size() == 1
                ? Optional.of(event.getValues().get(0)).filter(v -> OwnMessage.offers(event, v))
                : Optional.empty();
        turn(event, name);
    }

    /** Shows page {@code name} in place of the page clicked on. */
    private void turn(GenericComponentInteractionCreateEvent event, Optional<String> name) {
        if (name.isEmpty() || !OwnMessage.isPrivateWith(event)) {
            runner.refuse(event, runner.said(event).get(InteractionListener.NOT_THIS_MESSAGE));
            return;
        }
        CommandRequest request = request(event, "djambi", "rules", Map.of(GuideCommands.TOPIC, name.get()));
        Trace trace = Trace.of(event);
        runner.acknowledgeThenRun(event, event.deferEdit(), request, Origin.PRIVATE_MESSAGE, trace);
    }
}
