package io.djambi.bot.guide;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.ChoiceSpec;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandRequest;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reply;
import io.djambi.bot.text.Catalogue;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code /djambi rules [topic]}: one page of the illustrated guide, only for the one who asked, with Previous, Next
 * and a menu of every page under it. The buttons and the menu send the same command with the page they lead to.
 */
public final class GuideCommands implements CommandGroup {
    /** The option that names the page. */
    public static final String TOPIC = "topic";

    static final CommandSpec RULES = CommandSpec.djambi(
            "rules",
            "command.djambi.rules.description",
            OptionSpec.text(TOPIC, "option.djambi.rules.topic.description")
                    .choices(Arrays.stream(GuideTopic.values())
                            .map(t -> new ChoiceSpec(t.titleKey(), t.id()))
                            .toArray(ChoiceSpec[]::new)));
    /** Every command this group declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(RULES);

    private final Guide guide;
    private final Catalogue text;

    public GuideCommands(Guide guide, Catalogue text) {
        this.guide = guide;
        this.text = text;
    }

    @Override
    public List<Command> commands() {
        return List.of(Command.of(RULES, r -> List.of(answer(r))));
    }

    private Reply answer(CommandRequest request) {
        Optional<String> asked = request.option(TOPIC).filter(s -> !s.isBlank());
        Optional<GuideTopic> topic = asked.isEmpty() ? Optional.of(GuideTopic.GOAL) : asked.flatMap(GuideTopic::byId);
        if (topic.isEmpty()) {
            String names = guide.topics().stream().map(GuideTopic::id).collect(Collectors.joining(", "));
            return new Reply.Private(text.get("guide.unknown-topic", asked.get(), names));
        }
        GuidePage page = guide.page(topic.get());
        return new Reply.Private(
                text.get("guide.page", page.title(), page.number(), page.count(), page.text()),
                List.of(new Reply.Attachment(page.fileName(), page.picture())),
                new Reply.GuidePages(menu(), page.number()));
    }

    /** Every page as the menu lists it: its title, and its name as the command takes it. */
    private List<Choice> menu() {
        return guide.topics().stream()
                .map(t -> new Choice(text.get(t.titleKey()), t.id()))
                .toList();
    }
}
