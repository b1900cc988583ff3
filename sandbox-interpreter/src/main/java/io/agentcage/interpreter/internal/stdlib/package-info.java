/**
 * The standard library: the native modules ({@code math}, {@code re}, {@code json}'s helper, ...), the modules
 * written in Python (resources under {@code py/}), the module allow-list ({@code ModuleRegistry}, the object
 * model's {@code ModuleLoader}), per-JVM module templates and the bootstrap ({@code Universe}) that builds the
 * builtin registry once. Depends on the VM, the object model and the algorithms. Not API.
 */
package io.agentcage.interpreter.internal.stdlib;
