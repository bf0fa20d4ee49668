package io.djambi.engine;

/**
 * Everything the engine says to a person, as a kind of sentence with its English wording. The engine hands out
 * {@link Words} (a phrase and its arguments) rather than finished text, so that the bot can word each phrase in the
 * reader's language from its own catalogue; the English here is the engine's own voice, for its command line and as
 * the model a translation follows. Each wording is a {@link java.text.MessageFormat} pattern (an apostrophe is
 * written {@code ''}); its arguments are described beside the constant when they are not obvious.
 */
public enum Phrase {
    /** Text already worded by the caller: {0}. */
    SAID("{0}"),
    /** Two sentences in a row. */
    THEN("{0}; {1}"),
    /** A living piece: its camp's colour, then its role. */
    PIECE("{0} {1}"),
    THE_CORPSE("the corpse"),
    THE_CHIEF("the Chief"),
    THE_PIECE("the piece"),
    NOTHING("nothing"),

    // Reading a move: {0} is what the player typed, squares are written as in notation.
    MOVE_UNREADABLE("cannot read ''{0}'' as a move: e.g. C3-E5, B2xD4>H8, A2xD5, C3-C6xC7 or B2xE5-A1"),
    MOVE_IMPOSSIBLE("''{0}'' is not a possible move: a piece must leave its square, and a Reporter kills only next to"
            + " where he stops"),
    GAME_OVER("the game is over"),
    PLAYER_OUT("{0} is not in the game any more"),
    NOT_LEGAL_HERE("{0} is not a legal move here"),
    MOVE_MUST_LEAVE("a move must leave {0}"),
    REPORTER_VICTIM_NOT_NEXT(
            "a Reporter kills only on a square orthogonally next to where he stops: {0} is not next" + " to {1}"),
    CROSS_ON_EMPTY("{0} is empty: ''x'' acts on an occupied square; to move there write {1}-{0}"),
    /** {0} is the move as it should be written. */
    ASSASSIN_NO_PLACE("an Assassin''s victim always goes to the square he came from: write {0} with no ''>'' part"),
    EXIT_NOT_MAZE("only a move onto the maze (E5) leaves by an exit square: {0} is not the maze"),
    EXIT_IS_MAZE("the exit square {0} cannot be used: the piece must leave the maze"),
    EXIT_IS_ASSASSIN_ORIGIN("the exit square {0} cannot be used: the Assassin''s victim goes to {1}"),
    MAZE_NEEDS_EXIT("a piece acting on the maze must leave it at once: write {0}xE5-<exit>"),
    MAZE_NEEDS_EXIT_AND_PLACE("a piece acting on the maze must leave it at once: write {0}xE5-<exit>><place>"),
    /** {0} is the move written so far. */
    PLACE_MISSING("this move must say where the displaced piece or corpse goes: write {0}><square>"),
    LIFTED_BACK_ON_MAZE("what is lifted off the maze goes to a square of the field, not back on the maze"),
    LIFTED_ON_EXIT("the lifted piece cannot be put on the exit square {0}"),
    PLACED_BACK("the displaced piece cannot be put back on {0}"),

    // Why a piece cannot move at all: {0} is a PIECE, {1} its square.
    NO_PIECE("there is no piece on {0}"),
    CORPSE_NEVER_ACTS("{0} holds a corpse, and corpses never act"),
    PIECE_FROZEN("the {0} on {1} is frozen: nobody can move it"),
    PIECE_HOSTAGE("the {0} on {1} is a hostage: hostage pieces never act"),
    /** {2} controls the piece, {3} is to move. */
    PIECE_NOT_YOURS("the {0} on {1} is {2}''s, and {3} is to move"),
    PIECE_NO_MOVE("the {0} on {1} has no legal move"),

    // Why a move of a piece the player controls is illegal: a role is {0} where one is named.
    ONLY_REPORTER_KILLS_BESIDE("only a Reporter moves and then kills beside him; a {0} acts by moving onto its target,"
            + " e.g. {1}x<square>"),
    ONLY_CHIEF_ON_MAZE("only a Chief may end a move on the maze"),
    MILITANT_NEVER_ON_MAZE("a Militant never acts on the maze, and can never kill the Chief in power"),
    /** {3} is why: NOT_STRAIGHT, MILITANT_RANGE or WAY_BLOCKED. */
    CANNOT_REACH("the {0} on {1} cannot reach {2}: {3}"),
    NOT_STRAIGHT("pieces move in straight lines or diagonals"),
    MILITANT_RANGE("a Militant moves 1 or 2 squares"),
    WAY_BLOCKED("the way is blocked on {0}; nothing jumps"),
    OWN_TARGET("{0} holds your own {1}, which is never a target"),
    TARGET_FROZEN("the {0} on {1} is frozen: nobody can kill or place it"),
    STEP_ONTO_OCCUPIED("{0} is not empty: to act on it write {1}x{0}..."),
    ACT_ON_EMPTY("{0} is empty: to move there write {1}-{0}"),
    REPORTER_HOW("a Reporter moves onto an empty square, then may kill next to it: write e.g. {0}-<square>x<victim>"),
    NECROMOBILE_NEVER_KILLS("a Necromobile never kills; it only moves corpses"),
    PROVOCATEUR_NEVER_KILLS("a Provocateur never kills; it moves onto an enemy living piece and places it"),
    ONLY_ENEMY_LIVING("only an enemy living piece can be killed"),
    /** {1} is THE_CORPSE, THE_CHIEF or THE_PIECE. */
    PLACE_NOT_EMPTY("{0} is not a square where {1} can be put: it must be empty"),
    PLACE_NOT_EMPTY_OR_MAZE(
            "{0} is not a square where {1} can be put: it must be empty and, but for a Chief, not the" + " maze"),
    /** {0} is THE_CORPSE, THE_CHIEF or THE_PIECE; {2} the exit. */
    LIFTED_CANNOT_GO("{0}, lifted off the maze, cannot go to {1} after leaving for {2}: the place must be an empty"
            + " square of the field"),
    MAZE_EXIT_BLOCKED(
            "the {0} cannot leave the maze for {1}: the exit must be reached over empty squares and end on" + " one"),
    REPORTER_CANNOT_KILL_THERE(
            "the {0} cannot kill on {1} from {2}: only an enemy living piece, not frozen, can be" + " killed"),

    // Why a position read from text is impossible or unreadable.
    MAZE_HOLDS_NON_CHIEF("only a Chief can stand on the maze, but E5 holds a {0}"),
    /** {0} how many, {1} the camp, {2} the role, {3} how many a camp has. */
    TOO_MANY_PIECES("there are {0} {1} {2} pieces, but a camp has {3}"),
    TOO_MANY_ON_BOARD("the board holds {0} pieces, corpses included, but the game has 36"),
    ACTIVE_WITHOUT_CHIEF("{0} is active but has no living Chief"),
    CHIEF_ALIVE_NOT_OWN("{0}''s Chief is alive, so {0} must control his own camp"),
    HOSTAGE_WITHOUT_CHIEF("the hostage camp {0} has no living Chief; a killed hostage Chief makes it a satellite"),
    CONTROLLER_NOT_ACTIVE("{0}''s camp is controlled by {1}, who is not active"),
    ONE_HOSTAGE("there is at most one hostage camp"),
    OVER_CURSOR_BONUS("when the game is over (to-move ''-''), the cursor is ''-'' and the bonus 0"),
    CURSOR_DASH_ONLY_OVER("the cursor is ''-'' only when the game is over"),
    OVER_FEW_ACTIVE("the game is over with fewer than two active players: to-move must be ''-''"),
    TO_MOVE_NOT_ACTIVE("{0} is to move but is not active"),
    CURSOR_NOT_TO_MOVE("with bonus 0 the cursor is the player to move"),
    BONUS_NOT_IN_POWER("a bonus move belongs to the player in power, and {0} is not"),
    SECOND_BONUS("a second bonus move happens only when two players are active"),
    POSITION_FIELDS("a position has 6 fields (board, to-move, camps, cursor, bonus, ply), not {0}"),
    TO_MOVE_FIELD("to-move must be r, b, y, g or -, not ''{0}''"),
    CURSOR_FIELD("the cursor must be r, b, y, g or -, not ''{0}''"),
    BONUS_FIELD("the bonus must be 0, 1 or 2, not ''{0}''"),
    PLY_FIELD("the ply must be a whole number from 0, not ''{0}''"),
    CAMPS_FIELD_LENGTH("the camps field has 4 characters (r, b, y, g, - or h), not ''{0}''"),
    CAMPS_FIELD_LETTER("''{0}'' in the camps field is not r, b, y, g, - or h"),
    BOARD_RANKS("the board has 9 ranks separated by ''/'', not {0}"),
    BOARD_CELL("cannot read ''{0}'' in rank {1}: a piece is a colour (r, b, y, g) then a role (C, A, R, P, N, M)"),
    RANK_TOO_LONG("rank {0} adds up to more than 9 squares"),
    RANK_LENGTH("rank {0} adds up to {1} squares, not 9"),
    DIAGRAM_LINES("a diagram has 9 lines, not {0}"),
    DIAGRAM_CELLS("diagram line {0} has {1} cells, not 9 (with rank {2} first, if any)"),
    DIAGRAM_CELL("diagram line {0}: cannot read cell {1} (''{2}''); a cell is ., X or a colour then a role, e.g. rC"),

    // Reading a record: {0} is a line number from 1, {1} why.
    RECORD_LINE("line {0}: {1}"),
    RECORD_NO_POSITION("the record has no position line"),
    RESIGN_NAMES_COLOUR("resign names a colour: resign r, b, y or g"),
    /** {0} the event's number from 1, {1} the event as written, {2} why. */
    EVENT_REFUSED("event {0} ({1}): {2}"),

    // A move told: {0} is the mover (a PIECE), {1} its square; a victim is a PIECE, THE_CORPSE or NOTHING.
    TOLD_STEP("{0} {1} moves to {2}"),
    TOLD_TAKES_MAZE("{0} {1} takes the maze"),
    TOLD_ASSASSINATION("{0} {1} kills {2} on {3}; the corpse goes to {1}"),
    TOLD_REPORTER_KILL("{0} {1} moves to {2} and kills {3} on {4}"),
    TOLD_MAZE_ASSASSINATION("{0} {1} kills {2} on the maze and leaves for {3}; the corpse goes to {1}"),
    TOLD_CORPSE_OFF_MAZE("{0} {1} carries the corpse off the maze, leaves for {2} and lays it on {3}"),
    TOLD_LIFTS_OFF_MAZE("{0} {1} lifts {2} off the maze, leaves for {3} and drops him on {4}"),
    TOLD_PROVOKES("{0} {1} moves onto {2} on {3} and places it on {4}"),
    TOLD_MOVES_CORPSE("{0} {1} moves onto the corpse on {2} and lays it on {3}"),
    TOLD_KILLS_AND_LAYS("{0} {1} kills {2} on {3}; the corpse is laid on {4}"),
    TOLD_ELIMINATED("{0} is eliminated"),
    TOLD_IN_POWER("{0} is in power");

    private final String english;

    Phrase(String english) {
        this.english = english;
    }

    /** The English wording, a {@link java.text.MessageFormat} pattern. */
    public String english() {
        return english;
    }
}
