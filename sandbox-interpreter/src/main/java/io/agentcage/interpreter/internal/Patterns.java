package io.agentcage.interpreter.internal;

import io.agentcage.interpreter.runtime.Exc;
import io.agentcage.interpreter.runtime.Interp;

/** Instructions of {@code match} statements. */
final class Patterns {
    private Patterns() {
    }

    static int execute(Interp in, Frame f, int ins) {
        throw Exc.make(Exc.SystemError, "unknown opcode " + (ins & 0xFF));
    }
}
