package io.djambi.bot.startup;

/** Carries a {@link StartupFault} out of the step that found it; the cause, if any, is for the DEBUG log only. */
public final class StartupException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient StartupFault fault;

    public StartupException(StartupFault fault) {
        this(fault, null);
    }

    public StartupException(StartupFault fault, Throwable cause) {
        super(fault.line(), cause);
        this.fault = fault;
    }

    public StartupFault fault() {
        return fault;
    }
}
