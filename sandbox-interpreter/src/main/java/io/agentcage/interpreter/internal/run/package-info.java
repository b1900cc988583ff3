/**
 * Running requests for the executor: compile (with the compile cache), create the execution state, run, and turn
 * every way an execution can end into an {@code ExecutionResult}; the bridge that exposes host functions to guest
 * code; the worker queue. The layer just below {@link io.agentcage.interpreter.InterpreterExecutor}. Not API.
 */
package io.agentcage.interpreter.internal.run;
