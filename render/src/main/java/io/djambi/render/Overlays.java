package io.djambi.render;

import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import io.djambi.engine.rules.Rules;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;

/** The last move (arrows and markers) and the legal targets of a selected piece, drawn over the board. */
final class Overlays {
    private final Theme theme;
    private final BoardGeometry geo;

    Overlays(Theme theme, BoardGeometry geo) {
        this.theme = theme;
        this.geo = geo;
    }

    /** Square tints, drawn under the pieces. */
    void lastMoveSquares(Graphics2D g, Move move) {
        tint(g, move.from(), 110);
        tint(g, move.destination(), 170);
        if (move instanceof Move.MazeAction || move instanceof Move.MazeAssassination) {
            tint(g, Square.MAZE, 110);
        }
    }

    /** Arrows and markers, drawn over the pieces. */
    void lastMoveArrows(Graphics2D g, Move move) {
        List<Square> path = new ArrayList<>();
        path.add(move.from());
        Square displacedFrom = null;
        Square placedOn = null;
        switch (move) {
            case Move.Step s -> path.add(s.to());
            case Move.Displace d -> {
                path.add(d.to());
                displacedFrom = d.to();
                placedOn = d.place();
            }
            case Move.Assassination a -> path.add(a.to());
            case Move.ReporterKill r -> {
                path.add(r.to());
                victim(g, r.victim());
            }
            case Move.MazeAssassination m -> {
                path.add(Square.MAZE);
                path.add(m.exit());
            }
            case Move.MazeAction m -> {
                path.add(Square.MAZE);
                path.add(m.exit());
                displacedFrom = Square.MAZE;
                placedOn = m.place();
            }
        }
        arrow(g, path, PieceArt.withAlpha(new Color(0xC0392B), 200), false);
        if (placedOn != null) {
            arrow(g, List.of(displacedFrom, placedOn), PieceArt.withAlpha(theme.placement(), 210), true);
            ring(g, placedOn, theme.placement());
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
            boolean occupied = !position.board().isEmpty(t);
            double cx = geo.centreX(t);
            double cy = geo.centreY(t);
            g.setColor(PieceArt.withAlpha(theme.selection(), 190));
            if (occupied) {
                g.setStroke(new BasicStroke(geo.cell() * 0.07f));
                g.draw(PieceArt.circle(cx, cy, geo.cell() * 0.46));
            } else {
                g.fill(PieceArt.circle(cx, cy, geo.cell() * 0.13));
            }
            if (t.equals(target)) {
                for (Square p : placesOf(m)) {
                    smallSquare(g, p);
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

    private void tint(Graphics2D g, Square s, int alpha) {
        g.setColor(PieceArt.withAlpha(theme.lastMove(), alpha));
        g.fill(geo.bounds(s));
    }

    private void ring(Graphics2D g, Square s, Color c) {
        g.setColor(c);
        g.setStroke(new BasicStroke(geo.cell() * 0.06f));
        Rectangle b = geo.bounds(s);
        int inset = Math.round(geo.cell() * 0.06f);
        g.drawRect(b.x + inset, b.y + inset, b.width - 2 * inset, b.height - 2 * inset);
    }

    private void smallSquare(Graphics2D g, Square s) {
        double w = geo.cell() * 0.22;
        g.setColor(PieceArt.withAlpha(theme.placement(), 200));
        g.fill(new java.awt.geom.Rectangle2D.Double(geo.centreX(s) - w / 2, geo.centreY(s) - w / 2, w, w));
    }

    private void victim(Graphics2D g, Square s) {
        double cx = geo.centreX(s);
        double cy = geo.centreY(s);
        double d = geo.cell() * 0.42;
        g.setColor(PieceArt.withAlpha(new Color(0xC0392B), 220));
        g.setStroke(new BasicStroke(geo.cell() * 0.07f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(cx - d, cy - d, cx + d, cy + d));
        g.draw(new Line2D.Double(cx - d, cy + d, cx + d, cy - d));
    }

    private void arrow(Graphics2D g, List<Square> path, Color colour, boolean dashed) {
        float w = geo.cell() * 0.07f;
        g.setColor(colour);
        g.setStroke(
                dashed
                        ? new BasicStroke(
                                w,
                                BasicStroke.CAP_ROUND,
                                BasicStroke.JOIN_ROUND,
                                10f,
                                new float[] {w * 1.5f, w * 1.5f},
                                0f)
                        : new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        double x1 = geo.centreX(path.get(path.size() - 1));
        double y1 = geo.centreY(path.get(path.size() - 1));
        double x0 = geo.centreX(path.get(path.size() - 2));
        double y0 = geo.centreY(path.get(path.size() - 2));
        double angle = Math.atan2(y1 - y0, x1 - x0);
        double back = geo.cell() * 0.30; // stop short so the head sits beside the piece, not on it
        double hx = x1 - Math.cos(angle) * back;
        double hy = y1 - Math.sin(angle) * back;
        Path2D shaft = new Path2D.Double();
        shaft.moveTo(geo.centreX(path.get(0)), geo.centreY(path.get(0)));
        for (int i = 1; i < path.size() - 1; i++) {
            shaft.lineTo(geo.centreX(path.get(i)), geo.centreY(path.get(i)));
        }
        shaft.lineTo(hx, hy);
        g.draw(shaft);
        double head = geo.cell() * 0.22;
        Path2D tip = new Path2D.Double();
        tip.moveTo(hx + Math.cos(angle) * head * 0.6, hy + Math.sin(angle) * head * 0.6);
        tip.lineTo(hx + Math.cos(angle + 2.5) * head, hy + Math.sin(angle + 2.5) * head);
        tip.lineTo(hx + Math.cos(angle - 2.5) * head, hy + Math.sin(angle - 2.5) * head);
        tip.closePath();
        g.fill(tip);
    }
}
