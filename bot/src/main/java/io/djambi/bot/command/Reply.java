package io.djambi.bot.command;

import java.util.List;
import java.util.Objects;

/**
 * What the bot answers: only to the sender (ephemeral), a public post, or a step of the move picker (ephemeral).
 * No Discord type: the adapter turns these into messages, files, buttons and select menus.
 */
public sealed interface Reply permits Reply.Private, Reply.Public, Reply.Picker {

    /** A file sent with a message: the board image, or a game record. */
    record Attachment(String fileName, byte[] bytes) {
        public Attachment {
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(bytes, "bytes");
        }

        public boolean isImage() {
            return fileName.endsWith(".png") || fileName.endsWith(".gif");
        }
    }

    /** The buttons under a message. */
    sealed interface Controls permits NoControls, LobbyControls, BoardControls, PressPages, DraftControls, GuidePages {}

    record NoControls() implements Controls {}

    /** Join, Leave, Start under a lobby. */
    record LobbyControls() implements Controls {}

    /** "Make a move" under a board, valid only while the game is still at {@code version}. */
    record BoardControls(long tableId, int version) implements Controls {}

    /** Older and Newer under one page of a player's whispers ({@code page} counts from 1). */
    record PressPages(long tableId, int page, int pages) implements Controls {}

    /** Previous, Next and a menu of every page under a page of the rules: {@code page} counts from 1 in {@code pages}. */
    record GuidePages(List<Choice> pages, int page) implements Controls {
        public GuidePages {
            pages = List.copyOf(pages);
        }
    }

    /** Send and Cancel under a plain DM that waits for its sender to confirm the recipient. */
    record DraftControls(long draftId, String sendLabel) implements Controls {}

    /** Seen only by the person who sent the command (or, in a DM with the bot, the answer there). */
    record Private(String text, List<Attachment> files, Controls controls) implements Reply {
        public Private {
            Objects.requireNonNull(text, "text");
            files = List.copyOf(files);
            Objects.requireNonNull(controls, "controls");
        }

        public Private(String text, List<Attachment> files) {
            this(text, files, new NoControls());
        }

        public Private(String text) {
            this(text, List.of());
        }
    }

    /** A new message in the channel; {@code mentions} are user ids to ping (a new message, so the ping notifies). */
    record Public(String text, List<Attachment> files, List<String> mentions, Controls controls) implements Reply {
        public Public {
            Objects.requireNonNull(text, "text");
            files = List.copyOf(files);
            mentions = List.copyOf(mentions);
            Objects.requireNonNull(controls, "controls");
        }

        public static Public text(String text) {
            return new Public(text, List.of(), List.of(), new NoControls());
        }

        public boolean hasBoard() {
            return files.stream().anyMatch(Attachment::isImage);
        }
    }

    /**
     * One step of the move picker, shown only to the player: the move so far ({@code picked}, in notation) and the
     * legal ways to go on. Valid only while the game is still at {@code version}.
     */
    record Picker(String text, long tableId, int version, String picked, List<PickerChoice> choices) implements Reply {
        public Picker {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(picked, "picked");
            choices = List.copyOf(choices);
        }
    }

    /**
     * One choice of the picker: {@code value} is what it adds to the move in notation (empty: play the move as it
     * stands), {@code label} says it in words.
     */
    record PickerChoice(String value, String label) {}
}
