/**
 * The object model: Python values ({@code PyObject} and its subclasses), their protocol (attribute lookup,
 * arithmetic, comparison, iteration, formatting), the builtin types' methods and builtin functions, compiled code
 * objects, and the execution state every operation charges ({@code Interp}: budgets, output, input). The lowest
 * interpreter package: it depends on no other, and reaches the VM and the module loader only through the small
 * interfaces it owns ({@code Machine}, {@code GuestFrame}, {@code ModuleLoader}). Not API.
 */
package io.agentcage.interpreter.internal.object;
