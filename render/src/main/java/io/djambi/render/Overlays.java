package io.djambi.render;

import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.util.List;

/**
 * Squares pointed out over the board: the {@link Marks} of a guide or move picker, and the legal targets of a selected
 * piece. Each kind has its own shape, edged in the theme's outline colour, and none reaches the middle of an occupied
 * square, where the piece's letter is.
 */
final class Overlays {
    private final Theme theme;
    private final BoardGeometry geo;

    Overlays(Theme theme, BoardGeometry geo) {
        this.theme = theme;
        this.geo = geo;
    }

    /** Rings, dots, corner brackets and hollow diamonds, drawn over the pieces. */
    void marks(Graphics2D g, Position position, Marks marks) {
        for (Square s : marks.pieces()) {
            edged(g, PieceArt.circle(geo.centreX(s), geo.centreY(s), geo.cell() * 0.46), theme.selection(), 0.06f);
        }
        for (Square s : marks.reach()) {
            dot(g, s, theme.selection());
        }
        for (Square s : marks.take()) {
            edged(g, brackets(s), theme.take(), 0.07f);
        }
        for (Square s : marks.place()) {
            // A piece may put a corpse on the square it leaves, or a place may hold a piece as the board stands:
            // there the diamond goes in a corner, clear of the piece's letter, which must still say what it is
            if (marks.pieces().contains(s) || !position.board().isEmpty(s)) {
                edged(g, cornerDiamond(s), theme.placement(), 0.05f);
            } else {
                edged(g, diamond(s), theme.placement(), 0.06f);
            }
        }
    }

    /** The selected piece, its targets, and for a chosen target the placements it leads to. */
    void selection(Graphics2D g, Position position, Square selected, Square target) {
        Rectangle b = geo.bounds(selected);
        g.setColor(theme.selection());
        g.setStroke(new BasicStroke(Math.max(2f, geo.cell() * 0.06f)));
        g.drawRect(b.x + 2, b.y + 2, b.width - 4, b.height - 4);
        for (Move m : Rules.legalMovesFrom(position, selected)) {
            Square t = m.target();
            if (position.board().isEmpty(t)) {
                dot(g, t, theme.selection());
            } else {
                edged(g, brackets(t), theme.take(), 0.07f);
            }
            if (t.equals(target)) {
                for (Square p : placesOf(m)) {
                    edged(g, diamond(p), theme.placement(), 0.06f);
                }
            }
        }
    }

    private static List<Square> placesOf(Move m) {
        return switch (m) {
            case Move.Displace d -> List.of(d.place());
            case Move.MazeAction x -> List.of(x.exit(), x.place());
            case Move.MazeAssassination x -> List.of(x.exit());
            case Move.ReporterKill r -> List.of(r.victim());
            default -> List.of();
        };
    }

    private void dot(Graphics2D g, Square s, Color colour) {
        double r = geo.cell() * 0.14;
        g.setColor(theme.outline());
        g.fill(PieceArt.circle(geo.centreX(s), geo.centreY(s), r + edge()));
        g.setColor(colour);
        g.fill(PieceArt.circle(geo.centreX(s), geo.centreY(s), r));
    }

    /** An outline drawn as a stroke {@code share} of a square wide, edged on both sides. */
    private void edged(Graphics2D g, Shape outline, Color colour, float share) {
        float w = geo.cell() * share;
        g.setColor(theme.outline());
        g.setStroke(new BasicStroke(w + 2 * edge(), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(outline);
        g.setColor(colour);
        g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(outline);
    }

    private float edge() {
        return Math.max(1f, geo.cell() * 0.02f);
    }

    /** Four L-shaped corners inside the square, clear of the piece in its middle. */
    private Shape brackets(Square s) {
        Rectangle b = geo.bounds(s);
        double in = geo.cell() * 0.09;
        double arm = geo.cell() * 0.26;
        Path2D p = new Path2D.Double();
        double[][] corners = {
            {b.x + in, b.y + in, 1, 1},
            {b.getMaxX() - in, b.y + in, -1, 1},
            {b.x + in, b.getMaxY() - in, 1, -1},
            {b.getMaxX() - in, b.getMaxY() - in, -1, -1}
        };
        for (double[] c : corners) {
            p.moveTo(c[0] + c[2] * arm, c[1]);
            p.lineTo(c[0], c[1]);
            p.lineTo(c[0], c[1] + c[3] * arm);
        }
        return p;
    }

    /** A hollow diamond: a place to lay a piece, unlike the filled dot of a square to move to. */
    private Shape diamond(Square s) {
        return diamond(geo.centreX(s), geo.centreY(s), geo.cell() * 0.22);
    }

    /** A small hollow diamond in the lower right corner of a square that holds a piece. */
    private Shape cornerDiamond(Square s) {
        Rectangle b = geo.bounds(s);
        double d = geo.cell() * 0.14;
        return diamond(b.getMaxX() - d - geo.cell() * 0.03, b.getMaxY() - d - geo.cell() * 0.03, d);
    }

    private static Shape diamond(double cx, double cy, double d) {
        Path2D p = new Path2D.Double();
        p.moveTo(cx, cy - d);
        p.lineTo(cx + d, cy);
        p.lineTo(cx, cy + d);
        p.lineTo(cx - d, cy);
        p.closePath();
        return p;
    }
}
