package io.djambi.bot.text;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.text.MessagePattern;
import com.ibm.icu.text.MessagePattern.ArgType;
import com.ibm.icu.text.MessagePattern.Part;
import com.ibm.icu.util.ULocale;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * ICU's {@link MessageFormat} with the catalogue's plain places: a plain {@code {n}} and a plural's {@code #} write
 * a number in digits with no grouping ("game 1234"), and any other non-string as its {@code toString}. ICU would
 * write a number with its stock number format ("1,234"), and {@code MessageFormat.setFormat} reaches only the
 * top-level places, not those inside a plural's forms. So each such place is pointed at a copy of its argument made a
 * string, added after the caller's arguments, while the plural itself still reads the number.
 */
final class PlainNumbers {
    /** The text {@code length} characters at {@code start} of the pattern is written {@code text}. */
    private record Edit(int start, int length, String text) {}

    /** An enclosing plural: the argument its {@code #} writes, less its offset. */
    private record Plural(int argument, double offset) {}

    private PlainNumbers() {}

    /** {@code pattern} (an ICU pattern with numbered places) filled in with {@code args} in {@code locale}. */
    static String format(String pattern, ULocale locale, Object... args) {
        MessagePattern parsed = new MessagePattern(pattern);
        List<Object> all = new ArrayList<>(Arrays.asList(args));
        return new MessageFormat(rewrite(parsed, pattern, args, all), locale).format(all.toArray());
    }

    private static String rewrite(MessagePattern parsed, String pattern, Object[] args, List<Object> all) {
        List<Edit> edits = new ArrayList<>();
        Deque<Plural> plurals = new ArrayDeque<>();
        for (int i = 0; i < parsed.countParts(); i++) {
            Part part = parsed.getPart(i);
            if (part.getType() == Part.Type.ARG_START && part.getArgType().hasPluralStyle()) {
                plurals.push(new Plural(parsed.getPart(i + 1).getValue(), parsed.getPluralOffset(i + 2)));
            } else if (part.getType() == Part.Type.ARG_LIMIT
                    && part.getArgType().hasPluralStyle()) {
                plurals.pop();
            } else if (part.getType() == Part.Type.ARG_START && part.getArgType() == ArgType.NONE) {
                Part number = parsed.getPart(i + 1);
                int index = number.getValue();
                if (number.getType() == Part.Type.ARG_NUMBER
                        && index < args.length
                        && !(args[index] instanceof String)) {
                    all.add(String.valueOf(args[index]));
                    edits.add(new Edit(number.getIndex(), number.getLength(), Integer.toString(all.size() - 1)));
                }
            } else if (part.getType() == Part.Type.REPLACE_NUMBER
                    && !plurals.isEmpty()
                    && plurals.peek().argument() < args.length
                    && args[plurals.peek().argument()] instanceof Number n) {
                all.add(plain(n, plurals.peek().offset()));
                edits.add(new Edit(part.getIndex(), part.getLength(), "{" + (all.size() - 1) + "}"));
            }
        }
        StringBuilder out = new StringBuilder(pattern);
        for (Edit edit : edits.reversed()) { // from the end, so the earlier edits' positions still hold
            out.replace(edit.start(), edit.start() + edit.length(), edit.text());
        }
        return out.toString();
    }

    /** A plural's {@code #}: its number less the plural's offset, in digits. */
    private static String plain(Number number, double offset) {
        return offset == 0
                ? String.valueOf(number)
                : new BigDecimal(number.toString())
                        .subtract(BigDecimal.valueOf(offset))
                        .stripTrailingZeros()
                        .toPlainString();
    }
}
