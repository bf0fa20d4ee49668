package io.djambi.bot.command;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One command as plain data (no Discord type): its full name ({@code "djambi new"}, {@code "move"},
 * {@code "dm-send"}), what it does, where it can be used and its options. Declared once, by the group that handles
 * it; the dispatcher, the Discord registration and the console all read the same declaration.
 *
 * <p>What it does is not written here but named: {@code descriptionKey} is the message catalogue's key
 * ({@code command.djambi.new.description}), looked up in the reader's language when Discord is shown the command.
 *
 * @param descriptionKey the catalogue key of what the command does: {@code command.<name, dots for spaces>.description}
 */
public record CommandSpec(String name, String descriptionKey, Reach reach, List<OptionSpec> options) {
    /** The command that holds the game's subcommands: {@code /djambi <subcommand>}. */
    public static final String DJAMBI = "djambi";
    /** The catalogue key of what {@code /djambi} itself says in Discord's command list. */
    public static final String DJAMBI_DESCRIPTION = "command.djambi.description";

    public CommandSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(descriptionKey, "descriptionKey");
        Objects.requireNonNull(reach, "reach");
        options = List.copyOf(options);
        if (!name.matches("[a-z0-9-]{1,32}( [a-z0-9-]{1,32})?")) {
            throw new IllegalArgumentException("a command name is a word, or a command and a subcommand: " + name);
        }
        if (options.stream().map(OptionSpec::name).distinct().count() != options.size()) {
            throw new IllegalArgumentException(name + " names an option twice");
        }
    }

    /** {@code /djambi <sub>}, used in a game's channel. */
    public static CommandSpec djambi(String sub, String descriptionKey, OptionSpec... options) {
        return new CommandSpec(DJAMBI + " " + sub, descriptionKey, Reach.SERVER, List.of(options));
    }

    /** A command of its own, e.g. {@code /move}. */
    public static CommandSpec slash(String name, String descriptionKey, Reach reach, OptionSpec... options) {
        return new CommandSpec(name, descriptionKey, reach, List.of(options));
    }

    /** A command sent by a button, a form or a plain DM, never registered with Discord. */
    public static CommandSpec internal(String name, String descriptionKey, OptionSpec... options) {
        return new CommandSpec(name, descriptionKey, Reach.INTERNAL, List.of(options));
    }

    /** The command before the space: {@code djambi} for {@code djambi new}. */
    public String root() {
        int space = name.indexOf(' ');
        return space < 0 ? name : name.substring(0, space);
    }

    /** The subcommand after the space, if any. */
    public Optional<String> sub() {
        int space = name.indexOf(' ');
        return space < 0 ? Optional.empty() : Optional.of(name.substring(space + 1));
    }

    /** Whether it acts on a game: it declares {@link OptionSpec#GAME}, which names one where a channel holds many. */
    public boolean actsOnAGame() {
        return options.contains(OptionSpec.GAME);
    }

    /**
     * Whether it is placed on a game before it runs: it acts on a game, or it is a button's and names the table it was
     * made for ({@link OptionSpec#TABLE_NAME}); a private answer's buttons are pressed where the command was typed,
     * which may be beside the game's card rather than in its thread.
     */
    public boolean isPlaced() {
        return actsOnAGame() || option(OptionSpec.TABLE_NAME).isPresent();
    }

    public Optional<OptionSpec> option(String optionName) {
        return options.stream().filter(o -> o.name().equals(optionName)).findFirst();
    }
}
