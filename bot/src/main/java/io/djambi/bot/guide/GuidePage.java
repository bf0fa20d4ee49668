package io.djambi.bot.guide;

import java.util.Objects;

/**
 * One page of the guide as a reader gets it.
 *
 * @param number the page's place, from 1
 * @param count how many pages the guide has
 * @param picture the PNG; shared by every reader of the page, so never to be written to
 */
public record GuidePage(GuideTopic topic, int number, int count, String title, String text, byte[] picture) {
    public GuidePage {
        Objects.requireNonNull(topic, "topic");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(picture, "picture");
    }

    /** The picture's file name, the same in Discord and in docs/rules. */
    public String fileName() {
        return topic.id() + ".png";
    }
}
