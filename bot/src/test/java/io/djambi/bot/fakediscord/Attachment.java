package io.djambi.bot.fakediscord;

import java.util.Arrays;

/**
 * A file on a message, with the bytes as uploaded.
 *
 * @param id a snowflake
 * @param filename the name it was sent with
 * @param contentType the type it was sent with, or guessed from its first bytes
 * @param bytes its content (the record's own copy; do not change it)
 */
public record Attachment(String id, String filename, String contentType, byte[] bytes) {
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    /** Whether the bytes are a PNG image (by its signature, not its name). */
    public boolean isPng() {
        return bytes.length >= PNG.length && Arrays.equals(Arrays.copyOf(bytes, PNG.length), PNG);
    }

    /** The type a Discord CDN would report: the one given, unless it says nothing ({@code octet-stream}). */
    static String typeOf(String given, byte[] bytes) {
        if (given != null && !given.startsWith("application/octet-stream")) {
            return given;
        }
        return new Attachment("", "", "", bytes).isPng() ? "image/png" : "application/octet-stream";
    }
}
