package io.djambi.render;

import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Role;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/**
 * Each piece drawn once per look and size, then copied: a board holds at most 36 pieces out of a few hundred
 * possible looks, and copying a small image is many times cheaper than filling its antialiased shapes again.
 * Every square centre has the same fraction of a pixel (cells are whole pixels), so a sprite drawn at that fraction
 * lands exactly where the piece itself would have been drawn. Thread-safe.
 */
final class PieceSprites {
    /** One look of a square's occupant; {@code role} is null for a corpse. */
    private record Look(int cell, Colour camp, Role role, PieceArt.Standing marks) {}

    private record Sprite(BufferedImage image, int half) {}

    /** More looks than this means sizes keep changing; forget them rather than grow without bound. */
    private static final int MAX_LOOKS = 2048;

    private final PieceArt art;
    private final BoundedCache<Look, Sprite> sprites = new BoundedCache<>(MAX_LOOKS, this::drawSprite);

    PieceSprites(PieceArt art) {
        this.art = art;
    }

    void piece(Graphics2D g, BoardGeometry geo, double cx, double cy, Colour camp, Role role, PieceArt.Standing marks) {
        draw(g, sprites.get(new Look(geo.cell(), camp, role, marks)), cx, cy);
    }

    void corpse(Graphics2D g, BoardGeometry geo, double cx, double cy) {
        draw(g, sprites.get(new Look(geo.cell(), null, null, null)), cx, cy);
    }

    /** The radius of a piece's disc in a square of {@code cell} pixels. */
    static double radius(int cell) {
        return cell * 0.40;
    }

    private static void draw(Graphics2D g, Sprite sprite, double cx, double cy) {
        g.drawImage(sprite.image(), (int) Math.floor(cx) - sprite.half(), (int) Math.floor(cy) - sprite.half(), null);
    }

    private Sprite drawSprite(Look look) {
        double r = radius(look.cell());
        int half = (int) Math.ceil(r * 1.4) + 2; // the widest mark, a frozen piece's snowflake, reaches 1.28 r
        BufferedImage image = new BufferedImage(2 * half + 1, 2 * half + 1, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = image.createGraphics();
        try {
            BoardRenderer.hints(g);
            double fraction = look.cell() / 2.0 - Math.floor(look.cell() / 2.0);
            double c = half + fraction;
            if (look.role() == null) {
                art.corpse(g, c, c, r);
            } else {
                art.piece(g, c, c, r, look.camp(), look.role(), look.marks());
            }
        } finally {
            g.dispose();
        }
        return new Sprite(image, half);
    }
}
