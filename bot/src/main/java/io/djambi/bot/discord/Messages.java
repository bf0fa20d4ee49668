package io.djambi.bot.discord;

import io.djambi.bot.command.Reply;
import io.djambi.bot.command.UserText;
import io.djambi.bot.press.Courier;
import io.djambi.bot.press.PressService;
import io.djambi.bot.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * Turns the game layer's replies into Discord messages: text within Discord's limits, files, buttons, and the
 * picker's step (its board, one select menu of 25 at most, Back, More and Cancel). Every message states its allowed mentions:
 * only the users a public reply names (the player to move, the players of a game that ended) are pinged, and nothing
 * else that its text may hold, a user, a role, {@code @everyone} or {@code @here}, pings anyone. The words of the
 * buttons, menus and forms come from the catalogue it is made with.
 */
final class Messages {
    static final int MAX_CONTENT = 2000;
    static final int MAX_OPTIONS = 25;
    static final String PLAY = "play";
    /** No mention type is parsed from any text: only the users a message names by id are pinged. */
    private static final List<Message.MentionType> NONE = List.of();

    private final Catalogue text;

    Messages(Catalogue text) {
        this.text = text;
    }

    /** The catalogue these messages take their words from, for the few sentences their senders add. */
    Catalogue text() {
        return text;
    }

    /** The same messages with private answers' words in {@code language}, the reader's. */
    Messages speaking(Locale language) {
        return new Messages(text.forLocale(language));
    }

    MessageCreateData publicPost(Reply.Public reply) {
        // Parsing no mention type and naming the users: only they are pinged (allowing USER would ping any <@id>)
        MessageCreateBuilder b = new MessageCreateBuilder()
                .setContent(fit(reply.text()))
                .setAllowedMentions(NONE)
                .mentionUsers(reply.mentions());
        b.setFiles(files(reply.files()));
        // A public post's buttons are in its game's language, which its controls carry
        switch (reply.controls()) {
            case Reply.LobbyControls l -> {
                Catalogue game = text.forLocale(l.language());
                b.setComponents(ActionRow.of(
                        Button.primary(ComponentIds.lobby(ComponentIds.JOIN, l.tableId()), game.get("button.join")),
                        Button.secondary(ComponentIds.lobby(ComponentIds.LEAVE, l.tableId()), game.get("button.leave")),
                        Button.secondary(
                                ComponentIds.lobby(ComponentIds.ADD_AI, l.tableId()), game.get("button.add-ai")),
                        Button.success(ComponentIds.lobby(ComponentIds.START, l.tableId()), game.get("button.start"))));
            }
            case Reply.BoardControls c ->
                b.setComponents(ActionRow.of(Button.primary(
                        ComponentIds.makeAMove(c.tableId(), c.version()),
                        text.forLocale(c.language()).get("button.make-a-move"))));
            case Reply.DrawOffer d -> {
                Catalogue game = text.forLocale(d.language());
                b.setComponents(ActionRow.of(
                        Button.success(ComponentIds.drawAnswer("accept", d), game.get("button.accept")),
                        Button.secondary(ComponentIds.drawAnswer("decline", d), game.get("button.decline"))));
            }
            case Reply.SeatOffer o -> {
                Catalogue game = text.forLocale(o.language());
                b.setComponents(ActionRow.of(
                        Button.success(ComponentIds.seatAnswer("accept", o), game.get("button.take-offered-seat")),
                        Button.secondary(ComponentIds.seatAnswer("decline", o), game.get("button.decline"))));
            }
            case Reply.SeatWanted w ->
                b.setComponents(ActionRow.of(Button.primary(
                        ComponentIds.takeTheSeat(w),
                        text.forLocale(w.language()).get("button.take-the-seat"))));
            case Reply.TakebackOffer t -> {
                Catalogue game = text.forLocale(t.language());
                b.setComponents(ActionRow.of(
                        Button.success(ComponentIds.takebackAnswer("accept", t), game.get("button.accept-takeback")),
                        Button.secondary(ComponentIds.takebackAnswer("decline", t), game.get("button.decline"))));
            }
            default -> {} // the press's controls are only ever on private answers
        }
        return b.build();
    }

    MessageCreateData privateMessage(Reply.Private reply) {
        MessageCreateBuilder b = new MessageCreateBuilder()
                .setContent(fit(reply.text()))
                .setAllowedMentions(NONE)
                .setFiles(files(reply.files()));
        switch (reply.controls()) {
            case Reply.PressPages p ->
                b.setComponents(ActionRow.of(
                        Button.secondary(
                                        ComponentIds.pressPage(p.tableId(), p.page() - 1),
                                        text.get("button.previous-page"))
                                .withDisabled(p.page() <= 1),
                        Button.secondary(
                                        ComponentIds.pressPage(p.tableId(), p.page() + 1), text.get("button.next-page"))
                                .withDisabled(p.page() >= p.pages())));
            case Reply.DraftControls d ->
                b.setComponents(ActionRow.of(
                        Button.primary(ComponentIds.DRAFT_SEND + d.draftId(), label(d.sendLabel())),
                        Button.secondary(ComponentIds.DRAFT_CANCEL + d.draftId(), text.get("button.cancel"))));
            case Reply.ConfirmControls c ->
                b.setComponents(ActionRow.of(
                        c.action().equals("draw")
                                ? Button.primary(ComponentIds.confirm(c), text.get("button.confirm"))
                                : Button.danger(ComponentIds.confirm(c), text.get("button.confirm")),
                        // Its own word: in German, Italian and Czech "cancel" is the word for aborting the game
                        // ("Abbrechen" under "Diese Partie abbrechen?", found by the play-test)
                        Button.secondary(ComponentIds.CANCEL, text.get("button.cancel-confirm"))));
            case Reply.GuidePages g -> b.setComponents(GuidePath.rows(g, text));
            case Reply.TakebackAsk t ->
                b.setComponents(
                        ActionRow.of(Button.secondary(ComponentIds.takebackAsk(t), text.get("button.take-back"))));
            default -> {} // a private answer has no lobby, board or draw offer buttons
        }
        return b.build();
    }

    /** A whisper as its recipient gets it: the text (no one pinged), and a button to answer. */
    static MessageCreateData whisper(Courier.DirectMessage message) {
        return new MessageCreateBuilder()
                .setContent(fit(message.text()))
                .setAllowedMentions(NONE)
                .setComponents(ActionRow.of(
                        Button.secondary(ComponentIds.REPLY + message.whisperId(), label(message.replyLabel()))))
                .build();
    }

    /** The form the Reply button opens. */
    Modal replyForm(long whisperId) {
        return Modal.create(ComponentIds.REPLY + whisperId, text.get("form.reply.title"))
                .addComponents(Label.of(
                        text.get("form.reply.answer"),
                        TextInput.create(ComponentIds.MESSAGE_FIELD, TextInputStyle.PARAGRAPH)
                                .setRequiredRange(1, PressService.MAX_LENGTH)
                                .build()))
                .build();
    }

    /** A step of the picker: its words, its board, its menu (one page, 25 at most), then Back, More and Cancel. */
    MessageCreateData picker(Reply.Picker reply) {
        StringSelectMenu.Builder menu =
                StringSelectMenu.create(ComponentIds.pickerView(reply.view())).setPlaceholder(text.get("menu.choose"));
        for (Reply.PickerChoice c :
                reply.choices().subList(0, Math.min(MAX_OPTIONS, reply.choices().size()))) {
            menu.addOption(
                    label(c.label()),
                    c.value().isEmpty() ? PLAY : c.value(),
                    c.description().isEmpty() ? null : label(c.description()));
        }
        List<Button> buttons = new ArrayList<>();
        for (Reply.PickerLink link : reply.links()) {
            buttons.add(
                    link.enabled()
                            ? Button.secondary(ComponentIds.pickerView(link.to()), label(link.label()))
                            : Button.secondary(ComponentIds.PICK_FIRST, label(link.label()))
                                    .asDisabled());
        }
        buttons.add(Button.danger(ComponentIds.CANCEL, text.get("button.cancel")));
        return new MessageCreateBuilder()
                .setContent(fit(reply.text()))
                .setAllowedMentions(NONE)
                .setFiles(files(reply.files()))
                .setComponents(ActionRow.of(menu.build()), ActionRow.of(buttons))
                .build();
    }

    /** A short answer for the sender's eyes only (ephemeral, or in his DM), pinging nobody. */
    MessageCreateData privateMessage(String answer) {
        return privateMessage(new Reply.Private(answer));
    }

    /**
     * The same message as an edit that replaces everything (text, files, components) of the one edited, with the
     * same allowed mentions, stated again.
     */
    static MessageEditData replacing(MessageCreateData data) {
        return MessageEditBuilder.fromCreateData(data)
                .setReplace(true)
                .setAllowedMentions(NONE)
                .mentionUsers(data.getMentionedUsers())
                .build();
    }

    private static List<FileUpload> files(List<Reply.Attachment> files) {
        return files.stream()
                .map(f -> FileUpload.fromData(f.bytes(), f.fileName()))
                .toList();
    }

    private static String fit(String content) {
        return shortened(content, MAX_CONTENT);
    }

    /** A button's or an option's label: plain text (no markdown there, so a name's escapes would show). */
    static String label(String words) {
        return shortened(UserText.plain(words), 100);
    }

    /** At most {@code max} UTF-16 units (Discord's count), never ending in half of a surrogate pair. */
    static String shortened(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = max - 1;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "\u2026";
    }
}
