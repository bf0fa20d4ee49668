package io.djambi.render;

import io.djambi.engine.model.Position;
import io.djambi.engine.review.TurningPoint;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * A turning point of a review as a small board: the position before the move, the move played as a solid arrow in the
 * mover's colour, and the engine's better move as a dashed arrow of the same colour edged in gold, so that the two
 * read apart in grey too. The words ("Move 41, Blue: H3-F5 lost 22%...") go in the message, not on the picture.
 * Thread-safe, like the {@link BoardRenderer} it draws with.
 */
public final class TurningPointPicture {
    /** Small enough for several in one message, big enough to read the pieces' letters on a phone. */
    public static final int WIDTH = 480;

    private final BoardRenderer renderer;

    public TurningPointPicture(BoardRenderer renderer) {
        this.renderer = renderer;
    }

    public TurningPointPicture() {
        this(new BoardRenderer());
    }

    /** {@value #WIDTH} px wide, the mover at the bottom, no header. */
    public static RenderOptions options(TurningPoint point) {
        return RenderOptions.defaults()
                .withWidth(WIDTH)
                .withBottom(point.mover())
                .withHeader(false);
    }

    /** The picture with {@link #options(TurningPoint)}. */
    public BufferedImage render(Position before, TurningPoint point) {
        return render(before, point, options(point));
    }

    /**
     * The picture with the caller's options (its size, names, words); any moves they draw are replaced by the two.
     *
     * @param before the position the move was played in, the game's position {@code point.index()}
     */
    public BufferedImage render(Position before, TurningPoint point, RenderOptions options) {
        return renderer.render(before, options.withMoves(moves(point)));
    }

    public byte[] png(Position before, TurningPoint point) {
        return png(before, point, options(point));
    }

    public byte[] png(Position before, TurningPoint point, RenderOptions options) {
        return renderer.png(before, options.withMoves(moves(point)));
    }

    /** The better move under the one played: where both leave one square, the played arrow stays whole on top. */
    static List<DrawnMove> moves(TurningPoint point) {
        return List.of(
                new DrawnMove(point.better(), point.mover(), DrawnMove.Style.SUGGESTED),
                new DrawnMove(point.played(), point.mover()));
    }
}
