package io.djambi.bot.game;

import io.djambi.bot.command.Reply;
import io.djambi.bot.command.Reply.PickerView;
import io.djambi.bot.text.Catalogue;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import io.djambi.render.BoardRenderer;
import io.djambi.render.RenderOptions;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The steps of the private move picker behind the Make a move button: each step is the legal next parts of the move
 * in words, on a board (seen from the player's corner) that marks them. Stateless: where the picker is travels in the
 * ids of its menu and buttons ({@link PickerView}).
 */
final class MovePicker {
    private static final Logger log = LoggerFactory.getLogger(MovePicker.class);

    private final BoardRenderer renderer;
    private final MoveWords words;
    private final PickerPages pages;
    private final Catalogue text;

    MovePicker(BoardRenderer renderer, Catalogue text) {
        this.renderer = renderer;
        this.words = new MoveWords(text);
        this.pages = new PickerPages(text);
        this.text = text;
    }

    /** What a step of the picker decided: a whole move to play, or the next step to show (or a refusal). */
    sealed interface Outcome permits Play, Show {}

    record Play(Move move) implements Outcome {}

    record Show(List<Reply> replies) implements Outcome {}

    /**
     * The step at {@code view} for the player to move in {@code table}. A part that finishes a move with no other way
     * to go on, or "as it stands" ({@code play}), plays it.
     */
    Outcome step(Table table, PickerView view, boolean play) {
        Position position = table.game().position();
        PickerStep step = PickerStep.of(position, view.picked(), Rules.legalMoves(position), words, text);
        Optional<Move> whole = step.whole();
        if (whole.isPresent() && (play || !step.goesOn())) {
            return new Play(whole.get());
        }
        var all = step.choices();
        if (all.isEmpty()) {
            return new Show(List.of(new Reply.Private(text.get("play.picker.gone"))));
        }
        PickerPages.Page page = pages.page(view, all);
        String said = step.prompt();
        List<Reply.Attachment> files = List.of();
        try {
            files = List.of(new Reply.Attachment("djambi-picker.png", renderer.png(position, options(table, step))));
        } catch (RuntimeException e) {
            // The choices are in words too: the step is still usable without its picture
            log.error("Table {}: the picker's board could not be drawn", table.id(), e);
            said += " " + text.get("post.no-picture");
        }
        return new Show(List.of(new Reply.Picker(said, files, view, page.choices(), page.links())));
    }

    /**
     * What a typed beginning that several moves fit answers: {@code said} (the moves in words), then the picker opened
     * where they part ({@link PickerStep#sharedBeginning}), so a player on a phone picks instead of typing again;
     * {@code said} alone when they start from different squares.
     */
    List<Reply> choosing(Table table, List<Move> moves, String said) {
        String shared = PickerStep.sharedBeginning(moves);
        if (!shared.isEmpty()
                && step(table, new PickerView(table.id(), table.version(), shared, "1"), false) instanceof Show s
                && s.replies().size() == 1
                && s.replies().get(0) instanceof Reply.Picker p) {
            return List.of(new Reply.Picker(said + "\n\n" + p.text(), p.files(), p.view(), p.choices(), p.links()));
        }
        return Reply.privately(said);
    }

    /** The board from the mover's corner, with the step's marks, its words in the mover's language. */
    private RenderOptions options(Table table, PickerStep step) {
        Colour mover = table.game().position().toMove().orElseThrow();
        Map<Colour, String> names = new EnumMap<>(Colour.class);
        table.seats().forEach((c, s) -> names.put(c, Seat.plain(s.nameIn(text))));
        return RenderOptions.defaults()
                .withNames(names)
                .withBottom(mover)
                .withMarks(step.marks())
                .withWords(BoardText.of(text));
    }

    /** The board of the step at {@code picked}, as it is drawn: for the tests that hold it to the step's marks. */
    RenderOptions options(Table table, String picked) {
        Position position = table.game().position();
        return options(table, PickerStep.of(position, picked, Rules.legalMoves(position), words, text));
    }
}
