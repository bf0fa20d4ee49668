package io.djambi.bot.config;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.djambi.bot.game.Shards;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code discord.shards} as the file writes it: the word {@code auto}, or {@code total} and {@code ids} ("2" or
 * "0-1"). {@link ConfigLoader} checks it; {@link DiscordConfig#fixedShards()} reads what it means.
 *
 * <p>A class, not a record: Jackson would take a record's every component for a key the file may write.
 */
public final class ShardsSetting {
    /** One shard, or a range: at most nine digits each, so that no number overflows before it is checked. */
    private static final Pattern IDS = Pattern.compile("(\\d{1,9})(?:-(\\d{1,9}))?");

    private final String word;
    private final Integer total;
    private final String ids;

    private ShardsSetting(String word, Integer total, String ids) {
        this.word = word;
        this.total = total;
        this.ids = ids;
    }

    /** {@code shards: auto}, or any other single value, refused by the check. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static ShardsSetting named(String word) {
        return new ShardsSetting(word, null, null);
    }

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    static ShardsSetting range(@JsonProperty("total") Integer total, @JsonProperty("ids") String ids) {
        return new ShardsSetting(null, total, ids);
    }

    /** A fixed range, as a test or a tool would give it. */
    public static ShardsSetting of(Shards shards) {
        return range(
                shards.total(),
                shards.first() == shards.last() ? "" + shards.first() : shards.first() + "-" + shards.last());
    }

    /** Whether this is the mapping form (total and ids), rather than a single value. */
    boolean isRange() {
        return word == null;
    }

    /** Whether it is the word {@code auto}, as the file may write it in any case. */
    boolean isAuto() {
        return word != null && word.strip().equalsIgnoreCase("auto");
    }

    Integer total() {
        return total;
    }

    String ids() {
        return ids;
    }

    /** The shards of {@code ids}, if they are one shard or a range a-b, with a ≤ b < total; empty otherwise. */
    Optional<Shards> within(int of) {
        Matcher m = ids == null ? null : IDS.matcher(ids.strip());
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        int first = Integer.parseInt(m.group(1));
        int last = m.group(2) == null ? first : Integer.parseInt(m.group(2));
        return of >= 1 && first <= last && last < of ? Optional.of(new Shards(of, first, last)) : Optional.empty();
    }

    /** The range, once checked; empty for {@code auto}. */
    Optional<Shards> fixed() {
        return isRange() && total != null ? within(total) : Optional.empty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ShardsSetting that
                && Objects.equals(word, that.word)
                && Objects.equals(total, that.total)
                && Objects.equals(ids, that.ids);
    }

    @Override
    public int hashCode() {
        return Objects.hash(word, total, ids);
    }

    @Override
    public String toString() {
        return isRange() ? "{total: " + total + ", ids: " + ids + "}" : word;
    }
}
