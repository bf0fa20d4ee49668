package io.djambi.render;

import io.djambi.engine.model.Camps;
import io.djambi.engine.model.Cell;
import io.djambi.engine.model.Colour;
import io.djambi.engine.model.Position;
import io.djambi.engine.model.Role;
import io.djambi.engine.model.Square;
import java.awt.BasicStroke;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;

/**
 * Draws a position as an image: the board with its coordinates, the maze, the pieces with their control marks, the
 * optional overlays and the header. Thread-safe: one instance serves every game, and keeps what depends only on the
 * size (the empty board, each look of a piece) to copy instead of drawing it again.
 */
public final class BoardRenderer {
    /** More board layers than this means sizes keep changing; forget them rather than grow without bound. */
    private static final int MAX_LAYERS = 64;

    private final Theme theme;
    private final PngEncoder png = new PngEncoder();
    private final PieceSprites sprites;
    /** The squares, maze and coordinates, which depend only on the geometry: drawn once, then copied. */
    private final BoundedCache<BoardGeometry, BufferedImage> boardLayers =
            new BoundedCache<>(MAX_LAYERS, this::drawBoardLayer);

    public BoardRenderer(Theme theme) {
        this.theme = theme;
        this.sprites = new PieceSprites(new PieceArt(theme));
    }

    public BoardRenderer() {
        this(Theme.standard());
    }

    /** The image of {@code position}; runs headless. */
    public BufferedImage render(Position position, RenderOptions options) {
        BoardGeometry geo = options.geometry();
        BufferedImage image = new BufferedImage(geo.width(), geo.height(), BufferedImage.TYPE_INT_RGB);
        copy(boardLayers.get(geo), image);
        Graphics2D g = image.createGraphics();
        try {
            hints(g);
            Overlays overlays = new Overlays(theme, geo);
            MoveArrows moves = new MoveArrows(theme, geo);
            if (options.header()) {
                new Header(theme, geo).draw(g, position, options);
            }
            List<MoveArrows.Arrow> arrows = moves.arrows(position, options);
            moves.under(g, position, arrows);
            pieces(g, geo, position);
            moves.over(g, position, arrows);
            overlays.marks(g, position, options.marks());
            options.selected()
                    .ifPresent(s -> overlays.selection(
                            g, position, s, options.selectedTarget().orElse(null)));
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The image as PNG bytes: no timestamp or other metadata, so equal input gives equal bytes. */
    public byte[] png(Position position, RenderOptions options) {
        return png.encode(render(position, options));
    }

    static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    }

    private BufferedImage drawBoardLayer(BoardGeometry geo) {
        BufferedImage layer = new BufferedImage(geo.width(), geo.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = layer.createGraphics();
        try {
            hints(g);
            g.setColor(theme.background());
            g.fillRect(0, 0, geo.width(), geo.height());
            squares(g, geo);
            coordinates(g, geo);
        } finally {
            g.dispose();
        }
        return layer;
    }

    /** Both images are TYPE_INT_RGB of one size: a plain array copy, the cheapest blit there is. */
    private static void copy(BufferedImage from, BufferedImage to) {
        int[] source = ((DataBufferInt) from.getRaster().getDataBuffer()).getData();
        int[] target = ((DataBufferInt) to.getRaster().getDataBuffer()).getData();
        System.arraycopy(source, 0, target, 0, source.length);
    }

    private void squares(Graphics2D g, BoardGeometry geo) {
        for (int i = 0; i < Square.COUNT; i++) {
            Square s = Square.of(i);
            Rectangle b = geo.bounds(s);
            g.setColor((s.file() + s.rank()) % 2 == 0 ? theme.darkSquare() : theme.lightSquare());
            g.fill(b);
            Colour home = homeCamp(s);
            if (home != null) {
                g.setColor(PieceArt.withAlpha(theme.camp(home), 46));
                g.fill(b);
            }
        }
        maze(g, geo.bounds(Square.MAZE));
        g.setColor(theme.gridLine());
        g.setStroke(new BasicStroke(1f));
        int x0 = geo.margin();
        int y0 = geo.top() + geo.margin();
        for (int k = 0; k <= 9; k++) {
            g.drawLine(x0 + k * geo.cell(), y0, x0 + k * geo.cell(), y0 + geo.boardSide());
            g.drawLine(x0, y0 + k * geo.cell(), x0 + geo.boardSide(), y0 + k * geo.cell());
        }
    }

    /** The maze: a dark square with a golden labyrinth, unmistakable at any size. */
    private void maze(Graphics2D g, Rectangle b) {
        g.setColor(theme.mazeFill());
        g.fill(b);
        g.setColor(theme.mazeLines());
        float w = Math.max(1.5f, b.width * 0.035f);
        g.setStroke(new BasicStroke(w, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
        for (int ring = 1; ring <= 3; ring++) {
            double inset = b.width * 0.09 * ring;
            double x = b.x + inset;
            double y = b.y + inset;
            double side = b.width - 2 * inset;
            double gap = side * 0.22;
            // each ring is open on a different side, as a labyrinth's walls are
            java.awt.geom.Path2D p = new java.awt.geom.Path2D.Double();
            switch (ring) {
                case 1 -> {
                    p.moveTo(x + side / 2 + gap / 2, y);
                    p.lineTo(x + side, y);
                    p.lineTo(x + side, y + side);
                    p.lineTo(x, y + side);
                    p.lineTo(x, y);
                    p.lineTo(x + side / 2 - gap / 2, y);
                }
                case 2 -> {
                    p.moveTo(x + side, y + side / 2 + gap / 2);
                    p.lineTo(x + side, y + side);
                    p.lineTo(x, y + side);
                    p.lineTo(x, y);
                    p.lineTo(x + side, y);
                    p.lineTo(x + side, y + side / 2 - gap / 2);
                }
                default -> {
                    p.moveTo(x + side / 2 - gap / 2, y + side);
                    p.lineTo(x, y + side);
                    p.lineTo(x, y);
                    p.lineTo(x + side, y);
                    p.lineTo(x + side, y + side);
                    p.lineTo(x + side / 2 + gap / 2, y + side);
                }
            }
            g.draw(p);
        }
    }

    private void coordinates(Graphics2D g, BoardGeometry geo) {
        g.setFont(Fonts.bold(geo.coordinateFontSize()));
        g.setColor(theme.coordinates());
        FontMetrics fm = g.getFontMetrics();
        int y0 = geo.top() + geo.margin();
        for (int k = 0; k < 9; k++) {
            Square bottomSquare = geo.squareAtCell(k, 8);
            Square leftSquare = geo.squareAtCell(0, k);
            String col = geo.columnsAreFiles() ? fileName(bottomSquare) : rankName(bottomSquare);
            String row = geo.columnsAreFiles() ? rankName(leftSquare) : fileName(leftSquare);
            int cx = geo.margin() + k * geo.cell() + geo.cell() / 2;
            int cy = y0 + k * geo.cell() + geo.cell() / 2;
            int textUp = (int) Math.round(geo.coordinateFontSize() * Fonts.CAP_HEIGHT / 2);
            for (int side = 0; side < 2; side++) {
                int ty = side == 0 ? y0 + geo.boardSide() + geo.margin() / 2 + textUp : y0 - geo.margin() / 2 + textUp;
                g.drawString(col, cx - fm.stringWidth(col) / 2, ty);
                int tx = side == 0 ? geo.margin() / 2 : geo.margin() + geo.boardSide() + geo.margin() / 2;
                g.drawString(row, tx - fm.stringWidth(row) / 2, cy + textUp);
            }
        }
    }

    private void pieces(Graphics2D g, BoardGeometry geo, Position p) {
        Colour inPower = p.inPower().orElse(null);
        for (int i = 0; i < Square.COUNT; i++) {
            int cell = p.board().cell(i);
            if (cell == Cell.EMPTY) {
                continue;
            }
            Square s = Square.of(i);
            double cx = geo.centreX(s);
            double cy = geo.centreY(s);
            if (cell == Cell.CORPSE) {
                sprites.corpse(g, geo, cx, cy);
                continue;
            }
            Colour camp = Colour.of(Cell.camp(cell));
            Role role = Role.of(Cell.role(cell));
            int control = p.camps().code(camp.ordinal());
            PieceArt.Standing marks = new PieceArt.Standing(
                    control < 4 ? Colour.of(control) : null,
                    control == Camps.FROZEN,
                    control == Camps.HOSTAGE,
                    role == Role.CHIEF && s.isMaze() && camp == inPower);
            sprites.piece(g, geo, cx, cy, camp, role, marks);
        }
    }

    private static Colour homeCamp(Square s) {
        boolean left = s.file() <= 2;
        boolean right = s.file() >= 6;
        boolean low = s.rank() <= 2;
        boolean high = s.rank() >= 6;
        if (left && low) {
            return Colour.RED;
        }
        if (right && low) {
            return Colour.BLUE;
        }
        if (right && high) {
            return Colour.YELLOW;
        }
        if (left && high) {
            return Colour.GREEN;
        }
        return null;
    }

    private static String fileName(Square s) {
        return String.valueOf((char) ('A' + s.file()));
    }

    private static String rankName(Square s) {
        return String.valueOf(s.rank() + 1);
    }
}
