package io.djambi.bot.game;

import io.djambi.engine.model.Square;
import io.djambi.render.RenderOptions;

/** How a picker step's marks are drawn: the renderer's options for them. */
final class PickerPicture {
    private PickerPicture() {}

    /**
     * {@code options} with {@code marks} drawn. The renderer shows a selected piece's targets, and for a chosen
     * target its placements: the piece once one is chosen, and the square it acts on once that is chosen too.
     */
    static RenderOptions marked(RenderOptions options, PickerMarks marks) {
        if (marks.pieces().size() != 1) {
            return options;
        }
        Square piece = marks.pieces().iterator().next();
        Square target = marks.take().size() == 1 && !marks.place().isEmpty()
                ? marks.take().iterator().next()
                : null;
        return options.withSelection(piece, target);
    }
}
