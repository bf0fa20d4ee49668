package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.rules.Outcome;
import io.djambi.engine.rules.Rules;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.RoundRectangle2D;

/** The band above the board: whose move it is, the move count, and one card a player with his state and clock. */
final class Header {
    private final Theme theme;
    private final BoardGeometry geo;

    Header(Theme theme, BoardGeometry geo) {
        this.theme = theme;
        this.geo = geo;
    }

    /**
     * Where the header's parts go, in pixels: the status line, then the four camps' cards two by two, each with the
     * camp's token, the player's name and, under it, the camp's state and clock. Every size follows the square's.
     */
    record Layout(
            int pad,
            float titleSize,
            int titleBaseline,
            int cardWidth,
            int cardHeight,
            float nameSize,
            float stateSize,
            double tokenRadius) {
        static Layout of(BoardGeometry geo) {
            int c = geo.cell();
            int pad = geo.margin();
            float titleSize = c * 0.30f;
            int titleBaseline = Math.round(c * 0.14f + (c * 0.42f + titleSize * (float) Fonts.CAP_HEIGHT) / 2);
            int cardWidth = (geo.width() - 2 * pad - gapX(c)) / 2;
            return new Layout(
                    pad, titleSize, titleBaseline, cardWidth, Math.round(c * 0.8f), c * 0.29f, c * 0.27f, c * 0.22);
        }

        private static int gapX(int cell) {
            return Math.round(cell * 0.16f);
        }

        /** The top-left corner of a camp's card: Red and Blue on the first row, Yellow and Green on the second. */
        java.awt.Point card(Colour c, int cell) {
            int column = c.ordinal() % 2;
            int row = c.ordinal() / 2;
            return new java.awt.Point(
                    pad + column * (cardWidth + gapX(cell)), Math.round(cell * 0.66f) + row * (cardHeight + cell / 10));
        }

        /** Where a card's text starts, right of the token. */
        int textInset() {
            return (int) Math.round(tokenRadius * 3.3);
        }

        /** The widest a name or state may be drawn on its card. */
        int textWidth() {
            return cardWidth - textInset() - (int) Math.round(tokenRadius * 0.6);
        }
    }

    void draw(Graphics2D g, Position position, RenderOptions options) {
        Layout l = Layout.of(geo);
        g.setFont(Fonts.bold(l.titleSize()));
        String plies = BoardWords.fill(options.words().movesPlayed(), String.valueOf(position.ply()));
        FontMetrics fm = g.getFontMetrics();
        int pliesWidth = fm.stringWidth(plies);
        g.setColor(theme.mutedText());
        g.drawString(plies, geo.width() - l.pad() - pliesWidth, l.titleBaseline());
        g.setColor(theme.text());
        int statusWidth = geo.width() - 2 * l.pad() - pliesWidth - geo.cell() / 4;
        drawFitted(g, status(position, options), l.titleSize(), statusWidth, l.pad(), l.titleBaseline());
        for (Colour c : Colour.values()) {
            card(g, position, options, c, l);
        }
    }

    static String status(Position p, RenderOptions options) {
        BoardWords words = options.words();
        return switch (Rules.outcome(p)) {
            case Outcome.Won w -> BoardWords.fill(words.wins(), name(options, w.winner()));
            case Outcome.Drawn d -> BoardWords.fill(words.drawnGame());
            case Outcome.Ongoing o -> {
                Colour mover = p.toMove().orElseThrow();
                yield BoardWords.fill(p.bonus() > 0 ? words.toMoveBonus() : words.toMove(), name(options, mover));
            }
        };
    }

    /** The card's background: lighter for the player to move. */
    static Color cardColour(boolean toMove) {
        return toMove ? new Color(0x404249) : new Color(0x313338);
    }

    private void card(Graphics2D g, Position p, RenderOptions options, Colour c, Layout l) {
        java.awt.Point at = l.card(c, geo.cell());
        int x = at.x;
        int y = at.y;
        int w = l.cardWidth();
        int h = l.cardHeight();
        boolean toMove = p.toMove().filter(c::equals).isPresent();
        RoundRectangle2D box = new RoundRectangle2D.Double(x, y, w, h, h * 0.3, h * 0.3);
        g.setColor(cardColour(toMove));
        g.fill(box);
        if (toMove) {
            g.setColor(theme.camp(c));
            g.setStroke(new java.awt.BasicStroke(Math.max(2f, h * 0.05f)));
            g.draw(box);
        }
        double r = l.tokenRadius();
        double cx = x + r * 1.6;
        double cy = y + h / 2.0;
        if (p.inPower().filter(c::equals).isPresent()) {
            g.setColor(theme.power());
            g.fill(PieceArt.circle(cx, cy, r * 1.35));
        }
        g.setColor(theme.camp(c));
        g.fill(PieceArt.token(c, cx, cy, r));
        int textX = x + l.textInset();
        g.setFont(Fonts.bold(l.nameSize()));
        g.setColor(p.isActive(c) ? theme.text() : theme.mutedText());
        g.drawString(fit(g.getFontMetrics(), name(options, c), l.textWidth()), textX, y + Math.round(h * 0.45f));
        g.setColor(theme.mutedText());
        String state = state(p, c, options.words());
        String clock = options.clocks().get(c);
        String second = clock == null ? state : state + " · " + clock;
        drawFitted(g, second, l.stateSize(), l.textWidth(), textX, y + Math.round(h * 0.85f));
    }

    /** The word under a camp's name on its card. */
    static String state(Position p, Colour c, BoardWords words) {
        if (p.camps().isHostage(c)) {
            return BoardWords.fill(words.hostage());
        }
        if (p.camps().isFrozen(c)) {
            return BoardWords.fill(words.frozen());
        }
        if (!p.isActive(c)) {
            return BoardWords.fill(
                    words.piecesOf(), p.controllerOf(c).map(words::camp).orElse("?"));
        }
        String word =
                switch (Rules.outcome(p)) {
                    case Outcome.Won w -> w.winner() == c ? words.winner() : words.out();
                    case Outcome.Drawn d -> words.draw();
                    case Outcome.Ongoing o -> {
                        if (p.inPower().filter(c::equals).isPresent()) {
                            yield words.inPower();
                        }
                        yield p.toMove().filter(c::equals).isPresent() ? words.turn() : words.waiting();
                    }
                };
        return BoardWords.fill(word);
    }

    /** The player's name as the font draws it, or his camp's when he has none or the font draws none of it. */
    private static String name(RenderOptions options, Colour c) {
        String camp = options.words().camp(c);
        String name = options.names().get(c);
        return name == null ? camp : DrawnName.or(name, camp);
    }

    /** The smallest a header's words are drawn, as a share of their size, before they are cut instead. */
    static final float SMALLEST = 0.75f;

    /**
     * The text in the widest font from {@code size} down to {@link #SMALLEST} of it that fits {@code width}, so that a
     * language with longer words (German, Czech) keeps them whole; cut with an ellipsis if even the smallest does not.
     */
    static void drawFitted(Graphics2D g, String text, float size, int width, int x, int baseline) {
        FontMetrics fm = fitting(g, text, size, width);
        g.setFont(fm.getFont());
        g.drawString(fit(fm, text, width), x, baseline);
    }

    /** The metrics of the font {@code text} is drawn in: its size, or as little smaller as fits {@code width}. */
    static FontMetrics fitting(Graphics2D g, String text, float size, int width) {
        FontMetrics fm = g.getFontMetrics(Fonts.bold(size));
        for (float scale = 0.95f; fm.stringWidth(text) > width && scale >= SMALLEST - 1e-6; scale -= 0.05f) {
            fm = g.getFontMetrics(Fonts.bold(size * scale));
        }
        return fm;
    }

    /** The text, cut with an ellipsis to fit {@code width} pixels. */
    static String fit(FontMetrics fm, String text, int width) {
        if (fm.stringWidth(text) <= width) {
            return text;
        }
        // cut by code points, so a name never ends in half an emoji
        int[] points = text.codePoints().toArray();
        int n = points.length;
        while (n > 0 && fm.stringWidth(new String(points, 0, n).strip() + "…") > width) {
            n--;
        }
        return new String(points, 0, n).strip() + "…";
    }
}
