package io.djambi.bot.dispatch;

import io.djambi.bot.command.Choice;
import io.djambi.bot.command.Command;
import io.djambi.bot.command.CommandGroup;
import io.djambi.bot.command.CommandSpec;
import io.djambi.bot.command.OptionSpec;
import io.djambi.bot.command.Reach;
import io.djambi.bot.press.PressService;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The press: {@code /whisper} (also in a DM with the bot, so registered globally), {@code /djambi press}, the Reply
 * button's form under a whisper, plain DMs to the bot and the Send and Cancel buttons of their drafts. The commands
 * that deliver something answer once each delivery has had its outcome.
 */
public final class PressCommands implements CommandGroup {
    /** The request names of the press that do not come from a slash command. */
    public static final String WHISPER_REPLY = "whisper-reply";

    public static final String DIRECT_MESSAGE = "dm";
    public static final String DRAFT_SEND = "dm-send";
    public static final String DRAFT_CANCEL = "dm-cancel";

    static final CommandSpec WHISPER = CommandSpec.slash(
            "whisper",
            "command.whisper.description",
            Reach.ANYWHERE,
            OptionSpec.user("to", "option.whisper.to.description").required(),
            OptionSpec.text("message", "option.whisper.message.description")
                    .required()
                    .max(PressService.MAX_LENGTH),
            OptionSpec.text("game", "option.whisper.game.description").autocomplete(),
            OptionSpec.user("to2", "option.whisper.to2.description"),
            OptionSpec.user("to3", "option.whisper.to3.description"));
    static final CommandSpec PRESS = CommandSpec.djambi(
            "press",
            "command.djambi.press.description",
            OptionSpec.integer("page", "option.djambi.press.page.description").min(1),
            OptionSpec.GAME);
    static final CommandSpec REPLY = CommandSpec.internal(
            WHISPER_REPLY,
            "command.whisper-reply.description",
            OptionSpec.integer("whisper", "option.whisper-reply.whisper.description")
                    .required(),
            OptionSpec.text("message", "option.whisper-reply.message.description")
                    .required());
    static final CommandSpec DM = CommandSpec.internal(
            DIRECT_MESSAGE,
            "command.dm.description",
            OptionSpec.text("message", "option.dm.message.description").required());
    static final CommandSpec SEND = CommandSpec.internal(
            DRAFT_SEND,
            "command.dm-send.description",
            OptionSpec.integer("draft", "option.dm-send.draft.description").required());
    static final CommandSpec CANCEL = CommandSpec.internal(
            DRAFT_CANCEL,
            "command.dm-cancel.description",
            OptionSpec.integer("draft", "option.dm-cancel.draft.description").required());
    /** Every command the press declares, for the registration. */
    public static final List<CommandSpec> DECLARED = List.of(WHISPER, PRESS, REPLY, DM, SEND, CANCEL);

    private final PressService press;

    public PressCommands(PressService press) {
        this.press = press;
    }

    @Override
    public List<Command> commands() {
        return List.of(
                Command.async(WHISPER, press::whisper)
                        .suggestedBy((user, channel, option, typed) -> press.gameChoices(user, typed).stream()
                                .map(c -> new Choice(c.label(), c.value()))
                                .toList()),
                Command.of(PRESS, press::threads),
                Command.async(REPLY, press::replyTo),
                Command.async(DM, press::relay),
                Command.async(SEND, press::confirmDraft),
                Command.async(CANCEL, r -> CompletableFuture.completedFuture(press.cancelDraft(r))));
    }
}
