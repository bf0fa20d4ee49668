package io.djambi.bot.game;

/** The text of /djambi help. */
final class Help {
    static final String TEXT = """
            Djambi commands:
            /djambi new [players:3|4]  open a lobby in this channel (you sit as Red)
            /djambi join [colour:..]   take a seat          /djambi leave   leave the lobby
            /djambi start              the host starts the game once every seat is taken
            /move move:<move>          play, e.g. C3-E5, B2xD4>H8, A2xD5, C3-C6xC7, B2xE5-A1>H8
            /djambi board | status | history | resign | draw | abort | help""";

    private Help() {}
}
