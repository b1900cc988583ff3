/**
 * The compiler: the validator's AST to the VM's compact bytecode ({@code Code}), with the symbol table, the opcode
 * set ({@code Op}) and the source positions of instructions. Depends on the object model only (constants are
 * Python values). Not API.
 */
package io.agentcage.interpreter.internal.compile;
