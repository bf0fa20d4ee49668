package io.djambi.render;

import java.awt.Rectangle;
import java.util.Arrays;

/**
 * Turns the images of a game, one after the other, into GIF frames that show what each image's PNG shows: its most
 * frequent colours exactly, and every rarer colour (an antialiased edge's blend) as the nearest of them.
 *
 * <p>A fixed palette cannot do this: many of a board's flat colours (a camp's tint, the last move's tint on each kind
 * of square, the grid line's blends with them) are blends Java2D makes, known only once drawn. So, as
 * {@link PngEncoder} does, the first frame keeps the image's 256 most frequent colours (ties broken by colour value,
 * so the output is deterministic). A later frame holds only the pixels to draw, transparent elsewhere, and its own
 * palette; it keeps the image's {@value #KEPT} most frequent colours (one index goes to transparency), counted over
 * the whole image, not only over what changed.
 *
 * <p>A pixel is drawn when its colour changed, and also when it shows a nearby colour although its own has become one
 * of those kept: a rare blend of the header's text becomes common when the words change, and would otherwise stay
 * approximated. So every frame shows each kept colour exactly, wherever it is. Not thread-safe: one quantiser, one
 * GIF, its images in order.
 */
final class Quantizer {
    /** A GIF colour table holds at most 256 entries. */
    static final int MAX_COLOURS = 256;
    /** The colours kept exactly in a frame after the first: its table less the transparent index. */
    static final int KEPT = MAX_COLOURS - 1;

    private static final int EMPTY = -1;

    /** One frame: the area it covers, its palette, its pixels' indices row by row, its transparent index (-1: none). */
    record Frame(Rectangle area, int[] palette, byte[] indices, int transparent) {}

    /** A growing list of ints. */
    private static final class Ints {
        int[] values;
        int size;

        Ints(int capacity) {
            values = new int[capacity];
        }

        void add(int v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }
    }

    /** The smallest rectangle holding the points added so far. */
    private static final class Bounds {
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = -1;
        int maxY = -1;

        void add(int x, int y) {
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }

        /** The rectangle, or one pixel when no point was added: a frame is never empty. */
        Rectangle rectangle() {
            return maxX < 0 ? new Rectangle(0, 0, 1, 1) : new Rectangle(minX, minY, maxX - minX + 1, maxY - minY + 1);
        }
    }

    private final int width;
    private final int height;
    /** The last image given; null before the first. */
    private int[] previous;
    /** The number of each pixel's colour in the last image. */
    private final int[] numbers;
    /** Which pixels show a nearby colour instead of their own (1), which their own (0). */
    private final byte[] approximated;

    // Every colour seen so far, numbered in order of first sight. An open-addressing table finds a colour's number:
    // each slot holds a colour and its number, so a probe reads one place.
    private int[] slotColour = new int[1 << 12];
    private int[] slotNumber = new int[1 << 12];
    private int[] rgbOf = new int[1 << 11];
    /** How many pixels of the current image have each colour: the last image's counts, changed by what changed. */
    private int[] counts = new int[1 << 11];
    /** The last frame that drew each colour, so each colour is listed once a frame. */
    private int[] drawnIn = new int[1 << 11];
    /** The colour each drawn colour is shown as in the current frame: itself, or the nearest kept colour. */
    private int[] targetOf = new int[1 << 11];
    /** The last frame whose palette has each colour, so each colour is in it once. */
    private int[] targetIn = new int[1 << 11];
    /** Each shown colour's index in the current frame's palette. */
    private byte[] indexOf = new byte[1 << 11];
    /** How many pixels show a nearby colour instead of each colour. */
    private int[] approximatedOf = new int[1 << 11];
    /**
     * Where those pixels are, for each colour (null: none), so that they are found at once when the colour becomes
     * kept. A pixel that changed since stays listed until its colour's list is next looked through.
     */
    private Ints[] approximatedAt = new Ints[1 << 11];
    /** The last frame that kept each colour exactly. */
    private int[] keptIn = new int[1 << 11];
    /** The frame in which each colour last became kept, after a frame that did not keep it. */
    private int[] newlyKeptIn = new int[1 << 11];

    private int distinct;
    private int frames;
    /** The sort key of the least frequent kept colour: every colour with a key as high is kept. */
    private long keptFrom;
    /** The colours that became kept in this frame while some pixels show a nearby colour instead of them. */
    private Ints upgradable;
    /** The kept colours, most frequent first. */
    private int[] kept;
    /** Their numbers. */
    private int[] keptNumbers;

    Quantizer(int width, int height) {
        this.width = width;
        this.height = height;
        this.numbers = new int[width * height];
        this.approximated = new byte[width * height];
        Arrays.fill(slotNumber, EMPTY);
    }

    /**
     * The next image as a frame: the whole of it the first time, then what must be drawn over the frames before.
     * The quantiser keeps {@code pixels} to compare the next image with: they must not change afterwards.
     */
    Frame next(int[] pixels) {
        frames++;
        Ints drawnColours = new Ints(256);
        Frame frame;
        if (previous == null) {
            int last = EMPTY;
            int number = 0;
            for (int i = 0; i < pixels.length; i++) {
                if ((pixels[i] & 0xFFFFFF) != last) {
                    last = pixels[i] & 0xFFFFFF;
                    number = number(last);
                    drawn(number, drawnColours);
                }
                counts[number]++;
                numbers[i] = number;
            }
            keep(MAX_COLOURS);
            frame = first(choose(drawnColours));
        } else {
            Bounds bounds = new Bounds();
            changes(pixels, bounds, drawnColours);
            keep(KEPT);
            Ints upgraded = upgrades(bounds, drawnColours);
            int[] palette = choose(drawnColours);
            frame = later(pixels, bounds.rectangle(), palette, upgraded);
        }
        previous = pixels;
        return frame;
    }

    /** Lists a colour among those drawn in this frame, once. */
    private void drawn(int c, Ints drawnColours) {
        if (drawnIn[c] != frames) {
            drawnIn[c] = frames;
            drawnColours.add(c);
        }
    }

    /** Finds the pixels that changed since the last image, and moves the colour counts and numbers to this one. */
    private void changes(int[] pixels, Bounds bounds, Ints drawnColours) {
        int last = EMPTY;
        int now = 0;
        for (int y = 0; y < height; y++) {
            int row = y * width;
            int x = 0;
            while (true) {
                int d = Arrays.mismatch(previous, row + x, row + width, pixels, row + x, row + width);
                if (d < 0) {
                    break;
                }
                for (x += d; x < width && previous[row + x] != pixels[row + x]; x++) { // a run of changed pixels
                    bounds.add(x, y);
                    int rgb = pixels[row + x] & 0xFFFFFF;
                    if (rgb == (previous[row + x] & 0xFFFFFF)) {
                        // Only the unused top byte differs. Drawn all the same, as its own colour or as before: a
                        // transparent pixel amid drawn ones would cost LZW more than the pixel does.
                        continue;
                    }
                    if (rgb != last) {
                        last = rgb;
                        now = number(rgb);
                        drawn(now, drawnColours);
                    }
                    int before = numbers[row + x];
                    counts[before]--;
                    counts[now]++;
                    numbers[row + x] = now;
                    if (approximated[row + x] != 0) { // drawn again below
                        approximated[row + x] = 0;
                        approximatedOf[before]--;
                    }
                }
            }
        }
    }

    /** Chooses the {@code capacity} most frequent colours of the current image. */
    private void keep(int capacity) {
        // the highest keys in a min-heap, whose root is the lowest of them
        long[] heap = new long[capacity];
        int size = 0;
        for (int c = 0; c < distinct; c++) {
            if (counts[c] == 0) {
                continue;
            }
            long key = key(c);
            if (size < capacity) {
                heap[size] = key;
                for (int i = size++; i > 0 && heap[(i - 1) / 2] > heap[i]; i = (i - 1) / 2) {
                    swap(heap, i, (i - 1) / 2);
                }
            } else if (key > heap[0]) {
                heap[0] = key;
                for (int i = 0; ; ) {
                    int low = i;
                    for (int child = 2 * i + 1; child <= 2 * i + 2 && child < size; child++) {
                        low = heap[child] < heap[low] ? child : low;
                    }
                    if (low == i) {
                        break;
                    }
                    swap(heap, i, low);
                    i = low;
                }
            }
        }
        keptFrom = size < capacity ? Long.MIN_VALUE : heap[0];
        Arrays.sort(heap, 0, size);
        kept = new int[size];
        keptNumbers = new int[size];
        upgradable = new Ints(256);
        for (int i = 0; i < size; i++) {
            kept[i] = (int) (heap[size - 1 - i] & 0xFFFFFF);
            int c = number(kept[i]);
            keptNumbers[i] = c;
            if (keptIn[c] != frames - 1) {
                newlyKeptIn[c] = frames;
                if (approximatedOf[c] > 0) {
                    upgradable.add(c);
                }
            }
            keptIn[c] = frames;
        }
    }

    /**
     * The pixels that did not change but show a nearby colour although their own has just become kept: they are
     * drawn too. (Pixels that changed are no longer marked approximated: they are drawn anyway.)
     */
    private Ints upgrades(Bounds bounds, Ints drawnColours) {
        Ints upgraded = new Ints(256);
        for (int k = 0; k < upgradable.size; k++) {
            int c = upgradable.values[k];
            Ints at = approximatedAt[c];
            for (int j = 0; j < at.size; j++) {
                int i = at.values[j];
                if (stillApproximated(i, c)) {
                    approximated[i] = 0;
                    approximatedOf[c]--;
                    upgraded.add(i);
                    bounds.add(i % width, i / width);
                    drawn(c, drawnColours);
                }
            }
            approximatedAt[c] = null;
        }
        return upgraded;
    }

    /** Whether pixel {@code i} still has colour {@code c} and shows a nearby colour instead. */
    private boolean stillApproximated(int i, int c) {
        return approximated[i] != 0 && numbers[i] == c;
    }

    /**
     * The frame's palette: the colours its drawn colours are shown as, most frequent first. A kept colour is shown as
     * itself, any other as the nearest kept one.
     */
    private int[] choose(Ints drawnColours) {
        NearestColour nearest = null;
        int[] targets = new int[MAX_COLOURS]; // kept colours only, so never more
        int shown = 0;
        for (int k = 0; k < drawnColours.size; k++) {
            int c = drawnColours.values[k];
            int target = c;
            if (key(c) < keptFrom) {
                nearest = nearest == null ? new NearestColour(kept) : nearest;
                target = keptNumbers[nearest.of(rgbOf[c])];
            }
            targetOf[c] = target;
            if (targetIn[target] != frames) {
                targetIn[target] = frames;
                targets[shown++] = target;
            }
        }
        long[] byFrequency = new long[shown];
        for (int k = 0; k < shown; k++) {
            byFrequency[k] = key(targets[k]);
        }
        Arrays.sort(byFrequency);
        int[] palette = new int[shown];
        for (int i = 0; i < shown; i++) {
            palette[i] = (int) (byFrequency[shown - 1 - i] & 0xFFFFFF);
            int c = number(palette[i]);
            indexOf[c] = (byte) i;
        }
        return palette;
    }

    /** The whole first image in {@code palette}. */
    private Frame first(int[] palette) {
        byte[] indices = new byte[numbers.length];
        for (int i = 0; i < numbers.length; i++) {
            draw(i, indices, i);
        }
        return new Frame(new Rectangle(0, 0, width, height), palette, indices, -1);
    }

    /** The changed and upgraded pixels of {@code area} in {@code palette}, the rest transparent. */
    private Frame later(int[] pixels, Rectangle area, int[] palette, Ints upgraded) {
        int transparent = palette.length; // the first free index: the palette holds at most KEPT colours
        byte[] indices = new byte[area.width * area.height];
        Arrays.fill(indices, (byte) transparent);
        for (int y = area.y; y < area.y + area.height; y++) {
            int row = y * width;
            int end = row + area.x + area.width;
            int out = (y - area.y) * area.width - area.x - row; // the index in indices of pixel i is out + i
            int i = row + area.x;
            while (true) {
                int d = Arrays.mismatch(previous, i, end, pixels, i, end);
                if (d < 0) {
                    break;
                }
                for (i += d; i < end && previous[i] != pixels[i]; i++) {
                    draw(i, indices, out + i);
                }
            }
        }
        for (int k = 0; k < upgraded.size; k++) {
            int i = upgraded.values[k];
            draw(i, indices, (i / width - area.y) * area.width + i % width - area.x);
        }
        return new Frame(area, palette, indices, transparent);
    }

    /** Pixel {@code i} as {@code indices[at]}; remembers it when it shows a nearby colour instead of its own. */
    private void draw(int i, byte[] indices, int at) {
        int c = numbers[i];
        indices[at] = indexOf[targetOf[c]];
        if (targetOf[c] != c && approximated[i] == 0) { // (a pixel whose top byte alone changed may be marked already)
            approximated[i] = 1;
            approximatedOf[c]++;
            if (approximatedAt[c] == null) {
                approximatedAt[c] = new Ints(4); // a rare colour: few pixels
            }
            Ints where = approximatedAt[c];
            if (where.size > 2 * approximatedOf[c] + 64) { // mostly pixels that changed since: keep the list short
                int still = 0;
                for (int k = 0; k < where.size; k++) {
                    if (stillApproximated(where.values[k], c)) {
                        where.values[still++] = where.values[k];
                    }
                }
                where.size = still;
            }
            where.add(i);
        }
    }

    /** How a colour ranks: by its count in the image, then by its value. */
    private long key(int c) {
        return (long) counts[c] << 24 | rgbOf[c];
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The colour's number, given it on first sight. */
    private int number(int rgb) {
        int s = slot(rgb);
        if (slotNumber[s] != EMPTY) {
            return slotNumber[s];
        }
        if (distinct == rgbOf.length) {
            int more = distinct * 2;
            rgbOf = Arrays.copyOf(rgbOf, more);
            counts = Arrays.copyOf(counts, more);
            drawnIn = Arrays.copyOf(drawnIn, more);
            keptIn = Arrays.copyOf(keptIn, more);
            approximatedOf = Arrays.copyOf(approximatedOf, more);
            approximatedAt = Arrays.copyOf(approximatedAt, more);
            newlyKeptIn = Arrays.copyOf(newlyKeptIn, more);
            targetOf = Arrays.copyOf(targetOf, more);
            targetIn = Arrays.copyOf(targetIn, more);
            indexOf = Arrays.copyOf(indexOf, more);
        }
        if (2 * (distinct + 1) > slotNumber.length) { // keep the table at most half full, so probes stay short
            slotColour = new int[slotNumber.length * 2];
            slotNumber = new int[slotColour.length];
            Arrays.fill(slotNumber, EMPTY);
            for (int c = 0; c < distinct; c++) {
                int free = slot(rgbOf[c]);
                slotColour[free] = rgbOf[c];
                slotNumber[free] = c;
            }
            s = slot(rgb);
        }
        rgbOf[distinct] = rgb;
        slotColour[s] = rgb;
        slotNumber[s] = distinct;
        return distinct++;
    }

    /** Where {@code rgb} is in the table, or the empty slot where it would go. */
    private int slot(int rgb) {
        int mask = slotNumber.length - 1;
        int h = rgb * 0x9E3779B1;
        int s = (h ^ h >>> 16) & mask;
        while (slotNumber[s] != EMPTY && slotColour[s] != rgb) {
            s = (s + 1) & mask;
        }
        return s;
    }
}
