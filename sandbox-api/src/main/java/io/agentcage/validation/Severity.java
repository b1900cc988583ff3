package io.agentcage.validation;

/** How serious a {@link Diagnostic} is. Findings at {@link #ERROR} reject the code. */
public enum Severity {
    /** Worth knowing; never blocks. */
    INFO,
    /** Suspicious; reported, but the code still runs. */
    WARNING,
    /** Not allowed; the code is rejected and never reaches a backend. */
    ERROR
}
