package io.djambi.bot.fakediscord;

import java.util.List;

/**
 * A thread as a test reads it, at one moment.
 *
 * @param id its id: the id of the message it was started from, or of a forum post's starter message
 * @param parentId the text channel or forum it was made in
 * @param name its name as it is now
 * @param archived whether it is archived (closed, out of the channel's list of active threads)
 * @param locked whether only moderators may unarchive it or post in it
 * @param appliedTagNames the names of a forum post's tags, in the order set (none for a text channel's thread)
 * @param memberIds its members' user ids, in the order they joined (the bot first, when it made the thread)
 * @param deleted whether a moderator deleted it
 */
public record ThreadView(
        String id,
        String parentId,
        String name,
        boolean archived,
        boolean locked,
        List<String> appliedTagNames,
        List<String> memberIds,
        boolean deleted) {
    public ThreadView {
        appliedTagNames = List.copyOf(appliedTagNames);
        memberIds = List.copyOf(memberIds);
    }
}
