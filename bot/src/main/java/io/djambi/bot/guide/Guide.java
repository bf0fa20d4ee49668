package io.djambi.bot.guide;

import io.djambi.bot.text.Catalogue;
import io.djambi.render.BoardRenderer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rules guide: its pages in order, each a title, a text from the catalogue and a picture. A picture is drawn the
 * first time its page is asked for and kept, so the guide costs nothing until someone reads it and each picture is
 * drawn once. Thread-safe; one instance is held by the wiring and serves every reader.
 */
public final class Guide {
    /** Discord shows about this much text beside a picture before the page reads as a wall. */
    public static final int MAX_TEXT = 700;

    private final BoardRenderer renderer;
    private final Catalogue text;
    private final Map<GuideTopic, byte[]> pictures = new ConcurrentHashMap<>();

    public Guide(BoardRenderer renderer, Catalogue text) {
        this.renderer = renderer;
        this.text = text;
    }

    /** The pages, in reading order. */
    public List<GuideTopic> topics() {
        return List.of(GuideTopic.values());
    }

    /** The page of {@code topic}: its place in the guide, its words, and its picture. */
    public GuidePage page(GuideTopic topic) {
        return new GuidePage(
                topic,
                topic.ordinal() + 1,
                topics().size(),
                text.get(topic.titleKey()),
                text.get(topic.textKey()),
                picture(topic));
    }

    /** The picture's PNG; computeIfAbsent draws each at most once, even when two readers ask at the same moment. */
    private byte[] picture(GuideTopic topic) {
        return pictures.computeIfAbsent(topic, t -> GuidePicture.of(t).png(renderer));
    }
}
