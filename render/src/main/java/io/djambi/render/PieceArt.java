package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;

/**
 * Draws pieces and corpses with Java2D: a disc in the camp's colour, a symbol for the role above its letter, and
 * rings that say who controls it (satellite), that it is frozen or a hostage, or that its Chief is in power.
 */
final class PieceArt {
    /** How a living piece stands: its controller differs from its camp, it is frozen, a hostage, in power. */
    record Standing(Colour controller, boolean frozen, boolean hostage, boolean inPower) {}

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
            g.draw(circle(cx, cy, r * 1.12));
        }
        if (marks.controller() != null && marks.controller() != camp) {
            // A satellite wears its controller's colour as a broad ring, set off by a white gap.
            g.setColor(Color.WHITE);
            g.fill(circle(cx, cy, r * 1.30));
            g.setColor(theme.camp(marks.controller()));
            g.fill(circle(cx, cy, r * 1.24));
            g.setColor(Color.WHITE);
            g.fill(circle(cx, cy, r * 1.05));
        }
        g.setColor(fill);
        g.fill(circle(cx, cy, r));
        g.setColor(fill.darker().darker());
        g.setStroke(new BasicStroke((float) Math.max(1, r * 0.06)));
        g.draw(circle(cx, cy, r));
        Color ink = theme.ink(camp);
        g.setColor(ink);
        AffineTransform saved = g.getTransform();
        g.translate(cx, cy - r * 0.08);
        g.scale(r, r);
        g.fill(symbol(role));
        g.setTransform(saved);
        letter(g, cx, cy + r * 0.52, r * 0.62, role.letter(), ink);
        if (marks.frozen()) {
            frozenRing(g, cx, cy, r);
        }
        if (marks.hostage()) {
            hostageRing(g, cx, cy, r);
        }
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

    private void frozenRing(Graphics2D g, double cx, double cy, double r) {
        g.setColor(theme.frozen());
        float w = (float) (r * 0.16);
        g.setStroke(new BasicStroke(
                w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {w * 1.2f, w * 0.8f}, 0f));
        g.draw(circle(cx, cy, r * 1.08));
        snowflake(g, cx + r * 0.78, cy - r * 0.78, r * 0.34);
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
        g.draw(circle(cx, cy, r * 1.08));
        // A small padlock: hostages never act on their own (R25).
        double x = cx + r * 0.78;
        double y = cy - r * 0.74;
        double s = r * 0.34;
        g.setColor(new Color(0x444444));
        g.fill(circle(x, y, s));
        g.setColor(Color.WHITE);
        g.fill(new RoundRectangle2D.Double(x - s * 0.45, y - s * 0.05, s * 0.9, s * 0.6, s * 0.15, s * 0.15));
        g.setStroke(new BasicStroke((float) (s * 0.16)));
        g.draw(new java.awt.geom.Arc2D.Double(
                x - s * 0.3, y - s * 0.55, s * 0.6, s * 0.8, 0, 180, java.awt.geom.Arc2D.OPEN));
    }

    void letter(Graphics2D g, double cx, double baselineCentre, double size, char letter, Color ink) {
        Font font = Fonts.bold((float) size);
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        String s = String.valueOf(letter);
        float x = (float) (cx - fm.stringWidth(s) / 2.0);
        float y = (float) (baselineCentre + fm.getAscent() * 0.36);
        g.setColor(ink);
        g.drawString(s, x, y);
    }

    /** The role's symbol in a unit disc's upper half: x and y in about [-0.5, 0.5] x [-0.62, 0.05]. */
    static Shape symbol(Role role) {
        Path2D p = new Path2D.Double();
        switch (role) {
            case CHIEF -> { // a crown
                p.moveTo(-0.46, 0.02);
                p.lineTo(-0.52, -0.46);
                p.lineTo(-0.26, -0.22);
                p.lineTo(0, -0.58);
                p.lineTo(0.26, -0.22);
                p.lineTo(0.52, -0.46);
                p.lineTo(0.46, 0.02);
                p.closePath();
            }
            case ASSASSIN -> { // a dagger, point up
                p.moveTo(0, -0.66);
                p.lineTo(0.15, -0.2);
                p.lineTo(0.34, -0.2);
                p.lineTo(0.34, -0.08);
                p.lineTo(0.09, -0.08);
                p.lineTo(0.09, 0.08);
                p.lineTo(-0.09, 0.08);
                p.lineTo(-0.09, -0.08);
                p.lineTo(-0.34, -0.08);
                p.lineTo(-0.34, -0.2);
                p.lineTo(-0.15, -0.2);
                p.closePath();
            }
            case REPORTER -> { // a speech bubble: the news
                p.append(new RoundRectangle2D.Double(-0.44, -0.6, 0.88, 0.46, 0.2, 0.2), false);
                p.moveTo(-0.2, -0.16);
                p.lineTo(-0.3, 0.04);
                p.lineTo(0.02, -0.16);
                p.closePath();
            }
            case PROVOCATEUR -> { // two arrows, one each way: the go-between
                arrow(p, -0.5, 0.5, -0.44);
                arrow(p, 0.5, -0.5, -0.14);
            }
            case NECROMOBILE -> { // a coffin
                p.moveTo(-0.16, -0.64);
                p.lineTo(0.16, -0.64);
                p.lineTo(0.28, -0.44);
                p.lineTo(0.16, 0.04);
                p.lineTo(-0.16, 0.04);
                p.lineTo(-0.28, -0.44);
                p.closePath();
            }
            case MILITANT -> { // a shield
                p.moveTo(-0.32, -0.6);
                p.lineTo(0.32, -0.6);
                p.lineTo(0.32, -0.3);
                p.quadTo(0.3, -0.06, 0, 0.06);
                p.quadTo(-0.3, -0.06, -0.32, -0.3);
                p.closePath();
            }
        }
        return p;
    }

    /** A horizontal arrow from x0 to x1 (its head) at height y. */
    private static void arrow(Path2D p, double x0, double x1, double y) {
        double dir = Math.signum(x1 - x0);
        double h = 0.09;
        p.moveTo(x0, y - h / 2);
        p.lineTo(x1 - dir * 0.24, y - h / 2);
        p.lineTo(x1 - dir * 0.24, y - 0.16);
        p.lineTo(x1, y);
        p.lineTo(x1 - dir * 0.24, y + 0.16);
        p.lineTo(x1 - dir * 0.24, y + h / 2);
        p.lineTo(x0, y + h / 2);
        p.closePath();
    }

    static Ellipse2D circle(double cx, double cy, double r) {
        return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    }

    /** Black or white, whichever stands out more on {@code background}. */
    static Color inkOn(Color background) {
        return Contrast.ratio(Color.WHITE, background) >= Contrast.ratio(Color.BLACK, background)
                ? Color.WHITE
                : new Color(0x111111);
    }

    static Color withAlpha(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
