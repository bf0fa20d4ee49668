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

    void draw(Graphics2D g, Position position, RenderOptions options) {
        int cell = geo.cell();
        int pad = geo.margin();
        int titleSize = Math.round(cell * 0.26f);
        g.setFont(Fonts.bold(titleSize));
        g.setColor(theme.text());
        int titleY = Math.round(pad * 0.4f + titleSize);
        g.drawString(status(position, options), pad, titleY);
        String plies = BoardWords.fill(options.words().movesPlayed(), String.valueOf(position.ply()));
        FontMetrics fm = g.getFontMetrics();
        g.setColor(theme.mutedText());
        g.drawString(plies, geo.width() - pad - fm.stringWidth(plies), titleY);

        int cardTop = titleY + Math.round(cell * 0.16f);
        int cardHeight = geo.top() - cardTop - Math.round(cell * 0.06f);
        int gap = Math.round(cell * 0.12f);
        int cardWidth = (geo.width() - 2 * pad - 3 * gap) / 4;
        for (Colour c : Colour.values()) {
            int x = pad + c.ordinal() * (cardWidth + gap);
            card(g, position, options, c, x, cardTop, cardWidth, cardHeight);
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

    private void card(Graphics2D g, Position p, RenderOptions options, Colour c, int x, int y, int w, int h) {
        boolean toMove = p.toMove().filter(c::equals).isPresent();
        g.setColor(toMove ? new Color(0x404249) : new Color(0x313338));
        g.fill(new RoundRectangle2D.Double(x, y, w, h, h * 0.3, h * 0.3));
        if (toMove) {
            g.setColor(theme.camp(c));
            g.setStroke(new java.awt.BasicStroke(Math.max(2f, h * 0.05f)));
            g.draw(new RoundRectangle2D.Double(x, y, w, h, h * 0.3, h * 0.3));
        }
        double r = h * 0.28;
        double cx = x + h * 0.42;
        double cy = y + h / 2.0;
        g.setColor(theme.camp(c));
        g.fill(PieceArt.circle(cx, cy, r));
        if (p.inPower().filter(c::equals).isPresent()) {
            g.setColor(theme.power());
            g.setStroke(new java.awt.BasicStroke((float) (r * 0.25)));
            g.draw(PieceArt.circle(cx, cy, r * 1.2));
        }
        int textX = (int) Math.round(cx + r * 1.6);
        int nameSize = Math.max(9, Math.round(h * 0.27f));
        g.setFont(Fonts.bold(nameSize));
        g.setColor(p.isActive(c) ? theme.text() : theme.mutedText());
        g.drawString(fit(g, name(options, c), x + w - textX - 4), textX, (int) (y + h * 0.44));
        g.setFont(Fonts.bold(Math.max(8, Math.round(h * 0.2f))));
        g.setColor(theme.mutedText());
        String state = state(p, c, options.words());
        String clock = options.clocks().get(c);
        String second = clock == null ? state : state + " · " + clock;
        g.drawString(fit(g, second, x + w - textX - 4), textX, (int) (y + h * 0.78));
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

    /** The player's name, or his camp's when he has none. */
    private static String name(RenderOptions options, Colour c) {
        return options.names().getOrDefault(c, options.words().camp(c));
    }

    /** The text, cut with an ellipsis to fit {@code width} pixels. */
    private static String fit(Graphics2D g, String text, int width) {
        FontMetrics fm = g.getFontMetrics();
        if (fm.stringWidth(text) <= width) {
            return text;
        }
        String t = text;
        while (!t.isEmpty() && fm.stringWidth(t + "…") > width) {
            t = t.substring(0, t.length() - 1);
        }
        return t + "…";
    }
}
