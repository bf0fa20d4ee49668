package io.djambi.bot.game;

import java.util.Optional;

/** A command option naming one value of an enum, as players type it (any case, spaces around). */
final class EnumOption {
    private EnumOption() {}

    static <E extends Enum<E>> Optional<E> parse(Class<E> type, String text) {
        for (E value : type.getEnumConstants()) {
            if (value.name().equalsIgnoreCase(text.strip())) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
