/**
 * The in-process Python interpreter backend: {@link io.agentcage.interpreter.InterpreterExecutor} and its builder
 * are the API. Everything under {@code io.agentcage.interpreter.internal} is implementation detail, not API: it may
 * change in any release.
 */
package io.agentcage.interpreter;
