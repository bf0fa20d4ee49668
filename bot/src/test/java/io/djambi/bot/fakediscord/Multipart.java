package io.djambi.bot.fakediscord;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code multipart/form-data} body as JDA sends files: a {@code payload_json} part and {@code files[n]} parts.
 * Works on bytes throughout, so a PNG arrives as it was sent.
 */
final class Multipart {
    /** One part: its form name, its file name (null for a plain field), its type and its bytes. */
    record Part(String name, String filename, String contentType, byte[] data) {
        String text() {
            return new String(data, StandardCharsets.UTF_8);
        }
    }

    private static final Pattern BOUNDARY = Pattern.compile("boundary=(?:\"([^\"]+)\"|([^;\\s]+))");
    private static final Pattern NAME = Pattern.compile("\\bname=\"([^\"]*)\"");
    private static final Pattern FILENAME = Pattern.compile("\\bfilename=\"([^\"]*)\"");

    private Multipart() {}

    static boolean is(String contentType) {
        return contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data");
    }

    static List<Part> parse(String contentType, byte[] body) {
        Matcher b = BOUNDARY.matcher(contentType);
        if (!b.find()) {
            throw new IllegalArgumentException("multipart without a boundary: " + contentType);
        }
        byte[] delimiter = ("--" + (b.group(1) != null ? b.group(1) : b.group(2))).getBytes(StandardCharsets.US_ASCII);
        byte[] separator = concat("\r\n".getBytes(StandardCharsets.US_ASCII), delimiter);
        List<Part> parts = new ArrayList<>();
        int pos = indexOf(body, delimiter, 0);
        if (pos < 0) {
            return parts;
        }
        pos += delimiter.length;
        while (pos + 1 < body.length && !(body[pos] == '-' && body[pos + 1] == '-')) {
            pos += 2; // the CRLF after the delimiter
            int headEnd = indexOf(body, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), pos);
            int next = headEnd < 0 ? -1 : indexOf(body, separator, headEnd + 4);
            if (next < 0) {
                break;
            }
            String head = new String(body, pos, headEnd - pos, StandardCharsets.UTF_8);
            parts.add(part(head, Arrays.copyOfRange(body, headEnd + 4, next)));
            pos = next + separator.length;
        }
        return parts;
    }

    private static Part part(String head, byte[] data) {
        String disposition = "";
        String type = null;
        for (String line : head.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String key = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            if (key.equals("content-disposition")) {
                disposition = line.substring(colon + 1);
            } else if (key.equals("content-type")) {
                type = line.substring(colon + 1).trim();
            }
        }
        Matcher name = NAME.matcher(disposition);
        Matcher filename = FILENAME.matcher(disposition);
        return new Part(name.find() ? name.group(1) : "", filename.find() ? filename.group(1) : null, type, data);
    }

    private static int indexOf(byte[] haystack, byte[] needle, int from) {
        outer:
        for (int i = Math.max(0, from); i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
