package io.djambi.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.font.FontRenderContext;
import java.awt.geom.Area;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A board read on a phone: Discord shows an image about 360 px wide there, so every size below is measured from the
 * renderer's own layout, scaled to 360 px, for the bot's posts (1000 px wide), its replays (720) and a board drawn
 * 360 px wide to begin with.
 */
class PhoneReadabilityTest {
    private static final double PHONE = 360;
    private static final Theme THEME = Theme.standard();
    private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    private static BoardGeometry geometry(int width) {
        return RenderOptions.defaults().withWidth(width).geometry();
    }

    private static double onPhone(double pixels, BoardGeometry geo) {
        return pixels * PHONE / geo.width();
    }

    private static FontMetrics metrics(float size) {
        return Fonts.metrics(Fonts.bold(size));
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1000, 720, 360})
    void coordinatesStandAtLeastNinePixelsTallOnAPhone(int width) {
        BoardGeometry geo = geometry(width);
        double ascent = onPhone(metrics(geo.coordinateFontSize()).getAscent(), geo);
        assertTrue(ascent >= 9, "coordinates' ascent on a phone: " + ascent + " px");
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1000, 720, 360})
    void pieceLettersAreAtLeastTwentyFourPixelsOnAPhone(int width) {
        BoardGeometry geo = geometry(width);
        double size = onPhone(PieceArt.letterSize(PieceSprites.radius(geo.cell())), geo);
        assertTrue(size >= 24, "a piece's letter on a phone: " + size + " px");
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1000, 720, 360})
    void aFrozenOrHostagePiecesBadgeIsAtLeastTenPixelsAcrossOnAPhoneAndStaysInItsSquare(int width) {
        // The rules guide names the snowflakes and the padlocks: a reader must see them
        BoardGeometry geo = geometry(width);
        double r = PieceSprites.radius(geo.cell());
        double across = onPhone(2 * r * PieceArt.BADGE, geo);
        assertTrue(across >= 10, "a badge across on a phone: " + across + " px");
        double reach = r * (PieceArt.BADGE_OFFSET + PieceArt.BADGE);
        assertTrue(
                reach <= geo.cell() / 2.0,
                "the badge reaches " + reach + " px from the centre of a " + geo.cell() + " px square");
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1000, 720})
    void headerTextIsAtLeastNinePixelsOnAPhone(int width) {
        BoardGeometry geo = geometry(width);
        Header.Layout l = Header.Layout.of(geo);
        for (float size :
                new float[] {l.titleSize(), l.nameSize(), l.stateSize(), MoveArrows.badgeFontSize(geo.cell())}) {
            double ascent = onPhone(metrics(size).getAscent(), geo);
            assertTrue(ascent >= 9, "a header text's ascent on a phone: " + ascent + " px");
        }
    }

    @Test
    void theCapHeightTheLayoutCentresOnIsTheFontsOwn() {
        Font font = Fonts.bold(100f);
        Rectangle2D h = font.createGlyphVector(FRC, "H").getVisualBounds();
        assertEquals(Fonts.CAP_HEIGHT * 100, h.getHeight(), 1.0);
    }

    @Test
    void everyLetterFitsInsideItsCampsToken() {
        double r = PieceSprites.radius(RenderOptions.DEFAULT_CELL);
        Font font = Fonts.bold((float) PieceArt.letterSize(r));
        for (Colour camp : Colour.values()) {
            Area token = new Area(PieceArt.token(camp, 0, 0, r));
            for (Role role : Role.values()) {
                Rectangle2D glyph = font.createGlyphVector(FRC, String.valueOf(role.letter()))
                        .getVisualBounds();
                // centred as PieceArt.letter centres it: the cap height across the middle
                Rectangle2D placed = new Rectangle2D.Double(
                        -glyph.getWidth() / 2, -glyph.getHeight() / 2, glyph.getWidth(), glyph.getHeight());
                assertTrue(token.contains(placed), role + " in " + camp + "'s token: " + placed);
            }
        }
    }

    @Test
    void campsTokensDifferInShapeNotOnlyInColour() {
        // GIVEN each camp's token filled in black on white at the board's size
        int cell = RenderOptions.DEFAULT_CELL;
        List<boolean[]> masks = new ArrayList<>();
        for (Colour camp : Colour.values()) {
            BufferedImage image = new BufferedImage(cell, cell, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, cell, cell);
            g.setColor(Color.BLACK);
            g.fill(PieceArt.token(camp, cell / 2.0, cell / 2.0, PieceSprites.radius(cell)));
            g.dispose();
            boolean[] mask = new boolean[cell * cell];
            for (int i = 0; i < mask.length; i++) {
                mask[i] = (image.getRGB(i % cell, i / cell) & 0xFF) < 128;
            }
            masks.add(mask);
        }
        // THEN any two differ in at least 7% of the square's pixels: a silhouette a colour-blind eye tells apart
        for (int a = 0; a < 4; a++) {
            for (int b = a + 1; b < 4; b++) {
                int differ = 0;
                for (int i = 0; i < cell * cell; i++) {
                    differ += masks.get(a)[i] != masks.get(b)[i] ? 1 : 0;
                }
                assertTrue(differ > cell * cell * 0.07, Colour.of(a) + " and " + Colour.of(b) + ": " + differ);
            }
        }
    }

    @Test
    void everyTextStandsOutFourAndAHalfToOneFromItsBackground() {
        Map<String, Color[]> pairs = new java.util.LinkedHashMap<>();
        pairs.put("coordinates", new Color[] {THEME.coordinates(), THEME.background()});
        pairs.put("status", new Color[] {THEME.text(), THEME.background()});
        pairs.put("moves played", new Color[] {THEME.mutedText(), THEME.background()});
        for (boolean toMove : new boolean[] {true, false}) {
            pairs.put("name, to move " + toMove, new Color[] {THEME.text(), Header.cardColour(toMove)});
            pairs.put("state, to move " + toMove, new Color[] {THEME.mutedText(), Header.cardColour(toMove)});
        }
        for (Colour c : Colour.values()) {
            pairs.put(c + " letter and badge", new Color[] {PieceArt.inkOn(THEME.camp(c)), THEME.camp(c)});
        }
        pairs.put("neutral badge", new Color[] {PieceArt.inkOn(THEME.neutralMove()), THEME.neutralMove()});
        pairs.forEach((what, p) -> {
            double ratio = Contrast.ratio(p[0], p[1]);
            assertTrue(ratio >= Contrast.TEXT, what + ": " + ratio);
        });
    }

    @Test
    void contrastFollowsTheWcagFormula() {
        assertEquals(21.0, Contrast.ratio(Color.BLACK, Color.WHITE), 1e-9);
        assertEquals(1.0, Contrast.ratio(THEME.red(), THEME.red()), 1e-9);
        assertEquals(4.48, Contrast.ratio(new Color(0x767676), Color.WHITE) - 0.06, 0.02); // WCAG's grey: 4.54
    }

    @Test
    void aLongNameIsShortenedWithAnEllipsisToFitItsCard() {
        BoardGeometry geo = geometry(1000);
        Header.Layout l = Header.Layout.of(geo);
        FontMetrics fm = metrics(l.nameSize());
        String name = "Alexandrine de Montmorency-Laval";
        String fitted = Header.fit(fm, name, l.textWidth());
        assertTrue(fitted.endsWith("…") && name.startsWith(fitted.substring(0, fitted.length() - 1)), fitted);
        assertTrue(fm.stringWidth(fitted) <= l.textWidth(), fitted);
        assertEquals("Bob", Header.fit(fm, "Bob", l.textWidth()));
    }

    @Test
    void noLettersOfALongNameSpillOutOfItsCard() {
        // GIVEN Red with a very long name, drawn 1000 px wide
        RenderOptions o = RenderOptions.defaults()
                .withWidth(1000)
                .withNames(Map.of(Colour.RED, "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"));
        BufferedImage image = new BoardRenderer().render(io.djambi.engine.model.StartPosition.fourPlayers(), o);
        // THEN the gap between Red's card and Blue's is the plain background from top to bottom
        Header.Layout l = Header.Layout.of(o.geometry());
        java.awt.Point red = l.card(Colour.RED, o.cell());
        java.awt.Point blue = l.card(Colour.BLUE, o.cell());
        Rectangle gap =
                new Rectangle(red.x + l.cardWidth() + 3, red.y, blue.x - red.x - l.cardWidth() - 6, l.cardHeight());
        for (int x = gap.x; x < gap.getMaxX(); x++) {
            for (int y = gap.y; y < gap.getMaxY(); y++) {
                assertEquals(THEME.background().getRGB(), image.getRGB(x, y), "at " + x + "," + y);
            }
        }
    }
}
