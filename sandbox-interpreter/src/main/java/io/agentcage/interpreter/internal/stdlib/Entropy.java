package io.agentcage.interpreter.internal.stdlib;

import java.security.SecureRandom;

/**
 * The operating system's random generator ({@code os.urandom}'s source), made when a program first needs entropy
 * rather than when the interpreter starts: creating a {@link SecureRandom} initialises the JDK's security providers,
 * which a program that never seeds a generator should not pay for (start-up, issue 25).
 */
final class Entropy {
    /** The shared generator; {@link SecureRandom} is thread-safe. */
    static final SecureRandom SOURCE = new SecureRandom();

    private Entropy() {
    }
}
