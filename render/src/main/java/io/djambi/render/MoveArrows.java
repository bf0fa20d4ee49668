package io.djambi.render;

import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Square;
import io.djambi.engine.move.Move;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The moves drawn on a board: each an arrow in its mover's colour with a dark edge, drawn under the pieces so it never
 * hides a letter, its head stopping at the edge of the piece it brought; a placed piece or corpse ringed, with a
 * dashed arrow from where it was lifted; numbered badges when there are several moves.
 */
final class MoveArrows {
    /** One move as drawn: its colour, its number (0 when it is the only one) and its style. */
    record Arrow(Move move, Color colour, int number, DrawnMove.Style style) {
        Arrow(Move move, Color colour, int number) {
            this(move, colour, number, DrawnMove.Style.PLAYED);
        }
    }

    /** Where the victim's cross stops short of the square's centre, in cells: clear of the letter. */
    static final double VICTIM_GAP = 0.24;

    private final Theme theme;
    private final BoardGeometry geo;

    MoveArrows(Theme theme, BoardGeometry geo) {
        this.theme = theme;
        this.geo = geo;
    }

    /** The arrows the options ask for, read against the drawn position for a last move's colour. */
    List<Arrow> arrows(Position position, RenderOptions options) {
        List<Arrow> arrows = new ArrayList<>();
        List<DrawnMove> moves = options.moves();
        // only moves played are numbered, in the order they were played: a suggestion has no place in it
        long played =
                moves.stream().filter(d -> d.style() == DrawnMove.Style.PLAYED).count();
        int next = 1;
        for (DrawnMove d : moves) {
            int number = d.style() == DrawnMove.Style.PLAYED && played > 1 ? next++ : 0;
            arrows.add(new Arrow(d.move(), theme.camp(d.mover()), number, d.style()));
        }
        options.lastMove()
                .ifPresent(m -> arrows.add(
                        new Arrow(m, moverOf(position, m).map(theme::camp).orElse(theme.neutralMove()), 0)));
        return arrows;
    }

    /** The player who controls the piece standing on the move's destination, if one stands there. */
    static Optional<Colour> moverOf(Position position, Move move) {
        int cell = position.board().cell(move.destination().index());
        if (cell == Cell.EMPTY || cell == Cell.CORPSE) {
            return Optional.empty();
        }
        Colour camp = Colour.of(Cell.camp(cell));
        return Optional.of(position.controllerOf(camp).orElse(camp));
    }

    /** Square tints and arrows, drawn under the pieces of {@code position}. */
    void under(Graphics2D g, Position position, List<Arrow> arrows) {
        for (Arrow a : arrows) {
            tint(g, a.move().from(), 110);
            tint(g, a.move().destination(), 170);
            if (a.move().target().isMaze()) {
                tint(g, Square.MAZE, 110);
            }
        }
        for (Arrow a : arrows) {
            List<Square> path = path(a.move());
            boolean suggested = a.style() == DrawnMove.Style.SUGGESTED;
            arrow(g, position, path, a.colour(), suggested, suggested);
            carried(a.move())
                    .ifPresent(p -> arrow(g, position, List.of(p.lifted(), p.laid()), a.colour(), true, suggested));
        }
    }

    /**
     * The dashed arrow of a placement, unless it runs back along the move's first leg (an Assassin's victim laid where
     * he came from, a corpse put on the square the killer left): drawn over the move's own arrow it hid it and left a
     * line with a head at each end, the move unreadable (the rules guide's first picture); the ring on the square
     * where the corpse lies says it alone.
     */
    static Optional<Placement> carried(Move move) {
        List<Square> path = path(move);
        return placed(move)
                .filter(p -> !(p.lifted().equals(path.get(1)) && p.laid().equals(path.get(0))));
    }

    /** Rings on placed pieces, a cross on a Reporter's victim, numbers: drawn over the pieces, clear of letters. */
    void over(Graphics2D g, Position position, List<Arrow> arrows) {
        for (Arrow a : arrows) {
            placed(a.move())
                    .filter(p -> !moverStillOn(position, a.move(), p.laid()))
                    .ifPresent(p -> ring(g, p.laid()));
            if (a.move() instanceof Move.ReporterKill r) {
                victim(g, r.victim());
            }
        }
        for (Arrow a : arrows) {
            if (a.number() > 0) {
                badge(g, position, a);
            }
        }
    }

    /**
     * Whether {@code laid} is the square the move leaves and its mover still stands there: a board drawn before the
     * move (a review's turning point). A ring there circled the mover and read as his selection; once the move is
     * made, the corpse lies there and is ringed.
     */
    private static boolean moverStillOn(Position position, Move move, Square laid) {
        int cell = position.board().cell(laid.index());
        return laid.equals(move.from()) && cell != Cell.EMPTY && cell != Cell.CORPSE;
    }

    /** The squares the moving piece passes through: a maze action goes in and out of the maze. */
    static List<Square> path(Move move) {
        return move.target().isMaze()
                ? List.of(move.from(), Square.MAZE, move.destination())
                : List.of(move.from(), move.destination());
    }

    /** Where a piece or corpse was lifted from and laid on. */
    record Placement(Square lifted, Square laid) {}

    static Optional<Placement> placed(Move move) {
        return switch (move) {
            case Move.Displace d -> Optional.of(new Placement(d.to(), d.place()));
            case Move.MazeAction m -> Optional.of(new Placement(Square.MAZE, m.place()));
            case Move.Assassination a -> Optional.of(new Placement(a.to(), a.from()));
            case Move.MazeAssassination m -> Optional.of(new Placement(Square.MAZE, m.from()));
            case Move.Step s -> Optional.empty();
            case Move.ReporterKill r -> Optional.empty();
        };
    }

    /** The badge's centre: the square the move left when nothing stands there now, else the first leg's middle. */
    private double[] badgeCentre(Position position, Move move) {
        List<Square> path = path(move);
        Square from = path.get(0);
        if (position.board().isEmpty(from)) {
            return new double[] {geo.centreX(from), geo.centreY(from)};
        }
        Square next = path.get(1);
        return new double[] {(geo.centreX(from) + geo.centreX(next)) / 2, (geo.centreY(from) + geo.centreY(next)) / 2};
    }

    private void badge(Graphics2D g, Position position, Arrow a) {
        double[] c = badgeCentre(position, a.move());
        double r = badgeRadius(geo.cell());
        g.setColor(theme.outline());
        g.fill(PieceArt.circle(c[0], c[1], r + outlineWidth()));
        g.setColor(a.colour());
        g.fill(PieceArt.circle(c[0], c[1], r));
        g.setFont(Fonts.bold(badgeFontSize(geo.cell())));
        FontMetrics fm = g.getFontMetrics();
        String text = String.valueOf(a.number());
        g.setColor(PieceArt.inkOn(a.colour()));
        g.drawString(text, (float) (c[0] - fm.stringWidth(text) / 2.0), (float)
                (c[1] + badgeFontSize(geo.cell()) * Fonts.CAP_HEIGHT / 2.0));
    }

    static double badgeRadius(int cell) {
        return cell * 0.2;
    }

    static float badgeFontSize(int cell) {
        return cell * 0.27f;
    }

    private float outlineWidth() {
        return Math.max(1.5f, geo.cell() * 0.025f);
    }

    private void tint(Graphics2D g, Square s, int alpha) {
        g.setColor(PieceArt.withAlpha(theme.lastMove(), alpha));
        g.fill(geo.bounds(s));
    }

    private void ring(Graphics2D g, Square s) {
        java.awt.Rectangle b = geo.bounds(s);
        int inset = Math.round(geo.cell() * 0.06f);
        java.awt.Rectangle r =
                new java.awt.Rectangle(b.x + inset, b.y + inset, b.width - 2 * inset, b.height - 2 * inset);
        g.setColor(theme.outline());
        g.setStroke(new BasicStroke(geo.cell() * 0.06f + 2 * outlineWidth()));
        g.draw(r);
        g.setColor(theme.placement());
        g.setStroke(new BasicStroke(geo.cell() * 0.06f));
        g.draw(r);
    }

    /**
     * A cross on a Reporter's victim, its four arms outside the middle of the square: a picture that shows the kill
     * before it is made (the rules guide, a review's better move) has the victim still standing there, and a whole
     * cross hid his letter, which says who dies.
     */
    private void victim(Graphics2D g, Square s) {
        double cx = geo.centreX(s);
        double cy = geo.centreY(s);
        double d = geo.cell() * 0.42;
        double gap = geo.cell() * VICTIM_GAP;
        for (int pass = 0; pass < 2; pass++) {
            float w = geo.cell() * 0.07f + (pass == 0 ? 2 * outlineWidth() : 0);
            g.setColor(pass == 0 ? theme.outline() : theme.take());
            g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            for (int sx = -1; sx <= 1; sx += 2) {
                for (int sy = -1; sy <= 1; sy += 2) {
                    g.draw(new Line2D.Double(cx + sx * d, cy + sy * d, cx + sx * gap, cy + sy * gap));
                }
            }
        }
    }

    /**
     * A shaft through {@code path} and a head whose tip reaches the edge of the piece on the last square; a suggested
     * move's arrow is edged in a band, wider, so that it reads apart from a move played even in grey.
     */
    private void arrow(
            Graphics2D g, Position position, List<Square> path, Color colour, boolean dashed, boolean suggested) {
        float w = geo.cell() * 0.08f;
        Square last = path.get(path.size() - 1);
        Square before = path.get(path.size() - 2);
        double x1 = geo.centreX(last);
        double y1 = geo.centreY(last);
        double angle = Math.atan2(y1 - geo.centreY(before), x1 - geo.centreX(before));
        double head = geo.cell() * 0.24;
        double tipBack = tipBack(position.board().isEmpty(last));
        double tx = x1 - Math.cos(angle) * tipBack;
        double ty = y1 - Math.sin(angle) * tipBack;
        double hx = tx - Math.cos(angle) * head * 0.8;
        double hy = ty - Math.sin(angle) * head * 0.8;
        Path2D shaft = new Path2D.Double();
        shaft.moveTo(geo.centreX(path.get(0)), geo.centreY(path.get(0)));
        for (int i = 1; i < path.size() - 1; i++) {
            shaft.lineTo(geo.centreX(path.get(i)), geo.centreY(path.get(i)));
        }
        shaft.lineTo(hx, hy);
        Path2D tip = new Path2D.Double();
        tip.moveTo(tx, ty);
        tip.lineTo(hx + Math.cos(angle + Math.PI / 2) * head * 0.55, hy + Math.sin(angle + Math.PI / 2) * head * 0.55);
        tip.lineTo(hx + Math.cos(angle - Math.PI / 2) * head * 0.55, hy + Math.sin(angle - Math.PI / 2) * head * 0.55);
        tip.closePath();
        float edge = outlineWidth();
        if (suggested) {
            // a band inside the dark edge, that stands out against the arrow's own colour: the Maze's gold for every
            // camp read, on Yellow's arrow, as a wider Yellow arrow
            edge(g, shaft, tip, w, 3 * edge, dashed, theme.outline());
            edge(g, shaft, tip, w, 2 * edge, dashed, theme.suggestionEdge(colour));
        } else {
            edge(g, shaft, tip, w, edge, dashed, theme.outline());
        }
        g.setColor(colour);
        g.fill(stroke(w, w, dashed).createStrokedShape(shaft));
        g.fill(tip);
    }

    /**
     * How far short of the last square's centre the head's tip stops: at the edge of the piece the move brought there,
     * or, on a board drawn before the move (a review's turning point, the rules guide), near the centre of the empty
     * square, else a move of one square was a stub a few pixels long between two pieces.
     */
    double tipBack(boolean emptyThere) {
        return emptyThere ? geo.cell() * 0.12 : PieceSprites.radius(geo.cell()) + outlineWidth();
    }

    private static void edge(Graphics2D g, Shape shaft, Shape tip, float w, float edge, boolean dashed, Color colour) {
        g.setColor(colour);
        g.fill(stroke(w + 2 * edge, w, dashed).createStrokedShape(shaft));
        g.setStroke(new BasicStroke(2 * edge, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(tip);
    }

    /** One dash pattern, set by {@code unit}, for the edge and the colour, so their dashes line up. */
    private static BasicStroke stroke(float w, float unit, boolean dashed) {
        return dashed
                ? new BasicStroke(
                        w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {unit, unit * 2f}, 0f)
                : new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }
}
