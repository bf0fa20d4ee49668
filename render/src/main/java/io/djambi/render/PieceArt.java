package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;

/**
 * Draws pieces and corpses with Java2D: the role's letter, as large as a phone needs it, on a token in the camp's
 * colour and the camp's own shape (Red a disc, Blue a square, Yellow a hexagon, Green a shield), so camps are told
 * apart without their colours; rings say who controls it (satellite), that it is frozen or a hostage, or that its
 * Chief is in power.
 */
final class PieceArt {
    /** How a living piece stands: its controller differs from its camp, it is frozen, a hostage, in power. */
    record Standing(Colour controller, boolean frozen, boolean hostage, boolean inPower) {}

    /** The letter's font size, as a share of the token's radius: 24 px on a phone showing the board 360 px wide. */
    static final double LETTER_SHARE = 1.68;

    private final Theme theme;

    PieceArt(Theme theme) {
        this.theme = theme;
    }

    void piece(Graphics2D g, double cx, double cy, double r, Colour camp, Role role, Standing marks) {
        Color fill = theme.camp(camp);
        if (marks.inPower()) {
            g.setColor(withAlpha(theme.power(), 120));
            g.fill(circle(cx, cy, r * 1.22));
            g.setColor(theme.power());
            g.setStroke(new BasicStroke((float) (r * 0.10)));
            g.draw(circle(cx, cy, r * 1.14));
        }
        if (marks.controller() != null && marks.controller() != camp) {
            // A satellite wears its controller's colour as a broad band in its own shape, set off by white.
            g.setColor(Color.WHITE);
            g.fill(token(camp, cx, cy, r * 1.24));
            g.setColor(theme.camp(marks.controller()));
            g.fill(token(camp, cx, cy, r * 1.19));
            g.setColor(Color.WHITE);
            g.fill(token(camp, cx, cy, r * 1.05));
        }
        Shape token = token(camp, cx, cy, r);
        g.setColor(fill);
        g.fill(token);
        g.setColor(fill.darker().darker());
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.06)));
        g.draw(token);
        letter(g, cx, cy, letterSize(r), role.letter(), inkOn(fill));
        if (marks.frozen()) {
            frozenRing(g, cx, cy, r);
        }
        if (marks.hostage()) {
            hostageRing(g, cx, cy, r);
        }
    }

    static double letterSize(double r) {
        return r * LETTER_SHARE;
    }

    /**
     * The camp's token around ({@code cx}, {@code cy}), {@code r} its size: each shape holds a centred capital of
     * {@link #letterSize} inside it.
     */
    static Shape token(Colour camp, double cx, double cy, double r) {
        return switch (camp) {
            case RED -> circle(cx, cy, r);
            case BLUE -> new RoundRectangle2D.Double(cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8, r * 0.4, r * 0.4);
            case YELLOW -> polygon(cx, cy, new double[] {0, -1.24, 1, -0.62, 1, 0.62, 0, 1.24, -1, 0.62, -1, -0.62}, r);
            case GREEN -> polygon(cx, cy, new double[] {-1, -0.95, 1, -0.95, 1, 0.45, 0, 1.2, -1, 0.45}, r);
        };
    }

    private static Shape polygon(double cx, double cy, double[] unit, double r) {
        Path2D p = new Path2D.Double();
        p.moveTo(cx + unit[0] * r, cy + unit[1] * r);
        for (int i = 2; i < unit.length; i += 2) {
            p.lineTo(cx + unit[i] * r, cy + unit[i + 1] * r);
        }
        p.closePath();
        return p;
    }

    void corpse(Graphics2D g, double cx, double cy, double r) {
        double cr = r * 0.82;
        g.setColor(theme.corpse());
        g.fill(circle(cx, cy, cr));
        g.setColor(theme.corpseMark());
        g.setStroke(new BasicStroke((float) (r * 0.16), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        double d = cr * 0.45;
        g.draw(new Line2D.Double(cx - d, cy - d, cx + d, cy + d));
        g.draw(new Line2D.Double(cx - d, cy + d, cx + d, cy - d));
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.06)));
        g.draw(circle(cx, cy, cr));
    }

    /**
     * The snowflake's and the padlock's radius, in piece radii: at 0.3 they were under 9 pixels across on a phone, too
     * small to tell apart, though the rules guide names them ("the padlocks", "the snowflakes").
     */
    static final double BADGE = 0.4;
    /** How far up and right of the piece's centre the badge sits, in piece radii: on the ring, inside the square. */
    static final double BADGE_OFFSET = 0.84;

    private void frozenRing(Graphics2D g, double cx, double cy, double r) {
        g.setColor(theme.frozen());
        float w = (float) (r * 0.14);
        g.setStroke(new BasicStroke(
                w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {w * 1.2f, w * 0.8f}, 0f));
        g.draw(circle(cx, cy, r * 1.16));
        snowflake(g, cx + r * BADGE_OFFSET, cy - r * BADGE_OFFSET, r * BADGE);
    }

    private void snowflake(Graphics2D g, double x, double y, double s) {
        g.setColor(new Color(0x1B4F72));
        g.fill(circle(x, y, s));
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke((float) (s * 0.22), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int k = 0; k < 3; k++) {
            double a = Math.PI / 3 * k;
            double dx = Math.cos(a) * s * 0.7;
            double dy = Math.sin(a) * s * 0.7;
            g.draw(new Line2D.Double(x - dx, y - dy, x + dx, y + dy));
        }
    }

    private void hostageRing(Graphics2D g, double cx, double cy, double r) {
        g.setColor(theme.hostage());
        float w = (float) (r * 0.12);
        g.setStroke(
                new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.1f, w * 2f}, 0f));
        g.draw(circle(cx, cy, r * 1.16));
        // A small padlock: hostages never act on their own (R25).
        double x = cx + r * BADGE_OFFSET;
        double y = cy - r * BADGE_OFFSET;
        double s = r * BADGE;
        g.setColor(new Color(0x444444));
        g.fill(circle(x, y, s));
        g.setColor(Color.WHITE);
        g.fill(new RoundRectangle2D.Double(x - s * 0.45, y - s * 0.05, s * 0.9, s * 0.6, s * 0.15, s * 0.15));
        g.setStroke(new BasicStroke((float) (s * 0.16)));
        g.draw(new java.awt.geom.Arc2D.Double(
                x - s * 0.3, y - s * 0.55, s * 0.6, s * 0.8, 0, 180, java.awt.geom.Arc2D.OPEN));
    }

    /** A capital centred on ({@code cx}, {@code cy}): its cap height, not the font's ascent, is what is centred. */
    static void letter(Graphics2D g, double cx, double cy, double size, char letter, Color ink) {
        g.setFont(Fonts.bold((float) size));
        FontMetrics fm = g.getFontMetrics();
        String s = String.valueOf(letter);
        float x = (float) (cx - fm.stringWidth(s) / 2.0);
        float y = (float) (cy + size * Fonts.CAP_HEIGHT / 2);
        g.setColor(ink);
        g.drawString(s, x, y);
    }

    static Ellipse2D circle(double cx, double cy, double r) {
        return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    }

    /** Near-black or white, whichever stands out more on {@code background}. */
    static Color inkOn(Color background) {
        Color dark = new Color(0x111111);
        return Contrast.ratio(Color.WHITE, background) >= Contrast.ratio(dark, background) ? Color.WHITE : dark;
    }

    static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
