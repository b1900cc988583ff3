/**
 * The virtual machine: the instruction loop ({@code Vm}, its hot loop, and {@code ColdInstructions}, the less frequent
 * instructions), frames, calls and argument binding, generators, class creation, imports, pattern matching, the
 * memory gauge, tracebacks, and the builtins that need a running frame or the compiler. Depends on the compiler
 * and the object model; implements the object model's {@code Machine} and {@code GuestFrame}. Not API.
 */
package io.agentcage.interpreter.internal.vm;
